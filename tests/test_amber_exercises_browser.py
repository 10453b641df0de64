"""The pupils' Amber exercise app in a real browser: served by Voila as an app, at 1024 × 768, in Chromium.

Marked ``browser`` (see tests/test_browser.py for how these tests run). A notebook of one code cell,
``from amber.exercise_app import app; app()``, is written into a temporary folder (no committed notebook is needed)
and served by ``python -m voila`` with this checkout on ``PYTHONPATH``. A pupil picks exercise 4, answers wrong by
clicks (a tile from the hand, a field on the board), asks for a hint, answers right by clicks; the feedback names the
rule by its title. A reload of the page keeps the progress (the browser's ``localStorage``). Nothing is clipped, and
no code, Python value or rule id is visible. Screenshots go to ``artifacts/browser/exercises-amber-*.png``.

The clicks are worked out on the same input made here (the engine's answer and a typical mistake of the exercise),
so the test writes no answer down.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import partial
from typing import Any

import pytest
from browser_helpers import START_TIMEOUT, Watch, screenshot, serve_cell, text_of, wait_until
from exercise_app_contract import base_notation, number_button, page_problems
from exercise_app_contract import clipped as app_clipped

from amber import exercises
from amber.exercise_app import _MOVE, answer_input
from amber.rulebook import RULES
from amber.table import describe, path

pytestmark = pytest.mark.browser

WAIT = 60.0
APP = ".tutor-exapp"
WIDTH, HEIGHT = 1024, 768
NUMBER = 4  # "Win the village's coin": a tile from the hand, a field on the board


@pytest.fixture(scope="module")
def app_url(browser: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    folder = tmp_path_factory.mktemp("amber-exercises")
    with serve_cell(folder, "from amber.exercise_app import app; app()", "amber_exercises") as server:
        yield server.url


shot = partial(screenshot, prefix="exercises-amber-")


def plan(move: str) -> tuple[list[str], str, int]:
    """The clicks that choose ``move`` on exercise 4's input, the move they show first (in words), and how many
    presses of *rotate* then show ``move`` (found on an input made here, the same as the app's)."""
    ex = exercises.get(f"ex{NUMBER}")
    inp = answer_input(ex)
    parsed = inp.game.parse(move)
    hits = list(path(parsed))
    for hit in hits:
        inp.click(hit)
    first = describe(inp.current)
    turns = 0
    while inp.current != parsed and turns < 4:
        inp.rotate()
        turns += 1
    assert inp.value() == move
    return hits, first, turns


def press(page: Any, hit: str) -> None:
    """Press a place on the board or a tile in the hand (the board reacts to a pointer press)."""
    where = "tutor-exapp-board" if re.fullmatch(r"[A-K]\d+", hit) else "tutor-exapp-hand"
    page.locator(f'{APP} .{where} [data-hit="{hit}"]').first.click()


def choose(page: Any, move: str) -> None:
    hits, first, turns = plan(move)
    for hit in hits:
        press(page, hit)
    wait_until(lambda: f"Chosen: {first}" in text_of(page, APP), f"showing the choice {first!r}", WAIT,
               lambda: text_of(page, f"{APP}-inputbox"))
    said = describe(exercises.get(f"ex{NUMBER}").game().parse(move))
    for _ in range(turns):
        page.get_by_role("button", name="rotate").click()
    wait_until(lambda: f"Chosen: {said}" in text_of(page, APP), f"turned to {said!r}", WAIT)


NOTATION = [*base_notation(RULES), (_MOVE, "move notation")]


def pupil_problems(page: Any) -> list[str]:
    return page_problems(page, NOTATION)


def clipped(page: Any) -> list[str]:
    return app_clipped(page, WIDTH, HEIGHT)


def test_a_pupil_answers_wrong_asks_a_hint_then_answers_right(browser: Any, app_url: str) -> None:
    ex = exercises.get(f"ex{NUMBER}")
    right = ex.answer()
    wrong = next(m for m in ex.mistakes if m != right and ex.check(m).rules and answer_input(ex).game.check(m).ok)
    context = browser.new_context(viewport={"width": WIDTH, "height": HEIGHT})
    page = context.new_page()
    watch = Watch(page)
    try:
        page.goto(app_url, timeout=START_TIMEOUT * 1000)
        page.wait_for_selector(f"{APP} h3", timeout=START_TIMEOUT * 1000)
        assert "0 solved · 0 tried · 10 exercises" in text_of(page, APP)
        assert not pupil_problems(page), pupil_problems(page)
        shot(page, "1-start")

        number_button(page, NUMBER).click()
        wait_until(lambda: ex.title in text_of(page, f"{APP} h3"), "on exercise 4", WAIT)
        assert not clipped(page), clipped(page)

        choose(page, wrong)  # a wrong answer, by clicks
        page.get_by_role("button", name="Check").click()
        wait_until(lambda: page.locator(f"{APP} .tutor-exapp-bad").count() > 0, "told it is wrong", WAIT)
        said = text_of(page, f"{APP} .tutor-exapp-bad")
        fb = ex.check(wrong)
        assert any(RULES[r].title in said for r in fb.rules), said  # the rule, in words
        assert "0 solved · 1 tried" in text_of(page, APP)
        shot(page, "2-wrong")

        page.get_by_role("button", name="Hint").click()
        wait_until(lambda: "Hint 1 of" in text_of(page, APP), "showing a hint", WAIT)
        assert ex.hints[0] in text_of(page, APP)

        page.get_by_role("button", name="undo last").click()
        choose(page, right)  # the right answer, by clicks
        page.get_by_role("button", name="Check").click()
        wait_until(lambda: page.locator(f"{APP} .tutor-exapp-good").count() > 0, "told it is right", WAIT)
        said = text_of(page, f"{APP} .tutor-exapp-good")
        assert any(RULES[r].title in said for r in ex.check(right).rules), said
        wait_until(lambda: "1 solved · 0 tried · 10 exercises" in text_of(page, APP), "counting it solved", WAIT)
        page.locator(f"{APP} .tutor-exapp-good summary").first.click()  # the rule's explanation, one click away
        assert not pupil_problems(page), pupil_problems(page)
        assert not clipped(page), clipped(page)
        shot(page, "3-right")

        assert not watch.problems(), watch.problems()
        page.reload(timeout=START_TIMEOUT * 1000)  # a new kernel: the progress comes back from the browser
        page.wait_for_selector(f"{APP} h3", timeout=START_TIMEOUT * 1000)
        wait_until(lambda: "1 solved · 0 tried · 10 exercises" in text_of(page, APP), "progress kept", WAIT,
                   lambda: text_of(page, APP)[:200])
        solved = number_button(page, NUMBER)
        wait_until(lambda: "mod-success" in (solved.get_attribute("class") or ""), "exercise 4 marked solved", WAIT)
        assert not clipped(page), clipped(page)
        shot(page, "4-reloaded")

        for ex in exercises.EXERCISES:  # every exercise fits the window, with nothing a pupil should not see
            number = exercises.EXERCISES.index(ex) + 1
            number_button(page, number).click()
            wait_until(lambda ex=ex: ex.title in text_of(page, f"{APP} h3"), f"on exercise {number}", WAIT)
            assert not clipped(page), (number, clipped(page))
            assert not pupil_problems(page), (number, pupil_problems(page))
            shot(page, f"5-exercise-{number}")
        # leaving the page asks plain Voila to shut the old kernel down, which it refuses (403) without the
        # classroom's settings: the browser logs that refusal, which is no problem of the app
        problems = [p for p in watch.problems() if "/voila/api/shutdown/" not in p]
        assert not problems, problems
    finally:
        context.close()
