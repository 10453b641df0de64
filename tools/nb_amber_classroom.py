"""Builds notebooks/classroom/amber_exercises.ipynb (students) and notebooks/teacher/amber_solutions.ipynb (teachers).

Both come from ``amber.exercises``; run tools/execute_notebooks.py on them afterwards. The teacher's copy
writes each exercise's correct answer out literally (worked out by the engine when this script runs) and
checks it with an assert, so a rule change that alters an answer makes the notebook fail until rebuilt.
"""

import nbformat as nbf
import nbkit

import amber
from amber.exercises import EXERCISES, Exercise, show

NOTATION = """**Notation.** Fields are named by column A–K and row 1–11 (`C3`). A move is written like `curve C3 r1`
(a tile kind, a field, clockwise quarter turns), `tee C2 r1 + roundabout D2` (a rebuild), `shovel D5`, `stuck tee`
or `pass`. Unturned, a *straight* joins north and south, a *curve* north and east, a *tee* north, east and south;
one-way tiles (`straight>`, `curve>`) are entered at north and leave south (straight) or east (curve). On the
board, castles are coloured squares with their player's number, villages are brown houses, gold dots are coins
still on the board, and arrows mark one-way roads."""


def rule_line(ex: Exercise) -> str:
    """The ``# rule:`` comment of an exercise's cells (sorted, so the order gives nothing away)."""
    return "# rule: " + ", ".join(sorted(ex.rules))


def board_cell(ex: Exercise) -> str:
    view = f"viewer={ex.player}, " if ex.show_hand else "panel=False, "
    return (f"{rule_line(ex)}\n"
            f"g = amber.exercises.get({ex.id!r}).game()\n"
            f"SVG(g.svg({view}highlight={list(ex.highlight)!r}))")


def question(ex: Exercise, number: int) -> str:
    hand = " Red's hand is in the panel on the right." if ex.show_hand and "hand" not in ex.question else ""
    rests = f"\n\n✎ **{ex.rests_on}**" if ex.rests_on else ""  # what the answer owes to the tutor, not the rulebook
    return (f"## Exercise {number} · {ex.level} · {ex.title}\n\n{ex.question}{hand}{rests}\n\n"
            f"*Write your answer as* {ex.form}.")


def exercise_cells(ex: Exercise, number: int, teacher: bool) -> list:
    return nbkit.exercise_cells("amber", ex, amber.RULES, question(ex, number), board_cell(ex), rule_line(ex),
                                lambda value: f"answer = {show(value)}", teacher)


def overview() -> str:
    rows = "\n".join(f"| {i} | `{ex.id}` | {ex.level} | {ex.title} |" for i, ex in enumerate(EXERCISES, 1))
    return f"| # | id | level | exercise |\n|---|---|---|---|\n{rows}"


TEACHER = """# Amber classroom exercises: teacher's copy

The students' copy (`amber_exercises.ipynb`) with a worked solution after each exercise. Solutions are worked
out by the engine (`amber.exercises.solution`): the checker never compares with a stored answer, it asks the
rules engine, so when a rule changes the feedback and the solutions change with it. Each correct answer is
checked with an `assert`, and typical wrong answers show the feedback students get."""

STUDENTS = f"""# Amber classroom exercises

{len(EXERCISES)} exercises, from easy to hard. Each shows a position. Think first (on paper, or by looking at the
board), then put your answer in the `answer = None` cell and run it: the feedback says whether you are right
and names the rule that decides (rule ids like `amber.place.castle-sides`; read any rule with
`print(amber.RULES["amber.place.castle-sides"].describe())`). Try again as often as you like."""


def notebook(teacher: bool) -> nbf.NotebookNode:
    return nbkit.classroom("amber", TEACHER if teacher else STUDENTS, overview(), NOTATION, EXERCISES, exercise_cells,
                           teacher, walkthrough="the rules walkthrough notebook")


if __name__ == "__main__":
    nbkit.write_classroom("amber", notebook)
