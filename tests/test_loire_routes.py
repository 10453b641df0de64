"""La Loire routes: the heading graph, where a piece can stop and act, messages, prices and the market.

Expected values are worked out by hand from reference/loire.md (the two roads of section 13, moves
of exactly horses + 1 places, cities reached exactly, direction fixed between the cities, the
market's queue and the circus) and cross-checked against ``loire.rules.legal_moves``.
"""

from __future__ import annotations

import random

import networkx as nx
import pytest
from loire_helpers import GOOD, MARKET, NORTH, PRICE, SOUTH, game

import loire
from loire.moves import Buy, End, Recall, Travel
from loire.routes import (
    MarketAfter,
    Price,
    Target,
    deliveries,
    ends,
    heading_graph,
    market_after,
    prices,
    reachable,
)
from loire.rules import apply, destinations, legal_moves

NANTES, ORLEANS = "Nantes", "Orléans"
ROADS = {"north": NORTH, "south": SOUTH}
VILLAGES = NORTH + SOUTH


def line(road: str) -> tuple[str, ...]:
    """The places of a road from Nantes to Orléans, both cities included."""
    return (NANTES, *ROADS[road], ORLEANS)


def ahead(place: str, toward: str | None, road: str) -> tuple[str, ...]:
    """The places a piece passes, in order, up to the next city (hand-built from the road lists)."""
    places = line(road)
    i = places.index(place)
    if toward == ORLEANS or (toward is None and place == NANTES):
        return places[i + 1:]
    return tuple(reversed(places[:i]))


def states() -> list[tuple[str, str | None]]:
    """Every travel state: a city heading nowhere, or a village heading for either city."""
    return [(NANTES, None), (ORLEANS, None)] + [(v, c) for v in VILLAGES for c in (NANTES, ORLEANS)]


def road_of(village: str) -> str:
    return "north" if village in NORTH else "south"


def playout_positions(players: int, seed: int, every: int = 5, limit: int = 1500) -> list[loire.State]:
    """Positions of a seeded random game, every ``every`` moves."""
    g = loire.new_game(players=players, seed=seed)
    rng = random.Random(seed)
    out = []
    while not g.is_over and len(g.history) < limit:
        if len(g.history) % every == 0:
            out.append(g.state)
        g.play(rng.choice(g.legal_moves()))
    return out


# -- the heading graph --------------------------------------------------------------------------------------


def test_the_heading_graph_has_a_state_per_city_and_two_per_village_and_is_frozen() -> None:
    H = heading_graph()
    assert set(H) == set(states())
    assert H.number_of_nodes() == 2 + 2 * 18 and H.number_of_edges() == 40
    assert nx.is_frozen(H) and heading_graph() is H
    with pytest.raises(nx.NetworkXError):
        H.add_edge(("Saumur", NANTES), ("Montsoreau", ORLEANS))


@pytest.mark.rule("loire.move.keep-road", "obey")
@pytest.mark.rule("loire.move.city-choice", "obey")
def test_only_a_city_offers_a_choice_of_road() -> None:
    H = heading_graph()
    for node in H:
        assert H.out_degree(node) == (2 if node[1] is None else 1), node
    assert {H.edges[(NANTES, None), s]["road"] for s in H.successors((NANTES, None))} == {"north", "south"}
    assert set(H.successors((ORLEANS, None))) == {("Meung-sur-Loire", NANTES), ("Chambord", NANTES)}


@pytest.mark.parametrize("road", ["north", "south"])
@pytest.mark.parametrize("city", [NANTES, ORLEANS])
def test_leaving_a_city_the_graph_follows_the_road_to_the_other_city(road: str, city: str) -> None:
    H = heading_graph()
    other = ORLEANS if city == NANTES else NANTES
    first = ahead(city, None, road)[0]
    path = nx.shortest_path(H, (city, None), (other, None))
    walked = [(city, None), (first, other)]
    while walked[-1][1] is not None:
        (nxt,) = H.successors(walked[-1])
        walked.append(nxt)
    places = line(road) if city == NANTES else line(road)[::-1]
    assert [p for p, _ in walked] == list(places)
    assert all(H.edges[a, b]["road"] == road for a, b in zip(walked, walked[1:], strict=False))
    assert len(path) == 11


@pytest.mark.rule("loire.move.keep-road", "break")
@pytest.mark.parametrize("village", VILLAGES)
def test_a_piece_heading_for_orleans_reaches_nothing_behind_it_before_orleans(village: str) -> None:
    H = heading_graph()
    places = line(road_of(village))
    behind = set(places[:places.index(village)])  # Nantes and the villages between
    without_orleans = H.subgraph(n for n in H if n != (ORLEANS, None))
    seen = nx.descendants(without_orleans, (village, ORLEANS))
    assert not {p for p, _ in seen} & behind
    for place in behind:
        targets = [n for n in H if n[0] == place]
        path = min((nx.shortest_path(H, (village, ORLEANS), t) for t in targets), key=len)
        assert (ORLEANS, None) in path


def test_going_back_means_going_round_through_the_city_ahead() -> None:
    H = heading_graph()
    # Saumur (south 2) toward Orléans: 8 places to Orléans, then 9 back down the south road to Champtoceaux.
    assert nx.shortest_path_length(H, ("Saumur", ORLEANS), ("Champtoceaux", NANTES)) == 17
    # Angers (north 2) toward Nantes: 2 places to Nantes, then 2 up the south road to Saumur.
    assert nx.shortest_path_length(H, ("Angers", NANTES), ("Saumur", ORLEANS)) == 4


# -- one move: reachable ------------------------------------------------------------------------------------


@pytest.mark.rule("loire.move.steps", "obey")
def test_from_nantes_a_move_of_h_plus_one_places_lands_on_either_road() -> None:
    assert reachable(NANTES, None, 1) == {("Ancenis", ORLEANS), ("Champtoceaux", ORLEANS)}
    assert reachable(NANTES, None, 2) == {("Angers", ORLEANS), ("Saumur", ORLEANS)}  # 1 horse
    assert reachable(NANTES, None, 3) == {("Langeais", ORLEANS), ("Montsoreau", ORLEANS)}  # 2 horses
    assert reachable(ORLEANS, None, 3) == {("Talcy", NANTES), ("Amboise", NANTES)}
    assert reachable(NANTES, None, 10) == {(ORLEANS, None)}


@pytest.mark.rule("loire.move.exact-steps", "obey")
@pytest.mark.rule("loire.move.exact-steps", "break")
def test_a_city_must_be_reached_exactly_and_never_passed() -> None:
    assert reachable("Cheverny", ORLEANS, 2) == {(ORLEANS, None)}
    assert reachable("Cheverny", ORLEANS, 3) == frozenset()
    assert reachable("Angers", NANTES, 2) == {(NANTES, None)}
    assert reachable("Angers", NANTES, 3) == frozenset()
    assert reachable(NANTES, None, 11) == frozenset()


@pytest.mark.parametrize("steps", [1, 2, 3, 4])
def test_reachable_agrees_with_the_hand_built_roads_and_the_engine(steps: int) -> None:
    plain = loire.new_game(players=2, seed=1).state
    for place, toward in states():
        roads = ("north", "south") if toward is None else (road_of(place),)
        expected = set()
        for road in roads:
            route = ahead(place, toward, road)
            if steps <= len(route):
                stop = route[steps - 1]
                expected.add((stop, None if stop in (NANTES, ORLEANS) else toward or (
                    ORLEANS if place == NANTES else NANTES)))
        assert reachable(place, toward, steps) == expected, (place, toward)
        piece = loire.state.Piece(place, toward, steps - 1)
        assert {p for p, _ in expected} == set(destinations(plain, plain.me, piece, steps))


def test_reachable_refuses_impossible_states_and_empty_moves() -> None:
    with pytest.raises(ValueError):
        reachable("Saumur", None, 1)
    with pytest.raises(ValueError):
        reachable(NANTES, None, 0)
    with pytest.raises(ValueError):
        reachable("Saumur", "Paris", 1)


# -- ends: where a piece may stop and what it can do there -------------------------------------------------


def plain(e: object) -> dict[int, dict[str, tuple[str, ...]]]:
    return {h: dict(places) for h, places in e.items()}  # type: ignore[attr-defined]


@pytest.mark.rule("loire.move.drop-horses", "obey")
def test_the_merchant_leaving_nantes_with_two_horses() -> None:
    g = game(seats=[{"merchant": NANTES, "merchant_horses": 2}, {}])
    e = plain(ends(g.state, "merchant"))
    assert {h: set(p) for h, p in e.items()} == {
        0: {"Ancenis", "Champtoceaux"}, 1: {"Angers", "Saumur"}, 2: {"Langeais", "Montsoreau"}}
    for places in e.values():
        for village, actions in places.items():
            assert actions == (f"buy {GOOD[village]}",)


@pytest.mark.rule("loire.move.add-horse", "obey")
@pytest.mark.rule("loire.move.add-horse", "break")
def test_at_most_one_horse_is_added_and_a_city_ends_the_move() -> None:
    g = game(loose={"Villandry": 2}, seats=[{"merchant": "Villandry>Orléans", "merchant_horses": 0}, {}])
    e = plain(ends(g.state, "merchant"))
    assert {h: set(p) for h, p in e.items()} == {0: {"Amboise"}, 1: {"Cheverny"}}  # never 2 horses at once
    g = game(loose={"Villandry": 1}, seats=[{"merchant": "Villandry>Orléans", "merchant_horses": 1}, {}])
    e = plain(ends(g.state, "merchant"))
    assert {h: set(p) for h, p in e.items()} == {0: {"Amboise"}, 1: {"Cheverny"}, 2: {"Chambord"}}
    g = game(loose={}, seats=[{"merchant": "Cheverny>Orléans", "merchant_horses": 2}, {}])
    e = plain(ends(g.state, "merchant"))
    assert {h: set(p) for h, p in e.items()} == {0: {"Chambord"}, 1: {ORLEANS}}  # 3 places would overshoot


def test_the_merchant_in_a_city_lists_its_city_actions() -> None:
    g = game(seats=[{"merchant": "Saumur>Nantes", "merchant_horses": 1, "goods": {"cheese": 1}, "money": 7}, {}])
    e = plain(ends(g.state, "merchant"))
    at_nantes = e[1][NANTES]
    assert {"sell cheese", "boat 1"} <= set(at_nantes) and "boat 2" not in at_nantes  # 6 deniers a space, 10 for 2
    assert e[0] == {"Champtoceaux": ()}  # cheese: the carry limit of 1 is reached


def test_the_messenger_may_deliver_where_its_message_goes() -> None:
    g = game(loose={}, seats=[{"messenger": ORLEANS, "messenger_horses": 2, "hand": ["Talcy"]}, {}])
    e = plain(ends(g.state, "messenger"))
    assert e[2] == {"Talcy": ("deliver Talcy",), "Amboise": ()}
    assert e[0] == {"Meung-sur-Loire": (), "Chambord": ()}


def test_ends_is_read_only_and_empty_once_the_piece_has_moved() -> None:
    g = game(seats=[{"merchant": NANTES}, {}])
    e = ends(g.state, "merchant")
    with pytest.raises(TypeError):
        e[5] = {}  # type: ignore[index]
    with pytest.raises(TypeError):
        e[1]["Paris"] = ()  # type: ignore[index]
    g.play("merchant -1 Saumur")
    assert dict(ends(g.state, "merchant")) == {}
    with pytest.raises(ValueError):
        ends(g.state, "boat")


@pytest.mark.parametrize("seed", [1, 2])
def test_ends_agrees_with_legal_moves_in_random_games(seed: int) -> None:
    checked = 0
    for s in playout_positions(players=3, seed=seed, every=9):
        for piece in ("merchant", "messenger"):
            e = ends(s, piece)
            travels = [m for m in legal_moves(s) if isinstance(m, Travel) and m.piece == piece]
            start = s.me.piece(piece)
            assert {(h, p) for h, places in e.items() for p in places} == \
                {(start.horses + m.change, m.to) for m in travels}
            for m in travels:
                after = legal_moves(apply(s, m))
                listed = e[start.horses + m.change][m.to]
                assert {str(a) for a in after if not isinstance(a, (Travel, End, Recall))} <= set(listed)
                checked += 1
            if not s.me.has("City Guard") and not s.me.has("Jester"):
                for h, places in e.items():
                    stops = {p for p, _ in reachable(start.place, start.toward, h + 1)}
                    assert set(places) <= stops
    assert checked > 100


# -- deliveries --------------------------------------------------------------------------------------------


@pytest.mark.rule("loire.deliver.level1", "obey")
@pytest.mark.rule("loire.deliver.level4", "obey")
def test_level_1_and_4_messages_go_to_their_place_respecting_the_heading() -> None:
    g = game(seats=[{"messenger": "Saumur>Orléans", "hand": ["Angers", "Nantes.war"]}, {}])
    d = deliveries(g.state, 0)
    (angers,) = d["Angers"]
    # 7 villages and Orléans ahead on the south road, then 8 places back along the north road.
    assert angers.distance == 16 and angers.route[7] == ORLEANS and angers.route[-1] == "Angers"
    assert angers.route == (*SOUTH[2:], ORLEANS, *reversed(NORTH[1:]))
    assert angers.step == "complete"
    (nantes,) = d["Nantes.war"]
    assert nantes == Target(NANTES, 18, (*SOUTH[2:], ORLEANS, *reversed(NORTH), NANTES), "complete")


def test_distances_from_a_city_and_from_a_village_heading_home() -> None:
    g = game(seats=[{"messenger": NANTES, "hand": ["Angers", "Orléans.war"]}, {}])
    d = deliveries(g.state, 0)
    assert d["Angers"][0].distance == 2 and d["Orléans.war"][0].distance == 10
    g = game(seats=[{"messenger": "Langeais>Nantes", "hand": ["Angers"]}, {}])
    assert deliveries(g.state, 0)["Angers"][0][:3] == ("Angers", 1, ("Angers",))
    g = game(seats=[{}, {"messenger": "Angers>Orléans", "hand": ["Angers"]}])
    assert deliveries(g.state, 1)["Angers"][0][:2] == ("Angers", 0)


SHIELDS = dict(zip(NORTH, ["blue", "red", "yellow", "purple", "green", "white", "black", "yellow", "purple"],
                   strict=True)) | dict(zip(SOUTH, ["white", "blue", "red", "yellow", "red", "green", "red", "black",
                                                    "white"], strict=True))
"""Shields for the message tests: blue at Ancenis and Saumur; red at Angers, Montsoreau, Ussé and Amboise."""


@pytest.mark.rule("loire.deliver.level2", "obey")
@pytest.mark.rule("loire.deliver.level2", "break")
def test_a_level_2_message_goes_to_the_colours_it_still_needs() -> None:
    g = game(shields=SHIELDS, seats=[{"messenger": NANTES, "hand": ["blue+red"], "characters": ["Apprentice"]}, {}])
    d = deliveries(g.state, 0)["blue+red"]
    assert [t.place for t in d] == ["Ancenis", "Angers", "Saumur", "Montsoreau", "Ussé", "Amboise"]
    assert [t.distance for t in d] == [1, 2, 2, 3, 5, 7]
    assert {t.step for t in d} == {"step"}
    g = game(shields=SHIELDS, seats=[{"messenger": "Saumur>Orléans", "hand": ["blue+red"],
                                      "progress": {"blue+red": ["Saumur"]}, "characters": ["Apprentice"]}, {}])
    d = deliveries(g.state, 0)["blue+red"]
    assert [(t.place, t.distance, t.step) for t in d] == [
        ("Montsoreau", 1, "complete"), ("Ussé", 3, "complete"), ("Amboise", 5, "complete"),
        ("Angers", 16, "complete")]
    g = game(shields=SHIELDS, seats=[{"messenger": NANTES, "hand": ["blue+red"]}, {}])
    assert {t.step for t in deliveries(g.state, 0)["blue+red"]} == {None}  # no Apprentice, no cube


# -- prices and the market ---------------------------------------------------------------------------------


@pytest.mark.rule("loire.buy.price", "obey")
@pytest.mark.rule("loire.buy.farm", "obey")
@pytest.mark.rule("loire.buy.castle", "obey")
@pytest.mark.rule("loire.buy.circus", "obey")
@pytest.mark.rule("loire.buy.beer", "obey")
@pytest.mark.rule("loire.buy.minimum-zero", "obey")
def test_prices_with_buildings_circus_and_beer() -> None:
    g = game(shields={"Saumur": "black", "Chinon": "black", "Tours": "black", "Blois": "black", "Angers": "blue",
                      "Villandry": "green"},
             circus="Angers", buildings={"Saumur": "1 farm", "Chinon": "1 castle", "Tours": "0 monastery",
                                         "Blois": "1 monastery", "Angers": "0 castle"})
    p = prices(g.state)
    assert p["Villandry"] == Price("grain", PRICE["green"])  # 3, no discount
    assert p["Saumur"] == Price("cheese", 3)  # 4 less 1 for the farm
    assert p["Chinon"] == Price("wine", 2)  # 4 less 2 for the castle
    assert p["Tours"] == Price("grain", 3, 8)  # beer at red's monastery: twice 4, no discount
    assert p["Blois"] == Price("cheese", 3, None)  # blue's monastery: no beer for red
    assert p["Angers"] == Price("wine", 0)  # 1 less 2 (castle) less 1 (circus), never below 0
    assert set(p) == set(VILLAGES)


@pytest.mark.parametrize("village", ["Saumur", "Tours", "Ussé", "Blois"])
def test_prices_are_what_buying_costs(village: str) -> None:
    g = game(buildings={"Tours": "0 monastery", "Blois": "1 castle"},
             seats=[{"merchant": f"{village}>Orléans", "money": 20}, {}],
             turn={"moved": ["merchant"], "acting": "merchant"})
    quote = prices(g.state)[village]
    for good, price in ((quote.good, quote.price), ("beer", quote.beer)):
        if price is None:
            assert Buy(good) not in g.legal_moves()
            continue
        after = apply(g.state, Buy(good))
        assert g.state.me.money - after.me.money == price


@pytest.mark.rule("loire.market.shift", "obey")
def test_the_bought_colour_goes_to_the_right_end_and_the_others_close_the_gap() -> None:
    g = game(shields={"Saumur": "purple"}, circus=None)
    after = market_after(g.state, "Saumur")
    assert after == MarketAfter(("blue", "yellow", "red", "green", "white", "black", "purple"), ())
    assert not after.circus_moves
    assert g.state.market == tuple(MARKET)  # the position asked about is untouched


@pytest.mark.rule("loire.circus.move", "obey")
@pytest.mark.rule("loire.circus.move", "break")
def test_the_circus_moves_only_when_its_tile_slides_onto_the_middle_space() -> None:
    market = ["red", "yellow", "purple", "blue", "black", "green", "white"]
    shields = SHIELDS | {"Ussé": "black", "Chinon": "yellow"}
    g = game(shields=shields, market=market, circus="Ussé")
    after = market_after(g.state, "Ancenis")  # blue, left of black: black slides from space 4 to 3
    assert after.market == ("red", "yellow", "purple", "black", "green", "white", "blue")
    assert after.circus_moves and after.circus_to == ("Angers", "Montsoreau", "Amboise")  # red, the leftmost
    assert not market_after(g.state, "Vendôme").circus_moves  # green is right of black
    assert not market_after(g.state, "Ussé").circus_moves  # black itself goes to the right end
    g = game(shields=shields, market=["red", "yellow", "purple", "black", "blue", "green", "white"], circus="Ussé")
    assert not market_after(g.state, "Ancenis").circus_moves  # already on the middle space: it does not slide


def test_market_after_agrees_with_playing_the_purchase() -> None:
    market = ["red", "yellow", "purple", "blue", "black", "green", "white"]
    g = game(shields=SHIELDS | {"Ussé": "black"}, market=market, circus="Ussé",
             seats=[{"merchant": NANTES, "merchant_horses": 0}, {}])
    predicted = market_after(g.state, "Ancenis")
    g.play_many(["merchant Ancenis", "buy grain"])
    assert g.state.market == predicted.market
    assert [str(m) for m in g.legal_moves()] == [f"circus {v}" for v in predicted.circus_to]


def test_market_after_refuses_cities_and_the_casual_circus_never_moves() -> None:
    g = game()
    with pytest.raises(ValueError):
        market_after(g.state, NANTES)
    g = game(variant="casual", shields=SHIELDS | {"Ussé": "black"},
             market=["red", "yellow", "purple", "blue", "black", "green", "white"])
    assert g.state.circus is None and not market_after(g.state, "Ancenis").circus_moves
