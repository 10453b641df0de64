"""Classroom exercises on Amber, from easy to hard, with feedback that names the rule.

Each :class:`Exercise` holds a position (a text picture for :func:`amber.scenario`,
with hands and the player to move), a question, the rules it teaches and a checker.
The checker works the right answer out of the engine at the moment it is asked
(legal moves, verdicts, the road graph in networkx), so a changed rule shows up in
the feedback at once: no answer is written down in this module. :func:`solution`
gives the worked solution, computed the same way, for the teacher's copy. What the games'
exercises share (feedback, reading answers, checking and solving) is in :mod:`tutor.exercises`.

>>> from amber import exercises
>>> [ex.id for ex in exercises.EXERCISES][:3], exercises.get("ex1").level
(['ex1', 'ex2', 'ex3'], 'easy')
>>> print(exercises.check("ex1", None).message)  # doctest: +ELLIPSIS
No answer yet: write a verdict: a pair like (True, 'amber.place.tile') ...
>>> fb = exercises.check("ex1", (True, "amber.place.tile"))
>>> fb.correct, fb.rules
(False, ('amber.place.castle-sides',))
>>> print(fb.message)  # doctest: +ELLIPSIS
Not quite: curve C3 r0 is illegal: side W is blank ... rule amber.place.castle-sides (Castle sides are roads).
>>> exercises.check("ex1", exercises.get("ex1").answer()).correct
True
>>> print(exercises.check("ex2", 42).message)  # a malformed answer gets feedback, not an exception
Cannot read this answer: write the fields as a list of names like ['A2', 'B1'], not int. Write a set of field \
names, like {'E5', 'F6'}.
>>> exercises.check("ex3", "three").message  # doctest: +ELLIPSIS
"Cannot read this answer: the answer is a whole number like 3, not 'three'. ..."
>>> "amber.place.castle-sides" in exercises.solution("ex1")
True
>>> exercises.cite("amber.place.castle-sides")  # a rule as feedback names it
'rule amber.place.castle-sides (Castle sides are roads)'
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import partial
from typing import Any

import networkx as nx

from amber.board import BORDER, NEIGHBOURS, border_name, name
from amber.board import field as field_of
from amber.connect import buildable, castle, path_to, reach_matrix, road_graph, start
from amber.moves import Dig, Draw, Move, Pass, Place, Rebuild, Stuck
from amber.reach import connected, reachable_fields
from amber.rulebook import RULES
from amber.rules import apply, coin_claims, legal_moves
from amber.scenario import scenario
from amber.state import CASTLE, COLOUR_NAMES, EMPTY, State
from amber.tiles import KINDS, SIDES, canonical, code, kind_of, rotations
from amber.verdicts import colour, tile_words
from tutor import exercises as shared
from tutor.exercises import LEVELS, Checker, Solver, Unreadable, show
from tutor.game import Game
from tutor.i18n import N_, _, get_language, ngettext, pgettext
from tutor.rules import NotationError, Verdict

__all__ = ["EXERCISES", "LEVELS", "Exercise", "Feedback", "Unreadable", "check", "cite", "get", "show", "solution",
           "why_not"]

_MOVES = (Place, Rebuild, Dig, Stuck, Pass, Draw)


class Feedback(shared.Feedback):
    """The answer to a student's answer: right or not, why, and the rules of ``amber.RULES`` named in ``message``."""

    rulebook = RULES


@dataclass(frozen=True)
class Exercise(shared.Exercise):
    """One exercise: a position, a question, the rules it teaches, a checker and a solver.

    ``form`` says how to write the answer; ``mistakes`` are typical wrong answers
    (used by the tests and shown in the teacher's copy).
    """

    id: str
    title: str
    level: str
    question: str
    form: str
    picture: str
    hands: tuple[str, ...]
    rules: tuple[str, ...]
    checker: Checker = field(repr=False, compare=False)
    solver: Solver = field(repr=False, compare=False)
    player: int = 0
    options: tuple[tuple[str, Any], ...] = ()
    highlight: tuple[str, ...] = ()
    show_hand: bool = False
    mistakes: tuple[Any, ...] = ()
    ask: str = ""  # the question for the pupils' app, in words (no notation); translated where it is shown
    hints: tuple[str, ...] = ()  # for the app, from a nudge to a narrower one; none gives the answer away
    rests_on: str = ""  # what of the answer is the tutor's, not the rulebook's (tile shapes, a reading); "" for none

    feedback = Feedback

    def game(self) -> Game:
        """A fresh game at the exercise's position (checks never touch a game shown to the student)."""
        return scenario(self.picture, hands=list(self.hands), player=self.player, **dict(self.options))

    def svg(self) -> str:
        """The board for the question (with the player's own hand when it matters)."""
        panel = {"panel": True, "viewer": self.player} if self.show_hand else {"panel": False}
        return self.game().svg(highlight=list(self.highlight), **panel)


# -- small helpers ---------------------------------------------------------------------------------------


cite = partial(shared.cite, RULES)  # a rule as feedback names it: cite(rule_id)


def _who(p: int) -> str:
    return COLOUR_NAMES[p]


def _names(fields: Iterable[int]) -> str:
    return ", ".join(name(f) for f in sorted(fields)) or _("none")


def _kind(kind: str) -> str:
    """A tile kind in feedback: as the notation names it in English (what the notebooks show), in words otherwise."""
    return kind if get_language() == "en" else tile_words(kind)


def _trip(fields: list[str]) -> str:
    return " → ".join(fields)


def _after(state: State, move: Move) -> State:
    """The position after ``move``; the exercise's own moves must be legal (else the exercise is out of date)."""
    if move not in legal_moves(state):
        raise RuntimeError(f"exercise out of date: {move} is no longer legal here")
    return apply(state, move)


def _fates(before: State, after: State) -> dict[int, tuple[int, ...]]:
    """Coins that left the board in one step: field -> players connected then (one takes it, more throw it out)."""
    return {f: tuple(coin_claims(after, f)) for f in sorted(before.coins_on - after.coins_on)}


def _fate_text(state: State, claims: tuple[int, ...] | None) -> str:
    if not claims:
        return "stays"
    return _who(claims[0]) if len(claims) == 1 else "thrown out"


def _what(state: State, f: int) -> str:
    owner = state.owner(f)
    if owner is not None:
        return _("{player}'s castle").format(player=colour(owner))
    return _("the village on {field}").format(field=name(f))


def _cell_text(state: State, f: int) -> str:
    cell = state.board[f]
    if cell == EMPTY:
        return _("nothing")
    return _what(state, f) if cell >= CASTLE else _("a {tile}").format(tile=tile_words(kind_of(cell).name))


# -- why a trip is impossible -----------------------------------------------------------------------------

_BECAUSE = {
    "amber.roads.one-way": N_("a one-way arrow points the other way"),
    "amber.castle.dead-end": N_("the way leads through another castle, and nobody travels through a castle"),
    "amber.swamp.blocks": N_("a swamp blocks the way"),
}


def _two_way(cell: int) -> int:
    """The cell with its one-way arrows taken off (a one-way kind ``X>`` becomes ``X``)."""
    if not 0 <= cell < CASTLE:
        return cell
    kind = kind_of(cell).name
    if kind.endswith(">") and kind[:-1] in KINDS:
        return code(kind[:-1], canonical(kind[:-1], cell % 4))
    return cell


def _variants(state: State) -> dict[str, nx.DiGraph]:
    """Road graphs of what-if boards: without arrows, with castles as passages, with crosses for swamps."""
    arrows = road_graph(state.evolve(board=tuple(_two_way(c) for c in state.board)))
    swamp = KINDS["swamp"].index
    swamps = road_graph(state.evolve(board=tuple(
        code("cross", 0) if 0 <= c < CASTLE and c // 4 == swamp else c for c in state.board)))
    passages = nx.DiGraph(road_graph(state))
    for q, c in enumerate(state.castles):
        passages.add_edges_from((castle(q), border_name(b)) for b in BORDER[c])
    return {"amber.roads.one-way": arrows, "amber.castle.dead-end": passages, "amber.swamp.blocks": swamps}


def why_not(state: State, p: int, reached: Callable[[set[str]], bool]) -> list[str]:
    """Rule ids of the obstacles: the trip would succeed if that one rule did not hold."""
    return [rule for rule, G in _variants(state).items() if reached(nx.descendants(G, start(p)))]


def _obstacles(rules: list[str]) -> str:
    return _("; and ").join(f"{_(_BECAUSE[r])} — {cite(r)}" for r in rules)


# -- reading answers --------------------------------------------------------------------------------------


def _move(game: Game, answer: Any) -> Move:
    return shared.read_move(game, answer, "curve C7 r1", _MOVES)


def _verdict(answer: Any) -> tuple[bool, str]:
    return shared.read_verdict(answer, RULES, "amber.place.tile")


def _fields(answer: Any, ordered: bool = False) -> list[int]:
    out = []
    for text in shared.read_words(answer, "fields", "['A2', 'B1']", ordered):
        try:
            out.append(field_of(text))
        except NotationError as err:
            raise Unreadable(str(err)) from None
    return out


def _player(game: Game, text: Any) -> int:
    if not isinstance(text, str):
        raise Unreadable(f"players are named by colour, like 'red', not {text!r}")
    who = text.strip().lower().removesuffix(" castle").removesuffix("'s").strip()
    if who not in game.players:
        raise Unreadable(f"{text!r} is not a player here: the players are {', '.join(game.players)}")
    return game.players.index(who)


# -- 1. is it legal, and which rule decides? ------------------------------------------------------------


def _check_verdict(ex: Exercise, game: Game, answer: Any, move: str) -> Feedback:
    said_ok, said_rule = _verdict(answer)
    v = game.check(move)
    word = _("legal") if v.ok else _("illegal")
    if said_ok != v.ok:
        return Feedback(False, _("Not quite: {move} is {word}: {reason} — {rule}.").format(
            move=move, word=word, reason=v.reason, rule=cite(v.rule)), (v.rule,))
    if said_rule != v.rule:
        return Feedback(False, _("Half right: {move} is indeed {word}, but {rule} is not what decides. "
                                 "The reason: {reason}. Which rule says that?").format(
            move=move, word=word, rule=cite(said_rule), reason=v.reason), (said_rule,))
    return Feedback(True, _("Right: {move} is {word}: {reason} — {rule}.").format(
        move=move, word=word, reason=v.reason, rule=cite(v.rule)), (v.rule,))


def _solve_verdict(ex: Exercise, game: Game, move: str) -> tuple[Any, str]:
    v = game.check(move)
    parsed = game.parse(move)
    fitting = [str(m) for m in game.legal_moves() if isinstance(m, Place) and isinstance(parsed, Place)
               and (m.kind, m.field) == (parsed.kind, parsed.field)]
    text = (f"Ask the engine: g.check({move!r}) gives “{v}”. {cite(v.rule)} says: {RULES[v.rule].explanation} "
            f"The {parsed.kind if isinstance(parsed, Place) else 'tile'} does fit on that field when turned "
            f"otherwise: {', '.join(fitting) or 'in no way'}.")
    return (v.ok, v.rule), text


# -- 2. where can the player build? ----------------------------------------------------------------------


def _why_field(state: State, p: int, f: int) -> tuple[str, ...]:
    """Why player ``p`` cannot build on ``f``: the text, then the rule ids it names."""
    cell = state.board[f]
    if cell != EMPTY and cell < CASTLE and kind_of(cell).cls == "swamp":
        return _("{field} holds a swamp, and nothing may be laid on a swamp — {rule}").format(
            field=name(f), rule=cite("amber.swamp.blocks")), "amber.swamp.blocks"
    if cell != EMPTY:
        return _("{field} is not empty: it holds {what} — {rule}").format(
            field=name(f), what=_cell_text(state, f), rule=cite("amber.place.empty")), "amber.place.empty"
    rules = why_not(state, p, lambda found: any(border_name(b) in found for b in BORDER[f]))
    extra = f": {_obstacles(rules)}" if rules else ""
    return (_("{player} cannot travel to an edge of {field} — {rule}").format(
        player=colour(p), field=name(f), rule=cite("amber.place.reachable")) + extra,
            "amber.place.reachable", *rules)


def _how_reached(state: State, p: int, f: int) -> str:
    G = road_graph(state)
    found = nx.descendants(G, start(p))
    target = next(border_name(b) for b in BORDER[f] if border_name(b) in found)
    return _trip([*path_to(state, p, target), _("the edge of {field}").format(field=name(f))])


def _check_fields(ex: Exercise, game: Game, answer: Any) -> Feedback:
    given, state, p = set(_fields(answer)), game.state, game.state.player
    right = {field_of(f) for f in buildable(state, p)}
    who = colour(p)
    if given == right:
        return Feedback(True, _("Right: {player} can build on {fields}: those are the empty fields {player}'s roads "
                                "lead to — {rule}.").format(player=who, fields=_names(right),
                                                           rule=cite("amber.place.reachable")),
                        ("amber.place.reachable",))
    lines, rules = [_("Not quite.")], []
    for f in sorted(given - right):
        text, *named = _why_field(state, p, f)
        lines.append(_("Not {field}: {why}.").format(field=name(f), why=text))
        rules += named
    missing = sorted(right - given)
    if missing:
        lines.append(ngettext("You missed {n} field: {player} travels {trip} — {rule}.",
                              "You missed {n} fields: for example {player} travels {trip} — {rule}.",
                              len(missing)).format(n=len(missing), player=who,
                                                   trip=_how_reached(state, p, missing[0]),
                                                   rule=cite("amber.place.reachable")))
        rules.append("amber.place.reachable")
    return Feedback(False, " ".join(lines), tuple(dict.fromkeys(rules)))


def _solve_fields(ex: Exercise, game: Game) -> tuple[Any, str]:
    state, p = game.state, game.state.player
    right = buildable(state, p)
    who = _who(p)
    ways = "; ".join(f"{f} by {_how_reached(state, p, field_of(f))}" for f in right)
    tiles = [f for f, c in enumerate(state.board) if 0 <= c < CASTLE]
    near = {n for f in tiles for n in NEIGHBOURS[f] if n >= 0 and state.board[n] == EMPTY}
    near |= {f for f in tiles if kind_of(state.board[f]).cls == "swamp"}
    traps = "; ".join(_why_field(state, p, f)[0] for f in sorted(near - {field_of(f) for f in right}))
    text = (f"{who.capitalize()} can build on the empty fields at whose edge {who} can arrive by road "
            f"(amber.connect.buildable(g.state, {p}), a networkx search of the road graph): {ways}. "
            f"The other fields near the roads are out: {traps}.")
    return set(right), text


# -- 3. how many ways to lay a tile here? ---------------------------------------------------------------


def _ways(game: Game, kind: str, f: int) -> list[Place]:
    return [m for m in game.legal_moves() if isinstance(m, Place) and m.kind == kind and m.field == f]


def _turns(game: Game, kind: str, f: int) -> list[tuple[int, Verdict]]:
    return [(r, game.check(Place(kind, f, r))) for r in rotations(kind)]


def _check_count(ex: Exercise, game: Game, answer: Any, kind: str, where: str) -> Feedback:
    n, f = shared.read_count(answer), field_of(where)
    right = len(_ways(game, kind, f))
    refusals = tuple(dict.fromkeys(v.rule for _, v in _turns(game, kind, f) if not v.ok))
    if n == right:
        detail = "; ".join(f"r{r} " + (_("fits") if v.ok else _("breaks {rule}").format(rule=cite(v.rule)))
                           for r, v in _turns(game, kind, f))
        return Feedback(True, ngettext("Right: {n} way to lay the {kind} on {field} ({detail}); turns that give "
                                       "the same tile count once — {rule}.",
                                       "Right: {n} ways to lay the {kind} on {field} ({detail}); turns that give "
                                       "the same tile count once — {rule}.", right).format(
            n=right, kind=_kind(kind), field=where, detail=detail, rule=cite("amber.place.rotation")),
                        ("amber.place.rotation", *refusals))
    side = _("too many") if n > right else _("too few")
    rules = ", ".join(cite(r) for r in refusals)
    hint = (_("some quarter turns break {rules}").format(rules=rules) if n > right else
            _("every distinct quarter turn that matches its neighbours counts — {rule}").format(
                rule=cite("amber.place.rotation")))
    return Feedback(False, ngettext("Not quite: {n} is {side}. A {kind} has {turns} distinct quarter turns (r0-r3); "
                                    "test each against the fields around {field}: {hint}.",
                                    "Not quite: {n} is {side}. A {kind} has {turns} distinct quarter turns (r0-r3); "
                                    "test each against the fields around {field}: {hint}.", len(rotations(kind))
                                    ).format(n=n, side=side, kind=_kind(kind), turns=len(rotations(kind)), field=where,
                                             hint=hint),
                    refusals if n > right else ("amber.place.rotation",))


def _solve_count(ex: Exercise, game: Game, kind: str, where: str) -> tuple[Any, str]:
    f = field_of(where)
    parts = [f"r{r}: {'legal' if v.ok else 'illegal, ' + v.reason + ' (' + v.rule + ')'}"
             for r, v in _turns(game, kind, f)]
    right = len(_ways(game, kind, f))
    text = (f"Try the {len(parts)} distinct quarter turns of the {kind} on {where} (amber.place.rotation): "
            f"{'; '.join(parts)}. The legal moves list exactly these: "
            f"{', '.join(map(str, _ways(game, kind, f)))}.")
    return right, text


# -- 4. which move wins the village's coin? -------------------------------------------------------------


def _village_outcome(state: State, move: Move, v: int) -> tuple[int, ...] | None:
    """Who is connected to village ``v`` when its coin leaves the board after ``move`` (None: the coin stays)."""
    return _fates(state, apply(state, move)).get(v)


def _check_village_move(ex: Exercise, game: Game, answer: Any, where: str) -> Feedback:
    move, state, v = _move(game, answer), game.state, field_of(where)
    p, who = state.player, colour(state.player)
    verdict = game.check(move)
    if not verdict.ok:
        return Feedback(False, _("Not legal: {reason} — {rule}.").format(reason=verdict.reason,
                                                                          rule=cite(verdict.rule)), (verdict.rule,))
    claims = _village_outcome(state, move, v)
    rule = cite("amber.coins.village")
    if claims == (p,):
        return Feedback(True, _("Right: after {move} {player} alone can travel into the village on {field} and takes "
                                "its coin — {rule}.").format(move=move, player=who, field=where, rule=rule),
                        ("amber.coins.village",))
    if claims is None:
        return Feedback(False, _("{move} is legal, but afterwards nobody can travel into the village on {field}: "
                                 "its coin stays — {rule}.").format(move=move, field=where, rule=rule),
                        ("amber.coins.village",))
    names = _(" and ").join(colour(q) for q in claims)
    if len(claims) > 1:
        return Feedback(False, _("{move} connects {players} to the village on {field} at once, so its coin is thrown "
                                 "out — {rule}. Can you let {player} in and keep the others out?").format(
            move=move, players=names, field=where, rule=rule, player=who), ("amber.coins.village",))
    return Feedback(False, _("{move} lets {players} into the village on {field}, but not {player}: the arrow decides "
                             "who may enter — {one_way}; {players} takes the coin — {rule}.").format(
        move=move, players=names, field=where, player=who, one_way=cite("amber.roads.one-way"), rule=rule),
                    ("amber.roads.one-way", "amber.coins.village"))


def _solve_village_move(ex: Exercise, game: Game, where: str) -> tuple[Any, str]:
    state, v = game.state, field_of(where)
    who = _who(state.player)
    on_v = [m for m in game.legal_moves() if isinstance(m, Place) and m.field == v]
    outcomes = {str(m): _fate_text(state, _village_outcome(state, m, v)) for m in on_v}
    winners = [m for m, fate in outcomes.items() if fate == who]
    listed = "; ".join(f"{m}: {fate if fate in ('stays', 'thrown out') else fate + ' takes it'}"
                       for m, fate in outcomes.items())
    swamp = game.check(f"swamp {where}")
    text = (f"Only a tile on {where} can connect the village (amber.village.road-tile; a swamp is refused: "
            f"“{swamp}”). The legal tiles there and what happens to the coin: {listed}. A two-way tile lets both "
            f"barons in at once, which throws the coin out (amber.coins.village); a one-way tile lets in only "
            f"those it points away from (amber.roads.one-way).")
    return (winners[0] if winners else None), text


# -- 5. who takes the castle coins? -----------------------------------------------------------------------

_OUT = {"thrown out", "thrown", "out", "discarded", "thrown-out"}
_STAYS = {"stays", "stay", "nobody", "none", "no one", "remains", "stays on the board"}


def _outcomes(game: Game, answer: Any) -> dict[int, str]:
    if not isinstance(answer, dict):
        raise Unreadable(f"write a dict from each castle's owner to what happens to its coin, not "
                         f"{type(answer).__name__}")
    out = {}
    for key, value in answer.items():
        q = _player(game, key)
        if not isinstance(value, str):
            raise Unreadable(f"for {key!r} write a player's colour, 'thrown out' or 'stays', not {value!r}")
        word = value.strip().lower()
        out[q] = "thrown out" if word in _OUT else "stays" if word in _STAYS else game.players[_player(game, word)]
    missing = [game.players[q] for q in range(len(game.players)) if q not in out]
    if missing:
        raise Unreadable(f"say what happens to every castle's coin; missing: {', '.join(missing)}")
    return out


def _fate_words(fate: str) -> str:
    """What happens to a coin (``said`` by the pupil or worked out), as feedback writes it: the answer's own word in
    English (as the notebooks typed it), in words otherwise."""
    if get_language() == "en":
        return fate
    if fate in COLOUR_NAMES:
        return colour(COLOUR_NAMES.index(fate))
    return _("stays on the board") if fate == "stays" else _("thrown out") if fate == "thrown out" else fate


def _castle_reason(state: State, after: State, q: int, claims: tuple[int, ...]) -> tuple[str, list[str]]:
    c, whose = after.castles[q], _("{player}'s castle").format(player=colour(q))
    if not claims:
        rules = [r for p in range(after.players) if p != q for r in why_not(after, p, lambda found: castle(q) in found)]
        rules = list(dict.fromkeys(rules))
        extra = f" ({_obstacles(rules)})" if rules else ""
        return _("nobody else can travel to {castle}{extra}, so its coin stays").format(castle=whose, extra=extra), \
            rules
    trips = "; ".join(_("{player} travels {trip}").format(player=colour(p), trip=_trip(path_to(after, p, castle(q))))
                      for p in claims)
    rules = ["amber.castle.owner-exits"] if any(after.castles[p] != c for p in claims) else []
    if len(claims) == 1:
        return _("only {player} can travel to {castle} ({trips}) and takes its coin").format(
            player=colour(claims[0]), castle=whose, trips=trips), rules
    return ngettext("{n} players can travel to {castle} at once ({trips}), so its coin is thrown out",
                    "{n} players can travel to {castle} at once ({trips}), so its coin is thrown out",
                    len(claims)).format(n=len(claims), castle=whose, trips=trips), rules


def _castle_fates(game: Game, move: str) -> tuple[State, dict[int, tuple[int, ...]]]:
    state = game.state
    after = _after(state, game.parse(move))
    fates = _fates(state, after)
    return after, {q: fates.get(c, ()) for q, c in enumerate(state.castles)}


def _check_castle_coins(ex: Exercise, game: Game, answer: Any, move: str) -> Feedback:
    said = _outcomes(game, answer)
    state = game.state
    after, fates = _castle_fates(game, move)
    wrong = [q for q in range(state.players) if said[q] != _fate_text(state, fates[q])]
    if not wrong:
        fates_text = ", ".join(f"{_castle_of(q)}: {_fate_words(said[q])}" for q in sorted(said))
        return Feedback(True, _("Right: {fates} — {rule}. Remember that owners leave their own castle by any side "
                                "({exits}).").format(fates=fates_text, rule=cite("amber.coins.castle"),
                                                     exits=cite("amber.castle.owner-exits")),
                        ("amber.coins.castle", "amber.castle.owner-exits"))
    lines, rules = [], ["amber.coins.castle"]
    for q in wrong:
        text, extra = _castle_reason(state, after, q, fates[q])
        said_words = repr(said[q]) if get_language() == "en" else f"“{_fate_words(said[q])}”"
        lines.append(_("{castle}: not {said}: {why}.").format(castle=_castle_of(q), said=said_words, why=text))
        rules += extra
    rules = list(dict.fromkeys(rules))
    return Feedback(False, _("Not quite. {lines} See {rules}.").format(
        lines=" ".join(lines), rules=", ".join(cite(r) for r in rules)), tuple(rules))


def _castle_of(q: int) -> str:
    return _("{player}'s castle").format(player=colour(q))


def _solve_castle_coins(ex: Exercise, game: Game, move: str) -> tuple[Any, str]:
    state = game.state
    after, fates = _castle_fates(game, move)
    answer = {game.players[q]: _fate_text(state, fates[q]) for q in range(state.players)}
    parts = [f"{game.players[q]}'s castle: {_castle_reason(state, after, q, fates[q])[0]}"
             for q in range(state.players)]
    text = (f"Play {move} on a copy and settle the coins (amber.coins.when): for each castle, collect the other "
            f"players who can travel to it; the owner never counts, but leaves its own castle by any side "
            f"(amber.castle.owner-exits), and nobody passes through a castle (amber.castle.dead-end). "
            f"{'. '.join(parts)} (amber.coins.castle).")
    return answer, text


# -- 6. stuck ---------------------------------------------------------------------------------------------


def _check_stuck(ex: Exercise, game: Game, answer: Any) -> Feedback:
    move, state = _move(game, answer), game.state
    p, who = state.player, colour(state.player)
    v = game.check(move)
    if not v.ok:
        return Feedback(False, _("Not quite: {reason} — {rule}.").format(reason=v.reason, rule=cite(v.rule)), (v.rule,))
    if isinstance(move, Stuck):
        coins = state.purse[p]
        cost = ngettext("throws out one of its {n} coins, ", "throws out one of its {n} coins, ", coins).format(
            n=coins) if coins else ""
        return Feedback(True, _("Right: {player} cannot play any tile, so {player} says so, {cost}discards the "
                                "{tile} and draws one — {rule}.").format(player=who, cost=cost,
                                                                         tile=tile_words(move.kind),
                                                                         rule=cite("amber.turn.stuck")),
                        ("amber.turn.stuck",))
    return Feedback(True, _("Right: {move} is legal — {rule}.").format(move=move, rule=cite(v.rule)), (v.rule,))


def _solve_stuck(ex: Exercise, game: Game) -> tuple[Any, str]:
    state = game.state
    p, who = state.player, _who(state.player)
    around = reachable_fields(state.board, state.reach[p], empty=False)
    blocked = "; ".join(f"{name(f)}: {_cell_text(state, f)}" for f in around)
    legal = [str(m) for m in game.legal_moves()]
    pass_verdict = game.check("pass")
    text = (f"{who.capitalize()}'s roads reach no empty field: the only fields {who} can arrive at hold tiles "
            f"({blocked}); a road pointing into the castle does not lead out of it (amber.roads.one-way) and "
            f"nothing may be laid on a swamp (amber.swamp.blocks). {who.capitalize()} holds no shovel, so no tile "
            f"can be played (amber.turn.must-play does not apply). The legal moves are: {', '.join(legal)} "
            f"(amber.turn.stuck): {who} throws out one of its {state.purse[p]} coins, discards the chosen tile and "
            f"draws one. Passing is refused while tiles are left in the draw pile: “{pass_verdict}”.")
    return legal[0], text


# -- 7. who can reach whom? -------------------------------------------------------------------------------


def _pairs(game: Game, answer: Any) -> set[tuple[int, int]]:
    items: list[Any] = []
    if isinstance(answer, dict):
        for key, targets in answer.items():
            names = shared.read_words(targets, "players", "['blue', 'green']") if targets else []
            items += [(key, t) for t in names]
    elif isinstance(answer, (set, frozenset, list, tuple)):
        items = list(answer)
    else:
        raise Unreadable(f"write a set of (from, to) pairs like {{('red', 'blue')}}, not {type(answer).__name__}")
    out = set()
    for item in items:
        if isinstance(item, str):
            item = item.replace("→", "->").split("->") if "->" in item or "→" in item else item
        if not isinstance(item, (tuple, list)) or len(item) != 2:
            raise Unreadable(f"{item!r} is not a pair of players like ('red', 'blue')")
        a, b = _player(game, item[0]), _player(game, item[1])
        if a == b:
            raise Unreadable(f"{game.players[a]} → {game.players[b]}: a connection is always to another castle")
        out.add((a, b))
    return out


def _connections(state: State) -> set[tuple[int, int]]:
    m = reach_matrix(state)
    return {(COLOUR_NAMES.index(a), COLOUR_NAMES.index(b)) for a, row in m.items() for b, ok in row.items() if ok}


def _why_no_trip(state: State, a: int, b: int) -> tuple[str, list[str]]:
    rules = why_not(state, a, lambda found: castle(b) in found) or []
    pair = _("{player} cannot travel to {other}'s castle").format(player=colour(a), other=colour(b))
    return (f"{pair}: {_obstacles(rules)}" if rules else _("{pair}: no road leads there").format(pair=pair)), rules


def _check_matrix(ex: Exercise, game: Game, answer: Any) -> Feedback:
    said, state = _pairs(game, answer), game.state
    right = _connections(state)
    if said == right:
        listed = ", ".join(f"{colour(a)} → {colour(b)}" for a, b in sorted(right))
        return Feedback(True, _("Right: {pairs}, and no other — {rule}: a connection one way says nothing about the "
                                "other way.").format(pairs=listed, rule=cite("amber.connect.directed")),
                        ("amber.connect.directed",))
    lines, rules = [_("Not quite.")], ["amber.connect.directed"]
    for a, b in sorted(said - right):
        text, extra = _why_no_trip(state, a, b)
        lines.append(_("Not {pair}: {why}.").format(pair=f"{colour(a)} → {colour(b)}", why=text))
        rules += extra
    for a, b in sorted(right - said):
        lines.append(_("You missed {pair}: {player} travels {trip}.").format(
            pair=f"{colour(a)} → {colour(b)}", player=colour(a), trip=_trip(path_to(state, a, castle(b)))))
    lines.append(_("Connections have a direction — {rule}.").format(rule=cite("amber.connect.directed")))
    return Feedback(False, " ".join(lines), tuple(dict.fromkeys(rules)))


def _solve_matrix(ex: Exercise, game: Game) -> tuple[Any, str]:
    state, names = game.state, game.players
    right = _connections(state)
    yes = "; ".join(f"{names[a]} → {names[b]} by {_trip(path_to(state, a, castle(b)))}" for a, b in sorted(right))
    no = "; ".join(_why_no_trip(state, a, b)[0] for a in range(state.players) for b in range(state.players)
                   if a != b and (a, b) not in right)
    answer = sorted((names[a], names[b]) for a, b in right)
    text = (f"amber.connect.reach_matrix(g.state) asks networkx which castle nodes each start node reaches. "
            f"Connected: {yes}. Not connected: {no}. Each owner leaves its own castle by any side "
            f"(amber.castle.owner-exits).")
    return set(answer), text


# -- 8. find a route --------------------------------------------------------------------------------------


def _side(f: int, g: int) -> int | None:
    return NEIGHBOURS[f].index(g) if g in NEIGHBOURS[f] else None


def _route_problem(state: State, route: list[int], p: int, q: int) -> tuple[str, str] | None:
    """The first thing wrong with ``route`` from p's castle to q's castle, as (text, rule id); None if it works."""
    if len(route) < 2 or route[0] != state.castles[p]:
        return (_("a route starts on {player}'s own castle, {field}, and sets out from one of its sides").format(
            player=colour(p), field=name(state.castles[p])), "amber.castle.owner-exits")
    if route[-1] != state.castles[q]:
        return (_("the route must end on {player}'s castle, {field}: reaching it connects you to it").format(
            player=colour(q), field=name(state.castles[q])), "amber.castle.dead-end")
    for a, b in zip(route, route[1:], strict=False):
        if _side(a, b) is None:
            return _("{field} and {other} do not touch: a route steps from a field to a neighbour").format(
                field=name(a), other=name(b)), "amber.place.reachable"
    G = road_graph(state)
    for i in range(1, len(route) - 1):
        prev, f, nxt = route[i - 1], route[i], route[i + 1]
        cell = state.board[f]
        if cell >= CASTLE:
            return _("{field} is a castle: nobody travels through a castle").format(field=name(f)), \
                "amber.castle.dead-end"
        if cell == EMPTY:
            return _("there is no tile on {field}, so no road to travel on").format(field=name(f)), \
                "amber.place.reachable"
        if kind_of(cell).cls == "swamp":
            return _("{field} is a swamp: nobody travels across it").format(field=name(f)), "amber.swamp.blocks"
        into, out = _side(f, prev), _side(f, nxt)
        u, w = border_name(BORDER[f][into]), border_name(BORDER[f][out])
        if G.has_edge(u, w):
            continue
        kind = kind_of(cell).name
        step = _("from {before} through {field} to {after}").format(before=name(prev), field=name(f), after=name(nxt))
        if G.has_edge(w, u):
            return _("the one-way arrow on {field} forbids going {step}").format(field=name(f), step=step), \
                "amber.roads.one-way"
        if kind == "bridge" and into != out:
            return _("the bridge on {field} does not let you turn {step}: you go straight on").format(
                field=name(f), step=step), "amber.bridge.crossing"
        missing = [_side_words(s) for s in (into, out) if not any(s in arc for arc in _arcs(cell))]
        return (_("the {tile} on {field} has no road on its {sides} side, so you cannot go {step}").format(
            tile=tile_words(kind), field=name(f), sides=_(" and ").join(missing) or _("matching"), step=step),
                "amber.place.reachable")
    return None


def _side_words(s: int) -> str:
    """Side ``s`` of a field: its letter in English (N, E, S, W; what the notebooks show), a word otherwise."""
    return SIDES[s] if get_language() == "en" else pgettext("side", SIDES[s])


def _arcs(cell: int) -> tuple[tuple[int, int], ...]:
    from amber.tiles import ARCS

    return ARCS[cell]


def _check_route(ex: Exercise, game: Game, answer: Any, goal: int) -> Feedback:
    route, state = _fields(answer, ordered=True), game.state
    p = state.player
    problem = _route_problem(state, route, p, goal)
    if problem is not None:
        text, rule = problem
        return Feedback(False, _("Not quite: {why} — {rule}.").format(why=text, rule=cite(rule)), (rule,))
    rules = ["amber.roads.neutral"]
    kinds = {kind_of(state.board[f]).name for f in route[1:-1]}
    if "bridge" in kinds:
        rules.append("amber.bridge.crossing")
    if any(k.endswith(">") for k in kinds):
        rules.append("amber.roads.one-way")
    if any(f in state.villages for f in route[1:-1]):
        rules.append("amber.village.pass-through")
    return Feedback(True, _("Right: {trip} works — {rules}.").format(
        trip=_trip([name(f) for f in route]), rules="; ".join(cite(r) for r in rules)), tuple(rules))


def _solve_route(ex: Exercise, game: Game, goal: int) -> tuple[Any, str]:
    state = game.state
    p = state.player
    route = path_to(state, p, castle(goal))
    bridges = [f for f in route[1:-1] if kind_of(state.board[field_of(f)]).name == "bridge"]
    twice = sorted({f for f in route if route.count(f) > 1})
    text = (f"amber.connect.path_to(g.state, {p}, {castle(goal)!r}) runs networkx's shortest_path on the road "
            f"graph, whose nodes are the borders between fields: {_trip(route)}. "
            f"{'It crosses ' + ', '.join(twice) + ' twice: ' if twice else ''}"
            f"{'on a bridge you go straight on (amber.bridge.crossing), ' if bridges else ''}"
            f"roads run on through villages (amber.village.pass-through), and the arrows must be followed "
            f"(amber.roads.one-way).")
    return route, text


# -- 9. rebuild ------------------------------------------------------------------------------------------


def _check_rebuild(ex: Exercise, game: Game, answer: Any, goal: int) -> Feedback:
    move, state = _move(game, answer), game.state
    p, who, them = state.player, colour(state.player), colour(goal)
    v = game.check(move)
    if not v.ok:
        return Feedback(False, _("Not legal: {reason} — {rule}.").format(reason=v.reason, rule=cite(v.rule)), (v.rule,))
    after = apply(state, move)
    if connected(after.board, after.reach[p], state.castles[goal]):
        return Feedback(True, _("Right: {move} is legal — {rule} — and {player} now travels {trip} — {bridge}.").format(
            move=move, rule=cite(v.rule), player=who, trip=_trip(path_to(after, p, castle(goal))),
            bridge=cite("amber.bridge.crossing")), (v.rule, "amber.bridge.crossing"))
    if isinstance(move, Rebuild) and move.replacer == "bridge":
        return Feedback(False, _("{move} is legal, but on a bridge the roads cross without meeting: coming from "
                                 "{field} {player} goes straight on and never turns toward {other}'s castle "
                                 "— {rule}.").format(move=move, field=name(move.place.field), player=who, other=them,
                                                    rule=cite("amber.bridge.crossing")), ("amber.bridge.crossing",))
    return Feedback(False, _("{move} is legal, but {player} still cannot travel to {other}'s castle; the straight's "
                             "blank side is in the way, and only a rebuild gets past it — {rule}.").format(
        move=move, player=who, other=them, rule=cite("amber.bridge.trigger")), ("amber.bridge.trigger",))


def _solve_rebuild(ex: Exercise, game: Game, goal: int) -> tuple[Any, str]:
    state = game.state
    p = state.player
    rebuilds = [m for m in game.legal_moves() if isinstance(m, Rebuild)]
    good = [m for m in rebuilds if connected((a := apply(state, m)).board, a.reach[p], state.castles[goal])]
    plain = next(str(m.place) for m in rebuilds)
    text = (f"A plain {plain} is refused: “{game.check(plain)}”. The rebuilds on offer are "
            f"{', '.join(map(str, rebuilds))} (amber.bridge.trigger, amber.bridge.replace; the replacement comes "
            f"from the hand, amber.bridge.from-hand). A bridge keeps the two roads apart, so the traveller goes "
            f"straight on; a roundabout joins all four sides (amber.bridge.crossing). Those that connect "
            f"{_who(p)} to {_who(goal)}'s castle: {', '.join(map(str, good))}.")
    return (str(good[0]) if good else None), text


# -- 10. a two-tile plan ----------------------------------------------------------------------------------


def _moves(game: Game, answer: Any, n: int) -> list[Move]:
    answer = shared.listed(answer)
    if not isinstance(answer, (list, tuple)) or len(answer) != n:
        raise Unreadable(f"write your plan as a list of {n} moves")
    return [_move(game, a) for a in answer]


def _reply(state: State, prefer: str) -> Move:
    """The opponent's answer: ``prefer`` if it is legal, else the first legal move in the engine's order."""
    from amber.moves import parse

    wanted = parse(prefer)
    return wanted if wanted in legal_moves(state) else legal_moves(state)[0]


def _run_plan(state: State, plan: list[Move], prefer: str
              ) -> tuple[list[str], dict[int, tuple[int, ...]], tuple[str, str] | None]:
    """Play ``plan`` with the opponent's replies: the moves played, the coin fates, and (text, rule) if refused."""
    from amber.verdicts import check as verdict

    played: list[str] = []
    fates: dict[int, tuple[int, ...]] = {}
    p = state.player
    for i, move in enumerate(plan):
        while not state.over and state.player != p:
            reply = _reply(state, prefer)
            after = apply(state, reply)
            fates.update(_fates(state, after))
            played.append(f"{colour(state.player)}: {reply}")
            state = after
        v = verdict(state, move)
        if not v.ok:
            where = (_("first"), _("second"))[i] if i < 2 else _("number {n}").format(n=i + 1)
            after_text = _(" (after {moves})").format(moves="; ".join(played)) if played else ""
            return played, fates, (_("your {which} move{after} is refused: {reason} — {rule}").format(
                which=where, after=after_text, reason=v.reason, rule=cite(v.rule)), v.rule)
        after = apply(state, move)
        fates.update(_fates(state, after))
        played.append(f"{colour(p)}: {move}")
        state = after
    return played, fates, None


def _lost(state: State, fates: dict[int, tuple[int, ...]], villages: list[int], unclaimed: bool = True) -> list[str]:
    """What went wrong with each village's coin (empty when the player took them all)."""
    p, lines = state.player, []
    for v in villages:
        claims = fates.get(v)
        if claims == (p,) or claims is None and not unclaimed:
            continue
        if claims is None:
            fate = _("is still on the board: nobody travelled into the village")
        elif len(claims) > 1:
            fate = _("was thrown out: {players} entered at once").format(
                players=_(" and ").join(colour(q) for q in claims))
        else:
            fate = _("went to {player}").format(player=colour(claims[0]))
        lines.append(_("the coin of the village on {field} {fate}").format(field=name(v), fate=fate))
    return lines


def _check_plan(ex: Exercise, game: Game, answer: Any, villages: tuple[str, ...], prefer: str) -> Feedback:
    plan, state = _moves(game, answer, 2), game.state
    who = colour(state.player)
    played, fates, problem = _run_plan(state, plan, prefer)
    lost = _lost(state, fates, [field_of(v) for v in villages], unclaimed=problem is None)
    rules = ("amber.coins.village", "amber.roads.one-way")
    coins = (_(" By then {lost} — {rule}.").format(lost="; ".join(lost), rule=cite(rules[0])) if lost and problem
             else _(" Then {lost} — {rule}.").format(lost="; ".join(lost), rule=cite(rules[0])) if lost else "")
    if problem is not None:
        text, rule = problem
        return Feedback(False, _("Not quite: {why}.{coins}").format(why=text, coins=coins),
                        tuple(dict.fromkeys((rule, *rules[:1 if lost else 0]))))
    story = "; ".join(played)
    if not lost:
        return Feedback(True, _("Right: {story}. {player} alone entered each village and took both coins — "
                                "{rule}.").format(story=story, player=who.capitalize(), rule=cite(rules[0])), rules[:1])
    return Feedback(False, _("Not quite: {story}.{coins} A one-way road decides who can enter — {rule}; "
                             "and the order of your moves matters.").format(story=story, coins=coins,
                                                                             rule=cite(rules[1])), rules)


def _solve_plan(ex: Exercise, game: Game, villages: tuple[str, ...], prefer: str) -> tuple[Any, str]:
    state = game.state
    p, who = state.player, _who(state.player)
    targets = [field_of(v) for v in villages]
    found = []
    for first in legal_moves(state):
        s1 = apply(state, first)
        reply = _reply(s1, prefer) if not s1.over and s1.player != p else None
        s2 = apply(s1, reply) if reply is not None else s1
        for second in (legal_moves(s2) if not s2.over and s2.player == p else ()):
            _, fates, problem = _run_plan(state, [first, second], prefer)
            if problem is None and all(fates.get(v) == (p,) for v in targets):
                found.append([str(first), str(second)])
    plan = found[0] if found else None
    firsts = sorted({f for f, _ in found})
    reverse = _check_plan(ex, game, plan[::-1], villages, prefer).message.removeprefix("Not quite: ") if plan else ""
    other = f"{_who(1 - p)}'s" if state.players == 2 else "the"
    text = (f"Search every legal first move, {other} "
            f"reply ({prefer!r} when legal, else the first legal move) and every legal second move: "
            f"{len(found)} plans take both coins, and every one of them starts with "
            f"{' or '.join(firsts) or 'nothing'}. A one-way tile on the contested village lets {who} in and keeps "
            f"the other baron out (amber.roads.one-way, amber.coins.village); the other village is safe and can "
            f"wait. The other order, {plan[::-1] if plan else None}, fails: {reverse}")
    return plan, text


# -- the exercises ------------------------------------------------------------------------------------------


def _ex(id: str, title: str, level: str, question: str, form: str, picture: str, hands: tuple[str, ...],
        rules: tuple[str, ...], check: Callable[..., Feedback], solve: Callable[..., tuple[Any, str]],
        params: dict[str, Any] | None = None, **rest: Any) -> Exercise:
    return Exercise(id, title, level, question, form, picture, hands, rules, *shared.bound(check, solve, params),
                    **rest)


EXERCISES: tuple[Exercise, ...] = (
    _ex("ex1", N_("Legal or not, and why?"), "easy",
        "Red wants to lay a curve on C3, right beside its castle, unturned: `curve C3 r0` (an unturned curve joins "
        "its north and east sides). Is this move legal? Which rule decides?",
        "a verdict: a pair like (True, 'amber.place.tile') — legal or not, then the id of the deciding rule",
        """
   A B C D
1  . . . .
2  . . . .
3  . 1 . .
4  . . . .
5  . . . 2
""", ("curve tee straight straight cross curve>", ""),
        ("amber.place.castle-sides", "amber.place.tile", "amber.place.rotation", "amber.place.edges-match"),
        _check_verdict, _solve_verdict, {"move": "curve C3 r0"}, highlight=("C3",),
        ask=N_("Red wants to lay a curve on C3, right next to its castle, without turning it: the blue outline "
               "shows where it would lie (an unturned curve joins its north and east sides). Is this move "
               "allowed? Which rule decides?"),
        hints=(N_("Look at each side of the curve and at what it touches."),
               N_("One side of the curve touches red's castle. What must a tile show on the side that faces a "
                  "castle?")),
        mistakes=((True, "amber.place.tile"), (False, "amber.place.edges-match"))),
    _ex("ex2", N_("Where can red build?"), "easy",
        "It is red's turn. On which empty fields may red lay a road tile now? (Red's roads: the tee on C2 and the "
        "one-way straight on D2, whose arrow points west; B3 holds a swamp.)",
        "a set of field names, like {'E5', 'F6'}",
        """
   A  B  C  D  E  F
1  .  .  .  .  .  .
2  .  1  T1 i1 .  .
3  .  S  .  .  .  .
4  .  .  .  .  .  2
""", ("curve tee straight", ""),
        ("amber.place.reachable", "amber.place.empty", "amber.swamp.blocks", "amber.roads.one-way"),
        _check_fields, _solve_fields, highlight=("B2",),
        ask=N_("It is red's turn. Red's roads are the tee on C2 and the one-way straight on D2, whose arrow "
               "points west; B3 holds a swamp. On which empty fields may red lay a road tile now?"),
        hints=(N_("Red may only build where red can travel along roads. Start at red's castle and follow every "
                  "road."),
               N_("An arrow can be travelled only in its direction, and nothing may be laid on a swamp."),
               N_("Do not forget the castle itself: its owner may leave it by any side.")),
        mistakes=({"A2", "B1", "C3", "E2"}, {"A2", "B1"}, {"A2", "B1", "B3", "C3"})),
    _ex("ex3", N_("How many ways?"), "easy",
        "Red holds a tee (unturned it has roads on its north, east and south sides). In how many different ways "
        "can red lay it on C2? Turns that give the same tile count once.",
        "a whole number, like 3",
        """
   A B C  D
1  . . .  .
2  . 1 .  .
3  . . I0 .
4  . . 2  .
""", ("tee curve straight", ""),
        ("amber.place.rotation", "amber.place.castle-sides", "amber.place.edges-match"),
        _check_count, _solve_count, {"kind": "tee", "where": "C2"}, highlight=("C2",),
        ask=N_("Red holds a tee: unturned, it has roads on its north, east and south sides. In how many "
               "different ways can red lay it on the marked field C2? Turns that look the same count once."),
        hints=(N_("Try the quarter turns of the tee one by one, and look at both neighbours: the castle and "
                  "the straight below."),
               N_("A castle needs a road on the side that faces it, and where a tile meets a road, it must "
                  "have a road too.")),
        mistakes=(4, 1),
        rests_on=N_("That a tile may be turned, and that turns looking the same count once, is the tutor's reading "
                    "of the rulebook, whose pictures are lost.")),
    _ex("ex4", N_("Win the village's coin"), "medium",
        "Red's road reaches the village on D2 from the west; blue's road reaches it from the east. Which move wins "
        "the village's coin for red? Red's hand is shown on the right.",
        "a move in notation, like 'curve B1 r1'",
        """
   A  B  C  D  E  F  G
1  .  .  .  .  .  .  .
2  .  1  I1 v  I1 I1 2
3  .  .  .  .  .  .  .
4  .  .  .  .  .  .  v
""", ("straight straight> curve tee swamp cross", ""),
        ("amber.coins.village", "amber.village.road-tile", "amber.roads.one-way", "amber.coins.when"),
        _check_village_move, _solve_village_move, {"where": "D2"}, highlight=("D2",), show_hand=True,
        ask=N_("Red's road reaches the village on D2 from the west; blue's road reaches it from the east. "
               "Red's hand is shown under the board. Which tile, laid which way, wins the village's coin for "
               "red?"),
        hints=(N_("The coin goes to the baron who can travel into the village once it gets its tile. If two "
                  "barons can, nobody gets it."),
               N_("An arrow lets travellers go only one way. Which way must it point so that red can come in "
                  "and blue cannot?")),
        mistakes=("straight D2 r1", "straight> D2 r1", "swamp D2", "cross D2 r0", "curve B1 r1"),
        rests_on=N_("Who counts as connected to the village is the tutor's reading: everyone who can travel into "
                    "its tile, along the arrows. The rulebook only says the coin goes to the one player connected.")),
    _ex("ex5", N_("Who takes the castle coins?"), "medium",
        "Three barons: red (castle B2), blue (D3) and green (F2). The straights on C2 and E2 are one-way, both "
        "pointing east. Red lays `tee D2 r1` (roads west, south and east). What happens to the coin of each castle: "
        "who takes it, is it thrown out, or does it stay?",
        "a dict from each castle's owner to the coin's fate, like {'red': 'blue', 'blue': 'thrown out', "
        "'green': 'stays'}",
        """
   A  B  C  D  E  F  G
1  .  .  .  .  .  .  .
2  .  1  i3 .  i3 3  .
3  .  .  .  2  .  .  .
4  .  .  .  .  .  .  .
5  .  .  .  .  .  .  v
""", ("tee curve straight", "", ""),
        ("amber.coins.castle", "amber.castle.owner-exits", "amber.castle.dead-end", "amber.coins.when"),
        _check_castle_coins, _solve_castle_coins, {"move": "tee D2 r1"}, highlight=("D2",),
        ask=N_("Three barons: red (castle B2), blue (D3) and green (F2). The straights on C2 and E2 are "
               "one-way, both pointing east. Red lays the tee drawn in blue on D2 (roads to the west, south "
               "and east). What happens to each castle's coin: does another baron take it, is it thrown out, "
               "or does it stay?"),
        hints=(N_("A castle's coin goes to the one other baron who can now travel to it. More than one: out it "
                  "goes. Nobody: it stays."),
               N_("Follow the arrows from each castle. Owners may leave their own castle by any side, but "
                  "nobody travels through a castle.")),
        mistakes=({"red": "stays", "blue": "red", "green": "red"},
                  {"red": "stays", "blue": "thrown out", "green": "thrown out"}, {"red": "stays"}),
        rests_on=N_("The tutor settles every coin on the board after each move; that is its reading of the "
                    "rulebook, which says only what happens when a road reaches a castle.")),
    _ex("ex6", N_("Stuck!"), "medium",
        "Swamps surround red's castle on three sides, and the one-way straight on B3 points into the castle. Red "
        "holds two coins; its hand is shown on the right. What must red do now?",
        "a move in notation, like 'curve B1 r1', 'shovel D5', 'stuck KIND' (a tile kind) or 'pass'",
        """
   A  B  C  D  E
1  .  S  .  .  .
2  S  1  S  .  .
3  .  i2 .  .  .
4  .  .  .  .  .
5  .  .  .  2  .
""", ("straight curve curve> tee cross bridge", ""),
        ("amber.turn.stuck", "amber.turn.must-play", "amber.swamp.blocks", "amber.roads.one-way"),
        _check_stuck, _solve_stuck, options=(("purse", [2, 0]),), highlight=("B2",), show_hand=True,
        ask=N_("Swamps surround red's castle on three sides, and the one-way straight below it points into the "
               "castle. Red holds two coins; its hand is shown under the board. What must red do now?"),
        hints=(N_("Can red reach any empty field at all? Follow red's only road, and mind its arrow."),
               N_("When you cannot lay any tile, the rules tell you what to do instead, and it costs you "
                  "something.")),
        mistakes=("pass", "curve B4 r0", "shovel B1", "stuck swamp")),
    _ex("ex7", N_("One-way traps: who reaches whom?"), "medium",
        "Red (B2), blue (D2) and green (F2). Which barons can travel to which other barons' castles? Mind the "
        "arrows, and remember what a castle does to a road.",
        "a set of (from, to) pairs, like {('red', 'green'), ('green', 'red')}",
        """
   A  B   C   D   E   F   G
1  .  .   .   .   .   .   .
2  .  1   i3  2   I1  3   .
3  .  I0  .   .   .   I0  .
4  .  L0  i1  I1  I1  L3  .
""", ("curve", "curve", "curve"),
        ("amber.connect.directed", "amber.roads.one-way", "amber.castle.dead-end", "amber.castle.owner-exits"),
        _check_matrix, _solve_matrix, highlight=("B2", "D2", "F2"),
        ask=N_("Red (castle B2), blue (D2) and green (F2). Which barons can travel to which other barons' "
               "castles? Mind the arrows, and remember what a castle does to a road."),
        hints=(N_("Take one castle at a time and follow every road that leaves it, obeying the arrows."),
               N_("A trip stops at the first castle it meets: nobody travels through a castle. A trip one way "
                  "says nothing about the way back.")),
        mistakes=({("red", "blue"), ("blue", "red"), ("blue", "green"), ("green", "blue"), ("green", "red")},
                  {("red", "blue"), ("red", "green"), ("blue", "green"), ("green", "blue"), ("green", "red")})),
    _ex("ex8", N_("Find the route"), "hard",
        "Find a road trip from red's castle (B3) to blue's castle (D5): list the fields in the order you travel "
        "them, from B3 to D5 (a field may appear twice).",
        "a list of field names in order, like ['B3', 'B4', 'B5']",
        """
   A  B   C   D   E    F
1  .  .   .   .   .    .
2  .  .   .   L1  L2v  .
3  .  1   I1  B   L3   .
4  .  I0  .   I0  .    .
5  .  L0  i1  2   .    .
""", ("curve", "curve"),
        ("amber.bridge.crossing", "amber.village.pass-through", "amber.roads.one-way", "amber.castle.dead-end"),
        _check_route, _solve_route, {"goal": 1}, highlight=("B3", "D5"),
        ask=N_("Find a road trip from red's castle on B3 to blue's castle on D5: click the fields in the order "
               "you travel through them, starting with B3 and ending with D5. A field may come twice."),
        hints=(N_("Roads run on through villages, and arrows must be obeyed."),
               N_("On a bridge you cannot turn: you go straight across. Sometimes you have to go round and "
                  "cross the bridge again from another side.")),
        mistakes=(["B3", "B4", "B5", "C5", "D5"], ["B3", "C3", "D3", "D4", "D5"], ["B3", "C3", "D3", "E3", "E4"]),
        rests_on=N_("That a bridge's two roads cross without meeting is the tutor's reading: the rulebook names "
                    "the bridge but its picture is lost.")),
    _ex("ex9", N_("Over the straight"), "hard",
        "Blue's castle is on D3, and the straight on D2 turns its blank side toward red. Red wants to be connected "
        "to blue's castle at the end of this turn. Write red's move.",
        "a move in notation, like 'tee C7 r1 + bridge C8'",
        """
   A  B  C  D   E
1  .  .  .  .   .
2  .  1  .  I0  .
3  .  .  .  2   .
4  .  .  .  .   .
5  .  .  .  .   v
""", ("straight bridge roundabout curve swamp tee", ""),
        ("amber.bridge.trigger", "amber.bridge.replace", "amber.bridge.from-hand", "amber.bridge.crossing"),
        _check_rebuild, _solve_rebuild, {"goal": 1}, highlight=("C2", "D2"), show_hand=True,
        ask=N_("Blue's castle is on D3, and the straight on D2 turns its blank side toward red. Red wants to "
               "be connected to blue's castle at the end of this turn. Red's hand is shown under the board. "
               "What does red play?"),
        hints=(N_("A plain tile on C2 cannot help: the straight on D2 is in the way."),
               N_("Some tiles may replace a straight that a new tile runs into. Which of them lets a traveller "
                  "turn a corner?")),
        mistakes=("straight C2 r1 + bridge D2", "straight C2 r1", "curve C2 r2", "straight C2 r1 + roundabout D3"),
        rests_on=N_("That a bridge's roads cross without meeting while a roundabout joins all four is the tutor's "
                    "reading: the rulebook names both tiles, but their pictures are lost.")),
    _ex("ex10", N_("A two-turn plan"), "hard",
        "Red wants the coins of the villages on B2 and D3 within its next two turns. Blue answers red's first move "
        "with `straight D3 r1` if that is legal (otherwise with its first legal move in the engine's order). "
        "Give red's two moves, in order.",
        "a list of two moves, like ['curve A3 r0', 'tee B4 r2']",
        """
   A  B  C   D  E   F  G
1  .  .  .   .  .   .  .
2  .  v  .   .  .   .  .
3  .  1  I1  v  I1  2  .
4  .  .  .   .  .   .  .
5  .  .  .   .  .   .  v
""", ("straight straight> curve tee cross swamp", "straight curve tee"),
        ("amber.coins.village", "amber.roads.one-way", "amber.coins.when", "amber.turn.order"),
        _check_plan, _solve_plan, {"villages": ("B2", "D3"), "prefer": "straight D3 r1"}, highlight=("B2", "D3"),
        show_hand=True,
        ask=N_("Red wants the coins of the villages on B2 and D3 within its next two turns. After red's first "
               "move, blue lays a straight on D3 turned a quarter right if it may, and otherwise makes its "
               "first possible move. Which two moves should red make, in order?"),
        hints=(N_("Which village is in danger? Blue's road can reach one of them too."),
               N_("Deal first with the village blue threatens, using a tile that lets red in and keeps blue "
                  "out. The other village can wait.")),
        mistakes=(["straight B2 r0", "straight> D3 r3"], ["straight D3 r1", "straight B2 r0"],
                  ["straight> D3 r1", "straight B2 r0"], ["straight> D3 r3", "straight B1 r0"]),
        rests_on=N_("Who takes a village's coin, and when, is the tutor's reading: it settles every coin after "
                    "each move, for everyone who can travel into the village's tile.")),
)

_CATALOGUE = shared.Catalogue(EXERCISES)
get, check, solution = _CATALOGUE.get, _CATALOGUE.check, _CATALOGUE.solution
