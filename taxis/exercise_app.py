"""Thurn und Taxis' exercises as a pupils' app: every answer given by clicking (see :mod:`tutor.exercise_app`).

:func:`answer_input` builds, for each exercise of :mod:`taxis.exercises`, what a pupil clicks to answer it, on the
exercise's position drawn like the game table (:mod:`taxis.table`: the map with the face-up cards, officials and
buttons below it, and the seats with red's hand beside it):

=====  ==========================================  ==================================================================
ex     answer                                      clicks
=====  ==========================================  ==================================================================
ex1    three verdicts                              per play: *allowed* / *not allowed*, then the rule that decides
ex2    face-up cards that fit                      the face-up cards (or their cities on the map), toggled
ex3    the carriage without / with the Cartwright  one button row each
ex4    horses needed, and the card to lay          a number button; a card of the hand, then the horse row
ex5    every legal placement of the houses         the route's cities of one placement, *add this placement*, again
ex6    the bonus tiles taken and their values      the stacks, then each one's value
ex7    the official who helps                      an official's tile below the map
ex8    the legal closings among six                the closings' buttons (each shows its houses on the map)
ex9    a route through six provinces               the cities in order on the map, *undo last*
ex10   four plays, one per turn                    the cards played like at the game table (card, then route end or
                                                   horse row), *undo last*
=====  ==========================================  ==================================================================

Nothing here decides what is right: :meth:`AnswerInput.value` gathers the same Python value a notebook pupil types,
and ``ex.check(value)`` judges it. The moves a pupil may click in ex4 and ex10 are narrowed by the game table's
machinery (:class:`taxis.table.TaxisNarrowing` over the engine's legal moves), and a refused click is answered with
the engine's reason and the rule's title; where the question is whether something is legal (ex2, ex5, ex8, ex9)
every choice stays open, so the board never gives the answer away.

>>> from taxis.exercises import get
>>> box = answer_input(get("ex9"))
>>> box.value() is None
True
>>> for city in ("Innsbruck", "Kempten"):
...     box.board.click(f"city:{city}")
>>> box.value()
['Innsbruck', 'Kempten']
>>> print(get("ex9").check(box.value()).message)  # doctest: +ELLIPSIS
Not quite: Innsbruck – Kempten is a route, but of 2 cities, not 6; ...
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from html import escape
from typing import Any

import ipywidgets as widgets

import taxis
from taxis.board import Map
from taxis.exercises import EXERCISES, OFFICIAL_NAMES, Exercise, _next_turn
from taxis.moves import Horse, Move, Route
from taxis.render import render_map
from taxis.rulebook import RULES
from taxis.rules import apply, legal_moves
from taxis.state import CARRIAGES, COLOURS, State, city_of
from taxis.table import TaxisNarrowing, attempt, board_svg, describe, seats_svg
from taxis.verdicts import check as verdict
from tutor.i18n import _
from tutor.table import BoardView, View

__all__ = ["answer_input", "app", "INPUTS"]

_CSS = """<style>
.tutor-taxis-ex .tutor-boardview svg { max-height: 60vh; }
.tutor-taxis-ex .tutor-taxis-ex-side .tutor-boardview svg { max-height: 60vh; max-width: 360px; }
.tutor-taxis-ex .widget-toggle-button, .tutor-taxis-ex .widget-button { width: auto; min-width: 3em; }
.tutor-taxis-ex .widget-toggle-buttons .widget-toggle-button { width: auto; min-width: 3em; }
.tutor-taxis-ex .tutor-taxis-ex-row { flex-wrap: wrap; align-items: center; gap: 4px; }
.tutor-taxis-ex .tutor-taxis-ex-note { min-height: 1.5em; }
.tutor-taxis-ex .widget-html-content { white-space: normal; }
</style>"""


class _Position:
    """A position to draw: what the game table's drawing hooks read of a game (its state)."""

    def __init__(self, state: State) -> None:
        self.state = state


def _title(rule_id: str) -> str:
    return RULES[rule_id].title


def _refusal(state: State, move: Move | None) -> str:
    """A refused click in words: the engine's reason and the rule's title (no id), as HTML."""
    if move is None:
        return _("That is not a choice here.")
    v = verdict(state, move)
    if v.ok:
        return _("That is not a choice here.")
    return _("Not allowed: {reason} ({rule}).").format(reason=escape(v.reason), rule=escape(_title(v.rule)))


def _row(*children: widgets.Widget) -> widgets.Box:
    box = widgets.Box(list(children), layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
    box.add_class("tutor-taxis-ex-row")
    return box


def _choice(options: Sequence[tuple[str, Any]], on_change: Callable[[], None]) -> widgets.ToggleButtons:
    """A row of buttons of which one may be chosen (none at first)."""
    buttons = widgets.ToggleButtons(options=list(options), value=None, style={"button_width": "auto"})
    buttons.observe(lambda _change: on_change(), names="value")
    return buttons


class _Input:
    """What every Taxis input shares: the exercise position drawn like the game table, a note, the layout.

    Subclasses set ``instruction``, draw with :meth:`_draw` (a :class:`tutor.table.View` of the table) and answer
    clicks on the board in :meth:`_hit`.
    """

    instruction = ""
    side = True  # the seats (red's hand, horses, carriage, bonus stacks) beside the map

    def __init__(self, ex: Exercise) -> None:
        self.ex = ex
        self.state: State = ex.game().state
        self.board = BoardView()
        self.board.hover = False
        self.board.on_hit(self._board_hit)
        self.seats = BoardView()
        self.seats.hover = False
        self.seats.on_hit(self._board_hit)
        self.note = widgets.HTML("")
        self.note.add_class("tutor-taxis-ex-note")
        self.controls: list[widgets.Widget] = []
        self._widget: widgets.Widget | None = None

    # -- drawing ------------------------------------------------------------------------------------------------
    def _view(self) -> View:
        return View(viewer=self.state.player)

    def _side_line(self) -> str:
        """The line above the seats."""
        return _("The table as red sees it:")

    def _draw(self) -> None:
        view = self._view()
        position = _Position(self.state)
        self.board.svg = board_svg(position, view)  # type: ignore[arg-type]
        if self.side:
            self.seats.svg = seats_svg(position, view, step=self._side_line())  # type: ignore[arg-type]

    @property
    def widget(self) -> widgets.Widget:
        if self._widget is None:
            self._draw()
            board = widgets.VBox([self.board], layout=widgets.Layout(overflow="visible"))
            board.add_class("tutor-table-boardbox")
            parts = [board]
            if self.side:
                side = widgets.VBox([self.seats], layout=widgets.Layout(overflow="visible"))
                side.add_class("tutor-table-sidebox")
                side.add_class("tutor-taxis-ex-side")
                parts.append(side)
            main = widgets.Box(parts, layout=widgets.Layout(overflow="visible"))
            main.add_class("tutor-table-main")
            box = widgets.VBox([widgets.HTML(_CSS), *self.controls, self.note, main],
                               layout=widgets.Layout(width="100%", overflow="visible"))
            box.add_class("tutor-taxis-ex")
            self._widget = box
        return self._widget

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    # -- clicks -------------------------------------------------------------------------------------------------
    def _board_hit(self, event: str, hit: str) -> None:
        if event == "click" and hit:
            self._hit(hit)

    def _hit(self, hit: str) -> None:
        self.note.value = _("Use the buttons above the map.")

    # -- the protocol ---------------------------------------------------------------------------------------------
    def value(self) -> Any:
        raise NotImplementedError

    def clear(self) -> None:
        raise NotImplementedError

    def show(self, answer: Any) -> None:
        raise NotImplementedError


# -- ex1: verdicts on proposed plays ------------------------------------------------------------------------------


def rule_choices(ex: Exercise, rules: Sequence[str]) -> list[str]:
    """The rules a pupil picks the deciding one from: the exercise's rules and their sections' other rules, in an
    order fixed by the exercise's id (the right rule's place tells nothing).

    >>> from taxis.exercises import get
    >>> [_title(r) for r in rule_choices(get("ex1"), get("ex1").rules)]  # doctest: +NORMALIZE_WHITESPACE
    ['Only at the two ends', 'Joined by a road', 'Each city once', 'Starting a route', 'A stuck route is lost']
    """
    sections = {RULES[r].section for r in rules}
    pool = sorted({*rules, *(r for r in RULES if RULES[r].section in sections)})
    random.Random(ex.id).shuffle(pool)
    return pool


class VerdictsInput(_Input):
    """One row per proposed play: *allowed* / *not allowed*, then the rule that decides it (ex1).

    Touching a row draws its play on the map: the card's city ringed, the card marked in red's hand.
    """

    instruction = ""

    def __init__(self, ex: Exercise, moves: Sequence[str]) -> None:
        super().__init__(ex)
        self.instruction = _("For each play, click allowed or not allowed, then the rule that decides.")
        game = ex.game()
        self.texts = tuple(moves)
        self.moves: list[Move] = [game.parse(m) for m in moves]
        rules = rule_choices(ex, ex.rules)
        self.legal: list[widgets.ToggleButtons] = []
        self.rules: list[widgets.ToggleButtons] = []
        self.focus: int | None = None
        rows = []
        for i, move in enumerate(self.moves):
            legal = _choice([(_("allowed"), True), (_("not allowed"), False)], lambda i=i: self._touched(i))
            rule = _choice([(_title(r), r) for r in rules], lambda i=i: self._touched(i))
            self.legal.append(legal)
            self.rules.append(rule)
            label = widgets.HTML(f"<b>{i + 1}. {escape(describe(move))}</b>")
            rows.append(widgets.VBox([_row(label, legal), _row(widgets.HTML(_("Decided by:")), rule)]))
        self.controls = rows

    def _touched(self, i: int) -> None:
        self.focus = i
        self._draw()

    def _view(self) -> View:
        if self.focus is None:
            return View(viewer=self.state.player)
        move = self.moves[self.focus]
        return View(viewer=self.state.player, selection=(f"hand:{move.city}",), preview=move)

    def value(self) -> list[tuple[bool, str]] | None:
        if any(b.value is None for b in (*self.legal, *self.rules)):
            return None
        return [(legal.value, rule.value) for legal, rule in zip(self.legal, self.rules, strict=True)]

    def clear(self) -> None:
        for b in (*self.legal, *self.rules):
            b.value = None
        self.focus = None
        self._draw()

    def show(self, answer: Any) -> None:
        for (ok, rule), legal, pick in zip(answer, self.legal, self.rules, strict=True):
            legal.value, pick.value = ok, rule


# -- ex2: face-up cards, toggled -----------------------------------------------------------------------------------


class DisplayInput(_Input):
    """Click the face-up cards (or their cities on the map) that fit; a second click takes one back (ex2)."""

    def __init__(self, ex: Exercise) -> None:
        super().__init__(ex)
        self.instruction = _("Click every face-up card that fits (click again to take it back).")
        self.cards = {city_of(c): c for c in self.state.display}
        self.chosen: list[str] = []

    def _view(self) -> View:
        offered = {f"display:{c}" for c in self.cards.values()} | {f"city:{c}" for c in self.cards}
        chosen = {f"display:{self.cards[c]}" for c in self.chosen} | {f"city:{c}" for c in self.chosen}
        return View(viewer=self.state.player, clickable=frozenset(offered), selection=tuple(sorted(chosen)))

    def _hit(self, hit: str) -> None:
        city = city_of(hit.split(":", 1)[1]) if hit.startswith(("display:", "city:")) else None
        if city not in self.cards:
            self.note.value = _("Click one of the six face-up cards below the map.")
            return
        self._toggle(city)

    def _toggle(self, city: str) -> None:
        if city in self.chosen:
            self.chosen.remove(city)
        else:
            self.chosen.append(city)
        self._say()
        self._draw()

    def _say(self) -> None:
        self.note.value = (_("Chosen: {cities}.").format(cities=escape(", ".join(self.chosen))) if self.chosen
                           else "")

    def value(self) -> set[str] | None:
        return set(self.chosen) if self.chosen else None

    def clear(self) -> None:
        self.chosen = []
        self._say()
        self._draw()

    def show(self, answer: Any) -> None:
        self.chosen = [c for c in self.cards if c in set(answer)]
        self._say()
        self._draw()


# -- ex3: the carriage without and with the Cartwright -------------------------------------------------------------


class CarriageInput(_Input):
    """Two button rows: the carriage taken without the Cartwright, and with him (ex3)."""

    NONE = "none"

    def __init__(self, ex: Exercise) -> None:
        super().__init__(ex)
        self.instruction = _("Click the carriage red takes without the Cartwright, and the one with him.")
        options = [(_("no carriage"), self.NONE), *((str(n), str(n)) for n in CARRIAGES)]
        self.without = _choice(options, lambda: None)
        self.with_ = _choice(options, lambda: None)
        self.controls = [_row(widgets.HTML(_("Without the Cartwright:")), self.without),
                         _row(widgets.HTML(_("With the Cartwright:")), self.with_)]

    def _view(self) -> View:
        return View(viewer=self.state.player, active=False)

    @classmethod
    def _number(cls, text: str) -> int | None:
        return None if text == cls.NONE else int(text)

    def value(self) -> tuple[int | None, int | None] | None:
        if self.without.value is None or self.with_.value is None:
            return None
        return self._number(self.without.value), self._number(self.with_.value)

    def clear(self) -> None:
        self.without.value = self.with_.value = None

    def show(self, answer: Any) -> None:
        self.without.value, self.with_.value = (self.NONE if a is None else str(a) for a in answer)


# -- moves chosen by clicks, like at the game table (ex4, ex10) ---------------------------------------------------


class _Plays(_Input):
    """Cards played by clicks as at the game table: a card of the hand, then (when it can go more than one way) a
    route end or the horse row. Only the route and horse plays of the engine's legal moves are on offer; any other
    click is refused with the engine's reason and the rule's title."""

    def __init__(self, ex: Exercise) -> None:
        super().__init__(ex)
        self.start = self.state
        self.plays: list[Move] = []
        self.states: list[State] = [self.state]
        self._narrow()

    def _narrow(self) -> None:
        moves = [m for m in legal_moves(self.state) if isinstance(m, (Route, Horse))]
        self.narrowing = TaxisNarrowing(_Position(self.state), moves)  # type: ignore[arg-type]

    def _view(self) -> View:
        n = self.narrowing
        open_ = self._open()
        return View(viewer=self.state.player, selection=n.selection if open_ else (),
                    clickable=frozenset(n.next_hits) if open_ else frozenset(), active=open_,
                    marks=tuple((m, self.state.player) for m in self.plays))

    def _open(self) -> bool:
        return True

    def _side_line(self) -> str:
        return _("Click a card of red's hand.") if self._open() else _("No more cards to play.")

    def _hit(self, hit: str) -> None:
        if not self._open():
            self.note.value = _("Enough cards: take one back with undo last, or check your answer.")
            return
        n = self.narrowing
        if n.click(hit) == "refused":
            tried = attempt(_Position(self.state), n.selection, hit)  # type: ignore[arg-type]
            self.note.value = _refusal(self.state, tried)
            self._draw()
            return
        move = n.current
        if move is not None and len(n.variants) == 1 and not n.next_hits:
            self._played(move)
            return
        self.note.value = _("Now click where the card goes: an end of the route, or the horse row.")
        self._draw()

    def _played(self, move: Move) -> None:
        raise NotImplementedError


class HorsesInput(_Plays):
    """The number of horses (a button row), and the card red plays, clicked as at the table (ex4)."""

    def __init__(self, ex: Exercise) -> None:
        super().__init__(ex)
        self.instruction = _("Click how many horses are needed; then click a card of red's hand and where it goes.")
        route = len(self.state.routes[self.state.player])
        self.count = _choice([(str(n), n) for n in range(1, route + 4)], lambda: None)
        self.controls = [_row(widgets.HTML(_("Horses needed:")), self.count)]

    def _open(self) -> bool:
        return not self.plays

    def _played(self, move: Move) -> None:
        self.plays = [move]
        self.state = apply(self.start, move)
        self.note.value = _("Chosen: {move}.").format(move=escape(describe(move)))
        self._draw()

    def value(self) -> tuple[int, str] | None:
        if self.count.value is None or not self.plays:
            return None
        return self.count.value, str(self.plays[0])

    def clear(self) -> None:
        self.count.value = None
        self.plays, self.state = [], self.start
        self.note.value = ""
        self._narrow()
        self._draw()

    def show(self, answer: Any) -> None:
        n, card = answer
        self.clear()
        self.count.value = n
        move = Horse(card) if ":" in card and " " not in card else _parse(card)
        self._played(move)


def _parse(text: str) -> Move:
    """A move from its notation (the exercises' own texts: the pupil never types)."""
    return taxis.parse(text)


class PlanInput(_Plays):
    """Four plays, one per turn, clicked as at the game table; *undo last* takes one back (ex10)."""

    def __init__(self, ex: Exercise, turns: int) -> None:
        super().__init__(ex)
        self.turns = turns
        self.instruction = _("Play red's cards in order: click a card, then where it goes. One card per turn.")
        self.undo_button = widgets.Button(description=_("undo last"), icon="undo")
        self.undo_button.on_click(lambda _b: self.undo())
        self.plan_text = widgets.HTML("")
        self.controls = [_row(self.undo_button, self.plan_text)]
        self._say()

    def _open(self) -> bool:
        return len(self.plays) < self.turns

    def _played(self, move: Move) -> None:
        self.plays.append(move)
        self.state = _next_turn(apply(self.state, move))
        self.states.append(self.state)
        self._narrow()
        self.note.value = ""
        self._say()
        self._draw()

    def _say(self) -> None:
        if not self.plays:
            self.plan_text.value = _("No card played yet.")
            return
        turns = "; ".join(_("turn {n}: {move}").format(n=i + 1, move=escape(describe(m)))
                          for i, m in enumerate(self.plays))
        self.plan_text.value = f"<b>{turns}</b>"

    def undo(self) -> None:
        if not self.plays:
            return
        self.plays.pop()
        self.states.pop()
        self.state = self.states[-1]
        self._narrow()
        self.note.value = ""
        self._say()
        self._draw()

    def value(self) -> list[str] | None:
        return [str(m) for m in self.plays] if self.plays else None

    def clear(self) -> None:
        while self.plays:
            self.undo()

    def show(self, answer: Any) -> None:
        self.clear()
        for text in answer:
            self._played(_parse(text))


# -- ex5: every legal placement -------------------------------------------------------------------------------------


class PlacementsInput(_Input):
    """Click the route's cities of one placement, *add this placement*; again for each (ex5). Every route city
    stays clickable: the board does not say which placements are legal."""

    def __init__(self, ex: Exercise) -> None:
        super().__init__(ex)
        self.instruction = _("Click the cities that get houses in one placement, then add it; repeat for every "
                             "placement.")
        self.route = [city_of(c) for c in self.state.routes[self.state.player]]
        self.picked: list[str] = []
        self.ways: list[tuple[str, ...]] = []
        self.add_button = widgets.Button(description=_("add this placement"), icon="plus", disabled=True)
        self.add_button.on_click(lambda _b: self.add())
        self.listed = widgets.Box(layout=widgets.Layout(flex_flow="row wrap"))
        self.controls = [_row(self.add_button, widgets.HTML(_("Your placements (click one to remove it):")),
                              self.listed)]

    def _view(self) -> View:
        return View(viewer=self.state.player, clickable=frozenset(f"city:{c}" for c in self.route),
                    selection=("close", *(f"city:{c}" for c in sorted(self.picked))))

    def _hit(self, hit: str) -> None:
        city = hit.removeprefix("city:") if hit.startswith("city:") else None
        if city not in self.route:
            self.note.value = _("Houses go on the cities of red's route: click one of them.")
            return
        if city in self.picked:
            self.picked.remove(city)
        else:
            self.picked.append(city)
        self.add_button.disabled = not self.picked
        self.note.value = _("This placement: {cities}.").format(cities=escape(", ".join(self.picked))) \
            if self.picked else ""
        self._draw()

    def add(self) -> None:
        if not self.picked:
            return
        way = tuple(sorted(self.picked))
        if way not in self.ways:
            self.ways.append(way)
        self.picked = []
        self.add_button.disabled = True
        self.note.value = ""
        self._list()
        self._draw()

    def remove(self, way: tuple[str, ...]) -> None:
        if way in self.ways:
            self.ways.remove(way)
            self._list()

    def _list(self) -> None:
        buttons = []
        for way in self.ways:
            button = widgets.Button(description=", ".join(way), icon="times", tooltip=_("remove this placement"))
            button.on_click(lambda _b, way=way: self.remove(way))
            buttons.append(button)
        self.listed.children = buttons

    def value(self) -> set[tuple[str, ...]] | None:
        return set(self.ways) if self.ways else None

    def clear(self) -> None:
        self.ways, self.picked = [], []
        self.add_button.disabled = True
        self.note.value = ""
        self._list()
        self._draw()

    def show(self, answer: Any) -> None:
        self.clear()
        self.ways = sorted(tuple(sorted(w)) for w in answer)
        self._list()


# -- ex6: the bonus tiles of a closing ------------------------------------------------------------------------------


class TilesInput(_Input):
    """Toggle the bonus stacks red takes a tile from; for each, a row with the values its tiles have (ex6)."""

    def __init__(self, ex: Exercise, move: str) -> None:
        super().__init__(ex)
        self.instruction = _("Click each bonus stack red takes a tile from, then the value of that tile.")
        self.close = _parse(move)
        stacks = self.state.bonus.stacks
        self.stack_buttons = {s.id: widgets.ToggleButton(description=_(s.title), value=False) for s in stacks}
        self.values = {s.id: _choice([(str(v), v) for v in sorted(set(s.values.value), reverse=True)], lambda: None)
                       for s in stacks}
        self.value_rows = {s.id: _row(widgets.HTML(f"<b>{escape(_(s.title))}</b>: " + _("worth")), self.values[s.id])
                           for s in stacks}
        for sid, button in self.stack_buttons.items():
            button.observe(lambda _change, sid=sid: self._toggled(sid), names="value")
        self.rows = widgets.VBox([])
        self.controls = [_row(*self.stack_buttons.values()), self.rows]

    def _view(self) -> View:
        return View(viewer=self.state.player, preview=self.close, active=False)

    def _toggled(self, sid: str) -> None:
        if not self.stack_buttons[sid].value:
            self.values[sid].value = None
        self.rows.children = [self.value_rows[s] for s, b in self.stack_buttons.items() if b.value]

    def value(self) -> dict[str, int] | None:
        chosen = [sid for sid, b in self.stack_buttons.items() if b.value]
        if not chosen or any(self.values[sid].value is None for sid in chosen):
            return None
        return {sid: self.values[sid].value for sid in chosen}

    def clear(self) -> None:
        for button in self.stack_buttons.values():
            button.value = False

    def show(self, answer: Any) -> None:
        self.clear()
        for sid, v in answer.items():
            self.stack_buttons[sid].value = True
            self.values[sid].value = v


# -- ex7: the official who helps ------------------------------------------------------------------------------------

_OFFICIAL_HITS = {"Administrator": "administrator", "Postmaster": "postmaster", "Postal Carrier": "carrier",
                  "Cartwright": "cartwright"}


class OfficialInput(_Input):
    """Click an official's tile below the map (or *none of them*) (ex7)."""

    def __init__(self, ex: Exercise) -> None:
        super().__init__(ex)
        self.instruction = _("Click the official's tile below the map.")
        self.officials = [o for o in _OFFICIAL_HITS if o in self.state.rules.officials]
        self.chosen: str | None = None
        self.none_button = widgets.ToggleButton(description=_("none of them"), value=False)
        self.none_button.observe(lambda change: self._none(change["new"]), names="value")
        self.controls = [_row(self.none_button)]

    def _view(self) -> View:
        hits = frozenset(_OFFICIAL_HITS[o] for o in self.officials)
        chosen = (_OFFICIAL_HITS[self.chosen],) if self.chosen in _OFFICIAL_HITS else ()
        return View(viewer=self.state.player, clickable=hits, selection=chosen)

    def _hit(self, hit: str) -> None:
        names = {h: o for o, h in _OFFICIAL_HITS.items() if o in self.officials}
        if hit not in names:
            self.note.value = _("Click one of the four officials' tiles below the map.")
            return
        self._choose(None if self.chosen == names[hit] else names[hit])

    def _none(self, on: bool) -> None:
        if on:
            self._choose("none")
        elif self.chosen == "none":
            self._choose(None)

    def _choose(self, who: str | None) -> None:
        self.chosen = who
        if self.none_button.value != (who == "none"):
            self.none_button.value = who == "none"
        self.note.value = (_("Chosen: none of them.") if who == "none" else
                           _("Chosen: the {official}.").format(official=escape(who)) if who else "")
        self._draw()

    def value(self) -> str | None:
        return self.chosen

    def clear(self) -> None:
        self._choose(None)

    def show(self, answer: Any) -> None:
        self._choose(OFFICIAL_NAMES.get(str(answer).strip().lower(), None) if answer is not None else None)


# -- ex8: the legal closings among six -------------------------------------------------------------------------------


class ClosingsInput(_Input):
    """One button per closing (its letter and its houses in words); a click toggles it and shows its houses (ex8)."""

    def __init__(self, ex: Exercise, closings: Sequence[tuple[str, str]]) -> None:
        super().__init__(ex)
        self.instruction = _("Click every closing that is allowed; each one shows its houses on the map.")
        self.closings = {label: _parse(move) for label, move in closings}
        self.focus: str | None = None
        self.buttons = {}
        for label, move in self.closings.items():
            words = _("{label}: houses on {cities}").format(label=label, cities=", ".join(move.cities))
            button = widgets.ToggleButton(description=words, value=False, layout=widgets.Layout(width="auto"))
            button.observe(lambda _change, label=label: self._touched(label), names="value")
            self.buttons[label] = button
        self.controls = [_row(*self.buttons.values())]

    def _touched(self, label: str) -> None:
        self.focus = label
        self._draw()

    def _view(self) -> View:
        move = self.closings.get(self.focus) if self.focus else None
        return View(viewer=self.state.player, preview=move, active=False)

    def value(self) -> set[str] | None:
        chosen = {label for label, b in self.buttons.items() if b.value}
        return chosen or None

    def clear(self) -> None:
        for b in self.buttons.values():
            b.value = False
        self.focus = None
        self._draw()

    def show(self, answer: Any) -> None:
        for label, b in self.buttons.items():
            b.value = label in set(answer)


# -- ex9: a route on the map, in order --------------------------------------------------------------------------------


class PathInput(_Input):
    """Click cities on the map in order; *undo last* takes the last back. Every city is clickable, and the route
    is drawn as clicked (a step that is no road as a dotted line) (ex9)."""

    side = False

    def __init__(self, ex: Exercise) -> None:
        super().__init__(ex)
        self.instruction = _("Click the cities of the route in order, starting with the first.")
        self.path: list[str] = []
        self.map: Map = self.state.map
        self.undo_button = widgets.Button(description=_("undo last"), icon="undo")
        self.undo_button.on_click(lambda _b: self.undo())
        self.controls = [_row(self.undo_button)]

    def _draw(self) -> None:
        routes = [(list(self.path), COLOURS[0])] if self.path else None
        self.board.svg = render_map(self.map, hits=True, routes=routes, highlight=list(self.ex.highlight),
                                    chosen=sorted(set(self.path)), title=self.map.name)

    def _hit(self, hit: str) -> None:
        city = hit.removeprefix("city:") if hit.startswith("city:") else None
        if city not in self.map.cities:
            return
        self.path.append(city)
        self._say()

    def _say(self) -> None:
        self.note.value = (_("Your route: {cities}.").format(cities=escape(" – ".join(self.path))) if self.path
                           else "")
        self._draw()

    def undo(self) -> None:
        if self.path:
            self.path.pop()
            self._say()

    def value(self) -> list[str] | None:
        return list(self.path) if self.path else None

    def clear(self) -> None:
        self.path = []
        self._say()

    def show(self, answer: Any) -> None:
        self.path = list(answer)
        self._say()


# -- the inputs of the ten exercises ----------------------------------------------------------------------------------

INPUTS: dict[str, Callable[[Exercise], _Input]] = {
    "ex1": lambda ex: VerdictsInput(ex, ex.checker.keywords["moves"]),
    "ex2": DisplayInput,
    "ex3": CarriageInput,
    "ex4": HorsesInput,
    "ex5": PlacementsInput,
    "ex6": lambda ex: TilesInput(ex, ex.checker.keywords["move"]),
    "ex7": OfficialInput,
    "ex8": lambda ex: ClosingsInput(ex, ex.checker.keywords["closings"]),
    "ex9": PathInput,
    "ex10": lambda ex: PlanInput(ex, ex.checker.keywords["turns"]),
}


def answer_input(ex: Exercise) -> _Input:
    """What a pupil clicks to answer ``ex`` (an exercise of :data:`taxis.exercises.EXERCISES`)."""
    try:
        make = INPUTS[ex.id]
    except KeyError:
        raise KeyError(f"no answer input for exercise {ex.id!r}") from None
    return make(ex)


def app() -> Any:
    """The pupils' exercise app for Thurn und Taxis (the shared :class:`tutor.exercise_app.ExerciseApp`)."""
    from tutor.exercise_app import ExerciseApp

    return ExerciseApp(_("Thurn und Taxis: exercises"), EXERCISES, answer_input, "tutor-taxis-exercises")
