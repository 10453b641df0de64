"""Thurn und Taxis' catalogue of rule examples: for every rule a position, a move that keeps it, one that breaks it.

Every position is on the Glanz und Gloria map, the game the lesson teaches (the base game's rules about carriages
and the Cartwright on the rulebook's variant with base rules, the same map), as ``taxis.scenario`` keywords. The
developer walkthrough (``tools/nb_taxis_rules.py``) reads its positions' cards (``THREE``, ``EXAMPLE``, ``FIVE`` ...,
some of them on the base map) from here. The tests (``tests/test_taxis_examples.py``), the pupils' lesson
(:mod:`tutor.lesson`, ``notebooks/lessons/taxis_lesson.ipynb``) and the coverage report all read this catalogue.
Rules that no move can break (setup, bonus tiles, scoring, the end) show the situation instead, with a check of it
(``holds``). An example's ``board`` is ``"new"`` for a game from ``taxis.new_game``, else empty: a scenario.

>>> len({ex.rule for ex in CATALOGUE}) == len(taxis.RULES)
True
>>> ex = example("taxis.route.road")
>>> ex.keep, ex.brk, start(ex).check(ex.brk).rule
('route Hamburg:2', 'route Cölln:1', 'taxis.route.road')
>>> picture(ex).count("<svg") == 3  # the keeping panel and the breaking panel, in one picture
True
"""

from __future__ import annotations

from collections import Counter
from types import MappingProxyType
from typing import Any

import taxis
from taxis import rulebook
from taxis.board import MAPS, RULE_SETS
from taxis.moves import Close, Discard, Draw, Horse, Route
from taxis.state import COLOUR_NAMES, card_names, city_of
from taxis.table import describe as describe_move
from taxis.verdicts import colour as colour_name
from tutor.examples import Example, LessonSpec, Sections, in_words
from tutor.game import Game
from tutor.i18n import N_, _, ngettext, pgettext
from tutor.rules import NotationError, Verdict
from tutor.svg import Svg, svg_size, wrap

__all__ = ["CATALOGUE", "SPEC", "example", "start", "picture", "try_board", "describe", "spot"]

GREEN, RED = "#15803d", "#d00000"
LEADING = 16  # caption line height


def _s(**kw: Any) -> MappingProxyType:
    return MappingProxyType(kw)


def _rest(variant: str, *used: str) -> str:
    """Every card of the variant's deck not named in ``used`` (to fill a hand or the discards)."""
    left = Counter(card_names(RULE_SETS[variant])) - Counter(" ".join(used).split())
    return " ".join(sorted(left.elements()))


# -- the positions (taxis.scenario keywords; tools/nb_taxis_rules.py reads the card texts from here) ------------

DISPLAY = "Ulm Basel Lodz Linz Passau Kempten"
TURN = _s(players=2, variant="base", display=DISPLAY, hands=["Stuttgart", "Zürich"])
ROUTE = _s(players=2, variant="base", routes=["Ulm Augsburg München", ""], hands=["Stuttgart Ingolstadt Basel Ulm", ""],
           drawn=1)
R4 = "München Augsburg Ulm Stuttgart"
CLOSING = _s(players=2, variant="base", routes=[R4, ""], drawn=1, played=1)
FIVE = "Augsburg München Ingolstadt Nürnberg Regensburg"
ALL_FIVE = "close Augsburg Ingolstadt München Nürnberg Regensburg"
SIX = "Ulm Augsburg München Ingolstadt Nürnberg Regensburg"
BAIERN = "close Augsburg Ingolstadt München Nürnberg Regensburg"
LAST = [c for c in MAPS["base"].cities if c not in ("Ulm", "Augsburg", "München")]
LAST_TILES = [("baden", 3), ("schweiz-tyrol", 3), ("boehmen-salzburg", 4), ("all-provinces", 6)]
CARD = _s(players=2, variant="gug", routes=["Halle:1 Berlin:1", ""], hands=["Hannover:2 Lübeck:3", ""], drawn=1)
SIX_HORSES = "Cölln:1 Coblenz:1 Amsterdam:1 Brüssel:1 Arnheim:1 Fulda:1"
THREE = "Halle:1 Berlin:1 Hannover:1"
EXAMPLE = "Halle:1 Berlin:1 Hannover:1 Hamburg:1 Bremen:1 Münster:1"  # the rulebook's example route
TEAM = "Cölln:2 Weimar:3"
SPREAD = "Schwerin Amsterdam Brüssel Weimar Dresden Cassel Würzburg"
GREEN_HOUSES = [c for c in MAPS["gug"].cities if c not in ("Halle", "Berlin", "Hannover", "Brüssel")]
GREEN_TILES = [("thueringen-sachsen", 3), ("hessen-bayern", 3), ("free-frankfurt", 1), ("free-bremen", 1),
               ("free-hamburg", 1), ("free-luebeck", 1)]


# -- the same lessons on the Glanz und Gloria map (the lesson teaches on it wherever the rule allows: the base game's
# rules with carriages and the Cartwright on the rulebook's variant "gug-base-rules", the same map) ---------------

G_DISPLAY = "Weimar:1 Cassel:2 Lübeck:1 Fulda:3 Coblenz:2 Amsterdam:1"
G_TURN = _s(players=2, variant="gug", display=G_DISPLAY, hands=["Hannover:2", "Bremen:1"])
G_ROUTE = _s(players=2, variant="gug", routes=[THREE, ""], hands=["Hamburg:2 Halle:2 Cölln:1 Weimar:1", ""], drawn=1)
G_CLOSING = _s(players=2, variant="gug", routes=["Leipzig:1 Dresden:1 Berlin:1 Halle:1", ""], horses=["Weimar:2", ""],
               drawn=1, played=1)
G_FIVE = "Halle:1 Berlin:1 Hannover:1 Hamburg:1 Bremen:1"
B_FIVE = "Halle Berlin Hannover Hamburg Bremen"  # the same route with the base game's rules (cards without horses)
B_CLOSE = "close Berlin Halle with cartwright"


def _five(**kw: Any) -> MappingProxyType:
    """Red's five-card route Halle – Berlin – Hannover – Hamburg – Bremen with five horses, ready to close."""
    return _s(players=2, variant="gug", routes=[G_FIVE, ""], horses=["Weimar:3", ""], drawn=1, played=1, **kw)


def _base_rules(**kw: Any) -> MappingProxyType:
    """The Glanz und Gloria map with the base game's rules (carriages, the Cartwright): red's five-card route."""
    return _s(players=2, variant="gug-base-rules", **{"routes": [B_FIVE, ""], "drawn": 1, "played": 1, **kw})


def _example_route(**kw: Any) -> MappingProxyType:
    """The rulebook's example: red's six-card route and seven horses, this turn's card drawn and played."""
    return _s(players=2, variant="gug", routes=[EXAMPLE, ""], horses=[TEAM, ""], drawn=1, played=1, **kw)


def _last_house(start_player: int) -> MappingProxyType:
    """Green (to move, card played) can place the 20th house; ``start_player`` starts the rounds."""
    return _s(players=3, variant="gug", routes=["", "", THREE], horses=["", "", "Weimar:1"],
              houses=["", "", GREEN_HOUSES], tiles=[[], [], GREEN_TILES], hands=["Lübeck:1", "Cassel:1", ""],
              player=2, start=start_player, drawn=1, played=1)


def _stacks(g: Game) -> dict[str, tuple[int, ...]]:
    return {s.id: left for s, left in zip(g.state.bonus.stacks, g.state.stacks, strict=True)}


def _tiles(g: Game, p: int = 0) -> dict[str, int]:
    return dict(g.state.tiles[p])


def _round(g: Game) -> list[int]:
    """The seats of one round of plain turns (draw from the deck, play the first card that fits, discard down to
    three, end), played on ``g``."""
    seats = []
    for _x in g.players:
        seats.append(g.to_move)
        g.play("draw deck")
        if taxis.Scrap() in g.legal_moves():
            g.play("scrap route")
        g.play(next(m for m in g.legal_moves() if isinstance(m, (Route, Horse))))
        while taxis.End() not in g.legal_moves():
            g.play(next(m for m in g.legal_moves() if isinstance(m, Discard)))
        g.play("end")
    return seats


NEW3 = _s(players=3, seed=2, variant="base")
NEW_GUG = _s(players=3, seed=2, variant="gug")
NEW_BASE_RULES = _s(players=3, seed=2, variant="gug-base-rules")
G_TIE = _s(players=2, variant="gug-base-rules", routes=[B_FIVE, ""], carriages=[6, 5],
           houses=["", "Amsterdam Arnheim Brüssel Cassel Fulda Würzburg Frankfurt Coblenz Cölln Düsseldorf"],
           hands=["", "Lübeck"], drawn=1, played=1)
TIE = _s(players=2, variant="base", routes=[FIVE, ""], carriages=[6, 5], houses=["", LAST[:13]], hands=["", "Lodz"],
         drawn=1, played=1)


TITLE = N_("Thurn und Taxis: Glanz und Gloria, the rules one by one")
"""The lesson app's title (``tools/nb_taxis_lesson.py`` gives it to :class:`tutor.lesson.Lesson`, which reads it in the
current language)."""

CATALOGUE: tuple[Example, ...] = (
    # -- setup -------------------------------------------------------------------------------------------------------
    Example("taxis.setup.players", N_("Thurn und Taxis is for two, three or four players. Each one runs a postal "
            "service with a coach."), board="new", setup=NEW_GUG,
            shows=N_("Three players here: red, blue and green, each with an empty hand before the first draw."),
            holds=lambda g: len(g.players) == 3 == len(g.state.hands)),
    Example("taxis.setup.cards", N_("There are three cards for every city on the map. In Glanz und Gloria the back of "
            "each card shows horses."), board="new", setup=NEW_GUG,
            shows=N_("The Glanz und Gloria map has 23 cities, so there are 69 cards: 6 face up and 63 in the deck."),
            holds=lambda g: len(g.state.display) + len(g.state.deck) == 69 == 3 * len(MAPS["gug"].cities)),
    Example("taxis.setup.display", N_("Six cards lie face up for everybody to choose from. When one is taken, the top "
            "card of the deck fills the gap at once."), setup=G_TURN, keep="draw Lübeck:1",
            shows=N_("Red takes Lübeck; a card from the deck takes its place, so six are face up again."),
            holds=lambda g: len(g.state.display) == 6 and "Lübeck:1" in g.state.hands[0]),
    Example("taxis.setup.bonus-stacks", N_("The bonus tiles lie in piles with the most valuable tile on top. Being "
            "first pays!"), board="new", setup=NEW_GUG,
            shows=N_("In every pile of bonus tiles the values go down from the top."),
            holds=lambda g: all(list(v) == sorted(v, reverse=True) for v in _stacks(g).values())),
    Example("taxis.setup.houses", N_("Every player starts with 20 houses (post offices). In this tutor each one you "
            "have not built at the end costs you a point: the tutor's choice, taken from the base game's sources."),
            board="new", setup=NEW_GUG,
            shows=N_("All three players hold 20 houses, and nobody has built one yet."),
            holds=lambda g: [g.state.houses_left(p) for p in range(3)] == [20] * 3),
    Example("taxis.setup.carriages", N_("In the base game the carriages 3, 4, 5, 6 and 7 lie ready, four of each. "
            "Nobody owns a carriage at the start."), board="new", setup=NEW_BASE_RULES,
            shows=N_("Four carriages of each size in the supply; every player's carriage is still 0."),
            holds=lambda g: g.state.supply == (4, 4, 4, 4, 4) and g.state.carriages == (0, 0, 0)),
    Example("taxis.setup.gug-carriage", N_("In Glanz und Gloria every coach starts with two horses, and there is no "
            "Cartwright to help."), setup=_s(players=2, variant="gug", routes=[THREE, ""], horses=["Weimar:1", ""],
                                             drawn=1, played=1),
            keep="close Berlin Halle", brk="close Berlin Halle with cartwright",
            brk_rule="taxis.official.cartwright"),
    Example("taxis.setup.free-city-tiles", N_("On the Glanz und Gloria map each of the four free cities gets a small "
            "round bonus tile."), board="new", setup=NEW_GUG,
            shows=N_("Frankfurt, Bremen, Hamburg and Lübeck each carry a tile (the gold discs). The rulebook does not "
                     "say what it is worth: this tutor counts 1 point."),
            holds=lambda g: {k: v for k, v in _stacks(g).items() if k.startswith("free-")} == {
                "free-frankfurt": (1,), "free-bremen": (1,), "free-hamburg": (1,), "free-luebeck": (1,)}),
    Example("taxis.setup.courier", N_("The courier goes to the player who sits just before the start player: that "
            "player has the last turn of every round."), board="new", setup=NEW_GUG,
            shows=N_("The courier's owner sits one seat before the player who starts, and plays last in the round."),
            holds=lambda g: _round(g)[-1] == (g.state.start - 1) % 3),
    Example("taxis.setup.start-player", N_("One player is chosen to start. After that the turn passes round the "
            "table, seat by seat."), setup=G_TURN, before=("draw Weimar:1", "route Weimar:1"), keep="end",
            shows=N_("Red started; after red's turn it is blue's turn."), holds=lambda g: g.to_move == 1),
    # -- a turn ------------------------------------------------------------------------------------------------------
    Example("taxis.turn.order", N_("Only the player whose turn it is may do something."), setup=G_TURN,
            keep="red: draw deck", brk="blue: draw deck"),
    Example("taxis.turn.draw", N_("Your turn starts with taking one card: one of the six face-up cards, or the top "
            "card of the deck."), setup=G_TURN, keep="draw Weimar:1", brk="route Hannover:2"),
    Example("taxis.turn.reshuffle", N_("When the deck runs out, the thrown-away cards are shuffled into a new deck."),
            setup=_s(**G_TURN, discards=_rest("gug", G_DISPLAY, "Hannover:2 Bremen:1"), seed=3), keep="draw deck",
            shows=N_("The deck was empty, so the discarded cards became a new deck before red drew."),
            holds=lambda g: g.state.shuffles == 1 and g.state.discards == ()),
    Example("taxis.turn.play", N_("After drawing you must play one card from your hand: onto your route (or, in "
                                  "Glanz und Gloria, face down as horses)."), setup=G_TURN,
            before=("draw Weimar:1",), keep="route Hannover:2", brk="end"),
    Example("taxis.turn.close-optional", N_("You do not have to close a route when you could: you may keep building "
            "it to make it longer."), setup=_s(players=2, variant="gug", routes=[THREE, ""], horses=["Weimar:2", ""],
                                            hands=["Hamburg:1", ""], drawn=1),
            before=("route Hamburg:1",), keep="end",
            shows=N_("Red's route of four cards could be closed, but red ends the turn and keeps it."),
            holds=lambda g: len(g.state.routes[0]) == 4 and g.to_move == 1),
    Example("taxis.turn.hand-limit", N_("In this tutor you may keep at most three cards at the end of your turn, "
                                        "and throw away the rest. The rulebook does not say so, and other sources "
                                        "disagree: three is the tutor's choice."),
            setup=_s(players=2, variant="gug", routes=["Berlin:1", ""],
                     hands=["Halle:1 Cölln:1 Brüssel:2 Amsterdam:1 Fulda:1", ""], drawn=1),
            before=("route Halle:1",), keep="discard Brüssel:2", brk="end"),
    Example("taxis.turn.end", N_("When you are done, you end your turn and the next player starts."), setup=G_TURN,
            before=("draw Weimar:1", "route Weimar:1"), keep="end", brk="blue: draw deck", brk_rule="taxis.turn.order"),
    # -- the officials -----------------------------------------------------------------------------------------------
    Example("taxis.official.one-per-turn", N_("The officials help you bend a rule, but only one of them per turn."),
            setup=G_TURN, before=("administrator", "draw deck"), keep="route Hannover:2", brk="draw deck"),
    Example("taxis.official.postmaster", N_("The Postmaster lets you take a second card in the same turn."),
            setup=G_TURN, before=("draw Weimar:1",), keep="draw Cassel:2",
            shows=N_("Red takes Weimar and then, with the Postmaster's help, Cassel too."),
            holds=lambda g: sorted(g.state.hands[0]) == ["Cassel:2", "Hannover:2", "Weimar:1"]),
    Example("taxis.official.postal-carrier", N_("The Postal Carrier lets you lay a second card onto your route."),
            setup=_s(players=2, variant="gug", routes=["Berlin:1", ""], hands=["Hannover:2 Halle:1", ""], drawn=1),
            before=("route Hannover:2",), keep="route Halle:1 start",
            shows=N_("Red lays Hannover and then Halle: two cards in one turn."),
            holds=lambda g: g.state.routes[0] == ("Halle:1", "Berlin:1", "Hannover:2")),
    Example("taxis.official.administrator", N_("The Administrator clears away all six face-up cards and lays out six "
            "new ones, before you draw."), setup=G_TURN, keep="administrator",
            shows=N_("The six old face-up cards go to the discards; six new ones lie face up."),
            holds=lambda g: g.state.discards == tuple(G_DISPLAY.split()) and len(g.state.display) == 6),
    Example("taxis.official.cartwright", N_("The Cartwright makes your route count two cities longer when you take a "
            "carriage."), setup=_base_rules(carriages=[6, 0]), keep=B_CLOSE,
            shows=N_("Five cities plus two for the Cartwright make seven: red takes carriage 7."),
            holds=lambda g: g.state.carriages[0] == 7),
    # -- building a route --------------------------------------------------------------------------------------------
    Example("taxis.route.start", N_("With no route in front of you, any card from your hand starts a new one."),
            setup=_s(players=2, variant="gug", hands=["Hamburg:2 Cölln:1 Weimar:1", ""], drawn=1),
            keep="route Cölln:1", brk="route Hamburg:2 start", brk_rule="taxis.route.ends"),
    Example("taxis.route.ends", N_("A new card goes at one of the two ends of your route, never in the middle."),
            setup=_s(players=2, variant="gug", routes=["Berlin:1", ""], hands=["Halle:1", ""], drawn=1),
            keep="route Halle:1", brk="route Halle:1 start"),
    Example("taxis.route.road", N_("The new city must be joined by a road to the city at that end of the route."),
            setup=G_ROUTE, keep="route Hamburg:2", brk="route Cölln:1"),
    Example("taxis.route.no-repeat", N_("A city can be on your route only once."), setup=G_ROUTE,
            keep="route Hamburg:2", brk="route Halle:2"),
    Example("taxis.route.scrap", N_("If none of your cards fits your route, you must throw the whole route away. "
            "While a card fits, you may not."), setup=G_ROUTE, keep="route Weimar:1 start", brk="scrap route"),
    # -- horses (Glanz und Gloria) -----------------------------------------------------------------------------------
    Example("taxis.horses.play", N_("In Glanz und Gloria a card can also go face down in front of your coach: then it "
            "counts as the horses on its back."), setup=CARD, keep="horse Lübeck:3", brk="route Lübeck:3",
            brk_rule="taxis.route.road"),
    Example("taxis.horses.max", N_("You may have at most six horse cards in front of your coach."),
            setup=_s(**{**CARD, "horses": [SIX_HORSES, ""]}), keep="route Hannover:2", brk="horse Lübeck:3"),
    Example("taxis.horses.close", N_("To close a route your coach needs at least as many horses as the route has "
            "cards."), setup=_s(players=2, variant="gug", routes=[THREE, ""], drawn=1, played=1),
            keep="end", brk="close Berlin Halle"),
    Example("taxis.horses.discard", N_("If you throw a route away, your horse cards go with it. Only the coach's own "
            "two horses stay."), setup=_s(players=2, variant="gug", routes=["Halle:1 Berlin:1", ""],
                                         horses=[TEAM, ""], hands=["Lübeck:3", ""], drawn=1),
            keep="scrap route", shows=N_("Red's route and both horse cards go to the discards; two horses are left."),
            holds=lambda g: g.state.horses[0] == () and g.state.horse_count(0) == 2),
    # -- closing a route ---------------------------------------------------------------------------------------------
    Example("taxis.close.length", N_("A route needs at least three cities before you can close it."),
            setup=_s(players=2, variant="gug", routes=["Berlin:1 Hannover:1", ""], drawn=1, played=1), keep="end",
            brk="close Berlin Hannover"),
    Example("taxis.close.one-province", N_("One way to build: choose one province and put a house on every city of "
            "your route in that province."), setup=G_CLOSING, keep="close Dresden Leipzig", brk="close Dresden"),
    Example("taxis.close.spread", N_("The other way: put one house in each province your route passes through."),
            setup=G_CLOSING, keep="close Berlin Dresden", brk="close Berlin Dresden Leipzig"),
    Example("taxis.close.route-cities", N_("Houses go only on cities of your route. Other players' houses there do "
            "not matter."), setup=_s(**G_CLOSING, houses=["", "Dresden Leipzig"]), keep="close Dresden Leipzig",
            brk="close Hamburg"),
    Example("taxis.close.one-house-per-city", N_("You may have only one house in each city."),
            setup=_s(**G_CLOSING, houses=["Dresden", ""]), keep="close Leipzig", brk="close Dresden Leipzig"),
    Example("taxis.close.free-city", N_("Free cities belong to no province. When you spread your houses, one free "
            "city may join in, but not two."), setup=_example_route(), keep="close Berlin Hamburg Hannover",
            brk="close Berlin Bremen Hamburg Hannover"),
    Example("taxis.close.prussia", N_("Prussia comes in two pieces on the map, but it is one province: building on "
            "all of Prussia means both pieces."), setup=_example_route(), keep="close Berlin Halle Münster",
            brk="close Berlin Halle"),
    Example("taxis.close.discard", N_("After closing, all the route's cards and your horse cards are thrown away, "
            "and your turn is over."), setup=_example_route(hands=["Lübeck:3", ""]),
            keep="close Berlin Halle Münster",
            shows=N_("Red closes the route: its six cards and the horse cards go on the discard pile, red's route "
                     "and horse row are empty, and all red may do now is end the turn."),
            holds=lambda g: not g.state.routes[0] and not g.state.horses[0]
            and set(EXAMPLE.split() + TEAM.split()) <= set(g.state.discards)
            and [str(m) for m in g.legal_moves()] == ["end"]),
    Example("taxis.close.houses-left", N_("If you have fewer houses left than the closing needs, you build as many "
            "as you still have."),
            setup=_last_house(1), keep="close Hannover", brk="close Berlin Halle"),
    # -- carriages ---------------------------------------------------------------------------------------------------
    Example("taxis.carriage.in-order", N_("Carriages come one size at a time: first 3, then 4, then 5, and so on."),
            setup=_base_rules(routes=[" ".join(c.split(":")[0] for c in EXAMPLE.split()), ""]),
            keep="close Berlin Halle Münster",
            shows=N_("Six cities would be enough for carriage 6, but red has none yet, so red gets carriage 3."),
            holds=lambda g: g.state.carriages[0] == 3),
    Example("taxis.carriage.length", N_("To get the next carriage your route must have at least as many cities as "
            "that carriage's number."),
            setup=_base_rules(routes=["Halle Berlin Hannover", ""], carriages=[3, 0]), keep="close Berlin Halle",
            shows=N_("Red has carriage 3; three cities are too few for carriage 4, so red's carriage stays 3."),
            holds=lambda g: g.state.carriages[0] == 3),
    Example("taxis.carriage.highest-counts", N_("Only your biggest carriage counts, not all the ones you collected."),
            setup=_s(players=2, variant="gug-base-rules", carriages=[5, 3]),
            shows=N_("Red's carriage 5 is worth 5 points, blue's carriage 3 is worth 2."),
            holds=lambda g: g.scores()[0]["carriage"] == 5 and g.scores()[1]["carriage"] == 2),
    # -- bonus tiles -------------------------------------------------------------------------------------------------
    Example("taxis.bonus.route-length", N_("A long route (five cities or more) earns a bonus tile for its length."),
            setup=_five(), keep="close Berlin Halle",
            shows=N_("Red closes five cities and takes the top tile of the 5 pile."),
            holds=lambda g: "route-5" in _tiles(g)),
    Example("taxis.bonus.province", N_("A house on every city of a province (or group of provinces) earns its bonus "
            "tile."), setup=_s(players=2, variant="gug", routes=["Weimar:1 Leipzig:1 Dresden:1", ""],
                              horses=["Fulda:1", ""], houses=["Dresden", ""], drawn=1, played=1),
            keep="close Leipzig Weimar",
            shows=N_("With Weimar and Leipzig red has a house on all of Thüringen and Sachsen (Dresden was built "
                     "before): red takes their tile."),
            holds=lambda g: list(_tiles(g)) == ["thueringen-sachsen"]),
    Example("taxis.bonus.prussia", N_("A house on every Prussian city, in both pieces of Prussia, earns the Prussia "
            "tile."), setup=_example_route(houses=["Stettin Düsseldorf Cölln Coblenz", ""]),
            keep="close Berlin Halle Münster",
            shows=N_("Now red has a house in all seven Prussian cities and takes the Prussia tile."),
            holds=lambda g: "prussia" in _tiles(g)),
    Example("taxis.bonus.all-provinces", N_("A house in every province earns a big bonus tile."),
            setup=_example_route(houses=[SPREAD, ""]), keep="close Berlin Hamburg Hannover",
            shows=N_("With Berlin and Hannover red has a house in every province: red takes that tile."),
            holds=lambda g: "all-provinces" in _tiles(g)),
    Example("taxis.bonus.free-city", N_("The first player to build on a free city takes the little tile lying there."),
            setup=_example_route(), keep="close Berlin Hamburg Hannover",
            shows=N_("Red is the first to build in Hamburg and takes its tile (1 point in this tutor: the rulebook "
                     "gives no value)."),
            holds=lambda g: _tiles(g).get("free-hamburg") == 1),
    Example("taxis.bonus.top-tile", N_("You always get the tile on top of the pile. Someone who was faster took the "
            "better one."), setup=_five(tiles=[[], [("route-5", 2)]]),
            keep="close Berlin Halle", shows=N_("Blue already took the top tile of the 5 pile, so red gets the one "
                                                "below it, worth less."),
            holds=lambda g: _tiles(g) == {"route-5": 1}),
    Example("taxis.bonus.one-per-stack", N_("In this tutor you can take only one tile from each pile. The rulebook "
            "does not say so: it is the tutor's choice."),
            setup=_five(tiles=[[("route-5", 2)], []]),
            keep="close Berlin Halle",
            shows=N_("Red already has a tile from the 5 pile, so this route earns no second one."),
            holds=lambda g: g.state.tiles[0] == (("route-5", 2),) and _stacks(g)["route-5"] == (1,)),
    Example("taxis.bonus.game-end", N_("Whoever makes the game end takes an extra tile. The rulebook does not say "
            "what it is worth: this tutor counts 1 point."),
            setup=_last_house(1), keep="close Hannover",
            shows=N_("Green builds the last house, so the game is ending: green takes the game-end tile."),
            holds=lambda g: _tiles(g, 2).get("game-end") == 1),
    # -- end and scoring ---------------------------------------------------------------------------------------------
    Example("taxis.end.trigger-base", N_("In the base game the end comes when someone gets carriage 7 or builds their "
            "last house."), setup=_base_rules(carriages=[6, 0]), keep=B_CLOSE,
            shows=N_("Red takes carriage 7: the last round has started."),
            holds=lambda g: g.state.trigger == 0 and g.state.carriages[0] == 7),
    Example("taxis.end.trigger-gug", N_("In Glanz und Gloria the end comes when someone builds their last house."),
            setup=_last_house(1), keep="close Hannover",
            shows=N_("Green has no houses left: the last round has started."),
            holds=lambda g: g.state.trigger == 2 and g.state.houses_left(2) == 0 and not g.is_over),
    Example("taxis.end.round", N_("When the end has started, the round is played to the end, so everybody has had "
            "the same number of turns."), setup=_last_house(1), before=("close Hannover",), keep="end",
            shows=N_("Green ends the turn, but the game goes on: red, the last in the round, still plays."),
            holds=lambda g: not g.is_over and g.to_move == 0),
    Example("taxis.end.over", N_("When the game is over, nobody may play any more."), setup=_last_house(0),
            before=("close Hannover", "end"), brk="draw deck"),
    Example("taxis.score.carriage", N_("Your biggest carriage gives you points: the bigger, the more."),
            setup=_s(players=2, variant="gug-base-rules", carriages=[7, 4]),
            shows=N_("Carriage 7 is worth 10 points, carriage 4 is worth 3."),
            holds=lambda g: [g.scores()[p]["carriage"] for p in range(2)] == [10, 3]),
    Example("taxis.score.bonus", N_("Every bonus tile you took counts its number in points."),
            setup=_s(players=2, variant="gug", tiles=[[("route-5", 2), ("thueringen-sachsen", 3)], []]),
            shows=N_("Red holds two tiles, worth 2 and 3 in this tutor (the rulebook gives no values): 5 points."),
            holds=lambda g: [g.scores()[p]["bonus"] for p in range(2)] == [5, 0]),
    Example("taxis.score.houses-left", N_("In this tutor every house you did not build costs you one point. The "
            "rulebook does not say so: the tutor takes it from the base game's sources."),
            setup=_s(players=2, variant="gug", houses=["Halle Berlin Hannover Bremen Weimar", ""]),
            shows=N_("Red built 5 houses and has 15 left: minus 15. Blue built none: minus 20."),
            holds=lambda g: [g.scores()[p]["houses left"] for p in range(2)] == [-15, -20]),
    Example("taxis.score.tie-break", N_("In this tutor, if two players have the same score, the one who made the "
            "game end wins; if neither did, the one sitting next after that player wins. The rulebook does not say: "
            "this is the tutor's choice, from the base game's sources."),
            setup=G_TIE, before=(B_CLOSE, "end", "draw deck", "route Lübeck"), keep="end",
            shows=N_("Red and blue both have the top score; red made the game end, so red wins."),
            holds=lambda g: g.is_over and g.winners() == (0,)),
    # -- the expansion map with base rules, and notation ------------------------------------------------------------
    Example("taxis.variant.gug-base", N_("You can play on the Glanz und Gloria map with the base game's rules: "
            "carriages and the Cartwright instead of horses."),
            setup=_s(players=2, variant="gug-base-rules", routes=[" ".join(c.split(":")[0] for c in EXAMPLE.split()),
                                                                  ""], hands=["Lübeck", ""], drawn=1, played=1),
            keep="close Berlin Hamburg Hannover with cartwright", brk="horse Lübeck", brk_rule="taxis.horses.play"),
    Example("taxis.notation.syntax", N_("Every move can be written as short text, like 'route Halle' or 'draw deck'."),
            setup=_s(players=2, variant="gug", hands=["Halle:2", ""], drawn=1), keep="route Halle",
            brk="fly Halle"),
)


def example(rule_id: str) -> Example:
    """The first example of ``rule_id``."""
    return next(ex for ex in CATALOGUE if ex.rule == rule_id)


def start(ex: Example) -> Game:
    """A fresh game at the example's position (its ``before`` moves played)."""
    setup = dict(ex.setup)
    game = taxis.new_game(**setup) if ex.board == "new" else taxis.scenario(**setup)
    game.play_many(list(ex.before))
    return game


def _parse(text: str | None) -> Any:
    if text is None:
        return None
    try:
        return taxis.parse(text.rpartition(": ")[2])  # a move may name its player first: 'red: draw deck'
    except NotationError:
        return None


def _cities(text: str | None) -> list[str]:
    """The cities a move is about (the card's city, the houses of a closing); none for other moves."""
    move = _parse(text)
    if isinstance(move, (Route, Horse, Discard)) or (isinstance(move, Draw) and move.city is not None):
        return [city_of(move.city)]
    if isinstance(move, Close):
        return [city_of(c) for c in move.cities]
    return []


def spot(text: str) -> str | None:
    """The hit a move is clicked on (``city:NAME``: the card's city, a closing's first house), if any.

    >>> spot("route Ulm start"), spot("close Augsburg München"), spot("draw deck"), spot("fly Halle")
    ('city:Ulm', 'city:Augsburg', None, None)
    """
    cities = _cities(text)
    return f"city:{cities[0]}" if cities else None


def describe(text: str) -> str:
    """A move in words, for pupils; text that is not a move is quoted as written.

    >>> describe("route Ulm start"), describe("blue: draw deck")
    ('lay Ulm at the start of the route', 'blue: draw from the deck')
    >>> describe("fly Halle")
    "write 'fly Halle'"
    """
    return in_words(text, _parse, describe_move, _colour_word)


def _colour_word(name: str) -> str:
    """A player's colour as written in a move ('blue'), in the current language."""
    return colour_name(COLOUR_NAMES.index(name)) if name in COLOUR_NAMES else name


def _summary(game: Game) -> str:
    """The map's title: the turn, who does what, the deck and the discards (``State.summary`` in words).

    >>> _summary(taxis.new_game(players=2, seed=1)) == taxis.new_game(players=2, seed=1).state.summary()
    True
    """
    state = game.state
    if state.over:
        return _("turn {turn}: game over").format(turn=state.turn)
    step = pgettext("to", "draw") if not state.drawn else pgettext("to", "play") if not state.played else \
        _("close or end the turn")
    return _("turn {turn}, {player} to {step}; deck {deck}, discards {discards}").format(
        turn=state.turn, player=colour_name(state.player), step=step, deck=len(state.deck),
        discards=len(state.discards))


def _map(game: Game, title: str, **options: Any) -> str:
    return game.svg(title=title, **options)


def _lines(width: float, lines: list[tuple[str, str, bool]]) -> list[tuple[str, str, bool]]:
    """Caption lines (text, colour, bold) wrapped to ``width`` pixels."""
    return [(line, colour, bold) for text, colour, bold in lines for line in wrap(text, max(int(width / 6.9), 16))]


def _table_line(game: Game) -> list[tuple[str, str, bool]]:
    """What the player to move holds, the horses of the coach, the face-up cards: what the map does not show."""
    state = game.state
    if game.to_move is None:
        return [(_("The game is over."), "#444", False)]
    p = game.to_move
    held = ", ".join(city_of(c) + (_horses(int(c.split(":")[1])) if ":" in c else "") for c in state.hands[p])
    line = _("{player} holds: {cards}.").format(player=colour_name(p), cards=held or _("nothing"))
    if state.rules.horses:
        line += " " + _("Horses before the coach: {n}.").format(n=state.horse_count(p))
    if state.routes[p]:
        line += " " + _("Route: {cities}.").format(cities=" – ".join(city_of(c) for c in state.routes[p]))
    return [(line[:1].upper() + line[1:], "#444", False)]


def _game_line(game: Game) -> list[tuple[str, str, bool]]:
    """Which game a picture shows, when it is not Glanz und Gloria itself (the lesson's game): its map and rules.

    >>> _game_line(start(example("taxis.carriage.in-order")))[0][0]
    "The Glanz und Gloria map, played with the base game's rules: carriages and the Cartwright."
    >>> _game_line(taxis.new_game(variant="base"))[0][0], _game_line(taxis.new_game(variant="gug"))
    ("The base game's map and rules (not the Glanz und Gloria map).", [])
    """
    words = {"base": _("The base game's map and rules (not the Glanz und Gloria map)."),
             "gug-base-rules": _("The Glanz und Gloria map, played with the base game's rules: carriages and the "
                                 "Cartwright.")}.get(game.state.variant)
    return [(words, "#92400e", True)] if words else []


def _horses(n: int) -> str:
    """A card's horses, after its city: ' (2 horses)'."""
    return " " + ngettext("({n} horse)", "({n} horses)", n).format(n=n)


def picture(ex: Example) -> str:
    """The example as one SVG: the position after the keeping move (its cities ringed in green) above the position
    with the breaking move (its city ringed and crossed in red), each with its words and, for the break, the engine's
    reason; a situation example shows the position (after its move, if it has one) and what happens."""
    game = start(ex)
    panels: list[tuple[str, list[tuple[str, str, bool]]]] = []
    head = _game_line(game) + (_table_line(game) if ex.moves else [])
    if ex.keep is not None:
        after = start(ex)
        after.play(ex.keep)
        marks = [(c, GREEN) for c in _cities(ex.keep)]
        allowed = _("✓ allowed: {move}").format(move=describe(ex.keep))
        words = [(allowed, GREEN, True)]
        panels.append((_map(after, allowed, marks=marks or None), words))
    if ex.brk is not None:
        reason = game.check(ex.brk).reason
        cities = _cities(ex.brk)
        error = (cities[0], "✗") if cities else None
        words = [(_("Why: {reason}").format(reason=reason), RED, True)]
        panels.append((_map(game, _("✗ not allowed: {move}").format(move=describe(ex.brk)), error=error), words))
    if not panels:
        panels.append((_map(game, _summary(game)), []))
    width = max(svg_size(inner)[0] for inner, _x in panels)
    top = _lines(width - 8, head)
    shows = _lines(width - 8, [(_(ex.shows), "#1e3a8a", True)] if ex.shows else [])
    captions = [_lines(width - 8, words) for _x, words in panels]
    height = LEADING * len(top) + (6 if top else 0)
    height += sum(svg_size(inner)[1] + 6 + LEADING * len(c) for (inner, _x), c in zip(panels, captions, strict=True))
    height += LEADING * len(shows) + 4
    svg = Svg(width, height)
    y = 14.0
    for text, colour, bold in top:
        svg.text(4, y, text, size=12, anchor="start", fill=colour, **({"font_weight": "bold"} if bold else {}))
        y += LEADING
    y += (6 if top else 0) - 14
    for (inner, _x), caption in zip(panels, captions, strict=True):
        svg.parts.append(inner.replace("<svg ", f'<svg x="0" y="{y:g}" ', 1))
        y += svg_size(inner)[1] + 6 + 12
        for text, colour, bold in caption:
            svg.text(4, y, text, size=12, anchor="start", fill=colour, **({"font_weight": "bold"} if bold else {}))
            y += LEADING
        y -= 12
    y += 12
    for text, colour, bold in shows:
        svg.text(4, y, text, size=12, anchor="start", fill=colour, **({"font_weight": "bold"} if bold else {}))
        y += LEADING
    return svg.render()


def try_board(ex: Example, game: Game, tried: str | None, verdict: Verdict | None) -> str:
    """The try-it board: the map (after a legal try: after the move, its cities ringed in green), every city
    clickable, the cities of the moves to try ringed; a refused try ringed in red."""
    clickable = sorted({c for m in ex.moves if (c := spot(m)) is not None})
    options: dict[str, Any] = {"hits": True, "clickable": [c.removeprefix("city:") for c in clickable] or None}
    if tried is not None and verdict is not None:
        cities = _cities(tried)
        if verdict.ok:
            options["marks"] = [(c, GREEN) for c in cities] or None
        elif cities:
            options["error"] = (cities[0], "✗")
    return _map(game, _summary(game), **options)


SECTIONS = Sections({
    rulebook.SETUP: N_("Setup"), rulebook.BASE_SETUP: N_("Base game: setup"),
    rulebook.BASE_TURN: N_("Base game: a turn"), rulebook.PLAY: N_("Moves as text"),
    rulebook.BASE_OFFICIALS: N_("Base game: the officials"),
    rulebook.BASE_ROUTE: N_("Base game: building a route"),
    rulebook.CARD: N_("Horses"), rulebook.CLOSE: N_("Horses"),
    rulebook.DISCARD: N_("Closing a route"), rulebook.HOUSES: N_("Closing a route"),
    rulebook.BASE_CLOSE: N_("Base game: closing a route"),
    rulebook.BASE_CARRIAGE: N_("Base game: carriages"),
    rulebook.BASE_BONUS: N_("Base game: bonus tiles"), rulebook.BONUS: N_("Bonus tiles"),
    rulebook.BASE_END: N_("Base game: end and scoring"), rulebook.END: N_("End and scoring"),
    rulebook.VARIANT: N_("Base rules on the new map"),
})
"""The lesson's sections: the Glanz und Gloria rulebook's own, and apart from them, named "Base game: ...", the base
game's rules, which that rulebook uses without printing them (the tutor rebuilt them from other sources)."""

BASE_NOTE = N_("These are the base game's rules. The Glanz und Gloria rulebook says they all still apply, but does "
               "not print them: the tutor rebuilt them from other sources (rules and reviews of the base game), so "
               "your base game's rulebook has the last word. The pictures show them on the Glanz und Gloria map.")
"""The note every page of a base-game section shows under the section tabs."""

BASE_SECTIONS = ("Base game: setup", "Base game: a turn", "Base game: the officials", "Base game: building a route",
                 "Base game: closing a route", "Base game: carriages", "Base game: bonus tiles",
                 "Base game: end and scoring")
"""The names of the base game's sections (of ``rulebook.BASE_SECTIONS``)."""
NOTES = dict.fromkeys(BASE_SECTIONS, BASE_NOTE)

SPEC = LessonSpec("taxis", taxis.RULES, CATALOGUE, start, picture, try_board, describe, spot, SECTIONS,
                  mark=N_("city with a blue ring"), wide=True, notes=NOTES)
