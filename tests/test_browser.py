"""End to end in a real browser: the classroom app (Voila) and JupyterLab, driven through Debian's Chromium.

Marked ``browser`` and run by the suite's ``python3 -m pytest`` like every other test (``-m browser`` runs only
these, ``-m "not browser"`` leaves them out). The classroom server (``python -m tutor.classroom``) serves the
landing page; the developers' play notebooks (the console panel under the game table, which the classroom no longer
serves to pupils) are served by a plain Voila server for the whole module; each panel is driven by its widgets, and
the same clicks are replayed on a copy of the panel made in this process from the notebook's own cell, so every
expected text is exact. Screenshots go to ``artifacts/browser/``.

Without ``/usr/bin/chromium`` these tests fail (``.ci/run`` installs it); ``TUTOR_SKIP_BROWSER=1`` skips them.
"""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import quote, urljoin

import nbformat
import pytest
from browser_helpers import (
    ARTIFACTS,
    BOARD,
    PANEL,
    ROOT,
    START_TIMEOUT,
    Server,
    Watch,
    html_text,
    normal,
    open_app,
    serve_notebooks,
    start_classroom,
    start_lab,
    wait_until,
)

from tutor.landing import LABELS

pytestmark = pytest.mark.browser

# game: (the name on the landing page, the play notebook, moves to try, of which the first illegal one is typed)
GAMES = {
    "amber": ("Amber", "notebooks/amber-notebooks/03_play.ipynb", ["curve A1 r0", "pass"]),
    "taxis": ("Thurn und Taxis", "notebooks/taxis-notebooks/03_play.ipynb", ["end", "route Ulm", "close Berlin Halle"]),
    "loire": ("La Loire", "notebooks/loire-notebooks/03_play.ipynb", ["merchant Orléans", "end", "sell wood"]),
}
WAIT = 30.0  # seconds for the page to show the answer to one click
VIEWPORT = {"width": 1400, "height": 1000}




def wait_text(locator: Any, expected: str, what: str) -> None:
    """Wait until the element's text (white space normalised) is ``expected``."""
    deadline = time.monotonic() + WAIT
    while (text := normal(locator.text_content() or "")) != expected:
        if time.monotonic() > deadline:
            raise AssertionError(f"{what}: expected {expected!r}\n  shown   {text!r}")
        time.sleep(0.05)


def replica(notebook: Path) -> Any:
    """The play panel of ``notebook`` made here, by running the notebook's cell that makes it."""
    for cell in nbformat.read(notebook, as_version=4).cells:
        if cell.cell_type == "code" and "PlayPanel(" in cell.source:
            namespace: dict[str, Any] = {}
            exec(compile(cell.source, str(notebook), "exec"), namespace)
            return namespace["app"]
    raise AssertionError(f"{notebook} has no cell that makes a PlayPanel")


@pytest.fixture(scope="module")
def classroom(browser: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    with start_classroom(tmp_path_factory.mktemp("classroom")) as server:
        yield server


@pytest.fixture(scope="module")
def panels(browser: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """Voila over the three developers' play notebooks, served as ``<game title>.ipynb``."""
    notebooks = {title: ROOT / notebook for title, notebook, _ in GAMES.values()}
    with serve_notebooks(tmp_path_factory.mktemp("panels"), notebooks) as server:
        yield server


@pytest.fixture(scope="module")
def app_links(classroom: Server, browser: Any) -> dict[str, str]:
    """The landing page's play links, by game title, checked to be exactly the three games (and the lessons and
    exercises there are); the page is screenshot at 1024×768 too."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page = browser.new_page(viewport=VIEWPORT)
    watch = Watch(page)
    try:
        page.goto(classroom.url, timeout=START_TIMEOUT * 1000)
        links = page.locator("a.tutor-app")
        links.first.wait_for(timeout=WAIT * 1000)
        found = [(links.nth(i).get_attribute("data-app"), links.nth(i).get_attribute("data-kind"),
                  links.nth(i).get_attribute("href")) for i in range(links.count())]
        page.screenshot(path=str(ARTIFACTS / "landing.png"))
        page.set_viewport_size({"width": 1024, "height": 768})
        page.screenshot(path=str(ARTIFACTS / "landing-1024x768.png"), full_page=True)
        text = normal(page.locator("body").inner_text())
    finally:
        page.close()
    plays = {app: href for app, kind, href in found if kind == "play"}
    assert sorted(plays) == sorted(title for title, _, _ in GAMES.values()), found
    lessons = {app for app, kind, _ in found if kind == "lesson"}
    assert lessons == set(plays), found
    assert {kind for _, kind, _ in found} <= set(LABELS), found
    assert "ipynb" not in text and "Select items" not in text, text  # a page for pupils, not a file list
    assert not watch.problems(), watch.problems()
    return {f"{app}.ipynb": urljoin(classroom.url, href) for app, href in plays.items()}


def test_landing_page_lists_the_three_games(app_links: dict[str, str]) -> None:
    assert all("/voila/render/" in url for url in app_links.values())


# The browser's own serialisation of an HTML string, as an HTML widget shows it (``innerHTML`` of a div), so that a
# board drawn by the kernel is compared exactly with the one the replica drew.
REPARSE = "html => { const div = document.createElement('div'); div.innerHTML = html; return div.innerHTML; }"


def wait_html(page: Any, widget: Any, value: str, what: str) -> str:
    """Wait until the HTML widget ``widget`` shows ``value``; returns it as the page serialises it."""
    expected = page.evaluate(REPARSE, value)
    content = widget.locator(".widget-html-content")
    wait_until(lambda: content.inner_html() == expected, what,
               show=lambda: f"{len(content.inner_html())} characters, expected {len(expected)}")
    return expected


@pytest.mark.parametrize("game", list(GAMES))
def test_play_panel_in_the_browser(game: str, panels: Server, browser: Any) -> None:
    """Play a move through the widgets, try an illegal one, step back in the replay, undo: each answer exact."""
    title, notebook, attempts = GAMES[game]
    app = replica(ROOT / notebook)
    page = browser.new_page(viewport=VIEWPORT)
    watch = Watch(page)
    try:
        open_app(page, f"{panels.url}voila/render/{quote(title)}.ipynb", board=f"{BOARD} svg")
        panel = page.locator(PANEL).first
        status, board, message = (panel.locator(f".tutor-{part}").first for part in ("status", "board", "message"))
        replay = panel.locator(".tutor-replay-board").first
        wait_text(status, html_text(app.status.value), "the app's first position (the notebook's game)")
        wait_html(page, board, app.board.value, "the first board")
        first_replay = app.stepper.board.value
        replay_start = wait_html(page, replay, first_replay, "the replay's first board")
        moves_at_start = len(app.game.history)

        # a move chosen through the widgets: an action group (toggle buttons), a move (dropdown), "play move"
        group = app.group.options[min(1, len(app.group.options) - 1)]
        app.group.value = group
        panel.locator(".tutor-group button").filter(has_text=re.compile(f"^{re.escape(group)}$")).click()
        labels = [label for label, _ in app.choice.options]
        choice = panel.locator(".tutor-choice select")
        offered = lambda: [normal(t) for t in choice.locator("option").all_inner_texts()]
        wait_until(lambda: offered() == labels, f"the moves of {group!r} in the dropdown", show=offered)
        label, move = app.choice.options[min(1, len(labels) - 1)]
        app.choice.value = move
        choice.select_option(label=label)
        board_chosen = wait_html(page, board, app.board.value, f"the board showing {label!r}")
        app.play_button.click()
        panel.locator(".tutor-play-move").click()
        wait_text(message, html_text(app.message.value), "the explanation of the move played")
        assert f"You played {label}." in normal(message.text_content() or "")
        board_played = wait_html(page, board, app.board.value, "the board after the move")
        assert board_played != board_chosen
        wait_text(status, html_text(app.status.value), "the status after the move")

        # an illegal move typed in the "try" box: the verdict names the rule
        typed = next((m for m in attempts if not app.game.check(m).ok), None)
        assert typed, f"none of {attempts} is illegal now"
        rule = app.game.check(typed).rule
        assert rule.startswith(f"{game}.")
        app.attempt.value = typed
        app.try_button.click()
        panel.locator(".tutor-try input").fill(typed)
        panel.locator(".tutor-check").click()
        wait_text(message, html_text(app.message.value), f"the verdict on {typed!r}")
        assert rule in (message.text_content() or "") and "illegal" in (message.text_content() or "")
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        panel.screenshot(path=str(ARTIFACTS / f"{game}.png"))

        # the stepper (replay tab) steps back, move by move, to the position the app opened on
        panel.locator(".lm-TabBar-tab").filter(has_text=re.compile("^replay$")).click()
        replay.wait_for(state="visible", timeout=WAIT * 1000)
        steps = len(app.game.history) - moves_at_start
        assert steps >= 1
        assert wait_html(page, replay, app.stepper.board.value, "the replay after the move") != replay_start
        for step in range(steps):
            app.stepper.previous()
            panel.locator(".tutor-replay-previous").click()
            shown = wait_html(page, replay, app.stepper.board.value, f"the replay {step + 1} move(s) back")
        assert app.stepper.position == moves_at_start and app.stepper.board.value == first_replay
        assert shown == replay_start

        # undo (play tab) takes the move back
        panel.locator(".lm-TabBar-tab").filter(has_text=re.compile("^play$")).click()
        app.undo_button.click()
        panel.locator(".tutor-undo").click()
        wait_text(status, html_text(app.status.value), "the status after undo")
        assert len(app.game.history) == moves_at_start
        wait_html(page, board, app.board.value, "the board after undo")
        assert not watch.problems(), "\n".join(watch.problems())
    finally:
        page.close()


def _tree_state(folder: Path) -> dict[str, tuple[int, int]]:
    return {str(p.relative_to(folder)): (p.stat().st_size, p.stat().st_mtime_ns) for p in sorted(folder.rglob("*"))}


def lab_menu(page: Any, menu: str, item: str) -> None:
    """Choose ``menu`` > ``item`` in JupyterLab's menu bar, once the item is enabled."""
    deadline = time.monotonic() + WAIT
    while True:
        page.locator(".lm-MenuBar-itemLabel").filter(has_text=re.compile(f"^{re.escape(menu)}$")).click()
        label = page.locator(".lm-Menu-itemLabel").filter(has_text=re.compile(f"^{re.escape(item)}$"))
        entry = page.locator(".lm-Menu-item").filter(has=label)
        entry.wait_for(timeout=WAIT * 1000)
        if "lm-mod-disabled" not in (entry.get_attribute("class") or ""):
            entry.click()
            return
        page.keyboard.press("Escape")
        if time.monotonic() > deadline:
            raise AssertionError(f"{menu} > {item} stayed disabled for {WAIT:.0f} s")
        time.sleep(0.2)


def test_start_here_runs_in_jupyterlab(browser: Any, tmp_path: Path) -> None:
    """JupyterLab on a copy of notebooks/: open 00_start_here.ipynb, clear the saved outputs, Run > Run All Cells,
    then no cell shows an error and the stepper is a live widget. Nothing is saved; notebooks/ stays as it was."""
    notebook = ROOT / "notebooks" / "00_start_here.ipynb"
    code_cells = sum(c.cell_type == "code" for c in nbformat.read(notebook, as_version=4).cells)
    repo_before = _tree_state(ROOT / "notebooks")
    with start_lab(tmp_path) as lab:
        page = browser.new_page(viewport=VIEWPORT)
        watch = Watch(page)
        try:
            page.goto(lab.url + "lab/tree/00_start_here.ipynb", timeout=START_TIMEOUT * 1000)
            cells = page.locator(".jp-Notebook .jp-CodeCell")
            prompts = cells.locator(".jp-InputPrompt")
            cells.first.wait_for(timeout=START_TIMEOUT * 1000)
            wait_until(lambda: cells.count() == code_cells, f"{code_cells} code cells shown", show=cells.count)
            kernel_idle = page.locator("#jp-main-statusbar").get_by_text(re.compile(r"\|\s*Idle$"))
            kernel_idle.first.wait_for(timeout=START_TIMEOUT * 1000)  # the kernel has started

            def shown() -> list[str]:
                return [normal(t) for t in prompts.all_text_contents()]

            lab_menu(page, "Edit", "Clear Outputs of All Cells")  # the saved outputs and counts go
            wait_until(lambda: set(shown()) == {"[ ]:"}, "every cell cleared", show=shown)
            for attempt in range(3):  # a click that comes before the kernel is quite ready runs nothing: again
                lab_menu(page, "Run", "Run All Cells")
                try:
                    wait_until(lambda: set(shown()) != {"[ ]:"}, "a cell running", timeout=10)
                    break
                except AssertionError:
                    if attempt == 2:
                        raise

            errors = page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']")

            def all_ran() -> bool:
                done = len(shown()) == code_cells and all(re.fullmatch(r"\[\d+\]:", p) for p in shown())
                return done or errors.count() > 0

            wait_until(all_ran, "every cell run", timeout=START_TIMEOUT, show=shown)
            assert errors.count() == 0, errors.all_text_contents()
            page.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']").wait_for(
                state="attached", timeout=START_TIMEOUT * 1000)
            stepper = page.locator(".jp-OutputArea-output .widget-play").first  # the stepper, a live widget
            stepper.wait_for(state="attached", timeout=WAIT * 1000)
            stepper.scroll_into_view_if_needed()
            stepper.wait_for(state="visible", timeout=WAIT * 1000)
            board = page.locator(".jp-OutputArea-output .widget-vbox .widget-html svg").first
            board.wait_for(state="attached", timeout=WAIT * 1000)
            assert page.get_by_text("Error displaying widget").count() == 0
            ARTIFACTS.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(ARTIFACTS / "jupyterlab.png"))
            assert not watch.problems(), "\n".join(watch.problems())
        finally:
            page.close()
    assert _tree_state(ROOT / "notebooks") == repo_before, "JupyterLab changed files under notebooks/"
