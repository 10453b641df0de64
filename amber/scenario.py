"""Positions from a compact text picture, for tests, notebooks and exercises.

Each row of the picture lists fields left to right, separated by spaces; a
leading row number and a header of column letters are optional, and missing
rows or columns are empty. Tokens:

* ``.`` an empty field, ``v`` an empty field with a village;
* ``1`` to ``6`` the castle of player 1 to 6;
* a tile code with a rotation: ``I`` straight, ``i`` one-way straight, ``L`` curve,
  ``l`` one-way curve, ``T`` tee, ``X`` cross, ``B`` bridge, ``O`` roundabout,
  ``S`` swamp; then the quarter turns (``L1``); a trailing ``v`` puts a village
  on the tile (``I0v``).

>>> g = scenario('''
...     A  B  C  D
... 1   .  .  .  .
... 2   .  1  I1 L3v
... 3   .  .  .  .
... 4   .  .  .  2
... ''', hands=["curve tee", "cross"])
>>> g.state.hands[0], [m for m in map(str, g.legal_moves()) if m.startswith("curve")][:2]
(('curve', 'tee'), ['curve B1 r1', 'curve B1 r2'])
>>> "curve D1 r1" in map(str, g.legal_moves())  # the roads from castle 1 lead on to D1
True
>>> "curve A3 r0" in map(str, g.legal_moves())  # nothing leads to A3
False
"""

from __future__ import annotations

from functools import cache
from typing import Any

from amber.board import COLUMNS, FIELDS, SIZE, field, name
from amber.reach import connected, reach_all
from amber.rules import _full, straight_fields
from amber.setup import COINS, full_deck, sort_hand
from amber.state import CASTLE, EMPTY, State
from amber.tiles import KIND_LIST, KINDS, canonical, code
from tutor.game import Config, Game, chance
from tutor.i18n import _
from tutor.rules import NotationError
from tutor.schema import Bool, Int, List, Obj, Schema, Str, words

_BY_CODE = {k.code: k.name for k in KIND_LIST}


def _token(tok: str, where: str) -> tuple[int | None, bool, int | None]:
    """(cell, village, castle player) for one picture token."""
    if tok == ".":
        return EMPTY, False, None
    if tok == "v":
        return EMPTY, True, None
    if tok.isdigit() and 1 <= int(tok) <= 6:
        return CASTLE + int(tok) - 1, False, int(tok) - 1
    village = tok.endswith("v") and len(tok) > 1
    body = tok[:-1] if village else tok
    kind = _BY_CODE.get(body[:1])
    if kind is None or KINDS[kind].cls == "shovel" or not (body[1:] == "" or body[1:] in "0123"):
        raise NotationError(f"{where}: " + _("{token} is not a tile token (e.g. {examples})").format(
            token=repr(tok), examples="L1, I0v, S, ., v, 1"))
    return code(kind, canonical(kind, int(body[1:] or 0))), village, None


def parse_picture(text: str) -> tuple[list[int], list[int]]:
    """The board cells and village fields drawn in ``text``."""
    board, villages = [EMPTY] * FIELDS, []
    rows = [line.split() for line in text.strip("\n").splitlines() if line.strip()]
    if rows and rows[0][0] == COLUMNS[0]:
        rows = rows[1:]
    if len(rows) > SIZE:
        raise NotationError(_("the picture has {n} rows; the board has {size}").format(n=len(rows), size=SIZE))
    for r, tokens in enumerate(rows):
        if tokens[0].isdigit() and len(tokens) > 1 and int(tokens[0]) == r + 1:
            tokens = tokens[1:]
        if len(tokens) > SIZE:
            raise NotationError(_("row {row} of the picture has {n} fields; the board has {size}").format(
                row=r + 1, n=len(tokens), size=SIZE))
        for c, tok in enumerate(tokens):
            f = r * SIZE + c
            board[f], village, _castle = _token(tok, _("row {row}, field {field}").format(row=r + 1, field=name(f)))
            if village:
                villages.append(f)
    return board, villages


def _kinds(text: str | list[str], what: str) -> list[str]:
    words = text.split() if isinstance(text, str) else list(text)
    for w in words:
        if w not in KINDS:
            raise NotationError(f"{what}: " + _("{word} is not a tile kind ({kinds})").format(
                word=repr(w), kinds=", ".join(KINDS)))
    return words


def _castles(board: list[int], players: int) -> tuple[int, ...]:
    found = {cell - CASTLE: f for f, cell in enumerate(board) if cell >= CASTLE}
    if sorted(found) != list(range(players)):
        shown = sorted(p + 1 for p in found)
        raise NotationError(_("the picture must show castles 1-{n} once each, it shows {shown}").format(
            n=players, shown=shown))
    return tuple(found[p] for p in range(players))


def _piles(
    spec: dict[str, Any], board: list[int], hands: list[list[str]], market: list[str], seed: int
) -> tuple[list[str], list[str]]:
    """The deck and the set-aside tiles, so that all 92 tiles are accounted for."""
    rest = full_deck()
    used = [KIND_LIST[c // 4].name for c in board if 0 <= c < CASTLE] + [k for h in hands for k in h] + market
    for k in used:
        if k not in rest:
            raise NotationError(_("the position uses more {kind} tiles than the game has ({n})").format(
                kind=k, n=KINDS[k].count.value))
        rest.remove(k)
    thrown = _kinds(spec.get("discards", ""), "discards")
    for k in thrown:
        if k not in rest:
            raise NotationError("discards: " + _("more {kind} tiles than are left").format(kind=k))
        rest.remove(k)
    if "deck" not in spec:
        chance(seed, "scenario deck").shuffle(rest)
        return rest, thrown
    deck = _kinds(spec["deck"], "deck")
    for k in deck:
        if k not in rest:
            raise NotationError("deck: " + _("more {kind} tiles than are left").format(kind=k))
        rest.remove(k)
    return deck, thrown + rest


@cache
def spec_schema(players: int) -> Schema:
    """What a scenario ``spec`` (``options.start``) may hold: the keywords of :func:`scenario`."""
    return Obj({"board": Str(max_len=2000), "hands": List(words(), size=players), "player": Int(0, players - 1),
                "deck": words(), "coins": words(), "purse": List(Int(0, COINS), size=players), "market": words(),
                "discards": words(), "specials": List(Bool(), size=players), "sudden_death": Bool()})


def state_from_spec(config: Config, spec: dict[str, Any]) -> State:
    """The position a scenario ``spec`` describes (see :func:`scenario`)."""
    n = len(config.players)
    board, villages = parse_picture(spec.get("board", ""))
    castles = _castles(board, n)
    hands = [_kinds(h, f"hands[{i}]") for i, h in enumerate(spec.get("hands", [[]] * n))]
    if len(hands) != n:
        raise NotationError("hands: " + _("{count} hands for {n} players").format(count=len(hands), n=n))
    chosen = _kinds(spec["market"], "market") if config.variant == "advanced" and "market" in spec else []
    deck, aside = _piles(spec, board, hands, chosen, config.seed)
    market = chosen
    if config.variant == "advanced" and "market" not in spec:
        market, deck = deck[:n], deck[n:]
    bt = tuple(board)
    reach = reach_all(bt, castles)
    if "coins" in spec:
        coins = frozenset(field(f) for f in _kinds_free(spec["coins"]))
    else:
        coins = frozenset(t for t in (*castles, *villages)
                          if not any(connected(bt, reach[p], t) for p in range(n) if castles[p] != t))
    purse = tuple(spec.get("purse", [0] * n))
    # by default, a player on the picture connected to everything (in a game still on) can only be after two or
    # more full networks arose at once (amber.end.simultaneous): sudden death is off
    sudden = bool(spec["sudden_death"]) if "sudden_death" in spec else not _full(bt, reach, castles, tuple(villages))
    return State(
        variant=config.variant, seed=config.seed, castles=castles, villages=tuple(sorted(villages)), board=bt,
        coins_on=coins, purse=purse, coins_out=COINS - len(coins) - sum(purse),
        hands=tuple(sort_hand(h) for h in hands), deck=tuple(deck), market=sort_hand(market),
        specials=tuple(spec.get("specials", [True] * n)) if config.variant == "advanced" else (),
        discards=tuple(aside), player=int(spec.get("player", 0)), reach=reach,
        straights=straight_fields(bt), sudden_death=sudden,
    )


def _kinds_free(text: str | list[str]) -> list[str]:
    return text.split() if isinstance(text, str) else list(text)


def scenario(
    picture: str,
    hands: list[str] | None = None,
    *,
    player: int = 0,
    seed: int = 0,
    variant: str = "basic",
    names: tuple[str, ...] | None = None,
    **spec: Any,
) -> Game:
    """A game that starts from the pictured position.

    ``hands`` gives each player's tiles as space-separated kind names; further keywords: ``deck`` (kinds, top
    first; default the unused tiles shuffled by the seed; when it is given, the tiles left over go to the
    discards), ``discards`` (kinds thrown out so far, e.g. ``"shovel"`` for a shovel used: only a shovel cuts a
    tile off from every road), ``coins`` (fields still holding a coin; default every castle and village nobody
    is connected to), ``purse`` (coins held), ``market``, ``specials``, ``sudden_death`` (False: two or more
    players were connected to everything at once earlier, so nobody wins that way any more; default False when
    the picture shows a player connected to everything, else True).
    """
    from amber import ENGINE
    from amber.state import COLOUR_NAMES

    board, _villages = parse_picture(picture)
    n = sum(1 for c in board if c >= CASTLE)
    full = {"board": picture, "hands": hands or [""] * n, "player": player, **spec}
    return Game(ENGINE, Config("amber", names or tuple(COLOUR_NAMES[:n]), variant, seed, {"start": full}))
