"""Builds notebooks/amber-notebooks/02_connectivity.ipynb; then run tools/execute_notebooks.py on it."""

from nbkit import code, md, notebook, write

cells = [
md("""# Amber: who is connected to whom?

In Amber every road is everyone's, but some roads are **one-way**. So "red can travel to blue's castle" does not mean
"blue can travel to red's castle": the question is about a **directed graph**. This notebook answers it with
[networkx](https://networkx.org) and shows the code, so it doubles as a short lesson in graphs told through the game:

| question in the game | graph idea | networkx |
|---|---|---|
| where can my roads take me? | reachability | `nx.descendants`, `nx.has_path` |
| which way do I go? | shortest path | `nx.shortest_path` |
| who can get to my castle? | reverse reachability | `nx.ancestors` |
| which barons reach which castles? | reachability matrix | `nx.has_path` for every pair |
| where can I drive round and back? | strongly connected parts | `nx.strongly_connected_components`, `nx.condensation` |
| what would one more tile, or one shovel, change? | adding or deleting arcs | `one_more_tile`, `remove_edges_from` |

`g.graph` is the road graph of a game's current position, a frozen `networkx.DiGraph`:

* its **nodes are borders** between fields, named after the field to their north or west: `"C2/E"` is the border
  between C2 and D2, `"D1/S"` the one between D1 and D2;
* a road tile adds an **arc** from each side it may be entered by to each side it may then be left by, so a two-way
  road gives two arcs and a one-way road one;
* `"red start"` has arcs out to the four sides of red's castle, `"red castle"` arcs in from them, and
  `"village D1"` arcs in from every side by which the village's tile can be entered.

The helpers of `amber.connect` (`reach_matrix`, `connections`, `buildable`, `path_to`, `one_more_tile`) are built on
the same graph. A cell marked `# rule: <id>` demonstrates that rule of `amber.RULES`; every claim made in the text is
checked by an `assert`."""),
code("""import networkx as nx
from IPython.display import SVG, display

import amber
from amber import connect
from amber.bots import GreedyBot
from tutor.bots import play_out


def board(game, **options):
    \"\"\"The board without the side panel, ready to display (options as in amber.render).\"\"\"
    return SVG(game.svg(panel=False, **options))


def arcs_on(G, f):
    \"\"\"The arcs that the tile on field f adds to the road graph G.\"\"\"
    return sorted((u, v) for u, v, where in G.edges(data="field") if where == f)


def fields_of(G, nodes):
    \"\"\"The fields whose tiles carry the arcs among the borders in nodes.\"\"\"
    return sorted({where for _, _, where in G.subgraph(nodes).edges(data="field") if where}, key=amber.board.field)"""),
md("""## A small position: the one-way trap

`amber.scenario` builds a position from a text picture: `.` is an empty field, `v` a village, `1` and `2` are the
castles of red and blue; a tile is a letter and a number of clockwise quarter turns (`I` straight, `i` one-way
straight, entered at N and left at S when unturned, `L` curve joining N and E, `T` tee, `B` bridge), and a trailing
`v` puts a village on the tile. Blue is to move.

Red's road to the east starts with a one-way straight on C2 (`i3`: entered at W, left at E). A bridge on D2 carries
that road over a north-south road that links the village on D1 with a loop along row 3 to blue's castle."""),
code("""trap = amber.scenario('''
    A  B  C  D    E  F  G
1   .  .  .  I0v  .  .  .
2   .  1  i3 B0   I1 2  .
3   .  .  I1 T3   I1 L3 .
''', hands=["swamp curve tee straight cross shovel", "shovel curve straight tee cross curve>"], player=1)
G = trap.graph
print(G)
board(trap)"""),
md("""## Arcs follow the arrows

The one-way straight on C2 gives a single arc, west to east; the two-way straight on E2 gives an arc each way. Arcs
carry the field of their tile as the edge attribute `field`. Nobody owns a road: there is one graph for all."""),
code("""# rule: amber.roads.one-way
for f in ("C2", "E2"):
    print(f, arcs_on(G, f))"""),
code("""assert arcs_on(G, "C2") == [("B2/E", "C2/E")]  # one arc: from red's castle eastwards only
assert arcs_on(G, "E2") == [("D2/E", "E2/E"), ("E2/E", "D2/E")]  # two arcs: both ways"""),
md("""A castle is where its owner's travel **starts** (out through any of its four sides) and where everybody else's
travel **ends**: the castle node has arcs in and none out, so nobody drives through a castle. A village's node is also
an end, but the road on the village's tile runs on: D1's straight still joins its south and north sides."""),
code("""# rule: amber.castle.owner-exits, amber.castle.dead-end, amber.village.pass-through
print("red start ->", sorted(G.successors("red start")))
print("-> blue castle:", sorted(G.predecessors("blue castle")), "arcs out:", G.out_degree("blue castle"))
print("village D1 is entered from", sorted(G.predecessors("village D1")), "arcs out:", G.out_degree("village D1"))"""),
code("""assert set(G.successors("red start")) == {"B1/S", "A2/E", "B2/E", "B2/S"}  # the four sides of B2
assert all(G.in_degree(connect.start(p)) == 0 and G.out_degree(connect.castle(p)) == 0 for p in range(2))
assert G.out_degree("village D1") == 0 and G.has_edge("D1/S", "D1/N")  # the village ends a trip, its road runs on"""),
md("""A bridge carries two roads that cross without meeting: the arcs of D2 join west with east and north with south,
never one with the other."""),
code("""# rule: amber.bridge.crossing
print(arcs_on(G, "D2"))"""),
code("""assert arcs_on(G, "D2") == [("C2/E", "D2/E"), ("D1/S", "D2/S"), ("D2/E", "C2/E"), ("D2/S", "D1/S")]
assert not nx.has_path(G.subgraph(["C2/E", "D2/E", "D1/S", "D2/S"]), "C2/E", "D1/S")"""),
md("""## Reachability from each castle

`nx.descendants(G, "red start")` is every node red's travel can arrive at. The borders among them tell where red may
build (an empty field with a reached border: `connect.buildable`); the castles and villages among them are red's
connections. On the boards below the tinted fields are the empty fields each player can build on, and the rings mark
the castles and villages the player is connected to (red first, then blue)."""),
code("""# rule: amber.place.reachable
for p, colour in enumerate(trap.players):
    found = nx.descendants(G, connect.start(p))
    ends = sorted(n for n in found if " " in n and n != connect.castle(p))
    print(f"{colour}: {len(found)} nodes reached; ends {ends}; may build on {connect.buildable(trap.state, p)}")
display(board(trap, reach=0, connections=0), board(trap, reach=1, connections=1))"""),
code("""places = {amber.board.name(m.field) for m in trap.legal_moves() if isinstance(m, amber.Place)}
assert places == set(connect.buildable(trap.state, 1)) == {"B3", "F1", "G2"}  # blue (to move) builds where it reaches
assert connect.connections(trap.state, 0) == {"villages": [], "castles": ["blue"]}
assert connect.connections(trap.state, 1) == {"villages": ["D1"], "castles": []}"""),
md("""## The trap: red reaches blue, blue does not reach red

`nx.has_path` answers the question in each direction, `nx.shortest_path` gives a trip, and `nx.ancestors` turns the
question round: which nodes can reach red's castle? Among the players' start nodes, only red's own."""),
code("""# rule: amber.connect.directed
print("red -> blue castle:", nx.has_path(G, "red start", "blue castle"))
print("blue -> red castle:", nx.has_path(G, "blue start", "red castle"))
print("red's shortest trip:", nx.shortest_path(G, "red start", "blue castle"))
print("starts that reach red's castle:", sorted(n for n in nx.ancestors(G, "red castle") if n.endswith("start")))
print("reach matrix:", connect.reach_matrix(trap.state))"""),
code("""assert nx.has_path(G, "red start", "blue castle") and not nx.has_path(G, "blue start", "red castle")
assert {n for n in nx.ancestors(G, "red castle") if n.endswith("start")} == {"red start"}
assert connect.reach_matrix(trap.state) == {"red": {"blue": True}, "blue": {"red": False}}"""),
md("""`connect.path_to` turns a shortest path of borders into the fields it crosses. First red's trip to blue's castle;
then blue's trip west along row 2, which ends at the border of C2 (ringed), whose one-way road points back at blue.
That is the trap: red's only exit to the east lets red out and nobody in."""),
code("""red_trip = connect.path_to(trap.state, 0, "blue castle")
blue_trip = connect.path_to(trap.state, 1, "C2/E")
print("red:", red_trip, " blue:", blue_trip)
display(board(trap, path=red_trip), board(trap, path=blue_trip, highlight=["C2"]))"""),
code("""assert red_trip == ["B2", "C2", "D2", "E2", "F2"] and blue_trip == ["F2", "E2", "D2"]
assert "C2/E" in nx.descendants(G, "blue start") and not G.has_edge("C2/E", "B2/E")  # the arrow turns blue back"""),
md("""## What one more tile would change

`connect.one_more_tile(state, p)` tries every kind of road tile (whether or not `p` holds one), in every rotation, on
every empty field at the edge of `p`'s roads, and lists the new castles and villages each placement would connect.
Both players want the same field: a curve on B3 joins red's castle to the loop on row 3."""),
code("""for p, colour in enumerate(trap.players):
    print(colour, connect.one_more_tile(trap.state, p))"""),
code("""assert set(connect.one_more_tile(trap.state, 0)) == {"village D1"}
assert set(connect.one_more_tile(trap.state, 1)) == {"red castle"}
everywhere = [m for p in (0, 1) for moves in connect.one_more_tile(trap.state, p).values() for m in moves]
assert all(m.split()[1] == "B3" for m in everywhere)  # every way forward goes through B3"""),
md("""Blue plays the curve on B3 and is now connected to red's castle (and takes its coin). Roads are neutral: the same
curve lets red leave its castle southwards, round the loop and over the bridge's north-south road to the village on
D1. The reach matrix is symmetric now; the board shows blue's new trip and rings red's connections. Then `undo`."""),
code("""# rule: amber.roads.neutral, amber.castle.owner-exits
before = connect.reach_matrix(trap.state)
trap.play("curve B3 r0")
after = connect.reach_matrix(trap.state)
print("before:", before)
print("after: ", after)
for rule, sentence in trap.explain():
    print(f"  {sentence} [{rule}]")
print("red is connected to", connect.connections(trap.state, 0))
display(board(trap, path=connect.path_to(trap.state, 1, "red castle"), connections=0))"""),
code("""assert after == {"red": {"blue": True}, "blue": {"red": True}}
assert connect.connections(trap.state, 0)["villages"] == ["D1"]  # blue's tile, red's gain
assert trap.state.purse == (0, 1)
trap.undo()
assert connect.reach_matrix(trap.state) == before"""),
md("""## What one shovel would change

A shovel deletes a tile, so in the graph it deletes that tile's arcs. Blue's roads reach C2, so blue may dig up the
one-way straight there (a castle can never be dug up). Predict the result with networkx on a copy of the graph, then
play the shovel and compare: red's way to blue's castle is gone."""),
code("""# rule: amber.shovel.target
H = nx.DiGraph(G)
H.remove_edges_from(arcs_on(G, "C2"))
print("predicted: red -> blue castle:", nx.has_path(H, "red start", "blue castle"))
verdicts = [trap.check(move) for move in ("shovel B2", "shovel C2")]
print(*verdicts, sep="\\n")
trap.play("shovel C2")
print("after the shovel:", connect.reach_matrix(trap.state))"""),
code("""assert [v.ok for v in verdicts] == [False, True]
assert not nx.has_path(H, "red start", "blue castle")
assert connect.reach_matrix(trap.state) == {"red": {"blue": False}, "blue": {"red": False}}
assert set(trap.graph.edges) == set(H.edges)  # the engine's graph after the dig is the predicted one
trap.undo()
assert set(trap.graph.edges) == set(G.edges)  # undo brings the position back"""),
md("""Red's answer to the curve on B3 is to close the back door first: a swamp on B3 ends every road that meets it, so
no single tile can join blue to red's castle any more (the tinted fields are where blue can still build)."""),
code("""# rule: amber.swamp.blocks
trap.play("straight G2 r1")  # blue builds elsewhere...
trap.play("swamp B3")  # ...and red fills B3 with a swamp
print("B3 arcs:", arcs_on(trap.graph, "B3"))
print("blue's one more tile:", connect.one_more_tile(trap.state, 1))
display(board(trap, reach=1))"""),
code("""assert arcs_on(trap.graph, "B3") == []
assert "red castle" not in connect.one_more_tile(trap.state, 1)
assert not nx.has_path(trap.graph, "blue start", "red castle")
trap.undo()
trap.undo()
assert set(trap.graph.edges) == set(G.edges)"""),
md("""## A mid-game position with four barons

Four greedy bots (`amber.bots.GreedyBot`, seeded) play the first 40 moves of a game."""),
code("""mid = amber.new_game(players=4, seed=1)
play_out(mid, [GreedyBot(seed=30 + i) for i in range(4)], max_moves=40)
M = mid.graph
names = mid.players
print(mid.state.summary())
print(M)
board(mid)"""),
md("""### The reachability matrix

Row *a*, column *b*: can *a*'s roads take *a* into *b*'s castle? One `nx.has_path` per ordered pair; it agrees with
`connect.reach_matrix`, and it is not symmetric."""),
code("""# rule: amber.connect.directed
rows = {a: {b: nx.has_path(M, connect.start(p), connect.castle(q)) for q, b in enumerate(names) if q != p}
        for p, a in enumerate(names)}


def mark(a, b):
    return "-" if a == b else "yes" if rows[a][b] else "no"


print("from \\\\ to " + "".join(f"{b:>8}" for b in names))
for a in names:
    print(f"{a:10}" + "".join(f"{mark(a, b):>8}" for b in names))
one_way = [(a, b) for a in names for b in rows[a] if rows[a][b] and not rows[b][a]]
print("one way only:", one_way)"""),
code("""assert rows == connect.reach_matrix(mid.state)
assert one_way  # connections have a direction"""),
md("""Reachability in a graph is transitive: if x reaches y and y reaches z, x reaches z. Between castles it is not,
because a castle is a dead end: reaching a castle does not let you use its owner's roads out of it. Pretend one castle
were a passage (an arc from the castle node back to its start node) and the missing connection appears."""),
code("""# rule: amber.castle.dead-end
chains = [(a, b, c) for a in names for b in rows[a] for c in rows[b]
          if c != a and rows[a][b] and rows[b][c] and not rows[a][c]]
print("x reaches y, y reaches z, x does not reach z:", chains)
a, b, c = chains[0]
passable = nx.DiGraph(M)
passable.add_edge(connect.castle(names.index(b)), connect.start(names.index(b)))
print(f"if {b}'s castle were a passage, {a} -> {c}:",
      nx.has_path(passable, connect.start(names.index(a)), connect.castle(names.index(c))))"""),
code("""assert chains
assert M.out_degree(connect.castle(names.index(b))) == 0
assert nx.has_path(passable, connect.start(names.index(a)), connect.castle(names.index(c)))"""),
md("""### Strongly connected parts

A *strongly connected component* is a largest set of nodes in which every node reaches every other: a stretch of road
where you can drive anywhere and back. Take the borders only (no start, castle or village nodes). A two-way road keeps
both its ends in one part, so the arcs running *between* parts are all one-way (a one-way arc can also lie *inside* a
part, where a loop leads back round to its start). Without arrows the parts would merge into the weakly connected
components, the road networks as they look on the board. The fields of the largest part are ringed."""),
code("""# rule: amber.roads.one-way
roads = M.subgraph(n for n in M if "/" in n)
parts = sorted(nx.strongly_connected_components(roads), key=len, reverse=True)
sizes = [len(c) for c in parts]
print(len(parts), "strongly connected parts, sizes", [s for s in sizes if s > 1],
      "and", sizes.count(1), "single borders")
print(nx.number_weakly_connected_components(roads), "road networks when the arrows are ignored")
part_of = {n: i for i, c in enumerate(parts) for n in c}
between = [(u, v) for u, v in roads.edges if part_of[u] != part_of[v]]
inside = [(u, v) for u, v in roads.edges if part_of[u] == part_of[v] and not roads.has_edge(v, u)]


def tiles(arcs):
    return sorted({roads.edges[e]["field"] for e in arcs}, key=amber.board.field)


print(len(between), "arcs between parts, on tiles", tiles(between))
print(len(inside), "one-way arcs inside parts, on tiles", tiles(inside))
print("the whole graph strongly connected?", nx.is_strongly_connected(M))
board(mid, highlight=fields_of(roads, parts[0]))"""),
code("""assert between and all(not roads.has_edge(v, u) for u, v in between)  # every arc between parts is one-way
assert nx.number_weakly_connected_components(roads) < len(parts)
assert nx.is_strongly_connected(roads.subgraph(parts[0])) and not nx.is_strongly_connected(M)"""),
md("""Shrink every part to a single node and you get the *condensation*: a graph without cycles (a DAG), because a cycle
of parts would be one bigger part. Its arcs are the one-way roads; its longest path is the longest chain of one-way
steps that can never be driven back."""),
code("""C = nx.condensation(roads, scc=parts)
chain = nx.dag_longest_path(C)
print(C.number_of_nodes(), "parts,", C.number_of_edges(), "one-way links between them; acyclic:",
      nx.is_directed_acyclic_graph(C))
print("longest chain:", len(chain), "parts, sizes", [len(C.nodes[i]["members"]) for i in chain])"""),
code("""assert nx.is_directed_acyclic_graph(C) and C.number_of_nodes() == len(parts)
assert all(nx.has_path(roads, next(iter(C.nodes[x]["members"])), next(iter(C.nodes[y]["members"])))
           for x, y in nx.utils.pairwise(chain))"""),
md("""### What one shovel would change, for every shovel

It is orange's turn, and orange holds a shovel. Which tile would hurt the others most? For every tile orange may dig
up, predict with networkx (delete the tile's arcs, and the way into a village on it; count the villages and other
castles each start still reaches), then play the shovel, read the engine's scores, and `undo`. The table lists the
connection points each baron would lose (a village 1, a castle 2) where a dig changes anything."""),
code("""# rule: amber.shovel.target
mover = names[mid.to_move]
digs = [m for m in mid.legal_moves() if isinstance(m, amber.Dig)]


def dug(G, f):
    \"\"\"The road graph once the tile on field f is dug up.\"\"\"
    H = nx.DiGraph(G)
    H.remove_edges_from([*arcs_on(G, f), *G.in_edges(f"village {f}")])
    return H


def points(G):
    \"\"\"Connection points of each player in road graph G: 1 per village, 2 per other castle.\"\"\"
    out = {}
    for p, colour in enumerate(names):
        found = nx.descendants(G, connect.start(p))
        out[colour] = sum(1 if n.startswith("village") else 2 for n in found if " " in n and n != connect.castle(p))
    return out


def engine_points(game):
    return {names[p]: s["villages"] + s["castles"] for p, s in game.scores().items()}


now = points(M)
predicted, played = {}, {}
for move in digs:
    f = amber.board.name(move.field)
    predicted[f] = {c: now[c] - n for c, n in points(dug(M, f)).items()}
    mid.play(move)
    after = engine_points(mid)
    mid.undo()
    played[f] = {c: now[c] - n for c, n in after.items()}
print(f"{mover} to move, {len(digs)} tiles to dig; points lost:")
print("dig " + "".join(f"{c:>8}" for c in names))
for f, lost in predicted.items():
    if any(lost.values()):
        print(f"{f:4}" + "".join(f"{lost[c]:>8}" for c in names))
best = max(predicted, key=lambda f: sum(v for c, v in predicted[f].items() if c != mover) - predicted[f][mover])
print(f"{mover}'s sharpest shovel: {best}, costing the others",
      sum(v for c, v in predicted[best].items() if c != mover), "points and", mover, predicted[best][mover])"""),
code("""assert now == engine_points(mid)
assert predicted == played  # the graph's prediction is what the engine does
assert mid.state.hands[mid.to_move].count("shovel") and len(digs) == len(predicted)"""),
md("""And one more tile? In this position no single tile, of any kind, in any rotation, joins anybody to a new castle or
village: every open target is at least two tiles away."""),
code("""print({colour: connect.one_more_tile(mid.state, p) for p, colour in enumerate(names)})"""),
code("""assert all(connect.one_more_tile(mid.state, p) == {} for p in range(len(names)))"""),
md("""## On the game table: *show connections*

The game tables' *show connections* switch asks `connect.network` (built on `nx.descendants`, as above) about the
player to move: the fields whose roads they travel are shaded in their colour, the empty fields they may build on get
dashed frames, the villages and castles they reach are ringed, and the same is said in words under the buttons (where
a screen reader reads it too). Here it is for red in the trap position."""),
code("""from amber.table import connections
net = connections(trap, 0)
print(*net.words, sep="\\n")
display(board(trap, network=net.drawn))"""),
code("""found = nx.descendants(trap.graph, connect.start(0))
assert net.drawn[2] == tuple(connect.buildable(trap.state, 0))
assert all(connect.village(amber.board.field(v)) in found for v in connect.connections(trap.state, 0)["villages"])"""),
md("""## The explorer: what a field reaches, and what reaches it

The pupils' *Explore* app (`amber/explore_app.py`) asks `amber.explore` about a clicked field: `reach` follows the
road graph forward from the field's exits (`nx.descendants`) and backward from its entries (`nx.ancestors`);
`who_reaches_whom` is the table of barons, `trip` a shortest trip between two castles (`nx.shortest_path`). Here it
is for red's castle in the trap position."""),
code("""from amber import explore
r = explore.reach(trap.state, amber.board.name(trap.state.castles[0]))
print("travels on:", r.forward, "| comes from:", r.backward, "| castles ahead:", r.castles)
print(explore.who_reaches_whom(trap.state))
display(board(trap, explore=(r.forward, r.backward, r.spot)))"""),
code("""assert list(r.forward) == connect.travelled(trap.state, 0)
assert {q for q, yes in explore.who_reaches_whom(trap.state)[0].items() if yes} == set(r.castles)"""),
md("""Its *what if* lays a tile on a copy of the board (or digs one away) and compares each baron's network before and
after (`explore.what_if`): here a cross on the first field red may build on."""),
code("""spot = connect.buildable(trap.state, 0)[0]
w = explore.what_if(trap.state, spot, "cross")
print(spot, "gained:", w.gained, "lost:", w.lost)
after = trap.state.evolve(board=w.board)
assert set(w.gained[0]) == set(connect.travelled(after, 0)) - set(connect.travelled(trap.state, 0))"""),
md("""## Summary

* `g.graph` is a directed graph of borders; tiles add arcs, one-way tiles add them in one direction only.
* Reachability (`nx.descendants`, `nx.has_path`, `nx.ancestors`) answers "who is connected to whom"; it is directed,
  and between castles it is not even transitive, because castles are dead ends.
* Strongly connected parts are the stretches you can drive round and back; one-way arcs link them into an acyclic
  condensation.
* "What if" questions are graph edits: one more tile adds arcs (`connect.one_more_tile`), a shovel deletes them;
  predicting on a copy of the graph gives what the engine then does.

Next: `03_play.ipynb`, a game against the bots."""),
]
nb = notebook(cells)
if __name__ == "__main__":  # importing this module writes nothing
    write(nb, "notebooks/amber-notebooks/02_connectivity.ipynb")
