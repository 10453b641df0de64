"""The pupil's name on a classroom server that keeps the class's data (:mod:`tutor.classstore`).

:class:`PupilName` is a row above an app: while the pupil has not said who they are, a box for the name and a
*that's me* button; then "You are Anna" with a *not me* button. The name is kept in the browser (a
:class:`~tutor.storage.BrowserStore`, shared by every app of the same server), so a pupil types it once per device.
Where no class data is kept (the static site, JupyterLab, a server without ``--data``) the row is not shown and
nothing is asked.

>>> import tempfile
>>> from tutor.classstore import ClassStore
>>> seen = []
>>> row = PupilName(ClassStore(tempfile.mkdtemp()), on_named=seen.append)
>>> row.name, row.widget.layout.display
(None, None)
>>> row.box.value = "  Kata "  # typed, then Enter (or the *that's me* button: ``row.confirm()``)
>>> row.confirm(); row.name, seen, row.store.data
('Kata', ['Kata'], {'name': 'Kata'})
>>> row.forget(); row.box.value = "<b>"; row.name, "1 to 40" in row.note.value
(None, True)
>>> PupilName(None).widget.layout.display
'none'

An app hands the pupil's progress to the row, which writes it to the class's store once the pupil is known (nothing
before, nothing without a store; a store that cannot be written is said on the row and the pupil plays on):

>>> store = ClassStore(tempfile.mkdtemp())
>>> row = PupilName(store)
>>> row.record("tutor-demo", "ex1", "tried"); store.progress()
[]
>>> row.box.value = "Lili"; row.signed_in
True
>>> row.record("tutor-demo", "ex1", "tried", hints=1); [(p.pupil, p.item, p.status, p.hints) for p in store.progress()]
[('Lili', 'ex1', 'tried', 1)]

With the teacher's class list the pupil picks their name from it:

>>> store = ClassStore(tempfile.mkdtemp()); store.set_roster("Bea\\nDani")
['Bea', 'Dani']
>>> row = PupilName(store)
>>> row.pick.options, row.box.layout.display, row.pick.layout.display
((('', ''), ('Bea', 'Bea'), ('Dani', 'Dani')), 'none', None)
>>> row.pick.value = "Dani"; row.name, store.pupils()
('Dani', ['Dani'])
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import Any

import ipywidgets as widgets

from tutor.classstore import ClassStore, valid_name
from tutor.i18n import _
from tutor.storage import BrowserStore

__all__ = ["STORE_KEY", "PupilName"]

#: the browser's storage key of the pupil's name (one per server: every app of it shares it)
STORE_KEY = "tutor-pupil"


class PupilName:
    """Ask the pupil's name once per device; ``on_named(name)`` when it is known (typed, or found in the browser)."""

    def __init__(self, store: ClassStore | None, on_named: Callable[[str], Any] | None = None) -> None:
        self.class_store = store
        self.on_named = on_named
        self.name: str | None = None
        self.troubled = False  # the class's store could not be written
        self.store = BrowserStore(key=STORE_KEY)
        self.box = widgets.Text(layout=widgets.Layout(width="16em"))
        self.box.continuous_update = False
        self.button = widgets.Button(icon="user", button_style="primary", layout=widgets.Layout(width="auto"))
        self.change = widgets.Button(icon="pencil", layout=widgets.Layout(width="auto"))
        self.note = widgets.HTML()
        self.button.on_click(lambda _b: self.confirm())
        self.change.on_click(lambda _b: self.forget())
        self.box.observe(lambda change: self.confirm() if change["new"] else None, names="value")
        # the teacher's class list, if one was loaded: the pupil picks their name instead of typing it
        self.names = self._class_list()
        self.pick = widgets.Dropdown(options=[("", "")] + [(name, name) for name in self.names], value="",
                                     layout=widgets.Layout(width="16em"))
        self.pick.observe(lambda change: self._picked(change["new"]), names="value")
        self.store.observe(self._stored, names="data")
        self.widget = widgets.HBox([self.note, self.box, self.pick, self.button, self.change, self.store],
                                   layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
        self.widget.add_class("tutor-pupil")
        if store is None:
            self.widget.layout.display = "none"
        self.relabel()

    def _class_list(self) -> list[str]:
        if self.class_store is None:
            return []
        try:
            return self.class_store.roster()
        except OSError:  # the class's file (StoreError)
            self.troubled = True
            return []

    def _picked(self, name: str) -> None:
        if name:
            self.box.value = name

    def relabel(self) -> None:
        """The words in the current language (again after the language switch)."""
        self.box.description = self.pick.description = _("Your name")
        self.box.placeholder = _("first name and initial")
        self.button.description = _("that's me")
        self.change.description = _("not me")
        self._show()

    def confirm(self) -> None:
        """Take the name typed in the box (a note says what is wrong with one that is no name)."""
        try:
            name = valid_name(self.box.value)
        except ValueError:
            self.note.value = "<span role='alert'>{}</span>".format(
                escape(_("A name is 1 to 40 letters, digits and spaces.")))
            return
        if name != self.name:
            self._named(name)
            self.store.data = {"name": name}

    def forget(self) -> None:
        """Another pupil on this device: ask the name again."""
        self.name = None
        self.box.value = self.pick.value = ""
        self.store.data = {}
        self._show()

    def _stored(self, change: dict[str, Any]) -> None:
        name = (change["new"] or {}).get("name")
        if isinstance(name, str) and name != self.name:
            try:
                self._named(valid_name(name))
            except ValueError:
                self.store.data = {}

    @property
    def signed_in(self) -> bool:
        """Whether what the pupil does reaches the teacher: a class's store is there and the pupil said who they
        are."""
        return self.class_store is not None and self.name is not None

    def record(self, app: str, item: str, status: str, **extra: Any) -> None:
        """The pupil's progress on ``item`` of ``app`` into the class's store (:meth:`ClassStore.record`; ``extra``:
        its ``hints`` and ``gave_up``); nothing without a store or before the pupil said who they are."""
        if self.class_store is not None and self.name is not None:
            self.write(self.class_store.record, self.name, app, item, status, **extra)

    def write(self, write: Callable[..., Any], *args: Any, **kwargs: Any) -> None:
        """Write to the class's store (``write(*args, **kwargs)``, a method of the store); if it cannot be written
        (the disk full, the folder gone), the pupil plays on and the row says that the teacher does not see this
        progress."""
        try:
            write(*args, **kwargs)
        except OSError:  # the class's file (StoreError)
            self.trouble()

    def trouble(self) -> None:
        """The class's store could not be written: say so (the pupil plays on; the teacher does not see it)."""
        self.troubled = True
        self._show()

    def _named(self, name: str) -> None:
        if self.class_store is not None:
            try:
                name = self.class_store.name_pupil(name)
            except OSError:  # the class's file (StoreError)
                self.troubled = True
        self.name = name
        self._show()
        if self.on_named is not None:
            self.on_named(name)

    def _show(self) -> None:
        known = self.name is not None
        self.box.layout.display = "none" if known or self.names else None
        self.pick.layout.display = "none" if known or not self.names else None
        self.button.layout.display = "none" if known else None
        self.change.layout.display = None if known else "none"
        text = _("You are {name}.").format(name=self.name) if known else \
            _("Pick your name, so that your teacher sees your progress.") if self.names else \
            _("Say who you are, so that your teacher sees your progress.")
        if self.troubled:
            text += " " + _("Your progress cannot be kept for your teacher just now: tell your teacher.")
        self.note.value = f"<span role='status'>{escape(text)}</span>"
