"""*Play with classmates* in real browsers (issue 28): three pupils on three devices (three Chromium contexts) play
one Amber game through a classroom server that keeps the class's data; one of them reloads the page in the middle
and takes the seat back.

Marked ``browser``. Each device's clicks are mirrored on a copy of its table made here (``test_table_browser.Pair``),
so the moves to click are known and each page's board and hand are checked against what that device may see: its
own hand only. Screenshots: ``artifacts/browser/shared-*.png``.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser_helpers import (
    AS_DRAWN,
    START_TIMEOUT,
    Server,
    axe_violations,
    screenshot,
    start_classroom,
    text_of,
    wait_until,
)
from test_table_browser import BOARD, HANDS, Pair

import amber
from amber.table import Table
from tutor.classstore import ClassStore
from tutor.shared_games import SharedGames

pytestmark = pytest.mark.browser

NAMES = ("Anna", "Bence", "Cili")
PLAYERS, SEED = 3, 1  # the classroom's Amber app: Table(players=3, seed=1); a shared table draws its own seed


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    folder = tmp_path_factory.mktemp("shared")
    with start_classroom(folder, f"--data={folder / 'class'}", "--preheat=0") as started:
        started.data = folder / "class"  # type: ignore[attr-defined]
        yield started


def open_app(browser: Any, url: str) -> Any:
    page = browser.new_context(viewport={"width": 1024, "height": 768}).new_page()
    page.goto(url + "voila/render/Amber.ipynb", timeout=START_TIMEOUT * 1000)
    page.wait_for_selector(f"{BOARD} svg", timeout=START_TIMEOUT * 1000)
    return page


def panel(page: Any) -> Any:
    page.get_by_role("tab", name="new game", exact=True).click()
    page.wait_for_selector(".tutor-shared", timeout=10_000)
    return page.locator(".tutor-shared")


def name_myself(page: Any, name: str) -> None:
    box = panel(page).locator(".tutor-pupil input")
    box.fill(name)
    box.press("Enter")
    wait_until(lambda: f"You are {name}." in text_of(page, ".tutor-shared .tutor-pupil"), f"{name} named")


def join(page: Any, code: str) -> None:
    shared = panel(page)
    shared.locator("input").nth(1).fill(code)
    shared.get_by_role("button", name="join").click()
    page.wait_for_selector(f"{BOARD} svg", state="visible", timeout=10_000)


def copy_for(seat: int, seed: int) -> Table:
    """This device's table as it should look: its own seat human, the others on their devices."""
    table = Table(players=PLAYERS, seed=SEED, typing=False)
    table.auto_bots = False
    table.start(amber.new_game(PLAYERS, seed=seed), tuple("human" if p == seat else "classmate" for p in range(3)))
    return table


def test_three_devices_play_one_game_with_a_reload_in_the_middle(server: Server, browser: Any) -> None:
    pages = [open_app(browser, server.url) for _ in NAMES]
    try:
        for page, name in zip(pages, NAMES, strict=True):
            name_myself(page, name)
        panel(pages[0]).get_by_role("button", name="open a table for classmates").click()
        wait_until(lambda: "Table " in text_of(pages[0], ".tutor-shared"), "the table opened")
        code = panel(pages[0]).locator("input").nth(1).input_value()
        assert len(code) == 4
        screenshot(pages[0], "opened", prefix="shared-")
        axe = axe_violations(pages[0], "the new-game tab with a table opened for classmates")
        assert not axe, "\n".join(axe)
        for page in pages[1:]:
            join(page, code)
        wait_until(lambda: "Cili" in text_of(pages[0], ".tutor-shared"), "the host sees who joined")
        pages[0].get_by_role("tab", name="play", exact=True).click()
        seed = SharedGames(ClassStore(server.data)).table(code).game.config.seed  # type: ignore[attr-defined]
        pairs = [Pair(page, copy_for(seat, seed)) for seat, page in enumerate(pages)]
        for pair in pairs:
            pair.wait_synced("each device shows the game and its own hand")
        for turn in range(5):
            if turn == 2:  # Bence reloads the page: the name is kept by the browser, the code joins again
                pages[1].reload()
                pages[1].wait_for_selector(f"{BOARD} svg", timeout=START_TIMEOUT * 1000)
                wait_until(lambda: "You are Bence." in text_of(pages[1], ".tutor-shared .tutor-pupil"),
                           "the name kept by the browser", 30, lambda: text_of(pages[1], ".tutor-shared"))
                join(pages[1], code)
                pairs[1].wait_synced("Bence back in his seat")
            mover = pairs[0].table.game.to_move
            move = pairs[mover].table.game.legal_moves()[0]
            waiting = pages[(mover + 1) % 3]
            assert "plays on their own device" in text_of(waiting, ".tutor-table-status")
            pairs[mover].play(move)
            for seat, pair in enumerate(pairs):
                if seat != mover:
                    pair.table.game.play(move)
                    pair.table._new_turn()
                pair.wait_synced(f"move {turn + 1} on {NAMES[seat]}'s device")
        for seat, page in enumerate(pages):
            screenshot(page, f"device-{seat + 1}", prefix="shared-")
            assert page.locator(".tutor-table-show-all").is_hidden()  # no way to see the others' hands
            hands = page.locator(f"{HANDS} svg").first.evaluate(AS_DRAWN)
            assert hands == page.evaluate(  # the device's own hand, not the others'
                "svg => { const d = document.createElement('div'); d.innerHTML = svg; return d.innerHTML; }",
                pairs[seat].table.hands.svg)
    finally:
        for page in pages:
            page.context.close()


def test_the_panel_is_not_there_without_class_data(tmp_path: Path, browser: Any) -> None:
    with start_classroom(tmp_path, "--preheat=0") as plain:
        page = open_app(browser, plain.url)
        try:
            page.get_by_role("tab", name="new game", exact=True).click()
            page.get_by_role("button", name="new game").wait_for(timeout=10_000)
            assert page.locator(".tutor-shared").count() == 0
        finally:
            page.context.close()
