"""Tests of La Loire's cards (loire.cards): characters, palaces and messages as reference/loire.md §5, 6, 8 and 13
decide them, and the refusal of malformed copies of cards.json with messages naming what and where."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from loire import cards
from loire.board import BOARD, CITIES, COMPONENTS, DATA_DIR, PROVENANCES
from loire.cards import CHARACTERS, MESSAGES, PALACES, supply
from loire.rulebook import RULES
from tutor.rules import RecordError

# reference/loire.md §13, copied by hand: colour -> (cost, VP, characters)
GROUPS = {
    "yellow": (1, 0, ["Wood Merchant", "Grain Merchant", "Cheese Merchant", "Wine Merchant", "Dairyman",
                      "Grain Farmer", "Lumberjack"]),
    "red": (2, 1, ["Apprentice", "Helper", "Mayor", "Banker", "Vassallus", "Spy", "Lady-in-waiting"]),
    "green": (3, 1, ["Squire", "Scout", "Blacksmith", "Jester", "City Guard", "Witch", "Patronus", "Mensor",
                     "Economus", "Magister Artium"]),
    "blue": (4, 2, ["Lover", "General", "Philosopher", "Judge", "Provost"]),
}
PER_PLAYER = {"Apprentice", "Helper", "Mayor", "Banker"}
BLUE_TYPES = {"Lover": "love", "General": "war", "Philosopher": "philosophy", "Judge": "law",
              "Provost": "administration"}


def test_the_29_characters_have_the_section_13_numbers():
    assert len(CHARACTERS) == 29
    assert sorted(CHARACTERS) == sorted(n for _, _, names in GROUPS.values() for n in names)
    for colour, (cost, vp, names) in GROUPS.items():
        for name in names:
            c = CHARACTERS[name]
            assert (c.colour.value, c.cost.value, c.vp.value) == (colour, cost, vp), name
            if name in PER_PLAYER:
                expected = {"1": 1, "2": 2, "3": 3, "4": 4}
            elif colour == "blue":
                expected = {"1": 1, "2": 1, "3": 1, "4": 1}
            else:
                expected = {"1": 1, "2": 1, "3": 2, "4": 2}
            assert dict(c.copies.value) == expected, name
            if colour == "blue":
                assert c.message_type.value == BLUE_TYPES[name] and c.vp_per_message.value == 2
            else:
                assert c.message_type is None and c.vp_per_message is None
    assert CHARACTERS["Apprentice"].colour.provenance == CHARACTERS["Helper"].colour.provenance == "rulebook"


def test_every_character_has_a_rule_in_the_rulebook():
    for c in CHARACTERS.values():
        assert c.rule_id in RULES, c.rule_id
        assert RULES[c.rule_id].title == c.name
    assert len([r for r in RULES if r.startswith("loire.character.")]) == len(CHARACTERS)


@pytest.mark.parametrize(("players", "total"), [(1, 29), (2, 33), (3, 57), (4, 61)])
def test_supply_by_player_count(players, total):
    s = supply(players)
    assert sum(s.values()) == total
    assert all(s[n] == players for n in PER_PLAYER)
    assert all(s[n] == 1 for n in BLUE_TYPES)
    assert all(s[n] == (2 if players >= 3 else 1) for n in CHARACTERS if n not in PER_PLAYER | set(BLUE_TYPES))
    with pytest.raises(TypeError):
        s["Spy"] = 5  # frozen
    with pytest.raises(ValueError, match="1-4 players, not 0"):
        supply(0)


def test_palaces_are_4_kinds_in_2_cities_of_2_copies():
    assert len(PALACES) == 8 and sum(p.copies for p in PALACES.values()) == 16
    assert {p.kind for p in PALACES.values()} == {"Ducal Palace", "Palatium Balivi", "Post Office", "Bank"}
    assert {p.city for p in PALACES.values()} == set(CITIES)
    assert all((p.cost, p.vp) == (4, 2) for p in PALACES.values())
    assert COMPONENTS.palaces["vp"].value == 2


def test_messages_levels_counts_and_targets():
    assert [(m.price.value, m.cards.value, m.vp.value) for m in MESSAGES.values()] == [
        (1, 18, 1), (2, 14, 3), (3, 14, 5), (4, 8, 4)]
    assert all(len(m.deck) == m.cards.value for m in MESSAGES.values())
    one = MESSAGES[1]
    villages = [v for road in BOARD.villages.values() for v in road]
    assert sorted(card.target for card in one.deck) == sorted(villages) and len(villages) == 18
    assert one.pays_market_price and not MESSAGES[2].pays_market_price
    for level in (2, 3):
        shown = [frozenset(card.target) for card in MESSAGES[level].deck]
        assert len(set(shown)) == len(shown) and {len(s) for s in shown} == {level}
        assert set().union(*shown) == set(COMPONENTS.colours.value)
    four = [card.target for card in MESSAGES[4].deck]
    assert four.count("Nantes") == four.count("Orléans") == 4
    for m in MESSAGES.values():
        counts = [sum(card.type == t for card in m.deck) for t in BLUE_TYPES.values()]
        assert max(counts) - min(counts) <= 1, m.level


def _sourced_values(node):
    if isinstance(node, dict):
        if "value" in node:
            yield node
        else:
            for v in node.values():
                yield from _sourced_values(v)


def test_every_value_has_a_provenance_and_source():
    data = json.loads((DATA_DIR / "cards.json").read_text(encoding="utf-8"))
    entries = list(_sourced_values({k: v for k, v in data.items() if k != "about"}))
    assert len(entries) > 100
    assert all(e["provenance"] in PROVENANCES and e["source"].strip() for e in entries)


# ---------------------------------------------------------------------------------------------- refusals


def _broken(tmp_path: Path, change) -> Path:
    shutil.copy(DATA_DIR / "cards.json", tmp_path / "cards.json")
    data = json.loads((tmp_path / "cards.json").read_text(encoding="utf-8"))
    change(data)
    (tmp_path / "cards.json").write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return tmp_path


def _set(path, value):
    def change(data):
        *keys, last = path
        for k in keys:
            data = data[k]
        data[last] = value
    return change


CH = "characters"
LV = ["messages", "levels"]
REFUSALS = [
    (_set([CH, "Spy", "colour", "value"], "pink"), r"characters\.Spy\.colour\.value: character Spy: 'pink'"),
    (_set([CH, "Witch", "cost", "provenance"], "guess"), r"cards\.json\.characters\.Witch\.cost\.provenance: must be"),
    (_set([CH, "Mayor", "copies", "value", "4"], 0), r"characters\.Mayor\.copies\.value\.4: must be a whole number"),
    (lambda d: d[CH]["Scout"]["copies"]["value"].pop("1"), r"characters\.Scout\.copies\.value: .*player counts"),
    (_set([CH, "Judge", "message_type", "value"], "war"), r"cards\.json\.characters: the blue characters"),
    (_set([CH, "Lover", "message_type", "value"], "gossip"), r"characters\.Lover\.message_type\.value: .*'gossip'"),
    (_set([CH, "Spy", "message_type"], {"value": "war", "provenance": "rulebook", "source": "x"}),
     r"cards\.json\.characters\.Spy: character Spy: only blue"),
    (lambda d: d[CH]["Banker"].pop("vp"), r"cards\.json\.characters\.Banker: missing key 'vp'"),
    (_set(["palaces", "vp", "value"], 3), r"cards\.json\.palaces\.vp\.value: 3 disagrees with components\.json"),
    (_set(["palaces", "cities", "value"], ["Nantes"]), r"cards\.json\.palaces\.cities\.value: must be"),
    (_set([*LV, "1", "villages", "value", 4], "Paris"),
     r"cards\.json\.messages\.levels\.1\.villages\.value\[4\]: 'Paris' is not a village"),
    (_set([*LV, "1", "villages", "value", 4], "Tours"),
     r"cards\.json\.messages\.levels\.1\.villages\.value\[4\]: 'Tours' is listed twice"),
    (_set([*LV, "4", "cards", "value"], 9), r"messages\.levels\.4\.cards\.value: 9 cards, but the cities give 8"),
    (_set([*LV, "3", "colours", "value", 2], ["red", "red", "blue"]),
     r"messages\.levels\.3\.colours\.value\[2\]: a level-3 card shows 3 different colours"),
    (_set([*LV, "2", "colours", "value", 0], ["red", "pink"]),
     r"messages\.levels\.2\.colours\.value\[0\]: 'pink' is not a shield colour"),
    (_set([*LV, "2", "colours", "value", 1], ["yellow", "blue"]),
     r"messages\.levels\.2\.colours\.value: two cards show the same colours"),
    (_set([*LV, "4", "cities", "value", "Paris"], 1), r"messages\.levels\.4\.cities\.value: 'Paris' is not a city"),
    (_set([*LV, "2", "price", "value"], 3), r"messages\.levels\.2\.price\.value: a level-2 message costs 2"),
    (lambda d: d["messages"]["levels"].pop("4"), r"cards\.json\.messages\.levels: must give the levels"),
    (_set(["jokers"], 2), r"cards\.json: unknown key\(s\) 'jokers'"),
]


@pytest.mark.parametrize(("change", "message"), REFUSALS)
def test_broken_cards_are_refused_naming_file_and_key(tmp_path, change, message):
    with pytest.raises(RecordError, match=message) as err:
        cards.read(_broken(tmp_path, change))
    assert str(tmp_path) in str(err.value)


def test_bad_json_and_missing_file_are_refused(tmp_path):
    with pytest.raises(RecordError, match=r"cards\.json: file not found"):
        cards.read(tmp_path)
    (tmp_path / "cards.json").write_text("{\n  \"characters\": ,\n}", encoding="utf-8")
    with pytest.raises(RecordError, match=r"cards\.json: not valid JSON at line 2"):
        cards.read(tmp_path)


def test_unchanged_copy_loads_like_the_package(tmp_path):
    same = cards.read(_broken(tmp_path, lambda d: None))
    assert same.characters == CHARACTERS and same.palaces == PALACES
