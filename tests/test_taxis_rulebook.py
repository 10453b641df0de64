"""What only ``taxis.rulebook`` must show (ids, readings, decided values); the shape every rulebook
module shares (well-formed rules, sections, Hungarian terms) is checked in ``test_rulebooks``.
"""

from __future__ import annotations

import pytest

from taxis.rulebook import RULES, SECTIONS

EXPECTED_IDS = [
    # setup
    "taxis.setup.players", "taxis.setup.cards", "taxis.setup.display", "taxis.setup.bonus-stacks",
    "taxis.setup.houses", "taxis.setup.carriages", "taxis.setup.gug-carriage", "taxis.setup.free-city-tiles",
    "taxis.setup.courier", "taxis.setup.start-player",
    # turn
    "taxis.turn.order", "taxis.turn.draw", "taxis.turn.reshuffle", "taxis.turn.play", "taxis.turn.close-optional",
    "taxis.turn.hand-limit", "taxis.turn.end",
    # officials
    "taxis.official.one-per-turn", "taxis.official.postmaster", "taxis.official.postal-carrier",
    "taxis.official.administrator", "taxis.official.cartwright",
    # route
    "taxis.route.start", "taxis.route.ends", "taxis.route.road", "taxis.route.no-repeat", "taxis.route.scrap",
    # horses (expansion)
    "taxis.horses.play", "taxis.horses.max", "taxis.horses.close", "taxis.horses.discard",
    # closing
    "taxis.close.length", "taxis.close.one-province", "taxis.close.spread", "taxis.close.route-cities",
    "taxis.close.one-house-per-city", "taxis.close.free-city", "taxis.close.prussia", "taxis.close.discard",
    "taxis.close.houses-left",
    # carriages (base rules)
    "taxis.carriage.in-order", "taxis.carriage.length", "taxis.carriage.highest-counts",
    # bonus tiles
    "taxis.bonus.route-length", "taxis.bonus.province", "taxis.bonus.prussia", "taxis.bonus.all-provinces",
    "taxis.bonus.free-city", "taxis.bonus.top-tile", "taxis.bonus.one-per-stack", "taxis.bonus.game-end",
    # end
    "taxis.end.trigger-base", "taxis.end.trigger-gug", "taxis.end.round", "taxis.end.over",
    # scoring
    "taxis.score.carriage", "taxis.score.bonus", "taxis.score.houses-left", "taxis.score.tie-break",
    # variant and notation
    "taxis.variant.gug-base", "taxis.notation.syntax",
]

# Our resolutions of gaps in the sources (reference/taxis.md, sections 2.9, 5 and 6).
READINGS = [
    "taxis.turn.hand-limit", "taxis.close.one-house-per-city", "taxis.bonus.one-per-stack", "taxis.horses.discard",
    "taxis.horses.max", "taxis.bonus.route-length", "taxis.bonus.all-provinces", "taxis.close.houses-left",
    "taxis.close.free-city", "taxis.official.administrator", "taxis.score.tie-break", "taxis.turn.reshuffle",
    "taxis.route.scrap",
]

# What the Hungarian expansion rulebook itself states (rulebooks/taxis-glanz-und-gloria.hu.txt); everything the
# base game brings is known from secondary sources only (reference/taxis.md, section 1).
STATED = [
    "taxis.setup.players", "taxis.setup.gug-carriage", "taxis.setup.free-city-tiles", "taxis.setup.courier",
    "taxis.horses.play",
    "taxis.horses.close", "taxis.close.prussia", "taxis.close.discard", "taxis.bonus.prussia",
    "taxis.bonus.free-city", "taxis.end.trigger-gug", "taxis.end.round", "taxis.end.over", "taxis.variant.gug-base",
]



def test_every_expected_id_is_there_in_order() -> None:
    ids = list(RULES)
    assert [i for i in ids if i in EXPECTED_IDS] == EXPECTED_IDS
    assert len(set(ids)) == len(ids)


def test_no_rules_beyond_the_expected_ones() -> None:
    assert list(RULES) == EXPECTED_IDS




def test_base_game_sections_are_labelled_as_such() -> None:
    base = [s for s in SECTIONS if s.startswith("Alapjáték: ")]
    assert base and all("(base game: " in s for s in base)
    assert RULES["taxis.official.cartwright"].section in base
    assert RULES["taxis.horses.play"].section not in base


def test_readings_are_marked_and_say_so() -> None:
    for rule_id in READINGS:
        rule = RULES[rule_id]
        assert rule.provenance == "reading", rule_id
        assert "our reading" in rule.explanation.lower(), rule_id


def test_only_what_the_expansion_rulebook_states_is_labelled_rulebook() -> None:
    assert [r for r in RULES if RULES[r].provenance == "rulebook"] == STATED


def test_the_free_city_tiles_placement_is_the_rulebooks_and_their_value_is_not() -> None:
    """Issue 25: the rulebook puts a round tile on every free city ("A szabad városok kerek bónuszlapkáiból minden
    szabad városra le kell tenni egyet") but gives no value; the value lives with the tiles' values (reconstructed)."""
    rule = RULES["taxis.setup.free-city-tiles"]
    assert rule.provenance == "rulebook" and "does not say" in rule.explanation
    values = RULES["taxis.score.bonus"]
    assert values.provenance == "reconstructed" and "free-city tiles" in values.explanation


def test_base_game_rules_come_from_secondary_sources_or_our_readings() -> None:
    base = [r for r in RULES.values() if r.section.startswith("Alapjáték: ")]
    assert base and all(r.provenance != "rulebook" for r in base)


def test_rules_resting_on_reconstructed_data_say_so() -> None:
    rebuilt = [r for r in RULES.values() if r.provenance == "reconstructed"]
    assert [r.id for r in rebuilt] == ["taxis.setup.cards", "taxis.score.bonus"]
    assert all("reconstruct" in r.explanation for r in rebuilt)


def test_the_decided_values_are_stated() -> None:
    assert "3 cards" in RULES["taxis.turn.hand-limit"].explanation
    assert "8+" in RULES["taxis.bonus.route-length"].explanation
    assert "7+" in RULES["taxis.bonus.route-length"].explanation
    assert "Bavaria counts too" in RULES["taxis.bonus.all-provinces"].explanation
    assert "six" in RULES["taxis.horses.max"].explanation
    assert "courier" in RULES["taxis.end.round"].explanation
    assert "game-end tile" in RULES["taxis.score.tie-break"].explanation
    assert "before your first draw" in RULES["taxis.official.administrator"].explanation


def test_verdicts_name_taxis_rules() -> None:
    assert RULES.refuse("taxis.route.no-repeat", "Berlin is already in the route").rule == "taxis.route.no-repeat"
    with pytest.raises(KeyError):
        RULES.allow("taxis.route.nowhere", "no such rule")
