"""Click-to-board latency in a real browser: Voila serving the play notebooks or the classroom apps, Chromium.

Run from anywhere (needs the test extra and Debian's Chromium at /usr/bin/chromium)::

    python benchmarks/browser.py [--clicks 20] [--button play|bot] [--games amber taxis loire]
    python benchmarks/browser.py --table [--clicks 40] [--table-game amber|taxis|loire]
    python benchmarks/browser.py --explore amber|taxis|loire [--clicks 40]
    python benchmarks/browser.py --shared [--clicks 12] [--load 9]

``--shared`` times a game across devices under a class's load (issue 28): three Chromium contexts name themselves
on the classroom server, one opens a table for classmates and the others join it by its code; while ``--load``
other tables of three pupils (processes, as :mod:`benchmarks.shared_tables` runs them) play through the same class
file, the three devices play ``--clicks`` moves by clicks, each timed from the mover's last click to the first
change of each other device's board (target p95 <= 300 ms).

``--table`` times clicks on the game table's board instead (Amber's table, :mod:`amber.table`): a tile is chosen in
the hand, then fields on offer are clicked in turn (each click previews the tile there, a click on the same field
again turns it), and every few clicks *play it* plays the move (the bots answer); each click is timed from the click
to the board's last change, as above. Target for the board clicks: p95 under 150 ms. ``--table-game taxis`` times
Thurn und Taxis' table (:mod:`taxis.table`) in the same way: red's moves, chosen by a greedy bot, are made by their
clicks (a face-up card or the deck, a hand card and an end of the route, the cities of a closing one by one, *play
it*); the clicks that only narrow the choice (the board redrawn, nothing played) are timed apart from those that play
a move at once (the bots' replies included). ``--table-game loire`` times La Loire's table (:mod:`loire.table`): a
helper bot chooses red's steps, each made by clicks on the board and the choices under it (a piece, a horse button,
a place, an action, *end the turn*); every click is timed, the clicks that end the turn (the bots answer) apart.

It serves the developers' play notebooks (``notebooks/<game>-notebooks/03_play.ipynb``, whose console panel has
these buttons) with Voilà on a free port of 127.0.0.1, opens each in headless Chromium and clicks "play move" (or
"bot move") ``--clicks`` times; ``--table`` opens the classroom app (``python -m tutor.classroom``). Each click
is timed in the page with ``performance.now()``: from the click to the last change of the board (a MutationObserver
on the board widget; the kernel answers a move with the bots' replies and may redraw the board more than once),
counted as done once the board has been quiet for 250 ms, which is not counted. The same machinery drives
``tests/test_browser.py`` (``tests/browser_helpers.py``). Target: p95 under 200 ms. The script always exits 0
once it has measured.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
GAMES = {"amber": "Amber", "taxis": "Thurn und Taxis", "loire": "La Loire"}
BUTTONS = {"play": ".tutor-play-move", "bot": ".tutor-bot-move"}
TARGET_MS = 200.0
TABLE_TARGET_MS = 150.0  # a click on the game table's board
CONFIRM = ".tutor-table button.tutor-table-confirm, .tutor-table .tutor-table-confirm button"  # 'play it'


def _importable() -> None:
    """Make the project, this folder and the tests importable (the benchmarks reuse the browser tests' helpers)."""
    for path in (str(ROOT), str(HERE), str(ROOT / "tests")):
        if path not in sys.path:
            sys.path.insert(0, path)


@contextlib.contextmanager
def classroom_page(app: str, ready: str, viewport: tuple[int, int]) -> Iterator[Any]:
    """A classroom server in a temporary folder, Chromium, and a page at ``viewport`` on the app served as ``app``
    (``voila/render/<app>.ipynb``) once ``ready`` shows."""
    from playwright.sync_api import sync_playwright

    from tests.browser_helpers import launch_chromium, start_classroom

    with tempfile.TemporaryDirectory(prefix="tutor-bench-") as folder, start_classroom(Path(folder)) as server, \
            sync_playwright() as playwright:
        chromium = launch_chromium(playwright)
        try:
            page = chromium.new_page(viewport={"width": viewport[0], "height": viewport[1]})
            page.goto(f"{server.url}voila/render/{app}.ipynb", timeout=180_000)
            page.wait_for_selector(ready, timeout=180_000)
            yield page
            page.close()
        finally:
            chromium.close()


def table_rows(what: str, times: Sequence[float], other: str, others: Sequence[float]) -> list[tuple]:
    """A game table's rows for :func:`run.target_table`: ``what`` (the timed clicks) against the target, their
    median and slowest, then the ``other`` clicks (those that end a move or a turn, with the bots') untargeted.

    >>> [row[:2] for row in table_rows("clicks", [10.0, 30.0, 20.0], "ends", [])]  # doctest: +NORMALIZE_WHITESPACE
    [('clicks p95 (3)', '30.0 ms'), ('  median', '20.0 ms'), ('  slowest', '30.0 ms'), ('ends p95 (0)', 'n/a'),
     ('  median', 'n/a')]
    """
    from run import p95

    def median(values: Sequence[float]) -> str:
        return f"{sorted(values)[len(values) // 2]:.1f} ms" if values else "n/a"

    worst = p95(times)
    return [(f"{what} p95 ({len(times)})", f"{worst:.1f} ms", f"< {TABLE_TARGET_MS:g} ms",
             worst < TABLE_TARGET_MS if times else None),
            ("  median", median(times), "-", None),
            ("  slowest", f"{max(times):.1f} ms" if times else "n/a", "-", None),
            (f"{other} p95 ({len(others)})", f"{p95(others):.1f} ms" if others else "n/a", "-", None),
            ("  median", median(others), "-", None)]


def bench(games: Sequence[str], clicks: int, button: str) -> list[str]:
    """Start the classroom app and Chromium, time ``clicks`` clicks of ``button`` in each game; the report lines."""
    for path in (str(ROOT), str(HERE)):
        if path not in sys.path:
            sys.path.insert(0, path)
    from playwright.sync_api import sync_playwright
    from run import p95, target_table

    from tests.browser_helpers import (
        BOARD,
        chromium_missing,
        click_to_board_ms,
        launch_chromium,
        open_app,
        serve_notebooks,
    )

    missing = chromium_missing()
    if missing:
        return [f"browser: not measured: {missing}"]
    label = {"play": "play move", "bot": "bot move"}[button]
    lines = [f"browser: the play notebooks' console panel (Voila) in headless Chromium, {clicks} clicks of '{label}' "
             f"per game"]
    notebooks = {name: ROOT / "notebooks" / f"{game}-notebooks" / "03_play.ipynb" for game, name in GAMES.items()}
    with tempfile.TemporaryDirectory(prefix="tutor-bench-") as folder, \
            serve_notebooks(Path(folder), notebooks) as server, sync_playwright() as playwright:
        chromium = launch_chromium(playwright)
        try:
            for game in games:
                page = chromium.new_page(viewport={"width": 1400, "height": 1000})
                try:
                    open_app(page, f"{server.url}voila/render/{GAMES[game]}.ipynb", board=f"{BOARD} svg")
                    times, unchanged = [], 0
                    for _ in range(clicks):
                        ms = click_to_board_ms(page, f".tutor-panel {BUTTONS[button]}")
                        if ms is None:
                            unchanged += 1  # the game is over, or a step that leaves the board as it was
                        else:
                            times.append(ms)
                finally:
                    page.close()
                worst = p95(times)
                checks = [(f"click to updated board p95 ({len(times)} clicks)", f"{worst:.1f} ms",
                           f"< {TARGET_MS:g} ms", worst < TARGET_MS if times else None),
                          ("  median", f"{sorted(times)[len(times) // 2]:.1f} ms" if times else "n/a", "-", None),
                          ("  slowest", f"{max(times):.1f} ms" if times else "n/a", "-", None)]
                if unchanged:
                    checks.append(("  clicks that left the board unchanged", str(unchanged), "-", None))
                lines += ["", game, *target_table(checks)]
        finally:
            chromium.close()
    return lines


def bench_table(clicks: int) -> list[str]:
    """Time ``clicks`` clicks on the fields of Amber's game table (and the *play it* clicks between them)."""
    _importable()
    from run import target_table

    from amber.table import Table, path
    from tests.browser_helpers import (
        CLICK_TO_BOARD,
        chromium_missing,
        click_hit_ms,
    )

    missing = chromium_missing()
    if missing:
        return [f"browser: not measured: {missing}"]
    board, hands = ".tutor-table .tutor-table-board", ".tutor-table .tutor-table-hands"
    on_board: list[float] = []
    on_play: list[float] = []
    with classroom_page("Amber", f"{board} svg", (1400, 1000)) as page:
        page.wait_for_selector(f"{hands} svg", timeout=60_000)
        table = Table(players=3, seed=1)  # the notebook's table, to know which fields are on offer
        while len(on_board) < clicks and not table.game.is_over:
            paths = [path(m) for m in table.game.legal_moves()]
            placing = sorted({p[0] for p in paths if len(p) > 1 and p[1][:1].isupper()})
            if not placing:  # stuck or pass: clicked, not timed
                for hit in paths[0]:
                    table.hands.click(hit)
                    click_hit_ms(page, f'{hands} [data-hit="{hit}"]', hands)
                if table.narrowing.current is not None:
                    table.confirm()
                    page.evaluate(CLICK_TO_BOARD, [".tutor-table .tutor-table-confirm", board, 10_000, 250])
                continue
            tile = placing[0]
            table.hands.click(tile)
            click_hit_ms(page, f'{hands} [data-hit="{tile}"]', board)
            fields = sorted(h for h in table.narrowing.next_hits if h[:1].isupper())[:3]
            for hit in [*fields, fields[-1]]:  # three fields, the last one twice (a rotation)
                table.board.click(hit)
                ms = click_hit_ms(page, f'{board} [data-hit="{hit}"]', board)
                if ms is not None:
                    on_board.append(ms)
            table.confirm()
            ms, changed = page.evaluate(CLICK_TO_BOARD, [".tutor-table .tutor-table-confirm", board,
                                                         10_000, 250])
            if changed:
                on_play.append(ms)
    checks = table_rows("board click to updated board", on_board, "'play it' (move and bots' replies)", on_play)
    return ["browser: Amber's game table (Voila) in headless Chromium, clicks on the board", "",
            "amber table", *target_table(checks)]


def bench_loire_table(clicks: int) -> list[str]:
    """Time ``clicks`` clicks on La Loire's game table (the turn-ending clicks, with the bots' answers, apart)."""
    _importable()
    from playwright.sync_api import sync_playwright
    from run import target_table

    from loire.bots import GreedyBot
    from loire.moves import End
    from loire.table import Table, path
    from tests.browser_helpers import chromium_missing, click_hit_ms, launch_chromium
    from tests.test_loire_table_browser import APP, BOARD, TABLE, start_loire_table

    missing = chromium_missing()
    if missing:
        return [f"browser: not measured: {missing}"]
    steps: list[float] = []
    ends: list[float] = []
    with tempfile.TemporaryDirectory(prefix="tutor-bench-") as folder, start_loire_table(Path(folder)) as server, \
            sync_playwright() as playwright:
        chromium = launch_chromium(playwright)
        try:
            page = chromium.new_page(viewport={"width": 1400, "height": 1000})
            page.goto(f"{server.url}voila/render/{APP}.ipynb", timeout=180_000)
            page.wait_for_selector(f"{BOARD} svg", timeout=180_000)
            table = Table(players=2, seed=1)  # the notebook's table, to know what is on offer
            helper = GreedyBot(seed=5)
            while len(steps) < clicks and not table.game.is_over:
                move = helper.choose(table.game)
                for hit in path(move):
                    if hit in table.narrowing.selection:
                        continue
                    table.click(hit)
                    ms = click_hit_ms(page, f'{TABLE} [data-hit="{hit}"]', BOARD)
                    if ms is not None:
                        (ends if isinstance(move, End) else steps).append(ms)
                if table.narrowing.current is not None:  # a choice that waits for 'play it' (rare)
                    break
            page.close()
        finally:
            chromium.close()
    checks = table_rows("click to updated board", steps, "'end the turn' (and the bots' turn)", ends)
    return ["browser: La Loire's game table (Voila) in headless Chromium, clicks on the board", "",
            "loire table", *target_table(checks)]


def bench_taxis_table(clicks: int) -> list[str]:
    """Time ``clicks`` clicks on Thurn und Taxis' game table: red's moves made by their clicks, bots answering."""
    _importable()
    from playwright.sync_api import sync_playwright
    from run import target_table

    from taxis.bots import GreedyBot
    from taxis.moves import Close
    from taxis.table import Table, tokens
    from tests.browser_helpers import CLICK_TO_BOARD, chromium_missing, click_hit_ms, launch_chromium, start_classroom

    missing = chromium_missing()
    if missing:
        return [f"browser: not measured: {missing}"]
    board, hands = ".tutor-table .tutor-table-board", ".tutor-table .tutor-table-hands"
    narrowing: list[float] = []
    playing: list[float] = []
    with tempfile.TemporaryDirectory(prefix="tutor-bench-") as folder, start_classroom(Path(folder)) as server, \
            sync_playwright() as playwright:
        chromium = launch_chromium(playwright)
        try:
            page = chromium.new_page(viewport={"width": 1400, "height": 1000})
            page.goto(f"{server.url}voila/render/Thurn%20und%20Taxis.ipynb", timeout=180_000)
            page.wait_for_selector(f"{board} svg", timeout=180_000)
            page.wait_for_selector(f"{hands} svg", timeout=60_000)
            table = Table(players=3, seed=1, variant="gug")  # the notebook's table, to know the clicks
            helper = GreedyBot(seed=11)
            while len(narrowing) + len(playing) < clicks and not table.game.is_over:
                move = helper.choose(table.game)
                if isinstance(move, Close):
                    hits = ["close", *sorted(tokens(move) - {"close"})]
                else:
                    hits = list(next(p for m, p in table.narrowing.paths if m == move))
                for hit in hits:
                    before = len(table.game.history)
                    view = hands if hit.startswith(("hand:", "horses")) else board
                    (table.hands if view == hands else table.board).click(hit)
                    ms = click_hit_ms(page, f'{view} [data-hit="{hit}"]', board)
                    if ms is not None:
                        (playing if len(table.game.history) > before else narrowing).append(ms)
                if table.narrowing.current is not None:
                    table.confirm()
                    ms, changed = page.evaluate(CLICK_TO_BOARD, [CONFIRM, board, 10_000, 250])
                    if changed:
                        playing.append(ms)
            page.close()
        finally:
            chromium.close()
    checks = table_rows("narrowing click to updated board", narrowing, "click that plays a move (bots' replies too)",
                        playing)
    return ["browser: Thurn und Taxis' game table (Voila) in headless Chromium, clicks on cards and the map", "",
            "taxis table", *target_table(checks)]


EXPLORERS = {"amber": "Amber%20explore", "taxis": "Thurn%20und%20Taxis%20explore", "loire": "La%20Loire%20explore"}


def explore_hits(game: str) -> list[tuple[str, str]]:
    """What the explorer benchmark clicks, in turn: (view, hit). Amber: on the position near the end, castles,
    every third road tile and each cell of who-reaches-whom; Thurn und Taxis: every city of Glanz und Gloria's map in
    pairs (each pair a fewest-card question); La Loire: the merchant, then every place."""
    board, side = ".tutor-explore .tutor-explore-boardview", ".tutor-explore .tutor-explore-sideview"
    if game == "amber":
        from amber.board import name
        from amber.explore_app import position
        from amber.state import CASTLE

        state = position(2).state
        roads = [name(f) for f, cell in enumerate(state.board) if 0 <= cell < CASTLE]
        return [*((board, name(c)) for c in state.castles), *((board, f) for f in roads[::3]),
                *((side, f"trip:{p}:{q}") for p in range(state.players) for q in range(state.players) if p != q)]
    if game == "taxis":
        from taxis.board import MAPS

        return [(board, f"city:{c}") for c in sorted(MAPS["gug"].graph)]
    from loire.state import PLACES

    return [(board, "piece:merchant"), *((board, place) for place in PLACES)]


def bench_explore(clicks: int, game: str = "amber") -> list[str]:
    """Time ``clicks`` clicks on a game's explorer (issue 27, item 4; :func:`explore_hits` says which), each from the
    press to the board's last change. Target: p95 under 150 ms in the classroom."""
    _importable()
    from run import target_table

    from tests.browser_helpers import chromium_missing, click_hit_ms

    missing = chromium_missing()
    if missing:
        return [f"browser: not measured: {missing}"]
    hits = explore_hits(game)
    board = ".tutor-explore .tutor-explore-boardview"
    on_board: list[float] = []
    with classroom_page(EXPLORERS[game], f"{board} svg", (1024, 768)) as page:
        if game == "amber":  # the position near the end: a 4-player table of who reaches whom
            page.locator(".tutor-explore-position select").select_option(index=2)
            page.wait_for_function("(s) => document.querySelectorAll(s).length === 12",
                                   arg=".tutor-explore-sideview [data-hit]", timeout=60_000)
        for i in range(clicks):
            view, hit = hits[i % len(hits)]
            ms = click_hit_ms(page, f'{view} [data-hit="{hit}"]', board)
            if ms is not None:
                on_board.append(ms)
    checks = table_rows("click to answer drawn", on_board, "none", [])[:3]
    return [f"browser: {game}'s explorer (Voila) in headless Chromium, clicks on the board", "",
            f"{game} explore", *target_table(checks)]


WATCH_DEVICE = """() => {
    window.__tutorClick = 0;
    window.__tutorBoard = [];
    document.addEventListener('click', () => { window.__tutorClick = Date.now(); }, true);
    new MutationObserver(records => {
        if (records.some(r => r.target.closest && r.target.closest('.tutor-table-board')))
            window.__tutorBoard.push(Date.now());
    }).observe(document.body, {subtree: true, childList: true, attributes: true, characterData: true});
}"""
"""A device's watch: the wall-clock time of its last click, and of every change to its board (Date.now(), one
clock for all the pages of a machine)."""


def bench_shared(moves: int, load: int, seconds: float = 90.0) -> list[str]:
    """Three pupils' devices (Chromium contexts on the classroom server) play one Amber game while ``load`` other
    tables of three pupils play through the same class file; each move is timed from the mover's last click to the
    first change of each other device's board (issue 28, item 5, in the browser)."""
    _importable()
    import threading

    from playwright.sync_api import sync_playwright
    from run import p95
    from shared_tables import TARGET_MS, run
    from test_shared_table_browser import NAMES, copy_for, join, name_myself, open_app, panel
    from test_table_browser import Pair

    import amber
    from tests.browser_helpers import chromium_missing, launch_chromium, start_classroom, text_of, wait_until
    from tutor.classstore import ClassStore
    from tutor.shared_games import SharedGames

    missing = chromium_missing()
    if missing:
        return [f"shared table: not measured: {missing}"]
    seen: list[float] = []
    with tempfile.TemporaryDirectory(prefix="tutor-bench-shared-") as folder, \
            start_classroom(Path(folder), f"--data={Path(folder) / 'class'}", "--preheat=0") as server, \
            sync_playwright() as playwright:
        data = Path(folder) / "class"
        chromium = launch_chromium(playwright)
        try:
            pages = [open_app(chromium, server.url) for _ in NAMES]
            for page, name in zip(pages, NAMES, strict=True):
                name_myself(page, name)
            panel(pages[0]).get_by_role("button", name="open a table for classmates").click()
            wait_until(lambda: "Table " in text_of(pages[0], ".tutor-shared"), "the table opened")
            code = panel(pages[0]).locator("input").nth(1).input_value()
            for page in pages[1:]:
                join(page, code)
            pages[0].get_by_role("tab", name="play", exact=True).click()
            tables = SharedGames(ClassStore(data))
            pairs = [Pair(page, copy_for(seat, tables.table(code).game.config.seed)) for seat, page in enumerate(pages)]
            for pair in pairs:
                pair.wait_synced("each device shows the game")
                pair.page.evaluate(WATCH_DEVICE)
            codes = [tables.open_table(amber.new_game(3, seed=i), f"pupil {i}-0") for i in range(load)]
            logs = Path(folder) / "logs"
            logs.mkdir()
            lines: list[dict[str, Any]] = []
            loaded = threading.Thread(target=lambda: lines.extend(run(data, codes, 3, seconds, logs)), daemon=True)
            loaded.start()
            time.sleep(5)  # the pupils' processes start and begin to play
            played = 0
            while played < moves and not pairs[0].table.game.is_over and loaded.is_alive():
                mover = pairs[0].table.game.to_move
                move = pairs[mover].table.game.legal_moves()[0]
                for pair in pairs:
                    pair.page.evaluate("() => { window.__tutorBoard = []; }")
                pairs[mover].play(move)
                clicked = pairs[mover].page.evaluate("() => window.__tutorClick")
                for seat, pair in enumerate(pairs):
                    if seat == mover:
                        continue
                    pair.table.game.play(move)
                    pair.table._new_turn()
                    pair.wait_synced(f"move {played + 1} on {NAMES[seat]}'s device")
                    changes = pair.page.evaluate("() => window.__tutorBoard")
                    seen.append(min(t for t in changes if t >= clicked) - clicked)
                played += 1
            loaded.join()
        finally:
            chromium.close()
    worst = p95(seen)
    met = "met" if worst <= TARGET_MS else "NOT met"
    beside = [line["seen_ms"] for line in lines if "seen_ms" in line]
    return [f"shared table in the browser: 3 devices (Chromium) play Amber through the classroom server while {load} "
            f"tables of 3 pupil processes play through the same class file ({3 + 3 * load} pupils, "
            f"{os.cpu_count()} cores)",
            f"move shown on the other devices (the mover's last click to the first change of each other board): "
            f"p50 {sorted(seen)[len(seen) // 2]:.0f} ms, p95 {worst:.0f} ms, max {max(seen):.0f} ms over {len(seen)} "
            f"deliveries of {played} moves (target p95 <= {TARGET_MS:.0f} ms: {met})",
            f"the pupil processes meanwhile: p95 {p95(beside):.0f} ms over {len(beside)} deliveries, "
            f"{sum('acked' in line for line in lines)} moves acknowledged"]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Click-to-board latency of the classroom apps in Chromium.")
    parser.add_argument("--games", nargs="+", choices=list(GAMES), default=list(GAMES))
    parser.add_argument("--clicks", type=int, default=20, help="clicks timed per game")
    parser.add_argument("--button", choices=list(BUTTONS), default="play", help="'play move' or 'bot move'")
    parser.add_argument("--table", action="store_true", help="time clicks on the board of Amber's game table")
    parser.add_argument("--table-game", choices=["amber", "taxis", "loire"], default="amber",
                        help="whose table --table times")
    parser.add_argument("--explore", choices=["amber", "taxis", "loire"], help="time clicks on a game's explorer")
    parser.add_argument("--shared", action="store_true",
                        help="time a move on one device until the other devices show it, under a class's load")
    parser.add_argument("--load", type=int, default=9, help="other tables of three pupils playing beside (--shared)")
    args = parser.parse_args(argv)
    if args.shared:
        print("\n".join(bench_shared(args.clicks, args.load)))
        return 0
    table = {"taxis": bench_taxis_table, "loire": bench_loire_table}.get(args.table_game, bench_table)
    if args.explore:
        print("\n".join(bench_explore(args.clicks, args.explore)))
        return 0
    print("\n".join(table(args.clicks) if args.table else bench(args.games, args.clicks, args.button)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
