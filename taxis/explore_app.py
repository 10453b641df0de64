"""Thurn und Taxis' explorer: the map's routes and provinces, by clicking (no code).

On Glanz und Gloria's map, the base game's map, or a game in progress (two prepared positions, or a game the pupil
saved), the pupil chooses what a click asks: two cities and the routes with the fewest cards between them; the
routes of 3 or 4 cities from a city; a city's province; the map's choke points and what a city's loss would split
off; the longest routes; the best houses for each player's route. Every answer comes from networkx on the map's
road graph (:mod:`taxis.explore`, :mod:`taxis.routes`).

>>> app = explorer()
>>> app.ask("city:Berlin"); app.ask("city:Hamburg")
>>> "at the fewest" in app.words.value
True
>>> app.mode.value = "choke"  # shown at once, no click needed
>>> "choke point" in app.words.value
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import taxis
from taxis.bots import GreedyBot
from taxis.explain import tile_title
from taxis.explore import choke_points, fewest, split_without
from taxis.render import legend_html, map_title, render_map
from taxis.routes import best_placement, longest_routes, routes_of_length
from taxis.state import COLOUR_NAMES, COLOURS, MIN_CLOSE, city_of
from taxis.table import players_drawn
from taxis.verdicts import province
from tutor.explore import Explorer, ExploreSpec, lazily, played
from tutor.game import Game
from tutor.i18n import N_, _, ngettext, player

__all__ = ["SPEC", "app", "explorer"]

#: the positions offered: (label, variant, players, seed, moves played by greedy bots)
POSITIONS = ((N_("Glanz und Gloria's map"), "gug", 3, 1, 0),
             (N_("the base game's map"), "base", 3, 1, 0),
             (N_("a game in its middle (Glanz und Gloria, 3 players, after 80 moves)"), "gug", 3, 4, 80),
             (N_("a game near its end (Glanz und Gloria, 3 players, after 200 moves)"), "gug", 3, 3, 200))
#: what a click asks
MODES = ((N_("two cities: the fewest-card routes"), ""),
         (N_("a city: routes of 3 cities from it"), "routes3"),
         (N_("a city: routes of 4 cities from it"), "routes4"),
         (N_("a city: its province"), "province"),
         (N_("choke points; a city's loss"), "choke"),
         (N_("the longest routes"), "longest"),
         (N_("the best houses for each route"), "houses"))
SHOWN = 8  # routes drawn and listed at most
ASKED, PATH, CUT = "#0072b2", "#0072b2", "#d55e00"


@dataclass(frozen=True)
class Answer:
    """One answer: what is drawn (routes as lines, cities ringed, roads in orange) and what the words need."""

    kind: str  # "from", "fewest", "routes", "province", "choke", "longest", "houses"
    city: str = ""
    other: str = ""
    routes: tuple[tuple[str, ...], ...] = ()
    cities: tuple[str, ...] = ()
    roads: tuple[tuple[str, str], ...] = ()
    parts: tuple[tuple[str, ...], ...] = ()
    count: int = 0
    best: tuple[tuple[int, Any], ...] = ()  # (seat, placement) per player with a route


def position(i: int) -> Game:
    """Prepared position ``i``: a map (no move), or a seeded game played by greedy bots (the same every time)."""
    _label, variant, players, seed, moves = POSITIONS[i]
    return played(taxis.new_game, GreedyBot, seed, moves, players=players, variant=variant)


def positions() -> list[tuple[str, Any]]:
    """The positions: each label with the function that makes its game (when first chosen)."""
    return lazily([label for label, *_rest in POSITIONS], position)


def modes() -> list[tuple[str, str]]:
    return [(_(label), value) for label, value in MODES]


def answer(game: Game, hit: str, mode: str = "", before: Any = None) -> Answer | None:
    """The answer to a click on ``hit`` (``"city:NAME"``; ``""``: the mode was just chosen) in ``mode``."""
    state = game.state
    m = state.map
    city = hit.removeprefix("city:") if hit.startswith("city:") else ""
    if mode == "choke":
        cities, roads = choke_points(m)
        parts = tuple(tuple(p) for p in split_without(m, city)) if city else ()
        return Answer("choke", city, cities=tuple(cities), roads=tuple(roads), parts=parts)
    if mode == "longest":
        found = longest_routes(m, limit=2)
        return Answer("longest", routes=tuple(found), count=len(found[0]) if found else 0)
    if mode == "houses":
        best = tuple((p, best_placement(state, p)) for p in range(state.players) if state.routes[p])
        return Answer("houses", best=best)
    if not city:
        return None
    if mode in ("routes3", "routes4"):
        found = routes_of_length(m, city, int(mode[-1]))
        return Answer("routes", city, routes=tuple(found[:SHOWN]), count=len(found))
    if mode == "province":
        where = m.province_of(city)
        return Answer("province", city, other=where or "", cities=tuple(m.members[where]) if where else ())
    if isinstance(before, Answer) and before.kind == "from" and before.city != city:
        return Answer("fewest", before.city, city, routes=tuple(fewest(m, before.city, city)))
    return Answer("from", city)


def board_svg(game: Game, found: Answer | None) -> str:
    """The map, every city clickable, the houses and routes of the game, and the answer drawn on it."""
    state = game.state
    m = state.map
    colours, houses, mine = players_drawn(state)
    routes: list[Any] = []
    lit: list[str] = []
    chosen: list[str] = []
    if found is not None:
        chosen = [c for c in (found.city, found.other) if c and found.kind != "province"]
        routes = [(list(r), PATH) for r in found.routes]
        routes += [(list(road), CUT) for road in found.roads]
        lit = list(found.cities)
        if found.kind == "province":
            chosen = [found.city]
        if found.kind == "houses":
            routes, lit = mine, [c for _p, best in found.best for c in best.cities]
    return render_map(m, houses=houses, colours=colours, hits=True, routes=routes or mine, highlight=lit,
                      chosen=chosen, title=map_title(m), legend=False)


def notes(game: Game) -> str:
    """The map's legend, in HTML under the answer (it wraps in any width; the map keeps the room)."""
    state = game.state
    return legend_html(state.map, {COLOUR_NAMES[p]: COLOURS[p] for p in range(state.players)})


def _route(cities: Sequence[str]) -> str:
    return " – ".join(cities)


def _name(p: int) -> str:
    return player(COLOUR_NAMES[p])


def words(game: Game, found: Answer) -> list[str]:
    """The answer in words (the current language), each line starting with a capital."""
    return [line[:1].upper() + line[1:] for line in _words(game, found)]


def _words(game: Game, found: Answer) -> list[str]:
    state = game.state
    m = state.map
    if found.kind == "from":
        return [_("From {city}: now click a second city.").format(city=found.city)]
    if found.kind == "fewest":
        if not found.routes:
            return [_("No road joins {city} and {other}.").format(city=found.city, other=found.other)]
        cards = len(found.routes[0])
        head = ngettext("From {city} to {other}: {n} card at the fewest.",
                        "From {city} to {other}: {n} cards at the fewest.", cards).format(
            city=found.city, other=found.other, n=cards)
        more = ngettext("{k} such route (drawn blue):", "{k} such routes (drawn blue):", len(found.routes)).format(
            k=len(found.routes))
        return [head, more, *map(_route, found.routes)]
    if found.kind == "routes":
        n = len(found.routes[0]) if found.routes else 0
        head = ngettext("{count} route of {n} cities starts at {city}.", "{count} routes of {n} cities start at "
                        "{city}.", found.count).format(count=found.count, n=n, city=found.city)
        shown = _("The first {k}, drawn blue:").format(k=len(found.routes)) if found.count > len(found.routes) \
            else ""
        return [head, *([shown] if shown else []), *map(_route, found.routes)]
    if found.kind == "province":
        if not found.other:
            return [_("{city} is a free city: it belongs to no province.").format(city=found.city)]
        lines = [ngettext("{city} lies in {province}, a province of {n} city (ringed): {cities}.",
                          "{city} lies in {province}, a province of {n} cities (ringed): {cities}.",
                          len(found.cities)).format(city=found.city, province=province(state, found.other),
                                                    n=len(found.cities), cities=", ".join(found.cities))]
        for p in range(state.players):  # how far each player's houses and route go toward filling it
            built = [c for c in found.cities if c in state.houses[p]]
            route = [c for c in found.cities if c in {city_of(card) for card in state.routes[p]}]
            if built or route:
                lines.append(_("{player}: houses in {built} of them; {route} more on the route now.").format(
                    player=_name(p), built=len(built), route=len([c for c in route if c not in built])))
        return lines
    if found.kind == "choke":
        return _choke_words(found)
    if found.kind == "longest":
        every = found.count == len(m.graph)
        head = ngettext("The longest routes have {n} card", "The longest routes have {n} cards", found.count).format(
            n=found.count) + (_(": they pass through every city of the map.") if every else ".")
        return [head, _("Two of them, drawn blue:"), *map(_route, found.routes)]
    return _houses_words(state, found)


def _choke_words(found: Answer) -> list[str]:
    if not found.cities and not found.roads:
        lines = [_("No city and no road of this map is a choke point: whichever were lost, the rest would still "
                   "hold together.")]
    else:
        items = [*found.cities, *map(_route, found.roads)]
        lines = [_("Choke points (the cities ringed, the roads drawn orange): {items}. Without one of them the map "
                   "would fall apart.").format(items="; ".join(items))]
    if found.city and len(found.parts) > 1:
        lines.append(_("Without {city} the map would fall into {k} parts, of {sizes} cities.").format(
            city=found.city, k=len(found.parts), sizes=_(" and ").join(str(len(p)) for p in found.parts)))
        lines.append(_("Cut off: {cities}.").format(cities=", ".join(c for p in found.parts[1:] for c in p)))
    elif found.city:
        lines.append(_("Without {city} the rest of the map would still hold together.").format(city=found.city))
    else:
        lines.append(_("Click a city to see what its loss would split off."))
    return lines


def _houses_words(state: Any, found: Answer) -> list[str]:
    if not found.best:
        return [_("Nobody has a route yet.")]
    lines = []
    for p, best in found.best:
        length = len(state.routes[p])
        tiles = [f"{tile_title(state.bonus.stack(sid).title)} ({value})" for sid, value in best.tiles]
        if best.cities:
            line = _("{player}'s route ({n} cards): the best houses now on {cities}, {points} points "
                     "({houses} houses{tiles}).").format(
                player=_name(p), n=length, cities=", ".join(best.cities), points=best.points,
                houses=len(best.cities), tiles=_(", tiles: {tiles}").format(tiles=", ".join(tiles)) if tiles else "")
        else:
            line = _("{player}'s route ({n} cards): no new house to place.").format(player=_name(p), n=length)
        if length < MIN_CLOSE:
            line += " " + _("(A route is closed from {n} cards on: this one must grow first.)").format(n=MIN_CLOSE)
        lines.append(line)
    lines.append(_("The best houses are ringed yellow; the carriage does not depend on them and is left out."))
    return lines


SPEC = ExploreSpec(
    game="taxis", title=N_("Thurn und Taxis: explore"),
    intro=N_("Choose what a click asks, then click cities on the map: the routes with the fewest cards between two "
             "cities, the routes from a city, a province, the choke points, the longest routes, the best houses."),
    positions=positions, board_svg=board_svg, answer=answer, words=words, module=taxis, modes=modes, notes=notes,
    board_width=600)


def explorer() -> Explorer:
    """The explorer (its ``widget`` is the app)."""
    return Explorer(SPEC)


def app() -> Explorer:
    """The app, as the notebook ``apps/taxis_explore.ipynb`` shows it."""
    return explorer()
