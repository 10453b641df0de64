"""The three game tables in JupyterLab, in Chromium, at the window sizes a classroom uses.

Marked ``browser`` (see tests/test_browser.py for how these tests run). JupyterLab serves a copy of ``notebooks/``
(:func:`browser_helpers.start_lab`); each game's play notebook is opened, its saved outputs cleared and every cell
run, as a user does. Then, at 1024 × 768, 1400 × 1000 and 1920 × 1080: the table's board and every control lie
inside the notebook's panel and the window (scrolled to), and the board takes a fair share of the panel's width;
at 1024 × 768 a click on the board or a hand answers in the page. Screenshots go to
``artifacts/browser/lab-<game>-<size>.png``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser_helpers import ARTIFACTS, START_TIMEOUT, Watch, start_lab, wait_until
from test_browser import lab_menu

pytestmark = pytest.mark.browser

SIZES = [(1024, 768), (1400, 1000), (1920, 1080)]
NOTEBOOKS = {"amber": "amber-notebooks/03_play.ipynb", "taxis": "taxis-notebooks/03_play.ipynb",
             "loire": "loire-notebooks/03_play.ipynb"}
PANEL = ".jp-NotebookPanel:not(.lm-mod-hidden) .jp-NotebookPanel-notebook"  # the notebook in view
TABLE = f"{PANEL} .jp-OutputArea-output .tutor-table"
PARTS = ["tutor-table-board svg", "tutor-table-hands svg", "tutor-table-confirm", "tutor-table-cancel",
         "tutor-table-bot-move", "tutor-table-undo", "tutor-table-status", "tutor-table-message", "lm-TabBar-tab"]
SETTINGS = {"amber": {"players": 3, "seed": 1}, "taxis": {"players": 3, "seed": 1, "variant": "gug"},
            "loire": {"players": 2, "seed": 1}}


@pytest.fixture(scope="module")
def lab(browser: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with start_lab(tmp_path_factory.mktemp("lab-tables")) as server:
        yield server.url


def run_all(page: Any, url: str) -> None:
    """Open the notebook at ``url``, clear its saved outputs and run every cell; wait for the table."""
    page.goto(url, timeout=START_TIMEOUT * 1000)
    page.locator(".jp-Notebook .jp-CodeCell").first.wait_for(timeout=START_TIMEOUT * 1000)
    idle = page.locator("#jp-main-statusbar").get_by_text(re.compile(r"\|\s*Idle$"))
    idle.first.wait_for(timeout=START_TIMEOUT * 1000)
    lab_menu(page, "Edit", "Clear Outputs of All Cells")
    for attempt in range(3):  # a click that comes before the kernel is quite ready runs nothing: again
        lab_menu(page, "Run", "Run All Cells")
        try:
            page.locator(f"{TABLE} .tutor-table-board svg").first.wait_for(timeout=60_000)
            return
        except Exception:
            if attempt == 2:
                raise


def misplaced(page: Any, width: int, height: int) -> list[str]:
    """The table's visible parts that stick out of the notebook panel or the window, or are taller than it."""
    panel = page.locator(PANEL).first.bounding_box()
    left, right = max(panel["x"], 0), min(panel["x"] + panel["width"], width)
    out = []
    for part in PARTS:
        items = page.locator(f"{TABLE} .{part}")
        for i in range(items.count()):
            item = items.nth(i)
            if not item.is_visible():
                continue
            item.scroll_into_view_if_needed()
            box = item.bounding_box()
            if box is None:
                continue
            if box["x"] < left - 0.5 or box["x"] + box["width"] > right + 0.5 or box["height"] > height:
                out.append(f"{part} #{i}: {box} (panel from {left:.0f} to {right:.0f})")
    return out


def first_hit(game: str) -> str:
    """A hit the game's new table offers first (worked out on a table made here with the notebook's settings)."""
    import importlib

    table = importlib.import_module(f"{game}.table").Table(**SETTINGS[game])
    return sorted(table.narrowing.next_hits)[0]


@pytest.mark.parametrize("game", NOTEBOOKS)
def test_the_table_fits_in_jupyterlab_and_answers_clicks(game: str, lab: str, browser: Any) -> None:
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    watch = Watch(page)
    try:
        run_all(page, f"{lab}lab/tree/{NOTEBOOKS[game]}?reset")  # ?reset: no other notebook open
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        for width, height in SIZES:
            page.set_viewport_size({"width": width, "height": height})
            board = page.locator(f"{TABLE} .tutor-table-board svg").first
            panel = page.locator(PANEL).first

            def fair_share() -> bool:
                return board.bounding_box()["width"] >= 0.4 * panel.bounding_box()["width"]  # noqa: B023

            wait_until(fair_share, f"the board resized to {width}×{height}", show=board.bounding_box)
            problems = misplaced(page, width, height)
            board.scroll_into_view_if_needed()
            page.screenshot(path=str(ARTIFACTS / f"lab-{game}-{width}x{height}.png"))
            assert not problems, problems
        hit = first_hit(game)
        table = page.locator(TABLE).first
        before = table.inner_html()
        page.set_viewport_size({"width": 1024, "height": 768})
        target = page.locator(f'{TABLE} [data-hit="{hit}"]').first
        target.scroll_into_view_if_needed()
        target.dispatch_event("pointerdown", {"bubbles": True, "button": 0})
        wait_until(lambda: table.inner_html() != before, f"the table answering a click on {hit}")
        assert page.get_by_text("Error displaying widget").count() == 0
        assert not watch.problems(), watch.problems()
    finally:
        page.close()


def test_notebooks_named_exist() -> None:
    root = Path(__file__).resolve().parents[1] / "notebooks"
    assert all((root / path).exists() for path in NOTEBOOKS.values())
