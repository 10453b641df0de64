"""Thurn und Taxis, rule by rule: building the route (start, ends, roads, each city once, a stuck route) and the
Glanz und Gloria horses (route card or horse card, at most six, enough to close, lost with a scrapped route).

Conventions and helpers are in test_taxis_rules.py.
"""

from __future__ import annotations

from collections import Counter

import pytest
from test_taxis_rules import allowed, moves, no_road, plays, refused, road

import taxis
from tutor import IllegalMove

SIX_HORSES = "Cölln:1 Cölln:2 Cölln:3 Coblenz:1 Coblenz:2 Coblenz:3"  # 1+2+3+1+2+3 = 12, with the carriage 14


# -- starting a route ----------------------------------------------------------------------------------------------


@pytest.mark.rule("taxis.route.start", "obey")
@pytest.mark.parametrize("card", ["Lodz", "Basel", "Würzburg"])
def test_with_no_route_any_card_starts_one(card: str) -> None:
    g = taxis.scenario(players=2, variant="base", hands=["Lodz Basel Würzburg", ""], drawn=1)
    allowed(g, f"route {card}", "taxis.route.start")
    g.play(f"route {card}")
    assert g.state.routes[0] == (card,)
    assert g.explain() == [("taxis.route.start", f"red starts a route with {card}.")]


@pytest.mark.rule("taxis.route.start", "break")
def test_with_a_route_on_the_table_a_card_cannot_start_another() -> None:
    """One route at a time: Basel has no road to Lodz or Pilsen, so it cannot be laid at all."""
    road("base", "Lodz Pilsen")
    no_road("base", "Basel", "Lodz")
    no_road("base", "Basel", "Pilsen")
    g = taxis.scenario(players=2, variant="base", hands=["Basel Budweis", ""], routes=["Lodz Pilsen", ""], drawn=1)
    refused(g, "route Basel", "taxis.route.road")
    refused(g, "route Basel start", "taxis.route.road")
    assert g.state.routes[0] == ("Lodz", "Pilsen")


@pytest.mark.rule("taxis.route.start", "break")
@pytest.mark.rule("taxis.route.ends", "break")
def test_start_is_no_end_of_a_route_not_yet_begun() -> None:
    g = taxis.scenario(players=2, variant="base", hands=["Ulm", ""], drawn=1)
    state = g.state
    verdict = g.check("route Ulm start")
    assert not verdict.ok and verdict.rule in ("taxis.route.start", "taxis.route.ends"), verdict
    with pytest.raises(IllegalMove):
        g.play("route Ulm start")
    assert g.state is state and g.history == ()


# -- the two ends -------------------------------------------------------------------------------------------------


@pytest.mark.rule("taxis.route.ends", "obey")
def test_cards_go_at_either_end() -> None:
    road("base", "Ulm Augsburg München Passau")
    g = taxis.scenario(players=2, variant="base", hands=["Ulm Passau", ""], routes=["Augsburg München", ""], drawn=1)
    assert moves(g) >= {"route Ulm start", "route Passau"}
    allowed(g, "route Ulm start", "taxis.route.ends")
    g.play("route Ulm start")
    allowed(g, "route Passau", "taxis.official.postal-carrier")
    g.play("route Passau")
    assert g.state.routes[0] == ("Ulm", "Augsburg", "München", "Passau")
    assert g.explain() == [("taxis.official.postal-carrier", "red adds Passau at the end of the route.")]


@pytest.mark.rule("taxis.route.ends", "break")
def test_a_one_card_route_has_a_single_end() -> None:
    road("base", "Augsburg Ulm")
    g = taxis.scenario(players=2, variant="base", hands=["Ulm", ""], routes=["Augsburg", ""], drawn=1)
    refused(g, "route Ulm start", "taxis.route.ends")
    allowed(g, "route Ulm")


@pytest.mark.rule("taxis.route.ends", "break")
def test_never_between_two_cards() -> None:
    """Nürnberg has a road to Pilsen, in the middle of Lodz-Pilsen-Budweis, but none to either end."""
    road("base", "Lodz Pilsen Budweis")
    road("base", "Pilsen Nürnberg")
    no_road("base", "Nürnberg", "Lodz")
    no_road("base", "Nürnberg", "Budweis")
    g = taxis.scenario(players=2, variant="base", hands=["Nürnberg", ""], routes=["Lodz Pilsen Budweis", ""], drawn=1)
    refused(g, "route Nürnberg", "taxis.route.road")
    refused(g, "route Nürnberg start", "taxis.route.road")
    assert not [m for m in moves(g) if m.startswith("route")]


# -- roads ---------------------------------------------------------------------------------------------------------


@pytest.mark.rule("taxis.route.road", "obey")
@pytest.mark.parametrize(("variant", "route", "card", "at"), [
    ("base", "Freiburg Carlsruhe", "Mannheim", "end"),
    ("base", "Freiburg Carlsruhe", "Basel", "start"),
    ("gug", "Hamburg:1 Bremen:1", "Münster:2", "end"),  # the rulebook example's roads
    ("gug", "Berlin:1 Hannover:1", "Halle:3", "start"),
    ("gug-base-rules", "Hannover Hamburg", "Bremen", "end"),
])
def test_a_card_joins_its_end_by_a_road(variant: str, route: str, card: str, at: str) -> None:
    cities = [c.split(":")[0] for c in route.split()]
    road(variant, [card.split(":")[0], *cities] if at == "start" else [*cities, card.split(":")[0]])
    g = taxis.scenario(players=2, variant=variant, hands=[card, ""], routes=[route, ""], drawn=1)
    move = f"route {card}" + (" start" if at == "start" else "")
    allowed(g, move, "taxis.route.ends")
    g.play(move)
    assert card in g.state.routes[0]


@pytest.mark.rule("taxis.route.road", "break")
@pytest.mark.parametrize(("variant", "route", "move"), [
    ("base", "Augsburg München", "route Ulm"),  # Ulm–Augsburg exists, Ulm–München does not
    ("base", "Augsburg München", "route Passau start"),  # Passau–München exists, Passau–Augsburg does not
    ("base", "Ulm", "route Basel"),
    ("gug", "Halle:1 Berlin:1", "route Bremen:1"),
    ("gug", "Hamburg:1", "route Münster:1"),  # Münster joins Bremen, not Hamburg
    ("gug-base-rules", "Berlin", "route Bremen"),
])
def test_no_road_no_card(variant: str, route: str, move: str) -> None:
    card = move.split()[1]
    end = route.split()[0 if move.endswith("start") else -1].split(":")[0]
    no_road(variant, card.split(":")[0], end)
    g = taxis.scenario(players=2, variant=variant, hands=[card, ""], routes=[route, ""], drawn=1)
    refused(g, move, "taxis.route.road")


# -- each city once -----------------------------------------------------------------------------------------------


@pytest.mark.rule("taxis.route.no-repeat", "obey")
def test_a_route_passes_through_distinct_cities() -> None:
    road("base", "Augsburg München Ingolstadt Ulm")
    g = taxis.scenario(players=2, variant="base", hands=["Ulm Augsburg", ""],
                       routes=["Augsburg München Ingolstadt", ""], drawn=1)
    allowed(g, "route Ulm")
    g.play("route Ulm")
    assert len(set(g.state.routes[0])) == 4


@pytest.mark.rule("taxis.route.no-repeat", "break")
def test_a_city_already_on_the_route_cannot_be_added_again() -> None:
    """Ingolstadt–Augsburg is a road, but Augsburg is on the route: a second Augsburg card closes no loop."""
    road("base", "Augsburg München Ingolstadt")
    road("base", "Ingolstadt Augsburg")
    g = taxis.scenario(players=2, variant="base", hands=["Augsburg Ingolstadt", ""],
                       routes=["Augsburg München Ingolstadt", ""], drawn=1)
    refused(g, "route Augsburg", "taxis.route.no-repeat")
    refused(g, "route Ingolstadt start", "taxis.route.no-repeat")
    road("gug", "Halle Berlin")
    g = taxis.scenario(players=2, variant="gug", hands=["Berlin:3", ""], routes=["Berlin:1 Halle:1", ""], drawn=1)
    refused(g, "route Berlin:3", "taxis.route.no-repeat")


# -- a stuck route ---------------------------------------------------------------------------------------------


def _stuck_base(hand: str = "Basel Zürich") -> taxis.Game:
    road("base", "Lodz Pilsen")
    for card in hand.split():
        no_road("base", card, "Lodz")
        no_road("base", card, "Pilsen")
    return taxis.scenario(players=2, variant="base", hands=[hand, ""], routes=["Lodz Pilsen", ""], drawn=1,
                          discards="Ulm")


@pytest.mark.rule("taxis.route.scrap", "obey")
def test_a_route_nothing_extends_is_thrown_away_and_a_new_one_started() -> None:
    g = _stuck_base()
    assert plays(g) == {"scrap route"}
    allowed(g, "scrap route", "taxis.route.scrap")
    g.play("scrap route")
    assert g.state.routes[0] == () and Counter(g.state.discards) == Counter(["Ulm", "Lodz", "Pilsen"])
    assert not g.state.houses[0] and g.state.tiles[0] == ()  # unscored
    assert plays(g) == {"route Basel", "route Zürich"}
    allowed(g, "route Basel", "taxis.route.start")
    g.play("route Basel")
    assert g.state.routes[0] == ("Basel",)


@pytest.mark.rule("taxis.route.scrap", "break")
def test_a_route_that_a_card_extends_cannot_be_thrown_away() -> None:
    road("base", "Lodz Pilsen Budweis")
    g = taxis.scenario(players=2, variant="base", hands=["Basel Budweis", ""], routes=["Lodz Pilsen", ""], drawn=1)
    assert "scrap route" not in moves(g)
    refused(g, "scrap route", "taxis.route.scrap")
    refused(g, "route Basel", "taxis.route.road")


@pytest.mark.rule("taxis.route.scrap", "break")
def test_a_route_is_not_thrown_away_by_choice_after_the_play() -> None:
    """Mannheim extends Freiburg-Carlsruhe; Lodz fits nowhere, but red does not have to play a second card."""
    road("base", "Freiburg Carlsruhe Mannheim")
    no_road("base", "Lodz", "Mannheim")
    no_road("base", "Lodz", "Freiburg")
    g = taxis.scenario(players=2, variant="base", routes=["Freiburg Carlsruhe", ""], hands=["Mannheim Lodz", ""],
                       drawn=1)
    g.play("route Mannheim")
    assert "scrap route" not in moves(g) and "end" in moves(g)
    refused(g, "scrap route", "taxis.route.scrap")


@pytest.mark.rule("taxis.route.scrap", "break")
def test_there_is_no_route_to_throw_away() -> None:
    g = taxis.scenario(players=2, variant="base", hands=["Basel", ""], drawn=1)
    refused(g, "scrap route", "taxis.route.scrap")


# -- horses -----------------------------------------------------------------------------------------------------


@pytest.mark.rule("taxis.horses.play", "obey")
def test_a_card_laid_face_down_adds_the_horses_on_its_back() -> None:
    g = taxis.scenario(players=2, variant="gug", hands=["Cölln:3 Weimar:1", ""], routes=["Berlin:1", ""], drawn=1)
    allowed(g, "horse Cölln:3", "taxis.horses.play")
    allowed(g, "horse Weimar:1", "taxis.horses.play")  # any card, fitting the route or not
    g.play("horse Cölln:3")
    assert g.state.horses[0] == ("Cölln:3",) and g.state.horse_count(0) == 5 and g.state.routes[0] == ("Berlin:1",)
    assert g.state.hands[0] == ("Weimar:1",)


@pytest.mark.rule("taxis.horses.play", "break")
@pytest.mark.parametrize(("variant", "card"), [("base", "Ulm"), ("gug-base-rules", "Cölln")])
def test_under_base_rules_every_card_goes_into_the_route(variant: str, card: str) -> None:
    g = taxis.scenario(players=2, variant=variant, hands=[card, ""], drawn=1)
    refused(g, f"horse {card}", "taxis.horses.play")
    assert not [m for m in moves(g) if m.startswith("horse")]


@pytest.mark.rule("taxis.horses.max", "obey")
def test_a_sixth_horse_card_may_be_laid() -> None:
    g = taxis.scenario(players=2, variant="gug", hands=["Weimar:3", ""], horses=[SIX_HORSES.rsplit(" ", 1)[0], ""],
                       drawn=1)
    allowed(g, "horse Weimar:3", "taxis.horses.play")
    g.play("horse Weimar:3")
    assert len(g.state.horses[0]) == 6 and g.state.horse_count(0) == 2 + 9 + 3


@pytest.mark.rule("taxis.horses.max", "break")
def test_no_seventh_horse_card() -> None:
    road("gug", "Berlin Halle")
    g = taxis.scenario(players=2, variant="gug", hands=["Weimar:3 Halle:2", ""], horses=[SIX_HORSES, ""],
                       routes=["Berlin:1", ""], drawn=1)
    refused(g, "horse Weimar:3", "taxis.horses.max")
    refused(g, "horse Halle:2", "taxis.horses.max")
    assert plays(g) == {"route Halle:2"}  # with six horse cards the card must go to the route


@pytest.mark.rule("taxis.horses.max", "break")
@pytest.mark.rule("taxis.route.scrap", "obey")
def test_with_six_horse_cards_a_stuck_route_must_be_thrown_away() -> None:
    road("gug", "Lübeck Schwerin")
    for city in ("Weimar", "Dresden"):
        no_road("gug", city, "Lübeck")
        no_road("gug", city, "Schwerin")
    g = taxis.scenario(players=2, variant="gug", hands=["Weimar:2 Dresden:1", ""], horses=[SIX_HORSES, ""],
                       routes=["Lübeck:1 Schwerin:1", ""], drawn=1)
    assert plays(g) == {"scrap route"}
    refused(g, "horse Weimar:2", "taxis.horses.max")


@pytest.mark.rule("taxis.route.scrap", "obey")
def test_in_glanz_und_gloria_a_stuck_player_may_lay_a_horse_card_instead() -> None:
    road("gug", "Lübeck Schwerin")
    g = taxis.scenario(players=2, variant="gug", hands=["Weimar:2 Dresden:1", ""], routes=["Lübeck:1 Schwerin:1", ""],
                       drawn=1)
    assert plays(g) == {"scrap route", "horse Weimar:2", "horse Dresden:1"}


@pytest.mark.rule("taxis.horses.close", "obey")
@pytest.mark.parametrize(("horses", "count"), [("Weimar:1", 3), ("Weimar:3", 5), ("Weimar:1 Dresden:1", 4)])
def test_horses_at_least_the_route_cards_close(horses: str, count: int) -> None:
    road("gug", "Halle Berlin Hannover")
    g = taxis.scenario(players=2, variant="gug", routes=["Halle:1 Berlin:1 Hannover:1", ""], horses=[horses, ""],
                       drawn=1, played=1)
    assert g.state.horse_count(0) == count
    allowed(g, "close Berlin Halle", "taxis.turn.close-optional")


@pytest.mark.rule("taxis.horses.close", "break")
@pytest.mark.parametrize(("horses", "count"), [("", 2), ("Weimar:3", 5)])
def test_fewer_horses_than_route_cards_cannot_close(horses: str, count: int) -> None:
    """The rulebook's six-city route with 2 + 3 = 5 horses (one 3-horse card), or the carriage alone."""
    route = "Halle:1 Berlin:1 Hannover:1 Hamburg:1 Bremen:1 Münster:1"
    g = taxis.scenario(players=2, variant="gug", routes=[route, ""], horses=[horses, ""], drawn=1, played=1)
    assert g.state.horse_count(0) == count
    refused(g, "close Berlin Halle Münster", "taxis.horses.close")
    refused(g, "close Berlin Bremen Hannover", "taxis.horses.close")
    assert moves(g) == {"end"}


@pytest.mark.rule("taxis.horses.discard", "obey")
def test_a_scrapped_route_takes_its_horse_cards_with_it() -> None:
    road("gug", "Lübeck Schwerin")
    g = taxis.scenario(players=2, variant="gug", hands=["Weimar:2 Dresden:1", ""], routes=["Lübeck:1 Schwerin:1", ""],
                       horses=["Cölln:3 Coblenz:2", ""], drawn=1)
    g.play("scrap route")
    s = g.state
    assert s.routes[0] == () and s.horses[0] == () and s.horse_count(0) == 2
    assert Counter(s.discards) == Counter(["Lübeck:1", "Schwerin:1", "Cölln:3", "Coblenz:2"])


@pytest.mark.rule("taxis.horses.discard", "break")
def test_horse_cards_stay_while_the_route_lives() -> None:
    """Stuck, but laying a horse card instead of scrapping: the route and the earlier horses stay."""
    road("gug", "Lübeck Schwerin")
    g = taxis.scenario(players=2, variant="gug", hands=["Weimar:2 Dresden:1", ""], routes=["Lübeck:1 Schwerin:1", ""],
                       horses=["Cölln:3", ""], drawn=1)
    g.play("horse Weimar:2")
    g.play("end")
    s = g.state
    assert s.routes[0] == ("Lübeck:1", "Schwerin:1") and s.horses[0] == ("Cölln:3", "Weimar:2")
    assert s.horse_count(0) == 7 and s.discards == ()
