"""La Loire, rule by rule: the actions. Buying goods (and the market shift, the circus), selling, sailing,
buildings and palaces, hiring characters, buying and delivering messages.

Every position is built by hand: the shields of all 18 villages are fixed (:data:`SHIELDS`) and the market is
``loire_helpers.MARKET``, so every price below is worked out from the rulebook and ``reference/loire.md`` (section
13 for the numbers), never read off the engine. A piece is usually put one place before the place where it acts,
with no horse, and then really moves there; no loose horse lies on the board unless a test says so.

Village, good, shield and market price (left to right 1, 1, 2, 2, 3, 3, 4) in these tests::

    north  Ancenis grain red 2   Angers wine black 4    Langeais wood white 3  Tours grain yellow 1
           Vendôme wood blue 1   Blois cheese white 3   Talcy grain red 2      Beaugency wine purple 2
           Meung-sur-Loire wood red 2
    south  Champtoceaux cheese red 2  Saumur cheese blue 1  Montsoreau wine yellow 1  Chinon wine green 3
           Ussé wood purple 2 (the circus)  Villandry grain yellow 1  Amboise wine blue 1
           Cheverny wood green 3  Chambord grain black 4
"""

from __future__ import annotations

import pytest
from loire_helpers import GOOD, MARKET, NORTH, PRICE, SOUTH, allowed, game, me, moves, refused

import loire
from loire.state import CHARACTER_NAMES, GOODS, PALACE_KEYS

# 18 shields as the components give them (red 4, blue 3, yellow 3, the others 2), no neighbours alike on a road.
# Saumur is blue, as in the rulebook's examples (cheese for 1 under the blue tile, 1 denier for a delivery there).
SHIELDS = {
    "Ancenis": "red", "Angers": "black", "Langeais": "white", "Tours": "yellow", "Vendôme": "blue",
    "Blois": "white", "Talcy": "red", "Beaugency": "purple", "Meung-sur-Loire": "red",
    "Champtoceaux": "red", "Saumur": "blue", "Montsoreau": "yellow", "Chinon": "green", "Ussé": "purple",
    "Villandry": "yellow", "Amboise": "blue", "Cheverny": "green", "Chambord": "black",
}
VP = {1: 1, 2: 3, 3: 5, 4: 4}  # message points per level, reference/loire.md 13


def price(village: str) -> int:
    """The market price of a village under :data:`MARKET` (premise check for the table above)."""
    return PRICE[SHIELDS[village]]


def before(place: str) -> str:
    """The scenario place one step before ``place``, heading for it: a village next to a city, or a city."""
    if place == "Nantes":
        return "Ancenis>Nantes"
    if place == "Orléans":
        return "Meung-sur-Loire>Orléans"
    road = NORTH if place in NORTH else SOUTH
    i = road.index(place)
    return "Nantes" if i == 0 else f"{road[i - 1]}>Orléans"


def near(merchant: str | None = None, messenger: str | None = None, **seat: object) -> dict[str, object]:
    """A seat whose merchant and messenger stand one place before the named places, with no horse."""
    for piece, place in (("merchant", merchant), ("messenger", messenger)):
        if place is not None:
            seat[piece] = before(place)
            seat[f"{piece}_horses"] = 0
    return seat


def table(red: dict | None = None, *others: dict, players: int = 2, **spec: object) -> loire.Game:
    """Red to move; fixed shields and market, the circus at Ussé, no loose horse (unless ``spec`` says otherwise)."""
    seats = [red or {}, *others]
    seats += [{}] * (players - len(seats))
    spec.setdefault("shields", SHIELDS)
    spec.setdefault("loose", {})
    spec.setdefault("circus", "Ussé")
    return game(players, seats=seats, **spec)


def at(piece: str, place: str, *others: dict, players: int = 2, **seat: object) -> loire.Game:
    """Red's ``piece`` has just moved (one place, no horse) to ``place``; ``seat`` and ``others`` may hold the
    buildings, market, circus, decks... keys too."""
    spec = {k: seat.pop(k) for k in list(seat) if k in ("buildings", "market", "circus", "decks", "shields")}
    g = table(near(**{piece: place}, **seat), *others, players=players, **spec)
    g.play(f"{piece} {place}")
    return g


def buys(g: loire.Game) -> set[str]:
    return {m for m in moves(g) if m.startswith("buy ")}


def messages(g: loire.Game) -> set[str]:
    return {m for m in moves(g) if m.startswith("message ")}


def hires(g: loire.Game) -> set[str]:
    return {m for m in moves(g) if m.startswith("hire ")}


def farms(g: loire.Game) -> set[str]:
    return {m.removeprefix("build farm ") for m in moves(g) if m.startswith("build farm ")}


def supply(g: loire.Game, good: str) -> int:
    return g.state.goods[GOODS.index(good)]


def copies(g: loire.Game, character: str) -> int:
    return g.state.characters[CHARACTER_NAMES.index(character)]


def pass_turn(g: loire.Game) -> None:
    """The player to move travels with both pieces (the first legal move of each) and ends the turn."""
    for piece in ("merchant", "messenger"):
        g.play(next(m for m in g.legal_moves() if isinstance(m, loire.Travel) and m.piece == piece))
    g.play("end")


def test_premises() -> None:
    """The table in the docstring agrees with the helpers' goods and the fixed market."""
    assert MARKET == ["blue", "yellow", "purple", "red", "green", "white", "black"]
    assert GOOD["Saumur"] == "cheese" and price("Saumur") == 1
    assert (GOOD["Chinon"], price("Chinon")) == ("wine", 3) and (GOOD["Angers"], price("Angers")) == ("wine", 4)
    assert (GOOD["Ussé"], price("Ussé")) == ("wood", 2) and (GOOD["Langeais"], price("Langeais")) == ("wood", 3)
    assert set(SHIELDS) == set(NORTH) | set(SOUTH)
    for road in (NORTH, SOUTH):
        assert all(SHIELDS[a] != SHIELDS[b] for a, b in zip(road, road[1:], strict=False))


# -- buying a good -------------------------------------------------------------------------------------------


@pytest.mark.rule("loire.buy.where", "obey")
@pytest.mark.rule("loire.buy.price", "obey")
def test_rulebook_red_merchant_buys_cheese_at_saumur_for_one() -> None:
    # "A piros kereskedő Saumurban áll meg, és sajtot vesz 1 dénárért": Saumur's shield is blue, blue costs 1.
    g = at("merchant", "Saumur")
    assert buys(g) == {"buy cheese"}  # only the good printed at the village
    allowed(g, "buy cheese", "loire.buy.price")
    g.play("buy cheese")
    assert me(g).money == 7 - 1 and me(g).good("cheese") == 1
    assert supply(g, "cheese") == 8 - 1  # the card comes from the bank (8 cheese, reference 13)


@pytest.mark.rule("loire.buy.where", "obey")
@pytest.mark.parametrize("village", ["Ancenis", "Langeais", "Blois", "Montsoreau", "Chambord"])
def test_each_village_sells_its_own_good(village: str) -> None:
    g = at("merchant", village)
    assert buys(g) == {f"buy {GOOD[village]}"}
    g.play(f"buy {GOOD[village]}")
    assert me(g).good(GOOD[village]) == 1


@pytest.mark.rule("loire.buy.where", "break")
def test_no_other_good_than_the_villages() -> None:
    g = at("merchant", "Saumur")
    for good in ("wine", "wood", "grain"):
        refused(g, f"buy {good}", "loire.buy.where")


@pytest.mark.rule("loire.buy.where", "break")
def test_no_buying_in_a_city() -> None:
    g = at("merchant", "Nantes")
    refused(g, "buy cheese", "loire.buy.where")
    assert not buys(g)


@pytest.mark.rule("loire.buy.where", "break")
def test_the_messenger_buys_no_good() -> None:
    g = at("messenger", "Saumur")
    assert not buys(g)
    # the engine answers that buying is the merchant's action right after its move
    refused(g, "buy cheese", "loire.turn.action-after-move")


@pytest.mark.rule("loire.buy.price", "obey")
@pytest.mark.parametrize(("village", "cost"), [("Tours", 1), ("Beaugency", 2), ("Chinon", 3), ("Angers", 4)])
def test_the_price_is_the_market_space_of_the_shield_colour(village: str, cost: int) -> None:
    # Tours yellow (space 2: 1), Beaugency purple (space 3: 2), Chinon green (space 5: 3), Angers black (space 7: 4)
    g = at("merchant", village)
    g.play(f"buy {GOOD[village]}")
    assert me(g).money == 7 - cost


@pytest.mark.rule("loire.buy.price", "obey")
def test_exactly_enough_money_buys() -> None:
    g = at("merchant", "Angers", money=4)  # black: 4
    g.play("buy wine")
    assert me(g).money == 0 and me(g).good("wine") == 1


@pytest.mark.rule("loire.buy.price", "break")
@pytest.mark.parametrize(("village", "money"), [("Angers", 3), ("Chinon", 2), ("Saumur", 0)])
def test_too_little_money_buys_nothing(village: str, money: int) -> None:
    g = at("merchant", village, money=money)
    assert not buys(g)
    refused(g, f"buy {GOOD[village]}", "loire.buy.price")


@pytest.mark.rule("loire.buy.carry-limit", "obey")
def test_wood_has_no_carry_limit() -> None:
    g = at("merchant", "Langeais", goods={"wood": 5})
    g.play("buy wood")
    assert me(g).good("wood") == 6 and me(g).money == 7 - 3  # Langeais white: 3


@pytest.mark.rule("loire.buy.carry-limit", "obey")
def test_one_of_each_other_good_may_be_carried_together() -> None:
    g = at("merchant", "Tours", goods={"cheese": 1, "wine": 1, "beer": 1})
    g.play("buy grain")
    assert [me(g).good(x) for x in ("grain", "cheese", "wine", "beer")] == [1, 1, 1, 1]


@pytest.mark.rule("loire.buy.carry-limit", "break")
@pytest.mark.parametrize(("village", "good"), [("Saumur", "cheese"), ("Tours", "grain"), ("Montsoreau", "wine")])
def test_a_second_cheese_grain_or_wine_is_refused(village: str, good: str) -> None:
    g = at("merchant", village, goods={good: 1})
    assert not buys(g)
    refused(g, f"buy {good}", "loire.buy.carry-limit")


@pytest.mark.rule("loire.buy.carry-limit", "break")
def test_a_second_beer_is_refused() -> None:
    g = at("merchant", "Saumur", goods={"beer": 1}, buildings={"Saumur": "0 monastery"})
    assert buys(g) == {"buy cheese"}
    refused(g, "buy beer", "loire.buy.carry-limit")


@pytest.mark.rule("loire.buy.supply", "obey")
def test_the_last_card_of_a_good_can_be_bought() -> None:
    # blue carries 7 cheese with the Dairyman: 8 - 7 = 1 left in the bank
    g = at("merchant", "Saumur", {"characters": ["Dairyman"], "goods": {"cheese": 7}})
    assert supply(g, "cheese") == 1
    g.play("buy cheese")
    assert supply(g, "cheese") == 0 and me(g).good("cheese") == 1


@pytest.mark.rule("loire.buy.supply", "obey")
def test_sold_goods_can_be_bought_again() -> None:
    # blue holds all 15 wood, sells 1 in Nantes; then red buys it at Langeais
    g = table(near(merchant="Langeais"), near(merchant="Nantes", goods={"wood": 15}), player=1)
    g.play_many(["merchant Nantes", "sell wood", "messenger -2 Chambord", "end"])
    assert supply(g, "wood") == 1
    g.play_many(["merchant Langeais", "buy wood"])
    assert supply(g, "wood") == 0 and me(g).good("wood") == 1


@pytest.mark.rule("loire.buy.supply", "break")
def test_a_good_that_ran_out_cannot_be_bought() -> None:
    g = at("merchant", "Langeais", {"goods": {"wood": 15}})  # blue holds every wood card
    assert supply(g, "wood") == 0 and not buys(g)
    refused(g, "buy wood", "loire.buy.supply")
    g = at("merchant", "Saumur", {"characters": ["Dairyman"], "goods": {"cheese": 8}})
    refused(g, "buy cheese", "loire.buy.supply")


@pytest.mark.rule("loire.buy.one-per-turn", "obey")
def test_one_good_is_bought_and_the_turn_goes_on() -> None:
    g = at("merchant", "Langeais")
    g.play("buy wood")
    assert me(g).good("wood") == 1 and not buys(g)
    g.play("messenger -2 Chambord")
    g.play("end")
    assert g.state.player == 1


@pytest.mark.rule("loire.buy.one-per-turn", "break")
def test_no_second_wood_in_the_same_turn() -> None:
    g = at("merchant", "Langeais")  # wood: no carry limit, so only the one-per-turn rule stops it
    g.play("buy wood")
    refused(g, "buy wood", "loire.buy.one-per-turn")


@pytest.mark.rule("loire.buy.one-per-turn", "break")
def test_the_monastery_owner_buys_beer_or_the_good_not_both() -> None:
    g = at("merchant", "Saumur", buildings={"Saumur": "0 monastery"})
    g.play("buy cheese")
    refused(g, "buy beer", "loire.buy.one-per-turn")


@pytest.mark.rule("loire.buy.farm", "obey")
@pytest.mark.rule("loire.buy.owner-boat", "obey")
@pytest.mark.rule("loire.buy.minimum-zero", "obey")
def test_rulebook_free_cheese_at_the_farm_and_yellow_sails() -> None:
    # "A piros kereskedő Saumurban áll meg, és ingyen vesz sajtot (1 a piac és -1 a farm kedvezmény). A sárga
    # játékos kap 1 pontot a Loire folyón." Here the farm's owner is player 1 (blue).
    g = at("merchant", "Saumur", buildings={"Saumur": "1 farm"})
    g.play("buy cheese")
    assert me(g).money == 7 and me(g).good("cheese") == 1  # 1 - 1 = 0
    assert me(g, 1).boat == 1 and me(g).boat == 0


@pytest.mark.rule("loire.buy.farm", "obey")
@pytest.mark.rule("loire.buy.owner-boat", "obey")
def test_the_farm_owner_gets_the_discount_too() -> None:
    g = at("merchant", "Chinon", buildings={"Chinon": "0 farm"})
    g.play("buy wine")
    assert me(g).money == 7 - (3 - 1)  # green 3, farm -1
    assert me(g).boat == 1  # the owner buying at their own farm sails too


@pytest.mark.rule("loire.buy.farm", "break")
def test_the_farm_takes_off_exactly_one() -> None:
    g = at("merchant", "Chinon", money=1, buildings={"Chinon": "1 farm"})
    refused(g, "buy wine", "loire.buy.price")  # 3 - 1 = 2 > 1
    g = at("merchant", "Chinon", money=2, buildings={"Chinon": "1 farm"})
    allowed(g, "buy wine")


@pytest.mark.rule("loire.buy.castle", "obey")
@pytest.mark.parametrize(("village", "cost"), [("Chinon", 3 - 2), ("Angers", 4 - 2)])
def test_a_castle_takes_off_two(village: str, cost: int) -> None:
    g = at("merchant", village, buildings={village: "1 castle"})
    g.play("buy wine")
    assert me(g).money == 7 - cost
    assert me(g, 1).boat == 1


@pytest.mark.rule("loire.buy.castle", "break")
def test_the_castles_farm_adds_no_third_denier() -> None:
    # reference A10: castle = farm + tower gives -2 in total, not -3
    g = at("merchant", "Angers", money=1, buildings={"Angers": "1 castle"})
    refused(g, "buy wine", "loire.buy.price")  # 4 - 2 = 2 > 1


@pytest.mark.rule("loire.buy.monastery", "obey")
@pytest.mark.rule("loire.buy.owner-boat", "obey")
def test_anyone_buys_the_village_good_cheaper_at_a_monastery() -> None:
    g = at("merchant", "Chinon", buildings={"Chinon": "1 monastery"})
    assert buys(g) == {"buy wine"}  # beer only for the owner
    g.play("buy wine")
    assert me(g).money == 7 - (3 - 1) and me(g, 1).boat == 1


@pytest.mark.rule("loire.buy.monastery", "break")
def test_the_monastery_discount_is_not_doubled() -> None:
    # reference A10: the monastery replaces the farm, so -1 only
    g = at("merchant", "Chinon", money=1, buildings={"Chinon": "1 monastery"})
    refused(g, "buy wine", "loire.buy.price")  # 3 - 1 = 2 > 1


@pytest.mark.rule("loire.buy.beer", "obey")
@pytest.mark.rule("loire.buy.owner-boat", "obey")
def test_rulebook_beer_at_reds_monastery_in_saumur_costs_two() -> None:
    # "Saumurban van a piros kolostora. A játékos vehet ingyen 1 sajtot (1-1 dénár) vagy sört 2x1 = 2 dénárért.
    # Ezután a piros hajó lép 1 mezőt." Beer is twice the market price; the -1 is for the village good only.
    g = at("merchant", "Saumur", buildings={"Saumur": "0 monastery"})
    assert buys(g) == {"buy cheese", "buy beer"}  # the owner chooses
    g.play("buy beer")
    assert me(g).money == 7 - 2 * 1 and me(g).good("beer") == 1 and me(g).good("cheese") == 0
    assert me(g).boat == 1 and supply(g, "beer") == 6 - 1


@pytest.mark.rule("loire.buy.beer", "obey")
def test_rulebook_the_cheese_alternative_at_reds_monastery_is_free() -> None:
    g = at("merchant", "Saumur", buildings={"Saumur": "0 monastery"})
    g.play("buy cheese")
    assert me(g).money == 7 and me(g).boat == 1  # 1 - 1 = 0


@pytest.mark.rule("loire.buy.beer", "obey")
@pytest.mark.rule("loire.buy.circus", "obey")
def test_beer_at_the_circus_doubles_first_then_subtracts() -> None:
    # red's monastery at Chinon (green 3) with the circus: 2 x 3 = 6, then the circus -1 = 5
    g = at("merchant", "Chinon", circus="Chinon", buildings={"Chinon": "0 monastery"})
    g.play("buy beer")
    assert me(g).money == 7 - (2 * 3 - 1)


@pytest.mark.rule("loire.buy.beer", "break")
@pytest.mark.parametrize("building", ["1 monastery", "0 farm", "0 castle", None])
def test_beer_only_at_ones_own_monastery(building: str | None) -> None:
    g = at("merchant", "Saumur", buildings={"Saumur": building} if building else {})
    assert "buy beer" not in buys(g)
    refused(g, "buy beer", "loire.buy.beer")


@pytest.mark.rule("loire.buy.circus", "obey")
@pytest.mark.parametrize(("building", "cost"), [(None, 2 - 1), ("1 farm", 2 - 1 - 1), ("1 monastery", 2 - 1 - 1)])
def test_the_circus_takes_off_one_more(building: str | None, cost: int) -> None:
    # Ussé: purple 2, the circus stands there
    g = at("merchant", "Ussé", buildings={"Ussé": building} if building else {})
    g.play("buy wood")
    assert me(g).money == 7 - cost


@pytest.mark.rule("loire.buy.circus", "obey")
def test_castle_and_circus_take_off_three() -> None:
    g = at("merchant", "Angers", circus="Angers", buildings={"Angers": "1 castle"})
    g.play("buy wine")
    assert me(g).money == 7 - (4 - 3)


@pytest.mark.rule("loire.buy.circus", "break")
def test_the_circus_discount_is_only_where_the_circus_stands() -> None:
    g = at("merchant", "Ussé", money=0)
    refused(g, "buy wood", "loire.buy.price")  # 2 - 1 = 1 > 0
    g = at("merchant", "Beaugency", money=1)  # purple like Ussé, but no circus: 2
    refused(g, "buy wine", "loire.buy.price")


@pytest.mark.rule("loire.buy.minimum-zero", "obey")
@pytest.mark.parametrize(("building", "circus"), [("1 castle", "Ussé"), ("1 castle", "Saumur"), ("1 farm", "Saumur")])
def test_discounts_stop_at_zero(building: str, circus: str) -> None:
    # Saumur blue 1: castle 1 - 2, castle and circus 1 - 3, farm and circus 1 - 2: all 0, nobody is paid
    g = at("merchant", "Saumur", money=0, buildings={"Saumur": building}, circus=circus)
    g.play("buy cheese")
    assert me(g).money == 0 and me(g).good("cheese") == 1


@pytest.mark.rule("loire.buy.minimum-zero", "break")
def test_a_penniless_merchant_buys_only_at_price_zero() -> None:
    g = at("merchant", "Chinon", money=0, buildings={"Chinon": "1 castle"})
    refused(g, "buy wine", "loire.buy.price")  # 3 - 2 = 1, not 0
    g = at("merchant", "Tours", money=0, buildings={"Tours": "1 castle"})
    allowed(g, "buy grain")  # 1 - 2 -> 0


@pytest.mark.rule("loire.buy.owner-boat", "obey")
def test_the_owner_sails_whoever_buys() -> None:
    # three players: green (2) owns the castle; red buys at price 4 - 2 = 2
    g = at("merchant", "Angers", players=3, buildings={"Angers": "2 castle"})
    g.play("buy wine")
    assert [p.boat for p in g.state.players] == [0, 0, 1]


@pytest.mark.rule("loire.buy.owner-boat", "break")
def test_no_boat_moves_without_a_purchase_or_a_building() -> None:
    g = at("merchant", "Chinon")  # no building: nobody sails
    g.play("buy wine")
    assert [p.boat for p in g.state.players] == [0, 0]
    g = at("merchant", "Chinon", buildings={"Chinon": "1 farm"})  # a stop without buying: no sailing
    g.play("messenger -2 Chambord")
    assert [p.boat for p in g.state.players] == [0, 0]
    g = at("messenger", "Chinon", buildings={"Chinon": "1 farm"})  # the messenger buys no goods
    assert [p.boat for p in g.state.players] == [0, 0]


# -- selling -------------------------------------------------------------------------------------------------


@pytest.mark.rule("loire.sell.where", "obey")
@pytest.mark.rule("loire.sell.price", "obey")
def test_rulebook_one_wood_and_one_cheese_sell_for_seven_in_nantes() -> None:
    # "A piros kereskedő Nantesban áll meg és elad 1 fát és 1 sajtot, amiért 2+5 = 7 dénárt kap."
    g = at("merchant", "Nantes", goods={"wood": 1, "cheese": 1})
    g.play("sell wood")
    g.play("sell cheese")
    assert me(g).money == 7 + 2 + 5 and me(g).goods == (0,) * len(GOODS)
    assert supply(g, "wood") == 15 and supply(g, "cheese") == 8  # the cards went back to the bank


@pytest.mark.rule("loire.sell.where", "obey")
def test_selling_in_orleans_too() -> None:
    g = at("merchant", "Orléans", goods={"cheese": 1})
    allowed(g, "sell cheese", "loire.sell.price")
    g.play("sell cheese")
    assert me(g).money == 7 + 5


@pytest.mark.rule("loire.sell.where", "break")
def test_no_selling_in_a_village() -> None:
    g = at("merchant", "Blois", goods={"wood": 2})
    refused(g, "sell wood", "loire.sell.where")


@pytest.mark.rule("loire.sell.price", "obey")
@pytest.mark.parametrize(("good", "each"), [("wood", 2), ("grain", 3), ("cheese", 5), ("wine", 6), ("beer", 8)])
def test_each_good_sells_at_its_printed_price(good: str, each: int) -> None:
    # wood 2 and cheese 5 from the rulebook, the others reference/loire.md 13
    g = at("merchant", "Nantes", goods={good: 1})
    g.play(f"sell {good}")
    assert me(g).money == 7 + each


@pytest.mark.rule("loire.sell.price", "obey")
def test_the_market_does_not_change_the_selling_price() -> None:
    market = ["yellow", "purple", "red", "green", "white", "black", "blue"]  # Saumur's blue now costs 4
    g = at("merchant", "Nantes", goods={"cheese": 1}, market=market)
    g.play("sell cheese")
    assert me(g).money == 7 + 5


@pytest.mark.rule("loire.sell.price", "break")
def test_goods_not_held_bring_no_money() -> None:
    g = at("merchant", "Nantes", goods={"wood": 1})
    # the engine names the rule of selling what one has (any part of it)
    refused(g, "sell cheese", "loire.sell.optional")
    refused(g, "sell wood 2", "loire.sell.optional")


@pytest.mark.rule("loire.sell.optional", "obey")
def test_sell_some_keep_the_rest() -> None:
    g = at("merchant", "Nantes", goods={"wood": 3, "cheese": 1})
    assert {m for m in moves(g) if m.startswith("sell ")} == {"sell wood", "sell wood 2", "sell wood 3", "sell cheese"}
    g.play("sell wood 2")
    assert me(g).money == 7 + 2 * 2 and me(g).good("wood") == 1 and me(g).good("cheese") == 1
    g.play("messenger -2 Chambord")
    g.play("end")  # nothing forces the rest to be sold
    assert me(g, 0).good("wood") == 1 and me(g, 0).good("cheese") == 1


@pytest.mark.rule("loire.sell.optional", "break")
def test_no_selling_more_than_one_holds() -> None:
    g = at("merchant", "Nantes", goods={"wood": 3})
    refused(g, "sell wood 4", "loire.sell.optional")
    assert g.check("sell wood 4").reason == "you have 3 wood to sell, not 4"
    refused(g, "sell cheese", "loire.sell.optional")
    assert g.check("sell cheese").reason == "you have no cheese to sell"


# -- the river -----------------------------------------------------------------------------------------------


@pytest.mark.rule("loire.boat.passage", "obey")
def test_rulebook_ten_deniers_for_two_river_spaces() -> None:
    # "A piros játékos 10 dénárt fizet, és 2 mezőt hajózik előre a hajójával a Loire folyón."
    g = at("merchant", "Nantes", money=10)
    g.play("boat 2")
    assert me(g).money == 0 and me(g).boat == 2


@pytest.mark.rule("loire.boat.passage", "obey")
def test_six_deniers_for_one_space_in_orleans() -> None:
    g = at("merchant", "Orléans", money=7, boat=3)
    assert {m for m in moves(g) if m.startswith("boat")} == {"boat 1"}  # 7 < 10
    g.play("boat 1")
    assert me(g).money == 1 and me(g).boat == 4


@pytest.mark.rule("loire.boat.passage", "break")
def test_passage_must_be_paid_in_full() -> None:
    g = at("merchant", "Nantes", money=9)
    refused(g, "boat 2", "loire.boat.passage")
    assert g.check("boat 2").reason == "2 spaces cost 10 deniers; you have 9"
    g = at("merchant", "Nantes", money=5)
    refused(g, "boat 1", "loire.boat.passage")
    assert g.check("boat 1").reason == "1 space costs 6 deniers; you have 5"


@pytest.mark.rule("loire.boat.passage", "break")
def test_no_passage_from_a_village() -> None:
    g = at("merchant", "Saumur", money=10)
    # sailing is a city action (the engine names the city rule)
    refused(g, "boat 1", "loire.action.city")


@pytest.mark.rule("loire.boat.once", "obey")
def test_after_the_passage_the_merchant_still_trades() -> None:
    g = at("merchant", "Nantes", money=16, goods={"wood": 2})
    g.play("boat 1")
    assert me(g).money == 16 - 6 and me(g).boat == 1
    assert not any(m.startswith("boat") for m in moves(g))
    g.play_many(["sell wood", "build farm Ancenis"])
    assert me(g).money == 16 - 6 + 2 - 4 and me(g).good("wood") == 0 and me(g).boat == 1


@pytest.mark.rule("loire.boat.once", "break")
def test_no_sixteen_deniers_for_three_spaces() -> None:
    # "nem fizethet be 10+6=16 dénárt, hogy a hajója (1+2) = 3 mezőt lépjen"
    g = at("merchant", "Nantes", money=16)
    refused(g, "boat 3", "loire.boat.once")
    g.play("boat 2")
    refused(g, "boat 1", "loire.boat.once")
    refused(g, "boat 2", "loire.boat.once")


@pytest.mark.rule("loire.boat.target", "obey")
@pytest.mark.parametrize(("players", "goal"), [(2, 20), (3, 17), (4, 15)])
def test_a_boat_may_sail_onto_the_goal(players: int, goal: int) -> None:
    g = at("merchant", "Nantes", players=players, money=10, boat=goal - 2)
    g.play("boat 2")
    assert me(g).boat == goal
    assert g.state.trigger == 0  # reaching the goal starts the end


@pytest.mark.rule("loire.boat.target", "break")
@pytest.mark.parametrize(("players", "goal"), [(2, 20), (3, 17), (4, 15)])
def test_no_sailing_past_the_goal(players: int, goal: int) -> None:
    g = at("merchant", "Nantes", players=players, money=10, boat=goal - 1)
    refused(g, "boat 2", "loire.boat.target")
    allowed(g, "boat 1")


# -- the market and the circus -------------------------------------------------------------------------------


@pytest.mark.rule("loire.market.shift", "obey")
def test_rulebook_a_blue_purchase_sends_blue_right_and_the_others_left() -> None:
    # "ha az árut egy kék pajzsos faluban vásárolták ... Az összes többi piaclapka egy helyet balra mozog"
    g = at("merchant", "Saumur")
    g.play("buy cheese")
    assert g.state.market == ("yellow", "purple", "red", "green", "white", "black", "blue")
    assert g.state.price("blue") == 4 and g.state.price("black") == 3


@pytest.mark.rule("loire.market.shift", "obey")
def test_only_tiles_right_of_the_gap_move() -> None:
    g = at("merchant", "Beaugency")  # purple, third space
    g.play("buy wine")
    assert g.state.market == ("blue", "yellow", "red", "green", "white", "black", "purple")
    # Beaugency's wine now costs 4, Angers' black 3 (was 4), Chinon's green 2 (was 3)
    assert [g.state.price(SHIELDS[v]) for v in ("Beaugency", "Angers", "Chinon", "Saumur")] == [4, 3, 2, 1]


@pytest.mark.rule("loire.market.shift", "obey")
def test_a_free_purchase_shifts_too_and_the_rightmost_tile_stays() -> None:
    g = at("merchant", "Saumur", money=0, buildings={"Saumur": "1 castle"})  # price 0
    g.play("buy cheese")
    assert g.state.market[-1] == "blue"
    g = at("merchant", "Angers")  # black is already at the right end
    g.play("buy wine")
    assert g.state.market == tuple(MARKET)


@pytest.mark.rule("loire.market.shift", "break")
def test_no_purchase_no_shift() -> None:
    g = table(near(merchant="Saumur", messenger="Nantes", hand=["Saumur"]))
    g.play_many(["merchant Saumur", "messenger Nantes", "message 1", "end"])  # stop without buying, buy a message
    assert g.state.market == tuple(MARKET)
    g = at("merchant", "Nantes", goods={"cheese": 1})
    g.play("sell cheese")
    assert g.state.market == tuple(MARKET)


CIRCUS_MARKET = ["blue", "purple", "red", "white", "green", "yellow", "black"]
"""Green on the fifth space, yellow on the sixth: a blue purchase brings green onto the middle space."""


@pytest.mark.rule("loire.circus.move", "obey")
@pytest.mark.rule("loire.circus.tiles", "obey")
def test_the_circus_leaves_when_its_tile_reaches_the_middle() -> None:
    # the circus at Chinon (green). Buying blue at Saumur: purple red white green yellow black blue.
    # Green is now on the middle space; the leftmost tile is purple: Beaugency or Ussé, red chooses.
    g = at("merchant", "Saumur", circus="Chinon", market=CIRCUS_MARKET)
    g.play("buy cheese")
    assert g.state.market == ("purple", "red", "white", "green", "yellow", "black", "blue")
    assert moves(g) == {"circus Beaugency", "circus Ussé"}
    allowed(g, "circus Ussé", "loire.circus.move")
    g.play("circus Ussé")
    assert g.state.circus == "Ussé" and g.state.player == 0 and me(g).money == 7 - 1


@pytest.mark.rule("loire.circus.move", "obey")
def test_an_opponents_purchase_lets_the_opponent_place_the_circus() -> None:
    g = table(near(messenger="Nantes"), near(merchant="Saumur"), player=1, circus="Chinon", market=CIRCUS_MARKET)
    g.play_many(["merchant Saumur", "buy cheese"])
    assert g.state.player == 1 and moves(g) == {"circus Beaugency", "circus Ussé"}
    g.play("circus Beaugency")
    assert g.state.circus == "Beaugency"


@pytest.mark.rule("loire.circus.move", "break")
def test_the_circus_goes_only_to_a_village_of_the_leftmost_colour_and_first() -> None:
    g = at("merchant", "Saumur", circus="Chinon", market=CIRCUS_MARKET)
    g.play("buy cheese")
    for move in ("circus Tours", "circus Chinon", "circus Angers"):  # yellow, green (its old place), black
        refused(g, move, "loire.circus.move")
    refused(g, "messenger -2 Chambord", "loire.circus.move")  # nothing else before the circus has moved


@pytest.mark.rule("loire.circus.move", "break")
def test_the_circus_stays_while_its_tile_is_off_the_middle() -> None:
    g = at("merchant", "Saumur")  # the circus at Ussé: purple goes from the third space to the second
    g.play("buy cheese")
    assert g.state.circus == "Ussé" and not any(m.startswith("circus") for m in moves(g))
    refused(g, "circus Tours", "loire.circus.move")


@pytest.mark.rule("loire.circus.tiles", "obey")
def test_the_tile_of_the_circus_villages_colour_is_the_circus_tile() -> None:
    # the circus at Villandry (yellow); yellow on the fifth space reaches the middle after a blue purchase
    market = ["blue", "purple", "red", "white", "yellow", "green", "black"]
    g = at("merchant", "Saumur", circus="Villandry", market=market)
    g.play("buy cheese")
    assert g.state.market[3] == "yellow" and moves(g) == {"circus Beaugency", "circus Ussé"}


@pytest.mark.rule("loire.circus.tiles", "break")
@pytest.mark.rule("loire.circus.flip", "break")
def test_a_plain_tile_on_the_middle_space_moves_nothing() -> None:
    # the same purchase as above, but the circus is at Villandry (yellow): green on the middle is a plain tile
    g = at("merchant", "Saumur", circus="Villandry", market=CIRCUS_MARKET)
    g.play("buy cheese")
    assert g.state.market[3] == "green" and g.state.circus == "Villandry"
    assert not any(m.startswith("circus") for m in moves(g))
    refused(g, "circus Ussé", "loire.circus.move")


@pytest.mark.rule("loire.circus.flip", "obey")
def test_after_the_move_the_new_village_is_the_circus() -> None:
    # red moves the circus from Chinon to Ussé (purple): the purple tile now shows the circus, the green tile
    # its plain side. Red's messenger arrives at Chinon: no hiring there any more. Blue's merchant then buys
    # wood at Ussé: purple is the leftmost tile (1), less the circus 1 = 0.
    g = table(near(merchant="Saumur", messenger="Chinon"), near(merchant="Ussé"), circus="Chinon",
              market=CIRCUS_MARKET)
    g.play_many(["merchant Saumur", "buy cheese", "circus Ussé"])
    assert g.state.shield(g.state.circus) == "purple"
    g.play("messenger Chinon")
    assert not hires(g)
    refused(g, "hire Apprentice", "loire.hire.where")
    g.play("end")
    g.play_many(["merchant Ussé", "buy wood"])
    assert me(g, 1).money == 7 - 0


# -- buildings and palaces -----------------------------------------------------------------------------------


@pytest.mark.rule("loire.build.farm", "obey")
@pytest.mark.rule("loire.build.reference-cards", "obey")
def test_a_farm_costs_four_deniers_and_one_wood() -> None:
    g = at("merchant", "Nantes", goods={"wood": 1})
    allowed(g, "build farm Saumur", "loire.build.farm")
    g.play("build farm Saumur")
    assert me(g).money == 7 - 4 and me(g).good("wood") == 0 and supply(g, "wood") == 15
    assert g.state.building("Saumur") == (0, "farm")  # a token on the board; no card is taken
    assert me(g).palaces == frozenset() and me(g).characters == frozenset()


@pytest.mark.rule("loire.build.farm", "obey")
def test_a_farm_may_go_on_any_empty_village_even_the_circus() -> None:
    g = at("merchant", "Orléans", goods={"wood": 1}, buildings={"Chinon": "1 farm"})
    assert farms(g) == set(NORTH) | set(SOUTH) - {"Chinon"}
    g.play("build farm Ussé")
    assert g.state.building("Ussé") == (0, "farm") and g.state.circus == "Ussé"


@pytest.mark.rule("loire.build.farm", "break")
def test_no_farm_on_an_occupied_village() -> None:
    g = at("merchant", "Nantes", goods={"wood": 1}, buildings={"Chinon": "1 farm", "Saumur": "0 farm"})
    refused(g, "build farm Chinon", "loire.build.farm")
    refused(g, "build farm Saumur", "loire.build.farm")


@pytest.mark.rule("loire.build.farm", "break")
def test_a_farm_needs_the_wood_and_the_deniers() -> None:
    g = at("merchant", "Nantes")
    refused(g, "build farm Saumur", "loire.build.farm")  # no wood
    g = at("merchant", "Nantes", money=3, goods={"wood": 1})
    refused(g, "build farm Saumur", "loire.build.farm")  # 3 < 4


@pytest.mark.rule("loire.build.one-per-turn", "obey")
def test_one_building_with_selling_and_sailing_in_the_same_stop() -> None:
    g = at("merchant", "Nantes", money=10, goods={"wood": 2, "cheese": 1})
    g.play_many(["sell cheese", "boat 1", "build farm Chinon"])
    assert me(g).money == 10 + 5 - 6 - 4 and me(g).boat == 1 and g.state.building("Chinon") == (0, "farm")


@pytest.mark.rule("loire.build.one-per-turn", "break")
def test_no_second_building_in_a_turn() -> None:
    g = at("merchant", "Nantes", money=20, goods={"wood": 2})
    g.play("build farm Chinon")
    refused(g, "build farm Tours", "loire.build.one-per-turn")
    refused(g, "palace Bank Nantes", "loire.build.one-per-turn")
    assert not any(m.startswith(("build", "palace")) for m in moves(g))


@pytest.mark.rule("loire.build.road-balance", "obey")
def test_rulebook_after_one_building_the_next_farm_goes_on_the_other_road() -> None:
    # "ha a játékosnak van 1 épülete az egyik útvonalon, akkor az új farmot a másik oldali útvonalon ... kell
    # tennie. A harmadik farmot bárhova építheti."
    g = at("merchant", "Nantes", goods={"wood": 1}, buildings={"Saumur": "0 farm", "Angers": "1 farm"})
    assert farms(g) == set(NORTH) - {"Angers"}
    g = at("merchant", "Nantes", goods={"wood": 1}, buildings={"Saumur": "0 farm", "Tours": "0 farm"})
    assert farms(g) == (set(NORTH) | set(SOUTH)) - {"Saumur", "Tours"}


@pytest.mark.rule("loire.build.road-balance", "obey")
def test_every_kind_of_building_counts_for_the_balance() -> None:
    # a monastery and a castle in the south: the farm must go north
    g = at("merchant", "Nantes", goods={"wood": 1}, buildings={"Saumur": "0 monastery", "Chinon": "0 castle",
                                                                "Tours": "0 farm"})
    assert farms(g) == set(NORTH) - {"Tours"}


@pytest.mark.rule("loire.build.road-balance", "break")
def test_no_farm_that_puts_two_more_on_one_road() -> None:
    g = at("merchant", "Nantes", goods={"wood": 1}, buildings={"Saumur": "0 farm"})
    refused(g, "build farm Chinon", "loire.build.road-balance")
    g = at("merchant", "Nantes", goods={"wood": 1}, buildings={"Saumur": "0 castle", "Chinon": "0 farm",
                                                                "Tours": "0 farm"})
    refused(g, "build farm Amboise", "loire.build.road-balance")


@pytest.mark.rule("loire.build.monastery", "obey")
def test_a_monastery_costs_four_and_two_wood_and_replaces_the_farm() -> None:
    g = at("merchant", "Nantes", goods={"wood": 2}, buildings={"Saumur": "0 farm"})
    g.play("build monastery Saumur")
    assert me(g).money == 7 - 4 and me(g).good("wood") == 0 and supply(g, "wood") == 15
    assert g.state.building("Saumur") == (0, "monastery")


@pytest.mark.rule("loire.build.monastery", "obey")
def test_the_farm_token_comes_back_after_the_monastery() -> None:
    # all 6 farms built (3 north, 3 south): no farm token left; the monastery hands one back. The Economus
    # allows a second building: monastery 4 + 2 wood, then a farm 4 + 1 (second building) + 1 wood.
    built = dict.fromkeys(("Ancenis", "Angers", "Langeais", "Champtoceaux", "Saumur", "Chinon"), "0 farm")
    g = at("merchant", "Nantes", money=10, goods={"wood": 3}, characters=["Economus"], buildings=built)
    assert not farms(g)
    g.play("build monastery Saumur")
    assert farms(g) == (set(NORTH) | set(SOUTH)) - set(built)
    g.play("build farm Blois")
    assert me(g).money == 10 - 4 - 5 and g.state.building("Blois") == (0, "farm")


@pytest.mark.rule("loire.build.monastery", "break")
def test_a_monastery_needs_ones_own_farm_and_two_wood() -> None:
    g = at("merchant", "Nantes", goods={"wood": 2}, buildings={"Saumur": "1 farm", "Chinon": "0 castle"})
    refused(g, "build monastery Saumur", "loire.build.monastery")  # blue's farm
    refused(g, "build monastery Tours", "loire.build.monastery")  # no farm
    refused(g, "build monastery Chinon", "loire.build.monastery")  # a castle, not a farm
    g = at("merchant", "Nantes", goods={"wood": 1}, buildings={"Saumur": "0 farm"})
    refused(g, "build monastery Saumur", "loire.build.monastery")  # one wood short


@pytest.mark.rule("loire.build.castle", "obey")
def test_a_castle_costs_six_and_one_wood_on_ones_farm() -> None:
    g = at("merchant", "Nantes", goods={"wood": 1}, buildings={"Saumur": "0 farm"})
    g.play("build castle Saumur")
    assert me(g).money == 7 - 6 and me(g).good("wood") == 0
    assert g.state.building("Saumur") == (0, "castle")


@pytest.mark.rule("loire.build.castle", "break")
def test_a_castle_needs_ones_own_farm_and_six_deniers() -> None:
    g = at("merchant", "Nantes", goods={"wood": 1}, buildings={"Saumur": "1 farm", "Chinon": "0 monastery"})
    refused(g, "build castle Saumur", "loire.build.castle")
    refused(g, "build castle Tours", "loire.build.castle")
    refused(g, "build castle Chinon", "loire.build.castle")
    g = at("merchant", "Nantes", money=5, goods={"wood": 1}, buildings={"Tours": "0 farm"})
    refused(g, "build castle Tours", "loire.build.castle")


@pytest.mark.rule("loire.build.towers", "obey")
def test_the_second_tower_can_still_be_used() -> None:
    g = at("merchant", "Nantes", goods={"wood": 1}, buildings={"Saumur": "0 castle", "Tours": "0 farm"})
    g.play("build castle Tours")
    assert g.state.built(0)["castle"] == 2


@pytest.mark.rule("loire.build.towers", "break")
def test_no_castle_once_the_towers_are_used() -> None:
    # 2 towers per player (reference 13)
    g = at("merchant", "Nantes", goods={"wood": 1},
           buildings={"Saumur": "0 castle", "Tours": "0 castle", "Chinon": "0 farm"})
    refused(g, "build castle Chinon", "loire.build.towers")


@pytest.mark.rule("loire.build.reference-cards", "obey")
def test_everyone_may_build_the_same_kind() -> None:
    # the farm card is a reference card: red's farm takes nothing blue needs for a farm of its own
    g = table(near(merchant="Nantes", goods={"wood": 1}), near(merchant="Orléans", goods={"wood": 1}))
    g.play_many(["merchant Nantes", "build farm Saumur", "messenger -2 Chambord", "end"])
    g.play_many(["merchant Orléans", "build farm Tours"])
    assert g.state.building("Saumur") == (0, "farm") and g.state.building("Tours") == (1, "farm")


@pytest.mark.rule("loire.build.reference-cards", "break")
def test_the_reference_cards_cannot_be_bought() -> None:
    g = at("merchant", "Nantes", goods={"wood": 1})
    refused(g, "palace Farm Nantes", "loire.notation.syntax")  # not a palace card anyone may take
    refused(g, "palace Castle Orléans", "loire.notation.syntax")


@pytest.mark.rule("loire.build.palace", "obey")
def test_a_palace_costs_four_and_puts_nothing_on_the_board() -> None:
    g = at("merchant", "Nantes", goods={"wood": 1})
    before_buildings = g.state.buildings
    g.play("palace Bank Nantes")
    assert me(g).money == 7 - 4 and me(g).good("wood") == 1
    assert me(g).palaces == {("Bank", "Nantes")} and g.state.buildings == before_buildings
    assert g.state.palaces[PALACE_KEYS.index(("Bank", "Nantes"))] == 2 - 1


@pytest.mark.rule("loire.build.palace", "obey")
def test_the_nantes_and_orleans_palaces_of_one_name_differ() -> None:
    g = at("merchant", "Orléans", palaces=["Bank Nantes"])
    palaces = {m for m in moves(g) if m.startswith("palace ")}
    assert palaces == {f"palace {k} {c}" for k, c in PALACE_KEYS} - {"palace Bank Nantes"}
    g.play("palace Bank Orléans")
    assert me(g).palaces == {("Bank", "Nantes"), ("Bank", "Orléans")}


@pytest.mark.rule("loire.build.palace", "break")
def test_no_second_copy_no_empty_pile_no_credit() -> None:
    g = at("merchant", "Nantes", palaces=["Post Office Nantes"])
    refused(g, "palace Post Office Nantes", "loire.build.palace")
    # three players: blue and green hold both copies of the Post Office of Orléans
    g = at("merchant", "Nantes", {"palaces": ["Post Office Orléans"]}, {"palaces": ["Post Office Orléans"]},
           players=3)
    refused(g, "palace Post Office Orléans", "loire.build.palace")
    g = at("merchant", "Nantes", money=3)
    refused(g, "palace Bank Nantes", "loire.build.palace")


@pytest.mark.rule("loire.build.palace-timing", "obey")
def test_a_palace_works_from_the_next_turn() -> None:
    # red buys the Bank of Nantes; next turn the messenger stops in Nantes and the bank pays 3
    g = table({**near(merchant="Nantes", money=12), "messenger": "Angers>Nantes", "messenger_horses": 0})
    g.play_many(["merchant Nantes", "palace Bank Nantes", "messenger Ancenis", "end"])
    assert me(g).money == 12 - 4
    pass_turn(g)
    g.play("messenger Nantes")
    assert me(g).money == 12 - 4 + 3


@pytest.mark.rule("loire.build.palace-timing", "break")
def test_a_palace_pays_nothing_in_its_first_turn_nor_in_the_other_city() -> None:
    g = table(near(merchant="Nantes", messenger="Nantes", money=12))
    g.play_many(["merchant Nantes", "palace Bank Nantes", "messenger Nantes"])
    assert me(g).money == 12 - 4  # bought this turn: no 3 deniers yet
    g = table(near(merchant="Orléans", messenger="Orléans", money=8, palaces=["Bank Nantes"]))
    g.play_many(["merchant Orléans", "messenger Orléans"])
    assert me(g).money == 8  # the Bank of Nantes pays only in Nantes


@pytest.mark.rule("loire.build.palace-timing", "break")
def test_palatium_balivi_bought_this_turn_hires_nobody_yet() -> None:
    g = at("merchant", "Nantes")
    g.play("palace Palatium Balivi Nantes")
    assert not hires(g)
    refused(g, "hire Apprentice", "loire.build.palace-timing")


# -- hiring --------------------------------------------------------------------------------------------------


@pytest.mark.rule("loire.hire.where", "obey")
@pytest.mark.rule("loire.hire.price", "obey")
def test_the_merchant_hires_at_the_circus() -> None:
    g = at("merchant", "Ussé")
    assert {"hire Apprentice", "hire Lover", "hire Dairyman", "hire Squire"} <= hires(g)
    assert "hire Helper" not in hires(g)  # only after the Apprentice
    allowed(g, "hire Apprentice", "loire.hire.where")
    g.play("hire Apprentice")
    assert me(g).characters == {"Apprentice"} and me(g).money == 7 - 2


@pytest.mark.rule("loire.hire.where", "obey")
def test_the_messenger_hires_at_the_circus() -> None:
    g = at("messenger", "Ussé")
    g.play("hire Mayor")
    assert me(g).characters == {"Mayor"} and me(g).money == 7 - 2


@pytest.mark.rule("loire.hire.where", "break")
@pytest.mark.parametrize(("piece", "place"), [("merchant", "Chinon"), ("messenger", "Villandry"),
                                              ("merchant", "Nantes"), ("messenger", "Orléans")])
def test_no_hiring_away_from_the_circus(piece: str, place: str) -> None:
    g = at(piece, place)
    assert not hires(g)
    refused(g, "hire Apprentice", "loire.hire.where")


@pytest.mark.rule("loire.hire.one-per-turn", "obey")
def test_a_new_hire_next_turn() -> None:
    g = table(near(merchant="Ussé", messenger="Chinon"))
    g.play_many(["merchant Ussé", "hire Apprentice", "messenger Chinon", "end"])
    pass_turn(g)
    g.play_many(["messenger Ussé", "hire Mayor"])
    assert me(g).characters == {"Apprentice", "Mayor"} and me(g).money == 7 - 2 - 2


@pytest.mark.rule("loire.hire.one-per-turn", "break")
def test_one_hire_even_with_both_pieces_at_the_circus() -> None:
    # "még akkor is, ha ugyanabban a körben a kereskedője és a hírvivője is a cirkusznál áll meg"
    g = table(near(merchant="Ussé", messenger="Orléans"))
    g.play_many(["merchant Ussé", "hire Apprentice"])
    refused(g, "hire Mayor", "loire.hire.one-per-turn")
    g = table({**near(merchant="Ussé"), "messenger": "Villandry>Nantes", "messenger_horses": 0})
    g.play_many(["merchant Ussé", "hire Apprentice", "messenger Ussé"])
    assert not hires(g)
    refused(g, "hire Mayor", "loire.hire.one-per-turn")


@pytest.mark.rule("loire.hire.no-duplicates", "obey")
def test_a_different_character_may_join() -> None:
    g = at("merchant", "Ussé", characters=["Apprentice"])
    assert "hire Helper" in hires(g)
    g.play("hire Helper")
    assert me(g).characters == {"Apprentice", "Helper"}


@pytest.mark.rule("loire.hire.no-duplicates", "break")
def test_no_second_copy_of_a_held_character() -> None:
    g = at("merchant", "Ussé", characters=["Apprentice"])
    assert copies(g, "Apprentice") == 2 - 1  # one per player: a copy is still there
    refused(g, "hire Apprentice", "loire.hire.no-duplicates")


@pytest.mark.rule("loire.hire.price", "obey")
@pytest.mark.parametrize(("name", "cost"), [("Dairyman", 1), ("Spy", 2), ("Scout", 3), ("Judge", 4)])
def test_the_printed_cost_is_paid(name: str, cost: int) -> None:
    # reference 13: yellow 1, red 2, green 3, blue 4
    g = at("messenger", "Ussé")
    g.play(f"hire {name}")
    assert me(g).money == 7 - cost and copies(g, name) == 0


@pytest.mark.rule("loire.hire.price", "break")
@pytest.mark.parametrize(("name", "money"), [("Apprentice", 1), ("Scout", 2), ("Lover", 3)])
def test_a_character_one_cannot_pay_for(name: str, money: int) -> None:
    g = at("merchant", "Ussé", money=money)
    assert f"hire {name}" not in hires(g)
    refused(g, f"hire {name}", "loire.hire.price")


@pytest.mark.rule("loire.hire.immediate", "obey")
def test_the_apprentice_works_in_the_turn_he_is_hired() -> None:
    # the merchant hires the Apprentice at Ussé; the messenger then takes a level-2 step at Montsoreau (yellow)
    g = table(near(merchant="Ussé", messenger="Montsoreau", hand=["blue+yellow"]))
    g.play_many(["merchant Ussé", "hire Apprentice", "messenger Montsoreau"])
    allowed(g, "deliver blue+yellow", "loire.deliver.level2")
    g.play("deliver blue+yellow")
    assert me(g).progress == (("Montsoreau",),)


@pytest.mark.rule("loire.hire.immediate", "break")
def test_before_the_hire_the_apprentice_does_nothing() -> None:
    g = table(near(merchant="Ussé", messenger="Montsoreau", hand=["blue+yellow"]))
    g.play("messenger Montsoreau")
    refused(g, "deliver blue+yellow", "loire.character.apprentice")
    g.play_many(["merchant Ussé", "hire Apprentice"])
    assert me(g).progress == ((),)  # the earlier stop does not count afterwards


@pytest.mark.rule("loire.hire.supply", "obey")
def test_the_last_copy_can_be_hired() -> None:
    g = at("merchant", "Ussé", {"characters": ["Apprentice"]})  # two players: two Apprentices
    g.play("hire Apprentice")
    assert copies(g, "Apprentice") == 0 and me(g).characters == {"Apprentice"}


@pytest.mark.rule("loire.hire.supply", "break")
@pytest.mark.parametrize("name", ["Vassallus", "Judge"])
def test_a_character_gone_cannot_be_hired(name: str) -> None:
    # two players use one Vassallus; each blue character exists once
    g = at("merchant", "Ussé", {"characters": [name]})
    assert copies(g, name) == 0
    refused(g, f"hire {name}", "loire.hire.supply")


# -- buying messages -----------------------------------------------------------------------------------------


@pytest.mark.rule("loire.message.buy-where", "obey")
@pytest.mark.rule("loire.message.draw", "obey")
@pytest.mark.parametrize("city", ["Nantes", "Orléans"])
def test_the_messenger_buys_a_message_in_a_city(city: str) -> None:
    g = at("messenger", city, hand=[], decks={"1": ["Chinon"]})
    deck = g.state.decks[0]
    g.play("message 1")
    assert me(g).hand == ("Chinon",) and me(g).progress == ((),) and me(g).money == 7 - 1
    assert g.state.decks[0] == deck[1:]


@pytest.mark.rule("loire.message.buy-where", "obey")
@pytest.mark.parametrize("building", ["farm", "castle", "monastery"])
def test_the_messenger_buys_at_its_own_building(building: str) -> None:
    g = at("messenger", "Chinon", hand=[], buildings={"Chinon": f"0 {building}"})
    assert messages(g)
    level = 4 if building == "monastery" else 1
    g.play(f"message {level}")
    assert len(me(g).hand) == 1 and me(g).money == 7 - level


@pytest.mark.rule("loire.message.buy-where", "break")
@pytest.mark.parametrize("building", ["1 farm", "1 castle", "1 monastery", None])
def test_no_messages_at_an_opponents_building_or_a_plain_village(building: str | None) -> None:
    g = at("messenger", "Chinon", hand=[], buildings={"Chinon": building} if building else {})
    assert not messages(g)
    refused(g, "message 1", "loire.message.buy-where")


@pytest.mark.rule("loire.message.buy-where", "break")
def test_the_merchant_buys_no_messages() -> None:
    g = at("merchant", "Nantes", hand=[])
    assert not messages(g)
    refused(g, "message 1", "loire.turn.action-after-move")  # messages are the messenger's action


@pytest.mark.rule("loire.message.buy-price", "obey")
@pytest.mark.parametrize("level", [1, 2, 3])
def test_a_denier_per_level(level: int) -> None:
    g = at("messenger", "Nantes", hand=[])
    g.play(f"message {level}")
    assert me(g).money == 7 - level


@pytest.mark.rule("loire.message.buy-price", "obey")
def test_a_monastery_message_costs_four() -> None:
    # (the merchant is out on the road: in a city under 5 deniers the turn would be lost)
    g = table(near(messenger="Saumur", merchant="Chinon", hand=[], money=4), decks={"4": ["Orléans.war"]},
              buildings={"Saumur": "0 monastery"})
    g.play_many(["merchant Chinon", "messenger Saumur", "message 4"])
    assert me(g).money == 0 and me(g).hand == ("Orléans.war",)


@pytest.mark.rule("loire.message.buy-price", "break")
def test_a_message_one_cannot_pay_for() -> None:
    g = table(near(messenger="Nantes", merchant="Chinon", hand=[], money=2))
    g.play_many(["merchant Chinon", "messenger Nantes"])
    assert messages(g) == {"message 1", "message 2"}
    refused(g, "message 3", "loire.message.buy-price")
    g = table(near(messenger="Saumur", merchant="Chinon", hand=[], money=3), buildings={"Saumur": "0 monastery"})
    g.play_many(["merchant Chinon", "messenger Saumur"])
    refused(g, "message 4", "loire.message.buy-price")


@pytest.mark.rule("loire.message.buy-levels", "obey")
def test_cities_farms_and_castles_sell_levels_one_to_three_monasteries_four() -> None:
    assert messages(at("messenger", "Orléans", hand=[])) == {"message 1", "message 2", "message 3"}
    for building, levels in (("farm", {1, 2, 3}), ("castle", {1, 2, 3}), ("monastery", {4})):
        g = at("messenger", "Chinon", hand=[], buildings={"Chinon": f"0 {building}"})
        assert messages(g) == {f"message {n}" for n in levels}, building


@pytest.mark.rule("loire.message.buy-levels", "break")
def test_no_monastery_message_elsewhere_and_nothing_else_at_the_monastery() -> None:
    g = at("messenger", "Nantes", hand=[])
    refused(g, "message 4", "loire.message.buy-levels")
    g = at("messenger", "Chinon", hand=[], buildings={"Chinon": "0 farm"})
    refused(g, "message 4", "loire.message.buy-levels")
    assert "only at your own monastery" in g.check("message 4").reason
    g = at("messenger", "Chinon", hand=[], buildings={"Chinon": "0 monastery"})
    for level in (1, 2, 3):
        refused(g, f"message {level}", "loire.message.buy-levels")
    assert "sells only monastery messages" in g.check("message 1").reason


@pytest.mark.rule("loire.message.buy-one", "break")
def test_a_second_monastery_message_is_refused_as_a_second_purchase() -> None:
    g = at("messenger", "Chinon", hand=[], characters=["Mayor"], buildings={"Chinon": "0 monastery"})
    g.play("message 4")
    refused(g, "message 4", "loire.message.buy-one")
    assert g.check("message 4").reason == "only 1 message may be bought here this turn"


@pytest.mark.rule("loire.message.buy-one", "obey")
def test_one_message_a_turn_then_the_turn_goes_on() -> None:
    g = at("messenger", "Nantes", hand=[])
    g.play("message 2")
    assert len(me(g).hand) == 1 and not messages(g)
    g.play_many(["merchant -2 Champtoceaux", "end"])


@pytest.mark.rule("loire.message.buy-one", "break")
@pytest.mark.parametrize("building", [None, "farm"])
def test_no_second_message_in_a_city_or_at_a_farm(building: str | None) -> None:
    place = "Chinon" if building else "Nantes"
    g = at("messenger", place, hand=[], buildings={"Chinon": f"0 {building}"} if building else {})
    g.play("message 1")
    refused(g, "message 1", "loire.message.buy-one")


@pytest.mark.rule("loire.message.castle-two", "obey")
def test_two_messages_of_different_levels_at_ones_castle() -> None:
    g = at("messenger", "Chinon", hand=[], buildings={"Chinon": "0 castle"}, decks={"1": ["Tours"], "3": [
        "red+green+black"]})
    g.play("message 1")
    assert messages(g) == {"message 1", "message 2", "message 3"}
    g.play("message 3")
    assert me(g).hand == ("Tours", "red+green+black") and me(g).money == 7 - 1 - 3


@pytest.mark.rule("loire.message.castle-two", "break")
def test_no_third_message_at_the_castle() -> None:
    # with the Mayor (4 messages) so that the hand limit is not what stops the third
    g = at("messenger", "Chinon", hand=[], characters=["Mayor"], buildings={"Chinon": "0 castle"})
    g.play_many(["message 1", "message 1"])
    refused(g, "message 1", "loire.message.castle-two")


@pytest.mark.rule("loire.message.draw", "obey")
def test_the_top_card_of_the_chosen_deck() -> None:
    g = at("messenger", "Nantes", hand=["Saumur"], decks={"2": ["green+white", "red+black"]})
    g.play("message 2")
    assert me(g).hand == ("Saumur", "green+white") and g.state.decks[1][0] == "red+black"


@pytest.mark.rule("loire.message.draw", "break")
def test_no_picking_a_card_without_spy_or_ducal_palace() -> None:
    g = at("messenger", "Nantes", hand=[], decks={"2": ["green+white", "red+black"]})
    refused(g, "message 2 red+black", "loire.message.draw")
    refused(g, "message 2 green+white", "loire.message.draw")


@pytest.mark.rule("loire.message.hand-limit", "obey")
def test_a_second_message_and_with_the_mayor_a_fourth() -> None:
    g = at("messenger", "Nantes", hand=["Saumur"])
    g.play("message 1")
    assert len(me(g).hand) == 2
    g = at("messenger", "Nantes", hand=["Saumur", "Tours", "blue+red"], characters=["Mayor"])
    g.play("message 3")
    assert len(me(g).hand) == 4


@pytest.mark.rule("loire.message.hand-limit", "break")
def test_no_third_undelivered_message() -> None:
    g = at("messenger", "Nantes", hand=["Saumur", "Tours"])
    assert not messages(g)
    refused(g, "message 1", "loire.message.hand-limit")
    # the refusal states the limit and the way out
    assert g.check("message 1").reason == ("you hold 2 undelivered messages, the most you may hold (4 with the "
                                           "Mayor): deliver one before buying another")
    g = at("messenger", "Nantes", hand=["Saumur", "Orléans.war"])  # the monastery message counts too
    refused(g, "message 1", "loire.message.hand-limit")
    g = at("messenger", "Nantes", hand=["Saumur", "Tours", "blue+red", "Chinon"], characters=["Mayor"])
    refused(g, "message 2", "loire.message.hand-limit")
    assert g.check("message 2").reason.startswith("you hold 4 undelivered messages, the most you may hold:")


@pytest.mark.rule("loire.message.any-order", "obey")
@pytest.mark.rule("loire.deliver.level1", "obey")
def test_the_message_bought_last_may_be_delivered_first() -> None:
    g = at("messenger", "Saumur", hand=["Tours", "Saumur"])  # Tours was bought first
    allowed(g, "deliver Saumur", "loire.deliver.level1")
    g.play("deliver Saumur")
    assert me(g).hand == ("Tours",) and me(g).delivered == ("Saumur",)


@pytest.mark.rule("loire.message.any-order", "obey")
def test_a_level_one_message_may_overtake_a_level_two_in_progress() -> None:
    # Saumur is blue: the level-2 message begun at Montsoreau (yellow) could be completed here, or Saumur delivered
    g = at("messenger", "Saumur", hand=["blue+yellow", "Saumur"], characters=["Apprentice"],
           progress={"blue+yellow": ["Montsoreau"]})
    assert {"deliver blue+yellow", "deliver Saumur"} <= moves(g)
    g.play("deliver Saumur")
    assert me(g).hand == ("blue+yellow",) and me(g).progress == (("Montsoreau",),) and me(g).delivered == ("Saumur",)


@pytest.mark.rule("loire.message.any-order", "break")
def test_any_order_but_still_one_completion_a_turn() -> None:
    # the free order is no licence to complete both messages at one stop
    g = at("messenger", "Saumur", hand=["blue+yellow", "Saumur"], characters=["Apprentice"],
           progress={"blue+yellow": ["Montsoreau"]})
    g.play("deliver Saumur")
    refused(g, "deliver blue+yellow", "loire.deliver.one-per-turn")
    g = at("messenger", "Saumur", hand=["Tours", "Saumur"])
    refused(g, "deliver Tours", "loire.deliver.level1")  # any order, but each to its own village


@pytest.mark.rule("loire.message.buy-undeliverable", "obey")
def test_levels_two_and_three_may_be_bought_before_the_apprentice() -> None:
    g = at("messenger", "Nantes", hand=[])
    assert {"message 2", "message 3"} <= messages(g)
    g.play("message 3")
    assert len(me(g).hand) == 1 and not me(g).characters


@pytest.mark.rule("loire.message.buy-undeliverable", "break")
def test_a_message_bought_ahead_cannot_be_delivered_yet() -> None:
    g = at("messenger", "Saumur", hand=["blue+yellow"])
    refused(g, "deliver blue+yellow", "loire.character.apprentice")


# -- delivering messages -------------------------------------------------------------------------------------


@pytest.mark.rule("loire.deliver.level1", "obey")
@pytest.mark.rule("loire.deliver.level1-money", "obey")
@pytest.mark.rule("loire.deliver.score", "obey")
def test_rulebook_level_one_to_saumur_pays_one_denier() -> None:
    # "A sárga hírvivő megáll és kézbesít egy 1-es szintű üzenetet Saumurban. A játékos a kék piaclapkának
    # megfelelően 1 dénárt szerez."
    g = at("messenger", "Saumur", hand=["Saumur"])
    allowed(g, "deliver Saumur", "loire.deliver.level1")
    g.play("deliver Saumur")
    assert me(g).money == 7 + 1 and me(g).hand == () and me(g).delivered == ("Saumur",)
    score = g.scores()[0]
    assert score["delivered"] == VP[1] and score["undelivered"] == 0


@pytest.mark.rule("loire.deliver.level1-money", "obey")
def test_the_payment_is_the_current_price() -> None:
    # the merchant first buys wine at Amboise (blue 1): blue goes to the right end, so Saumur now pays 4
    g = table(near(merchant="Amboise", messenger="Saumur", hand=["Saumur"]))
    g.play_many(["merchant Amboise", "buy wine", "messenger Saumur", "deliver Saumur"])
    assert me(g).money == 7 - 1 + 4
    g = at("messenger", "Chambord", hand=["Chambord"])  # black: 4
    g.play("deliver Chambord")
    assert me(g).money == 7 + 4


@pytest.mark.rule("loire.deliver.level1-money", "break")
def test_only_level_one_pays_money() -> None:
    g = at("messenger", "Saumur", hand=["blue+yellow"], characters=["Apprentice"],
           progress={"blue+yellow": ["Montsoreau"]})
    g.play("deliver blue+yellow")
    assert me(g).delivered == ("blue+yellow",) and me(g).money == 7
    g = at("messenger", "Nantes", hand=["Nantes.law"])
    g.play("deliver Nantes.law")
    assert me(g).money == 7


@pytest.mark.rule("loire.deliver.level1", "break")
def test_level_one_only_in_the_named_village() -> None:
    g = at("messenger", "Amboise", hand=["Saumur"])  # blue like Saumur, but not Saumur
    refused(g, "deliver Saumur", "loire.deliver.level1")
    g = at("messenger", "Nantes", hand=["Saumur"])
    refused(g, "deliver Saumur", "loire.deliver.level1")


@pytest.mark.rule("loire.deliver.score", "break")
def test_no_delivering_a_message_not_held() -> None:
    g = at("messenger", "Saumur", hand=["Tours"])
    refused(g, "deliver Saumur", "loire.deliver.score")
    g = at("messenger", "Saumur", hand=[], delivered=["Saumur"])  # delivered once, it is face down
    refused(g, "deliver Saumur", "loire.deliver.score")


@pytest.mark.rule("loire.deliver.level2", "obey")
@pytest.mark.rule("loire.deliver.cubes", "obey")
def test_rulebook_level_two_yellow_first_then_blue() -> None:
    # "A sárga hírvivő a sárga pajzsos faluhoz ment először, és ezután a kék pajzsos faluhoz, ezzel kézbesítve egy
    # 2-es szintű üzenetet." Villandry is yellow, the next village Amboise blue.
    g = table(near(messenger="Villandry", hand=["blue+yellow"], characters=["Apprentice"]))
    g.play_many(["messenger Villandry", "deliver blue+yellow"])  # the cube goes on Villandry
    assert me(g).hand == ("blue+yellow",) and me(g).progress == (("Villandry",),) and not me(g).delivered
    g.play_many(["merchant -2 Champtoceaux", "end"])
    pass_turn(g)
    g.play_many(["messenger Amboise", "deliver blue+yellow"])  # complete: the card turns, the cube comes back
    assert me(g).delivered == ("blue+yellow",) and me(g).hand == () and me(g).progress == ()
    assert g.scores()[0]["delivered"] == VP[2]


@pytest.mark.rule("loire.deliver.level2", "obey")
def test_level_two_in_either_order() -> None:
    g = at("messenger", "Saumur", hand=["blue+yellow"], characters=["Apprentice"])
    g.play("deliver blue+yellow")
    assert me(g).progress == (("Saumur",),)
    g = at("messenger", "Montsoreau", hand=["blue+yellow"], characters=["Apprentice"],
           progress={"blue+yellow": ["Saumur"]})
    g.play("deliver blue+yellow")
    assert me(g).delivered == ("blue+yellow",)


@pytest.mark.rule("loire.deliver.level2", "break")
def test_level_two_needs_the_colours_on_the_card() -> None:
    g = at("messenger", "Chinon", hand=["blue+yellow"], characters=["Apprentice"])  # green
    refused(g, "deliver blue+yellow", "loire.deliver.level2")
    g = at("messenger", "Amboise", hand=["blue+yellow"], characters=["Apprentice"],
           progress={"blue+yellow": ["Saumur"]})  # blue again
    refused(g, "deliver blue+yellow", "loire.deliver.level2")


@pytest.mark.rule("loire.deliver.level2", "break")
def test_at_a_wrong_village_the_shield_is_named_before_the_missing_apprentice() -> None:
    # several causes: the refusal names the one on the board (Chinon's green shield) before the missing card
    g = at("messenger", "Chinon", hand=["blue+yellow"])
    refused(g, "deliver blue+yellow", "loire.deliver.level2")
    assert g.check("deliver blue+yellow").reason == "this message needs villages with blue and yellow shields"


@pytest.mark.rule("loire.deliver.level2", "break")
def test_level_two_needs_the_apprentice() -> None:
    g = at("messenger", "Saumur", hand=["blue+yellow"])
    refused(g, "deliver blue+yellow", "loire.character.apprentice")


@pytest.mark.rule("loire.deliver.level3", "obey")
def test_level_three_two_cubes_then_the_third_colour() -> None:
    card = "blue+yellow+red"
    g = at("messenger", "Montsoreau", hand=[card], characters=["Apprentice", "Helper"], progress={card: ["Saumur"]})
    g.play(f"deliver {card}")
    assert me(g).progress == (("Saumur", "Montsoreau"),)  # both cubes out
    g = at("messenger", "Champtoceaux", hand=[card], characters=["Apprentice", "Helper"],
           progress={card: ["Saumur", "Montsoreau"]})
    g.play(f"deliver {card}")  # red: complete
    assert me(g).delivered == (card,) and me(g).progress == () and g.scores()[0]["delivered"] == VP[3]


@pytest.mark.rule("loire.deliver.level3", "break")
def test_level_three_needs_a_new_colour_of_the_card_and_the_helper() -> None:
    card = "blue+yellow+red"
    g = at("messenger", "Chinon", hand=[card], characters=["Apprentice", "Helper"], progress={card: ["Saumur"]})
    refused(g, f"deliver {card}", "loire.deliver.level3")  # green
    g = at("messenger", "Amboise", hand=[card], characters=["Apprentice", "Helper"], progress={card: ["Saumur"]})
    refused(g, f"deliver {card}", "loire.deliver.level3")  # blue again
    g = at("messenger", "Saumur", hand=[card], characters=["Apprentice"])
    refused(g, f"deliver {card}", "loire.character.helper")


@pytest.mark.rule("loire.deliver.level4", "obey")
def test_the_monastery_message_goes_to_its_city_without_helpers() -> None:
    g = at("messenger", "Nantes", hand=["Nantes.love"])
    allowed(g, "deliver Nantes.love", "loire.deliver.level4")
    g.play("deliver Nantes.love")
    assert me(g).delivered == ("Nantes.love",) and g.scores()[0]["delivered"] == VP[4]


@pytest.mark.rule("loire.deliver.level4", "break")
def test_the_monastery_message_only_in_its_city_and_one_at_a_time() -> None:
    g = at("messenger", "Orléans", hand=["Nantes.love"])
    refused(g, "deliver Nantes.love", "loire.deliver.level4")
    # our reading: one monastery message held at a time, the Mayor's card aside
    g = at("messenger", "Saumur", hand=["Nantes.love"], buildings={"Saumur": "0 monastery"})
    refused(g, "message 4", "loire.deliver.level4")
    assert g.check("message 4").reason == "one monastery message at a time, and you hold Nantes.love: deliver it first"


@pytest.mark.rule("loire.deliver.cubes", "break")
def test_a_cube_serves_one_message() -> None:
    # the Apprentice's only cube marks blue+yellow: white+black cannot start at Langeais (white)
    g = at("messenger", "Langeais", hand=["blue+yellow", "white+black"], characters=["Apprentice"],
           progress={"blue+yellow": ["Montsoreau"]})
    refused(g, "deliver white+black", "loire.deliver.cubes")
    # the refusal says where the cube is and how to free it
    assert g.check("deliver white+black").reason == ("your only message cube is on blue+yellow: complete it first, "
                                                     "or free a cube with 'recall blue+yellow' (that message's "
                                                     "stops are lost)")
    g.play_many(["recall blue+yellow", "deliver white+black"])
    assert me(g).progress == ((), ("Langeais",))


@pytest.mark.rule("loire.deliver.cubes", "break")
def test_both_cubes_on_one_level_three_message() -> None:
    card = "blue+yellow+red"
    g = at("messenger", "Langeais", hand=[card, "white+black"], characters=["Apprentice", "Helper"],
           progress={card: ["Saumur", "Montsoreau"]})
    refused(g, "deliver white+black", "loire.deliver.cubes")
    reason = g.check("deliver white+black").reason
    assert reason.startswith(f"both your message cubes are on {card}: complete it first") and "recall" in reason


@pytest.mark.rule("loire.deliver.cubes", "obey")
def test_two_cubes_serve_two_messages() -> None:
    g = at("messenger", "Langeais", hand=["blue+yellow", "white+black"], characters=["Apprentice", "Helper"],
           progress={"blue+yellow": ["Montsoreau"]})
    g.play("deliver white+black")
    assert me(g).progress == (("Montsoreau",), ("Langeais",))


@pytest.mark.rule("loire.deliver.cube-recall", "obey")
def test_taking_the_cube_back_for_another_message() -> None:
    g = at("messenger", "Langeais", hand=["blue+yellow", "white+black"], characters=["Apprentice"],
           progress={"blue+yellow": ["Montsoreau"]})
    allowed(g, "recall blue+yellow", "loire.deliver.cube-recall")
    g.play_many(["recall blue+yellow", "deliver white+black"])
    assert me(g).progress == ((), ("Langeais",))  # the yellow stop of blue+yellow is lost


@pytest.mark.rule("loire.deliver.cube-recall", "obey")
def test_a_cube_may_be_taken_back_before_moving() -> None:
    g = table({"hand": ["blue+yellow"], "characters": ["Apprentice"], "progress": {"blue+yellow": ["Montsoreau"]}})
    assert "recall blue+yellow" in moves(g)
    g.play("recall blue+yellow")
    assert me(g).progress == ((),) and me(g).hand == ("blue+yellow",)


@pytest.mark.rule("loire.deliver.cube-recall", "break")
def test_no_recall_without_a_cube_out() -> None:
    g = at("messenger", "Langeais", hand=["blue+yellow", "white+black"], characters=["Apprentice"],
           progress={"blue+yellow": ["Montsoreau"]})
    refused(g, "recall white+black", "loire.deliver.cube-recall")
    refused(g, "recall Saumur", "loire.deliver.cube-recall")


@pytest.mark.rule("loire.deliver.one-per-turn", "obey")
def test_after_a_delivery_the_next_one_comes_next_turn() -> None:
    g = table(near(messenger="Saumur", hand=["Saumur", "blue+yellow"], characters=["Apprentice"]))
    g.play_many(["messenger Saumur", "deliver Saumur", "merchant -2 Champtoceaux", "end"])
    pass_turn(g)
    g.play_many(["messenger Montsoreau", "deliver blue+yellow"])  # yellow: a new delivery starts
    assert me(g).progress == (("Montsoreau",),) and me(g).delivered == ("Saumur",)


@pytest.mark.rule("loire.deliver.one-per-turn", "break")
def test_no_new_delivery_after_finishing_one() -> None:
    # Saumur is blue: blue+yellow could start here, but a message was just completed
    g = at("messenger", "Saumur", hand=["Saumur", "blue+yellow"], characters=["Apprentice"])
    g.play("deliver Saumur")
    refused(g, "deliver blue+yellow", "loire.deliver.one-per-turn")
