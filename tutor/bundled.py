"""Where the tutor's notebooks are, in the repository and in a normal install, and a teacher's own copy of them.

In the repository (and an editable install, ``pip install -e .``) the notebooks are the folder ``notebooks/`` beside
the packages. A normal install (``pip install .``, a wheel) has no repository: the wheel carries a copy of that folder
inside the package, ``tutor/notebooks/`` (``setup.py`` puts it there). :func:`notebooks` answers the first one found,
so the classroom server (:mod:`tutor.classroom`), ``python -m tutor.launch`` and ``python -m tutor notebooks DIR``
work from either.

>>> (notebooks() / START).exists(), notebooks().name
(True, 'notebooks')
>>> notebooks(Path("/nowhere/board-tutor"))
Traceback (most recent call last):
...
FileNotFoundError: the tutor's notebooks are missing: neither /nowhere/notebooks nor /nowhere/board-tutor/notebooks \
holds 00_start_here.ipynb (reinstall the tutor: pip install board-tutor, or pip install -e . in its folder)
"""

from __future__ import annotations

import shutil
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent
#: the start-here notebook, under the notebooks folder
START = "00_start_here.ipynb"


def notebooks(package: Path = PACKAGE) -> Path:
    """The notebooks folder: the repository's ``notebooks/`` beside the package folder ``package``, else the copy
    the wheel put inside it (``<package>/notebooks``). Raises ``FileNotFoundError`` naming both places when neither
    holds the start-here notebook."""
    places = (package.parent / "notebooks", package / "notebooks")
    for place in places:
        if (place / START).is_file():
            return place
    raise FileNotFoundError(f"the tutor's notebooks are missing: neither {places[0]} nor {places[1]} holds {START} "
                            "(reinstall the tutor: pip install board-tutor, or pip install -e . in its folder)")


def notebook_files(folder: Path) -> list[Path]:
    """Every notebook under ``folder`` (paths relative to it), JupyterLab's checkpoints left out."""
    return sorted(path.relative_to(folder) for path in folder.rglob("*.ipynb")
                  if ".ipynb_checkpoints" not in path.relative_to(folder).parts)


#: the folders of the pupils' apps under the notebooks folder (:data:`tutor.landing.APPS`): the game tables and
#: exercises, and the lessons; nothing of the teachers'
PUPILS = ("apps", "lessons")


def copy_notebooks(target: Path, force: bool = False, source: Path | None = None, pupils: bool = False) -> list[Path]:
    """Copy every notebook of the tutor (:func:`notebooks`, or ``source``) into ``target``, in the same folders (the
    notebooks link each other by relative paths); with ``pupils`` only the pupils' apps (:data:`PUPILS`: for a
    folder served to pupils, e.g. on JupyterHub). The copies. A ``target`` that exists and is not empty is refused
    (``FileExistsError``) unless ``force``, which overwrites the notebooks of the same name and keeps other files.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as d:
    ...     copies = copy_notebooks(Path(d) / "mine")
    ...     again = copy_notebooks(Path(d) / "mine", force=True)
    ...     names = [p.relative_to(Path(d) / "mine").as_posix() for p in copies]
    ...     copy_notebooks(Path(d) / "mine")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    FileExistsError: the folder .../mine is not empty: choose a new or empty folder, or add --force to overwrite the \
tutor's notebooks in it (your other files stay)
    >>> "00_start_here.ipynb" in names, "teacher/amber_solutions.ipynb" in names, len(again) == len(copies)
    (True, True, True)
    >>> with tempfile.TemporaryDirectory() as d:
    ...     sorted({p.parent.name for p in copy_notebooks(Path(d), pupils=True)})
    ['apps', 'lessons']
    """
    source = notebooks() if source is None else source
    if target.exists() and not target.is_dir():
        raise NotADirectoryError(f"{target} is a file, not a folder: choose a folder for the notebooks")
    if target.is_dir() and any(target.iterdir()) and not force:
        raise FileExistsError(f"the folder {target} is not empty: choose a new or empty folder, or add --force to "
                              "overwrite the tutor's notebooks in it (your other files stay)")
    copies = []
    for relative in notebook_files(source):
        if pupils and relative.parts[0] not in PUPILS:
            continue
        (target / relative).parent.mkdir(parents=True, exist_ok=True)
        copies.append(Path(shutil.copyfile(source / relative, target / relative)))
    return copies
