"""What every game's catalogue of rule examples (``<game>/examples.py``) is held to, for its test module.

A game's ``tests/test_<game>_examples.py`` writes out one ``pytest.param(rule_id, index, marks=[mark.rule(…)])`` per
example (the coverage report reads the markers without running anything) and calls these checks.
"""

from __future__ import annotations

import ast
from collections.abc import Sequence
from pathlib import Path

import pytest

from tutor import IllegalMove, NotationError
from tutor.examples import Example, LessonSpec, check_example


def example(catalogue: Sequence[Example], rule_id: str, index: int) -> Example:
    """The ``index``-th example of ``rule_id``."""
    return [ex for ex in catalogue if ex.rule == rule_id][index]


def cases(ex: Example) -> list[str]:
    """The markers an example earns: obey for a keep or a situation, break for a break."""
    return sorted((["obey"] if ex.keep is not None or ex.brk is None else []) + (["break"] if ex.brk else []))


def check_one(spec: LessonSpec, rule_id: str, index: int) -> None:
    """The example keeps and breaks its rule as it says, and a refused break leaves the game as it was."""
    ex = example(spec.catalogue, rule_id, index)
    assert check_example(spec, ex) == []
    game = spec.start(ex)
    if ex.keep is not None:
        assert game.check(ex.keep).ok
    if ex.brk is not None:
        verdict = game.check(ex.brk)
        assert not verdict.ok and verdict.rule == ex.refused_under and verdict.reason
        before = game.state
        with pytest.raises((IllegalMove, NotationError)):
            game.play(ex.brk)
        assert game.state == before


def every_rule_has_an_example(spec: LessonSpec) -> None:
    """Every rule has an example, and every pupil's sentence starts with a capital letter."""
    assert [r for r in spec.rules if not spec.examples_of(r)] == []
    assert all(ex.pupil and ex.pupil[0].isupper() for ex in spec.catalogue)


def markers_list_the_catalogue(test_file: str, catalogue: Sequence[Example]) -> None:
    """The written-out parameters of ``test_file`` name every example once, with the markers it earns."""
    tree = ast.parse(Path(test_file).read_text(encoding="utf-8"))
    declared = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and ast.unparse(node.func) == "pytest.param":
            rule_id, index = (a.value for a in node.args)
            marks = next(k.value for k in node.keywords if k.arg == "marks")
            declared[(rule_id, index)] = sorted(m.args[1].value for m in marks.elts)
    expected: dict[tuple[str, int], list[str]] = {}
    for ex in catalogue:
        index = sum(1 for key in expected if key[0] == ex.rule)
        expected[(ex.rule, index)] = cases(ex)
    assert declared == expected
