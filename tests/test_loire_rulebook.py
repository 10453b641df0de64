"""What only ``loire.rulebook`` must show (ids, readings, decided values); the shape every rulebook
module shares (well-formed rules, sections, Hungarian terms) is checked in ``test_rulebooks``.
"""

from __future__ import annotations

import re

import pytest

from loire.rulebook import RULES

ID = re.compile(r"^loire\.[a-z]+\.[a-z0-9]+(-[a-z0-9]+)*$")

CHARACTERS = [
    "wood-merchant", "grain-merchant", "cheese-merchant", "wine-merchant", "dairyman", "grain-farmer", "banker",
    "lady-in-waiting", "magister-artium", "economus", "mensor", "lumberjack", "witch", "patronus", "squire",
    "scout", "blacksmith", "jester", "city-guard", "mayor", "vassallus", "helper", "spy", "lover", "general",
    "philosopher", "judge", "provost", "apprentice",
]
PALACES = ["ducal", "balivi", "post-office", "bank"]

# Our resolutions of gaps in the rulebook (reference/loire.md, section 12); each names its alternatives.
READINGS = [
    "loire.setup.shields", "loire.setup.neutral-horses", "loire.setup.characters", "loire.setup.boats",
    "loire.setup.start-player", "loire.turn.end", "loire.notation.syntax", "loire.move.add-horse",
    "loire.move.exact-steps", "loire.action.circus-choice", "loire.market.shift", "loire.deliver.level4",
    "loire.deliver.cube-recall", "loire.score.undelivered", "loire.character.lumberjack", "loire.character.lover",
    "loire.character.general", "loire.character.philosopher", "loire.character.judge", "loire.character.provost",
    "loire.message.buy-levels",  # the action table's level 4 at a monastery against the message rules' list
]

# Rules whose content, as the tutor plays them, is numbers or a layout rebuilt without the lost pictures.
RECONSTRUCTED = [
    "loire.setup.board", "loire.setup.market", "loire.setup.buildings", "loire.sell.price", "loire.hire.price",
    "loire.score.delivered", "loire.score.characters", "loire.score.palaces",
]

KEY_IDS = [
    "loire.setup.shields", "loire.setup.market", "loire.setup.circus", "loire.setup.neutral-horses",
    "loire.setup.characters", "loire.setup.money", "loire.setup.pieces", "loire.turn.both-pieces",
    "loire.turn.must-move", "loire.move.steps", "loire.move.drop-horses", "loire.move.add-horse",
    "loire.move.keep-road", "loire.move.exact-steps", "loire.buy.price", "loire.market.shift", "loire.circus.move",
    "loire.sell.price", "loire.build.farm", "loire.build.monastery", "loire.build.castle", "loire.build.road-balance",
    "loire.build.palace", "loire.boat.passage", "loire.hire.where", "loire.message.buy-price",
    "loire.deliver.level1", "loire.deliver.level2", "loire.deliver.level3", "loire.deliver.level4",
    "loire.money.minimum", "loire.money.maximum", "loire.end.boat", "loire.end.messages", "loire.end.last-turns",
    "loire.score.tie-break", "loire.variant.casual", "loire.variant.solo", "loire.notation.syntax",
]


def test_ids_are_unique_and_well_formed() -> None:
    ids = list(RULES)
    assert len(set(ids)) == len(ids)
    assert all(ID.match(i) for i in ids), [i for i in ids if not ID.match(i)]


def test_key_rules_are_there() -> None:
    assert not [i for i in KEY_IDS if i not in RULES]


def test_every_character_and_palace_has_a_rule() -> None:
    assert len(CHARACTERS) == 29 and len(set(CHARACTERS)) == 29
    assert [c for c in (f"loire.character.{n}" for n in CHARACTERS) if c not in RULES] == []
    assert [p for p in (f"loire.palace.{n}" for n in PALACES) if p not in RULES] == []
    assert sum(i.startswith("loire.character.") for i in RULES) == 29
    assert sum(i.startswith("loire.palace.") for i in RULES) == 4




def test_readings_are_marked_and_say_so() -> None:
    marked = [i for i, r in RULES.items() if r.provenance == "reading"]
    assert sorted(marked) == sorted(READINGS)
    for rule_id in READINGS:
        assert "our reading" in RULES[rule_id].explanation.lower(), rule_id
        assert RULES[rule_id].alternatives.endswith("."), rule_id


def test_reconstructions_are_marked_and_say_so() -> None:
    marked = [i for i, r in RULES.items() if r.provenance == "reconstructed"]
    assert sorted(marked) == sorted(RECONSTRUCTED)
    for rule_id in RECONSTRUCTED:
        text = RULES[rule_id].explanation.lower()
        assert "reconstruct" in text or "not in our sources" in text, rule_id


def test_no_rule_claims_a_direction_of_play_the_rulebook_never_names() -> None:
    assert not [i for i, r in RULES.items() if "clockwise" in r.explanation.lower()]


def test_the_decided_values_are_stated() -> None:
    assert "1, 1, 2, 2, 3, 3, 4" in RULES["loire.setup.market"].explanation
    assert "alternatives" in RULES["loire.setup.neutral-horses"].explanation
    assert "7 deniers" in RULES["loire.setup.money"].explanation
    assert "6 deniers" in RULES["loire.boat.passage"].explanation
    assert "10 deniers" in RULES["loire.boat.passage"].explanation
    assert "15 deniers" in RULES["loire.character.banker"].explanation
    assert "1 point" in RULES["loire.score.undelivered"].explanation
    assert "one payment" in RULES["loire.character.lumberjack"].explanation
    assert "castles" in RULES["loire.message.buy-levels"].explanation
    assert "every cube" in RULES["loire.deliver.cube-recall"].explanation
    assert "castles" in RULES["loire.score.tie-break"].explanation


def test_verdicts_name_loire_rules() -> None:
    assert RULES.refuse("loire.move.exact-steps", "overshoots Orléans").rule == "loire.move.exact-steps"
    with pytest.raises(KeyError):
        RULES.allow("loire.move.nowhere", "no such rule")
