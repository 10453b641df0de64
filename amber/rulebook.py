"""Every rule of Amber, in rulebook order, explained in our own words.

Sections name the headings of the Hungarian rulebook (``rulebooks/amber.hu.txt``).
``provenance="rulebook"`` only where that text states the rule; ``"reading"`` marks
our choice where it is silent or unclear (``reference/amber.md`` section 6), and then
``alternatives`` names the other readings; ``"reconstructed"`` marks rules resting on
data rebuilt for the rulebook's lost pictures (the starting layouts).

>>> len(RULES) > 40, RULES["amber.place.edges-match"].term_hu
(True, 'kapcsolódás')
>>> RULES["amber.bridge.normal"].provenance, "only for the rebuild" in RULES["amber.bridge.normal"].alternatives
('reading', True)
>>> RULES["amber.setup.layout"].provenance
'reconstructed'
"""

from __future__ import annotations

from tutor.rules import Rule, RuleBook

SETUP = "Előkészületek (setup)"
TURN = "A játék menete (course of play)"
PLACE = "Egy útépítés lapka lehelyezésének szabályai (placing a tile)"
VILLAGE = "Kapcsolat kiépítése egy faluhoz (connecting a village)"
CASTLE = "Kapcsolat kiépítése egy másik játékos kastélyához (connecting a castle)"
BRIDGE = "A híd és a körforgalom (bridge and roundabout)"
SHOVEL = "Lapátok (shovels)"
SWAMP = "Mocsarak (swamps)"
STUCK = "Amikor nem lehet lapkát lehelyezni (when no tile can be placed)"
END = "A játék vége (end of the game)"
ADV = "Haladó játékverzió (advanced game)"


def _r(id: str, title: str, text: str, section: str, hu: str | None = None, prov: str = "rulebook",
       alt: str = "") -> Rule:
    return Rule(f"amber.{id}", title, text, section, hu, prov, alt)


_RULES = [
    _r("setup.players", "Two to six barons",
       "Amber is played by 2, 3, 4, 5 or 6 players; each plays a baron with one castle.", SETUP, "játékos"),
    _r("setup.layout", "A starting layout",
       "The rulebook offers several starting layouts for each player count, drawn on its last pages; the chosen "
       "one says where the castles and the villages stand. Those pictures were lost, so the tutor's layouts are "
       "reconstructions (amber/data/layouts.json): one per player count so far, each using all 8 villages, which "
       "the rulebook does not confirm.",
       SETUP, "kezdő felállás", "reconstructed"),
    _r("setup.coins", "A coin on every castle and village",
       "Each castle and each village starts with one gold coin (a village's lies under the house). The tutor puts "
       "only the players' castles on the board, so the coins of unused castles stay in the box; with six players "
       "all 14 coins are in play.",
       SETUP, "aranyérme", "reading",
       "The rulebook says only 'a coin on every castle tile and under every village'. Had the lost layout pictures "
       "also placed the castles nobody plays, their coins would lie on the board too, for anyone connected to "
       "them to collect."),
    _r("setup.castles", "Castles are handed out",
       "Every player gets one castle, by lot (the game's seed) or by agreement.", SETUP, "kastélylapka"),
    _r("setup.deal", "Six hidden tiles each",
       "All 92 road-building tiles (roads, swamps and shovels) are shuffled together; each player gets six, seen "
       "only by that player; the rest form the face-down draw pile. The special shovels are not among them: in the "
       "basic game they stay in the box.", SETUP, "útépítés lapka"),
    _r("setup.start-player", "A start player, then clockwise",
       "A start player is chosen (the rulebook does not say how; the tutor lets the seed choose unless you name "
       "one); turns then pass clockwise, to the next player in seat order.",
       SETUP, "kezdőjátékos"),
    _r("turn.order", "Only the player to move acts",
       "On your turn you act; nobody else may play a tile until it is their turn.", TURN, "kör"),
    _r("turn.play-one", "Play one tile from your hand",
       "A turn starts with playing one tile from your own hand: you lay a road or swamp tile, or use a shovel. "
       "You can only play tiles you hold. Two exceptions: the bridge or roundabout rebuild plays two tiles from "
       "the hand in the same turn (amber.bridge.replace), and in the advanced game the special shovel may be used "
       "instead of a hand tile (amber.adv.special-shovel).", TURN, "lapka lehelyezése"),
    _r("turn.draw", "Draw back up to six",
       "After playing, draw from the pile until you hold six tiles again: one tile, or two after a bridge or "
       "roundabout rebuild. When the pile runs short you draw what is left, and once it is empty you play on "
       "without drawing.", TURN, "húzás"),
    _r("place.tile", "Lay a road tile",
       "Lay a road tile from your hand on an empty field that you can reach, turned any way, so that every side "
       "matches the tiles around it.", PLACE, "lehelyezés"),
    _r("place.empty", "Only on an empty field",
       "Roads and swamps go only on fields with no tile and no castle (a village field counts as empty as long as "
       "no tile lies under its house). The only ways to change a laid tile are the bridge or roundabout rebuild "
       "and a shovel.", PLACE, "üres mező"),
    _r("place.reachable", "Only where your roads lead",
       "The field must be reachable from your own castle: travelling from your castle along the roads on the board "
       "(anyone's roads), you can arrive at the field's edge. At first that means one of the four fields beside "
       "your castle.", PLACE, "elérhető mező"),
    _r("place.edges-match", "Sides must match",
       "Where the new tile touches another tile, road must meet road and blank must meet blank; a road may never "
       "run into a blank side.", PLACE, "kapcsolódás"),
    _r("place.castle-sides", "Castle sides are roads",
       "A castle has a road on each of its four sides, so a tile laid beside a castle must show a road toward it.",
       PLACE, "kastély 4 útja"),
    _r("place.rotation", "Tiles may be turned",
       "A tile may be laid in any of its four quarter turns; turns that look the same count as one move. "
       "In the notation, r0-r3 give the clockwise quarter turns.", PLACE, "forgatás", "reading",
       "The rulebook never says in words that tiles may be turned (its pictures are lost). The only other reading, "
       "tiles laid as printed with every arrow pointing the same way, would leave most roads unbuildable."),
    _r("place.board-edge", "Roads may face the board's rim",
       "The rulebook does not say whether a road side may face the board's edge; the tutor allows it, and such a "
       "road simply ends there. (Setting road_may_face_board_edge in amber/data/board.json.)", PLACE, None,
       "reading",
       "The rim could count as a blank side, so that no road may point off the board; setting "
       "road_may_face_board_edge to false in amber/data/board.json plays that way."),
    _r("roads.neutral", "Every road is everyone's",
       "Roads belong to nobody: every player may travel on every road, whoever laid it.", PLACE, "semleges út"),
    _r("roads.one-way", "One-way roads",
       "An arrow on a road allows travel only in its direction. The tutor ignores arrows when matching sides: only "
       "road or blank counts there, so two arrows may even point at each other (and nobody gets through).",
       PLACE, "egyirányú út", "reading",
       "The rulebook's matching rule names only roads and roadless sides; one could also require the arrows to "
       "agree across a shared side, so that no one-way road runs head-on into another."),
    _r("castle.owner-exits", "Leaving your own castle",
       "From your own castle you may set out through any of its four sides.", PLACE, "saját kastély"),
    _r("castle.dead-end", "A castle ends the road",
       "For everyone but its owner a castle is an end point: a road reaching it connects to it, but nobody travels "
       "through a castle to the roads beyond.", PLACE, "az út véget ér"),
    _r("village.road-tile", "Build on the village field",
       "To connect a village, lay a road tile on its field; the house then stands on top of the tile. The tutor "
       "keeps swamps off village fields, and the house stays on its field when the tile under it is rebuilt or dug "
       "up.", VILLAGE, "falu", "reading",
       "The rulebook does not say whether a swamp may go on a village field; the other reading allows it, which "
       "cuts the village off until a shovel clears the swamp. It is silent, too, on rebuilding or digging up the "
       "tile under a village; one could read both as forbidden there."),
    _r("village.pass-through", "Roads run on through villages",
       "Unlike a castle, a village does not end the road: travel continues through the village tile.",
       VILLAGE, "a falun túl"),
    _r("coins.village", "A village's coin",
       "When exactly one player is connected to a village, that player takes its coin; when two or more are "
       "connected at once, the coin is thrown out of the game. The tutor counts as connected everyone who can "
       "travel into the village's tile (through a road side, along the arrows), not only the player who laid it.",
       VILLAGE, "aranyérme begyűjtése", "reading",
       "The rulebook ties the coin to laying the road tile on the village field: read narrowly, the coin is "
       "decided only when that tile is laid, among the players connected at that moment. And 'connected' could "
       "also include a player who reaches the village tile only where its one-way road leads out."),
    _r("coins.castle", "A castle's coin",
       "When exactly one other player can travel to a castle, that player takes its coin; when two or more can, "
       "the coin is thrown out. The owner is never counted and never gets their own castle's coin.",
       CASTLE, "kastély aranyérméje"),
    _r("coins.when", "Coins are settled after every action",
       "After each action the tutor looks at every coin still on the board and hands it out or throws it out by "
       "the two rules above; a coin nobody is connected to stays. A coin once taken is kept even if the road is "
       "later dug up.", CASTLE, None, "reading",
       "The rulebook only says 'currently' when a road reaches a village or castle: coins could be settled only "
       "for the village or castle the new road reaches, or only for the player who acted; and a coin could be "
       "read as lost again when the road to it is dug up."),
    _r("connect.directed", "Connections have a direction",
       "Because of one-way roads, you may be able to travel to another castle while its owner cannot travel to "
       "yours.", CASTLE, "kapcsolat"),
    _r("bridge.trigger", "When a rebuild is allowed",
       "A bridge or roundabout rebuild is possible only when the road you are laying runs into the blank side of "
       "a straight tile (two-way or one-way); without the rebuild that road would break the matching rule.",
       BRIDGE, "egyenes út lapka"),
    _r("bridge.replace", "Rebuild with a bridge or roundabout",
       "In that case you may, in the same turn, throw the straight tile out and put a bridge or roundabout from "
       "your hand in its place; if you do not, the road running into the blank side cannot be laid. You have "
       "played two tiles, so you draw two. The new tile must match all its neighbours.", BRIDGE,
       "híd, körforgalom"),
    _r("bridge.from-hand", "The rebuild tile comes from your hand",
       "The bridge or roundabout for a rebuild must come from your hand, never from the advanced game's face-up "
       "tiles.", BRIDGE, "kézből"),
    _r("bridge.normal", "Bridges and roundabouts as ordinary tiles",
       "The tutor lets a bridge or roundabout also be laid like any other road tile, on an empty field you can "
       "reach.", BRIDGE, "normál módon", "reading",
       "The rulebook also says the two tiles can be used only for the rebuild. Read that way, its closing words "
       "(both are laid normally, by the known rules) only mean that the rebuild tile follows the usual placing "
       "rules, and a bridge or roundabout could never be laid on an empty field."),
    _r("bridge.crossing", "Bridge crosses, roundabout joins",
       "On a bridge the two roads cross without meeting: you go straight on. A roundabout joins all four sides.",
       BRIDGE, "híd", "reading",
       "The tiles' pictures are lost, so only their names guide us: a bridge could also be read as joining its "
       "two roads like a crossroads, which would make it no different from a roundabout."),
    _r("shovel.target", "Dig up a road or swamp",
       "A shovel is not laid: it removes one road or swamp tile from the board (never a castle). The shovel and "
       "the removed tile are thrown out; the field is empty again and may later take a tile by the usual rules.",
       SHOVEL, "lapát"),
    _r("shovel.reachable", "Only where your roads lead",
       "You may dig only a tile your roads lead to: from your castle you must be able to arrive at its edge.",
       SHOVEL, "út kell, hogy vezessen"),
    _r("swamp.place", "Laying a swamp",
       "A swamp is laid like a road tile, on an empty field you can reach. It has no roads, and the tutor lets any "
       "side touch it.", SWAMP, "mocsár", "reading",
       "The rulebook is silent on a swamp's sides. Read as blank sides, a swamp could never be laid where a road "
       "ends (a road side would meet it there), so it could hardly block anything."),
    _r("swamp.blocks", "Swamps block",
       "Nobody travels across a swamp, and nothing may be laid on it; only a shovel removes it.", SWAMP, "blokkol"),
    _r("turn.must-play", "You must play if you can",
       "As long as you can play any tile legally, you must play one; the tutor counts using a shovel (and in the "
       "advanced game the special shovel) as playing a tile.", STUCK, "le kell helyeznie", "reading",
       "The rulebook says shovels are not laid on the board, and the stuck rule speaks of laying a tile. Read that "
       "way, a player who could only dig would count as stuck, and could discard instead of digging."),
    _r("turn.stuck", "When you cannot play",
       "If no tile can be played, you say so without showing your hand, throw out one of your coins if you have "
       "any, discard one tile of your choice and draw one.", STUCK, "nincs lehelyezhető lapka"),
    _r("turn.stuck-empty-deck", "Pass when the draw pile is empty",
       "If you cannot play and the draw pile is empty, you simply pass: you keep your coins and your tiles. In the "
       "advanced game the face-up tiles are not the draw pile, so they do not prevent a pass.", STUCK, "passzol",
       "reading",
       "The rulebook says only that the player simply passes. That the coins and the tiles are kept (no coin thrown "
       "out, no tile discarded) is the tutor's reading of 'simply'; and in the advanced game the face-up tiles could "
       "also be counted as the pile, so that a stuck player would discard and take a face-up tile instead of passing."),
    _r("end.sudden-death", "One baron connected to everything wins",
       "When exactly one player can travel from their castle to every village and every other castle, that player "
       "wins at once.", END, "azonnal megnyeri"),
    _r("end.simultaneous", "Two full networks at once",
       "If two or more players reach that at the same moment, nobody wins that way: play goes on to the normal end, "
       "and from then on nobody can win by sudden death, even if later only one player is connected to everything.",
       END, "a játék folytatódik"),
    _r("end.deck-out", "The normal end",
       "Otherwise the game ends when the draw pile is empty and every player holds three tiles or fewer (the "
       "advanced game's face-up tiles are not the pile).", END, "3 vagy kevesebb lapka", "reading",
       "The rulebook ends the game when the pile holds no more tiles. In the advanced game the face-up tiles could "
       "also be counted with the pile, so that the game would go on until they too are taken."),
    _r("end.pass-round", "A round of passes ends the game",
       "If, with the pile empty, every player in turn has to pass, the game ends; otherwise it could never end.",
       END, None, "reading",
       "The rulebook gives no end for this case. It could also end at the first pass of a player who can never play "
       "again, or be left to the players to stop by agreement; the count is the usual one either way."),
    _r("end.over", "No moves after the end", "Once the game is over, no further move is accepted.", END),
    _r("score.coins", "A point per coin", "Each coin you hold scores 1 point.", END, "1 pont minden aranyérméért"),
    _r("score.villages", "A point per village",
       "Each village you are connected to at the end scores 1 point.", END, "1 győzelmi pont minden faluért"),
    _r("score.castles", "Two points per castle",
       "Each other castle you are connected to at the end scores 2 points.", END, "2 győzelmi pont"),
    _r("score.ties", "Most points wins; ties stand",
       "The most points wins; players with equal top scores share the win.", END, "döntetlen"),
    _r("adv.special-shovel", "Your own special shovel",
       "Advanced game: each player has a shovel in their colour, usable once in the game instead of playing a hand "
       "tile. It digs like a shovel; the hand stays full, so no draw follows. It does not count as a hand tile.",
       ADV, "speciális lapát", "reading",
       "The rulebook says the special shovel takes the place of laying a tile from the hand and does not count among "
       "the hand's tiles. That no draw follows (the hand is still full) is the tutor's reading; a draw as after any "
       "turn would leave the player more than six tiles."),
    _r("adv.market", "Face-up tiles to draw from",
       "Advanced game: as many tiles as players lie face up. Each draw at the end of a turn is either the top of "
       "the pile or one of the face-up tiles, which is replaced from the pile at once, before any second draw. The "
       "tutor offers this choice for a stuck player's one draw too, and lets face-up tiles be taken after a play "
       "even once the pile is empty (they are no longer replaced then).", ADV, "felfordított lapkák", "reading",
       "The stuck rule says the new tile comes from the pile, so a stuck player's draw could be read as pile-only; "
       "and once the pile is empty the face-up tiles could be read as out of play."),
    _r("notation.syntax", "Move notation",
       "Moves are written like 'curve C7 r1', 'swamp D5', 'tee C7 r1 + bridge C8', 'shovel D5', "
       "'special-shovel D5', 'stuck curve', 'pass', 'draw deck' or 'draw market tee'; the one-way tiles are "
       "'straight>' and 'curve>'. The player may be named first, as in the move log: 'red: curve C7 r1'.",
       TURN, None, "reading",
       "The rulebook has no notation: a rebuild could as well be written as two steps, or the draws as part of "
       "the move before them."),
]

RULES = RuleBook("amber", _RULES)
