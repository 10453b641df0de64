"""The play apps in Hungarian, in a real browser: the three games' tables in the Voila classroom.

Marked ``browser`` (see tests/test_browser.py for how these tests run). The classroom is started as a Hungarian
classroom would be (``TUTOR_LANG=hu`` in the server's environment, which its kernels inherit). In each app the board,
the seats and the status are Hungarian; a legal click is played and described in Hungarian, an illegal one refused
with the engine's Hungarian reason (checked against a copy of the table made here, in Hungarian); Thurn und Taxis is
also switched to English and back with its "English | Magyar" switch. Screenshots go to
``artifacts/browser/i18n-*.png``.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from typing import Any

import pytest
from browser_helpers import ARTIFACTS, AS_DRAWN, START_TIMEOUT, Watch, html_text, start_classroom, wait_until

from amber.table import Table as AmberTable
from taxis.table import Table as TaxisTable
from tutor.i18n import _, language

pytestmark = pytest.mark.browser

WAIT = 30.0
TABLE = ".tutor-table"
BOARD = f"{TABLE} .tutor-table-board"
HANDS = f"{TABLE} .tutor-table-hands"
MESSAGE = f"{TABLE} .tutor-table-message"
STATUS = f"{TABLE} .tutor-table-status"


@pytest.fixture(scope="module")
def classroom(browser: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    saved = os.environ.get("TUTOR_LANG")
    os.environ["TUTOR_LANG"] = "hu"  # the server's environment, and so its kernels'
    try:
        with start_classroom(tmp_path_factory.mktemp("i18n")) as server:
            os.environ["TUTOR_LANG"] = saved or "en"  # this process stays English, as the whole test run
            yield server.url
    finally:
        os.environ["TUTOR_LANG"] = saved or "en"


def _open(browser: Any, url: str) -> tuple[Any, Watch]:
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    watch = Watch(page)
    page.goto(url, timeout=START_TIMEOUT * 1000)
    page.wait_for_selector(f"{BOARD} svg", timeout=START_TIMEOUT * 1000)
    page.wait_for_selector(f"{HANDS} svg", timeout=WAIT * 1000)
    return page, watch


def _text(page: Any, selector: str) -> str:
    return page.locator(selector).first.text_content() or ""


def _svg(page: Any, selector: str) -> str:
    return page.locator(f"{selector} svg").first.evaluate(AS_DRAWN)


def _wait_text(page: Any, selector: str, wanted: str, what: str) -> None:
    wait_until(lambda: wanted in _text(page, selector), what, WAIT, show=lambda: _text(page, selector))


def test_amber_plays_in_hungarian(classroom: str, browser: Any) -> None:
    page, watch = _open(browser, f"{classroom}voila/render/Amber.ipynb")
    try:
        with language("hu"):
            copy = AmberTable(players=3, seed=1)  # the notebook's table, here
            _wait_text(page, STATUS, "játékos (te) következik", "the Hungarian status")
            assert "Kattints egy lapkára a kezedben, aztán egy sárga mezőre." in _text(page, STATUS)
            tabs = page.locator(f"{TABLE} .lm-TabBar-tab").all_text_contents()
            assert [t.strip() for t in tabs] == ["játék", "új játék", "visszajátszás", "mentés / betöltés"], tabs
            board, hands = _svg(page, BOARD), _svg(page, HANDS)
            assert "piros kastélya" in board and "'s castle" not in board
            assert "0 érme" in hands and "pakli:" in hands and "pont" in hands
            assert "(ember)" in hands and "(gép)" in hands and "coins" not in hands
            buttons = [b.strip() for b in page.locator(f"{TABLE} .widget-button").all_text_contents() if b.strip()]
            assert {"megteszem", "forgatás", "mégse", "visszavonás"} <= set(buttons), buttons
            ARTIFACTS.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(ARTIFACTS / "i18n-amber-start.png"))

            # an illegal click: a tile, then a field it cannot reach; the reason in Hungarian, as the engine says it
            tile = sorted(h for h in copy.narrowing.next_hits if h.startswith("tile:"))[0]
            copy.click(tile)
            copy.click("A1")
            reason = copy.error.reason
            page.locator(f'{HANDS} [data-hit="{tile}"]').first.click()
            _wait_text(page, MESSAGE, "Kattints egy lapkára", "the tile chosen")
            page.locator(f'{BOARD} [data-hit="A1"]').first.click()
            _wait_text(page, MESSAGE, "Nem szabályos", "the refusal")
            shown = _text(page, MESSAGE)
            title = _(copy.game.engine.rules[copy.error.rule].title)  # the rule by its title; its id only in a tooltip
            assert html_text(reason) in shown and title in shown and copy.error.rule not in shown, (reason, shown)
            assert "Not allowed" not in shown and "can" not in shown.split()
            page.screenshot(path=str(ARTIFACTS / "i18n-amber-illegal.png"))

            # a legal click: the same tile on a field on offer, then "megteszem"
            move = next(m for m in copy.game.legal_moves() if copy.spec.path(m)[0] == tile)
            field = copy.spec.path(move)[1]
            page.locator(f'{BOARD} [data-hit="{field}"]').first.click()
            _wait_text(page, MESSAGE, "Kiválasztva:", "the move chosen")
            assert "lerakása" in _text(page, MESSAGE)
            page.locator(f"{TABLE} .tutor-table-confirm").first.click()
            _wait_text(page, MESSAGE, "A piros játékos lépése:", "the move played")
            played = _text(page, MESSAGE)
            assert re.search(f"lerakása az? {field} mezőre", played) and "A piros játékos lerak egy lapkát" in played, \
                played
            _wait_text(page, MESSAGE, "zöld:", "the bots' answers (each bot's reason, in Hungarian)")
            copy.play(move)  # the copy's bots answer as the page's do (the same seeds)
            said = re.findall(r"<p>((?:kék|zöld): .*?)</p>", copy.message.value)
            assert len(said) == 2 and all(html_text(line) in _text(page, MESSAGE) for line in said), said
            page.screenshot(path=str(ARTIFACTS / "i18n-amber-played.png"))
        assert not watch.problems(), watch.problems()
    finally:
        page.close()


def test_taxis_plays_in_hungarian_and_switches_language(classroom: str, browser: Any) -> None:
    page, watch = _open(browser, f"{classroom}voila/render/Thurn%20und%20Taxis.ipynb")
    try:
        with language("hu"):
            copy = TaxisTable(players=3, seed=1, variant="gug")
            _wait_text(page, STATUS, "játékos (te) következik", "the Hungarian status")
            board, hands = _svg(page, BOARD), _svg(page, HANDS)
            under = _text(page, TABLE)  # the last moves and the legend are HTML under the map
            assert "Utolsó lépések" in under and ">pakli<" in board and "Tartományok" in under
            assert "Bónuszlapkák" in under and "1. Húzás: kattints egy felfordított kártyára" in hands
            assert "Poroszország" in board and "Last moves" not in board and "pts" not in hands

            # an illegal click: the end of the turn before drawing
            copy.click("end-turn")
            reason = copy.error.reason
            page.locator(f'{BOARD} [data-hit="end-turn"]').first.click()
            _wait_text(page, MESSAGE, "Nem szabályos", "the refusal")
            title = _(copy.game.engine.rules["taxis.turn.play"].title)
            shown = _text(page, MESSAGE)
            assert html_text(reason) in shown and title in shown and "taxis.turn.play" not in shown, shown
            ARTIFACTS.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(ARTIFACTS / "i18n-taxis-illegal.png"))

            # a legal click: the deck (played at once)
            page.locator(f'{BOARD} [data-hit="deck"]').first.click()
            _wait_text(page, MESSAGE, "A piros játékos lépése:", "the draw")
            assert "húzás a húzópakliból" in _text(page, MESSAGE)
            wait_until(lambda: "2. Kijátszás: kattints egy kártyádra" in _svg(page, HANDS), "step 2", WAIT)
            page.screenshot(path=str(ARTIFACTS / "i18n-taxis-drew.png"))

        # the switch: English, then Magyar again
        switch = page.locator(f"{TABLE} .tutor-language .widget-toggle-button")
        assert [t.strip() for t in switch.all_text_contents()] == ["English", "Magyar"]
        switch.filter(has_text="English").first.click()
        _wait_text(page, STATUS, "(you) to play", "the English status")
        wait_until(lambda: "2. Play: click a card in your hand" in _svg(page, HANDS), "the English seats", WAIT)
        assert "Last moves" in _text(page, TABLE)
        page.screenshot(path=str(ARTIFACTS / "i18n-taxis-english.png"))
        switch.filter(has_text="Magyar").first.click()
        _wait_text(page, STATUS, "játékos (te) következik", "Hungarian again")
        wait_until(lambda: "Utolsó lépések" in _text(page, TABLE), "the Hungarian board again", WAIT)
        assert not watch.problems(), watch.problems()
    finally:
        page.close()



def test_loire_plays_in_hungarian(classroom: str, browser: Any) -> None:
    """La Loire's table in Hungarian: the status and the board as a Hungarian copy here says them, a refused place
    with the engine's Hungarian reason, and a legal trip played."""
    from loire.state import PLACE_INDEX
    from loire.table import Table as LoireTable

    page, watch = _open(browser, f"{classroom}voila/render/La%20Loire.ipynb")
    try:
        with language("hu"):
            copy = LoireTable(players=2, seed=1)  # the notebook's table, here
            _wait_text(page, STATUS, html_text(copy.status.value)[:40], "the Hungarian status")
            assert "to play" not in _text(page, STATUS)
            board = " ".join(re.findall(r"<(?:text|title)[^>]*>([^<]*)<", _svg(page, BOARD)))  # what it says
            assert "északi út" in board and "piac" in board and "north road" not in board and "market" not in board
            ARTIFACTS.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(ARTIFACTS / "i18n-loire-start.png"))

            # an illegal click: the merchant, then a place too far for its horses
            copy.click("piece:merchant")
            far = next(p for p in PLACE_INDEX if p not in copy.narrowing.next_hits and p != "Nantes")
            copy.board.click(far)
            reason = copy.error.reason
            page.locator(f'{BOARD} [data-hit="piece:merchant"]').first.click()
            wait_until(lambda: 'data-hit="horses:-1"' in _svg(page, BOARD), "the merchant chosen", WAIT)
            page.locator(f'{BOARD} [data-hit="{far}"]').first.click()
            _wait_text(page, MESSAGE, "Nem szabályos", "the refusal")
            shown = _text(page, MESSAGE)
            title = _(copy.game.engine.rules["loire.move.steps"].title)
            assert html_text(reason) in shown and title in shown and "loire.move.steps" not in shown, (reason, shown)
            assert "Not allowed" not in shown and "merchant" not in shown.split()
            page.screenshot(path=str(ARTIFACTS / "i18n-loire-illegal.png"))
        assert not watch.problems(), watch.problems()
    finally:
        page.close()
