"""What the three game packages share: rules, verdicts, the game protocol,
records, the SVG builder, bots and the step-through widget; the language it speaks
(``tutor.set_language("hu")``, ``with tutor.language("en"): ...``; see :mod:`tutor.i18n`).

>>> from tutor import Rule, RuleBook, Verdict, IllegalMove
>>> Verdict(True, "amber.place.tile", "fine").ok
True
"""

from tutor.game import Config, Engine, Game, chance
from tutor.i18n import get_language, language, set_language
from tutor.rules import IllegalMove, NotationError, RecordError, Rule, RuleBook, Verdict

__all__ = [
    "Config",
    "Engine",
    "Game",
    "IllegalMove",
    "NotationError",
    "RecordError",
    "Rule",
    "RuleBook",
    "Verdict",
    "chance",
    "get_language",
    "language",
    "set_language",
]
