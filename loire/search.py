"""La Loire's bots at three levels (:mod:`tutor.search`): the deal a seat cannot see, and a position's worth.

What a seat cannot see: only the **order of the four message decks** (levels 1-4), and the seed that shuffles a
deck again later (a Ducal Palace's pick). Everything else lies open on the table (:mod:`loire.view`): the pieces,
the shields, the market, the buildings, and every player's money, goods, boat, characters, palaces and messages in
hand. :func:`determinize` shuffles each deck again (its cards stay at their level) and draws a new seed; the top
cards the seat to move may choose from this turn (its Spy's three, a Ducal Palace's whole deck) stay as they are,
since it sees them.

What a position is worth (:func:`evaluate`): the seat's points now (:func:`loire.scoring.scores`: boat, delivered
messages, one for each message held, characters, blue bonuses, palaces) plus the greedy bot's guess at the points
under way (:func:`loire.bots.worth`): money, goods at their sell price, the messages in hand it can deliver
(discounted for the turns the messenger needs), buildings, characters' and palaces' uses, horses. All but the
points shrink as the end nears. A merchant waiting in a city with under 5 deniers costs its seat a lost turn for
each denier short: the greedy bot's worth charges that once, and for a seat that is not to move (the searcher, at
the end of its look-ahead) :func:`evaluate` charges it again, so the search keeps clear of it (:data:`STRANDED`).
A finished game is worth its points.

The levels: ``easy`` is :class:`loire.bots.GreedyBot`; ``medium`` and ``hard`` are a :class:`LoireSearchBot` with
the :data:`BUDGETS` below. A turn has several steps (a piece moves, acts at its stop, the other piece, ``end``) and
the bot decides each of them, so a look-ahead is short: ``hard`` tries the greedy bot's 3 best steps in 2 deals and
follows each for 6 turns (three of its own), ``medium`` tries 2 steps in one deal for 4 turns. No level reads the
top card of a deck: the search bots decide in a deal, and the greedy bot weighs an unseen message by the cards its
deck holds (:func:`loire.bots.blind_worth`).

>>> import loire, random
>>> g = loire.new_game(players=2, seed=3)
>>> dealt = determinize(g.state, 0, random.Random(1))
>>> dealt.players == g.state.players, [sorted(d) for d in dealt.decks] == [sorted(d) for d in g.state.decks]
(True, True)
>>> dealt.decks != g.state.decks, dealt.cache is not g.state.cache
(True, True)
>>> evaluate(g.state, 0) > scores(g.state)[0]["total"]  # 7 deniers and a message to deliver are worth something
True
>>> bot("hard", 1).choose(g) in g.legal_moves()
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from loire.board import CITIES
from loire.bots import POOR, GreedyBot, Outlook, worth
from loire.engine import ENGINE
from loire.moves import BuyMessage, Circus, Income, Move, Recall
from loire.rules import MESSAGES_TO_END, SOLO_ROUNDS, legal_moves
from loire.scoring import scores
from loire.state import MONEY, State
from tutor.i18n import _
from tutor.search import Budget, Hooks, SearchBot, levels

STRANDED = POOR
"""Points a seat not to move loses for each denier it lacks with its merchant in a city, on top of what
:func:`loire.bots.worth` charges (a lost turn each): tuned by the benchmark, where the hard bot won 29 of 30 games
with it and 26 of 30 without (seeds 0-29; the mean lead was about the same)."""


def determinize(state: State, seat: int, rng: random.Random) -> State:
    """``state`` with every message deck shuffled again from ``rng`` and a new seed (all else is open).

    When ``seat`` is to move and may pick a card this turn, the cards it is offered keep their places: the
    Spy's three top cards, or a Ducal Palace's whole deck.
    """
    seen = _offered(state) if seat == state.player and not state.over else {}
    decks = []
    for level, deck in enumerate(state.decks, start=1):
        keep = seen.get(level, 0)
        rest = sorted(deck[keep:])  # sorted first: the deal depends on what ``seat`` knows, not on the real order
        rng.shuffle(rest)
        decks.append(deck[:keep] + tuple(rest))
    return state.evolve(decks=tuple(decks), seed=rng.randrange(2**31))


def _offered(state: State) -> dict[int, int]:
    """{level: how many top cards of its deck the player to move is offered to pick from now}."""
    seen: dict[int, int] = {}
    for move in legal_moves(state):
        if isinstance(move, BuyMessage) and move.card is not None:
            deck = state.decks[move.level - 1]
            seen[move.level] = max(seen.get(move.level, 0), deck.index(move.card) + 1)
    return seen


def outlook(state: State, seat: int) -> Outlook:
    """How :func:`loire.bots.worth` values things for ``seat``: as the greedy bot does (:meth:`Outlook.of`)."""
    if state.trigger is not None:
        return Outlook(seat, 0.0, 0.01, 0.01)
    remain = state.cache.get("remain")
    if remain is None:
        done = [pl.boat / state.goal() for pl in state.players]
        done += [len(pl.delivered) / MESSAGES_TO_END[state.count] for pl in state.players]
        if state.count == 1:
            done.append(state.rounds / SOLO_ROUNDS)
        remain = state.cache["remain"] = max(0.0, 1.0 - max(done))
    return Outlook.at(seat, remain)


def evaluate(state: State, seat: int) -> float:
    """``seat``'s points now plus the worth of what is under way (:func:`loire.bots.worth`), less :data:`STRANDED`
    for each denier a seat not to move lacks with its merchant in a city; at the end, the points.

    >>> import loire
    >>> g = loire.scenario(players=2, seed=1, player=0)
    >>> more = loire.scenario(players=2, seed=1, player=0, seats=[{"boat": 3}, {}])
    >>> 2.5 < evaluate(more.state, 0) - evaluate(g.state, 0) < 3  # 3 points, and the end a little nearer
    True
    """
    if state.over:
        return float(scores(state)[seat]["total"])
    look = outlook(state, seat)
    value = worth(state, look)
    me = state.players[seat]
    if seat != state.player and me.money < MONEY["minimum"] and me.merchant.place in CITIES:
        value -= STRANDED * (MONEY["minimum"] - me.money) * min(1.0, 2 * look.remain)  # on top of worth's charge
    return value


def greedy(seed: int) -> GreedyBot:
    """The easy bot."""
    return GreedyBot(seed=seed)


class LoireSearchBot(SearchBot):
    """:class:`tutor.search.SearchBot` for La Loire: it does not search where the choice hardly matters (a circus
    village, a single useful move), ranks its candidates with the stop each leads to finished greedily, and says why
    in the greedy bot's words for any move it picks. Like every search bot it never peeks at the top of a deck."""

    def worth_searching(self, state: State, moves: Sequence[Move], first: Move) -> Sequence[Move]:
        if isinstance(first, (Circus, Income)):
            return ()
        return [m for m in moves if not isinstance(m, (Recall, Income, Circus))]

    def candidates(self, state: State, moves: Sequence[Move], first: Move) -> list[Move]:
        """The greedy bot's move, then the moves it values most (each with the stop it leads to finished greedily),
        ``budget.candidates`` in all."""
        rest = [m for m in moves if m != first]
        if len(rest) >= self.budget.candidates:
            look = Outlook.of(state)
            value = self._greedy._finish_stop
            scored = sorted(((value(ENGINE.apply(state, m), look)[0], i) for i, m in enumerate(rest)),
                            key=lambda pair: (-pair[0], pair[1]))
            rest = [rest[i] for _, i in scored]
        return [first, *rest[: self.budget.candidates - 1]]

    def reason_for(self, state: State, move: Move, first: Move, gain: float) -> str:
        """The greedy bot's words for ``move`` (``"<move>: why"``): what it does and what the stop then does."""
        _value, plan = self._greedy._finish_stop(ENGINE.apply(state, move), Outlook.of(state))
        return _("{move}: {why}").format(move=move, why=self._greedy._why(state, move, plan))


HOOKS = Hooks(ENGINE, greedy, determinize, evaluate)
BUDGETS = {"medium": Budget(candidates=2, deals=1, horizon=4), "hard": Budget(candidates=3, deals=2, horizon=6)}


bot = levels(greedy, HOOKS, BUDGETS, LoireSearchBot)
"""``bot(level, seed)``: the greedy bot for ``easy``, a :class:`LoireSearchBot` with the level's budget else.

>>> bot("easy", 1).name, bot("hard", 1).name, bot("medium", 1).budget.work < bot("hard", 1).budget.work
('greedy bot', 'hard bot', True)
"""
