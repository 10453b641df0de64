"""Tests of the rule coverage report (tutor.coverage) on a small fake project."""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

import pytest

from tutor.coverage import Use, collect, load_rules, main, report
from tutor.rules import Rule, RuleBook

BOOK = RuleBook(
    "demo",
    [
        Rule("demo.move.one", "One step", "Move one step.", "Turn"),
        Rule("demo.move.jump", "Jump", "Jump over a piece.", "Turn"),
        Rule("demo.end.last", "Last move", "The game ends when no move is left.", "End"),
    ],
)

TESTS = """
import pytest
from pytest import mark

@pytest.mark.rule("demo.move.one", "obey")
@pytest.mark.rule("demo.move.jump", "break")
def test_step():
    pass

@mark.rule("demo.move.one", case="break")
def test_two_steps():
    pass

@pytest.mark.rule("demo.end.last", "obey")
class TestEnd:
    def test_over(self):
        pass

    def helper(self):
        pass

    @pytest.mark.rule("demo.end.last", "break")
    def test_not_over(self):
        pass

@pytest.mark.parametrize("move", [
    pytest.param("j1", marks=pytest.mark.rule("demo.move.jump", "obey"), id="short"),
    pytest.param("j9", marks=[pytest.mark.slow, pytest.mark.rule("demo.mvoe.jump", "break")]),
    "plain",
])
def test_jumps(move):
    pass

@pytest.mark.rule("demo.move.one", "keep")
def test_bad_case():
    pass

@pytest.mark.rule(RULE_ID, "obey")
def test_not_constant():
    pass
"""


def notebook(*cells: tuple[str, str]) -> str:
    """A minimal notebook with ``(cell_type, source)`` cells."""
    return json.dumps({"cells": [{"cell_type": kind, "source": src.splitlines(True)} for kind, src in cells]})


@pytest.fixture
def project(tmp_path: Path) -> Path:
    """A temp project: one test file, one notebook, and a checkpoint copy that must be skipped."""
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_demo.py").write_text(textwrap.dedent(TESTS))
    nb = tmp_path / "notebooks" / "demo"
    (nb / ".ipynb_checkpoints").mkdir(parents=True)
    cells = [
        ("markdown", "# rule: demo.end.last is not read from markdown"),
        ("code", "x = 1\n# rule: demo.move.one, demo.move.jump\n"),
        ("code", "#rule:demo.end.last\n#  rule: demo.typo.here"),
    ]
    (nb / "01_rules.ipynb").write_text(notebook(*cells))
    (nb / ".ipynb_checkpoints" / "01_rules-checkpoint.ipynb").write_text(notebook(("code", "# rule: demo.x.y")))
    return tmp_path


def test_markers_are_found_on_functions_methods_classes_and_params(project: Path) -> None:
    cov = collect(project)
    f = "tests/test_demo.py"
    assert cov.places("demo.move.one", "obey") == [f"{f}::test_step"]
    assert cov.places("demo.move.one", "break") == [f"{f}::test_two_steps"]
    assert cov.places("demo.move.jump", "break") == [f"{f}::test_step"]
    assert cov.places("demo.move.jump", "obey") == [f"{f}::test_jumps[short]"]
    assert cov.places("demo.end.last", "obey") == [f"{f}::TestEnd::test_not_over", f"{f}::TestEnd::test_over"]
    assert cov.places("demo.end.last", "break") == [f"{f}::TestEnd::test_not_over"]
    assert Use("demo.mvoe.jump", "break", f"{f}::test_jumps") in cov.uses
    assert not any("helper" in u.where for u in cov.uses)


def test_notebook_cells_are_counted_from_zero_and_checkpoints_skipped(project: Path) -> None:
    cov = collect(project)
    nb = "notebooks/demo/01_rules.ipynb"
    assert cov.places("demo.move.one", "notebook") == [f"{nb} cell 1"]
    assert cov.places("demo.move.jump", "notebook") == [f"{nb} cell 1"]
    assert cov.places("demo.end.last", "notebook") == [f"{nb} cell 2"]
    assert not any("checkpoint" in u.where or u.rule == "demo.x.y" for u in cov.uses)


def test_unreadable_markers_are_problems(project: Path) -> None:
    problems = collect(project).problems
    assert len(problems) == 2
    assert "test_bad_case" in problems[0] and "'keep'" in problems[0]
    assert "test_not_constant" in problems[1] and "constant strings" in problems[1]


def test_report_lists_every_rule_with_its_status(project: Path) -> None:
    text, ok = report(collect(project), {"demo": BOOK})
    lines = text.splitlines()
    assert lines[0] == "demo: 3 rules"
    assert [line.split()[0] for line in lines if line.startswith("  demo.")] == list(BOOK)
    assert all(line.endswith("OK") for line in lines if line.startswith("  demo."))
    assert "demo: 3 rules, 3 fully covered, missing: nothing" in lines
    assert "unknown rule id 'demo.mvoe.jump' (break) in tests/test_demo.py::test_jumps" in lines
    assert "unknown rule id 'demo.typo.here' (notebook) in notebooks/demo/01_rules.ipynb cell 2" in lines
    assert not ok  # fully covered, but typos and unreadable markers remain


def test_missing_cases_are_flagged(tmp_path: Path) -> None:
    book = RuleBook("demo", [*BOOK.values(), Rule("demo.end.tie", "Tie", "Equal scores share the win.", "End")])
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_x.py").write_text('@pytest.mark.rule("demo.end.tie", "break")\ndef test_t(): pass\n')
    text, ok = report(collect(tmp_path), {"demo": book})
    assert "  demo.end.tie    obey 0  break 1  notebook 0  missing: obey test, notebook" in text
    assert "  demo.move.one   obey 0  break 0  notebook 0  missing: obey test, break test, notebook" in text
    assert "demo: 4 rules, 0 fully covered, missing: obey test 4, break test 3, notebook 4" in text
    assert not ok


def test_strict_exit_status(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    root = ["--root", str(project)]
    assert main(root, registries={"demo": BOOK}) == 0
    assert main([*root, "--strict"], registries={"demo": BOOK}) == 1
    assert "unknown rule id 'demo.mvoe.jump'" in capsys.readouterr().out
    tests = project / "tests" / "test_demo.py"
    fixed = tests.read_text().replace("mvoe", "move").replace('"keep"', '"obey"').replace("RULE_ID", '"demo.end.last"')
    tests.write_text(fixed)
    nb = project / "notebooks" / "demo" / "01_rules.ipynb"
    nb.write_text(nb.read_text().replace("demo.typo.here", "demo.end.last"))
    assert main([*root, "--strict"], registries={"demo": BOOK}) == 0


def test_strict_fails_on_a_missing_test_and_ignores_other_games(project: Path) -> None:
    nb = project / "notebooks" / "demo" / "01_rules.ipynb"
    nb.write_text(notebook(("code", "# rule: demo.move.one, demo.move.jump")))
    (project / "tests" / "test_demo.py").write_text("")
    book = RuleBook("demo", [BOOK["demo.move.one"]])
    assert main(["--root", str(project), "--strict"], registries={"demo": book}) == 1
    assert main(["--root", str(project), "--strict", "--game", "other"], registries={"demo": book}) == 0


def test_load_rules_imports_built_games_and_notes_the_others(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pkg = tmp_path / "covdemo_game"
    pkg.mkdir()
    (pkg / "__init__.py").write_text(
        "from tutor.rules import Rule, RuleBook\n"
        "RULES = RuleBook('covdemo_game', [Rule('covdemo_game.a.b', 'A', 'An a.', 'S')])\n"
    )
    (tmp_path / "covdemo_empty").mkdir()
    (tmp_path / "covdemo_broken.py").write_text("raise RuntimeError('half written')\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    games = ["covdemo_game", "covdemo_empty", "covdemo_absent", "covdemo_broken"]
    registries, notes, problems = load_rules(games)
    assert list(registries) == ["covdemo_game"] and list(registries["covdemo_game"]) == ["covdemo_game.a.b"]
    assert notes == ["covdemo_empty: not built yet (no RULES)", "covdemo_absent: not built yet"]
    assert len(problems) == 1 and "covdemo_broken: cannot be imported" in problems[0]


def test_a_catalogue_adds_the_lesson_column(tmp_path: Path) -> None:
    """A game with <game>/examples.py is reported with a lesson column, and a rule missing from it is a gap."""
    book = RuleBook("amber", [Rule("amber.a.one", "One", "x", "S"), Rule("amber.a.two", "Two", "y", "S")])
    (tmp_path / "tests").mkdir()
    marks = "".join(f'@pytest.mark.rule("amber.a.{n}", "{c}")\n' for n in ("one", "two") for c in ("obey", "break"))
    (tmp_path / "tests" / "test_x.py").write_text(marks + "def test_t(): pass\n")
    (tmp_path / "notebooks").mkdir()
    (tmp_path / "notebooks" / "n.ipynb").write_text(notebook(("code", "# rule: amber.a.one, amber.a.two")))
    (tmp_path / "amber").mkdir()
    (tmp_path / "amber" / "examples.py").write_text("C = (Example('amber.a.one', 'p'), Example(rule=X, pupil=''))\n")
    cov = collect(tmp_path)
    assert cov.places("amber.a.one", "lesson") == ["amber/examples.py line 1"] and cov.catalogues == {"amber"}
    assert len(cov.problems) == 1 and "constant string" in cov.problems[0]
    cov.problems.clear()
    text, ok = report(cov, {"amber": book})
    assert "  amber.a.one  obey 1  break 1  notebook 1  lesson 1  OK" in text
    assert "  amber.a.two  obey 1  break 1  notebook 1  lesson 0  missing: lesson" in text and not ok
    (tmp_path / "amber" / "examples.py").write_text("C = (Example('amber.a.one', 'p'), Example('amber.a.two', 'q'))\n")
    assert report(collect(tmp_path), {"amber": book})[1]
    (tmp_path / "amber" / "examples.py").unlink()  # no catalogue: reported as before, without the column
    text, ok = report(collect(tmp_path), {"amber": book})
    assert ok and "lesson" not in text
