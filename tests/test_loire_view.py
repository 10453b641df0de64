"""Per-player views of La Loire hide only the order of the message decks (and the seed); the teacher sees all."""

from __future__ import annotations

import json
import random

import pytest
from loire_helpers import game

import loire
from loire.state import PLAYER_COLOURS
from loire.view import LEVELS, teacher, view


def positions(players: int, seed: int, every: int = 11, limit: int = 1500) -> list[loire.State]:
    """Positions of a seeded random game, every ``every`` moves, and the last one."""
    g = loire.new_game(players=players, seed=seed)
    rng = random.Random(seed)
    out = []
    while not g.is_over and len(g.history) < limit:
        if len(g.history) % every == 0:
            out.append(g.state)
        g.play(rng.choice(g.legal_moves()))
    return out + [g.state]


def reordered(s: loire.State, seed: int) -> loire.State:
    """The same position with every deck shuffled and another seed."""
    rng = random.Random(seed)
    decks = tuple(tuple(rng.sample(d, len(d))) for d in s.decks)
    return s.evolve(decks=decks, seed=s.seed + 1000)


@pytest.mark.parametrize("players", [1, 2, 4])
def test_views_are_plain_json(players: int) -> None:
    for s in positions(players, seed=players, every=37):
        for viewer in (*range(players), None):
            v = view(s, viewer)
            assert json.loads(json.dumps(v, ensure_ascii=False)) == v


@pytest.mark.parametrize("seed", [1, 2])
def test_the_deck_order_and_the_seed_change_nothing_in_a_players_view(seed: int) -> None:
    checked = 0
    for s in positions(3, seed=seed):
        other = reordered(s, seed)
        for viewer in range(3):
            v, w = view(s, viewer), view(other, viewer)
            assert "seed" not in v and "deck_order" not in v
            if viewer == s.player:  # the mover's legal moves may show cards (Spy, Ducal Palace): compared below
                v.pop("legal_moves", None)
                w.pop("legal_moves", None)
            assert v == w
            checked += 1
        assert view(s)["deck_order"] != view(other)["deck_order"] or not any(len(d) > 1 for d in s.decks)
    assert checked > 100


def test_a_player_sees_only_the_sizes_of_the_decks() -> None:
    s = positions(2, seed=3)[10]
    v = view(s, 0)
    assert v["decks"] == {str(level): len(deck) for level, deck in enumerate(s.decks, start=1)}
    assert list(v["decks"]) == list(LEVELS)


@pytest.mark.rule("loire.message.draw", "obey")
@pytest.mark.rule("loire.character.spy", "obey")
def test_the_spys_three_cards_are_seen_by_their_owner_on_their_own_turn_only() -> None:
    top = ["blue+red", "black+blue", "green+white"]
    g = game(decks={"2": [*top, "yellow+purple"]}, seats=[{"messenger": "Nantes", "characters": ["Spy"]}, {}],
             turn={"moved": ["messenger"], "acting": "messenger"})
    mine = view(g.state, 0)
    assert [m for m in mine["legal_moves"] if m.startswith("message 2")] == [f"message 2 {c}" for c in top]
    theirs = json.dumps(view(g.state, 1), ensure_ascii=False)
    assert "legal_moves" not in view(g.state, 1)
    for card in top:
        assert card not in theirs
    assert "yellow+purple" not in json.dumps(mine)  # the fourth card stays hidden even from the Spy


@pytest.mark.rule("loire.palace.ducal", "obey")
def test_the_ducal_palace_shows_its_owner_the_whole_deck_as_choices() -> None:
    g = game(seats=[{"messenger": "Nantes", "palaces": ["Ducal Palace Nantes"]}, {}],
             turn={"moved": ["messenger"], "acting": "messenger"})
    moves = view(g.state, 0)["legal_moves"]
    for level in (1, 2, 3):
        deck = g.state.decks[level - 1]
        assert {m for m in moves if m.startswith(f"message {level} ")} == {f"message {level} {c}" for c in deck}
    assert not any(c in json.dumps(view(g.state, 1), ensure_ascii=False) for c in g.state.decks[2])


def test_everything_else_is_open_to_every_player() -> None:
    g = game(seats=[{"hand": ["Angers", "blue+red"], "progress": {"blue+red": ["Saumur"]}, "money": 9,
                     "goods": {"wine": 1}, "characters": ["Apprentice"], "palaces": ["Bank Nantes"],
                     "delivered": ["Talcy"], "messenger": "Saumur>Orléans"}, {}],
             buildings={"Tours": "1 farm"}, circus="Chinon", loose={"Blois": 2})
    for viewer in (0, 1, None):
        red = view(g.state, viewer)["seats"]["red"]
        assert red["hand"] == ["Angers", "blue+red"] and red["progress"] == {"Angers": [], "blue+red": ["Saumur"]}
        assert red["money"] == 9 and red["goods"]["wine"] == 1 and red["characters"] == ["Apprentice"]
        assert red["palaces"] == ["Bank Nantes"] and red["delivered"] == ["Talcy"]
        assert red["messenger"] == {"place": "Saumur", "toward": "Orléans", "horses": 2}
        board = view(g.state, viewer)["board"]
        assert board["buildings"] == {"Tours": {"owner": "blue", "kind": "farm"}}
        assert board["circus"] == "Chinon" and board["loose_horses"] == {"Blois": 2}
        assert [t["colour"] for t in board["market"]] == list(g.state.market)
        assert [t["price"] for t in board["market"]] == [1, 1, 2, 2, 3, 3, 4]


def test_the_teacher_sees_the_deck_order_the_seed_and_the_moves() -> None:
    for s in positions(2, seed=5, every=97):
        t = teacher(s)
        assert t == view(s, None) and t["viewer"] is None
        assert t["seed"] == s.seed
        assert t["deck_order"] == {level: list(d) for level, d in zip(LEVELS, s.decks, strict=True)}
        assert t["legal_moves"] == [str(m) for m in loire.rules.legal_moves(s)]


def test_only_the_player_to_move_gets_legal_moves() -> None:
    s = loire.new_game(players=3, seed=2).state
    for viewer in range(3):
        v = view(s, viewer)
        assert v["to_move"] == PLAYER_COLOURS[s.player]
        assert ("legal_moves" in v) == (viewer == s.player)
    last = positions(2, seed=6)[-1]
    assert last.over and view(last, 0)["to_move"] is None
    assert all("legal_moves" not in view(last, p) for p in range(2))


def test_a_viewer_must_be_a_seat_or_none() -> None:
    s = loire.new_game(players=2, seed=1).state
    for bad in (2, -1):
        with pytest.raises(ValueError):
            view(s, bad)
