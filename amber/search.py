"""Amber's bots at three levels (:mod:`tutor.search`): the deal a seat cannot see, and a position's worth.

What a seat cannot see: the other players' hands and the order of the draw pile (the face-up tiles and the board
are open). :func:`determinize` deals those tiles again at random; :func:`evaluate` counts a seat's points now
(:func:`amber.scoring.scores`) plus a little for the empty fields its roads reach (room to grow).

>>> import amber, random
>>> g = amber.new_game(players=2, seed=3)
>>> dealt = determinize(g.state, 0, random.Random(1))
>>> dealt.hands[0] == g.state.hands[0], sorted(dealt.hands[1] + dealt.deck) == sorted(g.state.hands[1] + g.state.deck)
(True, True)
>>> bot("hard", 1).choose(g) in g.legal_moves()
True
"""

from __future__ import annotations

import random
from dataclasses import replace

from amber.bots import GreedyBot
from amber.engine import ENGINE
from amber.reach import reachable_fields
from amber.scoring import scores
from amber.state import State
from tutor.search import Budget, Hooks, levels

FIELD_WORTH, FIELD_CAP = 0.05, 1.0  # an empty field in reach is worth a little, never more than a point in all


def determinize(state: State, seat: int, rng: random.Random) -> State:
    """``state`` with the others' hands and the draw pile dealt again from ``rng`` (``seat``'s hand is kept).

    The unseen tiles are sorted before they are shuffled: the deal depends on what ``seat`` knows, and on nothing
    else (not on the true order of the pile)."""
    unseen = sorted([t for p, hand in enumerate(state.hands) if p != seat for t in hand] + list(state.deck))
    rng.shuffle(unseen)
    hands, at = [], 0
    for p, hand in enumerate(state.hands):
        if p == seat:
            hands.append(hand)
        else:
            hands.append(tuple(unseen[at:at + len(hand)]))
            at += len(hand)
    return replace(state, hands=tuple(hands), deck=tuple(unseen[at:]), seed=rng.randrange(2**31), cache={})


def evaluate(state: State, seat: int) -> float:
    """``seat``'s points now, plus a little for the empty fields its roads reach."""
    room = len(reachable_fields(state.board, state.reach[seat], empty=True)) if state.reach else 0
    return scores(state)[seat]["total"] + min(FIELD_CAP, FIELD_WORTH * room)


HOOKS = Hooks(ENGINE, lambda seed: GreedyBot(seed=seed), determinize, evaluate)
BUDGETS = {"medium": Budget(candidates=3, deals=2, horizon=2), "hard": Budget(candidates=5, deals=3, horizon=3)}
bot = levels(lambda seed: GreedyBot(seed=seed), HOOKS, BUDGETS)
