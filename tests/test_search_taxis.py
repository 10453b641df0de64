"""taxis.search: the Thurn und Taxis bots at three levels -- the deal of what a seat cannot see (the others' hands
and horse-card fronts, the draw pile's order, the reshuffle seed), a position's worth, and the bots' answers."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import fields

import pytest

import taxis
from taxis.bots import GreedyBot
from taxis.rules import legal_moves
from taxis.scoring import scores
from taxis.search import BUDGETS, TaxisSearchBot, bot, determinize, evaluate
from taxis.state import State, horses_of
from taxis.table import describe
from tutor.bots import play_out
from tutor.i18n import language

HIDDEN = {"hands", "horses", "deck", "seed", "cache", "discards", "hidden"}  # what determinize may change


def position(**changes: object) -> taxis.Game:
    """Glanz und Gloria, red to play: both seats hold cards and horse cards, blue has a house."""
    spec: dict[str, object] = {
        "hands": ["Berlin:1 Halle:2", "Leipzig:3 Dresden:1 Weimar:2"], "routes": ["Stettin:1", "Cassel:2"],
        "horses": ["Hamburg:3", "Lübeck:1 Bremen:2"], "houses": ["", "Münster"], "player": 0, "drawn": 1}
    spec.update(changes)
    return taxis.scenario(players=2, variant="gug", **spec)


def unseen(state: State, seat: int) -> Counter[str]:
    others = [p for p in range(state.players) if p != seat]
    return Counter([c for p in others for c in state.hands[p] + state.horses[p] + state.hidden_of(p)]
                   + list(state.deck))


def public_discards(state: State, seat: int) -> Counter[str]:
    """The discards ``seat`` saw go there (its own cards among them)."""
    return Counter(state.discards) - Counter(c for p in range(state.players) if p != seat for c in state.hidden_of(p))


def thrown(seat: int = 1) -> State:
    """:func:`position` after ``seat`` (blue) put cards on the discards unseen: a card over the hand limit and the
    two horse cards of a scrapped route; the discards also hold the open cards of a closed route."""
    game = position(discards="Münster:1 Fulda:1 Cölln:2 Amsterdam:3 Arnheim:1")
    state = game.state
    return state.evolve(hidden=state.hide(seat, ("Amsterdam:3", "Arnheim:1")))


@pytest.mark.parametrize("seat", [0, 1])
def test_a_deal_keeps_the_seats_own_cards_and_everything_public(seat: int) -> None:
    state = position().state
    dealt = determinize(state, seat, random.Random(5))
    assert dealt.hands[seat] == state.hands[seat] and dealt.horses[seat] == state.horses[seat]
    for f in fields(State):
        if f.name not in HIDDEN:
            assert getattr(dealt, f.name) == getattr(state, f.name), f.name
    assert dealt.discards == state.discards and dealt.display == state.display and dealt.routes == state.routes


@pytest.mark.parametrize("seat", [0, 1])
def test_a_deal_keeps_the_unseen_cards_and_every_count(seat: int) -> None:
    state = position().state
    for rng_seed in range(5):
        dealt = determinize(state, seat, random.Random(rng_seed))
        assert unseen(dealt, seat) == unseen(state, seat)
        assert [len(h) for h in dealt.hands] == [len(h) for h in state.hands]
        assert len(dealt.deck) == len(state.deck) and len(dealt.discards) == len(state.discards)
        # a horse card lies face down, but its back is seen: the same horses in the same places
        assert [[horses_of(c) for c in row] for row in dealt.horses] == \
            [[horses_of(c) for c in row] for row in state.horses]
        assert all(h == tuple(sorted(h)) for h in dealt.hands)  # hands stay sorted, as the engine keeps them


def test_a_deal_gets_a_fresh_cache() -> None:
    state = position().state
    legal_moves(state)  # fills the position's cache
    assert state.cache
    dealt = determinize(state, 0, random.Random(1))
    assert dealt.cache == {} and dealt.cache is not state.cache
    dealt.cache["probe"] = 1
    assert "probe" not in state.cache


def test_deals_differ_with_the_generator_and_not_with_the_hidden_cards() -> None:
    state = position().state
    deals = [determinize(state, 0, random.Random(i)) for i in range(6)]
    assert len(set(deals)) == 6  # the deck, the seed, blue's hand and horse fronts dealt otherwise
    assert len({d.hands[1] for d in deals}) > 1 and len({d.horses[1] for d in deals}) > 1
    assert len({d.seed for d in deals}) == 6
    assert determinize(state, 0, random.Random(3)) == deals[3]  # the same generator, the same deal
    # dealt from another arrangement of the hidden cards, the same generator deals the same position
    assert determinize(deals[5], 0, random.Random(3)) == deals[3]


def test_a_deal_of_a_fresh_game_shuffles_the_deck() -> None:
    state = taxis.new_game(players=2, seed=2, variant="gug").state
    a, b = (determinize(state, 0, random.Random(i)) for i in (1, 2))
    assert a.deck != b.deck and sorted(a.deck) == sorted(state.deck)
    assert a.display == state.display


def test_the_worth_grows_with_the_seats_points() -> None:
    plain = position().state
    tiles = position(tiles=[[["route-5", 2]], []]).state
    houses = position(houses=["Amsterdam Brüssel", "Münster"]).state
    assert scores(tiles)[0]["total"] == scores(plain)[0]["total"] + 2
    assert evaluate(tiles, 0) == pytest.approx(evaluate(plain, 0) + 2, abs=0.5)
    assert evaluate(houses, 0) > evaluate(plain, 0) + 1.5
    assert evaluate(tiles, 1) == pytest.approx(evaluate(plain, 1))  # the other seat's worth is untouched


def test_the_worth_counts_the_route_under_way() -> None:
    """Red's route Stettin with Berlin and Halle in hand may close as a route of three: worth more than points."""
    state = position().state
    assert evaluate(state, 0) > scores(state)[0]["total"] + 0.5
    bare = position(hands=["", "Leipzig:3 Dresden:1 Weimar:2"], routes=["", "Cassel:2"]).state
    assert evaluate(bare, 0) == scores(bare)[0]["total"]


def test_easy_is_the_greedy_bot_and_the_others_search() -> None:
    assert type(bot("easy", 1)) is GreedyBot
    medium, hard = bot("medium", 1), bot("hard", 1)
    assert isinstance(medium, TaxisSearchBot) and isinstance(hard, TaxisSearchBot)
    assert (medium.budget, hard.budget) == (BUDGETS["medium"], BUDGETS["hard"])
    assert medium.budget.work * medium.budget.horizon < hard.budget.work * hard.budget.horizon


@pytest.mark.parametrize("level", ["expert", "", "Hard"])
def test_an_unknown_level_is_refused(level: str) -> None:
    with pytest.raises(ValueError, match="unknown bot level"):
        bot(level, 1)


def middle() -> taxis.Game:
    """A two-player game some greedy moves in, at the start of a turn (where the bots have a choice)."""
    game = taxis.new_game(players=2, seed=4, variant="gug")
    play_out(game, [bot("easy", 1), bot("easy", 2)], max_moves=20)
    while game.state.drawn or game.state.played:
        game.play(bot("easy", 3).choose(game))
    return game


def test_the_hard_bot_plays_a_legal_move_and_says_why_in_the_pupils_language() -> None:
    game = middle()
    move = bot("hard", 1).choose(game)
    hard = bot("hard", 1)
    assert hard.choose(game) == move and move in game.legal_moves()
    english = hard.reason
    assert english.startswith(f"{move}: ") and "sampled deals" in english
    with language("hu"):
        other = bot("hard", 1)
        assert other.choose(game) == move
        assert other.reason.startswith(f"{move}: ") and other.reason != english


def test_a_move_the_search_prefers_to_the_greedy_one_is_explained_in_words() -> None:
    """Greedy bots play a game; in the first position where the hard bot would play otherwise, its reason names
    says how much better it was on average and names in words the greedy choice it beat."""
    game = taxis.new_game(players=2, seed=4, variant="gug")
    for _step in range(60):
        hard, greedy = bot("hard", 1), GreedyBot(seed=1)
        move, first = hard.choose(game), greedy.choose(game)
        if move != first:
            break
        game.play(first)
    else:
        pytest.fail("the hard bot never left the greedy bot's move")
    assert move in game.legal_moves()
    assert hard.reason.startswith(f"{move}: on average +")
    assert f"than the move with the best gain now ({describe(first)})" in hard.reason
    with language("hu"):
        assert hard.choose(game) == move and hard.reason.startswith(f"{move}: néhány körrel később átlagosan +")


def test_the_search_never_reads_the_hidden_cards() -> None:
    """The same position with the others' hands, horse fronts and deck dealt otherwise: the same decision, word
    for word (a search that peeked at a blind draw or at blue's cards would decide otherwise)."""
    game = position()
    state, moves = game.state, game.legal_moves()
    for rng_seed in (7, 8):
        other = determinize(state, 0, random.Random(rng_seed))
        assert other.deck != state.deck
        assert bot("hard", 2)._decide(state, moves) == bot("hard", 2)._decide(other, moves)


# -- the cards that went to the discards unseen ---------------------------------------------------------------


@pytest.mark.parametrize("seat", [0, 1])
def test_the_cards_others_discarded_unseen_are_dealt_and_the_rest_of_the_pile_kept(seat: int) -> None:
    state = thrown()
    for rng_seed in range(6):
        dealt = determinize(state, seat, random.Random(rng_seed))
        assert unseen(dealt, seat) == unseen(state, seat)
        assert public_discards(dealt, seat) == public_discards(state, seat)
        assert [len(dealt.hidden_of(p)) for p in (0, 1)] == [0, 2]
    blue_sees = {determinize(state, 1, random.Random(k)).discards for k in range(6)}
    assert blue_sees == {state.discards}  # blue put them there: its deal keeps them
    red_sees = {determinize(state, 0, random.Random(k)).hidden_of(1) for k in range(6)}
    assert len(red_sees) > 1  # red did not see them: they are dealt from what red cannot see


def test_a_deal_does_not_depend_on_which_cards_were_discarded_unseen() -> None:
    state = thrown()
    other = determinize(state, 0, random.Random(9))  # blue's hidden discards (and hand, deck) dealt otherwise
    assert other.hidden_of(1) != state.hidden_of(1)
    one, two = determinize(other, 0, random.Random(2)), determinize(state, 0, random.Random(2))
    assert one == two  # equality leaves out who saw a card, so the hidden discards are compared apart
    assert (one.discards, one.hidden) == (two.discards, two.hidden)


def test_a_card_over_the_hand_limit_goes_to_the_discards_unseen() -> None:
    game = position(hands=["Berlin:1 Halle:2 Fulda:2 Schwerin:3", "Leipzig:3"], drawn=1, played=1)
    game.play("discard Schwerin:3")
    assert game.state.hidden_of(0) == ("Schwerin:3",) and game.state.hidden_of(1) == ()


@pytest.mark.parametrize("how", ["scrap route", "close"])
def test_a_lost_or_closed_routes_horse_cards_go_unseen_its_cities_open(how: str) -> None:
    if how == "close":
        game = position(routes=["Stettin:1 Berlin:1 Halle:2", "Cassel:2"], hands=["Fulda:1", "Leipzig:3"],
                        horses=["Hamburg:3", "Lübeck:1"], drawn=1, played=1)
        how = next(str(m) for m in game.legal_moves() if str(m).startswith("close"))
    else:
        game = position(routes=["Stettin:1", "Cassel:2"], hands=["Fulda:1", "Leipzig:3"], drawn=1)
    game.play(how)
    assert game.state.hidden_of(0) == ("Hamburg:3",)
    assert "Stettin:1" in game.state.discards and "Stettin:1" not in game.state.hidden_of(0)


def test_the_hidden_discards_are_forgotten_when_the_pile_becomes_the_deck() -> None:
    state = thrown()
    empty = state.evolve(deck=(), player=1, drawn=0, played=0)
    after = taxis.ENGINE.apply(empty, taxis.parse("draw deck"))
    assert after.shuffles == state.shuffles + 1 and after.hidden == ()
    # and the records' fingerprints leave it out: who saw a card is not part of the position
    assert state == state.evolve(hidden=()) and taxis.ENGINE.fingerprint(state) == taxis.ENGINE.fingerprint(
        state.evolve(hidden=()))
