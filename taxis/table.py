"""Thurn und Taxis' game table: play by clicking cards, officials and cities (see :mod:`tutor.table`).

Every click keeps only the legal moves that go on with it, so ``legal_moves()`` stays the one judge:

==========================  ==========================================================================
move                        clicks
==========================  ==========================================================================
draw                        a face-up card, or the deck (a second card: the same, or *Postmaster* first)
administrator               the *Administrator* tile (before drawing: six new face-up cards)
route                       a card in your hand; when it fits both ends, then the *start* or *end* circle
horse (Glanz und Gloria)    a card in your hand, then your horse row
postal carrier              a second card from the hand (or the *Postal Carrier* tile first)
scrap route                 *scrap route*, then *play it*
close                       *close route* (or a city of your route), then the cities that get houses, in any
                            order (a second click takes one back); *Cartwright* to add him; *play it*
discard                     a card in your hand (when you hold too many), or the card then the discard pile
end                         *end turn*
==========================  ==========================================================================

>>> t = Table(players=2, seed=1)  # blue (a bot) starts; then red's turn
>>> t.game.to_move, sorted(t.narrowing.next_hits)[:2]
(0, ['administrator', 'deck'])
>>> t.click("end-turn")  # first draw: refused with the rule, nothing played
>>> "taxis.turn.play" in t.message.value
True
>>> t.click("deck"); str(t.game.history[-1])
'draw deck'
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import Any

import ipywidgets as widgets

import taxis
from taxis import search
from taxis.board import CANVAS
from taxis.bots import GreedyBot
from taxis.explain import tile_title
from taxis.moves import Administrator, Close, Discard, Draw, End, Horse, Move, Route, Scrap
from taxis.render import MARGIN, SCALE, TOP, city_title, house_svg, legend_html, map_title, render_map
from taxis.routes import Growth, growth
from taxis.scoring import scores
from taxis.state import CARRIAGE_HORSES, CARRIAGES, COLOUR_NAMES, COLOURS, HAND_LIMIT, State, city_of, horses_of
from taxis.verdicts import city_word, official, province
from tutor import table
from tutor.bots import worded
from tutor.game import Game
from tutor.i18n import N_, NP_, _, get_language, ngettext, player, seat_word
from tutor.svg import Svg, refusal_note, seat_square, wrap

__all__ = ["SPEC", "Table", "TaxisNarrowing", "attempt", "describe", "path", "paths"]

SIDE_WIDTH = 360  # the seats' drawing, shown about as wide as the side column (~330 px at 1024 x 768)
CARD_W, CARD_H = 52, 70
BACK_W, BACK_H = 18, 26  # the hidden cards of another seat
# the map without its legend column (the table shows the legend in HTML under it): more of a small window for it
MAP_W, MAP_H = 2 * MARGIN + CANVAS[0] * SCALE, TOP + CANVAS[1] * SCALE + 4
STRIP = 152  # below the map: face-up cards, deck, discards and the turn's buttons; the officials beside them
BIG_W, BIG_H = 58, 100  # the face-up cards, deck and discards
NAME_SIZE = 13  # a card's city name (two lines when it is long): at least 11 px on a 1024 x 768 window
MAX_MARKS = 8
OFFICIALS = (("Administrator", "administrator", N_("new face-up cards")), ("Postmaster", "postmaster", N_("draw 2")),
             ("Postal Carrier", "carrier", N_("play 2")), ("Cartwright", "cartwright", N_("+2 length")))
BUTTONS = (("scrap", N_("scrap route")), ("close", N_("close route")), ("end-turn", N_("end turn")))
# the words of the setup and the scores, marked for the catalog (the table reads them with pgettext)
_WORDS = (NP_("variant", "base"), NP_("variant", "gug"), NP_("variant", "gug-base-rules"), NP_("score", "carriage"),
          NP_("score", "bonus"), NP_("score", "houses left"), NP_("score", "total"))
#: the ways to play by their names, for the new-game tab (the keys are the notebooks' and the records')
VARIANT_LABELS = {"base": N_("Thurn und Taxis (base game)"), "gug": N_("Glanz und Gloria"),
                  "gug-base-rules": N_("Glanz und Gloria's map with the base game's rules")}


def variant_label(variant: str) -> str:
    """A way to play by its name in the current language.

    >>> variant_label("gug-base-rules")
    "Glanz und Gloria's map with the base game's rules"
    """
    return _(VARIANT_LABELS[variant]) if variant in VARIANT_LABELS else variant


# -- the clicks that choose a move ------------------------------------------------------------------------------


def tokens(move: Close) -> frozenset[str]:
    """The clicks that choose a closing, in any order.

    >>> sorted(tokens(taxis.parse("close Ulm Augsburg with cartwright")))
    ['cartwright', 'city:Augsburg', 'city:Ulm', 'close']
    """
    return frozenset({"close", *(f"city:{c}" for c in move.cities), *(["cartwright"] if move.cartwright else [])})


def _target(move: Route | Horse | Discard) -> str:
    return f"at:{move.at}" if isinstance(move, Route) else "horses" if isinstance(move, Horse) else "discard"


def path(move: Move) -> tuple[str, ...]:
    """The longest clicks that choose ``move`` (a card's click alone is enough when it can go one place only).

    >>> path(taxis.parse("draw Ulm")), path(taxis.parse("route Ulm start")), path(taxis.parse("horse Ulm:2"))
    (('display:Ulm',), ('hand:Ulm', 'at:start'), ('hand:Ulm:2', 'horses'))
    >>> path(taxis.parse("close Ulm Augsburg")), path(taxis.parse("end"))
    (('close', 'city:Augsburg', 'city:Ulm'), ('end-turn',))
    """
    if isinstance(move, Draw):
        return ("deck",) if move.city is None else (f"display:{move.city}",)
    if isinstance(move, (Route, Horse, Discard)):
        return f"hand:{move.city}", _target(move)
    if isinstance(move, Close):
        return ("close", *sorted(tokens(move) - {"close"}))
    return ({Administrator: "administrator", Scrap: "scrap", End: "end-turn"}[type(move)],)


def paths(state: State, moves: Sequence[Move]) -> list[tuple[Move, tuple[str, ...]]]:
    """Every click path of every legal move except closings; a move may have two (with or without its official).

    A card that can go to one place only is played by its click alone; the second draw may start with the
    Postmaster, the second card with the Postal Carrier.

    >>> g = taxis.scenario(players=2, hands=["Ulm Stuttgart", ""], routes=["Augsburg München", ""], drawn=1)
    >>> [p for m, p in paths(g.state, g.legal_moves()) if str(m).startswith("route")]
    [('hand:Ulm',)]
    """
    targets: dict[str, list[str]] = {}
    for m in moves:
        if isinstance(m, (Route, Horse, Discard)):
            targets.setdefault(m.city, []).append(_target(m))
    out: list[tuple[Move, tuple[str, ...]]] = []
    for m in moves:
        if isinstance(m, Close):
            continue
        if isinstance(m, (Route, Horse, Discard)):
            p = (f"hand:{m.city}",) if len(targets[m.city]) == 1 else path(m)
            out.append((m, p))
            if state.played == 1 and not isinstance(m, Discard):
                plays = [t for t in targets[m.city] if t != "discard"]
                out.append((m, ("carrier", *((f"hand:{m.city}",) if len(plays) == 1 else path(m)))))
            continue
        out.append((m, path(m)))
        if isinstance(m, Draw) and state.drawn == 1:
            out.append((m, ("postmaster", *path(m))))
    return out


class TaxisNarrowing(table.Narrowing):
    """The shared narrowing, with closings chosen as a *set* of clicks (the houses' cities in any order).

    >>> g = taxis.scenario(players=2, hands=["Ulm", ""], routes=["Augsburg München Ingolstadt", ""], drawn=1,
    ...                    played=1)
    >>> n = TaxisNarrowing(g, g.legal_moves())
    >>> n.click("city:Ingolstadt"), n.selection, n.current  # one city of each province: Baiern alone
    ('chosen', ('close', 'city:Ingolstadt'), taxis.parse('close Ingolstadt'))
    >>> n.click("city:Augsburg"), n.current  # not a closing yet, but on the way to one
    ('chosen', None)
    >>> n.click("city:München"), n.current
    ('chosen', taxis.parse('close Augsburg Ingolstadt München'))
    >>> n.click("city:Augsburg"), n.current  # a second click takes a city back
    ('chosen', None)
    """

    def __init__(self, game: Game, moves: Sequence[Move]) -> None:
        super().__init__((), path)
        self.paths = paths(game.state, moves)
        self.closes = [(m, tokens(m)) for m in moves if isinstance(m, Close)]
        self.universe = frozenset().union(*(t for _, t in self.closes))

    @property
    def closing(self) -> bool:
        return self.selection[:1] == ("close",)

    def _sets(self, chosen: frozenset[str]) -> list[tuple[Move, frozenset[str]]]:
        return [(m, t) for m, t in self.closes if chosen <= t]

    @property
    def candidates(self) -> list[Any]:
        if self.closing:
            return [m for m, _ in self._sets(frozenset(self.selection))]
        return super().candidates

    @property
    def next_hits(self) -> set[str]:
        if self.closing:
            chosen = frozenset(self.selection)
            return set().union(*(t for _, t in self._sets(chosen))) | set(self.selection[1:])
        return super().next_hits | (set(self.universe) if not self.selection else set())

    def _toggled(self, hit: str) -> frozenset[str]:
        chosen = frozenset(self.selection) if self.closing else frozenset({"close"})
        if hit == "close":
            return chosen
        return chosen - {hit} if hit in chosen else chosen | {hit}

    def hits_after(self, hit: str) -> list[Any]:
        if hit in self.universe:
            chosen = self._toggled(hit)
            return [m for m, t in self.closes if t == chosen]
        return super().hits_after(hit)

    @property
    def variants(self) -> list[Any]:
        if self.closing:
            chosen = frozenset(self.selection)
            return [m for m, t in self.closes if t == chosen]
        return super().variants

    def click(self, hit: str) -> str:
        if hit == "close" and self.closing:
            self.reset()
            return "chosen"
        if hit in self.universe:
            chosen = self._toggled(hit)
            if not self._sets(chosen):
                return "refused"
            self.selection, self.variant = ("close", *sorted(chosen - {"close"})), 0
            return "chosen"
        if self.closing and (hit.startswith("city:") or hit == "cartwright"):
            return "refused"
        return super().click(hit)


def narrowing(game: Game, moves: Sequence[Move]) -> TaxisNarrowing:
    return TaxisNarrowing(game, moves)


def attempt(game: Game, selection: tuple[str, ...], hit: str) -> Move | None:
    """The move a refused click tried, so that the engine names the rule it breaks (None: no move at all).

    >>> g = taxis.new_game(players=2, seed=1)
    >>> attempt(g, (), "end-turn"), attempt(g, (), "hand:Ulm"), attempt(g, ("hand:Ulm",), "horses")
    (taxis.parse('end'), taxis.parse('route Ulm'), taxis.parse('horse Ulm'))
    """
    state = game.state
    route = {city_of(c) for c in state.routes[state.player]}
    chosen = tuple(s.removeprefix("city:") for s in selection if s.startswith("city:"))
    card = next((s.removeprefix("hand:") for s in selection if s.startswith("hand:")), None)
    if hit.startswith("city:"):
        city = hit.removeprefix("city:")
        if selection[:1] == ("close",) or city in route:
            return Close(tuple(sorted({*chosen, city})), "cartwright" in selection)
        return None
    if hit == "cartwright":
        return Close(chosen, True) if selection[:1] == ("close",) or state.played else None
    if hit == "close":
        return Close(())
    if hit.startswith("at:") and card is not None:
        return Route(card, hit.removeprefix("at:"))
    if hit == "horses" and card is not None:
        return Horse(card)
    if hit == "discard" and card is not None:
        return Discard(card)
    if hit.startswith("hand:"):
        card = hit.removeprefix("hand:")
        if state.played and len(state.hands[state.player]) > HAND_LIMIT and "carrier" not in selection:
            return Discard(card)
        return Route(card)
    if hit.startswith("display:"):
        return Draw(hit.removeprefix("display:"))
    simple: dict[str, Move] = {"deck": Draw(), "postmaster": Draw(), "administrator": Administrator(),
                               "scrap": Scrap(), "end-turn": End()}
    return simple.get(hit)


def describe(move: Move) -> str:
    """A move in words.

    >>> describe(taxis.parse("route Ulm start")), describe(taxis.parse("close Ulm Augsburg with cartwright"))
    ('lay Ulm at the start of the route', 'close the route: houses on Augsburg, Ulm, with the Cartwright')
    """
    if isinstance(move, Draw):
        return _("draw from the deck") if move.city is None else \
            _("take the face-up {city}").format(city=city_word(city_of(move.city)))
    if isinstance(move, Administrator):
        return _("the Administrator: six new face-up cards")
    if isinstance(move, Route):
        text = _("lay {city} at the start of the route") if move.at == "start" else \
            _("lay {city} at the end of the route")
        return text.format(city=city_word(city_of(move.city)))
    if isinstance(move, Horse):
        return _("lay {city} face down before the carriage ({n} horses)").format(city=city_word(city_of(move.city)),
                                                                                 n=horses_of(move.city))
    if isinstance(move, Scrap):
        return _("scrap the route")
    if isinstance(move, Close):
        text = _("close the route: houses on {cities}, with the Cartwright") if move.cartwright else \
            _("close the route: houses on {cities}")
        return text.format(cities=", ".join(map(city_word, move.cities)))
    if isinstance(move, Discard):
        return _("discard {city}").format(city=city_word(city_of(move.city)))
    return _("end the turn")


def public(move: Move) -> str:
    """A move as the other players see it (a horse card's city and a discarded card stay hidden).

    >>> public(taxis.parse("horse Ulm:2")), public(taxis.parse("draw deck"))
    ('laid a horse card (2 horses)', 'drew from the deck')
    """
    if isinstance(move, Horse):
        return _("laid a horse card ({n} horses)").format(n=horses_of(move.city))
    if isinstance(move, Discard):
        return _("discarded a card")
    if isinstance(move, Draw):
        return _("drew from the deck") if move.city is None else \
            _("took the face-up {city}").format(city=city_word(city_of(move.city)))
    return describe(move)


# -- drawing ------------------------------------------------------------------------------------------------------


def _mark_cities(move: Move) -> list[str]:
    if isinstance(move, Route):
        return [city_of(move.city)]
    if isinstance(move, Close):
        return list(move.cities)
    return []


def connections(game: Game, who: int) -> table.Network:
    """*Show connections*: where ``who``'s route can grow and which provinces it can fill
    (:func:`taxis.routes.growth`, networkx on the map's road graph), drawn on the map and said in words.

    >>> g = taxis.scenario(players=2, routes=["Carlsruhe Freiburg", ""], houses=["", ""], drawn=1)
    >>> n = connections(g, 0)
    >>> n.drawn[1:]
    ({'Carlsruhe': ('Mannheim', 'Stuttgart'), 'Freiburg': ('Basel', 'Sigmaringen', 'Zürich')}, {'Baden': 'Mannheim'})
    >>> for line in n.words:
    ...     print(line)
    Red's route: Carlsruhe – Freiburg.
    At Carlsruhe it can grow to Mannheim or Stuttgart (dashed roads, ringed cities).
    At Freiburg it can grow to Basel, Sigmaringen or Zürich (dashed roads, ringed cities).
    With Mannheim on the route, a closing could fill Baden: a house in each of its cities (✓ on the map).
    """
    grown = growth(game.state, who)
    return table.Network(drawn=(COLOURS[who], grown.ends, grown.fill_with),
                         words=_network_words(game.state, player(game.players[who]), grown))


def _network_words(state: State, who: str, grown: Growth) -> tuple[str, ...]:
    if not grown.route:
        lines = [_("{player} has no route yet: any city card starts one.").format(player=who)]
        return tuple(line[:1].upper() + line[1:] for line in lines)
    lines = [_("{player}'s route: {cities}.").format(player=who, cities=" – ".join(map(city_word, grown.route)))]
    for end, cities in grown.ends.items():
        lines.append(_("At {city} it can grow to {cities} (dashed roads, ringed cities).").format(
            city=city_word(end), cities=_or([city_word(c) for c in cities])) if cities else
            _("At {city} no road leads to a city that is not on the route yet.").format(city=city_word(end)))
    for prov in grown.fill_now:
        lines.append(_("A closing now could fill {province}: a house in each of its cities.").format(
            province=province(state, prov)))
    for prov, city in grown.fill_with.items():
        lines.append(_("With {city} on the route, a closing could fill {province}: a house in each of its cities "
                       "(✓ on the map).").format(city=city_word(city), province=province(state, prov)))
    if not grown.fill_now and not grown.fill_with:
        lines.append(_("No province can be filled by this route yet."))
    return tuple(line[:1].upper() + line[1:] for line in lines)


def hit_labels(game: Game) -> dict[str, str]:
    """What a screen reader says of the cities of the route of the player to move, beyond their name on the map:
    which of them are the route's ends (where it may grow).

    >>> g = taxis.new_game(players=2, seed=1)
    >>> g.play_many(["draw Nürnberg", "draw Regensburg", "route Nürnberg"])
    >>> hit_labels(g)["city:Nürnberg"]
    "Nürnberg: Bavaria [secondary source]; an end of blue's route"
    """
    state = game.state
    route, who = state.routes[state.player], player(game.players[state.player])
    out = {}
    for i, card in enumerate(route):
        name = city_of(card)
        city = state.map.cities[name]
        owners = [game.players[q] for q, built in enumerate(state.houses) if name in built]
        where = _("an end of {player}'s route") if i in (0, len(route) - 1) else _("in {player}'s route")
        out[f"city:{name}"] = f"{city_title(state.map, city, owners)}; {where.format(player=who)}"
    return out


def _or(items: list[str]) -> str:
    return items[0] if len(items) == 1 else _("{items} or {last}").format(items=", ".join(items[:-1]), last=items[-1])


def players_drawn(state: State) -> tuple[dict[str, str], dict[str, list[str]], list[tuple[list[str], str, int]]]:
    """What the map draws of the players: their colours and houses by colour name, and each route with its colour
    and seat (the table and the explorer draw the same)."""
    n = state.players
    colours = {COLOUR_NAMES[p]: COLOURS[p] for p in range(n)}
    houses = {COLOUR_NAMES[p]: sorted(state.houses[p]) for p in range(n)}
    routes = [([city_of(c) for c in state.routes[p]], COLOURS[p], p) for p in range(n) if state.routes[p]]
    return colours, houses, routes


def _map_svg(game: Game, view: table.View) -> str:
    """The map: every route in its player's colour, houses, clickable cities and route ends, marks, a refusal."""
    state = game.state
    m = state.map
    colours, houses, routes = players_drawn(state)
    clickable = sorted(h.removeprefix("city:") for h in view.clickable if h.startswith("city:"))
    chosen = [s.removeprefix("city:") for s in view.selection if s.startswith("city:")]
    lit: list[str] = []
    if isinstance(view.preview, Close):  # the pointer on a city: the houses the closing would then place
        chosen = list(view.preview.cities)
    elif isinstance(view.preview, Route):  # the pointer on an end of the route: the card's city ringed
        lit = [city_of(view.preview.city)]
    ends: dict[str, tuple] = {}
    route = state.routes[state.player]
    if view.active and view.selection and view.selection[-1].startswith("hand:"):
        card = view.selection[-1].removeprefix("hand:")
        ends["at:end"] = (city_of(route[-1]), "at:end" in view.clickable) if route else \
            (city_of(card), "at:end" in view.clickable, _("start a route"))
        if len(route) > 1:
            ends["at:start"] = (city_of(route[0]), "at:start" in view.clickable)
    marks = [(c, COLOURS[p], p) for move, p in view.marks if p is not None for c in _mark_cities(move)]
    error = None
    if view.error is not None:
        tried, rule, hit = view.error
        spot = None
        if hit.startswith("city:"):
            spot = hit.removeprefix("city:")
        elif hit.startswith("at:") and route:
            spot = city_of(route[0] if hit == "at:start" else route[-1])
        if spot is not None:
            error = (spot, table.refusal_label(view), table.refusal_tip(view))
    taken = {state.bonus.stack(sid).city for row in state.tiles for sid, _ in row}
    free = [c for c in m.free_cities if c not in taken]
    return render_map(m, houses=houses, colours=colours, free_tiles=free, hits=True, routes=routes, highlight=lit,
                      clickable=clickable if view.active else None, chosen=chosen, ends=ends, marks=marks,
                      error=error, title=_("{map}: turn {turn}").format(map=map_title(m), turn=state.turn),
                      legend=False, network=view.overlay)


def _inner(svg_text: str) -> str:
    """An SVG document's elements, without its ``<svg>`` tags."""
    return svg_text[svg_text.index(">") + 1:svg_text.rindex("</svg>")]


def board_svg(game: Game, view: table.View) -> str:
    """The table's middle: the map, and below it the face-up cards, deck, discards and buttons, the officials
    beside them (the legend and the last moves are HTML under the board: :func:`last_moves_html`)."""
    state = game.state
    width, height = MAP_W, MAP_H + STRIP
    svg = Svg(width, height)
    svg.parts.append(_inner(_map_svg(game, view)))
    boxes: dict[str, tuple[float, float, float, float]] = {}
    _centre(svg, state, view, MAP_H, boxes)
    _refused(svg, view, boxes, width)
    return svg.render()


def last_moves_html(view: table.View) -> str:
    """The last moves in words (HTML, wrapped whole; the others' hidden cards stay hidden).

    >>> moves = ((taxis.parse("draw deck"), 1),)
    >>> "blue: drew from the deck</span>" in last_moves_html(table.View(viewer=0, marks=moves))
    True
    """
    if not view.marks:
        return ""
    # the player's colour on a small square, the words in ink (coloured words were too faint to read on white)
    lines = [f"<span>{house_svg(COLOURS[p], p)} "
             f"{escape(player(COLOUR_NAMES[p]))}: "
             f"{escape(describe(move) if view.viewer is None or view.viewer == p else public(move))}</span>"
             for move, p in view.marks[-MAX_MARKS:]]
    heading = escape(_("Last moves"))
    return f"<div class='tutor-taxis-moves'><b>{heading}</b><br>" + "<br>".join(lines) + "</div>"


def _refused(svg: Svg, view: table.View, boxes: dict[str, tuple[float, float, float, float]], width: float) -> None:
    """A refused click on a card, a tile or a button: ringed in red, with the rule's title and the reason by it."""
    if view.error is None or view.error[2] not in boxes:
        return
    hit = view.error[2]
    bx, by, bw, bh = boxes[hit]
    svg.open_group(pointer_events="none")
    svg.rect(bx - 2, by - 2, bw + 4, bh + 4, rx=6, fill="#d00", fill_opacity=0.15, stroke="#d00", stroke_width=3.5,
             class_="refused")
    label = table.refusal_label(view)
    above = by > 16 * (label.count("\n") + 1) + 8
    refusal_note(svg, bx + bw / 2, by - 4 if above else by + bh + 4, label, width, above=above, size=11.5,
                 tip=table.refusal_tip(view))
    svg.close_group()


def _card(svg: Svg, state: State, x: float, y: float, card: str | None, *, hit: str | None = None,
          on: bool = False, chosen: bool = False, w: float = CARD_W, h: float = CARD_H, place: str = "") -> None:
    """A city card (its province's colour, the name, the horses on the back), or a face-down card (None); ``place``
    ends its name for a screen reader ("in your hand")."""
    svg.open_group(**({"data_hit": hit} if hit else {}))
    if card is None:
        svg.title(_("a hidden card"))
        svg.rect(x, y, w, h, rx=4, fill="#5b3a7a", stroke="#2e1a40")
        svg.close_group()
        return
    city = state.map.cities.get(city_of(card))
    colour = "#fffdf3" if city is None or city.free else state.map.provinces[city.province].colour
    where = "" if city is None else _("free city") if city.free else province(state, city.province)
    horses = _(", {n} horses on the back").format(n=horses_of(card)) if horses_of(card) else ""
    svg.title(f"{city_of(card)} ({where})" + horses + (f", {place}" if place else ""))
    svg.rect(x, y, w, h, rx=5, fill="#fffef8", stroke="#1a56db" if chosen else "#e0b000" if on else "#777",
             stroke_width=4 if chosen else 3 if on else 1)
    svg.rect(x + 4, y + 4, w - 8, h * 0.24, rx=3, fill=colour, stroke="#555", stroke_width=0.6)
    name = city_of(card)
    lines = name_lines(name, w)
    for k, line in enumerate(lines):
        svg.text(x + w / 2, y + h * 0.5 + (k - (len(lines) - 1) / 2) * (NAME_SIZE + 1), line, size=NAME_SIZE,
                 font_weight="bold", fill="#222")
    _horses(svg, x + w / 2, y + h - 11, horses_of(card))
    svg.close_group()


def name_lines(name: str, width: float) -> list[str]:
    """A city's name on a card ``width`` wide: one line if it fits at :data:`NAME_SIZE`, else broken at a space or
    hyphen, else split with a hyphen (``Braunschweig`` -> ``Braun-``, ``schweig``).

    >>> name_lines("Ulm", 52), name_lines("Braunschweig", 52), name_lines("Göttingen", 58)
    (['Ulm'], ['Braun-', 'schweig'], ['Göt-', 'tingen'])
    """
    fits = max(int((width - 4) / (NAME_SIZE * 0.56)), 3)
    if len(name) <= fits:
        return [name]
    for sep in (" ", "-"):
        if sep in name:
            head, _s, tail = name.partition(sep)
            return [head + ("-" if sep == "-" else ""), tail]
    vowels = set("aeiouäöüyAEIOUÄÖÜ")
    # between two consonants (not inside ch, ck, sch), as near the middle as possible
    cuts = [i for i in range(2, len(name) - 2) if name[i - 1] not in vowels and name[i] not in vowels
            and name[i] not in "hk" and name[i - 1:i + 1] != "sc"] or [(len(name) + 1) // 2]
    cut = min(cuts, key=lambda i: abs(i - len(name) / 2))
    return [name[:cut] + "-", name[cut:]]


def _horses(svg: Svg, x: float, y: float, count: int) -> None:
    """``count`` horses as brown horseshoe dots, centred on ``x``."""
    for i in range(count):
        hx = x + (i - (count - 1) / 2) * 10
        svg.circle(hx, y, 4, fill="#8b5a2b", stroke="#4a2f18", stroke_width=0.8)


def _tile(svg: Svg, x: float, y: float, w: float, label: str, sub: str, hit: str, on: bool, used: bool,
          chosen: bool) -> None:
    svg.open_group(data_hit=hit)
    svg.title(f"{label}: {sub}")
    fill = "#1a56db" if chosen else "#fff3b0" if on else "#ddd" if used else "#f4f4f4"
    svg.rect(x, y, w, 46, rx=6, fill=fill, stroke="#e0b000" if on else "#999", stroke_width=3 if on else 1)
    ink = "#fff" if chosen else "#222" if on else "#666"
    svg.text(x + w / 2, y + 13, label, size=13, font_weight="bold", fill=ink)
    words = (_("used this turn") if used else sub).split()
    half = (len(words) + 1) // 2 if len(" ".join(words)) * 7.4 > w - 6 else len(words)
    for k, line in enumerate(filter(None, (" ".join(words[:half]), " ".join(words[half:])))):
        svg.text(x + w / 2, y + 28 + 13 * k, line, size=12.5, fill=ink)
    svg.close_group()


def _centre(svg: Svg, state: State, view: table.View, top: float, boxes: dict) -> None:
    """The six face-up cards, the deck and the discard pile, the turn's buttons under them; the officials (2 x 2
    tiles) beside them."""
    on = view.clickable if view.active else frozenset()
    chosen = set(view.selection)
    if view.preview is not None:  # a hint, or the pointer on a choice: its card, deck, button or official framed
        chosen.update(path(view.preview))
    svg.rect(0, top, MAP_W, STRIP, fill="#f4efe4")
    y = top + 6
    step = BIG_W + 5
    for i, card in enumerate(state.display):
        x = 8 + i * step
        hit = f"display:{card}"
        _card(svg, state, x, y, card, hit=hit if view.active else None, on=hit in on, chosen=hit in chosen,
              w=BIG_W, h=BIG_H, place=_("face up"))
        boxes.setdefault(hit, (x, y, BIG_W, BIG_H))
    x = 8 + 6 * step
    for hit, label, count, fill in (("deck", _("deck"), len(state.deck), "#5b3a7a"),
                                    ("discard", _("discards"), len(state.discards), "#eee")):
        lit, picked = hit in on, hit in chosen
        svg.open_group(**({"data_hit": hit} if view.active else {}))
        svg.title(_("the deck: draw its top card") if hit == "deck" else _("the discard pile"))
        svg.rect(x, y, BIG_W, BIG_H, rx=6, fill=fill, stroke="#1a56db" if picked else "#e0b000" if lit else "#777",
                 stroke_width=4 if lit or picked else 1, stroke_dasharray=None if hit == "deck" else "4 3")
        ink = "#fff" if hit == "deck" else "#444"
        lines = label.split(" ", 1) if len(label) > 8 else [label]  # "dobott lapok" on two lines, whole
        for i, line in enumerate(lines):
            svg.text(x + BIG_W / 2, y + 38 + 16 * (i - (len(lines) - 1) / 2) - 4 * (len(lines) - 1), line, size=13,
                     fill=ink, font_weight="bold")
        svg.text(x + BIG_W / 2, y + 62, str(count), size=16, fill=ink)
        svg.close_group()
        boxes[hit] = (x, y, BIG_W, BIG_H)
        x += step
    right = x + 4
    bw = (right - 8 - 12) / 3
    by = y + BIG_H + 8
    for i, (hit, label) in enumerate(BUTTONS):
        bx = 8 + i * (bw + 6)
        lit, picked = hit in on, hit in chosen
        svg.open_group(**({"data_hit": hit} if view.active else {}))
        svg.title(_(label))
        svg.rect(bx, by, bw, 30, rx=7, fill="#123c99" if picked else "#1a56db" if lit else "#e5e5e5",
                 stroke="#123c99" if lit or picked else "#bbb")
        svg.text(bx + bw / 2, by + 15, _(label), size=13, fill="#fff" if lit or picked else "#777", font_weight="bold")
        svg.close_group()
        boxes[hit] = (bx, by, bw, 30)
    width = MAP_W - 8 - right
    officials = [o for o in OFFICIALS if o[0] in state.rules.officials]
    tw = (width - 6) / 2
    for i, (name, hit, sub) in enumerate(officials):
        ox, oy = right + (i % 2) * (tw + 6), y + (i // 2) * 52
        _tile(svg, ox, oy, tw, _official(name), _(sub), hit, hit in on, state.official == name, hit in chosen)
        boxes[hit] = (ox, oy, tw, 46)


def _official(name: str) -> str:
    """An official's name on its tile: as printed in English, capitalised in Hungarian (``Postamester``)."""
    word = official(name)
    return word[:1].upper() + word[1:]


def _step(state: State) -> str:
    if state.over:
        return _("The game is over.")
    if state.drawn == 0 and state.played == 0:
        return _("1. Draw: click a face-up card or the deck.")
    if state.played == 0:
        if state.drawn == 1 and state.official is None:
            return _("2. Play: click a card in your hand (or draw again).")
        return _("2. Play: click a card in your hand.")
    if len(state.hands[state.player]) > HAND_LIMIT:
        return _("3. Keep {n} cards: click cards to discard.").format(n=HAND_LIMIT)
    return _("3. Close the route (click its cities) or end the turn.")


def _stack_title(state: State, stack: Any) -> str:
    """A bonus stack's short name in the seats' list (``route 5``, ``Bremen``, the provinces)."""
    if get_language() == "en":
        return stack.title.replace("Route of ", "route ").replace("Free city ", "").replace(" or more", "+")
    if stack.kind == "route":
        return (_("route {n}+") if stack.title.endswith(" or more") else _("route {n}")).format(n=stack.length)
    if stack.kind == "free-city":
        return city_word(stack.city) if stack.city else tile_title(stack.title)
    if stack.kind == "provinces":
        return " + ".join(province(state, p) for p in stack.provinces)
    return tile_title(stack.title)


def _stack_lines(state: State, stack: Any, left: Sequence[int]) -> list[str]:
    """A bonus stack in the seats' list, whole, on as many lines as it needs (``Mecklenburg +``, ``Hannover: 3 (3)``).

    >>> g = taxis.new_game(players=2, seed=1)
    >>> [_stack_lines(g.state, s, l) for s, l in zip(g.state.bonus.stacks, g.state.stacks)][:1]
    [['route 5: 2 (2)']]
    """
    title = _stack_title(state, stack)
    return wrap(f"{title}: {left[0]} ({len(left)})" if left else f"{title}: —", 23)



def seats_svg(game: Game, view: table.View, step: str | None = None, seats: Sequence[int] | None = None,
              stacks: bool = True) -> str:
    """Every seat (hand, horses, houses, carriage, score), then the bonus tiles left.

    For an exercise on the position: ``step`` replaces the line at the top (what to do now), ``seats`` draws only
    those seats, ``stacks=False`` leaves the bonus tiles out.

    >>> g = taxis.scenario(players=2, hands=["Ulm Stuttgart", ""])
    >>> small = seats_svg(g, table.View(viewer=0), step="Red's cards:", seats=[0], stacks=False)
    >>> "Red's cards:" in small, "blue" in small, "Bonus tiles" in small, "Bonus tiles" in seats_svg(g, table.View(0))
    (True, False, False, True)
    """
    state = game.state
    n = state.players
    drawn = list(range(n)) if seats is None else list(seats)
    totals = scores(state)
    on = view.clickable if view.active else frozenset()
    chosen = set(view.selection)
    boxes: dict[str, tuple[float, float, float, float]] = {}
    shown = [view.viewer is None or view.viewer == p for p in range(n)]
    horse_h = 26 if state.rules.horses else 0
    heights = {p: 20 + 15 * len(_facts(state, p)) + (CARD_H if shown[p] else BACK_H) + horse_h + 10 for p in drawn}
    columns = 2
    cells = [_stack_lines(state, stack, left) for stack, left in zip(state.bonus.stacks, state.stacks, strict=True)]
    rows = [max(len(c) for c in cells[i:i + columns]) for i in range(0, len(cells), columns)]
    stacks_h = 22 + 15 * sum(rows) + 4 * len(rows) if stacks else 0
    me = state.player
    if step is None:
        step = _step(state) if view.active or state.over else \
            _("{player} is playing.").format(player=player(COLOUR_NAMES[me]))
    said = wrap(step, 44)  # the step to take now, whole on as many lines as it needs
    height = 24 + 17 * (len(said) - 1) + sum(heights.values()) + stacks_h + 6
    svg = Svg(SIDE_WIDTH, height)
    for k, line in enumerate(said):
        svg.text(6, 12 + 17 * k, line, size=13.5, anchor="start", font_weight="bold", fill="#123c99")
    y = 24 + 17 * (len(said) - 1)
    for p in drawn:
        svg.open_group(class_="seat seat-to-move" if p == me and not state.over else "seat")
        _seat(svg, state, view, p, y, heights[p], totals[p]["total"], on, chosen, boxes, shown[p])
        svg.close_group()
        y += heights[p]
    if stacks:
        svg.text(6, y + 8, _("Bonus tiles left: top value (how many)"), size=12, anchor="start", font_weight="bold")
        sy = y + 24
        for r, height in enumerate(rows):
            for i, lines in enumerate(cells[r * columns:(r + 1) * columns]):
                left = state.stacks[r * columns + i]
                for k, line in enumerate(lines):
                    svg.text(6 + i * (SIDE_WIDTH / columns), sy + 15 * k, line, size=12, anchor="start",
                             fill="#333" if left else "#888")
            sy += 15 * height + 4
    _refused(svg, view, boxes, SIDE_WIDTH)
    return svg.render()


def _facts(state: State, p: int) -> list[str]:
    """A seat's counts in words, wrapped to the seats' width: the houses left to build (each -1 point at the end,
    which is why every score starts below zero), the carriage, the bonus tiles and the route.

    >>> _facts(taxis.new_game(players=2, seed=1).state, 0)
    ['20 houses left to build: -1 point each at the end', 'no carriage yet · bonus 0 pts · route 0 cards']
    """
    houses = state.houses_left(p)
    facts = [ngettext("{n} house left to build: -1 point each at the end",
                      "{n} houses left to build: -1 point each at the end", houses).format(n=houses)]
    if state.rules.carriages:
        c = state.carriages[p]
        facts.append(_("carriage {c} ({n} pts)").format(c=c, n=CARRIAGES[c][0]) if c else _("no carriage yet"))
    facts.append(_("bonus {n} pts").format(n=sum(v for _t, v in state.tiles[p])))
    length = len(state.routes[p])
    facts.append(ngettext("route {n} card", "route {n} cards", length).format(n=length))
    return [facts[0], *wrap(" · ".join(facts[1:]), 52)]


def _seat(svg: Svg, state: State, view: table.View, p: int, y: float, seat_h: float, total: int,
          on: frozenset[str], chosen: set[str], boxes: dict, shown: bool) -> None:
    to_move = p == state.player and not state.over
    if to_move:
        svg.rect(1, y - 2, SIDE_WIDTH - 2, seat_h - 4, rx=6, fill="#fff8d6", stroke="#e0b000", stroke_width=1.5)
    seat_square(svg, 6, y + 4, 14, COLOURS[p], p)
    who = player(view.names[p] if view.names else COLOUR_NAMES[p])
    seat = f" ({seat_word(view.seats[p])})" if view.seats else ""
    svg.text(26, y + 11, f"{'▶ ' if to_move else ''}{who}{seat}", size=13, anchor="start", font_weight="bold")
    svg.open_group(class_="score")
    svg.title(_("the score if the game ended now: every house not yet built counts -1 point"))
    svg.text(SIDE_WIDTH - 6, y + 11, _("now: {n} pts").format(n=total), size=13, anchor="end", font_weight="bold")
    svg.close_group()
    lines = _facts(state, p)
    for k, line in enumerate(lines):
        svg.text(6, y + 27 + 15 * k, line, size=12, anchor="start", fill="#333")
    hand = state.hands[p]
    cy = y + 20 + 15 * len(lines)
    live = to_move and view.active
    if not shown:
        for i in range(min(len(hand), 12)):
            _card(svg, state, 6 + i * (BACK_W + 3), cy, None, w=BACK_W, h=BACK_H)
        svg.text(6 + min(len(hand), 12) * (BACK_W + 3) + 4, cy + BACK_H / 2,
                 ngettext("{n} card (hidden)", "{n} cards (hidden)", len(hand)).format(n=len(hand)), size=12,
                 anchor="start", fill="#555")
    else:
        fit = int((SIDE_WIDTH - 8) // (CARD_W + 3))
        cw = CARD_W if len(hand) <= fit else (SIDE_WIDTH - 8) / len(hand) - 3
        for i, card in enumerate(hand):
            x = 4 + i * (cw + 3)
            hit = f"hand:{card}"
            _card(svg, state, x, cy, card, hit=hit if live else None, on=live and hit in on, chosen=hit in chosen,
                  w=cw, place=_("in your hand") if live else _("in {player}'s hand").format(player=who))
            if live:
                boxes.setdefault(hit, (x, cy, cw, CARD_H))
        if not hand:
            svg.text(6, cy + CARD_H / 2, _("no cards in hand"), size=12, anchor="start", fill="#666")
    if state.rules.horses:
        hy = cy + (CARD_H if shown else BACK_H) + 4
        lit = live and "horses" in on
        svg.open_group(**({"data_hit": "horses"} if live else {}))
        svg.title(_("the horses before the carriage: a card laid here counts the horses on its back"))
        svg.rect(4, hy, SIDE_WIDTH - 8, 22, rx=4, fill="#fff3b0" if lit else "#f6f0e6",
                 stroke="#e0b000" if lit else "#c9bfa3", stroke_width=2.5 if lit else 1)
        backs = [horses_of(c) for c in state.horses[p]]
        fronts = ", ".join(city_of(c) for c in state.horses[p]) if shown and state.horses[p] else ""
        text = _("horses: carriage {n}").format(n=CARRIAGE_HORSES) + "".join(f" + {b}" for b in backs) + \
            f" = {state.horse_count(p)}" + (f" ({fronts})" if fronts else "")
        svg.text(10, hy + 11, text + (_("  ◀ lay a card here") if lit else ""), size=12, anchor="start")
        svg.close_group()
        if live:
            boxes["horses"] = (4, hy, SIDE_WIDTH - 8, 22)


def stacks_html(state: State) -> str:
    """The bonus tiles left, as HTML under the seats (wrapped whole): each stack's top value and how many are left.

    >>> "route 5: 2 (2)" in stacks_html(taxis.new_game(players=2, seed=1).state)
    True
    """
    items = []
    for stack, left in zip(state.bonus.stacks, state.stacks, strict=True):
        text = f"{_stack_title(state, stack)}: {left[0]} ({len(left)})" if left else f"{_stack_title(state, stack)}: —"
        items.append(f"<li style='color:{'#222' if left else '#777'}'>{escape(text)}</li>")
    return (f"<div class='tutor-taxis-stacks'><b>{escape(_('Bonus tiles left: top value (how many)'))}</b>"
            f"<ul>{''.join(items)}</ul></div>")


def table_seats_svg(game: Game, view: table.View) -> str:
    """The table's seats: the bonus tiles are listed in HTML beside them (:func:`stacks_html`), which keeps the
    seat to move in the window at 1024 x 768."""
    return seats_svg(game, view, stacks=False)


SPEC = table.TableSpec(
    module=taxis, path=path, board_svg=board_svg, seats_svg=table_seats_svg, bot=lambda seed: GreedyBot(seed=seed),
    levels=search.bot, attempt=attempt,
    instant=lambda move: isinstance(move, (Draw, Administrator, Route, Horse, Discard, End)), describe=describe,
    hint=N_("Click a card, a tile or a city: the yellow ones are open to you."),
    example="route Ulm", file_stem="taxis", narrowing=narrowing, hand_word="cards",
    # a bot's reason may name its hand and its horse cards: hidden unless all hands are shown
    bot_text=lambda move, reason, everything: worded(move, reason, describe) if everything else public(move),
    variant_label=variant_label, connections=connections, hit_labels=hit_labels, public=public)


class Table(table.Table):
    """Thurn und Taxis' game table: you (and any other human seats) against greedy bots."""

    spec = SPEC

    def _layout(self) -> Any:
        """The shared layout, the map given most of the width (the seats' column narrower) and the window's height;
        under the map the last moves and the legend in HTML, wrapped whole."""
        tabs = super()._layout()
        board, side = tabs.children[0].children
        board.layout.flex = "3 1 560px"
        side.add_class("tutor-taxis-side")
        board.add_class("tutor-taxis-board")
        board.children = (*board.children, self.notes)
        rows = list(side.children)
        buttons = [r for r in rows if isinstance(r, widgets.HBox) and {self.confirm_button, self.undo_button} &
                   set(r.children)]
        at = rows.index(self.hands)
        side.children = (*[r for r in rows[:at] if r not in buttons], *buttons, self.hands, self.stacks,
                         *[r for r in rows[at + 1:] if r not in buttons])
        return tabs

    def refresh(self) -> None:
        """Redraw; the end screen also says what triggered the end (a move of the last round, not the last one)."""
        if not hasattr(self, "notes"):
            self.notes, self.stacks = widgets.HTML(), widgets.HTML()
            self.notes.add_class("tutor-taxis-notes")
            self.stacks.add_class("tutor-taxis-notes")
        state = self.game.state
        self.stacks.value = stacks_html(state)
        colours = {COLOUR_NAMES[p]: COLOURS[p] for p in range(state.players)}
        self.notes.value = last_moves_html(self.view()) + legend_html(state.map, colours)
        super().refresh()
        if self.game.is_over:
            self.end.value = self.end.value.replace("<p>", f"<p>{end_trigger(self.game)}", 1)


def end_trigger(game: Game) -> str:
    """Why the last round was played out: the ``.end.`` sentences of the moves before the last (HTML).

    >>> g = taxis.scenario(players=2, hands=["Ulm", ""], routes=["Augsburg München Ingolstadt", ""], drawn=1,
    ...                    houses=["Passau Regensburg Kempten Innsbruck Salzburg Linz Budweis Pilsen Würzburg "
    ...                            "Mannheim Carlsruhe Stuttgart Sigmaringen Freiburg Basel Zürich Lodz", ""])
    >>> g.play_many(["route Ulm", "close Augsburg Ingolstadt München"])
    >>> end_trigger(g)
    "red triggers the end: the round is played out. <span class='tutor-rule' title='From the base game&#x27;s \
rules, not in this rulebook. (taxis.end.trigger-base)' style='color:#666'>(Carriage 7 or the last house · <i \
style='color:#7c2d12'>from the base game</i>)</span><br>"
    """
    found = [(r, s) for i in range(max(0, len(game.history) - 60), len(game.history) - 1 if game.is_over else
                                   len(game.history))
             for r, s in game.explain(i) if ".end." in r]
    return "".join(f"{escape(s)} {table.rule_note(r, game.engine.rules)}<br>" for r, s in dict.fromkeys(found))

