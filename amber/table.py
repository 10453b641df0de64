"""Amber's game table: play by clicking tiles in your hand and fields on the board (see :mod:`tutor.table`).

A move is chosen by clicks, each of which keeps only the legal moves that go on with it:

=====================  ==========================================================
move                   clicks
=====================  ==========================================================
lay a tile             the tile in your hand, then a field (click it again, or *rotate*, to turn the tile)
rebuild                the tile, the field, then the straight tile to swap for a bridge or roundabout
dig                    the shovel in your hand (or the special shovel), then the tile to remove
stuck                  the tile you give up, then *give it up*
pass, draw             *pass*; the pile or a face-up tile (advanced game)
=====================  ==========================================================

>>> t = Table(players=2, seed=3)
>>> sorted(t.narrowing.next_hits)[:2]
['tile:curve', 'tile:straight']
>>> before = t.game.state
>>> t.click("tile:curve"); t.click("A1")  # a curve cannot go on A1: refused with the rule, nothing played
>>> "amber.place.reachable" in t.message.value, t.game.state is before
(True, True)
"""

from __future__ import annotations

from typing import Any

import amber
from amber import search
from amber.board import field, name
from amber.bots import GreedyBot
from amber.connect import network
from amber.moves import Dig, Draw, Move, Pass, Place, Rebuild, Stuck
from amber.render import kind_words, render, tile_picture
from amber.scoring import scores
from amber.state import CASTLE, COLOUR_NAMES, COLOURS, EMPTY
from amber.tiles import REPLACERS, code, kind_of
from tutor import table
from tutor.bots import worded
from tutor.game import Game
from tutor.i18n import N_, NP_, _, ngettext, player, seat_word
from tutor.svg import Svg, seat_square

__all__ = ["Table", "SPEC", "path", "attempt", "describe"]

SIDE_WIDTH = 320
TURNS = (N_("not turned"), N_("turned a quarter right"), N_("turned half round"), N_("turned a quarter left"))
# the words of the setup and the scores, marked for the catalog (the table reads them with pgettext)
_WORDS = (NP_("variant", "basic"), NP_("variant", "advanced"), NP_("score", "coins"), NP_("score", "villages"),
          NP_("score", "castles"), NP_("score", "total"))
TILE = 34


def path(move: Move) -> tuple[str, ...]:
    """The clicks that choose ``move``.

    >>> path(amber.parse("curve C7 r1")), path(amber.parse("tee C7 r1 + bridge C8"))
    (('tile:curve', 'C7'), ('tile:tee', 'C7', 'C8'))
    >>> path(amber.parse("shovel D5")), path(amber.parse("stuck tee")), path(amber.parse("draw market tee"))
    (('tile:shovel', 'D5'), ('tile:tee', 'stuck'), ('market:tee',))
    """
    if isinstance(move, Place):
        return f"tile:{move.kind}", name(move.field)
    if isinstance(move, Rebuild):
        return f"tile:{move.place.kind}", name(move.place.field), name(move.target)
    if isinstance(move, Dig):
        return ("special-shovel" if move.special else "tile:shovel"), name(move.field)
    if isinstance(move, Stuck):
        return f"tile:{move.kind}", "stuck"
    if isinstance(move, Pass):
        return ("pass",)
    assert isinstance(move, Draw)
    return ("deck",) if move.kind is None else (f"market:{move.kind}",)


def _is_field(hit: str) -> bool:
    try:
        field(hit)
    except Exception:  # noqa: BLE001 -- any text that is not a field name
        return False
    return True


def attempt(game: Game, selection: tuple[str, ...], hit: str) -> Move | None:
    """The move a refused click tried, so that the engine can name the rule it breaks (None: no move at all).

    >>> g = amber.new_game(players=2, seed=3)
    >>> attempt(g, ("tile:curve",), "A1"), attempt(g, ("tile:shovel",), "A1"), attempt(g, (), "A1")
    (amber.parse('curve A1 r0'), amber.parse('shovel A1'), None)
    """
    if not selection or not _is_field(hit):
        return None
    head = selection[0]
    if head == "special-shovel":
        return Dig(field(hit), True)
    if head == "tile:shovel":
        return Dig(field(hit))
    kind = head.removeprefix("tile:")
    if len(selection) >= 2 and _is_field(selection[1]) and kind != "swamp":
        rot = next((m.place.rot if isinstance(m, Rebuild) else m.rot for m in game.legal_moves()
                    if path(m)[:2] == selection[:2] and isinstance(m, (Place, Rebuild))), 0)
        return amber.parse(f"{kind} {selection[1]} r{rot} + {REPLACERS[0]} {hit}")
    return amber.parse(f"{kind} {hit} r0") if kind != "swamp" else amber.parse(f"swamp {hit}")


def describe(move: Move) -> str:
    """A move in words.

    >>> describe(amber.parse("curve C7 r1")), describe(amber.parse("tee C7 r1 + bridge C8"))
    ('lay the curve on C7 (turned a quarter right)', 'lay the tee on C7 (turned a quarter right) and make C8 a bridge')
    >>> describe(amber.parse("shovel D5")), describe(amber.parse("stuck curve>"))
    ('dig away the tile on D5', 'give up the one-way curve (no place for it)')
    """
    if isinstance(move, Place):
        turned = f" ({_(TURNS[move.rot])})" if move.kind != "swamp" else ""
        return _("lay the {tile} on {field}{turned}").format(tile=kind_words(move.kind), field=name(move.field),
                                                             turned=turned)
    if isinstance(move, Rebuild):
        return _("{move} and make {field} a {tile}").format(move=describe(move.place), field=name(move.target),
                                                            tile=kind_words(move.replacer))
    if isinstance(move, Dig):
        text = _("dig away the tile on {field} with the special shovel") if move.special else \
            _("dig away the tile on {field}")
        return text.format(field=name(move.field))
    if isinstance(move, Stuck):
        return _("give up the {tile} (no place for it)").format(tile=kind_words(move.kind))
    if isinstance(move, Pass):
        return _("pass (nothing to play, nothing to draw)")
    return _("draw from the pile") if move.kind is None else \
        _("take the face-up {tile}").format(tile=kind_words(move.kind))


def _touches(move: Any) -> list[tuple[int, int]]:
    """(field, cell) the move changes: for previews; a dug field becomes EMPTY."""
    if isinstance(move, Place):
        return [(move.field, code(move.kind, move.rot))]
    if isinstance(move, Rebuild):
        return [*_touches(move.place), (move.target, code(move.replacer, 0))]
    if isinstance(move, Dig):
        return [(move.field, EMPTY)]
    return []


def board_svg(game: Game, view: table.View) -> str:
    """The board with clickable fields, the preview, the last moves and a refused click."""
    marks = [(f, COLOURS[p], p) for move, p in view.marks if p is not None for f, _ in _touches(move)]
    error = None
    if view.error is not None:
        tried, rule, hit = view.error
        spot = hit if _is_field(hit) else next((f for f, _ in _touches(tried)), None)
        if spot is not None:
            error = (spot, table.refusal_label(view), table.refusal_tip(view))
    return render(game.state, panel=False, hits=True, names=game.players,
                  clickable=sorted(field(h) for h in view.clickable if _is_field(h)) if view.active else None,
                  preview=_touches(view.preview) if view.preview is not None else None, marks=marks, error=error,
                  network=view.overlay)


def connections(game: Game, who: int) -> table.Network:
    """*Show connections*: ``who``'s network (:func:`amber.connect.network`, networkx on the road graph) drawn on
    the board and said in words.

    >>> g = amber.new_game(players=2, seed=1)
    >>> for m in ("tee C7 r0", "cross H6 r0", "tee B6 r3"):
    ...     _ = g.play(amber.parse(m))
    >>> n = connections(g, 0)
    >>> n.drawn
    (0, ('B6', 'C7'), ('B5', 'C5', 'A6', 'D6', 'D7', 'C8'), ())
    >>> for line in n.words:
    ...     print(line)
    Red's roads: B6, C7 (shaded).
    Red may build on 6 empty fields at the ends of their roads (dashed frames).
    No village is connected to red's castle yet.
    Red reaches no other castle yet.
    No other baron reaches red's castle yet.
    """
    state = game.state
    net = network(state, who)
    targets = (*net["villages"], *(name(state.castles[COLOUR_NAMES.index(c)]) for c in net["castles"]))
    who_name = player(game.players[who])
    return table.Network(drawn=(who, tuple(net["roads"]), tuple(net["build"]), targets),
                         words=_network_words(who_name, net))


def _network_words(who: str, net: dict[str, list[str]]) -> tuple[str, ...]:
    roads = _("{player}'s roads: {fields} (shaded).").format(player=who, fields=", ".join(net["roads"])) \
        if net["roads"] else _("{player} has no road yet: only the fields beside the castle.").format(player=who)
    build = ngettext("{player} may build on {n} empty field at the ends of their roads (dashed frame).",
                     "{player} may build on {n} empty fields at the ends of their roads (dashed frames).",
                     len(net["build"])).format(player=who, n=len(net["build"]))
    villages = ngettext("Village connected (ringed): {fields}.", "Villages connected (ringed): {fields}.",
                        len(net["villages"])).format(fields=", ".join(net["villages"])) if net["villages"] else \
        _("No village is connected to {player}'s castle yet.").format(player=who)
    castles = _("Castles {player} reaches (ringed): {players}.").format(
        player=who, players=", ".join(map(player, net["castles"]))) if net["castles"] else \
        _("{player} reaches no other castle yet.").format(player=who)
    reached = _("Barons who reach {player}'s castle: {players}.").format(
        player=who, players=", ".join(map(player, net["reached_by"]))) if net["reached_by"] else \
        _("No other baron reaches {player}'s castle yet.").format(player=who)
    return tuple(line[:1].upper() + line[1:] for line in (roads, build, villages, castles, reached))


def hit_labels(game: Game) -> dict[str, str]:
    """What a screen reader says of each field of the board: its name and what lies on it.

    >>> labels = hit_labels(amber.new_game(players=2, seed=1))
    >>> labels["C6"], labels["C7"]
    ("C6: red's castle", 'C7: empty field')
    """
    state = game.state
    villages = set(state.villages)
    out = {}
    for f, cell in enumerate(state.board):
        if cell >= CASTLE:
            what = _("{player}'s castle").format(player=player(game.players[cell - CASTLE]))
        elif cell == EMPTY:
            what = _("empty field")
        else:
            what = _("{kind} tile").format(kind=kind_words(kind_of(cell).name))
        if f in villages:
            what = _("{what}, village").format(what=what)
        out[name(f)] = f"{name(f)}: {what}"
    return out


def _shovel(svg: Svg, x: float, y: float, label: str | None = None) -> None:
    """A shovel tile in a hand: a handle and a blade on sand."""
    svg.title(kind_words("shovel") if label is None else label)
    svg.rect(x, y, TILE, TILE, rx=3, fill="#e8dcc0", stroke="#a08850")
    svg.line(x + 8, y + 8, x + 20, y + 20, stroke="#6b4a2a", stroke_width=3.5, stroke_linecap="round")
    svg.line(x + 5, y + 11, x + 11, y + 5, stroke="#6b4a2a", stroke_width=3, stroke_linecap="round")
    svg.polygon([(x + 17, y + 23), (x + 23, y + 17), (x + 30, y + 24), (x + 28, y + 30), (x + 24, y + 30)],
                fill="#8a8f96", stroke="#4b4f55")


def _button(svg: Svg, x: float, y: float, w: float, label: str, hit: str, on: bool) -> None:
    attrs: dict[str, object] = {"data_hit": hit} if on else {}
    svg.open_group(**attrs)
    svg.title({"stuck": _("give up the chosen tile: no place for it"), "pass": _("nothing to play, nothing to draw")}
              .get(hit, label))
    svg.rect(x, y, w, 26, rx=6, fill="#1a56db" if on else "#e5e5e5", stroke="#123c99" if on else "#bbb")
    svg.text(x + w / 2, y + 13, label, size=12, fill="#fff" if on else "#999", font_weight="bold")
    svg.close_group()


def seats_svg(game: Game, view: table.View) -> str:
    """Every seat: colour, name, coins, score, hand as tile pictures; the pile, face-up row and action buttons."""
    state = game.state
    totals = scores(state)
    rows = state.players
    advanced = any(state.specials)
    height = 16 + rows * 66 + 56 + (34 if advanced else 0)
    svg = Svg(SIDE_WIDTH, height)
    chosen = view.selection[0] if view.selection else None
    for p in range(rows):
        y = 8 + p * 66
        to_move = p == state.player and not state.over
        if to_move:
            svg.rect(2, y - 4, SIDE_WIDTH - 4, 62, rx=6, fill="#fff8d6", stroke="#e0b000", stroke_width=1.5)
        seat_square(svg, 8, y + 2, 14, COLOURS[p], p)
        owner = player(view.names[p] if view.names else COLOUR_NAMES[p])
        who = f"{'▶ ' if to_move else ''}{owner}"
        seat = seat_word(view.seats[p]) if view.seats else ""
        svg.text(28, y + 9, f"{who} ({seat})" if seat else who, size=13, anchor="start", font_weight="bold")
        svg.circle(SIDE_WIDTH - 112, y + 9, 6, fill="#f5c518", stroke="#9a7a00", stroke_width=1.2)
        svg.text(SIDE_WIDTH - 102, y + 9, _("{n} coins").format(n=state.purse[p]), size=12, anchor="start")
        svg.text(SIDE_WIDTH - 8, y + 9, _("{n} pts").format(n=totals[p]["total"]), size=12, anchor="end",
                 font_weight="bold")
        hand = state.hands[p]
        shown = view.viewer is None or view.viewer == p
        used: set[str] = set()
        for i, kind in enumerate(hand):
            x = 8 + i * (TILE + 4)
            if x + TILE > SIDE_WIDTH:
                break
            if not shown:
                svg.rect(x, y + 20, TILE, TILE, rx=3, fill="#7a5230", stroke="#4a2f18")
                continue
            hit = f"tile:{kind}"
            on = to_move and hit in view.clickable or (chosen == hit and kind not in used)
            attrs: dict[str, object] = {"data_hit": hit} if to_move and view.active else {}
            svg.open_group(**attrs)
            where = _("{tile}, in {player}'s hand").format(tile=kind_words(kind), player=owner)
            if kind == "shovel":
                _shovel(svg, x, y + 20, where)
            else:
                tile_picture(svg, x, y + 20, code(kind, 0), TILE, where)
            if chosen == hit and kind not in used:
                svg.rect(x - 2, y + 18, TILE + 4, TILE + 4, fill="none", stroke="#1a56db", stroke_width=3.5, rx=4)
                used.add(kind)
            elif on:
                svg.rect(x - 1, y + 19, TILE + 2, TILE + 2, fill="none", stroke="#e0b000", stroke_width=2, rx=4)
            svg.close_group()
        if state.specials and state.specials[p]:  # public: who still has the special shovel
            svg.open_group(transform=f"translate({SIDE_WIDTH - 142} {y}) scale(0.5)")
            _shovel(svg, 0, 0, _("special shovel, not used yet"))
            svg.close_group()
    y = 16 + rows * 66
    svg.text(8, y + 6, _("pile {n}").format(n=len(state.deck)), size=11, anchor="start")
    on = "deck" in view.clickable
    svg.open_group(**({"data_hit": "deck"} if on else {}))
    svg.rect(8, y + 16, TILE, TILE, rx=3, fill="#7a5230", stroke="#1a56db" if on else "#4a2f18",
             stroke_width=3 if on else 1)
    svg.text(8 + TILE / 2, y + 16 + TILE / 2, "?", size=16, fill="#fff")
    svg.close_group()
    if state.market:
        svg.text(56, y + 6, _("face up"), size=11, anchor="start")
        for i, kind in enumerate(state.market):
            x = 56 + i * (TILE + 4)
            hit = f"market:{kind}"
            on = hit in view.clickable
            svg.open_group(**({"data_hit": hit} if on else {}))
            tile_picture(svg, x, y + 16, code(kind, 0), TILE, kind_words(kind))
            if on:
                svg.rect(x - 1, y + 15, TILE + 2, TILE + 2, fill="none", stroke="#1a56db", stroke_width=2.5, rx=4)
            svg.close_group()
    _button(svg, 184, y + 20, 78, _("give up"), "stuck", "stuck" in view.clickable)
    _button(svg, 268, y + 20, 46, _("pass"), "pass", "pass" in view.clickable)
    if advanced:
        mine = state.specials[state.player] and not state.over
        _button(svg, 8, y + 60, 130, _("special shovel"), "special-shovel",
                "special-shovel" in view.clickable or bool(mine and view.selection[:1] == ("special-shovel",)))
    return svg.render()


SPEC = table.TableSpec(
    module=amber, path=path, board_svg=board_svg, seats_svg=seats_svg, bot=lambda seed: GreedyBot(seed=seed),
    levels=search.bot, attempt=attempt, instant=lambda move: isinstance(move, (Draw, Pass)), describe=describe,
    hint=N_("Click a tile in your hand, then a yellow field."), example="curve C7 r1", file_stem="amber",
    hand_word="tiles", next_word=N_("rotate"), bot_text=lambda move, reason, everything: worded(move, reason, describe),
    connections=connections, hit_labels=hit_labels)


class Table(table.Table):
    """Amber's game table: you (and any other human seats) against greedy bots."""

    spec = SPEC
