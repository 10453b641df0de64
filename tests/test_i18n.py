"""Translation: the catalog is complete and compiled, Amber and Thurn und Taxis speak Hungarian
when asked and their English stays exactly as it was.

Regenerate an English sample only when an English text changes on purpose (with ``TUTOR_LANG=en``):
``python tests/i18n_sample.py > tests/data/amber_english_sample.txt``,
``python tests/taxis_i18n_sample.py > tests/data/taxis_english_sample.txt``.
"""

from __future__ import annotations

import gettext
import re
import string
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from i18n_sample import transcript
from taxis_i18n_sample import transcript as taxis_transcript

import amber
import taxis
from amber.tiles import KINDS
from amber.verdicts import tile_words
from tutor import IllegalMove
from tutor.i18n import LANGUAGES, LOCALE_DIR, get_language, language, language_from, set_language

ROOT = Path(__file__).resolve().parent.parent
PO = LOCALE_DIR / "hu" / "LC_MESSAGES" / "tutor.po"
MO = PO.with_suffix(".mo")
SAMPLE = Path(__file__).parent / "data" / "amber_english_sample.txt"
TAXIS_SAMPLE = Path(__file__).parent / "data" / "taxis_english_sample.txt"


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
        for text in strings:
            assert _fields(text) == wanted, (m.id, text)
            text.format(**dict.fromkeys(wanted, 1))  # every placeholder formats


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


@pytest.mark.parametrize("game", [amber, taxis], ids=["amber", "taxis"])
def test_every_rule_reads_in_hungarian(game):
    english = dict(game.RULES.items())
    with language("hu"):
        for rid, rule in game.RULES.items():
            assert rule.title != english[rid].title and rule.explanation != english[rid].explanation, rid
            assert rule.alternatives != english[rid].alternatives or not rule.alternatives, rid
            assert "(" not in rule.section, rid  # the rulebook's heading alone
            assert rule.term_hu == english[rid].term_hu and rule.provenance == english[rid].provenance


# -- what the engine says ----------------------------------------------------


def test_english_output_is_unchanged(english_sample):
    expected = SAMPLE.read_text(encoding="utf-8")
    assert "\n".join(english_sample) + "\n" == expected, f"English texts changed: if on purpose, regenerate {SAMPLE}"


def _english_fragments() -> list[str]:
    """The literal stretches of every English message with at least three words (placeholders cut out)."""
    out = []
    for m in _messages():
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
