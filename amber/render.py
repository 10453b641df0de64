"""Amber's board as SVG: tiles with their roads and arrows, castles, villages, coins.

Optional highlights: the fields a player can reach, where a tile kind can go,
one player's connections, a path, and any fields to point at. For the game table
(:mod:`amber.table`): clickable fields (``hits``, ``clickable``), a previewed tile,
marks of the last moves, a refused click with its rule, and a player's ``network`` while *show connections* is on
(``(player, fields travelled, fields to build on, villages and castles reached)``, as :func:`amber.connect.network`
gives them). For the explorer (:mod:`amber.explore_app`): ``explore`` = ``(fields one travels on to, fields one
comes from, the field asked)``. For the lessons
(:mod:`amber.examples`): tiles ``drawn`` with a coloured outline (a move that keeps a rule in green, one that
breaks it in red), a refused field crossed without a label, and ``crop`` to draw only the board's top left
corner up to a field. The side panel
shows coins and hands; ``viewer`` hides the other players' hands.

>>> import amber
>>> svg = render(amber.new_game(players=2, seed=1).state)
>>> svg.startswith("<svg") and "C6" in svg
True
"""

from __future__ import annotations

from collections.abc import Iterable

from amber.board import COLUMNS, SIZE, field, name
from amber.moves import Place, Rebuild
from amber.reach import connected, reachable_fields
from amber.rules import legal_moves
from amber.state import CASTLE, COLOUR_NAMES, COLOURS, EMPTY, State
from amber.tiles import ARCS, kind_of
from tutor.i18n import _, get_language, ngettext, player
from tutor.svg import Svg, num, refusal_note, seat_square

CELL = 40
MARGIN = 22
PANEL = 210
ROAD, ROAD_EDGE, SAND, GRASS = "#8a8a8a", "#5b5b5b", "#f1e3c2", "#dfe9cf"


def _xy(f: int) -> tuple[float, float]:
    return MARGIN + (f % SIZE) * CELL, MARGIN + (f // SIZE) * CELL


def _side_point(f: int, s: int) -> tuple[float, float]:
    x, y = _xy(f)
    h = CELL / 2
    return [(x + h, y), (x + CELL, y + h), (x + h, y + CELL), (x, y + h)][s]


def _fields(items: Iterable[int | str] | None) -> list[int]:
    return [field(i) if isinstance(i, str) else i for i in items or ()]


def _grid(svg: Svg) -> None:
    svg.rect(MARGIN, MARGIN, SIZE * CELL, SIZE * CELL, fill=GRASS, stroke="#9bb48a")
    for i in range(SIZE):
        svg.text(MARGIN + i * CELL + CELL / 2, MARGIN / 2, COLUMNS[i], size=11, fill="#444")
        svg.text(MARGIN / 2, MARGIN + i * CELL + CELL / 2, str(i + 1), size=11, fill="#444")
    for i in range(1, SIZE):
        svg.line(MARGIN + i * CELL, MARGIN, MARGIN + i * CELL, MARGIN + SIZE * CELL, stroke="#c5d6b5", stroke_width=1)
        svg.line(MARGIN, MARGIN + i * CELL, MARGIN + SIZE * CELL, MARGIN + i * CELL, stroke="#c5d6b5", stroke_width=1)


def _road(svg: Svg, f: int, a: int, b: int, one_way: bool, width: float = 7) -> None:
    (ax, ay), (bx, by) = _side_point(f, a), _side_point(f, b)
    cx, cy = _xy(f)[0] + CELL / 2, _xy(f)[1] + CELL / 2
    d = f"M{num(ax)} {num(ay)} Q{num(cx)} {num(cy)} {num(bx)} {num(by)}"
    svg.path(d, stroke=ROAD, stroke_width=width, fill="none")
    if one_way:
        mx, my = 0.25 * ax + 0.5 * cx + 0.25 * bx, 0.25 * ay + 0.5 * cy + 0.25 * by
        dx, dy = bx - ax, by - ay
        length = (dx * dx + dy * dy) ** 0.5
        ux, uy = dx / length * 6, dy / length * 6
        svg.polygon([(mx + ux, my + uy), (mx - ux - uy * 0.8, my - uy + ux * 0.8),
                     (mx - ux + uy * 0.8, my - uy - ux * 0.8)], fill="#fff", stroke=ROAD_EDGE, stroke_width=0.8)


def kind_words(kind: str) -> str:
    """A tile kind as the board's labels name it, in words (not the notation's ``curve>``): short in English, the
    game's word in Hungarian.

    >>> from tutor.i18n import language
    >>> kind_words("curve>"), kind_words("tee")
    ('one-way curve', 'tee')
    >>> with language("hu"):
    ...     kind_words("curve>")
    'egyirányú kanyar'
    """
    if get_language() == "en":
        return f"one-way {kind[:-1]}" if kind.endswith(">") else kind
    from amber.verdicts import tile_words

    return tile_words(kind)


def _tile(svg: Svg, f: int, cell: int, label: str | None = None) -> None:
    kind = kind_of(cell)
    x, y = _xy(f)
    svg.open_group()
    svg.title(label or f"{name(f)}: {kind_words(kind.name)}")
    if kind.cls == "swamp":
        svg.rect(x + 1, y + 1, CELL - 2, CELL - 2, fill="#6b7d4a", stroke="#4a5733")
        for k in (12, 22, 32):
            svg.path(f"M{x + 6} {y + k} q5 -4 10 0 t10 0 t10 0", stroke="#a9c27c", fill="none", stroke_width=1.5)
        svg.close_group()
        return
    svg.rect(x + 1, y + 1, CELL - 2, CELL - 2, fill=SAND, stroke="#d6c49b")
    arcs = set(ARCS[cell])
    pairs = sorted({tuple(sorted(a)) for a in arcs})
    if kind.name == "bridge":
        pairs.sort(key=lambda ab: ab[0] % 2 == 0)  # the N-S road last, on top
    for a, b in pairs:
        if kind.name == "bridge" and a % 2 == 0:
            _road(svg, f, a, b, False, width=11)
            svg.path(f"M{num(_side_point(f, a)[0])} {num(_side_point(f, a)[1])} "
                     f"L{num(_side_point(f, b)[0])} {num(_side_point(f, b)[1])}", stroke="#fff", stroke_width=9)
        forward, back = (a, b) in arcs, (b, a) in arcs
        start, end = (a, b) if forward else (b, a)
        _road(svg, f, start, end, forward != back)
    if len(kind.roads) >= 3 and kind.name not in ("bridge", "roundabout"):  # fill the junction's middle
        svg.circle(x + CELL / 2, y + CELL / 2, 5, fill=ROAD)
    if kind.name == "roundabout":
        svg.circle(x + CELL / 2, y + CELL / 2, 8, fill=SAND, stroke=ROAD, stroke_width=5)
    svg.close_group()


def _castle(svg: Svg, f: int, p: int) -> None:
    x, y = _xy(f)
    c = COLOURS[p]
    svg.open_group()
    svg.title(_("{field}: {player}'s castle").format(field=name(f), player=player(COLOUR_NAMES[p])))
    svg.rect(x + 2, y + 2, CELL - 4, CELL - 4, fill=c, stroke="#222", stroke_width=1.5)
    for s in range(4):
        (ax, ay), cx, cy = _side_point(f, s), x + CELL / 2, y + CELL / 2
        svg.line(ax, ay, (ax + cx) / 2, (ay + cy) / 2, stroke=ROAD, stroke_width=6)
    svg.rect(x + 11, y + 13, 18, 14, fill="#fff", stroke="#222")
    svg.path(f"M{x + 11} {y + 13} v-4 h4 v3 h3 v-3 h4 v3 h3 v-3 h4 v4", fill="#fff", stroke="#222")
    svg.text(x + CELL / 2, y + 21, str(p + 1), size=10, fill="#222")
    svg.close_group()


def _village(svg: Svg, f: int) -> None:
    x, y = _xy(f)
    svg.polygon([(x + 4, y + 14), (x + 10, y + 6), (x + 16, y + 14), (x + 16, y + 21), (x + 4, y + 21)],
                fill="#a0522d", stroke="#3b1f0e", stroke_width=1)


def _coin(svg: Svg, f: int) -> None:
    x, y = _xy(f)
    svg.circle(x + CELL - 8, y + 8, 5.5, fill="#f5c518", stroke="#9a7a00", stroke_width=1.2)


def _overlay(svg: Svg, fields: Iterable[int], fill: str, opacity: float) -> None:
    for f in fields:
        x, y = _xy(f)
        svg.rect(x + 1, y + 1, CELL - 2, CELL - 2, fill=fill, fill_opacity=opacity)


def _ring(svg: Svg, fields: Iterable[int], colour: str) -> None:
    for f in fields:
        x, y = _xy(f)
        svg.rect(x + 2, y + 2, CELL - 4, CELL - 4, fill="none", stroke=colour, stroke_width=3)


def _network(svg: Svg, p: int, roads: Iterable[int | str], build: Iterable[int | str],
             targets: Iterable[int | str]) -> None:
    """Player ``p``'s network (*show connections*): the fields whose roads they travel shaded in their colour, the
    empty fields they may build on framed with a dashed line, the villages and castles they reach ringed twice."""
    colour = COLOURS[p]
    svg.open_group(class_="network", pointer_events="none")
    _overlay(svg, _fields(roads), colour, 0.3)
    for f in _fields(build):
        x, y = _xy(f)
        svg.rect(x + 3, y + 3, CELL - 6, CELL - 6, fill=colour, fill_opacity=0.1, stroke=colour, stroke_width=2,
                 stroke_dasharray="5 3")
    for f in _fields(targets):
        x, y = _xy(f)
        svg.rect(x + 1, y + 1, CELL - 2, CELL - 2, fill="none", stroke="#fff", stroke_width=5)
        svg.rect(x + 1, y + 1, CELL - 2, CELL - 2, fill="none", stroke=colour, stroke_width=3)
    svg.close_group()


def _explore(svg: Svg, forward: Iterable[int | str], backward: Iterable[int | str], spot: int | str | None) -> None:
    """The explorer's answer (:mod:`amber.explore_app`): the fields one travels on to from the clicked one shaded
    blue, those one comes from framed with a dashed vermilion line (shade and frame: told apart without colour too),
    the clicked field framed thick and black."""
    _overlay(svg, _fields(forward), "#0072b2", 0.35)
    for f in _fields(backward):
        x, y = _xy(f)
        svg.rect(x + 3, y + 3, CELL - 6, CELL - 6, fill="none", stroke="#d55e00", stroke_width=3,
                 stroke_dasharray="5 3", class_="came-from")
    if spot is not None:
        x, y = _xy(_fields([spot])[0])
        svg.rect(x + 1, y + 1, CELL - 2, CELL - 2, fill="none", stroke="#111", stroke_width=4, class_="asked")


def _path(svg: Svg, fields: list[int], colour: str = "#e6007e") -> None:
    pts = [(_xy(f)[0] + CELL / 2, _xy(f)[1] + CELL / 2) for f in fields]
    if len(pts) > 1:
        svg.polyline(pts, stroke=colour, stroke_width=3, stroke_dasharray="6 3", stroke_linecap="round")


def _panel(svg: Svg, state: State, viewer: int | None, names: tuple[str, ...] | None) -> None:
    x = MARGIN * 2 + SIZE * CELL
    svg.text(x, MARGIN / 2, state.summary().split(";")[0], size=10, anchor="start", fill="#222")
    for p in range(state.players):
        y = MARGIN + 8 + p * 62
        label = player(names[p] if names and p < len(names) else COLOUR_NAMES[p])
        arrow = "▶ " if p == state.player and state.phase != "over" else ""
        svg.rect(x, y - 6, 12, 12, fill=COLOURS[p], stroke="#222")
        coins = ngettext("{player}: {n} coin", "{player}: {n} coins", state.purse[p]).format(player=label,
                                                                                             n=state.purse[p])
        svg.text(x + 18, y, f"{arrow}{coins}", size=11, anchor="start")
        hand = state.hands[p]
        shown = ", ".join(map(kind_words, hand)) if viewer is None or viewer == p else \
            _("{n} hidden tiles").format(n=len(hand))
        for i, line in enumerate(_wrap(shown, 34)):
            svg.text(x + 18, y + 15 + 12 * i, line, size=9.5, anchor="start", fill="#444")
        if state.specials and state.specials[p]:
            svg.text(x + 18, y + 15 + 12 * len(_wrap(shown, 34)), _("special shovel ready"), size=9, anchor="start")
    y = MARGIN + 8 + state.players * 62
    svg.text(x, y, _("pile {deck}, discarded {discards}").format(deck=len(state.deck), discards=len(state.discards)),
             size=10, anchor="start")
    if state.market:
        svg.text(x, y + 14, _("face up: ") + ", ".join(map(kind_words, state.market)), size=9.5, anchor="start")


def tile_picture(svg: Svg, x: float, y: float, cell: int, size: float = CELL, label: str | None = None,
                 **attrs: object) -> None:
    """A tile (cell code) drawn with its top left corner at ``x, y``, ``size`` wide, e.g. in a hand.

    >>> from amber.tiles import code
    >>> s = Svg(40, 40)
    >>> tile_picture(s, 0, 0, code("curve", 1), label="curve")
    >>> "<title>curve</title>" in s.render()
    True
    """
    k = size / CELL
    svg.open_group(transform=f"translate({num(x - MARGIN * k)} {num(y - MARGIN * k)}) scale({num(k)})", **attrs)
    _tile(svg, 0, cell, label)
    svg.close_group()


def _table_marks(svg: Svg, clickable: Iterable[int | str] | None, preview: Iterable[tuple[int | str, int]] | None,
                 marks: Iterable[tuple[int | str, str] | tuple[int | str, str, int]] | None,
                 error: tuple[int | str, str | None, *tuple[str, ...]] | None) -> None:
    """The game table's marks: fields that may be clicked, a previewed tile, the last moves, a refused click."""
    _overlay(svg, _fields(clickable), "#ffd400", 0.35)
    for f, colour, *seat in marks or ():
        x, y = _xy(_fields([f])[0])
        svg.rect(x + 1.5, y + 1.5, CELL - 3, CELL - 3, fill="none", stroke=colour, stroke_width=3.5,
                 stroke_dasharray="5 3")
        if seat:  # whose move, without the colour too: their seat's mark in the corner
            seat_square(svg, x + CELL - 11, y + 1, 10, colour, seat[0])
    for f, cell in preview or ():
        f = _fields([f])[0]
        x, y = _xy(f)
        if cell == EMPTY:  # a tile dug away
            svg.path(f"M{x + 6} {y + 6} L{x + CELL - 6} {y + CELL - 6} M{x + CELL - 6} {y + 6} L{x + 6} {y + CELL - 6}",
                     stroke="#1a56db", stroke_width=4)
        else:
            svg.open_group(opacity=0.85)
            _tile(svg, f, cell, _("{field}: preview").format(field=name(f)))
            svg.close_group()
        svg.rect(x + 1, y + 1, CELL - 2, CELL - 2, fill="none", stroke="#1a56db", stroke_width=3)
    if error is not None:
        f, label = _fields([error[0]])[0], error[1]
        tip = error[2] if len(error) > 2 else None  # the rule's id: the note's tooltip
        x, y = _xy(f)
        svg.rect(x + 1, y + 1, CELL - 2, CELL - 2, fill="#d00", fill_opacity=0.25, stroke="#d00", stroke_width=3)
        svg.path(f"M{x + 8} {y + 8} L{x + CELL - 8} {y + CELL - 8} M{x + CELL - 8} {y + 8} L{x + 8} {y + CELL - 8}",
                 stroke="#d00", stroke_width=4)
        if label is None:
            return
        lines = label.count("\n") + 1
        above = y > MARGIN + 20 + 14 * lines  # room above the field for the note, else below it
        refusal_note(svg, x + CELL / 2, y - 2 if above else y + CELL + 2, label, MARGIN * 2 + SIZE * CELL,
                     above=above, size=10.5, tip=tip)


def _drawn(svg: Svg, drawn: Iterable[tuple[int | str, int, str]], state: State) -> None:
    """Tiles drawn over the board with an outline in their colour (an emptied field: bare grass); a village's house
    and a coin on the field stay on top."""
    for f, cell, colour in drawn:
        f = _fields([f])[0]
        x, y = _xy(f)
        if cell == EMPTY:
            svg.rect(x + 1, y + 1, CELL - 2, CELL - 2, fill=GRASS)
        else:
            _tile(svg, f, cell, f"{name(f)}: {kind_words(kind_of(cell).name)}")
        if f in state.villages:
            _village(svg, f)
        if f in state.coins_on:
            _coin(svg, f)
        svg.rect(x + 1.5, y + 1.5, CELL - 3, CELL - 3, fill="none", stroke=colour, stroke_width=4)


def _hits(svg: Svg) -> None:
    """An invisible clickable square over every field, ``data-hit`` naming it (for the game table)."""
    for f in range(SIZE * SIZE):
        x, y = _xy(f)
        svg.rect(x, y, CELL, CELL, fill="#fff", fill_opacity=0, data_hit=name(f))


def _wrap(text: str, width: int) -> list[str]:
    lines, line = [], ""
    for word in text.split(" "):
        if line and len(line) + len(word) + 1 > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    return [*lines, line]


def render(
    state: State,
    *,
    viewer: int | None = None,
    reach: int | None = None,
    placements: str | None = None,
    connections: int | None = None,
    highlight: Iterable[int | str] | None = None,
    path: Iterable[int | str] | None = None,
    names: tuple[str, ...] | None = None,
    panel: bool = True,
    hits: bool = False,
    clickable: Iterable[int | str] | None = None,
    preview: Iterable[tuple[int | str, int]] | None = None,
    marks: Iterable[tuple[int | str, str] | tuple[int | str, str, int]] | None = None,
    error: tuple[int | str, str | None, *tuple[str, ...]] | None = None,
    drawn: Iterable[tuple[int | str, int, str]] | None = None,
    crop: int | str | None = None,
    network: tuple[int, Iterable[int | str], Iterable[int | str], Iterable[int | str]] | None = None,
    explore: tuple[Iterable[int | str], Iterable[int | str], int | str | None] | None = None,
) -> str:
    """The board as an SVG string (see the module docstring for the options)."""
    width = MARGIN * 2 + SIZE * CELL + (PANEL if panel else 0)
    height = MARGIN * 2 + SIZE * CELL
    if crop is not None:  # the board up to this field, no side panel
        corner = _fields([crop])[0]
        width, height, panel = MARGIN + (corner % SIZE + 1) * CELL + 2, MARGIN + (corner // SIZE + 1) * CELL + 2, False
    svg = Svg(width, height)
    _grid(svg)
    if reach is not None:
        _overlay(svg, reachable_fields(state.board, state.reach[reach], empty=True), COLOURS[reach], 0.25)
    for f, cell in enumerate(state.board):
        if cell >= CASTLE:
            _castle(svg, f, cell - CASTLE)
        elif cell != EMPTY:
            _tile(svg, f, cell)
    for v in state.villages:
        _village(svg, v)
    for f in sorted(state.coins_on):
        _coin(svg, f)
    if placements is not None:
        laid = (m.place if isinstance(m, Rebuild) else m for m in legal_moves(state))
        spots = sorted({m.field for m in laid if isinstance(m, Place) and m.kind == placements})
        _overlay(svg, spots, "#ffd400", 0.45)
    if connections is not None:
        seen = state.reach[connections]
        targets = [t for t in (*state.villages, *state.castles) if connected(state.board, seen, t)]
        _ring(svg, [t for t in targets if state.owner(t) != connections], COLOURS[connections])
    if network is not None:
        _network(svg, *network)
    if explore is not None:
        _explore(svg, *explore)
    _ring(svg, _fields(highlight), "#ffbf00")
    _path(svg, _fields(path))
    if drawn:
        _drawn(svg, drawn, state)
    if clickable or preview or marks or error:
        _table_marks(svg, clickable, preview, marks, error)
    if hits:
        _hits(svg)
    if panel:
        _panel(svg, state, viewer, names)
    return svg.render()
