"""The pupils' lesson widget (tutor/lesson.py) on La Loire's catalogue, driven without a browser."""

from __future__ import annotations

import re

import ipywidgets as widgets
import pytest

import loire
from loire.examples import CATALOGUE, SPEC
from tutor.lesson import Lesson, sections

RULE_ID = re.compile(r"loire\.[a-z-]+\.[a-z-]+")


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


def _title(rule_id: str) -> str:
    return loire.RULES[rule_id].title.replace("'", "&#x27;")


@pytest.fixture(scope="module")
def lesson() -> Lesson:
    return Lesson(SPEC)


def test_sections_follow_the_rulebook(lesson: Lesson) -> None:
    names = [name for name, _ in sections(SPEC)]
    assert names == lesson.section_names and len(names) == len(loire.rulebook.SECTIONS) == 20
    assert names[0] == "Setup" and names[1] == "A turn" and names[-1] == "Palace cards"
    assert "Sailing on the Loire" in names and "Money limits in the cities" in names
    assert sorted(r for _, ids in sections(SPEC) for r in ids) == sorted(loire.RULES)
    for name in names:  # every tab shows its first rule
        lesson.tabs.value = name
        section, rule_id = lesson.pages[lesson.index]
        assert lesson.section_names[section] == name and _title(rule_id) in _texts(lesson.page)[0]


def test_next_visits_every_rule_with_its_picture(lesson: Lesson) -> None:
    lesson.go(0)
    seen = []
    while True:
        seen.append(lesson.rule_id)
        texts = _texts(lesson.page)
        assert _title(lesson.rule_id) in texts[0]
        pictures = [t for t in texts if "<svg" in t and "data-hit" not in t]
        assert len(pictures) == len(SPEC.examples_of(lesson.rule_id)) >= 1
        assert not any(RULE_ID.search(t) for t in texts), lesson.rule_id  # no rule ids for pupils
        if lesson.next.disabled:
            break
        lesson.next.click()
    assert seen == [r for _, ids in sections(SPEC) for r in ids] and sorted(seen) == sorted(loire.RULES)
    lesson.prev.click()
    assert lesson.rule_id == seen[-2]


def test_the_wide_board_gets_the_whole_width(lesson: Lesson) -> None:
    """La Loire's lesson adds its own CSS (LessonSpec.style) after the shared one; Amber's adds none."""
    from amber.examples import SPEC as AMBER

    own = "<style>.tutor-lesson .tutor-lesson-board { flex: 1 1 100%; }"
    head = _texts(lesson.widget)[0]
    assert head.index(own) > head.index(".tutor-lesson {")
    assert AMBER.style == "" and own not in _texts(Lesson(AMBER).widget)[0]


def test_teacher_sees_rule_ids(lesson: Lesson) -> None:
    lesson.go("loire.move.steps")
    lesson.teacher.value = True
    try:
        assert "loire.move.steps" in _texts(lesson.page)[0]
        lesson.tries[0].try_move("merchant Saumur")
        assert "loire.move.steps" in lesson.tries[0].message.value
    finally:
        lesson.teacher.value = False


def test_board_clicks_answer_in_words(lesson: Lesson) -> None:
    lesson.go("loire.move.drop-horses")
    trial = lesson.tries[0]
    start = trial.game.state
    assert 'data-hit="Ancenis"' in trial.board.svg and 'data-hit="Langeais"' in trial.board.svg
    trial.board.click("Ancenis")  # the breaking move's place: three horses left behind, but there are two
    assert "Not allowed" in trial.message.value and "only 2 horses to leave behind" in trial.message.value
    assert trial.game.state is start and "#d00000" in trial.board.svg
    trial.board.click("Langeais")  # the keeping move's place: played and shown
    assert "Allowed" in trial.message.value and "Not allowed" not in trial.message.value
    assert trial.game.state.players[0].merchant.place == "Langeais" and "#15803d" in trial.board.svg
    trial.board.click("Blois")
    assert "Nothing to try on Blois" in trial.message.value
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
        assert "✗ Not allowed." in message and _title(ex.refused_under) in message
        assert trial.game.state == SPEC.start(ex).state  # the earlier legal try was taken back


def test_the_notebook_builder_gives_one_cell_that_builds_the_lesson() -> None:
    """tools/nb_loire_lesson.py: a single code cell (Voila hides it), and that cell builds the widget."""
    import runpy
    import sys
    from pathlib import Path

    tools = str(Path(__file__).resolve().parents[1] / "tools")
    sys.path.insert(0, tools)
    try:
        nb = runpy.run_path(f"{tools}/nb_loire_lesson.py", run_name="builder")["nb"]
    finally:
        sys.path.remove(tools)
    assert [c.cell_type for c in nb.cells] == ["code"]
    namespace: dict = {}
    exec(compile(nb.cells[0].source, "lesson-cell", "exec"), namespace)  # the cell's last line is the widget
    widget = eval(nb.cells[0].source.splitlines()[-1], namespace)
    assert isinstance(widget, widgets.VBox) and "La Loire: the rules, one by one" in _texts(widget)[0]


def test_a_situation_is_shown_with_this_rules_sentence_in_bold(lesson: Lesson) -> None:
    lesson.go("loire.market.shift")
    trial = lesson.tries[0]
    assert list(trial.buttons) == ["buy cheese"] and trial.buttons["buy cheese"].description.startswith("Show")
    trial.buttons["buy cheese"].click()
    said = dict(trial.game.explain())["loire.market.shift"]  # the engine's sentence for this rule, in bold
    assert f"<b>{said[0].upper()}{said[1:]}</b>" in trial.message.value
