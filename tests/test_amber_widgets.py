"""The Amber play panel, driven from pytest by setting widget values and clicking buttons."""

import json

import amber
from amber.widgets import PlayPanel, group_of, grouped
from tutor.bots import RandomBot


def test_groups_cover_every_legal_move_once() -> None:
    g = amber.new_game(players=3, seed=5)
    groups = grouped(g.legal_moves())
    assert sum(len(v) for v in groups.values()) == len(g.legal_moves())
    assert all(group_of(m) == name for name, moves in groups.items() for m in moves)


def test_choosing_a_move_and_clicking_play_plays_it_and_bots_answer() -> None:
    panel = PlayPanel(players=2, seed=1, human=0)
    assert panel.game.to_move == 0
    panel.group.value = panel.group.options[0]
    chosen = panel.choice.value
    panel.play_button.click()
    assert chosen in panel.game.history
    assert panel.game.to_move == 0 or panel.game.is_over  # the bot has answered
    assert str(chosen) in panel.message.value


def test_the_board_highlights_the_chosen_placement() -> None:
    panel = PlayPanel(players=2, seed=1)
    panel.group.value = "lay a " + panel.choice.value.kind
    before = panel.board.value
    panel.choice.value = panel.choice.options[-1][1]
    assert panel.board.value != before or len(panel.choice.options) == 1


def test_an_illegal_typed_move_is_answered_with_its_rule_and_changes_nothing() -> None:
    panel = PlayPanel(players=2, seed=1)
    states = panel.game.states
    panel.attempt.value = "curve A1 r0"
    panel.try_button.click()
    assert "amber.place.reachable" in panel.message.value
    panel.play("curve A1 r0")
    assert "Refused" in panel.message.value and "amber.place.reachable" in panel.message.value
    assert panel.game.states == states


def test_a_legal_typed_move_is_confirmed() -> None:
    panel = PlayPanel(players=2, seed=1)
    panel.attempt.value = str(panel.game.legal_moves()[0])
    panel.try_button.click()
    assert "legal [amber.place.tile]" in panel.message.value


def test_undo_returns_to_the_humans_turn() -> None:
    panel = PlayPanel(players=3, seed=2, human=0)
    start = len(panel.game.history)
    panel.play(panel.choice.value)
    assert len(panel.game.history) > start + 1
    panel.undo_button.click()
    assert len(panel.game.history) == start and panel.game.to_move == 0


def test_save_and_load_round_trip_and_bad_records_are_refused() -> None:
    panel = PlayPanel(players=2, seed=4)
    panel.play(panel.choice.value)
    panel.save_button.click()
    record = json.loads(panel.record.value)
    assert record["moves"] == [str(m) for m in panel.game.history]
    moves = panel.game.history
    panel.record.value = panel.record.value.replace('"seed": 4', '"seed": 5')
    panel.load_button.click()
    assert "Cannot load" in panel.message.value and panel.game.history == moves
    panel.record.value = json.dumps(record)
    panel.load_button.click()
    assert panel.game.history == moves and "Loaded" in panel.message.value


def test_new_game_uses_the_chosen_settings() -> None:
    panel = PlayPanel(players=2, seed=0)
    panel.players.value, panel.seed.value, panel.variant.value = 4, 9, "advanced"
    panel.new_button.click()
    assert panel.game.config.players == ("red", "blue", "green", "orange")
    assert panel.game.config.seed == 9 and panel.game.state.market


def test_bots_alone_finish_a_game_and_the_chart_and_stepper_follow() -> None:
    panel = PlayPanel(players=2, seed=3, human=None, bots={0: RandomBot(1), 1: RandomBot(2)})
    while not panel.game.is_over:
        panel.bot_button.click()
    assert "Game over" in panel.status.value
    assert panel.stepper.slider.max == len(panel.game.history)
    assert panel.chart.value == ""
    panel.widget.selected_index = 2  # opening the chart tab draws it
    assert panel.chart.value.count("<polyline") == len(panel.game.players)
    assert panel.widget is panel.widget


def test_a_bot_move_for_the_human_is_answered_by_the_other_bots() -> None:
    panel = PlayPanel(players=3, seed=5, human=0)
    assert panel.game.to_move == 0
    panel.bot_button.click()
    assert panel.game.to_move == 0 or panel.game.is_over
    assert "you" in panel.status.value or panel.game.is_over


def test_nonsense_clicks_get_a_message_and_never_raise() -> None:
    """Clicking through a finished game, undoing at the start, loading junk: a message each time, no exception."""
    import random

    panel = PlayPanel(players=2, seed=7, human=None, bots={0: RandomBot(3), 1: RandomBot(4)})
    panel.undo_button.click()
    assert "Nothing to undo" in panel.message.value
    panel.play(None)
    assert "No move chosen" in panel.message.value
    for junk in ["", "not json", "[]", "null", '{"format": "board-tutor-record"}', '{"moves": 3}', "\\x00"]:
        panel.load(junk)
        assert "Cannot load" in panel.message.value
    while not panel.game.is_over:
        panel.bot_button.click()
    for button in (panel.bot_button, panel.play_button, panel.try_button):
        button.click()
        assert panel.message.value
    panel.bot_button.click()
    assert "game is over" in panel.message.value
    panel.play("curve C7 r1")
    assert "amber.end.over" in panel.message.value
    rng = random.Random(1)
    actions = [panel.undo_button.click, panel.bot_button.click, panel.play_button.click, panel.try_button.click,
               panel.save_button.click, lambda: panel.load(panel.record.value), panel.stepper.next,
               panel.stepper.previous]
    for _ in range(200):
        rng.choice(actions)()
        assert panel.game.check("pass") is not None


def test_a_bots_line_names_its_move_in_words() -> None:
    """The play tab's bot line words the bot's move as the table does (not in notation), then gives its reason."""
    from amber.table import describe

    panel = PlayPanel(players=2, seed=3, human=None)
    panel.bot_move()
    move = panel.game.history[0]
    bot = panel.bots[0]
    assert bot.reason.startswith(f"{move}: ")  # the bot itself quotes the move in notation
    assert f"{describe(move)} — {bot.reason[len(str(move)) + 2:]}" in panel.message.value.replace("&#x27;", "'")
    assert f"{move}: " not in panel.message.value
