"""The rulebook's words in Hungarian (issue 25 item 6): every catalogue text keeps to its game's glossary.

Each game's ``<game>/data/glossary.json`` names, for every thing the tutor names, the rulebook's Hungarian
word and the wrong forms (:mod:`tutor.glossary`). A message of a game (its catalogue location is in the game's
package) that says the English word must use the rulebook's, and none may use a banned form; the texts the
games share (``tutor/``) may use no game's banned form. A failure names the msgid, the msgstr and the form.
The glossary's quotes must stand in the rulebooks (checked where ``shared/rulebooks`` is present), so that no
word is said to be the rulebook's that is not.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from tutor.glossary import GAMES, Glossary, Term, glossary, rulebook_text
from tutor.i18n import LOCALE_DIR

PO = LOCALE_DIR / "hu" / "LC_MESSAGES" / "tutor.po"
SHARED = next((p / "shared" / "rulebooks" for p in Path(__file__).resolve().parents
               if (p / "shared" / "rulebooks").is_dir()), None)


def _messages() -> list[tuple[str, str, str, frozenset[str]]]:
    """(msgid, msgstr, context, games) for every translated text (each plural form against its English form)."""
    with PO.open("rb") as f:
        catalog = read_po(f)
    out = []
    for m in catalog:
        if not m.id or not m.string:
            continue
        games = frozenset(loc.split("/")[0] for loc, _line in m.locations)
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        for i, s in enumerate(strings):
            out.append((ids[min(i, len(ids) - 1)], s, m.context or "", games))
    return out


MESSAGES = _messages()


def _report(game: str, found: list[tuple[str, str, str, list[str]]]) -> str:
    lines = [f"{len(found)} catalogue text(s) of {game} break the glossary ({game}/data/glossary.json):"]
    for msgid, msgstr, context, problems in found:
        where = f" [context {context}]" if context else ""
        lines.append(f"- msgid{where}: {msgid!r}\n  msgstr: {msgstr!r}\n  " + "\n  ".join(problems))
    return "\n".join(lines)


@pytest.mark.parametrize("game", GAMES)
def test_every_catalogue_text_uses_the_rulebook_words(game: str) -> None:
    g = glossary(game)
    found = []
    for msgid, msgstr, context, games in MESSAGES:
        if game in games:
            problems = g.problems(msgid, msgstr)
        elif "tutor" in games or not games & set(GAMES):
            problems = g.problems(msgid, msgstr, banned_only=True)
        else:
            continue
        if problems:
            found.append((msgid, msgstr, context, problems))
    assert not found, _report(game, found)


def test_the_check_finds_a_banned_form_and_a_missing_term() -> None:
    """The check is not blind: a text with the old words fails, naming the form (taxis' glossary)."""
    g = glossary("taxis")
    problems = g.problems("Red closes the route; the cards go to the discards in Bremen.",
                          "A piros lezárja az útvonalat; a kártyák a dobópakliba kerülnek Bremenben.")
    assert any("'lezár'" in p for p in problems) and any("'dobópakli'" in p for p in problems)
    assert any("'Bremen'" in p for p in problems) and any("without 'dobott lapok'" in p for p in problems)
    assert not g.problems("Red closes the route in Bremen.", "A piros befejezi az útvonalat Brémában.")


@pytest.mark.parametrize("game", GAMES)
def test_every_term_comes_from_the_rulebook(game: str) -> None:
    """Every quote and section stands in the game's rulebook; the word itself, in some form, in the quote."""
    g: Glossary = glossary(game)
    assert g.terms
    if SHARED is None:
        pytest.skip("the rulebooks (shared/rulebooks) are not beside this checkout")
    text = rulebook_text(SHARED / g.rulebook)
    missing = [(t.en, t.section, t.quote) for t in g.terms
               if t.quote is not None and (t.quote not in text or t.section not in text)]
    assert not missing, f"not in {g.rulebook}: {missing}"
    unquoted = [t.en for t in g.terms if t.quote is not None and t.hu_match and not t.hu_match.search(t.quote)]
    assert not unquoted, f"terms whose quote does not hold the word: {unquoted}"


def test_a_term_without_the_rulebook_names_its_source() -> None:
    from tutor.data import Data
    from tutor.rules import RecordError

    with pytest.raises(RecordError, match="needs a 'source'"):
        Term.read(Data({"en": "x", "hu": "y"}, "glossary.json.terms[0]"))
    with pytest.raises(RecordError, match="not a valid pattern"):
        Term.read(Data({"en": "x", "hu": "y", "source": "z", "banned": ["("]}, "glossary.json.terms[0]"))
