"""Amber's pupil lesson: what is particular to it (the checks every game's lesson shares are in test_lessons.py)."""

from __future__ import annotations

from test_lessons import lesson_of

import amber
from amber.examples import SPEC
from tutor.lesson import sections


def test_sections_follow_the_rulebook() -> None:
    names = [name for name, _ in sections(SPEC)]
    assert names[0] == "Setup" and names[-1] == "Advanced game"
    assert "tutor-lesson-wide" not in lesson_of("amber").widget._dom_classes  # the small board leaves room


def test_board_clicks_answer_in_words() -> None:
    lesson = lesson_of("amber")
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
