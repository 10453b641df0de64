"""Builds notebooks/amber-notebooks/01_rules.ipynb; then run tools/execute_notebooks.py on it.

Usage: ``python tools/nb_amber_rules.py && python tools/execute_notebooks.py notebooks/amber-notebooks/01_rules.ipynb``

The heading of each rule (id, title, Hungarian term, our explanation) is taken from
``amber.RULES`` when the notebook is built, so rebuild it after editing amber/rulebook.py. The positions shown as
text pictures (PLAIN, ROADS ...) are those of the catalogue of rule examples, ``amber/examples.py``, spliced into the
code cells when the notebook is built: they are written down once, there.
"""

import nbformat as nbf
import nbkit
from nbkit import code, md

import amber
import amber.examples as examples

# Where to look in the Hungarian rulebook for rules it has no word of its own for.
NO_TERM = {
    "amber.place.board-edge": "no Hungarian term (the rulebook never mentions the board's rim; the nearest passage is "
    "*Egy útépítés lapka lehelyezésének szabályai*)",
    "amber.coins.when": "Hungarian: the rulebook only says *jelenleg* (\"currently\"), under *Kapcsolat kiépítése "
    "egy faluhoz*",
    "amber.end.pass-round": "no Hungarian term (the nearest word is *passzol*, under *Amikor nem lehet lapkát "
    "lehelyezni*)",
    "amber.end.over": "no Hungarian term (the rulebook takes it for granted)",
    "amber.notation.syntax": "no Hungarian term (the notation is the tutor's own)",
}


# How a rule that is neither stated in the rulebook nor our reading is marked.
SOURCES = {"reconstructed": "*reconstructed* (it rests on values rebuilt for the rulebook's lost pictures)"}


def rule(rule_id: str, prose: str) -> nbf.NotebookNode:
    """The markdown heading of one rule: title, id, Hungarian term, where it comes from, our explanation, the other
    readings (for a reading), then ``prose``."""
    r = amber.RULES[rule_id]
    if r.alternatives:
        prose = f"*Other readings:* {r.alternatives}\n\n{prose}"
    return nbkit.rule_cell(r, prose, NO_TERM, reading="*our reading* (the rulebook is silent or unclear here)",
                           stated=SOURCES.get(r.provenance, "stated in the rulebook"))


SECTIONS = nbkit.Sections([
    ("setup", "Setup", "A játék előkészületei"),
    ("turn", "Course of play", "A játék menete"),
    ("placing", "Placing a tile", "Egy útépítés lapka lehelyezésének szabályai"),
    ("villages", "Villages", "Kapcsolat kiépítése egy faluhoz"),
    ("castles", "Castles", "Kapcsolat kiépítése egy másik játékos kastélyához"),
    ("bridge", "Bridge and roundabout", "A híd és a körforgalom"),
    ("shovels", "Shovels", "Lapátok"),
    ("swamps", "Swamps", "Mocsarak"),
    ("stuck", "When you cannot play", "Amikor nem lehet lapkát lehelyezni"),
    ("end", "End of the game and scoring", "A játék vége"),
    ("advanced", "Advanced game", "Haladó játékverzió"),
    ("try", "Try it yourself", None),
    ("reconstructed", "Reconstructed values", None),
    ("all-rules", "All rules at a glance", None),
])
head = SECTIONS.head
TOC = SECTIONS.toc()

cells = [
md(f"""# Amber, rule by rule

*Amber* (Polish *Bursztyn*, Hungarian *Borostyán*), by Tomasz Lewandowicz, REBEL.pl 2012. Barons lay road tiles
on a shared board to link their castle to villages and to the other barons' castles; some roads are one-way.

This notebook walks through the whole rulebook in its own order. For every rule the tutor knows (`amber.RULES`):

- its **id**, title and **Hungarian term**, so that readers of the Hungarian rulebook (the one text of the rules that
  survived) can find the passage, and our explanation in plain words;
- a **small position** on the board that shows it;
- a move that **keeps** the rule and one that **breaks** it, with the **verdict** the engine gives (the rule id and
  the reason). Rules that do not forbid a move (setup, coins, scoring, the end of the game) are shown where they
  apply and where their condition fails;
- an **`assert`** that checks the claim, so the notebook tests itself every time it runs.

Rules marked *our reading* are places where the rulebook is silent or unclear and the tutor had to decide. Values
marked *reconstructed* stand in for the rulebook's lost pictures (the tile list and the starting layouts): see
[Reconstructed values](#reconstructed) for what they are and how to change them.

**Contents**

{TOC}"""),
md("""## How to read the examples

The board has 11 × 11 fields: columns A–K from left to right, rows 1–11 from top to bottom. Most examples use only
the top-left corner, so only that corner is drawn. Castles are coloured squares with their player's number (1 red,
2 blue, 3 green), brown houses are villages, gold dots are coins still on the board, and a white arrow on a road
means one-way.

Positions are written as small text pictures for `amber.scenario`, one token per field:

| token | meaning |
|---|---|
| `.` / `v` | an empty field / an empty field with a village |
| `1` … `6` | the castle of player 1 … 6 |
| `I` `L` `T` `X` | straight (joins N and S), curve (joins N and E), tee (roads N, E and S), cross |
| `B` `O` `S` | bridge, roundabout, swamp |
| `i` `l` | one-way straight (enters N, leaves S), one-way curve (enters N, leaves E) |

A digit after the letter turns the tile clockwise by that many quarter turns (`I1` runs east-west, `L2` joins S and
W; `i1` runs from east to west, `i3` from west to east), and a trailing `v` stands a village on the tile (`I1v`).

Moves use the tutor's notation: `curve D3 r3` (a kind, a field, quarter turns), `swamp D5`,
`straight C2 r1 + bridge D2` (a road and the rebuild it allows), `shovel D2`, `special-shovel C2`, `stuck curve`,
`pass`, `draw deck`, `draw market tee`. One-way tiles are `straight>` and `curve>`.

`g.check(move)` gives the verdict without playing: `legal [rule]: …` or `illegal [rule]: reason`. The helpers below
draw a corner of the board and print verdicts."""),
code('''import re
import sys
from collections import Counter
from pathlib import Path

from IPython.display import SVG, Markdown, display

import amber
from amber.board import SIZE, field, name
from amber.connect import buildable, reach_matrix
from amber.render import CELL, MARGIN
from amber.state import COLOUR_NAMES, LAYOUTS, field_list
from tutor import NotationError

sys.stdout.flush_interval = 3600  # a cell's printed text comes out as one block: saved outputs never vary


def show(g, corner="G4", **options):
    """The board of game ``g`` as SVG, cut to the fields from A1 to ``corner``; options go to the renderer
    (reach=player, placements=kind, connections=player, highlight=[fields], path=[fields])."""
    f = field(corner)
    width, height = MARGIN + (f % SIZE + 1) * CELL + 2, MARGIN + (f // SIZE + 1) * CELL + 2
    svg = g.svg(panel=False, **options)
    size = f'width="{width}" height="{height}" viewBox="0 0 {width} {height}"'
    return SVG(re.sub(r'width="\\d+" height="\\d+" viewBox="[^"]*"', size, svg, count=1))


''' + nbkit.rule_helpers(32) + '''


def reach(g, player):
    """The empty fields ``player`` can build on now, sorted."""
    return sorted(buildable(g.state, player))


print(len(amber.RULES), "rules")'''),

# ---------------------------------------------------------------------------------------------------------------
head("setup", "Before the first turn: how many play, where castles and villages stand, the coins, the tiles, and who "
     "starts. These rules are shown on real new games (`amber.new_game`)."),
rule("amber.setup.players", "Every count from 2 to 6 gives a game; 1 or 7 players are refused with a message "
     "naming the rule."),
code('''# rule: amber.setup.players
for n in range(2, 7):
    print(n, "players:", ", ".join(amber.new_game(players=n, seed=1).players))
for n in (1, 7):
    print(n, "players:", refuses(lambda n=n: amber.new_game(players=n)))'''),
code('''# rule: amber.setup.players
assert all(len(amber.new_game(players=n).state.castles) == n for n in range(2, 7))
assert "amber.setup.players" in refuses(lambda: amber.new_game(players=7))'''),
rule("amber.setup.layout", "Here is the layout for three players. It is **reconstructed**: castles are spread "
     "evenly, the eight villages sit between them. Only one layout per player count exists so far, so asking for a "
     "second one is refused."),
code('''# rule: amber.setup.layout
g = amber.new_game(players=3, seed=7)
layout = LAYOUTS[3][0]
print(f"layout {layout.name!r}: {layout.provenance} ({layout.source})")
print("castles:", field_list(g.state.castles), "| villages:", field_list(g.state.villages))
print(refuses(lambda: amber.new_game(players=3, layout=1)))
show(g, "K11")'''),
code('''# rule: amber.setup.layout
assert set(g.state.castles) == set(layout.castles) and g.state.villages == tuple(sorted(layout.villages))
assert len(g.state.villages) == 8 and layout.provenance == "reconstructed"
assert all(cell == -1 or cell >= 1000 for cell in g.state.board)  # castles only, no road tile yet'''),
rule("amber.setup.coins", "In the game above 3 castles and 8 villages hold a coin each (the gold dots): 11 of the "
     "14 coins. The coins of the castles nobody plays stay in the box (our reading); with six players all 14 are on "
     "the board."),
code('''# rule: amber.setup.coins
for n in (2, 3, 6):
    s = amber.new_game(players=n, seed=7).state
    print(f"{n} players: {len(s.coins_on)} coins on the board, {s.coins_out} left in the box")'''),
code('''# rule: amber.setup.coins
s = g.state
assert s.coins_on == set(s.castles) | set(s.villages) and len(s.coins_on) == 11 and s.coins_out == 3
assert amber.new_game(players=6, seed=7).state.coins_out == 0 and s.purse == (0, 0, 0)'''),
rule("amber.setup.castles", "Who gets which castle is drawn by lot: the game's seed decides, so the same seed always "
     "gives the same hand-out. `castles=\"in order\"` stands for handing them out by agreement (the layout's order)."),
code('''# rule: amber.setup.castles
def castles(**options):
    s = amber.new_game(players=3, **options).state
    return {COLOUR_NAMES[p]: name(c) for p, c in enumerate(s.castles)}


for seed in (1, 2, 3):
    print(f"seed {seed}:", castles(seed=seed))
print("by agreement:", castles(seed=1, castles="in order"))'''),
code('''# rule: amber.setup.castles
assert castles(seed=2) == castles(seed=2) and castles(seed=1) != castles(seed=2)
assert list(castles(seed=1, castles="in order").values()) == [name(c) for c in LAYOUTS[3][0].castles]'''),
rule("amber.setup.deal", "Each player holds six tiles; the rest is the face-down pile (92 − 3 × 6 = 74). Seen from "
     "red's seat (`state.view(0)`, or the side panel drawn with `viewer=0`) red's own tiles are listed and the "
     "others' only counted. A position that would need more tiles of a kind than the game has (here five of the "
     "four swamps) is refused."),
code('''# rule: amber.setup.deal
s = g.state
print("hands:", [len(h) for h in s.hands], "| pile:", len(s.deck))
print("red's view of the hands:", s.view(0)["hands"])
print(refuses(lambda: amber.scenario(". 1 . 2", hands=["swamp swamp swamp swamp swamp", ""]), NotationError))
SVG(g.svg(viewer=0))'''),
code('''# rule: amber.setup.deal
tiles = Counter(k for hand in s.hands for k in hand) + Counter(s.deck)
assert [len(h) for h in s.hands] == [6, 6, 6] and len(s.deck) == 74 and sum(tiles.values()) == 92
assert tiles["swamp"] == 4 and tiles["shovel"] == 6 and g.svg(viewer=0).count("6 hidden tiles") == 2
assert s.view(0)["hands"]["blue"] == "6 hidden tiles" and len(s.view(0)["hands"]["red"]) == 6'''),
rule("amber.setup.start-player", "The seed also picks the start player (or choose one with `start_player=`); then "
     "the turn passes clockwise, which here means to the next seat: red, blue, green, red, …"),
code(nbkit.start_player_demo("amber", start=1, turns=6, play="h.play(h.legal_moves()[0])", label="turns")),
code('''# rule: amber.setup.start-player
assert len({amber.new_game(players=3, seed=seed).to_move for seed in range(4)}) > 1
assert seats == ["blue", "green", "red", "blue", "green", "red"]'''),

# ---------------------------------------------------------------------------------------------------------------
head("turn", "A turn is: play one tile from your hand, then draw back up to six. From here on most examples are small "
     "positions drawn with `amber.scenario`. The first one: red's castle on B2, blue's on F2, nothing built, and a "
     "village on D4."),
code('''PLAIN = """''' + examples.PLAIN + '''"""
g = amber.scenario(PLAIN, hands=["curve curve straight tee cross swamp", "curve cross cross tee tee tee"],
                   deck="straight> tee curve")
show(g, reach=0)'''),
rule("amber.turn.order", """Red moves first here. After red's tile it is blue's turn, and every move offered is
blue's (around blue's castle). A move may name its player, as the move log does (`red: curve B1 r1`): named for red
in blue's turn, it is refused under this rule. A move without a name is judged as the move of the player to act, so
the same curve is then blue's, and blue cannot travel to B1."""),
code('''# rule: amber.turn.order
print("to move:", g.players[g.to_move])
g.play("curve A2 r0")
print("to move:", g.players[g.to_move], "| offered:", sorted({name(m.field) for m in g.legal_moves()}))
verdicts(g, "red: curve B1 r1", "blue: cross F1 r0", "curve B1 r1")'''),
code('''# rule: amber.turn.order
assert g.to_move == 1 and g.state.turn == 2
assert {name(m.field) for m in g.legal_moves()} == {"F1", "E2", "G2", "F3"}
assert rule_of(g, "red: curve B1 r1") == "amber.turn.order" and g.check("blue: cross F1 r0").ok
assert rule_of(g, "curve B1 r1") == "amber.place.reachable"'''),
rule("amber.turn.play-one", "Back to red's first turn (`g.undo()`): red may play any one tile red holds, and none "
     "that red does not hold. Red has no bridge."),
code('''# rule: amber.turn.play-one
g.undo()
before = g.state.hands[0]
verdicts(g, "tee C2 r1", "bridge C2 r0")
g.play("tee C2 r1")
print("red's hand before:", before)
print("red's hand after: ", g.state.hands[0], "(the tee is gone; the one-way straight is the tile drawn)")'''),
code('''# rule: amber.turn.play-one
assert Counter(before) - Counter(g.state.hands[0]) == Counter(["tee"])  # exactly one tile left the hand
g.undo()
assert rule_of(g, "bridge C2 r0") == "amber.turn.play-one" and not g.check("bridge C2 r0").ok'''),
rule("amber.turn.draw", "After the play red draws the top of the pile (a one-way straight) and holds six again. "
     "In the basic game nobody chooses the draw, so `draw deck` is refused; and when the pile is empty there is "
     "nothing to draw back up with."),
code('''# rule: amber.turn.draw
g.play("tee C2 r1")
explain(g)
print("red now holds:", g.state.hands[0], "| pile:", g.state.deck)
g.undo()
verdicts(g, "draw deck")
empty = amber.scenario(PLAIN, hands=["curve curve straight tee cross swamp", ""], deck="")
empty.play("tee C2 r1")
print("with an empty pile red keeps", len(empty.state.hands[0]), "tiles")'''),
code('''# rule: amber.turn.draw
g.redo()
assert len(g.state.hands[0]) == 6 and "straight>" in g.state.hands[0] and g.state.deck == ("tee", "curve")
g.undo()
assert rule_of(g, "draw deck") == "amber.turn.draw" and len(empty.state.hands[0]) == 5'''),
rule("amber.notation.syntax", "Every move has a text form that reads back to the same move. Text that is not a move "
     "is refused under this rule, with a hint. (A rotation out of range is refused under the rotation rule, "
     "below.)"),
code('''# rule: amber.notation.syntax
for text in ["curve C7 r1", "swamp D5", "tee C7 r1 + bridge C8", "shovel D5", "special-shovel D5", "stuck curve",
             "pass", "draw deck", "draw market tee"]:
    print(f"{text!r:26} -> {amber.parse(text)!r}")
verdicts(g, "red: curve B1 r1", "curve Z9 r1", "dragon C7 r1", "draw market")'''),
code('''# rule: amber.notation.syntax
assert all(str(amber.parse(t)) == t for t in ["tee C7 r1 + bridge C8", "stuck curve", "draw market tee"])
assert {rule_of(g, t) for t in ["curve Z9 r1", "dragon C7 r1", "draw market"]} == {"amber.notation.syntax"}
assert g.parse("red: curve B1 r1") == amber.parse("curve B1 r1")'''),

# ---------------------------------------------------------------------------------------------------------------
head("placing", """Where a tile may go and how it must be turned. The position for most of this section: red's
road leaves the castle B2 eastward over a straight on C2 and bends south on D2, so it leads to D3. Blue's curve on E3
leaves blue's castle F3 westward and bends south: its west and north sides are blank. The tinted fields are those
red can build on."""),
code('''ROADS = """''' + examples.ROADS + '''"""
HAND = "straight straight> curve tee cross swamp"
g = amber.scenario(ROADS, hands=[HAND, "cross"], deck="tee tee tee")
show(g, reach=0)'''),
rule("amber.place.tile", """Red lays a curve on D3 turned three quarters (joining west and north): it takes up the
road from D2. A cross on D3 cannot be laid in any turn: its east road would always run into the blank side of E3.
(A refusal names the more precise rule that fails.)"""),
code('''# rule: amber.place.tile
verdicts(g, "curve D3 r3", "cross D3 r0")
g.play("curve D3 r3")
explain(g)
show(g, highlight=["D3"])'''),
code('''# rule: amber.place.tile
assert g.history == (amber.parse("curve D3 r3"),) and g.state.board[field("D3")] != -1
g.undo()
assert g.check("curve D3 r3") == (True, "amber.place.tile", "curve D3 r3 is legal for red")
assert not any(m.kind == "cross" and name(m.field) == "D3" for m in g.legal_moves())
assert rule_of(g, "cross D3 r0") == "amber.place.edges-match"'''),
rule("amber.place.empty", "No tile goes on a field that already holds a tile or a castle. (A field dug empty by a "
     "shovel takes a tile again: see [Shovels](#shovels).)"),
code('''# rule: amber.place.empty
verdicts(g, "cross C2 r0", "tee B2 r0", "curve D3 r3")'''),
code('''# rule: amber.place.empty
assert rule_of(g, "cross C2 r0") == rule_of(g, "tee B2 r0") == "amber.place.empty"
assert g.check("curve D3 r3").ok'''),
rule("amber.place.reachable", """Red can build only where red can travel to, from the castle along roads: in the
picture above the tinted fields B1, A2, B3 and D3. E2 is next to red's road, but the curve on D2 turns away from it;
A1 only touches the castle's corner. At the very start (the position PLAIN of the previous section) only the four
fields beside the castle qualify."""),
code('''# rule: amber.place.reachable
verdicts(g, "cross B3 r0", "curve E2 r2", "curve A1 r1")
print("red can build on:", reach(g, 0))
print("at the start:    ", sorted({name(m.field) for m in amber.scenario(PLAIN, hands=[HAND, ""]).legal_moves()}))'''),
code('''# rule: amber.place.reachable
assert reach(g, 0) == ["A2", "B1", "B3", "D3"]
assert rule_of(g, "curve E2 r2") == rule_of(g, "curve A1 r1") == "amber.place.reachable"
assert {name(m.field) for m in amber.scenario(PLAIN, hands=[HAND, ""]).legal_moves()} == {"B1", "A2", "C2", "B3"}'''),
rule("amber.place.edges-match", """On D3 the north side must be a road (D2's road arrives there) and the east side
blank (E3 shows a blank side). Of the four turns of a curve only r3 does both."""),
code('''# rule: amber.place.edges-match
verdicts(g, *[f"curve D3 r{r}" for r in range(4)])
show(g, highlight=["D3", "D2", "E3"])'''),
code('''# rule: amber.place.edges-match
assert [rule_of(g, f"curve D3 r{r}") for r in range(4)] == ["amber.place.edges-match"] * 3 + ["amber.place.tile"]
assert [g.check(f"curve D3 r{r}").ok for r in range(4)] == [False, False, False, True]'''),
rule("amber.place.castle-sides", "B3 lies below red's castle, so a tile there needs a road on its north side. The "
     "curve turned north-east fits; turned east-south it would show the castle a blank side."),
code('''# rule: amber.place.castle-sides
verdicts(g, "curve B3 r0", "curve B3 r1")'''),
code('''# rule: amber.place.castle-sides
assert g.check("curve B3 r0").ok and rule_of(g, "curve B3 r1") == "amber.place.castle-sides"'''),
rule("amber.place.rotation", """On B1 (above the castle) a curve fits in two turns: r1 leads the road east, r2 west
to the rim. The turn decides where red can go next: after r1, C1 is open to red. Turns that look alike are one move
(a two-way straight turned half round is the same straight), and there are only four quarter turns."""),
code('''# rule: amber.place.rotation
print("curves on B1:", [str(m) for m in g.legal_moves() if m.kind == "curve" and name(m.field) == "B1"])
print("straight B1 r2 is", amber.parse("straight B1 r2"))
verdicts(g, "curve B1 r1", "curve B1 r0", "curve B1 r4")
g.play("curve B1 r1")
print("after curve B1 r1 red can build on:", reach(g, 0))'''),
code('''# rule: amber.place.rotation
assert reach(g, 0) == ["A2", "B3", "C1", "D3"]
g.undo()
assert {str(m) for m in g.legal_moves() if m.kind == "curve" and name(m.field) == "B1"} == {"curve B1 r1",
                                                                                             "curve B1 r2"}
assert amber.parse("straight B1 r2") == amber.parse("straight B1 r0")
assert amber.parse("straight> B1 r2") != amber.parse("straight> B1 r0")  # an arrow makes the half turn count
assert rule_of(g, "curve B1 r4") == "amber.place.rotation" and g.history == ()'''),
rule("amber.place.board-edge", """A2 lies on the board's west rim. Under our reading a straight there may run its
road off the board (it just ends). The other reading, that the rim counts as a blank side, is one setting away:
`road_may_face_board_edge` in `amber/data/board.json`. The second half of the cell switches it off for one
position only, to show what changes."""),
code('''# rule: amber.place.board-edge
import amber.rules

print("road_may_face_board_edge =", amber.board.SETTINGS["road_may_face_board_edge"].value)
verdicts(g, "straight A2 r1")
saved = amber.rules.EDGE_ROAD_OK
amber.rules.EDGE_ROAD_OK = False  # the strict reading, for this one position
try:
    strict = amber.scenario(ROADS, hands=[HAND, "cross"])
    verdicts(strict, "straight A2 r1", "curve A2 r1")
    strict_rules = [rule_of(strict, "straight A2 r1"), rule_of(strict, "curve A2 r1")]
finally:
    amber.rules.EDGE_ROAD_OK = saved'''),
code('''# rule: amber.place.board-edge
assert g.check("straight A2 r1").ok and amber.rules.EDGE_ROAD_OK
assert strict_rules == ["amber.place.board-edge", "amber.place.tile"]'''),
rule("amber.roads.neutral", """Red has built a road from B2 past a tee on D2 into blue's castle F2. Blue may use
it: travelling west from the castle, blue reaches the tee and turns south to D3. Without the tile on E2 the same road
does not touch blue's network, and D3 is out of blue's reach."""),
code('''# rule: amber.roads.neutral
SHARED = """''' + examples.SHARED + '''"""
blue = amber.scenario(SHARED, hands=["", "cross"], player=1)
verdicts(blue, "cross D3 r0")
cut = amber.scenario(SHARED.replace("T1 I1 2", "T1 .  2"), hands=["", "cross"], player=1)
verdicts(cut, "cross D3 r0")
show(blue, reach=1)'''),
code('''# rule: amber.roads.neutral
assert blue.check("cross D3 r0").ok and "D3" in reach(blue, 1)
assert rule_of(cut, "cross D3 r0") == "amber.place.reachable"'''),
rule("amber.roads.one-way", """The straight on C2 leads one way out of red's castle (west to east), so red reaches
D2. The straight on B3 points into the castle (south to north), so red cannot go down it: B4 is out of reach. Red may
even lay a one-way straight on D2 pointing back west: the sides match (road meets road), the arrows are not
compared (our reading). After that red's road east ends at D2."""),
code('''# rule: amber.roads.one-way
ONE_WAY = """''' + examples.ONE_WAY + '''"""
g = amber.scenario(ONE_WAY, hands=["straight> tee tee tee cross cross", ""])
verdicts(g, "cross D2 r0", "cross B4 r0", "straight> D2 r1")
g.play("straight> D2 r1")
print("afterwards red can build on:", reach(g, 0))
show(g, reach=0)'''),
code('''# rule: amber.roads.one-way
g.undo()
assert g.check("cross D2 r0").ok and rule_of(g, "cross B4 r0") == "amber.place.reachable"
assert g.check("straight> D2 r1").ok
g.redo()
assert reach(g, 0) == ["A2", "B1"]'''),
rule("amber.castle.owner-exits", """Blue has built a road west from F2 to red's castle. Red, the owner, sets out
through all four sides of B2, so A2, B1 and B3 are open to red (and the road east to blue)."""),
code('''# rule: amber.castle.owner-exits, amber.castle.dead-end
TO_RED = """''' + examples.TO_RED + '''"""
red = amber.scenario(TO_RED, hands=["cross", "cross"])
blue = amber.scenario(TO_RED, hands=["cross", "cross"], player=1)
print("red can build on: ", reach(red, 0))
print("blue can build on:", reach(blue, 1), "| blue is connected to:", amber.connect.connections(blue.state, 1))
verdicts(red, "cross A2 r0")
verdicts(blue, "cross A2 r0")
show(red, reach=0)'''),
rule("amber.castle.dead-end", """For blue, red's castle is where the road ends: blue is connected to it, but cannot
travel through it to A2, B1 or B3. The cell above shows both rules on the same board."""),
code('''# rule: amber.castle.owner-exits, amber.castle.dead-end
assert reach(red, 0) == ["A2", "B1", "B3"] and red.check("cross A2 r0").ok
assert amber.connect.connections(blue.state, 1)["castles"] == ["red"]
assert reach(blue, 1) == ["F1", "F3", "G2"] and rule_of(blue, "cross A2 r0") == "amber.place.reachable"'''),

# ---------------------------------------------------------------------------------------------------------------
head("villages", "A village is a wooden house on a field, not a tile. You connect it by building a road tile on "
     "its field."),
rule("amber.village.road-tile", """Red lays a straight on the village field C2; the village then stands on the
tile, and red, the only one connected to it, takes its coin. The swamp red also holds is refused there (our
reading: the rulebook does not say)."""),
code('''# rule: amber.village.road-tile, amber.coins.village
VILLAGE = """''' + examples.VILLAGE + '''"""
g = amber.scenario(VILLAGE, hands=["straight swamp cross tee tee tee", "cross"])
verdicts(g, "swamp C2", "straight C2 r1")
g.play("straight C2 r1")
explain(g)
show(g)'''),
code('''# rule: amber.village.road-tile, amber.coins.village
assert g.state.villages == (field("C2"), field("E3")) and g.state.board[field("C2")] != -1
assert g.state.purse == (1, 0) and field("C2") not in g.state.coins_on
g.undo()
assert rule_of(g, "swamp C2") == "amber.village.road-tile"
assert g.redo() == amber.parse("straight C2 r1")'''),
rule("amber.village.pass-through", """Now red's road runs on through the village to D2. A castle in the same place
would end the road: in the second position blue's castle stands where the village was, and red cannot travel
beyond it to E2."""),
code('''# rule: amber.village.pass-through
g.play("cross G2 r0")  # blue's turn
verdicts(g, "cross D2 r0")
CASTLE_THERE = """
   A B C  D E F
1  . . .  . . .
2  . 1 I1 2 . .
3  . . .  . v .
"""
wall = amber.scenario(CASTLE_THERE, hands=["cross", ""])
verdicts(wall, "cross E2 r0")'''),
code('''# rule: amber.village.pass-through
assert g.check("cross D2 r0").ok and g.scores()[0]["villages"] == 1
assert rule_of(wall, "cross E2 r0") == "amber.place.reachable"'''),
rule("amber.coins.village", """Above, red alone was connected and took the coin. Here red's one-way road leads east
to the village D2 and blue's one-way road leads west to it. Red's two-way straight on D2 lets both in at once, so the
coin is thrown out of the game."""),
code('''# rule: amber.coins.village
BOTH = """''' + examples.BOTH + '''"""
g = amber.scenario(BOTH, hands=["straight tee tee tee tee tee", ""])
out = g.state.coins_out
g.play("straight D2 r1")
explain(g)
show(g)'''),
code('''# rule: amber.coins.village
assert g.state.purse == (0, 0) and g.state.coins_out == out + 1 and field("D2") not in g.state.coins_on'''),

# ---------------------------------------------------------------------------------------------------------------
head("castles", "Being connected to another castle means being able to travel to it from your own castle."),
rule("amber.coins.castle", """Red's one-way road leads east from red's castle; red finishes it with a one-way
straight on E2, into blue's castle. Red is the only player who can travel to blue's castle and takes its coin. (The
village on D4 is there so that red does not win at once: see sudden death below.)"""),
code('''# rule: amber.coins.castle, amber.connect.directed
LINE = """''' + examples.LINE + '''"""
g = amber.scenario(LINE, hands=["straight> tee tee tee tee tee", ""])
g.play("straight> E2 r3")
explain(g)
print("coins: red", g.state.purse[0], "| blue", g.state.purse[1], "| red's castle keeps its coin:",
      field("B2") in g.state.coins_on)
show(g, connections=0)'''),
code('''# rule: amber.coins.castle
assert g.state.purse == (1, 0) and field("F2") not in g.state.coins_on and field("B2") in g.state.coins_on'''),
md("""When two players can travel to a castle at once, its coin is thrown out. Red's one-way road comes from the west
and green's from the east; red's tee on D2 turns both south into blue's castle D3. Blue, the owner, never counts."""),
code('''# rule: amber.coins.castle
TEE = """
   A B C  D  E  F G
1  . . .  .  .  . .
2  . 1 i3 .  i1 3 .
3  . . .  2  .  . .
4  . . .  .  .  . v
"""
g = amber.scenario(TEE, hands=["tee tee tee tee tee tee", "", ""])
out = g.state.coins_out
g.play("tee D2 r1")
explain(g)
show(g)'''),
code('''# rule: amber.coins.castle
assert field("D3") not in g.state.coins_on and g.state.coins_out == out + 1 and g.state.purse == (0, 0, 0)'''),
rule("amber.coins.when", """The tutor settles coins after each action, whoever acted. Red lays a one-way straight
on the village D2 pointing west: red arrives at the tile's west side, where no road leads in, while blue comes from
the east and can enter. So blue, not red, takes the coin. A coin nobody is connected to stays where it is; a coin once
taken stays taken."""),
code('''# rule: amber.coins.when
AWAY = """''' + examples.AWAY + '''"""
g = amber.scenario(AWAY, hands=["straight> straight tee tee tee tee", ""])
g.play("straight> D2 r1")
explain(g)
show(g)'''),
code('''# rule: amber.coins.when
assert g.state.purse == (0, 1) and field("D2") not in g.state.coins_on'''),
md("""Two more cases. Red's straight on C2 reaches the edge of the village field D2, which holds no tile yet: nobody
is connected, the coin stays. And red, who took the coin of the village C2 earlier, digs up the village's road: the
coin stays with red (the village no longer scores, and no coin comes back)."""),
code('''# rule: amber.coins.when
near = amber.scenario(AWAY.replace("i3 v I1", ".  v . "), hands=["straight tee tee tee tee tee", ""])
near.play("straight C2 r1")
print("coins still on the board:", field_list(tuple(sorted(near.state.coins_on))))
kept = amber.scenario(AWAY.replace("i3 v I1", "I1v . . "), hands=["shovel tee tee tee tee tee", ""],
                      coins="B2 F2 E3", purse=[1, 0])
kept.play("shovel C2")
print("red's coins after digging up the village's road:", kept.state.purse[0], "| red's score:", kept.scores()[0])'''),
code('''# rule: amber.coins.when
assert near.state.coins_on == {field(f) for f in ("B2", "D2", "F2", "E3")} and near.state.purse == (0, 0)
assert kept.state.purse == (1, 0) and kept.scores()[0]["villages"] == 0'''),
rule("amber.connect.directed", """Back on the one-way line from red to blue: red can travel to blue's castle, blue
cannot travel to red's. On a two-way road the connection goes both ways."""),
code('''# rule: amber.connect.directed
one_way = amber.scenario(LINE.replace("i3 i3 .", "i3 i3 i3"))
two_way = amber.scenario(LINE.replace("i3 i3 .", "I1 I1 I1"))
print("one-way road:", reach_matrix(one_way.state))
print("two-way road:", reach_matrix(two_way.state))'''),
code('''# rule: amber.connect.directed
assert reach_matrix(one_way.state) == {"red": {"blue": True}, "blue": {"red": False}}
assert reach_matrix(two_way.state) == {"red": {"blue": True}, "blue": {"red": True}}'''),

# ---------------------------------------------------------------------------------------------------------------
head("bridge", """Two special tiles can rebuild a straight that is in the way. Blue's straight road runs north from
blue's castle D4 over D3 and D2. Red (castle B2) holds a straight and a bridge."""),
code('''STRAIGHT = """''' + examples.STRAIGHT + '''"""
RED_HAND = "straight bridge curve curve curve curve"
g = amber.scenario(STRAIGHT, hands=[RED_HAND, ""], deck="tee cross swamp")
show(g, "E5", highlight=["C2", "D2"])'''),
rule("amber.bridge.trigger", """A straight on C2 turned east-west would run its road into the blank west side of
D2's straight. Alone that breaks the matching rule, but it is exactly the case that allows a rebuild, and since red
holds a bridge the refusal points to it. Without a bridge or roundabout in the hand the same road is simply refused
under the matching rule. A curve on C2 that shows D2 a blank side runs into nothing, and a curve (rather than a
straight) in D2's place cannot be rebuilt."""),
code('''# rule: amber.bridge.trigger
verdicts(g, "straight C2 r1", "straight C2 r1 + bridge D2", "curve C2 r2 + bridge D2")
CURVE = """
   A B C D  E
1  . . . .  .
2  . 1 . L1 2
3  . . . .  v
"""
verdicts(amber.scenario(CURVE, hands=[RED_HAND, ""]), "straight C2 r1 + bridge D2")
no_bridge = amber.scenario(STRAIGHT, hands=["straight curve curve curve curve curve", ""])
verdicts(no_bridge, "straight C2 r1")'''),
code('''# rule: amber.bridge.trigger
assert rule_of(g, "straight C2 r1") == rule_of(g, "curve C2 r2 + bridge D2") == "amber.bridge.trigger"
assert rule_of(no_bridge, "straight C2 r1") == "amber.place.edges-match"
assert g.check("straight C2 r1 + bridge D2").ok
assert rule_of(amber.scenario(CURVE, hands=[RED_HAND, ""]), "straight C2 r1 + bridge D2") == "amber.bridge.trigger"'''),
rule("amber.bridge.replace", """Red plays both tiles in one turn: the straight on C2 and the bridge on D2. Blue's
straight goes to the discards, and red draws two tiles. The rebuilt tile must match all its other neighbours: with a
curve on E2 showing D2 a blank side (left alone there after a shovel cut it off), the bridge's east road would not
fit, and the rebuild is refused."""),
code('''# rule: amber.bridge.replace
g.play("straight C2 r1 + bridge D2")
explain(g)
print("discarded:", g.state.discards[-1], "| red holds:", g.state.hands[0])
BLOCKED = STRAIGHT.replace("I0 .\\n3", "I0 L0\\n3")
blocked = amber.scenario(BLOCKED, hands=[RED_HAND, ""], discards="shovel")  # a shovel cut E2's curve off
verdicts(blocked, "straight C2 r1 + bridge D2")
show(g, "E5")'''),
code('''# rule: amber.bridge.replace
assert g.state.discards[-1] == "straight" and Counter(g.state.hands[0]) == Counter(["curve"] * 4 + ["tee", "cross"])
assert g.state.deck == ("swamp",) and g.to_move == 1
assert rule_of(blocked, "straight C2 r1 + bridge D2") == "amber.bridge.replace"'''),
rule("amber.bridge.from-hand", """Red holds a bridge but no roundabout, so only the bridge can do the rebuild. In the
advanced game tiles lie face up on the table; a bridge there does not count, it must be in the hand."""),
code('''# rule: amber.bridge.from-hand
g.undo()
verdicts(g, "straight C2 r1 + bridge D2", "straight C2 r1 + roundabout D2")
table = amber.scenario(STRAIGHT, hands=["straight curve curve curve curve curve", ""], variant="advanced",
                       market="bridge roundabout", deck="tee tee tee")
print("face up:", table.state.market)
verdicts(table, "straight C2 r1 + bridge D2")'''),
code('''# rule: amber.bridge.from-hand
assert g.check("straight C2 r1 + bridge D2").ok
assert rule_of(g, "straight C2 r1 + roundabout D2") == rule_of(table, "straight C2 r1 + bridge D2") == \\
    "amber.bridge.from-hand"'''),
rule("amber.bridge.normal", """Under our reading a bridge may also be laid like any road tile, on an empty field
red can reach (A2). It cannot simply be put on top of the straight: that is only possible through the rebuild."""),
code('''# rule: amber.bridge.normal
verdicts(g, "bridge A2 r0", "bridge D2 r0")'''),
code('''# rule: amber.bridge.normal
assert rule_of(g, "bridge A2 r0") == "amber.place.tile" and g.check("bridge A2 r0").ok
assert rule_of(g, "bridge D2 r0") == "amber.bridge.normal"'''),
rule("amber.bridge.crossing", """After the rebuild: on the bridge the two roads pass each other. Red goes straight
across to E2 but cannot turn north; blue still goes north to D1 but not west. Nobody is connected to a castle. With a
roundabout in the same place all four roads meet: red can turn south into blue's castle and blue west into red's."""),
code('''# rule: amber.bridge.crossing
REBUILT = STRAIGHT.replace("1 . I0", "1 I1 B")
bridge = amber.scenario(REBUILT, coins="E5")
roundabout = amber.scenario(REBUILT.replace(" B ", " O "), coins="E5")
for label, game in (("bridge", bridge), ("roundabout", roundabout)):
    print(f"{label:10} red builds on {reach(game, 0)}, blue on {reach(game, 1)}; {reach_matrix(game.state)}")
show(bridge, "E5", reach=0)'''),
code('''# rule: amber.bridge.crossing
show(roundabout, "E5", reach=0)'''),
code('''# rule: amber.bridge.crossing
assert reach(bridge, 0) == ["A2", "B1", "B3", "E2"] and reach(bridge, 1) == ["C4", "D1", "D5", "E4"]
assert reach_matrix(bridge.state) == {"red": {"blue": False}, "blue": {"red": False}}
assert {"D1", "E2"} <= set(reach(roundabout, 0))
assert reach_matrix(roundabout.state) == {"red": {"blue": True}, "blue": {"red": True}}'''),

# ---------------------------------------------------------------------------------------------------------------
head("shovels", """A shovel is not laid on the board: it removes a tile. Red's road runs from B2 over C2 and D2; a
lone straight lies on E3, which no road of red's leads to."""),
code('''DIG = """''' + examples.DIG + '''"""
g = amber.scenario(DIG, hands=["shovel cross cross cross cross cross", "cross"], deck="tee curve")
show(g, highlight=["D2", "E3"])'''),
rule("amber.shovel.target", """Red digs up the straight on D2: the shovel and the straight go to the discards, the
field is empty again, and red draws one tile. A shovel cannot dig a castle, and there is nothing to dig on an empty
field."""),
code('''# rule: amber.shovel.target, amber.place.empty
verdicts(g, "shovel D2", "shovel B2", "shovel A2")
g.play("shovel D2")
explain(g)
print("discards:", g.state.discards[-2:], "| red can build on:", reach(g, 0))
show(g)'''),
code('''# rule: amber.shovel.target, amber.place.empty
assert g.state.board[field("D2")] == -1 and sorted(g.state.discards[-2:]) == ["shovel", "straight"]
assert "D2" in reach(g, 0)  # the emptied field can be built on again
g.undo()
assert rule_of(g, "shovel B2") == rule_of(g, "shovel A2") == "amber.shovel.target"'''),
rule("amber.shovel.reachable", """Red reaches the edge of D2, so the shovel may dig there; no road of red's leads to
E3, so red may not dig that straight."""),
code('''# rule: amber.shovel.reachable
verdicts(g, "shovel D2", "shovel E3")'''),
code('''# rule: amber.shovel.reachable
assert g.check("shovel D2").ok and rule_of(g, "shovel E3") == "amber.shovel.reachable"'''),

# ---------------------------------------------------------------------------------------------------------------
head("swamps", "A swamp is laid like a road tile but carries no road at all."),
rule("amber.swamp.place", """Back in the placing position: a swamp may go on D3, between D2's road and E3's blank
side, because any side may touch a swamp (our reading). It still needs a field red can reach: not E2."""),
code('''# rule: amber.swamp.place
g = amber.scenario(ROADS, hands=[HAND, "cross"])
verdicts(g, "swamp D3", "swamp E2")'''),
code('''# rule: amber.swamp.place
assert g.check("swamp D3") == (True, "amber.swamp.place", "swamp D3 is legal for red")
assert rule_of(g, "swamp E2") == "amber.place.reachable"'''),
rule("amber.swamp.blocks", """A swamp on D2 sits between red's road and blue's: nobody travels across it, so
neither castle is connected, while a straight there would join them. Nothing may be laid on the swamp; only a shovel
removes it (red reaches its edge, which is enough to dig)."""),
code('''# rule: amber.swamp.blocks, amber.shovel.reachable
SWAMPED = """''' + examples.SWAMPED + '''"""
g = amber.scenario(SWAMPED, hands=["straight shovel cross tee tee tee", ""])
print("with the swamp:   ", reach_matrix(g.state))
print("with a straight:  ", reach_matrix(amber.scenario(SWAMPED.replace(" S ", " I1 ")).state))
verdicts(g, "straight D2 r1", "cross D2 r0", "shovel D2")
show(g)'''),
code('''# rule: amber.swamp.blocks, amber.shovel.reachable
assert reach_matrix(g.state) == {"red": {"blue": False}, "blue": {"red": False}}
assert reach_matrix(amber.scenario(SWAMPED.replace(" S ", " I1 ")).state)["red"]["blue"]
assert rule_of(g, "straight D2 r1") == rule_of(g, "cross D2 r0") == "amber.swamp.blocks"
assert g.check("shovel D2").ok'''),

# ---------------------------------------------------------------------------------------------------------------
head("stuck", """What happens when a player has no tile to play. In this position red's castle is shut in: all four
tiles around it are one-way roads pointing into the castle, so red can neither travel anywhere nor build."""),
code('''RED_SHUT = """''' + examples.RED_SHUT + '''"""
STUCK_HAND = "curve tee cross straight bridge swamp"
show(amber.scenario(RED_SHUT, hands=[STUCK_HAND, ""]))'''),
rule("amber.turn.must-play", """While any tile can be played, one must be. With a shovel in hand red is not stuck
(our reading: digging counts as playing a tile): red may dig up any of the four tiles around the castle, so declaring
"stuck" is refused. (In an open position the same holds for any road tile.)"""),
code('''# rule: amber.turn.must-play
g = amber.scenario(RED_SHUT, hands=["shovel curve tee cross straight swamp", ""], deck="tee")
print("legal:", [str(m) for m in g.legal_moves()])
verdicts(g, "stuck curve", "pass")'''),
code('''# rule: amber.turn.must-play
assert {str(m) for m in g.legal_moves()} == {"shovel A2", "shovel B1", "shovel C2", "shovel B3"}
assert rule_of(g, "stuck curve") == rule_of(g, "pass") == "amber.turn.must-play"'''),
rule("amber.turn.stuck", """Without a shovel red has no play. Red says so, throws out one of red's coins (red holds
one), discards a tile of red's choice (the swamp) and draws one. Passing is not allowed while the pile has tiles, and
only a tile from the hand can be discarded."""),
code('''# rule: amber.turn.stuck
g = amber.scenario(RED_SHUT, hands=[STUCK_HAND, ""], deck="tee straight", purse=[1, 0])
print("legal:", [str(m) for m in g.legal_moves()])
verdicts(g, "pass", "stuck shovel", "stuck swamp")
g.play("stuck swamp")
explain(g)
print("red's coins:", g.state.purse[0], "| red holds:", g.state.hands[0])'''),
code('''# rule: amber.turn.stuck
assert g.state.purse == (0, 0) and g.state.discards[-1] == "swamp" and "tee" in g.state.hands[0]
g.undo()
assert rule_of(g, "pass") == rule_of(g, "stuck shovel") == "amber.turn.stuck"'''),
rule("amber.turn.stuck-empty-deck", """With the pile empty a stuck player simply passes: no coin and no tile is lost,
and discarding to draw is refused. In the advanced game the same holds while tiles lie face up: they are not the
pile."""),
code('''# rule: amber.turn.stuck-empty-deck
g = amber.scenario(RED_SHUT, hands=[STUCK_HAND, "cross"], deck="", purse=[1, 0])
hand = g.state.hands[0]
print("legal:", [str(m) for m in g.legal_moves()])
verdicts(g, "stuck curve", "pass")
g.play("pass")
print("red's coins:", g.state.purse[0], "| red holds:", g.state.hands[0])
face_up = amber.scenario(RED_SHUT, hands=[STUCK_HAND, "cross"], variant="advanced", market="tee cross", deck="",
                         specials=[False, True], purse=[1, 0])
print("advanced game, pile empty, face up:", face_up.state.market)
verdicts(face_up, "stuck curve", "pass")'''),
code('''# rule: amber.turn.stuck-empty-deck
assert g.state.purse == (1, 0) and g.state.hands[0] == hand and g.to_move == 1
g.undo()
assert [str(m) for m in g.legal_moves()] == ["pass"]
assert rule_of(g, "stuck curve") == "amber.turn.stuck-empty-deck"
assert [str(m) for m in face_up.legal_moves()] == ["pass"] and rule_of(face_up, "stuck curve") == \\
    "amber.turn.stuck-empty-deck"'''),

# ---------------------------------------------------------------------------------------------------------------
head("end", "Two ways to end the game, then the count."),
rule("amber.end.sudden-death", """Red's one-way road leads east through the village D2 into blue's castle, and
nothing leads back. When red lays the tile on the village, red alone is connected to every village and every other
castle, and wins on the spot (no draw follows). With a second, unconnected village on D4 the game goes on."""),
code('''# rule: amber.end.sudden-death
SOLE = """''' + examples.SOLE + '''"""
g = amber.scenario(SOLE, hands=["straight> tee tee tee tee tee", "cross"], deck="cross cross")
g.play("straight> D2 r3")
explain(g)
print("over:", g.is_over, "| winners:", [g.players[p] for p in g.winners()])
more = amber.scenario(SOLE + "3  . . .  . .  . .\\n4  . . .  v .  . .\\n", hands=["straight> tee tee tee tee tee", ""])
more.play("straight> D2 r3")
print("with a village on D4:", "over" if more.is_over else f"{more.players[more.to_move]} to move")
show(g, "G2", connections=0)'''),
code('''# rule: amber.end.sudden-death
assert g.is_over and g.winners() == (0,) and g.state.deck == ("cross", "cross")
assert not more.is_over and more.to_move == 1'''),
rule("amber.end.simultaneous", """Blue can reach red's castle by the one-way road along row 3. Red's straight on the
village D2 connects both players to everything at the same moment: nobody wins, play goes on. Later red digs up C3;
now only red is connected to everything, yet red does not win: the rulebook says play then goes on until the normal
end, so from that moment nobody can win by sudden death (the position remembers it: `sudden_death` is off)."""),
code('''# rule: amber.end.simultaneous
CUT = """''' + examples.CUT + '''"""
g = amber.scenario(CUT, hands=["straight shovel tee tee tee tee", "cross tee tee tee tee tee"],
                   deck="curve curve curve curve")
for move in ["straight D2 r1", "cross G2 r0", "shovel C3"]:
    g.play(move)
    status = f"winner {g.players[g.winners()[0]]}" if g.is_over else "play goes on"
    networks = [g.players[p] for p in amber.rules.full_connectors(g.state)]
    print(f"{move:16} full networks: {networks} -> {status}, sudden death "
          f"{'on' if g.state.sudden_death else 'off'}")
show(g, "G3")'''),
code('''# rule: amber.end.simultaneous
assert amber.rules.full_connectors(g.state) == [0] and not g.is_over and not g.state.sudden_death
g.undo()
g.undo()
assert amber.rules.full_connectors(g.state) == [0, 1] and not g.is_over and not g.state.sudden_death
g.undo()
assert g.state.sudden_death'''),
rule("amber.end.deck-out", """The usual end: the pile is empty and every hand holds three tiles or fewer. Red plays
a fourth tile from a hand of four with nothing left to draw; blue holds three, so the game ends. If blue held four,
or a tile were left to draw, it would go on."""),
code('''# rule: amber.end.deck-out
TWO = """''' + examples.TWO + '''"""
def after_red(hands, deck=""):
    game = amber.scenario(TWO, hands=hands, deck=deck)
    game.play("cross C2 r0")
    return game


g = after_red(["cross cross cross cross", "cross cross cross"])
explain(g)
print("blue holds 4:", after_red(["cross cross cross cross", "cross cross cross cross"]).is_over,
      "| a tile left:", after_red(["cross cross cross cross", "cross cross cross"], deck="tee").is_over)'''),
code('''# rule: amber.end.deck-out
assert g.is_over and g.state.winner is None
assert not after_red(["cross cross cross cross", "cross cross cross cross"]).is_over
assert not after_red(["cross cross cross cross", "cross cross cross"], deck="tee").is_over'''),
rule("amber.end.pass-round", """Both castles shut in, the pile empty, hands too big to end the game: without a rule
the passing would never stop. When every player in turn has passed, the game ends (our reading). A play in between
starts the count again."""),
code('''# rule: amber.end.pass-round
BOTH_SHUT = """''' + examples.BOTH_SHUT + '''"""
g = amber.scenario(BOTH_SHUT, hands=[STUCK_HAND, STUCK_HAND], deck="")
g.play_many(["pass", "pass"])
explain(g)
h = amber.scenario(RED_SHUT, hands=[STUCK_HAND, "cross cross cross cross cross cross"], deck="")
h.play_many(["pass", "cross G2 r0", "pass"])
print("pass, play, pass:", "over" if h.is_over else "play goes on")
show(g, "J4")'''),
code('''# rule: amber.end.pass-round
assert g.is_over and g.explain()[-1][0] == "amber.end.pass-round"
assert not h.is_over'''),
rule("amber.end.over", """Once the game is over (red's sudden-death win from above), no move is offered and any
move is refused."""),
code('''# rule: amber.end.over
g = amber.scenario(SOLE, hands=["straight> tee tee tee tee tee", "cross"])
print("before:", len(g.legal_moves()), "legal moves")
g.play("straight> D2 r3")
print("after: ", len(g.legal_moves()), "legal moves")
verdicts(g, "cross G2 r0", "pass")'''),
code('''# rule: amber.end.over
assert g.legal_moves() == () and g.to_move is None
assert rule_of(g, "cross G2 r0") == rule_of(g, "pass") == "amber.end.over"'''),
md("""**The count.** In this position red has a coin and is connected to the village C2 and, over the one-way road,
to blue's castle. Red is not connected to the village B3: its one-way tile points into red's castle, so red cannot
get onto it. Nobody reaches the village E4. Blue holds two coins but cannot travel anywhere useful. The rings mark
red's connections."""),
code('''# rule: amber.score.coins, amber.score.villages, amber.score.castles
COUNT = """''' + examples.COUNT + '''"""
g = amber.scenario(COUNT, coins="B3 E4", purse=[1, 2])
for p, row in g.scores().items():
    print(f"{g.players[p]:5} {row}")
show(g, connections=0)'''),
rule("amber.score.coins", "Each coin held is a point: red 1, blue 2. The coins still lying on B3 and E4 are "
     "nobody's, and a coin thrown out (for instance when stuck) scores for nobody."),
code('''# rule: amber.score.coins
assert g.scores()[0]["coins"] == 1 and g.scores()[1]["coins"] == 2
assert sum(row["coins"] for row in g.scores().values()) == sum(g.state.purse) and len(g.state.coins_on) == 2'''),
rule("amber.score.villages", "Red scores the village C2; the village B3 scores nothing (red reaches its side but "
     "cannot go in), nor does E4."),
code('''# rule: amber.score.villages
assert g.scores()[0]["villages"] == 1 and g.scores()[1]["villages"] == 0
assert amber.connect.connections(g.state, 0)["villages"] == ["C2"]'''),
rule("amber.score.castles", "Red can travel to blue's castle: 2 points. Blue cannot travel to red's (the road is "
     "one-way), so blue scores none."),
code('''# rule: amber.score.castles
assert g.scores()[0] == {"coins": 1, "villages": 1, "castles": 2, "total": 4}
assert g.scores()[1] == {"coins": 2, "villages": 0, "castles": 0, "total": 2}'''),
rule("amber.score.ties", """Most points wins, and equal top scores share the win. Two games end by the pile running
out: with two coins each they tie; with one coin against two, blue wins alone."""),
code('''# rule: amber.score.ties
def final(purse):
    game = amber.scenario(TWO, hands=["cross cross cross cross", "cross cross cross"], deck="", purse=purse)
    game.play("cross C2 r0")
    return {game.players[p]: row["total"] for p, row in game.scores().items()}, game.winners()


print("2 : 2 ->", final([2, 2]))
print("1 : 2 ->", final([1, 2]))'''),
code('''# rule: amber.score.ties
assert final([2, 2])[1] == (0, 1) and final([1, 2])[1] == (1,)'''),

# ---------------------------------------------------------------------------------------------------------------
head("advanced", """The advanced game adds a special shovel for each player and face-up tiles to draw from. Red's
castle B2 with a straight on C2; blue's castle F2."""),
code('''ADV = """''' + examples.ADV + '''"""
SIX = "curve curve curve curve curve curve"
g = amber.scenario(ADV, hands=[SIX, SIX], variant="advanced", market="tee cross", deck="straight swamp roundabout")
print("face up:", g.state.market, "| special shovels:", g.state.specials)'''),
rule("amber.adv.special-shovel", """Red uses the special shovel on C2 instead of playing a hand tile: the hand stays
as it was and nothing is drawn. It works once; and the basic game has no special shovel. It is not a hand tile, so
it does not count toward the three-tile limit at the end."""),
code('''# rule: amber.adv.special-shovel
verdicts(g, "special-shovel C2")
g.play("special-shovel C2")
explain(g)
print("red holds:", g.state.hands[0], "| special shovels:", g.state.specials, "| pile:", g.state.deck)
used = amber.scenario(ADV, hands=[SIX, SIX], variant="advanced", specials=[False, True])
verdicts(used, "special-shovel C2")
verdicts(amber.scenario(ADV, hands=[SIX, SIX]), "special-shovel C2")
last = amber.scenario(ADV, hands=["cross cross cross cross", "cross cross cross"], variant="advanced", market="",
                      deck="")
last.play("cross A2 r0")
print("three tiles and an unused special shovel each, pile empty:", "over" if last.is_over else "play goes on")'''),
code('''# rule: amber.adv.special-shovel
assert g.state.specials == (False, True) and g.state.hands[0] == tuple(SIX.split())
assert g.state.deck == ("straight", "swamp", "roundabout") and g.to_move == 1
assert rule_of(used, "special-shovel C2") == "amber.adv.special-shovel" and not used.check("special-shovel C2").ok
assert rule_of(amber.scenario(ADV, hands=[SIX, SIX]), "special-shovel C2") == "amber.adv.special-shovel"
assert last.is_over and last.state.specials == (True, True)'''),
rule("amber.adv.market", """After playing a tile, red draws either the top of the pile or one of the face-up tiles;
a face-up tile taken is replaced from the pile at once. Only a tile that lies face up can be taken. A new advanced
game lays out as many face-up tiles as there are players. Under our reading a stuck player's one draw offers the
same choice (while the pile has tiles: with an empty pile a stuck player passes)."""),
code('''# rule: amber.adv.market
g = amber.scenario(ADV, hands=[SIX, SIX], variant="advanced", market="tee cross", deck="straight swamp roundabout")
g.play("curve A2 r0")
explain(g)
print("choices:", [str(m) for m in g.legal_moves()])
verdicts(g, "draw market swamp", "draw market tee")
g.play("draw market tee")
print("face up now:", g.state.market, "| pile:", g.state.deck)
print("face up in a new 4-player game:", amber.new_game(players=4, seed=9, variant="advanced").state.market)
shut = amber.scenario(RED_SHUT, hands=[STUCK_HAND, ""], variant="advanced", market="tee cross", deck="straight",
                      specials=[False, True])
shut.play("stuck curve")
print("a stuck player's draw:", [str(m) for m in shut.legal_moves()])'''),
code('''# rule: amber.adv.market
assert Counter(g.state.market) == Counter(["cross", "straight"]) and g.state.deck == ("swamp", "roundabout")
g.undo()
assert rule_of(g, "draw market swamp") == "amber.adv.market" and not g.check("draw market swamp").ok
assert len(amber.new_game(players=4, seed=9, variant="advanced").state.market) == 4
assert {str(m) for m in shut.legal_moves()} == {"draw deck", "draw market tee", "draw market cross"}'''),

# ---------------------------------------------------------------------------------------------------------------
head("try", """Pick a move from the list (legal and illegal ones are mixed) or type any move: the panel shows the
verdict, the rule's explanation and the board with the field marked. Nothing is played. The panels need a running
notebook; the cell after each panel prints the same verdicts as text."""),
code('''# NBVAL_IGNORE_OUTPUT
# rule: amber.place.tile, amber.place.edges-match, amber.place.reachable
from amber.widgets import TryPanel

placing = amber.scenario(ROADS, hands=[HAND, "cross"])
PLACING_MOVES = ["curve D3 r3", "curve D3 r0", "cross D3 r0", "straight D3 r0", "tee D3 r2", "cross C2 r0",
                 "curve E2 r2", "curve B3 r1", "straight A2 r1", "swamp D3", "shovel C2", "stuck curve",
                 "bridge B1 r0", "curve A1 r1"]
TryPanel(placing, PLACING_MOVES)'''),
code('''# rule: amber.place.tile, amber.place.edges-match, amber.place.reachable
verdicts(placing, *PLACING_MOVES)
assert {str(m) for m in placing.legal_moves()} & set(PLACING_MOVES) == {m for m in PLACING_MOVES
                                                                        if placing.check(m).ok}'''),
code('''# NBVAL_IGNORE_OUTPUT
# rule: amber.bridge.trigger, amber.bridge.replace
rebuild = amber.scenario(STRAIGHT, hands=[RED_HAND, ""])
REBUILD_MOVES = ["straight C2 r1 + bridge D2", "straight C2 r1", "straight C2 r1 + roundabout D2",
                 "curve C2 r2 + bridge D2", "curve C2 r2", "bridge D2 r0", "bridge A2 r0", "shovel D2"]
TryPanel(rebuild, REBUILD_MOVES)'''),
code('''# rule: amber.bridge.trigger, amber.bridge.replace
verdicts(rebuild, *REBUILD_MOVES)
assert [rebuild.check(m).ok for m in REBUILD_MOVES] == [True, False, False, False, True, False, True, False]'''),

# ---------------------------------------------------------------------------------------------------------------
head("reconstructed", """The rulebook's pictures are lost: the tile list and the starting layouts in this tutor are
our reconstructions. Each value sits in a JSON file under `amber/data/` with its provenance (`rulebook` or
`reconstructed`) and its source. To use official values, edit the file (see the README, section "Edition data, and
how to change it"):

- `amber/data/tiles.json`: change a kind's `count`; the road kinds must still add up to 82 (the rulebook's total).
- `amber/data/layouts.json`: add official layouts as further entries of a player count's list, then choose one with
  `amber.new_game(players=4, layout=1)`.
- `amber/data/board.json`: board size, coins, hand size, the end-of-game hand limit, and
  `road_may_face_board_edge` (our reading of the board's rim).

A malformed file is refused at import with a message naming the file, the key and the problem."""),
code('''from amber.tiles import KIND_LIST

print("tiles (amber/data/tiles.json)")
for k in KIND_LIST:
    print(f"  {k.code} {k.name:11} {k.count.value:3}  {k.count.provenance:13} {k.count.source}")
print("\\nstarting layouts (amber/data/layouts.json)")
for n, layouts in LAYOUTS.items():
    for layout in layouts:
        print(f"  {n} players, {layout.name}: {layout.provenance}; castles {field_list(layout.castles)}")
print("\\nboard and numbers (amber/data/board.json)")
for key, value in amber.board.SETTINGS.items():
    print(f"  {key:25} {value.value!s:12} {value.provenance:13} {value.source}")'''),
code('''roads = [k for k in KIND_LIST if k.cls == "road"]
assert sum(k.count.value for k in roads) == 82 and sum(k.count.value for k in KIND_LIST) == 92
assert {k.count.provenance for k in roads} == {"reconstructed"}
assert {layout.provenance for layouts in LAYOUTS.values() for layout in layouts} == {"reconstructed"}'''),

# ---------------------------------------------------------------------------------------------------------------
head("all-rules", """Every rule with its Hungarian term and the rulebook section it comes from; *reading* marks our
resolutions where the rulebook is silent. The last cell checks that each rule is demonstrated in a cell of this
notebook (a `# rule:` comment, which `python -m tutor.coverage` also reads)."""),
*nbkit.all_rules_cells("amber"),
]


def build() -> nbf.NotebookNode:
    return nbkit.notebook(cells)


if __name__ == "__main__":  # importing this module (pytest --doctest-modules) must not rewrite the notebook
    nbkit.write(build(), "notebooks/amber-notebooks/01_rules.ipynb")
