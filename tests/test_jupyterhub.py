"""The tutor on a real JupyterHub (issue 28): five pupils log in through the Hub, their apps keep their progress in the
class's store, two of them play one game across their devices, and the teacher sees the class through the store's
Hub-managed service.

JupyterHub runs on 127.0.0.1 with free ports, the configurable HTTP proxy (its npm package, installed on first use
into ``.cache/configurable-http-proxy``, which git ignores), the dummy authenticator (any name, any password) and the
local-process spawner that needs no system users (``SimpleLocalProcessSpawner``: the pupils' servers run as this
user, their homes in a temporary folder). Its configuration is the ``jupyterhub_config.py`` block of
``docs/jupyterhub.md`` as it stands, its settings at the top set to temporary folders and a free port, and the
lines for this machine added after it (:func:`hub_config`): the doc's recipe is what runs here. The pupils' folder
is made as the doc says (``python -m tutor notebooks --pupils``).

Marked ``jupyterhub`` (``-m 'not jupyterhub'`` skips it) and ``browser`` (one Chromium, a context per user). It is
skipped, with the reason, where JupyterHub is not installed (the ``test`` extra installs it) or the proxy cannot be
installed (no npm); under CI (``CI`` set) those fail instead. Screenshots: ``artifacts/browser/hub-*.png``.
"""

from __future__ import annotations

import contextlib
import importlib.util
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser_helpers import ROOT, START_TIMEOUT, Server, Watch, free_port, screenshot, text_of, wait_until
from test_table_browser import BOARD, Pair

import amber
from amber.table import Table
from tutor.classstore import ClassStore
from tutor.shared_games import SharedGames

pytestmark = [pytest.mark.jupyterhub, pytest.mark.browser]

#: the proxy's npm package, the version the test installs when none is on the PATH
CHP_PACKAGE = "configurable-http-proxy@5.3.0"
CHP_CACHE = ROOT / ".cache" / "configurable-http-proxy"
DOC = ROOT / "docs" / "jupyterhub.md"
PUPILS = ("Anna", "Bence", "Cili", "Dani", "Emma")
TEACHER, PASSWORD = "teacher", "teachers-password-for-the-hub"
#: the one request off the machine a pupil's app page makes in a Jupyter server: Voila's MathJax (docs/jupyterhub.md)
MATHJAX = re.compile(r"^https://cdnjs\.cloudflare\.com/ajax/libs/mathjax/")
EXERCISES, PLAY = "voila/render/apps/amber_exercises.ipynb", "voila/render/apps/amber_play.ipynb"


def unavailable(why: str) -> None:
    """Skip the test for ``why`` on a developer's machine; fail under CI, which must run it."""
    if os.environ.get("CI"):
        pytest.fail(f"{why} (CI must run the JupyterHub test)", pytrace=False)
    pytest.skip(why)


def proxy_command() -> str:
    """The configurable HTTP proxy: on the PATH, or installed with npm into :data:`CHP_CACHE` on first use."""
    found = shutil.which("configurable-http-proxy")
    installed = CHP_CACHE / "node_modules" / ".bin" / "configurable-http-proxy"
    if found or installed.exists():
        return found or str(installed)
    npm = shutil.which("npm")
    if npm is None:
        unavailable("the configurable HTTP proxy is not installed and there is no npm to install it "
                    f"(npm install -g {CHP_PACKAGE})")
    CHP_CACHE.mkdir(parents=True, exist_ok=True)
    done = subprocess.run([npm, "install", "--prefix", str(CHP_CACHE), "--no-audit", "--no-fund", "--loglevel=error",
                           CHP_PACKAGE], capture_output=True, text=True, timeout=600)
    if done.returncode != 0 or not installed.exists():
        unavailable(f"npm could not install {CHP_PACKAGE}: {(done.stderr or done.stdout)[-800:]}")
    return str(installed)


def doc_config() -> str:
    """The ``jupyterhub_config.py`` block of docs/jupyterhub.md (the one whose first line names the file)."""
    blocks = re.findall(r"```python\n(# jupyterhub_config\.py.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    assert len(blocks) == 1, f"docs/jupyterhub.md should hold one jupyterhub_config.py block, not {len(blocks)}"
    return blocks[0]


def doc_server_config() -> str:
    """The pupils' servers' ``jupyter_server_config.json`` of docs/jupyterhub.md (its one JSON block)."""
    blocks = re.findall(r"```json\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    assert len(blocks) == 1, f"docs/jupyterhub.md should hold one JSON block, not {len(blocks)}"
    return blocks[0]


def hub_config(folder: Path, settings: dict[str, Any], ports: dict[str, int], proxy: str) -> str:
    """The doc's configuration with ``settings`` (its upper-case names at the top), then this machine's lines."""
    config = doc_config()
    for name, value in settings.items():
        config, found = re.subn(rf"^{name} = [^#\n]*", f"{name} = {value!r}  ", config, flags=re.M)
        assert found == 1, f"no setting {name} at the top of the doc's jupyterhub_config.py"
    root = hasattr(os, "geteuid") and os.geteuid() == 0
    server_config = folder / "etc-jupyter"  # the doc's /etc/jupyter/jupyter_server_config.json, for the pupils
    server_config.mkdir(exist_ok=True)
    pupils_config = json.loads(doc_server_config())
    pupils_config["ServerApp"]["root_dir"] = settings["PUPILS_FOLDER"]  # (a folder that does not exist stops it)
    (server_config / "jupyter_server_config.json").write_text(json.dumps(pupils_config), encoding="utf-8")
    service_env = {"JUPYTER_RUNTIME_DIR": str(folder / "service" / "runtime"),
                   "JUPYTER_CONFIG_DIR": str(folder / "service" / "config"), "IPYTHONDIR": str(folder / "service")}
    return config + f"""
# ---- this machine (tests/test_jupyterhub.py): no system users, any password, free ports, files in {folder}
c.JupyterHub.authenticator_class = "dummy"
c.JupyterHub.spawner_class = "simple"
c.SimpleLocalProcessSpawner.home_dir_template = {str(folder / "homes")!r} + "/{{username}}"
c.JupyterHub.bind_url = "http://127.0.0.1:{ports['hub']}/"
c.JupyterHub.hub_bind_url = "http://127.0.0.1:{ports['api']}"
c.ConfigurableHTTPProxy.api_url = "http://127.0.0.1:{ports['proxy_api']}"
c.ConfigurableHTTPProxy.command = [{proxy!r}]
c.JupyterHub.db_url = "sqlite:///{folder / 'jupyterhub.sqlite'}"
c.JupyterHub.cookie_secret_file = {str(folder / 'jupyterhub_cookie_secret')!r}
c.JupyterHub.pid_file = {str(folder / 'jupyterhub.pid')!r}
c.Spawner.environment.update({{"JUPYTER_CONFIG_PATH": {str(server_config)!r}}})
c.Spawner.start_timeout = 180  # five servers start at once on two cores
c.Spawner.http_timeout = 180
c.JupyterHub.services[0]["environment"].update({service_env!r})
if {root!r}:  # CI runs as root: Jupyter's servers refuse to, unless told
    c.Spawner.args = ["--allow-root"]
    c.JupyterHub.services[0]["command"] = [*c.JupyterHub.services[0]["command"], "--allow-root"]
"""


@pytest.fixture(scope="module")
def hub(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    if importlib.util.find_spec("jupyterhub") is None:
        unavailable('JupyterHub is not installed (python3 -m pip install -e ".[test]" installs it)')
    proxy = proxy_command()
    folder = tmp_path_factory.mktemp("hub")
    pupils, data = folder / "board-tutor", folder / "class"
    made = subprocess.run([sys.executable, "-m", "tutor", "notebooks", "--pupils", str(pupils)], capture_output=True,
                          text=True, cwd=folder)
    assert made.returncode == 0, made.stderr
    ports = {name: free_port() for name in ("hub", "api", "proxy_api", "service")}
    settings = {"PUPILS_FOLDER": str(pupils), "CLASS_DATA": str(data), "TEACHER_PASSWORD": PASSWORD,
                "TEACHERS": [TEACHER], "TUTOR_PYTHON": sys.executable, "SERVICE_PORT": ports["service"]}
    config = folder / "jupyterhub_config.py"
    config.write_text(hub_config(folder, settings, ports, proxy), encoding="utf-8")
    env = {key: value for key, value in os.environ.items() if not key.startswith(("JUPYTER", "JPY_"))}
    env["PATH"] = os.pathsep.join([str(Path(sys.executable).parent), env.get("PATH", "")])  # jupyterhub-singleuser
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    args = [sys.executable, "-m", "jupyterhub", f"--config={config}"]
    url = f"http://127.0.0.1:{ports['hub']}/"
    try:
        with Server("jupyterhub", args, url, "hub/api", folder, env=env, cwd=folder) as started:
            started.data = data  # type: ignore[attr-defined]
            yield started
    finally:
        stop_leftovers(folder)


def stop_leftovers(folder: Path) -> None:
    """Kill what the Hub started and may leave behind when it dies (it stops them itself when it can): its proxy
    (the pid file the Hub writes in ``folder``) and every process working in ``folder`` (the pupils' servers work
    in their homes there, their kernels too)."""
    pids = set()
    with contextlib.suppress(OSError, ValueError):
        pid = int((folder / "jupyterhub-proxy.pid").read_text().strip())
        if b"configurable-http-proxy" in Path(f"/proc/{pid}/cmdline").read_bytes():
            pids.add(pid)
    for entry in Path("/proc").glob("[0-9]*"):
        with contextlib.suppress(OSError):
            if (os.readlink(entry / "cwd") + os.sep).startswith(str(folder) + os.sep):
                pids.add(int(entry.name))
    for pid in pids - {os.getpid()}:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)


def log_in(browser: Any, hub_url: str, name: str, next_path: str) -> Any:
    """A device (a browser context) for ``name``: the link to ``next_path`` in the pupil's server, then the Hub's
    login page it leads to, filled in and sent; the page (the pupil's server starts meanwhile)."""
    page = browser.new_context(viewport={"width": 1024, "height": 768}).new_page()
    page.watch = Watch(page)  # type: ignore[attr-defined]  # answers Voila's CDN stylesheet, refuses the rest
    page.goto(hub_url + "hub/user-redirect/" + next_path, timeout=START_TIMEOUT * 1000)
    page.locator("#username_input").fill(name)
    page.locator("#password_input").fill("any password")
    page.locator("#login_submit").click(no_wait_after=True)
    return page


def name_myself(page: Any, name: str) -> None:
    box = page.locator(".tutor-pupil input").first
    box.fill(name)
    box.press("Enter")
    wait_until(lambda: f"You are {name}." in text_of(page, ".tutor-pupil"), f"{name} named", 60,
               lambda: text_of(page, ".tutor-pupil"))


def shared_panel(page: Any) -> Any:
    page.get_by_role("tab", name="new game", exact=True).click()
    page.wait_for_selector(".tutor-shared", timeout=30_000)
    return page.locator(".tutor-shared")


def copy_for(seat: int, seed: int) -> Table:
    """The shared two-player game as the device of ``seat`` should show it."""
    table = Table(players=2, seed=1, typing=False)
    table.auto_bots = False
    table.start(amber.new_game(2, seed=seed), tuple("human" if p == seat else "classmate" for p in range(2)))
    return table


def test_five_pupils_on_jupyterhub_keep_their_progress_and_two_play_across_devices(hub: Server, browser: Any) -> None:
    started = time.monotonic()
    store = ClassStore(hub.data)  # type: ignore[attr-defined]
    pages = [log_in(browser, hub.url, name, EXERCISES) for name in PUPILS]  # their servers start side by side
    teacher_page = None
    try:
        for page, name in zip(pages, PUPILS, strict=True):
            page.wait_for_selector(".tutor-pupil input", timeout=START_TIMEOUT * 1000)
            assert page.url.startswith(f"{hub.url}user/{name.lower()}/{EXERCISES}"), page.url
        screenshot(pages[0], "exercises-asked", prefix="hub-")
        for page, name in zip(pages, PUPILS, strict=True):
            name_myself(page, name)
            page.locator(".tutor-exapp button", has_text="Hint").first.click()
        wait_until(lambda: {p.pupil for p in store.progress() if p.hints >= 1} == set(PUPILS),
                   "every pupil's hint kept in the class's store", 60, store.progress)
        assert store.pupils() == sorted(PUPILS)
        assert {p.app for p in store.progress()} == {"tutor-exercises-amber"}
        screenshot(pages[0], "exercises-named", prefix="hub-")
        exercises_done = time.monotonic()

        # two pupils play one game across their devices: Anna opens a table, Bence joins with its code
        anna, bence = pages[0], pages[1]
        for page in (anna, bence):  # the name is kept by the browser: the play app knows it already
            page.goto(hub.url + f"user/{page.url.split('/user/')[1].split('/')[0]}/{PLAY}",
                      timeout=START_TIMEOUT * 1000)
            page.wait_for_selector(f"{BOARD} svg", timeout=START_TIMEOUT * 1000)
            shared_panel(page)
        for page, name in ((anna, "Anna"), (bence, "Bence")):
            wait_until(lambda page=page, name=name: f"You are {name}." in text_of(page, ".tutor-shared .tutor-pupil"),
                       f"{name}'s name known to the play app", 60, lambda page=page: text_of(page, ".tutor-shared"))
        anna.get_by_label("players", exact=True).select_option("2")
        shared_panel(anna).get_by_role("button", name="open a table for classmates").click()
        wait_until(lambda: "Table " in text_of(anna, ".tutor-shared"), "the table opened", 60,
                   lambda: text_of(anna, ".tutor-shared"))
        code = shared_panel(anna).locator("input").nth(1).input_value()
        assert len(code) == 4, code
        shared = shared_panel(bence)
        shared.locator("input").nth(1).fill(code)
        shared.get_by_role("button", name="join").click()
        wait_until(lambda: "Bence" in text_of(anna, ".tutor-shared"), "Anna sees Bence at her table", 60,
                   lambda: text_of(anna, ".tutor-shared"))
        screenshot(anna, "table-opened", prefix="hub-")
        for page in (anna, bence):
            page.get_by_role("tab", name="play", exact=True).click()
        seed = SharedGames(store).table(code).game.config.seed
        pairs = [Pair(anna, copy_for(0, seed)), Pair(bence, copy_for(1, seed))]
        for pair in pairs:
            pair.wait_synced("each device shows the shared game")
        mover = pairs[0].table.game.to_move
        move = pairs[mover].table.game.legal_moves()[0]
        pairs[mover].play(move)  # by clicks on the mover's page
        other = pairs[1 - mover]
        other.table.game.play(move)
        other.table._new_turn()
        other.wait_synced("the move seen on the other device")
        table = SharedGames(store).table(code)
        assert table.ply == 1 and table.seats == ("Anna", "Bence")
        screenshot(anna, "game-anna", prefix="hub-")
        screenshot(bence, "game-bence", prefix="hub-")
        game_done = time.monotonic()

        # a pupil's server opens on Voila's list of the apps (c.Spawner.default_url)
        pages[3].goto(hub.url + "user/dani/", timeout=START_TIMEOUT * 1000)
        assert pages[3].url.split("?")[0] == hub.url + "user/dani/voila/tree", pages[3].url
        pages[3].get_by_role("link", name="apps").first.click()
        pages[3].get_by_role("link", name="amber_play.ipynb").wait_for(timeout=30_000)
        screenshot(pages[3], "voila-tree", prefix="hub-")

        # the store's service: a pupil is refused, the teacher sees the class
        pages[2].goto(hub.url + "services/classroom/teacher", timeout=START_TIMEOUT * 1000)
        assert "403" in text_of(pages[2], "body"), text_of(pages[2], "body")[:300]
        screenshot(pages[2], "pupil-refused", prefix="hub-")
        teacher_page = browser.new_context(viewport={"width": 1024, "height": 768}).new_page()
        teacher_page.goto(hub.url + "services/classroom/teacher", timeout=START_TIMEOUT * 1000)
        teacher_page.locator("#username_input").fill(TEACHER)
        teacher_page.locator("#password_input").fill("any password")
        teacher_page.locator("#login_submit").click()
        teacher_page.locator("input[type=password]").fill(PASSWORD)  # the teacher's pages' own password
        teacher_page.locator("input[type=password]").press("Enter")
        teacher_page.wait_for_selector("table", timeout=60_000)
        overview = text_of(teacher_page, "main")
        assert all(name in overview for name in PUPILS) and code in overview, overview[:1000]
        assert teacher_page.url == hub.url + "services/classroom/teacher"
        screenshot(teacher_page, "teacher", prefix="hub-", full_page=True)
        off = [url for page in pages for url in page.watch.off_machine if not MATHJAX.match(url)]
        assert not off, off  # (Voila's page asks a CDN for MathJax, which the apps do not use: refused here)
        print(f"\nJupyterHub test: {exercises_done - started:.0f} s to log five pupils in and keep their hints, "
              f"{game_done - exercises_done:.0f} s for the game across devices, "
              f"{time.monotonic() - game_done:.0f} s for the teacher's pages")
    finally:
        for page in [*pages, *([teacher_page] if teacher_page else [])]:
            page.context.close()
