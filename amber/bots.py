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
"""

from __future__ import annotations

from typing import Any

from amber.board import name
from amber.moves import Dig, Draw, Move, Pass, Stuck
from amber.reach import reachable_fields
from amber.rules import apply
from amber.scoring import connections
from amber.state import COLOUR_NAMES, State
from amber.tiles import KINDS
from tutor.bots import DecidingBot

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


def _plural(n: int, word: str) -> str:
    return f"{n:+d} {word}{'' if abs(n) == 1 else 's'}"


def _and(items: list[str]) -> str:
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} and {items[-1]}"


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
        if self.won:
            return f"{self.move}: wins at once, connected to every village and every other castle"
        made = [f"the village on {name(v)}" for v in self.villages[0]]
        made += [f"{COLOUR_NAMES[q]}'s castle" for q in self.castles[0]]
        parts = [_plural(n, w) for n, w in ((self.coins, "coin"), (self.villages[1], "village"),
                                              (self.castles[1], "castle")) if n]
        gains = f" ({', '.join(parts)})" if parts else ""
        if len(made) > 3:  # keep the reason to one short line
            return f"{self.move}: connects {len(made)} new villages and castles{gains}"
        if made:
            return f"{self.move}: connects {_and(made)}{gains}"
        if parts:
            return f"{self.move}: the {'best' if self.value > 0 else 'least bad'} of {out_of} moves{gains}"
        if self.fields > 0:
            more = f"{self.fields} more field{'s' * (self.fields != 1)}"
            return f"{self.move}: no gain in sight; opens {more} to build on"
        if self.fields == 0:
            return f"{self.move}: no gain in sight; keeps as many fields open to build on"
        fewer = f"{-self.fields} fewer field{'s' * (self.fields != -1)}"
        return f"{self.move}: no gain in sight; the least bad of {out_of} moves ({fewer} to build on)"


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
            return first, "pass: no tile can be played and the draw pile is empty"
        if isinstance(first, Stuck):
            move = self._best(moves, lambda m: -keep_value(m.kind))
            return move, f"{move}: no tile fits anywhere; throws away the least useful tile"
        return self._play(state, moves)

    def _best(self, moves: Any, value: Any) -> Any:
        rng = self._rng
        return max(moves, key=lambda m: (value(m), rng.random()))

    def _draw(self, moves: tuple[Move, ...]) -> tuple[Move, str]:
        roads = [m for m in moves if isinstance(m, Draw) and m.kind is not None and KINDS[m.kind].cls == "road"]
        if roads:
            move = self._best(roads, lambda m: keep_value(m.kind))
            return move, f"{move}: a face-up road tile beats a blind draw"
        if Draw() in moves:
            return Draw(), "draw deck: no road tile lies face up"
        move = self._best(moves, lambda m: keep_value(m.kind))
        return move, f"{move}: the pile is empty; the most useful face-up tile"

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

