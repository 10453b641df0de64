"""The pupils' Thurn und Taxis lesson in a real browser: served by Voila as an app, at 1024 × 768, in Chromium.

Marked ``browser`` like tests/test_lesson_browser.py (the Amber lesson), whose server set-up it shares: the lesson
notebook is built by ``tools/nb_taxis_lesson.py`` into a temporary folder and served by ``python -m voila``. Checked:
no code or rule id is visible, the chapter list moves to a chapter's rules, a click on a city of the map is answered
in words (a refused move with its rule's title, then a legal one), a base-game section says its rules are rebuilt
from other sources (in English and Hungarian), and nothing overflows the window. Screenshots go to
``artifacts/browser/taxis-lesson-*.png``.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial
from typing import Any

import pytest
from browser_helpers import START_TIMEOUT, Watch, choose_chapter, screenshot, serve_lesson, text_of, wait_until

pytestmark = pytest.mark.browser

WAIT = 60.0
LESSON = ".tutor-lesson"
TRY = f"{LESSON} .tutor-lesson-try"


@pytest.fixture(scope="module")
def lesson_url(browser: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with serve_lesson(tmp_path_factory.mktemp("taxis-lesson"), "taxis") as server:
        yield server.url


shot = partial(screenshot, prefix="taxis-lesson-", full_page=True)


def test_a_pupil_clicks_cities_on_the_map(browser: Any, lesson_url: str) -> None:
    page = browser.new_page(viewport={"width": 1024, "height": 768})
    watch = Watch(page)
    try:
        page.goto(lesson_url, timeout=START_TIMEOUT * 1000)
        page.wait_for_selector(f"{LESSON} h3", timeout=START_TIMEOUT * 1000)
        body = page.inner_text("body")
        assert "import" not in body and "Lesson(SPEC" not in body, "code is visible"
        assert "Two to four players" in text_of(page, f"{LESSON} h3") and "taxis." not in body
        shot(page, "1-start")

        choose_chapter(page, LESSON, "Base game: building a route")
        wait_until(lambda: "Starting a route" in text_of(page, f"{LESSON} h3"), "on the first route rule", WAIT)
        page.get_by_role("button", name="next rule").first.click()
        page.get_by_role("button", name="next rule").first.click()
        wait_until(lambda: "Joined by a road" in text_of(page, f"{LESSON} h3"), "on the road rule", WAIT)
        assert "the tutor rebuilt them from other sources" in text_of(page, LESSON)  # a base-game section says so
        shot(page, "2-base-section")
        page.locator(f'{TRY} [data-hit="city:Cölln"]').first.click()
        wait_until(lambda: "Not allowed" in text_of(page, TRY), "answered: not allowed", WAIT)
        assert "Joined by a road" in text_of(page, TRY) and "No road joins Cölln" in text_of(page, TRY)
        page.locator(TRY).first.scroll_into_view_if_needed()
        shot(page, "2-refused")
        page.locator(f'{TRY} [data-hit="city:Hamburg"]').first.click()
        wait_until(lambda: "✓ Allowed" in text_of(page, TRY), "answered: allowed", WAIT)
        shot(page, "3-allowed")

        choose_chapter(page, LESSON, "Base game: end and scoring")
        wait_until(lambda: "Carriage 7 or the last house" in text_of(page, f"{LESSON} h3"), "on the end rules", WAIT)
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= 1024, f"the page is {width} px wide in a 1024 px window"
        page.get_by_role("button", name="Magyar", exact=True).first.click()  # the same note in Hungarian
        wait_until(lambda: "más forrásokból" in text_of(page, LESSON) and "bognárral" in text_of(page, LESSON),
                   "the base-game note and the page in Hungarian", WAIT)
        page.evaluate("window.scrollTo(0, 0)")
        shot(page, "4-base-section-hu")
        assert watch.problems() == []
    finally:
        page.close()
