"""Amber, rule by rule: the bridge and roundabout rebuild, and how the two tiles carry traffic.

Picture conventions are explained in test_amber_rules.py.
"""

from __future__ import annotations

from collections import Counter

import pytest
from test_amber_rules import allowed, board, fld, moves, new_discards, reach, refused

import amber

# Blue's road runs north from blue's castle D4 over two straights (D3, D2). Red's castle B2 is two fields west
# of D2, whose blank W side faces C2:
#       B    C    D    E
#  2   [1]   ?    |
#  3              |
#  4             [2]
STRAIGHT = """
   A B C D  E
1  . . . .  .
2  . 1 . I0 .
3  . . . I0 .
4  . . . 2  .
"""
RED_HAND = "straight bridge curve curve curve curve"

# The same after red's rebuild: a straight on C2 runs into a bridge on D2.
REBUILT = STRAIGHT.replace("1 . I0", "1 I1 B")


@pytest.mark.rule("amber.bridge.trigger", "obey")
@pytest.mark.rule("amber.bridge.from-hand", "obey")
def test_a_road_into_a_straights_blank_side_allows_a_rebuild() -> None:
    g = amber.scenario(STRAIGHT, hands=[RED_HAND, ""])
    allowed(g, "straight C2 r1 + bridge D2", "amber.bridge.replace")
    assert {m for m in moves(g) if "+" in m} == {"straight C2 r1 + bridge D2"}  # the only road E-W onto C2


@pytest.mark.rule("amber.bridge.replace", "obey")
def test_the_straight_is_thrown_out_the_bridge_takes_its_place_and_two_tiles_are_drawn() -> None:
    g = amber.scenario(STRAIGHT, hands=[RED_HAND, ""], deck="tee cross swamp")
    before = g.state
    g.play("straight C2 r1 + bridge D2")
    s = g.state
    assert s.board == board(REBUILT)
    assert new_discards(before, s) == ["straight"]
    assert Counter(s.hands[0]) == Counter(["curve"] * 4 + ["tee", "cross"])
    assert s.deck == ("swamp",) and g.to_move == 1


@pytest.mark.rule("amber.turn.draw", "obey")
def test_after_a_rebuild_with_one_tile_left_only_that_one_is_drawn() -> None:
    g = amber.scenario(STRAIGHT, hands=[RED_HAND, ""], deck="tee")
    g.play("straight C2 r1 + bridge D2")
    assert len(g.state.hands[0]) == 5 and g.state.deck == ()


@pytest.mark.rule("amber.bridge.trigger", "break")
def test_no_rebuild_of_a_curve() -> None:
    """D2 holds a curve (E-S, toward blue's castle E2): its blank W side allows no rebuild."""
    picture = """
   A B C D  E
1  . . . .  .
2  . 1 . L1 2
"""
    g = amber.scenario(picture, hands=[RED_HAND, ""])
    refused(g, "straight C2 r1 + bridge D2", "amber.bridge.trigger")


@pytest.mark.rule("amber.bridge.trigger", "obey")
@pytest.mark.rule("amber.place.edges-match", "break")
def test_a_road_into_a_straights_blank_side_is_an_edge_fault_unless_a_rebuild_is_in_hand() -> None:
    """Without a bridge or roundabout in the hand the plain side rule refuses the road; with one, the refusal
    points to the rebuild."""
    plain = amber.scenario(STRAIGHT, hands=["straight curve curve curve curve curve", ""])
    refused(plain, "straight C2 r1", "amber.place.edges-match")
    assert plain.check("straight C2 r1").reason == "side E (road) meets a blank side of a straight road on D2"
    rebuild = amber.scenario(STRAIGHT, hands=[RED_HAND, ""])
    refused(rebuild, "straight C2 r1", "amber.bridge.trigger")
    assert "'straight C2 r1 + bridge D2'" in rebuild.check("straight C2 r1").reason
    roundabout = amber.scenario(STRAIGHT, hands=["straight roundabout curve curve curve curve", ""])
    assert "'straight C2 r1 + roundabout D2'" in roundabout.check("straight C2 r1").reason  # the tile red holds
    one_bridge = amber.scenario(STRAIGHT, hands=["bridge curve curve curve curve curve", ""])
    refused(one_bridge, "bridge C2 r0", "amber.place.edges-match")  # the only bridge cannot be laid and rebuild too


@pytest.mark.rule("amber.bridge.trigger", "break")
def test_no_rebuild_when_the_new_tile_shows_no_road_toward_the_straight() -> None:
    """A curve S-W on C2 meets D2's blank side with a blank side: nothing runs into the straight."""
    g = amber.scenario(STRAIGHT, hands=[RED_HAND, ""])
    allowed(g, "curve C2 r2")
    refused(g, "curve C2 r2 + bridge D2", "amber.bridge.trigger")


@pytest.mark.rule("amber.bridge.replace", "break")
def test_no_rebuild_when_the_bridge_would_not_match_its_other_neighbours() -> None:
    """E2 holds a curve N-E whose blank W side would meet the bridge's road."""
    picture = STRAIGHT.replace("I0 .\n3", "I0 L0\n3")
    g = amber.scenario(picture, hands=[RED_HAND, ""], discards="shovel")
    refused(g, "straight C2 r1 + bridge D2", "amber.bridge.replace")


@pytest.mark.rule("amber.bridge.from-hand", "obey")
def test_a_roundabout_from_the_hand_rebuilds_too() -> None:
    g = amber.scenario(STRAIGHT, hands=["straight roundabout curve curve curve curve", ""])
    allowed(g, "straight C2 r1 + roundabout D2", "amber.bridge.replace")


@pytest.mark.rule("amber.bridge.from-hand", "break")
def test_a_bridge_that_is_not_in_the_hand_cannot_be_used() -> None:
    """Advanced game: a bridge lies face up on the table, but red holds none."""
    g = amber.scenario(STRAIGHT, hands=["straight curve curve curve curve curve", ""], variant="advanced",
                       market="bridge roundabout", deck="tee tee tee")
    refused(g, "straight C2 r1 + bridge D2", "amber.bridge.from-hand")
    refused(g, "straight C2 r1 + roundabout D2", "amber.bridge.from-hand")


@pytest.mark.rule("amber.bridge.normal", "obey")
def test_a_bridge_can_be_laid_like_any_road_tile() -> None:
    g = amber.scenario(STRAIGHT, hands=[RED_HAND, ""], deck="tee cross")
    allowed(g, "bridge A2 r0")
    g.play("bridge A2 r0")
    assert g.state.board == board(STRAIGHT.replace("2  . 1", "2  B 1"))
    assert g.state.deck == ("cross",)  # one tile played, one drawn


@pytest.mark.rule("amber.bridge.normal", "break")
def test_a_bridge_is_not_laid_over_a_straight_without_a_rebuild() -> None:
    g = amber.scenario(STRAIGHT, hands=[RED_HAND, ""])
    refused(g, "bridge D2 r0", "amber.bridge.normal")


@pytest.mark.rule("amber.bridge.crossing", "obey")
def test_on_a_bridge_the_roads_cross_without_meeting() -> None:
    """Red goes straight over the bridge to E2 but cannot turn north to D1; blue goes north to D1 only."""
    g = amber.scenario(REBUILT, hands=["", ""])
    assert reach(g, 0) == {"A2", "B1", "B3", "E2"}
    assert reach(g, 1) == {"C4", "E4", "D5", "D1"}
    assert g.scores()[0]["castles"] == g.scores()[1]["castles"] == 0


@pytest.mark.rule("amber.bridge.crossing", "break")
def test_a_roundabout_joins_all_four_roads() -> None:
    """The same board with a roundabout: red can turn north and south (to blue's castle), and blue west."""
    g = amber.scenario(REBUILT.replace(" B ", " O "), hands=["", ""])
    assert {"D1", "E2"} <= reach(g, 0)
    assert g.scores()[0]["castles"] == g.scores()[1]["castles"] == 2


@pytest.mark.rule("amber.bridge.crossing", "break")
@pytest.mark.rule("amber.coins.castle", "obey")
def test_a_rebuild_with_a_roundabout_joins_both_roads_and_hands_out_the_castle_coins() -> None:
    """Red's road from the west and blue's road from the south meet on the roundabout: each reaches the
    other's castle, so each takes the other's coin."""
    g = amber.scenario(STRAIGHT, hands=["straight roundabout curve curve curve curve", ""])
    g.play("straight C2 r1 + roundabout D2")
    assert g.state.purse == (1, 1) and not {fld("B2"), fld("D4")} & g.state.coins_on


@pytest.mark.rule("amber.adv.market", "obey")
@pytest.mark.rule("amber.bridge.replace", "obey")
def test_the_second_of_two_draws_may_take_the_tile_that_refilled_the_first() -> None:
    """After a rebuild red draws twice; the roundabout turned up by the first draw can be the second."""
    g = amber.scenario(STRAIGHT, hands=[RED_HAND, ""], variant="advanced", market="tee cross",
                       deck="roundabout swamp curve")
    g.play_many(["straight C2 r1 + bridge D2", "draw market tee"])
    assert g.to_move == 0 and Counter(g.state.market) == Counter(["cross", "roundabout"])
    g.play("draw market roundabout")
    s = g.state
    assert Counter(s.hands[0]) == Counter(["curve"] * 4 + ["tee", "roundabout"])
    assert Counter(s.market) == Counter(["cross", "swamp"]) and s.deck == ("curve",) and g.to_move == 1
