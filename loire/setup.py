"""Setting up a game of La Loire: shields, market, circus, horses, supplies, decks and pieces (seeded).

>>> import loire
>>> s = loire.new_game(players=3, seed=4).state
>>> sum(s.loose), s.circus, s.market.index(s.shield("Ussé")) in range(7)
(8, 'Ussé', True)
>>> [(p.money, p.merchant.place, p.messenger.place, len(p.hand)) for p in s.players]
[(7, 'Nantes', 'Orléans', 1), (7, 'Nantes', 'Orléans', 1), (7, 'Nantes', 'Orléans', 1)]
>>> loire.new_game(players=5)
Traceback (most recent call last):
...
ValueError: La Loire is for 1 to 4 players (loire.setup.players), not 5
"""

from __future__ import annotations

import random
from functools import cache

from loire.board import BOARD, COMPONENTS, ROADS
from loire.cards import MESSAGES, PALACES, supply
from loire.state import (
    CHARACTER_NAMES,
    COLOURS,
    GOODS,
    MONEY,
    PALACE_KEYS,
    PLACE_INDEX,
    PLACES,
    VILLAGE_INDEX,
    VILLAGES,
    Piece,
    Player,
    State,
    card_code,
)
from tutor.game import Config, chance
from tutor.schema import Obj, Schema, start_player

VARIANTS = ("standard", "casual")
PLAYER_COUNTS = (1, 2, 3, 4)


def neighbours() -> list[tuple[int, int]]:
    """Pairs of village indices that are next to each other on a road."""
    pairs = []
    for road in ROADS:
        line = [VILLAGE_INDEX[v] for v in BOARD.villages[road]]
        pairs.extend(zip(line, line[1:], strict=False))
    return pairs


NEIGHBOURS = neighbours()


def deal_shields(rng: random.Random) -> tuple[str, ...]:
    """Shields at random, then swapped until no two neighbouring villages match (rule loire.setup.shields)."""
    shields = [c for c in COLOURS for _ in range(COMPONENTS.shield_counts.value[c])]
    rng.shuffle(shields)
    for _ in range(10_000):
        clash = next((b for a, b in NEIGHBOURS if shields[a] == shields[b]), None)
        if clash is None:
            return tuple(shields)
        other = rng.choice([j for j in range(len(shields)) if shields[j] != shields[clash]])
        shields[clash], shields[other] = shields[other], shields[clash]
    raise ValueError("the shield counts leave no way to keep neighbours apart")  # pragma: no cover


@cache
def options_schema(players: int) -> Schema:
    """What ``options`` may hold (see :func:`loire.new_game`; ``start`` is a scenario, see :mod:`loire.scenario`).

    >>> options_schema(2).check({"start_player": True}, "options")
    Traceback (most recent call last):
    ...
    tutor.rules.RecordError: options.start_player: expected null or a whole number from 0 to 1, found bool True
    """
    from loire.scenario import spec_schema

    return Obj({"start_player": start_player(players), "start": spec_schema(players)})


def new_state(config: Config) -> State:
    """The opening position for ``config``: every random choice comes from the seed.

    The options are checked first; a position given as ``start`` must pass :func:`loire.validate.validate`.
    """
    n = len(config.players)
    if n not in PLAYER_COUNTS:
        raise ValueError(f"La Loire is for 1 to 4 players (loire.setup.players), not {n}")
    if config.variant not in VARIANTS:
        raise ValueError(f"unknown variant {config.variant!r}: use one of {', '.join(VARIANTS)}")
    options = dict(config.options)
    options_schema(n).check(options, "options")
    rng = chance(config.seed, "setup")
    shields = deal_shields(rng)
    market = list(COLOURS)
    rng.shuffle(market)
    decks = []
    for level in MESSAGES.values():
        deck = [card_code(c) for c in level.deck]
        rng.shuffle(deck)
        decks.append(deck)
    start = rng.randrange(n) if options.get("start_player") is None else int(options["start_player"]) % n
    loose = [0] * len(PLACES)
    for village in BOARD.horses_for(n):
        loose[PLACE_INDEX[village]] = 1
    casual = config.variant == "casual"
    copies = supply(n)
    players = []
    for _ in range(n):
        hand = (decks[0].pop(0),)
        players.append(Player(merchant=Piece("Nantes", None, 2), messenger=Piece("Orléans", None, 2),
                              money=MONEY["start"], hand=hand, progress=((),)))
    state = State(
        variant=config.variant, seed=config.seed, players=tuple(players), player=start, start=start,
        shields=shields, market=tuple(market), circus=None if casual else BOARD.circus_start.value,
        loose=tuple(loose), buildings=(None,) * len(VILLAGES),
        goods=tuple(COMPONENTS.goods[g].supply.value for g in GOODS),
        characters=tuple(0 if casual else copies[c] for c in CHARACTER_NAMES),
        palaces=tuple(0 if casual else PALACES[k].copies for k in PALACE_KEYS), decks=tuple(tuple(d) for d in decks),
    )
    if "start" in options:
        from loire.scenario import state_from_spec
        from loire.validate import validate

        state = state_from_spec(state, options["start"])
        validate(state)
    return state
