"""Translation: the catalog is complete and compiled, Amber, Thurn und Taxis and La Loire speak
Hungarian when asked and their English stays exactly as it was.

Regenerate an English sample only when an English text changes on purpose (with ``TUTOR_LANG=en``):
``python tests/i18n_sample.py > tests/data/amber_english_sample.txt``,
``python tests/taxis_i18n_sample.py > tests/data/taxis_english_sample.txt``,
``python tests/loire_i18n_sample.py > tests/data/loire_english_sample.txt``.
"""

from __future__ import annotations

import gettext
import json
import random
import re
import string
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import test_record_mutations as mutations
from babel.messages.pofile import read_po
from i18n_sample import transcript
from loire_i18n_sample import transcript as loire_transcript
from taxis_i18n_sample import transcript as taxis_transcript
from ui_i18n_sample import line as ui_line
from ui_i18n_sample import texts as ui_texts
from ui_i18n_sample import transcript as ui_transcript

import amber
import loire
import loire.cards
import loire.table
import taxis
from amber.table import Table as AmberTable
from amber.tiles import KINDS
from amber.verdicts import tile_words
from taxis.table import Table as TaxisTable
from tutor import IllegalMove
from tutor.i18n import (
    ARTICLE_SPECS,
    LANGUAGES,
    LOCALE_DIR,
    SUFFIXES,
    _,
    _articled,
    get_language,
    language,
    language_from,
    ngettext,
    pgettext,
    set_language,
)
from tutor.i18n import articles as tutor_articles
from tutor.rules import NotationError

ROOT = Path(__file__).resolve().parent.parent
PO = LOCALE_DIR / "hu" / "LC_MESSAGES" / "tutor.po"
MO = PO.with_suffix(".mo")
SAMPLE = Path(__file__).parent / "data" / "amber_english_sample.txt"
TAXIS_SAMPLE = Path(__file__).parent / "data" / "taxis_english_sample.txt"
LOIRE_SAMPLE = Path(__file__).parent / "data" / "loire_english_sample.txt"


def _catalog():
    with PO.open("rb") as f:
        return read_po(f)


def _messages():
    return [m for m in _catalog() if m.id]


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


@pytest.fixture(scope="module")
def english_sample() -> list[str]:
    with language("en"):
        return list(dict.fromkeys(transcript()))


@pytest.fixture(scope="module")
def hungarian_sample() -> list[str]:
    with language("hu"):
        return list(dict.fromkeys(transcript()))


@pytest.fixture(scope="module")
def taxis_english() -> list[str]:
    with language("en"):
        return list(dict.fromkeys(taxis_transcript()))


@pytest.fixture(scope="module")
def taxis_hungarian() -> list[str]:
    with language("hu"):
        return list(dict.fromkeys(taxis_transcript()))


@pytest.fixture(scope="module")
def loire_english() -> list[str]:
    with language("en"):
        return list(dict.fromkeys(loire_transcript()))


@pytest.fixture(scope="module")
def loire_hungarian() -> list[str]:
    with language("hu"):
        return list(dict.fromkeys(loire_transcript()))


# -- the catalog -------------------------------------------------------------


def test_every_message_is_translated_and_none_fuzzy():
    catalog = _catalog()
    assert not catalog.fuzzy, "the catalog header is marked fuzzy"
    messages = _messages()
    assert len(messages) > 200
    untranslated = [m.id for m in messages if not all(m.string if isinstance(m.string, tuple) else [m.string])]
    fuzzy = [m.id for m in messages if m.fuzzy]
    assert not untranslated, f"untranslated: {untranslated[:5]}"
    assert not fuzzy, f"fuzzy (check the translation, then remove the fuzzy flag): {fuzzy[:5]}"


def test_placeholders_agree_between_english_and_hungarian():
    for m in _messages():
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        wanted = set().union(*map(_fields, ids))
        for i, text in enumerate(strings):
            if i == 0 and len(ids) > 1:  # the singular may leave the number out, as English does ("the one place")
                assert _fields(ids[0]) <= _fields(text) <= wanted, (m.id, text)
            else:
                assert _fields(text) == wanted, (m.id, text)
            # every placeholder formats (a name with a suffix placeholder, {place:ba}, is a word: tutor.i18n.inflect)
            named = {f for f in wanted if re.search(r"\{" + f + r":(" + "|".join((*SUFFIXES, *ARTICLE_SPECS)) + r")\}",
                                                    text)}
            _articled(text).format(**{f: "Ulm" if f in named else 1 for f in wanted})


_SUFFIXED = re.compile(r"\{\w+:(" + "|".join(SUFFIXES) + r")\}")


def test_every_undecided_article_is_decided_once_formatted():
    """A Hungarian text may write ``a(z)`` before a value filled in later; the text the tutor reads decides it when
    formatted, by the value's first sound (a word with a consonant, a word with a vowel, numbers read aloud)."""
    undecided = [m for m in _messages() if "(z) " in str(m.string)]
    assert len(undecided) > 10, "few texts write a(z): this test would check little"
    with language("hu"):
        for m in undecided:
            ids = m.id if isinstance(m.id, tuple) else (m.id,)
            for value, article in (("kék", "a kék"), ("Ulm", "az ulm"), (5, "az 5"), (2, "a 2"), (1000, "az 1000")):
                if not isinstance(value, str) and _SUFFIXED.search(str(m.string)):
                    continue  # a name with a suffix ({place:ba}) is a word, never a number
                shown = _hu(m).format(**dict.fromkeys(set().union(*map(_fields, ids)), value))
                assert "(z)" not in shown and article in shown.lower(), (ids[0], value, shown)
    assert tutor_articles("a(z) 1. lépés és a(z) 2. lépés") == "az 1. lépés és a 2. lépés"


def _hu(message: Any) -> str:
    """The Hungarian text of a catalog entry as the tutor reads it (through ``_``, ``ngettext`` or ``pgettext``)."""
    if isinstance(message.id, tuple):
        return ngettext(*message.id, 2)
    return pgettext(message.context, message.id) if message.context else _(message.id)


def test_the_compiled_catalog_matches_the_po_file():
    with MO.open("rb") as f:
        compiled = gettext.GNUTranslations(f)._catalog  # what the tutor reads at run time
    expected = {}
    for m in _messages():
        if isinstance(m.id, tuple):
            prefix = "" if m.context is None else f"{m.context}\x04"
            for i, text in enumerate(m.string):
                expected[(prefix + m.id[0], i)] = text
        else:
            key = m.id if m.context is None else f"{m.context}\x04{m.id}"
            expected[key] = m.string
    compiled = {k: v for k, v in compiled.items() if k != ""}
    assert compiled == expected, "tutor.mo is out of date: run python tools/i18n.py compile"


def test_the_catalog_holds_every_marked_text(tmp_path):
    """A fresh extraction finds exactly the messages of the catalog (none missing, none stale)."""
    script = (f"import sys, pathlib; sys.path.insert(0, {str(ROOT / 'tools')!r}); import i18n; "
              f"i18n.extract(pathlib.Path({str(tmp_path / 'fresh.pot')!r}))")
    subprocess.run([sys.executable, "-c", script], check=True, cwd=ROOT, capture_output=True)
    with (tmp_path / "fresh.pot").open("rb") as f:
        fresh = {(m.context, m.id) for m in read_po(f) if m.id}
    ours = {(m.context, m.id) for m in _messages()}
    assert fresh - ours == set(), "new texts: run python tools/i18n.py extract, update, then translate them"
    assert ours - fresh == set(), "stale texts in the catalog: run python tools/i18n.py extract and update"


def test_tile_names_agree_with_the_tile_data():
    with language("hu"):
        for kind, k in KINDS.items():
            assert tile_words(kind) == k.hu


# -- the language setting ------------------------------------------------------


def test_the_environment_chooses_the_default():
    assert language_from({"LANG": "hu_HU.UTF-8"}) == "hu"
    assert language_from({"LC_ALL": "hu", "LANG": "en_GB.UTF-8"}) == "hu"  # LC_ALL before LANG
    assert language_from({"LANGUAGE": "en", "LC_ALL": "hu_HU.UTF-8"}) == "en"
    assert language_from({"LANG": "C.UTF-8"}) == "en"
    assert get_language() == "en"  # the test run is pinned to English (conftest.py)


def test_set_language_and_the_context_manager():
    assert LANGUAGES == ("en", "hu")
    try:
        set_language("hu")
        assert amber.RULES["amber.end.over"].title == "Vége után nincs több lépés"
        with language("en"):
            assert amber.RULES["amber.end.over"].title == "No moves after the end"
        assert get_language() == "hu"
    finally:
        set_language("en")
    with pytest.raises(ValueError, match="unknown language 'de'"):
        set_language("de")
    assert get_language() == "en"


def test_a_game_speaks_its_own_language_and_its_record_does_not_change():
    g = amber.new_game(players=2, seed=3)
    bad = "cross A1 r0"
    english = g.check(bad).reason
    g.lang = "hu"
    hungarian = g.check(bad).reason
    assert hungarian != english and g.check(bad, lang="en").reason == english
    before = g.to_record()
    with pytest.raises(IllegalMove, match="^szabálytalan lépés"):
        g.play(bad)
    assert g.to_record() == before
    g.lang = None
    assert g.check(bad).reason == english
    g.play(g.legal_moves()[0], lang="hu")
    assert g.explain(lang="hu")[0][1].startswith("A piros játékos") and g.explain()[0][1].startswith("red ")
    with pytest.raises(ValueError):
        g.lang = "fr"


NAMES_AS_PRINTED = {"loire.character.economus", "loire.palace.balivi", "loire.palace.bank"}
"""Rules titled with a name the Hungarian rulebook prints as it is (Economus, Palatium Balivi, Bank)."""


@pytest.mark.parametrize("game", [amber, taxis, loire], ids=["amber", "taxis", "loire"])
def test_every_rule_reads_in_hungarian(game):
    english = dict(game.RULES.items())
    with language("hu"):
        for rid, rule in game.RULES.items():
            assert rule.title != english[rid].title or rid in NAMES_AS_PRINTED, rid
            assert rule.explanation != english[rid].explanation, rid
            assert rule.alternatives != english[rid].alternatives or not rule.alternatives, rid
            assert "(" not in rule.section, rid  # the rulebook's heading alone
            assert rule.term_hu == english[rid].term_hu and rule.provenance == english[rid].provenance


# -- what the engine says ----------------------------------------------------


def test_english_output_is_unchanged(english_sample):
    expected = SAMPLE.read_text(encoding="utf-8")
    assert "\n".join(english_sample) + "\n" == expected, f"English texts changed: if on purpose, regenerate {SAMPLE}"


def _english_fragments(where: str = "") -> list[str]:
    """The literal stretches of every English message with at least three words (placeholders cut out); ``where``:
    only of the messages found in that file."""
    out = []
    for m in _messages():
        if where and not any(path == where for path, _ in m.locations):
            continue
        if m.context == "variant":  # a variant's key (gug-base-rules) is notation; only its label is translated
            continue
        for text in m.id if isinstance(m.id, tuple) else (m.id,):
            for part in re.split(r"\{[^}]*\}", text):
                words = re.findall(r"[A-Za-z']+", part)
                if len(words) >= 3 and not part.strip().startswith("'"):
                    out.append(part.strip(" ;:,.()"))
    return out


def test_hungarian_output_has_no_english_sentence(english_sample, hungarian_sample):
    assert len(hungarian_sample) > 2000
    text = "\n".join(hungarian_sample)
    leaks = [f for f in _english_fragments() if f and f in text and "KIND" not in f and "r0-r3" not in f]
    assert not leaks, f"English left in the Hungarian run: {leaks[:5]}"
    english = set(english_sample)
    same = [line for line in hungarian_sample if line in english and not line.startswith("== game")
            and line]
    assert not same, f"texts that read the same in both languages: {same[:5]}"


def test_hungarian_does_not_pluralise_after_numbers(hungarian_sample):
    text = "\n".join(hungarian_sample)
    assert re.search(r"húz [2-9] lapkát", text) or re.search(r"[2-9] lapka van még a pakliban", text)
    assert not re.search(r"\d+ lapkák", text)


def test_the_runtime_needs_only_the_standard_library():
    """Pyodide runs the tutor without Babel: tutor/i18n.py imports the standard library only."""
    import ast

    tree = ast.parse((ROOT / "tutor" / "i18n.py").read_text(encoding="utf-8"))
    modules = {a.name.split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    modules |= {n.module.split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module}
    assert modules - {"__future__"} <= set(sys.stdlib_module_names), modules


# -- Thurn und Taxis ------------------------------------------------------------


def test_taxis_english_output_is_unchanged(taxis_english):
    expected = TAXIS_SAMPLE.read_text(encoding="utf-8")
    assert "\n".join(taxis_english) + "\n" == expected, f"English changed: if on purpose, regenerate {TAXIS_SAMPLE}"


def test_taxis_hungarian_output_has_no_english_sentence(taxis_english, taxis_hungarian):
    assert len(taxis_hungarian) > 3000
    assert {"base", "gug", "gug-base-rules"} <= {line.rsplit(", ", 1)[-1] for line in taxis_hungarian
                                                 if line.startswith("== game")}
    text = "\n".join(taxis_hungarian)
    leaks = [f for f in _english_fragments() if f and f in text and "CITY" not in f]
    assert not leaks, f"English left in the Hungarian run: {leaks[:5]}"
    english = set(taxis_english)
    same = [line for line in taxis_hungarian if line in english and not line.startswith("== game") and line]
    assert not same, f"texts that read the same in both languages: {same[:5]}"


def test_taxis_hungarian_does_not_pluralise_after_numbers(taxis_hungarian):
    text = "\n".join(taxis_hungarian)
    assert re.search(r"[2-9] kártyás útvonal", text) and re.search(r"[2-9] postaállomás", text)
    assert not re.search(r"\d+ (kártyák|postaállomások|lovak|városok|bónuszlapkák)", text)


def test_a_taxis_game_speaks_its_own_language_and_its_record_does_not_change():
    g = taxis.new_game(players=2, seed=3, variant="gug")
    bad = "end"
    english = g.check(bad).reason
    assert g.check(bad, lang="hu").reason != english
    before = g.to_record()
    with pytest.raises(IllegalMove, match="^szabálytalan lépés"):
        g.play(bad, lang="hu")
    assert g.to_record() == before
    g.play("draw deck", lang="hu")
    assert g.explain(lang="hu")[0][1].startswith("A kék játékos") and g.explain()[0][1].startswith("blue ")
    with language("hu"):
        assert taxis.RULES["taxis.official.cartwright"].title == "Bognár: két várossal hosszabb"


# -- La Loire ------------------------------------------------------------------


def _loire_printed(line: str) -> str:
    """``line`` without what stays the same in Hungarian: move notation (a whole line that reads as a move,
    perhaps cut short with "…"), and the names printed on the board and the cards (places, palaces kept as
    printed) and rule ids."""
    try:
        loire.parse(line.rstrip("…"))
        return ""
    except Exception:  # noqa: BLE001 - any text that is not notation is checked
        pass
    for name in (*loire.BOARD.graph, "Palatium Balivi", "Economus"):
        line = line.replace(name, "")
    return re.sub(r"loire\.[a-z0-9.-]+", "", line)  # rule ids


def test_loire_english_output_is_unchanged(loire_english):
    expected = LOIRE_SAMPLE.read_text(encoding="utf-8")
    assert "\n".join(loire_english) + "\n" == expected, f"English changed: if on purpose, regenerate {LOIRE_SAMPLE}"


def test_loire_hungarian_output_has_no_english_sentence(loire_english, loire_hungarian):
    assert len(loire_hungarian) > 5000
    assert {"standard", "casual"} <= {line.rsplit(", ", 1)[-1] for line in loire_hungarian
                                      if line.startswith("== game")}
    text = "\n".join(loire_hungarian)
    notation = set(loire.cards.CHARACTERS)  # names the move notation keeps ("hire Lady-in-waiting")
    leaks = [f for f in _english_fragments() if f and f in text and "KIND" not in f and "r0-r3" not in f
             and f not in notation]
    assert not leaks, f"English left in the Hungarian run: {leaks[:5]}"
    english = set(loire_english)
    same = [line for line in loire_hungarian if line in english and not line.startswith("== game")
            and len(re.findall(r"[A-Za-z]{3,}", _loire_printed(line))) >= 1]
    assert not same, f"texts that read the same in both languages: {same[:5]}"


def test_loire_hungarian_uses_the_rulebook_words_and_no_plural_after_numbers(loire_hungarian):
    text = "\n".join(loire_hungarian)
    for word in ("kereskedő", "hírvivő", "dénár", "cirkusz", "palota", "üzenet", "hajó", "piac", "falu", "farm",
                 "kolostor", "vár", "szabad ló"):
        assert word in text, word
    assert re.search(r"[2-9] dénár", text) and re.search(r"[2-9] (helyet|lovat|ló\b)", text)
    assert not re.search(r"\d+ (dénárok|lovak|helyek|üzenetek|pontok|mezők|kockák)\b", text)


def test_a_loire_game_speaks_its_own_language_and_its_record_does_not_change():
    g = loire.new_game(players=2, seed=1)
    bad = "merchant Orléans"
    english = g.check(bad).reason
    assert english.startswith("with 2 horses the merchant moves exactly 3 places")
    hungarian = g.check(bad, lang="hu").reason
    assert hungarian == "a kereskedő fogatában 2 ló van, így pontosan 3 helyet lép, de Orléans 10 hely távolságra van"
    before = g.to_record()
    with pytest.raises(IllegalMove, match="^szabálytalan lépés"):
        g.play(bad, lang="hu")
    assert g.to_record() == before
    g.play("merchant -1 Saumur", lang="hu")
    assert g.explain(lang="hu")[0][1].startswith("A kék játékos 1 lovat hagy Nantes-ban") and \
        g.explain()[0][1].startswith("blue leaves 1 horse")
    with pytest.raises(NotationError, match="^nem értelmezhető: 'fly to Paris'"), language("hu"):
        loire.parse("fly to Paris")
    with language("hu"):
        assert loire.RULES["loire.character.blacksmith"].title == "Kovács"
        assert loire.table.describe(loire.parse("message 2")) == "2. szintű üzenet vásárlása"


def test_loire_score_headings_read_in_hungarian():
    from loire.scoring import LABELS, label

    g = loire.new_game(players=2, seed=1)
    assert set(LABELS) == set(g.scores()[0])
    with language("hu"):
        assert [label(c) for c in LABELS] == ["hajó", "kézbesített üzenetek", "kézbesítetlen üzenetek", "karakterek",
                                             "kék bónuszok", "paloták", "összesen"]
    assert [label(c) for c in ("boat", "total")] == ["boat", "total"]
# -- the apps: game tables, panels, lessons, landing page --------------------------------------------------------

UI_SAMPLE = Path(__file__).parent / "data" / "ui_english_sample.txt"
# English function words that no Hungarian text, notation, rule id or city name uses
_ENGLISH_WORDS = {"the", "of", "to", "and", "your", "you", "click", "press", "show", "with", "from", "this", "not",
                  "it", "or", "are", "for", "an", "its", "what", "which", "then", "first", "there", "here", "nothing",
                  "choose", "chosen", "played", "play", "game", "turn", "tiles", "cards", "coins", "points", "pts",
                  "players", "player", "undo", "cancel", "rotate", "previous", "next", "rule", "rules", "allowed",
                  "score", "houses", "horses", "carriage", "bonus", "left", "pile", "face", "free", "road", "provinces"}


@pytest.fixture(scope="module")
def ui_hungarian() -> list[tuple[str, str]]:
    with language("hu"):
        return list(ui_transcript())


def _visible(text: str) -> list[str]:
    """The text nodes of an HTML or SVG text (board labels, tooltips, buttons' words), without code and rule ids."""
    text = re.sub(r"<code[^>]*>.*?</code>|<style.*?</style>", " ", text, flags=re.S)
    return [node for node in re.split(r"<[^>]*>", text) if node.strip()]


def _english_words(node: str) -> set[str]:
    node = re.sub(r"[a-z]+\.[a-z-]+\.[a-z-]+", " ", node)  # a rule's id is language-neutral
    return set(re.findall(r"[A-Za-z']+", node.lower())) & _ENGLISH_WORDS


def _notation(text: str) -> bool:
    """Whether ``text`` is a move in notation (the panels' menus of moves: the same in every language)."""
    for game in (amber, taxis):
        try:
            game.parse(text)
        except ValueError:
            continue
        return True
    return False


def test_the_apps_english_is_unchanged():
    """The tables, panels and lessons of Amber and Thurn und Taxis show exactly what they showed before they were
    translated: every label, message and board (long texts compared by their hash)."""
    with language("en"):
        lines = [ui_line(where, text) for where, text in ui_transcript()]
    expected = UI_SAMPLE.read_text(encoding="utf-8").splitlines()
    assert len(lines) == len(expected) > 3000
    changed = [(a, b) for a, b in zip(lines, expected, strict=True) if a != b]
    assert not changed, f"English changed: if on purpose, regenerate {UI_SAMPLE}: {changed[:3]}"


def test_the_tables_and_panels_speak_hungarian(ui_hungarian):
    """Hungarian tables and panels of both games, clicked through (a legal move, a refused click and its reason,
    bots, undo, pass-and-play, a broken file, the end screen): no English word, only notation and rule ids."""
    apps = [(where, text) for where, text in ui_hungarian if " lesson " not in where]
    assert len(apps) > 2000
    leaks = {}
    for where, text in apps:
        if "Select.option" in where or "Dropdown.option" in where or "placeholder" in where:
            continue  # the move log, the menus of moves and the examples of typing are notation
        for node in _visible(text):
            if "lépése:" in node:  # "... played curve C7 r1": the notation of the move
                node = node.split("lépése:")[0]
            node = re.sub(r"^(\w+): (draw|route|end|horse|close|discard|administrator|scrap)\b[^:]*:", r"\1:", node)
            if _english_words(node):
                leaks.setdefault(node.strip()[:100], where)
    assert not leaks, f"English in the Hungarian apps: {list(leaks.items())[:5]}"
    shown = "\n".join(text for _, text in apps)
    for word in ("Nem szabályos", "Vége a játéknak", "mutasd a lapkákat (kék)", "gép lépése", "Postaállomások",
                 "Bónuszlapkák", "pontgrafikon", "húzás a húzópakliból", "kanyar lerakása"):
        assert word in shown, word


def test_no_english_message_reaches_the_hungarian_apps(ui_hungarian):
    """No English text of the catalog (three words or more, or a whole label) shows in the Hungarian tables, panels
    and lessons; in the lessons this checks the lesson's own words (the examples' texts are the catalogue's)."""
    apps = "\n".join(t for where, t in ui_hungarian if " lesson " not in where)
    leaks = [f for f in _english_fragments() if f and f in apps and "CITY" not in f and "KIND" not in f]
    assert not leaks, f"English left in the Hungarian apps: {leaks[:5]}"
    lessons = "\n".join(t for where, t in ui_hungarian if " lesson " in where)
    leaks = [f for f in _english_fragments("tutor/lesson.py") if f in lessons]
    assert not leaks, f"English left in the Hungarian lessons: {leaks[:5]}"
    english = {m.id for m in _messages() if isinstance(m.id, str) and m.string != m.id and len(m.id) > 2}
    labels = [(where, t) for where, t in ui_hungarian if where.rsplit(".", 1)[-1] in
              ("description", "tooltip", "placeholder", "option", "title")]
    same = [(where, t) for where, t in labels if t in english and not _notation(t)]
    assert not same, f"labels left in English: {same[:5]}"


def test_the_language_switch_redraws_a_table_and_goes_back():
    """The "English | Magyar" switch re-draws everything in the chosen language; back in English the table reads
    exactly as a fresh English one."""
    from amber.table import Table

    def words(t):
        return [text for _, text in ui_texts(t.widget)]

    try:
        t = Table(players=2, seed=3)
        t.click("tile:curve")
        t.click("A1")
        assert [label for label, _ in t.language.options] == ["English", "Magyar"] and t.language.value == "en"
        t.language.value = "hu"
        assert get_language() == "hu"
        hungarian = "\n".join(words(t))
        assert "Kattints egy lapkára a kezedben" in hungarian and "megteszem" in hungarian and "Click" not in hungarian
        assert t.widget.get_title(0) == "játék" and t.confirm_button.description == "megteszem"
        t.click("A1")  # a click after the switch: the refusal in Hungarian
        assert "Nem szabályos" in t.message.value
        t.language.value = "en"
        t.message.value = ""
        fresh = Table(players=2, seed=3)
        fresh.click("tile:curve")
        fresh.click("A1")
        fresh.message.value = ""
        assert words(t) == words(fresh)
    finally:
        set_language("en")


@pytest.mark.parametrize("make", ["amber.widgets:PlayPanel", "taxis.widgets:PlayPanel", "amber.widgets:TryPanel",
                                  "lesson"])
def test_every_panel_and_the_lesson_has_the_switch(make):
    from importlib import import_module

    from amber.examples import SPEC
    from tutor.lesson import Lesson

    try:
        if make == "lesson":
            panel = Lesson(SPEC)
        elif make.endswith("TryPanel"):
            g = amber.new_game(players=2, seed=3)
            panel = import_module("amber.widgets").TryPanel(g, ["curve A1 r0"])
        else:
            module, name = make.split(":")
            panel = getattr(import_module(module), name)(players=2, seed=3)
        if hasattr(panel, "message"):
            panel.message.value = ""  # the switch starts the messages afresh
        english = [t for _, t in ui_texts(panel.widget)]
        panel.language.value = "hu"
        hungarian = [t for _, t in ui_texts(panel.widget)]
        assert hungarian != english
        panel.language.value = "en"
        assert [t for _, t in ui_texts(panel.widget)] == english
    finally:
        set_language("en")


def test_the_landing_page_in_both_languages():
    from tutor import landing

    links = {"Amber": [("play/amber.html", "play"), ("lesson/amber.html", "lesson")]}
    with language("hu"):
        page = landing.page(links, pictures=False)
    assert page.startswith("<!DOCTYPE html>\n<html lang=\"hu\">") and "<title>Társasjáték-szabálytanító</title>" in page
    first = page.index('class="lang-hu"')
    assert first < page.index('class="lang-en"') and '#en:target ~ .lang-hu { display: none; }' in page
    assert 'class="tutor-app" data-app="Amber" data-kind="play" href="play/amber.html">Játék</a>' in page
    assert 'class="tutor-app-other" data-app="Amber" data-kind="play" href="play/amber.html">Play</a>' in page
    assert "Lecke: a szabályok egyenként" in page and "Rakj útlapkákat" in page
    assert '<a href="#en" lang="en">English</a> | <a href="#hu" lang="hu">Magyar</a>' in page
    with language("en"):
        english = landing.page(links, pictures=False)
    assert english.count('class="tutor-app"') == 2 and '<html lang="en">' in english


# -- a refused game file and a mistyped move, in Hungarian ------------------------------------------------

# English words of the record checker's and the notation's messages (none is a Hungarian word, a key of a record,
# a notation keyword or a city; not "is" and "be", which are Hungarian too, nor JSON's null/true/false); with
# _ENGLISH_WORDS above
_CHECKER_WORDS = {"must", "expected", "found", "record", "field", "key", "unknown", "missing", "write",
                  "move", "number", "text", "list", "object", "value", "nested", "deep", "valid", "most", "digits",
                  "characters", "cannot", "read", "illegal", "known", "name", "names", "whole", "position", "line",
                  "column", "expecting", "delimiter", "entries", "items", "seat", "but",
                  "use", "one", "see", "notation", "empty", "rotation", "range", "placement", "kind", "only", "in",
                  "on", "no", "at", "by", "per", "than", "more", "cards", "card", "city", "map", "deck", "tile"}
TYPED = ("fly to Paris", "curve Z9", "curve C7 r9", "curve C7 rx", "curve C\u0667 r1", "tee C7 r1 + bridge",
         "tee C7 r1 + tower C8", "shovel", "stuck dragon", "draw market dragon", "draw", "route", "route Ulm middle",
         "horse", "route Ulm:1000", "merchant", "buy", "smith", "build", "palace", "message 1000", "wood 7",
         "curve C7 r1 r2", "x" * 250)


def _checker_leaks(detail: str) -> set[str]:
    """The English words of a refused file's or move's message, by this narrow rule: what the file or the pupil
    wrote is left out (quoted texts: the file's values, names and notation examples; JSON paths and field names,
    i.e. words with a dot, a bracket or an underscore, and the format's own key list after "az ismertek:"), and so
    are rule ids in brackets or code, the game's move keywords (the notation is one language-neutral syntax, listed
    after "ezek egyike lehet:", "kezdődik:" and "a lépések:") and the notation's placeholders (KIND, FIELD, CITY)."""
    text = re.sub(r"<code[^>]*>.*?</code>|<[^>]+>", " ", detail)
    text = text.replace("&#x27;", "'").replace("&quot;", '"').replace("&gt;", ">").replace("&lt;", "<")
    text = text.split("\n")[0]
    text = re.sub(r"'[^']*'|\"[^\"]*\"", " ", text)  # the file's own values, names and notation examples
    text = re.sub(r"(az ismertek|ezek egyike lehet|kezdődik|a lépések): [\w<>, -]+", " ", text)  # key / word lists
    text = re.sub(r"állás: [^ :]+:", " ", text)  # the position's field a problem is about
    text = re.sub(r"\S*[._\[\]]\S*", " ", text)  # JSON paths, field names, rule ids
    return set(re.findall(r"\w+", text.lower())) & (_ENGLISH_WORDS | _CHECKER_WORDS)


def _refusals(game: str) -> list[tuple[str, str]]:
    """(what, message) for the malformed records of tests/test_record_mutations.py loaded into ``game``'s table and
    the mistyped moves typed into it, in the current language."""
    table = {"amber": AmberTable, "taxis": TaxisTable, "loire": loire.table.Table}[game](players=2, seed=1)
    bases = mutations.base_records(game)
    files: list[tuple[str, object]] = [(name, change(bases[base])) for name, (g, base, change, _where)
                                       in mutations.CASES.items() if g == game]
    rng = random.Random(f"hungarian refusals {game}")
    for rec in bases.values():
        files += list(mutations.mutations(rec, rng, per_path=1))[::7]
        files += [(label, change(json.dumps(rec))) for label, change in mutations.TEXT_MUTATIONS.items()]
    out = []
    for what, rec in files:
        text = rec if isinstance(rec, (str, bytes)) else json.dumps(rec)
        if not table.load_text(text):
            out.append((f"file {what}", table.message.value))
    for move in TYPED:
        table.type_move(move)
        if "✗" in table.message.value:
            out.append((f"move {move[:20]}", table.message.value.split("<br>")[0]))
    return out


@pytest.mark.parametrize("game", ["amber", "taxis", "loire"])
def test_a_refused_file_and_a_mistyped_move_read_in_hungarian(game):
    """Issue 16: the details of a refused game file (the record checker, the options' schema, the position
    validator) and the notation's errors reach a Hungarian pupil in Hungarian; the same run in English does show
    English (so the rule can see a leak)."""
    with language("hu"):
        hungarian = _refusals(game)
    assert sum(what.startswith("file") for what, _ in hungarian) > 40
    assert sum(what.startswith("move") for what, _ in hungarian) >= 10
    leaks = [(what, sorted(_checker_leaks(message)), message[:160]) for what, message in hungarian
             if _checker_leaks(message)]
    assert not leaks, f"English in the Hungarian refusals: {leaks[:4]}"
    assert any("játékfájl:" in message for _, message in hungarian)
    with language("en"):
        english = _refusals(game)
    assert sum(bool(_checker_leaks(message)) for _, message in english) > 0.9 * len(english)
