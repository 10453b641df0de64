"""La Loire's game table: play by clicking your pieces, the places they go to and what they do there (see
:mod:`tutor.table`).

Each click keeps only the legal moves that go on with it (``legal_moves()`` stays the single source of truth):

=====================  ==========================================================
move                   clicks
=====================  ==========================================================
travel                 your merchant or messenger (on the board, or its button under it), then a ringed place; the horse
                       buttons (*keep*, *+1*, *leave 1* ...) change which places are ringed. A place ringed only
                       with other horses is taken with them. Blacksmith: a ringed loose horse after the place
buy, sell              the good in *your choices* (sell: then how many, if more than one)
boat passage           the ringed river space your boat sails to (or its button)
build                  *build farm / monastery / castle*, then the ringed village (*pay 2 deniers* with Patronus)
palace, hire           the palace button; *hire a character…*, then the character card
message                the level's deck, then (Spy, Ducal Palace) the card to keep
deliver, recall        the message card in your hand; its *recall* button
circus                 the ringed village the circus moves to
income, end            their buttons
=====================  ==========================================================

>>> t = Table(players=2, seed=1)
>>> sorted(t.narrowing.next_hits)
['piece:merchant', 'piece:messenger']
>>> t.click("piece:merchant"); t.narrowing.selection  # the piece, keeping its horses
('piece:merchant', 'horses:+0')
>>> before = t.game.state
>>> t.click("Blois")  # too far: refused with the rule, nothing played
>>> "loire.move.steps" in t.message.value, t.game.state is before
(True, True)
"""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets as widgets

import loire
from loire import search, words
from loire.bots import GreedyBot
from loire.cards import CHARACTERS
from loire.moves import (
    Boat,
    Build,
    Buy,
    BuyMessage,
    Circus,
    Deliver,
    End,
    Hire,
    Income,
    Move,
    Palace,
    Recall,
    Sell,
    Travel,
)
from loire.render import GOOD_FILL, PLAYER_FILL, SHIELD_FILL, SHIELD_MARK, WIDTH, render
from loire.routes import ends
from loire.rulebook import RULES
from loire.rules import BUILD_COST, MESSAGES_TO_END, PASSAGES, SOLO_ROUNDS, build_cost, hire_cost, message_price
from loire.scoring import LABELS, breakdown
from loire.scoring import label as score_label
from loire.state import AHEAD, CARDS, GOODS, PIECES, PLACE_INDEX, PLAYER_COLOURS, ROADS, VILLAGES, State
from loire.words import describe
from tutor import table
from tutor.bots import worded
from tutor.game import Game
from tutor.i18n import N_, NP_, _, ngettext, pgettext, player
from tutor.svg import Svg, ink, mark, num, seat_square, wrap

__all__ = ["Table", "SPEC", "path", "attempt", "describe", "jump"]

SIDE_WIDTH = 360
_SEATS = (NP_("seat", "human"), NP_("seat", "bot"))  # who plays a seat, as the table's view names it
_VARIANTS = (NP_("variant", "standard"), NP_("variant", "casual"))  # the new-game tab's menu (tutor.table)
CHAR_FILL = {"yellow": "#f4d03f", "red": "#c0392b", "green": "#27ae60", "blue": "#2b5cb8"}


def path(move: Move) -> tuple[str, ...]:
    """The clicks that choose ``move``.

    >>> path(loire.parse("merchant +1 Saumur")), path(loire.parse("messenger +1 Tours smith Blois"))
    (('piece:merchant', 'horses:+1', 'Saumur'), ('piece:messenger', 'horses:+1', 'Tours', 'smith:Blois'))
    >>> path(loire.parse("sell wine 2")), path(loire.parse("boat 2")), path(loire.parse("build castle Saumur"))
    (('sell:wine', 'count:2'), ('boat:2',), ('build:castle', 'Saumur'))
    >>> path(loire.parse("hire Banker"))
    ('hire', 'hire:Banker')
    >>> path(loire.parse("message 2 blue+red")), path(loire.parse("circus Tours")), path(loire.parse("end"))
    (('message:2', 'card:blue+red'), ('Tours',), ('end',))
    """
    if isinstance(move, Travel):
        return (f"piece:{move.piece}", f"horses:{move.change:+d}", move.to,
                *((f"smith:{move.smith}",) if move.smith else ()))
    if isinstance(move, (Buy, Sell)):
        head = f"{'buy' if isinstance(move, Buy) else 'sell'}:{move.good}"
        return (head,) if move.count == 1 else (head, f"count:{move.count}")
    if isinstance(move, Boat):
        return (f"boat:{move.spaces}",)
    if isinstance(move, Build):
        return (f"build:{move.kind}", move.village, *(("pay:deniers",) if move.patronus else ()))
    if isinstance(move, Palace):
        return (f"palace:{move.kind}:{move.city}",)
    if isinstance(move, Hire):
        return ("hire", f"hire:{move.name}")
    if isinstance(move, BuyMessage):
        return (f"message:{move.level}", *((f"card:{move.card}",) if move.card else ()))
    if isinstance(move, (Deliver, Recall)):
        return (f"{'deliver' if isinstance(move, Deliver) else 'recall'}:{move.card}",)
    if isinstance(move, Circus):
        return (move.village,)
    return ("income",) if isinstance(move, Income) else ("end",)


def _first_step(state: State, piece: str) -> str:
    """A place one step ahead of ``piece`` (to name the rule that stops it moving)."""
    here = state.me.piece(piece)
    return AHEAD[here.place, here.toward or ROADS[0]][0]


def attempt(game: Game, selection: tuple[str, ...], hit: str) -> Move | None:
    """The move a refused click tried, so that the engine can name the rule it breaks (None: no move at all).

    >>> g = loire.new_game(players=2, seed=1)
    >>> attempt(g, ("piece:merchant", "horses:+0"), "Blois"), attempt(g, (), "end"), attempt(g, (), "sell:wine")
    (loire.parse('merchant Blois'), loire.parse('end'), loire.parse('sell wine'))
    """
    state = game.state
    kind, _sep, what = hit.partition(":")
    if hit in PLACE_INDEX:
        head = selection[0] if selection else ""
        if head.startswith("build:"):
            return Build(head.removeprefix("build:"), hit)
        if state.turn.pending:
            return Circus(hit)
        piece = head.removeprefix("piece:") if head.startswith("piece:") else next(
            (p for p in ("merchant", "messenger") if p not in state.turn.moved), "merchant")
        change = int(selection[1].removeprefix("horses:")) if len(selection) > 1 and \
            selection[1].startswith("horses:") else 0
        return Travel(piece, hit, change)
    simple: dict[str, Any] = {"end": End, "income": Income}
    if hit in simple:
        return simple[hit]()
    if kind == "piece":
        return Travel(what, _first_step(state, what))
    makers: dict[str, Any] = {"sell": Sell, "buy": Buy, "hire": Hire, "deliver": Deliver, "recall": Recall}
    if kind in makers:
        return makers[kind](what)
    if kind in ("boat", "message") and what.isdigit():
        return Boat(int(what)) if kind == "boat" else BuyMessage(int(what))
    if kind == "build":
        merchant = state.me.merchant.place
        return Build(what, merchant if merchant in VILLAGES else VILLAGES[0])
    if kind == "palace":
        palace, _sep, city = what.rpartition(":")
        return Palace(palace, city)
    return None


def name_of(names: tuple[str, ...] | list[str], p: int) -> str:
    """Seat ``p``'s name: a colour (the default name) in the current language, any other name as given.

    >>> name_of(("red", "Anna"), 0), name_of(("red", "Anna"), 1)
    ('red', 'Anna')
    """
    name = names[p] if names else PLAYER_COLOURS[p]
    return words.colour(name) if name == PLAYER_COLOURS[p] else name


# -- the board ---------------------------------------------------------------------------------------


def _where(before: State, move: Move) -> str | None:
    """The place a move happened at (for the marks of the last moves)."""
    if isinstance(move, Travel):
        return move.to
    if isinstance(move, (Circus, Build)):
        return move.village
    if isinstance(move, Income):
        return before.me.merchant.place
    if before.turn.acting is not None and not isinstance(move, (End, Recall)):
        return before.me.piece(before.turn.acting).place
    return None


def _short(move: Move) -> str:
    if isinstance(move, Travel):
        return words.piece(move.piece)
    return describe(move)  # in words, in the current language (not the notation), whole


def _route(state: State, move: Travel) -> list[str]:
    """The places a travel passes, from its start to where it stops."""
    piece = state.me.piece(move.piece)
    for head in (ROADS if piece.toward is None else (piece.toward,)):
        ahead = AHEAD[piece.place, head]
        if move.to in ahead:
            return [piece.place, *ahead[:ahead.index(move.to) + 1]]
    return []


def board_svg(game: Game, view: table.View) -> str:
    """The board with clickable places and pieces, the route previewed, the last moves and a refused click."""
    state = game.state
    since = len(game.history) - len(view.marks)
    marks = []
    for i, (move, p) in enumerate(view.marks):
        place = _where(game.states[since + i], move)
        if place is not None and p is not None:
            marks.append((place, PLAYER_FILL[PLAYER_COLOURS[p]], _short(move)))
    error = None
    if view.error is not None:
        tried, rule, hit = view.error
        spot = hit if hit in PLACE_INDEX or hit.startswith(("piece:", "boat:")) else \
            (tried.to if isinstance(tried, Travel) else getattr(tried, "village", None))
        if spot is not None:
            error = (spot, table.refusal_label(view), table.refusal_tip(view))
    route = _route(state, view.preview) if isinstance(view.preview, Travel) and view.active else None
    board = render(state, title=_title(game, view), hits=True, clickable=sorted(view.clickable),
                   chosen=view.selection, marks=marks, error=error, panel=False, path=route,
                   network=view.overlay)
    # under the map: the choices on the left, the seat to move on the right (money, goods, characters, messages),
    # so that a pupil sees the board, what they may do and what they hold together, without scrolling
    seat = None if state.over else _Panel(view)
    strip = _Panel(view, WIDTH - (SIDE_WIDTH + 8 if seat is not None else 0))
    _choices(strip, game)
    if seat is not None:
        _seat(seat, game, state.player)
    height = float(board.split('height="', 1)[1].split('"', 1)[0])
    whole = Svg(WIDTH, height + max(strip.y, seat.y if seat is not None else 0) + 4)
    whole.parts.append(board)
    whole.open_group(transform=f"translate(0 {num(height)})", class_="choices")
    whole.parts.extend(strip.svg.parts)
    whole.close_group()
    if seat is not None:
        whole.open_group(transform=f"translate({num(WIDTH - SIDE_WIDTH - 4)} {num(height)})", class_="seat-to-move")
        whole.parts.extend(seat.svg.parts)
        whole.close_group()
    return whole.render()


def _title(game: Game, view: table.View) -> str:
    state = game.state
    if state.over:
        return _("Game over")
    name = name_of(view.names, state.player)
    if not state.turn.moved:
        return _("{player} to play: move the merchant and the messenger").format(player=name)
    return _("{player} to play: {pieces} moved").format(
        player=name, pieces=words.joined([words.piece(p) for p in state.turn.moved]))


# -- the seats and the choices -----------------------------------------------------------------------


class _Panel:
    """The side drawing, built top down; its height is known at the end."""

    def __init__(self, view: table.View, width: float = SIDE_WIDTH) -> None:
        self.svg = Svg(width, 10)
        self.view = view
        self.width = width
        self.y = 6.0
        self.legal: frozenset[str] = view.clickable
    def button(self, x: float, hit: str, label: str, on: bool, fill: str = "#1a56db", w: float | None = None,
               tip: str | None = None, h: float = 28, legal: bool = True) -> float:
        """A button at (x, self.y); returns the x after it. ``on``: clickable (``data-hit``); ``legal``: a legal
        choice now (filled), else only clickable to learn why not (outlined)."""
        svg, view = self.svg, self.view
        w = w or 7.2 * len(label) + 18
        chosen = hit in view.selection
        error = view.error is not None and view.error[2] == hit
        on = on or (chosen and view.active)
        svg.open_group(**({"data_hit": hit} if on else {}), class_="button")
        svg.title(f"{label}: {tip}" if tip and tip != label else label)  # the words shown, then why
        filled = on and (legal or chosen)
        svg.rect(x, self.y, w, h, rx=6, fill=fill if filled else "#ffffff" if on else "#ececec",
                 stroke="#d00000" if error else "#000000" if chosen else fill if on else "#bbb",
                 stroke_width=4 if error or chosen else 1.5)
        svg.text(x + w / 2, self.y + h / 2, label, size=12.5, fill="#fff" if filled else fill if on else "#999",
                 font_weight="bold")
        svg.close_group()
        return x + w + 6

    def buttons(self, items: list[tuple[str, str, bool, str, str | None]], h: float = 28) -> None:
        """A wrapped row of buttons: (hit, label, on, fill, tooltip); those not among the clicks that go on now
        are outlined (a click on them says which rule forbids it)."""
        x = 8.0
        for hit, label, on, fill, tip in items:
            w = 7.2 * len(label) + 18
            if x + w > self.width - 4 and x > 8:
                x, self.y = 8.0, self.y + h + 6
            x = self.button(x, hit, label, on, fill, w, tip, h, legal=hit in self.legal)
        if items:
            self.y += h + 8

    def text(self, text: str, size: float = 12, **attrs: Any) -> None:
        """A line of text, wrapped to the panel's width (never cut)."""
        for line in wrap(text, int((self.width - 16) / (size * 0.56))):
            self.svg.text(8, self.y + size / 2 + 1, line, size=size, anchor="start", **attrs)
            self.y += size + 4
        self.y += 2


def _power(name: str) -> str:
    """A character's power: the first sentence of its rule's explanation, whole (the card wraps it).

    >>> "…" in " ".join(_power(n) for n in CHARACTERS)
    False
    """
    rule = RULES.get(CHARACTERS[name].rule_id)
    return rule.explanation.split(". ")[0].rstrip(".") if rule else ""



def _card_chips(svg: Svg, x: float, y: float, code: str, done: tuple[str, ...], state: State) -> float:
    """A message card's target: colour chips (ticked when a cube made that stop) or a village / city name."""
    card = CARDS[code]
    if card.level in (2, 3):
        made = {state.shield(v) for v in done}
        for colour in card.target:
            svg.rect(x, y - 7, 14, 14, rx=2, fill=SHIELD_FILL[colour], stroke="#333", stroke_width=1)
            if colour in made:
                svg.text(x + 7, y, "✓", size=12, fill="#000" if colour in ("white", "yellow") else "#fff",
                         font_weight="bold")
            else:  # the colour's mark, as on the shields and the market
                mark(svg, x + 2, y - 5, 10, SHIELD_MARK[colour], ink(SHIELD_FILL[colour]))
            x += 17
        return x
    label = card.target if card.level == 1 else f"{card.target} ({words.message_type(card.type)})"
    svg.text(x, y, str(label), size=12, anchor="start")
    return x + 7 * len(str(label))


def _seat(panel: _Panel, game: Game, p: int) -> None:
    """One player's public belongings: money, boat, horses, goods, characters, palaces, messages."""
    state, view, svg = game.state, panel.view, panel.svg
    player = state.players[p]
    colour = PLAYER_COLOURS[p]
    to_move = p == state.player and not state.over
    top = panel.y
    mine = to_move and view.active
    name = name_of(view.names, p)
    seat = f" ({pgettext('seat', view.seats[p])})" if view.seats else ""
    seat_square(svg, 8, panel.y + 2, 16, PLAYER_FILL[colour], p)
    svg.text(30, panel.y + 10, f"{'▶ ' if to_move else ''}{name}{seat}", size=14, anchor="start", font_weight="bold")
    points = breakdown(state, p)["total"]
    svg.text(SIDE_WIDTH - 8, panel.y + 10, ngettext("{n} point", "{n} points", points).format(n=points), size=13,
             anchor="end",
             font_weight="bold")
    panel.y += 22
    panel.text(_("{money} deniers · boat on space {boat} · horses: merchant {merchant}, messenger {messenger}").format(
        money=player.money, boat=player.boat, merchant=player.merchant.horses, messenger=player.messenger.horses))
    x = 8.0
    for i, good in enumerate(GOODS):
        n = player.goods[i]
        hit = f"sell:{good}"
        on = mine and (hit in view.clickable or n > 0)
        svg.open_group(**({"data_hit": hit} if on else {}), class_="good")
        svg.title(f"{n} {words.good(good)}" + (_(" — click to sell") if on else ""))
        svg.rect(x, panel.y, 64, 24, rx=5, fill=GOOD_FILL[good], opacity=1 if n else 0.3,
                 stroke="#ffd400" if hit in view.clickable and mine else "#333",
                 stroke_width=3 if hit in view.clickable and mine else 0.8)
        svg.text(x + 32, panel.y + 12, f"{n} {words.good(good)}", size=12, font_weight="bold",
                 fill="#222" if good in ("grain", "cheese") else "#fff")
        svg.close_group()
        x += 69
    panel.y += 30
    for char in sorted(player.characters):
        info = CHARACTERS[char]
        rule = RULES.get(info.rule_id)
        svg.open_group(class_="character")
        svg.title(f"{words.character(char)}: {rule.explanation if rule else ''}")
        lines = wrap(_power(char), 52)
        h = 18 + 15 * len(lines)
        svg.rect(8, panel.y, SIDE_WIDTH - 16, h, rx=3, fill="#fbf7ea", stroke="#b9a77a", stroke_width=0.8)
        svg.rect(8, panel.y, 6, h, fill=CHAR_FILL[info.colour.value])
        svg.text(18, panel.y + 9, words.character(char), size=12, anchor="start", font_weight="bold")
        for k, line in enumerate(lines):
            svg.text(18, panel.y + 24 + 15 * k, line, size=11.5, anchor="start", fill="#333")
        svg.close_group()
        panel.y += h + 3
    names = [f"{words.palace(k)} {c}" for k, c in sorted(player.palaces)]
    for i in range(0, len(names), 2):
        panel.text((_("palaces: ") if not i else "") + ", ".join(names[i:i + 2]), size=12)
    for code, done in zip(player.hand, player.progress, strict=True):
        card = CARDS[code]
        hit = f"deliver:{code}"
        on = mine
        svg.open_group(**({"data_hit": hit} if on else {}), class_="message")
        cubes = _("; cubes at {places}").format(places=", ".join(done)) if done else ""
        svg.title(_("level-{level} message {card} ({type})").format(level=card.level, card=words.card(code),
                                                                    type=words.message_type(card.type))
                  + cubes + (_(" — click to deliver") if on else ""))
        lit = mine and hit in view.clickable
        svg.rect(8, panel.y, SIDE_WIDTH - 96, 24, rx=5, fill="#fffdf5", stroke="#ffd400" if lit else "#8a7a50",
                 stroke_width=3 if lit else 1)
        svg.text(16, panel.y + 12, f"✉ {card.level}", size=12, anchor="start", font_weight="bold")
        end = _card_chips(svg, 46, panel.y + 12, code, done, state)
        if done:
            svg.text(end + 4, panel.y + 12, ngettext("{n} cube", "{n} cubes", len(done)).format(n=len(done)), size=12,
                     anchor="start")
        svg.close_group()
        if done:
            panel.button(SIDE_WIDTH - 84, f"recall:{code}", _("recall"), mine, "#8a5a00", 76,
                         _("take back this message's cubes (its progress is lost)"), 24)
        panel.y += 28
    built = state.built(p)
    panel.text(_("delivered {n} · buildings: {farm} farm, {monastery} monastery, {castle} castle").format(
        n=len(player.delivered), farm=built["farm"], monastery=built["monastery"], castle=built["castle"]),
        size=12, fill="#444")
    svg.rect(3, top - 3, SIDE_WIDTH - 6, panel.y - top + 2, rx=7, fill="none",
             stroke="#e0b000" if to_move else "#ccc", stroke_width=2.5 if to_move else 1)
    panel.y += 8


def _choices(panel: _Panel, game: Game) -> None:
    """The buttons for the choices that are not on the board (only legal ones are coloured)."""
    state, view = game.state, panel.view
    on = view.clickable if view.active else frozenset()
    if view.active and view.selection:  # the first clicks stay on offer: a click there changes the choice
        on = on | {path(m)[0] for m in game.legal_moves()}
    panel.legal = frozenset(on)
    me = state.me
    if state.over:
        return
    who = name_of(view.names, state.player)
    panel.text((_("Your choices ({player})") if view.active else _("{player}'s choices (not yours to click now)"))
               .format(player=who), size=13, font_weight="bold")
    moves: list[tuple[str, str, bool, str, str | None]] = [
        (f"piece:{p}", _("move the {piece}").format(piece=words.piece(p)), f"piece:{p}" in on,
         PLAYER_FILL[PLAYER_COLOURS[state.player]], None)
        for p in ("merchant", "messenger") if p not in state.turn.moved]
    if view.active and view.selection[:1] and view.selection[0].startswith("piece:"):
        piece = view.selection[0][6:]
        now = me.piece(piece).horses
        horses = sorted({f"horses:{m.change:+d}" for m in game.legal_moves() if isinstance(m, Travel)
                         and m.piece == piece}, key=lambda h: int(h[7:]))
        moves += [(h, _horse_label(int(h[7:]), now), True, "#8b4513", _("the horses the team travels with: more "
                                                                         "horses, further")) for h in horses]
    moves += [(h, _("horse from {place}").format(place=h[6:]), True, "#8b4513", _("the Blacksmith's horse"))
              for h in sorted(on) if h.startswith("smith:")]
    panel.buttons(moves)
    acts: list[tuple[str, str, bool, str, str | None]] = []
    acts += [(h, _("buy {good}").format(good=words.good(h[4:])), True, "#6b4a2a", None) for h in sorted(on)
             if h.startswith("buy:")]
    acts += [(h, _("sell {good}").format(good=words.good(h[5:])), True, "#6b4a2a", None) for h in sorted(on)
             if h.startswith("sell:")]
    acts += [(h, _("{n} of them").format(n=h[6:]), True, "#555", None) for h in sorted(on) if h.startswith("count:")]
    acts += [(f"boat:{n}", _("sail {n} ({cost})").format(n=n, cost=deniers(cost)), True, "#2a7ab8",
              _("pay for river passage")) for n, cost in PASSAGES.items() if f"boat:{n}" in on]
    acts += [(f"build:{k}", _("build {kind} ({cost}, {wood} wood)").format(
        kind=words.building(k), cost=deniers(build_cost(state, k)[0]), wood=BUILD_COST[k][1]), True, "#6d5d3a", None)
        for k in ("farm", "monastery", "castle") if f"build:{k}" in on]
    acts += [(h, _("pay 2 deniers, no wood"), True, "#6d5d3a", words.character("Patronus")) for h in sorted(on)
             if h == "pay:deniers"]
    acts += [(h, _("buy the palace {palace} of {city}").format(palace=words.palace(h[7:].rpartition(":")[0]),
                                                              city=h.rpartition(":")[2]), True, "#7d3c98", None)
             for h in sorted(on) if h.startswith("palace:")]
    acts += [("hire", _("hire a character…"), True, "#a0522d", _("the characters you may hire here"))] * ("hire" in on)
    acts += [(f"message:{lv}", _("✉ {level}: {cost}").format(level=lv, cost=deniers(message_price(state, lv))),
              view.active,
              "#1a56db", _("buy a level-{level} message for {price} deniers ({n} left)").format(
                  level=lv, price=message_price(state, lv), n=len(state.decks[lv - 1]))) for lv in (1, 2, 3, 4)]
    acts += [(h, _("keep {card}").format(card=words.card(h[5:])), True, "#1a56db", _("the card to keep"))
             for h in sorted(on) if h.startswith("card:")]
    acts += [(h, _("deliver the message {card}").format(card=words.card(h[8:])), True, "#1a56db", None)
             for h in sorted(on) if h.startswith("deliver:")]
    acts += [("income", _("take 1 denier (income)"), True, "#b8860b",
              _("under 5 deniers with the merchant in a city: 1 denier instead of a turn"))] * ("income" in on)
    acts += [("end", _("end the turn"), view.active, "#2e7d32", _("both pieces have moved"))]
    panel.buttons(acts)
    _hire_cards(panel, game, sorted(h for h in on if h.startswith("hire:")))
    if state.turn.pending and view.active:
        panel.text(_("Click the ringed village the circus moves to."), size=12, fill="#b00")


def _hire_cards(panel: _Panel, game: Game, hires: list[str]) -> None:
    """The characters that may be hired now, as cards with their price and power, two to a row."""
    state, svg = game.state, panel.svg
    w = (panel.width - 22) / 2
    row = 0.0
    for i, h in enumerate(hires):
        name = h[5:]
        info = CHARACTERS[name]
        x = 8 + (i % 2) * (w + 6)
        svg.open_group(data_hit=h, class_="character hire")
        svg.title(_("hire the {character} for {price} deniers: {power}").format(
            character=words.character(name), price=hire_cost(state, name), power=RULES.get(info.rule_id).explanation))
        lines = wrap(_power(name), int((w - 16) / 6.4))
        h = 22 + 15 * len(lines)
        svg.rect(x, panel.y, w, h, rx=4, fill="#fbf7ea", stroke="#ffd400", stroke_width=2.5)
        svg.rect(x, panel.y, 7, h, fill=CHAR_FILL[info.colour.value])
        svg.text(x + 12, panel.y + 10, _("{character}: {cost}").format(
            character=words.character(name), cost=deniers(hire_cost(state, name))), size=12, anchor="start",
                 font_weight="bold")
        for k, line in enumerate(lines):
            svg.text(x + 12, panel.y + 26 + 15 * k, line, size=11.5, anchor="start", fill="#333")
        svg.close_group()
        row = max(row, h)
        if i % 2 or i == len(hires) - 1:
            panel.y += row + 4
            row = 0.0


def deniers(n: int) -> str:
    """A price on a button, in the rulebook's money (not a letter for it).

    >>> deniers(1), deniers(6)
    ('1 denier', '6 deniers')
    """
    return ngettext("{n} denier", "{n} deniers", n).format(n=n)


def _horse_label(change: int, now: int) -> str:
    """The label of a horse button: the team's horses after the change.

    >>> _horse_label(0, 2), _horse_label(1, 0), _horse_label(-2, 2)
    ('keep 2 horses', '+1: 1 horse', '-2: 0 horses')
    """
    n = now + change
    if not change:
        return ngettext("keep {n} horse", "keep {n} horses", n).format(n=n)
    return ngettext("{change}: {n} horse", "{change}: {n} horses", n).format(change=f"{change:+d}", n=n)


def seats_svg(game: Game, view: table.View) -> str:
    """Every seat's public belongings and the message decks."""
    panel = _Panel(view)
    state = game.state
    decks = " / ".join(str(len(d)) for d in state.decks)
    tops = ""
    if view.viewer is None:  # the teacher sees the hidden deck order
        tops = _(" · tops: ") + ", ".join(words.card(d[0]) if d else "-" for d in state.decks)
    panel.text(_("message decks (levels 1-4): {decks} cards").format(decks=decks) + tops, size=12, fill="#444")
    for p in range(state.count):
        if state.over or p != state.player:  # the seat to move is drawn under the board
            _seat(panel, game, p)
    panel.svg.height = panel.y + 4
    return panel.svg.render()


def _instant(move: Move) -> bool:
    return True


def hint_now(game: Game) -> str | None:
    """What to click at this moment of the turn, when the table's one hint (a piece, then a place) does not fit:
    the circus to move, the other piece to move, or (both pieces moved) only the buttons under the board.

    >>> g = loire.new_game(players=2, seed=1)
    >>> hint_now(g) is None
    True
    >>> g = loire.scenario(players=2, seed=1, player=0, turn={"moved": ["merchant", "messenger"]})
    >>> hint_now(g)
    'Your merchant and messenger have both moved: click a button under the board, or end the turn.'
    """
    turn = game.state.turn
    if turn.pending:
        return _("Click the ringed village the circus moves to.")
    if len(turn.moved) >= 2:
        return _("Your merchant and messenger have both moved: click a button under the board, or end the turn.")
    if turn.moved:
        left = {m.piece for m in game.legal_moves() if isinstance(m, Travel)}
        if left:
            return _("Now your {piece}: click it, then a ringed place; or a button under the board.").format(
                piece=words.piece(min(left)))
    return None


def connections(game: Game, who: int) -> table.Network:
    """*Show connections* on La Loire's table: where each of ``who``'s pieces can end its travel now, by team size
    (:func:`loire.routes.ends`: the engine's legal travels; for the player to move), drawn and said in words.

    >>> g = loire.scenario(players=2, seed=1, player=0, seats=[{"merchant": "Nantes", "merchant_horses": 1}, {}])
    >>> n = connections(g, 0)
    >>> [end for end in n.drawn[1] if end[1] == "merchant"]
    [('Ancenis', 'merchant', 0), ('Champtoceaux', 'merchant', 0), ('Angers', 'merchant', 1), ('Saumur', 'merchant', 1)]
    >>> print(n.words[0])
    Red's merchant (at Nantes, 1 horse): with no horse to Ancenis or Champtoceaux; with 1 horse to Angers or Saumur.
    """
    state = game.state
    if who != state.player:  # the legal travels are the player to move's
        return table.Network(drawn=(who, ()), words=())
    drawn: list[tuple[str, str, int]] = []
    lines = []
    for name in PIECES:
        found = ends(state, name)
        drawn.extend((place, name, horses) for horses, places in found.items() for place in places)
        lines.append(piece_line(state, name, found, player(game.players[who])))
    return table.Network(drawn=(who, tuple(drawn)), words=tuple(lines))


def piece_line(state: State, name: str, found: Any, who: str) -> str:
    """A piece of the player to move in words: where its legal travels end, by team size (``found``:
    :func:`loire.routes.ends`); the explorer says it too."""
    piece = state.me.piece(name)
    team = ngettext("{n} horse", "{n} horses", piece.horses).format(n=piece.horses)
    head = _("{player}'s {piece} (at {place}, {team})").format(player=who, piece=words.piece(name), place=piece.place,
                                                              team=team)
    if not found:
        why = _("it has travelled this turn") if name in state.turn.moved else _("it cannot travel at this step")
        line = _("{piece}: {why}.").format(piece=head, why=why)
    else:
        ways = [_("with no horse to {places}").format(places=_or(list(places))) if horses == 0 else
                ngettext("with {n} horse to {places}", "with {n} horses to {places}", horses).format(
                    n=horses, places=_or(list(places))) for horses, places in found.items()]
        line = _("{piece}: {ways}.").format(piece=head, ways="; ".join(ways))
    return line[:1].upper() + line[1:]


def _or(items: list[str]) -> str:
    return items[0] if len(items) == 1 else _("{items} or {last}").format(items=", ".join(items[:-1]), last=items[-1])


SPEC = table.TableSpec(
    module=loire, path=path, board_svg=board_svg, seats_svg=seats_svg, bot=lambda seed: GreedyBot(seed=seed),
    levels=search.bot, attempt=attempt, instant=_instant, describe=describe,
    hint=N_("Click your merchant or messenger, then a ringed place; then what it does there."), hint_now=hint_now,
    example="merchant +1 Saumur", file_stem="loire", hand_word=N_("choices"),
    bot_text=lambda move, reason, everything: worded(move, reason, describe), score_label=score_label,
    connections=connections)


class Table(table.Table):
    """La Loire's game table: you (and any other human seats) against greedy bots.

    A click on a piece keeps its horses (the other horse choices are buttons); a click on a place reached only
    with other horses takes them (the fewest changed).
    """

    spec = SPEC

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.rotate_button.layout.display = "none"  # no rotations in La Loire

    def refresh(self) -> None:
        super().refresh()
        if self.game.is_over:  # why the end came: the move that triggered it, then the last turns
            rules = self.game.engine.rules
            why = "".join(f"<br>{escape(text)} {table.rule_note(rule, rules)}" for rule, text in _trigger(self.game))
            self.end.value = self.end.value.replace("</h3><p>", f"</h3><p>{why[4:]}<br>", 1) if why else \
                self.end.value

    def _layout(self) -> Any:
        """The shared layout, the board given a wider share: La Loire's board is wide, and holds the choices and
        the seat to move. The status line goes above the board and the buttons right under it, so that at
        1024 × 768 a pupil sees them all without scrolling; the other seats and the messages go beside (a wide
        window) or below. The hint's words and the network's (*show connections*) go between the status line and
        the board, and the board is drawn the shorter while they hold words (``tutor.table._CSS``, the
        ``.tutor-table-wideboard`` rules): under the buttons they were off the window's bottom edge."""
        tabs = super()._layout()
        board, side = tabs.children[0].children
        board.layout.flex = "3 1 700px"
        board.add_class("tutor-table-wideboard")
        rows = [c for c in side.children if c not in (self.end, self.status, self.banner)]
        words = (self.hint_text, self.network_text)
        buttons = [b for row in rows if isinstance(row, widgets.HBox) and any(
            c in (self.confirm_button, self.undo_button) for c in row.children) for b in row.children]
        side.children = tuple(r for r in rows if not (isinstance(r, widgets.HBox) and set(r.children) & set(buttons)))
        under = widgets.HBox([b for b in buttons if b not in words], layout=widgets.Layout(flex_flow="row wrap"))
        for text in words:  # a line of their own in the board's column (a column: no share of its height)
            text.layout.flex = "0 0 auto"
        # the scores by category need the width; a guide's panel (the banner) goes first, in sight of the board
        board.children = (self.banner, self.status, *words, *board.children, under, self.end)
        return tabs

    def click(self, hit: str) -> None:
        if hit == "undo":  # the undo button under the board
            self.undo()
            return
        n = getattr(self, "narrowing", None)
        if n is not None and self.human_to_move and not self.curtain and hit not in n.next_hits \
                and hit in PLACE_INDEX:
            self._jump(hit)
        super().click(hit)
        n = self.narrowing
        if len(n.selection) == 1 and n.selection[0].startswith("piece:") and "horses:+0" in n.next_hits:
            n.click("horses:+0")
            self.refresh()

    def _jump(self, hit: str) -> None:
        jump(self.narrowing, hit)


def jump(n: table.Narrowing, hit: str) -> None:
    """``hit`` does not go on from the choices so far: choose the steps before it, if a legal move has it later in
    its path (a place reached with other horses, or with the other piece). Shared with the exercise app's turns.

    >>> n = table.Narrowing(loire.new_game(players=2, seed=1).legal_moves(), path)
    >>> jump(n, "Champtoceaux"); n.selection  # the merchant, leaving a horse behind
    ('piece:merchant', 'horses:-2')
    """
    for keep in (n.selection[:1], ()):
        found = [p for _, p in n.paths if p[:len(keep)] == keep and hit in p[len(keep) + 1:]
                 and p[0].startswith("piece:")]
        if found:
            best = min(found, key=lambda p: (p.index(hit), _cost(p)))
            n.selection, n.variant = best[:best.index(hit)], 0
            return


def score_heads(end: str) -> str:
    """An end screen whose score categories are headed by their keys, headed as the table heads them instead
    (``blue``: the blue characters' bonus, not the player blue).

    >>> "<th>blue bonuses</th>" in score_heads("<tr><th>player</th><th>blue</th><th>total</th></tr>")
    True
    """
    for category in LABELS:
        end = end.replace(f"<th>{category}</th>", f"<th>{escape(score_label(category))}</th>")
    return end


def _trigger(game: Game) -> list[tuple[str, str]]:
    """The end rules the move that triggered the end of ``game`` explains (who reached what).

    >>> _trigger(loire.new_game(2, seed=1))
    []
    """
    states = game.states
    for i in range(len(game.history)):
        after = states[i + 1]
        if states[i].trigger is None and after.trigger is not None:
            p = after.trigger
            player, name = after.players[p], game.players[p]
            out = []
            if player.boat >= after.goal():
                out.append(("loire.end.boat", _("{player}'s boat reached river space {n}, the goal.").format(
                    player=words.colour(name), n=after.goal())))
            needed = MESSAGES_TO_END[after.count]
            if len(player.delivered) >= needed:
                out.append(("loire.end.messages", _("{player} delivered {n} messages ({needed} end the game).").format(
                    player=words.colour(name), n=len(player.delivered), needed=needed)))
            return out + [(rule, text) for rule, text in game.explain(i) if ".end." in rule]
    last = states[-1]
    if last.over and last.count == 1 and last.rounds >= SOLO_ROUNDS:
        return [("loire.variant.solo-rounds", _("{n} rounds played: the solo game's count of {rounds} rounds is "
                                                "full.").format(n=last.rounds, rounds=SOLO_ROUNDS))]
    return []


def _cost(p: tuple[str, ...]) -> tuple[int, int]:
    """Prefer the fewest horses changed, and leaving over taking."""
    change = next((int(s[7:]) for s in p if s.startswith("horses:")), 0)
    return abs(change), -change

