"""The whole tutor as a static web site that runs in the pupils' browsers (JupyterLite with the Pyodide kernel).

``python -m tutor.site build [--out site/]`` builds the site from clean, offline from the package registries only:

- the Pyodide runtime comes from the npm package ``pyodide`` at the exact version the JupyterLite kernel is built
  for (``jupyterlite_pyodide_kernel.constants.PYODIDE_VERSION``); the builder's own tools (:data:`TOOLS`, pinned)
  are installed from PyPI into a fresh virtual environment for each build;
- the pure-Python wheels the kernel and the tutor need come from PyPI (``pip download``) at the versions Pyodide's
  ``pyodide-lock.json`` names (or, for packages Pyodide does not ship, the versions pinned in :data:`EXTRA`), and
  the lock is rewritten to point at these local wheels and their hashes; packages nobody here needs are dropped
  from the lock, so nothing can be fetched from elsewhere;
- the tutor itself is built as a wheel and loaded when a kernel starts, so every notebook can ``import amber``;
- the kernel never falls back to PyPI (``disablePyPIFallback``), so no request leaves the site.

The notebooks (the start-here notebook, the games' notebooks and the pupils' exercises; never the teacher's solutions)
go into the site, opened in JupyterLab (``lab/``). The classroom apps as Voici pages are not built yet. Copy the
output folder to any static web host (or serve it with ``python -m http.server``) and share the link.

>>> sorted(closure({"a": ["b"], "b": ["c"], "c": [], "d": []}, ["a"]))
['a', 'b', 'c']
>>> included(Path("teacher/amber_solutions.ipynb")), included(Path("00_start_here.ipynb"))
(False, True)
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from collections.abc import Iterable, Mapping, Sequence
from html import escape
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
#: what the kernel itself loads at start, and what the tutor imports (names as Pyodide's lock spells them)
KERNEL = ("micropip", "packaging", "ipython", "jedi", "parso", "typing-extensions")
#: packages Pyodide does not ship, pinned as one tested set: name -> (version, its dependencies)
EXTRA: dict[str, tuple[str, tuple[str, ...]]] = {
    "comm": ("0.2.3", ("traitlets",)),
    "jupyterlab-widgets": ("3.0.17", ()),
    "ipywidgets": ("8.1.9", ("comm", "ipython", "traitlets", "jupyterlab-widgets")),
    "networkx": ("3.4.2", ()),
    "psygnal": ("0.16.1", ()),
    "anywidget": ("0.11.0", ("ipywidgets", "psygnal", "typing-extensions")),
}
#: lock entries that name packages we do not ship (Pyodide builds of C extensions)
DROPPED_DEPENDS = {"sqlite3", "matplotlib", "numpy", "setuptools", "libopenssl", "ssl"}
TUTOR = "board-tutor"


def closure(depends: Mapping[str, Iterable[str]], roots: Iterable[str]) -> set[str]:
    """Every package reachable from ``roots`` through ``depends``."""
    seen: set[str] = set()
    todo = list(roots)
    while todo:
        name = todo.pop()
        if name not in seen:
            seen.add(name)
            todo.extend(depends.get(name, ()))
    return seen


def included(relative: Path) -> bool:
    """Whether a notebook goes into the pupils' site (the teachers' folder and solutions never do)."""
    hidden = ".ipynb_checkpoints" in relative.parts or "teacher" in relative.parts
    return relative.suffix == ".ipynb" and "solutions" not in relative.name and not hidden


def run(args: Sequence[str], cwd: Path | None = None) -> None:
    print("+", " ".join(str(a) for a in args), flush=True)
    subprocess.run([str(a) for a in args], cwd=cwd, check=True)


def fetch_pyodide(version: str, work: Path) -> Path:
    """The Pyodide runtime of the npm package ``pyodide@version``, unpacked in ``work``; its folder."""
    run(["npm", "pack", f"pyodide@{version}", "--silent"], cwd=work)
    with tarfile.open(work / f"pyodide-{version}.tgz") as tar:
        tar.extractall(work / "npm", filter="data")
    return work / "npm" / "package"


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def normal(name: str) -> str:
    return name.lower().replace("_", "-")


def plan(lock: dict) -> dict[str, tuple[str, tuple[str, ...]]]:
    """name -> (version, dependencies) of every package the site ships: the kernel's and the tutor's closure."""
    packages = {normal(k): v for k, v in lock["packages"].items()}
    depends = {n: tuple(normal(d) for d in p["depends"] if normal(d) not in DROPPED_DEPENDS)
               for n, p in packages.items()}
    depends.update({n: deps for n, (_, deps) in EXTRA.items()})
    wanted = closure(depends, [*KERNEL, *EXTRA])
    return {n: (EXTRA[n][0] if n in EXTRA else packages[n]["version"], depends[n]) for n in sorted(wanted)}


def download(wanted: Mapping[str, tuple[str, tuple[str, ...]]], python: str, dest: Path) -> dict[str, Path]:
    """Pure-Python wheels of ``wanted`` from PyPI into ``dest``; name -> wheel file."""
    specs = [f"{n}=={v}" for n, (v, _) in wanted.items()]
    run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:", "--platform", "any",
         "--python-version", python, "--implementation", "py", "-d", dest, *specs])
    found = {}
    for wheel in dest.glob("*.whl"):
        found[normal(wheel.name.split("-")[0])] = wheel
    missing = set(wanted) - set(found)
    if missing:
        raise SystemExit(f"no wheel downloaded for {sorted(missing)}")
    return found


def build_tutor_wheel(dest: Path) -> Path:
    """The tutor's own wheel (pure Python, data files included)."""
    run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", dest, ROOT])
    return next(dest.glob("board_tutor-*.whl"))


#: Pyodide's own builds of these stdlib modules come from its CDN, which no registry here serves
SHIMS = ("sqlite3", "ssl")


def shim_wheel(dest: Path, name: str) -> Path:
    """A tiny stand-in for Pyodide's own build of the stdlib module ``name``.

    The kernel asks for ``sqlite3`` and ``ssl`` at start; importing a stand-in raises ``ModuleNotFoundError``,
    which IPython (history kept in memory) and the standard library (no HTTPS) take as the module being absent.
    The tutor needs neither.
    """
    SHIM = name
    wheel = dest / f"{SHIM}-0.0.1-py3-none-any.whl"
    dest.mkdir(parents=True, exist_ok=True)
    info = f"{SHIM}-0.0.1.dist-info"
    files = {
        f"{SHIM}/__init__.py": f'raise ModuleNotFoundError("{SHIM} is not in this browser build", name="{SHIM}")\n',
        f"{info}/METADATA": f"Metadata-Version: 2.1\nName: {SHIM}\nVersion: 0.0.1\n",
        f"{info}/WHEEL": "Wheel-Version: 1.0\nGenerator: tutor.site\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
    }
    record = "".join(f"{name},,\n" for name in files) + f"{info}/RECORD,,\n"
    with zipfile.ZipFile(wheel, "w") as z:
        for name, text in [*files.items(), (f"{info}/RECORD", record)]:
            z.writestr(zipfile.ZipInfo(name, date_time=(2020, 1, 1, 0, 0, 0)), text)
    return wheel


def lock_entry(name: str, version: str, wheel: Path, depends: Sequence[str], imports: Sequence[str]) -> dict:
    return {"name": name, "version": version, "file_name": wheel.name, "install_dir": "site", "sha256": sha256(wheel),
            "package_type": "package", "imports": list(imports), "depends": list(depends),
            "unvendored_tests": False}


def write_pyodide(npm: Path, wheels: Mapping[str, Path], wanted: Mapping[str, tuple[str, tuple[str, ...]]],
                  tutor: Path, dest: Path) -> None:
    """The runtime, the wheels and a lock that names only them, in ``dest`` (``static/pyodide`` of the lite dir)."""
    dest.mkdir(parents=True)
    for item in npm.iterdir():
        if item.suffix in (".js", ".mjs", ".wasm", ".zip") or item.name == "package.json":
            shutil.copy2(item, dest / item.name)
    lock = json.loads((npm / "pyodide-lock.json").read_text())
    old = {normal(k): v for k, v in lock["packages"].items()}
    packages = {}
    for name, (version, depends) in wanted.items():
        wheel = shutil.copy2(wheels[name], dest / wheels[name].name)
        imports = old[name]["imports"] if name in old else [name.replace("-", "_")]
        packages[name] = lock_entry(name, version, Path(wheel), depends, imports)
    for name in SHIMS:
        packages[name] = lock_entry(name, "0.0.1", shim_wheel(dest, name), (), ())
    shutil.copy2(tutor, dest / tutor.name)
    packages[TUTOR] = lock_entry(TUTOR, tutor.name.split("-")[1], dest / tutor.name,
                                 ("networkx", "ipywidgets", "anywidget"),
                                 ("tutor", "amber", "taxis", "loire"))
    lock["packages"] = packages
    (dest / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True))


def lite_config(packages: Sequence[str]) -> dict:
    """``jupyter-lite.json``: the Pyodide kernel loads the tutor at start and never asks PyPI."""
    kernel = {"disablePyPIFallback": True, "loadPyodideOptions": {"packages": list(packages)}}
    return {"jupyter-lite-schema-version": 0, "jupyter-config-data": {
        "appName": "Board-game rules tutor", "disabledExtensions": ["@jupyterlab/apputils-extension:announcements"],
        "litePluginSettings": {"@jupyterlite/pyodide-kernel-extension:kernel": kernel}}}


def copy_notebooks(dest: Path) -> int:
    """The pupils' notebooks into ``dest``; how many."""
    count = 0
    for path in sorted(NOTEBOOKS.rglob("*.ipynb")):
        relative = path.relative_to(NOTEBOOKS)
        if included(relative):
            (dest / relative).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(path, dest / relative)
            count += 1
    return count


#: what an app page hides of JupyterLite's REPL, so that a pupil sees the app alone: the prompt, the cells' numbers,
#: the console's toolbar and banner (the code of the cell that makes the app is hidden by ``hideCodeInput``)
APP_CSS = (".jp-CodeConsole-promptCell, .jp-InputPrompt, .jp-OutputPrompt, .jp-Toolbar, .jp-CodeConsole-banner,"
           " .jp-InputArea { display: none !important; } .jp-CodeConsole-content { padding: 4px !important; }"
           " .jp-OutputArea-output { max-width: 100% !important; }")

APP_PAGE = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
<style>html, body {{ margin: 0; height: 100%; }} iframe {{ border: 0; width: 100%; height: 100%; display: block; }}
#wait {{ position: fixed; inset: 0; display: flex; flex-direction: column; align-items: center;
  justify-content: center; font: 1.3em sans-serif; background: #fff; color: #333; }}</style></head>
<body><div id="wait"><p><b>{title}</b></p><p>Python is starting in your browser&hellip;</p>
<p style="font-size: 0.8em">The first time takes about half a minute; nothing is installed.</p></div>
<iframe id="app" title="{title}" src="../repl/index.html?{query}"></iframe>
<script>
const frame = document.getElementById("app");
function tidy() {{
  const doc = frame.contentDocument;
  if (doc && doc.head && !doc.getElementById("tutor-app-css")) {{
    const style = doc.createElement("style");
    style.id = "tutor-app-css";
    style.textContent = {css};
    doc.head.appendChild(style);
  }}
  if (doc && doc.querySelector("{ready}")) {{
    document.getElementById("wait").remove();
    for (const wait of [100, 500, 1500, 3000]) {{  // the console scrolls to its end while the app draws
      setTimeout(() => doc.querySelectorAll(".jp-CodeConsole-content").forEach(e => {{ e.scrollTop = 0; }}), wait);
    }}
    return;
  }}
  setTimeout(tidy, 250);
}}
frame.addEventListener("load", tidy);
</script></body></html>
"""


def app_code(notebook: Path) -> str:
    """The code that makes an app: the first code cell of its notebook, without nbval's markers."""
    cells = json.loads(notebook.read_text())["cells"]
    source = next("".join(c["source"]) for c in cells if c["cell_type"] == "code")
    return "\n".join(line for line in source.splitlines() if not line.startswith("# NBVAL"))


def app_page(title: str, code: str) -> str:
    """A page showing one app (a game table, a lesson) and nothing else, run by JupyterLite's REPL.

    >>> html = app_page("Amber", "from amber.table import Table\\nTable()")
    >>> "hideCodeInput=1" in html and "kernel=python" in html and "from+amber.table" in html
    True
    """
    from urllib.parse import urlencode

    query = urlencode({"kernel": "python", "hideCodeInput": "1", "showBanner": "0", "code": code})
    return APP_PAGE.format(title=escape(title), query=escape(query), css=json.dumps(APP_CSS),
                           ready=".tutor-boardview svg, .tutor-lesson")


def write_apps(out: Path) -> int:
    """The app pages (``apps/<game>-play.html``, ``apps/<game>-lesson.html``) and the landing page
    (``index.html``, :func:`tutor.landing.page`); how many app pages."""
    from tutor import landing

    (out / "apps").mkdir()
    links: dict[str, list[tuple[str, str]]] = {}
    for name, (package, _) in landing.ABOUT.items():
        for kind in ("play", "lesson"):
            notebook = NOTEBOOKS / landing.APPS[name][kind]
            if notebook.exists():
                title = f"{name}: {landing.LABELS[kind].lower()}"
                (out / "apps" / f"{package}-{kind}.html").write_text(app_page(title, app_code(notebook)))
                links.setdefault(name, []).append((f"apps/{package}-{kind}.html", kind))
    teachers = ('<p style="margin-top: 2em">For teachers: <a href="lab/index.html">every notebook of the tutor in '
                'JupyterLab</a>, running in your browser too.</p>')
    repl = out / "repl" / "jupyter-lite.json"  # the REPL app lacks a plugin this one needs: it would log an error
    settings = json.loads(repl.read_text())
    settings["jupyter-config-data"]["disabledExtensions"] = ["@jupyterlab/apputils-extension:announcements",
                                                             "@jupyterlab/codemirror-extension:commands"]
    repl.write_text(json.dumps(settings, indent=2))
    original = (out / "index.html").read_text()
    config = re.search(r'<script id="jupyter-config-data".*?</script>', original, re.S)
    if config is None:
        raise SystemExit("JupyterLite's index.html has no jupyter-config-data script: its layout changed")
    html = landing.page(links, extra=teachers)  # keeps the config JupyterLite's pages read from the site's root
    (out / "index.html").write_text(html.replace("</head>", config.group(0) + "\n</head>", 1))
    return sum(len(v) for v in links.values())


def prune_legacy_fonts(out: Path) -> int:
    """Remove Font Awesome's SVG and EOT font files from JupyterLab's build: a current browser takes the WOFF2 file,
    the first of the formats the style sheet lists, and no current browser can read SVG fonts (EOT was Internet
    Explorer's); about 2 MB saved. How many files were removed."""
    legacy = [p for p in (out / "build").glob("fa-*") if p.suffix in (".svg", ".eot")]
    for path in legacy:
        path.unlink()
    return len(legacy)


def size_of(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())


#: the site builder's own tools, one tested set, installed into a virtual environment of their own for each build
#: (so that the JupyterLite kernel's JupyterLab extension never lands in the environment that serves Voila apps);
#: the widget extensions match the wheels the kernel loads (see :data:`EXTRA`)
TOOLS = ("jupyterlite-core==0.7.6", "jupyterlite-pyodide-kernel==0.7.2", "jupyterlab-widgets==3.0.17",
         "anywidget==0.11.0", "jupyter-server==2.21.1")  # jupyter-server: the build reads the notebooks with it


def tools_venv(work: Path) -> Path:
    """A fresh virtual environment with :data:`TOOLS`; its Python."""
    venv = work / "tools"
    run([sys.executable, "-m", "venv", venv])
    python = venv / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")
    run([python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", *TOOLS])
    return python


def pyodide_version(python: Path) -> str:
    """The Pyodide version the installed JupyterLite kernel is built for."""
    code = "from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION as v; print(v)"
    return subprocess.run([python, "-c", code], check=True, capture_output=True, text=True).stdout.strip()


def build(out: Path, keep: Path | None = None) -> Path:
    """Build the site into ``out`` from clean; returns ``out``."""
    if out.exists():
        shutil.rmtree(out)
    with tempfile.TemporaryDirectory(prefix="tutor-site-") as tmp:
        work = keep or Path(tmp)
        tools = tools_venv(work)
        npm = fetch_pyodide(pyodide_version(tools), work)
        lock = json.loads((npm / "pyodide-lock.json").read_text())
        wanted = plan(lock)
        python = ".".join(lock["info"]["python"].split(".")[:2])
        wheels = download(wanted, python, work / "wheels")
        tutor = build_tutor_wheel(work / "tutor")
        lite = work / "lite"
        write_pyodide(npm, wheels, wanted, tutor, lite / "static" / "pyodide")
        (lite / "jupyter-lite.json").write_text(json.dumps(lite_config([*SHIMS, TUTOR, "ipywidgets"]), indent=1))
        files = lite / "files"
        count = copy_notebooks(files)
        apps = ("lab", "tree", "repl")
        run([tools, "-m", "jupyter", "lite", "build", "--lite-dir", lite, "--contents", files, "--output-dir",
             out.resolve(), "--no-sourcemaps", *(arg for app in apps for arg in ("--apps", app))], cwd=lite)
    pages = write_apps(out)
    prune_legacy_fonts(out)
    print(f"built {count} notebooks and {pages} apps into {out} ({size_of(out) / 2**20:.1f} MB)")
    print(f"copy the folder {out} to any static web host and share the link to its index.html; to try it here: "
          f"python3 -m http.server -d {out}")
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tutor.site", description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    b = sub.add_parser("build", help="build the static site from clean")
    b.add_argument("--out", type=Path, default=ROOT / "site", help="output folder (default: site/)")
    args = parser.parse_args(argv)
    build(args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
