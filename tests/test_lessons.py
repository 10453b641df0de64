"""What every game's pupil lesson (tutor/lesson.py on ``<game>.examples.SPEC``) is held to, driven without a browser.

The checks are the same for the three games; each game's own test module (tests/test_lesson.py for Amber,
tests/test_taxis_lesson.py, tests/test_loire_lesson.py) keeps only what is particular to it: its sections, its
board clicks, its width.
"""

from __future__ import annotations

import importlib
import re
import runpy
import sys
from dataclasses import dataclass
from pathlib import Path

import ipywidgets as widgets
import pytest

from tutor.examples import LessonSpec
from tutor.lesson import Lesson, sections

TOOLS = Path(__file__).resolve().parents[1] / "tools"


@dataclass(frozen=True)
class Case:
    """One game's lesson and the rules its particular checks use."""

    package: str
    title: str  # the lesson's heading
    teacher: tuple[str, str]  # a rule whose try-it page a teacher opens, and a move to try there
    bold: tuple[str, str]  # a rule shown by a situation, and the situation's move

    @property
    def spec(self) -> LessonSpec:
        return importlib.import_module(f"{self.package}.examples").SPEC

    @property
    def rules(self):
        return importlib.import_module(self.package).RULES

    def title_of(self, rule_id: str) -> str:
        """A rule's title as the lesson's HTML writes it."""
        return self.rules[rule_id].title.replace("'", "&#x27;")


CASES = {
    "amber": Case("amber", "Amber: the rules, one by one", ("amber.place.empty", "cross C2 r0"),
                  ("amber.coins.village", "straight C2 r1")),
    "taxis": Case("taxis", "Thurn und Taxis: Glanz und Gloria, the rules one by one",
                  ("taxis.route.road", "route Cölln:1"), ("taxis.bonus.province", "close Leipzig Weimar")),
    "loire": Case("loire", "La Loire: the rules, one by one", ("loire.move.steps", "merchant Saumur"),
                  ("loire.market.shift", "buy cheese")),
}
_LESSONS: dict[str, Lesson] = {}


def texts(widget: widgets.Widget) -> list[str]:
    """Every text a widget tree shows: HTML values, button labels, checkbox descriptions, toggle options."""
    found = []
    if isinstance(widget, widgets.HTML):
        found.append(widget.value)
    if isinstance(widget, (widgets.Button, widgets.Checkbox)):
        found.append(widget.description)
    if isinstance(widget, (widgets.ToggleButtons, widgets.Dropdown)):
        found.extend(o[0] if isinstance(o, tuple) else o for o in widget.options)
    for child in getattr(widget, "children", ()):
        found.extend(texts(child))
    return found


def lesson_of(game: str) -> Lesson:
    """One lesson per game for the whole module (building one draws every first page)."""
    if game not in _LESSONS:
        _LESSONS[game] = Lesson(CASES[game].spec)
    return _LESSONS[game]


def _examples() -> list:
    return [pytest.param(game, i, id=f"{game}-{ex.rule}-{i}")
            for game, case in CASES.items() for i, ex in enumerate(case.spec.catalogue)]


@pytest.mark.parametrize("game", CASES)
def test_sections_hold_every_rule_once(game: str) -> None:
    case, lesson = CASES[game], lesson_of(game)
    names = [name for name, _ in sections(case.spec)]
    assert names == lesson.section_names and len(names) == len(set(names)) and names[0] == "Setup"
    assert sorted(r for _, ids in sections(case.spec) for r in ids) == sorted(case.rules)
    for k, (name, ids) in enumerate(lesson.chapters):  # every chapter of the list opens on its first rule
        lesson.chapter_list.value = k
        section, rule_id = lesson.pages[lesson.index]
        assert rule_id == ids[0] and name.startswith(lesson.section_names[section])
        assert case.title_of(rule_id) in texts(lesson.page)[0] and lesson.chapter == k
    lesson.go(0)


@pytest.mark.parametrize("game", CASES)
def test_next_visits_every_rule_with_its_picture_and_no_ids(game: str) -> None:
    case, lesson = CASES[game], lesson_of(game)
    rule_id = re.compile(rf"{game}\.[a-z-]+\.[a-z-]+")
    lesson.go(0)
    seen = []
    while True:
        seen.append(lesson.rule_id)
        shown = texts(lesson.page)
        assert case.title_of(lesson.rule_id) in shown[0]
        pictures = [t for t in shown if "<svg" in t and "tutor-lesson-board" not in t and "data-hit" not in t]
        assert len(pictures) == len(case.spec.examples_of(lesson.rule_id)) >= 1
        assert not any(rule_id.search(t) for t in shown), lesson.rule_id  # no rule ids for pupils
        if lesson.next.disabled:
            break
        lesson.next.click()
    assert seen == [r for _, ids in sections(case.spec) for r in ids] and sorted(seen) == sorted(case.rules)
    lesson.prev.click()
    assert lesson.rule_id == seen[-2]


@pytest.mark.parametrize("game", CASES)
def test_teacher_sees_rule_ids(game: str) -> None:
    lesson, (rule, move) = lesson_of(game), CASES[game].teacher
    lesson.go(rule)
    lesson.teacher.value = True
    try:
        assert rule in texts(lesson.page)[0]
        lesson.tries[0].try_move(move)
        assert rule in lesson.tries[0].message.value
    finally:
        lesson.teacher.value = False


@pytest.mark.parametrize(("game", "index"), _examples())
def test_try_it_gives_the_engines_verdict(game: str, index: int) -> None:
    case, lesson = CASES[game], lesson_of(game)
    ex = case.spec.catalogue[index]
    lesson.go(ex.rule)
    trial = next(t for t in lesson.tries if t.example is ex) if ex.moves else None
    if trial is None:
        assert any("Nothing to try" in t for t in texts(lesson.page))
        return
    assert set(trial.buttons) == set(ex.moves)
    if ex.keep is not None:
        trial.buttons[ex.keep].click()
        assert "✓ Allowed." in trial.message.value and trial.verdict.ok
    if ex.brk is not None:
        trial.buttons[ex.brk].click()
        message = trial.message.value
        assert "✗ Not allowed." in message and case.title_of(ex.refused_under) in message
        assert trial.game.state == case.spec.start(ex).state  # the earlier legal try was taken back


@pytest.mark.parametrize("game", CASES)
def test_the_notebook_builder_gives_one_cell_that_builds_the_lesson(game: str) -> None:
    """tools/nb_<game>_lesson.py: a single code cell (Voila hides it), and that cell builds the widget."""
    sys.path.insert(0, str(TOOLS))
    try:
        nb = runpy.run_path(str(TOOLS / f"nb_{game}_lesson.py"), run_name="builder")["nb"]
    finally:
        sys.path.remove(str(TOOLS))
    assert [c.cell_type for c in nb.cells] == ["code"]
    namespace: dict = {}
    exec(compile(nb.cells[0].source, "lesson-cell", "exec"), namespace)  # the cell's last line is the widget
    widget = eval(nb.cells[0].source.splitlines()[-1], namespace)
    assert isinstance(widget, widgets.VBox) and CASES[game].title in texts(widget)[0]


@pytest.mark.parametrize("game", CASES)
def test_a_situation_is_shown_with_this_rules_sentence_in_bold(game: str) -> None:
    lesson, (rule, move) = lesson_of(game), CASES[game].bold
    lesson.go(rule)
    trial = lesson.tries[0]
    assert list(trial.buttons) == [move] and trial.buttons[move].description.startswith("Show")
    trial.buttons[move].click()
    said = dict(trial.game.explain())[rule]  # the engine's sentence for this rule, in bold
    assert f"<b>{said[0].upper()}{said[1:]}</b>".replace("'", "&#x27;") in trial.message.value


@pytest.mark.parametrize("game", CASES)
def test_leaving_a_page_closes_its_widgets(game: str) -> None:
    lesson = lesson_of(game)
    lesson.go(CASES[game].teacher[0])
    old = lesson.tries[0]
    lesson.next.click()
    assert old.board.comm is None and old.message.comm is None and all(b.comm is None for b in old.buttons.values())
    assert lesson.tries[0].board.comm is not None
