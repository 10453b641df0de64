"""Rule coverage: which rules the tests and the notebooks exercise, and which they miss.

Every rule of a game (``amber.RULES`` and friends) should have a test that plays
*by* it (case ``obey``), a test where it forbids or its condition fails (case
``break``), and a notebook cell that shows it. Tests declare this with a marker,
several times on one test if they touch several rules::

    @pytest.mark.rule("amber.place.edges-match", "obey")
    def test_matching_edges(): ...

    @pytest.mark.parametrize("move", [pytest.param("a1", marks=pytest.mark.rule("amber.place.edges-match", "break"))])
    def test_refused(move): ...

and notebooks with a comment line in a code cell (ids separated by commas)::

    # rule: amber.place.edges-match, amber.place.first-tile

A game with a catalogue of rule examples (``<game>/examples.py``, :mod:`tutor.examples`) gets a fourth column,
*lesson*: a rule counts as shown in the pupils' lesson when the catalogue has an ``Example("<rule id>", ...)`` for
it (the lesson draws every example), and with ``--strict`` a rule of such a game must have one. Games without a
catalogue are reported as before.

All are found by a static scan (``ast`` for ``tests/**/*.py`` and the catalogues, ``json`` for
``notebooks/**/*.ipynb``): no test module is imported, nothing is run. Tests are
named like pytest node ids (``tests/test_x.py::Class::test_name``, with ``[id]``
for a ``pytest.param(..., id="id")``); notebook cells are named by their index in
the notebook's ``cells`` list, counting every cell (markdown too) from 0, so
``cell 12`` is ``nb["cells"][12]`` (nbval's "Cell N" counts code cells only).

Run it as ``python -m tutor.coverage [--game amber] [--strict] [--root DIR]``;
with ``--strict`` the exit status is 1 when a rule lacks an obey test, a break
test or a notebook cell, when a test or notebook names an unknown rule id, or when
a marker cannot be read statically.

>>> from tutor.rules import Rule, RuleBook
>>> book = RuleBook("demo", [Rule("demo.move.one", "One move", "Move one step.", "Turn")])
>>> cov = Coverage([Use("demo.move.one", "obey", "tests/test_demo.py::test_step")])
>>> text, ok = report(cov, {"demo": book})
>>> print(text)
demo: 1 rules
  demo.move.one  obey 1  break 0  notebook 0  missing: break test, notebook
      obey: tests/test_demo.py::test_step
demo: 1 rules, 0 fully covered, missing: break test 1, notebook 1
>>> ok
False
"""

from __future__ import annotations

import argparse
import ast
import importlib
import json
import re
import sys
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

GAMES = ("amber", "taxis", "loire")
CASES = ("obey", "break")
KINDS = (*CASES, "notebook")
MISSING = {"obey": "obey test", "break": "break test", "notebook": "notebook", "lesson": "lesson"}
RULE_COMMENT = re.compile(r"^\s*#\s*rule:(.*)$", re.MULTILINE)
Registries = Mapping[str, Mapping[str, Any]]


@dataclass(frozen=True, order=True)
class Use:
    """One place that exercises a rule: ``kind`` is ``obey``, ``break`` or ``notebook``."""

    rule: str
    kind: str
    where: str


@dataclass
class Coverage:
    """Everything a scan found: the uses of rule ids, and what it could not read."""

    uses: list[Use] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    catalogues: set[str] = field(default_factory=set)

    def places(self, rule_id: str, kind: str) -> list[str]:
        """Where ``rule_id`` is exercised as ``kind``, sorted, each place once.

        >>> Coverage([Use("a.b.c", "obey", "t::y"), Use("a.b.c", "obey", "t::x")]).places("a.b.c", "obey")
        ['t::x', 't::y']
        """
        return sorted({u.where for u in self.uses if u.rule == rule_id and u.kind == kind})


# -- scanning tests ------------------------------------------------------------


def dotted(node: ast.AST) -> str:
    """The dotted name of an expression like ``pytest.mark.rule`` ('' for anything else).

    >>> dotted(ast.parse("pytest.mark.rule", mode="eval").body)
    'pytest.mark.rule'
    """
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        base = dotted(node.value)
        return f"{base}.{node.attr}" if base else ""
    return ""


def is_rule_mark(node: ast.AST) -> bool:
    """Whether ``node`` is a call of ``pytest.mark.rule`` or ``mark.rule``."""
    return isinstance(node, ast.Call) and dotted(node.func) in ("pytest.mark.rule", "mark.rule")


def read_mark(call: ast.Call, where: str) -> Use | str:
    """The :class:`Use` a ``rule(...)`` marker declares, or a problem message.

    >>> read_mark(ast.parse("pytest.mark.rule('a.b.c', 'keep')", mode="eval").body, "t.py::test_x")
    "t.py::test_x (line 1): rule marker has case 'keep'; use 'obey' or 'break'"
    """
    args = list(call.args) + [kw.value for kw in call.keywords if kw.arg in ("rule_id", "case")]
    values = [a.value for a in args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
    if len(args) != 2 or len(values) != 2:
        return f"{where} (line {call.lineno}): rule marker needs two constant strings: rule(rule_id, case)"
    rule_id, case = values
    if case not in CASES:
        return f"{where} (line {call.lineno}): rule marker has case {case!r}; use 'obey' or 'break'"
    return Use(rule_id, case, where)


def param_marks(decorator: ast.AST) -> Iterator[tuple[str, ast.Call]]:
    """The ``rule`` marks inside ``pytest.param(..., marks=...)`` calls of a decorator, with the param's id."""
    for node in ast.walk(decorator):
        if not (isinstance(node, ast.Call) and dotted(node.func) in ("pytest.param", "param")):
            continue
        keywords = {kw.arg: kw.value for kw in node.keywords}
        ident = keywords.get("id")
        suffix = f"[{ident.value}]" if isinstance(ident, ast.Constant) and isinstance(ident.value, str) else ""
        marks = keywords.get("marks")
        items = marks.elts if isinstance(marks, (ast.List, ast.Tuple)) else [marks]
        yield from ((suffix, m) for m in items if m is not None and is_rule_mark(m))


def marks_of(node: ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef) -> Iterator[tuple[str, ast.Call]]:
    """Every ``rule`` mark on a definition, directly or inside parametrize params, with an id suffix."""
    for decorator in node.decorator_list:
        if is_rule_mark(decorator):
            yield "", decorator
        else:
            yield from param_marks(decorator)


def scan_definitions(body: Sequence[ast.stmt], prefix: str, inherited: list[ast.Call]) -> Iterator[Use | str]:
    """Uses and problems in the functions and classes of ``body``; class marks apply to its tests."""
    for node in body:
        if isinstance(node, ast.ClassDef):
            marks = inherited + [call for suffix, call in marks_of(node) if not suffix]
            yield from scan_definitions(node.body, f"{prefix}::{node.name}", marks)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            where = f"{prefix}::{node.name}"
            own = list(marks_of(node))
            calls = [("", c) for c in inherited] if node.name.startswith("test") else []
            for suffix, call in calls + own:
                yield read_mark(call, where + suffix)


def scan_test_file(path: Path, name: str) -> Iterator[Use | str]:
    """Uses and problems of one test file; ``name`` is its path as reported."""
    try:
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=name)
    except (SyntaxError, UnicodeDecodeError) as err:
        yield f"{name}: cannot be parsed, so its rule markers are unknown: {err}"
        return
    yield from scan_definitions(tree.body, name, [])


# -- scanning notebooks ----------------------------------------------------------


def rule_ids_in(source: str) -> list[str]:
    """The rule ids named by ``# rule:`` comment lines of a cell's source.

    >>> rule_ids_in("# rule: amber.a.b, amber.a.c\\nx = 1  # rule: not.at.start\\n  #rule:amber.d.e")
    ['amber.a.b', 'amber.a.c', 'amber.d.e']
    """
    return [i.strip() for line in RULE_COMMENT.findall(source) for i in line.split(",") if i.strip()]


def scan_notebook(path: Path, name: str) -> Iterator[Use | str]:
    """Uses (and problems) of one notebook; cells are counted from 0, markdown cells included."""
    try:
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    except (ValueError, KeyError, TypeError) as err:
        yield f"{name}: not a readable notebook: {err!r}"
        return
    for index, cell in enumerate(cells):
        if cell.get("cell_type") != "code":
            continue
        source = cell.get("source", "")
        text = source if isinstance(source, str) else "".join(source)
        yield from (Use(rule_id, "notebook", f"{name} cell {index}") for rule_id in rule_ids_in(text))


# -- scanning catalogues of rule examples ------------------------------------------


def scan_catalogue(path: Path, name: str) -> Iterator[Use | str]:
    """Uses of one game's catalogue: each ``Example("<rule id>", ...)`` call is a *lesson* use.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as d:
    ...     p = Path(d) / "examples.py"
    ...     _ = p.write_text("CATALOGUE = (Example('demo.a.b', 'x'), Example(rule='demo.a.c', pupil='y'))")
    ...     [u.rule for u in scan_catalogue(p, "demo/examples.py")]
    ['demo.a.b', 'demo.a.c']
    """
    try:
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=name)
    except (SyntaxError, UnicodeDecodeError) as err:
        yield f"{name}: cannot be parsed, so its examples are unknown: {err}"
        return
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and dotted(node.func).split(".")[-1] == "Example":
            first = node.args[0] if node.args else next((k.value for k in node.keywords if k.arg == "rule"), None)
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                yield Use(first.value, "lesson", f"{name} line {node.lineno}")
            else:
                yield f"{name} (line {node.lineno}): an Example needs its rule id as a constant string"


# -- collecting --------------------------------------------------------------------


def files(root: Path, folder: str, pattern: str) -> list[tuple[Path, str]]:
    """The files under ``root/folder`` matching ``pattern``, with their posix path relative to ``root``."""
    found = sorted((root / folder).glob(pattern)) if (root / folder).is_dir() else []
    return [(p, p.relative_to(root).as_posix()) for p in found if ".ipynb_checkpoints" not in p.parts]


def collect(root: Path | str = ".") -> Coverage:
    """Scan ``root/tests/**/*.py``, ``root/notebooks/**/*.ipynb`` and ``root/<game>/examples.py`` for rules."""
    root = Path(root)
    coverage = Coverage()
    found = [scan_test_file(p, n) for p, n in files(root, "tests", "**/*.py")]
    found += [scan_notebook(p, n) for p, n in files(root, "notebooks", "**/*.ipynb")]
    for game in GAMES:
        if (root / game / "examples.py").is_file():
            coverage.catalogues.add(game)
            found.append(scan_catalogue(root / game / "examples.py", f"{game}/examples.py"))
    for scan in found:
        for item in scan:
            if isinstance(item, Use):
                coverage.uses.append(item)
            else:
                coverage.problems.append(item)
    coverage.uses = sorted(set(coverage.uses))
    return coverage


def load_rules(games: Iterable[str] = GAMES) -> tuple[dict[str, Mapping[str, Any]], list[str], list[str]]:
    """Import each game package and take its ``RULES``.

    Returns the registries, notes on games not built yet, and problems (a package
    that exists but fails to import).
    """
    registries: dict[str, Mapping[str, Any]] = {}
    notes: list[str] = []
    problems: list[str] = []
    for game in games:
        try:
            module = importlib.import_module(game)
        except ModuleNotFoundError as err:
            if err.name != game:
                problems.append(f"{game}: cannot be imported: {err}")
            else:
                notes.append(f"{game}: not built yet")
            continue
        except Exception as err:  # a half-written package: report it, go on with the others
            problems.append(f"{game}: cannot be imported: {err!r}")
            continue
        rules = getattr(module, "RULES", None)
        if isinstance(rules, Mapping):
            registries[game] = rules
        else:
            notes.append(f"{game}: not built yet (no RULES)")
    return registries, notes, problems


# -- reporting ---------------------------------------------------------------------


def rule_lines(coverage: Coverage, rule_id: str, width: int) -> tuple[list[str], list[str]]:
    """The report lines of one rule, and what it misses (a lesson only for a game with a catalogue)."""
    kinds = (*KINDS, "lesson") if rule_id.split(".", 1)[0] in coverage.catalogues else KINDS
    places = {kind: coverage.places(rule_id, kind) for kind in kinds}
    missing = [MISSING[kind] for kind in kinds if not places[kind]]
    counts = "  ".join(f"{kind} {len(places[kind])}" for kind in kinds)
    status = "missing: " + ", ".join(missing) if missing else "OK"
    lines = [f"  {rule_id:<{width}}  {counts}  {status}"]
    lines += [f"      {kind}: {', '.join(places[kind])}" for kind in kinds if places[kind]]
    return lines, missing


def game_report(coverage: Coverage, game: str, rules: Mapping[str, Any]) -> tuple[list[str], str, bool]:
    """The lines for one game's rules, its summary line, and whether every rule is covered."""
    width = max((len(r) for r in rules), default=0)
    lines, gaps, full = [f"{game}: {len(rules)} rules"], dict.fromkeys(MISSING.values(), 0), 0
    for rule_id in rules:
        more, missing = rule_lines(coverage, rule_id, width)
        lines += more
        full += not missing
        for what in missing:
            gaps[what] += 1
    wanting = ", ".join(f"{what} {n}" for what, n in gaps.items() if n) or "nothing"
    return lines, f"{game}: {len(rules)} rules, {full} fully covered, missing: {wanting}", full == len(rules)


def unknown_uses(coverage: Coverage, registries: Registries, games: Sequence[str]) -> list[Use]:
    """Uses of ids that are in no registry: for a selected game, or with a prefix that is no game at all.

    Ids of games not built yet cannot be checked and are not counted.

    >>> cov = Coverage([Use("demo.a.b", "obey", "t"), Use("dmeo.a.b", "obey", "t"), Use("taxis.a.b", "obey", "t")])
    >>> [u.rule for u in unknown_uses(cov, {"demo": {"demo.a.c": None}}, ["demo"])]
    ['demo.a.b', 'dmeo.a.b']
    """
    known_games = set(GAMES) | set(registries)
    found = []
    for use in coverage.uses:
        game = use.rule.split(".", 1)[0]
        checked = game in registries and game in games
        if (checked and use.rule not in registries[game]) or game not in known_games:
            found.append(use)
    return found


def report(
    coverage: Coverage, registries: Registries, games: Sequence[str] | None = None, notes: Sequence[str] = ()
) -> tuple[str, bool]:
    """The coverage report of ``games`` (default: every registry) as text, and whether all is covered.

    ``ok`` is false when a rule misses an obey test, a break test or a notebook,
    when an unknown id is used, or when the scan found problems.
    """
    games = list(registries) if games is None else list(games)
    body, summaries, ok = [], [], True
    for game in games:
        if game in registries:
            lines, summary, full = game_report(coverage, game, registries[game])
            body, ok = body + lines, ok and full
            summaries.append(summary)
    unknown = unknown_uses(coverage, registries, games)
    extra = [f"unknown rule id {u.rule!r} ({u.kind}) in {u.where}" for u in unknown] + list(coverage.problems)
    text = "\n".join([*body, *summaries, *notes, *extra])
    return text, ok and not extra


def main(argv: Sequence[str] | None = None, registries: Registries | None = None) -> int:
    """The command line; returns the exit status. ``registries`` replaces importing the games (for tests)."""
    parser = argparse.ArgumentParser(prog="python -m tutor.coverage", description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--game", action="append", help="a game to report (repeatable; default: all)")
    parser.add_argument("--strict", action="store_true", help="exit 1 unless every rule is fully covered")
    parser.add_argument("--root", default=".", help="the project folder holding tests/ and notebooks/")
    args = parser.parse_args(argv)
    notes: list[str] = []
    problems: list[str] = []
    if registries is None:
        registries, notes, problems = load_rules(args.game or GAMES)
    coverage = collect(args.root)
    coverage.problems[:0] = problems
    text, ok = report(coverage, registries, args.game or list(registries), notes)
    print(text)
    return 1 if args.strict and not ok else 0


if __name__ == "__main__":
    sys.exit(main())
