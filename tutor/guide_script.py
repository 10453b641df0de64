"""The script of a guided first game ("Learn to play"): a fixed deal, the pupil's moves one step at a time with what
to do and why, the rules each step introduces, and the opponents' moves, all written once per game as data
(``<game>/guide.py``'s ``SCRIPT``) and played by :mod:`tutor.guide` on the real game table.

A script is a real game: :func:`walk` plays it through the engine and fails, naming the step, on the first move the
rules refuse, so a test of every script keeps it true to the engine. The texts are marked with ``N_`` and read
through ``_()`` when shown: they are in the pupil's language.

>>> from tutor.guide_script import Script, Step
>>> script = Script(package="amber", players=2, seed=1, human=0, intro=("About.",),
...                 steps=(Step("Lay the tee.", "tee C7 r0", rules=("amber.place.empty",)),
...                        Step("Again.", "tee B6 r3")),
...                 opponents=("cross H6 r0", "roundabout J6 r0"), tip="Think ahead.", ending="The end.")
>>> game, seen = walk(script)
>>> len(game.history), seen
(4, [0, 2])
>>> walk(Script(package="amber", players=2, seed=1, human=0, intro=(), steps=(Step("Go.", "tee A1 r0"),),
...             opponents=(), tip="", ending=""))
Traceback (most recent call last):
...
ValueError: guide amber, step 1 (tee A1 r0): ...
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Any

from tutor.game import Game

__all__ = ["Script", "Step", "walk", "new_game"]


@dataclass(frozen=True)
class Step:
    """One move of the pupil's: ``say`` what to do now and why (one or two sentences, marked ``N_``), ``move`` the
    move in the game's notation (the only one the guide offers: the board marks its clicks), ``rules`` the ids of
    the rules this step meets first (the guide shows their titles and explanations), ``after`` what to notice once it
    is played (optional)."""

    say: str
    move: str
    rules: tuple[str, ...] = ()
    after: str = ""


@dataclass(frozen=True)
class Script:
    """A guided game: the deal (``package``, ``players``, ``seed``, ``variant``), the pupil's seat ``human``, the
    first screen's paragraphs ``intro`` (what the game is about, the goal, an overview), the pupil's ``steps``, the
    ``opponents``' moves in the order they are played (every move of every other seat), the strategy ``tip`` and
    the ``ending`` (how the game ends and is counted) shown when the steps are done."""

    package: str
    players: int
    seed: int
    human: int
    intro: tuple[str, ...]
    steps: tuple[Step, ...]
    opponents: tuple[str, ...]
    tip: str
    ending: str
    variant: str | None = None
    # rules the ending introduces (how the game ends, how it is counted)
    end_rules: tuple[str, ...] = field(default=())


def new_game(script: Script) -> Game:
    """The script's deal, before any move."""
    module: Any = importlib.import_module(script.package)
    options = {"variant": script.variant} if script.variant else {}
    return module.new_game(script.players, seed=script.seed, **options)


def _play(game: Game, move: str, where: str, script: Script) -> None:
    verdict = game.check(move)
    if not verdict.ok:
        raise ValueError(f"guide {script.package}, {where} ({move}): [{verdict.rule}] {verdict.reason}")
    game.play(move)


def walk(script: Script) -> tuple[Game, list[int]]:
    """Play ``script`` through: the opponents' moves whenever another seat is to move, the steps' moves on the
    pupil's turns; then the opponents up to the pupil's next turn. Returns the game and, for each step, how many
    moves were played before it. Raises ValueError naming the step (or opponent move) the rules refuse, a rule id
    the game does not have, or opponents' moves left over."""
    game = new_game(script)
    rules = game.engine.rules
    for rule_id in [r for s in script.steps for r in s.rules] + list(script.end_rules):
        if rule_id not in rules:
            raise ValueError(f"guide {script.package}: unknown rule id {rule_id!r}")
    opponents = list(script.opponents)
    seen: list[int] = []

    def reply(limit_label: str) -> None:
        while not game.is_over and game.to_move != script.human:
            if not opponents:
                raise ValueError(f"guide {script.package}: no opponent move left {limit_label}")
            _play(game, opponents.pop(0), f"opponent move {len(script.opponents) - len(opponents)}", script)

    for k, step in enumerate(script.steps, 1):
        reply(f"before step {k}")
        if game.is_over:
            raise ValueError(f"guide {script.package}: the game is over before step {k}")
        seen.append(len(game.history))
        _play(game, step.move, f"step {k}", script)
    if opponents:
        reply("after the last step")
    if opponents:
        raise ValueError(f"guide {script.package}: {len(opponents)} opponent moves are never played")
    return game, seen
