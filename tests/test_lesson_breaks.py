"""Every lesson break breaks its rule (issue 25, item 4).

For every rule of every game, each breaking example of its lesson (``<game>/examples.py``, the shape of
:mod:`tutor.examples`) must be a move the notation reads, refused by the rules (not by the notation parser), under the
rule it illustrates, or under the rule its ``brk_rule`` names (an example that deliberately shows another deciding
rule says which). Only the notation rule's own examples may break the notation. Rules that no readable move can break
(a setup fact, a picture on the board) are taught by a situation: a keeping move and the claim it makes true.
"""

from __future__ import annotations

import importlib
from dataclasses import replace

import pytest

from tutor.examples import Example, LessonSpec
from tutor.rules import NotationError

GAMES = ("amber", "taxis", "loire")
SPECS: dict[str, LessonSpec] = {game: importlib.import_module(f"{game}.examples").SPEC for game in GAMES}
BREAKS = [(game, i) for game in GAMES for i, ex in enumerate(SPECS[game].catalogue) if ex.brk is not None]


def problem(spec: LessonSpec, ex: Example) -> str | None:
    """What is wrong with ``ex``'s break (None: it breaks its rule, or the rule it names, by the rules)."""
    notation = f"{spec.game}.notation.syntax"
    game = spec.start(ex)
    if ex.rule != notation:
        try:
            game.parse(ex.brk)
        except NotationError as err:
            return f"{ex.rule}: the break {ex.brk!r} is a notation error, not a broken rule: {err}"
        if ex.brk_rule == notation:
            return f"{ex.rule}: the break {ex.brk!r} names the notation as the rule that decides it"
    verdict = game.check(ex.brk)
    if ex.rule != notation and verdict.rule == notation:  # a game may read names in the position (La Loire)
        return f"{ex.rule}: the break {ex.brk!r} is a notation error, not a broken rule: {verdict.reason}"
    if verdict.ok:
        return f"{ex.rule}: the break {ex.brk!r} is legal"
    if verdict.rule != ex.rule and verdict.rule != ex.brk_rule:
        return f"{ex.rule}: the break {ex.brk!r} is refused under {verdict.rule}, which the example does not name"
    return None


@pytest.mark.parametrize(("game", "index"), BREAKS,
                         ids=[f"{SPECS[g].catalogue[i].rule}-{i}" for g, i in BREAKS])
def test_each_break_is_refused_by_the_rules_under_its_rule(game: str, index: int) -> None:
    spec = SPECS[game]
    assert problem(spec, spec.catalogue[index]) is None


def test_every_game_has_breaks_and_the_notation_rule_alone_breaks_the_notation() -> None:
    for game in GAMES:
        notation = [ex for ex in SPECS[game].catalogue if ex.rule == f"{game}.notation.syntax" and ex.brk]
        assert notation and all(problem(SPECS[game], ex) is None for ex in notation)
        assert sum(1 for g, _ in BREAKS if g == game) > 10


@pytest.mark.parametrize(("game", "rule", "brk", "found"), [
    ("amber", "amber.place.empty", "curve B1 r4", "notation error"),  # the old rotation break: a notation error
    ("loire", "loire.setup.board", "merchant Paris", "notation error"),
    ("amber", "amber.place.empty", "curve B1 r1", "is legal"),
])
def test_a_break_that_is_no_broken_rule_is_caught(game: str, rule: str, brk: str, found: str) -> None:
    """The check can fail: a notation error, or a legal move, given as a break."""
    spec = SPECS[game]
    ex = next(e for e in spec.catalogue if e.rule == rule)
    assert found in (problem(spec, replace(ex, brk=brk, brk_rule=None)) or "")


def test_a_break_decided_by_a_rule_the_example_does_not_name_is_caught() -> None:
    spec = SPECS["amber"]
    ex = next(e for e in spec.catalogue if e.rule == "amber.roads.one-way")  # decided by amber.place.reachable
    assert ex.brk_rule == "amber.place.reachable" and problem(spec, ex) is None
    assert "which the example does not name" in problem(spec, replace(ex, brk_rule=None))
