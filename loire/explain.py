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
from loire.words import building, card, character, colour, good, listed, palace, piece
from tutor.i18n import _, ngettext


def _horses(before: State, move: Travel) -> str:
    place = before.me.piece(move.piece).place
    if move.change < 0:
        n = -move.change
        return ngettext("leaves {n} horse at {place} and ", "leaves {n} horses at {place} and ", n).format(
            n=n, place=place)
    if move.change > 0:
        if move.smith:
            return ngettext("adds {n} horse (one fetched from {place} by the Blacksmith for 1 denier) and ",
                            "adds {n} horses (one fetched from {place} by the Blacksmith for 1 denier) and ",
                            move.change).format(n=move.change, place=move.smith)
        return ngettext("adds {n} horse and ", "adds {n} horses and ", move.change).format(n=move.change)
    return ""


def _travel(before: State, move: Travel, who: str) -> str:
    here = before.me.piece(move.piece)
    steps = here.horses + move.change + 1
    return ngettext("{player} {horses}moves the {piece} {n} place to {place}.",
                    "{player} {horses}moves the {piece} {n} places to {place}.", steps).format(
        player=who, horses=_horses(before, move), piece=piece(move.piece), n=steps, place=move.to)


def _deniers(paid: int, one: str, many: str) -> str:
    """``one`` for exactly 1 denier, else ``many`` (English: "1 denier", "0 deniers")."""
    return one if paid == 1 else many


def _action(before: State, move: Move, after: State) -> str:
    who = colour(PLAYER_COLOURS[before.player])
    me, now = before.me, after.players[before.player]
    paid = me.money - now.money
    if isinstance(move, Travel):
        return _travel(before, move, who)
    if isinstance(move, Buy):
        return _deniers(paid, _("{player} buys {n} {good} for {paid} denier."),
                        _("{player} buys {n} {good} for {paid} deniers.")).format(
            player=who, n=move.count, good=good(move.good), paid=paid)
    if isinstance(move, Sell):
        return _("{player} sells {n} {good} for {paid} deniers.").format(player=who, n=move.count,
                                                                        good=good(move.good), paid=-paid)
    if isinstance(move, Boat):
        return ngettext("{player} pays {paid} deniers to sail {n} space.",
                        "{player} pays {paid} deniers to sail {n} spaces.", move.spaces).format(
            player=who, paid=paid, n=move.spaces)
    if isinstance(move, Build):
        text = _("{player} builds a {kind} in {village} for {paid} deniers (the Patronus takes 2 deniers for a "
                 "wood).") if move.patronus else _("{player} builds a {kind} in {village} for {paid} deniers.")
        return text.format(player=who, kind=building(move.kind), village=move.village, paid=paid)
    if isinstance(move, Palace):
        return _("{player} buys the {palace} of {city} for {paid} deniers; it works from the next turn.").format(
            player=who, palace=palace(move.kind), city=move.city, paid=paid)
    if isinstance(move, Hire):
        return _deniers(paid, _("{player} hires the {character} for {paid} denier."),
                        _("{player} hires the {character} for {paid} deniers.")).format(
            player=who, character=character(move.name), paid=paid)
    if isinstance(move, BuyMessage):
        return _deniers(paid, _("{player} buys the level-{level} message {card} for {paid} denier."),
                        _("{player} buys the level-{level} message {card} for {paid} deniers.")).format(
            player=who, level=move.level, card=card(now.hand[-1]), paid=paid)
    if isinstance(move, Deliver):
        if move.card in now.delivered:
            if paid < 0:
                return _deniers(-paid, _("{player} completes the message {card} and earns {n} denier."),
                                _("{player} completes the message {card} and earns {n} deniers.")).format(
                    player=who, card=card(move.card), n=-paid)
            return _("{player} completes the message {card}.").format(player=who, card=card(move.card))
        return _("{player} puts a cube on {place} for the message {card}.").format(
            player=who, place=me.messenger.place, card=card(move.card))
    if isinstance(move, Recall):
        return _("{player} takes back the cubes of {card}; its progress is lost.").format(player=who,
                                                                                          card=card(move.card))
    if isinstance(move, Circus):
        return _("the circus moves to {village}.").format(village=move.village)
    if isinstance(move, Income):
        return _("{player} has under 5 deniers with the merchant in a city: takes 1 denier, and the turn "
                 "ends.").format(player=who)
    assert isinstance(move, End)
    return _("{player} ends the turn.").format(player=who)


def describe(before: State, move: Move, after: State) -> list[tuple[str, str]]:
    """(rule id, sentence) pairs for ``move`` played in ``before`` giving ``after``."""
    out = [(rule_of(before, move), _action(before, move, after))]
    who = colour(PLAYER_COLOURS[before.player])
    me, now = before.me, after.players[before.player]
    if isinstance(move, Travel):
        if move.piece == "merchant" and me.merchant.place in CITIES and me.money - (1 if move.smith else 0) > \
                money_cap(me):
            out.append(("loire.money.maximum", _("{player} may leave a city with at most {n} deniers: the rest is "
                                                 "discarded.").format(player=who, n=money_cap(me))))
        if move.to in CITIES and before.palace_works(before.player, "Bank", move.to):
            out.append(("loire.palace.bank", _("{player}'s Bank in {city} pays 3 deniers.").format(player=who,
                                                                                                  city=move.to)))
    if isinstance(move, Buy):
        owner = before.building(me.merchant.place)
        if owner is not None:
            out.append(("loire.buy.owner-boat", _("the {kind}'s owner, {player}, sails 1 space.").format(
                kind=building(owner[1]), player=colour(PLAYER_COLOURS[owner[0]]))))
        out.append(("loire.market.shift", _("the {colour} market tile moves to the right end.").format(
            colour=colour(before.shield(me.merchant.place)))))
        if after.turn.pending:
            out.append(("loire.circus.move", _("the circus tile reached the middle: {player} chooses where the circus "
                                               "goes ({villages}).").format(player=who,
                                                                            villages=listed(after.turn.pending))))
    if isinstance(move, Deliver) and move.card in now.delivered and CARDS[move.card].level == 1:
        out.append(("loire.deliver.level1-money", _("a level-1 message pays the market price of its village's "
                                                    "colour.")))
    if after.trigger is not None and before.trigger is None:
        out.append(("loire.end.last-turns", _("{player} has reached an end condition: every other player takes one "
                                              "more turn.").format(player=colour(PLAYER_COLOURS[after.trigger]))))
    if after.over and not before.over:
        out.append(("loire.end.last-turns", _("The game is over.")))
    return out
