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
from tutor.i18n import _
from tutor.schema import refuse

PHASES = ("play", "draw", "over")


def _tiles(state: State) -> Iterator[str]:
    """Every problem with where the tiles are."""
    kinds = len(KIND_LIST)
    n = len(state.castles)
    if len(state.board) != FIELDS:
        yield "board: " + _("{n} fields, the board has {fields}").format(n=len(state.board), fields=FIELDS)
        return
    placed: list[str] = []
    for f, cell in enumerate(state.board):
        if cell == EMPTY:
            continue
        if CASTLE <= cell < CASTLE + n:
            if state.castles[cell - CASTLE] != f:
                yield f"board[{f}]: " + _("castle {n} stands where castles does not put it").format(n=cell - CASTLE + 1)
            continue
        if type(cell) is not int or not 0 <= cell < 4 * kinds or KIND_LIST[cell // 4].cls == "shovel":
            yield f"board[{f}]: " + _("{cell} is not a placed tile, a castle of players 1-{n} or empty").format(
                cell=repr(cell), n=n)
            continue
        placed.append(KIND_LIST[cell // 4].name)
    piles = {"hands": [k for h in state.hands for k in h], "deck": list(state.deck), "market": list(state.market),
             "discards": list(state.discards)}
    for where, names in piles.items():
        unknown = [k for k in names if k not in KINDS]
        if unknown:
            yield f"{where}: " + _("{word} is not a tile kind").format(word=repr(unknown[0]))
            return
    held = Counter(placed + [k for names in piles.values() for k in names])
    full = Counter(full_deck())
    for kind in KINDS:
        if held[kind] != full[kind]:
            yield "tiles: " + _("{n} {kind} tiles on the board, in hands, deck, market and discards; the game has "
                                "{full}").format(n=held[kind], kind=kind, full=full[kind])
            return


def problems(state: State) -> list[str]:
    """What is impossible about ``state`` (an empty list for a possible position)."""
    out: list[str] = []
    n = len(state.castles)
    if state.variant not in VARIANTS:
        return ["variant: " + _("{value} is not one of {known}").format(
            value=repr(state.variant), known=", ".join(VARIANTS))]
    if n not in PLAYER_COUNTS:
        return ["castles: " + _("{n} castles; Amber is for {lo}-{hi} players").format(
            n=n, lo=PLAYER_COUNTS[0], hi=PLAYER_COUNTS[-1])]
    for name in ("purse", "hands"):
        if len(getattr(state, name)) != n:
            out.append(f"{name}: " + _("{count} entries for {n} players").format(count=len(getattr(state, name)), n=n))
    if len(state.specials) != (n if state.variant == "advanced" else 0):
        out.append("specials: " + _("{count} entries for {n} players in the {variant} variant").format(
            count=len(state.specials), n=n, variant=state.variant))
    if state.variant == "basic" and state.market:
        out.append("market: " + _("the basic variant has no face-up tiles"))
    if out:
        return out
    if len(set(state.castles)) != n or not all(0 <= f < FIELDS for f in state.castles):
        out.append("castles: " + _("castles must stand on different fields of the board"))
    if len(set(state.villages)) != len(state.villages) or set(state.villages) & set(state.castles) or \
            not all(0 <= f < FIELDS for f in state.villages):
        out.append("villages: " + _("villages must stand on different fields, apart from the castles"))
    if out:
        return out
    out.extend(_tiles(state))
    if not state.coins_on <= set(state.castles) | set(state.villages):
        out.append("coins_on: " + _("coins lie only on castles and villages"))
    if any(p < 0 for p in state.purse) or state.coins_out < 0:
        out.append("purse: " + _("coins held cannot be negative (purses {purses}, out {out})").format(
            purses=list(state.purse), out=state.coins_out))
    total = len(state.coins_on) + sum(state.purse) + state.coins_out
    if total != COINS:
        out.append("coins: " + _("{board} on the board + {purses} in purses + {out} out of play is {total}, the game "
                                 "has {coins}").format(board=len(state.coins_on), purses=sum(state.purse),
                                                       out=state.coins_out, total=total, coins=COINS))
    if not 0 <= state.player < n:
        out.append("player: " + _("{value} is not a seat (0-{last})").format(value=state.player, last=n - 1))
    if state.phase not in PHASES:
        out.append("phase: " + _("{value} is not one of {known}").format(
            value=repr(state.phase), known=", ".join(PHASES)))
    if state.phase == "draw" and not 0 < state.draws <= HAND_SIZE or state.phase != "draw" and state.draws:
        out.append("draws: " + _("{n} draws owed in the {phase} phase").format(n=state.draws, phase=repr(state.phase)))
    if not 0 <= state.passes <= n:
        out.append("passes: " + _("{count} passes in a row with {n} players").format(count=state.passes, n=n))
    if state.winner is not None and (state.phase != "over" or not 0 <= state.winner < n):
        out.append("winner: " + _("{value} is not a seat of a finished game").format(value=state.winner))
    if state.turn < 1:
        out.append("turn: " + _("{value} (turns count from 1)").format(value=state.turn))
    return out


def validate(state: State) -> None:
    """Refuse an impossible position: a :class:`~tutor.rules.RecordError` naming the field."""
    refuse(problems(state))
