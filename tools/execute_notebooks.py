"""Execute notebooks in place (outputs saved for nbval) and strip saved widget state.

Usage: ``python tools/execute_notebooks.py notebooks/00_start_here.ipynb [more.ipynb ...]``

Each notebook runs in its own folder, like nbval runs it; a failing cell stops with
the error. Widget state and widget views are never saved: nbval cannot compare them, their
model ids are random, and the widgets come alive when the notebook is run.
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

import nbformat
from nbclient import NotebookClient

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
ADDRESS = re.compile(r" at 0x[0-9a-f]+")  # "<tutor.table.BoardView object at 0x7fe2…>": a memory address
os.environ["TUTOR_LANG"] = "en"  # saved outputs are English, whatever the machine's locale (nbval runs in English too)


def execute(path: Path) -> None:
    nb = nbformat.read(path, as_version=4)
    client = NotebookClient(nb, timeout=120, kernel_name="python3", resources={"metadata": {"path": str(path.parent)}},
                            coalesce_streams=True)  # printed text in one block, however the kernel flushed it
    client.execute()
    nb.metadata.pop("widgets", None)
    for cell in nb.cells:
        cell.metadata.pop("execution", None)
        for out in cell.get("outputs", []):
            data = out.get("data", {})
            if data.pop(WIDGET_VIEW, None) is not None and "text/plain" in data:  # the view's model id is random
                data["text/plain"] = ADDRESS.sub("", "".join(data["text/plain"]))  # and so is the repr's address
    nbformat.write(nb, path)
    print("executed", path)


if __name__ == "__main__":
    for name in sys.argv[1:]:
        execute(Path(name))
