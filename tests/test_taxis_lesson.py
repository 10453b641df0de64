"""Thurn und Taxis' pupil lesson: what is particular to it (the shared checks are in test_lessons.py)."""

from __future__ import annotations

from test_lessons import CASES, lesson_of, texts

import taxis
from taxis.examples import SPEC
from tutor.lesson import sections


def test_sections_for_pupils_merge_the_rulebooks_headings() -> None:
    """Seventeen rulebook headings (expansion and base game) make ten tabs."""
    names = [name for name, _ in sections(SPEC)]
    assert len(names) == 10 and names[-1] == "Base rules on the new map"
    setup = dict(sections(SPEC))["Setup"]
    assert "taxis.setup.players" in setup and "taxis.setup.display" in setup  # expansion and base-game setup
    assert sorted(r for _, ids in sections(SPEC) for r in ids) == sorted(taxis.RULES)


def test_the_map_takes_the_whole_width() -> None:
    """The try-it board is the map: the lesson is marked wide (Amber's small board is not)."""
    assert "tutor-lesson-wide" in lesson_of("taxis").widget._dom_classes


def test_map_clicks_answer_in_words() -> None:
    """A click on a ringed city tries its move: the illegal one answers with the rule's title and the reason and
    leaves the game as it was; the legal one is played and shown in green."""
    lesson = lesson_of("taxis")
    lesson.go("taxis.route.road")
    trial = lesson.tries[0]
    start = trial.game.state
    assert "city with a blue ring" in " ".join(texts(trial.widget))
    trial.board.click("city:Basel")  # the breaking move's city
    assert "Not allowed" in trial.message.value and CASES["taxis"].title_of("taxis.route.road") in trial.message.value
    assert "No road joins Basel" in trial.message.value
    assert trial.game.state is start and 'class="refused"' in trial.board.svg
    trial.board.click("city:Ingolstadt")  # the keeping move's city: played and shown
    assert "Allowed" in trial.message.value and "Not allowed" not in trial.message.value
    assert trial.game.state.routes[0][-1] == "Ingolstadt" and 'stroke="#15803d"' in trial.board.svg
    trial.board.click("city:Lodz")
    assert "Nothing to try on Lodz" in trial.message.value and "city:" not in trial.message.value
    trial.reset()
    assert trial.game.state == start and "What will happen" in trial.message.value


def test_two_moves_on_one_city_ask_for_the_buttons() -> None:
    lesson = lesson_of("taxis")
    lesson.go("taxis.route.ends")
    trial = lesson.tries[0]
    trial.board.click("city:Ulm")  # 'route Ulm' and 'route Ulm start'
    assert "Two moves start on Ulm: use the buttons." in trial.message.value and trial.tried is None
