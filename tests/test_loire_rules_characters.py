"""La Loire, rule by rule: the 29 character cards and the 4 palaces.

Every ``loire.character.*`` and ``loire.palace.*`` rule has a test that plays by it (``obey``: the card changes
money, goods, horses, prices or the legal moves exactly as the rulebook says) and one that breaks it (``break``:
the same play without the card, or a play beyond what it allows, is refused, or scores nothing).

Expected numbers are worked out by hand from the Hungarian rulebook (its KARAKTERKÁRTYÁK and PALOTA
ÉPÜLETKÁRTYÁK sections) and ``reference/loire.md`` (section 5 characters, 6 palaces, 12 readings, 13 numbers):
character costs yellow 1, red 2, green 3, blue 4; VP yellow 0, red 1, green 1, blue 2 (+2 per delivered
message of its type); sell prices wood 2, grain 3, cheese 5, wine 6; farm 4 deniers + 1 wood, monastery
4 + 2 wood, castle 6 + 1 wood, palace 4; messages cost their level; message VP 1, 3, 5, 4 by level.

Positions are fixed by :data:`SHIELDS` (every village's shield), :data:`loire_helpers.MARKET` (prices
blue 1, yellow 1, purple 2, red 2, green 3, white 3, black 4) and an empty board of loose horses unless a
test puts some down. The circus stands at Ussé (black): a purchase never brings the black tile to the
middle market space, so no circus move interrupts a test.
"""

from __future__ import annotations

import pytest
from loire_helpers import GOOD, MARKET, NORTH, PRICE, SOUTH, allowed, game, me, moves, refused

import loire

SHIELDS = {
    "Ancenis": "blue", "Angers": "yellow", "Langeais": "purple", "Tours": "red", "Vendôme": "green",
    "Blois": "white", "Talcy": "black", "Beaugency": "red", "Meung-sur-Loire": "yellow",
    "Champtoceaux": "yellow", "Saumur": "blue", "Montsoreau": "red", "Chinon": "purple", "Ussé": "black",
    "Villandry": "green", "Amboise": "white", "Cheverny": "red", "Chambord": "blue",
}
"""Every village's shield: 4 red, 3 blue, 3 yellow, 2 of the others (reference/loire.md 13), no neighbours alike."""

SELL = {"wood": 2, "grain": 3, "cheese": 5, "wine": 6}  # printed sell prices, reference/loire.md 13
MERCHANT_OF = {"wood": "Wood Merchant", "grain": "Grain Merchant", "cheese": "Cheese Merchant",
               "wine": "Wine Merchant"}


def position(red: dict | None = None, **spec: object) -> loire.Game:
    """Red to move with the seat ``red``, on the fixed shields, circus at Ussé, no loose horses unless told."""
    spec.setdefault("shields", SHIELDS)
    spec.setdefault("circus", "Ussé")
    spec.setdefault("loose", {})
    return game(seats=[red or {}, {}], **spec)


def stopped(piece: str, place: str, red: dict | None = None, **spec: object) -> loire.Game:
    """Red's ``piece`` has just stopped at ``place`` (the other piece has not moved yet) and may act."""
    red = {piece: place, **(red or {})}
    spec.setdefault("turn", {"moved": [piece], "acting": piece})
    return position(red, **spec)


def test_premises() -> None:
    """The tests below lean on these board facts (reference/loire.md 13); a changed board fails here first."""
    g = position()
    assert [SHIELDS[v] for v in NORTH + SOUTH] == [g.state.shield(v) for v in NORTH + SOUTH]
    assert g.state.circus == "Ussé" and PRICE[SHIELDS["Ussé"]] == 4 and MARKET[-1] == "black"
    assert (GOOD["Saumur"], GOOD["Tours"], GOOD["Langeais"], GOOD["Ussé"]) == ("cheese", "grain", "wood", "wood")
    assert SOUTH[:4] == ("Champtoceaux", "Saumur", "Montsoreau", "Chinon")
    assert NORTH[-2:] == ("Beaugency", "Meung-sur-Loire")
    assert me(g, 1).hand == ("Angers",)  # the opponent keeps its dealt card: no test hands out Angers


# -- goods merchants -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("good", "count", "after"), [
    pytest.param("wood", 3, 3 + 3 * (2 + 1), marks=pytest.mark.rule("loire.character.wood-merchant", "obey"),
                 id="wood"),
    pytest.param("grain", 1, 3 + (3 + 1), marks=pytest.mark.rule("loire.character.grain-merchant", "obey"),
                 id="grain"),
    pytest.param("cheese", 1, 3 + (5 + 1), marks=pytest.mark.rule("loire.character.cheese-merchant", "obey"),
                 id="cheese"),
    pytest.param("wine", 1, 3 + (6 + 1), marks=pytest.mark.rule("loire.character.wine-merchant", "obey"),
                 id="wine"),
])
def test_a_goods_merchant_adds_one_denier_per_card_sold(good: str, count: int, after: int) -> None:
    g = stopped("merchant", "Nantes", {"money": 3, "goods": {good: count}, "characters": [MERCHANT_OF[good]]})
    supply = g.state.goods[loire.state.GOODS.index(good)]
    g.play(f"sell {good} {count}" if count > 1 else f"sell {good}")
    assert me(g).money == after and me(g).good(good) == 0
    assert g.state.goods[loire.state.GOODS.index(good)] == supply + count  # the cards go back to the supply


@pytest.mark.parametrize(("good", "count", "after"), [
    pytest.param("wood", 3, 3 + 3 * 2, marks=pytest.mark.rule("loire.character.wood-merchant", "break"), id="wood"),
    pytest.param("grain", 1, 3 + 3, marks=pytest.mark.rule("loire.character.grain-merchant", "break"), id="grain"),
    pytest.param("cheese", 1, 3 + 5, marks=pytest.mark.rule("loire.character.cheese-merchant", "break"),
                 id="cheese"),
    pytest.param("wine", 1, 3 + 6, marks=pytest.mark.rule("loire.character.wine-merchant", "break"), id="wine"),
])
def test_without_its_own_merchant_a_good_sells_at_the_printed_price(good: str, count: int, after: int) -> None:
    """The three other goods merchants are held, but none of them is this good's."""
    others = [name for g, name in MERCHANT_OF.items() if g != good]
    g = stopped("merchant", "Nantes", {"money": 3, "goods": {good: count}, "characters": others})
    g.play(f"sell {good} {count}" if count > 1 else f"sell {good}")
    assert me(g).money == after


# -- carrying: Dairyman, Grain Farmer ------------------------------------------------------------------------


@pytest.mark.rule("loire.character.dairyman", "obey")
def test_the_dairyman_carries_a_second_and_third_cheese() -> None:
    # Saumur sells cheese; blue shield, price 1 (MARKET)
    g = stopped("merchant", "Saumur", {"money": 5, "goods": {"cheese": 2}, "characters": ["Dairyman"]})
    allowed(g, "buy cheese", "loire.buy.price")
    g.play("buy cheese")
    assert me(g).good("cheese") == 3 and me(g).money == 5 - 1


@pytest.mark.rule("loire.character.dairyman", "break")
def test_without_the_dairyman_one_cheese_is_the_limit() -> None:
    g = stopped("merchant", "Saumur", {"money": 5, "goods": {"cheese": 1}})
    refused(g, "buy cheese", "loire.buy.carry-limit")
    assert "buy cheese" not in moves(g)


@pytest.mark.rule("loire.character.dairyman", "break")
def test_the_dairyman_does_not_lift_the_grain_limit() -> None:
    g = stopped("merchant", "Tours", {"money": 5, "goods": {"grain": 1}, "characters": ["Dairyman"]})
    refused(g, "buy grain", "loire.buy.carry-limit")


@pytest.mark.rule("loire.character.grain-farmer", "obey")
def test_the_grain_farmer_carries_a_second_grain() -> None:
    # Tours sells grain; red shield, price 2
    g = stopped("merchant", "Tours", {"money": 5, "goods": {"grain": 1}, "characters": ["Grain Farmer"]})
    g.play("buy grain")
    assert me(g).good("grain") == 2 and me(g).money == 5 - 2


@pytest.mark.rule("loire.character.grain-farmer", "break")
def test_without_the_grain_farmer_one_grain_is_the_limit() -> None:
    g = stopped("merchant", "Tours", {"money": 5, "goods": {"grain": 1}})
    refused(g, "buy grain", "loire.buy.carry-limit")
    g = stopped("merchant", "Saumur", {"money": 5, "goods": {"cheese": 1}, "characters": ["Grain Farmer"]})
    refused(g, "buy cheese", "loire.buy.carry-limit")  # nor the cheese limit


# -- Banker ---------------------------------------------------------------------------------------------------


@pytest.mark.rule("loire.character.banker", "obey")
@pytest.mark.parametrize(("money", "after"), [(14, 14), (15, 15), (19, 15)])
def test_the_banker_leaves_a_city_with_up_to_fifteen(money: int, after: int) -> None:
    g = position({"money": money, "characters": ["Banker"]})
    g.play("merchant Montsoreau")  # 2 horses: 3 places south
    assert me(g).money == after


@pytest.mark.rule("loire.character.banker", "break")
def test_without_the_banker_the_merchant_leaves_with_ten() -> None:
    g = position({"money": 14})
    g.play("merchant Montsoreau")
    assert me(g).money == 10


# -- hiring: Lady-in-waiting, Witch ---------------------------------------------------------------------------


@pytest.mark.rule("loire.character.lady-in-waiting", "obey")
def test_the_lady_in_waiting_may_be_followed_at_once_by_a_second_hire_costing_two_more() -> None:
    g = stopped("merchant", "Ussé", {"money": 10})
    g.play("hire Lady-in-waiting")  # red: 2
    assert me(g).money == 8
    allowed(g, "hire Scout")
    g.play("hire Scout")  # green 3, +2 as the second hire
    assert me(g).money == 8 - 5 and me(g).characters == {"Lady-in-waiting", "Scout"}


@pytest.mark.rule("loire.character.lady-in-waiting", "obey")
def test_with_the_lady_in_waiting_the_messenger_hires_again_after_the_merchant() -> None:
    g = position({"merchant": "Saumur", "merchant_horses": 2, "messenger": "Amboise>Nantes", "messenger_horses": 1,
                  "money": 10, "characters": ["Lady-in-waiting"]})
    g.play("merchant Ussé")  # 2 horses: Montsoreau, Chinon, Ussé
    g.play("hire Squire")  # green 3
    g.play("messenger Ussé")  # 1 horse: Villandry, Ussé
    allowed(g, "hire Scout")
    g.play("hire Scout")  # green 3, +2 as the second hire
    assert me(g).money == 10 - 3 - 5 and {"Squire", "Scout"} <= me(g).characters


@pytest.mark.rule("loire.character.lady-in-waiting", "break")
def test_without_the_lady_in_waiting_one_hire_a_turn() -> None:
    g = stopped("merchant", "Ussé", {"money": 10})
    g.play("hire Scout")
    refused(g, "hire Squire", "loire.hire.one-per-turn")


@pytest.mark.rule("loire.character.lady-in-waiting", "break")
def test_the_lady_in_waiting_allows_two_hires_not_three_and_the_second_costs_more() -> None:
    g = stopped("merchant", "Ussé", {"money": 12, "characters": ["Lady-in-waiting"]})
    g.play("hire Scout")  # 3
    g.play("hire Squire")  # 3 + 2
    assert me(g).money == 12 - 3 - 5
    refused(g, "hire Jester", "loire.hire.one-per-turn")
    g = stopped("merchant", "Ussé", {"money": 7, "characters": ["Lady-in-waiting"]})
    g.play("hire Scout")  # 7 - 3 = 4 left; the Squire now costs 3 + 2 = 5
    refused(g, "hire Squire", "loire.hire.price")
    allowed(g, "hire Mayor")  # red 2 + 2 = 4


@pytest.mark.rule("loire.character.witch", "obey")
@pytest.mark.parametrize(("name", "money"), [
    ("Scout", 3 - 1),  # green 3, less 1
    ("Mayor", 2 - 1),  # red 2, less 1
    ("Wood Merchant", 0),  # yellow 1 becomes free
    ("Judge", 4 - 1),  # blue 4, less 1
])
def test_the_witch_takes_a_denier_off_every_hire(name: str, money: int) -> None:
    g = stopped("merchant", "Ussé", {"money": money, "characters": ["Witch"]})
    allowed(g, f"hire {name}")
    g.play(f"hire {name}")
    assert me(g).money == 0 and name in me(g).characters


@pytest.mark.rule("loire.character.witch", "break")
@pytest.mark.parametrize(("name", "money"), [("Scout", 2), ("Mayor", 1), ("Wood Merchant", 0), ("Judge", 3)])
def test_without_the_witch_the_printed_cost_is_due(name: str, money: int) -> None:
    g = stopped("merchant", "Ussé", {"money": money})
    refused(g, f"hire {name}", "loire.hire.price")


@pytest.mark.rule("loire.character.witch", "break")
def test_the_witch_does_not_discount_herself() -> None:
    g = stopped("merchant", "Ussé", {"money": 2})
    refused(g, "hire Witch", "loire.hire.price")  # green 3, no discount for the Witch herself
    g = stopped("merchant", "Ussé", {"money": 5, "characters": ["Lady-in-waiting"]})
    g.play("hire Witch")  # 3, then the Witch works at once: the second hire costs 3 - 1 + 2 = 4 for a green
    assert me(g).money == 2
    refused(g, "hire Scout", "loire.hire.price")
    allowed(g, "hire Wood Merchant")  # yellow: 1 - 1 + 2 = 2


# -- buildings: Magister Artium, Economus, Mensor, Patronus ---------------------------------------------------


@pytest.mark.rule("loire.character.magister-artium", "obey")
def test_the_magister_artium_takes_a_denier_off_each_building() -> None:
    g = stopped("merchant", "Nantes", {"money": 3, "goods": {"wood": 1}, "characters": ["Magister Artium"]})
    allowed(g, "build farm Saumur", "loire.build.farm")
    g.play("build farm Saumur")  # 4 - 1 = 3 deniers and the wood
    assert me(g).money == 0 and me(g).good("wood") == 0 and g.state.building("Saumur") == (0, "farm")
    g = stopped("merchant", "Nantes", {"money": 3, "characters": ["Magister Artium"]})
    g.play("palace Bank Nantes")  # 4 - 1 = 3
    assert me(g).money == 0 and ("Bank", "Nantes") in me(g).palaces
    g = stopped("merchant", "Nantes", {"money": 5, "goods": {"wood": 1}, "characters": ["Magister Artium"]},
                buildings={"Saumur": "0 farm"})
    g.play("build castle Saumur")  # 6 - 1 = 5
    assert me(g).money == 0 and g.state.building("Saumur") == (0, "castle")


@pytest.mark.rule("loire.character.magister-artium", "break")
def test_without_the_magister_artium_three_deniers_buy_no_building() -> None:
    g = stopped("merchant", "Nantes", {"money": 3, "goods": {"wood": 1}})
    refused(g, "build farm Saumur", "loire.build.farm")
    refused(g, "palace Bank Nantes", "loire.build.palace")


@pytest.mark.rule("loire.character.economus", "obey")
def test_the_economus_buys_a_second_building_for_one_more() -> None:
    g = stopped("merchant", "Nantes", {"money": 20, "goods": {"wood": 2}, "characters": ["Economus"]})
    g.play("build farm Saumur")  # 4 + 1 wood
    assert me(g).money == 16
    allowed(g, "build farm Angers", "loire.build.farm")
    g.play("build farm Angers")  # 4 + 1 = 5, + 1 wood
    assert me(g).money == 11 and me(g).good("wood") == 0
    assert g.state.building("Saumur") == (0, "farm") and g.state.building("Angers") == (0, "farm")


@pytest.mark.rule("loire.character.economus", "obey")
def test_the_economus_second_building_may_be_a_palace_at_five() -> None:
    g = stopped("merchant", "Nantes", {"money": 9, "goods": {"wood": 1}, "characters": ["Economus"]})
    g.play("build farm Saumur")  # 9 - 4 = 5
    g.play("palace Post Office Nantes")  # 4 + 1
    assert me(g).money == 0 and ("Post Office", "Nantes") in me(g).palaces


@pytest.mark.rule("loire.character.economus", "break")
def test_without_the_economus_one_building_a_turn() -> None:
    g = stopped("merchant", "Nantes", {"money": 20, "goods": {"wood": 2}})
    g.play("build farm Saumur")
    refused(g, "build farm Angers", "loire.build.one-per-turn")
    refused(g, "palace Bank Nantes", "loire.build.one-per-turn")


@pytest.mark.rule("loire.character.economus", "break")
def test_the_economus_allows_two_buildings_not_three_and_the_second_costs_more() -> None:
    g = stopped("merchant", "Nantes", {"money": 30, "goods": {"wood": 3}, "characters": ["Economus"]})
    g.play("build farm Saumur")
    g.play("build farm Angers")
    refused(g, "build farm Chinon", "loire.build.one-per-turn")
    g = stopped("merchant", "Nantes", {"money": 8, "goods": {"wood": 1}, "characters": ["Economus"]})
    g.play("build farm Saumur")  # 8 - 4 = 4 left; a second building costs 4 + 1 = 5
    refused(g, "palace Bank Nantes", "loire.build.palace")


@pytest.mark.rule("loire.character.mensor", "obey")
def test_the_mensor_builds_a_second_farm_on_the_same_road() -> None:
    g = stopped("merchant", "Nantes", {"money": 10, "goods": {"wood": 1}, "characters": ["Mensor"]},
                buildings={"Saumur": "0 farm"})
    allowed(g, "build farm Chinon", "loire.build.farm")
    assert {f"build farm {v}" for v in SOUTH if v != "Saumur"} <= moves(g)
    g.play("build farm Chinon")  # both on the south road
    assert g.state.building("Chinon") == (0, "farm") and me(g).money == 6


@pytest.mark.rule("loire.character.mensor", "break")
def test_without_the_mensor_the_roads_stay_balanced() -> None:
    g = stopped("merchant", "Nantes", {"money": 10, "goods": {"wood": 1}}, buildings={"Saumur": "0 farm"})
    refused(g, "build farm Chinon", "loire.build.road-balance")
    assert not {f"build farm {v}" for v in SOUTH} & moves(g)
    allowed(g, "build farm Angers")  # the north road is open


@pytest.mark.rule("loire.character.patronus", "obey")
@pytest.mark.parametrize(("kind", "money", "wood", "wood_after"), [
    ("farm", 4 + 2, 0, 0),  # 4 deniers + 1 wood: the wood is paid with 2 deniers
    ("monastery", 4 + 2, 1, 0),  # 4 deniers + 2 wood: one wood (only one) becomes 2 deniers
    ("castle", 6 + 2, 0, 0),  # 6 deniers + 1 wood
])
def test_the_patronus_pays_two_deniers_for_one_wood(kind: str, money: int, wood: int, wood_after: int) -> None:
    buildings = {} if kind == "farm" else {"Saumur": "0 farm"}
    g = stopped("merchant", "Nantes", {"money": money, "goods": {"wood": wood}, "characters": ["Patronus"]},
                buildings=buildings)
    allowed(g, f"build {kind} Saumur patronus")
    g.play(f"build {kind} Saumur patronus")
    assert me(g).money == 0 and me(g).good("wood") == wood_after and g.state.building("Saumur") == (0, kind)


@pytest.mark.rule("loire.character.patronus", "break")
def test_without_the_patronus_a_farm_needs_its_wood() -> None:
    g = stopped("merchant", "Nantes", {"money": 6})
    refused(g, "build farm Saumur patronus", "loire.character.patronus")
    refused(g, "build farm Saumur", "loire.build.farm")


@pytest.mark.rule("loire.character.patronus", "break")
def test_the_patronus_replaces_only_one_wood_per_building() -> None:
    g = stopped("merchant", "Nantes", {"money": 20, "characters": ["Patronus"]}, buildings={"Saumur": "0 farm"})
    refused(g, "build monastery Saumur patronus", "loire.build.monastery")  # 2 wood: one still has to be paid


# -- horses: Squire, Scout, Blacksmith ------------------------------------------------------------------------


@pytest.mark.rule("loire.character.squire", "obey")
def test_the_squire_adds_two_horses_from_its_place() -> None:
    g = position({"merchant": "Champtoceaux", "merchant_horses": 0, "characters": ["Squire"]},
                 loose={"Champtoceaux": 2})
    allowed(g, "merchant +2 Chinon")
    g.play("merchant +2 Chinon")  # 2 horses: 3 places, Saumur, Montsoreau, Chinon
    assert me(g).merchant == loire.state.Piece("Chinon", "Orléans", 2)
    assert g.state.horses_at("Champtoceaux") == 0


@pytest.mark.rule("loire.character.squire", "obey")
@pytest.mark.rule("loire.character.blacksmith", "obey")
def test_the_squire_with_the_blacksmith_fetches_one_of_the_two_from_anywhere() -> None:
    g = position({"merchant": "Champtoceaux", "merchant_horses": 0, "money": 7,
                  "characters": ["Squire", "Blacksmith"]}, loose={"Champtoceaux": 1, "Tours": 1})
    g.play("merchant +2 Chinon smith Tours")
    assert me(g).merchant.horses == 2 and me(g).money == 7 - 1
    assert g.state.horses_at("Champtoceaux") == 0 and g.state.horses_at("Tours") == 0


@pytest.mark.rule("loire.character.squire", "break")
def test_without_the_squire_one_horse_is_added() -> None:
    g = position({"merchant": "Champtoceaux", "merchant_horses": 0}, loose={"Champtoceaux": 2})
    refused(g, "merchant +2 Chinon", "loire.move.add-horse")
    allowed(g, "merchant +1 Montsoreau")


@pytest.mark.rule("loire.character.squire", "break")
def test_the_squire_takes_only_horses_that_stand_there_and_keeps_the_team_limit() -> None:
    g = position({"merchant": "Champtoceaux", "merchant_horses": 0, "characters": ["Squire"]},
                 loose={"Champtoceaux": 1, "Saumur": 1})
    refused(g, "merchant +2 Chinon", "loire.move.add-horse")  # the second horse is at Saumur (no Blacksmith)
    g = position({"merchant": "Champtoceaux", "merchant_horses": 1, "characters": ["Squire"]},
                 loose={"Champtoceaux": 2})
    refused(g, "merchant +2 Ussé", "loire.move.max-horses")  # 3 horses: the Scout's limit, not the Squire's


@pytest.mark.rule("loire.character.scout", "obey")
def test_the_scout_drives_three_horses_four_places() -> None:
    g = position({"characters": ["Scout"]}, loose={"Nantes": 1})
    assert {"merchant +1 Chinon", "merchant +1 Tours"} <= moves(g)  # 3 horses: 4 places on either road
    g.play("merchant +1 Chinon")
    assert me(g).merchant == loire.state.Piece("Chinon", "Orléans", 3)


@pytest.mark.rule("loire.character.scout", "break")
def test_without_the_scout_two_horses_at_most() -> None:
    g = position(loose={"Nantes": 1})
    refused(g, "merchant +1 Chinon", "loire.move.max-horses")
    assert not any(m.startswith("merchant +1") for m in moves(g))


@pytest.mark.rule("loire.character.scout", "break")
def test_the_scout_allows_three_horses_not_four() -> None:
    g = position({"merchant_horses": 3, "characters": ["Scout", "Squire"]}, loose={"Nantes": 1})
    refused(g, "merchant +1 Ussé", "loire.move.max-horses")


@pytest.mark.rule("loire.character.blacksmith", "obey")
def test_the_blacksmith_fetches_a_horse_from_anywhere_for_one_denier() -> None:
    g = position({"merchant_horses": 0, "money": 7, "characters": ["Blacksmith"]}, loose={"Tours": 1})
    allowed(g, "merchant +1 Saumur smith Tours")
    assert "merchant +1 Angers smith Tours" in moves(g)
    g.play("merchant +1 Saumur smith Tours")  # 1 horse: 2 places
    assert me(g).merchant == loire.state.Piece("Saumur", "Orléans", 1)
    assert me(g).money == 6 and g.state.horses_at("Tours") == 0


@pytest.mark.rule("loire.character.blacksmith", "break")
def test_without_the_blacksmith_no_horse_comes_from_elsewhere() -> None:
    g = position({"merchant_horses": 0}, loose={"Tours": 1})
    refused(g, "merchant +1 Saumur smith Tours", "loire.character.blacksmith")
    refused(g, "merchant +1 Saumur", "loire.move.add-horse")  # none stands in Nantes


@pytest.mark.rule("loire.character.blacksmith", "break")
def test_the_blacksmith_works_once_a_turn_for_exactly_one_denier_within_the_add_limit() -> None:
    g = position({"merchant_horses": 0, "messenger_horses": 0, "characters": ["Blacksmith"]},
                 loose={"Tours": 1, "Blois": 1})
    g.play("merchant +1 Saumur smith Tours")
    refused(g, "messenger +1 Beaugency smith Blois", "loire.character.blacksmith")  # once a turn
    g = position({"merchant_horses": 0, "characters": ["Blacksmith"]}, loose={"Nantes": 1, "Tours": 1})
    refused(g, "merchant +2 Montsoreau smith Tours", "loire.move.add-horse")  # it counts as the one added horse
    g = position({"merchant": "Saumur", "merchant_horses": 0, "money": 0, "characters": ["Blacksmith"]},
                 loose={"Tours": 1})
    refused(g, "merchant +1 Chinon smith Tours", "loire.character.blacksmith")  # no denier to pay


@pytest.mark.rule("loire.character.blacksmith", "break")
def test_the_blacksmith_does_not_fetch_from_the_place_where_the_team_stands() -> None:
    # a free horse stands in Nantes: it is added without the Blacksmith, and the refusal says so
    g = position({"merchant_horses": 0, "characters": ["Blacksmith"]}, loose={"Nantes": 1, "Tours": 1})
    refused(g, "merchant +1 Angers smith Nantes", "loire.character.blacksmith")
    reason = g.check("merchant +1 Angers smith Nantes").reason
    assert "another place" in reason and "write 'merchant +1 Angers'" in reason and "no free horse" not in reason
    allowed(g, "merchant +1 Angers")
    g = position({"merchant_horses": 0, "characters": ["Blacksmith"]}, loose={"Tours": 1})
    refused(g, "merchant +1 Angers smith Nantes", "loire.character.blacksmith")
    assert "write" not in g.check("merchant +1 Angers smith Nantes").reason  # nothing to add in Nantes
    refused(g, "merchant +1 Angers smith Blois", "loire.character.blacksmith")
    assert g.check("merchant +1 Angers smith Blois").reason == ("no free horse stands at Blois for the Blacksmith "
                                                                "to fetch")
    refused(g, "merchant +1 Angers", "loire.move.add-horse")
    assert "the Blacksmith could fetch one" in g.check("merchant +1 Angers").reason


# -- stopping early: Jester, City Guard -----------------------------------------------------------------------


@pytest.mark.rule("loire.character.jester", "obey")
def test_the_jester_stops_early_at_the_circus() -> None:
    g = position({"money": 5, "characters": ["Jester"]}, circus="Saumur")
    allowed(g, "merchant Saumur")  # 2 horses would go 3 places; the circus is 2 away
    assert {"merchant Saumur", "merchant Montsoreau"} <= moves(g)
    g.play("merchant Saumur")
    assert me(g).merchant == loire.state.Piece("Saumur", "Orléans", 2)
    g.play("hire Scout")  # and may act there as usual
    assert me(g).money == 2


@pytest.mark.rule("loire.character.jester", "obey")
def test_the_jester_lets_the_messenger_stop_early_at_the_circus_too() -> None:
    g = position({"characters": ["Jester"]}, circus="Meung-sur-Loire")
    g.play("messenger Meung-sur-Loire")  # 1 place of 3
    assert me(g).messenger == loire.state.Piece("Meung-sur-Loire", "Nantes", 2)


@pytest.mark.rule("loire.character.jester", "break")
def test_without_the_jester_no_early_stop_at_the_circus() -> None:
    g = position(circus="Saumur")
    refused(g, "merchant Saumur", "loire.move.steps")


@pytest.mark.rule("loire.character.jester", "break")
def test_the_jester_stops_early_only_at_the_circus_and_only_within_reach() -> None:
    g = position({"characters": ["Jester"]}, circus="Saumur")
    refused(g, "merchant Champtoceaux", "loire.move.steps")
    g = position({"merchant_horses": 1, "characters": ["Jester"]}, circus="Montsoreau")
    refused(g, "merchant Montsoreau", "loire.move.steps")  # 1 horse: 2 places, the circus is 3 away


@pytest.mark.rule("loire.character.city-guard", "obey")
@pytest.mark.parametrize(("piece", "at", "city"), [
    ("merchant", "Saumur>Nantes", "Nantes"),  # 2 away, 3 places
    ("messenger", "Meung-sur-Loire>Orléans", "Orléans"),  # 1 away, 3 places
])
def test_the_city_guard_stops_early_in_a_city(piece: str, at: str, city: str) -> None:
    g = position({piece: at, f"{piece}_horses": 2, "characters": ["City Guard"]})
    allowed(g, f"{piece} {city}")
    g.play(f"{piece} {city}")
    assert me(g).piece(piece) == loire.state.Piece(city, None, 2)


@pytest.mark.rule("loire.character.city-guard", "break")
def test_without_the_city_guard_a_city_is_reached_exactly() -> None:
    """The refusal names the base rule of exact arrival."""
    g = position({"merchant": "Saumur>Nantes", "merchant_horses": 2})
    refused(g, "merchant Nantes", "loire.move.exact-steps")
    allowed(g, "merchant -1 Nantes")


@pytest.mark.rule("loire.character.city-guard", "break")
def test_the_city_guard_stops_early_only_in_a_city() -> None:
    g = position({"merchant": "Montsoreau>Nantes", "merchant_horses": 2, "characters": ["City Guard"]})
    refused(g, "merchant Champtoceaux", "loire.move.steps")  # 2 places of 3, in a village


# -- messages: Mayor, Vassallus, Spy, Apprentice, Helper ------------------------------------------------------


@pytest.mark.rule("loire.character.mayor", "obey")
@pytest.mark.parametrize("hand", [["Ancenis", "Tours"], ["Ancenis", "Tours", "blue+yellow"]])
def test_the_mayor_holds_up_to_four_messages(hand: list[str]) -> None:
    g = stopped("messenger", "Orléans", {"hand": hand, "characters": ["Mayor"]}, decks={"1": ["Blois"]})
    allowed(g, "message 1")
    g.play("message 1")
    assert me(g).hand == (*hand, "Blois") and me(g).money == 7 - 1


@pytest.mark.rule("loire.character.mayor", "break")
def test_without_the_mayor_two_messages_at_most() -> None:
    g = stopped("messenger", "Orléans", {"hand": ["Ancenis", "Tours"]})
    refused(g, "message 1", "loire.message.hand-limit")


@pytest.mark.rule("loire.character.mayor", "break")
def test_the_mayor_holds_four_not_five_and_one_monastery_message() -> None:
    g = stopped("messenger", "Orléans", {"hand": ["Ancenis", "Tours", "Blois", "blue+yellow"],
                                         "characters": ["Mayor"]})
    refused(g, "message 1", "loire.message.hand-limit")
    g = stopped("messenger", "Saumur", {"hand": ["Nantes.love"], "characters": ["Mayor"]},
                buildings={"Saumur": "0 monastery"})
    refused(g, "message 4", "loire.character.mayor")  # the Mayor's own card limits monastery messages to one
    assert g.check("message 4").reason == ("even with the Mayor only one of your messages may be a monastery "
                                           "message, and you hold Nantes.love: deliver it first")


@pytest.mark.rule("loire.character.vassallus", "obey")
def test_the_vassallus_buys_a_second_message() -> None:
    g = stopped("messenger", "Orléans", {"hand": [], "characters": ["Vassallus"]},
                decks={"1": ["Blois"], "2": ["purple+red"]})
    g.play("message 1")
    allowed(g, "message 2")
    g.play("message 2")
    assert me(g).hand == ("Blois", "purple+red") and me(g).money == 7 - 1 - 2


@pytest.mark.rule("loire.character.vassallus", "obey")
def test_the_vassallus_buys_a_second_message_at_an_own_farm() -> None:
    g = stopped("messenger", "Saumur", {"hand": [], "characters": ["Vassallus"]}, buildings={"Saumur": "0 farm"})
    g.play("message 3")
    g.play("message 1")
    assert len(me(g).hand) == 2 and me(g).money == 7 - 3 - 1


@pytest.mark.rule("loire.character.vassallus", "obey")
def test_the_vassallus_adds_a_third_message_at_an_own_castle() -> None:
    g = stopped("messenger", "Saumur", {"hand": [], "characters": ["Vassallus", "Mayor"]},
                buildings={"Saumur": "0 castle"})
    for level in (1, 2, 1):
        g.play(f"message {level}")
    assert len(me(g).hand) == 3 and me(g).money == 7 - 1 - 2 - 1
    refused(g, "message 1", "loire.message.castle-two")  # the castle's two and the Vassallus' one are used


@pytest.mark.rule("loire.character.vassallus", "obey")
@pytest.mark.rule("loire.palace.post-office", "obey")
def test_the_vassallus_third_message_after_the_post_office_costs_full_price() -> None:
    g = stopped("messenger", "Orléans", {"hand": [], "money": 10, "palaces": ["Post Office Orléans"],
                                         "characters": ["Vassallus", "Mayor"]})
    g.play("message 2")  # 2
    g.play("message 2")  # the Post Office's second: 2 - 1 = 1
    g.play("message 2")  # the Vassallus' third: full 2
    assert len(me(g).hand) == 3 and me(g).money == 10 - 2 - 1 - 2


@pytest.mark.rule("loire.character.vassallus", "break")
def test_without_the_vassallus_one_message_a_stop() -> None:
    g = stopped("messenger", "Orléans", {"hand": []})
    g.play("message 1")
    refused(g, "message 1", "loire.message.buy-one")


@pytest.mark.rule("loire.character.vassallus", "break")
def test_the_vassallus_adds_one_within_the_hand_limit_and_not_at_a_monastery() -> None:
    g = stopped("messenger", "Orléans", {"hand": [], "characters": ["Vassallus"]})
    g.play("message 1")
    g.play("message 1")
    refused(g, "message 1", "loire.message.buy-one")  # a third only with the Post Office
    g = stopped("messenger", "Orléans", {"hand": ["Ancenis"], "characters": ["Vassallus"]})
    g.play("message 1")
    refused(g, "message 1", "loire.message.hand-limit")
    g = stopped("messenger", "Saumur", {"hand": [], "characters": ["Vassallus"]}, buildings={"Saumur": "0 monastery"})
    g.play("message 4")
    refused(g, "message 1", "loire.message.buy-levels")  # the monastery sells level 4 only
    refused(g, "message 4", "loire.character.vassallus")  # and the Vassallus' extra is never bought there


@pytest.mark.rule("loire.character.spy", "obey")
def test_the_spy_picks_one_of_the_top_three_and_puts_the_others_under() -> None:
    g = stopped("messenger", "Orléans", {"hand": [], "characters": ["Spy"]},
                decks={"1": ["Langeais", "Tours", "Vendôme", "Blois"]})
    level1 = {m for m in moves(g) if m.startswith("message 1")}
    assert level1 == {"message 1 Langeais", "message 1 Tours", "message 1 Vendôme"}
    g.play("message 1 Tours")
    deck = g.state.decks[0]
    assert me(g).hand == ("Tours",) and me(g).money == 6
    assert deck[0] == "Blois" and set(deck[-2:]) == {"Langeais", "Vendôme"}
    assert len(deck) == 18 - 1 - 1  # 18 level-1 cards; the opponent holds Angers, red now holds Tours


@pytest.mark.rule("loire.character.spy", "obey")
def test_the_spy_chooses_again_for_the_vassallus_purchase() -> None:
    g = stopped("messenger", "Orléans", {"hand": [], "characters": ["Spy", "Vassallus"]},
                decks={"1": ["Langeais", "Tours", "Vendôme", "Blois", "Ussé", "Villandry"]})
    g.play("message 1 Vendôme")
    assert {m for m in moves(g) if m.startswith("message 1")} == {
        "message 1 Blois", "message 1 Ussé", "message 1 Villandry"}
    g.play("message 1 Villandry")
    assert me(g).hand == ("Vendôme", "Villandry")


@pytest.mark.rule("loire.character.spy", "obey")
def test_the_spy_chooses_for_each_of_the_two_castle_messages() -> None:
    g = stopped("messenger", "Saumur", {"hand": [], "characters": ["Spy"]}, buildings={"Saumur": "0 castle"},
                decks={"1": ["Langeais", "Tours", "Vendôme", "Blois", "Ussé", "Villandry"]})
    g.play("message 1 Langeais")
    assert {m for m in moves(g) if m.startswith("message 1")} == {
        "message 1 Blois", "message 1 Ussé", "message 1 Villandry"}
    g.play("message 1 Ussé")
    assert me(g).hand == ("Langeais", "Ussé") and me(g).money == 7 - 1 - 1


@pytest.mark.rule("loire.character.spy", "break")
def test_without_the_spy_the_top_card_is_taken() -> None:
    g = stopped("messenger", "Orléans", {"hand": []}, decks={"1": ["Langeais", "Tours", "Vendôme"]})
    refused(g, "message 1 Tours", "loire.message.draw")
    g.play("message 1")
    assert me(g).hand == ("Langeais",)


@pytest.mark.rule("loire.character.spy", "break")
def test_the_spy_sees_three_cards_not_four() -> None:
    g = stopped("messenger", "Orléans", {"hand": [], "characters": ["Spy"]},
                decks={"1": ["Langeais", "Tours", "Vendôme", "Blois"]})
    refused(g, "message 1 Blois", "loire.character.spy")
    refused(g, "message 1", "loire.message.draw")  # the player must name the kept card


@pytest.mark.rule("loire.character.apprentice", "obey")
def test_the_apprentice_is_hired_and_delivers_a_level_two_message() -> None:
    g = stopped("messenger", "Ussé", {"hand": ["blue+yellow"]})
    g.play("hire Apprentice")  # red 2
    assert me(g).money == 5 and me(g).has("Apprentice")
    g = stopped("messenger", "Saumur", {"hand": ["blue+yellow"], "characters": ["Apprentice"]})
    g.play("deliver blue+yellow")  # blue: the cube marks the first stop
    assert me(g).progress == (("Saumur",),) and me(g).delivered == ()
    g = stopped("messenger", "Angers", {"hand": ["blue+yellow"], "progress": {"blue+yellow": ["Saumur"]},
                                        "characters": ["Apprentice"]})
    g.play("deliver blue+yellow")  # yellow: done
    assert me(g).delivered == ("blue+yellow",) and me(g).hand == ()


@pytest.mark.rule("loire.character.apprentice", "break")
def test_without_the_apprentice_no_level_two_delivery_and_no_helper() -> None:
    g = stopped("messenger", "Saumur", {"hand": ["blue+yellow"]})
    refused(g, "deliver blue+yellow", "loire.character.apprentice")
    g = stopped("messenger", "Ussé", {"money": 7})
    refused(g, "hire Helper", "loire.character.helper")  # the Apprentice first


@pytest.mark.rule("loire.character.helper", "obey")
def test_the_helper_is_hired_after_the_apprentice_and_delivers_level_three() -> None:
    g = stopped("messenger", "Ussé", {"money": 5, "characters": ["Apprentice"]})
    allowed(g, "hire Helper")
    g.play("hire Helper")  # red 2
    assert me(g).money == 3 and me(g).characters == {"Apprentice", "Helper"}
    g = stopped("messenger", "Tours", {"hand": ["blue+yellow+red"], "characters": ["Apprentice", "Helper"],
                                       "progress": {"blue+yellow+red": ["Saumur", "Angers"]}})
    g.play("deliver blue+yellow+red")  # blue, yellow, then red Tours
    assert me(g).delivered == ("blue+yellow+red",) and me(g).hand == ()
    assert g.scores()[0]["delivered"] == 5


@pytest.mark.rule("loire.character.helper", "obey")
def test_the_helper_brings_a_second_cube() -> None:
    g = stopped("messenger", "Chambord", {"hand": ["blue+yellow", "blue+red"], "characters": ["Apprentice", "Helper"],
                                          "progress": {"blue+yellow": ["Saumur"]}})
    g.play("deliver blue+red")  # Chambord is blue
    assert me(g).progress == (("Saumur",), ("Chambord",))


@pytest.mark.rule("loire.character.helper", "break")
def test_without_the_helper_no_level_three_and_one_cube() -> None:
    g = stopped("messenger", "Saumur", {"hand": ["blue+yellow+red"], "characters": ["Apprentice"]})
    refused(g, "deliver blue+yellow+red", "loire.character.helper")
    g = stopped("messenger", "Chambord", {"hand": ["blue+yellow", "blue+red"], "characters": ["Apprentice"],
                                          "progress": {"blue+yellow": ["Saumur"]}})
    refused(g, "deliver blue+red", "loire.deliver.cubes")


@pytest.mark.rule("loire.character.lumberjack", "obey")
def test_the_lumberjack_buys_two_wood_for_one_price_one_shift_one_boat_space() -> None:
    # Langeais: wood, purple shield (price 2), the opponent's farm: 2 - 1 = 1 for both
    g = stopped("merchant", "Langeais", {"money": 6, "characters": ["Lumberjack"]},
                buildings={"Langeais": "1 farm"})
    allowed(g, "buy wood 2")
    supply = g.state.goods[0]
    g.play("buy wood 2")
    assert me(g).good("wood") == 2 and me(g).money == 6 - 1
    assert me(g, 1).boat == 1  # the farm's owner sails one space, not two
    assert g.state.market == ("blue", "yellow", "red", "green", "white", "black", "purple")
    assert g.state.goods[0] == supply - 2


@pytest.mark.rule("loire.character.lumberjack", "break")
def test_without_the_lumberjack_one_wood_a_turn() -> None:
    g = stopped("merchant", "Langeais", {"money": 6})
    refused(g, "buy wood 2", "loire.character.lumberjack")
    g.play("buy wood")
    refused(g, "buy wood", "loire.buy.one-per-turn")


@pytest.mark.rule("loire.character.lumberjack", "break")
def test_the_lumberjack_buys_two_wood_only() -> None:
    g = stopped("merchant", "Langeais", {"money": 6, "characters": ["Lumberjack"]})
    refused(g, "buy wood 3", "loire.character.lumberjack")
    g = stopped("merchant", "Saumur", {"money": 6, "characters": ["Lumberjack", "Dairyman"]})
    refused(g, "buy cheese 2", "loire.character.lumberjack")


# -- blue characters ------------------------------------------------------------------------------------------

BLUE = {  # character: (message type, delivered cards of that type: levels 1, 2, 4; another type's level 1)
    "Lover": ("love", ["Ancenis", "blue+yellow", "Nantes.love"], "Tours"),
    "General": ("war", ["Talcy", "yellow+purple", "Nantes.war"], "Ancenis"),
    "Philosopher": ("philosophy", ["Langeais", "purple+red", "Nantes.philosophy"], "Tours"),
    "Judge": ("law", ["Tours", "red+green", "Nantes.law"], "Ancenis"),
    "Provost": ("administration", ["Vendôme", "green+white", "Orléans.administration"], "Ancenis"),
}
OTHERS = {  # three delivered cards of other types, for each character
    "Lover": ["Tours", "Talcy", "Langeais"], "General": ["Tours", "Ancenis", "Langeais"],
    "Philosopher": ["Tours", "Ancenis", "Talcy"], "Judge": ["Ancenis", "Talcy", "Langeais"],
    "Provost": ["Ancenis", "Talcy", "Langeais"],
}


def test_blue_premises() -> None:
    for name, (kind, cards, other) in BLUE.items():
        assert loire.cards.CHARACTERS[name].message_type.value == kind
        assert [loire.state.CARDS[c].level for c in cards] == [1, 2, 4]
        assert all(loire.state.CARDS[c].type == kind for c in cards)
        assert all(loire.state.CARDS[c].type != kind for c in [other, *OTHERS[name]])


@pytest.mark.parametrize("name", [
    pytest.param("Lover", marks=pytest.mark.rule("loire.character.lover", "obey"), id="Lover"),
    pytest.param("General", marks=pytest.mark.rule("loire.character.general", "obey"), id="General"),
    pytest.param("Philosopher", marks=pytest.mark.rule("loire.character.philosopher", "obey"), id="Philosopher"),
    pytest.param("Judge", marks=pytest.mark.rule("loire.character.judge", "obey"), id="Judge"),
    pytest.param("Provost", marks=pytest.mark.rule("loire.character.provost", "obey"), id="Provost"),
])
def test_a_blue_character_scores_two_per_delivered_message_of_its_type(name: str) -> None:
    _, cards, other = BLUE[name]
    g = position({"hand": [], "delivered": [*cards, other], "characters": [name]})
    row = g.scores()[0]
    assert row["blue"] == 3 * 2  # three messages of its type, at every level
    assert row["delivered"] == 1 + 3 + 4 + 1 and row["characters"] == 2
    assert row["total"] == 9 + 2 + 6


@pytest.mark.parametrize("name", [
    pytest.param("Lover", marks=pytest.mark.rule("loire.character.lover", "obey"), id="Lover"),
    pytest.param("General", marks=pytest.mark.rule("loire.character.general", "obey"), id="General"),
    pytest.param("Philosopher", marks=pytest.mark.rule("loire.character.philosopher", "obey"), id="Philosopher"),
    pytest.param("Judge", marks=pytest.mark.rule("loire.character.judge", "obey"), id="Judge"),
    pytest.param("Provost", marks=pytest.mark.rule("loire.character.provost", "obey"), id="Provost"),
])
def test_delivering_a_message_of_the_blue_characters_type_adds_two(name: str) -> None:
    village = BLUE[name][1][0]  # its level-1 card, delivered in that village
    g = stopped("messenger", village, {"hand": [village], "characters": [name]})
    assert g.scores()[0]["blue"] == 0
    g.play(f"deliver {village}")
    assert g.scores()[0]["blue"] == 2 and me(g).delivered == (village,)


@pytest.mark.parametrize("name", [
    pytest.param("Lover", marks=pytest.mark.rule("loire.character.lover", "break"), id="Lover"),
    pytest.param("General", marks=pytest.mark.rule("loire.character.general", "break"), id="General"),
    pytest.param("Philosopher", marks=pytest.mark.rule("loire.character.philosopher", "break"), id="Philosopher"),
    pytest.param("Judge", marks=pytest.mark.rule("loire.character.judge", "break"), id="Judge"),
    pytest.param("Provost", marks=pytest.mark.rule("loire.character.provost", "break"), id="Provost"),
])
def test_a_blue_character_scores_nothing_for_other_types_or_undelivered_messages(name: str) -> None:
    _, cards, _ = BLUE[name]
    g = position({"hand": cards[:2], "delivered": OTHERS[name], "characters": [name]})
    row = g.scores()[0]
    assert row["blue"] == 0
    assert row["total"] == 3 * 1 + 2 * 1 + 2  # three level-1 deliveries, two undelivered at 1 each, the card


@pytest.mark.parametrize("name", [
    pytest.param("Lover", marks=pytest.mark.rule("loire.character.lover", "break"), id="Lover"),
    pytest.param("General", marks=pytest.mark.rule("loire.character.general", "break"), id="General"),
    pytest.param("Philosopher", marks=pytest.mark.rule("loire.character.philosopher", "break"), id="Philosopher"),
    pytest.param("Judge", marks=pytest.mark.rule("loire.character.judge", "break"), id="Judge"),
    pytest.param("Provost", marks=pytest.mark.rule("loire.character.provost", "break"), id="Provost"),
])
def test_without_the_blue_character_its_messages_score_only_their_points(name: str) -> None:
    _, cards, other = BLUE[name]
    others = [n for n in BLUE if n != name]  # every other blue character is held
    g = position({"hand": [], "delivered": cards, "characters": others})
    row = g.scores()[0]
    assert row["blue"] == 0 and row["delivered"] == 1 + 3 + 4 and row["characters"] == 4 * 2


# -- palaces --------------------------------------------------------------------------------------------------


@pytest.mark.rule("loire.palace.ducal", "obey")
def test_the_ducal_palace_picks_any_card_of_the_deck() -> None:
    g = stopped("messenger", "Nantes", {"hand": [], "palaces": ["Ducal Palace Nantes"]},
                decks={"2": ["blue+yellow", "purple+red", "red+green", "white+black"]})
    deck = g.state.decks[1]
    assert len(deck) == 14 and deck.index("green+blue") >= 4
    assert {m for m in moves(g) if m.startswith("message 2")} == {f"message 2 {c}" for c in deck}
    allowed(g, "message 2 green+blue")
    g.play("message 2 green+blue")
    assert me(g).hand == ("green+blue",) and me(g).money == 7 - 2
    assert sorted(g.state.decks[1]) == sorted(set(deck) - {"green+blue"})


@pytest.mark.rule("loire.palace.ducal", "obey")
@pytest.mark.rule("loire.palace.post-office", "obey")
def test_the_ducal_palace_picks_again_for_the_post_office_message() -> None:
    g = stopped("messenger", "Nantes", {"hand": [], "palaces": ["Ducal Palace Nantes", "Post Office Nantes"]})
    g.play("message 2 green+blue")  # 2
    g.play("message 3 green+black+blue")  # the second, 3 - 1 = 2
    assert me(g).hand == ("green+blue", "green+black+blue") and me(g).money == 7 - 2 - 2


@pytest.mark.rule("loire.palace.ducal", "break")
def test_without_a_ducal_palace_in_this_city_the_top_card_is_taken() -> None:
    for palaces in ([], ["Ducal Palace Orléans"]):
        g = stopped("messenger", "Nantes", {"hand": [], "palaces": palaces}, decks={"2": ["blue+yellow"]})
        refused(g, "message 2 green+blue", "loire.message.draw")
        g.play("message 2")
        assert me(g).hand == ("blue+yellow",)


@pytest.mark.rule("loire.palace.ducal", "break")
def test_a_ducal_palace_works_from_the_next_turn() -> None:
    g = position({"merchant": "Champtoceaux>Nantes", "merchant_horses": 0, "messenger": "Ancenis>Nantes",
                  "messenger_horses": 0, "hand": [], "money": 9})
    g.play("merchant Nantes")
    g.play("palace Ducal Palace Nantes")
    g.play("messenger Nantes")
    refused(g, "message 2 green+blue", "loire.message.draw")


@pytest.mark.rule("loire.palace.balivi", "obey")
def test_palatium_balivi_hires_a_red_character_in_its_city() -> None:
    g = stopped("merchant", "Orléans", {"money": 7, "goods": {"cheese": 1}, "palaces": ["Palatium Balivi Orléans"]})
    hires = {m for m in moves(g) if m.startswith("hire ")}
    red = {n for n, c in loire.cards.CHARACTERS.items() if c.colour.value == "red" and n != "Helper"}
    assert hires == {f"hire {n}" for n in red}  # every red card but the Helper (no Apprentice yet)
    allowed(g, "hire Mayor", "loire.palace.balivi")
    g.play("hire Mayor")  # red 2, before the normal action
    g.play("sell cheese")  # the city actions go on
    assert me(g).money == 7 - 2 + 5 and me(g).has("Mayor")


@pytest.mark.rule("loire.palace.balivi", "obey")
@pytest.mark.rule("loire.character.lady-in-waiting", "obey")
def test_palatium_balivi_after_the_action_and_twice_with_the_lady_in_waiting() -> None:
    g = stopped("messenger", "Orléans", {"hand": [], "money": 9, "palaces": ["Palatium Balivi Orléans"],
                                         "characters": ["Lady-in-waiting"]})
    g.play("message 1")  # 1
    g.play("hire Spy")  # 2
    g.play("hire Banker")  # 2 + 2
    assert me(g).money == 9 - 1 - 2 - 4 and {"Spy", "Banker"} <= me(g).characters


@pytest.mark.rule("loire.palace.balivi", "break")
def test_palatium_balivi_hires_only_red_once_a_turn_in_its_own_city() -> None:
    g = stopped("merchant", "Orléans", {"money": 9, "palaces": ["Palatium Balivi Orléans"]})
    refused(g, "hire Scout", "loire.palace.balivi")  # green
    g.play("hire Mayor")
    refused(g, "hire Spy", "loire.hire.one-per-turn")
    g = stopped("merchant", "Orléans", {"money": 9, "palaces": ["Palatium Balivi Nantes"]})
    refused(g, "hire Mayor", "loire.hire.where")
    g = stopped("merchant", "Orléans", {"money": 9})
    refused(g, "hire Mayor", "loire.hire.where")


@pytest.mark.rule("loire.palace.balivi", "break")
def test_palatium_balivi_works_from_the_next_turn() -> None:
    g = position({"merchant": "Meung-sur-Loire>Orléans", "merchant_horses": 0, "money": 9})
    g.play("merchant Orléans")
    g.play("palace Palatium Balivi Orléans")
    refused(g, "hire Mayor", "loire.build.palace-timing")


@pytest.mark.rule("loire.palace.post-office", "obey")
@pytest.mark.parametrize(("level", "money"), [(1, 7 - 1 - 0), (2, 7 - 2 - 1), (3, 7 - 3 - 2)])
def test_the_post_office_sells_a_second_message_for_one_less(level: int, money: int) -> None:
    g = stopped("messenger", "Orléans", {"hand": [], "palaces": ["Post Office Orléans"]})
    g.play(f"message {level}")
    allowed(g, f"message {level}")
    g.play(f"message {level}")
    assert len(me(g).hand) == 2 and me(g).money == money


@pytest.mark.rule("loire.palace.post-office", "break")
def test_without_a_post_office_in_this_city_one_message() -> None:
    for palaces in ([], ["Post Office Nantes"]):
        g = stopped("messenger", "Orléans", {"hand": [], "palaces": palaces})
        g.play("message 1")
        refused(g, "message 1", "loire.message.buy-one")


@pytest.mark.rule("loire.palace.post-office", "break")
def test_the_post_office_keeps_the_hand_limit_and_waits_a_turn() -> None:
    g = stopped("messenger", "Orléans", {"hand": ["Ancenis"], "palaces": ["Post Office Orléans"]})
    g.play("message 1")
    refused(g, "message 1", "loire.message.hand-limit")
    g = position({"merchant": "Meung-sur-Loire>Orléans", "merchant_horses": 0, "messenger": "Beaugency>Orléans",
                  "messenger_horses": 1, "hand": [], "money": 9})
    g.play("merchant Orléans")
    g.play("palace Post Office Orléans")  # 9 - 4 = 5
    g.play("messenger Orléans")
    g.play("message 1")
    refused(g, "message 1", "loire.message.buy-one")


@pytest.mark.rule("loire.palace.bank", "obey")
def test_the_bank_pays_three_per_piece_stopping_in_its_city() -> None:
    g = position({"merchant": "Champtoceaux>Nantes", "merchant_horses": 0, "messenger": "Meung-sur-Loire>Orléans",
                  "messenger_horses": 0, "money": 7, "palaces": ["Bank Nantes", "Bank Orléans"]})
    g.play("merchant Nantes")
    assert me(g).money == 10
    g.play("messenger Orléans")
    assert me(g).money == 13  # 6 in one turn with both banks


@pytest.mark.rule("loire.palace.bank", "break")
@pytest.mark.parametrize("palaces", [[], ["Bank Orléans"]])
def test_without_a_bank_in_this_city_nothing_is_paid(palaces: list[str]) -> None:
    g = position({"merchant": "Champtoceaux>Nantes", "merchant_horses": 0, "money": 7, "palaces": palaces})
    g.play("merchant Nantes")
    assert me(g).money == 7


@pytest.mark.rule("loire.palace.bank", "break")
def test_the_bank_pays_nothing_on_a_lost_turn_nor_on_the_turn_it_is_bought() -> None:
    g = position({"money": 3, "palaces": ["Bank Nantes"]})  # the merchant starts in Nantes with under 5
    assert moves(g) == {"income"}
    g.play("income")
    assert me(g).money == 4  # 3 + 1, no bank
    g = position({"merchant": "Meung-sur-Loire>Orléans", "merchant_horses": 0, "messenger": "Beaugency>Orléans",
                  "messenger_horses": 1, "money": 9})
    g.play("merchant Orléans")
    g.play("palace Bank Orléans")
    g.play("messenger Orléans")
    assert me(g).money == 9 - 4
