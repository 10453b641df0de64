"""Is a Thurn und Taxis position possible? The checks a loaded or hand-made position must pass.

Like a chess position validator, :func:`problems` lists what cannot happen in a real
game, naming the field: every card of the deck is in exactly one place (deck, display,
discards, hands, routes, horse rows), bonus tiles are taken from the top of their
stacks (values as printed, at most one per stack and player), carriages are taken in
order (supply = the box minus the carriages handed out), houses stand in cities of the
map (at most 20 per player) and only where cards of closed routes were discarded,
no hand holds more than the hand limit allows, routes are roads of the map, and the seat, start player,
trigger and turn counters are in range. :func:`validate` refuses the first problem with
a :class:`~tutor.rules.RecordError`. Records and scenarios are validated once, when
they are loaded, never move by move.

>>> import taxis
>>> problems(taxis.new_game(players=3, seed=2, variant="gug").state)
[]
>>> validate(taxis.new_game(players=2, seed=1).state.evolve(drawn=-5))
Traceback (most recent call last):
...
tutor.rules.RecordError: position: drawn: -5 cards drawn this turn (0-2)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from taxis.board import BONUS, RULE_SETS
from taxis.setup import PLAYER_COUNTS
from taxis.state import CARRIAGES, DISPLAY, HAND_LIMIT, HOUSES, State, card_names, city_of
from tutor.i18n import _
from tutor.schema import refuse

_PER_PLAYER = ("hands", "routes", "horses", "houses", "carriages", "tiles")


def _cards(state: State) -> Iterator[str]:
    piles = {"deck": state.deck, "display": state.display, "discards": state.discards,
             "hands": [c for h in state.hands for c in h], "routes": [c for r in state.routes for c in r],
             "horses": [c for h in state.horses for c in h]}
    full = Counter(card_names(state.rules))
    for where, cards in piles.items():
        unknown = [c for c in cards if c not in full]
        if unknown:
            yield f"{where}: " + _("{card} is not a card of the {variant} deck").format(
                card=repr(unknown[0]), variant=state.variant)
            return
    held = Counter(c for cards in piles.values() for c in cards)
    for card in full:
        if held[card] != full[card]:
            yield "cards: " + _("{n} {card} cards in deck, display, discards, hands, routes and horse rows; the deck "
                                "has {full}").format(n=held[card], card=repr(card), full=full[card])
            return
    if len(state.display) > DISPLAY:
        yield "display: " + _("{n} cards face up, the display holds {most}").format(n=len(state.display), most=DISPLAY)


def _board(state: State) -> Iterator[str]:
    cities, graph = state.map.cities, state.map.graph
    for p, houses in enumerate(state.houses):
        unknown = sorted(c for c in houses if c not in cities)
        if unknown:
            yield f"houses[{p}]: " + _("{city} is not a city of the {map} map").format(
                city=repr(unknown[0]), map=state.map.key)
        elif len(houses) > HOUSES:
            yield f"houses[{p}]: " + _("{n} houses, a player has {most}").format(n=len(houses), most=HOUSES)
    for p, route in enumerate(state.routes):
        towns = [city_of(c) for c in route]
        if len(set(towns)) != len(towns):
            yield f"routes[{p}]: " + _("a route passes each city once")
        elif any(not graph.has_edge(a, b) for a, b in zip(towns, towns[1:], strict=False)):
            yield f"routes[{p}]: " + _("the cards do not follow the roads of the map")


def _hands(state: State) -> Iterator[str]:
    """Hand sizes: at most the hand limit at the end of a turn (taxis.turn.hand-limit), and a turn draws at most two
    cards (taxis.official.postmaster), so no hand ever holds more than the limit and two."""
    most = HAND_LIMIT + 2
    for p, hand in enumerate(state.hands):
        if len(hand) > most:
            yield f"hands[{p}]: " + _("{n} cards in hand; a hand holds at most {limit} at the end of a turn "
                                      "(taxis.turn.hand-limit) and a turn draws at most 2 more, so never more "
                                      "than {most}").format(n=len(hand), limit=HAND_LIMIT, most=most)


def _closed(state: State) -> Iterator[str]:
    """Houses come only from closed routes, whose cards go to the discards: before any reshuffle, each house needs a
    card of its city among the discards, one per player with a house there (taxis.close.route-cities,
    taxis.close.discard)."""
    if state.shuffles:
        return
    thrown = Counter(city_of(c) for c in state.discards)
    built = Counter(city for houses in state.houses for city in houses)
    for city in sorted(built):
        if built[city] > thrown[city]:
            yield "houses: " + _("{n} houses in {city}, but only {m} {city} cards among the discards: houses are "
                                 "built only on the cities of closed routes, whose cards are discarded "
                                 "(taxis.close.route-cities, taxis.close.discard)").format(
                n=built[city], city=city, m=thrown[city])
            return


def _bonus(state: State) -> Iterator[str]:
    stacks = BONUS[state.rules.bonus].stacks
    if len(state.stacks) != len(stacks):
        yield "stacks: " + _("{n} stacks, the {variant} game has {count}").format(
            n=len(state.stacks), variant=state.variant, count=len(stacks))
        return
    known = {s.id: s for s in stacks}
    for p, tiles in enumerate(state.tiles):
        ids = [sid for sid, _ in tiles]
        if any(sid not in known for sid in ids) or len(set(ids)) != len(ids):
            yield f"tiles[{p}]: " + _("bonus tiles come from the stacks of the game, at most one from each")
            return
    for i, stack in enumerate(stacks):
        values = tuple(stack.values.value)
        taken = sorted((v for tiles in state.tiles for sid, v in tiles if sid == stack.id), reverse=True)
        if taken != sorted(values[:len(taken)], reverse=True) or tuple(state.stacks[i]) != values[len(taken):]:
            yield "tiles: " + _("the {stack} tiles held ({taken}) and left ({left}) are not the stack {values}").format(
                stack=stack.id, taken=taken, left=list(state.stacks[i]), values=list(values))
            return


def _carriages(state: State) -> Iterator[str]:
    numbers = tuple(CARRIAGES)
    if not state.rules.carriages:
        if any(state.carriages) or any(state.supply):
            yield "carriages: " + _("the {variant} game has no carriages").format(variant=state.variant)
        return
    for p, c in enumerate(state.carriages):
        if c != 0 and c not in numbers:
            yield f"carriages[{p}]: " + _("{value} is not a carriage (0 for none, or one of {numbers})").format(
                value=c, numbers=", ".join(map(str, numbers)))
            return
    if len(state.supply) != len(numbers):
        yield "supply: " + _("{n} entries, one per carriage ({count})").format(n=len(state.supply), count=len(numbers))
        return
    for i, number in enumerate(numbers):
        given = sum(1 for c in state.carriages if c >= number)
        if state.supply[i] != CARRIAGES[number][1] - given:
            yield "supply: " + _("{n} carriages {number} left, but the box has {box} and {given} players have reached "
                                 "it (carriages are taken in order)").format(
                n=state.supply[i], number=number, box=CARRIAGES[number][1], given=given)
            return


def problems(state: State) -> list[str]:
    """What is impossible about ``state`` (an empty list for a possible position)."""
    if state.variant not in RULE_SETS:
        return ["variant: " + _("{value} is not one of {known}").format(
            value=repr(state.variant), known=", ".join(RULE_SETS))]
    n = len(state.hands)
    if n not in PLAYER_COUNTS:
        return ["hands: " + _("{n} players; Thurn und Taxis is for {lo}-{hi}").format(
            n=n, lo=PLAYER_COUNTS[0], hi=PLAYER_COUNTS[-1])]
    wrong = [f"{name}: " + _("{count} entries for {n} players").format(count=len(getattr(state, name)), n=n)
             for name in _PER_PLAYER
             if len(getattr(state, name)) != n]
    if wrong:
        return wrong
    if state.reading is not None:
        try:
            BONUS[state.rules.bonus].with_reading(state.reading)
        except KeyError:
            return ["reading: " + _("no bonus tile of the {variant} game knows the reading {reading}").format(
                variant=state.variant, reading=repr(state.reading))]
    out = [*_cards(state), *_board(state), *_bonus(state), *_carriages(state)]
    if not out:
        out = [*_hands(state), *_closed(state)]
    for name in ("player", "start"):
        if not 0 <= getattr(state, name) < n:
            out.append(f"{name}: " + _("{value} is not a seat (0-{last})").format(
                value=getattr(state, name), last=n - 1))
    if state.trigger is not None and not 0 <= state.trigger < n:
        out.append("trigger: " + _("{value} is not a seat (0-{last})").format(value=state.trigger, last=n - 1))
    if state.over and state.trigger is None:
        out.append("over: " + _("a game ends only after somebody triggers the end"))
    for name in ("drawn", "played"):
        if not 0 <= getattr(state, name) <= 2:
            out.append(f"{name}: " + (_("{n} cards drawn this turn (0-2)") if name == "drawn" else
                                       _("{n} cards played this turn (0-2)")).format(n=getattr(state, name)))
    if state.official is not None and state.official not in state.rules.officials:
        out.append("official: " + _("{name} is not an official of the {variant} game ({officials})").format(
            name=repr(state.official), variant=state.variant, officials=", ".join(state.rules.officials)))
    if state.shuffles < 0 or state.turn < 1:
        out.append("turn: " + _("turn {turn} and {n} reshuffles (turns count from 1)").format(
            turn=state.turn, n=state.shuffles))
    return out


def validate(state: State) -> None:
    """Refuse an impossible position: a :class:`~tutor.rules.RecordError` naming the field."""
    refuse(problems(state))
