"""The rulebook's words: a glossary per game, and the check that a Hungarian text keeps to it.

Pupils hold the real cards and the Hungarian rulebook, so every thing the tutor names in Hungarian must be named
as the rulebook names it. Each game keeps its glossary in ``<game>/data/glossary.json``: for every term, the
English word (and a pattern that finds it in an English text), the rulebook's Hungarian word (and a pattern that
finds it in any of its inflected forms), where in the rulebook it stands (section and a short quote, or, for a
thing the rulebook does not name, the source of the word chosen), and the wrong forms that must not be used.

>>> term = Term.read(Data({"en": "discard pile", "en_match": "discards|discard pile", "hu": "dobott lapok",
...     "hu_match": "dobott lap", "rulebook": {"section": "Útvonal befejezése", "quote": "a dobott lapokhoz"},
...     "banned": ["dobópakli"]}, "glossary.json.terms[0]"))
>>> term.problems("The cards go to the discards.", "A kártyák a dobópakliba kerülnek.")
["uses 'dobópakli' (banned); the rulebook's word is 'dobott lapok'", "says 'discards' without 'dobott lapok'"]
>>> term.problems("The cards go to the discards.", "A kártyák a dobott lapokhoz kerülnek.")
[]

Notation quoted in a text (``'draw Bremen'``, the moves a teacher may type) and placeholders are not words of
the language and are not checked (:func:`words_of`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from tutor.data import Data, load_json
from tutor.rules import RecordError

GAMES = ("amber", "taxis", "loire")
TERM_KEYS = ("en", "en_match", "hu", "hu_match", "rulebook", "source", "banned", "note")
_QUOTED = re.compile(r"(?<!\w)'[^'\n]*'(?!\w)|\{[^{}]*\}")


def words_of(text: str) -> str:
    """``text`` without the notation quoted in it (``'route Halle:2'``), which names things by their ids, and
    without its placeholders (``{castle}``: a value, not a word).

    >>> words_of("A lépések írásmódja: 'draw Bremen' vagy 'end'. {city:ba} Bréma szabad város.")
    'A lépések írásmódja:  vagy .  Bréma szabad város.'
    """
    return _QUOTED.sub("", text)


def _pattern(text: str, where: str) -> re.Pattern[str]:
    try:
        return re.compile(text, re.IGNORECASE)
    except re.error as err:
        raise RecordError(f"{where}: not a valid pattern ({err})") from None


@dataclass(frozen=True)
class Term:
    """One thing the tutor names: its English word, the rulebook's Hungarian word, where that stands, and the
    wrong forms."""

    en: str
    en_match: re.Pattern[str] | None
    hu: str
    hu_match: re.Pattern[str] | None
    section: str | None
    quote: str | None
    source: str | None
    banned: tuple[re.Pattern[str], ...]

    @classmethod
    def read(cls, d: Data) -> Term:
        """A term from its glossary entry; an entry without a rulebook quote must name its ``source``."""
        d.only(TERM_KEYS)
        book = d.get("rulebook", (dict, type(None)), None)
        section = quote = None
        if book is not None:
            b = Data(book, f"{d.where}.rulebook")
            b.only(("section", "quote"))
            section, quote = b.get("section", str), b.get("quote", str)
        source = d.get("source", (str, type(None)), None)
        if book is None and not source:
            raise d.fail("a term the rulebook does not name needs a 'source'")
        en_match, hu_match = d.get("en_match", (str, type(None)), None), d.get("hu_match", (str, type(None)), None)
        if (en_match is None) != (hu_match is None):
            raise d.fail("'en_match' and 'hu_match' go together")
        return cls(d.get("en", str), en_match and _pattern(en_match, f"{d.where}.en_match"), d.get("hu", str),
                   hu_match and _pattern(hu_match, f"{d.where}.hu_match"), section, quote, source,
                   tuple(_pattern(b, f"{d.where}.banned[{i}]") for i, b in enumerate(d.get("banned", list, []))))

    def problems(self, english: str, hungarian: str) -> list[str]:
        """What is wrong with ``hungarian`` as the translation of ``english`` by this term: a banned form used,
        or the English word translated without the rulebook's."""
        hu = words_of(hungarian)
        out = [f"uses {m.group(0)!r} (banned); the rulebook's word is {self.hu!r}"
               for b in self.banned for m in [b.search(hu)] if m]
        if self.en_match and self.hu_match:
            found = self.en_match.search(words_of(english))
            if found and not self.hu_match.search(hu):
                out.append(f"says {found.group(0)!r} without {self.hu!r}")
        return out


@dataclass(frozen=True)
class Glossary:
    """A game's glossary: the rulebook file it is drawn from and its terms."""

    game: str
    rulebook: str
    terms: tuple[Term, ...]

    def problems(self, english: str, hungarian: str, banned_only: bool = False) -> list[str]:
        """Every problem of ``hungarian`` (the translation of ``english``) by every term; with ``banned_only``,
        just the banned forms (for the texts the games share)."""
        out = []
        for term in self.terms:
            out += [p for p in term.problems(english, hungarian) if not banned_only or "(banned)" in p]
        return out


@cache
def glossary(game: str) -> Glossary:
    """The glossary of ``game`` (``amber``, ``taxis`` or ``loire``), read from ``<game>/data/glossary.json``.

    >>> g = glossary("loire")
    >>> g.rulebook, next(t.hu for t in g.terms if t.en == "messenger")
    ('loire.hu.txt', 'hírvivő')
    """
    d = load_json(game, "glossary.json")
    d.only(("about", "rulebook", "terms"))
    return Glossary(game, d.get("rulebook", str), tuple(Term.read(t) for t in d.items("terms")))


def rulebook_text(path: Path) -> str:
    """A rulebook's text with its white space made single spaces (quotes are compared that way)."""
    return " ".join(path.read_text(encoding="utf-8").split())
