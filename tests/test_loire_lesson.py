"""La Loire's pupil lesson: what is particular to it (the shared checks are in test_lessons.py)."""

from __future__ import annotations

from test_lessons import lesson_of, texts

import loire
from amber.examples import SPEC as AMBER
from loire.examples import SPEC
from tutor.lesson import Lesson, sections


def test_sections_follow_the_rulebook() -> None:
    names = [name for name, _ in sections(SPEC)]
    assert len(names) == len(loire.rulebook.SECTIONS) == 20
    assert names[1] == "A turn" and names[-1] == "Palace cards"
    assert "Sailing on the Loire" in names and "Money limits in the cities" in names


def test_the_wide_board_gets_the_whole_width() -> None:
    """La Loire's lesson adds its own CSS (LessonSpec.style) after the shared one; Amber's adds none."""
    own = "<style>.tutor-lesson .tutor-lesson-board { flex: 1 1 100%; }"
    head = texts(lesson_of("loire").widget)[0]
    assert head.index(own) > head.index(".tutor-lesson {")
    assert AMBER.style == "" and own not in texts(Lesson(AMBER).widget)[0]


def test_board_clicks_answer_in_words() -> None:
    lesson = lesson_of("loire")
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


def test_the_try_it_prompt_names_what_the_board_marks() -> None:
    """La Loire's try-it board frames places in yellow: its prompt says so (Amber's "yellow field" is not a thing on
    this board)."""
    lesson = lesson_of("loire")
    lesson.go("loire.move.drop-horses")
    shown = " ".join(texts(lesson.tries[0].widget))
    assert "Click a place framed in yellow on the board, or a button:" in shown, shown
    assert "field" not in shown
    assert 'data-hit="Langeais"' in lesson.tries[0].board.svg and "#ffd400" in lesson.tries[0].board.svg
