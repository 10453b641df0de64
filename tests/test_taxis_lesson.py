"""The pupils' lesson widget (tutor/lesson.py) on Thurn und Taxis' catalogue, driven without a browser."""

from __future__ import annotations

import re

import ipywidgets as widgets
import pytest

import taxis
from taxis.examples import CATALOGUE, SPEC
from tutor.lesson import Lesson, sections

RULE_ID = re.compile(r"taxis\.[a-z-]+\.[a-z-]+")


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
    return taxis.RULES[rule_id].title.replace("'", "&#x27;")


@pytest.fixture(scope="module")
def lesson() -> Lesson:
    return Lesson(SPEC)


def test_sections_for_pupils_merge_the_rulebooks_headings(lesson: Lesson) -> None:
    """Seventeen rulebook headings (expansion and base game) make ten tabs, each named once, every rule in one."""
    names = [name for name, _ in sections(SPEC)]
    assert names == lesson.section_names and len(names) == len(set(names)) == 10
    assert names[0] == "Setup" and names[-1] == "Base rules on the new map"
    assert sorted(r for _, ids in sections(SPEC) for r in ids) == sorted(taxis.RULES)
    setup = dict(sections(SPEC))["Setup"]
    assert "taxis.setup.players" in setup and "taxis.setup.display" in setup  # expansion and base-game setup
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
        pictures = [t for t in texts if "<svg" in t and "tutor-lesson-board" not in t and "data-hit" not in t]
        assert len(pictures) == len(SPEC.examples_of(lesson.rule_id)) >= 1
        assert not any(RULE_ID.search(t) for t in texts), lesson.rule_id  # no rule ids for pupils
        if lesson.next.disabled:
            break
        lesson.next.click()
    assert seen == [r for _, ids in sections(SPEC) for r in ids] and sorted(seen) == sorted(taxis.RULES)


def test_the_map_takes_the_whole_width(lesson: Lesson) -> None:
    """The try-it board is the map: the lesson is marked wide (Amber's small board is not)."""
    from amber.examples import SPEC as AMBER

    assert "tutor-lesson-wide" in lesson.widget._dom_classes
    assert "tutor-lesson-wide" not in Lesson(AMBER).widget._dom_classes


def test_teacher_sees_rule_ids(lesson: Lesson) -> None:
    lesson.go("taxis.route.road")
    lesson.teacher.value = True
    try:
        assert "taxis.route.road" in _texts(lesson.page)[0]
        lesson.tries[0].try_move("route Basel")
        assert "taxis.route.road" in lesson.tries[0].message.value
    finally:
        lesson.teacher.value = False


def test_map_clicks_answer_in_words(lesson: Lesson) -> None:
    """A click on a ringed city tries its move: the illegal one answers with the rule's title and the reason and
    leaves the game as it was; the legal one is played and shown in green."""
    lesson.go("taxis.route.road")
    trial = lesson.tries[0]
    start = trial.game.state
    assert "city with a blue ring" in " ".join(_texts(trial.widget))
    trial.board.click("city:Basel")  # the breaking move's city
    assert "Not allowed" in trial.message.value and _title("taxis.route.road") in trial.message.value
    assert "No road joins Basel" in trial.message.value
    assert trial.game.state is start and 'class="refused"' in trial.board.svg
    trial.board.click("city:Ingolstadt")  # the keeping move's city: played and shown
    assert "Allowed" in trial.message.value and "Not allowed" not in trial.message.value
    assert trial.game.state.routes[0][-1] == "Ingolstadt" and 'stroke="#15803d"' in trial.board.svg
    trial.board.click("city:Lodz")
    assert "Nothing to try on Lodz" in trial.message.value and "city:" not in trial.message.value
    trial.reset()
    assert trial.game.state == start and "What will happen" in trial.message.value


def test_two_moves_on_one_city_ask_for_the_buttons(lesson: Lesson) -> None:
    lesson.go("taxis.route.ends")
    trial = lesson.tries[0]
    trial.board.click("city:Ulm")  # 'route Ulm' and 'route Ulm start'
    assert "Two moves start on Ulm: use the buttons." in trial.message.value and trial.tried is None


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
    """tools/nb_taxis_lesson.py: a single code cell (Voila hides it), and that cell builds the widget."""
    import runpy
    import sys
    from pathlib import Path

    tools = str(Path(__file__).resolve().parents[1] / "tools")
    sys.path.insert(0, tools)
    try:
        nb = runpy.run_path(f"{tools}/nb_taxis_lesson.py", run_name="builder")["nb"]
    finally:
        sys.path.remove(tools)
    assert [c.cell_type for c in nb.cells] == ["code"]
    namespace: dict = {}
    exec(compile(nb.cells[0].source, "lesson-cell", "exec"), namespace)  # the cell's last line is the widget
    widget = eval(nb.cells[0].source.splitlines()[-1], namespace)
    assert isinstance(widget, widgets.VBox) and "Thurn und Taxis: the rules, one by one" in _texts(widget)[0]


def test_a_situation_is_shown_with_this_rules_sentence_in_bold(lesson: Lesson) -> None:
    lesson.go("taxis.bonus.province")
    trial = lesson.tries[0]
    move = "close Carlsruhe Freiburg Mannheim"
    assert list(trial.buttons) == [move] and trial.buttons[move].description.startswith("Show")
    trial.buttons[move].click()
    said = dict(trial.game.explain())["taxis.bonus.province"]  # the engine's sentence for this rule, in bold
    assert f"<b>{said[0].upper()}{said[1:]}</b>".replace("'", "&#x27;") in trial.message.value
