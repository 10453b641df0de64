"""Amber's rules as pure functions: legal moves and the transitions.

``legal_moves(state)`` is the single source of truth; :mod:`amber.verdicts`
explains why any other move is refused, and ``apply`` plays a legal move.
"""

from __future__ import annotations

from amber.board import NEIGHBOURS, SETTINGS
from amber.moves import Dig, Draw, Move, Pass, Place, Rebuild, Stuck
from amber.reach import connected, reach_after_add, reach_all, reachable_fields
from amber.state import CASTLE, EMPTY, State
from amber.tiles import FITS, KINDS, OPPOSITE, REPLACERS, ROAD_MASK, code, kind_of

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


def pattern(board: tuple[int, ...], f: int) -> tuple[int, int]:
    """Side masks a tile on ``f`` must have as roads and as blanks to match its neighbours."""
    road = blank = 0
    for s, n in enumerate(NEIGHBOURS[f]):
        if n < 0:
            if not EDGE_ROAD_OK:
                blank |= 1 << s
            continue
        cell = board[n]
        if cell == EMPTY or cell // 4 in _WILD and cell < CASTLE:
            continue
        if cell >= CASTLE or ROAD_MASK[cell] >> OPPOSITE[s] & 1:
            road |= 1 << s
        else:
            blank |= 1 << s
    return road, blank


def is_straight(cell: int) -> bool:
    return 0 <= cell < CASTLE and kind_of(cell).straight


def trigger_sides(board: tuple[int, ...], f: int) -> list[int]:
    """Sides of ``f`` that face the blank side of a straight tile."""
    return [
        s for s, g in enumerate(NEIGHBOURS[f])
        if g >= 0 and is_straight(board[g]) and not ROAD_MASK[board[g]] >> OPPOSITE[s] & 1
    ]


def replacer_fits(board: tuple[int, ...], g: int, towards: int, replacer: str) -> bool:
    """Whether ``replacer`` (unturned) fits on ``g`` once a road arrives from side ``towards`` of ``g``."""
    road, blank = pattern(board, g)
    bit = 1 << towards
    return 0 in FITS[road | bit, blank & ~bit][replacer]


def _rebuilds(state: State, f: int, hand: tuple[str, ...], roads: list[str]) -> list[Move]:
    replacers = [r for r in REPLACERS if r in hand]
    out: list[Move] = []
    for s in trigger_sides(state.board, f) if replacers else ():
        g = NEIGHBOURS[f][s]
        usable = [rep for rep in replacers if replacer_fits(state.board, g, OPPOSITE[s], rep)]
        road, blank = pattern(state.board, f)
        fits = FITS[road | 1 << s, blank & ~(1 << s)]
        for k in roads:
            for r in fits[k]:
                out.extend(Rebuild(place(k, f, r), g, rep) for rep in usable if hand.count(rep) >= 1 + (k == rep))
    return out


def plays(state: State) -> list[Move]:
    """Every tile play open to the player to move (placements, rebuilds, shovels)."""
    p, board = state.player, state.board
    hand, seen = state.hands[p], state.reach[p]
    kinds = sorted(set(hand), key=lambda k: KINDS[k].index)
    roads = [k for k in kinds if KINDS[k].cls == "road"]
    out: list[Move] = []
    if roads or "swamp" in kinds:
        for f in reachable_fields(board, seen, empty=True):
            fits = FITS[pattern(board, f)]
            out.extend(place(k, f, r) for k in roads for r in fits[k])
            if "swamp" in kinds and f not in state.villages:
                out.append(place("swamp", f))
            out.extend(_rebuilds(state, f, hand, roads))
    if "shovel" in kinds or state.specials and state.specials[p]:
        targets = reachable_fields(board, seen, empty=False)
        if "shovel" in kinds:
            out.extend(Dig(t) for t in targets)
        if state.specials and state.specials[p]:
            out.extend(Dig(t, True) for t in targets)
    return out


def legal_moves(state: State) -> tuple[Move, ...]:
    """Every legal move, in a fixed order; none once the game is over."""
    cached = state.cache.get("legal")
    if cached is None:
        cached = state.cache["legal"] = _legal(state)
    return cached


def legal_set(state: State) -> frozenset[Move]:
    cached = state.cache.get("legal_set")
    if cached is None:
        cached = state.cache["legal_set"] = frozenset(legal_moves(state))
    return cached


def _legal(state: State) -> tuple[Move, ...]:
    if state.phase == "over":
        return ()
    if state.phase == "draw":
        deck = (Draw(),) if state.deck else ()
        return deck + tuple(Draw(k) for k in sorted(set(state.market), key=lambda k: KINDS[k].index))
    out = plays(state)
    if out:
        return tuple(out)
    if state.deck or state.market:
        hand = state.hands[state.player]
        return tuple(Stuck(k) for k in sorted(set(hand), key=lambda k: KINDS[k].index))
    return (Pass(),)


# -- transitions -----------------------------------------------------------------


def _take(hand: tuple[str, ...], *kinds: str) -> tuple[str, ...]:
    out = list(hand)
    for k in kinds:
        out.remove(k)
    return tuple(out)


def _give(hand: tuple[str, ...], kind: str) -> tuple[str, ...]:
    return tuple(sorted((*hand, kind), key=lambda k: KINDS[k].index))


def _set(t: tuple, i: int, value: object) -> tuple:
    return (*t[:i], value, *t[i + 1 :])


def apply(state: State, move: Move) -> State:
    """The position after a legal ``move`` (call ``check`` first: this trusts the move)."""
    if isinstance(move, Draw):
        return _draw(state, move.kind)
    p = state.player
    if isinstance(move, Pass):
        return _end_turn(state.evolve(passes=state.passes + 1))
    after, drawn = _play(state, move)
    after = _settle(after.evolve(passes=0))
    if after.phase == "over":
        return after
    return _refill(after, HAND_SIZE - len(after.hands[p]) if drawn else 0)


def _play(state: State, move: Move) -> tuple[State, bool]:
    p, board = state.player, state.board
    if isinstance(move, Place):
        board = _set(board, move.field, code(move.kind, move.rot))
        hands = _set(state.hands, p, _take(state.hands[p], move.kind))
        reach = reach_after_add(board, state.reach, [move.field]) if move.kind != "swamp" else state.reach
        return state.evolve(board=board, hands=hands, reach=reach), True
    if isinstance(move, Rebuild):
        old = kind_of(board[move.target]).name
        board = _set(board, move.place.field, code(move.place.kind, move.place.rot))
        board = _set(board, move.target, code(move.replacer, 0))
        hands = _set(state.hands, p, _take(state.hands[p], move.place.kind, move.replacer))
        reach = reach_after_add(board, state.reach, [move.place.field, move.target])
        return state.evolve(board=board, hands=hands, reach=reach, discards=(*state.discards, old)), True
    if isinstance(move, Dig):
        removed = kind_of(board[move.field]).name
        board = _set(board, move.field, EMPTY)
        thrown = (removed,) if move.special else (removed, "shovel")
        hands = state.hands if move.special else _set(state.hands, p, _take(state.hands[p], "shovel"))
        specials = _set(state.specials, p, False) if move.special else state.specials
        return state.evolve(
            board=board, hands=hands, specials=specials, discards=state.discards + thrown,
            reach=reach_all(board, state.castles),
        ), not move.special
    assert isinstance(move, Stuck)
    purse, out = state.purse, state.coins_out
    if purse[p]:
        purse, out = _set(purse, p, purse[p] - 1), out + 1
    hands = _set(state.hands, p, _take(state.hands[p], move.kind))
    return state.evolve(hands=hands, purse=purse, coins_out=out, discards=(*state.discards, move.kind)), True


def coin_claims(state: State, f: int) -> list[int]:
    """The players (never the castle's owner) connected to the coin's castle or village on ``f``."""
    owner = state.owner(f)
    return [p for p, seen in enumerate(state.reach) if p != owner and connected(state.board, seen, f)]


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


def _settle(state: State) -> State:
    """Hand out or discard coins, then look for a sole connector (who wins at once)."""
    on, purse, out = set(state.coins_on), list(state.purse), state.coins_out
    for f in sorted(state.coins_on):
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
    hand = tuple(sorted(state.hands[p] + state.deck[:wanted], key=lambda k: KINDS[k].index))
    return _end_turn(state.evolve(hands=_set(state.hands, p, hand), deck=state.deck[wanted:]))


def _draw(state: State, kind: str | None) -> State:
    p, deck, market = state.player, state.deck, state.market
    if kind is None:
        got, deck = deck[0], deck[1:]
    else:
        got, market = kind, _take(market, kind)
        if deck:
            market, deck = (*market, deck[0]), deck[1:]
    left = min(state.draws - 1, len(deck) + len(market))
    after = state.evolve(hands=_set(state.hands, p, _give(state.hands[p], got)), deck=deck, market=market, draws=left)
    return after if left > 0 else _end_turn(after.evolve(phase="play", draws=0))


def _end_turn(state: State) -> State:
    n = state.players
    if not state.deck and all(len(h) <= END_HAND for h in state.hands) or state.passes >= n:
        return state.evolve(phase="over")
    return state.evolve(player=(state.player + 1) % n, turn=state.turn + 1, phase="play")
