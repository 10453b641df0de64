"""Thurn und Taxis' game table driven by simulated clicks, no browser: every kind of move in the three variants,
refusals with their rule, seats and pass-and-play, the end screen, files.

The table's clicks narrow the engine's legal moves; these tests click as a pupil would (a face-up card, a card in
the hand, an end of the route, the cities of a closing in any order, *play it*) and check what the engine holds.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from html import escape
from typing import Any

import pytest

import taxis
from taxis.moves import Close, Discard, Draw, End, Horse, Route
from taxis.render import render_map
from taxis.table import Table, TaxisNarrowing, paths, public, tokens
from tutor.game import Game

TWO_HUMANS = ("human", "human")


def note(rule: str) -> str:
    """How the board draws a refused click's rule: its title in the pupil's language, its id only in the tooltip."""
    return f"<title>{rule}</title>{escape('✗ ' + taxis.RULES[rule].title, quote=False)}"


def click_move(t: Table, move: Any, via: str | None = None) -> None:
    """Make ``move`` by clicks alone: a closing's cities in reverse order, else its click path (``via``: the path
    that starts with that official's tile), then *play it* if the move is not played at once."""
    before = len(t.game.history)
    if isinstance(move, Close):
        hits = ["close", *sorted(tokens(move) - {"close"}, reverse=True)]
    else:
        options = [p for m, p in t.narrowing.paths if m == move and (via is None or p[0] == via)]
        assert options, (str(move), via, [str(m) for m in t.game.legal_moves()])
        hits = list(options[0])
    for hit in hits:
        assert hit in t.narrowing.next_hits, (hit, sorted(t.narrowing.next_hits))
        (t.hands if hit.startswith(("hand:", "horses")) else t.board).click(hit)
        assert t.error is None, t.message.value
    if len(t.game.history) == before:
        assert t.narrowing.current == move, (t.narrowing.current, move)
        t.confirm_button.click()
    assert len(t.game.history) > before and t.game.history[before] == move, (t.game.history[before:], move)


def pick(kind: str) -> Callable[[Game], Any]:
    """The legal move a step names: a closing with the most houses (``close*``, ``close*cw`` with the Cartwright),
    any discard (``discard*``), else the move's notation."""
    def choose(game: Game) -> Any:
        moves = game.legal_moves()
        if kind.startswith("close*"):
            closes = [m for m in moves if isinstance(m, Close) and m.cartwright == kind.endswith("cw")]
            return max(closes, key=lambda m: (len(m.cities), m.cities))
        if kind == "discard*":
            return next(m for m in moves if isinstance(m, Discard))
        move = taxis.parse(kind)
        assert move in moves, (kind, [str(m) for m in moves])
        return move
    return choose


BASE = {"hands": ["Ulm Nürnberg Linz", ""], "routes": ["Augsburg München Ingolstadt", ""],
        "display": "Würzburg Carlsruhe Stuttgart Salzburg Passau Regensburg"}
TURNS = [  # (variant, position, red's steps as 'official:notation'), red to move, blue a bot
    ("base", BASE, ["administrator", "draw deck", "route Ulm start", "close*", "end"]),
    ("base", BASE, ["draw Würzburg", "postmaster:draw deck", "route Nürnberg", "discard*", "end"]),
    ("base", BASE, ["draw deck", "route Nürnberg", "carrier:route Ulm start", "end"]),
    ("base", BASE, ["draw deck", "route Ulm", "close*cw", "end"]),
    ("base", {"hands": ["Linz Budweis", ""], "routes": ["Basel Zürich", ""],
              "display": "Linz Budweis Passau Pilsen Salzburg Lodz"},
     ["draw Passau", "scrap route", "route Linz", "end"]),
    ("gug", {"hands": ["Berlin:1 Hamburg:2 Lübeck:3", ""], "display": "Bremen:1 Cölln:2 Fulda:1 Halle:2 Weimar:3 "
             "Leipzig:1"}, ["draw Bremen:1", "route Berlin:1", "carrier:horse Lübeck:3", "end"]),
    ("gug", {"hands": ["Stettin:1 Berlin:1", ""], "routes": ["Hamburg:1 Lübeck:1 Schwerin:1", ""],
             "horses": ["Berlin:3 Halle:3", ""]}, ["administrator", "draw deck", "route Stettin:1", "close*", "end"]),
    ("gug-base-rules", {"hands": ["Stettin Berlin Weimar", ""], "routes": ["Hamburg Lübeck Schwerin", ""]},
     ["draw deck", "route Stettin", "close*cw", "end"]),
    ("gug-base-rules", {"hands": ["Stettin Berlin Weimar", ""], "routes": ["Hamburg Lübeck Schwerin", ""]},
     ["draw deck", "postmaster:draw deck", "route Stettin", "close*", "discard*", "end"]),
]


def table_for(variant: str, position: dict[str, Any], seats: tuple[str, ...] = ("human", "bot")) -> Table:
    t = Table(taxis.scenario(players=2, variant=variant, seed=4, **position), seats=seats)
    if t.curtain:  # pass-and-play: red shows the hand
        t.show_button.click()
    return t


def test_every_kind_of_move_is_made_by_clicks_in_every_variant() -> None:
    made: dict[str, set[str]] = {}
    for variant, position, steps in TURNS:
        t = table_for(variant, position, TWO_HUMANS)  # the turn stays red's to the end
        for step in steps:
            via, _, text = step.partition(":") if step.split(":")[0] in ("postmaster", "carrier") else ("", "", step)
            move = pick(text)(t.game)
            click_move(t, move, via or None)
            kind = type(move).__name__ + (" cartwright" if isinstance(move, Close) and move.cartwright else "")
            made.setdefault(variant, set()).add(kind + (f" via {via}" if via else ""))
        assert t.game.to_move == 1, (variant, steps)
    every = {"Administrator", "Draw", "Draw via postmaster", "Route", "Route via carrier", "Scrap", "Close",
             "Close cartwright", "Discard", "End"}
    assert every <= made["base"], every - made["base"]
    assert {"Horse via carrier", "Route", "Draw", "Close", "Administrator", "End"} <= made["gug"], made["gug"]
    assert {"Close cartwright", "Draw via postmaster", "Discard", "End"} <= made["gug-base-rules"]


def test_a_card_that_fits_one_place_plays_at_once_and_both_ends_ask_which() -> None:
    t = table_for("base", {**BASE, "drawn": 1})
    assert paths(t.game.state, [taxis.parse("route Nürnberg")]) == [(taxis.parse("route Nürnberg"), ("hand:Nürnberg",))]
    t.hands.click("hand:Ulm")  # Ulm fits at both ends: the map offers them, nothing is played yet
    assert t.narrowing.next_hits == {"at:start", "at:end"} and not t.game.history
    assert 'data-hit="at:start"' in t.board.svg and 'data-hit="at:end"' in t.board.svg
    t.board.over("at:start")
    assert t.preview == taxis.parse("route Ulm start") and 'class="highlight"' in t.board.svg  # Ulm ringed
    t.board.click("at:start")
    assert t.game.state.routes[0][0] == "Ulm" and "lay Ulm at the start" in t.message.value


def test_a_closing_is_chosen_city_by_city_in_any_order_and_a_city_taken_back() -> None:
    t = table_for("base", {**BASE, "drawn": 1, "played": 1})
    legal = {m for m in t.game.legal_moves() if isinstance(m, Close)}
    t.board.click("city:München")  # a city of the route starts a closing
    assert t.narrowing.selection == ("close", "city:München")
    assert {"city:Augsburg", "city:Ingolstadt", "cartwright"} <= t.narrowing.next_hits
    t.board.click("city:Augsburg")
    t.board.over("city:Ingolstadt")  # the pointer on the last city: the closing it completes, previewed
    assert t.preview == taxis.parse("close Augsburg Ingolstadt München") and t.board.svg.count('class="chosen"') == 6
    t.board.click("city:Ingolstadt")
    whole = taxis.parse("close Augsburg Ingolstadt München")
    assert t.narrowing.current == whole and whole in legal
    assert t.board.svg.count('class="chosen"') >= 3  # the three cities ringed, each with a house to come
    t.board.click("city:Augsburg")  # taken back: no closing of just two Baiern cities
    assert t.narrowing.current is None and t.confirm_button.disabled
    t.board.click("city:Augsburg")
    t.board.click("cartwright")
    assert t.narrowing.current == taxis.parse("close Augsburg Ingolstadt München with cartwright")
    t.confirm_button.click()
    assert t.game.state.houses[0] == {"Augsburg", "Ingolstadt", "München"} and t.game.state.carriages[0] > 0


@pytest.mark.parametrize(("position", "clicks", "rule"), [
    ({}, ["end-turn"], "taxis.turn.play"),  # nothing drawn, nothing played
    ({}, ["hand:Ulm"], "taxis.turn.draw"),  # a card before drawing
    ({"drawn": 1, "official": "Administrator"}, ["display:Würzburg"], "taxis.official.one-per-turn"),
    ({"drawn": 1}, ["hand:Linz"], "taxis.route.road"),  # no road from Linz to either end
    ({"drawn": 1}, ["hand:Ulm", "discard"], "taxis.turn.play"),  # discarding before playing a card
    ({"drawn": 1, "played": 1}, ["city:Augsburg", "city:Ingolstadt", "city:Ulm"], "taxis.close.route-cities"),
    ({"drawn": 1, "played": 1}, ["scrap"], "taxis.route.scrap"),
    ({"drawn": 1, "played": 1}, ["discard"], None),
    ({"drawn": 2, "played": 0, "official": "Postmaster"}, ["administrator"], "taxis.official.one-per-turn"),
])
def test_an_illegal_click_is_answered_with_its_rule_on_the_spot(position: dict, clicks: list[str],
                                                                 rule: str | None) -> None:
    t = table_for("base", {**BASE, **position})
    before = t.game.state
    for hit in clicks:
        (t.hands if hit.startswith(("hand:", "horses")) else t.board).click(hit)
    assert t.game.state is before and not t.game.history
    if rule is None:
        assert t.error is None and "not a choice now" in t.message.value
        return
    assert t.error is not None and t.error.rule == rule, (t.error, t.message.value)
    assert rule in t.message.value and "Not allowed" in t.message.value
    where = t.hands.svg if clicks[-1].startswith(("hand:", "horses")) else t.board.svg
    assert note(rule) in where and 'class="refused"' in where  # marked in red on the spot, the rule by its title
    assert "refusal-note" in where and all(escape(w, quote=False) in where for w in t.error.reason.split())
    t.cancel_button.click()
    assert t.error is None and "✗" not in t.board.svg + t.hands.svg


def test_refusals_in_glanz_und_gloria() -> None:
    t = table_for("gug", {"hands": ["Stettin:1 Berlin:1", ""], "routes": ["Hamburg:1 Lübeck:1 Schwerin:1", ""],
                          "drawn": 1, "played": 1})
    t.board.click("city:Hamburg")  # three cards, but only the carriage's two horses
    assert t.error.rule == "taxis.horses.close" and note("taxis.horses.close") in t.board.svg
    t.board.click("cartwright")  # no Cartwright tile in Glanz und Gloria: not even drawn
    assert 'data-hit="cartwright"' not in t.board.svg


def test_the_last_moves_are_marked_and_hidden_cards_stay_hidden() -> None:
    t = Table(players=3, seed=2, variant="gug")  # the bots before red have moved
    assert t.game.to_move == 0 and len(t.game.history) > 0
    bots = [(m, p) for m, p in t.view().marks]
    assert bots and {p for _, p in bots} <= {1, 2}
    assert "Last moves" in t.notes.value and 'class="last-move"' in t.board.svg  # listed whole, under the map
    assert "…" not in t.notes.value
    horses = [m for m, _ in bots if isinstance(m, Horse)]
    for m in horses:
        assert m.city.split(":")[0] not in t.notes.value.split("Last moves")[1]  # a horse card's city stays hidden
    for p in (1, 2):  # the bots' hands: backs only
        assert all(f"hand:{c}" not in t.hands.svg for c in t.game.state.hands[p])
    for move, p in bots:  # the bots say only what everyone saw (their reasons name cards in their hands)
        assert f"<p>{t.game.players[p]}: {escape(public(move))}</p>" in t.message.value, t.message.value
    assert "in hand" not in t.message.value
    t.show_all.value = True  # the teacher's switch: every hand shown
    assert all(c.split(":")[0] in t.hands.svg for p in (1, 2) for c in t.game.state.hands[p])


def test_pass_and_play_hides_each_hand_until_its_owner_shows_it() -> None:
    t = Table(taxis.new_game(2, seed=5, variant="base"), seats=TWO_HUMANS)
    for _ in range(2):
        who = t.game.to_move
        assert t.curtain and t.viewer == -1 and 'data-hit="hand:' not in t.hands.svg
        n = len(t.game.history)
        t.board.click("deck")
        assert len(t.game.history) == n and "show my cards" in t.message.value
        t.show_button.click()
        assert not t.curtain and t.viewer == who
        hand = t.game.state.hands[who]
        assert all(c in t.hands.svg for c in hand)
        click_move(t, taxis.parse("draw deck"))
        move = next(m for m in t.game.legal_moves() if isinstance(m, (Route, Horse)))
        click_move(t, move)
        click_move(t, End())
        assert t.game.to_move != who


def test_the_bot_button_plays_only_a_bots_turn() -> None:
    t = Table(taxis.new_game(2, seed=1), seats=("human", "bot"), auto_bots=False)
    if t.human_to_move:
        t.bot_button.click()
        assert not t.game.history and "human seat" in t.message.value
        click_move(t, Draw())
        click_move(t, next(m for m in t.game.legal_moves() if isinstance(m, Route)))
        click_move(t, End())
    assert not t.human_to_move and not t.bot_button.disabled
    t.board.click("deck")
    assert "bot's turn" in t.message.value
    n = len(t.game.history)
    t.bot_button.click()
    assert len(t.game.history) == n + 1


def test_the_end_screen_from_a_late_position() -> None:
    late = taxis.scenario(players=2, variant="base", seed=3, hands=["Ulm Nürnberg", ""],
                          routes=["Augsburg München Ingolstadt", ""], drawn=1, start=0,
                          houses=["Passau Regensburg Kempten Innsbruck Salzburg Linz Budweis Pilsen Würzburg Mannheim "
                                  "Carlsruhe Stuttgart Sigmaringen Freiburg Basel Zürich Lodz", ""])
    t = Table(late, seats=("human", "bot"))
    assert t.game.state.houses_left(0) == 3
    click_move(t, taxis.parse("route Ulm"))
    click_move(t, pick("close*")(t.game))
    click_move(t, End())  # the last house placed: the round is played out by the bot, then the end
    assert t.game.is_over and t.end.layout.display is None
    text = t.end.value
    assert all(c in text for c in ("carriage", "bonus", "houses left", "total", "Game over")), text
    assert "taxis.end.trigger-base" in text and "taxis.end.round" in text  # what triggered the end, and the end
    assert "The game is over." in t.hands.svg
    for p, row in t.game.scores().items():
        assert f"<td>{row['total']}</td></tr>" in text.split("<tr")[p + 2], (p, row)


def test_save_and_load_as_a_file() -> None:
    t = table_for("gug", TURNS[5][1])
    click_move(t, taxis.parse("draw Bremen:1"))
    t.update_download()
    assert "data:application/json;base64," in t.download.value and "taxis-" in t.download.value
    other = Table(players=2, seed=9)
    assert not other.load_text(b"{oops") and "Cannot load" in other.message.value
    assert other.load_text(t.record_json())
    assert other.game.history == t.game.history and other.game.state == t.game.state
    assert json.loads(other.record_json()) == json.loads(t.record_json())


def test_only_legal_moves_are_ever_offered() -> None:
    for variant, position, _ in TURNS:
        game = taxis.scenario(players=2, variant=variant, seed=4, **{**position, "drawn": 1})
        n = TaxisNarrowing(game, game.legal_moves())
        offered = {m for m, _ in n.paths} | {m for m, _ in n.closes}
        assert offered == set(game.legal_moves())
        for hit in sorted(n.next_hits):
            n.reset()
            assert n.click(hit) == "chosen"
            assert set(n.candidates) <= set(game.legal_moves()) and n.candidates


def test_the_maps_table_options_are_off_by_default() -> None:
    for variant in ("base", "gug"):
        plain = render_map(variant, houses={"red": []}, route=[])
        assert "data-hit" not in plain and "player-route" not in plain and "refused" not in plain
        assert render_map(variant, hits=False, routes=None, clickable=None, chosen=None, ends=None, marks=None,
                          error=None) == render_map(variant)



def svg_texts(svg: str) -> list[str]:
    """The words of every ``<text>`` of an SVG."""
    import xml.etree.ElementTree as ET

    return ["".join(t.itertext()) for t in ET.fromstring(svg).iter("{http://www.w3.org/2000/svg}text")]


def test_the_score_at_turn_one_says_why_it_is_below_zero_and_nothing_is_cut() -> None:
    """Every seat starts at -20: the seat says the score is the one *if the game ended now* and that each house
    left to build counts -1 point at the end; the bonus stacks are listed whole (``Mecklenburg + H…`` before)."""
    from tutor.i18n import language

    t = Table(players=3, seed=2, variant="gug")
    words = svg_texts(t.hands.svg)
    assert not [w for w in words if w.endswith("…")], words
    assert "now: -20 pts" in words and "20 houses left to build: -1 point each at the end" in words, words
    assert "the score if the game ended now" in t.hands.svg  # said in full in the score's tooltip
    assert "Mecklenburg + Hannover: 3 (3)" in t.stacks.value and "…" not in t.stacks.value  # listed in HTML
    with language("hu"):
        t.redraw()
        words = svg_texts(t.hands.svg)
        assert "most: -20 pont" in words and any("postaállomás" in w and "-1 pont" in w for w in words), words
        assert not [w for w in words if w.endswith("…")], words
