"""Machine instructions per move of the copy-play-undo loop, beside python-chess: a count that does not depend
on the load of the machine (``run.py`` gives the times; on a shared machine they move by a third from run to run).

Run from anywhere (needs ``valgrind``)::

    python benchmarks/instructions.py [--games amber loire taxis] [--passes 2]

Each loop runs in a Python of its own under ``valgrind --tool=callgrind``, once with no pass and once with
``--passes`` passes, so that the start-up (imports, the random game the positions come from) cancels out. The loop
is ``run.copy_play_undo``'s, over the same positions (a random two-player game, seed 1); python-chess' is
``run.chess_copy_play_undo``'s, over the same 300 positions. Fewer instructions per move is faster, but an
instruction is not a fixed time: our moves make and drop more small objects than python-chess' do, so a time ratio
comes out somewhat below the ratio of instructions.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent), str(HERE)]


def work(game: str, passes: int) -> int:
    """Run the loop ``passes`` times over its positions; the number of moves played."""
    import run

    if game == "chess":
        positions = run.chess_positions()
        if positions is None:
            raise SystemExit("python-chess is not installed")
        return sum(run.chess_every_move(position) for _ in range(passes) for position in positions)
    import importlib

    module = importlib.import_module(game)
    states = run.loop_positions(module)
    return sum(run.every_move(module.ENGINE, state) for _ in range(passes) for state in states)


def count(game: str, passes: int) -> tuple[int, int]:
    """Instructions and moves of one run under callgrind."""
    out = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable,
                          __file__, "--work", game, str(passes)], capture_output=True, text=True, check=True)
    found = re.search(r"Collected : (\d+)", out.stderr)
    moves = re.search(r"^moves (\d+)$", out.stdout, re.M)
    if not found or not moves:
        raise RuntimeError(f"no count from valgrind for {game}: {out.stderr[-500:]}")
    return int(found.group(1)), int(moves.group(1))


def per_move(game: str, passes: int) -> float:
    """Instructions per move of ``passes`` passes (the start-up taken off)."""
    start, _ = count(game, 0)
    total, moves = count(game, passes)
    return (total - start) / moves


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", nargs="*", default=["amber", "loire", "taxis"])
    parser.add_argument("--passes", type=int, default=2)
    parser.add_argument("--work", nargs=2, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.work:
        print("moves", work(args.work[0], int(args.work[1])))
        return
    if shutil.which("valgrind") is None:
        print("valgrind is not installed: no counts")
        return
    chess_ir = per_move("chess", 1)
    print(f"{'loop':10} {'instructions/move':>18} {'python-chess / this':>20}")
    print(f"{'chess':10} {chess_ir:>18,.0f} {'1.00':>20}")
    for game in args.games:
        ir = per_move(game, args.passes)
        print(f"{game:10} {ir:>18,.0f} {chess_ir / ir:>20.2f}")


if __name__ == "__main__":
    main()
