"""A guided first game of Glanz und Gloria ("Learn to play", issue 26): two players, the pupil red and first to
move, the opponent blue playing the greedy bot's moves. In five turns the pupil draws from the display and the
deck, starts a route and lays cards at both of its ends, calls the Postmaster, the Postal Carrier and the
Administrator, lays a horse card, and closes a route of five cities through a free city: five houses, the free
city's tile and a route-length tile, just before blue could close the same cities.

>>> from tutor.guide_script import walk
>>> game, seen = walk(SCRIPT)
>>> len(seen), sorted(game.state.houses[0]), [stack for stack, _ in game.state.tiles[0]]
(20, ['Frankfurt', 'Fulda', 'Leipzig', 'Weimar', 'Würzburg'], ['route-5', 'free-frankfurt'])
>>> game.to_move == SCRIPT.human, game.state.hands[0]
(True, ('Göttingen:2',))
"""

from __future__ import annotations

from tutor.guide_script import Script, Step
from tutor.i18n import N_

__all__ = ["SCRIPT"]

_INTRO = (
    N_("Glanz und Gloria takes Thurn und Taxis to northern Germany, Holland and Belgium. You run a postal service: "
       "you link cities into routes with city cards, and each route you finish lets you put houses (post offices) "
       "on its cities."),
    N_("Points come from bonus tiles: for long routes, for the first house in a free city and for a house in "
       "every city of a province or a pair of provinces. Every house still in your supply at the end costs a "
       "point, and the game ends soon after someone places their last house."),
    N_("A turn goes: take a city card, face up or from the deck; play a card at one end of your route, or face "
       "down before your carriage as horses; then, if you like, close the route. Three officials each help with one "
       "of these steps; you may call one of them a turn."),
    N_("Some of the tutor's map and numbers are reconstructions, not the rulebook's: each rule shown says where "
       "it comes from."),
)

_STEPS = (
    # turn 1: draw, start a route, end
    Step(N_("Take the face-up Fulda: roads lead from it to four cities, so a route started there can grow in many "
            "directions."),
         "draw Fulda:3", rules=("taxis.setup.display", "taxis.turn.draw")),
    Step(N_("Now play a card from your hand. You have no route yet, so Fulda starts one."),
         "route Fulda:3", rules=("taxis.turn.play", "taxis.route.start")),
    Step(N_("That is all for this turn: end it, and blue plays."),
         "end", rules=("taxis.turn.end",)),
    # turn 2: the deck, the Postmaster, the first road
    Step(N_("No face-up card fits: Fulda is already on your route, and none of the others has a road to Fulda. "
            "Draw blind from the deck instead."),
         "draw deck", rules=("taxis.route.road", "taxis.route.no-repeat"),
         after=N_("It is Frankfurt, which has a road to Fulda.")),
    Step(N_("Call the Postmaster to draw a second card, again from the deck: two cards give you a choice now and "
            "something for later."),
         "draw deck", rules=("taxis.official.one-per-turn", "taxis.official.postmaster"),
         after=N_("Weimar, which also has a road to Fulda.")),
    Step(N_("Lay Weimar after Fulda. Keep Frankfurt: it will fit the other end of the route."),
         "route Weimar:1"),
    Step(N_("End the turn with Frankfurt still in your hand; the tutor lets you keep up to three cards between "
            "turns."),
         "end", rules=("taxis.turn.hand-limit",)),
    # turn 3: either end, the Postal Carrier
    Step(N_("Blue had to throw its route away, since nothing in its hand fitted. Take the face-up Leipzig: it has "
            "a road to Weimar, the end of your route."),
         "draw Leipzig:3", rules=("taxis.route.scrap",)),
    Step(N_("Lay Frankfurt at the start of your route, before Fulda: a card may go at either end, never in "
            "between."),
         "route Frankfurt:1 start", rules=("taxis.route.ends",)),
    Step(N_("Call the Postal Carrier to play a second card this turn: Leipzig after Weimar. Two cities in one turn "
            "make your route four long."),
         "route Leipzig:3", rules=("taxis.official.postal-carrier",)),
    Step(N_("A route of three or more cards may be closed for houses, but only with at least as many horses as "
            "cards, and your carriage card brings just two. End the turn."),
         "end", rules=("taxis.close.length", "taxis.turn.close-optional", "taxis.horses.close",
                       "taxis.setup.gug-carriage")),
    # turn 4: the Administrator, a fifth city
    Step(N_("No face-up card fits Frankfurt or Leipzig and your hand is empty. Before drawing, call the "
            "Administrator to put six new cards face up."),
         "administrator", rules=("taxis.official.administrator",)),
    Step(N_("Take Würzburg from the new cards: it has a road to Frankfurt."),
         "draw Würzburg:1"),
    Step(N_("Lay Würzburg before Frankfurt. A closed route of five cities also earns a bonus tile for its length."),
         "route Würzburg:1 start", rules=("taxis.bonus.route-length",)),
    Step(N_("End the turn. To close five cities you need five horses: three more than your carriage card gives."),
         "end"),
    # turn 5: horses, closing, houses and tiles
    Step(N_("Blue is building through the same cities, so close this turn. Take Stettin: it fits nowhere on your "
            "route, but its three horseshoes mean three horses on its back."),
         "draw Stettin:3", rules=("taxis.setup.cards",)),
    Step(N_("Use the Postmaster again for Göttingen. It does nothing for this route, but it can start your next "
            "one, towards Cassel."),
         "draw Göttingen:2"),
    Step(N_("Lay Stettin face down before your carriage as a horse card: two horses and three make five, one for "
            "each city of your route."),
         "horse Stettin:3", rules=("taxis.horses.play",)),
    Step(N_("Close the route with one house in each province it crosses, plus one free city: that puts a house on "
            "all five cities. Frankfurt's tile goes to its first house, and the route of five takes the top tile of "
            "its stack."),
         "close Frankfurt Fulda Leipzig Weimar Würzburg",
         rules=("taxis.close.one-province", "taxis.close.spread", "taxis.close.route-cities",
                "taxis.close.free-city", "taxis.bonus.free-city", "taxis.bonus.top-tile"),
         after=N_("Five houses placed and two tiles taken, before blue could reach them.")),
    Step(N_("End the turn; your route and horse card are on the discard pile. Next, aim for Cassel or Dresden: "
            "each would complete a pair of provinces and win its tile."),
         "end", rules=("taxis.close.discard", "taxis.bonus.province")),
)

# blue's moves, as the greedy bot (taxis.bots.GreedyBot, seeded like the table's) chose them, up to red's sixth turn
_OPPONENTS = (
    "draw deck", "draw deck", "route Halle:1", "end",
    "draw deck", "draw deck", "scrap route", "route Frankfurt:2", "end",
    "draw Fulda:2", "horse Stettin:1", "route Fulda:2", "end",
    "draw Weimar:2", "route Weimar:2", "route Würzburg:3 start", "end",
    "administrator", "draw Düsseldorf:3", "horse Düsseldorf:3", "close Frankfurt Fulda Weimar Würzburg", "end",
)

SCRIPT = Script(
    package="taxis",
    variant="gug",
    players=2,
    seed=370,
    human=0,
    intro=_INTRO,
    steps=_STEPS,
    opponents=_OPPONENTS,
    tip=N_("Call an official every turn, since they cost nothing, and choose routes that cross many provinces, so "
           "one closing spreads houses widely. Aim for the last cities of province groups: the first player to "
           "complete a group takes its best tile."),
    ending=N_("The game ends once a player places their last house: the round is then played out, so the courier's "
              "holder moves last and everyone has had the same number of turns. Each player adds up their bonus "
              "tiles and loses a point for every house not placed; the most points wins."),
    end_rules=("taxis.setup.houses", "taxis.end.trigger-gug", "taxis.end.round", "taxis.bonus.game-end",
               "taxis.score.bonus", "taxis.score.houses-left"),
)
