"""Servers and a browser for the end-to-end tests (``tests/test_browser.py``) and ``benchmarks/browser.py``.

The servers (the classroom app of ``tutor.classroom``, JupyterLab) run as subprocesses in a session of their own,
on 127.0.0.1 and a free port, with every file they write (runtime files, kernel connection files, settings,
workspaces) in a temporary folder. :class:`Server` stops them whatever happens: SIGTERM to the process group,
SIGKILL after a grace period, then any process still naming that temporary folder (a kernel) is killed by its id.

The browser is Debian's Chromium driven by Playwright (``playwright install`` is never needed). A :class:`Watch`
collects what a page reports: console errors, uncaught exceptions, and requests that tried to leave the machine.

>>> game_of("notebooks/loire-notebooks/03_play.ipynb")
'loire'
>>> normal("  a\\n  <b> c ")
'a <b> c'
>>> html_text("<p>You played <b>swamp D5</b>.</p><ul><li>red: x <code>amber.a</code></li></ul>")
'You played swamp D5.red: x amber.a'
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Sequence
from html import unescape
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
ARTIFACTS = ROOT / "artifacts" / "browser"
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync"]
SKIP_VARIABLE = "TUTOR_SKIP_BROWSER"
START_TIMEOUT = 180.0  # seconds for a server to answer, or an app to show its board (a cold CI machine is slow)
# Voila's page template links Font Awesome from a CDN, although its own bundle already holds the icons: the
# browser tests answer those two stylesheets with an empty one, and refuse (and report) any other request that
# would leave the machine.
CDN_STYLESHEET = re.compile(r"^https://cdn\.jsdelivr\.net/npm/(@fortawesome/fontawesome-free|font-awesome)@[^/]+/css/")
OFF_MACHINE = re.compile(r"^(?!https?://127\.0\.0\.1[:/])[a-z]+://")

# The play panel's parts, by the CSS classes tutor/panels.py gives them.
PANEL = ".tutor-panel"
BOARD = f"{PANEL} .tutor-board"
# An SVG of a board view as the Python side drew it: the page's copy without what the board's script adds to it for
# the keyboard and screen readers (role, tabindex, aria-label on the svg and its data-hit elements; tutor/table.py).
AS_DRAWN = """e => {
  const c = e.cloneNode(true), strip = (t) => ['role', 'tabindex', 'aria-label'].forEach((a) => t.removeAttribute(a));
  strip(c); c.querySelectorAll('[data-hit]').forEach(strip); return c.outerHTML;
}"""
# The game table's board (tutor/table.py), what a pupil's play app shows.
APP_BOARD = ".tutor-table .tutor-table-board svg"


def game_of(notebook: str | Path) -> str:
    """The game package a notebook belongs to (its folder)."""
    return Path(notebook).parent.name.split("-")[0]


def normal(text: str) -> str:
    """``text`` with runs of white space made one space, and stripped."""
    return " ".join(text.split())


def html_text(html: str) -> str:
    """What a browser's ``textContent`` gives for ``html`` (tags dropped, entities resolved), white space normalised."""
    return normal(unescape(re.sub(r"<[^>]+>", "", html)))


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on right now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def chromium_missing() -> str | None:
    """Why the browser tests cannot run here, or None."""
    if CHROMIUM.exists():
        return None
    return (f"Chromium is missing ({CHROMIUM} does not exist): the browser tests need Debian's Chromium. Install it "
            f"with `apt-get install -y chromium` (.ci/run does so), or set {SKIP_VARIABLE}=1 to skip these tests.")


def launch_chromium(playwright: Any) -> Any:
    """Headless Chromium from Debian, through Playwright."""
    return playwright.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS)


class Server:
    """A server subprocess in its own session, with its log in ``folder``; a context manager that stops it."""

    def __init__(self, name: str, args: Sequence[str], url: str, ready: str, folder: Path,
                 env: dict[str, str] | None = None, cwd: Path = ROOT) -> None:
        self.name, self.args, self.url, self.folder = name, list(args), url, folder
        self.log_path = folder / f"{name}.log"
        self._ready = ready
        with open(self.log_path, "wb") as log:
            self.process = subprocess.Popen(self.args, cwd=cwd, env=env, stdin=subprocess.DEVNULL, stdout=log,
                                            stderr=subprocess.STDOUT, start_new_session=True)

    def __enter__(self) -> Server:
        try:
            self.wait_ready()
        except BaseException:
            self.stop()
            raise
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def log_tail(self, lines: int = 40) -> str:
        try:
            text = self.log_path.read_text(errors="replace")
        except OSError:
            return "(no log)"
        return "\n".join(text.splitlines()[-lines:])

    def wait_ready(self, timeout: float = START_TIMEOUT) -> None:
        """Wait until ``url + ready`` answers 200; fail with the log's end if the server dies or never answers."""
        deadline = time.monotonic() + timeout
        last = "no answer yet"
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"{self.name} exited with code {self.process.returncode} before answering "
                                   f"{self.url}; its log ends:\n{self.log_tail()}")
            try:
                with urllib.request.urlopen(self.url + self._ready, timeout=5) as answer:
                    if answer.status == 200:
                        return
                    last = f"HTTP {answer.status}"
            except (urllib.error.URLError, OSError) as err:
                last = repr(err)
            time.sleep(0.25)
        raise RuntimeError(f"{self.name} did not answer {self.url + self._ready} within {timeout:.0f} s ({last}); "
                           f"its log ends:\n{self.log_tail()}")

    def stop(self, grace: float = 20.0) -> None:
        """SIGTERM to the process group (servers shut their kernels down), SIGKILL after ``grace`` seconds, then
        kill any process left that names this server's folder (kernels run in sessions of their own)."""
        pgid = self.process.pid  # start_new_session: the group's id is the leader's pid
        if self.process.poll() is None:
            _signal_group(pgid, signal.SIGTERM)
            with contextlib.suppress(subprocess.TimeoutExpired):
                self.process.wait(timeout=grace)
        _signal_group(pgid, signal.SIGKILL)  # children that outlived the leader
        if self.process.poll() is None:
            self.process.wait()
        for pid in processes_naming(self.folder):
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)


def _signal_group(pgid: int, signum: int) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pgid, signum)


def processes_naming(folder: Path) -> list[int]:
    """The ids of running processes whose command line names ``folder`` (Linux; elsewhere none)."""
    mark = (str(folder) + os.sep).encode()
    found = []
    for entry in Path("/proc").glob("[0-9]*"):
        try:
            if mark in (entry / "cmdline").read_bytes() and int(entry.name) != os.getpid():
                found.append(int(entry.name))
        except OSError:
            continue
    return found


def _env(folder: Path) -> dict[str, str]:
    """The environment for a server whose files go to ``folder``, never to the repository or the home folder."""
    env = dict(os.environ)
    for variable, sub in (("JUPYTER_RUNTIME_DIR", "runtime"), ("JUPYTER_CONFIG_DIR", "config"),
                          ("IPYTHONDIR", "ipython")):
        (folder / sub).mkdir(parents=True, exist_ok=True)
        env[variable] = str(folder / sub)
    env["CI"] = "true"  # no browser window from the servers
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    return env


def builder_notebook(builder: str) -> Any:
    """The notebook the builder ``tools/<builder>.py`` makes (its ``nb``), built here without writing it."""
    import runpy

    tools = str(ROOT / "tools")
    sys.path.insert(0, tools)
    try:
        return runpy.run_path(str(ROOT / "tools" / f"{builder}.py"), run_name="builder")["nb"]
    finally:
        sys.path.remove(tools)


def build_apps(folder: Path) -> Path:
    """The pupils' app notebooks of :data:`tutor.landing.APPS`, built from their builders (``tools/nb_apps.py``, the
    lesson builders) into a notebooks folder ``folder/notebooks`` laid out like ``notebooks/``; that folder. So the
    browser tests serve the apps as the builders make them now, whether or not ``notebooks/`` was rebuilt."""
    import nbformat

    tools = str(ROOT / "tools")
    sys.path.insert(0, tools)
    try:
        import nb_apps
    finally:
        sys.path.remove(tools)
    notebooks = folder / "notebooks"
    nb_apps.write_apps(notebooks)
    for game in ("amber", "taxis", "loire"):
        (notebooks / "lessons").mkdir(parents=True, exist_ok=True)
        nbformat.write(builder_notebook(f"nb_{game}_lesson"), notebooks / "lessons" / f"{game}_lesson.ipynb")
    return notebooks


def classroom_args(folder: Path, port: int) -> list[str]:
    """The command line of ``python -m tutor.classroom`` on 127.0.0.1 and ``port``, its files in ``folder`` and its
    apps freshly built there (:func:`build_apps`)."""
    (folder / "connections").mkdir(parents=True, exist_ok=True)
    return [sys.executable, "-m", "tutor.classroom", "--no-browser", f"--port={port}", "--Voila.port_retries=0",
            "--Voila.ip=127.0.0.1", f"--Voila.connection_dir_root={folder / 'connections'}",
            f"--notebooks={build_apps(folder)}"]


def start_classroom(folder: Path, *options: str) -> Server:
    """``python -m tutor.classroom`` (Voila over the pupils' apps, built fresh) on a free port, with ``options``;
    use it as a context manager."""
    port = free_port()
    args = [*classroom_args(folder, port), *options]
    return Server("voila", args, f"http://127.0.0.1:{port}/", "", folder, env=_env(folder))


def serve_notebooks(folder: Path, notebooks: dict[str, Path]) -> Server:
    """Voila over copies of ``notebooks`` (served name -> notebook file) in ``folder/served``, on a free port, with
    this checkout importable by the kernels; a context manager. An app is at ``voila/render/<name>.ipynb``. For the
    developers' notebooks (the play notebooks' console panel), which the classroom no longer serves."""
    served = folder / "served"
    served.mkdir(parents=True, exist_ok=True)
    for name, notebook in notebooks.items():
        shutil.copyfile(notebook, served / f"{name}.ipynb")
    port = free_port()
    (folder / "connections").mkdir(parents=True, exist_ok=True)
    env = _env(folder)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH", "")) if p)
    args = [sys.executable, "-m", "voila", str(served), "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1",
            "--Voila.port_retries=0", "--VoilaConfiguration.classic_tree=True",
            f"--Voila.connection_dir_root={folder / 'connections'}"]
    return Server("voila", args, f"http://127.0.0.1:{port}/", "voila/static/voila.js", folder, env=env, cwd=folder)


LAB_SETTINGS = {  # user settings of the JupyterLab under test: nothing saved, every cell in the page
    "@jupyterlab/docmanager-extension/plugin.jupyterlab-settings": {"autosave": False},
    "@jupyterlab/notebook-extension/tracker.jupyterlab-settings": {"windowingMode": "none"},
    "@jupyterlab/apputils-extension/notification.jupyterlab-settings": {"fetchNews": "false"},
}


def start_lab(folder: Path) -> Server:
    """JupyterLab on a copy of ``notebooks/`` in ``folder`` (free port, no token, settings and workspaces in
    ``folder``, no news or update checks); use it as a context manager."""
    notebooks = folder / "notebooks"
    shutil.copytree(ROOT / "notebooks", notebooks, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    for name, value in LAB_SETTINGS.items():
        path = folder / "settings" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(value))
    (folder / "workspaces").mkdir(exist_ok=True)
    port = free_port()
    args = [sys.executable, "-m", "jupyterlab", "--no-browser", f"--port={port}", "--ServerApp.port_retries=0",
            "--ServerApp.ip=127.0.0.1", "--IdentityProvider.token=", f"--ServerApp.root_dir={notebooks}",
            f"--LabApp.user_settings_dir={folder / 'settings'}", f"--LabApp.workspaces_dir={folder / 'workspaces'}",
            "--LabApp.news_url=None", "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
            "--LabApp.extension_manager=readonly"]
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        args.append("--allow-root")
    return Server("jupyterlab", args, f"http://127.0.0.1:{port}/", "api/status", folder, env=_env(folder))


class Watch:
    """What a page reports: console errors, uncaught exceptions, requests that tried to leave the machine."""

    def __init__(self, page: Any) -> None:
        self.errors: list[str] = []
        self.off_machine: list[str] = []
        page.on("console", self._console)
        page.on("pageerror", lambda err: self.errors.append(f"uncaught exception: {err}"))
        page.route(OFF_MACHINE, self._route)

    def _console(self, message: Any) -> None:
        where = message.location.get("url", "") if message.location else ""
        if message.type == "error" and not where.endswith("/favicon.ico"):  # the browser's own favicon request
            self.errors.append(f"console error: {message.text} (at {where})")

    def _route(self, route: Any) -> None:
        url = route.request.url
        if CDN_STYLESHEET.match(url):
            route.fulfill(status=200, content_type="text/css", body="/* left out by the browser tests */")
        else:
            self.off_machine.append(url)
            route.abort()

    def problems(self) -> list[str]:
        return self.errors + [f"request off the machine: {url}" for url in self.off_machine]


def open_app(page: Any, url: str, timeout: float = START_TIMEOUT, board: str = APP_BOARD) -> None:
    """Open an app and wait until its board is drawn (by default the game table's; ``board=f"{BOARD} svg"`` for the
    developers' console panel)."""
    page.goto(url, timeout=timeout * 1000)
    page.wait_for_selector(board, timeout=timeout * 1000)


# Click a button of the page and time it, in the page: from the click to the last change of the board
# (the kernel may redraw it more than once for one click) once the board has been quiet for `quiet` ms.
# Returns [ms or null when the board did not change within `timeout` ms, whether its HTML differs].
CLICK_TO_BOARD = """async ([button, board, timeout, quiet]) => {
  const target = document.querySelector(board), knob = document.querySelector(button);
  if (!target || !knob) throw new Error(`missing ${!target ? board : button}`);
  const before = target.innerHTML;
  let last = null;
  const watch = new MutationObserver(() => { last = performance.now(); });
  watch.observe(target, {subtree: true, childList: true, characterData: true, attributes: true});
  const t0 = performance.now();
  knob.click();
  for (;;) {
    await new Promise(done => setTimeout(done, 5));
    const now = performance.now();
    if ((last !== null && now - last > quiet) || now - t0 > timeout) break;
  }
  watch.disconnect();
  return [last === null ? null : last - t0, target.innerHTML !== before];
}"""


def click_to_board_ms(page: Any, button: str, timeout_ms: float = 10_000, quiet_ms: float = 250) -> float | None:
    """Milliseconds from a click on ``button`` to the board's last change, None if it did not change."""
    ms, changed = page.evaluate(CLICK_TO_BOARD, [button, BOARD, timeout_ms, quiet_ms])
    return ms if changed else None


# Press an element of the page (an SVG element too: a dispatched pointerdown that bubbles, as a pointer's would; the
# game table's board reacts to presses) and time it like CLICK_TO_BOARD, watching `board`.
CLICK_HIT_TO_BOARD = CLICK_TO_BOARD.replace(
    "knob.click();",
    "knob.dispatchEvent(new PointerEvent('pointerdown', {bubbles: true, cancelable: true, button: 0, view: window}));")


def click_hit_ms(page: Any, target: str, board: str, timeout_ms: float = 10_000, quiet_ms: float = 250) -> float | None:
    """Milliseconds from a press on ``target`` (any element, SVG included) to the last change of ``board``."""
    ms, changed = page.evaluate(CLICK_HIT_TO_BOARD, [target, board, timeout_ms, quiet_ms])
    return ms if changed else None


def wait_until(condition: Callable[[], bool], what: str, timeout: float = 30.0,
               show: Callable[[], Any] | None = None) -> None:
    """Poll ``condition`` until it is true; fail naming ``what`` (and what ``show`` gives, if given)."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            last = f" (now: {show()!r})" if show else ""
            raise AssertionError(f"after {timeout:.0f} s still not {what}{last}")
        time.sleep(0.03)

def inside(page: Any, selector: str, width: int, height: int) -> list[str]:
    """Problems: elements of ``selector`` that are visible but not wholly inside the window."""
    out = []
    for i in range(page.locator(selector).count()):
        element = page.locator(selector).nth(i)
        if not element.is_visible():
            continue
        box = element.bounding_box()
        if box is None:
            continue
        if box["x"] < -0.5 or box["y"] < -0.5 or box["x"] + box["width"] > width + 0.5 \
                or box["y"] + box["height"] > height + 0.5:
            out.append(f"{selector}: {box}")
    return out


def site_app_timings(browser: Any, url: str, clicks: int = 12) -> dict[str, Any]:
    """Open the static site's Amber play app at ``url`` twice (cold, then warm: the browser's cache filled), then
    click a tile and fields of its board; seconds to the board visible, and click-to-board milliseconds. The clicks
    are mirrored on a table made here (the app's own: the first cell of the Amber play notebook), to know which
    fields are on offer."""
    from amber.table import Table, path

    board, hands = ".tutor-table .tutor-table-board", ".tutor-table .tutor-table-hands"
    context = browser.new_context(viewport={"width": 1024, "height": 768})
    opened: list[float] = []
    ms: list[float] = []
    try:
        page = context.new_page()
        for _ in range(2):
            start = time.monotonic()
            page.goto(url, timeout=120_000)
            page.wait_for_selector("#wait", state="detached", timeout=600_000)
            opened.append(time.monotonic() - start)
        inner = next(f for f in page.frames if "/repl/" in f.url)
        inner.wait_for_selector(f"{hands} svg", timeout=60_000)
        table = Table(players=3, seed=1)
        paths = [path(m) for m in table.game.legal_moves()]
        tile = sorted({p[0] for p in paths if len(p) > 1 and p[1][:1].isupper()})[0]
        table.hands.click(tile)
        click_hit_ms(inner, f'{hands} [data-hit="{tile}"]', board)
        fields = sorted(h for h in table.narrowing.next_hits if h[:1].isupper())
        for i in range(clicks):  # choose one field, then another: each press redraws the board
            field = fields[i % len(fields)]
            table.board.click(field)
            took = click_hit_ms(inner, f'{board} [data-hit="{field}"]', board)
            if took is not None:
                ms.append(took)
        page.screenshot(path=str(ARTIFACTS / "site-amber-app.png"))
    finally:
        context.close()
    return {"cold_s": opened[0], "warm_s": opened[1], "click_ms": ms}


def serve_lesson(folder: Path, game: str) -> Server:
    """Voila serving ``game``'s lesson notebook as ``tools/nb_<game>_lesson.py`` builds it, on a free port in
    ``folder``, with this checkout importable by the kernel; a context manager. JupyterLite's kernel extension,
    when installed next to Voila, fails to load in a Voila page, so this server leaves it out."""
    import nbformat

    nb = builder_notebook(f"nb_{game}_lesson")
    notebook = folder / f"{game}_lesson.ipynb"
    nbformat.write(nb, notebook)
    return serve_notebook(folder, notebook)


def serve_cell(folder: Path, source: str, name: str = "app") -> Server:
    """Voila serving a notebook of one code cell, ``source`` (an app such as
    ``from amber.exercise_app import app; app()``), written into ``folder``; see :func:`serve_notebook`."""
    import nbformat

    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nb.cells = [nbformat.v4.new_code_cell(source)]
    notebook = folder / f"{name}.ipynb"
    nbformat.write(nb, notebook)
    return serve_notebook(folder, notebook)


def serve_notebook(folder: Path, notebook: Path) -> Server:
    """Voila serving ``notebook`` on a free port, its files in ``folder``, with this checkout importable by the
    kernel; a context manager."""
    port = free_port()
    (folder / "connections").mkdir()
    env = _env(folder)
    labconfig = folder / "config" / "labconfig"
    labconfig.mkdir(parents=True, exist_ok=True)
    disabled = {"@jupyterlite/pyodide-kernel-extension": True}
    (labconfig / "page_config.json").write_text(json.dumps({"disabledExtensions": disabled}))
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH", "")) if p)
    args = [sys.executable, "-m", "voila", str(notebook), "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1",
            "--Voila.port_retries=0", f"--Voila.connection_dir_root={folder / 'connections'}"]
    return Server("voila", args, f"http://127.0.0.1:{port}/", "voila/static/voila.js", folder, env=env, cwd=folder)


def screenshot(page: Any, name: str, prefix: str = "", full_page: bool = False) -> Path:
    """Save the page (the window, or the whole page) as ``artifacts/browser/<prefix><name>.png``; its path."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    target = ARTIFACTS / f"{prefix}{name}.png"
    page.screenshot(path=str(target), full_page=full_page)
    return target


def text_of(page: Any, selector: str) -> str:
    """The text of the first element of ``selector``, its spaces normalised ("" when there is none)."""
    locator = page.locator(selector)
    return " ".join(locator.first.inner_text().split()) if locator.count() else ""


def choose_chapter(page: Any, lesson: str, name: str) -> list[str]:
    """Choose the chapter ``name`` (as the list names it, before its progress) in a lesson's chapter list (a
    ``<select>``: the keyboard's and the screen reader's menu); all the list's options, spaces normalised."""
    select = page.locator(f"{lesson} .tutor-lesson-chapters select").first
    labels = select.evaluate("s => [...s.options].map(o => o.textContent.split(/\\s+/).join(' ').trim())")
    index = next((i for i, label in enumerate(labels) if label == name or label.startswith(f"{name} — ")), None)
    assert index is not None, f"no chapter {name!r} in the list: {labels}"
    select.select_option(index=index)
    return labels


def shows_the_mark_in_hungarian(page: Any, lesson: str, box: str, title: str, kind: str, wait: float) -> None:
    """Switch a lesson page showing the rule ``title`` (marked as ``kind``, tutor.provenance.MARKS) to Hungarian:
    the same rule's page must say its mark in Hungarian (issue 25); the mark is scrolled into view."""
    from tutor.i18n import _, language
    from tutor.provenance import MARKS

    page.locator(f"{lesson} .tutor-language .widget-toggle-button").filter(has_text="Magyar").first.click()
    with language("hu"):
        title_hu, said = _(title), _(MARKS[kind])
    wait_until(lambda: title_hu in text_of(page, f"{lesson} h3"), "the same page in Hungarian", wait)
    assert said in text_of(page, box) and said != MARKS[kind]
    page.locator(box).first.scroll_into_view_if_needed()


# -- accessibility: axe-core (the axe.min.js that the axe-playwright-python package ships) ---------------------------

#: the WCAG 2.0 and 2.1 rules of levels A and AA (issue 29: 0 serious or critical violations on every page)
AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]
AXE_SERIOUS = ("serious", "critical")


def axe_script() -> str:
    """axe-core's script, as the ``axe-playwright-python`` package ships it (installed by the test command)."""
    import axe_playwright_python

    return (Path(axe_playwright_python.__file__).parent / "axe.min.js").read_text(encoding="utf-8")


def axe_violations(page: Any, where: str, include: str | None = None) -> list[str]:
    """The serious and critical WCAG 2.0/2.1 A and AA violations axe-core finds in ``page`` now (or in the part
    ``include`` selects), one line each: where, the rule, its help, and the first elements it names."""
    if not page.evaluate("() => typeof window.axe !== 'undefined'"):
        page.evaluate(axe_script())
    found = page.evaluate("""([tags, include]) => axe.run(include ? {include: [include]} : document,
        {runOnly: {type: 'tag', values: tags}, resultTypes: ['violations']})
        .then(r => r.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
            nodes: v.nodes.slice(0, 8).map(n => n.target.join(' ') + ' ' + (n.failureSummary || '').slice(0, 160)),
            count: v.nodes.length})))""", [AXE_TAGS, include])
    return [f"{where}: {v['id']} ({v['impact']}, {v['count']} elements): {v['help']}: " + " | ".join(v["nodes"])
            for v in found if v["impact"] in AXE_SERIOUS]
