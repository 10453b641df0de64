"""The pupils' Amber lesson in a real browser: served by Voila as an app, at 1024 × 768, in Chromium.

Marked ``browser`` (see tests/test_browser.py for how these tests run). The lesson notebook is built by
``tools/nb_amber_lesson.py`` into a temporary folder (so the test does not depend on the committed notebook having
been executed) and served by ``python -m voila`` with this checkout on ``PYTHONPATH``. Checked: no code is visible,
the section tabs and previous / next move between rules, a click on the try-it board is answered in words (a
refused move with its rule's title, then a legal one), and nothing overflows the window. Screenshots go to
``artifacts/browser/lesson-*.png``.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial
from typing import Any

import pytest
from browser_helpers import (
    START_TIMEOUT,
    Watch,
    screenshot,
    serve_lesson,
    shows_the_mark_in_hungarian,
    text_of,
    wait_until,
)

pytestmark = pytest.mark.browser

WAIT = 60.0
LESSON = ".tutor-lesson"
TRY = f"{LESSON} .tutor-lesson-try"




@pytest.fixture(scope="module")
def lesson_url(browser: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with serve_lesson(tmp_path_factory.mktemp("lesson"), "amber") as server:
        yield server.url


shot = partial(screenshot, prefix="lesson-", full_page=True)


def test_a_pupil_clicks_through_the_lesson(browser: Any, lesson_url: str) -> None:
    page = browser.new_page(viewport={"width": 1024, "height": 768})
    watch = Watch(page)
    try:
        page.goto(lesson_url, timeout=START_TIMEOUT * 1000)
        page.wait_for_selector(f"{LESSON} h3", timeout=START_TIMEOUT * 1000)
        body = page.inner_text("body")
        assert "import" not in body and "Lesson(SPEC" not in body, "code is visible"
        assert page.locator(".jp-InputArea:visible, .jp-CodeMirrorEditor:visible").count() == 0
        assert "Two to six barons" in text_of(page, f"{LESSON} h3") and "amber." not in body
        shot(page, "1-start")

        page.get_by_role("button", name="Placing a tile").first.click()
        wait_until(lambda: "Lay a road tile" in text_of(page, f"{LESSON} h3"), "on the first placing rule", WAIT)
        page.get_by_role("button", name="next rule").first.click()
        wait_until(lambda: "Only on an empty field" in text_of(page, f"{LESSON} h3"), "on the empty-field rule", WAIT)
        page.locator(f'{TRY} [data-hit="C2"]').first.click()
        wait_until(lambda: "Not allowed" in text_of(page, TRY), "answered: not allowed", WAIT)
        assert "Only on an empty field" in text_of(page, TRY)
        page.locator(f"{TRY}").first.scroll_into_view_if_needed()
        shot(page, "2-refused")
        page.locator(f'{TRY} [data-hit="D3"]').first.click()
        wait_until(lambda: "✓ Allowed" in text_of(page, TRY), "answered: allowed", WAIT)
        shot(page, "3-allowed")

        page.get_by_role("button", name="Bridge and roundabout").first.click()
        wait_until(lambda: "When a rebuild is allowed" in text_of(page, f"{LESSON} h3"), "on the bridge rules", WAIT)
        page.get_by_role("button", name="Try: lay the straight on C2 (turned a quarter right)", exact=True).click()
        wait_until(lambda: "Not allowed" in text_of(page, TRY), "answered: not allowed (bridge)", WAIT)
        shot(page, "4-bridge")

        page.get_by_role("button", name="Connecting a village").first.click()
        wait_until(lambda: "Build on the village field" in text_of(page, f"{LESSON} h3"), "on the village rules", WAIT)
        page.get_by_role("button", name="next rule").first.click()
        page.get_by_role("button", name="next rule").first.click()
        wait_until(lambda: "A village's coin" in text_of(page, f"{LESSON} h3"), "on the village coin rule", WAIT)
        page.get_by_role("button", name="Show what happens: lay the straight on C2 (turned a quarter right)").click()
        wait_until(lambda: "takes its coin" in text_of(page, TRY), "showing the coin taken", WAIT)
        page.locator(TRY).first.scroll_into_view_if_needed()
        shot(page, "5-village-coin")

        page.get_by_role("button", name="End of the game").first.click()
        wait_until(lambda: "One baron connected to everything" in text_of(page, f"{LESSON} h3"), "on the end rules",
                   WAIT)
        for _ in range(5):
            page.get_by_role("button", name="next rule").first.click()
        wait_until(lambda: "A point per coin" in text_of(page, f"{LESSON} h3"), "on the coin-counting rule", WAIT)
        assert "Nothing to try on the board here" in text_of(page, LESSON)
        shot(page, "6-scoring")
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= 1024, f"the page is {width} px wide in a 1024 px window"
        assert watch.problems() == []
    finally:
        page.close()


def test_a_reading_of_the_tutor_is_marked_in_both_languages(browser: Any, lesson_url: str) -> None:
    """Issue 25: "a swamp may not go on a village field" is the tutor's reading. The page says so in pupil words,
    in English and Hungarian, and its refusal names the rule with "the tutor's reading"."""
    from tutor.provenance import MARKS

    page = browser.new_page(viewport={"width": 1024, "height": 768})
    watch = Watch(page)
    try:
        page.goto(lesson_url, timeout=START_TIMEOUT * 1000)
        page.wait_for_selector(f"{LESSON} h3", timeout=START_TIMEOUT * 1000)
        page.get_by_role("button", name="Connecting a village").first.click()
        wait_until(lambda: "Build on the village field" in text_of(page, f"{LESSON} h3"), "on the village rule", WAIT)
        box = f"{LESSON} .tutor-provenance-box"
        assert MARKS["reading"] in text_of(page, box)
        assert "this tutor does not allow it" in text_of(page, LESSON)
        page.locator(box).first.scroll_into_view_if_needed()
        shot(page, "7-reading-en")
        page.get_by_role("button", name="Try: lay the swamp on C2").click()
        wait_until(lambda: "Not allowed" in text_of(page, TRY), "the swamp refused", WAIT)
        assert "the tutor's reading" in text_of(page, TRY)
        shot(page, "7-reading-refused-en")

        shows_the_mark_in_hungarian(page, LESSON, box, "Build on the village field", "reading", WAIT)
        shot(page, "8-reading-hu")
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= 1024, f"the page is {width} px wide in a 1024 px window"
        assert watch.problems() == []
    finally:
        page.close()
