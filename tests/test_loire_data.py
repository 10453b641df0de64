"""Tests of La Loire's data layer (loire.board): the board, river and numbers as reference/loire.md §13 decides
them, and the refusal of malformed data files with messages that say what is wrong and where."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import networkx as nx
import pytest

from loire import board
from loire.board import BOARD, CITIES, COMPONENTS, PROVENANCES, ROADS
from tutor.rules import RecordError

# reference/loire.md §13, copied here by hand so that the data file is checked against an independent text
NORTH = [("Ancenis", "grain"), ("Angers", "wine"), ("Langeais", "wood"), ("Tours", "grain"), ("Vendôme", "wood"),
         ("Blois", "cheese"), ("Talcy", "grain"), ("Beaugency", "wine"), ("Meung-sur-Loire", "wood")]
SOUTH = [("Champtoceaux", "cheese"), ("Saumur", "cheese"), ("Montsoreau", "wine"), ("Chinon", "wine"),
         ("Ussé", "wood"), ("Villandry", "grain"), ("Amboise", "wine"), ("Cheverny", "wood"), ("Chambord", "grain")]


def test_roads_hold_the_villages_of_section_13_in_order():
    for road, expected in (("north", NORTH), ("south", SOUTH)):
        assert BOARD.villages[road] == tuple(name for name, _ in expected)
        for position, (name, good) in enumerate(expected, 1):
            assert BOARD.positions[name] == (road, position)
            assert BOARD.goods[name] == good
            node = BOARD.graph.nodes[name]
            assert (node["kind"], node["road"], node["position"], node["good"], node["name"]) == (
                "village", road, position, good, name)
    assert len(BOARD.village_info) == 18
    assert BOARD.goods["Saumur"] == "cheese" and BOARD.village_info["Saumur"].good.provenance == "rulebook"
    assert sorted(board.reconstructed()["villages"]) == ["Ancenis", "Chambord", "Champtoceaux", "Meung-sur-Loire"]


def test_both_roads_run_from_nantes_to_orleans():
    g = BOARD.graph
    for road in ROADS:
        places = BOARD.path("Nantes", road)
        assert places[0] == "Nantes" and places[-1] == "Orléans" and len(places) == 11
        assert all(g.edges[a, b]["road"] == road for a, b in zip(places, places[1:], strict=False))
        assert BOARD.path("Orléans", road) == places[::-1]
    for i, city in enumerate(CITIES):
        assert g.nodes[city]["kind"] == "city" and g.nodes[city]["road"] is None and g.nodes[city]["position"] == 10 * i
    assert g.degree("Nantes") == g.degree("Orléans") == 2
    assert all(g.degree(v) == 2 for v in BOARD.village_info)
    assert sorted(len(p) - 1 for p in nx.all_simple_paths(g, "Nantes", "Orléans")) == [10, 10]


def test_graph_is_a_frozen_connected_undirected_loop():
    g = BOARD.graph
    assert not g.is_directed() and nx.is_connected(g) and nx.is_frozen(g)
    assert g.number_of_nodes() == g.number_of_edges() == 20
    assert len(nx.cycle_basis(g)) == 1
    with pytest.raises(nx.NetworkXError):
        g.add_edge("Nantes", "Tours")


def test_river_setup_and_components():
    river = BOARD.river
    assert nx.is_frozen(river) and list(river) == list(range(21)) and river.number_of_edges() == 20
    assert river.nodes[0]["start"] and river.nodes[20]["ends_for"] == (1, 2) and river.nodes[15]["ends_for"] == (4,)
    assert [BOARD.end_space(p) for p in (1, 2, 3, 4)] == [20, 20, 17, 15]
    assert len(BOARD.horses_for(1)) == 6 and len(BOARD.horses_for(4)) == 8
    assert set(BOARD.horses_for(2)).isdisjoint(BOARD.horses_for(3))
    assert BOARD.circus_start.value == "Ussé"
    assert {g: (x.sell_price.value, x.supply.value) for g, x in COMPONENTS.goods.items()} == {
        "wood": (2, 15), "grain": (3, 8), "cheese": (5, 8), "wine": (6, 8), "beer": (8, 6)}
    assert COMPONENTS.shield_counts.value == {"red": 4, "blue": 3, "yellow": 3, "purple": 2, "green": 2,
                                              "white": 2, "black": 2}
    assert COMPONENTS.colours.value == ("blue", "yellow", "purple", "red", "green", "white", "black")
    assert COMPONENTS.market_prices == (1, 1, 2, 2, 3, 3, 4) and COMPONENTS.market["circus_space"].value == 3
    assert {b.name: (b.deniers.value, b.wood.value, b.per_player.value) for b in COMPONENTS.buildings.values()} == {
        "farm": (4, 1, 6), "monastery": (4, 2, 2), "castle": (6, 1, 2)}
    assert COMPONENTS.passage(6) == 1 and COMPONENTS.passage(10) == 2
    assert {k: s.value for k, s in COMPONENTS.money.items()} == {
        "start": 7, "minimum": 5, "minimum_income": 1, "maximum": 10, "maximum_with_banker": 15}


def _sourced_values(obj):
    if isinstance(obj, dict):
        if "provenance" in obj:
            yield obj
        for v in obj.values():
            yield from _sourced_values(v)
    elif isinstance(obj, list):
        for v in obj:
            yield from _sourced_values(v)


@pytest.mark.parametrize("name", ["board.json", "components.json"])
def test_every_value_has_a_provenance_and_source(name):
    entries = list(_sourced_values(json.loads((board.DATA_DIR / name).read_text(encoding="utf-8"))))
    assert len(entries) > 10
    assert all(e["provenance"] in PROVENANCES and e["source"].strip() for e in entries)


# ---------------------------------------------------------------------------------------------- refusals


def _broken(tmp_path: Path, name: str, change) -> Path:
    for f in ("board.json", "components.json"):
        shutil.copy(board.DATA_DIR / f, tmp_path / f)
    data = json.loads((tmp_path / name).read_text(encoding="utf-8"))
    change(data)
    (tmp_path / name).write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return tmp_path


def _read(folder: Path):
    components = board.read_components(board.load("components.json", folder))
    return board.read_board(board.load("board.json", folder), components)


def _set(path, value):
    def change(data):
        *keys, last = path
        for k in keys:
            data = data[k]
        data[last] = value
    return change


REFUSALS = [
    ("board.json", _set(["roads", "north", "villages", 3, "good", "value"], "gold"),
     r"board\.json\.roads\.north\.villages\[3\]\.good\.value: village Tours: 'gold' is not a good"),
    ("board.json", _set(["roads", "south", "villages", 0, "provenance"], "guess"),
     r"board\.json\.roads\.south\.villages\[0\]\.provenance: must be one of"),
    ("board.json", _set(["roads", "south", "villages", 1, "name"], "Tours"),
     r"board\.json\.roads\.south\.villages\[1\]\.name: 'Tours' is already a place"),
    ("board.json", lambda d: d["roads"]["north"]["villages"].pop(),
     r"board\.json\.roads\.north\.villages: 8 villages, but villages_per_road says 9"),
    ("board.json", _set(["setup_horses", "1-2", "value", 2], "Paris"),
     r"board\.json\.setup_horses\.1-2\.value\[2\]: 'Paris' is not a village"),
    ("board.json", _set(["circus_start", "value"], "Nantes"),
     r"board\.json\.circus_start\.value: 'Nantes' is not a village"),
    ("board.json", _set(["cities"], [{"name": "Orléans", "provenance": "rulebook", "source": "x"},
                                     {"name": "Nantes", "provenance": "rulebook", "source": "x"}]),
     r"board\.json\.cities: must be \['Nantes', 'Orléans'\]"),
    ("board.json", _set(["river", "end_space", "value", "3"], 25),
     r"board\.json\.river\.end_space\.value\.3: 25 is not a space 1\.\.20"),
    ("board.json", _set(["roads", "west"], {}), r"board\.json\.roads: must be the roads"),
    ("board.json", lambda d: d["circus_start"].pop("source"), r"board\.json\.circus_start: missing key 'source'"),
    ("components.json", _set(["market", "prices", "value"], [1, 2, 2, 3, 3, 4]),
     r"components\.json\.market\.prices\.value: 6 spaces, but there are 7 shield colours"),
    ("components.json", _set(["market", "prices", "value"], [1, 1, 2, 3, 2, 3, 4]),
     r"components\.json\.market\.prices\.value: must rise"),
    ("components.json", _set(["market", "top_price", "value"], 5),
     r"components\.json\.market\.prices\.value: the right end is 4, but top_price says 5"),
    ("components.json", _set(["shields", "counts", "value", "red"], 5),
     r"board\.json\.roads: 18 villages, but components\.json has 19 shields"),
    ("components.json", lambda d: d["shields"]["counts"]["value"].pop("black"),
     r"components\.json\.shields\.counts\.value: must give a count for exactly the colours"),
    ("components.json", _set(["goods", "wine", "supply", "value"], 0),
     r"components\.json\.goods\.wine\.supply\.value: must be a whole number from 1 to 999, not 0"),
    ("components.json", _set(["goods", "beer", "sold_at"], "inn"),
     r"components\.json\.goods\.beer\.sold_at: must be one of"),
    ("components.json", _set(["buildings", "castle", "deniers", "provenance"], "folklore"),
     r"components\.json\.buildings\.castle\.deniers\.provenance: must be one of \('rulebook', 'reconstructed'\)"),
    ("components.json", _set(["boat_passage", "value", 1], {"deniers": 10}),
     r"components\.json\.boat_passage\.value\[1\]: expected deniers and spaces"),
    ("components.json", _set(["money", "maximum", "value"], 20),
     r"components\.json\.money: must hold minimum <= maximum <= maximum_with_banker"),
    ("components.json", _set(["money", "loan"], 3), r"components\.json\.money: unknown key\(s\) 'loan'"),
]


@pytest.mark.parametrize(("name", "change", "message"), REFUSALS)
def test_broken_data_is_refused_naming_file_and_key(tmp_path, name, change, message):
    folder = _broken(tmp_path, name, change)
    with pytest.raises(RecordError, match=message) as err:
        _read(folder)
    assert str(tmp_path) in str(err.value)


def test_bad_json_and_missing_file_are_refused(tmp_path):
    (tmp_path / "components.json").write_text("{\n  \"goods\": ,\n}", encoding="utf-8")
    with pytest.raises(RecordError, match=r"components\.json: not valid JSON at line 2, column"):
        board.load("components.json", tmp_path)
    with pytest.raises(RecordError, match=r"board\.json: file not found"):
        board.load("board.json", tmp_path)


def test_unchanged_copies_load_like_the_package(tmp_path):
    same = _read(_broken(tmp_path, "board.json", lambda d: None))
    assert same.villages == BOARD.villages and same.goods == BOARD.goods
