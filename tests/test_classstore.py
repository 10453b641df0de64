"""The class's store (tutor/classstore.py) and the pupils' apps writing to it (tutor/pupil.py, the exercise apps),
without a server or a browser."""

from __future__ import annotations

import multiprocessing
import sqlite3
from pathlib import Path

import pytest
from exercise_app_contract import click, clicked_mistakes

from amber.exercise_app import STORE_KEY, answer_input
from amber.exercise_app import app as amber_app
from tutor import classstore
from tutor.classstore import ClassStore


@pytest.fixture
def store(tmp_path: Path) -> ClassStore:
    return ClassStore(tmp_path / "class")


def test_the_store_is_one_sqlite_file_in_the_folder_and_survives_reopening(store: ClassStore) -> None:
    store.record("Anna", "a", "ex1", "solved", hints=2)
    again = ClassStore(store.folder)
    assert [p.status for p in again.progress()] == ["solved"]
    assert sorted(f.name for f in store.folder.iterdir() if f.suffix == ".sqlite3") == ["class.sqlite3"]
    with sqlite3.connect(store.path) as db:  # a real SQLite database any tool reads
        assert db.execute("SELECT count(*) FROM pupils").fetchone() == (1,)


def test_a_status_only_goes_up_and_hints_only_grow(store: ClassStore) -> None:
    store.record("Anna", "a", "ex1", "solved", hints=2)
    store.record("Anna", "a", "ex1", "tried", hints=1)
    [p] = store.progress()
    assert (p.status, p.hints, p.gave_up) == ("solved", 2, False)
    store.record("Anna", "a", "ex1", "new", gave_up=True)
    assert store.progress()[0].gave_up


@pytest.mark.parametrize("name", ["", "   ", "x" * 41, "<script>", "a;DROP TABLE pupils", "...", "\x00"])
def test_a_name_that_is_no_name_is_refused_and_nothing_is_kept(store: ClassStore, name: str) -> None:
    with pytest.raises(ValueError, match="a name is 1 to 40"):
        store.record(name, "a", "ex1", "tried")
    assert store.pupils() == [] and store.progress() == []


def test_a_status_that_is_none_is_refused(store: ClassStore) -> None:
    with pytest.raises(ValueError, match="a status is one of new, tried, solved"):
        store.record("Anna", "a", "ex1", "done")
    assert store.progress() == []


def test_csv_and_a_new_term(store: ClassStore) -> None:
    store.record("Béla", "a", "ex2", "tried", hints=1)
    store.answer("Béla", "a", "ex2", "C7", correct=False)
    assert store.csv().splitlines() == ["pupil,app,item,status,hints,gave up", "Béla,a,ex2,tried,1,no"]
    store.new_term()
    assert (store.pupils(), store.progress(), store.answers("Béla")) == ([], [], [])


def _write(folder: str, who: int) -> None:
    store = ClassStore(folder)
    for i in range(40):
        store.record(f"pupil {who}", "a", f"ex{i}", "tried")


def test_many_kernels_write_at_once_and_nothing_is_lost(store: ClassStore) -> None:
    workers = [multiprocessing.get_context("spawn").Process(target=_write, args=(str(store.folder), w))
               for w in range(4)]
    for w in workers:
        w.start()
    for w in workers:
        w.join(60)
    assert [w.exitcode for w in workers] == [0, 0, 0, 0]
    assert len(store.progress()) == 160 and len(store.pupils()) == 4


def test_without_class_data_the_app_asks_no_name(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(classstore.ENVIRONMENT, raising=False)
    app = amber_app()
    assert app.class_store is None and app.pupil.widget not in app.widget.children


def test_the_apps_progress_reaches_the_store_once_the_pupil_is_named(store: ClassStore,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(classstore.ENVIRONMENT, str(store.folder))
    app = amber_app()
    assert app.pupil.widget in app.widget.children and app.pupil.name is None
    app.select(1)
    ex = app.exercise
    click(app.input, clicked_mistakes(ex, answer_input)[0])
    assert not app.check().correct
    assert store.progress() == []  # nobody named yet: kept in the browser only
    app.pupil.box.value = "Csilla"  # typed, then Enter
    [p] = store.progress()
    assert (p.pupil, p.app, p.item, p.status) == ("Csilla", STORE_KEY, ex.id, "tried")
    app.hint()
    app.input.clear()
    click(app.input, ex.answer())
    assert app.check().correct
    [p] = store.progress()
    assert (p.status, p.hints) == ("solved", 1)
    [answer] = store.answers("Csilla")  # the wrong answer came before the name: only the right one is kept
    assert answer.correct and answer.answer and "{" not in answer.answer


def test_a_name_kept_in_the_browser_signs_the_pupil_in_on_a_new_kernel(store: ClassStore,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(classstore.ENVIRONMENT, str(store.folder))
    app = amber_app()
    app.store.restore({app.exercises[2].id: "solved"})  # this browser's progress from before
    app.pupil.store.restore({"name": "Dóra"})  # and the name it keeps
    assert app.pupil.name == "Dóra"
    assert [(p.pupil, p.item, p.status) for p in store.progress()] == [("Dóra", app.exercises[2].id, "solved")]
    app.pupil.forget()
    assert app.pupil.name is None and app.pupil.store.data == {}


def test_a_store_that_cannot_be_written_leaves_the_pupil_playing(store: ClassStore,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(classstore.ENVIRONMENT, str(store.folder))
    app = amber_app()
    app.pupil.box.value = "Vera"
    for path in store.folder.iterdir():
        path.unlink()
    store.path.mkdir()  # the database is gone and a folder stands in its way
    app.select(1)
    assert "cannot be kept" not in app.pupil.note.value
    assert app.hint()  # the hint is shown all the same
    assert "cannot be kept" in app.pupil.note.value and app.pupil.name == "Vera"


def test_the_classroom_options_for_the_class_data(tmp_path: Path) -> None:
    from tutor.classroom import announce, plan

    assert plan([], {}).data is None and plan([], {}).teacher_password is None  # no data: no teacher's pages
    chosen = plan([f"--data={tmp_path}"], {})
    assert chosen.data == tmp_path.resolve() and len(chosen.teacher_password or "") >= 12  # made up
    assert f"/teacher (password {chosen.teacher_password})" in announce(chosen, 8866)
    chosen = plan(["--network", "--token=abcdefghijkl", f"--data={tmp_path}", "--teacher-password=a-long-password"],
                  {})
    assert "/teacher?token=abcdefghijkl (password a-long-password)" in announce(chosen, 8866)
    with pytest.raises(SystemExit, match="too short"):
        plan([f"--data={tmp_path}", "--teacher-password=short"], {})
    with pytest.raises(SystemExit, match="needs --data"):
        plan(["--teacher-password=a-long-password"], {})


def test_the_overview_shows_the_games_each_pupil_finished(store: ClassStore) -> None:
    from tutor.teacher import overview_html

    store.record_game("Ede", "amber", players=2, won=True, moves=80, shared=False)
    html = overview_html(store, xsrf="")
    assert "Games finished on the game tables" in html and "<th scope='row' class='tutor-pupil-name'>Ede</th>" \
        "<td>1</td><td>1</td>" in html
    store.new_term()
    assert store.games_played() == {}
