"""Throughput and latency of the game engines, beside python-chess, as a table per game.

Run from anywhere::

    python benchmarks/run.py [--games amber loire] [--seconds 3] [--module tests.toygame] [--bots [GAMES]]

Random playouts go through the public API only (``new_game``, ``legal_moves``,
``play``, ``is_over``), so the rates include legal-move generation and the rule
check that ``play`` makes. See ``benchmarks/README.md`` for the targets.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import json
import math
import random
import sys
import tracemalloc
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from time import perf_counter
from types import ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
CHESS_REFERENCE = ROOT.parent / "shared/bench/chess_reference.py"
GAMES = ("amber", "loire", "taxis")
MAX_MOVES = 200_000  # a random game longer than this is taken to be stuck (random Glanz und Gloria games run long)
LATE = 10  # the last positions of a game, where legal-move generation is hardest
SVG_FRAMES = 50
LEGAL_MS, SVG_MS = 20.0, 10.0  # targets: p95 of legal_moves() on late positions, of one SVG frame
MEMORY_MB, RECORD_KB = 50.0, 100.0  # decimal units: 1 MB = 10**6 bytes, 1 KB = 1000 bytes
Check = tuple[str, str, str, bool | None]  # what, value, target, passed (None: nothing to compare with)


@dataclass
class Row:
    """The throughput of one player count and variant."""

    players: int
    variant: str
    games_per_s: float
    moves_per_s: float
    chess_moves_per_s: float | None = None  # python-chess measured just before this row


@dataclass
class Latencies:
    """Seconds per ``legal_moves()`` call: all positions, and late ones at the maximum player count."""

    every: list[float] = field(default_factory=list)
    late: list[float] = field(default_factory=list)


def p95(values: Sequence[float]) -> float:
    """The 95th percentile by nearest rank (0 for no values).

    >>> p95(range(1, 101)), p95([3.0]), p95([])
    (95, 3.0, 0.0)
    """
    ordered = sorted(values)
    return ordered[math.ceil(0.95 * len(ordered)) - 1] if ordered else 0.0


def start(module: ModuleType, players: int, variant: str, seed: int) -> Any:
    """A new game; ``variant=`` is passed only to games that have several variants."""
    extra = {"variant": variant} if len(module.ENGINE.variants) > 1 else {}
    return module.new_game(players=players, seed=seed, **extra)


def playout(module: ModuleType, players: int, variant: str, seed: int, times: list[float] | None = None) -> Any:
    """One random game played to its end; the time of each ``legal_moves()`` call goes to ``times``."""
    rng, game = random.Random(seed), start(module, players, variant, seed)
    played = 0
    while not game.is_over:
        t0 = perf_counter()
        moves = game.legal_moves()
        if times is not None:
            times.append(perf_counter() - t0)
        if not moves or played == MAX_MOVES:
            why = "no legal move" if not moves else f"{MAX_MOVES} moves"
            raise RuntimeError(f"{players} players, {variant}, seed {seed}: {why} but the game is not over")
        game.play(rng.choice(moves))
        played += 1
    return game


def throughput(module: ModuleType, players: int, variant: str, seconds: float, lat: Latencies) -> Row:
    """Random games for ``seconds`` (at least one); collects legal-move latencies into ``lat``."""
    games = moves = 0
    late = players == max(module.ENGINE.player_counts)
    t0 = perf_counter()
    while games == 0 or perf_counter() - t0 < seconds:
        times: list[float] = []
        playout(module, players, variant, seed=games, times=times)
        games, moves = games + 1, moves + len(times)
        lat.every.extend(times)
        if late:
            lat.late.extend(times[-LATE:])
    elapsed = perf_counter() - t0
    return Row(players, variant, games / elapsed, moves / elapsed)


def copy_play_undo(module: ModuleType, seconds: float) -> float:
    """Moves/s of the search's inner loop: in each position of a random two-player game (its caches dropped
    first), the legal moves, then each one played from a copy and taken back. States are immutable values, so the
    copy is the position itself and the undo is to keep it: each move is one ``engine.apply``."""
    engine, states = module.ENGINE, loop_positions(module)
    moves, i, t0 = 0, 0, perf_counter()
    while i < len(states) or perf_counter() - t0 < seconds:
        moves += every_move(engine, states[i % len(states)])
        i += 1
    return moves / (perf_counter() - t0)


def loop_positions(module: ModuleType) -> list[Any]:
    """The positions the copy-play-undo loop runs over: those of a random two-player game (seed 1)."""
    engine = module.ENGINE
    return playout(module, min(engine.player_counts), engine.variants[0], seed=1).states[:-1]


def every_move(engine: Any, state: Any) -> int:
    """One position of the loop: its caches dropped, its legal moves, each one played from it; how many."""
    getattr(engine, "forget", lambda state: None)(state)
    moves = 0
    for move in engine.legal_moves(state):
        engine.apply(state, move)
        moves += 1
    return moves


def chess_positions(count: int = 300) -> list[Any] | None:
    """The positions of random python-chess games (seed 1) that its copy-play-undo loop runs over; None without
    the ``chess`` package."""
    try:
        import chess
    except ImportError:
        return None
    rng, positions, board = random.Random(1), [], chess.Board()
    while len(positions) < count:
        if board.is_game_over(claim_draw=False):
            board = chess.Board()
        positions.append(board.copy())
        board.push(rng.choice(list(board.legal_moves)))
    return positions


def chess_copy_play_undo(seconds: float) -> float | None:
    """The same loop in python-chess (``copy``, then ``push`` and ``pop`` of each legal move), over the
    positions of random games; None without the ``chess`` package."""
    positions = chess_positions()
    if positions is None:
        return None
    moves, i, t0 = 0, 0, perf_counter()
    while perf_counter() - t0 < seconds:
        moves += chess_every_move(positions[i % len(positions)])
        i += 1
    return moves / (perf_counter() - t0)


def chess_every_move(position: Any) -> int:
    """One position of python-chess' loop: a copy, then ``push`` and ``pop`` of each legal move; how many."""
    copy, moves = position.copy(), 0
    for move in list(copy.legal_moves):
        copy.push(move)
        copy.pop()
        moves += 1
    return moves


def finished_game(module: ModuleType) -> tuple[Any, int]:
    """A random game at the maximum player count, and the bytes it holds (with its whole undo history)."""
    players, variant = max(module.ENGINE.player_counts), module.ENGINE.variants[0]
    tracemalloc.start()
    try:
        game = playout(module, players, variant, seed=0)
        held = tracemalloc.get_traced_memory()[0]
    finally:
        tracemalloc.stop()
    return game, held


def svg_times(game: Any) -> list[float]:
    """Seconds to render each of up to ``SVG_FRAMES`` positions spread over ``game``."""
    states = game.states
    step = max(1, len(states) // SVG_FRAMES)
    times = []
    for state in states[::step]:
        t0 = perf_counter()
        game.engine.render_svg(state)
        times.append(perf_counter() - t0)
    return times


def load_chess() -> tuple[Callable[[float], tuple[float, float]] | None, str]:
    """The ``playouts(seconds)`` function of the python-chess yardstick, or ``None`` and why not."""
    if not CHESS_REFERENCE.exists():
        return None, f"python-chess yardstick not found at {CHESS_REFERENCE}"
    spec = importlib.util.spec_from_file_location("chess_reference", CHESS_REFERENCE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(module)
    except ImportError as err:
        return None, f"python-chess yardstick unavailable ({err}); install it with: pip install chess"
    return module.playouts, ""


def load_game(name: str) -> tuple[ModuleType | None, str]:
    """The module ``name`` if it provides ``new_game`` and ``ENGINE``, else ``None`` and a note."""
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as err:
        if err.name != name:
            return None, f"{name}: cannot be imported: {err}"
        return None, f"{name}: not built yet"
    except Exception as err:  # a half-written package: say so and go on with the others
        return None, f"{name}: cannot be imported: {err!r}"
    if not (hasattr(module, "new_game") and hasattr(module, "ENGINE")):
        return None, f"{name}: not built yet (no new_game/ENGINE)"
    return module, ""


def verdict(ok: bool | None) -> str:
    """PASS, FAIL, or n/a when there is nothing to compare with."""
    return "n/a" if ok is None else "PASS" if ok else "FAIL"


def rate_table(rows: Sequence[Row]) -> list[str]:
    """The throughput lines: one per player count and variant, beside python-chess measured just before."""
    lines = [f"  {'players':>7}  {'variant':<15} {'games/s':>10} {'moves/s':>10} {'chess':>8} {'vs chess':>9}"]
    for r in rows:
        chess = f"{r.chess_moves_per_s:.0f}" if r.chess_moves_per_s else "n/a"
        ratio = f"{r.moves_per_s / r.chess_moves_per_s:.2f}x" if r.chess_moves_per_s else "n/a"
        lines.append(f"  {r.players:>7}  {r.variant:<15} {r.games_per_s:>10.1f} {r.moves_per_s:>10.0f} "
                     f"{chess:>8} {ratio:>9}")
    return lines


def measures(module: ModuleType, rows: Sequence[Row], lat: Latencies, seconds: float = 1.0) -> list[Check]:
    """Each measure as (what, value, target, passed); ``passed`` is None where there is no target."""
    chess_loop = chess_copy_play_undo(min(seconds, 1.5))
    loop = copy_play_undo(module, min(seconds, 1.5))
    game, held = finished_game(module)
    record_kb = len(json.dumps(game.to_record()).encode()) / 1000
    svg_ms, late_ms, mb = 1000 * p95(svg_times(game)), 1000 * p95(lat.late), held / 1e6
    ratios = [r.moves_per_s / r.chess_moves_per_s for r in rows if r.chess_moves_per_s]
    ratio = min(ratios) if ratios else None
    late = f"legal_moves p95, last {LATE} positions, {max(module.ENGINE.player_counts)} players"
    return [
        (
            "moves/s vs python-chess, slowest row",
            "n/a" if ratio is None else f"{ratio:.2f}x",
            ">= 1x",
            None if ratio is None else ratio >= 1,
        ),
        (
            "copy-play-undo moves/s vs python-chess",
            f"{loop:.0f}" if chess_loop is None else f"{loop / chess_loop:.2f}x",
            ">= 1x",
            None if chess_loop is None else loop >= chess_loop,
        ),
        ("legal_moves p95, all positions", f"{1000 * p95(lat.every):.3f} ms", "-", None),
        (late, f"{late_ms:.3f} ms", f"< {LEGAL_MS:g} ms", late_ms < LEGAL_MS),
        ("SVG frame p95", f"{svg_ms:.3f} ms", f"< {SVG_MS:g} ms", svg_ms < SVG_MS),
        ("memory of a finished game + undo history", f"{mb:.3f} MB", f"< {MEMORY_MB:g} MB", mb < MEMORY_MB),
        ("JSON record of that game", f"{record_kb:.1f} KB", f"< {RECORD_KB:g} KB", record_kb < RECORD_KB),
    ]


def target_table(checks: Sequence[Check]) -> list[str]:
    """The measures against the targets, each with PASS/FAIL (n/a where nothing to compare)."""
    return [f"  {what:<44} {value:>10}  {target:<9} {verdict(ok)}" for what, value, target, ok in checks]


def bench(name: str, module: ModuleType, seconds: float, chess: Callable[[float], tuple[float, float]] | None
          ) -> list[str]:
    """Every line of one game's report; python-chess is measured again before each row, so that
    both rates of a row meet the same load on the machine."""
    lat = Latencies()
    engine = module.ENGINE
    rows = []
    for n in engine.player_counts:
        for v in engine.variants:
            chess_moves = chess(min(seconds, 1.5))[1] if chess else None
            rows.append(throughput(module, n, v, seconds, lat))
            rows[-1].chess_moves_per_s = chess_moves
    return [name, *rate_table(rows), *target_table(measures(module, rows, lat, seconds))]


def sibling(name: str) -> ModuleType:
    """The benchmark script ``benchmarks/<name>.py`` as a module."""
    spec = importlib.util.spec_from_file_location(f"{name}_benchmark", ROOT / "benchmarks" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main(argv: Sequence[str] | None = None) -> int:
    """Measure python-chess, then each game; print the tables."""
    parser = argparse.ArgumentParser(description="Throughput and latency of the game engines.")
    parser.add_argument("--games", nargs="+", default=list(GAMES), help="game packages to measure")
    parser.add_argument("--module", action="append", help="measure this importable module instead (repeatable)")
    parser.add_argument("--seconds", type=float, default=3.0, help="seconds of random games per row")
    parser.add_argument("--bots", nargs="?", type=int, const=200, metavar="GAMES",
                        help="also measure the hard bot against the greedy bot (benchmarks/bots.py; slow): GAMES "
                             "seeded two-player games per game (default 200)")
    parser.add_argument("--site", nargs="?", const="build", metavar="FOLDER",
                        help="also measure the zero-install site in Chromium (benchmarks/site.py; slow): a built "
                             "site's folder, or none to build one first")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))  # so that e.g. --module tests.toygame imports from this checkout
    playouts, note = load_chess()
    print(note or "python-chess yardstick: measured before each row (random playouts)")
    for name in args.module or args.games:
        module, note = load_game(name)
        try:
            lines = bench(name, module, args.seconds, playouts) if module else [note]
        except Exception as err:  # an engine bug found by the playouts: report it, measure the others
            lines = [f"{name}: failed: {err!r}"]
        print("\n" + "\n".join(lines))
    if args.bots:
        print("\nbots")
        bots = importlib.import_module("benchmarks.bots")  # by its name: its games run in a pool of processes
        bots.main(["--games", *(args.module or args.games), "--count", str(args.bots)])
    if args.site:
        print("\nzero-install site")
        sibling("site").main([] if args.site == "build" else ["--site", args.site])
    return 0


if __name__ == "__main__":
    sys.exit(main())
