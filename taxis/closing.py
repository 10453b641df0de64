"""Closing a route: houses, bonus tiles, the carriage, and perhaps the end of the game.

Kept apart from :mod:`taxis.rules` because it is the richest single action.
"""

from __future__ import annotations

from taxis.board import Stack
from taxis.moves import Close
from taxis.state import CARRIAGES, CARTWRIGHT, HOUSES, State, city_of

NUMBERS = tuple(CARRIAGES)


def _set(t: tuple, i: int, value: object) -> tuple:
    items = list(t)
    items[i] = value
    return tuple(items)


def earned(state: State, stack: Stack, p: int, route_length: int, new_houses: frozenset[str]) -> bool:
    """Whether player ``p`` meets ``stack``'s condition after this closing (not counting who took what)."""
    m = state.map
    houses = state.houses[p] | new_houses
    if stack.kind == "route":
        longer = stack.or_longer is not None and stack.or_longer.value
        return route_length == stack.length or longer and route_length >= stack.length
    if stack.kind == "provinces":
        return all(c in houses for prov in stack.provinces for c in m.members[prov])
    if stack.kind == "all-provinces":
        excluded = stack.excluded.value if stack.excluded else ()
        return all(any(c in houses for c in m.members[prov]) for prov in m.provinces if prov not in excluded)
    if stack.kind == "free-city":
        return stack.city in new_houses
    return False  # the game-end tile goes to whoever triggers the end


def take_tiles(state: State, p: int, route_length: int, new_houses: frozenset[str]) -> tuple[tuple, tuple]:
    """Stacks and player tiles after ``p`` takes the top tile of every stack now earned (one per stack)."""
    stacks, tiles = list(state.stacks), list(state.tiles)
    taken = {sid for sid, _ in state.tiles[p]}
    for i, stack in enumerate(state.bonus.stacks):
        if stacks[i] and stack.id not in taken and earned(state, stack, p, route_length, new_houses):
            tiles[p] = (*tiles[p], (stack.id, stacks[i][0]))
            stacks[i] = stacks[i][1:]
    return tuple(stacks), tuple(tiles)


def end_tile(state: State, p: int, stacks: tuple, tiles: tuple) -> tuple[tuple, tuple]:
    """The game-end tile to ``p``, who triggered the end."""
    stacks, tiles = list(stacks), list(tiles)
    for i, stack in enumerate(state.bonus.stacks):
        if stack.kind == "game-end" and stacks[i]:
            tiles[p] = (*tiles[p], (stack.id, stacks[i][0]))
            stacks[i] = stacks[i][1:]
    return tuple(stacks), tuple(tiles)


def carriage(state: State, p: int, length: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Carriages and supply after ``p`` perhaps takes the next carriage in order (if the route is long enough)."""
    current = state.carriages[p]
    for i, number in enumerate(NUMBERS):
        if number > current:
            if state.supply[i] > 0 and length >= number:
                return _set(state.carriages, p, number), _set(state.supply, i, state.supply[i] - 1)
            break
    return state.carriages, state.supply


def close(state: State, move: Close) -> State:
    """The position after ``move`` closes the route of the player to move."""
    p = state.player
    route = state.routes[p]
    new = frozenset(move.cities)
    houses = _set(state.houses, p, state.houses[p] | new)
    stacks, tiles = take_tiles(state, p, len(route), new)
    carriages, supply = state.carriages, state.supply
    if state.rules.carriages:
        carriages, supply = carriage(state, p, len(route) + (CARTWRIGHT if move.cartwright else 0))
    trigger = state.trigger
    ends = len(houses[p]) == HOUSES or carriages[p] == NUMBERS[-1] and state.carriages[p] != NUMBERS[-1]
    if trigger is None and ends:
        trigger = p
        stacks, tiles = end_tile(state, p, stacks, tiles)
    return state.evolve(
        houses=houses, stacks=stacks, tiles=tiles, carriages=carriages, supply=supply, trigger=trigger,
        routes=_set(state.routes, p, ()), horses=_set(state.horses, p, ()),
        discards=state.discards + route + state.horses[p], closed=True,
        hidden=state.hide(p, state.horses[p]),
        official="Cartwright" if move.cartwright else state.official,
    )


def route_cities(state: State, p: int) -> list[str]:
    return [city_of(c) for c in state.routes[p]]
