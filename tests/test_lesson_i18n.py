"""The three pupils' lessons in Hungarian: every page and every chapter's check of every lesson, driven through
:class:`tutor.lesson.Lesson` with the language set to ``hu``, shows no English text of the catalogues
(``<game>/examples.py``: the pupils' sentences, what the examples show, the captions, hand and score lines, map
titles, section names).

Two checks, as ``tests/test_i18n.py`` does for the engines:

- no stretch of two or more English words of a catalogue message (placeholders cut out) appears anywhere in the
  Hungarian lesson (pictures, boards, buttons, answers);
- the catalogue's own lines (the pictures' captions outside the boards, the pupils' sentences, the chapter names) hold
  no English word of :data:`ENGLISH`, once the texts other modules write into them are taken out (the narrow
  allow-list of :func:`_others`: a move in words from ``<game>/table.py``'s ``describe`` and the engine's reason
  for a refused move, both translated with their own modules).

The English lessons stay as they were apart from the notation taken out of the pupils' lines (Amber's hand in tile
words, La Loire's messages by their colours): see the last tests.
"""

from __future__ import annotations

import html
import re
from functools import cache
from importlib import import_module
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from tutor.examples import LessonSpec
from tutor.i18n import LOCALE_DIR, language
from tutor.lesson import Lesson, plain

GAMES = ("amber", "taxis", "loire")
CATALOGUES = tuple(f"{game}/examples.py" for game in GAMES)
ENGLISH_SAMPLE = Path(__file__).parent / "data" / "lesson_english_sample.txt"

# English words a Hungarian caption must not hold (the catalogues' one-word messages among them)
ENGLISH = frozenset(re.findall(r"\w+", """
the and are to of you your with on not for has have holds play plays turn points point deniers denier goods
boat space messages message characters palaces delivered undelivered none nothing allowed why face up horses horse
route game over deck discards draw moved yet abbey wood grain cheese wine beer red blue green yellow purple white
black merchant messenger coins coin villages castles village castle tiles tile field setup course placing shovels
swamps advanced officials building closing carriages bonus end scoring movement actions buying selling sailing
market circus hiring delivering money winner casual solo cards palace straight curve tee cross swamp shovel
"""))


@cache
def _spec(game: str) -> LessonSpec:
    return import_module(f"{game}.examples").SPEC


@cache
def _catalogue_messages() -> tuple[str, ...]:
    """The English texts of the catalogue modules, as the message catalog lists them."""
    with (LOCALE_DIR / "hu" / "LC_MESSAGES" / "tutor.po").open("rb") as f:
        catalog = read_po(f)
    out = []
    for m in catalog:
        if m.id and any(path in CATALOGUES for path, _ in m.locations):
            out += list(m.id) if isinstance(m.id, tuple) else [m.id]
    return tuple(out)


def _fragments() -> list[str]:
    """The literal stretches of two or more words of every catalogue message (placeholders cut out)."""
    out = []
    for text in _catalogue_messages():
        for part in re.split(r"\{[^}]*\}", text):
            if len(re.findall(r"[A-Za-z]+", part)) >= 2 and not part.strip().startswith("'"):
                out.append(part.strip(" ;:,.()+="))
    return out


def _svg_texts(svg: str) -> str:
    """The words of an SVG's text elements, one line joined (wrapped captions read whole again)."""
    return " ".join(html.unescape(re.sub(r"<[^>]+>", "", t)) for t in re.findall(r"<text[^>]*>(.*?)</text>", svg,
                                                                                     re.S))


def _captions(picture: str) -> str:
    """A catalogue picture's own lines: its texts outside the boards drawn into it."""
    return _svg_texts(re.sub(r"<svg [^>]*x=\"[^\"]*\"[^>]*>.*?</svg>", " ", picture[4:], flags=re.S))


def _plain(value: str) -> str:
    value = re.sub(r"<svg.*?</svg>|<style.*?</style>", " ", value, flags=re.S)
    return html.unescape(re.sub(r"<[^>]+>", " ", value))


def _texts(widget, out: list[str]) -> None:
    """Everything a widget shows: HTML, SVG text, button labels and tab names, its children's too."""
    for attr in ("description", "svg") if getattr(widget, "options", None) else ("value", "description", "svg"):
        # (a menu's value is its option's key, not what it shows)
        value = getattr(widget, attr, None)
        if isinstance(value, str):
            out.append(_svg_texts(value) + " " + _plain(value))
    out += [str(o[0] if isinstance(o, tuple) else o) for o in getattr(widget, "options", None) or ()]  # labels
    for child in getattr(widget, "children", ()):
        _texts(child, out)


def _others(spec: LessonSpec, example, answers: bool = False) -> list[str]:
    """The texts other modules write into the lesson (the allow-list), in the current language: each move in words
    as the game's table module says it and the engine's reason for it; with ``answers``, also what the engine
    explains after each legal move (the *try it* answer), each also with a capital first letter."""
    game = spec.start(example)
    out = []
    for move in example.moves:
        out.append(spec.describe(move.rpartition(": ")[2]))
        verdict = game.check(move)
        out.append(verdict.reason)
        if answers and verdict.ok:
            game.play(move)
            out += [text for _, text in game.explain()]
            game.undo()
    out += [t[:1].upper() + t[1:] for t in out]
    return sorted({t for t in out if t}, key=len, reverse=True)


def _rule_texts(spec: LessonSpec) -> list[str]:
    """Every rule's title, explanation (as the lesson shows it) and section, in the current language: the rulebook
    module's texts, translated with it (the allow-list of the whole-lesson check)."""
    out = []
    for rule in spec.rules.values():
        out += [rule.title, plain(rule.explanation), rule.section]
    return out


def _without(text: str, allowed: list[str]) -> str:
    for part in sorted(set(allowed), key=len, reverse=True):
        text = text.replace(part, " ")
    return text


def _english_words(text: str) -> list[str]:
    """The words of :data:`ENGLISH` in ``text``, leaving out moves quoted as written (notation stays English)."""
    text = re.sub(r"'[^']*'", " ", text)
    return [w for w in re.findall(r"[^\W\d_]+(?:-[^\W\d_]+)*", text) if w.lower() in ENGLISH]


@cache
def _run(game: str) -> dict:
    """Every page of the game's lesson in Hungarian, every move tried, every chapter's check answered: all texts
    shown, and the catalogue's lines (captions, pupils' sentences, chapter names) with the allowed texts of other
    modules taken out."""
    spec = _spec(game)
    with language("hu"):
        lesson = Lesson(spec)
        shown: list[str] = []
        allowed = _rule_texts(spec)
        own: list[tuple[str, str]] = [("chapters", name) for name in lesson.chapter_names()]  # shown names
        for index in range(len(lesson.pages)):
            lesson.go(index)
            _texts(lesson.widget, shown)
            for trial in lesson.tries:
                for move in trial.example.moves:
                    trial.try_move(move)
                    _texts(trial.widget, shown)
            for ex in spec.examples_of(lesson.rule_id):
                own.append((ex.rule, _without(_captions(spec.picture(ex)), _others(spec, ex))))
                allowed += _others(spec, ex, answers=True)
            html_values = [w.value for w in lesson.page.children if isinstance(getattr(w, "value", None), str)]
            own += [(lesson.rule_id, _plain(re.sub(r"<details>.*?</details>", " ", v, flags=re.S)))
                    for v in html_values if v.startswith("<p>") and not v.startswith("<p><i>")]
        for chapter in range(len(lesson.chapters)):  # every chapter's check: each question answered wrong, then right
            check = lesson.open_check(chapter)
            for question in check.questions:
                check.answer(next(option for option in question.options if option != question.answer))
                _texts(lesson.widget, shown)
                check.answer(question.answer)
                _texts(lesson.widget, shown)
                check.next_question()
    return {"pages": len(lesson.pages), "shown": _without("\n".join(" ".join(t.split()) for t in shown), allowed),
            "own": own}


@pytest.mark.parametrize("game", GAMES)
def test_every_page_of_the_hungarian_lesson_has_no_english_sentence_of_the_catalogue(game: str) -> None:
    run = _run(game)
    assert run["pages"] == len(_spec(game).rules)
    leaks = sorted({f for f in _fragments() if f in run["shown"]})
    assert not leaks, f"English of the catalogue in the Hungarian {game} lesson: {leaks[:8]}"
    assert "Project-Id-Version" not in run["shown"], "an empty text was looked up: gettext gives the catalog header"


@pytest.mark.parametrize("game", GAMES)
def test_the_catalogues_own_lines_hold_no_english_word_in_hungarian(game: str) -> None:
    own = _run(game)["own"]
    assert len(own) > len(_spec(game).rules)
    leaks = [(where, words) for where, text in own if (words := _english_words(text))]
    assert not leaks, f"English words in the Hungarian {game} lesson's own lines: {leaks[:6]}"


def test_the_fragment_check_would_see_english() -> None:
    """The checks are not empty: the English lesson is full of the catalogue's fragments and words."""
    spec = _spec("amber")
    with language("en"):
        ex = spec.examples_of("amber.turn.draw")[0]
        text = _svg_texts(spec.picture(ex))
        captions = _captions(spec.picture(ex))
    assert [f for f in _fragments() if f in text] and _english_words(captions)
    assert len(_fragments()) > 400


@pytest.mark.parametrize("game", GAMES)
def test_the_chapters_are_the_same_in_both_languages_but_translated(game: str) -> None:
    spec = _spec(game)
    with language("en"):
        english = Lesson(spec)
    with language("hu"):
        hungarian = Lesson(spec)
        labels = hungarian.chapter_names()
    assert english.sections == hungarian.sections and english.chapters == hungarian.chapters  # the same pages
    assert [name for name, _ids in english.chapters] == english.chapter_names()  # only the names shown differ
    assert all(h != e for (e, _ids), h in zip(english.chapters, labels, strict=True) if e not in ("Bank",))
    assert [label for label, _k in hungarian.chapter_list.options] != [label for label, _k in
                                                                         english.chapter_list.options]


def test_hungarian_counts_do_not_pluralise_after_numbers() -> None:
    text = "\n".join(_run(game)["shown"] for game in GAMES)
    assert re.search(r"\d+ dénár\b", text) and re.search(r"\d+ pont\b", text)
    assert not re.search(r"\d+ (dénárok|pontok|lapkák|lovak|kártyák|postaállomások)\b", text)


# -- notation out of the pupils' lines, in both languages ------------------------------------------------------


def test_amber_hand_line_names_tiles_in_words() -> None:
    spec = _spec("amber")
    ex = spec.examples_of("amber.place.tile")[0]
    with language("en"):
        captions = _captions(spec.picture(ex))
    assert "straight road with a one-way arrow" in captions and "straight>" not in captions
    with language("hu"):
        assert "egyirányú egyenes út" in _captions(spec.picture(ex))


def test_loire_messages_are_named_by_colours_and_cities_not_notation() -> None:
    spec = _spec("loire")
    pictures = {ex.rule: ex for ex in spec.catalogue}
    with language("en"):
        text = " ".join(_captions(spec.picture(pictures[rule])) for rule in
                        ("loire.message.any-order", "loire.character.lover"))
    assert "blue and yellow" in text and "abbey message to Nantes (love)" in text
    assert not re.search(r"[a-z]\+[a-z]|Nantes\.love", text)


def test_english_map_titles_are_the_states_own_summary() -> None:
    """The catalogues say the map's title in words of their own (translated); in English it is the state's line."""
    for game in ("taxis", "loire"):
        module = import_module(f"{game}.examples")
        for ex in module.CATALOGUE[:20]:
            g = module.start(ex)
            with language("en"):
                assert module._summary(g) == g.state.summary()
            with language("hu"):
                assert not _english_words(module._summary(g).replace("Loire", ""))


def own_lines(game: str) -> list[str]:
    """The catalogue's own lines of every example of ``game`` in the current language, one per example: the
    picture's captions outside the boards without the texts of other modules (see :func:`_others`)."""
    spec = _spec(game)
    return [f"{ex.rule}\t{' '.join(_without(_captions(spec.picture(ex)), _others(spec, ex)).split())}"
            for ex in spec.catalogue]


def test_the_english_captions_are_unchanged() -> None:
    """The English lessons' own lines stay as they are (regenerate the sample only for an English change made on
    purpose: ``TUTOR_LANG=en python -c "import sys; sys.path.insert(0, 'tests'); from test_lesson_i18n import *;
    print(*(line for g in GAMES for line in own_lines(g)), sep=chr(10))" > tests/data/lesson_english_sample.txt``)."""
    with language("en"):
        lines = [line for game in GAMES for line in own_lines(game)]
    assert "\n".join(lines) + "\n" == ENGLISH_SAMPLE.read_text(encoding="utf-8")


def test_the_lesson_tests_run_in_english() -> None:
    """The nbval'd lesson notebooks and their tests read English: the root conftest pins TUTOR_LANG=en."""
    assert "TUTOR_LANG" in (Path(__file__).resolve().parent.parent / "conftest.py").read_text(encoding="utf-8")
