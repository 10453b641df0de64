"""La Loire's game table driven by simulated clicks (no browser): every legal move of hand-built positions made by
clicks alone, the horse choices, refusals answered with the engine's rule id and marked on the board in red,
pass-and-play, the last moves marked, save / load, and the end screen of a late game."""

from __future__ import annotations

import json
import random
import xml.etree.ElementTree as ET
from html import escape
from typing import Any

import pytest

import loire
from loire.bots import GreedyBot
from loire.cards import CHARACTERS
from loire.moves import Build, BuyMessage, Travel
from loire.render import render
from loire.rulebook import RULES
from loire.rules import legal_moves
from loire.state import PLACE_INDEX
from loire.table import Table, attempt, path
from tutor.bots import play_out

STANDARD = {  # name -> scenario settings: positions that offer every kind of La Loire move between them
    "opening, a free horse in Nantes": {"loose": {"Nantes": 1}, "seats": [{"merchant_horses": 1}, {}], "player": 0},
    "the Blacksmith": {"loose": {"Angers": 1}, "seats": [{"characters": ["Blacksmith"], "merchant_horses": 0}, {}],
                       "player": 0},
    "merchant in Nantes": {
        "buildings": {"Saumur": "0 farm"}, "player": 0, "turn": {"moved": ["messenger", "merchant"],
                                                                "acting": "merchant"},
        "seats": [{"merchant": "Nantes", "money": 20, "goods": {"wood": 3, "wine": 2},
                   "characters": ["Patronus", "Economus"]}, {}]},
    "merchant at Langeais": {"player": 0, "turn": {"moved": ["merchant"], "acting": "merchant"},
                             "seats": [{"merchant": "Langeais", "characters": ["Lumberjack"], "money": 9}, {}]},
    "messenger in Orléans with the Spy": {"player": 0, "turn": {"moved": ["messenger"], "acting": "messenger"},
                                          "seats": [{"messenger": "Orléans", "characters": ["Spy"], "money": 9}, {}]},
    "messenger at Talcy, the circus": {
        "player": 0, "circus": "Talcy", "turn": {"moved": ["messenger"], "acting": "messenger"},
        "seats": [{"messenger": "Talcy", "hand": ["Talcy"], "money": 12}, {}]},
    "messenger in Nantes": {"player": 0, "turn": {"moved": ["messenger"], "acting": "messenger"},
                            "seats": [{"messenger": "Nantes", "money": 9}, {}]},
    "a poor merchant in a city": {"player": 0, "seats": [{"merchant": "Orléans", "money": 2}, {}]},
    "the circus moves": {"player": 0, "turn": {"moved": ["merchant"], "pending": ["Tours", "Blois"]}},
}


def kind(move: Any) -> str:
    """A move's kind, finer where the clicks differ (horses, Blacksmith, Spy card, Patronus)."""
    name = type(move).__name__
    if isinstance(move, Travel):
        return name + ("+" if move.change > 0 else "-" if move.change < 0 else "0") + (" smith" if move.smith else "")
    if isinstance(move, BuyMessage) and move.card:
        return name + " card"
    if isinstance(move, Build):
        return f"{name} {move.kind}" + (" patronus" if move.patronus else "")
    return name


def note(rule: str) -> str:
    """How the board draws a refused click's rule: its title in the pupil's language, its id only in the tooltip."""
    return f"<title>{rule}</title>{escape('✗ ' + loire.RULES[rule].title, quote=False)}"


def by_clicks(t: Table, move: Any) -> None:
    """Make ``move`` by clicking its path (the chosen horses are not clicked again), then *play it* if it is not
    played at once; it must be the move played."""
    if t.curtain:
        t.reveal()
    before = len(t.game.history)
    for hit in path(move):
        if hit in t.narrowing.selection:
            continue
        (t.board if hit in PLACE_INDEX or hit.startswith(("piece:", "boat:", "smith:")) else t.hands).click(hit)
        assert t.error is None, (move, hit, t.message.value)
    if len(t.game.history) == before:
        assert t.narrowing.current == move, (move, t.narrowing.selection)
        t.confirm_button.click()
    assert len(t.game.history) > before and t.game.history[before] == move, (move, t.message.value)


def clicks_everything(game: loire.Game) -> set[str]:
    """Every legal move of ``game``'s position made by clicks (and undone); their kinds."""
    t = Table(game, seats=["human"] * len(game.players))
    start = t.game.state
    kinds = set()
    for move in game.legal_moves():
        by_clicks(t, move)
        kinds.add(kind(move))
        t.undo()
        assert t.game.state is start
    return kinds


def test_every_kind_of_move_is_made_by_clicks_in_the_standard_game() -> None:
    kinds: set[str] = set()
    for name, spec in STANDARD.items():
        made = clicks_everything(loire.scenario(players=2, seed=1, **spec))
        assert made, name
        kinds |= made
    assert kinds >= {"Travel0", "Travel+", "Travel-", "Travel+ smith", "Buy", "Sell", "Boat", "Build farm",
                     "Build farm patronus", "Build monastery", "Build castle", "Palace", "Hire", "BuyMessage",
                     "BuyMessage card", "Deliver", "Circus", "Income", "End"}, kinds


def test_recall_and_a_level2_delivery_by_clicks() -> None:
    game = loire.new_game(2, seed=1)
    t = Table(game, seats=["human", "human"])
    rng = random.Random(3)
    seen: set[str] = set()
    while not {"Recall", "Deliver"} <= seen and len(game.history) < 2500:  # a seeded game of random clicks
        if t.curtain:
            t.reveal()
        move = rng.choice(t.game.legal_moves())
        by_clicks(t, move)
        seen.add(kind(move))
    assert {"Recall", "Deliver"} <= seen


@pytest.mark.parametrize(("players", "variant"), [(3, "casual"), (1, "standard")])
def test_casual_and_solo_games_by_clicks(players: int, variant: str) -> None:
    """Random legal moves of a casual game and of a solo game, each made by clicks."""
    t = Table(players=players, seed=4, variant=variant, seats=["human"] * players)
    rng = random.Random(players)
    kinds = set()
    for _ in range(150):
        if t.game.is_over:
            break
        if t.curtain:
            t.reveal()
        move = rng.choice(t.game.legal_moves())
        by_clicks(t, move)
        kinds.add(kind(move))
    assert {"Travel0", "End"} <= kinds
    if variant == "casual":
        assert not {"Hire", "Palace", "Circus"} & kinds


def test_the_horse_buttons_change_the_ringed_places() -> None:
    t = Table(players=2, seed=1)
    t.click("piece:merchant")
    assert t.narrowing.selection == ("piece:merchant", "horses:+0")
    keep = {h for h in t.narrowing.next_hits if h in PLACE_INDEX}
    assert 'data-hit="horses:-1"' in t.board.svg and 'data-hit="horses:-2"' in t.board.svg
    t.click("horses:-2")
    fewer = {h for h in t.narrowing.next_hits if h in PLACE_INDEX}
    assert fewer and not fewer & keep  # one place ahead instead of three
    t.click(sorted(keep)[0])  # a place of the other horse choice: taken with it
    assert t.game.history[-1] == Travel("merchant", sorted(keep)[0], 0)


def test_a_place_clicked_first_chooses_the_piece_and_horses() -> None:
    t = Table(players=2, seed=1)
    target = next(m for m in t.game.legal_moves() if isinstance(m, Travel) and m.change == -1)
    t.board.click(target.to)
    played = t.game.history[-1]
    assert isinstance(played, Travel) and played.to == target.to
    assert abs(played.change) == min(abs(m.change) for m in legal_moves(t.game.states[-2])
                                     if isinstance(m, Travel) and m.to == target.to)


@pytest.mark.rule("loire.move.steps", "break")
def test_an_illegal_place_is_refused_with_its_rule_on_the_board() -> None:
    t = Table(players=2, seed=1)
    before = t.game.state
    t.click("piece:merchant")
    far = next(p for p in PLACE_INDEX if p not in t.narrowing.next_hits and p != "Nantes")
    t.board.click(far)
    assert t.game.state is before and t.error is not None and t.error.rule == "loire.move.steps"
    assert "loire.move.steps" in t.message.value and note("loire.move.steps") in t.board.svg
    assert "refusal-note" in t.board.svg and all(escape(w, quote=False) in t.board.svg for w in t.error.reason.split())
    board = ET.fromstring(t.board.svg)
    assert any("table-error" in (e.get("class") or "") for e in board.iter())
    assert t.narrowing.selection == ("piece:merchant", "horses:+0")  # the choice so far is kept


@pytest.mark.parametrize(("hit", "rule"), [("end", "loire.turn.must-move"),
                                           ("sell:wine", "loire.turn.action-after-move"),
                                           ("message:1", "loire.turn.action-after-move")])
def test_buttons_that_are_not_legal_now_say_which_rule(hit: str, rule: str) -> None:
    """At the start of a turn nothing but a move is legal: the outlined buttons answer with the rule."""
    t = Table(players=2, seed=1)
    before = t.game.state
    assert t.game.check(attempt(t.game, (), hit)).rule == rule
    t.hands.click(hit)
    assert t.game.state is before and t.error is not None and t.error.rule == rule
    assert rule in t.message.value and "color:#b00" in t.message.value


def test_the_last_moves_of_the_bots_are_marked() -> None:
    t = Table(players=3, seed=2)
    bots = t.game.history[:]
    assert bots  # the bots before red
    svg = t.board.svg
    assert svg.count('stroke-dasharray="6 4"') >= 2 and "table-mark" in svg
    by_clicks(t, next(m for m in t.game.legal_moves() if isinstance(m, Travel)))
    assert t.view().marks == ((t.game.history[-1], 0),)  # since the human's last move: their own step


def test_pass_and_play_hides_the_choices_until_shown() -> None:
    t = Table(players=2, seed=1, seats=["human", "human"])
    who = t.game.to_move
    assert t.curtain and "data-hit" not in t.board.svg.split('class="choices"')[1]  # no choice offered yet
    before = t.game.state
    t.click("piece:merchant")
    assert t.game.state is before and "show my choices" in t.message.value
    assert t.show_button.description == f"show {t.game.players[who]}'s choices"
    t.reveal()
    assert not t.curtain and 'data-hit="piece:merchant"' in t.board.svg.split('class="choices"')[1]
    by_clicks(t, next(m for m in t.game.legal_moves() if isinstance(m, Travel)))
    by_clicks(t, next(m for m in t.game.legal_moves() if isinstance(m, Travel)))
    by_clicks(t, loire.End())
    assert t.game.to_move != who and t.curtain


def test_save_and_load_as_a_file() -> None:
    t = Table(players=2, seed=1)
    by_clicks(t, next(m for m in t.game.legal_moves() if isinstance(m, Travel)))
    text = t.record_json()
    t.update_download()
    assert "data:application/json;base64," in t.download.value and "loire-" in t.download.value
    other = Table(players=2, seed=5)
    assert not other.load_text("{oops") and "Cannot load" in other.message.value
    assert other.load_text(text) and other.game.history == t.game.history


def test_the_end_screen_of_a_late_game() -> None:
    game = loire.new_game(2, seed=2)
    bots = [GreedyBot(seed=1), GreedyBot(seed=2)]
    while game.state.trigger is None:
        play_out(game, bots, max_moves=1)
    t = Table(seats=["human", "bot"])
    assert t.load_text(json.dumps(game.to_record()))
    helper = GreedyBot(seed=7)
    while not t.game.is_over:
        by_clicks(t, helper.choose(t.game))
    end = t.end.value
    assert t.end.layout.display is None and "Game over" in end and "loire.end." in end
    assert all(c in end for c in ("boat", "characters", "palaces", "total"))
    assert "loire.end.messages" in end or "loire.end.boat" in end  # what triggered the end
    assert "Game over" in t.board.svg and not t.narrowing.next_hits


def test_the_end_screen_of_a_solo_game_after_sixty_rounds() -> None:
    game = loire.new_game(1, seed=3)
    bot = GreedyBot(seed=0)
    while game.state.rounds < 59:
        play_out(game, [bot], max_moves=1)
    assert game.state.trigger is None
    t = Table(game, seats=["human"])
    while not t.game.is_over:
        by_clicks(t, bot.choose(t.game))
    assert "loire.variant.solo-rounds" in t.end.value and "60 rounds played" in t.end.value


def test_show_all_hands_shows_the_deck_tops_to_the_teacher() -> None:
    t = Table(players=2, seed=1)
    assert "tops:" not in t.hands.svg
    t.show_all.value = True
    assert "tops: " + t.game.state.decks[0][0] in t.hands.svg


def test_render_without_the_table_options_is_unchanged() -> None:
    state = loire.new_game(3, seed=2).state
    plain = render(state)
    assert render(state, clickable=None, chosen=None, marks=None, error=None) == plain
    assert "data-hit" not in plain and "table-mark" not in plain
    table = render(state, hits=True, clickable=["Saumur"], panel=False)
    assert 'data-hit="Saumur"' in table and "table-mark" in table and table != plain


def test_the_pointer_on_a_ringed_place_previews_the_route() -> None:
    t = Table(players=2, seed=1)
    t.click("piece:merchant")
    place = sorted(h for h in t.narrowing.next_hits if h in PLACE_INDEX)[0]
    assert 'class="route"' not in t.board.svg
    moves = len(t.game.history)
    t.board.over(place)
    assert 'class="route"' in t.board.svg and len(t.game.history) == moves  # shown, not played
    t.board.over("")
    assert 'class="route"' not in t.board.svg


def test_the_line_at_the_top_says_what_is_left_to_click_in_the_turn() -> None:
    """The table's one hint (a piece, then a place) fits the start of a turn; once a piece has moved the line names
    the other piece, and once both have moved it sends the pupil to the buttons under the board (it used to keep
    asking for a piece that could no longer move)."""
    t = Table(players=2, seed=1)  # the play app's table: red, the pupil, against a bot
    first = "Click your merchant or messenger, then a ringed place"
    assert first in t.status.value
    merchant = next(m for m in t.game.legal_moves() if isinstance(m, Travel) and m.piece == "merchant")
    by_clicks(t, merchant)
    assert first not in t.status.value and "Now your messenger: click it, then a ringed place" in t.status.value
    messenger = next(m for m in t.game.legal_moves() if isinstance(m, Travel) and m.piece == "messenger")
    by_clicks(t, messenger)
    assert not any(isinstance(m, Travel) for m in t.game.legal_moves())  # no piece left to move
    assert first not in t.status.value
    assert "both moved: click a button under the board, or end the turn" in t.status.value, t.status.value
    t.undo()
    assert "Now your messenger" in t.status.value


def svg_texts(svg: str) -> list[str]:
    """The words of every ``<text>`` of an SVG."""
    return ["".join(t.itertext()) for t in ET.fromstring(svg).iter("{http://www.w3.org/2000/svg}text")]


def test_one_undo_button_disabled_until_there_is_something_to_take_back() -> None:
    """The board no longer draws its own *undo* (there were two); the table's button, under the board, is greyed
    out at the start and takes the last step back once there is one."""
    t = Table(loire.new_game(players=2, seed=0, start_player=0), seats=["human", "bot"])
    assert 'data-hit="undo"' not in t.board.svg + t.hands.svg and t.undo_button.disabled
    board = t.widget.children[0].children[0]
    assert t.undo_button in [w for row in board.children for w in getattr(row, "children", ())]
    by_clicks(t, next(m for m in t.game.legal_moves() if isinstance(m, Travel)))
    assert not t.undo_button.disabled
    t.undo_button.click()
    assert not t.game.history and t.undo_button.disabled


def test_character_cards_are_whole_and_the_seat_to_move_is_under_the_board() -> None:
    """A hired character's power is written whole, wrapped over lines (it was cut with "…"), both on the seat
    and on the cards to hire; the seat of the player to move is drawn beside the choices under the map."""
    game = loire.scenario(players=2, seed=1, player=0, turn={"moved": ["merchant"], "acting": "merchant"},
                          seats=[{"merchant": "Langeais", "characters": ["General", "Apprentice"], "money": 9}, {}])
    t = Table(game, seats=["human", "bot"])
    words = svg_texts(t.board.svg)
    assert not [w for w in words if w.endswith("…")], words
    shown = " ".join(words)
    for name in ("General", "Apprentice"):
        power = RULES[CHARACTERS[name].rule_id].explanation.split(". ")[0].rstrip(".")
        assert " ".join(power.split()) in shown, power
    assert 'class="seat-to-move"' in t.board.svg and "red (human)" in t.board.svg
    assert "red (human)" not in t.hands.svg and "blue (bot)" in t.hands.svg  # the others beside or below
