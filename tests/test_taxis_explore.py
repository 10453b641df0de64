"""Thurn und Taxis' explorer (issue 27, item 1): its answers checked against networkx asked directly and against
plain searches written here, and the app driven as a pupil drives it."""

from __future__ import annotations

import itertools
import json

import networkx as nx
import pytest

from taxis.board import MAPS
from taxis.explore import choke_points, fewest, split_without
from taxis.explore_app import Answer, explorer, position, positions
from tutor.i18n import language


def connected_without(G: nx.Graph, gone: set[str] = frozenset(), road: tuple[str, str] | None = None) -> bool:
    """A plain search: do the cities left (and the roads left) still hold together?"""
    left = [c for c in G if c not in gone]
    seen, todo = {left[0]}, [left[0]]
    while todo:
        here = todo.pop()
        for nxt in G[here]:
            if nxt in gone or {here, nxt} == set(road or ()) or nxt in seen:
                continue
            seen.add(nxt)
            todo.append(nxt)
    return len(seen) == len(left)


@pytest.mark.parametrize("key", ["base", "gug"])
def test_choke_points_are_the_cities_and_roads_whose_loss_splits_the_map(key: str) -> None:
    G = MAPS[key].graph
    cities, roads = choke_points(MAPS[key])
    assert cities == sorted(c for c in G if not connected_without(G, {c}))
    assert roads == sorted(tuple(sorted(e)) for e in G.edges if not connected_without(G, road=e))
    for c in G:
        parts = split_without(MAPS[key], c)
        assert (len(parts) > 1) == (c in cities) and sum(map(len, parts)) == len(G) - 1


@pytest.mark.parametrize("key", ["base", "gug"])
def test_the_fewest_card_routes_are_every_shortest_path(key: str) -> None:
    m = MAPS[key]
    G = m.graph
    for a, b in itertools.islice(itertools.combinations(sorted(G), 2), 0, None, 7):
        found = fewest(m, a, b, limit=1000)
        n = nx.shortest_path_length(G, a, b) + 1
        assert found and all(len(r) == n and r[0] == a and r[-1] == b and m.along_roads(r) for r in found)
        assert len(found) == len(list(nx.all_shortest_paths(G, a, b)))
        assert len(set(found)) == len(found)


def test_the_app_answers_two_cities_a_province_the_choke_points_and_the_houses() -> None:
    app = explorer()
    assert app.mode.options[0] == ("two cities: the fewest-card routes", "")
    assert all(t.startswith("city:") for t in app.board.targets) and len(app.board.targets) == 23
    app.board.click("city:Berlin")
    assert "From Berlin: now click a second city." in app.words.value
    app.board.click("city:Hamburg")
    assert isinstance(app.answer, Answer) and app.answer.routes == (("Berlin", "Hannover", "Hamburg"),)
    assert "3 cards at the fewest" in app.words.value
    app.board.click("city:Leipzig")  # a third click starts again
    assert app.answer.kind == "from" and app.answer.city == "Leipzig"
    app.mode.value = "province"
    app.board.click("city:Bremen")
    assert "free city" in app.words.value
    app.picker.value = 1  # the base map
    app.mode.value = "choke"  # answered at once
    assert app.answer.cities == ("Pilsen",) and "Lodz – Pilsen" in app.words.value
    app.board.click("city:Pilsen")
    assert "Cut off: Lodz." in app.words.value
    app.picker.value = 2
    app.mode.value = "houses"
    red = app.answer.best[0][1]
    assert red.cities and f"{red.points} points" in app.words.value
    with language("hu"):
        app.redraw()
        assert "postaállomás" in app.words.value and "points" not in app.words.value


def test_a_saved_game_is_explored_and_the_positions_are_the_same_every_time() -> None:
    first = [position(i) for i in range(len(positions()))]
    assert [g.history for g in first] == [position(i).history for i in range(len(first))]
    assert [g.state.houses for g in first] == [position(i).state.houses for i in range(len(first))]
    app = explorer()
    g = first[3]
    assert app.load_text(json.dumps(g.to_record()))
    assert app.game.state.houses == g.state.houses and app.picker.options[-1][0].startswith("your game (")
    assert not app.load_text("not a game")
    assert len(app.positions) == len(first) + 1
