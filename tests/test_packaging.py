"""A normal install works (issue 24, item 9): the tutor's wheel, installed into a fresh virtual environment, serves the
fifteen apps, opens the start-here notebook and copies the teachers' notebooks, run from a folder that has nothing to
do with the repository.

Marked ``packaging`` (``-m "not packaging"`` leaves it out) and ``browser`` (one app opens in Chromium). Kept cheap:
the wheel is built from a copy of the sources (so no ``build/`` or ``*.egg-info`` lands in the repository) without
build isolation when this environment can build wheels (setuptools 70.1 or later, or the ``wheel`` package; the
``test`` extra brings it), else with it; the fresh environment downloads nothing: it is made without pip, sees this
environment's packages through a ``.pth`` file (Voilà, ipywidgets...; a ``.pth`` line adds a folder without running
the ``.pth`` files in it, so an editable install of the tutor here stays out) and gets the wheel by this pip's
``--python``; ``JUPYTER_PATH`` names this environment's Jupyter data (Voilà's templates, the widget extensions),
which an install of Voilà into the fresh environment would have put there. ``PYTHONPATH`` is removed: the tutor
must come from the wheel. The classroom runs with ``--preheat=0`` (no kernel starts until the app is opened).
"""

from __future__ import annotations

import fnmatch
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import sysconfig
import tomllib
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser_helpers import APP_BOARD, START_TIMEOUT, Server, Watch, free_port, open_app, processes_naming, screenshot

from tutor import landing

pytestmark = [pytest.mark.packaging, pytest.mark.browser]

ROOT = Path(__file__).resolve().parents[1]
SOURCE_FILES = ("pyproject.toml", "setup.py", "MANIFEST.in", "README.md")


def can_build_without_isolation() -> bool:
    """Whether this environment's setuptools builds wheels by itself (70.1 or later, or with ``wheel``)."""
    if importlib.util.find_spec("wheel") is not None:
        return True
    import setuptools

    major, minor = (int(part) for part in re.findall(r"\d+", setuptools.__version__)[:2])
    return (major, minor) >= (70, 1)


def copy_sources(dest: Path) -> Path:
    """What building the wheel reads: the packages ``pyproject.toml`` includes, the notebooks, the build files."""
    patterns = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"]["find"]["include"]
    ignore = shutil.ignore_patterns("__pycache__", ".ipynb_checkpoints", "*.pyc")
    for entry in sorted(ROOT.iterdir()):
        if entry.is_dir() and (entry.name == "notebooks" or any(fnmatch.fnmatch(entry.name, p) for p in patterns)):
            shutil.copytree(entry, dest / entry.name, ignore=ignore)
    for name in SOURCE_FILES:
        shutil.copyfile(ROOT / name, dest / name)
    return dest


def run(args: list[Any], timeout: float = 600, **kwargs: Any) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(a) for a in args], capture_output=True, text=True, timeout=timeout, **kwargs)


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """The wheel built and installed into a fresh virtual environment: its Python, the environment variables to run
    it with, and a folder unrelated to the repository to run it from."""
    from jupyter_core.paths import jupyter_path

    work = tmp_path_factory.mktemp("packaging")
    # no PYTHONPATH: a checkout on it (with a board_tutor.egg-info of an earlier build) would pass for the install
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "JUPYTER_PATH", "VIRTUAL_ENV")}
    source = copy_sources(work / "source")
    isolation = ["--no-build-isolation"] if can_build_without_isolation() else []
    built = run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", *isolation, "-w", work / "dist", source],
                env=env)
    assert built.returncode == 0, built.stderr[-3000:]
    (wheel,) = (work / "dist").glob("board_tutor-*.whl")
    venv = work / "venv"
    made = run([sys.executable, "-m", "venv", "--without-pip", venv], env=env)
    assert made.returncode == 0, made.stderr
    python = venv / "bin" / "python"
    purelib = Path(run([python, "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"]).stdout.strip())
    here = dict.fromkeys([sysconfig.get_path("purelib"), sysconfig.get_path("platlib")])
    (purelib / "test-environment.pth").write_text("\n".join(here) + "\n")
    installing = run([sys.executable, "-m", "pip", "--python", python, "install", "--quiet", "--no-deps", "--no-index",
                      wheel], env=env)
    assert installing.returncode == 0, installing.stderr[-3000:]
    elsewhere = work / "elsewhere"
    elsewhere.mkdir()
    for variable, sub in (("JUPYTER_RUNTIME_DIR", "runtime"), ("JUPYTER_CONFIG_DIR", "config"),
                          ("IPYTHONDIR", "ipython")):
        (work / sub).mkdir()
        env[variable] = str(work / sub)
    env.update(CI="true", PYTHONDONTWRITEBYTECODE="1", JUPYTER_PATH=os.pathsep.join(jupyter_path()))
    return {"python": python, "env": env, "cwd": elsewhere, "work": work, "purelib": purelib, "wheel": wheel}


def run_installed(installed: dict[str, Any], *args: Any) -> subprocess.CompletedProcess[str]:
    return run([installed["python"], *args], env=installed["env"], cwd=installed["cwd"])


def test_the_wheel_carries_the_notebooks_and_the_tutor_comes_from_it(installed: dict[str, Any]) -> None:
    import zipfile

    names = zipfile.ZipFile(installed["wheel"]).namelist()
    for relative in ("00_start_here.ipynb", "teacher/amber_solutions.ipynb",
                     *(source for apps in landing.APPS.values() for source in apps.values())):
        assert f"tutor/notebooks/{relative}" in names
    imported = run_installed(installed, "-c", "import tutor, amber; print(tutor.__file__); print(amber.__file__)")
    assert imported.returncode == 0, imported.stderr
    assert all(Path(line).is_relative_to(installed["purelib"]) for line in imported.stdout.split()), imported.stdout


def test_launch_opens_the_installed_start_here_notebook(installed: dict[str, Any]) -> None:
    launched = run_installed(installed, "-m", "tutor.launch", "--dry-run")
    assert launched.returncode == 0, launched.stderr
    notebook = Path(re.search(r"^notebook: (.*)$", launched.stdout, re.M).group(1))
    assert notebook.is_file() and notebook.name == "00_start_here.ipynb"
    assert notebook.is_relative_to(installed["purelib"] / "tutor" / "notebooks")
    assert str(notebook) in launched.stdout.split("command:")[1] and "-m jupyterlab" in launched.stdout
    port = free_port()  # and JupyterLab started so serves that notebook (a second or two)
    args = [installed["python"], "-m", "tutor.launch", f"--port={port}", "--ServerApp.port_retries=0",
            "--ServerApp.ip=127.0.0.1", "--IdentityProvider.token=", "--LabApp.news_url=None",
            "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate"]
    lab = Server("installed-lab", [str(a) for a in args], f"http://127.0.0.1:{port}/",
                 "api/contents/00_start_here.ipynb?content=0", installed["work"], env=installed["env"],
                 cwd=installed["cwd"])
    with lab, urllib.request.urlopen(f"{lab.url}api/contents?content=1", timeout=30) as answer:
        shown = {item["name"] for item in json.load(answer)["content"]}
    assert {"00_start_here.ipynb", "apps", "teacher"} <= shown, shown  # JupyterLab shows the installed notebooks
    assert "To keep your changes, copy them" in lab.log_path.read_text()


def test_the_teacher_copies_the_notebooks_into_a_folder_of_their_choice(installed: dict[str, Any]) -> None:
    copied = run_installed(installed, "-m", "tutor", "notebooks", "mine")
    assert copied.returncode == 0, copied.stderr
    mine = installed["cwd"] / "mine"
    assert (mine / "00_start_here.ipynb").is_file() and (mine / "teacher" / "loire_solutions.ipynb").is_file()
    again = run_installed(installed, "-m", "tutor", "notebooks", "mine")
    assert again.returncode == 1 and "not empty" in again.stderr and "--force" in again.stderr
    forced = run_installed(installed, "-m", "tutor", "notebooks", "mine", "--force")
    assert forced.returncode == 0, forced.stderr
    launched = run_installed(installed, "-m", "tutor.launch", "--notebooks", "mine", "--dry-run")
    assert f"notebook: {mine / '00_start_here.ipynb'}" in launched.stdout, launched.stdout + launched.stderr


@pytest.fixture(scope="module")
def classroom(installed: dict[str, Any]) -> Iterator[Server]:
    port = free_port()
    args = [installed["python"], "-m", "tutor.classroom", "--no-browser", f"--port={port}", "--Voila.port_retries=0",
            "--preheat=0", f"--Voila.connection_dir_root={installed['work'] / 'runtime'}"]
    server = Server("installed-classroom", [str(a) for a in args], f"http://127.0.0.1:{port}/", "",
                    installed["work"], env=installed["env"], cwd=installed["cwd"])
    with server:
        yield server


def test_the_installed_classroom_serves_the_nine_apps(classroom: Server, installed: dict[str, Any],
                                                      browser: Any) -> None:
    with urllib.request.urlopen(classroom.url, timeout=30) as answer:
        html = answer.read().decode()
    links = re.findall(r'class="tutor-app" data-app="([^"]+)" data-kind="(\w+)" href="([^"]+)"', html)
    assert {(name, kind) for name, kind, _ in links} == {(n, k) for n, apps in landing.APPS.items() for k in apps}
    page = browser.new_page(viewport={"width": 1024, "height": 768})
    try:
        watch = Watch(page)
        play = next(href for name, kind, href in links if (name, kind) == ("Amber", "play"))
        open_app(page, classroom.url + play, timeout=START_TIMEOUT, board=APP_BOARD)
        kernels = [pid for pid in processes_naming(installed["work"])
                   if b"ipykernel" in Path(f"/proc/{pid}/cmdline").read_bytes()]
        assert kernels, "no kernel of the installed environment runs the app"
        assert all(str(installed["python"]).encode() in Path(f"/proc/{pid}/cmdline").read_bytes() for pid in kernels)
        assert not watch.problems(), watch.problems()
        screenshot(page, "packaging-installed-amber-play")
    finally:
        page.close()


def test_the_classroom_says_so_when_it_finds_no_app(installed: dict[str, Any]) -> None:
    """No empty landing page: with no app notebook at all the classroom does not start and says why."""
    empty = installed["cwd"] / "no-apps"
    empty.mkdir()
    args = [installed["python"], "-m", "tutor.classroom", f"--notebooks={empty}", f"--port={free_port()}",
            "--preheat=0"]
    try:
        refused = run(args, env=installed["env"], cwd=installed["cwd"], timeout=60)
    except subprocess.TimeoutExpired:
        pytest.fail("the classroom started serving although it found no app")
    assert refused.returncode == 1 and "ERROR: no app to serve" in refused.stderr, refused.stderr[-2000:]
