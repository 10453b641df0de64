"""Builds notebooks/classroom/taxis_exercises.ipynb (students) and notebooks/teacher/taxis_solutions.ipynb (teachers).

Usage: ``python tools/nb_taxis_classroom.py && python tools/execute_notebooks.py
notebooks/classroom/taxis_exercises.ipynb notebooks/teacher/taxis_solutions.ipynb``

Both come from ``taxis.exercises``; the table of each position (route, hand, face-up cards, horses ...) is
written into the question by the engine when this script runs. The teacher's copy writes each exercise's correct
answer out literally (worked out by the engine when this script runs) and checks it with an assert, so a rule or
map change that alters an answer makes the notebook fail until rebuilt.
"""

import nbformat as nbf
import nbkit

import taxis
from taxis.exercises import EXERCISES, Exercise, show

NOTATION = """**Notation.** Cards are city names (`Ulm`); in Glanz und Gloria a card also shows the horses on its back,
`Berlin:2` (you may leave the horses out when the hand holds only one card of that city). Moves are written
`route Ulm` (at the end of the route), `route Ulm start` (at its start), `horse Dresden:3` (face down before the
carriage, as horses), `draw Basel` or `draw deck`, and `close Augsburg Ulm` (the cities that get houses; add
`with cartwright` under base rules). City names may be typed without umlauts (`Munchen`, `Muenchen`). On the map,
cities wear their province's colour (legend on the right), free cities are white with a gold ring, the route is
the thick pink line with its two ends ringed, highlighted cities have a yellow ring, and small squares are houses.
On the Glanz und Gloria board dashed roads and italic names are reconstructions (the real board was not
available)."""


WIDTH, rule_line = nbkit.WIDTH, nbkit.rule_line


def assignment(name: str, value: object) -> str:
    return nbkit.assignment(name, value, show)


def board_cell(ex: Exercise) -> str:
    call = f"SVG(g.svg(highlight={list(ex.highlight)!r}, route={ex.route()!r}))"
    if len(call) > WIDTH:
        call = f"SVG(g.svg(highlight={list(ex.highlight)!r},\n          route={ex.route()!r}))"
    return f"{rule_line(ex)}\ng = taxis.exercises.get({ex.id!r}).game()\n{call}"


def question(ex: Exercise, number: int) -> str:
    return (f"## Exercise {number} · {ex.level} · {ex.title}\n\n{ex.question}\n\n{ex.situation()}\n\n"
            f"*Write your answer as* {ex.form}.")


def exercise_cells(ex: Exercise, number: int, teacher: bool) -> list:
    return nbkit.exercise_cells("taxis", ex, taxis.RULES, question(ex, number), board_cell(ex), rule_line(ex),
                                lambda value: assignment("answer", value), teacher)


def overview() -> str:
    games = {"base": "base game", "gug": "Glanz und Gloria", "gug-base-rules": "GuG board, base rules"}
    rows = "\n".join(f"| {i} | `{ex.id}` | {ex.level} | {games[ex.variant]} | {ex.title} |"
                     for i, ex in enumerate(EXERCISES, 1))
    return f"| # | id | level | game | exercise |\n|---|---|---|---|---|\n{rows}"


TEACHER = """# Thurn und Taxis classroom exercises: teacher's copy

The students' copy (`taxis_exercises.ipynb`) with a worked solution after each exercise. Solutions are worked
out by the engine (`taxis.exercises.solution`): the checker never compares with a stored answer, it asks the
rules engine (legal moves, verdicts, the closing played on a copy, the road graph), so when a rule or the map
changes the feedback and the solutions change with it. Each correct answer is checked with an `assert`, and
typical wrong answers show the feedback students get.

The exercises mix the base game, Glanz und Gloria and the Glanz und Gloria board with base rules. Where the
sources are silent the tutor follows *our reading* of the rules (marked so in `taxis.RULES`, e.g. the free city
only in mode B, one house per player per city), and most roads of the Glanz und Gloria board are reconstructed:
check those points against your own copy of the game before class."""

STUDENTS = f"""# Thurn und Taxis classroom exercises

{len(EXERCISES)} exercises, from easy to hard, on the base game and on Glanz und Gloria. Each shows a position:
the map, and above it what else lies on the table (the route, the hand, the face-up cards, the horses). Think
first (on paper, or by looking at the map), then put your answer in the `answer = None` cell and run it: the
feedback says whether you are right and names the rule that decides (rule ids like `taxis.route.road`; read any
rule with `print(taxis.RULES["taxis.route.road"].describe())`). Try again as often as you like."""


def notebook(teacher: bool) -> nbf.NotebookNode:
    return nbkit.classroom("taxis", TEACHER if teacher else STUDENTS, overview(), NOTATION, EXERCISES, exercise_cells,
                           teacher, walkthrough="the rules walkthrough notebook, `notebooks/taxis-notebooks/01_rules.ipynb`")


if __name__ == "__main__":
    nbkit.write_classroom("taxis", notebook)
