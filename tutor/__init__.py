"""What the three game packages share: rules, verdicts, the game protocol,
records, the SVG builder, bots and the step-through widget.

>>> from tutor import Rule, RuleBook, Verdict, IllegalMove
>>> Verdict(True, "amber.place.tile", "fine").ok
True
"""

from tutor.game import Config, Engine, Game, chance
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
]
