"""Thurn und Taxis, rule by rule: closing a route (length, the two placement modes, route cities, one house per
city, free cities, split Prussia, the discard, houses running out), with the Glanz und Gloria rulebook's worked
example.

Conventions and helpers are in test_taxis_rules.py.
"""

from __future__ import annotations

from collections import Counter

import pytest
from test_taxis_rules import (
    BASE_CITIES,
    EXAMPLE_ROUTE,
    FREE_CITIES,
    GUG_PROVINCES,
    HOUSES,
    allowed,
    closing,
    closings,
    moves,
    refused,
    road,
    tiles,
)

import taxis

F = frozenset

# München-Augsburg-Ulm-Stuttgart: Baiern (München, Augsburg) and Württemberg (Ulm, Stuttgart)
MAUS = "München Augsburg Ulm Stuttgart"
MAUS_WAYS = {F({"München", "Augsburg"}), F({"Ulm", "Stuttgart"}),  # mode A
             *(F({b, w}) for b in ("München", "Augsburg") for w in ("Ulm", "Stuttgart"))}  # mode B


# -- the rulebook's worked example ------------------------------------------------------------------------------


def _example() -> taxis.Game:
    """Halle-Berlin-Hannover-Hamburg-Bremen, Münster in hand; 2 + 2 + 3 = 7 horses before the carriage."""
    road("gug", EXAMPLE_ROUTE)
    g = taxis.scenario(players=2, variant="gug", routes=["Halle:1 Berlin:2 Hannover:1 Hamburg:3 Bremen:2", ""],
                       hands=["Münster:2", ""], horses=["Weimar:2 Cölln:3", ""], drawn=1)
    g.play("route Münster:2")
    assert tuple(c.split(":")[0] for c in g.state.routes[0]) == EXAMPLE_ROUTE
    assert g.state.horse_count(0) == 7
    return g


PRUSSIAN = ("Halle", "Berlin", "Münster")


@pytest.mark.rule("taxis.horses.close", "obey")
@pytest.mark.rule("taxis.close.prussia", "obey")
@pytest.mark.rule("taxis.close.free-city", "obey")
def test_the_rulebooks_example_closes_in_the_two_ways_it_names() -> None:
    g = _example()
    ways = closings(g)
    named = {F(PRUSSIAN)} | {F({p, "Hannover", f}) for p in PRUSSIAN for f in ("Hamburg", "Bremen")}
    assert named <= ways  # "vagy ... vagy": the three Prussian cities, or Prussia + Hannover + a free city
    # and what the base modes also allow: mode A on Hannover alone, mode B without a free city
    assert ways == named | {F({"Hannover"})} | {F({p, "Hannover"}) for p in PRUSSIAN}
    assert not any({"Hamburg", "Bremen"} <= w for w in ways)  # never both free cities (Megjegyzés)


@pytest.mark.rule("taxis.close.prussia", "obey")
@pytest.mark.rule("taxis.bonus.route-length", "obey")
@pytest.mark.rule("taxis.close.discard", "obey")
def test_the_example_placed_on_all_of_prussia() -> None:
    g = _example()
    g.play("close Berlin Halle Münster")
    s = g.state
    assert s.houses[0] == F(PRUSSIAN) and tiles(g, 0) == {"route-6": 3}  # the top "6" tile
    assert s.routes[0] == () and s.horses[0] == () and s.horse_count(0) == 2  # only the carriage card stays
    cards = ["Halle:1", "Berlin:2", "Hannover:1", "Hamburg:3", "Bremen:2", "Münster:2", "Weimar:2", "Cölln:3"]
    assert Counter(s.discards) == Counter(cards)


@pytest.mark.rule("taxis.close.free-city", "obey")
@pytest.mark.rule("taxis.bonus.free-city", "obey")
def test_the_example_placed_on_prussia_hannover_and_a_free_city() -> None:
    g = _example()
    g.play("close Berlin Hamburg Hannover")
    assert g.state.houses[0] == F({"Berlin", "Hamburg", "Hannover"})
    assert tiles(g, 0) == {"route-6": 3, "free-hamburg": 1}


@pytest.mark.rule("taxis.close.free-city", "break")
@pytest.mark.parametrize("houses", ["Bremen Halle Hamburg Hannover", "Bremen Hamburg", "Berlin Halle Münster Hamburg"])
def test_the_example_never_takes_both_free_cities_nor_a_free_city_with_all_of_prussia(houses: str) -> None:
    refused(_example(), f"close {houses}", "taxis.close.free-city")


@pytest.mark.rule("taxis.close.prussia", "break")
@pytest.mark.parametrize("houses", ["Berlin Halle", "Münster", "Halle Münster"])
def test_the_example_cannot_place_on_part_of_prussia(houses: str) -> None:
    refused(_example(), f"close {houses}", "taxis.close.prussia")


@pytest.mark.rule("taxis.close.spread", "break")
def test_the_example_cannot_spread_two_houses_in_prussia() -> None:
    refused(_example(), "close Berlin Halle Hannover", "taxis.close.spread")


# -- length -----------------------------------------------------------------------------------------------------


@pytest.mark.rule("taxis.close.length", "obey")
@pytest.mark.parametrize(("variant", "route", "houses"), [
    ("base", "Freiburg Carlsruhe Mannheim", "Carlsruhe Freiburg Mannheim"),
    ("gug", "Halle:1 Berlin:1 Hannover:1", "Berlin Halle"),
    ("gug-base-rules", "Halle Berlin Hannover", "Hannover"),
])
def test_three_cards_may_close(variant: str, route: str, houses: str) -> None:
    g = closing(variant, route)
    allowed(g, f"close {houses}", "taxis.turn.close-optional")
    g.play(f"close {houses}")
    assert g.state.houses[0] == F(houses.split()) and g.state.routes[0] == ()


@pytest.mark.rule("taxis.close.length", "break")
@pytest.mark.parametrize(("variant", "route", "houses"), [
    ("base", "Freiburg Carlsruhe", "Carlsruhe Freiburg"),
    ("base", "Freiburg", "Freiburg"),
    ("gug", "Halle:1 Berlin:1", "Berlin Halle"),  # fourteen horses do not help
    ("gug-base-rules", "Halle Berlin", "Berlin Halle"),
])
def test_fewer_than_three_cards_cannot_close(variant: str, route: str, houses: str) -> None:
    g = closing(variant, route)
    refused(g, f"close {houses}", "taxis.close.length")
    if variant == "base":
        refused(g, f"close {houses} with cartwright", "taxis.close.length")
    assert not closings(g)


# -- the two modes ------------------------------------------------------------------------------------------------


@pytest.mark.rule("taxis.close.one-province", "obey")
@pytest.mark.rule("taxis.close.spread", "obey")
def test_one_province_in_full_or_one_house_per_province() -> None:
    g = closing("base", MAUS)
    assert closings(g) == MAUS_WAYS
    allowed(g, "close Augsburg München")
    g.play("close Augsburg München")
    assert g.state.houses[0] == F({"München", "Augsburg"})


@pytest.mark.rule("taxis.close.spread", "obey")
def test_spread_over_three_provinces() -> None:
    """Freiburg (Baden) - Basel, Zürich (Schweiz) - Sigmaringen (Hohenzollern)."""
    g = closing("base", "Freiburg Basel Zürich Sigmaringen")
    assert closings(g) == {F({"Freiburg"}), F({"Basel", "Zürich"}), F({"Sigmaringen"}),
                           F({"Freiburg", "Basel", "Sigmaringen"}), F({"Freiburg", "Zürich", "Sigmaringen"})}
    g.play("close Freiburg Sigmaringen Zürich")
    assert g.state.houses[0] == F({"Freiburg", "Zürich", "Sigmaringen"})


@pytest.mark.rule("taxis.close.one-province", "break")
@pytest.mark.rule("taxis.close.houses-left", "break")
@pytest.mark.parametrize("houses", ["München", "Stuttgart", ""])
def test_part_of_a_province_is_not_enough(houses: str) -> None:
    """Houses are not optional city by city: one Baiern city is neither all of Baiern nor one per province."""
    refused(closing("base", MAUS), f"close {houses}".strip(), "taxis.close.one-province")


@pytest.mark.rule("taxis.close.spread", "break")
@pytest.mark.parametrize("houses", ["Augsburg München Ulm", "Augsburg München Stuttgart Ulm"])
def test_spread_never_puts_two_houses_in_one_province(houses: str) -> None:
    refused(closing("base", MAUS), f"close {houses}", "taxis.close.spread")


# -- where houses go -------------------------------------------------------------------------------------------------


@pytest.mark.rule("taxis.close.route-cities", "obey")
def test_other_players_houses_do_not_stop_a_placement() -> None:
    g = closing("base", MAUS, houses=["", "München Augsburg Ulm"])
    assert closings(g) == MAUS_WAYS
    g.play("close Augsburg München")
    assert g.state.houses == (F({"München", "Augsburg"}), F({"München", "Augsburg", "Ulm"}))


@pytest.mark.rule("taxis.close.route-cities", "break")
@pytest.mark.parametrize("houses", ["Augsburg Kempten", "Ingolstadt", "Augsburg München Atlantis"])
def test_houses_go_only_on_the_route(houses: str) -> None:
    refused(closing("base", MAUS), f"close {houses}", "taxis.close.route-cities")


@pytest.mark.rule("taxis.close.one-house-per-city", "obey")
def test_a_city_with_your_house_is_skipped() -> None:
    """Red already has München: all of Baiern is now Augsburg, and spreading takes Augsburg."""
    g = closing("base", MAUS, houses=["München", ""])
    assert closings(g) == {F({"Augsburg"}), F({"Ulm", "Stuttgart"}),  # mode A
                           F({"Augsburg", "Ulm"}), F({"Augsburg", "Stuttgart"})}  # mode B
    g.play("close Augsburg Ulm")
    assert g.state.houses[0] == F({"München", "Augsburg", "Ulm"}) and g.state.houses_left(0) == HOUSES - 3


@pytest.mark.rule("taxis.close.one-house-per-city", "break")
@pytest.mark.parametrize("houses", ["München Ulm", "Augsburg München"])
def test_no_second_house_in_a_city(houses: str) -> None:
    refused(closing("base", MAUS, houses=["München", ""]), f"close {houses}", "taxis.close.one-house-per-city")


# -- free cities ------------------------------------------------------------------------------------------------------


@pytest.mark.rule("taxis.close.free-city", "obey")
@pytest.mark.parametrize("variant", ["gug", "gug-base-rules"])
def test_a_free_city_may_join_a_spread_placement(variant: str) -> None:
    route = "Hannover Hamburg Lübeck" if variant != "gug" else "Hannover:1 Hamburg:1 Lübeck:1"
    g = closing(variant, route)
    assert closings(g) == {F({"Hannover"}), F({"Hannover", "Hamburg"}), F({"Hannover", "Lübeck"})}
    assert all(GUG_PROVINCES["Hannover"][0] in w for w in closings(g))


@pytest.mark.rule("taxis.close.free-city", "obey")
def test_a_route_of_free_cities_places_one_house() -> None:
    g = closing("gug", "Bremen:1 Hamburg:1 Lübeck:1")
    assert closings(g) == {F({c}) for c in ("Bremen", "Hamburg", "Lübeck")}
    assert set(FREE_CITIES) >= {"Bremen", "Hamburg", "Lübeck"}


@pytest.mark.rule("taxis.close.free-city", "break")
@pytest.mark.parametrize("houses", ["Hamburg Lübeck", "Hannover Hamburg Lübeck"])
def test_two_free_cities_are_too_many(houses: str) -> None:
    refused(closing("gug", "Hannover:1 Hamburg:1 Lübeck:1"), f"close {houses}", "taxis.close.free-city")


@pytest.mark.rule("taxis.close.free-city", "break")
def test_a_free_city_does_not_join_a_one_province_placement() -> None:
    """Halle and Berlin fill Prussia (mode A); Hamburg belongs to no province, so it cannot be added."""
    g = closing("gug", "Halle:1 Berlin:1 Hannover:1 Hamburg:1")
    allowed(g, "close Berlin Halle")
    refused(g, "close Berlin Halle Hamburg", "taxis.close.free-city")


# -- Prussia ----------------------------------------------------------------------------------------------------------


@pytest.mark.rule("taxis.close.prussia", "obey")
@pytest.mark.parametrize("variant", ["gug", "gug-base-rules"])
def test_both_parts_of_prussia_fill_in_one_placement(variant: str) -> None:
    """Halle, Berlin (east) and Münster (west), joined through Hannover."""
    route = "Halle Berlin Hannover Münster"
    if variant == "gug":
        route = " ".join(f"{c}:1" for c in route.split())
    g = closing(variant, route)
    assert {taxis.MAPS["gug"].cities[c].part for c in ("Halle", "Berlin", "Münster")} == {"east", "west"}
    assert F({"Halle", "Berlin", "Münster"}) in closings(g)
    assert not [w for w in closings(g) if len(w & {"Halle", "Berlin", "Münster"}) == 2]
    g.play("close Berlin Halle Münster")
    assert g.state.houses[0] == F({"Halle", "Berlin", "Münster"})


@pytest.mark.rule("taxis.close.prussia", "break")
def test_one_part_of_prussia_is_not_the_whole_province() -> None:
    refused(closing("gug-base-rules", "Halle Berlin Hannover Münster"), "close Münster", "taxis.close.prussia")


# -- the discard ------------------------------------------------------------------------------------------------------


@pytest.mark.rule("taxis.close.discard", "obey")
def test_the_closed_route_goes_to_the_discards() -> None:
    g = closing("base", MAUS, discards="Lodz")
    g.play("close Augsburg München")
    assert g.state.routes[0] == () and Counter(g.state.discards) == Counter(["Lodz", *MAUS.split()])
    assert g.state.closed


@pytest.mark.rule("taxis.close.discard", "break")
def test_after_closing_no_card_is_added_and_nothing_closes_again() -> None:
    road("base", "Passau München")
    g = taxis.scenario(players=2, variant="base", routes=[MAUS, ""], hands=["Passau Lodz", ""], drawn=1)
    g.play("route Passau start")
    g.play("close Augsburg München Passau")
    refused(g, "route Lodz", "taxis.close.discard")
    refused(g, "close Augsburg München Passau", "taxis.close.discard")
    allowed(g, "end")
    g = closing("gug", "Halle:1 Berlin:1 Hannover:1", hands=["Weimar:1", ""])
    g.play("close Berlin Halle")
    refused(g, "horse Weimar:1", "taxis.close.discard")


# -- houses running out ---------------------------------------------------------------------------------------


def _two_left() -> taxis.Game:
    baden = ("Freiburg", "Carlsruhe", "Mannheim")
    houses = [c for c in BASE_CITIES if c not in baden][:HOUSES - 2]
    return closing("base", "Freiburg Carlsruhe Mannheim", houses=[houses, ""])


@pytest.mark.rule("taxis.close.houses-left", "obey")
def test_with_two_houses_left_they_go_on_cities_of_your_choice() -> None:
    g = _two_left()
    assert g.state.houses_left(0) == 2
    pairs = {F({"Freiburg", "Carlsruhe"}), F({"Freiburg", "Mannheim"}), F({"Carlsruhe", "Mannheim"})}
    assert closings(g) == pairs | {F({c}) for c in ("Freiburg", "Carlsruhe", "Mannheim")}
    g.play("close Freiburg Mannheim")
    assert g.state.houses_left(0) == 0 and "Carlsruhe" not in g.state.houses[0]


@pytest.mark.rule("taxis.close.houses-left", "break")
def test_three_houses_cannot_be_placed_from_two() -> None:
    refused(_two_left(), "close Carlsruhe Freiburg Mannheim", "taxis.close.houses-left")
    assert "close Carlsruhe Freiburg Mannheim" not in moves(_two_left())


@pytest.mark.rule("taxis.close.spread", "break")
def test_a_spread_with_a_free_city_must_still_reach_every_province() -> None:
    """Berlin (Prussia) + Hamburg (free) leaves Hannover, a province of the route, without a house."""
    g = _example()
    verdict = g.check("close Berlin Hamburg")
    assert not verdict.ok and verdict.rule == "taxis.close.spread" and "Hannover" in verdict.reason
    refused(g, "close Berlin Hamburg", "taxis.close.spread")
