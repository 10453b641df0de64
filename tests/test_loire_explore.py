"""La Loire's explorer (issue 27, item 1): where a piece can end one move, checked against a walk along the roads
written here, the player to move's legal travels, and the app driven as a pupil drives it."""

from __future__ import annotations

import json

import pytest

from loire.board import BOARD, CITIES, ROADS
from loire.explore import blocked_by, cities_reached, piece_reach
from loire.explore_app import Answer, explorer, position
from loire.routes import ends
from loire.state import PLACES, Piece
from tutor.i18n import language


def walk(piece: Piece, steps: int) -> set[str]:
    """Where a move of exactly ``steps`` places ends: along the piece's road toward the city it heads for (both roads
    from a city), stopping at that city at the latest."""
    if piece.place in CITIES:
        ways = [BOARD.path(piece.place, road)[1:] for road in ROADS]
    else:
        road = BOARD.positions[piece.place][0]
        other = CITIES[0] if piece.toward == CITIES[1] else CITIES[1]
        line = BOARD.path(other, road)
        ways = [line[line.index(piece.place) + 1:]]
    return {way[steps - 1] for way in ways if steps <= len(way)}


HEADINGS = [Piece(place, None) for place in CITIES] + [Piece(v, city) for v in PLACES if v not in CITIES
                                                          for city in CITIES]


@pytest.mark.parametrize("piece", HEADINGS, ids=[f"{p.place}>{p.toward}" for p in HEADINGS])
def test_where_a_piece_ends_matches_a_walk_along_its_road(piece: Piece) -> None:
    found = piece_reach(piece, teams=range(0, 12))
    for team, places in found.items():
        assert set(places) == walk(piece, team + 1), team
    if piece.place not in CITIES:
        assert blocked_by(piece) == piece.toward and not found[11]  # never past the city ahead
        assert cities_reached(found) == (piece.toward,)


@pytest.mark.parametrize("index", [0, 1, 2])
def test_the_legal_travels_of_the_player_to_move_end_where_the_walk_says(index: int) -> None:
    g = position(index)
    state = g.state
    for name in ("merchant", "messenger"):
        piece = state.me.piece(name)
        for team, places in ends(state, name).items():
            assert set(places) == walk(piece, team + 1) or piece.place in CITIES, (name, team)
            assert set(places) <= walk(piece, team + 1)


def test_the_app_answers_a_piece_a_place_and_the_menu() -> None:
    app = explorer()
    state = app.game.state
    assert {"piece:merchant", "piece:messenger", "Nantes", "Saumur"} <= set(app.board.targets)
    app.board.click("piece:merchant")
    assert isinstance(app.answer, Answer) and app.answer.kind == "pieces"
    assert "with 1 horse to Angers or Saumur" in app.words.value and "Now, by the rules" in app.words.value
    assert 'class="network"' in app.board.svg  # the ends drawn on the board
    app.board.click("Tours")
    assert "No piece stands on Tours." in app.words.value and "grain" in app.words.value
    other = state.players[1 - state.player].messenger
    app.board.click(other.place)
    assert app.answer.kind == "pieces" and len(app.answer.pieces) >= 1
    app.mode.value = "river"
    assert "The game ends when a boat reaches space 20." in app.words.value
    app.mode.value = "messages"
    assert "message" in app.words.value
    with language("hu"):
        app.redraw()
        assert "üzenete" in app.words.value and "message" not in app.words.value


def test_a_saved_game_is_explored() -> None:
    app = explorer()
    g = position(2)
    assert app.load_text(json.dumps(g.to_record()).encode())
    assert app.game.state == g.state and len(app.picker.options) == 4
