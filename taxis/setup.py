"""Setting up a game of Thurn und Taxis: the deck, the display, the stacks, the start player.

>>> import taxis
>>> s = taxis.new_game(players=3, seed=2, variant="gug").state
>>> len(s.deck), len(s.display), [len(h) for h in s.hands], s.horse_count(0)
(63, 6, [0, 0, 0], 2)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache

from taxis.board import (
    BONUS,
    RULE_SETS,
    BonusSet,
    Deck,
    Map,
    RuleSet,
    load,
    read_bonus,
    read_decks,
    read_maps,
    read_settings,
)
from taxis.state import CARRIAGES, DISPLAY, State, card_names
from tutor.data import Source, Sourced
from tutor.game import Config, chance
from tutor.i18n import _
from tutor.schema import Obj, Opt, Schema, Str, start_player

VARIANTS = tuple(RULE_SETS)
PLAYER_COUNTS = (2, 3, 4)


@cache
def options_schema(players: int) -> Schema:
    """What ``options`` may hold (see :func:`taxis.new_game`; ``start`` is a scenario, see :mod:`taxis.scenario`).

    >>> options_schema(2).check({"reading": []}, "options")
    Traceback (most recent call last):
    ...
    tutor.rules.RecordError: options.reading: expected null or text of at most 40 characters, found list []
    """
    from taxis.scenario import spec_schema

    return Obj({"start_player": start_player(players), "reading": Opt(Str(max_len=40)),
                "start": spec_schema(players)})


@dataclass(frozen=True)
class GameData:
    """Everything Thurn und Taxis reads from its data files, checked file by file and against each other."""

    maps: Mapping[str, Map]
    decks: Mapping[str, Deck]
    bonus: Mapping[str, BonusSet]
    settings: Mapping[str, Sourced]
    rule_sets: Mapping[str, RuleSet]


def read_data(folder: Source = None) -> GameData:
    """Read and check every data file of Thurn und Taxis from ``folder`` (default: the package's ``data/``;
    a mapping of file names to parsed JSON also works). The game itself reads the package's files at import.

    >>> data = read_data()
    >>> sorted(data.maps), sorted(data.rule_sets), data.settings["hand_limit"].value
    (['base', 'gug'], ['base', 'gug', 'gug-base-rules'], 3)
    """
    maps = read_maps(load("maps.json", folder))
    decks = read_decks(load("cards.json", folder), maps)
    bonus = read_bonus(load("bonus.json", folder), maps)
    return GameData(maps, decks, bonus, *read_settings(load("settings.json", folder), maps, bonus, decks))


def new_state(config: Config) -> State:
    """The opening position for ``config`` (seeded: the deck and the start player).

    The options are checked first; a position given as ``start`` must pass :func:`taxis.validate.validate`.
    """
    n = len(config.players)
    if n not in PLAYER_COUNTS:
        raise ValueError(f"Thurn und Taxis is for 2 to 4 players (taxis.setup.players), not {n}")
    if config.variant not in RULE_SETS:
        raise ValueError(f"unknown variant {config.variant!r}: use one of {', '.join(VARIANTS)}")
    options = dict(config.options)
    options_schema(n).check(options, "options")
    if "start" in options:
        from taxis.scenario import state_from_spec
        from taxis.validate import validate

        state = state_from_spec(config, options["start"])
        validate(state)
        return state
    rules = RULE_SETS[config.variant]
    rng = chance(config.seed, "setup")
    deck = card_names(rules)
    rng.shuffle(deck)
    start = rng.randrange(n) if options.get("start_player") is None else int(options["start_player"]) % n
    reading = options.get("reading")
    if reading is not None:
        try:
            BONUS[rules.bonus].with_reading(reading)
        except KeyError:
            raise ValueError(_("no bonus tile of {variant} knows the reading {reading}").format(
                variant=repr(config.variant), reading=repr(reading))) from None
    stacks = tuple(tuple(s.values.value) for s in BONUS[rules.bonus].stacks)
    return State(
        variant=config.variant, seed=config.seed, deck=tuple(deck[DISPLAY:]), display=tuple(deck[:DISPLAY]),
        discards=(), hands=((),) * n, routes=((),) * n, horses=((),) * n, houses=(frozenset(),) * n,
        carriages=(0,) * n, supply=tuple(count for _, count in CARRIAGES.values()) if rules.carriages else
        (0,) * len(CARRIAGES), stacks=stacks, tiles=((),) * n, player=start, start=start, reading=reading,
    )
