"""The La Loire play panel, driven from pytest by setting widget values and clicking (the panel itself is
tutor.panels, tested with Amber and Thurn und Taxis too): menus, refusals with the rule, bots, undo, replay,
the chart, records, and nonsense sequences that must end in a clear message, never an exception."""

from __future__ import annotations

import json
import random

import pytest

import loire
from loire.moves import Travel
from loire.widgets import PlayPanel, TryPanel, board_options, group_of
from tutor.bots import RandomBot, play_out

MARKET = ["blue", "yellow", "purple", "red", "green", "white", "black"]


def finished(players: int = 2, seed: int = 5, variant: str = "standard") -> PlayPanel:
    """A panel whose game random bots have played to the end (straight through the game, then refreshed)."""
    panel = PlayPanel(players=players, seed=seed, variant=variant, human=None,
                      bots={p: RandomBot(seed + p) for p in range(players)})
    for _ in range(3):
        panel.bot_button.click()  # a few moves through the widget
    play_out(panel.game, [RandomBot(10 + p) for p in range(players)], max_moves=20_000)
    panel.refresh()
    return panel


@pytest.mark.rule("loire.end.over", "break")
def test_a_finished_game_shows_its_end_and_refuses_more_clicks() -> None:
    panel = finished()
    game = panel.game
    assert game.is_over and "Game over" in panel.status.value and "Winner(s)" in panel.status.value
    assert panel.group.options == () and panel.choice.options == ()
    moves = len(game.history)
    panel.bot_button.click()  # a bot move after the end
    assert "game is over" in panel.message.value and len(game.history) == moves
    panel.play_button.click()  # nothing to choose
    assert "No move chosen" in panel.message.value
    panel.play("end")
    assert "Refused" in panel.message.value and "loire.end.over" in panel.message.value
    panel.attempt.value = "merchant Saumur"
    panel.try_button.click()
    assert "loire.end.over" in panel.message.value
    for _ in range(3):  # clicking through the finished game in the replay: past the end stays at the end
        panel.stepper.next()
    assert panel.stepper.position == moves and panel.stepper.next_button.disabled
    panel.stepper.position = 0
    panel.stepper.previous()
    assert panel.stepper.position == 0 and "start of the game" in panel.stepper.explanation.value
    assert len(game.history) == moves


def test_groups_menus_play_and_refusals() -> None:
    panel = PlayPanel(players=2, seed=3, human=0)
    game = panel.game
    assert game.to_move == 0 and set(panel.group.options) == {"move the merchant", "move the messenger"}
    assert all(group_of(m) in panel.group.options for m in game.legal_moves())
    panel.group.value = "move the merchant"
    labels = [label for label, _ in panel.choice.options]
    assert labels == [str(m) for m in game.legal_moves() if group_of(m) == "move the merchant"]
    panel.choice.value = dict(panel.choice.options)["merchant -1 Saumur"]
    assert 'class="highlight"' in panel.board.value  # the place the chosen move names is ringed
    panel.play_button.click()
    assert "You played <b>merchant -1 Saumur</b>" in panel.message.value and "loire.move.steps" in panel.message.value
    assert "buy a good" in panel.group.options and "end the turn" not in panel.group.options
    before = game.state
    panel.play("end")
    assert "Refused" in panel.message.value and "loire.turn.must-move" in panel.message.value
    panel.play("messenger Paris")
    assert "loire.notation.syntax" in panel.message.value and game.state is before
    panel.play("merchant Tours")
    assert "loire.turn.both-pieces" in panel.message.value and game.state is before
    panel.attempt.value = "sell cheese"
    panel.try_button.click()
    assert "loire.sell.where" in panel.message.value and "Sell in the cities" in panel.message.value
    assert game.state is before  # trying plays nothing


@pytest.mark.rule("loire.turn.end", "obey")
def test_the_bots_answer_a_finished_turn_and_undo_takes_it_back() -> None:
    panel = PlayPanel(loire.new_game(players=3, seed=4, start_player=0), human=0)
    game = panel.game
    start = len(game.history)
    assert start == 0 and game.to_move == 0
    for piece in ("merchant", "messenger"):
        travel = next(m for m in game.legal_moves() if isinstance(m, Travel) and m.piece == piece)
        panel.play(travel)
    panel.group.value = "end the turn"
    panel.play_button.click()
    assert game.to_move == 0 and len(game.history) > start + 3  # blue's and green's bots have moved
    assert "blue:" in panel.message.value and "green:" in panel.message.value
    panel.undo_button.click()  # back to red's last step, before the bots
    assert game.to_move == 0 and game.history[-1] == travel
    for _ in range(5):
        panel.undo_button.click()
    assert len(game.history) == start and "Nothing to undo" in panel.message.value
    assert panel.undo_button.disabled == (not game.can_undo)


def test_undo_at_the_start_says_so() -> None:
    panel = PlayPanel(players=2, seed=0, human=None, bots={0: RandomBot(1), 1: RandomBot(2)})
    assert not panel.game.history and panel.undo_button.disabled
    panel.undo_button.click()
    assert "Nothing to undo" in panel.message.value and not panel.game.history
    red_starts = PlayPanel(loire.new_game(players=2, seed=0, start_player=0), human=0)
    assert red_starts.game.to_move == 0 and not red_starts.game.history
    red_starts.undo_button.click()
    assert "Nothing to undo" in red_starts.message.value


def test_undo_at_the_humans_first_turn_after_the_bots_says_so() -> None:
    panel = PlayPanel(players=2, seed=9, human=0)
    opening = panel.game.history
    assert opening and panel.game.to_move == 0  # blue started, its bot has moved
    panel.undo_button.click()
    assert panel.game.to_move == 0 and panel.game.history == opening
    assert "Nothing to undo" in panel.message.value


@pytest.mark.rule("loire.money.minimum", "obey")
def test_a_poor_player_is_offered_only_income() -> None:
    game = loire.scenario(players=2, seed=1, player=0, seats=[{"merchant": "Orléans", "money": 3}, {}])
    panel = PlayPanel(game, human=0)
    assert panel.group.options == ("take income",)
    panel.play("merchant Chambord")
    assert "loire.money.minimum" in panel.message.value
    panel.play_button.click()
    assert "You played <b>income</b>" in panel.message.value and game.state.players[0].money == 4


@pytest.mark.rule("loire.circus.move", "obey")
def test_moving_the_circus_is_a_menu_of_its_own() -> None:
    game = loire.scenario(players=2, seed=1, player=0, market=["red", "yellow", "purple", "blue", "black", "green",
                                                               "white"],
                          circus="Ussé", shields={"Saumur": "blue", "Ussé": "black"},
                          seats=[{"merchant": "Nantes", "merchant_horses": 1}, {}])
    panel = PlayPanel(game, human=0)
    panel.play("merchant Saumur")
    panel.play("buy cheese")
    assert panel.group.options == ("move the circus",)
    assert "circus" in panel.message.value and "loire.circus.move" in panel.message.value
    village = panel.choice.value.village
    assert board_options(game, panel.choice.value, 0) == {"highlight": [village]}
    panel.play_button.click()
    assert game.state.circus == village


def test_new_games_for_every_player_count_and_variant() -> None:
    panel = PlayPanel(players=2, seed=1, human=0)
    for players, variant in ((1, "standard"), (4, "casual"), (3, "standard")):
        panel.players.value, panel.seed.value, panel.variant.value = players, 7, variant
        panel.new_button.click()
        game = panel.game
        assert len(game.players) == players and game.config.variant == variant and game.config.seed == 7
        assert game.to_move == 0 and panel.group.options  # the bots before red have moved
        assert all(e in ("move the merchant", "move the messenger", "take income") for e in panel.group.options)
    assert panel.players.min == 1 and panel.players.max == 4


def test_save_load_chart_and_try_panel() -> None:
    panel = PlayPanel(players=2, seed=5, human=None, bots={0: RandomBot(1), 1: RandomBot(2)})
    for _ in range(30):
        panel.bot_button.click()
    panel.save_button.click()
    record = json.loads(panel.record.value)
    assert record["game"] == "loire" and len(record["moves"]) == 30
    other = PlayPanel(players=3, seed=9, human=None, bots={p: RandomBot(p) for p in range(3)})
    other.load(json.dumps(record))
    assert [str(m) for m in other.game.history] == record["moves"] and other.game.players == ("red", "blue")
    assert "Loaded a game of 30 moves" in other.message.value
    panel.update_chart()
    assert panel.chart.value.startswith("<svg") and "score after each move" in panel.chart.value
    t = TryPanel(loire.new_game(players=2, seed=1), ["merchant Saumur", "merchant -1 Saumur", "fly to Paris"])
    t.pick.value = "merchant Saumur"
    assert "loire.move.steps" in t.verdict.value and 'class="highlight"' in t.board.value
    t.pick.value = "fly to Paris"
    assert "loire.notation.syntax" in t.verdict.value
    t.text.value = "palace Bank Nantes"
    assert "loire.turn.action-after-move" in t.verdict.value
    assert group_of(loire.parse("end")) == "end the turn" and group_of(loire.parse("income")) == "take income"


def test_broken_records_are_refused_with_the_reason() -> None:
    panel = finished(seed=8)
    game = panel.game
    record = json.loads(json.dumps(game.to_record()))
    broken = {
        "not json": "not valid JSON",
        "": "not valid JSON",
        "[]": "JSON object",
        "null": "JSON object",
        '{"format": "board-tutor-record"}': "Cannot load",
        json.dumps(dict(record, moves=["merchant Paris", *record["moves"][1:]])): "[loire.notation.syntax]",
        json.dumps(dict(record, moves=record["moves"][:-1])): "does not match",
        json.dumps(dict(record, game="taxis")): "'taxis'",
        json.dumps(dict(record, players=["red"] * 9)): "Cannot load",
        json.dumps(dict(record, variant="deluxe")): "Cannot load",
        json.dumps(dict(record, seed="seven")): "Cannot load",
        json.dumps(dict(record, moves=[*record["moves"], "end"])): "[loire.end.over]",
    }
    for text, why in broken.items():
        panel.load(text)
        assert panel.message.value.startswith("<p style='color:#b00'>Cannot load"), text[:40]
        assert why.replace("'", "&#x27;") in panel.message.value, (text[:40], panel.message.value)
        assert panel.game is game  # a refused record leaves the game shown as it was


def test_nonsense_clicks_get_a_message_and_never_raise() -> None:
    panel = PlayPanel(players=2, seed=9, variant="casual", human=0)
    panel.undo_button.click()
    assert "Nothing to undo" in panel.message.value or panel.game.history or panel.game.to_move != 0
    for junk in ["", "[]", "null", '{"format": "board-tutor-record"}', "merchant", "hire Witch", "boat 3",
                 "deliver Atlantis", "red: end", "blue: merchant Saumur", "message 9", "circus Paris"]:
        panel.load(junk)
        assert "Cannot load" in panel.message.value
        panel.play(junk)
        assert panel.message.value
        panel.try_text(junk)
        assert "loire." in panel.message.value
    rng = random.Random(3)
    actions = [panel.undo_button.click, panel.bot_button.click, panel.play_button.click, panel.try_button.click,
               panel.save_button.click, lambda: panel.load(panel.record.value), panel.stepper.next,
               panel.stepper.previous, lambda: setattr(panel.attempt, "value", "buy Nowhere"),
               lambda: setattr(panel.group, "value", rng.choice(panel.group.options) if panel.group.options else None),
               panel.update_chart]
    for _ in range(200):
        rng.choice(actions)()
    assert panel.game.check("end") is not None


def test_a_whole_game_of_bot_clicks_with_the_greedy_bots() -> None:
    """The panel's own bots (the greedy ones) play every seat to the end through the bot button's logic."""
    panel = PlayPanel(players=2, seed=2, human=None)
    play_out(panel.game, [panel.bots[0], panel.bots[1]])
    panel.refresh()
    assert panel.game.is_over and panel.game.winners()
    panel.bot_button.click()
    assert "game is over" in panel.message.value
    panel.stepper.position = 1
    assert "Move 1 of" in panel.stepper.explanation.value and "loire." in panel.stepper.explanation.value


def test_a_bots_line_names_its_move_and_its_plan_in_words() -> None:
    """The play tab's bot line words the bot's move as the table does, and the bot words its plan: no notation."""
    from loire.words import describe

    panel = PlayPanel(players=2, seed=1, human=None)
    for _ in range(3):
        panel.bot_move()
    said = panel.message.value
    move = panel.game.history[-1]
    assert describe(move).replace("'", "&#x27;") in said and f"{move}: " not in said, said
