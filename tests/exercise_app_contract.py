"""What every game's exercise app must do, checked the same way for Amber, Thurn und Taxis and La Loire.

``tests/test_<game>_exercise_app.py`` call these with their game's ``answer_input``, ``app`` and rulebook. Inputs
are driven by clicks (``press`` / ``click`` on the shared inputs of :mod:`tutor.exercise_app`), worked out from the
engine's own answer (``ex.answer()``) and the exercise's typical mistakes (``ex.mistakes``): nothing is written down.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from html import unescape
from typing import Any

from tutor.exercise_app import (
    BoardPick,
    ChoiceInput,
    ExerciseApp,
    KeyedInput,
    MovePick,
    NumberInput,
    OrderedChoice,
    VerdictInput,
)
from tutor.exercises import show
from tutor.rules import RuleBook

NUMBER_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def click_move(pick: MovePick, move: Any) -> None:
    """Click the hits of ``move`` (its path in the game table), then turn it until it shows."""
    move = pick.game.parse(move) if isinstance(move, str) else move
    for hit in pick.spec.path(move):
        pick.click(hit)  # what a click on that place of the board or of the side picture does
    for _ in range(8):
        if pick.current == move:
            break
        pick.rotate_button.click()


def click(inp: Any, answer: Any) -> None:
    """Click ``answer`` into ``inp`` the way a pupil would (any of the shared inputs)."""
    if isinstance(inp, VerdictInput):
        inp.press(bool(answer[0]))  # the button of "allowed" / "not allowed", found by its value
        inp.press(answer[1])  # the button showing that rule's title
    elif isinstance(inp, BoardPick):
        for hit in (answer if inp.ordered else sorted(answer)):
            inp.view.click(hit)
    elif isinstance(inp, ChoiceInput):  # NumberInput too
        for value in (sorted(answer) if inp.row.multiple else [answer]):
            inp.press(value)
    elif isinstance(inp, KeyedInput):
        for key, value in (sorted(answer) if inp.multiple else answer.items()):
            inp.press(key, value)
    elif isinstance(inp, OrderedChoice):
        for value in answer:
            inp.press(value)
    elif isinstance(inp, MovePick):
        moves = [answer] if inp.count == 1 else list(answer)
        for i, move in enumerate(moves):
            click_move(inp, move)
            if i < len(moves) - 1:
                inp.keep_button.click()
    else:
        raise AssertionError(f"no way to click into {type(inp).__name__}")


def same(value: Any, answer: Any) -> bool:
    return value == (set(answer) if isinstance(answer, (set, frozenset)) else answer)


def clicked_mistakes(ex: Any, answer_input: Callable[[Any], Any]) -> list[Any]:
    """The exercise's typical mistakes that clicks give exactly, each as the input's value."""
    out = []
    for wrong in ex.mistakes:
        inp = answer_input(ex)
        try:
            click(inp, wrong)
        except (KeyError, ValueError, AttributeError, TypeError):
            continue
        value = inp.value()
        if value is not None and same(value, wrong):
            out.append(value)
    return out


def answer_by_clicks(ex: Any, answer_input: Callable[[Any], Any]) -> None:
    """The engine's answer, clicked, is accepted; cleared, the input is empty again; shown, it is accepted."""
    inp = answer_input(ex)
    assert inp.value() is None
    click(inp, ex.answer())
    assert ex.check(inp.value()).correct, (inp.value(), ex.check(inp.value()).message)
    inp.clear()
    assert inp.value() is None
    inp.show(ex.answer())
    assert ex.check(inp.value()).correct


def wrong_by_clicks(ex: Any, answer_input: Callable[[Any], Any]) -> None:
    """At least one typical mistake can be clicked, and each such answer is refused naming a rule."""
    wrong = clicked_mistakes(ex, answer_input)
    assert wrong, f"{ex.id}: no typical mistake can be clicked"
    for value in wrong:
        fb = ex.check(value)
        assert not fb.correct and fb.rules, (value, fb.message)
        assert not fb.message.startswith(("Cannot read", "No answer")), fb.message


def answer_forms(ex: Any, inp: Any) -> list[str]:
    """The ways the answer could be written in a hint."""
    answer = ex.answer()
    forms = [show(answer), str(answer), inp.describe(answer)]
    if isinstance(inp, VerdictInput):
        forms += [inp.rulebook[answer[1]].title, answer[1]]
    elif isinstance(inp, NumberInput):
        forms += [f" {answer} ", f" {answer}.", f" {answer},"]
        forms += [NUMBER_WORDS[answer]] if answer < len(NUMBER_WORDS) else []
    elif isinstance(inp, KeyedInput) and not inp.multiple:
        forms += [f"{label}: {inp.rows[key].label_of(answer[key])}" for label, key in inp.keys]
    elif isinstance(inp, MovePick):
        moves = [answer] if inp.count == 1 else list(answer)
        forms += [inp.spec.describe(inp.game.parse(m) if isinstance(m, str) else m) for m in moves]
        forms += [str(m) for m in moves]
    return [f for f in forms if f.strip()]


def hints_hold_no_answer(ex: Any, answer_input: Callable[[Any], Any], places: str | None = None) -> None:
    """At least two different hints, none holding the answer in any form; with ``places`` (a regex for a place's
    name), the hints of an exercise answered by clicking places name none of the answer's places."""
    assert len(ex.hints) >= 2 and len(set(ex.hints)) == len(ex.hints), ex.hints
    inp = answer_input(ex)
    for hint in ex.hints:
        for form in answer_forms(ex, inp):
            assert form.lower() not in f" {hint.lower()} ", (hint, form)
        if places and isinstance(inp, BoardPick):
            assert not set(re.findall(places, hint)) & set(ex.answer()), hint


def base_notation(rules: RuleBook) -> list[tuple[re.Pattern[str], str]]:
    """What pupils must never read, in any game: rule ids, code quotes and Python values."""
    return [(re.compile(rf"\b{rules.game}\.[a-z0-9-]+\.[a-z0-9-]+"), "a rule id"), (re.compile(r"`"), "code quotes"),
            (re.compile(r"[\[{(]'|'[\]})]"), "a Python value"),
            (re.compile(r"\b(True|False|None)\b"), "a Python value")]


def notation_in(text: str, patterns: Iterable[tuple[re.Pattern[str], str]]) -> list[str]:
    return [f"{what}: {found.group(0)!r}" for pattern, what in patterns if (found := pattern.search(text))]


def pupil_texts_plain(ex: Any, answer_input: Callable[[Any], Any], patterns: list[tuple[re.Pattern[str], str]]
                      ) -> None:
    """The question, the hints, the instruction and the answer in words hold no notation or rule id."""
    inp = answer_input(ex)
    for text in (ex.ask, *ex.hints, inp.instruction, inp.describe(ex.answer())):
        assert text and not notation_in(text, patterns), (notation_in(text, patterns), text)


def visible(html: str) -> str:
    """The text of the app's HTML a pupil reads (styles and tags dropped, entities resolved)."""
    return unescape(re.sub(r"<[^>]+>", " ", re.sub(r"<style>.*?</style>", "", html, flags=re.S)))


def app_wrong_then_right(app: ExerciseApp, number: int, answer_input: Callable[[Any], Any],
                         patterns: list[tuple[re.Pattern[str], str]]) -> None:
    """In the app: a wrong answer by clicks is refused naming a rule by its title; a hint; the right answer by
    clicks is accepted; no notation in what the pupil reads."""
    app.select(number)
    ex = app.exercise
    rules = ex.feedback.rulebook
    click(app.input, clicked_mistakes(ex, answer_input)[0])
    fb = app.check()
    said = visible(app.feedback.value)
    assert not fb.correct and app.status[ex.id] == "tried" and "tutor-exapp-bad" in app.feedback.value
    assert any(rules[r].title in said for r in fb.rules), said
    assert not notation_in(said, patterns), (notation_in(said, patterns), said)
    hint = app.hint()
    assert hint is not None and hint.startswith(f"Hint 1 of {len(ex.hints)}: ")
    app.input.clear()
    click(app.input, ex.answer())
    fb = app.check()
    said = visible(app.feedback.value)
    assert fb.correct and app.status[ex.id] == "solved", fb.message
    assert any(rules[r].title in said for r in fb.rules), said
    assert not notation_in(said, patterns), (notation_in(said, patterns), said)


def shown_answer_in_words(app: ExerciseApp, number: int, patterns: list[tuple[re.Pattern[str], str]]) -> None:
    """*Show the answer* asks first (two steps); then the input holds the right answer, told in words."""
    app.select(number)
    app.reveal_button.click()
    assert app.answer.value == "" and app.confirm_row.layout.display is None
    app.yes_button.click()
    text = visible(app.answer.value)
    assert app.exercise.check(app.input.value()).correct
    assert "The answer" in text and not notation_in(text, patterns), (notation_in(text, patterns), text)


# -- in the browser (tests/test_<game>_exercises_browser.py) -------------------------------------------------------

APP = ".tutor-exapp"


def number_button(page: Any, number: int) -> Any:
    """The button of exercise ``number`` in the row at the top of the app."""
    return page.locator(f"{APP} .tutor-exapp-number").nth(number - 1)


def page_problems(page: Any, patterns: list[tuple[re.Pattern[str], str]]) -> list[str]:
    """Code, notation, Python values or rule ids a pupil could read on the page."""
    found = notation_in(page.inner_text("body"), [*patterns, (re.compile(r"\bimport\b|app\(\)"), "code")])
    if page.locator(".jp-InputArea:visible, .jp-CodeMirrorEditor:visible").count():
        found.append("a code cell is visible")
    return found


def clipped(page: Any, width: int, height: int) -> list[str]:
    """The app's buttons and boards that are not wholly inside the window."""
    from browser_helpers import inside

    return inside(page, f"{APP} button", width, height) + inside(page, f"{APP} .tutor-boardview svg", width, height)
