"""The whole tutor as a static web site that runs in the pupils' browsers (JupyterLite with the Pyodide kernel).

``python -m tutor.site build [--out site/]`` builds the site from clean, offline from the package registries only:

- the Pyodide runtime comes from the npm package ``pyodide`` at the exact version the JupyterLite kernel is built
  for (``jupyterlite_pyodide_kernel.constants.PYODIDE_VERSION``); the builder's own tools (:data:`TOOLS`, pinned)
  are installed from PyPI into a fresh virtual environment for each build;
- the pure-Python wheels the kernel and the tutor need come from PyPI (``pip download``) at the versions Pyodide's
  ``pyodide-lock.json`` names (or, for packages Pyodide does not ship, the versions pinned in :data:`EXTRA`), and
  the lock is rewritten to point at these local wheels and their hashes; packages nobody here needs are dropped
  from the lock, so nothing can be fetched from elsewhere;
- the tutor itself is built as a wheel; it and every package the kernel needs (its own wheels from
  ``jupyterlite-pyodide-kernel`` too) are loaded from the lock when a kernel starts (:data:`START`), so micropip
  resolves nothing and every notebook can ``import amber``;
- the modules a page imports when it opens, in the wheels and in Pyodide's standard library, are compiled to
  bytecode at build time by Pyodide itself under Node.js (:func:`precompile`), so that a page does not compile them
  from source each time it opens (without their docstrings, except the tutor's own); the wheels' test suites and
  other files no kernel reads are left out;
- the app pages start their kernels lighter: from a lock of their own (:func:`app_lock`: stand-ins for Jedi,
  piplite and micropip, which a page without a prompt never uses) and without JupyterLite's service worker;
- the kernel never falls back to PyPI (``disablePyPIFallback``), so no request leaves the site.

The notebooks (the start-here notebook, the games' notebooks and the pupils' exercises; never the teachers' notebooks
under ``teacher/`` or solutions) go into the site, opened in JupyterLab (``lab/``). Each app of
:data:`tutor.landing.APPS` whose notebook exists becomes a page of its own (``apps/<package>-<kind>.html``: the app
alone, run by JupyterLite's REPL with the code hidden), linked from the landing page (``index.html``). The site runs
only its own code: an app page asks the REPL for its app by name (``repl/index.html?app=amber-play``), and the REPL's
page, whose first script holds every app's code, runs that app's code and drops every other address parameter before
JupyterLite reads the address (:func:`guard_repl`): JupyterLite's REPL would run any ``?code=`` a crafted link gave
it. Copy the output folder to any static web host (or serve it with ``python -m http.server``) and share the link.

>>> sorted(closure({"a": ["b"], "b": ["c"], "c": [], "d": []}, ["a"]))
['a', 'b', 'c']
>>> included(Path("teacher/amber_solutions.ipynb")), included(Path("00_start_here.ipynb"))
(False, True)
>>> included(Path("teacher/amber_exercises.ipynb")), included(Path("apps/amber_exercises.ipynb"))
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

from tutor.i18n import N_, _

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
    """Whether a notebook (its path under ``notebooks/``) goes into the pupils' site: the teachers' notebooks
    (``teacher/``, and solutions anywhere) never do."""
    hidden = {".ipynb_checkpoints", "teacher"} & set(relative.parts)
    return relative.suffix == ".ipynb" and "solutions" not in relative.name and not hidden


def run(args: Sequence[str], cwd: Path | None = None, env: Mapping[str, str] | None = None) -> None:
    print("+", " ".join(str(a) for a in args), flush=True)
    subprocess.run([str(a) for a in args], cwd=cwd, check=True, env=None if env is None else dict(env))


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


def version_of(wheel: Path) -> str:
    """A wheel's version, from its file name.

    >>> version_of(Path("pyodide_kernel-0.7.2-py3-none-any.whl"))
    '0.7.2'
    """
    return wheel.name.split("-")[1]


def build_tutor_wheel(dest: Path) -> Path:
    """The tutor's own wheel (pure Python, data files included) without the copy of the notebooks a normal install
    carries (``TUTOR_WHEEL_NOTEBOOKS=0``, see ``setup.py``): every kernel of the site loads this wheel, and the
    teachers' solutions must never reach the site. Refused if the wheel holds a notebook all the same."""
    import os

    run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", dest, ROOT],
        env={**os.environ, "TUTOR_WHEEL_NOTEBOOKS": "0"})
    wheel = next(dest.glob("board_tutor-*.whl"))
    with zipfile.ZipFile(wheel) as z:
        notebooks = [name for name in z.namelist() if name.endswith(".ipynb")]
    if notebooks:
        raise SystemExit(f"the tutor's wheel for the site holds notebooks ({notebooks[0]}, ...): it must not")
    return wheel


#: Pyodide's own builds of these stdlib modules come from its CDN, which no registry here serves
SHIMS = ("sqlite3", "ssl")


def shim_wheel(dest: Path, name: str) -> Path:
    """A tiny stand-in for Pyodide's own build of the stdlib module ``name``.

    The kernel asks for ``sqlite3`` and ``ssl`` at start; importing a stand-in raises ``ModuleNotFoundError``,
    which IPython (history kept in memory) and the standard library (no HTTPS) take as the module being absent.
    The tutor needs neither.
    """
    return stub_wheel(dest, name, {f"{name}/__init__.py": absent(name)})


def absent(name: str) -> str:
    """The source of a stand-in module whose import fails as a missing module's does."""
    return f'raise ModuleNotFoundError("{name} is not in this browser build", name="{name}")\n'


def stub_wheel(dest: Path, name: str, files: Mapping[str, str]) -> Path:
    """A wheel ``name`` 0.0.1 (pure Python) of the modules ``files`` (path -> source) in ``dest``; its file.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     wheel = stub_wheel(Path(folder), "jedi", {"jedi/__init__.py": absent("jedi")})
    ...     wheel.name, sorted(zipfile.ZipFile(wheel).namelist())[:2]
    ('jedi-0.0.1-py3-none-any.whl', ['jedi-0.0.1.dist-info/METADATA', 'jedi-0.0.1.dist-info/RECORD'])
    """
    wheel = dest / f"{name}-0.0.1-py3-none-any.whl"
    dest.mkdir(parents=True, exist_ok=True)
    info = f"{name}-0.0.1.dist-info"
    files = {
        **files,
        f"{info}/METADATA": f"Metadata-Version: 2.1\nName: {name}\nVersion: 0.0.1\n",
        f"{info}/WHEEL": "Wheel-Version: 1.0\nGenerator: tutor.site\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
    }
    record = "".join(f"{path},,\n" for path in files) + f"{info}/RECORD,,\n"
    with zipfile.ZipFile(wheel, "w") as z:
        for path, text in [*files.items(), (f"{info}/RECORD", record)]:
            z.writestr(zipfile.ZipInfo(path, date_time=(2020, 1, 1, 0, 0, 0)), text)
    return wheel


#: Python run by Pyodide itself (under Node.js, at build time): the modules a page imports when it opens (the
#: kernel's, and those of every app's code, found by installing the wheels and running that code) compiled to
#: bytecode by the very interpreter of the pupils' browsers, so that opening an app unpacks bytecode instead of
#: compiling IPython, networkx, the tutor and much of the standard library (Pyodide's npm package ships it as source)
#: each time. As in Pyodide's own packages, compiled modules are sourceless ``.pyc`` files and the packages' test
#: suites are left out; so are the JupyterLab and classic
#: Notebook extensions some wheels carry (the site serves those from ``extensions/``; a kernel never does), and Jedi's
#: type stubs of third-party packages the site does not ship and of Python 2 (Django's, typeshed's third-party
#: and Python-2-only stubs), and the tutor's translation catalogs as text (``.po``, ``.pot``: the compiled ``.mo``
#: is what runs). Modules no page imports at open (most of Pygments' lexers ...) stay source: compiling them would
#: only make the site bigger. The compiled modules of the standard library and of the other packages leave their
#: docstrings out, as ``python -OO`` does (but keeping ``assert``): up to a third of their size (networkx's wheel
#: 1.6 -> 1.1 MB), which a page unpacks and loads each time it opens, for help texts no app shows (``help()`` in
#: JupyterLab shows none for them); the tutor's own modules keep theirs (its doctests, its help).
PYC_COMPILER = r"""
import ast, base64, contextlib, hashlib, importlib, importlib.util, io, json, re, sys, traceback, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

SITE = "/lib/python%d.%d/site-packages/" % sys.version_info[:2]
JOBS = json.loads(JOBS)
LEFT_OUT = re.compile(r"^[^/]+/(.+/)?tests?/|\.data/data/share/jupyter/|^[^/]+/(labextension|nbextension)/"
                      r"|^jedi/third_party/(django-stubs/|typeshed/third_party/|typeshed/stdlib/2/)"
                      r"|^tutor/locale/.+\.pot?$")


def digest(data):
    return "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()


def without_docstrings(tree):
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and \
                    isinstance(first.value.value, str):
                node.body[0:1] = [] if len(node.body) > 1 else [ast.Pass(lineno=first.lineno, col_offset=0)]
    return tree


def compiled(name, data, prefix=SITE, docstrings=False):
    try:
        tree = ast.parse(data, prefix + name)
        code = compile(tree if docstrings else without_docstrings(tree), prefix + name, "exec", dont_inherit=True)
    except SyntaxError:
        return name, data
    return name + "c", bytes(_code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False))


def compile_wheel(source, dest, used, docstrings):
    with zipfile.ZipFile(source) as wheel:
        files, record = [], None
        for info in wheel.infolist():
            if info.filename.endswith(".dist-info/RECORD"):
                record = info.filename
            elif info.filename in used or not LEFT_OUT.search(info.filename):
                data = wheel.read(info)
                name, body = compiled(info.filename, data, docstrings=docstrings) if info.filename in used \
                    else (info.filename, data)
                files.append((name, body, info.date_time))
    lines = "".join(f"{name},{digest(body)},{len(body)}\n" for name, body, _ in files) + f"{record},,\n"
    with zipfile.ZipFile(dest, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as out:
        for name, body, when in [*files, (record, lines.encode(), files[0][2])]:
            out.writestr(zipfile.ZipInfo(name, date_time=when), body, zipfile.ZIP_DEFLATED, 9)


for source, _ in JOBS["wheels"]:
    with zipfile.ZipFile("/work/" + source) as wheel:
        wheel.extractall(SITE)
importlib.invalidate_caches()
real = sys.stdout, sys.stderr
for code in JOBS["run"]:
    try:
        with contextlib.redirect_stdout(io.StringIO()):
            exec(compile(code, "<app>", "exec"), {})
    except BaseException:
        print("while finding the modules a page imports:", traceback.format_exc(limit=2), file=real[1])
    sys.stdout, sys.stderr = real
files = [getattr(m, "__file__", None) or "" for m in list(sys.modules.values())]
used = {f[len(SITE):] for f in files if f.startswith(SITE) and f.endswith(".py")}
STDLIB = "/lib/python%d%d.zip/" % sys.version_info[:2]
used_stdlib = {f[len(STDLIB):] for f in files if f.startswith(STDLIB) and f.endswith(".py")}
print(f"{len(used)} modules of the wheels and {len(used_stdlib)} of the standard library imported at open, "
      "compiled to bytecode")
for source, dest in JOBS["wheels"]:
    compile_wheel("/work/" + source, "/work/" + dest, used, source in JOBS["docstrings"])
source, dest = JOBS["stdlib"]
with zipfile.ZipFile("/work/" + source) as stdlib, \
        zipfile.ZipFile("/work/" + dest, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as out:
    for info in stdlib.infolist():
        data = stdlib.read(info)
        name, body = compiled(info.filename, data, STDLIB) if info.filename in used_stdlib else (info.filename, data)
        out.writestr(zipfile.ZipInfo(name, date_time=info.date_time), body, zipfile.ZIP_DEFLATED, 9)
"""

#: the Node.js script that starts Pyodide from its npm package and runs :data:`PYC_COMPILER` over the wheels
PYC_RUNNER = """
const [pkg, work, jobs, code] = process.argv.slice(2);
const { pathToFileURL } = await import("node:url");
const { readFileSync } = await import("node:fs");
const { loadPyodide } = await import(pathToFileURL(pkg + "/pyodide.mjs"));
const pyodide = await loadPyodide({ indexURL: pkg + "/" });
pyodide.mountNodeFS("/work", work);
pyodide.globals.set("JOBS", readFileSync(jobs, "utf8"));
pyodide.runPython(readFileSync(code, "utf8"));
"""


def precompile(npm: Path, wheels: Mapping[str, Path], dest: Path, run_code: Sequence[str],
               keep_docstrings: Sequence[str] = ()) -> dict[str, Path]:
    """Each wheel of ``wheels``, and Pyodide's standard library (``python_stdlib.zip`` of the runtime ``npm``),
    with the modules that running ``run_code`` imports compiled to bytecode by Pyodide (see :data:`PYC_COMPILER`;
    without docstrings but in the wheels named in ``keep_docstrings``), into ``dest`` under the same file names;
    name -> new wheel. Needs Node.js (``node``), which comes with ``npm``."""
    dest.mkdir(parents=True, exist_ok=True)
    work = dest.parent.resolve()
    out = {name: dest.resolve() / wheel.name for name, wheel in wheels.items()}
    jobs = [(wheel.resolve().relative_to(work).as_posix(), out[name].relative_to(work).as_posix())
            for name, wheel in wheels.items()]
    stdlib = (npm.resolve() / "python_stdlib.zip").relative_to(work).as_posix()
    docstrings = [jobs[list(wheels).index(name)][0] for name in keep_docstrings]
    (work / "pyc-jobs.json").write_text(json.dumps({"wheels": jobs, "run": list(run_code), "docstrings": docstrings,
                                                    "stdlib": [stdlib, f"{dest.name}/python_stdlib.zip"]}))
    (work / "pyc-compiler.py").write_text(PYC_COMPILER)
    (work / "pyc-runner.mjs").write_text(PYC_RUNNER)
    run(["node", work / "pyc-runner.mjs", npm.resolve(), work, work / "pyc-jobs.json",
         work / "pyc-compiler.py"])
    return out


def lock_entry(name: str, version: str, wheel: Path, depends: Sequence[str], imports: Sequence[str]) -> dict:
    return {"name": name, "version": version, "file_name": wheel.name, "install_dir": "site", "sha256": sha256(wheel),
            "package_type": "package", "imports": list(imports), "depends": list(depends),
            "unvendored_tests": False}


#: the kernel's own wheels, shipped by ``jupyterlite-pyodide-kernel`` (which installs them with micropip at each
#: start unless they are loaded with Pyodide): name -> the packages each needs
KERNEL_WHEELS = {"piplite": ("micropip",), "ipykernel": (),
                 "pyodide-kernel": ("ipykernel", "ipython", "comm", "piplite")}
#: the packages every kernel loads when it starts, in one go from the lock (names as the kernel spells them: it
#: installs each one missing from this list with micropip, resolving it, which costs seconds on every page)
START = ("micropip", "piplite", "sqlite3", "ssl", "ipykernel", "comm", "pyodide_kernel", "jedi", "ipython", TUTOR,
         "ipywidgets")
#: what a kernel imports when it starts (see :data:`PYC_COMPILER`; run after the apps' code: once imported,
#: ``pyodide_kernel`` sends widgets' messages to the browser's side of the kernel, which Node.js has not)
KERNEL_START = """
import tarfile  # Pyodide's package loader imports it for each package it loads
import piplite.piplite, ipywidgets, comm
import pyodide_kernel
"""
#: what the tutor's wheel provides and needs
TUTOR_IMPORTS = ("tutor", "amber", "taxis", "loire")
TUTOR_DEPENDS = ("networkx", "ipywidgets", "anywidget")


def kernel_wheels(tools: Path) -> dict[str, Path]:
    """The kernel's own wheels (:data:`KERNEL_WHEELS`) from the JupyterLab extension in the tools' environment."""
    found = {}
    for name in KERNEL_WHEELS:
        stem = name.replace("-", "_")
        matches = sorted(tools.parent.parent.glob(f"share/jupyter/labextensions/@jupyterlite/pyodide-kernel-extension/"
                                                  f"static/pypi/{stem}-*.whl"))
        if not matches:
            raise SystemExit(f"jupyterlite-pyodide-kernel ships no {name} wheel: its layout changed")
        found[name] = matches[-1]
    return found


def write_pyodide(npm: Path, wheels: Mapping[str, Path], wanted: Mapping[str, tuple[str, tuple[str, ...]]],
                  dest: Path, stdlib: Path | None = None) -> None:
    """The runtime, the wheels and a lock that names only them, in ``dest`` (``static/pyodide`` of the lite dir).

    ``wanted`` names every package with its version and dependencies; ``wheels`` gives each one's file; ``stdlib``
    replaces the runtime's standard library (see :func:`precompile`)."""
    dest.mkdir(parents=True)
    for item in npm.iterdir():
        if item.suffix in (".js", ".mjs", ".wasm", ".zip") or item.name == "package.json":
            shutil.copy2(item, dest / item.name)
    if stdlib is not None:
        shutil.copy2(stdlib, dest / "python_stdlib.zip")
    lock = json.loads((npm / "pyodide-lock.json").read_text())
    old = {normal(k): v for k, v in lock["packages"].items()}
    packages = {}
    for name, (version, depends) in wanted.items():
        wheel = Path(shutil.copy2(wheels[name], dest / wheels[name].name))
        imports = TUTOR_IMPORTS if name == TUTOR else old[name]["imports"] if name in old else \
            [name.replace("-", "_")]
        packages[name] = lock_entry(name, version, wheel, depends, imports)
    for name in SHIMS:
        packages[name] = lock_entry(name, "0.0.1", shim_wheel(dest, name), (), ())
    lock["packages"] = packages
    (dest / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True))
    (dest / APP_LOCK).write_text(json.dumps(app_lock(lock, dest), indent=1, sort_keys=True))


#: what the app pages (JupyterLite's REPL) leave out of JupyterLite: its service worker, which only syncs the
#: notebooks' files with the kernel's (an app reads no file of the drive) and, once registered, passes every request of
#: the page through its script (without it an app's opening costs the browser about a tenth less CPU time)
APP_DISABLED = ("@jupyterlite/application-extension:service-worker-manager",)
#: the lock the app pages' kernels load from (JupyterLite's REPL, see :func:`write_apps`)
APP_LOCK = "pyodide-lock-apps.json"
#: what an app page's kernel loads instead of packages no app uses (the page has no prompt: nobody there asks for
#: completions or types ``%pip install``): IPython completes without Jedi when Jedi is absent; the kernel only sets
#: two settings of piplite (its ``%pip``) when it starts, and nothing else imports micropip
APP_STUBS = {
    "jedi": {"jedi/__init__.py": absent("jedi")},
    "piplite": {"piplite/__init__.py": "", "piplite/piplite.py": '"""%pip is not available in an app page."""\n'},
    "micropip": {"micropip/__init__.py": absent("micropip")},
}


def app_lock(lock: dict, dest: Path) -> dict:
    """A copy of ``lock`` for the app pages: the packages of :data:`APP_STUBS` replaced by their stand-ins (written
    into ``dest``), keeping only what the kernel loads at start (:data:`START`): Parso, which only Jedi needs, goes.

    Opening an app then unpacks and imports neither Jedi (about 550 files) nor micropip, and the notebooks in
    JupyterLab keep them all."""
    packages = dict(lock["packages"])
    for name, files in APP_STUBS.items():
        packages[name] = lock_entry(name, "0.0.1", stub_wheel(dest, name, files), (), ())
    wanted = closure({n: p["depends"] for n, p in packages.items()}, [normal(n) for n in START])
    return {**lock, "packages": {n: p for n, p in packages.items() if n in wanted}}


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


#: what an app page hides of JupyterLite's REPL, so that a pupil sees the app alone: the prompt (and the panel that
#: holds it, 52 px at the bottom, whose room goes to the app), the cells' numbers, the console's toolbar and banner
#: (the code of the cell that makes the app is hidden by ``hideCodeInput``)
APP_CSS = (".jp-CodeConsole-promptCell, .jp-InputPrompt, .jp-OutputPrompt, .jp-Toolbar, .jp-CodeConsole-banner,"
           " .jp-InputArea, .jp-CodeConsole-input, .jp-CodeConsole-split > .lm-SplitPanel-handle"
           " { display: none !important; }"
           " .jp-CodeConsole-content { padding: 4px !important; height: 100% !important; }"
           " .jp-OutputArea-output { max-width: 100% !important; }")

APP_PAGE = """<!DOCTYPE html>
<html lang="{lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
<style>html, body {{ margin: 0; height: 100%; }} iframe {{ border: 0; width: 100%; height: 100%; display: block; }}
#wait {{ position: fixed; inset: 0; display: flex; flex-direction: column; align-items: center;
  justify-content: center; font: 1.3em sans-serif; background: #fff; color: #333; }}</style></head>
<body><div id="wait"><p><b id="wait-title">{title}</b></p><p id="wait-text">{wait}</p>
<p style="font-size: 0.8em" id="wait-note">{note}</p></div>
<iframe id="app" title="{title}"></iframe>
<script>
const texts = {texts};  // per language: the title, the waiting notice and the REPL's address (the app's code)
const asked = new URLSearchParams(location.search).get("lang");
const shown = texts[asked] || texts["{lang}"];
const frame = document.getElementById("app");
document.documentElement.lang = shown.lang;
document.title = frame.title = document.getElementById("wait-title").textContent = shown.title;
document.getElementById("wait-text").textContent = shown.wait;
document.getElementById("wait-note").textContent = shown.note;
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
  setTimeout(tidy, 100);
}}
frame.addEventListener("load", tidy);
frame.src = shown.src;
</script></body></html>
"""
#: what an app page says while Python starts in the browser
WAITING = (N_("Python is starting in your browser…"),
           N_("This takes a few seconds, a little longer the first time; nothing is installed."))


def app_id(name: str, kind: str) -> str:
    """The name of game ``name``'s app of ``kind`` in the site: its page is ``apps/<that>.html``, and the REPL runs
    its code when asked for ``?app=<that>`` (:func:`repl_guard`).

    >>> app_id("Thurn und Taxis", "lesson")
    'taxis-lesson'
    """
    from tutor.landing import ABOUT

    return f"{ABOUT[name][0]}-{kind}"


def app_page(name: str, kind: str) -> str:
    """A page showing one app (a game table, a lesson) and nothing else, run by JupyterLite's REPL: game ``name``'s
    app of ``kind``. The page holds its title and waiting notice in every language and starts in the one its address
    asks for (``?lang=hu``), else in the current one. It holds no code: it asks the REPL for the app by its name
    (``?app=amber-play&lang=hu``), and the REPL's page runs the code built into it for that name (:func:`repl_guard`).

    >>> html = app_page("Amber", "play")
    >>> "../repl/index.html?app=amber-play&lang=hu" in html, "code=" in html, "amber.table" in html
    (True, False, False)
    >>> "Amber: játék" in html, "<title>Amber: play</title>" in html
    (True, True)
    """
    from urllib.parse import urlencode

    from tutor.i18n import LANGUAGES, get_language, language
    from tutor.landing import app_title

    texts = {}
    for lang in LANGUAGES:
        with language(lang):
            query = urlencode({"app": app_id(name, kind), "lang": lang})
            texts[lang] = {"lang": lang, "title": app_title(name, kind), "wait": _(WAITING[0]),
                           "note": _(WAITING[1]), "src": f"../repl/index.html?{query}"}
    first = texts[get_language()]
    script_json = json.dumps(texts, ensure_ascii=False).replace("</", "<\\/")  # no "</script>" inside the script
    return APP_PAGE.format(lang=first["lang"], title=escape(first["title"]), wait=escape(first["wait"]),
                           note=escape(first["note"]), texts=script_json,
                           css=json.dumps(APP_CSS), ready=f"{READY.get(kind, READY_OTHER)}, {FAILED}")


#: the first script of the REPL's page (``repl/index.html``), run before JupyterLite reads the page's address: it
#: replaces the address's query by one made here, so that no address makes the REPL run code it was given (JupyterLite's
#: REPL runs every ``code=`` of its address: a crafted link would run anything on the site's web server, with the
#: pupils' progress in reach). Kept from the address: ``app``, one of the site's apps (the REPL then runs that app's
#: code, built into this script: :func:`repl_guard`) and ``lang``, one of its languages; everything else goes.
REPL_GUARD = """<script id="tutor-repl-guard">
(function () {{
  const apps = {apps};  // app -> language -> the code that makes the app (nothing else is ever run from here)
  const asked = new URLSearchParams(window.location.search);
  const app = Object.prototype.hasOwnProperty.call(apps, asked.get("app")) ? apps[asked.get("app")] : null;
  const query = new URLSearchParams();
  if (app) {{
    const lang = Object.prototype.hasOwnProperty.call(app, asked.get("lang")) ? asked.get("lang") : "{lang}";
    query.set("kernel", "python");
    query.set("hideCodeInput", "1");
    query.set("showBanner", "0");
    query.set("code", app[lang]);
  }}
  const search = query.toString() ? "?" + query.toString() : "";
  if (window.location.search !== search) {{
    try {{
      window.history.replaceState(window.history.state, "", window.location.pathname + search + window.location.hash);
    }} catch (error) {{  // never leave the given address for JupyterLite to read: load the page at the safe one
      window.location.replace(window.location.pathname + search + window.location.hash);
    }}
  }}
}})();
</script>"""


def repl_guard(codes: Mapping[str, str]) -> str:
    """The REPL page's guard (:data:`REPL_GUARD`) for the apps ``codes`` (app name, :func:`app_id` -> the code that
    makes it): each app's code in every language, after a line that sets that language.

    >>> html = repl_guard({"amber-play": "from amber.table import Table\\nTable()"})
    >>> '"amber-play": {"en": "import tutor\\\\ntutor.set_language(\\\\"en\\\\")\\\\nfrom amber.table' in html
    True
    >>> repl_guard({"x": "print('</script>')"}).count("</script>")
    1
    """
    from tutor.i18n import LANGUAGES, get_language

    apps = {app: {lang: f"import tutor\ntutor.set_language({json.dumps(lang)})\n{code}" for lang in LANGUAGES}
            for app, code in codes.items()}
    script_json = json.dumps(apps, ensure_ascii=False).replace("</", "<\\/")  # no "</script>" inside the script
    return REPL_GUARD.format(apps=script_json, lang=get_language())


def guard_repl(out: Path, codes: Mapping[str, str]) -> None:
    """Put :func:`repl_guard` first in the head of the site's REPL page (``repl/index.html``), before JupyterLite's
    own scripts."""
    page = out / "repl" / "index.html"
    html = page.read_text()
    head = re.search(r"<head[^>]*>", html)
    if head is None or "tutor-repl-guard" in html:
        raise SystemExit(f"{page}: no <head> to put the guard in, or guarded already: JupyterLite's layout changed")
    page.write_text(html[:head.end()] + "\n" + repl_guard(codes) + html[head.end():])


def app_code(notebook: Path) -> str:
    """The code that makes an app: the first code cell of its notebook, without nbval's markers."""
    cells = json.loads(notebook.read_text())["cells"]
    source = next("".join(c["source"]) for c in cells if c["cell_type"] == "code")
    return "\n".join(line for line in source.splitlines() if not line.startswith("# NBVAL"))


#: what shows that an app page is ready, per kind of app (the waiting notice then goes); an error shown ends the wait
READY = {"play": ".tutor-boardview svg", "lesson": ".tutor-lesson"}
READY_OTHER = ".tutor-boardview svg, .tutor-lesson, .jp-OutputArea-output .jupyter-widgets"
FAILED = ".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']"


def app_notebooks() -> dict[str, dict[str, Path]]:
    """Each game's app pages to build: game -> kind -> notebook, from :data:`tutor.landing.APPS` (an app whose
    notebook does not exist yet is left out; teachers' notebooks are never apps).

    >>> apps = app_notebooks()
    >>> all(p.exists() and "teacher" not in p.parts for kinds in apps.values() for p in kinds.values())
    True
    """
    from tutor import landing

    found: dict[str, dict[str, Path]] = {}
    for name, kinds in landing.APPS.items():
        for kind, relative in kinds.items():
            notebook = NOTEBOOKS / relative
            if notebook.exists() and included(notebook.relative_to(NOTEBOOKS)):
                found.setdefault(name, {})[kind] = notebook
    return found


def write_apps(out: Path, apps: Mapping[str, Mapping[str, Path]]) -> int:
    """The app pages (``apps/<package>-<kind>.html``) of ``apps`` (see :func:`app_notebooks`), the REPL page's guard
    that runs their code and nothing else (:func:`guard_repl`) and the landing page (``index.html``,
    :func:`tutor.landing.page`); how many app pages."""
    from tutor import landing

    (out / "apps").mkdir()
    links: dict[str, list[tuple[str, str]]] = {}
    codes = {}
    for name, kinds in apps.items():
        for kind, notebook in kinds.items():
            codes[app_id(name, kind)] = app_code(notebook)
            (out / "apps" / f"{app_id(name, kind)}.html").write_text(app_page(name, kind))
            links.setdefault(name, []).append((f"apps/{app_id(name, kind)}.html", kind))
    guard_repl(out, codes)
    def teachers() -> str:
        return '<p style="margin-top: 2em">' + _(
            'For teachers: <a href="lab/index.html">every notebook of the tutor in JupyterLab</a>, running in your '
            'browser too.') + '</p>'

    repl = out / "repl" / "jupyter-lite.json"  # the REPL app lacks a plugin this one needs: it would log an error
    settings = json.loads(repl.read_text())
    lite = settings["jupyter-config-data"]
    lite["disabledExtensions"] = ["@jupyterlab/apputils-extension:announcements",
                                  "@jupyterlab/codemirror-extension:commands", *APP_DISABLED]
    # the app pages (the only pages that use the REPL) start their kernels from the apps' lock (see app_lock)
    kernel = json.loads((out / "jupyter-lite.json").read_text())["jupyter-config-data"]["litePluginSettings"][
        "@jupyterlite/pyodide-kernel-extension:kernel"]
    options = {**kernel["loadPyodideOptions"], "lockFileURL": f"./static/pyodide/{APP_LOCK}"}
    lite["litePluginSettings"] = {"@jupyterlite/pyodide-kernel-extension:kernel": {"loadPyodideOptions": options}}
    repl.write_text(json.dumps(settings, indent=2))
    original = (out / "index.html").read_text()
    config = re.search(r'<script id="jupyter-config-data".*?</script>', original, re.S)
    if config is None:
        raise SystemExit("JupyterLite's index.html has no jupyter-config-data script: its layout changed")
    # the page keeps the config JupyterLite's pages read from the site's root
    html = landing.page(links, extra=teachers, lang_query=True)
    (out / "index.html").write_text(html.replace("</head>", config.group(0) + "\n</head>", 1))
    return sum(len(v) for v in links.values())


def prune_legacy_fonts(out: Path) -> int:
    """Remove Font Awesome's SVG, EOT, TrueType and WOFF font files from JupyterLab's build, keeping its WOFF2 files:
    the style sheet lists WOFF2 first and every current browser reads it (no current browser reads SVG fonts; EOT
    was Internet Explorer's), so the others are never fetched; about 2.6 MB saved. How many files were removed."""
    fonts = list((out / "build").glob("fa-*"))
    kept = {p.stem for p in fonts if p.suffix == ".woff2"}
    legacy = [p for p in fonts if p.suffix in (".svg", ".eot") or p.suffix in (".ttf", ".woff") and p.stem in kept]
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
        wheels[TUTOR] = build_tutor_wheel(work / "tutor")
        wheels.update(kernel_wheels(tools))
        wanted = {**wanted, **{n: (version_of(wheels[n]), deps) for n, deps in KERNEL_WHEELS.items()},
                  TUTOR: (version_of(wheels[TUTOR]), TUTOR_DEPENDS)}
        apps = app_notebooks()
        opening = [*(app_code(nb) for kinds in apps.values() for nb in kinds.values()), KERNEL_START]
        compiled = precompile(npm, wheels, work / "compiled", opening, keep_docstrings=[TUTOR])
        lite = work / "lite"
        write_pyodide(npm, compiled, wanted, lite / "static" / "pyodide", work / "compiled" / "python_stdlib.zip")
        (lite / "jupyter-lite.json").write_text(json.dumps(lite_config(START), indent=1))
        files = lite / "files"
        count = copy_notebooks(files)
        lite_apps = ("lab", "tree", "repl")
        run([tools, "-m", "jupyter", "lite", "build", "--lite-dir", lite, "--contents", files, "--output-dir",
             out.resolve(), "--no-sourcemaps", *(arg for app in lite_apps for arg in ("--apps", app))], cwd=lite)
    pages = write_apps(out, apps)
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
