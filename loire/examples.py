"""La Loire's catalogue of rule examples: for every rule a position, a move that keeps it, one that breaks it.

The positions are the developer walkthrough's (``tools/nb_loire_rules.py``): the same board (``SHIELDS``,
``MARKET``, the circus at Ussé, no loose horse), built with the same two helpers, :func:`position` and
:func:`arrive`, and mostly the very positions and moves its cells check. The tests
(``tests/test_loire_examples.py``), the pupils' lesson (:mod:`tutor.lesson`, ``notebooks/lessons/loire_lesson.ipynb``)
and the coverage report read this one catalogue. Rules that no move can break (setup, scoring, the end, the
characters that only count at the end) show their situation, with a check of it (``holds``). Where the walkthrough
shows a rule with a refusal under a neighbouring rule (a palace card that is not for sale is refused by the
notation), the example names that rule in ``brk_rule``.

>>> len({ex.rule for ex in CATALOGUE}) == len(loire.RULES)
True
>>> ex = example("loire.move.steps")
>>> ex.keep, ex.brk, start(ex).check(ex.brk).rule
('merchant -1 Saumur', 'merchant Saumur', 'loire.move.steps')
>>> picture(ex).count("<svg") == 3  # the keeping board and the breaking board, in one picture
True
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

import loire
from loire.board import BOARD
from loire.moves import Travel
from loire.render import render
from loire.scoring import winners
from loire.state import CARDS, COLOURS, GOODS, PLACE_INDEX, PLAYER_COLOURS, VILLAGES, Piece
from loire.table import _route, _where
from loire.table import describe as describe_move
from tutor.examples import Example, LessonSpec, Sections, in_words
from tutor.game import Game
from tutor.i18n import N_, NP_, _, ngettext, pgettext
from tutor.rules import NotationError, Verdict
from tutor.svg import Svg, num, svg_size, wrap

__all__ = [
    "CATALOGUE",
    "SPEC",
    "SHIELDS",
    "MARKET",
    "position",
    "arrive",
    "example",
    "start",
    "picture",
    "try_board",
    "describe",
    "spot",
]

GREEN, RED, INK = "#15803d", "#d00000", "#222"
LEADING = 16  # caption line height

# -- the walkthrough's board and helpers (tools/nb_loire_rules.py) ------------------------------------------------

# market, buildings and holdings some walkthrough cells use (the builder writes these values into those cells)
CIRCUS_MARKET = ["blue", "purple", "red", "white", "green", "yellow", "black"]
OWN = {"Tours": "0 farm", "Chinon": "0 castle", "Saumur": "0 monastery", "Angers": "1 farm"}
SCORED = {
    "boat": 7,
    "delivered": ["Saumur", "blue+red", "blue+yellow+red", "Nantes.love"],
    "hand": ["Tours", "red+green"],
    "characters": ["Lover", "Apprentice", "Wood Merchant", "Witch"],
    "palaces": ["Bank Nantes", "Post Office Orléans"],
}


# The walkthrough's helpers: tools/nb_loire_rules.py copies the text from here to the end of arrive() into
# its notebook (WALKTHROUGH below), so the two never differ.
# fmt: off
# walkthrough: begin
NORTH, SOUTH = BOARD.villages["north"], BOARD.villages["south"]
MARKET = ["blue", "yellow", "purple", "red", "green", "white", "black"]  # left (cheap) to right: 1 1 2 2 3 3 4
SHIELDS = {  # a legal layout (4 red, 3 blue, 3 yellow, 2 of the others; no two neighbours alike on a road)
    "Ancenis": "red", "Angers": "black", "Langeais": "white", "Tours": "yellow", "Vendôme": "blue",
    "Blois": "white", "Talcy": "red", "Beaugency": "purple", "Meung-sur-Loire": "red",
    "Champtoceaux": "red", "Saumur": "blue", "Montsoreau": "yellow", "Chinon": "green", "Ussé": "purple",
    "Villandry": "yellow", "Amboise": "blue", "Cheverny": "green", "Chambord": "black",
}


def position(red=None, *others, players=2, variant="standard", **spec):
    """A scenario with red (player 0) to move: the seats ``red`` and ``others`` (dicts as loire.scenario takes
    them), the fixed SHIELDS (``shields`` changes some) and MARKET, the circus at Ussé and no loose horse, unless
    ``spec`` says otherwise."""
    seats = [red or {}, *others]
    seats += [{}] * (players - len(seats))
    spec["shields"] = {**SHIELDS, **spec.get("shields", {})}
    for key, value in (("player", 0), ("market", MARKET), ("circus", "Ussé"), ("loose", {})):
        spec.setdefault(key, value)
    if variant == "casual":
        spec.pop("circus")
    return loire.scenario(players=players, seed=1, variant=variant, seats=seats, **spec)


def step_before(place):
    """Where a piece stands one place before ``place``, heading for it (scenario notation)."""
    if place in BOARD.cities:
        return "Ancenis>Nantes" if place == "Nantes" else "Meung-sur-Loire>Orléans"
    road = NORTH if place in NORTH else SOUTH
    i = road.index(place)
    return "Nantes" if i == 0 else f"{road[i - 1]}>Orléans"


def arrive(piece, place, red=None, *others, **spec):
    """Red's ``piece`` stands one place before ``place`` with no horse and moves there: it may act now."""
    g = position({piece: step_before(place), f"{piece}_horses": 0, **(red or {})}, *others, **spec)
    g.play(f"{piece} {place}")
    return g
# walkthrough: end
# fmt: on


# -- how an example names its position ---------------------------------------------------------------------------


def _s(how: str, *args: Any, **kw: Any) -> MappingProxyType:
    return MappingProxyType({"how": how, "args": args, "kw": kw})


def _p(*seats: Mapping, **spec: Any) -> MappingProxyType:
    """A :func:`position`."""
    return _s("position", *seats, **spec)


def _a(piece: str, place: str, *seats: Mapping, **spec: Any) -> MappingProxyType:
    """An :func:`arrive`: red's piece has just moved to ``place``."""
    return _s("arrive", piece, place, *seats, **spec)


def _n(**kw: Any) -> MappingProxyType:
    """A new game (``loire.new_game``)."""
    return _s("new", **kw)


def _sc(**kw: Any) -> MappingProxyType:
    """A plain ``loire.scenario`` (the dealt board)."""
    return _s("scenario", **kw)


_MAKE = {"position": position, "arrive": arrive, "new": loire.new_game, "scenario": loire.scenario}


def _done(n: int) -> list[str]:
    """``n`` delivered level-1 messages (villages other than Montsoreau)."""
    return [v for v in VILLAGES if v != "Montsoreau"][:n]


def _typed(kind: str) -> list[str]:
    """Three delivered messages of type ``kind``: one each of levels 1, 2 and 4."""
    mine = [c for c in CARDS if CARDS[c].type == kind]
    return [next(c for c in mine if CARDS[c].level == level) for level in (1, 2, 4)]


def _me(g: Game, p: int = 0) -> Any:
    return g.state.players[p]


def _held(g: Game, p: int = 0) -> dict[str, int]:
    return {good: n for good, n in zip(GOODS, _me(g, p).goods, strict=True) if n}


def _no_clash(g: Game) -> bool:
    """No two neighbouring villages on a road show the same shield colour."""
    return all(
        g.state.shield(a) != g.state.shield(b) for road in (NORTH, SOUTH) for a, b in zip(road, road[1:], strict=False)
    )


TITLE = N_("La Loire: the rules, one by one")
"""The lesson app's title (``tools/nb_loire_lesson.py`` gives it to :class:`tutor.lesson.Lesson`, which reads it in the
current language)."""

CATALOGUE: tuple[Example, ...] = (
    # -- Előkészületek (setup) -------------------------------------------------------------------------------
    Example(
        "loire.setup.players",
        N_("La Loire is for one to four players. Each takes a merchant and a messenger of one colour."),
        setup=_n(players=4, seed=1),
        shows=N_("Four players: red, blue, green and yellow, each with a merchant and a messenger."),
        holds=lambda g: len(g.players) == 4 == len(g.state.players),
    ),
    Example(
        "loire.setup.board",
        N_("The board has twenty places: the two cities, Nantes and Orléans, and eighteen villages on the two "
           "roads between them. The board's picture is lost: this tutor puts nine villages on each road."),
        setup=_p(),
        keep="merchant Langeais",
        shows=N_("The merchant sets out from Nantes to Langeais, one of the eighteen villages; no move leaves the "
                 "twenty places of the board."),
        holds=lambda g: len(PLACE_INDEX) == 20 and len(VILLAGES) == 18 and _me(g).merchant.place == "Langeais",
    ),
    Example(
        "loire.setup.shields",
        N_("Every village gets a coloured shield by chance, but two villages side by side on a road never show "
           "the same colour."),
        setup=_n(players=2, seed=3),
        shows=N_("Look along each road: no two villages side by side have shields of the same colour."),
        holds=_no_clash,
    ),
    Example(
        "loire.setup.market",
        N_("The market tiles, one of each colour, lie in a row in a random order. The rulebook prices the right "
           "end at 4; the tutor's seven tiles and its cheaper prices to the left (from 1) are its own choice."),
        setup=_n(players=2, seed=2),
        shows=N_("The market at the top right: seven tiles, one of each colour, cheapest on the left."),
        holds=lambda g: (
            sorted(g.state.market) == sorted(COLOURS)
            and [g.state.price(c) for c in g.state.market] == [1, 1, 2, 2, 3, 3, 4]
        ),
    ),
    Example(
        "loire.setup.circus",
        N_("The circus always starts in Ussé. Characters are hired where the circus stands."),
        setup=_a("merchant", "Ussé"),
        keep="hire Witch",
        shows=N_("Red's merchant stops at Ussé, where the circus starts, and hires the Witch there."),
        holds=lambda g: g.state.circus == "Ussé" and "Witch" in _me(g).characters,
    ),
    Example(
        "loire.setup.neutral-horses",
        N_("A few free horses wait in some villages at the start: six with one or two players, eight with three "
           "or four."),
        setup=_sc(players=2, seed=1, player=0, seats=[{"merchant": "Montsoreau", "merchant_horses": 0}, {}]),
        keep="merchant +1 Ussé",
        shows=N_("In a two-player game a free horse waits in Montsoreau: red's merchant takes it along and goes two "
        "places, to Ussé."),
        holds=lambda g: _me(g).merchant.place == "Ussé" and _me(g).merchant.horses == 1,
    ),
    Example(
        "loire.setup.messages",
        N_("The message cards lie in four face-down piles, one for each level, all shuffled."),
        setup=_n(players=2, seed=1),
        shows=N_("Four face-down piles of messages, one for each level from 1 to 4."),
        holds=lambda g: (
            len(g.state.decks) == 4
            and all(CARDS[c].level == n for n, deck in enumerate(g.state.decks, 1) for c in deck)
        ),
    ),
    Example(
        "loire.setup.supply",
        N_("The bank holds all the money and the goods cards. Some cards only explain the rules and nobody can "
           "buy them."),
        setup=_a("merchant", "Nantes", {"goods": {"wood": 1}}),
        keep="palace Bank Nantes",
        shows=N_("Red buys a Bank palace card from the bank. The farm, monastery and castle cards are never among "
                 "the cards for sale."),
        holds=lambda g: ("Bank", "Nantes") in _me(g).palaces
        and not any(str(m).startswith("palace Farm") for m in g.legal_moves()),
    ),
    Example(
        "loire.setup.palaces",
        N_("There are 16 palace cards: four kinds in each city, two copies of each. When both copies are gone, nobody "
        "else can buy it."),
        setup=_a(
            "merchant", "Nantes", {"money": 9}, {"palaces": ["Bank Nantes"]}, {"palaces": ["Bank Nantes"]}, players=3
        ),
        keep="palace Bank Orléans",
        brk="palace Bank Nantes",
        brk_rule="loire.build.palace",
    ),
    Example(
        "loire.setup.characters",
        N_("How many copies of a character there are depends on the number of players. When they are all hired, that "
        "character is gone."),
        setup=_a("merchant", "Ussé", {}, {"characters": ["Spy", "Apprentice"]}),
        keep="hire Apprentice",
        brk="hire Spy",
        brk_rule="loire.hire.supply",
    ),
    Example(
        "loire.setup.open-cards",
        N_("Everything the players own lies face up for all to see. Only the message piles are face down, so you take "
        "the top card."),
        setup=_a("messenger", "Orléans", {"hand": []}, {"goods": {"wine": 1}, "hand": ["Angers", "blue+red"]}),
        keep="message 1",
        brk="message 1 Tours",
        brk_rule="loire.message.draw",
    ),
    Example(
        "loire.setup.cubes",
        N_("The small message cubes come with two characters: the Apprentice brings one, the Helper a second."),
        setup=_a(
            "messenger",
            "Saumur",
            {
                "hand": ["blue+yellow", "white+black"],
                "progress": {"white+black": ["Langeais"]},
                "characters": ["Apprentice", "Helper"],
            },
        ),
        keep="deliver blue+yellow",
        shows=N_("Red has the Apprentice and the Helper, so two cubes: one marks Saumur on the blue and yellow "
                 "message."),
        holds=lambda g: _me(g).progress[_me(g).hand.index("blue+yellow")] == ("Saumur",),
    ),
    Example(
        "loire.setup.boats",
        N_("Every boat starts at the very beginning of the river, where it is worth nothing yet."),
        setup=_a("merchant", "Orléans", {"money": 10}),
        keep="boat 2",
        shows=N_("Red's boat starts on space 0. Paying 10 deniers in Orléans moves it 2 spaces: 2 points."),
        holds=lambda g: _me(g).boat == 2 and g.scores()[0]["boat"] == 2,
    ),
    Example(
        "loire.setup.pieces",
        N_("Your merchant starts in Nantes and your messenger in Orléans, each with two horses."),
        setup=_p(),
        keep="merchant Langeais",
        brk="merchant +1 Tours",
        brk_rule="loire.move.max-horses",
    ),
    Example(
        "loire.setup.money",
        N_("Everyone starts with 7 deniers (coins) and one level-1 message."),
        setup=_n(players=2, seed=9),
        brk="income",
        brk_rule="loire.money.minimum",
        shows=N_("Red and blue each start with 7 deniers and one level-1 message, so nobody is too poor to move."),
        holds=lambda g: all(p.money == 7 and len(p.hand) == 1 and CARDS[p.hand[0]].level == 1 for p in g.state.players),
    ),
    Example(
        "loire.setup.buildings",
        N_("You have only a few building tokens. The rulebook does not say how many: this tutor gives you 6 farms, "
           "2 monasteries and 2 towers for castles."),
        setup=_a(
            "merchant",
            "Nantes",
            {"money": 20, "goods": {"wood": 5}},
            buildings={
                "Ancenis": "0 farm",
                "Langeais": "0 farm",
                "Champtoceaux": "0 farm",
                "Montsoreau": "0 farm",
                "Vendôme": "0 castle",
                "Chinon": "0 farm",
            },
        ),
        keep="build monastery Ancenis",
        brk="build farm Tours",
    ),
    Example(
        "loire.setup.start-player",
        N_("One player starts; then the turn goes round the table in seat order."),
        setup=_n(players=3, seed=1, start_player=1),
        keep="blue: merchant Langeais",
        brk="red: merchant Langeais",
        brk_rule="loire.turn.order",
    ),
    # -- Kör (a turn) ----------------------------------------------------------------------------------------
    Example(
        "loire.turn.both-pieces",
        N_("On your turn you move both pieces, the merchant and the messenger, each once, in the order you like."),
        setup=_p(),
        before=("messenger Talcy", "merchant -1 Saumur"),
        keep="end",
        brk="merchant Montsoreau",
    ),
    Example(
        "loire.turn.must-move",
        N_("You cannot end your turn before both pieces have moved, and a piece must really go somewhere."),
        setup=_p(),
        keep="merchant Langeais",
        brk="end",
    ),
    Example(
        "loire.turn.action-after-move",
        N_("A piece may do one thing where it has just stopped, straight after its move and before the other "
           "piece goes."),
        setup=_a("merchant", "Saumur"),
        before=("messenger Talcy",),
        brk="buy cheese",
    ),
    Example(
        "loire.turn.city-merchant",
        N_("In a city the merchant may do several things in the same stop: sell, build and pay for the boat."),
        setup=_a("merchant", "Orléans", {"goods": {"wood": 1}}),
        before=("sell wood",),
        keep="boat 1",
        shows=N_("In Orléans red's merchant sells a wood and then, in the same stop, pays 6 deniers for the boat."),
        holds=lambda g: _me(g).boat == 1 and _me(g).money == 7 + 2 - 6 and _held(g) == {},
    ),
    Example(
        "loire.turn.end",
        N_("When both pieces have moved, you end your turn and the next player in seat order goes."),
        setup=_p(players=3),
        before=("merchant Langeais", "messenger Amboise", "end"),
        keep="merchant Langeais",
        brk="red: merchant Tours",
        brk_rule="loire.turn.order",
    ),
    Example(
        "loire.turn.order",
        N_("Only the player whose turn it is may play."),
        setup=_p(players=3),
        keep="red: merchant Langeais",
        brk="blue: merchant Langeais",
    ),
    Example(
        "loire.notation.syntax",
        N_("Every step can be written short, like 'merchant Saumur' or 'buy cheese'. The tutor has to understand what "
        "you write."),
        setup=_a("merchant", "Ussé"),
        keep="buy wood",
        brk="fly to Paris",
    ),
    # -- Mozgás (movement) -----------------------------------------------------------------------------------
    Example(
        "loire.move.steps",
        N_("A piece goes exactly one place more than the number of horses with it: no horse, one place; two horses, "
        "three places."),
        setup=_p(),
        keep="merchant -1 Saumur",
        brk="merchant Saumur",
    ),
    Example(
        "loire.move.team",
        N_("A piece and its horses travel together as one team."),
        setup=_p({"merchant": "Saumur", "merchant_horses": 2}, {"merchant": "Saumur", "merchant_horses": 0}, player=1),
        keep="merchant Montsoreau",
        brk="merchant +1 Chinon",
        brk_rule="loire.move.add-horse",
    ),
    Example(
        "loire.move.drop-horses",
        N_("Before moving you may leave some horses behind to make the move shorter, but not more horses than "
           "you have."),
        setup=_p(),
        keep="merchant Langeais",
        brk="merchant -3 Ancenis",
    ),
    Example(
        "loire.move.add-horse",
        N_("Before moving you may take along one free horse standing where your piece is, not more."),
        setup=_p(
            {"merchant": "Montsoreau", "merchant_horses": 0, "messenger": "Saumur", "messenger_horses": 0},
            loose={"Montsoreau": 2, "Chinon": 1},
        ),
        keep="merchant +1 Ussé",
        brk="merchant +2 Villandry",
    ),
    Example(
        "loire.move.max-horses",
        N_("A team can never have more than two horses, so a move is at most three places long."),
        setup=_p({"merchant": "Montsoreau", "merchant_horses": 2}, loose={"Montsoreau": 1}),
        keep="merchant Villandry",
        brk="merchant +1 Amboise",
    ),
    Example(
        "loire.move.city-choice",
        N_("A piece leaving a city may take either road."),
        setup=_p({"merchant": "Angers", "merchant_horses": 1}),
        keep="merchant Tours",
        brk="merchant Montsoreau",
        brk_rule="loire.move.keep-road",
    ),
    Example(
        "loire.move.keep-road",
        N_("Once on a road, a piece keeps going the same way until it reaches the other city. No turning back."),
        setup=_p({"merchant": "Saumur>Nantes", "merchant_horses": 0}),
        keep="merchant Champtoceaux",
        brk="merchant Montsoreau",
    ),
    Example(
        "loire.move.exact-steps",
        N_("To stop in a city you must land on it exactly; a move may not run past it."),
        setup=_p({"merchant": "Chambord", "merchant_horses": 2}),
        keep="merchant -2 Orléans",
        brk="merchant Orléans",
    ),
    Example(
        "loire.move.left-side",
        N_("Like cars in some countries, pieces keep to one side of the road: the side tells which way they are "
           "going."),
        setup=_p(
            {"merchant": "Chinon>Orléans", "merchant_horses": 0, "messenger": "Chinon>Nantes", "messenger_horses": 0}
        ),
        keep="merchant Ussé",
        shows=N_("The merchant heads for Orléans, so at Ussé it stands on the side of the road that leads to "
                 "Orléans; the messenger, heading for Nantes, stands on the other side."),
        holds=lambda g: _me(g).merchant.place == "Ussé" and _me(g).merchant.toward == "Orléans"
        and _me(g).messenger.toward == "Nantes",
    ),
    # -- Akciók (actions) ------------------------------------------------------------------------------------
    Example(
        "loire.action.optional",
        N_("What a piece may do depends on where it stopped and which piece it is. Doing nothing is always allowed."),
        setup=_a("merchant", "Saumur"),
        keep="messenger Talcy",
        shows=N_("Red's merchant stops at Saumur but buys nothing, and the messenger moves on: that is allowed."),
        holds=lambda g: _held(g) == {} and g.state.turn.moved == ("merchant", "messenger"),
    ),
    Example(
        "loire.action.village",
        N_("In a village the merchant may buy the village's good and the messenger may work on a message."),
        setup=_p(
            {
                "merchant": "Champtoceaux",
                "merchant_horses": 0,
                "goods": {"wood": 1},
                "messenger": "Langeais>Orléans",
                "messenger_horses": 0,
                "hand": ["Tours"],
            }
        ),
        before=("merchant Saumur",),
        keep="buy cheese",
        brk="sell wood",
        brk_rule="loire.sell.where",
    ),
    Example(
        "loire.action.city",
        N_("In a city the merchant may sell, build and sail; the messenger may buy a message."),
        setup=_a("merchant", "Saumur", {"money": 10}),
        brk="boat 1",
    ),
    Example(
        "loire.action.circus-choice",
        N_("At the circus the merchant may buy a good or hire a character, not both."),
        setup=_a("merchant", "Ussé"),
        before=("buy wood",),
        brk="hire Witch",
    ),
    # -- Akció: 1 áru vásárlása (buying a good) --------------------------------------------------------------
    Example(
        "loire.buy.where",
        N_("The merchant buys goods in villages, and only the good of that village."),
        setup=_a("merchant", "Saumur"),
        keep="buy cheese",
        brk="buy wine",
    ),
    Example(
        "loire.buy.price",
        N_("The price of a good is shown by the market: find the tile with the village's shield colour."),
        setup=_a("merchant", "Angers", {"money": 3}),
        brk="buy wine",
    ),
    Example(
        "loire.buy.carry-limit",
        N_("You may carry only one grain, one cheese, one wine and one beer at a time. Wood has no limit."),
        setup=_a("merchant", "Saumur", {"goods": {"cheese": 1}}),
        brk="buy cheese",
    ),
    Example(
        "loire.buy.supply",
        N_("The goods cards are limited: when a good is sold out, nobody can buy it until someone sells some back."),
        setup=_a("merchant", "Langeais", {}, {"goods": {"wood": 15}}),
        brk="buy wood",
    ),
    Example(
        "loire.buy.one-per-turn",
        N_("You may buy only one good in a turn."),
        setup=_a("merchant", "Langeais"),
        before=("buy wood",),
        brk="buy wood",
    ),
    Example(
        "loire.buy.farm",
        N_("In a village with a farm every merchant pays 1 denier less, even the farm's owner."),
        setup=_a("merchant", "Chinon", {"money": 2}, buildings={"Chinon": "1 farm"}),
        keep="buy wine",
        shows=N_("On the tutor's board Chinon sells wine, here for 3; blue's farm there takes off 1: red pays 2 "
                 "and has 0 left."),
        holds=lambda g: _me(g).money == 0 and _held(g) == {"wine": 1},
    ),
    Example(
        "loire.buy.castle",
        N_("In a village with a castle every merchant pays 2 deniers less."),
        setup=_a("merchant", "Angers", {"money": 1}, buildings={"Angers": "1 castle"}),
        brk="buy wine",
        brk_rule="loire.buy.price",
    ),
    Example(
        "loire.buy.monastery",
        N_("In a village with a monastery every merchant pays 1 denier less."),
        setup=_a("merchant", "Chinon", {"money": 1}, buildings={"Chinon": "1 monastery"}),
        brk="buy wine",
        brk_rule="loire.buy.price",
    ),
    Example(
        "loire.buy.beer",
        N_("Beer is sold only at a monastery, and only to the player who owns it."),
        setup=_a("merchant", "Saumur"),
        keep="buy cheese",
        brk="buy beer",
    ),
    Example(
        "loire.buy.circus",
        N_("Where the circus stands, goods cost 1 denier less on top of any other discount."),
        setup=_a("merchant", "Beaugency", {"money": 1}),
        brk="buy wine",
        brk_rule="loire.buy.price",
    ),
    Example(
        "loire.buy.minimum-zero",
        N_("Discounts can make a good free, but the price never goes below zero."),
        setup=_a("merchant", "Saumur", {"money": 0}, buildings={"Saumur": "1 castle"}),
        keep="buy cheese",
        shows=N_("Cheese at Saumur costs 1; blue's castle takes off 2, but the price stops at 0: red gets it with no "
        "money."),
        holds=lambda g: _me(g).money == 0 and _held(g) == {"cheese": 1},
    ),
    Example(
        "loire.buy.owner-boat",
        N_("When anyone buys a good in a village with a building, the building's owner moves their boat one space."),
        setup=_a("merchant", "Angers", players=3, buildings={"Angers": "2 castle"}),
        keep="buy wine",
        shows=N_("Red buys wine at Angers, where green has a castle: green's boat sails one space."),
        holds=lambda g: [p.boat for p in g.state.players] == [0, 0, 1],
    ),
    # -- Akció: árueladás (selling goods) --------------------------------------------------------------------
    Example(
        "loire.sell.where",
        N_("Goods are sold only in the two cities."),
        setup=_a("merchant", "Blois", {"goods": {"wood": 2}}),
        brk="sell wood",
    ),
    Example(
        "loire.sell.price",
        N_("Each good sells for the price printed on its card. The rulebook shows wood 2 and cheese 5; for grain, "
           "wine and beer this tutor chose 3, 6 and 8."),
        setup=_a("merchant", "Nantes", {"goods": {"cheese": 1}}),
        keep="sell cheese",
        shows=N_("Red sells a cheese in Nantes for the price on its card: 5 deniers, so 12 in all."),
        holds=lambda g: _me(g).money == 7 + 5 and _held(g) == {},
    ),
    Example(
        "loire.sell.optional",
        N_("When you sell, you choose how many of your goods to sell, but you cannot sell goods you do not have."),
        setup=_a("merchant", "Nantes", {"goods": {"wood": 3, "cheese": 1}}),
        keep="sell wood 2",
        brk="sell wood 4",
    ),
    # -- Akció: hajózás a Loire folyón (sailing on the Loire) ------------------------------------------------
    Example(
        "loire.boat.passage",
        N_("In a city the merchant may pay 6 deniers to move the boat one space, or 10 for two spaces."),
        setup=_a("merchant", "Nantes", {"money": 9}),
        keep="boat 1",
        brk="boat 2",
    ),
    Example(
        "loire.boat.once",
        N_("You may pay for the boat only once in a turn."),
        setup=_a("merchant", "Nantes", {"money": 16, "goods": {"wood": 2}}),
        before=("boat 2",),
        keep="sell wood",
        brk="boat 1",
    ),
    Example(
        "loire.boat.target",
        N_("A boat cannot sail past the last space of the river."),
        setup=_a("merchant", "Nantes", {"money": 10, "boat": 16}, players=3),
        keep="boat 1",
        brk="boat 2",
    ),
    # -- Piaci változás (the market shifts) ------------------------------------------------------------------
    Example(
        "loire.market.shift",
        N_("After a good is bought, the market tile of that village's colour moves to the right end, where things cost "
        "most."),
        setup=_a("merchant", "Saumur"),
        keep="buy cheese",
        shows=N_("Red buys at Saumur, a blue village: the blue tile moves to the right end, so blue goods now cost 4."),
        holds=lambda g: g.state.market[-1] == "blue" and g.state.price("blue") == 4,
    ),
    # -- A cirkusz mozgása (the circus moves) ----------------------------------------------------------------
    Example(
        "loire.circus.tiles",
        N_("The market tiles have two sides; exactly one of them shows the circus: the colour of the circus's "
           "village."),
        setup=_p(circus="Villandry"),
        shows=N_("The circus stands at Villandry, a yellow village, so the yellow market tile is the circus tile."),
        holds=lambda g: g.state.circus == "Villandry" and g.state.shield(g.state.circus) == "yellow",
    ),
    Example(
        "loire.circus.move",
        N_("When the circus tile lands on the middle of the market, the circus moves to a village of the colour on the "
        "far left."),
        setup=_a("merchant", "Saumur"),
        before=("buy cheese",),
        keep="messenger Talcy",
        brk="circus Ussé",
    ),
    Example(
        "loire.circus.flip",
        N_("When the circus moves, the old circus tile is turned back and the tile of the new village's colour "
           "shows the circus."),
        setup=_p(
            {"merchant": "Champtoceaux", "merchant_horses": 0, "messenger": "Montsoreau", "messenger_horses": 0},
            {"merchant": "Chinon", "merchant_horses": 0},
            circus="Chinon",
            market=CIRCUS_MARKET,
        ),
        before=("merchant Saumur", "buy cheese"),
        keep="circus Ussé",
        shows=N_("The circus leaves Chinon (green) for Ussé (purple): the purple tile now shows the circus."),
        holds=lambda g: g.state.circus == "Ussé" and g.state.shield(g.state.circus) == "purple",
    ),
    # -- Akció: épületvásárlás (buying a building) -----------------------------------------------------------
    Example(
        "loire.build.one-per-turn",
        N_("A merchant in a city may buy only one building in a turn."),
        setup=_a("merchant", "Nantes", {"money": 10, "goods": {"wood": 2, "cheese": 1}}),
        before=("sell cheese", "boat 1", "build farm Chinon"),
        brk="build farm Tours",
    ),
    Example(
        "loire.build.farm",
        N_("A farm costs 4 deniers and 1 wood, and goes on a village that has no building yet."),
        setup=_a("merchant", "Orléans", {"goods": {"wood": 1}}, buildings={"Chinon": "1 farm"}),
        keep="build farm Ussé",
        brk="build farm Chinon",
    ),
    Example(
        "loire.build.road-balance",
        N_("Keep your buildings balanced: one road may have at most one building more than the other."),
        setup=_a("merchant", "Nantes", {"goods": {"wood": 1}}, buildings={"Saumur": "0 farm", "Angers": "1 farm"}),
        keep="build farm Tours",
        brk="build farm Chinon",
    ),
    Example(
        "loire.build.monastery",
        N_("A monastery costs 4 deniers and 2 wood, and needs your own farm in that village first."),
        setup=_a("merchant", "Nantes", {"goods": {"wood": 2}}, buildings={"Saumur": "0 farm", "Chinon": "1 farm"}),
        keep="build monastery Saumur",
        brk="build monastery Chinon",
    ),
    Example(
        "loire.build.castle",
        N_("A castle costs 6 deniers and 1 wood, and needs your own farm in that village first."),
        setup=_a("merchant", "Nantes", {"goods": {"wood": 1}}, buildings={"Saumur": "0 farm", "Chinon": "0 monastery"}),
        keep="build castle Saumur",
        brk="build castle Chinon",
    ),
    Example(
        "loire.build.towers",
        N_("A castle needs a tower, and towers are limited: once all your towers are on the board, you can build "
           "no more castles. (How many towers you have is the tutor's choice: two.)"),
        setup=_a(
            "merchant",
            "Nantes",
            {"goods": {"wood": 1}},
            buildings={"Saumur": "0 castle", "Tours": "0 castle", "Chinon": "0 farm"},
        ),
        keep="build farm Ancenis",
        brk="build castle Chinon",
    ),
    Example(
        "loire.build.reference-cards",
        N_("Buildings are tokens on the board. The farm, monastery and castle cards only explain them; nobody can buy "
        "those cards."),
        setup=_p(
            {"merchant": "Ancenis>Nantes", "merchant_horses": 0, "goods": {"wood": 1}},
            {"merchant": "Meung-sur-Loire>Orléans", "merchant_horses": 0, "goods": {"wood": 1}},
        ),
        before=("merchant Nantes", "build farm Saumur", "messenger -2 Chambord", "end", "merchant Orléans"),
        keep="build farm Tours",
        shows=N_("Blue builds a farm: a token goes on Tours. The farm card only explains it; no move buys it."),
        holds=lambda g: g.state.buildings[VILLAGES.index("Tours")] == (1, "farm")
        and not any(str(m).startswith("palace Castle") for m in g.legal_moves()),
    ),
    Example(
        "loire.build.palace",
        N_("A palace card costs 4 deniers. You may not buy the same palace twice."),
        setup=_a("merchant", "Orléans", {"goods": {"wood": 1}, "palaces": ["Bank Nantes"]}),
        keep="palace Bank Orléans",
        brk="palace Bank Nantes",
    ),
    Example(
        "loire.build.palace-timing",
        N_("A palace starts to help you only from your next turn, and only in its own city."),
        setup=_a("merchant", "Nantes"),
        before=("palace Palatium Balivi Nantes",),
        brk="hire Mayor",
    ),
    # -- Akció: személybérlés (hiring a character) -----------------------------------------------------------
    Example(
        "loire.hire.where",
        N_("Characters are hired where the circus stands (a Palatium Balivi palace is the only other way)."),
        setup=_a("merchant", "Chinon"),
        brk="hire Apprentice",
    ),
    Example(
        "loire.hire.one-per-turn",
        N_("You may hire only one character in a turn."),
        setup=_p({"merchant": "Chinon", "merchant_horses": 0, "messenger": "Villandry>Nantes", "messenger_horses": 0}),
        before=("merchant Ussé", "hire Apprentice", "messenger Ussé"),
        brk="hire Mayor",
    ),
    Example(
        "loire.hire.no-duplicates",
        N_("You may not hire a second copy of a character you already have."),
        setup=_a("merchant", "Ussé", {"characters": ["Apprentice"]}),
        keep="hire Helper",
        brk="hire Apprentice",
    ),
    Example(
        "loire.hire.price",
        N_("Every character costs the deniers printed on its card, and you must be able to pay."),
        setup=_a("merchant", "Ussé", {"money": 2}),
        keep="hire Wood Merchant",
        brk="hire Scout",
    ),
    Example(
        "loire.hire.immediate",
        N_("A character helps you from the moment you hire it."),
        setup=_p(
            {
                "merchant": "Chinon",
                "merchant_horses": 0,
                "messenger": "Saumur",
                "messenger_horses": 0,
                "hand": ["blue+yellow"],
            }
        ),
        before=("merchant Ussé", "hire Apprentice", "messenger Montsoreau"),
        keep="deliver blue+yellow",
        shows=N_("Red hires the Apprentice at Ussé, and in the same turn the messenger starts the blue and yellow "
        "message."),
        holds=lambda g: _me(g).progress[_me(g).hand.index("blue+yellow")] == ("Montsoreau",),
    ),
    Example(
        "loire.hire.supply",
        N_("When every copy of a character has been hired, nobody else can get it."),
        setup=_a("merchant", "Ussé", {}, {"characters": ["Apprentice", "Judge"]}),
        keep="hire Apprentice",
        brk="hire Judge",
    ),
    # -- Akció: üzenetvásárlás (buying a message) ------------------------------------------------------------
    Example(
        "loire.message.buy-where",
        N_("Only the messenger buys messages: in a city or in a village where you have your own building."),
        setup=_p(
            {
                "merchant": "Champtoceaux",
                "merchant_horses": 0,
                "goods": {"wood": 1},
                "messenger": "Langeais>Orléans",
                "messenger_horses": 0,
                "hand": ["Tours"],
            }
        ),
        before=("merchant Saumur", "buy cheese", "messenger Tours"),
        keep="deliver Tours",
        brk="message 1",
    ),
    Example(
        "loire.message.buy-price",
        N_("A message costs as many deniers as its level: level 1 costs 1, level 2 costs 2, and so on."),
        setup=_a("messenger", "Nantes", {"hand": [], "money": 2, "merchant": "Chinon"}),
        keep="message 2",
        brk="message 3",
    ),
    Example(
        "loire.message.buy-levels",
        N_("Cities sell messages of levels 1 to 3. Level-4 messages are sold only at your own monastery."),
        setup=_a("messenger", "Orléans", {"hand": []}),
        keep="message 3",
        brk="message 4",
    ),
    Example(
        "loire.message.buy-one",
        N_("You may buy only one message in a turn."),
        setup=_a("messenger", "Nantes", {"hand": []}),
        before=("message 2",),
        brk="message 1",
    ),
    Example(
        "loire.message.castle-two",
        N_("At your own castle your messenger may buy two messages in one turn."),
        setup=_a("messenger", "Chinon", {"hand": []}, buildings=OWN, decks={"1": ["Tours"], "3": ["red+green+black"]}),
        before=("message 1",),
        keep="message 3",
        shows=N_("At its own castle in Chinon red's messenger buys a second message in the same turn."),
        holds=lambda g: _me(g).hand == ("Tours", "red+green+black"),
    ),
    Example(
        "loire.message.draw",
        N_("You take the top card of the pile; you may not look for the one you want."),
        setup=_a("messenger", "Nantes", {"hand": ["Saumur"]}, decks={"2": ["green+white", "red+black"]}),
        keep="message 2",
        brk="message 2 red+black",
    ),
    Example(
        "loire.message.hand-limit",
        N_("You may hold at most two messages that are not yet delivered."),
        setup=_a("messenger", "Nantes", {"hand": ["Saumur", "Orléans.war"]}),
        brk="message 1",
    ),
    Example(
        "loire.message.any-order",
        N_("You may deliver your messages in any order, not only in the order you bought them."),
        setup=_a("messenger", "Saumur", {"hand": ["Tours", "Saumur"]}),
        keep="deliver Saumur",
        brk="deliver Tours",
        brk_rule="loire.deliver.level1",
    ),
    Example(
        "loire.message.buy-undeliverable",
        N_("You may buy a message you cannot deliver yet, and keep it for later."),
        setup=_a("messenger", "Nantes", {"hand": []}, decks={"3": ["blue+yellow+red"]}),
        keep="message 3",
        shows=N_("Red has no Apprentice yet, but may still buy a level-3 message and keep it for later."),
        holds=lambda g: _me(g).hand == ("blue+yellow+red",),
    ),
    # -- Akció: üzenetkézbesítés (delivering a message) ------------------------------------------------------
    Example(
        "loire.deliver.score",
        N_("Only the messenger delivers messages, and a delivered message gives points at the end."),
        setup=_a("messenger", "Saumur", {"hand": [], "delivered": ["Saumur"]}),
        brk="deliver Saumur",
    ),
    Example(
        "loire.deliver.level1",
        N_("A level-1 message is delivered by stopping your messenger in the village written on it."),
        setup=_a("messenger", "Nantes", {"hand": ["Saumur"]}),
        brk="deliver Saumur",
    ),
    Example(
        "loire.deliver.level1",
        N_("A level-1 message is delivered by stopping your messenger in the village written on it."),
        setup=_a("messenger", "Saumur", {"hand": ["Saumur"]}),
        keep="deliver Saumur",
        shows=N_("Red's messenger has stopped in Saumur, the village on the card: the Saumur message is delivered."),
        holds=lambda g: _me(g).delivered == ("Saumur",) and _me(g).hand == (),
    ),
    Example(
        "loire.deliver.level1-money",
        N_("Delivering a level-1 message also pays money: the market price of the village's colour."),
        setup=_a("messenger", "Saumur", {"hand": ["Saumur"]}),
        keep="deliver Saumur",
        shows=N_("Red delivers the Saumur message and is paid the price of blue, Saumur's colour: 1 denier."),
        holds=lambda g: _me(g).money == 8 and _me(g).delivered == ("Saumur",),
    ),
    Example(
        "loire.deliver.level2",
        N_("A level-2 message needs stops in villages of two colours, and the Apprentice to help you."),
        setup=_a("messenger", "Chinon", {"hand": ["blue+yellow"], "characters": ["Apprentice"]}),
        brk="deliver blue+yellow",
    ),
    Example(
        "loire.deliver.level3",
        N_("A level-3 message needs stops in villages of three colours, and both the Apprentice and the Helper."),
        setup=_a(
            "messenger",
            "Chinon",
            {
                "hand": ["blue+yellow+red"],
                "characters": ["Apprentice", "Helper"],
                "progress": {"blue+yellow+red": ["Saumur"]},
            },
        ),
        brk="deliver blue+yellow+red",
    ),
    Example(
        "loire.deliver.level4",
        N_("A level-4 message is delivered in the city it names."),
        setup=_a("messenger", "Orléans", {"hand": ["Nantes.love"]}),
        brk="deliver Nantes.love",
    ),
    Example(
        "loire.deliver.cubes",
        N_("A cube marks where you got with one message. A cube busy on one message cannot mark another."),
        setup=_a(
            "messenger",
            "Langeais",
            {
                "hand": ["blue+yellow", "white+black"],
                "progress": {"blue+yellow": ["Montsoreau"]},
                "characters": ["Apprentice"],
            },
        ),
        keep="recall blue+yellow",
        brk="deliver white+black",
    ),
    Example(
        "loire.deliver.cube-recall",
        N_("You may take the cubes back from a message you started, but then its stops are lost."),
        setup=_a(
            "messenger",
            "Langeais",
            {
                "hand": ["blue+yellow", "white+black"],
                "progress": {"blue+yellow": ["Montsoreau"]},
                "characters": ["Apprentice"],
            },
        ),
        keep="recall blue+yellow",
        brk="recall white+black",
    ),
    Example(
        "loire.deliver.one-per-turn",
        N_("You may finish only one message in a turn."),
        setup=_p(
            {
                "messenger": "Champtoceaux",
                "messenger_horses": 0,
                "hand": ["Saumur", "blue+yellow"],
                "characters": ["Apprentice"],
            }
        ),
        before=("messenger Saumur", "deliver Saumur"),
        brk="deliver blue+yellow",
    ),
    # -- Nantes és Orléans dénárkorlátozása (money limits in the cities) -------------------------------------
    Example(
        "loire.money.minimum",
        N_("If your merchant is in a city and you have less than 5 deniers at the start of your turn, you only take 1 "
        "denier and your turn is over."),
        setup=_p({"money": 3, "palaces": ["Bank Nantes"]}),
        keep="income",
        brk="merchant Langeais",
    ),
    Example(
        "loire.money.maximum",
        N_("When your merchant leaves a city with more than 10 deniers, the extra money goes back to the bank."),
        setup=_p({"money": 14}),
        before=("messenger Talcy",),
        keep="merchant Langeais",
        shows=N_("Red's merchant leaves Nantes with 14 deniers: 4 go back to the bank, 10 remain."),
        holds=lambda g: _me(g).money == 10,
    ),
    # -- A játék vége (end of the game) ----------------------------------------------------------------------
    Example(
        "loire.end.boat",
        N_("When a boat reaches the end of the river, the end of the game begins."),
        setup=_p({"merchant": "Chambord", "merchant_horses": 0, "money": 10, "boat": 18}),
        before=("merchant Orléans",),
        keep="boat 2",
        shows=N_("Red's boat reaches space 20, the goal with two players: the end of the game begins."),
        holds=lambda g: g.state.trigger == 0,
    ),
    Example(
        "loire.end.messages",
        N_("When a player has delivered enough messages, the end of the game begins."),
        setup=_p({"messenger": "Saumur", "messenger_horses": 0, "hand": ["Montsoreau"], "delivered": _done(11)}),
        before=("messenger Montsoreau",),
        keep="deliver Montsoreau",
        shows=N_("Red delivers a twelfth message; with two players that begins the end of the game."),
        holds=lambda g: g.state.trigger == 0 and len(_me(g).delivered) == 12,
    ),
    Example(
        "loire.end.last-turns",
        N_("After the end begins, every other player has one last turn."),
        setup=_p({"merchant": "Chambord", "merchant_horses": 0, "money": 10, "boat": 15}, players=3),
        before=("merchant Orléans",),
        keep="boat 2",
        shows=N_("Red's boat reaches 17, the goal with three players: the game is not over yet, blue and green "
                 "each get one more turn."),
        holds=lambda g: g.state.trigger == 0 and not g.is_over,
    ),
    Example(
        "loire.end.over",
        N_("When the game is over, nobody may move any more."),
        setup=_p({"merchant": "Chambord", "merchant_horses": 0, "money": 10, "boat": 18}),
        before=(
            "merchant Orléans",
            "boat 2",
            "messenger Amboise",
            "end",
            "merchant Langeais",
            "messenger Amboise",
            "end",
        ),
        brk="merchant Tours",
    ),
    # -- Győztes (the winner) --------------------------------------------------------------------------------
    Example(
        "loire.score.boat",
        N_("Every space your boat sailed is worth 1 point."),
        setup=_p(SCORED, {"hand": []}),
        shows=N_("Red's boat is on space 7: 7 points. Blue's is still at the start: 0 points."),
        holds=lambda g: g.scores()[0]["boat"] == 7 and g.scores()[1]["boat"] == 0,
    ),
    Example(
        "loire.score.delivered",
        N_("Every delivered message is worth the points on its card. The cards' pictures are lost: this tutor "
           "counts 1, 3, 5 or 4 by level."),
        setup=_p(SCORED, {"hand": []}),
        shows=N_("Red delivered messages of levels 1, 2, 3 and 4: with the tutor's points, 1 + 3 + 5 + 4 = 13 "
                 "points."),
        holds=lambda g: g.scores()[0]["delivered"] == 13,
    ),
    Example(
        "loire.score.undelivered",
        N_("A message you still hold at the end is worth 1 point, as the Hungarian rulebook says."),
        setup=_a("messenger", "Tours", {"hand": ["Tours"]}),
        shows=N_("Red still holds the Tours message: at the end it is worth 1 point."),
        holds=lambda g: g.scores()[0]["undelivered"] == 1 and g.scores()[0]["delivered"] == 0,
    ),
    Example(
        "loire.score.characters",
        N_("Every character you hired is worth the points on its card."),
        setup=_p(SCORED, {"hand": []}),
        shows=N_("Red's characters, with the tutor's points (the cards' are lost): Lover 2, Apprentice 1, Wood "
                 "Merchant 0, Witch 1: 4 points."),
        holds=lambda g: g.scores()[0]["characters"] == 4 and g.scores()[1]["characters"] == 0,
    ),
    Example(
        "loire.score.blue",
        N_("Blue characters give extra points for delivered messages of their kind."),
        setup=_p(SCORED, {"hand": []}),
        shows=N_("Red has the Lover and delivered three love messages: 3 × 2 = 6 extra points."),
        holds=lambda g: g.scores()[0]["blue"] == 6,
    ),
    Example(
        "loire.score.palaces",
        N_("Every palace you bought is worth the points printed on it. The cards' pictures are lost: this tutor "
           "counts 2 points for each."),
        setup=_p(SCORED, {"hand": []}),
        shows=N_("Red bought two palaces, 2 points each in this tutor: 4 points."),
        holds=lambda g: g.scores()[0]["palaces"] == 4 and g.scores()[1]["palaces"] == 0,
    ),
    Example(
        "loire.score.tie-break",
        N_("Most points wins. If two players tie, the one with more castles wins, then the one with more buildings."),
        setup=_p(
            {"boat": 5, "hand": []},
            {"boat": 5, "hand": []},
            buildings={"Saumur": "0 castle", "Tours": "1 farm", "Angers": "1 farm"},
        ),
        shows=N_("Red and blue have the same points, but red has a castle and blue has none: red wins."),
        holds=lambda g: g.scores()[0]["total"] == g.scores()[1]["total"] and winners(g.state) == (0,),
    ),
    # -- Alkalmi játék (casual game) -------------------------------------------------------------------------
    Example(
        "loire.variant.casual",
        N_("In the casual game there are no characters, no palaces and no circus."),
        setup=_a("merchant", "Ussé", variant="casual"),
        keep="buy wood",
        brk="hire Witch",
    ),
    Example(
        "loire.variant.casual-messages",
        N_("In the casual game you may deliver any level, but never more level-2 messages than level-1, nor "
           "more level-3 than level-2."),
        setup=_a(
            "messenger",
            "Saumur",
            {"hand": ["blue+yellow"], "progress": {"blue+yellow": ["Montsoreau"]}},
            variant="casual",
        ),
        brk="deliver blue+yellow",
    ),
    # -- Szóló játék (solo game) -----------------------------------------------------------------------------
    Example(
        "loire.variant.solo",
        N_("You can play alone: you take turn after turn and try to do as well as you can."),
        setup=_p(players=1),
        before=("merchant -2 Ancenis", "messenger -2 Meung-sur-Loire"),
        keep="end",
        shows=N_("Alone, red plays again right after ending the turn."),
        holds=lambda g: len(g.players) == 1 and g.to_move == 0 and not g.is_over,
    ),
    Example(
        "loire.variant.solo-rounds",
        N_("Alone, the game also ends after 60 rounds, counted with the spare boats."),
        setup=_p(players=1),
        before=("merchant -2 Ancenis", "messenger -2 Meung-sur-Loire"),
        keep="end",
        shows=N_("After red's first turn, one round is counted (of 60)."),
        holds=lambda g: g.state.rounds == 1,
    ),
    # -- Karakterkártyák (character cards) -------------------------------------------------------------------
    Example(
        "loire.character.wood-merchant",
        N_("With the Wood Merchant every wood you sell brings 1 denier more."),
        setup=_a("merchant", "Nantes", {"goods": {"wood": 3}, "characters": ["Wood Merchant"]}),
        keep="sell wood 3",
        shows=N_("Red sells 3 wood in Nantes and gets 9 deniers, 3 more than without the Wood Merchant."),
        holds=lambda g: _me(g).money == 7 + 9,
    ),
    Example(
        "loire.character.grain-merchant",
        N_("With the Grain Merchant every grain you sell brings 1 denier more."),
        setup=_a("merchant", "Nantes", {"goods": {"grain": 1}, "characters": ["Grain Merchant"]}),
        keep="sell grain",
        shows=N_("Red sells 1 grain in Nantes and gets 1 denier more than without the Grain Merchant: 4, with the "
                 "tutor's grain price of 3."),
        holds=lambda g: _me(g).money == 7 + 4,
    ),
    Example(
        "loire.character.cheese-merchant",
        N_("With the Cheese Merchant every cheese you sell brings 1 denier more."),
        setup=_a("merchant", "Nantes", {"goods": {"cheese": 1}, "characters": ["Cheese Merchant"]}),
        keep="sell cheese",
        shows=N_("Red sells 1 cheese in Nantes and gets 6 deniers, 1 more than without the Cheese Merchant."),
        holds=lambda g: _me(g).money == 7 + 6,
    ),
    Example(
        "loire.character.wine-merchant",
        N_("With the Wine Merchant every wine you sell brings 1 denier more."),
        setup=_a("merchant", "Nantes", {"goods": {"wine": 1}, "characters": ["Wine Merchant"]}),
        keep="sell wine",
        shows=N_("Red sells 1 wine in Nantes and gets 1 denier more than without the Wine Merchant: 7, with the "
                 "tutor's wine price of 6."),
        holds=lambda g: _me(g).money == 7 + 7,
    ),
    Example(
        "loire.character.dairyman",
        N_("With the Dairyman you may carry as many cheeses as you like."),
        setup=_a("merchant", "Saumur", {"goods": {"cheese": 2}, "characters": ["Dairyman"]}),
        keep="buy cheese",
        shows=N_("Red already carries two cheeses; with the Dairyman a third is allowed."),
        holds=lambda g: _held(g) == {"cheese": 3},
    ),
    Example(
        "loire.character.grain-farmer",
        N_("With the Grain Farmer you may carry as much grain as you like."),
        setup=_a("merchant", "Tours", {"goods": {"grain": 1}, "characters": ["Grain Farmer"]}),
        keep="buy grain",
        shows=N_("Red already carries a grain; with the Grain Farmer a second is allowed."),
        holds=lambda g: _held(g) == {"grain": 2},
    ),
    Example(
        "loire.character.banker",
        N_("With the Banker your merchant may leave a city with up to 15 deniers instead of 10."),
        setup=_p({"money": 19, "characters": ["Banker"]}),
        keep="merchant Montsoreau",
        shows=N_("Red's merchant leaves Nantes with 19 deniers: with the Banker red keeps 15 instead of 10."),
        holds=lambda g: _me(g).money == 15,
    ),
    Example(
        "loire.character.lady-in-waiting",
        N_("With the Lady-in-waiting you may hire a second character in the same turn, for 2 deniers more."),
        setup=_a("merchant", "Ussé", {"money": 7, "characters": ["Lady-in-waiting"]}),
        before=("hire Scout",),
        keep="hire Mayor",
        brk="hire Squire",
        brk_rule="loire.hire.price",
    ),
    Example(
        "loire.character.magister-artium",
        N_("With the Magister Artium every building costs you 1 denier less."),
        setup=_a("merchant", "Nantes", {"money": 3, "goods": {"wood": 1}}),
        brk="build farm Saumur",
        brk_rule="loire.build.farm",
    ),
    Example(
        "loire.character.economus",
        N_("With the Economus you may buy two buildings in one turn; the second costs 1 denier more."),
        setup=_a("merchant", "Nantes", {"money": 20, "goods": {"wood": 3}, "characters": ["Economus"]}),
        before=("build farm Saumur",),
        keep="build farm Angers",
        shows=N_("With the Economus red builds a second farm in the same turn, paying 5 instead of 4."),
        holds=lambda g: _me(g).money == 20 - 4 - 5,
    ),
    Example(
        "loire.character.mensor",
        N_("With the Mensor you may build farms without keeping your two roads balanced."),
        setup=_a(
            "merchant", "Nantes", {"goods": {"wood": 1}, "characters": ["Mensor"]}, buildings={"Saumur": "0 farm"}
        ),
        keep="build farm Chinon",
        shows=N_("Red already has a farm on the south road; with the Mensor a second one there, at Chinon, is "
                 "allowed."),
        holds=lambda g: _me(g).money == 7 - 4 and _held(g) == {},
    ),
    Example(
        "loire.character.lumberjack",
        N_("With the Lumberjack you may buy two wood at once for the price of one; without it, only one."),
        setup=_a("merchant", "Langeais"),
        keep="buy wood",
        brk="buy wood 2",
    ),
    Example(
        "loire.character.witch",
        N_("With the Witch every character you hire costs 1 denier less."),
        setup=_a("merchant", "Ussé", {"money": 2, "characters": ["Witch"]}),
        keep="hire Scout",
        shows=N_("The Scout costs 3 deniers in this tutor (the printed costs are lost); with the Witch red pays 1 "
                 "less: 2."),
        holds=lambda g: _me(g).money == 0 and "Scout" in _me(g).characters,
    ),
    Example(
        "loire.character.patronus",
        N_("With the Patronus you may pay 2 deniers instead of a wood when you build."),
        setup=_a("merchant", "Nantes", {"money": 6}),
        brk="build farm Saumur patronus",
    ),
    Example(
        "loire.character.squire",
        N_("With the Squire you may take up to two free horses before a move instead of one."),
        setup=_p({"merchant": "Champtoceaux", "merchant_horses": 0}, loose={"Champtoceaux": 2}),
        keep="merchant +1 Montsoreau",
        brk="merchant +2 Chinon",
        brk_rule="loire.move.add-horse",
    ),
    Example(
        "loire.character.scout",
        N_("With the Scout a team may have three horses, so a move can be four places long."),
        setup=_p({"characters": ["Scout"]}, loose={"Nantes": 1}),
        keep="merchant +1 Chinon",
        shows=N_("With the Scout, red's merchant takes a third horse and goes four places, to Chinon."),
        holds=lambda g: _me(g).merchant == Piece("Chinon", "Orléans", 3),
    ),
    Example(
        "loire.character.blacksmith",
        N_("With the Blacksmith you may pay 1 denier for a free horse standing somewhere else."),
        setup=_p({"merchant_horses": 0}, loose={"Tours": 1}),
        brk="merchant +1 Saumur smith Tours",
    ),
    Example(
        "loire.character.jester",
        N_("With the Jester a piece may stop early at the circus, even if its horses would take it further."),
        setup=_p(circus="Saumur"),
        keep="merchant -1 Saumur",
        brk="merchant Saumur",
        brk_rule="loire.move.steps",
    ),
    Example(
        "loire.character.jester",
        N_("With the Jester a piece may stop early at the circus, even if its horses would take it further."),
        setup=_p({"characters": ["Jester"]}, circus="Saumur"),
        keep="merchant Saumur",
        brk="merchant Champtoceaux",
        brk_rule="loire.move.steps",
        shows=N_("With two horses red's merchant would go three places, but the Jester lets it stop at the circus in "
        "Saumur. Stopping early anywhere else is still not allowed."),
        holds=lambda g: _me(g).merchant.place == "Saumur",
    ),
    Example(
        "loire.character.city-guard",
        N_("With the City Guard a piece may stop early in a city, even if its horses would take it further."),
        setup=_p({"merchant": "Saumur>Nantes", "merchant_horses": 2}),
        keep="merchant -1 Nantes",
        brk="merchant Nantes",
        brk_rule="loire.move.exact-steps",
    ),
    Example(
        "loire.character.city-guard",
        N_("With the City Guard a piece may stop early in a city, even if its horses would take it further."),
        setup=_p({"merchant": "Saumur>Nantes", "merchant_horses": 2, "characters": ["City Guard"]}),
        keep="merchant Nantes",
        brk="merchant Champtoceaux",
        brk_rule="loire.move.exact-steps",
        shows=N_("Red's merchant has horses for three places but Nantes is two away: the City Guard lets it stop in "
        "Nantes. Stopping in a village on the way is still not allowed."),
        holds=lambda g: _me(g).merchant.place == "Nantes",
    ),
    Example(
        "loire.character.mayor",
        N_("With the Mayor you may hold four messages instead of two."),
        setup=_a(
            "messenger",
            "Saumur",
            {"hand": ["Nantes.love"], "characters": ["Mayor"]},
            buildings={"Saumur": "0 monastery"},
        ),
        brk="message 4",
    ),
    Example(
        "loire.character.vassallus",
        N_("With the Vassallus your messenger may buy a second message right after the first."),
        setup=_a("messenger", "Saumur", {"hand": [], "characters": ["Vassallus"]}, buildings={"Saumur": "0 monastery"}),
        before=("message 4",),
        brk="message 4",
    ),
    Example(
        "loire.character.helper",
        N_("The Helper gives you a second cube for level-3 messages, but you must hire the Apprentice first."),
        setup=_a("messenger", "Ussé"),
        brk="hire Helper",
    ),
    Example(
        "loire.character.spy",
        N_("With the Spy you look at three cards of a pile and keep the one you like."),
        setup=_a(
            "messenger",
            "Orléans",
            {"hand": [], "characters": ["Spy"]},
            decks={"1": ["Langeais", "Tours", "Vendôme", "Blois"]},
        ),
        keep="message 1 Tours",
        brk="message 1 Blois",
    ),
    Example(
        "loire.character.lover",
        N_("The Lover gives 2 extra points for every love message you delivered."),
        setup=_p({"hand": [], "delivered": _typed("love"), "characters": ["Lover"]}),
        shows=N_("Red delivered three love messages and has the Lover: 3 × 2 = 6 extra points."),
        holds=lambda g: g.scores()[0]["blue"] == 6,
    ),
    Example(
        "loire.character.general",
        N_("The General gives 2 extra points for every war message you delivered."),
        setup=_p({"hand": [], "delivered": _typed("war"), "characters": ["General"]}),
        shows=N_("Red delivered three war messages and has the General: 3 × 2 = 6 extra points."),
        holds=lambda g: g.scores()[0]["blue"] == 6,
    ),
    Example(
        "loire.character.philosopher",
        N_("The Philosopher gives 2 extra points for every philosophy message you delivered."),
        setup=_p({"hand": [], "delivered": _typed("philosophy"), "characters": ["Philosopher"]}),
        shows=N_("Red delivered three philosophy messages and has the Philosopher: 3 × 2 = 6 extra points."),
        holds=lambda g: g.scores()[0]["blue"] == 6,
    ),
    Example(
        "loire.character.judge",
        N_("The Judge gives 2 extra points for every law message you delivered."),
        setup=_p({"hand": [], "delivered": _typed("law"), "characters": ["Judge"]}),
        shows=N_("Red delivered three law messages and has the Judge: 3 × 2 = 6 extra points."),
        holds=lambda g: g.scores()[0]["blue"] == 6,
    ),
    Example(
        "loire.character.provost",
        N_("The Provost gives 2 extra points for every administration message you delivered."),
        setup=_p({"hand": [], "delivered": _typed("administration"), "characters": ["Provost"]}),
        shows=N_("Red delivered three administration messages and has the Provost: 3 × 2 = 6 extra points."),
        holds=lambda g: g.scores()[0]["blue"] == 6,
    ),
    Example(
        "loire.character.apprentice",
        N_("The Apprentice gives you a cube and lets you deliver level-2 messages. Without it you cannot."),
        setup=_a("messenger", "Saumur", {"hand": ["blue+yellow"]}),
        brk="deliver blue+yellow",
    ),
    # -- Palota épületkártyák (palace cards) -----------------------------------------------------------------
    Example(
        "loire.palace.ducal",
        N_("With the Ducal Palace you may pick any message you like from the pile, in that palace's city."),
        setup=_a("messenger", "Nantes", {"hand": [], "palaces": ["Ducal Palace Nantes"]}),
        keep="message 2 green+blue",
        shows=N_("With the Ducal Palace of Nantes, red picks the green and blue message out of the pile."),
        holds=lambda g: _me(g).hand == ("green+blue",),
    ),
    Example(
        "loire.palace.balivi",
        N_("With the Palatium Balivi you may hire a red character in that city, without the circus."),
        setup=_a("merchant", "Orléans", {"goods": {"cheese": 1}, "palaces": ["Palatium Balivi Orléans"]}),
        keep="hire Mayor",
        brk="hire Scout",
    ),
    Example(
        "loire.palace.post-office",
        N_("With the Post Office your messenger may buy a second message in that city, 1 denier cheaper."),
        setup=_a("messenger", "Orléans", {"hand": [], "palaces": ["Post Office Nantes"]}),
        before=("message 1",),
        brk="message 1",
        brk_rule="loire.message.buy-one",
    ),
    Example(
        "loire.palace.post-office",
        N_("In its own city the Post Office lets your messenger buy a second message, 1 denier cheaper."),
        setup=_a("messenger", "Orléans", {"hand": [], "palaces": ["Post Office Orléans"]}),
        before=("message 1",),
        keep="message 1",
        shows=N_("With the Post Office of Orléans red buys a second level-1 message there, and it costs nothing."),
        holds=lambda g: len(_me(g).hand) == 2 and _me(g).money == 7 - 1,
    ),
    Example(
        "loire.palace.bank",
        N_("With a Bank you take 3 deniers every time one of your pieces stops in that bank's city."),
        setup=_p({"merchant": "Ancenis>Nantes", "merchant_horses": 0, "palaces": ["Bank Nantes"]}),
        keep="merchant Nantes",
        shows=N_("Red owns the Bank of Nantes: when the merchant stops in Nantes, red takes 3 deniers."),
        holds=lambda g: _me(g).money == 7 + 3,
    ),
)


def example(rule_id: str) -> Example:
    """The first example of ``rule_id``."""
    return next(ex for ex in CATALOGUE if ex.rule == rule_id)


def start(ex: Example) -> Game:
    """A fresh game at the example's position (its ``before`` moves played)."""
    game = _MAKE[ex.setup["how"]](*ex.setup["args"], **ex.setup["kw"])
    game.play_many(list(ex.before))
    return game


def _parse(text: str | None) -> Any:
    if text is None:
        return None
    try:
        return loire.parse(text.rpartition(": ")[2])  # a move may name its player first: 'red: merchant Tours'
    except NotationError:
        return None


def spot(text: str) -> str | None:
    """The place a move is clicked on: where a piece travels to (other moves are tried with their buttons).

    >>> spot("merchant -1 Saumur"), spot("blue: merchant Langeais"), spot("buy cheese"), spot("merchant Paris")
    ('Saumur', 'Langeais', None, None)
    """
    move = _parse(text)
    return move.to if isinstance(move, Travel) and move.to in PLACE_INDEX else None


def describe(text: str) -> str:
    """A move in words, for pupils; text that is not a move is quoted as written.

    >>> describe("merchant -1 Saumur"), describe("red: buy cheese"), describe("fly to Paris")
    ('move the merchant to Saumur, leaving 1 horse', 'red: buy 1 cheese', "write 'fly to Paris'")
    >>> describe("deliver blue+yellow"), describe("deliver Nantes.love")  # message cards in words, not notation
    ('deliver the message blue and yellow', 'deliver the message to Nantes (love)')
    """
    return in_words(text, _parse, _words, _colour)


def _words(move: Any) -> str:
    """A move in words, its message cards named in words too (no notation)."""
    return _CARD_IDS.sub(lambda found: _message(found.group(0), short=True), describe_move(move))


# the words the pictures use for the game's things, marked for the catalog (the notation keeps the English names)
_COLOURS = (NP_("colour", "red"), NP_("colour", "blue"), NP_("colour", "green"), NP_("colour", "yellow"),
            NP_("colour", "purple"), NP_("colour", "white"), NP_("colour", "black"))
_GOODS = (NP_("good", "wood"), NP_("good", "grain"), NP_("good", "cheese"), NP_("good", "wine"), NP_("good", "beer"))
_PIECES = (NP_("piece", "merchant"), NP_("piece", "messenger"))
_PALACES = (NP_("palace", "Ducal Palace"), NP_("palace", "Palatium Balivi"), NP_("palace", "Post Office"),
            NP_("palace", "Bank"))
_TOPICS = (NP_("message", "love"), NP_("message", "war"), NP_("message", "philosophy"), NP_("message", "law"),
           NP_("message", "administration"))
_CHARACTERS = (
    NP_("character", "Wood Merchant"), NP_("character", "Grain Merchant"), NP_("character", "Cheese Merchant"),
    NP_("character", "Wine Merchant"), NP_("character", "Dairyman"), NP_("character", "Grain Farmer"),
    NP_("character", "Lumberjack"), NP_("character", "Apprentice"), NP_("character", "Helper"),
    NP_("character", "Mayor"), NP_("character", "Banker"), NP_("character", "Vassallus"), NP_("character", "Spy"),
    NP_("character", "Lady-in-waiting"), NP_("character", "Squire"), NP_("character", "Scout"),
    NP_("character", "Blacksmith"), NP_("character", "Jester"), NP_("character", "City Guard"),
    NP_("character", "Witch"), NP_("character", "Patronus"), NP_("character", "Mensor"),
    NP_("character", "Economus"), NP_("character", "Magister Artium"), NP_("character", "Lover"),
    NP_("character", "General"), NP_("character", "Philosopher"), NP_("character", "Judge"),
    NP_("character", "Provost"),
)


_CARD_IDS = re.compile(r"(?<![\w'])(?:[a-z]+(?:\+[a-z]+)+|(?:Nantes|Orléans)\.[a-z]+)(?![\w'])")  # 'blue+yellow'


def _colour(name: str) -> str:
    """A colour (a player's, a shield's) in the current language."""
    return pgettext("colour", name)


def _and(items: list[str]) -> str:
    """'a', 'a and b', 'a, b and c' in the current language."""
    if len(items) < 2:
        return "".join(items)
    return _("{items} and {last}").format(items=", ".join(items[:-1]), last=items[-1])


def _message(card: str, short: bool = False) -> str:
    """A message card in words: its village, its shields' colours, or the city and kind of an abbey message
    (``short``: after the word 'message', without it).

    >>> _message("Talcy"), _message("blue+yellow"), _message("red+white+black"), _message("Nantes.love")
    ('Talcy', 'blue and yellow', 'red, white and black', 'abbey message to Nantes (love)')
    >>> _message("Nantes.love", short=True)
    'to Nantes (love)'
    """
    if "+" in card:
        return _and([_colour(c) for c in card.split("+")])
    if "." in card:
        city, topic = card.split(".", 1)
        text = _("to {city} ({topic})") if short else _("abbey message to {city} ({topic})")
        return text.format(city=city, topic=pgettext("message", topic))
    return card


def _summary(game: Game) -> str:
    """The board's title: who is to play, the turn and the pieces moved (``State.summary`` in words).

    >>> _summary(start(example("loire.setup.board"))) == start(example("loire.setup.board")).state.summary()
    True
    """
    state = game.state
    if state.over:
        return ngettext("game over after {n} turn", "game over after {n} turns", state.turns).format(n=state.turns)
    moved = ", ".join(pgettext("piece", piece) for piece in state.turn.moved) or _("nothing moved yet")
    return _("{player} to play (turn {turn}; {moved})").format(player=_colour(PLAYER_COLOURS[state.player]),
                                                              turn=state.turns + 1, moved=moved)


def _place(game: Game, text: str | None) -> str | None:
    """Where a move happens on the board (None: nowhere in particular, or not a move)."""
    move = _parse(text)
    if move is None:
        return None
    try:
        return _where(game.state, move)
    except (AttributeError, KeyError, ValueError):
        return None


def _path(game: Game, text: str) -> list[str] | None:
    move = _parse(text)
    if not isinstance(move, Travel) or text.partition(": ")[0] in PLAYER_COLOURS:
        return None
    return _route(game.state, move)


def _panel(game: Game, move: str | None, ok: bool) -> str:
    """The board with one move marked: kept (a green frame, the route) or broken (a red cross)."""
    place = _place(game, move)
    options: dict[str, Any] = {"title": _summary(game), "panel": False}
    if move is not None and ok:
        options["path"] = _path(game, move)
        if place is not None:
            options["marks"] = [(place, GREEN, _("✓ allowed"))]
    elif place is not None:
        options["error"] = (place, _("✗ not allowed"))
    return render(game.state, **options)


def _holdings(game: Game) -> str:
    """What the player to move owns, in words."""
    p = game.to_move if game.to_move is not None else 0
    me = game.state.players[p]
    goods = ", ".join(f"{pgettext('good', good)} {n}" for good, n in zip(GOODS, me.goods, strict=True) if n)
    parts = [ngettext("{n} denier", "{n} deniers", me.money).format(n=me.money), goods or _("no goods"),
             _("boat on space {n}").format(n=me.boat)]
    if me.characters:
        parts.append(_("characters: {names}").format(
            names=", ".join(pgettext("character", c) for c in sorted(me.characters))))
    if me.palaces:
        parts.append(_("palaces: {names}").format(
            names=", ".join(f"{pgettext('palace', kind)} {city}" for kind, city in sorted(me.palaces))))
    parts.append(_("messages: {cards}").format(cards=", ".join(map(_message, me.hand)) if me.hand else _("none")))
    if me.delivered:
        parts.append(_("delivered: {cards}").format(cards=", ".join(map(_message, me.delivered))))
    line = _("{player} has: {things}.").format(player=_colour(game.players[p]), things="; ".join(parts))
    return line[:1].upper() + line[1:]


_BLUE = {f"loire.character.{name}" for name in ("lover", "general", "philosopher", "judge", "provost")}
_SCORED_BY = ("boat", "delivered", "undelivered", "characters", "blue", "palaces")


def _score_lines(ex: Example, game: Game) -> list[str]:
    """For a rule about the points at the end: each player's points by kind, as the count at the end gives them.

    >>> _score_lines(example("loire.score.palaces"), start(example("loire.score.palaces")))[0]
    'red: boat 7 + delivered 13 + undelivered 2 + characters 4 + blue 6 + palaces 4 = 36 points'
    """
    if not ex.rule.startswith("loire.score.") and ex.rule not in _BLUE:
        return []
    return [ngettext("{player}: boat {boat} + delivered {delivered} + undelivered {undelivered} + characters "
                     "{characters} + blue {blue} + palaces {palaces} = {total} point",
                     "{player}: boat {boat} + delivered {delivered} + undelivered {undelivered} + characters "
                     "{characters} + blue {blue} + palaces {palaces} = {total} points", row["total"]).format(
                player=_colour(game.players[p]), **{kind: row[kind] for kind in (*_SCORED_BY, "total")})
            for p, row in game.scores().items()]


def picture(ex: Example) -> str:
    """The example as one SVG: the board with the keeping move in green above the board with the breaking move
    crossed in red, each with its words and, for the break, the engine's reason; a situation example shows the
    board and what happens."""
    game = start(ex)
    boards: list[tuple[str, list[tuple[str, str, bool]]]] = []
    if ex.keep is not None:
        boards.append((_panel(game, ex.keep, True), [(_("✓ allowed: {move}").format(move=describe(ex.keep)), GREEN,
                                                      True)]))
    if ex.brk is not None:
        reason = game.check(ex.brk).reason
        boards.append(
            (
                _panel(game, ex.brk, False),
                [(_("✗ not allowed: {move}").format(move=describe(ex.brk)), RED, True),
                 (_("Why: {reason}").format(reason=reason), RED, False)],
            )
        )
    if not boards:
        boards.append((render(game.state, title=_summary(game), panel=False), []))
    width = max(svg_size(inner)[0] for inner, _x in boards)
    chars = int(width / 7.2)
    head = [(line, "#444", False) for line in wrap(_holdings(game), chars)]
    shows = _(ex.shows) if ex.shows else ""  # never _(""): gettext gives the catalog's header for it
    tail = [(line, "#1e3a8a", True) for line in wrap(shows, chars)]
    tail += [(line, INK, False) for text in _score_lines(ex, game) for line in wrap(text, chars)]
    height = LEADING * len(head) + 8
    for inner, lines in boards:
        height += svg_size(inner)[1] + 6 + LEADING * sum(len(wrap(t, chars)) for t, _x, _x in lines) + 8
    svg = Svg(width, height + LEADING * len(tail) + 4)
    y = 14.0
    for text, colour, _x in head:
        svg.text(4, y, text, size=12, anchor="start", fill=colour)
        y += LEADING
    y -= 8
    for inner, lines in boards:
        svg.parts.append(inner.replace("<svg ", f'<svg x="0" y="{num(y)}" ', 1))
        y += svg_size(inner)[1] + 18
        for text, colour, bold in lines:
            for line in wrap(text, chars):
                svg.text(4, y, line, size=12, anchor="start", fill=colour, **({"font_weight": "bold"} if bold else {}))
                y += LEADING
        y -= 4
    for text, colour, bold in tail:
        svg.text(4, y + 6, text, size=12, anchor="start", fill=colour, **({"font_weight": "bold"} if bold else {}))
        y += LEADING
    return svg.render()


def try_board(ex: Example, game: Game, tried: str | None, verdict: Verdict | None) -> str:
    """The try-it board: the position (after a legal try: after the move), the places of the moves to try ringed
    and clickable; a refused try crossed in red."""
    candidates = sorted({p for m in ex.moves if (p := spot(m)) is not None})
    options: dict[str, Any] = {"hits": True, "clickable": candidates or None, "panel": False, "title": _summary(game)}
    if tried is not None and verdict is not None:
        if verdict.ok:
            place = spot(tried)
            if place is not None:
                options["marks"] = [(place, GREEN, "✓")]
        else:
            place = _place(game, tried)
            if place is not None:
                options["error"] = (place, _("✗ not allowed"))
    return render(game.state, **options)


SECTIONS = Sections({  # the rulebook's headings, named for pupils
    "Előkészületek (setup)": N_("Setup"),
    "Kör (a turn)": N_("A turn"),
    "Mozgás (movement)": N_("Movement"),
    "Akciók (actions)": N_("Actions"),
    "Akció: 1 áru vásárlása (buying a good)": N_("Buying a good"),
    "Akció: árueladás (selling goods)": N_("Selling goods"),
    "Akció: hajózás a Loire folyón (sailing on the Loire)": N_("Sailing on the Loire"),
    "Piaci változás (the market shifts)": N_("The market shifts"),
    "A cirkusz mozgása (the circus moves)": N_("The circus moves"),
    "Akció: épületvásárlás (buying a building)": N_("Buying a building"),
    "Akció: személybérlés (hiring a character)": N_("Hiring a character"),
    "Akció: üzenetvásárlás (buying a message)": N_("Buying a message"),
    "Akció: üzenetkézbesítés (delivering a message)": N_("Delivering a message"),
    "Nantes és Orléans dénárkorlátozása (money limits in the cities)": N_("Money limits in the cities"),
    "A játék vége (end of the game)": N_("End of the game"),
    "Győztes (the winner)": N_("The winner"),
    "Alkalmi játék (casual game)": N_("Casual game"),
    "Szóló játék (solo game)": N_("Solo game"),
    "Karakterkártyák (character cards)": N_("Character cards"),
    "Palota épületkártyák (palace cards)": N_("Palace cards"),
})

STYLE = (  # the board is wide: the try-it board takes the whole width, the buttons and answer go below it
    ".tutor-lesson .tutor-lesson-board { flex: 1 1 100%; } "
    ".tutor-lesson .tutor-lesson-board .tutor-boardview svg { max-height: 480px; }"
)

SPEC = LessonSpec("loire", loire.RULES, CATALOGUE, start, picture, try_board, describe, spot, SECTIONS,
                  style=STYLE, mark=N_("place framed in yellow"))
