"""The shape every rulebook module with sections must have (Thurn und Taxis, La Loire).

Explanations are in English and the rulebooks in Hungarian, so copying cannot be caught by comparing
word runs; instead every explanation must be a short, plain text of 8-80 words. Hungarian terms, where
given, must occur in the rulebook (checked when ``../shared`` is present), so that none is invented.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import loire.rulebook
import taxis.rulebook
from tutor.rules import PROVENANCES, Rule

SHARED = Path(__file__).resolve().parents[2] / "shared" / "rulebooks"
BOOKS = {"taxis": (taxis.rulebook, "taxis-glanz-und-gloria.hu.txt"), "loire": (loire.rulebook, "loire.hu.txt")}
WORD = re.compile(r"[\w'+-]+")
EVERY_RULE = [(game, rule) for game, (book, _) in BOOKS.items() for rule in book.RULES.values()]


@pytest.mark.parametrize(("game", "rule"), EVERY_RULE, ids=[rule.id for _, rule in EVERY_RULE])
def test_rule_is_well_formed(game: str, rule: Rule) -> None:
    sections = BOOKS[game][0].SECTIONS
    assert rule.title.strip() and len(rule.title) <= 50
    assert 8 <= len(WORD.findall(rule.explanation)) <= 80
    assert rule.explanation.strip() == rule.explanation and rule.explanation.endswith(".")
    assert rule.provenance in PROVENANCES
    assert rule.section.strip() and rule.section in sections
    assert rule.term_hu is None or rule.term_hu.strip() == rule.term_hu != ""


@pytest.mark.parametrize("game", list(BOOKS))
def test_sections_are_all_used_and_distinct(game: str) -> None:
    book = BOOKS[game][0]
    assert len(set(book.SECTIONS)) == len(book.SECTIONS)
    assert {r.section for r in book.RULES.values()} == set(book.SECTIONS)


@pytest.mark.parametrize("game", list(BOOKS))
def test_hungarian_terms_come_from_the_rulebook(game: str) -> None:
    book, name = BOOKS[game]
    if not (SHARED / name).exists():
        pytest.skip("the shared rulebooks are not beside the project")
    text = (SHARED / name).read_text(encoding="utf-8").lower()
    missing = {r.id: r.term_hu for r in book.RULES.values() if r.term_hu and r.term_hu.lower() not in text}
    assert not missing
