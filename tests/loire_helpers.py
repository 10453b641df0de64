"""Helpers shared by the La Loire rule tests (``tests/test_loire_rules_*.py``).

Expected results are worked out from the Hungarian rulebook and ``reference/loire.md``
(its section 13 gives the numbers), never read off the engine. Positions come from
:func:`loire.scenario`; :data:`MARKET` fixes the market so prices are known.
"""

from __future__ import annotations

import pytest

import loire
from tutor import IllegalMove

MARKET = ["blue", "yellow", "purple", "red", "green", "white", "black"]
"""A fixed market, left (cheap) to right: prices 1, 1, 2, 2, 3, 3, 4 (reference/loire.md 13)."""
PRICE = dict(zip(MARKET, (1, 1, 2, 2, 3, 3, 4), strict=True))

NORTH = ("Ancenis", "Angers", "Langeais", "Tours", "Vendôme", "Blois", "Talcy", "Beaugency", "Meung-sur-Loire")
SOUTH = ("Champtoceaux", "Saumur", "Montsoreau", "Chinon", "Ussé", "Villandry", "Amboise", "Cheverny", "Chambord")
"""The two roads from Nantes (position 1) to Orléans (position 9), reference/loire.md 13."""
GOOD = {
    "Ancenis": "grain", "Angers": "wine", "Langeais": "wood", "Tours": "grain", "Vendôme": "wood", "Blois": "cheese",
    "Talcy": "grain", "Beaugency": "wine", "Meung-sur-Loire": "wood", "Champtoceaux": "cheese", "Saumur": "cheese",
    "Montsoreau": "wine", "Chinon": "wine", "Ussé": "wood", "Villandry": "grain", "Amboise": "wine",
    "Cheverny": "wood", "Chambord": "grain",
}
"""The good of every village (reference/loire.md 13)."""


def game(players: int = 2, variant: str = "standard", **spec: object) -> loire.Game:
    """A scenario with red (player 0) to move and the fixed :data:`MARKET` unless the spec says otherwise."""
    spec.setdefault("player", 0)
    spec.setdefault("market", MARKET)
    return loire.scenario(players=players, seed=1, variant=variant, **spec)


def moves(g: loire.Game) -> set[str]:
    """The legal moves now, as notation."""
    return {str(m) for m in g.legal_moves()}


def refused(g: loire.Game, move: str, rule: str) -> None:
    """``move`` is refused under ``rule`` by check and by play, and the game stays exactly as it was."""
    state, states, history = g.state, g.states, g.history
    verdict = g.check(move)
    assert not verdict.ok and verdict.rule == rule, verdict
    with pytest.raises(IllegalMove) as err:
        g.play(move)
    assert err.value.verdict.rule == rule
    assert g.state is state and g.states == states and g.history == history


def allowed(g: loire.Game, move: str, rule: str | None = None) -> None:
    """``move`` is legal now (under ``rule`` if given)."""
    verdict = g.check(move)
    assert verdict.ok, verdict
    assert rule is None or verdict.rule == rule, verdict
    assert g.parse(move) in g.legal_moves()


def me(g: loire.Game, p: int = 0) -> loire.state.Player:
    return g.state.players[p]
