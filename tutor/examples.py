"""The shape of a game's catalogue of rule examples, shared by the three games.

One :class:`Example` per rule (or more): a position, a move that keeps the rule, one that breaks it and the rule
the engine names for the break, a sentence for pupils, and for rules no move can break (setup, coins, scoring, the
end) the situation the rule makes happen, with a check of it. The rule tests are parametrised over the catalogue
(``tests/test_<game>_examples.py``), the lessons draw it (:mod:`tutor.lesson`) and the coverage report counts it
(:mod:`tutor.coverage`, column *lesson*).

A game provides its catalogue as ``<game>/examples.py`` with ``CATALOGUE`` (a tuple of :class:`Example`) and
``SPEC`` (a :class:`LessonSpec`: how to start an example's game, draw it, and name a move in words).

>>> ex = Example("demo.move.one", "Move one step.", keep="a2", brk="a4", brk_rule="demo.move.one")
>>> ex.kind, ex.moves
('move', ('a2', 'a4'))
>>> Example("demo.end.last", "The game ends.", shows="Nobody can move: the game is over.").kind
'situation'
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from tutor.game import Game
from tutor.i18n import _
from tutor.rules import Verdict

__all__ = ["Example", "LessonSpec", "Sections", "check_example", "in_words"]


class Sections(Mapping[str, str]):
    """The pupils' names of a rulebook's sections, in the current language.

    Made from the rulebook's section headings (as written in the rulebook module) and the English names marked with
    ``N_``; a heading may be looked up as written or in the current language (a rule read in Hungarian gives its
    section translated), and the name comes back translated.

    >>> from tutor.i18n import N_, language
    >>> names = Sections({"Előkészületek (setup)": N_("Setup")})
    >>> names.get("Előkészületek (setup)"), names.get("Something else", "none")
    ('Setup', 'none')
    >>> with language("hu"):
    ...     names.get("Előkészületek"), names["Előkészületek (setup)"]
    ('Előkészületek', 'Előkészületek')
    """

    def __init__(self, names: Mapping[str, str]) -> None:
        self._names = dict(names)

    def __getitem__(self, heading: str) -> str:
        name = self._names.get(heading)
        if name is None:  # the heading as the current language reads it
            name = next((n for h, n in self._names.items() if _(h) == heading), None)
        if name is None:
            raise KeyError(heading)
        return _(name)

    def __iter__(self) -> Iterator[str]:
        return iter(self._names)

    def __len__(self) -> int:
        return len(self._names)


@dataclass(frozen=True)
class Example:
    """One example of a rule.

    ``board`` and ``setup`` describe the position in the game's own terms (for Amber: a scenario picture and its
    keywords, or an empty picture and ``new_game`` keywords); ``before`` are moves played from it first. ``keep``
    is a move (text) that keeps the rule, ``brk`` one that breaks it, refused under ``brk_rule`` (default: the rule
    itself). ``pupil`` says the rule in plain words for ages 12-16; ``shows`` what the example makes happen, for
    rules that a move cannot break; ``holds`` checks that claim on the game (after ``keep`` when there is one).
    ``corner`` is the last field drawn (the picture shows the board from its first field to it).
    """

    rule: str
    pupil: str
    board: str = ""
    setup: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}))
    before: tuple[str, ...] = ()
    keep: str | None = None
    brk: str | None = None
    brk_rule: str | None = None
    shows: str = ""
    holds: Callable[[Game], bool] | None = None
    corner: str = ""

    @property
    def kind(self) -> str:
        """``move`` when a move can break the rule, else ``situation``."""
        return "move" if self.brk is not None else "situation"

    @property
    def refused_under(self) -> str:
        """The rule the engine names when it refuses ``brk``."""
        return self.brk_rule or self.rule

    @property
    def moves(self) -> tuple[str, ...]:
        """The moves a pupil may try: the keeping one, then the breaking one."""
        return tuple(m for m in (self.keep, self.brk) if m is not None)


@dataclass(frozen=True)
class LessonSpec:
    """What a game gives the lessons: its rules, catalogue and the few game-specific drawings and words.

    ``start(example)`` is a fresh game at the example's position; ``picture(example)`` the example as SVG (keeping
    move in green, breaking move crossed in red with the engine's reason); ``board(game, tried, verdict)`` the
    try-it board with clickable fields (``data-hit``) after trying ``tried`` (None: nothing tried yet);
    ``describe(move_text)`` a move in words; ``spot(move_text)`` the field a move is clicked on, if any.
    ``sections`` names the rulebook's sections for pupils (the same name for two: one section); ``mark`` is how
    the try-it board marks what to click ("yellow field" on Amber's board); ``wide``: the try-it board is big (a
    map) and takes the lesson's whole width; ``style`` is extra CSS for this game's lesson, empty for none.
    ``notes`` gives a section (its English name in ``sections``) a line every page of it shows under the section
    tabs, marked with ``N_`` (Thurn und Taxis: the base game's sections say they are rebuilt from other sources).
    ``position(example)`` draws the example's position with no move tried and no verdict, for the lesson's chapter
    checks (which ask whether a move may be played there); None: the lesson draws ``picture`` of the example with its
    moves left out (:func:`tutor.lesson.position`). A game whose picture tells the hand only beside a move (Amber,
    Thurn und Taxis) may give one that tells it.
    """

    game: str
    rules: Mapping[str, Any]
    catalogue: Sequence[Example]
    start: Callable[[Example], Game]
    picture: Callable[[Example], str]
    board: Callable[[Example, Game, str | None, Verdict | None], str]
    describe: Callable[[str], str]
    spot: Callable[[str], str | None]
    sections: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))
    mark: str = "yellow field"
    wide: bool = False
    style: str = ""
    notes: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))
    position: Callable[[Example], str] | None = None

    def examples_of(self, rule_id: str) -> list[Example]:
        """The catalogue's examples of one rule."""
        return [ex for ex in self.catalogue if ex.rule == rule_id]


def check_example(spec: LessonSpec, example: Example) -> list[str]:
    """What is wrong with ``example`` by the engine (an empty list: nothing).

    The keeping move must be legal, the breaking move refused under the expected rule, the game untouched by the
    refusal, and the situation check must hold.
    """
    problems = []
    if example.rule not in spec.rules:
        problems.append(f"{example.rule}: no such rule")
    game = spec.start(example)
    if example.keep is not None:
        verdict = game.check(example.keep)
        if not verdict.ok:
            problems.append(f"{example.rule}: keep {example.keep!r} is refused: {verdict}")
    if example.brk is not None:
        before = game.state
        verdict = game.check(example.brk)
        if verdict.ok or verdict.rule != example.refused_under:
            problems.append(f"{example.rule}: break {example.brk!r} gives {verdict}, not a refusal under "
                            f"{example.refused_under}")
        if game.state != before:
            problems.append(f"{example.rule}: checking {example.brk!r} changed the game")
    if example.holds is not None:
        if example.keep is not None and game.check(example.keep).ok:
            game.play(example.keep)
        if not example.holds(game):
            problems.append(f"{example.rule}: the situation shown does not hold")
    if example.brk is None and example.holds is None:
        problems.append(f"{example.rule}: a situation example needs a check (holds)")
    if example.brk is None and not example.shows:
        problems.append(f"{example.rule}: a situation example must say what it shows")
    return problems


def in_words(text: str, parse: Callable[[str], Any], words: Callable[[Any], str], colour: Callable[[str], str]) -> str:
    """A written move, ``[player: ]move``, in pupils' words: ``words`` of the move ``parse`` reads (``None``: the
    notation refuses it, and the pupil sees what was written), after the player's colour as ``colour`` names it.

    Each game's ``examples.describe`` is this with its own parser and words.

    >>> in_words("red: go", lambda t: t.rpartition(": ")[2], str.upper, str.title)
    'Red: GO'
    >>> in_words("fly", lambda t: None, str.upper, str.title)
    "write 'fly'"
    """
    who = text.rpartition(": ")[0]
    move = parse(text)
    if move is None:
        return _("write '{text}'").format(text=text)
    said = words(move)
    return _("{player}: {move}").format(player=colour(who), move=said) if who else said
