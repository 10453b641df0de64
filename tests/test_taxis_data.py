"""Tests of Thurn und Taxis's data layer (taxis.board): the maps, cards, bonus tiles and settings as the
reference (reference/taxis.md 1.6, 1.8, 2.6, 3, 6) and the HU rulebook give them, and the refusal of
malformed data files with messages that say what is wrong and where."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import networkx as nx
import pytest

from taxis import board
from taxis.board import BONUS, DECKS, MAPS, PROVENANCES, RULE_SETS, SETTINGS
from tutor.rules import RecordError

# reference/taxis.md 1.8, copied here by hand so that the data file is checked against an independent text
BASE_PROVINCES = {
    "Baiern": {"Augsburg", "Ingolstadt", "Kempten", "München", "Nürnberg", "Passau", "Regensburg", "Würzburg"},
    "Baden": {"Carlsruhe", "Freiburg", "Mannheim"},
    "Württemberg": {"Stuttgart", "Ulm"},
    "Hohenzollern": {"Sigmaringen"},
    "Schweiz": {"Basel", "Zürich"},
    "Tyrol": {"Innsbruck"},
    "Böhmen": {"Budweis", "Pilsen"},
    "Salzburg": {"Linz", "Salzburg"},
    "Polen": {"Lodz"},
}
BASE_ROADS = """
Augsburg–Ingolstadt, Augsburg–Innsbruck, Augsburg–Kempten, Augsburg–München, Augsburg–Ulm
Basel–Freiburg, Basel–Zürich
Budweis–Linz, Budweis–Pilsen
Carlsruhe–Freiburg, Carlsruhe–Mannheim, Carlsruhe–Stuttgart
Freiburg–Sigmaringen, Freiburg–Zürich
Ingolstadt–München, Ingolstadt–Nürnberg, Ingolstadt–Regensburg, Ingolstadt–Stuttgart, Ingolstadt–Ulm
Innsbruck–Kempten, Innsbruck–München, Innsbruck–Salzburg
Kempten–Sigmaringen, Kempten–Ulm, Kempten–Zürich
Linz–Passau, Linz–Salzburg
Lodz–Pilsen
Mannheim–Stuttgart, Mannheim–Würzburg
München–Passau, München–Regensburg, München–Salzburg
Nürnberg–Pilsen, Nürnberg–Regensburg, Nürnberg–Stuttgart, Nürnberg–Würzburg
Passau–Regensburg, Passau–Salzburg
Pilsen–Regensburg
Sigmaringen–Stuttgart, Sigmaringen–Ulm, Sigmaringen–Zürich
Stuttgart–Ulm, Stuttgart–Würzburg
"""

# reference/taxis.md 3.2 and the brief's provinces
GUG_PROVINCES = {
    "Prussia": {"Berlin", "Halle", "Stettin", "Münster", "Düsseldorf", "Cölln", "Coblenz"},
    "Mecklenburg": {"Schwerin"},
    "Hannover": {"Hannover", "Göttingen"},
    "Holland": {"Amsterdam", "Arnheim"},
    "Belgium": {"Brüssel"},
    "Thüringen": {"Weimar"},
    "Sachsen": {"Dresden", "Leipzig"},
    "Hessen": {"Cassel", "Fulda"},
    "Bayern": {"Würzburg"},
}
GUG_FREE = ("Frankfurt", "Bremen", "Hamburg", "Lübeck")
GUG_RECONSTRUCTED = {
    "Schwerin", "Cassel", "Fulda", "Amsterdam", "Arnheim", "Brüssel", "Stettin", "Düsseldorf", "Coblenz",
}
# reference/taxis.md 3.3: the five roads of the rulebook's example route, then the 30 reconstructed ones
GUG_RULEBOOK_ROADS = "Halle–Berlin, Berlin–Hannover, Hannover–Hamburg, Hamburg–Bremen, Bremen–Münster"
GUG_RECONSTRUCTED_ROADS = """
Hamburg–Lübeck, Lübeck–Schwerin, Schwerin–Berlin, Schwerin–Stettin, Stettin–Berlin, Bremen–Hannover,
Hannover–Göttingen, Hannover–Münster, Göttingen–Cassel, Göttingen–Halle, Berlin–Dresden, Halle–Leipzig,
Leipzig–Dresden, Halle–Weimar, Leipzig–Weimar, Weimar–Fulda, Cassel–Fulda, Cassel–Münster, Fulda–Frankfurt,
Fulda–Würzburg, Frankfurt–Würzburg, Frankfurt–Coblenz, Coblenz–Cölln, Cölln–Düsseldorf, Düsseldorf–Münster,
Düsseldorf–Arnheim, Arnheim–Münster, Arnheim–Amsterdam, Amsterdam–Brüssel, Brüssel–Cölln
"""
EXAMPLE_ROUTE = ["Halle", "Berlin", "Hannover", "Hamburg", "Bremen", "Münster"]  # HU rulebook, worked example


def pairs(text: str) -> set[frozenset[str]]:
    return {frozenset(r.strip().split("–")) for r in text.replace("\n", ",").split(",") if r.strip()}


def edges(key: str) -> set[frozenset[str]]:
    return {frozenset(e) for e in MAPS[key].graph.edges}


# ------------------------------------------------------------------------------------------- the base map


def test_base_map_has_the_22_cities_in_9_provinces_of_the_reference():
    m = MAPS["base"]
    assert len(m.cities) == m.graph.number_of_nodes() == 22
    assert {p: set(c) for p, c in m.members.items()} == BASE_PROVINCES
    assert all(m.graph.nodes[c]["province"] == p for p, cs in BASE_PROVINCES.items() for c in cs)
    assert m.free_cities == () and m.parts == {}


def test_base_map_has_exactly_the_45_roads_of_the_reference():
    expected = pairs(BASE_ROADS)
    assert len(expected) == 45
    assert edges("base") == expected
    assert len(MAPS["base"].roads) == 45
    assert all(r.provenance == "secondary source" for r in MAPS["base"].roads)


# ------------------------------------------------------------------------------------------- the expansion map


def test_gug_map_has_23_cities_with_the_decided_provinces_and_free_cities():
    m = MAPS["gug"]
    assert len(m.cities) == m.graph.number_of_nodes() == 23
    assert {p: set(c) for p, c in m.members.items()} == GUG_PROVINCES
    assert m.free_cities == GUG_FREE
    assert all(m.cities[c].free and m.cities[c].province is None for c in GUG_FREE)
    assert m.reconstructed_cities == GUG_RECONSTRUCTED
    assert {p: set(c) for p, c in m.parts["Prussia"].items()} == {
        "east": {"Berlin", "Halle", "Stettin"}, "west": {"Münster", "Düsseldorf", "Cölln", "Coblenz"}}
    assert m.cities["Bremen"].hu == "Bréma"


def test_gug_map_has_the_35_roads_of_the_reference_with_their_tags():
    m = MAPS["gug"]
    assert len(m.roads) == 35
    assert edges("gug") == pairs(GUG_RULEBOOK_ROADS) | pairs(GUG_RECONSTRUCTED_ROADS)
    assert {frozenset((r.a, r.b)) for r in m.roads if r.provenance == "rulebook"} == pairs(GUG_RULEBOOK_ROADS)
    assert {frozenset((r.a, r.b)) for r in m.reconstructed_roads} == pairs(GUG_RECONSTRUCTED_ROADS)


def test_the_prussian_parts_are_not_directly_joined():
    parts = MAPS["gug"].parts["Prussia"]
    east, west = set(parts["east"]), set(parts["west"])
    assert not any({a, b} & east and {a, b} & west for a, b in MAPS["gug"].graph.edges)
    # ... yet one can travel from one part to the other through other lands
    assert nx.has_path(MAPS["gug"].graph, "Berlin", "Münster")


def test_the_rulebook_example_route_runs_along_roads():
    m = MAPS["gug"]
    assert m.along_roads(EXAMPLE_ROUTE)
    assert all(m.road(a, b).provenance == "rulebook" for a, b in zip(EXAMPLE_ROUTE, EXAMPLE_ROUTE[1:], strict=False))
    assert not m.along_roads(["Halle", "Hamburg"])


# ------------------------------------------------------------------------------------------- both maps


@pytest.mark.parametrize("key", ["base", "gug"])
def test_graph_is_undirected_connected_and_frozen(key):
    g = MAPS[key].graph
    assert not g.is_directed()
    assert all(g.has_edge(b, a) for a, b in g.edges)
    assert nx.is_connected(g)
    assert nx.is_frozen(g)
    with pytest.raises(nx.NetworkXError):
        g.add_edge("Berlin", "Lodz")


@pytest.mark.parametrize("key", ["base", "gug"])
def test_nodes_and_edges_carry_attributes_and_provenance(key):
    m = MAPS[key]
    for name, attrs in m.graph.nodes(data=True):
        city = m.cities[name]
        assert (attrs["province"], attrs["part"], attrs["free"], attrs["x"], attrs["y"]) == (
            city.province, city.part, city.free, city.x, city.y)
        assert 0 <= city.x <= board.CANVAS[0] and 0 <= city.y <= board.CANVAS[1]
        assert city.provenance in PROVENANCES and city.source
    for a, b, attrs in m.graph.edges(data=True):
        assert attrs["provenance"] in PROVENANCES and attrs["source"]
        assert m.road(a, b) is m.road(b, a)
    assert m.positions[0] == "reconstructed"
    assert all(set(m.neighbours[c]) == set(m.graph[c]) for c in m.cities)
    for province in m.provinces.values():
        assert province.colour.startswith("#") and province.provenance in PROVENANCES


# ------------------------------------------------------------------------------------------- cards


def test_decks_have_three_cards_per_city():
    assert len(DECKS["base"].cards) == 66 and len(DECKS["gug"].cards) == 69
    for key in ("base", "gug"):
        for city in MAPS[key].cities:
            assert [c.copy for c in DECKS[key].cards if c.city == city] == [1, 2, 3]
    assert all(c.horses is None for c in DECKS["base"].cards)


def test_gug_cards_show_1_2_3_horses_per_city_reconstructed():
    deck = DECKS["gug"]
    for city in MAPS["gug"].cities:
        assert sorted(c.horses for c in deck.cards if c.city == city) == [1, 2, 3]
        assert deck.horses_of(city).provenance == "reconstructed"
    assert sum(c.horses for c in deck.cards) == 138  # reference/taxis.md 3.2: 6 horses per city
    assert deck.copies.provenance == deck.total.provenance == "rulebook"


# ------------------------------------------------------------------------------------------- bonus tiles


def values(key: str) -> dict[str, tuple[int, ...]]:
    return {s.id: s.values.value for s in BONUS[key].stacks}


def test_base_bonus_tiles_are_the_30_of_the_reference_table():
    assert values("base") == {
        "route-5": (2, 1), "route-6": (3, 2, 1), "route-7": (4, 3, 2, 1),
        "baiern": (5, 4, 3, 2), "baden": (3, 2, 1), "wuerttemberg-hohenzollern": (3, 2, 1),
        "schweiz-tyrol": (3, 2, 1), "boehmen-salzburg": (4, 3, 2), "all-provinces": (6, 5, 4, 3), "game-end": (1,),
    }
    assert sum(s.count for s in BONUS["base"].stacks) == BONUS["base"].total.value == 30
    routes = {s.id: (s.length, s.or_longer.value) for s in BONUS["base"].stacks if s.kind == "route"}
    assert routes == {"route-5": (5, False), "route-6": (6, False), "route-7": (7, True)}
    assert BONUS["base"].stack("wuerttemberg-hohenzollern").provinces == ("Württemberg", "Hohenzollern")


def test_base_all_provinces_means_every_province_with_the_german_reading_as_an_option():
    stack = BONUS["base"].stack("all-provinces")
    assert stack.excluded.value == ()
    assert stack.options["german"].value == ("Baiern",)
    assert BONUS["base"].with_reading("german").stack("all-provinces").excluded.value == ("Baiern",)
    assert BONUS["base"].stack("all-provinces").excluded.value == ()  # the original is unchanged
    with pytest.raises(KeyError):
        BONUS["gug"].with_reading("german")


def test_gug_bonus_tiles_are_the_39_of_the_hu_rulebook():
    counts = {s.id: s.count for s in BONUS["gug"].stacks}
    # HU rulebook, Tartalom: 5 db 8-as, 4 db 7-es, 3 db 6-os, 2 db 5-ös út, 4 db minden tartomány, 4 db szabad
    # városok, 4 db Poroszország, 3 db Mecklenburg/Hannover, Hollandia/Belgium, Thüringia/Szászország,
    # Hessen/Bajorország, 1 db játék vége
    assert counts == {
        "route-5": 2, "route-6": 3, "route-7": 4, "route-8": 5, "prussia": 4, "mecklenburg-hannover": 3,
        "holland-belgium": 3, "thueringen-sachsen": 3, "hessen-bayern": 3, "all-provinces": 4,
        "free-frankfurt": 1, "free-bremen": 1, "free-hamburg": 1, "free-luebeck": 1, "game-end": 1,
    }
    assert sum(counts.values()) == BONUS["gug"].total.value == 39
    assert BONUS["gug"].total.provenance == "rulebook"
    free = [s for s in BONUS["gug"].stacks if s.kind == "free-city"]
    assert tuple(s.city for s in free) == GUG_FREE and all(s.values.value == (1,) for s in free)
    pairs_ = {s.provinces for s in BONUS["gug"].stacks if s.kind == "provinces"}
    assert pairs_ == {("Prussia",), ("Mecklenburg", "Hannover"), ("Holland", "Belgium"), ("Thüringen", "Sachsen"),
                      ("Hessen", "Bayern")}
    assert [s.id for s in BONUS["gug"].stacks if s.kind == "route" and s.or_longer.value] == ["route-8"]
    assert values("gug")["route-8"] == (5, 4, 3, 2, 1) and values("gug")["prussia"] == (5, 4, 3, 2)


@pytest.mark.parametrize("key", ["base", "gug"])
def test_every_stack_runs_from_the_highest_tile_down_and_says_where_it_comes_from(key):
    for s in BONUS[key].stacks:
        assert list(s.values.value) == sorted(s.values.value, reverse=True)
        assert s.provenance in PROVENANCES and s.values.provenance in PROVENANCES


# ------------------------------------------------------------------------------------------- settings


def test_settings_hold_the_decided_numbers():
    got = {k: s.value for k, s in SETTINGS.items()}
    assert got["houses_per_player"] == 20 and got["display_size"] == 6 and got["hand_limit"] == 3
    assert [(c["number"], c["vp"], c["count"]) for c in got["carriages"]] == [
        (3, 2, 4), (4, 3, 4), (5, 5, 4), (6, 7, 4), (7, 10, 4)]
    assert got["cartwright_bonus"] == 2
    assert (got["carriage_card_horses"], got["max_horse_cards"], got["max_free_cities_per_closing"]) == (2, 6, 1)
    assert all(s.provenance in PROVENANCES and s.source for s in SETTINGS.values())
    assert SETTINGS["max_horse_cards"].provenance == "rulebook"


def test_rule_sets_name_their_map_bonus_and_deck():
    assert (RULE_SETS["base"].map, RULE_SETS["base"].carriages, RULE_SETS["base"].horses) == ("base", True, False)
    assert (RULE_SETS["gug"].map, RULE_SETS["gug"].carriages, RULE_SETS["gug"].horses) == ("gug", False, True)
    assert "Cartwright" not in RULE_SETS["gug"].officials
    assert RULE_SETS["gug-base-rules"].bonus == "gug" and "Cartwright" in RULE_SETS["gug-base-rules"].officials


def test_reconstructed_lists_what_is_a_placeholder():
    r = board.reconstructed()
    assert set(r["gug cities"]) == GUG_RECONSTRUCTED and len(r["gug roads"]) == 30
    assert r["base cities"] == [] and r["base roads"] == []
    assert "prussia" in r["gug bonus values"] and "free-bremen" not in r["gug bonus values"]
    assert len(r["gug card horses"]) == 23


# ------------------------------------------------------------------------------------------- malformed data

FILES = ("maps.json", "cards.json", "bonus.json", "settings.json")


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    for name in FILES:
        shutil.copy(board.DATA_DIR / name, tmp_path / name)
    return tmp_path


def edit(folder: Path, name: str, change) -> None:
    path = folder / name
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")


def load_all(folder: Path) -> None:
    maps = board.read_maps(board.load("maps.json", folder))
    decks = board.read_decks(board.load("cards.json", folder), maps)
    bonus = board.read_bonus(board.load("bonus.json", folder), maps)
    board.read_settings(board.load("settings.json", folder), maps, bonus, decks)


def refused(folder: Path, name: str, change, *fragments: str) -> str:
    edit(folder, name, change)
    with pytest.raises(RecordError) as err:
        load_all(folder)
    message = str(err.value)
    assert name in message, message
    for fragment in fragments:
        assert fragment in message, message
    return message


def gug_city(data, name):
    return next(c for c in data["maps"]["gug"]["cities"] if c["name"] == name)


def test_untouched_copies_load(folder):
    load_all(folder)


def test_unknown_province_is_refused(folder):
    refused(folder, "maps.json", lambda d: gug_city(d, "Weimar").update(province="Thuringia"),
            "maps.gug.cities[17].province", "unknown province 'Thuringia'", "Weimar")


def test_road_to_an_unknown_city_is_refused(folder):
    refused(folder, "maps.json", lambda d: d["maps"]["base"]["roads"].append(["Ulm", "Wien", "reconstructed", "x"]),
            "maps.base.roads[45]", "unknown city 'Wien'")


@pytest.mark.parametrize("road", [["Stuttgart", "Ulm"], ["Ulm", "Stuttgart"]])
def test_duplicate_road_is_refused_in_either_direction(folder, road):
    refused(folder, "maps.json", lambda d: d["maps"]["base"]["roads"].append([*road, "reconstructed", "x"]),
            "maps.base.roads[45]", "duplicate road")


def test_self_loop_is_refused(folder):
    refused(folder, "maps.json", lambda d: d["maps"]["gug"]["roads"].append(["Fulda", "Fulda", "reconstructed", "x"]),
            "maps.gug.roads[35]", "joins a city to itself")


def test_bad_provenance_is_refused_on_roads_cities_and_values(folder):
    def road(d):
        d["maps"]["gug"]["roads"][0][2] = "hearsay"

    refused(folder, "maps.json", road, "maps.gug.roads[0]", "provenance", "'hearsay'")


def test_bad_city_provenance_is_refused(folder):
    refused(folder, "maps.json", lambda d: gug_city(d, "Fulda").update(provenance="guess"),
            "maps.gug.cities[21].provenance", "'guess'")


def test_bad_sourced_provenance_is_refused(folder):
    refused(folder, "settings.json", lambda d: d["hand_limit"].update(provenance="folklore"),
            "settings.json.hand_limit.provenance", "'folklore'")


def test_a_road_must_be_four_strings(folder):
    refused(folder, "maps.json", lambda d: d["maps"]["base"]["roads"].__setitem__(3, ["Augsburg", "München"]),
            "maps.base.roads[3]", "[city, city, provenance, source]")


def test_a_missing_city_is_refused_by_the_count(folder):
    def drop(d):
        d["maps"]["base"]["cities"] = [c for c in d["maps"]["base"]["cities"] if c["name"] != "Lodz"]
        d["maps"]["base"]["roads"] = [r for r in d["maps"]["base"]["roads"] if "Lodz" not in r[:2]]

    refused(folder, "maps.json", drop, "maps.base.cities", "21 cities, but city_count says 22")


def test_a_city_without_roads_is_refused(folder):
    refused(folder, "maps.json",
            lambda d: d["maps"]["base"].update(roads=[r for r in d["maps"]["base"]["roads"] if "Lodz" not in r[:2]]),
            "maps.base.roads", "no road leads to Lodz")


def test_a_disconnected_map_is_refused(folder):
    def cut(d):
        d["maps"]["base"]["roads"] = [r for r in d["maps"]["base"]["roads"]
                                      if set(r[:2]) not in ({"Lodz", "Pilsen"}, {"Budweis", "Linz"},
                                                            {"Nürnberg", "Pilsen"}, {"Pilsen", "Regensburg"})]
        d["maps"]["base"]["roads"].append(["Lodz", "Budweis", "reconstructed", "x"])

    refused(folder, "maps.json", cut, "maps.base.roads", "not connected", "Budweis, Lodz, Pilsen")


def test_free_flag_must_match_a_missing_province(folder):
    refused(folder, "maps.json", lambda d: gug_city(d, "Hamburg").update(free=False),
            "maps.gug.cities[2]", "Hamburg", "free city")


def test_a_prussian_city_must_name_its_part(folder):
    refused(folder, "maps.json", lambda d: gug_city(d, "Berlin").pop("part"),
            "maps.gug.cities[4].part", "Berlin", "part of Prussia")


def test_a_part_on_an_unsplit_province_is_refused(folder):
    refused(folder, "maps.json", lambda d: gug_city(d, "Weimar").update(part="east"),
            "maps.gug.cities[17].part", "Thüringen has no parts")


def test_a_province_without_cities_is_refused(folder):
    refused(folder, "maps.json",
            lambda d: d["maps"]["base"]["provinces"].append({"name": "Elsass", "colour": "#123456",
                                                              "provenance": "reconstructed", "source": "x"}),
            "maps.base.provinces", "'Elsass' has no city")


def test_bad_colour_and_misspelt_keys_are_refused(folder):
    refused(folder, "maps.json", lambda d: d["maps"]["gug"]["provinces"][0].update(colour="blue"),
            "maps.gug.provinces[0].colour", "'blue'")


def test_misspelt_key_is_refused(folder):
    refused(folder, "maps.json", lambda d: gug_city(d, "Halle").update(provinse="Sachsen"),
            "maps.gug.cities[5]", "unknown key(s) 'provinse'")


def test_city_off_the_canvas_is_refused(folder):
    refused(folder, "maps.json", lambda d: gug_city(d, "Halle").update(x=1200),
            "maps.gug.cities[5]", "Halle", "outside")


def test_bonus_stack_naming_an_unknown_province_is_refused(folder):
    refused(folder, "bonus.json", lambda d: d["sets"]["gug"]["stacks"][5]["provinces"].__setitem__(0, "Baiern"),
            "sets.gug.stacks[5].provinces[0]", "'Baiern' is not a known province of map 'gug'")


def test_bonus_totals_must_add_up(folder):
    refused(folder, "bonus.json", lambda d: d["sets"]["base"]["stacks"][0]["values"]["value"].append(1),
            "sets.base.total", "31 tiles, but total says 30")


def test_bonus_values_must_run_from_the_top_down(folder):
    refused(folder, "bonus.json", lambda d: d["sets"]["base"]["stacks"][1]["values"].update(value=[1, 2, 3]),
            "sets.base.stacks[1].values", "from the top")


def test_free_city_stack_must_name_a_free_city(folder):
    refused(folder, "bonus.json", lambda d: d["sets"]["gug"]["stacks"][10].update(city="Berlin"),
            "sets.gug.stacks[10].city", "'Berlin' is not a free city")


def test_only_the_longest_route_stack_takes_longer_routes(folder):
    refused(folder, "bonus.json", lambda d: d["sets"]["base"]["stacks"][0]["or_longer"].update(value=True),
            "sets.base.stacks", "only the longest route stack")


def test_unknown_stack_kind_is_refused(folder):
    refused(folder, "bonus.json", lambda d: d["sets"]["gug"]["stacks"][0].update(kind="road"),
            "sets.gug.stacks[0].kind", "'road'")


def test_deck_totals_and_horses_are_checked(folder):
    refused(folder, "cards.json", lambda d: d["decks"]["gug"]["total"].update(value=66),
            "decks.gug.total", "69 cards, but total says 66")


def test_horse_overrides_name_a_city_and_one_number_per_card(folder):
    refused(folder, "cards.json", lambda d: d["decks"]["gug"]["horses_by_city"].update(
        Wien={"value": [1, 2, 3], "provenance": "rulebook", "source": "x"}),
            "decks.gug.horses_by_city", "unknown city 'Wien'")


def test_horse_override_lengths_are_checked(folder):
    refused(folder, "cards.json", lambda d: d["decks"]["gug"]["horses_by_city"].update(
        Berlin={"value": [1, 3], "provenance": "rulebook", "source": "x"}),
            "decks.gug.horses_by_city.Berlin", "3 positive whole numbers")


def test_horse_overrides_are_used(folder):
    edit(folder, "cards.json", lambda d: d["decks"]["gug"]["horses_by_city"].update(
        Berlin={"value": [1, 1, 3], "provenance": "rulebook", "source": "card scan"}))
    decks = board.read_decks(board.load("cards.json", folder), MAPS)
    assert [c.horses for c in decks["gug"].cards if c.city == "Berlin"] == [1, 1, 3]
    assert decks["gug"].horses_of("Berlin").provenance == "rulebook"


def test_rule_set_naming_an_unknown_map_is_refused(folder):
    refused(folder, "settings.json", lambda d: d["rule_sets"]["gug"].update(map="south"),
            "settings.json.rule_sets.gug.map", "unknown map 'south'")


def test_carriages_are_checked(folder):
    refused(folder, "settings.json", lambda d: d["carriages"]["value"].reverse(),
            "settings.json.carriages.value", "must rise")


def test_broken_json_names_line_and_column(folder):
    (folder / "bonus.json").write_text('{"sets": {\n  "base": ,\n}}', encoding="utf-8")
    with pytest.raises(RecordError, match=r"bonus.json: not valid JSON at line 2, column 11"):
        board.load("bonus.json", folder)


def test_missing_file_is_refused(tmp_path):
    with pytest.raises(RecordError, match="maps.json: file not found"):
        board.load("maps.json", tmp_path)
