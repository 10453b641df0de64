"""Is an Amber position possible? The checks a loaded or hand-made position must pass.

Like a chess position validator, :func:`problems` lists what cannot happen in a real
game, naming the field: every one of the 92 tiles is in exactly one place (board,
hands, deck, face-up market, discards), no hand holds more than six, the 2-6 castles
stand where ``castles`` says, every tile's sides match its neighbours', every tile
is one some player's roads lead to (unless a shovel was used: only a shovel cuts
tiles off), the coins add up (on the board + in purses + out of play = all coins)
and none still lies where somebody's roads already reach, nobody is connected to
everything in a game still on while sudden death is possible, and the player to
move, the phase and the counters are in range. :func:`validate` refuses the first
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
from amber.board import name as field_name
from amber.reach import reachable_fields
from amber.setup import COINS, HAND_SIZE, PLAYER_COUNTS, VARIANTS, full_deck
from amber.state import CASTLE, COLOUR_NAMES, EMPTY, State
from amber.tiles import KIND_LIST, KINDS, ROAD_MASK
from tutor.i18n import _, player
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


def _sides(state: State) -> Iterator[str]:
    """Tiles whose sides do not match their neighbours' (amber.place.edges-match)."""
    from amber.rules import need_code

    for f, cell in enumerate(state.board):
        if not 0 <= cell < CASTLE or KIND_LIST[cell // 4].cls == "swamp":
            continue
        need, roads = need_code(state.board, f), ROAD_MASK[cell]
        if roads & (need & 15) != need & 15 or roads & need >> 4:
            yield f"board {field_name(f)}: " + _("the {kind} there does not match the sides of its neighbours "
                                                "(amber.place.edges-match)").format(kind=KIND_LIST[cell // 4].name)


def _shovel_used(state: State) -> bool:
    """Whether a shovel may have been used: one among the discards, or a special shovel gone."""
    return "shovel" in state.discards or not all(state.specials)


def _joined(state: State) -> Iterator[str]:
    """Tiles no player's roads lead to, though no shovel was ever used to cut them off (tiles are laid only where
    a player's roads lead: amber.place.reachable; only a shovel takes a tile away)."""
    if _shovel_used(state) or len(state.reach) != len(state.castles):
        return
    touched = set(reachable_fields(state.board, frozenset().union(*state.reach), empty=False))
    for f, cell in enumerate(state.board):
        if 0 <= cell < CASTLE and f not in touched:
            yield f"board {field_name(f)}: " + _("no player's roads lead to the {kind} there, so it could not have "
                                                "been laid (amber.place.reachable), and no shovel was used").format(
                kind=KIND_LIST[cell // 4].name)


def _reached_coins(state: State) -> Iterator[str]:
    """Coins still lying on a castle or village that somebody's roads already reach (the coin is taken at once)."""
    from amber.rules import coin_claims

    if len(state.reach) != len(state.castles):
        return
    for f in sorted(state.coins_on):
        claims = coin_claims(state, f)
        if claims:
            why = _("{players} already connected to this castle or village, so its coin would have been taken or "
                    "thrown out (amber.coins.village)")
            yield f"coins_on {field_name(f)}: " + why.format(
                players=", ".join(player(COLOUR_NAMES[p]) for p in claims))


def _end(state: State) -> Iterator[str]:
    """The sudden-death flag and the full networks (amber.end.sudden-death, amber.end.simultaneous)."""
    from amber.rules import full_connectors

    if type(state.sudden_death) is not bool:
        yield "sudden_death: " + _("{value} is not true or false").format(value=repr(state.sudden_death)[:40])
        return
    if state.winner is not None and not state.sudden_death:
        yield "winner: " + _("a sudden-death winner, though sudden death was off (amber.end.simultaneous)")
    if state.phase == "over" or not state.sudden_death or len(state.reach) != len(state.castles):
        return
    full = full_connectors(state)
    if full:
        yield "sudden_death: " + _("{players} connected to every village and every other castle in a game still on: "
                                   "one alone would have won at once (amber.end.sudden-death), several at once turn "
                                   "sudden death off (amber.end.simultaneous)").format(
            players=", ".join(player(COLOUR_NAMES[p]) for p in full))


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
    for p, hand in enumerate(state.hands):
        if len(hand) > HAND_SIZE:
            out.append(f"hands[{p}]: " + _("a hand holds at most {most} tiles (amber.setup.deal), but {colour} "
                                          "holds {n}").format(colour=player(COLOUR_NAMES[p]), n=len(hand),
                                                              most=HAND_SIZE))
    if out:
        return out
    out.extend(_sides(state))
    out.extend(_joined(state))
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
    if out:
        return out
    out.extend(_reached_coins(state))
    out.extend(_end(state))
    return out


def validate(state: State) -> None:
    """Refuse an impossible position: a :class:`~tutor.rules.RecordError` naming the field."""
    refuse(problems(state))
