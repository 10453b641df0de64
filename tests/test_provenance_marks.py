"""Issue 25: a pupil can always tell the rulebook from the tutor.

Every rule whose provenance is not ``rulebook`` carries its mark (:mod:`tutor.provenance`) in both languages wherever
it is shown: on its lesson page, next to every pupil sentence of its examples, in the exercises' "what does the rule
say?" boxes, in the tables' refusals and rule notes; the teacher's note of the source sits one click away. Pupil
sentences that give a rebuilt number say it is the tutor's; the exercises whose answers rest on rebuilt data or a
reading say so with their question.
"""

from __future__ import annotations

import html
import re
from functools import cache
from importlib import import_module
from types import SimpleNamespace

import pytest
from test_lessons import texts

from tutor.exercise_app import ExerciseApp, pupil_explanation
from tutor.i18n import _, language
from tutor.lesson import Lesson
from tutor.provenance import MARKS, mark, note, tag
from tutor.stepper import explanation_html
from tutor.table import _refusal, rule_note

GAMES = ("amber", "loire", "taxis")  # the mark follows the provenance, so every game gets it
LANGS = ("en", "hu")


@cache
def _spec(game: str):
    return import_module(f"{game}.examples").SPEC


def _marked(game: str) -> list[str]:
    return [rule_id for rule_id, rule in _spec(game).rules.items() if rule.provenance != "rulebook"]


def _shown(widget) -> str:
    return html.unescape(" ".join(texts(widget)))


def test_every_kind_but_the_rulebook_has_a_mark_translated() -> None:
    from tutor.rules import PROVENANCES
    assert set(MARKS) == set(PROVENANCES) - {"rulebook"}
    for text in MARKS.values():
        with language("hu"):
            assert _(text) != text, text


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", ("amber", "loire"))
def test_every_non_rulebook_rule_is_marked_on_its_lesson_page_with_every_pupil_sentence(game: str, lang: str) -> None:
    spec = _spec(game)
    with language(lang):
        lesson = Lesson(spec)
        for rule_id in _marked(game):
            lesson.go(rule_id)
            page = _shown(lesson.page)
            rule = spec.rules[rule_id]
            assert mark(rule) and mark(rule) in page, rule_id
            assert "<details class='tutor-provenance-note'" in " ".join(texts(lesson.page)), rule_id
            assert note(rule) in page, rule_id  # the teacher's note, one click away
            if rule.alternatives:
                assert rule.alternatives in page, rule_id
            for ex in spec.examples_of(rule_id):  # no pupil sentence of the rule without the mark beside it
                assert _(ex.pupil) in page, (rule_id, ex.pupil)
        plain = next(r for r, rule in spec.rules.items() if rule.provenance == "rulebook")
        lesson.go(plain)
        assert "tutor-provenance" not in " ".join(texts(lesson.page))  # the rulebook's own rules carry no mark


@pytest.mark.parametrize("lang", LANGS)
def test_the_taxis_lesson_marks_its_rules_too(lang: str) -> None:
    """Thurn und Taxis' rules get the same mark from their provenance (their sections are another lane's)."""
    spec = _spec("taxis")
    marked = _marked("taxis")
    assert marked
    with language(lang):
        lesson = Lesson(spec)
        for rule_id in marked[:5]:
            lesson.go(rule_id)
            assert mark(spec.rules[rule_id]) in _shown(lesson.page), rule_id


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_the_explanation_views_carry_the_mark(game: str, lang: str) -> None:
    """The exercises' "what does the rule say?" box, a table's refusal and rule note, the step-through view."""
    book = import_module(game).RULES
    with language(lang):
        for rule_id in _marked(game):
            rule = book[rule_id]
            fb = SimpleNamespace(rules=(rule_id,))
            about = html.unescape(ExerciseApp._about(SimpleNamespace(_rulebook=lambda: book, wording=lambda t: t), fb))
            assert pupil_explanation(rule.explanation) in about and mark(rule) in about and note(rule) in about, rule_id
            assert tag(rule) in about  # in the box's title
            assert mark(rule) in html.unescape(_refusal("x", rule_id, book)), rule_id
            assert tag(rule) in html.unescape(rule_note(rule_id, book)), rule_id
            assert mark(rule) in html.unescape(explanation_html("Move 1", [(rule_id, "x")], book)), rule_id
        plain = next(rule for rule in book.values() if rule.provenance == "rulebook")
        assert "tutor-provenance" not in _refusal("x", plain.id, book) and "·" not in rule_note(plain.id, book)


# -- rebuilt numbers in pupil sentences -----------------------------------------------------------------------------

REBUILT = {  # numbers of the "Decided model values" (reference/*.md), not the rulebook's, as pupils' texts give them
    "loire": (r"grain 3|wine 6|beer 8|3, 6 and 8|1, 3, 5|palace.*\b2 points|2 points for each|6 farms|2 towers|"
              r"two towers|1 on the left|1, 1, 2, 2|Lover 2|price of 3|price of 6|Scout costs 3|Chinon.*wine|"
              r"nine villages|Langeais sells wood"),
    "amber": r"8 villages|eight villages",
}


def _pupil_texts(game: str) -> list[str]:
    """Every English text of a game a pupil reads: the lesson's sentences and captions, the exercises' questions,
    hints and notes, the rules' explanations."""
    out = []
    for ex in _spec(game).catalogue:
        out += [ex.pupil, ex.shows]
    for ex in import_module(f"{game}.exercises").EXERCISES:
        out += [ex.ask, *ex.hints, ex.rests_on]
    out += [rule.explanation for rule in import_module(game).RULES.values()]
    return [t for t in out if t]


@pytest.mark.parametrize("game", ("amber", "loire"))
def test_a_rebuilt_number_is_always_the_tutors_choice(game: str) -> None:
    found = [t for t in _pupil_texts(game) if re.search(REBUILT[game], t)]
    assert found  # the check sees the texts it is about
    lacking = [t for t in found if "tutor" not in t]
    assert not lacking, lacking


def test_the_towers_are_all_your_towers_as_the_rulebook_says() -> None:
    """The rulebook: no castle "ha már az összes torony lekerült a táblára" (once all the towers are on the board);
    how many towers a player has is the tutor's choice, and the lesson says so."""
    from loire import RULES
    caption = " ".join(ex.pupil for ex in _spec("loire").examples_of("loire.build.towers"))
    assert "only two towers" not in caption and "all your towers" in caption and "tutor's choice" in caption
    assert "all your towers" in RULES["loire.build.towers"].explanation


# -- exercises ------------------------------------------------------------------------------------------------------

RESTING = {  # issue 25: the exercises whose answers rest on rebuilt data or a reading
    "loire": ("ex1", "ex2", "ex3", "ex4", "ex5", "ex6", "ex7", "ex8", "ex9", "ex10"),
    "amber": ("ex3", "ex4", "ex5", "ex8", "ex9", "ex10"),
}


@pytest.mark.parametrize("game", ("amber", "loire"))
def test_exercises_resting_on_the_tutor_say_so_in_both_languages(game: str) -> None:
    exercises = import_module(f"{game}.exercises").EXERCISES
    for ex in exercises:
        assert bool(ex.rests_on) == (ex.id in RESTING[game]), ex.id
        if ex.rests_on:
            assert "tutor" in ex.rests_on, ex.id
            with language("hu"):
                assert _(ex.rests_on) != ex.rests_on and "tutor" in _(ex.rests_on), ex.id


@pytest.mark.parametrize("lang", LANGS)
def test_the_exercise_app_shows_the_note_with_the_question(lang: str) -> None:
    from loire.exercise_app import app
    with language(lang):
        exercise_app = app()
        exercise_app.select(7)  # the final score: nearly all of it rebuilt points
        shown = html.unescape(exercise_app.question.value)
        ex = exercise_app.exercise
        assert _(ex.ask) in shown and _(ex.rests_on) in shown and "tutor-provenance" in shown
        exercise_app.select(1)
        assert "tutor-provenance" in exercise_app.question.value  # ex1: the distances on the tutor's board
