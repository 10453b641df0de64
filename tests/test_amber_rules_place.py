"""Amber, rule by rule: laying tiles, travelling on roads, castles, villages, swamps and shovels.

Picture conventions are explained in test_amber_rules.py.
"""

from __future__ import annotations

from collections import Counter

import pytest
from test_amber_rules import allowed, board, fld, moves, reach, refused

import amber
import amber.rules
from tutor import NotationError

# Red castle C3, blue castle H3, nothing built: every side of red's castle is an inner field.
PLAIN = """
   A B C D E F G H I
1  . . . . . . . . .
2  . . . . . . . . .
3  . . 1 . . . . 2 .
4  . . . . . . . . .
"""

# Red's road B2 -> C2 (straight E-W) -> D2 (curve W-S) leads down to D3.
# E3 is a curve E-S from blue's castle F3: its W and N sides are blank.
#      C    D    E
#  2  ===  =+
#  3        ?   +==[2]
#               |
EDGES = """
   A B  C  D  E  F
1  . .  .  .  .  .
2  . 1  I1 L2 .  .
3  . .  .  .  L1 2
"""


# -- laying a tile -------------------------------------------------------------------------


@pytest.mark.rule("amber.place.tile", "obey")
def test_a_road_tile_is_laid_from_the_hand_on_a_reachable_empty_field() -> None:
    g = amber.scenario(PLAIN, hands=["curve tee tee tee tee tee", "tee"])
    allowed(g, "curve D3 r2")
    g.play("curve D3 r2")
    assert g.state.board == board(PLAIN.replace("3  . . 1 . .", "3  . . 1 L2 ."))


@pytest.mark.rule("amber.place.tile", "break")
def test_a_tile_that_fits_in_no_turn_cannot_be_laid_there() -> None:
    """On D3 a straight must show a road W (the castle) and a road N (D2's straight runs N-S): no turn does both."""
    picture = PLAIN.replace("2  . . . . .", "2  . . . I0 .")
    g = amber.scenario(picture, hands=["straight", ""], discards="shovel")
    assert not {m for m in moves(g) if m.startswith("straight D3")}
    refused(g, "straight D3 r0", "amber.place.castle-sides")  # N-S: blank toward the castle
    refused(g, "straight D3 r1", "amber.place.edges-match")  # E-W: blank toward D2's road


@pytest.mark.rule("amber.place.empty", "obey")
def test_a_field_emptied_by_a_shovel_can_be_built_on_again() -> None:
    picture = PLAIN.replace("3  . . 1 . .", "3  . . 1 I1 .")
    g = amber.scenario(picture, hands=["shovel cross", "cross"], deck="tee tee tee")
    g.play("shovel D3")
    g.play("cross G3 r0")
    allowed(g, "cross D3 r0")


@pytest.mark.rule("amber.place.empty", "break")
@pytest.mark.parametrize("move", ["cross D3 r0", "cross H3 r0", "cross C3 r0"])
def test_no_tile_goes_on_a_laid_tile_or_a_castle(move: str) -> None:
    picture = PLAIN.replace("3  . . 1 . .", "3  . . 1 I1 .")
    g = amber.scenario(picture, hands=["cross", ""])
    refused(g, move, "amber.place.empty")


@pytest.mark.rule("amber.place.reachable", "obey")
@pytest.mark.rule("amber.castle.owner-exits", "obey")
def test_the_first_tile_goes_on_one_of_the_four_fields_beside_the_own_castle() -> None:
    g = amber.scenario(PLAIN, hands=["cross", "cross"])
    assert {m.split()[1] for m in moves(g)} == {"C2", "B3", "D3", "C4"}


@pytest.mark.rule("amber.place.reachable", "break")
@pytest.mark.parametrize("move", ["cross E3 r0", "cross G3 r0", "cross D2 r0"])
def test_no_tile_where_no_road_leads(move: str) -> None:
    """E3 is two fields away, G3 lies beside blue's castle, D2 only touches C3's corner."""
    g = amber.scenario(PLAIN, hands=["cross", "cross"])
    refused(g, move, "amber.place.reachable")


@pytest.mark.rule("amber.place.edges-match", "obey")
def test_road_meets_road_and_blank_meets_blank() -> None:
    """On D3 only the curve turned W-N fits: road N to D2's road, blank E to E3's blank side."""
    g = amber.scenario(EDGES, hands=["curve", ""])
    assert {m for m in moves(g) if m.startswith("curve D3")} == {"curve D3 r3"}
    allowed(g, "curve D3 r3")


@pytest.mark.rule("amber.place.edges-match", "break")
@pytest.mark.parametrize("move", ["curve D3 r0", "curve D3 r1", "curve D3 r2"])
def test_a_road_may_not_meet_a_blank_side(move: str) -> None:
    """r0 (N-E) runs its road into E3's blank side; r1 (E-S) and r2 (S-W) show a blank to D2's road."""
    g = amber.scenario(EDGES, hands=["curve", ""])
    refused(g, move, "amber.place.edges-match")


@pytest.mark.rule("amber.place.castle-sides", "obey")
def test_a_tile_beside_a_castle_shows_a_road_toward_it() -> None:
    g = amber.scenario(PLAIN, hands=["curve", ""])
    allowed(g, "curve D3 r2")  # S-W: its W road meets the castle
    allowed(g, "curve C2 r1")  # E-S: its S road meets the castle


@pytest.mark.rule("amber.place.castle-sides", "break")
@pytest.mark.parametrize("move", ["curve D3 r0", "curve D3 r1", "curve C2 r3"])
def test_a_blank_side_may_not_face_a_castle(move: str) -> None:
    g = amber.scenario(PLAIN, hands=["curve", ""])
    refused(g, move, "amber.place.castle-sides")


@pytest.mark.rule("amber.place.rotation", "obey")
def test_the_turn_of_a_tile_decides_where_its_roads_go() -> None:
    """A curve on D3 fits turned S-W (r2) or W-N (r3); laid S-W, it leads on to D4 but not to E3."""
    g = amber.scenario(PLAIN, hands=["curve tee tee tee tee tee", "tee"])
    assert {m for m in moves(g) if m.startswith("curve D3")} == {"curve D3 r2", "curve D3 r3"}
    g.play("curve D3 r2")
    assert reach(g, 0) == {"C2", "B3", "C4", "D4"}


@pytest.mark.rule("amber.place.rotation", "obey")
def test_turns_that_look_the_same_are_one_move() -> None:
    g = amber.scenario(PLAIN, hands=["straight cross", ""])
    assert {m for m in moves(g) if m.startswith("straight D3")} == {"straight D3 r1"}
    assert g.parse("straight D3 r3") == g.parse("straight D3 r1")
    assert {m for m in moves(g) if m.startswith("cross D3")} == {"cross D3 r0"}


@pytest.mark.rule("amber.place.rotation", "break")
def test_there_are_only_four_quarter_turns() -> None:
    g = amber.scenario(PLAIN, hands=["curve", ""])
    verdict = g.check("curve D3 r4")
    assert not verdict.ok and verdict.rule == "amber.place.rotation"
    with pytest.raises(NotationError):
        g.play("curve D3 r4")
    assert g.history == ()


# Red castle B2 stands one field from the west rim.
RIM = """
   A B C D E F G
1  . . . . . . .
2  . 1 . . . 2 .
"""


@pytest.mark.rule("amber.place.board-edge", "obey")
@pytest.mark.parametrize("move", ["straight A2 r1", "straight B1 r0", "cross A2 r0"])
def test_a_road_may_run_to_the_rim_of_the_board(move: str) -> None:
    g = amber.scenario(RIM, hands=["straight cross", ""])
    allowed(g, move)


@pytest.mark.rule("amber.place.board-edge", "break")
def test_with_the_strict_board_edge_setting_a_road_may_not_face_the_rim(monkeypatch: pytest.MonkeyPatch) -> None:
    """road_may_face_board_edge=false (the other reading): the rim then counts as a blank side."""
    monkeypatch.setattr(amber.rules, "EDGE_ROAD_OK", False)
    g = amber.scenario(RIM, hands=["straight curve", ""])
    refused(g, "straight A2 r1", "amber.place.board-edge")
    allowed(g, "curve A2 r1")  # E-S: no road toward the rim


# -- roads are shared, some are one-way --------------------------------------------------------

# Red's road B2 - C2 - D2 (tee E-S-W) - E2 runs into blue's castle F2.
SHARED = """
   A B C  D  E  F G
1  . . .  .  .  . .
2  . 1 I1 T1 I1 2 .
3  . . .  .  .  . .
"""


@pytest.mark.rule("amber.roads.neutral", "obey")
def test_blue_builds_on_from_a_road_red_laid() -> None:
    """D3 is far from blue's castle, but blue travels there over the shared road (E2, then the tee on D2)."""
    g = amber.scenario(SHARED, hands=["", "cross"], player=1)
    allowed(g, "cross D3 r0")


@pytest.mark.rule("amber.roads.neutral", "break")
def test_a_road_that_does_not_reach_blues_castle_is_no_use_to_blue() -> None:
    """Without the tile on E2 the same road is red's only: red may build on D3, blue may not."""
    picture = SHARED.replace("T1 I1 2", "T1 .  2")
    refused(amber.scenario(picture, hands=["", "cross"], player=1), "cross D3 r0", "amber.place.reachable")
    allowed(amber.scenario(picture, hands=["cross", ""]), "cross D3 r0")


@pytest.mark.rule("amber.roads.one-way", "obey")
def test_travel_follows_the_arrow_and_arrows_may_point_at_each_other() -> None:
    """C2 leads one way out of red's castle (W to E). Red may lay a one-way tile on D2 pointing back (E to W):
    sides match on road/blank only. Afterwards red cannot travel on past D2."""
    picture = RIM.replace("2  . 1 . .", "2  . 1 i3 .")
    g = amber.scenario(picture, hands=["straight> tee tee tee tee tee", ""])
    allowed(g, "straight> D2 r1")
    g.play("straight> D2 r1")
    assert reach(g, 0) == {"A2", "B1", "B3"}


@pytest.mark.rule("amber.roads.one-way", "break")
def test_no_travel_against_the_arrow() -> None:
    """C2 points into red's castle (E to W): red cannot go out that way, so D2 is out of reach."""
    picture = RIM.replace("2  . 1 . .", "2  . 1 i1 .")
    g = amber.scenario(picture, hands=["cross", ""])
    refused(g, "cross D2 r0", "amber.place.reachable")


# -- castles -------------------------------------------------------------------------------------

# Blue's road runs from blue's castle F2 west to red's castle B2.
TO_RED = """
   A B C  D  E  F G
1  . . .  .  .  . .
2  . 1 I1 I1 I1 2 .
3  . . .  .  .  . .
"""


@pytest.mark.rule("amber.castle.dead-end", "obey")
@pytest.mark.rule("amber.castle.owner-exits", "break")
def test_blue_reaches_reds_castle_but_cannot_go_through_or_out_of_it() -> None:
    g = amber.scenario(TO_RED, hands=["", "cross"], player=1)
    assert g.scores()[1]["castles"] == 2  # connected to red's castle
    assert reach(g, 1) == {"F1", "G2", "F3"}  # only the fields beside blue's own castle
    refused(g, "cross A2 r0", "amber.place.reachable")


@pytest.mark.rule("amber.castle.dead-end", "break")
@pytest.mark.rule("amber.castle.owner-exits", "obey")
def test_for_its_owner_the_castle_is_no_dead_end() -> None:
    """Same board, red to play: red sets out through every side of its castle, including toward A2."""
    g = amber.scenario(TO_RED, hands=["cross", ""])
    assert reach(g, 0) == {"A2", "B1", "B3"}
    allowed(g, "cross A2 r0")


# -- villages ---------------------------------------------------------------------------------------

VILLAGE = """
   A B C D E F G
1  . . . . . . .
2  . 1 v . . 2 .
"""


@pytest.mark.rule("amber.village.road-tile", "obey")
@pytest.mark.rule("amber.coins.village", "obey")
def test_a_road_tile_on_the_village_field_connects_it_and_takes_its_coin() -> None:
    g = amber.scenario(VILLAGE, hands=["curve tee tee tee tee tee", ""])
    allowed(g, "curve C2 r2")
    g.play("curve C2 r2")
    s = g.state
    assert s.villages == (fld("C2"),) and s.board[fld("C2")] >= 0  # the village stands on the tile
    assert s.purse == (1, 0) and fld("C2") not in s.coins_on
    assert "amber.coins.village" in [rule for rule, _ in g.explain()]


@pytest.mark.rule("amber.village.road-tile", "break")
def test_no_swamp_on_a_village_field() -> None:
    g = amber.scenario(VILLAGE, hands=["swamp", ""])
    refused(g, "swamp C2", "amber.village.road-tile")


@pytest.mark.rule("amber.village.pass-through", "obey")
def test_the_road_runs_on_through_a_village() -> None:
    picture = VILLAGE.replace("1 v .", "1 I1v .")
    g = amber.scenario(picture, hands=["cross", ""])
    assert g.scores()[0]["villages"] == 1
    allowed(g, "cross D2 r0")


@pytest.mark.rule("amber.village.pass-through", "break")
@pytest.mark.rule("amber.castle.dead-end", "obey")
def test_a_castle_where_the_village_was_ends_the_road() -> None:
    picture = """
   A B C  D E F
1  . . .  . . .
2  . 1 I1 2 . .
"""
    g = amber.scenario(picture, hands=["cross", ""])
    assert g.scores()[0]["castles"] == 2
    refused(g, "cross E2 r0", "amber.place.reachable")


# -- swamps ----------------------------------------------------------------------------------------


@pytest.mark.rule("amber.swamp.place", "obey")
@pytest.mark.parametrize(("picture", "move"), [(PLAIN, "swamp D3"), (EDGES, "swamp D3")])
def test_a_swamp_is_laid_on_a_reachable_empty_field_whatever_its_neighbours(picture: str, move: str) -> None:
    """Beside a castle (road sides) or between D2's road and E3's blank side: a swamp fits anywhere."""
    g = amber.scenario(picture, hands=["swamp", ""])
    allowed(g, move, "amber.swamp.place")


@pytest.mark.rule("amber.swamp.place", "obey")
@pytest.mark.parametrize("move", ["straight C2 r1", "curve C2 r2"])
def test_a_road_or_a_blank_side_may_touch_a_swamp(move: str) -> None:
    """Any side may touch a swamp (our reading): C2's E side may be a road (running into the swamp) or blank."""
    picture = RIM.replace("2  . 1 . .", "2  . 1 . S")
    g = amber.scenario(picture, hands=["straight curve", ""], discards="shovel")
    allowed(g, move)


@pytest.mark.rule("amber.swamp.place", "break")
@pytest.mark.parametrize("move", ["swamp C3", "swamp E2"])
def test_a_swamp_needs_a_field_the_player_can_reach(move: str) -> None:
    g = amber.scenario(EDGES, hands=["swamp", ""])
    refused(g, move, "amber.place.reachable")


# Red's road B2 - C2 ends in a swamp on D2; E2 leads into blue's castle.
SWAMPED = """
   A B C  D E  F G
1  . . .  . .  . .
2  . 1 I1 S I1 2 .
"""


@pytest.mark.rule("amber.swamp.blocks", "obey")
def test_nobody_travels_across_a_swamp() -> None:
    """With a straight on D2 the castles would be joined; the swamp keeps them apart."""
    g = amber.scenario(SWAMPED, hands=["", ""])
    assert g.scores()[0]["castles"] == g.scores()[1]["castles"] == 0
    joined = amber.scenario(SWAMPED.replace("I1 S I1", "I1 I1 I1"), hands=["", ""])
    assert joined.scores()[0]["castles"] == joined.scores()[1]["castles"] == 2


@pytest.mark.rule("amber.swamp.blocks", "break")
@pytest.mark.parametrize("move", ["straight D2 r1", "swamp D2", "cross D2 r0"])
def test_nothing_may_be_laid_on_a_swamp(move: str) -> None:
    g = amber.scenario(SWAMPED, hands=["straight swamp cross", ""])
    refused(g, move, "amber.swamp.blocks")


# -- shovels ----------------------------------------------------------------------------------------

# Red's road B2 - C2 - D2 (two straights); a lone straight on E3 is out of red's reach.
# (a tile no road leads to is possible only after a shovel cut it off: the scenarios say discards="shovel")
DIG = """
   A B C  D  E  F G
1  . . .  .  .  . .
2  . 1 I1 I1 .  2 .
3  . . .  .  I0 . .
"""


@pytest.mark.rule("amber.shovel.target", "obey")
def test_a_shovel_removes_a_road_tile_and_both_are_thrown_out() -> None:
    g = amber.scenario(DIG, hands=["shovel cross cross cross cross cross", ""], deck="tee curve")
    before = g.state
    allowed(g, "shovel D2", "amber.shovel.target")
    g.play("shovel D2")
    assert g.state.board == board(DIG.replace("I1 I1 .", "I1 .  ."))
    assert sorted(g.state.discards[len(before.discards):]) == ["shovel", "straight"]
    assert Counter(g.state.hands[0]) == Counter(["cross"] * 5 + ["tee"])  # one tile drawn for the shovel


@pytest.mark.rule("amber.shovel.target", "break")
@pytest.mark.parametrize("move", ["shovel B2", "shovel F2", "shovel A2", "shovel E2"])
def test_a_shovel_digs_neither_a_castle_nor_an_empty_field(move: str) -> None:
    g = amber.scenario(DIG, hands=["shovel", ""], discards="shovel")
    refused(g, move, "amber.shovel.target")


@pytest.mark.rule("amber.shovel.reachable", "obey")
@pytest.mark.rule("amber.swamp.blocks", "obey")
def test_a_swamp_at_the_end_of_the_road_can_be_dug_up() -> None:
    """Red arrives at the swamp's edge (without entering it): that is enough to dig it; only a shovel removes it."""
    g = amber.scenario(SWAMPED, hands=["shovel tee tee tee tee tee", ""])
    allowed(g, "shovel D2", "amber.shovel.target")
    g.play("shovel D2")
    assert g.state.board[fld("D2")] == -1


@pytest.mark.rule("amber.shovel.reachable", "break")
def test_no_digging_where_no_road_leads() -> None:
    g = amber.scenario(DIG, hands=["shovel", ""], discards="shovel")
    refused(g, "shovel E3", "amber.shovel.reachable")
