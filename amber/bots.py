"""A greedy Amber bot that says in one line why it chose its move.

:class:`GreedyBot` follows the :class:`tutor.bots.Bot` protocol. For every legal
move it looks one move ahead (``amber.rules.apply``) and scores what the move
brings the player to move: coins taken, villages and castles newly connected
(the points :func:`amber.scoring.scores` would count), a sudden-death win, and a
small bonus for every extra empty field its roads reach. Ties are broken by its
own seeded generator, so the same seed always plays the same game.

>>> import amber
>>> g = amber.new_game(players=2, seed=3)
>>> bot = GreedyBot(seed=1)
>>> move = bot.choose(g)
>>> g.check(move).ok, bot.reason.startswith(f"{move}: ")
(True, True)
>>> bot.choose(g) == move  # the same position gives the same answer
True
>>> g = amber.scenario('''
...     A  B  C  D
... 1   .  .  .  .
... 2   .  1  I1 v
... 3   .  .  .  .
... 4   .  .  .  2
... ''', hands=["straight>", "cross"])
>>> bot.choose(g)
amber.parse('straight> D2 r3')
>>> bot.reason
'straight> D2 r3: connects the village on D2 (+1 coin, +1 village)'
>>> from tutor.i18n import language
>>> with language("hu"):  # asked again in Hungarian: the same move, the reason in Hungarian
...     bot.choose(g)
amber.parse('straight> D2 r3')
>>> bot.reason
'straight> D2 r3: kapcsolatot épít ki: D2 faluja (+1 aranyérme, +1 falu)'
"""

from __future__ import annotations

from typing import Any

from amber.board import name
from amber.moves import Dig, Draw, Move, Pass, Stuck
from amber.reach import reachable_fields
from amber.rules import apply
from amber.scoring import connections
from amber.state import State
from amber.tiles import KINDS
from amber.verdicts import colour
from tutor.bots import DecidingBot
from tutor.i18n import _, ngettext

SAMPLE = 150  # evaluate at most this many moves (a random sample of longer lists)
FIELD_BONUS = 0.1  # value of one more empty field to build on (a coin is worth 1)
FIELD_CAP = 0.5  # the field bonus never outweighs a real point
SHOVEL_COST = 0.75  # a shovel is scarce: dig only for a gain, or when nothing else is better


def keep_value(kind: str) -> float:
    """How much a tile is worth keeping in the hand: more road sides and two-way roads are more useful.

    >>> keep_value("cross") > keep_value("tee") > keep_value("curve") > keep_value("curve>") > keep_value("swamp")
    True
    """
    k = KINDS[kind]
    if k.cls == "shovel":
        return 6.0
    if k.cls == "swamp":
        return 0.0
    two_way = all((b, a) in k.arcs for a, b in k.arcs)
    return len(k.roads) + (1.0 if two_way else 0.0)


def _gains(coins: int, villages: int, castles: int) -> list[str]:
    """The signed gains of a move, e.g. ``['+1 coin', '-2 villages']`` (a count of zero is left out)."""
    parts = []
    if coins:
        parts.append(ngettext("{n:+d} coin", "{n:+d} coins", abs(coins)).format(n=coins))
    if villages:
        parts.append(ngettext("{n:+d} village", "{n:+d} villages", abs(villages)).format(n=villages))
    if castles:
        parts.append(ngettext("{n:+d} castle", "{n:+d} castles", abs(castles)).format(n=castles))
    return parts


def _and(items: list[str]) -> str:
    if len(items) == 1:
        return items[0]
    return _("{names} and {last}").format(names=", ".join(items[:-1]), last=items[-1])


class _Outcome:
    """What one move brings the player to move."""

    __slots__ = ("move", "coins", "villages", "castles", "fields", "won", "value")

    def __init__(self, move: Move, before: State, after: State, p: int, base: tuple[set[int], set[int], int]) -> None:
        villages, castles = connections(after, p)
        self.move = move
        self.coins = after.purse[p] - before.purse[p]
        self.villages = [v for v in villages if v not in base[0]], len(villages) - len(base[0])
        self.castles = [q for q in castles if q not in base[1]], len(castles) - len(base[1])
        self.fields = len(reachable_fields(after.board, after.reach[p], empty=True)) - base[2]
        self.won = after.winner == p
        bonus = max(-FIELD_CAP, min(FIELD_CAP, FIELD_BONUS * self.fields))
        points = self.coins + self.villages[1] + 2 * self.castles[1]
        cost = SHOVEL_COST if isinstance(move, Dig) else 0.0
        self.value = 1000.0 * self.won + points + bonus - cost

    def reason(self, out_of: int) -> str:
        return f"{self.move}: {self._why(out_of)}"

    def _why(self, out_of: int) -> str:
        if self.won:
            return _("wins at once, connected to every village and every other castle")
        made = [_("the village on {field}").format(field=name(v)) for v in self.villages[0]]
        made += [_("{player}'s castle").format(player=colour(q)) for q in self.castles[0]]
        parts = _gains(self.coins, self.villages[1], self.castles[1])
        gains = f" ({', '.join(parts)})" if parts else ""
        if len(made) > 3:  # keep the reason to one short line
            return ngettext("connects {n} new villages and castles", "connects {n} new villages and castles",
                            len(made)).format(n=len(made)) + gains
        if made:
            return _("connects {places}").format(places=_and(made)) + gains
        if parts:
            best = ngettext("the best of {n} moves", "the best of {n} moves", out_of)
            least = ngettext("the least bad of {n} moves", "the least bad of {n} moves", out_of)
            return (best if self.value > 0 else least).format(n=out_of) + gains
        if self.fields > 0:
            return ngettext("no gain in sight; opens {n} more field to build on",
                            "no gain in sight; opens {n} more fields to build on", self.fields).format(n=self.fields)
        if self.fields == 0:
            return _("no gain in sight; keeps as many fields open to build on")
        return ngettext("no gain in sight; the least bad of {moves} moves ({n} fewer field to build on)",
                        "no gain in sight; the least bad of {moves} moves ({n} fewer fields to build on)",
                        -self.fields).format(moves=out_of, n=-self.fields)


class GreedyBot(DecidingBot):
    """Plays the move with the best immediate gain for the player to move; ``reason`` says why.

    ``seed`` fixes the tie-breaks (and the sample of moves looked at when more
    than ``SAMPLE`` are legal).
    """

    def __init__(self, seed: int = 0, name: str = "greedy bot") -> None:
        super().__init__(seed, name)

    def _decide(self, state: State, moves: tuple[Move, ...]) -> tuple[Move, str]:
        first = moves[0]
        if isinstance(first, Draw):
            return self._draw(moves)
        if isinstance(first, Pass):
            return first, "pass: " + _("no tile can be played and the draw pile is empty")
        if isinstance(first, Stuck):
            move = self._best(moves, lambda m: -keep_value(m.kind))
            return move, f"{move}: " + _("no tile fits anywhere; throws away the least useful tile")
        return self._play(state, moves)

    def _best(self, moves: Any, value: Any) -> Any:
        rng = self._rng
        return max(moves, key=lambda m: (value(m), rng.random()))

    def _draw(self, moves: tuple[Move, ...]) -> tuple[Move, str]:
        roads = [m for m in moves if isinstance(m, Draw) and m.kind is not None and KINDS[m.kind].cls == "road"]
        if roads:
            move = self._best(roads, lambda m: keep_value(m.kind))
            return move, f"{move}: " + _("a face-up road tile beats a blind draw")
        if Draw() in moves:
            return Draw(), "draw deck: " + _("no road tile lies face up")
        move = self._best(moves, lambda m: keep_value(m.kind))
        return move, f"{move}: " + _("the pile is empty; the most useful face-up tile")

    def _play(self, state: State, moves: tuple[Move, ...]) -> tuple[Move, str]:
        p = state.player
        pool = list(moves)
        if len(pool) > SAMPLE:
            pool = self._rng.sample(pool, SAMPLE)
        villages, castles = connections(state, p)
        base = (set(villages), set(castles), len(reachable_fields(state.board, state.reach[p], empty=True)))
        rng = self._rng
        scored = [(_Outcome(m, state, apply(state, m), p, base), rng.random()) for m in pool]
        best = max(scored, key=lambda pair: (pair[0].value, pair[1]))[0]
        return best.move, best.reason(len(moves))

