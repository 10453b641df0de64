"""Thurn und Taxis engine: seeded playouts with invariants, the rulebook's worked example, records."""

import json
import random

import pytest

import taxis
from taxis.rules import placements
from taxis.state import HOUSES, card_names, city_of
from tutor import IllegalMove


def cards_in_play(s: taxis.State) -> int:
    return (len(s.deck) + len(s.display) + len(s.discards) + sum(map(len, s.hands)) + sum(map(len, s.routes))
            + sum(map(len, s.horses)))


def tiles_total(s: taxis.State) -> int:
    return sum(map(len, s.stacks)) + sum(map(len, s.tiles))


CONFIGS = [(n, v) for v in taxis.ENGINE.variants for n in (2, 3, 4)]


@pytest.mark.parametrize(("players", "variant"), CONFIGS)
def test_seeded_random_games_keep_cards_houses_and_tiles(players: int, variant: str) -> None:
    for seed in range(2):
        g = taxis.new_game(players=players, seed=seed, variant=variant)
        rng = random.Random(seed)
        total_cards = len(card_names(g.state.rules))
        total_tiles = tiles_total(g.state)
        while not g.is_over:
            s = g.state
            assert cards_in_play(s) == total_cards
            assert tiles_total(s) == total_tiles
            assert all(len(h) + s.houses_left(p) == HOUSES for p, h in enumerate(s.houses))
            moves = g.legal_moves()
            assert moves and len(set(moves)) == len(moves)
            move = rng.choice(moves)
            assert g.check(move).ok
            g.play(move)
        assert g.legal_moves() == () and g.check("end").rule == "taxis.end.over"
        assert g.winners() and len(g.winners()) == 1


@pytest.mark.parametrize("variant", taxis.ENGINE.variants)
def test_records_round_trip_and_replay_identically(variant: str) -> None:
    g = taxis.new_game(players=3, seed=5, variant=variant)
    rng = random.Random(5)
    for _ in range(300):
        if g.is_over:
            break
        g.play(rng.choice(g.legal_moves()))
    again = taxis.load_record(json.dumps(g.to_record()))
    assert again.states == g.states and again.history == g.history


def test_a_foreign_move_is_refused_with_a_rule_and_changes_nothing() -> None:
    g = taxis.new_game(players=2, seed=3)
    before = g.state
    for text in ["route Ulm", "close Ulm", "end", "discard Ulm", "horse Ulm", "draw Atlantis"]:
        verdict = g.check(text)
        assert not verdict.ok and verdict.rule in taxis.RULES, (text, verdict)
        with pytest.raises(IllegalMove):
            g.play(text)
        assert g.state is before and g.history == ()


def _example() -> taxis.Game:
    """The Glanz und Gloria rulebook's example: Halle-Berlin-Hannover-Hamburg-Bremen-Münster, 2+2+3 horses."""
    g = taxis.new_game(players=2, seed=0, variant="gug", start_player=0)
    route = ("Halle:1", "Berlin:1", "Hannover:1", "Hamburg:1", "Bremen:1", "Münster:1")
    horses = ("Weimar:2", "Cölln:3")
    s = g.state
    used = set(route) | set(horses)
    deck = tuple(c for c in s.deck if c not in used)
    display = tuple(c for c in s.display if c not in used)
    missing = 69 - (len(deck) + len(display) + len(used))
    assert missing == 0
    g._states[-1] = s.evolve(deck=deck, display=display, routes=(route, ()), horses=(horses, ()), drawn=1, played=1)
    return g


def test_the_rulebooks_example_route_closes_with_seven_horses_and_two_ways_to_place_houses() -> None:
    g = _example()
    s = g.state
    assert s.horse_count(0) == 7 and len(s.routes[0]) == 6
    assert g.state.map.along_roads(city_of(c) for c in s.routes[0])
    ways = set(placements(s))
    assert ("Berlin", "Halle", "Münster") in ways  # every Prussian city: both parts are one province
    assert ("Bremen", "Halle", "Hannover") in ways and ("Berlin", "Hamburg", "Hannover") in ways
    assert not any({"Bremen", "Hamburg"} <= set(w) for w in ways)  # never two free cities
    g.play("close Berlin Halle Münster")
    assert {sid for sid, _ in g.state.tiles[0]} == {"route-6"}
    assert g.state.routes[0] == () and g.state.horses[0] == ()


def test_too_few_horses_forbid_closing() -> None:
    g = _example()
    s = g.state
    g._states[-1] = s.evolve(horses=(("Weimar:1",), ()))
    verdict = g.check("close Berlin Halle Münster")
    assert not verdict.ok and verdict.rule == "taxis.horses.close"


@pytest.mark.parametrize("game", ["taxis", "amber"])
def test_a_record_saved_in_another_python_process_loads_here(game: str) -> None:
    """Fingerprints must not depend on the process's string hashing (sets of city names)."""
    import os
    import subprocess
    import sys

    script = (
        f"import json, random, {game}\n"
        f"from tutor.bots import RandomBot, play_out\n"
        f"g = {game}.new_game(players=3, seed=4)\n"
        "play_out(g, [RandomBot(i) for i in range(3)], max_moves=400)\n"
        "print(json.dumps(g.to_record()))\n"
    )
    env = {**os.environ, "PYTHONHASHSEED": "12345"}
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env, check=True)
    loaded = (taxis if game == "taxis" else __import__("amber")).load_record(out.stdout)
    assert len(loaded.history) == 400 or loaded.is_over
    assert any(loaded.state.houses) if game == "taxis" else True
