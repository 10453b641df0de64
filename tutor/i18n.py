"""Translation: the language a pupil reads, with gettext message catalogs.

Every text a player or teacher reads is written in English in the code and
marked for translation; the Hungarian text comes from the message catalog
``tutor/locale/hu/LC_MESSAGES/tutor.po`` (compiled to ``tutor.mo`` beside it,
which is what runs). Only the standard library's :mod:`gettext` is used at
run time, so this works under Pyodide too; Babel is the translators' tool
(``python tools/i18n.py extract|update|compile``, see the README).

The current language starts from the environment: ``TUTOR_LANG`` if set, else
the first of ``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG`` that is set;
``hu`` if it starts with ``hu``, otherwise ``en``. Switch it for the whole
session with :func:`set_language`, or for a block with :func:`language`:

>>> with language("hu"):
...     _("the game is over"), ngettext("{n:+d} coin", "{n:+d} coins", 3).format(n=3)
('a játéknak vége', '+3 aranyérme')
>>> with language("en"):
...     _("the game is over"), ngettext("{n:+d} coin", "{n:+d} coins", 3).format(n=3)
('the game is over', '+3 coins')

A message missing from the catalog reads in English, so nothing ever breaks
for want of a translation (the tests see that none is missing).

Texts built when a module is imported (a rule's title, say) are marked with
:func:`N_`, which only marks them for extraction, and translated with
:func:`_` where they are read.

Hungarian's article is *a* or *az* by the sound of the next word, which a
catalog cannot know when the word is a value filled in later. The catalog then
writes ``a(z) {n}``, and the ``format`` of the text :func:`_` returns picks the
article once the value is in (:func:`articles`):

>>> with language("hu"):
...     [_("Move {i} of {total}: {player} played {move}").format(i=i, total=9, player="kék", move="…").split(":")[0]
...      for i in (1, 2, 5)]
['9 lépésből az 1.', '9 lépésből a 2.', '9 lépésből az 5.']

Hungarian also puts a suffix on the word where English has a preposition (*to Ulm*: *Ulmba*). A catalog text
writes the placeholder with the suffix as its format spec, ``{place:ba}`` (named by the suffix's back form: ``ba``,
``ban``, ``ból``, ``ra``, ``ról``, ``nál``, ``hoz``, ``t``), and formatting joins it as the name sounds
(:func:`inflect`: *Ulmba*, *Münsterbe*, *Montsoreau-ba*).
"""

from __future__ import annotations

import gettext as _gettext
import json
import os
import re
import string
from collections.abc import Mapping
from functools import cache
from importlib import resources
from pathlib import Path

LANGUAGES = ("en", "hu")
LANGUAGE_NAMES = {"en": "English", "hu": "Magyar"}  # each language in its own words
DOMAIN = "tutor"
LOCALE_DIR = Path(__file__).parent / "locale"
_ENV = ("TUTOR_LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


def language_from(environ: Mapping[str, str]) -> str:
    """The language an environment asks for: ``hu`` if its locale starts with hu, else ``en``.

    >>> language_from({"LANG": "hu_HU.UTF-8"}), language_from({"LANG": "de_DE.UTF-8"}), language_from({})
    ('hu', 'en', 'en')
    >>> language_from({"TUTOR_LANG": "en", "LANG": "hu_HU.UTF-8"})  # the tutor's own setting comes first
    'en'
    """
    for var in _ENV:
        value = environ.get(var, "")
        if value:
            return "hu" if value.lower().startswith("hu") else "en"
    return "en"


_current = language_from(os.environ)


def check_language(lang: str) -> str:
    """``lang`` if the tutor speaks it; ValueError otherwise.

    >>> check_language("hu")
    'hu'
    >>> check_language("de")
    Traceback (most recent call last):
    ...
    ValueError: unknown language 'de': the tutor speaks en, hu
    """
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}: the tutor speaks {', '.join(LANGUAGES)}")
    return lang


def get_language() -> str:
    """The current language, ``"en"`` or ``"hu"``."""
    return _current


def set_language(lang: str) -> None:
    """Make ``lang`` (``"en"`` or ``"hu"``) the current language for everything the tutor says from now on."""
    global _current
    _current = check_language(lang)


class language:  # noqa: N801 - used as a function: ``with language("hu"):``
    """Speak ``lang`` inside the ``with`` block, then go back; ``None`` keeps the current language.

    (A small class rather than a generator: games and bots enter it for every move.)
    """

    __slots__ = ("lang", "saved")

    def __init__(self, lang: str | None) -> None:
        self.lang = None if lang is None else check_language(lang)

    def __enter__(self) -> str:
        global _current
        self.saved = _current
        if self.lang is not None:
            _current = self.lang
        return _current

    def __exit__(self, *exc: object) -> None:
        global _current
        _current = self.saved


@cache
def translations(lang: str) -> _gettext.NullTranslations:
    """The compiled catalog of ``lang`` (English is the source language: no catalog, texts stay as written)."""
    if check_language(lang) == "en":
        return _gettext.NullTranslations()
    return _gettext.translation(DOMAIN, LOCALE_DIR, languages=[lang], fallback=True)


def _(message: str) -> str:
    """``message`` in the current language."""
    if _current == "en":  # the source language: the text as written (a verdict is made for every move checked)
        return message
    return _articled(translations(_current).gettext(message))


def ngettext(singular: str, plural: str, n: int) -> str:
    """The singular or plural form for the number ``n``, in the current language (format ``n`` in afterwards)."""
    if _current == "en":
        return singular if n == 1 else plural
    return _articled(translations(_current).ngettext(singular, plural, n))


def pgettext(context: str, message: str) -> str:
    """``message`` in the current language, where ``context`` tells apart words spelt alike (``"tile"``: a name)."""
    if _current == "en":
        return message
    return _articled(translations(_current).pgettext(context, message))


#: Hungarian's article before a value not known yet (``a(z) {n}. lépés``), and what it is followed by once known
_UNDECIDED = re.compile(r"\b([Aa])\(z\) (?=[\"'„(«]*(\d+|\w))")
_VOWELS = frozenset("aáeéiíoóöőuúüűAÁEÉIÍOÓÖŐUÚÜŰ")
_FIELD = re.compile(r"[A-Z]\d+\b")  # a field of a board, read letter by letter
_VOWEL_LETTERS = frozenset("AEFILMNORSUXY")  # the capitals whose Hungarian names start with a vowel: á, é, ef, i, el …


def _number_starts_with_vowel(n: int) -> bool:
    """Whether ``n`` read aloud in Hungarian starts with a vowel: *egy*, *öt*, *ötven*, *ötszáz*, *ezer*,
    *egymillió* … (an ordinal ``n.`` starts as ``n`` does: *első*, *ötödik*, *ezredik*).

    >>> [n for n in (0, 1, 2, 5, 10, 11, 50, 55, 100, 150, 500, 1000, 1999, 2000, 5000, 10**6, 2 * 10**6)
    ...  if _number_starts_with_vowel(n)]
    [1, 5, 50, 55, 500, 1000, 1999, 5000, 1000000]
    """
    for size in (10**9, 10**6, 10**3):
        if n >= size:
            lead = n // size
            return lead == 1 or _number_starts_with_vowel(lead)  # egymilliárd, egymillió, ezer; ötezer …
    if n >= 100:
        return n // 100 == 5  # száz, kétszáz …, ötszáz
    if n >= 10:
        return n // 10 == 5  # tíz, húsz …, ötven
    return n in (1, 5)


def articles(text: str) -> str:
    """``text`` with each ``a(z)`` made *a* or *az* by the sound of the word or number after it (quotes and
    brackets before it skipped).

    >>> articles("a(z) 5. kocsi, A(z) Amber, a(z) 12. lépés, a(z) „Ulm”, a(z) 'options' mező, a(z) castles")
    "az 5. kocsi, Az Amber, a 12. lépés, az „Ulm”, az 'options' mező, a castles"

    A board's field (a letter and a number) is read by the letter's name: *az F3* (ef), *a C3* (cé), *az E2*.

    >>> articles("a(z) F3 mező, a(z) C3 mező, a(z) E2 mező, a(z) H1 mező")
    'az F3 mező, a C3 mező, az E2 mező, a H1 mező'
    """
    def decide(match: re.Match[str]) -> str:
        word = match.group(2)
        if word.isdigit():
            vowel = _number_starts_with_vowel(int(word))
        elif _FIELD.match(match.string, match.end()):
            vowel = word[0] in _VOWEL_LETTERS
        else:
            vowel = word[0] in _VOWELS
        return match.group(1) + ("z " if vowel else " ")

    return _UNDECIDED.sub(decide, text)


class _Articled(str):
    """A translated text holding ``a(z)`` before a value: formatting it decides the article (:func:`articles`)."""

    __slots__ = ()

    def format(self, *args: object, **kwargs: object) -> str:  # noqa: A003
        return articles(str.format(self, *args, **kwargs))

    def format_map(self, mapping: Mapping[str, object]) -> str:  # type: ignore[override]
        return articles(str.format_map(self, mapping))


class _Suffixed(str):
    """A translated text holding a suffix placeholder (``{place:ba}``): formatting it joins the suffixes
    (:func:`inflect`) and decides the articles (:func:`articles`).

    >>> _articled("a(z) {piece} {place:ba} lép").format(piece="kereskedő", place="Montsoreau")
    'a kereskedő Montsoreau-ba lép'
    """

    __slots__ = ()

    def format(self, *args: object, **kwargs: object) -> str:  # noqa: A003
        return articles(_FORMATTER.vformat(self, args, kwargs))

    def format_map(self, mapping: Mapping[str, object]) -> str:  # type: ignore[override]
        return articles(_FORMATTER.vformat(self, (), mapping))


def _articled(text: str) -> str:
    """``text``, able to join its suffixes and decide its ``a(z)`` once formatted (a text with neither is returned
    as it is)."""
    if ":" in text and _SPEC.search(text):
        return _Suffixed(text)
    return _Articled(text) if "(z) " in text else text


def player(name: str) -> str:
    """A player's name in the current language: the colour names are words (``red``: ``piros``), others stay.

    >>> with language("hu"):
    ...     player("red"), player("Anna")
    ('piros', 'Anna')
    """
    return pgettext("colour", name)


def score_word(category: str) -> str:
    """A score category (a column of the scores table: ``villages``, ``total`` ...) in the current language."""
    return pgettext("score", category)


def seat_word(seat: str) -> str:
    """A seat of the game table, ``human`` or ``bot``, in the current language."""
    return pgettext("seat", seat)


def N_(message: str) -> str:
    """Marks ``message`` for the catalog without translating it (for texts built at import time)."""
    return message


def NP_(context: str, message: str) -> str:
    """Marks ``message`` for the catalog under ``context`` without translating it (read it with :func:`pgettext`)."""
    return message


# Hungarian suffixes on a value filled in later (``{place:ba}``: *Ulmba*, *Montsoreau-ba*, *Münsterbe*): the form
# for a back, a front and a front rounded last vowel
SUFFIXES = {"ba": ("ba", "be", "be"), "ban": ("ban", "ben", "ben"), "ból": ("ból", "ből", "ből"),
            "ra": ("ra", "re", "re"), "ról": ("ról", "ről", "ről"), "nál": ("nál", "nél", "nél"),
            "hoz": ("hoz", "hez", "höz"), "t": ("ot", "et", "öt")}
_HARMONY = {"back": 0, "front": 1, "rounded": 2}
_BACK, _ROUNDED, _NEUTRAL = frozenset("aáoóuú"), frozenset("öőüű"), frozenset("éií")
_BARE_T = ("ny", "ly", "sz", "zs", "n", "l", "r", "s", "z", "j")  # after these -t joins without a vowel: Berlint
#: a player's name with its article (``{player:a}``, ``{player:A}`` at a sentence's start): *a piros*, *A kék*, but
#: a name (a capital first letter) alone, *Anna*
ARTICLE_SPECS = ("a", "A")
_SPEC = re.compile(r"\{[^{}:]*:(?:" + "|".join((*SUFFIXES, *ARTICLE_SPECS)) + r")\}")


@cache
def _names() -> Mapping[str, tuple[int, bool]]:
    """(harmony, hyphen) of the place names whose suffixes the spelling does not tell (``tutor/data/hu_names.json``;
    read with the standard library alone, as all of this module is)."""
    where = "tutor/data/hu_names.json"
    data = json.loads(resources.files("tutor").joinpath("data", "hu_names.json").read_text(encoding="utf-8"))
    out = {}
    for name, entry in data["names"].items():
        if set(entry) != {"harmony", "hyphen"} or entry["harmony"] not in _HARMONY or \
                not isinstance(entry["hyphen"], bool):
            raise ValueError(f"{where}: names.{name} must be {{harmony: back/front/rounded, hyphen: true/false}}, "
                             f"not {entry!r:.80}")
        out[name] = (_HARMONY[entry["harmony"]], entry["hyphen"])
    return out


def _harmony(word: str) -> int:
    """0, 1 or 2: whether ``word`` takes a suffix's back, front or front rounded form, by its last vowels (an é, i,
    í or final e after a back vowel sounds back, as in *kávéba*, *papírba*, *Halléra*; an e before a consonant
    sounds front: *hotelben*).

    >>> [_harmony(w) for w in ("Ulm", "Halle", "Carlsruhe", "Augsburg", "Berlin", "Stuttgart", "Würzburg", "Cölln")]
    [0, 0, 0, 0, 1, 0, 0, 2]
    """
    low = word.lower()
    vowels = [c for c in low if c in "aáeéiíoóöőuúüű"]
    for i in range(len(vowels) - 1, -1, -1):
        v = vowels[i]
        if v in _BACK:
            return 0
        if v in _ROUNDED:
            return 2
        if (v == "e" and not (i == len(vowels) - 1 and low.endswith("e"))) or not any(u in _BACK for u in vowels[:i]):
            return 1
    return 1


def inflect(word: str, suffix: str) -> str:
    """``word`` with the Hungarian ``suffix`` (a key of :data:`SUFFIXES`, named by its back form) joined as the
    word sounds: vowel harmony, a final *a*/*e* made long, *-t* straight after n, l, r, s …; after a silent or
    foreign last letter (``tutor/data/hu_names.json``) the suffix is joined with a hyphen.

    >>> [inflect(w, "ba") for w in ("Ulm", "Bréma", "Münster", "Lübeck", "Montsoreau", "Nantes", "Ussé")]
    ['Ulmba', 'Brémába', 'Münsterbe', 'Lübeckbe', 'Montsoreau-ba', 'Nantes-ba', 'Usséba']
    >>> [inflect(w, "t") for w in ("Ulm", "Berlin", "Halle", "Orléans", "Lübeck", "Cölln", "Hamburg")]
    ['Ulmot', 'Berlint', 'Hallét', 'Orléans-t', 'Lübecket', 'Cöllnt', 'Hamburgot']
    >>> inflect("Halle", "ra"), inflect("Saumur", "ban"), inflect("Cölln", "hoz"), inflect("Hollandia", "ból")
    ('Halléra', 'Saumurban', 'Cöllnhöz', 'Hollandiából')
    """
    forms = SUFFIXES[suffix]
    harmony, hyphen = _names().get(word) or (_harmony(word), False)
    if hyphen:
        return f"{word}-{forms[harmony][-1] if suffix == 't' else forms[harmony]}"
    stem = word[:-1] + {"a": "á", "e": "é"}[word[-1]] if word[-1:] in ("a", "e") else word
    if suffix == "t":
        vowel_end = stem[-1:].lower() in "aáeéiíoóöőuúüűy"
        return stem + ("t" if vowel_end or stem.lower().endswith(_BARE_T) else forms[harmony])
    return stem + forms[harmony]


def with_article(name: str, capital: bool = False) -> str:
    """A player's ``name`` as a Hungarian sentence says it: a colour word (lower case) takes its article (*a piros*,
    *az …* before a vowel; *A piros* at a sentence's start), a name given by the players (a capital letter, or
    anything else) goes alone.

    >>> with_article("piros"), with_article("kék", capital=True), with_article("Anna", capital=True)
    ('a piros', 'A kék', 'Anna')
    >>> _articled("{player:A} egy kanyart akar tenni, {other:a} ezt próbálja").format(player="piros", other="kék")
    'A piros egy kanyart akar tenni, a kék ezt próbálja'
    """
    if not name[:1].islower():
        return name
    article = "az" if name[0] in _VOWELS else "a"
    return f"{article.capitalize() if capital else article} {name}"


class _Formatter(string.Formatter):
    """``str.format`` that knows the suffix specs: ``{place:ba}`` is the value with its suffix (:func:`inflect`)."""

    def format_field(self, value: object, format_spec: str) -> str:
        if format_spec in SUFFIXES and isinstance(value, str) and value:
            return inflect(value, format_spec)
        if format_spec in ARTICLE_SPECS:  # a value that is not a word (a number) goes alone
            return with_article(str(value), format_spec == "A")
        return super().format_field(value, format_spec)


_FORMATTER = _Formatter()
