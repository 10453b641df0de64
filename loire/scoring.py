"""Scores with a breakdown by category, and the winners with the rulebook's tie-breaks.

>>> import loire
>>> loire.new_game(players=2, seed=1).scores()[0]
{'boat': 0, 'delivered': 0, 'undelivered': 1, 'characters': 0, 'blue': 0, 'palaces': 0, 'total': 1}
"""

from __future__ import annotations

from loire.cards import CHARACTERS, MESSAGES, PALACES
from loire.state import CARDS, State
from tutor.i18n import NP_, pgettext

UNDELIVERED_VP = 1
"""Our reading (loire.score.undelivered): +1 per undelivered message, as the Hungarian text says."""


LABELS = {"boat": NP_("score", "boat"), "delivered": NP_("score", "delivered messages"),
          "undelivered": NP_("score", "undelivered messages"), "characters": NP_("score", "characters"),
          "blue": NP_("score", "blue bonuses"), "palaces": NP_("score", "palaces"), "total": NP_("score", "total")}
"""The score categories of :func:`breakdown`, as a table heads them (read with :func:`label`)."""
_KEYS = (NP_("score", "delivered"), NP_("score", "undelivered"), NP_("score", "blue"))
"""The categories whose key is not their heading, marked for the catalog as keys too: the shared score tables (the
replay's, :func:`tutor.stepper.scores_html`) head a column with :func:`tutor.i18n.score_word` of its key."""


def label(category: str) -> str:
    """The heading of a score category in the current language.

    >>> label("blue"), label("total")
    ('blue bonuses', 'total')
    """
    return pgettext("score", LABELS[category])


def breakdown(state: State, p: int) -> dict[str, int]:
    """Player ``p``'s points by category (rules loire.score.*)."""
    player = state.players[p]
    delivered = [CARDS[c] for c in player.delivered]
    blue = 0
    for name in player.characters:
        c = CHARACTERS[name]
        if c.message_type is not None:
            blue += c.vp_per_message.value * sum(card.type == c.message_type.value for card in delivered)
    row = {
        "boat": player.boat,
        "delivered": sum(MESSAGES[card.level].vp.value for card in delivered),
        "undelivered": UNDELIVERED_VP * len(player.hand),
        "characters": sum(CHARACTERS[name].vp.value for name in player.characters),
        "blue": blue,
        "palaces": sum(PALACES[key].vp for key in player.palaces),
    }
    row["total"] = sum(row.values())
    return row


def scores(state: State) -> dict[int, dict[str, int]]:
    return {p: breakdown(state, p) for p in range(state.count)}


def tie_key(state: State, p: int) -> tuple[int, int, int]:
    """Points, then castles, then buildings of every kind (palaces, monasteries, farms, castles)."""
    built = state.built(p)
    total = breakdown(state, p)["total"]
    return total, built["castle"], sum(built.values()) + len(state.players[p].palaces)


def winners(state: State) -> tuple[int, ...]:
    """The players with the best score after the tie-breaks (several only if still tied)."""
    keys = {p: tie_key(state, p) for p in range(state.count)}
    best = max(keys.values())
    return tuple(p for p, k in keys.items() if k == best)
