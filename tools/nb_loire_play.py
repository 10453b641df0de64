"""Builds notebooks/loire-notebooks/03_play.ipynb; then run tools/execute_notebooks.py on it."""

from nbkit import code, md, notebook, panel_demo, write

cells = [
md("""**Play La Loire against the bots.** Click your merchant or messenger, then a ringed place; then what it does
there (a good, a card, a building, a river space, or a button under the board); then *end the turn*."""),
code("""# NBVAL_IGNORE_OUTPUT
from loire.table import Table

table = Table(players=2, seed=1)
table"""),
md("""## How to play at the table

You are **red**; greedy bots play the other seats and say in one line why they chose each move. Each turn you move
your **merchant** and your **messenger** along the two roads between Nantes and Orléans, each followed by one action
where it stops: the merchant buys goods in the villages and, in the cities, sells them, builds farms, monasteries and
castles, buys palaces and pays for **river passage**; the messenger buys **messages** in the cities and delivers them
in the villages. Points come from the river spaces your boat has travelled, delivered messages, characters and
palaces. The game ends when a boat reaches the goal of the river or a player has delivered enough messages, and
everyone else has had one more turn. (Run the notebook, or open it as an app with the code hidden:
`voila notebooks/loire-notebooks/03_play.ipynb`.)

**At the table.** Click one of your pieces (the big disc is the merchant, the diamond the messenger; the number is
its horses) or its button under the board: the places it can reach are ringed in yellow. The horse buttons (*keep*,
*+1*, *-1* ...) change the horses it travels with, and so the ringed places; a click on a place reached only with
other horses takes them. Then click what the piece does there: a good to buy, your goods to sell, a river space for
your boat, *build*, a palace or character card, a message deck, a message card in your hand to deliver. A red cross
means "not allowed", with the rule's name; the dashed frames show the last moves. *Undo* takes back a step. Two or
more people can share the screen: choose *human* for their seats under *new game*."""),
md("""## The console panel

The same game with the move lists and the notation, for those who like it."""),
code("""# NBVAL_IGNORE_OUTPUT
import loire
import loire.widgets

app = loire.widgets.PlayPanel(players=2, seed=1, variant="standard")
app"""),
md("""The panel above starts a two-player standard game with seed 1. Blue starts, and blue's bot has already played
its turn, so it is your turn and both your pieces may move:"""),
code("""print(app.game)
print(app.game.state.summary(), "| on offer:", app.group.options)"""),
code("""assert app.game.players == ("red", "blue") and app.game.config.variant == "standard"
assert app.game.to_move == 0 and app.game.state.turn.moved == ()
assert app.group.options == ("move the merchant", "move the messenger")"""),
md("""## How to play

**A turn.** Move the merchant and the messenger, in either order. Each must move; right after its move it may take
**one action** where it stopped (you may skip it). Then **end** the turn.

**Moving.** A piece travels exactly **one place more than its horses** (0 horses: 1 place; 2 horses: 3 places).
Before moving you may **leave horses behind** (they stay there, free for anyone) or **take one free horse** standing
where the piece is; a team has at most 2 horses. Leaving a city the piece chooses a road; between the cities it keeps
its road and direction, and a city must be reached **exactly** (drop horses to land on it).

**Actions.**

| where | merchant | messenger |
|---|---|---|
| a village | buy its good (one a turn) at the market price of the village's shield colour, less 1 at a farm or monastery, 2 at a castle, 1 more at the circus | deliver a level-1 message to this village, or a step of a level-2/3 message of this shield colour |
| Nantes, Orléans | sell goods, build one building, buy a palace, pay for river passage (6 deniers: 1 space, 10: 2 spaces) | buy one message (level 1-3); deliver a monastery message |
| the circus village | buy at a discount **or** hire a character | hire a character or deliver |

Every purchase moves that colour's market tile to the dear end; when the circus tile lands on the middle space the
circus moves to a village of the cheapest colour (you choose which). **Money limits:** a merchant leaving a city keeps
at most 10 deniers (15 with the Banker); a player under 5 deniers whose merchant starts the turn in a city only takes
1 denier.

**The panel.** *New game*: choose the players (1 to 4; one player plays the solo game of 60 rounds), a seed (the same
seed deals the same board) and the variant (*standard*, or *casual*: no characters, palaces or circus). *Your move*:
pick an *action* (a group of moves), then a move in the *move* list; the board rings the place it names; press *play
move*. The bots answer at once. *Undo* takes back your last step (and the bots' replies, back to your turn); *bot
move* lets a bot make the next move for whoever is to play. *Try*: type any move and press *check it*: nothing is
played, you get the verdict and, for an illegal move, the rule that forbids it. The tabs: *replay* steps through
every move with the rules behind it, *score chart* draws everyone's score after each move, *save / load* gives the
game record as text and takes one back.

| action group | moves |
|---|---|
| move the merchant / the messenger | `merchant Saumur`, `merchant -1 Saumur` (leave a horse behind first), `messenger +1 Tours` (take a free horse) |
| buy a good | `buy cheese`, `buy wood 2` (Lumberjack), `buy beer` (your monastery) |
| sell, sail | `sell wine`, `sell wood 3`, `boat 1`, `boat 2` |
| build | `build farm Saumur`, `build castle Saumur`, `palace Bank Nantes` |
| hire | `hire Banker` |
| buy a message, deliver | `message 2` (the top card of the level-2 deck), `deliver Talcy`, `deliver green+white`, `deliver Nantes.love` |
| take back cubes | `recall green+white` |
| move the circus | `circus Tours` |
| take income, end the turn | `income`, `end` |

**Messages** are named by their target: a level-1 card by its village (`Talcy`), a level-2 or level-3 card by its
shield colours (`green+white`), a monastery message by its city and type (`Nantes.love`)."""),
md("""## A game driven from code

The cells below drive a second panel exactly as clicks would, so that this notebook also shows (and checks) a game
when it is only read. The setup widgets choose two players, seed 1 and the standard game; blue's bot moves first."""),
code(panel_demo("""from loire.bots import GreedyBot
from loire.widgets import COLOURS, SPEC, PlayPanel
from tutor.bots import play_out
from tutor.charts import score_chart_svg
from tutor.panels import grouped
from tutor.stepper import Stepper, scores_html""", players=2, seed=1, variant="standard",
                grouped="grouped(SPEC, demo.game.legal_moves())")),
code("""game = demo.game
assert game.players == ("red", "blue") and game.to_move == 0 and game.state.turn.moved == ()
assert {game.engine.to_move(s) for s in game.states[:-1]} == {1}  # only blue's bot moved so far
assert demo.group.options == tuple(grouped(SPEC, game.legal_moves()))"""),
md("""Choose the group *move the merchant*: the menu lists every legal way to move it, with the horses it leaves behind
(`-1`) or takes along (`+1`). With its two horses the merchant goes three places; take the north road to Langeais,
then press *play move*. The message explains the step with the rule behind it."""),
code("""# rule: loire.move.steps, loire.move.city-choice
demo.group.value = "move the merchant"
print("merchant moves:", [label for label, _ in demo.choice.options])
demo.choice.value = loire.parse("merchant Langeais")
demo.play_button.click()
display(HTML(demo.message.value))"""),
code("""state = game.state
assert str(game.history[-1]) == "merchant Langeais" and state.players[0].merchant.place == "Langeais"
assert "loire.move.steps" in demo.message.value and "buy a good" in demo.group.options"""),
md("""The merchant may now buy Langeais' good. Selling happens only in the cities: *try* `sell wood` first. The verdict
names the rule and explains it, and nothing is played."""),
code("""# rule: loire.sell.where
demo.attempt.value = "sell wood"
demo.try_button.click()
display(HTML(demo.message.value))"""),
code("""assert game.state is state and "loire.sell.where" in demo.message.value"""),
md("""Buy the wood. Its price is the market price of Langeais' shield colour; afterwards that colour's tile moves to
the dear end of the market."""),
code("""# rule: loire.buy.price, loire.market.shift
colour = state.shield("Langeais")
print(f"Langeais: {colour} shield, price {state.price(colour)}; market before: {state.market}")
demo.group.value = "buy a good"
demo.play_button.click()
print(text(demo.message.value))
print("market after:", game.state.market)"""),
code("""after = game.state
assert after.players[0].good("wood") == 1 and after.players[0].money == 7 - state.price(colour)
assert after.market[-1] == colour and "loire.market.shift" in demo.message.value"""),
md("""Now the messenger. Red's message goes to Talcy, three places from Orléans along the north road: the messenger's
two horses take it exactly there, and it can deliver at once. A level-1 message pays the market price of its
village's colour."""),
code("""# rule: loire.deliver.level1, loire.deliver.level1-money
print("red's message:", after.players[0].hand)
demo.play("messenger Talcy")
demo.group.value = "deliver"
print("to deliver:", [label for label, _ in demo.choice.options])
demo.play_button.click()
display(HTML(demo.message.value))"""),
code("""done = game.state
assert done.players[0].delivered == ("Talcy",) and not done.players[0].hand
assert done.players[0].money == after.players[0].money + after.price(after.shield("Talcy"))
assert "loire.deliver.level1-money" in demo.message.value and "end the turn" in demo.group.options"""),
md("""A second delivery is refused, and so is anything else for a piece that has already moved. *End the turn*: blue's
bot answers with its own turn, each step with a reason."""),
code("""# rule: loire.turn.both-pieces, loire.turn.end
demo.play("merchant Tours")
refused = text(demo.message.value)
print(refused)
demo.group.value = "end the turn"
demo.play_button.click()
display(HTML(demo.message.value))"""),
code("""assert refused.startswith("Refused") and "[loire.turn.both-pieces]" in refused
assert game.to_move == 0 and game.state.turns == 3 and str(game.history[-1]) == \"end\""""),
md("""*Undo* takes back the bots' turn and your last step, back to your turn before you ended it."""),
code("""demo.undo()
print(game, "|", game.state.summary())"""),
code("""assert game.state is done and demo.undo_button.disabled is False"""),
md("""## A game between the bots

A second panel with no human seat: the greedy bots play both colours to the end (straight through the game, which is
quicker than a click per move), then the panel shows the result. The move that triggered the end names the rule, and
every other player has one more turn."""),
code("""bots = PlayPanel(players=2, seed=2, human=None)
play_out(bots.game, [bots.bots[0], bots.bots[1]])
bots.refresh()
final = bots.game
display(HTML(bots.status.value))
print(final, "|", final.state.summary())
trigger = next(i for i in range(len(final.history)) if final.states[i + 1].trigger is not None)
who = final.engine.to_move(final.states[trigger])
print(f"move {trigger + 1}: {final.players[who]} plays {final.history[trigger]}")
for rule, sentence in final.explain(trigger):
    print(f"  {sentence} [{rule}]")
print(f"last move: {final.history[-1]}: {final.explain()[-1][1]}")
display(HTML(scores_html(final.scores(), final.players)))"""),
code("""# rule: loire.end.messages, loire.end.boat, loire.end.last-turns, loire.score.tie-break
s = final.state
assert who == s.trigger
needed = loire.rules.MESSAGES_TO_END[len(final.players)]
assert final.is_over and (len(s.players[who].delivered) >= needed or s.players[who].boat >= s.goal())
assert final.states[trigger].trigger is None and final.explain(trigger)[-1][0] == "loire.end.last-turns"
rest = zip(final.states[trigger + 1:-1], final.history[trigger + 1:], strict=True)
after = [(final.engine.to_move(x), str(m)) for x, m in rest]
movers = [p for p, _ in after]
assert movers == sorted(movers, key=lambda p: p != who)  # the trigger's turn ends, then the other player's turn
assert [m for p, m in after if p != who].count("end") == 1 and after[-1] == (1 - who, "end")
totals = {p: row["total"] for p, row in final.scores().items()}
assert set(final.winners()) == {p for p in totals if totals[p] == max(totals.values())}
assert not final.legal_moves() and bots.group.options == ()"""),
md("""Red's points by category (the same table as the replay's): the boat's river spaces, delivered messages by level,
undelivered messages, characters, the blue characters' bonuses and palaces."""),
code("""# rule: loire.score.boat, loire.score.delivered, loire.score.undelivered, loire.score.characters
# rule: loire.score.blue, loire.score.palaces
red = s.players[0]
print("boat space:", red.boat, "| delivered:", len(red.delivered), "| in hand:", red.hand)
print("characters:", sorted(red.characters), "| palaces:", sorted(" ".join(k) for k in red.palaces))
for category, points in final.scores()[0].items():
    print(f"  {category:12} {points:3}")"""),
code("""row = final.scores()[0]
assert row["boat"] == red.boat and row["undelivered"] == len(red.hand)
assert row["total"] == sum(v for k, v in row.items() if k != "total")"""),
md("""### The score chart

Everyone's total after every move (the *score chart* tab shows the same picture). Points come in jumps: a delivered
message, a hired character, a palace, a river space."""),
code("""chart = score_chart_svg(final, COLOURS)
SVG(chart)"""),
code("""bots.update_chart()
assert bots.chart.value == chart"""),
md("""### Replay

The stepper replays any moment of the game: the slider, *previous* / *next* or the move log choose a position, and
the explanation lists the rules behind that move. Here it opens where the circus first moved. (A widget: it comes
alive when the notebook runs.)"""),
code("""# NBVAL_IGNORE_OUTPUT
circus = next(i + 1 for i, m in enumerate(final.history) if str(m).startswith("circus"))
stepper = Stepper(final)
stepper.position = circus - 1
stepper"""),
md("""What the stepper shows there: a purchase pushed the circus tile onto the middle space of the market, and the
player chooses a village of the cheapest colour for it."""),
code("""# rule: loire.circus.move
display(HTML(stepper.explanation.value), SVG(stepper.board.value))
stepper.next()
display(HTML(stepper.explanation.value))"""),
code("""assert stepper.position == circus and f"Move {circus} of {len(final.history)}" in stepper.explanation.value
before = final.states[circus - 1]
assert before.turn.pending and final.history[circus - 1].village in before.turn.pending
assert all(before.shield(v) == before.market[0] for v in before.turn.pending)"""),
md("""### Save and load

*Save record* writes the game as JSON text: the players, the variant, the seed (it fixes every shuffle), the moves,
and a fingerprint of the final position. Paste it into another panel's box and press *load record* to continue or
replay it. A damaged record is refused with the reason: a move that is illegal where it stands names the rule it
breaks, and a record whose moves were changed no longer matches its fingerprint."""),
code("""bots.save_button.click()
record = json.loads(bots.record.value)
print({key: value for key, value in record.items() if key not in ("moves", "final")})
print(len(record["moves"]), "moves:", ", ".join(record["moves"][:6]), "…")

other = PlayPanel(players=2)
other.record.value = bots.record.value
other.load_button.click()
print(text(other.message.value))
refusals = []
for broken in (dict(record, moves=["merchant Paris", *record["moves"][1:]]), dict(record, moves=record["moves"][:-1]),
               dict(record, game="chess"), "not a record"):
    other.load(broken if isinstance(broken, str) else json.dumps(broken))
    refusals.append(text(other.message.value))
print(*refusals, sep="\\n")"""),
code("""assert other.game.history == final.history and other.game.scores() == final.scores() and other.game.is_over
assert all(r.startswith("Cannot load") for r in refusals)
assert "moves[0] 'merchant Paris' is illegal there [loire.notation.syntax]" in refusals[0]
assert "does not match" in refusals[1] and "'chess'" in refusals[2]
assert other.game.history == final.history  # a refused record leaves the loaded game as it was"""),
md("""### One player, and the casual game

With one player the solo rules apply: the game lasts at most 60 rounds (or until the boat reaches space 20 or 15
messages are delivered). The casual game has no character or palace cards and no circus, so hiring is refused."""),
code("""# rule: loire.variant.solo, loire.variant.solo-rounds, loire.variant.casual
solo = PlayPanel(players=1, seed=3, human=None)
play_out(solo.game, [solo.bots[0]])
solo.refresh()
print(solo.game, "| rounds:", solo.game.state.rounds, "| score:", solo.game.scores()[0]["total"])
casual = PlayPanel(players=2, seed=3, variant="casual")
print("casual: circus", casual.game.state.circus, "|", casual.game.check("hire Witch"))"""),
code("""assert solo.game.is_over and solo.game.state.rounds <= 60
assert casual.game.state.circus is None and casual.game.check("hire Witch").rule == "loire.variant.casual\""""),
]
nb = notebook(cells)
if __name__ == "__main__":  # importing this module writes nothing
    write(nb, "notebooks/loire-notebooks/03_play.ipynb")
