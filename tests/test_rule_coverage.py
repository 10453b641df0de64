"""The rule coverage report over the real project (also printed by ``python -m tutor.coverage``)."""

from pathlib import Path

import amber
import loire
import taxis
from tutor import coverage

ROOT = Path(__file__).resolve().parents[1]


def test_markers_name_only_known_rules_and_can_be_read() -> None:
    found = coverage.collect(ROOT)
    registries = {"amber": amber.RULES, "loire": loire.RULES, "taxis": taxis.RULES}
    assert not coverage.unknown_uses(found, registries, ["amber", "loire", "taxis"])
    assert not found.problems


def test_every_amber_rule_has_a_test_that_obeys_it_and_one_that_breaks_it() -> None:
    found = coverage.collect(ROOT)
    missing = [(r, case) for r in amber.RULES for case in ("obey", "break") if not found.places(r, case)]
    assert not missing


def test_every_amber_rule_is_shown_in_a_notebook_and_the_strict_report_passes() -> None:
    found = coverage.collect(ROOT)
    assert not [r for r in amber.RULES if not found.places(r, "notebook")]
    assert coverage.main(["--game", "amber", "--strict", "--root", str(ROOT)]) == 0


def test_every_amber_rule_is_in_the_lesson_catalogue_and_its_test() -> None:
    """The lesson draws amber/examples.py; tests/test_amber_examples.py checks every example with the engine."""
    found = coverage.collect(ROOT)
    assert "amber" in found.catalogues
    assert not [r for r in amber.RULES if not found.places(r, "lesson")]
    checked = {u.rule for u in found.uses if u.where.startswith("tests/test_amber_examples.py::test_example[")}
    assert checked == set(amber.RULES)


def test_every_taxis_rule_has_a_test_that_obeys_it_and_one_that_breaks_it() -> None:
    found = coverage.collect(ROOT)
    missing = [(r, case) for r in taxis.RULES for case in ("obey", "break") if not found.places(r, case)]
    assert not missing


def test_every_taxis_rule_is_shown_in_a_notebook_and_the_strict_report_passes() -> None:
    found = coverage.collect(ROOT)
    assert not [r for r in taxis.RULES if not found.places(r, "notebook")]
    assert coverage.main(["--game", "taxis", "--strict", "--root", str(ROOT)]) == 0


def test_every_taxis_rule_is_in_the_lesson_catalogue_and_its_test() -> None:
    """The lesson draws taxis/examples.py; tests/test_taxis_examples.py checks every example with the engine."""
    found = coverage.collect(ROOT)
    assert "taxis" in found.catalogues
    assert not [r for r in taxis.RULES if not found.places(r, "lesson")]
    checked = {u.rule for u in found.uses if u.where.startswith("tests/test_taxis_examples.py::test_example[")}
    assert checked == set(taxis.RULES)


def test_every_loire_rule_has_a_test_that_obeys_it_and_one_that_breaks_it() -> None:
    found = coverage.collect(ROOT)
    missing = [(r, case) for r in loire.RULES for case in ("obey", "break") if not found.places(r, case)]
    assert not missing


def test_every_loire_rule_is_shown_in_a_notebook_and_the_strict_report_passes() -> None:
    found = coverage.collect(ROOT)
    assert not [r for r in loire.RULES if not found.places(r, "notebook")]
    assert coverage.main(["--game", "loire", "--strict", "--root", str(ROOT)]) == 0
