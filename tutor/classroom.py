"""The pupils' apps as a classroom app with the code hidden (Voilà), on this machine or the school network.

``python -m tutor.classroom`` copies the apps :data:`tutor.landing.APPS` lists (each game's table, lesson and
exercises: notebooks under ``notebooks/apps/`` and ``notebooks/lessons/`` that hold the app and nothing else) into a
new temporary folder under the names of their games and serves that folder with Voilà on http://127.0.0.1:8866/.
The landing page lists the three games; a click opens one as an app (each browser tab gets its own kernel, a Python
process of 70 to 120 MB, so every pupil plays their own game). Ctrl-C stops the server and removes the folder.

Options for the teacher (everything else goes to Voilà, e.g. ``--port=8870``):

``--network``
    serve the school network: listen on every address of this machine (``--Voila.ip=0.0.0.0``), with a token.
    The command prints the address to give the pupils, with the token (``http://NAME:8866/?token=...``); the
    browser keeps it in a cookie after the first visit. Give ``--token=WORD`` to choose the token yourself (at
    least 12 characters: a shorter one is refused). A device that sends 5 wrong tokens (``?token=`` or the
    ``/login`` form) is locked out for a minute (answered "429 Too many wrong tries" in the server's language,
    twice as long at each further lock-out, at most 15 minutes; other devices and pupils already logged in go on).
    No line of the server's log holds the token (Tornado's request lines show ``?token=[secret]``); the one place
    it is printed is the address for the teacher when the server starts.
``--host-name=NAME``
    a further name the pupils type in their address bar (repeatable). The server answers only requests addressed
    to ``localhost`` or a loopback address, and with ``--network`` also to this machine's host name, to any IP
    address and to the names given here; a page addressed to any other name is refused (so that a web page on
    another site cannot reach the server through a name of its own, the attack called DNS rebinding).
``--max-kernels=N`` (default 30)
    at most N apps (kernels) at a time; one more is answered with a page that says the classroom is full and what
    to do. Each kernel takes 70 to 120 MB of memory.
``--cull-after=SECONDS`` (default 300)
    a kernel whose tab was closed (no browser connected) and that did nothing for that long is shut down. A
    standby kernel (``--preheat``) taken by a pupil's page counts its idle time from that moment, however long it
    waited: the page always has the whole time to connect.
``--cull-open-after=SECONDS`` (default 3600)
    a kernel whose tab is still open but untouched for that long is shut down too (0: never).
``--cull-interval=SECONDS`` (default 30)
    how often kernels are checked for culling.
``--preheat=N`` (default 1)
    keep N kernels per app started and the app already run in them (Voilà's preheated kernels), so that a pupil's
    app opens without waiting for a kernel to start and the notebook to run; a used kernel is replaced
    ``--refill-after`` seconds later. These standby kernels (N for each app, 70 to 120 MB each) come on top of
    ``--max-kernels``, are never culled, and go when the server stops. ``--preheat=0`` starts a kernel for each
    page open instead (less memory, slower to open).
``--no-cache-static``
    let the browser ask the server again for Voilà's scripts, styles and fonts at every open of an app, as Voilà
    does. By default (``--cache-static``) the app page loads them from URLs that hold a tag of the installed files
    (``voila/static/v/<tag>/``, ``voila/labextensions/v/<tag>/``; a new tag when Voilà or a widget package is
    upgraded), and the browser keeps them for a year without asking: an app's second open in the same browser
    loads the page and nothing else from the server, so it opens faster (issue 14).
``--no-lean-page``
    the app page as Voilà makes it. By default (``--lean-page``) it loads only the widget extensions the apps use
    (ipywidgets, anywidget; not every JupyterLab extension installed on this computer) and leaves out the links to
    Font Awesome's stylesheets on the internet (Voilà's own scripts hold the icons): nothing to wait for, whether
    the school has internet or not.
``--refill-after=SECONDS`` (default 2.5)
    with ``--preheat``, start the kernel that replaces a used standby kernel this long after the pupil's page took
    it (Voilà's ``fill_delay``, 1 s by default there). Starting a kernel and running the app in it takes a CPU
    core for a few seconds; started later, it leaves the processor to the page still opening (the browser, the
    server and the pupil's kernel: issue 14). A pupil who opens the same app before the replacement is ready
    waits for it, as with any replacement still starting.
``--data=FOLDER``
    keep the class's data in ``FOLDER/class.sqlite3`` (:mod:`tutor.classstore`; the folder is made if missing): the
    exercise apps ask each pupil's name once per device and record their progress and checked answers there, and the
    teacher's pages at ``/teacher`` (:mod:`tutor.teacher_routes`) show the class. The kernels find the folder in the
    environment variable ``TUTOR_CLASS_DATA``. Without it nothing is asked or kept on the server.
``--teacher-password=WORD``
    the password of the teacher's pages (at least 12 characters; without it one is made up and printed when the
    server starts). The pupils' token does not open those pages.
``--no-hints``
    the game tables show no *hint* button (for a test, say); by default a pupil may ask for a good move and why.
``--notebooks=FOLDER``
    take the apps from this notebooks folder instead of the tutor's own (the repository's ``notebooks/``, or after
    a normal install the copy inside the package: :func:`tutor.bundled.notebooks`), in the same layout (``apps/``,
    ``lessons/``); the tests and benchmarks serve freshly built apps this way. With no app found at all the command
    says so and does not start; an app missing is named on the terminal.

A token (or password) is required whenever the server listens beyond this machine (``--network``, or an
``--Voila.ip`` that is not a loopback address); the command refuses to start without one. On this machine alone no
token is asked for. Voilà's own shutdown of a kernel when its tab is closed fails with "403 '_xsrf' argument
missing" (Voilà issue 1458, open): its page never gets the ``_xsrf`` cookie its shutdown request must carry. The
app page here sets that cookie, so a closed tab's kernel goes at once; culling catches the rest (a browser that
crashed, a plain GET). An app page whose kernel is gone all the same (culled after an hour untouched, the server
restarted) says so in the server's language over the app, with a *reload* button that opens it afresh
(:data:`KERNEL_WATCH`; the server closes the page's connection when it shuts a kernel down). The kernels import the
games from this copy of the project (installed or not). With ``CI`` set no browser is opened. Voilà comes with the
``classroom`` extra (``pip install -e ".[classroom]"``).

Why a folder of copies: Voilà serves one notebook or a folder; ``notebooks/`` also holds the developers' notebooks
and the teachers' solutions, which pupils should not see, so the apps get a folder of their own (the play tables as
``<game>.ipynb``, the lessons as ``<game> lesson.ipynb``, the exercises as ``<game> exercises.ipynb``; an app whose
notebook is missing, or an exercise app whose game has no ``exercise_app`` module, is left out). The landing page at
``/`` is the tutor's own (:func:`landing_html`: a title, and each game's picture, line and buttons); Voilà's classic
file list stays at ``/voila/tree`` (the newer JupyterLab-based one of Voilà 0.5 loads the installed JupyterLab's
widget extension, which does not match Voilà's own JupyterLab version, and logs errors in the browser console).

>>> [app_name(name, kind) for name, kind in [("Amber", "play"), ("Amber", "lesson"), ("La Loire", "exercises")]]
['Amber', 'Amber lesson', 'La Loire exercises']
>>> args = plan(["--port=8870", "--max-kernels=3"], env={"CI": "true"}).voila_args
>>> args[:3], args[-1], "--ClassroomKernelManager.max_kernels=3" in args
(['--Voila.ip=127.0.0.1', '--VoilaConfiguration.classic_tree=True', '--no-browser'], '--port=8870', True)
>>> "--VoilaKernelManager.fill_delay=2.5" in args, plan(["--no-cache-static", "--no-lean-page"], env={}).cache_static
(True, False)
>>> p = plan(["--network", "--token=amber-taxis-loire", "--host-name=games.school"], env={})
>>> p.ip, p.token, p.network, "games.school" in p.hosts
('0.0.0.0', 'amber-taxis-loire', True, True)
>>> host_allowed("games.school:8866", p.hosts, p.network), host_allowed("evil.example", p.hosts, p.network)
(True, False)
>>> host_allowed("192.168.1.20:8866", p.hosts, True), host_allowed("192.168.1.20", ("localhost",), False)
(True, False)
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import importlib.util
import ipaddress
import json
import re
import secrets
import socket
import sys
import tempfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import timedelta
from html import escape
from pathlib import Path
from typing import Any

from tutor import bundled, landing
from tutor.i18n import N_, _, get_language, ngettext

ROOT = Path(__file__).resolve().parents[1]


def _notebooks() -> Path:
    """The tutor's notebooks (:func:`tutor.bundled.notebooks`: the repository's, or the installed copy)."""
    try:
        return bundled.notebooks()
    except FileNotFoundError:
        return ROOT / "notebooks"  # main() then says loudly that it found no apps


NOTEBOOKS = _notebooks()
PORT = 8866
MAX_KERNELS = 30
CULL_AFTER = 300
CULL_OPEN_AFTER = 3600
CULL_INTERVAL = 30
PREHEAT = 1
REFILL_AFTER = 2.5
#: how the browser may keep a file whose URL changes whenever the file does: a year, without asking again
CACHE_FOREVER = "public, max-age=31536000, immutable"
#: a file name with a content hash in it (webpack's fonts, chunks and remote entries: ``e42a8844…6054.woff2``)
HASHED_NAME = re.compile(r"(^|[./])[0-9a-f]{8,}\.[a-z0-9]+$")
#: the widget extensions the pupils' apps use (ipywidgets, Voilà's widget manager for it, anywidget for the boards)
APP_EXTENSIONS = ("@jupyter-widgets/jupyterlab-manager", "@voila-dashboards/widgets-manager8",
                  "@voila-dashboards/widgets-manager7", "anywidget")
#: the Font Awesome stylesheets Voilà's page template links from a CDN (its own scripts hold the icons already)
CDN_STYLESHEET = re.compile(r'[ \t]*<link rel="stylesheet" href="https://cdn\.jsdelivr\.net/npm/@fortawesome/[^"]*"'
                            r'[^>]*>\n?')
LOCAL_NAMES = ("localhost", "127.0.0.1", "::1")
#: the shortest token a teacher may choose for the network (a made-up one has 16 characters)
MIN_TOKEN = 12
#: wrong tokens one address may send (on ``/login`` or as ``?token=``) before it is locked out, and for how long
#: (seconds; doubled at each further lock-out of the same address, at most :data:`LOGIN_LOCK_MAX`)
LOGIN_TRIES = 5
LOGIN_LOCK = 60
LOGIN_LOCK_MAX = 900
#: how many client addresses the lock-out remembers at most (the longest unseen is forgotten first)
LOGIN_ADDRESSES = 4096
#: a secret in a logged URL or header: the token, a password, the ``_xsrf`` value
SECRET_PARAMETER = re.compile(r"(?i)\b(token|password|_xsrf)=[^&\s\"'<>]*")
#: the served name of each kind of app (``<name>.ipynb`` in the served folder)
APP_NAMES = {"guide": "{name} guide", "play": "{name}", "lesson": "{name} lesson", "exercises": "{name} exercises",
             "explore": "{name} explore"}
#: the page a pupil gets when every place is taken, and the one for a request to a name the server does not answer to
FULL_TEXTS = (N_("The classroom is full"),
              N_('Close a game tab you no longer play (its place is freed at once), or wait a minute and '
                 '<a href="">try again</a>. If this keeps happening, tell your teacher.'))
LOCKED_OUT_TEXTS = (N_("Too many wrong tries"),
                    N_("This device sent a wrong token (the password in the address) too many times. Check the "
                       "address your teacher gave you, or ask your teacher."))
#: what an app page says when its kernel is gone (culled, or the server restarted), and its button
KERNEL_GONE_TEXTS = (N_("This page has stopped working: the classroom server closed its app (it was left unused for "
                        "a long time, or the server was restarted). Reload the page to start it again."),
                     N_("Reload"))
FOREIGN_HOST_TEXTS = (N_("Unknown address"),
                      N_("This classroom server does not answer to the name {host}. Use the address your teacher "
                         "gave you."))
NOTICE_PAGE = """<!DOCTYPE html>
<html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title></head>
<body style="font-family: sans-serif; max-width: 40em; margin: 3em auto">
<h1 class="{css_class}">{title}</h1>
{paragraphs}
</body></html>"""


def full_page(places: int) -> str:
    """The "classroom is full" page, in the server's language.

    >>> "All 30 game places" in full_page(30)
    True
    >>> from tutor.i18n import language
    >>> with language("hu"):
    ...     '<html lang="hu">' in full_page(30) and "Betelt az osztályterem" in full_page(30)
    True
    """
    title, what = FULL_TEXTS
    taken = ngettext("The one game place of this server is taken, so no new game can start right now.",
                     "All {places} game places of this server are taken, so no new game can start right now.", places)
    return _notice("tutor-classroom-full", _(title), [escape(taken.format(places=places)), _(what)])


def locked_out_page(seconds: float) -> str:
    """The page for a device locked out after too many wrong tokens, in the server's language.

    >>> page = locked_out_page(61)
    >>> "Too many wrong tries" in page, "Try again in 2 minutes" in page
    (True, True)
    """
    title, what = LOCKED_OUT_TEXTS
    minutes = max(1, -(-int(seconds) // 60))
    wait = ngettext("Try again in {n} minute.", "Try again in {n} minutes.", minutes).format(n=minutes)
    return _notice("tutor-locked-out", _(title), [escape(_(what)), escape(wait)])


def foreign_host_page(host: str) -> str:
    """The page for a request addressed to a name the server does not answer to (the name escaped).

    >>> "to the name &lt;evil&gt;." in foreign_host_page("<evil>")
    True
    """
    title, text = FOREIGN_HOST_TEXTS
    return _notice("tutor-foreign-host", _(title), [escape(_(text).format(host=host))])


def _notice(css_class: str, title: str, paragraphs: Sequence[str]) -> str:
    return NOTICE_PAGE.format(lang=get_language(), title=escape(title), css_class=css_class,
                              paragraphs="\n".join(f"<p>{p}</p>" for p in paragraphs))


def app_name(name: str, kind: str) -> str:
    """The name a game's app is served under (its notebook is ``<that>.ipynb``)."""
    return APP_NAMES[kind].format(name=name)


def available(name: str, kind: str, notebooks: Path = NOTEBOOKS) -> bool:
    """Whether a game's app can be served: its notebook is there, and for exercises its game's ``exercise_app``
    module too (the exercise apps arrive game by game)."""
    if not (notebooks / landing.APPS[name][kind]).exists():
        return False
    package = landing.ABOUT[name][0]
    return kind != "exercises" or importlib.util.find_spec(f"{package}.exercise_app") is not None


def prepare(folder: Path, notebooks: Path = NOTEBOOKS) -> list[Path]:
    """Copy every available app of :data:`tutor.landing.APPS` from ``notebooks`` into ``folder`` under its served
    name (:func:`app_name`), titled in the server's language (:func:`tutor.landing.app_title`: the browser tab's
    title); the copies, game by game in the order of ``APPS``.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as d:
    ...     copies = prepare(Path(d))
    ...     titles = [json.loads(p.read_text(encoding="utf-8"))["metadata"]["title"] for p in copies]
    >>> [p.name for p in copies][:3]
    ['Amber guide.ipynb', 'Amber.ipynb', 'Amber lesson.ipynb']
    >>> titles[:3]
    ['Amber: learn to play', 'Amber: play', 'Amber: lesson']
    """
    copies = []
    for name, apps in landing.APPS.items():
        for kind, source in apps.items():
            if available(name, kind, notebooks):
                notebook = json.loads((notebooks / source).read_text(encoding="utf-8"))
                notebook.setdefault("metadata", {})["title"] = landing.app_title(name, kind)
                copy = folder / f"{app_name(name, kind)}.ipynb"
                copy.write_text(json.dumps(notebook, ensure_ascii=False, indent=1), encoding="utf-8")
                copies.append(copy)
    return copies


def landing_html(folder: Path, pictures: bool = True) -> str:
    """The landing page (:func:`tutor.landing.page`) linking the apps in ``folder``.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as d:
    ...     for name in ("Amber", "Amber lesson", "La Loire"):
    ...         _ = (Path(d) / f"{name}.ipynb").write_text("{}")
    ...     html = landing_html(Path(d), pictures=False)
    >>> html.count('class="tutor-app"'), 'href="voila/render/Amber%20lesson.ipynb"' in html
    (3, True)
    """
    from urllib.parse import quote

    links: dict[str, list[tuple[str, str]]] = {}
    for name, apps in landing.APPS.items():
        for kind in apps:
            served = f"{app_name(name, kind)}.ipynb"
            if (folder / served).exists():
                links.setdefault(name, []).append((f"voila/render/{quote(served)}", kind))
    return landing.page(links, pictures=pictures)


@dataclass(frozen=True)
class Plan:
    """What the command line asks for: Voilà's arguments, and what this module adds on top."""

    voila_args: list[str]
    ip: str
    network: bool  # listening beyond this machine
    token: str | None
    hosts: tuple[str, ...]  # host names answered (IP addresses: see host_allowed)
    max_kernels: int
    notebooks: Path = NOTEBOOKS  # where the apps are taken from
    cache_static: bool = True  # Voilà's scripts under versioned URLs the browser keeps
    lean_page: bool = True  # the app page without what the apps do not use
    data: Path | None = None  # --data: the class's folder (pupils' names and progress, the teacher's pages)
    teacher_password: str | None = None  # the password of the teacher's pages (with --data)
    hints: bool = True  # --no-hints: the game tables offer no hint


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m tutor.classroom", add_help=False)
    parser.add_argument("--network", action="store_true")
    parser.add_argument("--host-name", action="append", default=[])
    parser.add_argument("--max-kernels", type=int, default=MAX_KERNELS)
    parser.add_argument("--cull-after", type=float, default=CULL_AFTER)
    parser.add_argument("--cull-open-after", type=float, default=CULL_OPEN_AFTER)
    parser.add_argument("--cull-interval", type=float, default=CULL_INTERVAL)
    parser.add_argument("--token", "--Voila.token", "--IdentityProvider.token", dest="token")
    parser.add_argument("--preheat", type=int, default=PREHEAT)
    parser.add_argument("--refill-after", type=float, default=REFILL_AFTER)
    parser.add_argument("--notebooks", type=Path, default=NOTEBOOKS)
    parser.add_argument("--cache-static", action=argparse.BooleanOptionalAction, default=True)
    parser.add_argument("--lean-page", action=argparse.BooleanOptionalAction, default=True)
    parser.add_argument("--data", type=Path)
    parser.add_argument("--teacher-password")
    parser.add_argument("--hints", action=argparse.BooleanOptionalAction, default=True)
    return parser


def _is_loopback(ip: str) -> bool:
    try:
        return ipaddress.ip_address(ip).is_loopback
    except ValueError:
        return ip == "localhost"


def plan(argv: Sequence[str], env: Mapping[str, str]) -> Plan:
    """Read the command line: our options, then our defaults for whatever the rest does not set (Voilà refuses an
    option given twice). Raises ``SystemExit`` with a message when the server would listen beyond this machine
    without a token."""
    ours, extra = _parser().parse_known_args(list(argv))
    if ours.max_kernels < 1:
        raise SystemExit("--max-kernels must be at least 1")
    if ours.preheat < 0:
        raise SystemExit("--preheat must be 0 or more")
    if ours.refill_after < 0:
        raise SystemExit("--refill-after must be 0 or more")
    given = {arg.split("=", 1)[0].lstrip("-") for arg in extra if arg.startswith("-")}
    ip = next((arg.split("=", 1)[1] for arg in extra if re.match(r"--(Voila\.)?ip=", arg)), None)
    ip = ip if ip is not None else ("0.0.0.0" if ours.network else "127.0.0.1")
    network = ours.network or not _is_loopback(ip)
    token = ours.token
    if network and token is None:
        token = secrets.token_urlsafe(12)
    if network and not token:
        raise SystemExit("The classroom server listens beyond this machine: it needs a token (--token=WORD, or "
                         "leave --token out and one is made up).")
    if network and len(token) < MIN_TOKEN:
        raise SystemExit(f"The token is too short: on the network it must have at least {MIN_TOKEN} characters "
                         f"(--token=WORD), or leave --token out and one is made up.")
    defaults = [({"port", "Voila.port"}, f"--port={PORT}"), ({"Voila.ip"}, f"--Voila.ip={ip}"),
                ({"classic_tree", "classic-tree", "VoilaConfiguration.classic_tree"},
                 "--VoilaConfiguration.classic_tree=True")]
    if env.get("CI"):
        defaults.append(({"no-browser", "Voila.open_browser"}, "--no-browser"))
    chosen = [arg for names, arg in defaults if not names & given]
    kernels = ["--VoilaConfiguration.multi_kernel_manager_class=tutor.classroom.ClassroomKernelManager",
               f"--ClassroomKernelManager.max_kernels={ours.max_kernels}",
               f"--ClassroomKernelManager.cull_idle_timeout={ours.cull_after:g}",
               f"--ClassroomKernelManager.cull_open_timeout={ours.cull_open_after:g}",
               f"--ClassroomKernelManager.cull_interval={ours.cull_interval:g}"]
    if ours.preheat:
        kernels += ["--VoilaConfiguration.preheat_kernel=True",
                    f"--VoilaConfiguration.default_pool_size={ours.preheat}",
                    f"--VoilaKernelManager.fill_delay={ours.refill_after:g}"]
    chosen += [arg for arg in kernels if arg.split("=", 1)[0].lstrip("-") not in given]
    if token:
        chosen.append(f"--Voila.token={token}")
    hosts = list(LOCAL_NAMES) + ours.host_name
    if network:
        hosts += _machine_names()
    data = ours.data.expanduser().resolve() if ours.data is not None else None
    return Plan([*chosen, *[a for a in extra if not re.match(r"--ip=", a)]], ip, network, token or None,
                tuple(dict.fromkeys(hosts)), ours.max_kernels, ours.notebooks,
                ours.cache_static, ours.lean_page, data, _teacher_password(data, ours.teacher_password),
                ours.hints)


def _teacher_password(data: Path | None, given: str | None) -> str | None:
    """The teacher's password: the one given (at least :data:`MIN_TOKEN` characters), or one made up; None
    without ``--data`` (no teacher's pages then)."""
    if data is None:
        if given is not None:
            raise SystemExit("--teacher-password needs --data=FOLDER (the class's data the teacher's pages show).")
        return None
    if given is None:
        return secrets.token_urlsafe(12)
    if len(given) < MIN_TOKEN:
        raise SystemExit(f"The teacher's password is too short: it must have at least {MIN_TOKEN} characters, "
                         "or leave --teacher-password out and one is made up.")
    return given


def _machine_names() -> list[str]:
    """This machine's host names, as the pupils may type them (nothing is sent over the network)."""
    name = socket.gethostname().lower()  # no name-server look-up: nothing leaves the machine
    return [name, name.split(".")[0]] if name else []


def files_tag(roots: Sequence[str | Path]) -> str:
    """A short tag that changes whenever a file under ``roots`` changes (its path, size or time), for versioned URLs
    of static files (:func:`app_page_config`).

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as d:
    ...     _ = (Path(d) / "a.js").write_text("1")
    ...     before = files_tag([d, Path(d) / "missing"])
    ...     _ = (Path(d) / "a.js").write_text("12")
    ...     before != files_tag([d]), len(before)
    (True, 12)
    """
    import hashlib
    import os

    digest = hashlib.sha256()
    for root in map(Path, roots):
        for folder, dirs, files in sorted(os.walk(root)):
            dirs.sort()
            for name in sorted(files):
                path = Path(folder, name)
                with contextlib.suppress(OSError):
                    stat = path.stat()
                    digest.update(f"{path.relative_to(root)}\0{stat.st_size}\0{stat.st_mtime_ns}\n".encode())
    return digest.hexdigest()[:12]


def app_page_config(page_config: dict[str, Any], *, static_url: str | None = None, extensions_url: str | None = None,
                    extensions: Sequence[str] | None = None, previous: Any = None, **kwargs: Any) -> dict[str, Any]:
    """Voilà's ``page_config_hook`` for the app pages: load Voilà's scripts and the widget extensions from versioned
    URLs (``static_url``, ``extensions_url``), which the browser keeps (:data:`CACHE_FOREVER`), and only the
    widget extensions named in ``extensions`` (None: all installed); ``previous``, a hook configured before, runs
    first.

    >>> config = {"fullStaticUrl": "/voila/static", "federated_extensions": [{"name": "anywidget"}, {"name": "x"}]}
    >>> app_page_config(config, static_url="/s/1", extensions_url="/e/1", extensions=["anywidget"], base_url="/")
    {'fullStaticUrl': '/s/1', 'federated_extensions': [{'name': 'anywidget'}], 'fullLabextensionsUrl': '/e/1'}
    >>> app_page_config(config) == config
    True
    """
    if previous is not None:
        page_config = previous(page_config, **kwargs)
    page_config = dict(page_config)
    if static_url is not None:
        page_config["fullStaticUrl"] = static_url
    if extensions is not None:
        page_config["federated_extensions"] = [extension for extension in page_config.get("federated_extensions", [])
                                               if extension.get("name") in extensions]
    if extensions_url is not None:
        page_config["fullLabextensionsUrl"] = extensions_url
    return page_config


#: Voilà's own words while an app opens (``Running ...``, then ``Executing 1 of 2`` in its script)
LOADING_HEADING = re.compile(r'(<h2 id="loading_text">)Running [^<]*(</h2>)')
LOADING_STEP = re.compile(r"`(?:Executing|Reading) \$\{cell_index\} of \$\{cell_count\}`")


def opening_words(html: str) -> str:
    """A part of an app page with Voilà's loading texts in the pupil's words and the server's language.

    >>> opening_words('<h2 id="loading_text">Running ...</h2> x = `Executing ${cell_index} of ${cell_count}`')
    '<h2 id="loading_text">Opening…</h2> x = `Opening… ${cell_index}/${cell_count}`'
    """
    word = escape(_("Opening…")).replace("`", "'").replace("$", "")  # also safe inside the script's template string
    html = LOADING_HEADING.sub(lambda m: m.group(1) + word + m.group(2), html)
    return LOADING_STEP.sub(lambda m: f"`{word} ${{cell_index}}/${{cell_count}}`", html)


#: The app page's watch on its kernel (:func:`watch_kernel`): Voilà's page talks to its kernel over a WebSocket
#: (``…/api/kernels/<id>/channels``) and, when that closes, tries again a few times and then gives up without a
#: word. This script, run before Voilà's, notes every such socket; when one closes it asks the server about the
#: kernel (``GET …/api/kernels/<id>``): a kernel there means a passing break (Voilà's page reconnects by itself);
#: a definite "no" (404 once the kernel was shut down, or any refusal) puts a notice over the page, a live region
#: (``role="alert"``) with a *reload* button that takes the focus; no answer at all (the server restarting, the
#: Wi-Fi gone) is asked again every 5 s, so a break in the network never costs a pupil their game. Leaving the page
#: (whose kernel Voilà then shuts down) shows nothing. The rest of the page is made inert under the notice (the
#: keyboard reaches the button alone).
KERNEL_WATCH = r"""<script>/* the tutor: tell the pupil when this app's kernel is gone */
(function (texts) {
  var Native = window.WebSocket, shown = false, leaving = false;
  if (!Native || !window.fetch) { return; }
  window.addEventListener("beforeunload", function () { leaving = true; });
  window.addEventListener("pagehide", function () { leaving = true; });
  function show() {
    if (shown || leaving) { return; }
    shown = true;
    var cover = document.createElement("div"), box = document.createElement("div");
    var words = document.createElement("p"), button = document.createElement("button");
    cover.className = "tutor-kernel-gone";
    cover.setAttribute("lang", texts.lang);
    cover.style.cssText = "position:fixed;inset:0;z-index:100000;background:rgba(0,0,0,0.45);display:flex;"
      + "align-items:flex-start;justify-content:center;padding-top:15vh;font-family:sans-serif";
    box.setAttribute("role", "alert");
    box.style.cssText = "max-width:34em;background:#fff;color:#111;border:3px solid #b45309;border-radius:8px;"
      + "padding:1.2em 1.5em;font-size:18px;line-height:1.45;box-shadow:0 4px 18px rgba(0,0,0,0.35)";
    words.textContent = texts.text;
    words.style.margin = "0 0 1em 0";
    button.type = "button";
    button.className = "tutor-reload";
    button.textContent = texts.reload;
    button.style.cssText = "font-size:18px;padding:0.45em 1.4em;border-radius:6px;border:2px solid #1d4ed8;"
      + "background:#1d4ed8;color:#fff;cursor:pointer";
    button.addEventListener("click", function () { window.location.reload(); });
    var focus = document.createElement("style");
    focus.textContent = ".tutor-reload:focus{outline:3px solid #f59e0b;outline-offset:3px}";
    box.appendChild(words);
    box.appendChild(button);
    cover.appendChild(focus);
    cover.appendChild(box);
    Array.prototype.forEach.call(document.body.children, function (element) { element.inert = true; });
    document.body.appendChild(cover);
    button.focus();
  }
  var connected = {};  // kernel API URL -> whether its socket is open (again)
  function check(api) {
    if (shown || leaving || connected[api]) { return; }
    fetch(api, {credentials: "same-origin", cache: "no-store", redirect: "manual"}).then(function (answer) {
      if (!answer.ok && !connected[api]) { show(); }
    }, function () {
      setTimeout(function () { check(api); }, 5000);
    });
  }
  function Watched(url, protocols) {
    var socket = protocols === undefined ? new Native(url) : new Native(url, protocols);
    var path = new URL(String(url), window.location.href).pathname;
    if (/\/api\/kernels\/[^\/]+\/channels$/.test(path)) {
      var api = path.replace(/\/channels$/, "");
      socket.addEventListener("open", function () { connected[api] = true; });
      socket.addEventListener("close", function () { connected[api] = false; check(api); });
    }
    return socket;
  }
  Watched.prototype = Native.prototype;
  ["CONNECTING", "OPEN", "CLOSING", "CLOSED"].forEach(function (name) { Watched[name] = Native[name]; });
  window.WebSocket = Watched;
})(%s);
</script>
"""


def watch_kernel(html: str) -> str:
    """The first part of an app page with the watch on its kernel (:data:`KERNEL_WATCH`, its words in the
    server's language) put at the end of the page's ``<head>``, before Voilà's scripts; ``html`` unchanged if it
    has no ``</head>``.

    >>> page = watch_kernel("<html><head><title>x</title></head><body></body></html>")
    >>> page.index("window.WebSocket = Watched") < page.index("</head>"), '"reload": "Reload"' in page
    (True, True)
    >>> from tutor.i18n import language
    >>> with language("hu"):
    ...     '"lang": "hu"' in watch_kernel("</head>")
    True
    """
    if "</head>" not in html:
        return html
    text, button = KERNEL_GONE_TEXTS
    words = json.dumps({"lang": get_language(), "text": _(text), "reload": _(button)}, ensure_ascii=False)
    script = KERNEL_WATCH % words.replace("</", "<\\/")
    return html.replace("</head>", script + "</head>", 1)


def lean_page(html: str) -> str:
    """A part of an app page without the links to Font Awesome's stylesheets on a CDN (:data:`CDN_STYLESHEET`):
    Voilà's own scripts bring the icons, and a link off the machine only waits for the internet (or fails).

    >>> lean_page('<head>\\n  <link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/@fortawesome/fontawesome-free@^5'
    ...           '/css/all.min.css" type="text/css" />\\n<style></style>')
    '<head>\\n<style></style>'
    """
    return CDN_STYLESHEET.sub("", html)


def host_allowed(host_header: str, hosts: Sequence[str], network: bool) -> bool:
    """Whether a request with this ``Host`` header is answered: a name among ``hosts``, a loopback address, and on
    the network any IP address (a DNS-rebinding page sends its own name, never a bare address)."""
    match = re.match(r"^(.*?)(:\d+)?$", host_header.strip().lower())
    host = match.group(1) if match else ""
    if host.startswith("[") and host.endswith("]"):
        host = host[1:-1]
    if host in hosts:
        return True
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return False
    return address.is_loopback or network


class WrongTries:
    """Wrong tokens counted per client address: after ``tries`` wrong ones the address is locked out for ``lock``
    seconds, twice as long at each further lock-out (at most ``lock_max``); a right token forgets the address. At
    most ``size`` addresses are remembered (the longest unseen is forgotten first), so a flood of addresses cannot
    fill the memory. ``clock`` gives seconds (:func:`time.monotonic`).

    >>> now = [0.0]
    >>> tries = WrongTries(tries=3, lock=60, size=2, clock=lambda: now[0])
    >>> for _ in range(3):
    ...     tries.wrong("10.0.0.7")
    >>> tries.locked("10.0.0.7"), tries.locked("10.0.0.8")
    (60.0, 0.0)
    >>> now[0] = 61.0
    >>> tries.locked("10.0.0.7")
    0.0
    >>> for _ in range(3):
    ...     tries.wrong("10.0.0.7")
    >>> tries.locked("10.0.0.7")  # locked again: twice as long
    120.0
    >>> tries.wrong("10.0.0.8"); tries.wrong("10.0.0.9")  # a third address: the longest unseen is forgotten
    >>> tries.locked("10.0.0.7"), len(tries)
    (0.0, 2)
    """

    def __init__(self, tries: int = LOGIN_TRIES, lock: float = LOGIN_LOCK, lock_max: float = LOGIN_LOCK_MAX,
                 size: int = LOGIN_ADDRESSES, clock: Any = None) -> None:
        import time
        from collections import OrderedDict

        self.tries, self.lock, self.lock_max, self.size = tries, lock, lock_max, size
        self.clock = clock or time.monotonic
        self._seen: OrderedDict[str, tuple[int, float, int]] = OrderedDict()  # wrong tries, locked until, lock-outs

    def __len__(self) -> int:
        return len(self._seen)

    def locked(self, address: str) -> float:
        """The seconds ``address`` stays locked out (0.0: not locked)."""
        _, until, _ = self._seen.get(address, (0, 0.0, 0))
        return max(0.0, until - self.clock())

    def wrong(self, address: str) -> None:
        """``address`` sent a wrong token."""
        wrong, until, locks = self._seen.pop(address, (0, 0.0, 0))
        wrong += 1
        if wrong >= self.tries:
            until, wrong = self.clock() + min(self.lock * 2 ** locks, self.lock_max), 0
            locks += 1
        self._seen[address] = (wrong, until, locks)
        while len(self._seen) > self.size:
            self._seen.popitem(last=False)

    def right(self, address: str) -> None:
        """``address`` sent the right token."""
        self._seen.pop(address, None)


def scrub(text: str, secrets_: Sequence[str] = ()) -> str:
    """``text`` (a log line) with the values of secret URL parameters (:data:`SECRET_PARAMETER`) and every
    occurrence of ``secrets_`` replaced by ``[secret]``.

    >>> scrub("503 GET /voila/render/Amber.ipynb?token=abcdefghijkl&x=1 (10.0.0.7) 3.1ms")
    '503 GET /voila/render/Amber.ipynb?token=[secret]&x=1 (10.0.0.7) 3.1ms'
    >>> scrub("Authorization: token abcdefghijkl", ["abcdefghijkl"])
    'Authorization: token [secret]'
    """
    text = SECRET_PARAMETER.sub(lambda m: f"{m.group(1)}=[secret]", text)
    for secret in secrets_:
        if secret:
            text = text.replace(secret, "[secret]")
    return text


def _scrub_logs(secrets_: Sequence[str]) -> None:
    """Scrub the secrets (:func:`scrub`) from every line logged: a filter on each log handler there is now (Voilà's,
    Jupyter's: it sees the lines of every logger beneath it), on Python's handler of last resort (which writes
    Tornado's warnings when no handler is set up, e.g. ``503 GET /voila/render/…?token=…``) and on Tornado's
    loggers themselves (the access log and its errors, whatever handler they reach later)."""
    import logging

    class Scrub(logging.Filter):
        def filter(self, record: logging.LogRecord) -> bool:
            message = record.getMessage()
            clean = scrub(message, secrets_)
            if clean != message:
                record.msg, record.args = clean, None
            return True

    loggers = [logging.getLogger(), *(logger for logger in logging.Logger.manager.loggerDict.values()
                                      if isinstance(logger, logging.Logger))]
    tornado = [logging.getLogger(name) for name in ("tornado.access", "tornado.application", "tornado.general")]
    handlers = {handler for logger in loggers for handler in logger.handlers} | {logging.lastResort}
    for filterer in [*tornado, *(handler for handler in handlers if handler is not None)]:
        if not any(isinstance(f, Scrub) for f in filterer.filters):
            filterer.addFilter(Scrub())


# -- the server (imported only when Voilà is there) --------------------------------------------------------------
@functools.cache
def _server_classes() -> tuple[type, type]:
    """The Voilà application and kernel manager of the classroom (Voilà and jupyter_server imported here)."""
    from jupyter_server._tz import utcnow
    from jupyter_server.auth.identity import IdentityProvider, PasswordIdentityProvider
    from jupyter_server.base.handlers import FileFindHandler, JupyterHandler
    from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
    from jupyter_server.utils import ensure_async
    from tornado import routing, web
    from traitlets import Float, Instance, Int, Type, default
    from voila.app import Voila
    from voila.static_file_handler import MultiStaticFileHandler, TemplateStaticFileHandler
    from voila.tornado.handler import TornadoVoilaHandler
    from voila.tornado.kernel_websocket_handler import VoilaKernelWebsocketHandler

    class ClassroomFull(web.HTTPError):
        def __init__(self, places: int) -> None:
            super().__init__(503, "the classroom is full: %d kernels", places, reason="The classroom is full")

    class KernelManager(AsyncMappingKernelManager):
        """Voilà's kernel manager with a cap on running kernels, and culling of open tabs idle for long."""

        max_kernels = Int(MAX_KERNELS, config=True, help="At most this many kernels at a time.")
        cull_open_timeout = Float(CULL_OPEN_AFTER, config=True,
                                  help="Shut down a kernel with a browser connected after this many idle seconds.")

        def __init__(self, **kwargs: Any) -> None:
            super().__init__(**kwargs)
            self._starting = 0
            self._preheated: set[str] = set()
            self.sockets: dict[str, set[Any]] = {}  # kernel id -> the WebSockets of its pages (KernelSocket)
            handing = getattr(self, "get_rendered_notebook", None)  # Voilà's hand-over of a pool's kernel to a page
            if handing is not None:

                async def hand_over(*args: Any, **kwargs: Any) -> Any:
                    """A standby kernel taken by a pupil's page is the pupil's from now on (counted by the cap, even
                    while its pool's refill is pending), and idle from now on: the page gets the full
                    ``--cull-after`` to connect, however long the kernel waited in its pool."""
                    taken = await handing(*args, **kwargs)
                    kernel_id = taken[2]  # (render task, rendered cells, kernel id)
                    self._preheated.discard(kernel_id)
                    kernel = self._kernels.get(kernel_id)
                    if kernel is not None:
                        kernel.last_activity = utcnow()
                    return taken

                self.get_rendered_notebook = hand_over

        @property
        def full(self) -> bool:
            """Whether the pupils' kernels (running or starting; the preheated ones waiting in the pools are not
            counted) have reached ``max_kernels``."""
            return len(self.list_kernel_ids()) - self.standby() + self._starting >= self.max_kernels

        def standby(self) -> int:
            """How many running kernels wait in Voilà's pools of preheated kernels (``--preheat``), no pupil's yet.
            A pool holds Voilà's tasks that start a kernel and run the app in it; a task leaves its pool when a
            pupil's page takes it, finished or not."""
            pools = getattr(self, "_pools", {})  # there when Voilà preheats (its VoilaKernelManager subclasses us)
            running = set(self.list_kernel_ids())
            ready = {task.result().get("kernel_id") for pool in pools.values() for task in pool
                     if task.done() and not task.cancelled() and task.exception() is None}
            pending = sum(not task.done() for pool in pools.values() for task in pool)
            unready = len(running & self._preheated - ready)  # started for a pool: still running its app there, or
            return len(running & ready) + min(pending, unready)  # already a pupil's (rarely: taken unfinished)

        async def start_kernel(self, *args: Any, **kwargs: Any) -> str:
            if (kwargs.get("env") or {}).get("VOILA_PREHEAT") == "True":  # a standby kernel for a pool: no pupil's
                kernel_id = await super().start_kernel(*args, **kwargs)
                self._preheated.add(kernel_id)
                return kernel_id
            if self.full:  # checked and counted with no await in between: no race between two requests
                self.log.warning("Refusing a kernel: %d running or starting (--max-kernels)", self.max_kernels)
                raise ClassroomFull(self.max_kernels)
            self._starting += 1
            try:
                return await super().start_kernel(*args, **kwargs)
            finally:
                self._starting -= 1

        async def shutdown_kernel(self, kernel_id: str, *args: Any, **kwargs: Any) -> None:
            """Shut the kernel down, then close its pages' WebSockets (Jupyter leaves them open, silent), so that a
            page still open learns its kernel is gone and says so (:data:`KERNEL_WATCH`)."""
            self._preheated.discard(kernel_id)
            try:
                await ensure_async(super().shutdown_kernel(kernel_id, *args, **kwargs))
            finally:
                for socket in self.sockets.pop(kernel_id, set()):
                    socket.close(1001, "kernel shut down")

        async def cull_kernel_if_idle(self, kernel_id: str) -> None:
            """Jupyter's culling of kernels with no tab connected, Voilà's sparing of its pools' kernels, and the
            culling of open tabs idle for long (:attr:`cull_open_timeout`); a standby kernel (``--preheat``, no
            pupil's yet, its app running or run) is never culled, unless its process died."""
            kernel = self._kernels.get(kernel_id)
            if kernel_id in self._preheated and getattr(kernel, "execution_state", None) != "dead":
                return
            connected = self._kernel_connections.get(kernel_id, 0)
            if kernel is None or not connected or not hasattr(kernel, "last_activity"):
                await super().cull_kernel_if_idle(kernel_id)  # no tab connected: Voilà's own culling
                return
            idle = utcnow() - kernel.last_activity
            if (self.cull_open_timeout > 0 and idle > timedelta(seconds=self.cull_open_timeout)
                    and kernel.execution_state != "busy"):
                self.log.warning("Culling kernel %s of an open tab idle for %d s", kernel_id, idle.total_seconds())
                await ensure_async(self.shutdown_kernel(kernel_id))

    class KernelSocket(VoilaKernelWebsocketHandler):
        """Voilà's WebSocket between an app page and its kernel, noted with its kernel's (the kernel manager's
        ``sockets``) so that the server closes it when it shuts the kernel down."""

        async def open(self, kernel_id: str) -> None:  # type: ignore[override]
            self.kernel_manager.sockets.setdefault(kernel_id, set()).add(self)
            await super().open(kernel_id)

        def on_close(self) -> None:
            self.kernel_manager.sockets.get(getattr(self, "kernel_id", ""), set()).discard(self)
            super().on_close()

    class AppHandler(TornadoVoilaHandler):
        """Voilà's app page, which also sets the ``_xsrf`` cookie (so that the page's shutdown request on closing the
        tab is accepted) and answers "the classroom is full" with a page a pupil can read."""

        async def prepare(self) -> None:
            await super().prepare()
            if not self._finished:
                self.xsrf_token  # noqa: B018 (reading it sets the cookie)

        @web.authenticated
        async def get(self, path: str | None = None) -> None:
            if self.kernel_manager.full:
                return self._full()
            try:
                await super().get(path)
            except ClassroomFull:  # two pupils raced for the last place
                if self._headers_written:
                    raise
                self.clear()
                self._full()

        async def get_generator(self, path: str | None = None) -> Any:
            lean = self.settings.get("tutor_lean_page", False)
            watched = False
            async for html in super().get_generator(path):
                html = opening_words(html)
                if not watched and "</head>" in html:
                    html, watched = watch_kernel(html), True
                yield lean_page(html) if lean else html

        def _full(self) -> None:
            self.set_status(503)
            self.set_header("Content-Type", "text/html; charset=utf-8")
            self.set_header("Retry-After", "60")
            self.finish(full_page(self.kernel_manager.max_kernels))

    class CachedStatic(MultiStaticFileHandler):
        """Voilà's scripts under their versioned URL (``voila/static/v/<tag>/``): kept by the browser."""

        def set_headers(self) -> None:
            super().set_headers()
            self.set_header("Cache-Control", CACHE_FOREVER)

    class CachedExtensions(FileFindHandler):
        """The widget extensions under their versioned URL (``voila/labextensions/v/<tag>/``): kept by the
        browser (Voilà serves them with "no-cache": asked again at every open)."""

        def set_headers(self) -> None:
            super().set_headers()
            self.set_header("Cache-Control", CACHE_FOREVER)

    class TemplateStatic(TemplateStaticFileHandler):
        """The template's styles and fonts; the fonts, whose names hold a hash of their content, kept by the
        browser (the styles come with ``?v=<hash>`` and a long ``max-age`` already)."""

        def set_headers(self) -> None:
            super().set_headers()
            if HASHED_NAME.search(self.path or ""):
                self.set_header("Cache-Control", CACHE_FOREVER)

    class Identities(PasswordIdentityProvider):
        """Jupyter's check of the token (``?token=``, the ``/login`` form), which counts the wrong ones per client
        address (:class:`WrongTries`: a locked-out address is refused before this, by :class:`LockedOut`)."""

        @default("allow_password_change")
        def _no_password_change(self) -> bool:  # a pupil with the token must not set a password for the server
            return False

        @property
        def tries(self) -> WrongTries:
            return self.parent.tries

        async def get_user_token(self, handler: Any) -> Any:
            user = await super().get_user_token(handler)
            if self.token and self.get_token(handler):  # a token sent: right or wrong
                (self.tries.right if user is not None else self.tries.wrong)(handler.request.remote_ip)
            return user

        def process_login_form(self, handler: Any) -> Any:
            user = super().process_login_form(handler)
            if self.token:
                (self.tries.right if user is not None else self.tries.wrong)(handler.request.remote_ip)
            return user

    class LockedOut(routing.Matcher):
        """Matches the requests that send a token (``?token=``, an ``Authorization`` header, the ``/login`` form)
        from an address locked out for sending wrong ones (:class:`WrongTries`)."""

        def __init__(self, tries: WrongTries) -> None:
            self.tries = tries

        def match(self, request: Any) -> dict[str, Any] | None:
            sends = ("token" in request.query_arguments or "authorization" in request.headers
                     or (request.method == "POST" and request.path.rstrip("/").endswith("/login")))
            return {} if sends and self.tries.locked(request.remote_ip) else None

    class TooManyTries(web.RequestHandler):
        def prepare(self) -> None:
            seconds = self.settings["tutor_tries"].locked(self.request.remote_ip)
            self.set_status(429)
            self.set_header("Content-Type", "text/html; charset=utf-8")
            self.set_header("Retry-After", str(max(1, round(seconds))))
            self.finish(locked_out_page(seconds))

    class ForeignHost(routing.Matcher):
        """Matches the requests whose ``Host`` header is not one the classroom answers."""

        def __init__(self, hosts: Sequence[str], network: bool) -> None:
            self.hosts, self.network = hosts, network

        def match(self, request: Any) -> dict[str, Any] | None:
            return None if host_allowed(request.host or "", self.hosts, self.network) else {}

    class Landing(JupyterHandler):
        """The landing page (:func:`landing_html`), made once when the server starts; behind the token like the
        apps (opening it with ``?token=…`` logs the pupil in for the apps too)."""

        def initialize(self, page: str) -> None:
            self.page = page

        @web.authenticated
        def get(self) -> None:
            self.set_header("Content-Type", "text/html; charset=utf-8")
            self.finish(self.page)

    class Refuse(web.RequestHandler):
        def prepare(self) -> None:
            self.set_status(403)
            self.set_header("Content-Type", "text/html; charset=utf-8")
            self.finish(foreign_host_page(self.request.host or ""))

    class ClassroomVoila(Voila):
        """Voilà with the Host check on (``hosts``: a rule before every route, since Voilà switches jupyter_server's
        own check off, and that one refuses every IP address but loopback), the app page of :class:`AppHandler`."""

        hosts: tuple[str, ...] = LOCAL_NAMES
        network = False
        cache_static = True  # --cache-static
        lean_page = True  # --lean-page
        identity_provider_class = Type(default_value=Identities, klass=IdentityProvider, config=True,
                                       help="Jupyter's token check, counting wrong tokens per address.")
        tries = Instance(WrongTries, args=())  # the wrong tokens sent, per client address
        teacher_tries = Instance(WrongTries, args=())  # the wrong teacher's passwords sent, per client address
        class_store: Any = None  # --data: the class's store (the teacher's pages are served with one)
        teacher_password: str | None = None

        def initialize(self, argv: Any = None) -> None:
            from jupyter_server.utils import url_path_join

            super().initialize(argv)
            options: dict[str, Any] = {}
            if self.cache_static:  # the page loads Voilà's scripts and the extensions from versioned URLs
                self.versions = {"static": files_tag(self.static_paths),
                                 "labextensions": files_tag(self.labextensions_path)}
                options["static_url"], options["extensions_url"] = (
                    url_path_join(self.base_url, "voila", kind, "v", self.versions[kind])
                    for kind in ("static", "labextensions"))
            if self.lean_page:
                options["extensions"] = APP_EXTENSIONS
            if options:
                self.voila_configuration.page_config_hook = functools.partial(
                    app_page_config, previous=self.voila_configuration.page_config_hook, **options)

        def _cached_handlers(self) -> list[Any]:
            """The routes of the versioned URLs (before Voilà's own, which would take them too)."""
            from jupyter_server.utils import url_path_join

            def route(kind: str) -> str:
                return url_path_join(self.server_url, "voila", kind, "v", self.versions[kind], "(.*)")

            return [(route("static"), CachedStatic, {"paths": self.static_paths}),
                    (route("labextensions"), CachedExtensions, {"path": self.labextensions_path})]

        def init_handlers(self) -> list[Any]:
            swap = {TornadoVoilaHandler: AppHandler, TemplateStaticFileHandler: TemplateStatic,
                    VoilaKernelWebsocketHandler: KernelSocket}
            handlers = [(route, swap.get(handler, handler), *rest) for route, handler, *rest in super().init_handlers()]
            if self.cache_static:
                handlers[:0] = self._cached_handlers()
            self.app.settings["tutor_lean_page"] = self.lean_page
            landing = landing_html(Path(self.root_dir))
            handlers.insert(0, (self.server_url, Landing, {"page": landing}))  # before Voilà's file list there
            if self.class_store is not None and self.teacher_password:
                from tutor import teacher_routes

                handlers[:0] = teacher_routes.handlers(self.server_url, self.class_store, self.teacher_password,
                                                       self.teacher_tries)
            _scrub_logs([self.identity_provider.token] if self.identity_provider.token else [])
            self.app.settings["tutor_tries"] = self.tries
            router = self.app.default_router
            rules = [routing.Rule(ForeignHost(self.hosts, self.network), Refuse),
                     routing.Rule(LockedOut(self.tries), TooManyTries)]
            router.rules[:0] = [router.process_rule(rule) for rule in rules]  # before every route
            return handlers

        def start(self) -> None:
            from tornado.ioloop import IOLoop

            IOLoop.current().add_callback(lambda: print(self.announcement(self.port), flush=True))
            super().start()  # the callback runs once the server listens, on its final port

        def announcement(self, port: int) -> str:
            return ""

    KernelManager.__name__ = KernelManager.__qualname__ = "ClassroomKernelManager"
    return ClassroomVoila, KernelManager


def __getattr__(name: str) -> Any:
    """``ClassroomKernelManager`` (the class Voilà's configuration names) is made on first use."""
    if name == "ClassroomKernelManager":
        return _server_classes()[1]
    raise AttributeError(name)


def announce(plan_: Plan, port: int) -> str:
    """What the teacher reads when the server starts: the address(es) to open, with the token."""
    query = f"?token={plan_.token}" if plan_.token else ""
    if not plan_.network:
        return "\n".join([f"The classroom app: http://127.0.0.1:{port}/{query}", *_teacher_lines(plan_, port)])
    names = [n for n in plan_.hosts if n not in LOCAL_NAMES] or [plan_.ip]
    lines = [f"The classroom app on the school network (token {plan_.token}); give the pupils one of:"]
    lines += [f"  http://{name}:{port}/{query}" for name in names]
    lines.append(f"  (or http://<this machine's IP address>:{port}/{query}; on this machine "
                 f"http://127.0.0.1:{port}/{query})")
    return "\n".join(lines + _teacher_lines(plan_, port))


def _teacher_lines(plan_: Plan, port: int) -> list[str]:
    """The lines about the teacher's pages (none without ``--data``)."""
    query = f"?token={plan_.token}" if plan_.token else ""
    if plan_.data is None:
        return []
    return [f"The class's data is kept in {plan_.data / 'class.sqlite3'}.",
            f"The teacher's pages: http://127.0.0.1:{port}/teacher{query} (password {plan_.teacher_password})"]


def check_apps(copies: Sequence[Path], notebooks: Path) -> bool:
    """Say on the terminal which apps of :data:`tutor.landing.APPS` are missing from ``copies`` (the apps
    :func:`prepare` found in ``notebooks``); whether there is any app to serve (if not, it says so loudly: no empty
    landing page).

    >>> import contextlib, io
    >>> with contextlib.redirect_stderr(io.StringIO()) as err:
    ...     check_apps([], Path("/nowhere"))
    False
    >>> print(err.getvalue().splitlines()[0])
    ERROR: no app to serve: none of the 15 apps' notebooks is in /nowhere.
    """
    served = {copy.name for copy in copies}
    missing = [app_name(name, kind) for name, apps in landing.APPS.items() for kind in apps
               if f"{app_name(name, kind)}.ipynb" not in served]
    total = sum(len(apps) for apps in landing.APPS.values())
    if not copies:
        print(f"ERROR: no app to serve: none of the {total} apps' notebooks is in {notebooks}.\n"
              "The classroom would be an empty page, so it does not start. Reinstall the tutor "
              '(pip install "board-tutor[classroom]", or pip install -e ".[classroom]" in its folder), or give the '
              "folder of the notebooks with --notebooks=FOLDER.", file=sys.stderr)
        return False
    if missing:
        print(f"Warning: {len(missing)} of the {total} apps are missing from {notebooks} and not served: "
              f"{', '.join(missing)}", file=sys.stderr)
    return True


def open_class_data(folder: Path | None) -> Any:
    """The class's store in ``folder`` (``--data``), named in the environment the kernels inherit (so the apps
    keep each pupil's progress there); None without a folder; False, after saying why on the terminal, when the
    folder cannot hold it.

    >>> import contextlib, io, os, tempfile
    >>> folder = Path(tempfile.mkdtemp())
    >>> open_class_data(folder).path.name, os.environ.pop("TUTOR_CLASS_DATA") == str(folder.resolve())
    ('class.sqlite3', True)
    >>> (folder / "blocked").write_text("a file, not a folder")
    20
    >>> with contextlib.redirect_stderr(io.StringIO()) as err:
    ...     open_class_data(folder / "blocked")
    False
    >>> err.getvalue().startswith("ERROR: the class's data cannot be kept in")
    True
    """
    import os

    from tutor.classstore import ENVIRONMENT, ClassStore

    if folder is None:
        return None
    try:
        store = ClassStore(folder.expanduser().resolve())
    except OSError as error:  # StoreError too
        print(f"ERROR: the class's data cannot be kept in {folder}: {error}. Give another folder with "
              "--data=FOLDER.", file=sys.stderr)
        return False
    os.environ[ENVIRONMENT] = str(store.folder)
    return store


def main(argv: Sequence[str] | None = None) -> int:
    """Serve the classroom app until Ctrl-C (or SIGTERM); the exit code."""
    if importlib.util.find_spec("voila") is None:
        print('Voilà is not installed: python3 -m pip install -e ".[classroom]"', file=sys.stderr)
        return 2
    import os

    chosen = plan(list(sys.argv[1:] if argv is None else argv), os.environ)
    if (ROOT / "notebooks").is_dir():  # a checkout: the kernels import the games from this copy, installed or not
        os.environ["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))
    # (installed: the kernels run this Python, whose site-packages hold this copy; never put them before the stdlib)
    store = open_class_data(chosen.data)
    if not chosen.hints:  # the kernels inherit it: the tables' hint button is not shown (tutor.table.hints_on)
        os.environ["TUTOR_HINTS"] = "off"
    if store is False:
        return 1
    app_class, _ = _server_classes()
    with tempfile.TemporaryDirectory(prefix="tutor-classroom-") as folder:
        if not check_apps(prepare(Path(folder), chosen.notebooks), chosen.notebooks):
            return 1
        app = app_class()
        app.hosts, app.network = chosen.hosts, chosen.network
        app.cache_static, app.lean_page = chosen.cache_static, chosen.lean_page
        app.class_store, app.teacher_password = store, chosen.teacher_password
        app.announcement = lambda port: announce(chosen, port)
        app.initialize([folder, *chosen.voila_args])
        app.start()  # until Ctrl-C or SIGTERM; then Voilà shuts its kernels down
    return 0


if __name__ == "__main__":
    from tutor.classroom import main as main_  # one copy of the module: Voilà's configuration imports it by name

    try:
        sys.exit(main_())
    except KeyboardInterrupt:
        sys.exit(130)
