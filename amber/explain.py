"""What a move did, in sentences that each name the rule behind them.

>>> import amber
>>> g = amber.new_game(players=2, seed=1)
>>> g.play(g.legal_moves()[0])
amber.parse('straight C5 r0')
>>> [rule for rule, _ in g.explain()]
['amber.place.tile', 'amber.turn.draw']
>>> g.explain(lang="hu")[1][1]
'A piros játékos húz 1 lapkát.'
"""

from __future__ import annotations

from amber.board import name
from amber.moves import Dig, Draw, Move, Pass, Place, Rebuild, Stuck
from amber.rules import coin_claims, full_connectors
from amber.state import State
from amber.verdicts import colour, rule_of, tile_words
from tutor.i18n import N_, _, ngettext

TURNS = (N_("unturned"), N_("turned a quarter clockwise"), N_("turned half round"),
         N_("turned three quarters clockwise"))


def _and(names: list[str]) -> str:
    """Names joined for a sentence.

    >>> _and(["red"]), _and(["red", "blue"]), _and(["red", "blue", "green"])
    ('red', 'red and blue', 'red, blue and green')
    """
    if len(names) == 1:
        return names[0]
    return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


def _what(f: int, state: State) -> str:
    owner = state.owner(f)
    if owner is not None:
        return _("{player}'s castle").format(player=colour(owner))
    return _("the village on {field}").format(field=name(f))


def _action(before: State, move: Move) -> str:
    who = colour(before.player)
    if isinstance(move, Place):
        if move.kind == "swamp":
            text = _("{player} lays a {tile} on {field}, a field {player}'s roads reach.")
        else:
            text = _("{player} lays a {tile} on {field}, {turn}, a field {player}'s roads reach.")
        return text.format(player=who, tile=tile_words(move.kind), field=name(move.field), turn=_(TURNS[move.rot]))
    if isinstance(move, Rebuild):
        return _("{player} lays a {tile} on {field} running into the blank side of the straight road on {target}, "
                 "and rebuilds that field with a {replacer}; the straight road is thrown out.").format(
            player=who, tile=tile_words(move.place.kind), field=name(move.place.field), target=name(move.target),
            replacer=tile_words(move.replacer))
    if isinstance(move, Dig):
        if move.special:
            text = _("{player} uses a special shovel to dig up the tile on {field}; the field is empty again.")
        else:
            text = _("{player} uses a shovel to dig up the tile on {field}; the field is empty again.")
        return text.format(player=who, field=name(move.field))
    if isinstance(move, Stuck):
        return _("{player} cannot play any tile: throws out a coin (if any) and discards a {tile}.").format(
            player=who, tile=tile_words(move.kind))
    if isinstance(move, Pass):
        return _("{player} cannot play and the draw pile is empty: {player} passes.").format(player=who)
    assert isinstance(move, Draw)
    if move.kind:
        return _("{player} takes the face-up {tile}.").format(player=who, tile=tile_words(move.kind))
    return _("{player} draws from the pile.").format(player=who)


def _coins(before: State, after: State) -> list[tuple[str, str]]:
    out = []
    for f in sorted(before.coins_on - after.coins_on):
        claims = coin_claims(after, f)
        rule = "amber.coins.castle" if before.owner(f) is not None else "amber.coins.village"
        if len(claims) == 1:
            text = _("{player} alone is connected to {place} and takes its coin.").format(
                player=colour(claims[0]), place=_what(f, before))
        else:
            text = _("{players} are connected to {place} at once: its coin is thrown out.").format(
                players=_and([colour(p) for p in claims]), place=_what(f, before))
        out.append((rule, text))
    return out


def _ending(before: State, move: Move, after: State) -> list[tuple[str, str]]:
    out = []
    if before.sudden_death and not after.sudden_death:
        out.append(("amber.end.simultaneous", _("{players} are connected to every village and every other castle at "
                                                "the same moment: from now on nobody can win that way, and the game "
                                                "goes on to its normal end.").format(
            players=_and([colour(p) for p in full_connectors(after)]))))
    if after.phase != "over":
        return out
    if after.winner is not None:
        out.append(("amber.end.sudden-death", _("{player} alone is connected to every village and every other castle, "
                                                "and wins at once.").format(player=colour(after.winner))))
    elif after.passes >= after.players:
        out.append(("amber.end.pass-round", _("A whole round of passes: the game is over.")))
    else:
        out.append(("amber.end.deck-out", _("The pile is empty and every hand holds 3 tiles or fewer: the game is "
                                            "over.")))
    return out


def describe(before: State, move: Move, after: State) -> list[tuple[str, str]]:
    """(rule id, sentence) pairs for ``move`` played in ``before`` giving ``after``."""
    out = [(rule_of(move), _action(before, move))]
    if isinstance(move, Stuck) and before.purse[before.player]:
        out.append(("amber.turn.stuck", _("{player} throws out one coin.").format(player=colour(before.player))))
    out += _coins(before, after)
    drawn = len(before.deck) - len(after.deck)
    if drawn > 0 and not isinstance(move, Draw):
        text = ngettext("{player} draws {n} tile.", "{player} draws {n} tiles.", drawn)
        out.append(("amber.turn.draw", text.format(player=colour(before.player), n=drawn)))
    if after.phase == "draw" and before.phase == "play":
        text = ngettext("{player} now draws {n} tile, from the pile or the face-up tiles.",
                        "{player} now draws {n} tiles, each from the pile or the face-up tiles.", after.draws)
        out.append(("amber.adv.market", text.format(player=colour(before.player), n=after.draws)))
    return out + _ending(before, move, after)
