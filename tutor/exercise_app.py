"""The pupils' exercise app: a game's classroom exercises answered by clicking, never by typing Python.

The checkers and solvers of a game's exercises (:mod:`tutor.exercises`) stay as they are: the app gathers the same
Python value by clicks (an :class:`AnswerInput` per exercise, built by the game's ``exercise_app.answer_input``) and
hands it to ``ex.check``. Around it, :class:`ExerciseApp` shows the exercises with their progress (solved / tried,
kept in the browser by :class:`~tutor.storage.BrowserStore`), the question in pupil words (``ex.ask``), hints one at
a time (``ex.hints``), feedback with each rule named by its title (its explanation one click away, never its id),
and the answer only after a real wrong attempt or when the pupil gives up (two steps).

The inputs every game needs are here, so that the games reuse them:

* :class:`ChoiceInput` -- one row of buttons (one choice, or several with ``multiple``); :class:`NumberInput` is a
  row of number buttons;
* :class:`VerdictInput` -- *allowed* / *not allowed*, then the deciding rule picked among a few rule titles
  (:func:`verdict_choices` picks them: the right one and related ones, in a seeded order);
* :class:`KeyedInput` -- one button row per key, for a dict (``{"red": "blue", ...}``) or a set of pairs;
* :class:`BoardPick` -- places clicked on a :class:`~tutor.table.BoardView`: a toggled set, or an ordered list with
  *undo last*; :class:`OrderedChoice` -- a list clicked in order from a row of buttons, with *undo last*;
* :class:`MovePick` -- moves played by clicks on the exercise's position with a game table's
  :class:`~tutor.table.TableSpec` (the moves are collected, not handed to bots), with *undo last*.

Each input has ``widget``, ``instruction``, ``value()`` (``None`` while nothing is chosen), ``clear()``,
``show(answer)``, and also ``describe(answer)`` (the answer in words, for *show the answer*) and ``pending()`` (what
is still missing, or ``None``). Tests drive them with ``press`` / ``click`` instead of a browser.

A toy exercise with a number answer:

>>> from dataclasses import dataclass
>>> from tutor.exercises import Exercise, Feedback, cite, read_count
>>> from tutor.rules import Rule, RuleBook
>>> BOOK = RuleBook("demo", [Rule("demo.move.one", "One step at a time", "A piece moves one step.", "Moving")])
>>> class DemoFeedback(Feedback):
...     rulebook = BOOK
>>> def one(ex, game, answer):
...     n = read_count(answer)
...     return DemoFeedback(n == 1, ("Right" if n == 1 else "Not quite") + f": {cite(BOOK, 'demo.move.one')}.",
...                         ("demo.move.one",))
>>> @dataclass(frozen=True)
... class Steps(Exercise):
...     id: str = "ex1"
...     title: str = "How far?"
...     level: str = "easy"
...     form: str = "a number"
...     ask: str = "How many steps may the piece make?"
...     hints: tuple = ("Read the rule about moving.", "Fewer than two.")
...     checker: object = one
...     solver: object = lambda ex, game: (1, "One.")
...     feedback = DemoFeedback
...     def game(self):
...         return None
>>> app = ExerciseApp("Steps", [Steps()], lambda ex: NumberInput(range(4), "Click a number."), "demo-steps")
>>> app.check().correct, app.status  # nothing chosen yet: not an attempt
(False, {'ex1': 'new'})
>>> app.reveal()  # no answer before a real attempt
'Try an answer first. If you really are stuck, press “Show the answer” and say you give up.'
>>> app.input.press("3"); app.check().correct, app.status
(False, {'ex1': 'tried'})
>>> "One step at a time" in app.feedback.value, "demo.move.one" in app.feedback.value
(True, False)
>>> app.hint()
'Hint 1 of 2: Read the rule about moving.'
>>> app.reveal()
'The answer: 1. The rule “One step at a time”.'
>>> app.input.clear(); app.input.press("1"); app.check().correct, app.status, app.progress_text()
(True, {'ex1': 'solved'}, '1 solved · 0 tried · 1 exercise')
>>> app.store.data
{'ex1': 'solved'}
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from html import escape
from typing import Any, Protocol, runtime_checkable

import ipywidgets as widgets

from tutor import colours
from tutor.classstore import ClassStore, from_environment
from tutor.exercises import Exercise, Feedback
from tutor.handin import HandInRow
from tutor.i18n import N_, _, ngettext
from tutor.provenance import mark_html, note_html, tagged_title
from tutor.pupil import PupilName
from tutor.rules import RuleBook, pupil_explanation
from tutor.storage import BrowserStore
from tutor.switch import language_switch
from tutor.table import BoardView, TableSpec, View

__all__ = ["AnswerInput", "BoardPick", "ButtonRow", "ChoiceInput", "ExerciseApp", "KeyedInput", "MovePick",
           "NumberInput", "OrderedChoice", "VerdictInput", "clip", "pupil_explanation", "rule_words", "verdict_choices",
           "words"]

STATUSES = ("new", "tried", "solved")
LEVEL_WORDS = {"easy": N_("easy"), "medium": N_("medium"), "hard": N_("hard")}

_CSS = """<style>
.tutor-exapp { max-width: 1100px; font-size: 15px; }
.tutor-exapp .widget-html-content { white-space: normal; line-height: 1.35; }
.tutor-exapp h2, .tutor-exapp h3 { margin: 0.15em 0; }
.tutor-exapp p { margin: 0.25em 0; }
.tutor-exapp .widget-button, .tutor-exapp .widget-toggle-button { width: auto; min-width: 2.6em; max-width: 100%; }
.tutor-exapp-row { display: flex; flex-wrap: wrap; gap: 4px; align-items: center; }
.tutor-exapp-main { display: flex; flex-wrap: wrap; gap: 10px; align-items: flex-start; width: 100%; }
.tutor-exapp-inputbox { flex: 3 1 380px; min-width: 260px; max-width: 100%; }
.tutor-exapp-inputbox > *, .tutor-exapp-hand > * { flex: 1 1 auto; min-width: 0; width: 100%; }
.tutor-exapp-side { flex: 2 1 300px; min-width: 260px; max-width: 100%; }
.tutor-exapp .tutor-boardview svg { max-height: var(--tutor-exapp-board, 50vh); overflow: hidden; }
.tutor-exapp-hand .tutor-boardview svg { max-width: 400px; max-height: 24vh; }
.tutor-exapp-wide .tutor-exapp-hand .tutor-boardview svg { max-height: none; }
.tutor-exapp-current { outline: 3px solid #1a56db; outline-offset: 1px; font-weight: bold; }
.tutor-exapp-feedback { max-height: 34vh; overflow: auto !important; }
.tutor-exapp-good { border: 2px solid #15803d; background: #f0fdf4; border-radius: 6px; padding: 4px 8px; }
.tutor-exapp-bad { border: 2px solid #b91c1c; background: #fef2f2; border-radius: 6px; padding: 4px 8px; }
.tutor-exapp-note { border: 1px solid #cbd5e1; background: #f8fafc; border-radius: 6px; padding: 4px 8px; }
.tutor-exapp-label { font-weight: bold; margin-right: 4px; }
.tutor-exapp-wide { max-width: 1600px; --tutor-exapp-board: calc(100vh - 130px); }
.tutor-exapp-wide .tutor-exapp-inputbox { flex: 1 1 560px; }
.tutor-exapp-wide .tutor-exapp-side { flex: 0 1 360px; min-width: 280px; }
/* a wide app: the feedback grows and the page scrolls to it (the side column is narrow, so it is tall) */
.tutor-exapp-wide .tutor-exapp-feedback { max-height: none; }
/* small windows: the board gets the width, so that its words stay 11 px or more at 1024 x 768 */
@media (max-width: 1300px) { .tutor-exapp-wide .tutor-exapp-side { flex: 0 1 250px; min-width: 240px; } }
</style>"""


@runtime_checkable
class AnswerInput(Protocol):
    """What a pupil clicks to answer one exercise (built per exercise by a game's ``exercise_app.answer_input``)."""

    widget: widgets.Widget  # a clickable board (tutor.table.BoardView) and/or ipywidgets buttons; no text box
    instruction: str  # one pupil line: what to click

    def value(self) -> Any:
        """The answer in the form ``ex.check()`` reads; None while nothing is chosen."""

    def clear(self) -> None:
        """Back to nothing chosen."""

    def show(self, answer: Any) -> None:
        """Display this answer (used by *show the answer*)."""


def words(items: Iterable[str]) -> str:
    """Names joined for a sentence.

    >>> words(["A2"]), words(["A2", "B1"]), words(["A2", "B1", "C3"])
    ('A2', 'A2 and B1', 'A2, B1 and C3')
    """
    items = list(items)
    if len(items) < 2:
        return "".join(items)
    return _("{first} and {last}").format(first=", ".join(items[:-1]), last=items[-1])


def _row(children: Sequence[widgets.Widget]) -> widgets.Box:
    box = widgets.Box(list(children), layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
    box.add_class("tutor-exapp-row")
    return box


_VIEWBOX = re.compile(r'(<svg\b[^>]*\bviewBox="0 0 ([\d.]+) ([\d.]+)"[^>]*>)')


def clip(svg: str) -> str:
    """An SVG whose drawing is clipped to its ``viewBox`` (a board drawn only up to a corner draws the rest outside
    it, and a board scaled into a wider box would show that rest beside it).

    >>> clip('<svg viewBox="0 0 10 20"><rect width="40" height="40"/></svg>')  # doctest: +NORMALIZE_WHITESPACE
    '<svg viewBox="0 0 10 20"><clipPath id="tutor-clip-10x20"><rect width="10" height="20"/></clipPath><g
    clip-path="url(#tutor-clip-10x20)"><rect width="40" height="40"/></g></svg>'
    """
    found = _VIEWBOX.match(svg)
    if not found or not svg.endswith("</svg>") or "tutor-clip-" in svg:
        return svg
    w, h = found.group(2), found.group(3)
    name = f"tutor-clip-{w}x{h}"  # the same size gives the same clip: an id met twice in a page does no harm
    head = (f'{found.group(1)}<clipPath id="{name}"><rect width="{w}" height="{h}"/></clipPath>'
            f'<g clip-path="url(#{name})">')
    return head + svg[found.end():-len("</svg>")] + "</g></svg>"


def _picture(svg: str | None) -> BoardView | None:
    if not svg:
        return None
    view = BoardView(svg=clip(svg))
    view.hover = False
    view.add_class("tutor-exapp-picture")
    return view


# -- button rows ---------------------------------------------------------------------------------------------


class ButtonRow:
    """A row of toggle buttons, each standing for a value: one may be chosen, or several (``multiple``).

    >>> row = ButtonRow([("two", 2), ("three", 3)])
    >>> row.press("two"); row.press(3); row.chosen
    3
    >>> row = ButtonRow([("two", 2), ("three", 3)], multiple=True)
    >>> row.press("two"); row.press("three"); row.press("two"); row.chosen
    [3]
    """

    def __init__(self, options: Sequence[tuple[str, Any]], multiple: bool = False, label: str = "") -> None:
        self.options = list(options)
        self.multiple = multiple
        self.buttons = [widgets.ToggleButton(value=False, description=text, tooltip=text,
                                             layout=widgets.Layout(width="auto")) for text, _v in self.options]
        self._quiet = False
        self._listeners: list[Callable[[], None]] = []
        for button in self.buttons:
            button.observe(self._toggled, names="value")
        head = [widgets.HTML(f"<span class='tutor-exapp-label'>{escape(label)}</span>")] if label else []
        self.widget = _row([*head, *self.buttons])

    def on_change(self, listener: Callable[[], None]) -> None:
        self._listeners.append(listener)

    def _toggled(self, change: dict[str, Any]) -> None:
        if self._quiet:
            return
        if change["new"] and not self.multiple:
            self._quiet = True
            for button in self.buttons:
                if button is not change["owner"]:
                    button.value = False
            self._quiet = False
        for listener in self._listeners:
            listener()

    def index(self, which: Any) -> int:
        """The position of an option given by its label or its value."""
        for i, (text, _value) in enumerate(self.options):
            if which == text:
                return i
        for i, (_text, value) in enumerate(self.options):
            if which == value:
                return i
        raise KeyError(f"no option {which!r}; the options are {[t for t, _v in self.options]}")

    def press(self, which: Any) -> None:
        """What a click on the button of ``which`` (a label or a value) does."""
        button = self.buttons[self.index(which)]
        button.value = not button.value

    @property
    def chosen(self) -> Any:
        """The chosen value (None if none), or with ``multiple`` the list of chosen values."""
        picked = [v for (_t, v), b in zip(self.options, self.buttons, strict=True) if b.value]
        if self.multiple:
            return picked
        return picked[0] if picked else None

    def set(self, values: Iterable[Any]) -> None:
        """Choose exactly ``values`` (labels or values)."""
        wanted = {self.index(v) for v in values}
        self._quiet = True
        for i, button in enumerate(self.buttons):
            button.value = i in wanted
        self._quiet = False
        for listener in self._listeners:
            listener()

    def clear(self) -> None:
        self.set(())

    def label_of(self, value: Any) -> str:
        return self.options[self.index(value)][0]

    def lock(self, locked: bool = True) -> None:
        for button in self.buttons:
            button.disabled = locked


class ChoiceInput:
    """An answer picked from one row of buttons (``multiple``: several, given as a set), under an optional picture.

    >>> pick = ChoiceInput([("red", "red"), ("blue", "blue")], "Click the winner.")
    >>> pick.value(), pick.press("blue"), pick.value(), pick.describe("blue")
    (None, None, 'blue', 'blue')
    """

    def __init__(self, options: Sequence[tuple[str, Any]], instruction: str, multiple: bool = False,
                 picture: str | None = None, label: str = "") -> None:
        self.instruction = instruction
        self.row = ButtonRow(options, multiple, label)
        self.picture = _picture(picture)
        self.widget = widgets.VBox([w for w in (self.picture, self.row.widget) if w is not None])

    def press(self, which: Any) -> None:
        self.row.press(which)

    def value(self) -> Any:
        chosen = self.row.chosen
        if self.row.multiple:
            return set(chosen) if chosen else None
        return chosen

    def clear(self) -> None:
        self.row.clear()

    def show(self, answer: Any) -> None:
        self.row.set(answer if self.row.multiple else [answer])

    def describe(self, answer: Any) -> str:
        if self.row.multiple:
            return words(self.row.label_of(a) for a in answer)
        return self.row.label_of(answer)

    def pending(self) -> str | None:
        return None


class NumberInput(ChoiceInput):
    """A whole number picked from a row of number buttons.

    >>> n = NumberInput(range(1, 5), "How many?")
    >>> n.press(3); n.value()
    3
    """

    def __init__(self, numbers: Iterable[int], instruction: str, picture: str | None = None) -> None:
        super().__init__([(str(n), n) for n in numbers], instruction, picture=picture)


class OrderedChoice:
    """A list of values clicked in order from a row of buttons (a ranking, a trip through named places), with
    *undo last*; with ``repeat`` a value may come more than once, otherwise its button is spent once clicked.

    >>> rank = OrderedChoice([("red", "red"), ("blue", "blue"), ("green", "green")], "Click from first to last.")
    >>> rank.press("blue"); rank.press("red"); rank.press("blue"); rank.value()
    ['blue', 'red']
    >>> rank.undo(); rank.value(), rank.buttons[1].disabled
    (['blue'], True)
    """

    def __init__(self, options: Sequence[tuple[str, Any]], instruction: str, repeat: bool = False,
                 picture: str | None = None) -> None:
        self.options, self.instruction, self.repeat = list(options), instruction, repeat
        self.chosen: list[Any] = []
        self.buttons = []
        for text, value in self.options:
            button = widgets.Button(description=text, tooltip=text, layout=widgets.Layout(width="auto"))
            button.on_click(lambda _b, v=value: self.press(v))
            self.buttons.append(button)
        self.trail = widgets.HTML()
        self.undo_button = widgets.Button(description=_("undo last"), icon="undo", layout=widgets.Layout(width="auto"))
        self.undo_button.on_click(lambda _b: self.undo())
        self.picture = _picture(picture)
        self.widget = widgets.VBox([w for w in (self.picture, _row(self.buttons), _row([self.undo_button, self.trail]))
                                    if w is not None])
        self._redraw()

    def _label(self, value: Any) -> str:
        return next(text for text, v in self.options if v == value)

    def press(self, which: Any) -> None:
        """A click on the button of ``which`` (a label or a value)."""
        value = next((v for text, v in self.options if which == text), which)
        if value not in [v for _t, v in self.options] or not self.repeat and value in self.chosen:
            return
        self.chosen.append(value)
        self._redraw()

    def undo(self) -> None:
        if self.chosen:
            self.chosen.pop()
            self._redraw()

    def _redraw(self) -> None:
        for (_t, value), button in zip(self.options, self.buttons, strict=True):
            button.disabled = not self.repeat and value in self.chosen
        self.undo_button.disabled = not self.chosen
        self.trail.value = escape(" → ".join(self._label(v) for v in self.chosen))

    def value(self) -> Any:
        return list(self.chosen) or None

    def clear(self) -> None:
        self.chosen = []
        self._redraw()

    def show(self, answer: Any) -> None:
        self.chosen = list(answer)
        self._redraw()

    def describe(self, answer: Any) -> str:
        return " → ".join(self._label(v) for v in answer)

    def pending(self) -> str | None:
        return None


# -- verdicts --------------------------------------------------------------------------------------------


def verdict_choices(rulebook: RuleBook, right: str, related: Iterable[str] = (), seed: str = "", n: int = 4
                    ) -> list[str]:
    """A few rule ids to pick the deciding rule from: ``right``, then ``related`` ones, then others of its section,
    ``n`` in all, in an order fixed by ``seed`` (so the right one is not always first).

    >>> from tutor.rules import Rule, RuleBook
    >>> book = RuleBook("demo", [Rule(f"demo.a.r{i}", f"Rule {i}", "...", "A") for i in range(6)])
    >>> picked = verdict_choices(book, "demo.a.r3", ["demo.a.r5"], seed="ex1")
    >>> sorted(picked), picked == verdict_choices(book, "demo.a.r3", ["demo.a.r5"], seed="ex1")
    (['demo.a.r0', 'demo.a.r1', 'demo.a.r3', 'demo.a.r5'], True)
    """
    picked = [right]
    section = rulebook[right].section
    for rule_id in [*related, *(r for r in rulebook if rulebook[r].section == section)]:
        if len(picked) >= n:
            break
        if rule_id in rulebook and rule_id not in picked:
            picked.append(rule_id)
    random.Random(f"{seed}:{right}").shuffle(picked)
    return picked


class VerdictInput:
    """A verdict ``(allowed, rule id)``: *allowed* / *not allowed*, then the deciding rule among a few titles.

    >>> from tutor.rules import Rule, RuleBook
    >>> book = RuleBook("demo", [Rule("demo.a.one", "One step", "...", "A"), Rule("demo.a.own", "Own pieces", "...",
    ...                                                                           "A")])
    >>> v = VerdictInput(book, ["demo.a.one", "demo.a.own"], "Decide, then pick the rule.")
    >>> v.press("not allowed"); v.value(), v.pending()
    (None, 'Now pick the rule that decides.')
    >>> v.press("Own pieces"); v.value(), v.describe((False, "demo.a.own"))
    ((False, 'demo.a.own'), 'not allowed, because of the rule “Own pieces”')
    """

    def __init__(self, rulebook: RuleBook, choices: Sequence[str], instruction: str, picture: str | None = None
                 ) -> None:
        self.rulebook, self.instruction = rulebook, instruction
        self.legal = ButtonRow([(_("allowed"), True), (_("not allowed"), False)], label=_("The move is:"))
        self.rule = ButtonRow([(rulebook[r].title, r) for r in choices], label=_("The rule that decides:"))
        self.picture = _picture(picture)
        self.widget = widgets.VBox([w for w in (self.picture, self.legal.widget, self.rule.widget) if w is not None])

    def press(self, which: Any) -> None:
        """A click on *allowed*, *not allowed* (or True / False) or a rule's title (or id)."""
        if isinstance(which, bool) or which in (_("allowed"), _("not allowed")):
            self.legal.press(which)
        else:
            self.rule.press(which)

    def value(self) -> Any:
        ok, rule = self.legal.chosen, self.rule.chosen
        return None if ok is None or rule is None else (ok, rule)

    def pending(self) -> str | None:
        if self.legal.chosen is None:
            return _("First say whether the move is allowed.")
        if self.rule.chosen is None:
            return _("Now pick the rule that decides.")
        return None

    def clear(self) -> None:
        self.legal.clear()
        self.rule.clear()

    def show(self, answer: Any) -> None:
        ok, rule = answer
        self.legal.set([ok])
        if rule in [v for _t, v in self.rule.options]:
            self.rule.set([rule])

    def describe(self, answer: Any) -> str:
        ok, rule = answer
        title = self.rulebook[rule].title if rule in self.rulebook else rule
        word = _("allowed") if ok else _("not allowed")
        return _("{word}, because of the rule “{title}”").format(word=word, title=title)


# -- a button row per key -----------------------------------------------------------------------------------


class KeyedInput:
    """One button row per key: a dict key -> value (every key answered), or with ``multiple`` a set of
    ``(key, value)`` pairs (several buttons per row). ``options`` is one list for every key, or a mapping from key
    to its own list.

    >>> fate = KeyedInput([("red's coin", "red"), ("blue's coin", "blue")], [("stays", "stays"), ("red", "red")],
    ...                   "For each coin, click what happens.")
    >>> fate.press("red", "stays"); fate.value(), fate.pending()
    (None, "Still to answer: blue's coin.")
    >>> fate.press("blue", "red"); fate.value()
    {'red': 'stays', 'blue': 'red'}
    >>> trips = KeyedInput([("red", "red"), ("blue", "blue")], {"red": [("blue", "blue")], "blue": [("red", "red")]},
    ...                    "Click who reaches whom.", multiple=True)
    >>> trips.press("blue", "red"); trips.value()
    {('blue', 'red')}
    """

    def __init__(self, keys: Sequence[tuple[str, Any]], options: Sequence[tuple[str, Any]] | Mapping[Any, Any],
                 instruction: str, multiple: bool = False, picture: str | None = None) -> None:
        self.instruction, self.multiple = instruction, multiple
        self.keys = list(keys)
        self.rows = {}
        for label, key in self.keys:
            own = options[key] if isinstance(options, Mapping) else options
            self.rows[key] = ButtonRow(own, multiple, label=f"{label}:")
        self.picture = _picture(picture)
        self.widget = widgets.VBox([w for w in (self.picture, *(r.widget for r in self.rows.values()))
                                    if w is not None])

    def _key(self, which: Any) -> Any:
        for label, key in self.keys:
            if which in (label, key):
                return key
        raise KeyError(f"no row {which!r}")

    def press(self, key: Any, which: Any) -> None:
        """A click on the button ``which`` (label or value) in the row of ``key`` (label or key)."""
        self.rows[self._key(key)].press(which)

    def value(self) -> Any:
        if self.multiple:
            pairs = {(k, v) for k, row in self.rows.items() for v in row.chosen}
            return pairs or None
        chosen = {k: row.chosen for k, row in self.rows.items()}
        return None if any(v is None for v in chosen.values()) else chosen

    def pending(self) -> str | None:
        if self.multiple:
            return None
        missing = [label for label, key in self.keys if self.rows[key].chosen is None]
        return _("Still to answer: {rows}.").format(rows=words(missing)) if missing else None

    def clear(self) -> None:
        for row in self.rows.values():
            row.clear()

    def show(self, answer: Any) -> None:
        self.clear()
        if self.multiple:
            for k, row in self.rows.items():
                row.set([v for key, v in answer if key == k])
        else:
            for k, v in answer.items():
                self.rows[self._key(k)].set([v])

    def describe(self, answer: Any) -> str:
        if self.multiple:
            parts = [f"{label} → {words(self.rows[key].label_of(v) for k, v in sorted(answer) if k == key)}"
                     for label, key in self.keys if any(k == key for k, _v in answer)]
            return "; ".join(parts) or _("none")
        return "; ".join(f"{label}: {self.rows[key].label_of(answer[key])}" for label, key in self.keys
                         if key in answer)


# -- places on a board ------------------------------------------------------------------------------------


class BoardPick:
    """Places clicked on a board: a toggled set (a second click takes a place back), or with ``ordered`` a list in
    the order clicked (a place may come twice) with *undo last*. ``draw(chosen)`` gives the board's SVG with the
    chosen places marked (elements with ``data-hit``); ``places`` limits what may be clicked (None: anything).

    >>> pick = BoardPick(lambda chosen: f"<svg>{','.join(chosen)}</svg>", "Click the fields.")
    >>> pick.click("B1"); pick.click("A2"); sorted(pick.value()), pick.view.svg
    (['A2', 'B1'], '<svg>B1,A2</svg>')
    >>> pick.click("B1"); pick.value()
    {'A2'}
    >>> trip = BoardPick(lambda chosen: "<svg/>", "Click the fields in order.", ordered=True)
    >>> trip.click("B3"); trip.click("B4"); trip.click("B3"); trip.undo(); trip.value()
    ['B3', 'B4']
    """

    def __init__(self, draw: Callable[[tuple[str, ...]], str], instruction: str, ordered: bool = False,
                 places: Iterable[str] | None = None, name: Callable[[str], str] = str) -> None:
        self.draw, self.instruction, self.ordered, self.name = draw, instruction, ordered, name
        self.places = None if places is None else set(places)
        self.chosen: list[str] = []
        self.view = BoardView(svg=clip(draw(())))
        self.view.hover = False
        self.view.add_class("tutor-exapp-board")
        self.view.on_hit(lambda event, hit: self.click(hit) if event == "click" else None)
        self.trail = widgets.HTML()
        self.undo_button = widgets.Button(description=_("undo last"), icon="undo", layout=widgets.Layout(width="auto"))
        self.undo_button.on_click(lambda _b: self.undo())
        self.clear_button = widgets.Button(description=_("clear"), icon="times", layout=widgets.Layout(width="auto"))
        self.clear_button.on_click(lambda _b: self.clear())
        buttons = [self.undo_button, self.clear_button] if ordered else [self.clear_button]
        self.widget = widgets.VBox([self.view, _row([*buttons, self.trail])])
        self._redraw()

    def click(self, hit: str) -> None:
        """A click on the place ``hit``."""
        if not hit or self.places is not None and hit not in self.places:
            return
        if self.ordered or hit not in self.chosen:
            self.chosen.append(hit)
        else:
            self.chosen.remove(hit)
        self._redraw()

    def undo(self) -> None:
        if self.chosen:
            self.chosen.pop()
            self._redraw()

    def _redraw(self) -> None:
        self.view.svg = clip(self.draw(tuple(self.chosen)))
        shown = [self.name(h) for h in (self.chosen if self.ordered else sorted(self.chosen))]
        joined = " → ".join(shown) if self.ordered else ", ".join(shown)
        self.trail.value = f"<span>{escape(joined)}</span>" if shown else ""
        self.undo_button.disabled = not self.chosen

    def value(self) -> Any:
        if not self.chosen:
            return None
        return list(self.chosen) if self.ordered else set(self.chosen)

    def clear(self) -> None:
        self.chosen = []
        self._redraw()

    def show(self, answer: Any) -> None:
        self.chosen = list(answer) if self.ordered else sorted(answer)
        self._redraw()

    def describe(self, answer: Any) -> str:
        shown = [self.name(h) for h in (answer if self.ordered else sorted(answer))]
        return " → ".join(shown) if self.ordered else words(shown)

    def pending(self) -> str | None:
        return None


# -- moves played by clicks ----------------------------------------------------------------------------------


class MovePick:
    """Moves chosen by clicks on the exercise's position, with a game table's :class:`~tutor.table.TableSpec`.

    The clicks narrow the legal moves (plus ``extra`` moves the exercise wants to be choosable, such as a pass),
    as the game table does; a click the table would refuse still gives the move it tried (``spec.attempt``), so a
    pupil can answer with a move the rules forbid and hear why. A chosen move is drawn on the board, not played.
    With ``count`` > 1 the pupil keeps each move (*keep this move*); it is played on the input's own copy of the
    game, ``advance(game)`` plays the other players' replies, and the next move is chosen from there. The value is
    the move's text (``count`` 1) or the list of ``count`` texts; None until complete.

    ``board`` draws the board for a :class:`~tutor.table.View` (default ``spec.board_svg``); ``hand`` the clickable
    side (default ``spec.seats_svg``; None: no side picture). ``turn(move)`` gives the next way to lay a move the
    table would refuse (a click on the same place again, or *rotate*, steps to it; None: such moves do not turn).
    """

    def __init__(self, game: Any, spec: TableSpec, instruction: str, count: int = 1,
                 advance: Callable[[Any], None] | None = None, extra: Sequence[Any] = (),
                 board: Callable[[Any, View], str] | None = None,
                 hand: Callable[[Any, View], str] | None | bool = True,
                 turn: Callable[[Any], Any] | None = None) -> None:
        self.game, self.spec, self.instruction, self.count = game, spec, instruction, count
        self.turn = turn
        self._tried_hit = ""
        self.advance, self.extra = advance, list(extra)
        self.draw_board = board or spec.board_svg
        self.draw_hand = spec.seats_svg if hand is True else (hand or None)
        self.kept: list[Any] = []
        self._marks: list[int] = []  # the length of the game's history before each kept move
        self.tried: Any = None
        self.board = BoardView(svg="")
        self.board.add_class("tutor-exapp-board")
        self.hand = BoardView(svg="") if self.draw_hand else None
        for view in (self.board, self.hand):
            if view is not None:
                view.hover = False
                view.on_hit(lambda event, hit: self.click(hit) if event == "click" else None)
        self.note = widgets.HTML()
        self.rotate_button = widgets.Button(description=_(spec.next_word), icon="repeat",
                                            layout=widgets.Layout(width="auto"))
        self.rotate_button.on_click(lambda _b: self.rotate())
        self.keep_button = widgets.Button(description=_("keep this move"), icon="check",
                                          layout=widgets.Layout(width="auto"))
        self.keep_button.on_click(lambda _b: self.keep())
        self.undo_button = widgets.Button(description=_("undo last"), icon="undo", layout=widgets.Layout(width="auto"))
        self.undo_button.on_click(lambda _b: self.undo())
        buttons = [self.rotate_button, *([self.keep_button] if count > 1 else []), self.undo_button]
        hand_box = []
        if self.hand is not None:
            box = widgets.Box([self.hand])
            box.add_class("tutor-exapp-hand")
            hand_box = [box]
        self.widget = widgets.VBox([self.board, *hand_box, _row(buttons), self.note])
        self._new_choice()

    # -- choosing ---------------------------------------------------------------------------------------------
    def _new_choice(self) -> None:
        done = len(self.kept) >= self.count or self.game.is_over
        moves = [] if done else [*self.game.legal_moves(), *self.extra]
        self.narrowing = self.spec.narrow(self.game, moves)
        self.tried = None
        self.refresh()

    def click(self, hit: str) -> None:
        """A click on ``hit`` (a place on the board, a tile or card in the hand, a button drawn on the side)."""
        if len(self.kept) >= self.count:
            return
        if self.tried is not None and hit == self._tried_hit and self.turn is not None:
            self.rotate()
            return
        if self.narrowing.click(hit) == "refused":
            self.tried = self.spec.attempt(self.game, self.narrowing.selection, hit)
            self._tried_hit = hit if self.tried is not None else ""
        else:
            self.tried = None
        self.refresh()

    def rotate(self) -> None:
        """The next way to lay the chosen move (its next variant; a refused move turned by ``turn``)."""
        if self.tried is not None:
            if self.turn is not None:
                turned = self.turn(self.tried)
                if turned is not None:
                    self.tried = turned
                    self.refresh()
            return
        if self.narrowing.rotate():
            self.refresh()

    @property
    def current(self) -> Any:
        """The move chosen now (the one the clicks tried, if the table would refuse it), or None."""
        return self.tried if self.tried is not None else self.narrowing.current

    def keep(self) -> bool:
        """Keep the chosen move and play it on the input's copy (with the replies); False if none or not legal."""
        move = self.current
        if move is None or len(self.kept) >= self.count:
            return False
        if not self.game.check(move).ok:
            refused = _("This move is not allowed here, so the plan cannot go on from it.")
            self.note.value = f"<p>{escape(refused)}</p>"
            return False
        self._marks.append(len(self.game.history))
        self.game.play(move)
        self.kept.append(move)
        if self.advance is not None and not self.game.is_over:
            self.advance(self.game)
        self._new_choice()
        return True

    def undo(self) -> None:
        """Take back the choice in progress, else the last kept move (with the replies after it)."""
        if self.narrowing.selection or self.tried is not None:
            self.narrowing.reset()
            self.tried = None
            self.refresh()
            return
        if self.kept:
            mark = self._marks.pop()
            self.kept.pop()
            while len(self.game.history) > mark:
                self.game.undo()
            self._new_choice()

    def clear(self) -> None:
        while self.kept:
            self.narrowing.reset()
            self.tried = None
            self.undo()
        self.narrowing.reset()
        self.tried = None
        self.refresh()

    def _texts(self) -> list[str]:
        moves = list(self.kept)
        if self.current is not None and len(moves) < self.count:
            moves.append(self.current)
        return [str(m) for m in moves]

    def value(self) -> Any:
        texts = self._texts()
        if self.count == 1:
            return texts[0] if texts else None
        return texts if len(texts) == self.count else None

    def pending(self) -> str | None:
        texts = self._texts()
        if self.count > 1 and 0 < len(texts) < self.count:
            return _("Choose move {n} of {count} too.").format(n=len(texts) + 1, count=self.count)
        return None

    def show(self, answer: Any) -> None:
        """Set the answer's moves (a plan's moves but its last are kept and played; the last is drawn)."""
        self.clear()
        moves = [answer] if self.count == 1 else list(answer)
        for i, text in enumerate(moves):
            move = self.game.parse(text) if isinstance(text, str) else text
            if i < len(moves) - 1:
                self.narrowing.reset()
                self.tried = move
                self.keep()
            else:
                self._choose(move)
        self.refresh()

    def _choose(self, move: Any) -> None:
        target = self.spec.path(move)
        self.narrowing.reset()
        self.tried = None
        if any(p == target for _m, p in self.narrowing.paths):
            self.narrowing.selection = tuple(target)
            variants = self.narrowing.variants
            self.narrowing.variant = variants.index(move) if move in variants else 0
        else:
            self.tried = move

    def describe(self, answer: Any) -> str:
        moves = [answer] if self.count == 1 else list(answer)
        said = [self.spec.describe(self.game.parse(m) if isinstance(m, str) else m) for m in moves]
        return _(", then ").join(said)

    # -- drawing ---------------------------------------------------------------------------------------------
    def view(self) -> View:
        n = self.narrowing
        names = tuple(self.game.players)
        return View(viewer=self.game.to_move, selection=n.selection, clickable=frozenset(n.next_hits),
                    preview=self.current, marks=(), error=None, names=names, seats=(), active=True)

    def refresh(self) -> None:
        view = self.view()
        self.board.svg = clip(self.draw_board(self.game, view))
        if self.hand is not None and self.draw_hand is not None:
            self.hand.svg = self.draw_hand(self.game, view)
        n = self.narrowing
        self.rotate_button.disabled = len(n.variants) < 2 if self.tried is None else self.turn is None
        self.keep_button.disabled = self.current is None or len(self.kept) >= self.count
        self.undo_button.disabled = not (n.selection or self.tried is not None or self.kept)
        lines = []
        if self.count > 1:
            for i, move in enumerate(self.kept):
                lines.append(_("Move {n}: {move}").format(n=i + 1, move=self.spec.describe(move)))
        if self.current is not None:
            lines.append(_("Chosen: {move}").format(move=self.spec.describe(self.current)))
        self.note.value = "".join(f"<p>{escape(line)}</p>" for line in lines)


# -- the app ----------------------------------------------------------------------------------------------------

_CITE = re.compile(r"rule ([a-z]+\.[a-z0-9-]+\.[a-z0-9-]+) \(")
_ID = re.compile(r"\b([a-z]+\.[a-z0-9-]+\.[a-z0-9-]+)\b")


def rule_words(text: str, rulebook: RuleBook | None) -> str:
    """``text`` with each rule citation (``rule amber.x.y (Title)``) made the rule's title in quotes, and any other
    rule id of ``rulebook`` made its title too (pupils read titles, never ids).

    >>> from tutor.rules import Rule, RuleBook
    >>> book = RuleBook("demo", [Rule("demo.move.one", "One step (at most)", "...", "A")])
    >>> rule_words("Not quite — rule demo.move.one (One step (at most)). See demo.move.one.", book)
    'Not quite — the rule “One step (at most)”. See “One step (at most)”.'
    """
    if rulebook is None:
        return text
    for rule_id in dict.fromkeys(_CITE.findall(text)):
        if rule_id in rulebook:
            title = rulebook[rule_id].title
            text = text.replace(f"rule {rule_id} ({title})", _("the rule “{title}”").format(title=title))
    return _ID.sub(lambda m: f"“{rulebook[m.group(1)].title}”" if m.group(1) in rulebook else m.group(1), text)


class ExerciseApp:
    """The exercises of a game as a pupil's app (``app.widget``; shows itself in a notebook).

    ``make_input(ex)`` builds the :class:`AnswerInput` of an exercise; ``store_key`` names the browser's storage
    for the progress; ``wording(text)`` turns the game's notation in feedback into words (optional).
    ``wide`` is for a big board (Thurn und Taxis' whole map): the board takes the width and the question column
    beside it is narrow (300 px in a window narrower than 1300 px, else 360 px), the app up to 1600 px wide.
    """

    def __init__(self, title: str, exercises: Sequence[Exercise], make_input: Callable[[Exercise], AnswerInput],
                 store_key: str, wording: Callable[[str], str] | None = None, wide: bool = False,
                 class_store: ClassStore | None = None) -> None:
        self.title, self.exercises, self.make_input = title, list(exercises), make_input
        self.store_key = store_key
        # the class's store of a classroom server that keeps the class's data (None: progress in the browser only)
        self.class_store = class_store if class_store is not None else from_environment()
        self.wide = wide
        self.wording = wording or (lambda text: text)
        self.status: dict[str, str] = {ex.id: "new" for ex in self.exercises}
        self.index = 0
        self._hints_shown: dict[str, int] = {}
        self._wrong: set[str] = set()  # exercises answered wrong in this session
        self._gave_up: set[str] = set()
        self.store = BrowserStore(key=store_key)
        self.store.observe(self._stored, names="data")
        self.pupil = PupilName(self.class_store, on_named=lambda _name: self._send_all())
        # where no classroom keeps the class's data (the site, JupyterLab): the progress as a file to hand in
        self.handin = HandInRow(store_key, lambda: (self.status, self._hints_shown, self._gave_up))
        if self.class_store is not None:
            self.handin.widget.layout.display = "none"
        self._build()
        self.select(1)

    # -- the pupil's actions ------------------------------------------------------------------------------------
    @property
    def exercise(self) -> Exercise:
        """The exercise shown."""
        return self.exercises[self.index]

    def select(self, number: int) -> None:
        """Show exercise ``number`` (1-based), with nothing chosen, no hint, no feedback."""
        if not 1 <= number <= len(self.exercises):
            raise ValueError(f"there are exercises 1 to {len(self.exercises)}, not {number}")
        old = getattr(self, "input", None)
        self.index = number - 1
        ex = self.exercise
        self.input: AnswerInput = self.make_input(ex)
        self.heading.value = ("<h3>" + escape(_("Exercise {n}").format(n=number)) + f": {escape(_(ex.title))} "
                              f"<small>({escape(_(LEVEL_WORDS.get(ex.level, ex.level)))})</small></h3>")
        self.question.value = f"<p>{escape(_(self._ask(ex)))}</p>{note_html(getattr(ex, 'rests_on', ''))}"
        self.instruction.value = f"<p><i>{escape(self.input.instruction)}</i></p>"
        self.input_box.children = [self.input.widget]
        if old is not None and old.widget is not self.input.widget:
            _close(old.widget)
        self.hints.value = ""
        self.feedback.value = ""
        self.answer.value = ""
        self._confirm(None)
        self._refresh()

    def check(self) -> Feedback:
        """Check what the pupil clicked; only an answer (not nothing) counts as an attempt."""
        ex = self.exercise
        value = self.input.value()
        if value is None:
            pending = getattr(self.input, "pending", lambda: None)()
            text = pending or _("Choose your answer first.")
            self.feedback.value = f"<div class='tutor-exapp-note'><p>{escape(text)} " \
                                  f"{escape(self.input.instruction)}</p></div>"
            return ex.feedback(False, text)
        fb = ex.check(value)
        if fb.correct:
            self._set_status(ex.id, "solved")
        else:
            self._wrong.add(ex.id)
            self._set_status(ex.id, "tried")
        if self.class_store is not None and self.pupil.signed_in:
            describe = getattr(self.input, "describe", None)
            said = describe(value) if describe is not None else str(value)
            self.pupil.write(self.class_store.answer, self.pupil.name, self.store_key, ex.id, said, correct=fb.correct)
        self.feedback.value = self._feedback_html(fb)
        self._refresh()
        return fb

    def hint(self) -> str | None:
        """Reveal the next hint ("Hint 1 of 2: ..."); None when there is none left."""
        ex = self.exercise
        hints = [_(h) for h in getattr(ex, "hints", ())]
        shown = self._hints_shown.get(ex.id, 0)
        if shown >= len(hints):
            return None
        self._hints_shown[ex.id] = shown + 1
        self._send(ex.id)
        lines = [_("Hint {n} of {count}: {hint}").format(n=i + 1, count=len(hints), hint=hints[i])
                 for i in range(shown + 1)]
        self.hints.value = "<div class='tutor-exapp-note'>" + "".join(f"<p>{escape(t)}</p>" for t in lines) + \
                           "</div>"
        self._refresh()
        return lines[-1]

    @property
    def may_reveal(self) -> bool:
        """The answer may be shown: after a real attempt (now or before the reload), or when the pupil gave up."""
        ex = self.exercise
        return ex.id in self._wrong or ex.id in self._gave_up or self.status[ex.id] != "new"

    def request(self) -> None:
        """The pupil confirmed "I give up — show me" (the second step of *show the answer*)."""
        self._gave_up.add(self.exercise.id)
        self._send(self.exercise.id)
        self._confirm(None)

    def reveal(self) -> str:
        """The worked answer, shown on the input too; before a real attempt (and without :meth:`request`), only a
        word on how to get it."""
        if not self.may_reveal:
            return _("Try an answer first. If you really are stuck, press “Show the answer” and say you give up.")
        ex = self.exercise
        answer = ex.answer()
        self.input.show(answer)
        describe = getattr(self.input, "describe", None)
        said = describe(answer) if describe is not None else ""
        why = self._plain(ex.check(answer)).strip()
        why = re.sub(rf"^(?:Right|{re.escape(_('Right'))})[.:!,]?\s*", "", why)
        why = why[:1].upper() + why[1:]
        text = " ".join(part for part in (_("The answer: {answer}.").format(answer=said) if said else "", why) if part)
        self.answer.value = "<div class='tutor-exapp-note'><p><b>" + escape(_("The answer")) + f"</b></p>" \
                            f"<p>{escape(text)}</p>{self._about(ex.check(answer))}</div>"
        self._refresh()
        return text

    def next(self) -> None:
        """The next exercise (after the last: the first)."""
        self.select(self.index + 2 if self.index + 1 < len(self.exercises) else 1)

    def start_again(self) -> None:
        """Forget all progress (in the browser too)."""
        self.status = {ex.id: "new" for ex in self.exercises}
        self._wrong.clear()
        self._gave_up.clear()
        self._hints_shown.clear()
        self.store.clear()
        self.select(1)

    # -- progress ------------------------------------------------------------------------------------------------
    def progress_text(self) -> str:
        solved = sum(s == "solved" for s in self.status.values())
        tried = sum(s == "tried" for s in self.status.values())
        total = len(self.exercises)
        return ngettext("{solved} solved · {tried} tried · {total} exercise",
                        "{solved} solved · {tried} tried · {total} exercises", total).format(
            solved=solved, tried=tried, total=total)

    def _set_status(self, ex_id: str, status: str) -> None:
        if STATUSES.index(status) > STATUSES.index(self.status[ex_id]):
            self.status[ex_id] = status
        self.store.update(**{ex_id: self.status[ex_id]})
        self._send(ex_id)

    # -- the class's store (a classroom server with ``--data``) ----------------------------------------------------
    def _send(self, ex_id: str) -> None:
        """Tell the class's store about an exercise (nothing without a store or before the pupil said who they
        are; a store that cannot be written is said on the row above the app: :meth:`PupilName.record`)."""
        self.pupil.record(self.store_key, ex_id, self.status[ex_id], hints=self._hints_shown.get(ex_id, 0),
                          gave_up=ex_id in self._gave_up)

    def _send_all(self) -> None:
        """The pupil said who they are: what this browser kept (and this session did) goes to the class's store."""
        for ex_id in self.status:
            if self.status[ex_id] != "new" or self._hints_shown.get(ex_id) or ex_id in self._gave_up:
                self._send(ex_id)

    def _stored(self, change: dict[str, Any]) -> None:
        data = change["new"] or {}
        if not data:  # cleared
            return
        for ex_id, status in data.items():
            if ex_id in self.status and status in STATUSES and \
                    STATUSES.index(status) > STATUSES.index(self.status[ex_id]):
                self.status[ex_id] = status
                self._send(ex_id)
        wanted = {ex_id: s for ex_id, s in self.status.items() if s != "new"}
        if {k: v for k, v in data.items() if k in self.status} != wanted:
            self.store.data = {**data, **wanted}
        self._refresh()

    # -- texts -----------------------------------------------------------------------------------------------------
    @staticmethod
    def _ask(ex: Exercise) -> str:
        return getattr(ex, "ask", "") or getattr(ex, "question", "")

    def _rulebook(self) -> RuleBook | None:
        return self.exercise.feedback.rulebook

    def _plain(self, fb: Feedback) -> str:
        return rule_words(self.wording(fb.message), self._rulebook())

    def _about(self, fb: Feedback) -> str:
        book = self._rulebook()
        if book is None:
            return ""
        parts = []
        for rule_id in dict.fromkeys(fb.rules):
            if rule_id in book:
                rule = book[rule_id]
                explanation = self.wording(pupil_explanation(rule.explanation))
                summary = _("What does the rule “{title}” say?").format(title=tagged_title(rule))
                parts.append(f"<details><summary>{escape(summary)}</summary><p>{escape(explanation)}</p>"
                             f"{mark_html(rule)}</details>")
        return "".join(parts)

    def _feedback_html(self, fb: Feedback) -> str:
        css = "tutor-exapp-good" if fb.correct else "tutor-exapp-bad"
        mark = "✓" if fb.correct else "✗"
        return f"<div class='{css}'><p><b>{mark}</b> {escape(self._plain(fb))}</p>{self._about(fb)}</div>"

    # -- the widget ----------------------------------------------------------------------------------------------
    def _button(self, text: str, icon: str, action: Callable[[], Any], style: str = "") -> widgets.Button:
        button = widgets.Button(description=text, tooltip=text, icon=icon, button_style=style,
                                layout=widgets.Layout(width="auto"))
        button.on_click(lambda _b: action())
        return button

    def _build(self) -> None:
        self.progress = widgets.HTML()
        self.numbers = []
        for i, ex in enumerate(self.exercises):
            button = widgets.Button(description=str(i + 1), tooltip=_(ex.title), layout=widgets.Layout(width="auto"))
            button.on_click(lambda _b, n=i + 1: self.select(n))
            button.add_class("tutor-exapp-number")
            self.numbers.append(button)
        self.again_button = self._button(_("start again"), "trash", lambda: self._confirm("again"))
        self.heading, self.question, self.instruction = widgets.HTML(), widgets.HTML(), widgets.HTML()
        self.input_box = widgets.Box()
        self.input_box.add_class("tutor-exapp-inputbox")
        self.check_button = self._button(_("Check"), "check", self.check, "primary")
        self.hint_button = self._button(_("Hint"), "lightbulb-o", self.hint)
        self.reveal_button = self._button(_("Show the answer"), "eye", self._reveal_pressed)
        self.next_button = self._button(_("Next"), "arrow-right", self.next)
        self.confirm_text = widgets.HTML()
        self.yes_button = self._button("", "check", self._yes, "warning")
        self.no_button = self._button(_("No, go back"), "times", lambda: self._confirm(None))
        self.confirm_row = _row([self.confirm_text, self.yes_button, self.no_button])
        self.hints, self.feedback, self.answer = widgets.HTML(), widgets.HTML(), widgets.HTML()
        self.feedback.add_class("tutor-exapp-feedback")
        self.answer.add_class("tutor-exapp-feedback")
        side = widgets.VBox([self.heading, self.question, self.instruction,
                             _row([self.check_button, self.hint_button, self.reveal_button, self.next_button]),
                             self.confirm_row, self.feedback, self.hints, self.answer])
        side.add_class("tutor-exapp-side")
        main = widgets.Box([self.input_box, side])
        main.add_class("tutor-exapp-main")
        self.top = widgets.HTML(f"{_CSS}<style>{colours.CSS}</style><h2>{escape(_(self.title))}</h2>")
        self.language = language_switch(lambda _lang: self.redraw())
        self.colours = colours.colour_switch(lambda on: colours.apply(self._widget, on))
        self._confirming: str | None = None
        # the progress beside the numbered buttons, not on a line of its own: the board gets that room (at 1024 x 768
        # the answer buttons under a wide app's board stay in the window)
        # the pupil's name only where a classroom keeps the class's data; the file to hand in only where none does
        # (a hidden row is left out, not hidden: a page's first button must be one the pupil sees)
        named = [self.pupil.widget] if self.class_store is not None else []
        handin = [self.handin.widget] if self.class_store is None else []
        self._widget = widgets.VBox([_row([self.top, self.language, self.colours]), *named,
                                     _row([*self.numbers, self.again_button, self.progress]), main, *handin,
                                     self.store])
        self._widget.add_class("tutor-exapp")
        if self.wide:
            self._widget.add_class("tutor-exapp-wide")

    def redraw(self) -> None:
        """Everything shown again in the current language (the language switch calls it); the exercise shown starts
        afresh, with the progress and the hints asked so far kept."""
        self.top.value = f"{_CSS}<style>{colours.CSS}</style><h2>{escape(_(self.title))}</h2>"
        colours.label(self.colours)
        for button, text in ((self.again_button, "start again"), (self.check_button, "Check"),
                             (self.hint_button, "Hint"), (self.reveal_button, "Show the answer"),
                             (self.next_button, "Next"), (self.no_button, "No, go back")):
            button.description = button.tooltip = _(text)
        self.pupil.relabel()
        self.handin.relabel()
        self.select(self.index + 1)

    def _confirm(self, what: str | None) -> None:
        self._confirming = what
        if what == "reveal":
            self.confirm_text.value = "<b>" + escape(_("Really give up on this one?")) + "</b>"
            self.yes_button.description = _("Yes, I give up — show me")
        elif what == "again":
            self.confirm_text.value = "<b>" + escape(_("Forget which exercises you solved and tried?")) + "</b>"
            self.yes_button.description = _("Yes, start again")
        self.confirm_row.layout.display = None if what else "none"

    def _yes(self) -> None:
        what = self._confirming
        if what == "reveal":
            self.request()
            self.reveal()
        elif what == "again":
            self._confirm(None)
            self.start_again()

    def _reveal_pressed(self) -> None:
        if self.may_reveal:
            self.reveal()
        else:
            self._confirm("reveal")

    def _refresh(self) -> None:
        self.progress.value = f"<p style='margin:0 0 0 8px'>{escape(self.progress_text())}</p>"
        self.handin.update()
        styles = {"solved": "success", "tried": "warning", "new": ""}
        for i, (ex, button) in enumerate(zip(self.exercises, self.numbers, strict=True)):
            button.button_style = styles[self.status[ex.id]]
            word = {"solved": _("solved"), "tried": _("tried"), "new": _("not tried yet")}[self.status[ex.id]]
            button.tooltip = f"{_(ex.title)} ({word})"
            if i == self.index:
                button.add_class("tutor-exapp-current")
            else:
                button.remove_class("tutor-exapp-current")
        ex = self.exercise
        self.hint_button.disabled = self._hints_shown.get(ex.id, 0) >= len(getattr(ex, "hints", ()))

    @property
    def widget(self) -> widgets.Widget:
        return self._widget

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self._widget._repr_mimebundle_(**kwargs)


def _close(widget: widgets.Widget) -> None:
    """Close ``widget`` and everything in it."""
    for child in getattr(widget, "children", ()):
        _close(child)
    widget.close()
