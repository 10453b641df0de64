"""Positions built by hand, for tests, notebooks and exercises.

A scenario starts from the seeded opening and changes only what it names. Every
key is plain JSON, so a scenario game saves and replays like any other.

- ``player``: index of the player to move.
- ``shields``: ``{village: colour}`` (other villages keep the dealt shields); ``market``: the 7 colours, left
  (cheap) to right; ``circus``: its village.
- ``loose``: ``{place: horses}``, every free horse on the board (the rest of the board has none).
- ``buildings``: ``{village: "<player index> farm|monastery|castle"}``.
- ``seats``: a list with one dict per player (``{}`` leaves a player as dealt) with any of
  ``merchant`` / ``messenger`` (``"Saumur"``, ``"Saumur>Orléans"`` for the city it heads to, ``"Nantes"``; the
  ``*_horses`` keys give the team's horses), ``money``, ``goods`` (``{"wood": 2}``), ``boat``, ``characters``,
  ``palaces`` (``["Bank Nantes"]``), ``hand`` (card codes), ``progress`` (``{card: [villages]}``), ``delivered``.
- ``turn``: how far the turn has gone, e.g. ``{"moved": ["merchant"], "acting": "merchant"}``.
- ``decks``: ``{"2": [codes, top first]}`` puts those cards on top of a deck.

Cards, characters, palaces and goods a scenario hands out are taken from the supplies, so everything is
accounted for.

>>> g = scenario(players=2, shields={"Saumur": "blue"}, market=["blue", "red", "yellow", "purple", "green",
...              "white", "black"], seats=[{"merchant": "Nantes", "merchant_horses": 1}, {}], player=0)
>>> g.play("merchant Saumur"); g.check("buy cheese")
loire.parse('merchant Saumur')
Verdict(ok=True, rule='loire.buy.price', reason='buy cheese is legal for red')
>>> g.play("buy cheese"); g.state.players[0].money, g.state.market[-1]
loire.parse('buy cheese')
(6, 'blue')
"""

from __future__ import annotations

from functools import cache
from typing import Any

from loire.board import CITIES
from loire.state import (
    BUILDINGS,
    CARDS,
    CHARACTER_NAMES,
    COLOURS,
    GOODS,
    PALACE_KEYS,
    PIECES,
    PLACE_INDEX,
    PLACES,
    PLAYER_COLOURS,
    SCOUT_HORSES,
    VILLAGE_INDEX,
    Piece,
    Player,
    State,
    Turn,
)
from tutor.game import Config, Game
from tutor.i18n import _
from tutor.rules import NotationError
from tutor.schema import Bool, Int, List, Map, Obj, Opt, Schema, Str

KEYS = ("player", "shields", "market", "circus", "loose", "buildings", "seats", "turn", "decks")
PLAYER_KEYS = ("merchant", "messenger", "merchant_horses", "messenger_horses", "money", "goods", "boat",
               "characters", "palaces", "hand", "progress", "delivered")


def _fail(what: str, why: str) -> NotationError:
    return NotationError(_("scenario {what}: {why}").format(what=what, why=why))


def _place(text: str, what: str) -> tuple[str, str | None]:
    at, _arrow, toward = text.partition(">")
    at, toward = at.strip(), toward.strip() or None
    if at not in PLACE_INDEX:
        raise _fail(what, _("{value} is not a place on the board").format(value=repr(at)))
    if at in CITIES:
        if toward is not None:
            raise _fail(what, _("a piece in a city heads nowhere yet"))
        return at, None
    if toward is None:
        toward = CITIES[1]
    if toward not in CITIES:
        raise _fail(what, _("{value} is not a city").format(value=repr(toward)))
    return at, toward


def _take(supply: list[int], names: tuple, name: Any, what: str) -> None:
    if name not in names:
        raise _fail(what, _("unknown: {name}").format(name=repr(name)))
    i = names.index(name)
    if supply[i] <= 0:
        raise _fail(what, _("none is left in the supply: {name}").format(name=repr(name)))
    supply[i] -= 1


def _player(p: int, spec: dict[str, Any], base: Player, pools: dict[str, list]) -> Player:
    what = f"seats[{p}]"
    unknown = set(spec) - set(PLAYER_KEYS)
    if unknown:
        raise _fail(what, _("unknown key(s) {names}; use {known}").format(
            names=sorted(unknown), known=", ".join(PLAYER_KEYS)))
    changes: dict[str, Any] = {}
    for name in ("merchant", "messenger"):
        old = base.piece(name)
        at, toward = _place(spec[name], f"{what}.{name}") if name in spec else (old.place, old.toward)
        changes[name] = Piece(at, toward, int(spec.get(f"{name}_horses", old.horses)))
    for key in ("money", "boat"):
        if key in spec:
            changes[key] = int(spec[key])
    if "goods" in spec:
        goods = [0] * len(GOODS)
        for good, n in spec["goods"].items():
            for _copy in range(n):
                _take(pools["goods"], GOODS, good, f"{what}.goods")
            goods[GOODS.index(good)] = n
        changes["goods"] = tuple(goods)
    if "characters" in spec:
        for name in spec["characters"]:
            _take(pools["characters"], CHARACTER_NAMES, name, f"{what}.characters")
        changes["characters"] = frozenset(spec["characters"])
    if "palaces" in spec:
        keys = [tuple(text.rsplit(" ", 1)) for text in spec["palaces"]]
        for key in keys:
            _take(pools["palaces"], PALACE_KEYS, key, f"{what}.palaces")
        changes["palaces"] = frozenset(keys)
    for key in ("hand", "delivered"):
        if key in spec:
            for card in spec[key]:
                if card not in CARDS:
                    raise _fail(f"{what}.{key}", _("{value} is not a message card").format(value=repr(card)))
            changes[key] = tuple(spec[key])
    hand = changes.get("hand", base.hand)
    progress = spec.get("progress", {})
    for card in progress:
        if card not in hand:
            raise _fail(f"{what}.progress", _("{value} is not in the hand").format(value=repr(card)))
    changes["progress"] = tuple(tuple(progress.get(c, ())) for c in hand) if "hand" in spec or progress else \
        base.progress
    return base.evolve(**changes)


def _redeal(players: list[Player], specs: list[Any], state: State) -> list[Player]:
    """Players left as dealt whose opening card another seat was given get the next free card of its level.

    Every message card is in exactly one place (see :mod:`loire.validate`).
    """
    used = {c for pl, s in zip(players, specs, strict=True) if "hand" in s for c in pl.hand}
    used |= {c for pl in players for c in pl.delivered}
    out = []
    for pl, s in zip(players, specs, strict=True):
        if "hand" in s:
            out.append(pl)
            continue
        hand = []
        for card in pl.hand:
            if card in used:
                deck = state.decks[CARDS[card].level - 1]
                card = next(c for c in deck if c not in used and c not in pl.hand)
            used.add(card)
            hand.append(card)
        out.append(pl.evolve(hand=tuple(hand)))
    return out


def _decks(state: State, players: list[Player], spec: dict[str, Any]) -> tuple[tuple[str, ...], ...]:
    """The decks with every card a player holds taken out, and any named cards put on top."""
    held = {c for pl in players for c in (*pl.hand, *pl.delivered)}
    dealt = {c for pl in state.players for c in pl.hand}
    decks = []
    for level in (1, 2, 3, 4):
        deck = [c for c in state.decks[level - 1] if c not in held]
        deck += [c for c in dealt if CARDS[c].level == level and c not in held]  # returned opening cards
        top = list(spec.get(str(level), ()))
        for card in top:
            if card not in deck:
                raise _fail("decks", _("{value} is not in the level-{level} deck").format(
                    value=repr(card), level=level))
        decks.append(tuple(top + [c for c in deck if c not in top]))
    return tuple(decks)


@cache
def spec_schema(players: int) -> Schema:
    """What a scenario ``spec`` (``options.start``) may hold (see the module docstring).

    Names (places, colours, cards) are checked by :func:`state_from_spec`, the resulting position by
    :func:`loire.validate.validate`.
    """
    name, names = Str(max_len=60), List(Str(max_len=60), max_len=60)
    horses, count = Int(0, SCOUT_HORSES), Int(0, 99)
    seat = Obj({"merchant": name, "messenger": name, "merchant_horses": horses, "messenger_horses": horses,
                "money": Int(0, 9999), "goods": Map(name, count), "boat": Int(0, 99), "characters": names,
                "palaces": names, "hand": names, "progress": Map(name, names), "delivered": names})
    turn = Obj({"moved": List(Str(choices=PIECES), max_len=4), "acting": Opt(Str(choices=PIECES)),
                "did": Opt(Str(max_len=20)), "bought": Bool(), "hires": Int(0, 10), "buildings": Int(0, 10),
                "boat": Bool(), "messages": Int(0, 10), "delivered": Bool(), "smith": Bool(), "pending": names,
                "new_palaces": names})
    return Obj({"player": Int(0, players - 1), "shields": Map(name, name), "market": List(name, max_len=20),
                "circus": Opt(name), "loose": Map(name, count), "buildings": Map(name, name),
                "seats": List(seat, size=players), "turn": turn,
                "decks": Map(Str(choices=("1", "2", "3", "4")), names)})


def state_from_spec(state: State, spec: dict[str, Any]) -> State:
    """The opening ``state`` changed as ``spec`` says (see the module docstring)."""
    unknown = set(spec) - set(KEYS)
    if unknown:
        raise _fail("", _("unknown key(s) {names}; use {known}").format(names=sorted(unknown), known=", ".join(KEYS)))
    changes: dict[str, Any] = {}
    if "player" in spec:
        changes["player"] = changes["start"] = int(spec["player"]) % state.count
    if "shields" in spec:
        shields = list(state.shields)
        for village, colour in spec["shields"].items():
            if village not in VILLAGE_INDEX or colour not in COLOURS:
                raise _fail("shields", _("{village}: {colour} is not a village and a shield colour").format(
                    village=repr(village), colour=repr(colour)))
            shields[VILLAGE_INDEX[village]] = colour
        changes["shields"] = tuple(shields)
    if "market" in spec:
        if sorted(spec["market"]) != sorted(COLOURS):
            raise _fail("market", _("must list each of {colours} once").format(colours=", ".join(COLOURS)))
        changes["market"] = tuple(spec["market"])
    if "circus" in spec:
        if spec["circus"] is not None and spec["circus"] not in VILLAGE_INDEX:
            raise _fail("circus", _("{value} is not a village").format(value=repr(spec["circus"])))
        changes["circus"] = spec["circus"]
    if "loose" in spec:
        loose = [0] * len(PLACES)
        for place, n in spec["loose"].items():
            if place not in PLACE_INDEX:
                raise _fail("loose", _("{value} is not a place").format(value=repr(place)))
            loose[PLACE_INDEX[place]] = int(n)
        changes["loose"] = tuple(loose)
    if "buildings" in spec:
        buildings: list[tuple[int, str] | None] = [None] * len(VILLAGE_INDEX)
        for village, text in spec["buildings"].items():
            owner, _space, kind = str(text).partition(" ")
            if village not in VILLAGE_INDEX or kind not in BUILDINGS or not owner.isdigit():
                raise _fail("buildings", _("{village}: {text} should read {form}").format(
                    village=repr(village), text=repr(text), form="'<player index> farm|monastery|castle'"))
            buildings[VILLAGE_INDEX[village]] = (int(owner), kind)
        changes["buildings"] = tuple(buildings)
    pools = {"goods": list(state.goods), "characters": list(state.characters), "palaces": list(state.palaces)}
    specs = list(spec.get("seats", [{}] * state.count))
    if len(specs) != state.count:
        raise _fail("seats", _("{count} entries for {n} players").format(count=len(specs), n=state.count))
    players = _redeal([_player(p, s, state.players[p], pools) for p, s in enumerate(specs)], specs, state)
    changes.update(players=tuple(players), goods=tuple(pools["goods"]), characters=tuple(pools["characters"]),
                   palaces=tuple(pools["palaces"]), decks=_decks(state, players, spec.get("decks", {})))
    if "turn" in spec:
        try:
            fields = {k: (tuple(v) if isinstance(v, list) else v) for k, v in spec["turn"].items()}
            if "new_palaces" in fields:
                fields["new_palaces"] = frozenset(tuple(t.rsplit(" ", 1)) for t in fields["new_palaces"])
            turn = Turn(**fields)
        except TypeError as err:
            raise _fail("turn", str(err)) from None
        changes["turn"] = turn
    return state.evolve(**changes)


def scenario(players: int = 2, seed: int = 0, variant: str = "standard", **spec: Any) -> Game:
    """A game starting from the position ``spec`` describes (see the module docstring)."""
    from loire.engine import ENGINE

    unknown = set(spec) - set(KEYS)
    if unknown:
        raise _fail("", _("unknown key(s) {names}; use {known}").format(names=sorted(unknown), known=", ".join(KEYS)))
    if not 1 <= players <= len(PLAYER_COLOURS):
        raise ValueError(f"La Loire is for 1 to 4 players (loire.setup.players), not {players}")
    return Game(ENGINE, Config("loire", PLAYER_COLOURS[:players], variant, seed, {"start": spec}))

