"""Playing by keyboard alone (issue 29, item 1): the three game tables of the classroom app in Chromium, no pointer.

Marked ``browser``. One classroom server and one browser serve the module. A copy of each app's table is kept here
(the apps deal the same game: ``tools/nb_apps.py``); its bot chooses the pupil's move, and the test makes that move
on the page with the keyboard only: Tab (or Shift+Tab) into the board or the seats, the arrow keys to the element
(among the choosable ones; with Shift among every element), Enter to choose it (again: the next variant), Tab to
*play it* and Enter. The same choices are made on the copy, and after each move the page's board and seats must show
what the copy shows.

A whole game of each game is played to its end screen (Amber after switching the table to Hungarian by keyboard);
a few turns of each check the first focus, what a screen reader hears of a target (its accessible name, "you may
choose it" on the choosable ones), the visible focus ring, the live regions and Escape cancelling a choice; an
exercise and a lesson's try-it are answered by keyboard. Screenshots: ``artifacts/browser/keys-*.png``.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from browser_helpers import ARTIFACTS, AS_DRAWN, START_TIMEOUT, Server, Watch, start_classroom, wait_until
from test_access import names
from test_taxis_table import tokens

import amber.table
import loire.table
import taxis.table
from taxis.moves import Close
from tutor.table import Table

pytestmark = pytest.mark.browser

WAIT = 30.0
TABLE = ".tutor-table"
VIEWS = {"board": f"{TABLE} .tutor-table-board", "hands": f"{TABLE} .tutor-table-hands"}
#: each game: the app's address, its table as the app makes it, the turns played by keyboard
GAMES = {
    "amber": ("Amber", lambda: amber.table.Table(players=3, seed=1, typing=False), 4),
    "taxis": ("Thurn und Taxis", lambda: taxis.table.Table(players=3, seed=1, variant="gug", typing=False), 3),
    "loire": ("La Loire", lambda: loire.table.Table(players=2, seed=1, typing=False), 2),
}
# the element that has the keyboard's focus: its hit (or null), which view it is in, and its accessible name
ACTIVE = """() => {
  const a = document.activeElement;
  const t = a && a.closest ? a.closest('[data-hit]') : null;
  const view = t ? (t.closest('.tutor-table-board') ? 'board' : t.closest('.tutor-table-hands') ? 'hands' : '') : '';
  return {hit: t ? t.getAttribute('data-hit') : null, view, name: t ? t.getAttribute('aria-label') : null,
          button: a && a.classList ? [...a.classList].find(c => c.startsWith('tutor-table-')) || '' : ''};
}"""
# is the element `a` before the element `b` in the page? (Tab goes forward, Shift+Tab back)
BEFORE = """([a, b]) => {
  const x = document.querySelector(a) || document.activeElement, y = document.querySelector(b);
  return !!(x.compareDocumentPosition(y) & Node.DOCUMENT_POSITION_FOLLOWING);
}"""
CENTRE = """(e) => { const r = e.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; }"""


@pytest.fixture(scope="module")
def classroom(browser: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    with start_classroom(tmp_path_factory.mktemp("keys"), "--preheat=0") as server:
        yield server


def active(page: Any) -> dict[str, Any]:
    return page.evaluate(ACTIVE)


def focus_in(page: Any, selector: str) -> None:
    """Tab (or Shift+Tab) until the focus is inside ``selector``."""
    for _ in range(60):
        if page.evaluate("(s) => !!document.activeElement.closest(s)", selector):
            return
        page.keyboard.press("Tab" if page.evaluate(BEFORE, [":focus", selector]) else "Shift+Tab")
    raise AssertionError(f"Tab never reached {selector}")


def arrows_in(page: Any, board: str, hit: str, shift: bool = True) -> None:
    """The arrow keys until ``hit`` of the board ``board`` has the focus: among the choosable elements, or with Shift
    among every element. Each press goes the way of the goal; an element seen twice sends the next press another way
    (a way round what lies between)."""
    goal = page.locator(f'{board} [data-hit="{hit}"]').first.evaluate(CENTRE)
    seen: dict[str, int] = {}
    for _ in range(120):
        now = page.evaluate("() => { const t = document.activeElement.closest('[data-hit]');"
                            " return t ? t.getAttribute('data-hit') : null; }")
        if now == hit:
            return
        seen[now] = seen.get(now, 0) + 1
        here = page.evaluate("() => { const r = document.activeElement.getBoundingClientRect();"
                             " return [r.left + r.width / 2, r.top + r.height / 2]; }")
        dx, dy = goal[0] - here[0], goal[1] - here[1]
        keys = (["ArrowRight" if dx > 0 else "ArrowLeft", "ArrowDown" if dy > 0 else "ArrowUp"] if abs(dx) >= abs(dy)
                else ["ArrowDown" if dy > 0 else "ArrowUp", "ArrowRight" if dx > 0 else "ArrowLeft"])
        keys += [k for k in ("ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight") if k not in keys]
        turn = (seen[now] - 1) % len(keys)
        for key in keys[turn:] + keys[:turn]:
            page.keyboard.press(f"Shift+{key}" if shift else key)
            if page.evaluate("() => document.activeElement.getAttribute('data-hit')") != now:
                break
        else:
            raise AssertionError(f"the arrow keys cannot get from {now} to {hit}")
    raise AssertionError(f"the arrow keys never reached {hit} at {goal}: at {now} {here}")


def press_button(page: Any, scope: str, words: str) -> None:
    """Tab to the button of ``scope`` that reads ``words``, and press Enter."""
    button = page.locator(f"{scope} button", has_text=words).first
    for _ in range(60):
        if button.evaluate("b => b === document.activeElement"):
            page.keyboard.press("Enter")
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached the button {words!r}")


def choose(page: Any, copy: Table, hit: str) -> None:
    """``hit`` chosen by keyboard on the page, and the same choice made on the copy."""
    view = "board" if page.locator(f'{VIEWS["board"]} [data-hit="{hit}"]').count() else "hands"
    focus_in(page, VIEWS[view])
    arrows_in(page, VIEWS[view], hit, shift=hit not in copy.view().clickable)
    page.keyboard.press("Enter")
    if view == "board":
        copy.board.over(hit)  # the focus showed its preview on the page, as the pointer would
        copy.board.click(hit)
    else:
        copy.hands.click(hit)
    synced(page, copy, f"the answer to {hit} chosen by keyboard")


def seats_synced(page: Any, copy: Table, what: str) -> None:
    reparse = "svg => { const d = document.createElement('div'); d.innerHTML = svg; return d.innerHTML; }"
    want = page.evaluate(reparse, copy.hands.svg)
    wait_until(lambda: page.locator(f"{VIEWS['hands']} svg").first.evaluate(AS_DRAWN) == want, what, WAIT)


def synced(page: Any, copy: Table, what: str) -> None:
    """The page's board and seats show what the copy's show (the keys' answers have all arrived)."""
    seats_synced(page, copy, what)
    reparse = "svg => { const d = document.createElement('div'); d.innerHTML = svg; return d.innerHTML; }"
    want = page.evaluate(reparse, copy.board.svg)
    wait_until(lambda: page.locator(f"{VIEWS['board']} svg").first.evaluate(AS_DRAWN) == want, what, WAIT)


def play_by_keys(page: Any, copy: Table, move: Any) -> None:
    """``move`` chosen by keyboard on the page and alike on the copy, by its clicks (a Thurn und Taxis closing: its
    cities one by one), then *play it* unless it was played at once."""
    if isinstance(move, Close):
        steps = ("close", *sorted(tokens(move) - {"close"}, reverse=True))
    else:
        steps = next(p for m, p in copy.narrowing.paths if m == move)
    for hit in steps:
        choose(page, copy, hit)
    while copy.narrowing.current is not None and copy.narrowing.current != move:
        page.keyboard.press("Enter")  # the last choice again: its next variant
        (copy.board if active(page)["view"] == "board" else copy.hands).click(steps[-1])
        synced(page, copy, "the next variant")
    if copy.narrowing.current is None:
        return  # played at once
    for _ in range(40):
        if active(page)["button"] == "tutor-table-confirm":
            break
        page.keyboard.press("Tab")
    else:
        raise AssertionError("Tab never reached *play it*")
    page.keyboard.press("Enter")
    copy.confirm()
    synced(page, copy, "the move played")


def open_table(classroom: Server, browser: Any, game: str) -> tuple[Any, Watch, Table]:
    """A tab at 1024 × 768 on the game's play app, its copy here (the same deal), and the focus on the page's body."""
    name, make, _turns = GAMES[game]
    page = browser.new_page(viewport={"width": 1024, "height": 768})
    watch = Watch(page)
    page.goto(f"{classroom.url}voila/render/{name.replace(' ', '%20')}.ipynb", timeout=START_TIMEOUT * 1000)
    page.wait_for_selector(f"{VIEWS['board']} svg [data-hit]", timeout=START_TIMEOUT * 1000)
    copy = make()
    seats_synced(page, copy, "the same deal on the page and here")
    page.locator("body").focus()
    return page, watch, copy


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_game_is_played_by_keyboard_alone(game: str, classroom: Server, browser: Any) -> None:
    turns = GAMES[game][2]
    page, watch, copy = open_table(classroom, browser, game)
    try:
        focus_in(page, VIEWS["hands" if game == "amber" else "board"])
        first = active(page)
        assert first["hit"] in copy.view().clickable, first  # Tab lands on a choosable element
        assert first["name"] and first["name"].endswith("you may choose it"), first
        ring = page.locator(".tutor-focus-ring").first.bounding_box()
        box = page.locator(f'{TABLE} [data-hit="{first["hit"]}"]').first.bounding_box()
        assert ring and box and ring["x"] <= box["x"] and ring["x"] + ring["width"] >= box["x"] + box["width"], \
            (ring, box)
        page.screenshot(path=str(ARTIFACTS / f"keys-{game}-focus.png"))
        # what a screen reader reads out as it changes: the status line, and the messages (the bots' moves)
        assert page.locator(f"{TABLE} .tutor-table-status .widget-html-content[role=status]").count() == 1
        assert page.locator(f"{TABLE} .tutor-table-message .widget-html-content[role=log]").count() == 1
        # a sample of names as a screen reader hears them: the copy's names (labels, else titles), "you may choose it"
        # on the choosable ones
        expected = names(copy)
        on = set(copy.board.targets)
        for hit in sorted(expected)[:: max(1, len(expected) // 12)]:
            heard = page.locator(f'{TABLE} [data-hit="{hit}"]').first.get_attribute("aria-label")
            assert heard == (expected[hit] or hit.split(":", 1)[-1]) + (", you may choose it" if hit in on else ""), \
                (hit, heard)
        # the board in words, a region a screen reader finds by its name (not shown on the screen)
        summary = page.get_by_role("region", name="the board in words")
        assert summary.count() == 1 and "to play." in summary.text_content() and "Scores now:" in summary.text_content()
        if game == "amber":  # Escape takes a choice back
            page.keyboard.press("Enter")
            copy.hands.click(first["hit"])
            seats_synced(page, copy, "a tile chosen")
            page.keyboard.press("Escape")
            copy.key("Escape")
            seats_synced(page, copy, "the choice taken back by Escape")
        for turn in range(turns):
            who = copy.game.to_move
            move = copy.spec.bot(copy.game.config.seed + len(copy.game.history)).choose(copy.game)
            play_by_keys(page, copy, move)
            seats_synced(page, copy, f"turn {turn + 1} played by keyboard")
            assert copy.game.history and who is not None
        page.screenshot(path=str(ARTIFACTS / f"keys-{game}-played.png"))
        wait_until(lambda: "Just played:" in summary.text_content(), "the summary says what was just played", WAIT)
        assert not watch.problems(), watch.problems()
    finally:
        page.close()


@pytest.mark.parametrize(("game", "lang"), [("amber", "hu"), ("loire", "en"), ("taxis", "en")])
def test_a_whole_game_is_played_by_keyboard(game: str, lang: str, classroom: Server, browser: Any) -> None:
    """A game from the deal to the end screen by keyboard alone (Amber with the language switched to Hungarian by
    keyboard first)."""
    from tutor.i18n import language

    page, watch, copy = open_table(classroom, browser, game)
    try:
        if lang == "hu":
            press_button(page, f"{TABLE} .tutor-language", "Magyar")
        with language(lang):
            copy.redraw()
            seats_synced(page, copy, f"the table in {lang}")
            turns = 0
            while not copy.game.is_over:
                move = copy.spec.bot(copy.game.config.seed + len(copy.game.history)).choose(copy.game)
                play_by_keys(page, copy, move)
                seats_synced(page, copy, f"turn {turns + 1} played by keyboard")
                turns += 1
                assert turns < 400, "the game does not end"
            end = page.locator(f"{TABLE} .tutor-table-end").first
            wait_until(lambda: end.is_visible() and end.inner_text().strip() != "", "the end screen", WAIT)
        print(f"a whole {game} game by keyboard ({lang}): {turns} moves")
        page.screenshot(path=str(ARTIFACTS / f"keys-{game}-whole-game-{lang}.png"))
        assert not watch.problems(), watch.problems()
    finally:
        page.close()


# -- an exercise and a lesson's try-it, by keyboard ---------------------------------------------------------------


def test_an_exercise_is_answered_by_keyboard(classroom: Server, browser: Any) -> None:
    from amber.exercises import get

    app = ".tutor-exapp"
    page = browser.new_page(viewport={"width": 1024, "height": 768})
    watch = Watch(page)
    try:
        page.goto(f"{classroom.url}voila/render/Amber%20exercises.ipynb", timeout=START_TIMEOUT * 1000)
        page.wait_for_selector(f"{app} .tutor-boardview svg", timeout=START_TIMEOUT * 1000)
        page.evaluate("window.localStorage.clear()")
        page.locator("body").focus()
        focus_in(page, f"{app} .tutor-exapp-number")
        press_button(page, app, "2")
        title = get("ex2").title
        wait_until(lambda: title in page.locator(f"{app} h3").first.inner_text(), "on exercise 2", WAIT)
        board = f"{app} .tutor-boardview"
        page.wait_for_selector(f"{board} [data-hit]", timeout=WAIT * 1000)
        for hit in sorted(get("ex2").answer()):  # where can red build: every field, by keyboard
            focus_in(page, board)
            arrows_in(page, board, hit)
            page.keyboard.press("Enter")
            page.wait_for_timeout(300)
        press_button(page, app, "Check")
        wait_until(lambda: page.locator(f"{app} .tutor-exapp-good").count() > 0, "answered right, by keyboard", WAIT)
        page.screenshot(path=str(ARTIFACTS / "keys-exercise.png"))
        assert not watch.problems(), watch.problems()
    finally:
        page.close()


def test_a_lesson_try_is_made_by_keyboard(classroom: Server, browser: Any) -> None:
    from test_hu_apps_browser import _try_page

    from amber.examples import SPEC
    from tutor.lesson import Lesson

    lesson = Lesson(SPEC)
    index, _brk, keep, _reason = _try_page(SPEC, lesson)
    titles = [SPEC.rules[rule_id].title for _s, rule_id in lesson.pages]
    root, tried = ".tutor-lesson", ".tutor-lesson .tutor-lesson-try"
    page = browser.new_page(viewport={"width": 1024, "height": 768})
    watch = Watch(page)
    try:
        page.goto(f"{classroom.url}voila/render/Amber%20lesson.ipynb", timeout=START_TIMEOUT * 1000)
        page.wait_for_selector(f"{root} h3", timeout=START_TIMEOUT * 1000)
        page.locator("body").focus()
        for i in range(index):  # to the page with a try, by the *next rule* button and Enter
            press_button(page, root, "next rule")
            wait_until(lambda i=i: " ".join(titles[i + 1].split()) in " ".join(
                page.locator(f"{root} h3").first.inner_text().split()), f"on page {i + 2}", WAIT)
        focus_in(page, f"{tried} .tutor-boardview")
        arrows_in(page, f"{tried} .tutor-boardview", keep)
        page.keyboard.press("Enter")
        wait_until(lambda: "✓" in page.locator(tried).first.inner_text(), "the keeping move allowed", WAIT)
        page.screenshot(path=str(ARTIFACTS / "keys-lesson-try.png"))
        assert not watch.problems(), watch.problems()
    finally:
        page.close()
