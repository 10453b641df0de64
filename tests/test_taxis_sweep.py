"""Hundreds of seeded games in every way to play and player count, with invariants at every step.

Greedy bots keep the games short enough for hundreds of them (random Glanz und Gloria games run to
thousands of moves; ``test_taxis_engine`` plays those). Every step: the cards, houses and bonus tiles
are conserved and the chosen move is legal; every game ends with one winner.
"""

import pytest

import taxis
from taxis.bots import GreedyBot
from taxis.state import HOUSES, card_names

GAMES = 24  # x 3 player counts x 3 ways to play = 216 games


@pytest.mark.parametrize("variant", taxis.ENGINE.variants)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_many_seeded_games_keep_cards_houses_and_tiles(players: int, variant: str) -> None:
    for seed in range(GAMES):
        g = taxis.new_game(players=players, seed=500 + seed, variant=variant)
        bots = [GreedyBot(seed=seed + p) for p in range(players)]
        cards = len(card_names(g.state.rules))
        tiles = sum(map(len, g.state.stacks))
        while not g.is_over:
            s = g.state
            held = (len(s.deck) + len(s.display) + len(s.discards) + sum(map(len, s.hands))
                    + sum(map(len, s.routes)) + sum(map(len, s.horses)))
            assert held == cards
            assert sum(map(len, s.stacks)) + sum(map(len, s.tiles)) == tiles
            assert all(len(h) + s.houses_left(p) == HOUSES for p, h in enumerate(s.houses))
            move = bots[s.player].choose(g)
            assert g.check(move).ok
            g.play(move)
            assert len(g.history) < 5000
        assert len(g.winners()) == 1 and g.state.trigger is not None
