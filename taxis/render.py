"""The Thurn und Taxis maps as SVG: provinces, roads, free cities, houses, a route and highlights.

Cities are filled with their province's colour (a legend on the right names them);
free cities are white with a gold double ring, and carry their round 1-point tile
while it is not taken. Roads are lines, dashed where the road is a reconstruction;
names of reconstructed cities are set in italics. Output is deterministic.

>>> svg = render_map("gug", houses={"red": ["Berlin", "Halle"]}, route=["Halle", "Berlin", "Hannover"])
>>> svg.startswith("<svg") and "Münster" in svg and "dashed = reconstructed" in svg
True
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Mapping, Sequence
from html import escape

from taxis.board import CANVAS, MAPS, City, Map
from tutor.i18n import NP_, _, get_language, pgettext, player
from tutor.svg import Svg, refusal_note, seat_square

SCALE = 0.75  # canvas units -> pixels
MARGIN = 12
TOP = 34  # room for the title
PANEL = 190
FOOT = 26
R = 10  # city radius in pixels
HOUSE = 7
LAND, ROAD, ROUTE, HIGHLIGHT, GOLD = "#f5f0e1", "#9c7b4f", "#e6007e", "#ffbf00", "#b8860b"
FREE_FILL = "#fffdf3"
PALETTE = ("#d62728", "#1f77b4", "#2ca02c", "#f2c200", "#9467bd", "#8c564b")
NAMED = {"red": "#d62728", "blue": "#1f77b4", "green": "#2ca02c", "yellow": "#f2c200", "orange": "#ff7f0e",
         "purple": "#9467bd", "brown": "#8c564b", "black": "#333333", "white": "#ffffff"}


def _xy(city: City) -> tuple[float, float]:
    return MARGIN + city.x * SCALE, TOP + city.y * SCALE


def _check(m: Map, cities: Iterable[str], what: str) -> list[str]:
    out = list(cities)
    for c in out:
        if c not in m.cities:
            raise ValueError(f"{what}: {c!r} is not a city of map {m.key!r}")
    return out


def _player_colours(players: list, colours: Mapping | None) -> dict:
    out = {}
    for i, p in enumerate(players):
        if colours and p in colours:
            out[p] = colours[p]
        elif isinstance(p, str) and p.lower() in NAMED:
            out[p] = NAMED[p.lower()]
        else:
            out[p] = PALETTE[i % len(PALETTE)]
    return out


def _roads(svg: Svg, m: Map) -> None:
    for road in m.roads:
        (ax, ay), (bx, by) = _xy(m.cities[road.a]), _xy(m.cities[road.b])
        dashed = road.reconstructed
        svg.line(ax, ay, bx, by, stroke=ROAD, stroke_width=2.5, stroke_linecap="round",
                 stroke_dasharray="7 5" if dashed else None, class_="road reconstructed" if dashed else "road")


def _route(svg: Svg, m: Map, route: list[str]) -> None:
    runs: list[list[tuple[float, float]]] = [[_xy(m.cities[route[0]])]] if route else []
    for a, b in zip(route, route[1:], strict=False):
        if m.graph.has_edge(a, b):
            runs[-1].append(_xy(m.cities[b]))
        else:  # not a road: shown thin and dotted so the mistake is visible
            (ax, ay), (bx, by) = _xy(m.cities[a]), _xy(m.cities[b])
            svg.line(ax, ay, bx, by, stroke="#c00000", stroke_width=2, stroke_dasharray="2 4", class_="off-road")
            runs.append([(bx, by)])
    for run in runs:
        if len(run) > 1:
            svg.polyline(run, stroke=ROUTE, stroke_width=8, stroke_opacity=0.7, stroke_linecap="round",
                         stroke_linejoin="round", class_="route")
    for end in dict.fromkeys((route[0], route[-1])) if route else ():  # a fixed order: stable output
        x, y = _xy(m.cities[end])
        svg.circle(x, y, R + 3, fill=ROUTE, fill_opacity=0.7, class_="route-end")


def _label_xy(city: City, x: float, y: float) -> tuple[float, float, str]:
    return {
        "s": (x, y + R + 8, "middle"), "n": (x, y - R - 8, "middle"),
        "e": (x + R + 4, y, "start"), "w": (x - R - 4, y, "end"),
    }[city.label]


# the words of the cities' tooltips, marked for the catalog
_WORDS = (NP_("provenance", "rulebook"), NP_("provenance", "secondary source"), NP_("provenance", "reconstructed"),
          NP_("part", "east"), NP_("part", "west"))
# each map's title (the names in ``taxis/data/maps.json`` say "Thurn und Taxis" for the base map; its title says
# it is the base game, so that a pupil of Glanz und Gloria never takes it for their board), marked for the catalog
_MAPS = {"base": NP_("map", "Thurn und Taxis: the base game"), "gug": NP_("map", "Thurn und Taxis: Glanz und Gloria")}


def map_title(m: Map) -> str:
    """A map's title in the current language: which game it is the board of (the expansion is "Dicsőség és
    ragyogás" in Hungarian).

    >>> from taxis.board import MAPS
    >>> map_title(MAPS["base"]), map_title(MAPS["gug"])
    ('Thurn und Taxis: the base game', 'Thurn und Taxis: Glanz und Gloria')
    """
    return pgettext("map", _MAPS.get(m.key, m.name))


def _province(m: Map, name: str) -> str:
    """A province's name on the map in the current language (``Province.display``: Bavaria, Bajorország)."""
    return m.provinces[name].display(get_language())


def city_title(m: Map, city: City, owners: Sequence[str] = ()) -> str:
    """A city's name on the map for a tooltip and a screen reader: where it lies, where it comes from, whose houses
    stand in it.

    >>> m = MAPS["base"]
    >>> city_title(m, m.cities["Ulm"], ["red"])
    'Ulm: Württemberg [secondary source]; houses: red'
    """
    part = f" ({pgettext('part', city.part)})" if city.part else ""
    where = _("free city") if city.free else _province(m, city.province) + part
    houses = _("; houses: {players}").format(players=", ".join(map(player, owners))) if owners else ""
    return f"{city.display(get_language())}: {where} [{pgettext('provenance', city.provenance)}]{houses}"


def _city(svg: Svg, m: Map, city: City, houses: list[tuple[int, str, str]], slots: int, tile: bool, lit: bool,
          hit: bool = False, big: bool = False) -> None:
    x, y = _xy(city)
    svg.open_group(class_="city", **({"data_hit": f"city:{city.name}"} if hit else {}))
    name = city.display(get_language())
    svg.title(city_title(m, city, [p for _i, p, _c in houses]))
    if hit:  # a bigger invisible target for a finger or a mouse
        svg.circle(x, y, R + 7, fill="#fff", fill_opacity=0.01)
    if lit:
        svg.circle(x, y, R + 6, fill="none", stroke=HIGHLIGHT, stroke_width=4, class_="highlight")
    if city.free:
        svg.circle(x, y, R, fill=FREE_FILL, stroke=GOLD, stroke_width=3)
        svg.circle(x, y, R - 4, fill="none", stroke=GOLD, stroke_width=1.2)
    else:
        svg.circle(x, y, R, fill=m.provinces[city.province].colour, stroke="#333", stroke_width=1.5,
                   stroke_dasharray="3 2" if city.reconstructed else None)
    north = city.label != "n"
    house = HOUSE * 1.5 if big else HOUSE  # the game table: houses a projector shows
    hy = y - R - 3 - house if north else y + R + 3
    for slot, _who, colour in houses:
        hx = x + (slot - (slots - 1) / 2) * (house + 2) - house / 2
        _house(svg, hx, hy, house, colour, slot)
    if tile:
        tx = x - R - 8 if city.label == "e" else x + R + 8
        svg.circle(tx, y, 9 if big else 7.5, fill="#f5c518", stroke=GOLD, stroke_width=1.2, class_="free-tile")
        svg.text(tx, y, "1", size=13 if big else 9.5, fill="#5a4300", font_weight="bold" if big else None)
    lx, ly, anchor = _label_xy(city, x, y)
    style = {"font_style": "italic", "fill": "#555"} if city.reconstructed else {"fill": "#222"}
    svg.text(lx, ly, name, size=13.5 if big else 11, anchor=anchor, stroke="#fff", stroke_width=3,
             paint_order="stroke", stroke_linejoin="round", **style)
    svg.close_group()


def _house(svg: Svg, x: float, y: float, size: float, colour: str, player: int, cls: str = "house") -> None:
    """A player's house: a square in their colour with their seat's mark (:func:`tutor.svg.seat_square`), so that
    houses are told apart without their colours too; ``cls``: the square's class (a legend's houses are not the
    map's)."""
    seat_square(svg, x, y, size, colour, player, cls)


def house_svg(colour: str, player: int, size: float = 12) -> str:
    """A house alone, as a small inline SVG (the legends beside the map).

    >>> 'class="legend-house legend-house-2"' in house_svg("#1f77b4", 1) and "<circle" in house_svg("#1f77b4", 1)
    True
    """
    svg = Svg(size + 2, size + 2)
    _house(svg, 1, 1, size, colour, player, "legend-house")
    return svg.render().replace("<svg ", "<svg style='vertical-align:middle' aria-hidden='true' ", 1)


def legend_html(m: Map, players: Mapping[str, str]) -> str:
    """The map's legend as HTML (the game table's, beside or under the map; it wraps in any width): the provinces'
    colours, free cities, roads, the players' houses, and what is reconstructed."""
    def dot(colour: str, ring: str = "#333") -> str:
        return (f"<span style='display:inline-block;width:0.9em;height:0.9em;border-radius:50%;background:{colour};"
                f"border:2px solid {ring};vertical-align:middle'></span>")
    items = [f"{dot(p.colour)} {escape(_province(m, p.name))}" +
             (escape(_(" ({n} parts)").format(n=len(p.parts))) if p.parts else "") for p in m.provinces.values()]
    if m.free_cities:
        items += [f"{dot(FREE_FILL, GOLD)} {escape(_('free city'))}",
                  f"{dot('#f5c518', GOLD)} {escape(_('free-city tile (1)'))}"]
    houses = [f"{house_svg(c, i)} {escape(player(str(who)))}" for i, (who, c) in enumerate(players.items())]
    note = _("dashed = reconstructed road; italic = reconstructed city; positions follow real geography, "
             "not the printed board")
    parts = [f"<b>{escape(_('Provinces'))}</b>: " + " · ".join(items)]
    if houses:
        parts.append(f"<b>{escape(_('Houses'))}</b>: " + " · ".join(houses))
    parts.append(f"<span style='color:#555'>{escape(note)}</span>")
    return "<div class='tutor-taxis-legend'>" + "<br>".join(parts) + "</div>"


def _legend(svg: Svg, m: Map, players: dict) -> None:
    x = MARGIN + CANVAS[0] * SCALE + 14
    y = TOP + 6
    svg.text(x, y, _("Provinces"), size=12, anchor="start", font_weight="bold")
    for p in m.provinces.values():
        y += 17
        svg.circle(x + 6, y, 6, fill=p.colour, stroke="#333", stroke_width=1)
        parts = _(" ({n} parts)").format(n=len(p.parts)) if p.parts else ""
        svg.text(x + 17, y, _province(m, p.name) + parts, size=11, anchor="start")
    if m.free_cities:
        y += 17
        svg.circle(x + 6, y, 6, fill=FREE_FILL, stroke=GOLD, stroke_width=2.5)
        svg.text(x + 17, y, _("free city"), size=11, anchor="start")
        y += 17
        svg.circle(x + 6, y, 5.5, fill="#f5c518", stroke=GOLD, stroke_width=1.2)
        svg.text(x + 17, y, _("free-city tile (1)"), size=11, anchor="start")
    y += 26
    svg.line(x, y, x + 14, y, stroke=ROAD, stroke_width=2.5)
    svg.text(x + 20, y, _("road"), size=11, anchor="start")
    y += 17
    svg.line(x, y, x + 14, y, stroke=ROAD, stroke_width=2.5, stroke_dasharray="4 3")
    svg.text(x + 20, y, _("road (reconstructed)"), size=11, anchor="start")
    y += 17
    svg.text(x, y, _("Name"), size=11, anchor="start", font_style="italic", fill="#555")
    svg.text(x + 38, y, _("city (reconstructed)"), size=11, anchor="start")
    if players:
        y += 26
        svg.text(x, y, _("Houses"), size=12, anchor="start", font_weight="bold")
        for i, (who, colour) in enumerate(players.items()):
            y += 17
            _house(svg, x + 2, y - 4.5, 9, colour, i, "legend-house")
            svg.text(x + 17, y, player(str(who)), size=11, anchor="start")


def _player_routes(svg: Svg, m: Map, routes: Iterable[tuple[list[str], str] | tuple[list[str], str, int]]) -> None:
    """Each player's route in their colour, a little apart so that routes along the same road both show; a route
    given with its seat carries the seat's mark halfway along each road (told apart without the colour too)."""
    routes = list(routes)
    for i, (cities, colour, *seat) in enumerate(routes):
        shift = (i - (len(routes) - 1) / 2) * 4
        points = [(x + shift, y + shift) for x, y in (_xy(m.cities[c]) for c in cities)]
        if len(points) > 1:
            svg.polyline(points, stroke=colour, stroke_width=6, stroke_opacity=0.8, stroke_linecap="round",
                         stroke_linejoin="round", class_="player-route")
        for x, y in dict.fromkeys((points[0], points[-1])) if points else ():
            svg.circle(x, y, R + 3, fill="none", stroke=colour, stroke_width=3, class_="player-route-end")
        for (x0, y0), (x1, y1) in itertools.pairwise(points) if seat else ():
            seat_square(svg, (x0 + x1) / 2 - 4.5, (y0 + y1) / 2 - 4.5, 9, colour, seat[0])


def _network(svg: Svg, m: Map, colour: str, ends: Mapping[str, Iterable[str]], fill_with: Mapping[str, str]) -> None:
    """Where a route can grow (*show connections*): a dashed line from each end along each road to a city not on the
    route, the city ringed (white under the colour, so that it shows on every background); by a city that would let
    a closing fill a province, a ✓ and the province's name."""
    svg.open_group(class_="network", pointer_events="none")
    grow = sorted({c for cities in ends.values() for c in cities})
    for end, cities in sorted(ends.items()):
        x0, y0 = _xy(m.cities[end])
        for c in sorted(cities):
            x, y = _xy(m.cities[c])
            d = max(((x - x0) ** 2 + (y - y0) ** 2) ** 0.5, 1)
            k = (R + 6) / d  # from ring to ring, clear of the two cities and their names
            svg.line(x0 + (x - x0) * k, y0 + (y - y0) * k, x - (x - x0) * k, y - (y - y0) * k, stroke=colour,
                     stroke_width=4, stroke_dasharray="8 5", stroke_linecap="round")
    for c in grow:
        x, y = _xy(m.cities[c])
        svg.circle(x, y, R + 5, fill="none", stroke="#fff", stroke_width=6)
        svg.circle(x, y, R + 5, fill="none", stroke=colour, stroke_width=3.5)
    for prov, c in sorted(fill_with.items()):
        x, y = _xy(m.cities[c])
        text = f"✓ {_province(m, prov)}"
        w = 7 * len(text) + 10
        top = y + R + 8 if m.cities[c].label == "n" else y - R - 30  # on the side away from the city's name
        svg.rect(x - w / 2, top, w, 18, rx=9, fill="#fff", stroke=colour, stroke_width=2)
        svg.text(x, top + 9, text, size=12, fill="#222", font_weight="bold")
    svg.close_group()


def _table_marks(svg: Svg, m: Map, clickable: Iterable[str], chosen: Iterable[str], ends: Mapping[str, tuple],
                 marks: Iterable[tuple[str, str] | tuple[str, str, int]], error: tuple[str, ...] | None) -> None:
    """The game table's marks: clickable cities, chosen ones, route-end targets, the last moves, a refused click."""
    for c, colour, *seat in marks:
        x, y = _xy(m.cities[c])
        svg.circle(x, y, R + 9, fill="none", stroke=colour, stroke_width=2.5, stroke_dasharray="4 3",
                   class_="last-move", pointer_events="none")
        if seat:  # whose move, without the colour too: their seat's mark on the ring
            seat_square(svg, x + R + 3, y - R - 9, 8, colour, seat[0])
    for c in clickable:
        x, y = _xy(m.cities[c])
        svg.circle(x, y, R + 6, fill="none", stroke="#1a56db", stroke_width=3, stroke_dasharray="5 3",
                   class_="clickable", pointer_events="none")
    for c in chosen:
        x, y = _xy(m.cities[c])
        svg.circle(x, y, R + 6, fill="#1a56db", fill_opacity=0.25, stroke="#1a56db", stroke_width=3.5,
                   class_="chosen", pointer_events="none")
        hx, hy = x - HOUSE, y - R - 22  # a house to come
        svg.polygon([(hx, hy + 7), (hx + HOUSE, hy), (hx + 2 * HOUSE, hy + 7), (hx + 2 * HOUSE, hy + 16),
                     (hx, hy + 16)], fill="#1a56db", stroke="#fff", stroke_width=1.2, class_="chosen",
                    pointer_events="none")
    for hit, (c, on, *named) in ends.items():
        x, y = _xy(m.cities[c])
        svg.open_group(data_hit=hit, class_="route-target")
        text = _("put the card at this start of the route ({city})") if hit == "at:start" else \
            _("put the card at this end of the route ({city})")
        svg.title(text.format(city=c))
        svg.circle(x, y, R + 10, fill="#1a56db" if on else "#999", fill_opacity=0.35, stroke="#1a56db" if on
                   else "#777", stroke_width=3)
        label = named[0] if named else _("start of route") if hit == "at:start" else _("end of route")
        svg.rect(x - 38, y - R - 33, 76, 18, rx=9, fill="#1a56db" if on else "#888", stroke="#fff")
        svg.text(x, y - R - 24, label, size=11, fill="#fff", font_weight="bold")
        svg.close_group()
    if error is not None:
        c, label, *tip = error  # the tip: the rule's id, the note's tooltip
        x, y = _xy(m.cities[c])
        svg.open_group(pointer_events="none")
        svg.circle(x, y, R + 8, fill="#d00", fill_opacity=0.2, stroke="#d00", stroke_width=4, class_="refused")
        above = y - R - 10 > 16 * (label.count("\n") + 1) + 4
        if m.cities[c].label == "n":  # the note on the other side of the city than its name, which stays readable
            above = False
        below = y + R + (24 if m.cities[c].label == "s" else 10)
        refusal_note(svg, x, y - R - 10 if above else below, label, MARGIN + CANVAS[0] * SCALE, above=above,
                     size=12, tip=tip[0] if tip else None)
        svg.close_group()


def render_map(
    map_name: str | Map,
    *,
    houses: Mapping[object, Iterable[str]] | None = None,
    route: Iterable[str] | None = None,
    highlight: Iterable[str] | None = None,
    colours: Mapping[object, str] | None = None,
    title: str | None = None,
    free_tiles: Iterable[str] | None = None,
    hits: bool = False,
    routes: Iterable[tuple[Iterable[str], str] | tuple[Iterable[str], str, int]] | None = None,
    clickable: Iterable[str] | None = None,
    chosen: Iterable[str] | None = None,
    ends: Mapping[str, tuple] | None = None,
    marks: Iterable[tuple[str, str] | tuple[str, str, int]] | None = None,
    error: tuple[str, ...] | None = None,
    legend: bool = True,
    network: tuple[str, Mapping[str, Iterable[str]], Mapping[str, str]] | None = None,
) -> str:
    """The map ``map_name`` (``"base"``, ``"gug"`` or a :class:`~taxis.board.Map`) as an SVG string.

    ``houses`` maps each player (a name, e.g. a colour name, or a number) to the cities holding one of
    their houses; ``colours`` may give players' colours (default: a colour name is its own colour, else
    a fixed palette in the players' order). ``route`` is drawn along the roads as a thick line (a step
    that is not a road as a thin dotted red line); ``highlight`` rings cities. ``free_tiles`` lists the
    free cities still holding their tile (default: all of them, as at the start).

    For the game table (:mod:`taxis.table`; all off by default, and then the drawing is unchanged): ``hits``
    makes every city clickable (``data-hit="city:NAME"``); ``routes`` draws several routes, each
    ``(cities, colour)`` (``(cities, colour, seat)``: with the seat's mark); ``clickable`` rings the cities a
    click may choose, ``chosen`` the chosen ones;
    ``ends`` maps a hit (``"at:start"``, ``"at:end"``) to ``(city, offered)`` or ``(city, offered,
    label)``, a target around a route's end; ``marks`` rings ``(city, colour)`` as the last moves (``(city, colour,
    seat)``: with the seat's mark);
    ``error`` is ``(city, label)`` of a refused click, ringed in red (``(city, label, rule id)``: the id is the
    note's tooltip). ``network`` is a player's network while *show connections* is on: ``(colour, {end city: cities
    the route can grow to there}, {province: the city that would let a closing fill it})`` (as
    :func:`taxis.routes.growth` gives them): dashed lines along the roads to those cities, each ringed, and a ✓ with
    the province by a city that would fill one. ``legend=False`` (the game table, which says it in HTML beside the
    map) leaves out the legend column and the footnote, and draws the names and houses bigger, so that the map may
    take more of a small window and stay readable.

    >>> svg = render_map("base", hits=True, routes=[(["Ulm", "Augsburg"], "#d62728")], error=("Ulm", "✗ rule"))
    >>> 'data-hit="city:Ulm"' in svg, 'class="player-route"' in svg, "✗ rule" in svg
    (True, True, True)
    """
    m = map_name if isinstance(map_name, Map) else MAPS.get(map_name)
    if m is None:
        raise ValueError(f"unknown map {map_name!r}; the maps are {', '.join(MAPS)}")
    players = list(houses or {})
    palette = _player_colours(players, colours)
    at: dict[str, list[tuple[int, str, str]]] = {c: [] for c in m.cities}
    for i, p in enumerate(players):
        for c in dict.fromkeys(_check(m, houses[p], f"houses of {p}")):
            at[c].append((i, str(p), palette[p]))
    route = _check(m, route or (), "route")
    lit = set(_check(m, highlight or (), "highlight"))
    tiles = set(m.free_cities if free_tiles is None else _check(m, free_tiles, "free_tiles"))
    not_free = sorted(tiles - set(m.free_cities))
    if not_free:
        raise ValueError(f"free_tiles: {', '.join(not_free)} is not a free city of map {m.key!r}")

    width = MARGIN + CANVAS[0] * SCALE + (PANEL if legend else MARGIN)
    height = TOP + CANVAS[1] * SCALE + (FOOT if legend else 4)
    svg = Svg(width, height)
    svg.rect(0, 0, width, height, fill="#fff")
    svg.rect(MARGIN, TOP, CANVAS[0] * SCALE, CANVAS[1] * SCALE, fill=LAND, stroke="#c9bfa3", rx=6)
    svg.text(MARGIN, TOP / 2, title if title is not None else map_title(m), size=15, anchor="start", font_weight="bold")
    _roads(svg, m)
    _route(svg, m, route)
    if routes:
        _player_routes(svg, m, [(_check(m, cities, "routes"), *rest) for cities, *rest in routes])
    if network is not None:  # under the cities, so that their names stay readable
        _network(svg, m, *network)
    for city in m.cities.values():
        _city(svg, m, city, at[city.name], len(players), city.name in tiles, city.name in lit, hits, not legend)
    if clickable or chosen or ends or marks or error:
        _table_marks(svg, m, _check(m, clickable or (), "clickable"), _check(m, chosen or (), "chosen"),
                     ends or {}, list(marks or ()), error)
    if not legend:
        return svg.render()
    _legend(svg, m, palette)
    svg.text(MARGIN, height - FOOT / 2,
             _("dashed = reconstructed road; italic = reconstructed city; positions follow real geography, "
               "not the printed board"), size=11.5, anchor="start", fill="#555")
    return svg.render()
