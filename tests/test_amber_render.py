"""Tests of Amber's SVG board (amber.render): well-formed, deterministic, complete, and honest about hidden hands.

Speed is measured in benchmarks/, not here.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import replace
from functools import cache

import pytest

import amber
from amber.board import COLUMNS, SIZE, field, name
from amber.render import CELL, MARGIN, kind_words, render
from amber.state import CASTLE, COLOUR_NAMES, State
from amber.tiles import KINDS
from tutor.bots import RandomBot, play_out

NS = "{http://www.w3.org/2000/svg}"
COIN_FILL = "#f5c518"
VILLAGE_FILL = "#a0522d"


def parse(svg: str) -> ET.Element:
    root = ET.fromstring(svg)
    assert root.tag == f"{NS}svg"
    return root


def texts(root: ET.Element) -> list[str]:
    return [t.text or "" for t in root.iter(f"{NS}text")]


def group_titles(root: ET.Element) -> list[str]:
    return [t.text or "" for g in root.iter(f"{NS}g") for t in g.findall(f"{NS}title")]


def field_at(x: float, y: float) -> int:
    """The field whose square holds the point (x, y)."""
    col, row = int((x - MARGIN) // CELL), int((y - MARGIN) // CELL)
    assert 0 <= col < SIZE and 0 <= row < SIZE
    return row * SIZE + col


@cache
def late_game(players: int, variant: str = "basic", seed: int = 3, moves: int = 60) -> amber.Game:
    """A game ``moves`` random moves in (or finished, if it ended sooner)."""
    g = amber.new_game(players=players, seed=seed, variant=variant)
    play_out(g, [RandomBot(seed * 10 + i) for i in range(players)], max_moves=moves)
    return g


DIRECTED = """
    A  B  C  D  E
1   .  .  .  .  .
2   .  1  i3 i3 2
3   .  .  .  .  .
"""


def directed() -> amber.Game:
    """Red's one-way road runs into blue's castle; red holds curves and tees, blue a cross and a swamp."""
    return amber.scenario(DIRECTED, hands=["curve tee tee", "cross swamp"])


def states() -> list[tuple[str, State]]:
    out = [(f"{n}p-opening", amber.new_game(players=n, seed=n).state) for n in (2, 3, 4, 5, 6)]
    out += [("6p-late", late_game(6).state), ("4p-advanced", late_game(4, "advanced").state)]
    out += [("2p-finished", late_game(2, moves=10_000).state), ("scenario", directed().state)]
    return out


STATES = states()
IDS = [label for label, _ in STATES]
ALL = [s for _, s in STATES]


@pytest.mark.parametrize("state", ALL, ids=IDS)
def test_well_formed_xml(state: State) -> None:
    root = parse(render(state))
    assert float(root.get("width", 0)) > SIZE * CELL and root.get("viewBox")
    for p in range(state.players):
        options: list[dict[str, object]] = [
            {"viewer": p}, {"reach": p}, {"connections": p}, {"placements": "curve"}, {"panel": False},
            {"highlight": ["A1", field("K11")], "path": ["C6", "D6", "E6"]},
        ]
        for opts in options:
            parse(render(state, **opts))


@pytest.mark.parametrize("state", ALL, ids=IDS)
def test_deterministic(state: State) -> None:
    assert render(state) == render(state)
    assert render(state, reach=0, viewer=1) == render(state, reach=0, viewer=1)


def test_same_position_same_bytes_after_a_replay() -> None:
    g = late_game(5, "advanced")
    again = amber.load_record(g.to_record())
    assert again.state is not g.state
    assert render(again.state) == render(g.state)
    assert g._repr_svg_() == g.svg() == render(g.state)


@pytest.mark.parametrize("state", ALL, ids=IDS)
def test_board_labels_a_to_k_and_1_to_11(state: State) -> None:
    shown = set(texts(parse(render(state, panel=False))))
    assert set(COLUMNS) == set("ABCDEFGHIJK") <= shown
    assert {str(r) for r in range(1, 12)} <= shown
    assert len(COLUMNS) * SIZE == 121


@pytest.mark.parametrize("state", ALL, ids=IDS)
def test_one_castle_group_per_player(state: State) -> None:
    titles = group_titles(parse(render(state)))
    for p, c in enumerate(state.castles):
        mine = [t for t in titles if t.endswith(f"{COLOUR_NAMES[p]}'s castle")]
        assert mine == [f"{name(c)}: {COLOUR_NAMES[p]}'s castle"]
    assert sum(t.endswith("'s castle") for t in titles) == state.players


@pytest.mark.parametrize("state", ALL, ids=IDS)
def test_one_group_per_tile(state: State) -> None:
    titles = [t for t in group_titles(parse(render(state))) if not t.endswith("'s castle")]
    expected = [f"{name(f)}: {kind_words(amber.tiles.kind_of(c).name)}" for f, c in enumerate(state.board)
                if 0 <= c < CASTLE]
    assert titles == expected


@pytest.mark.parametrize("state", ALL, ids=IDS)
def test_coins_only_where_coins_are(state: State) -> None:
    root = parse(render(state))
    coins = [c for c in root.iter(f"{NS}circle") if c.get("fill") == COIN_FILL]
    assert sorted(field_at(float(c.get("cx", 0)), float(c.get("cy", 0))) for c in coins) == sorted(state.coins_on)


def test_some_coins_are_gone_late_in_a_game() -> None:
    s = late_game(2, moves=10_000).state
    assert len(s.coins_on) < 10  # so the test above also saw a board with fewer coins than at the start


@pytest.mark.parametrize("state", ALL, ids=IDS)
def test_a_village_on_every_village_field(state: State) -> None:
    root = parse(render(state))
    drawn = [p for p in root.iter(f"{NS}polygon") if p.get("fill") == VILLAGE_FILL]
    firsts = [tuple(map(float, p.get("points", "").split()[0].split(","))) for p in drawn]
    assert sorted(field_at(x, y) for x, y in firsts) == sorted(state.villages)


def test_highlights_change_the_picture() -> None:
    g = directed()
    s = g.state
    plain = render(s)
    variants = {
        "reach": render(s, reach=0),
        "placements": render(s, placements="tee"),
        "connections": render(s, connections=0),
        "highlight": render(s, highlight=["C2", "D2"]),
        "path": render(s, path=amber.connect.path_to(s, 0, "blue castle")),
    }
    for label, svg in variants.items():
        assert svg != plain, label
        parse(svg)
    assert len(set(variants.values())) == len(variants)
    assert render(s, reach=0) != render(s, reach=1)  # each player's own reach
    assert render(s, highlight=["C2"]) == render(s, highlight=[field("C2")])  # names or numbers
    assert render(s, placements="cross") == plain  # red holds no cross: nothing to show
    assert render(s, connections=1) == plain  # blue is connected to nothing


def test_highlight_marks_the_named_fields() -> None:
    s = directed().state
    root = parse(render(s, highlight=["C2", "E3"]))
    rings = [r for r in root.iter(f"{NS}rect") if r.get("stroke") == "#ffbf00"]
    assert sorted(field_at(float(r.get("x", 0)), float(r.get("y", 0))) for r in rings) == [field("C2"), field("E3")]


def hand_lines(svg: str) -> str:
    return "\n".join(texts(parse(svg)))


def test_viewer_hides_the_other_hands() -> None:
    """Red holds curves and tees, blue a cross and a swamp: no kind of the other's appears in a player's view."""
    s = directed().state
    red, blue, teacher = hand_lines(render(s, viewer=0)), hand_lines(render(s, viewer=1)), hand_lines(render(s))
    assert "curve, tee, tee" in red and "cross" not in red and "swamp" not in red and "2 hidden tiles" in red
    assert "cross, swamp" in blue and "curve" not in blue and "tee" not in blue and "3 hidden tiles" in blue
    assert "curve, tee, tee" in teacher and "cross, swamp" in teacher and "hidden" not in teacher


@pytest.mark.parametrize("state", ALL, ids=IDS)
def test_viewer_sees_only_their_own_hand(state: State) -> None:
    for p in range(state.players):
        text = hand_lines(render(state, viewer=p))
        assert text.count("hidden tiles") == state.players - 1
        for q in range(state.players):
            if q != p:
                assert f"{len(state.hands[q])} hidden tiles" in text
        public = ("special shovel ready",)  # the special shovels are open information
        shown = [t for t in texts(parse(render(state, viewer=p))) if any(k in t for k in KINDS) and t not in public]
        allowed = ", ".join(map(kind_words, state.hands[p])) + " " + ", ".join(map(kind_words, state.market))
        for line in shown:  # every line naming tiles is the own hand (maybe wrapped) or the face-up row
            assert line.removeprefix("face up: ") in allowed, line


def test_teacher_view_shows_every_hand() -> None:
    s = late_game(6).state
    text = " ".join(texts(parse(render(s))))
    for hand in s.hands:
        for kind in set(hand):
            assert kind_words(kind) in text
    assert "hidden" not in text


def test_player_names_are_escaped() -> None:
    s = directed().state
    root = parse(render(s, names=("Ann & <Bob>", "Cy")))
    assert any(t.startswith("▶ Ann & <Bob>: 0 coins") for t in texts(root))


def test_without_panel_no_hands_are_shown() -> None:
    s = directed().state
    text = hand_lines(render(s, panel=False))
    assert "curve" not in text and "coin" not in text
    assert float(parse(render(s, panel=False)).get("width", 0)) < float(parse(render(s)).get("width", 0))


STUCK = """
    A  B  C
1   1  S  .
2   S  .  .
3   .  .  2
"""


def test_placements_in_a_stuck_position_show_nothing() -> None:
    """Regression: placements=KIND once read ``m.field`` of Stuck moves (which have a kind but no field)."""
    s = amber.scenario(STUCK, hands=["straight curve", "cross"]).state
    assert all(type(m).__name__ == "Stuck" for m in amber.rules.legal_moves(s))
    assert render(s, placements="curve") == render(s)


def test_placements_in_the_draw_phase_show_nothing() -> None:
    """Regression: placements=KIND once read ``m.field`` of the draw phase's Draw moves."""
    g = amber.new_game(players=2, seed=0, variant="advanced")
    g.play(g.legal_moves()[0])
    s = g.state
    assert s.phase == "draw" and s.market
    assert render(s, placements=s.market[0]) == render(s)



def test_counts_are_said_in_singular_or_plural() -> None:
    """One tile drawn is "1 tile", one coin "1 coin", never "tile(s)" or "coin(s)" (what a pupil reads after each
    move on the table, and beside the board)."""
    g = amber.new_game(players=2, seed=1)
    g.play(g.legal_moves()[0])
    said = dict(g.explain())
    assert said["amber.turn.draw"].endswith("draws 1 tile."), said
    shown = texts(parse(render(replace(g.state, purse=(1, 2)))))
    assert any(t.endswith("red: 1 coin") for t in shown) and any(t.endswith("blue: 2 coins") for t in shown), shown
    assert not any("(s)" in t for t in shown), shown
