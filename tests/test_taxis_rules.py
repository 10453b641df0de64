"""Thurn und Taxis and Glanz und Gloria, rule by rule: setup, the move notation, and the coverage check.

Every rule id of ``taxis.RULES`` has at least one test that keeps it (``obey``) and
one that breaks it (``break``) in ``tests/test_taxis_rules*.py``; the last test of
this file checks that. The helpers here are shared by the other
``test_taxis_rules_*`` files.

Positions are built with :func:`taxis.scenario`: cards are city names (``Ulm``),
in Glanz und Gloria with the horses on their back (``Berlin:2``). Expected results
are worked out from the Hungarian expansion rulebook and ``reference/taxis.md``
(sections 1, 2 and 6), with the provinces and roads written out below by hand;
they are never read off the engine. A route used as a premise is checked against
the map's roads (:func:`road`), so a changed map fails loudly instead of silently.
"""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

import pytest

import taxis
from taxis.board import MAPS
from tutor import IllegalMove, NotationError, coverage
from tutor.coverage import Use, scan_test_file

HOUSES = 20  # per player (base game and expansion alike)

# reference/taxis.md 1.8 (base) and 3.2 (Glanz und Gloria; free cities have no province)
BASE_PROVINCES = {
    "Baiern": ("Augsburg", "Ingolstadt", "Kempten", "München", "Nürnberg", "Passau", "Regensburg", "Würzburg"),
    "Baden": ("Carlsruhe", "Freiburg", "Mannheim"),
    "Württemberg": ("Stuttgart", "Ulm"),
    "Hohenzollern": ("Sigmaringen",),
    "Schweiz": ("Basel", "Zürich"),
    "Tyrol": ("Innsbruck",),
    "Böhmen": ("Budweis", "Pilsen"),
    "Salzburg": ("Linz", "Salzburg"),
    "Polen": ("Lodz",),
}
GUG_PROVINCES = {
    "Prussia": ("Berlin", "Halle", "Stettin", "Münster", "Düsseldorf", "Cölln", "Coblenz"),
    "Mecklenburg": ("Schwerin",),
    "Hannover": ("Hannover", "Göttingen"),
    "Holland": ("Amsterdam", "Arnheim"),
    "Belgium": ("Brüssel",),
    "Thüringen": ("Weimar",),
    "Sachsen": ("Dresden", "Leipzig"),
    "Hessen": ("Cassel", "Fulda"),
    "Bayern": ("Würzburg",),
}
FREE_CITIES = ("Frankfurt", "Bremen", "Hamburg", "Lübeck")
BASE_CITIES = tuple(c for cities in BASE_PROVINCES.values() for c in cities)
GUG_CITIES = tuple(c for cities in GUG_PROVINCES.values() for c in cities) + FREE_CITIES
PRUSSIA = GUG_PROVINCES["Prussia"]

# The rulebook's worked example (Példa): six cities, 2 + 2 + 3 = 7 horses.
EXAMPLE_ROUTE = ("Halle", "Berlin", "Hannover", "Hamburg", "Bremen", "Münster")

# Bonus stacks, top tile first (reference/taxis.md 1.6 and 2.6).
BASE_STACKS = {
    "route-5": (2, 1), "route-6": (3, 2, 1), "route-7": (4, 3, 2, 1), "baiern": (5, 4, 3, 2), "baden": (3, 2, 1),
    "wuerttemberg-hohenzollern": (3, 2, 1), "schweiz-tyrol": (3, 2, 1), "boehmen-salzburg": (4, 3, 2),
    "all-provinces": (6, 5, 4, 3), "game-end": (1,),
}
GUG_STACKS = {
    "route-5": (2, 1), "route-6": (3, 2, 1), "route-7": (4, 3, 2, 1), "route-8": (5, 4, 3, 2, 1),
    "prussia": (5, 4, 3, 2), "mecklenburg-hannover": (3, 2, 1), "holland-belgium": (3, 2, 1),
    "thueringen-sachsen": (3, 2, 1), "hessen-bayern": (3, 2, 1), "all-provinces": (6, 5, 4, 3),
    "free-frankfurt": (1,), "free-bremen": (1,), "free-hamburg": (1,), "free-luebeck": (1,), "game-end": (1,),
}
STACKS = {"base": BASE_STACKS, "gug": GUG_STACKS, "gug-base-rules": GUG_STACKS}
CARRIAGE_VP = {0: 0, 3: 2, 4: 3, 5: 5, 6: 7, 7: 10}


# -- helpers (imported by the other test_taxis_rules_* files) ---------------------------------------


def all_cards(variant: str) -> list[str]:
    """Every city card of a variant, written out from the rulebooks: three per city, 1/2/3 horses in gug."""
    if variant == "base":
        return [c for c in BASE_CITIES for _ in range(3)]
    if variant == "gug":
        return [f"{c}:{h}" for c in GUG_CITIES for h in (1, 2, 3)]
    return [c for c in GUG_CITIES for _ in range(3)]


def rest(variant: str, *used: str) -> str:
    """Every card not in the space-separated ``used`` texts (to put the whole rest on the discard pile)."""
    left = Counter(all_cards(variant)) - Counter(" ".join(used).split())
    return " ".join(sorted(left.elements()))


def road(variant: str, cities: str | tuple[str, ...]) -> None:
    """Premise check: consecutive cities are joined by roads of the map (and no city repeats)."""
    names = cities.split() if isinstance(cities, str) else list(cities)
    graph = MAPS["base" if variant == "base" else "gug"].graph
    assert len(set(names)) == len(names), names
    for a, b in zip(names, names[1:], strict=False):
        assert graph.has_edge(a, b), f"no road {a}–{b} on the {variant} map: the test's premise is wrong"


def no_road(variant: str, a: str, b: str) -> None:
    graph = MAPS["base" if variant == "base" else "gug"].graph
    assert not graph.has_edge(a, b), f"a road {a}–{b} exists on the {variant} map: the test's premise is wrong"


def moves(g: taxis.Game) -> set[str]:
    """The legal moves now, as notation."""
    return {str(m) for m in g.legal_moves()}


def plays(g: taxis.Game) -> set[str]:
    """The legal moves now other than drawing (a second draw with the Postmaster stays open after one)."""
    return {m for m in moves(g) if not m.startswith("draw ")}


def closings(g: taxis.Game, cartwright: bool = False) -> set[frozenset[str]]:
    """The house placements among the legal closings now."""
    return {frozenset(m.cities) for m in g.legal_moves() if isinstance(m, taxis.Close) and m.cartwright == cartwright}


def refused(g: taxis.Game, move: str, rule: str) -> None:
    """``move`` is refused under ``rule`` by check and by play, and the game stays exactly as it was."""
    state, states, history = g.state, g.states, g.history
    verdict = g.check(move)
    assert not verdict.ok and verdict.rule == rule, verdict
    if not move.split(" ")[0].endswith(":"):  # a move named for another player may be legal for the mover
        assert g.parse(move) not in g.legal_moves()
    with pytest.raises(IllegalMove) as err:
        g.play(move)
    assert err.value.verdict.rule == rule
    assert g.state is state and g.states == states and g.history == history


def allowed(g: taxis.Game, move: str, rule: str | None = None) -> None:
    """``move`` is legal now (under ``rule`` if given)."""
    verdict = g.check(move)
    assert verdict.ok, verdict
    assert rule is None or verdict.rule == rule, verdict
    assert g.parse(move) in g.legal_moves()


def closing(variant: str, route: str, **spec: object) -> taxis.Game:
    """Red to close ``route`` (a card was played this turn); in Glanz und Gloria with 15 horses unless told."""
    road(variant, [c.split(":")[0] for c in route.split()])
    if variant == "gug" and "horses" not in spec:
        spec["horses"] = ["Würzburg:3 Würzburg:2 Fulda:3 Fulda:2 Cassel:1 Cassel:2", ""]
    return taxis.scenario(players=2, variant=variant, routes=[route, ""], drawn=1, played=1, **spec)


def baiern(route: str) -> str:
    """The closing that houses every Baiern city of a base ``route`` (mode A)."""
    return "close " + " ".join(c for c in route.split() if c in BASE_PROVINCES["Baiern"])


def tiles(g: taxis.Game, p: int) -> dict[str, int]:
    """Player ``p``'s bonus tiles: stack id -> value."""
    return dict(g.state.tiles[p])


def stacks(g: taxis.Game) -> dict[str, tuple[int, ...]]:
    """The tiles left per stack id, top first."""
    return {s.id: tuple(left) for s, left in zip(g.state.bonus.stacks, g.state.stacks, strict=True)}


# -- setup ---------------------------------------------------------------------------------------------------

VARIANTS = ("base", "gug", "gug-base-rules")


@pytest.mark.rule("taxis.setup.players", "obey")
@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("n", [2, 3, 4])
def test_two_to_four_players_can_play(n: int, variant: str) -> None:
    g = taxis.new_game(players=n, seed=3, variant=variant)
    s = g.state
    assert len(g.players) == n and len(s.hands) == len(s.routes) == len(s.houses) == n
    assert not g.is_over and g.legal_moves()


@pytest.mark.rule("taxis.setup.players", "obey")
def test_players_may_be_named() -> None:
    g = taxis.new_game(players=["Ann", "Bob", "Cy"], seed=1, variant="gug")
    assert g.players == ("Ann", "Bob", "Cy") and len(g.state.hands) == 3


@pytest.mark.rule("taxis.setup.players", "break")
@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("players", [0, 1, 5, 6, ["solo"], ["a", "b", "c", "d", "e"]])
def test_one_or_five_players_are_refused(players: int | list[str], variant: str) -> None:
    with pytest.raises(ValueError):
        taxis.new_game(players=players, seed=1, variant=variant)


@pytest.mark.rule("taxis.setup.cards", "obey")
@pytest.mark.parametrize("variant", VARIANTS)
def test_every_city_has_three_cards_and_expansion_cards_show_one_two_three_horses(variant: str) -> None:
    s = taxis.new_game(players=2, seed=4, variant=variant).state
    cards = sorted(s.deck + s.display)
    assert cards == sorted(all_cards(variant))
    assert len(cards) == (66 if variant == "base" else 69)
    if variant == "gug":
        backs = {c.split(":")[0]: set() for c in cards}
        for c in cards:
            backs[c.split(":")[0]].add(int(c.split(":")[1]))
        assert all(h == {1, 2, 3} for h in backs.values()) and len(backs) == 23
    else:
        assert not any(":" in c for c in cards)  # base cards, and expansion cards under base rules: no horses


@pytest.mark.rule("taxis.setup.cards", "break")
@pytest.mark.parametrize(("variant", "hand"), [
    ("base", "Ulm Ulm Ulm Ulm"),  # a fourth Ulm card does not exist
    ("base", "Ulm:2"),  # base cards carry no horses
    ("base", "Berlin"),  # Berlin is on the expansion board only
    ("gug", "Berlin:4"),  # the backs show 1, 2 or 3 horses
    ("gug", "Berlin:2 Berlin:2"),  # one card of each
    ("gug", "Berlin"),  # an expansion card names its horses
    ("gug", "Ulm:1"),  # Ulm is on the base board only
    ("gug-base-rules", "Berlin:2"),  # under base rules the backs are ignored
    ("gug-base-rules", "Hamburg Hamburg Hamburg Hamburg"),
])
def test_cards_the_game_does_not_have_are_refused(variant: str, hand: str) -> None:
    with pytest.raises(NotationError):
        taxis.scenario(players=2, variant=variant, hands=[hand, ""])


@pytest.mark.rule("taxis.setup.display", "obey")
@pytest.mark.parametrize("variant", VARIANTS)
def test_six_open_cards_the_rest_a_deck_and_empty_hands(variant: str) -> None:
    s = taxis.new_game(players=3, seed=2, variant=variant).state
    assert len(s.display) == 6 and len(s.deck) == len(all_cards(variant)) - 6
    assert s.hands == ((), (), ()) and s.discards == ()
    other = taxis.new_game(players=3, seed=3, variant=variant).state
    assert other.deck + other.display != s.deck + s.display  # shuffled by the seed


@pytest.mark.rule("taxis.setup.display", "obey")
def test_a_taken_open_card_is_replaced_from_the_top_of_the_deck() -> None:
    g = taxis.scenario(players=2, variant="base", display="Ulm Basel Lodz Linz Passau Kempten")
    top = g.state.deck[0]
    g.play("draw Lodz")
    assert sorted(g.state.display) == sorted(["Ulm", "Basel", "Linz", "Passau", "Kempten", top])
    assert g.state.hands[0] == ("Lodz",) and g.state.deck == g.states[0].deck[1:]


@pytest.mark.rule("taxis.setup.display", "break")
def test_with_no_card_left_to_refill_the_display_shrinks(monkeypatch: pytest.MonkeyPatch) -> None:
    """Deck and discards empty: a taken open card leaves a gap of five."""
    # The whole rest of the deck in one hand empties deck and discards: no game gets there (the validator refuses
    # a hand of 60, taxis.turn.hand-limit), but the engine's edge case is tested on it.
    monkeypatch.setattr("taxis.validate.validate", lambda state: None)
    display = "Ulm Basel Lodz Linz Passau Kempten"
    g = taxis.scenario(players=2, variant="base", display=display, hands=[rest("base", display), ""])
    assert g.state.deck == () and g.state.discards == ()
    refused(g, "draw deck", "taxis.turn.draw")  # nothing to draw from the deck either
    g.play("draw Lodz")
    assert sorted(g.state.display) == sorted(["Ulm", "Basel", "Linz", "Passau", "Kempten"])


@pytest.mark.rule("taxis.setup.bonus-stacks", "obey")
@pytest.mark.parametrize("variant", VARIANTS)
def test_bonus_tiles_lie_in_stacks_highest_on_top(variant: str) -> None:
    g = taxis.new_game(players=2, seed=1, variant=variant)
    assert stacks(g) == STACKS[variant]
    assert sum(map(len, STACKS[variant].values())) == (30 if variant == "base" else 39)
    assert g.state.tiles == ((), ())


@pytest.mark.rule("taxis.setup.bonus-stacks", "break")
def test_the_base_game_has_no_expansion_stacks() -> None:
    """Without the expansion there is no route-8, Prussia or free-city stack: an 8-city route takes the 7 tile."""
    assert not {"route-8", "prussia", "free-bremen"} & set(stacks(taxis.new_game(players=2, variant="base")))
    route = "Ulm Augsburg München Ingolstadt Nürnberg Regensburg Passau Linz"
    road("base", route)
    g = taxis.scenario(players=2, variant="base", routes=[route, ""], drawn=1, played=1, hands=["Kempten", ""])
    g.play("close Linz")  # mode A on Salzburg
    assert "route-7" in tiles(g, 0) and tiles(g, 0)["route-7"] == 4


@pytest.mark.rule("taxis.setup.houses", "obey")
@pytest.mark.parametrize("variant", VARIANTS)
def test_twenty_houses_each_none_placed(variant: str) -> None:
    g = taxis.new_game(players=4, seed=1, variant=variant)
    assert all(g.state.houses_left(p) == HOUSES and not g.state.houses[p] for p in range(4))
    assert all(row["houses left"] == -HOUSES for row in g.scores().values())


@pytest.mark.rule("taxis.setup.houses", "break")
def test_placed_houses_leave_the_supply() -> None:
    """Houses come out of the 20: after three are placed, 17 are left and only they cost points."""
    road("base", "Freiburg Carlsruhe Mannheim")
    g = taxis.scenario(players=2, variant="base", routes=["Freiburg Carlsruhe Mannheim", ""], drawn=1, played=1)
    g.play("close Carlsruhe Freiburg Mannheim")
    assert g.state.houses_left(0) == HOUSES - 3 and g.scores()[0]["houses left"] == -(HOUSES - 3)
    assert g.state.houses_left(1) == HOUSES


@pytest.mark.rule("taxis.setup.carriages", "obey")
@pytest.mark.parametrize("variant", ["base", "gug-base-rules"])
def test_base_rules_lay_out_four_carriages_of_each_number(variant: str) -> None:
    s = taxis.new_game(players=3, seed=1, variant=variant).state
    assert s.supply == (4, 4, 4, 4, 4) and s.carriages == (0, 0, 0)  # the principal card: no carriage yet
    assert all(row["carriage"] == 0 for row in taxis.new_game(players=3, variant=variant).scores().values())


@pytest.mark.rule("taxis.setup.carriages", "break")
def test_glanz_und_gloria_has_no_carriages_to_take() -> None:
    """No base carriages in the expansion: a 7-city route (enough horses) earns no carriage."""
    s = taxis.new_game(players=3, seed=1, variant="gug").state
    assert sum(s.supply) == 0
    route = "Lübeck:1 Schwerin:1 Stettin:1 Berlin:1 Halle:1 Weimar:1 Fulda:1"
    road("gug", "Lübeck Schwerin Stettin Berlin Halle Weimar Fulda")
    g = taxis.scenario(players=2, variant="gug", routes=[route, ""], horses=["Cölln:3 Coblenz:2", ""],
                       drawn=1, played=1)
    g.play("close Berlin Halle Stettin")
    assert g.state.carriages == (0, 0) and g.scores()[0]["carriage"] == 0
    assert tiles(g, 0)["route-7"] == 4


@pytest.mark.rule("taxis.setup.gug-carriage", "obey")
def test_every_expansion_carriage_starts_with_two_horses_and_no_cartwright() -> None:
    g = taxis.new_game(players=4, seed=2, variant="gug")
    assert [g.state.horse_count(p) for p in range(4)] == [2, 2, 2, 2]
    road("gug", "Halle Berlin Hannover")
    # two horses close a route of two cards at most: a 3-card route needs one more horse
    g = taxis.scenario(players=2, variant="gug", routes=["Halle:1 Berlin:1 Hannover:1", ""], drawn=1, played=1)
    refused(g, "close Berlin Halle", "taxis.horses.close")
    g = taxis.scenario(players=2, variant="gug", routes=["Halle:1 Berlin:1 Hannover:1", ""], horses=["Weimar:1", ""],
                       drawn=1, played=1)
    allowed(g, "close Berlin Halle")
    refused(g, "close Berlin Halle with cartwright", "taxis.official.cartwright")


@pytest.mark.rule("taxis.setup.gug-carriage", "break")
def test_under_base_rules_there_are_no_horses_to_count() -> None:
    """Base rules: the principal card pulls any route; the Cartwright is there."""
    road("base", "Freiburg Carlsruhe Mannheim")
    g = taxis.scenario(players=2, variant="base", routes=["Freiburg Carlsruhe Mannheim", ""], drawn=1, played=1)
    allowed(g, "close Carlsruhe Freiburg Mannheim")
    allowed(g, "close Carlsruhe Freiburg Mannheim with cartwright", "taxis.official.cartwright")
    g = taxis.scenario(players=2, variant="gug-base-rules", routes=["Halle Berlin Hannover", ""], drawn=1, played=1)
    allowed(g, "close Berlin Halle")


@pytest.mark.rule("taxis.setup.free-city-tiles", "obey")
def test_a_one_point_tile_lies_on_each_free_city() -> None:
    g = taxis.new_game(players=2, seed=1, variant="gug")
    free = {s.city: left for s, left in zip(g.state.bonus.stacks, g.state.stacks, strict=True)
            if s.kind == "free-city"}
    assert free == dict.fromkeys(FREE_CITIES, (1,))
    assert {c for c in GUG_CITIES if MAPS["gug"].cities[c].free} == set(FREE_CITIES)


@pytest.mark.rule("taxis.setup.free-city-tiles", "break")
def test_no_tile_lies_on_a_city_of_a_province() -> None:
    """Hannover is in a province: the first house there earns no free-city tile (nor a group tile, 1 of 3)."""
    road("gug", "Münster Hannover Göttingen")
    g = taxis.scenario(players=2, variant="gug", routes=["Münster:1 Hannover:1 Göttingen:1", ""],
                       horses=["Cölln:1", ""], drawn=1, played=1)
    g.play("close Göttingen Hannover")
    assert tiles(g, 0) == {}
    assert not [s for s in taxis.new_game(players=2, variant="base").state.bonus.stacks if s.kind == "free-city"]


# -- the courier and the start player -----------------------------------------------------------------------


def last_house_game(variant: str, players: int, start: int, trigger: int) -> taxis.Game:
    """``trigger`` (to move, card played) has 19 houses and closes Freiburg-Carlsruhe-Mannheim (base) or
    Halle-Berlin-Hannover (expansion board), placing the 20th; everyone else holds a card to start a route with."""
    if variant == "base":
        route, others, hand = "Freiburg Carlsruhe Mannheim", BASE_CITIES, ["Ulm", "Lodz", "Basel", "Linz"]
    else:
        route, others, hand = "Halle Berlin Hannover", GUG_CITIES, ["Lübeck", "Cassel", "Weimar", "Dresden"]
    road(variant, route)
    houses = [c for c in others if c not in route.split()][:HOUSES - 1]
    assert len(houses) == HOUSES - 1
    horses = [""] * players
    if variant == "gug":
        route, hand = " ".join(f"{c}:1" for c in route.split()), [f"{c}:1" for c in hand]
        horses[trigger] = "Cölln:3"
    return taxis.scenario(
        players=players, variant=variant, routes=[route if p == trigger else "" for p in range(players)],
        hands=hand[:players], horses=horses, houses=[houses if p == trigger else [] for p in range(players)],
        player=trigger, start=start, drawn=1, played=1)


def finish_turn(g: taxis.Game) -> None:
    """The player to move draws from the deck, plays a card (scrapping a stuck route first), keeps to the hand
    limit and ends the turn, closing nothing."""
    g.play("draw deck")
    legal = g.legal_moves()
    if taxis.Scrap() in legal:
        g.play("scrap route")
        legal = g.legal_moves()
    g.play(next(m for m in legal if isinstance(m, (taxis.Route, taxis.Horse))))
    while taxis.End() not in g.legal_moves():
        g.play(next(m for m in g.legal_moves() if isinstance(m, taxis.Discard)))
    g.play("end")


@pytest.mark.rule("taxis.setup.courier", "obey")
@pytest.mark.rule("taxis.end.round", "obey")
def test_the_courier_is_right_of_the_start_player_and_plays_last() -> None:
    """Blue starts, so red (the seat before blue) holds the courier: green triggers, red still plays, then it ends."""
    g = last_house_game("gug", players=3, start=1, trigger=2)
    g.play("close Hannover")  # one house left: the 20th
    assert g.state.trigger == 2 and g.state.houses_left(2) == 0
    g.play("end")
    assert not g.is_over and g.to_move == 0
    finish_turn(g)  # red, the courier, has the last turn of the round
    assert g.is_over and g.to_move is None


@pytest.mark.rule("taxis.setup.courier", "break")
@pytest.mark.rule("taxis.end.round", "break")
def test_the_start_player_does_not_hold_the_courier_so_the_round_goes_on() -> None:
    """Red starts and triggers: red is not last in the round, so blue and green (the courier) still play."""
    g = last_house_game("gug", players=3, start=0, trigger=0)
    g.play("close Hannover")
    g.play("end")
    assert not g.is_over and g.to_move == 1
    finish_turn(g)
    assert not g.is_over and g.to_move == 2
    finish_turn(g)
    assert g.is_over


@pytest.mark.rule("taxis.setup.start-player", "obey")
@pytest.mark.parametrize("variant", VARIANTS)
def test_the_start_player_is_fixed_by_the_seed_then_play_goes_clockwise(variant: str) -> None:
    g = taxis.new_game(players=3, seed=8, variant=variant)
    start = g.to_move
    assert g.state.start == start and taxis.new_game(players=3, seed=8, variant=variant).to_move == start
    for k in range(7):
        assert g.to_move == (start + k) % 3
        finish_turn(g)


@pytest.mark.rule("taxis.setup.start-player", "break")
def test_the_start_player_is_not_always_the_first_seat() -> None:
    """The seed chooses; a start player may also be agreed."""
    assert len({taxis.new_game(players=4, seed=s).to_move for s in range(30)}) > 1
    assert taxis.new_game(players=4, seed=0, start_player=2).to_move == 2


# -- notation ------------------------------------------------------------------------------------------------

NOTATION = ["draw Bremen", "draw deck", "administrator", "route Halle", "route Halle start", "route Halle:2",
            "horse Cölln:3", "scrap route", "close Berlin Halle Münster", "close Augsburg München with cartwright",
            "discard Weimar", "end"]


@pytest.mark.rule("taxis.notation.syntax", "obey")
@pytest.mark.parametrize("text", NOTATION)
def test_every_kind_of_move_is_written_and_read_back(text: str) -> None:
    move = taxis.parse(text)
    assert str(move) == text and taxis.parse(str(move)) == move
    assert taxis.new_game(players=2, seed=1).parse(f"red: {text}") == move


@pytest.mark.rule("taxis.notation.syntax", "obey")
def test_house_cities_are_a_set_and_route_end_is_the_default() -> None:
    assert taxis.parse("close Münster Halle Berlin") == taxis.parse("close Berlin Halle Münster")
    assert taxis.parse("route Ulm end") == taxis.parse("route Ulm")
    assert taxis.parse("close Ulm Stuttgart with cartwright").cartwright


@pytest.mark.rule("taxis.notation.syntax", "break")
@pytest.mark.parametrize("text", ["", "   ", "garbage", "draw", "draw Ulm Basel", "route", "route Ulm middle",
                                  "route Ulm end start", "horse", "discard", "scrap", "scrap all", "end now",
                                  "administrator Ulm", "fly Ulm"])
def test_bad_notation_is_refused_and_changes_nothing(text: str) -> None:
    g = taxis.new_game(players=2, seed=1)
    state = g.state
    with pytest.raises(NotationError):
        taxis.parse(text)
    verdict = g.check(text)
    assert not verdict.ok and verdict.rule == "taxis.notation.syntax", verdict
    with pytest.raises(NotationError):
        g.play(text)
    assert g.state is state and g.history == ()


@pytest.mark.rule("taxis.notation.syntax", "break")
def test_something_that_is_no_taxis_move_is_refused() -> None:
    g = taxis.new_game(players=2, seed=1)
    verdict = g.check(("route", "Ulm"))
    assert not verdict.ok and verdict.rule == "taxis.notation.syntax"


# -- every rule has an obey and a break test -------------------------------------------------------------------


def _xfail_tests(path: Path) -> set[str]:
    """Names of the test functions in ``path`` marked xfail (they may not be the only test of a rule)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef):
            for d in node.decorator_list:
                call = d.func if isinstance(d, ast.Call) else d
                if ast.unparse(call).endswith("mark.xfail"):
                    out.add(f"{path.name}::{node.name}")
    return out


def test_every_taxis_rule_has_an_obey_and_a_break_test() -> None:
    uses: list[Use] = []
    xfail: set[str] = set()
    paths = sorted(Path(__file__).parent.glob("test_taxis_rules*.py"))
    assert len(paths) > 1
    for path in paths:
        xfail |= _xfail_tests(path)
        for item in scan_test_file(path, path.name):
            assert isinstance(item, Use), item  # a marker that cannot be read
            uses.append(item)
    unknown = {u.rule for u in uses} - set(taxis.RULES)
    assert not unknown, f"markers name unknown rules: {sorted(unknown)}"
    assert len(taxis.RULES) == 61
    for case in ("obey", "break"):
        missing = [r for r in taxis.RULES if not any(u.rule == r and u.kind == case for u in uses)]
        assert not missing, f"rules without a {case} test: {missing}"
        only_xfail = [r for r in taxis.RULES
                      if not any(u.rule == r and u.kind == case and u.where.split("[")[0] not in xfail for u in uses)]
        assert not only_xfail, f"rules whose only {case} test is an expected failure: {only_xfail}"


def test_the_project_coverage_scan_finds_an_obey_and_a_break_test_for_every_taxis_rule() -> None:
    found = coverage.collect(Path(__file__).resolve().parents[1])
    assert not coverage.unknown_uses(found, {"taxis": taxis.RULES}, ["taxis"])
    missing = [(r, case) for r in taxis.RULES for case in ("obey", "break") if not found.places(r, case)]
    assert not missing
