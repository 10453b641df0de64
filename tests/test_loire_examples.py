"""La Loire's catalogue of rule examples (loire/examples.py), checked by the engine.

Each example's keeping move must be legal, its breaking move refused under the expected rule with the game left as
it was, and the situation it shows must hold. The markers are written out (the coverage report reads them without
running anything); a test checks that they list exactly the catalogue.
"""

from __future__ import annotations

import ast
from dataclasses import replace
from pathlib import Path

import pytest
from pytest import mark

import loire
from loire.examples import CATALOGUE, SPEC, picture, start
from tutor import IllegalMove, NotationError
from tutor.examples import Example, check_example


def _example(rule_id: str, index: int) -> Example:
    return [ex for ex in CATALOGUE if ex.rule == rule_id][index]


def _cases(ex: Example) -> list[str]:
    return sorted((["obey"] if ex.keep is not None or ex.brk is None else []) + (["break"] if ex.brk else []))


@pytest.mark.parametrize(("rule_id", "index"), [  # written out: the coverage report reads the markers statically
    pytest.param("loire.setup.players", 0, id="setup.players-0",
                 marks=[mark.rule("loire.setup.players", "obey")]),
    pytest.param("loire.setup.board", 0, id="setup.board-0",
                 marks=[mark.rule("loire.setup.board", "break"),
                        mark.rule("loire.setup.board", "obey")]),
    pytest.param("loire.setup.shields", 0, id="setup.shields-0",
                 marks=[mark.rule("loire.setup.shields", "obey")]),
    pytest.param("loire.setup.market", 0, id="setup.market-0",
                 marks=[mark.rule("loire.setup.market", "obey")]),
    pytest.param("loire.setup.circus", 0, id="setup.circus-0",
                 marks=[mark.rule("loire.setup.circus", "obey")]),
    pytest.param("loire.setup.neutral-horses", 0, id="setup.neutral-horses-0",
                 marks=[mark.rule("loire.setup.neutral-horses", "obey")]),
    pytest.param("loire.setup.messages", 0, id="setup.messages-0",
                 marks=[mark.rule("loire.setup.messages", "obey")]),
    pytest.param("loire.setup.supply", 0, id="setup.supply-0",
                 marks=[mark.rule("loire.setup.supply", "break"),
                        mark.rule("loire.setup.supply", "obey")]),
    pytest.param("loire.setup.palaces", 0, id="setup.palaces-0",
                 marks=[mark.rule("loire.setup.palaces", "break"),
                        mark.rule("loire.setup.palaces", "obey")]),
    pytest.param("loire.setup.characters", 0, id="setup.characters-0",
                 marks=[mark.rule("loire.setup.characters", "break"),
                        mark.rule("loire.setup.characters", "obey")]),
    pytest.param("loire.setup.open-cards", 0, id="setup.open-cards-0",
                 marks=[mark.rule("loire.setup.open-cards", "break"),
                        mark.rule("loire.setup.open-cards", "obey")]),
    pytest.param("loire.setup.cubes", 0, id="setup.cubes-0",
                 marks=[mark.rule("loire.setup.cubes", "obey")]),
    pytest.param("loire.setup.boats", 0, id="setup.boats-0",
                 marks=[mark.rule("loire.setup.boats", "obey")]),
    pytest.param("loire.setup.pieces", 0, id="setup.pieces-0",
                 marks=[mark.rule("loire.setup.pieces", "break"),
                        mark.rule("loire.setup.pieces", "obey")]),
    pytest.param("loire.setup.money", 0, id="setup.money-0",
                 marks=[mark.rule("loire.setup.money", "break")]),
    pytest.param("loire.setup.buildings", 0, id="setup.buildings-0",
                 marks=[mark.rule("loire.setup.buildings", "break"),
                        mark.rule("loire.setup.buildings", "obey")]),
    pytest.param("loire.setup.start-player", 0, id="setup.start-player-0",
                 marks=[mark.rule("loire.setup.start-player", "break"),
                        mark.rule("loire.setup.start-player", "obey")]),
    pytest.param("loire.turn.both-pieces", 0, id="turn.both-pieces-0",
                 marks=[mark.rule("loire.turn.both-pieces", "break"),
                        mark.rule("loire.turn.both-pieces", "obey")]),
    pytest.param("loire.turn.must-move", 0, id="turn.must-move-0",
                 marks=[mark.rule("loire.turn.must-move", "break"),
                        mark.rule("loire.turn.must-move", "obey")]),
    pytest.param("loire.turn.action-after-move", 0, id="turn.action-after-move-0",
                 marks=[mark.rule("loire.turn.action-after-move", "break")]),
    pytest.param("loire.turn.city-merchant", 0, id="turn.city-merchant-0",
                 marks=[mark.rule("loire.turn.city-merchant", "obey")]),
    pytest.param("loire.turn.end", 0, id="turn.end-0",
                 marks=[mark.rule("loire.turn.end", "break"),
                        mark.rule("loire.turn.end", "obey")]),
    pytest.param("loire.turn.order", 0, id="turn.order-0",
                 marks=[mark.rule("loire.turn.order", "break"),
                        mark.rule("loire.turn.order", "obey")]),
    pytest.param("loire.notation.syntax", 0, id="notation.syntax-0",
                 marks=[mark.rule("loire.notation.syntax", "break"),
                        mark.rule("loire.notation.syntax", "obey")]),
    pytest.param("loire.move.steps", 0, id="move.steps-0",
                 marks=[mark.rule("loire.move.steps", "break"),
                        mark.rule("loire.move.steps", "obey")]),
    pytest.param("loire.move.team", 0, id="move.team-0",
                 marks=[mark.rule("loire.move.team", "break"),
                        mark.rule("loire.move.team", "obey")]),
    pytest.param("loire.move.drop-horses", 0, id="move.drop-horses-0",
                 marks=[mark.rule("loire.move.drop-horses", "break"),
                        mark.rule("loire.move.drop-horses", "obey")]),
    pytest.param("loire.move.add-horse", 0, id="move.add-horse-0",
                 marks=[mark.rule("loire.move.add-horse", "break"),
                        mark.rule("loire.move.add-horse", "obey")]),
    pytest.param("loire.move.max-horses", 0, id="move.max-horses-0",
                 marks=[mark.rule("loire.move.max-horses", "break"),
                        mark.rule("loire.move.max-horses", "obey")]),
    pytest.param("loire.move.city-choice", 0, id="move.city-choice-0",
                 marks=[mark.rule("loire.move.city-choice", "break"),
                        mark.rule("loire.move.city-choice", "obey")]),
    pytest.param("loire.move.keep-road", 0, id="move.keep-road-0",
                 marks=[mark.rule("loire.move.keep-road", "break"),
                        mark.rule("loire.move.keep-road", "obey")]),
    pytest.param("loire.move.exact-steps", 0, id="move.exact-steps-0",
                 marks=[mark.rule("loire.move.exact-steps", "break"),
                        mark.rule("loire.move.exact-steps", "obey")]),
    pytest.param("loire.move.left-side", 0, id="move.left-side-0",
                 marks=[mark.rule("loire.move.left-side", "break"),
                        mark.rule("loire.move.left-side", "obey")]),
    pytest.param("loire.action.optional", 0, id="action.optional-0",
                 marks=[mark.rule("loire.action.optional", "obey")]),
    pytest.param("loire.action.village", 0, id="action.village-0",
                 marks=[mark.rule("loire.action.village", "break"),
                        mark.rule("loire.action.village", "obey")]),
    pytest.param("loire.action.city", 0, id="action.city-0",
                 marks=[mark.rule("loire.action.city", "break")]),
    pytest.param("loire.action.circus-choice", 0, id="action.circus-choice-0",
                 marks=[mark.rule("loire.action.circus-choice", "break")]),
    pytest.param("loire.buy.where", 0, id="buy.where-0",
                 marks=[mark.rule("loire.buy.where", "break"),
                        mark.rule("loire.buy.where", "obey")]),
    pytest.param("loire.buy.price", 0, id="buy.price-0",
                 marks=[mark.rule("loire.buy.price", "break")]),
    pytest.param("loire.buy.carry-limit", 0, id="buy.carry-limit-0",
                 marks=[mark.rule("loire.buy.carry-limit", "break")]),
    pytest.param("loire.buy.supply", 0, id="buy.supply-0",
                 marks=[mark.rule("loire.buy.supply", "break")]),
    pytest.param("loire.buy.one-per-turn", 0, id="buy.one-per-turn-0",
                 marks=[mark.rule("loire.buy.one-per-turn", "break")]),
    pytest.param("loire.buy.farm", 0, id="buy.farm-0",
                 marks=[mark.rule("loire.buy.farm", "obey")]),
    pytest.param("loire.buy.castle", 0, id="buy.castle-0",
                 marks=[mark.rule("loire.buy.castle", "break")]),
    pytest.param("loire.buy.monastery", 0, id="buy.monastery-0",
                 marks=[mark.rule("loire.buy.monastery", "break")]),
    pytest.param("loire.buy.beer", 0, id="buy.beer-0",
                 marks=[mark.rule("loire.buy.beer", "break"),
                        mark.rule("loire.buy.beer", "obey")]),
    pytest.param("loire.buy.circus", 0, id="buy.circus-0",
                 marks=[mark.rule("loire.buy.circus", "break")]),
    pytest.param("loire.buy.minimum-zero", 0, id="buy.minimum-zero-0",
                 marks=[mark.rule("loire.buy.minimum-zero", "obey")]),
    pytest.param("loire.buy.owner-boat", 0, id="buy.owner-boat-0",
                 marks=[mark.rule("loire.buy.owner-boat", "obey")]),
    pytest.param("loire.sell.where", 0, id="sell.where-0",
                 marks=[mark.rule("loire.sell.where", "break")]),
    pytest.param("loire.sell.price", 0, id="sell.price-0",
                 marks=[mark.rule("loire.sell.price", "obey")]),
    pytest.param("loire.sell.optional", 0, id="sell.optional-0",
                 marks=[mark.rule("loire.sell.optional", "break"),
                        mark.rule("loire.sell.optional", "obey")]),
    pytest.param("loire.boat.passage", 0, id="boat.passage-0",
                 marks=[mark.rule("loire.boat.passage", "break"),
                        mark.rule("loire.boat.passage", "obey")]),
    pytest.param("loire.boat.once", 0, id="boat.once-0",
                 marks=[mark.rule("loire.boat.once", "break"),
                        mark.rule("loire.boat.once", "obey")]),
    pytest.param("loire.boat.target", 0, id="boat.target-0",
                 marks=[mark.rule("loire.boat.target", "break"),
                        mark.rule("loire.boat.target", "obey")]),
    pytest.param("loire.market.shift", 0, id="market.shift-0",
                 marks=[mark.rule("loire.market.shift", "obey")]),
    pytest.param("loire.circus.tiles", 0, id="circus.tiles-0",
                 marks=[mark.rule("loire.circus.tiles", "obey")]),
    pytest.param("loire.circus.move", 0, id="circus.move-0",
                 marks=[mark.rule("loire.circus.move", "break"),
                        mark.rule("loire.circus.move", "obey")]),
    pytest.param("loire.circus.flip", 0, id="circus.flip-0",
                 marks=[mark.rule("loire.circus.flip", "obey")]),
    pytest.param("loire.build.one-per-turn", 0, id="build.one-per-turn-0",
                 marks=[mark.rule("loire.build.one-per-turn", "break")]),
    pytest.param("loire.build.farm", 0, id="build.farm-0",
                 marks=[mark.rule("loire.build.farm", "break"),
                        mark.rule("loire.build.farm", "obey")]),
    pytest.param("loire.build.road-balance", 0, id="build.road-balance-0",
                 marks=[mark.rule("loire.build.road-balance", "break"),
                        mark.rule("loire.build.road-balance", "obey")]),
    pytest.param("loire.build.monastery", 0, id="build.monastery-0",
                 marks=[mark.rule("loire.build.monastery", "break"),
                        mark.rule("loire.build.monastery", "obey")]),
    pytest.param("loire.build.castle", 0, id="build.castle-0",
                 marks=[mark.rule("loire.build.castle", "break"),
                        mark.rule("loire.build.castle", "obey")]),
    pytest.param("loire.build.towers", 0, id="build.towers-0",
                 marks=[mark.rule("loire.build.towers", "break"),
                        mark.rule("loire.build.towers", "obey")]),
    pytest.param("loire.build.reference-cards", 0, id="build.reference-cards-0",
                 marks=[mark.rule("loire.build.reference-cards", "break"),
                        mark.rule("loire.build.reference-cards", "obey")]),
    pytest.param("loire.build.palace", 0, id="build.palace-0",
                 marks=[mark.rule("loire.build.palace", "break"),
                        mark.rule("loire.build.palace", "obey")]),
    pytest.param("loire.build.palace-timing", 0, id="build.palace-timing-0",
                 marks=[mark.rule("loire.build.palace-timing", "break")]),
    pytest.param("loire.hire.where", 0, id="hire.where-0",
                 marks=[mark.rule("loire.hire.where", "break")]),
    pytest.param("loire.hire.one-per-turn", 0, id="hire.one-per-turn-0",
                 marks=[mark.rule("loire.hire.one-per-turn", "break")]),
    pytest.param("loire.hire.no-duplicates", 0, id="hire.no-duplicates-0",
                 marks=[mark.rule("loire.hire.no-duplicates", "break"),
                        mark.rule("loire.hire.no-duplicates", "obey")]),
    pytest.param("loire.hire.price", 0, id="hire.price-0",
                 marks=[mark.rule("loire.hire.price", "break"),
                        mark.rule("loire.hire.price", "obey")]),
    pytest.param("loire.hire.immediate", 0, id="hire.immediate-0",
                 marks=[mark.rule("loire.hire.immediate", "obey")]),
    pytest.param("loire.hire.supply", 0, id="hire.supply-0",
                 marks=[mark.rule("loire.hire.supply", "break"),
                        mark.rule("loire.hire.supply", "obey")]),
    pytest.param("loire.message.buy-where", 0, id="message.buy-where-0",
                 marks=[mark.rule("loire.message.buy-where", "break"),
                        mark.rule("loire.message.buy-where", "obey")]),
    pytest.param("loire.message.buy-price", 0, id="message.buy-price-0",
                 marks=[mark.rule("loire.message.buy-price", "break"),
                        mark.rule("loire.message.buy-price", "obey")]),
    pytest.param("loire.message.buy-levels", 0, id="message.buy-levels-0",
                 marks=[mark.rule("loire.message.buy-levels", "break"),
                        mark.rule("loire.message.buy-levels", "obey")]),
    pytest.param("loire.message.buy-one", 0, id="message.buy-one-0",
                 marks=[mark.rule("loire.message.buy-one", "break")]),
    pytest.param("loire.message.castle-two", 0, id="message.castle-two-0",
                 marks=[mark.rule("loire.message.castle-two", "obey")]),
    pytest.param("loire.message.draw", 0, id="message.draw-0",
                 marks=[mark.rule("loire.message.draw", "break"),
                        mark.rule("loire.message.draw", "obey")]),
    pytest.param("loire.message.hand-limit", 0, id="message.hand-limit-0",
                 marks=[mark.rule("loire.message.hand-limit", "break")]),
    pytest.param("loire.message.any-order", 0, id="message.any-order-0",
                 marks=[mark.rule("loire.message.any-order", "break"),
                        mark.rule("loire.message.any-order", "obey")]),
    pytest.param("loire.message.buy-undeliverable", 0, id="message.buy-undeliverable-0",
                 marks=[mark.rule("loire.message.buy-undeliverable", "obey")]),
    pytest.param("loire.deliver.score", 0, id="deliver.score-0",
                 marks=[mark.rule("loire.deliver.score", "break")]),
    pytest.param("loire.deliver.level1", 0, id="deliver.level1-0",
                 marks=[mark.rule("loire.deliver.level1", "break")]),
    pytest.param("loire.deliver.level1", 1, id="deliver.level1-1",
                 marks=[mark.rule("loire.deliver.level1", "obey")]),
    pytest.param("loire.deliver.level1-money", 0, id="deliver.level1-money-0",
                 marks=[mark.rule("loire.deliver.level1-money", "obey")]),
    pytest.param("loire.deliver.level2", 0, id="deliver.level2-0",
                 marks=[mark.rule("loire.deliver.level2", "break")]),
    pytest.param("loire.deliver.level3", 0, id="deliver.level3-0",
                 marks=[mark.rule("loire.deliver.level3", "break")]),
    pytest.param("loire.deliver.level4", 0, id="deliver.level4-0",
                 marks=[mark.rule("loire.deliver.level4", "break")]),
    pytest.param("loire.deliver.cubes", 0, id="deliver.cubes-0",
                 marks=[mark.rule("loire.deliver.cubes", "break"),
                        mark.rule("loire.deliver.cubes", "obey")]),
    pytest.param("loire.deliver.cube-recall", 0, id="deliver.cube-recall-0",
                 marks=[mark.rule("loire.deliver.cube-recall", "break"),
                        mark.rule("loire.deliver.cube-recall", "obey")]),
    pytest.param("loire.deliver.one-per-turn", 0, id="deliver.one-per-turn-0",
                 marks=[mark.rule("loire.deliver.one-per-turn", "break")]),
    pytest.param("loire.money.minimum", 0, id="money.minimum-0",
                 marks=[mark.rule("loire.money.minimum", "break"),
                        mark.rule("loire.money.minimum", "obey")]),
    pytest.param("loire.money.maximum", 0, id="money.maximum-0",
                 marks=[mark.rule("loire.money.maximum", "obey")]),
    pytest.param("loire.end.boat", 0, id="end.boat-0",
                 marks=[mark.rule("loire.end.boat", "obey")]),
    pytest.param("loire.end.messages", 0, id="end.messages-0",
                 marks=[mark.rule("loire.end.messages", "obey")]),
    pytest.param("loire.end.last-turns", 0, id="end.last-turns-0",
                 marks=[mark.rule("loire.end.last-turns", "obey")]),
    pytest.param("loire.end.over", 0, id="end.over-0",
                 marks=[mark.rule("loire.end.over", "break")]),
    pytest.param("loire.score.boat", 0, id="score.boat-0",
                 marks=[mark.rule("loire.score.boat", "obey")]),
    pytest.param("loire.score.delivered", 0, id="score.delivered-0",
                 marks=[mark.rule("loire.score.delivered", "obey")]),
    pytest.param("loire.score.undelivered", 0, id="score.undelivered-0",
                 marks=[mark.rule("loire.score.undelivered", "obey")]),
    pytest.param("loire.score.characters", 0, id="score.characters-0",
                 marks=[mark.rule("loire.score.characters", "obey")]),
    pytest.param("loire.score.blue", 0, id="score.blue-0",
                 marks=[mark.rule("loire.score.blue", "obey")]),
    pytest.param("loire.score.palaces", 0, id="score.palaces-0",
                 marks=[mark.rule("loire.score.palaces", "obey")]),
    pytest.param("loire.score.tie-break", 0, id="score.tie-break-0",
                 marks=[mark.rule("loire.score.tie-break", "obey")]),
    pytest.param("loire.variant.casual", 0, id="variant.casual-0",
                 marks=[mark.rule("loire.variant.casual", "break"),
                        mark.rule("loire.variant.casual", "obey")]),
    pytest.param("loire.variant.casual-messages", 0, id="variant.casual-messages-0",
                 marks=[mark.rule("loire.variant.casual-messages", "break")]),
    pytest.param("loire.variant.solo", 0, id="variant.solo-0",
                 marks=[mark.rule("loire.variant.solo", "obey")]),
    pytest.param("loire.variant.solo-rounds", 0, id="variant.solo-rounds-0",
                 marks=[mark.rule("loire.variant.solo-rounds", "obey")]),
    pytest.param("loire.character.wood-merchant", 0, id="character.wood-merchant-0",
                 marks=[mark.rule("loire.character.wood-merchant", "obey")]),
    pytest.param("loire.character.grain-merchant", 0, id="character.grain-merchant-0",
                 marks=[mark.rule("loire.character.grain-merchant", "obey")]),
    pytest.param("loire.character.cheese-merchant", 0, id="character.cheese-merchant-0",
                 marks=[mark.rule("loire.character.cheese-merchant", "obey")]),
    pytest.param("loire.character.wine-merchant", 0, id="character.wine-merchant-0",
                 marks=[mark.rule("loire.character.wine-merchant", "obey")]),
    pytest.param("loire.character.dairyman", 0, id="character.dairyman-0",
                 marks=[mark.rule("loire.character.dairyman", "obey")]),
    pytest.param("loire.character.grain-farmer", 0, id="character.grain-farmer-0",
                 marks=[mark.rule("loire.character.grain-farmer", "obey")]),
    pytest.param("loire.character.banker", 0, id="character.banker-0",
                 marks=[mark.rule("loire.character.banker", "obey")]),
    pytest.param("loire.character.lady-in-waiting", 0, id="character.lady-in-waiting-0",
                 marks=[mark.rule("loire.character.lady-in-waiting", "break"),
                        mark.rule("loire.character.lady-in-waiting", "obey")]),
    pytest.param("loire.character.magister-artium", 0, id="character.magister-artium-0",
                 marks=[mark.rule("loire.character.magister-artium", "break")]),
    pytest.param("loire.character.economus", 0, id="character.economus-0",
                 marks=[mark.rule("loire.character.economus", "obey")]),
    pytest.param("loire.character.mensor", 0, id="character.mensor-0",
                 marks=[mark.rule("loire.character.mensor", "obey")]),
    pytest.param("loire.character.lumberjack", 0, id="character.lumberjack-0",
                 marks=[mark.rule("loire.character.lumberjack", "break"),
                        mark.rule("loire.character.lumberjack", "obey")]),
    pytest.param("loire.character.witch", 0, id="character.witch-0",
                 marks=[mark.rule("loire.character.witch", "obey")]),
    pytest.param("loire.character.patronus", 0, id="character.patronus-0",
                 marks=[mark.rule("loire.character.patronus", "break")]),
    pytest.param("loire.character.squire", 0, id="character.squire-0",
                 marks=[mark.rule("loire.character.squire", "break"),
                        mark.rule("loire.character.squire", "obey")]),
    pytest.param("loire.character.scout", 0, id="character.scout-0",
                 marks=[mark.rule("loire.character.scout", "obey")]),
    pytest.param("loire.character.blacksmith", 0, id="character.blacksmith-0",
                 marks=[mark.rule("loire.character.blacksmith", "break")]),
    pytest.param("loire.character.jester", 0, id="character.jester-0",
                 marks=[mark.rule("loire.character.jester", "break"),
                        mark.rule("loire.character.jester", "obey")]),
    pytest.param("loire.character.jester", 1, id="character.jester-1",
                 marks=[mark.rule("loire.character.jester", "break"),
                        mark.rule("loire.character.jester", "obey")]),
    pytest.param("loire.character.city-guard", 0, id="character.city-guard-0",
                 marks=[mark.rule("loire.character.city-guard", "break"),
                        mark.rule("loire.character.city-guard", "obey")]),
    pytest.param("loire.character.city-guard", 1, id="character.city-guard-1",
                 marks=[mark.rule("loire.character.city-guard", "break"),
                        mark.rule("loire.character.city-guard", "obey")]),
    pytest.param("loire.character.mayor", 0, id="character.mayor-0",
                 marks=[mark.rule("loire.character.mayor", "break")]),
    pytest.param("loire.character.vassallus", 0, id="character.vassallus-0",
                 marks=[mark.rule("loire.character.vassallus", "break")]),
    pytest.param("loire.character.helper", 0, id="character.helper-0",
                 marks=[mark.rule("loire.character.helper", "break")]),
    pytest.param("loire.character.spy", 0, id="character.spy-0",
                 marks=[mark.rule("loire.character.spy", "break"),
                        mark.rule("loire.character.spy", "obey")]),
    pytest.param("loire.character.lover", 0, id="character.lover-0",
                 marks=[mark.rule("loire.character.lover", "obey")]),
    pytest.param("loire.character.general", 0, id="character.general-0",
                 marks=[mark.rule("loire.character.general", "obey")]),
    pytest.param("loire.character.philosopher", 0, id="character.philosopher-0",
                 marks=[mark.rule("loire.character.philosopher", "obey")]),
    pytest.param("loire.character.judge", 0, id="character.judge-0",
                 marks=[mark.rule("loire.character.judge", "obey")]),
    pytest.param("loire.character.provost", 0, id="character.provost-0",
                 marks=[mark.rule("loire.character.provost", "obey")]),
    pytest.param("loire.character.apprentice", 0, id="character.apprentice-0",
                 marks=[mark.rule("loire.character.apprentice", "break")]),
    pytest.param("loire.palace.ducal", 0, id="palace.ducal-0",
                 marks=[mark.rule("loire.palace.ducal", "obey")]),
    pytest.param("loire.palace.balivi", 0, id="palace.balivi-0",
                 marks=[mark.rule("loire.palace.balivi", "break"),
                        mark.rule("loire.palace.balivi", "obey")]),
    pytest.param("loire.palace.post-office", 0, id="palace.post-office-0",
                 marks=[mark.rule("loire.palace.post-office", "break")]),
    pytest.param("loire.palace.post-office", 1, id="palace.post-office-1",
                 marks=[mark.rule("loire.palace.post-office", "obey")]),
    pytest.param("loire.palace.bank", 0, id="palace.bank-0",
                 marks=[mark.rule("loire.palace.bank", "obey")]),
])
def test_example(rule_id: str, index: int) -> None:
    ex = _example(rule_id, index)
    assert check_example(SPEC, ex) == []
    game = start(ex)
    if ex.keep is not None:
        assert game.check(ex.keep).ok
    if ex.brk is not None:
        verdict = game.check(ex.brk)
        assert not verdict.ok and verdict.rule == ex.refused_under and verdict.reason
        before = game.state
        with pytest.raises((IllegalMove, NotationError)):
            game.play(ex.brk)
        assert game.state == before


def test_every_rule_has_an_example() -> None:
    assert [r for r in loire.RULES if not SPEC.examples_of(r)] == []
    assert all(ex.pupil and ex.pupil[0].isupper() for ex in CATALOGUE)
    assert all(ex.holds is not None for ex in CATALOGUE if ex.brk is None)


def test_markers_list_the_catalogue() -> None:
    """The written-out parameters name every example once: obey for a keep or a situation, break for a break."""
    tree = ast.parse(Path(__file__).read_text(encoding="utf-8"))
    declared = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and ast.unparse(node.func) == "pytest.param":
            rule_id, index = (a.value for a in node.args)
            marks = next(k.value for k in node.keywords if k.arg == "marks")
            declared[(rule_id, index)] = sorted(m.args[1].value for m in marks.elts)
    expected = {}
    for ex in CATALOGUE:
        index = sum(1 for key in expected if key[0] == ex.rule)
        expected[(ex.rule, index)] = _cases(ex)
    assert declared == expected


def test_a_broken_example_is_reported() -> None:
    """The check can fail: a keeping move that is refused, a break refused under another rule, a false claim."""
    ex = _example("loire.move.steps", 0)
    assert check_example(SPEC, replace(ex, keep="merchant Saumur"))
    assert check_example(SPEC, replace(ex, brk_rule="loire.move.max-horses"))
    assert check_example(SPEC, replace(ex, brk="merchant -1 Saumur"))
    scored = _example("loire.score.boat", 0)
    assert check_example(SPEC, replace(scored, holds=lambda g: g.scores()[0]["boat"] == 6))
    assert check_example(SPEC, replace(scored, holds=None))
    ended = _example("loire.end.boat", 0)
    assert check_example(SPEC, replace(ended, holds=lambda g: g.state.trigger is None))


@pytest.mark.parametrize("number", range(len(CATALOGUE)), ids=[ex.rule for ex in CATALOGUE])
def test_picture(number: int) -> None:
    """Every example's picture: a board per move (or the position), the words, the engine's reason for a break."""
    ex = CATALOGUE[number]
    svg = picture(ex)
    assert svg.startswith("<svg") and svg.count("<svg") == 1 + max(len(ex.moves), 1)
    if ex.keep is not None:
        assert "✓ allowed" in svg and "#15803d" in svg
    if ex.brk is not None:
        reason = start(ex).check(ex.brk).reason
        assert "✗ not allowed" in svg and "Why:" in svg and reason.split()[0] in svg
    if ex.shows:
        assert ex.shows.split()[0] in svg


def test_a_picture_marks_where_the_moves_happen() -> None:
    """The keeping move's place is framed in green with its route drawn, the breaking move's place crossed in red."""
    svg = picture(_example("loire.move.drop-horses", 0))
    assert svg.count('class="table-error"') == 1 and 'stroke="#15803d"' in svg and "✓ allowed" in svg
    assert "Why: the merchant has only 2 horses to leave behind" in svg
