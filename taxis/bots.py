"""A greedy Thurn und Taxis bot that says in one line why it chose its move.

:class:`GreedyBot` follows the :class:`tutor.bots.Bot` protocol and plays each step
of a turn with a one-ply look at what the step brings:

* **Closing is valued** as the engine would score it (:mod:`taxis.closing`): one
  point per house placed (a house placed is a point not lost at the end), the bonus
  tiles taken, the carriage's extra points (base rules; with the Cartwright when it
  earns a higher carriage), and, for tiles still to be had, :data:`PROGRESS` of a province
  tile's value shared out over its cities (of the all-provinces tile, over the provinces)
  for each one the houses newly cover; and :data:`RESTART` for the fresh route that follows.
* **Keeping a route open is valued** by what it could close as, later: the route
  extended by cards of the hand (one card a turn, longer chains searched through the
  hand up to three cards), or by a face-up card that fits (at half odds: someone may
  take it), each turn of waiting discounted by :data:`DISCOUNT`. In Glanz und Gloria
  the turns needed to lay more horses count too, and a route may also wait one turn
  for a horse card and close as it is. Once the end is triggered nothing waits.
* **Draw** the face-up card that raises that outlook most, else the top of the deck;
  call the **Administrator** when no card in hand or face up fits the route; the
  **Postmaster** when no card in hand fits (before any scrap), when a second face-up card
  is worth it, or when the hand is short (not when the Cartwright may be wanted this turn).
* **Play** the card (to the route, or as horses) whose best plan is worth most: close
  now or keep going. Scrap only when the rules allow it (no card fits) and nothing is better.
* After the first card: a second card with the **Postal Carrier**, closing (with the
  best placement, and the Cartwright when it earns a higher carriage) or waiting,
  whichever is worth most; then **discard** the card the outlook misses least.

Ties are broken by its own seeded generator, so the same seed always plays the same game.

>>> import taxis
>>> g = taxis.scenario(players=2, hands=["Ulm Lodz", ""], routes=["Augsburg München Passau Linz", ""],
...                    display="Basel Basel Zürich Zürich Freiburg Freiburg", carriages=[3, 0])
>>> bot = GreedyBot(seed=1)
>>> while g.to_move == 0:  # doctest: +NORMALIZE_WHITESPACE
...     _ = g.play(bot.choose(g))
...     print(bot.reason)
draw deck: no face-up card helps the route more than a blind draw
draw deck: the Postmaster draws a second card: the hand grows to 4 cards
route Ulm start: the route grows to 5 cities (fits the route at Augsburg)
close Augsburg Linz Ulm: a route of 5 takes 3 houses, the top Route of 5 tile (2 points)
    and carriage 4 (+1) (waiting: 0.3)
end: the turn is done
"""

from __future__ import annotations

import math

from taxis.closing import take_tiles
from taxis.explain import tile_title
from taxis.moves import Administrator, Close, Discard, Draw, End, Horse, Move, Route, Scrap
from taxis.rules import apply, legal_moves, next_carriage, placements
from taxis.state import (
    CARRIAGES,
    CARTWRIGHT,
    HAND_LIMIT,
    HOUSES,
    MAX_HORSE_CARDS,
    MIN_CLOSE,
    State,
    city_of,
    horses_of,
)
from taxis.verdicts import city_word
from tutor.bots import DecidingBot
from tutor.i18n import _, ngettext

DISCOUNT = 0.9  # a point one turn later is worth this much now
DISPLAY_ODDS = 0.5  # a face-up card that fits may be gone by our next turn
PROGRESS = 0.5  # share of a province tile's value credited, city by city, for houses towards it
DEPTH = 3  # cards of the hand searched as a chain that extends the route
DECK_EDGE = 0.15  # what a blind card from the deck is worth over nothing
OPEN = 0.05  # per road leaving the route's ends to a city not on it: room to grow
HORSE_WEIGHT = 0.05  # per horse on a card's back when horses are short (Glanz und Gloria)
NEAR_END = 3  # an opponent this close to placing every house makes waiting risky
HOPE = 2  # horses assumed on a card still to come, when a route is waiting for horses
RESTART = 1.5  # what a fresh route is worth once the current one is closed


def _and(items: list[str]) -> str:
    """``a, b and c`` in the current language, cities by their names in it (Bréma)."""
    items = [city_word(i) for i in items]
    if not items:
        return _("nothing")
    if len(items) == 1:
        return items[0]
    return _("{items} and {last}").format(items=", ".join(items[:-1]), last=items[-1])


class _Look:
    """What the player to move could make of their route: closing values and the outlook, memoised."""

    def __init__(self, state: State) -> None:
        self.state = state
        self.p = state.player
        self.graph = state.map.graph
        self.memo: dict[tuple[frozenset[str], int, bool], tuple[float, tuple[str, ...], bool, list[str]]] = {}
        self.cartwright = "Cartwright" in state.rules.officials
        others = [state.houses_left(q) for q in range(state.players) if q != self.p]
        self.last_turn = state.trigger is not None
        self.hurry = min(others) <= NEAR_END or state.houses_left(self.p) <= NEAR_END
        self.provinces = 1  # provinces the all-provinces tile needs
        self.wanted, self.everywhere = self._wanted()

    def _wanted(self) -> tuple[list[tuple[frozenset[str], int]], tuple[list[frozenset[str]], int] | None]:
        """Tiles still to be had by this player: per province tile the cities it needs and its top value;
        for the all-provinces tile the cities of each province still without a house, and its top value."""
        s, p, m = self.state, self.p, self.state.map
        taken = {sid for sid, _ in s.tiles[p]}
        wanted, everywhere = [], None
        for stack, left in zip(s.bonus.stacks, s.stacks, strict=True):
            if not left or stack.id in taken:
                continue
            if stack.kind == "provinces":
                wanted.append((frozenset(c for prov in stack.provinces for c in m.members[prov]), left[0]))
            elif stack.kind == "all-provinces":
                excluded = stack.excluded.value if stack.excluded else ()
                self.provinces = len(m.provinces) - len(excluded)
                bare = [frozenset(m.members[prov]) for prov in m.provinces if prov not in excluded
                        and not s.houses[p] & set(m.members[prov])]
                everywhere = (bare, left[0])
        return wanted, everywhere

    # -- closing --------------------------------------------------------------------------------

    def close_value(self, route: tuple[str, ...], cartwright: bool) -> tuple[float, tuple[str, ...], bool, list[str]]:
        """The best closing of ``route`` (cities): value, houses, whether with the Cartwright, and what it takes."""
        length = len(route)
        key = (frozenset(route), length, cartwright)
        found = self.memo.get(key)
        if found is None:
            found = self.memo[key] = self._close_value(route, cartwright)
        return found

    def _close_value(self, route: tuple[str, ...], cartwright: bool) -> tuple[float, tuple[str, ...], bool, list[str]]:
        s, p = self.state, self.p
        hypo = s.evolve(routes=(*s.routes[:p], route, *s.routes[p + 1:])) if s.routes[p] != route else s
        carriage, gain, with_cw = self._carriage(len(route), cartwright)
        best: tuple[float, tuple[str, ...], bool, list[str]] = (-1.0, (), False, [])
        for way in placements(hypo):
            value, took = self._way_value(hypo, way, len(route))
            got = [*took, _("carriage {n} (+{gain})").format(n=carriage, gain=gain)] if carriage else took
            if value + gain > best[0]:
                best = (value + gain, way, with_cw, got)
        return best

    def _carriage(self, length: int, cartwright: bool) -> tuple[int | None, int, bool]:
        """The carriage a closing would take (None if none), its extra points, and whether it needs the Cartwright."""
        s, p = self.state, self.p
        if not s.rules.carriages:
            return None, 0, False
        number = next_carriage(s, p)
        if number is None:
            return None, 0, False
        gain = CARRIAGES[number][0] - (CARRIAGES[s.carriages[p]][0] if s.carriages[p] else 0)
        if length >= number:
            return number, gain, False
        if cartwright and self.cartwright and length + CARTWRIGHT >= number:
            return number, gain, True
        return None, 0, False

    def _way_value(self, hypo: State, way: tuple[str, ...], length: int) -> tuple[float, list[str]]:
        p = self.p
        new = frozenset(way)
        _state, tiles = take_tiles(hypo, p, length, new)
        got = tiles[p][len(hypo.tiles[p]):]
        value = float(len(way) + sum(v for _, v in got))
        took = [ngettext("{n} house", "{n} houses", len(way)).format(n=len(way))] if way else []
        tiles = [(hypo.bonus.stack(sid).title, v) for sid, v in got]
        if hypo.trigger is None and len(hypo.houses[p]) + len(way) == HOUSES:
            value += 1.0
            tiles.append(("Game end", 1))
        if len(tiles) == 1:
            title, v = tiles[0]
            took.append(ngettext("the top {tile} tile ({n} point)", "the top {tile} tile ({n} points)", v).format(
                tile=tile_title(title), n=v))
        elif tiles:
            took.append(ngettext("{n} tile ({tiles})", "{n} tiles ({tiles})", len(tiles)).format(
                n=len(tiles), tiles=", ".join(f"{tile_title(title)}: {v}" for title, v in tiles)))
        have = hypo.houses[p]
        for cities, top in self.wanted:
            if not cities <= have | new:
                value += PROGRESS * top * len(cities & new) / len(cities)
        if self.everywhere:
            bare, top = self.everywhere
            covered = sum(1 for cities in bare if cities & new)
            if covered < len(bare):
                value += PROGRESS * top * covered / self.provinces
        return value, took

    # -- the outlook ----------------------------------------------------------------------------

    def _fits(self, route: tuple[str, ...], city: str) -> list[str]:
        """The ends of ``route`` a card of ``city`` could go to (``"end"`` only for one city, any for none)."""
        if not route:
            return ["end"]
        if city in route:
            return []
        out = ["end"] if self.graph.has_edge(city, route[-1]) else []
        if len(route) > 1 and self.graph.has_edge(city, route[0]):
            out.append("start")
        return out

    def _chains(self, route: tuple[str, ...], hand: list[str], depth: int) -> list[tuple[tuple[str, ...], int]]:
        """Routes reachable by laying up to ``depth`` cards of ``hand`` (cities), with the cards used."""
        out: list[tuple[tuple[str, ...], int]] = []
        seen: set[tuple[str, ...]] = set()

        def grow(r: tuple[str, ...], left: list[str], used: int) -> None:
            if used == depth:
                return
            for i, city in enumerate(left):
                if city in left[:i]:
                    continue
                for at in self._fits(r, city):
                    nxt = (*r, city) if at == "end" else (city, *r)
                    if nxt not in seen:
                        seen.add(nxt)
                        out.append((nxt, used + 1))
                        grow(nxt, left[:i] + left[i + 1:], used + 1)

        grow(route, hand, 0)
        return out

    def horse_turns(self, length: int, horses: int, horse_cards: int) -> int | None:
        """Turns of horse cards needed before a route of ``length`` may close (None: never)."""
        if not self.state.rules.horses or horses >= length:
            return 0
        turns = math.ceil((length - horses) / HOPE)
        return turns if horse_cards + turns <= MAX_HORSE_CARDS else None

    def outlook(self, s: State) -> float:
        """What ``s``'s route may close for later (from the next turn on), discounted by the turns it takes."""
        if self.last_turn:
            return 0.0
        p = self.p
        route = tuple(city_of(c) for c in s.routes[p])
        hand = [city_of(c) for c in s.hands[p]]
        horses, horse_cards = s.horse_count(p), len(s.horses[p])
        best = 0.0
        options = [(r, used, 1.0) for r, used in self._chains(route, hand, DEPTH)]
        in_hand = {r for r, _, _ in options}
        for card in dict.fromkeys(s.display):
            city = city_of(card)
            for at in self._fits(route, city) if route else ():
                r = (*route, city) if at == "end" else (city, *route)
                if r not in in_hand:
                    options.append((r, 1, DISPLAY_ODDS))
        if s.rules.horses and len(route) >= MIN_CLOSE:
            options.append((route, 0, 1.0))  # wait for horses and close the route as it is
        for r, used, odds in options:
            if len(r) < MIN_CLOSE:
                continue
            extra = self.horse_turns(len(r), horses, horse_cards)
            if extra is None:
                continue
            turns = max(used + extra, 1)
            value = (self.close_value(r, True)[0] + RESTART) * odds * DISCOUNT ** turns
            best = max(best, value)
        if self.hurry:
            best *= 0.5
        return best + self.shape(route, hand)

    def shape(self, route: tuple[str, ...], hand: list[str]) -> float:
        """A small tie-break: roads out of the route's ends, and how many hand cards chain together."""
        if not route:
            return 0.0
        ends = {route[0], route[-1]}
        room = sum(1 for e in ends for c in self.graph[e] if c not in route)
        linked = sum(1 for c in set(hand) if c not in route and any(self.graph.has_edge(c, e) for e in ends))
        return OPEN * room + 2 * OPEN * linked

    # -- the plan after a card is played -------------------------------------------------------

    def closable(self, s: State) -> bool:
        p = self.p
        if s.closed or len(s.routes[p]) < MIN_CLOSE:
            return False
        return not s.rules.horses or s.horse_count(p) >= len(s.routes[p])

    def plan(self, s: State) -> float:
        """The best of closing now (if the rules allow) and keeping the route, after a card was played."""
        keep = self.outlook(s)
        if not self.closable(s):
            return keep
        route = tuple(city_of(c) for c in s.routes[self.p])
        now = self.close_value(route, s.official is None)[0]
        return max(now + self.fresh(), keep)

    def fresh(self) -> float:
        """What starting afresh is worth once a route is closed (nothing on the last turn)."""
        return 0.0 if self.last_turn else RESTART


class GreedyBot(DecidingBot):
    """Plays each step of a turn for the best one-ply value; ``reason`` says why in one line.

    ``seed`` fixes the tie-breaks.
    """

    def __init__(self, seed: int = 0, name: str = "greedy bot") -> None:
        super().__init__(seed, name)

    # -- steps ------------------------------------------------------------------------------------

    def _decide(self, state: State, moves: tuple[Move, ...]) -> tuple[Move, str]:
        move, why = self._step(state, moves)
        return move, f"{move}: {why}"  # the move in notation, which stays as it is

    def _step(self, state: State, moves: tuple[Move, ...]) -> tuple[Move, str]:
        look = _Look(state)
        draws = [m for m in moves if isinstance(m, Draw)]
        plays = [m for m in moves if isinstance(m, (Route, Horse, Scrap))]
        if state.drawn == 0 and draws:
            return self._draw(look, moves, draws)
        if state.played == 0:
            if draws:
                second = self._postmaster(look, draws, stuck=Scrap() in plays)
                if second is not None:
                    return second
            return self._play(look, plays)
        return self._after(look, moves, plays)

    def _pick(self, scored: list[tuple[float, Move]]) -> tuple[float, Move]:
        rng = self._rng
        return max(((v, rng.random(), m) for v, m in scored), key=lambda t: (t[0], t[1]))[::2]

    def _fit_text(self, look: _Look, card: str) -> str:
        s, p = look.state, look.p
        route = tuple(city_of(c) for c in s.routes[p])
        city = city_of(card)
        ends = look._fits(route, city)
        if route and ends:
            return _("fits the route at {cities}").format(
                cities=_and([route[0] if at == "start" else route[-1] for at in ends]))
        hand = [city_of(c) for c in s.hands[p]]
        partners = sorted({c for c in hand if look.graph.has_edge(c, city)})
        if partners:
            return _("joins {cities} in the hand").format(cities=_and(partners))
        return _("is the most useful face-up card")

    def _draw(self, look: _Look, moves: tuple[Move, ...], draws: list[Draw]) -> tuple[Move, str]:
        s, p = look.state, look.p
        base = look.outlook(s)
        scored = [(self._with_card(look, s, m.city) - base, m) for m in draws if m.city is not None]
        best = self._pick(scored) if scored else (-1.0, Draw())
        route = s.routes[p]
        fits_hand = any(look._fits(tuple(city_of(c) for c in route), city_of(c)) for c in s.hands[p])
        fits_display = any(look._fits(tuple(city_of(c) for c in route), city_of(c)) for c in s.display)
        if Administrator() in moves and route and not fits_hand and not fits_display:
            ends = _and(sorted({city_of(route[0]), city_of(route[-1])}))
            return Administrator(), _("no card in hand or face up fits the route's ends ({cities}): six new "
                                      "cards").format(cities=ends)
        if best[0] > DECK_EDGE or Draw() not in draws:
            return best[1], _("it {fits}").format(fits=self._fit_text(look, best[1].city))
        return Draw(), _("no face-up card helps the route more than a blind draw")

    def _with_card(self, look: _Look, s: State, card: str) -> float:
        """The outlook with ``card`` added to the hand (the route as it is), plus a little for its horses."""
        p = s.player
        hypo = s.evolve(hands=(*s.hands[:p], (*s.hands[p], card), *s.hands[p + 1:]),
                        display=tuple(c for c in s.display if c != card))
        extra = 0.0
        if s.rules.horses and s.horse_count(p) <= len(s.routes[p]):
            extra = HORSE_WEIGHT * horses_of(card)
        return look.outlook(hypo) + extra

    def _postmaster(self, look: _Look, draws: list[Draw], stuck: bool) -> tuple[Move, str] | None:
        """A second draw with the Postmaster, if it is worth giving up the other officials this turn.

        Always when no card in hand fits the route (``stuck``): the second card may save it, and
        the draw belongs before the scrap. Otherwise worth it when a face-up card raises the outlook
        by a point or more, or when the hand is below the limit (it grows by a card) and the Postal
        Carrier has no two cards to lay now.
        """
        s, p = look.state, look.p
        base = look.outlook(s)
        scored = [(self._with_card(look, s, m.city) - base, m) for m in draws if m.city is not None]
        gain, move = self._pick(scored) if scored else (-1.0, Draw())
        if stuck:
            if gain > DECK_EDGE or Draw() not in draws:
                return move, self._second(look, move)
            return Draw(), _("the Postmaster draws a second card: no card in hand fits the route")
        if s.rules.carriages and self._may_want_cartwright(look):
            return None
        if gain >= 1.0:
            return move, self._second(look, move)
        route = tuple(city_of(c) for c in s.routes[p])
        hand = [city_of(c) for c in s.hands[p]]
        two = route and any(used == 2 for _, used in look._chains(route, hand, 2))
        if len(hand) <= HAND_LIMIT and not two:
            if gain > DECK_EDGE:
                return move, _("the Postmaster draws a second card for the hand: it {fits}").format(
                    fits=self._fit_text(look, move.city))
            if Draw() in draws:
                n = len(hand) + 1
                text = ngettext("the Postmaster draws a second card: the hand grows to {n} card",
                                "the Postmaster draws a second card: the hand grows to {n} cards", n)
                return Draw(), text.format(n=n)
        return None

    def _second(self, look: _Look, move: Draw) -> str:
        return _("the Postmaster draws a second card: it {fits}").format(fits=self._fit_text(look, move.city))

    def _may_want_cartwright(self, look: _Look) -> bool:
        s, p = look.state, look.p
        number = next_carriage(s, p)
        length = len(s.routes[p]) + 1
        return number is not None and length >= MIN_CLOSE and length < number <= length + CARTWRIGHT

    def _play(self, look: _Look, plays: list[Move]) -> tuple[Move, str]:
        s = look.state
        scored = []
        for m in plays:
            after = apply(s, m)
            if isinstance(m, Scrap):  # after a scrap a card still has to start the new route
                starts = [n for n in legal_moves(after) if isinstance(n, Route)]
                value = max((look.plan(apply(after, n)) for n in starts), default=0.0) - 0.01
            else:
                value = look.plan(after)
            scored.append((value, m))
        _value, move = self._pick(scored)
        return move, self._play_text(look, move)

    def _play_text(self, look: _Look, move: Move) -> str:
        s, p = look.state, look.p
        route = [city_of(c) for c in s.routes[p]]
        if isinstance(move, Scrap):
            ends = route[0] if len(route) == 1 else f"{route[0]}–{route[-1]}"
            return _("no card in hand extends {route}: the route is thrown away").format(route=ends)
        if isinstance(move, Horse):
            before, after = s.horse_count(p), s.horse_count(p) + horses_of(move.city)
            if len(route) >= MIN_CLOSE:
                return ngettext("{before} -> {after} horses for the route of {n} (it needs {n} to close)",
                                "{before} -> {after} horses for the route of {n} (it needs {n} to close)",
                                len(route)).format(before=before, after=after, n=len(route))
            return ngettext("{before} -> {after} horses, enough to close a route of {after} later",
                            "{before} -> {after} horses, enough to close a route of {after} later", after).format(
                before=before, after=after)
        assert isinstance(move, Route)
        if not route:
            hand = [city_of(c) for c in s.hands[p] if c != move.city]
            partners = sorted({c for c in hand if look.graph.has_edge(c, city_of(move.city))})
            if partners:
                return _("starts a new route; {cities} in hand can follow").format(cities=_and(partners))
            return _("starts a new route")
        return ngettext("the route grows to {n} city ({fits})", "the route grows to {n} cities ({fits})",
                        len(route) + 1).format(n=len(route) + 1, fits=self._fit_text(look, move.city))

    def _after(self, look: _Look, moves: tuple[Move, ...], plays: list[Move]) -> tuple[Move, str]:
        s, p = look.state, look.p
        options: list[tuple[float, Move, str]] = []
        keep = look.outlook(s)
        options.append((keep, End(), ""))
        closes = [m for m in moves if isinstance(m, Close)]
        if closes:
            route = tuple(city_of(c) for c in s.routes[p])
            value, way, with_cw, took = look.close_value(route, s.official is None)
            move = Close(way, with_cw)
            if move in closes:
                if with_cw:
                    text = ngettext("a route of {n} with the Cartwright takes {gains}",
                                    "a route of {n} with the Cartwright takes {gains}", len(route))
                else:
                    text = ngettext("a route of {n} takes {gains}", "a route of {n} takes {gains}", len(route))
                options.append((value + look.fresh(), move, text.format(n=len(route), gains=_and(took))))
        for m in plays:
            if isinstance(m, Scrap):
                continue  # never give up a route in the optional second play
            options.append((look.plan(apply(s, m)), m, _("the Postal Carrier plays a second card: {why}").format(
                why=self._play_text(look, m))))
        rng = self._rng
        value, _tie, move, why = max(((v, rng.random(), m, w) for v, m, w in options), key=lambda t: (t[0], t[1]))
        if not isinstance(move, End):
            if isinstance(move, Close) and keep > 0 and value > 0:
                why += _(" (waiting: {value})").format(value=f"{keep:.1f}")
            return move, why
        return self._finish(look, moves)

    def _finish(self, look: _Look, moves: tuple[Move, ...]) -> tuple[Move, str]:
        s, p = look.state, look.p
        discards = [m for m in moves if isinstance(m, Discard)]
        if discards:
            scored = []
            for m in discards:
                hand = list(s.hands[p])
                hand.remove(m.city)
                hypo = s.evolve(hands=(*s.hands[:p], tuple(hand), *s.hands[p + 1:]))
                scored.append((look.outlook(hypo), m))
            _value, move = self._pick(scored)
            return move, _("down to the hand limit of {n}: {city} helps the route least").format(
                n=HAND_LIMIT, city=city_of(move.city))
        route = [city_of(c) for c in s.routes[p]]
        if s.closed or not route:
            return End(), _("the turn is done")
        fits = sorted({city_of(c) for c in s.hands[p] if look._fits(tuple(route), city_of(c))})
        if fits:
            return End(), ngettext("the route of {n} waits to grow: {cities} in hand can follow",
                                   "the route of {n} waits to grow: {cities} in hand can follow", len(route)).format(
                n=len(route), cities=_and(fits))
        if len(route) >= MIN_CLOSE and s.rules.horses and not look.closable(s):
            return End(), ngettext("the route of {n} waits for horses ({horses} of {n})",
                                   "the route of {n} waits for horses ({horses} of {n})", len(route)).format(
                n=len(route), horses=s.horse_count(p))
        return End(), ngettext("the route of {n} waits for a card that fits", "the route of {n} waits for a card "
                               "that fits", len(route)).format(n=len(route))
