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
from tutor.rules import IllegalMove, NotationError

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


def played(module: Any, games: Any, probes: Any, head: Any, refuse: Any, tail: Any,
           extra: Any = lambda game, step: ()) -> Iterator[str]:
    """The transcript every game's sample shares: the rules' texts, then each seeded game of ``games`` move by
    move: ``head(game)``, the verdict (or the notation error) on every move ``probes(game)`` gives, the refusals
    ``refuse(game)`` yields, ``extra(game, step)``, the bot's reason and the explanation of its move; at the end
    ``tail(game)``."""
    yield module.RULES._repr_markdown_()
    for rule in module.RULES.values():
        yield rule.describe()
        yield rule.alternatives
    for seed, players, variant, moves, bot in games:
        game = module.new_game(players=players, seed=seed, variant=variant)
        bots = [bot(seed=p) for p in range(players)]
        yield f"== game seed {seed}, {players} players, {variant}"
        for step in range(moves):
            if game.is_over:
                break
            yield head(game)
            for move in probes(game):
                try:
                    verdict = game.check(move)
                except NotationError as error:
                    yield f"notation: {error}"
                    continue
                yield str(verdict)
            yield from refuse(game)
            yield from extra(game, step)
            bot = bots[game.to_move]
            move = bot.choose(game)
            yield bot.reason
            game.play(move)
            yield from (f"{rule}: {text}" for rule, text in game.explain())
        yield from tail(game)


def refusals(game: Any, moves: Any) -> Iterator[str]:
    """The refusal of each of ``moves`` that the position forbids, as the game says it."""
    for bad in moves:
        if not game.check(bad):
            try:
                game.play(bad)
            except IllegalMove as refusal:
                yield str(refusal)


def _pass(game: Any) -> Iterator[str]:
    try:
        game.play(Pass())
    except IllegalMove as refusal:
        yield str(refusal)


def transcript() -> Iterator[str]:
    """Every text the engine produces over :data:`GAMES`, one per line."""
    return played(amber, GAMES, probes, lambda game: str(amber.ENGINE.check(game.state, 42)), _pass,
                  lambda game: (str(game.check(Pass())),))


if __name__ == "__main__":
    seen: set[str] = set()
    for line in transcript():
        if line not in seen:  # the first time each text appears, in order
            seen.add(line)
            print(line)
