"""A pupil's lesson: the rules of a game, section by section, with pictures and a board to try them on.

Built from a game's catalogue of rule examples (``<game>/examples.py``, see :mod:`tutor.examples`). One page per
rule, in the rulebook's order and grouped by its sections: the rule's title, what it says in plain words, the
picture of its example (the move that keeps it in green, the move that breaks it crossed in red with the engine's
reason), and a *try it* area: a small board (the game table's :class:`~tutor.table.BoardView`) and a button per
move, where a click asks the engine and the answer comes back in words. Section tabs and previous / next buttons
move between pages. No code and no rule ids are shown; a teacher can switch the ids on.

Nothing here needs a browser: tests call :meth:`Lesson.go`, :meth:`TryIt.try_move` and :meth:`BoardView.click`.

>>> from amber.examples import SPEC
>>> lesson = Lesson(SPEC)
>>> lesson.section_names[:3], lesson.rule_id
(['Setup', 'Course of play', 'Placing a tile'], 'amber.setup.players')
>>> lesson.go("amber.place.edges-match"); lesson.tries[0].try_move("curve D3 r0")
>>> "Not allowed" in lesson.tries[0].message.value, "amber." in lesson.tries[0].message.value
(True, False)
"""

from __future__ import annotations

import re
from html import escape
from typing import Any

import ipywidgets as widgets

from tutor import colours
from tutor.examples import Example, LessonSpec
from tutor.i18n import _, get_language, language
from tutor.provenance import mark_html, tagged_title
from tutor.rules import Verdict
from tutor.switch import labelled, language_switch
from tutor.table import BoardView

__all__ = ["Lesson", "TryIt", "plain", "sections"]

_CSS = """<style>
.tutor-lesson { max-width: 1000px; font-size: 15px; }
.tutor-lesson .widget-html-content { white-space: normal; line-height: 1.4; }
.tutor-lesson-picture svg { max-width: 100%; height: auto; }
.tutor-lesson-try { border: 1px solid #cbd5e1; border-radius: 6px; padding: 6px; margin-top: 8px;
  background: #f8fafc; }
.tutor-lesson-board { flex: 0 1 340px; min-width: 220px; }
.tutor-lesson-board .tutor-boardview svg { max-height: 320px; }
.tutor-lesson-wide .tutor-lesson-board { flex: 1 1 100%; }
.tutor-lesson-wide .tutor-lesson-board .tutor-boardview svg { max-height: 620px; }
.tutor-lesson-side { flex: 1 1 280px; min-width: 220px; }
.tutor-lesson .widget-button { width: auto; max-width: 100%; }
.tutor-lesson-tabs .widget-toggle-button { width: auto; }
.tutor-lesson h2, .tutor-lesson h3 { margin: 0.3em 0; }
.tutor-lesson-section-note { margin: 0.2em 0; padding: 4px 8px; border-left: 4px solid #b45309; background: #fff7ed; }
.tutor-provenance-box { border-left: 4px solid #c2410c; background: #fff7ed; padding: 2px 8px; margin: 4px 0; }
.tutor-provenance-box p { margin: 2px 0; }
.tutor-provenance-note summary { cursor: pointer; color: #1e40af; text-decoration: underline; }
</style>"""


def sections(spec: LessonSpec) -> list[tuple[str, list[str]]]:
    """The rulebook's sections in order, each with its rule ids, named for pupils (``spec.sections``; sections
    given the same name are one, at the place of the first).

    >>> from amber.examples import SPEC
    >>> [(name, len(ids)) for name, ids in sections(SPEC)][:2]
    [('Setup', 6), ('Course of play', 4)]
    """
    grouped: dict[str, list[str]] = {}  # rulebook sections with the same name for pupils make one section
    for rule_id, rule in spec.rules.items():
        grouped.setdefault(spec.sections.get(rule.section, rule.section), []).append(rule_id)
    return list(grouped.items())


_IDS = re.compile(r"\s*\(\s*[a-z]+\.[a-z-]+\.[a-z-]+\s*\)")


def plain(text: str) -> str:
    """A rule's text without the rule ids it names in brackets (pupils see titles, not ids).

    >>> plain("two tiles from the hand in the same turn (amber.bridge.replace), and so on")
    'two tiles from the hand in the same turn, and so on'
    """
    return _IDS.sub("", text)


def _close(widget: widgets.Widget) -> None:
    """Close ``widget`` and everything in it."""
    for child in getattr(widget, "children", ()):
        _close(child)
    widget.close()


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:] if text else text


def _scaled(svg: str, factor: float = 1.3) -> str:
    """An SVG picture in a box up to ``factor`` times its own width, filling the width it is given up to that.

    >>> _scaled('<svg width="100" height="50" viewBox="0 0 100 50"></svg>')
    '<div style="max-width:130px"><svg width="100%" viewBox="0 0 100 50"></svg></div>'
    """
    found = re.match(r'(<svg[^>]*?) width="([\d.]+)" height="[\d.]+"', svg)
    if not found:
        return svg
    width = float(found.group(2)) * factor
    body = f'{found.group(1)} width="100%"' + svg[found.end():]
    return f'<div style="max-width:{width:g}px">{body}</div>'


class TryIt:
    """The *try it* area of one example: a small board and a button per move; the engine answers in words."""

    def __init__(self, spec: LessonSpec, example: Example, teacher: bool = False) -> None:
        self.spec, self.example, self.teacher = spec, example, teacher
        self.game = spec.start(example)
        self.played = False
        self.tried: str | None = None
        self.verdict: Verdict | None = None
        self.board = BoardView(svg=spec.board(example, self.game, None, None))
        self.board.hover = False
        self.board.on_hit(self._hit)
        self.board.add_class("tutor-lesson-board")
        order = sorted(example.moves)  # not keep-then-break: the pupil has to think
        self.buttons = {}
        for move in order:
            label = (_("Show what happens: ") if example.brk is None else _("Try: ")) + spec.describe(move)
            button = widgets.Button(description=label, tooltip=label, layout=widgets.Layout(width="auto"))
            button.on_click(lambda _b, m=move: self.try_move(m))
            self.buttons[move] = button
        self.reset_button = widgets.Button(description=_("Start again"), icon="undo",
                                           layout=widgets.Layout(width="auto"))
        self.reset_button.on_click(lambda _b: self.reset())
        self.message = widgets.HTML(self._hint())
        fields = any(spec.spot(m) for m in example.moves)
        prompt = _("Click a {mark} on the board, or a button:").format(mark=_(spec.mark)) if fields else \
            _("Click a button:")
        side = widgets.VBox([widgets.HTML(_("<b>Try it!</b> {prompt}").format(prompt=prompt)),
                             *self.buttons.values(), self.message,
                             self.reset_button])
        side.add_class("tutor-lesson-side")
        self.widget = widgets.HBox([self.board, side], layout=widgets.Layout(flex_flow="row wrap", width="100%"))
        self.widget.add_class("tutor-lesson-try")

    def _hint(self) -> str:
        return _("<i>What will happen? Try and see.</i>")

    def _undo(self) -> None:
        if self.played:
            self.game.undo()
            self.played = False

    def reset(self) -> None:
        """Back to the example's position, nothing tried."""
        self._undo()
        self.tried = self.verdict = None
        self.message.value = self._hint()
        self.board.svg = self.spec.board(self.example, self.game, None, None)

    def try_move(self, move: str) -> None:
        """Ask the engine about ``move`` in the example's position; a legal move is played and shown."""
        self._undo()
        verdict = self.game.check(move)
        self.tried, self.verdict = move, verdict
        what = escape(_sentence(self.spec.describe(move)))
        if verdict.ok:
            self.game.play(move)
            self.played = True
            said = " ".join(f"<b>{escape(_sentence(text))}</b>" if rule_id == self.example.rule else
                            escape(_sentence(text)) for rule_id, text in self.game.explain())  # this rule's in bold
            allowed = _("Allowed.")
            text = f"<p style='color:#15803d'><b>✓ {allowed}</b> {what}.</p><p>{said}</p>"
        else:
            rule = self.spec.rules.get(verdict.rule)
            title = f"<b>{escape(tagged_title(rule))}</b>: " if rule is not None else ""
            refused = _("Not allowed.")
            text = (f"<p style='color:#b00000'><b>✗ {refused}</b> {what}.</p>"
                    f"<p>{title}{escape(_sentence(verdict.reason))}.</p>")
        if self.teacher:
            text += f"<p><code>{escape(str(verdict.rule))}</code></p>"
        self.message.value = text
        self.board.svg = self.spec.board(self.example, self.game, move, verdict)

    def _hit(self, event: str, hit: str) -> None:
        if event != "click":
            return
        moves = [m for m in self.example.moves if self.spec.spot(m) == hit]
        where = escape(hit.rpartition(":")[2])  # a hit may name its kind first: 'city:Ulm'
        if len(moves) == 1:
            self.try_move(moves[0])
        elif moves:
            self.message.value = _("<p>Two moves start on {where}: use the buttons.</p>").format(where=where)
        else:
            self.message.value = _("<p>Nothing to try on {where}. Click a {mark}, or use a button.</p>").format(
                where=where, mark=_(self.spec.mark))


class Lesson:
    """The lesson widget (``lesson.widget``): section tabs, one rule per page, previous / next."""

    def __init__(self, spec: LessonSpec, title: str | None = None) -> None:
        self.spec = spec
        with language("en"):  # the same sections and pages in every language (their names are translated)
            self.sections = sections(spec)
        self.section_names = [name for name, _ids in self.sections]
        self.pages = [(s, rule_id) for s, (_, ids) in enumerate(self.sections) for rule_id in ids]
        self.index = 0
        self.tries: list[TryIt] = []
        self.title = title
        self.tabs = widgets.ToggleButtons(options=self._tab_options(), value=self.section_names[0])
        self.tabs.add_class("tutor-lesson-tabs")
        self.tabs.observe(self._tab, names="value")
        self.prev = widgets.Button(icon="arrow-left", layout=widgets.Layout(width="auto"))
        self.next = widgets.Button(icon="arrow-right", layout=widgets.Layout(width="auto"))
        self.prev2 = widgets.Button(icon="arrow-left", layout=widgets.Layout(width="auto"))
        self.next2 = widgets.Button(icon="arrow-right", layout=widgets.Layout(width="auto"))
        for button in (self.prev, self.prev2):
            button.on_click(lambda _b: self.go(self.index - 1))
        for button in (self.next, self.next2):
            button.on_click(lambda _b: self.go(self.index + 1))
        self.where = widgets.HTML()
        self.teacher = widgets.Checkbox(value=False, indent=False, layout=widgets.Layout(width="auto"))
        self.teacher.observe(lambda _c: self.go(self.index), names="value")
        self.page = widgets.VBox()
        nav = widgets.HBox([self.prev, self.where, self.next], layout=widgets.Layout(align_items="center",
                                                                                     flex_flow="row wrap"))
        self.heading = widgets.HTML()
        self.section_note = widgets.HTML()  # the section's note (``spec.notes``), if it has one
        self.language = language_switch(lambda _lang: self.redraw())
        self.colours = colours.colour_switch(lambda on: colours.apply(self.widget, on))
        self._label()
        top = widgets.HBox([self.language, self.colours], layout=widgets.Layout(flex_flow="row wrap"))
        self.widget = widgets.VBox([self.heading, top, self.tabs, nav, self.section_note, self.page,
                                    widgets.HBox([self.prev2, self.next2]), self.teacher])
        self.widget.add_class("tutor-lesson")
        if spec.wide:  # a big board (a map): the try-it board takes the whole row, the buttons go below it
            self.widget.add_class("tutor-lesson-wide")
        self.go(0)

    def _section_labels(self) -> list[tuple[str, str]]:
        """(label, name) of each section: the name in the current language; a name the catalog lacks reads as the
        rulebook's heading of its first rule (in the current language)."""
        out = []
        for name, ids in self.sections:
            label = _(name)
            if label == name and get_language() != "en":
                label = self.spec.rules[ids[0]].section
            out.append((label, name))
        return out

    def _tab_options(self) -> list[str] | list[tuple[str, str]]:
        """The section tabs' options: the names themselves where they read as they are (English)."""
        labels = {name: label for label, name in self._section_labels()}
        return labelled(self.section_names, labels.__getitem__)

    def _label(self) -> None:
        """The fixed words in the current language (again after the language switch)."""
        css = _CSS + f"<style>{colours.CSS}</style>" + (f"<style>{self.spec.style}</style>" if self.spec.style else "")
        colours.label(self.colours)
        heading = _(self.title) if self.title else _("The rules of {game}").format(game=self.spec.game.capitalize())
        self.heading.value = css + f"<h2>{escape(heading)}</h2>"
        for button in (self.prev, self.prev2):
            button.description = _("previous rule")
        for button in (self.next, self.next2):
            button.description = _("next rule")
        self.teacher.description = _("show rule ids (for teachers)")

    def redraw(self) -> None:
        """Everything again in the current language (what the language switch does), on the same page."""
        self._label()
        value = self.tabs.value
        self._relabelling = True
        try:
            self.tabs.options = self._tab_options()
            self.tabs.value = value
        finally:
            self._relabelling = False
        self.go(self.index)

    @property
    def rule_id(self) -> str:
        """The rule on the page shown."""
        return self.pages[self.index][1]

    def _tab(self, change: Any) -> None:
        if getattr(self, "_relabelling", False) or change["new"] is None:
            return
        s = self.section_names.index(change["new"])
        if self.pages[self.index][0] != s:
            self.go(next(i for i, (section, _) in enumerate(self.pages) if section == s))

    def go(self, where: int | str) -> None:
        """Show page ``where`` (an index, clamped, or a rule id)."""
        index = [r for _, r in self.pages].index(where) if isinstance(where, str) else where
        self.index = min(max(index, 0), len(self.pages) - 1)
        section, rule_id = self.pages[self.index]
        self.tabs.value = self.section_names[section]
        ids = self.sections[section][1]
        label = {name: text for text, name in self._section_labels()}[self.tabs.value]
        where = _("rule {k} of {n} in <i>{section}</i>").format(k=ids.index(rule_id) + 1, n=len(ids),
                                                               section=escape(label))
        self.where.value = f"&nbsp;{where}&nbsp;"
        note = self.spec.notes.get(self.tabs.value)
        self.section_note.value = f"<p class='tutor-lesson-section-note'>{escape(_(note))}</p>" if note else ""
        for button in (self.prev, self.prev2):
            button.disabled = self.index == 0
        for button in (self.next, self.next2):
            button.disabled = self.index == len(self.pages) - 1
        old = self.page.children
        self.page.children = self._page(rule_id)
        for widget in old:  # the last page's widgets are gone from the page: free them in the front end too
            _close(widget)

    def _page(self, rule_id: str) -> list[widgets.Widget]:
        rule = self.spec.rules[rule_id]
        teacher = self.teacher.value
        tag = f" <code style='font-size:70%'>{escape(rule_id)}</code>" if teacher else ""
        parts: list[widgets.Widget] = [widgets.HTML(f"<h3>{escape(rule.title)}{tag}</h3>{mark_html(rule)}")]
        self.tries = []
        for n, ex in enumerate(self.spec.examples_of(rule_id)):
            text = f"<p>{escape(_(ex.pupil))}</p>"  # the catalogue marks it with N_
            if n == 0:
                more = _("More about this rule")
                text += (f"<details><summary>{more}</summary>"
                         f"<p>{escape(plain(rule.explanation))}</p></details>")
            parts.append(widgets.HTML(text))
            picture = widgets.HTML(_scaled(self.spec.picture(ex)))
            picture.add_class("tutor-lesson-picture")
            parts.append(picture)
            if ex.moves:
                trial = TryIt(self.spec, ex, teacher)
                self.tries.append(trial)
                parts.append(trial.widget)
            else:
                parts.append(widgets.HTML(_("<p><i>Nothing to try on the board here: this rule says how the game "
                                            "is set up or counted. Look at the picture.</i></p>")))
        return parts
