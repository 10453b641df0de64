"""``python -m tutor``: the teacher's commands.

``python -m tutor notebooks DIR [--force] [--pupils]``
    copy every notebook of the tutor (start here, the games' notebooks, the exercises in Python, the teachers'
    solutions, the apps and lessons) into the folder ``DIR``, to edit and run there
    (``python -m tutor.launch --notebooks DIR`` opens JupyterLab on that copy). A folder that exists and is not empty
    is refused unless ``--force`` (which overwrites the tutor's notebooks there and keeps your other files). With
    ``--pupils`` only the pupils' apps and lessons (``apps/``, ``lessons/``; no teachers' notebook): a folder to
    serve pupils, e.g. on JupyterHub (docs/jupyterhub.md).
``python -m tutor classroom ...``, ``python -m tutor launch ...``
    the same as ``python -m tutor.classroom ...`` and ``python -m tutor.launch ...``.

>>> import tempfile, contextlib, io
>>> with tempfile.TemporaryDirectory() as d, contextlib.redirect_stdout(io.StringIO()) as out:
...     code = main(["notebooks", f"{d}/mine"])
>>> code, "notebooks of the tutor copied into" in out.getvalue()
(0, True)
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from tutor import bundled

COMMANDS = {"classroom": "tutor.classroom", "launch": "tutor.launch"}


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m tutor", description="The board-game rules tutor's commands.")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    copy = sub.add_parser("notebooks", help="copy the tutor's notebooks into a folder of yours, to edit them",
                          description="Copy every notebook of the tutor (teachers' solutions included) into FOLDER.")
    copy.add_argument("folder", type=Path, metavar="FOLDER", help="a new or empty folder")
    copy.add_argument("--force", action="store_true",
                      help="copy into a folder that is not empty (overwrites the tutor's notebooks there)")
    copy.add_argument("--pupils", action="store_true",
                      help="only the pupils' apps and lessons (apps/, lessons/), no teachers' notebook")
    for name, module in COMMANDS.items():
        sub.add_parser(name, help=f"the same as python -m {module} (its options follow)", add_help=False)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; the exit code."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] in COMMANDS:
        import importlib

        return importlib.import_module(COMMANDS[argv[0]]).main(argv[1:])
    args = _parser().parse_args(argv)
    try:
        copies = bundled.copy_notebooks(args.folder, force=args.force, pupils=args.pupils)
    except (FileExistsError, FileNotFoundError, NotADirectoryError, PermissionError) as error:
        print(f"python -m tutor notebooks: {error}", file=sys.stderr)
        return 1
    folder = args.folder.resolve()
    if args.pupils:
        print(f"{len(copies)} pupils' apps and lessons copied into {folder} (no teachers' notebook)")
    else:
        print(f"{len(copies)} notebooks of the tutor copied into {folder}\n"
              f"open them in JupyterLab: python -m tutor.launch --notebooks {folder}")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except KeyboardInterrupt:  # Ctrl-C stops the classroom server or JupyterLab
        sys.exit(130)
