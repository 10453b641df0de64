"""La Loire, rule by rule: setup, the turn, the move notation, movement, actions in general, the money limits,
the end, the scores and the variants (casual, solo).

Helpers are in ``loire_helpers.py``. Expected numbers are worked out by hand from the Hungarian rulebook
(``rulebooks/loire.hu.txt``) and ``reference/loire.md`` (section 12 for our readings, section 13 for the decided
numbers); the arithmetic is in the comments. Positions use :data:`SHIELDS`, a full shield layout written out
by hand, so every price in a test is known.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from loire_helpers import MARKET, NORTH, PRICE, SOUTH, allowed, game, me, moves, refused

import loire
from loire.scoring import winners
from loire.setup import deal_shields
from loire.state import CARDS, CHARACTER_NAMES, GOODS, PLACES, Piece
from tutor import NotationError

# reference/loire.md 13: 18 shields over 7 colours.
SHIELD_COUNTS = {"red": 4, "blue": 3, "yellow": 3, "purple": 2, "green": 2, "white": 2, "black": 2}
# A layout keeping those counts, with no two neighbours on a road alike.
SHIELDS = {
    "Ancenis": "red", "Angers": "blue", "Langeais": "yellow", "Tours": "red", "Vendôme": "purple", "Blois": "green",
    "Talcy": "red", "Beaugency": "white", "Meung-sur-Loire": "black",
    "Champtoceaux": "blue", "Saumur": "yellow", "Montsoreau": "red", "Chinon": "blue", "Ussé": "yellow",
    "Villandry": "purple", "Amboise": "green", "Cheverny": "white", "Chambord": "black",
}
# Rulebook (HU), Előkészületek: the neutral-horse villages.
HORSES = {
    1: {"Montsoreau", "Ussé", "Amboise", "Langeais", "Vendôme", "Talcy"},
    3: {"Saumur", "Chinon", "Villandry", "Cheverny", "Angers", "Tours", "Blois", "Beaugency"},
}
HORSES[2], HORSES[4] = HORSES[1], HORSES[3]
# Rulebook (HU), A játék vége: the river goal and the delivered messages that end the game, by player count.
GOAL = {1: 20, 2: 20, 3: 17, 4: 15}
MESSAGES_TO_END = {1: 15, 2: 12, 3: 10, 4: 8}
# Rulebook (HU), Karakterkártyák and reference/loire.md 5, 13.
PER_PLAYER = ("Banker", "Apprentice", "Helper", "Mayor")
BLUE = ("Lover", "General", "Philosopher", "Judge", "Provost")
TWO_COPIES = (
    "Wood Merchant", "Grain Merchant", "Cheese Merchant", "Wine Merchant", "Dairyman", "Grain Farmer", "Lumberjack",
    "Vassallus", "Spy", "Lady-in-waiting", "Squire", "Scout", "Blacksmith", "Jester", "City Guard", "Witch",
    "Patronus", "Mensor", "Economus", "Magister Artium",
)
PALACE_KINDS = ("Ducal Palace", "Palatium Balivi", "Post Office", "Bank")
LEVEL1 = (*NORTH, *SOUTH)  # a level-1 message is named by its village (reference/loire.md 13)


def board(players: int = 2, variant: str = "standard", shields: dict[str, str] | None = None,
          **spec: object) -> loire.Game:
    """:func:`loire_helpers.game` on the :data:`SHIELDS` layout, with some shields changed."""
    return game(players, variant, shields={**SHIELDS, **(shields or {})}, **spec)


def seats(players: int, first: dict[str, object]) -> list[dict[str, object]]:
    return [first] + [{} for _ in range(players - 1)]


def travel(g: loire.Game, piece: str) -> None:
    """Play the first legal travel of ``piece`` (a move that changes nothing else)."""
    g.play(next(m for m in g.legal_moves() if isinstance(m, loire.Travel) and m.piece == piece))


def finish_turn(g: loire.Game) -> None:
    """Move whatever has not moved yet, without acting, and end the turn (or take the income if poor)."""
    if moves(g) == {"income"}:
        g.play("income")
        return
    for piece in ("merchant", "messenger"):
        if piece not in g.state.turn.moved:
            travel(g, piece)
    g.play("end")


def rules_of(g: loire.Game) -> list[str]:
    return [rule for rule, _ in g.explain()]


def not_notation(g: loire.Game, text: str) -> None:
    """``text`` cannot be read: refused under loire.notation.syntax, and playing it changes nothing."""
    state = g.state
    verdict = g.check(text)
    assert not verdict.ok and verdict.rule == "loire.notation.syntax", verdict
    with pytest.raises(NotationError):
        g.play(text)
    assert g.state is state and g.history == ()


# == setup ============================================================================================================


@pytest.mark.rule("loire.setup.players", "obey")
@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_one_to_four_players_each_with_a_full_set_of_pieces(n: int) -> None:
    g = loire.new_game(players=n, seed=3)
    assert len(g.players) == n == len(g.state.players)
    assert g.players == ("red", "blue", "green", "yellow")[:n]
    named = loire.new_game(players=["ann", "bob", "cy", "dan"][:n], seed=3)
    assert named.players == ("ann", "bob", "cy", "dan")[:n] and len(named.state.players) == n


@pytest.mark.rule("loire.setup.players", "break")
@pytest.mark.parametrize("n", [0, 5, 6])
def test_no_game_without_players_or_with_more_than_four(n: int) -> None:
    with pytest.raises(ValueError, match="loire.setup.players"):
        loire.new_game(players=n)
    with pytest.raises(ValueError, match="loire.setup.players"):
        loire.new_game(players=[f"p{i}" for i in range(n)])


@pytest.mark.rule("loire.setup.players", "break")
@pytest.mark.parametrize("n", [0, 5])
def test_a_scenario_for_too_many_or_too_few_players_is_refused(n: int) -> None:
    with pytest.raises(ValueError, match="1 to 4 players"):
        loire.scenario(players=n)


@pytest.mark.rule("loire.setup.board", "obey")
def test_twenty_places_two_roads_of_nine_villages() -> None:
    assert loire.BOARD.villages == {"north": NORTH, "south": SOUTH}
    assert len(set(PLACES)) == 20 and set(PLACES) == {"Nantes", "Orléans", *NORTH, *SOUTH}
    loop = ["Nantes", *NORTH, "Orléans", *reversed(SOUTH)]  # reading A1: a loop of 20 places
    edges = {frozenset((loop[i], loop[(i + 1) % 20])) for i in range(20)}
    assert {frozenset(e) for e in loire.BOARD.graph.edges()} == edges
    g = board()
    # From Nantes a merchant with 2 horses (dropping 0, 1 or 2) reaches the 3rd, 2nd or 1st village of either road.
    assert {m for m in moves(g) if m.startswith("merchant")} == {
        f"merchant {change}{road[k]}" for k, change in ((0, "-2 "), (1, "-1 "), (2, "")) for road in (NORTH, SOUTH)}


@pytest.mark.rule("loire.setup.board", "break")
def test_a_place_that_is_not_on_the_board_is_refused() -> None:
    g = board()
    refused(g, "merchant Paris", "loire.notation.syntax")
    refused(g, "messenger Loire", "loire.notation.syntax")
    with pytest.raises(NotationError, match="not a place"):
        board(seats=[{"merchant": "Paris"}, {}])


def _clashes(shields: dict[str, str]) -> list[tuple[str, str]]:
    return [(a, b) for road in (NORTH, SOUTH) for a, b in zip(road, road[1:], strict=False)
            if shields[a] == shields[b]]


@pytest.mark.rule("loire.setup.shields", "obey")
def test_dealt_shields_never_put_the_same_colour_on_neighbours() -> None:
    deals = set()
    for seed in range(60):
        for n in (1, 2, 3, 4):
            s = loire.new_game(players=n, seed=seed).state
            shields = {v: s.shield(v) for v in (*NORTH, *SOUTH)}
            assert _clashes(shields) == [], (seed, n)
            assert Counter(shields.values()) == Counter(SHIELD_COUNTS)
            deals.add(tuple(shields.values()))
    assert len(deals) >= 50  # dealt at random: the seeds give (nearly) all different boards


@pytest.mark.rule("loire.setup.shields", "break")
def test_a_random_deal_with_neighbours_alike_is_repaired_by_swapping() -> None:
    pool = [c for c in SHIELD_COUNTS for _ in range(SHIELD_COUNTS[c])]
    repaired = 0
    for seed in range(30):
        raw = list(pool)
        random.Random(seed).shuffle(raw)
        dealt = dict(zip((*NORTH, *SOUTH), deal_shields(random.Random(seed)), strict=True))
        assert _clashes(dealt) == [] and Counter(dealt.values()) == Counter(SHIELD_COUNTS)
        repaired += bool(_clashes(dict(zip((*NORTH, *SOUTH), raw, strict=True))))
    assert repaired >= 10  # plain shuffles often put neighbours alike; every deal above was still clean
    # Our reading: neighbours are next to each other on one road; the first villages of the two roads may match.
    firsts = [loire.new_game(players=2, seed=seed).state for seed in range(60)]
    assert any(s.shield("Ancenis") == s.shield("Champtoceaux") for s in firsts)


@pytest.mark.rule("loire.setup.market", "obey")
def test_the_market_holds_each_colour_once_at_random() -> None:
    markets = {loire.new_game(players=2, seed=seed).state.market for seed in range(40)}
    assert all(sorted(m) == sorted(SHIELD_COUNTS) for m in markets)
    assert len(markets) >= 30


@pytest.mark.rule("loire.setup.market", "obey")
@pytest.mark.parametrize("colour", MARKET)
def test_market_spaces_are_priced_1_1_2_2_3_3_4(colour: str) -> None:
    g = board(shields={"Saumur": colour}, seats=[{"merchant": "Champtoceaux>Orléans", "merchant_horses": 0}, {}])
    g.play("merchant Saumur")
    g.play("buy cheese")
    expected = {"blue": 1, "yellow": 1, "purple": 2, "red": 2, "green": 3, "white": 3, "black": 4}[colour]
    assert me(g).money == 7 - expected and PRICE[colour] == expected


@pytest.mark.rule("loire.setup.market", "break")
@pytest.mark.parametrize("market", [MARKET[:6], [*MARKET[:6], "blue"], [*MARKET, "orange"]])
def test_a_market_without_each_colour_exactly_once_is_refused(market: list[str]) -> None:
    with pytest.raises(NotationError, match="market"):
        board(market=market)


@pytest.mark.rule("loire.setup.circus", "obey")
@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_the_circus_starts_at_usse(n: int) -> None:
    assert loire.new_game(players=n, seed=n).state.circus == "Ussé"


@pytest.mark.rule("loire.setup.circus", "obey")
def test_the_circus_tile_is_the_one_of_usses_colour() -> None:
    # Ussé green: its tile is 5th (index 4). Buying yellow cheese at Saumur moves yellow to the right end, the
    # tiles right of the gap slide left, so green lands on the middle space: the circus must move to a village of
    # the leftmost colour, now blue (Angers, Champtoceaux, Chinon in SHIELDS).
    g = board(shields={"Ussé": "green"}, seats=[{"merchant": "Champtoceaux>Orléans", "merchant_horses": 0}, {}])
    g.play("merchant Saumur")
    g.play("buy cheese")
    assert g.state.market == ("blue", "purple", "red", "green", "white", "black", "yellow")
    assert moves(g) == {"circus Angers", "circus Champtoceaux", "circus Chinon"}
    g.play("circus Chinon")
    assert g.state.circus == "Chinon"


@pytest.mark.rule("loire.setup.circus", "obey")
def test_buying_at_usse_gets_the_circus_discount() -> None:
    # Ussé red: wood costs 2, less 1 for the circus = 1.
    g = board(shields={"Ussé": "red"}, seats=[{"merchant": "Chinon>Orléans", "merchant_horses": 0}, {}])
    g.play("merchant Ussé")
    g.play("buy wood")
    assert me(g).money == 7 - 1 and me(g).good("wood") == 1


@pytest.mark.rule("loire.setup.circus", "break")
def test_another_tile_reaching_the_middle_does_not_move_the_circus() -> None:
    # Ussé white (index 5): the same purchase puts green, not white, on the middle space.
    g = board(shields={"Ussé": "white"}, seats=[{"merchant": "Champtoceaux>Orléans", "merchant_horses": 0}, {}])
    g.play("merchant Saumur")
    g.play("buy cheese")
    assert g.state.market[3] == "green" and g.state.turn.pending == ()
    assert not any(m.startswith("circus") for m in moves(g))
    refused(g, "circus Chinon", "loire.circus.move")
    travel(g, "messenger")
    assert g.state.circus == "Ussé"


@pytest.mark.rule("loire.setup.neutral-horses", "obey")
@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_neutral_horses_by_player_count(n: int) -> None:
    s = loire.new_game(players=n, seed=7).state
    loose = {p: k for p, k in zip(PLACES, s.loose, strict=True) if k}
    assert loose == dict.fromkeys(HORSES[n], 1)
    assert sum(s.loose) == (6 if n <= 2 else 8)


@pytest.mark.rule("loire.setup.neutral-horses", "obey")
def test_a_neutral_horse_can_be_taken_into_a_team() -> None:
    g = board(seats=[{"merchant": "Montsoreau>Orléans", "merchant_horses": 0}, {}])
    g.play("merchant +1 Ussé")  # 1 horse: 2 places, Chinon then Ussé
    assert me(g).merchant == Piece("Ussé", "Orléans", 1) and g.state.horses_at("Montsoreau") == 0


@pytest.mark.rule("loire.setup.neutral-horses", "break")
def test_the_other_list_gets_no_horse() -> None:
    spec = {"merchant": "Saumur>Orléans", "merchant_horses": 0}
    refused(board(seats=[spec, {}]), "merchant +1 Chinon", "loire.move.add-horse")  # Saumur: 3-4 players only
    allowed(board(players=3, seats=[spec, {}, {}]), "merchant +1 Chinon")
    spec = {"merchant": "Montsoreau>Orléans", "merchant_horses": 0}
    refused(board(players=4, seats=[spec, {}, {}, {}]), "merchant +1 Ussé", "loire.move.add-horse")


@pytest.mark.rule("loire.setup.messages", "obey")
def test_four_shuffled_message_decks() -> None:
    g = loire.new_game(players=2, seed=5)
    s = g.state
    # 18 level-1 cards less the 2 dealt, 14 of level 2 and 3, 8 monastery messages (reference/loire.md 13).
    assert [len(d) for d in s.decks] == [16, 14, 14, 8]
    assert all(CARDS[c].level == level for level, deck in enumerate(s.decks, 1) for c in deck)
    dealt = [c for p in s.players for c in p.hand]
    assert sorted([*s.decks[0], *dealt]) == sorted(LEVEL1)
    other = loire.new_game(players=2, seed=6).state
    assert any(a != b for a, b in zip(s.decks, other.decks, strict=True))


@pytest.mark.rule("loire.setup.messages", "obey")
def test_a_message_bought_is_the_top_card_of_its_deck() -> None:
    g = board(seats=[{"messenger": "Meung-sur-Loire>Orléans", "messenger_horses": 0, "hand": []}, {}])
    top = g.state.decks[1][0]
    g.play("messenger Orléans")
    g.play("message 2")
    assert me(g).hand == (top,) and g.state.decks[1][0] != top and me(g).money == 7 - 2


@pytest.mark.rule("loire.setup.messages", "break")
def test_a_face_down_deck_allows_no_choice() -> None:
    g = board(seats=[{"messenger": "Meung-sur-Loire>Orléans", "messenger_horses": 0, "hand": []}, {}],
              decks={"2": ["blue+red"]})
    g.play("messenger Orléans")
    refused(g, "message 2 purple+red", "loire.message.draw")
    refused(g, "message 2 blue+red", "loire.message.draw")  # even the top card is not picked by name


@pytest.mark.rule("loire.setup.supply", "obey")
def test_the_bank_holds_the_goods() -> None:
    s = loire.new_game(players=3, seed=2).state
    assert dict(zip(GOODS, s.goods, strict=True)) == {"wood": 15, "grain": 8, "cheese": 8, "wine": 8, "beer": 6}
    g = board(seats=[{"merchant": "Champtoceaux>Orléans", "merchant_horses": 0}, {}])
    g.play("merchant Saumur")
    g.play("buy cheese")
    assert g.state.goods[GOODS.index("cheese")] == 8 - 1


@pytest.mark.rule("loire.setup.supply", "break")
def test_goods_are_limited_and_reference_cards_are_not_for_sale() -> None:
    spec = {"merchant": "Champtoceaux>Orléans", "merchant_horses": 0}
    g = board(seats=[spec, {"goods": {"cheese": 7}}])
    g.play("merchant Saumur")
    allowed(g, "buy cheese")  # 8 - 7 = 1 left
    g = board(seats=[spec, {"goods": {"cheese": 8}}])
    g.play("merchant Saumur")
    refused(g, "buy cheese", "loire.buy.supply")
    g = board(seats=[{"merchant": "Champtoceaux>Nantes", "merchant_horses": 0}, {}])
    g.play("merchant Nantes")
    refused(g, "palace Farm Nantes", "loire.notation.syntax")


@pytest.mark.rule("loire.setup.palaces", "obey")
def test_sixteen_palace_cards_two_of_each_in_each_city() -> None:
    s = loire.new_game(players=4, seed=1).state
    keys = loire.state.PALACE_KEYS
    assert set(keys) == {(k, c) for k in PALACE_KINDS for c in ("Nantes", "Orléans")}
    assert dict(zip(keys, s.palaces, strict=True)) == dict.fromkeys(keys, 2) and sum(s.palaces) == 16
    g = board(seats=[{"merchant": "Champtoceaux>Nantes", "merchant_horses": 0, "money": 9}, {}])
    g.play("merchant Nantes")
    g.play("palace Bank Nantes")
    left = dict(zip(keys, g.state.palaces, strict=True))
    assert left[("Bank", "Nantes")] == 1 and left[("Bank", "Orléans")] == 2 and me(g).money == 9 - 4


@pytest.mark.rule("loire.setup.palaces", "break")
def test_a_third_copy_of_a_palace_does_not_exist() -> None:
    spec = {"merchant": "Champtoceaux>Nantes", "merchant_horses": 0, "money": 9}
    g = board(players=3, seats=[spec, {"palaces": ["Bank Nantes"]}, {"palaces": ["Bank Nantes"]}])
    g.play("merchant Nantes")
    refused(g, "palace Bank Nantes", "loire.build.palace")
    allowed(g, "palace Bank Orléans")


@pytest.mark.rule("loire.setup.characters", "obey")
@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_character_copies_by_player_count(n: int) -> None:
    others = 2 if n >= 3 else 1
    expected = {**dict.fromkeys(PER_PLAYER, n), **dict.fromkeys(BLUE, 1), **dict.fromkeys(TWO_COPIES, others)}
    s = loire.new_game(players=n, seed=1).state
    assert dict(zip(CHARACTER_NAMES, s.characters, strict=True)) == expected
    # 1p 4+5+20 = 29, 2p 8+5+20 = 33, 3p 12+5+40 = 57, 4p 16+5+40 = 61
    assert sum(s.characters) == {1: 29, 2: 33, 3: 57, 4: 61}[n]


@pytest.mark.rule("loire.setup.characters", "obey")
def test_with_two_players_each_can_still_hire_an_apprentice() -> None:
    g = board(seats=[{"merchant": "Chinon>Orléans", "merchant_horses": 0}, {"characters": ["Apprentice"]}])
    g.play("merchant Ussé")
    g.play("hire Apprentice")  # red 2 (reference/loire.md 13)
    assert me(g).characters == {"Apprentice"} and me(g).money == 7 - 2


@pytest.mark.rule("loire.setup.characters", "break")
def test_with_two_players_a_character_has_a_single_copy() -> None:
    spec = {"merchant": "Chinon>Orléans", "merchant_horses": 0}
    g = board(seats=[spec, {"characters": ["Spy"]}])
    g.play("merchant Ussé")
    refused(g, "hire Spy", "loire.hire.supply")
    g = board(players=3, seats=[spec, {"characters": ["Spy"]}, {}])
    g.play("merchant Ussé")
    allowed(g, "hire Spy")


@pytest.mark.rule("loire.setup.open-cards", "obey")
def test_every_character_and_palace_in_the_supply_can_be_chosen_by_name() -> None:
    g = board(seats=[{"merchant": "Chinon>Orléans", "merchant_horses": 0, "money": 9}, {"characters": ["Spy"]}])
    g.play("merchant Ussé")
    # All characters lie face up: any of them, except the Spy (blue has the only one) and the Helper (it comes
    # after the Apprentice), may be picked.
    names = {*PER_PLAYER, *BLUE, *TWO_COPIES} - {"Spy", "Helper"}
    assert {m for m in moves(g) if m.startswith("hire")} == {f"hire {n}" for n in names}
    g = board(seats=[{"merchant": "Champtoceaux>Nantes", "merchant_horses": 0, "money": 9}, {}])
    g.play("merchant Nantes")
    assert {m for m in moves(g) if m.startswith("palace")} == {
        f"palace {k} {c}" for k in PALACE_KINDS for c in ("Nantes", "Orléans")}


@pytest.mark.rule("loire.setup.open-cards", "obey")
def test_a_message_bought_lies_open() -> None:
    g = board(seats=[{"messenger": "Meung-sur-Loire>Orléans", "messenger_horses": 0, "hand": []}, {}],
              decks={"1": ["Blois"]})
    g.play("messenger Orléans")
    g.play("message 1")
    assert me(g).hand == ("Blois",) and any("Blois" in text for _, text in g.explain())


@pytest.mark.rule("loire.setup.open-cards", "break")
def test_only_the_message_decks_stay_face_down() -> None:
    g = board(seats=[{"messenger": "Meung-sur-Loire>Orléans", "messenger_horses": 0, "hand": []}, {}],
              decks={"1": ["Blois"]})
    g.play("messenger Orléans")
    refused(g, "message 1 Tours", "loire.message.draw")


@pytest.mark.rule("loire.setup.cubes", "obey")
def test_the_apprentice_and_the_helper_each_bring_a_cube() -> None:
    shields = {"Ancenis": "blue"}
    hand = {"hand": ["blue+yellow", "blue+red"], "progress": {"blue+red": ["Champtoceaux"]}}
    g = board(shields=shields, seats=[{"messenger": "Nantes", "messenger_horses": 0, **hand,
                                       "characters": ["Apprentice", "Helper"]}, {}])
    g.play("messenger Ancenis")
    g.play("deliver blue+yellow")  # the second cube goes on Ancenis
    assert me(g).progress == (("Ancenis",), ("Champtoceaux",))
    g = board(shields=shields, seats=[{"messenger": "Nantes", "messenger_horses": 0, "hand": ["blue+yellow"],
                                       "characters": ["Apprentice"]}, {}])
    g.play("messenger Ancenis")
    g.play("deliver blue+yellow")  # the Apprentice's cube
    assert me(g).progress == (("Ancenis",),)


@pytest.mark.rule("loire.setup.cubes", "break")
def test_no_cube_without_the_apprentice_and_one_only_without_the_helper() -> None:
    shields = {"Ancenis": "blue"}
    g = board(shields=shields, seats=[{"messenger": "Nantes", "messenger_horses": 0, "hand": ["blue+yellow"]}, {}])
    g.play("messenger Ancenis")
    refused(g, "deliver blue+yellow", "loire.character.apprentice")
    g = board(shields=shields, seats=[{"messenger": "Nantes", "messenger_horses": 0, "characters": ["Apprentice"],
                                       "hand": ["blue+yellow", "blue+red"],
                                       "progress": {"blue+red": ["Champtoceaux"]}}, {}])
    g.play("messenger Ancenis")
    refused(g, "deliver blue+yellow", "loire.deliver.cubes")


@pytest.mark.rule("loire.setup.boats", "obey")
@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_every_boat_starts_at_space_zero(n: int) -> None:
    g = loire.new_game(players=n, seed=4)
    assert [p.boat for p in g.state.players] == [0] * n
    assert [g.scores()[p]["boat"] for p in range(n)] == [0] * n
    g = board(players=n, seats=seats(n, {"merchant": "Chambord>Orléans", "merchant_horses": 0}))
    g.play("merchant Orléans")
    g.play("boat 1")  # 6 deniers: 0 -> 1
    assert me(g).boat == 1 and me(g).money == 7 - 6 and g.scores()[0]["boat"] == 1


@pytest.mark.rule("loire.setup.boats", "break")
def test_from_the_start_a_passage_is_far_from_the_goal() -> None:
    # 4 players: goal 15. From 0 a 2-space passage reaches 2 and ends nothing; from 13 it reaches the goal.
    for start, trigger in ((0, None), (13, 0)):
        g = board(players=4, seats=seats(4, {"merchant": "Chambord>Orléans", "merchant_horses": 0, "money": 10,
                                             "boat": start}))
        g.play("merchant Orléans")
        g.play("boat 2")
        assert me(g).boat == start + 2 and g.state.trigger == trigger


@pytest.mark.rule("loire.setup.pieces", "obey")
@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_merchants_in_nantes_messengers_in_orleans_two_horses_each(n: int) -> None:
    s = loire.new_game(players=n, seed=8).state
    for p in s.players:
        assert p.merchant == Piece("Nantes", None, 2) and p.messenger == Piece("Orléans", None, 2)
    assert s.horses_at("Nantes") == s.horses_at("Orléans") == 0
    g = board()
    # 2 horses: 3 places from Orléans, to Talcy (north, 7th from Nantes) or Amboise (south, 7th).
    assert {m for m in moves(g) if m.startswith("messenger") and "-" not in m} == {"messenger Talcy",
                                                                                 "messenger Amboise"}


@pytest.mark.rule("loire.setup.pieces", "break")
def test_the_pieces_start_with_no_room_for_a_third_horse_and_far_apart() -> None:
    g = board()
    refused(g, "merchant +1 Tours", "loire.move.max-horses")
    refused(g, "messenger Langeais", "loire.move.steps")  # 7 places from Orléans
    refused(g, "merchant Talcy", "loire.move.steps")


@pytest.mark.rule("loire.setup.money", "obey")
@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_seven_deniers_and_one_level1_message_each(n: int) -> None:
    s = loire.new_game(players=n, seed=9).state
    assert [p.money for p in s.players] == [7] * n
    hands = [p.hand for p in s.players]
    assert all(len(h) == 1 and CARDS[h[0]].level == 1 and h[0] in LEVEL1 for h in hands)
    assert len({h[0] for h in hands}) == n and all(p.progress == ((),) and p.delivered == () for p in s.players)


@pytest.mark.rule("loire.setup.money", "break")
def test_seven_deniers_are_above_the_city_minimum() -> None:
    g = board()
    refused(g, "income", "loire.money.minimum")  # 7 >= 5
    assert "income" not in moves(g)


FARMS = {"Ancenis": "0 farm", "Langeais": "0 farm", "Champtoceaux": "0 farm", "Montsoreau": "0 farm"}
RICH = {"merchant": "Champtoceaux>Nantes", "merchant_horses": 0, "money": 20, "goods": {"wood": 5}}


@pytest.mark.rule("loire.setup.buildings", "obey")
def test_the_sixth_farm_the_second_monastery_and_second_tower_can_be_built() -> None:
    # 5 farms, 3 north and 2 south: a 6th on the south road (Ussé) keeps the roads 3/3.
    g = board(buildings={**FARMS, "Vendôme": "0 farm"}, seats=[RICH, {}])
    g.play("merchant Nantes")
    g.play("build farm Ussé")
    assert g.state.building("Ussé") == (0, "farm") and me(g).money == 20 - 4 and me(g).good("wood") == 5 - 1
    for kind, paid, wood in (("monastery", 4, 2), ("castle", 6, 1)):
        g = board(buildings={"Ancenis": f"0 {kind}", "Langeais": "0 farm"}, seats=[RICH, {}])
        g.play("merchant Nantes")
        g.play(f"build {kind} Langeais")
        assert g.state.building("Langeais") == (0, kind)
        assert me(g).money == 20 - paid and me(g).good("wood") == 5 - wood


@pytest.mark.rule("loire.setup.buildings", "break")
def test_no_seventh_farm_third_monastery_or_third_tower() -> None:
    g = board(buildings={**FARMS, "Vendôme": "0 farm", "Chinon": "0 farm"}, seats=[RICH, {}])
    g.play("merchant Nantes")
    refused(g, "build farm Tours", "loire.setup.buildings")
    assert not any(m.startswith("build farm") for m in moves(g))
    # A castle keeps its farm token: 5 farms and a castle use all 6.
    g = board(buildings={**FARMS, "Vendôme": "0 castle", "Chinon": "0 farm"}, seats=[RICH, {}])
    g.play("merchant Nantes")
    refused(g, "build farm Tours", "loire.setup.buildings")
    g = board(buildings={"Ancenis": "0 monastery", "Champtoceaux": "0 monastery", "Langeais": "0 farm"},
              seats=[RICH, {}])
    g.play("merchant Nantes")
    refused(g, "build monastery Langeais", "loire.setup.buildings")
    g = board(buildings={"Ancenis": "0 castle", "Champtoceaux": "0 castle", "Langeais": "0 farm"}, seats=[RICH, {}])
    g.play("merchant Nantes")
    refused(g, "build castle Langeais", "loire.build.towers")


@pytest.mark.rule("loire.setup.start-player", "obey")
@pytest.mark.parametrize("n", [2, 3, 4])
def test_the_seed_chooses_the_start_player_then_play_goes_round_in_seat_order(n: int) -> None:
    starts = {loire.new_game(players=n, seed=seed).to_move for seed in range(40)}
    assert starts == set(range(n))
    g = loire.new_game(players=n, seed=1, start_player=n - 1)
    assert g.to_move == n - 1
    finish_turn(g)
    assert g.to_move == 0  # seat order, wrapping round
    finish_turn(g)
    assert g.to_move == 1


@pytest.mark.rule("loire.setup.start-player", "break")
def test_nobody_but_the_start_player_opens() -> None:
    g = loire.new_game(players=3, seed=1, start_player=1)
    refused(g, "red: merchant Langeais", "loire.turn.order")
    refused(g, "green: merchant Langeais", "loire.turn.order")
    allowed(g, "blue: merchant Langeais")


# == the turn =========================================================================================================


@pytest.mark.rule("loire.turn.both-pieces", "obey")
def test_both_pieces_move_in_either_order() -> None:
    g = board()
    g.play("messenger Talcy")
    g.play("merchant -1 Saumur")
    assert me(g).messenger == Piece("Talcy", "Nantes", 2) and me(g).merchant == Piece("Saumur", "Orléans", 1)
    allowed(g, "end")
    g = board()
    g.play("merchant -1 Saumur")
    g.play("messenger Talcy")
    assert g.state.turn.moved == ("merchant", "messenger")


@pytest.mark.rule("loire.turn.both-pieces", "break")
def test_a_piece_moves_only_once_a_turn() -> None:
    g = board()
    g.play("merchant -2 Champtoceaux")
    refused(g, "merchant Saumur", "loire.turn.both-pieces")
    g.play("messenger Talcy")
    refused(g, "messenger Beaugency", "loire.turn.both-pieces")
    refused(g, "merchant Saumur", "loire.turn.both-pieces")
    assert not any(isinstance(m, loire.Travel) for m in g.legal_moves()) and "end" in moves(g)


@pytest.mark.rule("loire.turn.must-move", "obey")
def test_the_turn_ends_once_both_pieces_have_moved() -> None:
    g = board()
    assert "end" not in moves(g)
    g.play("merchant Langeais")
    assert "end" not in moves(g)
    g.play("messenger Amboise")
    allowed(g, "end", "loire.turn.end")


@pytest.mark.rule("loire.turn.must-move", "break")
def test_no_piece_may_stay_put() -> None:
    g = board()
    refused(g, "end", "loire.turn.must-move")
    refused(g, "merchant Nantes", "loire.turn.must-move")
    g.play("merchant Langeais")
    refused(g, "end", "loire.turn.must-move")
    refused(g, "messenger Orléans", "loire.turn.must-move")


@pytest.mark.rule("loire.turn.action-after-move", "obey")
def test_a_piece_acts_right_after_its_move() -> None:
    g = board(seats=[{"merchant": "Champtoceaux>Orléans", "merchant_horses": 0}, {}])
    g.play("merchant Saumur")
    g.play("buy cheese")  # Saumur yellow: 1
    assert me(g).money == 7 - 1 and me(g).good("cheese") == 1
    g.play("messenger Talcy")
    allowed(g, "end")


@pytest.mark.rule("loire.turn.action-after-move", "break")
def test_no_action_before_the_move_or_after_the_other_piece_moved() -> None:
    g = board(seats=[{"merchant": "Saumur>Orléans", "merchant_horses": 0,
                      "messenger": "Meung-sur-Loire>Orléans", "messenger_horses": 0}, {}])
    refused(g, "buy cheese", "loire.turn.action-after-move")  # standing at Saumur, not yet moved
    g.play("messenger Orléans")
    g.play("merchant Montsoreau")
    refused(g, "message 1", "loire.turn.action-after-move")  # the messenger's stop is past
    g = board(seats=[{"merchant": "Champtoceaux>Orléans", "merchant_horses": 0}, {}])
    g.play("merchant Saumur")
    g.play("messenger Talcy")
    refused(g, "buy cheese", "loire.turn.action-after-move")


@pytest.mark.rule("loire.turn.city-merchant", "obey")
def test_the_merchant_sells_builds_and_sails_in_one_city_stop() -> None:
    g = board(seats=[{"merchant": "Chambord>Orléans", "merchant_horses": 0, "money": 8,
                      "goods": {"wood": 3, "cheese": 1}}, {}])
    g.play("merchant Orléans")
    g.play("sell cheese")  # 8 + 5 = 13
    g.play("sell wood 2")  # 13 + 2 * 2 = 17
    g.play("build farm Saumur")  # 17 - 4 = 13, and 1 wood
    g.play("boat 1")  # 13 - 6 = 7
    p = me(g)
    assert p.money == 7 and p.goods == (0, 0, 0, 0, 0) and p.boat == 1
    assert g.state.building("Saumur") == (0, "farm")
    g.play("messenger Talcy")
    allowed(g, "end")


@pytest.mark.rule("loire.turn.city-merchant", "break")
def test_only_one_building_and_one_passage_and_nothing_of_the_sort_in_a_village() -> None:
    g = board(seats=[{"merchant": "Chambord>Orléans", "merchant_horses": 0, "money": 20, "goods": {"wood": 3}}, {}])
    g.play("merchant Orléans")
    g.play("build farm Saumur")
    g.play("boat 1")
    refused(g, "palace Bank Nantes", "loire.build.one-per-turn")
    refused(g, "boat 1", "loire.boat.once")
    g = board(seats=[{"merchant": "Champtoceaux>Orléans", "merchant_horses": 0, "goods": {"wood": 3}}, {}])
    g.play("merchant Saumur")
    refused(g, "sell wood", "loire.sell.where")
    refused(g, "boat 1", "loire.action.city")
    refused(g, "build farm Tours", "loire.action.city")


@pytest.mark.rule("loire.turn.end", "obey")
@pytest.mark.parametrize("n", [2, 4])
def test_after_the_end_the_next_player_in_seat_order_moves(n: int) -> None:
    g = board(players=n, player=n - 1)
    g.play("merchant Langeais")
    g.play("messenger Amboise")
    g.play("end")
    s = g.state
    assert g.to_move == 0 and s.turn.moved == () and s.turns == 1
    assert s.players[n - 1].merchant.place == "Langeais" and s.players[0].merchant.place == "Nantes"
    allowed(g, "merchant Langeais")  # red's own merchant, still in Nantes


@pytest.mark.rule("loire.turn.end", "break")
def test_the_turn_does_not_pass_before_both_pieces_moved() -> None:
    g = board()
    g.play("merchant Langeais")
    refused(g, "end", "loire.turn.must-move")
    assert g.to_move == 0
    g.play("messenger Amboise")
    g.play("end")
    refused(g, "buy wood", "loire.turn.action-after-move")  # blue's turn: nothing of red's stop is left


@pytest.mark.rule("loire.turn.order", "obey")
def test_the_player_to_move_may_name_themselves() -> None:
    g = board(players=3)
    for text in ("red: merchant Langeais", "red: messenger Amboise", "red: end", "blue: merchant Montsoreau",
                 "blue: messenger Talcy", "blue: end"):
        allowed(g, text)
        g.play(text)
    assert g.to_move == 2
    allowed(g, "green: merchant Langeais")


@pytest.mark.rule("loire.turn.order", "break")
@pytest.mark.parametrize("move", ["blue: merchant Langeais", "blue: messenger Talcy", "blue: end", "blue: income",
                                  "green: merchant Montsoreau"])
def test_nobody_else_acts_in_reds_turn(move: str) -> None:
    g = board(players=3)
    refused(g, move, "loire.turn.order")
    g.play("merchant Langeais")
    refused(g, move, "loire.turn.order")


# == notation =========================================================================================================

NOTATION = [
    "merchant Langeais", "merchant +1 Saumur", "messenger -2 Chambord", "messenger -1 Tours smith Blois",
    "buy cheese", "buy wood 2", "sell wood 2", "sell cheese", "boat 2", "build farm Saumur",
    "build castle Saumur patronus", "palace Bank Nantes", "palace Post Office Orléans", "hire Lady-in-waiting",
    "hire Witch", "message 2", "message 2 blue+red", "deliver Nantes.love", "deliver blue+yellow+red",
    "deliver Meung-sur-Loire", "recall blue+red", "circus Tours", "income", "end",
]


@pytest.mark.rule("loire.notation.syntax", "obey")
@pytest.mark.parametrize("text", NOTATION)
def test_every_kind_of_step_is_written_and_read_back(text: str) -> None:
    move = loire.parse(text)
    assert str(move) == text and loire.parse(str(move)) == move
    assert board().parse(f"red: {text}") == move


@pytest.mark.rule("loire.notation.syntax", "obey")
def test_the_notation_names_the_parts() -> None:
    assert loire.parse("merchant +1 Saumur") == loire.Travel("merchant", "Saumur", 1)
    assert loire.parse("messenger -2 Meung-sur-Loire") == loire.Travel("messenger", "Meung-sur-Loire", -2)
    assert loire.parse("sell wood 2") == loire.Sell("wood", 2) and loire.parse("buy cheese") == loire.Buy("cheese", 1)
    assert loire.parse("palace Post Office Orléans") == loire.Palace("Post Office", "Orléans")


@pytest.mark.rule("loire.notation.syntax", "break")
@pytest.mark.parametrize("text", ["", "fly to Paris", "Merchant Langeais", "merchant", "merchant +1",
                                  "merchant Langeais smith", "buy", "sell wood two", "boat x", "build farm",
                                  "palace Bank", "message x", "deliver", "end now", "income 2", "green: end"])
def test_bad_notation_is_refused_and_changes_nothing(text: str) -> None:
    with pytest.raises(NotationError):
        loire.parse(text)
    not_notation(board(), text)


@pytest.mark.rule("loire.notation.syntax", "break")
def test_unknown_names_are_refused() -> None:
    g = board(seats=[{"merchant": "Chinon>Orléans", "merchant_horses": 0}, {}])
    refused(g, "merchant Paris", "loire.notation.syntax")
    g.play("merchant Ussé")
    refused(g, "buy gold", "loire.notation.syntax")
    refused(g, "hire Dragon", "loire.notation.syntax")


# == movement =========================================================================================================


@pytest.mark.rule("loire.move.steps", "obey")
def test_a_team_moves_one_place_more_than_its_horses() -> None:
    g = board(seats=[{"merchant": "Saumur>Orléans", "merchant_horses": 0}, {}])
    assert {m for m in moves(g) if m.startswith("merchant")} == {"merchant Montsoreau"}  # no horse: 1 place
    g = board()
    g.play("merchant -1 Saumur")  # 1 horse: 2 places
    assert me(g).merchant == Piece("Saumur", "Orléans", 1)
    assert g.explain()[0] == ("loire.move.steps", "red leaves 1 horse at Nantes and moves the merchant 2 places to "
                              "Saumur.")


@pytest.mark.rule("loire.move.steps", "break")
@pytest.mark.parametrize("move", ["merchant Saumur", "merchant Champtoceaux", "merchant -1 Montsoreau",
                                  "merchant -2 Saumur", "merchant Tours"])
def test_every_step_must_be_used(move: str) -> None:
    refused(board(), move, "loire.move.steps")


@pytest.mark.rule("loire.move.team", "obey")
def test_the_horses_travel_with_their_piece() -> None:
    g = board()
    g.play("merchant Montsoreau")
    assert me(g).merchant == Piece("Montsoreau", "Orléans", 2)
    assert g.state.horses_at("Nantes") == 0 and g.state.horses_at("Montsoreau") == 1  # the neutral horse stays free


@pytest.mark.rule("loire.move.team", "break")
def test_another_teams_horses_are_not_free() -> None:
    g = board(player=1, loose={}, seats=[{"merchant": "Saumur>Orléans", "merchant_horses": 2},
                                         {"merchant": "Saumur>Orléans", "merchant_horses": 0}])
    refused(g, "merchant +1 Chinon", "loire.move.add-horse")
    assert {m for m in moves(g) if m.startswith("merchant")} == {"merchant Montsoreau"}


@pytest.mark.rule("loire.move.drop-horses", "obey")
def test_horses_left_behind_stay_free_for_anyone() -> None:
    g = board(seats=[{}, {"merchant": "Nantes", "merchant_horses": 0}])
    g.play("merchant -1 Saumur")
    assert me(g).merchant.horses == 1 and g.state.horses_at("Nantes") == 1
    g.play("messenger -2 Meung-sur-Loire")
    assert g.state.horses_at("Orléans") == 2
    g.play("end")
    g.play("merchant +1 Saumur")  # blue takes red's horse
    assert me(g, 1).merchant == Piece("Saumur", "Orléans", 1) and g.state.horses_at("Nantes") == 0


@pytest.mark.rule("loire.move.drop-horses", "break")
def test_no_more_horses_left_behind_than_the_team_has() -> None:
    refused(board(), "merchant -3 Ancenis", "loire.move.drop-horses")
    g = board(seats=[{"merchant": "Saumur>Orléans", "merchant_horses": 0}, {}])
    refused(g, "merchant -1 Montsoreau", "loire.move.drop-horses")


@pytest.mark.rule("loire.move.add-horse", "obey")
def test_one_free_horse_from_the_starting_place_joins_the_team() -> None:
    g = board(loose={"Montsoreau": 2}, seats=[{"merchant": "Montsoreau>Orléans", "merchant_horses": 1}, {}])
    g.play("merchant +1 Villandry")  # 2 horses: Chinon, Ussé, Villandry
    assert me(g).merchant == Piece("Villandry", "Orléans", 2) and g.state.horses_at("Montsoreau") == 1


@pytest.mark.rule("loire.move.add-horse", "break")
def test_at_most_one_horse_and_only_a_free_one_where_the_team_stands() -> None:
    g = board(loose={"Montsoreau": 2, "Chinon": 1}, seats=[{"merchant": "Montsoreau>Orléans", "merchant_horses": 0,
                                                             "messenger": "Saumur>Orléans", "messenger_horses": 0}, {}])
    refused(g, "merchant +2 Villandry", "loire.move.add-horse")
    assert g.check("merchant +2 Villandry").reason == "the merchant may add at most 1 horse a turn (2 with the " \
        "Squire), not 2"
    refused(g, "messenger +1 Chinon", "loire.move.add-horse")  # the free horses are at Montsoreau and Chinon
    assert g.check("messenger +1 Chinon").reason == "no free horse stands at Saumur, where the messenger starts"


@pytest.mark.rule("loire.move.add-horse", "obey")
def test_merchant_and_messenger_may_each_add_a_horse_in_one_turn() -> None:
    # our reading: the one added horse a turn is counted for each piece
    g = board(loose={"Montsoreau": 1, "Saumur": 1}, seats=[{"merchant": "Montsoreau>Orléans", "merchant_horses": 0,
                                                            "messenger": "Saumur>Orléans", "messenger_horses": 0}, {}])
    g.play("merchant +1 Ussé")  # 1 horse: Chinon, Ussé
    g.play("messenger +1 Chinon")  # 1 horse: Montsoreau, Chinon
    assert me(g).merchant.horses == me(g).messenger.horses == 1
    assert g.state.horses_at("Montsoreau") == g.state.horses_at("Saumur") == 0


@pytest.mark.rule("loire.move.add-horse", "break")
def test_the_squire_raises_the_added_horses_to_two_not_three() -> None:
    g = board(loose={"Nantes": 3}, seats=[{"merchant_horses": 0, "characters": ["Squire", "Scout"]}, {}])
    refused(g, "merchant +3 Tours", "loire.move.add-horse")
    assert g.check("merchant +3 Tours").reason == "the merchant may add at most 2 horses a turn, not 3"


@pytest.mark.rule("loire.move.max-horses", "obey")
def test_two_horses_give_the_longest_move() -> None:
    g = board(loose={"Montsoreau": 2}, seats=[{"merchant": "Montsoreau>Orléans", "merchant_horses": 1}, {}])
    # 0, 1 or 2 horses: 1, 2 or 3 places; never 4.
    assert {m for m in moves(g) if m.startswith("merchant")} == {"merchant -1 Chinon", "merchant Ussé",
                                                                  "merchant +1 Villandry"}


@pytest.mark.rule("loire.move.max-horses", "break")
def test_no_third_horse() -> None:
    g = board(loose={"Montsoreau": 1}, seats=[{"merchant": "Montsoreau>Orléans", "merchant_horses": 2}, {}])
    refused(g, "merchant +1 Amboise", "loire.move.max-horses")  # 3 horses would go 4 places


@pytest.mark.rule("loire.move.city-choice", "obey")
def test_leaving_a_city_either_road_may_be_taken() -> None:
    g = board()
    heads = {m.split()[-1] for m in moves(g) if m.startswith("messenger")}
    # From Orléans the roads run back toward Nantes: 1, 2, 3 places on each.
    assert heads == {"Meung-sur-Loire", "Beaugency", "Talcy", "Chambord", "Cheverny", "Amboise"}
    g.play("messenger Talcy")
    assert me(g).messenger.toward == "Nantes"
    g = board()
    g.play("messenger Amboise")
    assert me(g).messenger == Piece("Amboise", "Nantes", 2)


@pytest.mark.rule("loire.move.city-choice", "break")
def test_in_a_village_there_is_no_road_to_choose() -> None:
    g = board(seats=[{"merchant": "Angers>Orléans", "merchant_horses": 1}, {}])
    assert {m for m in moves(g) if m.startswith("merchant")} == {"merchant -1 Langeais", "merchant Tours"}
    refused(g, "merchant Montsoreau", "loire.move.keep-road")  # the 3rd place of the other road


@pytest.mark.rule("loire.move.keep-road", "obey")
def test_a_piece_keeps_its_direction_until_a_city() -> None:
    g = board(seats=[{"merchant": "Saumur>Nantes", "merchant_horses": 0}, {}])
    assert {m for m in moves(g) if m.startswith("merchant")} == {"merchant Champtoceaux"}
    g.play("merchant Champtoceaux")
    assert me(g).merchant == Piece("Champtoceaux", "Nantes", 0)
    finish_turn(g)
    finish_turn(g)
    g.play("merchant Nantes")
    assert me(g).merchant == Piece("Nantes", None, 0)
    finish_turn(g)
    finish_turn(g)
    assert {"merchant Ancenis", "merchant Champtoceaux"} <= moves(g)  # both roads again


@pytest.mark.rule("loire.move.keep-road", "break")
@pytest.mark.parametrize("move", ["merchant Champtoceaux", "merchant Nantes", "merchant Ancenis", "merchant Angers"])
def test_no_turning_back_or_changing_road_in_a_village(move: str) -> None:
    refused(board(seats=[{"merchant": "Saumur>Orléans", "merchant_horses": 0}, {}]), move, "loire.move.keep-road")


@pytest.mark.rule("loire.move.exact-steps", "obey")
def test_a_city_is_reached_exactly() -> None:
    g = board(seats=[{"merchant": "Chambord>Orléans", "merchant_horses": 2}, {}])
    assert {m for m in moves(g) if m.startswith("merchant")} == {"merchant -2 Orléans"}  # 1 place to go
    g.play("merchant -2 Orléans")
    assert me(g).merchant == Piece("Orléans", None, 0) and g.state.horses_at("Chambord") == 2
    g = board(seats=[{"merchant": "Beaugency>Orléans", "merchant_horses": 1}, {}])
    assert {m for m in moves(g) if m.startswith("merchant")} == {"merchant Orléans", "merchant -1 Meung-sur-Loire"}


@pytest.mark.rule("loire.move.exact-steps", "break")
def test_no_move_runs_past_a_city_or_stops_short_of_it() -> None:
    g = board(seats=[{"merchant": "Chambord>Orléans", "merchant_horses": 2}, {}])
    refused(g, "merchant Orléans", "loire.move.exact-steps")
    refused(g, "merchant -1 Orléans", "loire.move.exact-steps")
    g = board(seats=[{"merchant": "Beaugency>Orléans", "merchant_horses": 1}, {}])
    refused(g, "merchant Meung-sur-Loire", "loire.move.steps")


@pytest.mark.rule("loire.move.left-side", "obey")
def test_two_pieces_in_one_village_keep_their_own_directions() -> None:
    g = board(seats=[{"merchant": "Chinon>Orléans", "merchant_horses": 0,
                      "messenger": "Chinon>Nantes", "messenger_horses": 0}, {}])
    assert {m for m in moves(g) if not m.startswith("recall")} == {"merchant Ussé", "messenger Montsoreau"}
    g.play("merchant Ussé")
    g.play("messenger Montsoreau")
    assert me(g).merchant.toward == "Orléans" and me(g).messenger.toward == "Nantes"


@pytest.mark.rule("loire.move.left-side", "break")
def test_a_piece_heading_for_one_city_does_not_go_the_other_way() -> None:
    g = board(seats=[{"merchant": "Chinon>Orléans", "merchant_horses": 0,
                      "messenger": "Chinon>Nantes", "messenger_horses": 0}, {}])
    refused(g, "merchant Montsoreau", "loire.move.keep-road")
    refused(g, "messenger Ussé", "loire.move.keep-road")
    with pytest.raises(NotationError, match="heads nowhere"):
        board(seats=[{"merchant": "Nantes>Orléans"}, {}])
    with pytest.raises(NotationError, match="not a city"):
        board(seats=[{"merchant": "Chinon>Tours"}, {}])


# == actions ==========================================================================================================


@pytest.mark.rule("loire.action.optional", "obey")
def test_a_piece_may_skip_its_action() -> None:
    g = board(seats=[{"merchant": "Champtoceaux>Orléans", "merchant_horses": 0,
                      "messenger": "Langeais>Orléans", "messenger_horses": 0, "hand": ["Tours"]}, {}])
    market = g.state.market
    g.play("merchant Saumur")  # cheese on sale, not bought
    g.play("messenger Tours")  # the message could be delivered, and is not
    g.play("end")
    p = me(g)
    assert p.money == 7 and p.goods == (0, 0, 0, 0, 0) and p.hand == ("Tours",) and p.delivered == ()
    assert g.state.market == market


@pytest.mark.rule("loire.action.optional", "break")
def test_what_a_piece_may_do_depends_on_the_piece() -> None:
    g = board(seats=[{"messenger": "Champtoceaux>Orléans", "messenger_horses": 0}, {}])
    g.play("messenger Saumur")
    refused(g, "buy cheese", "loire.turn.action-after-move")  # the messenger does not buy goods
    g = board(seats=[{"merchant": "Chambord>Orléans", "merchant_horses": 0}, {}])
    g.play("merchant Orléans")
    refused(g, "message 1", "loire.turn.action-after-move")  # the merchant does not buy messages


@pytest.mark.rule("loire.action.village", "obey")
def test_in_a_village_the_merchant_buys_and_the_messenger_delivers() -> None:
    g = board(seats=[{"merchant": "Champtoceaux>Orléans", "merchant_horses": 0,
                      "messenger": "Langeais>Orléans", "messenger_horses": 0, "hand": ["Tours"]}, {}])
    g.play("merchant Saumur")
    g.play("buy cheese")  # yellow: 1
    g.play("messenger Tours")
    g.play("deliver Tours")  # Tours red: pays 2
    p = me(g)
    assert p.money == 7 - 1 + 2 and p.good("cheese") == 1 and p.hand == () and p.delivered == ("Tours",)


@pytest.mark.rule("loire.action.village", "break")
def test_in_a_plain_village_nobody_sells_or_buys_messages() -> None:
    g = board(seats=[{"merchant": "Champtoceaux>Orléans", "merchant_horses": 0, "goods": {"wood": 1},
                      "messenger": "Langeais>Orléans", "messenger_horses": 0}, {}])
    g.play("merchant Saumur")
    refused(g, "sell wood", "loire.sell.where")
    g.play("messenger Tours")
    refused(g, "message 1", "loire.message.buy-where")


@pytest.mark.rule("loire.action.city", "obey")
def test_in_a_city_the_messenger_buys_a_message_or_delivers_a_monastery_message() -> None:
    g = board(seats=[{"messenger": "Meung-sur-Loire>Orléans", "messenger_horses": 0, "hand": []}, {}],
              decks={"3": ["blue+yellow+red"]})
    g.play("messenger Orléans")
    assert {m for m in moves(g) if m.startswith("message")} == {"message 1", "message 2", "message 3"}
    g.play("message 3")
    assert me(g).hand == ("blue+yellow+red",) and me(g).money == 7 - 3
    g = board(seats=[{"messenger": "Ancenis>Nantes", "messenger_horses": 0, "hand": ["Nantes.love"]}, {}])
    g.play("messenger Nantes")
    g.play("deliver Nantes.love")
    assert me(g).delivered == ("Nantes.love",) and me(g).hand == () and me(g).money == 7  # only level 1 pays


@pytest.mark.rule("loire.action.city", "break")
def test_in_a_city_the_messenger_does_one_thing_and_never_buys_level_4() -> None:
    g = board(seats=[{"messenger": "Meung-sur-Loire>Orléans", "messenger_horses": 0, "hand": ["Orléans.love"]}, {}])
    g.play("messenger Orléans")
    refused(g, "message 4", "loire.message.buy-levels")
    g.play("message 1")
    refused(g, "deliver Orléans.love", "loire.turn.action-after-move")
    g = board(seats=[{"merchant": "Champtoceaux>Orléans", "merchant_horses": 0, "money": 10}, {}])
    g.play("merchant Saumur")
    refused(g, "boat 1", "loire.action.city")


@pytest.mark.rule("loire.action.circus-choice", "obey")
def test_at_the_circus_the_merchant_buys_cheaper_or_hires() -> None:
    spec = {"merchant": "Chinon>Orléans", "merchant_horses": 0}
    g = board(shields={"Ussé": "red"}, seats=[spec, {}])
    g.play("merchant Ussé")
    assert {"buy wood", "hire Witch"} <= moves(g)
    g.play("buy wood")  # red 2, less 1 for the circus
    assert me(g).money == 7 - 1
    g = board(shields={"Ussé": "red"}, seats=[spec, {}])
    g.play("merchant Ussé")
    g.play("hire Witch")  # green: 3
    assert me(g).money == 7 - 3 and me(g).characters == {"Witch"}


@pytest.mark.rule("loire.action.circus-choice", "obey")
def test_at_the_circus_the_messenger_delivers_or_hires() -> None:
    spec = {"messenger": "Villandry>Nantes", "messenger_horses": 0, "hand": ["Ussé"]}
    g = board(shields={"Ussé": "red"}, seats=[spec, {}])
    g.play("messenger Ussé")
    assert {"deliver Ussé", "hire Witch"} <= moves(g)
    g.play("deliver Ussé")  # red: pays 2
    assert me(g).money == 7 + 2 and me(g).delivered == ("Ussé",)
    g = board(shields={"Ussé": "red"}, seats=[spec, {}])
    g.play("messenger Ussé")
    g.play("hire Apprentice")
    assert me(g).money == 7 - 2 and me(g).hand == ("Ussé",)


@pytest.mark.rule("loire.action.circus-choice", "break")
def test_at_the_circus_only_one_of_the_two() -> None:
    spec = {"merchant": "Chinon>Orléans", "merchant_horses": 0}
    g = board(seats=[spec, {}])
    g.play("merchant Ussé")
    g.play("buy wood")
    refused(g, "hire Witch", "loire.action.circus-choice")
    g = board(seats=[spec, {}])
    g.play("merchant Ussé")
    g.play("hire Witch")
    refused(g, "buy wood", "loire.action.circus-choice")
    g = board(seats=[{"messenger": "Villandry>Nantes", "messenger_horses": 0, "hand": ["Ussé"]}, {}])
    g.play("messenger Ussé")
    g.play("deliver Ussé")
    refused(g, "hire Witch", "loire.action.circus-choice")


@pytest.mark.rule("loire.action.circus-choice", "break")
def test_at_the_circus_a_messenger_that_hired_delivers_nothing() -> None:
    # The same choice the other way round (reading A8): hiring first rules out the delivery.
    g = board(seats=[{"messenger": "Villandry>Nantes", "messenger_horses": 0, "hand": ["Ussé"]}, {}])
    g.play("messenger Ussé")
    g.play("hire Witch")
    refused(g, "deliver Ussé", "loire.action.circus-choice")


# == money limits =====================================================================================================


@pytest.mark.rule("loire.money.minimum", "obey")
def test_under_five_in_a_city_the_turn_is_one_denier() -> None:
    g = board(seats=[{"money": 3, "palaces": ["Bank Nantes"]}, {}])
    assert moves(g) == {"income"}
    g.play("income")
    assert me(g).money == 3 + 1 and g.to_move == 1  # no Bank payment on a lost turn
    assert me(g).merchant == Piece("Nantes", None, 2) and me(g).messenger == Piece("Orléans", None, 2)
    assert rules_of(g) == ["loire.money.minimum"]
    finish_turn(g)
    assert moves(g) == {"income"}  # 4: again
    g.play("income")
    finish_turn(g)
    assert me(g).money == 5 and "income" not in moves(g) and "merchant Langeais" in moves(g)


@pytest.mark.rule("loire.money.minimum", "break")
@pytest.mark.parametrize("move", ["merchant Langeais", "messenger Talcy", "end", "recall Tours"])
def test_under_five_in_a_city_nothing_else_is_allowed(move: str) -> None:
    refused(board(seats=[{"money": 4}, {}]), move, "loire.money.minimum")


@pytest.mark.rule("loire.money.minimum", "break")
def test_the_minimum_needs_both_a_city_and_under_five() -> None:
    g = board(seats=[{"money": 5}, {}])
    refused(g, "income", "loire.money.minimum")
    g = board(seats=[{"money": 0, "merchant": "Saumur>Orléans", "merchant_horses": 0}, {}])
    refused(g, "income", "loire.money.minimum")
    g.play("merchant Montsoreau")
    assert me(g).money == 0


@pytest.mark.rule("loire.money.maximum", "obey")
def test_the_merchant_leaves_a_city_with_at_most_ten() -> None:
    g = board(seats=[{"money": 14}, {}])
    g.play("merchant Langeais")
    assert me(g).money == 10 and "loire.money.maximum" in rules_of(g)  # 14 - 4 discarded
    g = board(seats=[{"money": 17, "characters": ["Banker"]}, {}])
    g.play("merchant Langeais")
    assert me(g).money == 15


@pytest.mark.rule("loire.money.maximum", "break")
def test_the_limit_applies_only_when_the_merchant_leaves_a_city() -> None:
    g = board(seats=[{"money": 14}, {}])
    g.play("messenger Talcy")  # the messenger is never affected
    assert me(g).money == 14
    g.play("merchant Langeais")  # checked just before the merchant moves
    assert me(g).money == 10
    g = board(seats=[{"money": 14, "merchant": "Saumur>Orléans", "merchant_horses": 0}, {}])
    g.play("merchant Montsoreau")
    assert me(g).money == 14 and "loire.money.maximum" not in rules_of(g)
    g = board(seats=[{"money": 10}, {}])
    g.play("merchant Langeais")
    assert me(g).money == 10


# == the end ==========================================================================================================


def sailing(n: int, boat: int, money: int = 10) -> loire.Game:
    """Red's merchant one place from Orléans with ``money`` deniers and its boat on ``boat``."""
    return board(players=n, seats=seats(n, {"merchant": "Chambord>Orléans", "merchant_horses": 0, "money": money,
                                            "boat": boat}))


@pytest.mark.rule("loire.end.boat", "obey")
@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_a_boat_reaching_the_goal_ends_the_game(n: int) -> None:
    g = sailing(n, GOAL[n] - 2)
    g.play("merchant Orléans")
    g.play("boat 2")
    assert me(g).boat == GOAL[n] and g.state.trigger == 0 and g.state.final == tuple(range(1, n))
    assert "loire.end.last-turns" in rules_of(g)


@pytest.mark.rule("loire.end.boat", "obey")
def test_a_building_owners_boat_can_end_the_game_in_anothers_turn() -> None:
    g = board(players=3, buildings={"Saumur": "1 farm"},
              seats=[{"merchant": "Champtoceaux>Orléans", "merchant_horses": 0}, {"boat": 16}, {}])
    g.play("merchant Saumur")
    g.play("buy cheese")  # blue's farm: blue's boat 16 -> 17, the 3-player goal
    assert me(g, 1).boat == 17 and g.state.trigger == 1


@pytest.mark.rule("loire.end.boat", "break")
@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_a_boat_short_of_the_goal_ends_nothing(n: int) -> None:
    g = sailing(n, GOAL[n] - 3)
    g.play("merchant Orléans")
    g.play("boat 2")
    assert me(g).boat == GOAL[n] - 1 and g.state.trigger is None and g.state.final is None


@pytest.mark.rule("loire.end.boat", "break")
def test_the_goals_of_larger_games_end_nothing_with_two_players() -> None:
    for boat in (13, 15):  # to 15 (the 4-player goal), then 17 (the 3-player goal)
        g = sailing(2, boat)
        g.play("merchant Orléans")
        g.play("boat 2")
        assert g.state.trigger is None


def delivering(n: int, delivered: int, variant: str = "standard") -> loire.Game:
    """Red's messenger one place before Montsoreau with its message, having delivered ``delivered`` others."""
    others = [v for v in LEVEL1 if v != "Montsoreau"][:delivered]
    return board(players=n, variant=variant, seats=seats(n, {
        "messenger": "Saumur>Orléans", "messenger_horses": 0, "hand": ["Montsoreau"], "delivered": others}))


@pytest.mark.rule("loire.end.messages", "obey")
@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_enough_delivered_messages_end_the_game(n: int) -> None:
    g = delivering(n, MESSAGES_TO_END[n] - 1)
    g.play("messenger Montsoreau")
    g.play("deliver Montsoreau")
    assert len(me(g).delivered) == MESSAGES_TO_END[n] and g.state.trigger == 0
    assert g.state.final == tuple(range(1, n))


@pytest.mark.rule("loire.end.messages", "break")
@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_one_message_fewer_ends_nothing(n: int) -> None:
    g = delivering(n, MESSAGES_TO_END[n] - 2)
    g.play("messenger Montsoreau")
    g.play("deliver Montsoreau")
    assert len(me(g).delivered) == MESSAGES_TO_END[n] - 1 and g.state.trigger is None


@pytest.mark.rule("loire.end.messages", "break")
def test_eight_messages_end_only_a_four_player_game() -> None:
    g = delivering(2, 7)
    g.play("messenger Montsoreau")
    g.play("deliver Montsoreau")
    assert len(me(g).delivered) == 8 and g.state.trigger is None


@pytest.mark.rule("loire.end.last-turns", "obey")
def test_the_others_take_one_more_turn_each() -> None:
    g = sailing(3, 15)
    g.play("merchant Orléans")
    g.play("boat 2")  # 17: the 3-player goal
    finish_turn(g)
    assert not g.is_over and g.to_move == 1
    finish_turn(g)
    assert not g.is_over and g.to_move == 2
    finish_turn(g)
    assert g.is_over and g.to_move is None


@pytest.mark.rule("loire.end.last-turns", "obey")
def test_the_last_player_to_trigger_hands_the_last_turn_to_the_first() -> None:
    g = board(player=1, seats=[{}, {"merchant": "Chambord>Orléans", "merchant_horses": 0, "money": 10, "boat": 18}])
    g.play("merchant Orléans")
    g.play("boat 2")
    finish_turn(g)
    assert g.to_move == 0 and not g.is_over
    finish_turn(g)
    assert g.is_over


@pytest.mark.rule("loire.end.last-turns", "obey")
def test_when_an_owner_triggers_in_anothers_turn_the_owner_is_skipped() -> None:
    g = board(players=3, buildings={"Saumur": "1 farm"},
              seats=[{"merchant": "Champtoceaux>Orléans", "merchant_horses": 0}, {"boat": 16}, {}])
    g.play("merchant Saumur")
    g.play("buy cheese")  # blue triggers
    finish_turn(g)
    assert g.to_move == 2  # blue takes no more turn
    finish_turn(g)
    assert g.to_move == 0 and not g.is_over  # red's own turn after the trigger
    finish_turn(g)
    assert g.is_over


@pytest.mark.rule("loire.end.last-turns", "break")
def test_the_trigger_does_not_end_the_game_at_once_nor_give_its_player_another_turn() -> None:
    g = sailing(2, 18)
    g.play("merchant Orléans")
    g.play("boat 2")
    assert not g.is_over
    finish_turn(g)
    assert not g.is_over and g.to_move == 1
    finish_turn(g)
    assert g.is_over
    refused(g, "red: merchant Langeais", "loire.end.over")


def finished() -> loire.Game:
    """A two-player game played to its end: red sails to 20, blue takes the last turn."""
    g = sailing(2, 18)
    g.play("merchant Orléans")
    g.play("boat 2")
    finish_turn(g)
    finish_turn(g)
    return g


@pytest.mark.rule("loire.end.over", "obey")
def test_after_the_last_turn_only_the_scores_remain() -> None:
    g = finished()
    assert g.is_over and g.to_move is None and g.legal_moves() == ()
    assert g.scores()[0]["boat"] == 20 and g.winners() == (0,)  # 20 + 1 undelivered against blue's 1


@pytest.mark.rule("loire.end.over", "break")
@pytest.mark.parametrize("move", ["merchant Langeais", "messenger Talcy", "end", "income", "boat 1",
                                  "red: merchant Langeais", "blue: merchant Langeais"])
def test_nothing_is_played_after_the_end(move: str) -> None:
    g = finished()
    refused(g, move, "loire.end.over")


# == scores ===========================================================================================================

SCORED = {
    "boat": 7,
    "delivered": ["Saumur", "blue+red", "blue+yellow+red", "Nantes.love"],  # love, philosophy, love, love
    "hand": ["Tours", "red+green"],
    "characters": ["Lover", "Apprentice", "Wood Merchant", "Witch"],
    "palaces": ["Bank Nantes", "Post Office Orléans"],
}


@pytest.mark.rule("loire.score.boat", "obey")
@pytest.mark.rule("loire.score.delivered", "obey")
@pytest.mark.rule("loire.score.undelivered", "obey")
@pytest.mark.rule("loire.score.characters", "obey")
@pytest.mark.rule("loire.score.blue", "obey")
@pytest.mark.rule("loire.score.palaces", "obey")
def test_every_scoring_category() -> None:
    g = board(seats=[SCORED, {"hand": []}])
    assert g.scores()[0] == {
        "boat": 7,  # 1 per space
        "delivered": 1 + 3 + 5 + 4,  # levels 1, 2, 3, 4 (reference/loire.md 13)
        "undelivered": 2,  # +1 each (reading A6)
        "characters": 2 + 1 + 0 + 1,  # blue 2, red 1, yellow 0, green 1
        "blue": 2 * 3,  # the Lover: three love messages delivered
        "palaces": 2 + 2,
        "total": 7 + 13 + 2 + 4 + 6 + 4,
    }
    assert g.scores()[1]["total"] == 0


@pytest.mark.rule("loire.score.boat", "obey")
def test_a_passage_scores_its_spaces() -> None:
    g = sailing(2, 3)
    g.play("merchant Orléans")
    g.play("boat 2")
    assert g.scores()[0]["boat"] == 5


@pytest.mark.rule("loire.score.boat", "break")
def test_a_boat_at_the_start_scores_nothing() -> None:
    g = board(seats=[{"hand": []}, {"boat": 9}])
    assert g.scores()[0]["boat"] == 0 == g.scores()[0]["total"] and g.scores()[1]["boat"] == 9


@pytest.mark.rule("loire.score.delivered", "obey")
@pytest.mark.rule("loire.score.undelivered", "break")
def test_a_delivery_turns_one_point_into_the_printed_points() -> None:
    g = board(seats=[{"messenger": "Langeais>Orléans", "messenger_horses": 0, "hand": ["Tours"]}, {}])
    assert (g.scores()[0]["delivered"], g.scores()[0]["undelivered"]) == (0, 1)
    g.play("messenger Tours")
    g.play("deliver Tours")
    assert (g.scores()[0]["delivered"], g.scores()[0]["undelivered"]) == (1, 0)


@pytest.mark.rule("loire.score.delivered", "break")
def test_a_message_in_hand_scores_no_printed_points() -> None:
    g = board(seats=[{"hand": ["blue+yellow+red", "Nantes.love"]}, {}])
    s = g.scores()[0]
    assert s["delivered"] == 0 and s["undelivered"] == 2 and s["total"] == 2


@pytest.mark.rule("loire.score.undelivered", "obey")
def test_each_undelivered_message_scores_one() -> None:
    g = board(seats=[{"hand": ["blue+yellow+red", "Nantes.love"]}, {"hand": ["Tours"]}])
    assert g.scores()[0]["undelivered"] == 2 and g.scores()[1]["undelivered"] == 1


@pytest.mark.rule("loire.score.characters", "break")
def test_characters_left_in_the_supply_score_for_nobody() -> None:
    g = board(seats=[{"hand": [], "characters": ["Wood Merchant", "Dairyman"]}, {"hand": []}])
    assert g.scores()[0]["characters"] == 0 and g.scores()[1]["characters"] == 0  # yellow cards show 0


@pytest.mark.rule("loire.score.blue", "break")
def test_blue_bonus_needs_the_character_and_messages_of_its_type() -> None:
    g = board(seats=[{"characters": ["Lover"], "delivered": ["Angers", "Montsoreau"]},  # war messages
                     {"delivered": ["Saumur", "Ancenis"]}])  # love messages, no Lover
    assert g.scores()[0]["blue"] == 0 and g.scores()[1]["blue"] == 0
    g = board(seats=[{"characters": ["General"], "delivered": ["Angers", "Montsoreau"]}, {}])
    assert g.scores()[0]["blue"] == 4


@pytest.mark.rule("loire.score.palaces", "break")
def test_no_palace_no_palace_points() -> None:
    g = board(seats=[{"hand": []}, {"hand": [], "palaces": ["Bank Orléans"]}])
    assert g.scores()[0]["palaces"] == 0 and g.scores()[1]["palaces"] == 2


@pytest.mark.rule("loire.score.palaces", "obey")
def test_a_palace_bought_scores() -> None:
    g = board(seats=[{"merchant": "Champtoceaux>Nantes", "merchant_horses": 0, "money": 9, "hand": []}, {}])
    g.play("merchant Nantes")
    g.play("palace Ducal Palace Nantes")
    assert g.scores()[0]["palaces"] == 2 and g.scores()[0]["total"] == 2


@pytest.mark.rule("loire.score.tie-break", "obey")
def test_ties_go_to_castles_then_to_buildings() -> None:
    # Equal points (5 each); red has a castle, blue two farms.
    g = board(buildings={"Saumur": "0 castle", "Tours": "1 farm", "Angers": "1 farm"},
              seats=[{"boat": 5, "hand": []}, {"boat": 5, "hand": []}])
    assert g.scores()[0]["total"] == g.scores()[1]["total"] == 5
    assert winners(g.state) == (0,)
    # Equal points (7 each), no castles: red 2 farms, blue a palace (2 points) and 2 farms: 3 buildings.
    g = board(buildings={"Saumur": "0 farm", "Tours": "0 farm", "Angers": "1 farm", "Chinon": "1 monastery"},
              seats=[{"boat": 7, "hand": []}, {"boat": 5, "hand": [], "palaces": ["Bank Nantes"]}])
    assert g.scores()[0]["total"] == g.scores()[1]["total"] == 7
    assert winners(g.state) == (1,)


@pytest.mark.rule("loire.score.tie-break", "break")
def test_points_come_before_the_tie_break_and_a_full_tie_stands() -> None:
    g = board(buildings={"Saumur": "0 castle", "Tours": "0 farm"}, seats=[{"boat": 5, "hand": []},
                                                                        {"boat": 6, "hand": []}])
    assert winners(g.state) == (1,)  # 6 points beat 5 points and a castle
    g = board(buildings={"Saumur": "0 farm", "Tours": "1 farm"}, seats=[{"boat": 5, "hand": []},
                                                                      {"boat": 5, "hand": []}])
    assert winners(g.state) == (0, 1)


# == variants =========================================================================================================


@pytest.mark.rule("loire.variant.casual", "obey")
def test_the_casual_game_has_no_cards_and_no_circus() -> None:
    s = loire.new_game(players=2, seed=1, variant="casual").state
    assert s.circus is None and sum(s.characters) == 0 and sum(s.palaces) == 0
    # Ussé red: wood at the full price 2, no circus discount.
    g = board(variant="casual", shields={"Ussé": "red"}, seats=[{"merchant": "Chinon>Orléans",
                                                                 "merchant_horses": 0}, {}])
    g.play("merchant Ussé")
    assert not any(m.startswith("hire") for m in moves(g))
    g.play("buy wood")
    assert me(g).money == 7 - 2
    # The purchase that would move the circus in a standard game (see above) moves nothing.
    g = board(variant="casual", shields={"Ussé": "green"}, seats=[{"merchant": "Champtoceaux>Orléans",
                                                                   "merchant_horses": 0}, {}])
    g.play("merchant Saumur")
    g.play("buy cheese")
    assert g.state.market[3] == "green" and g.state.turn.pending == () and g.state.circus is None


@pytest.mark.rule("loire.variant.casual", "break")
def test_no_character_or_palace_in_the_casual_game() -> None:
    g = board(variant="casual", seats=[{"merchant": "Chinon>Orléans", "merchant_horses": 0}, {}])
    g.play("merchant Ussé")
    refused(g, "hire Witch", "loire.variant.casual")
    g = board(variant="casual", seats=[{"merchant": "Champtoceaux>Nantes", "merchant_horses": 0}, {}])
    g.play("merchant Nantes")
    refused(g, "palace Bank Nantes", "loire.variant.casual")
    assert not any(m.startswith("palace") for m in moves(g))


def casual_courier(delivered: list[str], hand: list[str], variant: str = "casual") -> loire.Game:
    """Red's messenger in Nantes; Ancenis blue, Angers yellow, Langeais red (the next three places north)."""
    return board(variant=variant, shields={"Ancenis": "blue", "Angers": "yellow", "Langeais": "red"},
                 seats=[{"messenger": "Nantes", "messenger_horses": 0, "hand": hand, "delivered": delivered}, {}])


@pytest.mark.rule("loire.variant.casual-messages", "obey")
def test_casual_two_cubes_and_any_level_in_order() -> None:
    # No Apprentice, no Helper: both cubes go out at once, on a level-2 and a level-3 message.
    g = casual_courier(["Saumur"], ["blue+yellow", "blue+yellow+red"])
    g.play("messenger Ancenis")
    g.play("deliver blue+yellow")
    finish_turn(g)
    finish_turn(g)
    g.play("messenger Angers")
    g.play("deliver blue+yellow")  # 1 level-1 delivered: a level-2 may follow
    assert me(g).delivered == ("Saumur", "blue+yellow")
    g = casual_courier(["Saumur"], ["blue+yellow", "blue+yellow+red"])
    g.play("messenger Ancenis")
    g.play("deliver blue+yellow+red")
    assert me(g).progress == ((), ("Ancenis",))
    g = board(variant="casual", seats=[{"messenger": "Ancenis>Nantes", "messenger_horses": 0,
                                        "hand": ["Nantes.love"]}, {}])
    g.play("messenger Nantes")
    g.play("deliver Nantes.love")  # level 4 is free of the ladder: nothing delivered before
    assert me(g).delivered == ("Nantes.love",)


@pytest.mark.rule("loire.variant.casual-messages", "obey")
def test_casual_level_3_needs_fewer_level_3_than_level_2_deliveries() -> None:
    # Delivered 2 level-1 and 1 level-2: a first level-3 (0 < 1) is allowed.
    g = board(variant="casual", shields={"Ancenis": "blue", "Angers": "yellow", "Langeais": "red"},
              seats=[{"messenger": "Angers>Orléans", "messenger_horses": 0, "hand": ["blue+yellow+red"],
                      "progress": {"blue+yellow+red": ["Ancenis", "Angers"]},
                      "delivered": ["Saumur", "Tours", "white+black"]}, {}])
    g.play("messenger Langeais")
    g.play("deliver blue+yellow+red")
    assert "blue+yellow+red" in me(g).delivered


@pytest.mark.rule("loire.variant.casual-messages", "break")
@pytest.mark.parametrize("delivered", [[], ["Saumur", "white+black"]])
def test_casual_no_more_level_2_than_level_1(delivered: list[str]) -> None:
    g = board(variant="casual", shields={"Ancenis": "blue", "Angers": "yellow"},
              seats=[{"messenger": "Ancenis>Orléans", "messenger_horses": 0, "hand": ["blue+yellow"],
                      "progress": {"blue+yellow": ["Ancenis"]}, "delivered": delivered}, {}])
    g.play("messenger Angers")
    refused(g, "deliver blue+yellow", "loire.variant.casual-messages")


@pytest.mark.rule("loire.variant.casual-messages", "break")
def test_casual_no_more_level_3_than_level_2_and_no_free_cubes_in_the_standard_game() -> None:
    g = board(variant="casual", shields={"Ancenis": "blue", "Angers": "yellow", "Langeais": "red"},
              seats=[{"messenger": "Angers>Orléans", "messenger_horses": 0, "hand": ["blue+yellow+red"],
                      "progress": {"blue+yellow+red": ["Ancenis", "Angers"]}, "delivered": ["Saumur"]}, {}])
    g.play("messenger Langeais")
    refused(g, "deliver blue+yellow+red", "loire.variant.casual-messages")
    g = casual_courier(["Saumur"], ["blue+yellow"], variant="standard")
    g.play("messenger Ancenis")
    refused(g, "deliver blue+yellow", "loire.character.apprentice")


@pytest.mark.rule("loire.variant.solo", "obey")
def test_solo_is_set_up_as_for_two_and_plays_alone() -> None:
    solo, duo = loire.new_game(players=1, seed=3).state, loire.new_game(players=2, seed=3).state
    assert solo.loose == duo.loose and solo.goal() == duo.goal() == 20
    assert solo.players[0].money == 7 and len(solo.players[0].hand) == 1
    g = board(players=1)
    finish_turn(g)
    assert g.to_move == 0 and not g.is_over  # the same player again
    g = sailing(1, 18)
    g.play("merchant Orléans")
    g.play("boat 2")
    finish_turn(g)
    assert g.is_over  # nobody else to take a last turn
    g = delivering(1, 14)
    g.play("messenger Montsoreau")
    g.play("deliver Montsoreau")
    finish_turn(g)
    assert g.is_over


@pytest.mark.rule("loire.variant.solo", "break")
def test_solo_does_not_end_short_of_twenty_or_fifteen() -> None:
    g = sailing(1, 16)
    g.play("merchant Orléans")
    g.play("boat 2")
    finish_turn(g)
    assert me(g).boat == 18 and not g.is_over
    g = delivering(1, 13)
    g.play("messenger Montsoreau")
    g.play("deliver Montsoreau")
    finish_turn(g)
    assert len(me(g).delivered) == 14 and not g.is_over


@pytest.mark.rule("loire.variant.solo-rounds", "obey")
def test_solo_ends_after_sixty_rounds() -> None:
    g = board(players=1)
    for _ in range(59):  # three counting boats of 20 spaces: 60 rounds
        finish_turn(g)
    assert not g.is_over and g.state.rounds == 59
    finish_turn(g)
    assert g.is_over and g.state.rounds == 60 and g.legal_moves() == ()


@pytest.mark.rule("loire.variant.solo-rounds", "break")
def test_sixty_rounds_do_not_end_a_two_player_game() -> None:
    g = board(players=2)
    for _ in range(2 * 60):
        finish_turn(g)
    assert g.state.rounds == 60 and not g.is_over
    finish_turn(g)
    assert not g.is_over
