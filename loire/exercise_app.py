"""La Loire's exercises as a pupils' app: every answer is given by clicking, never by typing Python.

:func:`answer_input` builds what a pupil clicks for each exercise of :mod:`loire.exercises`, and :func:`app` puts
the ten of them into the shared :class:`tutor.exercise_app.ExerciseApp`. Each input gathers the same Python value
the classroom notebook takes, and the exercise's own checker judges it: nothing here knows an answer.

==========  ==================================================================================================
exercise    how it is answered (the shared inputs of :mod:`tutor.exercise_app`, and this module's)
==========  ==================================================================================================
1           each of the five steps drawn on the board in turn: *allowed* / *not allowed*, then the rule
            (:class:`VerdictList` of shared :class:`~tutor.exercise_app.VerdictInput`)
2, 5        one row of number buttons per village or question (shared :class:`~tutor.exercise_app.KeyedInput`)
3, 6        a team size or a message chosen, then its places clicked on the board (:class:`KeyedPlaces`, one
            shared :class:`~tutor.exercise_app.BoardPick` per key)
4           the seven market colours clicked in their new order, then the circus's villages on the board
            (:class:`MarketAndCircus`: a :class:`Complete` and a shared board pick)
7           one counter per score category (:class:`Counters`: the totals are too large for a row of buttons)
8           the players clicked in order, first to last (:class:`Complete`, a shared ordered choice)
9, 10       red's whole turn played by clicks on the board, as on the game table, with *undo last*
            (:class:`TurnInput`: the game table's narrowing, the moves collected until the turn ends)
==========  ==================================================================================================

Driven in tests without a browser:

>>> from loire import exercises
>>> ex = exercises.get("ex3")
>>> places = answer_input(ex)
>>> places.value() is None  # nothing chosen yet
True
>>> places.pick(1); places.click("Tours"); places.value()
{0: set(), 1: {'Tours'}, 2: set()}
>>> ex.check(places.value()).correct
False
>>> turn = answer_input(exercises.get("ex9"))
>>> turn.click("piece:merchant"); turn.click("Beaugency"); turn.value()
['merchant Beaugency']
>>> turn.undo(); turn.value() is None
True
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from html import escape
from typing import Any

import ipywidgets as widgets

from loire.cards import CHARACTERS
from loire.exercises import CATEGORIES, EXERCISES, Exercise, _points_text
from loire.moves import End, Move, Travel, parse
from loire.render import PLAYER_FILL, SHIELD_FILL, render
from loire.rulebook import RULES
from loire.rules import max_horses
from loire.state import CARDS, COLOURS, PLACE_INDEX, PLACES, PLAYER_COLOURS, VILLAGES, State
from loire.table import _route, _short, _where, attempt, board_svg, describe, jump, path, seats_svg
from loire.words import character, colour, message_type, palace
from tutor import table
from tutor.exercise_app import (
    BoardPick,
    ExerciseApp,
    KeyedInput,
    OrderedChoice,
    VerdictInput,
    verdict_choices,
    words,
)
from tutor.game import Game
from tutor.i18n import N_, _, ngettext, pgettext
from tutor.svg import ink

__all__ = ["Complete", "Counters", "KeyedPlaces", "MarketAndCircus", "Questions", "TurnInput", "VerdictList",
           "answer_input", "app", "card_words", "final_html", "message_words", "move_svg", "wording"]

STORE_KEY = "tutor-loire-exercises"


# -- words for what the pupil sees ------------------------------------------------------------------------


def _colours(colours: Sequence[str]) -> str:
    names = [colour(c) for c in colours]
    return _("{first} and a {last}").format(first=_(", a ").join(names[:-1]), last=names[-1])


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
    return _("the message for a {colours} village").format(colours=_colours(list(card.target)))


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
        where = _("to a {colours} village").format(colours=_colours(list(card.target)))
    return _("level {level}, {where} ({kind})").format(level=card.level, where=where, kind=message_type(card.type))


def team_words(horses: int) -> str:
    """A team size in words.

    >>> team_words(0), team_words(1), team_words(2)
    ('no horse', '1 horse', '2 horses')
    """
    return _("no horse") if horses == 0 else ngettext("{n} horse", "{n} horses", horses).format(n=horses)


def _note(text: str, error: bool = False) -> str:
    colour = "#b00" if error else "#333"
    return f"<p style='margin:0.2em 0;color:{colour}'>{escape(text)}</p>" if text else ""


def _rule_title(rule_id: str) -> str:
    rule = RULES.get(rule_id)
    return rule.title if rule is not None else ""


_COLOUR = "|".join(COLOURS)
_PLACE = "|".join(sorted((re.escape(p) for p in PLACES), key=len, reverse=True))
_CARD = re.compile(rf"\b(?:{_COLOUR})(?:\+(?:{_COLOUR}))+\b|\b(?:Nantes|Orléans)\.[a-z]+\b")
_HIRE = "|".join(sorted((re.escape(c) for c in CHARACTERS), key=len, reverse=True))
_MOVE = re.compile(rf"\b(?:merchant|messenger)(?: [+-]\d)? (?:{_PLACE})(?: smith (?:{_PLACE}))?"
                   rf"|\b(?:buy|sell) (?:wood|grain|cheese|wine|beer)(?: \d)?\b|\bboat \d\b"
                   rf"|(?:^|(?<=[.?!] )|(?<=„))end(?=[:”])"
                   rf"|\bhire (?:{_HIRE})\b")
_DELIVER = re.compile(rf"\bdeliver ({_CARD.pattern}|(?:{_PLACE})(?![\w+]))")


def wording(text: str) -> str:
    """The exercises' feedback with the notation in it said in words: moves by the game table's
    :func:`~loire.table.describe`, message cards by :func:`message_words` (the app's ``wording``).

    >>> wording("Not quite. merchant Saumur: it is illegal. end: it is illegal. green+white at Tours: no.")
    'Not quite. Move the merchant to Saumur: it is illegal. End the turn: it is illegal. The message for a green \
and a white village at Tours: no.'
    >>> wording("step 2, sell grain, is refused")
    'step 2, sell 1 grain, is refused'
    >>> wording("Which rule says that? end: no. Step 2, deliver Beaugency, is refused; so is deliver green+white.")
    'Which rule says that? End the turn: no. Step 2, deliver the message to Beaugency, is refused; so is deliver the \
message for a green and a white village.'
    >>> wording("„end” – right, illegal")  # a move quoted, as the Hungarian feedback quotes it
    '„end the turn” – right, illegal'
    >>> wording("deliver Nantes.love? hire Wood Merchant: no.")
    'Deliver the monastery message to Nantes? Hire the Wood Merchant: no.'
    """
    text = _DELIVER.sub(lambda m: _capital(_("deliver {message}").format(message=message_words(m.group(1))),
                                           m.start(), text), text)
    once = _MOVE.sub(lambda m: _capital(describe(parse(m.group(0))), m.start(), text), text)
    return _CARD.sub(lambda m: _capital(message_words(m.group(0)), m.start(), once), once)


def _capital(said: str, at: int, text: str) -> str:
    """``said`` with a capital letter where a sentence begins at ``at`` in ``text``."""
    before = text[:at].rstrip()
    return said[:1].upper() + said[1:] if not before or before.endswith((".", "!", "?")) else said


# -- pictures ---------------------------------------------------------------------------------------------


def board(ex: Exercise, chosen: Sequence[str] = (), title: str | None = None) -> str:
    """The exercise's board (places clickable, the exercise's places framed, ``chosen`` ringed)."""
    state = ex.game().state
    return render(state, hits=True, chosen=list(chosen), highlight=ex.highlight, title=title, panel=False)


def move_svg(state: State, move: Move) -> str:
    """The board with a proposed move drawn on it: a travel's route and where it stops, or the place where an
    action would happen; the title says the move in words."""
    route: list[str] = []
    spot: list[str] = []
    if isinstance(move, Travel):
        route = _route(state, move)
        spot = [move.to]
    elif not isinstance(move, End):
        spot = [state.me.piece(state.turn.acting or "merchant").place]
    title = _("Red tries to {move}").format(move=describe(move))
    return render(state, title=title, path=route or None, highlight=spot, panel=False)


def _buildings(built: dict[str, int]) -> str:
    """Buildings counted in words.

    >>> _buildings({"castle": 1, "monastery": 0, "farm": 2})
    '1 castle, 0 monasteries, 2 farms'
    """
    kinds = {"castle": ngettext("{n} castle", "{n} castles", built["castle"]),
             "monastery": ngettext("{n} monastery", "{n} monasteries", built["monastery"]),
             "farm": ngettext("{n} farm", "{n} farms", built["farm"])}
    return ", ".join(text.format(n=built[k]) for k, text in kinds.items())


def final_html(ex: Exercise) -> str:
    """What scores at the end of the game, in words, for the players the exercise is about: a table with one row
    per player, then the points printed on the cards (no card codes, no notation)."""
    state = ex.game().state
    seats = ex.seats if ex.seats is not None else (state.player,)
    head = [_("player"), _("boat"), _("delivered messages"), _("messages in hand"), _("characters"), _("palaces"),
            _("buildings")]
    none = escape(pgettext("an empty cell of the score table", "none"))
    rows = []
    for p in seats:
        pl = state.players[p]
        built = state.built(p)
        chars = [f"{character(n)} ({colour(CHARACTERS[n].colour.value)})" for n in sorted(pl.characters)]
        cells = [escape(colour(PLAYER_COLOURS[p])), escape(_("space {n}").format(n=pl.boat)),
                 "<br>".join(escape(card_words(c)) for c in pl.delivered) or none,
                 "<br>".join(escape(card_words(c)) for c in pl.hand) or none,
                 escape(", ".join(chars)) or none,
                 escape(", ".join(f"{palace(k)} {c}" for k, c in sorted(pl.palaces))) or none,
                 escape(_buildings(built))]
        rows.append("<tr>" + "".join(f"<td>{c}</td>" for c in cells) + "</tr>")
    if len(seats) == 1:
        items = "".join(f"<li><b>{escape(h)}:</b> {c.replace('<br>', '; ')}</li>"
                        for h, c in zip(head[1:], cells[1:], strict=True))
        grid = f"<ul class='tutor-exercise-final' style='margin:0.2em 0;font-size:14px'>{items}</ul>"
    else:
        grid = ("<table class='tutor-exercise-final' border='1' cellpadding='3' style='border-collapse:collapse;"
                "font-size:13px'>"
                f"<tr>{''.join(f'<th>{escape(h)}</th>' for h in head)}</tr>{''.join(rows)}</table>")
    points = _("Points on the cards, as this tutor counts them (the printed ones are lost): {points}.").format(
        points=_points_text(state, seats))
    return f"<div class='tutor-exercise-situation'>{grid}<p style='margin:0.3em 0'>{escape(points)}</p></div>"


# -- inputs this game needs beyond the shared ones ---------------------------------------------------------


class Complete(OrderedChoice):
    """A shared :class:`~tutor.exercise_app.OrderedChoice` (values clicked in order, each once, with *undo last*)
    whose answer is ready only when every value has its place: a ranking of the players, the market's seven
    colours. Its buttons may be coloured (``fills``).

    >>> pick = Complete([("red", "red"), ("blue", "blue")], "Click them in order.")
    >>> pick.press("blue"); pick.value(), pick.pending()
    (None, 'Click each of the 2 in turn; 1 to go.')
    >>> pick.press("red"); pick.value()
    ['blue', 'red']
    """

    def __init__(self, options: Sequence[tuple[str, Any]], instruction: str, fills: Sequence[str] = (),
                 label: str = "") -> None:
        super().__init__(options, instruction)
        for button, fill in zip(self.buttons, fills, strict=False):
            button.style.button_color = fill
            button.style.text_color = ink(fill)  # white or black, whichever reads better (WCAG contrast)
            button.style.font_weight = "bold"
            if fill == "#ffffff":
                button.layout.border = "1px solid #888"  # a white tile on the white page
        if label:
            self.widget.children = (widgets.HTML(f"<b>{escape(label)}</b>"), *self.widget.children)

    def value(self) -> Any:
        return list(self.chosen) if len(self.chosen) == len(self.options) else None

    def pending(self) -> str | None:
        left = len(self.options) - len(self.chosen)
        if not left:
            return None
        return ngettext("Click each of the {n} in turn; {left} to go.", "Click each of the {n} in turn; {left} to go.",
                        left).format(n=len(self.options), left=left)


class KeyedPlaces:
    """Places clicked on the board, one set per key (a row of buttons chooses the key): the team sizes of
    exercise 3, the messages of exercise 6. One shared :class:`~tutor.exercise_app.BoardPick` per key, only the
    chosen key's board shown. The answer is a dict from each key to its set of places; ``None`` until a place is
    clicked.
    """

    def __init__(self, ex: Exercise, keys: Sequence[tuple[Any, str]], instruction: str) -> None:
        self.ex, self.instruction = ex, instruction
        self.keys = list(keys)
        self.picks = [BoardPick(lambda chosen, label=label: board(ex, chosen, label), instruction, places=PLACES)
                      for _k, label in self.keys]
        self.picker = widgets.ToggleButtons(options=[(label, i) for i, (_k, label) in enumerate(self.keys)],
                                            value=0, style={"button_width": "auto"})
        self.picker.observe(lambda _change: self._shown(), names="value")
        self.summary = widgets.HTML()
        for pick in self.picks:
            pick.view.on_hit(lambda _event, _hit: self._summarise())
        self.widget = widgets.VBox([self.picker, *(p.widget for p in self.picks), self.summary],
                                   layout=widgets.Layout(width="100%"))
        self._shown()

    @property
    def pick_now(self) -> BoardPick:
        return self.picks[self.picker.value]

    def pick(self, key: Any) -> None:
        """What a press on the button of ``key`` does."""
        self.picker.value = next(i for i, (k, _label) in enumerate(self.keys) if k == key)

    def click(self, hit: str) -> None:
        """A click on the board shown (a place is marked, or unmarked if it was marked)."""
        self.pick_now.view.click(hit)

    def _shown(self) -> None:
        for i, pick in enumerate(self.picks):
            pick.widget.layout.display = None if i == self.picker.value else "none"
        self._summarise()

    def _summarise(self) -> None:
        rows = []
        none = _("nothing marked")
        for (_k, label), pick in zip(self.keys, self.picks, strict=True):
            places = sorted(pick.chosen, key=PLACE_INDEX.__getitem__)
            rows.append(f"<li>{escape(label)}: <b>{escape(', '.join(places) or none)}</b></li>")
        self.summary.value = f"<ul style='margin:0.2em 0'>{''.join(rows)}</ul>"

    def value(self) -> Any:
        if not any(p.chosen for p in self.picks):
            return None
        return {k: set(p.chosen) for (k, _label), p in zip(self.keys, self.picks, strict=True)}

    def pending(self) -> str | None:
        return None

    def clear(self) -> None:
        for pick in self.picks:
            pick.clear()
        self._summarise()

    def show(self, answer: Any) -> None:
        for (k, _label), pick in zip(self.keys, self.picks, strict=True):
            pick.show(answer.get(k, set()))
        self._summarise()

    def describe(self, answer: Any) -> str:
        nowhere = _("nowhere")
        parts = [f"{label}: {words(sorted(answer.get(k, ()), key=PLACE_INDEX.__getitem__)) or nowhere}"
                 for k, label in self.keys]
        return "; ".join(parts)


class MarketAndCircus:
    """Exercise 4: the market after the purchase (the seven colours clicked in order, cheapest first: a
    :class:`OncePick`) and the villages the circus may go to (a shared :class:`~tutor.exercise_app.BoardPick` on
    the board; none if it stays). The answer is the pair, ready once the market is complete."""

    def __init__(self, ex: Exercise, instruction: str) -> None:
        self.ex, self.instruction = ex, instruction
        self.market = Complete([(colour(c), c) for c in COLOURS], instruction, [SHIELD_FILL[c] for c in COLOURS],
                               _("The market afterwards: click the colours from cheapest to dearest"))
        self.circus = BoardPick(lambda chosen: board(ex, chosen, _("The circus may go to: click the villages")),
                                instruction, places=VILLAGES)
        self.widget = widgets.VBox([self.market.widget, self.circus.widget], layout=widgets.Layout(width="100%"))

    def value(self) -> Any:
        market = self.market.value()
        return None if market is None else (market, set(self.circus.chosen))

    def pending(self) -> str | None:
        return self.market.pending()

    def clear(self) -> None:
        self.market.clear()
        self.circus.clear()

    def show(self, answer: Any) -> None:
        market, circus = answer
        self.market.show(market)
        self.circus.show(circus)

    def describe(self, answer: Any) -> str:
        market, circus = answer
        stays = _("the circus stays where it is")
        to = _("the circus may go to {villages}").format(villages=words(sorted(circus)))
        return _("the market {colours}; {circus}").format(colours=", ".join(colour(c) for c in market),
                                                          circus=to if circus else stays)


class Counters:
    """One counter per key (a label, −10, −1, the number, +1, +10): for numbers too large for a row of buttons
    (exercise 7's score categories). A counter shows "?" until its first press. The answer is a dict from each key
    to its number, ready when every counter has one.

    >>> c = Counters([("boat", "boat")], "Count.")
    >>> c.press("boat", +10); c.press("boat", +1); c.press("boat", -1); c.press("boat", +1); c.value()
    {'boat': 11}
    >>> c.press("boat", -100); c.value()  # never below 0
    {'boat': 0}
    """

    STEPS = (-10, -1, 1, 10)

    def __init__(self, keys: Sequence[tuple[str, Any]], instruction: str, picture: str | None = None) -> None:
        self.keys, self.instruction = list(keys), instruction
        self.counts: dict[Any, int | None] = {k: None for _label, k in self.keys}
        self.shown: dict[Any, widgets.HTML] = {}
        rows: list[widgets.Widget] = []
        if picture:
            rows.append(widgets.HTML(picture))
        for label, key in self.keys:
            self.shown[key] = widgets.HTML(layout=widgets.Layout(width="3.2em"))
            buttons = []
            for step in self.STEPS:
                button = widgets.Button(description=f"{step:+d}".replace("-", "−"), tooltip=f"{step:+d}",
                                        layout=widgets.Layout(width="auto"))
                button.on_click(lambda _b, k=key, d=step: self.press(k, d))
                buttons.append(button)
            name = widgets.HTML(f"<span class='tutor-exapp-label'>{escape(label)}</span>",
                                layout=widgets.Layout(width="13em"))
            row = widgets.Box([name, *buttons[:2], self.shown[key], *buttons[2:]],
                              layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
            row.add_class("tutor-exapp-row")
            rows.append(row)
        self.widget = widgets.VBox(rows)
        self._draw()

    def _key(self, which: Any) -> Any:
        return next(k for label, k in self.keys if which in (label, k))

    def press(self, key: Any, step: int) -> None:
        """What a press on ``key``'s button ``step`` (−10, −1, +1 or +10) does."""
        k = self._key(key)
        self.counts[k] = max(0, (self.counts[k] or 0) + step)
        self._draw()

    def set(self, key: Any, n: int) -> None:
        """Press the buttons until ``key``'s counter shows ``n`` (tests do what a pupil would)."""
        k = self._key(key)
        while (self.counts[k] or 0) != n or self.counts[k] is None:
            now = self.counts[k] or 0
            gap = n - now
            step = 10 if gap >= 10 else -10 if gap <= -10 else 1 if gap > 0 else -1
            if gap == 0:
                step = 1 if now == 0 else -1
                self.press(k, step)
                self.press(k, -step)
                continue
            self.press(k, step)

    def _draw(self) -> None:
        for k, view in self.shown.items():
            n = self.counts[k]
            view.value = f"<b style='font-size:120%'>{'?' if n is None else n}</b>"

    def value(self) -> Any:
        if any(n is None for n in self.counts.values()):
            return None
        return dict(self.counts)

    def pending(self) -> str | None:
        missing = [label for label, k in self.keys if self.counts[k] is None]
        return _("Still to count: {rows}.").format(rows=words(missing)) if missing else None

    def clear(self) -> None:
        self.counts = dict.fromkeys(self.counts)
        self._draw()

    def show(self, answer: Any) -> None:
        self.counts = {k: answer.get(k) for k in self.counts}
        self._draw()

    def describe(self, answer: Any) -> str:
        return "; ".join(f"{label} {answer[k]}" for label, k in self.keys if k in answer)


class VerdictList:
    """Exercise 1: one shared :class:`~tutor.exercise_app.VerdictInput` per proposed move, each under the board
    with its move drawn; a row of buttons goes from move to move. The answer is the list of verdicts, ready when
    every move has one."""

    def __init__(self, ex: Exercise, moves: Sequence[str], instruction: str) -> None:
        self.ex, self.instruction = ex, instruction
        game = ex.game()
        self.moves = [game.parse(m) for m in moves]
        self.verdicts = []
        for i, move in enumerate(self.moves):
            right = game.check(move).rule  # the engine's deciding rule is among the choices, with related ones
            choices = verdict_choices(RULES, right, ex.rules, seed=f"{ex.id}:{i}")
            self.verdicts.append(VerdictInput(RULES, choices, instruction, picture=move_svg(game.state, move)))
        labels = [_("step {n}").format(n=i + 1) for i in range(len(self.moves))]
        self.picker = widgets.ToggleButtons(options=[(label, i) for i, label in enumerate(labels)], value=0,
                                            style={"button_width": "auto"})
        self.picker.observe(lambda _change: self._shown(), names="value")
        self.said = widgets.HTML()
        for v in self.verdicts:
            for row in (v.legal, v.rule):
                row.on_change(self._summarise)
        self.widget = widgets.VBox([self.picker, *(v.widget for v in self.verdicts), self.said],
                                   layout=widgets.Layout(width="100%"))
        self._shown()

    def step(self, n: int) -> None:
        """What a press on the button of step ``n`` (1-based) does."""
        self.picker.value = n - 1

    def press(self, which: Any) -> None:
        """A click on *allowed* / *not allowed* or a rule's title (or id) of the step shown."""
        self.verdicts[self.picker.value].press(which)

    def _shown(self) -> None:
        for i, v in enumerate(self.verdicts):
            v.widget.layout.display = None if i == self.picker.value else "none"
        self._summarise()

    def _summarise(self) -> None:
        rows = []
        for i, (move, v) in enumerate(zip(self.moves, self.verdicts, strict=True)):
            said = v.value()
            text = v.describe(said) if said is not None else _("not decided yet")
            step = _("step {n}").format(n=i + 1)
            rows.append(f"<li>{escape(step)}, {escape(describe(move))}: "
                        f"<b>{escape(text)}</b></li>")
        self.said.value = f"<ul style='margin:0.2em 0;font-size:13px'>{''.join(rows)}</ul>"

    def value(self) -> Any:
        said = [v.value() for v in self.verdicts]
        return None if any(s is None for s in said) else said

    def pending(self) -> str | None:
        missing = [str(i + 1) for i, v in enumerate(self.verdicts) if v.value() is None]
        if not missing:
            return None
        return ngettext("Still to decide: step {steps}.", "Still to decide: steps {steps}.",
                        len(missing)).format(steps=words(missing))

    def clear(self) -> None:
        for v in self.verdicts:
            v.clear()
        self._summarise()

    def show(self, answer: Any) -> None:
        for v, said in zip(self.verdicts, answer, strict=True):
            v.show(said)
        self._summarise()

    def describe(self, answer: Any) -> str:
        return "; ".join(f"{describe(move)}: {v.describe(said)}"
                         for move, v, said in zip(self.moves, self.verdicts, answer, strict=True))


class TurnInput:
    """Red's whole turn, played by clicks on the exercise's position with the game table's machinery (the legal
    moves narrowed click by click by :func:`loire.table.path`, a place reached with other horses found by
    :func:`loire.table.jump`, a refused click answered with its rule's title): the moves are collected on the
    input's own game, no bot plays, and *undo last* takes one back. The answer is the list of moves in notation
    (what the classroom notebook takes), ``None`` before the first move.

    (The shared :class:`~tutor.exercise_app.MovePick` keeps a fixed number of moves, each confirmed; a La Loire
    turn has as many steps as the pupil plays until *end the turn*, each played at once as on the game table.)
    """

    def __init__(self, ex: Exercise, instruction: str) -> None:
        self.ex, self.instruction = ex, instruction
        self.board = table.BoardView()
        self.board.on_hit(lambda event, hit: self.click(hit) if event == "click" else None)
        self.hands = table.BoardView(hover=False)
        self.hands.on_hit(lambda event, hit: self.click(hit) if event == "click" else None)
        self.undo_button = widgets.Button(description=_("undo last"), icon="undo", layout=widgets.Layout(width="auto"))
        self.undo_button.on_click(lambda _button: self.undo())
        self.steps = widgets.HTML()
        self.note = widgets.HTML()
        hand = widgets.Box([self.hands])
        hand.add_class("tutor-exapp-hand")
        # the other seats and the message decks, folded away (a click or Enter opens them): drawn readably they do
        # not fit under the board in a 1024 x 768 window, and the question says what it needs of them
        others = widgets.Accordion(children=[hand], titles=(_("The other seats and the message decks"),),
                                   selected_index=None)
        self.widget = widgets.VBox([self.board, widgets.Box([self.undo_button, self.note]), self.steps, others],
                                   layout=widgets.Layout(width="100%"))
        self.clear()

    @property
    def over(self) -> bool:
        """The turn has ended (or the game)."""
        return self.game.state.player != self.player or self.game.state.over

    def value(self) -> list[str] | None:
        return [str(m) for m in self.game.history] or None

    def pending(self) -> str | None:
        return None

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

    def describe(self, answer: Any) -> str:
        game = self.ex.game()
        said = [describe(game.parse(m) if isinstance(m, str) else m) for m in answer]
        return _(", then ").join(said)

    def click(self, hit: str) -> None:
        """A click on the board, its buttons or a card: narrow the legal moves; a move fully chosen is played."""
        if hit == "undo":
            self.undo()
            return
        if self.read_only:
            self.note.value = _note(_("This is the answer. Press Check, or go on to another exercise."))
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
            self.note.value = _note(_("Not allowed: {reason} (the rule “{rule}”).").format(
                reason=verdict.reason, rule=_rule_title(verdict.rule)), error=True)
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

    def _new_step(self) -> None:
        moves = () if self.over or self.read_only else self.game.legal_moves()
        self.narrowing = table.Narrowing(moves, path)
        self._draw()

    def _over_svg(self) -> str:
        """The board once red's turn is over: where red's steps happened marked, no choices left to click."""
        states, fill = self.game.states, PLAYER_FILL[PLAYER_COLOURS[self.player]]
        marks = [(place, fill, _short(m)) for i, m in enumerate(self.game.history)
                 if (place := _where(states[i], m)) is not None]
        title = _("Red's turn is over: press Check, or undo last to change it")
        return render(self.game.state, title=title, hits=True, marks=marks, panel=False)

    def view(self) -> table.View:
        n = self.narrowing
        active = not self.over and not self.read_only
        marks = tuple((m, self.player) for m in self.game.history)
        return table.View(viewer=self.player, selection=n.selection if active else (),
                          clickable=frozenset(n.next_hits) if active else frozenset(), marks=marks,
                          error=self.error, names=tuple(PLAYER_COLOURS[: self.game.state.count]), active=active)

    def _draw(self) -> None:
        view = self.view()
        self.board.svg = self._over_svg() if self.over else board_svg(self.game, view)
        self.hands.svg = seats_svg(self.game, table.View(viewer=self.player, names=view.names, active=False))
        self.undo_button.disabled = self.read_only or not self.game.history
        done = [describe(m) for m in self.game.history if not isinstance(m, End)]
        head = _("Red's turn is over:") if self.over else _("Red's turn so far:")
        listed = "; ".join(f"{i + 1}. {d}" for i, d in enumerate(done)) or _("nothing yet")
        self.steps.value = f"<p style='margin:0.2em 0'><b>{escape(head)}</b> {escape(listed)}</p>"


# -- the inputs of the ten exercises ---------------------------------------------------------------------------


def _verdicts(ex: Exercise) -> VerdictList:
    moves = ex.checker.keywords["moves"]  # the moves the exercise's checker judges (its bound parameters)
    return VerdictList(ex, moves, _("For each step: is it allowed? Then click the rule that decides."))


def _prices(ex: Exercise) -> KeyedInput:
    villages = [v for v in ex.highlight if v in VILLAGES]
    numbers = [(str(n), n) for n in range(5)]
    return KeyedInput([(v, v) for v in villages], numbers, _("For each village, click the price of its good."),
                      picture=board(ex, title=_("The five villages are framed")))


def _reach(ex: Exercise) -> KeyedPlaces:
    keys = [(h, team_words(h)) for h in range(max_horses(ex.game().state.me) + 1)]
    return KeyedPlaces(ex, keys, _("Choose a team size, then click every place where the merchant could stop with "
                                   "it. A second click unmarks a place."))


def _market(ex: Exercise) -> MarketAndCircus:
    return MarketAndCircus(ex, _("Click the seven colours of the market in their new order, cheapest first; then "
                                 "click the villages the circus may move to (none if it stays)."))


class Questions(KeyedInput):
    """A shared :class:`~tutor.exercise_app.KeyedInput` whose rows are the parts (a), (b), (c) ... of one question:
    its value is a dict from "a", "b" ... (which the checker reads), and it shows an answer given as a tuple."""

    def _dict(self, answer: Any) -> Any:
        return dict(zip((k for _label, k in self.keys), answer, strict=True)) if isinstance(answer, tuple) \
            else answer

    def show(self, answer: Any) -> None:
        super().show(self._dict(answer))

    def describe(self, answer: Any) -> str:
        return super().describe(self._dict(answer))


def _limits(ex: Exercise) -> KeyedInput:
    keys = [(_("(a) red at the end of the turn"), "a"), (_("(b) red with the Banker"), "b"),
            (_("(c) blue after blue's next turn"), "c")]
    numbers = [(str(n), n) for n in range(21)]
    return Questions(keys, numbers, _("For each question, click the number of deniers."),
                      picture=board(ex, title=_("Red's merchant goes to the framed village")))


def _deliveries(ex: Exercise) -> KeyedPlaces:
    keys = [(code, message_words(code)) for code in ex.game().state.me.hand]
    return KeyedPlaces(ex, keys, _("Choose a message, then click every place where the messenger could deliver it "
                                   "or bring it a step further this turn."))


SCORE_WORDS = {"boat": N_("boat"), "delivered": N_("delivered messages"), "undelivered": N_("messages in hand"),
               "characters": N_("characters"), "blue": N_("blue characters' bonus"), "palaces": N_("palaces"),
               "total": N_("total")}


def _score(ex: Exercise) -> Counters:
    keys = [(_(SCORE_WORDS[c]), c) for c in CATEGORIES]
    return Counters(keys, _("For each category, press the buttons until red's points show."), final_html(ex))


def _ranking(ex: Exercise) -> Complete:
    players = list(PLAYER_COLOURS[: ex.game().state.count])
    pick = Complete([(colour(p), p) for p in players], _("Click the players from first to last."),
                    [PLAYER_FILL[p] for p in players])
    pick.widget.children = (widgets.HTML(final_html(ex)), *pick.widget.children)
    return pick


def _turn(ex: Exercise) -> TurnInput:
    return TurnInput(ex, _("Play red's whole turn: click a piece, then where it goes, then what it does there; "
                           "finish with “end the turn”."))


MAKERS: dict[str, Callable[[Exercise], Any]] = {
    "ex1": _verdicts, "ex2": _prices, "ex3": _reach, "ex4": _market, "ex5": _limits, "ex6": _deliveries,
    "ex7": _score, "ex8": _ranking, "ex9": _turn, "ex10": _turn,
}


def answer_input(ex: Exercise) -> Any:
    """What a pupil clicks to answer ``ex`` (an :class:`~tutor.exercise_app.AnswerInput`)."""
    try:
        make = MAKERS[ex.id]
    except KeyError:
        raise KeyError(f"no answer input for La Loire exercise {ex.id!r}") from None
    return make(ex)


def app() -> ExerciseApp:
    """The pupils' app with La Loire's ten exercises (progress kept in the browser).

    >>> a = app()
    >>> len(a.exercises), a.progress_text()
    (10, '0 solved · 0 tried · 10 exercises')
    """
    return ExerciseApp(_("La Loire: exercises"), EXERCISES, answer_input, STORE_KEY, wording=wording, wide=True)
