"""Builds notebooks/00_start_here.ipynb; then run tools/execute_notebooks.py on it."""

from nbkit import code, md, notebook, write

cells = [
md("""# Board-game rules tutor: start here

This tutor teaches the rules of three board games by letting you **try them**. Every rule has a name (a *rule id*)
and a short explanation in plain words; when you try a move, the engine tells you whether it is legal and, if not,
which rule forbids it and why. You can step through whole games, ask who is connected to whom, and play against bots.

Use it in class (a teacher steps through a position on the projector), alone (to learn a game before the first
evening with friends), or to explore "what happens if…" questions about routes and connections."""),
md("""## The three games

**Amber** (Tomasz Lewandowicz, REBEL.pl, 2012). Barons build a shared road network on an 11 × 11 grid, tile by
tile, to link their castle to villages and to the other barons' castles. Some roads are one-way, so "A can reach B"
does not mean "B can reach A": the board is a *directed* graph. **Ready to use**, with four notebooks below.

**Thurn und Taxis: Glanz und Gloria** (Karen and Andreas Seyfarth, Hans im Glück). Postmasters collect city cards
to build postal routes across a map of cities and provinces, then place houses along them; the expansion adds
horses that limit how long a route may grow. **Rules engine, maps, bots and notebooks** for the base game, the
expansion, and the expansion's map played with base rules.

**La Loire** (Emanuele Ornella, Mind the Move, 2012). Each player moves a merchant and a messenger along two roads
of villages between Nantes and Orléans and a boat up the river, buying goods, building and delivering messages. **Rules engine, board, bots and notebooks** for the standard game,
the casual game and the solo game."""),
md("""## A first look at Amber

A new four-player game. Castles are coloured squares, brown houses are villages, gold dots are coins still to be
won. The panel on the right lists each player's coins and hand (this is the teacher's view: all hands are shown)."""),
code("""import amber

g = amber.new_game(players=4, seed=1)
g"""),
md("""The engine lists every legal move. At the start, a player may only build next to their own castle:"""),
code("""# rule: amber.place.reachable
moves = g.legal_moves()
print(len(moves), "legal moves for", g.players[g.to_move])
print(", ".join(map(str, moves[:8])), "…")
assert all(m.field in amber.board.NEIGHBOURS[g.state.castles[g.to_move]] for m in moves)"""),
md("""Ask about any move, legal or not: the verdict names the rule."""),
code("""# rule: amber.place.reachable
print(g.check(moves[0]))
print(g.check("curve A1 r0"))
assert not g.check("curve A1 r0").ok"""),
md("""## Step through a game

Bots play a whole game; the stepper replays it move by move with the rule behind each step. Use the ▶ button, the
slider, or the move log. (Widgets need a running notebook; in a static view you see nothing below.)"""),
code("""# NBVAL_IGNORE_OUTPUT
from tutor.bots import RandomBot, play_out
from tutor.stepper import Stepper

demo = amber.new_game(players=3, seed=4)
play_out(demo, [RandomBot(seed=i) for i in range(3)])
Stepper(demo)"""),
code("""assert demo.is_over and demo.winners()
print("final scores:", {demo.players[p]: s["total"] for p, s in demo.scores().items()})"""),
md("""## A first look at Thurn und Taxis

The Glanz und Gloria map: cities coloured by province, free cities ringed (their tiles still on them), roads
dashed where our map is a reconstruction. A few turns by greedy bots have placed some houses."""),
code("""import taxis
from taxis.bots import GreedyBot
from tutor.bots import play_out

tt = taxis.new_game(players=3, seed=2, variant="gug")
play_out(tt, [GreedyBot(seed=i) for i in range(3)], max_moves=60)
tt"""),
code("""# rule: taxis.close.one-province, taxis.close.spread
print(tt.state.summary())
print({tt.players[p]: sorted(h) for p, h in enumerate(tt.state.houses)})
assert len(tt.history) == 60 and any(tt.state.houses)"""),
md("""## A first look at La Loire

Nantes on the left, Orléans on the right, the north road above and the south road below; the river track with the
boats runs between them, the market tiles (with the circus) sit top right. Merchants are discs, messengers diamonds;
the number on a piece is its team of horses. A few steps by greedy bots have been played."""),
code("""import loire
from loire.bots import GreedyBot

lo = loire.new_game(players=3, seed=2)
play_out(lo, [GreedyBot(seed=i) for i in range(3)], max_moves=40)
lo"""),
md("""A turn is a series of steps, each with the rule behind it: move a piece (horses + 1 places), act where it stopped,
move the other piece, act, end the turn."""),
code("""# rule: loire.move.steps, loire.turn.both-pieces
for index in range(len(lo.history) - 4, len(lo.history)):
    move = lo.history[index]
    print(f"{str(move):28}", lo.explain(index)[0][1])
print(lo.check("merchant Orléans"))
assert not lo.check("merchant Orléans").ok"""),
md("""## Which values are reconstructed?

The rulebooks lost their pictures, so some numbers (Amber's mix of road tiles, its starting layouts; most of La
Loire's village goods, market prices and card values) are our reconstructions. They live in editable data files with the source of each value; change a value there to use the
official one."""),
code("""from amber.tiles import KIND_LIST
for k in KIND_LIST:
    print(f"{k.name:11} {k.count.value:3}  {k.count.provenance:13} {k.count.source}")
print("layouts:", {n: [layout.provenance for layout in ls] for n, ls in amber.state.LAYOUTS.items()})
print("La Loire reconstructions:", {part: len(items) for part, items in loire.board.reconstructed().items()})"""),
md("""## Where to go next

| notebook | what it is |
|---|---|
| [amber-notebooks/01_rules.ipynb](amber-notebooks/01_rules.ipynb) | every Amber rule, explained with a live example, a legal and an illegal move |
| [amber-notebooks/02_connectivity.ipynb](amber-notebooks/02_connectivity.ipynb) | the road graph: reachability, one-way traps, paths, components, with networkx |
| [amber-notebooks/03_play.ipynb](amber-notebooks/03_play.ipynb) | play a full game against bots, replay it, chart the scores, save and load |
| [classroom/amber_exercises.ipynb](classroom/amber_exercises.ipynb) | ten exercises with feedback that names the rule; the teacher's copy with worked solutions is `teacher/amber_solutions.ipynb` (kept out of the pupils' folder) |
| [taxis-notebooks/01_rules.ipynb](taxis-notebooks/01_rules.ipynb) | every Thurn und Taxis rule (base game and Glanz und Gloria), with live examples |
| [taxis-notebooks/02_routes.ipynb](taxis-notebooks/02_routes.ipynb) | the city map as a graph: routes, longest routes, provinces, houses, horses |
| [taxis-notebooks/03_play.ipynb](taxis-notebooks/03_play.ipynb) | play against bots in any of the three ways to play |
| [classroom/taxis_exercises.ipynb](classroom/taxis_exercises.ipynb) | exercises with feedback; `teacher/taxis_solutions.ipynb` for the teacher |
| [loire-notebooks/01_rules.ipynb](loire-notebooks/01_rules.ipynb) | every La Loire rule, characters and palaces included, with live examples |
| [loire-notebooks/02_river_and_roads.ipynb](loire-notebooks/02_river_and_roads.ipynb) | the roads and the river as graphs: where pieces can end, the market and the circus, deliveries |
| [loire-notebooks/03_play.ipynb](loire-notebooks/03_play.ipynb) | play against bots (1-4 players, standard or casual), replay, chart, save and load |
| [classroom/loire_exercises.ipynb](classroom/loire_exercises.ipynb) | exercises with feedback; `teacher/loire_solutions.ipynb` for the teacher |

Each game's rules are listed in its rulebook module,
for example `amber.RULES`:"""),
code("""print(len(amber.RULES), "Amber rules, e.g.:")
for rule_id in list(amber.RULES)[:5]:
    print(" ", amber.RULES[rule_id].describe())"""),
]
nb = notebook(cells)

if __name__ == "__main__":  # importing this module builds the cells but writes nothing
    write(nb, "notebooks/00_start_here.ipynb")
