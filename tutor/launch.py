"""Start the tutor: JupyterLab opened on ``notebooks/00_start_here.ipynb``.

``python -m tutor.launch`` runs JupyterLab from the project folder. Extra arguments go
to JupyterLab (e.g. ``--port 8899``). With ``CI`` set no browser is opened; as the
root user (containers, classroom servers) ``--allow-root`` is added, since JupyterLab
otherwise refuses to start.

>>> command(["--port", "8899"], env={}, root=False)[-3:]
['notebooks/00_start_here.ipynb', '--port', '8899']
>>> "--no-browser" in command([], env={"CI": "true"}, root=True), "--allow-root" in command([], env={}, root=True)
(True, True)
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
START = "notebooks/00_start_here.ipynb"


def command(extra: Sequence[str], env: Mapping[str, str], root: bool) -> list[str]:
    """The JupyterLab command line."""
    args = [sys.executable, "-m", "jupyterlab"]
    if root:
        args.append("--allow-root")
    if env.get("CI"):
        args.append("--no-browser")
    return [*args, START, *extra]


def main(argv: Sequence[str] | None = None) -> int:
    if importlib.util.find_spec("jupyterlab") is None:
        print('JupyterLab is not installed: python3 -m pip install -e ".[lab]"', file=sys.stderr)
        return 2
    extra = list(sys.argv[1:] if argv is None else argv)
    root = hasattr(os, "geteuid") and os.geteuid() == 0
    return subprocess.call(command(extra, os.environ, root), cwd=ROOT)


if __name__ == "__main__":
    sys.exit(main())
