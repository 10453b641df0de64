"""Setting up an Amber game: layout, castles, coins, the shuffled deck and the hands.

>>> import amber
>>> s = amber.new_game(players=3, seed=7).state
>>> len(s.deck), [len(h) for h in s.hands], len(s.coins_on)
(74, [6, 6, 6], 11)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from amber.board import FIELDS, SETTINGS, load, read_board
from amber.reach import reach_all
from amber.state import CASTLE, EMPTY, LAYOUTS, Layout, State, read_layouts
from amber.tiles import KIND_LIST, KINDS, Kind, read_kinds
from tutor.data import Source, Sourced
from tutor.game import Config, chance
from tutor.i18n import _
from tutor.rules import RecordError
from tutor.schema import Int, Obj, Schema, Str, start_player

VARIANTS = ("basic", "advanced")


@dataclass(frozen=True)
class GameData:
    """Everything Amber reads from its data files, checked file by file and against each other."""

    settings: Mapping[str, Sourced]
    kinds: tuple[Kind, ...]
    layouts: Mapping[int, tuple[Layout, ...]]


def check_deal(data: GameData, where: str = "amber/data/board.json") -> None:
    """Refuse a hand size that the tiles cannot deal to the largest table (and its market, advanced).

    >>> big = dict(SETTINGS, hand_size=Sourced(16, "rulebook", "x"))
    >>> check_deal(GameData(big, KIND_LIST, LAYOUTS))  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    tutor.rules.RecordError: amber/data/board.json.hand_size.value: 6 players are dealt 6 x 16 tiles and 6 more ...
    """
    tiles = sum(k.count.value for k in data.kinds)
    hand = data.settings["hand_size"].value
    n = max(data.layouts)
    if n * (hand + 1) > tiles:
        raise RecordError(f"{where}.hand_size.value: {n} players are dealt {n} x {hand} tiles and {n} more go "
                          f"to the advanced game's market: {n * (hand + 1)}, but tiles.json holds {tiles}")


def read_data(folder: Source = None) -> GameData:
    """Read and check every data file of Amber from ``folder`` (default: the package's ``data/``; a mapping
    of file names to parsed JSON also works). The game itself reads the package's files at import.

    >>> data = read_data()
    >>> sum(k.count.value for k in data.kinds), sorted(data.layouts), data.settings["coins"].value
    (92, [2, 3, 4, 5, 6], 14)
    """
    board = load("board.json", folder)
    settings = read_board(board)
    data = GameData(settings, read_kinds(load("tiles.json", folder)), read_layouts(load("layouts.json", folder),
                                                                                   settings))
    check_deal(data, board.where)
    return data


check_deal(GameData(SETTINGS, KIND_LIST, LAYOUTS))
PLAYER_COUNTS = tuple(sorted(LAYOUTS))
COINS: int = SETTINGS["coins"].value
HAND_SIZE: int = SETTINGS["hand_size"].value


def full_deck() -> list[str]:
    """All 92 tiles, in the data file's order (before shuffling)."""
    return [k.name for k in KIND_LIST for _copy in range(k.count.value)]


def sort_hand(tiles: list[str] | tuple[str, ...]) -> tuple[str, ...]:
    return tuple(sorted(tiles, key=lambda k: KINDS[k].index))


def choose_layout(players: int, options: dict[str, Any]) -> Layout:
    """The layout named by ``options['layout']`` (an index, default 0) for the player count."""
    if players not in LAYOUTS:
        raise ValueError(f"Amber is for 2 to 6 players (amber.setup.players), not {players}")
    index = options.get("layout", 0)
    layouts = LAYOUTS[players]
    if not isinstance(index, int) or not 0 <= index < len(layouts):
        raise ValueError(_("layout {index} does not exist: {n} players have layouts 0-{last}").format(
            index=repr(index), n=players, last=len(layouts) - 1))
    return layouts[index]


@cache
def options_schema(players: int) -> Schema:
    """What ``options`` may hold (see :func:`amber.new_game`; ``start`` is a scenario, see :mod:`amber.scenario`).

    >>> options_schema(2).check({"start_player": 2}, "options")
    Traceback (most recent call last):
    ...
    tutor.rules.RecordError: options.start_player: expected null or a whole number from 0 to 1, found int 2
    """
    from amber.scenario import spec_schema

    return Obj({"layout": Int(0, 99), "castles": Str(choices=("random", "in order")),
                "start_player": start_player(players), "start": spec_schema(players)})


def new_state(config: Config) -> State:
    """The opening position for ``config`` (seeded: castles, start player, deck).

    The options are checked first; a position given as ``start`` must pass :func:`amber.validate.validate`.
    """
    n, options = len(config.players), dict(config.options)
    if config.variant not in VARIANTS:
        raise ValueError(f"unknown variant {config.variant!r}: use one of {', '.join(VARIANTS)}")
    if n not in LAYOUTS:
        raise ValueError(f"Amber is for 2 to 6 players (amber.setup.players), not {n}")
    options_schema(n).check(options, "options")
    if "start" in options:
        from amber.scenario import state_from_spec
        from amber.validate import validate

        state = state_from_spec(config, options["start"])
        validate(state)
        return state
    layout = choose_layout(n, options)
    rng = chance(config.seed, "setup")
    castles = list(layout.castles)
    if options.get("castles", "random") == "random":
        rng.shuffle(castles)
    deck = full_deck()
    rng.shuffle(deck)
    start = rng.randrange(n) if options.get("start_player") is None else int(options["start_player"]) % n
    board = [EMPTY] * FIELDS
    for p, c in enumerate(castles):
        board[c] = CASTLE + p
    hands = tuple(sort_hand(deck[i * HAND_SIZE : (i + 1) * HAND_SIZE]) for i in range(n))
    deck = deck[n * HAND_SIZE :]
    market: list[str] = []
    if config.variant == "advanced":
        market, deck = deck[:n], deck[n:]
    coins_on = frozenset(castles) | frozenset(layout.villages)
    return State(
        variant=config.variant, seed=config.seed, castles=tuple(castles), villages=tuple(sorted(layout.villages)),
        board=tuple(board), coins_on=coins_on, purse=(0,) * n, coins_out=COINS - len(coins_on),
        hands=hands, deck=tuple(deck), market=sort_hand(market),
        specials=(True,) * n if config.variant == "advanced" else (), discards=(), player=start,
        reach=reach_all(tuple(board), tuple(castles)),
        straights=frozenset(),
    )
