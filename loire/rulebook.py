"""Every rule of La Loire, in rulebook order, explained in our own words.

Sections name the headings of the Hungarian rulebook (``rulebooks/loire.hu.txt``),
in its order. ``provenance="rulebook"`` only where that text states the rule;
``"reading"`` marks our resolution where it is silent or unclear (``reference/loire.md``
section 12, with the values of section 13), and then ``alternatives`` names the
other readings; ``"reconstructed"`` marks rules resting on reconstructed numbers.
Hungarian terms are the rulebook's own; where it has none, ``term_hu`` is None.

>>> len(RULES) > 100, RULES["loire.move.exact-steps"].provenance
(True, 'reading')
>>> "stop at the city" in RULES["loire.move.exact-steps"].alternatives
True
>>> RULES["loire.character.banker"].term_hu
'bankár'
>>> RULES["loire.palace.bank"].section == PALACES
True
"""

from __future__ import annotations

from tutor.rules import Rule, RuleBook

# Headings of the Hungarian rulebook, in its order.
SETUP = "Előkészületek (setup)"
TURN = "Kör (a turn)"
MOVE = "Mozgás (movement)"
ACTIONS = "Akciók (actions)"
BUY = "Akció: 1 áru vásárlása (buying a good)"
SELL = "Akció: árueladás (selling goods)"
BOAT = "Akció: hajózás a Loire folyón (sailing on the Loire)"
MARKET = "Piaci változás (the market shifts)"
CIRCUS = "A cirkusz mozgása (the circus moves)"
BUILD = "Akció: épületvásárlás (buying a building)"
HIRE = "Akció: személybérlés (hiring a character)"
MESSAGE = "Akció: üzenetvásárlás (buying a message)"
DELIVER = "Akció: üzenetkézbesítés (delivering a message)"
MONEY = "Nantes és Orléans dénárkorlátozása (money limits in the cities)"
END = "A játék vége (end of the game)"
WINNER = "Győztes (the winner)"
CASUAL = "Alkalmi játék (casual game)"
SOLO = "Szóló játék (solo game)"
CHARACTERS = "Karakterkártyák (character cards)"
PALACES = "Palota épületkártyák (palace cards)"

SECTIONS = (
    SETUP, TURN, MOVE, ACTIONS, BUY, SELL, BOAT, MARKET, CIRCUS, BUILD, HIRE, MESSAGE, DELIVER, MONEY, END,
    WINNER, CASUAL, SOLO, CHARACTERS, PALACES,
)
"""Every section a rule may name: the Hungarian rulebook's headings in its order."""


def _r(id: str, title: str, text: str, section: str, hu: str | None = None, prov: str = "rulebook",
       alt: str = "") -> Rule:
    return Rule(f"loire.{id}", title, text, section, hu, prov, alt)


_SETUP_RULES = [
    _r("setup.players", "One to four players",
       "La Loire is for 1, 2, 3 or 4 players; each takes every piece of one colour. One player uses the solo "
       "rules.", SETUP, "játékos"),
    _r("setup.board", "Twenty places on two roads",
       "Nantes, Orléans and 18 villages make the 20 places where pieces can stop; two roads join the cities, one "
       "on each bank of the river. The board's picture is lost: the tutor's 9 villages on each road, their order "
       "and four of their names are reconstructed from the horse-setup lists.", SETUP, "játéktábla",
       "reconstructed"),
    _r("setup.shields", "Random shields, no neighbours alike",
       "A shield is dealt at random onto every village. Whenever two neighbouring villages show the same colour, "
       "one of them is swapped for another shield until no neighbours match. Our reading: neighbours are villages "
       "next to each other on the same road. How many shields each colour has is reconstructed.", SETUP,
       "pajzslapka", "reading",
       "Neighbours could also take in the first villages of the two roads, which meet at each city, or villages "
       "facing each other across the river; the rulebook does not say."),
    _r("setup.market", "Market tiles at random",
       "The market tiles are laid at random, one per market space, shield side up. Only the price 4 at the right "
       "end is in the rulebook; the tutor's seven colours on seven spaces, priced 1, 1, 2, 2, 3, 3, 4 from left "
       "to right, are reconstructed.", SETUP, "piaclapka", "reconstructed"),
    _r("setup.circus", "The circus starts at Ussé",
       "The circus token goes on the village of Ussé, and the market tile of Ussé's shield colour is flipped to "
       "its circus side.", SETUP, "cirkuszjelző"),
    _r("setup.neutral-horses", "Neutral horses by player count",
       "One loose horse goes on each of Montsoreau, Ussé, Amboise, Langeais, Vendôme and Talcy with 1-2 players, or "
       "on Saumur, Chinon, Villandry, Cheverny, Angers, Tours, Blois and Beaugency with 3-4. Our reading: the two "
       "lists are alternatives, never both.", SETUP, "lójelző", "reading",
       "The lists could add up: with 3-4 players both lists would be used, 14 loose horses in all."),
    _r("setup.messages", "Four message decks",
       "Message cards are sorted by level (the back shows the price, 1 to 4 deniers), and each of the four decks "
       "is shuffled and stacked face down.", SETUP, "üzenetkártya"),
    _r("setup.supply", "Money, goods and reference cards",
       "Denier cards are sorted by value and goods cards by kind, forming the bank. The farm, monastery, castle, "
       "circus, Nantes and Orléans cards are single reference cards that nobody owns.", SETUP, "talon"),
    _r("setup.palaces", "Palace cards in two rows",
       "Each city has 4 different palaces, 2 copies of each, 16 cards in all; the Nantes palaces and the Orléans "
       "palaces are laid out in separate rows.", SETUP, "palota"),
    _r("setup.characters", "Character cards by player count",
       "Banker, Apprentice, Helper and Mayor come in one copy per player. The 5 blue characters always appear "
       "once. Every other character has 2 copies with 3-4 players, but only 1 with 1-2. Our reading: the "
       "one-copy rule never cuts the per-player cards.", SETUP, "karakterkártya", "reading",
       "Read word for word, 'with 1-2 players use 1 card of every character' could cut Banker, Apprentice, Helper "
       "and Mayor to a single copy too, so that only one of the two players could hire each."),
    _r("setup.open-cards", "Cards lie face up",
       "Apart from the four message decks, which lie face down, every card is laid out face up for all to see, "
       "and what players gain during play (money, goods, messages) is kept in the open too.", SETUP,
       "képpel felfelé"),
    _r("setup.cubes", "Message cubes on Apprentice and Helper",
       "Each player puts one small message cube on the Apprentice cards and one on the Helper cards; hiring that "
       "character later hands the cube over.", SETUP, "üzenetjelző"),
    _r("setup.boats", "Boats at the river start",
       "Every boat begins on the river's start space, the red dot near Nantes. Our reading: the dot is space 0 of "
       "the river track, so a boat sails 20 spaces to reach 20, as the solo game's count of 60 rounds (three "
       "boats, each from the start to 20) implies.", SETUP, "hajójelző", "reading",
       "The red dot could itself be space 1, so that a boat reaches 20 after 19 spaces; the solo game would then "
       "count only 57 rounds, not the 60 it names."),
    _r("setup.pieces", "Merchant in Nantes, messenger in Orléans",
       "Each player takes 4 horses: the merchant stands with 2 of them in Nantes and the messenger with the "
       "other 2 in Orléans.", SETUP, "kereskedőjelző"),
    _r("setup.money", "Seven deniers and one message",
       "Each player starts with 7 deniers and draws one level-1 message, both laid face up in front of them.",
       SETUP, "dénár"),
    _r("setup.buildings", "Building tokens",
       "Each player has their own farm, monastery and tower tokens. The counts are not in our sources; the tutor "
       "gives 6 farms, 2 monasteries and 2 towers each.", SETUP, "farmjelző", "reconstructed"),
    _r("setup.start-player", "The last boat captain starts",
       "The rulebook lets whoever steered a boat on the Loire most recently go first. Our reading: a program "
       "cannot ask that, so the tutor draws the start player from the game's seed, unless one is named "
       "(start_player).", SETUP, None, "reading",
       "The table could settle it as the rulebook says and name that player, or agree on the start player in any "
       "other way; only who opens changes, not the rules of play."),
]

_TURN_RULES = [
    _r("turn.both-pieces", "Move merchant and messenger",
       "On your turn you move both your merchant and your messenger, in whichever order you like, one after the "
       "other.", TURN, "kör"),
    _r("turn.must-move", "Both must move",
       "Moving is compulsory: each of the two pieces has to travel at least one place every turn.", TURN, None),
    _r("turn.action-after-move", "An optional action after each move",
       "Right after a piece stops, it may take one action allowed where it stands; you may also skip it. Actions "
       "always come after the move, never before.", TURN, "akció"),
    _r("turn.city-merchant", "The merchant does more in a city",
       "When the merchant stops in Nantes or Orléans it may sell goods, buy one building and pay for boat passage, "
       "all in the same stop.", TURN, None),
    _r("turn.end", "Then the next player",
       "Once both pieces have moved, and acted if they wished, the turn is over. Our reading: the player closes it "
       "('end') and play passes to the next player in seat order (the tutor's order of colours).", TURN, None,
       "reading",
       "The rulebook names no direction of play: clockwise, anticlockwise or any fixed order the table agrees "
       "would fit it as well; a turn could also close by itself after the second piece's action."),
    _r("turn.order", "Only the active player plays",
       "Turns are taken one at a time: only the active player moves pieces and acts, and nobody else does "
       "anything until their own turn.", TURN, "aktív játékos"),
]

_MOVE_RULES = [
    _r("move.steps", "Horses plus one places",
       "A merchant or messenger travels exactly one place more than the number of horses in its team, and must "
       "use every step. With no horse it goes exactly one place.", MOVE, "mozgás"),
    _r("move.team", "The team moves together",
       "The merchant or messenger and its horses form a team that travels as one unit.", MOVE, "fogat"),
    _r("move.drop-horses", "Leave horses behind",
       "Before moving you may take any number of horses out of the team to shorten the move; they stay on that "
       "place, free for anyone to take later.", MOVE, None),
    _r("move.add-horse", "Take one horse where you stand",
       "Before moving, a team may take on a free horse standing on the place it starts from, at most one a turn "
       "(two with the Squire). The Blacksmith changes where the horse may come from, not how many. Our reading: "
       "the limit is for each piece, so the merchant and the messenger may each add a horse in the same turn.",
       MOVE, None, "reading",
       "The limit could be for the player: one added horse a turn for the merchant and the messenger together. "
       "The Squire's and Blacksmith's cards, which speak of the horses a merchant or messenger adds before its "
       "move, favour our reading."),
    _r("move.max-horses", "At most two horses",
       "A team may never have more than 2 horses, so the longest move is 3 places (the Scout raises the limit).",
       MOVE, None),
    _r("move.city-choice", "Choose a road when leaving a city",
       "A piece starting its move in Nantes or Orléans may head off along either road.", MOVE, None),
    _r("move.keep-road", "Keep going until the next city",
       "Once on a road, a piece keeps that road and direction until it reaches the other city; stopping in a "
       "village does not let it turn back.", MOVE, "menetirány"),
    _r("move.exact-steps", "Arrive at a city exactly",
       "To stop in a city the move must end there exactly; a piece may not stop short of it. Our reading: a move "
       "may not run through a city either, so a move longer than the distance to the city ahead is illegal: drop "
       "horses first.", MOVE, None, "reading",
       "The rulebook only demands an exact count to stop at the city; a longer move might instead run through "
       "the city and on along a road beyond it."),
    _r("move.left-side", "Keep to the left",
       "Road signs beside each village show the direction of travel; a piece stands on the side of the road "
       "matching its direction, as in left-hand traffic.", MOVE, "útjelző"),
]

_ACTION_RULES = [
    _r("action.optional", "Actions depend on the place",
       "What a piece may do depends on where it stopped and whether it is the merchant or the messenger. No "
       "action is ever compulsory.", ACTIONS, "akció"),
    _r("action.village", "In a plain village",
       "In a village, the merchant may buy one good, and the messenger may deliver one level-1, level-2 or level-3 "
       "message step.", ACTIONS, "falu"),
    _r("action.city", "In Nantes or Orléans",
       "In a city the merchant may sell, build and sail; the messenger may buy one message of level 1-3 or "
       "deliver a level-4 message.", ACTIONS, None),
    _r("action.circus-choice", "At the circus: one action only",
       "At the circus village the merchant may buy a good at a discount or hire a character. Our reading: a "
       "messenger there may hire or deliver, but not both.", ACTIONS, "cirkusz", "reading",
       "The action table lists only hiring for a messenger at the circus, so one could read that it may not "
       "deliver there at all; or, since the circus stands in a village, that it may deliver and hire both."),
]

_BUY_RULES = [
    _r("buy.where", "The merchant buys in villages",
       "Only a merchant stopping in a village may buy, and only a good drawn at that village (on the tutor's "
       "reconstructed board, one good each).", BUY, "áru"),
    _r("buy.price", "Price from the market",
       "A good costs the price of the market space where the tile of the village's shield colour currently lies. "
       "Pay the bank and take the goods card.", BUY, "piac"),
    _r("buy.carry-limit", "One of each good, wood unlimited",
       "You may carry at most one beer, one wine, one cheese and one grain at a time (the Dairyman and Grain "
       "Farmer lift this); wood has no limit.", BUY, None),
    _r("buy.supply", "Limited goods",
       "Goods cards are limited: when a good has run out, nobody can buy it until some are sold back.", BUY, None),
    _r("buy.one-per-turn", "One good per turn",
       "You may buy only one good per turn, even if several actions would allow it (the Lumberjack is the "
       "exception).", BUY, None),
    _r("buy.farm", "A farm cuts the price by one",
       "In a village with a farm every merchant pays 1 denier less, the owner included.", BUY, "farm"),
    _r("buy.castle", "A castle cuts the price by two",
       "In a village with a castle every merchant pays 2 deniers less in all: the castle's farm adds nothing "
       "further (with the circus the discount is 3).", BUY, "vár"),
    _r("buy.monastery", "A monastery cuts the price by one",
       "In a village with a monastery anyone may buy the village good at 1 denier less; the monastery has "
       "replaced the farm, so there is no farm discount on top.", BUY, "kolostor"),
    _r("buy.beer", "Beer only for the monastery owner",
       "Beer is sold only at monasteries and only to the monastery's owner, at twice the village's market price; "
       "the owner chooses beer or the usual good.", BUY, "sör"),
    _r("buy.circus", "The circus cuts one more",
       "Buying where the circus stands takes 1 more denier off, on top of other discounts: farm and circus "
       "give 2, castle and circus 3. For beer, double first, then subtract.", BUY, "cirkusz"),
    _r("buy.minimum-zero", "Never below zero",
       "Discounts can bring a price down to 0 deniers but never lower; nobody is paid to take a good.", BUY, None),
    _r("buy.owner-boat", "The building's owner sails",
       "Whenever any merchant buys a good (or beer) in a village with a farm, monastery or castle, its owner's "
       "boat moves one space, even when the price was 0 or the owner bought it.", BUY, None),
]

_SELL_RULES = [
    _r("sell.where", "Sell in the cities",
       "A merchant stopping in Nantes or Orléans may sell goods back to the bank.", SELL, "árueladás"),
    _r("sell.price", "The printed price",
       "Each good sells for the price printed on its card: wood 2, cheese 5 (the others are not in our sources; "
       "the tutor uses grain 3, wine 6, beer 8).", SELL, "eladási ár", "reconstructed"),
    _r("sell.optional", "Sell as much as you like",
       "You choose what to sell: all your goods, some of them or none. Sold cards return to the supply.",
       SELL, None),
]

_BOAT_RULES = [
    _r("boat.passage", "Pay for river passage",
       "A merchant in Nantes or Orléans may pay 6 deniers to move its boat one space, or 10 deniers for two "
       "spaces; each space is worth a point.", BOAT, "hajózás"),
    _r("boat.once", "Once per turn",
       "River passage can be bought only once a turn, so paying 16 deniers for three spaces is not allowed.",
       BOAT, None),
    _r("boat.target", "No sailing past the goal",
       "A boat stops at the goal space of the river (20, 17 or 15 by player count) and cannot move beyond it; "
       "reaching it starts the end of the game.", BOAT, None),
]

_MARKET_RULES = [
    _r("market.shift", "The bought colour goes right",
       "After every purchase the market tile of that village's colour moves to the right end, where goods cost 4. "
       "Our reading: only tiles to the right of the gap slide left.", MARKET, "piaci változás", "reading",
       "Word for word, every other tile moves one space left; that fits only a tile bought from the left end "
       "(as in the rulebook's example), and for any other tile would push the leftmost one off the market."),
]

_CIRCUS_RULES = [
    _r("circus.tiles", "Double-sided market tiles",
       "Each market tile shows a shield on one side and shield plus circus on the other. Exactly one tile shows "
       "the circus, the colour of the circus's village.", CIRCUS, "piaclapka"),
    _r("circus.move", "The circus moves from the middle",
       "When a shift puts the circus tile on the middle market space, the circus leaves. The active player moves it "
       "to any village whose shield matches the leftmost market tile.", CIRCUS, "cirkuszjelző"),
    _r("circus.flip", "Flip the two tiles",
       "After the circus moves, the old circus tile is turned to its plain side and the tile of the new village's "
       "colour to its circus side.", CIRCUS, None),
]

_BUILD_RULES = [
    _r("build.one-per-turn", "One building per turn",
       "A merchant in Nantes or Orléans may buy one building per turn (Economus allows two).", BUILD, "épület"),
    _r("build.farm", "Farm: 4 deniers and 1 wood",
       "A farm costs 4 deniers plus 1 wood; put your farm token on a village with no building. The circus is not "
       "a building.", BUILD, "farm"),
    _r("build.road-balance", "Balance your two roads",
       "The number of your buildings on one road may exceed the number on the other by at most one; a new farm "
       "must respect this (the Mensor ignores it).", BUILD, "útvonal"),
    _r("build.monastery", "Monastery: 4 deniers and 2 wood",
       "A monastery costs 4 deniers plus 2 wood and needs your own farm in that village; the monastery token "
       "replaces the farm, which returns to you.", BUILD, "kolostor"),
    _r("build.castle", "Castle: 6 deniers and 1 wood",
       "A castle costs 6 deniers plus 1 wood and needs your own farm in that village; a tower is placed beside "
       "the farm, and together they form the castle.", BUILD, "vár"),
    _r("build.towers", "Towers are limited",
       "Towers are limited: once all your towers are on the board you can build no more castles.", BUILD,
       "torony"),
    _r("build.reference-cards", "Tokens go on the board",
       "Farms, monasteries and castles are shown by tokens on the board; their cards only describe them and "
       "belong to nobody.", BUILD, None),
    _r("build.palace", "Palace: 4 deniers",
       "A palace costs 4 deniers: take any palace card you do not already hold; a Nantes and an Orléans palace "
       "of the same name count as different. No token goes on the board.", BUILD, "palota"),
    _r("build.palace-timing", "Palaces work from next turn",
       "A palace's effect starts with your next turn, and works only in its own city.", BUILD, None),
]

_HIRE_RULES = [
    _r("hire.where", "Hire at the circus",
       "When your merchant or messenger stops at the circus village you may hire one character; apart from "
       "Palatium Balivi, this is the only way to get characters.", HIRE, "személybérlés"),
    _r("hire.one-per-turn", "One hire per turn",
       "You may hire only one character a turn, even when both pieces stop at the circus (Lady-in-waiting aside).",
       HIRE, None),
    _r("hire.no-duplicates", "No two alike",
       "You may never hire a second copy of a character you already have.", HIRE, None),
    _r("hire.price", "Pay the printed cost",
       "Each character costs the deniers printed on its card, paid to the bank; the card lies face up before "
       "you. The printed costs are lost with the pictures: the tutor's yellow 1 (which the Witch's card implies), "
       "red 2, green 3 and blue 4 are reconstructed.", HIRE, None, "reconstructed"),
    _r("hire.immediate", "Effects start at once",
       "A hired character works immediately and for the rest of the game.", HIRE, None),
    _r("hire.supply", "Limited characters",
       "When every copy of a character has been hired, nobody else can get it.", HIRE, None),
]

_MESSAGE_RULES = [
    _r("message.buy-where", "Where messages are bought",
       "Only the messenger buys messages: in Nantes or Orléans, or in a village holding its own player's farm, "
       "castle or monastery, never an opponent's.", MESSAGE, "üzenetvásárlás"),
    _r("message.buy-price", "A denier per level",
       "A level-1 message costs 1 denier, level 2 costs 2, level 3 costs 3 and a monastery message costs 4.",
       MESSAGE, None),
    _r("message.buy-levels", "Which levels where",
       "Cities and your own farms and castles sell levels 1-3; a monastery message (level 4) is sold only at your "
       "own monastery. Our reading: your monastery sells no other level, as the action table gives it.", MESSAGE,
       "kolostor üzenete", "reading",
       "The message rules also list your own monastery among the places where messages are bought, without naming "
       "a level; read that way, a monastery would sell levels 1-3 too, besides its monastery messages."),
    _r("message.buy-one", "One message per turn",
       "Except at your own castle, you buy at most one message a turn (Post Office and Vassallus add one each).",
       MESSAGE, None),
    _r("message.castle-two", "Two messages at your castle",
       "At your own castle the messenger may buy two messages in the same turn, of the same or different levels.",
       MESSAGE, None),
    _r("message.draw", "Take the top card",
       "You take the top card of the chosen level's deck (Ducal Palace and Spy give a choice) and keep it face up "
       "until delivered.", MESSAGE, None),
    _r("message.hand-limit", "Two undelivered messages",
       "You may hold at most 2 undelivered messages (4 with the Mayor); to buy another you must deliver one first.",
       MESSAGE, None),
    _r("message.any-order", "Deliver in any order",
       "The messages you hold may be delivered in any order: a message bought later may be delivered before one "
       "bought earlier.", MESSAGE, None),
    _r("message.buy-undeliverable", "Buying ahead is allowed",
       "You may buy a message you cannot yet deliver, such as level 2 before hiring an Apprentice.", MESSAGE, None),
]

_DELIVER_RULES = [
    _r("deliver.score", "Delivered messages score",
       "The messenger delivers; a delivered message is turned face down and scores its printed points at the end.",
       DELIVER, "üzenetkézbesítés"),
    _r("deliver.level1", "Level 1: one named village",
       "A level-1 message is delivered by stopping the messenger in the village named on the card.", DELIVER, None),
    _r("deliver.level1-money", "Level 1 pays deniers",
       "Only level-1 messages pay money: on delivery you take deniers equal to the current market price of the "
       "target village's colour.", DELIVER, None),
    _r("deliver.level2", "Level 2: two colours",
       "A level-2 message needs stops at villages of both shield colours shown, in any order. It needs the red "
       "Apprentice; a cube marks the first stop.", DELIVER, "tanonc"),
    _r("deliver.level3", "Level 3: three colours",
       "A level-3 message needs stops at three shield colours and both Apprentice and Helper; two cubes mark the "
       "first two stops.", DELIVER, "segéd"),
    _r("deliver.level4", "Level 4: the monastery message",
       "A monastery message is delivered by stopping the messenger in Nantes or Orléans and needs no Apprentice "
       "or Helper; it counts toward the hand limit. Our reading: each card names one of the two cities, and only "
       "one monastery message may be held at a time (the Mayor's card says so outright).", DELIVER, None,
       "reading",
       "The rulebook's 'either Orléans or Nantes' could let the player choose the city for any monastery message; "
       "and its 'only one delivered at a time' could allow a player without the Mayor to hold two."),
    _r("deliver.cubes", "A cube serves one message",
       "Each message cube marks progress for one message at a time; when the message is completed the cubes "
       "come back.", DELIVER, "üzenetkockák"),
    _r("deliver.cube-recall", "Taking a cube back",
       "At any time in your turn you may take back the cubes of a message in progress ('recall') to use them for "
       "another message. Our reading: every cube of that message comes back and all its stops are lost; they "
       "must be made again.", DELIVER, None, "reading",
       "The rulebook speaks of taking the cube back from one village: a level-3 message with two cubes out might "
       "give back just one of them and lose only that stop."),
    _r("deliver.one-per-turn", "One delivery per turn",
       "You may complete only one message a turn, and may not start a new delivery after finishing one in the "
       "same turn.", DELIVER, None),
]

_MONEY_RULES = [
    _r("money.minimum", "Under five deniers in a city",
       "If your merchant is in Nantes or Orléans when your turn starts and you hold under 5 deniers, neither "
       "piece moves or acts: take 1 denier and your turn ends. This repeats turn after turn until you have 5.",
       MONEY, "minimum feltétel"),
    _r("money.maximum", "No more than ten leaving a city",
       "When your merchant leaves Nantes or Orléans holding over 10 deniers (15 with the Banker), discard the "
       "excess just before it moves. The messenger is never affected.", MONEY, "maximum feltétel"),
]

_END_RULES = [
    _r("end.boat", "A boat reaches the goal",
       "The end is triggered when a boat reaches space 20 with 1-2 players, 17 with 3, or 15 with 4.", END, None),
    _r("end.messages", "Enough messages delivered",
       "The end is also triggered when a player has delivered 15 messages (solo), 12 (two players), 10 (three) "
       "or 8 (four).", END, None),
    _r("end.last-turns", "One more turn for the others",
       "Once triggered, every player except the one who triggered it takes one more turn, and then the game "
       "ends.", END, None),
]

_END_RULES.append(
    _r("end.over", "Nothing after the end",
       "Once the last of the final turns is over the game has ended: no piece moves and no card changes hands "
       "any more; only the scoring remains.", END, None))

_SCORE_RULES = [
    _r("score.boat", "One point per river space",
       "Each space your boat has travelled on the Loire is worth one point.", WINNER, "győzelmi pont"),
    _r("score.delivered", "Delivered messages",
       "Every delivered message scores the points printed on its card. The printed points are lost with the "
       "pictures: the tutor's (1, 3, 5 and 4 for levels 1 to 4) are reconstructed.", WINNER, None,
       "reconstructed"),
    _r("score.undelivered", "Undelivered messages",
       "Our reading: each message still undelivered scores 1 point, as the Hungarian text says.", WINNER, None,
       "reading", "The sign may have been lost from the text: the original may mean minus 1 point for each."),
    _r("score.characters", "Hired characters",
       "Each hired character scores the points shown on its card. The printed points are lost with the pictures: "
       "the tutor's (yellow 0, red 1, green 1, blue 2) are reconstructed.", WINNER, None, "reconstructed"),
    _r("score.blue", "Blue character bonuses",
       "Blue characters add their special points for delivered messages of their type (see each blue card).",
       WINNER, None),
    _r("score.palaces", "Palaces",
       "Each palace card you bought scores the points printed on it. The printed points are lost with the "
       "pictures: the tutor gives 2 for each palace, a reconstruction.", WINNER, None, "reconstructed"),
    _r("score.tie-break", "Breaking a tie",
       "Most points wins. Among tied players the one with the most castles wins; if still tied, the one with the "
       "most buildings of every kind: castles, monasteries and farms, palaces included.", WINNER, None),
]

_VARIANT_RULES = [
    _r("variant.casual", "Casual game: no cards",
       "The casual game leaves out the character and palace cards (the basic building cards stay as reference; "
       "messages, goods and money are still used), and the circus: market tiles stay plain side up. The other "
       "rules are unchanged.", CASUAL, "alkalmi játék"),
    _r("variant.casual-messages", "Casual messages",
       "In the casual game each player starts with two cubes and may deliver any level, but never more level-2 "
       "than level-1 deliveries, nor more level-3 than level-2. Level 4 is free of this.", CASUAL, None),
    _r("variant.solo", "Solo game",
       "Alone, set up as for two players. The game ends when your boat reaches 20, after 15 delivered messages, "
       "or after 60 rounds at most.", SOLO, "szóló játék"),
    _r("variant.solo-rounds", "Counting sixty rounds",
       "The three unused boats count rounds: after each round advance one along the river; when it reaches 20, "
       "start the next. When the third reaches 20, the game ends.", SOLO, None),
]


def _blue(id: str, name: str, kind: str, hu: str) -> Rule:
    """One of the five blue characters, which score the delivered messages of their type."""
    return _r(f"character.{id}", name,
              f"A blue character: at game end it adds 2 points for the messages of its type ({kind}) you delivered. "
              "Our reading: 2 for each such message. Which message carries which type is reconstructed.",
              CHARACTERS, hu, "reading",
              "The card could give its 2 points once, for having delivered messages of its type at all, rather "
              "than 2 for each.")


_CHARACTER_RULES = [
    _r("character.wood-merchant", "Wood Merchant",
       "Every wood card you sell brings 1 denier more than its printed price.", CHARACTERS, None),
    _r("character.grain-merchant", "Grain Merchant",
       "Every grain card you sell brings 1 denier more than its printed price.", CHARACTERS, None),
    _r("character.cheese-merchant", "Cheese Merchant",
       "Every cheese card you sell brings 1 denier more than its printed price.", CHARACTERS, None),
    _r("character.wine-merchant", "Wine Merchant",
       "Every wine card you sell brings 1 denier more than its printed price.", CHARACTERS, None),
    _r("character.dairyman", "Dairyman",
       "You may carry any number of cheese cards instead of just one.", CHARACTERS, "tejesember"),
    _r("character.grain-farmer", "Grain Farmer",
       "You may carry any number of grain cards instead of just one.", CHARACTERS, "gabona farmer"),
    _r("character.banker", "Banker",
       "Your merchant may leave Nantes or Orléans with up to 15 deniers instead of 10.", CHARACTERS, "bankár"),
    _r("character.lady-in-waiting", "Lady-in-waiting",
       "You may hire two characters in a turn; the second costs 2 deniers extra and may be bought right after "
       "her. It works with Palatium Balivi too.", CHARACTERS, "udvarhölgy"),
    _r("character.magister-artium", "Magister Artium",
       "Every building you buy costs 1 denier less.", CHARACTERS, None),
    _r("character.economus", "Economus",
       "You may buy two buildings in the same turn; the second costs 1 denier more than usual.", CHARACTERS, None),
    _r("character.mensor", "Mensor",
       "You may put a farm on either road, ignoring the rule that keeps your buildings balanced between the two.",
       CHARACTERS, "földmérő"),
    _r("character.lumberjack", "Lumberjack",
       "You may buy 2 wood in one turn for the same price; a building owner there still sails only 1 space. Our "
       "reading: one payment and one market shift for both.", CHARACTERS, "favágó", "reading",
       "'The same price' could mean paying that price for each wood, with one market shift or two."),
    _r("character.witch", "Witch",
       "Characters you hire cost 1 denier less, so yellow ones become free; the discount does not apply to the "
       "Witch herself.", CHARACTERS, "boszorkány"),
    _r("character.patronus", "Patronus",
       "When building a farm, castle or monastery you may pay 2 deniers instead of one wood, once per building.",
       CHARACTERS, "pártfogó"),
    _r("character.squire", "Squire",
       "Before a move you may add up to 2 horses from your place instead of 1; with the Blacksmith one may come "
       "from anywhere.", CHARACTERS, "fegyvernök"),
    _r("character.scout", "Scout",
       "Your teams may hold up to 3 horses instead of 2, so a move can reach 4 places.", CHARACTERS, "felderítő"),
    _r("character.blacksmith", "Blacksmith",
       "Once a turn, pay exactly 1 denier to take a free horse from any other place instead of the place where "
       "the team stands; it is one of the horses you may add (one, or two with the Squire).", CHARACTERS,
       "kovács"),
    _r("character.jester", "Jester",
       "Your merchant or messenger may end its move early at the circus, whatever its horses, after moving at "
       "least one place.", CHARACTERS, "udvari bolond"),
    _r("character.city-guard", "City Guard",
       "Your merchant or messenger may end its move early in Nantes or Orléans, whatever its horses, after moving "
       "at least one place.", CHARACTERS, "városi őrség"),
    _r("character.mayor", "Mayor",
       "You may hold 4 undelivered messages instead of 2, though no more than one of them a monastery message.",
       CHARACTERS, "polgármester"),
    _r("character.vassallus", "Vassallus",
       "After buying a message, the messenger may buy one more of level 1-3 (not at a monastery), within the "
       "hand limit. With Post Office and Mayor the third costs full price.", CHARACTERS, "vazallus"),
    _r("character.helper", "Helper",
       "Hired only after the Apprentice, the Helper gives you a second message cube and lets you deliver level-3 "
       "messages.", CHARACTERS, "segéd"),
    _r("character.spy", "Spy",
       "When buying a message, draw 3 cards, keep one and put the others under the deck; repeat for every "
       "purchase with Castle, Post Office or Vassallus.", CHARACTERS, "kém"),
    _blue("lover", "Lover", "love", "udvarló"),
    _blue("general", "General", "war", "tábornok"),
    _blue("philosopher", "Philosopher", "philosophy", "filozófus"),
    _blue("judge", "Judge", "law", "bíró"),
    _blue("provost", "Provost", "administration", "elöljáró"),
    _r("character.apprentice", "Apprentice",
       "The Apprentice gives you a message cube and lets you deliver level-2 messages; you need it before hiring "
       "the Helper.", CHARACTERS, "tanonc"),
]

_PALACE_RULES = [
    _r("palace.ducal", "Ducal Palace",
       "When buying a message in this city, look through the whole deck of the chosen level, take any card, then "
       "shuffle; with Post Office or Vassallus, for each purchase.", PALACES, "helytartó palota"),
    _r("palace.balivi", "Palatium Balivi",
       "A merchant or messenger in this city may hire one red character, before or after its normal action, once "
       "a turn (two with the Lady-in-waiting).", PALACES, "palatium balivi"),
    _r("palace.post-office", "Post Office",
       "A messenger stopping in this city may buy a second message for 1 denier less (level 1 becomes free), "
       "within the hand limit.", PALACES, "postahivatal"),
    _r("palace.bank", "Bank",
       "Each time your merchant or messenger stops in this palace's city you take 3 deniers, so a turn can "
       "bring 6: both pieces stopping in that city, or one in each city with both Banks. Nothing is paid on a "
       "turn lost to the five-denier minimum.", PALACES, "bank"),
]

_OTHER_RULES = [
    _r("notation.syntax", "Move notation",
       "Our reading: a turn is written as steps in play order, so each step can be shown with its rule: "
       "'merchant +1 Saumur' (horses added or left behind come before the place), 'buy cheese', "
       "'messenger Tours', 'deliver Tours', 'end'. Skipping an action is just moving on. The player may be "
       "named first, as 'red: sell wood 2'.", TURN, None, "reading",
       "The rulebook has no notation: a whole turn could as well be written on one line, or each action joined "
       "to the move of its piece."),
]

_RULES = [
    *_SETUP_RULES,
    *_TURN_RULES,
    *_OTHER_RULES,
    *_MOVE_RULES,
    *_ACTION_RULES,
    *_BUY_RULES,
    *_SELL_RULES,
    *_BOAT_RULES,
    *_MARKET_RULES,
    *_CIRCUS_RULES,
    *_BUILD_RULES,
    *_HIRE_RULES,
    *_MESSAGE_RULES,
    *_DELIVER_RULES,
    *_MONEY_RULES,
    *_END_RULES,
    *_SCORE_RULES,
    *_VARIANT_RULES,
    *_CHARACTER_RULES,
    *_PALACE_RULES,
]

RULES = RuleBook("loire", _RULES)
