"""Route questions (taxis.routes) agree with the rules engine and with brute force on the road graph."""

from __future__ import annotations

import math
import random
import time

import pytest

import taxis
from taxis.closing import take_tiles
from taxis.moves import Close, Route
from taxis.routes import (
    FREE,
    best_placement,
    bonus_for,
    evaluate,
    extendable,
    fit,
    longest_routes,
    provinces_on,
    routes_of_length,
)
from taxis.rules import placements

MAPS = taxis.MAPS


def random_positions(variant: str, seed: int, players: int = 2, limit: int = 2500) -> list[taxis.State]:
    g = taxis.new_game(players=players, seed=seed, variant=variant)
    rng = random.Random(seed)
    out = []
    while not g.is_over and len(g.history) < limit:
        out.append(g.state)
        g.play(rng.choice(g.legal_moves()))
    return out


def simple_paths(G, start: str, n: int) -> set[tuple[str, ...]]:
    """Brute force: every simple path of n cities from start, by plain recursion."""
    out: set[tuple[str, ...]] = set()

    def walk(path: list[str]) -> None:
        if len(path) == n:
            out.add(tuple(path))
            return
        for nxt in G[path[-1]]:
            if nxt not in path:
                walk([*path, nxt])

    walk([start])
    return out


# -- extendable ----------------------------------------------------------------------------------


@pytest.mark.parametrize("variant", taxis.ENGINE.variants)
def test_extendable_matches_the_route_moves_the_engine_allows(variant: str) -> None:
    compared = 0
    for s in random_positions(variant, seed=3):
        if s.drawn == 0 or s.played != 0 or s.closed:
            continue
        fits = extendable(s)
        ours = {(card, at) for card, f in fits.items() for at in f.ends}
        engine = {(m.city, m.at) for m in taxis.rules.legal_moves(s) if isinstance(m, Route)}
        assert ours == engine
        for f in fits.values():
            assert bool(f.ends) == (f.why.startswith("a road joins") or f.why.endswith("starts a new route")), f
        compared += 1
    assert compared > 50


def test_extendable_says_why_a_card_does_not_fit_and_answers_for_any_player() -> None:
    g = taxis.scenario(players=2, hands=["Ulm Stuttgart", "Augsburg Lodz Ingolstadt"],
                       routes=["Augsburg München", "Ulm"], drawn=1)
    mine = extendable(g.state)
    assert mine["Ulm"].ends == ("start",)
    assert mine["Stuttgart"] == ((), "no road joins Stuttgart to Augsburg or München")
    theirs = extendable(g.state, player=1)
    assert theirs["Augsburg"] == (("end",), "a road joins Augsburg to Ulm at the end")
    assert theirs["Lodz"].why == "no road joins Lodz to Ulm"
    assert theirs["Ingolstadt"].ends == ("end",)
    assert fit(MAPS["base"], [], "Lodz") == (("end",), "Lodz starts a new route")
    both = fit(MAPS["base"], ["Ingolstadt", "Regensburg", "München", "Augsburg"], "Ulm")
    assert both.ends == ("end", "start") and "Augsburg at the end and Ingolstadt at the start" in both.why


def test_extendable_reads_glanz_und_gloria_cards() -> None:
    g = taxis.scenario(players=2, variant="gug", hands=["Hamburg:1 Halle:2", ""],
                       routes=["Hannover:3 Berlin:2", ""], drawn=1)
    fits = extendable(g.state)
    assert fits["Hamburg:1"].ends == ("start",) and fits["Halle:2"].ends == ("end",)


# -- routes on the map ---------------------------------------------------------------------------


@pytest.mark.parametrize("key", ["base", "gug"])
@pytest.mark.parametrize("n", [1, 2, 3, 5])
def test_routes_of_length_agree_with_brute_force(key: str, n: int) -> None:
    G = MAPS[key].graph
    for city in sorted(G)[::4]:
        got = routes_of_length(key, city, n)
        assert set(got) == simple_paths(G, city, n) and len(got) == len(set(got))
        assert all(MAPS[key].along_roads(r) and len(set(r)) == n == len(r) and r[0] == city for r in got)


@pytest.mark.parametrize("key", ["base", "gug"])
def test_all_routes_of_a_length_are_listed_once_not_also_reversed(key: str) -> None:
    G = MAPS[key].graph
    assert len(routes_of_length(key, None, 1)) == G.number_of_nodes()
    assert len(routes_of_length(key, None, 2)) == G.number_of_edges()
    assert len(routes_of_length(key, None, 3)) == sum(math.comb(d, 2) for _, d in G.degree())
    four = routes_of_length(key, None, 4)
    directed = sum(len(simple_paths(G, c, 4)) for c in G)
    assert len(four) * 2 == directed
    assert all(r <= r[::-1] for r in four)


def test_routes_of_length_accept_variants_and_refuse_nonsense() -> None:
    assert routes_of_length("gug-base-rules", "Hamburg", 2) == routes_of_length("gug", "Hamburg", 2)
    with pytest.raises(ValueError, match="not a city"):
        routes_of_length("base", "Berlin", 3)
    with pytest.raises(ValueError, match="unknown map"):
        routes_of_length("moon", "Ulm", 3)
    with pytest.raises(ValueError, match="at least one city"):
        routes_of_length("base", "Ulm", 0)


@pytest.mark.parametrize("key", ["base", "gug"])
def test_longest_routes_pass_every_city_fast(key: str) -> None:
    start = time.perf_counter()
    found = longest_routes(key, limit=25)
    assert time.perf_counter() - start < 1.0
    m = MAPS[key]
    assert len(found) == 25 and len(set(found)) == 25
    for r in found:
        assert len(r) == len(m.cities) == len(set(r)) and m.along_roads(r)
        assert r[::-1] not in found or r == r[::-1]


def test_longest_routes_on_a_map_without_a_route_through_every_city() -> None:
    """A star has no such route: the exhaustive search must still find the longest (3 cities)."""
    import networkx as nx

    from taxis.board import Map

    star = nx.star_graph(["Hub", "A", "B", "C"])
    m = Map("star", "star", None, ("", ""), {}, {}, (), star, {}, {}, (), {}, frozenset(), ())
    assert longest_routes(m, limit=None) == [("A", "Hub", "B"), ("A", "Hub", "C"), ("B", "Hub", "C")]
    assert len(longest_routes("gug", limit=None)) == 268


def test_provinces_on_group_by_province_with_prussia_one_and_free_cities_apart() -> None:
    got = provinces_on("gug", ["Bremen:1", "Münster:2", "Cölln", "Brüssel", "Amsterdam", "Berlin"])
    assert got == {FREE: ["Bremen"], "Prussia": ["Münster", "Cölln", "Berlin"], "Belgium": ["Brüssel"],
                   "Holland": ["Amsterdam"]}
    assert provinces_on("base", []) == {}
    with pytest.raises(ValueError, match="not a city of map 'base'"):
        provinces_on("base", ["Berlin"])


# -- placements and bonus tiles --------------------------------------------------------------------


def score(s: taxis.State) -> dict[str, int]:
    return taxis.scoring.scores(s)[s.player]


def closable(variant: str, seed: int) -> list[taxis.State]:
    return [s for s in random_positions(variant, seed) if any(isinstance(m, Close) for m in taxis.rules.legal_moves(s))]


@pytest.mark.parametrize("variant", taxis.ENGINE.variants)
def test_best_placement_is_a_legal_placement_and_earns_what_the_engine_pays(variant: str) -> None:
    states = closable(variant, seed=5)
    assert len(states) > 20
    for s in states[::3]:
        best = best_placement(s)
        assert best.cities in placements(s)
        assert best.points == max(evaluate(s, way).points for way in placements(s))
        before, after = score(s), score(taxis.rules.apply(s, Close(best.cities)))
        gained = after["total"] - before["total"] - (after["carriage"] - before["carriage"])
        assert gained == best.points, (best, before, after)
        assert best.why.startswith(", ".join(best.cities) or "nothing")


@pytest.mark.parametrize("variant", taxis.ENGINE.variants)
def test_bonus_for_names_the_tiles_a_closing_takes(variant: str) -> None:
    for s in closable(variant, seed=6)[::4]:
        p = s.player
        for way in placements(s)[:4]:
            _, tiles = take_tiles(s, p, len(s.routes[p]), frozenset(way))
            assert bonus_for(s, way) == list(tiles[p][len(s.tiles[p]):])
            after = taxis.rules.apply(s, Close(way))
            taken = [t for t in after.tiles[p][len(s.tiles[p]):] if t[0] != "game-end"]
            assert bonus_for(s, way) == taken


def test_best_placement_takes_the_province_tile_and_explains_it() -> None:
    g = taxis.scenario(players=2, routes=["Freiburg Carlsruhe Mannheim Würzburg Nürnberg", ""],
                       houses=["", "Freiburg"], played=1, drawn=1)
    best = best_placement(g.state)
    assert best.cities == ("Carlsruhe", "Freiburg", "Mannheim") and best.tiles == (("route-5", 2), ("baden", 3))
    assert best.points == 8
    g.play(f"close {' '.join(best.cities)}")
    assert g.scores()[0]["bonus"] == 5


def test_best_placement_and_bonus_for_another_player_and_the_free_city_rule() -> None:
    g = taxis.scenario(players=2, variant="gug", routes=["", "Bremen:1 Hamburg:2 Lübeck:3"], drawn=1,
                       tiles=[[], [["free-hamburg", 1]]])
    best = best_placement(g.state, player=1)
    assert len(best.cities) == 1  # one free city per closing
    assert best.cities in (("Bremen",), ("Lübeck",)) and best.points == 2  # a house and the city's tile
    assert bonus_for(g.state, ["Hamburg"], player=1) == []  # that tile is gone
    assert bonus_for(g.state, ["Bremen"], player=1) == [("free-bremen", 1)]
    assert bonus_for(g.state, ["Bremen"], player=1, route_length=8) == [("route-8", 5), ("free-bremen", 1)]


def test_placing_the_last_house_counts_the_game_end_tile() -> None:
    houses = "Augsburg Ingolstadt Kempten Nürnberg Passau Regensburg Würzburg Carlsruhe Freiburg Mannheim " \
             "Stuttgart Sigmaringen Basel Zürich Innsbruck Budweis Pilsen Linz"
    g = taxis.scenario(players=2, routes=["Ulm Augsburg München", ""], houses=[houses, ""], drawn=1, played=1)
    assert g.state.houses_left(0) == 2
    best = best_placement(g.state)
    assert best.cities == ("München", "Ulm") and ("game-end", 1) in best.tiles
    before = g.scores()[0]
    g.play(f"close {' '.join(best.cities)}")
    after = g.scores()[0]
    assert after["total"] - before["total"] - (after["carriage"] - before["carriage"]) == best.points
    assert g.state.trigger == 0 and g.state.houses_left(0) == 0
