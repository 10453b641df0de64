"""The lessons and exercise apps in Hungarian, in a real browser: Chromium at 1024 × 768, the classroom started as a
Hungarian classroom would be (``TUTOR_LANG=hu`` in the server's environment, which its kernels inherit), one server
for the whole module (``--preheat=0``: only the apps opened here start a kernel).

- Each game's lesson: every page, one after the other, by clicks on *következő szabály* (next rule); on every page
  what it shows (its text, and its pictures' words and tooltips: SVG ``<text>`` and ``<title>``) holds no English
  word (the check of ``tests/test_full_game_hu.py``, which reuses the Hungarian tests' word lists); on the first page
  whose try-it board has both a breaking and a keeping move, the pupil clicks the breaking one on the board (answered
  *Nem szabályos.* with the engine's Hungarian reason) and the keeping one (*Szabályos.*). Amber's lesson is also
  switched to English (where the same check finds English words) and back with its "English | Magyar" switch.
- Amber's and Thurn und Taxis' exercise apps: exercise 2 answered wrong by clicks, a hint, then right; then every
  exercise opened by its number button; no English word in what any of them shows.
- Each game's table (its play app): the *hint* button shows a good move and why, in Hungarian, inside the window.
- An app whose kernel the server shut down (as its culling does): the page says so in Hungarian with a *reload*
  button (issue 24), and the reload brings the app back.

Marked ``browser``. Screenshots go to ``artifacts/browser/hu-*.png``; the seconds each test takes are printed.
"""

from __future__ import annotations

import os
import re
import time
from collections.abc import Iterator
from functools import partial
from importlib import import_module
from typing import Any
from urllib.parse import quote

import pytest
from browser_helpers import START_TIMEOUT, Watch, axe_violations, screenshot, start_classroom, text_of, wait_until
from exercise_app_contract import clipped, number_button
from test_full_game_hu import english_words

from tutor.i18n import _, language
from tutor.landing import app_title
from tutor.lesson import Lesson

pytestmark = pytest.mark.browser

WAIT = 60.0
WIDTH, HEIGHT = 1024, 768
LESSON = ".tutor-lesson"
TRY = f"{LESSON} .tutor-lesson-try"
APP = ".tutor-exapp"
NAMES = {"amber": "Amber", "taxis": "Thurn und Taxis", "loire": "La Loire"}
shot = partial(screenshot, prefix="hu-")


@pytest.fixture(scope="module")
def classroom(browser: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    saved = os.environ.get("TUTOR_LANG")
    os.environ["TUTOR_LANG"] = "hu"  # the server's environment, and so its kernels'
    try:
        with start_classroom(tmp_path_factory.mktemp("hu-apps"), "--preheat=0") as server:
            os.environ["TUTOR_LANG"] = saved or "en"  # this process stays English, as the whole test run
            yield server.url
    finally:
        os.environ["TUTOR_LANG"] = saved or "en"


def _open(browser: Any, url: str, ready: str) -> tuple[Any, Watch]:
    page = browser.new_page(viewport={"width": WIDTH, "height": HEIGHT})
    watch = Watch(page)
    page.goto(url, timeout=START_TIMEOUT * 1000)
    page.wait_for_selector(ready, timeout=START_TIMEOUT * 1000)
    return page, watch


def _english_in(text: str, game: Any) -> dict[str, set[str]]:
    """The lines of ``text`` that hold English words, with the words (quoted texts, what a pupil typed, cut out
    first: a quote may run over a line's end)."""
    text = re.sub(r"'[^']*'", " ", text)
    return {line.strip(): words for line in text.splitlines() if (words := english_words(line, game))}


def _english(page: Any, selector: str, game: Any) -> dict[str, set[str]]:
    """The lines of what the element shows (its text, its pictures' words and tooltips) that hold English words,
    with the words."""
    return _english_in(page.evaluate(SHOWN, selector), game)


# In the page: press the button labelled `label` (none: press nothing), wait until the lesson's heading reads `title`
# (spaces normalised), then give the lesson's text; null after `timeout` ms. One call per page: no polling from here.
NEXT_PAGE = """async ([lesson, label, title, timeout]) => {
  const heading = () => {
    const e = document.querySelector(lesson + " h3");
    return e === null ? null : e.innerText.split(/\\s+/).join(" ").trim();
  };
  if (label !== null) {
    const button = [...document.querySelectorAll(lesson + " button")].find(b => b.innerText.trim() === label);
    if (button === undefined) return null;
    button.click();
  }
  const start = performance.now();
  while (heading() !== title) {
    if (performance.now() - start > timeout) return null;
    await new Promise(done => setTimeout(done, 10));
  }
  await new Promise(done => requestAnimationFrame(() => setTimeout(done, 0)));  // the page's other widgets drawn
  const root = document.querySelector(lesson);
  return [root.innerText, ...[...root.querySelectorAll("svg text, svg title")].map(e => e.textContent)].join("\\n");
}"""
# everything an element shows: its text, and its pictures' words and tooltips (SVG <text> and <title>)
SHOWN = """selector => {
  const root = document.querySelector(selector);
  return [root.innerText, ...[...root.querySelectorAll("svg text, svg title")].map(e => e.textContent)].join("\\n");
}"""


def _next_page(page: Any, label: str | None, title: str, what: str) -> str:
    """Press ``label`` (None: nothing), wait for the page titled ``title``; its text."""
    title = " ".join(title.split())
    text = page.evaluate(NEXT_PAGE, [LESSON, label, title, WAIT * 1000])
    if text is None:
        raise AssertionError(f"not {what} ({title!r}): {text_of(page, f'{LESSON} h3')!r}")
    return text


def _wait_heading(page: Any, title: str, what: str) -> None:
    _next_page(page, None, title, what)


def _try_page(spec: Any, lesson: Lesson) -> tuple[int, str, str, str]:
    """The first page whose example has a breaking and a keeping move, each on its own spot of the board: its index,
    the two spots, and the engine's Hungarian reason for the break."""
    for index, (_section, rule_id) in enumerate(lesson.pages):
        for ex in spec.examples_of(rule_id):
            if ex.brk is None or ex.keep is None:
                continue
            brk, keep = spec.spot(ex.brk), spec.spot(ex.keep)
            if brk and keep and brk != keep and \
                    sum(spec.spot(m) == brk for m in ex.moves) == sum(spec.spot(m) == keep for m in ex.moves) == 1:
                return index, brk, keep, spec.start(ex).check(ex.brk).reason
    raise AssertionError("no page to try a move on")


@pytest.mark.parametrize("game", ["amber", "taxis", "loire"])
def test_a_pupil_goes_through_the_hungarian_lesson(classroom: str, browser: Any, game: str) -> None:
    start = time.monotonic()
    spec = import_module(f"{game}.examples").SPEC
    module = import_module(game)
    with language("hu"):
        lesson = Lesson(spec)
        titles = [spec.rules[rule_id].title for _s, rule_id in lesson.pages]
        tried, brk, keep, reason = _try_page(spec, lesson)
        next_rule = _("next rule")
        tab = app_title(NAMES[game], "lesson")
    url = f"{classroom}voila/render/{quote(NAMES[game] + ' lesson')}.ipynb"
    page, watch = _open(browser, url, f"{LESSON} h3")
    try:
        assert page.title() == tab, f"the browser tab reads {page.title()!r}, not {tab!r}"
        leaks: dict[str, Any] = {}
        axe: list[str] = []  # serious or critical WCAG 2.1 A/AA violations (issue 29)
        for index, title in enumerate(titles):
            text = _next_page(page, next_rule if index else None, title, f"on page {index + 1}")
            if index and titles[index - 1] == title:  # the same title twice: wait for the page to change
                page.wait_for_timeout(400)
                text = page.evaluate(SHOWN, LESSON)
            for line, words in _english_in(text, module).items():
                leaks.setdefault(line, (index + 1, words))  # each line once, with the first page it is on
            if index == 0:
                shot(page, f"{game}-lesson-1-start")
                axe += axe_violations(page, f"{game} lesson page 1")
            if index == tried:
                page.locator(f'{TRY} [data-hit="{brk}"]').first.click()
                wait_until(lambda: "Nem szabályos." in text_of(page, TRY), "the breaking move refused", WAIT)
                said = text_of(page, TRY)
                assert " ".join(reason[1:].split()) in said, (reason, said)
                page.locator(TRY).first.scroll_into_view_if_needed()
                shot(page, f"{game}-lesson-2-refused")
                axe += axe_violations(page, f"{game} lesson, a move refused")
                leaks.update({f"refused: {k}": w for k, w in _english(page, TRY, module).items()})
                page.locator(f'{TRY} [data-hit="{keep}"]').first.click()
                wait_until(lambda: "✓ Szabályos." in text_of(page, TRY), "the keeping move allowed", WAIT)
                shot(page, f"{game}-lesson-3-allowed")
                leaks.update({f"allowed: {k}": w for k, w in _english(page, TRY, module).items()})
        assert page.get_by_role("button", name=next_rule).first.is_disabled()
        shot(page, f"{game}-lesson-4-last")
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= WIDTH, f"the page is {width} px wide in a {WIDTH} px window"
        assert not leaks, f"English on the Hungarian {game} lesson's pages: {list(leaks.items())[:20]}"
        assert not axe, "\n".join(axe)

        if game == "amber":  # the switch: English, then Magyar again, on the same page
            switch = page.locator(f"{LESSON} .tutor-language .widget-toggle-button")
            switch.filter(has_text="English").first.click()
            wait_until(lambda: page.get_by_role("button", name="next rule").count() > 0, "the English lesson", WAIT)
            with language("en"):
                _wait_heading(page, spec.rules[lesson.pages[-1][1]].title, "the last page in English")
            shot(page, "amber-lesson-5-english")
            found = {w for words in _english(page, LESSON, module).values() for w in words}
            assert {"the", "tile"} <= found, found  # the same check sees English, in the pictures' words too
            svg = page.evaluate(f"[...document.querySelectorAll('{LESSON} svg text')].map(e => e.textContent)")
            assert any("face up" in t for t in svg), svg
            switch.filter(has_text="Magyar").first.click()
            wait_until(lambda: page.get_by_role("button", name=next_rule).count() > 0, "Hungarian again", WAIT)
            _wait_heading(page, titles[-1], "the last page in Hungarian again")
        assert not watch.problems(), watch.problems()
    finally:
        page.close()
    print(f"{game} lesson in Hungarian: {len(titles)} pages in {time.monotonic() - start:.1f} s")


def _exercise_two(page: Any, game: str) -> tuple[list[str], list[str]]:
    """Exercise 2's wrong and right clicks (hits on the app's board), worked out from the engine's answer."""
    exercises = import_module(f"{game}.exercises")
    ex = exercises.get("ex2")
    if game == "amber":  # where can red build: a field left out, then the whole answer
        right = sorted(ex.answer())
        return right[:-1], right[-1:]
    from taxis.state import city_of

    display = ex.game().state.display  # which face-up cards fit: one that does not, taken back, then the right ones
    wrong = next(c for c in display if city_of(c) not in ex.answer())
    return [f"display:{wrong}"], [f"display:{wrong}", *(f"display:{c}" for c in sorted(display)
                                                        if city_of(c) in ex.answer())]


@pytest.mark.parametrize("game", ["amber", "taxis"])
def test_a_pupil_does_the_hungarian_exercises(classroom: str, browser: Any, game: str) -> None:
    start = time.monotonic()
    exercises = import_module(f"{game}.exercises")
    module = import_module(game)
    with language("hu"):
        titles = [_(ex.title) for ex in exercises.EXERCISES]
        hint = _(exercises.get("ex2").hints[0])
        check, tip = _("Check"), _("Hint")
        tab = app_title(NAMES[game], "exercises")
    url = f"{classroom}voila/render/{quote(NAMES[game] + ' exercises')}.ipynb"
    page, watch = _open(browser, url, f"{APP} .tutor-boardview svg")
    try:
        assert page.title() == tab, f"the browser tab reads {page.title()!r}, not {tab!r}"
        page.evaluate("window.localStorage.clear()")
        wrong, right = _exercise_two(page, game)
        number_button(page, 2).click()
        wait_until(lambda: titles[1] in text_of(page, f"{APP} h3"), "on exercise 2", WAIT)
        wait_until(lambda: page.locator(f'{APP} [data-hit="{wrong[0]}"]').count() > 0, "the board", WAIT)
        for hit in wrong:
            page.locator(f'{APP} [data-hit="{hit}"]').first.click()
        page.get_by_role("button", name=check).first.click()
        wait_until(lambda: page.locator(f"{APP} .tutor-exapp-bad").count() > 0, "answered: wrong", WAIT)
        assert text_of(page, f"{APP} .tutor-exapp-bad").startswith("✗ Nem egészen")
        page.get_by_role("button", name=tip).first.click()
        wait_until(lambda: hint in text_of(page, APP), "the first hint, in Hungarian", WAIT)
        leaks = {f"2 wrong: {k}": w for k, w in _english(page, APP, module).items()}
        shot(page, f"{game}-exercises-1-wrong-and-hint")
        axe = axe_violations(page, f"{game} exercise 2, a wrong answer and a hint")
        for hit in right:
            page.locator(f'{APP} [data-hit="{hit}"]').first.click()
        page.get_by_role("button", name=check).first.click()
        wait_until(lambda: page.locator(f"{APP} .tutor-exapp-good").count() > 0, "answered: right", WAIT)
        assert text_of(page, f"{APP} .tutor-exapp-good").startswith("✓ Helyes")
        wait_until(lambda: "1 megoldva · 1 megpróbálva" not in text_of(page, APP)
                   and "1 megoldva" in text_of(page, APP), "counted as solved", WAIT)
        page.wait_for_timeout(300)
        shot(page, f"{game}-exercises-2-right")
        leaks.update({f"2 right: {k}": w for k, w in _english(page, APP, module).items()})
        assert not clipped(page, WIDTH, HEIGHT), clipped(page, WIDTH, HEIGHT)

        for number, title in enumerate(titles, 1):
            number_button(page, number).click()
            wait_until(lambda title=title: title in text_of(page, f"{APP} h3"), f"on exercise {number}", WAIT)
            page.wait_for_timeout(200)
            for line, words in _english(page, APP, module).items():
                leaks.setdefault(line, (number, words))
            width = page.evaluate("document.documentElement.scrollWidth")
            assert width <= WIDTH, f"exercise {number}: the page is {width} px wide"
            if number in (5, 10):
                shot(page, f"{game}-exercises-ex{number}")
            axe += axe_violations(page, f"{game} exercise {number}")
        assert not leaks, f"English in the Hungarian {game} exercises: {list(leaks.items())[:20]}"
        assert not axe, "\n".join(axe)
        assert not watch.problems(), watch.problems()
    finally:
        page.close()
    print(f"{game} exercises in Hungarian: {time.monotonic() - start:.1f} s")


KERNEL_ID = "JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId"
# what the culling does to a kernel, asked of the server's API as the page itself would (with its _xsrf cookie)
SHUT_DOWN = """async (id) => {
  const xsrf = decodeURIComponent(document.cookie.match(/_xsrf=([^;]+)/)[1]);
  return (await fetch(`/api/kernels/${id}`, {method: "DELETE", headers: {"X-XSRFToken": xsrf}})).status;
}"""
TABLE = ".tutor-table"


@pytest.mark.parametrize("game", ["amber", "taxis", "loire"])
def test_a_hint_on_the_hungarian_table(classroom: str, browser: Any, game: str) -> None:
    """Each game's table (the classroom's play app) in Hungarian: the *hint* button, clicked on the pupil's first
    turn, shows a good move with why, in Hungarian (no English word), wholly inside the 1024 × 768 window, and draws
    the move on the board."""
    start = time.monotonic()
    module = import_module(game)
    with language("hu"):
        lead = _("Hint for {player}: {why}").split("{player}")[0]
        tail = _("Play it by clicking it, or choose another move.")
    url = f"{classroom}voila/render/{quote(NAMES[game])}.ipynb"
    page, watch = _open(browser, url, f"{TABLE} .tutor-boardview svg")
    try:
        board = page.locator(f"{TABLE} .tutor-table-board").first
        before = board.inner_html()
        page.locator(f"{TABLE} .tutor-table-hint").first.click()
        words = page.locator(f"{TABLE} .tutor-table-hint-text").first
        wait_until(lambda: tail in words.inner_text(), "the hint, in Hungarian", WAIT)
        text = words.inner_text()
        assert text.startswith(lead), text
        page.wait_for_timeout(300)
        shot(page, f"{game}-table-hint")
        wait_until(lambda: board.inner_html() != before, "the hinted move drawn on the board", WAIT)
        box = words.bounding_box()
        assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= HEIGHT, box
        assert box["x"] >= 0 and box["x"] + box["width"] <= WIDTH, box
        leaks = _english_in(text, module)
        assert not leaks, leaks
        assert not watch.problems(), watch.problems()
    finally:
        page.close()
        print(f"\n{game} table hint: {time.monotonic() - start:.0f} s")


GONE = ".tutor-kernel-gone"


def test_an_app_whose_kernel_is_gone_says_so_and_reloads(classroom: str, browser: Any) -> None:
    """Issue 24: the server shuts an open app's kernel down (as the culling does); the page says so in the
    server's language, over the app, in a live region (``role="alert"``) with a *reload* button that has the focus;
    Enter reloads the page, which opens the app with a new kernel that answers clicks."""
    from tutor.classroom import KERNEL_GONE_TEXTS

    with language("hu"):
        text, reload_ = (_(words) for words in KERNEL_GONE_TEXTS)
        second = _(import_module("amber.exercises").EXERCISES[1].title)
    page, watch = _open(browser, f"{classroom}voila/render/{quote('Amber exercises')}.ipynb",
                        f"{APP} .tutor-boardview svg")
    try:
        kernel = page.evaluate(KERNEL_ID)
        assert page.locator(GONE).count() == 0  # nothing said while the kernel runs
        assert page.evaluate(SHUT_DOWN, kernel) == 204
        page.wait_for_selector(f"{GONE} [role=alert]", timeout=WAIT * 1000)
        assert page.get_attribute(GONE, "lang") == "hu"
        assert text_of(page, f"{GONE} [role=alert] p") == text
        focused = page.evaluate("[document.activeElement.tagName, document.activeElement.textContent]")
        assert focused == ["BUTTON", reload_]  # a real button, focused: Enter or a click reloads
        assert page.get_by_role("alert").get_by_role("button", name=reload_).is_visible()
        page.wait_for_timeout(300)
        shot(page, "kernel-gone")
        page.keyboard.press("Enter")
        page.wait_for_selector(f"{APP} .tutor-boardview svg", timeout=START_TIMEOUT * 1000)
        assert page.locator(GONE).count() == 0 and page.evaluate(KERNEL_ID) != kernel
        number_button(page, 2).click()  # the new kernel answers
        wait_until(lambda: second in text_of(page, f"{APP} h3"), "on exercise 2 after the reload", WAIT)
        page.wait_for_timeout(500)
        shot(page, "kernel-gone-reloaded")
        # the only complaints: the requests that found the kernel gone (Voilà's reconnecting, the notice's check)
        assert [p for p in watch.problems() if "404" not in p] == [], watch.problems()
    finally:
        page.close()
