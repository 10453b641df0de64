"""Thurn und Taxis is one game per app and says which (issue 24 item 5, issue 25 items 2-3): the landing picture,
the lesson and *Play* are Glanz und Gloria on its map; every exercise says in its question, in both languages, which
game it is played under (on that game's map) and what of its answer the tutor rebuilt."""

from __future__ import annotations

import html
import re
import runpy
from pathlib import Path

import pytest

import taxis
from taxis.board import RULE_SETS
from taxis.exercise_app import _board, _still, app
from taxis.exercises import EXERCISES, GAME_LEADS, RESTS_ON
from taxis.render import map_title
from taxis.table import Table
from tutor.i18n import _, language
from tutor.landing import PICTURE_OPTIONS, page, picture

ROOT = Path(__file__).resolve().parents[1]
KINDS = {"rulebook", "secondary source", "rebuilt data", "reading"}


def _cities(svg: str) -> set[str]:
    """The cities of either map whose names a picture shows."""
    return {name for m in taxis.board.MAPS.values() for name in m.cities if f">{name}<" in svg}


def test_the_landing_picture_is_the_glanz_und_gloria_map() -> None:
    """The landing page's Thurn und Taxis picture is the map the Play app plays on, and its card names the game."""
    assert PICTURE_OPTIONS["taxis"] == {"variant": "gug"}
    shown = _cities(picture("taxis"))
    assert shown and shown <= set(taxis.board.MAPS["gug"].cities) and "Basel" not in shown
    for lang, name in (("en", "Thurn und Taxis: Glanz und Gloria"), ("hu", "Thurn und Taxis: Dicsőség és ragyogás")):
        with language(lang):
            version = page({"Thurn und Taxis": [("play/taxis.html", "play")]}, pictures=False)
        assert f"<h2>{name}</h2>" in version


def test_play_is_glanz_und_gloria_and_its_board_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Play app's table (built by tools/nb_apps.py) is Glanz und Gloria; the map's title names the game."""
    monkeypatch.syspath_prepend(str(ROOT / "tools"))
    games = runpy.run_path(str(ROOT / "tools" / "nb_apps.py"), run_name="nb_apps")["GAMES"]
    assert 'variant="gug"' in games["taxis"][1]
    table = Table(players=3, seed=1, variant="gug", typing=False)
    assert table.game.state.map.key == "gug"
    with language("en"):
        assert "Thurn und Taxis: Glanz und Gloria: turn" in table.spec.board_svg(table.game, table.view())
    with language("hu"):
        assert "Dicsőség és ragyogás" in table.spec.board_svg(table.game, table.view())


def test_a_map_title_names_its_game() -> None:
    """The base map is titled as the base game's, so that a pupil of Glanz und Gloria never takes it for theirs."""
    base, gug = taxis.board.MAPS["base"], taxis.board.MAPS["gug"]
    assert "base game" in map_title(base) and "Glanz und Gloria" in map_title(gug)
    with language("hu"):
        assert "alapjáték" in map_title(base) and "Dicsőség és ragyogás" in map_title(gug)


def test_what_each_exercise_rests_on_is_written_down() -> None:
    assert list(RESTS_ON) == [ex.id for ex in EXERCISES]
    assert all(kind in KINDS and facts for kind, facts in RESTS_ON.values())


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_every_question_says_its_game_and_what_the_tutor_rebuilt(lang: str) -> None:
    """The app's question begins with the game the exercise is played under; a question on rebuilt data says so;
    one on the base game's rules says (in its lead) that they are rebuilt from other sources. In both languages."""
    exercises = app()
    with language(lang):
        exercises.redraw()
        for n, ex in enumerate(EXERCISES, 1):
            exercises.select(n)
            shown = html.unescape(exercises.question.value)
            lead = _(GAME_LEADS[ex.variant])
            assert shown.startswith("<p><b>") and re.sub("<[^>]+>", "", shown).startswith(f"{lead} {_(ex.ask)}"), ex.id
            kind = RESTS_ON[ex.id][0]
            if kind == "rebuilt data":
                assert ex.note and _(ex.note) in shown, ex.id
            if kind == "secondary source":
                assert "other sources" in GAME_LEADS[ex.variant], ex.id
            if lang == "hu":  # translated, not the English text
                assert lead != GAME_LEADS[ex.variant] and (not ex.note or _(ex.note) != ex.note), ex.id


def test_the_python_questions_carry_the_same_notes() -> None:
    """The notebook pupils' questions (English) name the game and, on rebuilt data, say it is rebuilt."""
    for ex in EXERCISES:
        games = ("Base game", "Glanz und Gloria.", "The Glanz und Gloria board with base rules")
        assert ex.question.startswith(games), ex.id
        assert ("rebuilt by the tutor" in ex.question) == (RESTS_ON[ex.id][0] == "rebuilt data"), ex.id


def test_every_exercise_is_on_the_map_of_the_game_it_names() -> None:
    """An exercise's position is on its rule set's map; the board the app draws carries that map's title, and the
    question's lead names the same map."""
    for ex in EXERCISES:
        state = ex.game().state
        assert state.map.key == RULE_SETS[ex.variant].map, ex.id
        assert map_title(state.map) in _board(state, _still(state)), ex.id
        lead = GAME_LEADS[ex.variant]
        assert ("base game's map" in lead) == (state.map.key == "base"), ex.id
