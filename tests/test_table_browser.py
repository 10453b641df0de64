"""The game table in a real browser: Amber's table in the Voila classroom app, at three window sizes, in Chromium.

Marked ``browser`` (see tests/test_browser.py for how these tests run). The classroom app is served as
``python -m tutor.classroom`` serves it (see :func:`browser_helpers.start_classroom`).

Every click is made on the page (a tile in the hand, a field, the same field again to rotate, *play it*) and the
same click on a copy of the table made here, so that the moves to click are known and every answer is checked.
At each size: every control and the whole board lie inside the window; an illegal click is answered on the board
with its rule id; a few moves are played by clicks. At 1400 × 1000 a whole game is played to its end screen, and a
two-human pass-and-play game runs a few turns. Screenshots go to ``artifacts/browser/table-*.png``.
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
from test_amber_rules import RED_SHUT, STUCK_HAND, TWO
from test_amber_rules_bridge import RED_HAND, STRAIGHT

import amber
from amber.bots import GreedyBot
from amber.table import Table, path

pytestmark = pytest.mark.browser

# Positions (as game files) in which red, the human, makes each kind of Amber move that a whole game may not bring.
KINDS = [  # (what, position, its other settings, red's moves)
    ("rebuild, take a face-up tile, draw from the pile", STRAIGHT,
     {"hands": [RED_HAND, ""], "variant": "advanced", "market": "tee cross", "deck": "roundabout swamp curve"},
     ["straight C2 r1 + bridge D2", "draw market tee", "draw deck"]),
    ("special shovel", RED_SHUT, {"hands": [STUCK_HAND, ""], "variant": "advanced", "deck": "tee"},
     ["special-shovel B1"]),
    ("shovel", RED_SHUT, {"hands": ["shovel curve tee cross straight swamp", ""], "deck": "tee"}, ["shovel A2"]),
    ("stuck", RED_SHUT, {"hands": [STUCK_HAND, ""], "deck": "tee straight", "purse": [1, 0]}, ["stuck swamp"]),
    ("pass", RED_SHUT, {"hands": [STUCK_HAND, "cross"], "deck": "", "purse": [1, 0]}, ["pass"]),
    ("swamp", TWO, {"hands": ["curve swamp", ""], "deck": "tee"}, ["swamp C2"]),
]

SIZES = [(1024, 768), (1400, 1000), (1920, 1080)]
WAIT = 30.0
TABLE = ".tutor-table"
BOARD = f"{TABLE} .tutor-table-board"
HANDS = f"{TABLE} .tutor-table-hands"
CONTROLS = ["confirm", "rotate", "cancel", "bot-move", "undo", "show-all", "try", "status", "message"]




@pytest.fixture(scope="module")
def app_url(browser: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with start_classroom(tmp_path_factory.mktemp("table")) as server:
        yield f"{server.url}voila/render/Amber.ipynb"


class Pair:
    """The table in the page and its copy here, clicked alike."""

    def __init__(self, page: Any, table: Table) -> None:
        self.page, self.table = page, table

    def board_svg(self) -> str:
        return self.page.locator(f"{BOARD} svg").first.evaluate(AS_DRAWN)

    def hit(self, where: str, hit: str) -> None:
        """Click ``data-hit=hit`` in the board or the hands, on the page and here; wait for the page to agree."""
        (self.table.board if where == BOARD else self.table.hands).click(hit)
        target = self.page.locator(f'{where} [data-hit="{hit}"]').first
        target.click()
        self.wait_synced(f"the answer to a click on {hit}")

    def button(self, name: str) -> None:
        getattr(self.table, {"confirm": "confirm_button", "rotate": "rotate_button", "show": "show_button",
                             "bot-move": "bot_button", "hint": "hint_button"}[name]).click()
        self.page.locator(f"{TABLE} .tutor-table-{name}").first.click()
        self.wait_synced(f"the answer to '{name}'")

    def hands_svg(self) -> str:
        return self.page.locator(f"{HANDS} svg").first.evaluate(AS_DRAWN)

    def wait_synced(self, what: str) -> None:
        """Wait until the page's board and hands show the copy's (the same drawings, as the browser parses them)."""
        reparse = "svg => { const d = document.createElement('div'); d.innerHTML = svg; return d.innerHTML; }"
        board, hands = (self.page.evaluate(reparse, svg) for svg in (self.table.board.svg, self.table.hands.svg))
        try:
            wait_until(lambda: self.board_svg() == board and self.hands_svg() == hands, what)
        except AssertionError as err:
            for label, got, want in (("board", self.board_svg(), board), ("hands", self.hands_svg(), hands)):
                pairs = zip(got.split("<"), want.split("<"), strict=False)
                diff = next((f"{a!r} here, {b!r} expected" for a, b in pairs if a != b), "same")
                err.args = (f"{err.args[0]}; {label}: {diff}; message: {self.table.message.value[:300]!r}",)
            raise

    def play(self, move: Any) -> None:
        """Choose ``move`` by clicks: its path, the last field again until it shows, then *play it*."""
        steps = path(move)
        for hit in steps:
            self.hit(where(hit), hit)
        if self.table.narrowing.current is None:
            return  # played at once
        while self.table.narrowing.current != move:
            self.hit(where(steps[-1]), steps[-1])
        self.button("confirm")


def where(hit: str) -> str:
    """The view a hit lies in: fields (``C7``) on the board, the rest (tiles, pile, buttons) in the hands."""
    return BOARD if hit[:1].isupper() and hit[1:].isdigit() else HANDS




def open_table(browser: Any, url: str, width: int, height: int) -> tuple[Any, Watch]:
    page = browser.new_page(viewport={"width": width, "height": height})
    watch = Watch(page)
    page.goto(url, timeout=START_TIMEOUT * 1000)
    page.wait_for_selector(f"{BOARD} svg", timeout=START_TIMEOUT * 1000)
    page.wait_for_selector(f"{HANDS} svg", timeout=WAIT * 1000)
    page.evaluate("() => window.scrollTo(0, 0)")
    return page, watch


@pytest.mark.parametrize(("width", "height"), SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_table_fits_and_plays_by_clicks(width: int, height: int, app_url: str, browser: Any) -> None:
    page, watch = open_table(browser, app_url, width, height)
    try:
        pair = Pair(page, Table(players=3, seed=1))  # the notebook's table
        pair.wait_synced("the first board")
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"table-{width}x{height}-start.png"))
        problems = inside(page, f"{BOARD} svg", width, height) + inside(page, f"{HANDS} svg", width, height)
        for name in CONTROLS:
            problems += inside(page, f"{TABLE} .tutor-table-{name}", width, height)
        problems += inside(page, f"{TABLE} .lm-TabBar-tab", width, height)
        assert not problems, problems
        box = page.locator(f"{BOARD} svg").first.bounding_box()
        assert box["width"] >= min(width, height) * 0.5, box  # the board grows with the window

        # an illegal click: a tile, then a field where it cannot go; the rule on the board, in red
        tile = sorted(pair.table.narrowing.next_hits)[0]
        pair.hit(HANDS, tile)
        wait_until(lambda: "preview" not in pair.board_svg(), "the board before a field is chosen")
        pair.hit(BOARD, "A1")
        rule = pair.table.error.rule
        title = pair.table.game.engine.rules[rule].title  # the rule by its title; its id only in the tooltips
        drawn, said = pair.board_svg(), page.locator(f"{TABLE} .tutor-table-message").first.text_content() or ""
        assert rule.startswith("amber.") and f"✗ {escape(title, quote=False)}" in drawn
        assert f"<title>{rule}</title>" in drawn and rule not in drawn.replace(f"<title>{rule}</title>", "")
        assert title in said and rule not in said
        page.screenshot(path=str(ARTIFACTS / f"table-{width}x{height}-illegal.png"))

        # the pointer on a field on offer previews the chosen tile there; off the board, the preview goes
        spot = sorted(h for h in pair.table.narrowing.next_hits if h[:1].isupper())[0]
        pair.table.board.over(spot)
        page.locator(f'{BOARD} [data-hit="{spot}"]').first.hover()
        pair.wait_synced(f"the preview on {spot}")
        assert f"{spot}: preview" in pair.board_svg()
        page.screenshot(path=str(ARTIFACTS / f"table-{width}x{height}-preview.png"))
        pair.table.board.over("")
        page.mouse.move(1, 1)
        pair.wait_synced("the board without the preview")

        helper = GreedyBot(seed=5)
        for _ in range(3):
            move = helper.choose(pair.table.game)
            before = len(pair.table.game.history)
            pair.play(move)
            assert pair.table.game.history[before] == move
        page.screenshot(path=str(ARTIFACTS / f"table-{width}x{height}-played.png"))
        assert not inside(page, f"{BOARD} svg", width, height)

        # the replay shows the whole board
        page.locator(f"{TABLE} .lm-TabBar-tab").filter(has_text="replay").first.click()
        replay = page.locator(f"{TABLE} .tutor-table-replay-board svg").first
        replay.wait_for(state="visible", timeout=WAIT * 1000)
        box = replay.bounding_box()
        assert box["width"] >= 300 and not inside(page, f"{TABLE} .tutor-table-replay-board svg", width, height), box
        page.screenshot(path=str(ARTIFACTS / f"table-{width}x{height}-replay.png"))
        assert not watch.problems(), watch.problems()
    finally:
        page.close()


def test_a_whole_game_to_the_end_screen_by_clicks(app_url: str, browser: Any) -> None:
    page, watch = open_table(browser, app_url, 1400, 1000)
    try:
        pair = Pair(page, Table(players=3, seed=1))
        pair.wait_synced("the first board")
        helper = GreedyBot(seed=7)
        while not pair.table.game.is_over:
            pair.play(helper.choose(pair.table.game))
        end = page.locator(f"{TABLE} .tutor-table-end").first
        wait_until(lambda: "Game over" in (end.text_content() or ""), "the end screen")
        text = end.text_content() or ""
        assert all(c in text for c in ("coins", "villages", "castles", "total")) and "amber.end." not in text
        assert any(f"({r.title}" in text for i, r in amber.RULES.items() if ".end." in i), text  # the rule, in words
        end.scroll_into_view_if_needed()
        page.screenshot(path=str(ARTIFACTS / "table-1400x1000-end.png"))

        # save as a file (a download link holding the record), load a malformed file (refused), load a good one
        page.locator(f"{TABLE} .lm-TabBar-tab").filter(has_text="save / load").first.click()
        link = page.locator(f"{TABLE} a.tutor-table-download").first
        link.wait_for(timeout=WAIT * 1000)
        assert (link.get_attribute("href") or "").startswith("data:application/json;base64,")
        message = page.locator(f"{TABLE} .tutor-table-message").first

        def upload(name: str, content: bytes) -> None:
            with page.expect_file_chooser() as chooser:
                page.locator(f"{TABLE} .tutor-table-upload").first.click()
            chooser.value.set_files(files=[{"name": name, "mimeType": "application/json", "buffer": content}])

        upload("broken.json", b"{oops")
        wait_until(lambda: "Cannot load this file" in (message.text_content() or ""), "the malformed file refused")
        upload("game.json", pair.table.record_json().encode())
        moves = len(pair.table.game.history)
        wait_until(lambda: f"Loaded a game of {moves} moves" in (message.text_content() or ""), "the file loaded")
        assert not watch.problems(), watch.problems()
    finally:
        page.close()


def test_two_humans_pass_and_play(app_url: str, browser: Any) -> None:
    page, watch = open_table(browser, app_url, 1024, 768)
    try:
        pair = Pair(page, Table(players=3, seed=1))
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
        status = page.locator(f"{TABLE} .tutor-table-status").first
        helper = GreedyBot(seed=3)
        seen = set()
        for _ in range(4):
            who = t.game.to_move
            seen.add(who)
            name = t.game.players[who]
            wait_until(lambda: name in (status.text_content() or ""), "the seat to play shown")  # noqa: B023
            if t.curtain:
                assert page.locator(f'{HANDS} [data-hit^="tile:"]').count() == 0  # no tile shown, none clickable
                pair.button("show")
                assert page.locator(f'{HANDS} [data-hit^="tile:"]').count() > 0
                page.screenshot(path=str(ARTIFACTS / "table-pass-and-play.png"))
            pair.play(helper.choose(t.game))
        assert seen == {0, 1}
        assert not watch.problems(), watch.problems()
    finally:
        page.close()


def test_every_kind_of_move_by_clicks(app_url: str, browser: Any) -> None:
    """Each position is loaded as a game file (the *save / load* tab), then red's moves are made by clicks alone."""
    page, watch = open_table(browser, app_url, 1400, 1000)
    try:
        pair = Pair(page, Table(players=3, seed=1))
        pair.wait_synced("the first board")
        tabs = page.locator(f"{TABLE} .lm-TabBar-tab")
        made = set()
        for label, picture, setup, moves in KINDS:
            record = json.dumps(amber.scenario(picture, **setup).to_record())
            tabs.filter(has_text="save / load").first.click()
            with page.expect_file_chooser() as chooser:
                page.locator(f"{TABLE} .tutor-table-upload").first.click()
            chooser.value.set_files(files=[{"name": "position.json", "mimeType": "application/json",
                                            "buffer": record.encode()}])
            assert pair.table.load_text(record)
            tabs.filter(has_text="play").first.click()
            pair.wait_synced(f"the position for {label}")
            for text in moves:
                move = amber.parse(text)
                before = len(pair.table.game.history)
                pair.play(move)
                assert pair.table.game.history[before] == move, label
                made.add(type(move).__name__ + (" special" if "special" in text else ""))
            page.screenshot(path=str(ARTIFACTS / f"table-kind-{label.split(',')[0].replace(' ', '-')}.png"))
        assert made == {"Rebuild", "Draw", "Dig special", "Dig", "Stuck", "Pass", "Place"}, made
        assert not watch.problems(), watch.problems()
    finally:
        page.close()


def test_a_hint_is_shown_on_the_board_and_played_by_clicking_it(app_url: str, browser: Any) -> None:
    page, watch = open_table(browser, app_url, 1024, 768)
    pair = Pair(page, Table(players=3, seed=1, typing=False))
    pair.button("hint")  # the same hint here and on the page: the board shows the hinted move
    move = pair.table.view().preview
    assert move in pair.table.game.legal_moves()
    wait_until(lambda: "Hint for red" in page.locator(f"{TABLE} .tutor-table-hint-text").first.inner_text(),
               "the hint's reason in words")
    page.screenshot(path=str(ARTIFACTS / "table-hint.png"))
    before = len(pair.table.game.history)
    pair.play(move)
    assert pair.table.game.history[before] == move
    assert not watch.problems(), watch.problems()
    page.close()


def test_show_connections_draws_the_network_and_says_it(app_url: str, browser: Any) -> None:
    page, watch = open_table(browser, app_url, 1024, 768)
    try:
        pair = Pair(page, Table(players=3, seed=1, typing=False))
        pair.button("hint")
        pair.play(pair.table.view().preview)  # red's first road; the bots play; red again
        pair.table.connections.value = True
        page.locator(f"{TABLE} .tutor-table-connections").first.click()
        pair.wait_synced("the network drawn")
        words = page.locator(f"{TABLE} .tutor-table-network").first
        wait_until(lambda: "Red's roads:" in words.inner_text(), "the network in words")
        assert words.locator("[role=status]").count() == 1
        drawn = page.locator(f"{BOARD} svg g.network").first.bounding_box()
        assert drawn is not None and drawn["y"] + drawn["height"] <= 768, drawn
        page.screenshot(path=str(ARTIFACTS / "table-connections.png"))
        pair.table.connections.value = False
        page.locator(f"{TABLE} .tutor-table-connections").first.click()
        pair.wait_synced("the network gone")
        assert page.locator(f"{BOARD} svg g.network").count() == 0
        assert not watch.problems(), watch.problems()
    finally:
        page.close()
