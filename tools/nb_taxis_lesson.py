"""Builds notebooks/lessons/taxis_lesson.ipynb, the pupils' lesson on Thurn und Taxis' rules (an app: no code visible).

Usage: ``python tools/nb_taxis_lesson.py && python tools/execute_notebooks.py notebooks/lessons/taxis_lesson.ipynb``;
serve it with ``voila notebooks/lessons/taxis_lesson.ipynb`` (the project folder on ``PYTHONPATH``).

One code cell and nothing else, so that Voila (which hides code) shows only the lesson widget
(:class:`tutor.lesson.Lesson` over ``taxis.examples.SPEC``). The rules' texts and the examples come from
``taxis/rulebook.py`` and ``taxis/examples.py`` when the notebook runs, so it need not be rebuilt after editing them.

>>> [cell.cell_type for cell in nb.cells], "Lesson(SPEC, " in nb.cells[0].source
(['code'], True)
"""

from nbkit import code, notebook, write

TITLE = "Thurn und Taxis: Glanz und Gloria, the rules one by one"

nb = notebook([
code(f"""# NBVAL_IGNORE_OUTPUT
from taxis.examples import SPEC
from tutor.lesson import Lesson

Lesson(SPEC, title="{TITLE}").widget"""),
])
nb.metadata["title"] = TITLE

if __name__ == "__main__":
    write(nb, "notebooks/lessons/taxis_lesson.ipynb")
