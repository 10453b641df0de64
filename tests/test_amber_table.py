"""Amber's game table driven by simulated clicks, no browser: every kind of move, refusals, seats, the end, files.

The table's clicks narrow the engine's legal moves; these tests click as a pupil would (a tile in the hand, a
field, rotate, confirm) and check what the engine then holds.
"""

from __future__ import annotations

import json
import subprocess
import sys
from html import escape
from pathlib import Path

import pytest
from test_amber_rules import RED_SHUT, STUCK_HAND, TWO
from test_amber_rules_bridge import RED_HAND, STRAIGHT

import amber
from amber.bots import GreedyBot
from amber.moves import Dig, Draw, Pass, Place, Rebuild, Stuck
from amber.render import kind_words, render
from amber.table import Table, path
from tutor.table import Narrowing, movers

TWO_HUMANS = ("human", "human")


def note(rule: str) -> str:
    """How the board draws a refused click's rule: its title in the pupil's language, its id only in the tooltip."""
    return f"<title>{rule}</title>{escape('✗ ' + amber.RULES[rule].title, quote=False)}"


def click_move(t: Table, move: object) -> None:
    """Choose ``move`` by clicks alone: its path, then rotate until it shows, then confirm if needed."""
    for hit in path(move):
        assert hit in t.narrowing.next_hits, (hit, sorted(t.narrowing.next_hits))
        t.click(hit)
    if t.game.history and t.game.history[-1] == move and t.narrowing.selection == ():
        return  # played at once (a draw or a pass)
    for _ in range(len(t.narrowing.variants)):
        if t.narrowing.current == move:
            break
        t.rotate_button.click()
    assert t.narrowing.current == move
    t.confirm_button.click()


def test_a_tile_is_laid_by_clicks_with_a_preview_and_rotation() -> None:
    t = Table(players=2, seed=3)
    assert t.game.to_move == 0 and t.confirm_button.disabled
    kind = next(h for h in sorted(t.narrowing.next_hits) if h == "tile:tee")
    t.hands.click(kind)
    fields = sorted(t.narrowing.next_hits)
    assert fields and all(len(path(m)) >= 2 for m in t.narrowing.candidates)
    t.board.over(fields[0])  # pointer on a field: the tile previewed there
    assert f"{fields[0]}: preview" in t.board.svg
    t.board.click(fields[0])
    variants = list(t.narrowing.variants)
    assert len(variants) > 1  # a tee has several rotations
    t.board.click(fields[0])  # the same field again: the next rotation
    assert t.narrowing.current == variants[1]
    t.rotate_button.click()
    chosen = t.narrowing.current
    assert chosen == variants[2 % len(variants)]
    before = len(t.game.history)
    t.confirm_button.click()
    assert t.game.history[before] == chosen and t.game.to_move == 0  # the bot answered
    assert "stroke-dasharray=\"5 3\"" in t.board.svg  # the last moves marked
    assert "played" in t.message.value


@pytest.mark.rule("amber.place.reachable", "break")
def test_an_illegal_click_is_marked_on_the_board_with_its_rule() -> None:
    t = Table(players=2, seed=3)
    before = t.game.state
    t.click("tile:curve")
    t.board.click("A1")
    assert t.game.state is before
    title = escape(amber.RULES["amber.place.reachable"].title)
    assert f"title='amber.place.reachable'>{title}</i>" in t.message.value  # the id only in the title's tooltip
    assert note("amber.place.reachable") in t.board.svg and "#d00" in t.board.svg
    assert "amber.place.reachable" not in t.board.svg.replace("<title>amber.place.reachable</title>", "")
    assert t.narrowing.selection == ("tile:curve",)  # the tile stays chosen


def test_a_click_with_no_move_behind_it_says_what_to_do() -> None:
    t = Table(players=2, seed=3)
    t.board.click("A1")
    assert "not a choice now" in t.message.value


@pytest.mark.rule("amber.place.edges-match", "break")
def test_a_typed_illegal_move_is_refused_with_its_rule_on_the_board() -> None:
    t = Table(players=2, seed=3)
    field = next(m for m in t.game.legal_moves() if isinstance(m, Place) and m.kind == "curve").field
    bad = next(f"curve {amber.board.name(field)} r{r}" for r in range(4)
               if not t.game.check(f"curve {amber.board.name(field)} r{r}").ok)
    rule = t.game.check(bad).rule
    t.notation.value = bad
    assert rule in t.message.value and note(rule) in t.board.svg
    reason = t.game.check(bad).reason  # the reason in words beside the red mark, on the board itself
    assert "refusal-note" in t.board.svg and all(escape(w, quote=False) in t.board.svg for w in reason.split())
    good = str(next(m for m in t.game.legal_moves() if isinstance(m, Place)))
    before = len(t.game.history)
    t.notation.value = good
    assert str(t.game.history[before]) == good


def test_a_rebuild_by_clicks() -> None:
    t = Table(amber.scenario(STRAIGHT, hands=[RED_HAND, ""]), seats=TWO_HUMANS)
    t.reveal()
    t.click("tile:straight")
    t.click("C2")
    assert "D2" in t.narrowing.next_hits  # the straight whose blank side it faces
    t.click("D2")
    assert all(isinstance(m, Rebuild) for m in t.narrowing.variants)
    t.confirm()
    assert str(t.game.history[-1]) == "straight C2 r1 + bridge D2"


def test_a_shovel_by_clicks() -> None:
    t = Table(amber.scenario(RED_SHUT, hands=["shovel curve tee cross straight swamp", ""], deck="tee"),
              seats=("human", "bot"), auto_bots=False)
    assert t.narrowing.next_hits == {"tile:shovel"}
    t.click("tile:shovel")
    t.board.over("A2")
    assert "M" in t.board.svg and "#1a56db" in t.board.svg  # the dug tile crossed out in the preview
    t.click("A2")
    t.confirm()
    assert t.game.history[-1] == Dig(amber.board.field("A2"))
    assert t.bot_button.disabled is False  # a bot's turn now, and auto_bots is off
    t.bot_button.click()
    assert t.game.to_move == 0


def test_stuck_and_pass_by_clicks() -> None:
    t = Table(amber.scenario(RED_SHUT, hands=[STUCK_HAND, ""], deck="tee straight", purse=[1, 0]))
    t.click("tile:swamp")
    assert t.narrowing.next_hits == {"stuck"}
    t.hands.click("stuck")
    t.confirm()
    assert any(isinstance(m, Stuck) for m in t.game.history)
    t = Table(amber.scenario(RED_SHUT, hands=[STUCK_HAND, "cross"], deck="", purse=[1, 0]))
    assert t.narrowing.next_hits == {"pass"}
    t.hands.click("pass")  # played at once
    assert isinstance(t.game.history[0], Pass)


def test_a_swamp_by_clicks() -> None:
    t = Table(amber.scenario(TWO, hands=["curve swamp", ""], deck="tee"))
    t.click("tile:swamp")
    spot = sorted(t.narrowing.next_hits)[0]
    t.click(spot)
    assert len(t.narrowing.variants) == 1
    t.confirm()
    assert t.game.history[0] == Place("swamp", amber.board.field(spot))


def test_advanced_draws_and_the_special_shovel_by_clicks() -> None:
    t = Table(amber.scenario(STRAIGHT, hands=[RED_HAND, ""], variant="advanced", market="tee cross",
                             deck="roundabout swamp curve"), seats=TWO_HUMANS)
    t.reveal()
    click_move(t, amber.parse("straight C2 r1 + bridge D2"))
    assert "market:tee" in t.narrowing.next_hits and "deck" in t.narrowing.next_hits
    assert 'data-hit="market:tee"' in t.hands.svg
    t.hands.click("market:tee")
    assert t.game.history[-1] == Draw("tee")
    t.hands.click("deck")
    assert t.game.history[-1] == Draw()
    t = Table(amber.scenario(RED_SHUT, hands=[STUCK_HAND, ""], variant="advanced", deck="tee"))
    assert "special-shovel" in t.narrowing.next_hits and 'data-hit="special-shovel"' in t.hands.svg
    t.hands.click("special-shovel")
    t.board.click("B1")
    t.confirm()
    assert t.game.history[0] == Dig(amber.board.field("B1"), special=True)


def test_pass_and_play_hides_the_other_hand_until_shown() -> None:
    t = Table(players=2, seed=5, seats=TWO_HUMANS)
    assert t.curtain and t.viewer == -1
    assert t.show_button.layout.display is None
    hand = t.game.state.hands[t.game.to_move]
    title = f"<title>{escape(kind_words(hand[0]), quote=False)}, in "  # "one-way curve, in blue's hand"
    assert title not in t.hands.svg  # tile backs only
    t.click(f"tile:{hand[0]}")
    assert t.narrowing.selection == () and "show" in t.message.value
    first = t.game.to_move
    t.show_button.click()
    assert t.viewer == first and title in t.hands.svg
    t.bot_button.click()
    assert "no bot plays it" in t.message.value and len(t.game.history) == 0
    for _ in range(3):  # a few turns, each seat showing its tiles first
        who = t.game.to_move
        if t.curtain:
            t.reveal()
        click_move(t, GreedyBot(seed=1).choose(t.game))
        assert t.game.to_move != who and t.curtain
    t.show_all.value = True  # the teacher sees every hand
    assert t.viewer is None and not t.curtain


def test_undo_goes_back_to_the_humans_turn() -> None:
    t = Table(players=3, seed=2)
    before = t.game.state
    click_move(t, t.game.legal_moves()[0])
    assert t.game.to_move == 0 and t.game.state is not before
    t.undo_button.click()
    assert t.game.state == before


def test_a_whole_game_by_clicks_ends_on_the_score_screen() -> None:
    t = Table(players=2, seed=11)
    helper = GreedyBot(seed=4)
    kinds = set()
    while not t.game.is_over:
        move = helper.choose(t.game)
        kinds.add(type(move).__name__)
        click_move(t, move)
    assert t.end.layout.display is None
    for category in ("coins", "villages", "castles", "total"):
        assert f"<th>{category}</th>" in t.end.value
    assert "amber.end." in t.end.value and "Game over" in t.end.value
    assert t.bot_button.disabled and not t.narrowing.next_hits
    assert "Place" in kinds


def test_save_and_load_as_a_file() -> None:
    t = Table(players=2, seed=3)
    click_move(t, t.game.legal_moves()[0])
    t.update_download()
    assert "data:application/json;base64," in t.download.value and "download=" in t.download.value
    record = t.record_json()
    u = Table(players=3, seed=9)
    assert u.load_text(record.encode())
    assert u.game.history == t.game.history and u.seats == ("human", "bot")
    state = u.game.state
    assert not u.load_text(b"{not json")
    assert "Cannot load" in u.message.value and u.game.state is state
    bad = json.loads(record)
    bad["moves"] = ["curve A1 r0"]
    assert not u.load_text(json.dumps(bad)) and u.game.state is state


def test_the_board_without_table_options_is_drawn_as_before() -> None:
    g = amber.new_game(players=3, seed=1)
    plain = render(g.state)
    assert "data-hit" not in plain and "preview" not in plain
    assert render(g.state, hits=False, clickable=None, preview=None, marks=None, error=None) == plain


def test_narrowing_only_ever_offers_legal_moves() -> None:
    g = amber.new_game(players=4, seed=8, variant="advanced")
    legal = set(g.legal_moves())
    n = Narrowing(g.legal_moves(), path)
    for first in sorted(n.next_hits):
        n.reset()
        n.click(first)
        for second in sorted(n.next_hits):
            n.click(second)
            assert set(n.candidates) <= legal and n.variants and set(n.variants) <= legal
            n.selection = (first,)


def test_the_table_imports_without_threads_subprocesses_or_jupyter_servers() -> None:
    """Pyodide later: importing the table starts nothing and pulls in none of these."""
    code = ("import sys, amber.table, tutor.table, amber.exercise_app; "  # the site's Python has no sqlite3
            "print(sorted(m for m in ('subprocess', 'matplotlib', 'jupyterlab', 'voila', 'multiprocessing', "
            "'concurrent.futures', 'sqlite3') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=str(Path(__file__).resolve().parents[1]))
    assert out.stdout.strip() == "[]"


def test_each_human_sees_the_moves_made_since_their_own_last_turn() -> None:
    t = Table(players=3, seed=4, seats=("human", "human", "bot"))
    helper = GreedyBot(seed=2)
    for _ in range(4):
        t.reveal()
        click_move(t, helper.choose(t.game))
    who = t.game.to_move
    marked = [p for _, p in t.view().marks]
    assert marked and who not in marked and len(marked) >= 2  # the other human's move and the bot's
    own = max(i for i, (_, p) in enumerate(movers(t.game, 0)) if p == who)
    assert len(marked) == len(t.game.history) - own - 1
