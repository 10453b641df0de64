"""Classroom exercises on Thurn und Taxis and Glanz und Gloria, from easy to hard, with feedback that names the rule.

Each :class:`Exercise` holds a position (the keywords of :func:`taxis.scenario`: the
way to play, hands, routes, horse cards, houses, the face-up display ...), a question,
the rules it teaches and a checker. The checker works the right answer out of the engine
at the moment it is asked (legal moves and verdicts, the placements of a closing, the
bonus tiles it takes, the road graph in networkx), so a changed rule or map shows up in
the feedback at once: no answer is written down in this module. :func:`solution` gives
the worked solution, computed the same way, for the teacher's copy. What the games' exercises
share (feedback, reading answers, checking and solving) is in :mod:`tutor.exercises`.

The exercises use the three ways to play: the base game (``variant="base"``), Glanz und
Gloria (``"gug"``, cards ``City:h`` with h horses on the back) and the expansion board with
base rules (``"gug-base-rules"``), each on its own map. Every question says which one in pupil
words (:attr:`Exercise.lead`, from :data:`GAME_LEADS`), and where its answer rests on data the
tutor rebuilt (a road or a city of the Glanz und Gloria map, a tile's value) it says that too
(:attr:`Exercise.note`); :meth:`Exercise.prompt` is the whole question as the app shows it.
What each answer rests on, in :data:`RESTS_ON`.

>>> from taxis import exercises
>>> [ex.id for ex in exercises.EXERCISES][:3], exercises.get("ex1").level
(['ex1', 'ex2', 'ex3'], 'easy')
>>> print(exercises.check("ex1", None).message)  # doctest: +ELLIPSIS
No answer yet: write three verdicts, one per move in the order asked: ...
>>> fb = exercises.check("ex1", [(True, "taxis.route.ends")] * 3)
>>> fb.correct, fb.rules  # the rules of every move's line, wrong or right
(False, ('taxis.route.road', 'taxis.route.no-repeat', 'taxis.route.ends'))
>>> print(fb.message)  # doctest: +ELLIPSIS
Not quite. route Ulm: it is illegal: no road joins Ulm to München — rule taxis.route.road (Joined by a road). ...
>>> exercises.check("ex1", exercises.get("ex1").answer()).correct
True
>>> print(exercises.check("ex2", 42).message)  # a malformed answer gets feedback, not an exception
Cannot read this answer: write the cities as a list of names like ['Ulm', 'Passau'], not int. Write a set of \
city names, like {'Ulm', 'Passau'}.
>>> exercises.check("ex3", (None, "six")).message  # doctest: +ELLIPSIS
"Cannot read this answer: a carriage is a whole number like 3, not 'six'. ..."
>>> "taxis.route.road" in exercises.solution("ex1")
True
>>> exercises.cite("taxis.route.road")  # a rule as feedback names it
'rule taxis.route.road (Joined by a road)'
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from taxis.board import Map, Stack
from taxis.closing import earned
from taxis.moves import Administrator, Close, Draw, Horse, Move, Route
from taxis.routes import FREE, fit, provinces_on, routes_of_length
from taxis.rulebook import RULES
from taxis.rules import apply, carriage_length, legal_moves, next_carriage
from taxis.scenario import scenario
from taxis.state import CARRIAGE_HORSES, State, city_of, horses_of
from taxis.verdicts import check as verdict
from taxis.verdicts import city_word, colour, official, province
from tutor import exercises as shared
from tutor.exercises import LEVELS, Checker, Solver, Unreadable, show
from tutor.game import Game
from tutor.i18n import N_, _, ngettext
from tutor.notation import is_number
from tutor.rules import NotationError, Verdict

__all__ = ["EXERCISES", "GAME_LEADS", "LEVELS", "RESTS_ON", "Exercise", "Feedback", "check", "cite", "get", "show",
           "solution"]

VARIANT_NAMES = {"base": N_("Thurn und Taxis (the base game)"), "gug": "Glanz und Gloria",
                 "gug-base-rules": N_("the Glanz und Gloria board with the base game's rules")}
GAME_LEADS = {
    "gug": N_("Glanz und Gloria, on its own map."),
    "base": N_("The base game, Thurn und Taxis, on the base game's map (not the Glanz und Gloria map). The Glanz "
               "und Gloria rulebook does not print the base game's rules: the tutor rebuilt them from other "
               "sources."),
    "gug-base-rules": N_("The Glanz und Gloria map, played with the base game's rules, as the rulebook allows at its "
                         "end. The carriages and the Cartwright come from the base game's rules, which the tutor "
                         "rebuilt from other sources."),
}
"""The first sentence of every question in the app: which game the exercise is played under (by its variant)."""


class Feedback(shared.Feedback):
    """The answer to a student's answer: right or not, why, and the rules of ``taxis.RULES`` named in ``message``."""

    rulebook = RULES


@dataclass(frozen=True)
class Exercise(shared.Exercise):
    """One exercise: a position, a question, the rules it teaches, a checker and a solver.

    ``setup`` holds the keywords of :func:`taxis.scenario` as pairs; ``form`` says how to
    write the answer; ``mistakes`` are typical wrong answers (used by the tests and shown in
    the teacher's copy); ``ask`` and ``hints`` are the pupils' app's question and hints, in words for ages
    12-16 (no move notation, no rule ids; no hint gives the answer away), marked for translation with ``N_`` and
    translated where shown; ``show_route`` draws the player's route on the map (off: only the map
    matters); ``show_stacks`` lists the bonus stacks in :meth:`situation`.
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
    show_route: bool = True
    show_stacks: bool = False
    mistakes: tuple[Any, ...] = ()
    ask: str = ""
    hints: tuple[str, ...] = ()
    note: str = ""

    feedback = Feedback

    @property
    def variant(self) -> str:
        return dict(self.setup).get("variant", "base")

    @property
    def lead(self) -> str:
        """Which game the exercise is played under, in pupil words (English; marked for translation)."""
        return GAME_LEADS[self.variant]

    def prompt(self) -> str:
        """The question as the app shows it, in the current language: which game, the question, and what of its
        answer the tutor rebuilt (``note``), if anything.

        >>> print(get("ex6").prompt())  # doctest: +ELLIPSIS
        Glanz und Gloria, on its own map. Red closes a route ... Careful: ... the tutor's choice...
        """
        return " ".join(_(text) for text in (self.lead, self.ask, self.note) if text)

    def game(self) -> Game:
        """A fresh game at the exercise's position (checks never touch a game shown to the student)."""
        return scenario(**dict(self.setup))

    def route(self) -> list[str]:
        """The cities of the route drawn on the map (the player's route, or none)."""
        state = self.game().state
        return [city_of(c) for c in state.routes[state.player]] if self.show_route else []

    def svg(self) -> str:
        """The map for the question: houses, the player's route and the highlighted cities."""
        return self.game().svg(highlight=list(self.highlight), route=self.route())

    def situation(self) -> str:
        """What lies on the table besides the map (hands, display, horses, carriages, tiles), as markdown."""
        state = self.game().state
        if not self.show_route:
            return f"- **Game:** {VARIANT_NAMES[state.variant]}: only the map matters here."
        return situation(state, stacks=self.show_stacks)


# -- small helpers ---------------------------------------------------------------------------------------


cite = partial(shared.cite, RULES)  # a rule as feedback names it: cite(rule_id)


def _who(p: int) -> str:
    return colour(p)  # COLOUR_NAMES[p] in English


def _and(items: Iterable[str], word: str = "and") -> str:
    items = list(items)
    if not items:
        return _("none")
    word = {"and": _("and"), "or": _("or")}.get(word, word)
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} {word} {items[-1]}"


def _prov(state: State, name: str) -> str:
    """A province (or the free cities' pseudo-province) named in feedback, in the current language."""
    return province(state, name) if name in state.map.provinces else name


def _trip(cities: Iterable[str]) -> str:
    return " – ".join(cities)


def _cities(state: State, p: int | None = None) -> list[str]:
    return [city_of(c) for c in state.routes[state.player if p is None else p]]


def _ends(route: list[str]) -> str:
    if not route:
        return "no route"
    return f"its only city {route[0]}" if len(route) == 1 else f"its ends {route[0]} and {route[-1]}"


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _horse_sum(state: State, p: int) -> str:
    backs = [horses_of(c) for c in state.horses[p]]
    return " + ".join(map(str, (CARRIAGE_HORSES, *backs))) + (f" = {state.horse_count(p)}" if backs else "")


def situation(state: State, stacks: bool = False) -> str:
    """The table besides the map, as a markdown list: whose turn, route, hand, horses, display, carriages ...

    ``stacks``: also the bonus tiles left in every stack, top first.

    >>> print(situation(get("ex3").game().state))  # doctest: +NORMALIZE_WHITESPACE
    - **Game:** the Glanz und Gloria board with the base game's rules. Red has drawn and played this turn and may now
      close the route.
    - **Red's route:** Weimar – Halle – Berlin – Stettin (4 cards).
    - **Carriages:** red holds carriage 4; blue has none yet.
    """
    p = state.player
    who = _who(p)
    step = ("has not drawn yet: the turn begins" if not state.drawn and not state.played else
            "has drawn and must now play a card" if not state.played else
            "has drawn and played this turn and may now close the route")
    lines = [f"**Game:** {VARIANT_NAMES[state.variant]}. {who.capitalize()} {step}."]
    route = _cities(state)
    if route:
        lines.append(f"**{who.capitalize()}'s route:** {_trip(route)} ({_plural(len(route), 'card')}).")
    else:
        lines.append(f"**{who.capitalize()}'s route:** none yet.")
    if state.hands[p]:
        lines.append(f"**{who.capitalize()}'s hand:** {', '.join(state.hands[p])}.")
    if state.rules.horses:
        cards = ", ".join(state.horses[p]) or "none"
        lines.append(f"**Horse cards before {who}'s carriage:** {cards}; horses: {_horse_sum(state, p)} (the "
                     f"carriage card's {CARRIAGE_HORSES}{' plus the backs' if state.horses[p] else ''}).")
    if state.display and state.drawn == 0:
        lines.append(f"**Face-up cards:** {', '.join(state.display)}.")
    if state.rules.carriages and any(state.carriages):
        held = [f"{_who(q)} holds carriage {c}" if c else f"{_who(q)} has none yet"
                for q, c in enumerate(state.carriages)]
        lines.append(f"**Carriages:** {'; '.join(held)}.")
    houses = [f"{_who(q)} on {', '.join(sorted(h))}" for q, h in enumerate(state.houses) if h]
    if houses:
        lines.append(f"**Houses:** {'; '.join(houses)}.")
    tiles = [f"{_who(q)} holds {', '.join(f'{sid} ({v})' for sid, v in t)}" for q, t in enumerate(state.tiles) if t]
    if tiles:
        lines.append(f"**Bonus tiles taken:** {'; '.join(tiles)}.")
    if stacks:
        left = [f"{s.id}: {', '.join(map(str, v)) or 'empty'}" for s, v in zip(state.bonus.stacks, state.stacks,
                                                                             strict=True)]
        lines.append(f"**Bonus stacks, top tile first:** {'; '.join(left)}.")
    return "\n".join(f"- {line}" for line in lines)


# -- reading answers --------------------------------------------------------------------------------------


def _fold(name: str) -> str:
    """A city name without case or umlauts, so that 'munchen', 'Muenchen' and 'München' meet."""
    s = name.strip().lower()
    for a, b in (("ä", "a"), ("ö", "o"), ("ü", "u"), ("ß", "ss"), ("ae", "a"), ("oe", "o"), ("ue", "u")):
        s = s.replace(a, b)
    return s


def _city(m: Map, text: Any) -> str:
    """The city ``text`` names on map ``m`` (a card ``'Berlin:2'`` names its city)."""
    if not isinstance(text, str):
        raise Unreadable(f"cities are named in text, like 'Ulm', not {text!r}")
    wanted = _fold(city_of(text))
    for c in m.cities:
        if _fold(c) == wanted:
            return c
    raise Unreadable(f"{text!r} is not a city of the {m.key} map")


def _card(state: State, text: Any, p: int | None = None) -> str:
    """The card of ``p``'s hand that ``text`` names: 'Dresden' does when the hand holds one Dresden card."""
    p = state.player if p is None else p
    if not isinstance(text, str):
        raise Unreadable(f"a card is named in text, like 'Dresden:3', not {text!r}")
    city = _city(state.map, text)
    mine = [c for c in dict.fromkeys(state.hands[p]) if city_of(c) == city]
    if ":" in text.strip():
        exact = [c for c in mine if horses_of(c) == _horses_in(text)]
        return exact[0] if exact else f"{city}:{_horses_in(text)}"
    if len(mine) > 1:
        raise Unreadable(f"the hand holds {_and(mine, 'and')}: say which, like {mine[0]!r}")
    return mine[0] if mine else city


def _horses_in(text: str) -> int:
    tail = text.strip().rsplit(":", 1)[1]
    if not is_number(tail.strip()):
        raise Unreadable(f"{text!r}: after the colon comes the number of horses, like 'Berlin:2'")
    return int(tail)


def _move(game: Game, answer: Any) -> Move:
    """A move from its notation, with the cities read leniently ('route dresden' names the hand's Dresden card)."""
    if isinstance(answer, (Draw, Administrator, Route, Horse, Close)):
        return answer
    move = shared.read_move(game, answer, "route Ulm start")
    state = game.state
    if isinstance(move, Route):
        return Route(_card(state, move.city), move.at)
    if isinstance(move, Horse):
        return Horse(_card(state, move.city))
    if isinstance(move, Close):
        return Close(tuple(_city(state.map, c) for c in move.cities), move.cartwright)
    return move


def _verdict(answer: Any) -> tuple[bool, str]:
    return shared.read_verdict(answer, RULES, "taxis.route.road", several=True)


def _reason(v: Verdict) -> str:
    """A verdict's reason without the engine's list of possible placements (that would give the answer away)."""
    return v.reason.split("; possible:")[0]


# -- 1. may this card extend the route? -----------------------------------------------------------------


def _move_key(game: Game, text: str) -> Any:
    try:
        return game.parse(text)
    except NotationError as err:
        raise Unreadable(f"{text!r} is not a move: {err}") from None


def _check_extend(ex: Exercise, game: Game, answer: Any, moves: tuple[str, ...]) -> Feedback:
    said = shared.read_verdicts(answer, moves, _verdict, key=partial(_move_key, game))
    return shared.judge_verdicts(game, said, moves, RULES, reason=_reason)


def _solve_extend(ex: Exercise, game: Game, moves: tuple[str, ...]) -> tuple[Any, str]:
    state = game.state
    route = _cities(state)
    parts = []
    for move in moves:
        v = game.check(move)
        card = game.parse(move).city
        where = fit(state.map, state.routes[state.player], card)
        parts.append(f"g.check({move!r}) gives “{v}”: {where.why}")
    text = (f"A card goes only at one of the two ends of the route (taxis.route.ends), here {_ends(route)}; its "
            f"city must be joined by a road to the city at that end (taxis.route.road), and a city may not appear "
            f"twice (taxis.route.no-repeat). Ask the engine: {'; '.join(parts)}.")
    return [(v.ok, v.rule) for v in map(game.check, moves)], text


# -- 2. which face-up cards could extend the route? ------------------------------------------------------


def _fitting_display(state: State) -> dict[str, list[str]]:
    """Face-up card -> the route moves it allows once drawn (asked of the engine: draw it, then list the moves)."""
    out = {}
    for card in dict.fromkeys(state.display):
        after = apply(state, Draw(card))
        out[card] = [str(m) for m in legal_moves(after) if isinstance(m, Route) and m.city == card]
    return out


def _why_not_fit(state: State, city: str) -> tuple[str, str]:
    """Why a card of ``city`` cannot extend the route: the text and the rule id."""
    route = _cities(state)
    if city in route:
        return _("{city} is already on the route").format(city=city), "taxis.route.no-repeat"
    m = state.map
    middle = [c for c in route[1:-1] if m.graph.has_edge(city, c)]
    if middle:
        return (_("{city} touches only {cities}, which lies inside the route: cards go at the ends, {first} and "
                  "{last}").format(city=city, cities=_and(middle), first=route[0], last=route[-1]), "taxis.route.ends")
    return _("no road joins {city} to {first} or {last}").format(city=city, first=route[0], last=route[-1]), \
        "taxis.route.road"


def _check_display(ex: Exercise, game: Game, answer: Any) -> Feedback:
    state = game.state
    given = {_city(state.map, c) for c in shared.read_words(answer, "cities", "['Ulm', 'Passau']")}
    fits = _fitting_display(state)
    right = {city_of(c) for c, ms in fits.items() if ms}
    shown = {city_of(c) for c in state.display}
    if given == right:
        how = "; ".join(f"{c}: {fit(state.map, state.routes[state.player], c).why}" for c in sorted(right))
        return Feedback(True, _("Right: {how} — {road}, and only at the ends — {ends}.").format(
            how=how, road=cite("taxis.route.road"), ends=cite("taxis.route.ends")),
                        ("taxis.route.road", "taxis.route.ends"))
    lines, rules = [_("Not quite.")], []
    for c in sorted(given - right):
        if c not in shown:
            lines.append(_("Not {city}: it is not among the face-up cards — {rule}.").format(
                city=c, rule=cite("taxis.turn.draw")))
            rules.append("taxis.turn.draw")
            continue
        text, rule = _why_not_fit(state, c)
        lines.append(_("Not {city}: {why} — {rule}.").format(city=c, why=text, rule=cite(rule)))
        rules.append(rule)
    missing = sorted(right - given)
    if missing:
        first = fit(state.map, state.routes[state.player], missing[0])
        lines.append(ngettext("You missed {n} card: for example {why} — {rule}.",
                              "You missed {n} cards: for example {why} — {rule}.", len(missing)).format(
            n=len(missing), why=first.why, rule=cite("taxis.route.road")))
        rules.append("taxis.route.road")
    return Feedback(False, " ".join(lines), tuple(dict.fromkeys(rules)))


def _solve_display(ex: Exercise, game: Game) -> tuple[Any, str]:
    state = game.state
    fits = _fitting_display(state)
    yes = "; ".join(f"{c} (then {' or '.join(ms)})" for c, ms in fits.items() if ms)
    no = "; ".join("{}: {} ({})".format(c, *_why_not_fit(state, city_of(c))) for c, ms in fits.items() if not ms)
    text = (f"For each face-up card, draw it on a copy of the game and ask for the legal moves. The route is "
            f"{_trip(_cities(state))}, so a card must join {_ends(_cities(state))} by a road (taxis.route.road, "
            f"taxis.route.ends). Cards that fit: {yes}. Cards that do not: {no}.")
    return {city_of(c) for c, ms in fits.items() if ms}, text


# -- 3. the next carriage, with and without the Cartwright ----------------------------------------------


def _carriage_number(value: Any) -> int | None:
    if value is None or isinstance(value, str) and value.strip().lower() in ("none", "no", "nothing", "-", "0"):
        return None
    number = shared.read_count(value, "a carriage")
    return number or None


def _carriage_pair(answer: Any) -> tuple[int | None, int | None]:
    if isinstance(answer, dict):
        keys = {str(k).strip().lower(): v for k, v in answer.items()}
        if set(keys) != {"without", "with"}:
            raise Unreadable("write a dict with the keys 'without' and 'with', or a pair")
        answer = (keys["without"], keys["with"])
    if not isinstance(answer, (tuple, list)) or len(answer) != 2:
        raise Unreadable("write a pair: the carriage taken without the Cartwright, then the one taken with him")
    return _carriage_number(answer[0]), _carriage_number(answer[1])


def _carriage_after(game: Game, cartwright: bool) -> tuple[int | None, Close]:
    """The carriage a closing takes (None: none), with or without the Cartwright: the engine plays it on a copy."""
    state = game.state
    close = next(m for m in game.legal_moves() if isinstance(m, Close) and m.cartwright == cartwright)
    after = apply(state, close)
    taken = after.carriages[state.player]
    return (taken if taken != state.carriages[state.player] else None), close


def _carriage_why(state: State, cartwright: bool, said: int | None, right: int | None) -> tuple[str, str]:
    """Why ``said`` is not the carriage taken (text, rule id)."""
    p = state.player
    length = len(state.routes[p])
    counted = carriage_length(length, cartwright)
    nxt = next_carriage(state, p)
    held = state.carriages[p]
    counts = (_("with the Cartwright the {n}-card route counts as {counted} ({rule_id})").format(
        n=length, counted=counted, rule_id="taxis.official.cartwright")
              if cartwright else _("the route counts its {n} cards").format(n=length))
    if said is not None and said <= held:
        return _("{player} already holds carriage {held}; carriages are taken one step up at a time").format(
            player=_who(p), held=held), "taxis.carriage.in-order"
    if said is not None and nxt is not None and said > nxt:
        return _("carriages come strictly in order: the next one for {player} is {next}, whatever the length").format(
            player=_who(p), next=nxt), "taxis.carriage.in-order"
    if right is None:
        return _("{counts}, fewer than {next}, the number of the next carriage").format(counts=counts, next=nxt), \
            "taxis.carriage.length"
    return _("{counts}, at least {next}, so {player} takes carriage {next}").format(
        counts=counts, next=nxt, player=_who(p)), "taxis.carriage.length"


def _check_carriage(ex: Exercise, game: Game, answer: Any) -> Feedback:
    said = _carriage_pair(answer)
    state = game.state
    lines, rules = [], []
    ok = True
    for cartwright, guess in zip((False, True), said, strict=True):
        right, _close = _carriage_after(game, cartwright)
        label = _("With the Cartwright") if cartwright else _("Without the Cartwright")
        if guess == right:
            taken = _("carriage {n}").format(n=right) if right else _("no carriage")
            lines.append(_("{label}: right, {taken}.").format(label=label, taken=taken))
            continue
        ok = False
        text, rule = _carriage_why(state, cartwright, guess, right)
        lines.append(_("{label}: not {said}: {why} — {rule}.").format(label=label, said=guess or _("none"), why=text,
                                                                      rule=cite(rule)))
        rules.append(rule)
    if ok:
        nxt = next_carriage(state, state.player)
        return Feedback(True, _("Right. {lines} The next carriage is {next}, and a route takes it when it counts at "
                                "least {next} cards — {rule}; the Cartwright adds {more} — {cartwright}.").format(
            lines=" ".join(lines), next=nxt, rule=cite("taxis.carriage.length"), more=carriage_length(0, True),
            cartwright=cite("taxis.official.cartwright")), ("taxis.carriage.length", "taxis.official.cartwright"))
    return Feedback(False, " ".join([_("Not quite."), *lines]), tuple(dict.fromkeys(rules)))


def _solve_carriage(ex: Exercise, game: Game) -> tuple[Any, str]:
    state = game.state
    p = state.player
    plain, close = _carriage_after(game, False)
    helped, close_cw = _carriage_after(game, True)
    length = len(state.routes[p])
    nxt = next_carriage(state, p)
    text = (f"{_who(p).capitalize()} holds carriage {state.carriages[p]}, so the next is {nxt}: carriages come one "
            f"at a time, in order (taxis.carriage.in-order). The route has {length} cards; it takes carriage {nxt} "
            f"only if it counts at least {nxt} (taxis.carriage.length). Without the Cartwright it counts {length}: "
            f"playing {close} on a copy gives {f'carriage {plain}' if plain else 'no carriage'}. With him it counts "
            f"{carriage_length(length, True)} (taxis.official.cartwright): {close_cw} gives "
            f"{f'carriage {helped}' if helped else 'no carriage'}, never more than the next one.")
    return (plain, helped), text


# -- 4. horses to close ----------------------------------------------------------------------------------


def _horse_answer(game: Game, answer: Any) -> tuple[int, Move]:
    if not isinstance(answer, (tuple, list)) or len(answer) != 2:
        raise Unreadable("write a pair: the number of horses needed, then the card to lay as horses")
    n = shared.read_count(answer[0], "the number of horses")
    card = answer[1]
    if isinstance(card, str) and card.strip().split()[0].lower() in ("horse", "route"):
        return n, _move(game, card)
    if not isinstance(card, str):
        raise Unreadable(f"the second part is a card of the hand, like 'Weimar:1', not {card!r}")
    return n, Horse(_card(game.state, card))


def _closable(state: State) -> Verdict:
    """Whether the route may be closed now (the engine's verdict on a closing)."""
    closes = [m for m in legal_moves(state) if isinstance(m, Close)]
    if closes:
        return verdict(state, closes[0])
    return verdict(state, Close(tuple(_cities(state))))


def _check_horses(ex: Exercise, game: Game, answer: Any) -> Feedback:
    n, move = _horse_answer(game, answer)
    state = game.state
    p, who = state.player, _who(state.player)
    need = len(state.routes[p])
    lines, rules = [], []
    if n != need:
        lines.append(ngettext("The number: a route of {need} cards needs {need} horses, not {n} — {rule}.",
                              "The number: a route of {need} cards needs {need} horses, not {n} — {rule}.", need
                              ).format(need=need, n=n, rule=cite("taxis.horses.close")))
        rules.append("taxis.horses.close")
    v = verdict(state, move)
    if not v.ok:
        lines.append(_("The card: {move} is refused: {reason} — {rule}.").format(move=move, reason=v.reason,
                                                                                 rule=cite(v.rule)))
        rules.append(v.rule)
    else:
        after = apply(state, move)
        can = _closable(after)
        if not can.ok:
            if isinstance(move, Route):
                lines.append(_("The card: {move} makes the route {n} cards long, and {reason} — {rule}.").format(
                    move=move, n=len(after.routes[p]), reason=can.reason, rule=cite(can.rule)))
            else:
                lines.append(_("The card: after {move} {player} has {sum} horses: {reason} — {rule}.").format(
                    move=move, player=who, sum=_horse_sum(after, p), reason=can.reason, rule=cite(can.rule)))
            rules.append(can.rule)
    if not lines:
        after = apply(state, move)
        return Feedback(True, _("Right: the route has {need} cards, so the coach needs {need} horses — {close}. "
                                "After {move} — {play} — {player} has {sum} horses and may close.").format(
            need=need, close=cite("taxis.horses.close"), move=move, play=cite("taxis.horses.play"), player=who,
            sum=_horse_sum(after, p)), ("taxis.horses.close", "taxis.horses.play"))
    return Feedback(False, " ".join([_("Not quite."), *lines]), tuple(dict.fromkeys(rules)))


def _solve_horses(ex: Exercise, game: Game) -> tuple[Any, str]:
    state = game.state
    p = state.player
    need = len(state.routes[p])
    parts, good = [], []
    for move in game.legal_moves():
        if not isinstance(move, (Horse, Route)):
            continue
        after = apply(state, move)
        can = _closable(after)
        if can.ok and isinstance(move, Horse):
            good.append(move.city)
        parts.append(f"{move}: {'closable' if can.ok else 'not closable, ' + can.reason}")
    text = (f"A route may be closed only when the coach has at least as many horses as the route has cards "
            f"(taxis.horses.close): {need} cards need {need} horses. {_who(p).capitalize()} has "
            f"{_horse_sum(state, p)}. Try each play on a copy (taxis.horses.play): {'; '.join(parts)}. A card laid "
            f"on the route lengthens it, so it needs one horse more. Good horse cards: {_and(good, 'or')}.")
    return (need, good[0] if good else None), text


# -- 5. every legal placement ----------------------------------------------------------------------------


def _placement_set(state: State, answer: Any) -> set[frozenset[str]]:
    if isinstance(answer, str) or not isinstance(answer, (list, tuple, set, frozenset)):
        raise Unreadable("write a set of placements, each a list of cities like ['Ulm', 'Augsburg'] or text like "
                         "'close Ulm Augsburg'")
    out = set()
    for item in answer:
        if isinstance(item, Close):
            item = list(item.cities)
        if isinstance(item, str):
            words = item.replace(",", " ").split()
            item = words[1:] if words[:1] in (["close"], ["Close"]) else words
        if not isinstance(item, (list, tuple, set, frozenset)):
            raise Unreadable(f"{item!r} is not a placement: write it as a list of cities")
        out.add(frozenset(_city(state.map, c) for c in item))
    return out


def _legal_placements(game: Game) -> set[frozenset[str]]:
    return {frozenset(m.cities) for m in game.legal_moves() if isinstance(m, Close) and not m.cartwright}


def _mode(state: State, cities: Iterable[str]) -> tuple[str, str]:
    """How a legal placement is made: (text, rule id) for mode A (one province) or mode B (one per province)."""
    m, p = state.map, state.player
    cities = set(cities)
    provinces = {m.province_of(c) for c in cities if not m.cities[c].free}
    if len(provinces) == 1 and not any(m.cities[c].free for c in cities):
        (prov,) = provinces
        open_ = {c for c in _cities(state) if m.province_of(c) == prov and c not in state.houses[p]}
        if cities == open_:
            return _("mode A: every open route city of {province}").format(province=_prov(state, prov)), \
                "taxis.close.one-province"
    return _("mode B: one city of each province of the route"), "taxis.close.spread"


def _others_there(state: State, cities: Iterable[str]) -> list[str]:
    p = state.player
    return [_("{player}'s house on {city}").format(player=_who(q), city=city_word(c)) for c in sorted(cities)
            for q, h in enumerate(state.houses)
            if q != p and c in h]


def _check_placements(ex: Exercise, game: Game, answer: Any) -> Feedback:
    state = game.state
    given = _placement_set(state, answer)
    right = _legal_placements(game)
    if given == right:
        return Feedback(True, ngettext("Right: all {n} placements — {one}, {spread}, and never a second house of your "
                                       "own in a city — {once}.",
                                       "Right: all {n} placements — {one}, {spread}, and never a second house of your "
                                       "own in a city — {once}.", len(right)).format(
            n=len(right), one=cite("taxis.close.one-province"), spread=cite("taxis.close.spread"),
            once=cite("taxis.close.one-house-per-city")),
                        ("taxis.close.one-province", "taxis.close.spread", "taxis.close.one-house-per-city"))
    lines, rules = [_("Not quite.")], []
    for way in sorted(given - right, key=sorted):
        v = verdict(state, Close(tuple(way)))
        lines.append(_("Not {cities}: {reason} — {rule}.").format(
            cities=_and(sorted(way)) if way else _("no house at all"), reason=_reason(v), rule=cite(v.rule)))
        rules.append(v.rule)
    missing = sorted(right - given, key=sorted)
    if missing:
        way = missing[0]
        text, rule = _mode(state, way)
        others = _others_there(state, way)
        extra = (_(" ({houses} does not stop {player} — {rule})").format(
            houses=_and(others), player=_who(state.player), rule=cite("taxis.close.route-cities")) if others else "")
        lines.append(ngettext("You missed {n} placement: for example {cities}, {how}{extra} — {rule}.",
                              "You missed {n} placements: for example {cities}, {how}{extra} — {rule}.",
                              len(missing)).format(n=len(missing), cities=_and(sorted(way)), how=text, extra=extra,
                                                   rule=cite(rule)))
        rules += [rule, *(["taxis.close.route-cities"] if others else [])]
    return Feedback(False, " ".join(lines), tuple(dict.fromkeys(rules)))


def _solve_placements(ex: Exercise, game: Game) -> tuple[Any, str]:
    state = game.state
    p = state.player
    route = _cities(state)
    by = provinces_on(state.map, route)
    own = sorted(c for c in route if c in state.houses[p])
    ways = sorted(_legal_placements(game), key=lambda w: (len(w), sorted(w)))
    listed = "; ".join(f"{_and(sorted(w))} ({_mode(state, w)[0].split(':')[0]})" for w in ways)
    others = _others_there(state, route)
    text = (f"The route's cities by province: "
            f"{'; '.join(f'{prov}: {_and(cs)}' for prov, cs in by.items())}. {_who(p).capitalize()} already has "
            f"a house on {_and(own)}, which gets no second one (taxis.close.one-house-per-city)"
            f"{'; ' + _and(others) + ' does not matter (taxis.close.route-cities)' if others else ''}. Mode A puts a "
            f"house on every open city of one province (taxis.close.one-province); mode B one house in each "
            f"province (taxis.close.spread). The closings the engine lists: {listed}.")
    return {tuple(sorted(w)) for w in ways}, text


# -- 6. the bonus tiles of a closing ---------------------------------------------------------------------


def _stack_id(state: State, key: Any) -> str:
    if not isinstance(key, str):
        raise Unreadable(f"name a bonus stack by its id, like 'route-5', not {key!r}")
    wanted = _fold(key)
    for s in state.bonus.stacks:
        if wanted in (_fold(s.id), _fold(s.title)):
            return s.id
    ids = ", ".join(s.id for s in state.bonus.stacks)
    raise Unreadable(f"{key!r} is not a bonus stack here; the stacks are {ids}")


def _tiles_answer(state: State, answer: Any) -> dict[str, int]:
    if isinstance(answer, (set, frozenset, list, tuple)) and all(
            isinstance(x, (list, tuple)) and len(x) == 2 for x in answer):
        answer = dict(answer)
    if not isinstance(answer, dict):
        raise Unreadable(f"write a dict from each stack id to the value of the tile taken, not "
                         f"{type(answer).__name__}")
    out = {}
    for key, value in answer.items():
        out[_stack_id(state, key)] = shared.read_count(value, f"the value of the {key} tile")
    return out


def _tile_rule(stack: Stack) -> str:
    if stack.id == "prussia":
        return "taxis.bonus.prussia"
    return {"route": "taxis.bonus.route-length", "provinces": "taxis.bonus.province",
            "all-provinces": "taxis.bonus.all-provinces", "free-city": "taxis.bonus.free-city",
            "game-end": "taxis.bonus.game-end"}[stack.kind]


def _why_no_tile(state: State, stack: Stack, new: frozenset[str]) -> tuple[str, str]:
    """Why the closing takes no tile from ``stack`` (text, rule id)."""
    p, m = state.player, state.map
    length = len(state.routes[p])
    left = state.stacks[state.bonus.stacks.index(stack)]
    if earned(state, stack, p, length, new):
        if any(sid == stack.id for sid, _v in state.tiles[p]):
            return _("{player} already holds a {stack} tile").format(player=_who(p), stack=_(stack.title)), \
                "taxis.bonus.one-per-stack"
        if not left:
            taken = [f"{_who(q)}" for q, t in enumerate(state.tiles) if any(sid == stack.id for sid, _v in t)]
            return _("the {stack} stack is empty (taken by {players})").format(stack=_(stack.title),
                                                                               players=_and(taken)), \
                "taxis.bonus.top-tile"
    if stack.kind == "route":
        longer = _(" or more") if stack.or_longer is not None and stack.or_longer.value else ""
        return _("the route has {n} cards, and the {stack} tile is for {length}{longer}").format(
            n=length, stack=_(stack.title), length=stack.length, longer=longer), _tile_rule(stack)
    houses = state.houses[p] | new
    if stack.kind == "provinces":
        missing = [c for prov in stack.provinces for c in m.members[prov] if c not in houses]
        return _("the {stack} tile needs a house of yours on every one of its cities; missing: {cities}").format(
            stack=_(stack.title), cities=_and(missing)), _tile_rule(stack)
    if stack.kind == "all-provinces":
        excluded = stack.excluded.value if stack.excluded else ()
        missing = [prov for prov in m.provinces if prov not in excluded
                   and not any(c in houses for c in m.members[prov])]
        return _("it needs a house in every province; none yet in {provinces}").format(
            provinces=_and(_prov(state, k) for k in missing)), _tile_rule(stack)
    if stack.kind == "free-city":
        if stack.city not in new:
            return _("this closing puts no house on {city}").format(city=city_word(stack.city)), _tile_rule(stack)
        return _("the tile of {city} is gone").format(city=stack.city), _tile_rule(stack)
    return _("the game-end tile goes to whoever triggers the end"), _tile_rule(stack)


def _why_tile(state: State, stack: Stack, new: frozenset[str]) -> str:
    """Why the closing takes a tile from ``stack`` (its condition is met)."""
    m = state.map
    if stack.kind == "route":
        return _("the route has {n} cards").format(n=len(state.routes[state.player]))
    if stack.kind == "provinces":
        cities = [c for prov in stack.provinces for c in m.members[prov]]
        return _("with this closing {player} has a house on every one of {cities}").format(
            player=_who(state.player), cities=_and(cities))
    if stack.kind == "free-city":
        return _("this is the first house on {city}").format(city=city_word(stack.city))
    if stack.kind == "all-provinces":
        return _("with this closing every province has a house of yours")
    return _("this closing places the last house and ends the game")


def _tiles_taken(state: State, close: Close) -> dict[str, int]:
    """Stack id -> value of every tile the closing takes (the engine plays it on a copy)."""
    after = apply(state, close)
    return dict(after.tiles[state.player][len(state.tiles[state.player]):])


def _check_tiles(ex: Exercise, game: Game, answer: Any, move: str) -> Feedback:
    state = game.state
    said = _tiles_answer(state, answer)
    close = game.parse(move)
    right = _tiles_taken(state, close)
    new = frozenset(close.cities)
    if said == right:
        parts = [f"{sid} ({v}) — {cite(_tile_rule(state.bonus.stack(sid)))}" for sid, v in right.items()]
        rules = [_tile_rule(state.bonus.stack(sid)) for sid in right]
        return Feedback(True, _("Right: {tiles}; each time the top tile of the stack — {rule}.").format(
            tiles="; ".join(parts) or _("no tile"), rule=cite("taxis.bonus.top-tile")),
                        tuple(dict.fromkeys([*rules, "taxis.bonus.top-tile"])))
    lines, rules = [_("Not quite.")], []
    for sid in sorted(set(said) - set(right)):
        text, rule = _why_no_tile(state, state.bonus.stack(sid), new)
        lines.append(_("No {stack} tile: {why} — {rule}.").format(stack=sid, why=text, rule=cite(rule)))
        rules.append(rule)
    for sid in sorted(set(said) & set(right)):
        if said[sid] != right[sid]:
            stack = state.bonus.stack(sid)
            full = list(stack.values.value)
            gone = len(full) - len(state.stacks[state.bonus.stacks.index(stack)])
            lines.append(ngettext("The {stack} tile is worth {right}, not {said}: the stack started {full}, {n} tile "
                                  "already went, and you take the top one left — {rule}.",
                                  "The {stack} tile is worth {right}, not {said}: the stack started {full}, {n} tiles "
                                  "already went, and you take the top one left — {rule}.", gone).format(
                stack=sid, right=right[sid], said=said[sid], full=full, n=gone, rule=cite("taxis.bonus.top-tile")))
            rules.append("taxis.bonus.top-tile")
    missing = sorted(set(right) - set(said))
    if missing:
        stack = state.bonus.stack(missing[0])
        lines.append(ngettext("You missed {n} tile: for example {stack}: {why} — {rule}.",
                              "You missed {n} tiles: for example {stack}: {why} — {rule}.", len(missing)).format(
            n=len(missing), stack=stack.id, why=_why_tile(state, stack, new), rule=cite(_tile_rule(stack))))
        rules.append(_tile_rule(stack))
    return Feedback(False, " ".join(lines), tuple(dict.fromkeys(rules)))


def _solve_tiles(ex: Exercise, game: Game, move: str) -> tuple[Any, str]:
    state = game.state
    close = game.parse(move)
    right = _tiles_taken(state, close)
    new = frozenset(close.cities)
    route = _cities(state)
    got = "; ".join(f"{sid}: {_why_tile(state, state.bonus.stack(sid), new)}, and the top tile left is worth {v} "
                    f"({_tile_rule(state.bonus.stack(sid))})" for sid, v in right.items())
    near = [s for s in state.bonus.stacks if s.id not in right and (
        s.kind == "route" and s.length == len(route) or s.kind == "free-city" and s.city in route
        or s.kind == "provinces" and any(c in new for prov in s.provinces for c in state.map.members[prov]))]
    nots = "; ".join("{}: {} ({})".format(s.id, *_why_no_tile(state, s, new)) for s in near)
    text = (f"Play {move} on a copy and see which tiles {_who(state.player)} takes (the engine's "
            f"taxis.closing.take_tiles, which taxis.routes.bonus_for also uses): {got}. Each time the top tile of "
            f"the stack is taken (taxis.bonus.top-tile). No tile from the other stacks in reach: {nots or 'none'}.")
    return right, text


# -- 7. which official helps? ----------------------------------------------------------------------------

OFFICIAL_NAMES = {"postmaster": "Postmaster", "postmeister": "Postmaster", "postal carrier": "Postal Carrier",
                  "postillion": "Postal Carrier", "postal-carrier": "Postal Carrier", "administrator": "Administrator",
                  "amtmann": "Administrator", "cartwright": "Cartwright", "wagner": "Cartwright", "none": "none",
                  "nobody": "none", "no official": "none"}
_OFFICIAL_RULES = {"Postmaster": "taxis.official.postmaster", "Postal Carrier": "taxis.official.postal-carrier",
                   "Administrator": "taxis.official.administrator", "Cartwright": "taxis.official.cartwright",
                   "none": "taxis.official.one-per-turn"}


def _official(answer: Any) -> str:
    if not isinstance(answer, str):
        raise Unreadable(f"name an official, like 'Postmaster', not {answer!r}")
    key = answer.strip().lower().removeprefix("the ").strip()
    if key not in OFFICIAL_NAMES:
        raise Unreadable(f"{answer!r} is not an official: they are the Postmaster, the Postal Carrier, the "
                         "Administrator and the Cartwright")
    return OFFICIAL_NAMES[key]


def _turn_plans(state: State) -> list[tuple[tuple[Move, ...], State]]:
    """Every way to play out this turn up to a closing, with cards known now (the hand and the face-up cards).

    Drawing from the deck and the Administrator bring cards nobody has seen yet, so a plan leaves them out;
    a face-up card may be drawn at most as often as it lies face up now.
    """
    shown = list(state.display)
    found: list[tuple[tuple[Move, ...], State]] = []

    def grow(s: State, plan: tuple[Move, ...], left: list[str]) -> None:
        for move in legal_moves(s):
            if isinstance(move, Draw):
                if move.city is None or move.city not in left:
                    continue
                rest = list(left)
                rest.remove(move.city)
                grow(apply(s, move), (*plan, move), rest)
            elif isinstance(move, (Route, Horse)):
                grow(apply(s, move), (*plan, move), left)
            elif isinstance(move, Close):
                found.append(((*plan, move), apply(s, move)))

    grow(state, (), shown)
    return found


def _longest(state: State, plans: list[tuple[tuple[Move, ...], State]], who: str) -> int:
    """The longest route closed this turn by the plans that use official ``who`` (or "none")."""
    base = len(state.routes[state.player])
    lengths = [base + sum(isinstance(m, Route) for m in plan) for plan, after in plans
               if (after.official or "none") == who]
    return max(lengths, default=base)


def _plan_text(plan: tuple[Move, ...]) -> str:
    """A turn's plan in notation; a face-up card drawn but not played shows as 'draw any card'."""
    played = {m.city for m in plan if isinstance(m, (Route, Horse))}
    return "; ".join(_("draw any card") if isinstance(m, Draw) and m.city not in played else str(m) for m in plan)


def _official_outcomes(state: State, target: int, plans: list[tuple[tuple[Move, ...], State]]
                       ) -> dict[str, list[tuple[Move, ...]]]:
    """Official (or "none") -> the plans (of :func:`_turn_plans`) with it that take carriage ``target``."""
    p = state.player
    out: dict[str, list[tuple[Move, ...]]] = {o: [] for o in (*state.rules.officials, "none")}
    for plan, after in plans:
        if after.carriages[p] == target and state.carriages[p] != target:
            out[after.official or "none"].append(plan)
    return out


def _target(state: State) -> int:
    target = next_carriage(state, state.player)
    if target is None:
        raise RuntimeError("exercise out of date: the player has no next carriage to take")
    return target


def _second_cards(state: State) -> str:
    """Why no two known cards go onto the route one after the other (for the Postal Carrier)."""
    m, p = state.map, state.player
    route = list(state.routes[p])
    known = list(dict.fromkeys((*state.hands[p], *state.display)))
    parts = []
    for first in known:
        ends = fit(m, route, first).ends
        for at in ends:
            longer = [*route, first] if at == "end" else [first, *route]
            seconds = [c for c in known if c != first and fit(m, longer, c).ends]
            if not seconds:
                parts.append(_("after {city} the ends are {first} and {last}, and no other card joins them").format(
                    city=city_of(first), first=city_of(longer[0]), last=city_of(longer[-1])))
    return "; ".join(parts)


def _official_why(state: State, who: str, target: int, plans: list[tuple[tuple[Move, ...], State]]) -> str:
    """Why ``who`` (an official or "none") does not take carriage ``target`` this turn."""
    p = state.player
    length = len(state.routes[p])
    best = _longest(state, plans, who)
    short = _("carriage {n} needs {n} — {rule}").format(n=target, rule=cite("taxis.carriage.length"))
    if who == "Administrator":
        return _("he lays out six new cards before the draw ({rule}), nobody knows which, and he is the turn's one "
                 "official ({one}): {player} then lays one card, so the route closes with at most {n} cards, and "
                 "{short}").format(rule=cite("taxis.official.administrator"), one=cite("taxis.official.one-per-turn"),
                                   player=_who(p), n=length + 1, short=short)
    if who == "Cartwright":
        return _("he makes the route count {more} cards longer ({rule}), but even so it counts at most {n}, and "
                 "{short}").format(more=carriage_length(0, True), rule=cite("taxis.official.cartwright"),
                                   n=carriage_length(best, True), short=short)
    if who == "Postal Carrier":
        seconds = _second_cards(state)
        if seconds:
            return _("he lets {player} lay a second card ({rule}), but no two of the cards {player} holds or can draw "
                     "fit one after the other: {seconds} — {road}").format(
                player=_who(p), rule=cite("taxis.official.postal-carrier"), seconds=seconds,
                road=cite("taxis.route.road"))
        return _("he lets {player} lay a second card ({rule}), yet the route closes with at most {n} cards, and "
                 "{short}").format(player=_who(p), rule=cite("taxis.official.postal-carrier"), n=best, short=short)
    if who == "Postmaster":
        return _("{player} draws a second card ({rule}) but still lays only one: the route closes with at most {n} "
                 "cards, and {short}").format(player=_who(p), rule=cite("taxis.official.postmaster"), n=best,
                                              short=short)
    return _("{player} lays one card: the route closes with at most {n} cards, and {short}").format(
        player=_who(p), n=best, short=short)


def _check_official(ex: Exercise, game: Game, answer: Any) -> Feedback:
    who = _official(answer)
    state = game.state
    target = _target(state)
    plans = _turn_plans(state)
    works = _official_outcomes(state, target, plans)
    if who != "none" and who not in state.rules.officials:
        return Feedback(False, _("Not quite: there is no {official} in {variant} — {rule}.").format(
            official=official(who), variant=_(VARIANT_NAMES[state.variant]), rule=cite(_OFFICIAL_RULES[who])),
                        (_OFFICIAL_RULES[who],))
    if works.get(who):
        plan = works[who][0]
        rule = _OFFICIAL_RULES[who]
        name = _("no official") if who == "none" else _("the {official}").format(official=official(who))
        return Feedback(True, _("Right, {name}: {plan} — {rule} — and carriage {n} is the next in order — "
                                "{order}.").format(name=name, plan=_plan_text(plan), rule=cite(rule), n=target,
                                                   order=cite("taxis.carriage.in-order")),
                        (rule, "taxis.carriage.in-order"))
    text = _official_why(state, who, target, plans)
    named = [r for r in RULES if f"rule {r} (" in text]
    head = _("without an official, ") if who == "none" else _("the {official}: ").format(official=official(who))
    return Feedback(False, _("Not quite: {head}{why}.").format(head=head, why=text), tuple(named))


def _solve_official(ex: Exercise, game: Game) -> tuple[Any, str]:
    state = game.state
    p = state.player
    target = _target(state)
    plans = _turn_plans(state)
    works = _official_outcomes(state, target, plans)
    good = ["none"] if works["none"] else [o for o, ps in works.items() if ps]
    how = "; ".join(f"{o}: {_plan_text(works[o][0])}" for o in good)
    nots = "; ".join(f"{'no official' if o == 'none' else o}: {_official_why(state, o, target, plans)}"
                     for o, ps in works.items() if not ps)
    text = (f"{_who(p).capitalize()} holds carriage {state.carriages[p]}, so the next is {target}. Search every way "
            f"to play this turn with the cards {_who(p)} can see (the hand and the face-up cards; at most one "
            f"official, taxis.official.one-per-turn) and keep those that take carriage {target}: {how}. The "
            f"others fail — {nots}.")
    return (good[0] if good else None), text


# -- 8. Prussia and the free cities ----------------------------------------------------------------------


def _labels(answer: Any, labels: tuple[str, ...]) -> set[str]:
    if isinstance(answer, str):
        items = answer.replace(",", " ").split()
    elif isinstance(answer, (list, tuple, set, frozenset)):
        items = list(answer)
    else:
        raise Unreadable(f"write the letters of the legal closings as a set like {{'A', 'C'}}, not "
                         f"{type(answer).__name__}")
    out = set()
    for item in items:
        if not isinstance(item, str) or item.strip().upper() not in labels:
            raise Unreadable(f"{item!r} is not one of the closings {', '.join(labels)}")
        out.add(item.strip().upper())
    return out


def _check_closings(ex: Exercise, game: Game, answer: Any, closings: tuple[tuple[str, str], ...]) -> Feedback:
    state = game.state
    moves = dict(closings)
    given = _labels(answer, tuple(moves))
    verdicts = {label: game.check(move) for label, move in moves.items()}
    right = {label for label, v in verdicts.items() if v.ok}
    if given == right:
        lines = [_("{label} ({move}) is legal").format(label=label, move=moves[label]) if v.ok else
                 _("{label} ({move}) is illegal: {reason} — {rule}").format(label=label, move=moves[label],
                                                                          reason=_reason(v), rule=cite(v.rule))
                 for label, v in verdicts.items()]
        rules = [v.rule for v in verdicts.values() if not v.ok]
        return Feedback(True, _("Right: {lines}.").format(lines="; ".join(lines)), tuple(dict.fromkeys(rules)))
    lines, rules = [_("Not quite.")], []
    for label in sorted(given - right):
        v = verdicts[label]
        lines.append(_("{label} ({move}) is illegal: {reason} — {rule}").format(
            label=label, move=moves[label], reason=_reason(v), rule=cite(v.rule)) + ".")
        rules.append(v.rule)
    for label in sorted(right - given):
        cities = game.parse(moves[label]).cities
        text, rule = _mode(state, cities)
        free = [c for c in cities if state.map.cities[c].free]
        extra = (_(", plus one free city, {city} — {rule}").format(city=free[0], rule=cite("taxis.close.free-city"))
                 if free else "")
        prussia = [c for c in cities if state.map.province_of(c) == "Prussia"]
        both = (_("; Prussia's cities {cities} lie in both parts, yet count as one province — {rule}").format(
            cities=_and(prussia), rule=cite("taxis.close.prussia"))
                if len({state.map.cities[c].part for c in prussia}) > 1 else "")
        lines.append(_("{label} ({move}) is legal: {how} — {rule}{extra}{both}.").format(
            label=label, move=moves[label], how=text, rule=cite(rule), extra=extra, both=both))
        rules += [rule, *(["taxis.close.free-city"] if free else []), *(["taxis.close.prussia"] if both else [])]
    return Feedback(False, " ".join(lines), tuple(dict.fromkeys(rules)))


def _solve_closings(ex: Exercise, game: Game, closings: tuple[tuple[str, str], ...]) -> tuple[Any, str]:
    state = game.state
    by = provinces_on(state.map, _cities(state))
    parts = "; ".join(f"{k}: {_and(v)}" for k, v in by.items())
    judged = "; ".join(f"{label}: {game.check(move)}".split("; possible:")[0] for label, move in closings)
    text = (f"The route's cities by province (taxis.routes.provinces_on): {parts}. Prussia is one province although "
            f"its cities lie in two parts (taxis.close.prussia): mode A takes every open Prussian city of the route, "
            f"in both parts. Free cities belong to no province; a closing puts a house on at most one, and only in "
            f"mode B (taxis.close.free-city). The engine's verdicts: {judged}.")
    return {label for label, move in closings if game.check(move).ok}, text


# -- 9. find a route through many provinces --------------------------------------------------------------


def _route_problem(m: Map, route: list[str], start: str, n: int) -> tuple[str, str] | None:
    """The first thing that makes ``route`` impossible as a route (text, rule id); None if every step is legal."""
    if route[0] != start:
        return _("the route must start at {start}, not {first} (any card may start a route, but here the question "
                 "fixes it)").format(start=start, first=route[0]), "taxis.route.start"
    for i in range(1, len(route)):
        step = fit(m, route[:i], route[i])
        if not step.ends or "end" not in step.ends:
            if route[i] in route[:i]:
                return _("{city} comes twice").format(city=route[i]), "taxis.route.no-repeat"
            return _("no road joins {city} and {other}").format(city=route[i - 1], other=route[i]), "taxis.route.road"
    return None


def _provinces(m: Map, route: Iterable[str]) -> list[str]:
    return [k for k in provinces_on(m, route) if k != FREE]


def _check_find_route(ex: Exercise, game: Game, answer: Any, start: str, n: int, k: int) -> Feedback:
    m = game.state.map
    route = [_city(m, c) for c in shared.read_words(answer, "cities", "['Lodz', 'Pilsen']", ordered=True)]
    if not route:
        raise Unreadable("the route is empty")
    problem = _route_problem(m, route, start, n)
    if problem is not None:
        text, rule = problem
        return Feedback(False, _("Not quite: {why} — {rule}.").format(why=text, rule=cite(rule)), (rule,))
    provinces = _provinces(m, route)
    state = game.state
    if len(route) != n:
        return Feedback(False, _("Not quite: {route} is a route, but of {n} cities, not {wanted}; a spread closing "
                                 "would put {houses} houses on it, one per province — {rule}.").format(
            route=_trip(route), n=len(route), wanted=n, houses=len(provinces), rule=cite("taxis.close.spread")),
                        ("taxis.close.spread",))
    if len(provinces) < k:
        by = provinces_on(m, route)
        twice = [f"{_prov(state, prov)} ({_and(cs)})" for prov, cs in by.items() if prov != FREE and len(cs) > 1]
        return Feedback(False, _("Not quite: {route} passes through only {n} provinces, not {wanted}: {twice} — and "
                                 "a spread closing puts one house per province — {rule}.").format(
            route=_trip(route), n=len(provinces), wanted=k, twice=_and(twice), rule=cite("taxis.close.spread")),
                        ("taxis.close.spread",))
    return Feedback(True, _("Right: {route} runs along roads — {road} — through {n} provinces ({provinces}), so a "
                            "spread closing puts a house in each — {rule}.").format(
        route=_trip(route), road=cite("taxis.route.road"), n=len(provinces),
        provinces=_and(_prov(state, k) for k in provinces), rule=cite("taxis.close.spread")),
                    ("taxis.route.road", "taxis.close.spread"))


def _solve_find_route(ex: Exercise, game: Game, start: str, n: int, k: int) -> tuple[Any, str]:
    m = game.state.map
    every = routes_of_length(m, start, n)
    good = [r for r in every if len(_provinces(m, r)) >= k]
    example = good[0] if good else None
    text = (f"taxis.routes.routes_of_length({m.key!r}, {start!r}, {n}) lists every route of {n} cities from "
            f"{start} along the roads, no city twice (networkx all_simple_paths; taxis.route.road, "
            f"taxis.route.no-repeat): {len(every)} routes. Keep those whose cities lie in {k} different provinces "
            f"(taxis.routes.provinces_on; mode B then places {k} houses, taxis.close.spread): {len(good)} remain: "
            f"{'; '.join(map(_trip, good))}.")
    return (list(example) if example else None), text


# -- 10. a plan: which card when ----------------------------------------------------------------------------


def _plan(game: Game, answer: Any) -> list[Move]:
    answer = shared.listed(answer)
    if not isinstance(answer, (list, tuple)) or not answer:
        raise Unreadable("write your plan as a list of moves, one card per turn")
    return [_move(game, a) for a in answer]


def _next_turn(state: State) -> State:
    """The same player at their next play: the card they draw in between is left out of the plan."""
    return state.evolve(drawn=max(state.drawn, 1), played=0, official=None, closed=False)


def _run_plan(state: State, plan: list[Move]) -> tuple[State, tuple[str, str] | None]:
    """Play ``plan``, one card per turn: the final position, and (text, rule) of the first refusal, if any."""
    for i, move in enumerate(plan):
        if not isinstance(move, (Route, Horse)):
            return state, (_("move {n}, {move}, is not a card played to the route or as horses").format(
                n=i + 1, move=move), "taxis.turn.play")
        v = verdict(state, move)
        if not v.ok:
            return state, (_("move {n}, {move}, is refused: {reason}").format(n=i + 1, move=move, reason=v.reason),
                           v.rule)
        state = _next_turn(apply(state, move))
    return state, None


def _check_plan(ex: Exercise, game: Game, answer: Any, length: int, turns: int) -> Feedback:
    plan = _plan(game, answer)
    state = game.state
    p = state.player
    if len(plan) > turns:
        return Feedback(False, _("Not quite: the plan lays {n} cards, one per turn (a second one needs the Postal "
                                 "Carrier — {rule}), but {player} has only {turns} turns.").format(
            n=len(plan), rule=cite("taxis.turn.play"), player=_who(p), turns=turns), ("taxis.turn.play",))
    after, problem = _run_plan(state, plan)
    if problem is not None:
        text, rule = problem
        return Feedback(False, _("Not quite: {why} — {rule}.").format(why=text, rule=cite(rule)), (rule,))
    route = _cities(after, p)
    if len(route) != length:
        return Feedback(False, ngettext(
            "Not quite: the plan builds {route}, {n} card, not {length}: each card played either lengthens the route "
            "at an end — {ends} — or pulls as horses — {horses}.",
            "Not quite: the plan builds {route}, {n} cards, not {length}: each card played either lengthens the "
            "route at an end — {ends} — or pulls as horses — {horses}.", len(route)).format(
            route=_trip(route), n=len(route), length=length, ends=cite("taxis.route.ends"),
            horses=cite("taxis.horses.play")), ("taxis.route.ends", "taxis.horses.play"))
    can = _closable(after.evolve(played=1))
    if not can.ok:
        return Feedback(False, _("Not quite: the plan builds {route}, but {reason} — {rule}.").format(
            route=_trip(route), reason=can.reason, rule=cite(can.rule)), (can.rule,))
    return Feedback(True, _("Right: the route {route} grows at its ends — {ends} — and {player}'s coach has {sum} "
                            "horses for its {length} cards, so it may be closed — {close}.").format(
        route=_trip(route), ends=cite("taxis.route.ends"), player=_who(p), sum=_horse_sum(after, p), length=length,
        close=cite("taxis.horses.close")), ("taxis.route.ends", "taxis.horses.close"))


def _plans(state: State, length: int, turns: int) -> list[list[Move]]:
    """Every plan of at most ``turns`` cards (one per turn) that leaves a closable route of ``length`` cards."""
    found: list[list[Move]] = []

    def grow(s: State, plan: list[Move]) -> None:
        p = s.player
        if len(s.routes[p]) == length and _closable(s.evolve(played=1)).ok:
            found.append(list(plan))
        if len(plan) == turns or len(s.routes[p]) > length:
            return
        for move in legal_moves(s):
            if isinstance(move, (Route, Horse)):
                grow(_next_turn(apply(s, move)), [*plan, move])

    grow(state, [])
    return found


def _solve_plan(ex: Exercise, game: Game, length: int, turns: int) -> tuple[Any, str]:
    state = game.state
    plans = _plans(state, length, turns)
    horses = sorted({str(m) for plan in plans for m in plan if isinstance(m, Horse)})
    best = plans[0] if plans else None
    need = length - CARRIAGE_HORSES
    text = (f"A route of {length} cards needs {length} horses to be closed (taxis.horses.close); the carriage card "
            f"brings {CARRIAGE_HORSES}, so the horse cards must add {need} or more. Each card goes at an end of "
            f"the route, joined by a road (taxis.route.ends, taxis.route.road), and a city already on the route "
            f"cannot join it again, though its card can still pull as horses (taxis.route.no-repeat, "
            f"taxis.horses.play). Searching every order of the cards in hand finds {len(plans)} plans of at most "
            f"{turns} turns; every one lays {_and(horses, 'or')} as horses. One of them: "
            f"{'; '.join(map(str, best or []))}.")
    return ([str(m) for m in best] if best else None), text


# -- the exercises ------------------------------------------------------------------------------------------


def _ex(id: str, title: str, level: str, question: str, form: str, setup: dict[str, Any], rules: tuple[str, ...],
        check: Callable[..., Feedback], solve: Callable[..., tuple[Any, str]], params: dict[str, Any] | None = None,
        **rest: Any) -> Exercise:
    return Exercise(id, title, level, question, form, tuple(setup.items()), rules,
                    *shared.bound(check, solve, params), **rest)


_EXAMPLE = "Münster:1 Bremen:2 Hamburg:1 Hannover:3 Berlin:1 Halle:2"  # the rulebook's example route, reversed
# ex8's closings: exactly one is legal (B, the rulebook's first placement); each other one breaks what the rulebook
# says about its example (Prussia is one province in two parts; at most one free city; its two placements only)
_CLOSINGS = (("A", "close Berlin Halle"), ("B", "close Berlin Halle Münster"),
             ("C", "close Berlin Bremen Hamburg Hannover"), ("D", "close Berlin Halle Hamburg Münster"),
             ("E", "close Berlin Halle Hannover"))

EXERCISES: tuple[Exercise, ...] = (
    _ex("ex1", N_("May this card extend the route?"), "easy",
        "Base game. Red's route runs Augsburg – München (Augsburg at its start, München at its end), and red has "
        "drawn this turn. Judge each of red's three possible plays: `route Ulm` (Ulm at the end), "
        "`route Augsburg start` and `route Innsbruck start` (at the start). Is each legal, and which rule decides?",
        "three verdicts, one per move in the order asked: a list of pairs like [(True, 'taxis.route.ends'), "
        "(False, 'taxis.route.road'), ...] — legal or not, then the id of the deciding rule",
        {"players": 2, "variant": "base", "hands": ["Ulm Innsbruck Augsburg", ""], "routes": ["Augsburg München", ""],
         "drawn": 1},
        ("taxis.route.ends", "taxis.route.road", "taxis.route.no-repeat"),
        _check_extend, _solve_extend, {"moves": ("route Ulm", "route Augsburg start", "route Innsbruck start")},
        highlight=("Ulm", "Innsbruck"),
        mistakes=([(True, "taxis.route.ends")] * 3,
                  [(False, "taxis.route.ends"), (False, "taxis.route.no-repeat"), (True, "taxis.route.ends")],
                  [(False, "taxis.route.road"), (False, "taxis.route.road"), (False, "taxis.route.road")]),
        ask=N_("Red's route runs from Augsburg to München, and red has already drawn a card this turn. Red thinks "
               "of three plays: Ulm laid next to München, Augsburg laid next to Augsburg, and Innsbruck laid next "
               "to Augsburg. Is each play allowed, and which rule decides?"),
        hints=(N_("A new card may go only beside the first or the last city of the route, never in the middle."),
               N_("Look at the map: is there a road between the new city and the city it would touch? And is the "
                  "new city already somewhere on the route?"))),
    _ex("ex2", N_("Which face-up cards fit?"), "easy",
        "Glanz und Gloria. Red's route runs Halle – Berlin – Hannover, and red is about to draw. Which of the six "
        "face-up cards could red draw and then add to the route this turn? (The roads Halle – Leipzig, Halle – "
        "Göttingen, Hannover – Göttingen and Berlin – Dresden are rebuilt by the tutor, not known from the "
        "rulebook.)",
        "a set of city names, like {'Ulm', 'Passau'}",
        {"players": 2, "variant": "gug", "hands": ["Weimar:1", ""], "routes": ["Halle:1 Berlin:2 Hannover:1", ""],
         "horses": ["Leipzig:1", ""], "display": "Hamburg:1 Leipzig:2 Berlin:3 Dresden:2 Cölln:1 Göttingen:3"},
        ("taxis.route.ends", "taxis.route.road", "taxis.route.no-repeat", "taxis.turn.draw"),
        _check_display, _solve_display, highlight=("Hamburg", "Leipzig", "Berlin", "Dresden", "Cölln", "Göttingen"),
        mistakes=({"Hamburg", "Leipzig", "Göttingen", "Dresden"}, {"Hamburg", "Göttingen"},
                  {"Hamburg", "Leipzig", "Göttingen", "Berlin"}, {"Hamburg", "Leipzig", "Göttingen", "Cölln"}),
        ask=N_("Red's route runs Halle – Berlin – Hannover, and red has not drawn a card yet. Which of the six "
               "face-up cards could red take and then lay on the route in this same turn?"),
        note=N_("Careful: the rulebook's example shows only some roads of this map. The roads Halle – Leipzig, "
                "Halle – Göttingen, Hannover – Göttingen and Berlin – Dresden are the tutor's choice, and the answer "
                "rests on them: your board may differ."),
        hints=(N_("A card can join the route only at one of its two ends: Halle or Hannover."),
               N_("For each face-up card, look for a road from its city to Halle or to Hannover. A city that is "
                  "already on the route cannot come a second time."))),
    _ex("ex3", N_("The next carriage"), "easy",
        "The Glanz und Gloria board with base rules: carriages and the Cartwright are in play. Red holds carriage 4 "
        "and has a route of four cards. Red closes it now. Which carriage does red take without the Cartwright, "
        "and which with him?",
        "a pair (without, with) of carriage numbers, None for no carriage, like (None, 6)",
        {"players": 2, "variant": "gug-base-rules", "routes": ["Weimar Halle Berlin Stettin", ""],
         "carriages": [4, 0], "drawn": 1, "played": 1},
        ("taxis.carriage.in-order", "taxis.carriage.length", "taxis.official.cartwright", "taxis.variant.gug-base"),
        _check_carriage, _solve_carriage,
        mistakes=((None, 6), (4, 5), (5, 5), (None, None)),
        ask=N_("Here the Glanz und Gloria board is played with the base game's rules, so there are carriages and a "
               "Cartwright. Red holds carriage 4 and closes a route of four cards now. Which carriage does red take "
               "without the Cartwright, and which with his help?"),
        hints=(N_("Carriages are taken one at a time, in order: red can never skip a number."),
               N_("A route earns the next carriage only if it is at least as long as that carriage's number. The "
                  "Cartwright makes the route count two cards longer."))),
    _ex("ex4", N_("Horses to close"), "medium",
        "Glanz und Gloria. Red's route has five cards; one horse card (1 horse on its back) lies before red's "
        "carriage. Red has drawn and now plays one card. How many horses must red's coach have to close this "
        "route, and which card from the hand should red lay as horses so that the route can be closed this turn?",
        "a pair: the number of horses, then the card, like (4, 'Weimar:1')",
        {"players": 2, "variant": "gug", "hands": ["Weimar:1 Münster:2 Dresden:3", ""],
         "routes": ["Halle:1 Berlin:1 Hannover:1 Hamburg:1 Bremen:1", ""], "horses": ["Leipzig:1", ""], "drawn": 1},
        ("taxis.horses.close", "taxis.horses.play", "taxis.setup.gug-carriage"),
        _check_horses, _solve_horses,
        mistakes=((5, "Weimar:1"), (6, "Dresden:3"), (5, "route Münster:2"), (3, "Weimar")),
        ask=N_("Red's route has five cards, and one horse card with 1 horse on its back lies before red's coach. "
               "Red has drawn and must now play one card. How many horses does the coach need to close this route? "
               "And which card should red lay before the coach as horses, so that the route can be closed this "
               "turn?"),
        hints=(N_("A route may be closed only when the coach has at least as many horses as the route has cards."),
               N_("The carriage card brings horses of its own; every horse card before it adds the horses on its "
                  "back. A card laid on the route instead makes the route longer, and then it needs one horse more."))),
    _ex("ex5", N_("Where do the houses go?"), "medium",
        "Base game. Red closes the route Freiburg – Carlsruhe – Stuttgart – Ulm – Augsburg. Red already has a house "
        "on Ulm; blue has one on Stuttgart. List every legal way to place red's houses.",
        "a set of placements, each a list of cities, like {('Ulm', 'Augsburg'), ('Basel',)} (or texts like "
        "'close Ulm Augsburg')",
        {"players": 2, "variant": "base", "routes": ["Freiburg Carlsruhe Stuttgart Ulm Augsburg", ""],
         "houses": ["Ulm", "Stuttgart"], "drawn": 1, "played": 1},
        ("taxis.close.one-province", "taxis.close.spread", "taxis.close.one-house-per-city",
         "taxis.close.route-cities"),
        _check_placements, _solve_placements, highlight=("Ulm", "Stuttgart"),
        mistakes=({("Freiburg", "Carlsruhe"), ("Augsburg",), ("Augsburg", "Carlsruhe", "Ulm"),
                   ("Augsburg", "Freiburg", "Ulm")},
                  {("Freiburg", "Carlsruhe"), ("Augsburg",)},
                  {("Freiburg", "Carlsruhe"), ("Stuttgart",), ("Augsburg",), ("Augsburg", "Carlsruhe", "Stuttgart"),
                   ("Augsburg", "Freiburg", "Stuttgart"), ("Augsburg", "Carlsruhe", "Freiburg", "Stuttgart")}),
        ask=N_("Red closes a route that runs Freiburg – Carlsruhe – Stuttgart – Ulm – Augsburg. Red already has a "
               "house in Ulm; blue has one in Stuttgart. Which ways of placing red's houses are allowed? Find every "
               "one of them."),
        hints=(N_("There are two ways to place houses: on every city of one single province, or on one city in each "
                  "province of the route."),
               N_("Red never builds a second house in a city where red already has one. A house of another player "
                  "does not stop red."))),
    _ex("ex6", N_("Which bonus tiles?"), "medium",
        "Glanz und Gloria. Red closes the route Schwerin – Lübeck – Hamburg – Hannover – Berlin with "
        "`close Berlin Hamburg Hannover Schwerin` (one house per province, plus the free city Hamburg). Red already "
        "has a house on Göttingen; blue has one on Hamburg and holds the Hamburg tile and the top Route of 5 tile. "
        "Which bonus tiles does red take, and what is each worth? (Schwerin, Göttingen and the tiles' values are "
        "rebuilt by the tutor, not known from the rulebook.)",
        "a dict from stack id to the value of the tile taken, like {'route-6': 3, 'free-bremen': 1}",
        {"players": 2, "variant": "gug", "routes": ["Schwerin:1 Lübeck:2 Hamburg:3 Hannover:1 Berlin:2", ""],
         "horses": ["Leipzig:3 Weimar:2", ""], "houses": ["Göttingen", "Hamburg"],
         "tiles": [[], [["free-hamburg", 1], ["route-5", 2]]], "drawn": 1, "played": 1},
        ("taxis.bonus.route-length", "taxis.bonus.province", "taxis.bonus.free-city", "taxis.bonus.top-tile"),
        _check_tiles, _solve_tiles, {"move": "close Berlin Hamburg Hannover Schwerin"},
        highlight=("Göttingen", "Hamburg"), show_stacks=True,
        mistakes=({"route-5": 2, "mecklenburg-hannover": 3}, {"route-5": 1, "mecklenburg-hannover": 3,
                                                              "free-hamburg": 1},
                  {"route-5": 1}, {"route-5": 1, "mecklenburg-hannover": 3, "prussia": 5}),
        ask=N_("Red closes a route that runs Schwerin – Lübeck – Hamburg – Hannover – Berlin, and puts houses on "
               "Berlin, Hamburg, Hannover and Schwerin. Red already has a house in Göttingen. Blue has a house in "
               "Hamburg and has taken Hamburg's tile and the top tile for a route of five cards. Which bonus "
               "tiles does red take, and what is each of them worth?"),
        note=N_("Careful: the rulebook gives no values for these tiles, and Schwerin and Göttingen are the tutor's "
                "guesses for cities of Mecklenburg and Hannover. The values and these cities are the tutor's choice: "
                "your game may differ."),
        hints=(N_("Count the cards of the route, then look for the bonus stacks that want a house in every city of "
                  "some provinces: which of them does red complete with this closing?"),
               N_("You always take the top tile of a stack; when someone took from it before you, the next tile is "
                  "worth less. A free city's tile goes only with the first house there."))),
    _ex("ex7", N_("Which official helps?"), "medium",
        "Base game. Red holds carriage 4 and wants carriage 5 this very turn. Red's route is Ulm – Augsburg – "
        "München; the turn has just begun. Which official (Postmaster, Postal Carrier, Administrator or "
        "Cartwright) makes it possible, and how?",
        "the official's name, like 'Postmaster' (German names work too)",
        {"players": 2, "variant": "base", "hands": ["Passau Innsbruck", ""], "routes": ["Ulm Augsburg München", ""],
         "carriages": [4, 0], "display": "Basel Lodz Budweis Mannheim Freiburg Würzburg"},
        ("taxis.official.one-per-turn", "taxis.official.postmaster", "taxis.official.postal-carrier",
         "taxis.official.administrator", "taxis.official.cartwright", "taxis.carriage.length"),
        _check_official, _solve_official, highlight=("Passau", "Innsbruck"),
        mistakes=("Postal Carrier", "Postmaster", "Administrator", "none"),
        ask=N_("Red holds carriage 4 and wants carriage 5 in this very turn. Red's route runs Ulm – Augsburg – "
               "München, and the turn has just begun. Which official makes that possible: the Postmaster, the "
               "Postal Carrier, the Administrator or the Cartwright?"),
        hints=(N_("Carriage 5 needs a route that counts at least five cards. How long can red's route get this "
                  "turn?"),
               N_("Try each official in your head. Which of red's cards, and which face-up cards, can join the ends "
                  "Ulm and München? Does any official help enough?"))),
    _ex("ex8", N_("Prussia and the free cities"), "hard",
        "Glanz und Gloria. Red closes the rulebook's example route, here Münster – Bremen – Hamburg – Hannover – "
        "Berlin – Halle. Prussia's cities Münster (west) and Berlin, Halle (east) lie in its two parts; Bremen and "
        "Hamburg are free cities. Exactly one of these closings is legal: which? "
        + "; ".join(f"{label}: `{move}`" for label, move in _CLOSINGS) + ".",
        "a letter, like 'A' (or a set of letters, like {'A'})",
        {"players": 2, "variant": "gug", "routes": [_EXAMPLE, ""], "horses": ["Weimar:3 Cassel:2", ""],
         "drawn": 1, "played": 1},
        ("taxis.close.prussia", "taxis.close.free-city", "taxis.close.one-province", "taxis.close.spread"),
        _check_closings, _solve_closings, {"closings": _CLOSINGS}, highlight=("Münster", "Berlin", "Halle"),
        mistakes=({"A"}, {"C"}, {"D"}, {"E"}, {"A", "B"}),
        ask=N_("Red closes the rulebook's example route Münster – Bremen – Hamburg – Hannover – Berlin – Halle. "
               "Münster lies in the western part of Prussia, Berlin and Halle in the eastern part; Bremen and "
               "Hamburg are free cities. Exactly one of the five closings is allowed. Which one?"),
        hints=(N_("Prussia counts as one single province, even though its cities lie in two separate parts of the "
                  "map."),
               N_("Free cities belong to no province. Each closing may put a house on at most one free city, and "
                  "only when it places one house in each province."))),
    _ex("ex9", N_("A route through six provinces"), "hard",
        "Base game, the map alone. Find a route of six cities that starts at Innsbruck, runs along the roads, and "
        "whose six cities lie in six different provinces, so that a spread closing places six houses.",
        "a list of city names in route order, like ['Innsbruck', 'München', ...]",
        {"players": 2, "variant": "base"},
        ("taxis.route.road", "taxis.route.no-repeat", "taxis.close.spread"),
        _check_find_route, _solve_find_route, {"start": "Innsbruck", "n": 6, "k": 6}, highlight=("Innsbruck",),
        show_route=False,
        mistakes=(["Innsbruck", "München", "Augsburg", "Ulm", "Stuttgart", "Carlsruhe"],
                  ["Innsbruck", "Kempten", "Sigmaringen", "Basel", "Zürich", "Freiburg"],
                  ["Innsbruck", "Kempten", "Zürich", "Sigmaringen", "Kempten", "Ulm"],
                  ["Innsbruck", "Kempten", "Ulm", "Sigmaringen", "Freiburg"]),
        ask=N_("Only the map matters here. Find a route of six cities that starts in Innsbruck, follows the roads, "
               "and passes through six different provinces, so that closing it could place six houses."),
        hints=(N_("Each province has its own colour on the map. At each step, pick a next city whose colour you "
                  "have not used yet."),
               N_("Stay only one city in each province: a route that stays in one province for two cities cannot "
                  "reach six provinces with six cities."))),
    _ex("ex10", N_("A plan for four turns"), "hard",
        "Glanz und Gloria. Red's route is just Berlin; no horse cards lie before red's carriage yet. Red has drawn "
        "this turn. Using only the four cards in hand, one card per turn (this turn and the next three), red wants "
        "a route of four cities that can be closed at the end of the fourth turn. Give red's four plays in order. "
        "(The roads Halle – Leipzig, Leipzig – Dresden and Berlin – Dresden are rebuilt by the tutor, not known "
        "from the rulebook.)",
        "a list of moves, like ['route Halle:1', 'horse Dresden:2', 'route Leipzig:1 start', ...]",
        {"players": 2, "variant": "gug", "hands": ["Berlin:3 Halle:1 Dresden:2 Leipzig:1", ""],
         "routes": ["Berlin:1", ""], "drawn": 1},
        ("taxis.horses.close", "taxis.route.no-repeat", "taxis.route.ends", "taxis.route.road"),
        _check_plan, _solve_plan, {"length": 4, "turns": 4}, highlight=("Berlin",),
        mistakes=(["route Halle:1", "route Leipzig:1", "route Berlin:3", "horse Dresden:2"],
                  ["route Leipzig:1", "route Halle:1", "route Dresden:2", "horse Berlin:3"],
                  ["route Halle:1", "route Leipzig:1", "route Dresden:2"],
                  ["route Halle:1", "horse Dresden:2", "route Leipzig:1", "horse Berlin:3"]),
        ask=N_("Red's route is only Berlin, and no horse cards lie before red's coach yet. Red has drawn this turn. "
               "Using only the four cards in hand, one card per turn (this turn and the next three), red wants a "
               "route of four cities that can be closed at the end of the fourth turn. Play red's four cards in "
               "order."),
        note=N_("Careful: the rulebook's example shows only some roads of this map. The roads Halle – Leipzig, "
                "Leipzig – Dresden and Berlin – Dresden are the tutor's choice, and the answer rests on them: your "
                "board may differ."),
        hints=(N_("A route of four cards needs four horses, and the coach starts with fewer. So one of the four "
                  "cards must go before the coach as horses instead of on the route."),
               N_("A city may be on the route only once, but a card of a city that is already on it can still pull "
                  "as horses. Each other card must join an end of the route by a road when it is laid."))),
)

RESTS_ON: dict[str, tuple[str, str]] = {
    "ex1": ("secondary source", "the base game's route rules (ends, roads, no city twice) and the base map's roads, "
            "from sources other than the rulebook"),
    "ex2": ("rebuilt data", "the roads Halle–Leipzig, Halle–Göttingen, Hannover–Göttingen and Berlin–Dresden, "
            "reconstructed (only Hannover–Hamburg and Halle–Berlin–Hannover are the rulebook's)"),
    "ex3": ("secondary source", "the rulebook's variant (the Glanz und Gloria map with base rules), with the base "
            "game's carriage and Cartwright rules from other sources"),
    "ex4": ("rulebook", "horses at least as many as route cards; the carriage card's two horses (the cards' backs "
            "are given in the question)"),
    "ex5": ("secondary source", "the base game's two placements and the base map's provinces, from other sources"),
    "ex6": ("rebuilt data", "Schwerin and Göttingen in Mecklenburg/Hannover, and the tile values (route 5: 1, "
            "Mecklenburg/Hannover: 3), reconstructed; the free-city rule is the rulebook's"),
    "ex7": ("secondary source", "the base game's officials and base map, from other sources"),
    "ex8": ("rulebook", "the rulebook's example: Prussia one province in two parts, at most one free city, and its "
            "two placements (one legal option, B)"),
    "ex9": ("secondary source", "the base map's roads and provinces and the spread placement, from other sources"),
    "ex10": ("rebuilt data", "the roads Halle–Leipzig, Leipzig–Dresden and Berlin–Dresden, reconstructed; the "
             "horses rule is the rulebook's"),
}
"""What each exercise's answer rests on (for teachers): ``rulebook``, ``secondary source`` (the base game's rules,
which the Glanz und Gloria rulebook uses without printing them; the question's lead says so), ``rebuilt data``
(the question's ``note`` says so) or ``reading``, and the facts it needs."""

_CATALOGUE = shared.Catalogue(EXERCISES)
get, check, solution = _CATALOGUE.get, _CATALOGUE.check, _CATALOGUE.solution
