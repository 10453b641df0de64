"""Builds notebooks/taxis-notebooks/01_rules.ipynb; then run tools/execute_notebooks.py on it.

Usage: ``python tools/nb_taxis_rules.py && python tools/execute_notebooks.py notebooks/taxis-notebooks/01_rules.ipynb``

The heading of each rule (id, title, Hungarian term, our explanation) is taken from
``taxis.RULES`` when the notebook is built, so rebuild it after editing taxis/rulebook.py.
Sections follow ``taxis.rulebook.SECTIONS``: the Hungarian expansion rulebook's headings,
then the base-game sections (the base rulebook is not in the repository).
"""

import re

import nbformat as nbf
import nbkit
from nbkit import code, md

import taxis
from taxis import examples as lesson_examples
from taxis import rulebook

BASE_RULEBOOK = "the rule comes from the base game, whose rulebook is not in the repository"


def const(name: str) -> str:
    """A line of code naming the cards of a position, e.g. ``THREE = "Halle:1 Berlin:1 Hannover:1"``: the value comes
    from the pupils' catalogue (taxis/examples.py), where the positions are kept once."""
    return f'{name} = "{getattr(lesson_examples, name)}"'

# Where to look in the Hungarian rulebook for rules it has no word of its own for.
NO_TERM = {
    "taxis.notation.syntax": "no Hungarian term (the notation is the tutor's own)",
    "taxis.end.over": "no Hungarian term (the rulebook takes it for granted at the end of *A játék vége*)",
    "taxis.turn.hand-limit": f"no Hungarian term ({BASE_RULEBOOK}; the expansion rulebook never mentions a hand "
    "limit)",
    "taxis.close.one-house-per-city": f"no Hungarian term ({BASE_RULEBOOK}; the expansion's example, under "
    "*Városkártyák eldobása*, always puts *1-1 postaállomás*, one house per city)",
    "taxis.close.houses-left": f"no Hungarian term ({BASE_RULEBOOK})",
    "taxis.score.tie-break": f"no Hungarian term ({BASE_RULEBOOK})",
    "taxis.official.administrator": f"no Hungarian term ({BASE_RULEBOOK}; the expansion names only the "
    "*postakocsis* and the *bognár*)",
    "taxis.official.postmaster": f"no Hungarian term ({BASE_RULEBOOK}; the expansion names only the *postakocsis* "
    "and the *bognár*)",
    "taxis.official.one-per-turn": f"no Hungarian term ({BASE_RULEBOOK}; the officials are *segítők*)",
}


# Where a rule comes from, by its provenance (a reading is described by ``rule`` itself).
SOURCE = {
    "rulebook": "stated in the expansion rulebook",
    "secondary source": "a base-game rule, known from secondary sources (the expansion rulebook relies on it "
    "without stating it)",
    "reconstructed": "rests on reconstructed data (see [Reconstructed values](#reconstructed))",
}


def rule(rule_id: str, prose: str) -> nbf.NotebookNode:
    """The markdown heading of one rule: title, id, Hungarian term, where it comes from, our explanation, then
    ``prose`` (for a reading, after the other readings)."""
    r = taxis.RULES[rule_id]
    if r.provenance == "reading":
        prose = f"*{r.alternatives}*\n\n{prose}"
    return nbkit.rule_cell(r, prose, NO_TERM, reading="*our reading* (the sources are silent or unsure here)",
                           stated=SOURCE.get(r.provenance, ""), default=f"no Hungarian term ({BASE_RULEBOOK})")


def _hu(section: str) -> str:
    """The Hungarian part of a rulebook section name: 'Előkészületek (setup)' -> 'Előkészületek'."""
    return section.rsplit(" (", 1)[0]


# anchor, English title, Hungarian heading (None: not a rulebook heading), the rulebook section it stands for
SECTIONS = [
    ("setup", "Setup", _hu(rulebook.SETUP), rulebook.SETUP),
    ("play", "Course of play", _hu(rulebook.PLAY), rulebook.PLAY),
    ("card", "Playing a city card", _hu(rulebook.CARD), rulebook.CARD),
    ("close", "Closing a route", _hu(rulebook.CLOSE), rulebook.CLOSE),
    ("houses", "Placing houses", _hu(rulebook.HOUSES), rulebook.HOUSES),
    ("bonus", "Taking bonus tiles", _hu(rulebook.BONUS), rulebook.BONUS),
    ("discard", "Discarding city cards", _hu(rulebook.DISCARD), rulebook.DISCARD),
    ("example", "The rulebook's worked example", "Példa", None),
    ("end", "End of the game", _hu(rulebook.END), rulebook.END),
    ("variant", "The expansion board with base rules", _hu(rulebook.VARIANT), rulebook.VARIANT),
    ("base-setup", "Base game: setup", _hu(rulebook.BASE_SETUP), rulebook.BASE_SETUP),
    ("base-turn", "Base game: a turn", _hu(rulebook.BASE_TURN), rulebook.BASE_TURN),
    ("base-officials", "Base game: the officials", _hu(rulebook.BASE_OFFICIALS), rulebook.BASE_OFFICIALS),
    ("base-route", "Base game: building a route", _hu(rulebook.BASE_ROUTE), rulebook.BASE_ROUTE),
    ("base-close", "Base game: closing a route", _hu(rulebook.BASE_CLOSE), rulebook.BASE_CLOSE),
    ("base-carriages", "Base game: carriages", _hu(rulebook.BASE_CARRIAGE), rulebook.BASE_CARRIAGE),
    ("base-bonus", "Base game: bonus tiles", _hu(rulebook.BASE_BONUS), rulebook.BASE_BONUS),
    ("base-end", "Base game: end and scoring", _hu(rulebook.BASE_END), rulebook.BASE_END),
    ("try", "Try it yourself", None, None),
    ("reconstructed", "Reconstructed values", None, None),
    ("all-rules", "All rules at a glance", None, None),
]
assert [s for *_, s in SECTIONS if s] == list(rulebook.SECTIONS), "sections must follow taxis.rulebook.SECTIONS"
CONTENTS = nbkit.Sections((anchor, title, hu) for anchor, title, hu, _ in SECTIONS)
NUMBER, head, TOC = CONTENTS.number, CONTENTS.head, CONTENTS.toc()

cells = [
md(f"""# Thurn und Taxis and Glanz und Gloria, rule by rule

*Thurn und Taxis* (Karen and Andreas Seyfarth, Hans im Glück 2006) and its expansion *Glanz und Gloria* (2007;
Hungarian *Dicsőség és ragyogás*, English *Power and Glory*). Postmasters collect city cards, lay them out as a route
along the roads of the map, and when a route is long enough they close it and put houses (post offices) on its
cities. The expansion moves the game north, splits Prussia in two, adds four free cities and replaces the carriage
race by horses: cards laid face down before your coach.

The tutor knows three ways to play, and this notebook uses all three:

| variant | map | what is different |
|---|---|---|
| `"base"` | the base game's southern map (22 cities) | carriage cards 3 to 7, four officials including the Cartwright |
| `"gug"` | the expansion's northern map (23 cities) | Glanz und Gloria: horses instead of carriages, free cities, Prussia in two parts |
| `"gug-base-rules"` | the northern map | the expansion board played with the base game's carriages and Cartwright |

This notebook walks through the whole rulebook in its own order: first the headings of the Hungarian expansion
rulebook (the one rulebook text in the repository), then the base-game rules the expansion keeps. For every rule the
tutor knows (`taxis.RULES`):

- its **id**, title and **Hungarian term**, so that readers of the rulebook can find the passage, and our
  explanation in plain words;
- a **small position** that shows it, often on the drawn map;
- a move that **keeps** the rule and one that **breaks** it, with the **verdict** the engine gives (the rule id and
  the reason). Rules that forbid nothing (setup, bonus tiles, scoring) are shown where they apply and where their
  condition fails;
- an **`assert`** that checks the claim, so the notebook tests itself every time it runs.

Every rule says where it comes from. *Stated in the expansion rulebook* is only what the Hungarian rulebook itself
says. The expansion relies on the base game's rules without stating them, and the base rulebook is not in the
repository, so those are *base-game rules known from secondary sources* (other editions' rules, reviews, online
implementations). Rules marked *our reading* are places where the sources are silent or unsure and the tutor had to
decide; each names the other readings. Most of the expansion map, the horses on its cards and most of its bonus
values are **reconstructions**: see [Reconstructed values](#reconstructed) for the list and how to change them.

**Contents**

{TOC}"""),
md("""## How to read the examples

**A turn** (the base game's, kept by the expansion): draw one city card (face up or from the deck), play one card
(onto your route, or in Glanz und Gloria as a horse card), perhaps close the route, keep at most three cards, end the
turn. Four officials (three in the expansion) may bend one step, one of them per turn.

**Positions** are built with `taxis.scenario`: per player `hands`, `routes` (in order), `horses` (face-down horse
cards), `houses` (cities), `tiles` (bonus tiles taken, `(stack, value)`), `carriages` (highest carriage); and
`display`, `discards`, `player` (who is to move), `start`, `drawn` and `played` (how far the turn has gone).
Cards are city names; in Glanz und Gloria a card also names the horses on its back, `Berlin:2`. The cards not named
form the deck, shuffled by the seed.

**Moves** use the tutor's notation: `draw Ulm` (a face-up card), `draw deck`, `administrator`, `route Ulm` (at the
route's end), `route Ulm start`, `horse Berlin:2`, `scrap route`, `close Augsburg München` (the cities that get
houses), `close … with cartwright`, `discard Ulm` and `end`. A move may name its player first, as the move log does:
`red: end`. `g.check(move)` gives the verdict without playing: `legal [rule]: …` or `illegal [rule]: reason`.

**The map**: cities are filled with their province's colour; free cities are white with a gold ring and carry their
1-point tile while nobody has taken it; the route of the player to move is the thick magenta line; a ring marks the
cities an example is about; houses are small squares in the players' colours. Dashed roads and names in italics are
reconstructions. Here is a base-game position: red's route Ulm–Augsburg–München, red's houses on Stuttgart and
Ulm, blue's on München, and a ring round Stuttgart."""),
code('''import re
import sys
from collections import Counter
from pathlib import Path
from unittest import mock

from IPython.display import SVG, Markdown, display

import taxis
from taxis.board import BONUS, DECKS, MAPS, RULE_SETS, SETTINGS, reconstructed
from taxis.render import render_map
from taxis.state import CARRIAGES, card_names
from tutor import NotationError

sys.stdout.flush_interval = 3600  # a cell's printed text comes out as one block: saved outputs never vary

VARIANTS = tuple(RULE_SETS)  # "base", "gug", "gug-base-rules"


ROUTE_ENDS = re.compile(r'(?:<circle [^>]*class="route-end"/>)+')


def show(g, title=None, **options):
    """The map of game ``g`` as SVG; options go to the renderer (route=[cities], highlight=[cities])."""
    if title is not None:
        options["title"] = title
    svg = g.svg(**options)
    # The renderer draws the route's two end circles in the order of a set of city names, which changes from one
    # Python process to the next; sorting them keeps the saved picture the same byte for byte.
    return SVG(ROUTE_ENDS.sub(lambda m: "".join(sorted(re.findall("<circle [^>]*/>", m.group(0)))), svg))


''' + nbkit.rule_helpers(40) + '''


def legal(g, *words):
    """The legal moves now as notation; with ``words``, only moves that start with one of them."""
    return [str(m) for m in g.legal_moves() if not words or str(m).split()[0] in words]


def cities(cards):
    """The cities of a text of cards: 'Halle:1 Berlin:2' -> ['Halle', 'Berlin']."""
    return [card.split(":")[0] for card in cards.split()]


def rest(variant, *used):
    """Every card of the variant's deck not named in the texts ``used`` (to fill a hand or the discards)."""
    left = Counter(card_names(RULE_SETS[variant])) - Counter(" ".join(used).split())
    return " ".join(sorted(left.elements()))


def tiles(g, p=0):
    """Player ``p``'s bonus tiles: stack id -> value."""
    return dict(g.state.tiles[p])


def stacks(g):
    """The tiles left in every stack, top first."""
    return {s.id: left for s, left in zip(g.state.bonus.stacks, g.state.stacks, strict=True)}


def houses(g, p=0):
    """The cities with a house of player ``p``, sorted."""
    return sorted(g.state.houses[p])


def finish(g):
    """The player to move takes an ordinary turn: draw from the deck, play the first card that fits (after
    scrapping a stuck route), discard down to the hand limit, end."""
    g.play("draw deck")
    if taxis.Scrap() in g.legal_moves():
        g.play("scrap route")
    g.play(next(m for m in g.legal_moves() if isinstance(m, (taxis.Route, taxis.Horse))))
    while taxis.End() not in g.legal_moves():
        g.play(next(m for m in g.legal_moves() if isinstance(m, taxis.Discard)))
    g.play("end")


print(len(taxis.RULES), "rules;", ", ".join(f"{k}: {len(MAPS[RULE_SETS[k].map].cities)} cities" for k in VARIANTS))
tour = taxis.scenario(players=2, variant="base", routes=["Ulm Augsburg München", ""],
                      houses=["Stuttgart Ulm", "München"])
show(tour, "base game: red's route Ulm–Augsburg–München", highlight=["Stuttgart"])'''),

# ---------------------------------------------------------------------------------------------------------------
head("setup", """The expansion is played together with the base game: every base rule holds unless the expansion
changes it. Its setup section lists the changes; the base game's own setup steps (open cards, bonus stacks,
carriages, start player) come in [§base-setup§](#base-setup)."""),
rule("taxis.setup.players", "Two, three or four players, in each of the three ways to play; one or five are "
     "refused with a message naming the rule."),
code('''# rule: taxis.setup.players
for variant in VARIANTS:
    names = [", ".join(taxis.new_game(players=n, seed=1, variant=variant).players) for n in (2, 3, 4)]
    print(f"{variant:15}", " | ".join(names))
for n in (1, 5):
    print(n, "players:", refuses(lambda n=n: taxis.new_game(players=n, variant="gug")))'''),
code('''# rule: taxis.setup.players
assert all(len(taxis.new_game(players=n, variant=v).state.hands) == n for n in (2, 3, 4) for v in VARIANTS)
assert "taxis.setup.players" in refuses(lambda: taxis.new_game(players=5, variant="gug"))
assert "taxis.setup.players" in refuses(lambda: taxis.new_game(players=1))'''),
rule("taxis.setup.cards", """Three cards per city: 66 in the base game, 69 on the expansion board. In Glanz und Gloria
a card is written with its horses, and the three Berlin cards are `Berlin:1`, `Berlin:2` and `Berlin:3`: that split
is **reconstructed** (see [Reconstructed values](#reconstructed)). With base rules on the expansion board the backs
are ignored, so the same cards carry no horses. A card the game does not have is refused."""),
code('''# rule: taxis.setup.cards
for variant in VARIANTS:
    deck = card_names(RULE_SETS[variant])
    backs = Counter(int(c.split(":")[1]) for c in deck if ":" in c)
    print(f"{variant:15} {len(deck)} cards, {len(set(cities(' '.join(deck))))} cities, horses on backs: {dict(backs)}")
print("the Berlin cards:", [c for c in card_names(RULE_SETS["gug"]) if c.startswith("Berlin")])
BAD_HANDS = [("gug", "Berlin:4"), ("gug", "Ulm:1"), ("gug-base-rules", "Berlin:2"), ("base", "Ulm Ulm Ulm Ulm")]
for variant, hand in BAD_HANDS:
    print(f"{variant:15} {hand!r:20}", refuses(lambda v=variant, h=hand: taxis.scenario(variant=v, hands=[h, ""]),
                                            NotationError))'''),
code('''# rule: taxis.setup.cards
assert len(card_names(RULE_SETS["base"])) == 66 and len(card_names(RULE_SETS["gug"])) == 69
assert Counter(c.split(":")[1] for c in card_names(RULE_SETS["gug"])) == {"1": 23, "2": 23, "3": 23}
assert not any(":" in c for c in card_names(RULE_SETS["gug-base-rules"]))
assert DECKS["gug"].horses.provenance == "reconstructed"
assert "no card 'Berlin:4'" in refuses(lambda: taxis.scenario(variant="gug", hands=["Berlin:4", ""]), NotationError)'''),
rule("taxis.setup.houses", "Every player starts with 20 houses, and each house still in the supply at the end "
     "costs a point. Placing houses takes them out of the supply: after red places three, red has 17 left."),
code('''# rule: taxis.setup.houses
g = taxis.new_game(players=4, seed=1, variant="gug")
print("houses left:", [g.state.houses_left(p) for p in range(4)])
print("scores:", [r["total"] for r in g.scores().values()])
placed = taxis.scenario(players=2, variant="base", routes=["Freiburg Carlsruhe Mannheim", ""], drawn=1, played=1)
placed.play("close Carlsruhe Freiburg Mannheim")
print("after red places three:", [placed.state.houses_left(p) for p in range(2)])'''),
code('''# rule: taxis.setup.houses
assert [g.state.houses_left(p) for p in range(4)] == [20] * 4 and all(not h for h in g.state.houses)
assert [placed.state.houses_left(p) for p in range(2)] == [17, 20] and placed.scores()[0]["houses left"] == -17'''),
rule("taxis.setup.gug-carriage", """In Glanz und Gloria every coach starts with the two horses of its carriage card.
There are no carriages to collect (the supply is empty), and the Cartwright is gone: a closing `with cartwright` is
refused. Under base rules the Cartwright is there."""),
code('''# rule: taxis.setup.gug-carriage
g = taxis.new_game(players=3, seed=2, variant="gug")
print("horses per coach:", [g.state.horse_count(p) for p in range(3)], "| carriages in supply:", sum(g.state.supply))
for variant in VARIANTS:
    print(f"{variant:15} officials: {', '.join(RULE_SETS[variant].officials)}")
three = taxis.scenario(players=2, variant="gug", routes=["Halle:1 Berlin:1 Hannover:1", ""], horses=["Weimar:1", ""],
                       drawn=1, played=1)
verdicts(three, "close Berlin Halle", "close Berlin Halle with cartwright")'''),
code('''# rule: taxis.setup.gug-carriage
assert [g.state.horse_count(p) for p in range(3)] == [2, 2, 2] and sum(g.state.supply) == 0
assert "Cartwright" not in RULE_SETS["gug"].officials and "Cartwright" in RULE_SETS["gug-base-rules"].officials
assert three.check("close Berlin Halle").ok
assert rule_of(three, "close Berlin Halle with cartwright") == "taxis.official.cartwright"'''),
rule("taxis.setup.free-city-tiles", """A round 1-point tile lies on each free city at the start: the gold discs on
Frankfurt, Bremen, Hamburg and Lübeck. Every other city is in a province and carries none; the base game has no free
cities at all."""),
code('''# rule: taxis.setup.free-city-tiles
g = taxis.new_game(players=2, seed=1, variant="gug")
print({s.city: left for s, left in zip(g.state.bonus.stacks, g.state.stacks, strict=True) if s.kind == "free-city"})
print("free cities of the base map:", MAPS["base"].free_cities)
show(g, "Glanz und Gloria at the start: a tile on each free city")'''),
code('''# rule: taxis.setup.free-city-tiles
assert {k: v for k, v in stacks(g).items() if k.startswith("free-")} == {
    "free-frankfurt": (1,), "free-bremen": (1,), "free-hamburg": (1,), "free-luebeck": (1,)}
assert MAPS["gug"].free_cities == ("Frankfurt", "Bremen", "Hamburg", "Lübeck") and MAPS["base"].free_cities == ()
assert g.svg().count('class="free-tile"') == 4'''),
rule("taxis.setup.courier", """The courier has no power of its own: it marks the seat that is last in every round,
the one before the start player. The tutor keeps the start player (`state.start`) and plays every round through to
that seat. Three new games and their first round:"""),
code('''# rule: taxis.setup.courier
for seed in (1, 2, 3):
    g = taxis.new_game(players=3, seed=seed, variant="gug")
    start = g.state.start
    seats = []
    for _ in range(3):
        seats.append(g.players[g.to_move])
        finish(g)
    print(f"seed {seed}: {g.players[start]} starts, the courier goes to {g.players[(start - 1) % 3]}; first round:",
          seats)'''),
code('''# rule: taxis.setup.courier
assert seats[-1] == g.players[(g.state.start - 1) % 3] and seats[0] == g.players[g.state.start]
assert len({taxis.new_game(players=3, seed=s, variant="gug").state.start for s in (1, 2, 3)}) > 1'''),

# ---------------------------------------------------------------------------------------------------------------
head("play", """Under this heading the rulebook describes the turn; its only change, playing a card as a horse, has
its own section next. The turn itself is the base game's ([§base-turn§](#base-turn)). Here: how moves are written."""),
rule("taxis.notation.syntax", """Every move has a text form that reads back to the same move. In Glanz und Gloria a
card names its horses (`Halle:2`), but typed text may name it by the city alone when that means one legal move: with
one Halle card in hand, `route Halle` is `route Halle:2`, and the move log records it in full. With two Halle cards
that both fit, `route Halle` is refused under this rule, naming the horse counts to choose from. A closing may name
its cities by the route's cards (`close Berlin:1 Halle:1`). Text that is not a move is refused under this rule, with a
hint."""),
code('''# rule: taxis.notation.syntax
for text in ["draw Bremen", "draw deck", "administrator", "route Halle:2", "route Halle start", "horse Cölln:3",
             "scrap route", "close Münster Halle Berlin", "close Augsburg München with cartwright", "discard Weimar",
             "end", "red: route Halle:2"]:
    print(f"{text!r:45} -> {taxis.parse(text.removeprefix('red: '))!r}")
g = taxis.scenario(players=2, variant="gug", hands=["Halle:2", ""], drawn=1)
verdicts(g, "route Halle:2", "route Halle", "route Halle:1", "route", "route Halle middle", "fly Halle")
two = taxis.scenario(players=2, variant="gug", hands=["Halle:2 Halle:1", ""], drawn=1)
verdicts(two, "route Halle", "route Halle:1")'''),
code('''# rule: taxis.notation.syntax
assert all(str(taxis.parse(t)) == t for t in ["route Halle start", "horse Cölln:3", "scrap route", "end"])
assert taxis.parse("close Münster Halle Berlin") == taxis.parse("close Berlin Halle Münster")
assert g.parse("red: route Halle:2") == taxis.parse("route Halle:2") and g.check("route Halle:2").ok
assert g.parse("route Halle") == taxis.parse("route Halle:2") and g.check("route Halle").ok
assert rule_of(g, "route Halle:1") == "taxis.turn.play"  # the one Halle card in hand shows 2 horses
assert rule_of(two, "route Halle") == "taxis.notation.syntax" and "1 or 2 horses" in two.check("route Halle").reason
assert {rule_of(g, t) for t in ["route", "route Halle middle", "fly Halle"]} == {"taxis.notation.syntax"}'''),

# ---------------------------------------------------------------------------------------------------------------
head("card", """The expansion's one new way to play a card. The position: Glanz und Gloria, red has drawn and holds
Hannover (2 horses on its back) and Lübeck (3); red's route runs Halle–Berlin. Hannover has a road to Berlin;
Lübeck has none to either end."""),
code('''CARD = {"players": 2, "variant": "gug", "routes": ["Halle:1 Berlin:1", ""], "hands": ["Hannover:2 Lübeck:3", ""],
        "drawn": 1}
g = taxis.scenario(**CARD)
show(g, "red's route Halle–Berlin; red holds Hannover:2 and Lübeck:3", highlight=["Hannover", "Lübeck"])'''),
rule("taxis.horses.play", """Each card red plays goes either onto the route or face down before the coach. Hannover
may go either way; Lübeck fits no end of the route, so it can only become horses. Red lays Lübeck as a horse card:
the coach now has 2 + 3 = 5 horses. In the base game there are no horse cards."""),
code('''# rule: taxis.horses.play
print("plays open to red:", legal(g, "route", "horse"))
verdicts(g, "route Hannover:2", "horse Lübeck:3", "route Lübeck:3")
g.play("horse Lübeck:3")
explain(g)
print("horse cards:", g.state.horses[0], "| horses:", g.state.horse_count(0), "| route:", g.state.routes[0])
base = taxis.scenario(players=2, variant="base", routes=["Ulm Augsburg", ""], hands=["München Basel", ""], drawn=1)
verdicts(base, "horse Basel")'''),
code('''# rule: taxis.horses.play
assert g.state.horses[0] == ("Lübeck:3",) and g.state.horse_count(0) == 5
assert g.state.routes[0] == ("Halle:1", "Berlin:1")
g.undo()
assert set(legal(g, "route", "horse")) == {"route Hannover:2", "horse Hannover:2", "horse Lübeck:3"}
assert rule_of(g, "route Lübeck:3") == "taxis.route.road" and rule_of(base, "horse Basel") == "taxis.horses.play"'''),
rule("taxis.horses.max", """Now red already has six horse cards. A seventh is refused, so the card must go to the
route: Hannover can. If no card in hand fits the route either, the only way out is to throw the route away (and,
under our reading, the horse cards with it: see [Discarding](#discard)). The most a coach can have is 2 + 6 × 3 = 20
horses."""),
code('''# rule: taxis.horses.max
''' + const("SIX_HORSES") + '''
full = taxis.scenario(**{**CARD, "horses": [SIX_HORSES, ""]})
print("horse cards:", len(full.state.horses[0]), "| horses:", full.state.horse_count(0))
print("plays open:", legal(full, "route", "horse", "scrap"))
verdicts(full, "horse Lübeck:3", "horse Hannover:2", "route Hannover:2")
stuck = taxis.scenario(**{**CARD, "hands": ["Lübeck:3", ""], "horses": [SIX_HORSES, ""]})
print("holding only Lübeck:", legal(stuck, "route", "horse", "scrap"))'''),
code('''# rule: taxis.horses.max
assert legal(full, "route", "horse", "scrap") == ["route Hannover:2"] and full.state.horse_count(0) == 8
assert rule_of(full, "horse Lübeck:3") == rule_of(full, "horse Hannover:2") == "taxis.horses.max"
assert legal(stuck, "route", "horse", "scrap") == ["scrap route"]
assert SETTINGS["max_horse_cards"].value == 6 and 2 + 6 * 3 == 20'''),

# ---------------------------------------------------------------------------------------------------------------
head("close", """In Glanz und Gloria the coach must be strong enough for the route. A route of three cards,
Halle–Berlin–Hannover, and red's turn is at the point where closing is possible (a card drawn and played)."""),
rule("taxis.horses.close", """With the carriage card's two horses alone, red cannot close three cards. One horse card
with a single horse makes three, and the closing is allowed. The count compares horses with cards: six cards need six
horses, so five are too few and six are enough (the rulebook's example has seven)."""),
code('''# rule: taxis.horses.close
''' + const("THREE") + '''
bare = taxis.scenario(players=2, variant="gug", routes=[THREE, ""], drawn=1, played=1)
one = taxis.scenario(players=2, variant="gug", routes=[THREE, ""], horses=["Weimar:1", ""], drawn=1, played=1)
print("2 horses, 3 cards: closings", legal(bare, "close"))
verdicts(bare, "close Berlin Halle")
print("3 horses, 3 cards: closings", legal(one, "close"))
''' + const("EXAMPLE") + '''  # the rulebook's example route
for team in ["Cölln:1 Weimar:2", "Cölln:1 Weimar:3"]:
    six = taxis.scenario(players=2, variant="gug", routes=[EXAMPLE, ""], horses=[team, ""], drawn=1, played=1)
    print(f"6 cards, {six.state.horse_count(0)} horses:", six.check("close Berlin Halle Münster"))'''),
code('''# rule: taxis.horses.close
assert legal(bare, "close") == [] and rule_of(bare, "close Berlin Halle") == "taxis.horses.close"
assert legal(one, "close") == ["close Berlin Halle", "close Berlin Hannover", "close Halle Hannover", "close Hannover"]
assert six.state.horse_count(0) == 6 and six.check("close Berlin Halle Münster").ok
five = taxis.scenario(players=2, variant="gug", routes=[EXAMPLE, ""], horses=["Cölln:1 Weimar:2", ""], drawn=1,
                     played=1)
assert rule_of(five, "close Berlin Halle Münster") == "taxis.horses.close"'''),

# ---------------------------------------------------------------------------------------------------------------
head("houses", """Placing houses follows the base game's two ways ([§base-close§](#base-close)): all route cities of
one province (*mode A*), or one city in each province the route passes (*mode B*). The expansion adds free cities and
a split Prussia. The position is the rulebook's example route Halle–Berlin–Hannover–Hamburg–Bremen–Münster with
2 + 2 + 3 = 7 horses; its full walk-through is [§example§](#example)."""),
code(const("TEAM") + '''  # two horse cards with 2 and 3 horses (the rulebook does not say which cities they show)


def example(**spec):
    """The rulebook's example: red's route of six cards and seven horses, red's card drawn and played."""
    return taxis.scenario(players=2, variant="gug", routes=[EXAMPLE, ""], horses=[TEAM, ""], drawn=1, played=1, **spec)


g = example()
print("provinces on the route:", {c: MAPS["gug"].province_of(c) or "free city" for c in cities(EXAMPLE)})
show(g, "the rulebook's example route; free cities ringed", highlight=["Hamburg", "Bremen"])'''),
rule("taxis.close.free-city", """Hamburg and Bremen are on the route, but they belong to no province. In mode B red
may add one of them to the houses (Berlin, Hannover and Hamburg), or none; both at once are refused. Our reading of
the rulebook's example: mode A fills one province, so a free city cannot join it."""),
code('''# rule: taxis.close.free-city
verdicts(g, "close Berlin Hamburg Hannover", "close Berlin Hannover", "close Berlin Bremen Hamburg Hannover",
         "close Berlin Halle Hamburg Münster")'''),
code('''# rule: taxis.close.free-city
assert g.check("close Berlin Hamburg Hannover").ok and g.check("close Berlin Hannover").ok
assert rule_of(g, "close Berlin Bremen Hamburg Hannover") == "taxis.close.free-city"
assert rule_of(g, "close Berlin Halle Hamburg Münster") == "taxis.close.free-city"
assert SETTINGS["max_free_cities_per_closing"].value == 1'''),
rule("taxis.close.prussia", """Halle and Berlin lie in the eastern part of Prussia, Münster in the western part; the
route crosses Hannover between them. Still it is one province, so mode A on Prussia puts houses on all three. Houses
on the eastern part alone, or on Münster alone, are refused."""),
code('''# rule: taxis.close.prussia
print("Prussia:", dict(MAPS["gug"].parts["Prussia"]))
verdicts(g, "close Berlin Halle Münster", "close Berlin Halle", "close Münster")'''),
code('''# rule: taxis.close.prussia
assert MAPS["gug"].province_of("Münster") == MAPS["gug"].province_of("Halle") == "Prussia"
assert MAPS["gug"].cities["Münster"].part != MAPS["gug"].cities["Halle"].part
assert g.check("close Berlin Halle Münster").ok
assert rule_of(g, "close Berlin Halle") == rule_of(g, "close Münster") == "taxis.close.prussia"'''),

# ---------------------------------------------------------------------------------------------------------------
head("bonus", """Three bonus tiles the expansion brings or changes. Each example closes the rulebook's route; the
six cards also earn the top tile of the 6 stack (3 points, a reconstructed value)."""),
rule("taxis.bonus.prussia", """Red already has houses on Stettin, Düsseldorf, Cölln and Coblenz. Closing the example
in mode A on Prussia fills the last three Prussian cities, in both parts, and red takes the Prussia tile. Had red
not yet built on Coblenz, the same closing would earn no Prussia tile."""),
code('''# rule: taxis.bonus.prussia
g = example(houses=["Stettin Düsseldorf Cölln Coblenz", ""])
g.play("close Berlin Halle Münster")
explain(g)
short = example(houses=["Stettin Düsseldorf Cölln", ""])
short.play("close Berlin Halle Münster")
print("without Coblenz:", tiles(short))
show(g, "red's houses on all seven Prussian cities", route=cities(EXAMPLE), highlight=MAPS["gug"].members["Prussia"])'''),
code('''# rule: taxis.bonus.prussia
assert set(MAPS["gug"].members["Prussia"]) <= set(houses(g)) and tiles(g) == {"route-6": 3, "prussia": 5}
assert tiles(short) == {"route-6": 3} and stacks(short)["prussia"] == (5, 4, 3, 2)'''),
rule("taxis.bonus.all-provinces", """Red has a house in every province except Prussia and Hannover. Closing in mode B
(Berlin, Hannover, and the free city Hamburg) completes the set: red takes the all-provinces tile. No free city was
needed for it; Hamburg's own tile comes on top. Without the house in Würzburg (Bavaria) the tile stays."""),
code('''# rule: taxis.bonus.all-provinces
''' + const("SPREAD") + '''
g = example(houses=[SPREAD, ""])
print("provinces with a house before:", sorted({MAPS["gug"].province_of(c) for c in SPREAD.split()}))
g.play("close Berlin Hamburg Hannover")
explain(g)
missing = example(houses=[SPREAD.removesuffix(" Würzburg"), ""])
missing.play("close Berlin Hamburg Hannover")
print("without Würzburg:", tiles(missing))
german = BONUS["base"].with_reading("german").stack("all-provinces").excluded.value
print("base game: the German reading (an option in the data) would not need", german)
show(g, "a house of red's in every province", route=cities(EXAMPLE))'''),
code('''# rule: taxis.bonus.all-provinces
assert {MAPS["gug"].province_of(c) for c in houses(g) if not MAPS["gug"].cities[c].free} == set(MAPS["gug"].provinces)
assert tiles(g) == {"route-6": 3, "all-provinces": 6, "free-hamburg": 1}
assert tiles(missing) == {"route-6": 3, "free-hamburg": 1}
assert BONUS["gug"].stack("all-provinces").excluded.value == () == BONUS["base"].stack("all-provinces").excluded.value'''),
rule("taxis.bonus.free-city", """The first house on a free city takes the tile lying there at once. Blue got to
Hamburg first and took its tile; now red places a house there as well (several players may share a city) but finds
no tile."""),
code('''# rule: taxis.bonus.free-city
g = example()
g.play("close Berlin Hamburg Hannover")
explain(g)
later = example(houses=["", "Hamburg"], tiles=[[], [("free-hamburg", 1)]])
print("Hamburg's tile before red closes:", stacks(later)["free-hamburg"], "(blue holds it)")
later.play("close Berlin Hamburg Hannover")
explain(later)
show(later, "red and blue both have a house in Hamburg; its tile is gone", route=cities(EXAMPLE), highlight=["Hamburg"])'''),
code('''# rule: taxis.bonus.free-city
assert tiles(g)["free-hamburg"] == 1 and stacks(g)["free-hamburg"] == ()
assert "free-hamburg" not in tiles(later) and "Hamburg" in houses(later, 0) and "Hamburg" in houses(later, 1)'''),

# ---------------------------------------------------------------------------------------------------------------
head("discard", """What happens to the cards after a route is closed, or thrown away."""),
rule("taxis.close.discard", """Red closes the example route with Lübeck:3 still in hand. All six route cards and
both horse cards go onto the discard pile; only the carriage card's two horses remain. Closing is the turn's last
step: red plays no more cards, not even the Postal Carrier's second one, and closes nothing else (the engine refuses
both under this rule)."""),
code('''# rule: taxis.close.discard
g = example(hands=["Lübeck:3", ""])
verdicts(g, "horse Lübeck:3")
g.play("close Berlin Halle Münster")
print("discards:", g.state.discards)
print("route:", g.state.routes[0], "| horse cards:", g.state.horses[0], "| horses:", g.state.horse_count(0))
verdicts(g, "horse Lübeck:3", "close Hannover", "end")'''),
code('''# rule: taxis.close.discard
assert sorted(g.state.discards) == sorted((EXAMPLE + " " + TEAM).split())
assert g.state.routes[0] == () and g.state.horses[0] == () and g.state.horse_count(0) == 2
assert rule_of(g, "horse Lübeck:3") == rule_of(g, "close Hannover") == "taxis.close.discard" and g.check("end").ok
g.undo()
assert g.check("horse Lübeck:3") == (True, "taxis.official.postal-carrier", "horse Lübeck:3 is legal for red")'''),
rule("taxis.horses.discard", """Red's route Halle–Berlin is stuck: Lübeck fits neither end. Red may lay Lübeck as a
third horse card, or throw the route away. Thrown away, the route goes to the discard pile and, under our reading,
the two horse cards go with it. While a card in hand still fits the route, it cannot be thrown away, so the horses
stay."""),
code('''# rule: taxis.horses.discard
STUCK = {"players": 2, "variant": "gug", "routes": ["Halle:1 Berlin:1", ""], "horses": [TEAM, ""], "drawn": 1}
g = taxis.scenario(**STUCK, hands=["Lübeck:3", ""])
print("plays open:", legal(g, "route", "horse", "scrap"))
g.play("scrap route")
explain(g)
print("discards:", g.state.discards, "| horse cards:", g.state.horses[0], "| horses:", g.state.horse_count(0))
keep = taxis.scenario(**STUCK, hands=["Hannover:2 Lübeck:3", ""])
verdicts(keep, "scrap route")'''),
code('''# rule: taxis.horses.discard
assert g.state.discards == ("Halle:1", "Berlin:1", "Cölln:2", "Weimar:3") and g.state.horses[0] == ()
assert legal(g, "route", "horse") == ["route Lübeck:3", "horse Lübeck:3"]  # the play is still to come
assert rule_of(keep, "scrap route") == "taxis.route.scrap" and keep.state.horse_count(0) == 7'''),

# ---------------------------------------------------------------------------------------------------------------
head("example", """The rulebook closes its rules with one worked example. Red's route runs through six cities,
Halle–Berlin–Hannover–Hamburg–Bremen–Münster, and red's coach has seven horses: the carriage card's two and two horse
cards with 2 and 3. (Which cities those horse cards show, here Cölln and Weimar, does not matter.) All five roads of
this route are the only roads of the expansion map that the rulebook confirms; the map shows all others dashed."""),
code('''# rule: taxis.horses.close, taxis.close.prussia, taxis.close.free-city
g = example()
print("route:", " – ".join(cities(EXAMPLE)), f"({len(g.state.routes[0])} cards)")
print("horses:", g.state.horse_count(0), "= 2 (carriage card) +", " + ".join(c.split(":")[1] for c in TEAM.split()))
print("roads from the rulebook:", [f"{r.a}–{r.b}" for r in MAPS["gug"].roads if r.provenance == "rulebook"])
print("\\nevery legal closing:")
for way in legal(g, "close"):
    print("  ", way)
show(g, "the rulebook's example: six cities, seven horses")'''),
code('''# rule: taxis.horses.close, taxis.close.prussia, taxis.close.free-city
MODE_A = {"close Berlin Halle Münster", "close Hannover"}
MODE_B = {f"close {' '.join(sorted([p, 'Hannover', *free]))}" for p in ("Berlin", "Halle", "Münster")
          for free in ([], ["Hamburg"], ["Bremen"])}
assert set(legal(g, "close")) == MODE_A | MODE_B and len(MODE_B) == 9
assert MAPS["gug"].along_roads(cities(EXAMPLE)) and g.state.horse_count(0) == 7 >= len(g.state.routes[0])'''),
md("""**The first way** (mode A on Prussia): a house on each Prussian city of the route, Halle, Berlin and Münster,
though Münster lies in the other part of the province. Red takes the top tile of the 6 stack."""),
code('''# rule: taxis.close.prussia, taxis.bonus.route-length
g.play("close Berlin Halle Münster")
explain(g)
show(g, "first way: Halle, Berlin, Münster (Prussia)", route=cities(EXAMPLE), highlight=["Halle", "Berlin", "Münster"])'''),
code('''# rule: taxis.close.prussia, taxis.bonus.route-length
assert houses(g) == ["Berlin", "Halle", "Münster"] and tiles(g) == {"route-6": 3} and stacks(g)["route-6"] == (2, 1)'''),
md("""**The second way** (mode B): one Prussian city (Halle, Berlin or Münster), Hannover, and one of the two free
cities. Red chooses Berlin, Hannover and Hamburg, and so also takes Hamburg's tile. Both free cities at once is the
one thing the rulebook rules out here. The engine also accepts the two plain variations the general modes allow:
mode B without a free city (`close Berlin Hannover`) and mode A on the province Hannover alone (`close Hannover`)."""),
code('''# rule: taxis.close.spread, taxis.close.free-city, taxis.bonus.free-city
g.undo()
g.play("close Berlin Hamburg Hannover")
explain(g)
g.undo()
verdicts(g, "close Berlin Bremen Hamburg Hannover", "close Berlin Hannover", "close Hannover")
g.play("close Berlin Hamburg Hannover")
show(g, "second way: Berlin, Hannover and the free city Hamburg", route=cities(EXAMPLE),
     highlight=["Berlin", "Hannover", "Hamburg"])'''),
code('''# rule: taxis.close.spread, taxis.close.free-city, taxis.bonus.free-city
assert houses(g) == ["Berlin", "Hamburg", "Hannover"] and tiles(g) == {"route-6": 3, "free-hamburg": 1}
g.undo()
assert rule_of(g, "close Berlin Bremen Hamburg Hannover") == "taxis.close.free-city"'''),

# ---------------------------------------------------------------------------------------------------------------
head("end", """Three players: blue starts, so red, the seat before blue, holds the courier. Green is to move and
has placed 19 of 20 houses (and taken the tiles those houses earned); green's route Halle–Berlin–Hannover is ready to
close."""),
code('''GUG = MAPS["gug"]
GREEN_HOUSES = [c for c in GUG.cities if c not in ("Halle", "Berlin", "Hannover", "Brüssel")]
GREEN_TILES = [("thueringen-sachsen", 3), ("hessen-bayern", 3), ("free-frankfurt", 1), ("free-bremen", 1),
               ("free-hamburg", 1), ("free-luebeck", 1)]


def last_house(start):
    """Green (to move, card played) can place the 20th house; ``start`` is the start player."""
    return taxis.scenario(players=3, variant="gug", routes=["", "", THREE], horses=["", "", "Weimar:1"],
                          houses=["", "", GREEN_HOUSES], tiles=[[], [], GREEN_TILES],
                          hands=["Lübeck:1", "Cassel:1", ""], player=2, start=start, drawn=1, played=1)


g = last_house(start=1)
print("green's houses:", len(GREEN_HOUSES), "| left:", g.state.houses_left(2), "| courier:", g.players[(1 - 1) % 3])'''),
rule("taxis.end.trigger-gug", """Green closes with a house on Hannover, the last one: that triggers the end, and green
takes the game-end tile. The expansion has no other trigger: a seven-card route, which in the base game could earn
carriage 7, earns a route tile and nothing more."""),
code('''# rule: taxis.end.trigger-gug, taxis.bonus.game-end
g.play("close Hannover")
explain(g)
SEVEN = "Lübeck:1 Schwerin:1 Stettin:1 Berlin:1 Halle:1 Weimar:1 Fulda:1"
long = taxis.scenario(players=2, variant="gug", routes=[SEVEN, ""], horses=["Cölln:3 Coblenz:2", ""], drawn=1, played=1)
long.play("close Berlin Halle Stettin")
explain(long)
print("carriage:", long.state.carriages[0], "| end triggered:", long.state.trigger is not None)'''),
code('''# rule: taxis.end.trigger-gug, taxis.bonus.game-end
assert g.state.trigger == 2 and g.state.houses_left(2) == 0 and tiles(g, 2)["game-end"] == 1
assert tiles(g, 2)["mecklenburg-hannover"] == 3 and not g.is_over
assert long.state.trigger is None and long.state.carriages == (0, 0) and tiles(long) == {"route-7": 4}'''),
rule("taxis.end.round", """The round is finished first. Green ends the turn; red, who holds the courier, still plays,
and then the game is over. Had green been the courier (red the start player), the game would end right after green's
turn."""),
code('''# rule: taxis.end.round
g.play("end")
print("after green's turn:", g.players[g.to_move], "to move")
finish(g)
explain(g)
print("over:", g.is_over)
h = last_house(start=0)
h.play_many(["close Hannover", "end"])
print("green as the courier: over at once:", h.is_over)
show(g, "the end: all twenty of green's houses are out", route=[])'''),
code('''# rule: taxis.end.round
assert g.is_over and g.history[-1] == taxis.End() and g.explain()[-1][0] == "taxis.end.round"
assert [type(m).__name__ for m in g.history] == ["Close", "End", "Draw", "Route", "End"]
assert h.is_over and h.history[-1] == taxis.End()'''),
rule("taxis.end.over", "Once the round is over nothing more may be played, not even by the player whose turn "
     "would be next."),
code('''# rule: taxis.end.over
print("legal moves:", g.legal_moves(), "| to move:", g.to_move)
verdicts(g, "draw deck", "blue: draw deck", "end")'''),
code('''# rule: taxis.end.over
assert g.legal_moves() == () and g.to_move is None
assert {rule_of(g, m) for m in ["draw deck", "blue: draw deck", "end"]} == {"taxis.end.over"}'''),

# ---------------------------------------------------------------------------------------------------------------
head("variant", """The three ways to play side by side: which map, bonus tiles and cards each uses, and whether
carriages or horses pull the coach."""),
code('''for key, rs in RULE_SETS.items():
    print(f"{key:15} map {rs.map:4} bonus {rs.bonus:4} cards {rs.cards:4} carriages {rs.carriages!s:5} "
          f"horses {rs.horses!s:5} officials: {', '.join(rs.officials)}")'''),
rule("taxis.variant.gug-base", """The rulebook's route again, now under base rules: plain cards without horses, and
no horse cards are needed (or allowed) to close. Red uses the Cartwright and takes the first carriage; the houses
still follow the expansion: one free city at most, and Hamburg's tile."""),
code('''# rule: taxis.variant.gug-base
PLAIN = " ".join(cities(EXAMPLE))
g = taxis.scenario(players=2, variant="gug-base-rules", routes=[PLAIN, ""], hands=["Lübeck", ""], drawn=1, played=1)
print("horses needed: none | cards:", g.state.routes[0])
verdicts(g, "horse Lübeck", "close Berlin Bremen Hamburg Hannover", "close Berlin Hamburg Hannover with cartwright")
g.play("close Berlin Hamburg Hannover with cartwright")
explain(g)
print(refuses(lambda: taxis.scenario(variant="gug-base-rules", hands=["Berlin:2", ""]), NotationError))'''),
code('''# rule: taxis.variant.gug-base
g.undo()
assert rule_of(g, "horse Lübeck") == "taxis.horses.play" and not g.state.rules.horses
assert rule_of(g, "close Berlin Bremen Hamburg Hannover") == "taxis.close.free-city"
g.redo()
assert g.state.carriages == (3, 0) and tiles(g) == {"route-6": 3, "free-hamburg": 1}'''),

# ---------------------------------------------------------------------------------------------------------------
head("base-setup", """From here on the rules are the base game's, which the expansion keeps. The base rulebook is
not in the repository, so the Hungarian headings of these sections are our own labels; the rules follow the digest
in `reference/taxis.md`. Examples mostly use the base map."""),
rule("taxis.setup.display", """Six cards lie face up, the rest form the deck. A face-up card taken is replaced at
once by the top card of the deck. When neither the deck nor the discards hold a card, the gap stays."""),
code('''# rule: taxis.setup.display
g = taxis.new_game(players=2, seed=5)
print("face up:", g.state.display, "| deck:", len(g.state.deck), "| hands:", g.state.hands)
top = g.state.deck[0]
g.play("draw Lodz")
print(f"after taking Lodz: {g.state.display} (the deck's top card was {top})")
''' + const("DISPLAY") + '''
# No real game empties deck and discards this way (a hand of 60 breaks taxis.turn.hand-limit, and the position
# check refuses it), so the check is switched off here to show the engine's edge case alone.
with mock.patch("taxis.validate.validate", lambda state: None):
    dry = taxis.scenario(players=2, variant="base", display=DISPLAY, hands=[rest("base", DISPLAY), ""])
dry.play("draw Lodz")
print("deck and discards empty:", dry.state.display)'''),
code('''# rule: taxis.setup.display
assert len(g.states[0].display) == 6 and len(g.states[0].deck) == 60 and g.states[0].hands == ((), ())
assert g.state.display == (*(c for c in g.states[0].display if c != "Lodz"), top)
assert dry.state.display == ("Ulm", "Basel", "Linz", "Passau", "Kempten")'''),
rule("taxis.setup.bonus-stacks", """Bonus tiles lie in stacks with the highest value on top, so the first player to
earn one gets the most. The base game has 30 tiles; the expansion's 39 include a stack for routes of 8, Prussia and
the free cities."""),
code('''# rule: taxis.setup.bonus-stacks
for variant in ("base", "gug"):
    s = stacks(taxis.new_game(players=2, variant=variant))
    print(f"{variant}: {sum(map(len, s.values()))} tiles")
    print("   ", ", ".join(f"{k} {list(v)}" for k, v in s.items()))'''),
code('''# rule: taxis.setup.bonus-stacks
base, gug = (stacks(taxis.new_game(players=2, variant=v)) for v in ("base", "gug"))
assert sum(map(len, base.values())) == 30 and sum(map(len, gug.values())) == 39
assert all(list(v) == sorted(v, reverse=True) for v in [*base.values(), *gug.values()])
assert not {"route-8", "prussia", "free-bremen"} & set(base) and {"route-8", "prussia", "free-bremen"} <= set(gug)'''),
rule("taxis.setup.carriages", """With base rules the carriages 3 to 7 lie ready, four of each; each player's
principal-firm card means no carriage yet (`0`). The expansion's own rules have none."""),
code('''# rule: taxis.setup.carriages
for variant in VARIANTS:
    s = taxis.new_game(players=3, seed=1, variant=variant).state
    print(f"{variant:15} supply {dict(zip(CARRIAGES, s.supply, strict=True))} | players' carriages {s.carriages}")'''),
code('''# rule: taxis.setup.carriages
assert taxis.new_game(players=3, variant="base").state.supply == (4, 4, 4, 4, 4)
assert taxis.new_game(players=3, variant="gug-base-rules").state.supply == (4, 4, 4, 4, 4)
assert taxis.new_game(players=3, variant="gug").state.supply == (0, 0, 0, 0, 0)
assert taxis.new_game(players=3, variant="base").state.carriages == (0, 0, 0)'''),
rule("taxis.setup.start-player", """The seed picks the start player (or choose one with `start_player=`); then turns
go clockwise, to the next seat."""),
code(nbkit.start_player_demo("taxis", start=2, turns=5, play="finish(h)", label="turns with green to start")),
code('''# rule: taxis.setup.start-player
assert len({taxis.new_game(players=3, seed=s).to_move for s in range(4)}) > 1
assert taxis.new_game(players=3, seed=2).to_move == taxis.new_game(players=3, seed=2).to_move
assert seats == ["green", "red", "blue", "green", "red"]'''),

# ---------------------------------------------------------------------------------------------------------------
head("base-turn", """One turn, step by step. Red is to move with Stuttgart in hand; the face-up cards are Ulm, Basel,
Lodz, Linz, Passau and Kempten; blue holds Zürich."""),
code('''TURN = {"players": 2, "variant": "base", "display": DISPLAY, "hands": ["Stuttgart", "Zürich"]}
g = taxis.scenario(**TURN)
print(g.state.summary(), "| to move:", g.players[g.to_move])'''),
rule("taxis.turn.order", """Only red acts now. A move named for blue is refused under this rule, a move named for red
is judged as usual. After red ends the turn the roles swap."""),
code('''# rule: taxis.turn.order
verdicts(g, "blue: draw deck", "red: draw deck")
g.play_many(["red: draw Ulm", "red: route Ulm", "red: end"])
print("now", g.players[g.to_move], "is to move")
verdicts(g, "red: draw deck", "red: end", "blue: draw deck")'''),
code('''# rule: taxis.turn.order
assert g.to_move == 1 and g.check("blue: draw deck").ok
assert rule_of(g, "red: draw deck") == rule_of(g, "red: end") == "taxis.turn.order"
assert rule_of(taxis.scenario(**TURN), "blue: draw deck") == "taxis.turn.order"'''),
rule("taxis.turn.draw", """The turn opens with a draw: one of the six face-up cards (replaced at once) or the top of
the deck. Playing first is refused, and so is taking a card that is not face up."""),
code('''# rule: taxis.turn.draw
g = taxis.scenario(**TURN)
verdicts(g, "route Stuttgart", "draw Zürich", "draw Ulm", "draw deck")
g.play("draw Ulm")
explain(g)
print("red holds:", g.state.hands[0], "| face up:", g.state.display)'''),
code('''# rule: taxis.turn.draw
assert g.state.hands[0] == ("Stuttgart", "Ulm") and "Ulm" not in g.state.display and len(g.state.display) == 6
g.undo()
assert rule_of(g, "route Stuttgart") == rule_of(g, "draw Zürich") == "taxis.turn.draw"
assert g.check("draw deck").ok'''),
rule("taxis.turn.reshuffle", """Here the deck is empty and every other card lies on the discard pile. Drawing from
the deck shuffles the discards into a new deck first (seeded, so the same game always gets the same order). With
the discard pile empty as well, there is nothing to draw from but the face-up cards."""),
code('''# rule: taxis.turn.reshuffle
g = taxis.scenario(**TURN, discards=rest("base", DISPLAY, "Stuttgart Zürich"), seed=3)
print("deck:", len(g.state.deck), "| discards:", len(g.state.discards))
g.play("draw deck")
explain(g)
print("deck:", len(g.state.deck), "| discards:", len(g.state.discards), "| red holds:", g.state.hands[0])
with mock.patch("taxis.validate.validate", lambda state: None):  # no real game gets here: see taxis.setup.display
    empty = taxis.scenario(players=2, variant="base", display=DISPLAY, hands=[rest("base", DISPLAY), ""])
print("deck and discards empty:", len(empty.state.deck), len(empty.state.discards))
verdicts(empty, "draw deck")'''),
code('''# rule: taxis.turn.reshuffle
assert g.states[0].deck == () and len(g.state.deck) == 57 and g.state.discards == () and g.state.shuffles == 1
assert g.explain()[-1][0] == "taxis.turn.reshuffle"
assert rule_of(empty, "draw deck") == "taxis.turn.draw" and empty.state.discards == ()'''),
rule("taxis.turn.play", """After drawing, red must play a card from hand before anything else: ending the turn is
refused, as is a card red does not hold. With Stuttgart played (it starts a route), the turn may end."""),
code('''# rule: taxis.turn.play
g = taxis.scenario(**TURN)
g.play("draw Ulm")
verdicts(g, "end", "route Basel", "discard Stuttgart", "route Stuttgart")
g.play("route Stuttgart")
verdicts(g, "end")'''),
code('''# rule: taxis.turn.play
assert g.state.routes[0] == ("Stuttgart",) and g.check("end").ok
g.undo()
assert {rule_of(g, m) for m in ["end", "route Basel", "discard Stuttgart"]} == {"taxis.turn.play"}'''),
rule("taxis.turn.close-optional", """Red's route Freiburg–Carlsruhe–Mannheim grows by Stuttgart to four cards and
could be closed now; red ends the turn instead and keeps building later. A route of two cards offers no closing at
all."""),
code('''# rule: taxis.turn.close-optional
g = taxis.scenario(players=2, variant="base", routes=["Freiburg Carlsruhe Mannheim", ""], hands=["Stuttgart", ""],
                   drawn=1)
g.play("route Stuttgart")
print("closings open:", len(legal(g, "close")), "e.g.", legal(g, "close")[:3])
g.play("end")
explain(g)
print("red's route is still there:", g.state.routes[0])
short = taxis.scenario(players=2, variant="base", routes=["Augsburg München", ""], drawn=1, played=1)
print("two cards: closings open:", legal(short, "close"))
verdicts(short, "close Augsburg München")'''),
code('''# rule: taxis.turn.close-optional
assert g.state.routes[0] == ("Freiburg", "Carlsruhe", "Mannheim", "Stuttgart") and g.to_move == 1
assert legal(short, "close") == [] and rule_of(short, "close Augsburg München") == "taxis.close.length"'''),
md("""Closing comes after the play, never before it: with the same route ready but this turn's card not yet played,
a closing is refused under the play rule; once Stuttgart is played it is open."""),
code('''# rule: taxis.turn.close-optional, taxis.turn.play
early = taxis.scenario(players=2, variant="base", routes=["Freiburg Carlsruhe Mannheim", ""], hands=["Stuttgart", ""],
                       drawn=1)
verdicts(early, "close Carlsruhe Freiburg Mannheim")
early.play("route Stuttgart")
verdicts(early, "close Carlsruhe Freiburg Mannheim")'''),
code('''# rule: taxis.turn.close-optional, taxis.turn.play
assert early.check("close Carlsruhe Freiburg Mannheim").ok
early.undo()
assert rule_of(early, "close Carlsruhe Freiburg Mannheim") == "taxis.turn.play" and early.state.played == 0'''),
rule("taxis.turn.hand-limit", """Our reading: the limit of three cards applies at the end of every turn. Red holds
five cards after drawing, plays Ulm, and still has four: the turn cannot end until red discards one (any one). With
three cards there is nothing to discard. The limit is the setting `hand_limit`; `hand_limit_when` records our choice
of timing, but it is documentation only: the engine always checks at the end of the turn and does not read it."""),
code('''# rule: taxis.turn.hand-limit
g = taxis.scenario(players=2, variant="base", routes=["Augsburg", ""], hands=["Ulm Basel Lodz Linz Zürich", ""],
                   drawn=1)
g.play("route Ulm")
print("red holds:", g.state.hands[0])
verdicts(g, "end", "discard Lodz", "discard Stuttgart")
g.play("discard Lodz")
verdicts(g, "discard Basel", "end")
for key in ("hand_limit", "hand_limit_when"):
    print(f"{key}: {SETTINGS[key].value!r} ({SETTINGS[key].provenance})")'''),
code('''# rule: taxis.turn.hand-limit
assert g.state.hands[0] == ("Basel", "Linz", "Zürich") and g.check("end").ok
g.undo()
assert rule_of(g, "end") == "taxis.turn.hand-limit" and set(legal(g, "discard")) == {
    "discard Basel", "discard Linz", "discard Lodz", "discard Zürich"}
assert SETTINGS["hand_limit"].value == 3 and SETTINGS["hand_limit_when"].provenance == "reconstructed"'''),
rule("taxis.turn.end", """`end` closes red's turn: blue, the next seat, starts a fresh turn at the draw. Until red
ends it, the turn stays red's."""),
code('''# rule: taxis.turn.end
g = taxis.scenario(**TURN)
g.play_many(["draw Ulm", "route Ulm"])
verdicts(g, "blue: draw deck", "end")
g.play("end")
explain(g)
print(g.state.summary())'''),
code('''# rule: taxis.turn.end
assert g.to_move == 1 and (g.state.drawn, g.state.played, g.state.turn) == (0, 0, 2)
g.undo()
assert g.to_move == 0 and rule_of(g, "blue: draw deck") == "taxis.turn.order"'''),

# ---------------------------------------------------------------------------------------------------------------
head("base-officials", """Four officials help whoever asks (three in Glanz und Gloria, without the Cartwright). The
tutor needs no separate move for them: a second draw calls the Postmaster, a second card the Postal Carrier,
`administrator` the Administrator, and `with cartwright` the Cartwright."""),
rule("taxis.official.one-per-turn", """One official a turn. After the Administrator red may draw, but not a second
card; after the Postmaster's second card red may play one card only; after the Postal Carrier's second card no
Cartwright."""),
code('''# rule: taxis.official.one-per-turn
admin = taxis.scenario(**TURN)
admin.play_many(["administrator", "draw deck"])
verdicts(admin, "draw deck")
post = taxis.scenario(**TURN)
post.play_many(["draw Ulm", "draw Basel", "route Ulm"])
verdicts(post, "route Stuttgart")
carrier = taxis.scenario(players=2, variant="base", routes=["Augsburg", ""], hands=["Ulm Stuttgart", ""], drawn=1)
carrier.play_many(["route Ulm", "route Stuttgart"])
verdicts(carrier, "close Augsburg Stuttgart", "close Augsburg Stuttgart with cartwright")'''),
code('''# rule: taxis.official.one-per-turn
assert admin.state.official == "Administrator" and rule_of(admin, "draw deck") == "taxis.official.one-per-turn"
assert post.state.official == "Postmaster" and rule_of(post, "route Stuttgart") == "taxis.official.one-per-turn"
assert carrier.check("close Augsburg Stuttgart").ok
assert rule_of(carrier, "close Augsburg Stuttgart with cartwright") == "taxis.official.one-per-turn"'''),
rule("taxis.official.postmaster", """Red draws Ulm and, with the Postmaster, Basel as well. A third card is refused;
so is any draw once a card has been played."""),
code('''# rule: taxis.official.postmaster
g = taxis.scenario(**TURN)
g.play("draw Ulm")
verdicts(g, "draw Basel")
g.play("draw Basel")
explain(g)
verdicts(g, "draw deck")'''),
code('''# rule: taxis.official.postmaster
assert g.state.hands[0] == ("Basel", "Stuttgart", "Ulm") and g.state.official == "Postmaster"
assert rule_of(g, "draw deck") == "taxis.official.postmaster" and "Postmaster" in g.check("draw deck").reason
g.undo()
assert g.check("draw Basel") == (True, "taxis.official.postmaster", "draw Basel is legal for red")'''),
md("""The Postmaster's card is drawn like the first one: a card that is not face up is refused under the draw
rule, not his."""),
code('''# rule: taxis.official.postmaster, taxis.turn.draw
verdicts(g, "draw Zürich")'''),
code('''# rule: taxis.official.postmaster, taxis.turn.draw
assert g.check("draw Zürich") == (False, "taxis.turn.draw", "Zürich is not among the face-up cards")'''),
rule("taxis.official.postal-carrier", """Red plays Ulm and, with the Postal Carrier, Stuttgart too. A third card is
refused. In Glanz und Gloria each of the two cards chooses its own way: Hannover to the route, Lübeck to the
horses."""),
code('''# rule: taxis.official.postal-carrier
g = taxis.scenario(players=2, variant="base", routes=["Augsburg", ""], hands=["Ulm Stuttgart Kempten", ""], drawn=1)
g.play_many(["route Ulm", "route Stuttgart"])
explain(g)
verdicts(g, "route Kempten start")
gug = taxis.scenario(**CARD)
gug.play_many(["route Hannover:2", "horse Lübeck:3"])
explain(gug)
print("route:", gug.state.routes[0], "| horse cards:", gug.state.horses[0])'''),
code('''# rule: taxis.official.postal-carrier
assert g.state.routes[0] == ("Augsburg", "Ulm", "Stuttgart") and g.state.official == "Postal Carrier"
assert rule_of(g, "route Kempten start") == "taxis.official.postal-carrier"
assert gug.state.routes[0] == ("Halle:1", "Berlin:1", "Hannover:2") and gug.state.horses[0] == ("Lübeck:3",)'''),
rule("taxis.official.administrator", """Before drawing, red calls the Administrator: the six face-up cards go onto
the discard pile and six new ones are laid out; then red draws as usual. Under our reading he comes only at the start
of the turn, so after a draw he is refused."""),
code('''# rule: taxis.official.administrator
g = taxis.scenario(**TURN, seed=2)
g.play("administrator")
explain(g)
print("face up:", g.state.display, "| discards:", g.state.discards)
print("next:", legal(g))
late = taxis.scenario(**TURN)
late.play("draw Ulm")
verdicts(late, "administrator")'''),
code('''# rule: taxis.official.administrator
assert g.state.discards == tuple(DISPLAY.split()) and len(g.state.display) == 6 and g.state.drawn == 0
assert all(m.startswith("draw") for m in legal(g))
assert rule_of(late, "administrator") == "taxis.official.administrator"'''),
rule("taxis.official.cartwright", """Red holds carriage 6 and closes a five-card route. Five cards earn no carriage 7;
with the Cartwright the route counts as seven for the carriage (and only for it: the route tile is still the 5 tile),
so red takes carriage 7. In Glanz und Gloria he is refused."""),
code('''# rule: taxis.official.cartwright, taxis.carriage.length
''' + const("FIVE") + '''
''' + const("ALL_FIVE") + '''
g = taxis.scenario(players=2, variant="base", routes=[FIVE, ""], carriages=[6, 0], drawn=1, played=1)
g.play(ALL_FIVE)
print("without the Cartwright: carriage", g.state.carriages[0])
g.undo()
g.play(ALL_FIVE + " with cartwright")
explain(g)
show(g, "red's five cities in Bavaria, closed with the Cartwright", route=FIVE.split())'''),
code('''# rule: taxis.official.cartwright, taxis.carriage.length
assert g.state.carriages[0] == 7 and tiles(g)["route-5"] == 2
g.undo()
g.play(ALL_FIVE)
assert g.state.carriages[0] == 6 and g.explain()[0][0] == "taxis.turn.close-optional"
assert rule_of(three, "close Berlin Halle with cartwright") == "taxis.official.cartwright"'''),
md("""The Cartwright changes only the carriage check, never where the houses go: a placement that is wrong
without him (Augsburg and München alone, though mode A on Bavaria needs all five) is refused with him too, under the
placement rule."""),
code('''# rule: taxis.official.cartwright, taxis.close.one-province
bad = taxis.scenario(players=2, variant="base", routes=[FIVE, ""], carriages=[6, 0], drawn=1, played=1)
verdicts(bad, "close Augsburg München with cartwright", "close Augsburg München")'''),
code('''# rule: taxis.official.cartwright, taxis.close.one-province
assert rule_of(bad, "close Augsburg München with cartwright") == rule_of(bad, "close Augsburg München") == (
    "taxis.close.one-province")'''),

# ---------------------------------------------------------------------------------------------------------------
head("base-route", """Red's route runs Ulm–Augsburg–München. Red has drawn and holds Stuttgart, Ingolstadt, Basel and
Ulm (the ringed cities). Stuttgart has a road to Ulm, Ingolstadt to both Ulm and München, Basel to neither end."""),
code('''ROUTE = {"players": 2, "variant": "base", "routes": ["Ulm Augsburg München", ""],
         "hands": ["Stuttgart Ingolstadt Basel Ulm", ""], "drawn": 1}
g = taxis.scenario(**ROUTE)
print("route moves open:", legal(g, "route", "scrap"))
show(g, "red's route Ulm–Augsburg–München; red holds the ringed cities",
     highlight=["Stuttgart", "Ingolstadt", "Basel", "Ulm"])'''),
rule("taxis.route.start", """With no route on the table, any card starts one: here Ulm, Stuttgart or Basel, though
they are far apart."""),
code('''# rule: taxis.route.start
new = taxis.scenario(players=2, variant="base", hands=["Ulm Stuttgart Basel", ""], drawn=1)
verdicts(new, "route Basel", "route Ulm")
new.play("route Basel")
explain(new)'''),
code('''# rule: taxis.route.start
fresh = taxis.scenario(players=2, variant="base", hands=["Ulm Stuttgart Basel", ""], drawn=1)
assert legal(fresh, "route") == ["route Basel", "route Stuttgart", "route Ulm"]
assert new.state.routes[0] == ("Basel",) and new.explain()[0][0] == "taxis.route.start"'''),
md("""A route that does not exist has no start: the first card is written `route Ulm`, and `route Ulm start` is
refused under the next rule, `taxis.route.ends`."""),
code('''# rule: taxis.route.start, taxis.route.ends
new.undo()
verdicts(new, "route Ulm start", "route Ulm")'''),
code('''# rule: taxis.route.start, taxis.route.ends
assert rule_of(new, "route Ulm start") == "taxis.route.ends" and new.check("route Ulm").ok'''),
rule("taxis.route.ends", """A card goes at one end of the route. Stuttgart fits before Ulm (`route Stuttgart start`)
but not after München; Ingolstadt fits at either end. There is no way to put a card between two others. A route of a
single card has just one end, written `route CITY`."""),
code('''# rule: taxis.route.ends
verdicts(g, "route Stuttgart start", "route Stuttgart", "route Ingolstadt start", "route Ingolstadt")
g.play("route Stuttgart start")
explain(g)
print("route:", g.state.routes[0])
single = taxis.scenario(players=2, variant="base", routes=["Augsburg", ""], hands=["Ulm", ""], drawn=1)
verdicts(single, "route Ulm start", "route Ulm")'''),
code('''# rule: taxis.route.ends
assert g.state.routes[0] == ("Stuttgart", "Ulm", "Augsburg", "München")
g.undo()
assert g.check("route Stuttgart start").ok and g.check("route Ingolstadt start").ok and g.check("route Ingolstadt").ok
assert rule_of(single, "route Ulm start") == "taxis.route.ends" and single.check("route Ulm").ok'''),
rule("taxis.route.road", """The new city needs a road to the end it joins: Stuttgart after München has none, and
Basel has no road to either end."""),
code('''# rule: taxis.route.road
verdicts(g, "route Stuttgart", "route Basel", "route Basel start")
print("München's neighbours:", MAPS["base"].neighbours["München"])'''),
code('''# rule: taxis.route.road
assert not MAPS["base"].graph.has_edge("Stuttgart", "München") and MAPS["base"].graph.has_edge("Stuttgart", "Ulm")
assert {rule_of(g, m) for m in ["route Stuttgart", "route Basel", "route Basel start"]} == {"taxis.route.road"}'''),
rule("taxis.route.no-repeat", "Ulm is already on the route, so red's second Ulm card cannot join it, though Ulm "
     "has roads to both Augsburg and Ingolstadt."),
code('''# rule: taxis.route.no-repeat
verdicts(g, "route Ulm", "route Ulm start")'''),
code('''# rule: taxis.route.no-repeat
assert rule_of(g, "route Ulm") == rule_of(g, "route Ulm start") == "taxis.route.no-repeat"'''),
rule("taxis.route.scrap", """Holding only Basel and Lodz, red cannot extend the route: the only way on is to throw it
away, unscored, and start a new route with a card from hand. While a card fits, the route may not be thrown away."""),
code('''# rule: taxis.route.scrap
stuck = taxis.scenario(**{**ROUTE, "hands": ["Basel Lodz", ""]})
print("plays open:", legal(stuck, "route", "scrap"))
verdicts(stuck, "end")
stuck.play("scrap route")
explain(stuck)
print("discards:", stuck.state.discards, "| now:", legal(stuck, "route"))
verdicts(g, "scrap route")'''),
code('''# rule: taxis.route.scrap
fresh = taxis.scenario(**{**ROUTE, "hands": ["Basel Lodz", ""]})
assert legal(fresh, "route", "scrap") == ["scrap route"] and "'scrap route'" in fresh.check("end").reason
assert stuck.state.routes[0] == () and stuck.state.discards == ("Ulm", "Augsburg", "München")
assert legal(stuck, "route") == ["route Basel", "route Lodz"] and rule_of(g, "scrap route") == "taxis.route.scrap"'''),
md("""Only the turn's one required card can force a route away. Once it is played, a stuck route simply waits: the
optional second card of the Postal Carrier does not oblige red to throw the route away, and red may not do so by
choice (whether that is ever allowed is an open question of the sources, `reference/taxis.md` 1.3)."""),
code('''# rule: taxis.route.scrap
after = taxis.scenario(players=2, variant="base", routes=["Augsburg", ""], hands=["Ulm Basel Lodz", ""], drawn=1)
after.play("route Ulm")
print("red holds:", after.state.hands[0], "| moves open after the play:", legal(after))
verdicts(after, "scrap route")'''),
code('''# rule: taxis.route.scrap
assert legal(after) == ["end"] and rule_of(after, "scrap route") == "taxis.route.scrap"'''),

# ---------------------------------------------------------------------------------------------------------------
head("base-close", """Red's route München–Augsburg–Ulm–Stuttgart passes two provinces: Bavaria (München, Augsburg)
and Württemberg (Ulm, Stuttgart). Red has played this turn's card."""),
code(const("R4") + '''


def closing(**spec):
    """Red's route R4 on the base map, ready to close."""
    return taxis.scenario(players=2, variant="base", routes=[R4, ""], drawn=1, played=1, **spec)


g = closing()
print("provinces:", {c: MAPS["base"].province_of(c) for c in R4.split()})
print("placements open:", [m.removeprefix("close ") for m in legal(g, "close") if "cartwright" not in m])'''),
rule("taxis.close.length", "A route must have three cards to close. With two, closing is refused however the "
     "houses would go."),
code('''# rule: taxis.close.length
two = taxis.scenario(players=2, variant="base", routes=["Augsburg München", ""], drawn=1, played=1)
verdicts(two, "close Augsburg München", "close Augsburg")
verdicts(g, "close Augsburg München")'''),
code('''# rule: taxis.close.length
assert legal(two, "close") == [] and rule_of(two, "close Augsburg München") == "taxis.close.length"
assert g.check("close Augsburg München").ok and SETTINGS["min_route_to_close"].value == 3'''),
rule("taxis.close.one-province", """Mode A: red chooses one province and puts a house on each of its route cities:
Bavaria gives München and Augsburg, Württemberg gives Ulm and Stuttgart. München alone is refused (Augsburg is in Bavaria
too)."""),
code('''# rule: taxis.close.one-province
verdicts(g, "close Augsburg München", "close Stuttgart Ulm", "close München")
g.play("close Augsburg München")
explain(g)
show(g, "mode A on Bavaria: houses on München and Augsburg", route=R4.split(), highlight=["München", "Augsburg"])'''),
code('''# rule: taxis.close.one-province
assert houses(g) == ["Augsburg", "München"]
g.undo()
assert g.check("close Stuttgart Ulm").ok and rule_of(g, "close München") == "taxis.close.one-province"'''),
rule("taxis.close.spread", """Mode B: one house in each province of the route, on a city of red's choice: München or
Augsburg, and Ulm or Stuttgart. Two houses in Bavaria and one in Württemberg mixes the modes and is refused."""),
code('''# rule: taxis.close.spread
verdicts(g, "close München Ulm", "close Augsburg Stuttgart", "close Augsburg München Ulm")
g.play("close München Ulm")
explain(g)'''),
code('''# rule: taxis.close.spread
assert houses(g) == ["München", "Ulm"]
g.undo()
assert rule_of(g, "close Augsburg München Ulm") == "taxis.close.spread"
assert {m for m in legal(g, "close") if "cartwright" not in m} == {
    "close Augsburg München", "close Stuttgart Ulm", "close Augsburg Stuttgart", "close Augsburg Ulm",
    "close München Stuttgart", "close München Ulm"}'''),
rule("taxis.close.route-cities", """Houses go only on the route's own cities: Basel is refused. Other players'
houses are no obstacle: blue has houses on München and Augsburg, and red may still put houses there."""),
code('''# rule: taxis.close.route-cities
shared = closing(houses=["", "München Augsburg"])
verdicts(shared, "close Basel", "close Augsburg Basel", "close Augsburg München")
shared.play("close Augsburg München")
print("München and Augsburg: red", houses(shared, 0), "| blue", houses(shared, 1))'''),
code('''# rule: taxis.close.route-cities
assert houses(shared, 0) == houses(shared, 1) == ["Augsburg", "München"]
shared.undo()
assert rule_of(shared, "close Basel") == rule_of(shared, "close Augsburg Basel") == "taxis.close.route-cities"'''),
rule("taxis.close.one-house-per-city", """Red already has a house in München. Our reading: no second one there. Mode A
on Bavaria then gives Augsburg alone, and mode B picks Augsburg for Bavaria."""),
code('''# rule: taxis.close.one-house-per-city
again = closing(houses=["München", ""])
print("placements open:", [m.removeprefix("close ") for m in legal(again, "close") if "cartwright" not in m])
verdicts(again, "close Augsburg München", "close München Ulm", "close Augsburg", "close Augsburg Ulm")'''),
code('''# rule: taxis.close.one-house-per-city
assert rule_of(again, "close Augsburg München") == "taxis.close.one-house-per-city"
assert rule_of(again, "close München Ulm") == "taxis.close.one-house-per-city"
assert again.check("close Augsburg").ok and again.check("close Augsburg Ulm").ok
assert not any("München" in m for m in legal(again, "close"))'''),
rule("taxis.close.houses-left", """Red has placed 19 houses on every city off the route Ulm–Augsburg–München (and
taken the tiles they earned) and has one house left. Each way would place more, so red places the one house on a
city the way allows: Augsburg or München (mode A on Bavaria), or Ulm (mode B). Two houses are refused."""),
code('''# rule: taxis.close.houses-left
LAST = [c for c in MAPS["base"].cities if c not in ("Ulm", "Augsburg", "München")]
LAST_TILES = [("baden", 3), ("schweiz-tyrol", 3), ("boehmen-salzburg", 4), ("all-provinces", 6)]
last = taxis.scenario(players=2, variant="base", routes=["Ulm Augsburg München", ""], houses=[LAST, ""],
                      tiles=[LAST_TILES, []], carriages=[4, 0], hands=["", "Lodz"], drawn=1, played=1)
print("houses left:", last.state.houses_left(0))
print("placements open:", [m.removeprefix("close ") for m in legal(last, "close") if "cartwright" not in m])
verdicts(last, "close Augsburg München", "close München Ulm", "close Ulm")'''),
code('''# rule: taxis.close.houses-left
assert len(LAST) == 19 and last.state.houses_left(0) == 1
assert [m for m in legal(last, "close") if "cartwright" not in m] == ["close Augsburg", "close München", "close Ulm"]
assert rule_of(last, "close Augsburg München") == rule_of(last, "close München Ulm") == "taxis.close.houses-left"'''),

# ---------------------------------------------------------------------------------------------------------------
head("base-carriages", """With base rules (on either board) a closing may earn the next carriage. The route: Ulm,
Augsburg, München, Ingolstadt, Nürnberg, Regensburg, six cards, mode A on Bavaria."""),
code(const("SIX") + '''
''' + const("BAIERN") + '''


def carriage_after(carriage, route=SIX, way=BAIERN):
    """The carriage red holds after closing ``route`` with carriage ``carriage`` before."""
    game = taxis.scenario(players=2, variant="base", routes=[route, ""], carriages=[carriage, 0], drawn=1, played=1)
    game.play(way)
    return game.state.carriages[0]


print("carriages and their points:", {n: vp for n, (vp, _) in CARRIAGES.items()})'''),
rule("taxis.carriage.in-order", """Red has no carriage yet. Six cards would be enough for carriage 6, but carriages
come one step at a time: red takes carriage 3. The next six-card route brings carriage 4; only a player who
already holds carriage 5 gets carriage 6 for it."""),
code('''# rule: taxis.carriage.in-order
print("no carriage, six cards ->", carriage_after(0))
print("carriage 3, six cards  ->", carriage_after(3))
print("carriage 5, six cards  ->", carriage_after(5))'''),
code('''# rule: taxis.carriage.in-order
assert (carriage_after(0), carriage_after(3), carriage_after(5)) == (3, 4, 6)'''),
rule("taxis.carriage.length", """The route must be at least as long as the next carriage's number. With carriage 3,
red's next is 4: a three-card route earns nothing; a four-card route earns carriage 4. (The Cartwright adds two:
see [the officials](#base-officials).)"""),
code('''# rule: taxis.carriage.length
FOUR = "Ulm Augsburg München Ingolstadt"
print("carriage 3, three cards ->", carriage_after(3, "Ulm Augsburg München", "close Augsburg München"))
print("carriage 3, four cards  ->", carriage_after(3, FOUR, "close Augsburg Ingolstadt München"))'''),
code('''# rule: taxis.carriage.length
assert carriage_after(3, "Ulm Augsburg München", "close Augsburg München") == 3
assert carriage_after(3, FOUR, "close Augsburg Ingolstadt München") == 4'''),
rule("taxis.carriage.highest-counts", """Only the best carriage scores. The tutor keeps each player's highest
carriage: a player who took 3, 4 and 5 holds `5` and scores its 5 points, not 2 + 3 + 5."""),
code('''# rule: taxis.carriage.highest-counts
g = taxis.scenario(players=2, variant="base", carriages=[5, 3])
print({g.players[p]: row["carriage"] for p, row in g.scores().items()}, "| supply left:", g.state.supply)'''),
code('''# rule: taxis.carriage.highest-counts
assert g.scores()[0]["carriage"] == 5 and g.scores()[1]["carriage"] == 2
assert g.state.supply == (2, 3, 3, 4, 4)  # red took 3, 4 and 5; blue took 3'''),

# ---------------------------------------------------------------------------------------------------------------
head("base-bonus", """Tiles earned when closing a route. The base game's values come from a secondary source; the
expansion's are inferred from the base pattern (see [Reconstructed values](#reconstructed))."""),
rule("taxis.bonus.route-length", """Five cards earn the 5 tile, six the 6 tile. A route longer than the longest stack
takes that stack (7 in the base game, 8 in the expansion; our reading). Four cards earn no length tile."""),
code('''# rule: taxis.bonus.route-length
EIGHT = "Ulm Augsburg München Ingolstadt Nürnberg Regensburg Passau Linz"
for route, way in [(FIVE, ALL_FIVE), (SIX, BAIERN), (EIGHT, "close Linz"), (R4, "close Augsburg München")]:
    game = taxis.scenario(players=2, variant="base", routes=[route, ""], drawn=1, played=1)
    game.play(way)
    print(f"{len(route.split())} cards: {tiles(game)}")
print("route stacks and their lengths:", {s.id: s.length for s in BONUS["base"].stacks if s.kind == "route"})'''),
code('''# rule: taxis.bonus.route-length
assert tiles(game) == {} and len(R4.split()) == 4
assert BONUS["base"].stack("route-7").or_longer.value and BONUS["gug"].stack("route-8").or_longer.value
assert MAPS["base"].along_roads(EIGHT.split())'''),
rule("taxis.bonus.province", """A house on every city of a province group earns its tile. Red closes
Freiburg–Carlsruhe–Mannheim, all of Baden, in mode A and takes the Baden tile; in mode B (one house) Baden is not
complete."""),
code('''# rule: taxis.bonus.province
BADEN = {"players": 2, "variant": "base", "routes": ["Freiburg Carlsruhe Mannheim", ""], "drawn": 1, "played": 1}
full = taxis.scenario(**BADEN)
full.play("close Carlsruhe Freiburg Mannheim")
explain(full)
part = taxis.scenario(**BADEN)
part.play("close Carlsruhe")
print("mode B, Carlsruhe only:", tiles(part))
print("groups:", {s.id: s.provinces for s in BONUS["base"].stacks if s.kind == "provinces"})'''),
code('''# rule: taxis.bonus.province
assert tiles(full) == {"baden": 3} and tiles(part) == {} and set(MAPS["base"].members["Baden"]) == set(houses(full))'''),
rule("taxis.bonus.top-tile", """The first claimant takes the top tile. Blue already took the 5 tile worth 2, so red's
five-card route takes the 1 below it; with both gone (green took the 1) nothing is left to win."""),
code('''# rule: taxis.bonus.top-tile
for taken in ([], [("route-5", 2)], [("route-5", 2), ("route-5", 1)]):
    game = taxis.scenario(players=3, variant="base", routes=[FIVE, "", ""], tiles=[[], taken[:1], taken[1:]],
                          drawn=1, played=1)
    before = stacks(game)["route-5"]
    game.play(ALL_FIVE)
    print(f"the 5 stack holds {before}: red takes {tiles(game).get('route-5', 'nothing')}")'''),
code('''# rule: taxis.bonus.top-tile
assert tiles(game) == {} and stacks(game)["route-5"] == ()
blue_first = taxis.scenario(players=2, variant="base", routes=[FIVE, ""], tiles=[[], [("route-5", 2)]], drawn=1,
                            played=1)
blue_first.play(ALL_FIVE)
assert tiles(blue_first) == {"route-5": 1}'''),
rule("taxis.bonus.one-per-stack", """Our reading: one tile per stack for each player. Red already holds a 5 tile, so a
second five-card route earns no other, though the stack still has one."""),
code('''# rule: taxis.bonus.one-per-stack
g = taxis.scenario(players=2, variant="base", routes=[FIVE, ""], tiles=[[("route-5", 2)], []], drawn=1, played=1)
g.play(ALL_FIVE)
print("red's tiles:", g.state.tiles[0], "| the 5 stack:", stacks(g)["route-5"])'''),
code('''# rule: taxis.bonus.one-per-stack
assert g.state.tiles[0] == (("route-5", 2),) and stacks(g)["route-5"] == (1,)'''),
rule("taxis.bonus.game-end", """Whoever triggers the end takes the single game-end tile. Red holds carriage 6 and
closes five cards with the Cartwright: carriage 7 triggers the end, and red takes the tile. Blue, in the last turn of
the round, places the last house too; the end is already triggered, so blue gets no game-end tile. (Green took the
tile in Glanz und Gloria, [§end§](#end).)"""),
code('''# rule: taxis.bonus.game-end
final = taxis.scenario(players=2, variant="base", routes=[FIVE, "Ulm Augsburg München"], carriages=[6, 4],
                       houses=["", LAST], tiles=[[], LAST_TILES], hands=["", "Ingolstadt"], drawn=1, played=1)
final.play(ALL_FIVE + " with cartwright")
explain(final)
final.play_many(["end", "draw deck", "route Ingolstadt", "close Ulm"])
explain(final)
print("game-end stack:", stacks(final)["game-end"], "| blue's houses left:", final.state.houses_left(1))'''),
code('''# rule: taxis.bonus.game-end
assert tiles(final, 0)["game-end"] == 1 and "game-end" not in tiles(final, 1) and final.state.trigger == 0
assert final.state.houses_left(1) == 0 and stacks(final)["game-end"] == ()'''),

# ---------------------------------------------------------------------------------------------------------------
head("base-end", """How the game ends with base rules, and the count. The game of the last cell (red triggered the
end, blue placed the last house) is in its final turn."""),
rule("taxis.end.trigger-base", """Two events trigger the end under base rules: taking carriage 7 (red, above) or
placing one's last house. Red's last house in the position of [`taxis.close.houses-left`](#base-close) triggers it
too. A closing that earns carriage 6 and leaves houses in the supply triggers nothing."""),
code('''# rule: taxis.end.trigger-base
print("trigger:", final.players[final.state.trigger], "| carriage:", final.state.carriages[0])
last.play("close Ulm")
explain(last)
calm = taxis.scenario(players=2, variant="base", routes=[SIX, ""], carriages=[5, 0], drawn=1, played=1)
calm.play(BAIERN)
explain(calm)
print("triggered:", calm.state.trigger is not None)'''),
code('''# rule: taxis.end.trigger-base
assert final.state.carriages[0] == 7 and final.state.trigger == 0
assert last.state.trigger == 0 and last.state.houses_left(0) == 0 and tiles(last)["game-end"] == 1
assert calm.state.carriages[0] == 6 and calm.state.trigger is None'''),
md("""The round ends with blue's turn (red started), and the game is over. Red's five houses and blue's twenty:"""),
code('''# rule: taxis.end.round, taxis.end.trigger-base
final.play("end")
explain(final)
for p, row in final.scores().items():
    print(f"{final.players[p]:5} {row}")
show(final, "the base game is over", route=[])'''),
code('''# rule: taxis.end.round, taxis.end.trigger-base
assert final.is_over and final.winners() == (1,)'''),
rule("taxis.score.carriage", """Red's carriage 7 scores 10 points, blue's carriage 4 scores 3. In Glanz und Gloria
nobody collects carriages, so that column stays 0."""),
code('''# rule: taxis.score.carriage
print({final.players[p]: row["carriage"] for p, row in final.scores().items()})
print("Glanz und Gloria, after the seven-card route:", {long.players[p]: r["carriage"] for p, r in
                                                        long.scores().items()})'''),
code('''# rule: taxis.score.carriage
assert [row["carriage"] for row in final.scores().values()] == [CARRIAGES[7][0], CARRIAGES[4][0]] == [10, 3]
assert all(row["carriage"] == 0 for row in long.scores().values())'''),
rule("taxis.score.bonus", """Every tile counts its value, the game-end tile included: red 2 (the 5 tile) + 1
(game end) = 3; blue 3 + 3 + 4 + 6 + 3 = 19. Tiles still in the stacks score for nobody."""),
code('''# rule: taxis.score.bonus
for p in range(2):
    print(f"{final.players[p]:5} {dict(final.state.tiles[p])} -> {final.scores()[p]['bonus']}")'''),
code('''# rule: taxis.score.bonus
assert [final.scores()[p]["bonus"] for p in range(2)] == [3, 19]
assert all(final.scores()[p]["bonus"] == sum(v for _, v in final.state.tiles[p]) for p in range(2))'''),
rule("taxis.score.houses-left", """Red placed five houses and keeps fifteen: minus 15. Blue placed all twenty: no
penalty. The total adds the three columns: red 10 + 3 − 15 = −2, blue 3 + 19 − 0 = 22."""),
code('''# rule: taxis.score.houses-left
for p in range(2):
    row = final.scores()[p]
    left = final.state.houses_left(p)
    print(f"{final.players[p]:5} houses left {left:2} -> {row['houses left']:3}, total {row['total']}")'''),
code('''# rule: taxis.score.houses-left
assert [final.scores()[p]["houses left"] for p in range(2)] == [-15, 0]
assert [final.scores()[p]["total"] for p in range(2)] == [-2, 22]'''),
rule("taxis.score.tie-break", """Two games set up to end in a tie. In the first, red triggers the end (and holds the
game-end tile) and blue reaches the same total: red wins. In the second, blue triggers the end, and red and green tie
for the lead: neither holds the game-end tile, so the one seated soonest after blue wins, which is green, though red
sits first at the table."""),
code('''# rule: taxis.score.tie-break
one = taxis.scenario(players=2, variant="base", routes=[FIVE, ""], carriages=[6, 5], houses=["", LAST[:13]],
                     hands=["", "Lodz"], drawn=1, played=1)
one.play_many([ALL_FIVE + " with cartwright", "end"])
finish(one)
print("game 1:", {one.players[p]: row["total"] for p, row in one.scores().items()}, "-> winner",
      [one.players[p] for p in one.winners()])
two = taxis.scenario(players=3, variant="base", routes=["", FIVE, ""], carriages=[3, 6, 4],
                     houses=[LAST[:18], "", LAST[:17]], hands=["", "", "Lodz"], player=1, start=0, drawn=1, played=1)
two.play_many([ALL_FIVE + " with cartwright", "end"])
finish(two)
print("game 2:", {two.players[p]: row["total"] for p, row in two.scores().items()}, "-> winner",
      [two.players[p] for p in two.winners()], "| trigger:", two.players[two.state.trigger])'''),
code('''# rule: taxis.score.tie-break
assert one.is_over and one.scores()[0]["total"] == one.scores()[1]["total"] and one.winners() == (0,)
assert two.is_over and two.scores()[0]["total"] == two.scores()[2]["total"] > two.scores()[1]["total"]
assert two.state.trigger == 1 and two.winners() == (2,)'''),

# ---------------------------------------------------------------------------------------------------------------
head("try", """Pick a move from the list (legal and illegal ones are mixed) or type any move: the panel shows the
verdict, the rule's explanation and the map with the cities the move names ringed. Nothing is played. The panels need
a running notebook; the cell after each panel prints the same verdicts as text."""),
code('''# NBVAL_IGNORE_OUTPUT
# rule: taxis.horses.close, taxis.close.free-city, taxis.close.prussia, taxis.close.spread, taxis.close.one-province
from taxis.widgets import TryPanel

trial = example(hands=["Lübeck:3", ""])
EXAMPLE_MOVES = ["close Berlin Halle Münster", "close Berlin Hamburg Hannover", "close Bremen Hannover Münster",
                 "close Hannover", "close Berlin Halle", "close Berlin Bremen Hamburg Hannover",
                 "close Berlin Halle Hamburg Münster", "close Berlin Hannover Münster", "close Lübeck",
                 "close Berlin Hannover with cartwright", "horse Lübeck:3", "route Lübeck:3", "draw deck", "end"]
TryPanel(trial, EXAMPLE_MOVES)'''),
code('''# rule: taxis.horses.close, taxis.close.free-city, taxis.close.prussia, taxis.close.spread, taxis.close.one-province
verdicts(trial, *EXAMPLE_MOVES)
assert [trial.check(m).ok for m in EXAMPLE_MOVES] == [True] * 4 + [False] * 6 + [True, False, False, True]
assert {str(m) for m in trial.legal_moves()} & set(EXAMPLE_MOVES) == {m for m in EXAMPLE_MOVES if trial.check(m).ok}'''),
code('''# NBVAL_IGNORE_OUTPUT
# rule: taxis.route.ends, taxis.route.road, taxis.route.no-repeat, taxis.route.scrap
building = taxis.scenario(**ROUTE, display=DISPLAY)
BUILD_MOVES = ["route Stuttgart start", "route Ingolstadt", "route Ingolstadt start", "draw Basel", "route Stuttgart",
               "route Ulm", "route Basel", "route Zürich", "scrap route", "horse Basel", "administrator", "end",
               "discard Basel"]
TryPanel(building, BUILD_MOVES)'''),
code('''# rule: taxis.route.ends, taxis.route.road, taxis.route.no-repeat, taxis.route.scrap
verdicts(building, *BUILD_MOVES)
assert [building.check(m).ok for m in BUILD_MOVES] == [True] * 4 + [False] * 9
assert {str(m) for m in building.legal_moves()} & set(BUILD_MOVES) == set(BUILD_MOVES[:4])'''),
code('''# NBVAL_IGNORE_OUTPUT
# rule: taxis.turn.order, taxis.turn.draw, taxis.turn.play, taxis.official.administrator
start = taxis.scenario(**TURN)
TURN_MOVES = ["draw Ulm", "draw deck", "administrator", "red: draw Basel", "draw Zürich", "route Stuttgart", "end",
              "blue: draw deck", "discard Stuttgart", "close Stuttgart", "horse Stuttgart", "fly Ulm"]
TryPanel(start, TURN_MOVES)'''),
code('''# rule: taxis.turn.order, taxis.turn.draw, taxis.turn.play, taxis.official.administrator
verdicts(start, *TURN_MOVES)
assert [start.check(m).ok for m in TURN_MOVES] == [True] * 4 + [False] * 8
assert {str(m) for m in start.legal_moves()} == {"administrator", "draw deck", *(f"draw {c}" for c in DISPLAY.split())}'''),

# ---------------------------------------------------------------------------------------------------------------
head("reconstructed", """The expansion's board could not be checked against the real one, and some numbers are in
no source we have. Every such value sits in a JSON file under `taxis/data/`, written as
`{"value": …, "provenance": "rulebook" | "secondary source" | "reconstructed", "source": …}` (roads as
`[city, city, provenance, source]`). What is reconstructed now:"""),
code('''for kind, items in reconstructed().items():
    if items:
        print(f"{kind:24} {len(items):2}: {', '.join(items)}")
print("\\nnumbers (taxis/data/settings.json):")
for key, value in SETTINGS.items():
    shown = value.value if not isinstance(value.value, tuple) else f"{len(value.value)} entries"
    print(f"  {key:28} {shown!s:14} {value.provenance}")
print("\\nthe rules that are our reading:", ", ".join(r.id for r in taxis.RULES.values() if r.provenance == "reading"))'''),
code('''found = reconstructed()
assert len(found["gug cities"]) == 9 and len(found["gug roads"]) == 30 and found["base roads"] == []
assert len(found["gug card horses"]) == 23 and found["base card horses"] == []
assert "prussia" in found["gug bonus values"] and "free-bremen" not in found["gug bonus values"]
assert len([r for r in MAPS["gug"].roads if r.provenance == "rulebook"]) == 5'''),
md("""On the map: the nine reconstructed city slots are ringed (their names in italics), and the 30 reconstructed roads
are dashed. Only the five roads of the rulebook's example are solid. City positions on both maps follow real
geography, not the printed board."""),
code('''SVG(render_map("gug", highlight=sorted(MAPS["gug"].reconstructed_cities),
               title="Glanz und Gloria: reconstructed cities ringed, reconstructed roads dashed"))'''),
md("""**How to change them** (the README's section "Edition data, and how to change it" has more):

- `taxis/data/maps.json`: give a city its real name, province, Prussian part and position, and set its
  `provenance` to `"rulebook"` or `"secondary source"`; replace a road `[a, b, "reconstructed", …]` by the real one.
  The loader refuses a map that is not connected, a road to an unknown city, or a province without cities.
- `taxis/data/cards.json`: the horses on each city's three cards are `[1, 2, 3]` for every city. Enter real values
  per city under `horses_by_city`, e.g. `"Berlin": {"value": [1, 1, 3], "provenance": "rulebook", "source": "card
  scan"}`.
- `taxis/data/bonus.json`: the values of each stack, top tile first; `or_longer` for the longest route stack; the
  all-provinces stack's `except` (the base set offers the German reading, without Baiern, as `options.german`).
- `taxis/data/settings.json`: houses, open cards, the hand limit and when it applies, the carriages and their points,
  the Cartwright's bonus, horses per carriage card, the most horse cards, free cities per closing, and the three rule
  sets.

A malformed file is refused at import with a message naming the file, the key and the problem. Rebuild and run this
notebook afterwards: its asserts say which claims changed."""),

# ---------------------------------------------------------------------------------------------------------------
head("all-rules", """Every rule with its Hungarian term and the rulebook section it comes from; *reading* marks our
resolutions where the sources are silent or unsure. The last cell checks that each rule is demonstrated in a cell of
this notebook (a `# rule:` comment, which `python -m tutor.coverage` also reads)."""),
*nbkit.all_rules_cells("taxis"),
]


def build() -> nbf.NotebookNode:
    for cell in cells:
        if cell.cell_type == "markdown":  # "§anchor§" names a section by its number
            cell.source = re.sub("§([a-z-]+)§", lambda m: f"section {NUMBER[m.group(1)]}", cell.source)
    return nbkit.notebook(cells)


if __name__ == "__main__":  # importing this module (pytest --doctest-modules) must not rewrite the notebook
    nbkit.write(build(), "notebooks/taxis-notebooks/01_rules.ipynb")
