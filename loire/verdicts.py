"""Why a La Loire move is legal or not, naming the rule that decides.

A move is legal exactly when :func:`loire.rules.legal_moves` lists it; for any
other move :func:`check` finds the rule it breaks and says why.

>>> import loire
>>> g = loire.new_game(players=2, seed=1)
>>> g.check("merchant Orléans")
Verdict(ok=False, rule='loire.move.steps', reason='with 2 horses the merchant moves exactly 3 places, but Orléans \
is 10 away')
>>> g.check("buy cheese").rule
'loire.turn.action-after-move'
"""

from __future__ import annotations

from loire.board import BOARD, CITIES
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
from loire.rulebook import RULES
from loire.rules import (
    AHEAD,
    GOODS,
    PASSAGES,
    _balanced,
    build_cost,
    buy_price,
    card_choices,
    carry_room,
    colours_done,
    cubes,
    hand_limit,
    hire_cost,
    is_legal,
    max_added,
    max_horses,
    message_allowance,
    message_price,
    poor,
    tokens_left,
)
from loire.state import CARDS, CHARACTER_NAMES, PALACE_KEYS, PLACE_INDEX, PLAYER_COLOURS, VILLAGE_INDEX, State
from tutor.rules import Verdict

_OK = {Travel: "loire.move.steps", Buy: "loire.buy.price", Sell: "loire.sell.price", Boat: "loire.boat.passage",
       Build: "loire.build.one-per-turn", Palace: "loire.build.palace", Hire: "loire.hire.where",
       BuyMessage: "loire.message.buy-where", Deliver: "loire.deliver.score", Recall: "loire.deliver.cube-recall",
       Circus: "loire.circus.move", Income: "loire.money.minimum", End: "loire.turn.end"}
_BUILD_RULE = {"farm": "loire.build.farm", "monastery": "loire.build.monastery", "castle": "loire.build.castle"}


def rule_of(state: State, move: Move) -> str:
    """The rule that governs a (legal) move in ``state``."""
    if isinstance(move, Build):
        return _BUILD_RULE[move.kind]
    if isinstance(move, Deliver):
        return f"loire.deliver.level{CARDS[move.card].level}"
    if isinstance(move, Hire) and state.me.piece(state.turn.acting or "merchant").place in CITIES:
        return "loire.palace.balivi"
    return _OK[type(move)]


def check(state: State, move: Move) -> Verdict:
    """The verdict on ``move`` in ``state``."""
    if not isinstance(move, tuple(_OK)):
        return RULES.refuse("loire.notation.syntax", f"{move!r} is not a La Loire move")
    if is_legal(state, move):
        return RULES.allow(rule_of(state, move), f"{move} is legal for {PLAYER_COLOURS[state.player]}")
    return diagnose(state, move)


def diagnose(state: State, move: Move) -> Verdict:
    """The rule an illegal ``move`` breaks."""
    if state.over:
        return RULES.refuse("loire.end.over", "the game is over")
    if state.turn.pending and not isinstance(move, Circus):
        return RULES.refuse("loire.circus.move", "first move the circus to a village of the leftmost market colour")
    if poor(state) and not isinstance(move, Income):
        return RULES.refuse("loire.money.minimum", f"the merchant is in a city with only {state.me.money} deniers "
                            "(under 5): take 1 denier ('income') and the turn ends")
    verdict = _CHECKS[type(move)](state, move)
    if verdict is None:  # pragma: no cover - every illegal move has a reason above
        return RULES.refuse("loire.turn.order", f"{move} is not possible now")
    return verdict


def _n(count: int, noun: str) -> str:
    """``count`` with ``noun`` in the right number.

    >>> _n(1, "horse"), _n(2, "free horse")
    ('1 horse', '2 free horses')
    """
    return f"{count} {noun}{'' if count == 1 else 's'}"


def _no(rule: str, reason: str) -> Verdict:
    return RULES.refuse(rule, reason)


def _travel(state: State, move: Travel) -> Verdict | None:
    me, turn = state.me, state.turn
    if move.piece in turn.moved:
        return _no("loire.turn.both-pieces", f"the {move.piece} has already moved this turn")
    if move.to not in PLACE_INDEX:
        return _no("loire.notation.syntax", f"{move.to!r} is not a place on the board")
    piece = me.piece(move.piece)
    horses = piece.horses + move.change
    if horses < 0:
        return _no("loire.move.drop-horses", f"the {move.piece} has only {_n(piece.horses, 'horse')} to leave "
                   "behind")
    if horses > max_horses(me):
        return _no("loire.move.max-horses", f"a team may have at most {max_horses(me)} horses, not {horses}")
    if move.change > max_added(me):
        squire = "" if me.has("Squire") else " (2 with the Squire)"
        return _no("loire.move.add-horse", f"the {move.piece} may add at most {_n(max_added(me), 'horse')} a turn"
                   f"{squire}, not {move.change}")
    verdict = _smith(state, move, piece.place)
    if verdict is not None:
        return verdict
    needed = move.change - (1 if move.smith else 0)
    free = state.horses_at(piece.place)
    if move.change > 0 and needed > free:
        return _no("loire.move.add-horse", _too_few_horses(state, move, piece.place, free))
    return _where(state, move, piece, horses + 1)


def _too_few_horses(state: State, move: Travel, here: str, free: int) -> str:
    """Why the free horses at ``here`` do not make up the horses ``move`` adds, and what could."""
    stand = "no free horse stands" if free == 0 else f"only {_n(free, 'free horse')} stand{'s' if free == 1 else ''}"
    smith = ""
    if move.smith is None and state.me.has("Blacksmith") and not state.turn.smith:
        smith = "; the Blacksmith could fetch one from another place ('smith <place>' after the destination)"
    return f"{stand} at {here}, where the {move.piece} starts{smith}"


def _smith(state: State, move: Travel, here: str) -> Verdict | None:
    if move.smith is None:
        return None
    rule, me = "loire.character.blacksmith", state.me
    if not me.has("Blacksmith"):
        return _no(rule, "only a player with the Blacksmith may fetch a horse from another place")
    if state.turn.smith:
        return _no(rule, "the Blacksmith fetches one horse a turn")
    if move.change <= 0:
        return _no(rule, "the Blacksmith's horse is an added horse: write a plus")
    if move.smith not in PLACE_INDEX:
        return _no("loire.notation.syntax", f"{move.smith!r} is not a place on the board")
    if move.smith == here:
        if state.horses_at(here) >= move.change:
            plain = Travel(move.piece, move.to, move.change)
            horses, are = ("horse", "is") if move.change == 1 else ("horses", "are")
            return _no(rule, f"the Blacksmith fetches a horse from another place; the free {horses} at {here}, "
                       f"where the {move.piece} starts, {are} added without him: write '{plain}'")
        return _no(rule, f"the Blacksmith fetches a horse from a place other than {here}, where the {move.piece} "
                   "starts")
    if not state.horses_at(move.smith):
        return _no(rule, f"no free horse stands at {move.smith} for the Blacksmith to fetch")
    return _no(rule, "fetching a horse costs 1 denier") if me.money < 1 else None


def _where(state: State, move: Travel, piece, steps: int) -> Verdict:
    if move.to == piece.place:
        return _no("loire.turn.must-move", f"the {move.piece} must move at least one place")
    heads = ("north", "south") if piece.toward is None else (piece.toward,)
    for head in heads:
        route = AHEAD[piece.place, head]
        if move.to in route:
            distance = route.index(move.to) + 1
            if steps > len(route):
                return _no("loire.move.exact-steps", f"a move of {steps} places would run past {route[-1]}: a city "
                           "must be reached exactly, so leave horses behind first")
            return _no("loire.move.steps", f"with {steps - 1} horse{'s' if steps != 2 else ''} the {move.piece} "
                       f"moves exactly {steps} place{'s' if steps != 1 else ''}, but {move.to} is {distance} away")
    if piece.toward is not None:
        return _no("loire.move.keep-road", f"the {move.piece} is heading for {piece.toward} and keeps that road "
                   f"and direction until it gets there")
    return _no("loire.move.steps", f"with {steps - 1} horse{'s' if steps != 2 else ''} the {move.piece} moves "
               f"exactly {steps} places, so it cannot stop at {move.to}")


def _acting(state: State, piece: str, what: str) -> Verdict | None:
    if state.turn.acting != piece:
        return _no("loire.turn.action-after-move", f"the {piece} {what} right after its own move")
    return None


def _buy(state: State, move: Buy) -> Verdict | None:
    early = _acting(state, "merchant", "buys")
    if early is not None:
        return early
    me, turn = state.me, state.turn
    village = me.merchant.place
    if village in CITIES:
        return _no("loire.buy.where", "goods are bought in villages; in a city the merchant sells")
    if turn.did == "hire":
        return _no("loire.action.circus-choice", "at the circus the merchant buys or hires, not both")
    if turn.bought:
        return _no("loire.buy.one-per-turn", "one good per turn has been bought already")
    if move.good not in GOODS:
        return _no("loire.notation.syntax", f"{move.good!r} is not a good ({', '.join(GOODS)})")
    if move.good == "beer" and state.building(village) != (state.player, "monastery"):
        return _no("loire.buy.beer", "beer is sold only at a monastery, and only to its owner")
    if move.good != "beer" and move.good != BOARD.goods[village]:
        return _no("loire.buy.where", f"{village} sells only {BOARD.goods[village]}")
    if move.count != 1 and not (move.count == 2 and move.good == "wood" and me.has("Lumberjack")):
        return _no("loire.character.lumberjack", "one good is bought at a time; the Lumberjack alone may buy "
                   "two wood at once")
    if state.goods[GOODS.index(move.good)] < move.count:
        return _no("loire.buy.supply", f"the supply of {move.good} has run out")
    room = carry_room(me, move.good)
    if room is not None and room < move.count:
        return _no("loire.buy.carry-limit", f"you may carry only one {move.good}")
    price = buy_price(state, village, move.good)
    return _no("loire.buy.price", f"{move.good} costs {price} here; you have {me.money}")


def _city_merchant(state: State) -> Verdict | None:
    early = _acting(state, "merchant", "trades")
    if early is not None:
        return early
    if state.me.merchant.place not in CITIES:
        return _no("loire.action.city", "selling, building and sailing happen only in Nantes or Orléans")
    return None


def _sell(state: State, move: Sell) -> Verdict | None:
    early = _city_merchant(state)
    if early is not None:
        return _no("loire.sell.where", early.reason) if early.rule == "loire.action.city" else early
    if move.good not in GOODS:
        return _no("loire.notation.syntax", f"{move.good!r} is not a good ({', '.join(GOODS)})")
    held = state.me.good(move.good)
    if not held:
        return _no("loire.sell.optional", f"you have no {move.good} to sell")
    return _no("loire.sell.optional", f"you have {held} {move.good} to sell, not {move.count}")


def _boat(state: State, move: Boat) -> Verdict | None:
    early = _city_merchant(state)
    if early is not None:
        return early
    me = state.me
    if state.turn.boat:
        return _no("loire.boat.once", "river passage is bought once a turn")
    if move.spaces not in PASSAGES:
        return _no("loire.boat.once", "passage is 1 space for 6 deniers or 2 for 10, once a turn")
    if me.boat + move.spaces > state.goal():
        return _no("loire.boat.target", f"the boat cannot sail past space {state.goal()}")
    cost = "costs" if move.spaces == 1 else "cost"
    return _no("loire.boat.passage", f"{_n(move.spaces, 'space')} {cost} {PASSAGES[move.spaces]} deniers; you have "
               f"{me.money}")


def _build_limit(state: State) -> Verdict | None:
    early = _city_merchant(state)
    if early is not None:
        return early
    if state.turn.buildings >= (2 if state.me.has("Economus") else 1):
        return _no("loire.build.one-per-turn", "no more buildings this turn (the Economus allows a second)")
    return None


def _build(state: State, move: Build) -> Verdict | None:
    early = _build_limit(state)
    if early is not None:
        return early
    if move.kind not in _BUILD_RULE or move.village not in VILLAGE_INDEX:
        return _no("loire.notation.syntax", "write 'build <farm|monastery|castle> <village>'")
    me, p, rule = state.me, state.player, _BUILD_RULE[move.kind]
    if move.patronus and not me.has("Patronus"):
        return _no("loire.character.patronus", "only the Patronus lets you pay 2 deniers instead of a wood")
    here = state.building(move.village)
    if move.kind == "farm":
        if here is not None:
            return _no(rule, f"{move.village} already has a building")
        if not me.has("Mensor") and not _balanced(state, move.village):
            return _no("loire.build.road-balance", "that would put two more of your buildings on one road than "
                       "on the other")
    elif here != (p, "farm"):
        return _no(rule, f"a {move.kind} needs your own farm in {move.village}")
    token = "farm" if move.kind == "farm" else move.kind
    if tokens_left(state, p, token) <= 0:
        return _no("loire.build.towers" if token == "castle" else "loire.setup.buildings",
                   f"you have no {'tower' if token == 'castle' else token} tokens left")
    deniers, wood = build_cost(state, move.kind, move.patronus)
    return _no(rule, f"a {move.kind} costs {deniers} deniers and {wood} wood; you have {me.money} deniers and "
               f"{me.good('wood')} wood")


def _palace(state: State, move: Palace) -> Verdict | None:
    if state.casual:
        return _no("loire.variant.casual", "the casual game has no palace cards")
    early = _build_limit(state)
    if early is not None:
        return early
    key = (move.kind, move.city)
    if key not in PALACE_KEYS:
        return _no("loire.notation.syntax", f"no palace {move.kind!r} in {move.city!r}")
    if key in state.me.palaces:
        return _no("loire.build.palace", f"you already own the {move.kind} of {move.city}")
    if not state.palaces[PALACE_KEYS.index(key)]:
        return _no("loire.build.palace", f"every {move.kind} of {move.city} has been bought")
    deniers, _ = build_cost(state, "palace")
    return _no("loire.build.palace", f"a palace costs {deniers} deniers; you have {state.me.money}")


def _hire(state: State, move: Hire) -> Verdict | None:
    if state.casual:
        return _no("loire.variant.casual", "the casual game has no character cards")
    me, turn = state.me, state.turn
    place = me.piece(turn.acting).place if turn.acting else None
    balivi = place in CITIES and state.palace_works(state.player, "Palatium Balivi", place)
    if place in CITIES and ("Palatium Balivi", place) in turn.new_palaces:
        return _no("loire.build.palace-timing", "a palace bought this turn works from your next turn")
    if place is None or (place != state.circus and not balivi):
        return _no("loire.hire.where", "characters are hired by a piece that has just stopped at the circus")
    if place == state.circus and turn.did not in (None, "hire"):
        return _no("loire.action.circus-choice", "at the circus a piece buys (or delivers) or hires, not both")
    if turn.hires >= (2 if me.has("Lady-in-waiting") else 1):
        return _no("loire.hire.one-per-turn", "one character a turn (two with the Lady-in-waiting)")
    if move.name not in CHARACTERS:
        return _no("loire.notation.syntax", f"{move.name!r} is not a character")
    if me.has(move.name):
        return _no("loire.hire.no-duplicates", f"you already have the {move.name}")
    if balivi and place != state.circus and CHARACTERS[move.name].colour.value != "red":
        return _no("loire.palace.balivi", "Palatium Balivi hires only red characters")
    if not state.characters[CHARACTER_NAMES.index(move.name)]:
        return _no("loire.hire.supply", f"every {move.name} has been hired")
    if move.name == "Helper" and not me.has("Apprentice"):
        return _no("loire.character.helper", "the Helper is hired only after the Apprentice")
    return _no("loire.hire.price", f"the {move.name} costs {hire_cost(state, move.name)}; you have {me.money}")


def _buy_message(state: State, move: BuyMessage) -> Verdict | None:
    early = _acting(state, "messenger", "buys messages")
    if early is not None:
        return early
    me, turn = state.me, state.turn
    if turn.did not in (None, "message"):
        return _acted(state)
    allowed, levels = message_allowance(state)
    if not allowed:
        return _no("loire.message.buy-where", "messages are sold in the cities and at your own farms, castles "
                   "and monasteries")
    if move.level not in (1, 2, 3, 4):
        return _no("loire.notation.syntax", f"there is no level {move.level}")
    if move.level not in levels:
        return _no("loire.message.buy-levels", "your monastery sells only monastery messages (level 4)"
                   if levels == (4,) else "a monastery message (level 4) is sold only at your own monastery")
    if turn.messages and levels == (4,) and me.has("Vassallus"):
        return _no("loire.character.vassallus", "the Vassallus's extra message is never bought at a monastery")
    if turn.messages >= allowed:
        castle = state.building(me.messenger.place) == (state.player, "castle")
        return _no("loire.message.castle-two" if castle else "loire.message.buy-one",
                   f"only {_n(allowed, 'message')} may be bought here this turn")
    verdict = _hand_full(state, move)
    if verdict is not None:
        return verdict
    deck = state.decks[move.level - 1]
    if not deck:
        return _no("loire.message.draw", f"the level-{move.level} deck is empty")
    choices = card_choices(state, move.level)
    if choices is None and move.card is not None:
        return _no("loire.message.draw", "you take the top card (the Spy or a Ducal Palace give a choice)")
    if choices is not None and move.card is None:
        return _no("loire.message.draw", f"you may choose: name one of {', '.join(choices)}")
    if choices is not None and move.card not in choices:
        ducal = len(choices) == len(deck) and len(deck) > 3
        return _no("loire.palace.ducal" if ducal else "loire.character.spy",
                   f"{move.card} is not among the cards you may pick")
    return _no("loire.message.buy-price", f"it costs {message_price(state, move.level)}; you have {me.money}")


def _hand_full(state: State, move: BuyMessage) -> Verdict | None:
    """The hand limit, and the limit of one monastery message among the messages held."""
    me = state.me
    limit = hand_limit(me)
    if len(me.hand) >= limit:
        mayor = "" if me.has("Mayor") else " (4 with the Mayor)"
        return _no("loire.message.hand-limit", f"you hold {len(me.hand)} undelivered messages, the most you may "
                   f"hold{mayor}: deliver one before buying another")
    abbey = next((c for c in me.hand if CARDS[c].level == 4), None)
    if move.level == 4 and abbey is not None:
        if me.has("Mayor"):
            return _no("loire.character.mayor", f"even with the Mayor only one of your messages may be a monastery "
                       f"message, and you hold {abbey}: deliver it first")
        return _no("loire.deliver.level4", f"one monastery message at a time, and you hold {abbey}: deliver it "
                   "first")
    return None


def _acted(state: State) -> Verdict:
    if state.turn.did == "hire" and state.me.messenger.place == state.circus:
        return _no("loire.action.circus-choice", "at the circus the messenger hires or delivers, not both")
    return _no("loire.turn.action-after-move", "the messenger has already acted at this stop")


def _deliver(state: State, move: Deliver) -> Verdict | None:
    early = _acting(state, "messenger", "delivers")
    if early is not None:
        return early
    me, turn = state.me, state.turn
    if move.card not in me.hand:
        return _no("loire.deliver.score", f"you hold no undelivered message {move.card}")
    if turn.delivered:
        return _no("loire.deliver.one-per-turn", "a message was completed this turn; no new delivery until next turn")
    if turn.did is not None:
        return _acted(state)
    place, info = me.messenger.place, CARDS[move.card]
    if info.level in (1, 4):
        return _no(f"loire.deliver.level{info.level}", f"this message goes to {info.target}")
    return _colours(state, move, place, info)


def _colours(state: State, move: Deliver, place: str, info) -> Verdict:
    me = state.me
    rule = f"loire.deliver.level{info.level}"
    # what the board shows first: the shield where the messenger stands, then the cubes already out
    if place not in VILLAGE_INDEX or state.shield(place) not in info.target:
        return _no(rule, f"this message needs villages with {' and '.join(info.target)} shields")
    progress = me.progress[me.hand.index(move.card)]
    if state.shield(place) in colours_done(state, progress):
        return _no(rule, f"the {state.shield(place)} stop of this message is already made")
    if not state.casual and not me.has("Apprentice"):
        return _no("loire.character.apprentice", "level-2 and level-3 messages need the Apprentice")
    if not state.casual and info.level == 3 and not me.has("Helper"):
        return _no("loire.character.helper", "level-3 messages need the Helper too")
    if len(progress) + 1 == info.level:
        lower = info.level - 1
        return _no("loire.variant.casual-messages", f"no more level-{info.level} than level-{lower} deliveries")
    return _no("loire.deliver.cubes", _cubes_out(state, move.card))


def _cubes_out(state: State, card: str) -> str:
    """Which messages hold all the player's cubes, and how to free one (``recall``)."""
    me = state.me
    held = [c for c, done in zip(me.hand, me.progress, strict=True) if done]
    if cubes(state, me) == 1:
        where = f"your only message cube is on {held[0]}"
    elif len(held) == 1:
        where = f"both your message cubes are on {held[0]}"
    else:
        where = f"your message cubes are on {' and '.join(held)}"
    other = next((c for c in held if c != card), held[0])
    return (f"{where}: complete {'it' if len(held) == 1 else 'one of them'} first, or free a cube with "
            f"'recall {other}' (that message's stops are lost)")


def _recall(state: State, move: Recall) -> Verdict:
    me = state.me
    if move.card in me.hand and not me.progress[me.hand.index(move.card)]:
        return _no("loire.deliver.cube-recall", f"no cube marks progress on {move.card}")
    return _no("loire.deliver.cube-recall", f"you hold no undelivered message {move.card}")


def _circus(state: State, move: Circus) -> Verdict:
    if not state.turn.pending:
        return _no("loire.circus.move", "the circus moves only when its tile reaches the middle market space")
    return _no("loire.circus.move", f"the circus goes to a {state.market[0]} village: "
               f"{', '.join(state.turn.pending)}")


def _income(state: State, move: Income) -> Verdict:
    return _no("loire.money.minimum", "income is taken only by a player under 5 deniers whose merchant starts the "
               "turn in a city")


def _end(state: State, move: End) -> Verdict:
    left = [p for p in ("merchant", "messenger") if p not in state.turn.moved]
    return _no("loire.turn.must-move", f"the {' and the '.join(left)} must still move")


_CHECKS = {Travel: _travel, Buy: _buy, Sell: _sell, Boat: _boat, Build: _build, Palace: _palace, Hire: _hire,
           BuyMessage: _buy_message, Deliver: _deliver, Recall: _recall, Circus: _circus, Income: _income, End: _end}
