"""Why a move is legal or not, naming the rule that decides.

A move is legal exactly when :func:`amber.rules.legal_moves` lists it; for any
other move :func:`check` finds the first rule it breaks.
"""

from __future__ import annotations

from amber.board import NEIGHBOURS, name
from amber.moves import Dig, Draw, Move, Pass, Place, Rebuild, Stuck
from amber.reach import touches
from amber.rulebook import RULES
from amber.rules import is_legal, is_straight, pattern, plays, replacer_fits, trigger_sides
from amber.state import CASTLE, COLOUR_NAMES, EMPTY, State
from amber.tiles import KINDS, OPPOSITE, ROAD_MASK, SIDES, code, kind_of
from tutor.rules import Verdict

_MOVE_TYPES = (Place, Rebuild, Dig, Stuck, Pass, Draw)
_OK_RULE = {Place: "amber.place.tile", Rebuild: "amber.bridge.replace", Dig: "amber.shovel.target",
            Stuck: "amber.turn.stuck", Pass: "amber.turn.stuck-empty-deck", Draw: "amber.adv.market"}


def rule_of(move: Move) -> str:
    """The rule that governs a (legal) move of this type."""
    if isinstance(move, Place) and move.kind == "swamp":
        return "amber.swamp.place"
    if isinstance(move, Dig) and move.special:
        return "amber.adv.special-shovel"
    return _OK_RULE[type(move)]


_ALLOWED: dict[tuple[Move, int], Verdict] = {}


def _allowed(move: Move, player: int) -> Verdict:
    """The positive verdict on a legal move (memoised: the same moves recur game after game)."""
    key = (move, player)
    verdict = _ALLOWED.get(key)
    if verdict is None:
        if len(_ALLOWED) > 100_000:
            _ALLOWED.clear()
        verdict = _ALLOWED[key] = RULES.allow(rule_of(move), f"{move} is legal for {COLOUR_NAMES[player]}")
    return verdict


def check(state: State, move: Move) -> Verdict:
    """The verdict on ``move`` in ``state``."""
    if not isinstance(move, _MOVE_TYPES):  # before the legal-move lookup, which hashes the move
        return RULES.refuse("amber.notation.syntax", f"{move!r} is not an Amber move")
    if is_legal(state, move):
        return _allowed(move, state.player)
    refusal = _diagnose(state, move)
    if refusal is None:  # pragma: no cover - a gap between legal_moves and the diagnosis would be a bug
        return RULES.refuse("amber.turn.play-one", f"{move} is not among the legal moves")
    return refusal


def _diagnose(state: State, move: Move) -> Verdict | None:
    if state.phase == "over":
        return RULES.refuse("amber.end.over", "the game is over")
    if state.phase == "draw" or isinstance(move, Draw):
        return _draw(state, move)
    if isinstance(move, (Stuck, Pass)):
        return _stuck(state, move)
    hand = state.hands[state.player]
    if isinstance(move, Dig):
        return _dig(state, move)
    if isinstance(move, Rebuild):
        return _rebuild(state, move, hand)
    return _place(state, move, hand, 1)


def _draw(state: State, move: Move) -> Verdict | None:
    if state.phase != "draw":
        return RULES.refuse("amber.turn.draw", "draws are chosen only after a tile was played, in the advanced game")
    if not isinstance(move, Draw):
        return RULES.refuse("amber.turn.draw", f"{COLOUR_NAMES[state.player]} must now draw: 'draw deck' or "
                            "'draw market KIND'")
    if move.kind is None:
        return RULES.refuse("amber.adv.market", "the draw pile is empty: take a face-up tile")
    return RULES.refuse("amber.adv.market", f"no {move.kind} lies face up (market: {', '.join(state.market)})")


def _stuck(state: State, move: Stuck | Pass) -> Verdict | None:
    if plays(state):
        return RULES.refuse("amber.turn.must-play", "a tile can still be played, so it must be")
    can_draw = bool(state.deck or state.market) and bool(state.hands[state.player])
    if isinstance(move, Pass):
        return RULES.refuse("amber.turn.stuck", "tiles are left to draw: discard a tile and draw ('stuck KIND')")
    if not can_draw:
        return RULES.refuse("amber.turn.stuck-empty-deck", "the draw pile is empty: pass instead")
    return RULES.refuse("amber.turn.stuck", f"there is no {move.kind} in the hand to discard")


def _dig(state: State, move: Dig) -> Verdict | None:
    p = state.player
    if move.special:
        if not state.specials:
            return RULES.refuse("amber.adv.special-shovel", "special shovels exist only in the advanced game")
        if not state.specials[p]:
            return RULES.refuse("amber.adv.special-shovel", "the special shovel was already used")
    elif "shovel" not in state.hands[p]:
        return RULES.refuse("amber.turn.play-one", "there is no shovel in the hand")
    cell = state.board[move.field]
    if cell >= CASTLE:
        return RULES.refuse("amber.shovel.target", f"{name(move.field)} is a castle: castles cannot be dug up")
    if cell == EMPTY:
        return RULES.refuse("amber.shovel.target", f"{name(move.field)} holds no tile to dig up")
    if not touches(state.reach[p], move.field):
        return RULES.refuse("amber.shovel.reachable", f"no road leads from {COLOUR_NAMES[p]}'s castle to "
                            f"{name(move.field)}")
    return None


def _place(state: State, move: Place, hand: tuple[str, ...], need: int) -> Verdict | None:
    p, f = state.player, move.field
    if hand.count(move.kind) < need:
        return RULES.refuse("amber.turn.play-one", f"there is no {move.kind} in {COLOUR_NAMES[p]}'s hand")
    cell = state.board[f]
    if cell != EMPTY:
        what = "a castle" if cell >= CASTLE else f"a {kind_of(cell).name}"
        if cell // 4 == KINDS["swamp"].index and cell < CASTLE:
            return RULES.refuse("amber.swamp.blocks", f"{name(f)} holds a swamp: nothing may be laid on it")
        if KINDS[move.kind].replaces_straight and is_straight(cell):
            return RULES.refuse("amber.bridge.normal", f"a {move.kind} laid as a tile needs an empty field; to swap "
                                f"the straight on {name(f)}, lay a road into its blank side and rebuild, e.g. "
                                f"'KIND FIELD rN + {move.kind} {name(f)}'")
        return RULES.refuse("amber.place.empty", f"{name(f)} is not empty: it holds {what}")
    if move.kind == "swamp" and f in state.villages:
        return RULES.refuse("amber.village.road-tile", f"{name(f)} has a village: only a road tile may go there")
    if not touches(state.reach[p], f):
        return RULES.refuse("amber.place.reachable", f"{COLOUR_NAMES[p]} cannot travel to {name(f)}")
    return _match(state, move)


def _match(state: State, move: Place) -> Verdict | None:
    if move.kind == "swamp":
        return None
    mask = ROAD_MASK[code(move.kind, move.rot)]
    triggers = trigger_sides(state.board, move.field)
    for s, n in enumerate(NEIGHBOURS[move.field]):
        road_here = bool(mask >> s & 1)
        if n < 0:
            if road_here and pattern(state.board, move.field)[1] >> s & 1:
                return RULES.refuse("amber.place.board-edge", f"side {SIDES[s]} would run off the board")
            continue
        cell = state.board[n]
        if cell >= CASTLE and not road_here:
            return RULES.refuse("amber.place.castle-sides", f"side {SIDES[s]} is blank but faces the castle on "
                                f"{name(n)}, whose sides are roads")
        if cell == EMPTY or cell >= CASTLE or kind_of(cell).cls == "swamp":
            continue
        road_there = bool(ROAD_MASK[cell] >> OPPOSITE[s] & 1)
        if road_here != road_there:
            rule = "amber.bridge.trigger" if s in triggers else "amber.place.edges-match"
            extra = "; laying it is possible only with a bridge/roundabout rebuild of that straight" if s in triggers \
                else ""
            return RULES.refuse(rule, f"side {SIDES[s]} ({'road' if road_here else 'blank'}) meets "
                                f"{'a road' if road_there else 'a blank side'} of the {kind_of(cell).name} on "
                                f"{name(n)}{extra}")
    return None


def _rebuild(state: State, move: Rebuild, hand: tuple[str, ...]) -> Verdict | None:
    if move.replacer not in hand or hand.count(move.replacer) < 1 + (move.place.kind == move.replacer):
        return RULES.refuse("amber.bridge.from-hand", f"no {move.replacer} in the hand for the rebuild")
    base = _place(state, move.place, hand, 1)
    if base is not None and base.rule not in ("amber.bridge.trigger", "amber.place.edges-match"):
        return base
    f, g = move.place.field, move.target
    if g not in NEIGHBOURS[f]:
        return RULES.refuse("amber.bridge.trigger", f"{name(g)} does not touch {name(f)}")
    s = NEIGHBOURS[f].index(g)
    if s not in trigger_sides(state.board, f):
        return RULES.refuse("amber.bridge.trigger", f"{name(g)} is not a straight tile showing a blank side to "
                            f"{name(f)}")
    if not ROAD_MASK[code(move.place.kind, move.place.rot)] >> s & 1:
        return RULES.refuse("amber.bridge.trigger", f"the new tile shows no road toward {name(g)}, so nothing "
                            "runs into the straight's blank side")
    if not replacer_fits(state.board, g, OPPOSITE[s], move.replacer):
        return RULES.refuse("amber.bridge.replace", f"a {move.replacer} on {name(g)} would not match its "
                            "other neighbours")
    return RULES.refuse("amber.place.edges-match", f"{move.place} does not match its other neighbours")
