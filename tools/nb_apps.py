"""Builds the pupils' app notebooks: ``notebooks/apps/<game>_play.ipynb``, ``notebooks/apps/<game>_exercises.ipynb``
``notebooks/apps/<game>_explore.ipynb`` and ``notebooks/apps/<game>_guide.ipynb``.

Usage: ``python tools/nb_apps.py [--out FOLDER]`` (``FOLDER``: the notebooks' root, ``notebooks/`` by default; the
apps go to its ``apps/``), then ``python tools/execute_notebooks.py notebooks/apps/*.ipynb``.

Each notebook is one code cell and nothing else, so that Voilà (which hides code) shows only the app: the game table
(``<game>.table.Table``, the same game as the first cell of the developers' ``03_play.ipynb``), the exercise app
(``<game>.exercise_app.app()``), the explorer (``<game>.explore_app.app()``) or the guided first game
(``tutor.guide.app("<game>")``). The classroom server (:mod:`tutor.classroom`) and the static site serve them as
:data:`tutor.landing.APPS` lists them. The folder is ``notebooks/apps``: a folder named after a package would shadow
it.

>>> sorted(APPS)[:3], [c.cell_type for c in APPS["apps/amber_play.ipynb"].cells]
(['apps/amber_exercises.ipynb', 'apps/amber_explore.ipynb', 'apps/amber_guide.ipynb'], ['code'])
>>> print(APPS["apps/loire_exercises.ipynb"].cells[0].source)
# NBVAL_IGNORE_OUTPUT
from loire.exercise_app import app
<BLANKLINE>
app()
"""

from __future__ import annotations

import argparse
from pathlib import Path

import nbformat as nbf
from nbkit import ROOT, code, notebook

from tutor.i18n import language
from tutor.landing import app_title

#: each game: its name, the arguments of its table (those of its ``03_play.ipynb``)
GAMES = {"amber": ("Amber", "players=3, seed=1"), "taxis": ("Thurn und Taxis", 'players=3, seed=1, variant="gug"'),
         "loire": ("La Loire", "players=2, seed=1")}


def play(game: str) -> nbf.NotebookNode:
    """The play app: the game table alone."""
    name, arguments = GAMES[game]
    nb = notebook([code(f"""# NBVAL_IGNORE_OUTPUT
from {game}.table import Table

Table({arguments}, typing=False)""")])
    nb.metadata["title"] = title(name, "play")
    return nb


def exercises(game: str) -> nbf.NotebookNode:
    """The exercise app (answered by clicks)."""
    nb = notebook([code(f"""# NBVAL_IGNORE_OUTPUT
from {game}.exercise_app import app

app()""")])
    nb.metadata["title"] = title(GAMES[game][0], "exercises")
    return nb


def title(name: str, kind: str) -> str:
    """The app's title as the notebook keeps it: in English (the classroom serves its copies titled in its own
    language, :func:`tutor.classroom.prepare`)."""
    with language("en"):
        return app_title(name, kind)


def explore(game: str) -> nbf.NotebookNode:
    """The explorer (answered by clicks): the game's network, no code."""
    nb = notebook([code(f"""# NBVAL_IGNORE_OUTPUT
from {game}.explore_app import app

app()""")])
    nb.metadata["title"] = title(GAMES[game][0], "explore")
    return nb


def guide(game: str) -> nbf.NotebookNode:
    """The guided first game ("Learn to play"): the game table with the guide's panel, no code."""
    nb = notebook([code(f"""# NBVAL_IGNORE_OUTPUT
from tutor.guide import app

app("{game}")""")])
    nb.metadata["title"] = title(GAMES[game][0], "guide")
    return nb


#: the games with an explorer
EXPLORERS = ("amber", "taxis", "loire")
#: path under ``notebooks/`` -> notebook
APPS = {f"apps/{game}_{kind}.ipynb": make(game) for game in GAMES
        for kind, make in (("guide", guide), ("play", play), ("exercises", exercises), ("explore", explore))
        if kind != "explore" or game in EXPLORERS}


def write_apps(out: Path) -> list[Path]:
    """Write every app notebook under the notebooks' root ``out``; the files written."""
    written = []
    for relative, nb in APPS.items():
        target = out / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        nbf.write(nb, target)
        written.append(target)
    return written


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="Write the pupils' app notebooks (notebooks/apps/).")
    parser.add_argument("--out", type=Path, default=ROOT / "notebooks", help="the notebooks' root folder")
    for path in write_apps(parser.parse_args().out):
        print("wrote", path)
