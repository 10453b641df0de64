"""Thurn und Taxis, rule by rule: the turn (order, draw, reshuffle, play, close or not, hand limit, end) and the
officials (one per turn, Postmaster, Postal Carrier, Administrator, Cartwright).

Conventions and helpers are in test_taxis_rules.py.
"""

from __future__ import annotations

from collections import Counter

import pytest
from test_taxis_rules import allowed, moves, refused, rest, road, tiles

import taxis

DISPLAY = "Ulm Basel Lodz Linz Passau Kempten"
FIVE = "Augsburg München Ingolstadt Nürnberg Regensburg"  # all Baiern


# -- whose turn ------------------------------------------------------------------------------------------


@pytest.mark.rule("taxis.turn.order", "obey")
def test_the_player_to_move_may_name_themselves() -> None:
    g = taxis.scenario(players=2, variant="base", hands=["Ulm", "Basel"])
    allowed(g, "red: draw deck")
    g.play("red: draw deck")
    g.play("red: route Ulm")
    g.play("red: end")
    allowed(g, "blue: draw deck")


@pytest.mark.rule("taxis.turn.order", "break")
@pytest.mark.parametrize("move", ["blue: draw deck", "blue: administrator", "blue: route Basel", "blue: end"])
def test_nobody_else_acts_in_reds_turn(move: str) -> None:
    g = taxis.scenario(players=2, variant="base", hands=["Ulm", "Basel"])
    refused(g, move, "taxis.turn.order")
    g.play("draw deck")
    g.play("route Ulm")
    refused(g, move, "taxis.turn.order")


# -- draw ------------------------------------------------------------------------------------------------


@pytest.mark.rule("taxis.turn.draw", "obey")
def test_draw_an_open_card_or_the_top_of_the_deck() -> None:
    g = taxis.scenario(players=2, variant="base", display=DISPLAY, hands=["Stuttgart", ""])
    assert moves(g) == {"administrator", "draw deck", *(f"draw {c}" for c in DISPLAY.split())}
    allowed(g, "draw Basel", "taxis.turn.draw")
    top = g.state.deck[0]
    g.play("draw deck")
    assert Counter(g.state.hands[0]) == Counter(["Stuttgart", top]) and g.state.display == tuple(DISPLAY.split())
    assert g.explain() == [("taxis.turn.draw", "red draws the top card of the deck.")]


@pytest.mark.rule("taxis.turn.draw", "break")
def test_no_card_is_played_before_one_is_drawn() -> None:
    g = taxis.scenario(players=2, variant="base", display=DISPLAY, hands=["Stuttgart", ""])
    refused(g, "route Stuttgart", "taxis.turn.draw")
    refused(g, "draw Stuttgart", "taxis.turn.draw")  # Stuttgart is not among the open cards


@pytest.mark.rule("taxis.turn.draw", "break")
def test_no_drawing_after_the_play() -> None:
    g = taxis.scenario(players=2, variant="base", display=DISPLAY, hands=["Stuttgart", ""])
    g.play("draw deck")
    g.play("route Stuttgart")
    refused(g, "draw deck", "taxis.turn.draw")
    refused(g, "draw Ulm", "taxis.turn.draw")


@pytest.mark.rule("taxis.turn.reshuffle", "obey")
def test_an_empty_deck_is_rebuilt_from_the_discards() -> None:
    discards = rest("base", DISPLAY, "Stuttgart")
    g = taxis.scenario(players=2, variant="base", display=DISPLAY, hands=["Stuttgart", ""], discards=discards)
    assert g.state.deck == ()
    g.play("draw deck")
    s = g.state
    assert s.discards == () and s.shuffles == 1 and len(s.deck) == len(discards.split()) - 1
    assert Counter(s.deck) + Counter(s.hands[0]) == Counter(discards.split()) + Counter(["Stuttgart"])
    assert ("taxis.turn.reshuffle", "The deck ran out: the discards are shuffled into a new deck.") in g.explain()


@pytest.mark.rule("taxis.turn.reshuffle", "obey")
def test_refilling_the_display_reshuffles_too() -> None:
    discards = rest("base", DISPLAY, "Stuttgart")
    g = taxis.scenario(players=2, variant="base", display=DISPLAY, hands=["Stuttgart", ""], discards=discards)
    g.play("draw Basel")
    s = g.state
    assert len(s.display) == 6 and s.discards == () and s.shuffles == 1
    assert Counter(s.deck + s.display) == Counter(discards.split()) + Counter(DISPLAY.split()) - Counter(["Basel"])


@pytest.mark.rule("taxis.turn.reshuffle", "break")
def test_no_reshuffle_while_the_deck_lasts() -> None:
    g = taxis.scenario(players=2, variant="base", display=DISPLAY, hands=["Stuttgart", ""], discards="Ulm Zürich")
    deck = g.state.deck
    g.play("draw deck")
    assert g.state.discards == ("Ulm", "Zürich") and g.state.deck == deck[1:] and g.state.shuffles == 0


@pytest.mark.rule("taxis.turn.reshuffle", "break")
def test_with_no_discards_there_is_nothing_to_reshuffle(monkeypatch: pytest.MonkeyPatch) -> None:
    # The whole rest of the deck in one hand empties deck and discards: no game gets there (the validator refuses
    # a hand of 60, taxis.turn.hand-limit), but the engine's edge case is tested on it.
    monkeypatch.setattr("taxis.validate.validate", lambda state: None)
    g = taxis.scenario(players=2, variant="base", display=DISPLAY, hands=[rest("base", DISPLAY), ""])
    assert g.state.deck == () == g.state.discards
    refused(g, "draw deck", "taxis.turn.draw")
    assert "draw deck" not in moves(g) and "draw Ulm" in moves(g)


# -- play -------------------------------------------------------------------------------------------------


@pytest.mark.rule("taxis.turn.play", "obey")
def test_after_drawing_one_card_is_played_then_the_turn_may_end() -> None:
    g = taxis.scenario(players=2, variant="base", display=DISPLAY, hands=["Stuttgart Zürich", ""])
    g.play("draw Ulm")
    assert "end" not in moves(g)
    g.play("route Stuttgart")
    assert g.state.routes[0] == ("Stuttgart",) and Counter(g.state.hands[0]) == Counter(["Ulm", "Zürich"])
    allowed(g, "end", "taxis.turn.end")


@pytest.mark.rule("taxis.turn.play", "break")
def test_the_turn_cannot_end_without_a_card_played() -> None:
    g = taxis.scenario(players=2, variant="base", display=DISPLAY, hands=["Stuttgart", ""])
    g.play("draw Ulm")
    refused(g, "end", "taxis.turn.play")
    refused(g, "discard Ulm", "taxis.turn.play")


@pytest.mark.rule("taxis.turn.play", "break")
@pytest.mark.parametrize("move", ["route Zürich", "route Atlantis", "route Ulm:2"])
def test_a_card_not_in_the_hand_cannot_be_played(move: str) -> None:
    g = taxis.scenario(players=2, variant="base", display=DISPLAY, hands=["Stuttgart", "Zürich"])
    g.play("draw Ulm")
    refused(g, move, "taxis.turn.play")


# -- closing is optional -------------------------------------------------------------------------------------


@pytest.mark.rule("taxis.turn.close-optional", "obey")
def test_a_closable_route_may_be_kept_and_grown_later() -> None:
    road("base", "Freiburg Carlsruhe Mannheim Stuttgart")
    g = taxis.scenario(players=2, variant="base", routes=["Freiburg Carlsruhe", ""], hands=["Mannheim Stuttgart",
                                                                                            "Lodz"])
    g.play("draw deck")
    g.play("route Mannheim")
    allowed(g, "close Carlsruhe Freiburg Mannheim", "taxis.turn.close-optional")
    g.play("end")  # not closing is fine
    assert g.state.routes[0] == ("Freiburg", "Carlsruhe", "Mannheim") and not g.state.houses[0]
    g.play("draw deck")
    g.play("route Lodz")
    g.play("end")
    g.play("draw deck")
    g.play("route Stuttgart")
    allowed(g, "close Carlsruhe Freiburg Mannheim")
    assert g.state.routes[0] == ("Freiburg", "Carlsruhe", "Mannheim", "Stuttgart")


@pytest.mark.rule("taxis.turn.close-optional", "break")
def test_a_route_that_does_not_qualify_offers_no_closing() -> None:
    """Two cards are too few (base); in Glanz und Gloria three cards need three horses, the carriage has two."""
    road("base", "Freiburg Carlsruhe")
    g = taxis.scenario(players=2, variant="base", routes=["Freiburg", ""], hands=["Carlsruhe", ""], drawn=1)
    g.play("route Carlsruhe")
    assert not [m for m in moves(g) if m.startswith("close")] and moves(g) == {"end"}
    road("gug", "Halle Berlin Hannover")
    g = taxis.scenario(players=2, variant="gug", routes=["Halle:1 Berlin:1", ""], hands=["Hannover:1", ""], drawn=1)
    g.play("route Hannover:1")
    assert moves(g) == {"end"}


@pytest.mark.rule("taxis.turn.close-optional", "break")
@pytest.mark.rule("taxis.turn.play", "break")
def test_closing_comes_after_the_play() -> None:
    road("base", "Freiburg Carlsruhe Mannheim")
    g = taxis.scenario(players=2, variant="base", routes=["Freiburg Carlsruhe Mannheim", ""], hands=["Ulm", ""],
                       drawn=1)
    refused(g, "close Carlsruhe Freiburg Mannheim", "taxis.turn.play")


# -- hand limit -------------------------------------------------------------------------------------------------


@pytest.mark.rule("taxis.turn.hand-limit", "obey")
def test_a_fourth_card_is_discarded_before_the_turn_ends() -> None:
    g = taxis.scenario(players=2, variant="base", display=DISPLAY, hands=["Stuttgart Zürich Lodz Pilsen", ""])
    g.play("draw Ulm")
    g.play("route Stuttgart")  # four cards left: Ulm, Zürich, Lodz, Pilsen
    assert moves(g) >= {"discard Ulm", "discard Zürich", "discard Lodz", "discard Pilsen"} and "end" not in moves(g)
    allowed(g, "discard Lodz", "taxis.turn.hand-limit")
    g.play("discard Lodz")
    assert Counter(g.state.hands[0]) == Counter(["Ulm", "Zürich", "Pilsen"]) and g.state.discards[-1] == "Lodz"
    g.play("end")
    assert g.to_move == 1


@pytest.mark.rule("taxis.turn.hand-limit", "obey")
def test_three_cards_may_be_kept() -> None:
    g = taxis.scenario(players=2, variant="base", display=DISPLAY, hands=["Stuttgart Zürich Lodz", ""])
    g.play("draw Ulm")
    g.play("route Stuttgart")
    assert not [m for m in moves(g) if m.startswith("discard")]
    allowed(g, "end")


@pytest.mark.rule("taxis.turn.hand-limit", "break")
def test_the_turn_cannot_end_with_four_cards() -> None:
    g = taxis.scenario(players=2, variant="base", display=DISPLAY, hands=["Stuttgart Zürich Lodz Pilsen", ""])
    g.play("draw Ulm")
    g.play("route Stuttgart")
    refused(g, "end", "taxis.turn.hand-limit")
    refused(g, "discard Basel", "taxis.turn.hand-limit")  # not in the hand
    g.play("discard Ulm")
    refused(g, "discard Zürich", "taxis.turn.hand-limit")  # three is allowed: no more discarding


# -- end of the turn ----------------------------------------------------------------------------------------------


@pytest.mark.rule("taxis.turn.end", "obey")
def test_after_end_the_next_player_clockwise_has_a_fresh_turn() -> None:
    g = taxis.scenario(players=3, variant="base", hands=["Ulm", "Basel", "Lodz"], player=2, start=0)
    g.play("draw deck")
    g.play("route Lodz")
    allowed(g, "end", "taxis.turn.end")
    g.play("end")
    s = g.state
    assert g.to_move == 0 and (s.drawn, s.played, s.official, s.closed) == (0, 0, None, False)
    assert g.explain() == [("taxis.turn.end", "green ends the turn.")]


@pytest.mark.rule("taxis.turn.end", "break")
def test_without_end_the_turn_stays_with_the_player() -> None:
    g = taxis.scenario(players=2, variant="base", hands=["Ulm", "Basel"])
    g.play("draw deck")
    g.play("route Ulm")
    assert g.to_move == 0
    refused(g, "blue: draw deck", "taxis.turn.order")
    refused(g, "route Basel", "taxis.turn.play")  # blue's card: red still plays, and red has no Basel


# -- officials -----------------------------------------------------------------------------------------------------


@pytest.mark.rule("taxis.official.one-per-turn", "obey")
@pytest.mark.parametrize("official", ["administrator", "postmaster", "postal carrier"])
def test_any_one_official_may_be_used(official: str) -> None:
    g = taxis.scenario(players=2, variant="base", display=DISPLAY, hands=["Stuttgart Carlsruhe", ""])
    if official == "administrator":
        g.play("administrator")
    g.play("draw deck")
    if official == "postmaster":
        g.play("draw deck")
    g.play("route Stuttgart")
    if official == "postal carrier":
        g.play("route Carlsruhe")
    assert g.state.official == official.title()
    allowed(g, "end")


@pytest.mark.rule("taxis.official.one-per-turn", "break")
def test_no_second_official_after_the_administrator() -> None:
    g = taxis.scenario(players=2, variant="base", display=DISPLAY, hands=["Stuttgart Carlsruhe", ""])
    g.play("administrator")
    refused(g, "administrator", "taxis.official.one-per-turn")
    g.play("draw deck")
    refused(g, "draw deck", "taxis.official.one-per-turn")  # no Postmaster
    g.play("route Stuttgart")
    refused(g, "route Carlsruhe", "taxis.official.one-per-turn")  # no Postal Carrier


@pytest.mark.rule("taxis.official.one-per-turn", "break")
@pytest.mark.parametrize("official", ["postmaster", "postal carrier"])
def test_no_cartwright_after_the_postmaster_or_the_postal_carrier(official: str) -> None:
    road("base", ("Ulm", *FIVE.split(), "Passau"))
    g = taxis.scenario(players=2, variant="base", routes=[FIVE, ""], hands=["Ulm Passau", ""], carriages=[6, 0])
    g.play("draw deck")
    if official == "postmaster":
        g.play("draw deck")
    g.play("route Passau")
    if official == "postal carrier":
        g.play("route Ulm start")
    houses = "Augsburg Ingolstadt München Nürnberg Passau Regensburg"
    allowed(g, f"close {houses}")
    refused(g, f"close {houses} with cartwright", "taxis.official.one-per-turn")


@pytest.mark.rule("taxis.official.postmaster", "obey")
def test_the_postmaster_draws_a_second_card() -> None:
    g = taxis.scenario(players=2, variant="base", display=DISPLAY, hands=["Stuttgart", ""])
    g.play("draw Ulm")
    allowed(g, "draw Basel", "taxis.official.postmaster")
    allowed(g, "draw deck", "taxis.official.postmaster")
    top = g.state.deck[0]
    g.play("draw deck")
    assert Counter(g.state.hands[0]) == Counter(["Stuttgart", "Ulm", top]) and g.state.official == "Postmaster"


@pytest.mark.rule("taxis.official.postmaster", "break")
def test_no_third_card_and_no_drawing_after_the_play() -> None:
    g = taxis.scenario(players=2, variant="base", display=DISPLAY, hands=["Stuttgart", ""])
    g.play("draw Ulm")
    g.play("draw Basel")
    refused(g, "draw deck", "taxis.official.postmaster")
    reason = g.check("draw Lodz").reason
    assert "Postmaster" in reason and "played" not in reason  # nothing was played: the Postmaster was used
    g = taxis.scenario(players=2, variant="base", display=DISPLAY, hands=["Stuttgart", ""])
    g.play("draw Ulm")
    g.play("route Stuttgart")
    refused(g, "draw deck", "taxis.turn.draw")  # the Postmaster helps in the draw step only
    assert g.check("draw deck").reason == "no more drawing this turn: a card has been played"


@pytest.mark.rule("taxis.official.postmaster", "break")
@pytest.mark.rule("taxis.turn.draw", "break")
def test_a_second_draw_of_a_card_that_is_not_open_breaks_the_draw_rule() -> None:
    g = taxis.scenario(players=2, variant="base", display=DISPLAY, hands=["Stuttgart", ""])
    g.play("draw Ulm")
    refused(g, "draw Zürich", "taxis.turn.draw")


@pytest.mark.rule("taxis.official.postal-carrier", "obey")
def test_the_postal_carrier_plays_a_second_card() -> None:
    road("base", "Freiburg Carlsruhe Mannheim")
    g = taxis.scenario(players=2, variant="base", hands=["Carlsruhe Mannheim Ulm", ""], routes=["Freiburg", ""])
    g.play("draw deck")
    g.play("route Carlsruhe")
    allowed(g, "route Mannheim", "taxis.official.postal-carrier")
    g.play("route Mannheim")
    assert g.state.routes[0] == ("Freiburg", "Carlsruhe", "Mannheim") and g.state.official == "Postal Carrier"


@pytest.mark.rule("taxis.official.postal-carrier", "obey")
@pytest.mark.rule("taxis.horses.play", "obey")
def test_in_glanz_und_gloria_each_of_the_two_cards_goes_its_own_way() -> None:
    road("gug", "Halle Berlin")
    g = taxis.scenario(players=2, variant="gug", hands=["Berlin:2 Cölln:3", ""], routes=["Halle:1", ""], drawn=1)
    g.play("horse Cölln:3")
    allowed(g, "route Berlin:2", "taxis.official.postal-carrier")
    g.play("route Berlin:2")
    assert g.state.routes[0] == ("Halle:1", "Berlin:2") and g.state.horses[0] == ("Cölln:3",)
    assert g.state.horse_count(0) == 2 + 3


@pytest.mark.rule("taxis.official.postal-carrier", "break")
def test_no_third_card_and_no_second_after_the_postmaster() -> None:
    road("base", "Freiburg Carlsruhe Mannheim Stuttgart")
    g = taxis.scenario(players=2, variant="base", hands=["Carlsruhe Mannheim Stuttgart", ""], routes=["Freiburg", ""],
                       drawn=1)
    g.play("route Carlsruhe")
    g.play("route Mannheim")
    refused(g, "route Stuttgart", "taxis.official.postal-carrier")
    assert "Postal Carrier" in g.check("route Stuttgart").reason
    g = taxis.scenario(players=2, variant="base", hands=["Carlsruhe Mannheim", ""], routes=["Freiburg", ""])
    g.play("draw deck")
    g.play("draw deck")
    g.play("route Carlsruhe")
    refused(g, "route Mannheim", "taxis.official.one-per-turn")
    assert "the Postmaster was already used" in g.check("route Mannheim").reason  # names the official in the way


@pytest.mark.rule("taxis.official.administrator", "obey")
def test_the_administrator_replaces_the_six_open_cards_before_the_draw() -> None:
    g = taxis.scenario(players=2, variant="base", display=DISPLAY, hands=["Stuttgart", ""], discards="Zürich")
    deck = g.state.deck
    allowed(g, "administrator", "taxis.official.administrator")
    g.play("administrator")
    s = g.state
    assert s.display == deck[:6] and s.deck == deck[6:]
    assert Counter(s.discards) == Counter(["Zürich", *DISPLAY.split()])
    assert s.drawn == 0 and s.official == "Administrator"
    allowed(g, f"draw {s.display[0]}", "taxis.turn.draw")


@pytest.mark.rule("taxis.official.administrator", "break")
def test_the_administrator_comes_only_before_the_first_draw() -> None:
    g = taxis.scenario(players=2, variant="base", display=DISPLAY, hands=["Stuttgart", ""])
    g.play("draw deck")
    refused(g, "administrator", "taxis.official.administrator")
    g.play("route Stuttgart")
    refused(g, "administrator", "taxis.official.administrator")


@pytest.mark.rule("taxis.official.cartwright", "obey")
def test_the_cartwright_lets_a_five_city_route_take_carriage_seven() -> None:
    road("base", FIVE)
    g = taxis.scenario(players=2, variant="base", routes=[FIVE, ""], carriages=[6, 0], drawn=1, played=1)
    houses = "Augsburg Ingolstadt München Nürnberg Regensburg"
    allowed(g, f"close {houses} with cartwright", "taxis.official.cartwright")
    g.play(f"close {houses} with cartwright")
    s = g.state
    assert s.carriages[0] == 7 and s.official == "Cartwright"
    assert tiles(g, 0).get("route-5") == 2 and "route-7" not in tiles(g, 0)  # the tile follows the real length
    assert s.trigger == 0  # carriage 7 ends the game


@pytest.mark.rule("taxis.official.cartwright", "break")
def test_without_the_cartwright_a_five_city_route_takes_no_carriage_seven() -> None:
    road("base", FIVE)
    g = taxis.scenario(players=2, variant="base", routes=[FIVE, ""], carriages=[6, 0], drawn=1, played=1)
    g.play("close Augsburg Ingolstadt München Nürnberg Regensburg")
    assert g.state.carriages[0] == 6 and g.state.trigger is None


@pytest.mark.rule("taxis.official.cartwright", "break")
def test_no_cartwright_in_glanz_und_gloria() -> None:
    road("gug", "Halle Berlin Hannover")
    g = taxis.scenario(players=2, variant="gug", routes=["Halle:1 Berlin:1 Hannover:1", ""], horses=["Cölln:1", ""],
                       drawn=1, played=1)
    refused(g, "close Berlin Halle with cartwright", "taxis.official.cartwright")
    assert not [m for m in g.legal_moves() if isinstance(m, taxis.Close) and m.cartwright]


@pytest.mark.rule("taxis.official.cartwright", "break")
@pytest.mark.rule("taxis.close.one-province", "break")
def test_a_bad_placement_with_the_cartwright_is_refused_for_the_placement() -> None:
    road("base", FIVE)
    g = taxis.scenario(players=2, variant="base", routes=[FIVE, ""], carriages=[6, 0], drawn=1, played=1)
    refused(g, "close Augsburg München with cartwright", "taxis.close.one-province")
