"""Rules, verdicts and the errors every game shares.

A :class:`Rule` is one rule of a rulebook, told in our own words. A game keeps
all of its rules in a :class:`RuleBook` (``amber.RULES`` and friends), and every
verdict the engine gives names one of them.

>>> book = RuleBook("demo", [Rule("demo.move.one", "One move", "Move one step.", "Turn")])
>>> book["demo.move.one"].title
'One move'
>>> v = book.refuse("demo.move.one", "two steps are too many")
>>> v.ok, v.rule
(False, 'demo.move.one')
>>> str(IllegalMove(v))
'illegal move [demo.move.one]: two steps are too many'
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, replace
from typing import NamedTuple

from tutor.i18n import _, get_language

PROVENANCES = ("rulebook", "reading", "reconstructed", "secondary source")


@dataclass(frozen=True)
class Rule:
    """One rule: a stable id, a title, our explanation and where it comes from.

    ``provenance`` is ``"rulebook"`` only when the game's Hungarian rulebook states it;
    ``"reading"`` when it is our choice among readings of a gap or ambiguity, and then
    ``alternatives`` says which other readings exist; ``"reconstructed"`` when it rests
    on data rebuilt without the lost pictures; ``"secondary source"`` when it comes from
    outside the rulebook (e.g. the base Thurn und Taxis rules, which the Glanz und
    Gloria rulebook relies on but does not state).
    """

    id: str
    title: str
    explanation: str
    section: str
    term_hu: str | None = None
    provenance: str = "rulebook"
    alternatives: str = ""

    def __post_init__(self) -> None:
        if self.provenance not in PROVENANCES:
            raise ValueError(f"rule {self.id}: unknown provenance {self.provenance!r}")
        if self.id.count(".") < 2 or self.id != self.id.strip().lower():
            raise ValueError(f"rule id {self.id!r} must look like 'game.topic.name'")

    def describe(self) -> str:
        """The rule as one paragraph of plain text."""
        hu = _(" (HU: {term})").format(term=self.term_hu) if self.term_hu else ""
        return f"[{self.id}] {self.title}{hu}: {self.explanation}"

    def translated(self) -> Rule:
        """This rule with its title, explanation, section and alternatives in the current language.

        >>> from tutor.i18n import language
        >>> rule = Rule("demo.end.over", "No moves after the end", "Once the game is over, no move is accepted.", "End")
        >>> with language("hu"):
        ...     rule.translated().title
        'Vége után nincs több lépés'
        """
        return replace(self, title=_(self.title), explanation=_(self.explanation), section=_(self.section),
                       alternatives=_(self.alternatives) if self.alternatives else "")


class Verdict(NamedTuple):
    """The answer to "may I play this?": ``ok``, the rule that decides, and why.

    A named tuple: cheap to make, as one is made for every move played.
    """

    ok: bool
    rule: str
    reason: str

    def __bool__(self) -> bool:
        return self.ok

    def __str__(self) -> str:
        word = _("legal") if self.ok else _("illegal")
        return f"{word} [{self.rule}]: {self.reason}"


class IllegalMove(ValueError):
    """Raised by ``Game.play`` for a move the rules forbid; carries the verdict."""

    def __init__(self, verdict: Verdict) -> None:
        super().__init__(_("illegal move [{rule}]: {reason}").format(rule=verdict.rule, reason=verdict.reason))
        self.verdict = verdict


class NotationError(ValueError):
    """Raised for text that cannot be parsed as a move, a field or a position.

    ``rule`` names the rule the text breaks when there is one (a rotation out of
    range breaks the rotation rule); otherwise the game's notation rule applies.
    """

    def __init__(self, message: str, rule: str | None = None) -> None:
        super().__init__(message)
        self.rule = rule


QUOTE = 200
"""The most characters of a bad value an error message quotes."""
MAX_MESSAGE = 1000
"""The longest error message about a record or data file (longer ones are cut, saying so)."""


def quote(value: object, most: int = QUOTE) -> str:
    """``repr(value)`` cut to about ``most`` characters, saying how long it was (a record's value can be a megabyte).

    >>> quote("Ulm"), quote("x" * 1000, 10)
    ("'Ulm'", "'xxxxxxxx… (1002 characters)")
    """
    if isinstance(value, int) and value.bit_length() > 1000:  # repr of a huge number is slow, or refused
        return f"a number of about {int(value.bit_length() * 0.30103) + 1} digits"
    return cut(repr(value), most)


def cut(text: str, most: int = QUOTE) -> str:
    """``text`` cut to about ``most`` characters, saying how long it was.

    >>> cut("abc"), cut("abcdef", 4)
    ('abc', 'abc… (6 characters)')
    """
    return text if len(text) <= most else f"{text[:most - 1]}… ({len(text)} characters)"


class RecordError(ValueError):
    """Raised for a game record or data file that is malformed or tampered with.

    The message is cut to :data:`MAX_MESSAGE` characters, whatever a caller quoted in it:

    >>> len(str(RecordError("record: " + "x" * 10**6))) <= MAX_MESSAGE + 40
    True
    """

    def __init__(self, message: object = "", *args: object) -> None:
        super().__init__(cut(str(message), MAX_MESSAGE), *args)


class RuleBook(Mapping[str, Rule]):
    """A game's registry of rules, keyed by id, in rulebook order.

    A rule is read in the current language (:mod:`tutor.i18n`): its texts are
    written in English and translated from the message catalog when looked up.
    """

    def __init__(self, game: str, rules: Iterable[Rule]) -> None:
        self.game = game
        self._rules: dict[str, Rule] = {}
        for rule in rules:
            if not rule.id.startswith(game + "."):
                raise ValueError(f"rule {rule.id} does not belong to game {game}")
            if rule.id in self._rules:
                raise ValueError(f"rule {rule.id} registered twice")
            self._rules[rule.id] = rule
        self._translated: dict[str, dict[str, Rule]] = {"en": self._rules}

    def __getitem__(self, rule_id: str) -> Rule:
        lang = get_language()
        rules = self._translated.get(lang)
        if rules is None:
            rules = self._translated[lang] = {i: r.translated() for i, r in self._rules.items()}
        return rules[rule_id]

    def __iter__(self) -> Iterator[str]:
        return iter(self._rules)

    def __len__(self) -> int:
        return len(self._rules)

    def _known(self, rule_id: str) -> str:
        if rule_id not in self._rules:
            raise KeyError(f"unknown rule id {rule_id!r} for {self.game}")
        return rule_id

    def allow(self, rule_id: str, reason: str) -> Verdict:
        """A positive verdict under ``rule_id``."""
        return Verdict(True, self._known(rule_id), reason)

    def refuse(self, rule_id: str, reason: str) -> Verdict:
        """A negative verdict under ``rule_id``."""
        return Verdict(False, self._known(rule_id), reason)

    def _repr_markdown_(self) -> str:
        rows = [_("| id | title | HU | source |"), "|---|---|---|---|"]
        for r in self.values():
            rows.append(f"| `{r.id}` | {r.title} | {r.term_hu or ''} | {r.section} ({r.provenance}) |")
        return "\n".join(rows)


_IDS_IN_BRACKETS = re.compile(r"\s*\(\s*[a-z]+\.[a-z0-9-]+\.[a-z0-9-]+\s*\)")
_TYPED_IN_BRACKETS = re.compile(r"\s*\('[a-z0-9 +-]+'\)")


def pupil_explanation(text: str) -> str:
    """A rule's explanation for pupils: without rule ids in brackets, without a move's notation quoted in brackets
    (``('end')``) and without the sentences about the typed notation (that is for the Python notebooks; pupils
    click).

    >>> pupil_explanation("Turn a tile four ways (amber.place.rotation). In the notation, r0-r3 give the turns.")
    'Turn a tile four ways.'
    >>> pupil_explanation("The player ends the turn ('end'), and the next one plays.")
    'The player ends the turn, and the next one plays.'
    """
    text = _TYPED_IN_BRACKETS.sub("", _IDS_IN_BRACKETS.sub("", text))
    word = _("notation")
    sentences = re.split(r"(?<=[.!?])\s+", text.strip())
    return " ".join(s for s in sentences if word not in s.lower())
