"""The language switch of every app and panel: a small "English | Magyar" toggle that re-draws in the chosen language.

The switch sets the tutor's language (:func:`tutor.i18n.set_language`: everything said from then on, the engine's
verdicts too) and calls the app's ``redraw`` so that what is on the screen is re-drawn in it. It starts at the
current language, which starts from the environment (``TUTOR_LANG``, ``LANG`` ...). The two labels are each
language's own name, so they read the same in both.

>>> from tutor.i18n import get_language, language
>>> seen = []
>>> with language("en"):
...     switch = language_switch(seen.append)
...     switch.value, [label for label, _ in switch.options]
...     switch.value = "hu"
...     get_language(), seen
('en', ['English', 'Magyar'])
('hu', ['hu'])
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import ipywidgets as widgets

from tutor.i18n import LANGUAGE_NAMES as NAMES
from tutor.i18n import LANGUAGES, get_language, set_language

__all__ = ["NAMES", "language_switch", "labelled"]

def labelled(values: Sequence[str], word: Callable[[str], str]) -> list[str] | list[tuple[str, str]]:
    """The options of a menu whose values are words (a variant, a seat): ``(label, value)`` pairs, or the values
    themselves where every label is its value (in English: the menu stays as it always was).

    >>> from tutor.i18n import language, pgettext
    >>> with language("en"):
    ...     labelled(["human", "bot"], lambda v: pgettext("seat", v))
    ['human', 'bot']
    >>> with language("hu"):
    ...     labelled(["human", "bot"], lambda v: pgettext("seat", v))
    [('ember', 'human'), ('gép', 'bot')]
    """
    pairs = [(word(v), v) for v in values]
    return list(values) if all(label == v for label, v in pairs) else pairs


def language_switch(redraw: Callable[[str], None]) -> widgets.ToggleButtons:
    """An "English | Magyar" toggle; choosing one sets the language, then calls ``redraw(lang)``."""
    switch = widgets.ToggleButtons(options=[(NAMES[lang], lang) for lang in LANGUAGES], value=get_language(),
                                   style={"button_width": "5.5em"}, layout=widgets.Layout(width="auto"))
    switch.add_class("tutor-language")

    def changed(change: dict) -> None:
        set_language(change["new"])
        redraw(change["new"])

    switch.observe(changed, names="value")
    return switch
