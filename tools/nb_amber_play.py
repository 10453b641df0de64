"""Builds notebooks/amber-notebooks/03_play.ipynb; then run tools/execute_notebooks.py on it."""

from nbkit import code, md, notebook, panel_demo, write

cells = [
md("""**Play Amber against the bots.** Click a tile in your hand, then a yellow field on the board; click the field again to turn the tile; press *play it*."""),
code("""# NBVAL_IGNORE_OUTPUT
from amber.table import Table

table = Table(players=3, seed=1)
table"""),
md("""## How to play at the table

You are **red**; greedy bots play the other castles. Build roads from your castle to the villages and to the other
castles. Be the only baron to reach a village or castle that still has its coin and the coin is yours; at the end
every coin is a point, every village you are connected to a point, and every other castle two. The only baron
connected to everything wins at once. (Run the notebook, or open it as an app with the code hidden:
`voila notebooks/amber-notebooks/03_play.ipynb`.)

Click a tile in your hand (right), then one of the yellow fields on the board: the tile
appears there. Click the field again (or *rotate*) to turn it, and press *play it*. A shovel: click it, then the
tile to dig away. A red cross on the board means "not allowed here", with the rule's name. The dashed squares show
the last moves. Two or more people can share the screen: choose *human* for their seats under *new game*."""),
md("""## The console panel

The same game with the move lists and the notation, for those who like it."""),
code("""# NBVAL_IGNORE_OUTPUT
from amber.widgets import PlayPanel

app = PlayPanel(players=3, seed=1)
app"""),
md("""## How to play

* **New game**: choose the number of players (2 to 6), a seed (the same seed deals the same tiles) and the variant
  (*advanced* adds a special shovel for everyone and face-up tiles to draw from), then press *new game*.
* **Your move**: pick an *action* (a group of moves), then a move in the *move* list. The board shows where that kind
  of tile can go (yellow) and rings the chosen field; press *play move*. The bots answer at once. *Undo* takes back
  your last move and the bots' replies; *bot move* lets a bot make the next move.
* **Try anything**: type a move in *try* and press *check it*. Nothing is played; you get the verdict, and for an
  illegal move the rule that forbids it, with its explanation.
* **Tabs**: *replay* steps through the game with the rules behind every move, *score chart* draws everyone's score
  after each move, *save / load* gives the game record as text and takes one back.

The action groups:

| group | what it does |
|---|---|
| lay a straight, lay a curve, … | put that tile from your hand on a field your roads reach (`>`: one-way) |
| rebuild a straight | lay a road against a straight tile's blank side, swap that straight for a bridge or roundabout |
| dig with a shovel | a shovel from your hand removes a road or swamp tile your roads reach |
| dig with the special shovel | the advanced game's once-per-game shovel |
| draw | advanced game, after your tile: take the top of the pile or a face-up tile |
| cannot play | no tile of yours fits anywhere: give up a coin and swap a tile (or pass when the pile is empty) |

The move notation (what the lists show and *try* accepts): a field is a column A–K and a row 1–11; a tile is turned
`r0`–`r3` quarter turns clockwise.

| move | example |
|---|---|
| lay a tile | `curve C7 r1`, `straight> D4 r2`, `swamp D5` |
| rebuild | `tee C7 r1 + bridge C8` |
| dig | `shovel D5`, `special-shovel D5` |
| cannot play | `stuck curve` (the tile you give up), `pass` |
| draw (advanced) | `draw deck`, `draw market tee` |"""),
md("""## A game driven from code

The cells below drive a second panel exactly as clicks would, so that this notebook also shows (and checks) a whole
game when it is only read. The setup widgets choose three players and seed 17; green starts, and its bot has already
moved when the panel hands the turn to you."""),
code(panel_demo("""import amber
from amber import connect
from amber.bots import GreedyBot
from amber.state import COLOURS
from amber.widgets import grouped
from tutor.charts import score_chart_svg
from tutor.stepper import Stepper""", players=3, seed=17, variant="basic", grouped="grouped(demo.game.legal_moves())")),
code("""assert demo.game.players == ("red", "blue", "green") and demo.game.to_move == 0
assert len(demo.game.history) == 1 and demo.game.engine.to_move(demo.game.states[0]) == 2  # green moved first
assert demo.group.options == tuple(grouped(demo.game.legal_moves()))"""),
md("""Choose the group *lay a cross* and the first cross on offer, then press *play move*. The message explains your
move rule by rule, then lists the bots' replies with their reasons."""),
code("""demo.group.value = "lay a cross"
print("crosses on offer:", [label for label, _ in demo.choice.options])
chosen = demo.choice.options[0][1]
demo.choice.value = chosen
demo.play_button.click()
display(HTML(demo.message.value))"""),
code("""assert demo.game.history[1] == chosen and demo.game.to_move == 0
assert "amber.place.tile" in demo.message.value"""),
md("""An illegal move is refused with the rule that forbids it, and nothing changes. *Check it* explains the rule."""),
code("""# rule: amber.place.reachable
before = demo.game.state
demo.play("curve A1 r0")
print(text(demo.message.value))
demo.attempt.value = "curve A1 r0"
demo.try_button.click()
display(HTML(demo.message.value))"""),
code("""assert demo.game.state is before
assert "amber.place.reachable" in demo.message.value"""),
md("""*Undo* takes back your move and the bots' replies, back to your turn."""),
code("""demo.play(demo.game.legal_moves()[0])
print(demo.game)
demo.undo()
print(demo.game)"""),
code("""assert demo.game.state is before"""),
md("""To finish the demonstration, a greedy bot of our own plays red's turns to the end of the game. The last move's
explanation names the rule that ended the game: one baron connected to everything (sudden death), the pile empty
with small hands, or a round of passes."""),
code("""helper = GreedyBot(seed=100)
game = demo.game
while not game.is_over:  # the helper for you, the panel's bots for the others, as demo.play would; one redraw
    who = game.to_move
    game.play((helper if who == demo.human else demo.bots[who]).choose(game))
demo.refresh()
display(HTML(demo.status.value))
print(demo.game)
for rule, sentence in demo.game.explain():
    print(f"  {sentence} [{rule}]")
for p, row in demo.game.scores().items():
    print(f"{demo.game.players[p]:6}", row)"""),
code("""# rule: amber.end.deck-out, amber.end.sudden-death, amber.score.ties
game = demo.game
ending = [rule for rule, _ in game.explain() if rule.startswith("amber.end.")]
totals = {p: row["total"] for p, row in game.scores().items()}
assert game.is_over and len(ending) == 1
if ending == ["amber.end.sudden-death"]:
    assert game.winners() == (game.state.winner,)
else:
    assert set(game.winners()) == {p for p, t in totals.items() if t == max(totals.values())}
assert not demo.game.legal_moves() and demo.group.options == ()"""),
md("""### The score chart

Everyone's total after every move (the *score chart* tab shows the same picture)."""),
code("""chart = score_chart_svg(demo.game, COLOURS)
SVG(chart)"""),
code("""demo.update_chart()
assert demo.chart.value == chart"""),
md("""### Replay

The stepper replays any moment of the game: the slider, *previous* / *next* or the move log choose a position, and
the explanation lists the rules behind that move. Here it opens at the first coin of the game. (A widget: it comes
alive when the notebook runs.)"""),
code("""# NBVAL_IGNORE_OUTPUT
coin_moves = [i + 1 for i in range(len(game.history)) if any(r.startswith("amber.coins") for r, _ in game.explain(i))]
first_coin = coin_moves[0]
stepper = Stepper(game)
stepper.position = first_coin
stepper"""),
md("""What the stepper shows there: the explanation, and the board after that move."""),
code("""display(HTML(stepper.explanation.value), SVG(stepper.board.value))"""),
code("""assert stepper.log.value == first_coin and f"Move {first_coin} of" in stepper.explanation.value
assert "amber.coins" in stepper.explanation.value
stepper.next()
assert stepper.position == first_coin + 1"""),
md("""### Save and load

*Save record* writes the game as JSON text (players, variant, seed and moves: the seed fixes every draw); paste it
into another panel's box and press *load record* to continue or replay it. A damaged record is refused with the
reason."""),
code("""demo.save_button.click()
record = json.loads(demo.record.value)
print({key: value for key, value in record.items() if key != "moves"})
print(len(record["moves"]), "moves:", ", ".join(record["moves"][:6]), "…")

other = PlayPanel(players=2)
other.record.value = demo.record.value
other.load_button.click()
print(text(other.message.value))
other.load(demo.record.value.replace('"amber"', '"chess"'))
print(text(other.message.value))"""),
code("""assert other.game.history == demo.game.history and other.game.scores() == demo.game.scores()
assert other.game.players == demo.game.players and other.game.is_over
assert "Cannot load" in other.message.value"""),
md("""### The advanced game

In the advanced game every turn has two steps: play a tile, then draw from the pile or from the face-up tiles, which
the panel offers as the group *draw*."""),
code("""adv = PlayPanel(players=2, seed=2, variant="advanced")
print("to play:", adv.group.options, "face up:", adv.game.state.market)
adv.play(adv.choice.value)
print("to draw:", adv.group.options, [label for label, _ in adv.choice.options])"""),
code("""assert adv.group.options == ("draw",)
offered = [label for label, _ in adv.choice.options]
assert offered == ["draw deck"] + [f"draw market {kind}" for kind in adv.game.state.market]"""),
]
nb = notebook(cells)
if __name__ == "__main__":  # importing this module writes nothing
    write(nb, "notebooks/amber-notebooks/03_play.ipynb")
