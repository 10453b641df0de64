"""Amber, rule by rule: must play, stuck and pass, and the advanced game (special shovel, face-up tiles).

Picture conventions are explained in test_amber_rules.py.
"""

from __future__ import annotations

from collections import Counter

import pytest
from test_amber_rules import RED_SHUT, STUCK_HAND, TWO, allowed, fld, moves, new_discards, refused

import amber

# -- must play, stuck, pass ------------------------------------------------------------------------


@pytest.mark.rule("amber.turn.must-play", "obey")
def test_a_player_who_can_play_is_offered_only_plays() -> None:
    g = amber.scenario(TWO, hands=["curve swamp", ""], deck="tee")
    assert moves(g) and not {m for m in moves(g) if m.startswith(("stuck", "pass"))}


@pytest.mark.rule("amber.turn.must-play", "break")
@pytest.mark.parametrize(("deck", "move"), [("tee", "stuck curve"), ("", "pass")])
def test_no_stuck_or_pass_while_a_tile_can_be_played(deck: str, move: str) -> None:
    g = amber.scenario(TWO, hands=["curve swamp", ""], deck=deck)
    refused(g, move, "amber.turn.must-play")


@pytest.mark.rule("amber.turn.must-play", "break")
def test_a_usable_shovel_is_a_play_too() -> None:
    """Red is shut in, but may dig up one of the four tiles around the castle (reference A7)."""
    g = amber.scenario(RED_SHUT, hands=["shovel curve tee cross straight swamp", ""], deck="tee")
    assert moves(g) == {"shovel A2", "shovel B1", "shovel C2", "shovel B3"}
    refused(g, "stuck curve", "amber.turn.must-play")


@pytest.mark.rule("amber.turn.stuck", "obey")
def test_a_stuck_player_throws_out_a_coin_discards_a_tile_and_draws_one() -> None:
    g = amber.scenario(RED_SHUT, hands=[STUCK_HAND, ""], deck="tee straight", purse=[1, 0])
    assert moves(g) == {f"stuck {k}" for k in STUCK_HAND.split()}
    before = g.state
    allowed(g, "stuck swamp", "amber.turn.stuck")
    g.play("stuck swamp")
    s = g.state
    assert s.purse == (0, 0) and s.coins_out == before.coins_out + 1
    assert new_discards(before, s) == ["swamp"]
    assert Counter(s.hands[0]) == Counter(STUCK_HAND.split()) - Counter(["swamp"]) + Counter(["tee"])
    assert s.deck == ("straight",) and g.to_move == 1


@pytest.mark.rule("amber.turn.stuck", "obey")
def test_a_stuck_player_without_coins_loses_none() -> None:
    g = amber.scenario(RED_SHUT, hands=[STUCK_HAND, ""], deck="tee straight")
    out = g.state.coins_out
    g.play("stuck bridge")
    assert g.state.purse == (0, 0) and g.state.coins_out == out and len(g.state.hands[0]) == 6


@pytest.mark.rule("amber.turn.stuck", "break")
@pytest.mark.parametrize("move", ["pass", "stuck shovel", "stuck roundabout"])
def test_a_stuck_player_must_discard_a_tile_of_the_hand_and_draw(move: str) -> None:
    """Tiles are left to draw, so no pass; and only a tile of the hand can be discarded."""
    g = amber.scenario(RED_SHUT, hands=[STUCK_HAND, ""], deck="tee", purse=[1, 0])
    refused(g, move, "amber.turn.stuck")


@pytest.mark.rule("amber.turn.stuck-empty-deck", "obey")
def test_a_stuck_player_passes_when_the_pile_is_empty() -> None:
    """A pass costs no coin and no tile."""
    g = amber.scenario(RED_SHUT, hands=[STUCK_HAND, "cross"], deck="", purse=[1, 0])
    assert moves(g) == {"pass"}
    hand = g.state.hands[0]
    allowed(g, "pass", "amber.turn.stuck-empty-deck")
    g.play("pass")
    assert g.state.purse == (1, 0) and g.state.hands[0] == hand and g.to_move == 1


@pytest.mark.rule("amber.turn.stuck-empty-deck", "break")
def test_no_discard_and_draw_when_the_pile_is_empty() -> None:
    g = amber.scenario(RED_SHUT, hands=[STUCK_HAND, "cross"], deck="", purse=[1, 0])
    refused(g, "stuck curve", "amber.turn.stuck-empty-deck")


# -- advanced game: the special shovel -----------------------------------------------------------------

# Red's castle B2 with a straight on C2; blue's castle F2.
ADV = """
   A B C  D E F G
1  . . .  . . . .
2  . 1 I1 . . 2 .
3  . . .  . . . .
"""
SIX = "curve curve curve curve curve curve"


def advanced(**spec: object) -> amber.Game:
    spec = {"hands": [SIX, SIX], "market": "tee cross", "deck": "straight swamp roundabout", **spec}
    return amber.scenario(ADV, variant="advanced", **spec)


@pytest.mark.rule("amber.adv.special-shovel", "obey")
def test_every_player_starts_the_advanced_game_with_a_special_shovel_outside_the_hand() -> None:
    s = amber.new_game(players=4, seed=6, variant="advanced").state
    assert s.specials == (True,) * 4
    assert [len(h) for h in s.hands] == [6] * 4
    assert sum(map(len, s.hands)) + len(s.deck) + len(s.market) == 92  # the special shovels are extra


@pytest.mark.rule("amber.adv.special-shovel", "obey")
def test_the_special_shovel_digs_instead_of_a_hand_tile_and_nothing_is_drawn() -> None:
    g = advanced()
    before = g.state
    allowed(g, "special-shovel C2", "amber.adv.special-shovel")
    g.play("special-shovel C2")
    s = g.state
    assert s.specials == (False, True) and s.board[fld("C2")] == -1
    assert s.hands == before.hands and s.deck == before.deck and s.market == before.market
    assert new_discards(before, s) == ["straight"]
    assert s.phase == "play" and g.to_move == 1


@pytest.mark.rule("amber.adv.special-shovel", "obey")
@pytest.mark.rule("amber.end.deck-out", "obey")
def test_the_special_shovel_does_not_count_as_a_hand_tile_at_the_end() -> None:
    """Pile and face-up tiles are gone; red ends with three tiles (plus the unused special shovel): game over."""
    g = advanced(hands=["cross cross cross cross", "cross cross cross"], market="", deck="")
    g.play("cross A2 r0")
    assert g.is_over and g.state.specials == (True, True)


@pytest.mark.rule("amber.end.deck-out", "break")
def test_small_hands_do_not_end_the_game_while_tiles_are_left_in_the_pile() -> None:
    """Red holds three tiles, blue two; red digs with the special shovel (no draw): the pile is not empty."""
    g = advanced(hands=["cross cross cross", "cross cross"], market="tee", deck="curve curve")
    g.play("special-shovel C2")
    assert not g.is_over and g.to_move == 1


@pytest.mark.rule("amber.adv.special-shovel", "break")
def test_the_special_shovel_is_used_only_once() -> None:
    g = advanced(specials=[False, True])
    refused(g, "special-shovel C2", "amber.adv.special-shovel")


@pytest.mark.rule("amber.adv.special-shovel", "break")
def test_the_basic_game_has_no_special_shovel() -> None:
    g = amber.scenario(ADV, hands=[SIX, SIX])
    refused(g, "special-shovel C2", "amber.adv.special-shovel")


@pytest.mark.rule("amber.turn.stuck-empty-deck", "obey")
def test_with_the_pile_empty_a_stuck_player_passes_even_while_tiles_lie_face_up() -> None:
    """Advanced game, special shovel used up, pile empty, two tiles face up: the stuck rule draws from the pile,
    and the face-up tiles are not the pile, so red passes and keeps coin and tiles (rulebook, 'Amikor nem lehet
    lapkát lehelyezni')."""
    g = amber.scenario(RED_SHUT, hands=[STUCK_HAND, ""], variant="advanced", market="tee cross", deck="",
                       specials=[False, True], purse=[1, 0])
    assert moves(g) == {"pass"}
    allowed(g, "pass", "amber.turn.stuck-empty-deck")
    hand = g.state.hands[0]
    g.play("pass")
    s = g.state
    assert s.purse == (1, 0) and s.hands[0] == hand and s.market == ("tee", "cross") and g.to_move == 1
    assert g.explain()[0] == ("amber.turn.stuck-empty-deck",
                              "red cannot play and the draw pile is empty: red passes.")


@pytest.mark.rule("amber.turn.stuck-empty-deck", "break")
def test_face_up_tiles_do_not_let_a_stuck_player_discard_and_draw() -> None:
    g = amber.scenario(RED_SHUT, hands=[STUCK_HAND, ""], variant="advanced", market="tee cross", deck="",
                       specials=[False, True], purse=[1, 0])
    refused(g, "stuck curve", "amber.turn.stuck-empty-deck")
    assert "face-up tiles do not count" in g.check("stuck curve").reason


@pytest.mark.rule("amber.turn.stuck", "obey")
@pytest.mark.rule("amber.adv.market", "obey")
def test_a_stuck_player_may_take_the_one_draw_from_the_face_up_tiles_while_the_pile_has_tiles() -> None:
    """Our reading: the advanced game's choice applies to every draw at the end of a turn, the stuck one too."""
    g = amber.scenario(RED_SHUT, hands=[STUCK_HAND, ""], variant="advanced", market="tee cross", deck="straight",
                       specials=[False, True])
    assert moves(g) == {f"stuck {k}" for k in STUCK_HAND.split()}
    refused(g, "pass", "amber.turn.stuck")
    g.play("stuck curve")
    assert moves(g) == {"draw deck", "draw market tee", "draw market cross"}
    g.play("draw market tee")
    s = g.state
    assert Counter(s.market) == Counter(["cross", "straight"]) and "tee" in s.hands[0] and "curve" not in s.hands[0]
    assert s.deck == () and g.to_move == 1


# -- advanced game: the face-up tiles ----------------------------------------------------------------------


@pytest.mark.rule("amber.adv.market", "obey")
@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_as_many_tiles_lie_face_up_as_there_are_players(n: int) -> None:
    s = amber.new_game(players=n, seed=9, variant="advanced").state
    assert len(s.market) == n and len(s.deck) == 92 - 6 * n - n


@pytest.mark.rule("amber.adv.market", "obey")
def test_a_face_up_tile_taken_is_replaced_from_the_pile_at_once() -> None:
    g = advanced()
    g.play("curve A2 r0")
    assert g.to_move == 0 and moves(g) == {"draw deck", "draw market tee", "draw market cross"}
    allowed(g, "draw market tee", "amber.adv.market")
    g.play("draw market tee")
    s = g.state
    assert Counter(s.market) == Counter(["cross", "straight"]) and s.deck == ("swamp", "roundabout")
    assert Counter(s.hands[0]) == Counter(["curve"] * 5 + ["tee"]) and g.to_move == 1


@pytest.mark.rule("amber.adv.market", "obey")
def test_a_draw_may_also_be_the_top_of_the_pile() -> None:
    g = advanced()
    g.play_many(["curve A2 r0", "draw deck"])
    s = g.state
    assert "straight" in s.hands[0] and s.deck == ("swamp", "roundabout")
    assert Counter(s.market) == Counter(["tee", "cross"]) and g.to_move == 1


@pytest.mark.rule("amber.adv.market", "break")
@pytest.mark.parametrize("move", ["draw market swamp", "draw market roundabout"])
def test_only_a_tile_lying_face_up_can_be_taken(move: str) -> None:
    g = advanced()
    g.play("curve A2 r0")
    refused(g, move, "amber.adv.market")


@pytest.mark.rule("amber.turn.draw", "break")
def test_in_the_advanced_draw_phase_no_tile_is_played() -> None:
    g = advanced()
    g.play("curve A2 r0")
    refused(g, "curve B1 r1", "amber.turn.draw")


@pytest.mark.rule("amber.turn.stuck", "obey")
def test_a_stuck_player_with_a_short_hand_still_draws_only_one() -> None:
    """Red holds four tiles (the pile ran short earlier): stuck means discard one, draw one, not refill to six."""
    hand = " ".join(STUCK_HAND.split()[:4])
    g = amber.scenario(RED_SHUT, hands=[hand, ""], deck="tee straight cross")
    g.play(f"stuck {hand.split()[0]}")
    assert len(g.state.hands[0]) == 4 and g.state.deck == ("straight", "cross")
