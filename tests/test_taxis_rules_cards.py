"""Naming a card: the plain city name or ``City:n`` in Glanz und Gloria, and refusals that tell the truth.

A Glanz und Gloria card is a city with the horses on its back (``Hannover:2``). Typed text may name a card by its
city alone when that names one legal move (``taxis.rules.resolve``); a name that could mean several cards is refused
under the notation rule, naming the horse counts; a name that fits no legal move is refused for the rule it breaks,
never with a false "there is no such card". Conventions and helpers are in test_taxis_rules.py.
"""

from __future__ import annotations

import pytest
from test_taxis_rules import EXAMPLE_ROUTE, allowed, no_road, refused, road

import taxis
from tutor import IllegalMove


def _gug(**spec: object) -> taxis.Game:
    return taxis.scenario(players=2, variant="gug", **spec)


# -- a plain city name that names one card is that card ------------------------------------------------------


@pytest.mark.rule("taxis.notation.syntax", "obey")
@pytest.mark.parametrize(("text", "card"), [
    ("route Hannover", "route Hannover:2"), ("horse Hannover", "horse Hannover:2"), ("horse Weimar", "horse Weimar:1"),
    ("route Hannover:2", "route Hannover:2")])
def test_a_card_in_hand_may_be_named_by_its_city(text: str, card: str) -> None:
    """The README writes 'route Halle': red holds one Hannover card, so 'route Hannover' is that card."""
    road("gug", "Berlin Hannover")
    g = _gug(hands=["Hannover:2 Weimar:1", ""], routes=["Berlin:1", ""], drawn=1)
    allowed(g, text)
    assert str(g.parse(text)) == card
    g.play(text)
    assert [str(m) for m in g.history] == [card]  # the log and the record name the card in full
    replayed = taxis.load_record(g.to_record())
    assert replayed.state == g.state


@pytest.mark.rule("taxis.notation.syntax", "obey")
def test_a_face_up_card_may_be_named_by_its_city() -> None:
    g = _gug(display="Bremen:2 Lübeck:1 Cölln:1 Coblenz:1 Dresden:3 Weimar:2", hands=["Halle:1", ""])
    allowed(g, "draw Bremen", "taxis.turn.draw")
    g.play("draw Bremen")
    assert "Bremen:2" in g.state.hands[0] and "Bremen:2" not in g.state.display
    assert str(g.history[-1]) == "draw Bremen:2"


@pytest.mark.rule("taxis.turn.hand-limit", "obey")
def test_a_card_to_discard_may_be_named_by_its_city() -> None:
    g = _gug(hands=["Weimar:1 Dresden:2 Leipzig:3 Cölln:1 Halle:2", ""], routes=["Berlin:1", ""], drawn=1)
    g.play("horse Cölln")
    allowed(g, "discard Weimar", "taxis.turn.hand-limit")
    g.play("discard Weimar")
    assert g.state.hands[0] == ("Dresden:2", "Halle:2", "Leipzig:3")


@pytest.mark.rule("taxis.notation.syntax", "obey")
@pytest.mark.parametrize("text", ["close Berlin:1 Halle:1 Münster:1", "close Berlin Halle:1 Münster",
                                  "close Berlin Halle Münster"])
def test_a_closing_may_name_its_cities_by_the_routes_cards(text: str) -> None:
    """The rulebook's example route; houses on the three Prussian cities, named as cards or as cities."""
    road("gug", EXAMPLE_ROUTE)
    route = " ".join(f"{c}:1" for c in EXAMPLE_ROUTE)
    g = _gug(routes=[route, ""], horses=["Cölln:2 Coblenz:3", ""], drawn=1, played=1)
    allowed(g, text, "taxis.turn.close-optional")
    assert g.parse(text) == taxis.parse("close Berlin Halle Münster")
    g.play(text)
    assert g.state.houses[0] == {"Berlin", "Halle", "Münster"}


@pytest.mark.rule("taxis.close.route-cities", "break")
def test_a_closing_that_names_a_card_with_the_wrong_horses_says_which_card_is_there() -> None:
    road("gug", EXAMPLE_ROUTE)
    route = "Halle:1 Berlin:3 Hannover:1 Hamburg:1 Bremen:1 Münster:1"
    g = _gug(routes=[route, ""], horses=["Cölln:2 Coblenz:3", ""], drawn=1, played=1)
    refused(g, "close Berlin:1 Halle:1 Münster:1", "taxis.close.route-cities")
    assert g.check("close Berlin:1 Halle:1 Münster:1").reason == "there is no Berlin:1 card on the route, only Berlin:3"


# -- a name that could mean several cards ---------------------------------------------------------------------


@pytest.mark.rule("taxis.notation.syntax", "break")
def test_a_city_name_that_could_mean_two_cards_in_hand_is_refused_naming_the_horses() -> None:
    road("gug", "Berlin Hannover")
    g = _gug(hands=["Hannover:2 Hannover:1", ""], routes=["Berlin:1", ""], drawn=1)
    for text in ("route Hannover", "horse Hannover"):
        refused(g, text, "taxis.notation.syntax")
        head = text.split()[0]
        assert g.check(text).reason == (f"2 Hannover cards fit this move, with 1 or 2 horses: write "
                                        f"'{head} Hannover:1' or '{head} Hannover:2'")
    allowed(g, "route Hannover:1")
    allowed(g, "route Hannover:2")


@pytest.mark.rule("taxis.notation.syntax", "break")
def test_a_city_name_that_could_mean_two_face_up_cards_is_refused_naming_the_horses() -> None:
    g = _gug(display="Bremen:3 Lübeck:1 Bremen:1 Coblenz:1 Dresden:3 Weimar:2", hands=["Halle:1", ""])
    refused(g, "draw Bremen", "taxis.notation.syntax")
    assert g.check("draw Bremen").reason == ("2 Bremen cards fit this move, with 1 or 3 horses: write "
                                             "'draw Bremen:1' or 'draw Bremen:3'")


# -- a name that fits no legal move is refused for the rule it breaks --------------------------------------------


@pytest.mark.rule("taxis.route.road", "break")
def test_a_plain_name_that_fits_nowhere_is_refused_for_the_road_not_for_a_missing_card() -> None:
    no_road("gug", "Weimar", "Berlin")
    g = _gug(hands=["Weimar:1 Weimar:3", ""], routes=["Berlin:1", ""], drawn=1)
    refused(g, "route Weimar", "taxis.route.road")
    assert g.check("route Weimar").reason == "no road joins Weimar to either end of the route"


@pytest.mark.rule("taxis.route.no-repeat", "break")
def test_a_plain_name_of_a_city_on_the_route_is_refused_for_the_repeat() -> None:
    road("gug", "Berlin Hannover")
    g = _gug(hands=["Hannover:2", ""], routes=["Hannover:1 Berlin:1", ""], drawn=1)
    refused(g, "route Hannover", "taxis.route.no-repeat")


@pytest.mark.rule("taxis.turn.draw", "break")
def test_a_plain_name_before_the_draw_is_refused_for_the_draw() -> None:
    g = _gug(hands=["Hannover:2 Hannover:1", ""], routes=["Berlin:1", ""])
    refused(g, "route Hannover", "taxis.turn.draw")  # the first thing to do is to draw, whatever the card


@pytest.mark.rule("taxis.turn.play", "break")
def test_a_card_with_the_wrong_horses_names_the_card_in_hand() -> None:
    g = _gug(hands=["Hannover:2", ""], routes=["Berlin:1", ""], drawn=1)
    refused(g, "route Hannover:1", "taxis.turn.play")
    assert g.check("route Hannover:1").reason == "there is no Hannover:1 card in red's hand, only Hannover:2"
    refused(g, "route Bremen", "taxis.turn.play")
    assert g.check("route Bremen").reason == "there is no Bremen card in red's hand"


@pytest.mark.rule("taxis.turn.draw", "break")
def test_a_face_up_card_with_the_wrong_horses_names_the_face_up_card() -> None:
    g = _gug(display="Bremen:2 Lübeck:1 Cölln:1 Coblenz:1 Dresden:3 Weimar:2", hands=["Halle:1", ""])
    refused(g, "draw Bremen:1", "taxis.turn.draw")
    assert g.check("draw Bremen:1").reason == "there is no Bremen:1 card face up, only Bremen:2"
    for name in ("Hamburg", "Hamburg:1"):
        refused(g, f"draw {name}", "taxis.turn.draw")
        assert g.check(f"draw {name}").reason == f"{name} is not among the face-up cards"


@pytest.mark.rule("taxis.turn.play", "break")
def test_base_game_cards_name_no_horses() -> None:
    g = taxis.scenario(players=2, variant="base", hands=["Ulm", ""], drawn=1)
    refused(g, "route Ulm:2", "taxis.turn.play")
    assert g.check("route Ulm:2").reason == "cards show no horses in this game: write Ulm, not Ulm:2"


@pytest.mark.rule("taxis.notation.syntax", "break")
def test_a_move_object_is_taken_as_it_is() -> None:
    """Only typed text is read in the position: the engine refuses a move object that is not a legal move."""
    g = _gug(hands=["Hannover:2", ""], drawn=1)
    verdict = g.check(taxis.Route("Hannover"))
    assert not verdict.ok and verdict.rule == "taxis.notation.syntax"
    assert verdict.reason == "Hannover names the card Hannover:2: the move is 'route Hannover:2'"
    with pytest.raises(IllegalMove):
        g.play(taxis.Route("Hannover"))
    assert g.history == ()


# -- check and play agree with legal_moves ----------------------------------------------------------------------


@pytest.mark.rule("taxis.notation.syntax", "obey")
def test_text_is_accepted_exactly_when_it_names_a_legal_move() -> None:
    """Every city name, plain and with each horse count, for each kind of card move: check is ok exactly when
    the text reads as a legal move, and play then plays that move."""
    road("gug", "Berlin Hannover")
    g = _gug(hands=["Hannover:2 Hannover:1 Weimar:3 Cölln:1", ""], routes=["Berlin:1", ""], drawn=1,
             display="Bremen:2 Lübeck:1 Bremen:3 Coblenz:1 Dresden:3 Weimar:2")
    legal = set(g.legal_moves())
    cities = sorted(g.state.map.cities)
    texts = [f"{head} {name}" for head in ("draw", "route", "horse", "discard")
             for c in cities for name in (c, f"{c}:1", f"{c}:2", f"{c}:3")]
    accepted = {t for t in texts if g.check(t).ok}
    assert accepted == {t for t in texts if g.parse(t) in legal}
    assert {"route Weimar", "route Hannover"} & accepted == set()  # no road / two Hannover cards fit
    assert {"horse Weimar", "horse Cölln", "draw Lübeck", "draw Dresden"} <= accepted
    assert "draw Bremen" not in accepted and "draw Bremen:3" in accepted


# -- other refusals that named the wrong cause -----------------------------------------------------------------


@pytest.mark.rule("taxis.turn.play", "break")
@pytest.mark.parametrize("text", ["end", "close Lodz Pilsen", "discard Basel"])
def test_a_stuck_route_asks_for_the_scrap_not_for_any_card(text: str) -> None:
    road("base", "Lodz Pilsen")
    for card in ("Basel", "Zürich"):
        no_road("base", card, "Lodz")
        no_road("base", card, "Pilsen")
    g = taxis.scenario(players=2, variant="base", hands=["Basel Zürich", ""], routes=["Lodz Pilsen", ""], drawn=1)
    refused(g, text, "taxis.turn.play")
    assert "'scrap route'" in g.check(text).reason and "horse" not in g.check(text).reason


@pytest.mark.rule("taxis.turn.play", "break")
def test_a_stuck_route_in_glanz_und_gloria_offers_the_horse_card_too() -> None:
    road("gug", "Lübeck Schwerin")
    g = _gug(hands=["Weimar:2 Dresden:1", ""], routes=["Lübeck:1 Schwerin:1", ""], drawn=1)
    refused(g, "end", "taxis.turn.play")
    assert g.check("end").reason == ("a card must be played first, and none in the hand extends the route: lay a "
                                     "horse card, or write 'scrap route', then start a new route with a card")


@pytest.mark.rule("taxis.official.cartwright", "obey")
@pytest.mark.parametrize("tail", ["with cartwright", "with Cartwright", "WITH CARTWRIGHT"])
def test_the_cartwright_may_be_written_with_a_capital(tail: str) -> None:
    five = "Augsburg München Ingolstadt Nürnberg Regensburg"
    road("base", five)
    g = taxis.scenario(players=2, variant="base", routes=[five, ""], carriages=[6, 0], drawn=1, played=1)
    text = f"close Augsburg Ingolstadt München Nürnberg Regensburg {tail}"
    allowed(g, text, "taxis.official.cartwright")
    assert g.parse(text).cartwright


@pytest.mark.rule("taxis.horses.play", "break")
def test_a_horse_card_under_base_rules_is_refused_for_the_rule_even_for_a_card_not_held() -> None:
    g = taxis.scenario(players=2, variant="base", hands=["Ulm", ""], drawn=1)
    refused(g, "horse Basel", "taxis.horses.play")  # the first cause: no horses in this game at all


@pytest.mark.rule("taxis.horses.max", "break")
def test_a_seventh_horse_card_is_refused_for_the_six_even_for_a_card_not_held() -> None:
    six = "Cölln:1 Coblenz:1 Dresden:1 Leipzig:1 Weimar:1 Fulda:1"
    g = _gug(hands=["Halle:2", ""], horses=[six, ""], drawn=1)
    refused(g, "horse Bremen", "taxis.horses.max")


@pytest.mark.rule("taxis.turn.hand-limit", "break")
def test_nothing_to_discard_comes_before_a_card_not_held() -> None:
    g = taxis.scenario(players=2, variant="base", hands=["Ulm Basel", ""], drawn=1, played=1)
    refused(g, "discard Lodz", "taxis.turn.hand-limit")
    assert g.check("discard Lodz").reason == "the hand holds 3 or fewer cards: nothing to discard"
    g = taxis.scenario(players=2, variant="base", hands=["Ulm Basel Linz Zürich", ""], drawn=1, played=1)
    assert g.check("discard Lodz").reason == "there is no Lodz card in the hand"
