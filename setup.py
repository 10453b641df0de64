"""The build step pyproject.toml cannot say: the notebooks ship inside the package (``tutor/notebooks/``).

The repository keeps the notebooks in ``notebooks/`` (beside the packages, where JupyterLab, nbval and the builders in
``tools/`` find them); a wheel (and so ``pip install .``) carries a copy of that folder as ``tutor/notebooks/``, which
:mod:`tutor.bundled` finds when there is no repository. An editable install gets no copy (it runs from the repository,
``notebooks/`` included). With ``TUTOR_WHEEL_NOTEBOOKS=0`` the wheel carries none (the static site's wheel: the
in-browser kernel loads the wheel, and the teachers' solutions must not go to the site).
"""

import os
import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent


class BuildWithNotebooks(build_py):
    """setuptools' ``build_py``, then the notebooks copied from ``notebooks/`` into ``<build>/tutor/notebooks/``."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        target = Path(self.build_lib) / "tutor" / "notebooks"
        if target.exists():  # a build folder kept from an earlier build: never ship its stale or unwanted copy
            shutil.rmtree(target)
        if os.environ.get("TUTOR_WHEEL_NOTEBOOKS", "1") == "0":
            return
        source = HERE / "notebooks"
        if not (source / "00_start_here.ipynb").exists():
            raise SystemExit(f"the notebooks are missing: no {source / '00_start_here.ipynb'}")
        for notebook in sorted(source.rglob("*.ipynb")):
            relative = notebook.relative_to(source)
            if ".ipynb_checkpoints" not in relative.parts:
                (target / relative).parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(notebook, target / relative)


setup(cmdclass={"build_py": BuildWithNotebooks})
