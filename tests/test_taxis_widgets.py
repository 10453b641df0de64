"""The Thurn und Taxis play panel, driven from pytest (the panel itself is tutor.panels, tested with Amber too)."""

import json

import taxis
from taxis.widgets import PlayPanel, TryPanel, group_of
from tutor.bots import RandomBot, play_out


def test_a_finished_game_shows_its_end_and_refuses_more_clicks() -> None:
    panel = PlayPanel(players=3, seed=2, variant="gug-base-rules", human=None,
                      bots={p: RandomBot(p) for p in range(3)})
    for _ in range(5):
        panel.bot_button.click()  # a few moves through the widget
    play_out(panel.game, [RandomBot(10 + p) for p in range(3)])  # the rest straight through the game
    panel.refresh()
    assert panel.game.is_over and "Game over" in panel.status.value
    panel.bot_button.click()
    assert "game is over" in panel.message.value
    panel.play_button.click()
    assert "No move chosen" in panel.message.value


def test_groups_menus_play_and_refusals() -> None:
    panel = PlayPanel(players=2, seed=4, variant="base", human=0)
    assert set(panel.group.options) <= {"administrator", "draw"}
    panel.group.value = "draw"
    panel.choice.value = panel.choice.options[-1][1]  # the deck
    panel.play_button.click()
    assert "draws" in panel.message.value and panel.game.history
    assert "extend the route" in panel.group.options
    before = panel.game.state
    panel.play("close Ulm")
    assert "Refused" in panel.message.value and panel.game.state is before


def test_save_load_and_try_panel() -> None:
    panel = PlayPanel(players=2, seed=5, human=None, bots={0: RandomBot(1), 1: RandomBot(2)})
    for _ in range(30):
        panel.bot_button.click()
    panel.save_button.click()
    record = json.loads(panel.record.value)
    panel.load(json.dumps(record))
    assert [str(m) for m in panel.game.history] == record["moves"]
    panel.load("not json")
    assert "Cannot load" in panel.message.value
    t = TryPanel(taxis.new_game(players=2, seed=1), ["route Ulm", "draw deck"])
    t.pick.value = "route Ulm"
    assert "taxis.turn.draw" in t.verdict.value
    assert group_of(taxis.parse("end")) == "end the turn"


def test_nonsense_clicks_get_a_message_and_never_raise() -> None:
    import random

    panel = PlayPanel(players=2, seed=9, variant="gug", human=0)
    panel.undo_button.click()
    assert "Nothing to undo" in panel.message.value or panel.game.history
    for junk in ["", "[]", "null", '{"format": "board-tutor-record"}', "route", "close Atlantis"]:
        panel.load(junk)
        assert "Cannot load" in panel.message.value
        panel.play(junk)
        assert panel.message.value
    rng = random.Random(3)
    actions = [panel.undo_button.click, panel.bot_button.click, panel.play_button.click, panel.try_button.click,
               panel.save_button.click, lambda: panel.load(panel.record.value), panel.stepper.next,
               panel.stepper.previous, lambda: setattr(panel.attempt, "value", "draw Nowhere")]
    for _ in range(150):
        rng.choice(actions)()
    assert panel.game.check("end") is not None
