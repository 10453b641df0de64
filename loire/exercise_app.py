"""La Loire's exercises as a pupils' app: every answer is given by clicking, never by typing Python.

:func:`answer_input` builds what a pupil clicks for each exercise of :mod:`loire.exercises`, and :func:`app` puts
the ten of them into the shared :class:`tutor.exercise_app.ExerciseApp`. Each input gathers the same Python value
the classroom notebook takes, and the exercise's own checker judges it: nothing here knows an answer.

==========  ==================================================================================================
exercise    how it is answered
==========  ==================================================================================================
1           each of the five steps is drawn on the board in turn: *allowed* or *not allowed*, then the rule
2, 5, 7     one row of number buttons per village, question or score category
3, 6        a team size (or a message) is chosen, then the places are clicked on the board
4           the seven market colours clicked in their new order, then the circus's villages on the board
8           the players clicked in order, first to last
9, 10       red's whole turn played by clicks on the board, as on the game table, with *undo last*
==========  ==================================================================================================

The board inputs (:class:`PlacesInput`, :class:`TurnInput`) are driven in tests without a browser:

>>> from loire import exercises
>>> ex = exercises.get("ex3")
>>> places = answer_input(ex)
>>> places.value() is None  # nothing chosen yet
True
>>> places.pick(1); places.board.click("Tours"); places.value()
{0: set(), 1: {'Tours'}, 2: set()}
>>> ex.check(places.value()).correct
False
>>> turn = answer_input(exercises.get("ex9"))
>>> turn.board.click("piece:merchant"); turn.board.click("Beaugency"); turn.value()
['merchant Beaugency']
>>> turn.undo(); turn.value() is None
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape
from typing import Any

import ipywidgets as widgets

from loire.cards import CHARACTERS
from loire.exercises import Exercise, _points_text
from loire.moves import End, Move, Travel
from loire.render import render
from loire.rulebook import RULES
from loire.state import CARDS, PLACE_INDEX, PLAYER_COLOURS, State
from loire.table import _route, attempt, board_svg, describe, jump, path, seats_svg
from tutor import table
from tutor.game import Game
from tutor.i18n import _, ngettext

__all__ = ["PlacesInput", "TurnInput", "answer_input", "message_words"]


# -- words for what the pupil sees ------------------------------------------------------------------------


def message_words(code: str) -> str:
    """A message card in words (no card code).

    >>> message_words("Beaugency"), message_words("green+white"), message_words("Nantes.love")
    ('the message to Beaugency', 'the message for a green and a white village', 'the monastery message to Nantes')
    """
    card = CARDS[code]
    if card.level == 1:
        return _("the message to {village}").format(village=card.target)
    if card.level == 4:
        return _("the monastery message to {city}").format(city=card.target)
    colours = list(card.target)
    joined = _("{first} and a {last}").format(first=_(", a ").join(colours[:-1]), last=colours[-1])
    return _("the message for a {colours} village").format(colours=joined)


def team_words(horses: int) -> str:
    """A team size in words.

    >>> team_words(0), team_words(1), team_words(2)
    ('no horse', '1 horse', '2 horses')
    """
    return _("no horse") if horses == 0 else ngettext("{n} horse", "{n} horses", horses).format(n=horses)


def _note(text: str, error: bool = False) -> str:
    colour = "#b00" if error else "#333"
    return f"<p style='margin:0.2em 0;color:{colour}'>{escape(text)}</p>" if text else ""


def _rule_words(rule_id: str) -> str:
    """A rule as a pupil reads it: its title, no id."""
    rule = RULES.get(rule_id)
    return rule.title if rule is not None else ""


def card_words(code: str) -> str:
    """A message card in short words, with its level and kind, for the lists of the final score.

    >>> card_words("blue+yellow"), card_words("Nantes.love")
    ('level 2, to a blue and a yellow village (love)', 'level 4, to the monastery of Nantes (love)')
    """
    card = CARDS[code]
    if card.level == 1:
        where = _("to {village}").format(village=card.target)
    elif card.level == 4:
        where = _("to the monastery of {city}").format(city=card.target)
    else:
        colours = list(card.target)
        joined = _("{first} and a {last}").format(first=_(", a ").join(colours[:-1]), last=colours[-1])
        where = _("to a {colours} village").format(colours=joined)
    return _("level {level}, {where} ({kind})").format(level=card.level, where=where, kind=_(card.type))


def final_html(ex: Exercise) -> str:
    """What scores at the end of the game, in words, for the players the exercise is about: a table with one row
    per player, then the points printed on the cards (no card codes, no notation)."""
    state = ex.game().state
    seats = ex.seats if ex.seats is not None else (state.player,)
    head = [_("player"), _("boat"), _("delivered messages"), _("messages in hand"), _("characters"), _("palaces"),
            _("buildings")]
    rows = []
    for p in seats:
        pl = state.players[p]
        built = state.built(p)
        chars = [f"{n} ({_(CHARACTERS[n].colour.value)})" for n in sorted(pl.characters)]
        cells = [PLAYER_COLOURS[p], _("space {n}").format(n=pl.boat),
                 "<br>".join(escape(card_words(c)) for c in pl.delivered) or _("none"),
                 "<br>".join(escape(card_words(c)) for c in pl.hand) or _("none"),
                 escape(", ".join(chars)) or _("none"),
                 escape(", ".join(f"{k} {c}" for k, c in sorted(pl.palaces))) or _("none"),
                 escape(", ".join(f"{built[k]} {_(k)}" for k in ("castle", "monastery", "farm")))]
        rows.append("<tr>" + "".join(f"<td>{c}</td>" for c in cells) + "</tr>")
    table_html = ("<table class='tutor-exercise-final' border='1' cellpadding='3' style='border-collapse:collapse'>"
                  f"<tr>{''.join(f'<th>{escape(h)}</th>' for h in head)}</tr>{''.join(rows)}</table>")
    points = _("Points as printed on the cards: {points}.").format(points=_points_text(state, seats))
    return f"<div>{table_html}<p style='margin:0.3em 0'>{escape(points)}</p></div>"


class FinalView:
    """The picture of a finished game for exercises 7 and 8: what scores, in words (the board no longer matters)."""

    def __init__(self, ex: Exercise) -> None:
        self.widget = widgets.HTML(final_html(ex))
        self.widget.add_class("tutor-exercise-situation")


def move_svg(state: State, move: Move) -> str:
    """The board with a proposed move drawn on it: a travel's route and where it stops, or the place where an
    action would happen; the title says the move in words."""
    route: list[str] = []
    spot: list[str] = []
    if isinstance(move, Travel):
        route = _route(state, move)
        spot = [move.to]
    elif not isinstance(move, End):
        acting = state.turn.acting or "merchant"
        spot = [state.me.piece(acting).place]
    title = _("Red tries to {move}").format(move=describe(move))
    return render(state, title=title, path=route or None, highlight=spot, panel=False)


# -- places on the board, per key --------------------------------------------------------------------------


class PlacesInput:
    """Places clicked on the board (each click toggles one), one set per key: the team sizes of exercise 3, the
    messages of exercise 6, or a single set (the circus's villages of exercise 4).

    ``keys`` are (value, label) pairs; the answer is a dict from each key's value to its set of places, or the set
    alone when there is one key. ``None`` until a first place is clicked.
    """

    def __init__(self, ex: Exercise, keys: Sequence[tuple[Any, str]], instruction: str,
                 heading: str = "") -> None:
        self.ex = ex
        self.state: State = ex.game().state
        self.keys = list(keys)
        self.instruction = instruction
        self.chosen: dict[Any, set[str]] = {k: set() for k, _ in self.keys}
        self.touched = False
        self.read_only = False
        self.board = table.BoardView(hover=False)
        self.board.add_class("tutor-exercise-board")
        self.board.on_hit(lambda event, hit: self.click(hit) if event == "click" else None)
        self.picker = widgets.ToggleButtons(options=[(label, i) for i, (_k, label) in enumerate(self.keys)],
                                            value=0, style={"button_width": "auto"})
        self.picker.observe(lambda _change: self.refresh(), names="value")
        self.picker.layout.display = None if len(self.keys) > 1 else "none"
        self.summary = widgets.HTML()
        self.note = widgets.HTML()
        parts: list[widgets.Widget] = [self.picker, self.board, self.summary, self.note]
        if heading:
            parts.insert(0, widgets.HTML(_note(heading)))
        self.widget = widgets.VBox(parts, layout=widgets.Layout(width="100%"))
        self.refresh()

    @property
    def key(self) -> Any:
        return self.keys[self.picker.value][0]

    def pick(self, key: Any) -> None:
        """Choose the key whose places the board shows and the clicks change (a test's press on its button)."""
        self.picker.value = next(i for i, (k, _label) in enumerate(self.keys) if k == key)

    def click(self, hit: str) -> None:
        """A click on the board: a place is marked, or unmarked if it was marked."""
        if self.read_only:
            self.note.value = _note(_("This is the answer. Press Check or another exercise to go on."))
            return
        if hit not in PLACE_INDEX:
            self.note.value = _note(_("Click a place: a village or a city."), error=True)
            return
        places = self.chosen[self.key]
        places.symmetric_difference_update({hit})
        self.touched = True
        self.note.value = ""
        self.refresh()

    def value(self) -> Any:
        if not self.touched:
            return None
        if len(self.keys) == 1:
            return set(self.chosen[self.keys[0][0]])
        return {k: set(v) for k, v in self.chosen.items()}

    def clear(self) -> None:
        self.chosen = {k: set() for k, _ in self.keys}
        self.touched = self.read_only = False
        self.note.value = ""
        self.refresh()

    def show(self, answer: Any) -> None:
        """Mark the places of ``answer`` (read-only until :meth:`clear`)."""
        if len(self.keys) == 1:
            answer = {self.keys[0][0]: answer}
        self.chosen = {k: set(answer.get(k, ())) for k, _ in self.keys}
        self.touched = self.read_only = True
        self.refresh()

    def refresh(self) -> None:
        self.board.svg = render(self.state, hits=True, chosen=sorted(self.chosen[self.key]),
                                highlight=self.ex.highlight, title=self._title(), panel=False)
        rows = []
        for k, label in self.keys:
            places = sorted(self.chosen[k], key=PLACE_INDEX.__getitem__)
            listed = ", ".join(places) if places else _("none")
            rows.append(f"<li>{escape(label)}: <b>{escape(listed)}</b></li>" if len(self.keys) > 1 else
                        f"<li>{escape(_('chosen'))}: <b>{escape(listed)}</b></li>")
        self.summary.value = f"<ul style='margin:0.2em 0'>{''.join(rows)}</ul>"

    def _title(self) -> str:
        if len(self.keys) == 1:
            return self.instruction
        return _("Places for {what}").format(what=self.keys[self.picker.value][1])


# -- a whole turn played by clicks -----------------------------------------------------------------------------


class TurnInput:
    """Red's whole turn, played by clicks on the exercise's position with the game table's machinery (the legal
    moves narrowed click by click, :func:`loire.table.path`): the moves are collected, no bot plays. *Undo last*
    takes one back; the turn is over once it is ended. The answer is the list of moves in notation (what the
    classroom notebook takes), ``None`` before the first move.
    """

    def __init__(self, ex: Exercise, instruction: str) -> None:
        self.ex = ex
        self.instruction = instruction
        self.board = table.BoardView()
        self.board.add_class("tutor-exercise-board")
        self.board.on_hit(self._hit)
        self.hands = table.BoardView(hover=False)
        self.hands.add_class("tutor-exercise-hands")
        self.hands.on_hit(lambda event, hit: self.click(hit) if event == "click" else None)
        self.undo_button = widgets.Button(description=_("undo last"), icon="undo")
        self.undo_button.on_click(lambda _button: self.undo())
        self.steps = widgets.HTML()
        self.note = widgets.HTML()
        board = widgets.VBox([self.board], layout=widgets.Layout(flex="3 1 520px", min_width="280px"))
        side = widgets.VBox([self.steps, self.undo_button, self.note, self.hands],
                            layout=widgets.Layout(flex="1 1 260px", min_width="240px"))
        self.widget = widgets.Box([board, side], layout=widgets.Layout(flex_flow="row wrap", width="100%"))
        self.clear()

    # -- state --
    @property
    def moves(self) -> list[Move]:
        return list(self.game.history)

    @property
    def over(self) -> bool:
        """The turn has ended (or the game)."""
        return self.game.state.player != self.player or self.game.state.over

    def value(self) -> list[str] | None:
        return [str(m) for m in self.game.history] or None

    def clear(self) -> None:
        self.game: Game = self.ex.game()
        self.player = self.game.state.player
        self.read_only = False
        self.error: tuple[Any, str, str] | None = None
        self.note.value = ""
        self._new_step()

    def show(self, answer: Any) -> None:
        """Play ``answer`` (a list of moves) on a fresh position and show it (read-only until :meth:`clear`)."""
        self.clear()
        for move in answer:
            self.game.play(move)
        self.read_only = True
        self._new_step()

    # -- clicks --
    def _hit(self, event: str, hit: str) -> None:
        if event == "click":
            self.click(hit)

    def click(self, hit: str) -> None:
        """A click on the board, its buttons or a card: narrow the legal moves; a move fully chosen is played."""
        if hit == "undo":
            self.undo()
            return
        if self.read_only:
            self.note.value = _note(_("This is the answer. Press Check or another exercise to go on."))
            return
        if self.over:
            self.note.value = _note(_("Red's turn is over. Press Check, or undo last to change it."))
            return
        n = self.narrowing
        self.error = None
        if hit not in n.next_hits and hit in PLACE_INDEX:
            jump(n, hit)
        if n.click(hit) == "refused":
            self._refuse(hit)
        else:
            current = n.current
            if current is not None and len(n.variants) == 1 and not n.next_hits:
                self.game.play(current)
                self.note.value = _note(_("Played: {move}.").format(move=describe(current)))
                self._new_step()
                return
            if len(n.selection) == 1 and n.selection[0].startswith("piece:") and "horses:+0" in n.next_hits:
                n.click("horses:+0")  # a piece keeps its horses unless a horse button says otherwise
            self.note.value = _note(_("Now click a ringed place, or a horse button to change the team."))
        self._draw()

    def _refuse(self, hit: str) -> None:
        tried = attempt(self.game, self.narrowing.selection, hit)
        verdict = self.game.check(tried) if tried is not None else None
        if verdict is not None and not verdict.ok:
            self.error = (tried, _("not allowed"), hit)
            self.note.value = _note(_("Not allowed: {reason} ({rule}).").format(
                reason=verdict.reason, rule=_rule_words(verdict.rule)), error=True)
        else:
            self.note.value = _note(_("That is not a choice now. Click a piece, a ringed place or a button."),
                                    error=True)

    def undo(self) -> None:
        """Take back the last move of the turn."""
        if self.read_only:
            return
        if not self.game.history:
            self.note.value = _note(_("Nothing to undo yet."))
            return
        self.game.undo()
        self.error = None
        self.note.value = _note(_("Taken back."))
        self._new_step()

    # -- drawing --
    def _new_step(self) -> None:
        moves = () if self.over or self.read_only else self.game.legal_moves()
        self.narrowing = table.Narrowing(moves, path)
        self._draw()

    def view(self) -> table.View:
        n = self.narrowing
        active = not self.over and not self.read_only
        marks = tuple((m, self.player) for m in self.game.history)
        return table.View(viewer=self.player, selection=n.selection if active else (),
                          clickable=frozenset(n.next_hits) if active else frozenset(), marks=marks,
                          error=self.error, names=tuple(PLAYER_COLOURS[: self.game.state.count]), active=active)

    def _draw(self) -> None:
        view = self.view()
        self.board.svg = board_svg(self.game, view)
        self.hands.svg = seats_svg(self.game, table.View(viewer=self.player, names=view.names, active=False))
        self.undo_button.disabled = self.read_only or not self.game.history
        done = [describe(m) for m in self.game.history if not isinstance(m, End)]
        items = "".join(f"<li>{escape(d)}</li>" for d in done)
        head = _("Red's turn is over.") if self.over else _("Red's turn so far:")
        listed = f"<ol style='margin:0.2em 0'>{items}</ol>" if items else f"<p>{escape(_('nothing yet'))}</p>"
        self.steps.value = f"<p style='margin:0.2em 0'><b>{escape(head)}</b></p>{listed}"


# -- the inputs of the ten exercises ---------------------------------------------------------------------------


def _reach_input(ex: Exercise) -> PlacesInput:
    from loire.rules import max_horses

    most = max_horses(ex.game().state.me)
    keys = [(h, team_words(h)) for h in range(most + 1)]
    return PlacesInput(ex, keys, _("Choose a team size, then click every place where the merchant could stop with "
                                   "it. Click a place again to unmark it."))


def _deliveries_input(ex: Exercise) -> PlacesInput:
    hand = ex.game().state.me.hand
    keys = [(code, message_words(code)) for code in hand]
    return PlacesInput(ex, keys, _("Choose a message, then click every place where the messenger could deliver it "
                                   "or bring it a step further this turn."))


def _turn_input(ex: Exercise) -> TurnInput:
    return TurnInput(ex, _("Play red's whole turn: click a piece, then where it goes, then what it does there; "
                           "end the turn with its button."))


MAKERS: dict[str, Callable[[Exercise], Any]] = {
    "ex3": _reach_input,
    "ex6": _deliveries_input,
    "ex9": _turn_input,
    "ex10": _turn_input,
}


def answer_input(ex: Exercise) -> Any:
    """What a pupil clicks to answer ``ex``."""
    return MAKERS[ex.id](ex)

