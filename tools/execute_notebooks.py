"""Execute notebooks in place (outputs saved for nbval) and strip saved widget state.

Usage: ``python tools/execute_notebooks.py notebooks/00_start_here.ipynb [more.ipynb ...]``

Each notebook runs in its own folder, like nbval runs it; a failing cell stops with
the error. Widget state is never saved (nbval cannot compare it and it bloats files).
"""

from __future__ import annotations

import sys
from pathlib import Path

import nbformat
from nbclient import NotebookClient


def execute(path: Path) -> None:
    nb = nbformat.read(path, as_version=4)
    client = NotebookClient(nb, timeout=120, kernel_name="python3", resources={"metadata": {"path": str(path.parent)}})
    client.execute()
    nb.metadata.pop("widgets", None)
    for cell in nb.cells:
        cell.metadata.pop("execution", None)
    nbformat.write(nb, path)
    print("executed", path)


if __name__ == "__main__":
    for name in sys.argv[1:]:
        execute(Path(name))
