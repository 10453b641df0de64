"""The pupils' La Loire lesson in a real browser: served by Voila as an app, at 1024 × 768, in Chromium.

Marked ``browser``, like tests/test_lesson_browser.py (Amber's lesson), whose server set-up it shares: the notebook is
built by ``tools/nb_loire_lesson.py`` into a temporary folder and served by ``python -m voila``. Checked: no code
and no rule id is visible, the chapter list and *next rule* move between rules, a click on the try-it board is answered
in words (a refused move with its rule's title, then a legal one), a situation page shows its picture, and nothing
overflows the window. Screenshots go to ``artifacts/browser/loire-lesson-*.png``.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial
from typing import Any

import pytest
from browser_helpers import (
    START_TIMEOUT,
    Watch,
    choose_chapter,
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
    with serve_lesson(tmp_path_factory.mktemp("loire-lesson"), "loire") as server:
        yield server.url


shot = partial(screenshot, prefix="loire-lesson-", full_page=True)


def test_a_pupil_clicks_through_the_loire_lesson(browser: Any, lesson_url: str) -> None:
    page = browser.new_page(viewport={"width": 1024, "height": 768})
    watch = Watch(page)
    try:
        page.goto(lesson_url, timeout=START_TIMEOUT * 1000)
        page.wait_for_selector(f"{LESSON} h3", timeout=START_TIMEOUT * 1000)
        body = page.inner_text("body")
        assert "import" not in body and "Lesson(SPEC" not in body, "code is visible"
        assert "One to four players" in text_of(page, f"{LESSON} h3") and "loire." not in body
        shot(page, "1-start")

        choose_chapter(page, LESSON, "Movement")
        wait_until(lambda: "Horses plus one places" in text_of(page, f"{LESSON} h3"), "on the first move rule", WAIT)
        page.get_by_role("button", name="next rule").first.click()
        page.get_by_role("button", name="next rule").first.click()
        wait_until(lambda: "Leave horses behind" in text_of(page, f"{LESSON} h3"), "on the drop-horses rule", WAIT)
        page.locator(f'{TRY} [data-hit="Ancenis"]').first.click()
        wait_until(lambda: "Not allowed" in text_of(page, TRY), "answered: not allowed", WAIT)
        assert "Leave horses behind" in text_of(page, TRY)
        page.locator(TRY).first.scroll_into_view_if_needed()
        shot(page, "2-refused")
        page.locator(f'{TRY} [data-hit="Langeais"]').first.click()
        wait_until(lambda: "✓ Allowed" in text_of(page, TRY), "answered: allowed", WAIT)
        shot(page, "3-allowed")

        choose_chapter(page, LESSON, "The winner")
        wait_until(lambda: "One point per river space" in text_of(page, f"{LESSON} h3"), "on the scoring rules", WAIT)
        assert "Nothing to try on the board here" in text_of(page, LESSON)
        shot(page, "4-scoring")
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= 1024, f"the page is {width} px wide in a 1024 px window"
        assert watch.problems() == []
    finally:
        page.close()


def test_a_rule_the_rulebook_does_not_state_is_marked_in_both_languages(browser: Any, lesson_url: str) -> None:
    """Issue 25: the sell prices are partly the tutor's. The page says so in pupil words, in English and Hungarian,
    and the teacher's note of the source opens from the keyboard (a <details> summary: Tab to it, Enter)."""
    from tutor.provenance import MARKS

    page = browser.new_page(viewport={"width": 1024, "height": 768})
    watch = Watch(page)
    try:
        page.goto(lesson_url, timeout=START_TIMEOUT * 1000)
        page.wait_for_selector(f"{LESSON} h3", timeout=START_TIMEOUT * 1000)
        choose_chapter(page, LESSON, "Selling goods")
        wait_until(lambda: "Sell in the cities" in text_of(page, f"{LESSON} h3"), "on the first selling rule", WAIT)
        page.get_by_role("button", name="next rule").first.click()
        wait_until(lambda: "The printed price" in text_of(page, f"{LESSON} h3"), "on the sell-price rule", WAIT)
        box = f"{LESSON} .tutor-provenance-box"
        assert MARKS["reconstructed"] in text_of(page, box)
        assert "this tutor chose 3, 6 and 8" in text_of(page, LESSON)
        note = page.locator(f"{box} details").first
        assert not note.evaluate("d => d.open")
        page.locator(f"{box} summary").first.focus()
        page.keyboard.press("Enter")
        wait_until(lambda: note.evaluate("d => d.open"), "the teacher's note opened by the keyboard", WAIT)
        assert "For teachers" in text_of(page, box)
        page.locator(box).first.scroll_into_view_if_needed()
        shot(page, "5-marked-en")

        shows_the_mark_in_hungarian(page, LESSON, box, "The printed price", "reconstructed", WAIT)
        shot(page, "6-marked-hu")
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= 1024, f"the page is {width} px wide in a 1024 px window"
        assert watch.problems() == []
    finally:
        page.close()
