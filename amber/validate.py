"""Is an Amber position possible? The checks a loaded or hand-made position must pass.

Like a chess position validator, :func:`problems` lists what cannot happen in a real
game, naming the field: every one of the 92 tiles is in exactly one place (board,
hands, deck, face-up market, discards), the 2-6 castles stand where ``castles`` says,
the coins add up (on the board + in purses + out of play = all coins), and the player
to move, the phase and the counters are in range. :func:`validate` refuses the first
problem with a :class:`~tutor.rules.RecordError`. Records and scenarios are validated
once, when they are loaded, never move by move.

>>> import amber
>>> problems(amber.new_game(players=3, seed=7).state)
[]
>>> bad = amber.new_game(players=2, seed=1).state.evolve(purse=(100, 0))
>>> validate(bad)
Traceback (most recent call last):
...
tutor.rules.RecordError: position: coins: 10 on the board + 100 in purses + 4 out of play is 114, the game has 14
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from amber.board import FIELDS
from amber.setup import COINS, HAND_SIZE, PLAYER_COUNTS, VARIANTS, full_deck
from amber.state import CASTLE, EMPTY, State
from amber.tiles import KIND_LIST, KINDS
from tutor.schema import refuse

PHASES = ("play", "draw", "over")


def _tiles(state: State) -> Iterator[str]:
    """Every problem with where the tiles are."""
    kinds = len(KIND_LIST)
    n = len(state.castles)
    if len(state.board) != FIELDS:
        yield f"board: {len(state.board)} fields, the board has {FIELDS}"
        return
    placed: list[str] = []
    for f, cell in enumerate(state.board):
        if cell == EMPTY:
            continue
        if CASTLE <= cell < CASTLE + n:
            if state.castles[cell - CASTLE] != f:
                yield f"board[{f}]: castle {cell - CASTLE + 1} stands where castles does not put it"
            continue
        if type(cell) is not int or not 0 <= cell < 4 * kinds or KIND_LIST[cell // 4].cls == "shovel":
            yield f"board[{f}]: {cell!r} is not a placed tile, a castle of players 1-{n} or empty"
            continue
        placed.append(KIND_LIST[cell // 4].name)
    piles = {"hands": [k for h in state.hands for k in h], "deck": list(state.deck), "market": list(state.market),
             "discards": list(state.discards)}
    for where, names in piles.items():
        unknown = [k for k in names if k not in KINDS]
        if unknown:
            yield f"{where}: {unknown[0]!r} is not a tile kind"
            return
    held = Counter(placed + [k for names in piles.values() for k in names])
    full = Counter(full_deck())
    for kind in KINDS:
        if held[kind] != full[kind]:
            yield (f"tiles: {held[kind]} {kind} tiles on the board, in hands, deck, market and discards; "
                   f"the game has {full[kind]}")
            return


def problems(state: State) -> list[str]:
    """What is impossible about ``state`` (an empty list for a possible position)."""
    out: list[str] = []
    n = len(state.castles)
    if state.variant not in VARIANTS:
        return [f"variant: {state.variant!r} is not one of {', '.join(VARIANTS)}"]
    if n not in PLAYER_COUNTS:
        return [f"castles: {n} castles; Amber is for {PLAYER_COUNTS[0]}-{PLAYER_COUNTS[-1]} players"]
    for name in ("purse", "hands"):
        if len(getattr(state, name)) != n:
            out.append(f"{name}: {len(getattr(state, name))} entries for {n} players")
    if len(state.specials) != (n if state.variant == "advanced" else 0):
        out.append(f"specials: {len(state.specials)} entries for {n} players in the {state.variant} variant")
    if state.variant == "basic" and state.market:
        out.append("market: the basic variant has no face-up tiles")
    if out:
        return out
    if len(set(state.castles)) != n or not all(0 <= f < FIELDS for f in state.castles):
        out.append("castles: castles must stand on different fields of the board")
    if len(set(state.villages)) != len(state.villages) or set(state.villages) & set(state.castles) or \
            not all(0 <= f < FIELDS for f in state.villages):
        out.append("villages: villages must stand on different fields, apart from the castles")
    if out:
        return out
    out.extend(_tiles(state))
    if not state.coins_on <= set(state.castles) | set(state.villages):
        out.append("coins_on: coins lie only on castles and villages")
    if any(p < 0 for p in state.purse) or state.coins_out < 0:
        out.append(f"purse: coins held cannot be negative (purses {list(state.purse)}, out {state.coins_out})")
    total = len(state.coins_on) + sum(state.purse) + state.coins_out
    if total != COINS:
        out.append(f"coins: {len(state.coins_on)} on the board + {sum(state.purse)} in purses + {state.coins_out} "
                   f"out of play is {total}, the game has {COINS}")
    if not 0 <= state.player < n:
        out.append(f"player: {state.player} is not a seat (0-{n - 1})")
    if state.phase not in PHASES:
        out.append(f"phase: {state.phase!r} is not one of {', '.join(PHASES)}")
    if state.phase == "draw" and not 0 < state.draws <= HAND_SIZE or state.phase != "draw" and state.draws:
        out.append(f"draws: {state.draws} draws owed in the {state.phase!r} phase")
    if not 0 <= state.passes <= n:
        out.append(f"passes: {state.passes} passes in a row with {n} players")
    if state.winner is not None and (state.phase != "over" or not 0 <= state.winner < n):
        out.append(f"winner: {state.winner} is not a seat of a finished game")
    if state.turn < 1:
        out.append(f"turn: {state.turn} (turns count from 1)")
    return out


def validate(state: State) -> None:
    """Refuse an impossible position: a :class:`~tutor.rules.RecordError` naming the field."""
    refuse(problems(state))
