"""Tests of the shared core (tutor.*) through the toy race game in tests/toygame.py."""

from __future__ import annotations

import copy
import json
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable
from typing import Any

import networkx as nx
import pytest
from toygame import ENGINE, GOAL, RULES, Roll, Step, load_record, new_game

import tutor
from tutor import Config, Game, IllegalMove, NotationError, RecordError, Rule, RuleBook, Verdict, chance
from tutor.bots import RandomBot, play_out
from tutor.data import Data, Sourced, load_json, parse_data
from tutor.record import dumps
from tutor.svg import Svg, num


def played(moves: list[str], players: int = 2, seed: int = 7) -> Game:
    """A toy game with ``moves`` played."""
    g = new_game(players=players, seed=seed)
    g.play_many(moves)
    return g


def snapshot(g: Game) -> tuple[Any, ...]:
    """Everything a game holds: states, history, and the redo stack (read without changing it)."""
    return (g.states, g.history, tuple(g._redo), g.config)


# -- rules, verdicts, errors -----------------------------------------------------


@pytest.mark.parametrize(
    ("rule_id", "provenance", "message"),
    [
        ("toy.turn", "rulebook", "must look like"),
        ("toy", "rulebook", "must look like"),
        ("Toy.turn.roll", "rulebook", "must look like"),
        (" toy.turn.roll", "rulebook", "must look like"),
        ("toy.turn.roll", "hearsay", "unknown provenance 'hearsay'"),
    ],
)
def test_rule_refuses_bad_id_or_provenance(rule_id: str, provenance: str, message: str) -> None:
    with pytest.raises(ValueError, match=re.escape(message)):
        Rule(rule_id, "T", "E", "S", provenance=provenance)


def test_rule_accepts_good_values_and_describes_itself() -> None:
    r = Rule("toy.turn.roll", "Roll", "Roll the die.", "Turn", term_hu="dobás", provenance="reading")
    assert r.describe() == "[toy.turn.roll] Roll (HU: dobás): Roll the die."
    assert Rule("toy.a.b", "A", "B.", "S").describe() == "[toy.a.b] A: B."


def test_rulebook_refuses_foreign_and_duplicate_rules() -> None:
    with pytest.raises(ValueError, match="toy.turn.roll does not belong to game amber"):
        RuleBook("amber", [Rule("toy.turn.roll", "T", "E", "S")])
    with pytest.raises(ValueError, match="toy.turn.roll registered twice"):
        RuleBook("toy", [Rule("toy.turn.roll", "T", "E", "S"), Rule("toy.turn.roll", "U", "F", "S")])
    # a game whose name is a prefix of another's does not swallow its rules
    with pytest.raises(ValueError, match="does not belong"):
        RuleBook("to", [Rule("toy.turn.roll", "T", "E", "S")])


def test_rulebook_is_an_ordered_mapping_and_verdicts_need_known_rules() -> None:
    ids = ["toy.b.one", "toy.a.two", "toy.c.three"]
    book = RuleBook("toy", [Rule(i, i, "x", "s") for i in ids])
    assert list(book) == ids and len(book) == 3 and "toy.a.two" in book
    assert book["toy.c.three"].id == "toy.c.three"
    assert book.allow("toy.a.two", "fine") == Verdict(True, "toy.a.two", "fine")
    assert book.refuse("toy.b.one", "no") == Verdict(False, "toy.b.one", "no")
    with pytest.raises(KeyError, match="toy.nope.nope"):
        book.refuse("toy.nope.nope", "no")
    with pytest.raises(KeyError, match="toy.nope.nope"):
        book.allow("toy.nope.nope", "yes")
    assert "| `toy.a.two` |" in book._repr_markdown_()


def test_verdict_truth_and_text() -> None:
    assert Verdict(True, "toy.turn.roll", "ok")
    assert not Verdict(False, "toy.turn.roll", "no")
    assert str(Verdict(False, "toy.move.step", "too far")) == "illegal [toy.move.step]: too far"
    assert str(Verdict(True, "toy.move.step", "fine")) == "legal [toy.move.step]: fine"


def test_illegal_move_is_a_value_error_that_carries_the_verdict() -> None:
    v = RULES.refuse("toy.move.step", "a step is 1 or 2 cells, not 3")
    err = IllegalMove(v)
    assert isinstance(err, ValueError)
    assert err.verdict is v
    assert "toy.move.step" in str(err) and "not 3" in str(err)
    assert issubclass(NotationError, ValueError) and issubclass(RecordError, ValueError)


def test_toy_rulebook_shape() -> None:
    assert RULES.game == "toy" and 3 <= len(RULES) <= 5
    assert all(rule_id.startswith("toy.") for rule_id in RULES)
    assert ENGINE.rules is RULES and ENGINE.variants == ("basic",) and ENGINE.player_counts == (1, 2, 3)


# -- the game: moves, verdicts, chance -------------------------------------------


def test_chance_is_fixed_by_seed_and_keys() -> None:
    assert chance(3, "roll", 4).random() == chance(3, "roll", 4).random()
    assert chance(3, "roll", 4).random() != chance(3, "roll", 5).random()
    assert chance(3, "roll", 4).random() != chance(4, "roll", 4).random()


def test_notation_round_trip_and_errors() -> None:
    for move in (Roll(), Step(1), Step(2), Step(17)):
        assert ENGINE.parse_move(str(move)) == move
    for bad in ("", "jump", "step", "step two", "step 0", "step -1", "roll 2", "step 1 2"):
        with pytest.raises(NotationError, match="not a toy move"):
            ENGINE.parse_move(bad)


def test_new_game_setup() -> None:
    g = new_game(players=["Ann", "Bob", "Cy"], seed=5)
    assert g.config == Config("toy", ("Ann", "Bob", "Cy"), "basic", 5)
    assert g.players == ("Ann", "Bob", "Cy") and g.to_move == 0 and not g.is_over
    assert g.state.positions == (0, 0, 0) and g.state.seed == 5
    assert repr(g) == "<toy game: 3 players, variant basic, seed 5, 0 moves, Ann to move>"
    with pytest.raises(ValueError, match="not 4"):
        new_game(players=4)
    with pytest.raises(ValueError, match="unknown variant"):
        new_game(variant="advanced")


def test_legal_moves_agree_with_check_everywhere() -> None:
    candidates = [Roll(), Step(1), Step(2), Step(3)]
    g = new_game(players=3, seed=11)
    bot = RandomBot(seed=2)
    positions = 0
    while True:
        legal = g.legal_moves()
        assert [m for m in candidates if g.check(m).ok] == list(legal)
        assert [m for m in candidates if g.check(str(m)).ok] == list(legal)
        positions += 1
        if g.is_over:
            break
        g.play(bot.choose(g))
    assert positions > 3
    assert g.legal_moves() == ()
    assert g.check("roll") == Verdict(False, "toy.end.goal", "the game is over: a player is on the goal")
    with pytest.raises(IllegalMove) as info:
        g.play("step 1")
    assert info.value.verdict.rule == "toy.end.goal"


def test_step_that_passes_the_goal_is_refused_with_its_rule() -> None:
    g = played(["step 2", "step 1", "step 2", "step 1", "step 2", "step 1", "step 1"])
    assert g.state.positions == (7, 3) and g.to_move == 1
    g.play("step 1")
    assert g.legal_moves() == (Roll(), Step(1))
    v = g.check("step 2")
    assert (v.ok, v.rule) == (False, "toy.move.step") and "pass the goal" in v.reason


def test_check_of_unreadable_text_names_the_notation_rule() -> None:
    v = new_game().check("jump")
    assert not v.ok and v.rule == "toy.notation.syntax" and v.rule in RULES and "jump" in v.reason


def test_illegal_play_leaves_everything_as_it_was() -> None:
    g = played(["roll", "step 2", "roll"])
    g.undo()
    assert g.can_redo
    before = snapshot(g)
    state = g.state
    with pytest.raises(IllegalMove, match=re.escape("[toy.move.step]")) as info:
        g.play("step 3")
    assert info.value.verdict == RULES.refuse("toy.move.step", "a step is 1 or 2 cells, not 3")
    with pytest.raises(NotationError):
        g.play("jump")
    with pytest.raises(IllegalMove, match=re.escape("[toy.notation.syntax]")):
        g.play(("not", "a", "move"))
    assert snapshot(g) == before and g.state is state
    assert g.redo() == Roll()


def test_undo_and_redo_across_a_roll_give_the_same_outcome() -> None:
    g = played(["step 1", "step 2"], seed=3)
    start = g.state
    g.play("roll")
    after = g.state
    assert after.last_roll is not None and after.positions[0] == 1 + after.last_roll
    assert g.undo() == Roll()
    assert g.state == start and g.history == (Step(1), Step(2))
    assert g.redo() == Roll()
    assert g.state == after
    g.undo()
    g.play("roll")  # played again, not redone: the seed in the state decides
    assert g.state == after


def test_the_roll_really_depends_on_the_seed_and_turn() -> None:
    """Guards the test above: if rolls were constant, undo/redo would agree trivially."""
    firsts = {played(["roll"], seed=s).state.last_roll for s in range(20)}
    assert firsts == {1, 2, 3}
    g = played(["roll"] * 6, seed=0)
    rolls = {g.states[i + 1].last_roll for i in range(6)}
    assert len(rolls) > 1


def test_unlimited_undo_to_start_then_redo_all() -> None:
    g = played(["roll", "roll", "step 1", "roll", "step 2", "roll", "roll"], seed=9)
    states, history = g.states, g.history
    undone = []
    while g.can_undo:
        undone.append(g.undo())
    assert undone == list(reversed(history))
    assert g.states == (states[0],) and g.history == ()
    with pytest.raises(IndexError, match="nothing to undo"):
        g.undo()
    redone = [g.redo() for _ in history]
    assert tuple(redone) == history and g.states == states
    with pytest.raises(IndexError, match="nothing to redo"):
        g.redo()
    fresh = played([str(m) for m in history], seed=9)
    assert fresh.states == states


def test_play_clears_the_redo_stack() -> None:
    g = played(["roll", "roll", "roll"])
    g.undo()
    g.undo()
    assert g.can_redo
    g.play("step 1")
    assert not g.can_redo
    with pytest.raises(IndexError):
        g.redo()
    assert g.history == (Roll(), Step(1))


def test_scores_winners_and_explanations() -> None:
    g = new_game(players=["Ann", "Bob"], seed=1)
    assert g.winners() == ()
    play_out(g, [RandomBot(1), RandomBot(2)])
    assert g.is_over and g.to_move is None and repr(g).endswith("over>")
    scores = g.scores()
    assert set(scores) == {0, 1}
    for s in scores.values():
        assert s["total"] == s["distance"] + s["finish"]
    winner = g.state.positions.index(GOAL)
    assert g.winners() == (winner,) and scores[winner]["finish"] > 0
    last = g.explain()
    assert last[-1][0] == "toy.end.goal" and all(rule_id in RULES for rule_id, _ in last)
    first = g.explain(0)
    assert first == ENGINE.describe(g.states[0], g.history[0], g.states[1])
    assert new_game().explain() == []


def test_graph_and_svg_views() -> None:
    g = played(["step 2"])
    graph = g.graph
    assert isinstance(graph, nx.DiGraph)
    assert nx.shortest_path_length(graph, 0, GOAL) == GOAL
    assert graph.nodes[2]["players"] == (0,) and graph.nodes[0]["players"] == (1,)
    svg = g._repr_svg_()
    assert svg == g.svg() and svg.startswith("<svg") and ET.fromstring(svg).tag.endswith("svg")
    assert svg != new_game().svg()
    assert ENGINE.fingerprint(g.state) != ENGINE.fingerprint(new_game().state)


# -- records ---------------------------------------------------------------------


def a_game() -> Game:
    return played(["roll", "step 2", "roll", "roll", "step 1"], players=3, seed=4)


def test_record_round_trip_through_json_text() -> None:
    g = a_game()
    text = json.dumps(g.to_record())
    h = load_record(text)
    assert h.states == g.states and h.history == g.history and h.config == g.config
    assert ENGINE.fingerprint(h.state) == ENGINE.fingerprint(g.state) == g.to_record()["final"]
    assert load_record(g.to_record()).states == g.states
    assert load_record(dumps(g)).states == g.states
    assert json.loads(dumps(g)) == g.to_record()


def test_record_of_finished_game_round_trips() -> None:
    g = new_game(players=1, seed=2)
    play_out(g, [RandomBot(5)])
    h = load_record(json.dumps(g.to_record()))
    assert h.is_over and h.states == g.states


def edit(**changes: Any) -> Callable[[dict[str, Any]], Any]:
    """A change to a record: a value per key; ``...`` deletes the key."""

    def change(rec: dict[str, Any]) -> Any:
        for key, value in changes.items():
            if value is ...:
                del rec[key]
            else:
                rec[key] = value
        return rec

    return change


def set_move(i: int, value: Any) -> Callable[[dict[str, Any]], Any]:
    def change(rec: dict[str, Any]) -> Any:
        rec["moves"][i] = value
        return rec

    return change


BAD_RECORDS = {
    "not json": (lambda rec: '{"format": "board-tutor-record",\n "version": 1,,}', "line 2, column 15"),
    "not json bytes": (lambda rec: b"[1, 2", "not valid JSON at line 1"),
    "top level list": (lambda rec: [rec], "expected a JSON object at the top, found list"),
    "top level text": (lambda rec: json.dumps("hello"), "found str"),
    "missing seed": (edit(seed=...), "missing field 'seed'"),
    "missing moves": (edit(moves=...), "missing field 'moves'"),
    "missing format": (edit(format=...), "missing field 'format'"),
    "seed as text": (edit(seed="7"), "field 'seed' must be a whole number, not str '7'"),
    "seed as bool": (edit(seed=True), "field 'seed' must be a whole number, not bool"),
    "seed as float": (edit(seed=4.0), "field 'seed'"),
    "version as text": (edit(version="1"), "field 'version'"),
    "players as text": (edit(players="Ann"), "field 'players'"),
    "moves as text": (edit(moves="roll"), "field 'moves'"),
    "options as list": (edit(options=[]), "field 'options'"),
    "unknown field": (edit(comment="hi"), "unknown field(s) comment"),
    "wrong format": (edit(format="pgn"), "field 'format' is 'pgn'"),
    "wrong version": (edit(version=2), "version 2 is not supported"),
    "wrong game": (edit(game="chess"), "field 'game' is 'chess'"),
    "too many players": (edit(players=["A", "B", "C", "D"]), "4 players"),
    "no players": (edit(players=[]), "0 players"),
    "empty player name": (edit(players=["A", " ", "C"]), "players[1]"),
    "player name not text": (edit(players=["A", 2, "C"]), "players[1]"),
    "unknown variant": (edit(variant="advanced"), "unknown variant 'advanced'"),
    "move not text": (set_move(1, 2), "moves[1] must be text, not int"),
    "move is null": (set_move(3, None), "moves[3] must be text"),
    "unreadable move": (set_move(2, "jump"), "moves[2] 'jump' cannot be read"),
    "illegal move": (set_move(1, "step 3"), "moves[1] 'step 3' is illegal there [toy.move.step]"),
    "tampered final": (edit(final="0123456789abcdef"), "field 'final'"),
    "tampered move": (set_move(4, "step 2"), "field 'final'"),
}


@pytest.mark.parametrize("case", list(BAD_RECORDS))
def test_bad_record_is_refused_naming_what_and_where(case: str) -> None:
    g = a_game()
    before = snapshot(g)
    change, message = BAD_RECORDS[case]
    rec = g.to_record()
    bad = change(copy.deepcopy(rec))
    kept = copy.deepcopy(bad)
    result = None
    with pytest.raises(RecordError, match=re.escape(message)):
        result = load_record(bad)
    assert result is None  # no partial game
    assert snapshot(g) == before and g.to_record() == rec
    assert bad == kept  # the record itself is not changed by loading


def test_changed_seed_is_caught_by_the_final_fingerprint() -> None:
    rec = a_game().to_record()
    for seed in range(5, 30):
        changed = dict(rec, seed=seed, final=None)
        if load_record(changed).state != load_record(rec).state:
            break
    else:
        pytest.fail("no other seed changes the game: the rolls ignore the seed")
    with pytest.raises(RecordError, match="'final'"):
        load_record(dict(rec, seed=seed))


def test_record_bytes_that_are_not_utf8_give_a_record_error() -> None:
    with pytest.raises(RecordError):
        load_record(b"\xff\xfe{")


# -- data files ------------------------------------------------------------------


def test_data_errors_name_the_path() -> None:
    d = Data({"kinds": [{"count": 1}, {"count": 2}, {"count": "3"}], "flag": True, "n": 4}, "x.json")
    kinds = d.items("kinds")
    assert [k.where for k in kinds] == ["x.json.kinds[0]", "x.json.kinds[1]", "x.json.kinds[2]"]
    assert kinds[1].get("count", int) == 2
    with pytest.raises(RecordError, match=re.escape("x.json.kinds[2].count: expected int, found str '3'")):
        kinds[2].get("count", int)
    with pytest.raises(RecordError, match=re.escape("x.json.flag: expected int, found bool")):
        d.get("flag", int)
    assert d.get("flag", bool) is True
    with pytest.raises(RecordError, match=re.escape("x.json.n: expected str/list, found int")):
        d.get("n", (str, list))
    with pytest.raises(RecordError, match=re.escape("x.json: missing key 'size'")):
        d.get("size", int)
    assert d.get("size", int, default=None) is None
    with pytest.raises(RecordError, match=re.escape("x.json.kinds[1]: expected an object, found list")):
        Data({"kinds": [{}, []]}, "x.json").items("kinds")
    with pytest.raises(RecordError, match=re.escape("x.json.n: expected dict")):
        d.child("n")
    with pytest.raises(RecordError, match="y.json: expected an object, found list"):
        Data([], "y.json")


def test_sourced_values_and_their_errors() -> None:
    d = Data({"n": {"value": 3, "provenance": "reconstructed", "source": "p. 4"}}, "x.json")
    assert d.sourced("n", int) == Sourced(3, "reconstructed", "p. 4")
    bad = Data({"n": {"value": 3, "provenance": "guess", "source": "p. 4"}}, "x.json")
    with pytest.raises(RecordError, match=re.escape("x.json.n.provenance: must be one of")):
        bad.sourced("n", int)
    no_source = Data({"n": {"value": 3, "provenance": "rulebook"}}, "x.json")
    with pytest.raises(RecordError, match=re.escape("x.json.n: missing key 'source'")):
        no_source.sourced("n", int)


def test_data_file_errors_name_the_file_and_place() -> None:
    with pytest.raises(RecordError, match=re.escape("z.json: not valid JSON at line 2, column")):
        parse_data('{"a": 1,\n}', "z.json")
    assert parse_data('{"a": 1}', "z.json").get("a", int) == 1
    with pytest.raises(RecordError, match=re.escape("tutor/data/missing.json: file not found")):
        load_json("tutor", "missing.json")


# -- SVG ---------------------------------------------------------------------------


def drawing() -> str:
    s = Svg(100, 50.5)
    s.rect(0, 0, 100, 50.5, fill="#fff")
    s.circle(1 / 3, 2.0, 0.5, stroke_width=1.005, class_="pawn")
    s.polyline([(0, 0), (1.234, 5.678)], stroke="#000")
    s.title('P1 <"Ann" & co>')
    s.text(10, 5, "a<b & c>d", fill='"><script>')
    s.add("g", None, id="empty", opacity=None)
    return s.render()


def test_svg_is_deterministic_and_well_formed() -> None:
    out = drawing()
    assert out == drawing()
    root = ET.fromstring(out)
    assert root.get("viewBox") == "0 0 100 50.5" and root.get("width") == "100"
    assert '<circle cx="0.33" cy="2" r="0.5" stroke-width="1" class="pawn"/>' in out
    assert 'points="0,0 1.23,5.68"' in out
    assert '<g id="empty"/>' in out and "opacity" not in out
    assert num(2.005) in ("2", "2.01") and num(-0.004) == "0" and num(100) == "100"


def test_svg_escapes_text_and_attributes() -> None:
    out = drawing()
    assert "<script>" not in out and "a<b" not in out
    assert ">a&lt;b &amp; c&gt;d</text>" in out
    assert 'fill="&quot;&gt;&lt;script&gt;"' in out
    assert "<title>P1 &lt;\"Ann\" &amp; co&gt;</title>" in out
    root = ET.fromstring(out)
    texts = [e.text for e in root.iter() if e.tag.endswith("text")]
    assert texts == ["a<b & c>d"]


def test_toy_board_svg_is_deterministic() -> None:
    assert played(["roll", "roll"], seed=5).svg() == played(["roll", "roll"], seed=5).svg()
    assert played(["step 1"]).svg(cell=20) != played(["step 1"]).svg()


# -- bots --------------------------------------------------------------------------


def bot_game(game_seed: int, bot_seed: int) -> Game:
    g = new_game(players=3, seed=game_seed)
    play_out(g, [RandomBot(bot_seed), RandomBot(bot_seed + 1), RandomBot(bot_seed + 2)])
    return g


def test_random_bot_with_the_same_seed_plays_the_same_game() -> None:
    assert bot_game(3, 10).history == bot_game(3, 10).history
    assert len({bot_game(3, s).history for s in range(10)}) > 1


def test_play_out_ends_the_game() -> None:
    g = new_game(players=2, seed=8)
    n = play_out(g, [RandomBot(0), RandomBot(1)])
    assert g.is_over and n == len(g.history) > 0 and g.legal_moves() == ()
    bot = RandomBot(0, name="rb")
    with pytest.raises(ValueError, match="game is over"):
        bot.choose(g)


def test_play_out_stops_at_max_moves_and_bot_says_why() -> None:
    g = new_game(players=2, seed=8)
    bot = RandomBot(0)
    assert play_out(g, [bot, bot], max_moves=3) == 3 and len(g.history) == 3 and not g.is_over
    assert bot.reason == "picked at random among 3 legal moves"


def test_package_exports() -> None:
    assert set(tutor.__all__) >= {"Game", "Engine", "Rule", "RuleBook", "Verdict", "IllegalMove", "RecordError"}
