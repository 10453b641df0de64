"""Every rule of Thurn und Taxis and Glanz und Gloria, in rulebook order, explained in our own words.

The primary source is the Hungarian rulebook of the expansion, Glanz und Gloria
("Dicsőség és ragyogás", ``rulebooks/taxis-glanz-und-gloria.hu.txt``): its
headings name the sections. The expansion keeps every base-game rule it does not
change but does not state them; the base rulebook is not in the repository, so
base-game rules follow the digest in ``reference/taxis.md`` (section 1), sit in
sections called "Alapjáték: …" with an English gloss, and are marked
``provenance="secondary source"``. ``"rulebook"`` marks only what the expansion
rulebook itself states; ``"reading"`` our resolution where the sources are silent
or unsure (``reference/taxis.md`` sections 2.9, 5 and 6), with the other readings
in ``alternatives``; ``"reconstructed"`` a rule whose numbers rest on reconstructed
data. Hungarian terms are the ones the expansion rulebook uses; where it has none,
``term_hu`` is None.

The rules cover three ways to play: the base game on its own board, Glanz und
Gloria (horses instead of carriages), and the expansion board with base rules.

>>> len(RULES) > 60, RULES["taxis.horses.play"].term_hu
(True, 'előfogat')
>>> RULES["taxis.turn.hand-limit"].provenance, RULES["taxis.turn.draw"].provenance
('reading', 'secondary source')
>>> RULES["taxis.close.prussia"].section == HOUSES
True
"""

from __future__ import annotations

from tutor.rules import Rule, RuleBook

# Headings of the Hungarian expansion rulebook, in its order.
SETUP = "Előkészületek (setup)"
PLAY = "A játék menete (course of play)"
CARD = "Városkártya kijátszása (playing a city card)"
CLOSE = "Útvonal befejezése (closing a route)"
HOUSES = "Postaállomás elhelyezése (placing post offices)"
BONUS = "Bónuszlapkák megszerzése (taking bonus tiles)"
DISCARD = "Városkártyák eldobása (discarding city cards)"
END = "A játék vége (end of the game)"
VARIANT = "Játék az alapjáték szabályaival (playing with the base rules)"

# Base-game rules: the base rulebook is not in the repository, so these are our own labels.
BASE_SETUP = "Alapjáték: előkészületek (base game: setup)"
BASE_TURN = "Alapjáték: a játék menete (base game: a turn)"
BASE_OFFICIALS = "Alapjáték: a segítők (base game: the officials)"
BASE_ROUTE = "Alapjáték: az útvonal (base game: building a route)"
BASE_CLOSE = "Alapjáték: útvonal befejezése (base game: closing a route)"
BASE_CARRIAGE = "Alapjáték: kocsik (base game: carriages)"
BASE_BONUS = "Alapjáték: bónuszlapkák (base game: bonus tiles)"
BASE_END = "Alapjáték: a játék vége és a pontozás (base game: end and scoring)"

BASE_SECTIONS = (BASE_SETUP, BASE_TURN, BASE_OFFICIALS, BASE_ROUTE, BASE_CLOSE, BASE_CARRIAGE, BASE_BONUS, BASE_END)
"""The base game's sections: rules the expansion rulebook keeps without printing them (the lesson shows them apart)."""

SECTIONS = (SETUP, PLAY, CARD, CLOSE, HOUSES, BONUS, DISCARD, END, VARIANT, *BASE_SECTIONS)
"""Every section a rule may name: the expansion rulebook's headings in its order, then the base-game labels."""


def _r(id: str, title: str, text: str, section: str, hu: str | None = None, prov: str = "rulebook",
       alt: str = "") -> Rule:
    return Rule(f"taxis.{id}", title, text, section, hu, prov, alt)


SECONDARY = "secondary source"  # the base game's rules, known from secondary sources (reference/taxis.md, section 1)
READING = "reading"

_SETUP_RULES = [
    _r("setup.players", "Two to four players",
       "The expansion rulebook gives Glanz und Gloria for 2, 3 or 4 players, the same range as the base game. "
       "Each player has the pieces of one colour.",
       SETUP, "játékos"),
    _r("setup.cards", "The city cards",
       "The expansion rulebook gives 69 city cards, three for each of its 23 cities (the base game has 66, for 22 "
       "cities). The back of each shows 1, 2 or 3 horses, repeated as horseshoes on both faces. Which card of a "
       "city shows how many is unknown: the tutor gives each city one of each, a reconstruction.",
       SETUP, "városkártya", "reconstructed"),
    _r("setup.display", "Six open cards and a deck",
       "The city cards are shuffled; six of them are laid face up in a row as the open display, and the rest "
       "form the face-down draw deck.", BASE_SETUP, None, SECONDARY),
    _r("setup.bonus-stacks", "Bonus tiles in stacks, best on top",
       "Bonus tiles are sorted by kind into face-up stacks, the lowest value at the bottom and the highest on top, "
       "so the first player to earn one gets the most. The expansion rulebook lists its 39 tiles: route lengths 5 "
       "to 8, all provinces, Prussia, four province pairs, four free-city tiles and one game-end tile.",
       BASE_SETUP, "bónuszlapka", SECONDARY),
    _r("setup.houses", "Twenty houses each",
       "The expansion rulebook has every player take their houses (post offices) from the base game; that these "
       "are 20 per player comes from the base game's rules and reviews, not from the rulebook. Houses are what you "
       "place on cities when you close a route.", SETUP, "postaállomás", SECONDARY),
    _r("setup.carriages", "Carriages sorted, a principal card each",
       "With base rules, the 20 carriage cards (four each of 3, 4, 5, 6 and 7) are laid out sorted by number, and "
       "every player gets a principal-firm card, which stands for having no carriage yet.",
       BASE_SETUP, "kocsikártya", SECONDARY),
    _r("setup.gug-carriage", "Your own two-horse carriage",
       "In Glanz und Gloria every player lays their own carriage card in front of them instead of a principal-firm "
       "card. It shows two horseshoes, so every coach starts with 2 horses; the base carriage cards stay in the "
       "box and the Cartwright has no job.", SETUP, "kocsikártya"),
    _r("setup.free-city-tiles", "A tile on every free city",
       "In Glanz und Gloria one round bonus tile is put on each of the four free cities: Frankfurt, Bremen, "
       "Hamburg and Lübeck. The rulebook says so. What such a tile is worth it does not say: that value belongs "
       "to the bonus tiles' values (see Bonus tiles), where the tutor counts 1 point, from reviews of the game.",
       SETUP, "szabad város"),
    _r("setup.courier", "The courier marks the last seat",
       "In Glanz und Gloria the player to the right of the start player, who is last in every round, takes the "
       "courier figure and keeps it for the whole game.", SETUP, "futár"),
    _r("setup.start-player", "A start player, then clockwise",
       "A start player is chosen at random (in the tutor, by the game's seed); turns then pass clockwise round "
       "the table.", BASE_SETUP, "kezdőjátékos", SECONDARY),
]

_TURN_RULES = [
    _r("turn.order", "Only the player to move acts",
       "Players take turns one at a time, clockwise. On your turn nobody else acts, and you work through fixed "
       "steps: draw, play, then perhaps close your route.", BASE_TURN, None, SECONDARY),
    _r("turn.draw", "First draw a city card",
       "Your turn starts with taking one city card into your hand: one of the six open cards, which is replaced "
       "from the deck at once, or the top card of the deck. Drawing is compulsory.",
       BASE_TURN, "városkártya", SECONDARY),
    _r("turn.reshuffle", "A new deck from the discards",
       "When the draw deck is used up, the discarded city cards are shuffled to form a new deck. Our reading: the "
       "sources we have take this for granted rather than spell it out.", BASE_TURN, "dobott lapok", READING,
       "Other readings: the game ends when the deck runs out, or players then draw only from the open cards "
       "until those are gone."),
    _r("turn.play", "Then play a card",
       "After drawing you must play one card from your hand: onto your route, or, in Glanz und Gloria, face down "
       "in front of your carriage as a horse card.", BASE_TURN, None, SECONDARY),
    _r("turn.close-optional", "Closing is your choice",
       "Last, you may close (score) your route if it qualifies: at least 3 cards, and in Glanz und Gloria enough "
       "horses. You never have to; you may keep building it on later turns.", BASE_TURN, "útvonal befejezése",
       SECONDARY),
    _r("turn.hand-limit", "Keep at most three cards",
       "Our reading: at the end of every turn you may hold at most 3 cards, discarding any extra cards of your "
       "choice. The sources give the limit of 3 but not exactly when it applies; the tutor has it as a setting.",
       BASE_TURN, None, READING,
       "Other readings: the limit applies only right after closing a route, as one review puts it, or there is "
       "no limit; the expansion rulebook never mentions one."),
    _r("turn.end", "Then the next player",
       "Once you have drawn, played, perhaps closed and kept to the hand limit, your turn is over and the "
       "player on your left takes theirs.",
       BASE_TURN, None, SECONDARY),
]

_OFFICIAL_RULES = [
    _r("official.one-per-turn", "One official per turn",
       "The officials help every player, every turn, but you may use at most one of them in a turn. The base game "
       "has four; Glanz und Gloria has three, since the Cartwright has no role there.", BASE_OFFICIALS, None,
       SECONDARY),
    _r("official.postmaster", "Postmaster: draw twice",
       "The Postmaster lets you draw a second city card in the draw step, again from the open display or the deck.",
       BASE_OFFICIALS, None, SECONDARY),
    _r("official.postal-carrier", "Postal Carrier: play twice",
       "The Postal Carrier lets you play a second card in the play step. The expansion rulebook adds that in Glanz "
       "und Gloria you decide for each of the two cards separately whether it joins the route or becomes a horse "
       "card.", BASE_OFFICIALS, "postakocsis", SECONDARY),
    _r("official.administrator", "Administrator: a fresh display",
       "The Administrator throws all six open cards onto the discard pile and lays out six new ones from the deck. "
       "Our reading: you may call him only at the start of your turn, before your first draw.",
       BASE_OFFICIALS, None, READING,
       "Other reading: he may be called later in the turn too, for instance between two draws; one review of the "
       "base rules puts him before the first draw, as the tutor does."),
    _r("official.cartwright", "Cartwright: two cities longer",
       "With base rules only, the Cartwright makes your route count as 2 cities longer when you close it, but "
       "only for the carriage check: a 5-city route may then take carriage 7, if 7 is your next carriage.",
       BASE_OFFICIALS, "bognár", SECONDARY),
]

_ROUTE_RULES = [
    _r("route.start", "Starting a route",
       "You build one route at a time in front of you. With no route there, any city card from your hand starts "
       "a new one.", BASE_ROUTE, "útvonal", SECONDARY),
    _r("route.ends", "Only at the two ends",
       "A card added to a route goes at its left or right end, never between two cards already laid.",
       BASE_ROUTE, "útkártya", SECONDARY),
    _r("route.road", "Joined by a road",
       "The new city must be linked by a road on the board to the city at the end where you lay it. On the "
       "expansion board most roads are reconstructed, since the real map was not available.", BASE_ROUTE, None,
       SECONDARY),
    _r("route.no-repeat", "Each city once",
       "A route passes through each city at most once: a card of a city already in your route cannot be added.",
       BASE_ROUTE, None, SECONDARY),
    _r("route.scrap", "A stuck route is lost",
       "If no card in your hand can be added to your route, you must throw the whole route away unscored and "
       "start a new one with a card from your hand. Our reading for Glanz und Gloria, which the rulebook leaves "
       "open: you may lay a horse card instead while there is room for one.", BASE_ROUTE, None, READING,
       "Other readings: a stuck route must be thrown away even when a horse card could be laid, or a possible "
       "horse card means the route is not stuck; whether a route may be thrown away by choice is unknown too."),
]

_HORSE_RULES = [
    _r("horses.play", "Route card or horse card",
       "In Glanz und Gloria each card you play goes either to an end of your route, as in the base game, or face "
       "down in front of your carriage as a horse card; the horses on its back then pull your coach.",
       CARD, "előfogat"),
    _r("horses.max", "At most six horse cards",
       "The rulebook allows at most six horse cards in front of a carriage. Our reading: with six there, the card "
       "you play must go to your route if any card fits; if none fits, the route is thrown away as in the base "
       "game.", CARD, "előfogat", READING,
       "Other readings: with six horse cards and no card that fits, the player plays no card that turn, or puts "
       "the card on the discard pile and keeps the route."),
    _r("horses.close", "Enough horses to close",
       "In Glanz und Gloria you may close a route only if your coach has at least as many horses as the route has "
       "cards. Your carriage card's two horseshoes always count, so a 3-card route needs one horse card; the "
       "rulebook's example closes a 6-city route with 7 horses (2+2+3).",
       CLOSE, "ló"),
    _r("horses.discard", "Horses go with a lost route",
       "Our reading: when a route is thrown away unscored because it cannot be extended, the horse cards in front "
       "of your carriage go to the discard pile with it, just as they do after a closing.",
       DISCARD, "előfogat", READING,
       "Other reading: the horse cards stay in front of the carriage for the next route, since the rulebook "
       "discards them only after a closing."),
]

_CLOSE_RULES = [
    _r("close.length", "Three cards at least",
       "A route can be closed only when it has at least 3 cards; shorter routes must grow first.",
       BASE_CLOSE, "útvonal befejezése", SECONDARY),
    _r("close.one-province", "Mode A: one province in full",
       "Closing lets you place houses in one of two ways. In the first you pick one province of the route and put a "
       "house on every route city in it: München-Augsburg-Ulm-Stuttgart gives houses on München and Augsburg "
       "(Bavaria).", BASE_CLOSE, "tartomány", SECONDARY),
    _r("close.spread", "Mode B: one house per province",
       "In the second way you put one house in each province the route passes through, on one of its cities of "
       "your choice: München-Augsburg-Ulm-Stuttgart gives one Bavarian city and one of Ulm or Stuttgart.",
       BASE_CLOSE, "tartomány", SECONDARY),
    _r("close.route-cities", "Only on the route's cities",
       "Houses go only on cities of the route you are closing. Other players' houses in a city do not stop you: "
       "several players may share a city.", BASE_CLOSE, "postaállomás", SECONDARY),
    _r("close.one-house-per-city", "One house per player per city",
       "Our reading: you never have two houses in one city, so a city where you already have one gets no second "
       "house; in mode B you may choose another city of that province instead.", BASE_CLOSE, None, READING,
       "Other readings: a city you already hold takes a second house all the same, or it rules out a one-province "
       "placement that would include it."),
    _r("close.free-city", "Free cities: at most one per route",
       "Frankfurt, Bremen, Hamburg and Lübeck belong to no province and are none themselves; one closing puts a "
       "house on at most one of them. Our reading of the rulebook's example: mode A never includes a free city, "
       "while mode B may add one.", HOUSES, "szabad város", READING,
       "Other reading: a free city may be added to a one-province placement as well; the example only shows it "
       "added to the one-house-per-province placement."),
    _r("close.prussia", "Prussia is one province in two parts",
       "Prussia is split on the board into two separate parts, but they are a single province: in mode A a route "
       "through Halle, Berlin and Münster puts a house on all three.", HOUSES, "Poroszország"),
    _r("close.discard", "The closed route is discarded",
       "After placing houses and taking bonuses, all cards of the route, and in Glanz und Gloria every horse card, "
       "go to the discard pile; only your carriage card stays in front of you.", DISCARD, "dobott lapok"),
    _r("close.houses-left", "Houses go everywhere the mode allows",
       "Our reading: houses are not optional city by city. Mode A fills every route city of the chosen province "
       "and mode B every province of the route; with fewer houses left than that, you place all you have, on "
       "cities of your choice among them.",
       BASE_CLOSE, None, READING,
       "Other readings: houses are optional city by city, so fewer may be placed than the mode allows; or a "
       "player with too few houses left may not close that way."),
]

_CARRIAGE_RULES = [
    _r("carriage.in-order", "Carriages one step at a time",
       "With base rules, closing a route may earn your next carriage. Carriages come strictly in order, 3, 4, 5, "
       "6, then 7, at most one per closed route.", BASE_CARRIAGE, "kocsikártya", SECONDARY),
    _r("carriage.length", "The route must be long enough",
       "You take the next carriage only if your route has at least as many cards as its number (the Cartwright "
       "adds 2 for this check). With carriage 4 next, a 6-card route still earns only carriage 4.",
       BASE_CARRIAGE, "kocsikártya", SECONDARY),
    _r("carriage.highest-counts", "Only the best carriage counts",
       "At the end only your highest carriage scores: a player holding carriages 3, 4 and 5 scores just the 5 "
       "points of carriage 5.", BASE_CARRIAGE, "kocsikártya", SECONDARY),
]

_BONUS_RULES = [
    _r("bonus.route-length", "A tile for a long route",
       "Closing a route of 5, 6 or 7 cards earns a tile from that length's stack; Glanz und Gloria adds an 8 stack. "
       "Our reading: one length tile per route, and longer routes take the longest stack (7+ in the base game, "
       "8+ in the expansion).", BASE_BONUS, "bónuszlapka", READING,
       "Other readings: a long route earns a tile from every length stack it reaches (5, 6 and 7 together), or a "
       "route longer than the longest stack earns none."),
    _r("bonus.province", "A tile for a complete province group",
       "A house in every city of a province group earns its tile: base game Bavaria, Baden, Württemberg with "
       "Hohenzollern, Switzerland with Tyrol, Bohemia with Salzburg; Glanz und Gloria Mecklenburg/Hannover, "
       "Holland/Belgium, Thuringia/Saxony, Hesse/Bavaria, whose cities are partly reconstructed.",
       BASE_BONUS, "tartomány", SECONDARY),
    _r("bonus.prussia", "The Prussia tile",
       "In Glanz und Gloria the Prussia tile needs a house of yours on every Prussian city, in both parts of the "
       "province.", BONUS, "porosz bónuszlapka"),
    _r("bonus.all-provinces", "A house in every province",
       "At least one house in every province earns an all-provinces tile; free cities are not needed, and "
       "Prussia's two parts count as one province. Our reading follows the English base rules, so Bavaria counts "
       "too; the German original, which leaves Bavaria out, is an option.",
       BONUS, "minden tartományos bónuszlapka", READING,
       "Other reading: the German base game's tile is for every province outside Bavaria; the tutor plays it with "
       "reading='german'."),
    _r("bonus.free-city", "First house on a free city",
       "The first player to put a house on a free city takes the round tile lying there at once; later houses "
       "on that city earn no tile.", BONUS, "szabad város"),
    _r("bonus.top-tile", "Always the top tile",
       "Whoever earns a bonus takes the top tile of its stack, the highest value left; the expansion rulebook's "
       "example takes the top 6 tile, if one is left. When a stack is empty, that bonus can no longer be won.",
       BASE_BONUS, "bónuszlapka", SECONDARY),
    _r("bonus.one-per-stack", "One tile per stack each",
       "Our reading: each player takes at most one tile from any stack, so closing a second 6-card route earns no "
       "second 6 tile.", BASE_BONUS, "bónuszlapka", READING,
       "Other reading: a player takes another tile from the same stack for every route that earns one, while "
       "tiles are left."),
    _r("bonus.game-end", "The game-end tile",
       "The player who triggers the end of the game takes the single game-end tile, worth 1 point.",
       BASE_BONUS, "játék vége", SECONDARY),
]

_END_RULES = [
    _r("end.trigger-base", "Carriage 7 or the last house",
       "With base rules the end is triggered when a player takes a carriage 7 or places their last house.",
       BASE_END, None, SECONDARY),
    _r("end.trigger-gug", "The last house",
       "In Glanz und Gloria there are no carriages to collect, so only placing your last house triggers the end.",
       END, "postaállomás"),
    _r("end.round", "The round is played out",
       "Once the end is triggered, the round is still played to its end: in Glanz und Gloria the courier's holder "
       "always plays last, so everyone has had the same number of turns. With base rules, too, the player just "
       "before the start player is last.", END, "forduló"),
    _r("end.over", "No moves after the end",
       "Once that round is over the game ends and scores are counted; no further move is accepted.",
       END),
]

_SCORE_RULES = [
    _r("score.carriage", "Your highest carriage",
       "With base rules your highest carriage scores 2, 3, 5, 7 or 10 points for carriage 3, 4, 5, 6 or 7. "
       "Glanz und Gloria carriage cards score nothing.", BASE_END, "kocsikártya", SECONDARY),
    _r("score.bonus", "Bonus tiles",
       "Every bonus tile you hold scores its value, including the free-city tiles and the game-end tile (1 point "
       "each). Most expansion values are not in our sources: they are reconstructed from the base game's "
       "pattern.", BASE_END, "bónuszlapka", "reconstructed"),
    _r("score.houses-left", "Minus one per unplaced house",
       "Each house still in your supply at the end costs you 1 point.", BASE_END, "postaállomás", SECONDARY),
    _r("score.tie-break", "Breaking a tie",
       "Most points wins. Our reading of a tie: the tied player holding the game-end tile wins; otherwise the tied "
       "player sitting soonest after the triggering player, going clockwise.", BASE_END, None, READING,
       "Other readings: tied players share the win; and since the expansion rulebook is silent, its tie-break may "
       "differ from the base game's, which we know only from a summary."),
]

_OTHER_RULES = [
    _r("variant.gug-base", "Expansion board with base rules",
       "The expansion board may be played with base rules: base carriage cards and the Cartwright return, card "
       "backs are ignored since every card goes into a route, and there are no horses. Houses and bonuses still "
       "follow the expansion: Prussia, free cities and their tiles.", VARIANT, "alapjáték szabályai"),
    _r("notation.syntax", "Move notation",
       "Moves are written 'draw Bremen' or 'draw deck', 'administrator', 'route Halle' (at the end) or 'route "
       "Halle start', 'horse Cölln', 'scrap route', 'close Berlin Halle Münster' (the cities that get houses; "
       "'with cartwright' under base rules), 'discard Weimar', 'end'. A Glanz und Gloria card may add its horses, "
       "'route Halle:2'; the city alone will do when only one card fits. The player may come first: 'red: end'.",
       PLAY, None, READING,
       "The rulebook has no notation; other choices would do as well, such as always naming the horses, or "
       "numbering the open cards."),
]

_RULES = [
    *_SETUP_RULES,
    *_TURN_RULES,
    *_OFFICIAL_RULES,
    *_ROUTE_RULES,
    *_HORSE_RULES,
    *_CLOSE_RULES,
    *_CARRIAGE_RULES,
    *_BONUS_RULES,
    *_END_RULES,
    *_SCORE_RULES,
    *_OTHER_RULES,
]

RULES = RuleBook("taxis", _RULES)
