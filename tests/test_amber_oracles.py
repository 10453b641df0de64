"""Legal-move counts derived by hand from the rules, as regression oracles (in the spirit of chess perft).

Every count below is worked out in the comments from the rules in
reference/amber.md and the tile shapes in amber/data/tiles.json, never read off
the engine. Notation: sides N, E, S, W; rotations turn a tile clockwise, so a
curve ``NE`` turned once (r1) joins E and S; ``N>S`` is a one-way road entered at
N and left at S.

How many turned forms of each kind show a road on ONE given side (all other
sides free), the table used throughout:

* straight ``N-S``: a half turn gives the same tile, so there are 2 forms (N-S and
  E-W); exactly 1 of them has a road on a given side.
* straight> ``N>S``: the arrow makes all 4 turns different (N>S, E>W, S>N, W>E);
  2 of them use a given side (arrow in or arrow out).
* curve ``NE``: 4 forms (NE, ES, SW, WN); every side belongs to 2 of them.
* curve> ``N>E``: the same 4 shapes with an arrow; again 2.
* tee ``NES``: 4 forms, named by the blank side; a given side is a road in 3.
* cross, roundabout (all four joined) and bridge (N-S over E-W, which turned a
  quarter is E-W over S-N, the same tile): 1 form each, with roads all round.
* swamp: no roads, and its sides match anything (reading A1), so 1 form that
  fits any empty reachable field except a village's.
* shovel: never laid; it only digs up tiles.
"""

from __future__ import annotations

import pytest

import amber
from amber.board import NEIGHBOURS, field, name
from amber.connect import buildable, one_more_tile, path_to, reach_matrix
from amber.moves import Dig, Pass, Place, Rebuild, Stuck
from amber.rules import legal_moves
from amber.state import CASTLE
from amber.tiles import KINDS, TOTAL_TILES, rotations

PER_SIDE = {
    "straight": 1, "straight>": 2, "curve": 2, "curve>": 2, "tee": 3,
    "cross": 1, "bridge": 1, "roundabout": 1, "swamp": 1, "shovel": 0,
}
# The rotation facts used in the table, checked against the tile module (each also derived above).
DISTINCT_FORMS = {"straight": 2, "straight>": 4, "curve": 4, "curve>": 4, "tee": 4, "cross": 1, "bridge": 1,
                  "roundabout": 1}


def moves_of(g: amber.Game) -> list[str]:
    return [str(m) for m in g.legal_moves()]


def test_the_rotation_facts_the_table_rests_on() -> None:
    assert {k: len(rotations(k)) for k in DISTINCT_FORMS} == DISTINCT_FORMS
    assert set(PER_SIDE) == set(KINDS)


# -- openings -------------------------------------------------------------------

# The 2-player layout (reference section 8): castles C6 and I6, eight villages.
OPENING = """
     A  B  C  D  E  F  G  H  I  J  K
 1   .  .  .  .  .  .  .  .  .  .  .
 2   .  .  .  .  .  .  .  .  .  .  .
 3   .  .  .  .  .  .  .  .  .  .  .
 4   .  .  .  v  .  .  .  v  .  .  .
 5   .  .  .  .  v  .  v  .  .  .  .
 6   .  .  1  .  .  .  .  .  2  .  .
 7   .  .  .  .  v  .  v  .  .  .  .
 8   .  .  .  v  .  .  .  v  .  .  .
 9   .  .  .  .  .  .  .  .  .  .  .
10   .  .  .  .  .  .  .  .  .  .  .
11   .  .  .  .  .  .  .  .  .  .  .
"""


@pytest.mark.rule("amber.place.reachable", "obey")
@pytest.mark.rule("amber.place.castle-sides", "obey")
@pytest.mark.parametrize(("hand", "count"), [
    # Only C5, D6, C7 and B6 touch red's castle; each needs just a road toward it.
    # per field: straight 1 + straight> 2 + curve 2 + tee 3 + cross 1 + swamp 1 = 10; 4 fields -> 40
    ("straight straight> curve tee cross swamp", 40),
    # duplicates add nothing: curve 2 + tee 3 = 5 per field -> 20
    ("curve curve curve tee tee tee", 20),
    # curve> 2 + bridge 1 + roundabout 1 = 4 per field -> 16; a shovel has nothing to dig yet
    ("curve> bridge roundabout shovel shovel shovel", 16),
])
def test_two_player_opening(hand: str, count: int) -> None:
    g = amber.scenario(OPENING, hands=[hand, "cross"])
    assert len(g.legal_moves()) == count
    assert {name(m.field) for m in g.legal_moves()} == {"C5", "D6", "C7", "B6"}


def test_two_player_opening_lists_each_form_once() -> None:
    # The tee on C5 (red's castle is south of it) needs a road on S.
    # tee r0 is NES (blank W), r1 ESW (blank N), r2 SWN (blank E), r3 WNE (blank S): S is a road in r0, r1, r2.
    g = amber.scenario(OPENING, hands=["tee", "cross"])
    assert [m for m in moves_of(g) if " C5 " in m + " "] == ["tee C5 r0", "tee C5 r1", "tee C5 r2"]


def table_count(hand: tuple[str, ...], fields: int) -> int:
    return fields * sum(PER_SIDE[k] for k in set(hand))


@pytest.mark.parametrize("variant", ["basic", "advanced"])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("seed", range(4))
def test_first_move_of_every_layout(players: int, seed: int, variant: str) -> None:
    """The start player has 4 castle-side fields (no layout puts a village or another castle there) x the table."""
    g = amber.new_game(players=players, seed=seed, variant=variant)
    s = g.state
    sides = NEIGHBOURS[s.castles[s.player]]
    assert all(n >= 0 and s.board[n] == -1 and n not in s.villages for n in sides)
    hand = s.hands[s.player]
    expected = table_count(hand, 4)
    if expected == 0:  # a hand of shovels only: stuck (nothing to dig, nothing to lay)
        assert set(g.legal_moves()) == {Stuck(k) for k in hand}
    else:
        assert len(g.legal_moves()) == expected


@pytest.mark.rule("amber.place.board-edge", "obey")
def test_corner_castle() -> None:
    # Castle on A1: only B1 and A2 touch it; roads may face the rim (reading A3), so the table holds: 2 fields.
    # tee 3 + curve 2 = 5 per field -> 10
    g = amber.scenario("""
        A  B  C
    1   1  .  .
    2   .  .  .
    3   .  .  2
    """, hands=["tee curve", "cross"])
    assert len(g.legal_moves()) == 10
    assert "curve B1 r3" in moves_of(g)  # W-N: the N road runs off the board


def test_perft_two_plies() -> None:
    """Depth-2 count: the castles are far apart, so red's tile never touches blue's four fields.

    red: straight 1 + curve 2 + tee 3 = 6 per field x 4 = 24 moves; blue: cross 1 + swamp 1 = 2 x 4 = 8 replies.
    """
    g = amber.scenario(OPENING, hands=["straight curve tee", "cross swamp"])
    assert len(g.legal_moves()) == 24
    leaves = 0
    for m in g.legal_moves():
        g.play(m)
        assert g.to_move == 1
        leaves += len(g.legal_moves())
        g.undo()
    assert leaves == 24 * 8 == 192


# -- villages, one-way roads ----------------------------------------------------


@pytest.mark.rule("amber.village.road-tile", "break")
def test_no_swamp_on_a_village_field() -> None:
    # B1 (north of red's castle) holds a village: curves on A2, B1, C2, B3: 2 each = 8; swamps only on A2, C2, B3.
    g = amber.scenario("""
        A  B  C  D
    1   .  v  .  .
    2   .  1  .  .
    3   .  .  .  .
    4   .  .  .  2
    """, hands=["swamp curve", "cross"])
    assert len(g.legal_moves()) == 11
    assert [m for m in moves_of(g) if m.startswith("swamp")] == ["swamp A2", "swamp C2", "swamp B3"]
    assert g.check("swamp B1").rule == "amber.village.road-tile"


ONE_WAY = """
    A  B  C  D  E
1   .  .  .  .  .
2   .  1  {}  .  .
3   .  .  .  .  .
4   .  .  .  .  2
"""


@pytest.mark.rule("amber.roads.one-way", "obey")
@pytest.mark.parametrize(("token", "count", "fields"), [
    # i1 = N>S turned once = E>W: one may only travel west on it, toward red's castle, so red gets no further.
    # Red reaches A2, B1, B3 (castle sides): tee 3 each = 9; the shovel may dig C2 (its W edge is red's castle side): 1
    ("i1", 10, {"A2", "B1", "B3", "C2"}),
    # i3 = W>E: red drives through C2 to D2 as well: tee 3 x 4 fields = 12, + shovel C2 = 13
    ("i3", 13, {"A2", "B1", "B3", "C2", "D2"}),
    # I1 = the two-way straight E-W: as i3
    ("I1", 13, {"A2", "B1", "B3", "C2", "D2"}),
])
def test_one_way_road(token: str, count: int, fields: set[str]) -> None:
    g = amber.scenario(ONE_WAY.format(token), hands=["tee shovel", "cross"])
    assert len(g.legal_moves()) == count
    assert {name(m.field) for m in g.legal_moves()} == fields
    assert moves_of(g)[-1] == "shovel C2"


@pytest.mark.rule("amber.place.reachable", "break")
def test_one_way_road_against_the_traveller_is_refused() -> None:
    g = amber.scenario(ONE_WAY.format("i1"), hands=["tee shovel", "cross"])
    v = g.check("tee D2 r1")
    assert not v.ok and v.rule == "amber.place.reachable"


# -- bridge and roundabout rebuilds -----------------------------------------------

# (a tile no road leads to is possible only after a shovel cut it off: the scenarios say discards="shovel")
REBUILD = """
    A  B  C  D  E
1   .  .  .  .  .
2   .  1  .  .  .
3   .  .  I0 .  .
4   .  .  .  .  2
"""
# Red's castle B2 touches A2, B1, C2 and B3; the straight on C3 runs N-S, so its W side (toward B3) is blank.
#   A2: road E only -> curve r0 (NE), r1 (ES) = 2; bridge 1                            -> 3
#   B1: road S only -> curve r1 (ES), r2 (SW) = 2; bridge 1                            -> 3
#   C2: road W (castle) and road S (C3's N end) -> curve r2 (SW) 1; bridge 1           -> 2
#   B3: road N, blank E (C3's blank W side) -> curve r3 (WN) 1; bridge has an E road: 0 -> 1
#   rebuild at B3: a road on N and E runs into C3's blank side -> curve r0 (NE) + bridge C3 (C3's other
#   neighbours are empty, so a bridge fits there)                                     -> 1
# Total 10. With a second bridge the bridge itself may be the B3 tile: + "bridge B3 r0 + bridge C3" = 11.


@pytest.mark.rule("amber.bridge.replace", "obey")
@pytest.mark.rule("amber.bridge.from-hand", "obey")
@pytest.mark.parametrize(("hand", "count"), [
    ("curve bridge", 10),
    ("curve curve curve curve curve bridge", 10),
    ("curve bridge bridge", 11),
])
def test_rebuild_position(hand: str, count: int) -> None:
    g = amber.scenario(REBUILD, hands=[hand, "cross"], discards="shovel")
    rebuilds = [m for m in moves_of(g) if "+" in m]
    assert len(g.legal_moves()) == count
    assert rebuilds == ["curve B3 r0 + bridge C3"] + (["bridge B3 r0 + bridge C3"] if count == 11 else [])


@pytest.mark.rule("amber.bridge.trigger", "break")
@pytest.mark.rule("amber.bridge.from-hand", "break")
def test_rebuild_needs_the_trigger_and_the_tile() -> None:
    g = amber.scenario(REBUILD, hands=["curve bridge", "cross"], discards="shovel")
    assert g.check("curve B3 r0").rule == "amber.bridge.trigger"  # runs into the blank side, no rebuild named
    assert g.check("curve B3 r0 + roundabout C3").rule == "amber.bridge.from-hand"
    no_bridge = amber.scenario(REBUILD, hands=["curve roundabout", "cross"], discards="shovel")
    assert "curve B3 r0 + roundabout C3" in moves_of(no_bridge)  # the roundabout does it as well
    assert no_bridge.check("curve B3 r0 + bridge C3").rule == "amber.bridge.from-hand"


@pytest.mark.rule("amber.turn.draw", "obey")
def test_rebuild_plays_two_tiles_and_draws_two() -> None:
    g = amber.scenario(REBUILD, hands=["curve curve curve curve curve bridge", "cross"], discards="shovel")
    deck = len(g.state.deck)
    g.play("curve B3 r0 + bridge C3")
    s = g.state
    assert s.board[field("C3")] == amber.tiles.code("bridge", 0)
    assert s.discards[-1] == "straight"
    assert len(s.hands[0]) == 6 and len(s.deck) == deck - 2
    # over the bridge red now reaches D3 (curve N->E on B3, then the bridge's W-E road)
    assert field("D3") in amber.reach.reachable_fields(s.board, s.reach[0], empty=True)


# -- shovels, stuck, pass -----------------------------------------------------------

SHOVEL = """
    A  B  C  D  E
1   .  .  .  .  .
2   .  1  I1 I1 .
3   .  .  .  .  .
4   .  .  .  .  2
"""


@pytest.mark.rule("amber.shovel.target", "obey")
@pytest.mark.rule("amber.shovel.reachable", "obey")
@pytest.mark.parametrize(("hand", "count"), [
    # red drives east over C2 and D2 (both E-W): shovel targets C2 and D2 -> 2
    ("shovel", 2),
    # + tee on A2, B1, B3 (castle sides) and E2 (end of the road): 3 x 4 = 12 -> 14
    ("shovel tee", 14),
])
def test_shovel_position(hand: str, count: int) -> None:
    g = amber.scenario(SHOVEL, hands=[hand, "cross"])
    assert len(g.legal_moves()) == count
    assert [m for m in moves_of(g) if m.startswith("shovel")] == ["shovel C2", "shovel D2"]


@pytest.mark.rule("amber.shovel.target", "break")
@pytest.mark.rule("amber.shovel.reachable", "break")
def test_shovel_refusals() -> None:
    g = amber.scenario(SHOVEL + "5   .  .  .  I0 .\n", hands=["shovel", "cross"], discards="shovel")
    assert g.check("shovel E2").rule == "amber.shovel.target"  # empty field
    assert g.check("shovel B2").rule == "amber.shovel.target"  # a castle
    assert g.check("shovel D5").rule == "amber.shovel.reachable"  # no road leads there
    assert g.check("special-shovel C2").rule == "amber.adv.special-shovel"  # basic game


def test_digging_cuts_the_road() -> None:
    g = amber.scenario(SHOVEL, hands=["shovel tee", "cross"])
    g.play("shovel C2")
    s = g.state
    assert s.board[field("C2")] == -1 and s.discards[-2:] == ("straight", "shovel")
    assert field("E2") not in amber.reach.reachable_fields(s.board, s.reach[0], empty=True)


STUCK = """
    A  B  C
1   1  S  .
2   S  .  .
3   .  .  2
"""


@pytest.mark.rule("amber.turn.stuck", "obey")
@pytest.mark.rule("amber.turn.must-play", "obey")
def test_stuck_position() -> None:
    # Swamps on B1 and A2 shut red's corner castle in: no empty field is reachable, and without a shovel the
    # swamps stay. Red must announce it and discard one of the 4 distinct kinds held.
    g = amber.scenario(STUCK, hands=["straight curve curve tee tee cross", "cross"], purse=[2, 0])
    assert moves_of(g) == ["stuck straight", "stuck curve", "stuck tee", "stuck cross"]
    deck, out = len(g.state.deck), g.state.coins_out
    g.play("stuck tee")
    s = g.state
    assert s.purse == (1, 0) and s.coins_out == out + 1  # one coin thrown out
    assert s.discards[-1] == "tee" and len(s.hands[0]) == 6 and len(s.deck) == deck - 1  # discard one, draw one


@pytest.mark.rule("amber.turn.must-play", "break")
def test_stuck_is_refused_while_a_tile_fits() -> None:
    g = amber.scenario(OPENING, hands=["curve", "cross"])
    assert g.check("stuck curve").rule == "amber.turn.must-play"


@pytest.mark.rule("amber.turn.stuck-empty-deck", "obey")
def test_pass_when_nothing_is_left_to_draw() -> None:
    g = amber.scenario(STUCK, hands=["straight curve curve tee tee cross", "cross"], deck="")
    assert g.legal_moves() == (Pass(),)
    assert g.check("stuck curve").rule == "amber.turn.stuck-empty-deck"


@pytest.mark.rule("amber.adv.special-shovel", "obey")
def test_special_shovel_frees_the_stuck_castle() -> None:
    # Advanced game: the special shovel may dig either swamp (A7: a usable shovel means not stuck) -> 2 moves
    g = amber.scenario(STUCK, hands=["straight curve curve tee tee cross", "cross"], variant="advanced")
    assert moves_of(g) == ["special-shovel B1", "special-shovel A2"]
    hand = g.state.hands[0]
    g.play("special-shovel A2")
    assert g.state.hands[0] == hand and g.state.specials[0] is False  # no hand tile played, nothing drawn
    assert g.state.phase == "play" and g.to_move == 1


# -- networkx questions (amber.connect) --------------------------------------------

DIRECTED = """
    A  B  C  D  E
1   .  .  .  .  .
2   .  1  {0}  {0}  2
"""


@pytest.mark.rule("amber.connect.directed", "obey")
def test_reach_matrix_is_directed() -> None:
    # W>E one-way straights on C2 and D2: red drives east into blue's castle side; blue cannot drive west.
    g = amber.scenario(DIRECTED.format("i3"), hands=["tee", "tee"])
    assert reach_matrix(g.state) == {"red": {"blue": True}, "blue": {"red": False}}
    assert g.scores()[0]["castles"] == 2 and g.scores()[1]["castles"] == 0
    two_way = amber.scenario(DIRECTED.format("I1"), hands=["tee", "tee"])
    assert reach_matrix(two_way.state) == {"red": {"blue": True}, "blue": {"red": True}}


def test_path_to_gives_the_fields_along_the_road() -> None:
    g = amber.scenario(DIRECTED.format("i3"), hands=["tee", "tee"])
    assert path_to(g.state, 0, "blue castle") == ["B2", "C2", "D2", "E2"]
    assert path_to(g.state, 1, "red castle") == []


VILLAGE = """
    A  B  C  D
1   .  .  .  .
2   .  1  I1 v
3   .  .  .  .
4   .  .  .  2
"""


def test_one_more_tile_finds_the_tiles_that_connect_the_village() -> None:
    # Red arrives at D2's W side. A tile connects the village only if red can enter it there (reading A5):
    # straight r1 (E-W); straight> only r3 (W>E; r1 is E>W, pointing out); curve r2 (SW), r3 (WN);
    # curve> only r3 (W>N; r2 is S>W, pointing out); tee r1, r2, r3; cross, bridge, roundabout -> 11
    g = amber.scenario(VILLAGE, hands=["tee", "cross"])
    found = one_more_tile(g.state, 0)
    assert set(found) == {"village D2"}
    assert sorted(found["village D2"]) == sorted([
        "straight D2 r1", "straight> D2 r3", "curve D2 r2", "curve D2 r3", "curve> D2 r3",
        "tee D2 r1", "tee D2 r2", "tee D2 r3", "cross D2 r0", "bridge D2 r0", "roundabout D2 r0",
    ])
    assert one_more_tile(g.state, 1) == {}
    g.play("tee D2 r3")
    assert path_to(g.state, 0, "village D2") == ["B2", "C2", "D2"]
    assert path_to(g.state, 1, "village D2") == []


@pytest.mark.rule("amber.coins.village", "obey")
def test_a_one_way_tile_pointing_out_does_not_connect() -> None:
    g = amber.scenario(VILLAGE, hands=["straight> straight>", "cross"])
    g.play("straight> D2 r1")  # E>W: red stands at its W end, the arrow points at red
    assert g.scores()[0]["villages"] == 0 and field("D2") in g.state.coins_on
    g.undo()
    g.play("straight> D2 r3")
    assert g.scores()[0] == {"coins": 1, "villages": 1, "castles": 0, "total": 2}


BUILDABLE = """
    A  B  C  D  E  F
1   .  .  .  .  .  .
2   .  1  L2 .  .  .
3   .  .  I0 .  .  .
4   .  .  T0 .  .  .
5   .  .  .  .  .  2
"""


def test_buildable_equals_the_fields_of_the_legal_placements() -> None:
    # Red: castle sides B1, A2, B3 (C2 is built); the road C2 (W-S), C3 (N-S), C4 (tee NES) leads on to D4 and C5.
    g = amber.scenario(BUILDABLE, hands=["swamp cross", "tee"])
    fields = buildable(g.state, 0)
    assert fields == ["B1", "A2", "B3", "D4", "C5"]
    placed = {name(m.field) for m in g.legal_moves() if isinstance(m, Place)}
    assert placed == set(fields)
    # B1, A2 (a road toward the castle), D4 (road W) and C5 (road N): swamp + cross = 2 each -> 8.
    # B3 also faces C3's blank W side, so it needs a blank E: the cross does not fit, the swamp does -> 1. Total 9.
    assert len(g.legal_moves()) == 9


# -- scenario bookkeeping ---------------------------------------------------------


def tile_count(s: amber.State) -> int:
    on_board = sum(1 for c in s.board if 0 <= c < CASTLE)
    return len(s.deck) + sum(len(h) for h in s.hands) + on_board + len(s.discards) + len(s.market)


def test_a_scenario_accounts_for_all_92_tiles() -> None:
    g = amber.scenario(BUILDABLE, hands=["swamp cross", "tee"], deck="curve curve")
    assert tile_count(g.state) == TOTAL_TILES and g.state.deck == ("curve", "curve")
    adv = amber.scenario(BUILDABLE, hands=["swamp cross", "tee"], variant="advanced")
    assert tile_count(adv.state) == TOTAL_TILES and len(adv.state.market) == 2


def test_a_scenario_with_an_explicit_market_accounts_for_all_92_tiles() -> None:
    """Regression: the chosen market tiles once came on top of the 92 (they were also left in the deck)."""
    g = amber.scenario(BUILDABLE, hands=["swamp cross", "tee"], variant="advanced", market="tee swamp")
    assert g.state.market == ("tee", "swamp")
    assert tile_count(g.state) == TOTAL_TILES


def test_moves_are_the_engines_values() -> None:
    """The notation of the moves used above reads back to the same values."""
    g = amber.scenario(REBUILD, hands=["curve bridge bridge", "cross"], discards="shovel")
    for m in legal_moves(g.state):
        assert amber.parse(str(m)) == m
        assert isinstance(m, (Place, Rebuild, Dig))


# -- coins and the end of the game ---------------------------------------------------

BETWEEN = """
    A  B  C  D
1   .  .  .  .
2   .  1  v  2
3   .  .  .  .
"""
# One village, on C2, between red's castle (B2) and blue's (D2). Red lays the tile on C2.


@pytest.mark.rule("amber.coins.village", "obey")
@pytest.mark.rule("amber.coins.castle", "obey")
@pytest.mark.rule("amber.end.simultaneous", "obey")
def test_a_two_way_tile_connects_both_at_once() -> None:
    # The E-W straight: red enters from W, blue from E -> the village coin is thrown out; each reaches the other's
    # castle alone -> each takes the other's castle coin. Both reach everything: nobody wins yet.
    g = amber.scenario(BETWEEN, hands=["straight straight>", "cross"])
    out = g.state.coins_out
    g.play("straight C2 r1")
    s = g.state
    assert s.purse == (1, 1) and s.coins_out == out + 1 and s.coins_on == frozenset()
    assert s.phase == "play" and s.winner is None and g.to_move == 1
    assert [row["total"] for row in g.scores().values()] == [4, 4]  # 1 coin + 1 village + 2 (castle)


@pytest.mark.rule("amber.end.sudden-death", "obey")
@pytest.mark.rule("amber.connect.directed", "obey")
@pytest.mark.parametrize(("move", "winner", "purse"), [
    # W>E: red enters the village and drives on into blue's castle; blue cannot enter against the arrow.
    ("straight> C2 r3", 0, (2, 0)),
    # E>W: the mirror image: blue alone is connected, so blue wins, on red's turn.
    ("straight> C2 r1", 1, (0, 2)),
])
def test_a_one_way_tile_gives_everything_to_one_baron(move: str, winner: int, purse: tuple[int, int]) -> None:
    g = amber.scenario(BETWEEN, hands=["straight straight>", "cross"])
    g.play(move)
    assert g.is_over and g.state.winner == winner and g.winners() == (winner,)
    assert g.state.purse == purse
    assert g.explain()[-1][0] == "amber.end.sudden-death"
    assert g.legal_moves() == () and g.check("cross C3 r0").rule == "amber.end.over"


@pytest.mark.rule("amber.end.pass-round", "obey")
def test_a_round_of_passes_ends_the_game() -> None:
    # Empty pile; red is shut in (STUCK), blue holds only a shovel and no tile is within blue's reach: both pass.
    g = amber.scenario(STUCK, hands=["straight curve curve tee tee cross", "shovel"], deck="")
    g.play("pass")
    assert not g.is_over and g.legal_moves() == (Pass(),)
    g.play("pass")
    assert g.is_over and g.explain()[-1][0] == "amber.end.pass-round"
    assert g.winners() == (0, 1)  # nobody scored: the tie stands


@pytest.mark.rule("amber.end.deck-out", "obey")
def test_empty_pile_and_small_hands_end_the_game() -> None:
    g = amber.scenario(OPENING, hands=["curve tee", "cross"], deck="")
    g.play("tee C5 r0")
    assert g.is_over and g.explain()[-1][0] == "amber.end.deck-out"
