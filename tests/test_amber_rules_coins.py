"""Amber, rule by rule: connections, coins, the end of the game and the scores.

Picture conventions are explained in test_amber_rules.py.
"""

from __future__ import annotations

import json

import pytest
from test_amber_rules import BOTH_SHUT, RED_SHUT, STUCK_HAND, TWO, fld, refused

import amber
from tutor.record import dumps
from tutor.rules import RecordError

ROW1 = "   A B C  D  E  F G\n1  . . .  .  .  . .\n"


def row2(middle: str) -> str:
    """Red's castle B2 and blue's castle F2 with ``middle`` (fields C2, D2, E2) between them."""
    return ROW1 + f"2  . 1 {middle} 2 .\n"


def rules_named(g: amber.Game) -> list[str]:
    """The rule ids the explanation of the last move names."""
    return [rule for rule, _ in g.explain()]


# -- castle coins and directed connections ---------------------------------------------------------


@pytest.mark.rule("amber.coins.castle", "obey")
@pytest.mark.rule("amber.connect.directed", "obey")
def test_a_one_way_road_connects_red_to_blue_but_not_blue_to_red() -> None:
    """C2 and D2 lead one way east; red completes the line with a one-way tile on E2 (W to E)."""
    g = amber.scenario(row2("i3 i3 ."), hands=["straight> tee tee tee tee tee", ""])
    g.play("straight> E2 r3")
    s = g.state
    assert s.purse == (1, 0)  # red alone reaches blue's castle and takes its coin
    assert fld("F2") not in s.coins_on and fld("B2") in s.coins_on  # nobody reaches red's castle
    assert g.scores()[0]["castles"] == 2 and g.scores()[1]["castles"] == 0
    assert "amber.coins.castle" in rules_named(g)


@pytest.mark.rule("amber.connect.directed", "break")
@pytest.mark.rule("amber.coins.castle", "obey")
def test_a_two_way_road_connects_both_ways() -> None:
    """Both castles are reached at once, each by one non-owner: each takes the other's coin
    (the owner never counts, so neither coin is thrown out)."""
    g = amber.scenario(row2("I1 I1 ."), hands=["straight tee tee tee tee tee", ""])
    out = g.state.coins_out
    g.play("straight E2 r1")
    s = g.state
    assert s.purse == (1, 1) and not {fld("B2"), fld("F2")} & s.coins_on and s.coins_out == out


@pytest.mark.rule("amber.coins.castle", "break")
def test_two_players_reaching_a_castle_at_once_throw_its_coin_out() -> None:
    """A tee on D2 (E-S-W) joins red's one-way road from the west and green's from the east to blue's castle D3.

         B    C    D    E    F
      2 [1]  -->  -+-  <--  [3]
      3            [2]
    """
    picture = """
   A B C  D  E  F G
1  . . .  .  .  . .
2  . 1 i3 .  i1 3 .
3  . . .  2  .  . .
"""
    g = amber.scenario(picture, hands=["tee tee tee tee tee tee", "", ""])
    out = g.state.coins_out
    g.play("tee D2 r1")
    s = g.state
    assert fld("D3") not in s.coins_on and s.coins_out == out + 1 and s.purse == (0, 0, 0)
    assert {fld("B2"), fld("F2")} <= s.coins_on  # neither red nor green reaches the other's castle


# -- village coins and when coins are settled ------------------------------------------------------


@pytest.mark.rule("amber.coins.village", "break")
def test_two_players_connected_to_a_village_at_once_throw_its_coin_out() -> None:
    """Red's road leads one way east into the village D2, blue's one way west; a two-way straight joins both."""
    g = amber.scenario(row2("i3 v  i1"), hands=["straight tee tee tee tee tee", ""])
    out = g.state.coins_out
    g.play("straight D2 r1")
    s = g.state
    assert fld("D2") not in s.coins_on and s.coins_out == out + 1 and s.purse == (0, 0)
    assert {fld("B2"), fld("F2")} <= s.coins_on
    assert "amber.coins.village" in rules_named(g)


@pytest.mark.rule("amber.coins.when", "obey")
@pytest.mark.rule("amber.coins.village", "obey")
def test_the_coin_goes_to_whoever_is_connected_after_the_action_not_to_the_placer() -> None:
    """Red lays a one-way tile on the village pointing west (E to W): red cannot enter it, blue can."""
    g = amber.scenario(row2("i3 v  I1"), hands=["straight> tee tee tee tee tee", ""])
    g.play("straight> D2 r1")
    assert g.state.purse == (0, 1) and fld("D2") not in g.state.coins_on


@pytest.mark.rule("amber.coins.when", "break")
def test_a_coin_nobody_is_connected_to_stays_on_the_board() -> None:
    """Red's straight on C2 reaches the edge of the village field D2, which holds no tile yet."""
    g = amber.scenario(row2(".  v  ."), hands=["straight tee tee tee tee tee", ""])
    coins = g.state.coins_on
    g.play("straight C2 r1")
    assert g.state.coins_on == coins and g.state.purse == (0, 0)


@pytest.mark.rule("amber.coins.when", "obey")
@pytest.mark.rule("amber.score.villages", "break")
def test_a_coin_once_taken_is_kept_when_the_road_is_dug_up() -> None:
    """Red took the coin of the village C2; red digs the village's tile: the coin stays with red,
    no coin comes back, and the village no longer scores."""
    g = amber.scenario(row2("I1v .  ."), hands=["shovel tee tee tee tee tee", ""], coins="B2 F2", purse=[1, 0])
    assert g.scores()[0]["villages"] == 1
    g.play("shovel C2")
    s = g.state
    assert s.purse == (1, 0) and s.coins_on == {fld("B2"), fld("F2")}
    assert g.scores()[0] == {"coins": 1, "villages": 0, "castles": 0, "total": 1}


# -- the end: sudden death, two full networks ------------------------------------------------------

# Red's one-way road leads east to the village D2 and on into blue's castle; nothing leads back.
SOLE = row2("i3 v  i3")


@pytest.mark.rule("amber.end.sudden-death", "obey")
def test_the_only_player_connected_to_everything_wins_at_once() -> None:
    g = amber.scenario(SOLE, hands=["straight> tee tee tee tee tee", ""], deck="cross cross")
    g.play("straight> D2 r3")
    assert g.is_over and g.winners() == (0,) and g.state.winner == 0
    assert g.state.purse == (2, 0)  # the village's and blue's castle's coins
    assert g.state.deck == ("cross", "cross")  # no draw after the winning move
    assert "amber.end.sudden-death" in rules_named(g)


@pytest.mark.rule("amber.end.sudden-death", "break")
@pytest.mark.parametrize("village", ["v ", "I0v"])
def test_one_village_short_is_not_the_end(village: str) -> None:
    """The same, but a second village on D4 is still unconnected: its field is empty, or holds a road
    that no road of red's leads to."""
    # (the deck is given, so the tiles left over lie among the discards, shovels too: a shovel may have cut the
    # road that once led to D4)
    g = amber.scenario(SOLE + f"3  . . .  .  .  . .\n4  . . .  {village} .  . .\n",
                       hands=["straight> tee tee tee tee tee", ""], deck="cross")
    g.play("straight> D2 r3")
    assert g.scores()[0]["castles"] == 2 and g.scores()[0]["villages"] == 1
    assert not g.is_over and g.state.winner is None and g.to_move == 1


@pytest.mark.rule("amber.end.simultaneous", "obey")
def test_two_players_connected_to_everything_at_once_play_on() -> None:
    g = amber.scenario(row2("I1 v  I1"), hands=["straight tee tee tee tee tee", "cross"])
    g.play("straight D2 r1")
    assert not g.is_over and g.state.winner is None and g.to_move == 1
    assert g.scores()[0]["villages"] == g.scores()[1]["villages"] == 1
    assert g.scores()[0]["castles"] == g.scores()[1]["castles"] == 2


CUT = """
   A B  C  D  E  F  G
1  . .  .  .  .  .  .
2  . 1  i3 v  I1 2  .
3  . L0 i1 i1 i1 L3 .
"""


def _cut() -> amber.Game:
    return amber.scenario(CUT, hands=["straight shovel tee tee tee tee", "cross tee tee tee tee tee"],
                          deck="curve curve curve curve")


@pytest.mark.rule("amber.end.simultaneous", "obey")
def test_two_full_networks_at_once_turn_sudden_death_off() -> None:
    """Blue reaches red's castle only by the one-way row 3 (east to west, into red's castle from B3).
    Red's tile on D2 connects both players to everything at once: nobody wins, play goes on, and sudden death is
    off for the rest of the game.

         B    C    D    E    F
      2 [1]  -->   v   ===  [2]
      3  +-  <--  <--  <--  -+
    """
    g = _cut()
    assert g.state.sudden_death
    g.play("straight D2 r1")
    assert not g.is_over and not g.state.sudden_death and g.to_move == 1
    assert all(g.scores()[p]["villages"] == 1 and g.scores()[p]["castles"] == 2 for p in (0, 1))
    assert "amber.end.simultaneous" in rules_named(g)


@pytest.mark.rule("amber.end.simultaneous", "break")
def test_a_later_sole_full_connector_does_not_win() -> None:
    """After the two networks of the test above, red digs C3, so only red is connected to everything. By the
    rulebook (A JÁTÉK VÉGE, point 1: play goes on until the normal end) red does not win: the game goes on."""
    g = _cut()
    g.play_many(["straight D2 r1", "cross G2 r0", "shovel C3"])
    assert amber.rules.full_connectors(g.state) == [0]
    assert not g.is_over and g.state.winner is None and g.to_move == 1 and not g.state.sudden_death
    assert "amber.end.sudden-death" not in rules_named(g)


@pytest.mark.rule("amber.end.simultaneous", "break")
def test_a_position_claiming_sudden_death_with_two_full_networks_is_refused() -> None:
    """The flag is part of the position: a start that says sudden death is still on while two players already reach
    everything is impossible (they reached it at once, or one alone earlier and won)."""
    picture = CUT.replace("2  . 1  i3 v  I1 2", "2  . 1  I1 I1v I1 2")
    with pytest.raises(RecordError, match="sudden_death: red, blue connected to every village"):
        amber.scenario(picture, hands=["tee", "cross"], sudden_death=True)
    assert not amber.scenario(picture, hands=["tee", "cross"]).state.sudden_death  # derived from the picture


def test_the_flag_is_in_the_record_and_replays_byte_for_byte() -> None:
    g = _cut()
    g.play_many(["straight D2 r1", "cross G2 r0", "shovel C3"])
    text = dumps(g)
    back = amber.load_record(text)
    assert not back.state.sudden_death and back.state == g.state
    assert amber.ENGINE.fingerprint(back.state) == amber.ENGINE.fingerprint(g.state)
    assert dumps(back) == text
    start = json.loads(text)
    start["options"]["start"]["sudden_death"] = False  # a position saved after the two networks arose
    start["moves"], start["final"] = [], None
    assert not amber.load_record(start).state.sudden_death
    on = amber.ENGINE.fingerprint(g.state.evolve(sudden_death=True))
    assert on != amber.ENGINE.fingerprint(g.state)  # the flag is part of the fingerprint


# -- the end: deck out, a round of passes, nothing after the end -----------------------------------


@pytest.mark.rule("amber.end.deck-out", "obey")
def test_the_game_ends_when_the_pile_is_empty_and_every_hand_holds_three_or_fewer() -> None:
    g = amber.scenario(TWO, hands=["cross cross cross cross", "cross cross cross"], deck="")
    g.play("cross C2 r0")
    assert g.is_over and g.state.winner is None
    assert "amber.end.deck-out" in rules_named(g)


@pytest.mark.rule("amber.end.deck-out", "break")
@pytest.mark.parametrize(("hands", "deck"), [(["cross cross cross cross", "cross cross cross cross"], ""),
                                             (["cross cross cross cross", "cross cross cross"], "tee")])
def test_a_hand_of_four_or_a_tile_left_in_the_pile_is_not_the_end(hands: list[str], deck: str) -> None:
    """Blue still holds four tiles; or red draws the last tile and again holds four."""
    g = amber.scenario(TWO, hands=hands, deck=deck)
    g.play("cross C2 r0")
    assert not g.is_over and g.to_move == 1




@pytest.mark.rule("amber.end.pass-round", "obey")
def test_a_whole_round_of_passes_ends_the_game() -> None:
    g = amber.scenario(BOTH_SHUT, hands=[STUCK_HAND, STUCK_HAND], deck="")
    g.play("pass")
    assert not g.is_over
    g.play("pass")
    assert g.is_over and "amber.end.pass-round" in rules_named(g)


@pytest.mark.rule("amber.end.pass-round", "break")
def test_a_play_between_two_passes_keeps_the_game_going() -> None:
    g = amber.scenario(RED_SHUT, hands=[STUCK_HAND, "cross cross cross cross cross cross"], deck="")
    g.play_many(["pass", "cross G2 r0", "pass"])
    assert not g.is_over and g.to_move == 1


@pytest.mark.rule("amber.end.over", "obey")
def test_after_the_end_no_move_is_offered() -> None:
    g = amber.scenario(SOLE, hands=["straight> tee tee tee tee tee", "cross"])
    g.play("straight> D2 r3")
    assert g.legal_moves() == () and g.to_move is None


@pytest.mark.rule("amber.end.over", "break")
@pytest.mark.parametrize("move", ["cross G2 r0", "tee A2 r0", "pass", "stuck cross"])
def test_no_move_is_accepted_after_the_end(move: str) -> None:
    g = amber.scenario(SOLE, hands=["straight> tee tee tee tee tee", "cross"])
    g.play("straight> D2 r3")
    refused(g, move, "amber.end.over")


# -- scores ------------------------------------------------------------------------------------------


@pytest.mark.rule("amber.score.coins", "obey")
def test_each_coin_held_scores_one_point() -> None:
    g = amber.scenario(TWO, purse=[3, 1])
    assert g.scores()[0] == {"coins": 3, "villages": 0, "castles": 0, "total": 3}
    assert g.scores()[1]["total"] == 1


@pytest.mark.rule("amber.score.coins", "break")
@pytest.mark.rule("amber.turn.stuck", "obey")
def test_a_coin_thrown_out_when_stuck_no_longer_scores() -> None:
    g = amber.scenario(RED_SHUT, hands=[STUCK_HAND, ""], deck="tee", purse=[1, 0])
    assert g.scores()[0]["coins"] == 1
    g.play("stuck curve")
    assert g.scores()[0]["coins"] == 0


@pytest.mark.rule("amber.score.villages", "obey")
def test_each_connected_village_scores_one_point() -> None:
    g = amber.scenario(row2("I1v .  ."), coins="B2 F2")
    assert g.scores()[0]["villages"] == 1 and g.scores()[1]["villages"] == 0


@pytest.mark.rule("amber.score.villages", "break")
def test_a_village_whose_tile_points_away_does_not_score() -> None:
    """The one-way tile on the village C2 leads E to W into red's castle: red cannot enter it."""
    g = amber.scenario(row2("i1v .  ."))
    assert g.scores()[0]["villages"] == 0


@pytest.mark.rule("amber.score.castles", "obey")
def test_each_other_castle_reached_scores_two_points() -> None:
    g = amber.scenario(row2("i3 i3 i3"), coins="B2")
    assert g.scores()[0] == {"coins": 0, "villages": 0, "castles": 2, "total": 2}


@pytest.mark.rule("amber.score.castles", "break")
def test_a_castle_reached_only_the_other_way_round_does_not_score() -> None:
    """Blue's castle is joined to red's by a road, but a one-way road: blue cannot travel to red's castle."""
    g = amber.scenario(row2("i3 i3 i3"), coins="B2")
    assert g.scores()[1] == {"coins": 0, "villages": 0, "castles": 0, "total": 0}


@pytest.mark.rule("amber.score.ties", "obey")
def test_equal_top_scores_share_the_win() -> None:
    g = amber.scenario(TWO, hands=["cross cross cross cross", "cross cross cross"], deck="", purse=[2, 2])
    g.play("cross C2 r0")
    assert g.is_over and g.winners() == (0, 1)


@pytest.mark.rule("amber.score.ties", "break")
def test_one_point_more_wins_alone() -> None:
    g = amber.scenario(TWO, hands=["cross cross cross cross", "cross cross cross"], deck="", purse=[1, 2])
    g.play("cross C2 r0")
    assert g.is_over and g.winners() == (1,)
