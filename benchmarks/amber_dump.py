"""Everything public about seeded random Amber games, as text: diff it before and after an engine change.

Run from the project root (the output must be byte-identical)::

    python benchmarks/amber_dump.py 6 > before.txt     # 6 seeds per player count (2-6) and variant

Per position: the fingerprint and summary, the legal moves in notation (in order), the scores, the
verdicts on three arbitrary (mostly illegal) moves, now and then the reach matrix, ``one_more_tile``
and the full view; per move its explanation; per game the record, scores, winners and final
fingerprint, and for seed 0 two SVGs and a reload of the record. Then two games of the greedy bot.
"""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import amber  # noqa: E402
from amber import connect  # noqa: E402
from amber.bots import GreedyBot  # noqa: E402
from amber.moves import Dig, Place  # noqa: E402
from amber.tiles import PLACEABLE  # noqa: E402
from tutor.record import fingerprint  # noqa: E402


def dump_games(seeds: range, out: Callable[[str], Any]) -> None:
    """Random games for every player count, variant and seed, position by position."""
    for players in (2, 3, 4, 5, 6):
        for variant in ("basic", "advanced"):
            for seed in seeds:
                rng, probe = random.Random(seed), random.Random(seed + 99)
                g = amber.new_game(players=players, seed=seed, variant=variant)
                out(f"== {players} {variant} {seed}\n")
                while not g.is_over:
                    moves = g.legal_moves()
                    s = g.state
                    out(fingerprint(s) + " " + s.summary() + "\n")
                    out(" | ".join(map(str, moves)) + "\n")
                    out(" ".join(str(sc["total"]) for sc in g.scores().values()) + "\n")
                    for _ in range(3):  # verdicts on arbitrary moves, mostly illegal
                        f = probe.randrange(121)
                        m = Dig(f, probe.random() < 0.3) if probe.random() < 0.2 else \
                            Place(probe.choice(PLACEABLE), f, probe.randrange(4))
                        v = g.check(m)
                        out(f"  {m}: {v.ok} {v.rule} {v.reason}\n")
                    if len(g.history) % 17 == 0:
                        out(repr(connect.reach_matrix(s)) + repr(connect.one_more_tile(s, s.player)) + "\n")
                        out(json.dumps(s.view(None)) + "\n")
                    move = rng.choice(moves)
                    g.play(move)
                    out(f"-> {move}: {g.explain()}\n")
                out(json.dumps(g.to_record(), sort_keys=True) + "\n")
                out(repr(g.scores()) + repr(g.winners()) + "\n")
                out(fingerprint(g.state) + "\n")
                if seed == 0:
                    out(g.svg() + "\n")
                    out(g.engine.render_svg(g.states[len(g.states) // 2], reach=0, connections=1) + "\n")
                    back = amber.load_record(json.dumps(g.to_record()))
                    out(f"reload same: {fingerprint(back.state) == fingerprint(g.state)}\n")


def dump_bot_games(out: Callable[[str], Any]) -> None:
    """Two games of the greedy bot (it looks one move ahead through ``apply``)."""
    for players in (2, 4):
        g = amber.new_game(players=players, seed=5)
        bot = GreedyBot(seed=2)
        for _ in range(60):
            if g.is_over:
                break
            m = bot.choose(g)
            out(f"bot {m}: {bot.reason}\n")
            g.play(m)
        out(fingerprint(g.state) + "\n")


def main() -> None:
    seeds = range(int(sys.argv[1]) if len(sys.argv) > 1 else 6)
    dump_games(seeds, sys.stdout.write)
    dump_bot_games(sys.stdout.write)


if __name__ == "__main__":
    main()
