"""La Loire's exercise app in Hungarian in a real browser: served by Voila at 1024 × 768, in Chromium.

Marked ``browser``. The app's cell switches the tutor to Hungarian first (``tutor.set_language("hu")``). A pupil
ranks the players of exercise 8 wrong by clicks, asks for a hint, takes the clicks back and ranks them right; the
question, the buttons of the answer, the feedback (with the rule's Hungarian title) and the hint read in Hungarian,
no English word from ``loire/`` is on the page (the heuristic and the named allow-list of the shared app's texts of
``tests/test_loire_exercises_hu.py``), and nothing is clipped. The right order comes from the exercise's solver.
Screenshots go to ``artifacts/browser/loire-exercises-hu-*.png``.
"""

from __future__ import annotations

import re
from functools import partial
from pathlib import Path
from typing import Any

import pytest
from browser_helpers import START_TIMEOUT, screenshot, serve_cell, text_of, wait_until
from exercise_app_contract import clipped, number_button
from test_loire_exercises_hu import english_words

from loire import exercises
from loire.rulebook import RULES
from loire.words import colour
from tutor.i18n import _, language

pytestmark = pytest.mark.browser

WAIT = 60.0
APP = ".tutor-exapp"
WIDTH, HEIGHT = 1024, 768
CELL = "import tutor; tutor.set_language('hu')\nfrom loire.exercise_app import app; app()"


shot = partial(screenshot, prefix="loire-exercises-hu-")


def button(page: Any, label: str) -> Any:
    """The input's button whose whole label is ``label``."""
    return page.locator(f"{APP} .tutor-exapp-inputbox button").filter(
        has_text=re.compile(rf"^\s*{re.escape(label)}\s*$")).first


def test_a_pupil_ranks_the_players_in_hungarian(browser: Any, tmp_path: Path) -> None:
    ex = exercises.get("ex8")
    right = ex.answer()
    with language("hu"):
        names = {p: colour(p) for p in right}
        title, ask, hint = _(ex.title), _(ex.ask), _(ex.hints[0])
        titles = {rule.title for _id, rule in RULES.items()}
    page = browser.new_page(viewport={"width": WIDTH, "height": HEIGHT})
    try:
        with serve_cell(tmp_path, CELL, "loire_exercises_hu") as server:
            page.goto(server.url, timeout=START_TIMEOUT * 1000)
            page.wait_for_selector(f"{APP} .tutor-exapp-number", timeout=START_TIMEOUT * 1000)
            page.evaluate("window.localStorage.clear()")
            number_button(page, 8).click()
            wait_until(lambda: title in text_of(page, f"{APP} h3"), "on exercise 8 (its Hungarian title)", WAIT)
            assert ask in text_of(page, APP)

            for p in reversed(right):  # wrong: last first
                button(page, names[p]).click()
            page.locator(f"{APP} button.mod-primary").first.click()  # check
            wait_until(lambda: page.locator(f"{APP} .tutor-exapp-bad").count() > 0, "answered: wrong", WAIT)
            feedback = text_of(page, f"{APP} .tutor-exapp-bad")
            assert feedback.startswith("✗ Nem egészen") and any(t in feedback for t in titles), feedback
            page.locator(f"{APP} button:has(i.fa-lightbulb-o)").first.click()
            wait_until(lambda: hint in text_of(page, APP), "the first hint, in Hungarian", WAIT)
            shot(page, "1-wrong-and-hint")

            undo = page.locator(f"{APP} .tutor-exapp-inputbox button:has(i.fa-undo)").first
            for _p in right:
                undo.click()
            wait_until(lambda: undo.is_disabled(), "every click taken back", WAIT)
            for p in right:
                button(page, names[p]).click()
            page.locator(f"{APP} button.mod-primary").first.click()
            wait_until(lambda: page.locator(f"{APP} .tutor-exapp-good").count() > 0, "answered: right", WAIT)
            feedback = text_of(page, f"{APP} .tutor-exapp-good")
            assert feedback.startswith("✓ Helyes") and any(t in feedback for t in titles), feedback
            page.wait_for_timeout(300)
            shot(page, "2-right")
            body = page.inner_text("body")
            leaks = {line.strip(): english_words(line) for line in body.splitlines() if english_words(line)}
            assert not leaks, leaks
            assert not clipped(page, WIDTH, HEIGHT), clipped(page, WIDTH, HEIGHT)
    finally:
        page.close()
