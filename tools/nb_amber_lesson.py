"""Builds notebooks/lessons/amber_lesson.ipynb, the pupils' lesson on Amber's rules (an app: no code visible).

Usage: ``python tools/nb_amber_lesson.py && python tools/execute_notebooks.py notebooks/lessons/amber_lesson.ipynb``;
serve it with ``voila notebooks/lessons/amber_lesson.ipynb`` (the project folder on ``PYTHONPATH``).

One code cell and nothing else, so that Voila (which hides code) shows only the lesson widget
(:class:`tutor.lesson.Lesson` over ``amber.examples.SPEC``). The rules' texts and the examples come from
``amber/rulebook.py`` and ``amber/examples.py`` when the notebook runs, so it need not be rebuilt after editing them.
The folder is ``notebooks/lessons``: a folder named after a package (amber, tutor ...) would shadow it.

>>> [cell.cell_type for cell in nb.cells], "Lesson(SPEC, " in nb.cells[0].source
(['code'], True)
"""

from nbkit import code, notebook, write

nb = notebook([
code("""# NBVAL_IGNORE_OUTPUT
from amber.examples import SPEC
from tutor.lesson import Lesson

Lesson(SPEC, title="Amber: the rules, one by one").widget"""),
])
nb.metadata["title"] = "Amber: the rules, one by one"

if __name__ == "__main__":
    write(nb, "notebooks/lessons/amber_lesson.ipynb")
