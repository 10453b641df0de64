"""A transcript of what Amber says over seeded games: verdicts on many legal and illegal moves,
the bots' reasons and the move explanations, in the current language.

The translation tests read it twice: in English it must stay exactly what the engine said
before the translation machinery came (``tests/data/amber_english_sample.txt``, written by
``python tests/i18n_sample.py > tests/data/amber_english_sample.txt``); in Hungarian it must
contain no English sentence. It uses only Amber's public API, so it runs on any version.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import amber
from amber.board import NEIGHBOURS
from amber.bots import GreedyBot
from amber.moves import Dig, Draw, Pass, Place, Rebuild, Stuck
from amber.state import EMPTY
from amber.tiles import KINDS
from tutor.bots import RandomBot
from tutor.rules import IllegalMove

GAMES = (  # seed, players, variant, moves, bots
    (5, 3, "basic", 40, GreedyBot), (8, 4, "advanced", 40, GreedyBot), (13, 2, "basic", 400, GreedyBot),
    (21, 2, "basic", 400, RandomBot), (22, 3, "advanced", 400, RandomBot), (23, 6, "advanced", 400, GreedyBot),
)
FIELDS = range(0, 121, 4)


def probes(game: Any) -> Iterator[Any]:
    """Moves to ask about in the current position: every kind on a spread of fields, digs, rebuilds,
    the stuck, pass and draw moves, a move out of turn and an object that is no move."""
    board = game.state.board
    for f in FIELDS:
        for kind, k in KINDS.items():
            if k.cls == "shovel":
                yield from (Dig(f), Dig(f, special=True))
            else:
                yield from (Place(kind, f, r) for r in ((0,) if k.cls == "swamp" else (0, 1)))
    for f in range(0, 121):  # rebuilds next to every laid tile
        for n in NEIGHBOURS[f]:
            if n >= 0 and board[n] != EMPTY and board[f] == EMPTY:
                yield from (Rebuild(Place(kind, f, r), n, rep) for kind in ("tee", "straight") for r in range(4)
                            for rep in ("bridge", "roundabout"))
                yield Rebuild(Place("cross", f, 0), (n + 22) % 121, "bridge")  # a target that does not touch
    yield from (Stuck(kind) for kind in KINDS)
    yield from (Pass(), Draw(), Draw("tee"), Draw("swamp"))
    other = game.players[(game.to_move + 1) % len(game.players)]
    yield from (f"{other}: pass", 42)


def transcript() -> Iterator[str]:
    """Every text the engine produces over :data:`GAMES`, one per line."""
    yield amber.RULES._repr_markdown_()
    for rule in amber.RULES.values():
        yield rule.describe()
        yield rule.alternatives
    for seed, players, variant, moves, bot in GAMES:
        game = amber.new_game(players=players, seed=seed, variant=variant)
        bots = [bot(seed=p) for p in range(players)]
        yield f"== game seed {seed}, {players} players, {variant}"
        for _ in range(moves):
            if game.is_over:
                break
            yield str(amber.ENGINE.check(game.state, 42))
            for move in probes(game):
                verdict = game.check(move)
                yield str(verdict)
            try:
                game.play(Pass())
            except IllegalMove as refusal:
                yield str(refusal)
            bot = bots[game.to_move]
            move = bot.choose(game)
            yield bot.reason
            game.play(move)
            yield from (f"{rule}: {text}" for rule, text in game.explain())
        yield str(game.check(Pass()))


if __name__ == "__main__":
    seen: set[str] = set()
    for line in transcript():
        if line not in seen:  # the first time each text appears, in order
            seen.add(line)
            print(line)
