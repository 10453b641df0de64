"""Score charts drawn with the tutor's own SVG builder (no matplotlib: the tutor also runs in the browser).

Output is deterministic text, so notebooks that show a chart compare byte for byte under nbval.

>>> from tutor.charts import line_chart_svg
>>> svg = line_chart_svg({"red": [0, 1, 3], "blue": [0, 2, 2]}, title="points")
>>> svg.startswith("<svg") and "points" in svg and "red" in svg
True
>>> svg == line_chart_svg({"red": [0, 1, 3], "blue": [0, 2, 2]}, title="points")
True
>>> nice_step(37), nice_step(4), nice_step(0)
(10, 1, 1)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from tutor.game import Game
from tutor.i18n import _, player
from tutor.svg import Svg

PALETTE = ("#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b")
WIDTH, HEIGHT = 400.0, 200.0
LEFT, RIGHT, TOP, BOTTOM = 40.0, 90.0, 24.0, 32.0


def score_history(game: Game, category: str = "total") -> dict[str, list[int]]:
    """Each player's score in ``category`` after every move (position 0 is the start)."""
    names = game.config.players
    out: dict[str, list[int]] = {n: [] for n in names}
    for state in game.states:
        for p, row in game.engine.scores(state).items():
            out[names[p]].append(row.get(category, 0))
    return out


def nice_step(span: float) -> int:
    """A round tick step (1, 2, 5, 10, 20, 50, …) giving at most about five ticks over ``span``."""
    step = 1
    while span / step > 5:
        for factor in (2, 5 / 2, 2):
            step = int(step * factor)
            if span / step <= 5:
                break
    return step


def _ticks(top: float) -> list[int]:
    step = nice_step(top)
    return list(range(0, int(top) + step, step))


def line_chart_svg(
    series: Mapping[str, Sequence[float]],
    *,
    title: str = "",
    xlabel: str | None = None,
    ylabel: str | None = None,
    colours: Sequence[str] | None = None,
) -> str:
    """A step chart of named series (one value per move) as scalable SVG text, with a legend on the right.

    The axes say ``move`` and ``points`` (in the current language) unless ``xlabel`` and ``ylabel`` say otherwise.
    """
    xlabel = _("move") if xlabel is None else xlabel
    ylabel = _("points") if ylabel is None else ylabel
    length = max((len(v) for v in series.values()), default=1)
    low = min([0, *(min(v) for v in series.values() if v)])
    high = max([1, *(max(v) for v in series.values() if v)])
    yticks = _ticks(high - low)
    high = max(high, low + yticks[-1])
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM

    def x(i: float) -> float:
        return LEFT + plot_w * i / max(length - 1, 1)

    def y(v: float) -> float:
        return TOP + plot_h * (1 - (v - low) / (high - low))

    svg = Svg(WIDTH, HEIGHT, style="max-width:100%;height:auto")
    svg.rect(0, 0, WIDTH, HEIGHT, fill="#fff")
    svg.text(WIDTH / 2, 10, title, size=11)
    for t in yticks:
        svg.line(LEFT, y(low + t), LEFT + plot_w, y(low + t), stroke="#ddd", stroke_width=0.6)
        svg.text(LEFT - 4, y(low + t), str(low + t), size=8, anchor="end")
    for t in _ticks(length - 1):
        if t <= length - 1:
            svg.text(x(t), TOP + plot_h + 8, str(t), size=8)
    svg.rect(LEFT, TOP, plot_w, plot_h, fill="none", stroke="#555", stroke_width=0.8)
    svg.text(LEFT + plot_w / 2, HEIGHT - 8, xlabel, size=9)
    svg.text(10, TOP + plot_h / 2, ylabel, size=9, transform=f"rotate(-90 10 {TOP + plot_h / 2:g})")
    for i, (label, values) in enumerate(series.items()):
        colour = colours[i] if colours and i < len(colours) else PALETTE[i % len(PALETTE)]
        points: list[tuple[float, float]] = []
        for j, v in enumerate(values):
            if points:
                points.append((x(j), points[-1][1]))
            points.append((x(j), y(v)))
        if points:
            svg.polyline(points, stroke=colour, stroke_width=1.6)
        ly = TOP + 6 + 14 * i
        svg.line(WIDTH - RIGHT + 8, ly, WIDTH - RIGHT + 22, ly, stroke=colour, stroke_width=2)
        last = f" {values[-1]:g}" if values else ""
        svg.text(WIDTH - RIGHT + 26, ly, f"{label}{last}", size=9, anchor="start")
    return svg.render()


def score_chart_svg(game: Game, colours: Sequence[str] | None = None) -> str:
    """The total score of every player over the game, as SVG text."""
    series = {player(name): values for name, values in score_history(game).items()}
    return line_chart_svg(series, title=_("score after each move"), colours=colours)
