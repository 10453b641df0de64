"""Thurn und Taxis' pupil lesson: what is particular to it (the shared checks are in test_lessons.py)."""

from __future__ import annotations

import html

import pytest
from test_lessons import CASES, lesson_of, texts

import taxis
from taxis import rulebook
from taxis.examples import BASE_NOTE, CATALOGUE, SPEC, picture, start
from tutor.i18n import _, language
from tutor.lesson import sections


def test_sections_for_pupils_keep_the_base_game_apart() -> None:
    """Seventeen rulebook headings make fifteen tabs: the base game's rules (which the Glanz und Gloria rulebook uses
    without printing them) in sections of their own, named "Base game: ...", never mixed with the rulebook's."""
    named = dict(sections(SPEC))
    assert len(named) == 15 and list(named)[-2:] == ["Base rules on the new map", "Moves as text"]
    assert "taxis.setup.players" in named["Setup"] and "taxis.setup.display" in named["Base game: setup"]
    assert sorted(r for ids in named.values() for r in ids) == sorted(taxis.RULES)
    for name, ids in named.items():
        base = {taxis.RULES[r].section in rulebook.BASE_SECTIONS for r in ids}
        assert base == {name.startswith("Base game: ")}, name


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_base_game_sections_say_so_on_every_page(lang: str) -> None:
    """Every page of a base-game section shows the note that its rules are the base game's, rebuilt from other
    sources, in the pupil's language; no page of the rulebook's own sections does."""
    lesson = lesson_of("taxis")
    base_rules = {r for r, rule in taxis.RULES.items() if rule.section in rulebook.BASE_SECTIONS}
    with language(lang):
        note = _(BASE_NOTE)
        lesson.redraw()
        try:
            for i, (section, _rule) in enumerate(lesson.pages):
                lesson.go(i)
                base = lesson.section_names[section].startswith("Base game: ")
                assert (note in html.unescape(lesson.section_note.value)) == base, lesson.rule_id
                assert base == (lesson.rule_id in base_rules)
        finally:
            with language("en"):
                lesson.redraw()
    assert lang == "en" or note != BASE_NOTE, "translated"


def test_the_lesson_teaches_on_the_glanz_und_gloria_map() -> None:
    """Every example is on the Glanz und Gloria map (base-game rules with carriages on the rulebook's variant with
    base rules, which uses the same map); the pictures of that variant say so."""
    for ex in CATALOGUE:
        assert start(ex).state.map.key == "gug", ex.rule
        said = "played with the base game's rules" in picture(ex)
        assert said == (start(ex).state.variant == "gug-base-rules"), ex.rule


def test_the_map_takes_the_whole_width() -> None:
    """The try-it board is the map: the lesson is marked wide (Amber's small board is not)."""
    assert "tutor-lesson-wide" in lesson_of("taxis").widget._dom_classes


def test_map_clicks_answer_in_words() -> None:
    """A click on a ringed city tries its move: the illegal one answers with the rule's title and the reason and
    leaves the game as it was; the legal one is played and shown in green."""
    lesson = lesson_of("taxis")
    lesson.go("taxis.route.road")
    trial = lesson.tries[0]
    start = trial.game.state
    assert "city with a blue ring" in " ".join(texts(trial.widget))
    trial.board.click("city:Cölln")  # the breaking move's city
    assert "Not allowed" in trial.message.value and CASES["taxis"].title_of("taxis.route.road") in trial.message.value
    assert "No road joins Cölln" in trial.message.value
    assert trial.game.state is start and 'class="refused"' in trial.board.svg
    trial.board.click("city:Hamburg")  # the keeping move's city: played and shown
    assert "Allowed" in trial.message.value and "Not allowed" not in trial.message.value
    assert trial.game.state.routes[0][-1] == "Hamburg:2" and 'stroke="#15803d"' in trial.board.svg
    trial.board.click("city:Lübeck")
    assert "Nothing to try on Lübeck" in trial.message.value and "city:" not in trial.message.value
    trial.reset()
    assert trial.game.state == start and "What will happen" in trial.message.value


def test_two_moves_on_one_city_ask_for_the_buttons() -> None:
    lesson = lesson_of("taxis")
    lesson.go("taxis.route.ends")
    trial = lesson.tries[0]
    trial.board.click("city:Halle")  # 'route Halle:1' and 'route Halle:1 start'
    assert "Two moves start on Halle: use the buttons." in trial.message.value and trial.tried is None


# issue 25: the pupils' sentences that give a number or a reading the tutor rebuilt say it is the tutor's choice
REBUILT = ("taxis.setup.houses", "taxis.setup.free-city-tiles", "taxis.turn.hand-limit", "taxis.bonus.free-city",
           "taxis.bonus.one-per-stack", "taxis.bonus.game-end", "taxis.score.bonus", "taxis.score.houses-left",
           "taxis.score.tie-break")


@pytest.mark.parametrize(("lang", "word"), [("en", "tutor"), ("hu", "program")])
@pytest.mark.parametrize("rule_id", REBUILT)
def test_rebuilt_numbers_are_the_tutors_choice_in_the_pupils_words(rule_id: str, lang: str, word: str) -> None:
    """Houses left costing a point, the free-city and game-end tiles' point, three cards kept, the tie-break, one
    tile per pile, the tiles' values: what the pupil reads (the sentence or what the picture shows) says so."""
    with language(lang):
        for ex in SPEC.examples_of(rule_id):
            said = " ".join(_(text) for text in (ex.pupil, ex.shows) if text)
            assert word in said, (rule_id, said)
