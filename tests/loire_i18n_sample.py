"""A transcript of what La Loire says over seeded games (standard, casual and solo): verdicts on many
legal and illegal moves, notation errors, refusals, the bots' reasons, the move explanations, the
moves in words and the notebook panel's menu groups, the score headings, and every text and tooltip of
the board and of the game table's drawings, in the current language.

The translation tests read it twice, as they read Amber's (:mod:`i18n_sample`): in English it must
stay exactly what La Loire said before its texts were marked for translation
(``tests/data/loire_english_sample.txt``, written by ``python tests/loire_i18n_sample.py >
tests/data/loire_english_sample.txt``); in Hungarian it must contain no English sentence.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from typing import Any

from i18n_sample import played, refusals

import loire
from loire import table as loire_table
from loire.bots import GreedyBot
from loire.cards import CHARACTERS
from loire.moves import (
    Boat,
    Build,
    Buy,
    BuyMessage,
    Circus,
    Deliver,
    End,
    Hire,
    Income,
    Palace,
    Recall,
    Sell,
    Travel,
)
from loire.render import render
from loire.state import GOODS, PALACE_KEYS, PLACES, VILLAGES
from loire.table import score_heads
from loire.widgets import group_of
from tutor.bots import RandomBot
from tutor.table import View, end_html, movers

GAMES = (  # seed, players, variant, moves, bots
    (1, 2, "standard", 900, GreedyBot), (2, 3, "standard", 900, GreedyBot), (3, 4, "standard", 700, GreedyBot),
    (4, 1, "standard", 700, GreedyBot), (5, 2, "casual", 700, GreedyBot), (6, 2, "standard", 500, RandomBot),
    (7, 3, "casual", 400, RandomBot),
)
TEXTS = (  # typed notation that cannot be read
    "fly to Paris", "merchant", "merchant +x Saumur", "merchant +1 Saumur smith", "buy", "buy wood 2 3",
    "buy wood x", "end now", "income 2", "boat", "boat x", "build farm", "palace Bank", "message x", "hire",
    "sell", "", "message 99999999999",
)
SOME_VILLAGES = VILLAGES[::3]


def probes(game: Any) -> Iterator[Any]:
    """Moves to ask about now: travels of both pieces to a spread of places with every change of horses
    (and a Blacksmith's horse), every good bought and sold, passages, buildings, palaces, hires, messages,
    deliveries and recalls of cards held and not, the circus, income, the end, and an object that is no move."""
    s = game.state
    me = s.me
    for piece in ("merchant", "messenger"):
        for to in (*PLACES[::2], "Paris"):
            yield from (Travel(piece, to, change) for change in (-3, -1, 0, 1, 2, 3))
        yield Travel(piece, PLACES[3], 1, "Tours")
        yield Travel(piece, PLACES[3], 1, me.piece(piece).place)
        yield Travel(piece, PLACES[3], 0, "Blois")
        yield Travel(piece, PLACES[3], 1, "Paris")
    for good in (*GOODS, "gold"):
        yield from (Buy(good), Buy(good, 2), Sell(good), Sell(good, 3))
    yield from (Boat(n) for n in (1, 2, 3))
    for kind in ("farm", "monastery", "castle", "tower"):
        yield from (Build(kind, v) for v in SOME_VILLAGES)
        yield Build(kind, SOME_VILLAGES[0], True)
    yield Build("farm", "Paris")
    yield from (Palace(k, c) for k, c in PALACE_KEYS)
    yield Palace("Tower", "Nantes")
    yield from (Hire(name) for name in CHARACTERS)
    yield Hire("Nobody")
    yield from (BuyMessage(level) for level in (1, 2, 3, 4, 5))
    yield from (BuyMessage(level, "Saumur") for level in (1, 2))
    for card in (*me.hand, "Saumur", "blue+red"):
        yield from (Deliver(card), Recall(card))
    yield from (Circus(v) for v in SOME_VILLAGES)
    yield from (Income(), End(), 42)
    yield from TEXTS


def drawings(game: Any, bot_name: str = "greedy bot") -> Iterator[str]:
    """Every text and tooltip of the board and of the table's board and seats, for the position now."""
    state = game.state
    moves = game.legal_moves()
    first = loire_table.path(moves[0]) if moves else ()
    tried = Travel("merchant", "Blois")
    view = View(viewer=None, selection=first[:1], clickable=frozenset(loire_table.path(m)[0] for m in moves),
                preview=moves[0] if moves else None, marks=tuple(movers(
game, len(game.history) - 3)), error=(tried, "loire.move.steps", "Blois"),
                names=game.players, seats=("human", *["bot"] * (len(game.players) - 1)))
    for svg in (render(state), loire_table.board_svg(game, view), loire_table.seats_svg(game, view)):
        for found in re.findall(r"<(?:text|title)[^>]*>([^<]*)</", svg):
            yield html.unescape(found)
    yield from (loire_table.describe(m) for m in moves)
    yield from (group_of(m) for m in moves)  # the notebook panel's menu groups


def _end(game: Any) -> Iterator[str]:
    yield game.state.summary()
    yield from drawings(game)
    yield from (f"{rule}: {text}" for rule, text in loire_table._trigger(game))
    if game.is_over:  # the end screen's score headings (the rest of it is the shared table's)
        yield " | ".join(re.findall(r"<th>([^<]*)</th>", score_heads(end_html(game)))[1:])
    yield str(game.check(End()))


def transcript() -> Iterator[str]:
    """Every text La Loire produces over :data:`GAMES`, one per line."""
    return played(loire, GAMES, probes, lambda game: game.state.summary(),
                  lambda game: refusals(game, (End(), Income())), _end,
                  extra=lambda game, step: drawings(game) if step % 7 == 0 else ())


if __name__ == "__main__":
    seen: set[str] = set()
    for line in transcript():
        if line not in seen:  # the first time each text appears, in order
            seen.add(line)
            print(line)
