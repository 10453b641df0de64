"""A transcript of what Thurn und Taxis says over seeded games of all three variants: verdicts on
many legal and illegal moves, refusals, the bots' reasons and the move explanations, in the current
language.

The translation tests read it twice, as they read Amber's (:mod:`i18n_sample`): in English it must
stay exactly what the engine said before the Taxis texts were marked for translation
(``tests/data/taxis_english_sample.txt``, written by ``python tests/taxis_i18n_sample.py >
tests/data/taxis_english_sample.txt``); in Hungarian it must contain no English sentence. It uses
only the public API of ``taxis``, so it runs on any version.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations
from typing import Any

from i18n_sample import played, refusals

import taxis
from taxis.bots import GreedyBot
from taxis.moves import Administrator, Close, Discard, Draw, End, Horse, Route, Scrap
from tutor.bots import RandomBot

GAMES = (  # seed, players, variant, moves, bots
    (1, 2, "base", 2000, GreedyBot), (2, 3, "gug", 2000, GreedyBot), (3, 4, "gug-base-rules", 2000, GreedyBot),
    (4, 2, "gug", 600, RandomBot), (5, 3, "base", 600, RandomBot), (6, 2, "gug-base-rules", 600, RandomBot),
)


def _city(card: str) -> str:
    return card.partition(":")[0]


def probes(game: Any) -> Iterator[Any]:
    """Moves to ask about in the current position: draws, the Administrator, cards to the route and as
    horses, scraps, closings of many kinds, discards, the end, typed text naming a city alone, a move
    out of turn and an object that is no move."""
    s = game.state
    p = s.player
    cities = sorted(s.map.cities)
    some = cities[:: max(1, len(cities) // 6)]
    hand = list(dict.fromkeys(s.hands[p]))
    route = [_city(c) for c in s.routes[p]]
    yield from (Draw(), Administrator(), Scrap(), End())
    yield from (Draw(c) for c in dict.fromkeys(s.display))
    yield from (Draw(c) for c in some)
    yield from (Draw(f"{c}:9") for c in some[:2])
    for c in hand + some:
        yield from (Route(c), Route(c, "start"), Horse(c), Discard(c))
    yield from (Route(f"{c}:7") for c in some[:2])
    yield Close(())
    for n in (1, 2, 3):
        yield from (Close(pick) for pick in list(combinations(route, n))[:12])
    yield from (Close(tuple(route)), Close(tuple(route), True), Close(tuple(route[:1]), True))
    yield from (Close((c,)) for c in some)
    yield Close(tuple(c for c in cities if s.map.cities[c].free))
    yield from (f"route {_city(c)}" for c in hand)
    yield from (f"draw {_city(c)}" for c in dict.fromkeys(s.display))
    yield from (f"horse {_city(c)}" for c in hand[:3])
    yield from (f"close {' '.join(s.routes[p])}",)
    yield 42


def transcript() -> Iterator[str]:
    """Every text the engine produces over :data:`GAMES`, one per line."""
    return played(taxis, GAMES, probes, lambda game: str(taxis.ENGINE.check(game.state, 42)),
                  lambda game: refusals(game, (End(), Scrap())), lambda game: (str(game.check(End())),))


if __name__ == "__main__":
    seen: set[str] = set()
    for line in transcript():
        if line not in seen:  # the first time each text appears, in order
            seen.add(line)
            print(line)
