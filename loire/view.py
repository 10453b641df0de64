"""What a player may see of a La Loire position, as plain JSON-ready data.

Nearly everything in La Loire lies open on the table: the pieces and their horses, the
shields, the market and the circus, the buildings, every player's money, goods, boat,
characters, palaces, messages in hand with their progress cubes, and delivered messages.
What is hidden is the **order of the four message decks**: a player's view gives only their
sizes, and never the seed that would rebuild them.

A player who may choose a card (the Spy's three cards, a Ducal Palace's whole deck) sees the
choice on their own turn as legal moves, exactly as :func:`loire.rules.legal_moves` offers them;
:func:`view` lists ``legal_moves`` only for the player to move. :func:`teacher` (``viewer=None``)
sees everything: the deck order, the seed and the legal moves of whoever is to move.

>>> import json, loire
>>> g = loire.new_game(players=2, seed=1)
>>> v = view(g.state, 0)
>>> v["viewer"], v["to_move"], v["decks"], "deck_order" in v, "seed" in v
('red', 'blue', {'1': 16, '2': 14, '3': 14, '4': 8}, False, False)
>>> v["seats"]["blue"]["merchant"], v["seats"]["red"]["hand"] == list(g.state.players[0].hand)
({'place': 'Nantes', 'toward': None, 'horses': 2}, True)
>>> "legal_moves" in v, len(view(g.state, 1)["legal_moves"]) == len(g.legal_moves())
(False, True)
>>> json.loads(json.dumps(v)) == v
True
"""

from __future__ import annotations

from typing import Any

from loire.board import BOARD
from loire.rules import legal_moves
from loire.scoring import breakdown
from loire.state import (
    CHARACTER_NAMES,
    GOODS,
    PALACE_KEYS,
    PLACES,
    PLAYER_COLOURS,
    PRICES,
    VILLAGES,
    Piece,
    Player,
    State,
    Turn,
)

LEVELS = ("1", "2", "3", "4")
"""The keys of the message decks, by level."""


def _piece(piece: Piece) -> dict[str, Any]:
    return {"place": piece.place, "toward": piece.toward, "horses": piece.horses}


def _palaces(keys: frozenset[tuple[str, str]] | tuple[tuple[str, str], ...]) -> list[str]:
    return sorted(f"{kind} {city}" for kind, city in keys)


def _seat(state: State, p: int, player: Player) -> dict[str, Any]:
    """Everything about one player (all of it is open to everyone)."""
    return {
        "merchant": _piece(player.merchant),
        "messenger": _piece(player.messenger),
        "money": player.money,
        "goods": dict(zip(GOODS, player.goods, strict=True)),
        "boat": player.boat,
        "characters": sorted(player.characters),
        "palaces": _palaces(player.palaces),
        "hand": list(player.hand),
        "progress": {card: list(done) for card, done in zip(player.hand, player.progress, strict=True)},
        "delivered": list(player.delivered),
        "buildings": state.built(p),
        "score": breakdown(state, p),
    }


def _turn(turn: Turn) -> dict[str, Any]:
    return {
        "moved": list(turn.moved), "acting": turn.acting, "did": turn.did, "bought": turn.bought,
        "hires": turn.hires, "buildings": turn.buildings, "boat": turn.boat, "messages": turn.messages,
        "delivered": turn.delivered, "smith": turn.smith, "circus_choices": list(turn.pending),
        "new_palaces": _palaces(turn.new_palaces),
    }


def _board(state: State, names: tuple[str, ...]) -> dict[str, Any]:
    return {
        "shields": {v: state.shield(v) for v in VILLAGES},
        "goods": {v: BOARD.goods[v] for v in VILLAGES},
        "market": [{"colour": c, "price": price} for c, price in zip(state.market, PRICES, strict=True)],
        "circus": state.circus,
        "loose_horses": {place: n for place, n in zip(PLACES, state.loose, strict=True) if n},
        "buildings": {v: {"owner": names[b[0]], "kind": b[1]}
                      for v, b in zip(VILLAGES, state.buildings, strict=True) if b is not None},
    }


def _supply(state: State) -> dict[str, Any]:
    return {
        "goods": dict(zip(GOODS, state.goods, strict=True)),
        "characters": dict(zip(CHARACTER_NAMES, state.characters, strict=True)),
        "palaces": {f"{kind} {city}": n for (kind, city), n in zip(PALACE_KEYS, state.palaces, strict=True)},
    }


def view(state: State, viewer: int | None = None) -> dict[str, Any]:
    """What ``viewer`` (a seat number) may see; ``None``: the teacher's full view. JSON-serialisable.

    >>> import loire
    >>> g = loire.scenario(players=2, seed=1, player=0, decks={"2": ["blue+red", "black+blue", "green+white"]},
    ...                    seats=[{"messenger": "Nantes", "characters": ["Spy"]}, {}],
    ...                    turn={"moved": ["messenger"], "acting": "messenger"})
    >>> v = view(g.state, 0)
    >>> [m for m in v["legal_moves"] if m.startswith("message 2")]  # the Spy's choice, on red's own turn
    ['message 2 blue+red', 'message 2 black+blue', 'message 2 green+white']
    >>> "green+white" in str(view(g.state, 1)), view(g.state)["deck_order"]["2"][:3]
    (False, ['blue+red', 'black+blue', 'green+white'])
    """
    n = state.count
    if viewer is not None and not 0 <= viewer < n:
        raise ValueError(f"viewer must be a seat from 0 to {n - 1}, or None for the teacher, not {viewer}")
    names = PLAYER_COLOURS[:n]
    out: dict[str, Any] = {
        "viewer": None if viewer is None else names[viewer],
        "variant": state.variant,
        "players": list(names),
        "to_move": None if state.over else names[state.player],
        "start": names[state.start],
        "rounds": state.rounds,
        "turns": state.turns,
        "turn": _turn(state.turn),
        "goal": state.goal(),
        "trigger": None if state.trigger is None else names[state.trigger],
        "last_turns": None if state.final is None else [names[p] for p in state.final],
        "over": state.over,
        "board": _board(state, names),
        "supply": _supply(state),
        "decks": {level: len(deck) for level, deck in zip(LEVELS, state.decks, strict=True)},
        "seats": {names[p]: _seat(state, p, player) for p, player in enumerate(state.players)},
    }
    if viewer is None or (viewer == state.player and not state.over):
        out["legal_moves"] = [str(m) for m in legal_moves(state)]
    if viewer is None:
        out["seed"] = state.seed
        out["deck_order"] = {level: list(deck) for level, deck in zip(LEVELS, state.decks, strict=True)}
    return out


def teacher(state: State) -> dict[str, Any]:
    """The teacher's view: everything a player's view holds, plus the order of the decks, the seed and the moves.

    >>> import loire
    >>> t = teacher(loire.new_game(players=2, seed=1).state)
    >>> t["viewer"], t["seed"], [len(t["deck_order"][k]) for k in LEVELS] == list(t["decks"].values())
    (None, 1, True)
    """
    return view(state, None)
