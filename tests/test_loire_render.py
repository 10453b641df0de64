"""Tests of the La Loire board drawing (loire.render): well-formed, deterministic, complete (villages, pieces,
circus, boats, market, panel), honest about reconstructions, and every option visible in the output."""

from __future__ import annotations

import time
import xml.etree.ElementTree as ET
from functools import cache

import pytest

import loire
from loire.board import BOARD, CITIES
from loire.render import PLAYER_FILL, render
from loire.state import CIRCUS_SPACE, PLAYER_COLOURS, PRICES, VILLAGES, State
from tutor.bots import RandomBot, play_out

NS = "{http://www.w3.org/2000/svg}"


def parse(svg: str) -> ET.Element:
    root = ET.fromstring(svg)
    assert root.tag == f"{NS}svg"
    return root


def texts(root: ET.Element) -> list[str]:
    return [t.text or "" for t in root.iter(f"{NS}text")]


def of_class(root: ET.Element, tag: str, cls: str) -> list[ET.Element]:
    return [e for e in root.iter(f"{NS}{tag}") if cls in (e.get("class") or "").split()]


def titles(root: ET.Element, cls: str) -> list[str]:
    """The tooltips of the groups of class ``cls``, in drawing order."""
    return [g.findtext(f"{NS}title") or "" for g in of_class(root, "g", cls)]


@cache
def played(players: int, moves: int, variant: str = "standard", seed: int = 5) -> loire.Game:
    """A game ``moves`` random moves in (or finished, if it ended sooner)."""
    g = loire.new_game(players=players, seed=seed, variant=variant)
    play_out(g, [RandomBot(seed * 10 + i) for i in range(players)], max_moves=moves)
    return g


@cache
def busy() -> loire.Game:
    """Buildings, the circus at Blois, loose horses, message cubes and an acting merchant, all placed by hand."""
    return loire.scenario(
        players=2, seed=1, player=0, circus="Blois",
        market=["blue", "yellow", "purple", "red", "green", "white", "black"],
        shields={"Blois": "white"},
        buildings={"Saumur": "0 farm", "Angers": "1 castle", "Blois": "0 monastery"},
        loose={"Saumur": 2, "Nantes": 3, "Blois": 1},
        seats=[{"merchant": "Blois>Orléans", "merchant_horses": 1, "messenger": "Saumur>Nantes", "boat": 3,
                "hand": ["blue+yellow", "Talcy"], "progress": {"blue+yellow": ["Blois"]},
                "goods": {"wood": 2, "cheese": 1}, "money": 11},
               {"merchant": "Blois>Nantes", "boat": 3, "hand": ["green+white"],
                "progress": {"green+white": ["Blois", "Saumur"]}}],
        turn={"moved": ["merchant"], "acting": "merchant"},
    )


def states() -> list[tuple[str, State]]:
    out = [(f"{n}p-opening", loire.new_game(players=n, seed=n).state) for n in (1, 2, 3, 4)]
    out += [(f"{n}p-casual", loire.new_game(players=n, seed=n, variant="casual").state) for n in (1, 2, 4)]
    out += [("4p-mid", played(4, 150).state), ("3p-casual-mid", played(3, 120, "casual").state)]
    out += [("solo-finished", played(1, 10_000).state), ("scenario", busy().state)]
    return out


STATES = states()
IDS = [label for label, _ in STATES]
ALL = [s for _, s in STATES]


@pytest.mark.parametrize("state", ALL, ids=IDS)
def test_well_formed_and_deterministic(state: State) -> None:
    svg = render(state)
    parse(svg)
    assert svg == render(state)
    assert render(state, highlight=["Tours"], path=["Nantes", "Ancenis"], width=500) == render(
        state, highlight=("Tours",), path=("Nantes", "Ancenis"), width=500)


def test_the_same_position_reached_again_draws_the_same_bytes() -> None:
    g = played(4, 150)
    again = loire.load_record(g.to_record())
    assert render(again.state) == render(g.state)


@pytest.mark.parametrize("state", ALL, ids=IDS)
def test_every_place_is_named_with_its_shield_and_good(state: State) -> None:
    root = parse(render(state))
    shown = texts(root)
    for place in (*CITIES, *VILLAGES):
        assert place in shown
    villages = titles(root, "village")
    assert len(villages) == len(VILLAGES)
    for v, title in zip(VILLAGES, villages, strict=True):
        assert title.startswith(v) and f"{state.shield(v)} shield" in title and f"sells {BOARD.goods[v]}" in title
    assert [t for t in shown if t in BOARD.goods.values()] == [BOARD.goods[v] for v in VILLAGES]


def test_reconstructions_are_marked_and_explained() -> None:
    root = parse(render(busy().state))
    italic = {t.text for t in root.iter(f"{NS}text") if t.get("font-style") == "italic"}
    assert italic & set(VILLAGES) == {v for v in VILLAGES if BOARD.village_info[v].reconstructed}
    dashed = [r for r in of_class(root, "rect", "good") if r.get("stroke-dasharray")]
    assert len(dashed) == sum(BOARD.village_info[v].good.provenance == "reconstructed" for v in VILLAGES)
    assert len(of_class(root, "rect", "good")) == len(VILLAGES)
    assert any("mark the tutor's reconstruction" in t for t in texts(root))


@pytest.mark.parametrize("state", ALL, ids=IDS)
def test_every_piece_is_drawn_with_its_horses(state: State) -> None:
    root = parse(render(state))
    for name in ("merchant", "messenger"):
        shown = titles(root, name)
        assert len(shown) == state.count
        for p, player in enumerate(state.players):
            assert f"{PLAYER_COLOURS[p]} {name} at {player.piece(name)}" in [t.removesuffix(" (acting)") for t in shown]


def test_the_acting_piece_stands_out_and_pieces_point_where_they_go() -> None:
    root = parse(render(busy().state))
    acting = [t for t in titles(root, "piece") if t.endswith("(acting)")]
    assert acting == ["red merchant at Blois toward Orléans with 1 horse (acting)"]
    arrows = [p for g in of_class(root, "g", "piece") for p in g.findall(f"{NS}polygon")
              if p.get("fill") == "#222222"]
    assert len(arrows) == 3  # the blue messenger waits in Orléans: no arrow


def test_buildings_horses_cubes_and_the_circus_are_on_the_board() -> None:
    state = busy().state
    root = parse(render(state))
    assert titles(root, "building") == ["blue's castle at Angers", "red's monastery at Blois", "red's farm at Saumur"]
    fills = [g.find(f"{NS}rect").get("fill") for g in of_class(root, "g", "building")]
    assert fills == [PLAYER_FILL["blue"], PLAYER_FILL["red"], PLAYER_FILL["red"]]
    assert titles(root, "horses") == ["3 loose horses at Nantes", "1 loose horse at Blois", "2 loose horses at Saumur"]
    assert titles(root, "cube") == ["red's message cube at Blois (card blue+yellow)",
                                    "blue's message cube at Blois (card green+white)",
                                    "blue's message cube at Saumur (card green+white)"]
    circus = titles(root, "circus")
    assert "the circus is at Blois" in circus
    assert "circus tile: the circus is at a white village (Blois)" in circus
    assert len(titles(root, "circus-space")) == 1


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_a_casual_game_shows_no_circus(players: int) -> None:
    state = loire.new_game(players=players, seed=2, variant="casual").state
    assert state.circus is None
    root = parse(render(state))
    assert not of_class(root, "g", "circus") and not of_class(root, "g", "circus-space")
    assert len(titles(root, "market-tile")) == 7


@pytest.mark.parametrize("state", ALL, ids=IDS)
def test_the_market_row_shows_colours_prices_and_the_circus_tile(state: State) -> None:
    root = parse(render(state))
    tiles = titles(root, "market-tile")
    assert len(tiles) == len(PRICES)
    circus_colour = state.shield(state.circus) if state.circus else None
    for i, (title, colour, price) in enumerate(zip(tiles, state.market, PRICES, strict=True)):
        assert title.startswith(f"market space {i + 1}: {colour}, price {price}")
        assert title.endswith("(circus tile)") == (colour == circus_colour)
    space = of_class(root, "g", "circus-space")
    if state.circus is not None:
        tile = of_class(root, "g", "market-tile")[CIRCUS_SPACE].find(f"{NS}rect")
        marker = space[0].find(f"{NS}rect")
        assert float(marker.get("x")) < float(tile.get("x")) < float(marker.get("x")) + float(marker.get("width"))


@pytest.mark.parametrize("state", ALL, ids=IDS)
def test_every_boat_and_the_goal_are_on_the_river(state: State) -> None:
    root = parse(render(state))
    boats = titles(root, "boat")
    players = [t for t in boats if not t.startswith("round boat")]
    assert players == [f"{PLAYER_COLOURS[p]}'s boat: space {pl.boat}" for p, pl in enumerate(state.players)]
    assert len(boats) - len(players) == (3 if state.count == 1 else 0)
    assert titles(root, "goal") == [f"the game ends when a boat reaches space {state.goal()}"]
    spaces = [t.text for t in of_class(root, "text", "space")]
    assert spaces == [str(s) for s in range(BOARD.river_length.value + 1)]
    goal = of_class(root, "circle", "space")[state.goal()]
    assert goal.get("stroke-width") == "3"


@pytest.mark.parametrize("rounds, spaces", [(0, (0, 0, 0)), (7, (7, 0, 0)), (25, (20, 5, 0)), (60, (20, 20, 20))])
def test_the_solo_round_boats_count_the_rounds(rounds: int, spaces: tuple[int, int, int]) -> None:
    state = loire.new_game(players=1, seed=1).state.evolve(rounds=rounds)
    shown = titles(parse(render(state)), "round-boat")
    assert [t.split(":")[0] for t in shown] == ["round boat 1", "round boat 2", "round boat 3"]
    assert [int(t.split("space ")[1].split(" ")[0]) for t in shown] == list(spaces)


@pytest.mark.parametrize("state", ALL, ids=IDS)
def test_the_panel_gives_every_players_holdings(state: State) -> None:
    root = parse(render(state))
    cards = of_class(root, "g", "player")
    assert len(cards) == state.count
    for p, (card, player) in enumerate(zip(cards, state.players, strict=True)):
        lines = [t.text or "" for t in card.iter(f"{NS}text")]
        assert lines[0].endswith(PLAYER_COLOURS[p]) and lines[0].startswith("▶") == (p == state.player and
                                                                                    not state.over)
        assert f"{player.money} deniers · boat on space {player.boat}" in lines
        assert [f"{n} {g}" for g, n in zip(loire.state.GOODS, player.goods, strict=True)] == lines[2:7]
        assert lines[7].startswith(f"{len(player.characters)} character")
        assert f"{len(player.hand)} in hand, {len(player.delivered)} delivered" in lines[7]


def test_the_busy_panel_counts() -> None:
    root = parse(render(busy().state))
    red = [t.text for t in of_class(root, "g", "player")[0].iter(f"{NS}text")]
    assert "11 deniers · boat on space 3" in red and "2 wood" in red and "1 cheese" in red
    assert red[7] == "0 characters · 0 palaces · 2 buildings · messages: 2 in hand, 0 delivered, 1 cube"


def test_highlight_rings_places_and_changes_the_output() -> None:
    state = busy().state
    plain = render(state)
    svg = render(state, highlight=["Saumur", "Tours", "Orléans"])
    assert svg != plain
    root = parse(svg)
    assert len(of_class(root, "circle", "highlight")) == 2 and len(of_class(root, "rect", "highlight")) == 1
    assert not of_class(parse(plain), "circle", "highlight")
    assert render(state, highlight=[]) == plain


def test_path_is_drawn_along_the_roads() -> None:
    state = busy().state
    root = parse(render(state, path=["Nantes", "Champtoceaux", "Saumur", "Montsoreau"]))
    lines = of_class(root, "polyline", "route")
    assert len(lines) == 1 and len(lines[0].get("points").split()) == 4
    assert not of_class(root, "line", "off-road")
    jump = parse(render(state, path=["Nantes", "Saumur", "Montsoreau"]))
    assert len(of_class(jump, "line", "off-road")) == 1 and len(of_class(jump, "polyline", "route")) == 1


@pytest.mark.parametrize("kwargs, what", [
    ({"highlight": ["Paris"]}, "highlight: 'Paris'"),
    ({"path": ["Nantes", "Atlantis"]}, "path: 'Atlantis'"),
])
def test_unknown_places_are_refused_by_name(kwargs: dict, what: str) -> None:
    with pytest.raises(ValueError, match=what):
        render(busy().state, **kwargs)


def test_title_defaults_to_the_summary_and_is_escaped() -> None:
    state = busy().state
    assert state.summary() in texts(parse(render(state)))
    assert "A <b> & c" in texts(parse(render(state, title="A <b> & c")))


def test_width_scales_the_drawing() -> None:
    state = busy().state
    plain, small = parse(render(state)), parse(render(state, width=427))
    assert float(small.get("width")) == 427
    ratio = float(plain.get("width")) / float(plain.get("height"))
    assert float(small.get("width")) / float(small.get("height")) == pytest.approx(ratio, rel=0.01)
    assert small.find(f"{NS}g").get("transform").startswith("scale(0.5")


@pytest.mark.parametrize("players", [1, 2, 3, 4])
@pytest.mark.parametrize("variant", ["standard", "casual"])
def test_a_game_draws_itself(players: int, variant: str) -> None:
    g = loire.new_game(players=players, seed=7, variant=variant)
    svg = g.svg()
    assert svg == g._repr_svg_() == render(g.state)
    root = parse(svg)
    assert len(of_class(root, "g", "player")) == players
    assert bool(of_class(root, "g", "circus")) == (variant == "standard")
    assert g.svg(highlight=["Nantes"]) != svg


def test_a_frame_takes_under_10_ms() -> None:
    state = played(4, 150).state
    best = float("inf")
    for _ in range(5):
        start = time.perf_counter()
        for _ in range(10):
            render(state, highlight=["Saumur", "Orléans"], path=["Nantes", "Ancenis", "Angers"])
        best = min(best, (time.perf_counter() - start) / 10)
    assert best < 0.010
