"""What a move did, in sentences that each name the rule behind them.

>>> import amber
>>> g = amber.new_game(players=2, seed=1)
>>> g.play(g.legal_moves()[0])
amber.parse('straight C5 r0')
>>> [rule for rule, _ in g.explain()]
['amber.place.tile', 'amber.turn.draw']
"""

from __future__ import annotations

from amber.board import name
from amber.moves import Dig, Draw, Move, Pass, Place, Rebuild, Stuck
from amber.rules import coin_claims
from amber.state import COLOUR_NAMES, State
from amber.verdicts import rule_of, tile_words

TURNS = ("unturned", "turned a quarter clockwise", "turned half round", "turned three quarters clockwise")


def _and(names: list[str]) -> str:
    """Names joined for a sentence.

    >>> _and(["red"]), _and(["red", "blue"]), _and(["red", "blue", "green"])
    ('red', 'red and blue', 'red, blue and green')
    """
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def _what(f: int, state: State) -> str:
    owner = state.owner(f)
    return f"{COLOUR_NAMES[owner]}'s castle" if owner is not None else f"the village on {name(f)}"


def _action(before: State, move: Move) -> str:
    who = COLOUR_NAMES[before.player]
    if isinstance(move, Place):
        turn = "" if move.kind == "swamp" else ", " + TURNS[move.rot]
        return f"{who} lays a {tile_words(move.kind)} on {name(move.field)}{turn}, a field {who}'s roads reach."
    if isinstance(move, Rebuild):
        return (f"{who} lays a {tile_words(move.place.kind)} on {name(move.place.field)} running into the blank side "
                f"of the straight road on {name(move.target)}, and rebuilds that field with a {move.replacer}; the "
                "straight road is thrown out.")
    if isinstance(move, Dig):
        tool = "special shovel" if move.special else "shovel"
        return f"{who} uses a {tool} to dig up the tile on {name(move.field)}; the field is empty again."
    if isinstance(move, Stuck):
        return f"{who} cannot play any tile: throws out a coin (if any) and discards a {tile_words(move.kind)}."
    if isinstance(move, Pass):
        return f"{who} cannot play and the draw pile is empty: {who} passes."
    assert isinstance(move, Draw)
    return f"{who} takes the face-up {tile_words(move.kind)}." if move.kind else f"{who} draws from the pile."


def _coins(before: State, after: State) -> list[tuple[str, str]]:
    out = []
    for f in sorted(before.coins_on - after.coins_on):
        claims = coin_claims(after, f)
        rule = "amber.coins.castle" if before.owner(f) is not None else "amber.coins.village"
        if len(claims) == 1:
            who = COLOUR_NAMES[claims[0]]
            out.append((rule, f"{who} alone is connected to {_what(f, before)} and takes its coin."))
        else:
            names = _and([COLOUR_NAMES[p] for p in claims])
            out.append((rule, f"{names} are connected to {_what(f, before)} at once: its coin is thrown out."))
    return out


def _ending(before: State, move: Move, after: State) -> list[tuple[str, str]]:
    if after.phase != "over":
        return []
    if after.winner is not None:
        return [("amber.end.sudden-death", f"{COLOUR_NAMES[after.winner]} alone is connected to every village and "
                 "every other castle, and wins at once.")]
    if after.passes >= after.players:
        return [("amber.end.pass-round", "A whole round of passes: the game is over.")]
    return [("amber.end.deck-out", "The pile is empty and every hand holds 3 tiles or fewer: the game is over.")]


def describe(before: State, move: Move, after: State) -> list[tuple[str, str]]:
    """(rule id, sentence) pairs for ``move`` played in ``before`` giving ``after``."""
    out = [(rule_of(move), _action(before, move))]
    if isinstance(move, Stuck) and before.purse[before.player]:
        out.append(("amber.turn.stuck", f"{COLOUR_NAMES[before.player]} throws out one coin."))
    out += _coins(before, after)
    drawn = len(before.deck) - len(after.deck)
    if drawn > 0 and not isinstance(move, Draw):
        out.append(("amber.turn.draw", f"{COLOUR_NAMES[before.player]} draws {drawn} tile(s)."))
    if after.phase == "draw" and before.phase == "play":
        out.append(("amber.adv.market", f"{COLOUR_NAMES[before.player]} now draws {after.draws} tile(s), each from "
                    "the pile or the face-up tiles."))
    return out + _ending(before, move, after)
