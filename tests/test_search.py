"""The bots' levels and the look-ahead search (issue 26 item 4): easy is the greedy bot, medium and hard look
ahead in deals of what their seat cannot see, and never at the hidden cards themselves; the tables offer the
levels on the new-game tab, and the hint comes from the hard search."""

from __future__ import annotations

import importlib
import random
from typing import Any

import pytest

import amber.table
from tutor.bots import play_out
from tutor.i18n import language
from tutor.search import LEVELS, Budget, SearchBot

GAMES = [name for name in ("amber", "taxis", "loire") if importlib.util.find_spec(f"{name}.search")]


def search_module(name: str) -> Any:
    return importlib.import_module(f"{name}.search")


def middle(name: str, moves: int = 12) -> Any:
    """A two-player game a few greedy moves in."""
    game = importlib.import_module(name).new_game(2, seed=4)
    bot = search_module(name).bot
    play_out(game, [bot("easy", 1), bot("easy", 2)], max_moves=moves)
    return game


@pytest.mark.parametrize("name", GAMES)
def test_the_levels_are_the_greedy_bot_and_two_searches(name: str) -> None:
    bot = search_module(name).bot
    greedy = importlib.import_module(f"{name}.bots").GreedyBot
    assert type(bot("easy", 1)) is greedy
    medium, hard = bot("medium", 1), bot("hard", 1)
    assert isinstance(medium, SearchBot) and isinstance(hard, SearchBot)
    assert medium.budget.work * medium.budget.horizon < hard.budget.work * hard.budget.horizon
    with pytest.raises(ValueError, match="unknown bot level 'expert'"):
        bot("expert", 1)


@pytest.mark.parametrize("name", GAMES)
def test_the_search_never_reads_what_its_seat_cannot_see(name: str) -> None:
    """The same position with the hidden part dealt otherwise: the same decision, word for word; a different
    seed of the bot's own may decide otherwise, so the test could fail if the search read the hidden cards."""
    game = middle(name)
    state, moves = game.state, game.legal_moves()
    seat = game.to_move
    other = search_module(name).determinize(state, seat, random.Random(99))
    assert other != state  # something is hidden, and dealt otherwise
    for seed in (1, 2):
        hard = search_module(name).bot("hard", seed)
        assert hard._decide(state, moves) == search_module(name).bot("hard", seed)._decide(other, moves)


@pytest.mark.parametrize("name", GAMES)
def test_a_search_bot_says_why_in_the_pupils_language(name: str) -> None:
    game = middle(name)
    hard = search_module(name).bot("hard", 3)
    move = hard.choose(game)
    assert move in game.legal_moves() and hard.reason.startswith(f"{move}: ")
    english = hard.reason
    with language("hu"):
        assert hard.choose(game) == move  # asked again in Hungarian: the same move, in other words
        assert hard.reason != english and hard.reason.startswith(f"{move}: ")


def test_a_budget_counts_its_look_aheads() -> None:
    assert Budget(candidates=4, deals=3, horizon=2).work == 12


def test_the_new_game_tab_offers_the_levels_and_the_bots_follow_it() -> None:
    t = amber.table.Table(players=2, seed=3)
    assert tuple(t.level.options) == LEVELS and t.level.value == "easy"
    assert type(t.bots[1]).__name__ == "GreedyBot"
    t.level.value = "hard"
    t.new_game()
    assert isinstance(t.bots[1], SearchBot) and t.bots[1].budget == amber.search.BUDGETS["hard"]
    with language("hu"):
        t.redraw()
        assert [label for label, _value in t.level.options] == ["könnyű", "közepes", "nehéz"]
        assert t.level.value == "hard"


def test_the_hint_comes_from_the_hard_search() -> None:
    t = amber.table.Table(players=2, seed=3)
    move = t.hint()
    hard = amber.search.bot("hard", t.game.config.seed + len(t.game.history))
    assert move == hard.choose(t.game) and "chosen among" in t.hint_text.value
