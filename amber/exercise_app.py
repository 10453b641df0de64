"""Amber's exercises as a pupil's app: every answer by clicks (see :mod:`tutor.exercise_app`).

:func:`answer_input` builds the clickable input of each of the ten exercises of :mod:`amber.exercises`, from the
shared inputs: the verdict buttons, fields clicked on the board (a set, or a trip in order), a number row, a button
row per castle, and moves chosen on the exercise's position with the game table's clicks (:mod:`amber.table`).
:func:`app` is the whole app; :func:`in_words` turns the move notation in the engine's feedback into words.

>>> from amber import exercises
>>> pick = answer_input(exercises.get("ex3"))
>>> pick.press(2); exercises.get("ex3").check(pick.value()).correct
True
>>> in_words("Right: curve C3 r0 is illegal: side W is blank (r0-r3); r1 fits; draw one ('stuck KIND')")
'Right: “lay the curve on C3 (not turned)” is illegal: the west side is blank; turned a quarter right fits; draw one'
>>> print(in_words("blue's castle: not 'red'"))
blue's castle: not “red”
>>> app().exercise.id
'ex1'
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from amber import table
from amber.board import SIZE, field, name
from amber.exercises import EXERCISES, Exercise, _reply
from amber.moves import Pass, Place, parse
from amber.render import render
from amber.rulebook import RULES
from amber.tiles import KINDS, rotations
from amber.verdicts import colour
from tutor.exercise_app import (
    AnswerInput,
    BoardPick,
    ExerciseApp,
    KeyedInput,
    MovePick,
    NumberInput,
    VerdictInput,
    verdict_choices,
)
from tutor.game import Game
from tutor.i18n import N_, _
from tutor.rules import NotationError
from tutor.table import View

__all__ = ["answer_input", "app", "in_words", "STORE_KEY"]

STORE_KEY = "tutor-exercises-amber"
OUTLINE = "#1a56db"  # a proposed move drawn on the board: blue, neither the green of "keeps" nor the red of "breaks"
SIDE_WORDS = {"N": N_("the north side"), "E": N_("the east side"), "S": N_("the south side"), "W": N_("the west side")}

_FIELD = r"[A-K](?:1[01]|[1-9])"
_KIND = "|".join(re.escape(k) for k in sorted(KINDS, key=len, reverse=True))
_MOVE = re.compile(rf"(?:(?:{_KIND}) {_FIELD} r[0-3](?: \+ (?:bridge|roundabout) {_FIELD})?"
                   rf"|swamp {_FIELD}|(?:special-)?shovel {_FIELD}|stuck (?:{_KIND}))(?![\w>])")
_TURN = re.compile(r"\br([0-3])\b")


def in_words(text: str) -> str:
    """``text`` (the engine's feedback) with moves in notation written in words, quarter turns named and sides
    spelt out, for pupils (field names such as C3 stay: they are printed on the board)."""
    def move(found: re.Match[str]) -> str:
        try:
            return f"“{table.describe(parse(found.group(0)))}”"
        except NotationError:
            return found.group(0)

    text = _MOVE.sub(move, text)
    text = re.sub(r"\s*\((?:r0-r3|'[^']*')\)", "", text)  # "(r0-r3)", "('stuck KIND')": how to type it
    text = _TURN.sub(lambda m: _(table.TURNS[int(m.group(1))]), text)
    text = re.sub(r"(?<!\w)'([^'\n]+)'(?!\w)", r"“\1”", text)  # a quoted Python string: 'red' -> “red”
    return re.sub(r"\bside ([NESW])\b", lambda m: _(SIDE_WORDS[m.group(1)]), text)


def corner(ex: Exercise) -> str:
    """The bottom right field of the exercise's picture: the board is drawn up to it.

    >>> from amber import exercises
    >>> corner(exercises.get("ex1")), corner(exercises.get("ex4"))
    ('D5', 'G4')
    """
    rows = [line.split() for line in ex.picture.strip("\n").splitlines() if line.strip()]
    columns, last = rows[0], rows[-1]
    return name(field(f"{columns[-1]}{last[0]}"))


def _fields_of(ex: Exercise) -> list[str]:
    bottom = field(corner(ex))
    return [name(f) for f in range(SIZE * SIZE) if f % SIZE <= bottom % SIZE and f // SIZE <= bottom // SIZE]


def _board(ex: Exercise) -> Callable[[Game, View], str]:
    """The game table's board (amber.table.board_svg) drawn only up to the exercise's corner."""
    crop = corner(ex)

    def draw(game: Game, view: View) -> str:
        touched = table._touches(view.preview) if view.preview is not None else None
        clickable = sorted(field(h) for h in view.clickable if table._is_field(h)) if view.active else None
        return render(game.state, panel=False, hits=True, names=game.players, clickable=clickable, preview=touched,
                      crop=crop)

    return draw


def _picture(ex: Exercise, move: str | None = None, highlight: tuple[str, ...] = ()) -> str:
    """The exercise's board (up to its corner), with a proposed move drawn in a blue outline."""
    game = ex.game()
    drawn = None
    if move is not None:
        parsed = game.parse(move)
        drawn = [(f, cell, OUTLINE) for f, cell in table._touches(parsed)]
    return render(game.state, panel=False, crop=corner(ex), drawn=drawn, highlight=list(highlight) or None)


def _players(ex: Exercise) -> tuple[str, ...]:
    return tuple(ex.game().players)


# -- the inputs, by exercise ------------------------------------------------------------------------------------


def _verdict(ex: Exercise) -> AnswerInput:
    move = ex.checker.keywords["move"]
    right = ex.answer()[1]
    choices = verdict_choices(RULES, right, ex.rules, seed=ex.id)
    return VerdictInput(RULES, choices, _("Say whether the move drawn in blue is allowed, then click the rule that "
                                          "decides."), picture=_picture(ex, move))


def _where(ex: Exercise) -> AnswerInput:
    game = ex.game()
    crop = corner(ex)

    def draw(chosen: tuple[str, ...]) -> str:
        return render(game.state, panel=False, hits=True, crop=crop, marks=[(f, OUTLINE) for f in chosen])

    return BoardPick(draw, _("Click every field where red may lay a tile (click again to take one back)."),
                     places=_fields_of(ex))


def _count(ex: Exercise) -> AnswerInput:
    where = ex.checker.keywords["where"]
    return NumberInput(range(5), _("Click the number of different ways."),
                       picture=_picture(ex, highlight=(where,)))


def _move(ex: Exercise, instruction: str, count: int = 1, extra: tuple[Any, ...] = ()) -> AnswerInput:
    game = ex.game()
    advance = None
    prefer = ex.checker.keywords.get("prefer")
    if prefer is not None:
        me = game.state.player

        def advance(g: Game) -> None:  # the other barons answer as the exercise says
            while not g.is_over and g.state.player != me:
                g.play(_reply(g.state, prefer))

    return MovePick(game, table.SPEC, instruction, count=count, advance=advance, extra=extra, board=_board(ex),
                    turn=turn)


def turn(move: Any) -> Any:
    """The same tile a quarter turn further (for a move the rules refuse, which the table does not turn), or None.

    >>> turn(parse("curve B4 r3")), turn(parse("swamp B4"))
    (amber.parse('curve B4 r0'), None)
    """
    if isinstance(move, Place) and move.kind != "swamp":
        turns = rotations(move.kind)
        return Place(move.kind, move.field, turns[(turns.index(move.rot) + 1) % len(turns)]) \
            if move.rot in turns else None
    return None


def _castle_coins(ex: Exercise) -> AnswerInput:
    players = _players(ex)
    options = {p: [(_("{colour} takes it").format(colour=colour(j)), q) for j, q in enumerate(players) if q != p]
               + [(_("thrown out"), "thrown out"), (_("stays on the board"), "stays")] for p in players}
    keys = [(_("{colour}'s castle").format(colour=colour(i)), p) for i, p in enumerate(players)]
    return KeyedInput(keys, options, _("For each castle, click what happens to its coin."),
                      picture=_picture(ex, ex.checker.keywords["move"]))


def _who_reaches(ex: Exercise) -> AnswerInput:
    players = _players(ex)
    options = {p: [(_("to {colour}").format(colour=colour(j)), q) for j, q in enumerate(players) if q != p]
               for p in players}
    keys = [(_("from {colour}").format(colour=colour(i)), p) for i, p in enumerate(players)]
    return KeyedInput(keys, options, _("For each baron, click every other castle they can travel to."),
                      multiple=True, picture=_picture(ex, highlight=tuple(ex.highlight)))


def _route(ex: Exercise) -> AnswerInput:
    game = ex.game()
    crop = corner(ex)

    def draw(chosen: tuple[str, ...]) -> str:
        return render(game.state, panel=False, hits=True, crop=crop, path=list(chosen) or None,
                      marks=[(f, OUTLINE) for f in dict.fromkeys(chosen)])

    return BoardPick(draw, _("Click the fields of the trip in order, from red's castle to blue's castle."),
                     ordered=True, places=_fields_of(ex))


_TILE_THEN_FIELD = N_("Click a tile in red's hand, then a field on the board (click the field again to turn the tile).")

_INPUTS: dict[str, Callable[[Exercise], AnswerInput]] = {
    "ex1": _verdict,
    "ex2": _where,
    "ex3": _count,
    "ex4": lambda ex: _move(ex, _(_TILE_THEN_FIELD)),
    "ex5": _castle_coins,
    "ex6": lambda ex: _move(ex, _("Click what red does: a tile in the hand and then a field, or a tile and then "
                                  "“give up”, or “pass”."), extra=(Pass(),)),
    "ex7": _who_reaches,
    "ex8": _route,
    "ex9": lambda ex: _move(ex, _("Click a tile in red's hand, then a field; to rebuild a straight, click that "
                                  "straight next. Click the field again to turn the tile.")),
    "ex10": lambda ex: _move(ex, _("Choose red's first move by clicks and press “keep this move”: blue answers. "
                                   "Then choose red's second move."), count=2),
}


def answer_input(ex: Exercise) -> AnswerInput:
    """The clickable input for the exercise ``ex`` (one of :data:`amber.exercises.EXERCISES`)."""
    try:
        return _INPUTS[ex.id](ex)
    except KeyError:
        raise KeyError(f"no clickable input for the exercise {ex.id!r}") from None


def app() -> ExerciseApp:
    """The Amber exercises app (progress kept in the browser)."""
    return ExerciseApp(_("Amber exercises"), EXERCISES, answer_input, STORE_KEY, wording=in_words)

