"""A tiny race game for the tests of the shared core (:mod:`tutor`); not one of the three games.

Players race along a track of cells ``0..GOAL``. On a turn a player either
rolls a die (1 to 3, a chance event fixed by the seed and the turn counter kept
in the state) or steps 1 or 2 cells; a step must not pass the goal, a roll stops
on it. The first to reach the goal ends the game.

>>> g = new_game(players=2, seed=7)
>>> g.play("step 2")
Step(n=2)
>>> g.state.positions
(2, 0)
>>> g.check("step 3")
Verdict(ok=False, rule='toy.move.step', reason='a step is 1 or 2 cells, not 3')
>>> str(g.play("roll")), g.to_move
('roll', 0)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

import networkx as nx

from tutor import Config, Game, NotationError, Rule, RuleBook, Verdict, chance, record
from tutor.svg import Svg

GOAL = 8
FINISH_BONUS = 5

RULES = RuleBook(
    "toy",
    [
        Rule("toy.turn.order", "Turn order", "Players move one at a time, in seating order.", "Turn"),
        Rule("toy.turn.roll", "Roll", "Roll the die (1 to 3) and move that far; a roll stops on the goal.", "Turn"),
        Rule("toy.move.step", "Step", "Instead of rolling, step 1 or 2 cells, without passing the goal.", "Turn"),
        Rule("toy.end.goal", "Goal", "The first player on the goal ends the game and scores a bonus.", "End"),
        Rule("toy.notation.syntax", "Notation", "A move is written 'roll' or 'step N'.", "Notation"),
    ],
)


@dataclass(frozen=True)
class Roll:
    """Roll the die."""

    def __str__(self) -> str:
        return "roll"


@dataclass(frozen=True)
class Step:
    """Step ``n`` cells forward."""

    n: int

    def __str__(self) -> str:
        return f"step {self.n}"


@dataclass(frozen=True)
class ToyState:
    """The position: the seed, the number of moves made (the chance counter), the positions."""

    seed: int
    turn: int
    positions: tuple[int, ...]
    last_roll: int | None = None


class ToyEngine:
    """The rules of the toy race as pure functions over :class:`ToyState`."""

    name = "toy"
    rules = RULES
    variants: tuple[str, ...] = ("basic",)
    player_counts: tuple[int, ...] = (1, 2, 3)
    move_types: tuple[type, ...] = (Roll, Step)

    def new_state(self, config: Config) -> ToyState:
        if len(config.players) not in self.player_counts:
            raise ValueError(f"toy is for {self.player_counts} players, not {len(config.players)}")
        if config.variant not in self.variants:
            raise ValueError(f"unknown variant {config.variant!r}")
        return ToyState(config.seed, 0, (0,) * len(config.players))

    def parse_move(self, text: str) -> Roll | Step:
        words = text.split()
        if words == ["roll"]:
            return Roll()
        if len(words) == 2 and words[0] == "step" and words[1].isdigit() and int(words[1]) > 0:
            return Step(int(words[1]))
        raise NotationError(f"not a toy move: {text!r} (write 'roll' or 'step N')")

    def is_over(self, state: ToyState) -> bool:
        return GOAL in state.positions

    def to_move(self, state: ToyState) -> int | None:
        return None if self.is_over(state) else state.turn % len(state.positions)

    def check(self, state: ToyState, move: Any) -> Verdict:
        if self.is_over(state):
            return RULES.refuse("toy.end.goal", "the game is over: a player is on the goal")
        if isinstance(move, Roll):
            return RULES.allow("toy.turn.roll", "a player may always roll")
        if not isinstance(move, Step):
            return RULES.refuse("toy.notation.syntax", f"not a toy move: {move!r}")
        if move.n not in (1, 2):
            return RULES.refuse("toy.move.step", f"a step is 1 or 2 cells, not {move.n}")
        here = state.positions[state.turn % len(state.positions)]
        if here + move.n > GOAL:
            return RULES.refuse("toy.move.step", f"step {move.n} from {here} would pass the goal at {GOAL}")
        return RULES.allow("toy.move.step", f"step {move.n} from {here}")

    def legal_moves(self, state: ToyState) -> tuple[Roll | Step, ...]:
        return tuple(m for m in (Roll(), Step(1), Step(2)) if self.check(state, m).ok)

    def apply(self, state: ToyState, move: Roll | Step) -> ToyState:
        player = state.turn % len(state.positions)
        roll = chance(state.seed, "roll", state.turn).randint(1, 3) if isinstance(move, Roll) else None
        target = min(GOAL, state.positions[player] + (roll if roll is not None else move.n))
        positions = state.positions[:player] + (target,) + state.positions[player + 1 :]
        return replace(state, turn=state.turn + 1, positions=positions, last_roll=roll)

    def scores(self, state: ToyState) -> dict[int, dict[str, int]]:
        result = {}
        for i, pos in enumerate(state.positions):
            bonus = FINISH_BONUS if pos == GOAL else 0
            result[i] = {"distance": pos, "finish": bonus, "total": pos + bonus}
        return result

    def winners(self, state: ToyState) -> tuple[int, ...]:
        totals = {i: s["total"] for i, s in self.scores(state).items()}
        best = max(totals.values())
        return tuple(i for i, t in totals.items() if t == best)

    def describe(self, before: ToyState, move: Any, after: ToyState) -> list[tuple[str, str]]:
        player = before.turn % len(before.positions)
        a, b = before.positions[player], after.positions[player]
        if isinstance(move, Roll):
            lines = [("toy.turn.roll", f"Player {player + 1} rolled a {after.last_roll} and moved from {a} to {b}.")]
        else:
            lines = [("toy.move.step", f"Player {player + 1} stepped from {a} to {b}.")]
        nxt = self.to_move(after)
        if nxt is None:
            lines.append(("toy.end.goal", f"Player {player + 1} reached the goal; the game is over."))
        else:
            lines.append(("toy.turn.order", f"Player {nxt + 1} moves next."))
        return lines

    def render_svg(self, state: ToyState, cell: float = 30, **options: Any) -> str:
        svg = Svg(cell * (GOAL + 1), cell * (len(state.positions) + 1))
        svg.title(f"toy race, turn {state.turn}")
        for x in range(GOAL + 1):
            svg.rect(x * cell, 0, cell, cell, fill="#eee" if x < GOAL else "#fd0", stroke="#333")
            svg.text(x * cell + cell / 2, cell / 2, str(x), size=cell / 3)
        for i, pos in enumerate(state.positions):
            svg.circle(pos * cell + cell / 2, (i + 1.5) * cell, cell / 3, fill="#36c")
            svg.text(pos * cell + cell / 2, (i + 1.5) * cell, f"P{i + 1}", size=cell / 4, fill="#fff")
        return svg.render()

    def graph(self, state: ToyState) -> nx.DiGraph:
        g = nx.DiGraph()
        for x in range(GOAL + 1):
            g.add_node(x, players=tuple(i for i, p in enumerate(state.positions) if p == x))
        g.add_edges_from((x, x + 1) for x in range(GOAL))
        return g

    def fingerprint(self, state: ToyState) -> str:
        return record.digest(repr(state))


ENGINE = ToyEngine()


def new_game(players: int | Sequence[str] = 2, seed: int = 0, variant: str = "basic") -> Game:
    """A new toy game; ``players`` is a count or a list of names."""
    names = tuple(f"Player {i + 1}" for i in range(players)) if isinstance(players, int) else tuple(players)
    if len(names) not in ENGINE.player_counts:
        raise ValueError(f"toy is for {ENGINE.player_counts} players, not {len(names)}")
    return Game(ENGINE, Config("toy", names, variant, seed))


def load_record(rec: Any) -> Game:
    """Rebuild a toy game from a record (dict or JSON text)."""
    return record.load(ENGINE, rec)
