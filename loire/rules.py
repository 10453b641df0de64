"""La Loire's rules as pure functions: what may be played now, and what a move does.

``legal_moves(state)`` is the single source of truth; :mod:`loire.verdicts`
explains why any other move is refused, and ``apply`` plays a legal move.

>>> import loire
>>> g = loire.new_game(players=2, seed=3)
>>> [str(m) for m in g.legal_moves()][:4]
['merchant -2 Ancenis', 'merchant -2 Champtoceaux', 'merchant -1 Angers', 'merchant -1 Saumur']
"""

from __future__ import annotations

from loire.board import BOARD, CITIES, COMPONENTS, ROADS
from loire.cards import CHARACTERS
from loire.moves import (
    Boat,
    Build,
    Buy,
    BuyMessage,
    Circus,
    Deliver,
    End,
    Hire,
    Income,
    Move,
    Palace,
    Recall,
    Sell,
    Travel,
)
from loire.state import (
    AHEAD,
    CARDS,
    CHARACTER_NAMES,
    CIRCUS_DISCOUNT,
    CIRCUS_SPACE,
    GOODS,
    HAND_LIMIT,
    MAX_HORSES,
    MAYOR_HAND_LIMIT,
    MIN_PRICE,
    MONEY,
    PALACE_KEYS,
    PIECES,
    PLACE_INDEX,
    PLACES,
    SCOUT_HORSES,
    VILLAGE_INDEX,
    VILLAGES,
    Piece,
    Player,
    State,
    Turn,
)
from tutor.game import chance, listed, memo

MESSAGES_TO_END = {1: 15, 2: 12, 3: 10, 4: 8}
"""Delivered messages that end the game, by player count (rulebook, A játék vége)."""
SOLO_ROUNDS = 60
PASSAGES = {p["spaces"]: p["deniers"] for p in COMPONENTS.boat_passage.value}
GOOD_MERCHANTS = {"wood": "Wood Merchant", "grain": "Grain Merchant", "cheese": "Cheese Merchant",
                  "wine": "Wine Merchant"}
CARRY_LIFTERS = {"cheese": "Dairyman", "grain": "Grain Farmer"}
BUILD_COST = {k: (b.deniers.value, b.wood.value) for k, b in COMPONENTS.buildings.items()}
DISCOUNT = {k: b.discount.value for k, b in COMPONENTS.buildings.items()}
TOKENS = {k: b.per_player.value for k, b in COMPONENTS.buildings.items()}
PALACE_COST: int = COMPONENTS.palaces["deniers"].value
BANK_PAY = 3
SPY_DRAW = 3
SECOND_HIRE_EXTRA = 2
WOOD = GOODS.index("wood")


def _set(t: tuple, i: int, value: object) -> tuple:
    items = list(t)
    items[i] = value
    return tuple(items)


# -- small questions ------------------------------------------------------------------


def poor(state: State) -> bool:
    """The minimum rule applies: the turn has not begun, the merchant is in a city and money is under 5."""
    me = state.me
    return not state.turn.moved and me.merchant.place in CITIES and me.money < MONEY["minimum"]


def money_cap(player: Player) -> int:
    """The most a merchant may carry out of a city."""
    return MONEY["maximum_with_banker"] if player.has("Banker") else MONEY["maximum"]


def max_horses(player: Player) -> int:
    return SCOUT_HORSES if player.has("Scout") else MAX_HORSES


def max_added(player: Player) -> int:
    return 2 if player.has("Squire") else 1


def hand_limit(player: Player) -> int:
    return MAYOR_HAND_LIMIT if player.has("Mayor") else HAND_LIMIT


def cubes(state: State, player: Player) -> int:
    """Message cubes a player has: 2 in the casual game, else one each from Apprentice and Helper."""
    if state.casual:
        return 2
    return player.has("Apprentice") + player.has("Helper")


def carry_room(player: Player, good: str) -> int | None:
    """How many more of ``good`` a player may carry (None: no limit)."""
    limit = COMPONENTS.goods[good].carry_limit.value
    if limit is None or (good in CARRY_LIFTERS and player.has(CARRY_LIFTERS[good])):
        return None
    return max(0, limit - player.good(good))


def buy_price(state: State, village: str, good: str) -> int:
    """What ``good`` costs in ``village`` now: the market price less building and circus discounts; beer costs
    twice the market price, less only the circus."""
    base = state.price(state.shield(village))
    building = state.building(village)
    off = DISCOUNT[building[1]] if building else 0
    if good == "beer":  # the rulebook's example: beer at one's monastery is simply twice the price
        base, off = base * 2, 0
    if village == state.circus:
        off += CIRCUS_DISCOUNT
    return max(MIN_PRICE, base - off)


def hire_cost(state: State, name: str) -> int:
    """What hiring ``name`` costs the player to move: printed cost, less the Witch, plus 2 for a second hire."""
    me = state.me
    cost = CHARACTERS[name].cost.value
    if me.has("Witch") and name != "Witch":
        cost = max(0, cost - 1)
    return cost + (SECOND_HIRE_EXTRA if state.turn.hires else 0)


def build_cost(state: State, kind: str, patronus: bool = False) -> tuple[int, int]:
    """(deniers, wood) for a building of ``kind`` (``"palace"`` too) this turn."""
    me = state.me
    deniers, wood = (PALACE_COST, 0) if kind == "palace" else BUILD_COST[kind]
    if me.has("Magister Artium"):
        deniers -= 1
    if state.turn.buildings:
        deniers += 1
    if patronus:
        deniers, wood = deniers + 2, wood - 1
    return max(0, deniers), wood


def message_price(state: State, level: int) -> int:
    """The price of the next message: its level, less 1 for the Post Office's second message."""
    place = state.me.messenger.place
    if state.turn.messages == 1 and place in CITIES and state.palace_works(state.player, "Post Office", place):
        return level - 1
    return level


def message_allowance(state: State) -> tuple[int, tuple[int, ...]]:
    """(messages the messenger may buy at this stop, levels on sale) where it stands."""
    place = state.me.messenger.place
    if place in CITIES:
        count = 1 + state.palace_works(state.player, "Post Office", place)
        levels = (1, 2, 3)
    else:
        building = state.building(place)
        if building is None or building[0] != state.player:
            return 0, ()
        if building[1] == "monastery":
            return 1, (4,)
        count, levels = (2 if building[1] == "castle" else 1), (1, 2, 3)
    return count + state.me.has("Vassallus"), levels


def card_choices(state: State, level: int) -> tuple[str, ...] | None:
    """The cards the player may pick from ``level``'s deck (None: the top card, no choice)."""
    deck = state.decks[level - 1]
    place = state.me.messenger.place
    if place in CITIES and state.palace_works(state.player, "Ducal Palace", place):
        return deck
    if state.me.has("Spy"):
        return deck[:SPY_DRAW]
    return None


def colours_done(state: State, progress: tuple[str, ...]) -> set[str]:
    return {state.shield(v) for v in progress}


def delivery_step(state: State, player: Player, card: str, progress: tuple[str, ...], place: str) -> str | None:
    """``"step"`` or ``"complete"`` if the messenger at ``place`` can deliver (a step of) ``card``; else None."""
    info = CARDS[card]
    if info.level in (1, 4):
        return "complete" if place == info.target and _casual_ok(state, player, info.level) else None
    if place not in VILLAGE_INDEX or not _helpers_ok(state, player, info.level):
        return None
    colour = state.shield(place)
    if colour not in info.target or colour in colours_done(state, progress):
        return None
    if len(progress) + 1 == info.level:
        return "complete" if _casual_ok(state, player, info.level) else None
    return "step" if player.cubes_used < cubes(state, player) else None


def _helpers_ok(state: State, player: Player, level: int) -> bool:
    if state.casual:
        return True
    return player.has("Apprentice") and (level == 2 or player.has("Helper"))


def _casual_ok(state: State, player: Player, level: int) -> bool:
    """Casual game: never more level-2 than level-1 deliveries, nor more level-3 than level-2."""
    if not state.casual or level not in (2, 3):
        return True
    done = [CARDS[c].level for c in player.delivered]
    return done.count(level) < done.count(level - 1)


# -- what may be played ---------------------------------------------------------------


def legal_moves(state: State) -> tuple[Move, ...]:
    """Every legal move now, in a stable order."""
    return memo(state, "legal", _legal)


def is_legal(state: State, move: Move) -> bool:
    """Whether ``move`` (a move object) is among the legal moves (see :func:`tutor.game.listed`)."""
    return listed(state, legal_moves(state), move)


def _legal(state: State) -> tuple[Move, ...]:
    if state.over:
        return ()
    turn = state.turn
    if turn.pending:
        return tuple(Circus(v) for v in turn.pending)
    if poor(state):
        return (Income(),)
    out: list[Move] = []
    if turn.acting is not None:
        out.extend(actions(state, turn.acting))
    for piece in PIECES:
        if piece not in turn.moved:
            out.extend(travels(state, piece))
    me = state.me
    out.extend(Recall(card) for card, done in zip(me.hand, me.progress, strict=True) if done)
    if len(turn.moved) == 2:
        out.append(End())
    return tuple(out)


def destinations(state: State, player: Player, piece: Piece, steps: int) -> list[str]:
    """Where ``piece`` may stop after ``steps`` places (City Guard and Jester allow stopping early)."""
    heads = ROADS if piece.toward is None else (piece.toward,)
    out: list[str] = []
    for head in heads:
        route = AHEAD[piece.place, head]
        if steps <= len(route):
            out.append(route[steps - 1])
        elif player.has("City Guard"):
            out.append(route[-1])
        if player.has("Jester") and state.circus in route[:min(steps, len(route)) - 1]:
            out.append(state.circus)
    return list(dict.fromkeys(out))


_TRAVELS: dict[tuple[object, ...], tuple[Travel, ...]] = {}
_TRAVEL: dict[tuple[str, str, int, str | None], Travel] = {}


def travel(name: str, to: str, change: int = 0, smith: str | None = None) -> Travel:
    """The (shared) move of piece ``name`` to ``to``."""
    key = (name, to, change, smith)
    move = _TRAVEL.get(key)
    if move is None:
        move = _TRAVEL[key] = Travel(name, to, change, smith)
    return move


def travels(state: State, name: str) -> tuple[Travel, ...]:
    """Every way to move piece ``name``: each team size the horse rules allow, each stopping place.

    Memoised on all it depends on: the piece, the loose horses where it stands (and, for a Blacksmith's
    fetch, everywhere), the characters that change a move, and the circus for a Jester.
    """
    me = state.me
    piece = me.piece(name)
    here = state.loose[PLACE_INDEX[piece.place]]
    chars = me.characters
    smith = "Blacksmith" in chars and not state.turn.smith and me.money >= 1
    key = (name, piece.place, piece.toward, piece.horses, here, "Scout" in chars, "Squire" in chars,
           "City Guard" in chars, state.circus if "Jester" in chars else None, state.loose if smith else None)
    found = _TRAVELS.get(key)
    if found is None:
        if len(_TRAVELS) > 100_000:
            _TRAVELS.clear()
        found = _TRAVELS[key] = tuple(_travels(state, me, name, piece, here, smith))
    return found


def _travels(state: State, me: Player, name: str, piece: Piece, here: int, smith: bool) -> list[Travel]:
    """:func:`travels`, worked out."""
    smith_from: list[str] = []
    if smith:
        smith_from = [p for p, n in zip(PLACES, state.loose, strict=True) if n and p != piece.place]
    out: list[Travel] = []
    for horses in range(max_horses(me) + 1):
        change = horses - piece.horses
        if change > max_added(me):
            continue
        sources: list[str | None] = []
        if change <= here:
            sources.append(None)
        if change > 0 and change - 1 <= here:
            sources.extend(smith_from)
        if not sources:
            continue
        for to in destinations(state, me, piece, horses + 1):
            out.extend(travel(name, to, change, s) for s in sources)
    return out


def actions(state: State, name: str) -> list[Move]:
    """The actions open to the piece that has just stopped."""
    me, turn = state.me, state.turn
    place = me.piece(name).place
    out: list[Move] = []
    if name == "merchant":
        if place in CITIES:
            out.extend(trades(state))
        elif turn.did is None:
            out.extend(buys(state, place))
    elif place in CITIES:
        if turn.did in (None, "message"):
            out.extend(message_buys(state))
        if turn.did is None:
            out.extend(deliveries(state, place))
    else:
        building = state.building(place)
        if building is not None and building[0] == state.player and turn.did in (None, "message"):
            out.extend(message_buys(state))
        if turn.did is None:
            out.extend(deliveries(state, place))
    if place == state.circus and turn.did in (None, "hire"):
        out.extend(hires(state, red_only=False))
    elif place in CITIES and state.palace_works(state.player, "Palatium Balivi", place):
        out.extend(hires(state, red_only=True))
    return out


def buys(state: State, village: str) -> list[Buy]:
    """Goods the merchant may buy in ``village`` (one purchase a turn)."""
    if state.turn.bought:
        return []
    me = state.me
    out = []
    good = BOARD.goods[village]
    building = state.building(village)
    options = [good]
    if building == (state.player, "monastery"):
        options.append("beer")
    for g in options:
        price, room, left = buy_price(state, village, g), carry_room(me, g), state.goods[GOODS.index(g)]
        if me.money < price:
            continue
        if left >= 1 and (room is None or room >= 1):
            out.append(Buy(g))
        if g == "wood" and me.has("Lumberjack") and left >= 2:
            out.append(Buy(g, 2))
    return out


def trades(state: State) -> list[Move]:
    """The merchant's city actions: sell, boat passage, buildings and palaces."""
    me, turn = state.me, state.turn
    out: list[Move] = []
    for i, good in enumerate(GOODS):
        out.extend(Sell(good, n) for n in range(1, me.goods[i] + 1))
    if not turn.boat:
        out.extend(Boat(n) for n, cost in PASSAGES.items() if me.money >= cost and me.boat + n <= state.goal())
    if turn.buildings < (2 if me.has("Economus") else 1):
        out.extend(builds(state))
    return out


def _balanced(state: State, village: str) -> bool:
    """A new building in ``village`` keeps the player's two roads within one of each other."""
    counts = dict.fromkeys(ROADS, 0)
    for v, b in zip(VILLAGES, state.buildings, strict=True):
        if b is not None and b[0] == state.player:
            counts[BOARD.positions[v][0]] += 1
    road = BOARD.positions[village][0]
    other = next(r for r in ROADS if r != road)
    return counts[road] + 1 - counts[other] <= 1


def tokens_left(state: State, p: int, kind: str) -> int:
    """Farm, monastery or tower tokens player ``p`` still has (a castle uses a farm and a tower)."""
    built = state.built(p)
    if kind == "farm":
        return TOKENS["farm"] - built["farm"] - built["castle"]
    return TOKENS[kind] - built[kind]


def _affordable(state: State, kind: str) -> list[bool]:
    """For paying with wood and (Patronus) with 2 deniers instead: which ways the player can pay."""
    me = state.me
    ways = [False, True] if me.has("Patronus") and kind != "palace" else [False]
    out = []
    for patronus in ways:
        deniers, wood = build_cost(state, kind, patronus)
        if me.money >= deniers and me.goods[WOOD] >= wood and (not patronus or BUILD_COST[kind][1] >= 1):
            out.append(patronus)
    return out


def builds(state: State) -> list[Move]:
    """Buildings the merchant may buy now (farm, monastery, castle, palace)."""
    me, p = state.me, state.player
    out: list[Move] = []
    for kind in ("farm", "monastery", "castle"):
        ways = _affordable(state, kind)
        if not ways or tokens_left(state, p, "farm" if kind == "farm" else kind) <= 0:
            continue
        for village, building in zip(VILLAGES, state.buildings, strict=True):
            if kind == "farm":
                ok = building is None and (me.has("Mensor") or _balanced(state, village))
            else:
                ok = building == (p, "farm")
            if ok:
                out.extend(Build(kind, village, w) for w in ways)
    if _affordable(state, "palace"):
        out.extend(Palace(k, c) for (k, c), left in zip(PALACE_KEYS, state.palaces, strict=True)
                   if left and (k, c) not in me.palaces)
    return out


def hires(state: State, red_only: bool) -> list[Hire]:
    """Characters the player may hire now (at the circus, or red ones through Palatium Balivi)."""
    me, turn = state.me, state.turn
    if state.casual or turn.hires >= (2 if me.has("Lady-in-waiting") else 1):
        return []
    out = []
    for name, left in zip(CHARACTER_NAMES, state.characters, strict=True):
        if not left or me.has(name) or (red_only and CHARACTERS[name].colour.value != "red"):
            continue
        if name == "Helper" and not me.has("Apprentice"):
            continue
        if me.money >= hire_cost(state, name):
            out.append(Hire(name))
    return out


def message_buys(state: State) -> list[BuyMessage]:
    """Messages the messenger may buy at this stop."""
    me, turn = state.me, state.turn
    allowed, levels = message_allowance(state)
    if turn.messages >= allowed or len(me.hand) >= hand_limit(me):
        return []
    if turn.messages and levels == (4,):
        return []
    monastery_held = any(CARDS[c].level == 4 for c in me.hand)
    out = []
    for level in levels:
        deck = state.decks[level - 1]
        if not deck or me.money < message_price(state, level) or (level == 4 and monastery_held):
            continue
        choices = card_choices(state, level)
        if choices is None:
            out.append(BuyMessage(level))
        else:
            out.extend(BuyMessage(level, c) for c in dict.fromkeys(choices))
    return out


def deliveries(state: State, place: str) -> list[Deliver]:
    """Messages the messenger can deliver (or advance) where it stands."""
    if state.turn.delivered:
        return []
    me = state.me
    return [Deliver(card) for card, done in zip(me.hand, me.progress, strict=True)
            if delivery_step(state, me, card, done, place)]


# -- what a move does -----------------------------------------------------------------


def apply(state: State, move: Move) -> State:
    """The position after the legal ``move``."""
    return _APPLY[type(move)](state, move)


def _with_me(state: State, player: Player, **changes: object) -> State:
    return state.evolve(players=_set(state.players, state.player, player), **changes)


def _travel(state: State, move: Travel) -> State:
    me = state.me
    piece = me.piece(move.piece)
    loose, money = list(state.loose), me.money
    here = PLACE_INDEX[piece.place]
    if move.change < 0:
        loose[here] -= move.change
    elif move.change > 0:
        loose[here] -= move.change - (1 if move.smith else 0)
        if move.smith:
            loose[PLACE_INDEX[move.smith]] -= 1
            money -= 1
    if move.piece == "merchant" and piece.place in CITIES:
        money = min(money, money_cap(me))
    if move.to in CITIES:
        toward = None
        if state.palace_works(state.player, "Bank", move.to):
            money += BANK_PAY
    elif piece.toward is not None:
        toward = piece.toward
    else:
        toward = next(c for c in CITIES if c != piece.place)
    moved = Piece(move.to, toward, piece.horses + move.change)
    me = me.evolve(money=money, **{move.piece: moved})
    turn = _turn(state, moved=(*state.turn.moved, move.piece), acting=move.piece, did=None, messages=0,
                 smith=state.turn.smith or move.smith is not None)  # a new stop: what the turn did stays
    return _with_me(state, me, loose=tuple(loose), turn=turn)


def _turn(state: State, **changes: object) -> Turn:
    return state.turn.evolve(**changes)


def _buy(state: State, move: Buy) -> State:
    village = state.me.merchant.place
    gi = GOODS.index(move.good)
    me = state.me
    me = me.evolve(money=me.money - buy_price(state, village, move.good),
                   goods=_set(me.goods, gi, me.goods[gi] + move.count))
    players = list(state.players)
    players[state.player] = me
    building = state.building(village)
    if building is not None:
        owner = players[building[0]]
        players[building[0]] = owner.evolve(boat=min(state.goal(), owner.boat + 1))
    colour = state.shield(village)
    market = tuple(c for c in state.market if c != colour) + (colour,)
    pending: tuple[str, ...] = ()
    if state.circus is not None:
        circus_colour = state.shield(state.circus)
        before, after = state.market.index(circus_colour), market.index(circus_colour)
        if after == CIRCUS_SPACE and before != after:
            pending = tuple(v for v in VILLAGES if state.shield(v) == market[0])
    new = state.evolve(players=tuple(players), market=market, goods=_set(state.goods, gi, state.goods[gi] - move.count),
                       turn=_turn(state, bought=True, did="buy", pending=pending))
    return _check_end(new)


def _circus(state: State, move: Circus) -> State:
    return state.evolve(circus=move.village, turn=_turn(state, pending=()))


def _sell(state: State, move: Sell) -> State:
    me = state.me
    gi = GOODS.index(move.good)
    each = COMPONENTS.goods[move.good].sell_price.value
    if move.good in GOOD_MERCHANTS and me.has(GOOD_MERCHANTS[move.good]):
        each += 1
    me = me.evolve(money=me.money + each * move.count, goods=_set(me.goods, gi, me.goods[gi] - move.count))
    return _with_me(state, me, goods=_set(state.goods, gi, state.goods[gi] + move.count),
                    turn=_turn(state, did="trade"))


def _boat(state: State, move: Boat) -> State:
    me = state.me
    me = me.evolve(money=me.money - PASSAGES[move.spaces], boat=me.boat + move.spaces)
    return _check_end(_with_me(state, me, turn=_turn(state, boat=True, did="trade")))


def _build(state: State, move: Build) -> State:
    village = move.village
    deniers, wood = build_cost(state, move.kind, move.patronus)
    me = state.me
    me = me.evolve(money=me.money - deniers, goods=_set(me.goods, WOOD, me.goods[WOOD] - wood))
    buildings = _set(state.buildings, VILLAGE_INDEX[village], (state.player, move.kind))
    return _with_me(state, me, buildings=buildings, goods=_set(state.goods, WOOD, state.goods[WOOD] + wood),
                    turn=_turn(state, buildings=state.turn.buildings + 1, did="trade"))


def _palace(state: State, move: Palace) -> State:
    key = (move.kind, move.city)
    deniers, _ = build_cost(state, "palace")
    me = state.me
    me = me.evolve(money=me.money - deniers, palaces=me.palaces | {key})
    i = PALACE_KEYS.index(key)
    turn = _turn(state, buildings=state.turn.buildings + 1, did="trade", new_palaces=state.turn.new_palaces | {key})
    return _with_me(state, me, palaces=_set(state.palaces, i, state.palaces[i] - 1), turn=turn)


def _hire(state: State, move: Hire) -> State:
    me = state.me
    place = me.piece(state.turn.acting).place if state.turn.acting else None
    cost = hire_cost(state, move.name)
    me = me.evolve(money=me.money - cost, characters=me.characters | {move.name})
    i = CHARACTER_NAMES.index(move.name)
    did = "hire" if place == state.circus else state.turn.did
    return _with_me(state, me, characters=_set(state.characters, i, state.characters[i] - 1),
                    turn=_turn(state, hires=state.turn.hires + 1, did=did))


def _buy_message(state: State, move: BuyMessage) -> State:
    me = state.me
    deck = list(state.decks[move.level - 1])
    place = me.messenger.place
    card = move.card or deck[0]
    price = message_price(state, move.level)
    if place in CITIES and state.palace_works(state.player, "Ducal Palace", place) and move.card:
        deck.remove(card)
        chance(state.seed, "ducal", state.turns, state.turn.messages).shuffle(deck)
    elif move.card is not None:  # the Spy: draw three, keep one, the others go under the deck
        drawn = deck[:SPY_DRAW]
        deck = deck[SPY_DRAW:] + [c for c in drawn if c != card]
    else:
        deck.pop(0)
    me = me.evolve(money=me.money - price, hand=(*me.hand, card), progress=(*me.progress, ()))
    decks = _set(state.decks, move.level - 1, tuple(deck))
    return _with_me(state, me, decks=decks, turn=_turn(state, messages=state.turn.messages + 1, did="message"))


def _deliver(state: State, move: Deliver) -> State:
    me = state.me
    place = me.messenger.place
    i = me.hand.index(move.card)
    step = delivery_step(state, me, move.card, me.progress[i], place)
    if step == "step":
        me = me.evolve(progress=_set(me.progress, i, (*me.progress[i], place)))
        return _with_me(state, me, turn=_turn(state, did="deliver"))
    money = me.money
    info = CARDS[move.card]
    if info.level == 1:
        money += state.price(state.shield(place))
    me = me.evolve(money=money, hand=me.hand[:i] + me.hand[i + 1:], progress=me.progress[:i] + me.progress[i + 1:],
                   delivered=(*me.delivered, move.card))
    return _check_end(_with_me(state, me, turn=_turn(state, did="deliver", delivered=True)))


def _recall(state: State, move: Recall) -> State:
    me = state.me
    i = me.hand.index(move.card)
    return _with_me(state, me.evolve(progress=_set(me.progress, i, ())))


def _income(state: State, move: Income) -> State:
    me = state.me
    return _end(_with_me(state, me.evolve(money=me.money + MONEY["minimum_income"])), move)


def triggered(state: State, p: int) -> bool:
    """Whether player ``p`` has reached an end condition (boat goal or delivered messages)."""
    player = state.players[p]
    return player.boat >= state.goal() or len(player.delivered) >= MESSAGES_TO_END[state.count]


def _check_end(state: State) -> State:
    if state.final is not None:
        return state
    n = state.count
    order = [(state.player + k) % n for k in range(n)]
    who = next((p for p in order if triggered(state, p)), None)
    if who is None:
        return state
    final = tuple(p for p in (order[1:] + order[:1]) if p != who)
    return state.evolve(final=final, trigger=who)


def _end(state: State, move: End | Income) -> State:
    n = state.count
    nxt = (state.player + 1) % n
    rounds = state.rounds + (nxt == state.start)
    over, final = False, state.final
    if final is not None:
        if not final:
            over = True
        else:
            nxt, final = final[0], final[1:]
    if n == 1 and rounds >= SOLO_ROUNDS:
        over = True
    return state.evolve(player=nxt, rounds=rounds, turns=state.turns + 1, final=final, over=over, turn=Turn())


_APPLY = {Travel: _travel, Buy: _buy, Circus: _circus, Sell: _sell, Boat: _boat, Build: _build, Palace: _palace,
          Hire: _hire, BuyMessage: _buy_message, Deliver: _deliver, Recall: _recall, Income: _income, End: _end}
