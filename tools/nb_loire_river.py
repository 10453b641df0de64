"""Builds notebooks/loire-notebooks/02_river_and_roads.ipynb; then run tools/execute_notebooks.py on it."""

from nbkit import code, md, notebook, write

cells = [
md("""# La Loire: the river and the roads as graphs

In La Loire the land is a loop: Nantes and Orléans joined by two roads, one on each bank, nine villages on each.
A merchant or messenger moves exactly one place more than it has horses, picks a road only when it leaves a city,
keeps its direction until the next city and must land on that city exactly. The river beside the roads is a plain
track of spaces. This notebook asks the board the questions players ask, answers them with
[networkx](https://networkx.org) and shows the code, so it doubles as a short lesson in graphs told through the game:

| question in the game | graph idea | networkx |
|---|---|---|
| what does the board look like? | a cycle graph, degrees | `nx.find_cycle`, `nx.cycle_basis`, `G.degree` |
| how far is the other city? | shortest paths, diameter | `nx.all_shortest_paths`, `nx.diameter` |
| what if a road were cut? | bridges, connectivity, components | `nx.bridges`, `nx.edge_connectivity`, `nx.connected_components` |
| where can my piece stop this turn? | nodes at a given distance | `nx.descendants_at_distance` |
| why can't I turn back? | a directed graph of travel states | `routes.heading_graph()`, out-degrees, `nx.descendants` |
| can I get anywhere at all? | strong connectivity, cycles, DAGs | `nx.is_strongly_connected`, `nx.simple_cycles`, `nx.is_arborescence` |
| where can each message go, and how far is it? | shortest paths in the directed graph | `nx.shortest_path_length`, `routes.deliveries` |
| how many deniers to reach the river's goal? | a weighted path (Dijkstra) | `nx.shortest_path_length(..., weight=...)` |

Two graphs come with the engine. `loire.BOARD.graph` is the land: a frozen `networkx.Graph` of the 20 places whose
nodes carry `kind` (city or village), `road`, `position` (1 next to Nantes .. 9 next to Orléans), `good` and
`provenance`, and whose edges carry the `road` they belong to. `loire.routes.heading_graph()` is the same land as a
frozen `networkx.DiGraph` of **travel states** `(place, city it heads for)`. `loire.BOARD.river` is the river track,
a path graph. The helpers of `loire.routes` (`ends`, `reachable`, `deliveries`, `prices`, `market_after`) ask the
engine's own rules (`loire.rules`); the cells below call both them and networkx and check that they agree.

**Reconstructions.** The pictures of the rulebook are lost, so some printed values are not known and the project uses
reconstructions (`reference/loire.md` §13). The rulebook gives the two cities, the two roads and 20 places; nine
villages per road and the order of the villages along each road are inferred from its horse lists, and four village
names (the first and last village of each road) are reconstructed. **The goods of every village except Saumur** are
reconstructed, and so are **the market prices 1, 1, 2, 2, 3, 3** (only the 4 at the right end is in the rulebook),
the seven shield colours with their counts (shields are dealt at random by the seed) and the river's length. Results
that depend on them are marked *(reconstructed)*; on the boards italic village names and dashed good outlines show
them. The rules of movement, the market's shift and the circus are the rulebook's (with the readings that
`loire.RULES` notes).

A cell marked `# rule: <id>` demonstrates that rule of `loire.RULES`; every claim in the text is checked by an
`assert`."""),
code("""from collections import Counter
from pathlib import Path

import networkx as nx
from IPython.display import SVG, display

import loire
from loire import routes
from loire.board import BOARD, CITIES, COMPONENTS, reconstructed
from loire.rules import destinations
from loire.state import AHEAD, PLACE_INDEX, PRICES, VILLAGES

G = BOARD.graph  # the land: 20 places, undirected
H = routes.heading_graph()  # the travel states (place, city it heads for), directed
NANTES, ORLEANS = CITIES
RECONSTRUCTED_GOODS = set(reconstructed()["village goods"])


def board(game, title, **options):
    \"\"\"The board of a game as SVG (options as in loire.render: highlight, path).\"\"\"
    return SVG(game.svg(title=title, **options))


def spots(states):
    \"\"\"The places of some travel states (or places), once each, in board order.\"\"\"
    names = {s[0] if isinstance(s, tuple) else s for s in states}
    return sorted(names, key=PLACE_INDEX.get)


def pieces(graph):
    \"\"\"The connected components of an undirected graph as lists in board order, in a fixed order.\"\"\"
    return sorted((spots(c) for c in nx.connected_components(graph)), key=lambda c: PLACE_INDEX[c[0]])


def trip(source):
    \"\"\"The heading graph as one move sees it: no arc leaves a city, except the city the move starts from.\"\"\"
    return nx.subgraph_view(H, filter_edge=lambda u, v: u[1] is not None or u == source)


opening = loire.scenario(players=2, seed=1, player=0)  # the seed-1 opening, red to move
print(opening)
rec = reconstructed()
print("reconstructed village names:", rec["villages"])
print("villages whose good is known from the rulebook:", sorted(set(VILLAGES) - RECONSTRUCTED_GOODS))
print("market prices:", PRICES, COMPONENTS.market["prices"].provenance, "· the top price",
      COMPONENTS.market["top_price"].value, COMPONENTS.market["top_price"].provenance)
print("also reconstructed:", rec["board"], "· shields:", rec["shields"])"""),
code("""assert rec["villages"] == [BOARD.villages[road][i] for road in ("north", "south") for i in (0, -1)]
assert set(VILLAGES) - RECONSTRUCTED_GOODS == {"Saumur"}
assert all("inferred" in BOARD.village_info[v].source for v in VILLAGES if v not in rec["villages"])
assert COMPONENTS.market["prices"].provenance == "reconstructed"
assert COMPONENTS.market["top_price"].provenance == "rulebook"
assert rec["board"] == ["villages_per_road", "river length"] and rec["shields"] == ["colours", "counts"]
assert all(provenance == "rulebook" for provenance, _ in BOARD.cities.values())"""),
md("""## The land: one loop of twenty places

Twenty nodes and twenty edges. Every place has exactly two neighbours (degree 2), and a connected graph in which
every node has degree 2 is a single **cycle**. `nx.find_cycle` walks it: out from Nantes along the north road, into
Orléans, back along the south road. The number of independent cycles of a graph (the size of `nx.cycle_basis`) is
edges − nodes + components = 20 − 20 + 1 = 1: this loop is the only one. Both roads are shortest paths between the
cities, 10 steps each, and no two places are farther apart than that (the **diameter**)."""),
code("""# rule: loire.setup.board
print(G)
print("kinds:", dict(Counter(kind for _, kind in G.nodes(data="kind"))),
      "· road segments:", dict(Counter(road for _, _, road in G.edges(data="road"))))
print("Saumur:", G.nodes["Saumur"])
print("degrees:", dict(Counter(d for _, d in G.degree)))
loop = nx.find_cycle(G, NANTES)
print(f"the cycle from Nantes, {len(loop)} steps:", " → ".join(u for u, _ in loop), "→", loop[-1][1])
print("independent cycles:", len(nx.cycle_basis(G)))
ways = sorted(nx.all_shortest_paths(G, NANTES, ORLEANS))
for way in ways:
    print(f"{len(way) - 1} steps on the {G.edges[way[0], way[1]]['road']} road:", " - ".join(way))
print("diameter:", nx.diameter(G), "· centre:", len(nx.center(G)), "of", len(G), "places")
board(opening, "one cycle: Nantes, the north road, Orléans, the south road, Nantes",
      path=[u for u, _ in loop] + [NANTES])"""),
code("""assert G.number_of_nodes() == G.number_of_edges() == 20 and nx.is_connected(G)
assert {d for _, d in G.degree} == {2} and len(loop) == 20 and {u for u, _ in loop} == set(G)
assert len(nx.cycle_basis(G)) == G.number_of_edges() - G.number_of_nodes() + nx.number_connected_components(G) == 1
assert [w[1] for w in ways] == ["Ancenis", "Champtoceaux"] and all(len(w) == 11 for w in ways)
assert [tuple(w) for w in ways] == [BOARD.path(NANTES, "north"), BOARD.path(NANTES, "south")]
assert nx.diameter(G) == 10 and len(nx.center(G)) == 20  # on a cycle every place is as central as any other"""),
md("""Each road on its own is an **edge-induced subgraph**: keep the segments whose `road` attribute names it. It is a
**path graph** (a tree in which no node has more than two neighbours) from Nantes to Orléans, and
`BOARD.path(city, road)` lists it."""),
code("""for road in BOARD.villages:
    R = G.edge_subgraph((u, v) for u, v, r in G.edges(data="road") if r == road)
    print(f"{road}: {R.number_of_nodes()} places, {R.number_of_edges()} segments, tree: {nx.is_tree(R)},",
          "most neighbours:", max(d for _, d in R.degree))"""),
code("""for road in BOARD.villages:
    R = G.edge_subgraph((u, v) for u, v, r in G.edges(data="road") if r == road)
    assert nx.is_tree(R) and max(d for _, d in R.degree) == 2
    assert tuple(nx.shortest_path(R, NANTES, ORLEANS)) == BOARD.path(NANTES, road)"""),
md("""## What if a road were cut?

Nothing in the rules ever closes a road; this is a thought experiment about the graph. A **bridge** is an edge whose
loss disconnects the graph. A cycle has none: cut one segment and the loop becomes a long path, still connected,
although the two places on either side of the cut are now 19 steps apart. It takes two cuts (the **edge
connectivity** is 2) to split the land into two **components**. Taking away the two cities (two nodes: the **node
connectivity** is 2 too) leaves exactly the two roads."""),
code("""print("bridges:", list(nx.bridges(G)), "· articulation points:", list(nx.articulation_points(G)),
      "· edge connectivity:", nx.edge_connectivity(G), "· node connectivity:", nx.node_connectivity(G))
once = nx.Graph(G)
once.remove_edge("Tours", "Vendôme")
print("cut Tours-Vendôme: connected", nx.is_connected(once), "· a path graph", nx.is_tree(once),
      "· Tours to Vendôme:", nx.shortest_path_length(once, "Tours", "Vendôme"), "steps")
twice = nx.Graph(once)
twice.remove_edge("Ussé", "Villandry")
print("cut Ussé-Villandry too:", *pieces(twice), sep="\\n  ")
roads_only = G.subgraph(VILLAGES)
print("without the cities:", *pieces(roads_only), sep="\\n  ")"""),
code("""assert not list(nx.bridges(G)) and not list(nx.articulation_points(G))
assert nx.edge_connectivity(G) == nx.node_connectivity(G) == 2
assert nx.is_connected(once) and nx.is_tree(once) and nx.shortest_path_length(once, "Tours", "Vendôme") == 19
assert nx.number_connected_components(twice) == 2 and "Nantes" in pieces(twice)[0] and "Orléans" in pieces(twice)[1]
assert pieces(roads_only) == [list(BOARD.villages["north"]), list(BOARD.villages["south"])]"""),
md("""## Where a move can end: horses + 1 places

A piece moves **exactly** one place more than the horses in its team, at most two horses, so a move is 1, 2 or 3
places long; before moving it may leave horses behind to shorten it. Leaving a city it chooses either road. In the
seed-1 opening red's merchant stands in Nantes and red's messenger in Orléans, each with two horses.
`routes.ends(state, piece)` plays every legal travel of the piece on a copy and lists, by team size, where it
can stop and what it could do there (the merchant buys the village's good; the messenger can deliver red's level-1
message at Talcy)."""),
code("""# rule: loire.move.steps, loire.move.city-choice, loire.move.drop-horses, loire.move.max-horses
state = opening.state
found = {}
for piece in ("merchant", "messenger"):
    found[piece] = routes.ends(state, piece)
    print(f"red's {piece}: {state.me.piece(piece)}")
    for team, stops in found[piece].items():
        print(f"  {team} horse(s), {team + 1} place(s):", {place: list(acts) for place, acts in stops.items()})
display(board(opening, "red's merchant can stop 1, 2 or 3 places from Nantes (ringed)",
              highlight=[p for stops in found["merchant"].values() for p in stops]),
        board(opening, "red's messenger can stop 1, 2 or 3 places from Orléans (ringed)",
              highlight=[p for stops in found["messenger"].values() for p in stops]))"""),
code("""assert all(list(found[piece]) == [0, 1, 2] for piece in found)  # never more than two horses
assert found["merchant"][2] == {"Langeais": ("buy wood",), "Montsoreau": ("buy wine",)}
assert found["messenger"][2]["Talcy"] == ("deliver Talcy",) and state.me.hand == ("Talcy",)
assert len([m for m in opening.legal_moves() if isinstance(m, loire.Travel)]) == 12  # 2 pieces x 3 teams x 2 roads"""),
md("""In graph words a city offers a choice of two arcs and every step after that is forced, so the stops of a move of
*k* places are the travel states at distance exactly *k*: `nx.descendants_at_distance(H, start, k)` in the
heading graph (next section). It gives the same places as the engine. A dropped horse stays where it was left, free
for anyone to take later."""),
code("""for piece, city in (("merchant", NANTES), ("messenger", ORLEANS)):
    for team in found[piece]:
        far = nx.descendants_at_distance(H, (city, None), team + 1)
        print(f"{piece}, {team + 1} place(s) from {city}: {sorted(far)}")
opening.play("merchant -2 Ancenis")
left_behind = opening.state.horses_at(NANTES)
print("after 'merchant -2 Ancenis':", opening.state.me.merchant, "· free horses in Nantes:", left_behind)
taken_back = opening.undo()"""),
code("""for piece, city in (("merchant", NANTES), ("messenger", ORLEANS)):
    for team, stops in found[piece].items():
        assert spots(nx.descendants_at_distance(H, (city, None), team + 1)) == spots(stops)
assert left_behind == 2 and str(taken_back) == "merchant -2 Ancenis" and opening.state.horses_at(NANTES) == 0"""),
md("""## The heading graph: why the direction is fixed between the cities

A piece in Saumur going to Orléans and a piece in Saumur going to Nantes stand on the same place but are not in the
same situation. `routes.heading_graph()` makes that explicit: its nodes are **travel states** `(place, toward)`, a
city with `toward=None`, a village once for each city it can head for, and each arc is one step of travel, carrying
the `road` it runs on. So 2 + 2 × 18 = 38 nodes, and each of the 20 road segments gives two arcs, one per direction:
40 arcs.

The **out-degree** says how many ways on a state has. Every village state has exactly one: there is no choice once a
piece is on a road. Only the two cities have two, one per road: that is where the road is chosen."""),
code("""# rule: loire.move.city-choice, loire.move.keep-road
print(H)
print("Saumur's two states:", sorted(n for n in H if n[0] == "Saumur"))
print("out-degrees:", dict(Counter(d for _, d in H.out_degree)),
      "· in-degrees:", dict(Counter(d for _, d in H.in_degree)))
print("states with a choice:", sorted((n for n in H if H.out_degree(n) > 1), key=str))
print("out of Nantes:", sorted((v, road) for _, v, road in H.out_edges((NANTES, None), data="road")))
print("out of Saumur heading for Orléans:", list(H.successors(("Saumur", ORLEANS))),
      "· heading for Nantes:", list(H.successors(("Saumur", NANTES))))"""),
code("""assert H.number_of_nodes() == 2 + 2 * 18 and H.number_of_edges() == 2 * G.number_of_edges() == 40
assert {H.out_degree(n) for n in H if n[1] is not None} == {1}
assert {n for n in H if H.out_degree(n) > 1} == {(c, None) for c in CITIES}
assert {road for _, _, road in H.out_edges((NANTES, None), data="road")} == {"north", "south"}
assert list(H.successors(("Saumur", ORLEANS))) == [("Montsoreau", ORLEANS)]
assert list(H.successors(("Saumur", NANTES))) == [("Champtoceaux", NANTES)]"""),
md("""Over several moves a piece can get anywhere: the heading graph is **strongly connected** (every state reaches
every other). But every **cycle** in it passes through both cities: `nx.simple_cycles` finds exactly four, one for
each choice of road out of Nantes and road back from Orléans, each 20 steps long. A piece never turns round between
the cities.

Now look at the heading graph as one move sees it: take away the arcs leaving the cities (a move may not pass
through a city). What remains has no cycle at all (a **DAG**) and falls into two **weakly connected components**:
everything heading for Orléans and everything heading for Nantes. Reverse the arcs of either and you get an
**arborescence**, a tree hanging from its city: from each state there is exactly one way to go, and it ends at the
city ahead."""),
code("""print("strongly connected:", nx.is_strongly_connected(H))
cycles = list(nx.simple_cycles(H))


def road_out(cycle, city):
    \"\"\"The road a cycle of the heading graph takes out of a city.\"\"\"
    i = cycle.index((city, None))
    return H.edges[cycle[i], cycle[(i + 1) % len(cycle)]]["road"]


shapes = sorted((len(c), road_out(c, NANTES), road_out(c, ORLEANS)) for c in cycles)
print(len(cycles), "simple cycles (length, road out of Nantes, road out of Orléans):", shapes)
moves_only = nx.subgraph_view(H, filter_edge=lambda u, v: u[1] is not None)  # no arc leaves a city
print("without leaving a city: acyclic", nx.is_directed_acyclic_graph(moves_only), "·",
      nx.number_weakly_connected_components(moves_only), "weak components")
for part in sorted(nx.weakly_connected_components(moves_only), key=lambda part: min(map(str, part))):
    tree = moves_only.subgraph(part).reverse()
    root = next(n for n in tree if tree.in_degree(n) == 0)
    print(f"  {len(part)} states, reversed an arborescence: {nx.is_arborescence(tree)}, rooted at {root}")"""),
code("""assert nx.is_strongly_connected(H)
assert sorted(shapes) == [(20, a, b) for a in ("north", "south") for b in ("north", "south")]
assert all((NANTES, None) in c and (ORLEANS, None) in c for c in cycles)
assert nx.is_directed_acyclic_graph(moves_only) and nx.number_weakly_connected_components(moves_only) == 2
for part in nx.weakly_connected_components(moves_only):
    tree = moves_only.subgraph(part).reverse()
    assert nx.is_arborescence(tree) and len(part) == 19
    assert {n[1] for n in part if n[1]} == {next(n[0] for n in tree if tree.in_degree(n) == 0)}"""),
md("""### What lies behind a piece

Red's merchant stands in Saumur heading for Orléans, with one horse and a free horse on the spot it may add (at most
one). Within one move it can only reach what lies **ahead** of it: `nx.descendants` in the one-move view of the
heading graph is the rest of the south road and Orléans (that is `AHEAD[place, toward]` in `loire.state`).
Champtoceaux and Nantes are behind it: the engine refuses both, and so it refuses Angers on the other road. To get
back to Champtoceaux the merchant must go on to Orléans and come round: 17 steps, a shortest path in the heading
graph, where the map would say 1."""),
code("""# rule: loire.move.keep-road, loire.move.add-horse
ahead = loire.scenario(players=2, seed=1, player=0, loose={"Saumur": 1},
                       seats=[{"merchant": "Saumur>Orléans", "merchant_horses": 1}, {}])
source = ("Saumur", ORLEANS)
dist = nx.single_source_shortest_path_length(trip(source), source)  # every state one move can pass
front = [place for (place, _), d in sorted(dist.items(), key=lambda kv: kv[1]) if d > 0]
print("within one move's reach, nearest first:", front)
print("the same as nx.descendants:", spots(nx.descendants(trip(source), source)) == spots(front))
print("this turn:", {team: list(stops) for team, stops in routes.ends(ahead.state, "merchant").items()})
for move in ("merchant -1 Champtoceaux", "merchant Angers", "merchant +1 Ussé"):
    print(f"{move:25}", ahead.check(move))
back = nx.shortest_path(H, source, ("Champtoceaux", NANTES))
print(f"back to Champtoceaux: {len(back) - 1} steps:", " → ".join(place for place, _ in back))
print("on the map:", nx.shortest_path_length(G, "Saumur", "Champtoceaux"), "step")
board(ahead, "heading for Orléans from Saumur: only the ringed places lie ahead", highlight=front,
      path=["Saumur", *front])"""),
code("""assert front == list(AHEAD["Saumur", ORLEANS]) and "Champtoceaux" not in front
assert spots(nx.descendants(trip(source), source)) == spots(front)
assert not nx.has_path(trip(source), source, ("Champtoceaux", NANTES))
assert {t: list(s) for t, s in routes.ends(ahead.state, "merchant").items()} == {
    0: ["Montsoreau"], 1: ["Chinon"], 2: ["Ussé"]}
assert ahead.check("merchant -1 Champtoceaux").rule == ahead.check("merchant Angers").rule == "loire.move.keep-road"
assert ahead.check("merchant +1 Ussé").ok
assert len(back) - 1 == 17 and (ORLEANS, None) in back and nx.shortest_path_length(G, "Saumur", "Champtoceaux") == 1"""),
md("""## Cities are reached exactly

A move may not pass through a city, nor stop short of it. Red's merchant is in Cheverny heading for Orléans, two
places away, with two horses: a move of 3 places would run past Orléans. In the bare heading graph the states at
distance 3 lie beyond Orléans, on the way back; `routes.reachable` walks the one-move view instead (the cities are
dead ends) and finds nothing. `loire.rules.destinations` agrees: there is no stop for 3 places. The remedy is to drop
horses: with one horse the merchant lands in Orléans exactly, with none it stops in Chambord. The horses left behind
stay in Cheverny."""),
code("""# rule: loire.move.exact-steps, loire.move.drop-horses
near = loire.scenario(players=2, seed=1, player=0, seats=[{"merchant": "Cheverny>Orléans", "merchant_horses": 2}, {}])
source = ("Cheverny", ORLEANS)
for steps in (1, 2, 3):
    print(f"{steps} place(s): bare graph {sorted(nx.descendants_at_distance(H, source, steps))}",
          f"· one move {sorted(routes.reachable(*source, steps))}")
me = near.state.me
print("destinations for 3 places:", destinations(near.state, me, me.merchant, 3))
print("this turn:", {team: list(stops) for team, stops in routes.ends(near.state, "merchant").items()})
for move in ("merchant Orléans", "merchant -1 Orléans", "merchant -2 Chambord"):
    print(f"{move:21}", near.check(move))
board(near, "from Cheverny with two horses: drop one to land on Orléans exactly", highlight=["Chambord", ORLEANS],
      path=["Cheverny", "Chambord", ORLEANS])"""),
code("""assert nx.descendants_at_distance(H, source, 3) == {("Meung-sur-Loire", NANTES), ("Chambord", NANTES)}
assert routes.reachable(*source, 2) == {(ORLEANS, None)} and routes.reachable(*source, 3) == frozenset()
assert destinations(near.state, me, me.merchant, 3) == []
assert list(routes.ends(near.state, "merchant")) == [0, 1]  # no stop for a team of two
assert near.check("merchant Orléans").rule == "loire.move.exact-steps" and near.check("merchant -1 Orléans").ok
near.play("merchant -1 Orléans")
assert near.state.me.merchant.place == ORLEANS and near.state.horses_at("Cheverny") == 1"""),
md("""The same for every village: heading for a city *d* places ahead, a team can take *h* horses only if
*h* + 1 ≤ *d*. Only the last two villages before each city limit the team: next to the city a piece must travel
alone, one place further out with at most one horse."""),
code("""limits = {}
for city in CITIES:
    for v in VILLAGES:
        d = nx.shortest_path_length(trip((v, city)), (v, city), (city, None))
        teams = [h for h in range(3) if routes.reachable(v, city, h + 1)]
        if len(teams) < 3:
            limits[v, city] = (d, teams)
for (v, city), (d, teams) in limits.items():
    print(f"{v:16} heading for {city:8} {d} place(s) away: teams of {teams} horses")"""),
code("""assert all(teams == list(range(d)) for d, teams in limits.values()) and len(limits) == 8
assert {d for d, _ in limits.values()} == {1, 2}"""),
md("""## The market shifts

Every shield colour has a tile on the market, a row of seven spaces priced left to right 1, 1, 2, 2, 3, 3, 4
*(reconstructed, except the 4)*. A good costs the price under the tile of its village's shield colour. After
**every** purchase that colour's tile goes to the right end (price 4) and the tiles to its right close the gap: the
market is a **queue**. `routes.market_after(state, village)` forecasts a purchase by playing it on a copy.

Three purchases in a row from the seed-1 opening: red buys cheese in Saumur, blue wood in Langeais, red wine in
Montsoreau. The circus is in Ussé, so the blue tile is the circus tile; it starts on the right end and each
purchase of a colour to its left moves it one space left."""),
code("""# rule: loire.market.shift, loire.buy.price
market = loire.scenario(players=2, seed=1, player=0)
s = market.state
circus_colour = s.shield(s.circus)


def row(m):
    return " ".join(f"{c}:{p}" for c, p in zip(m, PRICES, strict=True))


print("start: ", row(s.market), f"· circus tile {circus_colour} on space {s.market.index(circus_colour) + 1}")
turns = [["merchant -1 Saumur", "buy cheese", "messenger Amboise", "end"],
         ["merchant Langeais", "buy wood", "messenger Amboise", "end"],
         ["merchant -1 Montsoreau", "buy wine"]]
purchases = []
for moves in turns:
    for move in moves:
        if move.startswith("buy"):
            village, before = market.state.me.merchant.place, market.state.market
            forecast = routes.market_after(market.state, village)
            paid = market.state.price(market.state.shield(village))
        market.play(move)
        if move.startswith("buy"):
            after = market.state.market
            purchases.append((village, before, forecast, after))
            print(f"{market.players[market.state.player]} buys in {village} ({market.state.shield(village)},",
                  f"{paid} denier{'s' if paid != 1 else ''}):")
            print("  after:", row(after), f"· circus tile on space {after.index(circus_colour) + 1}",
                  "· circus moves to one of", list(forecast.circus_to) if forecast.circus_moves else "-")"""),
code("""for village, before, forecast, after in purchases:
    colour = market.state.shield(village)
    gap = before.index(colour)
    assert forecast.market == after  # the forecast is what playing the purchase does
    assert after == tuple(c for c in before if c != colour) + (colour,) and after[-1] == colour
    assert after[:gap] == before[:gap]  # the tiles left of the gap stay put
assert purchases[0][1].index(circus_colour) == 6 and [p[3].index(circus_colour) for p in purchases] == [5, 4, 3]
assert [p[2].circus_moves for p in purchases] == [False, False, True]"""),
md("""## The circus travels

The third purchase slid the circus tile onto the **middle** space (space 4 of 7). Then the circus leaves Ussé: the
active player moves it to a village whose shield has the colour of the **leftmost** tile, now green. Until red
chooses, the only legal moves are the choices (Chinon or Cheverny, ringed); the engine refuses anything else."""),
code("""# rule: loire.circus.move
s = market.state
print("leftmost tile:", s.market[0], "· green villages:", [v for v in VILLAGES if s.shield(v) == s.market[0]])
print("pending choice:", s.turn.pending, "· legal:", [str(m) for m in market.legal_moves()])
for move in ("circus Tours", "end", "circus Cheverny"):
    print(f"{move:16}", market.check(move))
board(market, "the circus tile is on the middle space: red picks a green village",
      highlight=list(s.turn.pending))"""),
code("""assert s.turn.pending == ("Chinon", "Cheverny") == purchases[-1][2].circus_to
assert {s.shield(v) for v in s.turn.pending} == {s.market[0]} == {"green"}
assert [str(m) for m in market.legal_moves()] == ["circus Chinon", "circus Cheverny"]
assert market.check("circus Tours").rule == market.check("end").rule == "loire.circus.move\""""),
md("""Red sends the circus to Chinon, just ahead of its merchant. The tiles are flipped: blue loses the circus side and
green, the leftmost tile, shows it now; nothing moves on the market. Buying where the circus stands costs one denier
less: wine in Chinon now costs 1 − 1 = 0 *(reconstructed prices)*, while Ussé's wood is back at the blue tile's
price."""),
code("""# rule: loire.circus.flip, loire.buy.circus, loire.buy.minimum-zero
before = market.state.market
market.play("circus Chinon")
for rule, sentence in market.explain():
    print(f"  {sentence} [{rule}]")
s = market.state
now = routes.prices(s)
print("circus:", s.circus, "· circus tile:", s.shield(s.circus), "on space", s.market.index(s.shield(s.circus)) + 1)
print("Chinon:", now["Chinon"], "· Ussé:", now["Ussé"])
board(market, "the circus is in Chinon; the green tile shows the circus")"""),
code("""assert s.circus == "Chinon" and s.market == before and s.shield("Chinon") == s.market[0]
assert now["Chinon"].price == max(0, PRICES[0] - 1) == 0
assert now["Ussé"].price == PRICES[s.market.index("blue")] == 2"""),
md("""## What goods cost now

`routes.prices(state)` asks `loire.rules.buy_price` for every village: the market price of its shield colour, less 1
for a farm, 2 for a castle, 1 more where the circus stands, never below 0. Below, the seed-1 opening with a farm of
blue's in Tours and a castle of blue's in Cheverny (everyone gets the discount, not only the owner). A `*` marks a
good that is a reconstruction; **every price is a reconstruction** except where the tile lies on space 7 (price 4),
and the discounts are the rulebook's."""),
code("""# rule: loire.buy.price, loire.buy.farm, loire.buy.castle, loire.buy.circus
shop = loire.scenario(players=2, seed=1, player=0, buildings={"Tours": "1 farm", "Cheverny": "1 castle"})
s = shop.state
table = routes.prices(s)
print(f"{'village':16} {'road':6} {'good':8} {'shield':7} space market  off  price")
for v in VILLAGES:
    colour, price = s.shield(v), table[v]
    space = s.market.index(colour)
    notes = [s.building(v)[1]] if s.building(v) else []
    notes += ["circus"] if v == s.circus else []
    good = price.good + ("*" if v in RECONSTRUCTED_GOODS else "")
    print(f"{v:16} {BOARD.positions[v][0]:6} {good:8} {colour:7} {space + 1:>5} {PRICES[space]:>6}",
          f"{PRICES[space] - price.price:>4} {price.price:>6}  {' '.join(notes)}")
cheapest = {}
for v, price in table.items():
    best = cheapest.setdefault(price.good, (price.price, []))
    if price.price < best[0]:
        cheapest[price.good] = (price.price, [v])
    elif price.price == best[0]:
        best[1].append(v)
print("cheapest:", cheapest)
board(shop, "the cheapest place for each good (reconstructed goods and prices)",
      highlight=[v for _, where in cheapest.values() for v in where])"""),
code("""for v, price in table.items():
    off = {"farm": 1, "castle": 2, None: 0}[s.building(v)[1] if s.building(v) else None] + (v == s.circus)
    assert price.price == max(0, PRICES[s.market.index(s.shield(v))] - off)
assert table["Tours"].price == 0 and table["Cheverny"].price == 0  # 1 - 1 and 1 - 2, never below 0
assert s.player == 0 and s.building("Tours") == (1, "farm")  # red pays less at blue's farm
assert table["Ussé"].price == PRICES[s.market.index("blue")] - 1
assert cheapest["cheese"] == (2, ["Champtoceaux"]) and cheapest["wood"] == (0, ["Cheverny"])"""),
md("""Where the merchant can go and what goods cost there, together: red's merchant leaves Nantes with two horses, so it
can stop at six villages (`routes.ends`); `routes.prices` tells what each of them charges *(reconstructed)*."""),
code("""offers = {place: (table[place].good, table[place].price)
          for stops in routes.ends(s, "merchant").values() for place in stops}
print(dict(sorted(offers.items(), key=lambda kv: (kv[1][1], PLACE_INDEX[kv[0]]))))"""),
code("""assert len(offers) == 6 and min(p for _, p in offers.values()) == 1 and offers["Montsoreau"] == ("wine", 1)"""),
md("""## Where each message can go

A level-1 message goes to the village it names, a level-4 (monastery) message to its city, a level-2 or level-3
message to villages of the shield colours it still needs (with the Apprentice, and for level 3 the Helper too).
`routes.deliveries(state, player)` lists, for each message in hand, the places that would take it, nearest first,
with the way there: a **shortest path in the heading graph**, so it respects the messenger's direction.

Red's messenger stands in Saumur heading for Orléans with one horse. Red holds the level-1 message to Angers, the
level-2 message blue+yellow and a monastery message to Orléans (and has hired the Apprentice, and the Mayor to hold
three messages). Angers is only 4 places from Saumur on the map, but behind the messenger: 16 places the long way
round through Orléans. Shields are dealt by the seed."""),
code("""# rule: loire.deliver.level1, loire.deliver.level2, loire.deliver.level4
post = loire.scenario(players=2, seed=1, player=0, seats=[{
    "messenger": "Saumur>Orléans", "messenger_horses": 1, "hand": ["Angers", "blue+yellow", "Orléans.war"],
    "characters": ["Apprentice", "Mayor"]}, {}])
source = ("Saumur", ORLEANS)
letters = routes.deliveries(post.state, 0)
for card, targets in letters.items():
    print(f"{card:12}", [(t.place, t.distance, t.step) for t in targets])
print("on the map, Saumur to Angers:", nx.shortest_path_length(G, "Saumur", "Angers"), "places")
print("this turn:", {team: dict(stops) for team, stops in routes.ends(post.state, "messenger").items()})
angers = letters["Angers"][0]
board(post, f"to Angers: {angers.distance} places the long way round, through Orléans",
      highlight=["Angers"], path=["Saumur", *angers.route])"""),
code("""for targets in letters.values():
    for t in targets:  # the distance is a shortest path to any state at that place
        assert t.distance == min(nx.shortest_path_length(H, source, n) for n in H if n[0] == t.place)
assert angers.distance == 16 and nx.shortest_path_length(G, "Saumur", "Angers") == 4 and ORLEANS in angers.route
assert letters["Orléans.war"][0].distance == 8 and letters["Orléans.war"][0].step == "complete"
assert [post.state.shield(t.place) for t in letters["blue+yellow"]] == ["yellow", "blue", "yellow", "blue", "blue",
                                                                         "yellow"]
assert routes.ends(post.state, "messenger")[0]["Montsoreau"] == ("deliver blue+yellow",)"""),
md("""The level-2 message can take its first step at any blue or yellow village (ringed), the nearest being
Montsoreau, one place ahead. Red drops the horse, stops there and delivers the first step (a cube marks it). Now the
message needs only blue: the yellow villages drop out of the list, and the next stop completes it."""),
code("""# rule: loire.deliver.level2, loire.deliver.cubes
first = [t.place for t in letters["blue+yellow"]]
display(board(post, "blue+yellow: any blue or yellow village takes the first step", highlight=first,
              path=["Saumur", *letters["blue+yellow"][0].route]))
post.play("messenger -1 Montsoreau")
post.play("deliver blue+yellow")
for rule, sentence in post.explain():
    print(f"  {sentence} [{rule}]")
later = routes.deliveries(post.state, 0)["blue+yellow"]
print("now:", [(t.place, t.distance, t.step) for t in later])"""),
code("""assert first[0] == "Montsoreau" and post.state.me.progress[post.state.me.hand.index("blue+yellow")] == ("Montsoreau",)
assert {post.state.shield(t.place) for t in later} == {"blue"} and {t.step for t in later} == {"complete"}
assert [t.place for t in later] == [p for p in first if post.state.shield(p) == "blue"]"""),
md("""## The river: a path graph

The river track is `BOARD.river`, a **path graph** of spaces 0 (the start, the red dot near Nantes) to 20 *(the
printed length is not known; 20 is the farthest goal)*. Each space is a node with the attributes `space`, `start`,
`vp` (1 point per space) and `ends_for`: the player counts whose game ends when a boat reaches it. The goal is space
20 with one or two players, 17 with three, 15 with four. Every boat starts on space 0."""),
code("""# rule: loire.setup.boats, loire.end.boat, loire.score.boat
R = BOARD.river
print(R, "· a path graph:", sorted(R.edges) == sorted(nx.path_graph(R.number_of_nodes()).edges))
print("ends:", [s for s, d in R.degree if d == 1], "· space 0:", R.nodes[0], "· space 17:", R.nodes[17])
goals = {n: loire.new_game(players=n, seed=1).state.goal() for n in range(1, 5)}
print("goal by player count:", goals, "· spaces that end a game:",
      {s: ends for s, ends in R.nodes(data="ends_for") if ends})
print("boats at the start of a four-player game:", [p.boat for p in loire.new_game(players=4, seed=1).state.players])"""),
code("""assert sorted(R.edges) == sorted(nx.path_graph(21).edges) and nx.is_tree(R) and nx.diameter(R) == 20
assert goals == {1: 20, 2: 20, 3: 17, 4: 15} == {n: BOARD.end_space(n) for n in range(1, 5)}
assert {s: e for s, e in R.nodes(data="ends_for") if e} == {15: (4,), 17: (3,), 20: (1, 2)}
assert all(R.nodes[s]["vp"] == s for s in R) and R.nodes[0]["start"]
assert {p.boat for p in loire.new_game(players=4, seed=1).state.players} == {0}"""),
md("""A merchant in Nantes or Orléans may pay for passage once a turn: 6 deniers for one space, 10 for two (never 16 for
three). There is another way: every purchase at a player's farm, monastery or castle moves the owner's boat one
space (below, red buys grain at blue's farm in Tours and blue's boat sails). But with passage alone, how cheap and how
quick is the goal? Make the fares a **weighted directed graph**, an arc
for each passage from each space, none past the goal; the cheapest way is a weighted shortest path (Dijkstra), the
fewest turns an unweighted one."""),
code("""# rule: loire.boat.passage, loire.buy.owner-boat
farm = loire.scenario(players=2, seed=1, player=0, buildings={"Tours": "1 farm"},
                      seats=[{"merchant": "Angers>Orléans", "merchant_horses": 1}, {}])
farm.play_many(["merchant Tours", "buy grain"])
print("boats after red buys at blue's farm:", [p.boat for p in farm.state.players])
print("passages on sale:", [dict(p) for p in COMPONENTS.boat_passage.value])


def fares(goal):
    \"\"\"The passages that can be bought as arcs between river spaces, weighted by their price.\"\"\"
    F = nx.DiGraph()
    for space in range(goal):
        for p in COMPONENTS.boat_passage.value:
            if space + p["spaces"] <= goal:
                F.add_edge(space, space + p["spaces"], deniers=p["deniers"])
    return F


sailing = {}
for n, goal in goals.items():
    F = fares(goal)
    sailing[n] = (nx.shortest_path_length(F, 0, goal, weight="deniers"), nx.shortest_path_length(F, 0, goal))
    print(f"{n} player(s): goal {goal}, at least {sailing[n][0]} deniers and {sailing[n][1]} turns of passage")"""),
code("""assert sailing == {n: (10 * (g // 2) + 6 * (g % 2), (g + 1) // 2) for n, g in goals.items()}
assert sailing[4] == (76, 8) and [p.boat for p in farm.state.players] == [0, 1]
assert COMPONENTS.passage(6) == 1 and COMPONENTS.passage(10) == 2 and COMPONENTS.passage(16) is None"""),
md("""A boat may not sail past the goal. In a four-player game red's boat is on space 14, one short of 15: red's merchant
in Nantes may buy one space but not two, and only once. Reaching the goal triggers the end: every other player
takes one more turn."""),
code("""# rule: loire.boat.target, loire.boat.once, loire.end.boat
river = loire.scenario(players=4, seed=1, player=0, seats=[{"merchant": "Nantes", "money": 20, "boat": 14},
                                                           {"boat": 9}, {"boat": 4}, {}],
                       turn={"moved": ["merchant"], "acting": "merchant"})
print("passages offered:", [str(m) for m in river.legal_moves() if isinstance(m, loire.Boat)])
print("boat 2:", river.check("boat 2"))
river.play("boat 1")
for rule, sentence in river.explain():
    print(f"  {sentence} [{rule}]")
print("boat 1 again:", river.check("boat 1"))
print("boats:", [p.boat for p in river.state.players], "· triggered by", river.players[river.state.trigger],
      "· last turns for", [river.players[p] for p in river.state.final])
board(river, "four players: red's boat has reached the goal, space 15")"""),
code("""assert [str(m) for m in river.legal_moves() if isinstance(m, loire.Boat)] == []
assert river.check("boat 1").rule == "loire.boat.once"
assert river.state.players[0].boat == river.state.goal() == 15 and river.state.trigger == 0
assert river.state.final == (1, 2, 3)
river.undo()
assert river.check("boat 2").rule == "loire.boat.target" and river.check("boat 1").ok"""),
md("""## On the game table: *show connections*

The game tables' *show connections* switch asks `routes.ends` (the legal travels of the engine, as above) about the
player to move: each place where one of their pieces can end its travel is framed in their colour, with a small
hollow disc (merchant) or diamond (messenger) holding the horses it would travel with; the words under the buttons
say the same. Here it is for red at the start of the seed-1 game."""),
code("""from loire.table import connections
fresh = loire.scenario(players=2, seed=1, player=0)
net = connections(fresh, 0)
print(*net.words, sep="\\n")
display(board(fresh, "where red's pieces can end (show connections)", network=net.drawn, hits=True, panel=False))"""),
code("""for place, piece, horses in net.drawn[1]:
    at = fresh.state.me.piece(piece)
    assert place in {where for where, _ in routes.reachable(at.place, at.toward, horses + 1)}
ends = routes.ends(fresh.state, "merchant")
assert {p for p, piece, _ in net.drawn[1] if piece == "merchant"} == {p for places in ends.values() for p in places}"""),
md("""## The explorer: any piece, by clicking

The pupils' *Explore* app (`loire/explore_app.py`) asks `loire.explore.piece_reach` where any piece (not only the
player to move's) can end one move with no horse, one or two: `routes.reachable` on the heading graph, as above."""),
code("""from loire import explore
from loire.state import Piece
saumur, cheverny = Piece("Saumur", "Orléans"), Piece("Cheverny", "Orléans")
print(explore.piece_reach(saumur), explore.piece_reach(cheverny))"""),
code("""assert explore.piece_reach(saumur)[1] == tuple(p for p, _ in routes.reachable("Saumur", "Orléans", 2))
assert explore.piece_reach(cheverny)[2] == ()  # it would pass Orléans"""),
md("""## Summary

* The land is a **cycle** of 20 places (`nx.find_cycle`, one independent cycle); each road is a path from Nantes to
  Orléans, both shortest, 10 steps. It has no bridge: it takes two cuts to split it.
* A move of *h* horses stops at the states at distance exactly *h* + 1 (`nx.descendants_at_distance`) in the
  **heading graph** of travel states, where only the cities have two ways out. That graph is strongly connected,
  but all its cycles pass through both cities, and without the arcs out of the cities it is two trees hanging from
  them: a piece never turns round, and cannot reach what is behind it before the next city.
* A move must not pass through a city (`routes.reachable`); drop horses to land on it exactly.
* The market is a queue; the circus moves when its tile slides onto the middle space, to a village of the leftmost
  colour that the active player picks. Prices follow the market, less building and circus discounts
  (`routes.prices`; goods and prices are partly reconstructed).
* Messages go where `routes.deliveries` says, at shortest-path distances in the heading graph.
* The river is a **path graph**; the goal depends on the player count, and the cheapest passage is a weighted
  shortest path."""),
code("""from tutor.coverage import Use, scan_notebook

shown = {use.rule for use in scan_notebook(Path("02_river_and_roads.ipynb"), "02_river_and_roads.ipynb")
         if isinstance(use, Use)}
assert shown <= set(loire.RULES), sorted(shown - set(loire.RULES))
print(f"{len(shown)} rules of loire.RULES are shown in this notebook:", ", ".join(sorted(shown)))"""),
]
nb = notebook(cells)
if __name__ == "__main__":  # importing this module writes nothing
    write(nb, "notebooks/loire-notebooks/02_river_and_roads.ipynb")
