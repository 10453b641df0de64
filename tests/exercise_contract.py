"""What every game's classroom exercises must do, checked the same way for Amber, Thurn und Taxis and La Loire.

The ``tests/test_*_exercises.py`` files call these with their game's exercises and rulebook.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable, Iterable
from typing import Any

from tutor.exercises import Feedback
from tutor.rules import RuleBook


def rule_ids(text: str, rules: RuleBook) -> list[str]:
    """The rule ids of ``rules`` that ``text`` names."""
    return [r for r in re.findall(rf"{rules.game}\.[a-z0-9-]+\.[a-z0-9-]+", text) if r in rules]


def answer_is_right(ex: Any, rules: RuleBook, head: str | None = "Right") -> None:
    """The engine's own answer is accepted, and the feedback names the rules it lists."""
    fb = ex.check(ex.answer())
    assert fb.correct, fb.message
    assert head is None or fb.message.startswith(head), fb.message
    assert fb.rules and set(fb.rules) <= set(rule_ids(fb.message, rules))


def mistakes_are_refused(ex: Any, rules: RuleBook, heads: tuple[str, ...] = ("Not quite", "Half right"),
                         unreadable_ok: bool = False, may_quote: bool = False) -> None:
    """Every typical mistake is refused with a message that names the rule (``may_quote``: or that starts by
    quoting the wrong answer)."""
    for wrong in ex.mistakes:
        fb = ex.check(wrong)
        assert not fb.correct, wrong
        if unreadable_ok and fb.message.startswith("Cannot read"):
            continue
        assert fb.message.startswith((*heads, f"{wrong} ") if may_quote else heads), fb.message
        assert fb.rules and set(fb.rules) <= set(rule_ids(fb.message, rules)), fb.message


def no_answer_yet(ex: Any) -> None:
    fb = ex.check(None)
    assert not fb.correct and fb.message.startswith("No answer yet: write ")


def junk_gets_feedback(ex: Any, junk: Iterable[Any], heads: tuple[str, ...] = ("Cannot read this answer: ",
                                                                               "Not quite")) -> None:
    """Nonsense answers get feedback, never an exception; a refusal that reads the answer names a rule."""
    for answer in junk:
        fb = ex.check(answer)
        assert isinstance(fb, Feedback) and not fb.correct, answer
        assert fb.message.startswith(heads), fb.message
        assert fb.message.startswith("Cannot read") or fb.rules, fb.message


def written_answer_accepted(ex: Any, show: Callable[[Any], str]) -> None:
    """The teacher's copy writes each answer with ``show``; that text, read back as a literal, is right."""
    assert ex.check(ast.literal_eval(show(ex.answer()))).correct


def worked_solution(ex: Any, solution: Callable[[Any], str], show: Callable[[Any], str], rules: RuleBook) -> None:
    """The worked solution ends with the answer and names rules; an exercise or its id give the same text."""
    text = solution(ex.id)
    assert text.endswith(f"Answer: {show(ex.answer())}.")
    assert rule_ids(text, rules)
    assert solution(ex) == text
