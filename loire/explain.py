"""What a move did, in sentences that each name the rule behind them.

>>> import loire
>>> g = loire.new_game(players=2, seed=1)
>>> g.play("merchant -1 Saumur")
loire.parse('merchant -1 Saumur')
>>> g.explain()[0]
('loire.move.steps', 'blue leaves 1 horse at Nantes and moves the merchant 2 places to Saumur.')
"""

from __future__ import annotations

from loire.moves import (
    Boat,
    Build,
    Buy,
    BuyMessage,
    Circus,
    Deliver,
    End,
    Hire,
    Income,
    Move,
    Palace,
    Recall,
    Sell,
    Travel,
)
from loire.rules import money_cap
from loire.state import CARDS, CITIES, PLAYER_COLOURS, State
from loire.verdicts import rule_of


def _horses(before: State, move: Travel) -> str:
    place = before.me.piece(move.piece).place
    if move.change < 0:
        n = -move.change
        return f"leaves {n} horse{'s' if n > 1 else ''} at {place} and "
    if move.change > 0:
        fetched = f" (one fetched from {move.smith} by the Blacksmith for 1 denier)" if move.smith else ""
        return f"adds {move.change} horse{'s' if move.change > 1 else ''}{fetched} and "
    return ""


def _travel(before: State, move: Travel, who: str) -> str:
    piece = before.me.piece(move.piece)
    steps = piece.horses + move.change + 1
    return f"{who} {_horses(before, move)}moves the {move.piece} {steps} place{'s' if steps > 1 else ''} to {move.to}."


def _action(before: State, move: Move, after: State) -> str:
    who = PLAYER_COLOURS[before.player]
    me, now = before.me, after.players[before.player]
    paid = me.money - now.money
    if isinstance(move, Travel):
        return _travel(before, move, who)
    if isinstance(move, Buy):
        return f"{who} buys {move.count} {move.good} for {paid} denier{'s' if paid != 1 else ''}."
    if isinstance(move, Sell):
        return f"{who} sells {move.count} {move.good} for {-paid} deniers."
    if isinstance(move, Boat):
        return f"{who} pays {paid} deniers to sail {move.spaces} space{'s' if move.spaces > 1 else ''}."
    if isinstance(move, Build):
        extra = " (the Patronus takes 2 deniers for a wood)" if move.patronus else ""
        return f"{who} builds a {move.kind} in {move.village} for {paid} deniers{extra}."
    if isinstance(move, Palace):
        return f"{who} buys the {move.kind} of {move.city} for {paid} deniers; it works from the next turn."
    if isinstance(move, Hire):
        return f"{who} hires the {move.name} for {paid} denier{'s' if paid != 1 else ''}."
    if isinstance(move, BuyMessage):
        card = now.hand[-1]
        return f"{who} buys the level-{move.level} message {card} for {paid} denier{'s' if paid != 1 else ''}."
    if isinstance(move, Deliver):
        if move.card in now.delivered:
            gain = f" and earns {-paid} denier{'s' if paid != -1 else ''}" if paid < 0 else ""
            return f"{who} completes the message {move.card}{gain}."
        return f"{who} puts a cube on {me.messenger.place} for the message {move.card}."
    if isinstance(move, Recall):
        return f"{who} takes back the cubes of {move.card}; its progress is lost."
    if isinstance(move, Circus):
        return f"the circus moves to {move.village}."
    if isinstance(move, Income):
        return f"{who} has under 5 deniers with the merchant in a city: takes 1 denier, and the turn ends."
    assert isinstance(move, End)
    return f"{who} ends the turn."


def describe(before: State, move: Move, after: State) -> list[tuple[str, str]]:
    """(rule id, sentence) pairs for ``move`` played in ``before`` giving ``after``."""
    out = [(rule_of(before, move), _action(before, move, after))]
    who = PLAYER_COLOURS[before.player]
    me, now = before.me, after.players[before.player]
    if isinstance(move, Travel):
        if move.piece == "merchant" and me.merchant.place in CITIES and me.money - (1 if move.smith else 0) > \
                money_cap(me):
            out.append(("loire.money.maximum", f"{who} may leave a city with at most {money_cap(me)} deniers: the "
                        "rest is discarded."))
        if move.to in CITIES and before.palace_works(before.player, "Bank", move.to):
            out.append(("loire.palace.bank", f"{who}'s Bank in {move.to} pays 3 deniers."))
    if isinstance(move, Buy):
        owner = before.building(me.merchant.place)
        if owner is not None:
            owner_name = PLAYER_COLOURS[owner[0]]
            out.append(("loire.buy.owner-boat", f"the {owner[1]}'s owner, {owner_name}, sails 1 space."))
        colour = before.shield(me.merchant.place)
        out.append(("loire.market.shift", f"the {colour} market tile moves to the right end."))
        if after.turn.pending:
            out.append(("loire.circus.move", f"the circus tile reached the middle: {who} chooses where the circus goes "
                        f"({', '.join(after.turn.pending)})."))
    if isinstance(move, Deliver) and move.card in now.delivered and CARDS[move.card].level == 1:
        out.append(("loire.deliver.level1-money", "a level-1 message pays the market price of its village's colour."))
    if after.trigger is not None and before.trigger is None:
        out.append(("loire.end.last-turns", f"{PLAYER_COLOURS[after.trigger]} has reached an end condition: every "
                    "other player takes one more turn."))
    if after.over and not before.over:
        out.append(("loire.end.last-turns", "The game is over."))
    return out
