"""La Loire on the shared protocol: the engine object that :class:`tutor.Game` drives."""

from __future__ import annotations

from typing import Any

import networkx as nx

from loire import explain, moves, scoring, setup, verdicts
from loire import rules as transitions
from loire.board import BOARD
from loire.rulebook import RULES
from loire.state import State
from tutor.game import EngineBase


class LoireEngine(EngineBase):
    """The rules of La Loire (standard and casual; one player plays solo)."""

    name = "loire"
    rules = RULES
    variants = setup.VARIANTS
    player_counts = setup.PLAYER_COUNTS
    setup, moves, scoring, explain = setup, moves, scoring, explain
    legal_moves = staticmethod(transitions.legal_moves)
    check = staticmethod(verdicts.check)
    is_legal = staticmethod(transitions.is_legal)  # play's check of a move object, without wording a verdict
    apply = staticmethod(transitions.apply)

    def render_svg(self, state: State, **options: Any) -> str:
        from loire.render import render

        return render(state, **options)

    def graph(self, state: State) -> nx.Graph:
        return BOARD.graph


ENGINE = LoireEngine()
