"""Thurn und Taxis' exercises as a pupils' app: every answer given by clicking (see :mod:`tutor.exercise_app`).

:func:`answer_input` builds, for each exercise of :mod:`taxis.exercises`, what a pupil clicks to answer it, from the
shared inputs of :mod:`tutor.exercise_app`, on the exercise's position drawn like the game table (:mod:`taxis.table`:
the map with the face-up cards, officials and buttons below it; red's hand and horses in the seats):

=====  ==========================================  ==================================================================
ex     answer                                      clicks
=====  ==========================================  ==================================================================
ex1    three verdicts                              per play: *allowed* / *not allowed*, then the rule that decides
                                                   (a :class:`~tutor.exercise_app.VerdictInput` each; a touched play
                                                   is drawn on the map)
ex2    face-up cards that fit                      the face-up cards (or their cities on the map), toggled
ex3    the carriage without / with the Cartwright  one button row each (:class:`~tutor.exercise_app.KeyedInput`)
ex4    horses needed, and the card to lay          a number button; a card of the hand, then the horse row or a
                                                   route end, as at the game table
ex5    every legal placement of the houses         the route's cities of one placement, *add this placement*, again
ex6    the bonus tiles taken and their values      the stacks, then each one's value
ex7    the official who helps                      an official's button (the officials' tiles drawn below the map)
ex8    the one legal closing among five        the closings' buttons (the one picked shows its houses)
ex9    a route through six provinces               the cities in order on the map, *undo last*
ex10   four plays, one per turn                    each card as at the game table (card, then route end or horse
                                                   row), *keep this move*, *undo last*
=====  ==========================================  ==================================================================

Nothing here decides what is right: an input's ``value()`` is the Python value a notebook pupil types, and
``ex.check(value)`` judges it. The plays of ex4 and ex10 are narrowed by the game table's machinery
(:class:`taxis.table.TaxisNarrowing` over the engine's legal card plays) and a click the table refuses still gives
the play it tried, so that the checker says which rule it breaks. Where the question is whether something is legal
(ex2, ex5, ex8, ex9) every choice stays open, so the board never gives the answer away. :func:`wording` turns the
move notation in the checkers' feedback into words.

>>> from taxis.exercises import get
>>> box = answer_input(get("ex9"))
>>> box.value() is None
True
>>> box.click("city:Innsbruck"); box.click("city:Kempten"); box.value()
['Innsbruck', 'Kempten']
>>> print(wording(get("ex9").check(box.value()).message))  # doctest: +ELLIPSIS
Not quite: Innsbruck – Kempten is a route, but of 2 cities, not 6; ...
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import replace
from html import escape
from typing import Any

import ipywidgets as widgets

import taxis
from taxis.board import BONUS
from taxis.exercises import EXERCISES, Exercise, _next_turn
from taxis.moves import Close, Horse, Move, Route
from taxis.render import map_title, render_map
from taxis.rulebook import RULES
from taxis.rules import apply, legal_moves
from taxis.state import CARRIAGES, COLOURS, State, city_of, horses_of
from taxis.table import OFFICIALS, SPEC, board_svg, describe, seats_svg
from taxis.verdicts import check as verdict
from taxis.verdicts import official
from tutor.exercise_app import (
    BoardPick,
    ButtonRow,
    ChoiceInput,
    ExerciseApp,
    KeyedInput,
    MovePick,
    NumberInput,
    VerdictInput,
    clip,
    verdict_choices,
    words,
)
from tutor.i18n import _
from tutor.rules import Verdict
from tutor.table import BoardView, View

__all__ = ["INPUTS", "TaxisExerciseApp", "answer_input", "app", "wording"]

STORE_KEY = "tutor-taxis-exercises"


# -- drawing the exercise's position like the game table -----------------------------------------------------------


class _Position:
    """What the game table's drawing hooks read of a game: its state."""

    def __init__(self, state: State) -> None:
        self.state = state


def _board(state: State, view: View) -> str:
    return board_svg(_Position(state), view)  # type: ignore[arg-type]


def _seats(state: State, view: View, line: str, stacks: bool = False) -> str:
    """Red's seat (hand, horses, carriage), under ``line``; with ``stacks`` the bonus tiles left too."""
    return seats_svg(_Position(state), view, step=line, seats=[state.player], stacks=stacks)  # type: ignore[arg-type]


def _still(state: State, **view: Any) -> View:
    """A view of red's table with nothing to click."""
    return View(viewer=state.player, active=False, **view)


def _hand_box(view: BoardView) -> widgets.Box:
    box = widgets.Box([view])
    box.add_class("tutor-exapp-hand")
    return box


def _still_view(svg: str, kind: str = "tutor-exapp-picture") -> BoardView:
    """A board to look at (nothing on it to click), styled like the shared inputs' pictures."""
    view = BoardView(svg=clip(svg))
    view.hover = False
    view.add_class(kind)
    return view


# -- the feedback in words ------------------------------------------------------------------------------------------

_NAME = r"[A-ZÄÖÜ][\wäöüß]*(?:\s(?:am|an|der)\s[A-ZÄÖÜ][\wäöüß]*)?"  # a city ("Frankfurt", "Halle")
_CARD = rf"{_NAME}(?::\d)?"
_MOVE = re.compile(rf"(?<![\w.])(?:(?:route|horse|discard|draw) {_CARD}(?: start| end)?|draw deck|administrator|"
                   rf"close(?: {_CARD})+(?: with cartwright)?)(?!\w|:\d| –)")  # "route Halle – Berlin" is a trip
_CARD_ALONE = re.compile(r"\b([A-ZÄÖÜ][\wäöüß]*):(\d)\b")
_STACKS = {s.id: s.title for bonus in BONUS.values() for s in bonus.stacks}
_STACK = re.compile(r"(?<![\w.-])(" + "|".join(map(re.escape, sorted(_STACKS, key=len, reverse=True))) + r")(?![\w-])")
_RIGHT_COMMA = re.compile(r"^Right, ")
_NUMBERS = re.compile(r"\[(\d+(?:, \d+)*)\]")  # a stack's values, [2, 1]


def wording(text: str) -> str:
    """The checkers' feedback with its move notation in words (pupils never read notation).

    >>> wording("route Ulm: it is illegal; after horse Weimar:1 red has 4; close Berlin Halle with cartwright.")
    'lay Ulm at the end of the route: it is illegal; after laying Weimar before the coach (1 horse) red has 4; \
close the route: houses on Berlin, Halle, with the Cartwright.'
    >>> wording("the hand holds Dresden:3 and Halle:1; the route Halle – Berlin")
    'the hand holds Dresden (3 horses) and Halle (1 horse); the route Halle – Berlin'
    >>> wording("Right, the Cartwright: draw any card")
    'Right: the Cartwright: draw any card'
    >>> wording("The route-5 tile is worth 1, not 2: the stack started [2, 1]")
    'The “Route of 5” tile is worth 1, not 2: the stack started 2, 1'
    """
    def move(m: re.Match[str]) -> str:
        try:
            parsed = taxis.parse(m.group(0))
        except ValueError:
            return m.group(0)
        if isinstance(parsed, Horse):
            return _("laying {city} before the coach ({horses})").format(city=city_of(parsed.city),
                                                                         horses=_horses(horses_of(parsed.city)))
        return describe(parsed)

    text = _RIGHT_COMMA.sub("Right: ", text)  # "Right, the Cartwright: ..." reads like the other checkers' "Right: "
    text = _MOVE.sub(move, text)
    text = _CARD_ALONE.sub(lambda m: f"{m.group(1)} ({_horses(int(m.group(2)))})", text)
    text = _STACK.sub(lambda m: f"“{_(_STACKS[m.group(1)])}”", text)
    return _NUMBERS.sub(lambda m: m.group(1), text)


def _horses(n: int) -> str:
    return _("1 horse") if n == 1 else _("{n} horses").format(n=n)


# -- ex1: verdicts on three proposed plays --------------------------------------------------------------------------


class VerdictsInput:
    """One :class:`~tutor.exercise_app.VerdictInput` per proposed play (ex1), under the map; the play touched last is
    drawn on the map (its city ringed). The rules to pick from are the deciding one (the engine's
    verdict) and related ones, in a seeded order."""

    def __init__(self, ex: Exercise, moves: Sequence[str]) -> None:
        game = ex.game()
        self.state = game.state
        self.moves: list[Move] = [game.parse(m) for m in moves]
        self.instruction = _("For each play, click allowed or not allowed, then the rule that decides.")
        self.rows: list[VerdictInput] = []
        for i, move in enumerate(self.moves):
            right = game.check(move).rule
            row = VerdictInput(RULES, verdict_choices(RULES, right, ex.rules, seed=ex.id), self.instruction)
            row.legal.on_change(lambda i=i: self._touched(i))
            row.rule.on_change(lambda i=i: self._touched(i))
            self.rows.append(row)
        self.focus: int | None = None
        self.board = _still_view("")
        heads = [widgets.HTML("<b>" + escape(_("Play {n}").format(n=i + 1)) + f": {escape(describe(m))}</b>")
                 for i, m in enumerate(self.moves)]
        plays = [widgets.VBox([head, row.widget]) for head, row in zip(heads, self.rows, strict=True)]
        self.widget = widgets.VBox([self.board, *plays])
        self._draw()

    def _touched(self, i: int) -> None:
        self.focus = i
        self._draw()

    def _draw(self) -> None:
        move = self.moves[self.focus] if self.focus is not None else None
        self.board.svg = clip(_board(self.state, _still(self.state, preview=move)))

    def press(self, play: int, which: Any) -> None:
        """A click in the rows of play ``play`` (1-based): *allowed*, *not allowed* or a rule's title."""
        self.rows[play - 1].press(which)

    def value(self) -> list[tuple[bool, str]] | None:
        said = [row.value() for row in self.rows]
        return None if any(v is None for v in said) else said

    def pending(self) -> str | None:
        for i, row in enumerate(self.rows):
            missing = row.pending()
            if missing:
                return _("Play {n}: {missing}").format(n=i + 1, missing=missing)
        return None

    def clear(self) -> None:
        for row in self.rows:
            row.clear()
        self.focus = None
        self._draw()

    def show(self, answer: Any) -> None:
        for row, said in zip(self.rows, answer, strict=True):
            row.show(said)

    def describe(self, answer: Any) -> str:
        return "; ".join(f"{describe(m)}: {row.describe(said)}"
                         for m, row, said in zip(self.moves, self.rows, answer, strict=True))


# -- cities and cards clicked on the board (ex2, ex9) -------------------------------------------------------------


class CityPick(BoardPick):
    """A :class:`~tutor.exercise_app.BoardPick` whose places are cities: a click on a city of the map, or on a
    face-up card of that city, picks the city; the value holds city names (a set, or a list in order)."""

    def __init__(self, draw: Callable[[tuple[str, ...]], str], instruction: str, ordered: bool = False,
                 cities: Sequence[str] | None = None) -> None:
        super().__init__(draw, instruction, ordered, None if cities is None else [f"city:{c}" for c in cities],
                         name=lambda hit: hit.removeprefix("city:"))

    def click(self, hit: str) -> None:
        if hit.startswith("display:"):
            hit = f"city:{city_of(hit.removeprefix('display:'))}"
        super().click(hit)

    def value(self) -> Any:
        hits = super().value()
        if hits is None:
            return None
        return [self.name(h) for h in hits] if self.ordered else {self.name(h) for h in hits}

    def show(self, answer: Any) -> None:
        super().show([f"city:{c}" for c in (answer if self.ordered else sorted(answer))])

    def describe(self, answer: Any) -> str:
        return super().describe([f"city:{c}" for c in answer])


def display_input(ex: Exercise) -> CityPick:
    """ex2: the face-up cards that fit, toggled on the table."""
    state = ex.game().state
    shown = sorted({city_of(c) for c in state.display})
    cards = {city_of(c): c for c in state.display}

    def draw(chosen: tuple[str, ...]) -> str:
        cities = [h.removeprefix("city:") for h in chosen]
        offered = {f"display:{c}" for c in state.display} | {f"city:{c}" for c in shown}
        picked = {f"display:{cards[c]}" for c in cities} | set(chosen)
        return _board(state, View(viewer=state.player, clickable=frozenset(offered), selection=tuple(sorted(picked))))

    return CityPick(draw, _("Click every face-up card red could take and lay on the route (click again to take it "
                            "back)."), cities=shown)


def route_input(ex: Exercise) -> CityPick:
    """ex9: a route clicked city by city on the map (every city clickable; a step that is no road is drawn
    dotted)."""
    m = ex.game().state.map

    def draw(chosen: tuple[str, ...]) -> str:
        cities = [h.removeprefix("city:") for h in chosen]
        return render_map(m, hits=True, routes=[(cities, COLOURS[0])] if cities else None,
                          highlight=list(ex.highlight), chosen=sorted(set(cities)), title=map_title(m),
                          legend=False)  # the map alone, its names bigger: readable at 1024 x 768

    return CityPick(draw, _("Click the cities of the route in order, starting with the first."), ordered=True)


# -- ex3: the carriage without and with the Cartwright --------------------------------------------------------------

NO_CARRIAGE = "none"


class CarriageInput(KeyedInput):
    """Two button rows, the carriage without and with the Cartwright (ex3); the value is the dict the checker
    reads (``{"without": "none", "with": 5}``), a pair is shown as such."""

    def __init__(self, ex: Exercise) -> None:
        state = ex.game().state
        options = [(_("no carriage"), NO_CARRIAGE), *((str(n), n) for n in CARRIAGES)]
        super().__init__([(_("Without the Cartwright"), "without"), (_("With the Cartwright"), "with")], options,
                         _("Click the carriage red takes without the Cartwright, and the one with him."),
                         picture=_board(state, _still(state)))

    @staticmethod
    def _pair(answer: Any) -> dict[str, Any]:
        if isinstance(answer, dict):
            return answer
        return {key: NO_CARRIAGE if a is None else a for key, a in zip(("without", "with"), answer, strict=True)}

    def show(self, answer: Any) -> None:
        super().show(self._pair(answer))

    def describe(self, answer: Any) -> str:
        return super().describe(self._pair(answer))


# -- card plays chosen as at the game table (ex4, ex10) ----------------------------------------------------------


class CardPlays:
    """Red's card plays from a position, for :class:`~tutor.exercise_app.MovePick`: what it reads of a game.

    Only the engine's legal plays of a card (on the route or as horses) are on offer; with ``next_turn`` each play
    is followed by red's next turn (the cards drawn in between left out, as :mod:`taxis.exercises` plans them).
    """

    def __init__(self, state: State, next_turn: bool = False) -> None:
        self._states = [state]
        self._moves: list[Move] = []
        self.next_turn = next_turn
        self.players = ("red", "blue", "green", "yellow")[:state.players]

    @property
    def state(self) -> State:
        return self._states[-1]

    @property
    def history(self) -> tuple[Move, ...]:
        return tuple(self._moves)

    @property
    def to_move(self) -> int:
        return self.state.player

    @property
    def is_over(self) -> bool:
        return False

    def legal_moves(self) -> list[Move]:
        return [m for m in legal_moves(self.state) if isinstance(m, (Route, Horse))]

    def check(self, move: Any) -> Verdict:
        return verdict(self.state, self.parse(move) if isinstance(move, str) else move)

    def parse(self, text: str) -> Move:
        return taxis.parse(text)

    def play(self, move: Any) -> Move:
        move = self.parse(move) if isinstance(move, str) else move
        after = apply(self.state, move)
        self._states.append(_next_turn(after) if self.next_turn else after)
        self._moves.append(move)
        return move

    def undo(self) -> None:
        self._states.pop()
        self._moves.pop()


def _card_attempt(game: Any, selection: tuple[str, ...], hit: str) -> Move | None:
    """The card play a refused click tried (a click on the deck or a button tries none here)."""
    tried = SPEC.attempt(game, selection, hit)
    return tried if isinstance(tried, (Route, Horse)) else None


CARD_SPEC = replace(SPEC, attempt=_card_attempt)  # the game table's clicks, for card plays only


def _plays(ex: Exercise, instruction: str, count: int, line: str) -> MovePick:
    plays = CardPlays(ex.game().state, next_turn=count > 1)
    return MovePick(plays, CARD_SPEC, instruction, count=count,
                    board=lambda game, view: _board(game.state, view),
                    hand=lambda game, view: _seats(game.state, view, line))


class HorsesInput:
    """The number of horses (a :class:`~tutor.exercise_app.NumberInput`) and the card red plays, clicked as at the
    game table (a :class:`~tutor.exercise_app.MovePick`) (ex4)."""

    def __init__(self, ex: Exercise) -> None:
        state = ex.game().state
        route = len(state.routes[state.player])
        self.instruction = _("Click how many horses are needed; then click a card of red's hand and where it goes.")
        self.count = NumberInput(range(1, route + 4), self.instruction)
        self.count.row.widget.children = (widgets.HTML("<b>" + escape(_("Horses needed:")) + "</b>"),
                                          *self.count.row.widget.children)
        self.play = _plays(ex, self.instruction, 1, _("Click a card of red's hand, then where it goes."))
        self.widget = widgets.VBox([self.count.widget, self.play.widget])

    def value(self) -> tuple[int, str] | None:
        n, move = self.count.value(), self.play.value()
        return None if n is None or move is None else (n, move)

    def pending(self) -> str | None:
        if self.count.value() is None:
            return _("Click how many horses are needed.")
        if self.play.value() is None:
            return _("Now click a card of red's hand, then where it goes.")
        return None

    def clear(self) -> None:
        self.count.clear()
        self.play.clear()

    def show(self, answer: Any) -> None:
        n, card = answer
        self.count.show(n)
        self.play.show(card if " " in card.strip() else f"horse {card}")

    def describe(self, answer: Any) -> str:
        n, card = answer
        play = self.play.describe(card if " " in card.strip() else f"horse {card}")
        return _("{horses}; {play}").format(horses=_horses(n), play=play)


def plan_input(ex: Exercise) -> MovePick:
    """ex10: four plays, one per turn, each kept with *keep this move*."""
    turns = ex.checker.keywords["turns"]
    return _plays(ex, _("Play red's cards in order, one per turn: click a card, then where it goes, then keep it."),
                  turns, _("Click a card of red's hand."))


# -- ex5: every legal placement -------------------------------------------------------------------------------------


class PlacementsInput:
    """The route's cities of one placement clicked on the map (a :class:`~tutor.exercise_app.BoardPick`), then *add
    this placement*; again for each (ex5). Every city of the route stays clickable: the board does not say which
    placements are legal. An added placement is a button: a click on it takes it off the list."""

    def __init__(self, ex: Exercise) -> None:
        self.state = state = ex.game().state
        route = [city_of(c) for c in state.routes[state.player]]
        self.instruction = _("Click the cities that get houses in one placement, then add it; do that for every "
                             "placement.")

        def draw(chosen: tuple[str, ...]) -> str:
            return _board(state, View(viewer=state.player, clickable=frozenset(f"city:{c}" for c in route),
                                      selection=("close", *sorted(chosen))))

        self.pick = CityPick(draw, self.instruction, cities=route)
        self.ways: list[tuple[str, ...]] = []
        self.add_button = widgets.Button(description=_("add this placement"), icon="plus",
                                         layout=widgets.Layout(width="auto"))
        self.add_button.on_click(lambda _b: self.add())
        self.listed = widgets.Box(layout=widgets.Layout(flex_flow="row wrap"))
        head = widgets.HTML("<b>" + escape(_("Your placements (a click takes one off):")) + "</b>")
        self.widget = widgets.VBox([self.pick.widget, widgets.HBox([self.add_button]), head, self.listed])
        self._list()

    def click(self, hit: str) -> None:
        self.pick.click(hit)

    def add(self) -> None:
        chosen = self.pick.value()
        if not chosen:
            return
        way = tuple(sorted(chosen))
        if way not in self.ways:
            self.ways.append(way)
        self.pick.clear()
        self._list()

    def remove(self, way: tuple[str, ...]) -> None:
        if way in self.ways:
            self.ways.remove(way)
            self._list()

    def _list(self) -> None:
        buttons = []
        for way in self.ways:
            button = widgets.Button(description=words(way), icon="times", tooltip=_("take this placement off"),
                                    layout=widgets.Layout(width="auto"))
            button.on_click(lambda _b, way=way: self.remove(way))
            buttons.append(button)
        self.listed.children = buttons or [widgets.HTML("<i>" + escape(_("none yet")) + "</i>")]

    def value(self) -> set[tuple[str, ...]] | None:
        return set(self.ways) if self.ways else None

    def pending(self) -> str | None:
        if not self.ways and self.pick.value():
            return _("Press “add this placement” to put it on your list.")
        return None

    def clear(self) -> None:
        self.ways = []
        self.pick.clear()
        self._list()

    def show(self, answer: Any) -> None:
        self.pick.clear()
        self.ways = sorted(tuple(sorted(w)) for w in answer)
        self._list()

    def describe(self, answer: Any) -> str:
        return "; ".join(words(sorted(w)) for w in sorted(answer, key=lambda w: (len(w), sorted(w))))


# -- ex6: the bonus tiles of a closing ------------------------------------------------------------------------------


class TilesInput:
    """The bonus stacks red takes a tile from (a row of toggles), and for each a row of the values its tiles have
    (ex6). The closing is drawn on the map, the stacks left beside it."""

    def __init__(self, ex: Exercise, move: str) -> None:
        self.state = state = ex.game().state
        self.instruction = _("Click each bonus stack red takes a tile from, then the value of that tile.")
        stacks = state.bonus.stacks
        self.titles = {s.id: _(s.title) for s in stacks}
        self.stacks = ButtonRow([(self.titles[s.id], s.id) for s in stacks], multiple=True,
                                label=_("Tiles from:"))
        self.values = {s.id: ButtonRow([(str(v), v) for v in sorted(set(s.values.value), reverse=True)],
                                       label=_("{stack} tile worth").format(stack=self.titles[s.id]))
                       for s in stacks}
        self.stacks.on_change(self._chosen)
        self.rows = widgets.VBox([])
        close = taxis.parse(move)
        view = _still(state, preview=close)
        picture = _still_view(_board(state, view))
        side = _still_view(_seats(state, view, _("Red's table and the bonus tiles left:"), stacks=True))
        self.widget = widgets.VBox([self.stacks.widget, self.rows, picture, _hand_box(side)])

    def _chosen(self) -> None:
        chosen = self.stacks.chosen
        for sid, row in self.values.items():
            if sid not in chosen and row.chosen is not None:
                row.clear()
        self.rows.children = [self.values[sid].widget for sid in chosen]

    def press(self, which: Any, value: Any = None) -> None:
        """A click on a stack's toggle (``value`` None), or on ``value`` in that stack's row."""
        if value is None:
            self.stacks.press(which)
        else:
            self.values[which].press(value)

    def value(self) -> dict[str, int] | None:
        chosen = self.stacks.chosen
        if not chosen or any(self.values[sid].chosen is None for sid in chosen):
            return None
        return {sid: self.values[sid].chosen for sid in chosen}

    def pending(self) -> str | None:
        missing = [self.titles[sid] for sid in self.stacks.chosen if self.values[sid].chosen is None]
        return _("Click the value of the {stacks} tile too.").format(stacks=words(missing)) if missing else None

    def clear(self) -> None:
        self.stacks.clear()

    def show(self, answer: Any) -> None:
        self.stacks.set(list(answer))
        for sid, v in answer.items():
            self.values[sid].set([v])

    def describe(self, answer: Any) -> str:
        return "; ".join(f"{self.titles[sid]}: {v}" for sid, v in answer.items())


# -- ex7: the official who helps ------------------------------------------------------------------------------------


def official_input(ex: Exercise) -> ChoiceInput:
    """ex7: a button per official of the game (their tiles drawn below the map), and *none of them*."""
    state = ex.game().state
    names = [name for name, _hit, _sub in OFFICIALS if name in state.rules.officials]
    options = [(official(name), name) for name in names] + [(_("none of them"), "none")]
    return ChoiceInput(options, _("Click the official who makes it possible."), picture=_board(state, _still(state)),
                       label=_("The official:"))


# -- ex8: the legal closings among six -------------------------------------------------------------------------------


class ClosingsInput(ChoiceInput):
    """One button per closing, its letter and its houses in words (ex8: exactly one is allowed, so one is picked);
    the closing picked shows its houses on the map. The value is its letter; the solver's set of one letter is
    shown as that letter."""

    def __init__(self, ex: Exercise, closings: Sequence[tuple[str, str]]) -> None:
        self.state = state = ex.game().state
        self.closings: dict[str, Close] = {label: taxis.parse(move) for label, move in closings}
        options = [(_("{label}: houses on {cities}").format(label=label, cities=words(move.cities)), label)
                   for label, move in self.closings.items()]
        super().__init__(options, _("Click the one closing that is allowed; each shows its houses on the map."),
                         picture=_board(state, _still(state)), label=_("Allowed:"))
        self.row.on_change(self._touched)

    def _touched(self) -> None:
        label = self.row.chosen
        preview = self.closings[label] if label else None
        if self.picture is not None:
            self.picture.svg = clip(_board(self.state, _still(self.state, preview=preview)))

    @staticmethod
    def _one(answer: Any) -> Any:
        return next(iter(answer)) if isinstance(answer, (set, frozenset, list, tuple)) and len(answer) == 1 else \
            answer

    def show(self, answer: Any) -> None:
        super().show(self._one(answer))

    def describe(self, answer: Any) -> str:
        answer = self._one(answer)
        if isinstance(answer, str):
            return self.row.label_of(answer)
        return words(self.row.label_of(label) for label in sorted(answer))


# -- the inputs of the ten exercises ----------------------------------------------------------------------------------

INPUTS: dict[str, Callable[[Exercise], Any]] = {
    "ex1": lambda ex: VerdictsInput(ex, ex.checker.keywords["moves"]),
    "ex2": display_input,
    "ex3": CarriageInput,
    "ex4": HorsesInput,
    "ex5": PlacementsInput,
    "ex6": lambda ex: TilesInput(ex, ex.checker.keywords["move"]),
    "ex7": official_input,
    "ex8": lambda ex: ClosingsInput(ex, ex.checker.keywords["closings"]),
    "ex9": route_input,
    "ex10": plan_input,
}


def answer_input(ex: Exercise) -> Any:
    """What a pupil clicks to answer ``ex`` (an exercise of :data:`taxis.exercises.EXERCISES`): an
    :class:`~tutor.exercise_app.AnswerInput`."""
    try:
        make = INPUTS[ex.id]
    except KeyError:
        raise KeyError(f"no answer input for exercise {ex.id!r}") from None
    return make(ex)


class TaxisExerciseApp(ExerciseApp):
    """The shared exercise app, whose question begins with the game the exercise is played under (Glanz und Gloria,
    the base game, or the Glanz und Gloria map with base rules) and ends with what of its answer the tutor rebuilt
    (:meth:`taxis.exercises.Exercise.prompt`)."""

    def select(self, number: int) -> None:
        super().select(number)
        ex = self.exercise
        game, stop, more = _(ex.lead).partition(". ")  # the game in bold, what it rests on after it
        note = f" <i>{escape(_(ex.note))}</i>" if ex.note else ""
        self.question.value = f"<p><b>{escape(game + stop.strip())}</b> {escape(more)}{' ' if more else ''}" \
                              f"{escape(_(ex.ask))}{note}</p>"


def app() -> ExerciseApp:
    """The pupils' exercise app for Thurn und Taxis (each question says which game it is played under).

    >>> a = app(); a.select(1)
    >>> "The base game" in a.question.value, "Careful" in a.question.value
    (True, False)
    >>> a.select(2); "Glanz und Gloria, on its own map." in a.question.value, "Careful" in a.question.value
    (True, True)
    """
    return TaxisExerciseApp(_("Thurn und Taxis: exercises"), EXERCISES, answer_input, STORE_KEY, wording=wording,
                            wide=True)
