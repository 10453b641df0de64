"""Progress handed in as a file (issue 28 item 4): the site's exercise apps make the file, the teacher's pages read
it; a file that is not right is refused with what is wrong and where, and nothing of it is kept."""

from __future__ import annotations

import base64
import json
import re

import pytest

from amber.exercise_app import STORE_KEY
from amber.exercise_app import app as amber_app
from tutor import classstore
from tutor.classstore import ClassStore
from tutor.handin import MAX_BYTES, keep, progress_file, read_progress

GOOD = {"format": "tutor-progress", "version": 1, "pupil": "Anna K", "app": STORE_KEY,
        "items": {"ex1": {"status": "solved", "hints": 1, "gave_up": False}}}


def text(**changes: object) -> str:
    return json.dumps({**GOOD, **changes})


@pytest.mark.parametrize(("bad", "says"), [
    ("x" * (MAX_BYTES + 1), "at most"),
    ("{not json", "not JSON"),
    (text(format="board-tutor-record"), "format"),
    (text(version=2), "version: 2"),
    (text(extra=1), "unknown field(s): extra"),
    (text(pupil="<script>"), "pupil: a name is"),
    (text(pupil=7), "pupil: a name, not int"),
    (text(app="../../etc"), "is no app's name"),
    (text(items={"ex1": {"status": "perfect"}}), "items.ex1.status: one of new, tried, solved"),
    (text(items={"ex1": {"status": "tried", "hints": 1000}}), "items.ex1.hints"),
    (text(items={"ex1": {"status": "tried", "hints": True}}), "items.ex1.hints"),
    (text(items={"ex1": {"status": "tried", "gave_up": "yes"}}), "items.ex1.gave_up"),
    (text(items={"ex1": "solved"}), "items.ex1: an exercise's"),
])
def test_a_file_that_is_not_right_is_refused_saying_what_and_where(bad: str, says: str, tmp_path) -> None:
    with pytest.raises(ValueError, match=re.escape(says)):
        read_progress(bad)


def test_a_good_file_joins_the_class_table_and_never_lowers_a_status(tmp_path) -> None:
    store = ClassStore(tmp_path)
    store.record("Anna K", STORE_KEY, "ex1", "solved")
    assert keep(store, read_progress(text(items={"ex1": {"status": "tried"}, "ex2": {"status": "tried"}}))) == 2
    assert [(p.item, p.status) for p in store.progress()] == [("ex1", "solved"), ("ex2", "tried")]


def test_the_site_app_offers_the_file_and_the_classroom_app_does_not(tmp_path, monkeypatch) -> None:
    monkeypatch.delenv(classstore.ENVIRONMENT, raising=False)
    app = amber_app()
    assert app.handin.widget in app.widget.children and app.handin.link.value == ""  # no name: no file yet
    app.hint()
    app.handin.box.value = "Bea"
    data = re.search(r"base64,([^']+)'", app.handin.link.value).group(1)
    hand_in = read_progress(base64.b64decode(data))
    assert (hand_in.pupil, hand_in.app, hand_in.items[app.exercise.id]) == ("Bea", STORE_KEY, ("new", 1, False))
    app.handin.box.value = "<b>"
    assert "1 to 40" in app.handin.link.value and "href" not in app.handin.link.value
    monkeypatch.setenv(classstore.ENVIRONMENT, str(tmp_path))
    assert amber_app().handin.widget not in amber_app().widget.children  # the classroom keeps it: nothing to hand in


def test_the_file_is_made_from_progress_file(tmp_path) -> None:
    made = json.loads(progress_file("Cili", STORE_KEY, {"ex3": "tried"}, {"ex3": 2}, set()))
    assert made == {"format": "tutor-progress", "version": 1, "pupil": "Cili", "app": STORE_KEY,
                    "items": {"ex3": {"status": "tried", "hints": 2, "gave_up": False}}}
