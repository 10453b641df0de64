"""Builds notebooks/classroom/amber_exercises.ipynb (students) and amber_solutions.ipynb (teachers).

Both come from ``amber.exercises``; run tools/execute_notebooks.py on them afterwards. The teacher's copy
writes each exercise's correct answer out literally (worked out by the engine when this script runs) and
checks it with an assert, so a rule change that alters an answer makes the notebook fail until rebuilt.
"""

from pathlib import Path

import nbformat as nbf

import amber
from amber.exercises import EXERCISES, Exercise, show

ROOT = Path(__file__).resolve().parents[1]
md, code = nbf.v4.new_markdown_cell, nbf.v4.new_code_cell

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
    return (f"## Exercise {number} · {ex.level} · {ex.title}\n\n{ex.question}{hand}\n\n"
            f"*Write your answer as* {ex.form}.")


def exercise_cells(ex: Exercise, number: int, teacher: bool) -> list:
    cells = [
        md(question(ex, number)),
        code(board_cell(ex)),
        code(f"answer = None  # your answer here\nprint(amber.exercises.check({ex.id!r}, answer).message)"),
    ]
    if not teacher:
        return cells
    rules = ", ".join(f"`{r}` ({amber.RULES[r].title})" for r in ex.rules)
    cells += [
        md(f"### Worked solution\n\nThe rules this exercise teaches: {rules}."),
        code(f"{rule_line(ex)}\nPretty(amber.exercises.solution({ex.id!r}))"),
        code(f"answer = {show(ex.answer())}\n"
             f"feedback = amber.exercises.check({ex.id!r}, answer)\n"
             "assert feedback.correct\n"
             "Pretty(feedback.message)"),
        md("What the checker says to typical wrong answers:"),
        code("lines = []\n"
             f"for wrong in amber.exercises.get({ex.id!r}).mistakes:\n"
             f"    feedback = amber.exercises.check({ex.id!r}, wrong)\n"
             "    assert not feedback.correct\n"
             "    lines.append(f'{amber.exercises.show(wrong)} → {feedback.message}')\n"
             "Pretty('\\n\\n'.join(lines))"),
    ]
    return cells


def overview() -> str:
    rows = "\n".join(f"| {i} | `{ex.id}` | {ex.level} | {ex.title} |" for i, ex in enumerate(EXERCISES, 1))
    return f"| # | id | level | exercise |\n|---|---|---|---|\n{rows}"


def notebook(teacher: bool) -> nbf.NotebookNode:
    nb = nbf.v4.new_notebook()
    if teacher:
        intro = md(f"""# Amber classroom exercises: teacher's copy

The students' copy (`amber_exercises.ipynb`) with a worked solution after each exercise. Solutions are worked
out by the engine (`amber.exercises.solution`): the checker never compares with a stored answer, it asks the
rules engine, so when a rule changes the feedback and the solutions change with it. Each correct answer is
checked with an `assert`, and typical wrong answers show the feedback students get.

{overview()}

{NOTATION}""")
    else:
        intro = md(f"""# Amber classroom exercises

{len(EXERCISES)} exercises, from easy to hard. Each shows a position. Think first (on paper, or by looking at the
board), then put your answer in the `answer = None` cell and run it: the feedback says whether you are right
and names the rule that decides (rule ids like `amber.place.castle-sides`; read any rule with
`print(amber.RULES["amber.place.castle-sides"].describe())`). Try again as often as you like.

{overview()}

{NOTATION}""")
    imports = "import amber\nimport amber.exercises\nfrom IPython.display import SVG"
    if teacher:  # texts are shown as one display each (Pretty), not printed: stream outputs can arrive in pieces
        imports += ", Pretty"
    nb.cells = [intro, code(imports)]
    for number, ex in enumerate(EXERCISES, 1):
        nb.cells += exercise_cells(ex, number, teacher)
    if teacher:
        nb.cells += [
            md("## All exercises at once\n\nEvery exercise's engine answer passes its own check:"),
            code("results = {ex.id: amber.exercises.check(ex.id, ex.answer()).correct "
                 "for ex in amber.exercises.EXERCISES}\nassert all(results.values())\nresults"),
        ]
    else:
        nb.cells.append(md("Done? Compare with your neighbour, then look up each rule you met in "
                           "`amber.RULES` (or in the rules walkthrough notebook)."))
    for i, cell in enumerate(nb.cells):
        cell.id = f"cell-{i}"  # stable ids: rebuilding gives the same file
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    return nb


if __name__ == "__main__":
    out = ROOT / "notebooks/classroom"
    out.mkdir(parents=True, exist_ok=True)
    nbf.write(notebook(teacher=False), out / "amber_exercises.ipynb")
    nbf.write(notebook(teacher=True), out / "amber_solutions.ipynb")
    print("wrote", out / "amber_exercises.ipynb", "and", out / "amber_solutions.ipynb")
