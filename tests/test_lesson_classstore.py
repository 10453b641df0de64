"""The lessons' chapter progress in the class's store and the teacher's view (issue 28), without a server or a
browser: on a classroom server that keeps the class's data, the lesson asks the pupil's name (the exercises'
``PupilName`` row) and records each chapter (``tried`` once a rule of it was seen, ``solved`` once its check is
passed), also what the browser kept from before the pupil said who they are; the teacher's overview and CSV list
the chapters in the lesson's order. Without class data nothing changes: no name is asked.
"""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest

from tutor import classstore
from tutor.classstore import ClassStore
from tutor.examples import LessonSpec
from tutor.i18n import language
from tutor.lesson import Lesson, chapter_items, store_key
from tutor.teacher import chapter_lists, class_csv, overview_html

SPEC: LessonSpec = importlib.import_module("amber.examples").SPEC
KEY = "tutor-amber-lesson"


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> ClassStore:
    """The class's store a classroom server started with ``--data`` names for its kernels."""
    made = ClassStore(tmp_path / "class")
    monkeypatch.setenv(classstore.ENVIRONMENT, str(made.folder))
    return made


def _recorded(store: ClassStore, pupil: str) -> dict[str, str]:
    """What the store keeps of the pupil's lesson: chapter id -> status."""
    return {p.item: p.status for p in store.progress(pupil) if p.app == KEY}


def _passed(lesson: Lesson, k: int) -> None:
    check = lesson.open_check(k)
    for question in check.questions:
        check.answer(question.answer)
        check.next_question()
    assert check.passed


def test_without_class_data_the_lesson_asks_no_name(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(classstore.ENVIRONMENT, raising=False)
    lesson = Lesson(SPEC)
    assert lesson.class_store is None
    assert lesson.pupil.widget not in lesson.widget.children and lesson.pupil.widget.layout.display == "none"
    _passed(lesson, 1)  # the lesson works as before, its progress in the browser only
    assert lesson.passed(1) and lesson.store.key == KEY


def test_the_lesson_uses_the_class_store_and_the_same_name_row_as_the_exercises(store: ClassStore) -> None:
    from tutor.pupil import PupilName

    lesson = Lesson(SPEC)
    assert lesson.class_store is not None and lesson.class_store.path == store.path
    assert isinstance(lesson.pupil, PupilName) and lesson.pupil.widget in lesson.widget.children
    assert lesson.key == store_key("amber") == KEY == lesson.store.key  # the app's name: its storage key
    with language("hu"):
        lesson.redraw()
        assert lesson.pupil.box.description != "Your name"  # the row speaks the lesson's language
    lesson.redraw()
    assert lesson.pupil.box.description == "Your name"


def test_naming_the_pupil_sends_what_the_browser_kept(store: ClassStore) -> None:
    lesson = Lesson(SPEC)
    (third, third_ids), (fifth, _ids) = lesson.chapters[3], lesson.chapters[5]
    lesson.store.restore({third_ids[1]: "tried", f"check:{fifth}": "passed"})  # kept from an earlier visit
    lesson.go(third_ids[0])
    assert store.progress() == []  # nobody named yet: in the browser only
    lesson.pupil.box.value = "Csilla"  # typed, then Enter
    ids = lesson.chapter_ids
    assert _recorded(store, "Csilla") == {ids[0]: "tried", ids[3]: "tried", ids[5]: "solved"}
    assert ids[3] == "amber-lesson-placing-a-tile-2" and third == "Placing a tile (2)"


def test_a_name_kept_in_the_browser_signs_the_pupil_in_and_sends_the_lesson(store: ClassStore) -> None:
    lesson = Lesson(SPEC)
    lesson.pupil.store.restore({"name": "Dóra"})  # the name this browser keeps (from the exercises, say)
    lesson.store.restore({f"check:{lesson.chapters[2][0]}": "passed"})  # then the lesson's progress
    assert _recorded(store, "Dóra") == {lesson.chapter_ids[0]: "tried", lesson.chapter_ids[2]: "solved"}


def test_seeing_a_rule_records_tried_for_its_chapter(store: ClassStore) -> None:
    lesson = Lesson(SPEC)
    lesson.pupil.box.value = "Ede"
    assert _recorded(store, "Ede") == {lesson.chapter_ids[0]: "tried"}  # the first rule is shown at once
    name, ids = lesson.chapters[4]
    lesson.go(ids[1])
    assert _recorded(store, "Ede") == {lesson.chapter_ids[0]: "tried", lesson.chapter_ids[4]: "tried"}
    lesson.tries[0].try_move(lesson.tries[0].example.moves[0])  # a move tried: the chapter stays tried
    assert _recorded(store, "Ede")[lesson.chapter_ids[4]] == "tried"
    assert lesson.chapter_ids[4] == "amber-lesson-connecting-a-village" and name == "Connecting a village"


def test_passing_a_chapters_check_records_solved_and_it_stays(store: ClassStore) -> None:
    lesson = Lesson(SPEC)
    lesson.pupil.box.value = "Flóra"
    check = lesson.open_check(1)
    check.answer(check.question.answer)
    assert lesson.chapter_ids[1] not in _recorded(store, "Flóra")  # half a check passes nothing
    _passed(lesson, 1)
    assert _recorded(store, "Flóra")[lesson.chapter_ids[1]] == "solved"
    lesson.go(lesson.chapters[1][1][0])  # back to a rule of it, a wrong answer: never down
    check = lesson.open_check(1)
    check.answer(next(o for o in check.question.options if o != check.question.answer))
    assert _recorded(store, "Flóra")[lesson.chapter_ids[1]] == "solved"


def test_the_chapters_are_the_same_items_in_every_language(store: ClassStore) -> None:
    english = chapter_items(SPEC)
    with language("hu"):
        hungarian = chapter_items(SPEC)
        lesson = Lesson(SPEC)
        lesson.pupil.box.value = "Gábor"
        _passed(lesson, 2)
    assert [i for i, _n in hungarian] == [i for i, _n in english] == lesson.chapter_ids
    assert [n for _i, n in hungarian] != [n for _i, n in english]
    assert _recorded(store, "Gábor") == {english[0][0]: "tried", english[2][0]: "solved"}
    for spec in (importlib.import_module(f"{game}.examples").SPEC for game in ("taxis", "loire")):
        ids = [i for i, _n in chapter_items(spec)]
        assert len(set(ids)) == len(ids) and all(re.fullmatch(rf"{spec.game}-lesson-[a-z0-9-]+", i) for i in ids)


def _lesson_row(html: str, caption: str, pupil: str) -> tuple[list[str], list[str]]:
    """In the overview's table of ``caption``: the columns' titles (the chapters) and the classes of the pupil's
    cells, one per chapter (after the count of checks passed)."""
    table = re.search(rf"<table><caption>{re.escape(caption)}</caption>(.*?)</table>", html, re.S)
    assert table, caption
    titles = re.findall(r"<th scope='col' title='([^']*)'>", table.group(1))
    row = re.search(rf"<tr><th scope='row' class='tutor-pupil-name'><a [^>]*>{re.escape(pupil)}</a></th>(.*?)</tr>",
                    table.group(1))
    assert row, pupil
    cells = re.findall(r"<td(?: class='([^']*)')?>", row.group(1))
    return titles, cells[1:]


def test_the_teacher_sees_the_pupils_chapters_in_the_lessons_order(store: ClassStore) -> None:
    lesson = Lesson(SPEC)
    lesson.pupil.box.value = "Anna"
    lesson.go(lesson.chapters[6][1][0])
    _passed(lesson, 3)
    html = overview_html(store, xsrf="")
    assert "<h2>Lesson chapters</h2>" in html and html.index("<h2>Exercises</h2>") < html.index("<h2>Lesson")
    titles, cells = _lesson_row(html, "Amber: lesson", "Anna")
    assert titles == [name for name, _ids in lesson.chapters]  # every chapter, in order, by name
    assert cells == ["tutor-tried", "", "", "tutor-solved", "", "", "tutor-tried"] + [""] * (len(titles) - 7)
    assert "Chapters: 1 Setup · 2 Course of play · 3 Placing a tile (1)" in html  # the numbers' key, readable
    assert "✓ <small>check passed</small>" in html and "✗ <small>started</small>" in html
    _titles, loire = _lesson_row(html, "La Loire: lesson", "Anna")
    assert set(loire) == {""}  # another game's lesson: nothing
    with language("hu"):
        hungarian = overview_html(store, xsrf="")
    titles, cells = _lesson_row(hungarian, "Amber: lecke", "Anna")
    assert titles[0] == "Előkészületek" and cells[3] == "tutor-solved"


def test_the_csv_lists_the_chapters_in_the_lessons_order(store: ClassStore) -> None:
    lesson = Lesson(SPEC)
    lesson.pupil.box.value = "Bea"
    for k in (9, 4, 1):
        lesson.go(lesson.chapters[k][1][0])
    rows = [line.split(",") for line in class_csv(store).splitlines()[1:]]
    assert [(pupil, app, item) for pupil, app, item, *_rest in rows] == \
        [("Bea", KEY, lesson.chapter_ids[k]) for k in (0, 1, 4, 9)]
    assert [c.key for c in chapter_lists()] == ["tutor-amber-lesson", "tutor-taxis-lesson", "tutor-loire-lesson"]


def test_a_store_that_cannot_be_written_leaves_the_pupil_learning(store: ClassStore) -> None:
    lesson = Lesson(SPEC)
    lesson.pupil.box.value = "Vera"
    for path in store.folder.iterdir():
        path.unlink()
    store.path.mkdir()  # the database is gone and a folder stands in its way
    lesson.go(lesson.chapters[2][1][0])
    assert "cannot be kept" in lesson.pupil.note.value and lesson.rule_id == lesson.chapters[2][1][0]
