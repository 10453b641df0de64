"""Progress handed in as a file: for the static site and JupyterLab, where no classroom server keeps the class's data.

An exercise app there shows a line *Hand in your progress*: the pupil types their name and clicks the link, which
downloads a small JSON file (made in the page: nothing is sent anywhere) that the pupil hands in (a shared folder,
e-mail, the school's learning platform). The teacher reads the files, one by one or a whole folder at once, on the
classroom server's teacher's pages (*Read handed-in files*), into the same table as the pupils who play in the
classroom (:meth:`tutor.classstore.ClassStore.record`).

A file is read as data, never trusted: JSON only (no pickle, no eval), at most :data:`MAX_BYTES`, every field checked;
a file that is not right is refused with what is wrong and where, and nothing of it is kept.

>>> text = progress_file("Anna K", "tutor-exercises-amber", {"ex1": "solved", "ex2": "tried"}, {"ex1": 2}, {"ex2"})
>>> hand_in = read_progress(text)
>>> hand_in.pupil, hand_in.app, hand_in.items["ex1"], hand_in.items["ex2"]
('Anna K', 'tutor-exercises-amber', ('solved', 2, False), ('tried', 0, True))
>>> read_progress('{"format": "tutor-progress", "version": 1, "pupil": "Anna", "app": "x", "items": []}')
Traceback (most recent call last):
ValueError: items: a table of exercises, not list
"""

from __future__ import annotations

import base64
import json
import re
from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass
from html import escape
from typing import Any

import ipywidgets as widgets

from tutor.classstore import STATUSES, valid_name
from tutor.i18n import _

__all__ = ["FORMAT", "MAX_BYTES", "HandIn", "HandInRow", "keep", "progress_file", "read_progress"]

FORMAT = "tutor-progress"
VERSION = 1
#: the largest file read (a file of ten exercises is a few hundred bytes)
MAX_BYTES = 20_000
_KEY = re.compile(r"^[\w.-]{1,60}$")


@dataclass(frozen=True)
class HandIn:
    """A pupil's progress in one app, read from a handed-in file: item -> (status, hints, gave up)."""

    pupil: str
    app: str
    items: dict[str, tuple[str, int, bool]]


def progress_file(pupil: str, app: str, status: Mapping[str, str], hints: Mapping[str, int],
                  gave_up: Collection[str]) -> str:
    """The file's text: the pupil's name, the app, and each exercise's status, hints seen and whether they gave up."""
    items = {ex: {"status": s, "hints": int(hints.get(ex, 0)), "gave_up": ex in gave_up} for ex, s in status.items()}
    return json.dumps({"format": FORMAT, "version": VERSION, "pupil": valid_name(pupil), "app": app,
                       "items": items}, ensure_ascii=False, indent=1)


def _need(data: Mapping[str, Any], key: str, kind: type, what: str) -> Any:
    value = data.get(key)
    if not isinstance(value, kind) or isinstance(value, bool) and kind is not bool:
        raise ValueError(f"{key}: {what}, not {type(value).__name__ if key in data else 'missing'}")
    return value


def read_progress(text: str | bytes) -> HandIn:
    """A handed-in file read and checked; ``ValueError`` says what is wrong and where."""
    if len(text) > MAX_BYTES:
        raise ValueError(f"the file has {len(text)} bytes; a progress file has at most {MAX_BYTES}")
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as error:
        raise ValueError(f"not a progress file (not JSON: {error})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError(f"not a progress file (its format is not {FORMAT!r})")
    if data.get("version") != VERSION:
        raise ValueError(f"version: {data.get('version')!r}; this tutor reads version {VERSION}")
    unknown = set(data) - {"format", "version", "pupil", "app", "items"}
    if unknown:
        raise ValueError(f"unknown field(s): {', '.join(sorted(map(str, unknown)))}")
    try:
        pupil = valid_name(_need(data, "pupil", str, "a name"))
    except ValueError as error:
        raise ValueError(f"pupil: {error}") from None
    app = _need(data, "app", str, "the app's name")
    if not _KEY.match(app):
        raise ValueError(f"app: {app[:60]!r} is no app's name")
    items: dict[str, tuple[str, int, bool]] = {}
    for ex, item in _need(data, "items", dict, "a table of exercises").items():
        where = f"items.{str(ex)[:60]}"
        if not _KEY.match(ex) or not isinstance(item, dict) or set(item) - {"status", "hints", "gave_up"}:
            raise ValueError(f"{where}: an exercise's status, hints and gave_up")
        status, hints, gave_up = item.get("status"), item.get("hints", 0), item.get("gave_up", False)
        if status not in STATUSES:
            raise ValueError(f"{where}.status: one of {', '.join(STATUSES)}, not {status!r}")
        if not isinstance(hints, int) or isinstance(hints, bool) or not 0 <= hints <= 99:
            raise ValueError(f"{where}.hints: a number of hints (0 to 99), not {hints!r}")
        if not isinstance(gave_up, bool):
            raise ValueError(f"{where}.gave_up: true or false, not {gave_up!r}")
        items[ex] = (status, hints, gave_up)
    return HandIn(pupil, app, items)


def keep(store: Any, hand_in: HandIn) -> int:
    """Put a handed-in file's progress in the class's store (a status never goes down there); the exercises kept.

    >>> import tempfile
    >>> from tutor.classstore import ClassStore
    >>> store = ClassStore(tempfile.mkdtemp())
    >>> keep(store, read_progress(progress_file("Bea", "tutor-exercises-amber", {"ex1": "tried", "ex2": "new"},
    ...                                         {}, set())))
    1
    >>> [(p.pupil, p.item, p.status) for p in store.progress()]
    [('Bea', 'ex1', 'tried')]
    """
    kept = 0
    for ex, (status, hints, gave_up) in hand_in.items.items():
        if status != "new" or hints or gave_up:
            store.record(hand_in.pupil, hand_in.app, ex, status, hints=hints, gave_up=gave_up)
            kept += 1
    return kept


class HandInRow:
    """*Hand in your progress*: a name box and a link that downloads the progress file (made in the page).

    >>> row = HandInRow("tutor-exercises-amber", lambda: ({"ex1": "solved"}, {}, set()))
    >>> row.link.value
    ''
    >>> row.box.value = "Bea"; "download='progress-amber-Bea.json'" in row.link.value
    True
    """

    def __init__(self, app: str, progress: Callable[[], tuple[Mapping[str, str], Mapping[str, int], Collection[str]]]
                 ) -> None:
        self.app, self.progress = app, progress
        self.label = widgets.HTML()
        self.box = widgets.Text(layout=widgets.Layout(width="14em"))
        self.link = widgets.HTML()
        self.box.observe(lambda _change: self.update(), names="value")
        self.widget = widgets.HBox([self.label, self.box, self.link],
                                   layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
        self.widget.add_class("tutor-handin")
        self.relabel()

    def relabel(self) -> None:
        """The words in the current language."""
        self.label.value = "<span>{}</span>".format(escape(_("Hand in your progress: your name")))
        self.box.placeholder = _("first name and initial")
        self.box.description_allow_html = False
        self.box.tooltip = _("your name, for the file you hand in")
        self.update()

    def update(self) -> None:
        """The link for the progress now (none until a name is typed; a note for a name that is no name)."""
        if not self.box.value.strip():
            self.link.value = ""
            return
        try:
            text = progress_file(self.box.value, self.app, *self.progress())
        except ValueError:
            self.link.value = "<span role='alert'>{}</span>".format(
                escape(_("A name is 1 to 40 letters, digits and spaces.")))
            return
        name = valid_name(self.box.value).replace(" ", "-")
        game = self.app.replace("tutor-", "").replace("exercises", "").strip("-")
        data = base64.b64encode(text.encode()).decode()
        file_name = escape(f"progress-{game}-{name}.json", quote=True)
        words = _("download the file to hand in")
        self.link.value = f"<a download='{file_name}' href='data:application/json;base64,{data}'>⬇ {escape(words)}</a>"
