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
"""

from __future__ import annotations

import gettext as _gettext
import os
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from functools import cache
from pathlib import Path

LANGUAGES = ("en", "hu")
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


@contextmanager
def language(lang: str | None) -> Iterator[str]:
    """Speak ``lang`` inside the ``with`` block, then go back; ``None`` keeps the current language."""
    global _current
    saved = _current
    if lang is not None:
        _current = check_language(lang)
    try:
        yield _current
    finally:
        _current = saved


@cache
def translations(lang: str) -> _gettext.NullTranslations:
    """The compiled catalog of ``lang`` (English is the source language: no catalog, texts stay as written)."""
    if check_language(lang) == "en":
        return _gettext.NullTranslations()
    return _gettext.translation(DOMAIN, LOCALE_DIR, languages=[lang], fallback=True)


def _(message: str) -> str:
    """``message`` in the current language."""
    return translations(_current).gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The singular or plural form for the number ``n``, in the current language (format ``n`` in afterwards)."""
    return translations(_current).ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` in the current language, where ``context`` tells apart words spelt alike (``"tile"``: a name)."""
    return translations(_current).pgettext(context, message)


def N_(message: str) -> str:
    """Marks ``message`` for the catalog without translating it (for texts built at import time)."""
    return message


def NP_(context: str, message: str) -> str:
    """Marks ``message`` for the catalog under ``context`` without translating it (read it with :func:`pgettext`)."""
    return message
