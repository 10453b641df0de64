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
from loire.words import building, character, colour, good, joined, listed, palace, piece
from loire.words import card as card_name
from tutor.i18n import N_, _, ngettext
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
        return RULES.refuse("loire.notation.syntax", _("{move} is not a La Loire move").format(move=repr(move)))
    if is_legal(state, move):
        return RULES.allow(rule_of(state, move), _("{move} is legal for {player}").format(
            move=move, player=colour(PLAYER_COLOURS[state.player])))
    return diagnose(state, move)


def diagnose(state: State, move: Move) -> Verdict:
    """The rule an illegal ``move`` breaks."""
    if state.over:
        return RULES.refuse("loire.end.over", _("the game is over"))
    if state.turn.pending and not isinstance(move, Circus):
        return RULES.refuse("loire.circus.move", _("first move the circus to a village of the leftmost market "
                                                   "colour"))
    if poor(state) and not isinstance(move, Income):
        return RULES.refuse("loire.money.minimum", _(
            "the merchant is in a city with only {n} deniers (under 5): take 1 denier ('income') and the turn ends"
        ).format(n=state.me.money))
    verdict = _CHECKS[type(move)](state, move)
    if verdict is None:  # pragma: no cover - every illegal move has a reason above
        return RULES.refuse("loire.turn.order", _("{move} is not possible now").format(move=move))
    return verdict


def _horses(n: int) -> str:
    """``n`` horses in words.

    >>> _horses(1), _horses(2)
    ('1 horse', '2 horses')
    """
    return ngettext("{n} horse", "{n} horses", n).format(n=n)


def _no(rule: str, reason: str) -> Verdict:
    return RULES.refuse(rule, reason)


def _travel(state: State, move: Travel) -> Verdict | None:
    me, turn = state.me, state.turn
    who = piece(move.piece)
    if move.piece in turn.moved:
        return _no("loire.turn.both-pieces", _("the {piece} has already moved this turn").format(piece=who))
    if move.to not in PLACE_INDEX:
        return _no("loire.notation.syntax", _("{place} is not a place on the board").format(place=repr(move.to)))
    here = me.piece(move.piece)
    horses = here.horses + move.change
    if horses < 0:
        return _no("loire.move.drop-horses", _("the {piece} has only {horses} to leave behind").format(
            piece=who, horses=_horses(here.horses)))
    if horses > max_horses(me):
        return _no("loire.move.max-horses", _("a team may have at most {most} horses, not {n}").format(
            most=max_horses(me), n=horses))
    if move.change > max_added(me):
        text = _("the {piece} may add at most {horses} a turn, not {n}") if me.has("Squire") else \
            _("the {piece} may add at most {horses} a turn (2 with the Squire), not {n}")
        return _no("loire.move.add-horse", text.format(piece=who, horses=_horses(max_added(me)), n=move.change))
    verdict = _smith(state, move, here.place)
    if verdict is not None:
        return verdict
    needed = move.change - (1 if move.smith else 0)
    free = state.horses_at(here.place)
    if move.change > 0 and needed > free:
        return _no("loire.move.add-horse", _too_few_horses(state, move, here.place, free))
    return _where(state, move, here, horses + 1)


def _too_few_horses(state: State, move: Travel, here: str, free: int) -> str:
    """Why the free horses at ``here`` do not make up the horses ``move`` adds, and what could."""
    if free == 0:
        text = _("no free horse stands at {place}, where the {piece} starts")
    else:
        text = ngettext("only {n} free horse stands at {place}, where the {piece} starts",
                        "only {n} free horses stand at {place}, where the {piece} starts", free)
    text = text.format(n=free, place=here, piece=piece(move.piece))
    if move.smith is None and state.me.has("Blacksmith") and not state.turn.smith:
        text += _("; the Blacksmith could fetch one from another place ('smith <place>' after the destination)")
    return text


def _smith(state: State, move: Travel, here: str) -> Verdict | None:
    if move.smith is None:
        return None
    rule, me = "loire.character.blacksmith", state.me
    if not me.has("Blacksmith"):
        return _no(rule, _("only a player with the Blacksmith may fetch a horse from another place"))
    if state.turn.smith:
        return _no(rule, _("the Blacksmith fetches one horse a turn"))
    if move.change <= 0:
        return _no(rule, _("the Blacksmith's horse is an added horse: write a plus"))
    if move.smith not in PLACE_INDEX:
        return _no("loire.notation.syntax", _("{place} is not a place on the board").format(place=repr(move.smith)))
    if move.smith == here:
        if state.horses_at(here) >= move.change:
            plain = Travel(move.piece, move.to, move.change)
            text = ngettext("the Blacksmith fetches a horse from another place; the free horse at {place}, where "
                            "the {piece} starts, is added without him: write '{move}'",
                            "the Blacksmith fetches a horse from another place; the free horses at {place}, where "
                            "the {piece} starts, are added without him: write '{move}'", move.change)
            return _no(rule, text.format(place=here, piece=piece(move.piece), move=plain))
        return _no(rule, _("the Blacksmith fetches a horse from a place other than {place}, where the {piece} "
                           "starts").format(place=here, piece=piece(move.piece)))
    if not state.horses_at(move.smith):
        return _no(rule, _("no free horse stands at {place} for the Blacksmith to fetch").format(place=move.smith))
    return _no(rule, _("fetching a horse costs 1 denier")) if me.money < 1 else None


def _where(state: State, move: Travel, here, steps: int) -> Verdict:
    who = piece(move.piece)
    if move.to == here.place:
        return _no("loire.turn.must-move", _("the {piece} must move at least one place").format(piece=who))
    heads = ("north", "south") if here.toward is None else (here.toward,)
    for head in heads:
        route = AHEAD[here.place, head]
        if move.to in route:
            distance = route.index(move.to) + 1
            if steps > len(route):
                return _no("loire.move.exact-steps", _("a move of {n} places would run past {city}: a city must be "
                                                       "reached exactly, so leave horses behind first").format(
                    n=steps, city=route[-1]))
            text = _moves(steps, _("with {horses} the {piece} moves exactly {n} place, but {place} is {d} away"),
                          _("with {horses} the {piece} moves exactly {n} places, but {place} is {d} away"))
            return _no("loire.move.steps", text.format(piece=who, n=steps, place=move.to, d=distance))
    if here.toward is not None:
        return _no("loire.move.keep-road", _("the {piece} is heading for {city} and keeps that road and direction "
                                             "until it gets there").format(piece=who, city=here.toward))
    text = _moves(steps, _("with {horses} the {piece} moves exactly {n} places, so it cannot stop at {place}"),
                  _("with {horses} the {piece} moves exactly {n} places, so it cannot stop at {place}"))
    return _no("loire.move.steps", text.format(piece=who, n=steps, place=move.to))


def _moves(steps: int, one: str, many: str) -> str:
    """``one`` or ``many`` (by the places moved), the team's horses filled in: "1 horse" only for 2 places."""
    text = one if steps == 1 else many
    horses = ngettext("{n} horse", "{n} horses", 1 if steps == 2 else 2).format(n=steps - 1)
    return text.replace("{horses}", horses)


def _acting(state: State, name: str, what: str) -> Verdict | None:
    if state.turn.acting != name:
        return _no("loire.turn.action-after-move", _(what).format(piece=piece(name)))
    return None


_BUYS, _TRADES = N_("the {piece} buys right after its own move"), N_("the {piece} trades right after its own move")
_BUYS_MESSAGES = N_("the {piece} buys messages right after its own move")
_DELIVERS = N_("the {piece} delivers right after its own move")


def _buy(state: State, move: Buy) -> Verdict | None:
    early = _acting(state, "merchant", _BUYS)
    if early is not None:
        return early
    me, turn = state.me, state.turn
    village = me.merchant.place
    if village in CITIES:
        return _no("loire.buy.where", _("goods are bought in villages; in a city the merchant sells"))
    if turn.did == "hire":
        return _no("loire.action.circus-choice", _("at the circus the merchant buys or hires, not both"))
    if turn.bought:
        return _no("loire.buy.one-per-turn", _("one good per turn has been bought already"))
    if move.good not in GOODS:
        return _no("loire.notation.syntax", _not_a_good(move.good))
    if move.good == "beer" and state.building(village) != (state.player, "monastery"):
        return _no("loire.buy.beer", _("beer is sold only at a monastery, and only to its owner"))
    if move.good != "beer" and move.good != BOARD.goods[village]:
        return _no("loire.buy.where", _("{village} sells only {good}").format(village=village,
                                                                              good=good(BOARD.goods[village])))
    if move.count != 1 and not (move.count == 2 and move.good == "wood" and me.has("Lumberjack")):
        return _no("loire.character.lumberjack", _("one good is bought at a time; the Lumberjack alone may buy two "
                                                   "wood at once"))
    if state.goods[GOODS.index(move.good)] < move.count:
        return _no("loire.buy.supply", _("the supply of {good} has run out").format(good=good(move.good)))
    room = carry_room(me, move.good)
    if room is not None and room < move.count:
        return _no("loire.buy.carry-limit", _("you may carry only one {good}").format(good=good(move.good)))
    price = buy_price(state, village, move.good)
    return _no("loire.buy.price", _("{good} costs {price} here; you have {money}").format(
        good=good(move.good), price=price, money=me.money))


def _not_a_good(word: str) -> str:
    return _("{word} is not a good ({goods})").format(word=repr(word), goods=listed([good(g) for g in GOODS]))


def _city_merchant(state: State) -> Verdict | None:
    early = _acting(state, "merchant", _TRADES)
    if early is not None:
        return early
    if state.me.merchant.place not in CITIES:
        return _no("loire.action.city", _("selling, building and sailing happen only in Nantes or Orléans"))
    return None


def _sell(state: State, move: Sell) -> Verdict | None:
    early = _city_merchant(state)
    if early is not None:
        return _no("loire.sell.where", early.reason) if early.rule == "loire.action.city" else early
    if move.good not in GOODS:
        return _no("loire.notation.syntax", _not_a_good(move.good))
    held = state.me.good(move.good)
    if not held:
        return _no("loire.sell.optional", _("you have no {good} to sell").format(good=good(move.good)))
    return _no("loire.sell.optional", _("you have {n} {good} to sell, not {count}").format(
        n=held, good=good(move.good), count=move.count))


def _boat(state: State, move: Boat) -> Verdict | None:
    early = _city_merchant(state)
    if early is not None:
        return early
    me = state.me
    if state.turn.boat:
        return _no("loire.boat.once", _("river passage is bought once a turn"))
    if move.spaces not in PASSAGES:
        return _no("loire.boat.once", _("passage is 1 space for 6 deniers or 2 for 10, once a turn"))
    if me.boat + move.spaces > state.goal():
        return _no("loire.boat.target", _("the boat cannot sail past space {n}").format(n=state.goal()))
    text = ngettext("{n} space costs {price} deniers; you have {money}",
                    "{n} spaces cost {price} deniers; you have {money}", move.spaces)
    return _no("loire.boat.passage", text.format(n=move.spaces, price=PASSAGES[move.spaces], money=me.money))


def _build_limit(state: State) -> Verdict | None:
    early = _city_merchant(state)
    if early is not None:
        return early
    if state.turn.buildings >= (2 if state.me.has("Economus") else 1):
        return _no("loire.build.one-per-turn", _("no more buildings this turn (the Economus allows a second)"))
    return None


def _build(state: State, move: Build) -> Verdict | None:
    early = _build_limit(state)
    if early is not None:
        return early
    if move.kind not in _BUILD_RULE or move.village not in VILLAGE_INDEX:
        return _no("loire.notation.syntax", _("write 'build <farm|monastery|castle> <village>'"))
    me, p, rule = state.me, state.player, _BUILD_RULE[move.kind]
    if move.patronus and not me.has("Patronus"):
        return _no("loire.character.patronus", _("only the Patronus lets you pay 2 deniers instead of a wood"))
    here = state.building(move.village)
    if move.kind == "farm":
        if here is not None:
            return _no(rule, _("{village} already has a building").format(village=move.village))
        if not me.has("Mensor") and not _balanced(state, move.village):
            return _no("loire.build.road-balance", _("that would put two more of your buildings on one road than on "
                                                     "the other"))
    elif here != (p, "farm"):
        return _no(rule, _("a {kind} needs your own farm in {village}").format(kind=building(move.kind),
                                                                                village=move.village))
    token = "farm" if move.kind == "farm" else move.kind
    if tokens_left(state, p, token) <= 0:
        return _no("loire.build.towers" if token == "castle" else "loire.setup.buildings",
                   _("you have no {kind} tokens left").format(kind=building("tower" if token == "castle" else token)))
    deniers, wood = build_cost(state, move.kind, move.patronus)
    return _no(rule, _("a {kind} costs {deniers} deniers and {wood} wood; you have {money} deniers and {have} "
                       "wood").format(kind=building(move.kind), deniers=deniers, wood=wood, money=me.money,
                                      have=me.good("wood")))


def _palace(state: State, move: Palace) -> Verdict | None:
    if state.casual:
        return _no("loire.variant.casual", _("the casual game has no palace cards"))
    early = _build_limit(state)
    if early is not None:
        return early
    key = (move.kind, move.city)
    if key not in PALACE_KEYS:
        return _no("loire.notation.syntax", _("no palace {kind} in {city}").format(kind=repr(move.kind),
                                                                                   city=repr(move.city)))
    if key in state.me.palaces:
        return _no("loire.build.palace", _("you already own the {palace} of {city}").format(
            palace=palace(move.kind), city=move.city))
    if not state.palaces[PALACE_KEYS.index(key)]:
        return _no("loire.build.palace", _("every {palace} of {city} has been bought").format(
            palace=palace(move.kind), city=move.city))
    deniers, _cost = build_cost(state, "palace")
    return _no("loire.build.palace", _("a palace costs {deniers} deniers; you have {money}").format(
        deniers=deniers, money=state.me.money))


def _hire(state: State, move: Hire) -> Verdict | None:
    if state.casual:
        return _no("loire.variant.casual", _("the casual game has no character cards"))
    me, turn = state.me, state.turn
    place = me.piece(turn.acting).place if turn.acting else None
    balivi = place in CITIES and state.palace_works(state.player, "Palatium Balivi", place)
    if place in CITIES and ("Palatium Balivi", place) in turn.new_palaces:
        return _no("loire.build.palace-timing", _("a palace bought this turn works from your next turn"))
    if place is None or (place != state.circus and not balivi):
        return _no("loire.hire.where", _("characters are hired by a piece that has just stopped at the circus"))
    if place == state.circus and turn.did not in (None, "hire"):
        return _no("loire.action.circus-choice", _("at the circus a piece buys (or delivers) or hires, not both"))
    if turn.hires >= (2 if me.has("Lady-in-waiting") else 1):
        return _no("loire.hire.one-per-turn", _("one character a turn (two with the Lady-in-waiting)"))
    if move.name not in CHARACTERS:
        return _no("loire.notation.syntax", _("{name} is not a character").format(name=repr(move.name)))
    who = character(move.name)
    if me.has(move.name):
        return _no("loire.hire.no-duplicates", _("you already have the {character}").format(character=who))
    if balivi and place != state.circus and CHARACTERS[move.name].colour.value != "red":
        return _no("loire.palace.balivi", _("Palatium Balivi hires only red characters"))
    if not state.characters[CHARACTER_NAMES.index(move.name)]:
        return _no("loire.hire.supply", _("every {character} has been hired").format(character=who))
    if move.name == "Helper" and not me.has("Apprentice"):
        return _no("loire.character.helper", _("the Helper is hired only after the Apprentice"))
    return _no("loire.hire.price", _("the {character} costs {price}; you have {money}").format(
        character=who, price=hire_cost(state, move.name), money=me.money))


def _buy_message(state: State, move: BuyMessage) -> Verdict | None:
    early = _acting(state, "messenger", _BUYS_MESSAGES)
    if early is not None:
        return early
    me, turn = state.me, state.turn
    if turn.did not in (None, "message"):
        return _acted(state)
    allowed, levels = message_allowance(state)
    if not allowed:
        return _no("loire.message.buy-where", _("messages are sold in the cities and at your own farms, castles and "
                                                "monasteries"))
    if move.level not in (1, 2, 3, 4):
        return _no("loire.notation.syntax", _("there is no level {level}").format(level=move.level))
    if move.level not in levels:
        return _no("loire.message.buy-levels", _("your monastery sells only monastery messages (level 4)")
                   if levels == (4,) else _("a monastery message (level 4) is sold only at your own monastery"))
    if turn.messages and levels == (4,) and me.has("Vassallus"):
        return _no("loire.character.vassallus", _("the Vassallus's extra message is never bought at a monastery"))
    if turn.messages >= allowed:
        castle = state.building(me.messenger.place) == (state.player, "castle")
        return _no("loire.message.castle-two" if castle else "loire.message.buy-one",
                   ngettext("only {n} message may be bought here this turn",
                            "only {n} messages may be bought here this turn", allowed).format(n=allowed))
    verdict = _hand_full(state, move)
    if verdict is not None:
        return verdict
    deck = state.decks[move.level - 1]
    if not deck:
        return _no("loire.message.draw", _("the level-{level} deck is empty").format(level=move.level))
    choices = card_choices(state, move.level)
    if choices is None and move.card is not None:
        return _no("loire.message.draw", _("you take the top card (the Spy or a Ducal Palace give a choice)"))
    if choices is not None and move.card is None:
        return _no("loire.message.draw", _("you may choose: name one of {cards}").format(cards=listed(choices)))
    if choices is not None and move.card not in choices:
        ducal = len(choices) == len(deck) and len(deck) > 3
        return _no("loire.palace.ducal" if ducal else "loire.character.spy",
                   _("{card} is not among the cards you may pick").format(card=move.card))
    return _no("loire.message.buy-price", _("it costs {price}; you have {money}").format(
        price=message_price(state, move.level), money=me.money))


def _hand_full(state: State, move: BuyMessage) -> Verdict | None:
    """The hand limit, and the limit of one monastery message among the messages held."""
    me = state.me
    limit = hand_limit(me)
    if len(me.hand) >= limit:
        text = _("you hold {n} undelivered messages, the most you may hold: deliver one before buying another") \
            if me.has("Mayor") else _("you hold {n} undelivered messages, the most you may hold (4 with the Mayor): "
                                      "deliver one before buying another")
        return _no("loire.message.hand-limit", text.format(n=len(me.hand)))
    abbey = next((c for c in me.hand if CARDS[c].level == 4), None)
    if move.level == 4 and abbey is not None:
        if me.has("Mayor"):
            return _no("loire.character.mayor", _("even with the Mayor only one of your messages may be a monastery "
                                                  "message, and you hold {card}: deliver it first").format(
                                                      card=card_name(abbey)))
        return _no("loire.deliver.level4", _("one monastery message at a time, and you hold {card}: deliver it "
                                             "first").format(card=card_name(abbey)))
    return None


def _acted(state: State) -> Verdict:
    if state.turn.did == "hire" and state.me.messenger.place == state.circus:
        return _no("loire.action.circus-choice", _("at the circus the messenger hires or delivers, not both"))
    return _no("loire.turn.action-after-move", _("the messenger has already acted at this stop"))


def _deliver(state: State, move: Deliver) -> Verdict | None:
    early = _acting(state, "messenger", _DELIVERS)
    if early is not None:
        return early
    me, turn = state.me, state.turn
    if move.card not in me.hand:
        return _no("loire.deliver.score", _("you hold no undelivered message {card}").format(card=card_name(move.card)))
    if turn.delivered:
        return _no("loire.deliver.one-per-turn", _("a message was completed this turn; no new delivery until next "
                                                   "turn"))
    if turn.did is not None:
        return _acted(state)
    place, info = me.messenger.place, CARDS[move.card]
    if info.level in (1, 4):
        return _no(f"loire.deliver.level{info.level}", _("this message goes to {place}").format(place=info.target))
    return _colours(state, move, place, info)


def _colours(state: State, move: Deliver, place: str, info) -> Verdict:
    me = state.me
    rule = f"loire.deliver.level{info.level}"
    # what the board shows first: the shield where the messenger stands, then the cubes already out
    if place not in VILLAGE_INDEX or state.shield(place) not in info.target:
        return _no(rule, _("this message needs villages with {colours} shields").format(
            colours=joined([colour(c) for c in info.target])))
    progress = me.progress[me.hand.index(move.card)]
    if state.shield(place) in colours_done(state, progress):
        return _no(rule, _("the {colour} stop of this message is already made").format(
            colour=colour(state.shield(place))))
    if not state.casual and not me.has("Apprentice"):
        return _no("loire.character.apprentice", _("level-2 and level-3 messages need the Apprentice"))
    if not state.casual and info.level == 3 and not me.has("Helper"):
        return _no("loire.character.helper", _("level-3 messages need the Helper too"))
    if len(progress) + 1 == info.level:
        return _no("loire.variant.casual-messages", _("no more level-{level} than level-{lower} deliveries").format(
            level=info.level, lower=info.level - 1))
    return _no("loire.deliver.cubes", _cubes_out(state, move.card))


def _cubes_out(state: State, card: str) -> str:
    """Which messages hold all the player's cubes, and how to free one (``recall``)."""
    me = state.me
    held = [c for c, done in zip(me.hand, me.progress, strict=True) if done]
    other = next((c for c in held if c != card), held[0])
    if cubes(state, me) == 1:
        text = _("your only message cube is on {cards}: complete it first, or free a cube with 'recall {other}' "
                 "(that message's stops are lost)")
    elif len(held) == 1:
        text = _("both your message cubes are on {cards}: complete it first, or free a cube with 'recall {other}' "
                 "(that message's stops are lost)")
    else:
        text = _("your message cubes are on {cards}: complete one of them first, or free a cube with "
                 "'recall {other}' (that message's stops are lost)")
    names = [card_name(c) for c in held]
    return text.format(cards=names[0] if len(held) == 1 or cubes(state, me) == 1 else joined(names), other=other)


def _recall(state: State, move: Recall) -> Verdict:
    me = state.me
    if move.card in me.hand and not me.progress[me.hand.index(move.card)]:
        return _no("loire.deliver.cube-recall", _("no cube marks progress on {card}").format(card=card_name(move.card)))
    return _no("loire.deliver.cube-recall",
               _("you hold no undelivered message {card}").format(card=card_name(move.card)))


def _circus(state: State, move: Circus) -> Verdict:
    if not state.turn.pending:
        return _no("loire.circus.move", _("the circus moves only when its tile reaches the middle market space"))
    return _no("loire.circus.move", _("the circus goes to a {colour} village: {villages}").format(
        colour=colour(state.market[0]), villages=listed(state.turn.pending)))


def _income(state: State, move: Income) -> Verdict:
    return _no("loire.money.minimum", _("income is taken only by a player under 5 deniers whose merchant starts the "
                                        "turn in a city"))


def _end(state: State, move: End) -> Verdict:
    left = [p for p in ("merchant", "messenger") if p not in state.turn.moved]
    text = _("the {piece} must still move") if len(left) == 1 else _("the {piece} and the {other} must still move")
    return _no("loire.turn.must-move", text.format(piece=piece(left[0]), other=piece(left[-1])))


_CHECKS = {Travel: _travel, Buy: _buy, Sell: _sell, Boat: _boat, Build: _build, Palace: _palace, Hire: _hire,
           BuyMessage: _buy_message, Deliver: _deliver, Recall: _recall, Circus: _circus, Income: _income, End: _end}
