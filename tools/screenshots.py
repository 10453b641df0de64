"""Remake the README's screenshots (``docs/screenshots/*.png``) from the classroom app, as a pupil sees it.

``python tools/screenshots.py [--out docs/screenshots]`` starts the classroom server (``python -m tutor.classroom``,
on 127.0.0.1 and a free port, as the browser tests start it: :func:`tests.browser_helpers.start_classroom`), opens
each page in Debian's Chromium (``/usr/bin/chromium``, driven by Playwright) at 1400 × 1000 and saves what the window
shows: the landing page, each game's table (Amber's with a tile picked in the hand, so that the fields it may go on
are lit; the picture ends below the table) and Amber's lesson on a rule whose breaking move was just tried on its
board. Each PNG is then reduced to a palette of at most 256 colours with Pillow, when Pillow is installed (flat boards
and text lose nothing visible); without Pillow it is saved as Chromium writes it. The script prints each file with its
size, and the size Chromium gave; look at the pictures before committing them.

Nothing leaves the machine: the pages' requests to other hosts are refused (Voilà's page links Font Awesome from a
CDN; the icons it needs are in its own bundle), as in the browser tests.

>>> [shot.name for shot in SHOTS]
['landing', 'amber-table', 'taxis-table', 'loire-table', 'amber-lesson']
>>> SHOTS[1].app, SHOTS[1].kind
('Amber', 'play')
"""

from __future__ import annotations

import argparse
import io
import sys
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urljoin

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "docs" / "screenshots"
WIDTH, HEIGHT = 1400, 1000
TIMEOUT_MS = 180_000  # a cold kernel on a busy machine
TABLE = ".tutor-table"
BOARD, HANDS = f"{TABLE} .tutor-table-board", f"{TABLE} .tutor-table-hands"
LESSON = ".tutor-lesson"
SETTLE_MS = 1500  # after the last change asked for: the widgets finish drawing


def _amber_pick_a_tile(page: Any) -> None:
    """Pick the first tile of the hand that may be laid, as a pupil would: the board lights the fields it fits."""
    from amber.table import Table, path

    table = Table(players=3, seed=1)  # the same table as the play app's first cell
    paths = [path(m) for m in table.game.legal_moves()]
    tile = sorted({p[0] for p in paths if len(p) > 1 and p[1][:1].isupper()})[0]
    page.locator(f'{HANDS} [data-hit="{tile}"]').first.click()


def _lesson_try_a_breaking_move(page: Any) -> None:
    """Go to the rule "Only on an empty field", then click an occupied field of its board: the lesson answers."""
    page.get_by_role("button", name="Placing a tile").first.click()
    page.wait_for_function("document.querySelector('.tutor-lesson h3').textContent.includes('Lay a road tile')",
                           timeout=60_000)
    page.get_by_role("button", name="next rule").first.click()
    page.wait_for_function("document.querySelector('.tutor-lesson h3').textContent.includes('empty field')",
                           timeout=60_000)
    page.locator(f'{LESSON} .tutor-lesson-try [data-hit="C2"]').first.click()
    page.wait_for_function("document.querySelector('.tutor-lesson-try').textContent.includes('Not allowed')",
                           timeout=60_000)


@dataclass(frozen=True)
class Shot:
    """One screenshot: its file name (without ``.png``), the app (the game and the kind of the landing page's button
    that opens it; none: the landing page), what shows it is drawn, what to click before taking it, and (``upto``)
    the element whose bottom edge ends the picture, when the page goes on below the app."""

    name: str
    app: str | None
    kind: str | None
    ready: str
    action: Callable[[Any], None] | None = None
    upto: str | None = None


SHOTS = (
    Shot("landing", None, None, ".game .pic svg", upto=".games"),
    Shot("amber-table", "Amber", "play", f"{HANDS} svg", _amber_pick_a_tile, TABLE),
    Shot("taxis-table", "Thurn und Taxis", "play", f"{HANDS} svg", upto=TABLE),
    Shot("loire-table", "La Loire", "play", f"{HANDS} svg", upto=TABLE),
    Shot("amber-lesson", "Amber", "lesson", f"{LESSON} h3", _lesson_try_a_breaking_move),
)


def app_addresses(browser: Any, url: str) -> dict[tuple[str, str], str]:
    """(game, kind) -> the address of the app that the landing page at ``url`` links, read from its buttons (so that
    the screenshots follow whatever names the classroom server gives its apps)."""
    page = browser.new_page()
    try:
        page.goto(url, timeout=TIMEOUT_MS)
        found = page.eval_on_selector_all(
            "a.tutor-app", "links => links.map(a => [a.dataset.app, a.dataset.kind, a.getAttribute('href')])")
    finally:
        page.close()
    return {(app, kind): href for app, kind, href in found}


def _clip(page: Any, upto: str | None) -> dict[str, float] | None:
    """The window from its top to a little below the bottom of ``upto`` (None: the whole window)."""
    box = page.locator(upto).first.bounding_box() if upto else None
    if box is None:
        return None
    return {"x": 0, "y": 0, "width": WIDTH, "height": min(HEIGHT, box["y"] + box["height"] + 12)}


def optimise(png: bytes) -> bytes:
    """``png`` with at most 256 colours (Pillow's median cut, no dithering), or as it is without Pillow.

    >>> optimise(b"not a png") == b"not a png"
    True
    """
    try:
        from PIL import Image, UnidentifiedImageError
    except ImportError:
        return png
    try:
        image = Image.open(io.BytesIO(png)).convert("RGB")
    except UnidentifiedImageError:
        return png
    small = image.quantize(colors=256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
    out = io.BytesIO()
    small.save(out, format="PNG", optimize=True)
    return out.getvalue() if out.tell() < len(png) else png


def take(out: Path, names: Sequence[str] = ()) -> list[Path]:
    """Serve the classroom app, take the screenshots (those named in ``names``, or all) into ``out``; the files."""
    for path in (str(ROOT), str(ROOT / "tests")):
        if path not in sys.path:
            sys.path.insert(0, path)
    from playwright.sync_api import sync_playwright

    from tests.browser_helpers import Watch, chromium_missing, launch_chromium, start_classroom

    missing = chromium_missing()
    if missing:
        raise SystemExit(missing)
    out.mkdir(parents=True, exist_ok=True)
    shots = [s for s in SHOTS if not names or s.name in names]
    saved = []
    with tempfile.TemporaryDirectory(prefix="tutor-shots-") as folder, start_classroom(Path(folder)) as server, \
            sync_playwright() as playwright:
        browser = launch_chromium(playwright)
        try:
            addresses = app_addresses(browser, server.url)
            for shot in shots:
                if shot.app and (shot.app, shot.kind) not in addresses:
                    raise SystemExit(f"the landing page has no {shot.kind} button for {shot.app}: {sorted(addresses)}")
                page = browser.new_page(viewport={"width": WIDTH, "height": HEIGHT})
                watch = Watch(page)
                try:
                    page.goto(urljoin(server.url, addresses.get((shot.app, shot.kind), "")), timeout=TIMEOUT_MS)
                    page.wait_for_selector(shot.ready, timeout=TIMEOUT_MS)
                    if shot.action:
                        shot.action(page)
                    page.wait_for_timeout(SETTLE_MS)
                    file = out / f"{shot.name}.png"
                    raw = page.screenshot(clip=_clip(page, shot.upto))
                    file.write_bytes(optimise(raw))
                    saved.append(file)
                    problems = [p for p in watch.problems() if "cdn.jsdelivr.net" not in p]
                    note = f"  (the page reported: {'; '.join(problems)})" if problems else ""
                    print(f"{file.relative_to(ROOT) if file.is_relative_to(ROOT) else file}: "
                          f"{file.stat().st_size / 1024:.0f} kB (from Chromium: {len(raw) / 1024:.0f} kB){note}",
                          flush=True)
                finally:
                    page.close()
        finally:
            browser.close()
    return saved


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python tools/screenshots.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=OUT, help="folder for the PNG files (default: docs/screenshots)")
    parser.add_argument("names", nargs="*", help=f"only these screenshots (default: all): {[s.name for s in SHOTS]}")
    args = parser.parse_args(argv)
    unknown = set(args.names) - {s.name for s in SHOTS}
    if unknown:
        parser.error(f"no such screenshot: {sorted(unknown)}")
    take(args.out, args.names)
    return 0


if __name__ == "__main__":
    sys.exit(main())
