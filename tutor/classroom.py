"""The three play notebooks as a classroom app with the code hidden (Voilà), on this machine.

``python -m tutor.classroom`` copies ``notebooks/amber-notebooks/03_play.ipynb``,
``notebooks/taxis-notebooks/03_play.ipynb`` and ``notebooks/loire-notebooks/03_play.ipynb`` into a new temporary
folder under the names of their games and serves that folder with Voilà on http://127.0.0.1:8866/. The landing page
lists the three games; a click opens one as an app (each browser tab gets its own kernel, so every pupil plays their
own game). Ctrl-C stops the server and removes the folder. Further arguments go to Voilà, e.g. ``--port=8870``, or
``--Voila.ip=0.0.0.0`` to serve a classroom's network. With ``CI`` set no browser is opened. Voilà comes with the
``classroom`` extra (``pip install -e ".[classroom]"``). Why a folder of copies and Voilà's classic tree page: Voilà
serves one notebook or a folder, and on a folder its landing page lists every notebook in it; ``notebooks/`` also
holds the rules and exercise notebooks (and exercise solutions, which pupils should not see), so the games get a
folder of their own. The classic tree page is plain HTML with one link per game; the newer JupyterLab-based one of
Voilà 0.5 loads the installed JupyterLab's widget extension, which does not match Voilà's own JupyterLab version, and
logs errors in the browser console. >>> [f"{name}.ipynb" for name, _ in GAMES] ['Amber.ipynb', 'Thurn und
Taxis.ipynb', 'La Loire.ipynb'] >>> command(Path("/tmp/room"), ["--port=8870"], env={"CI": "true"})[4:]
['--Voila.ip=127.0.0.1', '--VoilaConfiguration.classic_tree=True', '--no-browser', '--port=8870'] >>>
command(Path("/tmp/room"), [], env={})[4:] ['--port=8866', '--Voila.ip=127.0.0.1',
'--VoilaConfiguration.classic_tree=True']
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import signal
import subprocess
import sys
import tempfile
from collections.abc import Mapping, Sequence
from pathlib import Path
from types import FrameType

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
PORT = 8866
GAMES = (("Amber", "amber-notebooks/03_play.ipynb"), ("Thurn und Taxis", "taxis-notebooks/03_play.ipynb"),
         ("La Loire", "loire-notebooks/03_play.ipynb"))


def prepare(folder: Path) -> list[Path]:
    """Copy the three play notebooks into ``folder`` as ``<game>.ipynb``; the copies, in ``GAMES`` order."""
    copies = []
    for name, source in GAMES:
        copies.append(Path(shutil.copyfile(NOTEBOOKS / source, folder / f"{name}.ipynb")))
    return copies


def command(folder: Path, extra: Sequence[str], env: Mapping[str, str]) -> list[str]:
    """The Voilà command line serving ``folder``: our defaults for whatever ``extra`` does not set, then ``extra``
    (Voilà refuses an option given twice)."""
    given = {arg.split("=", 1)[0].lstrip("-") for arg in extra if arg.startswith("-")}
    defaults = [({"port", "Voila.port"}, f"--port={PORT}"), ({"Voila.ip"}, "--Voila.ip=127.0.0.1"),
                ({"classic_tree", "classic-tree", "VoilaConfiguration.classic_tree"},
                 "--VoilaConfiguration.classic_tree=True")]
    if env.get("CI"):
        defaults.append(({"no-browser", "Voila.open_browser"}, "--no-browser"))
    chosen = [arg for names, arg in defaults if not names & given]
    return [sys.executable, "-m", "voila", str(folder), *chosen, *extra]


def _stop(signum: int, frame: FrameType | None) -> None:
    raise SystemExit(128 + signum)


def main(argv: Sequence[str] | None = None) -> int:
    """Serve the classroom app until Ctrl-C (or SIGTERM); returns Voilà's exit code."""
    extra = list(sys.argv[1:] if argv is None else argv)
    if importlib.util.find_spec("voila") is None:
        print('Voilà is not installed: python3 -m pip install -e ".[classroom]"', file=sys.stderr)
        return 2
    signal.signal(signal.SIGTERM, _stop)  # so that the folder is removed when the server is terminated
    with tempfile.TemporaryDirectory(prefix="tutor-classroom-") as folder:
        prepare(Path(folder))
        server = subprocess.Popen(command(Path(folder), extra, os.environ))
        try:
            return server.wait()
        except (KeyboardInterrupt, SystemExit):
            server.terminate()  # Voilà shuts its kernels down on SIGTERM
            try:
                server.wait(timeout=20)
            except subprocess.TimeoutExpired:
                server.kill()
                server.wait()
            raise
        finally:
            if server.poll() is None:
                server.kill()
                server.wait()


if __name__ == "__main__":
    try:
        sys.exit(main())
    except KeyboardInterrupt:
        sys.exit(130)
