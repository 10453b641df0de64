"""A greedy La Loire bot that says in one line why it chose its move.

:class:`GreedyBot` follows the :class:`tutor.bots.Bot` protocol (random play is the
shared :class:`tutor.bots.RandomBot`). Every step of a turn it scores each legal move
by the position it leads to, with the piece that has just stopped finishing its
stop greedily (the merchant in a city sells, then builds, then sails, say). A
position is worth, for the player to move:

* the **points** :func:`loire.scoring.breakdown` counts now (boat, messages, characters, palaces);
* **money**: the first :data:`KEEP` deniers at :data:`FIRST` points each, the rest at :data:`SPARE`
  (about what river passage pays: money has no worth at the end), both falling as the end nears and
  nothing once it is triggered; money the merchant must leave behind in a city (over 10) counts
  little, and ending a turn in a city with under 5 deniers costs a lost turn for each denier short;
* **goods** at their sell price (as spare money), a little less the farther the merchant is from a
  city, and less still while the merchant stands in a city and could sell them;
* each **message in hand** at what delivering it adds (points, a level-1 message's reward, a free
  place in the hand), discounted for the turns the messenger needs to reach its targets (nothing
  if the bot cannot deliver it: no Apprentice, say); each free place in the hand is worth a little;
* **buildings**, **characters** and **palaces** at a rough worth of what they do, shrinking as the
  end nears (a farm moves the boat when goods are bought there);
* the **horses** of each team (they make the pieces faster).

Ties are broken by its own seeded generator, so the same seed always plays the same game.

>>> import loire
>>> g = loire.scenario(players=2, player=0, turn={"moved": ["merchant"]},
...                    seats=[{"messenger": "Angers>Nantes", "messenger_horses": 0, "hand": ["Ancenis"]}, {}])
>>> bot = GreedyBot(seed=1)
>>> for _ in range(3):
...     print(bot.reason if g.play(bot.choose(g)) else "")
messenger Ancenis: to deliver the message Ancenis there
deliver Ancenis: completes the level-1 message (+1 point, +1 denier)
end: both pieces have moved and nothing more is worth doing
>>> bot.choose(g) == bot.choose(g)  # the other player's turn: asked twice, the same answer
True
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache, lru_cache

from loire import words
from loire.board import BOARD, CITIES, ROADS
from loire.cards import CHARACTERS, MESSAGES, PALACES
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
    Sell,
    Travel,
)
from loire.rules import (
    AHEAD,
    GOOD_MERCHANTS,
    MESSAGES_TO_END,
    PASSAGES,
    SOLO_ROUNDS,
    _casual_ok,
    _helpers_ok,
    actions,
    apply,
    build_cost,
    buy_price,
    cubes,
    hand_limit,
    hire_cost,
    money_cap,
    tokens_left,
)
from loire.scoring import UNDELIVERED_VP, breakdown
from loire.state import CARDS, COMPONENTS, GOODS, MONEY, VILLAGES, Piece, Player, State
from tutor.bots import DecidingBot
from tutor.i18n import N_, _, ngettext

KEEP = 6  # deniers kept at hand (under 5 in a city the turn is lost)
FIRST = (0.25, 0.15)  # points each of the first KEEP deniers is worth, at the start and near the end
SPARE = (0.14, 0.1)  # ... and each denier beyond (a river space costs 5 or 6)
OVER_CAP = 0.03  # a denier the merchant must leave behind when it next leaves a city
POOR = 1.5  # ending a turn in a city with under 5 deniers loses a turn for each denier short
GOODS_NEAR = 0.85  # share of a good's sell price it is worth next to a city
GOODS_FAR = 0.7  # ... and far from one
GOODS_SELLING = 0.5  # ... and while the merchant may sell it now (unsold, it leaves the city again)
STEP = 0.85  # a point one turn later is worth this much now
SLOT = 0.6  # a free place in the hand (a message bought there is a point held)
HORSE = 0.2  # a horse in a team
FARM, MONASTERY, CASTLE = 3.0, 1.0, 1.5  # early worth of each building beyond the one below it
FIRST_WOOD = 0.5  # wood to build with, early, while farms are left
DEPTH = 4  # actions a stop may chain (sell, sell, build, boat)
UTILITY = {  # early worth of what a character does, beyond its points
    "Apprentice": 2.5, "Helper": 2.0, "Mayor": 0.8, "Vassallus": 0.3, "Spy": 0.3, "Banker": 0.3,
    "Lady-in-waiting": 0.1, "Wood Merchant": 0.2, "Grain Merchant": 0.3, "Cheese Merchant": 0.4,
    "Wine Merchant": 0.4, "Dairyman": 0.2, "Grain Farmer": 0.2, "Lumberjack": 0.2, "Squire": 0.3, "Scout": 0.3,
    "Blacksmith": 0.2, "Jester": 0.2, "City Guard": 0.4, "Witch": 0.4, "Patronus": 0.1, "Mensor": 0.2,
    "Economus": 0.2, "Magister Artium": 0.3,
}
BLUE = 1.0  # early worth of a blue character (points for the messages of its type still to deliver)
PALACE_USE = {"Bank": 0.8, "Post Office": 0.3, "Ducal Palace": 0.2, "Palatium Balivi": 0.2}
BUILT = {
    "farm": N_("my boat moves whenever goods are bought there"),
    "monastery": N_("beer, and monastery messages for my messenger there"),
    "castle": N_("a bigger discount there, two messages at a stop, the first tie-break"),
}
NET = {level: m.vp.value - UNDELIVERED_VP for level, m in MESSAGES.items()}  # a held message already counts
SELL = {g: COMPONENTS.goods[g].sell_price.value for g in GOODS}
BLUE_OF = {c.message_type.value: name for name, c in CHARACTERS.items() if c.message_type is not None}
STOP = 1.0  # a stop to deliver (a step of) a message, counted as a turn
HELD = 0.8  # a message is worth this share of what delivering it adds, even with the messenger on the spot
CASUAL_WAIT = 0.6  # casual game: a message that must wait for a lower-level delivery first


@cache
def steps(place: str, toward: str | None, target: str) -> int:
    """Places a piece at ``place`` heading for ``toward`` must pass to reach ``target`` (roads keep their direction).

    >>> steps("Nantes", None, "Saumur"), steps("Saumur", "Nantes", "Saumur"), steps("Saumur", "Nantes", "Angers")
    (2, 0, 4)
    """
    if place == target:
        return 0
    if toward is None:
        return min(AHEAD[place, road].index(target) + 1 for road in ROADS if target in AHEAD[place, road])
    route = AHEAD[place, toward]
    return route.index(target) + 1 if target in route else len(route) + steps(toward, None, target)


def turns(piece: Piece, target: str) -> int:
    """Turns (moves) a piece needs to reach ``target`` at its present speed."""
    return math.ceil(steps(piece.place, piece.toward, target) / (piece.horses + 1))


def arrive(piece: Piece, village: str) -> Piece:
    """``piece`` after a move to ``village`` (it keeps heading for the city ahead)."""
    toward = piece.toward or next(c for c in CITIES if c != piece.place)
    return Piece(village, toward, piece.horses)


@lru_cache(maxsize=1 << 14)
def nearest(place: str, toward: str | None, shields: tuple[str, ...], colour: str) -> tuple[int, str]:
    """(places to pass, village): the nearest village ahead with a ``colour`` shield."""
    return min((steps(place, toward, v), v) for v, shield in zip(VILLAGES, shields, strict=True) if shield == colour)


@lru_cache(maxsize=1 << 16)
def colour_turns(piece: Piece, shields: tuple[str, ...], colours: frozenset[str]) -> float:
    """Turns ``piece`` needs to stop at a village of each of ``colours`` (the nearest one each time, in the best
    order), counting STOP for each stop."""
    best = 0.0 if not colours else math.inf
    for colour in colours:
        far, village = nearest(piece.place, piece.toward, shields, colour)
        wait = math.ceil(far / (piece.horses + 1)) + STOP
        best = min(best, wait + colour_turns(arrive(piece, village), shields, colours - {colour}))
    return best


def _plural(n: int, word: str) -> str:
    """``n`` deniers, points, places, turns or horses, in the current language."""
    if word == "denier":
        return ngettext("{n} denier", "{n} deniers", n).format(n=n)
    if word == "point":
        return ngettext("{n} point", "{n} points", n).format(n=n)
    if word == "place":
        return ngettext("{n} place", "{n} places", n).format(n=n)
    if word == "turn":
        return ngettext("{n} turn", "{n} turns", n).format(n=n)
    return ngettext("{n} horse", "{n} horses", n).format(n=n)


@dataclass(frozen=True)
class Outlook:
    """What a decision takes as fixed: the player, how near the end is, what money is worth."""

    p: int
    remain: float  # 1 at the start, 0 when the end is triggered
    money: float  # points a denier of the first KEEP is worth
    spare: float  # ... and each one beyond
    memo: dict = field(default_factory=dict, compare=False, repr=False)

    @classmethod
    def of(cls, state: State) -> Outlook:
        """The outlook of the player to move: how far the leader is toward an end (boat, messages, solo rounds)."""
        if state.trigger is not None:
            return cls(state.player, 0.0, 0.01, 0.01)
        done = [pl.boat / state.goal() for pl in state.players]
        done += [len(pl.delivered) / MESSAGES_TO_END[state.count] for pl in state.players]
        if state.count == 1:
            done.append(state.rounds / SOLO_ROUNDS)
        remain = max(0.0, 1.0 - max(done))
        return cls.at(state.player, remain)

    @classmethod
    def at(cls, p: int, remain: float) -> Outlook:
        """The outlook of player ``p`` with ``remain`` of the game left (1 at the start)."""
        return cls(p, remain, FIRST[1] + (FIRST[0] - FIRST[1]) * remain, SPARE[1] + (SPARE[0] - SPARE[1]) * remain)


# -- what a position is worth --------------------------------------------------------------------


def worth(state: State, look: Outlook) -> float:
    """What ``state`` is worth to ``look.p`` (points now and a rough guess at points to come)."""
    me = state.players[look.p]
    points = look.memo.get(me)
    if points is None:
        points = look.memo[me] = breakdown(state, look.p)["total"]
    return (points + money_worth(state, me, look) + goods_worth(state, me, look)
            + hand_worth(state, me, look) + assets_worth(state, me, look)
            + HORSE * (me.merchant.horses + me.messenger.horses) * (look.remain > 0))


def money_worth(state: State, me: Player, look: Outlook) -> float:
    """Money: the first deniers are worth more than the rest; money over the cap in a city little; being short of
    5 deniers in a city at the start of a turn loses turns."""
    money = me.money
    in_city = me.merchant.place in CITIES
    cap = money_cap(me) if in_city else money
    value = look.money * min(money, KEEP) + look.spare * max(0, min(money, cap) - KEEP)
    value += OVER_CAP * max(0, money - cap) * (look.remain > 0)
    moved = state.turn.moved if state.player == look.p else ()
    if in_city and money < MONEY["minimum"] and ("merchant" in moved or not moved):
        value -= POOR * (MONEY["minimum"] - money) * min(1.0, 2 * look.remain)  # near the end a turn is worth less
    return value


def goods_worth(state: State, me: Player, look: Outlook) -> float:
    """Goods at their sell price as spare money, less the farther the merchant is from a city."""
    if not any(me.goods):
        return 0.0
    if me.merchant.place in CITIES and state.player == look.p and state.turn.acting == "merchant":
        share = GOODS_SELLING
    else:
        near = min(turns(me.merchant, c) for c in CITIES)
        share = GOODS_FAR + (GOODS_NEAR - GOODS_FAR) * STEP ** near
    total = 0.0
    for good, n in zip(GOODS, me.goods, strict=True):
        if n:
            price = SELL[good] + (good in GOOD_MERCHANTS and me.has(GOOD_MERCHANTS[good]))
            total += n * price * share * look.spare
    return total


def card_worth(state: State, me: Player, card: str, progress: tuple[str, ...], look: Outlook) -> float:
    """What delivering a held message will add, discounted by the turns it takes (0 if it cannot be delivered).

    A message that still needs cubes is valued as if it had them: :func:`hand_worth` shares out the cubes.
    """
    info = CARDS[card]
    level = info.level
    if not _helpers_ok(state, me, level) and level in (2, 3):
        return 0.0
    gain = NET[level] + SLOT * look.remain
    messenger = me.messenger
    if level == 1:
        gain += state.price(state.shield(info.target)) * look.spare
        wait = turns(messenger, info.target)
    elif level == 4:
        wait = turns(messenger, info.target)
    else:
        done = {state.shield(v) for v in progress}
        wait = colour_turns(messenger, state.shields, frozenset(c for c in info.target if c not in done)) - STOP
    blue = BLUE_OF[info.type]
    if me.has(blue):
        gain += CHARACTERS[blue].vp_per_message.value
    if not _casual_ok(state, me, level):
        gain *= CASUAL_WAIT
    return gain * HELD * STEP ** wait


def cubes_needed(card: str, progress: tuple[str, ...]) -> int:
    """Cubes a message still needs: one for each stop before the last (a level-3 message takes two).

    >>> cubes_needed("Ancenis", ()), cubes_needed("blue+yellow", ()), cubes_needed("blue+yellow+red", ("Saumur",))
    (0, 1, 1)
    """
    level = CARDS[card].level
    return max(0, level - 1 - len(progress)) if level in (2, 3) else 0


def hand_worth(state: State, me: Player, look: Outlook) -> float:
    """The held messages (those needing cubes count while the free cubes go round, best first) and free places."""
    if look.remain <= 0:
        return 0.0
    key = ("hand", me.hand, me.progress, me.messenger, me.characters, me.delivered, state.market)
    cards = look.memo.get(key)
    if cards is None:
        cards, free = 0.0, cubes(state, me) - me.cubes_used
        scored = [(card_worth(state, me, c, done, look), cubes_needed(c, done))
                  for c, done in zip(me.hand, me.progress, strict=True)]
        for value, need in sorted(scored, reverse=True):
            if need <= free:
                cards, free = cards + value, free - need
        look.memo[key] = cards
    return cards + SLOT * look.remain * max(0, hand_limit(me) - len(me.hand)) * STEP


def assets_worth(state: State, me: Player, look: Outlook) -> float:
    """Buildings, characters' abilities and palaces' effects, worth less as the end nears."""
    if look.remain <= 0:
        return 0.0
    built = state.built(look.p)
    value = FARM * (built["farm"] + built["monastery"] + built["castle"])
    value += MONASTERY * built["monastery"] + CASTLE * built["castle"]
    if tokens_left(state, look.p, "farm") and me.good("wood"):
        value += FIRST_WOOD
    for name in sorted(me.characters):  # a fixed order: float sums must not depend on string hashing
        value += BLUE if CHARACTERS[name].message_type is not None else UTILITY.get(name, 0.0)
    value += sum(PALACE_USE.get(kind, 0.0) for kind, _city in sorted(me.palaces))
    return value * look.remain


def _blind(move: Move) -> bool:
    """Whether ``move`` draws a message from the top of its deck, unseen (not the Spy's or a palace's pick)."""
    return isinstance(move, BuyMessage) and move.card is None


def blind_worth(state: State, move: BuyMessage, look: Outlook) -> float:
    """What buying the unseen top message of a deck is worth: the mean over the cards the deck holds.

    The order of a deck is hidden, its cards are not (every message bought lies open), so a bot weighs each card
    the deck still holds as if it were on top, and never reads the real top card.

    >>> import loire
    >>> g = loire.new_game(players=2, seed=3)
    >>> s, look, buy = g.state, Outlook.of(g.state), BuyMessage(1)
    >>> other = s.evolve(decks=(tuple(reversed(s.decks[0])), *s.decks[1:]))  # the same cards in another order
    >>> blind_worth(s, buy, look) == blind_worth(other, buy, Outlook.of(other))
    True
    """
    deck = state.decks[move.level - 1]
    decks = list(state.decks)
    total = 0.0
    for card, n in sorted(Counter(deck).items()):
        i = deck.index(card)
        decks[move.level - 1] = (card, *deck[:i], *deck[i + 1:])
        total += n * worth(apply(state.evolve(decks=tuple(decks)), move), look)
    return total / len(deck)


def site(state: State, village: str) -> float:
    """How good a village is for a building of the player to move: a dear good sells well, so merchants buy there
    often; near the merchant's way it serves the player too."""
    me = state.me
    near = steps(me.merchant.place, me.merchant.toward, village)
    return SELL[BOARD.goods[village]] - 0.1 * near


def prune(state: State, moves: Sequence[Move]) -> list[Move]:
    """The moves worth weighing: of the buildings of one kind (and way to pay), only the one on the best site."""
    best: dict[tuple[str, bool], Build] = {}
    out: list[Move] = []
    for m in moves:
        if not isinstance(m, Build):
            out.append(m)
            continue
        key = (m.kind, m.patronus)
        if key not in best or site(state, m.village) > site(state, best[key].village):
            best[key] = m
    return out + list(best.values())


# -- the bot --------------------------------------------------------------------------------------


class GreedyBot(DecidingBot):
    """Plays the step that leads to the position worth most (see the module); ``reason`` says why.

    ``seed`` fixes the tie-breaks.
    """

    def __init__(self, seed: int = 0, name: str = "greedy bot") -> None:
        super().__init__(seed, name)

    def _decide(self, state: State, moves: tuple[Move, ...]) -> tuple[Move, str]:
        if len(moves) == 1 and isinstance(moves[0], Income):
            return moves[0], _("{move}: under 5 deniers with the merchant in a city: 1 denier instead of a "
                               "turn").format(move=moves[0])
        if isinstance(moves[0], Circus):
            return self._circus(state, moves)
        look = Outlook.of(state)
        rng = self._rng
        scored = []
        if state.turn.acting is not None:  # the stop's actions come first: later they are gone, the moves are not
            _value, plan = self._finish_stop(state, look)
            if plan:
                move = plan[0][0]
                return move, _("{move}: {why}").format(move=move, why=self._why(state, move, plan[1:]))
        for move in moves:  # never a recall: progress once lost is rarely worth making again
            if isinstance(move, (Travel, End)):
                value, plan = self._finish_stop(apply(state, move), look)
                scored.append((value, rng.random(), move, plan))
        _value, _tie, move, plan = max(scored, key=lambda t: (t[0], t[1]))
        return move, _("{move}: {why}").format(move=move, why=self._why(state, move, plan))

    def _finish_stop(self, state: State, look: Outlook) -> tuple[float, list[tuple[Move, State]]]:
        """The acting piece's best actions after a move, greedily while each adds worth, and the worth reached."""
        plan: list[tuple[Move, State]] = []
        base = worth(state, look)
        for _step in range(DEPTH):
            if state.turn.pending or state.turn.acting is None or state.over:
                break
            best = None
            for m in prune(state, actions(state, state.turn.acting)):
                after = apply(state, m)
                value = blind_worth(state, m, look) if _blind(m) else worth(after, look)
                if value > base + 1e-9 and (best is None or value > best[0]):
                    best = (value, m, after)
            if best is None:
                break
            base, move, state = best
            plan.append((move, state))
            if _blind(move):  # what comes next depends on the card drawn, which the bot does not know yet
                break
        return base, plan

    def _circus(self, state: State, moves: tuple[Move, ...]) -> tuple[Move, str]:
        """The circus village nearest to one of the player's pieces (its discount and characters are handy)."""
        me = state.me
        rng = self._rng

        def near(m: Circus) -> int:
            return min(steps(me.merchant.place, me.merchant.toward, m.village),
                       steps(me.messenger.place, me.messenger.toward, m.village))

        move = min(moves, key=lambda m: (near(m), rng.random()))
        far = _plural(near(move), "place")
        return move, _("{move}: the {colour} village nearest to a piece ({far})").format(
            move=move, colour=words.colour(state.shield(move.village)), far=far)

    # -- reasons ----------------------------------------------------------------------------------

    def _why(self, state: State, move: Move, plan: list[tuple[Move, State]]) -> str:
        if isinstance(move, Travel):
            if plan:
                return _("to {moves} there").format(moves=_plan(plan))
            return self._heading(state, move)
        why = action_text(state, move)
        if plan:
            why += _("; then {moves}").format(moves=_plan(plan))
        return why

    def _heading(self, state: State, move: Travel) -> str:
        me = state.me
        after = apply(state, move).me.piece(move.piece)
        if move.piece == "messenger":
            targets = [(turns(after, t), t, c) for c, t in message_targets(state, me)]
            if targets:
                wait, target, card = min(targets)
                if not wait:
                    return _("reaches {place}, where message {card} goes (no delivery there this turn)").format(
                        place=target, card=words.card(card))
                return _("on the way to {place} for message {card} (about {turns} left)").format(
                    place=target, card=words.card(card), turns=_plural(wait, "turn"))
            shops = [*CITIES] + [v for v in VILLAGES if state.building(v) in (
                (state.player, "farm"), (state.player, "castle"))]
            if len(me.hand) < hand_limit(me):
                shop = min(shops, key=lambda s: turns(after, s))
                return _("on the way to {place} to buy a message").format(place=shop)
        elif any(me.goods):
            city = min(CITIES, key=lambda c: turns(after, c))
            return _("on the way to {city} to sell {goods}").format(
                city=city, goods=", ".join(words.good(g) for g, n in zip(GOODS, me.goods, strict=True) if n))
        if move.change > 0:
            return _("takes {horses} along: nothing better in reach").format(horses=_plural(move.change, "horse"))
        return _("nothing to gain in reach: the least bad move")


def _plan(plan: list[tuple[Move, State]]) -> str:
    """The actions a bot means to take, in words (not in notation: a pupil reads them)."""
    return ", ".join(words.describe(m) for m, _after in plan)


def message_targets(state: State, me: Player) -> list[tuple[str, str]]:
    """(card, nearest place to deliver it) for the messages the player can deliver (a cube free where needed)."""
    out = []
    look = Outlook.at(state.player, 1.0)
    free = cubes(state, me) - me.cubes_used
    for card, done in zip(me.hand, me.progress, strict=True):
        if not card_worth(state, me, card, done, look) or cubes_needed(card, done) > free:
            continue
        info = CARDS[card]
        if info.level in (1, 4):
            out.append((card, info.target))
            continue
        left = set(info.target) - {state.shield(v) for v in done}
        places = [v for v in VILLAGES if state.shield(v) in left]
        out.append((card, min(places, key=lambda v: steps(me.messenger.place, me.messenger.toward, v))))
    return out


def action_text(state: State, move: Move) -> str:
    """Why an action is worth taking, in a few words."""
    me = state.me
    if isinstance(move, Deliver):
        info = CARDS[move.card]
        done = len(me.progress[me.hand.index(move.card)])
        if info.level in (2, 3) and done + 1 < info.level:
            return _("a cube marks {colour} ({n} of {level} colours)").format(
                colour=words.colour(state.shield(me.messenger.place)), n=done + 1, level=info.level)
        extra = f", +{_plural(state.price(state.shield(info.target)), 'denier')}" if info.level == 1 else ""
        points = _plural(MESSAGES[info.level].vp.value, "point")
        return _("completes the level-{level} message (+{points})").format(level=info.level, points=points + extra)
    if isinstance(move, BuyMessage):
        return _("a level-{level} message: a point while held, {points} when delivered").format(
            level=move.level, points=_plural(MESSAGES[move.level].vp.value, "point"))
    if isinstance(move, Buy):
        price = buy_price(state, me.merchant.place, move.good)
        owner = state.building(me.merchant.place)
        boat = _("; my building there moves my boat") if owner is not None and owner[0] == state.player else ""
        goods = ngettext("{n} {good}", "{n} {good}s", move.count).format(n=move.count, good=words.good(move.good))
        return _("{goods} for {price}, sold for {sell} each in a city").format(
            goods=goods, price=_plural(price, "denier"), sell=SELL[move.good]) + boat
    if isinstance(move, Sell):
        each = SELL[move.good] + (move.good in GOOD_MERCHANTS and me.has(GOOD_MERCHANTS[move.good]))
        return _("{deniers} to spend").format(deniers=_plural(each * move.count, "denier"))
    if isinstance(move, Boat):
        return _("{points} on the river for {price} deniers").format(points=_plural(move.spaces, "point"),
                                                                      price=PASSAGES[move.spaces])
    if isinstance(move, Build):
        deniers, wood = build_cost(state, move.kind, move.patronus)
        return _("{deniers} and {wood} wood: {use}").format(deniers=_plural(deniers, "denier"), wood=wood,
                                                             use=_(BUILT[move.kind]))
    if isinstance(move, Palace):
        vp = PALACES[move.kind, move.city].vp
        return _("{points} and its effect in {city} for {price} deniers").format(
            points=_plural(vp, "point"), city=move.city, price=build_cost(state, "palace")[0])
    if isinstance(move, Hire):
        vp, cost = CHARACTERS[move.name].vp.value, hire_cost(state, move.name)
        return _("{points} and the {character}'s ability for {price}").format(
            points=_plural(vp, "point"), character=words.character(move.name), price=_plural(cost, "denier"))
    return _("both pieces have moved and nothing more is worth doing")
