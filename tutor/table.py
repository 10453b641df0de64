"""The game table: play by clicking on the board and on the drawn tiles or cards, shared by the three games.

The pieces, from the bottom up:

* :class:`BoardView` -- an anywidget showing an SVG that fills the width it is given (the SVG's ``viewBox`` keeps
  its shape). Elements that carry ``data-hit="C7"`` are clickable: a click sends ``("click", "C7")`` to Python,
  moving the pointer onto one sends ``("over", "C7")`` (for previews). The JavaScript ships in this module as a
  string: nothing is fetched at run time. Tests call :meth:`BoardView.click` instead of a browser.
* :class:`Narrowing` -- the click-by-click choice of a move. A game describes each legal move by the clicks that
  choose it (its *path*, e.g. ``("tile:curve", "C7")``); every click keeps the legal moves whose path goes on with
  it, so the table can only ever offer legal moves: the engine's ``legal_moves()`` stays the single source of truth.
  Moves that share a whole path are *variants* (Amber: the rotations of a tile on a field); a rotate button, or a
  click on the last choice again, steps through them.
* :class:`TableSpec` -- a game's hooks: the path of a move, the move a refused click tried (so the engine names the
  rule it breaks), how to draw the board and the seats for a :class:`View`, and which moves play at once.
* :class:`Table` -- the widget a pupil uses: seats human or bot in any mix (pass-and-play hides the other humans'
  hands behind a *show* button), the last moves marked on the board, a refused click marked in red with its rule,
  a notation box, undo, a final screen with each player's score by category and why the game ended, and save /
  load as a file.

Adding a game (see ``amber/table.py``, and ``tests/test_table.py`` for the smallest example): write ``path(move)``
(hits for the board's places and for things in the side view: cards, buttons), ``board_svg(game, view)`` and
``seats_svg(game, view)`` that put ``data-hit`` on exactly those elements (and draw ``view.clickable``,
``view.selection``, ``view.preview``, ``view.marks`` and ``view.error``; sort anything drawn from a set, so every
process draws the same SVG), ``attempt`` (the move a refused click tried, for the rule), ``instant`` (moves played
without *play it*), ``describe`` (a move in words), then subclass :class:`Table` with ``spec = TableSpec(...)``.
For the small steps of a Thurn und Taxis or La Loire turn the same holds: e.g. a La Loire travel is
``("piece:merchant", "Saumur")`` with the horses added or left behind as its variants.

Nothing here needs a browser: pytest clicks through :meth:`Table.click`, :meth:`Table.over` and the buttons.
Nothing at import time needs threads, subprocesses or JupyterLab (the module imports under Pyodide).
"""

from __future__ import annotations

import base64
import json
import os
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from html import escape
from types import ModuleType
from typing import Any

import anywidget
import ipywidgets as widgets
import traitlets

from tutor import colours
from tutor.bots import Bot
from tutor.game import Game
from tutor.i18n import N_, NP_, _, get_language, ngettext, pgettext, player, score_word, seat_word
from tutor.provenance import mark, mark_html, tag
from tutor.rules import NotationError, RecordError, pupil_explanation
from tutor.search import LEVEL_WORDS, LEVELS
from tutor.shared_table import panels_for
from tutor.stepper import Stepper
from tutor.switch import labelled, language_switch

__all__ = ["BoardView", "Narrowing", "Network", "TableSpec", "View", "Table", "end_html", "hints_on", "movers",
           "player", "refusal_label", "refusal_tip", "score_word"]

# the words of the table that come from the games' data, marked for the catalog
_SEATS = (NP_("seat", "human"), NP_("seat", "bot"), NP_("seat", "classmate"))  # classmate: a shared table
_SHOW_MINE = {"tiles": N_("show my tiles"), "cards": N_("show my cards"), "choices": N_("show my choices")}
_SHOW_OTHER = {"tiles": N_("show {player}'s tiles"), "cards": N_("show {player}'s cards"),
               "choices": N_("show {player}'s choices")}
#: the level of the bot whose move the *hint* shows (the search of :mod:`tutor.search`)
HINT_LEVEL = "hard"
#: the environment variable that switches the tables' *hint* off ("off")
HINTS_VARIABLE = "TUTOR_HINTS"
_TABS = (N_("play"), N_("new game"), N_("replay"), N_("save / load"))


def hints_on(environ: Mapping[str, str] | None = None) -> bool:
    """Whether the game tables offer a *hint*: yes unless the teacher switched hints off (the classroom server's
    ``--no-hints`` sets ``TUTOR_HINTS=off`` for its apps; JupyterLab and the site read the same variable).

    >>> hints_on({}), hints_on({"TUTOR_HINTS": "off"})
    (True, False)
    """
    return (os.environ if environ is None else environ).get(HINTS_VARIABLE, "").strip().lower() != "off"


def _show_label(word: str, name: str | None = None) -> str:
    """The label of the button that shows a hand: ``show my tiles``, or ``show red's tiles``."""
    if name is None:
        return _(_SHOW_MINE[word]) if word in _SHOW_MINE else f"show my {word}"
    text = _(_SHOW_OTHER[word]) if word in _SHOW_OTHER else f"show {{player}}'s {word}"
    return text.format(player=name)

_ESM = r"""
// Keyboard and screen reader (issue 29): each data-hit element is a button with a name (its aria-label, else its
// <title>, else the words of its hit) and a roving tabindex: Tab enters the board on the first target the pupil may
// choose now, the arrow keys move between those targets (with Shift: between every element), Enter or Space chooses,
// Escape and R are passed on (cancel, rotate). A ring drawn over the focused element shows where the keyboard is.
// On a game table the script also makes the status line a live region (role "status") and the messages a log (the
// bots' moves, a refusal): a screen reader reads them out as they change. Their boxes outlive their words, so the
// roles are set once, on the boxes, as soon as the table is in the page.
function liveRegions(el) {
  const table = el.closest(".tutor-table");
  if (!table) return false;
  const mark = (selector, role) => {
    const box = table.querySelector(`${selector} .widget-html-content`);
    if (box && !box.getAttribute("role")) { box.setAttribute("role", role); box.setAttribute("aria-live", "polite"); }
    return !!box;
  };
  return mark(".tutor-table-status", "status") && mark(".tutor-table-message", "log");
}
function render({ model, el }) {
  el.classList.add("tutor-boardview");
  let tries = 0;
  const regions = () => { if (!liveRegions(el) && tries++ < 50) setTimeout(regions, 200); };
  regions();
  const ring = document.createElement("div");
  ring.className = "tutor-focus-ring";
  let focused = "";
  const hitsOf = () => {
    const seen = new Set(), out = [];
    for (const t of el.querySelectorAll("[data-hit]")) {
      const hit = t.getAttribute("data-hit");
      if (!seen.has(hit)) { seen.add(hit); out.push(t); }
    }
    return out;
  };
  const nameOf = (t) => {
    const hit = t.getAttribute("data-hit"), labels = model.get("labels") || {};
    if (labels[hit]) return labels[hit];
    const title = t.querySelector("title");
    if (title && title.textContent.trim()) return title.textContent.trim();
    return hit.includes(":") ? hit.slice(hit.indexOf(":") + 1) : hit;
  };
  const targets = () => {
    const on = new Set(model.get("targets") || []);
    return hitsOf().filter((t) => on.has(t.getAttribute("data-hit")));
  };
  const prepare = () => {
    const svg = el.querySelector("svg");
    if (!svg) return;
    svg.setAttribute("role", "group");
    if (model.get("label")) svg.setAttribute("aria-label", model.get("label"));
    const on = new Set(model.get("targets") || []), yes = model.get("choose_word") || "";
    const all = hitsOf();
    for (const t of all) {
      const hit = t.getAttribute("data-hit");
      t.setAttribute("role", "button");
      t.setAttribute("tabindex", "-1");
      t.setAttribute("aria-label", nameOf(t) + (on.has(hit) && yes ? ", " + yes : ""));
    }
    const first = all.find((t) => t.getAttribute("data-hit") === focused) || targets()[0] || all[0];
    if (first) first.setAttribute("tabindex", "0");
  };
  const show = (t) => {
    if (!t) { ring.remove(); return; }
    const a = el.getBoundingClientRect(), b = t.getBoundingClientRect();
    Object.assign(ring.style, { left: `${b.left - a.left - 4}px`, top: `${b.top - a.top - 4}px`,
                                width: `${b.width + 8}px`, height: `${b.height + 8}px` });
    el.appendChild(ring);
  };
  const focusOn = (t) => {
    if (!t) return;
    for (const o of el.querySelectorAll("[data-hit][tabindex='0']")) o.setAttribute("tabindex", "-1");
    t.setAttribute("tabindex", "0");
    t.focus();
  };
  const draw = () => {
    const had = el.contains(document.activeElement) && focused;
    el.innerHTML = model.get("svg");
    prepare();
    if (had) focusOn(hitsOf().find((t) => t.getAttribute("data-hit") === focused) || targets()[0]);
  };
  draw();
  model.on("change:svg", draw);
  model.on("change:targets", prepare);
  model.on("change:labels", prepare);
  const hitOf = (event) => {
    const target = event.target.closest ? event.target.closest("[data-hit]") : null;
    return target && el.contains(target) ? target.getAttribute("data-hit") : "";
  };
  // A press (not "click"): a preview redrawn under the pointer between press and release must not swallow it.
  el.addEventListener("pointerdown", (event) => {
    const hit = event.button === 0 ? hitOf(event) : "";
    if (hit) { event.preventDefault(); model.send({ event: "click", hit }); }
  });
  let last = "";
  const over = (hit) => {
    if (hit !== last && model.get("hover")) { last = hit; model.send({ event: "over", hit }); }
  };
  el.addEventListener("pointerover", (event) => over(hitOf(event)));
  el.addEventListener("pointerleave", () => over(""));
  el.addEventListener("focusin", (event) => {
    const hit = hitOf(event);
    if (!hit) return;
    focused = hit;
    show(event.target.closest("[data-hit]"));
    over(hit);
  });
  el.addEventListener("focusout", () => { if (!el.contains(document.activeElement)) { show(null); } });
  const step = (from, dx, dy, pool) => {
    const a = from.getBoundingClientRect(), ax = a.left + a.width / 2, ay = a.top + a.height / 2;
    // the nearest element in the key's direction: first among those within 45 degrees of it, else any ahead
    let best = null, score = Infinity, cone = null, coneScore = Infinity;
    for (const t of pool) {
      if (t === from) continue;
      const b = t.getBoundingClientRect(), x = b.left + b.width / 2 - ax, y = b.top + b.height / 2 - ay;
      const along = x * dx + y * dy, across = Math.abs(x * dy - y * dx);
      if (along <= 0.5) continue;
      const s = along + 2 * across;
      if (s < score) { score = s; best = t; }
      if (across <= along && s < coneScore) { coneScore = s; cone = t; }
    }
    return cone || best;
  };
  const ARROWS = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] };
  el.addEventListener("keydown", (event) => {
    const t = event.target.closest ? event.target.closest("[data-hit]") : null;
    if (!t || !el.contains(t)) return;
    if (ARROWS[event.key]) {
      const pool = event.shiftKey || !targets().length ? hitsOf() : targets();
      const next = pool.includes(t) ? step(t, ...ARROWS[event.key], pool) : pool[0];
      event.preventDefault();
      focusOn(next);
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      model.send({ event: "click", hit: t.getAttribute("data-hit") });
    } else if (event.key === "Escape" || event.key === "r" || event.key === "R") {
      event.preventDefault();
      model.send({ event: "key", hit: event.key === "Escape" ? "Escape" : "r" });
    }
  });
}
export default { render };
"""

_CSS = """
.tutor-boardview { width: 100%; min-width: 0; }
.tutor-boardview svg { display: block; width: 100%; height: auto;
  max-height: var(--tutor-board-max, calc(100vh - 150px)); }
.tutor-boardview [data-hit] { cursor: pointer; }
.tutor-boardview { position: relative; }
.tutor-boardview [data-hit]:focus { outline: none; }
.tutor-sr-only { position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0; }
.tutor-focus-ring { position: absolute; pointer-events: none; border: 3px solid #111; border-radius: 5px;
  box-shadow: 0 0 0 3px #fff, inset 0 0 0 2px #fff; z-index: 2; }
.tutor-table-main { display: flex; flex-wrap: wrap; gap: 8px; align-items: flex-start; width: 100%; }
.tutor-table-boardbox { flex: 3 1 420px; min-width: 280px; max-width: 100%; }
.tutor-table-sidebox { flex: 2 1 300px; min-width: 260px; max-width: 100%; }
.tutor-table-sidebox .widget-button, .tutor-table-sidebox .widget-toggle-button { width: auto; min-width: 6em; }
.tutor-table-hands svg { max-width: max(360px, 28vw); max-height: none; }
.tutor-table-wideboard .tutor-table-board svg { max-height: calc(100vh - 170px); }
/* La Loire: the hint's words and the network's (show connections) between the status line and the board, in short
   lines; while they hold words the board is drawn the shorter by about four (the hint) or five (the network) lines,
   so that they, the board's top and the buttons under it are all in a 1024 x 768 window; but never shorter than
   480 px for them, where its smallest texts (12 units) are still 11 px tall (tests/test_layout_browser.py's MIN_PX).
   With both, there is no room for both above the board: while a hint is shown, the network's words go under the
   buttons (flex order: the page's order is kept for screen readers), and the board is drawn as for the hint alone */
.tutor-table-hint-text .widget-html-content { line-height: 1.4; }
.tutor-table-hint-text p { margin: 0 0 4px; }
.tutor-table-wideboard .tutor-table-hint-text .widget-html-content,
.tutor-table-wideboard .tutor-table-network .widget-html-content { line-height: 1.35; }
.tutor-table-wideboard .tutor-table-hint-text p, .tutor-table-wideboard .tutor-table-network p { margin: 0 0 2px; }
.tutor-table-wideboard .tutor-table-hint-text:not(:has(p)),
.tutor-table-wideboard .tutor-table-network:not(:has(p)) { margin: 0; }
.tutor-table-wideboard:has(.tutor-table-network p) .tutor-table-board svg {
  max-height: min(calc(100vh - 170px), max(480px, calc(100vh - 285px))); }
.tutor-table-wideboard:has(.tutor-table-hint-text p) .tutor-table-board svg {  /* after: it wins with the network */
  max-height: min(calc(100vh - 170px), max(480px, calc(100vh - 265px))); }
.tutor-table-wideboard:has(.tutor-table-hint-text p) > .tutor-table-network { order: 1; margin-top: 6px; }
.tutor-taxis-board .tutor-table-board svg { max-height: calc(100vh - 66px); }
.tutor-table-main .tutor-table-sidebox.tutor-taxis-side { flex: 0 0 330px; min-width: 0; }
.tutor-taxis-side .tutor-table-hands svg { max-width: 100%; }
.tutor-taxis-notes { font-size: 14px; line-height: 1.45; }
.tutor-taxis-stacks ul { columns: 2; margin: 0.2em 0; padding-left: 1.2em; font-size: 13px; }
.tutor-table-wideboard .tutor-table-status p { margin: 0; font-size: 100% !important; }
.tutor-table .widget-button.tutor-table-undo, .tutor-table .widget-toggle-button.tutor-table-show-all,
.tutor-table-wideboard .widget-button, .tutor-table-wideboard .widget-toggle-button { width: auto; min-width: 6em; }
/* the last eight messages (the older ones are in the replay): a scrolling box would need keyboard focus (axe) */
.tutor-table-message .widget-html-content > :nth-last-child(n+9) { display: none; }
.tutor-table-message p, .tutor-table-message ul { margin: 0.2em 0; }
.tutor-table-replay-board .widget-html-content { display: block; width: 100%; }
.tutor-table-replay-board svg { width: 100%; height: auto; max-height: calc(100vh - 210px); }
.tutor-table-status p { margin: 0.2em 0; }
.tutor-table .widget-html-content { white-space: normal; }
.tutor-table-download { display: inline-block; margin: 0.4em 0; padding: 0.35em 0.9em; border-radius: 4px;
  background: #1a56db; color: #fff !important; text-decoration: none; font-weight: bold; }
.tutor-table-download:hover, .tutor-table-download:focus { background: #123c99; text-decoration: underline; }
.tutor-table-download:focus-visible { outline: 3px solid #ffb000; outline-offset: 2px; }
.tutor-table-upload { width: auto !important; min-width: 12em; }
.tutor-table > .lm-TabBar .lm-TabBar-tab, .tutor-table > .p-TabBar .p-TabBar-tab,
.jupyter-widget-Collapse-header, .jupyter-widget-Collapse-header > span { color: #3b3b3b !important; }
"""


class BoardView(anywidget.AnyWidget):
    """An SVG that scales to the width given, and reports clicks (and pointer-over) on its ``data-hit`` elements.

    >>> seen = []
    >>> view = BoardView(svg='<svg viewBox="0 0 10 10"><rect data-hit="A1" width="10" height="10"/></svg>')
    >>> view.on_hit(lambda event, hit: seen.append((event, hit)))
    >>> view.click("A1"); view.over("A1")
    >>> seen
    [('click', 'A1'), ('over', 'A1')]
    """

    _esm = _ESM
    _css = _CSS + colours.CSS
    svg = traitlets.Unicode("").tag(sync=True)
    hover = traitlets.Bool(True).tag(sync=True)
    # for the keyboard and screen readers: the hits that may be chosen now (the arrow keys move between them), a
    # name per hit where its <title> would not do, the words added to a choosable hit's name, the board's own name
    targets = traitlets.List(traitlets.Unicode(), default_value=[]).tag(sync=True)
    labels = traitlets.Dict(default_value={}).tag(sync=True)
    choose_word = traitlets.Unicode("").tag(sync=True)
    label = traitlets.Unicode("").tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._handlers: list[Callable[[str, str], None]] = []
        self.on_msg(self._message)

    def on_hit(self, handler: Callable[[str, str], None]) -> None:
        """Call ``handler(event, hit)`` for each click (``"click"``), pointer-over or keyboard focus (``"over"``) and
        key the board passes on (``"key"``, with ``"Escape"`` or ``"r"`` as the hit)."""
        self._handlers.append(handler)

    def _message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if isinstance(content, dict) and content.get("event") in ("click", "over", "key"):
            self._dispatch(content["event"], str(content.get("hit", "")))

    def _dispatch(self, event: str, hit: str) -> None:
        for handler in self._handlers:
            handler(event, hit)

    def click(self, hit: str) -> None:
        """What a click on the element ``data-hit=hit`` does (for tests and notebooks)."""
        self._dispatch("click", hit)

    def over(self, hit: str) -> None:
        """What moving the pointer onto ``data-hit=hit`` does ("" : off every element)."""
        self._dispatch("over", hit)


class Narrowing:
    """The legal moves that match the clicks so far.

    ``path(move)`` gives the clicks that choose ``move``. Moves whose path equals the
    clicks so far are the *variants* on offer (e.g. rotations); ``current`` is the one shown.

    >>> moves = ["curve C7 r0", "curve C7 r1", "curve D7 r0", "tee C7 r0", "pass"]
    >>> paths = {m: tuple(m.split()[:2]) for m in moves}
    >>> n = Narrowing(moves, paths.__getitem__)
    >>> sorted(n.next_hits)
    ['curve', 'pass', 'tee']
    >>> n.click("curve"), sorted(n.next_hits)
    ('chosen', ['C7', 'D7'])
    >>> n.click("C7"), n.current, n.click("C7"), n.current
    ('chosen', 'curve C7 r0', 'rotated', 'curve C7 r1')
    >>> n.click("D7"), n.current  # another field: the same tile, moved
    ('chosen', 'curve D7 r0')
    >>> n.click("tee"), n.selection  # another tile: start again from it
    ('chosen', ('tee',))
    >>> n.click("E9"), n.selection  # no legal move goes on with E9: refused, nothing changes
    ('refused', ('tee',))
    """

    def __init__(self, moves: Sequence[Any], path: Callable[[Any], tuple[str, ...]]) -> None:
        self.paths = [(m, tuple(path(m))) for m in moves]
        self.selection: tuple[str, ...] = ()
        self.variant = 0

    def _matching(self, selection: tuple[str, ...]) -> list[tuple[Any, tuple[str, ...]]]:
        k = len(selection)
        return [(m, p) for m, p in self.paths if p[:k] == selection]

    @property
    def candidates(self) -> list[Any]:
        """The legal moves still possible."""
        return [m for m, _ in self._matching(self.selection)]

    @property
    def next_hits(self) -> set[str]:
        """The clicks that go on from here."""
        k = len(self.selection)
        return {p[k] for _, p in self._matching(self.selection) if len(p) > k}

    def hits_after(self, hit: str) -> list[Any]:
        """The variants a click on ``hit`` would offer (for a preview under the pointer)."""
        sel = (*self.selection, hit)
        return [m for m, p in self.paths if p == sel]

    @property
    def variants(self) -> list[Any]:
        """The moves whose path is exactly the clicks so far (empty until a move is fully chosen)."""
        return [m for m, p in self.paths if p == self.selection] if self.selection else []

    @property
    def current(self) -> Any | None:
        """The variant shown and played on *confirm*, or None."""
        variants = self.variants
        return variants[self.variant % len(variants)] if variants else None

    def rotate(self) -> bool:
        """Show the next variant; False when there is none to step to."""
        if len(self.variants) < 2:
            return False
        self.variant = (self.variant + 1) % len(self.variants)
        return True

    def reset(self) -> None:
        self.selection, self.variant = (), 0

    def click(self, hit: str) -> str:
        """Narrow by ``hit``: ``"chosen"``, ``"rotated"`` (the last choice clicked again) or ``"refused"``."""
        if self.selection and hit == self.selection[-1] and self.rotate():
            return "rotated"
        for k in range(len(self.selection), -1, -1):  # go on from here, else change an earlier choice
            sel = (*self.selection[:k], hit)
            if any(p[:k + 1] == sel for _, p in self.paths):
                self.selection, self.variant = sel, 0
                return "chosen"
        return "refused"


@dataclass(frozen=True)
class View:
    """What a game's drawing hooks get: whose hands show, what is clickable, chosen, previewed and marked."""

    viewer: int | None  # the seat whose hand shows; None: every hand (the teacher); -1: none (pass-and-play)
    selection: tuple[str, ...] = ()
    clickable: frozenset[str] = frozenset()
    preview: Any = None  # a move drawn on the board, not played
    marks: tuple[tuple[Any, int], ...] = ()  # (move, player who made it): the last moves, newest last
    error: tuple[Any, str, str] | None = None  # (the move tried, rule id, hit clicked) of a refused click
    reason: str = ""  # why that click was refused, in words (drawn beside the red mark)
    rule_title: str = ""  # the title of the rule it breaks, in the pupil's language (its id is in ``error``)
    names: tuple[str, ...] = ()
    seats: tuple[str, ...] = ()  # "human" or "bot" per player
    active: bool = True  # the seat to move may click now
    # the network of the player to move, as the game's ``TableSpec.connections`` gives it, while *show connections*
    # is on (None: off, or nothing to show); ``board_svg`` draws it under the marks
    overlay: Any = None


@dataclass(frozen=True)
class Network:
    """What *show connections* shows of a player's network: ``drawn`` goes to the game's ``board_svg`` (as
    ``view.overlay``), ``words`` says the same for the pupil and for a screen reader, one sentence per item, in the
    current language.

    >>> Network(drawn=("C7",), words=("Red reaches C7.",)).text()
    "<div role='status' class='tutor-network'><p>Red reaches C7.</p></div>"
    """

    drawn: Any
    words: tuple[str, ...] = ()

    def text(self) -> str:
        """The words as HTML, a live region (read out when the switch is turned on or the network changes)."""
        return "<div role='status' class='tutor-network'>{}</div>".format(
            "".join(f"<p>{escape(line)}</p>" for line in self.words))


@dataclass(frozen=True)
class TableSpec:
    """How a game plugs into the table (see the module docstring)."""

    module: ModuleType
    path: Callable[[Any], tuple[str, ...]]
    board_svg: Callable[[Game, View], str]
    seats_svg: Callable[[Game, View], str]
    bot: Callable[[int], Bot]  # a bot for a seat, from a seed (the easy level)
    # a bot of a level (``tutor.search.LEVELS``) from a seed: the game's ``search.bot`` (None: ``bot`` at every level)
    levels: Callable[[str, int], Bot] | None = None
    attempt: Callable[[Game, tuple[str, ...], str], Any] = lambda game, selection, hit: None
    instant: Callable[[Any], bool] = lambda move: False  # played as soon as it is chosen, without confirm
    describe: Callable[[Any], str] = str
    hint: str = N_("Click one of the marked places.")  # texts marked with N_ in the game: read through _()
    # what to click at this moment of the turn, in words (None: ``hint``): for a game whose turn has steps that the
    # one ``hint`` does not fit (La Loire: once both pieces have moved, only the buttons are left)
    hint_now: Callable[[Game], str | None] | None = None
    example: str = "a move"
    file_stem: str = "game"
    hand_word: str = "cards"  # what a seat holds in hand ("show blue's cards")
    next_word: str = "next"  # the button that steps through the variants (Amber: "rotate")
    # how the clicks narrow a turn's legal moves (None: a plain Narrowing by ``path``); a game whose moves are
    # chosen by a set of clicks in any order (Taxis: the cities of a closing) passes its own
    narrowing: Callable[[Game, Sequence[Any]], Narrowing] | None = None
    # what the table says of a bot's move, from the move, the bot's reason and whether *show all hands* is on (None:
    # the reason as it is): the move in words (``tutor.bots.worded``), not in notation; a game whose bots' reasons
    # name hidden cards says only what the other seats may see unless all hands are shown
    bot_text: Callable[[Any, str, bool], str] | None = None
    # the heading of a score column (the end screen, the replay), from its category: the game's own words where a
    # category's key would read wrong (La Loire's "blue", the blue characters' bonus, beside the player blue)
    score_label: Callable[[str], str] = score_word
    # a variant's name on the new-game tab, in the current language (None: its key through the catalog's "variant"
    # context): a game whose keys are no names (Thurn und Taxis' "gug-base-rules") names them
    variant_label: Callable[[str], str] | None = None
    # the *show connections* switch (None: the table has none): what a player's network is now, from the game and
    # the player (Amber: the fields and castles their baron reaches): a :class:`Network`, whose ``drawn`` part is
    # handed to ``board_svg`` as ``view.overlay`` and whose words are shown under the turn's buttons
    connections: Callable[[Game, int], Network] | None = None
    # what a screen reader says of each board element where its <title> would not do (None: the titles, else the
    # hit's own words): {hit: name} in the current language, e.g. Amber's fields "C7: empty field"
    hit_labels: Callable[[Game], Mapping[str, str]] | None = None
    # a move as every player may know it, for the board's summary in words (None: ``describe``): a game whose moves
    # hide cards (Thurn und Taxis' horse cards and discards) keeps them hidden there
    public: Callable[[Any], str] | None = None

    def narrow(self, game: Game, moves: Sequence[Any]) -> Narrowing:
        """The click-by-click choice among ``moves`` of ``game``: the game's own narrowing, else a plain one by
        ``path`` (the table's turns and the exercise apps' choices alike)."""
        return self.narrowing(game, moves) if self.narrowing is not None else Narrowing(moves, self.path)


def refusal_label(view: View) -> str:
    """The note drawn beside a refused click: the rule's title in the pupil's language, then (on the lines after
    it) the reason. The rule's id is for the teacher, in the note's tooltip (:func:`refusal_tip`).

    >>> view = View(viewer=0, error=(None, "amber.place.empty", "C2"), reason="C2 is not empty",
    ...             rule_title="Only on an empty field")
    >>> refusal_label(view), refusal_tip(view)
    ('✗ Only on an empty field\\nC2 is not empty', 'amber.place.empty')
    """
    if view.error is None:
        return ""
    title = view.rule_title or _("Not allowed")
    return f"✗ {title}" + (f"\n{view.reason}" if view.reason else "")


def refusal_tip(view: View) -> str | None:
    """The tooltip of the note beside a refused click: the id of the rule it breaks (for a teacher looking it up)."""
    return view.error[1] if view.error is not None else None


def movers(game: Game, since: int) -> list[tuple[Any, int]]:
    """The moves from ``history[since]`` on, each with the player who made it."""
    states, history = game.states, game.history
    return [(history[i], game.engine.to_move(states[i])) for i in range(max(since, 0), len(history))]


def end_html(game: Game, names: Sequence[str] | None = None, label: Callable[[str], str] = score_word) -> str:
    """The final screen: each player's score by category (headed by ``label`` of it), the winners, and the rule
    that ended the game."""
    names = list(names or game.players)
    scores = game.scores()
    winners = set(game.winners())
    cats = [c for c in next(iter(scores.values())) if c != "total"]
    head = "".join(f"<th>{escape(label(c))}</th>" for c in (*cats, "total"))
    rows = []
    for p, row in scores.items():
        style = " style='font-weight:bold;background:#fff3b0'" if p in winners else ""
        cells = "".join(f"<td>{row[c]}</td>" for c in (*cats, "total"))
        crown = " ★" if p in winners else ""
        rows.append(f"<tr{style}><td>{escape(player(names[p]))}{crown}</td>{cells}</tr>")
    rules = game.engine.rules
    why = [f"{escape(s)} {rule_note(r, rules)}" for r, s in game.explain() if ".end." in r] if game.history else []
    won = ", ".join(player(names[p]) for p in sorted(winners))
    over = ngettext("Game over — {winners} wins!", "Game over — {winners} win!", len(winners))
    who, ended = _("player"), _("The game has ended.")
    return (f"<div class='tutor-end'><h3>{over.format(winners=escape(won))}</h3>"
            f"<p>{'<br>'.join(why) or ended}</p>"
            f"<table style='border-collapse:collapse' border='1' cellpadding='4'><tr><th>{who}</th>{head}"
            "</tr>"
            f"{''.join(rows)}</table></div>")


def rule_note(rule_id: str, rules: Mapping[str, Any]) -> str:
    """A rule named after a sentence that it made happen, for pupils: its title in the current language, in grey;
    its id only in the tooltip (where a teacher looking the rule up finds it). An unknown id is shown as it is.

    >>> from tutor.rules import Rule
    >>> rule_note("demo.move.one", {"demo.move.one": Rule("demo.move.one", "One step", "Move one step.", "Play")})
    "<span class='tutor-rule' title='demo.move.one' style='color:#666'>(One step)</span>"
    >>> rule_note("demo.other", {})
    '<code>demo.other</code>'

    A rule the rulebook does not state says so, in a few words and in the tooltip (:mod:`tutor.provenance`):

    >>> print(rule_note("demo.move.far", {"demo.move.far": Rule("demo.move.far", "Far", "Go.", "Play", None,
    ...                                                          "reading")}))  # doctest: +NORMALIZE_WHITESPACE
    <span class='tutor-rule' title='The rulebook does not say this clearly; this is how the tutor reads it.
    (demo.move.far)' style='color:#666'>(Far · <i style='color:#7c2d12'>the tutor&#x27;s reading</i>)</span>
    """
    rule = rules.get(rule_id)
    if rule is None:
        return f"<code>{escape(rule_id)}</code>"
    words = tag(rule)
    if not words:
        return f"<span class='tutor-rule' title='{escape(rule_id)}' style='color:#666'>({escape(rule.title)})</span>"
    tip = f"{mark(rule)} ({rule_id})"
    return (f"<span class='tutor-rule' title='{escape(tip)}' style='color:#666'>({escape(rule.title)} · "
            f"<i style='color:#7c2d12'>{escape(words)}</i>)</span>")


def _refusal(reason: str, rule_id: str, rules: Mapping[str, Any]) -> str:
    """A refused move: why, then the rule it breaks by its title and what the rule says (for pupils: no notation);
    the rule's id only in the title's tooltip.

    >>> from tutor.rules import Rule
    >>> _refusal("C2 is taken", "demo.place.empty", {"demo.place.empty": Rule("demo.place.empty", "Empty fields",
    ...          "Lay a tile on an empty field. In the notation, write its field.", "Play")})
    "<p style='color:#b00'>✗ Not allowed: C2 is taken<br><i class='tutor-rule' title='demo.place.empty'>Empty \
fields</i>: Lay a tile on an empty field.</p>"
    """
    rule = rules.get(rule_id)
    about = f"<br><i class='tutor-rule' title='{escape(rule_id)}'>{escape(rule.title)}</i>: " \
        f"{escape(pupil_explanation(rule.explanation))}{mark_html(rule, True)}" if rule else ""
    return "<p style='color:#b00'>✗ {}".format(_("Not allowed: {reason}").format(reason=escape(reason))) + \
        f"{about}</p>"


@dataclass
class _Attempt:
    move: Any
    rule: str
    hit: str
    reason: str = field(default="")


class Table:
    """Play a game by clicks: any mix of human and bot seats (``seats``: "human"/"bot" per player); ``typing=False``
    leaves out the box for moves typed in notation (the pupils' apps: every move is made by clicks)."""

    spec: TableSpec

    def __init__(self, game: Game | None = None, *, seats: Sequence[str] | None = None, players: int = 2,
                 seed: int = 0, variant: str | None = None, auto_bots: bool = True, typing: bool = True) -> None:
        module = self.spec.module
        variant = variant or module.ENGINE.variants[0]
        game = game or module.new_game(players, seed=seed, variant=variant)
        self.seats = tuple(seats or ("human", *["bot"] * (len(game.players) - 1)))
        if len(self.seats) != len(game.players) or set(self.seats) - {"human", "bot"}:
            raise ValueError(f"seats must be 'human' or 'bot' for each of the {len(game.players)} players")
        self.auto_bots = auto_bots
        self.typing = typing  # the notation box under the buttons (the pupils' apps leave it out: every move clicks)
        self.board = BoardView()
        self.hands = BoardView(hover=False)
        self.board.on_hit(self._board_hit)
        self.hands.on_hit(lambda event, hit: self.click(hit) if event == "click" else
                          self.key(hit) if event == "key" else None)
        self._build_controls(module, len(game.players), seed, variant)
        for name, part in (("board", self.board), ("hands", self.hands), ("status", self.status),
                           ("summary", self.summary), ("message", self.message), ("confirm", self.confirm_button),
                           ("rotate", self.rotate_button), ("cancel", self.cancel_button),
                           ("bot-move", self.bot_button), ("hint", self.hint_button), ("hint-text", self.hint_text),
                           ("network", self.network_text), ("connections", self.connections),
                           ("undo", self.undo_button),
                           ("try", self.notation),
                           ("show", self.show_button), ("show-all", self.show_all), ("end", self.end),
                           ("colours", self.colours),
                           ("upload", self.upload),
                           ("replay-board", self.stepper.board)):
            part.add_class(f"tutor-table-{name}")
        self._widget: widgets.Widget | None = None
        self.shared = panels_for(self)  # *play with classmates*, on a classroom server that keeps the class's data
        self.start(game)

    # -- building ------------------------------------------------------------
    def _build_controls(self, module: ModuleType, players: int, seed: int, variant: str) -> None:
        counts = module.ENGINE.player_counts
        self.status = widgets.HTML()
        self.summary = widgets.HTML()  # the board in words, for a screen reader (not shown on the screen)
        self.summary.add_class("tutor-sr-only")
        self.message = widgets.HTML()
        self.end = widgets.HTML()
        self.confirm_button = widgets.Button(icon="check", button_style="success")
        self.rotate_button = widgets.Button(icon="repeat")
        self.cancel_button = widgets.Button(icon="times")
        self.bot_button = widgets.Button(icon="android")
        self.hint_button = widgets.Button(icon="lightbulb-o")
        # the hint in words, on a line of its own right under the buttons (in sight where the messages are not)
        self.hint_text = widgets.HTML(layout=widgets.Layout(flex="1 1 100%"))
        self.hint_button.layout.display = None if hints_on() else "none"
        self.undo_button = widgets.Button(icon="undo")
        self.show_button = widgets.Button(icon="eye", button_style="warning")
        self.show_all = widgets.ToggleButton(icon="users")
        self.connections = widgets.ToggleButton(icon="share-alt")
        self.connections.layout.display = None if self.spec.connections else "none"
        # the network in words while *show connections* is on, on a line of its own under the turn's buttons
        self.network_text = widgets.HTML(layout=widgets.Layout(flex="1 1 100%"))
        self.notation = widgets.Text(continuous_update=False, layout=widgets.Layout(width="auto", flex="1 1 10em"))
        self.notation_button = widgets.Button(icon="keyboard-o")
        # a list, not a slider: a slider's handle has no name a screen reader could read (axe-core)
        self.players = widgets.Dropdown(options=list(range(min(counts), max(counts) + 1)), value=players,
                                        layout=widgets.Layout(width="14em"))
        self.seat_pickers = [widgets.Dropdown(options=["human", "bot"], value="human" if i == 0 else "bot",
                                              layout=widgets.Layout(width="14em"))
                             for i in range(max(counts))]
        self.seed = widgets.IntText(value=seed, layout=widgets.Layout(width="14em"))
        # how well the bots play (easy: the greedy bot; medium, hard: they look ahead, see tutor.search)
        self.level = widgets.Dropdown(options=list(LEVELS), value="easy", layout=widgets.Layout(width="14em"))
        self.level.layout.display = None if self.spec.levels else "none"
        self.variant = widgets.Dropdown(options=module.ENGINE.variants, value=variant)
        self.new_button = widgets.Button(icon="refresh", button_style="primary")
        self.upload = widgets.FileUpload(accept=".json", multiple=False,
                                         layout=widgets.Layout(width="auto", align_self="flex-start"))
        self.download = widgets.HTML()
        self.files_text = widgets.HTML()
        self.files_note = widgets.HTML()
        # a panel above the turn's status for what drives the table from outside (the guided first game's guide)
        self.banner = widgets.VBox()
        self.language = language_switch(lambda _lang: self.redraw())
        self.colours = colours.colour_switch(lambda on: colours.apply(self.widget, on))
        self._label()
        self.stepper = Stepper(module.new_game(players, seed=seed, variant=variant), height="auto",
                               describe=self.spec.describe, score_label=self.spec.score_label, scrub=False)
        self.stepper.board.layout.width = "100%"
        self.stepper.widget.children[1].layout.flex_flow = "row wrap"  # the move list goes below on narrow screens
        self.confirm_button.on_click(lambda _: self.confirm())
        self.rotate_button.on_click(lambda _: self.rotate())
        self.cancel_button.on_click(lambda _: self.cancel())
        self.bot_button.on_click(lambda _: self.bot_turn())
        self.hint_button.on_click(lambda _: self.hint())
        self.undo_button.on_click(lambda _: self.undo())
        self.show_button.on_click(lambda _: self.reveal())
        self.show_all.observe(lambda _: self.refresh(), names="value")
        self.connections.observe(lambda _: self.refresh(), names="value")
        self.notation.observe(lambda change: self.type_move(change["new"]) if change["new"] else None, names="value")
        self.notation_button.on_click(lambda _: self.type_move(self.notation.value))
        self.players.observe(lambda _: self._show_seat_pickers(), names="value")
        self.new_button.on_click(lambda _: self.new_game())
        self.upload.observe(lambda _: self._uploaded(), names="value")
        self._show_seat_pickers()

    def _label(self) -> None:
        """Every control's words in the current language (again after the language switch)."""
        self.confirm_button.description = _("play it")
        self.rotate_button.description = _(self.spec.next_word)
        self.cancel_button.description = _("cancel")
        self.bot_button.description = _("bot's turn")
        self.bot_button.tooltip = _("let the bot whose turn it is play (only a bot's turn)")
        self.undo_button.description = _("undo")
        self.hint_button.description = _("hint")
        self.hint_button.tooltip = _("show a good move on the board, and why it is good")
        self.show_all.description = _("show all hands")
        self.show_all.tooltip = _("teacher: show every player's hand")
        self.board.label, self.hands.label = _("the board"), _("the players and what they hold")
        self.board.choose_word = self.hands.choose_word = _("you may choose it")
        colours.label(self.colours)
        self.connections.description = _("show connections")
        self.connections.tooltip = _("show on the board the network of the player to move")
        self.notation.placeholder = _("or type a move, e.g. {example}").format(example=self.spec.example)
        self.notation_button.description = _("play typed")
        self.players.description = _("players")
        for i, picker in enumerate(self.seat_pickers):
            value = picker.value
            picker.options = labelled(("human", "bot"), seat_word)
            picker.value = value
            picker.description = _("seat {n}").format(n=i + 1)
        self.seed.description = _("game number")
        value = self.level.value
        self.level.options = labelled(LEVELS, lambda v: _(LEVEL_WORDS[v]))
        self.level.value = value
        self.level.description = _("bots")
        self.level.tooltip = _("how well the bots play: easy takes the best gain now, medium and hard look ahead")
        self.seed.tooltip = _("the same number deals the same game again")
        value = self.variant.value
        self.variant.options = labelled(self.spec.module.ENGINE.variants,
                                        self.spec.variant_label or (lambda v: pgettext("variant", v)))
        self.variant.value = value
        self.variant.description = _("variant")
        self.new_button.description = _("new game")
        self.upload.description = _("load a game file")
        self.files_text.value = _("<p>Save: the link below downloads the game as a file. Load: choose a game file "
                                  "saved before.</p>")

    def redraw(self) -> None:
        """Everything again in the current language (what the language switch does): labels, board, texts."""
        self._label()
        for panel in self.shared:
            panel.relabel()
        self.stepper.relabel()
        if self._widget is not None:
            for i, title in enumerate(_TABS):
                self._widget.set_title(i, _(title))
        self.message.value = ""
        if self.error is not None and self.error.move is not None:  # the refusal's reason, in the new language
            verdict = self.game.check(self.error.move)
            if not verdict.ok:
                self.error = replace(self.error, reason=verdict.reason)
        if self.download.value:
            self.update_download()
        self.refresh()

    def _show_seat_pickers(self) -> None:
        for i, picker in enumerate(self.seat_pickers):
            picker.layout.display = None if i < self.players.value else "none"

    # -- game flow -----------------------------------------------------------
    def start(self, game: Game, seats: Sequence[str] | None = None) -> None:
        """Show ``game`` (new or loaded); the bots move until a human's turn."""
        self.game = game
        if seats is not None:
            self.seats = tuple(seats)
        self.bots = {p: self.seat_bot(game.config.seed + p) for p, s in enumerate(self.seats) if s == "bot"}
        self.shown_for: int | None = None
        self.error: _Attempt | None = None
        self._start = len(game.history)  # marks never reach back before the game was shown
        self.stepper.game = game
        self.message.value = ""
        if self.download.value:  # the save link names the game now shown
            self.update_download()
        self.notation.value = ""
        self._advance_bots()
        self._new_turn()

    def seat_bot(self, seed: int, level: str | None = None) -> Bot:
        """A bot of ``level`` (default: the level chosen on the new-game tab) from ``seed``."""
        level = level or self.level.value
        return self.spec.levels(level, seed) if self.spec.levels else self.spec.bot(seed)

    def new_game(self) -> None:
        """A new game from the setup controls."""
        n = self.players.value
        seats = [p.value for p in self.seat_pickers[:n]]
        self.start(self.spec.module.new_game(n, seed=self.seed.value, variant=self.variant.value), seats)
        self.show_board()

    def show_board(self) -> None:
        """Bring the *play* tab to the front (after a new game or a load: the pupil plays on)."""
        if self._widget is not None:
            self._widget.selected_index = 0

    @property
    def humans(self) -> list[int]:
        return [p for p, s in enumerate(self.seats) if s == "human"]

    @property
    def human_to_move(self) -> bool:
        return not self.game.is_over and self.seats[self.game.to_move] == "human"

    @property
    def curtain(self) -> bool:
        """Pass-and-play: a human is to move, and their hand is not shown yet."""
        return (self.human_to_move and len(self.humans) > 1 and self.shown_for != self.game.to_move
                and not self.show_all.value)

    @property
    def viewer(self) -> int | None:
        """Whose hand the table shows: None (teacher) for every hand, -1 for none."""
        if self.show_all.value:
            return None
        if len(self.humans) == 1:
            return self.humans[0]
        if self.human_to_move and self.shown_for == self.game.to_move:
            return self.game.to_move
        return -1 if self.humans else None

    def narrowing_of(self, moves: Sequence[Any]) -> Narrowing:
        """The click-by-click choice among ``moves`` (the game's own narrowing, else a plain one by ``path``)."""
        return self.spec.narrow(self.game, moves)

    def _new_turn(self) -> None:
        self.narrowing = self.narrowing_of(self.game.legal_moves() if self.human_to_move else ())
        self.preview = None
        self.hint_text.value = ""
        self.refresh()

    def click(self, hit: str) -> None:
        """A click on ``hit`` (a field, a tile in the hand, the deck ...): narrow the legal moves, or refuse."""
        if not self.human_to_move:
            self.message.value = _("<p>The game is over.</p>") if self.game.is_over else \
                _("<p>It is not your turn: wait for {player}'s move.</p>").format(player=escape(self._name())) \
                if self.seats[self.game.to_move] == "classmate" else \
                _("<p>It is not a human's turn: press <b>bot's turn</b>.</p>")
            return
        if self.curtain:
            self.message.value = _("<p>Press <b>{button}</b> first ({player}).</p>").format(
                button=escape(_show_label(self.spec.hand_word)), player=escape(self._name()))
            return
        self.error = None
        outcome = self.narrowing.click(hit)
        self.preview = None
        if outcome == "refused":
            self._refuse(hit)
        else:
            current = self.narrowing.current
            if current is not None and len(self.narrowing.variants) == 1 and not self.narrowing.next_hits \
                    and self.spec.instant(current):
                self.play(current)
                return
            self.message.value = self._choice_text()
        self.refresh()

    def over(self, hit: str) -> None:
        """The pointer is on ``hit``: preview what a click there would choose."""
        if not self.human_to_move or self.curtain or not self.narrowing.selection:
            return
        after = self.narrowing.hits_after(hit) if hit and hit in self.narrowing.next_hits else []
        preview = after[0] if after else None
        if preview != self.preview:
            self.preview = preview
            self._draw_board()

    def _board_hit(self, event: str, hit: str) -> None:
        if event == "click":
            self.click(hit)
        elif event == "key":
            self.key(hit)
        else:
            self.over(hit)

    def key(self, key: str) -> None:
        """A key the board passes on: Escape cancels the choice so far, R steps to the next variant (rotate)."""
        if key == "Escape" and self.narrowing.selection:
            self.cancel()
        elif key == "r":
            self.rotate()

    def _refuse(self, hit: str) -> None:
        tried = self.spec.attempt(self.game, self.narrowing.selection, hit)
        verdict = self.game.check(tried) if tried is not None else None
        if verdict is not None and not verdict.ok:
            self.error = _Attempt(tried, verdict.rule, hit, verdict.reason)
            self.message.value = _refusal(verdict.reason, verdict.rule, self.game.engine.rules)
        else:
            self.message.value = "<p style='color:#b00'>✗ {}</p>".format(
                _("That is not a choice now. {hint}").format(hint=escape(_(self.spec.hint))))

    def _choice_text(self) -> str:
        n = self.narrowing
        current = n.current
        if current is None:
            return f"<p>{escape(_(self.spec.hint))}</p>"
        more = _(" ({k} of {n}: click it again or press <b>{button}</b>)").format(
            k=n.variant + 1, n=len(n.variants), button=_(self.spec.next_word)) if len(n.variants) > 1 else ""
        return _("<p>Chosen: <b>{move}</b>{more}. Press <b>play it</b>.</p>").format(
            move=escape(self.spec.describe(current)), more=more)

    def rotate(self) -> None:
        if self.narrowing.rotate():
            self.preview = None
            self.message.value = self._choice_text()
            self.refresh()

    def cancel(self) -> None:
        self.narrowing.reset()
        self.preview, self.error = None, None
        self.message.value = ""
        self.refresh()

    def confirm(self) -> None:
        """Play the move chosen by the clicks."""
        move = self.narrowing.current
        if move is None:
            self.message.value = _("<p>Nothing chosen yet. {hint}</p>").format(hint=escape(_(self.spec.hint)))
            return
        self.play(move)

    def play(self, move: Any) -> bool:
        """Play ``move`` for the seat to move (a human's); an illegal one is refused on the board with its rule."""
        if not self.human_to_move or self.curtain:
            self.message.value = _("<p>It is not your turn to click.</p>")
            return False
        who = self.game.to_move
        verdict = self.game.check(move)
        if not verdict.ok:
            try:
                parsed = self.game.parse(move)
            except NotationError:
                parsed = None
            self.error = _Attempt(parsed, verdict.rule, "", verdict.reason) if parsed is not None else None
            self.message.value = _refusal(verdict.reason, verdict.rule, self.game.engine.rules)
            self.refresh()
            return False
        played = self.game.play(move)
        self.error = None
        rules = self.game.engine.rules
        lines = "".join(f"<li>{escape(s)} {rule_note(r, rules)}</li>" for r, s in self.game.explain())
        self.message.value = _("<p>{player} played <b>{move}</b>.</p>").format(
            player=escape(player(self.game.players[who])), move=escape(self.spec.describe(played))) + \
            f"<ul>{lines}</ul>"
        self._advance_bots()
        self._new_turn()
        return True

    def type_move(self, text: str) -> None:
        """A move typed in notation (the box is emptied once it is played)."""
        if text.strip() and self.play(text.strip()):
            self.notation.value = ""

    def bot_turn(self) -> None:
        """Let the bot whose turn it is play one move (a human's turn is never played by a bot)."""
        if self.game.is_over:
            self.message.value = _("<p>The game is over.</p>")
            return
        if self.human_to_move:
            self.message.value = _("<p>It is {player}'s turn: a human seat, so no bot plays it.</p>").format(
                player=escape(self._name()))
            return
        self._bot_move()
        self._new_turn()

    def hint(self) -> Any | None:
        """A good move for the seat to move (what the hard bot would play there: the same search, from what this
        seat can see), drawn on the board with why it is good; the pupil plays it by clicking it, as any move. None
        (and a note) when there is nothing to hint: not a human's turn, or hints switched off by the teacher
        (:func:`hints_on`)."""
        if not hints_on():
            self.message.value = _("<p>Hints are switched off for this class.</p>")
            return None
        if not self.human_to_move or self.curtain:
            self.message.value = _("<p>A hint is for the player whose turn it is: nothing to hint now.</p>")
            return None
        bot = self.seat_bot(self.game.config.seed + len(self.game.history), HINT_LEVEL)
        move = bot.choose(self.game)
        said = self.spec.bot_text(move, bot.reason, True) if self.spec.bot_text is not None else bot.reason
        self.narrowing.reset()
        self.error = None
        self.preview = move
        self.hint_text.value = "<p role='status'>{}</p>".format(_("Hint for {player}: {why}").format(
            player=escape(self._name()), why=escape(said))) + "<p>{}</p>".format(
            _("Play it by clicking it, or choose another move."))
        self.refresh()
        return move

    def _bot_move(self) -> None:
        who = self.game.to_move
        bot = self.bots[who]
        move = bot.choose(self.game)
        self.game.play(move)
        said = bot.reason if self.spec.bot_text is None else self.spec.bot_text(move, bot.reason,
                                                                                   self.show_all.value)
        self.message.value += f"<p>{escape(player(self.game.players[who]))}: {escape(said)}</p>"

    def _advance_bots(self) -> None:
        while self.auto_bots and not self.game.is_over and not self.human_to_move:
            self._bot_move()

    def reveal(self) -> None:
        """Pass-and-play: the seat to move shows its hand."""
        if self.human_to_move:
            self.shown_for = self.game.to_move
            self.refresh()

    def _human_at(self, state: Any) -> bool:
        engine = self.game.engine
        return not engine.is_over(state) and self.seats[engine.to_move(state)] == "human"

    def undo_target(self) -> int:
        """How many moves the game keeps after *undo*: back to the last human's turn before the last move (the
        bots' replies are taken back too); at the start, where the bots moved first, what they played stays.
        ``len(game.history)`` when there is nothing to undo (the button is then disabled)."""
        states, n = self.game.states, len(self.game.history)
        target = max(n - 1, 0)
        while target > 0 and not self._human_at(states[target]):
            target -= 1
        if not self._human_at(states[target]) and self.humans:  # the bots moved first at the start: keep that
            while target < n and not self._human_at(states[target]):
                target += 1
        return target

    def undo(self) -> None:
        """Take back moves until a human's turn again (the bots' replies too)."""
        game = self.game
        before = len(game.history)
        for _step in range(before - self.undo_target()):
            game.undo()
        self.message.value = _("<p>Nothing to undo.</p>") if len(game.history) == before else _("<p>Taken back.</p>")
        self._start = min(self._start, len(game.history))
        self.error = None
        self._new_turn()

    # -- save and load -----------------------------------------------------------
    def record_json(self) -> str:
        return json.dumps(self.game.to_record(), indent=1)

    def update_download(self) -> None:
        """The download link for the game record (a data: address, nothing leaves the machine)."""
        data = base64.b64encode(self.record_json().encode()).decode()
        name = self.file_name()
        save = _("save this game as a file")
        self.download.value = (f"<a download='{name}' href='data:application/json;base64,{data}' "
                               f"class='tutor-table-download'>⬇ {escape(save)} "
                               f"({escape(name)})</a>")

    def file_name(self) -> str:
        """The saved file's name in the pupil's language: the game and its number of moves (``amber-12-moves.json``,
        in Hungarian ``amber-12-lépés.json``)."""
        n = len(self.game.history)
        return ngettext("{game}-{n}-move.json", "{game}-{n}-moves.json", n).format(game=self.spec.file_stem, n=n)

    def load_text(self, text: str | bytes) -> bool:
        """Load a game record; a malformed one is refused with a message saying what is wrong."""
        try:
            if isinstance(text, bytes):
                text = text.decode("utf-8")
            game = self.spec.module.load_record(text)
        except (RecordError, UnicodeDecodeError, ValueError) as err:
            # the decoder's own words are English: other languages say it in theirs (the record checker's
            # details are translated; the keys, paths and values they name stay as the file has them)
            detail = _("the file is not a text file (UTF-8)") if isinstance(err, UnicodeDecodeError) and \
                get_language() != "en" else str(err)
            self.message.value = "<p style='color:#b00'>{}</p>".format(
                _("Cannot load this file: {error}").format(error=escape(detail)))
            self.files_note.value = self.message.value  # said on the save / load tab, where the pupil is
            return False
        seats = self.seats if len(self.seats) == len(game.players) else ("human", *["bot"] * (len(game.players) - 1))
        self.start(game, seats)
        self.message.value = _("<p>Loaded a game of {n} moves.</p>").format(n=len(game.history))
        self.files_note.value = ""
        self.show_board()
        return True

    def _uploaded(self) -> None:
        files = self.upload.value
        if files:
            item = files[0]
            self.load_text(bytes(item["content"]))

    # -- drawing -------------------------------------------------------------------
    def _name(self, p: int | None = None) -> str:
        p = self.game.to_move if p is None else p
        return player(self.game.players[p]) if p is not None else ""

    def view(self, network: Network | None | bool = True) -> View:
        """What the drawing hooks get now (``network``: the network of :meth:`network` when already asked, else
        True to ask for it here)."""
        active = self.human_to_move and not self.curtain
        n = self.narrowing
        current = n.current
        marks = self._marks()
        if network is True:
            network = self.network()
        err = (self.error.move, self.error.rule, self.error.hit) if self.error and self.error.move is not None \
            else None
        rule = self.game.engine.rules.get(err[1]) if err is not None else None
        return View(viewer=self.viewer, selection=n.selection if active else (),
                    clickable=frozenset(n.next_hits) if active else frozenset(),
                    preview=(self.preview or current) if active else None, marks=marks, error=err,
                    reason=self.error.reason if err is not None else "", rule_title=rule.title if rule else "",
                    names=self.game.players, seats=self.seats, active=active,
                    overlay=network.drawn if isinstance(network, Network) else None)

    def network(self) -> Network | None:
        """The network of the player to move while *show connections* is on (None: off, the game is over, or the
        screen waits for the next player of a pass-and-play game)."""
        who = self.game.to_move
        if not self.connections.value or self.spec.connections is None or who is None or self.curtain:
            return None
        return self.spec.connections(self.game, who)

    def _marks(self) -> tuple[tuple[Any, int], ...]:
        """The moves to mark: for a human to move, everything since their own last move (the others' turns);
        otherwise the last move."""
        g = self.game
        made = movers(g, self._start)
        who = g.to_move
        if who is not None and self.seats[who] == "human":
            own = [i for i, (_, p) in enumerate(made) if p == who]
            since = own[-1] + 1 if own else 0
            if made[since:]:
                return tuple(made[since:])
        return tuple(movers(g, len(g.history) - 1))

    def _draw_board(self) -> None:
        self.board.svg = self.spec.board_svg(self.game, self.view())

    def refresh(self) -> None:
        """Redraw board, seats, status and buttons."""
        network = self.network()
        view = self.view(network)
        self.network_text.value = network.text() if network is not None else ""
        self.board.targets = self.hands.targets = sorted(view.clickable) if view.active else []
        if self.spec.hit_labels is not None:
            self.board.labels = dict(self.spec.hit_labels(self.game))
        self.board.svg = self.spec.board_svg(self.game, view)
        self.hands.svg = self.spec.seats_svg(self.game, view)
        self.status.value = self._status()
        self.summary.value = self.summary_html()
        over = self.game.is_over
        self.end.value = end_html(self.game, label=self.spec.score_label) if over else ""
        self.end.layout.display = None if over else "none"
        n = self.narrowing
        self.confirm_button.disabled = n.current is None
        self.rotate_button.disabled = len(n.variants) < 2
        self.cancel_button.disabled = not n.selection
        self.bot_button.disabled = over or self.human_to_move
        self.hint_button.disabled = not self.human_to_move or self.curtain
        self.undo_button.disabled = self.undo_target() >= len(self.game.history)
        self.show_button.layout.display = None if self.curtain else "none"
        word = self.spec.hand_word
        self.show_button.description = _show_label(word, self._name()) if self.curtain else _show_label(word)
        self.stepper.refresh()

    def summary_html(self) -> str:
        """The board in words for a screen reader: whose turn, the scores now, and what was just played (the moves
        marked on the board), in the current language; a region a screen reader finds by its name."""
        g = self.game
        if g.is_over:
            won = ", ".join(self._name(p) for p in sorted(g.winners()))
            turn = ngettext("Game over: {winners} wins.", "Game over: {winners} win.", len(g.winners())).format(
                winners=won)
        else:
            turn = _("{player} to play.").format(player=self._name())
        scores = ", ".join(f"{self._name(p)} {row['total']}" for p, row in g.scores().items())
        lines = [turn, _("Scores now: {scores}.").format(scores=scores)]
        said = self.spec.public or self.spec.describe
        played = [f"{self._name(p)}: {said(move)}" for move, p in self._marks() if p is not None]
        if played:
            lines.append(_("Just played: {moves}.").format(moves="; ".join(played)))
        return "<section class='tutor-summary' aria-label='{}'>{}</section>".format(
            escape(_("the board in words"), quote=True), "".join(f"<p>{escape(line)}</p>" for line in lines))

    def _status(self) -> str:
        g = self.game
        if g.is_over:
            return _("<p><b>Game over.</b> The scores are below.</p>")
        who = escape(self._name())
        if self.curtain:
            return "<p style='font-size:120%'>{}</p>".format(
                _("Pass the screen to <b>{player}</b>, then press <b>show</b>.").format(player=who))
        if self.seats[g.to_move] == "classmate":
            return _("<p><b>{player}</b> plays on their own device: wait for the move.</p>").format(player=who)
        if self.human_to_move:
            text = _("<b>{player}</b> (you) to play.") if len(self.humans) == 1 else _("<b>{player}</b> to play.")
            hint = (self.spec.hint_now and self.spec.hint_now(g)) or _(self.spec.hint)
            return f"<p style='font-size:120%'>{text.format(player=who)} {escape(hint)}</p>"
        return _("<p><b>{player}</b> (bot) to play: press <b>bot's turn</b>.</p>").format(player=who)

    @property
    def widget(self) -> widgets.Widget:
        """The table (built once): play, new game, replay, save / load."""
        if self._widget is None:
            self._widget = self._layout()
        return self._widget

    def _layout(self) -> widgets.Widget:
        choose = widgets.HBox([self.confirm_button, self.rotate_button, self.cancel_button],
                              layout=widgets.Layout(flex_flow="row wrap"))
        turn = widgets.HBox([self.hint_button, self.bot_button, self.undo_button, self.show_all, self.connections,
                             self.hint_text, self.network_text],
                            layout=widgets.Layout(flex_flow="row wrap"))
        typed = widgets.HBox([self.notation, self.notation_button], layout=widgets.Layout(flex_flow="row wrap"))
        top = widgets.HBox([self.language, self.colours], layout=widgets.Layout(flex_flow="row wrap"))
        rows = [top, self.banner, self.status, self.end, self.show_button, self.hands, choose, turn]
        side = widgets.VBox([*rows, *([typed] if self.typing else []), self.message],
                            layout=widgets.Layout(overflow="visible"))
        side.add_class("tutor-table-sidebox")
        board = widgets.VBox([self.summary, self.board], layout=widgets.Layout(overflow="visible"))
        board.add_class("tutor-table-boardbox")
        main = widgets.Box([board, side], layout=widgets.Layout(overflow="visible"))
        main.add_class("tutor-table-main")
        setup = widgets.VBox([widgets.HBox([self.players, self.variant, self.seed],
                                           layout=widgets.Layout(flex_flow="row wrap")),
                              widgets.HBox(self.seat_pickers, layout=widgets.Layout(flex_flow="row wrap")),
                              self.level, self.new_button, *(panel.widget for panel in self.shared)])
        files = widgets.VBox([self.files_text, self.download, self.upload, self.files_note])
        tabs = widgets.Tab(children=[main, setup, self.stepper.widget, files])
        for i, title in enumerate(_TABS):
            tabs.set_title(i, _(title))
        tabs.add_class("tutor-table")
        tabs.observe(self._tab, names="selected_index")
        return tabs

    def _tab(self, change: dict[str, Any]) -> None:
        if change["new"] == 3:
            self.update_download()

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)
