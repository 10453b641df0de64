"""What the notebook builders (``tools/nb_*.py``) share: cell makers, the finished notebook, writing it.

A builder lists its cells with :func:`md` and :func:`code`, turns them into a notebook with :func:`notebook`
(stable cell ids and the Python kernel, so that rebuilding gives the same file byte for byte) and writes it with
:func:`write` only when run as a script: importing a builder (pytest imports them for their doctests) writes
nothing. The rest are the pieces that the games' rules walkthroughs, play notebooks and classroom exercises have
in common, written once for every game.

>>> nb = notebook([md("# Title"), code("1 + 1")])
>>> [(cell.id, cell.cell_type) for cell in nb.cells], nb.metadata["kernelspec"]["name"]
([('cell-0', 'markdown'), ('cell-1', 'code')], 'python3')
>>> contents = Sections([("setup", "Setup", "Előkészületek"), ("try", "Try it yourself", None)])
>>> print(contents.toc())
1. [Setup](#setup) · *Előkészületek*
2. [Try it yourself](#try)
>>> print(contents.head("try", "Pick a move.").source)
<a id="try"></a>
<BLANKLINE>
## 2. Try it yourself
<BLANKLINE>
Pick a move.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any

import nbformat as nbf

ROOT = Path(__file__).resolve().parents[1]
md, code = nbf.v4.new_markdown_cell, nbf.v4.new_code_cell


def notebook(cells: list[nbf.NotebookNode]) -> nbf.NotebookNode:
    """A notebook of ``cells`` with stable cell ids (``cell-0``, ``cell-1`` ...) and the python3 kernel."""
    nb = nbf.v4.new_notebook()
    nb.cells = cells
    for i, cell in enumerate(nb.cells):
        cell.id = f"cell-{i}"  # stable ids: rebuilding gives the same file
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    return nb


def write(nb: nbf.NotebookNode, path: str) -> Path:
    """Write ``nb`` to ``path`` (relative to the project folder); call it only under ``__main__``."""
    target = ROOT / path
    nbf.write(nb, target)
    return target


# -- the rules walkthroughs (01_rules) ---------------------------------------------------------------------


class Sections:
    """A walkthrough's numbered sections: (anchor, English title, rulebook heading or None) in order."""

    def __init__(self, sections: Iterable[tuple[str, str, str | None]]) -> None:
        self.sections = list(sections)
        self.number = {anchor: i + 1 for i, (anchor, _, _) in enumerate(self.sections)}

    def head(self, anchor: str, prose: str) -> nbf.NotebookNode:
        """The markdown cell that opens section ``anchor``: an anchor for links, number, titles, then ``prose``."""
        _, title, hu = self.sections[self.number[anchor] - 1]
        heading = f"{title} · *{hu}*" if hu else title
        return md(f'<a id="{anchor}"></a>\n\n## {self.number[anchor]}. {heading}\n\n{prose}')

    def toc(self) -> str:
        """The table of contents as a numbered markdown list of links."""
        return "\n".join(f"{i + 1}. [{title}](#{anchor})" + (f" · *{hu}*" if hu else "")
                         for i, (anchor, title, hu) in enumerate(self.sections))


def rule_cell(rule: Any, prose: str, no_term: Mapping[str, str], reading: str, stated: str,
              default: str | None = None) -> nbf.NotebookNode:
    """The markdown heading of one rule (a :class:`tutor.rules.Rule`): title, id, Hungarian term, where it comes
    from, our explanation, then ``prose``.

    ``no_term`` says where to look in the rulebook for a rule without a Hungarian term (``default`` for the rules
    it does not list; without a default, each must be listed); ``reading`` and ``stated`` describe a rule that is
    our reading of the sources and one that they state.
    """
    if rule.term_hu:
        term = f"Hungarian term: **{rule.term_hu}**"
    else:
        term = no_term[rule.id] if default is None else no_term.get(rule.id, default)
    source = reading if rule.provenance == "reading" else stated
    return md(f"### {rule.title}\n\n`{rule.id}` · {term} · {source}\n\n> {rule.explanation}\n\n{prose}")


_HELPERS = '''def verdicts(g, *moves):
    """Print the engine's verdict on each move; nothing is played."""
    for move in moves:
        print(f"{move:WIDTH} {g.check(move)}")


def explain(g):
    """Print what the last move did, one sentence per rule."""
    for rule_id, sentence in g.explain():
        print(f"[{rule_id}] {sentence}")


def rule_of(g, move):
    """The rule id of the verdict on ``move`` (legal or not)."""
    return g.check(move).rule


def refuses(make, error=ValueError):
    """The message of the ``error`` that ``make()`` raises (AssertionError if it raises none)."""
    try:
        make()
    except error as err:
        return str(err)
    raise AssertionError("accepted, but it should have been refused")'''


def rule_helpers(width: int) -> str:
    """The walkthrough's helper functions for verdicts and refusals (source code), moves padded to ``width``.

    >>> print(rule_helpers(32).splitlines()[3])
            print(f"{move:32} {g.check(move)}")
    """
    return _HELPERS.replace("WIDTH", str(width))


def start_player_demo(game: str, start: int, turns: int, play: str, label: str) -> str:
    """The code that shows who starts a three-player game of ``game``: the start player for four seeds, then the
    seats of ``turns`` turns from seat ``start`` on (``play`` plays one turn of game ``h``), printed after ``label``.
    """
    return f'''# rule: {game}.setup.start-player
for seed in range(4):
    first = {game}.new_game(players=3, seed=seed)
    print(f"seed {{seed}}: {{first.players[first.to_move]}} starts")
h = {game}.new_game(players=3, seed=7, start_player={start})
seats = []
for _ in range({turns}):
    seats.append(h.players[h.to_move])
    {play}
print("{label}:", seats)'''


def all_rules_cells(game: str) -> list[nbf.NotebookNode]:
    """The last cells of a walkthrough: every rule of ``game`` in a table, and the check that the notebook shows
    each of them (in a cell with a ``# rule:`` comment)."""
    return [
        code(f'''rows = ["| rule | title | Hungarian | section | source |", "|---|---|---|---|---|"]
for r in {game}.RULES.values():
    rows.append(f"| `{{r.id}}` | {{r.title}} | {{r.term_hu or '–'}} | {{r.section}} | {{r.provenance}} |")
display(Markdown("\\n".join(rows)))'''),
        code(f'''from tutor.coverage import scan_notebook

shown = {{use.rule for use in scan_notebook(Path("01_rules.ipynb"), "01_rules.ipynb")}}
assert shown == set({game}.RULES), sorted(set({game}.RULES) ^ shown)
print(f"all {{len({game}.RULES)}} rules are shown in this notebook")'''),
    ]


# -- the play notebooks (03_play) ----------------------------------------------------------------------------


def panel_demo(imports: str, players: int, seed: int, variant: str, grouped: str) -> str:
    """The code cell that starts the demo panel driven from code: imports, ``text(html)`` and a new game of
    ``players`` with ``seed`` and ``variant``; ``grouped`` is the call that groups the legal moves."""
    return f'''import json
import re
from html import unescape

from IPython.display import HTML, SVG, display

{imports}


def text(html):
    """A panel message as plain text."""
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).split())


demo = PlayPanel()
demo.players.value, demo.seed.value, demo.variant.value = {players}, {seed}, "{variant}"
demo.new_button.click()
print(demo.game)
print("offered:", {{group: len(moves) for group, moves in {grouped}.items()}})
display(HTML(demo.status.value + demo.message.value))'''


# -- the classroom exercises ------------------------------------------------------------------------------


def exercise_cells(game: str, ex: Any, rulebook: Mapping[str, Any], question: str, board: str, rule_line: str,
                   assign: Callable[[Any], str], teacher: bool) -> list[nbf.NotebookNode]:
    """The cells of exercise ``ex`` of ``game``: the ``question``, the ``board`` and the student's answer cell.

    The teacher's copy adds the worked solution, the engine's answer (written as ``answer = ...`` by ``assign``)
    checked with an assert, and the feedback to typical wrong answers. ``rule_line`` is the ``# rule:`` comment
    of those cells.
    """
    cells = [
        md(question),
        code(board),
        code(f"answer = None  # your answer here\nprint({game}.exercises.check({ex.id!r}, answer).message)"),
    ]
    if not teacher:
        return cells
    rules = ", ".join(f"`{r}` ({rulebook[r].title})" for r in ex.rules)
    cells += [
        md(f"### Worked solution\n\nThe rules this exercise teaches: {rules}."),
        code(f"{rule_line}\nPretty({game}.exercises.solution({ex.id!r}))"),
        code(f"{assign(ex.answer())}\n"
             f"feedback = {game}.exercises.check({ex.id!r}, answer)\n"
             "assert feedback.correct\n"
             "Pretty(feedback.message)"),
        md("What the checker says to typical wrong answers:"),
        code("lines = []\n"
             f"for wrong in {game}.exercises.get({ex.id!r}).mistakes:\n"
             f"    feedback = {game}.exercises.check({ex.id!r}, wrong)\n"
             "    assert not feedback.correct\n"
             f"    lines.append(f'{{{game}.exercises.show(wrong)}} → {{feedback.message}}')\n"
             "Pretty('\\n\\n'.join(lines))"),
    ]
    return cells


def classroom(game: str, intro: str, contents: str, notation: str, exercises: Iterable[Any],
              cells: Callable[[Any, int, bool], list[nbf.NotebookNode]], teacher: bool,
              walkthrough: str) -> nbf.NotebookNode:
    """The students' or the teacher's notebook of ``game``'s ``exercises``.

    It opens with the ``intro``, the table of ``contents`` and the ``notation``, then the imports and the ``cells``
    of each exercise (given it, its number and ``teacher``). The teacher's copy ends by checking every engine
    answer at once; the students' copy by pointing to the rules and to the ``walkthrough`` notebook.
    """
    imports = f"import {game}\nimport {game}.exercises\nfrom IPython.display import SVG"
    if teacher:  # texts are shown as one display each (Pretty), not printed: stream outputs can arrive in pieces
        imports += ", Pretty"
    out = [md(f"{intro}\n\n{contents}\n\n{notation}"), code(imports)]
    for number, ex in enumerate(exercises, 1):
        out += cells(ex, number, teacher)
    if teacher:
        out += [
            md("## All exercises at once\n\nEvery exercise's engine answer passes its own check:"),
            code(f"results = {{ex.id: {game}.exercises.check(ex.id, ex.answer()).correct "
                 f"for ex in {game}.exercises.EXERCISES}}\nassert all(results.values())\nresults"),
        ]
    else:
        out.append(md(f"Done? Compare with your neighbour, then look up each rule you met in `{game}.RULES` (or in "
                      f"{walkthrough})."))
    return notebook(out)


def write_classroom(game: str, build: Callable[[bool], nbf.NotebookNode]) -> None:
    """Write the students' copy (``notebooks/classroom/GAME_exercises.ipynb``) and the teacher's
    (``notebooks/teacher/GAME_solutions.ipynb``: out of the pupils' folder, never served to them)."""
    pupils, teacher = ROOT / "notebooks/classroom", ROOT / "notebooks/teacher"
    for folder in (pupils, teacher):
        folder.mkdir(parents=True, exist_ok=True)
    nbf.write(build(False), pupils / f"{game}_exercises.ipynb")
    nbf.write(build(True), teacher / f"{game}_solutions.ipynb")
    print("wrote", pupils / f"{game}_exercises.ipynb", "and", teacher / f"{game}_solutions.ipynb")

WIDTH = 120  # the project's line length (ruff checks notebooks too)


def rule_line(ex: Any) -> str:
    """The ``# rule:`` comment lines of an exercise's cells (its ``rules`` sorted, so the order gives nothing away)."""
    lines, line = [], "# rule:"
    for rule in sorted(ex.rules):
        if len(line) + len(rule) + 2 > WIDTH:
            lines.append(line.rstrip(","))
            line = "# rule:"
        line += f" {rule},"
    return "\n".join([*lines, line.rstrip(",")])


def assignment(name: str, value: object, show: Callable[[Any], str]) -> str:
    """``name = value`` as Python (``show`` writes a value), one element per line when it does not fit on one."""
    one = f"{name} = {show(value)}"
    if len(one) <= WIDTH or not isinstance(value, (set, frozenset, list, tuple, dict)):
        return one
    if isinstance(value, dict):
        items = [f"{show(k)}: {show(v)}" for k, v in value.items()]
    else:
        items = sorted(map(show, value)) if isinstance(value, (set, frozenset)) else list(map(show, value))
    left, right = {list: ("[", "]"), tuple: ("(", ")")}.get(type(value), ("{", "}"))
    return f"{name} = {left}\n" + "".join(f"    {item},\n" for item in items) + right
