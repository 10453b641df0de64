"""A pupil's lesson: the rules of a game, chapter by chapter, with pictures, a board to try them on and a check.

Built from a game's catalogue of rule examples (``<game>/examples.py``, see :mod:`tutor.examples`). One page per
rule, in the rulebook's order and grouped by its sections; a section of more than ten rules is split into chapters
of at most ten (:func:`chapters`). A page has the rule's title, what it says in plain words, the picture of its
example (the move that keeps it in green, the move that breaks it crossed in red with the engine's reason), and a
*try it* area: a small board (the game table's :class:`~tutor.table.BoardView`) and a button per move, where a click
asks the engine and the answer comes back in words. Each chapter ends with a *check* (:class:`ChapterCheck`): two or
three questions made from the chapter's own examples (:func:`questions`), answered by clicks. The chapter list (a
menu) says for each chapter how many of its rules the pupil has seen and tried and whether its check is passed; the
browser keeps that progress (:class:`~tutor.storage.BrowserStore`), as it keeps the exercises'. On a classroom
server that keeps the class's data (:func:`tutor.classstore.from_environment`), the pupil says who they are (the
exercises' :class:`~tutor.pupil.PupilName` row) and each chapter's progress goes to the class's store too, for the
teacher's view: item :func:`chapter_id` of app :func:`store_key`, ``tried`` once a rule of it was seen, ``solved``
once its check is passed. Previous / next buttons move between rules. No code and no rule ids are shown; a teacher
can switch the ids on.

Nothing here needs a browser: tests call :meth:`Lesson.go`, :meth:`Lesson.open_check`, :meth:`TryIt.try_move`,
:meth:`ChapterCheck.answer` and :meth:`BoardView.click`.

>>> from amber.examples import SPEC
>>> lesson = Lesson(SPEC)
>>> lesson.section_names[:3], lesson.rule_id
(['Setup', 'Course of play', 'Placing a tile'], 'amber.setup.players')
>>> [name for name, _ids in lesson.chapters][2:4]
['Placing a tile (1)', 'Placing a tile (2)']
>>> lesson.go("amber.place.edges-match"); lesson.tries[0].try_move("curve D3 r0")
>>> "Not allowed" in lesson.tries[0].message.value, "amber." in lesson.tries[0].message.value
(True, False)
>>> lesson.chapter_list.options[lesson.chapter][0]
'Placing a tile (1) — 1 of 6 rules seen · 1 of 6 tried'
>>> check = lesson.open_check()
>>> for question in check.questions:
...     _right = check.answer(question.answer); check.next_question()
>>> check.passed, lesson.chapter_list.options[lesson.chapter][0]
(True, 'Placing a tile (1) — 1 of 6 rules seen · 1 of 6 tried · ✓ check passed')
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, fields
from html import escape
from typing import Any

import ipywidgets as widgets

from tutor import colours
from tutor.classstore import ClassStore, from_environment
from tutor.examples import Example, LessonSpec
from tutor.i18n import _, get_language, language, ngettext, player
from tutor.provenance import mark_html, tagged_title
from tutor.pupil import PupilName
from tutor.rules import Verdict
from tutor.storage import BrowserStore
from tutor.switch import language_switch
from tutor.table import BoardView

__all__ = ["ChapterCheck", "Lesson", "Question", "TryIt", "chapter_id", "chapter_items", "chapter_progress", "chapters",
           "plain", "position", "progress_words", "questions", "sections", "split", "store_key"]

MOST = 10
"""The most rules a chapter holds: a longer section is split into chapters."""
SEEN, TRIED, PASSED = "seen", "tried", "passed"
_RANK = {SEEN: 1, TRIED: 2, PASSED: 1}  # a rule seen, then tried; a check passed (what the browser keeps)

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
.tutor-lesson .widget-dropdown.tutor-lesson-chapters { width: auto; max-width: 100%; }
.tutor-lesson-chapters select { flex: 0 1 auto; width: auto; max-width: 100%; font-size: 15px; }
.tutor-lesson h2, .tutor-lesson h3 { margin: 0.3em 0; }
.tutor-lesson-section-note { margin: 0.2em 0; padding: 4px 8px; border-left: 4px solid #b45309; background: #fff7ed; }
.tutor-lesson-check { border: 1px solid #cbd5e1; border-radius: 6px; padding: 6px 10px; margin-top: 8px;
  background: #f8fafc; }
.tutor-lesson-check .tutor-lesson-picture svg { max-height: 460px; }
.tutor-lesson-check blockquote { margin: 4px 0 4px 12px; padding-left: 8px; border-left: 3px solid #94a3b8; }
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
    """The *try it* area of one example: a small board and a button per move; the engine answers in words.
    ``on_try(move)`` is called after each move tried (the lesson counts the rule as tried)."""

    def __init__(self, spec: LessonSpec, example: Example, teacher: bool = False,
                 on_try: Callable[[str], None] | None = None) -> None:
        self.spec, self.example, self.teacher = spec, example, teacher
        self.on_try = on_try
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
        if self.on_try is not None:
            self.on_try(move)

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




# -- chapters and progress ----------------------------------------------------------------------------------------


def split(ids: Sequence[str], most: int = MOST) -> list[list[str]]:
    """``ids`` in consecutive parts of at most ``most``, as even as they can be (the longer parts first).

    >>> [len(part) for part in split([str(i) for i in range(17)])], [len(p) for p in split("abcdefghijk")]
    ([9, 8], [6, 5])
    >>> [len(part) for part in split([str(i) for i in range(29)])], split(["a", "b"])
    ([10, 10, 9], [['a', 'b']])
    """
    ids = list(ids)
    count = max(1, -(-len(ids) // most))
    size, extra = divmod(len(ids), count)
    parts, start = [], 0
    for k in range(count):
        end = start + size + (k < extra)
        parts.append(ids[start:end])
        start = end
    return parts


def _parts(spec: LessonSpec, most: int = MOST) -> list[tuple[int, int, int, list[str]]]:
    """Each chapter as (its section's index in :func:`sections`, its number in the section, how many the section
    has, its rule ids)."""
    out = []
    for s, (_name, ids) in enumerate(sections(spec)):
        parts = split(ids, most)
        out += [(s, k, len(parts), part) for k, part in enumerate(parts, 1)]
    return out


def _numbered(name: str, k: int, count: int) -> str:
    """A chapter's name: its section's, with its number when the section has more than one chapter."""
    return f"{name} ({k})" if count > 1 else name


def chapters(spec: LessonSpec, most: int = MOST) -> list[tuple[str, list[str]]]:
    """The lesson's chapters in order, each with its rule ids: the sections of :func:`sections` (named in the
    current language), a section of more than ``most`` rules split into numbered chapters of at most ``most``.

    >>> from loire.examples import SPEC
    >>> [(name, len(ids)) for name, ids in chapters(SPEC)][:3]
    [('Setup (1)', 9), ('Setup (2)', 8), ('A turn', 7)]
    >>> [name for name, _ids in chapters(SPEC) if name.startswith("Character")]
    ['Character cards (1)', 'Character cards (2)', 'Character cards (3)']
    """
    names = [name for name, _ids in sections(spec)]
    return [(_numbered(names[s], k, count), ids) for s, k, count, ids in _parts(spec, most)]


def _labels(spec: LessonSpec, english: Sequence[tuple[str, list[str]]],
            parts: Sequence[tuple[int, int, int, list[str]]]) -> list[str]:
    """The chapters' names in the current language, from the English :func:`sections` and :func:`_parts`: a
    section's name the catalogue lacks reads as the rulebook's heading of its first rule (in the current
    language)."""
    labels = []
    for name, ids in english:
        label = _(name)
        if label == name and get_language() != "en":
            label = spec.rules[ids[0]].section
        labels.append(label)
    return [_numbered(labels[s], k, count) for s, k, count, _ids in parts]


def store_key(game: str) -> str:
    """The lesson's name in the browser's storage and, as the exercise apps' ``STORE_KEY``, its app's name in the
    class's store (:mod:`tutor.classstore`).

    >>> store_key("loire")
    'tutor-loire-lesson'
    """
    return f"tutor-{game}-lesson"


def chapter_id(game: str, name: str) -> str:
    """A chapter's item in the class's store: made from its English name (:func:`chapters` in English), so that it
    is the same in every language and reads in the teacher's spreadsheet.

    >>> chapter_id("loire", "Character cards (2)"), chapter_id("taxis", "Base game: a turn")
    ('loire-lesson-character-cards-2', 'taxis-lesson-base-game-a-turn')
    """
    slug = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
    return f"{game}-lesson-{slug}"


def chapter_items(spec: LessonSpec) -> list[tuple[str, str]]:
    """The lesson's chapters in order, as the class's store and the teacher see them: each chapter's
    :func:`chapter_id` and its name in the current language.

    >>> from amber.examples import SPEC
    >>> chapter_items(SPEC)[2:4]
    [('amber-lesson-placing-a-tile-1', 'Placing a tile (1)'), ('amber-lesson-placing-a-tile-2', 'Placing a tile (2)')]
    >>> with language("hu"):
    ...     chapter_items(SPEC)[0]
    ('amber-lesson-setup', 'Előkészületek')
    """
    with language("en"):  # as the lesson: the same sections and chapters in every language
        english, parts = sections(spec), _parts(spec)
        ids = [chapter_id(spec.game, name) for name, _ids in chapters(spec)]
    return list(zip(ids, _labels(spec, english, parts), strict=True))


def _triable(spec: LessonSpec, rule_id: str) -> bool:
    """Whether a rule's page has a move to try."""
    return any(ex.moves for ex in spec.examples_of(rule_id))


def chapter_progress(spec: LessonSpec, ids: Sequence[str], progress: Mapping[str, str]) -> dict[str, int]:
    """How far a pupil got in a chapter of rules ``ids``, by ``progress`` (a rule id: ``"seen"`` or ``"tried"``):
    its rules, those seen, those with a move to try and those tried.

    >>> from amber.examples import SPEC
    >>> chapter_progress(SPEC, ["amber.setup.players", "amber.setup.start-player"], {"amber.setup.players": "seen"})
    {'rules': 2, 'seen': 1, 'triable': 1, 'tried': 0}
    """
    triable = [r for r in ids if _triable(spec, r)]
    return {"rules": len(ids), "seen": sum(progress.get(r) in (SEEN, TRIED) for r in ids),
            "triable": len(triable), "tried": sum(progress.get(r) == TRIED for r in triable)}


def progress_words(counts: Mapping[str, int], passed: bool) -> str:
    """A chapter's progress in words (:func:`chapter_progress`'s counts; ``passed``: its check is passed).

    >>> progress_words({"rules": 6, "seen": 2, "triable": 1, "tried": 0}, False)
    '2 of 6 rules seen · 0 of 1 tried'
    >>> progress_words({"rules": 1, "seen": 1, "triable": 0, "tried": 0}, True)
    '1 of 1 rule seen · ✓ check passed'
    """
    parts = [ngettext("{seen} of {n} rule seen", "{seen} of {n} rules seen", counts["rules"]).format(
        seen=counts["seen"], n=counts["rules"])]
    if counts["triable"]:
        parts.append(_("{tried} of {n} tried").format(tried=counts["tried"], n=counts["triable"]))
    if passed:
        parts.append("✓ " + _("check passed"))
    return " · ".join(parts)


def _higher(key: str, new: Any, old: Any) -> bool:
    """Whether progress ``new`` of ``key`` is further than ``old`` (anything else kept in the browser counts as
    nothing).

    >>> _higher("amber.turn.order", "tried", "seen"), _higher("amber.turn.order", "seen", "tried")
    (True, False)
    >>> _higher("check:Setup", "passed", None), _higher("check:Setup", "seen", None), _higher("x", ["?"], [1])
    (True, False, False)
    """
    def rank(status: Any) -> int:
        return _RANK.get(status, 0) if isinstance(status, str) else 0

    return rank(new) > rank(old) and (new == PASSED) == key.startswith("check:")


# -- the chapters' checks -------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Question:
    """One question of a chapter's check, made from an example of the catalogue.

    ``kind`` ``"move"``: may ``move`` be played in the example's position? ``answer`` is the engine's verdict
    (``game.check(move).ok``) and ``options`` are ``(True, False)``. ``kind`` ``"rule"``: which rule does the
    example's sentence for pupils tell? ``answer`` is that rule's id, ``options`` three rule ids.
    """

    kind: str
    example: Example
    answer: bool | str
    options: tuple[Any, ...]
    move: str | None = None

    def verdict(self, spec: LessonSpec) -> Verdict:
        """The engine's verdict on the move (in the current language)."""
        return spec.start(self.example).check(self.move)

    def rule(self, spec: LessonSpec) -> str:
        """The rule the answer rests on: the rule that refuses a refused move, else the example's rule."""
        if self.kind == "move" and not self.answer:
            return self.verdict(spec).rule
        return self.answer if self.kind == "rule" else self.example.rule


def _index(items: Sequence[Any], item: Any) -> int:
    return next(i for i, x in enumerate(items) if x is item)


def questions(spec: LessonSpec, name: str, ids: Sequence[str], most: int = 3) -> list[Question]:
    """The check of the chapter ``name`` (its English name: the seed) of rules ``ids``: ``most`` questions (two in a
    chapter of one rule with fewer moves), the same ones every time, in the rules' order.

    First the moves of the chapter's examples (a refused one, an allowed one, then others, each from another example
    and in other words where it can be; the notation's own examples only if there is nothing else): may it be played
    there? The answer is the engine's verdict. Then, to make up the number, rules of the chapter that no move asked
    about, told in the words of their example: which rule is it (its title among two others)? Then the other moves of
    the examples asked, then the rules asked about.

    >>> from amber.examples import SPEC
    >>> [(q.kind, q.move, q.answer) for q in questions(SPEC, "Course of play", chapters(SPEC)[1][1])]
    [('move', 'blue: cross F1 r0', True), ('move', 'tee C2 r1', True), ('move', 'draw deck', False)]
    """
    rng = random.Random(f"{spec.game}:{name}")
    order = {rule_id: i for i, rule_id in enumerate(ids)}
    pairs = [(ex, move) for rule_id in ids for ex in spec.examples_of(rule_id) for move in ex.moves]
    notation = [(ex, move) for ex, move in pairs if ex.rule == f"{spec.game}.notation.syntax"]
    if len(notation) < len(pairs):  # a move the notation refuses reads as "write '...'": only where nothing else is
        pairs = [pair for pair in pairs if pair not in notation]
    rng.shuffle(pairs)
    target = most if len(ids) > 1 or len(pairs) >= most else min(2, most)
    picked: list[tuple[Example, str]] = []
    made: list[Question] = []

    def take(refused: bool | None, other_example: bool) -> bool:
        for ex, move in pairs:
            if len(made) >= target:
                return False
            if any(e is ex and (m == move or other_example) or m == move for e, m in picked):
                continue
            if refused is None or (move == ex.brk) == refused:
                picked.append((ex, move))
                made.append(Question("move", ex, spec.start(ex).check(move).ok, (True, False), move))
                return True
        return False

    def ask(rule_id: str) -> None:
        here = [r for r in ids if r != rule_id]
        rng.shuffle(here)
        at = everything.index(rule_id)
        near = sorted((r for r in everything if r not in ids), key=lambda r: abs(everything.index(r) - at))
        others: list[str] = []
        for other in here + near:
            if len(others) < 2 and titles[other] not in {titles[rule_id], *(titles[o] for o in others)}:
                others.append(other)
        options = [rule_id, *others]
        rng.shuffle(options)
        made.append(Question("rule", spec.examples_of(rule_id)[0], rule_id, tuple(options)))

    with language("en"):  # the same choice in every language
        titles = {rule_id: spec.rules[rule_id].title for rule_id in spec.rules}
    everything = list(spec.rules)
    take(True, True)
    take(False, True)
    while take(None, True):
        pass
    rules = [r for r in ids if spec.examples_of(r)]
    rng.shuffle(rules)
    asked = {ex.rule for ex, _move in picked}
    for rule_id in (r for r in rules if r not in asked):
        if len(made) < target:
            ask(rule_id)
    while take(None, False):
        pass
    for rule_id in (r for r in rules if r in asked):
        if len(made) < target:
            ask(rule_id)
    return sorted(made, key=lambda q: (order.get(q.example.rule, 0), _index(spec.catalogue, q.example),
                                       q.kind == "rule", q.example.moves.index(q.move) if q.move else 0))


@dataclass(frozen=True)
class _Position(Example):
    """An example with no move to draw, whose moves still count as there (``moves``): a game's picture then tells
    what the player to move holds, as it does beside a move, and draws the position alone."""

    held: tuple[str, ...] = ()

    @property
    def moves(self) -> tuple[str, ...]:
        return self.held


def position(spec: LessonSpec, example: Example) -> str:
    """The example's position as a check shows it (SVG), with no move and no verdict: ``spec.position`` if the game
    gives one, else the game's picture of the example with its moves left undrawn (the hand still told) and without
    what it shows.

    >>> from amber.examples import SPEC
    >>> ex = SPEC.examples_of("amber.turn.play-one")[0]
    >>> drawn = position(SPEC, ex)
    >>> drawn.startswith("<svg"), "allowed" in drawn, "allowed" in SPEC.picture(ex), "is to play and holds" in drawn
    (True, False, True, True)
    """
    if spec.position is not None:
        return spec.position(example)
    kept = {f.name: getattr(example, f.name) for f in fields(Example)}
    kept.update(keep=None, brk=None, brk_rule=None, shows="", holds=None)
    return spec.picture(_Position(**kept, held=example.moves))


class ChapterCheck:
    """A chapter's check (``widget``): its questions one after the other, each answered by a click on a button.
    A wrong answer may be tried again; the next question comes once the answer is right, and the check is passed when
    every question is answered right (``on_pass()`` is called then). What the pupil is told goes into an element with
    ``role='status'``, which a screen reader reads out.

    >>> from amber.examples import SPEC
    >>> name, ids = chapters(SPEC)[1]
    >>> check = ChapterCheck(SPEC, name, questions(SPEC, name, ids))
    >>> check.answer(not check.question.answer), check.passed
    (False, False)
    >>> "✗ Not right" in check.status.value, "role='status'" in check.status.value
    (True, True)
    >>> check.answer(check.question.answer), "✓ Right!" in check.status.value
    (True, True)
    """

    def __init__(self, spec: LessonSpec, label: str, questions: Sequence[Question], teacher: bool = False,
                 on_pass: Callable[[], None] | None = None, passed_before: bool = False) -> None:
        self.spec, self.label, self.questions = spec, label, list(questions)
        self.teacher, self.on_pass, self.passed_before = teacher, on_pass, passed_before
        self.index = 0
        self.chosen: list[Any] = [None] * len(self.questions)  # the last answer given to each question
        self.passed = False
        self.heading = widgets.HTML()
        self.number = widgets.HTML()
        self.picture = widgets.HTML()
        self.picture.add_class("tutor-lesson-picture")
        self.ask = widgets.HTML()
        self.answers = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap"))
        self.status = widgets.HTML()
        self.next_button = widgets.Button(icon="arrow-right", layout=widgets.Layout(width="auto"))
        self.next_button.on_click(lambda _b: self.next_question())
        self.result = widgets.HTML()
        box = widgets.VBox([self.number, self.picture, self.ask, self.answers, self.status, self.next_button])
        box.add_class("tutor-lesson-check")
        self.widget = widgets.VBox([self.heading, box, self.result])
        self.show(0)

    @property
    def question(self) -> Question:
        """The question shown."""
        return self.questions[self.index]

    def show(self, index: int) -> None:
        """Show question ``index`` (0-based), in the current language, with what was answered to it."""
        self.index = index
        n = len(self.questions)
        intro = ngettext("{n} question on the rules of this chapter. Click your answer; if it is not right, try "
                         "again.", "{n} questions on the rules of this chapter. Click your answer; if it is not "
                         "right, try again.", n).format(n=n)
        before = f"<p>✓ {escape(_('You passed this check before. Try it again if you like.'))}</p>" \
            if self.passed_before and not self.passed else ""
        title = _("Check: {chapter}").format(chapter=self.label)
        self.heading.value = f"<h3>{escape(title)}</h3><p>{escape(intro)}</p>{before}"
        self.number.value = f"<p><b>{escape(_('Question {k} of {n}').format(k=index + 1, n=n))}</b></p>"
        q, spec = self.question, self.spec
        old = self.answers.children
        if q.kind == "move":
            game = spec.start(q.example)
            self.picture.value = _scaled(position(spec, q.example))
            self.picture.layout.display = None
            turn = "" if game.to_move is None else \
                escape(_sentence(_("{player} is to play.").format(player=player(game.players[game.to_move])))) + " "
            ask = _("May this move be played in the position shown?")
            self.ask.value = f"<p>{turn}{escape(ask)}</p><p><b>{escape(_sentence(spec.describe(q.move)))}</b></p>"
            labels = {True: _("Yes, allowed"), False: _("No, not allowed")}
        else:
            self.picture.value = ""
            self.picture.layout.display = "none"  # (no empty gap where a move's position goes)
            ask = _("Which rule says this?")
            self.ask.value = f"<p>{escape(ask)}</p><blockquote>{escape(_(q.example.pupil))}</blockquote>"
            labels = {rule_id: spec.rules[rule_id].title for rule_id in q.options}
        buttons = []
        for value in q.options:
            button = widgets.Button(description=labels[value], tooltip=labels[value],
                                    layout=widgets.Layout(width="auto"))
            button.on_click(lambda _b, v=value: self.answer(v))
            buttons.append(button)
        self.answers.children = buttons
        for button in old:
            button.close()
        self.next_button.description = _("next question")
        self._said()

    def redraw(self) -> None:
        """The question shown again, in the current language (after the language switch)."""
        self.show(self.index)

    def answer(self, value: Any) -> bool:
        """The pupil clicked the answer ``value`` (True / False: allowed or not; a rule id); whether it is right."""
        self.chosen[self.index] = value
        self._said()
        if not self.passed and all(c is not None and c == q.answer for c, q in zip(self.chosen, self.questions,
                                                                                     strict=True)):
            self.passed = True
            self._said()
            if self.on_pass is not None:
                self.on_pass()
        return value == self.question.answer

    def next_question(self) -> None:
        """The next question (once this one is answered right)."""
        if self.index + 1 < len(self.questions) and self.chosen[self.index] == self.question.answer:
            self.show(self.index + 1)

    def _said(self) -> None:
        """The answer's feedback, the *next question* button and the result, as they stand."""
        q, value = self.question, self.chosen[self.index]
        right = value is not None and value == q.answer
        self.status.value = f"<div role='status'>{self._feedback(q, value)}</div>"
        self.next_button.layout.display = None if right and self.index + 1 < len(self.questions) else "none"
        if self.passed:
            n = len(self.questions)
            done = ngettext("All {n} question answered right.", "All {n} questions answered right.", n).format(n=n)
            self.result.value = (f"<div role='status'><p style='color:#15803d'><b>✓ {escape(_('Check passed!'))}"
                                 f"</b> {escape(done)}</p></div>")
        else:
            self.result.value = ""

    def _title(self, rule_id: str) -> str:
        """A rule's title (with its tag) as plain text."""
        rule = self.spec.rules.get(rule_id)
        return tagged_title(rule) if rule is not None else ""

    def _id(self, rule_id: str) -> str:
        """The rule's id, for a teacher who switched the ids on (else nothing)."""
        return f" <code>{escape(rule_id)}</code>" if self.teacher else ""

    def _feedback(self, q: Question, value: Any) -> str:
        if value is None:
            return ""
        spec = self.spec
        if value != q.answer:
            if q.kind == "move":
                rule_id = q.rule(spec)
                text = escape(_("Look at the picture again and think of the rule “{title}”. Then try again.").format(
                    title=self._title(rule_id))) + self._id(rule_id)
            else:
                says = _("“{title}” says something else: {sentence}").format(
                    title=spec.rules[value].title, sentence=_(spec.examples_of(value)[0].pupil))
                text = f"{escape(says)} {escape(_('Try again.'))}"
            return f"<p style='color:#b00000'><b>✗ {escape(_('Not right.'))}</b> {text}</p>"
        right = f"<b>✓ {escape(_('Right!'))}</b>"
        if q.kind == "rule":
            said = _("This is the rule “{title}”.").format(title=spec.rules[q.answer].title)
            return f"<p style='color:#15803d'>{right} {escape(said)}{self._id(q.answer)}</p>"
        verdict = q.verdict(spec)
        if verdict.ok:
            said, why = _("Allowed."), _(q.example.pupil)
        else:
            said, why = _("Not allowed."), _sentence(verdict.reason) + "."
        rule_id = q.rule(spec)
        return (f"<p style='color:#15803d'>{right} <b>{escape(said)}</b></p>"
                f"<p><b>{escape(self._title(rule_id))}</b>{self._id(rule_id)}: {escape(why)}</p>")


# -- the lesson -----------------------------------------------------------------------------------------------------


class Lesson:
    """The lesson widget (``lesson.widget``): the chapter list, one rule per page, previous / next, a check at the
    end of each chapter; the pupil's progress kept in the browser under ``tutor-<game>-lesson`` (:func:`store_key`)
    and, where a classroom keeps the class's data (``class_store``, by default :func:`from_environment`), sent to
    the class's store once the pupil said who they are (the :class:`~tutor.pupil.PupilName` row above the lesson):
    per chapter (:func:`chapter_id`) ``tried`` or ``solved`` (:meth:`chapter_status`).

    ``pages`` are the rule pages, each as (its section's index in ``sections``, the rule id); ``chapters`` the
    chapters as (English name, rule ids). ``progress`` holds what the pupil did: a rule id gives ``"seen"`` or
    ``"tried"``, ``"check:<chapter>"`` gives ``"passed"``.
    """

    def __init__(self, spec: LessonSpec, title: str | None = None, class_store: ClassStore | None = None) -> None:
        self.spec = spec
        # the class's store of a classroom server that keeps the class's data (None: progress in the browser only)
        self.class_store = class_store if class_store is not None else from_environment()
        self.key = store_key(spec.game)
        with language("en"):  # the same sections, chapters and pages in every language (their names are translated)
            self.sections = sections(spec)
            self.chapters = chapters(spec)
            self._chapter_parts = _parts(spec)
        self.section_names = [name for name, _ids in self.sections]
        self.pages = [(s, rule_id) for s, (_, ids) in enumerate(self.sections) for rule_id in ids]
        self.chapter_of = [k for k, (_name, ids) in enumerate(self.chapters) for _rule in ids]  # of each page
        self.first_page = [self.chapter_of.index(k) for k in range(len(self.chapters))]
        self.chapter_ids = [chapter_id(spec.game, name) for name, _ids in self.chapters]
        self.index = 0
        self.checking: int | None = None  # the chapter whose check is shown, or None: a rule page
        self.check: ChapterCheck | None = None
        self._questions: dict[int, list[Question]] = {}
        self.tries: list[TryIt] = []
        self.title = title
        self.progress: dict[str, str] = {}
        self.store = BrowserStore(key=self.key)
        self.pupil = PupilName(self.class_store, on_named=lambda _name: self._send_all())
        self.store.observe(self._stored, names="data")
        self.store.observe(lambda _c: self._save(), names="loaded")
        self._relabelling = False
        self.chapter_list = widgets.Dropdown(options=self._chapter_options(), value=0,
                                             style={"description_width": "initial"},
                                             layout=widgets.Layout(width="auto", max_width="100%"))
        self.chapter_list.add_class("tutor-lesson-chapters")
        self.chapter_list.observe(self._chosen, names="value")
        self.check_button = widgets.Button(icon="check-square-o", layout=widgets.Layout(width="auto"))
        self.check_button2 = widgets.Button(icon="check-square-o", button_style="primary",
                                            layout=widgets.Layout(width="auto"))
        for button in (self.check_button, self.check_button2):
            button.on_click(lambda _b: self.open_check())
        self.prev = widgets.Button(icon="arrow-left", layout=widgets.Layout(width="auto"))
        self.next = widgets.Button(icon="arrow-right", layout=widgets.Layout(width="auto"))
        self.prev2 = widgets.Button(icon="arrow-left", layout=widgets.Layout(width="auto"))
        self.next2 = widgets.Button(icon="arrow-right", layout=widgets.Layout(width="auto"))
        for button in (self.prev, self.prev2):  # from a check: back to its chapter's last rule
            button.on_click(lambda _b: self.go(self.index - (self.checking is None)))
        for button in (self.next, self.next2):
            button.on_click(lambda _b: self.go(self.index + 1))
        self.where = widgets.HTML()
        self.teacher = widgets.Checkbox(value=False, indent=False, layout=widgets.Layout(width="auto"))
        self.teacher.observe(lambda _c: self._again(), names="value")
        self.page = widgets.VBox()
        row = widgets.Layout(align_items="center", flex_flow="row wrap")
        nav = widgets.HBox([self.prev, self.where, self.next], layout=row)
        self.heading = widgets.HTML()
        self.section_note = widgets.HTML()  # the section's note (``spec.notes``), if it has one
        self.language = language_switch(lambda _lang: self.redraw())
        self.colours = colours.colour_switch(lambda on: colours.apply(self.widget, on))
        self._label()
        top = widgets.HBox([self.language, self.colours], layout=widgets.Layout(flex_flow="row wrap"))
        listed = widgets.HBox([self.chapter_list, self.check_button], layout=row)
        # the pupil's name only where a classroom keeps the class's data (a hidden row is left out, not hidden)
        named = [self.pupil.widget] if self.class_store is not None else []
        self.widget = widgets.VBox([self.heading, top, *named, listed, nav, self.section_note, self.page,
                                    widgets.HBox([self.prev2, self.next2, self.check_button2], layout=row),
                                    self.teacher, self.store])
        self.widget.add_class("tutor-lesson")
        if spec.wide:  # a big board (a map): the try-it board takes the whole row, the buttons go below it
            self.widget.add_class("tutor-lesson-wide")
        self.go(0)

    # -- names ------------------------------------------------------------------------------------------------------
    def chapter_names(self) -> list[str]:
        """The chapters' names in the current language (their section's, numbered when it has more than one)."""
        return _labels(self.spec, self.sections, self._chapter_parts)

    def _chapter_options(self) -> list[tuple[str, int]]:
        """The chapter list: each chapter's name and progress (value: the chapter's index)."""
        out = []
        for k, label in enumerate(self.chapter_names()):
            name, ids = self.chapters[k]
            words = progress_words(chapter_progress(self.spec, ids, self.progress), self.passed(k))
            out.append((f"{label} — {words}", k))
        return out

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
        self.chapter_list.description = _("Chapter:")
        self.check_button.description = self.check_button.tooltip = _("Check this chapter")
        self.check_button2.description = self.check_button2.tooltip = _("Check what you learnt in this chapter")
        self.teacher.description = _("show rule ids (for teachers)")

    def _relabel(self) -> None:
        """The chapter list again (names and progress), on the chapter shown."""
        options = self._chapter_options()
        if list(self.chapter_list.options) == options:
            return
        self._relabelling = True
        try:
            self.chapter_list.options = options
            self.chapter_list.value = self.chapter
        finally:
            self._relabelling = False

    def redraw(self) -> None:
        """Everything again in the current language (what the language switch does), on the same page."""
        self._label()
        self.pupil.relabel()
        self._relabel()
        self._again()

    def _again(self) -> None:
        """The page shown, drawn again (the language or the teacher's switch changed)."""
        if self.checking is None or self.check is None:
            self.go(self.index)
            return
        self.check.teacher = self.teacher.value
        self.check.label = self.chapter_names()[self.checking]
        self.check.redraw()
        self._where()

    # -- where the pupil is --------------------------------------------------------------------------------------------
    @property
    def rule_id(self) -> str:
        """The rule on the page shown (on a check: its chapter's last rule)."""
        return self.pages[self.index][1]

    @property
    def chapter(self) -> int:
        """The index of the chapter shown."""
        return self.checking if self.checking is not None else self.chapter_of[self.index]

    def passed(self, chapter: int) -> bool:
        """Whether the pupil passed the chapter's check (now or on an earlier visit)."""
        return self.progress.get(f"check:{self.chapters[chapter][0]}") == PASSED

    def _chosen(self, change: Any) -> None:
        if self._relabelling or change["new"] is None or change["new"] == self.chapter:
            return
        self.go(self.first_page[change["new"]])

    def _show_chapter(self) -> None:
        """The chapter list on the chapter shown, and the section's note."""
        self._relabelling = True
        try:
            self.chapter_list.value = self.chapter
        finally:
            self._relabelling = False
        note = self.spec.notes.get(self.section_names[self.pages[self.index][0]])
        self.section_note.value = f"<p class='tutor-lesson-section-note'>{escape(_(note))}</p>" if note else ""

    def _where(self) -> None:
        """The line between *previous* and *next*, and which buttons may be pressed."""
        label = self.chapter_names()[self.chapter]
        if self.checking is None:
            ids = self.chapters[self.chapter][1]
            where = _("rule {k} of {n} in <i>{section}</i>").format(k=ids.index(self.rule_id) + 1, n=len(ids),
                                                                    section=escape(label))
        else:
            where = _("the check of <i>{chapter}</i>").format(chapter=escape(label))
        self.where.value = f"&nbsp;{where}&nbsp;"
        last = self.index == len(self.pages) - 1
        for button in (self.prev, self.prev2):
            button.disabled = self.index == 0 and self.checking is None
        for button in (self.next, self.next2):
            button.disabled = last
        at_end = self.checking is None and (last or self.chapter_of[self.index + 1] != self.chapter)
        self.check_button.layout.display = "none" if self.checking is not None else None
        self.check_button2.layout.display = None if at_end else "none"

    def _show(self, parts: list[widgets.Widget]) -> None:
        old = self.page.children
        self.page.children = parts
        for widget in old:  # the last page's widgets are gone from the page: free them in the front end too
            _close(widget)

    def go(self, where: int | str) -> None:
        """Show rule page ``where`` (an index, clamped, or a rule id)."""
        index = [r for _, r in self.pages].index(where) if isinstance(where, str) else where
        self.index = min(max(index, 0), len(self.pages) - 1)
        self.checking, self.check = None, None
        self._show_chapter()
        self._where()
        self._show(self._page(self.rule_id))
        self._mark(self.rule_id, SEEN)

    def questions_of(self, chapter: int) -> list[Question]:
        """The questions of a chapter's check (:func:`questions`), made once."""
        if chapter not in self._questions:
            name, ids = self.chapters[chapter]
            self._questions[chapter] = questions(self.spec, name, ids)
        return self._questions[chapter]

    def open_check(self, chapter: int | None = None) -> ChapterCheck:
        """Show the check of ``chapter`` (an index; None: the chapter shown), from its first question."""
        k = self.chapter if chapter is None else chapter
        self.index = len(self.chapter_of) - 1 - self.chapter_of[::-1].index(k)  # the chapter's last rule
        self.checking = k
        self.tries = []
        self._show_chapter()
        self._where()
        name = self.chapters[k][0]
        self.check = ChapterCheck(self.spec, self.chapter_names()[k], self.questions_of(k), self.teacher.value,
                                  on_pass=lambda: self._mark(f"check:{name}", PASSED), passed_before=self.passed(k))
        self._show([self.check.widget])
        return self.check

    # -- progress, kept in the browser -----------------------------------------------------------------------------
    def _mark(self, key: str, status: str) -> None:
        """The pupil got further: ``key`` (a rule id, or ``check:<chapter>``) is now ``status``."""
        if _higher(key, status, self.progress.get(key)):
            before = self._statuses()
            self.progress[key] = status
            self._save()
            self._relabel()
            self._send_changed(before)

    def _save(self) -> None:
        """The progress into the browser's store, once the browser has said what it kept (so that nothing it kept
        from an earlier visit is written over)."""
        if not self.store.loaded:
            return
        data = dict(self.store.data)
        for key, status in self.progress.items():
            if _higher(key, status, data.get(key)):
                data[key] = status
        if data != self.store.data:
            self.store.data = data

    def _stored(self, change: dict[str, Any]) -> None:
        """What the browser kept (from an earlier visit): taken in where it is further than this session got."""
        data = change["new"] or {}
        ahead = {key: status for key, status in data.items() if _higher(key, status, self.progress.get(key))}
        if ahead:
            before = self._statuses()
            self.progress.update(ahead)
            self._relabel()
            self._send_changed(before)
        self._save()

    # -- progress, sent to the class's store (a classroom server with ``--data``) ------------------------------------
    def chapter_status(self, chapter: int) -> str:
        """A chapter's progress as the class's store keeps it: ``solved`` once its check is passed, ``tried`` once a
        rule of it was seen (or tried), else ``new``."""
        if self.passed(chapter):
            return "solved"
        ids = self.chapters[chapter][1]
        return "tried" if any(self.progress.get(rule_id) in (SEEN, TRIED) for rule_id in ids) else "new"

    def _statuses(self) -> list[str]:
        return [self.chapter_status(k) for k in range(len(self.chapters))]

    def _send(self, chapter: int) -> None:
        """Tell the class's store how far the pupil got in a chapter (nothing for a chapter not begun, without a
        store, or before the pupil said who they are)."""
        status = self.chapter_status(chapter)
        if status != "new":
            self.pupil.record(self.key, self.chapter_ids[chapter], status)

    def _send_changed(self, before: Sequence[str]) -> None:
        """The chapters whose progress went up since ``before`` (:meth:`_statuses`), to the class's store."""
        for k, (old, new) in enumerate(zip(before, self._statuses(), strict=True)):
            if new != old:
                self._send(k)

    def _send_all(self) -> None:
        """The pupil said who they are: what this browser kept (and this session did) goes to the class's store."""
        for k in range(len(self.chapters)):
            self._send(k)

    # -- a rule's page -----------------------------------------------------------------------------------------------
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
                trial = TryIt(self.spec, ex, teacher, on_try=lambda _move, r=rule_id: self._mark(r, TRIED))
                self.tries.append(trial)
                parts.append(trial.widget)
            else:
                parts.append(widgets.HTML(_("<p><i>Nothing to try on the board here: this rule says how the game "
                                            "is set up or counted. Look at the picture.</i></p>")))
        return parts
