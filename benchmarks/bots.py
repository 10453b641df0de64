"""How strong and how quick the bots are: a level against the greedy bot in seeded two-player games.

Run from anywhere::

    python benchmarks/bots.py                       # hard against easy (greedy), 200 games per game, 2 processes
    python benchmarks/bots.py --games amber --count 40 --level medium --jobs 1

Game ``i`` is dealt with seed ``i``; the level's bot takes seat ``i % 2`` (so it starts in half of the games),
the greedy bot the other. A game counts as a win when the level's bot is the only winner, a tie when it shares the
win, else a loss. Each decision of the level's bot is timed (the time of ``choose``); the targets are a win rate of
at least 70 % and a move time p95 of at most 1 s (issue 26). Also printed by ``benchmarks/run.py --bots``.
"""

from __future__ import annotations

import argparse
import importlib
import math
import sys
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from time import perf_counter

ROOT = Path(__file__).resolve().parents[1]
GAMES = ("amber", "taxis", "loire")
WIN_RATE, MOVE_P95 = 0.70, 1.0  # targets: share of games won, seconds per move (p95)
VARIANTS = {"taxis": "gug"}  # the variant a pupil meets first on the table


@dataclass
class Result:
    """One game: the outcome for the level's bot, its lead in points, and its move times."""

    seed: int
    outcome: str  # "win", "tie" or "loss"
    lead: int
    times: list[float] = field(default_factory=list)


def one_game(name: str, level: str, seed: int) -> Result:
    """Seeded game ``seed`` of ``name``: the level's bot in seat ``seed % 2`` against the greedy bot."""
    sys.path.insert(0, str(ROOT))
    module = importlib.import_module(name)
    bot = importlib.import_module(f"{name}.search").bot
    extra = {"variant": VARIANTS[name]} if name in VARIANTS else {}
    game = module.new_game(2, seed=seed, **extra)
    seat = seed % 2
    players = {seat: bot(level, seed), 1 - seat: bot("easy", seed + 1)}
    times = []
    while not game.is_over:
        who = game.to_move
        t0 = perf_counter()
        move = players[who].choose(game)
        if who == seat:
            times.append(perf_counter() - t0)
        game.play(move)
    won = game.engine.winners(game.state)
    totals = {p: s["total"] for p, s in game.engine.scores(game.state).items()}
    outcome = "tie" if seat in won and len(won) > 1 else "win" if seat in won else "loss"
    return Result(seed, outcome, totals[seat] - totals[1 - seat], times)


def p95(values: Sequence[float]) -> float:
    """The 95th percentile by nearest rank (0 for none).

    >>> p95([0.1] * 19 + [2.0]), p95([])
    (0.1, 0.0)
    """
    ordered = sorted(values)
    return ordered[math.ceil(0.95 * len(ordered)) - 1] if ordered else 0.0


def report(name: str, level: str, results: Sequence[Result], seconds: float) -> list[str]:
    """The lines for one game: outcomes, lead, move times, and the targets with PASS/FAIL."""
    n = len(results)
    wins = sum(r.outcome == "win" for r in results)
    ties = sum(r.outcome == "tie" for r in results)
    times = [t for r in results for t in r.times]
    rate, slow = wins / n if n else 0.0, p95(times)
    median = sorted(times)[len(times) // 2] if times else 0.0
    return [
        f"{name}: {level} bot against the greedy bot, {n} two-player games ({seconds:.0f} s)",
        f"  won {wins} ({100 * rate:.1f} %), tied {ties}, lost {n - wins - ties}; "
        f"mean lead {sum(r.lead for r in results) / max(n, 1):+.1f} points",
        f"  move time: median {1000 * median:.0f} ms, p95 {1000 * slow:.0f} ms, "
        f"max {1000 * max(times, default=0):.0f} ms over {len(times)} moves",
        f"  win rate >= {100 * WIN_RATE:.0f} %: {'PASS' if rate >= WIN_RATE else 'FAIL'}; "
        f"move p95 <= {MOVE_P95:g} s: {'PASS' if slow <= MOVE_P95 else 'FAIL'}",
    ]


def bench(name: str, level: str, count: int, jobs: int) -> list[str]:
    """Play ``count`` games of ``name`` on ``jobs`` processes; the report's lines."""
    t0 = perf_counter()
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            results = list(pool.map(one_game, [name] * count, [level] * count, range(count)))
    else:
        results = [one_game(name, level, seed) for seed in range(count)]
    return report(name, level, results, perf_counter() - t0)


def main(argv: Sequence[str] | None = None) -> int:
    """Measure each game's level against the greedy bot; print the reports."""
    parser = argparse.ArgumentParser(description="A bot level against the greedy bot.")
    parser.add_argument("--games", nargs="+", default=list(GAMES))
    parser.add_argument("--level", default="hard", choices=("medium", "hard"))
    parser.add_argument("--count", type=int, default=200, help="games per game")
    parser.add_argument("--jobs", type=int, default=2, help="processes")
    args = parser.parse_args(argv)
    for name in args.games:
        print("\n".join(bench(name, args.level, args.count, args.jobs)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
