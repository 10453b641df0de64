"""Builds notebooks/taxis-notebooks/03_play.ipynb; then run tools/execute_notebooks.py on it."""

from nbkit import code, md, notebook, panel_demo, write

cells = [
md("""**Play Thurn und Taxis against the bots.** Click a face-up card or the deck to draw, then a card in your hand to
lay it on your route; yellow marks what you may click now."""),
code("""# NBVAL_IGNORE_OUTPUT
from taxis.table import Table

table = Table(players=3, seed=1, variant="gug")
table"""),
md("""## How to play at the table

You are **red**; greedy bots play the other seats. The step you are in is written at the top right, and everything
you may click now is marked yellow (or blue on the map).

* **Draw**: click one of the six face-up cards or the deck. For a second card (the *Postmaster*) click another one,
  or the *Postmaster* tile first. The *Administrator* tile, before drawing, replaces the six face-up cards.
* **Play**: click a card in your hand. If it fits at both ends of your route, the map then shows *start of route* and
  *end of route*: click one. In Glanz und Gloria a card may go face down as horses: click the card, then your horse
  row. A second card (the *Postal Carrier*): click another card of your hand. No card fits? *scrap route*, *play it*.
* **Close** the route (3 cards or more): press *close route* (or click a city of your route), click the cities that
  get houses (in any order; a second click takes one back), the *Cartwright* tile if you want him, then *play it*.
* **End**: *end turn*. Holding too many cards? Click the ones to throw away first.

A red ring with a rule's name means "not allowed here"; the message below explains the rule. The dashed rings show
the last moves. Several people can share the screen: choose *human* for their seats under *new game* (each hand is
then hidden until its owner presses *show*; the teacher's *show all hands* shows every hand)."""),
md("""## The console panel

You are **red**; greedy bots play the other seats and say in one line why they chose each move. Collect city cards,
lay them out as a route along the roads, close the route and put your houses on its cities. Houses you never place
cost a point each at the end; bonus tiles (long routes, complete provinces, a house in every province, the free
cities) bring points. In *Glanz und Gloria* your carriage needs as many horses as the route has cards. The game ends
when someone places their last house and the round is played out. (Run the notebook, or open it as an app with the
code hidden: `voila notebooks/taxis-notebooks/03_play.ipynb`.)"""),
code("""# NBVAL_IGNORE_OUTPUT
import taxis
import taxis.widgets

app = taxis.widgets.PlayPanel(players=3, seed=1, variant="gug")
app"""),
md("""The panel above starts a three-player game of Glanz und Gloria with seed 1. The bots of the seats before yours
have already moved, so it is your turn, and your first step is to draw:"""),
code("""print(app.game)
print(app.game.state.summary(), "| on offer:", app.group.options)"""),
code("""assert app.game.players == ("red", "blue", "green") and app.game.config.variant == "gug"
assert app.game.to_move == 0 and app.game.state.drawn == 0 and "draw" in app.group.options"""),
md("""## How to play

**A turn** has up to five steps; the panel offers only the moves that are legal in the step you are in.

1. *(optional, before drawing)* the **Administrator** replaces all six face-up cards;
2. **draw** one card: a face-up card (refilled at once) or the top of the deck; the **Postmaster** lets you draw a
   second;
3. **play** one card from your hand: at either **end** of your route, if a **road** joins its city to the city at
   that end and the city is not on the route yet; in Glanz und Gloria a card may instead go **face down before your
   carriage as horses** (at most six). If no card fits the route, the route is **scrapped**. The **Postal Carrier**
   lets you play a second card;
4. *(optional)* **close** the route, if it has at least three cards (and, in Glanz und Gloria, at least as many horses
   as cards: the carriage card's two plus the backs of your horse cards): put houses on its cities, **mode A** every
   city of one province or **mode B** one city of each province (plus at most one free city), take the bonus tiles
   you have earned and, in the base rules, the next carriage (the **Cartwright** makes the route count two cards
   longer for it);
5. keep at most **three** cards (**discard** the rest) and **end** the turn.

One official per turn: Postmaster, Postal Carrier, Administrator, and in the base rules the Cartwright.

**The three ways to play** (the *variant* menu):

| variant | map | what is different |
|---|---|---|
| `base` | Thurn und Taxis, the south (22 cities) | carriages 3 to 7 for points; the Cartwright; the end comes with carriage 7 or a last house |
| `gug` | Glanz und Gloria, the north (23 cities) | horses instead of carriages, free cities, Prussia in two parts; the end comes with a last house |
| `gug-base-rules` | the north | the northern board with the base game's carriages and Cartwright; card backs ignored |

**The panel.** *New game*: choose the players (2 to 4), a seed (the same seed deals the same cards) and the
variant. *Your move*: pick an *action* (a group of moves), then a move in the *move* list; the map rings the city
the move names (or the cities a closing would put houses on); press *play move*. The bots answer when your turn
ends. *Undo* takes back your last move (and the bots' replies before it); *bot move* lets a bot play your next move.
*Try anything*: type a move in *try* and press *check it*: nothing is played; you get the verdict, and for an illegal
move the rule that forbids it, with its explanation. The tabs: *replay* steps through the game with the rules behind
every move, *score chart* draws everyone's score after each move, *save / load* gives the game record as text and
takes one back.

| action group | moves |
|---|---|
| administrator | `administrator` |
| draw | `draw Berlin:2` (a face-up card), `draw deck` |
| extend the route | `route Berlin:2` (at the route's end; the first card starts a route), `route Berlin:2 start` |
| horses | `horse Berlin:2` (Glanz und Gloria: face down before the carriage) |
| scrap the route | `scrap route` (no card in hand fits it) |
| close the route | `close Berlin Halle Münster` (the cities that get houses), `close … with cartwright` |
| discard | `discard Berlin:2` |
| end the turn | `end` |

**Cards** are city names. In Glanz und Gloria a card also shows its horses: `Berlin:2` is a Berlin card with two
horses on its back (each city has cards with 1, 2 and 3 horses, a reconstruction); a closing names cities only."""),
md("""## A game driven from code

The cells below drive a second panel exactly as clicks would, so that this notebook also shows (and checks) a whole
game when it is only read. The setup widgets choose three players, seed 2 and Glanz und Gloria; blue starts, so
blue's and green's bots have moved when the panel hands the turn to you."""),
code(panel_demo("""from taxis.bots import GreedyBot
from taxis.state import COLOURS, HOUSES, city_of
from taxis.widgets import SPEC, PlayPanel
from tutor.charts import score_chart_svg
from tutor.panels import grouped
from tutor.stepper import Stepper""", players=3, seed=2, variant="gug", grouped="grouped(SPEC, demo.game.legal_moves())")),
code("""game = demo.game
assert game.players == ("red", "blue", "green") and game.to_move == 0 and game.state.drawn == 0
assert game.state.start == 1 and game.history  # blue started, and the bots have moved
assert {game.engine.to_move(s) for s in game.states[:-1]} == {1, 2}  # only bots moved so far
assert demo.group.options == tuple(grouped(SPEC, game.legal_moves()))"""),
md("""Choose the group *draw* and the first face-up card, then press *play move*. The message explains the move with the
rule behind it."""),
code("""# rule: taxis.turn.draw
demo.group.value = "draw"
print("to draw:", [label for label, _ in demo.choice.options])
drawn = demo.choice.options[0][1]
demo.choice.value = drawn
demo.play_button.click()
display(HTML(demo.message.value))"""),
code("""assert game.history[-1] == drawn and game.state.hands[0] == (drawn.city,) and game.state.drawn == 1
assert "taxis.turn.draw" in demo.message.value"""),
md("""Now a card must be played. Trying to end the turn first is refused with the rule, and nothing changes."""),
code("""# rule: taxis.turn.play
before = game.state
demo.play("end")
print(text(demo.message.value))
print("on offer now:", demo.group.options)"""),
code("""assert game.state is before and "taxis.turn.play" in demo.message.value
assert "end the turn" not in demo.group.options"""),
md("""Play the card: the group *extend the route* starts your route with it. Then *end the turn*: the bots answer."""),
code("""# rule: taxis.route.start, taxis.turn.end
demo.group.value = "extend the route"
demo.choice.value = demo.choice.options[0][1]
demo.play_button.click()
print(text(demo.message.value))
demo.group.value = "end the turn"
demo.play_button.click()
display(HTML(demo.message.value))"""),
code("""state = game.state
assert state.routes[0] == (drawn.city,) and game.to_move == 0 and state.drawn == 0
assert game.explain(game.history.index(taxis.parse(f"route {drawn.city}")))[0][0] == "taxis.route.start\""""),
md("""Your second turn. Take a face-up card whose city has **no road** to your route's city (networkx on the map tells
which), and *try* it at the route: the verdict names the rule and explains it. The board rings the chosen card's
city."""),
code("""# rule: taxis.route.road
G = game.graph
end = city_of(state.routes[0][-1])
misfits = [c for c in state.display if city_of(c) != end and not G.has_edge(city_of(c), end)]
card = misfits[0]
print(f"route: {end}; its neighbours: {sorted(G.neighbors(end))}; face up: {list(state.display)}")
demo.play(f"draw {card}")
demo.attempt.value = f"route {card}"
demo.try_button.click()
display(HTML(demo.message.value))
demo.group.value = "horses"
demo.choice.value = dict(demo.choice.options)[f"horse {card}"]
SVG(demo.board.value)"""),
code("""assert misfits and "taxis.route.road" in demo.message.value  # near-certain: a city has at most 5 roads
assert game.state.hands[0] == (card,) and not game.check(f"route {card}").ok
assert f"route {card}" not in [str(m) for m in game.legal_moves()] and demo.choice.value == taxis.parse(f"horse {card}")"""),
md("""It cannot extend the route, but it can pull it: play it as horses. The carriage's horses grow by the number on
the card's back. Then *undo*: the card is back in your hand."""),
code("""# rule: taxis.horses.play
before = game.state
horses = before.horse_count(0)
demo.play_button.click()
print(text(demo.message.value))
print("horses:", horses, "->", game.state.horse_count(0))
demo.undo()
print("after undo:", game.state.summary(), game.state.hands[0])"""),
code("""assert game.state is before and game.state.hands[0] == (card,)
assert horses == game.state.horse_count(0) == 2  # undone: only the carriage card's own two horses"""),
md("""To finish the demonstration, a greedy bot of our own plays red's turns to the end of the game. The explanation of
the move that triggered the end names the rule: in Glanz und Gloria a player placed their **last house**; that
player takes the game-end tile, and the round is played out, so the seat before the start player (who holds the
courier) moves last."""),
code("""helper = GreedyBot(seed=100)
while not game.is_over:  # red's helper and the panel's bots for the others, as demo.play would; one redraw at the end
    who = game.to_move
    game.play((helper if who == demo.human else demo.bots[who]).choose(game))
demo.refresh()
display(HTML(demo.status.value))
print(game)
trigger = next(i for i in range(len(game.history)) if any(r == "taxis.end.trigger-gug" for r, _ in game.explain(i)))
print(f"move {trigger + 1}:", game.history[trigger])
for i in (trigger, -1):
    for rule, sentence in game.explain(i):
        print(f"  {sentence} [{rule}]")
for p, row in game.scores().items():
    print(f"{game.players[p]:6}", row)"""),
code("""# rule: taxis.end.trigger-gug, taxis.end.round, taxis.bonus.game-end, taxis.score.tie-break
s = game.state
who = game.engine.to_move(game.states[trigger])
triggers = [i for i in range(len(game.history)) if any(r.startswith("taxis.end.trigger") for r, _ in game.explain(i))]
assert game.is_over and triggers == [trigger] and s.trigger == who
assert len(game.states[trigger + 1].houses[who]) == HOUSES and len(game.states[trigger].houses[who]) < HOUSES
assert any(sid == "game-end" for sid, _ in s.tiles[who])
assert [r for r, _ in game.explain()][-1] == "taxis.end.round"
assert game.engine.to_move(game.states[-2]) == (s.start - 1) % len(game.players)  # the courier's seat moves last
for p, row in game.scores().items():
    assert row["bonus"] == sum(v for _, v in s.tiles[p]) and row["houses left"] == -s.houses_left(p)
    assert row["carriage"] == 0 and row["total"] == row["bonus"] + row["houses left"]  # no carriages in gug
totals = {p: row["total"] for p, row in game.scores().items()}
assert len(game.winners()) == 1 and totals[game.winners()[0]] == max(totals.values())
assert not game.legal_moves() and demo.group.options == ()
assert game.check("end").rule == "taxis.end.over\""""),
md("""### The score chart

Everyone's total after every move (the *score chart* tab shows the same picture). Everybody starts at −20, minus a
point for each of the twenty houses still in hand; every house placed and every bonus tile lifts the line."""),
code("""chart = score_chart_svg(game, COLOURS)
SVG(chart)"""),
code("""demo.update_chart()
assert demo.chart.value == chart
assert all(row["total"] == -HOUSES for row in game.engine.scores(game.states[0]).values())"""),
md("""### Replay

The stepper replays any moment of the game: the slider, *previous* / *next* or the move log choose a position, and
the explanation lists the rules behind that move. Here it opens at the game's first closed route. (A widget: it
comes alive when the notebook runs.)"""),
code("""# NBVAL_IGNORE_OUTPUT
first_close = next(i + 1 for i, m in enumerate(game.history) if str(m).startswith("close"))
stepper = Stepper(game)
stepper.position = first_close
stepper"""),
md("""What the stepper shows there: the explanation, and the map after that move, with the houses just placed."""),
code("""display(HTML(stepper.explanation.value), SVG(stepper.board.value))"""),
code("""# rule: taxis.turn.close-optional
assert stepper.log.value == first_close and f"Move {first_close} of {len(game.history)}" in stepper.explanation.value
assert "taxis.turn.close-optional" in stepper.explanation.value
closer = game.engine.to_move(game.states[first_close - 1])
assert game.states[first_close].houses[closer] == set(game.history[first_close - 1].cities)
stepper.next()
assert stepper.position == first_close + 1"""),
md("""### Save and load

*Save record* writes the game as JSON text: the players, the variant, the seed (it fixes every shuffle), the moves,
and a fingerprint of the final position. Paste it into another panel's box and press *load record* to continue or
replay it. A damaged record is refused with the reason: a move that is illegal where it stands names the rule it
breaks, and a record whose moves were changed no longer matches its fingerprint."""),
code("""demo.save_button.click()
record = json.loads(demo.record.value)
print({key: value for key, value in record.items() if key not in ("moves", "final")})
print(len(record["moves"]), "moves:", ", ".join(record["moves"][:6]), "…")

other = PlayPanel(players=2)
other.record.value = demo.record.value
other.load_button.click()
print(text(other.message.value))
refusals = []
for broken in (dict(record, moves=["route Atlantis", *record["moves"][1:]]), dict(record, moves=record["moves"][:-1]),
               dict(record, game="chess")):
    other.load(json.dumps(broken))
    refusals.append(text(other.message.value))
print(*refusals, sep="\\n")"""),
code("""assert other.game.history == game.history and other.game.scores() == game.scores()
assert other.game.players == game.players and other.game.is_over and other.game.config.variant == "gug"
assert all(r.startswith("Cannot load") for r in refusals)
assert "moves[0] 'route Atlantis' is illegal there [taxis.turn.draw]" in refusals[0]
assert "does not match" in refusals[1] and "'chess'" in refusals[2]
assert other.game.history == game.history  # a refused record leaves the loaded game as it was"""),
md("""### The three ways to play

The same panel plays all three variants. After a first draw: the cards of Glanz und Gloria name their horses, the
others do not; the Cartwright belongs to the games with carriages."""),
code("""# rule: taxis.variant.gug-base
for variant in ("base", "gug", "gug-base-rules"):
    panel = PlayPanel(players=2, seed=3, variant=variant)
    panel.play("draw deck")
    s = panel.game.state
    print(f"{variant:15} map {s.rules.map:5} hand {s.hands[0]}  officials {', '.join(s.rules.officials)}")"""),
code("""for variant in ("base", "gug", "gug-base-rules"):
    rules = taxis.new_game(players=2, variant=variant).state.rules
    assert ("Cartwright" in rules.officials) == rules.carriages == (not rules.horses)
    cards = taxis.new_game(players=2, seed=3, variant=variant).state.display
    assert all((":" in c) == rules.horses for c in cards)"""),
]
nb = notebook(cells)
if __name__ == "__main__":  # importing this module writes nothing
    write(nb, "notebooks/taxis-notebooks/03_play.ipynb")
