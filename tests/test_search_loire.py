"""La Loire's search bots (:mod:`loire.search`): the deal a seat cannot see, a position's worth, and the levels."""

from __future__ import annotations

import random
from dataclasses import fields

import pytest

import loire
from loire.bots import POOR, GreedyBot
from loire.moves import BuyMessage, Circus, Income, Recall
from loire.search import STRANDED, LoireSearchBot, bot, determinize, evaluate
from loire.state import State
from tutor.i18n import language

MARKET = ["blue", "yellow", "purple", "red", "green", "white", "black"]
OPEN = tuple(f.name for f in fields(State) if f.name not in ("decks", "seed", "cache"))
"""Everything in a position that every seat sees."""


def played(seed: int = 4, moves: int = 120) -> loire.Game:
    """A two-player game after ``moves`` moves of greedy bots."""
    g = loire.new_game(players=2, seed=seed)
    bots = [GreedyBot(seed), GreedyBot(seed + 1)]
    for _ in range(moves):
        g.play(bots[g.to_move].choose(g))
    return g


def stopped(piece: str, place: str, red: dict, **spec: object) -> loire.Game:
    """Red (to move) has just stopped ``piece`` at ``place`` and may act there."""
    return loire.scenario(players=2, seed=1, player=0, market=MARKET, seats=[{piece: place, **red}, {}],
                          turn={"moved": [piece], "acting": piece}, **spec)


# -- determinize ----------------------------------------------------------------------------------------------


@pytest.mark.parametrize("seat", [0, 1])
def test_a_deal_keeps_everything_open_and_only_reorders_the_decks(seat: int) -> None:
    s = played().state
    dealt = determinize(s, seat, random.Random(7))
    for name in OPEN:
        assert getattr(dealt, name) == getattr(s, name), name
    assert dealt.players[seat] == s.players[seat] and dealt.players == s.players
    assert [len(d) for d in dealt.decks] == [len(d) for d in s.decks]
    assert [sorted(d) for d in dealt.decks] == [sorted(d) for d in s.decks]
    assert dealt.decks != s.decks and dealt.seed != s.seed


def test_a_deal_has_a_cache_of_its_own() -> None:
    s = played().state
    legal = loire.ENGINE.legal_moves(s)  # fills the position's cache
    assert s.cache
    dealt = determinize(s, s.player, random.Random(1))
    assert dealt.cache == {} and dealt.cache is not s.cache
    assert loire.ENGINE.legal_moves(dealt) == legal
    assert "legal" in dealt.cache and s.cache["legal"] is legal


def test_deals_differ_with_the_generator_and_repeat_with_it() -> None:
    s = played().state
    one, two = determinize(s, 0, random.Random(1)), determinize(s, 0, random.Random(2))
    assert one.decks != two.decks and one.seed != two.seed
    again = determinize(s, 0, random.Random(1))
    assert (again.decks, again.seed) == (one.decks, one.seed)


def test_a_deal_depends_only_on_what_the_seat_knows() -> None:
    s = played().state
    other = determinize(s, 1, random.Random(5))  # the same position with the decks in another order
    assert other.decks != s.decks
    for seat in (0, 1):
        assert determinize(s, seat, random.Random(3)) == determinize(other, seat, random.Random(3))


def test_the_spys_three_cards_stay_for_their_owner_and_are_dealt_for_the_other_seat() -> None:
    top = ("Langeais", "Tours", "Vendôme")
    g = stopped("messenger", "Orléans", {"hand": [], "characters": ["Spy"]}, decks={"1": [*top, "Blois"]})
    s = g.state
    mine = [determinize(s, 0, random.Random(k)) for k in range(8)]
    assert all(d.decks[0][:3] == top for d in mine)
    assert all(loire.ENGINE.legal_moves(d) == loire.ENGINE.legal_moves(s) for d in mine)
    assert len({d.decks[0][3:] for d in mine}) > 1  # the rest of the deck is dealt again
    theirs = [determinize(s, 1, random.Random(k)) for k in range(8)]
    assert any(d.decks[0][:3] != top for d in theirs)


def test_a_ducal_palace_shows_its_owner_the_whole_deck() -> None:
    g = stopped("messenger", "Nantes", {"hand": [], "palaces": ["Ducal Palace Nantes"]})
    s = g.state
    dealt = determinize(s, 0, random.Random(3))
    assert dealt.decks[:3] == s.decks[:3]  # levels 1-3 are on offer card by card
    assert dealt.decks[3] != s.decks[3] and sorted(dealt.decks[3]) == sorted(s.decks[3])
    assert dealt.seed != s.seed  # the Ducal Palace's shuffle after the pick is dealt again too


# -- evaluate -------------------------------------------------------------------------------------------------


def test_the_worth_grows_with_the_seats_points() -> None:
    worths = [evaluate(loire.scenario(players=2, seed=1, player=0, seats=[{"boat": b}, {}]).state, 0)
              for b in (0, 2, 4)]
    assert worths[0] + 1.5 < worths[1] < worths[0] + 2 and worths[1] + 1.5 < worths[2] < worths[1] + 2
    s = loire.scenario(players=2, seed=1, player=0, seats=[{"palaces": ["Bank Nantes"]}, {}]).state
    assert evaluate(s, 0) > evaluate(loire.scenario(players=2, seed=1, player=0).state, 0) + 2


def test_the_worth_counts_what_is_under_way() -> None:
    s = loire.scenario(players=2, seed=1, player=0).state
    assert evaluate(s, 0) > loire.ENGINE.scores(s)[0]["total"]  # 7 deniers and a message to deliver
    rich = loire.scenario(players=2, seed=1, player=0, seats=[{"money": 9, "goods": {"wine": 1}}, {}]).state
    assert evaluate(rich, 0) > evaluate(s, 0) + 0.5


def test_a_seat_stuck_poor_in_a_city_is_worth_less_before_its_turn() -> None:
    def worth(place: str) -> float:
        return evaluate(loire.scenario(players=2, seed=1, player=0, seats=[{}, {"merchant": place, "money": 2}])
                        .state, 1)

    three_short = 3 * (POOR + STRANDED)  # worth's charge for three lost turns, and the search's own
    assert worth("Nantes") == pytest.approx(worth("Saumur") - three_short)


def test_a_finished_game_is_worth_its_points() -> None:
    g = played(seed=2, moves=0)
    bots = [GreedyBot(1), GreedyBot(2)]
    while not g.is_over:
        g.play(bots[g.to_move].choose(g))
    assert [evaluate(g.state, p) for p in (0, 1)] == [g.scores()[p]["total"] for p in (0, 1)]


# -- the levels -----------------------------------------------------------------------------------------------


def test_easy_is_the_greedy_bot() -> None:
    easy = bot("easy", 1)
    assert type(easy) is GreedyBot
    g = played(moves=30)
    assert easy.choose(g) == GreedyBot(1).choose(g)


def test_an_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown bot level 'expert'"):
        bot("expert", 1)


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_the_search_bots_play_legal_moves_and_say_why_in_both_languages(level: int) -> None:
    g = loire.new_game(players=2, seed=3)
    searcher = bot(level, 1)
    assert isinstance(searcher, LoireSearchBot) and searcher.name == f"{level} bot"
    move = searcher.choose(g)
    english = searcher.reason
    assert move in g.legal_moves()
    assert english.startswith(f"{move}: ") and "sampled deal" in english  # it searched
    with language("hu"):
        again = searcher.choose(g)
    assert again == move and searcher.reason.startswith(f"{move}: ") and searcher.reason != english
    other = bot(level, 1)
    with language("hu"):
        assert other.choose(g) == move and other.reason == searcher.reason


def test_a_move_the_greedy_bot_would_not_play_is_explained_on_its_own_terms() -> None:
    g = played(moves=57)
    searcher = bot("hard", 1)
    assert isinstance(searcher, LoireSearchBot)
    s = g.state
    moves = [m for m in g.legal_moves() if not isinstance(m, (Recall, Circus, Income))]
    assert len(moves) > 3
    first = GreedyBot(1).choose(g)
    for lang in ("en", "hu"):
        with language(lang):
            for m in moves:
                assert searcher.reason_for(s, m, first, 0.5).startswith(f"{m}: "), (lang, m)


def test_the_hard_bot_plays_a_whole_stop_legally() -> None:
    g = played(moves=200)
    hard, p = bot("hard", 5), g.to_move
    while g.to_move == p and not g.is_over:
        move = hard.choose(g)
        assert move in g.legal_moves() and hard.reason.startswith(f"{move}: ")
        g.play(move)


# -- the greedy bot does not read the top card either ---------------------------------------------------------


def test_the_greedy_bot_decides_the_same_whatever_order_the_decks_are_in() -> None:
    """Where an unseen message may be bought, the greedy bot weighs the cards its deck holds, not the top one."""
    g = loire.new_game(players=2, seed=6)
    bots = [GreedyBot(6), GreedyBot(7)]
    checked = 0
    while not g.state.over and checked < 6:
        s = g.state
        if any(isinstance(m, BuyMessage) and m.card is None for m in g.legal_moves()):
            checked += 1
            decided = set()
            for k in range(4):  # the same position with every deck in another order
                dealt = determinize(s, 1 - s.player, random.Random(k))
                decided.add(GreedyBot(3)._decide(dealt, loire.ENGINE.legal_moves(dealt)))
            assert len(decided) == 1, (g.state.turns, decided)
        g.play(bots[g.to_move].choose(g))
    assert checked == 6
