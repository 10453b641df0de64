"""Builds notebooks/lessons/loire_lesson.ipynb, the pupils' lesson on La Loire's rules (an app: no code visible).

Usage: ``python tools/nb_loire_lesson.py && python tools/execute_notebooks.py notebooks/lessons/loire_lesson.ipynb``;
serve it with ``voila notebooks/lessons/loire_lesson.ipynb`` (the project folder on ``PYTHONPATH``).

One code cell and nothing else, so that Voila (which hides code) shows only the lesson widget
(:class:`tutor.lesson.Lesson` over ``loire.examples.SPEC``). The rules' texts and the examples come from
``loire/rulebook.py`` and ``loire/examples.py`` when the notebook runs, so it need not be rebuilt after editing them.
The folder is ``notebooks/lessons``: a folder named after a package (amber, tutor ...) would shadow it.

>>> [cell.cell_type for cell in nb.cells], "Lesson(SPEC, " in nb.cells[0].source
(['code'], True)
"""

from nbkit import code, notebook, write

nb = notebook([
code("""# NBVAL_IGNORE_OUTPUT
from loire.examples import SPEC
from tutor.lesson import Lesson

Lesson(SPEC, title="La Loire: the rules, one by one").widget"""),
])
nb.metadata["title"] = "La Loire: the rules, one by one"

if __name__ == "__main__":
    write(nb, "notebooks/lessons/loire_lesson.ipynb")
