"""Amber on the shared protocol: the engine object that :class:`tutor.Game` drives."""

from __future__ import annotations

from typing import Any

import networkx as nx

from amber import connect, explain, moves, render, scoring, setup, verdicts
from amber import rules as transitions
from amber.rulebook import RULES
from amber.state import State
from tutor.game import EngineBase


class AmberEngine(EngineBase):
    """The rules of Amber as the functions :class:`tutor.game.Game` calls."""

    name = "amber"
    rules = RULES
    variants = setup.VARIANTS
    player_counts = setup.PLAYER_COUNTS
    setup, moves, scoring, explain = setup, moves, scoring, explain
    # The three calls of every move go straight to the rule functions (no extra call layer).
    legal_moves = staticmethod(transitions.legal_moves)
    check = staticmethod(verdicts.check)
    is_legal = staticmethod(transitions.is_legal)  # play's check of a move object, without wording a verdict
    apply = staticmethod(transitions.apply)

    @staticmethod
    def is_over(state: State) -> bool:  # asked before every move: no extra call to the state's property
        return state.phase == "over"

    def render_svg(self, state: State, **options: Any) -> str:
        return render.render(state, **options)

    def graph(self, state: State) -> nx.DiGraph:
        return connect.road_graph(state)


ENGINE = AmberEngine()
