"""Thurn und Taxis on the shared protocol: the engine object that :class:`tutor.Game` drives."""

from __future__ import annotations

from typing import Any

import networkx as nx

from taxis import explain, moves, scoring, setup, verdicts
from taxis import rules as transitions
from taxis.render import render_map
from taxis.rulebook import RULES
from taxis.state import COLOUR_NAMES, COLOURS, State
from tutor.game import EngineBase


class TaxisEngine(EngineBase):
    """The rules of Thurn und Taxis (base game, Glanz und Gloria, and the mixed variant)."""

    name = "taxis"
    rules = RULES
    variants = setup.VARIANTS
    player_counts = setup.PLAYER_COUNTS
    setup, moves, scoring, explain = setup, moves, scoring, explain
    legal_moves = staticmethod(transitions.legal_moves)
    check = staticmethod(verdicts.check)
    is_legal = staticmethod(transitions.is_legal)  # play's check of a move object, without wording a verdict
    apply = staticmethod(transitions.apply)
    resolve = staticmethod(transitions.resolve)  # 'route Hannover' is the hand's one Hannover card that fits

    def render_svg(self, state: State, **options: Any) -> str:
        """The map with every player's houses and the route of the player to move."""
        from taxis.state import city_of

        n = state.players
        free = [s.city for s, left in zip(state.bonus.stacks, state.stacks, strict=True)
                if s.kind == "free-city" and left]
        options.setdefault("route", [city_of(c) for c in state.routes[state.player]])
        options.setdefault("title", state.summary())
        return render_map(state.rules.map, houses={COLOUR_NAMES[p]: state.houses[p] for p in range(n)},
                          colours=dict(zip(COLOUR_NAMES, COLOURS, strict=False)), free_tiles=free, **options)

    def graph(self, state: State) -> nx.Graph:
        return state.map.graph


ENGINE = TaxisEngine()
