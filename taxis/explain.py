"""What a move did, in sentences that each name the rule behind them.

>>> import taxis
>>> g = taxis.new_game(players=2, seed=1)
>>> g.play("draw deck")
taxis.parse('draw deck')
>>> g.explain()
[('taxis.turn.draw', 'blue draws the top card of the deck.')]
>>> g.explain(lang="hu")
[('taxis.turn.draw', 'A kék játékos felhúzza a húzópakli legfelső lapját.')]
"""

from __future__ import annotations

from taxis.moves import Administrator, Close, Discard, Draw, End, Horse, Move, Route, Scrap
from taxis.state import State, city_of, horses_of
from taxis.verdicts import city_word, colour, rule_of
from tutor.i18n import N_, _, ngettext

# the bonus tiles' titles (``taxis/data/bonus.json``), in English with the provinces' English names; the catalog
# gives the Hungarian rulebook's (Thüringia + Szászország); a title spelt the same in both languages is not listed
_TILES = (N_("Route of 5"), N_("Route of 6"), N_("Route of 7"), N_("Route of 7 or more"), N_("Route of 8 or more"),
          N_("All provinces"), N_("Game end"), N_("Prussia"), N_("Holland + Belgium"), N_("Free city Frankfurt"),
          N_("Free city Bremen"), N_("Free city Hamburg"), N_("Free city Lübeck"), N_("Bavaria"),
          N_("Switzerland + Tyrol"), N_("Bohemia + Salzburg"), N_("Thuringia + Saxony"), N_("Hesse + Bavaria"))


def tile_title(title: str) -> str:
    """A bonus tile's title (``taxis/data/bonus.json``) in the current language, its provinces named as the
    rulebook names them.

    >>> from tutor.i18n import language
    >>> with language("hu"):
    ...     tile_title("Thuringia + Saxony"), tile_title("Free city Bremen"), tile_title("Baden")
    ('Thüringia + Szászország', 'Bréma szabad város', 'Baden')
    """
    return _(title) if title in _TILES else title


def card_words(card: str) -> str:
    """A city card in words: its city, and the horses on its back (a Glanz und Gloria card), not its code.

    >>> card_words("Brüssel:2"), card_words("Ulm")
    ('Brüssel (2 horses)', 'Ulm')
    """
    n = horses_of(card)
    return ngettext("{city} ({n} horse)", "{city} ({n} horses)", n).format(city=city_word(city_of(card)), n=n) \
        if n else city_word(city_of(card))


def _action(before: State, move: Move) -> str:
    who = colour(before.player)
    if isinstance(move, Draw):
        if move.city:
            return _("{player} takes the face-up {city}.").format(player=who, city=card_words(move.city))
        return _("{player} draws the top card of the deck.").format(player=who)
    if isinstance(move, Administrator):
        return _("{player} calls the Administrator: the six face-up cards are replaced.").format(player=who)
    if isinstance(move, Route):
        if not before.routes[before.player]:
            return _("{player} starts a route with {city}.").format(player=who, city=city_word(city_of(move.city)))
        text = (_("{player} adds {city} at the start of the route.") if move.at == "start"
                else _("{player} adds {city} at the end of the route."))
        return text.format(player=who, city=city_word(city_of(move.city)))
    if isinstance(move, Horse):
        return _("{player} lays {card} face down before the carriage as horses.").format(player=who,
                                                                                          card=card_words(move.city))
    if isinstance(move, Scrap):
        return _("{player} cannot extend the route and throws it away.").format(player=who)
    if isinstance(move, Close):
        n = len(before.routes[before.player])
        if move.cities:
            text = ngettext("{player} closes a route of {n} card, with houses on {cities}.",
                            "{player} closes a route of {n} cards, with houses on {cities}.", n)
        else:
            text = ngettext("{player} closes a route of {n} card, with houses on no city.",
                            "{player} closes a route of {n} cards, with houses on no city.", n)
        return text.format(player=who, n=n, cities=", ".join(map(city_word, move.cities)))
    if isinstance(move, Discard):
        return _("{player} discards {card} to keep the hand limit.").format(player=who, card=card_words(move.city))
    assert isinstance(move, End)
    return _("{player} ends the turn.").format(player=who)


def _gains(before: State, after: State) -> list[tuple[str, str]]:
    p = before.player
    who = colour(p)
    out = []
    for sid, value in after.tiles[p][len(before.tiles[p]):]:
        stack = after.bonus.stack(sid)
        rule = {"route": "taxis.bonus.route-length", "provinces": "taxis.bonus.province",
                "all-provinces": "taxis.bonus.all-provinces", "free-city": "taxis.bonus.free-city",
                "game-end": "taxis.bonus.game-end"}[stack.kind]
        if sid == "prussia":
            rule = "taxis.bonus.prussia"
        text = ngettext("{player} takes the top {tile} tile ({n} point).",
                        "{player} takes the top {tile} tile ({n} points).", value)
        out.append((rule, text.format(player=who, tile=tile_title(stack.title), n=value)))
    if after.carriages[p] != before.carriages[p]:
        out.append(("taxis.carriage.in-order", _("{player} takes carriage {n}.").format(
            player=who, n=after.carriages[p])))
    return out


def describe(before: State, move: Move, after: State) -> list[tuple[str, str]]:
    """(rule id, sentence) pairs for ``move`` played in ``before`` giving ``after``."""
    out = [(rule_of(before, move), _action(before, move))]
    if after.shuffles > before.shuffles:
        out.append(("taxis.turn.reshuffle", _("The deck ran out: the discards are shuffled into a new deck.")))
    out += _gains(before, after)
    if after.trigger is not None and before.trigger is None:
        rule = "taxis.end.trigger-gug" if before.rules.horses else "taxis.end.trigger-base"
        out.append((rule, _("{player} triggers the end: the round is played out.").format(
            player=colour(after.trigger))))
    if after.over and not before.over:
        out.append(("taxis.end.round", _("The round is complete: the game is over.")))
    return out


