"""Why a move is legal or not, naming the rule that decides.

A move is legal exactly when :func:`taxis.rules.legal_moves` lists it; for any
other move :func:`check` finds the rule it breaks. Where a refusal has several
causes, it names the first one the player would see at the table: whose turn and
which step of it, then the card, then the route.

Typed text is first read in the position by :func:`taxis.rules.resolve` (``route
Hannover`` is the hand's one Hannover card that fits); a card named by its city
alone that could mean several cards is refused here, naming the horse counts.
"""

from __future__ import annotations

from dataclasses import replace

from taxis.board import MAPS
from taxis.moves import Administrator, Close, Discard, Draw, End, Horse, Move, Route, Scrap
from taxis.rulebook import RULES
from taxis.rules import can_draw, extensions, is_legal, named, plays, variants_of
from taxis.state import COLOUR_NAMES, HAND_LIMIT, MAX_HORSE_CARDS, MIN_CLOSE, State, city_of, horses_of
from tutor.i18n import NP_, _, get_language, ngettext, pgettext
from tutor.rules import Verdict

# every city of every map by its name (the names the cards print; a city on both maps is the same city)
_CITIES = {c.name: c for m in MAPS.values() for c in m.cities.values()}

# COLOUR_NAMES and the officials' names as the state keeps them, marked for the catalog
_COLOURS = (NP_("colour", "red"), NP_("colour", "blue"), NP_("colour", "green"), NP_("colour", "yellow"))
_OFFICIALS = (NP_("official", "Postmaster"), NP_("official", "Postal Carrier"), NP_("official", "Administrator"),
              NP_("official", "Cartwright"))

_OK = {Draw: "taxis.turn.draw", Administrator: "taxis.official.administrator", Route: "taxis.route.ends",
       Horse: "taxis.horses.play", Scrap: "taxis.route.scrap", Close: "taxis.turn.close-optional",
       Discard: "taxis.turn.hand-limit", End: "taxis.turn.end"}


def colour(p: int) -> str:
    """Player ``p``'s colour in the current language.

    >>> colour(3)
    'yellow'
    """
    return pgettext("colour", COLOUR_NAMES[p])


def official(name: str) -> str:
    """An official's name (``"Postmaster"``, as the state keeps it) in the current language."""
    return pgettext("official", name)


def province(state: State, name: str) -> str:
    """A province's name in the current language (from the map data, ``Province.display``).

    >>> from taxis.scenario import scenario
    >>> from tutor.i18n import language
    >>> with language("hu"):
    ...     province(scenario(players=2, variant="gug").state, "Prussia")
    'Poroszország'
    """
    return state.map.provinces[name].display(get_language())


def city_word(name: str) -> str:
    """A city's name in the current language: as on its cards, or the Hungarian rulebook's (``City.hu``: Bréma).

    >>> from tutor.i18n import language
    >>> with language("hu"):
    ...     city_word("Bremen"), city_word("Ulm")
    ('Bréma', 'Ulm')
    """
    if get_language() == "en":
        return name
    city = _CITIES.get(name)
    return city.display(get_language()) if city else name


def _or(items: list[str]) -> str:
    """``a, b or c`` in the current language, cities by their names in it (Bréma)."""
    items = [city_word(i) for i in items]
    if len(items) == 1:
        return items[0]
    return _("{items} or {last}").format(items=", ".join(items[:-1]), last=items[-1])


def _each(items: list[str], word: str) -> str:
    """``a or b or c`` (``word`` ``"or"``) or ``a and b and c`` in the current language."""
    text = items[0]
    for item in items[1:]:
        text = (_("{items} or {last}") if word == "or" else _("{items} and {last}")).format(items=text, last=item)
    return text


def _used(state: State) -> str:
    return _("the {official} was already used this turn").format(official=official(state.official))


def rule_of(state: State, move: Move) -> str:
    """The rule that governs a (legal) move in ``state``."""
    if isinstance(move, Draw) and state.drawn == 1:
        return "taxis.official.postmaster"
    if isinstance(move, (Route, Horse)) and state.played == 1:
        return "taxis.official.postal-carrier"
    if isinstance(move, Route) and not state.routes[state.player]:
        return "taxis.route.start"
    if isinstance(move, Close) and move.cartwright:
        return "taxis.official.cartwright"
    return _OK[type(move)]


def check(state: State, move: Move) -> Verdict:
    """The verdict on ``move`` in ``state``: ok exactly when ``move`` is one of ``legal_moves(state)``.

    ``Game.check(text)`` first reads typed text in the position (:func:`taxis.rules.resolve`), so
    there it is ok exactly for the legal moves and for text that names one of them unambiguously.
    """
    if not isinstance(move, tuple(_OK)):
        return RULES.refuse("taxis.notation.syntax", _("{move} is not a Thurn und Taxis move").format(move=repr(move)))
    if is_legal(state, move):
        return RULES.allow(rule_of(state, move), _("{move} is legal for {player}").format(
            move=move, player=colour(state.player)))
    return _diagnose(state, move)


def _diagnose(state: State, move: Move) -> Verdict:
    if state.over:
        return RULES.refuse("taxis.end.over", _("the game is over"))
    move = _card_named(state, move)
    if isinstance(move, Verdict):
        return move
    for step in (_draw_step, _play_step, _close_step, _end_step):
        verdict = step(state, move)
        if verdict is not None:
            return verdict
    return RULES.refuse("taxis.turn.order", _("{move} is not possible now").format(move=move))  # pragma: no cover


def _card_named(state: State, move: Move) -> Move | Verdict:
    """A move whose card is named by the city alone, as the card it means (when none of them is legal, any will do:
    every refusal then holds for each card of the city); a refusal when the name could mean several legal moves."""
    options = sorted(variants_of(state, move), key=lambda m: horses_of(m.city))
    if len(options) > 1:
        cards = [m.city for m in options]
        counts = _or([str(horses_of(c)) for c in cards])
        text = _("{n} {city} cards fit this move, with {counts} horses: write {moves}")
        return RULES.refuse("taxis.notation.syntax", text.format(
            n=len(cards), city=move.city, counts=counts, moves=_each([repr(str(m)) for m in options], "or")))
    if options:  # a move object that names its card by the city alone; typed text is resolved before this
        return RULES.refuse("taxis.notation.syntax", _("{city} names the card {card}: the move is '{move}'").format(
            city=move.city, card=options[0].city, move=options[0]))
    name = getattr(move, "city", None)
    if name and ":" not in name and state.rules.horses:
        pool = state.display if isinstance(move, Draw) else state.hands[state.player]
        cards = named(pool, name)
        if cards:
            return replace(move, city=cards[0])
    return move


def _no_card(state: State, name: str, pool: tuple[str, ...], where: str, **fields: str) -> str:
    """Why ``name`` is no card of ``pool``, naming the cards of that city that are there (``where``: the sentence
    saying there is no ``{card}`` card there)."""
    city = city_of(name)
    same = [c for c in dict.fromkeys(pool) if city_of(c) == city]
    if same and not state.rules.horses:
        return _("cards show no horses in this game: write {city}, not {card}").format(city=city, card=name)
    if same:
        return where.format(card=name, **fields) + _(", only {cards}").format(cards=_each(same, "and"))
    return where.format(card=name, **fields)


def _draw_step(state: State, move: Move) -> Verdict | None:
    if not isinstance(move, (Draw, Administrator)):
        if state.drawn == 0 and can_draw(state) and not isinstance(move, Discard | End | Close):
            return RULES.refuse("taxis.turn.draw", _("first draw a card (face up or from the deck)"))
        return None
    if isinstance(move, Administrator):
        if "Administrator" not in state.rules.officials:
            return RULES.refuse("taxis.official.administrator", _("there is no Administrator in this game"))
        if state.official is not None:
            return RULES.refuse("taxis.official.one-per-turn", _used(state))
        return RULES.refuse("taxis.official.administrator", _("the Administrator acts only before the first draw"))
    if state.drawn >= 2:
        return RULES.refuse("taxis.official.postmaster", _("two cards were drawn this turn, the second with "
                                                                 "the Postmaster: there is no third draw"))
    if state.played:
        return RULES.refuse("taxis.turn.draw", _("no more drawing this turn: a card has been played"))
    if state.scrapped:
        return RULES.refuse("taxis.turn.draw", _("no more drawing this turn: the route was scrapped, and a card "
                                                   "from the hand now starts a new one"))
    if state.drawn == 1 and state.official is not None:
        return RULES.refuse("taxis.official.one-per-turn", _used(state))
    if state.drawn == 1 and "Postmaster" not in state.rules.officials:  # pragma: no cover - every game has him
        return RULES.refuse("taxis.official.postmaster", _("a second card needs the Postmaster"))
    if move.city is not None and move.city not in state.display:
        if any(city_of(c) == city_of(move.city) for c in state.display):
            return RULES.refuse("taxis.turn.draw", _no_card(state, move.city, state.display,
                                                            _("there is no {card} card face up")))
        return RULES.refuse("taxis.turn.draw", _("{city} is not among the face-up cards").format(
            city=city_word(move.city)))
    return RULES.refuse("taxis.turn.draw", _("the deck and the discards are empty"))


def _play_step(state: State, move: Move) -> Verdict | None:
    if not isinstance(move, (Route, Horse, Scrap)):
        if state.played == 0 and Scrap() in plays(state) and not any(isinstance(m, Route) for m in plays(state)):
            if any(isinstance(m, Horse) for m in plays(state)):
                text = _("a card must be played first, and none in the hand extends the route: lay a horse card, or "
                         "write 'scrap route', then start a new route with a card")
            else:
                text = _("a card must be played first, and none in the hand extends the route: write 'scrap route', "
                         "then start a new route with a card")
            return RULES.refuse("taxis.turn.play", text)
        if state.played == 0 and not isinstance(move, Close):
            return RULES.refuse("taxis.turn.play", _("first play a card from the hand"))
        return None
    p = state.player
    if state.closed:
        return RULES.refuse("taxis.close.discard", _("the route was closed: no more cards this turn"))
    if state.played >= 2:
        return RULES.refuse("taxis.official.postal-carrier", _("two cards were played this turn, the second "
                                                                      "with the Postal Carrier: there is no third"))
    if state.played == 1 and state.official is not None:
        return RULES.refuse("taxis.official.one-per-turn", _("a second card needs the Postal Carrier, but the "
                            "{official} was already used this turn").format(official=official(state.official)))
    if isinstance(move, Scrap):
        if not state.routes[p]:
            return RULES.refuse("taxis.route.scrap", _("there is no route to scrap"))
        if state.played:
            return RULES.refuse("taxis.route.scrap", _("a route is scrapped only when the turn's card "
                                                                            "cannot be played"))
        return RULES.refuse("taxis.route.scrap", _("a card in the hand can still extend the route"))
    if isinstance(move, Horse) and not state.rules.horses:
        return RULES.refuse("taxis.horses.play", _("horse cards are only played in Glanz und Gloria"))
    if isinstance(move, Horse) and len(state.horses[p]) >= MAX_HORSE_CARDS:
        return RULES.refuse("taxis.horses.max", ngettext(
            "{n} horse card already lies before the carriage", "{n} horse cards already lie before the carriage",
            MAX_HORSE_CARDS).format(n=MAX_HORSE_CARDS))
    if move.city not in state.hands[p]:
        hand = _("there is no {card} card in {player}'s hand")
        return RULES.refuse("taxis.turn.play", _no_card(state, move.city, state.hands[p], hand, player=colour(p)))
    if isinstance(move, Horse):  # pragma: no cover - a held card with room for it is a legal horse card
        return RULES.refuse("taxis.horses.play", _("{move} is not possible now").format(move=move))
    return _route_step(state, move)


def _route_step(state: State, move: Route) -> Verdict:
    route = state.routes[state.player]
    city = city_of(move.city)
    if not route:
        return RULES.refuse("taxis.route.ends", _("there is no route yet: a first card simply starts "
                                                                         "one ('route CITY')"))
    if city in {city_of(c) for c in route}:
        return RULES.refuse("taxis.route.no-repeat", _("{city} is already on the route").format(city=city_word(city)))
    if len(route) == 1 and move.at == "start":
        return RULES.refuse("taxis.route.ends", _("with one card the route has one end: write "
                                                                   "'route CITY'"))
    end = city_of(route[0] if move.at == "start" else route[-1])
    if not extensions(state, move.city):
        reason = _("no road joins {city} to either end of the route").format(city=city_word(city))
    else:
        reason = _("no road joins {city} to {end}").format(city=city_word(city), end=city_word(end))
    return RULES.refuse("taxis.route.road", reason)


def _close_step(state: State, move: Move) -> Verdict | None:
    if not isinstance(move, Close):
        return None
    p = state.player
    route = state.routes[p]
    if state.played == 0:
        return RULES.refuse("taxis.turn.play", _("play a card before closing the route"))
    if state.closed:
        return RULES.refuse("taxis.close.discard", _("the route was already closed this turn"))
    if len(route) < MIN_CLOSE:
        return RULES.refuse("taxis.close.length", ngettext(
            "a route needs {need} cards to close; it has {n}", "a route needs {need} cards to close; it has {n}",
            len(route)).format(need=MIN_CLOSE, n=len(route)))
    if state.rules.horses and state.horse_count(p) < len(route):
        return RULES.refuse("taxis.horses.close", ngettext(
            "{n} cards need {n} horses; the carriage has {horses}", "{n} cards need {n} horses; the carriage has "
            "{horses}", len(route)).format(n=len(route), horses=state.horse_count(p)))
    if move.cartwright and "Cartwright" not in state.rules.officials:
        return RULES.refuse("taxis.official.cartwright", _("the Cartwright plays no part in Glanz und Gloria"))
    if move.cartwright and state.official is not None:
        return RULES.refuse("taxis.official.one-per-turn", _used(state))
    return _houses_step(state, move)


def _houses_step(state: State, move: Close) -> Verdict:
    p, m = state.player, state.map
    cities = {city_of(c) for c in state.routes[p]}
    for c in move.cities:
        if c not in cities:
            if city_of(c) in cities:
                reason = _no_card(state, c, state.routes[p], _("there is no {card} card on the route"))
            else:
                reason = _("{city} is not on the route").format(city=city_word(c))
            return RULES.refuse("taxis.close.route-cities", reason)
        if c in state.houses[p]:
            return RULES.refuse("taxis.close.one-house-per-city", _("{player} already has a house in {city}").format(
                player=colour(p), city=city_word(c)))
    free = [c for c in move.cities if m.cities[c].free]
    if len(free) > 1:
        return RULES.refuse("taxis.close.free-city", _("at most one free city per closing, not {cities}").format(
            cities=", ".join(map(city_word, free))))
    if len(move.cities) > state.houses_left(p):
        left = state.houses_left(p)
        text = ngettext("only {n} house left", "only {n} houses left", left)
        return RULES.refuse("taxis.close.houses-left", text.format(n=left))
    return _mode_step(state, move, free)


def _mode_step(state: State, move: Close, free: list[str]) -> Verdict:
    """Which placement mode the houses try, and what they miss of it."""
    p, m = state.player, state.map
    open_ = [c for c in (city_of(x) for x in state.routes[p]) if c not in state.houses[p] and not m.cities[c].free]
    chosen = [c for c in move.cities if not m.cities[c].free]
    provinces = [m.province_of(c) for c in chosen]
    if not move.cities:
        return RULES.refuse("taxis.close.one-province", _("a closing places houses: on every open city "
                                                                 "of one province, or on one city of each province"))
    if len(set(provinces)) == 1:
        whole = {c for c in open_ if m.province_of(c) == provinces[0]}
        if free and whole == set(chosen):
            return RULES.refuse("taxis.close.free-city", _("a free city belongs to no province: it cannot "
                                                                    "join a one-province placement"))
        if not free:
            left_out = ", ".join(sorted(whole - set(chosen)))
            rule = "taxis.close.prussia" if provinces[0] == "Prussia" else "taxis.close.one-province"
            return RULES.refuse(rule, _("one-province placement: every open {province} city of the route gets a "
                                "house, so {cities} too").format(province=province(state, provinces[0]),
                                                                   cities=left_out))
    if len(set(provinces)) != len(provinces):
        return RULES.refuse("taxis.close.spread", _("spread placement puts one house in each province, "
                                                                       "never two"))
    missing = sorted({m.province_of(c) for c in open_} - set(provinces))
    if missing:
        return RULES.refuse("taxis.close.spread", _("spread placement puts a house in every province of the route; "
                            "none goes to {provinces}").format(provinces=", ".join(province(state, x)
                                                                                         for x in missing)))
    return RULES.refuse("taxis.close.one-province", _(  # pragma: no cover - every other selection is legal
        "houses go on every open city of one province, or on one city of each province"))


def _end_step(state: State, move: Move) -> Verdict | None:
    if isinstance(move, Discard):
        hand = state.hands[state.player]
        if len(hand) <= HAND_LIMIT:
            return RULES.refuse("taxis.turn.hand-limit", _("the hand holds {n} or fewer cards: nothing to "
                                                                  "discard").format(n=HAND_LIMIT))
        return RULES.refuse("taxis.turn.hand-limit", _no_card(state, move.city, hand,
                                                                       _("there is no {card} card in the hand")))
    if isinstance(move, End):
        if state.played == 0:
            return RULES.refuse("taxis.turn.play", _("a card must be played before the turn ends"))
        return RULES.refuse("taxis.turn.hand-limit", _("keep at most {n} cards: discard first").format(n=HAND_LIMIT))
    if plays(state) == [] and state.played == 0:
        return RULES.refuse("taxis.turn.play", _("no card can be played"))
    return None
