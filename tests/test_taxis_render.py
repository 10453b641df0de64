"""Tests of the Thurn und Taxis map drawing (taxis.render): well-formed, deterministic, complete, honest about
reconstructions, and every option visible in the output."""

from __future__ import annotations

import time
import xml.etree.ElementTree as ET

import pytest

from taxis.board import MAPS
from taxis.render import NAMED, legend_html, map_title, render_map

NS = "{http://www.w3.org/2000/svg}"
EXAMPLE_ROUTE = ["Halle", "Berlin", "Hannover", "Hamburg", "Bremen", "Münster"]


def parse(svg: str) -> ET.Element:
    root = ET.fromstring(svg)
    assert root.tag == f"{NS}svg"
    return root


def texts(root: ET.Element) -> list[str]:
    return [t.text or "" for t in root.iter(f"{NS}text")]


def of_class(root: ET.Element, tag: str, cls: str) -> list[ET.Element]:
    return [e for e in root.iter(f"{NS}{tag}") if cls in (e.get("class") or "").split()]


OPTIONS = {
    "gug": [
        {},
        {"houses": {"red": ["Berlin", "Halle"], "blue": ["Berlin"]}},
        {"route": EXAMPLE_ROUTE},
        {"highlight": ["Cölln", "Lübeck"]},
        {"free_tiles": ["Bremen"], "title": "Bremen's tile <left>"},
    ],
    "base": [
        {},
        {"houses": {"red": ["Ulm"], "blue": ["Ulm", "Lodz"]}},
        {"route": ["Ulm", "Augsburg", "München"]},
        {"highlight": ["Pilsen"], "title": "Pilsen & Lodz"},
    ],
}


@pytest.mark.parametrize("key, options", [(k, o) for k, opts in OPTIONS.items() for o in opts])
def test_well_formed_and_deterministic(key, options):
    svg = render_map(key, **options)
    parse(svg)
    assert svg == render_map(key, **options)


@pytest.mark.parametrize("key", ["base", "gug"])
def test_every_city_name_and_province_appears(key):
    root = parse(render_map(key))
    shown = texts(root)
    for city in MAPS[key].cities:
        assert city in shown
    for province in MAPS[key].provinces.values():  # in English by their English names (Bavaria, not Baiern)
        assert any(t.startswith(province.display("en")) for t in shown)
    assert map_title(MAPS[key]) in shown and map_title(MAPS[key]).startswith(MAPS[key].name)


@pytest.mark.parametrize("key", ["base", "gug"])
def test_reconstructed_roads_are_dashed_and_the_others_solid(key):
    root = parse(render_map(key))
    roads = of_class(root, "line", "road")
    assert len(roads) == len(MAPS[key].roads)
    dashed = [r for r in roads if r.get("stroke-dasharray")]
    assert len(dashed) == len(MAPS[key].reconstructed_roads) == len(of_class(root, "line", "reconstructed"))
    assert len(dashed) == (30 if key == "gug" else 0)
    assert any("dashed = reconstructed" in t for t in texts(root))


def test_reconstructed_city_names_are_italic():
    root = parse(render_map("gug"))
    italic = {t.text for t in root.iter(f"{NS}text") if t.get("font-style") == "italic"} - {"Name"}
    assert italic == set(MAPS["gug"].reconstructed_cities)
    assert not {t.text for t in parse(render_map("base")).iter(f"{NS}text") if t.get("font-style")} - {"Name"}


def test_houses_change_the_output_and_are_drawn_in_player_colours():
    plain = render_map("gug")
    houses = {"red": ["Berlin", "Halle", "Münster"], "blue": ["Berlin"], 2: ["Lübeck"]}
    svg = render_map("gug", houses=houses)
    assert svg != plain
    squares = of_class(parse(svg), "rect", "house")
    assert len(squares) == 5
    fills = [s.get("fill") for s in squares]
    assert fills.count(NAMED["red"]) == 3 and fills.count(NAMED["blue"]) == 1
    own = render_map("gug", houses=houses, colours={"red": "#000000"})
    assert [s.get("fill") for s in of_class(parse(own), "rect", "house")].count("#000000") == 3
    assert "houses: red, blue" in svg  # the tooltip of Berlin


def test_houses_of_one_player_keep_their_place_around_every_city():
    root = parse(render_map("base", houses={"red": ["Ulm"], "blue": ["Ulm", "Lodz"]}))
    blue = [s for s in of_class(root, "rect", "house") if s.get("fill") == NAMED["blue"]]
    ulm, lodz = MAPS["base"].cities["Ulm"], MAPS["base"].cities["Lodz"]
    offsets = [float(s.get("x")) - c.x * 0.75 for s, c in zip(blue, (ulm, lodz), strict=True)]
    assert offsets[0] == pytest.approx(offsets[1], abs=0.02)


def test_route_is_one_thick_polyline_along_the_roads():
    svg = render_map("gug", route=EXAMPLE_ROUTE)
    assert svg != render_map("gug")
    lines = of_class(parse(svg), "polyline", "route")
    assert len(lines) == 1
    assert len(lines[0].get("points").split()) == len(EXAMPLE_ROUTE)
    assert float(lines[0].get("stroke-width")) >= 6
    assert not of_class(parse(svg), "line", "off-road")


def test_a_step_off_the_roads_is_shown_as_such():
    root = parse(render_map("gug", route=["Halle", "Berlin", "Lübeck", "Hamburg"]))
    assert len(of_class(root, "line", "off-road")) == 1
    assert len(of_class(root, "polyline", "route")) == 2


def test_highlight_rings_the_cities():
    svg = render_map("gug", highlight=["Cölln", "Lübeck"])
    assert svg != render_map("gug")
    assert len(of_class(parse(svg), "circle", "highlight")) == 2


def test_free_city_tiles_show_while_not_taken():
    assert len(of_class(parse(render_map("gug")), "circle", "free-tile")) == 4
    assert len(of_class(parse(render_map("gug", free_tiles=["Bremen"])), "circle", "free-tile")) == 1
    assert not of_class(parse(render_map("gug", free_tiles=())), "circle", "free-tile")
    assert not of_class(parse(render_map("base")), "circle", "free-tile")
    with pytest.raises(ValueError, match="Berlin is not a free city"):
        render_map("gug", free_tiles=["Berlin"])


def test_title_is_escaped_and_shown():
    root = parse(render_map("gug", title="A <b> & c"))
    assert "A <b> & c" in texts(root)


@pytest.mark.parametrize("kwargs, what", [
    ({"houses": {"red": ["Wien"]}}, "houses of red: 'Wien'"),
    ({"route": ["Berlin", "Ulm"]}, "route: 'Ulm'"),
    ({"highlight": ["Atlantis"]}, "highlight: 'Atlantis'"),
])
def test_unknown_cities_are_refused_by_name(kwargs, what):
    with pytest.raises(ValueError, match=what):
        render_map("gug", **kwargs)


def test_unknown_map_is_refused():
    with pytest.raises(ValueError, match="unknown map 'south'"):
        render_map("south")


def test_a_frame_takes_under_10_ms():
    houses = {"red": EXAMPLE_ROUTE[:3], "blue": EXAMPLE_ROUTE[3:], "green": ["Würzburg"], "yellow": ["Lübeck"]}
    best = float("inf")
    for _ in range(5):
        start = time.perf_counter()
        for _ in range(10):
            render_map("gug", houses=houses, route=EXAMPLE_ROUTE, highlight=["Cölln"])
        best = min(best, (time.perf_counter() - start) / 10)
    assert best < 0.010


def test_houses_carry_their_players_mark_not_only_their_colour():
    """Issue 29: a house is told apart without its colour: each seat's houses carry a mark of their own."""
    root = parse(render_map("base", houses={"red": ["Ulm"], "blue": ["Ulm"], "green": ["Ulm"], "yellow": ["Ulm"]},
                            legend=False))
    squares = of_class(root, "rect", "house")
    assert sorted(s.get("class") for s in squares) == [f"house house-{i}" for i in range(1, 5)]
    city = next(g for g in root.iter(f"{NS}g") if "Ulm" in "".join(g.itertext()))
    marks = [e.tag.split("}")[1] for e in city if e.tag.split("}")[1] in ("circle", "line", "path")]
    assert {"circle", "line", "path"} <= set(marks)  # blue's dot, green's bar, yellow's cross
    assert "house-" in legend_html(MAPS["base"], {"red": "#d62728", "blue": "#1f77b4"})
