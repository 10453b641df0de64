"""What the games' classroom exercises share: feedback that names rules, reading students' answers, the
ask-check-solve cycle of an exercise, and answers written out as Python.

Nothing here knows a game. A game's exercises module (``amber.exercises``, ``taxis.exercises``) gives
:class:`Feedback` its rulebook, so that feedback can name only rules the game has, and makes its
:class:`Exercise` a frozen dataclass that holds the position, the question and the checker.

>>> from tutor.rules import Rule, RuleBook
>>> BOOK = RuleBook("demo", [Rule("demo.move.one", "One step", "Move one step.", "Turn")])
>>> class DemoFeedback(Feedback):
...     rulebook = BOOK
>>> print(DemoFeedback(False, f"Not quite: two steps are too many — {cite(BOOK, 'demo.move.one')}.",
...                    ("demo.move.one",)))
Not quite: two steps are too many — rule demo.move.one (One step).
>>> DemoFeedback(True, "Right.", ("demo.move.two",))
Traceback (most recent call last):
ValueError: feedback names unknown rules: ['demo.move.two']

An exercise, its checker and its solver (a real one sets up a position in ``game()`` and asks the engine):

>>> def one_step(ex, game, answer):
...     n = read_count(answer)
...     return DemoFeedback(n == 1, "Right." if n == 1 else f"Not quite: {cite(BOOK, 'demo.move.one')}.",
...                         ("demo.move.one",))
>>> @dataclass(frozen=True)
... class Steps(Exercise):
...     id: str
...     form: str
...     checker: Checker
...     solver: Solver
...     feedback = DemoFeedback
...     def game(self):
...         return None
>>> steps = Catalogue([Steps("ex1", "a whole number, like 3", one_step, lambda ex, game: (1, "Move one step."))])
>>> for answer in (None, "two", 2, "1"):
...     print(steps.check("ex1", answer))
No answer yet: write a whole number, like 3.
Cannot read this answer: the answer is a whole number like 3, not 'two'. Write a whole number, like 3.
Not quite: rule demo.move.one (One step).
Right.
>>> steps.solution("ex1")
'Move one step. Answer: 1.'
>>> steps.get("ex2")
Traceback (most recent call last):
KeyError: "no exercise 'ex2'; the exercises are ex1"

Readers turn an answer into what the checker needs, or raise :class:`Unreadable` with what is wrong:

>>> read_verdict(("False", "move.one"), BOOK, "demo.move.one")
Traceback (most recent call last):
tutor.exercises.Unreadable: the first part of the verdict is True (legal) or False (illegal), not 'False'
>>> read_verdict([False, "Move.One"], BOOK, "demo.move.one")  # the game's prefix may be left out
(False, 'demo.move.one')
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from functools import partial
from typing import Any, ClassVar, Generic, TypeVar

from tutor.game import Game
from tutor.i18n import _
from tutor.notation import is_number
from tutor.rules import NotationError, RuleBook, Verdict

__all__ = ["LEVELS", "Catalogue", "Checker", "Exercise", "Feedback", "Solver", "Unreadable", "bound", "cite", "listed",
           "read_count", "read_move", "read_verdict", "read_words", "show"]

LEVELS = ("easy", "medium", "hard")


@dataclass(frozen=True)
class Feedback:
    """The answer to a student's answer: right or not, why, and the rules named in ``message``.

    A game subclasses it with its ``rulebook``: then a feedback that names a rule the game does not have is
    refused (a typo in a checker shows up at once, not in front of the class).
    """

    rulebook: ClassVar[RuleBook | None] = None

    correct: bool
    message: str
    rules: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        unknown = [r for r in self.rules if r not in self.rulebook] if self.rulebook is not None else []
        if unknown:
            raise ValueError(f"feedback names unknown rules: {unknown}")

    def __str__(self) -> str:
        return self.message


class Unreadable(ValueError):
    """An answer that is not in the form the question asks for (reported as feedback, never raised to the user)."""


Checker = Callable[["Exercise", Game, Any], Feedback]
Solver = Callable[["Exercise", Game], tuple[Any, str]]


class Exercise:
    """What every exercise does with an answer: check it, work out the right one, write the solution.

    A game's exercise is a frozen dataclass that subclasses this one. It has the fields ``id``, ``title``,
    ``level`` (one of :data:`LEVELS`), ``question``, ``form`` (how to write the answer), ``rules``, ``checker``,
    ``solver`` and ``mistakes`` (typical wrong answers), the method :meth:`game` (a fresh game at the position)
    and, as ``feedback``, the game's :class:`Feedback` class.
    """

    feedback: ClassVar[type[Feedback]] = Feedback
    id: str
    form: str
    checker: Checker
    solver: Solver

    def game(self) -> Game:
        """A fresh game at the exercise's position (checks never touch a game shown to the student)."""
        raise NotImplementedError

    def check(self, answer: Any) -> Feedback:
        """Feedback on ``answer``; ``None`` means no answer yet."""
        if answer is None:
            return self.feedback(False, f"No answer yet: write {self.form}.")
        try:
            return self.checker(self, self.game(), answer)
        except Unreadable as err:
            return self.feedback(False, f"Cannot read this answer: {err}. Write {self.form}.")

    def answer(self) -> Any:
        """A correct answer, worked out by the engine."""
        return self.solver(self, self.game())[0]

    def solution(self) -> str:
        """The worked solution in prose, worked out by the engine, ending with the answer."""
        answer, text = self.solver(self, self.game())
        return f"{text} Answer: {show(answer)}."


E = TypeVar("E", bound=Exercise)


def bound(check: Callable[..., Feedback], solve: Callable[..., tuple[Any, str]],
          params: Mapping[str, Any] | None = None) -> tuple[Checker, Solver]:
    """An exercise's checker and solver: ``check`` and ``solve`` with the exercise's ``params`` given to both."""
    params = params or {}
    return partial(check, **params), partial(solve, **params)


class Catalogue(Generic[E]):
    """A game's exercises, found by id: what its module offers as ``get``, ``check`` and ``solution``."""

    def __init__(self, exercises: Iterable[E]) -> None:
        self._by_id = {ex.id: ex for ex in exercises}

    def get(self, ex_id: str) -> E:
        """The exercise with id ``ex_id`` ("ex1" ...)."""
        try:
            return self._by_id[ex_id]
        except KeyError:
            raise KeyError(f"no exercise {ex_id!r}; the exercises are {', '.join(self._by_id)}") from None

    def check(self, ex_id: str, answer: Any) -> Feedback:
        """Feedback on ``answer`` to exercise ``ex_id``."""
        return self.get(ex_id).check(answer)

    def solution(self, ex: E | str) -> str:
        """The worked solution of an exercise (or its id), in prose, from the engine."""
        return (self.get(ex) if isinstance(ex, str) else ex).solution()


# -- writing -----------------------------------------------------------------------------------------------


def show(value: Any) -> str:
    """An answer written as Python, the same on every run (sets are sorted, unlike their repr).

    >>> show({("red", "blue"), ("blue", "red")}), show([{"C3", "A2"}])
    ("{('blue', 'red'), ('red', 'blue')}", "[{'A2', 'C3'}]")
    """
    if isinstance(value, (set, frozenset)):
        return "{" + ", ".join(sorted(map(show, value))) + "}" if value else "set()"
    if isinstance(value, list):
        return "[" + ", ".join(map(show, value)) + "]"
    if isinstance(value, tuple):
        return "(" + ", ".join(map(show, value)) + ("," if len(value) == 1 else "") + ")"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{show(k)}: {show(v)}" for k, v in value.items()) + "}"
    return repr(value)


def cite(rulebook: RuleBook, rule_id: str) -> str:
    """A rule of ``rulebook`` as feedback names it: its id and its title."""
    return f"rule {rule_id} ({rulebook[rule_id].title})"


# -- reading answers --------------------------------------------------------------------------------------


def read_words(answer: Any, what: str, example: str, ordered: bool = False) -> list[str]:
    """A list of names from a list, tuple, set (if order does not matter) or text separated by commas or spaces.

    >>> read_words("Ulm, Passau Linz", "cities", "['Ulm']"), read_words({"A2"}, "fields", "['A2']")
    (['Ulm', 'Passau', 'Linz'], ['A2'])
    >>> read_words({"A2", "B1"}, "fields", "['A2', 'B1']", ordered=True)
    Traceback (most recent call last):
    tutor.exercises.Unreadable: write the fields as an ordered list of names like ['A2', 'B1'], not set
    """
    if isinstance(answer, str):
        items = answer.replace(",", " ").split()
    elif isinstance(answer, (list, tuple)) or isinstance(answer, (set, frozenset)) and not ordered:
        items = list(answer)
    else:
        kind = "an ordered list" if ordered else "a list"
        raise Unreadable(f"write the {what} as {kind} of names like {example}, not {type(answer).__name__}")
    if not all(isinstance(x, str) for x in items):
        raise Unreadable(f"the {what} should be names (text) like {example}")
    return items


def read_count(answer: Any, what: str = "the answer") -> int:
    """A whole number, given as a number or as text of digits (``True`` is not a count).

    >>> read_count("3"), read_count(0)
    (3, 0)
    >>> read_count(True, "a carriage")
    Traceback (most recent call last):
    tutor.exercises.Unreadable: a carriage is a whole number like 3, not True
    >>> read_count("²")
    Traceback (most recent call last):
    tutor.exercises.Unreadable: the answer is a whole number like 3, not '²'
    """
    if isinstance(answer, str) and is_number(answer.strip(), max_digits=6):  # ASCII digits only: not '²' or '٣'
        return int(answer)
    if isinstance(answer, bool) or not isinstance(answer, int) or answer < 0:
        raise Unreadable(f"{what} is a whole number like 3, not {answer!r}")
    return answer


def read_verdict(answer: Any, rulebook: RuleBook, example: str, several: bool = False) -> tuple[bool, str]:
    """A verdict ``(ok, rule id)`` from a :class:`~tutor.rules.Verdict` or a pair; the rule id must be in
    ``rulebook``, whose game's prefix (``"amber."``) may be left out.

    ``example`` is a rule id to show when the rule id is unknown. Where a question asks for ``several``
    verdicts, the messages speak of "a verdict" and repeat an answer that is not a pair.
    """
    if isinstance(answer, Verdict):
        ok, rule = answer.ok, answer.rule
    elif isinstance(answer, (tuple, list)) and len(answer) == 2:
        ok, rule = answer
    else:
        echo = f"; {answer!r} is not" if several else ""
        raise Unreadable(f"a verdict is a pair: True or False, then a rule id{echo}")
    article = "a" if several else "the"
    if not isinstance(ok, bool):
        raise Unreadable(f"the first part of {article} verdict is True (legal) or False (illegal), not {ok!r}")
    if not isinstance(rule, str):
        raise Unreadable(f"the second part of {article} verdict is a rule id (text), not {rule!r}")
    prefix = f"{rulebook.game}."
    rule = rule.strip().lower()
    rule = rule if rule.startswith(prefix) else prefix + rule
    if rule not in rulebook:
        raise Unreadable(f"{rule!r} is not a rule id in {rulebook.game}.RULES (they look like {example!r})")
    return ok, rule


def read_move(game: Game, answer: Any, example: str, kinds: tuple[type, ...] = ()) -> Any:
    """A move: text in ``game``'s notation (like ``example``), parsed; or an object of a class in ``kinds``, as is."""
    if isinstance(answer, kinds):
        return answer
    if not isinstance(answer, str):
        raise Unreadable(f"a move is text in move notation like {example!r}, not {type(answer).__name__}")
    try:
        return game.parse(answer)
    except NotationError as err:
        raise Unreadable(f"{answer!r} is not a move: {err}") from None


def listed(answer: Any) -> Any:
    """Text of items separated by commas or semicolons as a list of those items; any other answer as it is.

    >>> listed("curve A3 r0; tee B4 r2,"), listed(("pass",))
    (['curve A3 r0', ' tee B4 r2'], ('pass',))
    """
    if isinstance(answer, str):
        return [a for a in answer.replace(";", ",").split(",") if a.strip()]
    return answer


def read_verdicts(answer: Any, moves: tuple[str, ...], read_one: Callable[[Any], tuple[bool, str]],
                  key: Callable[[str], Any] = lambda text: " ".join(text.split())) -> list[tuple[bool, str]]:
    """One ``(legal, rule id)`` per move of ``moves``, given as a list in that order or a dict keyed by move text.

    ``key`` turns a move's text into what identifies it (by default the text with its spaces tidied; a game may
    parse it instead, raising :class:`Unreadable` for nonsense); ``read_one`` reads one verdict.

    >>> read_verdicts({"a  b": (True, "x")}, ("a b",), lambda v: tuple(v))
    [(True, 'x')]
    >>> read_verdicts([(True, "x")], ("a", "b"), tuple)
    Traceback (most recent call last):
    ...
    tutor.exercises.Unreadable: write 2 verdicts, one per move, in a list
    """
    if isinstance(answer, dict):
        given = {}
        for text, value in answer.items():
            if not isinstance(text, str):
                raise Unreadable(f"the keys are the moves as text, like {moves[0]!r}, not {text!r}")
            given[key(text)] = value
        missing = [m for m in moves if key(m) not in given]
        if missing:
            raise Unreadable(f"give a verdict for every move; missing: {', '.join(missing)}")
        answer = [given[key(m)] for m in moves]
    if not isinstance(answer, (list, tuple)) or len(answer) != len(moves) or not all(
            isinstance(a, (list, tuple, Verdict)) for a in answer):
        raise Unreadable(f"write {len(moves)} verdicts, one per move, in a list")
    return [read_one(a) for a in answer]


def judge_verdicts(game: Game, said: list[tuple[bool, str]], moves: tuple[str, ...], rulebook: RuleBook,
                   reason: Callable[[Verdict], str] = lambda v: v.reason) -> Feedback:
    """Feedback on verdicts ``said`` for ``moves``: right, half right (legality right, rule wrong) or wrong."""
    lines, rules, wrong, half = [], [], 0, 0
    for move, (ok, rule) in zip(moves, said, strict=True):
        v = game.check(move)
        word = _("legal") if v.ok else _("illegal")
        if ok != v.ok:
            wrong += 1
            lines.append(_("{move}: it is {word}: {reason} — {rule}.").format(
                move=move, word=word, reason=reason(v), rule=cite(rulebook, v.rule)))
            rules.append(v.rule)
        elif rule != v.rule:
            half += 1
            lines.append(_("{move}: indeed {word}, but {rule} is not what decides; the reason: {reason}. "
                           "Which rule says that?").format(move=move, word=word, rule=cite(rulebook, rule),
                                                           reason=reason(v)))
            rules.append(rule)
        else:
            lines.append(_("{move}: right, {word}: {reason} — {rule}.").format(
                move=move, word=word, reason=reason(v), rule=cite(rulebook, v.rule)))
            rules.append(v.rule)
    head = _("Not quite.") if wrong else _("Half right.") if half else _("Right.")
    return Feedback(not wrong and not half, " ".join([head, *lines]), tuple(dict.fromkeys(rules)))

