"""Thurn und Taxis, rule by rule: the end (triggers, the game-end tile, the round played out, nothing after), the
scores (carriage, bonus tiles, houses left, ties) and the expansion board played with base rules.

Conventions and helpers are in test_taxis_rules.py.
"""

from __future__ import annotations

import pytest
from test_taxis_rules import (
    BASE_CITIES,
    HOUSES,
    allowed,
    closing,
    finish_turn,
    last_house_game,
    moves,
    refused,
    road,
    stacks,
    tiles,
)

import taxis

FIVE = "Augsburg München Ingolstadt Nürnberg Regensburg"  # all Baiern
FIVE_HOUSES = "Augsburg Ingolstadt München Nürnberg Regensburg"
SEVEN = f"Ulm {FIVE} Passau"


def rules_of(g: taxis.Game) -> list[str]:
    return [rule for rule, _ in g.explain()]


# -- triggers -------------------------------------------------------------------------------------------------------


@pytest.mark.rule("taxis.end.trigger-base", "obey")
@pytest.mark.rule("taxis.bonus.game-end", "obey")
@pytest.mark.parametrize("variant", ["base", "gug-base-rules"])
def test_the_last_house_triggers_the_end_under_base_rules(variant: str) -> None:
    g = last_house_game(variant, players=2, start=0, trigger=0)
    g.play("close Freiburg" if variant == "base" else "close Hannover")
    assert g.state.houses_left(0) == 0 and g.state.trigger == 0
    assert tiles(g, 0)["game-end"] == 1 and stacks(g)["game-end"] == ()
    assert "taxis.end.trigger-base" in rules_of(g) and "taxis.bonus.game-end" in rules_of(g)


@pytest.mark.rule("taxis.end.trigger-base", "obey")
def test_carriage_seven_triggers_the_end() -> None:
    g = closing("base", SEVEN, carriages=[6, 0])
    g.play(f"close {FIVE_HOUSES} Passau")
    assert g.state.carriages[0] == 7 and g.state.trigger == 0 and tiles(g, 0)["game-end"] == 1
    assert g.state.houses_left(0) == HOUSES - 6
    assert "taxis.end.trigger-base" in rules_of(g)


@pytest.mark.rule("taxis.end.trigger-base", "break")
def test_carriage_six_or_the_nineteenth_house_does_not_end_the_game() -> None:
    g = closing("base", SEVEN, carriages=[5, 0])
    g.play(f"close {FIVE_HOUSES} Passau")
    assert g.state.carriages[0] == 6 and g.state.trigger is None and "game-end" not in tiles(g, 0)
    houses = [c for c in BASE_CITIES if c not in ("Freiburg", "Carlsruhe", "Mannheim")][:HOUSES - 2]
    g = closing("base", "Freiburg Carlsruhe Mannheim", houses=[houses, ""])
    g.play("close Freiburg")  # 19 houses
    assert g.state.houses_left(0) == 1 and g.state.trigger is None
    assert "taxis.end.trigger-base" not in rules_of(g)


@pytest.mark.rule("taxis.end.trigger-gug", "obey")
def test_in_glanz_und_gloria_the_last_house_ends_the_game() -> None:
    g = last_house_game("gug", players=2, start=0, trigger=0)
    g.play("close Hannover")
    assert g.state.trigger == 0 and tiles(g, 0)["game-end"] == 1
    assert "taxis.end.trigger-gug" in rules_of(g) and "taxis.end.trigger-base" not in rules_of(g)


@pytest.mark.rule("taxis.end.trigger-gug", "break")
def test_in_glanz_und_gloria_no_route_however_long_ends_the_game() -> None:
    north = ("Lübeck", "Schwerin", "Stettin", "Berlin", "Halle", "Weimar", "Fulda", "Würzburg", "Frankfurt")
    route = " ".join(f"{c}:1" for c in north)
    g = closing("gug", route)
    g.play("close Berlin Halle Stettin")
    assert g.state.trigger is None and g.state.carriages == (0, 0) and "game-end" not in tiles(g, 0)
    g.play("end")
    assert not g.is_over and g.to_move == 1


@pytest.mark.rule("taxis.bonus.game-end", "break")
def test_a_second_player_placing_the_last_house_gets_no_game_end_tile() -> None:
    """Red ends it first; blue, also down to one house, places it in the last turn of the round."""
    road("base", "Freiburg Carlsruhe Mannheim")
    houses = [c for c in BASE_CITIES if c not in ("Freiburg", "Carlsruhe", "Mannheim")][:HOUSES - 1]
    g = taxis.scenario(players=2, variant="base", routes=["Freiburg Carlsruhe Mannheim", "Freiburg Carlsruhe"],
                       hands=["", "Mannheim"], houses=[houses, houses], drawn=1, played=1)
    g.play("close Freiburg")
    g.play("end")
    g.play("draw deck")
    g.play("route Mannheim")
    g.play("close Mannheim")
    assert g.state.houses_left(1) == 0 and g.state.trigger == 0
    assert "game-end" not in tiles(g, 1) and tiles(g, 0)["game-end"] == 1
    assert not {"taxis.end.trigger-base", "taxis.bonus.game-end"} & set(rules_of(g))
    g.play("end")
    assert g.is_over


# -- the round is played out ---------------------------------------------------------------------------------------


@pytest.mark.rule("taxis.end.round", "obey")
def test_everyone_after_the_trigger_still_plays_this_round() -> None:
    """Four players, green (seat 2) starts: yellow ends it, then red and blue still play; green does not."""
    g = last_house_game("base", players=4, start=2, trigger=3)
    g.play("close Freiburg")
    g.play("end")
    for seat in (0, 1):
        assert not g.is_over and g.to_move == seat
        finish_turn(g)
    assert g.is_over
    assert "taxis.end.round" in rules_of(g)


@pytest.mark.rule("taxis.end.round", "break")
def test_the_player_before_the_start_player_ends_it_at_once() -> None:
    """Blue is last in the round: there is nobody left to play after the trigger."""
    g = last_house_game("base", players=2, start=0, trigger=1)
    g.play("close Freiburg")
    assert not g.is_over  # not until blue ends the turn
    g.play("end")
    assert g.is_over


# -- after the end -----------------------------------------------------------------------------------------------


def _over() -> taxis.Game:
    g = last_house_game("base", players=2, start=0, trigger=1)
    g.play("close Freiburg")
    g.play("end")
    return g


@pytest.mark.rule("taxis.end.over", "obey")
def test_once_over_no_move_is_offered_and_a_winner_stands() -> None:
    g = _over()
    assert g.is_over and g.to_move is None and g.legal_moves() == ()
    assert len(g.winners()) == 1 and set(g.scores()) == {0, 1}


@pytest.mark.rule("taxis.end.over", "break")
@pytest.mark.parametrize("move", ["draw deck", "administrator", "end", "route Ulm", "red: draw deck",
                                  "close Freiburg"])
def test_no_move_after_the_end(move: str) -> None:
    refused(_over(), move, "taxis.end.over")


@pytest.mark.rule("taxis.end.over", "break")
def test_before_the_round_is_over_moves_go_on() -> None:
    g = last_house_game("base", players=2, start=0, trigger=0)
    g.play("close Freiburg")
    g.play("end")
    assert not g.is_over and g.winners() == ()
    allowed(g, "draw deck")


# -- scores ------------------------------------------------------------------------------------------------------


@pytest.mark.rule("taxis.score.bonus", "obey")
@pytest.mark.rule("taxis.score.houses-left", "obey")
def test_bonus_tiles_add_and_each_unplaced_house_costs_one() -> None:
    g = taxis.scenario(players=2, variant="gug", houses=["Berlin Halle Stettin Hamburg", ""],
                       tiles=[[["route-6", 3], ["prussia", 5], ["free-hamburg", 1], ["game-end", 1]], [["route-6", 2]]])
    assert g.scores()[0] == {"carriage": 0, "bonus": 10, "houses left": -16, "total": -6}
    assert g.scores()[1] == {"carriage": 0, "bonus": 2, "houses left": -20, "total": -18}


@pytest.mark.rule("taxis.score.carriage", "obey")
def test_the_carriage_scores_under_base_rules() -> None:
    g = taxis.scenario(players=3, variant="gug-base-rules", carriages=[7, 4, 0], tiles=[[["route-7", 4]], [], []])
    assert [g.scores()[p]["carriage"] for p in range(3)] == [10, 3, 0]
    assert g.scores()[0]["total"] == 10 + 4 - 20


@pytest.mark.rule("taxis.score.bonus", "break")
def test_tiles_left_in_the_stacks_score_for_nobody() -> None:
    g = taxis.scenario(players=2, variant="base", tiles=[[["baden", 3]], []])
    assert g.scores()[0]["bonus"] == 3 and g.scores()[1]["bonus"] == 0
    assert stacks(g)["baden"] == (2, 1)


@pytest.mark.rule("taxis.score.houses-left", "break")
def test_all_houses_placed_cost_nothing() -> None:
    g = _over()
    assert g.state.houses_left(1) == 0 and g.scores()[1]["houses left"] == 0
    assert g.scores()[0]["houses left"] == -HOUSES


def _tie_game(red_houses: int, green_houses: int, red_tiles: list, green_tiles: list) -> taxis.Game:
    """Three players, red starts; blue (carriage 6) closes Augsburg-...-Regensburg with the Cartwright: carriage 7
    (10) + the route-5 tile (2) + the game-end tile (1) - 15 houses left = -2. Green then plays the last turn."""
    road("base", FIVE)
    g = taxis.scenario(players=3, variant="base", routes=["", FIVE, ""], hands=["", "", "Lodz"], carriages=[0, 6, 0],
                       houses=[BASE_CITIES[:red_houses], "", BASE_CITIES[:green_houses]],
                       tiles=[red_tiles, [], green_tiles], player=1, start=0, drawn=1, played=1)
    g.play(f"close {FIVE_HOUSES} with cartwright")
    g.play("end")
    finish_turn(g)
    assert g.is_over and g.state.trigger == 1
    return g


@pytest.mark.rule("taxis.score.tie-break", "obey")
def test_a_tie_goes_to_the_holder_of_the_game_end_tile() -> None:
    """Red -2 (18 houses) ties blue -2, who holds the game-end tile: blue wins, though red sits right after blue."""
    g = _tie_game(18, 0, [], [])
    totals = [g.scores()[p]["total"] for p in range(3)]
    assert totals == [-2, -2, -20]
    assert g.winners() == (1,)


@pytest.mark.rule("taxis.score.tie-break", "break")
def test_without_the_game_end_tile_the_tie_goes_to_the_seat_soonest_after_the_trigger() -> None:
    """Red 3 - 2 = 1 and green 2 - 1 = 1 tie above blue (-2): green sits right after blue, so green wins."""
    g = _tie_game(18, 19, [["route-6", 3]], [["route-6", 2]])
    totals = [g.scores()[p]["total"] for p in range(3)]
    assert totals == [1, -2, 1]
    assert g.winners() == (2,)


@pytest.mark.rule("taxis.score.tie-break", "obey")
def test_most_points_win_outright() -> None:
    g = _tie_game(19, 0, [["route-6", 3]], [])
    assert [g.scores()[p]["total"] for p in range(3)] == [2, -2, -20]
    assert g.winners() == (0,)


# -- the expansion board with base rules -----------------------------------------------------------------------------


@pytest.mark.rule("taxis.variant.gug-base", "obey")
def test_base_rules_on_the_expansion_board_carriages_cartwright_and_expansion_bonuses() -> None:
    g = taxis.new_game(players=2, seed=3, variant="gug-base-rules")
    assert set(taxis.MAPS["gug"].cities) == set(g.state.deck + g.state.display)
    assert g.state.supply == (4, 4, 4, 4, 4) and "prussia" in stacks(g) and "free-bremen" in stacks(g)
    g = closing("gug-base-rules", "Halle Berlin Hannover Hamburg Bremen", carriages=[4, 0])
    allowed(g, "close Berlin Bremen Hannover with cartwright", "taxis.official.cartwright")
    g.play("close Berlin Bremen Hannover with cartwright")  # 5 + 2 counts as 7 for carriages
    assert g.state.carriages[0] == 5 and tiles(g, 0) == {"route-5": 2, "free-bremen": 1}


@pytest.mark.rule("taxis.variant.gug-base", "break")
def test_with_base_rules_the_card_backs_do_not_count() -> None:
    """No horse cards, no horse requirement: a 3-card route closes with no horses at all."""
    road("gug-base-rules", "Halle Berlin Hannover")
    g = taxis.scenario(players=2, variant="gug-base-rules", routes=["Halle Berlin", ""], hands=["Hannover Cölln", ""],
                       drawn=1)
    refused(g, "horse Cölln", "taxis.horses.play")
    refused(g, "route Hannover:1", "taxis.turn.play")  # a card carries no horse number here
    g.play("route Hannover")
    assert g.state.horses[0] == () and {m for m in moves(g) if m.startswith("close")}
