"""Builds notebooks/classroom/loire_exercises.ipynb (students) and notebooks/teacher/loire_solutions.ipynb (teachers).

Usage: ``python tools/nb_loire_classroom.py && python tools/execute_notebooks.py
notebooks/classroom/loire_exercises.ipynb notebooks/teacher/loire_solutions.ipynb``

Both come from ``loire.exercises``; the description of each position (pieces, money, goods, messages, the market
...) is written into the question by the engine when this script runs. The teacher's copy writes each exercise's
correct answer out literally (worked out by the engine when this script runs) and checks it with an assert, so a
rule change that alters an answer makes the notebook fail until rebuilt.

>>> assignment("answer", (["red", "blue"], {"Tours"}))
"answer = (['red', 'blue'], {'Tours'})"
>>> print(assignment("answer", [("merchant -1 Meung-sur-Loire", "x" * 50), ("messenger Beaugency", "y" * 40)]))
answer = [
    ('merchant -1 Meung-sur-Loire', 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'),
    ('messenger Beaugency', 'yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy'),
]
"""

import nbformat as nbf
import nbkit

import loire
from loire.exercises import EXERCISES, Exercise, show

NOTATION = """**Notation.** Places are written as on the board (`Orléans`, `Meung-sur-Loire`; accents and capitals may be
left out: `orleans`). A move is one step of a turn: `merchant Saumur` (travel; `merchant -1 Saumur` leaves a horse
behind first, `messenger +1 Tours` takes a free horse along), then the piece's action: `buy cheese`, `sell wine`,
`boat 2`, `build farm Saumur`, `message 1`, `deliver Talcy`, `hire Banker`; and `end` when both pieces have moved.
Messages are named by their target: a level-1 card by its village (`Talcy`), a level-2 or level-3 card by its shield
colours (`green+white`, in any order), a monastery message by its city and type (`Nantes.love`). On the board each
village shows its shield colour and its good; the market (top right) lists the colours from cheap to dear with their
prices, and the tent marks the circus's colour; merchants are discs and messengers diamonds, with their horses and an
arrow toward the city they head for; highlighted places have a yellow ring. Italic names and dashed outlines are
reconstructions (the printed board was not available)."""


WIDTH, rule_line = nbkit.WIDTH, nbkit.rule_line


def assignment(name: str, value: object) -> str:
    return nbkit.assignment(name, value, show)


def board_cell(ex: Exercise) -> str:
    call = f"SVG(g.svg(highlight={list(ex.highlight)!r}))"
    if len(call) > WIDTH:
        call = "SVG(g.svg(highlight=[\n" + "".join(f"    {p!r},\n" for p in ex.highlight) + "]))"
    return f"{rule_line(ex)}\ng = loire.exercises.get({ex.id!r}).game()\n{call}"


def question(ex: Exercise, number: int) -> str:
    rests = f"\n\n✎ **{ex.rests_on}**" if ex.rests_on else ""  # what the answer owes to the tutor, not the rulebook
    return (f"## Exercise {number} · {ex.level} · {ex.title}\n\n{ex.question}{rests}\n\n{ex.situation()}\n\n"
            f"*Write your answer as* {ex.form}.")


def exercise_cells(ex: Exercise, number: int, teacher: bool) -> list:
    return nbkit.exercise_cells("loire", ex, loire.RULES, question(ex, number), board_cell(ex), rule_line(ex),
                                lambda value: assignment("answer", value), teacher)


def overview() -> str:
    rows = "\n".join(f"| {i} | `{ex.id}` | {ex.level} | {ex.variant}, {ex.game().state.count} players | {ex.title} |"
                     for i, ex in enumerate(EXERCISES, 1))
    return f"| # | id | level | game | exercise |\n|---|---|---|---|---|\n{rows}"


TEACHER = """# La Loire classroom exercises: teacher's copy

The students' copy (`loire_exercises.ipynb`) with a worked solution after each exercise. Solutions are worked out by
the engine (`loire.exercises.solution`): the checker never compares with a stored answer, it asks the rules engine
(the legal moves and verdicts, the prices, the places a piece can reach, the market after a purchase, the scores, and
every way to play out a turn for the two planning exercises), so when a rule or a number in the data changes, the
feedback and the solutions change with it. Each correct answer is checked with an `assert`, and typical wrong answers
show the feedback students get.

Where the Hungarian rulebook is silent or its pictures are lost, the tutor follows *our reading* and reconstructed
numbers (marked so in `loire.RULES` and in the data): the market prices 1, 1, 2, 2, 3, 3, 4, the villages' goods,
the message points by level (1, 3, 5, 4), the character and palace points, and +1 for each undelivered message.
Check those points against your own copy of the game before class."""

STUDENTS = f"""# La Loire classroom exercises

{len(EXERCISES)} exercises, from easy to hard. Each shows a position: the board, and above it in words what lies on
the table (where the pieces stand, money, goods, messages, the market). Think first (on paper, or by looking at the
board), then put your answer in the `answer = None` cell and run it: the feedback says whether you are right and
names the rule that decides (rule ids like `loire.move.steps`; read any rule with
`print(loire.RULES["loire.move.steps"].describe())`). Try again as often as you like."""


def notebook(teacher: bool) -> nbf.NotebookNode:
    return nbkit.classroom("loire", TEACHER if teacher else STUDENTS, overview(), NOTATION, EXERCISES, exercise_cells,
                           teacher, walkthrough="the La Loire notebooks in `notebooks/loire-notebooks/`")


if __name__ == "__main__":
    nbkit.write_classroom("loire", notebook)
