"""Amber's explorer: who reaches whom along the one-way roads, by clicking (no code).

On a position (the start of a game, two prepared positions, or a game the pupil saved) the pupil clicks a castle or
a field: the fields one travels on to from there are shaded blue, the fields one comes from are framed with a
dashed line, and the words say which castles and villages lie ahead and which barons come this way. The table of
who reaches whom beside the board answers a click on a cell with the shortest trip from one castle to the other,
drawn on the board. Every answer comes from :mod:`amber.explore` (networkx on the road graph).

>>> app = explorer()
>>> app.ask(amber.board.name(app.game.state.castles[0]))  # red's castle at the start: no road yet
>>> app.words.value.count("<p>")
4
>>> app.picker.value = 1  # a game in its middle
>>> app.ask("trip:0:1")
>>> "castle" in app.words.value
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import amber
from amber.bots import GreedyBot
from amber.explore import Reach, WhatIf, reach, trip, what_if, who_reaches_whom
from amber.render import kind_words, render
from amber.state import COLOUR_NAMES, COLOURS
from amber.table import TURNS, hit_labels
from amber.tiles import ROAD_KINDS
from tutor.explore import Explorer, ExploreSpec, lazily, played
from tutor.game import Game
from tutor.i18n import N_, _, ngettext, player
from tutor.svg import Svg, ink, num, seat_square

__all__ = ["SPEC", "app", "explorer"]

#: the positions offered: (label, players, seed, moves played by greedy bots)
POSITIONS = ((N_("the start of a game (3 players)"), 3, 1, 0),
             (N_("a game in its middle (3 players, after 24 moves)"), 3, 2, 24),
             (N_("a game near its end (4 players, after 56 moves)"), 4, 3, 56))
CELL = 44  # a cell of the who-reaches-whom table


def position(i: int) -> Game:
    """Prepared position ``i`` (the same every time: a seeded game played by greedy bots)."""
    _label, players, seed, moves = POSITIONS[i]
    return played(amber.new_game, GreedyBot, seed, moves, players=players)


def positions() -> list[tuple[str, Any]]:
    """The prepared positions: each label with the function that makes its game (when first chosen)."""
    return lazily([label for label, *_rest in POSITIONS], position)


#: what a click on the board does: look (what the field reaches and what reaches it), or what if a tile of a kind
#: were laid there (a click again: the next way round), or the tile there dug away
MODES = ((N_("shows what it reaches"), ""), *((N_("lays a {kind} tile (what if?)"), kind) for kind in ROAD_KINDS),
         (N_("digs the tile away (what if?)"), "shovel"))


def modes() -> list[tuple[str, str]]:
    """The menu of what a click does, in the current language (a tile kind named as the board names it)."""
    return [(_(label).format(kind=kind_words(value)) if value and value != "shovel" else _(label), value)
            for label, value in MODES]


Found = Reach | WhatIf | tuple[int, int, list[str]]  # an answer of the explorer


def answer(game: Game, hit: str, mode: str = "", before: Any = None) -> Found | None:
    """A field's :class:`~amber.explore.Reach`, a :class:`~amber.explore.WhatIf` in a what-if mode (the same field
    clicked again: the tile's next way round), or ``(p, q, fields)`` for a cell ``trip:p:q`` of the table."""
    if not hit:  # a mode just chosen: every question here waits for a click
        return None
    if hit.startswith("trip:"):
        p, q = (int(x) for x in hit.split(":")[1:])
        return p, q, trip(game.state, p, q)
    if mode:
        again = isinstance(before, WhatIf) and before.spot == hit and before.kind == mode
        return what_if(game.state, hit, mode, before.turn + 1 if again else 0)
    return reach(game.state, hit)


def board_svg(game: Game, found: Any) -> str:
    """The board, every field clickable, with the answer drawn on it (a what-if: the board after it)."""
    state = game.state
    if isinstance(found, WhatIf):
        if not found.fits:
            return render(state, panel=False, hits=True, error=(found.spot, None))
        after = state.evolve(board=found.board)
        gained = {f for fields in found.gained for f in fields}
        lost = {f for fields in found.lost for f in fields}
        new = [_target_field(after, t) for targets in found.reached for t in targets]
        return render(after, panel=False, hits=True, explore=(sorted(gained), sorted(lost), found.spot),
                      highlight=new)
    if isinstance(found, Reach):
        targets = [state.castles[q] for q in found.castles] + list(found.villages)
        return render(state, panel=False, hits=True, explore=(found.forward, found.backward, found.spot),
                      highlight=targets)
    if isinstance(found, tuple):
        return render(state, panel=False, hits=True, path=found[2], highlight=found[2][-1:] if found[2] else None)
    return render(state, panel=False, hits=True)


def _target_field(state: Any, target: str) -> str:
    """The field of a castle ("blue castle") or a village ("village D8")."""
    if target.startswith("village "):
        return target.split()[1]
    return amber.board.name(state.castles[COLOUR_NAMES.index(target.split()[0])])


def _target_words(target: str) -> str:
    if target.startswith("village "):
        return _("the village on {field}").format(field=target.split()[1])
    return _("{player}'s castle").format(player=player(target.split()[0]))


def what_if_words(game: Game, w: WhatIf) -> list[str]:
    """A what-if in words: the change, then each baron's gain or loss."""
    tile = kind_words(w.kind)
    if not w.fits:
        return [_("There is no road tile on {field} to dig away.").format(field=w.spot) if w.kind == "shovel" else
                _("A {kind} tile does not go on {field}: the field is not empty, or the tile's roads cannot meet "
                  "the roads beside it in any way round.").format(kind=tile, field=w.spot)]
    head = _("If the tile on {field} were dug away:").format(field=w.spot) if w.kind == "shovel" else \
        _("If a {kind} tile were laid on {field} ({turned}; click the field again for another way round):").format(
            kind=tile, field=w.spot, turned=_(TURNS[w.rot % 4]))
    lines = [head]
    for p in range(game.state.players):
        who, said = player(COLOUR_NAMES[p]), []
        if w.gained[p]:
            said.append(ngettext("travels on {n} more field", "travels on {n} more fields", len(w.gained[p])).format(
                n=len(w.gained[p])))
        if w.lost[p]:
            said.append(ngettext("travels on {n} field fewer", "travels on {n} fields fewer", len(w.lost[p])).format(
                n=len(w.lost[p])))
        if w.reached[p]:
            said.append(_("now reaches {targets}").format(targets=", ".join(map(_target_words, w.reached[p]))))
        if w.cut[p]:
            said.append(_("no longer reaches {targets}").format(targets=", ".join(map(_target_words, w.cut[p]))))
        lines.append(_("{player}: {changes}.").format(player=who, changes="; ".join(said)) if said else
                     _("{player}: nothing changes.").format(player=who))
    lines.append(_("Only a question: nothing is played, and whose turn it is or what is in the hands is not "
                   "asked. New fields are shaded blue, lost ones framed with a dashed line."))
    return lines


def _names(items: Sequence[int]) -> str:
    return ", ".join(player(COLOUR_NAMES[p]) for p in items)


def words(game: Game, found: Any) -> list[str]:
    """The answer in words, each line starting with a capital."""
    return [line[:1].upper() + line[1:] for line in _words(game, found)]


def _words(game: Game, found: Any) -> list[str]:
    if isinstance(found, WhatIf):
        return what_if_words(game, found)
    if isinstance(found, tuple):
        p, q, fields = found
        if not fields:
            return [_("{player} does not reach {other}'s castle: no road leads there yet.").format(
                player=player(COLOUR_NAMES[p]), other=player(COLOUR_NAMES[q]))]
        return [_("{player} travels to {other}'s castle over {n} fields: {fields} (the dashed line).").format(
            player=player(COLOUR_NAMES[p]), other=player(COLOUR_NAMES[q]), n=len(fields) - 2,
            fields=" → ".join(fields))]
    r: Reach = found
    if r.kind == "empty":
        if not r.builders:
            return [_("{field} is empty, and no baron's roads end beside it yet: nobody may build here now.").format(
                field=r.spot)]
        return [ngettext("{field} is empty: {players} may build here (their roads end beside it).",
                         "{field} is empty: {players} may build here (their roads end beside it).",
                         len(r.builders)).format(field=r.spot, players=_names(r.builders))]
    if r.kind == "other":
        return [_("{field} holds no road: nobody travels over it.").format(field=r.spot)]
    if r.kind == "castle":
        own = game.state.owner(amber.board.field(r.spot))
        head = _("{player}'s castle on {field}.").format(player=player(COLOUR_NAMES[own]), field=r.spot)
    else:
        head = _("The road tile on {field}.").format(field=r.spot)
    ahead = ngettext("From here one travels on over {n} field (shaded blue).",
                     "From here one travels on over {n} fields (shaded blue).", len(r.forward)).format(
        n=len(r.forward))
    targets = [_("the castles of {players}").format(players=_names(r.castles))] if r.castles else []
    if r.villages:
        targets.append(ngettext("the village on {fields}", "the villages on {fields}", len(r.villages)).format(
            fields=", ".join(r.villages)))
    reached = _("It leads to {targets}.").format(targets=_(" and ").join(targets)) if targets else \
        _("It leads to no castle and no village yet.")
    behind = ngettext("One comes here from {n} field (dashed frame).",
                      "One comes here from {n} fields (dashed frames).", len(r.backward)).format(n=len(r.backward))
    barons = _("Barons who come here from their castle: {players}.").format(players=_names(r.reached_by)) \
        if r.reached_by else _("No other baron comes here from their castle yet.")
    return [head, ahead + " " + reached, behind, barons]


def side_svg(game: Game, found: Any) -> str:
    """Who reaches whom: a row per baron (from), a column per baron (to); a cell, when clicked, draws the trip."""
    state = game.state
    table = who_reaches_whom(state)
    n = state.players
    names = [player(COLOUR_NAMES[p]) for p in range(n)]
    longest = max(len(word) for word in names)
    cell = CELL
    left, top = 30 + 7 * longest, 48 + 4.6 * longest  # the columns' names slanted: "narancssárga" fits too
    heading = _("who reaches whom: from (row) to (column)")
    svg = Svg(max(left + n * cell + 8 + 4.6 * longest, 7.2 * len(heading) + 8), top + n * CELL + 30)
    svg.text(4, 14, heading, size=12.5, anchor="start", font_weight="bold")
    chosen = found[:2] if isinstance(found, tuple) else None
    for q in range(n):
        x = left + q * cell
        seat_square(svg, x + cell / 2 - 7, top - 20, 14, COLOURS[q], q)
        svg.text(x + cell / 2, top - 28, names[q], size=11.5, anchor="start",
                 transform=f"rotate(-45 {num(x + cell / 2)} {num(top - 28)})")
    for p in range(n):
        y = top + p * CELL
        seat_square(svg, 4, y + CELL / 2 - 7, 14, COLOURS[p], p)
        svg.text(24, y + CELL / 2, names[p], size=12, anchor="start")
        for q in range(n):
            x = left + q * cell
            if p == q:
                svg.rect(x + 1, y + 1, cell - 2, CELL - 2, fill="#eee", stroke="#ccc")
                continue
            yes = table[p][q]
            fill = "#0072b2" if yes else "#ffffff"
            svg.open_group(data_hit=f"trip:{p}:{q}")
            svg.title((_("{player} reaches {other}'s castle") if yes else
                       _("{player} does not reach {other}'s castle")).format(
                player=player(COLOUR_NAMES[p]), other=player(COLOUR_NAMES[q])))
            picked = chosen == (p, q)
            svg.rect(x + 1, y + 1, cell - 2, CELL - 2, fill=fill, stroke="#111" if picked else "#888",
                     stroke_width=4 if picked else 1)
            svg.text(x + cell / 2, y + CELL / 2, "✓" if yes else "–", size=18, fill=ink(fill), font_weight="bold")
            svg.close_group()
    svg.text(4, top + n * CELL + 18, _("✓ reaches · – does not reach yet"), size=11.5, anchor="start", fill="#333")
    return svg.render()


SPEC = ExploreSpec(
    game="amber", title=N_("Amber: explore"),
    intro=N_("Click a castle or a field: what it reaches along the one-way roads lights up, and what reaches it. "
             "Click a cell of the table to see the trip from one castle to another."),
    positions=positions, board_svg=board_svg, answer=answer, words=words, side_svg=side_svg, hit_labels=hit_labels,
    module=amber, modes=modes)


def explorer() -> Explorer:
    """The explorer (its ``widget`` is the app)."""
    return Explorer(SPEC)


def app() -> Explorer:
    """The app, as the notebook ``apps/amber_explore.ipynb`` shows it."""
    return explorer()
