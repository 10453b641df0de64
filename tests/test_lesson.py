"""The pupils' lesson widget (tutor/lesson.py) driven without a browser, on Amber's catalogue."""

from __future__ import annotations

import re

import ipywidgets as widgets
import pytest

import amber
from amber.examples import CATALOGUE, SPEC
from tutor.lesson import Lesson, sections

RULE_ID = re.compile(r"amber\.[a-z-]+\.[a-z-]+")


def _texts(widget: widgets.Widget) -> list[str]:
    """Every text the widget tree shows: HTML values, button labels, checkbox descriptions."""
    found = []
    if isinstance(widget, widgets.HTML):
        found.append(widget.value)
    if isinstance(widget, (widgets.Button, widgets.Checkbox)):
        found.append(widget.description)
    if isinstance(widget, widgets.ToggleButtons):
        found.extend(widget.options)
    for child in getattr(widget, "children", ()):
        found.extend(_texts(child))
    return found


@pytest.fixture(scope="module")
def lesson() -> Lesson:
    return Lesson(SPEC)


def test_sections_follow_the_rulebook(lesson: Lesson) -> None:
    names = [name for name, _ in sections(SPEC)]
    assert names == lesson.section_names and names[0] == "Setup" and names[-1] == "Advanced game"
    assert sorted(r for _, ids in sections(SPEC) for r in ids) == sorted(amber.RULES)
    for name in names:  # every tab shows its first rule
        lesson.tabs.value = name
        section, rule_id = lesson.pages[lesson.index]
        title = amber.RULES[rule_id].title.replace("'", "&#x27;")
        assert lesson.section_names[section] == name and title in _texts(lesson.page)[0]


def test_next_visits_every_rule_with_its_picture(lesson: Lesson) -> None:
    lesson.go(0)
    seen = []
    while True:
        seen.append(lesson.rule_id)
        texts = _texts(lesson.page)
        assert amber.RULES[lesson.rule_id].title.replace("'", "&#x27;") in texts[0]
        pictures = [t for t in texts if "<svg" in t and "tutor-lesson-board" not in t]
        assert len(pictures) == len(SPEC.examples_of(lesson.rule_id)) >= 1
        assert not any(RULE_ID.search(t) for t in texts), lesson.rule_id  # no rule ids for pupils
        if lesson.next.disabled:
            break
        lesson.next.click()
    assert seen == [r for _, ids in sections(SPEC) for r in ids] and sorted(seen) == sorted(amber.RULES)
    lesson.prev.click()
    assert lesson.rule_id == seen[-2]


def test_teacher_sees_rule_ids(lesson: Lesson) -> None:
    lesson.go("amber.place.empty")
    lesson.teacher.value = True
    try:
        assert "amber.place.empty" in _texts(lesson.page)[0]
        lesson.tries[0].try_move("cross C2 r0")
        assert "amber.place.empty" in lesson.tries[0].message.value
    finally:
        lesson.teacher.value = False


def test_board_clicks_answer_in_words(lesson: Lesson) -> None:
    lesson.go("amber.place.empty")
    trial = lesson.tries[0]
    start = trial.game.state
    trial.board.click("C2")  # the breaking move's field
    assert "Not allowed" in trial.message.value and "Only on an empty field" in trial.message.value
    assert trial.game.state is start and "#d00000" in trial.board.svg
    trial.board.click("D3")  # the keeping move's field: played and shown
    assert "Allowed" in trial.message.value and "Not allowed" not in trial.message.value
    assert trial.game.state.board[amber.board.field("D3")] != -1 and "#15803d" in trial.board.svg
    trial.board.click("A1")
    assert "Nothing to try on A1" in trial.message.value
    trial.reset()
    assert trial.game.state == start and "What will happen" in trial.message.value


@pytest.mark.parametrize("index", range(len(CATALOGUE)), ids=[ex.rule for ex in CATALOGUE])
def test_try_it_gives_the_engines_verdict(lesson: Lesson, index: int) -> None:
    ex = CATALOGUE[index]
    lesson.go(ex.rule)
    trial = next(t for t in lesson.tries if t.example is ex) if ex.moves else None
    if trial is None:
        assert any("Nothing to try" in t for t in _texts(lesson.page))
        return
    assert set(trial.buttons) == set(ex.moves)
    if ex.keep is not None:
        trial.buttons[ex.keep].click()
        assert "✓ Allowed." in trial.message.value and trial.verdict.ok
    if ex.brk is not None:
        trial.buttons[ex.brk].click()
        message = trial.message.value
        assert "✗ Not allowed." in message and amber.RULES[ex.refused_under].title.replace("'", "&#x27;") in message
        assert trial.game.state == SPEC.start(ex).state  # the earlier legal try was taken back


def test_the_notebook_builder_gives_one_cell_that_builds_the_lesson() -> None:
    """tools/nb_amber_lesson.py: a single code cell (Voila hides it), and that cell builds the widget."""
    import runpy
    import sys
    from pathlib import Path

    tools = str(Path(__file__).resolve().parents[1] / "tools")
    sys.path.insert(0, tools)
    try:
        nb = runpy.run_path(f"{tools}/nb_amber_lesson.py", run_name="builder")["nb"]
    finally:
        sys.path.remove(tools)
    assert [c.cell_type for c in nb.cells] == ["code"]
    namespace: dict = {}
    exec(compile(nb.cells[0].source, "lesson-cell", "exec"), namespace)  # the cell's last line is the widget
    widget = eval(nb.cells[0].source.splitlines()[-1], namespace)
    assert isinstance(widget, widgets.VBox) and "Amber: the rules, one by one" in _texts(widget)[0]


def test_leaving_a_page_closes_its_widgets(lesson: Lesson) -> None:
    lesson.go("amber.place.empty")
    old = lesson.tries[0]
    lesson.next.click()
    assert old.board.comm is None and old.message.comm is None and all(b.comm is None for b in old.buttons.values())
    assert lesson.tries[0].board.comm is not None


def test_a_situation_is_shown_with_this_rules_sentence_in_bold(lesson: Lesson) -> None:
    lesson.go("amber.coins.village")
    trial = lesson.tries[0]
    assert list(trial.buttons) == ["straight C2 r1"] and trial.buttons["straight C2 r1"].description.startswith("Show")
    trial.buttons["straight C2 r1"].click()
    said = dict(trial.game.explain())["amber.coins.village"]  # the engine's sentence for this rule, in bold
    assert f"<b>{said[0].upper()}{said[1:]}</b>" in trial.message.value
