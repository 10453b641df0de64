"""Amber's rules as pure functions: legal moves and the transitions.

``legal_moves(state)`` is the single source of truth; :mod:`amber.verdicts`
explains why any other move is refused, and ``apply`` plays a legal move.
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Iterable
from collections.abc import Set as AbstractSet
from typing import Any

from amber.board import BORDER, FIELDS_AT, NEIGHBOURS, SETTINGS
from amber.moves import Dig, Draw, Move, Pass, Place, Rebuild, Stuck
from amber.reach import add_tile, add_tiles, connected, connected_to_all, reachable_fields, remove_tile
from amber.state import CASTLE, COLOURS, EMPTY, State
from amber.tiles import FITS, KIND_LIST, KINDS, OPPOSITE, REPLACERS, ROAD_MASK, code, kind_of
from tutor.game import draft, listed

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


_FITTING: dict[int, dict[str, tuple[Place, ...]]] = {}


def _fitting(f: int, need: int) -> dict[str, tuple[Place, ...]]:
    """Per road kind, the placements on ``f`` that meet the side pattern ``need`` (see ``need_code``; memoised)."""
    key = f << 8 | need
    found = _FITTING.get(key)
    if found is None:
        fits = FITS[need & 15, need >> 4]
        found = _FITTING[key] = {k: tuple(place(k, f, r) for r in rots) for k, rots in fits.items()}
    return found


# For each field: (neighbour, side bit, the neighbour's side facing back) for its four sides.
_AROUND = tuple(
    tuple((n, 1 << s, OPPOSITE[s]) for s, n in enumerate(NEIGHBOURS[f])) for f in range(len(NEIGHBOURS))
)
# For each tile cell code: its road-side mask, or -1 for a swamp (whose sides match anything).
_FACES = tuple(-1 if c // 4 in _WILD else ROAD_MASK[c] for c in range(len(ROAD_MASK)))
_STRAIGHT = frozenset(c for c in range(len(ROAD_MASK)) if kind_of(c).straight)


def _side_table(bit: int, back: int) -> tuple[int, ...]:
    """Per cell code of a neighbour: what it asks of our side ``bit`` (the neighbour's side ``back`` faces us).

    ``bit`` when that side must be a road, ``bit << 4`` when it must be blank, 0 when anything goes. A tuple
    indexed by the cell: tile codes first, castles at ``CASTLE + player``, and ``EMPTY`` (-1) the last item.
    """
    table = [0] * (CASTLE + len(COLOURS) + 1)
    for p in range(len(COLOURS)):
        table[CASTLE + p] = bit  # castle sides are roads
    for cell, faces in enumerate(_FACES):
        table[cell] = 0 if faces < 0 else bit if faces >> back & 1 else bit << 4
    assert table[EMPTY] == 0, "an empty neighbour asks nothing"
    return tuple(table)


_SIDE_TABLES = {(bit, back): _side_table(bit, back) for _, bit, back in _AROUND[0]}
# For each field: its sides on the board's edge as blank sides of a need code, and (neighbour, side table) for the
# others.
_NEED = tuple(
    (
        sum(bit << 4 for n, bit, _ in around if n < 0),
        tuple((n, _SIDE_TABLES[bit, back]) for n, bit, back in around if n >= 0),
    )
    for around in _AROUND
)


def need_code(board: tuple[int, ...], f: int) -> int:
    """The side pattern a tile on ``f`` must meet as one number: road sides in bits 0-3, blank sides in bits 4-7."""
    rim, sides = _NEED[f]
    need = 0 if EDGE_ROAD_OK else rim  # read at each call: the tests switch the setting
    for n, table in sides:
        need |= table[board[n]]
    return need


def pattern(board: tuple[int, ...], f: int) -> tuple[int, int]:
    """Side masks a tile on ``f`` must have as roads and as blanks to match its neighbours."""
    need = need_code(board, f)
    return need & 15, need >> 4


def is_straight(cell: int) -> bool:
    return cell in _STRAIGHT


def straight_fields(board: tuple[int, ...]) -> frozenset[int]:
    """The fields holding a straight tile (the only tiles a rebuild can replace)."""
    return frozenset(f for f, cell in enumerate(board) if cell in _STRAIGHT)


_NEAR = tuple(frozenset(n for n in NEIGHBOURS[f] if n >= 0) for f in range(len(NEIGHBOURS)))


# For each field: (side, neighbour, the straight cells that show that side a blank side) for its sides on the board.
_TRIGGERS = tuple(
    tuple((s, g, frozenset(c for c in _STRAIGHT if not ROAD_MASK[c] >> back & 1))
          for s, (g, _, back) in enumerate(around) if g >= 0)
    for around in _AROUND
)


def trigger_sides(board: tuple[int, ...], f: int) -> list[int]:
    """Sides of ``f`` that face the blank side of a straight tile."""
    return [s for s, g, cells in _TRIGGERS[f] if board[g] in cells]


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


_REBUILD_SETS: dict[tuple[int, str, int, tuple[str, ...]], tuple[Rebuild, ...]] = {}


def _rebuild_set(f: int, need: int, kind: str, g: int, replacers: tuple[str, ...]) -> tuple[Rebuild, ...]:
    """The rebuilds laying ``kind`` on ``f`` (to meet ``need``) and swapping the straight on ``g`` (memoised)."""
    key = (f << 8 | need, kind, g, replacers)
    found = _REBUILD_SETS.get(key)
    if found is None:
        if len(_REBUILD_SETS) > 100_000:
            _REBUILD_SETS.clear()
        laid = _fitting(f, need)[kind]
        found = _REBUILD_SETS[key] = tuple(rebuild(one, g, rep) for one in laid for rep in replacers)
    return found


def _rebuilds(state: State, f: int, need: int, hand: tuple[str, ...], roads: list[str],
              replacers: list[str]) -> list[Move]:
    out: list[Move] = []
    board = state.board
    for s, g, cells in _TRIGGERS[f]:
        if board[g] not in cells:
            continue
        towards = OPPOSITE[s]
        there = (need_code(board, g) | 1 << towards) & ~(16 << towards)  # a road arrives from f
        fits = FITS[there & 15, there >> 4]
        usable = [rep for rep in replacers if 0 in fits[rep]]
        if not usable:
            continue
        here = (need | 1 << s) & ~(16 << s)  # the tile on f needs a road toward g
        every = tuple(usable)  # each is in the hand
        for k in roads:
            # a replacer laid as the road tile is left for the swap only if the hand holds two
            reps = every if k not in every or hand.count(k) >= 2 else tuple(rep for rep in every if rep != k)
            if reps:
                out.extend(_rebuild_set(f, here, k, g, reps))
    return out


_ROADS = frozenset(k for k, kind in KINDS.items() if kind.cls == "road")


_HAND_USE: dict[tuple[str, ...], tuple[list[str], list[str], bool, bool]] = {}


def _hand_use(hand: tuple[str, ...]) -> tuple[list[str], list[str], bool, bool]:
    """What a hand offers: its road kinds and replacers (in kind order), a swamp?, a shovel? (memoised)."""
    found = _HAND_USE.get(hand)
    if found is None:
        if len(_HAND_USE) > 100_000:
            _HAND_USE.clear()
        kinds = list(dict.fromkeys(hand))  # hands are kept sorted in kind order
        found = _HAND_USE[hand] = ([k for k in kinds if k in _ROADS], [r for r in REPLACERS if r in kinds],
                                   "swamp" in kinds, "shovel" in kinds)
    return found


def plays(state: State) -> list[Move]:
    """Every tile play open to the player to move (placements, rebuilds, shovels)."""
    p, board = state.player, state.board
    use = _hand_use(state.hands[p])
    out: list[Move] = []
    if use[0] or use[2]:  # road kinds or a swamp
        _placements(state, use, out)
    special = state.specials and state.specials[p]
    if use[3] or special:  # a shovel
        targets = reachable_fields(board, state.reach[p], empty=False)
        if use[3]:
            out.extend([dig(t) for t in targets])
        if special:
            out.extend([dig(t, True) for t in targets])
    return out


def _placements(state: State, use: tuple[list[str], list[str], bool, bool], out: list[Move]) -> None:
    """Add to ``out`` the placements and rebuilds the hand (``use``, see :func:`_hand_use`) offers on each field
    of the frontier (the empty fields the player can arrive at), field by field."""
    roads, replacers, swamp, _ = use
    board, villages, straights, hand = state.board, state.villages, state.straights, state.hands[state.player]
    fitting, extend, edge_ok = _FITTING.get, out.extend, EDGE_ROAD_OK  # the tests switch the setting
    for f in reachable_fields(board, state.reach[state.player], empty=True):
        rim, sides = _NEED[f]  # need_code(board, f), inline: this runs for every field of every frontier
        need = 0 if edge_ok else rim
        for n, table in sides:
            need |= table[board[n]]
        fits = fitting(f << 8 | need) or _fitting(f, need)
        for k in roads:
            extend(fits[k])
        if swamp and f not in villages:
            out.append(place("swamp", f))
        if replacers and not straights.isdisjoint(_NEAR[f]):
            extend(_rebuilds(state, f, need, hand, roads, replacers))


_DIG: dict[tuple[int, bool], Dig] = {}


def dig(f: int, special: bool = False) -> Dig:
    """The (shared) move digging up the tile on ``f`` (with the special shovel if ``special``)."""
    key = (f, special)
    move = _DIG.get(key)
    if move is None:
        move = _DIG[key] = Dig(f, special)
    return move


def legal_moves(state: State) -> tuple[Move, ...]:
    """Every legal move, in a fixed order; none once the game is over (worked out once per position, like
    :func:`tutor.game.memo`: this is asked twice for every move played)."""
    found = state.cache.get("legal")
    if found is None:
        found = state.cache["legal"] = _legal(state)
    return found


def is_legal(state: State, move: Move) -> bool:
    """Whether ``move`` (an Amber move object) is among the legal moves (see :func:`tutor.game.listed`)."""
    return listed(state, legal_moves(state), move)


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
    if hand and state.deck:  # a stuck player draws from the pile; face-up tiles do not count (amber.turn.stuck)
        return tuple(Stuck(k) for k in dict.fromkeys(hand))
    return (Pass(),)  # the pile is empty (or, in a made-up position, nothing to discard): pass


# -- transitions -----------------------------------------------------------------


def _take(hand: tuple[str, ...], *kinds: str) -> tuple[str, ...]:
    out = list(hand)
    for k in kinds:
        out.remove(k)
    return tuple(out)


_ORDER = {k: kind.index for k, kind in KINDS.items()}


def _give(hand: tuple[str, ...], *kinds: str) -> tuple[str, ...]:
    """The hand with ``kinds`` added, kept in kind order."""
    if len(kinds) == 1:  # the common case: one tile drawn
        out = list(hand)
        insort(out, kinds[0], key=_ORDER.__getitem__)
        return tuple(out)
    return tuple(sorted((*hand, *kinds), key=_ORDER.__getitem__))


def _set(t: tuple, i: int, value: object) -> tuple:
    """``t`` with item ``i`` replaced (through a list: the fastest way for a 121-cell board)."""
    items = list(t)
    items[i] = value
    return tuple(items)


def apply(state: State, move: Move) -> State:
    """The position after a legal ``move`` (call ``check`` first: this trusts the move).

    The changes of the play, the coins and the refill are gathered in one dict, and
    the new position is made once from it.
    """
    if type(move) is Place:  # the commonest move
        return _lay(state, move)
    if isinstance(move, Draw):
        return _draw(state, move.kind)
    if isinstance(move, Pass):
        return _end_turn(state, {"passes": state.passes + 1})
    if type(move) is Dig:
        return _dig_up(state, move)
    changes, gained = _play(state, move)
    if isinstance(move, Stuck):
        return _refill(state, changes, 1)  # a stuck player discards one tile and draws one
    winner = _settle(state, changes, gained, (move.place.field, move.target))  # a rebuild
    if winner is not None:
        return state.evolve(changes, phase="over", winner=winner)
    return _refill(state, changes, HAND_SIZE - len(changes["hands"][state.player]))


def _lay(state: State, move: Place) -> State:
    """:func:`apply` for a placement, in one pass: the tile goes down, the coins are settled, and a tile
    is drawn from the pile (the usual refill of the basic game; other refills go through :func:`_refill`).
    The search tries thousands of placements per decision, so the common case makes the new position at once."""
    p, f, kind = state.player, move.field, move.kind
    cell = _CELL[kind] + move.rot
    board = list(state.board)  # _set, inline: this is the commonest move
    board[f] = cell
    board = tuple(board)
    reach, gained = add_tile(board, state.reach, f)
    new, changes = draft(state)  # the next position, filled in below
    changes["board"], changes["reach"], changes["passes"] = board, reach, 0
    if cell in _STRAIGHT:
        changes["straights"] = state.straights | {f}
    winner = _settle_one(state, changes, gained, f)
    if winner is not None:
        changes["hands"] = _set(state.hands, p, _take(state.hands[p], kind))
        changes["phase"], changes["winner"] = "over", winner
        return new
    return _after_play(state, new, changes, kind)


def _dig_up(state: State, move: Dig) -> State:
    """:func:`apply` for a dig. Digging only takes roads away, so no coin can be won by it and nobody becomes
    connected to everything: there is nothing to settle (what :func:`_settle` would find)."""
    p, f, board = state.player, move.field, state.board
    old = board[f]
    board = _set(board, f, EMPTY)
    reach = remove_tile(board, state.castles, state.reach, f, old)
    new, changes = draft(state)
    changes["board"], changes["reach"], changes["passes"] = board, reach, 0
    if f in state.straights:
        changes["straights"] = state.straights - {f}
    removed = KIND_LIST[old // 4].name
    if move.special:  # the special shovel is not a tile of the hand: no draw
        changes["specials"], changes["discards"] = _set(state.specials, p, False), (*state.discards, removed)
        return _end_turn(state, changes)
    changes["discards"] = (*state.discards, removed, "shovel")
    return _after_play(state, new, changes, "shovel")


def _after_play(state: State, new: State, changes: Changes, out: str) -> State:
    """Finish ``new`` (a :func:`tutor.game.draft` of ``state``, with ``changes`` its fields): take the tile ``out``
    from the mover's hand, refill it and end the turn."""
    p, deck, hands = state.player, state.deck, state.hands
    hand = hands[p]
    if deck and not state.market and len(hand) == HAND_SIZE:
        # the usual turn: the tile leaves the hand, the pile's top joins it, and the next player is to move
        hands = list(hands)
        hands[p] = _SWAPS.get((hand, out, deck[0])) or _swap(hand, out, deck[0])  # the memo asked here: no call
        changes["hands"] = hands = tuple(hands)
        rest = state.cache.get("rest")  # the pile after its top is drawn: the same for every move tried from here
        if rest is None:
            rest = state.cache["rest"] = deck[1:]
        changes["deck"] = rest
        if rest or any(len(h) > END_HAND for h in hands):
            changes["player"], changes["turn"], changes["phase"] = (p + 1) % len(hands), state.turn + 1, "play"
        else:
            changes["phase"] = "over"
        return new
    changes["hands"] = _set(hands, p, _take(hand, out))
    return _refill(state, changes, HAND_SIZE - len(hand) + 1)


_SWAPS: dict[tuple[tuple[str, ...], str, str], tuple[str, ...]] = {}


def _swap(hand: tuple[str, ...], out: str, drawn: str) -> tuple[str, ...]:
    """``hand`` with the tile ``out`` played and ``drawn`` added, in kind order (memoised: hands repeat).

    >>> _swap(("straight", "curve", "tee"), "curve", "cross")
    ('straight', 'tee', 'cross')
    """
    key = (hand, out, drawn)
    found = _SWAPS.get(key)
    if found is None:
        if len(_SWAPS) > 100_000:
            _SWAPS.clear()
        found = _SWAPS[key] = _give(_take(hand, out), drawn)
    return found


_CELL = {k: kind.index * 4 for k, kind in KINDS.items()}  # a kind's cell code unturned: add the rotation
_CODE: dict[Place, int] = {}


def _code(move: Place) -> int:
    """The cell code of a placement (memoised: placements are shared objects)."""
    found = _CODE.get(move)
    if found is None:
        found = _CODE[move] = code(move.kind, move.rot)
    return found


Changes = dict[str, Any]


def _play(state: State, move: Move) -> tuple[Changes, tuple[AbstractSet[int], ...]]:
    """The changes a rebuild or a stuck player's discard makes, and the borders each player newly reaches (a
    placement and a dig have their own ways: :func:`_lay`, :func:`_dig_up`)."""
    p, board = state.player, state.board
    if isinstance(move, Rebuild):
        old = kind_of(board[move.target]).name
        board = _set(board, move.place.field, _code(move.place))
        board = _set(board, move.target, code(move.replacer, 0))
        hands = _set(state.hands, p, _take(state.hands[p], move.place.kind, move.replacer))
        reach, gained = add_tiles(board, state.reach, (move.place.field, move.target))
        laid = (move.place.field, move.target)  # the only fields whose tiles changed
        straights = state.straights.difference(laid).union(g for g in laid if board[g] in _STRAIGHT)
        return {"board": board, "hands": hands, "reach": reach, "straights": straights,
                "discards": (*state.discards, old), "passes": 0}, gained
    assert isinstance(move, Stuck)
    purse, out = state.purse, state.coins_out
    if purse[p]:
        purse, out = _set(purse, p, purse[p] - 1), out + 1
    hands = _set(state.hands, p, _take(state.hands[p], move.kind))
    return {"hands": hands, "purse": purse, "coins_out": out, "discards": (*state.discards, move.kind),
            "passes": 0}, ()


def _claimable(board: tuple[int, ...], f: int) -> bool:
    """A quick test: can anybody be connected to the castle or village on ``f`` at all?"""
    if board[f] >= CASTLE:
        for n in NEIGHBOURS[f]:  # noqa: SIM110 (a loop: no generator made for each coin looked at)
            if n >= 0 and 0 <= board[n] < CASTLE:
                return True
        return False
    return 0 <= board[f] < CASTLE


def coin_claims(state: State, f: int, among: list[int] | None = None) -> list[int]:
    """The players (never the castle's owner) connected to the coin's castle or village on ``f``.

    ``among`` limits the search to some players (by default: all).
    """
    return _claims(state.board, state.reach, f, among)


def _claims(board: tuple[int, ...], reach: tuple[frozenset[int], ...], f: int,
            among: list[int] | None = None) -> list[int]:
    """:func:`coin_claims` on a board and the players' reach."""
    if not _claimable(board, f):
        return []
    owner = board[f] - CASTLE if board[f] >= CASTLE else None
    players = range(len(reach)) if among is None else among
    return [p for p in players if p != owner and connected(board, reach[p], f)]


def full_connectors(state: State) -> list[int]:
    """Players connected to every village and every other castle."""
    return _full(state.board, state.reach, state.castles, state.villages)


def _full(board: tuple[int, ...], reach: tuple[frozenset[int], ...], castles: tuple[int, ...],
          villages: tuple[int, ...]) -> list[int]:
    """:func:`full_connectors` on a board and the players' reach."""
    for v in villages:
        if not 0 <= board[v] < CASTLE:
            return []
    return [p for p, seen in enumerate(reach) if connected_to_all(board, seen, villages, castles[:p] + castles[p + 1:])]


_COIN_BORDERS: dict[frozenset[int], frozenset[int]] = {}


def coin_borders(coins: frozenset[int]) -> frozenset[int]:
    """The borders of the fields that still hold a coin (memoised: coins change seldom)."""
    found = _COIN_BORDERS.get(coins)
    if found is None:
        if len(_COIN_BORDERS) > 10_000:
            _COIN_BORDERS.clear()
        found = _COIN_BORDERS[coins] = frozenset(b for f in coins for b in BORDER[f])
    return found


def _coin_candidates(coins: frozenset[int], fields: tuple[int, ...],
                     new_by_player: Iterable[AbstractSet[int]]) -> tuple[int, ...]:
    """Coins that may have new claimants: on changed fields, or touching newly reached borders (an empty set of
    borders in ``new_by_player`` is passed over)."""
    near = coin_borders(coins)
    found = None  # plain loops, and no set at all when nothing is found (every placement asks)
    for new in new_by_player:
        if new and not near.isdisjoint(new):
            found = found or set()
            found.update(f for b in new & near for f in FIELDS_AT[b] if f in coins)
    for f in fields:
        if f in coins:
            found = found or set()
            found.add(f)
    return tuple(sorted(found)) if found else ()


def _settle(before: State, changes: Changes, gained: tuple[AbstractSet[int], ...],
            fields: tuple[int, ...]) -> int | None:
    """Hand out or discard coins (into ``changes``); the sole connector (who wins at once), if any.

    Once two or more players are connected to everything at the same moment, sudden death is off for the rest of
    the game (``sudden_death`` False in ``changes``), and a later sole connector does not win.

    A coin still on the board had nobody connected to it, so only coins on the
    changed fields or next to newly reached borders can be claimed now.
    """
    board, reach = changes["board"], changes["reach"]
    new = list(filter(None, gained))  # the borders newly reached, of the players who reach any
    coins = before.coins_on
    if not new and not any(f in coins or f in before.villages for f in fields):
        return None
    candidates = _coin_candidates(coins, fields, new)
    if candidates:
        _hand_out(changes, before, candidates)
    if not before.sudden_death:  # two full networks arose at once earlier: play goes on to the normal end
        return None
    full = _full(board, reach, before.castles, before.villages)
    if len(full) > 1:
        changes["sudden_death"] = False
    return full[0] if len(full) == 1 else None


def _settle_one(before: State, changes: Changes, gained: tuple[AbstractSet[int], ...], f: int) -> int | None:
    """:func:`_settle` after one tile was laid on ``f`` (the commonest move, so the common cases come first)."""
    coins = before.coins_on
    near = coin_borders(coins)
    for new in gained:  # a quick look first: most placements reach no coin (then no call to _coin_candidates)
        if not near.isdisjoint(new):
            _hand_out(changes, before, _coin_candidates(coins, (f,), gained))
            break
    else:
        if f in coins:
            _hand_out(changes, before, (f,))
    if not before.sudden_death or (f not in before.villages and not any(gained)):
        return None
    bare = before.cache.get("bare") or _bare_villages(before)  # the cache looked at here: most placements stop
    if bare and bare != (f,):  # a village without a tile: nobody is connected to everything yet
        return None
    full = _full(changes["board"], changes["reach"], before.castles, before.villages)
    if len(full) > 1:
        changes["sudden_death"] = False
    return full[0] if len(full) == 1 else None


def _bare_villages(state: State) -> tuple[int, ...]:
    """The villages of ``state`` without a tile (kept in its cache: every placement tried from it asks).

    >>> import amber
    >>> len(_bare_villages(amber.new_game(players=2, seed=1).state))
    8
    """
    found = state.cache.get("bare")
    if found is None:
        board = state.board
        found = state.cache["bare"] = tuple(v for v in state.villages if board[v] == EMPTY)
    return found


def _hand_out(changes: Changes, before: State, candidates: tuple[int, ...]) -> None:
    """Give each coin on ``candidates`` to its sole claimant, discard it if several claim it (into ``changes``)."""
    board, reach, coins = changes["board"], changes["reach"], before.coins_on
    on, purse = set(coins), list(changes.get("purse", before.purse))
    out = changes.get("coins_out", before.coins_out)
    for f in candidates:
        claims = _claims(board, reach, f)
        if len(claims) == 1:
            purse[claims[0]] += 1
        elif claims:
            out += 1
        if claims:
            on.discard(f)
    if len(on) != len(coins):
        changes.update(coins_on=frozenset(on), purse=tuple(purse), coins_out=out)


def _refill(state: State, changes: Changes, wanted: int) -> State:
    """Apply ``changes``, then draw ``wanted`` tiles (or open the draw phase) and end the turn."""
    deck, market = state.deck, state.market
    wanted = min(wanted, len(deck) + len(market))
    if wanted <= 0:
        return _end_turn(state, changes)
    if market:
        return state.evolve(changes, phase="draw", draws=wanted)
    p, hands = state.player, changes.get("hands", state.hands)
    changes["hands"] = _set(hands, p, _give(hands[p], *deck[:wanted]))
    changes["deck"] = deck[wanted:]
    return _end_turn(state, changes)


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
    return _end_turn(state, {"hands": hands, "deck": deck, "market": market, "draws": 0})


def _end_turn(state: State, changes: Changes) -> State:
    """Apply ``changes``, then end the game or pass the turn to the next player."""
    deck, hands = changes.get("deck", state.deck), changes.get("hands", state.hands)
    n = state.players
    if not deck and all(len(h) <= END_HAND for h in hands) or changes.get("passes", state.passes) >= n:
        changes["phase"] = "over"
    else:
        changes["player"], changes["turn"], changes["phase"] = (state.player + 1) % n, state.turn + 1, "play"
    return state.evolve(changes)
