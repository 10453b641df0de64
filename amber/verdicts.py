"""Why a move is legal or not, naming the rule that decides.

A move is legal exactly when :func:`amber.rules.legal_moves` lists it; for any
other move :func:`check` finds the first rule it breaks. Where a move breaks
several rules, the refusal names the one a player meets first: what lies on the
field, then whether the tile is in the hand, then whether the roads lead there,
then how the sides meet. Tiles are named in words (:func:`tile_words`), not by
their notation. Every reason is in the current language (:mod:`tutor.i18n`).

>>> import amber
>>> g = amber.scenario(". 1 I1 . 2", hands=["curve", ""])  # one row: castles on B1 and E1
>>> g.check("straight> C1 r1").reason  # occupied field and no such tile: the field comes first
'C1 is not empty: it holds a straight road'
>>> g.check("straight> D1 r1").reason
"there is no straight road with a one-way arrow in red's hand"
>>> g.check("straight> D1 r1", lang="hu").reason
'a piros játékos kezében nincs egyirányú egyenes út'
"""

from __future__ import annotations

from amber.board import NEIGHBOURS, name
from amber.moves import Dig, Draw, Move, Pass, Place, Rebuild, Stuck
from amber.reach import touches
from amber.rulebook import RULES
from amber.rules import is_legal, is_straight, pattern, plays, replacer_fits, trigger_sides
from amber.state import CASTLE, COLOUR_NAMES, EMPTY, State
from amber.tiles import KINDS, OPPOSITE, REPLACERS, ROAD_MASK, SIDES, code, kind_of
from tutor.i18n import NP_, _, get_language, ngettext, pgettext
from tutor.rules import Verdict

_MOVE_TYPES = (Place, Rebuild, Dig, Stuck, Pass, Draw)

_WORDS = {"straight": NP_("tile", "straight road"), "straight>": NP_("tile", "straight road with a one-way arrow"),
          "curve": NP_("tile", "curve"), "curve>": NP_("tile", "curve with a one-way arrow"),
          "tee": NP_("tile", "tee"), "cross": NP_("tile", "cross"), "bridge": NP_("tile", "bridge"),
          "roundabout": NP_("tile", "roundabout"), "swamp": NP_("tile", "swamp"), "shovel": NP_("tile", "shovel")}
_SIDES = (NP_("side", "N"), NP_("side", "E"), NP_("side", "S"), NP_("side", "W"))  # amber.tiles.SIDES, in words
_COLOURS = (NP_("colour", "red"), NP_("colour", "blue"), NP_("colour", "green"), NP_("colour", "orange"),
            NP_("colour", "purple"), NP_("colour", "brown"))  # COLOUR_NAMES, marked for the catalog


def tile_words(kind: str) -> str:
    """A tile kind in words a pupil reads without the notation (the one-way kinds end in '>' there).

    >>> tile_words("straight>"), tile_words("curve>"), tile_words("tee")
    ('straight road with a one-way arrow', 'curve with a one-way arrow', 'tee')
    >>> from tutor.i18n import language
    >>> with language("hu"):
    ...     tile_words("straight>"), tile_words("curve>"), tile_words("tee")
    ('egyirányú egyenes út', 'egyirányú kanyar', 'elágazás')
    """
    words = _WORDS.get(kind)
    return kind if words is None else pgettext("tile", words)


def colour(p: int) -> str:
    """The colour of player ``p`` in words (the notation and the records keep the English names).

    >>> from tutor.i18n import language
    >>> with language("hu"):
    ...     colour(0), colour(1)
    ('piros', 'kék')
    """
    return pgettext("colour", COLOUR_NAMES[p])


def _side(s: int) -> str:
    """Side ``s`` of a tile: its letter in English (N, E, S, W), a word where the language needs one.

    >>> from tutor.i18n import language
    >>> _side(0)
    'N'
    >>> with language("hu"):
    ...     [_side(s) for s in range(4)]
    ['északi', 'keleti', 'déli', 'nyugati']
    """
    return pgettext("side", SIDES[s])


def _a(kind: str) -> str:
    """A tile kind in words with its article.

    >>> _a("straight>"), _a("tee")
    ('a straight road with a one-way arrow', 'a tee')
    """
    return _("a {tile}").format(tile=tile_words(kind))


_OK_RULE = {Place: "amber.place.tile", Rebuild: "amber.bridge.replace", Dig: "amber.shovel.target",
            Stuck: "amber.turn.stuck", Pass: "amber.turn.stuck-empty-deck", Draw: "amber.adv.market"}


def rule_of(move: Move) -> str:
    """The rule that governs a (legal) move of this type."""
    if isinstance(move, Place) and move.kind == "swamp":
        return "amber.swamp.place"
    if isinstance(move, Dig) and move.special:
        return "amber.adv.special-shovel"
    return _OK_RULE[type(move)]


_ALLOWED: dict[tuple[Move, int, str], Verdict] = {}


def _allowed(move: Move, player: int) -> Verdict:
    """The positive verdict on a legal move (memoised: the same moves recur game after game)."""
    key = (move, player, get_language())
    verdict = _ALLOWED.get(key)
    if verdict is None:
        if len(_ALLOWED) > 100_000:
            _ALLOWED.clear()
        verdict = _ALLOWED[key] = RULES.allow(rule_of(move), _("{move} is legal for {player}").format(
            move=move, player=colour(player)))
    return verdict


def check(state: State, move: Move) -> Verdict:
    """The verdict on ``move`` in ``state``."""
    if not isinstance(move, _MOVE_TYPES):  # before the legal-move lookup, which hashes the move
        return RULES.refuse("amber.notation.syntax", _("{move} is not an Amber move").format(move=repr(move)))
    if is_legal(state, move):
        return _allowed(move, state.player)
    refusal = _diagnose(state, move)
    if refusal is None:  # pragma: no cover - a gap between legal_moves and the diagnosis would be a bug
        return RULES.refuse("amber.turn.play-one", _("{move} is not among the legal moves").format(move=move))
    return refusal


def _diagnose(state: State, move: Move) -> Verdict | None:
    if state.phase == "over":
        return RULES.refuse("amber.end.over", _("the game is over"))
    if state.phase == "draw" or isinstance(move, Draw):
        return _draw(state, move)
    if isinstance(move, (Stuck, Pass)):
        return _stuck(state, move)
    hand = state.hands[state.player]
    if isinstance(move, Dig):
        return _dig(state, move)
    if isinstance(move, Rebuild):
        return _rebuild(state, move, hand)
    return _place(state, move, hand)


def _draw(state: State, move: Move) -> Verdict | None:
    if state.variant != "advanced":
        return RULES.refuse("amber.turn.draw", _("in the basic game nobody chooses a draw: after a tile is played, "
                                                 "the player draws from the pile by itself"))
    who = colour(state.player)
    if state.phase != "draw":
        return RULES.refuse("amber.turn.draw", _("{player} must play a tile first; the draws are chosen after it")
                            .format(player=who))
    if not isinstance(move, Draw):
        return RULES.refuse("amber.turn.draw", _("{player} must now draw: 'draw deck' or 'draw market KIND'")
                            .format(player=who))
    if move.kind is None:
        return RULES.refuse("amber.adv.market", _("the draw pile is empty: take a face-up tile"))
    up = ", ".join(tile_words(k) for k in state.market)
    return RULES.refuse("amber.adv.market", _("no {tile} lies face up (face up: {tiles})").format(
        tile=tile_words(move.kind), tiles=up))


def _stuck(state: State, move: Stuck | Pass) -> Verdict | None:
    if plays(state):
        return RULES.refuse("amber.turn.must-play", _("a tile can still be played, so it must be"))
    if isinstance(move, Pass):  # refused only while the pile has tiles and the hand a tile to discard
        n = len(state.deck)
        left = ngettext("a tile is left in the draw pile: discard a tile and draw one ('stuck KIND')",
                        "{n} tiles are left in the draw pile: discard a tile and draw one ('stuck KIND')", n)
        return RULES.refuse("amber.turn.stuck", left.format(n=n))
    if not state.deck:
        if state.market:
            return RULES.refuse("amber.turn.stuck-empty-deck", _("the draw pile is empty: pass instead (face-up tiles "
                                                                 "do not count: a stuck player draws from the pile)"))
        return RULES.refuse("amber.turn.stuck-empty-deck", _("the draw pile is empty: pass instead"))
    return RULES.refuse("amber.turn.stuck", _("there is no {tile} in the hand to discard").format(
        tile=tile_words(move.kind)))


def _dig(state: State, move: Dig) -> Verdict | None:
    p = state.player
    if move.special:
        if not state.specials:
            return RULES.refuse("amber.adv.special-shovel", _("special shovels exist only in the advanced game"))
        if not state.specials[p]:
            return RULES.refuse("amber.adv.special-shovel", _("the special shovel was already used"))
    cell = state.board[move.field]
    if cell >= CASTLE:
        return RULES.refuse("amber.shovel.target", _("{field} is a castle: castles cannot be dug up").format(
            field=name(move.field)))
    if cell == EMPTY:
        return RULES.refuse("amber.shovel.target", _("{field} holds no tile to dig up").format(field=name(move.field)))
    if not move.special and "shovel" not in state.hands[p]:
        return RULES.refuse("amber.turn.play-one", _("there is no shovel in {player}'s hand").format(
            player=colour(p)))
    if not touches(state.reach[p], move.field):
        return RULES.refuse("amber.shovel.reachable", _("no road leads from {player}'s castle to {field}").format(
            player=colour(p), field=name(move.field)))
    return None


def _field(state: State, move: Place) -> Verdict | None:
    """What lies on the field: a tile, a castle, a swamp, or a village where a swamp is to go."""
    f, cell = move.field, state.board[move.field]
    if cell != EMPTY:
        if cell < CASTLE and kind_of(cell).cls == "swamp":
            return RULES.refuse("amber.swamp.blocks", _("{field} holds a swamp: nothing may be laid on it").format(
                field=name(f)))
        if KINDS[move.kind].replaces_straight and is_straight(cell):
            return RULES.refuse("amber.bridge.normal", _(
                "a {tile} laid as a tile needs an empty field; to swap the straight road on {field}, lay a road into "
                "its blank side and rebuild, e.g. '{example}'").format(
                tile=tile_words(move.kind), field=name(f), example=f"KIND FIELD rN + {move.kind} {name(f)}"))
        if cell >= CASTLE:
            return RULES.refuse("amber.place.empty", _("{field} is not empty: it holds a castle").format(field=name(f)))
        return RULES.refuse("amber.place.empty", _("{field} is not empty: it holds {tile}").format(
            field=name(f), tile=_a(kind_of(cell).name)))
    if move.kind == "swamp" and f in state.villages:
        return RULES.refuse("amber.village.road-tile", _("{field} has a village: only a road tile may go there")
                            .format(field=name(f)))
    return None


def _place(state: State, move: Place, hand: tuple[str, ...]) -> Verdict | None:
    p, f = state.player, move.field
    on_field = _field(state, move)
    if on_field is not None:
        return on_field
    if move.kind not in hand:
        return RULES.refuse("amber.turn.play-one", _("there is no {tile} in {player}'s hand").format(
            tile=tile_words(move.kind), player=colour(p)))
    if not touches(state.reach[p], f):
        return RULES.refuse("amber.place.reachable", _("{player} cannot travel to {field}").format(
            player=colour(p), field=name(f)))
    return _match(state, move, hand)


def _rebuild_tile(hand: tuple[str, ...], laid: str) -> str | None:
    """A bridge or roundabout the hand holds besides the tile being laid, if any."""
    return next((r for r in REPLACERS if hand.count(r) >= 1 + (r == laid)), None)


def _match(state: State, move: Place, hand: tuple[str, ...]) -> Verdict | None:
    if move.kind == "swamp":
        return None
    mask = ROAD_MASK[code(move.kind, move.rot)]
    triggers = trigger_sides(state.board, move.field)
    for s, n in enumerate(NEIGHBOURS[move.field]):
        road_here = bool(mask >> s & 1)
        if n < 0:
            if road_here and pattern(state.board, move.field)[1] >> s & 1:
                return RULES.refuse("amber.place.board-edge", _("side {side} would run off the board").format(
                    side=_side(s)))
            continue
        cell = state.board[n]
        if cell >= CASTLE and not road_here:
            return RULES.refuse("amber.place.castle-sides", _(
                "side {side} is blank but faces the castle on {field}, whose sides are roads").format(
                side=_side(s), field=name(n)))
        if cell == EMPTY or cell >= CASTLE or kind_of(cell).cls == "swamp":
            continue
        road_there = bool(ROAD_MASK[cell] >> OPPOSITE[s] & 1)
        if road_here != road_there:
            return _mismatch(move, s, n, cell, _rebuild_tile(hand, move.kind) if s in triggers else None)
    return None


def _mismatch(move: Place, s: int, n: int, cell: int, rebuild: str | None) -> Verdict:
    """A side of ``move`` that meets the wrong kind of side on ``n``; a hint naming the ``rebuild`` tile, if any."""
    if ROAD_MASK[code(move.kind, move.rot)] >> s & 1:
        text = _("side {side} (road) meets a blank side of {tile} on {field}")
    else:
        text = _("side {side} (blank) meets a road of {tile} on {field}")
    text = text.format(side=_side(s), tile=_a(kind_of(cell).name), field=name(n))
    if rebuild:
        return RULES.refuse("amber.bridge.trigger", _(
            "{mismatch}; it may run in there only with a rebuild that swaps that straight road for a bridge or "
            "roundabout from the hand, e.g. '{example}'").format(
                mismatch=text, example=f"{move} + {rebuild} {name(n)}"))
    return RULES.refuse("amber.place.edges-match", text)


def _rebuild(state: State, move: Rebuild, hand: tuple[str, ...]) -> Verdict | None:
    on_field = _field(state, move.place)
    if on_field is not None:
        return on_field
    if hand.count(move.replacer) < 1 + (move.place.kind == move.replacer):
        return RULES.refuse("amber.bridge.from-hand", _("no {tile} in the hand for the rebuild").format(
            tile=tile_words(move.replacer)))
    base = _place(state, move.place, hand)
    if base is not None and base.rule not in ("amber.bridge.trigger", "amber.place.edges-match"):
        return base
    f, g = move.place.field, move.target
    if g not in NEIGHBOURS[f]:
        return RULES.refuse("amber.bridge.trigger", _("{target} does not touch {field}").format(
            target=name(g), field=name(f)))
    s = NEIGHBOURS[f].index(g)
    if s not in trigger_sides(state.board, f):
        return RULES.refuse("amber.bridge.trigger", _(
            "{target} does not hold a straight road showing a blank side to {field}").format(
                target=name(g), field=name(f)))
    if not ROAD_MASK[code(move.place.kind, move.place.rot)] >> s & 1:
        return RULES.refuse("amber.bridge.trigger", _(
            "the new tile shows no road toward {target}, so nothing runs into the straight road's blank side").format(
            target=name(g)))
    if not replacer_fits(state.board, g, OPPOSITE[s], move.replacer):
        return RULES.refuse("amber.bridge.replace", _("a {tile} on {target} would not match its other neighbours")
                            .format(tile=tile_words(move.replacer), target=name(g)))
    return RULES.refuse("amber.place.edges-match", _("{move} does not match its other neighbours").format(
        move=move.place))
