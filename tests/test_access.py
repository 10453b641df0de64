"""Every pupil (issue 29), without a browser: each choosable thing on every table has a name of its own in the
pupil's language, the board has a summary in words, players carry their seat's mark beside their colour, and the
colour-blind switch re-paints the players' colours."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET

import pytest

import amber.table
import loire.table
import taxis.render
import taxis.table
from tutor import colours
from tutor.i18n import language
from tutor.svg import Svg, seat_square
from tutor.table import Table

TABLES = {"amber": amber.table.Table, "taxis": taxis.table.Table, "loire": loire.table.Table}
SVG = "{http://www.w3.org/2000/svg}"


def names(table: Table) -> dict[str, str | None]:
    """What the board's script names each hit: its label, else its first <title>, else None (the bare hit)."""
    out: dict[str, str | None] = {}
    for svg in (table.board.svg, table.hands.svg):
        for element in ET.fromstring(svg).iter():
            hit = element.get("data-hit")
            if hit is not None and hit not in out:
                title = element.find(f".//{SVG}title")
                out[hit] = table.board.labels.get(hit) or (title.text if title is not None else None)
    return out


def played(game: str, clicks: int, seed: int = 3) -> Table:
    """A table after ``clicks`` random clicks on what may be chosen (the bots answer), so that many kinds of target
    have been offered."""
    table = TABLES[game](players=3, seats=("human", "bot", "bot"), seed=seed)
    rng = random.Random(seed)
    for _ in range(clicks):
        if table.game.is_over or not table.board.targets:
            break
        table.click(rng.choice(table.board.targets))
        if table.narrowing.current is not None and rng.random() < 0.5:
            table.confirm()
    return table


@pytest.mark.parametrize("lang", ["en", "hu"])
@pytest.mark.parametrize("game", sorted(TABLES))
def test_every_target_offered_in_a_game_has_a_name_of_its_own(game: str, lang: str) -> None:
    with language(lang):
        table = TABLES[game](players=3, seats=("human", "bot", "bot"), seed=3)
        rng, kinds = random.Random(3), {}
        for _ in range(120):
            if table.game.is_over or not table.board.targets:
                break
            named = names(table)
            for hit in table.board.targets:
                kinds.setdefault(hit.split(":")[0], (hit, named.get(hit)))
            table.click(rng.choice(table.board.targets))
            if table.narrowing.current is not None and rng.random() < 0.5:
                table.confirm()
    assert len(kinds) >= 3
    nameless = {kind: hit for kind, (hit, name) in kinds.items() if not name}
    assert not nameless, f"targets read out as their bare hit: {nameless}"
    if lang == "hu":  # no English button word left in a Hungarian name
        words = re.compile(r"\b(end turn|close route|scrap route|in your hand|face up)\b")
        english = {kind: name for kind, (_hit, name) in kinds.items() if words.search(name)}
        assert not english


def test_the_names_say_where_a_card_lies_and_which_cities_end_the_route() -> None:
    table = taxis.table.Table(players=2, seed=1)  # red, the human, to move after the bot's first turn
    g = table.game
    draws = [m for m in g.legal_moves() if str(m).startswith("draw ") and str(m) != "draw deck"][:2]
    g.play_many(draws[:1])
    g.play_many([m for m in g.legal_moves() if str(m).startswith("draw ") and str(m) != "draw deck"][:1])
    table.refresh()
    named = names(table)
    card = g.state.hands[g.state.player][0]
    assert named[f"hand:{card}"].endswith(", in your hand") and named[f"hand:{card}"].startswith(card)
    assert named[f"display:{g.state.display[0]}"].endswith(", face up")
    assert named["end-turn"] == "end turn" and named["close"] == "close route"
    g.play(next(m for m in g.legal_moves() if str(m).startswith("route ")))
    table.refresh()
    city = g.state.routes[g.state.player][0]
    assert names(table)[f"city:{city}"].endswith(f"; an end of {table._name()}'s route")
    assert len(table.board.labels) == 1  # a city off the route keeps its name on the map


def test_la_loire_names_places_and_river_spaces() -> None:
    table = loire.table.Table(players=2, seed=1)
    table.click("piece:merchant")
    named = names(table)
    assert named["Nantes"] == "Nantes: city (sells goods, messages, boat passage, palaces)"
    assert "road, position" in named["Saumur"] and "shield" in named["Saumur"]
    assert named["boat:2"] == "river space 2: your boat sails 2 spaces"
    with language("hu"):
        table.redraw()
        assert names(table)["boat:2"] != "river space 2: your boat sails 2 spaces"


@pytest.mark.parametrize("game", sorted(TABLES))
def test_the_summary_says_whose_turn_the_scores_and_what_was_just_played(game: str) -> None:
    table = played(game, 40)
    g = table.game
    text = table.summary.value
    assert "tutor-sr-only" in table.summary._dom_classes and "aria-label='the board in words'" in text
    assert f"{table._name()} to play." in text if not g.is_over else "Game over" in text
    scores = g.scores()
    assert "Scores now: " + ", ".join(f"{g.players[p]} {row['total']}" for p, row in scores.items()) in text
    marks = table._marks()
    assert ("Just played: " in text) == bool(marks)
    with language("hu"):
        table.redraw()
        assert "Scores now" not in table.summary.value and "to play" not in table.summary.value


def test_the_summary_keeps_hidden_cards_hidden() -> None:
    table = taxis.table.Table(players=2, seats=("bot", "human"), seed=1)
    table.game.play("draw deck")
    table.refresh()
    assert "drew from the deck" in table.summary.value
    assert not any(card in table.summary.value for card in table.game.state.hands[table.game.state.player])


@pytest.mark.parametrize("seat", range(6))
def test_each_seat_has_its_own_mark(seat: int) -> None:
    drawn = {}
    for s in range(6):
        svg = Svg(20, 20)
        seat_square(svg, 2, 2, 16, "#1f77b4", s)
        drawn[s] = re.sub(r'fill="#[0-9a-f]{6}"', "", svg.render())
    assert list(drawn.values()).count(drawn[seat]) == 1


@pytest.mark.parametrize("game", sorted(TABLES))
def test_players_carry_their_seats_mark_on_the_board_and_beside_their_names(game: str) -> None:
    table = played(game, 30)
    marked = re.findall(r'<circle[^>]*r="[0-9.]+" fill="#ffffff"/>', table.hands.svg)  # seat 2's dot, in white
    assert marked, "the second seat's swatch carries its dot"
    if game == "loire":  # the pieces and boats on the board carry it too
        assert table.board.svg.count('fill="#1f77b4" stroke="#222" stroke-width="0.8"') >= 3


def test_the_last_moves_carry_the_movers_mark() -> None:
    table = played("amber", 12)
    view = table.view()
    assert view.marks
    seat = view.marks[-1][1]
    colour = amber.state.COLOURS[seat]
    assert f'fill="{colour}" stroke="#222" stroke-width="0.8"' in table.board.svg


def test_the_colour_blind_switch_repaints_every_players_colour() -> None:
    for old, new in colours.OKABE_ITO.items():
        assert f'.{colours.CLASS} [fill="{old}"] {{ fill: {new}; }}' in colours.CSS
        assert f'.{colours.CLASS} [stroke="{old}"] {{ stroke: {new}; }}' in colours.CSS
    assert len(set(colours.OKABE_ITO.values())) == len(colours.OKABE_ITO)
    table = TABLES["taxis"](players=2, seed=1)
    widget = table.widget
    assert colours.CLASS not in widget._dom_classes
    table.colours.value = True
    assert colours.CLASS in widget._dom_classes
    table.colours.value = False
    assert colours.CLASS not in widget._dom_classes
    with language("hu"):
        table.redraw()
        assert table.colours.description != "colour-blind colours"


@pytest.mark.parametrize("game", sorted(TABLES))
def test_the_players_colours_on_the_board_are_those_the_switch_repaints(game: str) -> None:
    table = played(game, 20)
    fills = set(re.findall(r'fill="(#[0-9a-f]{6})"', table.board.svg + table.hands.svg))
    players = {"amber": amber.state.COLOURS, "taxis": taxis.state.COLOURS,
               "loire": tuple(loire.render.PLAYER_FILL.values())}[game][:3]
    assert set(players) <= fills and set(players) <= set(colours.OKABE_ITO)


def test_thurn_und_taxis_routes_carry_the_seats_mark_along_each_road() -> None:
    svg = taxis.render.render_map("base", hits=True, routes=[(["Ulm", "Augsburg", "München"], "#1f77b4", 1)])
    plain = taxis.render.render_map("base", hits=True, routes=[(["Ulm", "Augsburg", "München"], "#1f77b4")])
    dots = svg.count('fill="#1f77b4" stroke="#222" stroke-width="0.8"')
    assert dots - plain.count('fill="#1f77b4" stroke="#222" stroke-width="0.8"') == 2  # two roads, two marks


def test_the_lessons_and_exercises_have_the_colour_blind_switch_too() -> None:
    from amber.examples import SPEC
    from amber.exercise_app import app
    from tutor.lesson import Lesson

    lesson, exercises = Lesson(SPEC), app()
    for widget, switch in ((lesson.widget, lesson.colours), (exercises.widget, exercises.colours)):
        assert any(colours.CSS in str(getattr(c, "value", "")) for c in _descendants(widget))  # the style sheet
        switch.value = True
        assert colours.CLASS in widget._dom_classes
        switch.value = False
        assert colours.CLASS not in widget._dom_classes


def _descendants(widget: object) -> list[object]:
    out, todo = [], [widget]
    while todo:
        w = todo.pop()
        out.append(w)
        todo.extend(getattr(w, "children", ()))
    return out


def test_la_loire_shields_and_market_tiles_carry_their_colours_mark() -> None:
    from loire.render import SHIELD_FILL, SHIELD_MARK, render

    assert sorted(SHIELD_MARK.values()) == list(range(len(SHIELD_MARK)))  # one mark per colour, all different
    state = loire.table.Table(players=2, seed=1).game.state
    svg = render(state, panel=False)
    red, green = SHIELD_FILL["red"], SHIELD_FILL["green"]
    reds = svg.count(f'fill="{red}" stroke="#333"')
    ringed = re.findall(f'fill="{red}" stroke="#333"[^>]*/><circle [^>]*fill="none" stroke="#ffffff"', svg)
    assert len(ringed) == reds >= 2  # every red shield and market tile carries red's ring (white on dark red)
    greens = svg.count(f'fill="{green}" stroke="#333"')
    upright = re.findall(f'fill="{green}" stroke="#333"[^>]*/><line x1="([0-9.]+)" y1="[0-9.]+" x2="\\1"', svg)
    assert len(upright) == greens >= 2  # and every green one its upright bar
