"""Amber's explorer (issue 27, item 1): its answers against a search of the board written here without networkx, and
the app driven as a pupil drives it (clicks, the language switch, a saved game loaded, a broken file refused)."""

from __future__ import annotations

import json
from collections import deque

import pytest

import amber
from amber.board import BORDER, FIELDS, field, name
from amber.bots import GreedyBot
from amber.connect import _fits, buildable, travelled
from amber.explore import WhatIf, reach, trip, what_if, who_reaches_whom
from amber.explore_app import explorer, position, positions
from amber.state import CASTLE, EMPTY, State
from amber.tiles import ARCS
from tutor.game import Game
from tutor.i18n import language


def played(players: int, seed: int, moves: int) -> Game:
    g = amber.new_game(players=players, seed=seed)
    for i in range(moves):
        if g.is_over:
            break
        g.play(GreedyBot(seed=seed + i).choose(g))
    return g


def arcs(state: State) -> dict[int, set[tuple[int, int]]]:
    """border -> {(next border, field)}: a step along a road, from the board itself."""
    out: dict[int, set[tuple[int, int]]] = {}
    for f, cell in enumerate(state.board):
        if 0 <= cell < CASTLE:
            for a, b in ARCS[cell]:
                out.setdefault(BORDER[f][a], set()).add((BORDER[f][b], f))
    return out


def search(step: dict[int, set[tuple[int, int]]], borders: set[int]) -> tuple[set[int], set[int]]:
    """Breadth-first from ``borders`` along ``step``: the borders reached and the fields travelled on."""
    seen, fields, todo = set(borders), set(), deque(borders)
    while todo:
        for nxt, f in step.get(todo.popleft(), ()):
            fields.add(f)
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return seen, fields


def onward(state: State, borders: set[int]) -> tuple[set[int], set[int]]:
    """Along the arrows: the borders reached from ``borders`` and the fields travelled on."""
    return search(arcs(state), borders)


def back(state: State, borders: set[int]) -> tuple[set[int], set[int]]:
    """Against the arrows: the borders one comes from and the fields travelled on to get here."""
    step: dict[int, set[tuple[int, int]]] = {}
    for a, ends in arcs(state).items():
        for b, f in ends:
            step.setdefault(b, set()).add((a, f))
    return search(step, borders)


GAMES = [played(3, 2, 24), played(4, 3, 56), played(2, 5, 40)]


@pytest.mark.parametrize("g", GAMES, ids=["3p-24", "4p-56", "2p-40"])
def test_what_a_road_tile_reaches_and_what_reaches_it_match_a_plain_search(g: Game) -> None:
    state = g.state
    checked = 0
    for f, cell in enumerate(state.board):
        if not 0 <= cell < CASTLE or not ARCS[cell]:
            continue
        r = reach(state, name(f))
        ahead, forward = onward(state, {BORDER[f][b] for _a, b in ARCS[cell]})
        behind, backward = back(state, {BORDER[f][a] for a, _b in ARCS[cell]})
        assert set(r.forward) == {name(x) for x in forward | {f}}, name(f)
        assert set(r.backward) == {name(x) for x in backward | {f}}, name(f)
        castles = {q for q, c in enumerate(state.castles) if set(BORDER[c]) & ahead}
        assert set(r.castles) == castles
        assert set(r.reached_by) == {q for q, c in enumerate(state.castles) if set(BORDER[c]) & behind}
        villages = {v for v in state.villages if v != f and state.board[v] >= 0
                    and {BORDER[v][a] for a, _b in ARCS[state.board[v]]} & ahead}
        assert set(r.villages) == {name(v) for v in villages}
        checked += 1
    assert checked > 10


@pytest.mark.parametrize("g", GAMES, ids=["3p-24", "4p-56", "2p-40"])
def test_a_castle_reaches_what_its_baron_travels_and_who_reaches_whom_agrees(g: Game) -> None:
    state = g.state
    table = who_reaches_whom(state)
    for p, c in enumerate(state.castles):
        r = reach(state, name(c))
        assert r.kind == "castle" and list(r.forward) == travelled(state, p)
        ahead, _fields = onward(state, set(BORDER[c]))
        assert set(r.castles) == {q for q, d in enumerate(state.castles) if q != p and set(BORDER[d]) & ahead}
        assert {q for q, yes in table[p].items() if yes} == set(r.castles)
        for q in range(state.players):
            if q != p:
                fields = trip(state, p, q)
                assert bool(fields) == table[p][q]
                if fields:  # castle to castle, each step to a neighbouring field
                    assert fields[0] == name(c) and fields[-1] == name(state.castles[q])
                    steps = [(field(a), field(b)) for a, b in zip(fields, fields[1:], strict=False)]
                    assert all(abs(a - b) in (1, 11) for a, b in steps), fields
    assert any(any(row.values()) for row in table.values())


def test_an_empty_field_names_who_may_build_on_it() -> None:
    state = GAMES[1].state
    for f in range(FIELDS):
        if state.board[f] == EMPTY:
            r = reach(state, name(f))
            assert r.kind == "empty" and not r.forward
            assert set(r.builders) == {p for p in range(state.players) if name(f) in buildable(state, p)}


def test_the_app_answers_clicks_on_the_board_and_on_the_table() -> None:
    app = explorer()
    assert [label for label, _i in app.picker.options][0] == "the start of a game (3 players)"
    assert len(app.board.targets) == FIELDS and app.side.targets  # every field, every cell of the table
    assert app.board.labels["C7"] == "C7: empty field"
    app.picker.value = 2
    state = app.game.state
    red = name(state.castles[0])
    app.board.click(red)
    assert "Red's castle on" in app.words.value and 'class="asked"' in app.board.svg
    assert app.board.svg.count('class="came-from"') == len(reach(state, red).backward)
    cell = next(h for h in app.side.targets if trip(state, *map(int, h.split(":")[1:])))
    app.side.click(cell)
    assert "travels to" in app.words.value and 'stroke="#e6007e"' in app.board.svg  # the trip, drawn
    with language("hu"):
        app.redraw()
        assert "travels to" not in app.words.value and "kastélyához" in app.words.value
        assert app.picker.options[0][0] == "egy játék kezdete (3 játékos)"


def test_a_saved_game_is_explored_and_a_broken_file_is_refused() -> None:
    app = explorer()
    before = len(app.positions)
    g = GAMES[2]
    assert app.load_text(json.dumps(g.to_record()).encode())
    assert len(app.positions) == before + 1 and app.picker.value == before
    assert app.picker.options[-1][0] == f"your game ({len(g.history)} moves)"
    assert app.game.state.board == g.state.board
    shown = app.board.svg
    assert not app.load_text(b'{"game": "amber", "moves": [')
    assert "Cannot load this file" in app.note.value
    assert len(app.positions) == before + 1 and app.board.svg == shown  # nothing changed


def test_the_prepared_positions_are_the_same_every_time() -> None:
    first = [position(i) for i in range(len(positions()))]
    assert [g.state.board for g in first] == [position(i).state.board for i in range(len(first))]
    assert len({g.state.board for g in first}) == len(first)
    assert all(callable(make) for _label, make in positions())  # made when first chosen


def travelled_here(state: State, p: int) -> set[str]:
    """The fields baron ``p`` travels on, by the plain search from their castle's sides."""
    return {name(f) for f in onward(state, set(BORDER[state.castles[p]]))[1]}


@pytest.mark.parametrize("kind", ["tee", "curve>", "cross", "shovel"])
def test_what_if_matches_a_plain_search_of_the_board_after_it(kind: str) -> None:
    state = GAMES[1].state
    asked = 0
    for f in range(FIELDS):
        w = what_if(state, name(f), kind)
        if kind == "shovel":
            assert w.fits == (0 <= state.board[f] < CASTLE)
        if not w.fits:
            continue
        assert w.board[f] == (EMPTY if kind == "shovel" else w.board[f]) and w.board != state.board
        after = state.evolve(board=w.board)
        for p in range(state.players):
            before, now = travelled_here(state, p), travelled_here(after, p)
            assert set(w.gained[p]) == now - before and set(w.lost[p]) == before - now, (name(f), p)
        asked += 1
    assert asked > 5


def test_the_app_asks_what_if_and_turns_the_tile_on_a_second_click() -> None:
    app = explorer()
    app.picker.value = 1
    state = app.game.state
    app.mode.value = "tee"
    spot = next(name(f) for f in range(FIELDS) if len(_fits(state, f, ("tee",))) > 1)
    app.board.click(spot)
    first = app.answer
    assert isinstance(first, WhatIf) and first.fits and "If a tee tile were laid on" in app.words.value
    app.board.click(spot)
    assert app.answer.turn == 1 and app.answer.rot != first.rot  # the next way round
    app.mode.value = "shovel"
    assert app.answer is None and app.words.value.count("<p>") == 0  # a new question
    app.board.click(name(state.castles[0]))
    assert "no road tile" in app.words.value and "✗" not in app.words.value
    with language("hu"):
        app.redraw()
        assert app.mode.options[-1][0] == "kiássa a lapkát (mi lenne, ha?)"
