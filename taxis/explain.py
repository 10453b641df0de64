"""What a move did, in sentences that each name the rule behind them.

>>> import taxis
>>> g = taxis.new_game(players=2, seed=1)
>>> g.play("draw deck")
taxis.parse('draw deck')
>>> g.explain()
[('taxis.turn.draw', 'blue draws the top card of the deck.')]
"""

from __future__ import annotations

from taxis.moves import Administrator, Close, Discard, Draw, End, Horse, Move, Route, Scrap
from taxis.state import COLOUR_NAMES, State, city_of
from taxis.verdicts import rule_of


def _action(before: State, move: Move) -> str:
    who = COLOUR_NAMES[before.player]
    if isinstance(move, Draw):
        return f"{who} takes the face-up {move.city}." if move.city else f"{who} draws the top card of the deck."
    if isinstance(move, Administrator):
        return f"{who} calls the Administrator: the six face-up cards are replaced."
    if isinstance(move, Route):
        if not before.routes[before.player]:
            return f"{who} starts a route with {city_of(move.city)}."
        return f"{who} adds {city_of(move.city)} at the {move.at} of the route."
    if isinstance(move, Horse):
        return f"{who} lays {move.city} face down before the carriage as horses."
    if isinstance(move, Scrap):
        return f"{who} cannot extend the route and throws it away."
    if isinstance(move, Close):
        where = ", ".join(move.cities) or "no city"
        return f"{who} closes a route of {len(before.routes[before.player])} cards, with houses on {where}."
    if isinstance(move, Discard):
        return f"{who} discards {move.city} to keep the hand limit."
    assert isinstance(move, End)
    return f"{who} ends the turn."


def _gains(before: State, after: State) -> list[tuple[str, str]]:
    p = before.player
    who = COLOUR_NAMES[p]
    out = []
    for sid, value in after.tiles[p][len(before.tiles[p]):]:
        stack = after.bonus.stack(sid)
        rule = {"route": "taxis.bonus.route-length", "provinces": "taxis.bonus.province",
                "all-provinces": "taxis.bonus.all-provinces", "free-city": "taxis.bonus.free-city",
                "game-end": "taxis.bonus.game-end"}[stack.kind]
        if sid == "prussia":
            rule = "taxis.bonus.prussia"
        points = "1 point" if value == 1 else f"{value} points"
        out.append((rule, f"{who} takes the top {stack.title} tile ({points})."))
    if after.carriages[p] != before.carriages[p]:
        out.append(("taxis.carriage.in-order", f"{who} takes carriage {after.carriages[p]}."))
    return out


def describe(before: State, move: Move, after: State) -> list[tuple[str, str]]:
    """(rule id, sentence) pairs for ``move`` played in ``before`` giving ``after``."""
    out = [(rule_of(before, move), _action(before, move))]
    if after.shuffles > before.shuffles:
        out.append(("taxis.turn.reshuffle", "The deck ran out: the discards are shuffled into a new deck."))
    out += _gains(before, after)
    if after.trigger is not None and before.trigger is None:
        rule = "taxis.end.trigger-gug" if before.rules.horses else "taxis.end.trigger-base"
        out.append((rule, f"{COLOUR_NAMES[after.trigger]} triggers the end: the round is played out."))
    if after.over and not before.over:
        out.append(("taxis.end.round", "The round is complete: the game is over."))
    return out
