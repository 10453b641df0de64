"""Thurn und Taxis rules as pure functions: legal moves and the transitions.

``legal_moves(state)`` is the single source of truth; :mod:`taxis.verdicts`
explains why any other move is refused, and ``apply`` plays a legal move.
"""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations, product

from taxis.moves import Administrator, Close, Discard, Draw, End, Horse, Move, Route, Scrap
from taxis.state import (
    CARRIAGES,
    CARTWRIGHT,
    DISPLAY,
    HAND_LIMIT,
    MAX_FREE,
    MAX_HORSE_CARDS,
    MIN_CLOSE,
    State,
    city_of,
)
from tutor.game import chance, listed, memo

NUMBERS = tuple(CARRIAGES)  # carriage numbers, in order


def _set(t: tuple, i: int, value: object) -> tuple:
    items = list(t)
    items[i] = value
    return tuple(items)


def _distinct(cards: tuple[str, ...]) -> list[str]:
    return list(dict.fromkeys(cards))


# -- what may be played -------------------------------------------------------------


def can_draw(state: State) -> bool:
    """Whether a card can be drawn: face up, from the deck, or from reshuffled discards."""
    return bool(state.display or state.deck or state.discards)


def extensions(state: State, card: str) -> list[str]:
    """The ends of the player's route (``"start"``/``"end"``) where ``card`` may go; ``["end"]`` starts a route."""
    route = state.routes[state.player]
    if not route:
        return ["end"]
    city, cities = city_of(card), {city_of(c) for c in route}
    if city in cities:
        return []
    graph = state.map.graph
    out = ["end"] if graph.has_edge(city, city_of(route[-1])) else []
    if len(route) > 1 and graph.has_edge(city, city_of(route[0])):
        out.append("start")
    return out


def plays(state: State) -> list[Move]:
    """The card plays open now: to the route, as horses, or scrapping a route nothing extends."""
    p, hand = state.player, state.hands[state.player]
    out: list[Move] = []
    horses = state.rules.horses and len(state.horses[p]) < MAX_HORSE_CARDS
    stuck = bool(state.routes[p])
    for card in _distinct(hand):
        ends = extensions(state, card)
        stuck = stuck and not ends
        out.extend(Route(card, at) for at in ends)
        if horses:
            out.append(Horse(card))
    if stuck and hand and state.played == 0:  # only the turn's one required card can force a scrap
        out.append(Scrap())
    return out


def placements(state: State) -> list[tuple[str, ...]]:
    """The ways to place houses when closing: one province (mode A) or one city per province (mode B).

    Houses go on every city the chosen way allows (as many as the player has left); free
    cities belong to no province, and one of them may be added in mode B.
    """
    p, m = state.player, state.map
    cities = [city_of(c) for c in state.routes[p]]
    open_ = [c for c in cities if c not in state.houses[p]]
    free = [c for c in open_ if m.cities[c].free]
    by_province: dict[str, list[str]] = {}
    for c in open_:
        if not m.cities[c].free:
            by_province.setdefault(m.province_of(c), []).append(c)
    ways = {tuple(sorted(group)) for group in by_province.values()}
    extras = [()] + [c for k in range(1, MAX_FREE + 1) for c in combinations(free, k)]
    for choice in product(*by_province.values()):
        for extra in extras:
            ways.add(tuple(sorted((*choice, *extra))))
    ways.discard(())
    left = state.houses_left(p)
    limited = set()
    for way in ways:
        limited.update(combinations(way, left) if len(way) > left else [way])
    return sorted(limited) or [()]


def closings(state: State) -> list[Move]:
    """The closings open now (none if the route is short or, in Glanz und Gloria, the horses too few)."""
    p = state.player
    route = state.routes[p]
    if state.closed or len(route) < MIN_CLOSE:
        return []
    if state.rules.horses and state.horse_count(p) < len(route):
        return []
    ways = placements(state)
    out: list[Move] = [Close(w) for w in ways]
    if "Cartwright" in state.rules.officials and state.official is None:
        out += [Close(w, True) for w in ways]
    return out


def legal_moves(state: State) -> tuple[Move, ...]:
    """Every legal move, in a fixed order; none once the game is over."""
    return memo(state, "legal", _legal)


def _draws(state: State) -> list[Move]:
    out: list[Move] = [Draw(c) for c in _distinct(state.display)]
    if state.deck or state.discards:
        out.append(Draw())
    return out


def _legal(state: State) -> tuple[Move, ...]:
    if state.over:
        return ()
    officials = state.rules.officials
    out: list[Move] = []
    if state.drawn == 0 and can_draw(state):
        if state.official is None and state.played == 0 and "Administrator" in officials and state.display:
            out.append(Administrator())
        out += _draws(state)
    elif (state.drawn == 1 and state.played == 0 and not state.scrapped and state.official is None
          and "Postmaster" in officials):
        out += _draws(state)
    ready = state.drawn >= 1 or not can_draw(state)
    second = state.played == 1 and state.official is None and "Postal Carrier" in officials
    if ready and not state.closed and (state.played == 0 or second):
        out += plays(state)
    if state.played >= 1:
        out += closings(state)
        hand = state.hands[state.player]
        if len(hand) > HAND_LIMIT:
            out += [Discard(c) for c in _distinct(hand)]
        else:
            out.append(End())
    return tuple(out)


def is_legal(state: State, move: Move) -> bool:
    """Whether ``move`` (a move object) is among the legal moves (see :func:`tutor.game.listed`)."""
    return listed(state, legal_moves(state), move)


# -- reading a typed move in the position --------------------------------------------------------


def named(cards: tuple[str, ...], name: str) -> list[str]:
    """The distinct cards among ``cards`` that ``name`` names: the card itself, or every card of the city ``name``.

    >>> named(("Berlin:1", "Hannover:1", "Hannover:2", "Hannover:2"), "Hannover")
    ['Hannover:1', 'Hannover:2']
    >>> named(("Berlin:1", "Hannover:2"), "Hannover:2"), named(("Ulm",), "Ulm"), named(("Ulm",), "Ulm:2")
    (['Hannover:2'], ['Ulm'], [])
    """
    if name in cards:
        return [name]
    if ":" in name:
        return []
    return [c for c in _distinct(cards) if city_of(c) == name]


def variants_of(state: State, move: Move) -> list[Move]:
    """The legal moves ``move`` may mean when its card is named by the city alone (``route Hannover``).

    Only for Glanz und Gloria cards, which also name the horses on their backs (``Hannover:2``).
    """
    name = getattr(move, "city", None)
    if not name or ":" in name or not state.rules.horses:
        return []
    pool = state.display if isinstance(move, Draw) else state.hands[state.player]
    return [m for m in (replace(move, city=c) for c in named(pool, name)) if is_legal(state, m)]


def resolve(state: State, move: Move) -> Move:
    """The move that typed text means in ``state``: the one step between reading a move and judging it.

    In Glanz und Gloria a card is a city with the horses on its back (``Hannover:2``). A card move
    that names the city alone (``route Hannover``, ``draw Bremen``, ``horse Cölln``, ``discard
    Weimar``) means the one legal move with a card of that city, when there is exactly one; and a
    closing may name its cities by the route's cards (``close Berlin:1 Halle:1``). Every other move
    comes back unchanged, so :func:`taxis.verdicts.check` refuses an ambiguous name with the horse
    counts it could mean, and an impossible one with the rule it breaks. ``legal_moves`` stays the
    only judge: a resolved move is always one of them. ``Game.check`` and ``Game.play`` apply this to
    typed text only; a move object is taken as it is.

    >>> from taxis.scenario import scenario
    >>> g = scenario(players=2, variant="gug", hands=["Hannover:2 Weimar:1", ""], routes=["Berlin:1", ""], drawn=1)
    >>> resolve(g.state, Route("Hannover")), resolve(g.state, Route("Weimar"))  # no road joins Weimar to Berlin
    (taxis.parse('route Hannover:2'), taxis.parse('route Weimar'))
    >>> g.play("route Hannover"); g.state.routes[0]
    taxis.parse('route Hannover:2')
    ('Berlin:1', 'Hannover:2')
    """
    if isinstance(move, Close):
        route = state.routes[state.player]
        return replace(move, cities=tuple(city_of(c) if c in route else c for c in move.cities))
    if is_legal(state, move):
        return move
    found = variants_of(state, move)
    return found[0] if len(found) == 1 else move


# -- transitions ---------------------------------------------------------------------


def _top_up(state: State, deck: tuple[str, ...], discards: tuple[str, ...], shuffles: int, n: int
            ) -> tuple[list[str], tuple[str, ...], tuple[str, ...], int]:
    """Take ``n`` cards from the deck, reshuffling the discards (seeded) whenever it runs out."""
    got: list[str] = []
    while len(got) < n:
        if not deck:
            if not discards:
                break
            pile = list(discards)
            chance(state.seed, "reshuffle", shuffles).shuffle(pile)
            deck, discards, shuffles = tuple(pile), (), shuffles + 1
        take = min(n - len(got), len(deck))
        got += deck[:take]
        deck = deck[take:]
    return got, deck, discards, shuffles


def _take(hand: tuple[str, ...], card: str) -> tuple[str, ...]:
    items = list(hand)
    items.remove(card)
    return tuple(items)


def apply(state: State, move: Move) -> State:
    """The position after a legal ``move`` (call ``check`` first: this trusts the move)."""
    p = state.player
    if isinstance(move, (Draw, Administrator)):
        return _draw(state, move)
    if isinstance(move, (Route, Horse)):
        hand = _set(state.hands, p, _take(state.hands[p], move.city))
        played = state.played + 1
        official = "Postal Carrier" if played == 2 else state.official
        if isinstance(move, Horse):
            horses = _set(state.horses, p, (*state.horses[p], move.city))
            return state.evolve(hands=hand, horses=horses, played=played, official=official)
        route = state.routes[p]
        route = (*route, move.city) if move.at == "end" else (move.city, *route)
        return state.evolve(hands=hand, routes=_set(state.routes, p, route), played=played, official=official)
    if isinstance(move, Scrap):
        thrown = state.routes[p] + state.horses[p]
        return state.evolve(routes=_set(state.routes, p, ()), horses=_set(state.horses, p, ()),
                            discards=state.discards + thrown, scrapped=True,
                            hidden=state.hide(p, state.horses[p]))
    if isinstance(move, Close):
        from taxis.closing import close

        return close(state, move)
    if isinstance(move, Discard):
        return state.evolve(hands=_set(state.hands, p, _take(state.hands[p], move.city)),
                            discards=(*state.discards, move.city), hidden=state.hide(p, (move.city,)))
    assert isinstance(move, End)
    return _end_turn(state)


def _draw(state: State, move: Draw | Administrator) -> State:
    p = state.player
    deck, discards, shuffles = state.deck, state.discards, state.shuffles
    if isinstance(move, Administrator):
        discards = discards + state.display
        display, deck, discards, shuffles = _top_up(state, deck, discards, shuffles, DISPLAY)
        return state.evolve(display=tuple(display), deck=deck, discards=discards, shuffles=shuffles,
                            official="Administrator", hidden=_hidden(state, shuffles))
    display = list(state.display)
    if move.city is None:
        got, deck, discards, shuffles = _top_up(state, deck, discards, shuffles, 1)
        card = got[0]
    else:
        card = move.city
        display.remove(card)
        more, deck, discards, shuffles = _top_up(state, deck, discards, shuffles, 1)
        display += more
    hand = tuple(sorted((*state.hands[p], card)))
    drawn = state.drawn + 1
    return state.evolve(hands=_set(state.hands, p, hand), display=tuple(display), deck=deck, discards=discards,
                        shuffles=shuffles, drawn=drawn, official="Postmaster" if drawn == 2 else state.official,
                        hidden=_hidden(state, shuffles))


def _hidden(state: State, shuffles: int) -> tuple[tuple[str, ...], ...]:
    """Nobody's card is hidden in the discards once they have been shuffled into a new deck."""
    return state.hidden if shuffles == state.shuffles else ()


def _end_turn(state: State) -> State:
    n = state.players
    nxt = (state.player + 1) % n
    if state.trigger is not None and nxt == state.start:
        return state.evolve(over=True)
    return state.evolve(player=nxt, drawn=0, played=0, official=None, closed=False, scrapped=False,
                        turn=state.turn + 1)


def next_carriage(state: State, p: int) -> int | None:
    """The carriage ``p`` would take next (in order, from the smallest), if any is left."""
    current = state.carriages[p]
    for i, number in enumerate(NUMBERS):
        if number > current:
            return number if state.supply[i] > 0 else None
    return None


def carriage_length(route_length: int, cartwright: bool) -> int:
    """The length a route counts for carriages (the Cartwright adds two).

    >>> carriage_length(5, True), carriage_length(5, False)
    (7, 5)
    """
    return route_length + (CARTWRIGHT if cartwright else 0)
