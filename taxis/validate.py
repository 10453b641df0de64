"""Is a Thurn und Taxis position possible? The checks a loaded or hand-made position must pass.

Like a chess position validator, :func:`problems` lists what cannot happen in a real
game, naming the field: every card of the deck is in exactly one place (deck, display,
discards, hands, routes, horse rows), bonus tiles are taken from the top of their
stacks (values as printed, at most one per stack and player), carriages are taken in
order (supply = the box minus the carriages handed out), houses stand in cities of the
map (at most 20 per player), routes are roads of the map, and the seat, start player,
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
from taxis.state import CARRIAGES, DISPLAY, HOUSES, State, card_names, city_of
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
            yield f"{where}: {unknown[0]!r} is not a card of the {state.variant} deck"
            return
    held = Counter(c for cards in piles.values() for c in cards)
    for card in full:
        if held[card] != full[card]:
            yield f"cards: {held[card]} {card!r} cards in deck, display, discards, hands, routes and horse rows; " \
                  f"the deck has {full[card]}"
            return
    if len(state.display) > DISPLAY:
        yield f"display: {len(state.display)} cards face up, the display holds {DISPLAY}"


def _board(state: State) -> Iterator[str]:
    cities, graph = state.map.cities, state.map.graph
    for p, houses in enumerate(state.houses):
        unknown = sorted(c for c in houses if c not in cities)
        if unknown:
            yield f"houses[{p}]: {unknown[0]!r} is not a city of the {state.map.key} map"
        elif len(houses) > HOUSES:
            yield f"houses[{p}]: {len(houses)} houses, a player has {HOUSES}"
    for p, route in enumerate(state.routes):
        towns = [city_of(c) for c in route]
        if len(set(towns)) != len(towns):
            yield f"routes[{p}]: a route passes each city once"
        elif any(not graph.has_edge(a, b) for a, b in zip(towns, towns[1:], strict=False)):
            yield f"routes[{p}]: the cards do not follow the roads of the map"


def _bonus(state: State) -> Iterator[str]:
    stacks = BONUS[state.rules.bonus].stacks
    if len(state.stacks) != len(stacks):
        yield f"stacks: {len(state.stacks)} stacks, the {state.variant} game has {len(stacks)}"
        return
    known = {s.id: s for s in stacks}
    for p, tiles in enumerate(state.tiles):
        ids = [sid for sid, _ in tiles]
        if any(sid not in known for sid in ids) or len(set(ids)) != len(ids):
            yield f"tiles[{p}]: bonus tiles come from the stacks of the game, at most one from each"
            return
    for i, stack in enumerate(stacks):
        values = tuple(stack.values.value)
        taken = sorted((v for tiles in state.tiles for sid, v in tiles if sid == stack.id), reverse=True)
        if taken != sorted(values[:len(taken)], reverse=True) or tuple(state.stacks[i]) != values[len(taken):]:
            yield (f"tiles: the {stack.id} tiles held ({taken}) and left ({list(state.stacks[i])}) "
                   f"are not the stack {list(values)}")
            return


def _carriages(state: State) -> Iterator[str]:
    numbers = tuple(CARRIAGES)
    if not state.rules.carriages:
        if any(state.carriages) or any(state.supply):
            yield f"carriages: the {state.variant} game has no carriages"
        return
    for p, c in enumerate(state.carriages):
        if c != 0 and c not in numbers:
            yield f"carriages[{p}]: {c} is not a carriage (0 for none, or one of {', '.join(map(str, numbers))})"
            return
    if len(state.supply) != len(numbers):
        yield f"supply: {len(state.supply)} entries, one per carriage ({len(numbers)})"
        return
    for i, number in enumerate(numbers):
        given = sum(1 for c in state.carriages if c >= number)
        if state.supply[i] != CARRIAGES[number][1] - given:
            yield (f"supply: {state.supply[i]} carriages {number} left, but the box has {CARRIAGES[number][1]} and "
                   f"{given} players have reached it (carriages are taken in order)")
            return


def problems(state: State) -> list[str]:
    """What is impossible about ``state`` (an empty list for a possible position)."""
    if state.variant not in RULE_SETS:
        return [f"variant: {state.variant!r} is not one of {', '.join(RULE_SETS)}"]
    n = len(state.hands)
    if n not in PLAYER_COUNTS:
        return [f"hands: {n} players; Thurn und Taxis is for {PLAYER_COUNTS[0]}-{PLAYER_COUNTS[-1]}"]
    wrong = [f"{name}: {len(getattr(state, name))} entries for {n} players" for name in _PER_PLAYER
             if len(getattr(state, name)) != n]
    if wrong:
        return wrong
    if state.reading is not None:
        try:
            BONUS[state.rules.bonus].with_reading(state.reading)
        except KeyError:
            return [f"reading: no bonus tile of the {state.variant} game knows the reading {state.reading!r}"]
    out = [*_cards(state), *_board(state), *_bonus(state), *_carriages(state)]
    for name in ("player", "start"):
        if not 0 <= getattr(state, name) < n:
            out.append(f"{name}: {getattr(state, name)} is not a seat (0-{n - 1})")
    if state.trigger is not None and not 0 <= state.trigger < n:
        out.append(f"trigger: {state.trigger} is not a seat (0-{n - 1})")
    if state.over and state.trigger is None:
        out.append("over: a game ends only after somebody triggers the end")
    for name in ("drawn", "played"):
        if not 0 <= getattr(state, name) <= 2:
            out.append(f"{name}: {getattr(state, name)} cards {name} this turn (0-2)")
    if state.official is not None and state.official not in state.rules.officials:
        out.append(f"official: {state.official!r} is not an official of the {state.variant} game "
                   f"({', '.join(state.rules.officials)})")
    if state.shuffles < 0 or state.turn < 1:
        out.append(f"turn: turn {state.turn} and {state.shuffles} reshuffles (turns count from 1)")
    return out


def validate(state: State) -> None:
    """Refuse an impossible position: a :class:`~tutor.rules.RecordError` naming the field."""
    refuse(problems(state))
