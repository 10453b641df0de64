"""The pupils' Amber lesson in a real browser: served by Voila as an app, at 1024 × 768, in Chromium.

Marked ``browser`` (see tests/test_browser.py for how these tests run). The lesson notebook is built by
``tools/nb_amber_lesson.py`` into a temporary folder (so the test does not depend on the committed notebook having
been executed) and served by ``python -m voila`` with this checkout on ``PYTHONPATH``. Checked: no code is visible,
the chapter list and previous / next move between rules, a click on the try-it board is answered in words (a
refused move with its rule's title, then a legal one), a chapter's check is answered by clicks and passed, the chapter
list shows the progress and keeps it over a reload, and nothing overflows the window. Screenshots go to
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
CHECK = f"{LESSON} .tutor-lesson-check"


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

        choose_chapter(page, LESSON, "Placing a tile (1)")
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

        choose_chapter(page, LESSON, "Bridge and roundabout")
        wait_until(lambda: "When a rebuild is allowed" in text_of(page, f"{LESSON} h3"), "on the bridge rules", WAIT)
        page.get_by_role("button", name="Try: lay the straight on C2 (turned a quarter right)", exact=True).click()
        wait_until(lambda: "Not allowed" in text_of(page, TRY), "answered: not allowed (bridge)", WAIT)
        shot(page, "4-bridge")

        choose_chapter(page, LESSON, "Connecting a village")
        wait_until(lambda: "Build on the village field" in text_of(page, f"{LESSON} h3"), "on the village rules", WAIT)
        page.get_by_role("button", name="next rule").first.click()
        page.get_by_role("button", name="next rule").first.click()
        wait_until(lambda: "A village's coin" in text_of(page, f"{LESSON} h3"), "on the village coin rule", WAIT)
        page.get_by_role("button", name="Show what happens: lay the straight on C2 (turned a quarter right)").click()
        wait_until(lambda: "takes its coin" in text_of(page, TRY), "showing the coin taken", WAIT)
        page.locator(TRY).first.scroll_into_view_if_needed()
        shot(page, "5-village-coin")

        choose_chapter(page, LESSON, "End of the game")
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
        choose_chapter(page, LESSON, "Connecting a village")
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


def test_a_pupil_passes_a_chapters_check_and_the_list_keeps_it(browser: Any, lesson_url: str) -> None:
    """Issue 26: a chapter read (a move tried on its first page), its check answered by clicks (a wrong answer
    first, then right), passed; the chapter list shows the rules seen and tried and the check passed, also after the
    page is reloaded (the browser keeps it)."""
    from amber.examples import SPEC
    from tutor.lesson import Lesson

    lesson = Lesson(SPEC)
    k = next(k for k, (name, _ids) in enumerate(lesson.chapters) if name == "Course of play")
    name, ids = lesson.chapters[k]
    titles = [SPEC.rules[rule_id].title for rule_id in ids]
    asked = lesson.questions_of(k)
    words = {True: "Yes, allowed", False: "No, not allowed"}
    label = {option: words.get(option) or SPEC.rules[option].title for q in asked for option in q.options}
    page = browser.new_page(viewport={"width": 1024, "height": 768})
    watch = Watch(page)
    try:
        page.goto(lesson_url, timeout=START_TIMEOUT * 1000)
        page.wait_for_selector(f"{LESSON} h3", timeout=START_TIMEOUT * 1000)
        choose_chapter(page, LESSON, name)
        wait_until(lambda: titles[0] in text_of(page, f"{LESSON} h3"), "on the chapter's first rule", WAIT)
        page.locator(f"{TRY} button", has_text="Try:").first.click()
        wait_until(lambda: "llowed" in text_of(page, TRY), "a move tried", WAIT)
        for title in titles[1:]:
            page.get_by_role("button", name="next rule").first.click()
            wait_until(lambda title=title: title in text_of(page, f"{LESSON} h3"), f"on {title!r}", WAIT)
        page.get_by_role("button", name="Check what you learnt in this chapter").click()
        wait_until(lambda: f"Check: {name}" in text_of(page, f"{LESSON} h3"), "on the chapter's check", WAIT)
        for i, q in enumerate(asked):
            wait_until(lambda i=i: f"Question {i + 1} of {len(asked)}" in text_of(page, CHECK), f"on question {i + 1}",
                       WAIT)
            if i == 0:
                shot(page, "9-check-question", full_page=False)  # what a pupil sees first, in the window
                wrong = next(option for option in q.options if option != q.answer)
                page.get_by_role("button", name=label[wrong], exact=True).click()
                wait_until(lambda: "✗ Not right." in text_of(page, CHECK), "a wrong answer said so", WAIT)
                assert page.locator(f"{CHECK} [role=status]").count() >= 1
            page.get_by_role("button", name=label[q.answer], exact=True).click()
            wait_until(lambda: "✓ Right!" in text_of(page, CHECK), f"question {i + 1} answered right", WAIT)
            if i + 1 < len(asked):
                page.get_by_role("button", name="next question").click()
        wait_until(lambda: "✓ Check passed!" in text_of(page, LESSON), "the check passed", WAIT)
        marked = f"{name} — {len(ids)} of {len(ids)} rules seen · 1 of {len(ids)} tried · ✓ check passed"
        wait_until(lambda: marked in choose_chapter(page, LESSON, name), "the progress in the chapter list", WAIT,
                   show=lambda: choose_chapter(page, LESSON, name))
        page.evaluate("window.scrollTo(0, 0)")
        shot(page, "10-check-passed")
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= 1024, f"the page is {width} px wide in a 1024 px window"
        assert "amber." not in page.inner_text("body")

        page.reload(timeout=START_TIMEOUT * 1000)  # a new kernel: the browser gives the progress back
        page.wait_for_selector(f"{LESSON} h3", timeout=START_TIMEOUT * 1000)
        wait_until(lambda: marked in choose_chapter(page, LESSON, "Setup"), "the progress kept over a reload", WAIT,
                   show=lambda: choose_chapter(page, LESSON, "Setup"))
        shot(page, "11-progress-kept", full_page=False)
        # the reload's shutdown of the old kernel is refused (403) by Voila, as in the exercise apps' tests
        assert [p for p in watch.problems() if "/voila/api/shutdown/" not in p] == []
    finally:
        page.close()
