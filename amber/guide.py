"""Amber's guided first game ("Learn to play"): the script :mod:`tutor.guide` plays on the real game table.

Two barons, game number 1; the pupil is blue (the castle on I6), red starts. Seven turns of the pupil's meet the
rules in the order a first game meets them: the first tiles beside the castle, matching sides and turning a tile,
a village's coin through a one-way road, a bridge rebuild (with a roundabout laid beside it), a second village, the
shovel, and a tile on the dug-out field; then how the game ends and a strategy tip.

>>> from tutor.guide_script import walk
>>> game, seen = walk(SCRIPT)
>>> len(seen), game.scores()[1]["total"], game.to_move
(7, 4, 1)
"""

from __future__ import annotations

from tutor.guide_script import Script, Step
from tutor.i18n import N_

SCRIPT = Script(
    package="amber", players=2, seed=1, human=1,
    intro=(
        N_("Amber is a game of roads. Every baron has a castle on a grid of 11 × 11 fields and builds roads from it, "
           "one tile a turn, towards the villages and the other castles."),
        N_("The goal is the most points at the end: a point for each coin you take, a point for each village your "
           "roads reach, and two for each other castle you can travel to."),
        N_("A turn: lay one tile from your hand of six on a field your roads lead to, then draw back up to six. You "
           "are blue, with the castle on I6; red starts."),
    ),
    steps=(
        Step(N_("Your first tile goes beside your castle, whose roads leave through all four sides. Click the cross "
                "in your hand, then the field I7 below your castle, and play it."),
             "cross I7 r0", rules=("amber.place.tile", "amber.place.reachable", "amber.castle.owner-exits"),
             after=N_("Your roads now lead to three more fields, and you drew a new tile.")),
        Step(N_("A road must meet a road and a blank side a blank side. Lay the tee on I8, turned so that its road "
                "runs on to the west, towards the village on H8."),
             "tee I8 r2", rules=("amber.place.edges-match", "amber.place.rotation", "amber.turn.draw")),
        Step(N_("A village is a field too: you lay a tile on it. Put the one-way road on H8 with its arrow pointing "
                "west, away from your tee: you can travel in, so the village's coin is yours."),
             "straight> H8 r1", rules=("amber.village.road-tile", "amber.coins.village", "amber.roads.one-way"),
             after=N_("One coin and one village. With the arrow the other way round you could not enter, and the "
                      "coin would have stayed there.")),
        Step(N_("A roundabout on H7 would run a road into the blank side of the straight road on H8. That is "
                "allowed with a rebuild: the straight road goes out and your bridge takes its place."),
             "roundabout H7 r0 + bridge H8",
             rules=("amber.bridge.trigger", "amber.bridge.replace", "amber.bridge.crossing"),
             after=N_("You played two tiles, so you drew two.")),
        Step(N_("The next village is on G7, beside the roundabout. Lay the straight road there: roads belong to "
                "nobody, and the village's road runs on through it."),
             "straight G7 r1", rules=("amber.village.pass-through", "amber.roads.neutral")),
        Step(N_("The tee on I8 turns a blank side to the south and blocks the way on. A shovel digs up a tile your "
                "roads reach: dig the tee out, and the field is empty again."),
             "shovel I8", rules=("amber.shovel.target", "amber.shovel.reachable")),
        Step(N_("Now lay the cross on the empty field I8: its roads open the way to the south and the east."),
             "cross I8 r0", rules=("amber.place.empty",)),
    ),
    opponents=("tee C7 r2", "tee C8 r2", "tee C9 r2", "straight B7 r1", "straight> B8 r1", "straight C10 r0",
               "cross C5 r0", "straight B6 r1"),
    ending=N_("The game ends at once when one baron alone can travel to every village and every other castle. "
              "Otherwise it ends when the draw pile is empty and everyone holds three tiles or fewer; then coins, "
              "villages and castles are counted."),
    end_rules=("amber.end.sudden-death", "amber.end.deck-out", "amber.score.coins", "amber.score.villages",
               "amber.score.castles"),
    tip=N_("Go first for the villages nobody else can reach yet: a coin that two barons reach at the same moment is "
           "lost to both. Point your one-way roads away from your castle: you travel out, the others cannot come "
           "in."),
)
