"""La Loire's guided first game ("Learn to play", issue 26): two players, the pupil red, who opens (seed 18).

Five turns, played by hand to meet each part of the game when it first matters: the merchant's trip along the north
road from Nantes to Orléans (moving with horses, buying wood, cheese and wine), the messenger delivering its first
message, selling, a farm, river passage and a new message in the cities, then a purchase at the pupil's own farm,
which sails the boat. The opponent's moves are the greedy bot's (:class:`loire.bots.GreedyBot`, seed 1) replies.
Prices and several goods of the board are the tutor's reconstructions (``reference/loire.md`` section 13): the texts
say so where they quote them, and the steps list the rules that carry the mark.

>>> from tutor.guide_script import walk
>>> game, seen = walk(SCRIPT)
>>> len(seen), game.state.players[0].boat, game.state.players[0].delivered
(26, 2, ('Montsoreau', 'Champtoceaux'))
"""

from __future__ import annotations

from tutor.guide_script import Script, Step
from tutor.i18n import N_

__all__ = ["SCRIPT"]

_INTRO = (
    N_("La Loire is set in the Loire valley in the century after 1477, when the French royal post grew into a "
       "network of trade and letters. You run two pieces: a merchant who buys goods in the villages and sells them "
       "in the two cities, Nantes and Orléans, and a messenger who carries messages from village to village."),
    N_("The goal is points: your boat's progress on the river, the messages you deliver, the characters you hire "
       "and the palaces you buy. The game ends once a boat reaches the end of the river or a player has delivered "
       "enough messages."),
    N_("On your turn you move both pieces, in either order, and each may take one action where it stops: the "
       "merchant buys a good in a village, or sells, builds and pays for the river in a city; the messenger "
       "delivers messages in villages and buys new ones in a city. Then you end your turn."),
    N_("The rulebook's pictures are lost, so the board's goods and the market prices are the tutor's "
       "reconstruction; rules marked as a reading or a reconstruction are the tutor's best choice where the text "
       "is silent."),
)

_STEPS = (
    # turn 1: the merchant to Langeais (wood), the messenger toward Montsoreau
    Step(N_("Your merchant starts in Nantes with two horses, so it travels exactly three places. Take the north road "
            "to Langeais, which sells wood: you will need wood to build a farm."),
         "merchant Langeais",
         rules=("loire.move.steps", "loire.move.team", "loire.move.city-choice", "loire.setup.board")),
    Step(N_("After each move a piece may act where it stopped: here the merchant can buy the village's good. Wood "
            "costs 2 deniers (the tutor's price), the market price of blue, the colour of Langeais's shield."),
         "buy wood",
         rules=("loire.turn.action-after-move", "loire.buy.where", "loire.buy.price", "loire.setup.market",
                "loire.market.shift"),
         after=N_("The blue market tile has jumped to the right end, the dearest space, and the tiles that stood to "
                  "its right each slid one space left, toward the cheap end.")),
    Step(N_("Now the messenger, also with two horses. Your message goes to Montsoreau on the south road: start "
            "three places toward it, to Amboise."),
         "messenger Amboise",
         rules=("loire.turn.both-pieces", "loire.turn.must-move", "loire.setup.money")),
    Step(N_("Both pieces have moved, so end your turn and watch the opponent play."),
         "end",
         rules=("loire.turn.end",)),
    # turn 2: cheese at Blois; the messenger leaves a horse
    Step(N_("Keep going toward Orléans, three places on to Blois. A loose horse waits in Langeais, but a team may "
            "have at most two, so yours cannot take it."),
         "merchant Blois",
         rules=("loire.move.keep-road", "loire.move.max-horses", "loire.setup.neutral-horses")),
    Step(N_("Buy cheese: it costs 1 denier here (the tutor's price) and sells for 5 in a city. You may carry only "
            "one cheese at a time, but any amount of wood."),
         "buy cheese",
         rules=("loire.buy.carry-limit", "loire.buy.one-per-turn")),
    Step(N_("Leave one horse in Amboise: with one horse the messenger goes two places, to Ussé, and two more next "
            "turn reach Montsoreau exactly, where a loose horse waits to be taken."),
         "messenger -1 Ussé",
         rules=("loire.move.drop-horses", "loire.hire.where"),
         after=N_("The circus stands in Ussé, where a piece may hire a character; this time you keep your deniers.")),
    Step(N_("End your turn."),
         "end"),
    # turn 3: wine at Beaugency; the first delivery
    Step(N_("Orléans is four places ahead, and a piece must land on a city exactly. Leave a horse in Blois and go "
            "two places to Beaugency: next turn your last horse takes you right into Orléans."),
         "merchant -1 Beaugency",
         rules=("loire.move.exact-steps",)),
    Step(N_("Buy wine: only 1 denier here, and it sells for 6 (both the tutor's prices), your best bargain yet."),
         "buy wine"),
    Step(N_("Take the messenger two places to Montsoreau, the village named on your message: in a village the "
            "messenger may deliver."),
         "messenger Montsoreau",
         rules=("loire.action.village",)),
    Step(N_("Deliver the message: it scores at the end, and a level-1 message also pays at once the market price of "
            "Montsoreau's colour, 3 deniers by the tutor's prices."),
         "deliver Montsoreau",
         rules=("loire.deliver.level1", "loire.deliver.level1-money", "loire.deliver.score")),
    Step(N_("End your turn."),
         "end"),
    # turn 4: Orléans (sell, farm, river) and Nantes (a new message)
    Step(N_("Two places into Orléans. In a city the merchant may sell, build and pay for the river, all in the same "
            "stop."),
         "merchant Orléans",
         rules=("loire.turn.city-merchant", "loire.action.city")),
    Step(N_("Sell the cheese: a good brings the price printed on its card, 5 deniers for cheese."),
         "sell cheese",
         rules=("loire.sell.where", "loire.sell.price")),
    Step(N_("Sell the wine as well, 6 deniers by the tutor's price. Keep the wood: the farm needs it."),
         "sell wine",
         rules=("loire.sell.optional",)),
    Step(N_("Build a farm in Beaugency for 4 deniers and your wood. From now on every merchant buys wine there 1 "
            "denier cheaper, and each purchase there sails your boat one space."),
         "build farm Beaugency",
         rules=("loire.build.farm", "loire.build.one-per-turn", "loire.build.road-balance", "loire.buy.farm")),
    Step(N_("Pay 6 deniers to sail your boat one space down the river: every space is a point at the end. The 7 "
            "you keep are enough not to lose your next turn (under 5 in a city) and within the 10 you may take out."),
         "boat 1",
         rules=("loire.boat.passage", "loire.boat.once", "loire.money.minimum", "loire.money.maximum")),
    Step(N_("Before moving, the messenger takes on the loose horse in Montsoreau: with two horses it reaches Nantes "
            "in exactly three places."),
         "messenger +1 Nantes",
         rules=("loire.move.add-horse",)),
    Step(N_("In a city the messenger may buy a message: a level-1 message costs 1 denier and names the village to "
            "take it to."),
         "message 1",
         rules=("loire.message.buy-where", "loire.message.buy-price", "loire.message.draw",
                "loire.message.hand-limit"),
         after=N_("You drew Champtoceaux, the first village on the south road out of Nantes.")),
    Step(N_("End your turn."),
         "end"),
    # turn 5: a purchase at the pupil's own farm; the second delivery
    Step(N_("Leaving Orléans, the merchant could take on a loose horse here, but its one horse takes it just the "
            "two places back to your farm in Beaugency."),
         "merchant Beaugency"),
    Step(N_("Buy wine at your farm for 2 deniers instead of 3 (the tutor's price). Any purchase at your farm, even "
            "your own, sails your boat one more space."),
         "buy wine",
         rules=("loire.buy.owner-boat",)),
    Step(N_("Champtoceaux is only one place away, so leave both horses in Nantes to stop there; otherwise the message "
            "would wait for a whole round trip."),
         "messenger -2 Champtoceaux",
         after=N_("The two horses stay in Nantes, free for whoever comes by.")),
    Step(N_("Deliver it: one more message scored, and 1 denier, the tutor's price of its colour."),
         "deliver Champtoceaux"),
    Step(N_("End your turn: from here on the game is yours."),
         "end"),
)

_OPPONENTS = (
    # turn 1
    "merchant Montsoreau", "buy wine", "messenger -2 Chambord", "deliver Chambord", "end",
    # turn 2
    "merchant -1 Ussé", "hire Philosopher", "messenger Cheverny", "end",
    # turn 3
    "merchant +1 Cheverny", "buy wood", "messenger Amboise", "end",
    # turn 4
    "messenger +1 Ussé", "hire Apprentice", "merchant -1 Orléans", "sell wine", "end",
    # turn 5
    "merchant +1 Amboise", "buy wine", "messenger Montsoreau", "end",
)

SCRIPT = Script(
    package="loire",
    players=2,
    seed=18,
    human=0,
    intro=_INTRO,
    steps=_STEPS,
    opponents=_OPPONENTS,
    tip=N_("Plan each trip as a whole: buy cheap goods on the way to a city and send the messenger to messages along "
           "its road, so no move is wasted. Before the merchant leaves a city, turn spare deniers into river spaces "
           "or buildings, since it may not carry more than 10 out."),
    ending=N_("The game ends when a boat reaches space 20 of the river or a player has delivered 12 messages; the "
              "other player then takes one last turn. Each river space scores a point, and delivered messages, hired "
              "characters (blue ones also for messages of their type) and palaces score their printed points, here "
              "the tutor's values; each undelivered message counts 1 by our reading, and a tie goes to whoever has "
              "more castles."),
    end_rules=("loire.end.boat", "loire.boat.target", "loire.end.messages", "loire.end.last-turns",
               "loire.score.boat", "loire.score.delivered", "loire.score.undelivered", "loire.score.characters",
               "loire.score.blue", "loire.score.palaces", "loire.score.tie-break"),
)
