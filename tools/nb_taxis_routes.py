"""Builds notebooks/taxis-notebooks/02_routes.ipynb; then run tools/execute_notebooks.py on it."""

from nbkit import code, md, notebook, write

cells = [
md("""# Thurn und Taxis: the map as a graph

In Thurn und Taxis a **route** is a row of city cards in which every two neighbours are joined by a road on the map,
and no city comes twice. In graph words: the map is an **undirected graph** (cities are nodes, roads are edges) and a
route is a **simple path** in it. This notebook asks the map the questions players ask, answers them with
[networkx](https://networkx.org) and shows the code, so it doubles as a short lesson in graphs told through the game:

| question in the game | graph idea | networkx |
|---|---|---|
| where can my route go from here? | degree, neighbours | `G.degree`, `G.neighbors` |
| is every city within reach? which provinces hang together? | connectivity, components | `nx.is_connected`, `nx.connected_components`, `G.subgraph` |
| how few cards join two cities? | shortest path, distance | `nx.shortest_path`, `nx.all_shortest_paths`, `nx.diameter` |
| which routes of *n* cities start here? | simple paths with a cutoff | `nx.all_simple_paths(G, s, targets, cutoff=n - 1)` |
| how long can a route get? | longest simple path (Hamiltonian path) | `taxis.routes.longest_routes` |
| which cities can no route avoid? | articulation points, bridges, node cuts | `nx.articulation_points`, `nx.bridges`, `nx.all_node_cuts`, `nx.minimum_node_cut` |
| how is Prussia split, and what joins it? | components of a subgraph, Menger's theorem | `nx.number_connected_components`, `nx.node_disjoint_paths` |

Two maps, two graphs: `taxis.MAPS["base"].graph` (Thurn und Taxis, the south: 22 cities) and
`taxis.MAPS["gug"].graph` (Glanz und Gloria, the north: 23 cities). Each is a frozen `networkx.Graph` whose nodes
carry the attributes `province` (None for a free city), `part` (which part of a split province) and `free`, and
whose edges carry `provenance`. `g.graph` of a game is the graph of its map. The helpers of `taxis.routes`
(`extendable`, `routes_of_length`, `longest_routes`, `provinces_on`, `bonus_for`, `evaluate`, `best_placement`)
are built on the same graphs; the cells below call both and check that they agree.

**Reconstructions.** The base map comes from secondary sources. Of the Glanz und Gloria map only 14 of the 23 city
names (the four free cities among them) and the five roads of the rulebook's worked example are known; the other 9
cities and 30 roads are a reconstruction from real geography (dashed roads and names in italics on the drawn maps). Every result below that
depends on the northern roads is a result about *that reconstruction* and is marked so.

A cell marked `# rule: <id>` demonstrates that rule of `taxis.RULES`; every claim in the text is checked by an
`assert`."""),
code("""import math
from collections import Counter

import networkx as nx
from IPython.display import SVG, display

import taxis
from taxis import routes
from taxis.board import DECKS, MAPS
from taxis.render import render_map
from taxis.rules import placements
from taxis.state import CARRIAGE_HORSES, MAX_HORSE_CARDS

BASE, GUG = MAPS["base"], MAPS["gug"]
G, H = BASE.graph, GUG.graph  # G: the base game's map (south), H: the Glanz und Gloria map (north)


def picture(map_key, title, **options):
    \"\"\"A map as SVG (options as in taxis.render.render_map: route, highlight, houses).\"\"\"
    return SVG(render_map(map_key, title=title, **options))


def show(g, title, **options):
    \"\"\"The map of game g with its houses and the route of the player to move (options: route, highlight).\"\"\"
    return SVG(g.svg(title=title, **options))


def pieces(g):
    \"\"\"The connected components of g as sorted lists, in a fixed order (a subgraph view's order may vary).\"\"\"
    return sorted(sorted(c) for c in nx.connected_components(g))


def pair(a, b):
    \"\"\"A road as a sorted pair of cities: edge tuples come in either order.\"\"\"
    return tuple(sorted((a, b)))"""),
md("""## Two maps, two graphs

Nodes, edges and their attributes, and where each road comes from."""),
code("""for m in (BASE, GUG):
    g = m.graph
    print(f"{m.key}: {g.number_of_nodes()} cities, {g.number_of_edges()} roads")
    print("  roads by provenance:", dict(Counter(p for _, _, p in g.edges(data="provenance"))))
    print("  cities by provenance:", dict(Counter(p for _, p in g.nodes(data="provenance"))))
print("Berlin:", H.nodes["Berlin"]["province"], H.nodes["Berlin"]["part"], "free:", H.nodes["Berlin"]["free"])
print("Hamburg:", H.nodes["Hamburg"]["province"], "free:", H.nodes["Hamburg"]["free"])
confirmed = [pair(a, b) for a, b, p in H.edges(data="provenance") if p != "reconstructed"]
print("confirmed northern roads:", confirmed)
print("reconstructed northern cities:", sorted(GUG.reconstructed_cities))
picture("gug", "Glanz und Gloria: the 9 reconstructed cities ringed", highlight=sorted(GUG.reconstructed_cities))"""),
code("""assert (G.number_of_nodes(), G.number_of_edges(), H.number_of_nodes(), H.number_of_edges()) == (22, 45, 23, 35)
assert not BASE.reconstructed_roads and not BASE.reconstructed_cities  # the base map: secondary sources
assert len(confirmed) == 5 and len(GUG.reconstructed_roads) == 30 and len(GUG.reconstructed_cities) == 9
assert H.nodes["Hamburg"]["province"] is None and H.nodes["Hamburg"]["free"]"""),
md("""## Degrees and neighbours

The **degree** of a city is the number of roads that leave it: how many ways a route ending there can grow. The sum
of all degrees is twice the number of roads (every road has two ends: the *handshake lemma*).
`nx.degree_histogram(g)[k]` counts the cities with *k* roads."""),
code("""for m in (BASE, GUG):
    g = m.graph
    deg = dict(g.degree)
    top = max(deg.values())
    print(f"{m.key}: degrees {nx.degree_histogram(g)} (index = number of roads)")
    print("  most roads:", {c: sorted(g.neighbors(c)) for c in sorted(deg) if deg[c] == top})
    print("  fewest roads:", {c: sorted(g.neighbors(c)) for c in sorted(deg) if deg[c] == min(deg.values())})"""),
code("""assert all(sum(d for _, d in g.degree) == 2 * g.number_of_edges() for g in (G, H))
assert G.degree["Stuttgart"] == 7 and list(G.neighbors("Lodz")) == ["Pilsen"]
assert min(d for _, d in H.degree) == 2  # in the north every city has at least two roads"""),
md("""Lodz has a single road, to Pilsen. So a route that has Lodz at one end can only grow at its other end: Lodz is a
**dead end**. Red's route Pilsen–Lodz below (its end is Lodz) can take Budweis or Regensburg at the start, next to
Pilsen; at the end nothing fits. `routes.extendable` says where each card in the hand may go, and the engine's
verdict names the rule."""),
code("""# rule: taxis.route.road, taxis.route.ends
dead = taxis.scenario(players=2, hands=["Budweis Regensburg Basel", ""], routes=["Pilsen Lodz", ""], drawn=1)
for card, fit in routes.extendable(dead.state).items():
    print(f"{card:10} {'/'.join(fit.ends) or '-':6} {fit.why}")
print(dead.check("route Budweis start"))
print(dead.check("route Budweis"))
show(dead, "red's route ends at Lodz: only the Pilsen end can grow", highlight=sorted(G.neighbors("Pilsen")))"""),
code("""fits = {card: fit.ends for card, fit in routes.extendable(dead.state).items()}
assert fits == {"Basel": (), "Budweis": ("start",), "Regensburg": ("start",)}
assert dead.check("route Budweis start").ok and dead.check("route Budweis").rule == "taxis.route.road"
assert {str(m) for m in dead.legal_moves() if str(m).startswith("route")} == {
    f"route {c} start" for c in G.neighbors("Pilsen") if c in dead.state.hands[0]}"""),
md("""## Connectivity and components

A graph is **connected** when every node can reach every other. Both maps are (the map loader refuses a map that
is not). A **subgraph** keeps some nodes and the edges among them; its **connected components** are the pieces it
falls into. Take the cities of one province: does the province hang together by its own roads?"""),
code("""for m in (BASE, GUG):
    g = m.graph
    count = {p: nx.number_connected_components(g.subgraph(cities)) for p, cities in m.members.items()}
    print(f"{m.key}: connected {nx.is_connected(g)}; provinces in more than one piece:",
          {p: n for p, n in count.items() if n > 1} or "none")
print("Prussia's pieces:", pieces(H.subgraph(GUG.members["Prussia"])))
print("the free cities' pieces:", pieces(H.subgraph(GUG.free_cities)))"""),
code("""assert nx.is_connected(G) and nx.is_connected(H)
assert all(nx.is_connected(G.subgraph(cities)) for cities in BASE.members.values())
split = [p for p, cities in GUG.members.items() if not nx.is_connected(H.subgraph(cities))]
assert split == ["Prussia"]  # only Prussia lies in two parts; the next sections look at it"""),
md("""## Shortest paths: how few cards join two cities

`nx.shortest_path` finds a path with the fewest roads (a breadth-first search); a route joining two cities needs at
least one card more than that many roads. The **eccentricity** of a city is its distance to the farthest city,
the **diameter** the largest distance of all. On the base map, a route from Lodz to Basel needs at least 7 cards, so
such a route is always long enough for the base game's carriage 7."""),
code("""path = nx.shortest_path(G, "Lodz", "Basel")
ways = list(nx.all_shortest_paths(G, "Lodz", "Basel"))
print(len(path), "cities:", " - ".join(path), f"({len(ways)} shortest routes in all)")
for m in (BASE, GUG):
    g = m.graph
    far = sorted({pair(a, b) for a, d in nx.shortest_path_length(g) for b, n in d.items() if n == nx.diameter(g)})
    print(f"{m.key}: diameter {nx.diameter(g)} roads; centre {sorted(nx.center(g))}; farthest pairs {far[:4]} ...")
picture("base", "a shortest route from Lodz to Basel: 7 cities", route=path)"""),
code("""assert len(path) == nx.shortest_path_length(G, "Lodz", "Basel") + 1 == 7
assert all(len(w) == 7 and BASE.along_roads(w) for w in ways)
assert nx.diameter(G) == nx.diameter(H) == 6  # at most 7 cards join any two cities, on either map"""),
md("""## Routes of *n* cities from a city

Every route of *n* cities that starts at a city is a simple path of *n* − 1 roads. `nx.all_simple_paths(g, source,
targets, cutoff)` lists the simple paths from `source` to any node of `targets` with at most `cutoff` roads; keep
those with exactly *n* cities. `routes.routes_of_length` does the same (and with `city=None` lists every route of
the map once, not also reversed)."""),
code("""start, n = "Hamburg", 4
found = sorted(tuple(p) for p in nx.all_simple_paths(H, start, set(H) - {start}, cutoff=n - 1) if len(p) == n)
print(f"{len(found)} routes of {n} cities from {start}:")
for r in found:
    print("  ", " - ".join(r))
print("routes of n cities on the map (each once):")
print("n     " + "".join(f"{k:>7}" for k in range(2, 9)))
for m in (BASE, GUG):
    print(f"{m.key:6}" + "".join(f"{len(routes.routes_of_length(m, None, k)):>7}" for k in range(2, 9)))
picture("gug", f"one of the {len(found)} routes of {n} cities from {start}; ringed: every city they reach",
        route=found[0], highlight=sorted({c for r in found for c in r}))"""),
code("""assert found == routes.routes_of_length("gug", start, n)
assert all(GUG.along_roads(r) and len(set(r)) == n for r in found)
assert len(routes.routes_of_length("gug", None, 2)) == H.number_of_edges()  # a route of 2 is a road
for m in (BASE, GUG):  # every route once, or from each of its two ends
    assert 2 * len(routes.routes_of_length(m, None, 5)) == sum(len(routes.routes_of_length(m, c, 5)) for c in m.graph)"""),
md("""A route is a *simple* path because a city may appear only once. Red's route Hamburg–Bremen–Hannover ends at
Hannover, and Hannover has a road back to Hamburg; but Hamburg is already on the route, so a second Hamburg card
cannot go there. (In Glanz und Gloria a card names the horses on its back: `Hamburg:2` is a Hamburg card with two
horses.)"""),
code("""# rule: taxis.route.no-repeat
loop = taxis.scenario(players=2, variant="gug", hands=["Hamburg:2 Berlin:2 Münster:3", ""],
                      routes=["Hamburg:1 Bremen:1 Hannover:1", ""], drawn=1)
print("Hannover's neighbours:", sorted(H.neighbors("Hannover")))
for move in ("route Hamburg:2", "route Berlin:2", "route Münster:3"):
    print(f"{move:18}", loop.check(move))
show(loop, "Hamburg - Bremen - Hannover: the road back to Hamburg closes a circle", highlight=["Hamburg"])"""),
code("""assert H.has_edge("Hannover", "Hamburg") and loop.check("route Hamburg:2").rule == "taxis.route.no-repeat"
assert loop.check("route Berlin:2").ok and loop.check("route Münster:3").ok"""),
md("""## The longest routes

The longest simple path of a graph is hard to find in general (it asks whether a path through *every* node, a
**Hamiltonian path**, exists, an NP-complete question), but these maps are small. `routes.longest_routes` searches
depth-first and prunes every branch that cannot beat the best route so far (see its docstring). Both maps have
routes through every city: 23 cards on the northern map, 22 on the base map.

A city with one road can only be at an **end** of a route, so on the base map every route through all 22 cities
starts or ends at Lodz. On the northern map (its roads mostly reconstructed) the search lists all of them."""),
code("""whole = routes.longest_routes("gug", limit=None)
ends = Counter(c for r in whole for c in (r[0], r[-1]))
print(f"gug: {len(whole)} routes through all {len(whole[0])} cities; the cities they start or end at:")
print("  ", dict(sorted(ends.items(), key=lambda kv: (-kv[1], kv[0]))))
south = routes.longest_routes("base", limit=20)
print(f"base: routes of {len(south[0])} cities, e.g.", " - ".join(south[0]))
picture("gug", "a route through all 23 cities of the northern map (on the reconstructed roads)", route=whole[0])"""),
code("""assert all(len(r) == H.number_of_nodes() and GUG.along_roads(r) for r in whole)
assert len(set(whole)) == len(whole)  # each route once, not also reversed
assert all(len(r) == G.number_of_nodes() and BASE.along_roads(r) and "Lodz" in (r[0], r[-1]) for r in south)"""),
md("""## Choke points: articulation points, bridges and node cuts

An **articulation point** is a city whose loss would split the map; a **bridge** is such a road. On the base map
Pilsen is the only one, and Pilsen–Lodz the only bridge: every route that has Lodz and any third city has Pilsen
too. The northern map (as reconstructed) has neither: it is **2-connected**, `nx.node_connectivity` is 2. Its choke
points are *pairs* of cities: `nx.all_node_cuts` lists every smallest set of cities whose loss splits the map, and
the cities each pair cuts off."""),
code("""print("base: articulation points", sorted(nx.articulation_points(G)),
      "bridges", sorted(pair(*e) for e in nx.bridges(G)))
print("gug:  articulation points", sorted(nx.articulation_points(H)), "bridges", sorted(nx.bridges(H)),
      "node connectivity", nx.node_connectivity(H))
cuts = sorted(sorted(c) for c in nx.all_node_cuts(H))
cut_off = {}
for c in cuts:
    parts = sorted(pieces(H.subgraph(set(H) - set(c))), key=len)
    cut_off[tuple(c)] = sorted(set().union(*parts[:-1]))
    print(f"  without {' and '.join(c):22} cut off: {', '.join(cut_off[tuple(c)])}")
widest = max(cut_off, key=lambda c: len(cut_off[c]))
picture("gug", f"{' and '.join(widest)}: the gateway to the south-west (reconstruction)",
        highlight=[*widest, *cut_off[widest]])"""),
code("""assert sorted(nx.articulation_points(G)) == ["Pilsen"] and [pair(*e) for e in nx.bridges(G)] == [("Lodz", "Pilsen")]
assert all("Pilsen" in r for r in routes.routes_of_length("base", None, 3) if "Lodz" in r)
assert not list(nx.articulation_points(H)) and not list(nx.bridges(H)) and nx.node_connectivity(H) == 2
assert all(not nx.is_connected(H.subgraph(set(H) - set(c))) for c in cuts)
assert widest == ("Fulda", "Münster") and len(cut_off[widest]) == 8"""),
md("""## Prussia: one province in two parts

In Glanz und Gloria Prussia is one province whose cities lie in two parts of the map, east and west (the node
attribute `part`). Its subgraph falls into exactly these two components: no road joins the parts directly. What
joins them are other provinces. Contract each part into one node: by **Menger's theorem** the number of
connections that share no city (`nx.node_disjoint_paths`) equals the fewest cities whose loss would cut the parts
apart (`nx.minimum_node_cut`). Hannover alone joins the parts with one city between them, and the five roads of
the rulebook's example (solid on the map) already join them, through Hannover, Hamburg and Bremen."""),
code("""east, west = GUG.parts["Prussia"]["east"], GUG.parts["Prussia"]["west"]
P = H.subgraph(GUG.members["Prussia"])
print("Prussia:", P.number_of_nodes(), "cities,", P.number_of_edges(), "roads,",
      nx.number_connected_components(P), "components:", pieces(P))
Q = nx.Graph(H)  # the map with each part contracted into one node
for name, part in (("east", east), ("west", west)):
    Q.add_edges_from((name, nb) for c in part for nb in H.neighbors(c) if nb not in part)
    Q.remove_nodes_from(part)
joins = [p[1:-1] for p in nx.node_disjoint_paths(Q, "east", "west")]
print("connections sharing no city:", sorted(joins, key=len))
print("fewest cities that cut the parts apart:", sorted(nx.minimum_node_cut(Q, "east", "west")))
print("one city joining both parts:", [c for c in sorted(H) if c not in P and nx.is_connected(H.subgraph([*P, c]))])
rulebook_roads = H.edge_subgraph(confirmed)
print("on the rulebook's roads alone:", nx.shortest_path(rulebook_roads, "Berlin", "Münster"))
picture("gug", "Prussia's two parts (ringed) and what joins them", highlight=[*east, *west],
        route=nx.shortest_path(H, "Berlin", "Münster"))"""),
code("""assert nx.number_connected_components(P) == 2
assert pieces(P) == sorted([sorted(east), sorted(west)])
assert all(H.nodes[c]["part"] == "east" for c in east) and all(H.nodes[c]["part"] == "west" for c in west)
assert len(joins) == len(nx.minimum_node_cut(Q, "east", "west")) == nx.node_connectivity(Q, "east", "west")
assert nx.shortest_path(H, "Berlin", "Münster") == ["Berlin", "Hannover", "Münster"]
assert set(nx.shortest_path(rulebook_roads, "Berlin", "Münster")) == {"Berlin", "Hannover", "Hamburg", "Bremen",
                                                                      "Münster"}"""),
md("""That matters when houses are placed. The rulebook's worked example closes the route Halle–Berlin–Hannover–Hamburg–
Bremen–Münster. `routes.provinces_on` sorts its cities by province: Prussia has three of them, in both parts, and
placing houses "in one province" (mode A) means all three, Münster in the west as well as Halle and Berlin in the
east. Two of the three is refused."""),
code("""# rule: taxis.close.prussia
EXAMPLE = "Halle:1 Berlin:1 Hannover:1 Hamburg:1 Bremen:1 Münster:1"  # the rulebook's route, as cards
example = taxis.scenario(players=2, variant="gug", routes=[EXAMPLE, ""], horses=["Berlin:3 Halle:2", ""],
                         drawn=1, played=1)
on_route = routes.provinces_on("gug", example.state.routes[0])
print(on_route)
for move in ("close Berlin Halle Münster", "close Berlin Halle"):
    print(f"{move:28}", example.check(move))
show(example, "the rulebook's example route; mode A in Prussia: Halle, Berlin and Münster",
     highlight=on_route["Prussia"])"""),
code("""assert on_route == {"Prussia": ["Halle", "Berlin", "Münster"], "Hannover": ["Hannover"],
                    routes.FREE: ["Hamburg", "Bremen"]}
assert {H.nodes[c]["part"] for c in on_route["Prussia"]} == {"east", "west"}
assert example.check("close Berlin Halle Münster").ok
assert example.check("close Berlin Halle").rule == "taxis.close.prussia\""""),
md("""## The free cities

Frankfurt, Bremen, Hamburg and Lübeck are **free cities**: nodes with `free=True` and no province. A route may pass
through several of them, but one closing puts a house on at most one; the first house on a free city takes its
round 1-point tile at once. The example route has two free cities, Hamburg and Bremen."""),
code("""# rule: taxis.close.free-city, taxis.bonus.free-city
free = sorted(c for c, is_free in H.nodes(data="free") if is_free)
print("free cities:", free, "provinces:", {H.nodes[c]["province"] for c in free})
print("free neighbours:", {c: [nb for nb in H.neighbors(c) if nb in free] for c in free})
for move in ("close Berlin Bremen Hamburg Hannover", "close Berlin Bremen Hannover"):
    print(f"{move:38}", example.check(move))
print("tiles for Berlin, Bremen, Hannover:", routes.bonus_for(example.state, ["Berlin", "Bremen", "Hannover"]))"""),
code("""assert free == sorted(GUG.free_cities) and all(H.nodes[c]["province"] is None for c in free)
assert example.check("close Berlin Bremen Hamburg Hannover").rule == "taxis.close.free-city"
assert ("free-bremen", 1) in routes.bonus_for(example.state, ["Berlin", "Bremen", "Hannover"])
assert not [w for w in placements(example.state) if len(set(w) & set(free)) > 1]  # never two free cities"""),
md("""## The best way to place houses

Closing a route, the player chooses **mode A**, a house on every city of the route in one province, or **mode B**, a
house on one city of each province the route passes (plus, in Glanz und Gloria, at most one free city).
`taxis.rules.placements` lists every legal choice; `routes.evaluate` says what one brings now (a point for every house,
since each house placed is a point not lost at the end, plus the bonus tiles it takes, from `routes.bonus_for`);
`routes.best_placement` picks the best.

**Base map.** Red closes Freiburg–Carlsruhe–Mannheim–Würzburg–Nürnberg: Baden (three cities) and Bavaria (two).
Mode A in Baden places three houses and completes Baden, which takes the top Baden tile."""),
code("""# rule: taxis.close.one-province, taxis.close.spread, taxis.bonus.route-length, taxis.bonus.province


def modes(state, way):
    \"\"\"Mode A (one province in full) or B (one city per province) for a legal placement `way`.\"\"\"
    on = {p: cs for p, cs in routes.provinces_on(state.map, state.routes[state.player]).items() if p != routes.FREE}
    provs = [state.map.province_of(c) for c in way if not state.map.cities[c].free]
    out = [f"A {p}" for p, cs in on.items() if sorted(provs) == [p] * len(cs)]
    if sorted(provs) == sorted(on):
        out.append("B")
    return "/".join(out)


def table(state):
    for way in placements(state):
        v = routes.evaluate(state, way)
        print(f"{modes(state, way):11} {' '.join(way):30} {v.points:>3}  tiles {list(v.tiles)}")


south = taxis.scenario(players=2, routes=["Freiburg Carlsruhe Mannheim Würzburg Nürnberg", ""], drawn=1, played=1)
table(south.state)
best = routes.best_placement(south.state)
print("best:", best.why)
show(south, "mode A in Baden: three houses and the Baden tile", highlight=list(best.cities))"""),
code("""assert best.cities == ("Carlsruhe", "Freiburg", "Mannheim") and modes(south.state, best.cities) == "A Baden"
assert best.tiles == (("route-5", 2), ("baden", 3)) and best.points == 3 + 2 + 3
assert max(routes.evaluate(south.state, w).points for w in placements(south.state)) == best.points"""),
md("""Play it: the tiles the engine hands out are the ones `bonus_for` predicted, and the explanation names the rules.
Red also takes carriage 3, the first: carriages come one step at a time, however long the route, and since the
carriage does not depend on the placement `best_placement` leaves it out."""),
code("""south.play(f"close {' '.join(best.cities)}")
for rule, sentence in south.explain():
    print(f"  {sentence} [{rule}]")
show(south, "after the closing: red's houses")"""),
code("""assert south.state.tiles[0] == best.tiles and south.state.houses[0] == set(best.cities)
assert south.state.carriages[0] == 3 and not south.state.routes[0]"""),
md("""**Northern map.** The rulebook's example route once more. Mode B (one Prussian city, Hannover, and a free city)
places three houses and takes a free-city tile; mode A in Prussia places three houses without one. With nothing yet
on the map, mode B wins."""),
code("""table(example.state)
north = routes.best_placement(example.state)
print("best:", north.why)
show(example, "mode B: one Prussian city, Hannover and one free city", highlight=list(north.cities))"""),
code("""assert modes(example.state, north.cities) == "B" and north.points == 7
assert len(set(north.cities) & set(free)) == 1
assert routes.evaluate(example.state, ["Berlin", "Halle", "Münster"]).points == 6"""),
md("""The best choice depends on the houses already placed. Give red houses on the other four Prussian cities,
Stettin in the east and Düsseldorf, Cölln and Coblenz in the west: now mode A in Prussia completes the province
across both parts and takes the top Prussia tile as well."""),
code("""# rule: taxis.bonus.prussia
later = taxis.scenario(players=2, variant="gug", routes=[EXAMPLE, ""], horses=["Berlin:3 Halle:2", ""],
                       houses=["Stettin Düsseldorf Cölln Coblenz", ""], drawn=1, played=1)
prussia = routes.best_placement(later.state)
print("best:", prussia.why)
later.play(f"close {' '.join(prussia.cities)}")
for rule, sentence in later.explain():
    print(f"  {sentence} [{rule}]")
show(later, "every Prussian city, in both parts, has a red house")"""),
code("""assert prussia.cities == ("Berlin", "Halle", "Münster") and ("prussia", 5) in prussia.tiles
assert later.state.tiles[0] == prussia.tiles and set(GUG.members["Prussia"]) <= later.state.houses[0]"""),
md("""## Horses: how long a route the carriage can pull

In Glanz und Gloria a route of *n* cards closes only if at least *n* horses pull the carriage: the carriage card's
own two, plus the horses on the backs of the cards laid face down before it, at most six cards. Each city's three
cards show 1, 2 and 3 horses (a reconstruction: the real backs are not known). So the most horses there can be is
2 + 6 × 3 = 20, and a route through all 23 cities of the map, however well it fits the roads, can never be closed.
The table: the horse cards a route of *n* cards needs at the fewest (all with 3 horses) and at the most (all with
1 horse); `-` where six cards are not enough."""),
code("""backs = sorted({c.horses for c in DECKS["gug"].cards})
most = CARRIAGE_HORSES + MAX_HORSE_CARDS * max(backs)
print("horses on a card's back:", backs, f"({DECKS['gug'].horses.provenance});",
      "the most a carriage can have:", most)
print("cards n   " + "".join(f"{n:>4}" for n in range(3, 24)))


def cards_for(n, horses):
    \"\"\"Horse cards with `horses` each that a route of n cards needs ('-': more than the row can hold).\"\"\"
    k = math.ceil(max(0, n - CARRIAGE_HORSES) / horses)
    return str(k) if k <= MAX_HORSE_CARDS else "-"


print("3 horses  " + "".join(f"{cards_for(n, max(backs)):>4}" for n in range(3, 24)))
print("1 horse   " + "".join(f"{cards_for(n, min(backs)):>4}" for n in range(3, 24)))
print("longest route on the map:", len(whole[0]), "cards; the longest the horses can close:", most)"""),
code("""assert backs == [1, 2, 3] and most == 20 < len(whole[0]) == 23
assert [n for n in range(3, 24) if cards_for(n, 3) == "-"] == [21, 22, 23]
assert [n for n in range(3, 24) if cards_for(n, 1) != "-"] == list(range(3, 9))"""),
md("""A small case. Red has the five-card route Hamburg–Bremen–Münster–Düsseldorf–Cölln and has played this turn's card;
the carriage has 2 horses and one horse card with 1, three in all: too few to close. With the **Postal Carrier**
red plays a second card, Dresden with 3 horses on its back, face down as horses: now 6 horses, and the route closes.
A row of six horse cards takes no seventh."""),
code("""# rule: taxis.horses.close, taxis.official.postal-carrier, taxis.horses.max
pull = taxis.scenario(players=2, variant="gug", routes=["Hamburg:1 Bremen:2 Münster:1 Düsseldorf:1 Cölln:1", ""],
                      horses=["Berlin:1", ""], hands=["Dresden:3", ""], drawn=1, played=1)
before, refused = pull.state.horse_count(0), pull.check("close Cölln Düsseldorf Münster")
print("horses:", before, "for", len(pull.state.routes[0]), "cards;", refused)
pull.play("horse Dresden:3")
print(*pull.explain())
print("horses:", pull.state.horse_count(0), ";", pull.check("close Cölln Düsseldorf Münster"))
six = "Berlin:1 Berlin:2 Berlin:3 Halle:1 Halle:2 Halle:3"
full = taxis.scenario(players=2, variant="gug", routes=["Hamburg:1 Bremen:2 Münster:1", ""], horses=[six, ""],
                      hands=["Dresden:3", ""], drawn=1)
print("a seventh horse card:", full.check("horse Dresden:3"))
show(pull, "5 cards, 6 horses: the route may close", highlight=["Cölln", "Düsseldorf", "Münster"])"""),
code("""assert before == 3 < len(pull.state.routes[0]) == 5 and refused.rule == "taxis.horses.close"
assert pull.state.horse_count(0) == 6 and pull.check("close Cölln Düsseldorf Münster").ok
assert pull.explain()[0][0] == "taxis.official.postal-carrier"
assert full.check("horse Dresden:3").rule == "taxis.horses.max" and full.state.horse_count(0) == 2 + 6 + 6"""),
md("""With the expansion board and the **base rules** (`variant="gug-base-rules"`) there are no horses: every card is a
route card, the same five-card route closes at once, and it takes a carriage (the first, 3) as in the base game."""),
code("""# rule: taxis.variant.gug-base
plain = taxis.scenario(players=2, variant="gug-base-rules", routes=["Hamburg Bremen Münster Düsseldorf Cölln", ""],
                       drawn=1, played=1)
print(plain.check("close Cölln Düsseldorf Münster"))
plain.play("close Cölln Düsseldorf Münster")
for rule, sentence in plain.explain():
    print(f"  {sentence} [{rule}]")"""),
code("""assert plain.state.carriages[0] == 3 and plain.state.houses[0] == {"Cölln", "Düsseldorf", "Münster"}"""),
md("""## On the game table: *show connections*

The game tables' *show connections* switch asks `taxis.routes.growth` about the player to move: at each end of their
route, the cities a road joins to it that are not on it yet (drawn as dashed roads to ringed cities), and which
provinces a closing could fill with houses, now or with one more city (a ✓ by that city). The words under the buttons
say the same. Here it is for a red route of two cities, Carlsruhe–Freiburg: with Mannheim it would fill Baden."""),
code("""from taxis.routes import growth
from taxis.table import connections
growing = taxis.scenario(players=2, routes=["Carlsruhe Freiburg", ""], drawn=1)
net = connections(growing, 0)
print(*net.words, sep="\\n")
display(show(growing, "red's route can grow at both ends", network=net.drawn))"""),
code("""grown = growth(growing.state, 0)
assert grown.ends == {end: tuple(sorted(set(nx.all_neighbors(G, end)) - set(grown.route)))
                      for end in ("Carlsruhe", "Freiburg")}
assert grown.fill_now == () and grown.fill_with == {"Baden": "Mannheim"}"""),
md("""## The explorer: the same questions by clicking

The pupils' *Explore* app (`taxis/explore_app.py`) asks `taxis.explore` for the routes with the fewest cards between
two clicked cities (`nx.all_shortest_paths`) and the choke points (`nx.articulation_points`, `nx.bridges`), and
`taxis.routes` for the rest (routes of *n* cities, the longest routes, the best houses)."""),
code("""from taxis import explore
print(explore.fewest(BASE, "Ulm", "Lodz"))
print(explore.choke_points(BASE), explore.choke_points(GUG))"""),
code("""shortest = nx.shortest_path_length(BASE.graph, "Ulm", "Lodz") + 1
assert all(len(r) == shortest for r in explore.fewest(BASE, "Ulm", "Lodz"))
assert explore.choke_points(BASE) == (sorted(nx.articulation_points(BASE.graph)), [("Lodz", "Pilsen")])"""),
md("""## Summary

* The map is an undirected graph; a route is a simple path in it. Degrees tell how a route can grow, and a city with
  one road (Lodz) is a dead end that can only sit at a route's end.
* Both maps are connected; only Prussia is a province in two components. Menger's theorem counts what joins its
  parts, and Hannover is the one city between them.
* `nx.all_simple_paths` with a cutoff lists the routes of *n* cities; the longest routes pass every city, but in
  Glanz und Gloria no more than 20 horses can pull a route.
* Choke points: Pilsen on the base map; on the reconstructed northern map only pairs of cities, such as Fulda and
  Münster.
* Placing houses: mode A or mode B, at most one free city, and `best_placement` weighs the houses and the tiles;
  which is best depends on what is already on the map.

Next: `03_play.ipynb`, a game against the bots."""),
]
nb = notebook(cells)
if __name__ == "__main__":  # importing this module writes nothing
    write(nb, "notebooks/taxis-notebooks/02_routes.ipynb")
