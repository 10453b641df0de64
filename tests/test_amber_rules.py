"""Amber, rule by rule: setup, whose turn it is, playing and drawing, the move notation.

Every rule id of ``amber.RULES`` has at least one test that keeps it (``obey``)
and one that breaks it (``break``) in ``tests/test_amber_rules*.py``; the last
test of this file checks that. The helpers here are shared by the other
``test_amber_rules_*`` files.

Positions are drawn with :func:`amber.scenario`: columns A-K left to right,
rows 1-11 top to bottom (each picture row starts with its row number). Tile
codes: ``I`` straight, ``i`` one-way straight, ``L`` curve, ``l`` one-way curve,
``T`` tee, ``X`` cross, ``B`` bridge, ``O`` roundabout, ``S`` swamp, then the
clockwise quarter turns. Unturned, a curve joins N and E (r1: E and S, r2: S and
W, r3: W and N), a tee has no road on W (T1: no road on N), a straight joins N
and S (I1: E and W). One-way: ``i0`` enters N and leaves S, ``i1`` E to W,
``i2`` S to N, ``i3`` W to E. Expected results are worked out from the
rulebook, not read off the engine.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

import amber
from amber.connect import buildable
from tutor import IllegalMove, NotationError
from tutor.coverage import Use, scan_test_file

COLUMNS = "ABCDEFGHIJK"
COINS = 14


# -- helpers (imported by the other test_amber_rules_* files) -------------------------


def fld(name: str) -> int:
    """The field number of ``name`` ("C7": column C, row 7), worked out here rather than by the engine."""
    return (int(name[1:]) - 1) * 11 + COLUMNS.index(name[0])


def board(picture: str) -> tuple[int, ...]:
    """The board cells a picture describes (to compare a whole board after a move)."""
    return amber.scenario(picture, discards="shovel").state.board  # (tiles no road leads to: a shovel was used)


def reach(g: amber.Game, player: int) -> set[str]:
    """The empty fields ``player`` can build on now (networkx view of the road graph)."""
    return set(buildable(g.state, player))


def moves(g: amber.Game) -> set[str]:
    """The legal moves now, as notation."""
    return {str(m) for m in g.legal_moves()}


def refused(g: amber.Game, move: str, rule: str) -> None:
    """``move`` is refused under ``rule`` by check and by play, and the game stays exactly as it was."""
    state, states, history = g.state, g.states, g.history
    verdict = g.check(move)
    assert not verdict.ok and verdict.rule == rule, verdict
    with pytest.raises(IllegalMove) as err:
        g.play(move)
    assert err.value.verdict.rule == rule
    assert g.state is state and g.states == states and g.history == history


def allowed(g: amber.Game, move: str, rule: str = "amber.place.tile") -> None:
    """``move`` is legal now, under ``rule``."""
    verdict = g.check(move)
    assert verdict.ok and verdict.rule == rule, verdict
    assert g.parse(move) in g.legal_moves()


def new_discards(before: amber.State, after: amber.State) -> list[str]:
    """The tiles thrown out between two positions (scenarios keep unused tiles among the discards)."""
    return sorted(after.discards[len(before.discards):])


# Red castle B2, blue castle F2, nothing built yet.
TWO = """
   A B C D E F G
1  . . . . . . .
2  . 1 . . . 2 .
3  . . . . . . .
"""

# Red's castle B2 is shut in by one-way tiles that all point into it (B1 N>S, A2 W>E, C2 E>W, B3 S>N):
# red cannot enter any of them, so no empty field is in reach; only a shovel could dig them.
#        A    B    C
#   1         v
#   2   -->  [1]  <--
#   3         ^
RED_SHUT = """
   A  B  C  D  E  F  G  H  I  J
1  .  i0 .  .  .  .  .  .  .  .
2  i3 1  i1 .  .  2  .  .  .  .
3  .  i2 .  .  .  .  .  .  .  .
"""
# Both castles shut in.
BOTH_SHUT = """
   A  B  C  D  E  F  G  H  I  J
1  .  i0 .  .  .  .  .  i0 .  .
2  i3 1  i1 .  .  .  i3 2  i1 .
3  .  i2 .  .  .  .  .  i2 .  .
"""
STUCK_HAND = "curve tee cross straight bridge swamp"  # no shovel: nothing in it can be played when shut in

# Layouts of reference/amber.md section 8 (castles, villages), written out independently of the data file.
LAYOUTS = {
    2: ("C6 I6", "D4 D8 E5 E7 G5 G7 H4 H8"),
    3: ("B4 J4 F8", "D3 D7 E2 E4 G2 G4 H3 H7"),
    4: ("F2 B6 J6 F10", "D4 D8 E6 F5 F7 G6 H4 H8"),
    5: ("F2 B5 J5 C9 I9", "D4 E5 E7 E10 G5 G7 G10 H4"),
    6: ("C2 I2 B6 J6 C10 I10", "E3 E6 E9 F2 F10 G3 G6 G9"),
}


# -- setup -------------------------------------------------------------------------------


@pytest.mark.rule("amber.setup.players", "obey")
@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_two_to_six_players_can_play(n: int) -> None:
    g = amber.new_game(players=n, seed=5)
    assert len(g.players) == n and len(g.state.castles) == n
    assert not g.is_over and g.legal_moves()


@pytest.mark.rule("amber.setup.players", "break")
@pytest.mark.parametrize("players", [0, 1, 7, ["solo"], ["a", "b", "c", "d", "e", "f", "g"]])
def test_one_or_seven_players_are_refused(players: int | list[str]) -> None:
    with pytest.raises(ValueError):
        amber.new_game(players=players, seed=5)


@pytest.mark.rule("amber.setup.layout", "obey")
@pytest.mark.parametrize("n", sorted(LAYOUTS))
def test_castles_and_villages_stand_where_the_layout_puts_them(n: int) -> None:
    s = amber.new_game(players=n, seed=11).state
    castles, villages = ({fld(x) for x in text.split()} for text in LAYOUTS[n])
    assert set(s.castles) == castles and set(s.villages) == villages
    assert {f for f, cell in enumerate(s.board) if cell != -1} == castles  # no tile is laid yet


@pytest.mark.rule("amber.setup.layout", "break")
@pytest.mark.parametrize("layout", [1, -1, "A"])
def test_a_layout_that_does_not_exist_is_refused(layout: object) -> None:
    """Each player count has one (reconstructed) layout, index 0."""
    with pytest.raises(ValueError):
        amber.new_game(players=3, seed=1, layout=layout)


@pytest.mark.rule("amber.setup.coins", "obey")
@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_a_coin_on_every_castle_and_village(n: int) -> None:
    s = amber.new_game(players=n, seed=2).state
    assert s.coins_on == set(s.castles) | set(s.villages)
    assert len(s.coins_on) == n + 8 and s.purse == (0,) * n
    assert len(s.coins_on) + s.coins_out + sum(s.purse) == COINS


@pytest.mark.rule("amber.setup.coins", "break")
def test_coins_of_castles_not_in_play_stay_in_the_box() -> None:
    """Two players: 2 castles + 8 villages hold coins; the 4 coins of the unused castles are not on the board."""
    s = amber.new_game(players=2, seed=2).state
    assert len(s.coins_on) == 10 and s.coins_out == 4
    unused = {fld(x) for x in LAYOUTS[6][0].split()} - set(s.castles) - set(s.villages)
    assert not unused & s.coins_on


@pytest.mark.rule("amber.setup.castles", "obey")
def test_each_player_gets_one_castle_fixed_by_the_seed() -> None:
    a = amber.new_game(players=4, seed=21).state
    b = amber.new_game(players=4, seed=21).state
    assert a.castles == b.castles
    assert sorted(a.castles) == sorted(fld(x) for x in LAYOUTS[4][0].split())
    assert [a.owner(c) for c in a.castles] == [0, 1, 2, 3]


@pytest.mark.rule("amber.setup.castles", "break")
def test_castles_are_drawn_by_lot_not_by_seat() -> None:
    """Another seed may hand out the castles differently; 'in order' (by agreement) keeps the layout's order."""
    drawn = {amber.new_game(players=4, seed=s).state.castles for s in range(20)}
    assert len(drawn) > 1
    agreed = amber.new_game(players=4, seed=3, castles="in order").state.castles
    assert agreed == tuple(fld(x) for x in LAYOUTS[4][0].split())


@pytest.mark.rule("amber.setup.deal", "obey")
@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_six_hidden_tiles_each_and_the_rest_face_down(n: int) -> None:
    s = amber.new_game(players=n, seed=3).state
    assert [len(h) for h in s.hands] == [6] * n
    assert len(s.deck) == 92 - 6 * n
    tiles = Counter(k for h in s.hands for k in h) + Counter(s.deck)
    assert sum(tiles.values()) == 92 and tiles["swamp"] == 4 and tiles["shovel"] == 6  # and 82 roads
    assert amber.new_game(players=n, seed=4).state.deck != s.deck  # shuffled by the seed


@pytest.mark.rule("amber.setup.deal", "break")
@pytest.mark.parametrize("hand", ["swamp swamp swamp swamp swamp", "shovel " * 7])
def test_a_position_with_more_tiles_than_the_game_has_is_refused(hand: str) -> None:
    """The 92 tiles hold only 4 swamps and 6 shovels."""
    with pytest.raises(NotationError):
        amber.scenario(TWO, hands=[hand, ""])


@pytest.mark.rule("amber.setup.deal", "obey")
def test_an_advanced_scenario_with_a_chosen_market_still_has_92_tiles() -> None:
    """The face-up tiles come out of the 92 like the others (fixed in c7a5f65: they used to exist twice)."""
    s = amber.scenario(TWO, hands=["cross", "tee"], variant="advanced", market="bridge tee").state
    laid = [amber.tiles.kind_of(c).name for c in s.board if 0 <= c < 1000]
    tiles = Counter(k for h in s.hands for k in h) + Counter(s.deck + s.market + s.discards) + Counter(laid)
    assert sum(tiles.values()) == 92 and tiles["bridge"] == 5


@pytest.mark.rule("amber.setup.start-player", "obey")
def test_the_start_player_is_fixed_by_the_seed_then_play_goes_clockwise() -> None:
    g = amber.new_game(players=3, seed=8)
    start = g.to_move
    assert amber.new_game(players=3, seed=8).to_move == start
    for k in range(7):
        assert g.to_move == (start + k) % 3
        g.play(g.legal_moves()[0])


@pytest.mark.rule("amber.setup.start-player", "break")
def test_the_start_player_is_not_always_the_first_seat() -> None:
    """The start player varies with the seed, unless one is chosen."""
    assert len({amber.new_game(players=4, seed=s).to_move for s in range(30)}) > 1
    assert amber.new_game(players=4, seed=0, start_player=2).to_move == 2


# -- turns: whose turn, one tile, draw back to six ----------------------------------------


@pytest.mark.rule("amber.turn.order", "obey")
def test_after_a_turn_the_next_player_acts() -> None:
    g = amber.scenario(TWO, hands=["tee curve curve curve curve curve", "cross curve curve curve curve curve"],
                       deck="tee tee")
    g.play("tee C2 r1")
    assert g.to_move == 1 and g.state.turn == 2
    g.play("cross G2 r0")
    assert g.to_move == 0 and g.state.turn == 3


@pytest.mark.rule("amber.turn.order", "break")
def test_red_cannot_play_again_in_blues_turn() -> None:
    """Red's curve on A2 was legal; in blue's turn the same move is blue's, and blue has no curve.

    (Moves carry no player, so an out-of-turn play shows as the player to move lacking the tile.)
    """
    g = amber.scenario(TWO, hands=["curve tee tee tee tee tee", "cross cross cross cross cross cross"], deck="tee tee")
    allowed(g, "curve A2 r0")
    g.play("tee C2 r1")
    refused(g, "curve A2 r0", "amber.turn.play-one")
    refused(g, "red: curve A2 r0", "amber.turn.order")  # named, the mover is checked first
    allowed(g, "blue: cross F1 r0")


@pytest.mark.rule("amber.turn.play-one", "obey")
def test_a_turn_plays_exactly_one_tile_from_the_hand() -> None:
    g = amber.scenario(TWO, hands=["straight curve tee cross bridge swamp", ""], deck="cross tee curve")
    before = g.state.hands[0]
    g.play("tee C2 r1")
    after = g.state.hands[0]
    assert Counter(before) - Counter(after) == Counter(["tee"])
    assert Counter(after) - Counter(before) == Counter(["cross"])  # the top of the pile


@pytest.mark.rule("amber.turn.play-one", "break")
@pytest.mark.parametrize("move", ["tee A2 r0", "shovel C2", "roundabout B1 r0", "straight> B3 r0"])
def test_a_tile_not_in_the_hand_cannot_be_played(move: str) -> None:
    """C2 holds a straight road (east-west); each move would be legal with the tile in the hand."""
    picture = TWO.replace("2  . 1 . .", "2  . 1 I1 .")
    kind = move.split()[0]
    allowed(amber.scenario(picture, hands=[kind, ""]), move, "amber.shovel.target" if kind == "shovel" else
            "amber.place.tile")
    g = amber.scenario(picture, hands=["curve curve straight", "tee shovel roundabout straight>"])
    refused(g, move, "amber.turn.play-one")
    assert ">" not in g.check(move).reason  # tiles are named in words, not in the notation


@pytest.mark.rule("amber.place.empty", "break")
@pytest.mark.rule("amber.shovel.target", "break")
@pytest.mark.parametrize(("move", "rule", "start"), [
    ("straight> C2 r1", "amber.place.empty", "C2 is not empty: it holds a straight road"),
    ("cross B2 r0", "amber.place.empty", "B2 is not empty: it holds a castle"),
    ("shovel D2", "amber.shovel.target", "D2 holds no tile"),
])
def test_what_lies_on_the_field_is_named_before_the_missing_tile(move: str, rule: str, start: str) -> None:
    """Two faults at once (the field and the hand): the refusal names the one seen on the board first."""
    picture = TWO.replace("2  . 1 . .", "2  . 1 I1 .")
    g = amber.scenario(picture, hands=["curve curve curve", ""])
    refused(g, move, rule)
    assert g.check(move).reason.startswith(start)


@pytest.mark.rule("amber.turn.draw", "obey")
def test_after_playing_the_hand_is_filled_back_to_six_from_the_pile() -> None:
    g = amber.scenario(TWO, hands=["straight curve tee cross bridge swamp", ""], deck="cross tee curve")
    g.play("curve A2 r0")
    assert len(g.state.hands[0]) == 6
    assert g.state.deck == ("tee", "curve")


@pytest.mark.rule("amber.turn.draw", "obey")
def test_when_the_pile_runs_short_the_player_draws_what_is_left() -> None:
    g = amber.scenario(TWO, hands=["straight curve tee cross bridge swamp", ""], deck="")
    g.play("curve A2 r0")
    assert len(g.state.hands[0]) == 5 and g.state.deck == () and g.to_move == 1


@pytest.mark.rule("amber.turn.draw", "break")
def test_in_the_basic_game_nobody_chooses_a_draw() -> None:
    """The draw follows the play by itself; 'draw deck' is only for the advanced game's draw phase."""
    g = amber.scenario(TWO, hands=["curve", ""])
    refused(g, "draw deck", "amber.turn.draw")
    assert "advanced" not in g.check("draw deck").reason and "basic game" in g.check("draw deck").reason


@pytest.mark.rule("amber.turn.draw", "break")
def test_in_the_advanced_game_the_draw_follows_the_play() -> None:
    g = amber.scenario(TWO, hands=["curve", ""], variant="advanced", market="tee cross")
    refused(g, "draw market tee", "amber.turn.draw")
    assert g.check("draw deck").reason == "red must play a tile first; the draws are chosen after it"


# -- the move notation ---------------------------------------------------------------------

NOTATION = ["curve C7 r1", "swamp D5", "tee C7 r1 + bridge C8", "straight> D2 r3 + roundabout E2", "shovel D5",
            "special-shovel D5", "stuck curve", "pass", "draw deck", "draw market tee"]


@pytest.mark.rule("amber.notation.syntax", "obey")
@pytest.mark.parametrize("text", NOTATION)
def test_every_kind_of_move_is_written_and_read_back(text: str) -> None:
    move = amber.parse(text)
    assert str(move) == text and amber.parse(str(move)) == move
    assert amber.new_game(players=2, seed=1).parse(text) == move


@pytest.mark.rule("amber.notation.syntax", "obey")
def test_fields_are_case_blind_and_same_looking_turns_are_one_move() -> None:
    assert amber.parse("curve c7 r1") == amber.parse("curve C7 r1")
    assert amber.parse("straight C7 r2") == amber.parse("straight C7 r0")  # a two-way straight half turned
    assert amber.parse("straight> C7 r2") != amber.parse("straight> C7 r0")  # its arrow now points the other way


@pytest.mark.rule("amber.notation.syntax", "break")
@pytest.mark.parametrize("text", ["garbage", "", "curve Z9 r1", "curve L7 r1",
                                  "tee C7 r1 + curve C8", "tee C7 r1 + bridge", "draw market", "stuck", "shovel",
                                  "pass now", "dragon C7 r1"])
def test_bad_notation_is_refused_and_changes_nothing(text: str) -> None:
    g = amber.new_game(players=2, seed=1)
    state = g.state
    with pytest.raises(NotationError):
        amber.parse(text)
    verdict = g.check(text)
    assert not verdict.ok and verdict.rule == "amber.notation.syntax"
    with pytest.raises(NotationError):
        g.play(text)
    assert g.state is state and g.history == ()


@pytest.mark.rule("amber.place.rotation", "break")
@pytest.mark.parametrize("text", ["curve C7 r5", "curve C7 x1"])
def test_a_bad_rotation_is_refused_under_the_rotation_rule(text: str) -> None:
    g = amber.new_game(players=2, seed=1)
    verdict = g.check(text)
    assert not verdict.ok and verdict.rule == "amber.place.rotation"
    with pytest.raises(NotationError):
        g.play(text)
    assert g.history == ()


@pytest.mark.rule("amber.notation.syntax", "break")
def test_something_that_is_no_amber_move_is_refused() -> None:
    g = amber.new_game(players=2, seed=1)
    verdict = g.check(("curve", "C7"))
    assert not verdict.ok and verdict.rule == "amber.notation.syntax"


# -- every rule has an obey and a break test --------------------------------------------------


def test_every_rule_has_an_obey_and_a_break_test() -> None:
    uses: list[Use] = []
    for path in sorted(Path(__file__).parent.glob("test_amber_rules*.py")):
        for item in scan_test_file(path, path.name):
            assert isinstance(item, Use), item  # a marker that cannot be read
            uses.append(item)
    unknown = {u.rule for u in uses} - set(amber.RULES)
    assert not unknown, f"markers name unknown rules: {sorted(unknown)}"
    for case in ("obey", "break"):
        missing = [r for r in amber.RULES if not any(u.rule == r and u.kind == case for u in uses)]
        assert not missing, f"rules without a {case} test: {missing}"
