"""Amber's catalogue of rule examples (amber/examples.py), checked by the engine.

Each example's keeping move must be legal, its breaking move refused under the expected rule with the game left as
it was, and the situation it shows must hold. The markers are written out (the coverage report reads them without
running anything); a test checks that they list exactly the catalogue.
"""

from __future__ import annotations

from dataclasses import replace

import example_contract as contract
import pytest
from pytest import mark

from amber.examples import CATALOGUE, SPEC, picture, start
from tutor.examples import Example, check_example


def _example(rule_id: str, index: int) -> Example:
    return contract.example(CATALOGUE, rule_id, index)


@pytest.mark.parametrize(("rule_id", "index"), [  # written out: the coverage report reads the markers statically
    pytest.param("amber.setup.players", 0, id="setup.players-0",
                 marks=[mark.rule("amber.setup.players", "obey")]),
    pytest.param("amber.setup.layout", 0, id="setup.layout-0",
                 marks=[mark.rule("amber.setup.layout", "obey")]),
    pytest.param("amber.setup.coins", 0, id="setup.coins-0",
                 marks=[mark.rule("amber.setup.coins", "obey")]),
    pytest.param("amber.setup.castles", 0, id="setup.castles-0",
                 marks=[mark.rule("amber.setup.castles", "obey")]),
    pytest.param("amber.setup.deal", 0, id="setup.deal-0",
                 marks=[mark.rule("amber.setup.deal", "obey")]),
    pytest.param("amber.setup.start-player", 0, id="setup.start-player-0",
                 marks=[mark.rule("amber.setup.start-player", "obey")]),
    pytest.param("amber.turn.order", 0, id="turn.order-0",
                 marks=[mark.rule("amber.turn.order", "obey"),
                        mark.rule("amber.turn.order", "break")]),
    pytest.param("amber.turn.play-one", 0, id="turn.play-one-0",
                 marks=[mark.rule("amber.turn.play-one", "obey"),
                        mark.rule("amber.turn.play-one", "break")]),
    pytest.param("amber.turn.draw", 0, id="turn.draw-0",
                 marks=[mark.rule("amber.turn.draw", "obey"),
                        mark.rule("amber.turn.draw", "break")]),
    pytest.param("amber.place.tile", 0, id="place.tile-0",
                 marks=[mark.rule("amber.place.tile", "obey"),
                        mark.rule("amber.place.tile", "break")]),
    pytest.param("amber.place.empty", 0, id="place.empty-0",
                 marks=[mark.rule("amber.place.empty", "obey"),
                        mark.rule("amber.place.empty", "break")]),
    pytest.param("amber.place.reachable", 0, id="place.reachable-0",
                 marks=[mark.rule("amber.place.reachable", "obey"),
                        mark.rule("amber.place.reachable", "break")]),
    pytest.param("amber.place.edges-match", 0, id="place.edges-match-0",
                 marks=[mark.rule("amber.place.edges-match", "obey"),
                        mark.rule("amber.place.edges-match", "break")]),
    pytest.param("amber.place.castle-sides", 0, id="place.castle-sides-0",
                 marks=[mark.rule("amber.place.castle-sides", "obey"),
                        mark.rule("amber.place.castle-sides", "break")]),
    pytest.param("amber.place.rotation", 0, id="place.rotation-0",
                 marks=[mark.rule("amber.place.rotation", "obey")]),
    pytest.param("amber.place.board-edge", 0, id="place.board-edge-0",
                 marks=[mark.rule("amber.place.board-edge", "obey")]),
    pytest.param("amber.roads.neutral", 0, id="roads.neutral-0",
                 marks=[mark.rule("amber.roads.neutral", "obey")]),
    pytest.param("amber.roads.one-way", 0, id="roads.one-way-0",
                 marks=[mark.rule("amber.roads.one-way", "obey"),
                        mark.rule("amber.roads.one-way", "break")]),
    pytest.param("amber.castle.owner-exits", 0, id="castle.owner-exits-0",
                 marks=[mark.rule("amber.castle.owner-exits", "obey")]),
    pytest.param("amber.castle.dead-end", 0, id="castle.dead-end-0",
                 marks=[mark.rule("amber.castle.dead-end", "obey"),
                        mark.rule("amber.castle.dead-end", "break")]),
    pytest.param("amber.village.road-tile", 0, id="village.road-tile-0",
                 marks=[mark.rule("amber.village.road-tile", "obey"),
                        mark.rule("amber.village.road-tile", "break")]),
    pytest.param("amber.village.pass-through", 0, id="village.pass-through-0",
                 marks=[mark.rule("amber.village.pass-through", "obey")]),
    pytest.param("amber.coins.village", 0, id="coins.village-0",
                 marks=[mark.rule("amber.coins.village", "obey")]),
    pytest.param("amber.coins.castle", 0, id="coins.castle-0",
                 marks=[mark.rule("amber.coins.castle", "obey")]),
    pytest.param("amber.coins.when", 0, id="coins.when-0",
                 marks=[mark.rule("amber.coins.when", "obey")]),
    pytest.param("amber.connect.directed", 0, id="connect.directed-0",
                 marks=[mark.rule("amber.connect.directed", "obey")]),
    pytest.param("amber.bridge.trigger", 0, id="bridge.trigger-0",
                 marks=[mark.rule("amber.bridge.trigger", "obey"),
                        mark.rule("amber.bridge.trigger", "break")]),
    pytest.param("amber.bridge.replace", 0, id="bridge.replace-0",
                 marks=[mark.rule("amber.bridge.replace", "obey")]),
    pytest.param("amber.bridge.replace", 1, id="bridge.replace-1",
                 marks=[mark.rule("amber.bridge.replace", "break")]),
    pytest.param("amber.bridge.from-hand", 0, id="bridge.from-hand-0",
                 marks=[mark.rule("amber.bridge.from-hand", "obey"),
                        mark.rule("amber.bridge.from-hand", "break")]),
    pytest.param("amber.bridge.normal", 0, id="bridge.normal-0",
                 marks=[mark.rule("amber.bridge.normal", "obey"),
                        mark.rule("amber.bridge.normal", "break")]),
    pytest.param("amber.bridge.crossing", 0, id="bridge.crossing-0",
                 marks=[mark.rule("amber.bridge.crossing", "obey")]),
    pytest.param("amber.shovel.target", 0, id="shovel.target-0",
                 marks=[mark.rule("amber.shovel.target", "obey"),
                        mark.rule("amber.shovel.target", "break")]),
    pytest.param("amber.shovel.reachable", 0, id="shovel.reachable-0",
                 marks=[mark.rule("amber.shovel.reachable", "obey"),
                        mark.rule("amber.shovel.reachable", "break")]),
    pytest.param("amber.swamp.place", 0, id="swamp.place-0",
                 marks=[mark.rule("amber.swamp.place", "obey"),
                        mark.rule("amber.swamp.place", "break")]),
    pytest.param("amber.swamp.blocks", 0, id="swamp.blocks-0",
                 marks=[mark.rule("amber.swamp.blocks", "obey"),
                        mark.rule("amber.swamp.blocks", "break")]),
    pytest.param("amber.turn.must-play", 0, id="turn.must-play-0",
                 marks=[mark.rule("amber.turn.must-play", "obey"),
                        mark.rule("amber.turn.must-play", "break")]),
    pytest.param("amber.turn.stuck", 0, id="turn.stuck-0",
                 marks=[mark.rule("amber.turn.stuck", "obey"),
                        mark.rule("amber.turn.stuck", "break")]),
    pytest.param("amber.turn.stuck-empty-deck", 0, id="turn.stuck-empty-deck-0",
                 marks=[mark.rule("amber.turn.stuck-empty-deck", "obey"),
                        mark.rule("amber.turn.stuck-empty-deck", "break")]),
    pytest.param("amber.end.sudden-death", 0, id="end.sudden-death-0",
                 marks=[mark.rule("amber.end.sudden-death", "obey")]),
    pytest.param("amber.end.simultaneous", 0, id="end.simultaneous-0",
                 marks=[mark.rule("amber.end.simultaneous", "obey")]),
    pytest.param("amber.end.deck-out", 0, id="end.deck-out-0",
                 marks=[mark.rule("amber.end.deck-out", "obey")]),
    pytest.param("amber.end.pass-round", 0, id="end.pass-round-0",
                 marks=[mark.rule("amber.end.pass-round", "obey")]),
    pytest.param("amber.end.over", 0, id="end.over-0",
                 marks=[mark.rule("amber.end.over", "break")]),
    pytest.param("amber.score.coins", 0, id="score.coins-0",
                 marks=[mark.rule("amber.score.coins", "obey")]),
    pytest.param("amber.score.villages", 0, id="score.villages-0",
                 marks=[mark.rule("amber.score.villages", "obey")]),
    pytest.param("amber.score.castles", 0, id="score.castles-0",
                 marks=[mark.rule("amber.score.castles", "obey")]),
    pytest.param("amber.score.ties", 0, id="score.ties-0",
                 marks=[mark.rule("amber.score.ties", "obey")]),
    pytest.param("amber.adv.special-shovel", 0, id="adv.special-shovel-0",
                 marks=[mark.rule("amber.adv.special-shovel", "obey")]),
    pytest.param("amber.adv.market", 0, id="adv.market-0",
                 marks=[mark.rule("amber.adv.market", "obey"),
                        mark.rule("amber.adv.market", "break")]),
    pytest.param("amber.notation.syntax", 0, id="notation.syntax-0",
                 marks=[mark.rule("amber.notation.syntax", "obey"),
                        mark.rule("amber.notation.syntax", "break")]),
])
def test_example(rule_id: str, index: int) -> None:
    contract.check_one(SPEC, rule_id, index)


def test_every_rule_has_an_example() -> None:
    contract.every_rule_has_an_example(SPEC)


def test_markers_list_the_catalogue() -> None:
    """The written-out parameters name every example once: obey for a keep or a situation, break for a break."""
    contract.markers_list_the_catalogue(__file__, CATALOGUE)


def test_a_broken_example_is_reported() -> None:
    """The check can fail: a keeping move that is refused, a break refused under another rule, a false claim."""
    ex = _example("amber.place.edges-match", 0)
    assert check_example(SPEC, replace(ex, keep="curve D3 r0"))
    assert check_example(SPEC, replace(ex, brk_rule="amber.place.empty"))
    assert check_example(SPEC, replace(ex, brk="curve D3 r3"))
    sole = _example("amber.end.sudden-death", 0)
    assert check_example(SPEC, replace(sole, holds=lambda g: not g.is_over))
    assert check_example(SPEC, replace(sole, holds=None))


@pytest.mark.parametrize("number", range(len(CATALOGUE)), ids=[ex.rule for ex in CATALOGUE])
def test_picture(number: int) -> None:
    """Every example's picture: a panel per move (or the position), the words, the engine's reason for a break."""
    ex = CATALOGUE[number]
    svg = picture(ex)
    assert svg.startswith("<svg") and svg.count("<svg") == 1 + max(len(ex.moves), 1)
    if ex.keep is not None:
        assert "✓ allowed" in svg and "#15803d" in svg
    if ex.brk is not None:
        reason = start(ex).check(ex.brk).reason
        assert "✗ not allowed" in svg and "Why:" in svg and reason.split()[0] in svg
    if ex.shows:
        assert ex.shows.split()[0] in svg


def test_render_options_for_lessons() -> None:
    """crop draws the board up to a field (no side panel); drawn outlines tiles in a colour, keeps a village's house
    on top; an error without a label crosses the field and writes nothing."""
    from amber.render import CELL, MARGIN, render

    ex = _example("amber.village.road-tile", 0)
    state = start(ex).state
    svg = render(state, crop="G4", drawn=[("C2", 5, "#15803d")], error=("D3", None))
    width, height = MARGIN + 7 * CELL + 2, MARGIN + 4 * CELL + 2
    assert svg.startswith(f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}"')
    assert 'stroke="#15803d" stroke-width="4"' in svg and "coin" not in svg
    assert svg.index("C2: ") < svg.rindex('fill="#a0522d"')  # the house drawn after the tile
    assert svg.count('stroke="#d00"') == 2 and 'rx="3"' not in svg  # the red square and cross, no label box
    assert "✗" in render(state, error=("D3", "✗ rule"))  # with a label: as before
