"""The guided first games ("Learn to play", issue 26 item 1), without a browser: each game's script is a real game
the engine accepts, its texts are short and in both languages, and the guide on the real game table is played
through by clicks, with a wrong click (answered, nothing changes), a step back, and both hand-overs."""

from __future__ import annotations

import importlib
import re
from typing import Any

import pytest

from taxis.moves import Close
from taxis.table import tokens
from tutor.guide import Guide
from tutor.guide_script import Script, walk
from tutor.i18n import language

GAMES = ("amber", "taxis", "loire")


def script_of(game: str) -> Script:
    return importlib.import_module(f"{game}.guide").SCRIPT


def guide_of(game: str) -> Guide:
    return Guide(importlib.import_module(f"{game}.table").Table, script_of(game))


def clicks(guide: Guide) -> tuple[str, ...]:
    """The clicks that choose the step's move on the table (a Thurn und Taxis closing: its cities one by one)."""
    table = guide.table
    step = guide.current_step()
    assert step is not None
    move = table.game.parse(step.move)
    if isinstance(move, Close):
        return ("close", *sorted(tokens(move) - {"close"}, reverse=True))
    return next(p for m, p in table.narrowing.paths if m == move)


def play_step(guide: Guide) -> None:
    """The step's move made by clicks, then *play it* unless it was played at once."""
    table, k = guide.table, guide.step
    path = clicks(guide)
    for i, hit in enumerate(path):
        if table.narrowing.selection[:i + 1] == path[:i + 1]:
            continue  # chosen already (the only choice there is, made by the table)
        assert hit in table.view().clickable, f"step {k + 1}: {hit} is not marked"
        table.click(hit)
    if guide.step == k:
        table.confirm()
    assert guide.step == k + 1, f"step {k + 1} was not played: {table.message.value}"


def texts(script: Script) -> list[str]:
    return [*script.intro, *(s.say for s in script.steps), *(s.after for s in script.steps if s.after),
            script.ending, script.tip]


@pytest.mark.parametrize("game", GAMES)
def test_the_script_is_a_game_the_rules_accept_with_each_rule_met_once(game: str) -> None:
    script = script_of(game)
    played, seen = walk(script)
    assert len(seen) == len(script.steps) >= 7
    assert played.to_move == script.human and not played.is_over  # the pupil plays on from where the guide ends
    introduced = [r for s in script.steps for r in s.rules] + list(script.end_rules)
    assert len(introduced) == len(set(introduced)), "a rule brought in twice"
    assert len(introduced) >= 10


def test_a_script_the_rules_refuse_is_refused_naming_its_step() -> None:
    script = script_of("amber")
    broken = Script(**{**script.__dict__, "steps": (script.steps[0], script.steps[0])})
    with pytest.raises(ValueError, match=r"step 2 \(cross I7 r0\): \[amber\.place\.empty\]"):
        walk(broken)


@pytest.mark.parametrize("game", GAMES)
def test_every_text_is_short_and_in_hungarian_too(game: str) -> None:
    script = script_of(game)
    for step in script.steps:
        assert len(re.findall(r"[.!?](\s|$)", step.say)) <= 2 and len(step.say) <= 260, step.say
        assert not re.search(r"\b[a-z]+\.[a-z-]+\.[a-z-]+\b", step.say), f"a rule id in {step.say!r}"
    with language("hu"):
        from tutor.i18n import _
        untranslated = [t for t in texts(script) if _(t) == t]
    assert not untranslated, untranslated[:3]


@pytest.mark.parametrize("game", GAMES)
def test_the_guide_is_played_through_by_clicks_and_hands_over(game: str) -> None:
    guide = guide_of(game)
    table = guide.table
    assert guide.start_button.description == "start" and guide.start_button.layout.display is None
    guide.start()
    while not guide.done:
        play_step(guide)
    assert table.game.to_move == guide.script.human
    assert not table.narrowing.next_hits  # nothing to click until the pupil chooses how to go on
    assert guide.script.tip[:30] in guide.panel.value and guide.play_on_button.layout.display is None
    guide.play_on()
    assert not table.banner.children and set(table.narrowing.candidates) == set(table.game.legal_moves())
    before = len(table.game.history)
    table.play(table.game.legal_moves()[0])
    assert len(table.game.history) > before + 1 or table.game.to_move == guide.script.human  # the bots replied


@pytest.mark.parametrize("game", GAMES)
def test_a_wrong_click_is_answered_and_changes_nothing(game: str) -> None:
    guide = guide_of(game)
    table = guide.table
    state, selection = table.game.state, table.narrowing.selection
    everything = table.view().clickable
    hits = re.findall(r'data-hit="([^"]+)"', table.board.svg + table.hands.svg)
    wrong = [h for h in hits if h not in everything]
    assert wrong
    table.click(wrong[0])
    assert table.game.state is state and table.narrowing.selection == selection and guide.step == 0
    step = guide.current_step()
    assert step is not None and step.say in table.message.value  # the guide waits, saying again what to do


def test_a_refused_click_names_the_rule_and_the_guide_waits() -> None:
    guide = guide_of("amber")
    table = guide.table
    table.click("tile:cross")
    table.click("C6")  # red's castle
    assert "✗" in table.message.value and "The guide waits" in table.message.value
    assert table.view().error is not None and guide.step == 0


def test_a_move_the_rules_allow_but_the_guide_does_not_ask_for_changes_nothing() -> None:
    guide = guide_of("amber")
    table = guide.table
    table.click("tile:cross")
    table.click("H6")  # a field the rules allow, not the one of the step
    assert "The rules allow that" in table.message.value and guide.step == 0
    assert table.narrowing.selection == ("tile:cross",)


@pytest.mark.parametrize("game", GAMES)
def test_step_back_takes_back_the_pupils_move_and_the_replies(game: str) -> None:
    guide = guide_of(game)
    history: list[Any] = []
    for _k in range(3):
        history.append(guide.table.game.history)
        play_step(guide)
    guide.back()
    assert guide.step == 2 and guide.table.game.history == history[2]
    play_step(guide)  # the same step again, the same replies
    assert guide.step == 3


def test_the_guide_speaks_hungarian_after_the_switch() -> None:
    guide = guide_of("amber")
    with language("hu"):
        guide.table.redraw()
        assert "Tanuld meg" in guide.panel.value or "játszani" in guide.panel.value
        assert guide.start_button.description != "start"


def test_new_game_leaves_the_guide() -> None:
    guide = guide_of("loire")
    guide.new_game()
    assert not guide.active and not guide.table.banner.children
    assert set(guide.table.narrowing.candidates) == set(guide.table.game.legal_moves())


def test_a_game_loaded_or_started_from_the_tabs_leaves_the_guide() -> None:
    guide = guide_of("amber")
    record = guide_of("amber").table.record_json()
    assert guide.table.load_text(record) and not guide.active and not guide.table.banner.children
    guide = guide_of("taxis")
    guide.table.new_game()  # the new-game tab's button
    assert not guide.active and set(guide.table.narrowing.candidates) == set(guide.table.game.legal_moves())


def test_a_click_after_the_last_step_asks_how_to_go_on() -> None:
    guide = guide_of("amber")
    while not guide.done:
        play_step(guide)
    state = guide.table.game.state
    guide.table.click("tile:" + guide.table.game.state.hands[1][0])
    assert "play on from here" in guide.table.message.value and guide.table.game.state is state


@pytest.mark.parametrize("game", GAMES)
def test_a_step_resting_on_a_reading_says_so_and_a_rulebook_step_does_not(game: str) -> None:
    guide = guide_of(game)
    rules = guide.table.game.engine.rules
    guide.start()
    said = {False: 0, True: 0}
    while not guide.done:
        step = guide.current_step()
        assert step is not None
        reading = any(rules[r].provenance != "rulebook" for r in step.rules)
        assert ("reading or rebuilt data" in guide.panel.value) == reading, step.say
        said[reading] += 1
        play_step(guide)
    assert said[True] and said[False]
