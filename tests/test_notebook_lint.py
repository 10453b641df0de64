"""ruff over the notebooks: pytest-ruff checks only ``.py`` files, so the notebooks' code cells are linted here."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_notebook_code_cells_pass_ruff() -> None:
    done = subprocess.run([sys.executable, "-m", "ruff", "check", "--no-cache", "notebooks"], cwd=ROOT,
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
