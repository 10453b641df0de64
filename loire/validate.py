"""Is a La Loire position possible? The checks a loaded or hand-made position must pass.

Like a chess position validator, :func:`problems` lists what cannot happen in a real
game, naming the field: goods, character cards and palaces are conserved (the supply
plus what the players hold is what the box has), every message card is in exactly one
place (a deck, a hand, a pile of delivered cards), money, goods and horses are never
negative, loose and carried horses add up to at most the game's, no player builds more
than their tokens, buildings belong to players of the game, pieces stand on the board
and head for a city, the market holds each colour once, and the seat, start player and
turn in progress are coherent. :func:`validate` refuses the first problem with a
:class:`~tutor.rules.RecordError`. Records and scenarios are validated once, when they
are loaded, never move by move.

>>> import loire
>>> s = loire.new_game(players=3, seed=4).state
>>> problems(s)
[]
>>> validate(s.evolve(players=(s.players[0].evolve(money=-100), *s.players[1:])))
Traceback (most recent call last):
...
tutor.rules.RecordError: position: players[0].money: -100 deniers (money is never negative)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from loire.board import BOARD, CITIES, COMPONENTS
from loire.cards import PALACES, supply
from loire.setup import PLAYER_COUNTS, VARIANTS
from loire.state import (
    BUILDINGS,
    CARDS,
    CHARACTER_NAMES,
    COLOURS,
    GOODS,
    PALACE_KEYS,
    PIECES,
    PLACE_INDEX,
    PLACES,
    SCOUT_HORSES,
    VILLAGE_INDEX,
    VILLAGES,
    Piece,
    Player,
    State,
    Turn,
)
from tutor.i18n import _
from tutor.schema import refuse

DID = (None, "buy", "hire", "trade", "deliver", "message")


def horses_in_game(players: int) -> int:
    """The horses of a game: the neutral horses set out and two with each merchant and messenger. Moves only carry
    them from place to place, so loose and carried horses always add up to this.

    >>> horses_in_game(1), horses_in_game(4)
    (10, 24)
    """
    return len(BOARD.horses_for(players)) + 2 * len(PIECES) * players


def _horses(state: State) -> Iterator[str]:
    """Loose and carried horses add up to at most the game's (loire.setup.neutral-horses, loire.move.drop-horses)."""
    carried = sum(pl.merchant.horses + pl.messenger.horses for pl in state.players)
    most = horses_in_game(state.count)
    if sum(state.loose) + carried > most:
        yield "loose: " + _("{loose} loose horses and {carried} with the pieces, but a game of {n} has {most} horses "
                            "(horses are only carried from place to place)").format(
            loose=sum(state.loose), carried=carried, n=state.count, most=most)


def _tokens(state: State) -> Iterator[str]:
    """No player builds more than their tokens (loire.build.farm, loire.build.monastery,
    loire.build.castle: a castle uses a farm token too)."""
    from loire.rules import TOKENS, tokens_left

    for p in range(state.count):
        for kind in reversed(TOKENS):  # castles first: a castle uses a farm token too
            left = tokens_left(state, p, kind)
            if left < 0:
                built = state.built(p)
                yield f"buildings: players[{p}]: " + _("{n} {kind} buildings, but a player has {tokens} {kind} "
                                                       "tokens ({left} left; loire.build.{kind})").format(
                    n=built[kind] + (built["castle"] if kind == "farm" else 0), kind=kind, tokens=TOKENS[kind],
                    left=left)
                return


def _piece(piece: object, where: str) -> Iterator[str]:
    if not isinstance(piece, Piece) or piece.place not in PLACE_INDEX:
        yield f"{where}: " + _("not a piece on a place of the board")
        return
    if piece.place in CITIES and piece.toward is not None:
        yield f"{where}: " + _("a piece in a city heads nowhere yet")
    elif piece.place not in CITIES and piece.toward not in CITIES:
        yield f"{where}: " + _("a piece in a village heads for {cities}").format(cities=_(" or ").join(CITIES))
    if type(piece.horses) is not int or not 0 <= piece.horses <= SCOUT_HORSES:
        yield f"{where}.horses: " + _("{n} horses (0-{most})").format(n=repr(piece.horses), most=SCOUT_HORSES)


def _player(p: int, pl: Player) -> Iterator[str]:
    where = f"players[{p}]"
    yield from _piece(pl.merchant, f"{where}.merchant")
    yield from _piece(pl.messenger, f"{where}.messenger")
    if type(pl.money) is not int or pl.money < 0:
        yield f"{where}.money: " + _("{n} deniers (money is never negative)").format(n=repr(pl.money))
    if len(pl.goods) != len(GOODS) or any(type(g) is not int or g < 0 for g in pl.goods):
        yield f"{where}.goods: " + _("{goods} (one count per good: {names}; never negative)").format(
            goods=list(pl.goods), names=", ".join(GOODS))
    if type(pl.boat) is not int or not 0 <= pl.boat <= BOARD.river_length.value:
        yield f"{where}.boat: " + _("{value} is not a river space (0-{last})").format(
            value=repr(pl.boat), last=BOARD.river_length.value)
    if not set(pl.characters) <= set(CHARACTER_NAMES):
        yield f"{where}.characters: " + _("{names} names an unknown character").format(names=sorted(pl.characters))
    if not set(pl.palaces) <= set(PALACE_KEYS):
        yield f"{where}.palaces: " + _("{names} names an unknown palace").format(names=sorted(pl.palaces))
    if any(c not in CARDS for c in (*pl.hand, *pl.delivered)):
        yield f"{where}.hand/delivered: " + _("an unknown message card")
    if len(pl.progress) != len(pl.hand) or any(v not in VILLAGE_INDEX for row in pl.progress for v in row):
        yield f"{where}.progress: " + _("one list of villages per card in the hand")


def _supplies(state: State) -> Iterator[str]:
    """Goods, characters, palaces and message cards: what the supply holds plus what players hold is the box."""
    n = state.count
    for i, good in enumerate(GOODS):
        held = state.goods[i] + sum(pl.goods[i] for pl in state.players)
        box = COMPONENTS.goods[good].supply.value
        if state.goods[i] < 0 or held != box:
            yield "goods: " + _("{n} {good} in the supply + {held} held by players; the game has {box}").format(
                n=state.goods[i], good=good, held=held - state.goods[i], box=box)
            return
    copies = supply(n)
    for i, name in enumerate(CHARACTER_NAMES):
        box = 0 if state.casual else copies[name]
        holders = sum(1 for pl in state.players if name in pl.characters)
        if state.characters[i] < 0 or state.characters[i] + holders != box:
            yield "characters: " + _("{n} {name} left + {holders} hired; the game has {box}").format(
                n=state.characters[i], name=name, holders=holders, box=box)
            return
    for i, key in enumerate(PALACE_KEYS):
        box = 0 if state.casual else PALACES[key].copies
        owners = sum(1 for pl in state.players if key in pl.palaces)
        if state.palaces[i] < 0 or state.palaces[i] + owners != box:
            yield "palaces: " + _("{n} {name} left + {owners} built; the game has {box}").format(
                n=state.palaces[i], name=" ".join(key), owners=owners, box=box)
            return
    where = Counter(c for deck in state.decks for c in deck)
    where.update(c for pl in state.players for c in (*pl.hand, *pl.delivered))
    for card in CARDS:
        if where[card] != 1:
            text = _("message card {card} is in {n} places (decks, hands, delivered); it must be in 1")
            yield "decks: " + text.format(card=repr(card), n=where[card])
            return


def _board(state: State) -> Iterator[str]:
    n = state.count
    if len(state.shields) != len(VILLAGES) or any(c not in COLOURS for c in state.shields):
        yield "shields: " + _("one shield colour per village")
    if sorted(state.market) != sorted(COLOURS):
        yield "market: " + _("must hold each of {colours} once").format(colours=", ".join(COLOURS))
    if state.casual and state.circus is not None or state.circus is not None and state.circus not in VILLAGE_INDEX:
        yield "circus: " + _("{value} (a village or none; none in the casual game)").format(value=repr(state.circus))
    if len(state.loose) != len(PLACES) or any(type(h) is not int or h < 0 for h in state.loose):
        yield "loose: " + _("one count of horses (never negative) per place")
    else:
        yield from _horses(state)
    if len(state.buildings) != len(VILLAGES):
        yield "buildings: " + _("one entry per village")
        return
    for v, b in zip(VILLAGES, state.buildings, strict=True):
        if b is not None and (not isinstance(b, tuple) or len(b) != 2 or b[1] not in BUILDINGS
                              or type(b[0]) is not int or not 0 <= b[0] < n):
            yield f"buildings.{v}: " + _("{value} is not (owner 0-{last}, {kinds})").format(
                value=repr(b), last=n - 1, kinds="|".join(BUILDINGS))
            return
    yield from _tokens(state)


def _turn(state: State) -> Iterator[str]:
    t = state.turn
    if not isinstance(t, Turn):
        yield "turn: " + _("not a turn in progress")
        return
    if not isinstance(t.moved, tuple) or any(m not in PIECES for m in t.moved) or len(t.moved) > 2 * len(PIECES):
        yield "turn.moved: " + _("{value} (a list of {pieces})").format(
            value=repr(t.moved), pieces=_(" or ").join(PIECES))
        return
    if t.acting is not None and (not t.moved or t.acting != t.moved[-1]):
        yield "turn.acting: " + _("{value} (the piece moved last, or none)").format(value=repr(t.acting))
    if t.did not in DID:
        yield "turn.did: " + _("{value} (one of {known})").format(value=repr(t.did), known=", ".join(map(str, DID)))
    for name in ("hires", "buildings", "messages"):
        value = getattr(t, name)
        if type(value) is not int or not 0 <= value <= 10:
            yield f"turn.{name}: {value!r} (0-10)"
    for name in ("bought", "boat", "delivered", "smith"):
        if not isinstance(getattr(t, name), bool):
            yield f"turn.{name}: " + _("{value} (true or false)").format(value=repr(getattr(t, name)))
    if not isinstance(t.pending, tuple) or any(v not in VILLAGE_INDEX for v in t.pending):
        yield "turn.pending: " + _("{value} (villages)").format(value=repr(t.pending))
    if not isinstance(t.new_palaces, frozenset) or not t.new_palaces <= state.me.palaces:
        yield "turn.new_palaces: " + _("palaces built this turn must be palaces of the player to move")


def problems(state: State) -> list[str]:
    """What is impossible about ``state`` (an empty list for a possible position)."""
    if state.variant not in VARIANTS:
        return ["variant: " + _("{value} is not one of {known}").format(
            value=repr(state.variant), known=", ".join(VARIANTS))]
    n = state.count
    if n not in PLAYER_COUNTS:
        return ["players: " + _("{n} players; La Loire is for {lo}-{hi}").format(
            n=n, lo=PLAYER_COUNTS[0], hi=PLAYER_COUNTS[-1])]
    out = []
    for name in ("player", "start"):
        value = getattr(state, name)
        if type(value) is not int or not 0 <= value < n:
            out.append(f"{name}: " + _("{value} is not a seat (0-{last})").format(value=repr(value), last=n - 1))
    if state.trigger is not None and not 0 <= state.trigger < n:
        out.append("trigger: " + _("{value} is not a seat (0-{last})").format(value=state.trigger, last=n - 1))
    if state.final is not None and any(not 0 <= p < n for p in state.final):
        out.append("final: " + _("{value} names a seat that does not exist").format(value=state.final))
    if state.rounds < 0 or state.turns < 0:
        out.append("rounds/turns: " + _("{rounds} rounds, {turns} turns (never negative)").format(
            rounds=state.rounds, turns=state.turns))
    if out:
        return out
    for p, pl in enumerate(state.players):
        out.extend(_player(p, pl))
    if out:
        return out
    return [*_supplies(state), *_board(state), *_turn(state)]


def validate(state: State) -> None:
    """Refuse an impossible position: a :class:`~tutor.rules.RecordError` naming the field."""
    refuse(problems(state))
