"""The zero-install site (``python -m tutor.site build``) in a real browser: its size, how long each app page takes to
show its board (cold: a fresh browser profile; warm: the same page opened again, the browser's cache filled), and
a click on a game table's board to the redrawn board, and a click on an explorer to the answer drawn, with Python
running in the page (Pyodide).

Run from anywhere (needs the test extra, ``npm`` for the build and Debian's Chromium at /usr/bin/chromium)::

    python benchmarks/site.py [--site FOLDER] [--runs 3] [--moves 3] [--apps amber-play taxis-play ...]

Without ``--site`` the site is built from clean into a temporary folder first (a few minutes); with it, that built
site is measured. The site is served on 127.0.0.1 by Python's ``http.server``. For each app page (``apps/*.html``),
``--runs`` times: a new browser profile opens the page (cold), then opens it again (warm); the time is from the
navigation to the app's board (or lesson) drawn. Then, in each game's play app, ``--moves`` moves are made by
clicks (a copy of the table made here, from the same code, tells which hits choose a move; *play it* when the move
needs it): each click is timed in the page from the press to the table's last change (quiet for 250 ms, not
counted), and the page's board is checked to be the copy's. It prints the figures against the issue's goals (site
≤ 40 MB, cold ≤ 20 s, warm ≤ 8 s, click to board p95 ≤ 300 ms) with PASS/FAIL, and the machine's load average; it
always exits 0 once it has measured. ``tests/test_site_browser.py`` drives the apps with the same functions.
"""

from __future__ import annotations

import argparse
import ast
import contextlib
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
for _path in (str(ROOT), str(HERE)):
    if _path not in sys.path:
        sys.path.insert(0, _path)

GOAL_MB, GOAL_COLD_S, GOAL_WARM_S, GOAL_CLICK_MS = 40.0, 20.0, 8.0, 300.0
TABLE = ".tutor-table"
BOARD = f"{TABLE} .tutor-table-board"
HANDS = f"{TABLE} .tutor-table-hands"
CONFIRM = f"{TABLE} button.tutor-table-confirm, {TABLE} .tutor-table-confirm button"
HINT = f"{TABLE} button.tutor-table-hint, {TABLE} .tutor-table-hint button"
HINT_TEXT = f"{TABLE} .tutor-table-hint-text"
GOAL_HINT_MS = 3000.0  # the hint is the hard bot's search (issue 26): at most 3 s in the page's Python
OPEN_TIMEOUT_S = 600.0

# Press an element of the app's frame (a pointerdown that bubbles, as a pointer's would: the board reacts to presses;
# a button gets a click) and wait until the table has been quiet for `quiet` ms; [ms to its last change or null].
PRESS = """async ([target, watched, press, timeout, quiet]) => {
  const root = document.querySelector(watched), knob = document.querySelector(target);
  if (!root || !knob) throw new Error(`missing ${!root ? watched : target}`);
  let last = null;
  const watch = new MutationObserver(() => { last = performance.now(); });
  watch.observe(root, {subtree: true, childList: true, characterData: true, attributes: true});
  const t0 = performance.now();
  if (press) knob.dispatchEvent(new PointerEvent('pointerdown', {bubbles: true, cancelable: true, button: 0,
                                                                 view: window}));
  else knob.click();
  for (;;) {
    await new Promise(done => setTimeout(done, 5));
    const now = performance.now();
    if ((last !== null && now - last > quiet) || now - t0 > timeout) break;
  }
  watch.disconnect();
  return last === null ? null : last - t0;
}"""


def p95(values: Sequence[float]) -> float:
    """The 95th percentile by nearest rank, as ``benchmarks/run.py`` takes it (0 for no values).

    >>> p95(range(1, 101)), p95([]), p95([30.0, 10.0])
    (95, 0.0, 30.0)
    """
    from run import p95 as nearest_rank

    return nearest_rank(values)


def size_mb(site: Path) -> float:
    """The site's size in MB (2**20 bytes, as ``tutor.site`` prints it)."""
    return sum(p.stat().st_size for p in site.rglob("*") if p.is_file()) / 2**20


@contextlib.contextmanager
def serve(site: Path) -> Iterator[str]:
    """The built site served on a free port of 127.0.0.1 by ``http.server``; yields its address."""
    from tests.browser_helpers import Server, free_port

    port = free_port()
    args = [sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1", "--directory", str(site)]
    with tempfile.TemporaryDirectory(prefix="tutor-site-serve-") as folder, \
            Server("site", args, f"http://127.0.0.1:{port}/", "index.html", Path(folder)) as server:
        yield server.url


class Guard:
    """What a browser context did wrong: requests leaving the machine, console errors (a missing favicon aside),
    uncaught exceptions, failed requests."""

    def __init__(self, context: Any, url: str) -> None:
        self.url = url
        self.outside: list[str] = []
        self.errors: list[str] = []
        context.on("request", self._request)
        context.on("response", self._response)
        context.on("page", self.watch)
        for page in context.pages:
            self.watch(page)

    def watch(self, page: Any) -> None:
        page.on("console", lambda m: self.errors.append(m.text) if m.type == "error" and
                not self._favicon(m) else None)
        page.on("pageerror", lambda e: self.errors.append(f"uncaught exception: {e}"))

    @staticmethod
    def _favicon(message: Any) -> bool:
        """A console error that is the browser's report of the missing favicon (the only 404 of the site)."""
        where = (getattr(message, "location", None) or {}).get("url", "")
        return "404" in message.text and (where.endswith("favicon.ico") or where == "")

    def _request(self, request: Any) -> None:
        if not request.url.startswith((self.url, "data:", "blob:")):
            self.outside.append(request.url)

    def _response(self, response: Any) -> None:
        if response.status >= 400 and not response.url.endswith("favicon.ico"):
            self.errors.append(f"HTTP {response.status}: {response.url}")

    def problems(self) -> list[str]:
        return [f"request left the machine: {u}" for u in self.outside] + self.errors


def open_app(page: Any, url: str) -> tuple[float, Any]:
    """Open an app page and wait until its app shows (the page's waiting notice is gone); seconds, and the frame
    that runs the app (JupyterLite's REPL)."""
    start = time.monotonic()
    page.goto(url, timeout=120_000)
    page.wait_for_selector("#wait", state="detached", timeout=OPEN_TIMEOUT_S * 1000)
    took = time.monotonic() - start
    return took, next(f for f in page.frames if "/repl/" in f.url)


def open_times(browser: Any, url: str, runs: int) -> tuple[list[float], list[float], list[str]]:
    """``runs`` times: a fresh browser profile opens ``url`` (cold), then opens it again (warm); the cold and warm
    seconds, and the problems seen (see :class:`Guard`)."""
    cold, warm, problems = [], [], []
    for _ in range(runs):
        context = browser.new_context(viewport={"width": 1024, "height": 768})
        guard = Guard(context, url.split("/apps/")[0] + "/")
        try:
            page = context.new_page()
            for times in (cold, warm):
                took, frame = open_app(page, url)
                if frame.locator(f"{FAILED_OUTPUT}").count():
                    problems.append(f"{url}: the app failed: {frame.locator(FAILED_OUTPUT).first.inner_text()[:300]}")
                times.append(took)
        finally:
            context.close()
        problems += guard.problems()
    return cold, warm, problems


FAILED_OUTPUT = ".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']"


def local_table(code: str) -> Any:
    """The table an app's code makes (its last line's value, as the notebook shows it), made here: the copy that
    tells which clicks choose a move.

    >>> type(local_table("from amber.table import Table\\n\\nTable(players=3, seed=1)")).__name__
    'Table'
    """
    tree = ast.parse(code)
    namespace: dict[str, Any] = {}
    *body, last = tree.body  # the project's own notebook cell, as the page runs it
    exec(compile(ast.Module(body=body, type_ignores=[]), "<app>", "exec"), namespace)
    if not isinstance(last, ast.Expr):
        raise ValueError(f"the app's code does not end with the table: {code!r}")
    return eval(compile(ast.Expression(last.value), "<app>", "eval"), namespace)


def reparsed(frame: Any, svg: str) -> str:
    """``svg`` as the browser writes it back once parsed (to compare with the page's drawing)."""
    return frame.evaluate("svg => { const d = document.createElement('div'); d.innerHTML = svg; return d.innerHTML; }",
                          svg)


def in_step(frame: Any, table: Any, what: str, timeout: float = 30.0) -> None:
    """Wait until the page's board and seats are the copy's drawings (as drawn: without the names and tab stops the
    board's script adds for the keyboard and screen readers)."""
    from tests.browser_helpers import AS_DRAWN

    board, hands = reparsed(frame, table.board.svg), reparsed(frame, table.hands.svg)
    deadline = time.monotonic() + timeout
    drawn = ("", "")
    while time.monotonic() < deadline:
        drawn = (frame.locator(f"{BOARD} svg").first.evaluate(AS_DRAWN),
                 frame.locator(f"{HANDS} svg").first.evaluate(AS_DRAWN))
        if drawn == (board, hands):
            return
        time.sleep(0.1)
    same = "the seats differ" if drawn[0] == board else "the board differs"
    raise AssertionError(f"{what}: the page does not show the table's position ({same}); "
                         f"message: {table.message.value[:300]!r}")


# Click *hint* and wait until the hint's words show (new words under the buttons); [ms to them, or null at timeout].
# (Not PRESS: while the search runs in the page's Python nothing changes, and a quiet spell is no sign of the end.)
HINT_PRESS = """async ([target, shown, timeout]) => {
  const knob = document.querySelector(target);
  if (!knob) throw new Error(`missing ${target}`);
  const words = () => { const el = document.querySelector(shown); return el ? el.innerText.trim() : ''; };
  const before = words(), t0 = performance.now();
  knob.click();
  for (;;) {
    await new Promise(done => setTimeout(done, 5));
    const now = performance.now(), said = words();
    if (said && said !== before) return now - t0;
    if (now - t0 > timeout) return null;
  }
}"""


def press(frame: Any, target: str, board: bool) -> float | None:
    """Press ``target`` in the app (a board hit, or a button when not ``board``); ms to the table's last change."""
    return frame.evaluate(PRESS, [target, TABLE, board, 10_000, 250])


def play_by_clicks(frame: Any, table: Any, moves: int, hints: list[float] | None = None
                   ) -> tuple[list[Any], list[float]]:
    """Make ``moves`` moves in the app by clicks, each the first legal move whose clicks are on the board or the
    seats (a closing of Thurn und Taxis, chosen city by city in any order, is left aside), the same clicks made on
    ``table``, the app's copy; after each click the page must show the copy's drawings. The moves made, and each
    click's milliseconds to the table's last change. With ``hints`` (a list), *hint* is pressed before each move
    and its milliseconds to the hint drawn (the hard bot's search, in the page's Python) go to the list."""
    made, ms = [], []
    for _ in range(moves):
        if table.game.is_over or not table.human_to_move:
            break
        if hints is not None:
            table.hint()
            took = frame.evaluate(HINT_PRESS, [HINT, HINT_TEXT, 60_000])
            if took is not None:
                hints.append(took)
            in_step(frame, table, "the hint")
        before = len(table.game.history)
        move, hits = next((m, p) for m, p in table.narrowing.paths if p and type(m).__name__ != "Close")
        for hit in hits:
            if hit in table.narrowing.selection:
                continue  # chosen already (La Loire: a piece keeps its horses)
            view = BOARD if f'data-hit="{hit}"' in table.board.svg else HANDS
            table.click(hit)
            took = press(frame, f'{view} [data-hit="{hit}"]', True)
            if took is not None:
                ms.append(took)
            in_step(frame, table, f"a click on {hit}")
            if len(table.game.history) > before:
                break
        if len(table.game.history) == before:
            table.confirm()
            took = press(frame, CONFIRM, False)
            if took is not None:
                ms.append(took)
            in_step(frame, table, f"'play it' for {move}")
        assert len(table.game.history) > before and table.game.history[before] == move, (move, table.message.value)
        made.append(move)
    return made, ms


def click_times(browser: Any, url: str, code: str, moves: int, hints: list[float] | None = None
                ) -> tuple[list[Any], list[float], list[str]]:
    """Open the play app at ``url`` and make ``moves`` moves by clicks (:func:`play_by_clicks`; ``code`` is the
    app's code, run here for the copy; ``hints``: time a hint before each move into it); the moves, the clicks'
    ms, and the problems seen."""
    context = browser.new_context(viewport={"width": 1024, "height": 768})
    guard = Guard(context, url.split("/apps/")[0] + "/")
    try:
        page = context.new_page()
        _, frame = open_app(page, url)
        frame.wait_for_selector(f"{HANDS} svg", timeout=60_000)
        table = local_table(code)
        in_step(frame, table, "the first board")
        made, ms = play_by_clicks(frame, table, moves, hints)
    finally:
        context.close()
    return made, ms, guard.problems()


EXPLORE = ".tutor-explore"
EXPLORE_BOARD = f"{EXPLORE} .tutor-explore-boardview"


def explore_hits(game: str) -> list[str]:
    """What the site's explorer timings click in turn, on the first position (each click changes the board): Amber's
    castles, Thurn und Taxis' cities (in pairs: fewest-card questions), La Loire's merchant and places with pieces.

    >>> explore_hits("taxis")[:2], explore_hits("loire")[0]
    (['city:Amsterdam', 'city:Arnheim'], 'piece:merchant')
    """
    if game == "amber":
        import amber
        from amber.board import name

        return [name(c) for c in amber.new_game(players=3, seed=1).state.castles]
    if game == "taxis":
        from taxis.board import MAPS

        return [f"city:{c}" for c in sorted(MAPS["gug"].graph)]
    return ["piece:merchant", "Nantes", "piece:messenger", "Orléans"]


def explore_clicks(frame: Any, game: str, clicks: int) -> list[float]:
    """In an explorer's frame (opened), ``clicks`` clicks on :func:`explore_hits` in turn; each click's ms from the
    press to the app's last change (clicks that change nothing are not counted)."""
    frame.wait_for_selector(f"{EXPLORE_BOARD} svg", timeout=60_000)
    hits = explore_hits(game)
    ms = []
    for i in range(clicks):
        took = frame.evaluate(PRESS, [f'{EXPLORE_BOARD} [data-hit="{hits[i % len(hits)]}"]', EXPLORE, True,
                                      10_000, 250])
        if took is not None:
            ms.append(took)
    return ms


def verdict(ok: bool) -> str:
    return "PASS" if ok else "FAIL"


def report(site: Path, apps: Sequence[str], runs: int, moves: int) -> list[str]:
    """Measure the built ``site``; the lines to print."""
    from playwright.sync_api import sync_playwright

    from tests.browser_helpers import chromium_missing, launch_chromium
    from tutor.landing import ABOUT
    from tutor.site import app_code, app_notebooks

    size = size_mb(site)
    lines = [f"site: {site} ({size:.1f} MB; goal <= {GOAL_MB:.0f} MB: {verdict(size <= GOAL_MB)})"]
    missing = chromium_missing()
    if missing:
        return [*lines, f"browser: not measured: {missing}"]
    codes = {f"{ABOUT[name][0]}-{kind}": app_code(notebook)
             for name, kinds in app_notebooks().items() for kind, notebook in kinds.items()}
    pages = sorted(p.stem for p in (site / "apps").glob("*.html"))
    chosen = [a for a in pages if not apps or a in apps]
    lines.append(f"load average before: {', '.join(f'{x:.2f}' for x in os.getloadavg())} "
                 f"({os.cpu_count()} cores); {runs} runs per app, Chromium at 1024x768")
    lines.append(f"  {'app':<16} {'cold s (each run)':<26} {'warm s (each run)':<26} goal")
    worst_cold = worst_warm = 0.0
    problems: list[str] = []
    with serve(site) as url, sync_playwright() as playwright:
        browser = launch_chromium(playwright)
        try:
            for app in chosen:
                cold, warm, seen = open_times(browser, f"{url}apps/{app}.html", runs)
                problems += seen
                worst_cold, worst_warm = max(worst_cold, *cold), max(worst_warm, *warm)
                lines.append(f"  {app:<16} {' '.join(f'{t:5.1f}' for t in cold):<26} "
                             f"{' '.join(f'{t:5.1f}' for t in warm):<26} "
                             f"cold {verdict(max(cold) <= GOAL_COLD_S)}, warm {verdict(max(warm) <= GOAL_WARM_S)}")
            clicks: list[float] = []
            hinted: list[float] = []
            for app in (a for a in chosen if a.endswith("-play") and a in codes):
                hints: list[float] = []
                made, ms, seen = click_times(browser, f"{url}apps/{app}.html", codes[app], moves, hints)
                problems += seen
                clicks += ms
                hinted += hints
                lines.append(f"  {app:<16} {len(made)} moves by {len(ms)} clicks: click to board median "
                             f"{sorted(ms)[len(ms) // 2] if ms else 0:.0f} ms, p95 {p95(ms):.0f} ms; "
                             f"{len(hints)} hints (the hard search): median "
                             f"{sorted(hints)[len(hints) // 2] if hints else 0:.0f} ms, "
                             f"max {max(hints, default=0):.0f} ms")
            explored: list[float] = []
            for app in (a for a in chosen if a.endswith("-explore")):
                context = browser.new_context(viewport={"width": 1024, "height": 768})
                try:
                    _, frame = open_app(context.new_page(), f"{url}apps/{app}.html")
                    ms = explore_clicks(frame, app.split("-")[0], 12)
                finally:
                    context.close()
                explored += ms
                lines.append(f"  {app:<16} {len(ms)} clicks: click to answer drawn median "
                             f"{sorted(ms)[len(ms) // 2] if ms else 0:.0f} ms, p95 {p95(ms):.0f} ms")
        finally:
            browser.close()
    lines.append(f"load average after: {', '.join(f'{x:.2f}' for x in os.getloadavg())}")
    lines.append(f"worst cold open {worst_cold:.1f} s (goal <= {GOAL_COLD_S:.0f} s: "
                 f"{verdict(worst_cold <= GOAL_COLD_S)}); worst warm open {worst_warm:.1f} s "
                 f"(goal <= {GOAL_WARM_S:.0f} s: "
                 f"{verdict(worst_warm <= GOAL_WARM_S)})")
    if clicks:
        lines.append(f"click to board p95 over {len(clicks)} clicks in the play apps: {p95(clicks):.0f} ms "
                     f"(goal <= {GOAL_CLICK_MS:.0f} ms: {verdict(p95(clicks) <= GOAL_CLICK_MS)})")
    if hinted:
        lines.append(f"hint (the hard bot's search in the page's Python) p95 over {len(hinted)} hints: "
                     f"{p95(hinted):.0f} ms (goal <= {GOAL_HINT_MS:.0f} ms: {verdict(p95(hinted) <= GOAL_HINT_MS)})")
    if explored:
        lines.append(f"click to answer p95 over {len(explored)} clicks in the explorers: {p95(explored):.0f} ms "
                     f"(goal <= {GOAL_CLICK_MS:.0f} ms: {verdict(p95(explored) <= GOAL_CLICK_MS)})")
    lines += [f"problem: {p}" for p in problems] or ["no request left the machine; no console error"]
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", type=Path, help="a built site to measure (default: build one from clean first)")
    parser.add_argument("--runs", type=int, default=3, help="cold and warm opens per app page")
    parser.add_argument("--moves", type=int, default=3, help="moves made by clicks in each play app")
    parser.add_argument("--apps", nargs="*", default=[], help="app pages to measure, e.g. amber-play (default: all)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="tutor-site-bench-") as folder:
        site = args.site
        if site is None:
            site = Path(folder) / "site"
            subprocess.run([sys.executable, "-m", "tutor.site", "build", "--out", str(site)], cwd=ROOT, check=True)
        print("\n".join(report(site, args.apps, args.runs, args.moves)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
