"""A Thurn und Taxis position: a small immutable value.

Cards are strings: the city's name, and in Glanz und Gloria (where the three
cards of a city show 1, 2 or 3 horses on their backs) the name with the horses,
``"Berlin:2"``. The deck is a tuple, top first; the seed and a counter of
reshuffles are kept so that every shuffle can be replayed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from taxis.board import BONUS, DECKS, MAPS, RULE_SETS, SETTINGS, BonusSet, Map, RuleSet
from tutor.game import evolved
from tutor.i18n import _, player

COLOURS = ("#d62728", "#1f77b4", "#2ca02c", "#ff7f0e")
COLOUR_NAMES = ("red", "blue", "green", "yellow")
HOUSES: int = SETTINGS["houses_per_player"].value
DISPLAY: int = SETTINGS["display_size"].value
HAND_LIMIT: int = SETTINGS["hand_limit"].value
MIN_CLOSE: int = SETTINGS["min_route_to_close"].value
CARRIAGE_HORSES: int = SETTINGS["carriage_card_horses"].value
MAX_HORSE_CARDS: int = SETTINGS["max_horse_cards"].value
CARTWRIGHT: int = SETTINGS["cartwright_bonus"].value
MAX_FREE: int = SETTINGS["max_free_cities_per_closing"].value
CARRIAGES = {c["number"]: (c["vp"], c["count"]) for c in SETTINGS["carriages"].value}


def city_of(card: str) -> str:
    """The city a card shows.

    >>> city_of("Berlin:2"), city_of("Ulm")
    ('Berlin', 'Ulm')
    """
    return card.split(":", 1)[0]


def horses_of(card: str) -> int:
    """The horses on a card's back (0 for cards without)."""
    return int(card.split(":", 1)[1]) if ":" in card else 0


_READINGS: dict[tuple[str, str | None], BonusSet] = {}


def bonus_set(key: str, reading: str | None) -> BonusSet:
    """The bonus set ``key``, with the stacks that know ``reading`` using it (memoised).

    >>> [s.excluded.value for s in bonus_set("base", "german").stacks if s.kind == "all-provinces"]
    [('Baiern',)]
    """
    found = _READINGS.get((key, reading))
    if found is None:
        found = _READINGS[key, reading] = BONUS[key] if reading is None else BONUS[key].with_reading(reading)
    return found


def card_names(rules: RuleSet) -> list[str]:
    """Every card of the deck a rule set uses, unshuffled."""
    deck = DECKS[rules.cards]
    if rules.horses:
        return [f"{c.city}:{c.horses}" for c in deck.cards]
    return [c.city for c in deck.cards]


@dataclass(frozen=True)
class State:
    """One position of Thurn und Taxis."""

    variant: str  # a key of RULE_SETS: "base", "gug" or "gug-base-rules"
    seed: int
    deck: tuple[str, ...]
    display: tuple[str, ...]
    discards: tuple[str, ...]
    hands: tuple[tuple[str, ...], ...]
    routes: tuple[tuple[str, ...], ...]
    horses: tuple[tuple[str, ...], ...]  # face-down horse cards (Glanz und Gloria)
    houses: tuple[frozenset[str], ...]
    carriages: tuple[int, ...]  # each player's highest carriage (0: none yet)
    supply: tuple[int, ...]  # carriages left, per number in CARRIAGES order
    stacks: tuple[tuple[int, ...], ...]  # bonus tiles left in each stack of the rule set, top first
    tiles: tuple[tuple[tuple[str, int], ...], ...]  # each player's bonus tiles: (stack id, value)
    player: int
    start: int  # the start player; the round ends with the player before them
    drawn: int = 0  # cards drawn this turn
    played: int = 0  # cards played this turn
    official: str | None = None  # the official used this turn
    closed: bool = False  # the route was closed this turn
    scrapped: bool = False  # the route was scrapped this turn (the drawing step is over)
    trigger: int | None = None  # who triggered the end of the game
    over: bool = False
    shuffles: int = 0
    turn: int = 1
    reading: str | None = None  # another reading of the bonus tiles, e.g. "german" (all provinces but Baiern)
    # each player's cards in the discards that nobody else saw (() none): who saw a card is not part of the position,
    # so comparisons and the records' fingerprints leave it out (a record saved before it existed still loads)
    hidden: tuple[tuple[str, ...], ...] = field(default=(), compare=False, repr=False)
    cache: dict[str, Any] = field(default_factory=dict, compare=False, repr=False, hash=False)

    @property
    def players(self) -> int:
        return len(self.hands)

    @property
    def rules(self) -> RuleSet:
        return RULE_SETS[self.variant]

    @property
    def map(self) -> Map:
        return MAPS[self.rules.map]

    @property
    def bonus(self) -> BonusSet:
        """The bonus stacks in play (with the chosen reading, if any)."""
        return bonus_set(self.rules.bonus, self.reading)

    def horse_count(self, p: int) -> int:
        """Horses before ``p``'s carriage: the carriage card's two plus the backs of the horse cards."""
        return CARRIAGE_HORSES + sum(horses_of(c) for c in self.horses[p])

    def hidden_of(self, p: int) -> tuple[str, ...]:
        """The cards ``p`` put on the discard pile unseen by the others (a card discarded from the hand, the
        face-down horse cards of a closed or scrapped route) since the pile was last shuffled into the deck.

        >>> import taxis
        >>> g = taxis.new_game(players=2, seed=1, variant="gug")
        >>> g.play_many(["draw deck", "horse Brüssel:2", "end"])
        >>> g.state.hidden_of(0), g.state.hidden_of(1)
        ((), ())
        """
        return self.hidden[p] if self.hidden else ()

    def hide(self, p: int, cards: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
        """``hidden`` with ``cards`` added to ``p``'s share (a value for :meth:`evolve`; the same when none)."""
        if not cards:
            return self.hidden
        rows = list(self.hidden or ((),) * self.players)
        rows[p] = (*rows[p], *cards)
        return tuple(rows)

    def houses_left(self, p: int) -> int:
        return HOUSES - len(self.houses[p])

    def evolve(self, **changes: Any) -> State:
        """A copy with some fields changed (caches are not carried over; :func:`tutor.game.evolved`)."""
        return evolved(self, changes)

    def summary(self) -> str:
        """One line for logs.

        >>> import taxis
        >>> taxis.new_game(players=2, seed=1).state.summary()
        'turn 1, blue to draw; deck 60, discards 0'
        """
        if self.over:
            return _("turn {turn}: game over").format(turn=self.turn)
        step = _("turn {turn}, {player} to draw") if not self.drawn else _("turn {turn}, {player} to play") \
            if not self.played else _("turn {turn}, {player} to close or end the turn")
        return step.format(turn=self.turn, player=player(COLOUR_NAMES[self.player])) + "; " + _(
            "deck {deck}, discards {discards}").format(deck=len(self.deck), discards=len(self.discards))
