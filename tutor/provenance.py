"""Telling the rulebook from the tutor: the pupils' mark on every rule the rulebook does not state.

A rule's ``provenance`` (:data:`tutor.rules.PROVENANCES`) says where it comes from. Wherever a rule is shown to a
pupil (the lesson, the exercises' feedback, the tables' notes and refusals), a rule that is not ``rulebook`` carries
one short sentence per kind, in the pupil's language (:func:`mark`), and the teacher's note of its source one click
away in a ``<details>`` element (:func:`note`, :func:`mark_html`), which the keyboard opens like any button.

>>> from tutor.rules import Rule
>>> r = Rule("demo.move.far", "Far", "Move far.", "Play", provenance="reading", alternatives="Or move near.")
>>> mark(r)
'The rulebook does not say this clearly; this is how the tutor reads it.'
>>> tag(r), mark(Rule("demo.move.one", "One", "Move one.", "Play"))
("the tutor's reading", '')
>>> "Or move near." in note(r) and "<details" in mark_html(r)
True
>>> mark_html(Rule("demo.move.one", "One", "Move one.", "Play"))
''
"""

from __future__ import annotations

from html import escape
from typing import Any

from tutor.i18n import N_, _

__all__ = ["MARKS", "NOTES", "TAGS", "mark", "mark_html", "note", "note_html", "tag", "tagged_title"]

MARKS = {
    "reading": N_("The rulebook does not say this clearly; this is how the tutor reads it."),
    "reconstructed": N_("The rulebook's pictures are lost; the numbers or places here are the tutor's own choice, "
                        "not the rulebook's."),
    "secondary source": N_("From the base game's rules, not in this rulebook."),
}
"""The pupils' sentence for each provenance that is not ``rulebook``."""

TAGS = {
    "reading": N_("the tutor's reading"),
    "reconstructed": N_("the tutor's choice"),
    "secondary source": N_("from the base game"),
}
"""A few words for each, for short notes (a rule's title after a sentence, a refusal)."""

NOTES = {
    "reading": N_("For teachers: the Hungarian rulebook leaves a gap or is unclear here, and the tutor chose one "
                  "reading."),
    "reconstructed": N_("For teachers: the rulebook's pictures, where these values were printed, did not survive; "
                        "the tutor's values are a reconstruction (the project's fact sheet, “Decided model values”), "
                        "kept in the game's data files so that they can be corrected. The real cards and board win."),
    "secondary source": N_("For teachers: this comes from the rules of the base game Thurn und Taxis, which the Glanz "
                           "und Gloria rulebook takes as known but does not print."),
}
"""The teacher's note of the source, before the rule's own alternatives."""

_SUMMARY = N_("Where does this come from?")
_OTHER = N_("Other readings: {alternatives}")


def mark(rule: Any) -> str:
    """The pupils' sentence for ``rule``'s provenance, in the current language; empty for a ``rulebook`` rule."""
    text = MARKS.get(getattr(rule, "provenance", "rulebook"))
    return _(text) if text else ""


def tag(rule: Any) -> str:
    """A few words for ``rule``'s provenance (``"the tutor's reading"``); empty for a ``rulebook`` rule."""
    text = TAGS.get(getattr(rule, "provenance", "rulebook"))
    return _(text) if text else ""


def tagged_title(rule: Any) -> str:
    """``rule``'s title, with its tag after it when it is not the rulebook's (plain text).

    >>> from tutor.rules import Rule
    >>> tagged_title(Rule("demo.a.b", "Prices", "Two.", "S", provenance="reconstructed"))
    "Prices (the tutor's choice)"
    """
    words = tag(rule)
    return _("{title} ({tag})").format(title=rule.title, tag=words) if words else rule.title


def note(rule: Any) -> str:
    """The teacher's note of ``rule``'s source: what kind of source, then the other readings it names."""
    provenance = getattr(rule, "provenance", "rulebook")
    if provenance not in NOTES:
        return ""
    parts = [_(NOTES[provenance])]
    if getattr(rule, "alternatives", ""):
        parts.append(_(_OTHER).format(alternatives=rule.alternatives))
    return " ".join(parts)


def mark_html(rule: Any, inline: bool = False) -> str:
    """The mark as HTML: the pupils' sentence, then the teacher's note in a ``<details>`` (one click or key away).

    ``inline`` gives it as ``<span>``s to follow a sentence (inside a ``<p>``); otherwise as its own block.
    Empty for a ``rulebook`` rule.
    """
    sentence = mark(rule)
    if not sentence:
        return ""
    said = (f"<span class='tutor-provenance' style='color:#7c2d12'>"
            f"<span aria-hidden='true'>✎ </span><b>{escape(sentence)}</b></span>")
    details = (f"<details class='tutor-provenance-note' style='display:inline-block'><summary>{escape(_(_SUMMARY))}"
               f"</summary>{escape(note(rule))}</details>")
    if inline:
        return f" {said} {details}"
    return f"<div class='tutor-provenance-box'><p>{said}</p>{details}</div>"


def note_html(text: str) -> str:
    """An exercise's note of what its answer rests on (rebuilt data, a reading), translated, as a marked paragraph.

    >>> note_html("The prices are the tutor's.")
    "<p class='tutor-provenance' style='color:#7c2d12'><span aria-hidden='true'>✎ </span><b>The prices are the \
tutor&#x27;s.</b></p>"
    >>> note_html("")
    ''
    """
    if not text:
        return ""
    return (f"<p class='tutor-provenance' style='color:#7c2d12'><span aria-hidden='true'>✎ </span>"
            f"<b>{escape(_(text))}</b></p>")
