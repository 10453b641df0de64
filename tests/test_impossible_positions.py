"""Impossible positions are refused when a record loads them (``options.start``), naming the rule and the place
(issue 25, item 7).

Each case is a position no game can reach: the validator (``<game>/validate.py``) refuses it when the record's
set-up is read, with a message that says what is wrong and where. Beside each, the nearest possible position loads,
so that a refusal is the validator's and not the notation's.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

import amber
import loire
import taxis
from loire import state as loire_state
from loire import validate as loire_validate
from tutor.record import FORMAT, VERSION
from tutor.rules import RecordError

MODULES = {"amber": amber, "taxis": taxis, "loire": loire}


def record(game: str, start: dict[str, Any], players: int = 2, variant: str | None = None) -> str:
    """A record of no moves from the position ``start``, as a file would hold it."""
    variant = variant or MODULES[game].ENGINE.variants[0]
    names = ["red", "blue", "green", "yellow"][:players]
    return json.dumps({"format": FORMAT, "version": VERSION, "game": game, "players": names, "variant": variant,
                       "seed": 1, "options": {"start": start}, "moves": []})


def refused(game: str, start: dict[str, Any], *found: str, **kw: Any) -> str:
    with pytest.raises(RecordError) as err:
        MODULES[game].load_record(record(game, start, **kw))
    message = str(err.value)
    assert message.startswith("record: position: ") and all(f in message for f in found), message
    return message


def loads(game: str, start: dict[str, Any], **kw: Any) -> Any:
    return MODULES[game].load_record(record(game, start, **kw))


# -- Amber ------------------------------------------------------------------------------------------

ROAD = """
   A B  C  D  E
1  . .  .  .  .
2  . 1  I1 I1 2
"""


def test_amber_a_twelve_tile_hand() -> None:
    loads("amber", {"board": ROAD, "hands": ["tee " * 6, "cross"]})
    refused("amber", {"board": ROAD, "hands": ["tee " * 12, "cross"]}, "hands[0]", "but red holds 12",
            "at most 6", "amber.setup.deal")


def test_amber_tiles_whose_sides_do_not_match() -> None:
    """A straight running north-south (I0) between two east-west straights: its blank sides face their roads."""
    refused("amber", {"board": ROAD.replace("I1 I1 2", "I1 I0 2"), "hands": ["tee", "cross"]}, "board C2",
            "does not match the sides of its neighbours", "amber.place.edges-match")


def test_amber_a_tile_joined_to_nothing() -> None:
    far = ROAD + "3  . .  .  .  .\n4  . .  .  I1 .\n"
    refused("amber", {"board": far, "hands": ["tee", "cross"]}, "board D4", "no player's roads lead to the straight",
            "amber.place.reachable")
    loads("amber", {"board": far, "hands": ["tee", "cross"], "discards": ["shovel"]})  # a shovel cut it off


def test_amber_a_coin_still_on_a_village_a_road_reaches() -> None:
    village = ROAD.replace("I1 I1 2", "I1 I1v 2")
    loads("amber", {"board": village, "hands": ["tee", "cross"], "coins": [], "purse": [0, 0],
                    "sudden_death": False})
    refused("amber", {"board": village, "hands": ["tee", "cross"], "coins": ["D2"], "sudden_death": False},
            "coins_on D2", "red, blue already connected to this castle or village", "amber.coins.village")


def test_amber_sudden_death_on_with_a_full_network_in_a_game_still_on() -> None:
    refused("amber", {"board": ROAD.replace("I1 I1 2", "I1 I1v 2"), "hands": ["tee", "cross"], "coins": [],
                      "sudden_death": True}, "sudden_death", "red, blue connected to every village",
            "amber.end.simultaneous")


# -- Thurn und Taxis --------------------------------------------------------------------------------

def test_taxis_a_twelve_card_hand() -> None:
    loads("taxis", {"hands": ["Ulm Stuttgart Basel", ""]})
    cards = "Ulm Stuttgart Basel Zürich Freiburg Mannheim Carlsruhe Nürnberg Regensburg Augsburg München Ingolstadt"
    refused("taxis", {"hands": [cards, ""]}, "hands[0]", "12 cards in hand", "taxis.turn.hand-limit")


def test_taxis_houses_in_20_cities_with_no_route_ever_closed() -> None:
    cities = sorted(taxis.ENGINE.new_state(taxis.new_game(2, seed=1, variant="base").config).map.cities)[:20]
    refused("taxis", {"houses": [" ".join(cities), ""], "discards": ""}, "houses:", "cards among the discards",
            "taxis.close.discard")
    loads("taxis", {"houses": [" ".join(cities[:3]), ""], "discards": " ".join(cities[:3])})
    loads("taxis", {"houses": [" ".join(cities[:3]), ""]})  # a scenario discards the closed routes' cards itself


# -- La Loire ---------------------------------------------------------------------------------------

VILLAGES = list(loire_state.VILLAGES)


@pytest.mark.parametrize(("kind", "tokens", "left"), [("farm", 6, -12), ("castle", 2, -16)])
def test_loire_eighteen_farms_or_castles_for_one_player(kind: str, tokens: int, left: int) -> None:
    loads("loire", {"buildings": dict.fromkeys(VILLAGES[:2], f"0 {kind}")})
    refused("loire", {"buildings": dict.fromkeys(VILLAGES, f"0 {kind}")}, "players[0]", f"18 {kind} buildings",
            f"{tokens} {kind} tokens ({left} left")


def test_loire_400_loose_horses() -> None:
    refused("loire", {"loose": dict.fromkeys([*VILLAGES, "Nantes", "Orléans"], 20)}, "loose:", "400 loose horses",
            "a game of 2 has 14 horses")


@pytest.mark.parametrize("seed", [*range(6), "20 in Nantes"])
def test_loire_the_validator_never_refuses_a_position_one_legal_move_after_one_it_accepts(seed: int | str) -> None:
    """Random positions the validator accepts (horses heaped where a scenario may put them), then every legal move:
    each position reached is accepted too (20 loose horses in Nantes were accepted, and refused once a merchant
    left a horse there)."""
    rng = random.Random(str(seed))
    places = [*VILLAGES, "Nantes", "Orléans"]
    heaps = {"Nantes": 20} if seed == "20 in Nantes" else {p: rng.randint(0, 3) for p in rng.sample(places, 3)}
    try:
        g = loads("loire", {"loose": heaps}, players=rng.choice([1, 2, 3, 4]))
    except RecordError:
        return
    for _ in range(40):
        if g.is_over:
            break
        for move in g.legal_moves():
            after = g.engine.apply(g.state, move)
            assert loire_validate.problems(after) == [], (move, loire_validate.problems(after))
        g.play(rng.choice(g.legal_moves()))
