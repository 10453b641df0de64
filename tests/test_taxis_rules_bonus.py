"""Thurn und Taxis, rule by rule: carriages (in order, long enough, only the best counts) and bonus tiles (route
length, province groups, Prussia, all provinces, free cities, the top tile, one per stack).

Conventions and helpers are in test_taxis_rules.py.
"""

from __future__ import annotations

import pytest
from test_taxis_rules import CARRIAGE_VP, GUG_STACKS, baiern, closing, stacks, tiles

import taxis

FIVE = "Augsburg München Ingolstadt Nürnberg Regensburg"  # all Baiern
ROUTES = {  # base routes by length
    3: "Augsburg München Ingolstadt",
    4: "Augsburg München Ingolstadt Nürnberg",
    5: FIVE,
    6: f"{FIVE} Passau",
    7: f"Ulm {FIVE} Passau",
    8: f"Ulm {FIVE} Passau Linz",
}
NORTH = ("Lübeck", "Schwerin", "Stettin", "Berlin", "Halle", "Weimar", "Fulda", "Würzburg", "Frankfurt")
GUG_ROUTES = {n: " ".join(f"{c}:1" for c in NORTH[:n]) for n in (5, 6, 7, 8, 9)}  # one horse on each card


# -- carriages ------------------------------------------------------------------------------------------------------


@pytest.mark.rule("taxis.carriage.in-order", "obey")
def test_carriages_come_three_then_four() -> None:
    g = closing("base", ROUTES[3], carriages=[0, 5])
    g.play(baiern(ROUTES[3]))
    assert g.state.carriages == (3, 5) and g.state.supply == (2, 3, 3, 4, 4)
    assert ("taxis.carriage.in-order", "red takes carriage 3.") in g.explain()
    g = closing("base", ROUTES[4], carriages=[3, 0])
    g.play(baiern(ROUTES[4]))
    assert g.state.carriages == (4, 0)


@pytest.mark.rule("taxis.carriage.in-order", "break")
@pytest.mark.parametrize(("have", "length", "gets"), [(0, 7, 3), (0, 5, 3), (3, 7, 4), (4, 8, 5)])
def test_a_long_route_still_takes_only_the_next_carriage(have: int, length: int, gets: int) -> None:
    g = closing("base", ROUTES[length], carriages=[have, 0])
    g.play(baiern(ROUTES[length]))
    assert g.state.carriages[0] == gets and g.state.trigger is None  # no carriage 7, no end


@pytest.mark.rule("taxis.carriage.length", "obey")
@pytest.mark.parametrize(("have", "length"), [(0, 3), (3, 4), (4, 5), (5, 6), (6, 7), (5, 8)])
def test_a_route_as_long_as_the_next_carriage_takes_it(have: int, length: int) -> None:
    g = closing("base", ROUTES[length], carriages=[have, 0])
    g.play(baiern(ROUTES[length]))
    assert g.state.carriages[0] == {0: 3, 3: 4, 4: 5, 5: 6, 6: 7}[have]


@pytest.mark.rule("taxis.carriage.length", "break")
@pytest.mark.parametrize(("variant", "have", "length"), [
    ("base", 3, 3), ("base", 4, 4), ("base", 5, 4), ("base", 6, 6), ("gug-base-rules", 5, 5)])
def test_a_route_shorter_than_the_next_carriage_takes_none(variant: str, have: int, length: int) -> None:
    route = ROUTES[length] if variant == "base" else GUG_ROUTES[length].replace(":1", "")
    g = closing(variant, route, carriages=[have, 0])
    g.play(baiern(route) if variant == "base" else "close Berlin Halle Stettin")
    assert g.state.carriages[0] == have


@pytest.mark.rule("taxis.carriage.highest-counts", "obey")
@pytest.mark.rule("taxis.score.carriage", "obey")
def test_only_the_highest_carriage_scores() -> None:
    g = closing("base", ROUTES[6], carriages=[5, 3])
    assert g.scores()[0]["carriage"] == 5 and g.scores()[1]["carriage"] == 2
    g.play(baiern(ROUTES[6]))
    assert g.state.carriages[0] == 6 and g.scores()[0]["carriage"] == 7  # not 2 + 3 + 5 + 7


@pytest.mark.rule("taxis.carriage.highest-counts", "break")
@pytest.mark.rule("taxis.score.carriage", "break")
def test_without_a_carriage_no_carriage_points() -> None:
    for variant in ("base", "gug-base-rules", "gug"):
        assert all(row["carriage"] == 0 for row in taxis.new_game(players=3, variant=variant).scores().values())
    assert [CARRIAGE_VP[n] for n in (3, 4, 5, 6, 7)] == [2, 3, 5, 7, 10]


# -- route-length tiles --------------------------------------------------------------------------------------------


@pytest.mark.rule("taxis.bonus.route-length", "obey")
@pytest.mark.parametrize(("length", "stack", "value"), [(5, "route-5", 2), (6, "route-6", 3), (7, "route-7", 4),
                                                         (8, "route-7", 4)])
def test_a_long_base_route_takes_its_length_tile(length: int, stack: str, value: int) -> None:
    g = closing("base", ROUTES[length], carriages=[0, 0])
    g.play(baiern(ROUTES[length]))
    assert tiles(g, 0) == {stack: value}
    title = g.state.bonus.stack(stack).title
    assert ("taxis.bonus.route-length", f"red takes the top {title} tile ({value} points).") in g.explain()


@pytest.mark.rule("taxis.bonus.route-length", "obey")
@pytest.mark.parametrize(("length", "stack"), [(5, "route-5"), (6, "route-6"), (7, "route-7"), (8, "route-8"),
                                               (9, "route-8")])
def test_glanz_und_gloria_adds_a_stack_for_eight_and_longer(length: int, stack: str) -> None:
    g = closing("gug", GUG_ROUTES[length])
    g.play("close Berlin Halle Stettin")
    assert {k: v for k, v in tiles(g, 0).items() if k.startswith("route")} == {stack: GUG_STACKS[stack][0]}


@pytest.mark.rule("taxis.bonus.route-length", "break")
@pytest.mark.parametrize("length", [3, 4])
def test_a_route_shorter_than_five_takes_no_tile(length: int) -> None:
    g = closing("base", ROUTES[length])
    g.play(baiern(ROUTES[length]))
    assert tiles(g, 0) == {}


@pytest.mark.rule("taxis.bonus.route-length", "break")
def test_a_seven_city_route_in_glanz_und_gloria_is_not_an_eight() -> None:
    g = closing("gug", GUG_ROUTES[7])
    g.play("close Berlin Halle Stettin")
    assert "route-8" not in tiles(g, 0) and tiles(g, 0)["route-7"] == 4
    assert stacks(g)["route-8"] == (5, 4, 3, 2, 1)


# -- province groups and Prussia -------------------------------------------------------------------------------------


@pytest.mark.rule("taxis.bonus.province", "obey")
@pytest.mark.parametrize(("variant", "route", "houses", "before", "stack", "value"), [
    ("base", "Freiburg Carlsruhe Mannheim", "Carlsruhe Freiburg Mannheim", "", "baden", 3),
    ("base", "Sigmaringen Ulm Stuttgart", "Stuttgart Ulm", "Sigmaringen", "wuerttemberg-hohenzollern", 3),
    ("base", "Lodz Pilsen Budweis", "Budweis Pilsen", "Linz Salzburg", "boehmen-salzburg", 4),
    ("gug", "Berlin:1 Hannover:1 Göttingen:1", "Göttingen Hannover", "Schwerin", "mecklenburg-hannover", 3),
    ("gug-base-rules", "Leipzig Dresden Berlin", "Dresden Leipzig", "Weimar", "thueringen-sachsen", 3),
])
def test_a_house_on_every_city_of_a_group_takes_its_tile(variant: str, route: str, houses: str, before: str,
                                                         stack: str, value: int) -> None:
    g = closing(variant, route, houses=[before, ""])
    g.play(f"close {houses}")
    assert tiles(g, 0) == {stack: value}
    title = g.state.bonus.stack(stack).title
    assert ("taxis.bonus.province", f"red takes the top {title} tile ({value} points).") in g.explain()


@pytest.mark.rule("taxis.bonus.province", "break")
@pytest.mark.parametrize(("variant", "route", "houses", "before"), [
    ("base", "Freiburg Carlsruhe Mannheim", "Carlsruhe", ""),  # spread: one Baden city of three
    ("base", "Sigmaringen Ulm Stuttgart", "Stuttgart Ulm", ""),  # Hohenzollern missing
    ("gug", "Berlin:1 Hannover:1 Göttingen:1", "Göttingen Hannover", ""),  # Mecklenburg (Schwerin) missing
])
def test_an_incomplete_group_takes_no_tile(variant: str, route: str, houses: str, before: str) -> None:
    g = closing(variant, route, houses=[before, ""])
    g.play(f"close {houses}")
    assert tiles(g, 0) == {}


@pytest.mark.rule("taxis.bonus.prussia", "obey")
@pytest.mark.parametrize("variant", ["gug", "gug-base-rules"])
def test_every_city_of_both_parts_of_prussia_takes_the_prussia_tile(variant: str) -> None:
    route = "Halle Berlin Hannover Münster"
    g = closing(variant, route if variant != "gug" else " ".join(f"{c}:1" for c in route.split()),
                houses=["Stettin Düsseldorf Cölln Coblenz", ""])
    g.play("close Berlin Halle Münster")
    assert tiles(g, 0) == {"prussia": 5}
    assert "taxis.bonus.prussia" in [rule for rule, _ in g.explain()]


@pytest.mark.rule("taxis.bonus.prussia", "break")
@pytest.mark.parametrize("before", ["Stettin Düsseldorf Cölln", "Stettin"])
def test_six_prussian_cities_or_one_whole_part_are_not_enough(before: str) -> None:
    """With Stettin, Halle and Berlin make the east part complete; the west still lacks cities."""
    g = closing("gug-base-rules", "Halle Berlin Hannover Münster", houses=[before, ""])
    g.play("close Berlin Halle Münster")
    assert "prussia" not in tiles(g, 0) and stacks(g)["prussia"] == (5, 4, 3, 2)


# -- all provinces -------------------------------------------------------------------------------------------------

BASE_ONE_EACH_BUT_POLEN = "Augsburg Freiburg Ulm Sigmaringen Basel Innsbruck Budweis Linz"
GUG_ONE_EACH_BUT_BAYERN = "Berlin Schwerin Hannover Amsterdam Brüssel Weimar Dresden Cassel"


@pytest.mark.rule("taxis.bonus.all-provinces", "obey")
def test_a_house_in_every_base_province_baiern_included() -> None:
    g = closing("base", "Lodz Pilsen Regensburg", houses=[BASE_ONE_EACH_BUT_POLEN, ""])
    g.play("close Lodz")
    assert tiles(g, 0) == {"all-provinces": 6}


@pytest.mark.rule("taxis.bonus.all-provinces", "obey")
@pytest.mark.parametrize("variant", ["gug", "gug-base-rules"])
def test_free_cities_are_not_needed_for_all_provinces(variant: str) -> None:
    route = "Fulda Würzburg Frankfurt" if variant != "gug" else "Fulda:1 Würzburg:1 Frankfurt:1"
    g = closing(variant, route, houses=[GUG_ONE_EACH_BUT_BAYERN, ""])
    g.play("close Würzburg")
    assert tiles(g, 0) == {"all-provinces": 6} and not g.state.houses[0] & {"Frankfurt", "Bremen", "Hamburg", "Lübeck"}


@pytest.mark.rule("taxis.bonus.all-provinces", "break")
@pytest.mark.parametrize(("variant", "route", "houses", "before"), [
    ("base", "Lodz Pilsen Regensburg", "Lodz", BASE_ONE_EACH_BUT_POLEN.replace("Innsbruck ", "")),  # no Tyrol
    ("base", "Lodz Pilsen Regensburg", "Regensburg", BASE_ONE_EACH_BUT_POLEN),  # Polen still missing
    ("gug", "Fulda:1 Würzburg:1 Frankfurt:1", "Würzburg", GUG_ONE_EACH_BUT_BAYERN.replace("Brüssel ", "")),
])
def test_one_province_short_takes_no_all_provinces_tile(variant: str, route: str, houses: str, before: str) -> None:
    g = closing(variant, route, houses=[before, ""])
    g.play(f"close {houses}")
    assert "all-provinces" not in tiles(g, 0)


@pytest.mark.rule("taxis.bonus.all-provinces", "break")
def test_baiern_counts_too_under_the_english_rule() -> None:
    """Every province but Baiern ("Außerhalb Baiern", the German tile) is not enough under the reading we play."""
    no_baiern = BASE_ONE_EACH_BUT_POLEN.replace("Augsburg", "Stuttgart")
    g = closing("base", "Lodz Pilsen Budweis", houses=[no_baiern, ""])
    g.play("close Lodz")
    assert "all-provinces" not in tiles(g, 0)
    assert taxis.board.BONUS["base"].with_reading("german").stack("all-provinces").excluded.value == ("Baiern",)


# -- free cities ------------------------------------------------------------------------------------------------------


@pytest.mark.rule("taxis.bonus.free-city", "obey")
@pytest.mark.parametrize("variant", ["gug", "gug-base-rules"])
def test_the_first_house_on_a_free_city_takes_its_tile(variant: str) -> None:
    route = "Hannover Hamburg Lübeck" if variant != "gug" else "Hannover:1 Hamburg:1 Lübeck:1"
    g = closing(variant, route)
    g.play("close Hannover Lübeck")
    assert tiles(g, 0) == {"free-luebeck": 1} and stacks(g)["free-luebeck"] == ()
    assert "taxis.bonus.free-city" in [rule for rule, _ in g.explain()]


@pytest.mark.rule("taxis.bonus.free-city", "break")
def test_a_later_house_on_a_free_city_takes_no_tile() -> None:
    g = closing("gug", "Hannover:1 Hamburg:1 Lübeck:1", houses=["", "Lübeck"], tiles=[[], [["free-luebeck", 1]]])
    g.play("close Hannover Lübeck")
    assert tiles(g, 0) == {} and g.state.houses[0] == frozenset({"Hannover", "Lübeck"})


@pytest.mark.rule("taxis.bonus.free-city", "break")
def test_passing_a_free_city_without_a_house_takes_no_tile() -> None:
    g = closing("gug", "Hannover:1 Hamburg:1 Lübeck:1")
    g.play("close Hannover")
    assert tiles(g, 0) == {} and stacks(g)["free-hamburg"] == (1,) == stacks(g)["free-luebeck"]


# -- the top tile, one per stack ---------------------------------------------------------------------------------------


@pytest.mark.rule("taxis.bonus.top-tile", "obey")
def test_the_first_claimant_takes_the_highest_tile() -> None:
    g = closing("base", ROUTES[6])
    g.play(baiern(ROUTES[6]))
    assert tiles(g, 0)["route-6"] == 3 and stacks(g)["route-6"] == (2, 1)


@pytest.mark.rule("taxis.bonus.top-tile", "break")
def test_a_later_claimant_gets_a_lower_tile_and_an_empty_stack_gives_none() -> None:
    g = closing("base", ROUTES[6], tiles=[[], [["route-6", 3]]])
    g.play(baiern(ROUTES[6]))
    assert tiles(g, 0)["route-6"] == 2 and stacks(g)["route-6"] == (1,)
    g = taxis.scenario(players=3, variant="base", routes=[ROUTES[5], "", ""], drawn=1, played=1,
                       tiles=[[], [["route-5", 2]], [["route-5", 1]]])
    assert stacks(g)["route-5"] == ()
    g.play(baiern(ROUTES[5]))
    assert tiles(g, 0) == {}


@pytest.mark.rule("taxis.bonus.one-per-stack", "obey")
def test_tiles_of_different_stacks_add_up() -> None:
    g = closing("base", ROUTES[5], tiles=[[["route-6", 3]], []])
    g.play(baiern(ROUTES[5]))
    assert tiles(g, 0) == {"route-6": 3, "route-5": 2}


@pytest.mark.rule("taxis.bonus.one-per-stack", "break")
def test_a_second_route_of_the_same_length_takes_no_second_tile() -> None:
    g = closing("base", ROUTES[6], tiles=[[["route-6", 3]], []])
    g.play(baiern(ROUTES[6]))
    assert tiles(g, 0) == {"route-6": 3} and stacks(g)["route-6"] == (2, 1)


@pytest.mark.rule("taxis.bonus.all-provinces", "obey")
@pytest.mark.rule("taxis.bonus.all-provinces", "break")
def test_the_german_reading_of_all_provinces_leaves_out_baiern() -> None:
    """A house in every province but Baiern: the German tile counts it, the decided (English) reading does not."""
    from taxis.closing import earned

    houses = "Freiburg Stuttgart Sigmaringen Basel Innsbruck Pilsen Linz Lodz"
    english = taxis.scenario(players=2, variant="base", houses=[houses, ""])
    german = taxis.scenario(players=2, variant="base", houses=[houses, ""], reading="german")
    stack = [s for s in english.state.bonus.stacks if s.kind == "all-provinces"][0]
    assert not earned(english.state, stack, 0, 3, frozenset())
    stack = [s for s in german.state.bonus.stacks if s.kind == "all-provinces"][0]
    assert earned(german.state, stack, 0, 3, frozenset())
    with pytest.raises(ValueError, match="reading"):
        taxis.new_game(players=2, variant="gug", reading="klingon")
