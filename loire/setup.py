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
from dataclasses import dataclass
from functools import cache

from loire.board import BOARD, COMPONENTS, ROADS, Board, Components, load, read_board, read_components
from loire.cards import CARDS, MESSAGES, PALACES, Cards, read_cards, supply
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
from tutor.data import Source
from tutor.game import Config, chance
from tutor.rules import RecordError
from tutor.schema import Obj, Schema, start_player

VARIANTS = ("standard", "casual")
PLAYER_COUNTS = (1, 2, 3, 4)


@dataclass(frozen=True)
class GameData:
    """Everything La Loire reads from its data files, checked file by file and against each other."""

    components: Components
    board: Board
    cards: Cards


def check_deal(data: GameData, where: str = "loire/data/cards.json") -> None:
    """Refuse a level-1 message deck too small to deal every player of the largest table a card."""
    cards = data.cards.messages[1].cards.value
    if cards < PLAYER_COUNTS[-1]:
        raise RecordError(f"{where}.messages.levels.1.cards.value: {PLAYER_COUNTS[-1]} players are each dealt a "
                          f"level-1 message, but there are {cards}")


def read_data(folder: Source = None) -> GameData:
    """Read and check every data file of La Loire from ``folder`` (default: the package's ``data/``; a mapping
    of file names to parsed JSON also works). The game itself reads the package's files at import.

    >>> data = read_data()
    >>> len(data.board.village_info), len(data.cards.characters), data.components.money["start"].value
    (18, 29, 7)
    """
    components = read_components(load("components.json", folder))
    board = read_board(load("board.json", folder), components)
    cards = load("cards.json", folder)
    data = GameData(components, board, read_cards(cards, board, components))
    check_deal(data, cards.where)
    return data


check_deal(GameData(COMPONENTS, BOARD, CARDS))


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
