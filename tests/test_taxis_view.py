"""Per-player views of Thurn und Taxis hide hands, the deck and the fronts of horse cards; the teacher sees all."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

import taxis
from taxis.state import city_of
from taxis.view import view

VARIANTS = taxis.ENGINE.variants


def strings(value: Any) -> list[str]:
    """Every string in a JSON-like value, keys included."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for k, v in value.items() for s in (*strings(k), *strings(v))]
    if isinstance(value, list):
        return [s for v in value for s in strings(v)]
    return []


def positions(variant: str, players: int, seed: int, every: int = 7) -> list[taxis.State]:
    """Positions of a seeded random game, every ``every`` moves."""
    g = taxis.new_game(players=players, seed=seed, variant=variant)
    rng = random.Random(seed)
    out = []
    while not g.is_over and len(g.history) < 1500:
        if len(g.history) % every == 0:
            out.append(g.state)
        g.play(rng.choice(g.legal_moves()))
    return out + [g.state]


def hidden_and_visible(s: taxis.State, viewer: int) -> tuple[set[str], set[str]]:
    visible = {city_of(c) for c in s.display}
    visible |= {city_of(c) for r in s.routes for c in r}
    visible |= {c for h in s.houses for c in h}
    visible |= {city_of(c) for c in (*s.hands[viewer], *s.horses[viewer])}
    secret = {city_of(c) for c in (*s.deck, *s.discards)}
    secret |= {city_of(c) for q in range(s.players) if q != viewer for c in (*s.hands[q], *s.horses[q])}
    return secret - visible, visible


@pytest.mark.parametrize("variant", VARIANTS)
def test_no_hidden_city_appears_anywhere_in_a_players_view(variant: str) -> None:
    checked = 0
    for s in positions(variant, players=3, seed=4):
        for viewer in range(s.players):
            v = view(s, viewer)
            dump = json.dumps(v, ensure_ascii=False)
            hidden, visible = hidden_and_visible(s, viewer)
            shown = {city_of(x) for x in strings(v)}
            assert not hidden & shown, (viewer, hidden & shown)
            for city in hidden:  # also as part of a longer string, unless a visible name contains it
                if not any(city in other for other in visible):
                    assert city not in dump, (viewer, city)
            checked += len(hidden)
    assert checked > 100  # the test saw plenty of secrets


def test_each_seat_sees_its_own_hand_and_only_the_sizes_of_the_others() -> None:
    for s in positions("base", players=4, seed=2, every=23):
        for viewer in range(4):
            v = view(s, viewer)
            for q, name in enumerate(taxis.COLOUR_NAMES[:4]):
                size = len(s.hands[q])
                assert v["hand_sizes"][name] == size
                expected = list(s.hands[q]) if q == viewer else f"{size} hidden card{'' if size == 1 else 's'}"
                assert v["hands"][name] == expected


def test_the_deck_shows_its_size_only_and_its_order_changes_nothing() -> None:
    s = positions("gug", players=2, seed=1)[5]
    shuffled = s.evolve(deck=tuple(reversed(s.deck)))
    assert s.deck != shuffled.deck
    for viewer in (0, 1, None):
        v = view(s, viewer)
        assert v["deck"] == len(s.deck) and v["discards"] == len(s.discards)
        assert view(shuffled, viewer) == v
        assert "seed" not in v  # the seed would rebuild the deck's order


def test_horse_rows_show_backs_and_totals_but_fronts_only_to_their_owner() -> None:
    g = taxis.scenario(players=2, variant="gug", routes=["Berlin:1 Halle:2", ""],
                       horses=["Cölln:3 Amsterdam:1", "Weimar:2"], hands=["Dresden:1", "Hamburg:2"], drawn=1)
    red, blue, teacher = view(g.state, 0), view(g.state, 1), view(g.state)
    assert blue["horses"]["red"] == {"cards": 2, "backs": [3, 1], "horses": 6}
    assert red["horses"]["red"]["fronts"] == ["Cölln:3", "Amsterdam:1"]
    assert teacher["horses"]["blue"]["fronts"] == ["Weimar:2"] and "fronts" not in red["horses"]["blue"]
    assert "Cölln" not in json.dumps(blue, ensure_ascii=False) and "Weimar" not in json.dumps(red, ensure_ascii=False)
    assert red["routes"]["red"] == ["Berlin:1", "Halle:2"]  # face-up cards show their horseshoes
    assert "carriages" not in red


def test_the_teachers_view_shows_everything_public_and_every_hand() -> None:
    g = taxis.scenario(players=3, hands=["Ulm Stuttgart", "Basel", "Lodz Pilsen Linz"], routes=["Augsburg", "", ""],
                       houses=["München", "", "Zürich"], carriages=[3, 0, 0], tiles=[[["route-5", 2]], [], []],
                       drawn=1)
    v = view(g.state)
    assert v["viewer"] is None
    assert v["hands"] == {"red": ["Stuttgart", "Ulm"], "blue": ["Basel"], "green": ["Linz", "Lodz", "Pilsen"]}
    assert v["houses"] == {"red": ["München"], "blue": [], "green": ["Zürich"]}
    assert v["houses_left"]["red"] == 19 and v["carriages"]["red"] == 3
    assert v["carriage_supply"]["3"] == 3 and v["stacks"]["route-5"] == [1]
    assert v["tiles"]["red"] == [["route-5", 2]] and v["scores"]["red"] == 2 + 2 - 19
    assert (v["to_move"], v["step"], v["drawn"], v["played"]) == ("red", "play", 1, 0)
    assert "horses" not in v
    assert json.loads(json.dumps(v)) == v


@pytest.mark.parametrize("variant", VARIANTS)
def test_views_are_json_and_follow_the_turn(variant: str) -> None:
    g = taxis.new_game(players=2, seed=3, variant=variant)
    assert view(g.state, 0)["step"] == "draw"
    g.play("draw deck")
    v = view(g.state, g.state.player)
    assert v["step"] == "play" and v["to_move"] == taxis.COLOUR_NAMES[g.state.player]
    assert json.loads(json.dumps(v)) == v


def test_a_finished_game_and_a_bad_viewer() -> None:
    s = positions("base", players=2, seed=0)[-1]
    assert s.over
    v = view(s, 1)
    assert v["over"] and v["step"] == "over" and v["to_move"] is None
    with pytest.raises(ValueError, match="viewer"):
        view(s, 2)
