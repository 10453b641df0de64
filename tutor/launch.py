"""Start the tutor: JupyterLab opened on the start-here notebook, ``00_start_here.ipynb``.

``python -m tutor.launch`` works from any folder. It opens the tutor's notebooks (:func:`tutor.bundled.notebooks`:
the repository's ``notebooks/``, or after a normal install the copy inside the package; JupyterLab shows that folder)
or, with ``--notebooks FOLDER``, a teacher's own copy made by ``python -m tutor notebooks FOLDER``. Installed
notebooks are the tutor's own: to keep your changes, make that copy first. ``--dry-run`` prints the command and
starts nothing. Extra arguments go to JupyterLab (e.g. ``--port 8899``). With ``CI`` set no browser is opened; as
the root user (containers, classroom servers) ``--allow-root`` is added, since JupyterLab otherwise refuses to start.

>>> start = Path("/srv/notebooks/00_start_here.ipynb")
>>> command(["--port", "8899"], env={}, root=False, start=start)[-3:]
['/srv/notebooks/00_start_here.ipynb', '--port', '8899']
>>> "--no-browser" in command([], env={"CI": "true"}, root=True, start=start)
True
>>> "--allow-root" in command([], env={}, root=True, start=start)
True
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import shlex
import subprocess
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

from tutor import bundled


def command(extra: Sequence[str], env: Mapping[str, str], root: bool, start: Path) -> list[str]:
    """The JupyterLab command line opening the notebook ``start`` (JupyterLab shows its folder)."""
    args = [sys.executable, "-m", "jupyterlab"]
    if root:
        args.append("--allow-root")
    if env.get("CI"):
        args.append("--no-browser")
    return [*args, str(start), *extra]


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m tutor.launch", description=__doc__.split("\n\n")[0])
    parser.add_argument("--notebooks", type=Path, metavar="FOLDER",
                        help="open this copy of the notebooks (made by: python -m tutor notebooks FOLDER)")
    parser.add_argument("--dry-run", action="store_true", help="print the command and the notebook; start nothing")
    return parser


def start_notebook(folder: Path | None) -> Path:
    """The start-here notebook of ``folder`` (None: the tutor's own, :func:`tutor.bundled.notebooks`).

    >>> start_notebook(None).name
    '00_start_here.ipynb'
    >>> start_notebook(Path("/nowhere"))
    Traceback (most recent call last):
    ...
    FileNotFoundError: /nowhere holds no 00_start_here.ipynb: make a copy of the notebooks there with python -m tutor \
notebooks /nowhere
    """
    if folder is None:
        return bundled.notebooks() / bundled.START
    start = folder.resolve() / bundled.START
    if not start.is_file():
        raise FileNotFoundError(f"{folder} holds no {bundled.START}: make a copy of the notebooks there with "
                                f"python -m tutor notebooks {folder}")
    return start


def main(argv: Sequence[str] | None = None) -> int:
    ours, extra = _parser().parse_known_args(list(sys.argv[1:] if argv is None else argv))
    try:
        start = start_notebook(ours.notebooks)
    except FileNotFoundError as error:
        print(f"python -m tutor.launch: {error}", file=sys.stderr)
        return 2
    root = hasattr(os, "geteuid") and os.geteuid() == 0
    args = command(extra, os.environ, root, start)
    if ours.dry_run:
        print(f"notebook: {start}\ncommand: {shlex.join(args)}")
        return 0
    if importlib.util.find_spec("jupyterlab") is None:
        print('JupyterLab is not installed: python3 -m pip install "board-tutor[lab]" (or -e ".[lab]" in the '
              "project's folder)", file=sys.stderr)
        return 2
    if start.parent == bundled.PACKAGE / "notebooks":
        print(f"Opening the tutor's installed notebooks ({start.parent}). To keep your changes, copy them into a "
              "folder of yours first: python -m tutor notebooks FOLDER, then python -m tutor.launch --notebooks "
              "FOLDER", file=sys.stderr)
    return subprocess.call(args, cwd=start.parent)


if __name__ == "__main__":
    sys.exit(main())
