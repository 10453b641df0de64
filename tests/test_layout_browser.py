"""Every classroom app readable and whole on a projector's window: 1024 × 768 and 1366 × 768, in Chromium.

Marked ``browser``. One classroom server (:func:`browser_helpers.start_classroom`, the apps built fresh) and one
browser serve the whole module; each app is opened once from the landing page and measured at both sizes (the
window is resized, the app is not reopened).

- **Text size.** Every ``<text>`` of every SVG the app shows (the boards, the seats, the side pictures) is measured
  from its box in the page (``getBoundingClientRect``): none may be under :data:`MIN_PX` pixels tall. The play
  tables are measured in English and in Hungarian (longer words), the exercise apps on every exercise, the lessons
  on their first pages.
- **Whole.** No text drawn in an SVG ends in "…" (cut short with no way to read it whole).
- **Without scrolling.** On each play table the status line, the *play it* and *undo* buttons, the hand or seat of
  the player to move and the board's top are all inside the window, in both languages and at both sizes.
- **Save / load.** The save link looks like a button (it has a background), the load button's label is not cut.

The smallest text per app and size is printed (``-s``) and written to ``artifacts/browser/layout-sizes.json``;
screenshots go to ``artifacts/browser/layout-*.png``.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from browser_helpers import ARTIFACTS, START_TIMEOUT, Server, Watch, axe_violations, screenshot, start_classroom
from test_apps_browser import READY, missing_module

from tutor import landing

pytestmark = pytest.mark.browser

SIZES = ((1024, 768), (1366, 768))
MIN_PX = 11.0
LESSON_PAGES = 3  # the lessons' first pages (each page is a kernel round trip: CI time is tight)
APPS = [(name, kind) for name, apps in landing.APPS.items() for kind in apps]
#: what the pupil must see on each play table without scrolling (the hand or seat of the player to move: Amber's
#: tiles are the whole hands picture, the other games mark the seat to move)
MUST_SEE = {"status line": ".tutor-table-status", "play it": ".tutor-table-confirm", "undo": ".tutor-table-undo",
            "board": ".tutor-table-board svg"}
SEAT = {"amber": ".tutor-table-hands svg", "taxis": ".tutor-table .seat-to-move", "loire": ".tutor-table .seat-to-move"}

# The visible SVG texts, smallest first: [height in px, text]
TEXTS = """() => {
  const out = [];
  for (const t of document.querySelectorAll('svg text')) {
    const r = t.getBoundingClientRect(), words = t.textContent.trim();
    if (r.width < 0.5 || r.height < 0.5 || !words) continue;
    out.push([Math.round(r.height * 10) / 10, words]);
  }
  return out.sort((a, b) => a[0] - b[0]);
}"""
# The box of the first element of a selector in the window's coordinates, or null
BOX = """(selector) => {
  const e = document.querySelector(selector);
  if (!e) return null;
  const r = e.getBoundingClientRect();
  return {top: r.top, bottom: r.bottom, left: r.left, right: r.right};
}"""
sizes_found: dict[str, float] = {}


@pytest.fixture(scope="module")
def classroom(browser: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    # no standby kernels: this module outlasts --cull-after, and a standby kernel handed out after a cull pass may be
    # gone (issue 24, item 1); each app starts its kernel when opened, as in tests/test_hu_apps_browser.py
    with start_classroom(tmp_path_factory.mktemp("layout"), "--preheat=0") as server:
        yield server
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    (ARTIFACTS / "layout-sizes.json").write_text(json.dumps(sizes_found, indent=1, sort_keys=True))


def _open(browser: Any, server: Server, name: str, kind: str) -> tuple[Any, Any, Watch]:
    context = browser.new_context(viewport={"width": SIZES[0][0], "height": SIZES[0][1]})
    page = context.new_page()
    watch = Watch(page)
    page.goto(server.url, timeout=START_TIMEOUT * 1000)
    page.locator(f'a.tutor-app[data-app="{name}"][data-kind="{kind}"]').click()
    page.wait_for_selector(READY[kind], state="visible", timeout=START_TIMEOUT * 1000)
    page.wait_for_timeout(800)  # anything drawn just after the first board
    return context, page, watch


def _resize(page: Any, size: tuple[int, int]) -> None:
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.wait_for_timeout(300)


def _small(page: Any, where: str) -> tuple[float, list[str]]:
    """The smallest text height on the page now, and problems: texts under MIN_PX, texts cut with "…"."""
    texts = page.evaluate(TEXTS)
    small = [f"{where}: {h} px {t!r}" for h, t in texts if h < MIN_PX]
    cut = [f"{where}: cut short {t!r}" for _h, t in texts if t.endswith("…")]
    return (texts[0][0] if texts else float("inf")), small[:8] + cut[:8]


def _record(key: str, smallest: float) -> None:
    sizes_found[key] = min(sizes_found.get(key, float("inf")), smallest)
    print(f"smallest SVG text {key}: {sizes_found[key]} px")


def _unseen(page: Any, game: str, size: tuple[int, int]) -> list[str]:
    """What a pupil at the play table cannot see without scrolling."""
    out = []
    for what, selector in {**MUST_SEE, "hand or seat to move": SEAT[game]}.items():
        box = page.evaluate(BOX, selector)
        if box is None:
            out.append(f"{what} ({selector}) is missing")
            continue
        bottom = box["top"] + 40 if what == "board" else box["bottom"]  # the board's top is enough: it may scale
        if box["top"] < -0.5 or bottom > size[1] + 0.5 or box["left"] < -0.5 or box["right"] > size[0] + 0.5:
            out.append(f"{what} ({selector}) is not inside the {size[0]}×{size[1]} window: {box}")
    return out


@pytest.mark.parametrize(("name", "kind"), APPS, ids=[f"{landing.ABOUT[n][0]}-{k}" for n, k in APPS])
def test_every_text_is_readable_and_the_play_tables_fit(name: str, kind: str, classroom: Server,
                                                        browser: Any) -> None:
    reason = missing_module(name, kind)
    if reason:
        pytest.skip(reason)
    game = landing.ABOUT[name][0]
    context, page, watch = _open(browser, classroom, name, kind)
    problems: list[str] = []
    try:
        if kind == "play":
            for lang, button in (("en", "English"), ("hu", "Magyar")):
                if lang == "hu":
                    page.locator(".tutor-table-main .tutor-language button", has_text=button).first.click()
                    page.wait_for_timeout(1500)
                for size in SIZES:
                    _resize(page, size)
                    where = f"{game}-{kind}-{lang}-{size[0]}"
                    smallest, found = _small(page, where)
                    _record(f"{game}-{kind}-{size[0]}", smallest)
                    shot = screenshot(page, where, prefix="layout-")
                    problems += found + [f"{p} ({shot.name})" for p in _unseen(page, game, size)]
                problems += axe_violations(page, f"{game}-{kind}-{lang}")
            page.locator(".tutor-table-connections").first.click()  # the network in words and on the board
            page.wait_for_selector(".tutor-table-network [role=status]", timeout=30_000)
            problems += axe_violations(page, f"{game}-{kind}-hu with show connections")
            problems += _colour_blind(page, f"{game}-{kind}")
            tabs = page.locator(".tutor-table > .lm-TabBar .lm-TabBar-tab")
            for i in range(1, tabs.count()):  # new game, replay, save / load
                tabs.nth(i).click()
                page.wait_for_timeout(600)
                problems += axe_violations(page, f"{game}-{kind}-hu tab {i + 1}")
        else:
            steps = page.locator(".tutor-exapp-number")
            pages = steps.count() if kind == "exercises" else LESSON_PAGES
            for i in range(pages):
                if i and kind == "exercises":
                    steps.nth(i).click()
                    page.wait_for_timeout(900)
                elif i:
                    nxt = page.locator(".tutor-lesson button:not([disabled])", has_text="next rule")
                    if not nxt.count():
                        break
                    nxt.first.click()
                    page.wait_for_timeout(900)
                problems += axe_violations(page, f"{game}-{kind} page {i + 1}")
                for size in (SIZES if i % 2 == 0 else SIZES[::-1]):  # one resize fewer per page
                    _resize(page, size)
                    smallest, found = _small(page, f"{game}-{kind}-{size[0]} page {i + 1}")
                    _record(f"{game}-{kind}-{size[0]}", smallest)
                    problems += found
                    if i == 0:
                        screenshot(page, f"{game}-{kind}-{size[0]}", prefix="layout-")
        problems += _reflow(page, f"{game}-{kind}", board=kind != "lesson")
        problems += watch.problems()
        assert not problems, f"{name} {kind}:\n" + "\n".join(problems)
    finally:
        context.close()


# the page scrolls sideways as a whole: its width beyond the window's, in CSS pixels
SIDEWAYS = "() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - window.innerWidth"
ZOOMED = (683, 384)  # a 1366 × 768 screen at 200 % zoom, in CSS pixels (what the page lays itself out in)
#: a player's red as the tutor draws it, and as the colour-blind switch paints it (Okabe–Ito's vermilion)
RED, VERMILION, BLUE = "#d62728", "rgb(213, 94, 0)", "#1f77b4"
# a swatch in the seat's colour followed by its mark (a dot for the second seat), in the seats' picture
SEAT_MARK = """(blue) => [...document.querySelectorAll(`.tutor-table-hands svg rect[fill="${blue}"][stroke="#222"]`)]
  .some(r => r.nextElementSibling && r.nextElementSibling.tagName === "circle")"""


def _reflow(page: Any, where: str, board: bool = True) -> list[str]:
    """WCAG's reflow at 200 % zoom (issue 29, item 5): the app in a 683 × 384 window (the CSS pixels of a 1366 × 768
    screen zoomed to 200 %) scrolls only up and down, and (``board``) its board is still drawn (a lesson's page may
    be one without a board)."""
    tabs = page.locator(".tutor-table > .lm-TabBar .lm-TabBar-tab")
    if tabs.count():  # a table: back on its play tab
        tabs.first.click()
    _resize(page, ZOOMED)
    page.wait_for_timeout(500)
    shot = screenshot(page, where, prefix="zoom200-")
    out = []
    extra = page.evaluate(SIDEWAYS)
    if extra > 1:
        out.append(f"{where} at 200 % zoom: the page scrolls sideways by {extra} px ({shot.name})")
    if board and not page.evaluate("() => [...document.querySelectorAll('.tutor-boardview svg')].some(s => "
                                   "s.getBoundingClientRect().width > 100)"):
        out.append(f"{where} at 200 % zoom: no board is drawn ({shot.name})")
    _resize(page, SIZES[0])
    return out


def _colour_blind(page: Any, where: str) -> list[str]:
    """The *colour-blind colours* switch (issue 29, item 3): on, the players' red is painted vermilion and axe still
    finds nothing; off again, red is back."""
    fill = f'.tutor-table svg [fill="{RED}"]'
    colour = "(s) => getComputedStyle(document.querySelector(s)).fill"
    if not page.locator(fill).count():
        return [f"{where}: no player's red on the board to re-paint"]
    before = page.evaluate(colour, fill)
    page.locator(".tutor-table-colours").first.click()
    page.wait_for_selector(".tutor-table.tutor-colour-blind", state="attached", timeout=30_000)
    out = [] if page.evaluate(colour, fill) == VERMILION else [f"{where}: the colour-blind switch left red {before}"]
    # colour is not the only cue: the second seat's swatch carries its dot (tutor.svg.seat_square)
    if not page.evaluate(SEAT_MARK, BLUE):
        out.append(f"{where}: the second seat's swatch has no mark of its own")
    screenshot(page, where, prefix="colour-blind-")
    out += axe_violations(page, f"{where} with colour-blind colours")
    page.locator(".tutor-table-colours").first.click()
    page.wait_for_selector(".tutor-table:not(.tutor-colour-blind)", state="attached", timeout=30_000)
    if page.evaluate(colour, fill) != before:
        out.append(f"{where}: switched off, the colour-blind switch did not give red back")
    return out


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_the_landing_page_passes_axe(lang: str, classroom: Server, browser: Any) -> None:
    """axe-core (WCAG 2.0/2.1 A and AA) finds no serious or critical violation on the landing page (issue 29)."""
    page = browser.new_page(viewport={"width": SIZES[0][0], "height": SIZES[0][1]})
    try:
        page.goto(classroom.url + ("#hu" if lang == "hu" else ""), timeout=START_TIMEOUT * 1000)
        page.wait_for_selector("a.tutor-app", state="attached", timeout=START_TIMEOUT * 1000)
        found = axe_violations(page, f"landing page ({lang})")
        assert not found, "\n".join(found)
    finally:
        page.close()


def test_the_save_link_looks_like_a_button_and_the_load_button_is_whole(classroom: Server, browser: Any) -> None:
    """The save / load tab of a play table (the shared table: Amber's): the link has a background colour and white
    words (it was plain black text), and the load button's label fits in it (it was cut)."""
    context, page, watch = _open(browser, classroom, "Amber", "play")
    try:
        page.locator(".tutor-table .lm-TabBar-tab, .tutor-table .p-TabBar-tab").nth(3).click()
        page.wait_for_selector(".tutor-table-download", state="visible", timeout=30_000)
        look = page.evaluate("""() => {
          const a = document.querySelector('.tutor-table-download'), up = document.querySelector('.tutor-table-upload');
          const s = getComputedStyle(a);
          return {background: s.backgroundColor, colour: s.color, upload: up ? [up.scrollWidth, up.clientWidth] : null,
                  name: a.getAttribute('download')};
        }""")
        screenshot(page, "amber-save-load", prefix="layout-")
        assert look["background"] not in ("rgba(0, 0, 0, 0)", "transparent"), look
        assert look["colour"] == "rgb(255, 255, 255)", look
        assert look["upload"] is not None and look["upload"][0] <= look["upload"][1] + 1, look
        assert look["name"].startswith("amber-") and look["name"].endswith(".json"), look
        assert not watch.problems(), watch.problems()
    finally:
        context.close()
