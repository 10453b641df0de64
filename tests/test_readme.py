"""The README says only what is true of this checkout.

- Every path it names exists: each file or folder written as code (inline or in a code block) that looks like a path
  of the project (it has a ``/``, or a file name's extension), and every link and picture. ``<game>`` in a path
  stands for each of ``amber``, ``taxis`` and ``loire``; ``*`` must match at least one file. Only the folders that
  the tools make and ``.gitignore`` leaves out (:data:`GENERATED`) are not looked for. There is no allowance for files
  still to come: a path the README names must exist.
- It holds exactly the two set-up commands (:data:`SETUP`) in its code blocks, and the test command is the one
  ``.ci/run`` runs.
- The linked pages under ``docs/`` link only to files that exist.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
DOCS = ROOT / "docs"
SETUP = ('python3 -m pip install -e ".[lab]" && python3 -m tutor.launch',
         'python3 -m pip install -e ".[test]" && python3 -m pytest')
GAMES = ("amber", "taxis", "loire")
#: made by the tools, not in the repository: the static site (tutor.site build), the browser tests' screenshots, the
#: virtual environment the set-up suggests
GENERATED = ("site/", "artifacts/", ".venv/")
EXTENSIONS = {"py", "ipynb", "json", "md", "png", "txt", "po", "mo", "pot", "toml", "yaml", "yml", "sh", "html"}
SKIPPED_DIRS = {"site", "build", "artifacts", "__pycache__", "node_modules"}

FENCE = re.compile(r"^```[^\n]*\n(.*?)^```", re.M | re.S)
SPAN = re.compile(r"`([^`\n]+)`")
LINK = re.compile(r"\]\(([^)\s]+)\)|\bsrc=\"([^\"]+)\"")
PATH = re.compile(r"^[\w.*<>-]+(/[\w.*<>-]*)*$")


def fenced(text: str) -> list[str]:
    """The contents of the fenced code blocks."""
    return FENCE.findall(text)


def code(text: str) -> Iterator[str]:
    """Every piece of code: the code blocks, then the inline code outside them."""
    yield from fenced(text)
    yield from SPAN.findall(FENCE.sub("", text))


def named_paths(text: str) -> set[str]:
    """The project paths named as code in ``text`` (see the module's docstring).

    >>> sorted(named_paths("Run `python tools/x.py --out site/` or `amber.new_game()`; see `tutor.mo`."))
    ['site/', 'tools/x.py', 'tutor.mo']
    >>> named_paths("`/usr/bin/chromium`, `http://127.0.0.1:8866/`, `../elsewhere/file.py`, `--port=8870`, `.po`")
    set()
    """
    found = set()
    for piece in code(text):
        for token in re.split(r"[\s\"'`(),;=]+", piece):
            token = token.rstrip(".:,;")
            if (not token or token.startswith(("/", "~", "-", "..")) or "://" in token or not PATH.match(token)
                    or token.startswith(".") and "/" not in token):  # an extension (`.po`), not a file
                continue
            if "/" in token or token.rsplit(".", 1)[-1] in EXTENSIONS and "." in token:
                found.add(token)
    return found


def links(text: str) -> set[str]:
    """The local targets of the links and pictures in ``text`` (web addresses and anchors left out)."""
    targets = {a or b for a, b in LINK.findall(text)}
    return {t.split("#")[0] for t in targets if "://" not in t and not t.startswith(("#", "mailto:"))}


def expand(path: str) -> list[str]:
    """``path`` with ``<game>`` written out for each game; any other ``<...>`` is refused."""
    paths = [path.replace("<game>", game) for game in GAMES] if "<game>" in path else [path]
    unknown = [p for p in paths if "<" in p or ">" in p]
    if unknown:
        raise AssertionError(f"{path}: a placeholder other than <game>")
    return paths


def project_files() -> set[str]:
    """The names of the project's files (hidden, generated and cache folders left out)."""
    names = set()
    for _folder, dirs, files in os.walk(ROOT):
        dirs[:] = [d for d in dirs if not d.startswith(".") and d not in SKIPPED_DIRS and not d.endswith(".egg-info")]
        names.update(files)
    return names


def missing(paths: set[str], base: Path = ROOT) -> list[str]:
    """The paths (relative to ``base``) that do not exist; a bare file name must exist somewhere in the project.

    >>> missing({"tutor/classroom.py", "tools/nb_*.py", "<game>/table.py", "tutor.mo", "site/index.html"})
    []
    >>> missing({"notebooks/nothing_here.ipynb", "tools/nb_none_*.py", "<game>/nothing.py", "nothing.ipynb"})
    ['<game>/nothing.py', 'notebooks/nothing_here.ipynb', 'nothing.ipynb', 'tools/nb_none_*.py']
    """
    names: set[str] | None = None
    out = []
    for path in sorted(paths):
        if path.startswith(GENERATED):
            continue
        for one in expand(path):
            if "/" not in one.rstrip("/"):
                names = project_files() if names is None else names
                ok = one in names or (base / one).exists()
            elif "*" in one:
                ok = any(base.glob(one))
            else:
                ok = (base / one).exists()
            if not ok:
                out.append(path)
                break
    return out


def test_every_path_the_readme_names_exists() -> None:
    text = README.read_text(encoding="utf-8")
    named = named_paths(text)
    assert len(named) > 50, f"the README names only {len(named)} paths: the reading of its code is broken"
    assert not missing(named), f"the README names paths that do not exist: {missing(named)}"


def test_every_link_and_picture_resolves() -> None:
    for page in [README, *sorted(DOCS.glob("*.md"))]:
        targets = links(page.read_text(encoding="utf-8"))
        assert not missing(targets, page.parent), f"{page.relative_to(ROOT)} links to missing files"
    pictures = {t for t in links(README.read_text(encoding="utf-8")) if t.endswith(".png")}
    assert len(pictures) >= 4, "the README shows each game's table and a lesson"


def test_exactly_the_two_setup_commands() -> None:
    text = README.read_text(encoding="utf-8")
    installs = [line.strip() for block in fenced(text) for line in block.splitlines() if "pip install" in line]
    assert installs == list(SETUP), f"the README's set-up commands in code blocks: {installs}"
    ci = [line.strip() for line in (ROOT / ".ci" / "run").read_text().splitlines() if line.strip()]
    assert ci[-1] == SETUP[1], "CI runs the README's test command, verbatim"
