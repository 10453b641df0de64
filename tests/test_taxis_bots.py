"""Tests of taxis.bots.GreedyBot: deterministic, legal, explained in one line, sensible, fast, better than chance."""

from __future__ import annotations

import statistics
import time

import pytest

import taxis
from taxis.bots import GreedyBot
from taxis.moves import Administrator, Close, Discard, Draw, End, Horse, Route, Scrap
from tutor.bots import Bot, RandomBot, play_out

VARIANTS = taxis.ENGINE.variants
DULL = "Basel Basel Zürich Zürich Freiburg Freiburg"  # a display with nothing for routes in the east


def bot_game(players: int, seed: int, variant: str = "base", greedy: tuple[int, ...] | None = None) -> taxis.Game:
    """A finished game: greedy bots in the seats ``greedy`` (default all), random bots elsewhere."""
    g = taxis.new_game(players=players, seed=seed, variant=variant)
    seats = range(players) if greedy is None else greedy
    bots: list[Bot] = [GreedyBot(seed * 10 + i) if i in seats else RandomBot(seed * 10 + i) for i in range(players)]
    play_out(g, bots, max_moves=20_000)
    assert g.is_over
    return g


def turn(g: taxis.Game, bot: GreedyBot) -> list[tuple[object, str]]:
    """Let ``bot`` play the rest of the current player's turn; the moves and reasons."""
    p, out = g.to_move, []
    while g.to_move == p and not g.is_over:
        move = bot.choose(g)
        out.append((move, bot.reason))
        g.play(move)
    return out


def test_follows_the_bot_protocol() -> None:
    bot = GreedyBot()
    assert callable(bot.choose)
    assert (bot.name, bot.reason) == ("greedy bot", "")
    assert GreedyBot(name="Gustav").name == "Gustav"


@pytest.mark.parametrize("variant", VARIANTS)
def test_same_seed_same_game(variant: str) -> None:
    a = bot_game(3, seed=5, variant=variant, greedy=(0, 2))
    b = bot_game(3, seed=5, variant=variant, greedy=(0, 2))
    assert a.to_record() == b.to_record()
    assert a.states == b.states


def test_choosing_twice_in_one_position_gives_the_same_move() -> None:
    g = taxis.new_game(players=4, seed=2, variant="gug")
    bot = GreedyBot(seed=3)
    for _ in range(30):
        first, reason = bot.choose(g), bot.reason
        assert bot.choose(g) == first and bot.reason == reason
        g.play(first)


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("players", [2, 4])
def test_every_choice_is_legal_and_explained_in_one_line(players: int, variant: str) -> None:
    g = taxis.new_game(players=players, seed=11, variant=variant)
    bots = [GreedyBot(i) for i in range(players)]
    kinds = set()
    scrapped = False  # the rules' steps: no drawing after a route was scrapped (the engine would allow it)
    while not g.is_over:
        bot = bots[g.to_move]
        move = bot.choose(g)
        assert g.check(move).ok
        assert not (scrapped and isinstance(move, Draw))
        scrapped = (scrapped or isinstance(move, Scrap)) and not isinstance(move, End)
        assert bot.reason.startswith(f"{move}: "), bot.reason
        assert "\n" not in bot.reason and len(bot.reason) < 240, bot.reason
        kinds.add(type(move).__name__)
        g.play(move)
    assert {"Draw", "Route", "Close", "End"} <= kinds
    assert g.legal_moves() == () and g.winners()
    with pytest.raises(ValueError, match="game is over"):
        GreedyBot().choose(g)


@pytest.mark.parametrize("variant", VARIANTS)
def test_greedy_beats_random_over_ten_two_player_games(variant: str) -> None:
    """Seats alternate, so the start player's edge cancels out.

    Measured over 100 seeds per variant: the greedy bot won every game, by 20 points or more
    and by 35 to 40 points a game on average.
    """
    greedy_total = random_total = greedy_wins = 0
    for seed in range(10):
        seat = seed % 2
        g = bot_game(2, seed=seed, variant=variant, greedy=(seat,))
        totals = {p: row["total"] for p, row in g.scores().items()}
        greedy_total += totals[seat]
        random_total += totals[1 - seat]
        greedy_wins += g.winners() == (seat,)
    assert greedy_total > random_total + 100
    assert greedy_wins >= 8


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_games_between_greedy_bots_end_in_reasonable_length(players: int, variant: str) -> None:
    """Measured over 30 seeds: at most about 800 moves (Glanz und Gloria, four players)."""
    for seed in range(2):
        g = taxis.new_game(players=players, seed=seed, variant=variant)
        played = play_out(g, [GreedyBot(seed + i) for i in range(players)], max_moves=2000)
        assert g.is_over and played < 2000
        assert g.state.trigger is not None


def test_choices_are_fast() -> None:
    """Below 20 ms a choice (measured: a median of about 0.25 ms, the slowest about 14 ms)."""
    spent = []
    for variant in VARIANTS:
        g = taxis.new_game(players=4, seed=7, variant=variant)
        bots = [GreedyBot(i) for i in range(4)]
        while not g.is_over:
            start = time.perf_counter()
            move = bots[g.to_move].choose(g)
            spent.append(time.perf_counter() - start)
            g.play(move)
    spent.sort()
    assert statistics.median(spent) < 0.005
    assert spent[int(len(spent) * 0.99)] < 0.02


# -- sensible choices in hand-made positions --------------------------------------------------------


def test_takes_the_face_up_card_that_extends_the_route() -> None:
    g = taxis.scenario(players=2, hands=["Lodz", ""], routes=["Ulm Augsburg", ""],
                       display="Basel Basel Zürich München Freiburg Freiburg")
    bot = GreedyBot(seed=1)
    assert bot.choose(g) == Draw("München")
    assert bot.reason == "draw München: it fits the route at Augsburg"


def test_plays_a_card_that_extends_the_route_and_closes_when_nothing_follows() -> None:
    g = taxis.scenario(players=2, hands=["Ulm Lodz", ""], routes=["Augsburg München Passau Linz", ""],
                       display=DULL, carriages=[3, 0], drawn=1, official="Administrator")
    moves = turn(g, GreedyBot(seed=2))
    assert [str(m) for m, _ in moves] == ["route Ulm start", "close Augsburg Linz Ulm", "end"]
    reason = moves[1][1]
    assert reason.startswith("close Augsburg Linz Ulm: a route of 5 takes 3 houses, the top Route of 5 tile (2 points)")
    assert "carriage 4 (+1)" in reason
    assert g.scores()[0]["carriage"] == 3 and g.scores()[0]["bonus"] == 2


def test_keeps_a_route_open_while_the_hand_can_extend_it() -> None:
    """Ulm, then Stuttgart next turn: a route of five takes carriage 5 and a route tile; closing at four would not."""
    g = taxis.scenario(players=2, hands=["Ulm Stuttgart", ""], routes=["München Augsburg", ""], display=DULL,
                       carriages=[4, 0], drawn=1, official="Postmaster")
    moves = turn(g, GreedyBot(seed=2))
    assert [str(m) for m, _ in moves] == ["route Ulm", "end"]
    assert moves[-1][1] == "end: the route of 3 waits to grow: Stuttgart in hand can follow"


def test_uses_the_cartwright_when_it_earns_a_higher_carriage() -> None:
    g = taxis.scenario(players=2, hands=["Lodz", ""], routes=["Ulm Augsburg München Passau Linz", ""],
                       carriages=[5, 0], drawn=1, played=1, display=DULL)
    bot = GreedyBot(seed=3)
    move = bot.choose(g)
    assert isinstance(move, Close) and move.cartwright
    assert "with the Cartwright" in bot.reason and "carriage 6 (+2)" in bot.reason
    g.play(move)
    assert g.state.carriages[0] == 6


def test_the_postal_carrier_lays_a_second_card_that_earns_more() -> None:
    g = taxis.scenario(players=2, hands=["Ulm Stuttgart Lodz", ""], routes=["Augsburg München Passau", ""],
                       drawn=1, carriages=[4, 0], display=DULL)
    moves = turn(g, GreedyBot(seed=3))
    assert [str(m) for m, _ in moves][:2] == ["route Ulm start", "route Stuttgart start"]
    assert "Postal Carrier" in moves[1][1]
    assert isinstance(moves[2][0], Close) and g.state.carriages[0] == 5


def test_the_postmaster_fills_a_short_hand() -> None:
    g = taxis.scenario(players=2, hands=["Kempten", ""], routes=["Ulm Augsburg", ""], display=DULL)
    moves = turn(g, GreedyBot(seed=1))
    assert isinstance(moves[0][0], Draw) and isinstance(moves[1][0], Draw)
    assert moves[1][1].startswith(f"{moves[1][0]}: the Postmaster draws a second card")
    assert len(g.state.hands[0]) == 2  # one card, two drawn, one played


def test_the_administrator_replaces_a_display_with_nothing_that_fits() -> None:
    g = taxis.scenario(players=2, hands=["Lodz", ""], routes=["Basel Zürich", ""],
                       display="Passau Passau Linz Linz Budweis Budweis")
    bot = GreedyBot(seed=1)
    assert bot.choose(g) == Administrator()
    assert bot.reason.startswith("administrator: no card in hand or face up fits")


def test_scraps_only_when_forced() -> None:
    g = taxis.scenario(players=2, hands=["Lodz Basel", ""], routes=["Ulm Augsburg", ""], drawn=1,
                       official="Administrator")
    bot = GreedyBot(seed=1)
    assert g.legal_moves() == (Scrap(),)
    assert bot.choose(g) == Scrap()
    assert bot.reason == "scrap route: no card in hand extends Ulm–Augsburg: the route is thrown away"
    g.play(Scrap())
    assert isinstance(bot.choose(g), Route)


def test_draws_a_second_card_before_scrapping() -> None:
    """Nothing in hand fits: the Postmaster's second card may save the route, so it comes before any scrap."""
    g = taxis.scenario(players=2, hands=["Lodz Basel", ""], routes=["Ulm Augsburg", ""], drawn=1, display=DULL)
    bot = GreedyBot(seed=1)
    move = bot.choose(g)
    assert isinstance(move, Draw) and "the Postmaster draws a second card" in bot.reason
    g.play(move)
    assert g.state.official == "Postmaster"
    assert not any(isinstance(m, Draw) for m in g.legal_moves())


def test_discards_the_card_that_helps_least() -> None:
    """Lodz, Pilsen and Budweis chain together; Basel goes."""
    g = taxis.scenario(players=2, hands=["Ulm Lodz Basel Budweis Pilsen", ""], routes=["Augsburg München", ""],
                       drawn=1, display=DULL)
    moves = turn(g, GreedyBot(seed=5))
    discards = [(m, r) for m, r in moves if isinstance(m, Discard)]
    assert [str(m) for m, _ in discards] == ["discard Basel"]
    assert discards[0][1] == "discard Basel: down to the hand limit of 3: Basel helps the route least"


def test_lays_horses_when_the_route_needs_them_to_close() -> None:
    """Glanz und Gloria: a route of four with three horses cannot close; Cölln's three horses make six."""
    g = taxis.scenario(players=2, variant="gug", hands=["Cölln:3 Amsterdam:1", ""],
                       routes=["Berlin:1 Halle:2 Leipzig:3 Dresden:1", ""], horses=["Weimar:1", ""], drawn=1,
                       official="Administrator")
    moves = turn(g, GreedyBot(seed=6))
    assert isinstance(moves[0][0], Horse) and moves[0][0].city == "Cölln:3"
    assert moves[0][1] == "horse Cölln:3: 3 -> 6 horses for the route of 4 (it needs 4 to close)"
    assert isinstance(moves[1][0], Close)
    assert g.state.houses[0] and not g.state.routes[0] and not g.state.horses[0]
