"""Charts with matplotlib, returned as deterministic SVG text (for widgets and nbval).

>>> from tutor.charts import line_chart_svg
>>> svg = line_chart_svg({"red": [0, 1, 3], "blue": [0, 2, 2]}, title="points")
>>> svg.startswith("<?xml") and "points" in svg
True
>>> svg == line_chart_svg({"red": [0, 1, 3], "blue": [0, 2, 2]}, title="points")
True
"""

from __future__ import annotations

import io
from collections.abc import Mapping, Sequence

import matplotlib
from matplotlib.figure import Figure

from tutor.game import Game

matplotlib.rcParams["svg.hashsalt"] = "board-tutor"  # stable ids inside the SVG


def score_history(game: Game, category: str = "total") -> dict[str, list[int]]:
    """Each player's score in ``category`` after every move (position 0 is the start)."""
    names = game.config.players
    out: dict[str, list[int]] = {n: [] for n in names}
    for state in game.states:
        for p, row in game.engine.scores(state).items():
            out[names[p]].append(row.get(category, 0))
    return out


def line_chart_svg(
    series: Mapping[str, Sequence[float]],
    *,
    title: str = "",
    xlabel: str = "move",
    ylabel: str = "points",
    colours: Sequence[str] | None = None,
) -> str:
    """A small line chart of named series as SVG text."""
    fig = Figure(figsize=(5.5, 2.8), dpi=72)
    ax = fig.subplots()
    for i, (label, values) in enumerate(series.items()):
        colour = colours[i] if colours and i < len(colours) else None
        ax.step(range(len(values)), values, where="post", label=label, color=colour)
    ax.set_title(title)
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)
    ax.grid(alpha=0.3)
    if series:
        ax.legend(loc="upper left", fontsize=8)
    fig.tight_layout()
    buf = io.StringIO()
    fig.savefig(buf, format="svg", metadata={"Date": None, "Creator": None})
    return buf.getvalue()


def score_chart_svg(game: Game, colours: Sequence[str] | None = None) -> str:
    """The total score of every player over the game, as SVG text."""
    return line_chart_svg(score_history(game), title="score after each move", colours=colours)
