"""Bots at three levels, and the look-ahead search behind the medium and hard ones (and the tables' *hint*).

* ``easy`` is each game's greedy bot: the best gain of the next move.
* ``medium`` and ``hard`` are a :class:`SearchBot`: a determinized Monte Carlo look-ahead. The bot takes the
  greedy bot's best few moves (its *candidates*), and for each of a few *sampled deals* -- the position with
  everything it cannot see (the draw pile's order, the others' hidden cards, the dice of chance) dealt again at
  random, consistent with what it has seen (:func:`Game hooks <Hooks>` ``determinize``) -- it plays each
  candidate and then lets greedy bots play every seat for a few turns (the *horizon*). Each candidate is worth the
  mean, over the deals, of the searcher's lead over its best opponent at the horizon (the game's ``evaluate``:
  points now plus the worth of what is under way); the best mean wins, ties go to the greedy bot's order. The
  same deals serve every candidate, so they are compared on equal terms.

The bot never looks at what its seat cannot see: it ranks and plays its moves in deals built from what its seat
knows (a game's ``determinize`` sorts the unseen cards before it deals them, so a deal depends on nothing else).

>>> LEVELS
('easy', 'medium', 'hard')
>>> Budget(candidates=3, deals=2, horizon=1).work
6
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tutor.bots import Bot, DecidingBot
from tutor.i18n import N_, _, ngettext

#: the levels a pupil picks from on the new-game tab, weakest first
LEVELS = ("easy", "medium", "hard")
LEVEL_WORDS = {"easy": N_("easy"), "medium": N_("medium"), "hard": N_("hard")}
WIN = 1000.0  # a game won inside the horizon outweighs any lead in points


@dataclass(frozen=True)
class Budget:
    """How hard a :class:`SearchBot` thinks: the greedy bot's best ``candidates`` moves, each played in ``deals``
    sampled deals and followed for ``horizon`` turns of the other seats (a turn ends when the seat to move changes)."""

    candidates: int
    deals: int
    horizon: int

    @property
    def work(self) -> int:
        """The look-aheads per decision."""
        return self.candidates * self.deals


@dataclass(frozen=True)
class Hooks:
    """What a game gives the search: its engine, its greedy bot, a deal of the hidden part and a value.

    ``determinize(state, seat, rng)`` returns the position with everything ``seat`` cannot see dealt again from
    ``rng`` (with a fresh ``cache``); ``evaluate(state, seat)`` is the seat's worth in points; ``greedy(seed)``
    makes the game's greedy bot (the candidates' order and the other seats' play in the look-ahead).
    """

    engine: Any
    greedy: Callable[[int], DecidingBot]
    determinize: Callable[[Any, int, random.Random], Any]
    evaluate: Callable[[Any, int], float]


class SearchBot(DecidingBot):
    """Looks ahead before it moves (see the module's text); ``reason`` says the gain in the greedy bot's words and
    how far it looked.

    The rankings are the greedy bot's; a move that only one candidate exists for (or one legal move) is played
    without search.
    """

    def __init__(self, hooks: Hooks, budget: Budget, seed: int = 0, name: str = "search bot") -> None:
        super().__init__(seed, name)
        self.hooks = hooks
        self.budget = budget
        self._greedy = hooks.greedy(seed)
        self._greedy._rng = self._rng  # one generator: the same seed state gives the same decision, in any language

    def _decide(self, state: Any, moves: Sequence[Any]) -> tuple[Any, str]:
        seat = engine_seat(self.hooks.engine, state)
        # everything below sees the position as the seat knows it: the hidden part dealt at random
        seen = self.hooks.determinize(state, seat, random.Random(self._rng.randrange(2**31)))
        first, said = self._greedy._decide(seen, moves)
        pool = self.worth_searching(seen, moves, first)
        if len(pool) <= 1:
            return first, said
        candidates = self.candidates(seen, pool, first)
        if len(candidates) == 1:
            return first, said
        values = self.values(state, candidates)
        best = max(range(len(candidates)), key=lambda i: (values[i], -i))
        move = candidates[best]
        if move == first:
            return move, said + self._looked(len(candidates))
        return move, self.reason_for(seen, move, first, values[best] - values[0]) + self._looked(len(candidates))

    def worth_searching(self, state: Any, moves: Sequence[Any], first: Any) -> Sequence[Any]:
        """The moves to choose among by searching (one or none: the greedy bot's ``first`` is played as it is); a
        game leaves out moves that never pay, or searches nothing where the choice hardly matters."""
        return moves

    def reason_for(self, state: Any, move: Any, first: Any, gain: float) -> str:
        """Why ``move`` is good where the greedy bot would play ``first`` (``gain``: how much more it was worth on
        average in the look-ahead), as ``"<move>: why"``: here in the greedy bot's words for ``move`` alone."""
        return self._greedy._decide(state, (move,))[1]

    def candidates(self, state: Any, moves: Sequence[Any], first: Any) -> list[Any]:
        """The greedy bot's move, then the moves that are worth most one move ahead (in the game's ``evaluate``),
        ``budget.candidates`` in all (``state``: a deal as the seat to move knows it)."""
        engine, evaluate, seat = self.hooks.engine, self.hooks.evaluate, engine_seat(self.hooks.engine, state)
        rest = [m for m in moves if m != first]
        if len(rest) >= self.budget.candidates:
            scored = sorted(((evaluate(engine.apply(state, m), seat), i) for i, m in enumerate(rest)),
                            key=lambda pair: (-pair[0], pair[1]))
            rest = [rest[i] for _, i in scored]
        return [first, *rest[: self.budget.candidates - 1]]

    def values(self, state: Any, candidates: Sequence[Any]) -> list[float]:
        """The mean lead of each candidate over ``budget.deals`` deals of what the seat to move cannot see."""
        hooks, budget, seat = self.hooks, self.budget, engine_seat(self.hooks.engine, state)
        totals, seats = [0.0] * len(candidates), len(hooks.engine.scores(state))
        for _deal in range(budget.deals):
            deal_seed = self._rng.randrange(2**31)
            dealt = hooks.determinize(state, seat, random.Random(deal_seed))  # one deal for every candidate
            for i, move in enumerate(candidates):
                totals[i] += self.look_ahead(hooks.engine.apply(dealt, move), seat, deal_seed, seats)
        return [t / budget.deals for t in totals]

    def look_ahead(self, state: Any, seat: int, seed: int, seats: int) -> float:
        """Greedy bots play every seat for ``budget.horizon`` turns from ``state``; the seat's lead there."""
        engine, hooks = self.hooks.engine, self.hooks
        bots: dict[int, DecidingBot] = {}
        turns, mover = 0, engine.to_move(state)
        while not engine.is_over(state):
            now = engine.to_move(state)
            if now != mover:
                turns, mover = turns + 1, now
                if turns > self.budget.horizon:
                    break
            bot = bots.get(now)
            if bot is None:
                bot = bots[now] = hooks.greedy(seed + now)
            state = engine.apply(state, bot._decide(state, engine.legal_moves(state))[0])
        return lead(engine, hooks.evaluate, state, seat, seats)

    def _looked(self, candidates: int) -> str:
        """How the move was chosen: among how many ``candidates``, how far ahead, in how many deals."""
        turns = ngettext("{n} turn", "{n} turns", self.budget.horizon).format(n=self.budget.horizon)
        deals = ngettext("{n} sampled deal", "{n} sampled deals", self.budget.deals).format(n=self.budget.deals)
        return "; " + _("chosen among {n} moves by playing each {turns} ahead in {deals}").format(
            turns=turns, deals=deals, n=candidates)


def engine_seat(engine: Any, state: Any) -> int:
    """The seat to move (the searcher)."""
    seat = engine.to_move(state)
    if seat is None:
        raise ValueError("no seat to move: the game is over")
    return seat


def lead(engine: Any, evaluate: Callable[[Any, int], float], state: Any, seat: int, seats: int) -> float:
    """The seat's worth minus its best opponent's; a game over counts ``WIN`` for a win and ``-WIN`` for a loss.

    >>> from types import SimpleNamespace as NS
    >>> eng = NS(is_over=lambda s: s["over"], winners=lambda s: s["won"], to_move=lambda s: 0)
    >>> worth = lambda s, p: s["pts"][p]
    >>> lead(eng, worth, {"over": False, "pts": [5, 3, 7]}, 0, 3)
    -2.0
    >>> lead(eng, worth, {"over": True, "won": (0,), "pts": [5, 3]}, 0, 2)
    1002.0
    """
    mine = float(evaluate(state, seat))
    best = max(float(evaluate(state, p)) for p in range(seats) if p != seat)
    value = mine - best
    if engine.is_over(state):
        won = engine.winners(state)
        value += WIN if seat in won and len(won) == 1 else 0.0 if seat in won else -WIN
    return value


def levels(greedy: Callable[[int], Bot], hooks: Hooks, budgets: Mapping[str, Budget],
           searcher: type[SearchBot] = SearchBot) -> Callable[[str, int], Bot]:
    """``bot(level, seed)`` for a game: its greedy bot for ``easy``, a ``searcher`` (:class:`SearchBot` or a game's
    own kind of it) with the level's budget for the others; an unknown level is refused.

    >>> from types import SimpleNamespace as NS
    >>> greedy = lambda seed: NS(name="greedy bot")
    >>> bot = levels(greedy, Hooks(None, greedy, None, None), {"hard": Budget(2, 2, 1)})
    >>> bot("easy", 1).name, bot("hard", 1).name
    ('greedy bot', 'hard bot')
    >>> bot("expert", 1)
    Traceback (most recent call last):
    ...
    ValueError: unknown bot level 'expert': choose one of easy, medium, hard
    """

    def bot(level: str = "easy", seed: int = 0) -> Bot:
        if level == "easy":
            return greedy(seed)
        if level not in budgets:
            raise ValueError(f"unknown bot level {level!r}: choose one of {', '.join(LEVELS)}")
        return searcher(hooks, budgets[level], seed=seed, name=f"{level} bot")

    return bot
