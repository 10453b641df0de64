"""*Show connections* on the three game tables (issue 27, item 2): the network of the player to move, drawn on the
board and said in words, from the same functions as the notebooks (``amber.connect``, ``taxis.routes``,
``loire.routes``), each checked against a second source: the engine's own reach, its legal moves, networkx asked
directly."""

from __future__ import annotations

from typing import Any

import networkx as nx
import pytest

import amber
import amber.table
import loire
import loire.table
import taxis
import taxis.table
from amber.board import BORDER, name
from amber.connect import network
from amber.reach import connected, enters, reachable_fields
from amber.state import CASTLE
from loire.moves import Travel
from loire.routes import reachable
from taxis.moves import Route
from taxis.routes import growth
from taxis.rules import placements
from taxis.state import city_of
from tutor.game import Game
from tutor.i18n import language
from tutor.table import Network

TABLES = {"amber": amber.table.Table, "taxis": taxis.table.Table, "loire": loire.table.Table}


def played(module: Any, seed: int, moves: int, players: int = 3) -> Game:
    """A game some way in: the game's greedy bots play ``moves`` moves from a seeded deal."""
    spec = TABLES[module.__name__].spec
    g = module.new_game(players, seed=seed)
    for i in range(moves):
        if g.is_over:
            break
        g.play(spec.bot(seed * 100 + i).choose(g))
    return g


# -- Amber: networkx on the road graph against the engine's own reach --------------------------------------------


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_amber_network_agrees_with_the_engines_reach(seed: int) -> None:
    g = played(amber, seed, 12 + 6 * seed)
    s = g.state
    for p in range(s.players):
        net = network(s, p)
        seen = s.reach[p]
        assert set(net["build"]) == {name(f) for f in reachable_fields(s.board, seen, empty=True)}
        assert net["roads"] == [name(f) for f in range(len(s.board)) if 0 <= s.board[f] < CASTLE
                                and enters(s.board, seen, f)]
        assert net["villages"] == [name(v) for v in s.villages if connected(s.board, seen, v)]
        for q, colour in enumerate(amber.state.COLOUR_NAMES[:s.players]):
            if q != p:
                assert (colour in net["castles"]) == connected(s.board, seen, s.castles[q])
                assert (colour in net["reached_by"]) == connected(s.board, s.reach[q], s.castles[p])


def test_amber_at_the_start_only_the_fields_beside_the_castle() -> None:
    s = amber.new_game(2, seed=1).state
    net = network(s, 0)
    assert net["roads"] == [] and sorted(net["build"]) == sorted(name(f) for f in {
        f for b in BORDER[s.castles[0]] for f in amber.reach.FIELDS_AT[b]} - {s.castles[0]})


# -- Thurn und Taxis: growth against networkx and against the legal moves ----------------------------------------


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5])
def test_taxis_growth_agrees_with_networkx_and_the_legal_moves(seed: int) -> None:
    g = played(taxis, seed, 9 + 3 * seed)
    s = g.state
    G = s.map.graph
    for p in range(s.players):
        grown = growth(s, p)
        route = [city_of(c) for c in s.routes[p]]
        assert list(grown.route) == route
        for end, cities in grown.ends.items():
            assert end in (route[0], route[-1])
            assert set(cities) == set(nx.all_neighbors(G, end)) - set(route)
    # every city card the player to move may lay now goes to a city the overlay rings at that end
    grown = growth(s)
    ringed = {c for cities in grown.ends.values() for c in cities}
    for move in g.legal_moves():
        if isinstance(move, Route) and s.routes[s.player]:
            assert city_of(move.city) in ringed, move


def test_taxis_a_province_filled_now_or_with_one_more_city() -> None:
    three = taxis.scenario(players=2, routes=["Freiburg Carlsruhe Mannheim", ""], drawn=1)
    assert growth(three.state).fill_now == ("Baden",)
    assert ("Carlsruhe", "Freiburg", "Mannheim") in {tuple(sorted(way)) for way in placements(three.state)}
    two = taxis.scenario(players=2, routes=["Carlsruhe Freiburg", ""], houses=["", ""], drawn=1)
    assert growth(two.state).fill_now == () and growth(two.state).fill_with == {"Baden": "Mannheim"}
    housed = taxis.scenario(players=2, routes=["Carlsruhe Freiburg", ""], houses=["Mannheim", ""], drawn=1)
    assert growth(housed.state).fill_now == ("Baden",)  # the house already there counts
    done = taxis.scenario(players=2, routes=["Carlsruhe Freiburg", ""], houses=["Mannheim Carlsruhe Freiburg", ""],
                          drawn=1)
    assert growth(done.state).fill_now == () and growth(done.state).fill_with == {}  # nothing left to fill


# -- La Loire: where the pieces can end against the legal travels and the heading graph ------------------------


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_loire_ends_agree_with_the_legal_travels_and_the_heading_graph(seed: int) -> None:
    g = played(loire, seed, 7 * seed, players=2)
    s = g.state
    drawn = set(loire.table.connections(g, s.player).drawn[1])
    legal = {(m.to, m.piece, s.me.piece(m.piece).horses + m.change) for m in g.legal_moves()
             if isinstance(m, Travel)}
    assert drawn == legal
    for place, piece, horses in drawn:
        at = s.me.piece(piece)
        assert place in {where for where, _ in reachable(at.place, at.toward, horses + 1)}


def test_loire_a_piece_that_has_travelled_says_so() -> None:
    g = loire.new_game(2, seed=1)
    travel = next(m for m in g.legal_moves() if isinstance(m, Travel) and m.piece == "merchant")
    g.play(travel)
    net = loire.table.connections(g, g.state.player)
    assert not [end for end in net.drawn[1] if end[1] == "merchant"]
    assert "has travelled this turn" in net.words[0]


# -- the switch on the tables --------------------------------------------------------------------------------------


@pytest.mark.parametrize("game", sorted(TABLES))
def test_the_switch_draws_and_says_the_network_and_takes_it_away(game: str) -> None:
    table = TABLES[game](players=2, seed=1)
    assert table.network() is None and table.view().overlay is None and table.network_text.value == ""
    assert 'class="network"' not in table.board.svg
    table.connections.value = True
    net = table.network()
    assert isinstance(net, Network) and net.words
    assert table.view().overlay == net.drawn
    assert "role='status'" in table.network_text.value
    if game != "taxis":  # Thurn und Taxis: no route at the start, nothing drawn, only said
        assert 'class="network"' in table.board.svg
    table.connections.value = False
    assert table.network_text.value == "" and 'class="network"' not in table.board.svg


@pytest.mark.parametrize("game", sorted(TABLES))
def test_behind_the_pass_and_play_curtain_no_network_is_shown(game: str) -> None:
    table = TABLES[game](players=2, seed=1, seats=("human", "human"))
    table.connections.value = True
    assert table.curtain
    assert table.network() is None and table.network_text.value == ""


@pytest.mark.parametrize("game", sorted(TABLES))
def test_the_network_in_hungarian(game: str) -> None:
    table = TABLES[game](players=2, seed=1)
    table.connections.value = True
    with language("hu"):
        words = " ".join(table.network().words)
    for english in ("roads", "route", "merchant", "horse", "castle", "can grow"):
        assert english not in words, words
    assert words.strip()
