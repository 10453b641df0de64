"""Thurn und Taxis' game table in a real browser: the Taxis app of the Voila classroom, three window sizes, Chromium.

Marked ``browser`` (see tests/test_browser.py for how these tests run). Every click is made on the page (a face-up
card, a card in the hand, an end of the route, the cities of a closing, an official's tile, *play it*) and the same
click on a copy of the table made here, so that the moves to click are known and every answer is checked. At each
size: the board, the seats and every control lie inside the window; an illegal click is answered in red with its
rule id; a few moves are played by clicks. At 1400 × 1000 every kind of move is made by clicks from positions loaded
as game files, a late position is played to the end screen and saved, and two humans share the screen. Screenshots
go to ``artifacts/browser/taxis-table-*.png``.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from html import escape
from typing import Any

import pytest
from browser_helpers import (
    ARTIFACTS,
    AS_DRAWN,
    START_TIMEOUT,
    Watch,
    inside,
    start_classroom,
    wait_until,
)
from test_taxis_table import TURNS, pick, tokens

import taxis
from taxis.bots import GreedyBot
from taxis.moves import Close, End
from taxis.table import Table

pytestmark = pytest.mark.browser

SIZES = [(1024, 768), (1400, 1000), (1920, 1080)]
WAIT = 30.0
TABLE = ".tutor-table"
BOARD = f"{TABLE} .tutor-table-board"
HANDS = f"{TABLE} .tutor-table-hands"
CONTROLS = ["confirm", "cancel", "bot-move", "undo", "show-all", "try", "status"]




@pytest.fixture(scope="module")
def app_url(browser: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with start_classroom(tmp_path_factory.mktemp("taxis-table")) as server:
        yield f"{server.url}voila/render/Thurn%20und%20Taxis.ipynb"


def where(hit: str) -> str:
    """The view a hit lies in: the hand and the horse row in the seats, the rest (map, cards, tiles) on the board."""
    return HANDS if hit.startswith(("hand:", "horses")) else BOARD


class Pair:
    """The table in the page and its copy here, clicked alike."""

    def __init__(self, page: Any, table: Table) -> None:
        self.page, self.table = page, table

    def svg(self, selector: str) -> str:
        return self.page.locator(f"{selector} svg").first.evaluate(AS_DRAWN)

    def hit(self, hit: str) -> None:
        """Click ``data-hit=hit`` on the page and here; wait for the page to agree."""
        view = where(hit)
        (self.table.hands if view == HANDS else self.table.board).click(hit)
        self.page.locator(f'{view} [data-hit="{hit}"]').first.click()
        self.wait_synced(f"the answer to a click on {hit}")

    def button(self, name: str) -> None:
        getattr(self.table, {"confirm": "confirm_button", "show": "show_button", "cancel": "cancel_button",
                             "bot-move": "bot_button", "hint": "hint_button"}[name]).click()
        self.page.locator(f"{TABLE} .tutor-table-{name}").first.click()
        self.wait_synced(f"the answer to '{name}'")

    def wait_synced(self, what: str) -> None:
        """Wait until the page's board and seats show the copy's (the same drawings, as the browser parses them)."""
        reparse = "svg => { const d = document.createElement('div'); d.innerHTML = svg; return d.innerHTML; }"
        board, hands = (self.page.evaluate(reparse, svg) for svg in (self.table.board.svg, self.table.hands.svg))
        try:
            wait_until(lambda: self.svg(BOARD) == board and self.svg(HANDS) == hands, what)
        except AssertionError as err:
            err.args = (f"{err.args[0]}; message: {self.table.message.value[:300]!r}",)
            raise

    def play(self, move: Any, via: str | None = None) -> None:
        """Make ``move`` by clicks: a closing's cities in reverse order, else its click path; *play it* if needed."""
        t = self.table
        before = len(t.game.history)
        if isinstance(move, Close):
            hits = ["close", *sorted(tokens(move) - {"close"}, reverse=True)]
        else:
            hits = list(next(p for m, p in t.narrowing.paths if m == move and (via is None or p[0] == via)))
        for hit in hits:
            self.hit(hit)
        if len(t.game.history) == before:
            assert t.narrowing.current == move
            self.button("confirm")
        assert t.game.history[before] == move




def open_table(browser: Any, url: str, width: int, height: int) -> tuple[Any, Watch]:
    page = browser.new_page(viewport={"width": width, "height": height})
    watch = Watch(page)
    page.goto(url, timeout=START_TIMEOUT * 1000)
    page.wait_for_selector(f"{BOARD} svg", timeout=START_TIMEOUT * 1000)
    page.wait_for_selector(f"{HANDS} svg", timeout=WAIT * 1000)
    page.evaluate("() => window.scrollTo(0, 0)")
    return page, watch


def load(pair: Pair, record: str, what: str) -> None:
    """Load a game file on the page (the *save / load* tab) and here, then go back to the play tab."""
    page = pair.page
    tabs = page.locator(f"{TABLE} .lm-TabBar-tab")
    tabs.filter(has_text="save / load").first.click()
    with page.expect_file_chooser() as chooser:
        page.locator(f"{TABLE} .tutor-table-upload").first.click()
    chooser.value.set_files(files=[{"name": "position.json", "mimeType": "application/json",
                                    "buffer": record.encode()}])
    assert pair.table.load_text(record)
    tabs.filter(has_text="play").first.click()
    pair.wait_synced(f"the position for {what}")


@pytest.mark.parametrize(("width", "height"), SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_table_fits_and_plays_by_clicks(width: int, height: int, app_url: str, browser: Any) -> None:
    page, watch = open_table(browser, app_url, width, height)
    try:
        pair = Pair(page, Table(players=3, seed=1, variant="gug"))  # the notebook's table
        pair.wait_synced("the first board")
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"taxis-table-{width}x{height}-start.png"))
        problems = inside(page, f"{BOARD} svg", width, height) + inside(page, f"{HANDS} svg", width, height)
        for name in CONTROLS:
            problems += inside(page, f"{TABLE} .tutor-table-{name}", width, height)
        problems += inside(page, f"{TABLE} .lm-TabBar-tab", width, height)
        assert not problems, problems
        box = page.locator(f"{BOARD} svg").first.bounding_box()
        assert box["width"] >= min(width, height) * 0.5, box  # the board grows with the window

        # an illegal click: ending the turn before drawing; the rule on the button, in red, and in the message
        pair.hit("end-turn")
        rule = pair.table.error.rule
        title = pair.table.game.engine.rules[rule].title  # the rule by its title; its id only in the tooltips
        drawn, said = pair.svg(BOARD), page.locator(f"{TABLE} .tutor-table-message").first.text_content() or ""
        assert rule.startswith("taxis.") and f"✗ {escape(title, quote=False)}" in drawn
        assert f"<title>{rule}</title>" in drawn and rule not in drawn.replace(f"<title>{rule}</title>", "")
        assert title in said and rule not in said
        page.screenshot(path=str(ARTIFACTS / f"taxis-table-{width}x{height}-illegal.png"))

        helper = GreedyBot(seed=5)
        for _ in range(4):
            pair.play(helper.choose(pair.table.game))
        page.screenshot(path=str(ARTIFACTS / f"taxis-table-{width}x{height}-played.png"))
        assert not inside(page, f"{BOARD} svg", width, height)
        assert not watch.problems(), watch.problems()
    finally:
        page.close()


def test_every_kind_of_move_by_clicks(app_url: str, browser: Any) -> None:
    """Each position is loaded as a game file, then red's turn is made by clicks alone."""
    page, watch = open_table(browser, app_url, 1400, 1000)
    try:
        pair = Pair(page, Table(players=3, seed=1, variant="gug"))
        pair.wait_synced("the first board")
        made = set()
        for i, (variant, position, steps) in enumerate(TURNS):
            game = taxis.scenario(players=2, variant=variant, seed=4, **position)
            load(pair, json.dumps(game.to_record()), f"turn {i} ({variant})")
            for step in steps:
                via, _, text = step.partition(":") if step.split(":")[0] in ("postmaster", "carrier") \
                    else ("", "", step)
                move = pick(text)(pair.table.game)
                pair.play(move, via or None)
                made.add(type(move).__name__ + (" cartwright" if getattr(move, "cartwright", False) else ""))
                if i in (0, 5) and isinstance(move, Close) or step.startswith("carrier:horse"):
                    page.screenshot(path=str(ARTIFACTS / f"taxis-table-kind-{i}-{type(move).__name__}.png"))
        assert made == {"Administrator", "Draw", "Route", "Horse", "Scrap", "Close", "Close cartwright", "Discard",
                        "End"}, made
        assert not watch.problems(), watch.problems()
    finally:
        page.close()


def test_a_late_position_to_the_end_screen_and_saved(app_url: str, browser: Any) -> None:
    page, watch = open_table(browser, app_url, 1400, 1000)
    try:
        pair = Pair(page, Table(players=3, seed=1, variant="gug"))
        pair.wait_synced("the first board")
        late = taxis.scenario(players=2, variant="base", seed=3, hands=["Ulm Nürnberg", ""],
                              routes=["Augsburg München Ingolstadt", ""], drawn=1, start=0,
                              houses=["Passau Regensburg Kempten Innsbruck Salzburg Linz Budweis Pilsen Würzburg "
                                      "Mannheim Carlsruhe Stuttgart Sigmaringen Freiburg Basel Zürich Lodz", ""])
        load(pair, json.dumps(late.to_record()), "the late position")
        pair.play(taxis.parse("route Ulm"))
        pair.play(pick("close*")(pair.table.game))
        pair.page.screenshot(path=str(ARTIFACTS / "taxis-table-late-closed.png"))
        pair.play(End())
        assert pair.table.game.is_over
        end = page.locator(f"{TABLE} .tutor-table-end").first
        wait_until(lambda: "Game over" in (end.text_content() or ""), "the end screen")
        text = end.text_content() or ""
        assert all(c in text for c in ("carriage", "bonus", "houses left", "total")) and "taxis.end." not in text
        assert any(f"({r.title}" in text for i, r in taxis.RULES.items() if ".end." in i), text  # the rule, in words
        end.scroll_into_view_if_needed()
        page.screenshot(path=str(ARTIFACTS / "taxis-table-end.png"))
        page.locator(f"{TABLE} .lm-TabBar-tab").filter(has_text="save / load").first.click()
        link = page.locator(f"{TABLE} a.tutor-table-download").first
        link.wait_for(timeout=WAIT * 1000)
        assert (link.get_attribute("href") or "").startswith("data:application/json;base64,")
        assert "taxis-" in (link.get_attribute("download") or "")
        assert not watch.problems(), watch.problems()
    finally:
        page.close()


def test_two_humans_pass_and_play(app_url: str, browser: Any) -> None:
    page, watch = open_table(browser, app_url, 1024, 768)
    try:
        pair = Pair(page, Table(players=3, seed=1, variant="gug"))
        pair.wait_synced("the first board")
        tab = page.locator(f"{TABLE} .lm-TabBar-tab")
        tab.filter(has_text="new game").first.click()
        page.locator(f"{TABLE} .widget-dropdown select").nth(3).select_option("human")  # seat 2
        page.locator(f"{TABLE} .widget-button").filter(has_text="new game").first.click()
        tab.filter(has_text="play").first.click()
        t = pair.table
        t.players.value, t.seat_pickers[1].value = 3, "human"
        t.new_game()
        pair.wait_synced("the new game's board")
        helper = GreedyBot(seed=3)
        seen = set()
        for _ in range(8):
            who = t.game.to_move
            seen.add(who)
            if t.curtain:
                assert page.locator(f'{HANDS} [data-hit^="hand:"]').count() == 0  # no card shown, none clickable
                pair.button("show")
                assert page.locator(f'{HANDS} [data-hit^="hand:"]').count() > 0 or not t.game.state.hands[who]
                page.screenshot(path=str(ARTIFACTS / "taxis-table-pass-and-play.png"))
            pair.play(helper.choose(t.game))
        assert seen == {0, 1}
        assert not watch.problems(), watch.problems()
    finally:
        page.close()


def test_a_hint_is_shown_and_played_by_clicking_it(app_url: str, browser: Any) -> None:
    page, watch = open_table(browser, app_url, 1024, 768)
    try:
        pair = Pair(page, Table(players=3, seed=1, variant="gug"))
        pair.button("hint")
        move = pair.table.view().preview
        assert move in pair.table.game.legal_moves()
        wait_until(lambda: "Hint for" in page.locator(f"{TABLE} .tutor-table-hint-text").first.inner_text(),
                   "the hint's reason in words")
        page.screenshot(path=str(ARTIFACTS / "taxis-table-hint.png"))
        pair.play(move)
        assert not watch.problems(), watch.problems()
    finally:
        page.close()


def test_show_connections_draws_the_network_and_says_it(app_url: str, browser: Any) -> None:
    page, watch = open_table(browser, app_url, 1024, 768)
    try:
        table = Table(players=3, seed=1, variant="gug")
        pair = Pair(page, table)
        for _ in range(12):  # red's turns by hints until red has a route to show
            if table.game.state.routes[0] and table.game.to_move == 0:
                break
            pair.button("hint")
            pair.play(table.view().preview)
        table.connections.value = True
        page.locator(f"{TABLE} .tutor-table-connections").first.click()
        pair.wait_synced("the network drawn")
        words = page.locator(f"{TABLE} .tutor-table-network").first
        wait_until(lambda: "Red's route:" in words.inner_text(), "the network in words")
        drawn = page.locator(f"{BOARD} svg g.network").first.bounding_box()
        assert drawn is not None and drawn["y"] + drawn["height"] <= 768, drawn
        page.screenshot(path=str(ARTIFACTS / "taxis-table-connections.png"))
        assert not watch.problems(), watch.problems()
    finally:
        page.close()
