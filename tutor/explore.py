"""The explore apps' shell: a position, a board whose every element answers a click, the answer in words.

A game plugs in an :class:`ExploreSpec`: the positions a pupil may explore (the start, prepared positions), how to
draw the board with an answer on it, what a click on the board (or on the side picture) answers, and the answer in
words. The shell adds what every app has (the language switch, the colour-blind switch, keyboard and screen-reader
access through :class:`tutor.table.BoardView`), and no code: a pupil only clicks.

>>> from types import SimpleNamespace
>>> spec = ExploreSpec(game="demo", title="Demo: explore", intro="Click a square.",
...                    positions=lambda: [("start", SimpleNamespace(state=0))],
...                    board_svg=lambda game, answer: '<svg><rect data-hit="A1"/></svg>',
...                    answer=lambda game, hit, mode, before: hit,
...                    words=lambda game, answer: [f"You clicked {answer}."])
>>> app = Explorer(spec)
>>> app.board.targets
['A1']
>>> app.board.click("A1")
>>> app.words.value
"<div role='status' class='tutor-explore-words'><p>You clicked A1.</p></div>"
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from html import escape
from types import ModuleType
from typing import Any

import ipywidgets as widgets

from tutor import colours
from tutor.i18n import _, get_language
from tutor.rules import RecordError
from tutor.switch import language_switch
from tutor.table import BoardView

__all__ = ["ExploreSpec", "Explorer", "lazily", "played"]

HIT = re.compile(r'data-hit="([^"]+)"')
_CSS = """<style>
.tutor-explore { --tutor-board-max: max(360px, calc(100vh - 260px)); }  /* the board in the window, under the menus */
.tutor-explore-main { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; width: 100%; }
.tutor-explore-board { flex: 3 1 420px; min-width: 260px; max-width: 100%; }
.tutor-explore-side { flex: 2 1 280px; min-width: 240px; max-width: 100%; }
.tutor-explore-words p { margin: 0.3em 0; font-size: 15px; line-height: 1.45; }
.tutor-explore-notes { font-size: 14px; line-height: 1.45; }
.tutor-explore-sideview svg { max-width: 400px; }
.tutor-explore-asked { display: flex; flex-wrap: wrap; gap: 4px 16px; align-items: center; width: 100%; }
.tutor-explore-asked .widget-dropdown { flex: 1 1 340px; min-width: 0; }
.tutor-explore .widget-dropdown { width: auto; max-width: 100%; }
.tutor-explore .widget-dropdown > select { max-width: 100%; }
</style>"""


@dataclass(frozen=True)
class ExploreSpec:
    """How a game plugs into the explorer (texts marked with ``N_`` in the game, read through ``_()`` here)."""

    game: str
    title: str
    intro: str  # what to click, in one or two sentences
    # (label, game) of each position offered, the first shown; the game may be a function that makes it (called when
    # the position is first chosen)
    positions: Callable[[], Sequence[tuple[str, Any]]]
    board_svg: Callable[[Any, Any], str]  # the board with an answer (None: no question asked yet) drawn on it
    # what a click on ``hit`` answers, in the mode chosen (a value of ``modes``; "" without modes), given the answer
    # shown before it (a click on the same field again may answer the next way round)
    answer: Callable[[Any, str, str, Any], Any]
    words: Callable[[Any, Any], Sequence[str]]  # an answer in words (the current language), one sentence a line
    side_svg: Callable[[Any, Any], str] | None = None  # a second picture whose elements answer clicks too
    hit_labels: Callable[[Any], Mapping[str, str]] | None = None  # a screen reader's names of the board's hits
    module: ModuleType | None = None  # the game's package: its ``load_record`` reads a saved game (None: no upload)
    # what a click does, chosen from a menu: (label in the current language, value), the first the default
    # (Amber: look, or what if a tile of a kind were laid there); None: no menu
    modes: Callable[[], Sequence[tuple[str, str]]] | None = None
    notes: Callable[[Any], str] | None = None  # HTML under the answer (Thurn und Taxis: the map's legend)
    # the board's least width in pixels before the answer moves under it (a wide board keeps its words readable:
    # La Loire's loop of roads needs 900, Thurn und Taxis' map 600)
    board_width: int = 420


def _relabel(menu: widgets.Dropdown, options: list[tuple[str, Any]], handler: Callable[[Any], None]) -> None:
    """New words for a menu's options, its choice kept and not reported as a change."""
    value = menu.value
    menu.unobserve(handler, names="value")
    menu.options = options
    menu.value = value
    menu.observe(handler, names="value")


def played(new_game: Callable[..., Any], bot: Callable[..., Any], seed: int, moves: int, **options: Any) -> Any:
    """A prepared position: a new game (``new_game(seed=seed, **options)``) played ``moves`` moves by bots
    (``bot(seed=...)``, one seed per move), the same every time.

    >>> import amber
    >>> from amber.bots import GreedyBot
    >>> g = played(amber.new_game, GreedyBot, 2, 5, players=2)
    >>> len(g.history), g.history == played(amber.new_game, GreedyBot, 2, 5, players=2).history
    (5, True)
    """
    g = new_game(seed=seed, **options)
    for k in range(moves):
        if g.is_over:
            break
        g.play(bot(seed=seed * 100 + k).choose(g))
    return g


def lazily(labels: Sequence[str], make: Callable[[int], Any]) -> list[tuple[str, Any]]:
    """Positions for :attr:`ExploreSpec.positions`: each label with a function making its game (``make(i)``), called
    when the position is first chosen."""
    return [(label, partial(make, i)) for i, label in enumerate(labels)]


class Explorer:
    """An explore app (see the module docstring): ``widget`` is the app."""

    def __init__(self, spec: ExploreSpec) -> None:
        self.spec = spec
        self.positions: list[tuple[str, Any]] = list(spec.positions())
        self.game = self._position(0)
        self.answer: Any = None
        self.heading, self.intro = widgets.HTML(), widgets.HTML()
        self.words = widgets.HTML()
        self.words.add_class("tutor-explore-words")
        self.notes = widgets.HTML()
        self.notes.add_class("tutor-explore-notes")
        self.picker = widgets.Dropdown(options=self._options(), value=0, layout=widgets.Layout(width="auto"),
                                       style={"description_width": "initial"})
        self.picker.add_class("tutor-explore-position")
        self.picker.observe(self._pick, names="value")
        modes = self._modes()
        self.mode = widgets.Dropdown(options=modes, value=modes[0][1] if modes else None,
                                     layout=widgets.Layout(width="auto"), style={"description_width": "initial"})
        self.mode.add_class("tutor-explore-mode")
        self.mode.observe(self._pick_mode, names="value")
        self.board = BoardView()
        self.board.add_class("tutor-explore-boardview")
        self.side = BoardView()
        self.side.add_class("tutor-explore-sideview")
        for view in (self.board, self.side):
            view.on_hit(lambda event, hit: self.ask(hit) if event == "click" else None)
        self.upload = widgets.FileUpload(accept=".json", multiple=False)
        self.upload.add_class("tutor-explore-upload")
        self.upload.observe(lambda _change: self._uploaded(), names="value")
        self.note = widgets.HTML()
        self.language = language_switch(lambda _lang: self.redraw())
        self.widget: widgets.VBox
        self.colours = colours.colour_switch(lambda on: colours.apply(self.widget, on))
        board = widgets.VBox([self.board], layout=widgets.Layout(overflow="visible"))
        board.add_class("tutor-explore-board")
        files = [self.upload, self.note] if spec.module is not None else []
        modes = [self.mode] if spec.modes else []
        asked = widgets.Box([self.picker, *modes, *files], layout=widgets.Layout(overflow="visible"))
        asked.add_class("tutor-explore-asked")  # what to explore, above the board: in sight whatever the width
        side = widgets.VBox([self.words, *([self.side] if spec.side_svg else []),
                             *([self.notes] if spec.notes else [])],
                            layout=widgets.Layout(overflow="visible"))
        side.add_class("tutor-explore-side")
        main = widgets.Box([board, side], layout=widgets.Layout(overflow="visible"))
        main.add_class("tutor-explore-main")
        top = widgets.HBox([self.language, self.colours], layout=widgets.Layout(flex_flow="row wrap"))
        self.widget = widgets.VBox([self.heading, top, self.intro, asked, main])
        self.widget.add_class("tutor-explore")
        board.layout.flex = f"3 1 {spec.board_width}px"
        self.redraw()

    def _options(self) -> list[tuple[str, int]]:
        return [(_(label) if label else _("your game ({n} moves)").format(n=len(game.history)), i)
                for i, (label, game) in enumerate(self.positions)]

    def _position(self, i: int) -> Any:
        """Position ``i``'s game, made when first chosen (a prepared position is played out by bots: only the one
        a pupil opens costs the time)."""
        label, game = self.positions[i]
        if callable(game):
            game = game()
            self.positions[i] = (label, game)
        return game

    def _modes(self) -> list[tuple[str, str]]:
        return list(self.spec.modes()) if self.spec.modes else []

    def _pick_mode(self, _change: dict[str, Any]) -> None:
        self.answer = self._at_once()
        self.refresh()

    def _pick(self, change: dict[str, Any]) -> None:
        self.game = self._position(change["new"])
        self.answer = self._at_once()
        self.refresh()

    def _at_once(self) -> Any:
        """The answer a mode gives without a click (the game answers a click on "" with None if it needs one)."""
        return self.spec.answer(self.game, "", self.mode.value or "", None)

    def load_text(self, text: str | bytes) -> bool:
        """Explore a saved game (a game file of the play app): added to the positions and shown; a malformed file
        is refused with a message that says what is wrong, and nothing changes."""
        assert self.spec.module is not None
        try:
            game = self.spec.module.load_record(text.decode("utf-8") if isinstance(text, bytes) else text)
        except (RecordError, UnicodeDecodeError, ValueError) as err:
            detail = _("the file is not a text file (UTF-8)") if isinstance(err, UnicodeDecodeError) and \
                get_language() != "en" else str(err)
            self.note.value = "<p style='color:#b00'>{}</p>".format(
                _("Cannot load this file: {error}").format(error=escape(detail)))
            return False
        self.positions.append(("", game))  # a saved game: named by its moves (:meth:`_options`)
        self.note.value = ""
        self.picker.options = self._options()
        self.picker.value = len(self.positions) - 1
        return True

    def _uploaded(self) -> None:
        for item in self.upload.value:
            self.load_text(bytes(item["content"]))
        self.upload.value = ()

    def ask(self, hit: str) -> None:
        """Answer a click on ``hit`` (of the board or of the side picture)."""
        self.answer = self.spec.answer(self.game, hit, self.mode.value or "", self.answer)
        self.refresh()

    def redraw(self) -> None:
        """Everything in the current language (what the language switch does)."""
        self.heading.value = f"{_CSS}<style>{colours.CSS}</style><h2>{escape(_(self.spec.title))}</h2>"
        self.intro.value = f"<p>{escape(_(self.spec.intro))}</p>"
        _relabel(self.picker, self._options(), self._pick)
        self.picker.description = _("position")
        if self.spec.modes:
            _relabel(self.mode, self._modes(), self._pick_mode)
            self.mode.description = _("a click")
        self.upload.description = _("load a game file")
        colours.label(self.colours)
        self.board.label, self.side.label = _("the board"), _("who reaches whom")
        self.board.choose_word = self.side.choose_word = ""
        self.refresh()

    def refresh(self) -> None:
        """The board, the side picture and the words, for the position and the answer now."""
        self.board.svg = self.spec.board_svg(self.game, self.answer)
        self.board.targets = sorted(set(HIT.findall(self.board.svg)))
        if self.spec.hit_labels is not None:
            self.board.labels = dict(self.spec.hit_labels(self.game))
        if self.spec.side_svg is not None:
            self.side.svg = self.spec.side_svg(self.game, self.answer)
            self.side.targets = sorted(set(HIT.findall(self.side.svg)))
        if self.spec.notes is not None:
            self.notes.value = self.spec.notes(self.game)
        lines = self.spec.words(self.game, self.answer) if self.answer is not None else []
        self.words.value = "<div role='status' class='tutor-explore-words'>{}</div>".format(
            "".join(f"<p>{escape(line, quote=False)}</p>" for line in lines))

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)
