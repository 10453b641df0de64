"""Classroom exercises on La Loire, from easy to hard, with feedback that names the rule.

Each :class:`Exercise` holds a position (the keywords of :func:`loire.scenario`: where the
pieces stand, money, goods, messages, the market, buildings ...), a question, the rules it
teaches and a checker. The checker works the right answer out of the engine when it is asked
(``legal_moves`` and the verdicts, prices from :func:`loire.rules.buy_price`, the places a
piece can stop at from :func:`loire.routes.ends`, the market after a purchase from
:func:`loire.routes.market_after`, scores from :mod:`loire.scoring`, and every way to play out
a turn for the planning exercises), so no answer is written down in this module and a changed
rule shows up in the feedback at once. :func:`solution` gives the worked solution, computed
the same way, for the teacher's copy. What the games' exercises share (feedback, reading
answers, checking and solving) is in :mod:`tutor.exercises`.

>>> from loire import exercises
>>> [ex.id for ex in exercises.EXERCISES][:3], exercises.get("ex1").level
(['ex1', 'ex2', 'ex3'], 'easy')
>>> print(exercises.check("ex1", None).message)  # doctest: +ELLIPSIS
No answer yet: write five verdicts, one per move in the order asked: ...
>>> fb = exercises.check("ex1", [(True, "loire.move.steps")] * 5)
>>> fb.correct, fb.rules[:2]
(False, ('loire.move.steps', 'loire.move.max-horses'))
>>> exercises.check("ex1", exercises.get("ex1").answer()).correct
True
>>> print(exercises.check("ex2", 42).message)  # a malformed answer gets feedback, not an exception
Cannot read this answer: write a dict from each village to its price, not int. Write a dict from village to \
deniers, like {'Saumur': 2, 'Tours': 1}.
>>> "loire.buy.farm" in exercises.solution("ex2")
True
>>> exercises.cite("loire.buy.farm")  # a rule as feedback names it
'rule loire.buy.farm (A farm cuts the price by one)'
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from loire.board import CITIES
from loire.cards import CHARACTERS, MESSAGES, PALACES
from loire.moves import Deliver, End, Move, Travel
from loire.routes import ends, market_after, prices
from loire.rulebook import RULES
from loire.rules import DISCOUNT, apply, legal_moves, max_horses
from loire.scenario import scenario
from loire.scoring import UNDELIVERED_VP, breakdown, tie_key
from loire.state import CARDS, CIRCUS_SPACE, COLOURS, GOODS, PLACES, PLAYER_COLOURS, VILLAGES, State
from loire.verdicts import check as verdict
from loire.words import building as building_word
from loire.words import character as character_word
from loire.words import colour as colour_word
from loire.words import message_type
from loire.words import palace as palace_word
from loire.words import piece as piece_word
from tutor import exercises as shared
from tutor.exercises import LEVELS, Checker, Solver, Unreadable, show
from tutor.game import Game
from tutor.i18n import N_, NP_, _, get_language, ngettext, pgettext
from tutor.rules import Verdict

__all__ = ["EXERCISES", "LEVELS", "Exercise", "Feedback", "check", "cite", "get", "show", "situation", "solution"]

VARIANT_NAMES = {"standard": "the standard game", "casual": "the casual game (no character or palace cards, no "
                 "circus)"}
CATEGORIES = ("boat", "delivered", "undelivered", "characters", "blue", "palaces", "total")
"""The score categories of :func:`loire.scoring.breakdown`, in its order."""
SCORE_RULES = {"boat": "loire.score.boat", "delivered": "loire.score.delivered",
               "undelivered": "loire.score.undelivered", "characters": "loire.score.characters",
               "blue": "loire.score.blue", "palaces": "loire.score.palaces", "total": "loire.score.tie-break"}
_CATEGORY_WORDS = (NP_("score category", "boat"), NP_("score category", "delivered"),
                   NP_("score category", "undelivered"), NP_("score category", "characters"),
                   NP_("score category", "blue"), NP_("score category", "palaces"), NP_("score category", "total"))
"""The score categories as feedback names them (in English, the keys of the notebooks' answers)."""
NUMBERS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}


class Feedback(shared.Feedback):
    """The answer to a student's answer: right or not, why, and the rules of ``loire.RULES`` named in ``message``."""

    rulebook = RULES


@dataclass(frozen=True)
class Exercise(shared.Exercise):
    """One exercise: a position, a question, the rules it teaches, a checker and a solver.

    ``setup`` holds the keywords of :func:`loire.scenario` as pairs; ``form`` says how to write
    the answer; ``mistakes`` are typical wrong answers (used by the tests and shown in the
    teacher's copy); ``highlight`` rings places on the board (their shields are listed in
    :meth:`situation` too); ``seats`` are the players :meth:`situation` describes (None: the
    player to move); ``final`` says the game is over (only the scoring matters).

    For the pupils' app (:mod:`loire.exercise_app`): ``ask`` is the question in words for ages 12 to 16 (no move
    notation, no rule ids: the moves it speaks of are drawn on the board and described in words), and ``hints``
    go from a nudge to a narrower one without giving the answer away. Both are marked for translation with
    :func:`tutor.i18n.N_` and translated where they are shown. ``rests_on`` says, in the same words, what of the answer
    is the tutor's rather than the rulebook's (rebuilt numbers or places, a reading); the app shows it with the
    question (:func:`tutor.provenance.note_html`) and the notebooks after it. Empty: the answer rests on the rulebook.
    """

    id: str
    title: str
    level: str
    question: str
    form: str
    setup: tuple[tuple[str, Any], ...]
    rules: tuple[str, ...]
    checker: Checker = field(repr=False, compare=False)
    solver: Solver = field(repr=False, compare=False)
    highlight: tuple[str, ...] = ()
    seats: tuple[int, ...] | None = None
    final: bool = False
    mistakes: tuple[Any, ...] = ()
    ask: str = ""
    hints: tuple[str, ...] = ()
    rests_on: str = ""

    feedback = Feedback

    @property
    def variant(self) -> str:
        return dict(self.setup).get("variant", "standard")

    def game(self) -> Game:
        """A fresh game at the exercise's position (checks never touch a game shown to the student)."""
        return scenario(**_spec(self.setup))

    def svg(self) -> str:
        """The board for the question, with the highlighted places ringed."""
        return self.game().svg(highlight=list(self.highlight))

    def situation(self) -> str:
        """What the board picture holds, in words (markdown): pieces, money, goods, messages, market ..."""
        return situation(self.game().state, seats=self.seats, shields=self.highlight, final=self.final)


def _spec(setup: Iterable[tuple[str, Any]]) -> dict[str, Any]:
    """Scenario keywords from an exercise's pairs (lists are copied: the exercise stays as it is)."""
    return {k: (list(v) if isinstance(v, (list, tuple)) else v) for k, v in setup}


# -- small helpers ---------------------------------------------------------------------------------------


cite = partial(shared.cite, RULES)  # a rule as feedback names it: cite(rule_id)


def _who(p: int) -> str:
    return colour_word(PLAYER_COLOURS[p])


def _and(items: Iterable[str]) -> str:
    """``a, b and c`` in the current language (``none`` for no item)."""
    items = list(items)
    if not items:
        return _("none")
    return items[0] if len(items) == 1 else _("{first} and {last}").format(first=", ".join(items[:-1]),
                                                                           last=items[-1])


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _deniers(n: int) -> str:
    return ngettext("{n} denier", "{n} deniers", n).format(n=n)


def _horses(n: int) -> str:
    return ngettext("{n} horse", "{n} horses", n).format(n=n)


def _points(n: int) -> str:
    return ngettext("{n} point", "{n} points", n).format(n=n)


def _cites(rules: Iterable[str]) -> str:
    return _and([cite(r) for r in dict.fromkeys(rules)])


def _piece(state: State, p: int, name: str) -> str:
    piece = state.players[p].piece(name)
    where = f"in {piece.place}" if piece.place in CITIES else f"at {piece.place} heading for {piece.toward}"
    return f"{name} {where} with {_plural(piece.horses, 'horse')}"


def _card_text(code: str) -> str:
    info = CARDS[code]
    what = {1: "to the village", 2: "two shield colours", 3: "three shield colours", 4: "a monastery message to"}
    target = info.target if info.level in (1, 4) else _and(info.target)
    return f"`{code}` (level {info.level}, {what[info.level]} {target}, {info.type})"


def _market_text(state: State) -> str:
    tiles = []
    for i, colour in enumerate(state.market):
        mark = " (circus space)" if i == CIRCUS_SPACE and state.circus else ""
        tiles.append(f"{colour} {state.price(colour)}{mark}")
    return " · ".join(tiles)


def _seat_text(state: State, p: int, final: bool = False) -> str:
    pl = state.players[p]
    parts = [] if final else [f"{_piece(state, p, 'merchant')}; {_piece(state, p, 'messenger')}"]
    parts.append(_deniers(pl.money))
    goods = [f"{n} {g}" for g, n in zip(GOODS, pl.goods, strict=True) if n]
    parts.append(f"goods: {_and(goods)}")
    parts.append(f"boat on space {pl.boat}")
    if pl.characters:
        parts.append(f"characters: {_and(sorted(pl.characters))}")
    if pl.palaces:
        parts.append(f"palaces: {_and(sorted(f'{k} {c}' for k, c in pl.palaces))}")
    hand = []
    for code, done in zip(pl.hand, pl.progress, strict=True):
        cubes = f", a cube on {_and(done)}" if done else ""
        hand.append(_card_text(code)[:-1] + cubes + ")")
    parts.append(f"messages in hand: {_and(hand)}")
    if pl.delivered:
        parts.append(f"delivered: {_and(_card_text(c) for c in pl.delivered)}")
    return "; ".join(parts)


def _points_text(state: State, seats: Iterable[int]) -> str:
    """What the cards of ``seats`` are worth, as printed on them (the data's values, several reconstructed)."""
    lv = sorted(MESSAGES)
    levels = _("{points} points for levels {levels}").format(
        points=_and([str(MESSAGES[n].vp.value) for n in lv]), levels=_and([str(n) for n in lv]))
    names = sorted({n for q in seats for n in state.players[q].characters})
    chars = []
    for n in names:
        info = CHARACTERS[n]
        bonus = _(" + {n} per delivered {kind} message").format(
            n=info.vp_per_message.value, kind=message_type(info.message_type.value)) \
            if info.message_type is not None else ""
        chars.append(f"{character_word(n)} ({colour_word(info.colour.value)}) {_points(info.vp.value)}{bonus}")
    keys = sorted({k for q in seats for k in state.players[q].palaces})
    worth = [f"{palace_word(k)} {c} {_points(PALACES[k, c].vp)}" for k, c in keys]
    palaces = _("; palaces: {palaces}").format(palaces=_and(worth)) if keys else ""
    return _("a river space 1 point; delivered messages {levels}; an undelivered message {undelivered}; "
             "characters: {characters}{palaces}").format(levels=levels, undelivered=_points(UNDELIVERED_VP),
                                                         characters=_and(chars), palaces=palaces)


def _turn_text(state: State) -> str:
    turn = state.turn
    if not turn.moved:
        return "the turn begins: nothing has moved yet"
    moved = " and then the ".join(turn.moved)
    return f"the {moved} {'has' if len(turn.moved) == 1 else 'have'} moved this turn"


def situation(state: State, seats: Iterable[int] | None = None, shields: Iterable[str] = (),
              final: bool = False) -> str:
    """The position in words, as a markdown list: the game, the market, buildings, free horses and each of
    ``seats`` (default: the player to move); ``shields``: villages whose shield colours are listed; ``final``: the
    game is over, so only what scores is described (no pieces, market or horses).

    >>> print(situation(get("ex3").game().state))  # doctest: +NORMALIZE_WHITESPACE
    - **Game:** La Loire, the casual game (no character or palace cards, no circus), 2 players (red and blue). Red
      is to move, and the turn begins: nothing has moved yet.
    - **Market** (cheap to dear, with prices): blue 1 · yellow 1 · purple 2 · red 2 · green 3 · white 3 · black 4.
    - **Free horses:** 1 at Angers.
    - **Red:** merchant at Angers heading for Nantes with 1 horse; messenger in Orléans with 2 horses; 7 deniers;
      goods: none; boat on space 0; messages in hand: `Talcy` (level 1, to the village Talcy, war).
    """
    p = state.player
    names = _and(PLAYER_COLOURS[: state.count])
    now = "The game is over: only the scoring remains." if final else \
        f"{_who(p).capitalize()} is to move, and {_turn_text(state)}."
    lines = [f"**Game:** La Loire, {VARIANT_NAMES[state.variant]}, {_plural(state.count, 'player')} ({names}). {now}"]
    circus = f" The circus is at {state.circus}." if state.circus else ""
    if not final:
        lines.append(f"**Market** (cheap to dear, with prices): {_market_text(state)}.{circus}")
    listed = [f"{v} {state.shield(v)}" for v in shields if v in VILLAGES]
    if listed:
        lines.append(f"**Shields:** {_and(listed)}.")
    built = [f"{_who(b[0])}'s {b[1]} at {v}" for v, b in zip(VILLAGES, state.buildings, strict=True) if b]
    if built:
        lines.append(f"**Buildings:** {_and(built)}.")
    loose = [f"{n} at {place}" for place, n in zip(PLACES, state.loose, strict=True) if n]
    if not final:
        lines.append(f"**Free horses:** {_and(loose)}.")
    seats = (p,) if seats is None else tuple(seats)
    for q in seats:
        lines.append(f"**{_who(q).capitalize()}:** {_seat_text(state, q, final)}.")
    if final:
        lines.append(f"**Points** (the tutor's values; the printed ones are lost): {_points_text(state, seats)}.")
    return "\n".join(f"- {line}" for line in lines)


# -- reading answers --------------------------------------------------------------------------------------


def _fold(text: str) -> str:
    """A name without case, accents, hyphens or spaces, so that 'orleans', 'Orléans' and 'ORLEANS' meet."""
    plain = unicodedata.normalize("NFKD", text.strip().lower())
    return "".join(ch for ch in plain if ch.isalnum())


_PLACES = {_fold(p): p for p in PLACES}


def _place(text: Any) -> str:
    """The place ``text`` names ('Orleans' names Orléans)."""
    if not isinstance(text, str):
        raise Unreadable(f"places are named in text, like 'Saumur', not {text!r}")
    if _fold(text) not in _PLACES:
        raise Unreadable(f"{text!r} is not a place on the board")
    return _PLACES[_fold(text)]


def _places(answer: Any, what: str = "places") -> set[str]:
    """A set of places from a set, list or text; ``None``, 'none' and an empty text mean none."""
    if answer is None or isinstance(answer, str) and answer.strip().lower() in ("", "none", "nothing", "-"):
        return set()
    return {_place(x) for x in shared.read_words(answer, what, "{'Saumur', 'Tours'}")}


def _colour(text: Any) -> str:
    if not isinstance(text, str) or text.strip().lower() not in COLOURS:
        raise Unreadable(f"{text!r} is not a shield colour ({', '.join(COLOURS)})")
    return text.strip().lower()


def _card(state: State, text: Any, p: int | None = None) -> str:
    """The message of ``p``'s hand that ``text`` names: a level-1 card by its village, a level-2 or level-3 card
    by its colours in any order ('white+green'), a monastery message like 'Nantes.love'."""
    pl = state.players[state.player if p is None else p]
    if not isinstance(text, str):
        raise Unreadable(f"a message is named in text, like {pl.hand[0] if pl.hand else 'Saumur'!r}, not {text!r}")
    wanted = text.strip().lower()
    for code in pl.hand:
        if "+" in code and "+" in wanted and {c.strip() for c in wanted.split("+")} == set(code.split("+")):
            return code
        if _fold(code) == _fold(wanted):
            return code
    raise Unreadable(f"{_who(state.player if p is None else p)} holds no message {text!r}; the hand is "
                     f"{_and(pl.hand)}")


def _pair(answer: Any, what: str) -> tuple[Any, Any]:
    if not isinstance(answer, (tuple, list)) or len(answer) != 2:
        raise Unreadable(f"write a pair: {what}")
    return answer[0], answer[1]


def _mapping(answer: Any, what: str) -> dict[Any, Any]:
    """A dict from ``answer`` (a dict, or a list of pairs)."""
    if isinstance(answer, (list, tuple, set, frozenset)) and answer and all(
            isinstance(x, (list, tuple)) and len(x) == 2 for x in answer):
        try:
            answer = dict(answer)
        except TypeError:
            raise Unreadable(f"write {what}") from None
    if not isinstance(answer, dict):
        raise Unreadable(f"write {what}, not {type(answer).__name__}")
    return answer


def _verdict(answer: Any) -> tuple[bool, str]:
    return shared.read_verdict(answer, RULES, "loire.move.steps", several=True)


# -- 1. legal or not, and why? --------------------------------------------------------------------------------


def _check_verdicts(ex: Exercise, game: Game, answer: Any, moves: tuple[str, ...]) -> Feedback:
    return shared.judge_verdicts(game, shared.read_verdicts(answer, moves, _verdict), moves, RULES)


def _solve_verdicts(ex: Exercise, game: Game, moves: tuple[str, ...]) -> tuple[Any, str]:
    state = game.state
    parts = [f"g.check({move!r}) gives “{game.check(move)}”" for move in moves]
    text = (f"Red's merchant stands {_piece(state, state.player, 'merchant').split(' ', 1)[1]} and the messenger "
            f"{_piece(state, state.player, 'messenger').split(' ', 1)[1]}. A piece moves exactly one place more "
            f"than its horses (loire.move.steps), a team keeps at most two horses (loire.move.max-horses), an "
            f"action comes only right after its piece's move (loire.turn.action-after-move) and the turn ends only "
            f"once both pieces have moved (loire.turn.must-move). Ask the engine: {'; '.join(parts)}.")
    return [(v.ok, v.rule) for v in map(game.check, moves)], text


# -- 2. what does the good cost? -------------------------------------------------------------------------------


def _price_parts(state: State, village: str) -> tuple[int, list[tuple[str, int]], str]:
    """The market price of ``village``'s good, its discounts as (what, deniers) and the rule that decides last."""
    base = state.price(state.shield(village))
    off: list[tuple[str, int]] = []
    building = state.building(village)
    rule = "loire.buy.price"
    if building is not None:
        off.append((_("{player}'s {building}").format(player=_who(building[0]), building=building_word(building[1])),
                    DISCOUNT[building[1]]))
        rule = f"loire.buy.{building[1]}"
    if village == state.circus:
        off.append((_("the circus"), 1))
        rule = "loire.buy.circus"
    if base - sum(n for _, n in off) < 0:
        rule = "loire.buy.minimum-zero"
    return base, off, rule


def _price_hint(state: State, village: str) -> str:
    """Why the price is what it is, without the final number."""
    base, off, _rule = _price_parts(state, village)
    colour = colour_word(state.shield(village))
    discounts = _("; then {discounts}").format(discounts=_(" and ").join(
        _("{what} takes {deniers} off").format(what=what, deniers=_deniers(n)) for what, n in off)) if off else \
        _("; no building and no circus there")
    text = _("{village}'s shield is {colour}, and the {colour} tile lies on a space of price {price}{discounts}")
    return text.format(village=village, colour=colour, price=base, discounts=discounts)


def _check_prices(ex: Exercise, game: Game, answer: Any, villages: tuple[str, ...]) -> Feedback:
    given = _mapping(answer, "a dict from each village to its price")
    said: dict[str, int] = {}
    for key, value in given.items():
        said[_place(key)] = shared.read_count(value, f"the price at {key}")
    missing = [v for v in villages if v not in said]
    extra = [v for v in said if v not in villages]
    if missing or extra:
        raise Unreadable(f"give a price for each of {_and(villages)}"
                         + (f"; missing: {_and(missing)}" if missing else f"; not asked: {_and(extra)}"))
    state = game.state
    right = prices(state)
    lines, rules = [], []
    for v in villages:
        rule = _price_parts(state, v)[2]
        if said[v] != right[v].price:
            lines.append(_("{village}: not {said}: {why} — {rule}.").format(village=v, said=said[v],
                                                                         why=_price_hint(state, v), rule=cite(rule)))
            rules.append(rule)
    if not lines:
        used = [r for r in (_price_parts(state, v)[2] for v in villages) if r != "loire.buy.price"]
        return Feedback(True, _("Right: each good costs the market price of its village's colour — {rule} — less "
                                "the discounts: {discounts}.").format(rule=cite("loire.buy.price"),
                                                                      discounts=_cites(used)),
                        tuple(dict.fromkeys(["loire.buy.price", *used])))
    return Feedback(False, " ".join([_("Not quite."), *lines]), tuple(dict.fromkeys(rules)))


def _solve_prices(ex: Exercise, game: Game, villages: tuple[str, ...]) -> tuple[Any, str]:
    state = game.state
    right = prices(state)
    parts = []
    for v in villages:
        base, off, rule = _price_parts(state, v)
        minus = "".join(f" − {n} ({what})" for what, n in off)
        floor = ", but never below 0" if rule == "loire.buy.minimum-zero" else ""
        parts.append(f"{v} ({right[v].good}, {state.shield(v)} shield): {base}{minus}{floor} = {right[v].price} "
                     f"({rule})")
    text = (f"A good costs the price of the market space under its village's shield colour (loire.buy.price); a "
            f"farm or monastery takes 1 off, a castle 2, the circus 1 more, and a price never goes below 0. "
            f"loire.routes.prices asks loire.rules.buy_price for each village: {'; '.join(parts)}.")
    return {v: right[v].price for v in villages}, text


# -- 3. where can the piece stop? -------------------------------------------------------------------------------


def _reach(state: State, piece: str) -> dict[int, set[str]]:
    """Team size -> the places ``piece`` may stop at (from the legal moves, via loire.routes.ends)."""
    found = ends(state, piece)
    return {h: set(found.get(h, {})) for h in range(max_horses(state.me) + 1)}


def _read_reach(answer: Any, most: int) -> dict[int, set[str]]:
    given = _mapping(answer, "a dict from each team size (0 to 2 horses) to the set of places")
    out: dict[int, set[str]] = {}
    for key, value in given.items():
        n = shared.read_count(key, "a team size")
        if n > most:
            raise Unreadable(f"a team has 0 to {most} horses, not {n}")
        out[n] = _places(value)
    return {h: out.get(h, set()) for h in range(most + 1)}


def _check_reach(ex: Exercise, game: Game, answer: Any, piece: str) -> Feedback:
    state = game.state
    most = max_horses(state.me)
    said = _read_reach(answer, most)
    right = _reach(state, piece)
    start = state.me.piece(piece)
    if said == right:
        road, way = _road(start)
        rules = ("loire.move.steps", "loire.move.add-horse", "loire.move.drop-horses", road, "loire.move.exact-steps")
        return Feedback(True, _("Right: a team of h horses moves exactly h + 1 places — {steps}; one free horse may "
                                "join where the {piece} stands — {add} — and horses may stay behind — {drop}; {way} — "
                                "{road}; and a city is reached exactly — {exact}.").format(
                            steps=cite(rules[0]), piece=piece_word(piece), add=cite(rules[1]), drop=cite(rules[2]),
                            way=way, road=cite(road), exact=cite(rules[4])),
                        rules)
    lines, rules = [_("Not quite.")], []
    for h in range(most + 1):
        for place in sorted(said[h] - right[h]):
            v = game.check(Travel(piece, place, h - start.horses))
            lines.append(_("With {horses}, not {place}: {reason} — {rule}.").format(
                horses=_horses(h), place=place, reason=v.reason, rule=cite(v.rule)))
            rules.append(v.rule)
        missing = right[h] - said[h]
        if missing:
            rule = "loire.move.city-choice" if start.place in CITIES and len(right[h]) > 1 else "loire.move.steps"
            lines.append(ngettext("With {horses} you missed {missed}: the team moves exactly {n} place — {rule}.",
                                  "With {horses} you missed {missed}: the team moves exactly {n} places — {rule}.",
                                  h + 1).format(horses=_horses(h), n=h + 1, rule=cite(rule),
                                                missed=ngettext("{n} place", "{n} places",
                                                                len(missing)).format(n=len(missing))))
            rules.append(rule)
    return Feedback(False, " ".join(lines), tuple(dict.fromkeys(rules)))


def _road(start: Any) -> tuple[str, str]:
    """The rule on which road a piece takes (leaving a city, or between cities) and what it says."""
    if start.place in CITIES:
        return "loire.move.city-choice", _("from a city either road is open")
    return "loire.move.keep-road", _("the road and direction stay the same up to the next city")


def _solve_reach(ex: Exercise, game: Game, piece: str) -> tuple[Any, str]:
    state = game.state
    start = state.me.piece(piece)
    right = _reach(state, piece)
    here = state.horses_at(start.place)
    ahead = start.toward or next(c for c in CITIES if c != start.place)
    parts = []
    for h, places in right.items():
        change = h - start.horses
        how = "as it is" if change == 0 else f"after leaving {-change} behind" if change < 0 else \
            f"after taking {change} free horse{'s' if change > 1 else ''}"
        if places:
            stops = _and(sorted(places))
        else:
            v = game.check(Travel(piece, ahead, change))
            stops = f"nowhere ({v.reason}, {v.rule})"
        parts.append(f"{_plural(h, 'horse')} ({how}): {_plural(h + 1, 'place')}, {stops}")
    text = (f"The {piece} stands at {start.place}{f' heading for {start.toward}' if start.toward else ''} with "
            f"{_plural(start.horses, 'horse')}; {_plural(here, 'free horse')} stand{'s' if here == 1 else ''} there. "
            f"A team may keep 0 to {max_horses(state.me)} horses (loire.move.max-horses), taking at most one free "
            f"horse from its place (loire.move.add-horse) or leaving any behind (loire.move.drop-horses), and moves "
            f"exactly one place more than its horses (loire.move.steps); {_road(start)[1]} ({_road(start)[0]}) "
            f"and a move never runs past a city (loire.move.exact-steps). loire.routes.ends plays every legal travel "
            f"on a copy: {'; '.join(parts)}.")
    return right, text


# -- 4. the market after a purchase, and the circus -----------------------------------------------------------------


def _read_market(answer: Any) -> tuple[list[str], set[str]]:
    market, circus = _pair(answer, "the market after the purchase (seven colours, cheap to dear), then the set of "
                                   "villages the circus may move to")
    if isinstance(market, str):
        market = market.replace(",", " ").split()
    if not isinstance(market, (list, tuple)) or len(market) != len(COLOURS):
        raise Unreadable(f"the market is a list of the {len(COLOURS)} colours, cheap to dear")
    colours = [_colour(c) for c in market]
    if sorted(colours) != sorted(COLOURS):
        raise Unreadable(f"the market lists each of {', '.join(COLOURS)} once")
    return colours, _places(circus, "villages")


def _check_market(ex: Exercise, game: Game, answer: Any, village: str) -> Feedback:
    market, circus = _read_market(answer)
    state = game.state
    after = market_after(state, village)
    colour = colour_word(state.shield(village))
    lines, rules = [], []
    if tuple(market) != after.market:
        lines.append(_("The market: the {colour} tile of {village} goes to the right end, and only the tiles that "
                       "stood to its right slide one space left — {rule}.").format(
            colour=colour, village=village, rule=cite("loire.market.shift")))
        rules.append("loire.market.shift")
    if circus != set(after.circus_to):
        lines.append(_circus_hint(state, after, circus))
        rules.append("loire.circus.move")
    if not lines:
        return Feedback(True, _("Right: the {colour} tile moves to the right end — {shift}; {circus} — "
                                "{rule}.").format(colour=colour, shift=cite("loire.market.shift"),
                                                  circus=_circus_moves(state, after), rule=cite("loire.circus.move")),
                        ("loire.market.shift", "loire.circus.move"))
    return Feedback(False, " ".join([_("Not quite."), *lines]), tuple(rules))


def _circus_moves(state: State, after: Any) -> str:
    tile = colour_word(state.shield(state.circus))
    if after.circus_moves:
        return _("the {tile} circus tile comes onto the middle space, so the circus goes to a village whose shield "
                 "matches the leftmost tile, {leftmost}").format(tile=tile, leftmost=colour_word(after.market[0]))
    return _("the {tile} circus tile does not come onto the middle space, so the circus stays at {village}").format(
        tile=tile, village=state.circus)


def _circus_hint(state: State, after: Any, said: set[str]) -> str:
    tile = colour_word(state.shield(state.circus))
    rule = cite("loire.circus.move")
    if not after.circus_moves:
        return _("The circus: it moves only when a shift brings its tile (the {tile} one, the colour of {village}) "
                 "onto the middle space — {rule}.").format(tile=tile, village=state.circus, rule=rule)
    wrong = sorted(v for v in said if v not in after.circus_to)
    if wrong:
        return _("The circus: not {villages}: it goes to a village whose shield matches the leftmost tile after the "
                 "shift — {rule}.").format(villages=_and(wrong), rule=rule)
    missed = len(set(after.circus_to) - said)
    return _("The circus: you missed {villages}: any village whose shield matches the leftmost tile will do — "
             "{rule}.").format(villages=ngettext("{n} village", "{n} villages", missed).format(n=missed), rule=rule)


def _solve_market(ex: Exercise, game: Game, village: str) -> tuple[Any, str]:
    state = game.state
    after = market_after(state, village)
    colour = state.shield(village)
    text = (f"{village} has a {colour} shield. After the purchase the {colour} tile is taken out and put at the "
            f"right end; the tiles to its right slide one space left, the others stay (loire.market.shift): "
            f"{' · '.join(state.market)} becomes {' · '.join(after.market)}. The circus stands at {state.circus}, so "
            f"its tile is the {state.shield(state.circus)} one (loire.circus.tiles): {_circus_moves(state, after)} "
            f"(loire.circus.move): loire.routes.market_after plays the purchase on a copy and finds "
            f"{_and(after.circus_to) if after.circus_moves else 'no move'}.")
    return (list(after.market), set(after.circus_to)), text


# -- 5. the money limits in the cities ------------------------------------------------------------------------------


def _limits(ex: Exercise, plan: tuple[str, ...], banker: str) -> tuple[int, int, int, list[tuple[str, str]]]:
    """Red's money after ``plan``, the same with ``banker`` hired, the next player's money after its turn (which
    must be forced: income), and the explanation of red's plan."""
    def run(game: Game) -> Game:
        for move in plan:
            game.play(move)
        return game

    game = run(ex.game())
    p = game.states[0].player
    lines = [line for i in range(len(plan)) for line in game.explain(i)]
    red = game.state.players[p].money
    spec = _spec(ex.setup)
    spec["seats"][p] = {**spec["seats"][p], "characters": [*spec["seats"][p].get("characters", ()), banker]}
    rich = run(scenario(**spec)).state.players[p].money
    nxt = game.state.player
    forced = game.legal_moves()
    if len(forced) != 1:
        raise RuntimeError(f"exercise out of date: {_who(nxt)}'s turn is not forced")
    game.play(forced[0])
    return red, rich, game.state.players[nxt].money, lines


def _read_triple(answer: Any) -> tuple[int, int, int]:
    if isinstance(answer, dict):
        keys = {str(k).strip().lower(): v for k, v in answer.items()}
        if set(keys) != {"a", "b", "c"}:
            raise Unreadable("write a dict with the keys 'a', 'b' and 'c', or three numbers")
        answer = (keys["a"], keys["b"], keys["c"])
    if not isinstance(answer, (tuple, list)) or len(answer) != 3:
        raise Unreadable("write three numbers of deniers: (a), (b) and (c)")
    return tuple(shared.read_count(x, f"({part})") for x, part in zip(answer, "abc", strict=True))  # type: ignore


def _check_limits(ex: Exercise, game: Game, answer: Any, plan: tuple[str, ...], banker: str) -> Feedback:
    said = _read_triple(answer)
    red, rich, other, lines = _limits(ex, plan, banker)
    money_rules = [r for r, _ in lines if r in ("loire.money.maximum", "loire.buy.price", "loire.deliver.level1-money",
                                                "loire.sell.price", "loire.palace.bank")]
    out, rules = [], []
    if said[0] != red:
        out.append(_("(a) not {said}: follow red's money step by step; it changes under {rules}.").format(
            said=said[0], rules=_cites(money_rules)))
        rules += money_rules
    if said[1] != rich:
        out.append(_("(b) not {said}: the {banker} raises what the merchant may carry out of a city — {rule} — "
                     "{maximum}.").format(said=said[1], banker=character_word(banker),
                                          rule=cite("loire.character.banker"), maximum=cite("loire.money.maximum")))
        rules += ["loire.character.banker", "loire.money.maximum"]
    if said[2] != other:
        nxt = (game.state.player + 1) % game.state.count
        out.append(_("(c) not {said}: where does {player}'s merchant start the turn, and with how much? — "
                     "{rule}.").format(said=said[2], player=_who(nxt), rule=cite("loire.money.minimum")))
        rules.append("loire.money.minimum")
    if not out:
        return Feedback(True, _("Right: a merchant leaving a city keeps at most 10 deniers — {maximum} — 15 with the "
                                "{banker} — {rule}; and a player under 5 deniers whose merchant starts the turn in a "
                                "city only takes 1 denier — {minimum}.").format(
                            maximum=cite("loire.money.maximum"), banker=character_word(banker),
                            rule=cite("loire.character.banker"), minimum=cite("loire.money.minimum")),
                        ("loire.money.maximum", "loire.character.banker", "loire.money.minimum"))
    return Feedback(False, " ".join([_("Not quite."), *out]), tuple(dict.fromkeys(rules)))


def _solve_limits(ex: Exercise, game: Game, plan: tuple[str, ...], banker: str) -> tuple[Any, str]:
    red, rich, other, lines = _limits(ex, plan, banker)
    state = game.state
    nxt = (state.player + 1) % state.count
    steps = " ".join(f"{sentence[0].upper()}{sentence[1:].rstrip('.')} ({rule})." for rule, sentence in lines)
    text = (f"(a) Play red's turn on a copy: {steps} Red ends with {_deniers(red)}. (b) With the {banker} the merchant "
            f"may leave a city with up to 15 deniers (loire.character.banker), so nothing is discarded: "
            f"{_deniers(rich)}. (c) {_who(nxt).capitalize()}'s merchant starts the turn in "
            f"{state.players[nxt].merchant.place} with {_deniers(state.players[nxt].money)}, under 5: the only legal "
            f"move is 'income', 1 denier, and the turn ends (loire.money.minimum): {_deniers(other)}.")
    return (red, rich, other), text


# -- 6. which message can go where? -----------------------------------------------------------------------------------


def _delivery_map(state: State) -> dict[str, set[str]]:
    """Card -> the places the messenger can stop at this turn and deliver (a step of) it (from the legal moves)."""
    out: dict[str, set[str]] = {card: set() for card in state.me.hand}
    for places in ends(state, "messenger").values():
        for place, acts in places.items():
            for act in acts:
                if act.startswith("deliver "):
                    out[act.removeprefix("deliver ")].add(place)
    return out


def _read_deliveries(state: State, answer: Any) -> dict[str, set[str]]:
    given = _mapping(answer, "a dict from each message to the set of places")
    out = {card: set() for card in state.me.hand}
    for key, value in given.items():
        out[_card(state, key)] = _places(value)
    return out


def _arrive(state: State, place: str) -> State | None:
    """The position after a legal travel of the messenger to ``place`` (None: it cannot stop there this turn)."""
    for move in legal_moves(state):
        if isinstance(move, Travel) and move.piece == "messenger" and move.to == place:
            return apply(state, move)
    return None


def _check_deliveries(ex: Exercise, game: Game, answer: Any) -> Feedback:
    state = game.state
    said = _read_deliveries(state, answer)
    right = _delivery_map(state)
    if said == right:
        levels = sorted({CARDS[c].level for c in right})
        rules = [f"loire.deliver.level{lv}" for lv in levels]
        return Feedback(True, _("Right: each message goes where its card says — {rules} — and only where the "
                                "messenger can stop this turn — {steps}.").format(rules=_cites(rules),
                                                                                 steps=cite("loire.move.steps")),
                        (*rules, "loire.move.steps"))
    lines, rules = [_("Not quite.")], []
    for card in state.me.hand:
        for place in sorted(said[card] - right[card]):
            there = _arrive(state, place)
            if there is None:
                lines.append(_("{card} at {place}: the messenger cannot stop at {place} this turn — {rule}.").format(
                    card=card, place=place, rule=cite("loire.move.steps")))
                rules.append("loire.move.steps")
                continue
            v = _deliver_verdict(there, card)
            lines.append(_("{card} at {place}: {reason} — {rule}.").format(card=card, place=place, reason=v.reason,
                                                                            rule=cite(v.rule)))
            rules.append(v.rule)
        missing = right[card] - said[card]
        if missing:
            rule = f"loire.deliver.level{CARDS[card].level}"
            lines.append(_("{card}: you missed {places} the messenger can reach this turn — {rule}.").format(
                card=card, places=ngettext("{n} place", "{n} places", len(missing)).format(n=len(missing)),
                rule=cite(rule)))
            rules.append(rule)
    return Feedback(False, " ".join(lines), tuple(dict.fromkeys(rules)))


def _deliver_verdict(state: State, card: str) -> Verdict:
    """The engine's verdict on delivering ``card`` in ``state``."""
    return verdict(state, Deliver(card))


def _solve_deliveries(ex: Exercise, game: Game) -> tuple[Any, str]:
    state = game.state
    me = state.me
    right = _delivery_map(state)
    stops = sorted({place for places in ends(state, "messenger").values() for place in places})
    parts = []
    for card in me.hand:
        if right[card]:
            parts.append(f"{card}: {_and(sorted(right[card]))}")
            continue
        reasons = {}
        for place in stops:
            there = _arrive(state, place)
            v = _deliver_verdict(there, card) if there is not None else None
            if v is not None and not v.ok:
                reasons.setdefault(v.rule, f"{v.reason} ({v.rule})")
        parts.append(f"{card}: nowhere this turn ({'; '.join(reasons.values())})")
    chars = _and(sorted(me.characters)) if me.characters else "no characters"
    text = (f"This turn the messenger can stop at {_and(stops)} (loire.move.steps). A level-1 message goes to its "
            f"village (loire.deliver.level1); a level-2 or level-3 message to villages of its colours, one cube per "
            f"step, and needs the Apprentice (and for level 3 the Helper too: loire.deliver.level2, "
            f"loire.deliver.level3); a monastery message to its city (loire.deliver.level4). Red has {chars}. "
            f"loire.routes.ends plays each stop on a copy and lists the deliveries legal there: {'; '.join(parts)}.")
    return right, text


# -- 7. the score at the end ------------------------------------------------------------------------------------------


def _read_breakdown(answer: Any) -> dict[str, int]:
    given = _mapping(answer, "a dict from each category to points")
    said: dict[str, int] = {}
    for key, value in given.items():
        name = str(key).strip().lower() if isinstance(key, str) else key
        if name not in CATEGORIES:
            raise Unreadable(f"{key!r} is not a category; they are {', '.join(CATEGORIES)}")
        said[name] = shared.read_count(value, f"the {name} points")
    missing = [c for c in CATEGORIES if c not in said]
    if missing:
        raise Unreadable(f"give points for every category; missing: {', '.join(missing)}")
    return said


def _score_hint(state: State, p: int, category: str) -> str:
    pl = state.players[p]
    if category == "boat":
        return _("one point per river space the boat has travelled")
    if category == "delivered":
        levels = [CARDS[c].level for c in pl.delivered]
        said = str(levels) if get_language() == "en" else ", ".join(map(str, levels))  # English: as the notebooks
        return _("each delivered message scores the points of its level (red delivered levels {levels})").format(
            levels=said)
    if category == "undelivered":
        return ngettext("red still holds {n} message", "red still holds {n} messages", len(pl.hand)).format(
            n=len(pl.hand))
    if category == "characters":
        return _("each character card scores its own points (yellow, red, green and blue differ)")
    if category == "blue":
        blue = [n for n in sorted(pl.characters) if CHARACTERS[n].message_type is not None]
        kinds = {n: CHARACTERS[n].message_type.value for n in blue}  # type: ignore[union-attr]
        counts = _and(_("the {character} counts {kind} messages").format(character=character_word(n),
                                                                          kind=message_type(t))
                      for n, t in kinds.items())
        return _("{counts}: count red's delivered messages of those types").format(counts=counts)
    if category == "palaces":
        return ngettext("red owns {n} palace card", "red owns {n} palace cards", len(pl.palaces)).format(
            n=len(pl.palaces))
    return _("the total is the sum of the six categories, and most points wins")


def _check_breakdown(ex: Exercise, game: Game, answer: Any, p: int) -> Feedback:
    said = _read_breakdown(answer)
    state = game.state
    right = breakdown(state, p)
    wrong = [c for c in CATEGORIES if said[c] != right[c]]
    if "total" in wrong and len(wrong) > 1 and said["total"] == sum(said[c] for c in CATEGORIES[:-1]):
        wrong.remove("total")  # the sum of the student's own categories: only the categories are wrong
    if not wrong:
        rules = [SCORE_RULES[c] for c in CATEGORIES if c != "total"]
        return Feedback(True, _("Right: {total} points in all — {rules}.").format(total=right["total"],
                                                                                  rules=_cites(rules)), tuple(rules))
    lines = [_("{category}: not {said}: {why} — {rule}.").format(
        category=pgettext("score category", c), said=said[c], why=_score_hint(state, p, c), rule=cite(SCORE_RULES[c]))
        for c in wrong]
    return Feedback(False, " ".join([_("Not quite."), *lines]), tuple(dict.fromkeys(SCORE_RULES[c] for c in wrong)))


def _solve_breakdown(ex: Exercise, game: Game, p: int) -> tuple[Any, str]:
    state = game.state
    pl = state.players[p]
    right = breakdown(state, p)
    vp = {lv: MESSAGES[lv].vp.value for lv in MESSAGES}
    delivered = " + ".join(str(vp[CARDS[c].level]) for c in pl.delivered) or "0"
    chars = " + ".join(f"{CHARACTERS[n].vp.value} ({n})" for n in sorted(pl.characters)) or "0"
    blue = []
    for n in sorted(pl.characters):
        info = CHARACTERS[n]
        if info.message_type is not None:
            count = sum(CARDS[c].type == info.message_type.value for c in pl.delivered)
            blue.append(f"the {n} {info.vp_per_message.value} × {count} {info.message_type.value} messages")
    palaces = " + ".join(f"{PALACES[k].vp} ({k[0]} {k[1]})" for k in sorted(pl.palaces)) or "0"
    text = (f"loire.scoring.breakdown counts: boat {pl.boat} spaces (loire.score.boat); delivered messages "
            f"{delivered} by level (loire.score.delivered); {_plural(len(pl.hand), 'undelivered message')} at 1 each "
            f"(loire.score.undelivered, our reading of the Hungarian text); characters {chars} "
            f"(loire.score.characters); blue bonuses {_and(blue)} (loire.score.blue); palaces {palaces} "
            f"(loire.score.palaces). Total {right['total']}.")
    return dict(right), text


# -- 8. who wins? ---------------------------------------------------------------------------------------------------


def _ranking(state: State) -> list[int]:
    keys = {p: tie_key(state, p) for p in range(state.count)}
    if len(set(keys.values())) != len(keys):
        raise RuntimeError("exercise out of date: two players are still tied after the tie-breaks")
    return sorted(keys, key=lambda p: keys[p], reverse=True)


def _read_ranking(state: State, answer: Any) -> list[int]:
    names = shared.read_words(answer, "players", "['blue', 'red', 'green']", ordered=True)
    order = []
    for name in names:
        if name.strip().lower() not in PLAYER_COLOURS[: state.count]:
            raise Unreadable(f"{name!r} is not a player; the players are {_and(PLAYER_COLOURS[: state.count])}")
        order.append(PLAYER_COLOURS.index(name.strip().lower()))
    if sorted(order) != list(range(state.count)):
        raise Unreadable(f"list each of the {state.count} players once, first to last")
    return order


def _decider(state: State, a: int, b: int) -> tuple[str, str]:
    """Why player ``a`` ranks above ``b``: (text, rule id)."""
    ka, kb = tie_key(state, a), tie_key(state, b)
    if ka[0] != kb[0]:
        return f"{_who(a)} has more points than {_who(b)}", "loire.score.tie-break"
    if ka[1] != kb[1]:
        return f"{_who(a)} and {_who(b)} have the same points; then castles decide", "loire.score.tie-break"
    return (f"{_who(a)} and {_who(b)} have the same points and castles; then all buildings count, palaces, "
            f"monasteries and farms included", "loire.score.tie-break")


def _check_ranking(ex: Exercise, game: Game, answer: Any) -> Feedback:
    state = game.state
    said = _read_ranking(state, answer)
    right = _ranking(state)
    if said == right:
        return Feedback(True, _("Right: {players}: most points first, then most castles, then most buildings — "
                                "{rule}; the points come from the boat, messages, characters and palaces — "
                                "{palaces}.").format(players=_and(_who(p) for p in right),
                                                     rule=cite("loire.score.tie-break"),
                                                     palaces=cite("loire.score.palaces")),
                        ("loire.score.tie-break", "loire.score.palaces"))
    i = next(k for k in range(state.count) if said[k] != right[k])
    ahead, behind = said[i], right[i]  # the student put ``ahead`` where ``behind`` belongs
    rule = _decider(state, behind, ahead)[1]
    k_ahead, k_behind = tie_key(state, ahead), tie_key(state, behind)
    if k_ahead[0] != k_behind[0]:
        why = _("count the points again: {player} does not have the most points left").format(player=_who(ahead))
    elif k_ahead[1] != k_behind[1]:
        why = _("{player} and {other} have the same points, so the next step of the tie-break decides").format(
            player=_who(ahead), other=_who(behind))
    else:
        why = _("{player} and {other} have the same points and castles, so the last step of the tie-break decides; "
                "what counts as a building there?").format(player=_who(ahead), other=_who(behind))
    return Feedback(False, _("Not quite: {player} is not in place {n}: {why} — {rule}.").format(
        player=_who(ahead), n=i + 1, why=why, rule=cite(rule)), (rule,))


def _solve_ranking(ex: Exercise, game: Game) -> tuple[Any, str]:
    state = game.state
    right = _ranking(state)
    rows = []
    for p in range(state.count):
        total, castles, buildings = tie_key(state, p)
        rows.append(f"{_who(p)} {total} points, {_plural(castles, 'castle')}, {_plural(buildings, 'building')}")
    pairs = zip(right, right[1:], strict=False)
    steps = "; ".join(f"{_who(a)} above {_who(b)}: {_decider(state, a, b)[0]}" for a, b in pairs)
    text = (f"loire.scoring.tie_key gives (points, castles, buildings with palaces) for each player: "
            f"{'; '.join(rows)}. Sort by it (loire.score.tie-break): {steps}.")
    return [PLAYER_COLOURS[p] for p in right], text  # the answer: the players as the notebooks name them


# -- 9 and 10. plan a turn ---------------------------------------------------------------------------------------------


GOALS = {"money": (N_("deniers"), lambda s, p: s.players[p].money),
         "boat": (N_("river spaces"), lambda s, p: s.players[p].boat)}
_NOT_WHY = {"money": ("loire.move.", "loire.turn.", "loire.market.", "loire.circus.", "loire.end.",
                      "loire.deliver.level1", "loire.deliver.level2", "loire.deliver.level3", "loire.deliver.level4"),
            "boat": ("loire.move.", "loire.turn.", "loire.market.", "loire.circus.", "loire.end.", "loire.buy.price")}
"""Rules of the explanations that say what a step is, not why the money or the boat changed."""


def _best_turn(state: State, goal: str) -> tuple[int, tuple[Move, ...]]:
    """The most of ``goal`` the player to move can have when the turn ends, and a turn that gets it: every way to
    play out the turn is searched (positions met twice are worked out once)."""
    p, value = state.player, GOALS[goal][1]
    memo: dict[State, tuple[int, tuple[Move, ...]]] = {}

    def go(s: State) -> tuple[int, tuple[Move, ...]]:
        if s in memo:
            return memo[s]
        best: tuple[int, tuple[Move, ...]] | None = None
        for move in legal_moves(s):
            after = apply(s, move)
            if isinstance(move, End) or after.player != p or after.over:
                found = (value(after, p), (move,))
            else:
                sub = go(after)
                found = (sub[0], (move, *sub[1]))
            if best is None or found[0] > best[0]:
                best = found
        memo[s] = best if best is not None else (value(s, p), ())
        return memo[s]

    return go(state)


def _read_plan(game: Game, answer: Any) -> list[Move]:
    steps = shared.listed(answer)
    if not isinstance(steps, (list, tuple)) or not steps:
        raise Unreadable("write the turn as a list of moves, like ['merchant Saumur', 'buy cheese', ...]")
    return [shared.read_move(game, s.strip() if isinstance(s, str) else s, "merchant -1 Saumur") for s in steps]


def _changes(game: Game, goal: str) -> list[str]:
    """The rules behind every step of ``game``'s history that changed the player's ``goal``."""
    value = GOALS[goal][1]
    p = game.states[0].player
    out = []
    for i in range(len(game.history)):
        if value(game.states[i + 1], p) != value(game.states[i], p):
            out += [r for r, _ in game.explain(i)]
    noise = _NOT_WHY[goal]
    return [r for r in dict.fromkeys(out) if not r.startswith(noise) or r == "loire.deliver.level1-money"]


def _why(game: Game, goal: str) -> list[str]:
    """The rules that changed the player's ``goal`` in ``game``'s history and, when the goal is not money, the rules
    that brought money in (money pays for the boat)."""
    out = _changes(game, goal)
    if goal != "money":
        p, money = game.states[0].player, GOALS["money"][1]
        gains = [i for i in range(len(game.history)) if money(game.states[i + 1], p) > money(game.states[i], p)]
        out += [r for i in gains for r, _ in game.explain(i) if not r.startswith(_NOT_WHY["money"])
                or r == "loire.deliver.level1-money"]
    return list(dict.fromkeys(out))


def _play_plan(ex: Exercise, game: Game, plan: list[Move]) -> tuple[Game, Feedback | None]:
    """Play ``plan`` on ``game``; a feedback if a step is refused or the turn is not completed."""
    p = game.state.player
    for i, move in enumerate(plan, 1):
        if game.state.player != p:
            return game, Feedback(False, _("Not quite: the turn is over after step {n}; the plan goes on into "
                                           "{player}'s turn — {rule}.").format(n=i - 1, player=_who(game.state.player),
                                                                               rule=cite("loire.turn.end")),
                                  ("loire.turn.end",))
        v = game.check(move)
        if not v.ok:
            return game, Feedback(False, _("Not quite: step {n}, {move}, is refused: {reason} — {rule}.").format(
                n=i, move=move, reason=v.reason, rule=cite(v.rule)), (v.rule,))
        game.play(move)
    if game.state.player == p and not game.state.over:
        v = game.check(End())
        if not v.ok:
            return game, Feedback(False, _("Not quite: the turn is not finished: {reason} — {rule}.").format(
                reason=v.reason, rule=cite(v.rule)), (v.rule,))
        game.play(End())
    return game, None


def _check_plan(ex: Exercise, game: Game, answer: Any, goal: str) -> Feedback:
    plan = _read_plan(game, answer)
    start = game.state
    p = start.player
    unit, value = GOALS[goal]
    best, best_plan = _best_turn(start, goal)
    game, refused = _play_plan(ex, game, plan)
    if refused is not None:
        return refused
    got = value(game.state, p)
    mine = _why(game, goal)
    if got >= best:
        return Feedback(True, _("Right: the turn ends with {n} {unit}, the most possible — {rules}.").format(
            n=got, unit=_(unit), rules=_cites(mine)), tuple(mine))
    model = ex.game()
    model.play_many(best_plan)
    theirs = _("in your turn they change under {rules}").format(rules=_cites(mine)) if mine else \
        _("your turn does not change them at all")
    better = [r for r in _why(model, goal) if r not in mine]
    hint = _("the best turns also use {rules}").format(rules=_cites(better)) if better else \
        _("the best turns use the same rules, but get more out of them")
    pieces = [[m.piece for m in g.history if isinstance(m, Travel)] for g in (game, model)]
    order = " " + _("Does the order of the two pieces matter?") if pieces[0] != pieces[1] else ""
    return Feedback(False, _("Not quite: your turn ends with {n} {unit}, but {best} are possible: {theirs}; "
                             "{hint}.").format(n=got, unit=_(unit), best=best, theirs=theirs, hint=hint) + order,
                    tuple(dict.fromkeys([*mine, *better])))


def _solve_plan(ex: Exercise, game: Game, goal: str) -> tuple[Any, str]:
    start = game.state
    p = start.player
    unit, value = GOALS[goal]
    best, plan = _best_turn(start, goal)
    game.play_many(plan)
    steps = "; ".join(f"{move} ({', '.join(r for r, _ in game.explain(i))})" for i, move in enumerate(plan))
    before = value(start, p)
    text = (f"Search every way to play out red's turn (loire.rules.legal_moves at each step, both pieces in either "
            f"order, each with its optional action: loire.turn.both-pieces, loire.turn.action-after-move) and keep "
            f"the {unit} red has at its end. Red starts with {before}; the most is {best}, for example: {steps}.")
    return [str(m) for m in plan], text


# -- the exercises --------------------------------------------------------------------------------------------------


def _ex(id: str, title: str, level: str, question: str, form: str, setup: dict[str, Any], rules: tuple[str, ...],
        check: Callable[..., Feedback], solve: Callable[..., tuple[Any, str]], params: dict[str, Any] | None = None,
        **rest: Any) -> Exercise:
    return Exercise(id, title, level, question, form, tuple(setup.items()), rules,
                    *shared.bound(check, solve, params), **rest)


MARKET = ("blue", "yellow", "purple", "red", "green", "white", "black")
"""The market of most exercises, cheap to dear: prices 1, 1, 2, 2, 3, 3, 4."""
_LEGAL = ("merchant Langeais", "merchant Saumur", "messenger +1 Blois", "boat 1", "end")
"""Ex1's steps: each refused one breaks exactly one rule (a free horse waits in Orléans, so taking it breaks only the
two-horse limit; paying for the boat in Nantes breaks only the order of move and action)."""
_PRICED = ("Saumur", "Chinon", "Ussé", "Angers", "Tours")
_LIMITS_PLAN = ("merchant Langeais", "buy wood", "messenger Vendôme", "end")

EXERCISES: tuple[Exercise, ...] = (
    _ex("ex1", N_("Legal or not, and why?"), "easy",
        "Two players; red's turn begins, with both pieces where the game starts them: the merchant in Nantes and the "
        "messenger in Orléans, each with two horses; one free horse stands in Orléans. Judge each of these five "
        "steps as red's next move: " + ", ".join(f"`{m}`" for m in _LEGAL) + ". Is each legal, and which rule "
        "decides?",
        "five verdicts, one per move in the order asked: a list of pairs like [(True, 'loire.move.steps'), "
        "(False, 'loire.buy.where'), ...] — legal or not, then the id of the deciding rule",
        {"players": 2, "seed": 1, "player": 0, "market": MARKET, "loose": {"Orléans": 1}},
        ("loire.move.steps", "loire.move.max-horses", "loire.turn.action-after-move", "loire.turn.must-move"),
        _check_verdicts, _solve_verdicts, {"moves": _LEGAL}, highlight=("Langeais", "Saumur", "Blois"),
        mistakes=([(True, "loire.move.steps")] * 5,
                  [(True, "loire.move.steps"), (True, "loire.move.steps"), (True, "loire.move.add-horse"),
                   (False, "loire.boat.passage"), (False, "loire.turn.must-move")],
                  [(True, "loire.move.city-choice"), (False, "loire.move.steps"), (False, "loire.move.max-horses"),
                   (False, "loire.turn.action-after-move"), (False, "loire.turn.must-move")]),
        ask=N_("Red's turn is just starting. The merchant waits in Nantes and the messenger in Orléans, each with "
               "two horses, and one free horse stands in Orléans. Below are five things red might try as the very "
               "first step of the turn. For each one: is it allowed? And which rule decides?"),
        hints=(N_("Count along the road: a team always moves exactly one place more than the number of horses it has "
                  "with it."),
               N_("A team may never have more than two horses. Trading and paying for the boat only happen right "
                  "after the piece doing it has moved, and a turn cannot end before both pieces have moved."),),
        rests_on=N_("The distances are counted on the tutor's board: the order of the villages is rebuilt from the "
                    "rulebook's horse lists, because the board's picture is lost.")),
    _ex("ex2", N_("What does the good cost?"), "easy",
        "Suppose red's merchant stopped in Saumur, in Chinon, in Ussé, in Angers or in Tours. With the market as it "
        "is now, how many deniers would red pay for the village's good in each? Mind the buildings (whoever owns "
        "them) and the circus.",
        "a dict from village to deniers, like {'Saumur': 2, 'Tours': 1}",
        {"players": 2, "seed": 1, "player": 0, "market": MARKET, "circus": "Ussé",
         "shields": {"Saumur": "purple", "Chinon": "white", "Ussé": "yellow", "Angers": "black", "Tours": "green"},
         "buildings": {"Saumur": "0 farm", "Chinon": "1 castle", "Ussé": "1 farm", "Angers": "1 monastery"}},
        ("loire.buy.price", "loire.buy.farm", "loire.buy.castle", "loire.buy.monastery", "loire.buy.circus",
         "loire.buy.minimum-zero"),
        _check_prices, _solve_prices, {"villages": _PRICED}, highlight=_PRICED,
        mistakes=({"Saumur": 2, "Chinon": 3, "Ussé": 1, "Angers": 4, "Tours": 3},
                  {"Saumur": 1, "Chinon": 2, "Ussé": 0, "Angers": 3, "Tours": 3},
                  {"Saumur": 1, "Chinon": 1, "Ussé": 1, "Angers": 2, "Tours": 3}),
        ask=N_("Imagine red's merchant stops in one of the five framed villages: Saumur, Chinon, Ussé, Angers or "
               "Tours. With the market as it is now, how many deniers would the good of each village cost? Watch out "
               "for the buildings (whoever owns them) and for the circus."),
        hints=(N_("Start at the market: find the tile with the colour of the village's shield. The space under that "
                  "tile gives the price before any discount."),
               N_("Then take off the discounts: a farm or a monastery in the village takes a denier off, a castle "
                  "two deniers, whoever built it, and the circus takes off a denier more. A price can never go below "
                  "nothing."),),
        rests_on=N_("The market's prices here (1, 1, 2, 2, 3, 3, 4 from left to right) are the tutor's choice: the "
                    "rulebook gives only the 4 on the right. The discounts are the rulebook's.")),
    _ex("ex3", N_("Where can the merchant stop?"), "easy",
        "The casual game. Red's merchant is on the north road at Angers, on its way back to Nantes, with one horse; "
        "one free horse stands at Angers. Red may travel with 0, 1 or 2 horses. For each team size, where can the "
        "merchant stop this move?",
        "a dict from team size to a set of places (an empty set where it cannot stop), like {0: {'Tours'}, "
        "1: {'Blois', 'Vendôme'}, 2: set()}",
        {"players": 2, "seed": 1, "variant": "casual", "player": 0, "market": MARKET, "loose": {"Angers": 1},
         "seats": [{"merchant": "Angers>Nantes", "merchant_horses": 1}, {}]},
        ("loire.move.steps", "loire.move.drop-horses", "loire.move.add-horse", "loire.move.keep-road",
         "loire.move.exact-steps"),
        _check_reach, _solve_reach, {"piece": "merchant"}, highlight=("Angers",),
        mistakes=({0: {"Ancenis", "Langeais"}, 1: {"Nantes", "Tours"}, 2: {"Vendôme"}},
                  {0: {"Ancenis"}, 1: {"Nantes"}, 2: {"Nantes"}},
                  {0: {"Langeais"}, 1: {"Tours"}, 2: {"Vendôme"}}),
        ask=N_("This is the casual game. Red's merchant is on the north road at Angers, on its way back to Nantes, "
               "with one horse, and one free horse stands at Angers. The merchant may travel with no horse, with one "
               "horse or with two horses. For each team size, mark every place where the merchant could stop on this "
               "move. If it cannot move with that many horses, mark nothing."),
        hints=(N_("Count the steps: a team moves exactly one place more than the number of horses with it, never "
                  "fewer and never more."),
               N_("Between the two cities a piece cannot turn round: it keeps going the way it is heading. And a "
                  "piece must land on a city exactly: it may not run past it."),),
        rests_on=N_("Two things here are the tutor's: the order of the villages on the board (its picture is "
                    "lost), and its reading that a move may not run on past a city (the rulebook only says you "
                    "must land on it exactly).")),
    _ex("ex4", N_("The market after a purchase"), "medium",
        "Red's merchant has just stopped in Saumur and buys its cheese. What does the market look like afterwards "
        "(cheap to dear), and to which villages may red move the circus (none if it stays where it is)?",
        "a pair: the market as a list of seven colours, cheap to dear, then a set of villages, like "
        "(['blue', 'yellow', ...], {'Tours'})",
        {"players": 2, "seed": 1, "player": 0, "market": ["red", "yellow", "purple", "blue", "black", "green", "white"],
         "circus": "Ussé", "shields": {"Saumur": "blue", "Ussé": "black"},
         "seats": [{"merchant": "Saumur>Orléans", "merchant_horses": 1}, {}],
         "turn": {"moved": ["merchant"], "acting": "merchant"}},
        ("loire.market.shift", "loire.circus.tiles", "loire.circus.move"),
        _check_market, _solve_market, {"village": "Saumur"}, highlight=("Saumur", "Ussé"),
        mistakes=((["yellow", "purple", "blue", "black", "green", "white", "red"], set()),
                  (["red", "yellow", "purple", "black", "green", "white", "blue"], set()),
                  (["red", "yellow", "purple", "black", "green", "white", "blue"], {"Ussé"}),
                  (["blue", "red", "yellow", "purple", "black", "green", "white"], {"Saumur"})),
        ask=N_("Red's merchant has just stopped in Saumur and buys the cheese there. What does the market look like "
               "afterwards, from the cheapest tile to the dearest? And to which villages may red then move the "
               "circus? If the circus stays where it is, choose no village."),
        hints=(N_("The tile with the colour of the village you buy in is taken out and put at the dear end. Only the "
                  "tiles that were to its right slide one space towards the cheap end; the tiles to its left stay "
                  "put."),
               N_("The circus belongs to the market tile with the colour of its village's shield. It moves only when "
                  "that tile lands on the middle space, and then it goes to a village whose shield matches the "
                  "cheapest tile."),),
        rests_on=N_("The rulebook says that all the other tiles slide left; the tutor reads this as: only the "
                    "tiles to the right of the gap slide. The seven tiles are the tutor's choice too.")),
    _ex("ex5", N_("Too rich, too poor"), "medium",
        "Red holds 14 deniers; red's merchant stands in Nantes, blue's in Orléans with only 4 deniers. Red plays "
        + ", ".join(f"`{m}`" for m in _LIMITS_PLAN) + ". (a) How many deniers does red hold at the end of the "
        "turn? (b) How many would red hold if red had hired the Banker? (c) How many deniers does blue hold at the "
        "end of blue's next turn, whatever blue tries?",
        "three numbers of deniers, (a), (b) and (c), like (12, 14, 6)",
        {"players": 2, "seed": 1, "player": 0, "market": MARKET, "shields": {"Langeais": "purple"},
         "seats": [{"merchant": "Nantes", "merchant_horses": 2, "money": 14, "messenger": "Tours>Orléans",
                    "messenger_horses": 0}, {"merchant": "Orléans", "money": 4}]},
        ("loire.money.maximum", "loire.character.banker", "loire.money.minimum", "loire.buy.price"),
        _check_limits, _solve_limits, {"plan": _LIMITS_PLAN, "banker": "Banker"}, highlight=("Langeais",),
        seats=(0, 1),
        mistakes=((12, 12, 4), (8, 8, 5), (12, 12, 5), (8, 12, 4)),
        ask=N_("Red holds 14 deniers, red's merchant stands in Nantes and blue's merchant in Orléans, and blue holds "
               "only 4 deniers. Red moves the merchant to Langeais and buys the wood there, then moves the messenger "
               "to Vendôme and ends the turn. (a) How many deniers does red hold at the end of the turn? (b) How "
               "many would red hold if red had hired the Banker? (c) How many deniers does blue hold at the end of "
               "blue's next turn, whatever blue tries?"),
        hints=(N_("Follow red's money step by step. What happens to the money a merchant carries when it leaves "
                  "Nantes or Orléans?"),
               N_("Read the Banker's card: it changes how much a merchant may carry out of a city."),
               N_("Blue is poor. What may a player do whose merchant starts the turn in a city while the player "
                  "holds very little money?"),),
        rests_on=N_("The price of the wood comes from the tutor's market prices (the rulebook gives only the "
                    "dearest, 4), and that Langeais sells wood is the tutor's choice: the board's picture is lost.")),
    _ex("ex6", N_("Which message goes where?"), "medium",
        "Red's messenger waits in Orléans with one horse, and one free horse stands there, so it can stop at six "
        "places this turn. Red has hired the Apprentice and the Mayor and holds four messages. For each message, at "
        "which of the places the messenger can reach this turn could it be delivered, or advanced by a step?",
        "a dict from message to a set of places (an empty set for none), like {'Talcy': {'Talcy'}, 'red+green': "
        "set(), ...}",
        {"players": 2, "seed": 1, "player": 0, "market": MARKET, "loose": {"Orléans": 1},
         "shields": {"Meung-sur-Loire": "yellow", "Beaugency": "green", "Talcy": "red", "Chambord": "white",
                     "Cheverny": "purple", "Amboise": "green"},
         "seats": [{"messenger": "Orléans", "messenger_horses": 1, "characters": ["Apprentice", "Mayor"],
                    "hand": ["Beaugency", "green+white", "yellow+red+green", "Nantes.love"]}, {}]},
        ("loire.deliver.level1", "loire.deliver.level2", "loire.deliver.level3", "loire.deliver.level4",
         "loire.character.helper", "loire.move.steps"),
        _check_deliveries, _solve_deliveries,
        highlight=("Meung-sur-Loire", "Beaugency", "Talcy", "Chambord", "Cheverny", "Amboise"),
        mistakes=({"Beaugency": {"Beaugency"}, "green+white": {"Beaugency", "Chambord"}},
                  {"Beaugency": {"Beaugency"}, "green+white": {"Beaugency", "Chambord", "Amboise"},
                   "yellow+red+green": {"Meung-sur-Loire", "Talcy"}},
                  {"Beaugency": {"Beaugency"}, "green+white": {"Beaugency", "Chambord", "Amboise"},
                   "Nantes.love": {"Nantes"}}),
        ask=N_("Red's messenger waits in Orléans with one horse, and one free horse stands there, so this turn it "
               "can stop at six different places. Red has hired the Apprentice and the Mayor and holds four "
               "messages. For each message, mark every place the messenger can reach this turn where that message "
               "could be delivered, or brought one step further. Mark nothing if there is no such place."),
        hints=(N_("First find the six places: with no horse, one horse or two horses the messenger moves one, two or "
                  "three places, along either road."),
               N_("A message to a village goes to that village. A message with colours needs villages with those "
                  "shield colours and the Apprentice; with three colours it also needs the Helper. A monastery "
                  "message goes to its city."),),
        rests_on=N_("Meung-sur-Loire and Chambord, and the order of the villages, are the tutor's rebuilding of "
                    "the lost board; that a monastery message names one city is the tutor's reading.")),
    _ex("ex7", N_("The final score"), "medium",
        "The game is over. Red's boat, delivered and undelivered messages, characters and palaces are listed below. "
        "Work out red's score, category by category (the market and the pieces no longer matter).",
        "a dict from category to points, with all seven keys: {'boat': 0, 'delivered': 0, 'undelivered': 0, "
        "'characters': 0, 'blue': 0, 'palaces': 0, 'total': 0} filled in",
        {"players": 2, "seed": 1, "player": 0, "market": MARKET,
         "seats": [{"boat": 12, "hand": ["Chinon"],
                    "delivered": ["Ancenis", "Saumur", "Tours", "blue+yellow", "yellow+purple", "white+black+yellow"],
                    "characters": ["Apprentice", "Helper", "Lover", "Wood Merchant"],
                    "palaces": ["Bank Nantes", "Post Office Orléans"]}, {}]},
        ("loire.score.boat", "loire.score.delivered", "loire.score.undelivered", "loire.score.characters",
         "loire.score.blue", "loire.score.palaces"),
        _check_breakdown, _solve_breakdown, {"p": 0}, final=True,
        mistakes=({"boat": 12, "delivered": 6, "undelivered": 1, "characters": 4, "blue": 4, "palaces": 4,
                   "total": 31},
                  {"boat": 12, "delivered": 14, "undelivered": 0, "characters": 4, "blue": 4, "palaces": 4,
                   "total": 38},
                  {"boat": 12, "delivered": 14, "undelivered": 1, "characters": 5, "blue": 2, "palaces": 4,
                   "total": 38}),
        ask=N_("The game is over. Work out red's score, category by category: the boat, the delivered messages, the "
               "messages still in hand, the characters, the bonuses of the blue characters, the palaces, and the "
               "total. The market and the pieces no longer matter."),
        hints=(N_("The boat scores a point for each river space it has travelled. Each delivered message scores the "
                  "points printed for its level, and each message still in hand scores a little too."),
               N_("Every character card has its own points. A blue character adds a bonus for each delivered message "
                  "of its kind. The total is the sum of all the other categories."),),
        rests_on=N_("Most of these points are the tutor's choice: the cards' printed points (messages, characters, "
                    "palaces) are lost, and so is which message is of which kind. Only the boat's points come "
                    "straight from the rulebook, so the real cards would give another total.")),
    _ex("ex8", N_("Who wins?"), "medium",
        "Three players; the game is over. The boats, delivered messages, characters, palaces and buildings are "
        "listed below. Rank the players from first to last.",
        "a list of the players in order, first to last, like ['blue', 'red', 'green']",
        {"players": 3, "seed": 1, "player": 0, "market": MARKET,
         "buildings": {"Tours": "0 castle", "Chinon": "0 farm", "Blois": "1 castle", "Saumur": "1 farm",
                       "Amboise": "1 farm", "Ancenis": "2 farm", "Champtoceaux": "2 farm", "Talcy": "2 farm",
                       "Cheverny": "2 monastery"},
         "seats": [{"boat": 8, "hand": [], "delivered": ["Angers", "red+green"], "characters": ["Apprentice"],
                    "palaces": ["Bank Nantes", "Bank Orléans"]},
                   {"boat": 12, "hand": [], "delivered": ["Langeais", "purple+red"], "characters": ["Apprentice"]},
                   {"boat": 15, "hand": [], "delivered": ["Tours"], "characters": ["Mayor"]}]},
        ("loire.score.tie-break", "loire.score.palaces", "loire.score.boat"),
        _check_ranking, _solve_ranking, seats=(0, 1, 2), final=True,
        mistakes=(["green", "red", "blue"], ["blue", "red", "green"], ["red", "green", "blue"]),
        ask=N_("Three players, and the game is over. Their boats, delivered messages, characters, palaces and "
               "buildings are shown below. Rank the players from first to last."),
        hints=(N_("Work out each player's points first: the boat, the delivered messages, the characters and the "
                  "palaces."),
               N_("Two players with the same points? Then the one with more castles is ahead. Still a draw? Then "
                  "count all their buildings, palaces included."),),
        rests_on=N_("The points are counted with the tutor's values for messages, characters and palaces (the "
                    "printed ones are lost). The three-way tie, and so this ranking, exists only with these "
                    "values.")),
    _ex("ex9", N_("A turn for the most money"), "hard",
        "Red's merchant stands in Orléans with 12 deniers; the messenger is on the north road heading for Orléans "
        "with two level-1 messages. Plan red's whole turn so that red holds as many deniers as possible when it "
        "ends.",
        "a list of moves in play order, like ['messenger Talcy', 'deliver Talcy', 'merchant Chambord', 'end']",
        {"players": 2, "seed": 1, "player": 0, "market": MARKET,
         "shields": {"Beaugency": "black", "Talcy": "red", "Blois": "green", "Meung-sur-Loire": "yellow",
                     "Chambord": "white"},
         "seats": [{"merchant": "Orléans", "merchant_horses": 1, "money": 12, "messenger": "Blois>Orléans",
                    "messenger_horses": 1, "hand": ["Beaugency", "Talcy"]}, {}]},
        ("loire.money.maximum", "loire.deliver.level1-money", "loire.turn.both-pieces"),
        _check_plan, _solve_plan, {"goal": "money"}, highlight=("Beaugency", "Talcy"),
        mistakes=(["messenger Beaugency", "deliver Beaugency", "merchant -1 Meung-sur-Loire", "end"],
                  ["merchant -1 Meung-sur-Loire", "messenger -1 Talcy", "deliver Talcy"],
                  ["merchant Beaugency", "buy wine", "messenger Beaugency", "deliver Beaugency", "end"],
                  ["merchant Beaugency", "deliver Beaugency", "end"]),
        ask=N_("Red's merchant stands in Orléans with one horse, and red holds 12 deniers. Red's messenger is on the "
               "north road heading for Orléans with one horse, and carries two messages to villages. Play red's "
               "whole turn on the board, so that red holds as many deniers as possible when the turn ends."),
        hints=(N_("Delivering a message to a village brings deniers as well as points."),
               N_("A merchant leaving a city may carry only so much money: the rest is lost. Does it matter which "
                  "piece moves first?"),
               N_("Moving costs nothing, but every purchase does."),),
        rests_on=N_("The deniers a delivery pays come from the tutor's market prices (the rulebook gives only the "
                    "dearest, 4), and the distances from the tutor's board.")),
    _ex("ex10", N_("A turn for the boat"), "hard",
        "Red's boat is on river space 5. Red's merchant is near Orléans with a grain and only 3 deniers, red owns the "
        "farm at Meung-sur-Loire, and the messenger is on the north road heading for Orléans with two level-1 "
        "messages. Plan red's whole turn so that red's boat ends it as far along the river as possible.",
        "a list of moves in play order, like ['merchant Orléans', 'sell grain', 'boat 1', 'messenger Tours', 'end']",
        {"players": 2, "seed": 1, "player": 0, "market": MARKET,
         "shields": {"Meung-sur-Loire": "purple", "Beaugency": "green", "Tours": "black", "Vendôme": "yellow",
                     "Blois": "white"},
         "buildings": {"Meung-sur-Loire": "0 farm"},
         "seats": [{"merchant": "Beaugency>Orléans", "merchant_horses": 1, "money": 3, "goods": {"grain": 1},
                    "boat": 5, "messenger": "Langeais>Orléans", "messenger_horses": 1, "hand": ["Tours", "Blois"]},
                   {}]},
        ("loire.boat.passage", "loire.boat.once", "loire.buy.owner-boat", "loire.deliver.level1-money",
         "loire.move.exact-steps"),
        _check_plan, _solve_plan, {"goal": "boat"}, highlight=("Meung-sur-Loire", "Tours", "Blois"),
        mistakes=(["merchant -1 Meung-sur-Loire", "buy wood", "messenger -1 Tours", "deliver Tours", "end"],
                  ["merchant Orléans", "sell grain", "boat 1", "messenger -1 Tours", "deliver Tours", "end"],
                  ["merchant Orléans", "sell grain", "boat 2"],
                  ["messenger Blois", "deliver Blois", "merchant Orléans", "sell grain", "boat 2", "end"]),
        ask=N_("Red's boat is on river space 5. Red's merchant is near Orléans with a grain and only 3 deniers, and "
               "red owns the farm at Meung-sur-Loire. Red's messenger is on the north road heading for Orléans, and "
               "carries two messages to villages. Play red's whole turn on the board, so that red's boat ends it as "
               "far along the river as it can."),
        hints=(N_("The boat moves when a merchant in a city pays for river passage, once a turn. Sailing further "
                  "costs more, so money matters."),
               N_("A boat also sails when a good is bought in a village where its owner has a building. Which brings "
                  "the boat further this turn?"),
               N_("Delivering a message to a village brings deniers, and so does selling a good in a city. In which "
                  "order do the two pieces help each other?"),),
        rests_on=N_("The answer rests on the tutor's prices: grain sells for 3 and the cheaper market prices are "
                    "its own choice (the rulebook prints neither). With other prices the best plan would change.")),
)

_CATALOGUE = shared.Catalogue(EXERCISES)
get, check, solution = _CATALOGUE.get, _CATALOGUE.check, _CATALOGUE.solution
