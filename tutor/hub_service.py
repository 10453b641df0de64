"""The class's store as a JupyterHub service: the teacher's pages behind the Hub's login (docs/jupyterhub.md).

On JupyterHub each pupil's apps run in the pupil's own Jupyter server (Voilà as its extension), and every app keeps
the class's data in one SQLite file (:mod:`tutor.classstore`), the folder named by ``TUTOR_CLASS_DATA`` in each
pupil's server's environment (``c.Spawner.environment``): names, progress, checked answers and the games across
devices (:mod:`tutor.shared_games`). ``python -m tutor.hub_service`` is the Hub-managed service that holds that
file and shows it to the teacher: JupyterHub's single-user server (``jupyterhub-singleuser``, which logs users in
through the Hub) with the teacher's pages of the classroom server (:mod:`tutor.teacher_routes`) at
``/services/<name>/teacher``, its default page. The Hub lets in only the users given the scope
``access:services!service=<name>`` (``c.JupyterHub.load_roles``; a pupil is answered 403), and the teacher's
password is asked on top, as on the classroom server.

It reads from its environment (the service's ``environment`` in ``c.JupyterHub.services``):

``TUTOR_CLASS_DATA``
    the class's folder (made if missing; the same as the pupils' servers').
``TUTOR_TEACHER_PASSWORD``
    the teacher's password, at least 12 characters.

Every other argument goes to the Jupyter server (e.g. ``--allow-root``). The server runs with no terminals and
every route behind the login (``--ServerApp.allow_unauthenticated_access=False``).

>>> import contextlib, io
>>> with contextlib.redirect_stderr(io.StringIO()) as err:
...     settings({"TUTOR_CLASS_DATA": "/srv/class", "TUTOR_TEACHER_PASSWORD": "short"})
Traceback (most recent call last):
SystemExit: 2
>>> print(err.getvalue().strip())
ERROR: TUTOR_TEACHER_PASSWORD must have at least 12 characters (the teacher's password).
>>> folder, password = settings({"TUTOR_CLASS_DATA": "/srv/class", "TUTOR_TEACHER_PASSWORD": "teachers-password"})
>>> str(folder), password
('/srv/class', 'teachers-password')
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from tutor.classstore import ENVIRONMENT

__all__ = ["PASSWORD_VARIABLE", "main", "settings"]

#: the environment variable of the teacher's password
PASSWORD_VARIABLE = "TUTOR_TEACHER_PASSWORD"
#: what the Jupyter server of the service is started with (before the arguments given)
SERVER_ARGS = ("--ServerApp.jpserver_extensions", "tutor.hub_service=True", "--ServerApp.default_url=/teacher",
               "--ServerApp.terminals_enabled=False", "--ServerApp.allow_unauthenticated_access=False")


def settings(env: Mapping[str, str]) -> tuple[Path, str]:
    """The class's folder and the teacher's password from ``env``; exits with a message (code 2) when one is
    missing or the password is too short."""
    from tutor.classroom import MIN_TOKEN

    folder, password = env.get(ENVIRONMENT, ""), env.get(PASSWORD_VARIABLE, "")
    problem = (f"{ENVIRONMENT} is not set (the folder of the class's data)" if not folder else
               f"{PASSWORD_VARIABLE} must have at least {MIN_TOKEN} characters (the teacher's password)"
               if len(password) < MIN_TOKEN else None)
    if problem:
        print(f"ERROR: {problem}.", file=sys.stderr)
        raise SystemExit(2)
    return Path(folder).expanduser(), password


def _jupyter_server_extension_points() -> list[dict[str, str]]:
    return [{"module": "tutor.hub_service"}]


def _load_jupyter_server_extension(serverapp: Any) -> None:
    """Add the teacher's pages over the class's store to the Jupyter server (under its base URL)."""
    from tutor import teacher_routes
    from tutor.classroom import WrongTries
    from tutor.classstore import ClassStore

    folder, password = settings(os.environ)
    store = ClassStore(folder.resolve())
    routes = teacher_routes.handlers(serverapp.base_url, store, password, WrongTries())
    serverapp.web_app.add_handlers(".*$", routes)
    serverapp.log.info("tutor: the teacher's pages over %s", store.path)


def main(argv: Sequence[str] | None = None) -> None:
    """Run the service (until the Hub stops it)."""
    from jupyterhub.singleuser.extension import main as singleuser

    settings(os.environ)  # a missing setting is said before the server starts
    singleuser([*SERVER_ARGS, *(sys.argv[1:] if argv is None else argv)])


if __name__ == "__main__":
    main()
