"""Amber's rules as pure functions: legal moves and the transitions.

``legal_moves(state)`` is the single source of truth; :mod:`amber.verdicts`
explains why any other move is refused, and ``apply`` plays a legal move.
"""

from __future__ import annotations

from itertools import repeat
from operator import is_

from amber.board import BORDER, FIELDS_AT, NEIGHBOURS, SETTINGS
from amber.moves import Dig, Draw, Move, Pass, Place, Rebuild, Stuck
from amber.reach import add_tiles, connected, reachable_fields, remove_tile
from amber.state import CASTLE, EMPTY, State
from amber.tiles import FITS, KINDS, OPPOSITE, REPLACERS, ROAD_MASK, code, kind_of
from tutor.game import memo

EDGE_ROAD_OK: bool = SETTINGS["road_may_face_board_edge"].value
HAND_SIZE: int = SETTINGS["hand_size"].value
END_HAND: int = SETTINGS["end_hand_limit"].value
_WILD = {k.index for k in KINDS.values() if k.cls == "swamp"}
_PLACE: dict[tuple[str, int, int], Place] = {}


def place(kind: str, f: int, rot: int = 0) -> Place:
    """The (shared) placement move of ``kind`` on ``f`` turned ``rot``."""
    key = (kind, f, rot)
    move = _PLACE.get(key)
    if move is None:
        move = _PLACE[key] = Place(kind, f, rot)
    return move


_FITTING: dict[tuple[int, tuple[int, int]], dict[str, tuple[Place, ...]]] = {}


def _fitting(f: int, need: tuple[int, int]) -> dict[str, tuple[Place, ...]]:
    """Per road kind, the placements on ``f`` that meet the side pattern ``need`` (memoised)."""
    key = (f, need)
    found = _FITTING.get(key)
    if found is None:
        found = _FITTING[key] = {k: tuple(place(k, f, r) for r in rots) for k, rots in FITS[need].items()}
    return found


# For each field: (neighbour, side bit, the neighbour's side facing back) for its four sides.
_AROUND = tuple(
    tuple((n, 1 << s, OPPOSITE[s]) for s, n in enumerate(NEIGHBOURS[f])) for f in range(len(NEIGHBOURS))
)
# For each tile cell code: its road-side mask, or -1 for a swamp (whose sides match anything).
_FACES = tuple(-1 if c // 4 in _WILD else ROAD_MASK[c] for c in range(len(ROAD_MASK)))
_STRAIGHT = frozenset(c for c in range(len(ROAD_MASK)) if kind_of(c).straight)


def pattern(board: tuple[int, ...], f: int) -> tuple[int, int]:
    """Side masks a tile on ``f`` must have as roads and as blanks to match its neighbours."""
    road = blank = 0
    for n, bit, back in _AROUND[f]:
        if n < 0:
            if not EDGE_ROAD_OK:
                blank |= bit
            continue
        cell = board[n]
        if cell == EMPTY:
            continue
        if cell >= CASTLE:
            road |= bit
            continue
        faces = _FACES[cell]
        if faces < 0:
            continue
        if faces >> back & 1:
            road |= bit
        else:
            blank |= bit
    return road, blank


def is_straight(cell: int) -> bool:
    return cell in _STRAIGHT


def straight_fields(board: tuple[int, ...]) -> frozenset[int]:
    """The fields holding a straight tile (the only tiles a rebuild can replace)."""
    return frozenset(f for f, cell in enumerate(board) if cell in _STRAIGHT)


_NEAR = tuple(frozenset(n for n in NEIGHBOURS[f] if n >= 0) for f in range(len(NEIGHBOURS)))


def trigger_sides(board: tuple[int, ...], f: int) -> list[int]:
    """Sides of ``f`` that face the blank side of a straight tile."""
    return [
        s for s, (g, _, back) in enumerate(_AROUND[f])
        if g >= 0 and board[g] in _STRAIGHT and not ROAD_MASK[board[g]] >> back & 1
    ]


def replacer_fits(board: tuple[int, ...], g: int, towards: int, replacer: str) -> bool:
    """Whether ``replacer`` (unturned) fits on ``g`` once a road arrives from side ``towards`` of ``g``."""
    road, blank = pattern(board, g)
    bit = 1 << towards
    return 0 in FITS[road | bit, blank & ~bit][replacer]


_REBUILD: dict[tuple[Place, int, str], Rebuild] = {}


def rebuild(laid: Place, target: int, replacer: str) -> Rebuild:
    """The (shared) rebuild move: lay ``laid``, then swap the straight on ``target`` for ``replacer``."""
    key = (laid, target, replacer)
    move = _REBUILD.get(key)
    if move is None:
        move = _REBUILD[key] = Rebuild(laid, target, replacer)
    return move


def _rebuilds(state: State, f: int, need: tuple[int, int], hand: tuple[str, ...], roads: list[str],
              replacers: list[str]) -> list[Move]:
    out: list[Move] = []
    road, blank = need
    for s in trigger_sides(state.board, f):
        g = NEIGHBOURS[f][s]
        usable = [rep for rep in replacers if replacer_fits(state.board, g, OPPOSITE[s], rep)]
        if not usable:
            continue
        fits = _fitting(f, (road | 1 << s, blank & ~(1 << s)))
        for k in roads:
            for laid in fits[k]:
                out.extend(rebuild(laid, g, rep) for rep in usable if hand.count(rep) >= 1 + (k == rep))
    return out


_ROADS = frozenset(k for k, kind in KINDS.items() if kind.cls == "road")


def plays(state: State) -> list[Move]:
    """Every tile play open to the player to move (placements, rebuilds, shovels)."""
    p, board = state.player, state.board
    hand = state.hands[p]
    kinds = list(dict.fromkeys(hand))  # hands are kept sorted in kind order
    roads = [k for k in kinds if k in _ROADS]
    replacers = [r for r in REPLACERS if r in kinds]
    swamp = "swamp" in kinds
    out: list[Move] = []
    extend = out.extend
    if roads or swamp:
        for f in sorted(state.frontier[p]):
            need = pattern(board, f)
            fits = _fitting(f, need)
            for k in roads:
                extend(fits[k])
            if swamp and f not in state.villages:
                out.append(place("swamp", f))
            if replacers and not state.straights.isdisjoint(_NEAR[f]):
                extend(_rebuilds(state, f, need, hand, roads, replacers))
    if "shovel" in kinds or state.specials and state.specials[p]:
        targets = reachable_fields(board, state.reach[p], empty=False)
        if "shovel" in kinds:
            out.extend(Dig(t) for t in targets)
        if state.specials and state.specials[p]:
            out.extend(Dig(t, True) for t in targets)
    return out


def legal_moves(state: State) -> tuple[Move, ...]:
    """Every legal move, in a fixed order; none once the game is over."""
    return memo(state, "legal", _legal)


def is_legal(state: State, move: Move) -> bool:
    """Whether ``move`` is among the legal moves.

    The very objects ``legal_moves`` returned are recognised by identity (a fast
    scan in C); any other object is compared by value.
    """
    legal = legal_moves(state)
    if any(map(is_, legal, repeat(move))):
        return True
    found = state.cache.get("legal_set")
    if found is None:
        found = state.cache["legal_set"] = frozenset(legal)
    return move in found


def _legal(state: State) -> tuple[Move, ...]:
    if state.phase == "over":
        return ()
    if state.phase == "draw":
        deck = (Draw(),) if state.deck else ()
        return deck + tuple(Draw(k) for k in sorted(set(state.market), key=lambda k: KINDS[k].index))
    out = plays(state)
    if out:
        return tuple(out)
    hand = state.hands[state.player]
    if hand and (state.deck or state.market):
        return tuple(Stuck(k) for k in dict.fromkeys(hand))
    return (Pass(),)  # nothing left to draw (or, in a made-up position, nothing to discard)


# -- transitions -----------------------------------------------------------------


def _take(hand: tuple[str, ...], *kinds: str) -> tuple[str, ...]:
    out = list(hand)
    for k in kinds:
        out.remove(k)
    return tuple(out)


_ORDER = {k: kind.index for k, kind in KINDS.items()}


def _give(hand: tuple[str, ...], *kinds: str) -> tuple[str, ...]:
    """The hand with ``kinds`` added, kept in kind order."""
    return tuple(sorted((*hand, *kinds), key=_ORDER.__getitem__))


def _set(t: tuple, i: int, value: object) -> tuple:
    """``t`` with item ``i`` replaced (through a list: the fastest way for a 121-cell board)."""
    items = list(t)
    items[i] = value
    return tuple(items)


def apply(state: State, move: Move) -> State:
    """The position after a legal ``move`` (call ``check`` first: this trusts the move)."""
    if isinstance(move, Draw):
        return _draw(state, move.kind)
    p = state.player
    if isinstance(move, Pass):
        return _end_turn(state, passes=state.passes + 1)
    after, drawn = _play(state, move)
    if after.board is not state.board:
        after = _settle(state, after, _changed_fields(move))
    if after.phase == "over":
        return after
    if isinstance(move, Stuck):
        return _refill(after, 1)  # a stuck player discards one tile and draws one
    return _refill(after, HAND_SIZE - len(after.hands[p]) if drawn else 0)


def _changed_fields(move: Move) -> tuple[int, ...]:
    if isinstance(move, Rebuild):
        return (move.place.field, move.target)
    return (move.field,) if isinstance(move, (Place, Dig)) else ()


def _play(state: State, move: Move) -> tuple[State, bool]:
    p, board = state.player, state.board
    if isinstance(move, Place):
        board = _set(board, move.field, code(move.kind, move.rot))
        hands = _set(state.hands, p, _take(state.hands[p], move.kind))
        reach, front, gained = add_tiles(board, state.reach, state.frontier, (move.field,))
        straights = state.straights | {move.field} if board[move.field] in _STRAIGHT else state.straights
        after = state.evolve(board=board, hands=hands, reach=reach, frontier=front, straights=straights, passes=0)
        after.cache["gained"] = gained
        return after, True
    if isinstance(move, Rebuild):
        old = kind_of(board[move.target]).name
        board = _set(board, move.place.field, code(move.place.kind, move.place.rot))
        board = _set(board, move.target, code(move.replacer, 0))
        hands = _set(state.hands, p, _take(state.hands[p], move.place.kind, move.replacer))
        reach, front, gained = add_tiles(board, state.reach, state.frontier, (move.place.field, move.target))
        after = state.evolve(board=board, hands=hands, reach=reach, frontier=front, straights=straight_fields(board),
                             discards=(*state.discards, old), passes=0)
        after.cache["gained"] = gained
        return after, True
    if isinstance(move, Dig):
        removed = kind_of(board[move.field]).name
        board = _set(board, move.field, EMPTY)
        thrown = (removed,) if move.special else (removed, "shovel")
        hands = state.hands if move.special else _set(state.hands, p, _take(state.hands[p], "shovel"))
        specials = _set(state.specials, p, False) if move.special else state.specials
        reach, front = remove_tile(board, state.castles, state.reach, state.frontier, move.field)
        return state.evolve(
            board=board, hands=hands, specials=specials, discards=state.discards + thrown,
            reach=reach, frontier=front, straights=state.straights - {move.field}, passes=0,
        ), not move.special
    assert isinstance(move, Stuck)
    purse, out = state.purse, state.coins_out
    if purse[p]:
        purse, out = _set(purse, p, purse[p] - 1), out + 1
    hands = _set(state.hands, p, _take(state.hands[p], move.kind))
    return state.evolve(hands=hands, purse=purse, coins_out=out, discards=(*state.discards, move.kind), passes=0), True


def _claimable(board: tuple[int, ...], f: int) -> bool:
    """A quick test: can anybody be connected to the castle or village on ``f`` at all?"""
    if board[f] >= CASTLE:
        return any(0 <= board[n] < CASTLE for n in NEIGHBOURS[f] if n >= 0)
    return 0 <= board[f] < CASTLE


def coin_claims(state: State, f: int, among: list[int] | None = None) -> list[int]:
    """The players (never the castle's owner) connected to the coin's castle or village on ``f``.

    ``among`` limits the search to some players (by default: all).
    """
    if not _claimable(state.board, f):
        return []
    owner, board, reach = state.owner(f), state.board, state.reach
    players = range(len(reach)) if among is None else among
    return [p for p in players if p != owner and connected(board, reach[p], f)]


def full_connectors(state: State) -> list[int]:
    """Players connected to every village and every other castle."""
    board = state.board
    if any(not 0 <= board[v] < CASTLE for v in state.villages):
        return []
    out = []
    for p, seen in enumerate(state.reach):
        targets = state.villages + tuple(c for q, c in enumerate(state.castles) if q != p)
        if all(connected(board, seen, t) for t in targets):
            out.append(p)
    return out


_COIN_BORDERS: dict[frozenset[int], frozenset[int]] = {}


def coin_borders(coins: frozenset[int]) -> frozenset[int]:
    """The borders of the fields that still hold a coin (memoised: coins change seldom)."""
    found = _COIN_BORDERS.get(coins)
    if found is None:
        if len(_COIN_BORDERS) > 10_000:
            _COIN_BORDERS.clear()
        found = _COIN_BORDERS[coins] = frozenset(b for f in coins for b in BORDER[f])
    return found


def _coin_candidates(before: State, state: State, fields: tuple[int, ...], changed: list[int]) -> list[int]:
    """Coins that may have new claimants: on changed fields, or touching newly reached borders."""
    coins = state.coins_on
    found = {f for f in fields if f in coins}
    gained = state.cache.get("gained")
    near = coin_borders(coins)
    for p in changed:
        new = gained[p] if gained is not None else state.reach[p] - before.reach[p]
        if not near.isdisjoint(new):
            found.update(f for b in new & near for f in FIELDS_AT[b] if f in coins)
    return sorted(found)


def _settle(before: State, state: State, fields: tuple[int, ...]) -> State:
    """Hand out or discard coins, then look for a sole connector (who wins at once).

    A coin still on the board had nobody connected to it, so only coins on the
    changed fields or next to newly reached borders can be claimed now.
    """
    changed = [p for p in range(state.players) if state.reach[p] is not before.reach[p]]
    if not changed and not any(f in state.coins_on or f in state.villages for f in fields):
        return state
    on, purse, out = set(state.coins_on), list(state.purse), state.coins_out
    for f in _coin_candidates(before, state, fields, changed):
        claims = coin_claims(state, f)
        if len(claims) == 1:
            purse[claims[0]] += 1
        elif claims:
            out += 1
        if claims:
            on.discard(f)
    if len(on) != len(state.coins_on):
        state = state.evolve(coins_on=frozenset(on), purse=tuple(purse), coins_out=out)
    full = full_connectors(state)
    if len(full) == 1:
        return state.evolve(phase="over", winner=full[0])
    return state


def _refill(state: State, wanted: int) -> State:
    wanted = min(wanted, len(state.deck) + len(state.market))
    if wanted <= 0:
        return _end_turn(state)
    if state.market:
        return state.evolve(phase="draw", draws=wanted)
    p = state.player
    hand = _give(state.hands[p], *state.deck[:wanted])
    return _end_turn(state, hands=_set(state.hands, p, hand), deck=state.deck[wanted:])


def _draw(state: State, kind: str | None) -> State:
    p, deck, market = state.player, state.deck, state.market
    if kind is None:
        got, deck = deck[0], deck[1:]
    else:
        got, market = kind, _take(market, kind)
        if deck:
            market, deck = _give(market, deck[0]), deck[1:]
    left = min(state.draws - 1, len(deck) + len(market))
    hands = _set(state.hands, p, _give(state.hands[p], got))
    if left > 0:
        return state.evolve(hands=hands, deck=deck, market=market, draws=left)
    return _end_turn(state, hands=hands, deck=deck, market=market, draws=0)


def _end_turn(state: State, **changes: object) -> State:
    """Apply ``changes``, then end the game or pass the turn to the next player."""
    deck, hands = changes.get("deck", state.deck), changes.get("hands", state.hands)
    n = state.players
    if not deck and all(len(h) <= END_HAND for h in hands) or changes.get("passes", state.passes) >= n:
        return state.evolve(phase="over", **changes)
    return state.evolve(player=(state.player + 1) % n, turn=state.turn + 1, phase="play", **changes)
