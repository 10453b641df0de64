"""La Loire's board as SVG: the loop of two roads, the river track, the market and every player's pieces.

The picture is schematic: Nantes on the left, Orléans on the right, the north road along
the top and the south road along the bottom (both run left to right from Nantes to
Orléans), the river track between them and the market at the top right. Each village
shows its shield (filled with the shield colour), its good, and towards the middle of the
board its building, the circus, loose horses, message cubes, then merchants (discs) and
messengers (diamonds) with their team's horse count and a small arrow toward the city they
head for. Italic village names and dashed good outlines mark reconstructed values
(``reference/loire.md`` §13; the legend says so in the pupil's words). A panel below gives each
player's money, goods, boat, characters and messages. Output is deterministic.

Options: ``title`` (default ``state.summary()``), ``highlight`` (places to ring, e.g. the
destinations a piece can reach), ``path`` (places to join as a route) and ``width`` (pixels;
the drawing is scaled to it).

For the game table (:mod:`loire.table`): ``hits`` makes places, the player to move's pieces,
river spaces and loose horses clickable (``data-hit``: the place name, ``piece:merchant``,
``boat:2`` on the river space two past the boat, ``smith:Saumur``) and draws the pieces bigger;
``clickable`` rings the hits that may be clicked now, ``chosen`` the ones chosen; ``marks`` ``(place, colour, label)``
mark the last moves; ``error`` ``(hit, label)`` marks a refused click in red (``(hit, label, rule id)``: the id is
the note's tooltip); ``panel=False`` leaves out the players' cards and the legend; ``network`` ``(player, ((place,
piece, horses), ...))`` shows where that player's pieces can end their travel (*show connections*). With these
options off the drawing is unchanged.

>>> import loire
>>> svg = render(loire.new_game(players=2, seed=1).state, highlight=["Saumur"], path=["Nantes", "Champtoceaux"])
>>> svg.startswith("<svg") and "Meung-sur-Loire" in svg and 'class="highlight"' in svg
True
>>> svg == render(loire.new_game(players=2, seed=1).state, highlight=["Saumur"], path=["Nantes", "Champtoceaux"])
True
"""

from __future__ import annotations

from collections.abc import Iterable

from loire import words
from loire.board import BOARD, CITIES, ROADS
from loire.rules import SOLO_ROUNDS
from loire.state import (
    CIRCUS_SPACE,
    GOODS,
    PIECES,
    PLACE_INDEX,
    PLACES,
    PLAYER_COLOURS,
    PRICES,
    VILLAGES,
    Piece,
    State,
)
from tutor.i18n import NP_, _, ngettext, pgettext
from tutor.svg import Svg, ink, mark, num, refusal_note, seat_square

MARGIN = 12
STEP = 76  # distance between neighbouring places along a road
CITY_W, CITY_H = 70, 104
X0 = MARGIN + CITY_W / 2  # Nantes' x; Orléans is 10 steps to the right
WIDTH = 2 * X0 + 10 * STEP
Y_NORTH, Y_RIVER, Y_SOUTH = 112, 220, 328
PANEL_Y, CARD_H, CARD_GAP = Y_SOUTH + 54, 56, 8
RIVER_X0, RIVER_X1 = X0 + 58, X0 + 10 * STEP - 58
TILE = 26  # a market tile
MARKET_X = WIDTH - MARGIN - len(PRICES) * (TILE + 4) + 4

BACK, LAND, ROAD, WATER, INK, SOFT = "#ffffff", "#f5f0e1", "#c8a96a", "#9cc9e8", "#222222", "#555555"
HIGHLIGHT, ROUTE, GOLD = "#ffbf00", "#e6007e", "#b8860b"
PLAYER_FILL = {"red": "#d62728", "blue": "#1f77b4", "green": "#2ca02c", "yellow": "#f2c200"}
SHIELD_FILL = {"blue": "#2b5cb8", "yellow": "#f4d03f", "purple": "#7d3c98", "red": "#c0392b", "green": "#27ae60",
               "white": "#ffffff", "black": "#222222"}
GOOD_FILL = {"wood": "#8b5a2b", "grain": "#e3c15a", "cheese": "#f6e79c", "wine": "#7b1e3a", "beer": "#c68a1a"}
HORSE_FILL = "#a0522d"
LIGHT = {"#f2c200", "#f4d03f", "#ffffff", "#e3c15a", "#f6e79c"}  # fills that need dark text
INITIAL = {"farm": NP_("initial", "F"), "monastery": NP_("initial", "M"), "castle": NP_("initial", "C")}
"""The letter on a building token (in the current language: ``pgettext("initial", ...)``)."""


def _ink(fill: str) -> str:
    """Text colour readable on ``fill``."""
    return INK if fill in LIGHT else "#ffffff"


def _positions() -> dict[str, tuple[float, float]]:
    """Where every place stands: cities at the ends of the middle line, villages on the two rows."""
    out = {CITIES[0]: (X0, Y_RIVER), CITIES[1]: (X0 + 10 * STEP, Y_RIVER)}
    for road, y in zip(ROADS, (Y_NORTH, Y_SOUTH), strict=True):
        for i, village in enumerate(BOARD.villages[road], start=1):
            out[village] = (X0 + i * STEP, y)
    return out


XY = _positions()
INWARD = {v: (1 if BOARD.positions[v][0] == ROADS[0] else -1) for v in VILLAGES}
"""+1 for the north road (its pieces hang below it), -1 for the south road (above it)."""


def _check(places: Iterable[str] | None, what: str) -> list[str]:
    """The places named by an option, refused by name if one is not on the board."""
    out = list(places or ())
    for p in out:
        if p not in PLACE_INDEX:
            raise ValueError(f"{what}: {p!r} is not a place of the board")
    return out


# ---------------------------------------------------------------------------------------------- small shapes


#: each shield colour's mark (``tutor.svg.mark``), on the shields and the market tiles alike: a village is matched
#: with its market tile without telling red from green
SHIELD_MARK = {"blue": 1, "yellow": 2, "purple": 3, "red": 4, "green": 5, "white": 6, "black": 0}


def _shield(svg: Svg, x: float, y: float, colour: str) -> None:
    """A village's shield, filled with its colour, with the colour's mark."""
    fill = SHIELD_FILL[colour]
    svg.polygon([(x - 8, y - 9), (x + 8, y - 9), (x + 8, y + 1), (x, y + 9), (x - 8, y + 1)], fill=fill,
                stroke="#333", stroke_width=1.2, class_="shield")
    mark(svg, x - 5, y - 7, 10, SHIELD_MARK[colour], ink(fill))


def _tent(svg: Svg, x: float, y: float, what: str) -> None:
    """The circus: a small striped tent with ``what`` as its tooltip."""
    svg.open_group(class_="circus")
    svg.title(what)
    svg.polygon([(x, y - 7), (x + 7, y + 5), (x - 7, y + 5)], fill="#e63946", stroke="#7a1010", stroke_width=0.8)
    svg.polygon([(x, y - 7), (x + 2.5, y + 5), (x - 2.5, y + 5)], fill="#ffffff")
    svg.line(x, y - 7, x, y - 10, stroke="#7a1010", stroke_width=0.8)
    svg.polygon([(x, y - 10), (x + 4, y - 9), (x, y - 8)], fill="#e63946")
    svg.close_group()


def _horses(svg: Svg, x: float, y: float, n: int, where: str) -> None:
    """A brown disc with the number of loose horses at a place."""
    svg.open_group(class_="horses")
    svg.title(ngettext("{n} loose horse at {place}", "{n} loose horses at {place}", n).format(n=n, place=where))
    svg.circle(x, y, 8.5, fill=HORSE_FILL, stroke="#5a2d0c", stroke_width=0.8)
    svg.text(x, y + 0.5, str(n), size=12, fill="#ffffff", font_weight="bold")
    svg.close_group()


def _building(svg: Svg, x: float, y: float, owner: int, kind: str, where: str) -> None:
    """A farm, monastery or castle (with battlements) in its owner's colour, marked F, M or C."""
    fill = PLAYER_FILL[PLAYER_COLOURS[owner]]
    svg.open_group(class_="building")
    svg.title(_("{player}'s {kind} at {place}").format(player=words.colour(PLAYER_COLOURS[owner]),
                                                       kind=words.building(kind), place=where))
    svg.rect(x - 7.5, y - 7.5, 15, 15, fill=fill, stroke=INK, stroke_width=1, rx=1.5 if kind == "farm" else None)
    if kind == "castle":
        svg.path(f"M{num(x - 6)} {num(y - 6)} v-3 h3 v2 h2 v-2 h2 v2 h2 v-2 h3 v3", fill=fill, stroke=INK,
                 stroke_width=1)
    svg.text(x, y + 0.5, pgettext("initial", INITIAL[kind]), size=12, fill=_ink(fill), font_weight="bold")
    svg.close_group()


def _cube(svg: Svg, x: float, y: float, p: int, card: str, where: str) -> None:
    """One message cube in its player's colour."""
    svg.open_group(class_="cube")
    svg.title(_("{player}'s message cube at {place} (card {card})").format(
        player=words.colour(PLAYER_COLOURS[p]), place=where, card=words.card(card)))
    seat_square(svg, x - 3.5, y - 3.5, 7, PLAYER_FILL[PLAYER_COLOURS[p]], p)
    svg.close_group()


def _piece(svg: Svg, x: float, y: float, p: int, name: str, piece: Piece, acting: bool, k: float = 1.0,
           hit: str | None = None) -> None:
    """A merchant (disc) or messenger (diamond) with its team's horses and an arrow toward its city;
    ``k`` scales it, ``hit`` makes it clickable."""
    colour = PLAYER_COLOURS[p]
    fill = PLAYER_FILL[colour]
    svg.open_group(class_=f"piece {name}", **({"data_hit": hit} if hit else {}))
    text = _("{player} {piece} at {where} (acting)") if acting else _("{player} {piece} at {where}")
    svg.title(text.format(player=words.colour(colour), piece=words.piece(name), where=piece))
    stroke = {"stroke": HIGHLIGHT, "stroke_width": 2.5 * k} if acting else {"stroke": INK, "stroke_width": 1}
    if name == "merchant":
        svg.circle(x, y, 6.5 * k, fill=fill, **stroke)
    else:
        a = 7.5 * k
        svg.polygon([(x, y - a), (x + a, y), (x, y + a), (x - a, y)], fill=fill, **stroke)
    svg.text(x, y + 0.5, str(piece.horses), size=max(8 * k, 12), fill=_ink(fill), font_weight="bold")
    if piece.toward is not None:
        d = 1 if piece.toward == CITIES[1] else -1
        r = (7.5 if name == "merchant" else 8.5) * k
        svg.polygon([(x + d * (r + 3.5 * k), y), (x + d * r, y - 3 * k), (x + d * r, y + 3 * k)], fill=INK)
    badge = 6 * k  # the seat's mark, up left: told apart without the colour
    seat_square(svg, x - 7.5 * k - badge / 3, y - 7.5 * k - badge / 3, badge, fill, p)
    svg.close_group()


def _row(n: int, x: float, gap: float) -> list[float]:
    """``n`` x positions ``gap`` apart, centred on ``x``."""
    return [x + (i - (n - 1) / 2) * gap for i in range(n)]


# ---------------------------------------------------------------------------------------------- the land


def _roads(svg: Svg) -> None:
    """Both roads as one loop through the cities, with their names by Nantes."""
    for road in ROADS:
        points = [XY[p] for p in BOARD.path(CITIES[0], road)]
        svg.polyline(points, stroke=ROAD, stroke_width=6, stroke_linecap="round", stroke_linejoin="round",
                     class_="road")
    for road, y in zip(ROADS, (Y_RIVER - CITY_H / 2 - 14, Y_RIVER + CITY_H / 2 + 14), strict=True):
        svg.text(MARGIN, y, _("{road} road").format(road=words.road(road)), size=12, anchor="start", fill=SOFT,
                 font_style="italic")


def _pieces_by_place(state: State) -> dict[str, list[tuple[int, str, Piece]]]:
    """Every merchant and messenger by the place it stands on, in player order."""
    out: dict[str, list[tuple[int, str, Piece]]] = {p: [] for p in PLACES}
    for p, player in enumerate(state.players):
        for name in PIECES:
            piece = player.piece(name)
            out[piece.place].append((p, name, piece))
    return out


def _cubes_by_village(state: State) -> dict[str, list[tuple[int, str]]]:
    """Every message cube by village: (player, card) in player and hand order."""
    out: dict[str, list[tuple[int, str]]] = {v: [] for v in VILLAGES}
    for p, player in enumerate(state.players):
        for card, villages in zip(player.hand, player.progress, strict=False):
            for v in villages:
                if v in out:
                    out[v].append((p, card))
    return out


def _village_label(svg: Svg, v: str, x: float, y: float) -> None:
    """A village's name and good outside the loop (italic name, dashed good: reconstructed)."""
    info = BOARD.village_info[v]
    out = -INWARD[v]
    good = BOARD.goods[v]
    style = {"font_style": "italic", "fill": SOFT} if info.reconstructed else {"fill": INK}
    svg.text(x, y + out * 33, v, size=12, **style)
    dashed = info.good.provenance == "reconstructed"
    svg.rect(x - 24, y + out * 18 - 7.5, 48, 15, rx=7.5, fill=GOOD_FILL[good], stroke=INK, stroke_width=0.6,
             stroke_dasharray="2 1.5" if dashed else None, class_="good")
    svg.text(x, y + out * 18 + 0.5, words.good(good), size=11.5, fill=_ink(GOOD_FILL[good]))


def place_title(state: State, place: str) -> str:
    """A place's name for a tooltip and a screen reader: a village's road, position, shield and good; what a city
    offers.

    >>> from loire import new_game
    >>> place_title(new_game(2, seed=1).state, "Nantes")
    'Nantes: city (sells goods, messages, boat passage, palaces)'
    """
    if place not in BOARD.village_info:
        return _("{city}: city (sells goods, messages, boat passage, palaces)").format(city=place)
    road, position = BOARD.positions[place]
    info = BOARD.village_info[place]
    note = _(" (reconstructed village)") if info.reconstructed else ""
    return _("{village}{note}: {road} road, position {position}; {shield} shield; sells {good} ({source})").format(
        village=place, note=note, road=words.road(road), position=position, shield=words.colour(state.shield(place)),
        good=words.good(BOARD.goods[place]), source=pgettext("provenance", info.good.provenance))


def _village(svg: Svg, state: State, v: str, here: list, cubes: list, lit: bool, pieces: bool = True) -> None:
    """A village: shield, label, tooltip, ring if highlighted, then its tokens and pieces inside the loop."""
    x, y = XY[v]
    shield = state.shield(v)
    svg.open_group(class_="village")
    svg.title(place_title(state, v))
    if lit:
        svg.circle(x, y, 15, fill="none", stroke=HIGHLIGHT, stroke_width=4, class_="highlight")
    _shield(svg, x, y, shield)
    _village_label(svg, v, x, y)
    svg.close_group()
    _village_tokens(svg, state, v, cubes)
    if pieces:
        _pieces_row(svg, state, here, x, y + INWARD[v] * 40, "merchant")
        _pieces_row(svg, state, here, x, y + INWARD[v] * 57, "messenger")


def _village_tokens(svg: Svg, state: State, v: str, cubes: list[tuple[int, str]]) -> None:
    """Building, circus, loose horses and message cubes: one row just inside the road."""
    x, y = XY[v]
    y += INWARD[v] * 21
    building, circus, horses = state.building(v), state.circus == v, state.horses_at(v)
    left = x - (14 * (building is not None) + 16 * circus + 14 * (horses > 0) + 8 * len(cubes)) / 2
    if building is not None:
        _building(svg, left + 7, y, *building, v)
        left += 14
    if circus:
        _tent(svg, left + 8, y + 1, _("the circus is at {village}").format(village=v))
        left += 16
    if horses:
        _horses(svg, left + 7, y, horses, v)
        left += 14
    for p, card in cubes:
        _cube(svg, left + 4, y, p, card, v)
        left += 8


def _pieces_row(svg: Svg, state: State, here: list[tuple[int, str, Piece]], x: float, y: float, name: str,
                gap: float = 22) -> None:
    """The pieces of kind ``name`` among ``here``, side by side around (x, y)."""
    chosen = [(p, piece) for p, n, piece in here if n == name]
    for cx, (p, piece) in zip(_row(len(chosen), x, gap), chosen, strict=True):
        _piece(svg, cx, y, p, name, piece, p == state.player and state.turn.acting == name)


def _city(svg: Svg, state: State, city: str, here: list[tuple[int, str, Piece]], lit: bool,
          pieces: bool = True) -> None:
    """A city box with its pieces (merchants above messengers) and loose horses."""
    x, y = XY[city]
    svg.open_group(class_="city")
    svg.title(place_title(state, city))
    if lit:
        svg.rect(x - CITY_W / 2 - 4, y - CITY_H / 2 - 4, CITY_W + 8, CITY_H + 8, rx=10, fill="none", stroke=HIGHLIGHT,
                 stroke_width=4, class_="highlight")
    svg.rect(x - CITY_W / 2, y - CITY_H / 2, CITY_W, CITY_H, rx=8, fill="#e8dcc0", stroke="#7a6a4a", stroke_width=2)
    svg.text(x, y - CITY_H / 2 + 12, city, size=11.5, font_weight="bold", fill=INK)
    svg.close_group()
    if pieces:
        _pieces_row(svg, state, here, x, y - 16, "merchant", gap=16)
        _pieces_row(svg, state, here, x, y + 6, "messenger", gap=16)
    if state.horses_at(city):
        _horses(svg, x, y + 32, state.horses_at(city), city)


def _route(svg: Svg, route: list[str]) -> None:
    """A route along the roads: thick where it follows a road, thin and dotted where it jumps."""
    runs: list[list[tuple[float, float]]] = [[XY[route[0]]]] if route else []
    for a, b in zip(route, route[1:], strict=False):
        if BOARD.graph.has_edge(a, b):
            runs[-1].append(XY[b])
        else:  # not one step along a road: thin and dotted, so the jump is visible
            (ax, ay), (bx, by) = XY[a], XY[b]
            svg.line(ax, ay, bx, by, stroke=ROUTE, stroke_width=2, stroke_dasharray="2 4", class_="off-road")
            runs.append([XY[b]])
    for run in runs:
        if len(run) > 1:
            svg.polyline(run, stroke=ROUTE, stroke_width=7, stroke_opacity=0.6, stroke_linecap="round",
                         stroke_linejoin="round", class_="route")


# ---------------------------------------------------------------------------------------------- river and market


def _space_x(space: int) -> float:
    """The x of a river space."""
    return RIVER_X0 + space * (RIVER_X1 - RIVER_X0) / BOARD.river_length.value


def _river(svg: Svg, state: State) -> None:
    """The river track: spaces 0 (the start) to the end, the goal ringed, spaces past it faded."""
    goal = state.goal()
    svg.rect(RIVER_X0 - 16, Y_RIVER - 14, RIVER_X1 - RIVER_X0 + 32, 28, rx=14, fill=WATER, class_="river")
    for space in BOARD.river.nodes:
        x = _space_x(space)
        beyond = space > goal
        fill = "#d62728" if BOARD.river.nodes[space]["start"] else "#ffffff"
        svg.circle(x, Y_RIVER, 11, fill=fill, stroke=GOLD if space == goal else "#4a7fa8",
                   stroke_width=3 if space == goal else 1, opacity=0.45 if beyond else None, class_="space")
        svg.text(x, Y_RIVER + 0.5, str(space), size=12, fill="#ffffff" if fill != "#ffffff" else INK, class_="space")
    svg.open_group(class_="goal")
    svg.title(_("the game ends when a boat reaches space {n}").format(n=goal))
    svg.text(_space_x(goal), Y_RIVER + 23, _("goal"), size=12, fill=GOLD, font_weight="bold")
    svg.close_group()
    svg.text(RIVER_X0 - 9, Y_RIVER + 24, _("river: 1 VP per space"), size=12, anchor="start", fill="#4a7fa8",
             font_style="italic")


def _boat(svg: Svg, x: float, y: float, fill: str, what: str, cls: str, seat: int | None = None) -> None:
    """A small boat with a sail; a player's (``seat``) carries their seat's mark on the sail's side."""
    svg.open_group(class_=cls)
    svg.title(what)
    svg.polygon([(x - 7, y - 2), (x + 7, y - 2), (x + 4, y + 3), (x - 4, y + 3)], fill=fill, stroke=INK,
                stroke_width=0.8)
    svg.line(x, y - 2, x, y - 8, stroke=INK, stroke_width=0.8)
    svg.polygon([(x + 0.5, y - 8), (x + 5, y - 3.5), (x + 0.5, y - 3.5)], fill="#ffffff", stroke=INK,
                stroke_width=0.5)
    if seat is not None:
        seat_square(svg, x - 8, y - 10, 7, fill, seat)
    svg.close_group()


def _boats(svg: Svg, state: State) -> None:
    """Players' boats above the river, the solo game's round-counting boats below it."""
    length = BOARD.river_length.value
    stacks: dict[int, int] = {}
    for p, player in enumerate(state.players):
        k = stacks.get(player.boat, 0)
        stacks[player.boat] = k + 1
        x = _space_x(player.boat) + (k % 2 - 0.5) * 14
        colour = PLAYER_COLOURS[p]
        _boat(svg, x, Y_RIVER - 19 - (k // 2) * 12, PLAYER_FILL[colour], _("{player}'s boat: space {n}").format(
            player=words.colour(colour), n=player.boat), "boat", p)
    if state.count != 1:
        return
    for k in range(3):
        space = min(length, max(0, state.rounds - length * k))
        _boat(svg, _space_x(space) + (k - 1) * 14, Y_RIVER + 36, "#9a9a9a",
              _("round boat {k}: space {n} ({rounds} of {most} rounds played)").format(
                  k=k + 1, n=space, rounds=state.rounds, most=SOLO_ROUNDS), "boat round-boat")


def _market(svg: Svg, state: State) -> None:
    """The market row at the top right: tiles, prices, the circus tile and the circus space."""
    circus_colour = state.shield(state.circus) if state.circus else None
    svg.text(MARKET_X - 8, 23, _("market"), size=12, anchor="end", fill=SOFT, font_style="italic")
    for i, (colour, price) in enumerate(zip(state.market, PRICES, strict=True)):
        x = MARKET_X + i * (TILE + 4)
        svg.open_group(class_="market-tile")
        text = _("market space {n}: {colour}, price {price} (circus tile)") if colour == circus_colour else \
            _("market space {n}: {colour}, price {price}")
        svg.title(text.format(n=i + 1, colour=words.colour(colour), price=price))
        svg.rect(x, 10, TILE, TILE, rx=3, fill=SHIELD_FILL[colour], stroke="#333", stroke_width=1.2)
        mark(svg, x + 6, 16, TILE - 12, SHIELD_MARK[colour], ink(SHIELD_FILL[colour]))
        svg.text(x + TILE / 2, 47, str(price), size=12, fill=INK, font_weight="bold")
        svg.close_group()
        if colour == circus_colour:
            _tent(svg, x + TILE / 2, 24, _("circus tile: the circus is at a {colour} village ({village})").format(
                colour=words.colour(colour), village=state.circus))
    if state.circus is not None:
        x = MARKET_X + CIRCUS_SPACE * (TILE + 4)
        svg.open_group(class_="circus-space")
        svg.title(_("the circus space: when the circus tile lands here, the circus moves"))
        svg.rect(x - 3, 7, TILE + 6, 46, rx=4, fill="none", stroke="#e63946", stroke_width=1.2,
                 stroke_dasharray="3 2")
        svg.text(x + TILE / 2, 60, _("circus space"), size=11.5, fill="#e63946")
        svg.close_group()


# ---------------------------------------------------------------------------------------------- panel


def _card(svg: Svg, state: State, p: int, x: float, y: float, w: float) -> None:
    """Player ``p``'s card: colour, money, boat, goods, characters, palaces, buildings and messages."""
    player = state.players[p]
    colour = PLAYER_COLOURS[p]
    svg.open_group(class_="player")
    svg.title(_("{player}: merchant at {merchant}, messenger at {messenger}").format(
        player=words.colour(colour), merchant=player.merchant, messenger=player.messenger))
    svg.rect(x, y, w, CARD_H, rx=5, fill="#fafafa", stroke=PLAYER_FILL[colour], stroke_width=2)
    seat_square(svg, x + 8, y + 8, 10, PLAYER_FILL[colour], p)
    arrow = "▶ " if p == state.player and not state.over else ""
    svg.text(x + 23, y + 13, f"{arrow}{words.colour(colour)}", size=11, anchor="start", font_weight="bold")
    svg.text(x + 90, y + 13, _("{money} deniers · boat on space {n}").format(money=player.money, n=player.boat),
             size=10.5, anchor="start")
    for i, good in enumerate(GOODS):
        gx, n = x + 8 + i * 68, player.goods[i]
        svg.rect(gx, y + 26, 10, 10, rx=2, fill=GOOD_FILL[good], stroke=INK, stroke_width=0.6,
                 opacity=None if n else 0.35)
        svg.text(gx + 14, y + 31, f"{n} {words.good(good)}", size=9.5, anchor="start", fill=INK if n else "#999999")
    built = sum(state.built(p).values())
    svg.text(x + 8, y + 49, " · ".join((
        ngettext("{n} character", "{n} characters", len(player.characters)).format(n=len(player.characters)),
        ngettext("{n} palace", "{n} palaces", len(player.palaces)).format(n=len(player.palaces)),
        ngettext("{n} building", "{n} buildings", built).format(n=built),
        _("messages: {hand} in hand, {delivered} delivered, {cubes}").format(
            hand=len(player.hand), delivered=len(player.delivered),
            cubes=ngettext("{n} cube", "{n} cubes", player.cubes_used).format(n=player.cubes_used)))),
             size=9.5, anchor="start", fill=SOFT)
    svg.close_group()


def _panel(svg: Svg, state: State) -> None:
    """One card per player, two to a row."""
    w = (WIDTH - 2 * MARGIN - CARD_GAP) / 2
    for p in range(state.count):
        _card(svg, state, p, MARGIN + (p % 2) * (w + CARD_GAP), PANEL_Y + (p // 2) * (CARD_H + CARD_GAP), w)


def _height(state: State) -> float:
    """The drawing's height: the panel has one row per two players."""
    return PANEL_Y + (state.count + 1) // 2 * (CARD_H + CARD_GAP) + 46


def _legend(svg: Svg, state: State) -> None:
    """What the marks mean, the message decks left, the solo round count and the reconstruction note."""
    y = _height(state) - 40
    decks = " / ".join(str(len(d)) for d in state.decks)
    solo = _(" · solo game: {rounds} of {most} rounds played (grey boats)").format(
        rounds=state.rounds, most=SOLO_ROUNDS) if state.count == 1 else ""
    svg.text(MARGIN, y, _("● merchant · ◆ messenger (number = team horses, arrow = heading) · brown disc = loose "
                          "horses · F / M / C = farm / monastery / castle · small squares = message cubes"), size=9,
             anchor="start", fill=SOFT)
    svg.text(MARGIN, y + 13, _("message decks (levels 1-4): {decks} cards left").format(decks=decks) + solo, size=9,
             anchor="start", fill=SOFT)
    svg.text(MARGIN, y + 26, _("Italic village names and dashed good outlines mark the tutor's reconstruction, "
                               "not values printed in the rulebook; the layout is schematic, not the printed board."),
             size=9,
             anchor="start", fill=SOFT, class_="reconstructed-note")


# ---------------------------------------------------------------------------------------------- the game table

BIG = 1.7  # the pieces' size on the game table
CLICK, CHOSEN, ERROR = "#ffd400", "#1a56db", "#d00000"
NO_POINTER = {"pointer_events": "none"}


def _area(place: str) -> tuple[float, float, float, float]:
    """The clickable rectangle (x, y, w, h) of a place on the game table: a city's box, or a village's column
    from its name outside the road to its pieces inside."""
    x, y = XY[place]
    if place in CITIES:
        return x - CITY_W / 2 - 4, y - CITY_H / 2 - 4, CITY_W + 8, CITY_H + 8
    top = y - 44 if INWARD[place] > 0 else y - 84
    return x - STEP / 2 + 1, top, STEP - 2, 128


def _horses_xy(state: State, place: str) -> tuple[float, float]:
    """Where the loose-horse disc of ``place`` is drawn (as :func:`_village_tokens` places it)."""
    x, y = XY[place]
    if place in CITIES:
        return x, y + 32
    building, circus = state.building(place), state.circus == place
    cubes = sum(len([v for v in done if v == place]) for pl in state.players for done in pl.progress)
    left = x - (14 * (building is not None) + 16 * circus + 14 + 8 * cubes) / 2
    left += 14 * (building is not None) + 16 * circus
    return left + 7, y + INWARD[place] * 21


def _table_pieces(svg: Svg, state: State, here: dict[str, list[tuple[int, str, Piece]]],
                  hits: bool) -> dict[str, tuple[float, float]]:
    """Every piece drawn big; the player to move's pieces click as ``piece:<name>``, the others as their place.
    Returns where the player to move's pieces stand, by hit."""
    spots: dict[str, tuple[float, float]] = {}
    for place in PLACES:
        x, y = XY[place]
        rows = ((y - 19, y + 14, 22) if place in CITIES
                else (y + INWARD[place] * 46, y + INWARD[place] * 72, 30))
        for name, row in zip(PIECES, rows[:2], strict=True):
            chosen = [(p, piece) for p, n, piece in here[place] if n == name]
            for cx, (p, piece) in zip(_row(len(chosen), x, rows[2]), chosen, strict=True):
                mine = p == state.player and not state.over
                hit = (f"piece:{name}" if mine else place) if hits else None
                _piece(svg, cx, row, p, name, piece, mine and state.turn.acting == name, BIG, hit)
                if mine:
                    spots[f"piece:{name}"] = (cx, row)
    return spots


def _spot(state: State, hit: str, pieces: dict[str, tuple[float, float]]) -> tuple[float, float, float] | None:
    """Centre and radius of what ``hit`` names on the board (None: not on the board)."""
    if hit in PLACE_INDEX:
        return XY[hit][0], XY[hit][1], 20
    if hit in pieces:
        return (*pieces[hit], 15)
    kind, _sep, what = hit.partition(":")
    if kind == "boat" and what.isdigit():
        return _space_x(state.me.boat + int(what)), Y_RIVER, 13
    if kind == "smith" and what in PLACE_INDEX:
        return (*_horses_xy(state, what), 10)
    return None


def _ring(svg: Svg, state: State, hit: str, pieces: dict[str, tuple[float, float]], colour: str,
          width: float = 4, dash: str | None = None) -> None:
    """A ring (around a piece, space or horse) or a frame (around a place) showing ``hit``."""
    if hit in PLACE_INDEX:
        x, y, w, h = _area(hit)
        svg.rect(x + 2, y + 2, w - 4, h - 4, rx=10, fill=colour, fill_opacity=0.18 if dash is None else 0,
                 stroke=colour, stroke_width=width, stroke_dasharray=dash, class_="table-mark", **NO_POINTER)
        return
    spot = _spot(state, hit, pieces)
    if spot is not None:
        svg.circle(*spot, fill="none", stroke=colour, stroke_width=width, stroke_dasharray=dash,
                   class_="table-mark", **NO_POINTER)


def _network(svg: Svg, p: int, ends: Iterable[tuple[str, str, int]]) -> None:
    """Where player ``p``'s pieces can end their travel (*show connections*): each place framed in their colour, and
    in it the piece's shape (a disc for the merchant, a diamond for the messenger) drawn hollow with the horses it
    would travel with, one per way to end there."""
    colour = PLAYER_FILL[PLAYER_COLOURS[p]]
    by_place: dict[str, list[tuple[str, int]]] = {}
    for place, name, horses in ends:
        by_place.setdefault(place, []).append((name, horses))
    svg.open_group(class_="network", **NO_POINTER)
    for place, found in sorted(by_place.items(), key=lambda item: PLACE_INDEX[item[0]]):
        x, y, w, h = _area(place)
        svg.rect(x + 3, y + 3, w - 6, h - 6, rx=10, fill=colour, fill_opacity=0.12, stroke=colour, stroke_width=3)
        for cx, cy, (name, horses) in _chips(place, found):
            svg.open_group()
            svg.title(ngettext("{piece} can end here with {n} horse", "{piece} can end here with {n} horses",
                               horses).format(piece=words.piece(name), n=horses))
            if name == "merchant":
                svg.circle(cx, cy, 7.5, fill="#ffffff", stroke=colour, stroke_width=2)
            else:
                svg.polygon([(cx, cy - 9), (cx + 9, cy), (cx, cy + 9), (cx - 9, cy)], fill="#ffffff", stroke=colour,
                            stroke_width=2)
            svg.text(cx, cy + 0.5, str(horses), size=12, fill=INK, font_weight="bold")  # as the least of the rest
            svg.close_group()
    svg.close_group()


def _chips(place: str, found: list[tuple[str, int]]) -> list[tuple[float, float, tuple[str, int]]]:
    """Where the *show connections* chips of a place go: in the narrow gap between a village's frame and the river
    (clear of the pieces and the names), or in a column on a city's inner side."""
    x, y, w, h = _area(place)
    if place in CITIES:
        cx = x + w if place == CITIES[0] else x
        return [(cx, cy, item) for cy, item in zip(_row(len(found), y + h / 2, 20), found, strict=True)]
    cy = y + h + 6 if INWARD[place] > 0 else y - 6
    return [(cx, cy, item) for cx, item in zip(_row(len(found), XY[place][0], 20), found, strict=True)]


def _label(svg: Svg, x: float, y: float, text: str, colour: str, fill: str = "#ffffff") -> None:
    """A small boxed label centred on ``x``, kept inside the drawing."""
    w = 7 * len(text) + 10
    lx = min(max(x - w / 2, 2), WIDTH - w - 2)
    svg.rect(lx, y - 9, w, 18, rx=4, fill=fill, stroke=colour, stroke_width=1.5, **NO_POINTER)
    svg.text(lx + w / 2, y, text, size=12, fill=colour, font_weight="bold", **NO_POINTER)


def _table(svg: Svg, state: State, here: dict[str, list[tuple[int, str, Piece]]], hits: bool,
           clickable: Iterable[str], chosen: Iterable[str], marks: Iterable[tuple[str, str, str]],
           error: tuple[str, ...] | None) -> None:
    """The game table's layer: clickable areas, the pieces drawn big, rings, the last moves and a refused click."""
    clickable, chosen = set(clickable), set(chosen)
    if hits:
        for place in PLACES:
            svg.open_group(data_hit=place, class_="place-hit")
            svg.title(place_title(state, place))
            svg.rect(*_area(place), fill="#ffffff", fill_opacity=0)
            svg.close_group()
    for place in PLACES:
        if place in clickable:
            _ring(svg, state, place, {}, CLICK)
    pieces = _table_pieces(svg, state, here, hits)
    if hits:
        for space in range(state.me.boat + 1, state.goal() + 1):
            n = space - state.me.boat
            svg.open_group(data_hit=f"boat:{n}")
            svg.title(ngettext("river space {space}: your boat sails {n} space", "river space {space}: your boat "
                               "sails {n} spaces", n).format(space=space, n=n))
            svg.circle(_space_x(space), Y_RIVER, 13, fill="#ffffff", fill_opacity=0)
            svg.close_group()
        for place in PLACES:
            if f"smith:{place}" in clickable:
                svg.open_group(data_hit=f"smith:{place}")
                svg.title(_("the loose horse at {place} (the Blacksmith)").format(place=place))
                svg.circle(*_horses_xy(state, place), 10, fill="#ffffff", fill_opacity=0)
                svg.close_group()
    for hit in sorted(clickable - set(PLACES)):
        _ring(svg, state, hit, pieces, CLICK)
    for hit in sorted(chosen):
        _ring(svg, state, hit, pieces, CHOSEN)
    stacked: dict[str, int] = {}
    for place, colour, text in marks:
        if place not in PLACE_INDEX:
            continue
        _ring(svg, state, place, pieces, colour, 3, "6 4")
        k = stacked[place] = stacked.get(place, -1) + 1
        x, y, w, h = _area(place)
        _label(svg, XY[place][0], y - 10 - 17 * k if INWARD.get(place, 1) > 0 or place in CITIES
               else y + h + 10 + 17 * k, text, colour)
    if error is not None:
        hit, text, *tip = error  # the tip: the rule's id, the note's tooltip
        spot = _spot(state, hit, pieces)
        if spot is not None:
            x, y, r = spot
            svg.circle(x, y, r + 4, fill=ERROR, fill_opacity=0.2, stroke=ERROR, stroke_width=4, class_="table-error",
                       **NO_POINTER)
            svg.path(f"M{num(x - r)} {num(y - r)} L{num(x + r)} {num(y + r)} M{num(x + r)} {num(y - r)} "
                     f"L{num(x - r)} {num(y + r)}", stroke=ERROR, stroke_width=4, **NO_POINTER)
            above = y - r - 6 > 15 * (text.count("\n") + 1) + 4
            if hit in INWARD:  # a village: the note on the river's side, so that the village's name stays readable
                above = INWARD[hit] < 0
            refusal_note(svg, x, y - r - 6 if above else y + r + 6, text, WIDTH, above=above, size=10,
                         colour=ERROR, tip=tip[0] if tip else None)


# ---------------------------------------------------------------------------------------------- the whole


def render(
    state: State,
    *,
    title: str | None = None,
    highlight: Iterable[str] | None = None,
    path: Iterable[str] | None = None,
    width: float | None = None,
    hits: bool = False,
    clickable: Iterable[str] | None = None,
    chosen: Iterable[str] | None = None,
    marks: Iterable[tuple[str, str, str]] | None = None,
    error: tuple[str, ...] | None = None,
    panel: bool = True,
    network: tuple[int, Iterable[tuple[str, str, int]]] | None = None,
) -> str:
    """The board of ``state`` as an SVG string (see the module docstring for the options).

    >>> import loire
    >>> s = loire.new_game(players=2, seed=1).state
    >>> svg = render(s, hits=True, clickable=["piece:merchant"], error=("Saumur", "✗ loire.move.steps"), panel=False)
    >>> 'data-hit="Saumur"' in svg and 'data-hit="piece:merchant"' in svg and "loire.move.steps" in svg
    True
    """
    lit = set(_check(highlight, "highlight"))
    route = _check(path, "path")
    scale = 1.0 if width is None else width / WIDTH
    table = hits or bool(clickable or chosen or marks or error)
    height = _height(state) if panel else PANEL_Y + 2 + 26 * table
    svg = Svg(WIDTH * scale, height * scale)
    if width is not None:
        svg.open_group(transform=f"scale({scale:.6f})")
    svg.rect(0, 0, WIDTH, height, fill=BACK)
    svg.rect(MARGIN / 2, 64, WIDTH - MARGIN, PANEL_Y - 70, rx=10, fill=LAND, stroke="#c9bfa3")
    svg.text(MARGIN, 20, state.summary() if title is None else title, size=14, anchor="start", font_weight="bold")
    _market(svg, state)
    _roads(svg)
    _river(svg, state)
    _boats(svg, state)
    _route(svg, route)
    here = _pieces_by_place(state)
    cubes = _cubes_by_village(state)
    for city in CITIES:
        _city(svg, state, city, here[city], city in lit, pieces=not table)
    for v in VILLAGES:
        _village(svg, state, v, here[v], cubes[v], v in lit, pieces=not table)
    if network is not None:
        _network(svg, *network)
    if table:
        _table(svg, state, here, hits, clickable or (), chosen or (), marks or (), error)
    if panel:
        _panel(svg, state)
        _legend(svg, state)
    if width is not None:
        svg.close_group()
    return svg.render()
