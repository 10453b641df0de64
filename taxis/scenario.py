"""Positions built by hand, for tests, notebooks and exercises.

A scenario names what matters and leaves the rest to the rules: the cards in
hands, routes and horse rows, the face-up display, the houses, carriages and
tiles already taken, the player to move and how far their turn has gone. The
remaining cards form the deck (shuffled by the seed), so all cards are accounted for.

>>> g = scenario(players=2, variant="base", hands=["Ulm Stuttgart", ""], routes=["Augsburg München", ""],
...              drawn=1)
>>> sorted(str(m) for m in g.legal_moves() if str(m).startswith("route"))
['route Ulm start']
>>> g.check("route Stuttgart start").rule  # no road joins Stuttgart to Augsburg or München
'taxis.route.road'
>>> g.play("route Ulm start"); g.state.routes[0]
taxis.parse('route Ulm start')
('Ulm', 'Augsburg', 'München')
"""

from __future__ import annotations

from functools import cache
from typing import Any

from taxis.board import BONUS, RULE_SETS
from taxis.state import CARRIAGES, COLOUR_NAMES, DISPLAY, State, card_names, city_of
from tutor.game import Config, Game, chance
from tutor.i18n import _
from tutor.rules import NotationError
from tutor.schema import Int, List, Obj, Opt, Schema, Str, Tuple, words


def _cards(text: str | list[str], what: str) -> list[str]:
    return text.split() if isinstance(text, str) else list(text)


def _claim(pool: list[str], cards: list[str], what: str) -> None:
    for card in cards:
        if card not in pool:
            raise NotationError(f"{what}: " + _("no card {card} is left (cards look like {plain}, or {horses} in "
                                                "Glanz und Gloria)").format(
                card=repr(card), plain="'Ulm'", horses="'Berlin:2'"))
        pool.remove(card)


@cache
def spec_schema(players: int) -> Schema:
    """What a scenario ``spec`` (``options.start``) may hold: the keywords of :func:`scenario`."""
    seat = Int(0, players - 1)
    per_player = List(words(), size=players)
    tile = Tuple((Str(max_len=40), Int(0, 100)))
    return Obj({"hands": per_player, "routes": per_player, "horses": per_player, "houses": per_player,
                "tiles": List(List(tile, max_len=30), size=players), "carriages": List(Int(0, 100), size=players),
                "display": words(), "discards": words(), "player": seat, "start": seat, "drawn": Int(0, 2),
                "played": Int(0, 2), "official": Opt(Str(max_len=40)), "reading": Opt(Str(max_len=40))})


def state_from_spec(config: Config, spec: dict[str, Any]) -> State:
    """The position a scenario ``spec`` describes (see :func:`scenario`)."""
    n, rules = len(config.players), RULE_SETS[config.variant]
    pool = card_names(rules)
    per_player = {key: [_cards(x, f"{key}[{i}]") for i, x in enumerate(spec.get(key, [""] * n))]
                  for key in ("hands", "routes", "horses")}
    for key, lists in per_player.items():
        if len(lists) != n:
            raise NotationError(f"{key}: " + _("{count} entries for {n} players").format(count=len(lists), n=n))
        for i, cards in enumerate(lists):
            _claim(pool, cards, f"{key}[{i}]")
    display = _cards(spec["display"], "display") if "display" in spec else None
    discards = _cards(spec.get("discards", ""), "discards")
    _claim(pool, (display or []) + discards, "display/discards")
    chance(config.seed, "scenario").shuffle(pool)
    houses = tuple(frozenset(_cards(h, f"houses[{i}]")) for i, h in enumerate(spec.get("houses", [""] * n)))
    if "discards" not in spec:  # houses stand on closed routes, whose cards were discarded: one card per house
        discards += _closed_cards(pool, houses)
    if display is None:
        display, pool = pool[:DISPLAY], pool[DISPLAY:]
    bonus = BONUS[rules.bonus]
    tiles = tuple(tuple((sid, v) for sid, v in spec.get("tiles", [[]] * n)[p]) for p in range(n))
    stacks = []
    for stack in bonus.stacks:
        taken = sum(1 for row in tiles for sid, _ in row if sid == stack.id)
        stacks.append(tuple(stack.values.value[taken:]))
    carriages = tuple(spec.get("carriages", [0] * n))
    supply = [count if rules.carriages else 0 for _, count in CARRIAGES.values()]
    for c in carriages:
        for i, number in enumerate(CARRIAGES):
            if number <= c:
                supply[i] -= 1
    return State(
        variant=config.variant, seed=config.seed, deck=tuple(pool), display=tuple(display), discards=tuple(discards),
        hands=tuple(tuple(sorted(h)) for h in per_player["hands"]), routes=tuple(map(tuple, per_player["routes"])),
        horses=tuple(map(tuple, per_player["horses"])), houses=houses, carriages=carriages, supply=tuple(supply),
        stacks=tuple(stacks), tiles=tiles, player=int(spec.get("player", 0)), start=int(spec.get("start", 0)),
        drawn=int(spec.get("drawn", 0)), played=int(spec.get("played", 0)), official=spec.get("official"),
        reading=spec.get("reading"),
    )


def _closed_cards(pool: list[str], houses: tuple[frozenset[str], ...]) -> list[str]:
    """Take from ``pool`` a card of each city with a house, per house there: the cards of the routes that were
    closed to build them, now among the discards (as many as the pool still holds)."""
    out = []
    for city in sorted(c for built in houses for c in built):
        card = next((c for c in pool if city_of(c) == city), None)
        if card is not None:
            pool.remove(card)
            out.append(card)
    return out


def scenario(players: int = 2, *, variant: str = "base", seed: int = 0, names: tuple[str, ...] | None = None,
             **spec: Any) -> Game:
    """A game that starts from a hand-made position.

    Keywords (per-player lists, cards as space-separated text): ``hands``, ``routes`` (in order),
    ``horses``, ``houses`` (cities), ``tiles`` (lists of ``[stack id, value]``), ``carriages``
    (highest carriage per player); and ``display``, ``discards`` (default: a card of each city with a house,
    per house, from the closed routes that built them), ``player``, ``start``,
    ``drawn``, ``played``, ``official`` for the turn in progress; ``reading`` for another reading
    of the bonus tiles (``"german"``: the all-provinces tile without Baiern).
    """
    from taxis.engine import ENGINE

    full = {"hands": [""] * players, **spec}
    return Game(ENGINE, Config("taxis", names or tuple(COLOUR_NAMES[:players]), variant, seed, {"start": full}))
