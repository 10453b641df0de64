"""Hungarian suffixes on names filled in later (``{place:ba}``, tutor.i18n.inflect), over the whole catalogue.

Every catalogue text that uses a suffix placeholder must format, with each game's place names, into words that
carry the suffix on the name (Montsoreau-ba, Saumurban, Brémába), never the dodge "ide: Montsoreau".
"""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

import loire
from taxis.scenario import scenario as taxis_scenario
from tutor.i18n import LOCALE_DIR, SUFFIXES, _, inflect, language

PO = LOCALE_DIR / "hu" / "LC_MESSAGES" / "tutor.po"
SPEC = re.compile(r"\{(\w+):(" + "|".join(SUFFIXES) + r")\}")


def _suffixed() -> list[tuple[str, str]]:
    with PO.open("rb") as f:
        return [(m.id, m.string) for m in read_po(f) if isinstance(m.id, str) and m.string and SPEC.search(m.string)]


SUFFIXED = _suffixed()
LOIRE_PLACES = sorted(set(re.findall(r'"name": "([^"]+)"', (Path(loire.__file__).parent / "data" / "board.json")
                                  .read_text(encoding="utf-8"))))
TAXIS_CITIES = sorted(c.display("hu") for c in taxis_scenario(players=2, variant="gug").state.map.cities.values())


def test_the_catalogue_uses_suffix_placeholders() -> None:
    assert len(SUFFIXED) >= 7, "the La Loire move words inflect their places"


@pytest.mark.parametrize(("msgid", "msgstr"), SUFFIXED, ids=[m[:40] for m, _s in SUFFIXED])
def test_every_suffixed_text_formats_with_the_suffix_on_the_name(msgid: str, msgstr: str) -> None:
    fields = {name for _lit, name, _spec, _conv in string.Formatter().parse(msgid) if name}
    assert {name for name, _suffix in SPEC.findall(msgstr)} <= fields, "a suffix on a placeholder the English lacks"
    values = dict.fromkeys(fields, "Montsoreau")
    with language("hu"):
        text = _(msgid).format(**values)
    for _name, suffix in SPEC.findall(msgstr):
        assert inflect("Montsoreau", suffix) in text
    assert "{" not in text and ":ba}" not in text


@pytest.mark.parametrize("suffix", sorted(SUFFIXES))
def test_every_place_name_inflects(suffix: str) -> None:
    """Each place of both maps takes each suffix: the name whole at the front, one hyphen at most."""
    for name in [*LOIRE_PLACES, *TAXIS_CITIES]:
        word = inflect(name, suffix)
        assert word[: len(name) - 1] == name[:-1] and word.count("-") <= name.count("-") + 1, (name, word)


def test_loire_move_in_words_puts_the_suffix_on_the_place() -> None:
    from loire import parse
    from loire.words import describe

    with language("hu"):
        assert describe(parse("merchant Montsoreau")).startswith("a kereskedő Montsoreau-ba lép")
        assert describe(parse("messenger Saumur")).startswith("a hírvivő Saumurba lép")
    with language("en"):
        assert describe(parse("merchant Saumur")) == "move the merchant to Saumur"
