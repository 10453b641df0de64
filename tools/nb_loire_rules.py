"""Builds notebooks/loire-notebooks/01_rules.ipynb; then run tools/execute_notebooks.py on it.

Usage: ``python tools/nb_loire_rules.py && python tools/execute_notebooks.py notebooks/loire-notebooks/01_rules.ipynb``

The heading of each rule (id, title, Hungarian term, our explanation) is taken from ``loire.RULES`` when the
notebook is built, so rebuild it after editing loire/rulebook.py. Sections follow ``loire.rulebook.SECTIONS``, the
headings of the Hungarian rulebook in its order; :func:`build` checks that every rule is introduced exactly once,
in the section the rulebook gives it, and that the sections come in the rulebook's order.

The positions are our own (several are taken from the rule tests, tests/test_loire_rules_*.py); the prose is ours,
never the rulebook's sentences. The board the examples use and the helpers that build positions on it (SHIELDS,
MARKET, position, step_before, arrive) are read from loire/examples.py, the pupils' lesson catalogue, which builds
its examples with the same helpers and mostly the same positions and moves.
"""

import json
import re
from pathlib import Path

import nbformat as nbf
import nbkit
from nbkit import code, md

import loire
from loire import examples, rulebook


def _walkthrough() -> str:
    """The board and helpers the examples share with the lesson's catalogue: the text of loire/examples.py between
    its ``# walkthrough: begin`` and ``# walkthrough: end`` lines (SHIELDS, MARKET, position, step_before, arrive)."""
    text = Path(examples.__file__).read_text(encoding="utf-8")
    return text.split("# walkthrough: begin\n", 1)[1].split("\n# walkthrough: end", 1)[0]


WALKTHROUGH = _walkthrough()


def literal(value: object, rows: tuple[int, ...] = (), indent: int = 0) -> str:
    """A list or dict of the lesson catalogue (loire/examples.py) written as Python, on one line or in ``rows`` of so
    many items (continued lines indented by ``indent`` spaces): the walkthrough shows the catalogue's own data.

    >>> literal(["a", "é"]), literal({"a": [1, 2], "b": "c"}, (1, 1), 5)
    ('["a", "é"]', '{"a": [1, 2],\\n     "b": "c"}')
    """
    if not isinstance(value, dict):
        return json.dumps(value, ensure_ascii=False)
    items = [f"{json.dumps(k, ensure_ascii=False)}: {json.dumps(v, ensure_ascii=False)}" for k, v in value.items()]
    rows = rows or (len(items),)
    lines, at = [], 0
    for n in rows:
        lines.append(", ".join(items[at:at + n]))
        at += n
    return "{" + (",\n" + " " * indent).join(lines) + "}"


def _hu(section: str) -> str:
    """The Hungarian part of a rulebook section name: 'Kör (a turn)' -> 'Kör'."""
    return section.rsplit(" (", 1)[0]


# Where to look in the rulebook for a rule that has no Hungarian word of its own.
NO_TERM = {r.id: f"no Hungarian term of its own (see *{_hu(r.section)}*)" for r in loire.RULES.values()}
NO_TERM["loire.notation.syntax"] = "no Hungarian term (the notation is the tutor's own)"
NO_TERM["loire.end.over"] = "no Hungarian term (the rulebook takes it for granted under *A játék vége*)"
NO_TERM["loire.score.undelivered"] = "no Hungarian term (*Győztes* gives the points of a message not delivered)"

SHOWN: list[str] = []  # the rule ids in the order the notebook introduces them (checked by build())


def rule(rule_id: str, prose: str = "") -> nbf.NotebookNode:
    """The markdown heading of one rule: title, id, Hungarian term, where it comes from, our explanation, ``prose``."""
    r = loire.RULES[rule_id]
    SHOWN.append(rule_id)
    stated = {"reconstructed": "it rests on **reconstructed** numbers (see [Reconstructed values](#reconstructed))",
              "secondary source": "from a **secondary source**, not the rulebook"}.get(r.provenance,
                                                                                       "stated in the rulebook")
    if r.alternatives:
        prose = f"*Other readings:* {r.alternatives}\n\n{prose}"
    return nbkit.rule_cell(r, prose, NO_TERM, reading="*our reading* (the rulebook is silent or unclear here)",
                           stated=stated)


def rules(rule_ids: list[str], prose: str) -> nbf.NotebookNode:
    """One markdown cell with the headings of several rules shown by the same code cell, then ``prose``."""
    parts = [rule(rule_id).source.rstrip() for rule_id in rule_ids]
    return md("\n\n".join(parts) + f"\n\n{prose}")


# anchor, English title, Hungarian heading (None: not a rulebook heading), the rulebook section it stands for
SECTIONS = [
    ("setup", "Setup", _hu(rulebook.SETUP), rulebook.SETUP),
    ("turn", "A turn", _hu(rulebook.TURN), rulebook.TURN),
    ("move", "Movement", _hu(rulebook.MOVE), rulebook.MOVE),
    ("actions", "Actions", _hu(rulebook.ACTIONS), rulebook.ACTIONS),
    ("buy", "Buying a good", _hu(rulebook.BUY), rulebook.BUY),
    ("sell", "Selling goods", _hu(rulebook.SELL), rulebook.SELL),
    ("boat", "Sailing on the Loire", _hu(rulebook.BOAT), rulebook.BOAT),
    ("market", "The market shifts", _hu(rulebook.MARKET), rulebook.MARKET),
    ("circus", "The circus moves", _hu(rulebook.CIRCUS), rulebook.CIRCUS),
    ("build", "Buying a building", _hu(rulebook.BUILD), rulebook.BUILD),
    ("hire", "Hiring a character", _hu(rulebook.HIRE), rulebook.HIRE),
    ("message", "Buying a message", _hu(rulebook.MESSAGE), rulebook.MESSAGE),
    ("deliver", "Delivering a message", _hu(rulebook.DELIVER), rulebook.DELIVER),
    ("money", "Money limits in the cities", _hu(rulebook.MONEY), rulebook.MONEY),
    ("end", "End of the game", _hu(rulebook.END), rulebook.END),
    ("winner", "The winner", _hu(rulebook.WINNER), rulebook.WINNER),
    ("casual", "The casual game", _hu(rulebook.CASUAL), rulebook.CASUAL),
    ("solo", "The solo game", _hu(rulebook.SOLO), rulebook.SOLO),
    ("characters", "Character cards", _hu(rulebook.CHARACTERS), rulebook.CHARACTERS),
    ("palaces", "Palace cards", _hu(rulebook.PALACES), rulebook.PALACES),
    ("try", "Try it yourself", None, None),
    ("reconstructed", "Reconstructed values", None, None),
    ("all-rules", "All rules at a glance", None, None),
]
assert [s for *_, s in SECTIONS if s] == list(rulebook.SECTIONS), "sections must follow loire.rulebook.SECTIONS"
CONTENTS = nbkit.Sections((anchor, title, hu) for anchor, title, hu, _ in SECTIONS)
NUMBER, head, TOC = CONTENTS.number, CONTENTS.head, CONTENTS.toc()

HELPERS = '''import random
import sys
from collections import Counter
from pathlib import Path

from IPython.display import SVG, Markdown, display

import loire
from loire.board import BOARD, COMPONENTS, reconstructed
from loire.cards import CHARACTERS, MESSAGES, PALACES
from loire.rules import MESSAGES_TO_END, cubes
from loire.scoring import winners
from loire.setup import deal_shields
from loire.state import CARDS, CHARACTER_NAMES, GOODS, PALACE_KEYS, PLACES, VILLAGES, Piece
from loire.view import view
from tutor import NotationError

sys.stdout.flush_interval = 3600  # a cell's printed text comes out as one block: saved outputs never vary

''' + WALKTHROUGH + '''


def me(g, p=0):
    """Player ``p``'s holdings (red by default)."""
    return g.state.players[p]


def held(g, p=0):
    """Player ``p``'s goods, only those held."""
    return {good: n for good, n in zip(GOODS, me(g, p).goods, strict=True) if n}


def legal(g, *words):
    """The legal moves now as notation; with ``words``, only moves that start with one of them."""
    return [str(m) for m in g.legal_moves() if not words or str(m).split()[0] in words]


def show(g, title, **options):
    """The board of game ``g`` as SVG; options go to the renderer (highlight=[places], path=[places])."""
    return SVG(g.svg(title=title, **options))


def finish(g):
    """Move whatever has not moved yet (the first legal travel), without acting, and end the turn; a player too
    poor to move takes the income instead."""
    if legal(g) == ["income"]:
        g.play("income")
        return
    for piece in ("merchant", "messenger"):
        if piece not in g.state.turn.moved:
            g.play(next(m for m in g.legal_moves() if isinstance(m, loire.Travel) and m.piece == piece))
    g.play("end")


''' + nbkit.rule_helpers(34) + '''


print(len(loire.RULES), "rules")
print(f"{'road':6} {'#':>2} {'village':16} {'good':7} {'shield':7} price")
tour = position()
for road, villages in BOARD.villages.items():
    for i, v in enumerate(villages, 1):
        print(f"{road:6} {i:2} {v:16} {BOARD.goods[v]:7} {SHIELDS[v]:7} {tour.state.price(SHIELDS[v])}")
show(tour, "the examples' board: red to move")'''

cells = [
md(f"""# La Loire, rule by rule

*La Loire* (Emanuele Ornella, Mind the Move, 2012). Every player sends two pieces along the Loire valley between
Nantes and Orléans. The **merchant** buys goods in the villages, sells them in the two cities and spends the money
on buildings, palaces and passage for a boat on the river. The **messenger** buys messages in the cities and carries
them to villages of the right colours. Characters, hired where the travelling circus stands, bend the rules for
their owner. Points come from the boat's progress on the river, delivered messages, characters and palaces.

This notebook goes through the Hungarian rulebook (the one full text of the rules in the repository) heading by
heading, from setup to the palace cards. For every rule the tutor knows (`loire.RULES`):

- its **id**, title and **Hungarian term**, so that readers of the rulebook can find the passage, and our
  explanation in plain words;
- a **small position** that shows it, drawn on the board where a place matters (the places an example is about are
  ringed);
- a move that **keeps** the rule and one that **breaks** it, with the **verdict** the engine gives (the rule id and
  the reason). Rules that forbid nothing (setup, scoring, the end of the game) are shown where they apply and where
  their condition fails;
- an **`assert`** that checks the claim, so the notebook tests itself every time it runs.

Rules marked *our reading* are places where the rulebook is silent or unclear and the tutor had to decide (the
decisions are listed in `reference/loire.md`, section 12); each names the *other readings* it chose against. The rulebook's pictures are lost, so many numbers (most
villages' goods, the market prices, the costs and points of cards) are **reconstructions**: see
[Reconstructed values](#reconstructed) for the list and how to change them.

**Contents**

{TOC}"""),
md("""## How to read the examples

**The board** is drawn as a ring: Nantes on the left, Orléans on the right, the north road along the top and the
south road along the bottom, each with nine villages counted from Nantes. The river track runs between the roads,
the market (seven tiles, the cheapest on the left) sits at the top right, and a panel below lists each player's
money, goods, boat, characters, palaces and messages. A village shows its shield (filled with its colour), its good
and, towards the middle of the board, a building token (F, M or C in the owner's colour), the circus tent, loose
horses (a brown disc with their number) and message cubes. Merchants are discs and messengers diamonds, with the
team's horse count and a small arrow toward the city they are heading for. A ring marks the places an example is
about. Village names in italics and dashed goods are reconstructions.

**A turn** is written as its steps in play order: move a piece (`merchant Saumur`; `+1` or `-1` before the place
adds a horse or leaves one behind), then the action where it stopped (`buy cheese`), then the other piece
(`messenger Tours`, `deliver Tours`) and finally `end`. The other actions are `sell wood 2`, `boat 1`,
`build farm Saumur`, `palace Bank Nantes`, `hire Witch`, `message 2`, `recall blue+red`, `circus Tours` and
`income`. A message card is named by a code: a level-1 card by its village (`Tours`), a level-2 or level-3 card by
its shield colours (`blue+yellow`), a monastery message by its city and type (`Nantes.love`).

**Positions** are built with `loire.scenario` (read its docstring for the keys). The helper `position` below fixes
every village's shield and the market, so that every price in the examples is known; it puts the circus at Ussé,
takes the loose horses off the board and lets red (player 0) move. `arrive(piece, place)` stands red's piece one
place before `place` with no horse and plays the move there, so that the piece may act. `g.check(move)` gives the
verdict without playing: `legal [rule]: …` or `illegal [rule]: reason`; `verdicts(g, …)` prints several.

Every example uses this board (the table gives each village's good, its shield in the examples and the price of a
good there while the market lies as below):"""),
code(HELPERS),
]

# ---------------------------------------------------------------------------------------------------------------
cells += [
head("setup", """Before the first turn: players, board, shields, market, circus, horses, cards, supplies and the pieces.
These rules are shown on new games (`loire.new_game`), and on positions where what setup provides is used."""),
rule("loire.setup.players", "One to four players, each with the pieces of one colour; a single player plays the "
     "solo rules ([§solo§](#solo)). No game for nobody or for five."),
code('''# rule: loire.setup.players
for n in (1, 2, 3, 4):
    print(n, "player(s):", ", ".join(loire.new_game(players=n, seed=1).players))
for n in (0, 5):
    print(n, "players:", refuses(lambda n=n: loire.new_game(players=n)))
assert [len(loire.new_game(players=n, seed=1).state.players) for n in (1, 2, 3, 4)] == [1, 2, 3, 4]
assert "loire.setup.players" in refuses(lambda: loire.new_game(players=5))
assert "1 to 4 players" in refuses(lambda: loire.scenario(players=0))'''),
rule("loire.setup.board", """Twenty places: the two cities and nine villages on each road. Following the roads from
Nantes along the north bank to Orléans and back along the south bank closes a loop in which every place has exactly
two neighbours. A place that is not on the board is refused."""),
code('''# rule: loire.setup.board
for road, villages in BOARD.villages.items():
    print(f"{road}: Nantes - {' - '.join(villages)} - Orléans")
g = position()
verdicts(g, "merchant Langeais", "merchant Paris")
loop = ["Nantes", *NORTH, "Orléans", *reversed(SOUTH)]
assert len(PLACES) == 20 == len(BOARD.graph) and set(PLACES) == set(loop)
assert {frozenset(e) for e in BOARD.graph.edges()} == {frozenset((loop[i], loop[i - 1])) for i in range(20)}
assert g.check("merchant Langeais").ok and rule_of(g, "merchant Paris") == "loire.notation.syntax"'''),
rule("loire.setup.shields", """Shields are dealt at random, so every seed gives another board. A plain shuffle often
puts two shields of one colour side by side on a road; the deal then swaps shields until no neighbours match. Under
our reading only villages next to each other on the same road count, so the first villages of the two roads may
match. (A scenario may lay out any shields; our fixed `SHIELDS` keep the rule too.)"""),
code('''# rule: loire.setup.shields
def clashes(shields):
    """Neighbouring villages on a road with the same shield colour; ``shields`` in VILLAGES order."""
    colour = dict(zip(VILLAGES, shields, strict=True))
    return [(a, b) for road in (NORTH, SOUTH) for a, b in zip(road, road[1:], strict=False) if colour[a] == colour[b]]


pool = [c for c, n in COMPONENTS.shield_counts.value.items() for _ in range(n)]
raw = list(pool)
random.Random(3).shuffle(raw)
print("a plain shuffle:", clashes(raw))
print("the deal with the same seed:", clashes(deal_shields(random.Random(3))))
dealt = [loire.new_game(players=2, seed=seed).state.shields for seed in range(40)]
print("40 new games:", len(set(dealt)), "different layouts,", sum(map(len, map(clashes, dealt))), "clashes")
assert clashes(raw) and clashes(deal_shields(random.Random(3))) == []
assert all(clashes(s) == [] and Counter(s) == Counter(pool) for s in dealt) and len(set(dealt)) == 40
assert any(s[VILLAGES.index("Ancenis")] == s[VILLAGES.index("Champtoceaux")] for s in dealt)
assert clashes([SHIELDS[v] for v in VILLAGES]) == []'''),
rule("loire.setup.market", """Seven market tiles, one per colour, lie in a random order; a good costs the price of
the space where the tile of its village's colour lies, up to 4 on the right (the rulebook; the cheaper prices to its
left, from 1, are the tutor's reconstruction). A market that does not
hold every colour exactly once is refused."""),
code('''# rule: loire.setup.market
print("prices of the spaces:", COMPONENTS.market_prices)
for seed in (1, 2, 3):
    print(f"seed {seed}:", loire.new_game(players=2, seed=seed).state.market)
print({colour: tour.state.price(colour) for colour in MARKET})
print(refuses(lambda: position(market=MARKET[:6]), NotationError))
markets = {loire.new_game(players=2, seed=seed).state.market for seed in range(30)}
assert all(sorted(m) == sorted(MARKET) for m in markets) and len(markets) > 20
assert COMPONENTS.market_prices == (1, 1, 2, 2, 3, 3, 4) and tour.state.price("black") == 4
assert "must list each of" in refuses(lambda: position(market=[*MARKET[:6], "blue"]), NotationError)'''),
rule("loire.setup.circus", """Every new game puts the circus in Ussé, whatever the seed or the player count; the tile
of Ussé's colour is the circus tile. The circus is where characters are hired: a merchant stopping at Ussé may hire,
one stopping at Chinon may not. (The casual game has no circus, [§casual§](#casual).)"""),
code('''# rule: loire.setup.circus
for n in (1, 2, 3, 4):
    s = loire.new_game(players=n, seed=n).state
    tile = s.shield(s.circus)
    print(f"{n} player(s): circus at {s.circus}, its tile {tile} on market space {s.market.index(tile) + 1}")
at_usse, at_chinon = arrive("merchant", "Ussé"), arrive("merchant", "Chinon")
verdicts(at_usse, "hire Witch")
verdicts(at_chinon, "hire Witch")
assert {loire.new_game(players=n, seed=s).state.circus for n in (1, 2, 3, 4) for s in range(5)} == {"Ussé"}
assert at_usse.check("hire Witch").ok and rule_of(at_chinon, "hire Witch") == "loire.hire.where"'''),
rule("loire.setup.neutral-horses", """With one or two players a loose horse stands on each of six villages; with three or
four, on eight others. Under our reading the lists replace each other: never fourteen horses. Here is a new
two-player game with the six horse villages ringed. A merchant starting its move where a free horse stands may take
it along: in a two-player game there is one at Montsoreau, in a three-player game there is none."""),
code('''# rule: loire.setup.neutral-horses
for n in (1, 2, 3, 4):
    s = loire.new_game(players=n, seed=7).state
    print(n, "player(s):", [p for p, k in zip(PLACES, s.loose, strict=True) if k])
seat = {"merchant": "Montsoreau", "merchant_horses": 0}
two = loire.scenario(players=2, seed=1, player=0, seats=[seat, {}])
three = loire.scenario(players=3, seed=1, player=0, seats=[seat, {}, {}])
verdicts(two, "merchant +1 Ussé")
verdicts(three, "merchant +1 Ussé")
assert [sum(loire.new_game(players=n, seed=7).state.loose) for n in (1, 2, 3, 4)] == [6, 6, 8, 8]
assert not set(BOARD.horses_for(2)) & set(BOARD.horses_for(3))
assert two.check("merchant +1 Ussé").ok and rule_of(three, "merchant +1 Ussé") == "loire.move.add-horse"
opening = loire.new_game(players=2, seed=1)
show(opening, "a new 2-player game: loose horses (ringed)", highlight=BOARD.horses_for(2))'''),
rule("loire.setup.messages", """Four decks of message cards, one per level, each shuffled by the game's seed. Every
player starts with the top level-1 card (see `loire.setup.money`), so the level-1 deck is short by one card a
player. Nobody sees the order of a deck: the same seed gives the same order, another seed another."""),
code('''# rule: loire.setup.messages
for level, m in MESSAGES.items():
    print(f"level {level}: {m.cards.value:2} cards, price {m.price.value}, {m.vp.value} points, "
          f"targets: {m.target_kind}")
one, again, other = (loire.new_game(players=2, seed=s).state for s in (1, 1, 2))
print("deck sizes with two players:", [len(d) for d in one.decks])
print("seed 1, top cards:", [d[0] for d in one.decks], "| seed 2:", [d[0] for d in other.decks])
assert [len(d) for d in one.decks] == [18 - 2, 14, 14, 8] and one.decks == again.decks != other.decks
assert all(CARDS[c].level == level for level, deck in enumerate(one.decks, 1) for c in deck)'''),
rule("loire.setup.supply", """The bank holds the money (the tutor never lets it run out) and the goods cards, a limited number of each
kind; buying takes a card out, selling puts it back. The farm, monastery, castle, circus, Nantes and Orléans cards
only describe the rules: nobody can buy them (a building is a token on the board, [§build§](#build)). A position
that would need more goods than the bank has is refused."""),
code('''# rule: loire.setup.supply
s = loire.new_game(players=2, seed=1).state
print("goods in the bank:", dict(zip(GOODS, s.goods, strict=True)))
g = arrive("merchant", "Nantes", {"goods": {"wood": 1}})
verdicts(g, "palace Bank Nantes", "palace Farm Nantes")
print(refuses(lambda: position({"goods": {"beer": 7}}), NotationError))
assert dict(zip(GOODS, s.goods, strict=True)) == {"wood": 15, "grain": 8, "cheese": 8, "wine": 8, "beer": 6}
assert g.state.goods[GOODS.index("wood")] == 15 - 1  # red's wood came from the bank
assert g.check("palace Bank Nantes").ok and rule_of(g, "palace Farm Nantes") == "loire.notation.syntax"'''),
rule("loire.setup.palaces", """Four kinds of palace in each city, two copies of each: 16 cards. A Nantes palace and the
Orléans palace of the same name are different cards. With three players, if blue and green already own the Bank of
Nantes, there is no third copy for red; the Bank of Orléans is still there."""),
code('''# rule: loire.setup.palaces
s = loire.new_game(players=4, seed=1).state
for city in BOARD.cities:
    print(city, {kind: s.palaces[PALACE_KEYS.index((kind, city))] for kind, c in PALACE_KEYS if c == city})
g = arrive("merchant", "Nantes", {"money": 9}, {"palaces": ["Bank Nantes"]}, {"palaces": ["Bank Nantes"]}, players=3)
verdicts(g, "palace Bank Orléans", "palace Bank Nantes")
assert sum(s.palaces) == 16 and set(s.palaces) == {2}
assert g.check("palace Bank Orléans").ok and rule_of(g, "palace Bank Nantes") == "loire.build.palace"'''),
rule("loire.setup.characters", """Banker, Apprentice, Helper and Mayor come once per player, the five blue characters
once in every game, and each other character twice with three or four players but once with one or two. Under our
reading the one-copy rule for small games never cuts the per-player cards: with two players each can still hire an
Apprentice. With two players, if blue holds the only Spy, red cannot hire one; with three players there is a
second Spy."""),
code('''# rule: loire.setup.characters
for n in (1, 2, 3, 4):
    copies = dict(zip(CHARACTER_NAMES, loire.new_game(players=n, seed=1).state.characters, strict=True))
    print(f"{n} player(s): {sum(copies.values())} cards; Apprentice {copies['Apprentice']}, Lover {copies['Lover']}, "
          f"Spy {copies['Spy']}")
two = arrive("merchant", "Ussé", {}, {"characters": ["Spy", "Apprentice"]})
three = arrive("merchant", "Ussé", {}, {"characters": ["Spy"]}, {}, players=3)
verdicts(two, "hire Apprentice", "hire Spy")
verdicts(three, "hire Spy")
assert [sum(loire.new_game(players=n, seed=1).state.characters) for n in (1, 2, 3, 4)] == [29, 33, 57, 61]
assert two.check("hire Apprentice").ok and rule_of(two, "hire Spy") == "loire.hire.supply"
assert three.check("hire Spy").ok'''),
rule("loire.setup.open-cards", """Everything players own lies open: seen from red's seat, blue's money, goods and
messages are all listed. Only the message decks are face down, so red cannot pick a card out of one (without the
Spy or a Ducal Palace, [§characters§](#characters))."""),
code('''# rule: loire.setup.open-cards
g = arrive("messenger", "Orléans", {"hand": []}, {"goods": {"wine": 1}, "hand": ["Angers", "blue+red"]})
blue = view(g.state, 0)["seats"]["blue"]
print("red sees blue's money", blue["money"], "goods", {k: n for k, n in blue["goods"].items() if n},
      "messages", blue["hand"])
print("and of the decks only their sizes:", view(g.state, 0)["decks"])
verdicts(g, "message 1", "message 1 Tours")
assert blue["money"] == 7 and blue["hand"] == ["Angers", "blue+red"] and "deck_order" not in view(g.state, 0)
assert g.check("message 1").ok and rule_of(g, "message 1 Tours") == "loire.message.draw"'''),
rule("loire.setup.cubes", """The message cubes come with two characters: the Apprentice brings the first, the Helper
the second. Without the Apprentice a level-2 step cannot be marked at all; with the Apprentice alone, the one cube
already on another message leaves none for a second."""),
code('''# rule: loire.setup.cubes
hand = {"hand": ["blue+yellow", "white+black"], "progress": {"white+black": ["Langeais"]}}
both = arrive("messenger", "Saumur", {**hand, "characters": ["Apprentice", "Helper"]})
one = arrive("messenger", "Saumur", {**hand, "characters": ["Apprentice"]})
none = arrive("messenger", "Saumur", {"hand": ["blue+yellow"]})
for name, g in (("Apprentice and Helper", both), ("Apprentice only", one), ("neither", none)):
    print(f"{name:22} cubes {cubes(g.state, me(g))} ->", g.check("deliver blue+yellow"))
assert [cubes(g.state, me(g)) for g in (both, one, none)] == [2, 1, 0]
assert both.check("deliver blue+yellow").ok and rule_of(one, "deliver blue+yellow") == "loire.deliver.cubes"
assert rule_of(none, "deliver blue+yellow") == "loire.character.apprentice"'''),
rule("loire.setup.boats", """Every boat starts on space 0 of the river and scores nothing there. Paying for passage in a
city moves it on ([§boat§](#boat)); from space 0 the longest passage, two spaces, is far from any goal."""),
code('''# rule: loire.setup.boats
for n in (1, 2, 3, 4):
    g = loire.new_game(players=n, seed=4)
    print(f"{n} player(s): boats {[p.boat for p in g.state.players]}, goal {g.state.goal()}")
g = arrive("merchant", "Orléans", {"money": 10})
g.play("boat 2")
explain(g)
assert all(p.boat == 0 for n in (1, 2, 3, 4) for p in loire.new_game(players=n, seed=4).state.players)
assert me(g).boat == 2 and g.scores()[0]["boat"] == 2 and g.state.trigger is None'''),
rule("loire.setup.pieces", """Each merchant starts in Nantes and each messenger in Orléans, both with two horses: the
first move goes exactly three places, and the team holds no room for a third horse."""),
code('''# rule: loire.setup.pieces
s = loire.new_game(players=3, seed=8).state
for name, p in zip(("red", "blue", "green"), s.players, strict=True):
    print(f"{name:5} merchant in {p.merchant}, messenger in {p.messenger}")
g = position()
verdicts(g, "merchant Langeais", "messenger Amboise", "merchant +1 Tours", "messenger Langeais")
assert all(p.merchant == Piece("Nantes", None, 2) and p.messenger == Piece("Orléans", None, 2) for p in s.players)
assert g.check("merchant Langeais").ok and g.check("messenger Amboise").ok
assert rule_of(g, "merchant +1 Tours") == "loire.move.max-horses"
assert rule_of(g, "messenger Langeais") == "loire.move.steps"'''),
rule("loire.setup.money", """Seven deniers and one level-1 message each, both in the open. Seven is above the
five-denier minimum of [§money§](#money), so nobody starts with a lost turn."""),
code('''# rule: loire.setup.money
s = loire.new_game(players=4, seed=9).state
print([(p.money, p.hand) for p in s.players])
g = loire.new_game(players=2, seed=9)
verdicts(g, "income")
assert all(p.money == 7 and len(p.hand) == 1 and CARDS[p.hand[0]].level == 1 for p in s.players)
assert rule_of(g, "income") == "loire.money.minimum" and "income" not in legal(g)'''),
rule("loire.setup.buildings", """The number of building tokens is not in our sources: the tutor gives every player 6
farms, 2 monasteries and 2 towers. A castle keeps its farm token and uses a tower. Red, with five farms and a castle
on the board, has no farm token left; with two castles, no tower."""),
code('''# rule: loire.setup.buildings
rich = {"money": 20, "goods": {"wood": 5}}
print({kind: COMPONENTS.buildings[kind].per_player.value for kind in ("farm", "monastery", "castle")})
five = {"Ancenis": "0 farm", "Langeais": "0 farm", "Champtoceaux": "0 farm", "Montsoreau": "0 farm"}
sixth = arrive("merchant", "Nantes", rich, buildings={**five, "Vendôme": "0 farm"})
full = arrive("merchant", "Nantes", rich, buildings={**five, "Vendôme": "0 castle", "Chinon": "0 farm"})
towers = arrive("merchant", "Nantes", rich, buildings={"Ancenis": "0 castle", "Champtoceaux": "0 castle",
                                                       "Langeais": "0 farm"})
verdicts(sixth, "build farm Ussé")
verdicts(full, "build farm Tours")
verdicts(towers, "build castle Langeais")
assert sixth.check("build farm Ussé").ok and rule_of(full, "build farm Tours") == "loire.setup.buildings"
assert rule_of(towers, "build castle Langeais") == "loire.build.towers"'''),
rule("loire.setup.start-player", """The rulebook lets the player who last steered a boat start; the tutor draws the
start player with the seed, or takes `start_player`. Play then goes round in seat order (red, blue, green, ...),
and nobody else may open."""),
code('''# rule: loire.setup.start-player
print("start player by seed:", [loire.new_game(players=3, seed=seed).to_move for seed in range(8)])
g = loire.new_game(players=3, seed=1, start_player=2)
order = []
for _ in range(4):
    order.append(g.players[g.to_move])
    finish(g)
print("from green on:", order)
h = loire.new_game(players=3, seed=1, start_player=1)
verdicts(h, "blue: merchant Langeais", "red: merchant Langeais")
assert {loire.new_game(players=3, seed=seed).to_move for seed in range(20)} == {0, 1, 2}
assert order == ["green", "red", "blue", "green"]
assert h.check("blue: merchant Langeais").ok and rule_of(h, "red: merchant Langeais") == "loire.turn.order"'''),
]

# ---------------------------------------------------------------------------------------------------------------
cells += [
head("turn", """A turn moves both pieces, each followed by the action it may take where it stopped, and passes to the
next player in seat order. The examples start from the board above: red's merchant in Nantes and messenger in Orléans,
two horses each."""),
rule("loire.turn.both-pieces", """The messenger may go first and the merchant second, or the other way round; but
each piece moves once a turn."""),
code('''# rule: loire.turn.both-pieces
g = position()
g.play_many(["messenger Talcy", "merchant -1 Saumur"])
explain(g)
print("moved:", g.state.turn.moved)
verdicts(g, "end", "merchant Montsoreau")
h = position()
h.play_many(["merchant -1 Saumur", "messenger Talcy"])
assert g.state.turn.moved == ("messenger", "merchant") and h.state.turn.moved == ("merchant", "messenger")
assert g.check("end").ok and rule_of(g, "merchant Montsoreau") == "loire.turn.both-pieces"'''),
rule("loire.turn.must-move", """Ending the turn before both pieces have moved is refused, and so is a "move" that stays
where it is."""),
code('''# rule: loire.turn.must-move
g = position()
verdicts(g, "end", "merchant Nantes")
g.play("merchant Langeais")
verdicts(g, "end", "messenger Amboise")
assert rule_of(g, "end") == "loire.turn.must-move" and g.check("messenger Amboise").ok
assert rule_of(position(), "merchant Nantes") == "loire.turn.must-move"'''),
rule("loire.turn.action-after-move", """Red's merchant stands in Champtoceaux and moves on to Saumur, where it may buy
the cheese at once. A merchant that has not moved yet cannot buy where it stands, and once the messenger has moved
the merchant's stop is over."""),
code('''# rule: loire.turn.action-after-move
g = position({"merchant": "Champtoceaux", "merchant_horses": 0})
g.play("merchant Saumur")
verdicts(g, "buy cheese")
waiting = position({"merchant": "Saumur", "merchant_horses": 0})
verdicts(waiting, "buy cheese")
late = arrive("merchant", "Saumur")
late.play("messenger Talcy")
verdicts(late, "buy cheese")
assert g.check("buy cheese").ok
assert rule_of(waiting, "buy cheese") == rule_of(late, "buy cheese") == "loire.turn.action-after-move"'''),
rule("loire.turn.city-merchant", """In a city the merchant's stop holds more than one action: red sells a cheese
(5) and two wood (2 each), builds a farm at Saumur (4 deniers and a wood) and pays 6 for a river space, all in
Orléans. A second building and a second passage are still refused (their own rules), and none of this is possible
in a village."""),
code('''# rule: loire.turn.city-merchant
g = arrive("merchant", "Orléans", {"money": 8, "goods": {"wood": 3, "cheese": 1}})
g.play_many(["sell cheese", "sell wood 2", "build farm Saumur", "boat 1"])
for i in range(-4, 0):  # the last four moves
    print(g.explain(i)[0][1])
verdicts(g, "build farm Tours", "boat 1")
village = arrive("merchant", "Saumur", {"money": 10, "goods": {"wood": 3}})
verdicts(village, "boat 1", "build farm Tours")
assert me(g).money == 8 + 5 + 2 * 2 - 4 - 6 and held(g) == {} and me(g).boat == 1
assert g.state.building("Saumur") == (0, "farm")
assert rule_of(g, "build farm Tours") == "loire.build.one-per-turn" and rule_of(g, "boat 1") == "loire.boat.once"
assert rule_of(village, "boat 1") == rule_of(village, "build farm Tours") == "loire.action.city"'''),
rule("loire.turn.end", """When both pieces have moved, `end` passes the turn to the next player in seat order; red's
pieces stay where they stopped. After that red has nothing more to play."""),
code('''# rule: loire.turn.end
g = position(players=3)
g.play_many(["merchant Langeais", "messenger Amboise"])
verdicts(g, "end")
g.play("end")
explain(g)
print("to move:", g.players[g.to_move], "| red's merchant:", me(g).merchant)
verdicts(g, "red: merchant Tours", "merchant Langeais")
assert g.to_move == 1 and g.state.turn.moved == () and me(g).merchant == Piece("Langeais", "Orléans", 2)
assert rule_of(g, "red: merchant Tours") == "loire.turn.order" and g.check("merchant Langeais").ok'''),
rule("loire.turn.order", """A move may name its player first, as the move log does. Only the player to move may play:
in red's turn blue and green can do nothing, not even between red's steps."""),
code('''# rule: loire.turn.order
g = position(players=3)
verdicts(g, "red: merchant Langeais", "blue: merchant Langeais", "green: end")
assert g.check("red: merchant Langeais").ok
g.play("red: merchant Langeais")
verdicts(g, "blue: messenger Talcy")
assert rule_of(g, "blue: messenger Talcy") == rule_of(position(players=3), "green: end") == "loire.turn.order"'''),
rule("loire.notation.syntax", """Every step prints as text that reads back to the same move. Text that is not a move,
or names an unknown place, good or character, is refused under this rule and changes nothing."""),
code('''# rule: loire.notation.syntax
for text in ("merchant +1 Saumur", "messenger -1 Tours smith Blois", "buy wood 2", "build castle Saumur patronus",
             "palace Post Office Orléans", "message 2 blue+red", "deliver Nantes.love", "red: sell wood 2"):
    move = position().parse(text)
    print(f"{text:32} -> {move!r}")
g = arrive("merchant", "Ussé")
verdicts(g, "buy wood", "fly to Paris", "merchant", "buy gold", "hire Dragon")
print(refuses(lambda: g.play("sell wood two"), NotationError))
assert str(loire.parse("messenger -1 Tours smith Blois")) == "messenger -1 Tours smith Blois"
assert loire.parse("merchant +1 Saumur") == loire.Travel("merchant", "Saumur", 1)
assert {rule_of(g, m) for m in ("fly to Paris", "merchant", "buy gold", "hire Dragon")} == {"loire.notation.syntax"}
assert g.history == (loire.parse("merchant Ussé"),)'''),
]

# ---------------------------------------------------------------------------------------------------------------
cells += [
head("move", """A piece moves one place more than the horses in its team, along the road it took when it left a
city. The ringed places are where red's merchant can go from Nantes with its two horses: three places on either
road, or one or two after leaving horses behind."""),
code('''g = position()
reach = sorted({m.to for m in g.legal_moves() if isinstance(m, loire.Travel) and m.piece == "merchant"})
print(legal(g, "merchant"))
show(g, "where red's merchant can go from Nantes", highlight=reach)'''),
rule("loire.move.steps", """With two horses the merchant goes exactly three places; leaving one horse in Nantes it
goes two, to Saumur. Stopping at Saumur with both horses would waste a step, and is refused."""),
code('''# rule: loire.move.steps
g = position()
verdicts(g, "merchant -1 Saumur", "merchant Saumur", "merchant Tours")
g.play("merchant -1 Saumur")
explain(g)
assert me(g).merchant == Piece("Saumur", "Orléans", 1)
assert rule_of(position(), "merchant Saumur") == rule_of(position(), "merchant Tours") == "loire.move.steps"'''),
rule("loire.move.team", """The horses travel with their piece: after the move the team stands in Montsoreau with its
two horses, while Montsoreau's free horse stays free. Horses of another team are not free: blue's merchant, alone in
Saumur beside red's team, cannot borrow one of red's horses."""),
code('''# rule: loire.move.team
g = position(loose={"Montsoreau": 1})
g.play("merchant Montsoreau")
print("red's merchant:", me(g).merchant, "| free at Montsoreau:", g.state.horses_at("Montsoreau"))
beside = position({"merchant": "Saumur", "merchant_horses": 2}, {"merchant": "Saumur", "merchant_horses": 0}, player=1)
verdicts(beside, "merchant Montsoreau", "merchant +1 Chinon")
assert me(g).merchant == Piece("Montsoreau", "Orléans", 2) and g.state.horses_at("Montsoreau") == 1
assert beside.check("merchant Montsoreau").ok and rule_of(beside, "merchant +1 Chinon") == "loire.move.add-horse"'''),
rule("loire.move.drop-horses", """Red leaves a horse in Nantes to reach Saumur; the horse stays there, free, and blue's
merchant, starting in Nantes next turn without horses, takes it along. Nobody can leave more horses than the team
has."""),
code('''# rule: loire.move.drop-horses
g = position({}, {"merchant": "Nantes", "merchant_horses": 0})
g.play("merchant -1 Saumur")
print("free horses in Nantes:", g.state.horses_at("Nantes"))
verdicts(g, "messenger -3 Meung-sur-Loire", "messenger -2 Meung-sur-Loire")
g.play_many(["messenger -2 Meung-sur-Loire", "end", "merchant +1 Saumur"])
explain(g)
assert g.state.horses_at("Nantes") == 0 and me(g, 1).merchant == Piece("Saumur", "Orléans", 1)
assert g.state.horses_at("Orléans") == 2
assert rule_of(position(), "merchant -3 Ancenis") == "loire.move.drop-horses"'''),
rule("loire.move.add-horse", """Two free horses stand in Montsoreau, where red's merchant waits without a horse: it
may take one of them and go two places. Taking both at once is refused (one horse a turn for each piece without the
Squire), and red's messenger in Saumur finds no free horse to take where it stands."""),
code('''# rule: loire.move.add-horse
g = position({"merchant": "Montsoreau", "merchant_horses": 0, "messenger": "Saumur", "messenger_horses": 0},
             loose={"Montsoreau": 2, "Chinon": 1})
verdicts(g, "merchant +1 Ussé", "merchant +2 Villandry", "messenger +1 Chinon")
assert rule_of(g, "merchant +2 Villandry") == rule_of(g, "messenger +1 Chinon") == "loire.move.add-horse"
g.play("merchant +1 Ussé")
assert me(g).merchant == Piece("Ussé", "Orléans", 1) and g.state.horses_at("Montsoreau") == 1'''),
rule("loire.move.max-horses", """A team holds two horses at most, so a move is never longer than three places. From
Montsoreau with one horse (and two free ones there) red's merchant has exactly three choices; with two horses it
cannot take a third."""),
code('''# rule: loire.move.max-horses
g = position({"merchant": "Montsoreau", "merchant_horses": 1}, loose={"Montsoreau": 2})
print(legal(g, "merchant"))
full = position({"merchant": "Montsoreau", "merchant_horses": 2}, loose={"Montsoreau": 1})
verdicts(full, "merchant Ussé", "merchant +1 Amboise")
assert legal(g, "merchant") == ["merchant -1 Chinon", "merchant Ussé", "merchant +1 Villandry"]
assert rule_of(full, "merchant +1 Amboise") == "loire.move.max-horses"'''),
rule("loire.move.city-choice", """Leaving Orléans, red's messenger may take either road: one, two or three places along
the north road or along the south road. Once it stands in a village there is no such choice: red's merchant in
Angers can only go on along the north road."""),
code('''# rule: loire.move.city-choice
g = position()
print(legal(g, "messenger"))
village = position({"merchant": "Angers", "merchant_horses": 1})
verdicts(village, "merchant Tours", "merchant Montsoreau")
assert {m.split()[-1] for m in legal(g, "messenger")} == {*NORTH[-3:], *SOUTH[-3:]}
assert village.check("merchant Tours").ok and rule_of(village, "merchant Montsoreau") == "loire.move.keep-road"'''),
rule("loire.move.keep-road", """Red's merchant stands in Saumur heading for Nantes, with no horse: its only move is on
to Champtoceaux. Turning back, or jumping to the other road, is refused. In Nantes both roads are open again."""),
code('''# rule: loire.move.keep-road
g = position({"merchant": "Saumur>Nantes", "merchant_horses": 0})
print(legal(g, "merchant"))
verdicts(g, "merchant Montsoreau", "merchant Ancenis")
home = position({"merchant": "Champtoceaux>Nantes", "merchant_horses": 0})
home.play_many(["merchant Nantes", "messenger Talcy", "end"])
finish(home)
print("back in Nantes:", legal(home, "merchant"))  # blue left two horses in Nantes: red may take one
assert legal(g, "merchant") == ["merchant Champtoceaux"]
assert rule_of(g, "merchant Montsoreau") == rule_of(g, "merchant Ancenis") == "loire.move.keep-road"
assert {"merchant Ancenis", "merchant Champtoceaux"} <= set(legal(home, "merchant"))'''),
rule("loire.move.exact-steps", """Red's merchant stands in Chambord, one place before Orléans, with two horses. Three
places would run past the city, which is not allowed: it must leave both horses in Chambord and arrive with the
exact step."""),
code('''# rule: loire.move.exact-steps
g = position({"merchant": "Chambord", "merchant_horses": 2})
print(legal(g, "merchant"))
verdicts(g, "merchant -2 Orléans", "merchant Orléans", "merchant -1 Orléans")
g.play("merchant -2 Orléans")
assert me(g).merchant == Piece("Orléans", None, 0) and g.state.horses_at("Chambord") == 2
assert rule_of(position({"merchant": "Chambord", "merchant_horses": 2}), "merchant Orléans") == "loire.move.exact-steps"
assert rule_of(position({"merchant": "Chambord", "merchant_horses": 2}), "merchant -1 Orléans") == \\
    "loire.move.exact-steps"'''),
rule("loire.move.left-side", """Both of red's pieces stand in Chinon: the merchant (disc) heading for Orléans, the
messenger (diamond) heading for Nantes, each drawn with a small arrow showing its way. Each keeps its own direction:
neither may follow the other."""),
code('''# rule: loire.move.left-side
g = position({"merchant": "Chinon>Orléans", "merchant_horses": 0, "messenger": "Chinon>Nantes", "messenger_horses": 0})
verdicts(g, "merchant Ussé", "messenger Montsoreau", "merchant Montsoreau", "messenger Ussé")
assert g.check("merchant Ussé").ok and g.check("messenger Montsoreau").ok
assert rule_of(g, "merchant Montsoreau") == rule_of(g, "messenger Ussé") == "loire.move.keep-road"
show(g, "two pieces in Chinon, heading apart", highlight=["Chinon", "Ussé", "Montsoreau"])'''),
]

# ---------------------------------------------------------------------------------------------------------------
cells += [
head("actions", """After each move the piece that has just stopped may act: what it may do depends on where it stands
(a plain village, a city, the circus, a village with one of the player's buildings) and on which piece it is."""),
rule("loire.action.optional", """Red's merchant stops in Saumur without buying the cheese, and the messenger stops in
Tours with the Tours message without delivering it: nothing changes, and the turn ends. What a piece cannot do
depends on the piece: a messenger never buys goods, a merchant never buys messages."""),
code('''# rule: loire.action.optional
g = position({"merchant": "Champtoceaux", "merchant_horses": 0, "messenger": "Langeais>Orléans",
              "messenger_horses": 0, "hand": ["Tours"]})
g.play("merchant Saumur")
print("the merchant could:", legal(g, "buy"))
g.play("messenger Tours")
print("the messenger could:", legal(g, "deliver"))
g.play("end")
print("red:", me(g).money, "deniers, goods", held(g), "messages", me(g).hand)
messenger, merchant = arrive("messenger", "Saumur"), arrive("merchant", "Orléans")
verdicts(messenger, "buy cheese")
verdicts(merchant, "message 1")
assert me(g).money == 7 and held(g) == {} and me(g).hand == ("Tours",) and g.state.market == tuple(MARKET)
assert rule_of(messenger, "buy cheese") == rule_of(merchant, "message 1") == "loire.turn.action-after-move"'''),
rule("loire.action.village", """In a village without buildings the merchant may buy the village's good and the
messenger may deliver a message there: here a cheese for 1 (Saumur is blue) and the Tours message, which pays 1
(Tours is yellow). Selling goods and buying messages are not village actions."""),
code('''# rule: loire.action.village
g = position({"merchant": "Champtoceaux", "merchant_horses": 0, "goods": {"wood": 1},
              "messenger": "Langeais>Orléans", "messenger_horses": 0, "hand": ["Tours"]})
g.play("merchant Saumur")
verdicts(g, "buy cheese", "sell wood")
g.play_many(["buy cheese", "messenger Tours"])
verdicts(g, "deliver Tours", "message 1")
g.play("deliver Tours")
assert me(g).money == 7 - 1 + 1 and held(g) == {"wood": 1, "cheese": 1} and me(g).delivered == ("Tours",)
assert rule_of(arrive("merchant", "Saumur", {"goods": {"wood": 1}}), "sell wood") == "loire.sell.where"
assert rule_of(arrive("messenger", "Tours"), "message 1") == "loire.message.buy-where"'''),
rule("loire.action.city", """In Orléans the messenger may buy a message of level 1, 2 or 3; in Nantes it may deliver a
monastery message addressed there (which pays no money). A monastery message is not for sale in a city, and the
merchant's city actions (selling, building, sailing) are refused in a village."""),
code('''# rule: loire.action.city
g = arrive("messenger", "Orléans", {"hand": []})
print(legal(g, "message"))
verdicts(g, "message 3", "message 4")
monastery = arrive("messenger", "Nantes", {"hand": ["Nantes.love"]})
verdicts(monastery, "deliver Nantes.love")
village = arrive("merchant", "Saumur", {"money": 10})
verdicts(village, "boat 1")
assert legal(g, "message") == ["message 1", "message 2", "message 3"]
assert rule_of(g, "message 4") == "loire.message.buy-levels" and monastery.check("deliver Nantes.love").ok
assert rule_of(village, "boat 1") == "loire.action.city"'''),
rule("loire.action.circus-choice", """At the circus (Ussé) red's merchant may buy the wood there, with the circus
discount, or hire a character, but not both. Under our reading a messenger stopping at the circus with a message for
that village likewise delivers or hires, one of the two."""),
code('''# rule: loire.action.circus-choice
g = arrive("merchant", "Ussé")
print(legal(g, "buy"), len(legal(g, "hire")), "characters")
g.play("buy wood")
verdicts(g, "hire Witch")
courier = position({"messenger": "Villandry>Nantes", "messenger_horses": 0, "hand": ["Ussé"]})
courier.play("messenger Ussé")
verdicts(courier, "deliver Ussé", "hire Witch")
courier.play("hire Witch")
verdicts(courier, "deliver Ussé")
assert me(g).money == 7 - (2 - 1) and rule_of(g, "hire Witch") == "loire.action.circus-choice"
assert rule_of(courier, "deliver Ussé") == "loire.action.circus-choice"'''),
]

# ---------------------------------------------------------------------------------------------------------------
cells += [
head("buy", """The merchant buys one good in the village where it stopped, at the market price of the village's
colour, less the discounts of a building or the circus there. Below, blue owns a farm in Saumur, a monastery in
Chinon and a castle in Angers, red owns a monastery in Tours, and the circus stands in Ussé; the table gives what
red would pay in each of these villages (`loire.routes.prices`)."""),
code('''from loire.routes import prices

BUILT = {"Saumur": "1 farm", "Chinon": "1 monastery", "Angers": "1 castle", "Tours": "0 monastery"}
g = position(buildings=BUILT)
for village, price in prices(g.state).items():
    if village in (*BUILT, "Ussé", "Beaugency"):
        beer = "" if price.beer is None else f", beer {price.beer}"
        print(f"{village:10} {price.good:6} market {g.state.price(SHIELDS[village])} -> {price.price}{beer}")
show(g, "buildings and the circus (ringed)", highlight=[*BUILT, "Ussé"])'''),
rule("loire.buy.where", """A merchant stopping in Saumur may buy cheese, the good of Saumur, and nothing else; a
merchant in a city buys nothing (it sells there)."""),
code('''# rule: loire.buy.where
g = arrive("merchant", "Saumur")
print(legal(g, "buy"))
verdicts(g, "buy cheese", "buy wine")
city = arrive("merchant", "Nantes")
verdicts(city, "buy cheese")
assert legal(g, "buy") == ["buy cheese"] and g.check("buy cheese").ok
assert rule_of(g, "buy wine") == rule_of(city, "buy cheese") == "loire.buy.where"'''),
rule("loire.buy.price", """The price is the market space of the village's colour: Tours (yellow) 1, Beaugency
(purple) 2, Chinon (green) 3, Angers (black) 4. Exactly 4 deniers buy Angers' wine; 3 do not."""),
code('''# rule: loire.buy.price
for village in ("Tours", "Beaugency", "Chinon", "Angers"):
    g = arrive("merchant", village)
    g.play(f"buy {BOARD.goods[village]}")
    explain(g)
exact, short = arrive("merchant", "Angers", {"money": 4}), arrive("merchant", "Angers", {"money": 3})
verdicts(exact, "buy wine")
verdicts(short, "buy wine")
assert me(g).money == 7 - 4 and held(g) == {"wine": 1}
assert exact.check("buy wine").ok and rule_of(short, "buy wine") == "loire.buy.price"'''),
rule("loire.buy.carry-limit", """Wood has no limit: red already carries five and buys a sixth. Of cheese, grain, wine
and beer red may carry one each, together; a second cheese is refused."""),
code('''# rule: loire.buy.carry-limit
wood = arrive("merchant", "Langeais", {"goods": {"wood": 5}})
verdicts(wood, "buy wood")
mixed = arrive("merchant", "Tours", {"goods": {"cheese": 1, "wine": 1, "beer": 1}})
verdicts(mixed, "buy grain")
cheese = arrive("merchant", "Saumur", {"goods": {"cheese": 1}})
verdicts(cheese, "buy cheese")
assert wood.check("buy wood").ok and mixed.check("buy grain").ok
assert rule_of(cheese, "buy cheese") == "loire.buy.carry-limit" and "buy cheese" not in legal(cheese)'''),
rule("loire.buy.supply", """The goods cards are limited: blue holds all 15 wood cards, so there is no wood to buy in
Langeais. Blue (with the Dairyman, who may carry many cheeses) holds 7 of the 8 cheese cards: red buys the last."""),
code('''# rule: loire.buy.supply
gone = arrive("merchant", "Langeais", {}, {"goods": {"wood": 15}})
verdicts(gone, "buy wood")
last = arrive("merchant", "Saumur", {}, {"characters": ["Dairyman"], "goods": {"cheese": 7}})
verdicts(last, "buy cheese")
last.play("buy cheese")
print("cheese left in the bank:", last.state.goods[GOODS.index("cheese")])
assert rule_of(gone, "buy wood") == "loire.buy.supply" and last.state.goods[GOODS.index("cheese")] == 0'''),
rule("loire.buy.one-per-turn", """One good a turn: after a wood in Langeais red may not buy a second, although wood has
no carry limit."""),
code('''# rule: loire.buy.one-per-turn
g = arrive("merchant", "Langeais")
verdicts(g, "buy wood")
g.play("buy wood")
verdicts(g, "buy wood")
assert held(g) == {"wood": 1} and rule_of(g, "buy wood") == "loire.buy.one-per-turn"'''),
rule("loire.buy.farm", """Blue's farm in Saumur takes a denier off: the cheese costs 1 - 1 = 0. The farm takes off
exactly one: in Chinon, where blue's farm stands, the wine costs 3 - 1 = 2, so 2 deniers buy it and 1 does not."""),
code('''# rule: loire.buy.farm
g = arrive("merchant", "Saumur", buildings={"Saumur": "1 farm"})
g.play("buy cheese")
explain(g)
two = arrive("merchant", "Chinon", {"money": 2}, buildings={"Chinon": "1 farm"})
one = arrive("merchant", "Chinon", {"money": 1}, buildings={"Chinon": "1 farm"})
verdicts(two, "buy wine")
verdicts(one, "buy wine")
assert me(g).money == 7 and held(g) == {"cheese": 1}
assert two.check("buy wine").ok and rule_of(one, "buy wine") == "loire.buy.price"'''),
rule("loire.buy.castle", """A castle takes two deniers off: Angers' wine costs 4 - 2 = 2 with blue's castle there.
The castle's farm adds nothing more (the rulebook's castle-and-circus example gives 3 in all), so with only 1
denier red cannot buy it."""),
code('''# rule: loire.buy.castle
g = arrive("merchant", "Angers", buildings={"Angers": "1 castle"})
g.play("buy wine")
explain(g)
poor = arrive("merchant", "Angers", {"money": 1}, buildings={"Angers": "1 castle"})
verdicts(poor, "buy wine")
assert me(g).money == 7 - (4 - 2) and rule_of(poor, "buy wine") == "loire.buy.price"'''),
rule("loire.buy.monastery", """A monastery takes a denier off for every merchant: red pays 3 - 1 = 2 for the wine at
blue's monastery in Chinon. The monastery has replaced the farm, so the discount is not two."""),
code('''# rule: loire.buy.monastery
g = arrive("merchant", "Chinon", buildings={"Chinon": "1 monastery"})
print(legal(g, "buy"))
g.play("buy wine")
explain(g)
poor = arrive("merchant", "Chinon", {"money": 1}, buildings={"Chinon": "1 monastery"})
verdicts(poor, "buy wine")
assert me(g).money == 7 - (3 - 1) and rule_of(poor, "buy wine") == "loire.buy.price"'''),
rule("loire.buy.beer", """At its own monastery in Saumur red may choose: the cheese for 1 - 1 = 0, or a beer at twice
the market price, 2 × 1 = 2. At blue's monastery, or in a village without one, red gets no beer."""),
code('''# rule: loire.buy.beer
g = arrive("merchant", "Saumur", buildings={"Saumur": "0 monastery"})
print(legal(g, "buy"))
g.play("buy beer")
explain(g)
other = arrive("merchant", "Saumur", buildings={"Saumur": "1 monastery"})
verdicts(other, "buy beer")
assert me(g).money == 7 - 2 * 1 and held(g) == {"beer": 1}
assert rule_of(other, "buy beer") == rule_of(arrive("merchant", "Saumur"), "buy beer") == "loire.buy.beer"'''),
rule("loire.buy.circus", """The circus takes one more denier off, on top of the rest: Ussé's wood costs 2 - 1 = 1, and
with blue's farm there 2 - 1 - 1 = 0. Beer is doubled first: at red's monastery in Chinon with the circus, 2 × 3 - 1
= 5. Beaugency has Ussé's colour but not the circus: its wine costs the full 2."""),
code('''# rule: loire.buy.circus
for label, g, good in (("circus", arrive("merchant", "Ussé"), "wood"),
                       ("farm + circus", arrive("merchant", "Ussé", buildings={"Ussé": "1 farm"}), "wood"),
                       ("beer + circus", arrive("merchant", "Chinon", circus="Chinon",
                                                buildings={"Chinon": "0 monastery"}), "beer")):
    g.play(f"buy {good}")
    print(f"{label:14} {7 - me(g).money}")
plain = arrive("merchant", "Beaugency", {"money": 1})
verdicts(plain, "buy wine")
assert me(g).money == 7 - (2 * 3 - 1) and rule_of(plain, "buy wine") == "loire.buy.price"'''),
rule("loire.buy.minimum-zero", """Discounts stop at zero: in Saumur (blue, 1) blue's castle would take off 2, so the
cheese costs 0 and red buys it with no money at all. In Chinon (green, 3) the castle leaves 1 to pay, which a
penniless red cannot."""),
code('''# rule: loire.buy.minimum-zero
g = arrive("merchant", "Saumur", {"money": 0}, buildings={"Saumur": "1 castle"})
verdicts(g, "buy cheese")
g.play("buy cheese")
poor = arrive("merchant", "Chinon", {"money": 0}, buildings={"Chinon": "1 castle"})
verdicts(poor, "buy wine")
assert me(g).money == 0 and held(g) == {"cheese": 1} and rule_of(poor, "buy wine") == "loire.buy.price"'''),
rule("loire.buy.owner-boat", """Whoever buys where a building stands, its owner's boat sails a space: here green owns
the castle in Angers and red buys, so green's boat moves. It moves for a purchase only: a merchant passing by
without buying, or a messenger stopping there, sails nobody."""),
code('''# rule: loire.buy.owner-boat
g = arrive("merchant", "Angers", players=3, buildings={"Angers": "2 castle"})
g.play("buy wine")
explain(g)
passing = arrive("merchant", "Chinon", buildings={"Chinon": "1 farm"})
passing.play("messenger Talcy")
courier = arrive("messenger", "Chinon", buildings={"Chinon": "1 farm"})
print("boats:", [p.boat for p in g.state.players], [p.boat for p in passing.state.players],
      [p.boat for p in courier.state.players])
assert [p.boat for p in g.state.players] == [0, 0, 1]
assert [p.boat for p in passing.state.players] == [p.boat for p in courier.state.players] == [0, 0]'''),
]

# ---------------------------------------------------------------------------------------------------------------
cells += [
head("sell", "In Nantes or Orléans the merchant turns goods back into money at fixed prices."),
rule("loire.sell.where", """Red's merchant in Nantes sells a wood and a cheese for 2 + 5 = 7 deniers, and the cards go
back to the bank. In a village (Blois) there is no selling."""),
code('''# rule: loire.sell.where
g = arrive("merchant", "Nantes", {"goods": {"wood": 1, "cheese": 1}})
g.play_many(["sell wood", "sell cheese"])
print("red:", me(g).money, "deniers; bank:", dict(zip(GOODS, g.state.goods, strict=True)))
village = arrive("merchant", "Blois", {"goods": {"wood": 2}})
verdicts(village, "sell wood")
assert me(g).money == 7 + 2 + 5 and held(g) == {} and g.state.goods[:3] == (15, 8, 8)
assert rule_of(village, "sell wood") == "loire.sell.where"'''),
rule("loire.sell.price", """The price printed on each goods card, whatever the market says: wood 2 and cheese 5 are
known; grain 3, wine 6 and beer 8 are reconstructions. Goods one does not hold bring nothing (the engine refuses that
under `loire.sell.optional`)."""),
code('''# rule: loire.sell.price
for good in GOODS:
    g = arrive("merchant", "Nantes", {"goods": {good: 1}}, market=MARKET[1:] + MARKET[:1])
    g.play(f"sell {good}")
    print(f"{good:6} {me(g).money - 7} ({COMPONENTS.goods[good].sell_price.provenance})")
none = arrive("merchant", "Nantes", {"goods": {"wood": 1}})
verdicts(none, "sell cheese")
assert [COMPONENTS.goods[good].sell_price.value for good in GOODS] == [2, 3, 5, 6, 8]
assert rule_of(none, "sell cheese") == "loire.sell.optional"'''),
rule("loire.sell.optional", """Red may sell any part of what it carries: here two of three wood, keeping the third and
the cheese. More than it holds cannot be sold."""),
code('''# rule: loire.sell.optional
g = arrive("merchant", "Nantes", {"goods": {"wood": 3, "cheese": 1}})
print(legal(g, "sell"))
verdicts(g, "sell wood 2", "sell wood 4")
g.play_many(["sell wood 2", "messenger Talcy", "end"])
assert held(g) == {"wood": 1, "cheese": 1} and me(g).money == 7 + 2 * 2
assert rule_of(arrive("merchant", "Nantes", {"goods": {"wood": 3}}), "sell wood 4") == "loire.sell.optional"'''),
]

# ---------------------------------------------------------------------------------------------------------------
cells += [
head("boat", """In a city the merchant may also pay for river passage; every space the boat sails is a point at the
end, and reaching the goal ends the game ([§end§](#end))."""),
rule("loire.boat.passage", """Ten deniers for two spaces (Nantes), six for one (Orléans). The passage is paid in full:
9 deniers do not buy two spaces."""),
code('''# rule: loire.boat.passage
g = arrive("merchant", "Nantes", {"money": 10})
g.play("boat 2")
explain(g)
h = arrive("merchant", "Orléans", {"money": 7, "boat": 3})
print(legal(h, "boat"))
short = arrive("merchant", "Nantes", {"money": 9})
verdicts(short, "boat 1", "boat 2")
assert (me(g).money, me(g).boat) == (0, 2) and legal(h, "boat") == ["boat 1"]
assert rule_of(short, "boat 2") == "loire.boat.passage"'''),
rule("loire.boat.once", """Passage is bought once a turn: 16 deniers do not buy three spaces, neither at once nor as two
passages. After sailing, the merchant may still sell and build."""),
code('''# rule: loire.boat.once
g = arrive("merchant", "Nantes", {"money": 16, "goods": {"wood": 2}})
verdicts(g, "boat 3")
g.play("boat 2")
verdicts(g, "boat 1", "sell wood", "build farm Ancenis")
assert rule_of(g, "boat 3") == "loire.boat.once"  # the passage has been bought
assert rule_of(arrive("merchant", "Nantes", {"money": 16}), "boat 3") == "loire.boat.once"
assert g.check("sell wood").ok and g.check("build farm Ancenis").ok'''),
rule("loire.boat.target", """The goal with three players is space 17. From space 15 a two-space passage reaches it
(and starts the end); from 16 only one space is left, so two are refused."""),
code('''# rule: loire.boat.target
g = arrive("merchant", "Nantes", {"money": 10, "boat": 15}, players=3)
g.play("boat 2")
explain(g)
near = arrive("merchant", "Nantes", {"money": 10, "boat": 16}, players=3)
verdicts(near, "boat 2", "boat 1")
assert me(g).boat == 17 == g.state.goal() and g.state.trigger == 0
assert rule_of(near, "boat 2") == "loire.boat.target" and near.check("boat 1").ok'''),
]

# ---------------------------------------------------------------------------------------------------------------
cells += [
head("market", """Every purchase changes the market: goods of the colour just bought become dearer, the others
cheaper."""),
rule("loire.market.shift", """Red buys Saumur's cheese (blue): the blue tile goes to the right end, where goods cost
4, and the tiles that lay right of it slide one space left. Under our reading the tiles left of the gap stay: after
a purchase in Beaugency (purple, third space) blue and yellow stay put. Selling, or stopping without buying, shifts
nothing."""),
code('''# rule: loire.market.shift
print("before:         ", tour.state.market)
g = arrive("merchant", "Saumur")
g.play("buy cheese")
print("after Saumur:   ", g.state.market)
h = arrive("merchant", "Beaugency")
h.play("buy wine")
print("after Beaugency:", h.state.market)
sold = arrive("merchant", "Nantes", {"goods": {"cheese": 1}})
sold.play("sell cheese")
assert g.state.market == ("yellow", "purple", "red", "green", "white", "black", "blue")
assert g.state.price("blue") == 4 and g.state.price("black") == 3
assert h.state.market == ("blue", "yellow", "red", "green", "white", "black", "purple")
assert sold.state.market == tuple(MARKET)'''),
]

# ---------------------------------------------------------------------------------------------------------------
cells += [
head("circus", """The circus travels: when a purchase slides the circus tile onto the middle market space, the player
who bought moves the circus. In the position below the circus is in Chinon (green) and the market lies
`blue purple red white green yellow black`. Red buys cheese in Saumur (blue): green slides onto the middle space,
and red must move the circus to a village of the leftmost colour, purple: Beaugency or Ussé (ringed)."""),
code(f'''CIRCUS_MARKET = {literal(examples.CIRCUS_MARKET)}\n''' + '''g = arrive("merchant", "Saumur", circus="Chinon", market=CIRCUS_MARKET)
g.play("buy cheese")
explain(g)
print(g.state.market, "->", legal(g))
show(g, "red moves the circus to a purple village",
     highlight=[m.split()[1] for m in legal(g)])'''),
rule("loire.circus.tiles", """Only the tile of the circus village's colour counts. With the circus in Villandry
(yellow) and the same market, the same purchase puts the green tile on the middle space: a plain tile, and the circus
stays. With the market lying so that yellow reaches the middle, it moves."""),
code('''# rule: loire.circus.tiles
plain = arrive("merchant", "Saumur", circus="Villandry", market=CIRCUS_MARKET)
plain.play("buy cheese")
print("middle space:", plain.state.market[3], "| circus:", plain.state.circus, "| choices:", legal(plain, "circus"))
verdicts(plain, "circus Ussé")
yellow = arrive("merchant", "Saumur", circus="Villandry", market=["blue", "purple", "red", "white", "yellow", "green",
                                                                  "black"])
yellow.play("buy cheese")
print("middle space:", yellow.state.market[3], "| choices:", legal(yellow))
assert rule_of(plain, "circus Ussé") == "loire.circus.move" and legal(plain, "circus") == []
assert legal(yellow) == ["circus Beaugency", "circus Ussé"]'''),
rule("loire.circus.move", """Red chooses Ussé. Nothing else may happen before the circus has moved, and it may go only
to a village of the leftmost colour: not Tours (yellow), not back to Chinon (green)."""),
code('''# rule: loire.circus.move
verdicts(g, "circus Ussé", "circus Tours", "circus Chinon", "messenger Talcy")
assert {rule_of(g, m) for m in ("circus Tours", "circus Chinon", "messenger Talcy")} == {"loire.circus.move"}
g.play("circus Ussé")
explain(g)
assert g.state.circus == "Ussé" and g.to_move == 0'''),
rule("loire.circus.flip", """The purple tile now shows the circus and the green tile its plain side: the circus, its
discount and its hiring are in Ussé, no longer in Chinon. Red's messenger stops in Chinon and cannot hire; next turn
blue buys wood in Ussé for the purple price (1, the tile is leftmost) less the circus, 0. A circus move that nothing
called for is refused."""),
code('''# rule: loire.circus.flip
g = position({"merchant": "Champtoceaux", "merchant_horses": 0, "messenger": "Montsoreau", "messenger_horses": 0},
             {"merchant": "Chinon", "merchant_horses": 0}, circus="Chinon", market=CIRCUS_MARKET)
g.play_many(["merchant Saumur", "buy cheese", "circus Ussé", "messenger Chinon"])
print("circus tile:", g.state.shield(g.state.circus))
verdicts(g, "hire Witch", "circus Chinon")
g.play_many(["end", "merchant Ussé", "buy wood"])
explain(g)
assert g.state.shield(g.state.circus) == "purple" and me(g, 1).money == 7
assert rule_of(arrive("messenger", "Chinon", circus="Ussé"), "hire Witch") == "loire.hire.where"
assert rule_of(position(), "circus Chinon") == "loire.circus.move"'''),
]

# ---------------------------------------------------------------------------------------------------------------
cells += [
head("build", """In a city the merchant may buy one building a turn: a farm, monastery or castle (a token in a
village) or a palace (a card). Buildings make goods cheaper there, sail their owner's boat when anyone buys there
([§buy§](#buy)), sell messages to their owner's messenger ([§message§](#message)) and break ties ([§winner§](#winner))."""),
rule("loire.build.one-per-turn", """Red sells a cheese, sails a space and builds a farm in Chinon, all in the same stop
in Nantes; a second building, or a palace after it, is refused (the Economus allows a second,
[§characters§](#characters))."""),
code('''# rule: loire.build.one-per-turn
g = arrive("merchant", "Nantes", {"money": 10, "goods": {"wood": 2, "cheese": 1}})
g.play_many(["sell cheese", "boat 1", "build farm Chinon"])
explain(g)
verdicts(g, "build farm Tours", "palace Bank Nantes")
assert me(g).money == 10 + 5 - 6 - 4 and g.state.building("Chinon") == (0, "farm")
assert rule_of(g, "build farm Tours") == rule_of(g, "palace Bank Nantes") == "loire.build.one-per-turn"'''),
rule("loire.build.farm", """A farm costs 4 deniers and a wood; the token goes on any village without a building (the
circus village too). Not on a village that has one, and not without the wood or the deniers."""),
code('''# rule: loire.build.farm
g = arrive("merchant", "Orléans", {"goods": {"wood": 1}}, buildings={"Chinon": "1 farm"})
verdicts(g, "build farm Ussé", "build farm Chinon")
g.play("build farm Ussé")
explain(g)
broke = arrive("merchant", "Nantes", {"money": 3, "goods": {"wood": 1}})
no_wood = arrive("merchant", "Nantes")
verdicts(broke, "build farm Saumur")
verdicts(no_wood, "build farm Saumur")
assert g.state.building("Ussé") == (0, "farm") and g.state.circus == "Ussé" and me(g).money == 7 - 4
assert {rule_of(arrive("merchant", "Nantes", {"goods": {"wood": 1}}, buildings={"Chinon": "1 farm"}),
                "build farm Chinon"), rule_of(broke, "build farm Saumur"),
        rule_of(no_wood, "build farm Saumur")} == {"loire.build.farm"}'''),
rule("loire.build.road-balance", """Red has one building, a farm in Saumur on the south road: its next farm must go on the
north road (the ringed villages; blue's farm already stands in Angers). With one building on each road the third
may go anywhere."""),
code('''# rule: loire.build.road-balance
g = arrive("merchant", "Nantes", {"goods": {"wood": 1}}, buildings={"Saumur": "0 farm", "Angers": "1 farm"})
where = [m.split()[2] for m in legal(g, "build") if m.startswith("build farm")]
print("farms red may build:", where)
verdicts(g, "build farm Tours", "build farm Chinon")
even = arrive("merchant", "Nantes", {"goods": {"wood": 1}}, buildings={"Saumur": "0 farm", "Tours": "0 farm"})
farms = [m for m in legal(even, "build") if m.startswith("build farm")]
print("with a farm on each road:", len(farms), "villages")
assert set(where) == set(NORTH) - {"Angers"} and rule_of(g, "build farm Chinon") == "loire.build.road-balance"
assert len(farms) == 18 - 2
show(g, "where red's next farm may go (ringed)", highlight=where)'''),
rule("loire.build.monastery", """A monastery costs 4 deniers and two wood, and needs red's own farm in the village: the
monastery token replaces the farm, which goes back to red. Not on blue's farm, not on an empty village, not with one
wood."""),
code('''# rule: loire.build.monastery
g = arrive("merchant", "Nantes", {"goods": {"wood": 2}}, buildings={"Saumur": "0 farm", "Chinon": "1 farm"})
verdicts(g, "build monastery Saumur", "build monastery Chinon", "build monastery Tours")
g.play("build monastery Saumur")
explain(g)
short = arrive("merchant", "Nantes", {"goods": {"wood": 1}}, buildings={"Saumur": "0 farm"})
verdicts(short, "build monastery Saumur")
assert g.state.building("Saumur") == (0, "monastery") and me(g).money == 7 - 4 and held(g) == {}
assert g.state.built(0) == {"farm": 0, "monastery": 1, "castle": 0}
assert rule_of(short, "build monastery Saumur") == "loire.build.monastery"'''),
rule("loire.build.castle", """A castle costs 6 deniers and a wood, on red's own farm: a tower joins the farm. Not with
5 deniers, and not on a monastery."""),
code('''# rule: loire.build.castle
g = arrive("merchant", "Nantes", {"goods": {"wood": 1}}, buildings={"Saumur": "0 farm", "Chinon": "0 monastery"})
verdicts(g, "build castle Saumur", "build castle Chinon")
g.play("build castle Saumur")
explain(g)
poor = arrive("merchant", "Nantes", {"money": 5, "goods": {"wood": 1}}, buildings={"Saumur": "0 farm"})
verdicts(poor, "build castle Saumur")
assert g.state.building("Saumur") == (0, "castle") and me(g).money == 7 - 6
assert rule_of(poor, "build castle Saumur") == "loire.build.castle"'''),
rule("loire.build.towers", """Red has two towers: with one castle on the board the second can still be built; with two,
no third (the count of towers is a reconstruction, see `loire.setup.buildings`)."""),
code('''# rule: loire.build.towers
g = arrive("merchant", "Nantes", {"goods": {"wood": 1}}, buildings={"Saumur": "0 castle", "Tours": "0 farm"})
verdicts(g, "build castle Tours")
full = arrive("merchant", "Nantes", {"goods": {"wood": 1}},
              buildings={"Saumur": "0 castle", "Tours": "0 castle", "Chinon": "0 farm"})
verdicts(full, "build castle Chinon")
assert g.check("build castle Tours").ok and rule_of(full, "build castle Chinon") == "loire.build.towers"'''),
rule("loire.build.reference-cards", """The farm, monastery and castle cards only describe the buildings: red and blue
both build farms without taking any card, and nobody can buy such a card."""),
code('''# rule: loire.build.reference-cards
g = position({"merchant": "Ancenis>Nantes", "merchant_horses": 0, "goods": {"wood": 1}},
             {"merchant": "Meung-sur-Loire>Orléans", "merchant_horses": 0, "goods": {"wood": 1}})
g.play_many(["merchant Nantes", "build farm Saumur", "messenger -2 Chambord", "end", "merchant Orléans"])
verdicts(g, "palace Castle Orléans", "build farm Tours")
g.play("build farm Tours")
print({v: g.state.building(v) for v in ("Saumur", "Tours")}, "| cards taken:", sorted(me(g).palaces),
      sorted(me(g, 1).palaces))
assert g.state.building("Saumur") == (0, "farm") and g.state.building("Tours") == (1, "farm")
assert me(g).palaces == me(g, 1).palaces == frozenset()
assert rule_of(arrive("merchant", "Nantes"), "palace Farm Nantes") == "loire.notation.syntax"'''),
rule("loire.build.palace", """A palace costs 4 deniers, needs no wood and puts nothing on the board: red takes the card.
The Bank of Nantes and the Bank of Orléans are two different palaces, but nobody holds two copies of the same one,
and 3 deniers are not enough."""),
code('''# rule: loire.build.palace
g = arrive("merchant", "Orléans", {"goods": {"wood": 1}, "palaces": ["Bank Nantes"]})
verdicts(g, "palace Bank Orléans", "palace Bank Nantes")
g.play("palace Bank Orléans")
explain(g)
poor = arrive("merchant", "Nantes", {"money": 3})
verdicts(poor, "palace Post Office Nantes")
assert me(g).palaces == {("Bank", "Nantes"), ("Bank", "Orléans")} and held(g) == {"wood": 1} and me(g).money == 3
assert g.state.buildings == position().state.buildings and rule_of(poor, "palace Post Office Nantes") == \\
    "loire.build.palace"'''),
rule("loire.build.palace-timing", """A palace works from its owner's next turn, in its own city only. Red buys the Bank
of Nantes with the merchant; the messenger, arriving in Nantes in the same turn, gets nothing. The next turn it
pays. A Palatium Balivi bought this turn hires nobody yet."""),
code('''# rule: loire.build.palace-timing
g = position({"merchant": "Ancenis>Nantes", "merchant_horses": 0, "messenger": "Angers>Nantes", "messenger_horses": 1,
              "money": 12})
g.play_many(["merchant Nantes", "palace Bank Nantes", "messenger -1 Ancenis", "end"])
print("red after buying:", me(g).money)
finish(g)
g.play("messenger Nantes")
explain(g)
balivi = arrive("merchant", "Nantes")
balivi.play("palace Palatium Balivi Nantes")
verdicts(balivi, "hire Mayor")
same = position({"merchant": "Ancenis>Nantes", "merchant_horses": 0, "messenger": "Ancenis>Nantes",
                 "messenger_horses": 0, "money": 12})
same.play_many(["merchant Nantes", "palace Bank Nantes", "messenger Nantes"])
assert me(g).money == 12 - 4 + 3 and me(same).money == 12 - 4
assert rule_of(balivi, "hire Mayor") == "loire.build.palace-timing"'''),
]

# ---------------------------------------------------------------------------------------------------------------
cells += [
head("hire", """Characters are hired at the circus (Ussé in these examples), one a turn, each at the cost printed on
its card: yellow 1, red 2, green 3, blue 4 (reconstructed numbers)."""),
rule("loire.hire.where", """Red's merchant stops at the circus and hires the Apprentice; a messenger stopping there may
hire too (the Mayor). Away from the circus, in a village or a city, nobody hires (Palatium Balivi aside,
[§palaces§](#palaces))."""),
code('''# rule: loire.hire.where
g = arrive("merchant", "Ussé")
verdicts(g, "hire Apprentice", "hire Helper")
g.play("hire Apprentice")
explain(g)
courier = arrive("messenger", "Ussé")
courier.play("hire Mayor")
explain(courier)
for piece, place in (("merchant", "Chinon"), ("messenger", "Orléans")):
    verdicts(arrive(piece, place), "hire Apprentice")
assert me(g).characters == {"Apprentice"} and me(courier).characters == {"Mayor"}
assert rule_of(arrive("merchant", "Nantes"), "hire Apprentice") == "loire.hire.where"'''),
rule("loire.hire.one-per-turn", """Both of red's pieces stop at the circus this turn: the merchant hires the Apprentice,
and the messenger can hire nobody more. In a later turn it may."""),
code('''# rule: loire.hire.one-per-turn
g = position({"merchant": "Chinon", "merchant_horses": 0, "messenger": "Villandry>Nantes", "messenger_horses": 0})
g.play_many(["merchant Ussé", "hire Apprentice", "messenger Ussé"])
verdicts(g, "hire Mayor")
assert rule_of(g, "hire Mayor") == "loire.hire.one-per-turn" and legal(g, "hire") == []
later = position({"merchant": "Chinon", "merchant_horses": 0, "messenger": "Amboise>Nantes", "messenger_horses": 0})
later.play_many(["merchant Ussé", "hire Apprentice", "messenger Villandry", "end"])
finish(later)
later.play_many(["messenger Ussé", "hire Mayor"])
print(sorted(me(later).characters))
assert me(later).characters == {"Apprentice", "Mayor"}'''),
rule("loire.hire.no-duplicates", """Red holds an Apprentice: a second is refused, although a copy is left (one per
player). Another character, the Helper, is fine."""),
code('''# rule: loire.hire.no-duplicates
g = arrive("merchant", "Ussé", {"characters": ["Apprentice"]})
print("Apprentices left:", g.state.characters[CHARACTER_NAMES.index("Apprentice")])
verdicts(g, "hire Apprentice", "hire Helper")
assert rule_of(g, "hire Apprentice") == "loire.hire.no-duplicates" and g.check("hire Helper").ok'''),
rule("loire.hire.price", """The cost goes to the bank: 1 for the Dairyman (yellow), 2 for the Spy (red), 3 for the Scout
(green), 4 for the Judge (blue). Two deniers do not hire the Scout."""),
code('''# rule: loire.hire.price
for name in ("Dairyman", "Spy", "Scout", "Judge"):
    g = arrive("messenger", "Ussé")
    g.play(f"hire {name}")
    print(f"{name:8} {CHARACTERS[name].colour.value:6} paid {7 - me(g).money}")
poor = arrive("merchant", "Ussé", {"money": 2})
verdicts(poor, "hire Scout")
assert me(g).money == 7 - 4 and rule_of(poor, "hire Scout") == "loire.hire.price"'''),
rule("loire.hire.immediate", """The merchant hires the Apprentice at the circus, and in the same turn the messenger,
stopping in Montsoreau (yellow), marks the first step of a yellow-and-blue message. Had the messenger stopped there
before the hire, it could not have."""),
code('''# rule: loire.hire.immediate
spec = {"merchant": "Chinon", "merchant_horses": 0, "messenger": "Saumur", "messenger_horses": 0,
        "hand": ["blue+yellow"]}
g = position(spec)
g.play_many(["merchant Ussé", "hire Apprentice", "messenger Montsoreau"])
verdicts(g, "deliver blue+yellow")
early = position(spec)
early.play("messenger Montsoreau")
verdicts(early, "deliver blue+yellow")
assert g.check("deliver blue+yellow").ok and rule_of(early, "deliver blue+yellow") == "loire.character.apprentice"'''),
rule("loire.hire.supply", """With two players there are two Apprentices: blue holds one, red hires the last. Each blue
character exists once: with blue holding the Judge, red cannot hire one."""),
code('''# rule: loire.hire.supply
g = arrive("merchant", "Ussé", {}, {"characters": ["Apprentice", "Judge"]})
verdicts(g, "hire Apprentice", "hire Judge")
g.play("hire Apprentice")
print("Apprentices left:", g.state.characters[CHARACTER_NAMES.index("Apprentice")])
assert g.state.characters[CHARACTER_NAMES.index("Apprentice")] == 0
assert rule_of(arrive("merchant", "Ussé", {}, {"characters": ["Judge"]}), "hire Judge") == "loire.hire.supply"'''),
]

# ---------------------------------------------------------------------------------------------------------------
cells += [
head("message", """The messenger buys messages in the cities and in villages with its own player's buildings. Below
red owns a farm in Tours, a castle in Chinon and a monastery in Saumur, and blue a farm in Angers; red's messenger
can buy messages in the ringed places."""),
code(f'''OWN = {literal(examples.OWN)}\n''' + '''shops = []
for place in PLACES:
    if place not in ("Nantes", "Orléans") and place not in OWN:
        continue
    g = arrive("messenger", place, {"hand": []}, buildings=OWN)
    print(f"{place:8} {legal(g, 'message')}")
    shops += [place] if legal(g, "message") else []
show(position(buildings=OWN), "where red's messenger buys messages", highlight=shops)'''),
rule("loire.message.buy-where", """Red's messenger buys a message in a city, or at its own farm, castle or monastery;
never at blue's farm, nor in a village without a building. The merchant buys no messages."""),
code('''# rule: loire.message.buy-where
g = arrive("messenger", "Tours", {"hand": []}, buildings=OWN)
verdicts(g, "message 1")
for place in ("Angers", "Langeais"):
    print(f"at {place}:")
    verdicts(arrive("messenger", place, {"hand": []}, buildings=OWN), "message 1")
merchant = arrive("merchant", "Nantes", {"hand": []})
print("red's merchant in Nantes:")
verdicts(merchant, "message 1")
assert g.check("message 1").ok and shops == ["Nantes", "Orléans", "Tours", "Saumur", "Chinon"]
assert rule_of(arrive("messenger", "Angers", {"hand": []}, buildings=OWN), "message 1") == "loire.message.buy-where"
assert rule_of(merchant, "message 1") == "loire.turn.action-after-move"'''),
rule("loire.message.buy-price", """A denier per level: 1, 2 or 3 in a city, 4 for a monastery message. With 2 deniers
red buys up to level 2 (its merchant is out on the road: in a city with under 5 deniers the turn would be lost,
[§money§](#money))."""),
code('''# rule: loire.message.buy-price
for level in (1, 2, 3):
    g = arrive("messenger", "Nantes", {"hand": []})
    g.play(f"message {level}")
    explain(g)
abbey = arrive("messenger", "Saumur", {"hand": [], "money": 4, "merchant": "Chinon"}, buildings=OWN)
abbey.play("message 4")
explain(abbey)
poor = arrive("messenger", "Nantes", {"hand": [], "money": 2, "merchant": "Chinon"})
verdicts(poor, "message 2", "message 3")
assert me(g).money == 7 - 3 and me(abbey).money == 0
assert poor.check("message 2").ok and rule_of(poor, "message 3") == "loire.message.buy-price"'''),
rule("loire.message.buy-levels", """Cities, farms and castles sell levels 1 to 3; a monastery sells only its own level-4
message. So no level 4 in a city or at a farm, and nothing else at the monastery."""),
code('''# rule: loire.message.buy-levels
abbey = arrive("messenger", "Saumur", {"hand": []}, buildings=OWN)
verdicts(abbey, "message 4", "message 1")
farm = arrive("messenger", "Tours", {"hand": []}, buildings=OWN)
verdicts(farm, "message 2", "message 4")
assert legal(abbey, "message") == ["message 4"] and legal(farm, "message") == ["message 1", "message 2", "message 3"]
assert rule_of(abbey, "message 1") == rule_of(farm, "message 4") == "loire.message.buy-levels"'''),
rule("loire.message.buy-one", "One message a turn, in a city as at a farm."),
code('''# rule: loire.message.buy-one
g = arrive("messenger", "Nantes", {"hand": []})
g.play("message 2")
verdicts(g, "message 1")
farm = arrive("messenger", "Tours", {"hand": []}, buildings=OWN)
farm.play("message 1")
verdicts(farm, "message 1")
assert rule_of(g, "message 1") == rule_of(farm, "message 1") == "loire.message.buy-one"'''),
rule("loire.message.castle-two", """At its own castle (Chinon) red's messenger buys two messages in the same stop, here
of levels 1 and 3. A third is refused even with the Mayor, who would leave room in the hand."""),
code('''# rule: loire.message.castle-two
g = arrive("messenger", "Chinon", {"hand": []}, buildings=OWN, decks={"1": ["Tours"], "3": ["red+green+black"]})
g.play("message 1")
verdicts(g, "message 3")
g.play("message 3")
mayor = arrive("messenger", "Chinon", {"hand": [], "characters": ["Mayor"]}, buildings=OWN)
mayor.play_many(["message 1", "message 1"])
verdicts(mayor, "message 1")
assert me(g).hand == ("Tours", "red+green+black") and me(g).money == 7 - 1 - 3
assert rule_of(mayor, "message 1") == "loire.message.castle-two"'''),
rule("loire.message.draw", """The messenger takes the top card of the level's deck (set here: `green+white`, then
`red+black`) and keeps it face up. Choosing a card is refused."""),
code('''# rule: loire.message.draw
g = arrive("messenger", "Nantes", {"hand": ["Saumur"]}, decks={"2": ["green+white", "red+black"]})
verdicts(g, "message 2", "message 2 red+black")
g.play("message 2")
explain(g)
assert me(g).hand == ("Saumur", "green+white") and g.state.decks[1][0] == "red+black"
assert rule_of(arrive("messenger", "Nantes", {"hand": []}), "message 2 red+black") == "loire.message.draw"'''),
rule("loire.message.hand-limit", """Two undelivered messages at most (a monastery message counts too); four with the
Mayor. Holding two, red cannot buy a third until one is delivered."""),
code('''# rule: loire.message.hand-limit
g = arrive("messenger", "Nantes", {"hand": ["Saumur"]})
verdicts(g, "message 1")
full = arrive("messenger", "Nantes", {"hand": ["Saumur", "Orléans.war"]})
verdicts(full, "message 1")
mayor = arrive("messenger", "Nantes", {"hand": ["Saumur", "Tours", "blue+red"], "characters": ["Mayor"]})
verdicts(mayor, "message 1")
assert g.check("message 1").ok and mayor.check("message 1").ok
assert rule_of(full, "message 1") == "loire.message.hand-limit" and legal(full, "message") == []'''),
rule("loire.message.any-order", """Red bought `Tours` first and `Saumur` second; in Saumur it may deliver `Saumur`
at once, and `Tours` waits. With a level-2 message half done, a level-1 message may still go first. The free order
does not lift the limit of one completed message a turn."""),
code('''# rule: loire.message.any-order
g = arrive("messenger", "Saumur", {"hand": ["Tours", "Saumur"]})
verdicts(g, "deliver Saumur", "deliver Tours")
g.play("deliver Saumur")
explain(g)
both = arrive("messenger", "Saumur", {"hand": ["blue+yellow", "Saumur"], "characters": ["Apprentice"],
                                      "progress": {"blue+yellow": ["Montsoreau"]}})
print(legal(both, "deliver"))
both.play("deliver Saumur")
verdicts(both, "deliver blue+yellow")
assert me(g).hand == ("Tours",) and me(g).delivered == ("Saumur",)
assert me(both).progress == (("Montsoreau",),) and rule_of(both, "deliver blue+yellow") == "loire.deliver.one-per-turn"'''),
rule("loire.message.buy-undeliverable", """Red may buy a level-3 message before it has the Apprentice and the Helper
needed to deliver it; the delivery waits until it has them."""),
code('''# rule: loire.message.buy-undeliverable
g = arrive("messenger", "Nantes", {"hand": []}, decks={"3": ["blue+yellow+red"]})
verdicts(g, "message 3")
ahead = arrive("messenger", "Saumur", {"hand": ["blue+yellow+red"]})
verdicts(ahead, "deliver blue+yellow+red")
assert g.check("message 3").ok and rule_of(ahead, "deliver blue+yellow+red") == "loire.character.apprentice"'''),
]

# ---------------------------------------------------------------------------------------------------------------
cells += [
head("deliver", """The messenger delivers: a level-1 message in its village, a level-2 or level-3 message by stops at
villages of its colours (cubes mark the stops made), a monastery message in its city. Points per level: 1, 3, 5 and
4 (reconstructed)."""),
rule("loire.deliver.score", """Red delivers the Saumur message: the card turns face down among the delivered ones and
will score its point at the end (instead of the single point of a message still held). A message red does not hold,
or one already delivered, cannot be delivered."""),
code('''# rule: loire.deliver.score
g = arrive("messenger", "Saumur", {"hand": ["Saumur"]})
print("before:", {k: g.scores()[0][k] for k in ("delivered", "undelivered")})
g.play("deliver Saumur")
print("after: ", {k: g.scores()[0][k] for k in ("delivered", "undelivered")}, "| delivered:", me(g).delivered)
again = arrive("messenger", "Saumur", {"hand": [], "delivered": ["Saumur"]})
verdicts(again, "deliver Saumur")
assert me(g).hand == () and me(g).delivered == ("Saumur",) and g.scores()[0]["delivered"] == 1
assert rule_of(again, "deliver Saumur") == "loire.deliver.score"'''),
rule("loire.deliver.level1", """A level-1 message goes to the village it names: Amboise has Saumur's colour but is not
Saumur, and a city is no village."""),
code('''# rule: loire.deliver.level1
g = arrive("messenger", "Saumur", {"hand": ["Saumur"]})
verdicts(g, "deliver Saumur")
for place in ("Amboise", "Nantes"):
    verdicts(arrive("messenger", place, {"hand": ["Saumur"]}), "deliver Saumur")
assert g.check("deliver Saumur").ok
assert rule_of(arrive("messenger", "Amboise", {"hand": ["Saumur"]}), "deliver Saumur") == "loire.deliver.level1"'''),
rule("loire.deliver.level1-money", """A level-1 delivery pays the price the village's colour has at that moment: Saumur
(blue) pays 1 on our market, but after red's merchant has bought wine in Amboise (blue too) in the same turn, the
blue tile is at the right end and the delivery pays 4. Other levels pay nothing."""),
code('''# rule: loire.deliver.level1-money
g = arrive("messenger", "Saumur", {"hand": ["Saumur"]})
g.play("deliver Saumur")
explain(g)
dear = position({"merchant": "Villandry", "merchant_horses": 0, "messenger": "Champtoceaux", "messenger_horses": 0,
                 "hand": ["Saumur"]})
dear.play_many(["merchant Amboise", "buy wine", "messenger Saumur", "deliver Saumur"])
explain(dear)
higher = arrive("messenger", "Nantes", {"hand": ["Nantes.law"]})
higher.play("deliver Nantes.law")
print("a monastery message pays", me(higher).money - 7)
assert me(g).money == 7 + 1 and me(dear).money == 7 - 1 + 4 and me(higher).money == 7'''),
rule("loire.deliver.level2", """The level-2 message `blue+yellow` needs a stop at a blue village and one at a yellow
village, in either order, and the Apprentice. Red stops in Villandry (yellow): the cube marks it. Later, in Amboise
(blue), the message is complete, and the cube comes back. Chinon (green) is no colour of the card, and a second
yellow stop adds nothing."""),
code('''# rule: loire.deliver.level2
g = position({"messenger": "Ussé", "messenger_horses": 0, "hand": ["blue+yellow"], "characters": ["Apprentice"]})
g.play_many(["messenger Villandry", "deliver blue+yellow"])
explain(g)
g.play_many(["merchant -2 Champtoceaux", "end"])
finish(g)
g.play_many(["messenger Amboise", "deliver blue+yellow"])
explain(g)
green = arrive("messenger", "Chinon", {"hand": ["blue+yellow"], "characters": ["Apprentice"]})
twice = arrive("messenger", "Montsoreau", {"hand": ["blue+yellow"], "characters": ["Apprentice"],
                                          "progress": {"blue+yellow": ["Villandry"]}})
verdicts(green, "deliver blue+yellow")
verdicts(twice, "deliver blue+yellow")
assert me(g).delivered == ("blue+yellow",) and me(g).progress == () and g.scores()[0]["delivered"] == 3
assert rule_of(green, "deliver blue+yellow") == rule_of(twice, "deliver blue+yellow") == "loire.deliver.level2"'''),
rule("loire.deliver.level3", """The level-3 message `blue+yellow+red` needs three colours and both the Apprentice and the
Helper. Red has stopped in Saumur (blue) and now in Montsoreau (yellow): both cubes are out, and a red village (ringed)
will complete it. A second blue stop or a green one adds nothing; without the Helper nothing starts."""),
code('''# rule: loire.deliver.level3
card, both = "blue+yellow+red", ["Apprentice", "Helper"]
g = arrive("messenger", "Montsoreau", {"hand": [card], "characters": both, "progress": {card: ["Saumur"]}})
g.play(f"deliver {card}")
explain(g)
print("cubes on:", me(g).progress)
done = arrive("messenger", "Champtoceaux", {"hand": [card], "characters": both,
                                            "progress": {card: ["Saumur", "Montsoreau"]}})
verdicts(done, f"deliver {card}")
for place, characters in (("Amboise", both), ("Chinon", both), ("Saumur", ["Apprentice"])):
    progress = {card: ["Saumur"]} if place != "Saumur" else {}
    verdicts(arrive("messenger", place, {"hand": [card], "characters": characters, "progress": progress}),
             f"deliver {card}")
assert me(g).progress == (("Saumur", "Montsoreau"),) and done.check(f"deliver {card}").ok
assert rule_of(arrive("messenger", "Chinon", {"hand": [card], "characters": both, "progress": {card: ["Saumur"]}}),
               f"deliver {card}") == "loire.deliver.level3"
show(g, "two cubes out: a red village completes it",
     highlight=[v for v in VILLAGES if SHIELDS[v] == "red"])'''),
rule("loire.deliver.level4", """A monastery message goes to its city, with no Apprentice or Helper needed: `Nantes.love`
is delivered in Nantes, not in Orléans. Under our reading only one may be held at a time: holding `Nantes.love`,
red cannot buy a second at its monastery (with the Mayor, the Mayor's card says the same)."""),
code('''# rule: loire.deliver.level4
g = arrive("messenger", "Nantes", {"hand": ["Nantes.love"]})
verdicts(g, "deliver Nantes.love")
wrong = arrive("messenger", "Orléans", {"hand": ["Nantes.love"]})
verdicts(wrong, "deliver Nantes.love")
second = arrive("messenger", "Saumur", {"hand": ["Nantes.love"]}, buildings={"Saumur": "0 monastery"})
verdicts(second, "message 4")
assert g.check("deliver Nantes.love").ok and rule_of(wrong, "deliver Nantes.love") == "loire.deliver.level4"
assert rule_of(second, "message 4") == "loire.deliver.level4"'''),
rule("loire.deliver.cubes", """A cube serves one message at a time. With only the Apprentice's cube, already on
`blue+yellow`, red cannot start `white+black` in Langeais (white); with the Helper's second cube it can."""),
code('''# rule: loire.deliver.cubes
hand = {"hand": ["blue+yellow", "white+black"], "progress": {"blue+yellow": ["Montsoreau"]}}
one = arrive("messenger", "Langeais", {**hand, "characters": ["Apprentice"]})
two = arrive("messenger", "Langeais", {**hand, "characters": ["Apprentice", "Helper"]})
verdicts(one, "deliver white+black")
verdicts(two, "deliver white+black")
two.play("deliver white+black")
assert rule_of(one, "deliver white+black") == "loire.deliver.cubes"
assert me(two).progress == (("Montsoreau",), ("Langeais",))'''),
rule("loire.deliver.cube-recall", """Red may take its cube back from `blue+yellow` (losing the Montsoreau stop) and use
it at once for `white+black`; the refusal above already pointed to `recall`. A message without a cube on it has
nothing to take back."""),
code('''# rule: loire.deliver.cube-recall
g = arrive("messenger", "Langeais", {**hand, "characters": ["Apprentice"]})
verdicts(g, "recall blue+yellow", "recall white+black")
g.play_many(["recall blue+yellow", "deliver white+black"])
explain(g)
print("progress:", dict(zip(me(g).hand, me(g).progress, strict=True)))
assert me(g).progress == ((), ("Langeais",)) and rule_of(g, "recall Saumur") == "loire.deliver.cube-recall"'''),
rule("loire.deliver.one-per-turn", """After completing the Saumur message, red may not start `blue+yellow` in the same
stop, though Saumur is blue; next turn, in Montsoreau, it may."""),
code('''# rule: loire.deliver.one-per-turn
g = position({"messenger": "Champtoceaux", "messenger_horses": 0, "hand": ["Saumur", "blue+yellow"],
              "characters": ["Apprentice"]})
g.play_many(["messenger Saumur", "deliver Saumur"])
verdicts(g, "deliver blue+yellow")
assert rule_of(g, "deliver blue+yellow") == "loire.deliver.one-per-turn"
g.play_many(["merchant -2 Champtoceaux", "end"])
finish(g)
g.play("messenger Montsoreau")
verdicts(g, "deliver blue+yellow")
assert g.check("deliver blue+yellow").ok'''),
]

# ---------------------------------------------------------------------------------------------------------------
cells += [
head("money", """Two limits apply to the money of a player whose merchant is in Nantes or Orléans: too little at the
start of the turn costs the turn, too much is cut when the merchant leaves."""),
rule("loire.money.minimum", """Red's merchant starts the turn in Nantes with 3 deniers: red may only take 1 denier, and
the turn passes (red's Bank in Nantes pays nothing on such a turn). Nothing else is allowed. With 5 deniers, or with
the merchant out in a village, the rule does not apply."""),
code('''# rule: loire.money.minimum
g = position({"money": 3, "palaces": ["Bank Nantes"]})
print(legal(g))
verdicts(g, "merchant Langeais", "end", "income")
g.play("income")
explain(g)
five, away = position({"money": 5}), position({"money": 0, "merchant": "Saumur", "merchant_horses": 0})
verdicts(five, "income")
verdicts(away, "income", "merchant Montsoreau")
assert me(g).money == 4 and g.to_move == 1 and me(g).merchant == Piece("Nantes", None, 2)
assert rule_of(position({"money": 4}), "merchant Langeais") == "loire.money.minimum"
assert rule_of(five, "income") == rule_of(away, "income") == "loire.money.minimum"'''),
rule("loire.money.maximum", """Red holds 14 deniers when its merchant leaves Nantes: 4 are discarded just before the
move, 10 remain (15 with the Banker). The messenger's moves never cut money, nor does a merchant leaving a village."""),
code('''# rule: loire.money.maximum
g = position({"money": 14})
g.play("messenger Talcy")
print("after the messenger's move:", me(g).money)
g.play("merchant Langeais")
explain(g)
banker = position({"money": 17, "characters": ["Banker"]})
banker.play("merchant Langeais")
village = position({"money": 14, "merchant": "Saumur", "merchant_horses": 0})
village.play("merchant Montsoreau")
print("with the Banker:", me(banker).money, "| leaving Saumur:", me(village).money)
assert me(g).money == 10 and me(banker).money == 15 and me(village).money == 14'''),
]

# ---------------------------------------------------------------------------------------------------------------
cells += [
head("end", """Two events trigger the end: a boat reaching the goal, or enough delivered messages. Then everybody else
plays one more turn. The helpers below set up the last steps."""),
code('''def sailing(players, boat, money=10):
    """Red's merchant one place before Orléans with ``money`` deniers and its boat on space ``boat``."""
    return position({"merchant": "Chambord", "merchant_horses": 0, "money": money, "boat": boat}, players=players)


def delivering(players, delivered):
    """Red's messenger one place before Montsoreau with the Montsoreau message, ``delivered`` others done."""
    done = [v for v in VILLAGES if v != "Montsoreau"][:delivered]
    return position({"messenger": "Saumur", "messenger_horses": 0, "hand": ["Montsoreau"], "delivered": done},
                    players=players)


print("goal spaces:", {n: sailing(n, 0).state.goal() for n in (1, 2, 3, 4)}, "| messages:", MESSAGES_TO_END)'''),
rule("loire.end.boat", """With two players red's boat on space 18 sails two spaces to 20, the goal: the end is
triggered. With three players, blue's boat on 16 reaches the goal 17 in red's turn, when red buys at blue's farm.
A boat one short of its goal triggers nothing, and 15 or 17 are no goals with two players."""),
code('''# rule: loire.end.boat
g = sailing(2, 18)
g.play_many(["merchant Orléans", "boat 2"])
explain(g)
owner = position({"merchant": "Champtoceaux", "merchant_horses": 0}, {"boat": 16}, players=3,
                 buildings={"Saumur": "1 farm"})
owner.play_many(["merchant Saumur", "buy cheese"])
print("blue's boat:", me(owner, 1).boat, "| trigger:", owner.players[owner.state.trigger])
short = sailing(2, 13)
short.play_many(["merchant Orléans", "boat 2"])
print("two players, boat on", me(short).boat, "-> trigger:", short.state.trigger)
assert g.state.trigger == 0 and owner.state.trigger == 1 and short.state.trigger is None'''),
rule("loire.end.messages", """With two players the twelfth delivered message triggers the end; eight (enough with four
players) do not."""),
code('''# rule: loire.end.messages
for players, done in ((2, 11), (2, 7), (4, 7)):
    g = delivering(players, done)
    g.play_many(["messenger Montsoreau", "deliver Montsoreau"])
    print(f"{players} players, {len(me(g).delivered)} delivered -> trigger: {g.state.trigger}")
assert g.state.trigger == 0 and MESSAGES_TO_END == {1: 15, 2: 12, 3: 10, 4: 8}
assert delivering(2, 7).state.trigger is None'''),
rule("loire.end.last-turns", """Red reaches the goal in a three-player game: the game does not stop, and red gets no
further turn; blue and green each play one more turn, and then it is over."""),
code('''# rule: loire.end.last-turns
g = sailing(3, 15)
g.play_many(["merchant Orléans", "boat 2"])
print("after red's passage: over?", g.is_over)
finish(g)
for _ in range(2):
    print(g.players[g.to_move], "plays its last turn")
    finish(g)
explain(g)
print("over?", g.is_over)
assert g.is_over and g.state.turns == 3'''),
rule("loire.end.over", """Once the last turn is played, no move of any kind is accepted; the scores and the winner are
all that is left."""),
code('''# rule: loire.end.over
verdicts(g, "merchant Langeais", "blue: end", "income")
print("legal moves:", legal(g), "| scores:", {g.players[p]: row["total"] for p, row in g.scores().items()},
      "| winner:", [g.players[p] for p in g.winners()])
assert g.legal_moves() == () and g.to_move is None and rule_of(g, "blue: end") == "loire.end.over"
assert g.winners() == (0,)
show(g, "game over: red's boat reached 17")'''),
]

# ---------------------------------------------------------------------------------------------------------------
cells += [
head("winner", """The scores add up the river, the messages, the characters and the palaces. The position below gives red a
bit of everything: boat on space 7, four delivered messages (levels 1 to 4), two messages still in hand, four
characters (among them the Lover) and two palaces."""),
code(f'''SCORED = {literal(examples.SCORED, (2, 2, 1), 10)}\n''' + '''scored = position(SCORED, {"hand": []})
for p, row in scored.scores().items():
    print(f"{scored.players[p]:5}", row)
print("message types:", {c: CARDS[c].type for c in SCORED["delivered"]})
show(scored, "red's holdings at the end (see the panel)")'''),
rule("loire.score.boat", "Red's seven spaces are seven points; blue's boat, still at the start, scores nothing."),
code('''# rule: loire.score.boat
print({scored.players[p]: (me(scored, p).boat, row["boat"]) for p, row in scored.scores().items()})
assert scored.scores()[0]["boat"] == 7 and scored.scores()[1]["boat"] == 0'''),
rule("loire.score.delivered", """Each delivered card scores its level's points: 1 + 3 + 5 + 4 = 13 for red. The cards
still in hand score no printed points."""),
code('''# rule: loire.score.delivered
print([(c, MESSAGES[CARDS[c].level].vp.value) for c in SCORED["delivered"]])
in_hand = position({"hand": ["blue+yellow+red", "Nantes.love"]})
print("the same cards held, not delivered:", in_hand.scores()[0]["delivered"])
assert scored.scores()[0]["delivered"] == 1 + 3 + 5 + 4 and in_hand.scores()[0]["delivered"] == 0'''),
rule("loire.score.undelivered", """Our reading: a message still held at the end scores 1 point, as the Hungarian text
says (the original may have meant a point lost). Red's two held messages give 2; once a message is delivered, it
scores as delivered instead."""),
code('''# rule: loire.score.undelivered
g = arrive("messenger", "Tours", {"hand": ["Tours"]})
print("held:", g.scores()[0]["undelivered"], "delivered:", g.scores()[0]["delivered"])
g.play("deliver Tours")
print("held:", g.scores()[0]["undelivered"], "delivered:", g.scores()[0]["delivered"])
assert scored.scores()[0]["undelivered"] == 2 and g.scores()[0]["undelivered"] == 0'''),
rule("loire.score.characters", """Each character scores its card's points; the tutor's reconstructed points are the
Lover 2 (blue), the Apprentice 1 (red), the Wood Merchant 0 (yellow), the Witch 1 (green), 4 in all. Characters nobody hired score for nobody."""),
code('''# rule: loire.score.characters
print({name: CHARACTERS[name].vp.value for name in SCORED["characters"]})
assert scored.scores()[0]["characters"] == 2 + 1 + 0 + 1 and scored.scores()[1]["characters"] == 0'''),
rule("loire.score.blue", """The Lover adds 2 for each delivered love message: red delivered three (`Saumur`,
`blue+yellow+red`, `Nantes.love`), 6 points. Without the Lover those messages score no bonus, and the Lover scores
none for messages of other types."""),
code('''# rule: loire.score.blue
others = [c for c in SCORED["characters"] if c != "Lover"]
without = position({**SCORED, "characters": others}, {"hand": []})
wrong_type = position({"hand": [], "characters": ["Lover"], "delivered": ["Angers", "Montsoreau"]})
print("with the Lover:", scored.scores()[0]["blue"], "| without:", without.scores()[0]["blue"],
      "| the Lover with two war messages:", wrong_type.scores()[0]["blue"])
assert [CARDS[c].type for c in ("Angers", "Montsoreau")] == ["war", "war"]
assert scored.scores()[0]["blue"] == 3 * 2 and without.scores()[0]["blue"] == wrong_type.scores()[0]["blue"] == 0'''),
rule("loire.score.palaces", "Each palace card scores 2 (a reconstruction): red's two give 4; blue has none."),
code('''# rule: loire.score.palaces
print({f"{k} {c}": PALACES[k, c].vp for k, c in sorted(me(scored).palaces)})
assert scored.scores()[0]["palaces"] == 4 and scored.scores()[1]["palaces"] == 0
assert scored.scores()[0]["total"] == 7 + 13 + 2 + 4 + 6 + 4'''),
rule("loire.score.tie-break", """Points first. On equal points the most castles win; then the most buildings of any kind,
palaces included. With 5 points each, red's castle beats blue's two farms; with 7 each and no castle, blue's two farms
and a palace beat red's two farms. A tie that survives both stays a shared win, and 6 points beat 5 and a castle."""),
code('''# rule: loire.score.tie-break
cases = {
    "castle": position({"boat": 5, "hand": []}, {"boat": 5, "hand": []},
                       buildings={"Saumur": "0 castle", "Tours": "1 farm", "Angers": "1 farm"}),
    "buildings": position({"boat": 7, "hand": []}, {"boat": 5, "hand": [], "palaces": ["Bank Nantes"]},
                          buildings={"Saumur": "0 farm", "Tours": "0 farm", "Angers": "1 farm", "Chinon": "1 farm"}),
    "full tie": position({"boat": 5, "hand": []}, {"boat": 5, "hand": []},
                         buildings={"Saumur": "0 farm", "Tours": "1 farm"}),
    "points": position({"boat": 5, "hand": []}, {"boat": 6, "hand": []}, buildings={"Saumur": "0 castle"}),
}
for name, g in cases.items():
    totals = [row["total"] for row in g.scores().values()]
    built = [g.state.built(p) for p in (0, 1)]
    print(f"{name:10} points {totals}, built {built} -> {[g.players[p] for p in winners(g.state)]}")
assert [winners(g.state) for g in cases.values()] == [(0,), (1,), (0, 1), (1,)]'''),
]

# ---------------------------------------------------------------------------------------------------------------
cells += [
head("casual", """The casual game (`variant="casual"`) is a shorter introduction: no cards beyond the basic ones,
no circus."""),
rule("loire.variant.casual", """No characters, no palaces, no circus: the market tiles stay plain. Wood in Ussé costs
the full price, hiring and palaces are refused, and the purchase that moved the circus in [§circus§](#circus) (cheese
in Saumur on the same market) only shifts the market."""),
code('''# rule: loire.variant.casual
s = loire.new_game(players=2, seed=1, variant="casual").state
print("circus:", s.circus, "| characters:", sum(s.characters), "| palaces:", sum(s.palaces))
g = arrive("merchant", "Ussé", variant="casual")
verdicts(g, "buy wood", "hire Witch")
city = arrive("merchant", "Nantes", variant="casual")
verdicts(city, "palace Bank Nantes")
calm = arrive("merchant", "Saumur", variant="casual", market=CIRCUS_MARKET)
calm.play("buy cheese")
print("after the purchase:", calm.state.market, "| choices:", legal(calm, "circus"))
assert s.circus is None and sum(s.characters) == sum(s.palaces) == 0 and calm.state.turn.pending == ()
assert rule_of(g, "hire Witch") == rule_of(city, "palace Bank Nantes") == "loire.variant.casual"
g.play("buy wood")
assert me(g).money == 7 - 2
show(calm, "the casual game: no circus")'''),
rule("loire.variant.casual-messages", """Every casual player has two cubes from the start and may deliver any level, as long
as level-2 deliveries never outnumber level-1 ones, nor level 3 level 2. Red, with one level-1 message delivered,
completes a level-2 one; with none delivered it may not. Monastery messages are free of this."""),
code('''# rule: loire.variant.casual-messages
spec = {"hand": ["blue+yellow"], "progress": {"blue+yellow": ["Montsoreau"]}}
ok = arrive("messenger", "Saumur", {**spec, "delivered": ["Tours"]}, variant="casual")
early = arrive("messenger", "Saumur", spec, variant="casual")
abbey = arrive("messenger", "Nantes", {"hand": ["Nantes.love"]}, variant="casual")
print("cubes in the casual game:", cubes(ok.state, me(ok)))
verdicts(ok, "deliver blue+yellow")
verdicts(early, "deliver blue+yellow")
verdicts(abbey, "deliver Nantes.love")
assert ok.check("deliver blue+yellow").ok and abbey.check("deliver Nantes.love").ok
assert rule_of(early, "deliver blue+yellow") == "loire.variant.casual-messages"'''),
]

# ---------------------------------------------------------------------------------------------------------------
cells += [
head("solo", "Alone, one player tries for the best score before the river, the messages or the calendar run out."),
rule("loire.variant.solo", """The solo game is set up as for two players (six loose horses, goal 20) and red plays turn
after turn. Reaching space 20 or the fifteenth delivered message ends it at once, as nobody else is owed a turn;
space 18 or fourteen messages do not."""),
code('''# rule: loire.variant.solo
solo = loire.new_game(players=1, seed=3).state
print("loose horses:", sum(solo.loose), "| goal:", solo.goal(), "| to end:", MESSAGES_TO_END[1], "messages")
g = position(players=1)
finish(g)
print("after a turn:", g.players[g.to_move], "again")
for boat in (18, 16):
    river = sailing(1, boat)
    river.play_many(["merchant Orléans", "boat 2"])
    finish(river)
    print(f"boat {boat} -> {me(river).boat}: over? {river.is_over}")
for done in (14, 13):
    post = delivering(1, done)
    post.play_many(["messenger Montsoreau", "deliver Montsoreau"])
    finish(post)
    print(f"{len(me(post).delivered)} delivered: over? {post.is_over}")
assert sum(solo.loose) == 6 and solo.goal() == 20 and g.to_move == 0 and not post.is_over and not river.is_over'''),
rule("loire.variant.solo-rounds", """The three spare boats count the rounds, twenty each: after 60 rounds the solo game
is over. Sixty rounds end nothing in a two-player game."""),
code('''# rule: loire.variant.solo-rounds
g = position(players=1)
for _ in range(59):
    finish(g)
print("rounds:", g.state.rounds, "over?", g.is_over)
finish(g)
print("rounds:", g.state.rounds, "over?", g.is_over)
duo = position()
for _ in range(2 * 60 + 1):
    finish(duo)
print("two players after", duo.state.rounds, "rounds: over?", duo.is_over)
assert g.is_over and g.state.rounds == 60 and not duo.is_over'''),
]

# ---------------------------------------------------------------------------------------------------------------
MERCHANTS = ["loire.character.wood-merchant", "loire.character.grain-merchant", "loire.character.cheese-merchant",
             "loire.character.wine-merchant"]
BLUE = ["loire.character.lover", "loire.character.general", "loire.character.philosopher", "loire.character.judge",
        "loire.character.provost"]
cells += [
head("characters", """Each character changes one rule for its owner, from the moment it is hired. The rulebook
describes them in this order; here each is shown with and without its card. Costs and points by colour (yellow 1
and 0, red 2 and 1, green 3 and 1, blue 4 and 2) are reconstructions."""),
code('''rows = ["| character | colour | cost | points | copies (1-4 players) |", "|---|---|---|---|---|"]
for name, c in CHARACTERS.items():
    rows.append(f"| {name} | {c.colour.value} | {c.cost.value} | {c.vp.value} | "
                f"{' / '.join(str(c.copies_for(n)) for n in (1, 2, 3, 4))} |")
display(Markdown("\\n".join(rows)))'''),
rules(MERCHANTS, """Red sells in Nantes, holding the merchant of that good: every card sold brings a denier more (three
wood: 3 × (2 + 1)). Holding the three other goods merchants, but not this good's, red gets the printed price."""),
code('''# rule: loire.character.wood-merchant, loire.character.grain-merchant
# rule: loire.character.cheese-merchant, loire.character.wine-merchant
MERCHANT_OF = {"wood": "Wood Merchant", "grain": "Grain Merchant", "cheese": "Cheese Merchant", "wine": "Wine Merchant"}
paid = {}
for good, name in MERCHANT_OF.items():
    count = 3 if good == "wood" else 1
    sale = f"sell {good} {count}" if count > 1 else f"sell {good}"
    for label, held_cards in (("with", [name]), ("without", [n for n in MERCHANT_OF.values() if n != name])):
        g = arrive("merchant", "Nantes", {"goods": {good: count}, "characters": held_cards})
        g.play(sale)
        paid[good, label] = me(g).money - 7
    print(f"{sale:12} with the {name}: {paid[good, 'with']:2}, without: {paid[good, 'without']}")
assert paid == {("wood", "with"): 9, ("wood", "without"): 6, ("grain", "with"): 4, ("grain", "without"): 3,
                ("cheese", "with"): 6, ("cheese", "without"): 5, ("wine", "with"): 7, ("wine", "without"): 6}'''),
rule("loire.character.dairyman", """With the Dairyman red carries a third cheese; without it a second is refused. The
Dairyman does nothing for grain."""),
code('''# rule: loire.character.dairyman
g = arrive("merchant", "Saumur", {"goods": {"cheese": 2}, "characters": ["Dairyman"]})
verdicts(g, "buy cheese")
plain = arrive("merchant", "Saumur", {"goods": {"cheese": 1}})
grain = arrive("merchant", "Tours", {"goods": {"grain": 1}, "characters": ["Dairyman"]})
verdicts(plain, "buy cheese")
verdicts(grain, "buy grain")
assert g.check("buy cheese").ok
assert rule_of(plain, "buy cheese") == rule_of(grain, "buy grain") == "loire.buy.carry-limit"'''),
rule("loire.character.grain-farmer", """The Grain Farmer lets red carry a second grain (and more); without it, one is the
limit. It does nothing for cheese."""),
code('''# rule: loire.character.grain-farmer
g = arrive("merchant", "Tours", {"goods": {"grain": 1}, "characters": ["Grain Farmer"]})
verdicts(g, "buy grain")
plain = arrive("merchant", "Tours", {"goods": {"grain": 1}})
cheese = arrive("merchant", "Saumur", {"goods": {"cheese": 1}, "characters": ["Grain Farmer"]})
verdicts(plain, "buy grain")
verdicts(cheese, "buy cheese")
assert g.check("buy grain").ok
assert rule_of(plain, "buy grain") == rule_of(cheese, "buy cheese") == "loire.buy.carry-limit"'''),
rule("loire.character.banker", """With the Banker red's merchant leaves Nantes with up to 15 deniers: 19 become 15, 14
stay 14. Without it 14 become 10."""),
code('''# rule: loire.character.banker
kept = {}
for money, characters in ((19, ["Banker"]), (14, ["Banker"]), (14, [])):
    g = position({"money": money, "characters": characters})
    g.play("merchant Montsoreau")
    kept[money, bool(characters)] = me(g).money
print(kept)
assert kept == {(19, True): 15, (14, True): 14, (14, False): 10}'''),
rule("loire.character.lady-in-waiting", """Red hires the Lady-in-waiting (2) at the circus and right after her a second
character, the Scout, for 3 + 2. A third hire is refused, and the extra 2 can make the second too dear. Without her,
one hire a turn."""),
code('''# rule: loire.character.lady-in-waiting
g = arrive("merchant", "Ussé", {"money": 10})
g.play("hire Lady-in-waiting")
verdicts(g, "hire Scout")
g.play("hire Scout")
explain(g)
verdicts(g, "hire Jester")
tight = arrive("merchant", "Ussé", {"money": 7, "characters": ["Lady-in-waiting"]})
tight.play("hire Scout")
verdicts(tight, "hire Squire", "hire Mayor")
alone = arrive("merchant", "Ussé", {"money": 10})
alone.play("hire Scout")
verdicts(alone, "hire Squire")
assert me(g).money == 10 - 2 - 5 and rule_of(g, "hire Jester") == "loire.hire.one-per-turn"
assert rule_of(tight, "hire Squire") == "loire.hire.price" and tight.check("hire Mayor").ok
assert rule_of(alone, "hire Squire") == "loire.hire.one-per-turn"'''),
rule("loire.character.magister-artium", """With the Magister Artium a farm costs red 3 deniers (and the wood), a palace 3,
a castle 5. Without it 3 deniers buy neither a farm nor a palace."""),
code('''# rule: loire.character.magister-artium
costs = {}
for move, goods, built in (("build farm Saumur", {"wood": 1}, {}), ("palace Bank Nantes", {}, {}),
                           ("build castle Saumur", {"wood": 1}, {"Saumur": "0 farm"})):
    g = arrive("merchant", "Nantes", {"money": 9, "goods": goods, "characters": ["Magister Artium"]}, buildings=built)
    g.play(move)
    costs[move] = 9 - me(g).money
print(costs)
plain = arrive("merchant", "Nantes", {"money": 3, "goods": {"wood": 1}})
verdicts(plain, "build farm Saumur", "palace Bank Nantes")
assert list(costs.values()) == [3, 3, 5]
assert rule_of(plain, "build farm Saumur") == "loire.build.farm" and rule_of(plain, "palace Bank Nantes") == \\
    "loire.build.palace"'''),
rule("loire.character.economus", """With the Economus red buys a second building in the same stop, for a denier more:
a farm for 4, then a second farm for 5 (each with its wood). A third is refused; so is a second without the Economus."""),
code('''# rule: loire.character.economus
g = arrive("merchant", "Nantes", {"money": 20, "goods": {"wood": 3}, "characters": ["Economus"]})
g.play("build farm Saumur")
verdicts(g, "build farm Angers")
g.play("build farm Angers")
explain(g)
verdicts(g, "build farm Chinon")
plain = arrive("merchant", "Nantes", {"money": 20, "goods": {"wood": 2}})
plain.play("build farm Saumur")
verdicts(plain, "build farm Angers")
assert me(g).money == 20 - 4 - 5 and rule_of(g, "build farm Chinon") == "loire.build.one-per-turn"
assert rule_of(plain, "build farm Angers") == "loire.build.one-per-turn"'''),
rule("loire.character.mensor", """With the Mensor red's second farm may go on the same road as the first (Saumur, then
Chinon, both south); without it the road balance forbids that."""),
code('''# rule: loire.character.mensor
g = arrive("merchant", "Nantes", {"goods": {"wood": 1}, "characters": ["Mensor"]}, buildings={"Saumur": "0 farm"})
plain = arrive("merchant", "Nantes", {"goods": {"wood": 1}}, buildings={"Saumur": "0 farm"})
verdicts(g, "build farm Chinon")
verdicts(plain, "build farm Chinon")
assert g.check("build farm Chinon").ok and rule_of(plain, "build farm Chinon") == "loire.build.road-balance"'''),
rule("loire.character.lumberjack", """With the Lumberjack red buys two wood at once in Langeais, where blue has a farm:
under our reading it pays once (3 - 1 = 2 for both), the market shifts once and blue's boat sails one space. Without
the Lumberjack two are refused, and even with it three are."""),
code('''# rule: loire.character.lumberjack
g = arrive("merchant", "Langeais", {"characters": ["Lumberjack"]}, buildings={"Langeais": "1 farm"})
verdicts(g, "buy wood 2", "buy wood 3")
g.play("buy wood 2")
explain(g)
plain = arrive("merchant", "Langeais")
verdicts(plain, "buy wood 2")
assert held(g) == {"wood": 2} and me(g).money == 7 - 2 and me(g, 1).boat == 1
assert g.state.market == ("blue", "yellow", "purple", "red", "green", "black", "white")
assert rule_of(plain, "buy wood 2") == "loire.character.lumberjack"'''),
rule("loire.character.witch", """With the Witch every later hire costs a denier less: the Scout 2, the Mayor 1, the
Wood Merchant nothing, the Judge 3. Without her the printed cost is due, and she gives no discount on herself."""),
code('''# rule: loire.character.witch
for name in ("Scout", "Mayor", "Wood Merchant", "Judge"):
    cost = CHARACTERS[name].cost.value
    witch = arrive("merchant", "Ussé", {"money": cost - 1, "characters": ["Witch"]})
    plain = arrive("merchant", "Ussé", {"money": cost - 1})
    print(f"{name:13} {cost - 1} deniers: with the Witch {witch.check('hire ' + name).ok}, "
          f"without: {rule_of(plain, 'hire ' + name)}")
herself = arrive("merchant", "Ussé", {"money": 2})
verdicts(herself, "hire Witch")
assert witch.check("hire Judge").ok and rule_of(plain, "hire Judge") == "loire.hire.price"
assert rule_of(herself, "hire Witch") == "loire.hire.price"'''),
rule("loire.character.patronus", """With the Patronus red may pay 2 deniers instead of a wood, once per building: a farm
for 6 deniers and no wood, a monastery for 6 deniers and one wood. A monastery with no wood at all is still refused;
without the Patronus the swap is refused."""),
code('''# rule: loire.character.patronus
farm = arrive("merchant", "Nantes", {"money": 6, "characters": ["Patronus"]})
abbey = arrive("merchant", "Nantes", {"money": 6, "goods": {"wood": 1}, "characters": ["Patronus"]},
               buildings={"Saumur": "0 farm"})
verdicts(farm, "build farm Saumur patronus")
verdicts(abbey, "build monastery Saumur patronus")
abbey.play("build monastery Saumur patronus")
explain(abbey)
bare = arrive("merchant", "Nantes", {"money": 20, "characters": ["Patronus"]}, buildings={"Saumur": "0 farm"})
plain = arrive("merchant", "Nantes", {"money": 6})
verdicts(bare, "build monastery Saumur patronus")
verdicts(plain, "build farm Saumur patronus")
assert me(abbey).money == 0 and held(abbey) == {} and farm.check("build farm Saumur patronus").ok
assert rule_of(bare, "build monastery Saumur patronus") == "loire.build.monastery"
assert rule_of(plain, "build farm Saumur patronus") == "loire.character.patronus"'''),
rule("loire.character.squire", """With the Squire red's merchant takes both free horses standing in Champtoceaux and goes
three places. Without it only one joins; and the Squire takes only horses standing there (with one horse here and one
in Saumur, the second is out of reach)."""),
code('''# rule: loire.character.squire
spec = {"merchant": "Champtoceaux", "merchant_horses": 0}
g = position({**spec, "characters": ["Squire"]}, loose={"Champtoceaux": 2})
plain = position(spec, loose={"Champtoceaux": 2})
apart = position({**spec, "characters": ["Squire"]}, loose={"Champtoceaux": 1, "Saumur": 1})
verdicts(g, "merchant +2 Chinon")
verdicts(plain, "merchant +2 Chinon", "merchant +1 Montsoreau")
verdicts(apart, "merchant +2 Chinon")
assert g.check("merchant +2 Chinon").ok and plain.check("merchant +1 Montsoreau").ok
assert rule_of(plain, "merchant +2 Chinon") == rule_of(apart, "merchant +2 Chinon") == "loire.move.add-horse"'''),
rule("loire.character.scout", """With the Scout a team may have three horses: red's merchant takes the free horse in
Nantes and goes four places, to Chinon or Tours. Without the Scout that third horse is refused, and with it a fourth
is."""),
code('''# rule: loire.character.scout
g = position({"characters": ["Scout"]}, loose={"Nantes": 1})
verdicts(g, "merchant +1 Chinon", "merchant +1 Tours")
plain = position(loose={"Nantes": 1})
verdicts(plain, "merchant +1 Chinon")
four = position({"merchant_horses": 3, "characters": ["Scout", "Squire"]}, loose={"Nantes": 1})
verdicts(four, "merchant +1 Ussé")
assert g.check("merchant +1 Chinon").ok
assert rule_of(plain, "merchant +1 Chinon") == rule_of(four, "merchant +1 Ussé") == "loire.move.max-horses"'''),
rule("loire.character.blacksmith", """With the Blacksmith red pays a denier to fetch the free horse standing in Tours
(ringed) for its merchant in Nantes, and goes two places. It works once a turn, the fetched horse counts as the one
added horse, it costs exactly one denier, and without the Blacksmith no horse comes from elsewhere."""),
code('''# rule: loire.character.blacksmith
g = position({"merchant_horses": 0, "messenger_horses": 0, "characters": ["Blacksmith"]},
             loose={"Tours": 1, "Blois": 1})
verdicts(g, "merchant +1 Saumur smith Tours")
board = show(g, "free horses the Blacksmith can fetch", highlight=["Tours", "Blois"])
g.play("merchant +1 Saumur smith Tours")
explain(g)
verdicts(g, "messenger +1 Beaugency smith Blois")
plain = position({"merchant_horses": 0}, loose={"Tours": 1})
verdicts(plain, "merchant +1 Saumur smith Tours")
assert me(g).money == 6 and g.state.horses_at("Tours") == 0 and me(g).merchant == Piece("Saumur", "Orléans", 1)
assert rule_of(g, "messenger +1 Beaugency smith Blois") == rule_of(plain, "merchant +1 Saumur smith Tours") == \\
    "loire.character.blacksmith"
board'''),
rule("loire.character.jester", """With the Jester, and the circus in Saumur, red's merchant leaving Nantes with two
horses may stop early at the circus (two places) and keep both horses; without the Jester it would have to leave one
in Nantes to stop there. The Jester stops early only at the circus, and the early stop may then act as usual (here a
hire)."""),
code('''# rule: loire.character.jester
g = position({"characters": ["Jester"]}, circus="Saumur")
print(legal(g, "merchant"))
verdicts(g, "merchant Saumur", "merchant Champtoceaux")
plain = position(circus="Saumur")
verdicts(plain, "merchant Saumur", "merchant -1 Saumur")
assert rule_of(plain, "merchant Saumur") == rule_of(g, "merchant Champtoceaux") == "loire.move.steps"
g.play("merchant Saumur")
verdicts(g, "hire Scout")
assert me(g).merchant == Piece("Saumur", "Orléans", 2) and g.check("hire Scout").ok'''),
rule("loire.character.city-guard", """With the City Guard red's merchant, two places before Nantes with two horses, may
stop early in the city. Without it the move must fit exactly (leave a horse behind), and the Guard stops early only in
a city."""),
code('''# rule: loire.character.city-guard
g = position({"merchant": "Saumur>Nantes", "merchant_horses": 2, "characters": ["City Guard"]})
verdicts(g, "merchant Nantes")
plain = position({"merchant": "Saumur>Nantes", "merchant_horses": 2})
verdicts(plain, "merchant Nantes", "merchant -1 Nantes")
road = position({"merchant": "Montsoreau>Nantes", "merchant_horses": 2, "characters": ["City Guard"]})
verdicts(road, "merchant Champtoceaux")
assert g.check("merchant Nantes").ok and rule_of(plain, "merchant Nantes") == "loire.move.exact-steps"
assert rule_of(road, "merchant Champtoceaux") == "loire.move.steps"'''),
rule("loire.character.mayor", """With the Mayor red may hold four undelivered messages: holding three, it buys a fourth.
Without the Mayor, two are the limit; with it, five are refused, and so is a second monastery message."""),
code('''# rule: loire.character.mayor
g = arrive("messenger", "Orléans", {"hand": ["Ancenis", "Tours", "blue+yellow"], "characters": ["Mayor"]})
verdicts(g, "message 1")
g.play("message 1")
five = arrive("messenger", "Orléans", {"hand": ["Ancenis", "Tours", "Blois", "blue+yellow"], "characters": ["Mayor"]})
verdicts(five, "message 1")
plain = arrive("messenger", "Orléans", {"hand": ["Ancenis", "Tours"]})
verdicts(plain, "message 1")
abbey = arrive("messenger", "Saumur", {"hand": ["Nantes.love"], "characters": ["Mayor"]},
               buildings={"Saumur": "0 monastery"})
verdicts(abbey, "message 4")
assert len(me(g).hand) == 4 and rule_of(plain, "message 1") == rule_of(five, "message 1") == "loire.message.hand-limit"
assert rule_of(abbey, "message 4") == "loire.character.mayor"'''),
rule("loire.character.vassallus", """With the Vassallus red's messenger buys a second message at the same stop, in a city
or at its own farm. Not at a monastery, and without it one message is the limit."""),
code('''# rule: loire.character.vassallus
g = arrive("messenger", "Orléans", {"hand": [], "characters": ["Vassallus"]})
g.play("message 1")
verdicts(g, "message 2")
farm = arrive("messenger", "Saumur", {"hand": [], "characters": ["Vassallus"]}, buildings={"Saumur": "0 farm"})
farm.play("message 3")
verdicts(farm, "message 1")
abbey = arrive("messenger", "Saumur", {"hand": [], "characters": ["Vassallus"]}, buildings={"Saumur": "0 monastery"})
abbey.play("message 4")
verdicts(abbey, "message 1", "message 4")
plain = arrive("messenger", "Orléans", {"hand": []})
plain.play("message 1")
verdicts(plain, "message 1")
assert g.check("message 2").ok and farm.check("message 1").ok
assert rule_of(abbey, "message 1") == "loire.message.buy-levels"
assert rule_of(abbey, "message 4") == "loire.character.vassallus"
assert rule_of(plain, "message 1") == "loire.message.buy-one"'''),
rule("loire.character.helper", """Red, holding the Apprentice, hires the Helper at the circus; with both, a second cube
lets red start another message, and level-3 messages can be delivered. Without the Apprentice the Helper cannot be
hired, and without the Helper no level-3 step is made."""),
code('''# rule: loire.character.helper
g = arrive("messenger", "Ussé", {"characters": ["Apprentice"]})
verdicts(g, "hire Helper")
novice = arrive("messenger", "Ussé")
verdicts(novice, "hire Helper")
two = arrive("messenger", "Chambord", {"hand": ["blue+yellow", "red+black"], "progress": {"blue+yellow": ["Saumur"]},
                                       "characters": ["Apprentice", "Helper"]})
verdicts(two, "deliver red+black")
one = arrive("messenger", "Saumur", {"hand": ["blue+yellow+red"], "characters": ["Apprentice"]})
verdicts(one, "deliver blue+yellow+red")
assert g.check("hire Helper").ok and two.check("deliver red+black").ok
assert rule_of(novice, "hire Helper") == rule_of(one, "deliver blue+yellow+red") == "loire.character.helper"'''),
rule("loire.character.spy", """With the Spy red sees the top three cards of the chosen deck, keeps one (Tours) and puts
the other two under the deck. The fourth card is out of reach, and a Spy must name the card kept."""),
code('''# rule: loire.character.spy
g = arrive("messenger", "Orléans", {"hand": [], "characters": ["Spy"]},
           decks={"1": ["Langeais", "Tours", "Vendôme", "Blois"]})
print(legal(g, "message"))
verdicts(g, "message 1 Blois", "message 1")
g.play("message 1 Tours")
print("deck now:", g.state.decks[0][:2], "...", g.state.decks[0][-2:])
assert me(g).hand == ("Tours",) and g.state.decks[0][0] == "Blois"
assert g.state.decks[0][-2:] == ("Langeais", "Vendôme")
g.undo()  # back to the choice
assert rule_of(g, "message 1 Blois") == "loire.character.spy" and rule_of(g, "message 1") == "loire.message.draw"'''),
rules(BLUE, """Each blue character belongs to one message type (love, war, philosophy, law, administration). Red, holding
it, has delivered three messages of its type (levels 1, 2 and 4): 3 × 2 = 6 bonus points. Holding the four other
blue characters instead, the same deliveries give no bonus."""),
code('''# rule: loire.character.lover, loire.character.general, loire.character.philosopher
# rule: loire.character.judge, loire.character.provost
bonus = {}
for name in ("Lover", "General", "Philosopher", "Judge", "Provost"):
    kind = CHARACTERS[name].message_type.value
    mine = [c for c in CARDS if CARDS[c].type == kind and CARDS[c].level in (1, 2, 4)]
    done = [next(c for c in mine if CARDS[c].level == level) for level in (1, 2, 4)]
    others = [n for n in ("Lover", "General", "Philosopher", "Judge", "Provost") if n != name]
    bonus[name] = [position({"hand": [], "delivered": done, "characters": held_cards}).scores()[0]["blue"]
                   for held_cards in ([name], others)]
    print(f"{name:11} {kind:14} delivered {done}: bonus {bonus[name][0]} with, {bonus[name][1]} without")
assert all(b == [6, 0] for b in bonus.values())'''),
rule("loire.character.apprentice", """Red hires the Apprentice at the circus for 2, and from then on level-2 messages can
be delivered: a cube marks the first colour. Without it no level-2 step is made."""),
code('''# rule: loire.character.apprentice
g = arrive("messenger", "Ussé", {"hand": ["blue+yellow"]})
g.play("hire Apprentice")
explain(g)
step = arrive("messenger", "Saumur", {"hand": ["blue+yellow"], "characters": ["Apprentice"]})
verdicts(step, "deliver blue+yellow")
plain = arrive("messenger", "Saumur", {"hand": ["blue+yellow"]})
verdicts(plain, "deliver blue+yellow")
assert me(g).money == 5 and step.check("deliver blue+yellow").ok
assert rule_of(plain, "deliver blue+yellow") == "loire.character.apprentice"'''),
]

# ---------------------------------------------------------------------------------------------------------------
cells += [
head("palaces", """A palace card (4 deniers, [§build§](#build)) helps its owner in its own city, from the next turn on.
The eight cards: the Ducal Palace, Palatium Balivi, the Post Office and the Bank, each of Nantes and of Orléans."""),
rule("loire.palace.ducal", """With the Ducal Palace of Nantes, red's messenger in Nantes may take any card of the chosen
deck, not only the top one: here `green+blue`, well down the level-2 deck. The Ducal Palace of Orléans does nothing
in Nantes, and one bought this turn does nothing yet."""),
code('''# rule: loire.palace.ducal
g = arrive("messenger", "Nantes", {"hand": [], "palaces": ["Ducal Palace Nantes"]})
deck, choices = g.state.decks[1], legal(g, "message")
print(f"{len(deck)} level-2 cards to choose from; green+blue is card {deck.index('green+blue') + 1}")
print(len(choices), "choices in all, e.g.", choices[:2], "...")
verdicts(g, "message 2 green+blue")
other = arrive("messenger", "Nantes", {"hand": [], "palaces": ["Ducal Palace Orléans"]})
verdicts(other, "message 2 green+blue")
fresh = position({"merchant": "Ancenis>Nantes", "merchant_horses": 0, "messenger": "Ancenis>Nantes",
                  "messenger_horses": 0, "hand": [], "money": 9})
fresh.play_many(["merchant Nantes", "palace Ducal Palace Nantes", "messenger Nantes"])
verdicts(fresh, "message 2 green+blue")
g.play("message 2 green+blue")
assert me(g).hand == ("green+blue",) and len(choices) == sum(len(set(d)) for d in g.states[-2].decks[:3])
assert rule_of(other, "message 2 green+blue") == rule_of(fresh, "message 2 green+blue") == "loire.message.draw"'''),
rule("loire.palace.balivi", """With Palatium Balivi of Orléans, red's merchant stopping in Orléans may hire one red
character there, before or after its usual actions: the Mayor, then sell a cheese. Green characters are refused, one
hire a turn, and the palace of the other city does nothing here."""),
code('''# rule: loire.palace.balivi
g = arrive("merchant", "Orléans", {"goods": {"cheese": 1}, "palaces": ["Palatium Balivi Orléans"]})
print(legal(g, "hire"))
verdicts(g, "hire Mayor", "hire Scout")
g.play_many(["hire Mayor", "sell cheese"])
explain(g)
verdicts(g, "hire Spy")
elsewhere = arrive("merchant", "Orléans", {"palaces": ["Palatium Balivi Nantes"]})
verdicts(elsewhere, "hire Mayor")
assert me(g).money == 7 - 2 + 5 and rule_of(arrive("merchant", "Orléans", {"palaces": ["Palatium Balivi Orléans"]}),
                                            "hire Scout") == "loire.palace.balivi"
assert rule_of(g, "hire Spy") == "loire.hire.one-per-turn" and rule_of(elsewhere, "hire Mayor") == "loire.hire.where"'''),
rule("loire.palace.post-office", """With the Post Office of Orléans red's messenger buys a second message there for a
denier less (a level-1 message becomes free). The hand limit still holds, and without the Post Office of this city
one message is the limit."""),
code('''# rule: loire.palace.post-office
for level in (1, 2, 3):
    g = arrive("messenger", "Orléans", {"hand": [], "palaces": ["Post Office Orléans"]})
    g.play_many([f"message {level}", f"message {level}"])
    print(f"two level-{level} messages cost {7 - me(g).money}")
full = arrive("messenger", "Orléans", {"hand": ["Ancenis"], "palaces": ["Post Office Orléans"]})
full.play("message 1")
verdicts(full, "message 1")
other = arrive("messenger", "Orléans", {"hand": [], "palaces": ["Post Office Nantes"]})
other.play("message 1")
verdicts(other, "message 1")
assert me(g).money == 7 - 3 - 2 and rule_of(full, "message 1") == "loire.message.hand-limit"
assert rule_of(other, "message 1") == "loire.message.buy-one"'''),
rule("loire.palace.bank", """A Bank pays 3 deniers for every piece of its owner that stops in its city. Red owns
both Banks; its merchant stops in Nantes (+3) and its messenger in Orléans (+3). With the Bank of Nantes alone, both
pieces stopping in Nantes bring 6 as well. The Bank of Orléans pays nothing in Nantes, and a turn lost to the
five-denier minimum gets nothing."""),
code('''# rule: loire.palace.bank
g = position({"merchant": "Ancenis>Nantes", "merchant_horses": 0, "messenger": "Meung-sur-Loire>Orléans",
              "messenger_horses": 0, "palaces": ["Bank Nantes", "Bank Orléans"]})
g.play("merchant Nantes")
explain(g)
g.play("messenger Orléans")
explain(g)
wrong = position({"merchant": "Ancenis>Nantes", "merchant_horses": 0, "palaces": ["Bank Orléans"]})
wrong.play("merchant Nantes")
lost = position({"money": 3, "palaces": ["Bank Nantes"]})
lost.play("income")
one = position({"merchant": "Ancenis>Nantes", "merchant_horses": 0, "messenger": "Ancenis>Nantes",
                "messenger_horses": 0, "palaces": ["Bank Nantes"]})
one.play_many(["merchant Nantes", "messenger Nantes"])
print("red:", me(g).money, "| one Bank, both pieces in Nantes:", me(one).money, "| Bank of Orléans in Nantes:",
      me(wrong).money, "| lost turn:", me(lost).money)
assert me(g).money == 7 + 3 + 3 and me(one).money == 7 + 3 + 3
assert me(wrong).money == 7 and me(lost).money == 3 + 1'''),
]

# ---------------------------------------------------------------------------------------------------------------
cells += [
head("try", """Pick a move from the list (legal and illegal ones are mixed) or type any move: the panel shows the
verdict, the rule's explanation and the board with the place the move names ringed. Nothing is played. The panels
need a running notebook; the cell after each panel prints the same verdicts as text. The first position: red's
merchant has just stopped at the circus in Ussé with a wood; its messenger waits in Orléans."""),
code('''# NBVAL_IGNORE_OUTPUT
# rule: loire.action.circus-choice, loire.hire.where, loire.buy.where, loire.buy.one-per-turn
from loire.widgets import TryPanel

circus = arrive("merchant", "Ussé", {"goods": {"wood": 1}})
CIRCUS_MOVES = ["buy wood", "hire Witch", "hire Apprentice", "messenger Talcy", "buy wood 2", "buy cheese",
                "sell wood", "hire Helper", "merchant Chinon", "end", "boat 1", "circus Tours", "message 1"]
TryPanel(circus, candidates=CIRCUS_MOVES)'''),
code('''# rule: loire.action.circus-choice, loire.hire.where, loire.buy.where, loire.buy.one-per-turn
verdicts(circus, *CIRCUS_MOVES)
assert [circus.check(m).ok for m in CIRCUS_MOVES] == [True] * 4 + [False] * 9
assert {str(m) for m in circus.legal_moves()} & set(CIRCUS_MOVES) == set(CIRCUS_MOVES[:4])'''),
md("""The second position is about travel: red's merchant waits in Montsoreau with one horse, two free horses stand
there, and the messenger in Orléans has its two."""),
code('''# NBVAL_IGNORE_OUTPUT
# rule: loire.move.steps, loire.move.add-horse, loire.move.max-horses, loire.move.keep-road
travel = position({"merchant": "Montsoreau", "merchant_horses": 1}, loose={"Montsoreau": 2})
TRAVEL_MOVES = ["merchant Ussé", "merchant +1 Villandry", "merchant -1 Chinon", "messenger Talcy",
                "messenger -2 Chambord", "merchant Villandry", "merchant +2 Amboise", "merchant Saumur",
                "merchant -2 Chinon", "messenger Orléans", "merchant Paris", "end"]
TryPanel(travel, candidates=TRAVEL_MOVES)'''),
code('''# rule: loire.move.steps, loire.move.add-horse, loire.move.max-horses, loire.move.keep-road
verdicts(travel, *TRAVEL_MOVES)
assert [travel.check(m).ok for m in TRAVEL_MOVES] == [True] * 5 + [False] * 7
assert {str(m) for m in travel.legal_moves()} & set(TRAVEL_MOVES) == set(TRAVEL_MOVES[:5])'''),
]

# ---------------------------------------------------------------------------------------------------------------
cells += [
head("reconstructed", """The rulebook's pictures are lost, and with them many printed numbers. Every value the tutor
uses sits in a JSON file under `loire/data/`, written as `{"value": …, "provenance": "rulebook" | "reconstructed",
"source": …}`: `board.json` (the villages of both roads in order, their goods, the neutral horses, the circus and the
river), `components.json` (goods, shields, market, buildings, palaces, boat passage, money) and `cards.json`
(characters, palaces, messages). What is reconstructed now (`loire.board.reconstructed()` and the cards'
provenance):"""),
code('''for kind, items in reconstructed().items():
    print(f"{kind:14} {len(items):2}: {', '.join(items) if items else '-'}")
print("\\ncards (loire/data/cards.json):")
fields = Counter()
for c in CHARACTERS.values():
    for key in ("colour", "cost", "vp", "copies", "message_type"):
        if getattr(c, key) is not None and getattr(c, key).provenance == "reconstructed":
            fields[f"character {key}"] += 1
for m in MESSAGES.values():
    for key in ("price", "cards", "vp", "targets"):
        if getattr(m, key).provenance == "reconstructed":
            fields[f"message {key}"] += 1
for key, n in fields.items():
    print(f"  {key:22} reconstructed for {n} of {len(CHARACTERS) if key.startswith('character') else len(MESSAGES)}")
palace = next(iter(PALACES.values()))
print("  palace", ", ".join(key for key, s in palace.source.items() if s.provenance == "reconstructed"),
      "reconstructed (one value for all eight cards)")
print("\\nthe rules that are our reading:", ", ".join(r.id for r in loire.RULES.values() if r.provenance == "reading"))
print("the rules resting on reconstructed numbers:",
      ", ".join(r.id for r in loire.RULES.values() if r.provenance == "reconstructed"))'''),
code('''found = reconstructed()
assert found["villages"] == ["Ancenis", "Meung-sur-Loire", "Champtoceaux", "Chambord"]
assert len(found["village goods"]) == 17 and "Saumur" not in found["village goods"] and found["money"] == []
assert fields["character cost"] == fields["character vp"] == 29 and fields["message vp"] == 4
assert {r.id for r in loire.RULES.values() if r.provenance == "reconstructed"} == {
    "loire.setup.board", "loire.setup.market", "loire.setup.buildings", "loire.sell.price", "loire.hire.price",
    "loire.score.delivered", "loire.score.characters", "loire.score.palaces"}'''),
md("""On the board the four reconstructed village names (ringed) are in italics, and the goods that are
reconstructions have dashed outlines: every good but Saumur's cheese."""),
code('''show(position(), "reconstructed villages (ringed)", highlight=found["villages"])'''),
md("""**How to change them.** A teacher holding the printed game can correct any value in place (the README's section
"Edition data, and how to change it" has more):

- `loire/data/board.json`: a village's `name`, its `good` (`{"value": "wine", "provenance": "rulebook", "source":
  "board"}`) and its place in its road's list; the neutral-horse lists, the circus start, the river's goal spaces.
- `loire/data/components.json`: the goods (sell price, supply, carry limit), the shield colours and counts, the
  market prices, the buildings (cost, wood, discount, tokens per player), the palaces, the boat passage and the money
  limits.
- `loire/data/cards.json`: every character's colour, cost, points and copies per player count; the palaces; each
  message level's price, number of cards, points and targets.

Set `provenance` to `"rulebook"` for a value checked against the game. The loaders check every file when `loire` is
imported and refuse a malformed one with a message naming the file, the key and the problem. Here a copy of
`cards.json` with two mistakes is read the way the loader reads the real file (nothing on disk is changed):"""),
code('''import copy
import json

from loire.board import DATA_DIR
from loire.cards import read_cards
from tutor.data import Data
from tutor.rules import RecordError

original = json.loads((DATA_DIR / "cards.json").read_text(encoding="utf-8"))
print("the file as it is:", read_cards(Data(original, "cards.json")))
for path, value in ((("characters", "Witch", "colour", "value"), "orange"),
                    (("messages", "levels", "2", "price", "value"), 3)):
    broken = copy.deepcopy(original)
    node = broken
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    print(refuses(lambda broken=broken: read_cards(Data(broken, "cards.json")), RecordError))'''),
md("""Rebuild and run this notebook afterwards (`python tools/nb_loire_rules.py`, then
`python tools/execute_notebooks.py notebooks/loire-notebooks/01_rules.ipynb`): its asserts say which claims changed."""),
]

# ---------------------------------------------------------------------------------------------------------------
cells += [
head("all-rules", """Every rule with its Hungarian term and the rulebook section it comes from; *reading* marks our
resolutions where the rulebook is silent or unclear, *reconstructed* the rules resting on reconstructed numbers. The
last cell checks that each rule is demonstrated in a cell of this notebook (a `# rule:` comment, which
`python -m tutor.coverage` also reads)."""),
*nbkit.all_rules_cells("loire"),
]


def build() -> nbf.NotebookNode:
    """The notebook, after checking that every rule is introduced once, in its section, in the rulebook's order."""
    assert sorted(SHOWN) == sorted(loire.RULES), sorted(set(loire.RULES) ^ set(SHOWN))
    order = [rulebook.SECTIONS.index(loire.RULES[rule_id].section) for rule_id in SHOWN]
    assert order == sorted(order), "rules must follow the rulebook's sections"
    for cell in cells:
        if cell.cell_type == "markdown":  # "§anchor§" names a section by its number
            cell.source = re.sub("§([a-z-]+)§", lambda m: f"section {NUMBER[m.group(1)]}", cell.source)
    return nbkit.notebook(cells)


if __name__ == "__main__":  # importing this module (pytest --doctest-modules) must not rewrite the notebook
    (nbkit.ROOT / "notebooks/loire-notebooks").mkdir(parents=True, exist_ok=True)
    nbkit.write(build(), "notebooks/loire-notebooks/01_rules.ipynb")
