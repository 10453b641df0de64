"""Thurn und Taxis bots at three levels (:mod:`tutor.search`): the deal a seat cannot see, and a position's worth.

What a seat cannot see: the other players' hands, the order of the draw pile, in Glanz und Gloria the cities
on the fronts of the others' horse cards (they lie face down; everyone sees the horses on their backs), and the
cards the others put on the discard pile unseen (a card over the hand limit, the horse cards of a closed or
scrapped route: :meth:`taxis.state.State.hidden_of`). The face-up display, every route, the houses, carriages,
bonus tiles and the rest of the discard pile (the closed routes, the Administrator's old display) are left as
they are. :func:`determinize` deals the unseen cards again at random: each horse card of another player becomes an
unseen card with the same horses on its back, the hands and the hidden discards get their sizes back, the rest is
the draw pile, and the seed of later reshuffles is drawn anew. (A thrown horse card's back was seen, but the deal
does not keep it: the search knows a little less than it could, never more.)

:func:`evaluate` counts a seat's points now (:func:`taxis.scoring.scores`: bonus tiles and carriage, minus a point
for every house still to place) plus what its open route and hand may still close for, as the greedy bot sees it
(:mod:`taxis.bots`: the houses, tiles and carriage of the best closing within reach, discounted by the turns it
takes).

>>> import taxis, random
>>> g = taxis.new_game(players=2, seed=3, variant="gug")
>>> g.play_many(["draw deck", "horse " + g.state.deck[0], "end"])  # a horse card, face down
>>> seat = g.to_move
>>> dealt = determinize(g.state, seat, random.Random(1))
>>> dealt.hands[seat] == g.state.hands[seat], dealt.display == g.state.display, len(dealt.deck) == len(g.state.deck)
(True, True, True)
>>> [horses_of(c) for c in dealt.horses[1 - seat]] == [horses_of(c) for c in g.state.horses[1 - seat]]
True
>>> evaluate(g.state, seat) > scores(g.state)[seat]["total"] - 1
True
>>> move = bot("hard", 1).choose(g)
>>> move in g.legal_moves()
True
"""

from __future__ import annotations

import random

from taxis.bots import GreedyBot, _Look
from taxis.engine import ENGINE
from taxis.moves import Move
from taxis.scoring import scores
from taxis.state import State, horses_of
from tutor.i18n import _
from tutor.search import Budget, Hooks, SearchBot, levels


def determinize(state: State, seat: int, rng: random.Random) -> State:
    """``state`` with what ``seat`` cannot see dealt again from ``rng``: the others' hands and horse-card fronts,
    the draw pile's order and the reshuffle seed (``seat``'s own cards and everything face up are kept).

    The unseen cards are sorted before they are shuffled, so the deal depends on what ``seat`` knows, never on
    where the hidden cards really are.
    """
    others = [p for p in range(state.players) if p != seat]
    hidden = [c for p in others for c in state.hidden_of(p)]
    pool = sorted([c for p in others for c in state.hands[p]] + [c for p in others for c in state.horses[p]]
                  + hidden + list(state.deck))
    rng.shuffle(pool)
    horses, hands = list(state.horses), list(state.hands)
    for p in others:
        row = []
        for card in state.horses[p]:  # the back is seen: a card with as many horses
            back = horses_of(card)
            row.append(pool.pop(next(i for i, c in enumerate(pool) if horses_of(c) == back)))
        horses[p] = tuple(row)
    for p in others:
        size = len(state.hands[p])
        hands[p], pool = tuple(sorted(pool[:size])), pool[size:]
    changes = {}
    if hidden:  # the others' cards that went to the discards face down are dealt too
        discards, rows = list(state.discards), list(state.hidden)
        for card in hidden:
            discards.remove(card)
        for p in others:
            size = len(rows[p])
            rows[p], pool = tuple(pool[:size]), pool[size:]
            discards += rows[p]
        changes = {"discards": tuple(discards), "hidden": tuple(rows)}
    return state.evolve(hands=tuple(hands), horses=tuple(horses), deck=tuple(pool), seed=rng.randrange(2**31),
                        **changes)


def evaluate(state: State, seat: int) -> float:
    """``seat``'s points now plus what its route and hand may still close for (the greedy bot's outlook)."""
    now = scores(state)[seat]["total"]
    if state.over:
        return float(now)
    mine = state if state.player == seat else state.evolve(player=seat)  # the outlook is the mover's
    return now + _Look(mine).outlook(mine)


def greedy(seed: int) -> GreedyBot:
    """The greedy bot (:mod:`taxis.bots`): the easy level, the candidates' order, and every seat's play in the
    look-ahead."""
    return GreedyBot(seed=seed)


class TaxisSearchBot(SearchBot):
    """:class:`tutor.search.SearchBot` that says in words what a move it prefers to the greedy bot's brings: the
    greedy bot words its own choice of a whole step, not one move taken alone."""

    def reason_for(self, state: State, move: Move, first: Move, gain: float) -> str:
        from taxis.table import describe  # the table's words for a move (imported late: the table imports the bots)

        return f"{move}: " + _("on average {gain} points better a few turns later than the move with the best "
                               "gain now ({other})").format(gain=f"{gain:+.1f}", other=describe(first))


HOOKS = Hooks(ENGINE, greedy, determinize, evaluate)
BUDGETS = {"medium": Budget(candidates=3, deals=2, horizon=2), "hard": Budget(candidates=4, deals=6, horizon=2)}
bot = levels(greedy, HOOKS, BUDGETS, TaxisSearchBot)  # bot(level, seed): easy is the greedy bot
