"""The lessons in short chapters (issue 26, item 2), driven without a browser.

Chapters keep the rulebook's sections and split a long one into chapters of at most ten rules; the chapter list says
how many rules of each chapter the pupil has seen and tried and whether its check is passed, and the browser keeps
that (``tutor.storage.BrowserStore``, whose part the tests play with ``restore``); each chapter ends with a check of
two or three questions made from its own examples, answered by clicks, the answers the engine's.
"""

from __future__ import annotations

import importlib
import re

import pytest
from test_lessons import texts

from tutor.examples import LessonSpec
from tutor.i18n import language
from tutor.lesson import MOST, Lesson, chapter_progress, chapters, questions, sections, split

GAMES = ("amber", "taxis", "loire")
SPECS: dict[str, LessonSpec] = {game: importlib.import_module(f"{game}.examples").SPEC for game in GAMES}
CHAPTERS = [(game, k) for game in GAMES for k in range(len(chapters(SPECS[game])))]


def _chapter_id(case: tuple[str, int]) -> str:
    game, k = case
    return f"{game}-{chapters(SPECS[game])[k][0]}"


@pytest.mark.parametrize("n", range(1, 46))
def test_split_keeps_the_order_in_balanced_parts_of_at_most_ten(n: int) -> None:
    ids = [f"r{i}" for i in range(n)]
    parts = split(ids)
    assert [r for part in parts for r in part] == ids and len(parts) == -(-n // MOST)
    assert max(map(len, parts)) <= MOST and max(map(len, parts)) - min(map(len, parts)) <= 1
    assert [len(p) for p in parts] == sorted((len(p) for p in parts), reverse=True)
    assert [len(p) for p in split(ids[:17])] == [9, 8] or n < 17


@pytest.mark.parametrize("game", GAMES)
def test_chapters_keep_the_sections_in_order_and_every_rule_once(game: str) -> None:
    spec = SPECS[game]
    made = chapters(spec)
    assert [r for _name, ids in made for r in ids] == [r for _name, ids in sections(spec) for r in ids]
    assert sorted(r for _name, ids in made for r in ids) == sorted(spec.rules)
    assert all(1 <= len(ids) <= MOST for _name, ids in made)
    names = [name for name, _ids in made]
    assert len(names) == len(set(names))
    at = 0
    for section, ids in sections(spec):  # each section: one chapter of its name, or chapters "(1)", "(2)" ...
        count = -(-len(ids) // MOST)
        expected = [section] if count == 1 else [f"{section} ({k})" for k in range(1, count + 1)]
        assert names[at:at + count] == expected
        at += count
    assert at == len(made)


def test_the_long_sections_are_split() -> None:
    sizes = {game: {name: len(ids) for name, ids in chapters(SPECS[game])} for game in GAMES}
    assert sizes["amber"]["Placing a tile (1)"] == 6 and sizes["amber"]["Placing a tile (2)"] == 5
    assert (sizes["loire"]["Setup (1)"], sizes["loire"]["Setup (2)"]) == (9, 8)
    assert [sizes["loire"][f"Character cards ({k})"] for k in (1, 2, 3)] == [10, 10, 9]
    assert "Setup" in sizes["taxis"] and "Setup (1)" not in sizes["taxis"]  # six rules: one chapter


def test_chapter_names_are_translated() -> None:
    with language("hu"):
        names = [name for name, _ids in chapters(SPECS["loire"])]
        shown = Lesson(SPECS["loire"]).chapter_names()
    assert names == shown and names[0].endswith(" (1)") and not names[0].startswith("Setup")


@pytest.mark.parametrize("case", CHAPTERS, ids=_chapter_id)
def test_questions_come_from_the_chapters_examples_and_agree_with_the_engine(case: tuple[str, int]) -> None:
    game, k = case
    spec = SPECS[game]
    name, ids = chapters(spec)[k]
    made = questions(spec, name, ids)
    assert 2 <= len(made) <= 3
    moves = [(ex, move) for r in ids for ex in spec.examples_of(r) for move in ex.moves]
    assert not moves or any(q.kind == "move" for q in made)  # a chapter with moves to try asks about one
    seen = set()
    for q in made:
        assert q.example.rule in ids and any(q.example is ex for ex in spec.examples_of(q.example.rule))
        if q.kind == "move":
            assert q.move in q.example.moves and q.options == (True, False)
            verdict = spec.start(q.example).check(q.move)
            assert q.answer is verdict.ok and (verdict.ok == (q.move != q.example.brk))  # the engine's verdict
            key = (id(q.example), q.move)
        else:
            assert q.kind == "rule" and q.answer == q.example.rule and q.answer in q.options and len(q.options) == 3
            titles = [spec.rules[o].title for o in q.options]
            assert len(set(titles)) == 3
            key = (q.answer,)
        assert key not in seen
        seen.add(key)
    assert questions(spec, name, ids) == made  # the same questions every time ...
    with language("hu"):
        assert questions(spec, name, ids) == made  # ... in every language


def test_the_checks_ask_both_ways() -> None:
    """Over a lesson the answers are not all "yes": moves refused and moves allowed, and some rule questions."""
    for game in GAMES:
        made = [q for name, ids in chapters(SPECS[game]) for q in questions(SPECS[game], name, ids)]
        answers = [q.answer for q in made if q.kind == "move"]
        assert answers.count(True) > 5 and answers.count(False) > 5, game
    assert any(q.kind == "rule" for name, ids in chapters(SPECS["amber"]) for q in questions(SPECS["amber"], name, ids))


def _lesson(game: str) -> Lesson:
    return Lesson(SPECS[game])


@pytest.mark.parametrize("game", GAMES)
def test_every_check_is_passed_by_right_answers_only(game: str) -> None:
    lesson = _lesson(game)
    spec = SPECS[game]
    rule_id = re.compile(rf"{game}\.[a-z-]+\.[a-z-]+")
    for k, (name, _ids) in enumerate(lesson.chapters):
        check = lesson.open_check(k)
        assert lesson.chapter == k and lesson.checking == k and lesson.tries == []
        shown = " ".join(texts(lesson.page))
        assert f"Check: {lesson.chapter_names()[k]}" in shown and not rule_id.search(shown)  # no ids for pupils
        for i, q in enumerate(check.questions):
            assert check.index == i and f"Question {i + 1} of {len(check.questions)}" in check.number.value
            check.next_question()
            assert check.index == i  # not before the answer is right
            wrong = next(o for o in q.options if o != q.answer)
            assert check.answer(wrong) is False and not check.passed
            assert "✗ Not right." in check.status.value and "role='status'" in check.status.value
            assert check.next_button.layout.display == "none"
            assert check.answer(q.answer) is True
            said = check.status.value
            assert "✓ Right!" in said and "role='status'" in said
            if q.kind == "move":  # the rule that decides, and why, in words
                verdict = spec.start(q.example).check(q.move)
                title = spec.rules[q.rule(spec)].title.replace("'", "&#x27;")
                assert title in said and ("Allowed." if verdict.ok else "Not allowed.") in said
                if not verdict.ok:
                    assert verdict.reason[1:].replace("'", "&#x27;") in said and q.rule(spec) == verdict.rule
            assert not rule_id.search(said)
            check.next_question()
        assert check.passed and "✓ Check passed!" in check.result.value
        assert lesson.progress[f"check:{name}"] == "passed" and lesson.passed(k)
        assert lesson.chapter_list.options[k][0].endswith("✓ check passed")


def test_a_wrong_answer_is_not_passing_and_may_be_tried_again() -> None:
    lesson = _lesson("amber")
    check = lesson.open_check(2)
    for q in check.questions[:-1]:
        check.answer(q.answer)
        check.next_question()
    last = check.questions[-1]
    wrong = next(o for o in last.options if o != last.answer)
    check.answer(wrong)
    check.answer(wrong)
    assert not check.passed and not lesson.passed(2) and "check passed" not in lesson.chapter_list.options[2][0]
    check.answer(last.answer)
    assert check.passed and lesson.passed(2)


def test_the_check_shows_the_position_without_the_verdict() -> None:
    """A move question shows the example's position (not its keep / break picture) and who is to play."""
    lesson = _lesson("amber")
    k = next(k for k, (name, _ids) in enumerate(lesson.chapters) if name == "Course of play")
    check = lesson.open_check(k)
    q = check.question
    assert q.kind == "move"
    assert "<svg" in check.picture.value and "allowed" not in check.picture.value
    assert "allowed" in SPECS["amber"].picture(q.example)  # the lesson's picture would tell
    assert "is to play." in check.ask.value and SPECS["amber"].describe(q.move)[1:] in check.ask.value
    assert [b.description for b in check.answers.children] == ["Yes, allowed", "No, not allowed"]


def test_the_same_chapter_asks_the_same_thing_byte_for_byte() -> None:
    first, second = _lesson("loire"), _lesson("loire")
    for k in (0, 5, len(first.chapters) - 1):
        assert texts(first.open_check(k).widget) == texts(second.open_check(k).widget)


def test_a_teacher_sees_the_rule_ids_in_the_check() -> None:
    lesson = _lesson("amber")
    check = lesson.open_check(1)
    lesson.teacher.value = True
    check.answer(check.question.answer)
    assert re.search(r"<code>amber\.[a-z-]+\.[a-z-]+</code>", check.status.value)
    assert lesson.check is check  # the same check, drawn again


def test_the_check_sits_between_a_chapter_and_the_next() -> None:
    lesson = _lesson("amber")
    first, second = lesson.chapters[0][1], lesson.chapters[1][1]
    lesson.go(first[-2])
    assert lesson.check_button2.layout.display == "none" and lesson.check_button.layout.display is None
    lesson.next.click()
    assert lesson.rule_id == first[-1] and lesson.check_button2.layout.display is None  # the chapter's last rule
    lesson.check_button2.click()
    assert lesson.checking == 0 and "the check of" in lesson.where.value
    assert lesson.check_button.layout.display == "none"
    lesson.prev.click()
    assert lesson.checking is None and lesson.rule_id == first[-1]
    lesson.check_button.click()
    lesson.next.click()
    assert lesson.checking is None and lesson.rule_id == second[0] and lesson.chapter == 1
    lesson.chapter_list.value = 0
    assert lesson.rule_id == first[0]
    lesson.go(len(lesson.pages) - 1)
    lesson.open_check()
    assert lesson.next.disabled and not lesson.prev.disabled


def test_the_chapter_list_counts_rules_seen_and_tried() -> None:
    lesson = _lesson("amber")
    spec = SPECS["amber"]
    name, ids = lesson.chapters[1]
    assert lesson.chapter_list.options[1][0] == f"{name} — 0 of 4 rules seen · 0 of 4 tried"
    lesson.go(ids[0])
    lesson.go(ids[1])
    lesson.tries[0].try_move(lesson.tries[0].example.moves[0])
    assert lesson.chapter_list.options[1][0] == f"{name} — 2 of 4 rules seen · 1 of 4 tried"
    assert chapter_progress(spec, ids, lesson.progress) == {"rules": 4, "seen": 2, "triable": 4, "tried": 1}
    assert lesson.progress[ids[1]] == "tried"
    lesson.go(ids[1])
    assert lesson.progress[ids[1]] == "tried"  # seen again: still tried
    assert lesson.chapter_list.value == 1 and lesson.chapter_list.options[0][0] == \
        "Setup — 1 of 6 rules seen · 0 of 1 tried"  # no "tried" count in a chapter with nothing to try: see Setup


def test_progress_is_kept_in_the_browser_and_restored() -> None:
    lesson = _lesson("amber")
    assert lesson.store.key == "tutor-amber-lesson" and lesson.store in lesson.widget.children
    assert lesson.store.data == {}  # nothing written before the browser said what it kept
    name, ids = lesson.chapters[1]
    kept = {ids[0]: "tried", ids[1]: "seen", "amber.setup.players": "seen", f"check:{name}": "passed",
            "check:Setup": "bogus", "something else": 3, ids[3]: ["not", "a", "word"]}
    lesson.store.restore(kept)  # what the browser had kept from the last visit
    assert lesson.progress[ids[0]] == "tried" and lesson.passed(1) and not lesson.passed(0)
    assert "check:Setup" not in lesson.progress and "something else" not in lesson.progress and ids[3] not in \
        lesson.progress
    assert lesson.chapter_list.options[1][0] == f"{name} — 2 of 4 rules seen · 1 of 4 tried · ✓ check passed"
    assert lesson.store.data["something else"] == 3  # what it does not know, it leaves alone
    lesson.go(ids[0])  # seen again: a rule tried stays tried, also in the browser
    lesson.go(ids[2])
    assert lesson.store.data[ids[0]] == "tried" and lesson.store.data[ids[2]] == "seen"
    assert lesson.store.data["amber.setup.players"] == "seen"

    again = _lesson("amber")  # the page reloaded: a new lesson, and the browser gives back what it kept
    assert not again.passed(1)
    again.store.restore(dict(lesson.store.data))
    assert [label for label, _k in again.chapter_list.options] == [label for label, _k in lesson.chapter_list.options]
    assert again.progress == lesson.progress


def test_a_check_passed_before_says_so_and_stays_passed() -> None:
    lesson = _lesson("amber")
    lesson.store.restore({f"check:{lesson.chapters[0][0]}": "passed"})
    check = lesson.open_check(0)
    assert "You passed this check before" in check.heading.value
    check.answer(next(o for o in check.question.options if o != check.question.answer))
    assert lesson.passed(0) and lesson.store.data[f"check:{lesson.chapters[0][0]}"] == "passed"


def test_the_language_switch_keeps_the_check_and_its_answers() -> None:
    lesson = _lesson("amber")
    check = lesson.open_check(1)
    check.answer(check.question.answer)
    with language("hu"):
        lesson.redraw()
        assert lesson.check is check and check.chosen[0] == check.question.answer
        hungarian = check.status.value + check.heading.value
    with language("en"):
        lesson.redraw()
    assert "✓" in hungarian and hungarian != check.status.value + check.heading.value
