"""The zero-install site (``python -m tutor.site build``) in a real browser: Python runs in the page (Pyodide).

Marked ``browser`` and ``site``: the README's test command runs it (so CI does); ``-m "not site"`` leaves it out
locally, as it builds the site from the package registries (about 40 MB) and waits for the in-browser kernel.
The site is built from clean into a temporary folder, served on 127.0.0.1 by Python's own ``http.server``, and the
start-here notebook is run in JupyterLite's JupyterLab. The test fails on any request that leaves the machine, on
console errors (other than a missing favicon) and on error output in the notebook. A screenshot goes to
``artifacts/browser/site-start-here.png``.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from browser_helpers import ARTIFACTS, ROOT, Server, free_port, site_app_timings

pytestmark = [pytest.mark.browser, pytest.mark.site]

KERNEL_TIMEOUT = 600.0  # seconds: the in-browser kernel loads Python and its packages (20-50 s on an idle machine)
NOTEBOOK = "00_start_here.ipynb"


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("site") / "site"
    subprocess.run([sys.executable, "-m", "tutor.site", "build", "--out", str(out)], cwd=ROOT, check=True)
    return out


def test_the_site_holds_the_pupils_notebooks_and_no_solutions(site: Path) -> None:
    files = {p.relative_to(site / "files").as_posix() for p in (site / "files").rglob("*.ipynb")}
    assert NOTEBOOK in files and "classroom/amber_exercises.ipynb" in files
    assert not [f for f in files if "solutions" in f]
    settings = json.loads((site / "jupyter-lite.json").read_text())["jupyter-config-data"]["litePluginSettings"]
    kernel = settings["@jupyterlite/pyodide-kernel-extension:kernel"]
    assert kernel["disablePyPIFallback"] is True and kernel["pyodideUrl"] == "./static/pyodide/pyodide.js"
    lock = json.loads((site / "static/pyodide/pyodide-lock.json").read_text())
    shipped = {p.name for p in (site / "static/pyodide").glob("*.whl")}
    assert {entry["file_name"] for entry in lock["packages"].values()} <= shipped  # the lock names only local wheels


def test_the_start_here_notebook_runs_in_the_browser_with_nothing_from_outside(site: Path, tmp_path: Path,
                                                                              browser: Any) -> None:
    port = free_port()
    args = [sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1", "--directory", str(site)]
    with Server("site", args, f"http://127.0.0.1:{port}/", "lab/index.html", tmp_path) as server:
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        try:
            outside: list[str] = []
            errors: list[str] = []
            failed: list[str] = []
            page.on("request", lambda r: None if r.url.startswith((server.url, "data:", "blob:"))
                    else outside.append(r.url))
            page.on("response", lambda r: failed.append(r.url) if r.status >= 400 else None)
            page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
            page.on("pageerror", lambda e: errors.append(f"uncaught exception: {e}"))
            start = time.monotonic()
            page.goto(f"{server.url}lab/index.html?path={NOTEBOOK}", timeout=120_000)
            page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=120_000)
            lab_ready = time.monotonic() - start
            page.click("li.lm-MenuBar-item:has-text('Run')")
            page.click("li.lm-Menu-item:has-text('Run All Cells')")
            prompts = ".jp-CodeCell .jp-InputPrompt"
            page.wait_for_function(
                f"""() => {{
                    const ps = [...document.querySelectorAll('{prompts}')].map(e => e.textContent.trim());
                    return ps.length > 0 && ps.every(t => /^\\[\\d+\\]:$/.test(t));
                }}""", timeout=KERNEL_TIMEOUT * 1000, polling=1000)
            ran = time.monotonic() - start
            ARTIFACTS.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(ARTIFACTS / "site-start-here.png"))
            bad = page.eval_on_selector_all(
                ".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr'], "
                ".jp-RenderedText[data-mime-type='application/vnd.jupyter.error']",
                "els => els.map(e => e.textContent.slice(0, 300))")
            boards = page.eval_on_selector_all(".jp-OutputArea-output svg", "els => els.length")
            print(f"JupyterLab ready after {lab_ready:.1f} s; all cells run after {ran:.1f} s; {boards} SVG outputs")
        finally:
            page.close()
    assert not outside, f"requests left the machine: {outside}"
    not_favicon = [u for u in failed if not u.endswith("favicon.ico")]
    real_errors = [e for e in errors if "404" not in e or not_favicon]
    assert not real_errors, f"console errors: {real_errors}; failed requests: {failed}"
    assert not bad, f"error output in the notebook: {bad}"
    assert boards >= 1, "no board was drawn (JupyterLab draws only the cells in view)"


def test_the_landing_page_opens_each_game_as_an_app_with_no_code(site: Path, tmp_path: Path, browser: Any) -> None:
    """The site's index is the pupils' landing page; every game's table and lesson opens as a page with the app
    alone (no code, no prompt), run by Python in the page; the Amber table answers clicks on its board."""
    port = free_port()
    args = [sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1", "--directory", str(site)]
    outside: list[str] = []
    errors: list[str] = []
    with Server("site", args, f"http://127.0.0.1:{port}/", "index.html", tmp_path) as server:
        context = browser.new_context(viewport={"width": 1024, "height": 768})
        context.on("request", lambda r: None if r.url.startswith((server.url, "data:", "blob:"))
                   else outside.append(r.url))
        try:
            page = context.new_page()
            page.on("console", lambda m: errors.append(m.text) if m.type == "error" and "404" not in m.text else None)
            page.goto(server.url, timeout=60_000)
            links = page.locator("a.tutor-app")
            found = [(links.nth(i).get_attribute("data-app"), links.nth(i).get_attribute("data-kind"),
                      links.nth(i).get_attribute("href")) for i in range(links.count())]
            page.screenshot(path=str(ARTIFACTS / "site-landing.png"), full_page=True)
            assert {app for app, kind, _ in found if kind == "play"} == {"Amber", "Thurn und Taxis", "La Loire"}
            for app, kind, href in found:
                page.goto(server.url + href, timeout=60_000)
                page.wait_for_selector("#wait", state="detached", timeout=KERNEL_TIMEOUT * 1000)
                inner = next(f for f in page.frames if "/repl/" in f.url)
                shown = inner.locator(".jp-CodeConsole").inner_text()
                assert "import" not in shown and "[1]" not in shown, f"{app} {kind} shows code: {shown[:200]}"
                assert inner.locator(".tutor-boardview svg, .tutor-lesson").count() > 0, (app, kind)
                page.screenshot(path=str(ARTIFACTS / f"site-{app.split()[-1].lower()}-{kind}.png"))
        finally:
            context.close()
        timings = site_app_timings(browser, server.url + "apps/amber-play.html")
    clicks = sorted(timings["click_ms"])
    p95 = clicks[min(len(clicks) - 1, int(0.95 * len(clicks)))] if clicks else None
    print(f"Amber app: board visible after {timings['cold_s']:.1f} s cold, {timings['warm_s']:.1f} s warm; "
          f"click to board p95 {p95} ms over {len(clicks)} clicks")
    assert clicks, "no click on the board of the Amber app changed the board"
    assert not outside, f"requests left the machine: {outside}"
    assert not errors, f"console errors: {errors}"
