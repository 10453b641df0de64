"""Thurn und Taxis' catalogue of rule examples (taxis/examples.py), checked by the engine.

Each example's keeping move must be legal, its breaking move refused under the expected rule with the game left as
it was, and the situation it shows must hold. The markers are written out (the coverage report reads them without
running anything); a test checks that they list exactly the catalogue.
"""

from __future__ import annotations

from dataclasses import replace

import example_contract as contract
import pytest
from pytest import mark

from taxis.examples import CATALOGUE, SPEC, describe, picture, spot, start, try_board
from tutor.examples import Example, check_example


def _example(rule_id: str, index: int) -> Example:
    return contract.example(CATALOGUE, rule_id, index)


@pytest.mark.parametrize(("rule_id", "index"), [  # written out: the coverage report reads the markers statically
    pytest.param("taxis.setup.players", 0, id="setup.players-0",
                 marks=[mark.rule("taxis.setup.players", "obey")]),
    pytest.param("taxis.setup.cards", 0, id="setup.cards-0",
                 marks=[mark.rule("taxis.setup.cards", "obey")]),
    pytest.param("taxis.setup.display", 0, id="setup.display-0",
                 marks=[mark.rule("taxis.setup.display", "obey")]),
    pytest.param("taxis.setup.bonus-stacks", 0, id="setup.bonus-stacks-0",
                 marks=[mark.rule("taxis.setup.bonus-stacks", "obey")]),
    pytest.param("taxis.setup.houses", 0, id="setup.houses-0",
                 marks=[mark.rule("taxis.setup.houses", "obey")]),
    pytest.param("taxis.setup.carriages", 0, id="setup.carriages-0",
                 marks=[mark.rule("taxis.setup.carriages", "obey")]),
    pytest.param("taxis.setup.gug-carriage", 0, id="setup.gug-carriage-0",
                 marks=[mark.rule("taxis.setup.gug-carriage", "break"),
                        mark.rule("taxis.setup.gug-carriage", "obey")]),
    pytest.param("taxis.setup.free-city-tiles", 0, id="setup.free-city-tiles-0",
                 marks=[mark.rule("taxis.setup.free-city-tiles", "obey")]),
    pytest.param("taxis.setup.courier", 0, id="setup.courier-0",
                 marks=[mark.rule("taxis.setup.courier", "obey")]),
    pytest.param("taxis.setup.start-player", 0, id="setup.start-player-0",
                 marks=[mark.rule("taxis.setup.start-player", "obey")]),
    pytest.param("taxis.turn.order", 0, id="turn.order-0",
                 marks=[mark.rule("taxis.turn.order", "break"),
                        mark.rule("taxis.turn.order", "obey")]),
    pytest.param("taxis.turn.draw", 0, id="turn.draw-0",
                 marks=[mark.rule("taxis.turn.draw", "break"),
                        mark.rule("taxis.turn.draw", "obey")]),
    pytest.param("taxis.turn.reshuffle", 0, id="turn.reshuffle-0",
                 marks=[mark.rule("taxis.turn.reshuffle", "obey")]),
    pytest.param("taxis.turn.play", 0, id="turn.play-0",
                 marks=[mark.rule("taxis.turn.play", "break"),
                        mark.rule("taxis.turn.play", "obey")]),
    pytest.param("taxis.turn.close-optional", 0, id="turn.close-optional-0",
                 marks=[mark.rule("taxis.turn.close-optional", "obey")]),
    pytest.param("taxis.turn.hand-limit", 0, id="turn.hand-limit-0",
                 marks=[mark.rule("taxis.turn.hand-limit", "break"),
                        mark.rule("taxis.turn.hand-limit", "obey")]),
    pytest.param("taxis.turn.end", 0, id="turn.end-0",
                 marks=[mark.rule("taxis.turn.end", "break"),
                        mark.rule("taxis.turn.end", "obey")]),
    pytest.param("taxis.official.one-per-turn", 0, id="official.one-per-turn-0",
                 marks=[mark.rule("taxis.official.one-per-turn", "break"),
                        mark.rule("taxis.official.one-per-turn", "obey")]),
    pytest.param("taxis.official.postmaster", 0, id="official.postmaster-0",
                 marks=[mark.rule("taxis.official.postmaster", "obey")]),
    pytest.param("taxis.official.postal-carrier", 0, id="official.postal-carrier-0",
                 marks=[mark.rule("taxis.official.postal-carrier", "obey")]),
    pytest.param("taxis.official.administrator", 0, id="official.administrator-0",
                 marks=[mark.rule("taxis.official.administrator", "obey")]),
    pytest.param("taxis.official.cartwright", 0, id="official.cartwright-0",
                 marks=[mark.rule("taxis.official.cartwright", "obey")]),
    pytest.param("taxis.route.start", 0, id="route.start-0",
                 marks=[mark.rule("taxis.route.start", "break"),
                        mark.rule("taxis.route.start", "obey")]),
    pytest.param("taxis.route.ends", 0, id="route.ends-0",
                 marks=[mark.rule("taxis.route.ends", "break"),
                        mark.rule("taxis.route.ends", "obey")]),
    pytest.param("taxis.route.road", 0, id="route.road-0",
                 marks=[mark.rule("taxis.route.road", "break"),
                        mark.rule("taxis.route.road", "obey")]),
    pytest.param("taxis.route.no-repeat", 0, id="route.no-repeat-0",
                 marks=[mark.rule("taxis.route.no-repeat", "break"),
                        mark.rule("taxis.route.no-repeat", "obey")]),
    pytest.param("taxis.route.scrap", 0, id="route.scrap-0",
                 marks=[mark.rule("taxis.route.scrap", "break"),
                        mark.rule("taxis.route.scrap", "obey")]),
    pytest.param("taxis.horses.play", 0, id="horses.play-0",
                 marks=[mark.rule("taxis.horses.play", "break"),
                        mark.rule("taxis.horses.play", "obey")]),
    pytest.param("taxis.horses.max", 0, id="horses.max-0",
                 marks=[mark.rule("taxis.horses.max", "break"),
                        mark.rule("taxis.horses.max", "obey")]),
    pytest.param("taxis.horses.close", 0, id="horses.close-0",
                 marks=[mark.rule("taxis.horses.close", "break"),
                        mark.rule("taxis.horses.close", "obey")]),
    pytest.param("taxis.horses.discard", 0, id="horses.discard-0",
                 marks=[mark.rule("taxis.horses.discard", "obey")]),
    pytest.param("taxis.close.length", 0, id="close.length-0",
                 marks=[mark.rule("taxis.close.length", "break"),
                        mark.rule("taxis.close.length", "obey")]),
    pytest.param("taxis.close.one-province", 0, id="close.one-province-0",
                 marks=[mark.rule("taxis.close.one-province", "break"),
                        mark.rule("taxis.close.one-province", "obey")]),
    pytest.param("taxis.close.spread", 0, id="close.spread-0",
                 marks=[mark.rule("taxis.close.spread", "break"),
                        mark.rule("taxis.close.spread", "obey")]),
    pytest.param("taxis.close.route-cities", 0, id="close.route-cities-0",
                 marks=[mark.rule("taxis.close.route-cities", "break"),
                        mark.rule("taxis.close.route-cities", "obey")]),
    pytest.param("taxis.close.one-house-per-city", 0, id="close.one-house-per-city-0",
                 marks=[mark.rule("taxis.close.one-house-per-city", "break"),
                        mark.rule("taxis.close.one-house-per-city", "obey")]),
    pytest.param("taxis.close.free-city", 0, id="close.free-city-0",
                 marks=[mark.rule("taxis.close.free-city", "break"),
                        mark.rule("taxis.close.free-city", "obey")]),
    pytest.param("taxis.close.prussia", 0, id="close.prussia-0",
                 marks=[mark.rule("taxis.close.prussia", "break"),
                        mark.rule("taxis.close.prussia", "obey")]),
    pytest.param("taxis.close.discard", 0, id="close.discard-0",
                 marks=[mark.rule("taxis.close.discard", "obey")]),
    pytest.param("taxis.close.houses-left", 0, id="close.houses-left-0",
                 marks=[mark.rule("taxis.close.houses-left", "break"),
                        mark.rule("taxis.close.houses-left", "obey")]),
    pytest.param("taxis.carriage.in-order", 0, id="carriage.in-order-0",
                 marks=[mark.rule("taxis.carriage.in-order", "obey")]),
    pytest.param("taxis.carriage.length", 0, id="carriage.length-0",
                 marks=[mark.rule("taxis.carriage.length", "obey")]),
    pytest.param("taxis.carriage.highest-counts", 0, id="carriage.highest-counts-0",
                 marks=[mark.rule("taxis.carriage.highest-counts", "obey")]),
    pytest.param("taxis.bonus.route-length", 0, id="bonus.route-length-0",
                 marks=[mark.rule("taxis.bonus.route-length", "obey")]),
    pytest.param("taxis.bonus.province", 0, id="bonus.province-0",
                 marks=[mark.rule("taxis.bonus.province", "obey")]),
    pytest.param("taxis.bonus.prussia", 0, id="bonus.prussia-0",
                 marks=[mark.rule("taxis.bonus.prussia", "obey")]),
    pytest.param("taxis.bonus.all-provinces", 0, id="bonus.all-provinces-0",
                 marks=[mark.rule("taxis.bonus.all-provinces", "obey")]),
    pytest.param("taxis.bonus.free-city", 0, id="bonus.free-city-0",
                 marks=[mark.rule("taxis.bonus.free-city", "obey")]),
    pytest.param("taxis.bonus.top-tile", 0, id="bonus.top-tile-0",
                 marks=[mark.rule("taxis.bonus.top-tile", "obey")]),
    pytest.param("taxis.bonus.one-per-stack", 0, id="bonus.one-per-stack-0",
                 marks=[mark.rule("taxis.bonus.one-per-stack", "obey")]),
    pytest.param("taxis.bonus.game-end", 0, id="bonus.game-end-0",
                 marks=[mark.rule("taxis.bonus.game-end", "obey")]),
    pytest.param("taxis.end.trigger-base", 0, id="end.trigger-base-0",
                 marks=[mark.rule("taxis.end.trigger-base", "obey")]),
    pytest.param("taxis.end.trigger-gug", 0, id="end.trigger-gug-0",
                 marks=[mark.rule("taxis.end.trigger-gug", "obey")]),
    pytest.param("taxis.end.round", 0, id="end.round-0",
                 marks=[mark.rule("taxis.end.round", "obey")]),
    pytest.param("taxis.end.over", 0, id="end.over-0",
                 marks=[mark.rule("taxis.end.over", "break")]),
    pytest.param("taxis.score.carriage", 0, id="score.carriage-0",
                 marks=[mark.rule("taxis.score.carriage", "obey")]),
    pytest.param("taxis.score.bonus", 0, id="score.bonus-0",
                 marks=[mark.rule("taxis.score.bonus", "obey")]),
    pytest.param("taxis.score.houses-left", 0, id="score.houses-left-0",
                 marks=[mark.rule("taxis.score.houses-left", "obey")]),
    pytest.param("taxis.score.tie-break", 0, id="score.tie-break-0",
                 marks=[mark.rule("taxis.score.tie-break", "obey")]),
    pytest.param("taxis.variant.gug-base", 0, id="variant.gug-base-0",
                 marks=[mark.rule("taxis.variant.gug-base", "break"),
                        mark.rule("taxis.variant.gug-base", "obey")]),
    pytest.param("taxis.notation.syntax", 0, id="notation.syntax-0",
                 marks=[mark.rule("taxis.notation.syntax", "break"),
                        mark.rule("taxis.notation.syntax", "obey")]),
])
def test_example(rule_id: str, index: int) -> None:
    contract.check_one(SPEC, rule_id, index)


def test_every_rule_has_an_example() -> None:
    contract.every_rule_has_an_example(SPEC)
    assert all(ex.pupil and ex.pupil[0].isupper() and ex.pupil[-1] in ".!" for ex in CATALOGUE)
    assert all(ex.shows for ex in CATALOGUE if ex.brk is None)


def test_markers_list_the_catalogue() -> None:
    """The written-out parameters name every example once: obey for a keep or a situation, break for a break."""
    contract.markers_list_the_catalogue(__file__, CATALOGUE)


def test_a_broken_example_is_reported() -> None:
    """The check can fail: a keeping move that is refused, a break refused under another rule, a false claim."""
    ex = _example("taxis.route.road", 0)
    assert check_example(SPEC, replace(ex, keep="route Cölln:1"))
    assert check_example(SPEC, replace(ex, brk_rule="taxis.route.ends"))
    assert check_example(SPEC, replace(ex, brk="route Hamburg:2"))
    province = _example("taxis.bonus.province", 0)
    assert check_example(SPEC, replace(province, holds=lambda g: "thueringen-sachsen" not in dict(g.state.tiles[0])))
    assert check_example(SPEC, replace(province, holds=None))
    assert check_example(SPEC, replace(province, rule="taxis.no.such-rule"))


@pytest.mark.parametrize("number", range(len(CATALOGUE)), ids=[ex.rule for ex in CATALOGUE])
def test_picture(number: int) -> None:
    """Every example's picture: a map per move (or the position), the words, the engine's reason for a break; the
    keeping move's cities ringed in green, the breaking move's city ringed in red."""
    ex = CATALOGUE[number]
    svg = picture(ex)
    assert svg.startswith("<svg") and svg.count("<svg") == 1 + max(len(ex.moves), 1)
    if ex.keep is not None:
        assert "✓ allowed" in svg and "#15803d" in svg
        if spot(ex.keep):
            assert 'class="last-move"' in svg
    if ex.brk is not None:
        reason = start(ex).check(ex.brk).reason
        assert "✗ not allowed" in svg and "Why:" in svg and reason.split()[0] in svg
        assert ('class="refused"' in svg) == (spot(ex.brk) is not None)
    if ex.shows:
        assert ex.shows.split()[0] in svg


def test_try_board_rings_the_moves_and_answers() -> None:
    """The try-it board: every city clickable, the moves' cities ringed; after a legal try the move's city in green,
    after a refused one in red."""
    ex = _example("taxis.route.road", 0)
    game = start(ex)
    board = try_board(ex, game, None, None)
    assert 'data-hit="city:Cölln"' in board and board.count('class="clickable"') == 2
    refused = try_board(ex, game, ex.brk, game.check(ex.brk))
    assert 'class="refused"' in refused and "last-move" not in refused
    verdict = game.check(ex.keep)
    game.play(ex.keep)
    kept = try_board(ex, game, ex.keep, verdict)
    assert 'stroke="#15803d"' in kept and 'class="refused"' not in kept


def test_describe_and_spot() -> None:
    assert describe("close Augsburg München") == "close the route: houses on Augsburg, München"
    assert describe("red: end") == "red: end the turn" and describe("fly Halle") == "write 'fly Halle'"
    assert spot("horse Lübeck:3") == "city:Lübeck" and spot("draw Ulm") == "city:Ulm"
    assert spot("end") is spot("scrap route") is spot("administrator") is None
