"""Amber on the shared protocol: the engine object that :class:`tutor.Game` drives."""

from __future__ import annotations

from typing import Any

import networkx as nx

from amber import connect, explain, moves, render, scoring, setup, verdicts
from amber import rules as transitions
from amber.rulebook import RULES
from amber.state import State
from tutor.game import Config
from tutor.record import fingerprint


class AmberEngine:
    """The rules of Amber as the functions :class:`tutor.game.Game` calls."""

    name = "amber"
    rules = RULES
    variants = setup.VARIANTS
    player_counts = setup.PLAYER_COUNTS

    def new_state(self, config: Config) -> State:
        return setup.new_state(config)

    # The three calls of every move go straight to the rule functions (no extra call layer).
    legal_moves = staticmethod(transitions.legal_moves)
    check = staticmethod(verdicts.check)
    apply = staticmethod(transitions.apply)

    def parse_move(self, text: str) -> moves.Move:
        return moves.parse(text)

    def is_over(self, state: State) -> bool:
        return state.phase == "over"

    def to_move(self, state: State) -> int | None:
        return None if state.phase == "over" else state.player

    def scores(self, state: State) -> dict[int, dict[str, int]]:
        return scoring.scores(state)

    def winners(self, state: State) -> tuple[int, ...]:
        return scoring.winners(state)

    def describe(self, before: State, move: moves.Move, after: State) -> list[tuple[str, str]]:
        return explain.describe(before, move, after)

    def render_svg(self, state: State, **options: Any) -> str:
        return render.render(state, **options)

    def graph(self, state: State) -> nx.DiGraph:
        return connect.road_graph(state)

    def forget(self, state: State) -> None:
        """Drop the caches (legal moves, graph) of a position that is now history; they are rebuilt on demand."""
        state.cache.clear()

    def fingerprint(self, state: State) -> str:
        return fingerprint(state)


ENGINE = AmberEngine()
