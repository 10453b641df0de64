"""La Loire's game table in a real browser: the Loire play app in the Voila classroom app, at three window sizes.

Marked ``browser`` (see tests/test_browser.py for how these tests run). Every click is made on the page (a piece, a
horse button, a place, an action) and the same click on a copy of the table made here, so that the moves to click
are known and every answer is checked. At each size: the board and the controls lie inside the window, an illegal
click is answered on the board with its rule id, a few steps are played by clicks. At 1400 × 1000 a late position
is loaded as a game file and played by clicks to the end screen; a two-human pass-and-play game runs a few steps.
At 1024 × 768 the hint's words, and the network's (*show connections*), are in the window with the board's top and
the *play it* and *undo* buttons, nothing scrolled, and the board's texts still at least ``MIN_PX`` px tall.
Screenshots go to ``artifacts/browser/loire-table-*.png``.
"""

from __future__ import annotations

import json
import os
import runpy
import sys
from collections.abc import Iterator
from html import escape
from pathlib import Path
from typing import Any

import pytest
from browser_helpers import (
    ARTIFACTS,
    AS_DRAWN,
    ROOT,
    START_TIMEOUT,
    Server,
    Watch,
    _env,
    click_hit_ms,
    free_port,
    inside,
    wait_until,
)
from test_layout_browser import MIN_PX

import loire
from loire.bots import GreedyBot
from loire.table import Table, path
from tutor.bots import play_out

pytestmark = pytest.mark.browser

SIZES = [(1024, 768), (1400, 1000), (1920, 1080)]
WAIT = 30.0
TABLE = ".tutor-table"
BOARD = f"{TABLE} .tutor-table-board"
HANDS = f"{TABLE} .tutor-table-hands"
CONTROLS = ["undo", "show-all", "try", "status", "message", "bot-move"]
APP = "loire"


def loire_room(folder: Path) -> Path:
    """``folder`` holding the La Loire play app as ``tools/nb_loire_play.py`` builds it (with the game table, even
    before the committed notebook is re-executed); Voila runs it on opening."""
    import nbformat

    tools = str(ROOT / "tools")
    sys.path.insert(0, tools)
    try:
        nbformat.write(runpy.run_path(str(ROOT / "tools" / "nb_loire_play.py"), run_name="builder")["nb"],
                       folder / f"{APP}.ipynb")
    finally:
        sys.path.remove(tools)
    return folder


def start_loire_table(folder: Path) -> Server:
    """Voila over a room holding the Loire play app (see :func:`loire_room`), as the classroom app serves it, on a
    free port, this checkout importable by the kernels; a context manager. The app: ``voila/render/loire.ipynb``."""
    room = folder / "room"
    room.mkdir(parents=True, exist_ok=True)
    loire_room(room)
    port = free_port()
    (folder / "connections").mkdir(parents=True, exist_ok=True)
    args = [sys.executable, "-m", "voila", str(room), "--no-browser", f"--port={port}", "--Voila.port_retries=0",
            "--Voila.ip=127.0.0.1", "--VoilaConfiguration.classic_tree=True",
            f"--Voila.connection_dir_root={folder / 'connections'}"]
    env = _env(folder)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH", "")) if p)
    return Server("voila", args, f"http://127.0.0.1:{port}/", "", folder, env=env)


@pytest.fixture(scope="module")
def app_url(browser: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with start_loire_table(tmp_path_factory.mktemp("loire-table")) as server:
        yield f"{server.url}voila/render/{APP}.ipynb"


def where(hit: str) -> str:
    """The view a hit is clicked in: the board (places, pieces, river spaces, and the choices under it) or, for the
    goods, message cards and recall buttons of the seats, the seats on the right."""
    return HANDS if hit.startswith(("recall:",)) else BOARD


class Pair:
    """The table in the page and its copy here, clicked alike."""

    def __init__(self, page: Any, table: Table) -> None:
        self.page, self.table = page, table

    def svg(self, where: str) -> str:
        return self.page.locator(f"{where} svg").first.evaluate(AS_DRAWN)

    def hit(self, hit: str) -> None:
        """Click ``data-hit=hit`` on the page and here; wait until the page shows what the copy shows."""
        view = where(hit)
        (self.table.board if view == BOARD else self.table.hands).click(hit)
        self.page.locator(f'{TABLE} [data-hit="{hit}"]').first.click()
        self.wait_synced(f"the answer to a click on {hit}")

    def button(self, name: str, widget: Any) -> None:
        widget.click()
        self.page.locator(f"{TABLE} .tutor-table-{name}").first.click()
        self.wait_synced(f"the answer to '{name}'")

    def wait_synced(self, what: str) -> None:
        reparse = "svg => { const d = document.createElement('div'); d.innerHTML = svg; return d.innerHTML; }"
        board, hands = (self.page.evaluate(reparse, svg) for svg in (self.table.board.svg, self.table.hands.svg))
        wait_until(lambda: self.svg(BOARD) == board and self.svg(HANDS) == hands, what, WAIT)

    def play(self, move: Any) -> None:
        """Choose ``move`` by clicks (a click on the piece keeps its horses; the horse button if it changes them)."""
        before = len(self.table.game.history)
        for hit in path(move):
            if hit in self.table.narrowing.selection:
                continue  # chosen already (the horses kept)
            self.hit(hit)
        if len(self.table.game.history) == before:
            self.button("confirm", self.table.confirm_button)
        assert self.table.game.history[before] == move, (move, self.table.message.value)


def page_problems(watch: Watch) -> list[str]:
    """The page's problems, less one of Voila's own front end: its JupyterLab licenses plugin sometimes fails to
    start (``LicensesClient`` undefined) while the page loads; nothing of the table is involved."""
    return [p for p in watch.problems() if "reading 'LicensesClient'" not in p]


def open_table(browser: Any, url: str, width: int, height: int) -> tuple[Any, Watch]:
    page = browser.new_page(viewport={"width": width, "height": height})
    watch = Watch(page)
    page.goto(url, timeout=START_TIMEOUT * 1000)
    page.wait_for_selector(f"{BOARD} svg", timeout=START_TIMEOUT * 1000)
    page.wait_for_selector(f"{HANDS} svg", timeout=WAIT * 1000)
    page.evaluate("() => window.scrollTo(0, 0)")
    return page, watch


def shot(page: Any, name: str) -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"loire-table-{name}.png"))


# the board's SVG texts under ``least`` px tall (measured as tests/test_layout_browser.py does): [height in px, text]
SMALL_TEXTS = """(least) => [...document.querySelectorAll('.tutor-table-board svg text')].map(t => {
  const r = t.getBoundingClientRect();
  return [Math.round(r.height * 10) / 10, t.textContent.trim(), r.width];
}).filter(([h, words, w]) => w >= 0.5 && h >= 0.5 && words && h < least).map(([h, words]) => [h, words])"""
# the page and every box that holds the table scrolled back to their tops (Voila's notebook panel scrolls, not the
# window: a click scrolls it to bring a button in sight)
TO_THE_TOP = """(selector) => {
  for (let e = document.querySelector(selector); e; e = e.parentElement) e.scrollTop = 0;
  window.scrollTo(0, 0);
}"""


def unseen_at_the_top(page: Any, words: str, width: int, height: int) -> list[str]:
    """What a pupil does not see at the top of the page (nothing scrolled) at ``width`` × ``height``: the words of
    ``words`` (their whole box), the *play it* and *undo* buttons, the board's top (its first 40 px: it may scale),
    and any board text under MIN_PX px tall."""
    page.evaluate(TO_THE_TOP, TABLE)
    out = []
    for selector in (f"{TABLE} {words}", f"{TABLE} .tutor-table-confirm", f"{TABLE} .tutor-table-undo"):
        if not page.locator(selector).first.is_visible():
            out.append(f"{selector} is not shown")
        out += inside(page, selector, width, height)
    board = page.locator(f"{BOARD} svg").first.bounding_box()
    if board is None or board["y"] < -0.5 or board["y"] + 40 > height + 0.5:
        out.append(f"the board's top is not in the window: {board}")
    out += [f"board text {h} px tall: {t!r}" for h, t in page.evaluate(SMALL_TEXTS, MIN_PX)]
    return out


@pytest.mark.parametrize(("width", "height"), SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_table_fits_and_plays_by_clicks(width: int, height: int, app_url: str, browser: Any) -> None:
    page, watch = open_table(browser, app_url, width, height)
    try:
        pair = Pair(page, Table(players=2, seed=1))  # the notebook's table
        pair.wait_synced("the first board")
        shot(page, f"{width}x{height}-start")
        problems = inside(page, f"{BOARD} svg", width, height)  # the board and the choices under it
        problems += inside(page, f"{TABLE} .lm-TabBar-tab", width, height)
        side = page.locator(f"{TABLE} .tutor-table-sidebox").first.bounding_box()
        below = side["y"] > page.locator(f"{BOARD} svg").first.bounding_box()["y"] + 100  # wrapped under the board
        for name in CONTROLS:  # beside the board: in the window; wrapped under it: in its width (scroll down)
            problems += inside(page, f"{TABLE} .tutor-table-{name}", width, 10**6 if below else height)
        assert not problems, problems
        assert below == (width < 1300), side
        box = page.locator(f"{BOARD} svg").first.bounding_box()
        assert box["width"] >= width * 0.45, box  # the board fills its share of the window
        piece = page.locator(f'{BOARD} [data-hit="piece:merchant"]').first.bounding_box()
        assert piece["width"] >= 14 and piece["height"] >= 14, piece  # big enough to hit

        # an illegal click: the merchant, then a place too far: the rule on the board, in red
        pair.hit("piece:merchant")
        far = next(p for p in ("Blois", "Orléans", "Tours") if p not in pair.table.narrowing.next_hits)
        pair.hit(far)
        rule = pair.table.error.rule
        title = pair.table.game.engine.rules[rule].title  # the rule by its title; its id only in the tooltips
        drawn, said = pair.svg(BOARD), page.locator(f"{TABLE} .tutor-table-message").first.text_content() or ""
        assert rule.startswith("loire.") and f"✗ {escape(title, quote=False)}" in drawn
        assert f"<title>{rule}</title>" in drawn and rule not in drawn.replace(f"<title>{rule}</title>", "")
        assert title in said and rule not in said
        shot(page, f"{width}x{height}-illegal")

        helper = GreedyBot(seed=5)
        for _ in range(4):
            pair.play(helper.choose(pair.table.game))
        shot(page, f"{width}x{height}-played")
        assert not inside(page, f"{BOARD} svg", width, height)
        assert not page_problems(watch), page_problems(watch)
    finally:
        page.close()


def late_game() -> loire.Game:
    """Greedy bots play a two-player game until its end is triggered: the last turns are left to play."""
    game = loire.new_game(2, seed=2)
    bots = [GreedyBot(seed=1), GreedyBot(seed=2)]
    while game.state.trigger is None:
        play_out(game, bots, max_moves=1)
    return game


def test_a_late_game_to_the_end_screen_by_clicks(app_url: str, browser: Any) -> None:
    record = json.dumps(late_game().to_record())
    page, watch = open_table(browser, app_url, 1400, 1000)
    try:
        pair = Pair(page, Table(players=2, seed=1))
        pair.wait_synced("the first board")
        tabs = page.locator(f"{TABLE} .lm-TabBar-tab")
        tabs.filter(has_text="save / load").first.click()
        with page.expect_file_chooser() as chooser:
            page.locator(f"{TABLE} .tutor-table-upload").first.click()
        chooser.value.set_files(files=[{"name": "late.json", "mimeType": "application/json",
                                        "buffer": record.encode()}])
        assert pair.table.load_text(record)
        tabs.filter(has_text="play").first.click()
        pair.wait_synced("the late position")
        helper = GreedyBot(seed=7)
        while not pair.table.game.is_over:
            pair.play(helper.choose(pair.table.game))
        end = page.locator(f"{TABLE} .tutor-table-end").first
        wait_until(lambda: "Game over" in (end.text_content() or ""), "the end screen")
        text = end.text_content() or ""
        assert all(c in text for c in ("boat", "characters", "palaces", "total")) and "loire.end." not in text
        assert any(f"({r.title}" in text for i, r in loire.RULES.items() if ".end." in i), text  # the rule, in words
        end.scroll_into_view_if_needed()
        shot(page, "1400x1000-end")
        assert not page_problems(watch), page_problems(watch)
    finally:
        page.close()


def test_two_humans_pass_and_play_and_latency(app_url: str, browser: Any) -> None:
    page, watch = open_table(browser, app_url, 1024, 768)
    try:
        pair = Pair(page, Table(players=2, seed=1))
        pair.wait_synced("the first board")
        ms = click_hit_ms(page, f'{BOARD} [data-hit="piece:merchant"]', BOARD)
        pair.table.click("piece:merchant")
        pair.wait_synced("the merchant chosen")
        print(f"click on a piece to the board redrawn: {ms:.0f} ms")
        assert ms is not None and ms < 3000
        tab = page.locator(f"{TABLE} .lm-TabBar-tab")
        tab.filter(has_text="new game").first.click()
        page.locator(f"{TABLE} .widget-dropdown select").nth(3).select_option("human")  # seat 2
        page.locator(f"{TABLE} .widget-button").filter(has_text="new game").first.click()
        tab.filter(has_text="play").first.click()
        t = pair.table
        t.seat_pickers[1].value = "human"
        t.new_game()
        pair.wait_synced("the new game's board")
        status = page.locator(f"{TABLE} .tutor-table-status").first
        helper = GreedyBot(seed=3)
        seen: list[int] = []
        while len(set(seen)) < 2 or seen.count(seen[-1]) < 3:  # both seats, and a few steps of the second
            who = t.game.to_move
            seen.append(who)
            name = t.game.players[who]
            wait_until(lambda: name in (status.text_content() or ""), "the seat to play shown")  # noqa: B023
            if t.curtain:
                assert page.locator(f'{BOARD} .choices [data-hit]').count() == 0  # nothing to choose yet
                pair.button("show", t.show_button)
                shot(page, "pass-and-play")
            pair.play(helper.choose(t.game))
        assert set(seen) == {0, 1}
        assert not page_problems(watch), page_problems(watch)
    finally:
        page.close()


def show_network(page: Any, pair: Pair) -> Any:
    """Switch *show connections* on; once the network shows in words, the locator of those words."""
    pair.table.connections.value = True
    page.locator(f"{TABLE} .tutor-table-connections").first.click()
    pair.wait_synced("the network drawn")
    words = page.locator(f"{TABLE} .tutor-table-network").first
    wait_until(lambda: "Red's merchant (at" in words.inner_text(), "the network in words", WAIT)
    return words


def test_a_hint_is_shown_and_played_by_clicking_it(app_url: str, browser: Any) -> None:
    page, watch = open_table(browser, app_url, 1024, 768)
    try:
        pair = Pair(page, Table(players=2, seed=1))
        pair.button("hint", pair.table.hint_button)
        move = pair.table.view().preview
        assert move in pair.table.game.legal_moves()
        wait_until(lambda: "Hint for" in page.locator(f"{TABLE} .tutor-table-hint-text").first.inner_text(),
                   "the hint's reason in words", WAIT)
        # the hint's words, and the buttons to play it or take it back, in sight without scrolling
        unseen = unseen_at_the_top(page, ".tutor-table-hint-text", 1024, 768)
        shot(page, "hint")
        assert not unseen, unseen
        pair.play(move)
        assert not page_problems(watch), page_problems(watch)
    finally:
        page.close()


def test_a_hint_with_the_network_shown_keeps_the_hint_and_its_buttons_in_sight(app_url: str, browser: Any) -> None:
    """*show connections* on, then *hint*: there is no room for both texts above the board at 1024 × 768, so the
    network's words go under the buttons while the hint shows (and come back above the board once it is played)."""
    page, watch = open_table(browser, app_url, 1024, 768)
    try:
        pair = Pair(page, Table(players=2, seed=1))
        words = show_network(page, pair)
        pair.button("hint", pair.table.hint_button)
        move = pair.table.view().preview
        wait_until(lambda: "Hint for" in page.locator(f"{TABLE} .tutor-table-hint-text").first.inner_text(),
                   "the hint's reason in words", WAIT)
        unseen = unseen_at_the_top(page, ".tutor-table-hint-text", 1024, 768)
        shot(page, "hint-and-connections")
        assert not unseen, unseen
        buttons = page.locator(f"{TABLE} .tutor-table-confirm").first.bounding_box()
        assert words.is_visible() and words.bounding_box()["y"] > buttons["y"], (words.bounding_box(), buttons)
        pair.play(move)
        board = page.locator(f"{BOARD} svg").first
        wait_until(lambda: words.bounding_box()["y"] < board.bounding_box()["y"], "the network's words back above the "
                   "board", WAIT)
        assert not page_problems(watch), page_problems(watch)
    finally:
        page.close()


def test_show_connections_draws_the_network_and_says_it(app_url: str, browser: Any) -> None:
    page, watch = open_table(browser, app_url, 1024, 768)
    try:
        pair = Pair(page, Table(players=2, seed=1))
        show_network(page, pair)
        drawn = page.locator(f"{BOARD} svg g.network").first.bounding_box()
        assert drawn is not None and drawn["y"] + drawn["height"] <= 768, drawn
        unseen = unseen_at_the_top(page, ".tutor-table-network", 1024, 768)  # the network in words, in sight
        shot(page, "connections")
        assert not unseen, unseen
        assert not page_problems(watch), page_problems(watch)
    finally:
        page.close()
