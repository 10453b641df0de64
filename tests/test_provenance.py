"""Every rule of every game says truthfully where it comes from (issue: rules truth pass).

``rulebook`` only where the Hungarian rulebook states the rule; ``reading`` where we chose among readings, and then
the rule names the other readings; ``reconstructed`` or ``secondary source`` for data and rules from outside the
rulebook.
"""

from __future__ import annotations

import importlib

import pytest

from tutor.rules import PROVENANCES

GAMES = ("amber", "taxis", "loire")


def rules_of(game: str) -> list:
    return list(importlib.import_module(game).RULES.values())


@pytest.mark.parametrize("game", GAMES)
def test_every_rule_has_a_known_provenance(game: str) -> None:
    for rule in rules_of(game):
        assert rule.provenance in PROVENANCES, rule.id


@pytest.mark.parametrize("game", GAMES)
def test_every_reading_names_its_alternatives(game: str) -> None:
    missing = [r.id for r in rules_of(game) if r.provenance == "reading" and len(r.alternatives.strip()) < 10]
    assert not missing, f"readings that name no other reading: {missing}"


@pytest.mark.parametrize("game", GAMES)
def test_only_readings_name_alternatives(game: str) -> None:
    stray = [r.id for r in rules_of(game) if r.provenance != "reading" and r.alternatives]
    assert not stray, f"alternatives given for rules that are not readings: {stray}"
