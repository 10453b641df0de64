"""Every rule of Amber, in rulebook order, explained in our own words.

Sections name the headings of the Hungarian rulebook (``rulebooks/amber.hu.txt``).
``provenance="reading"`` marks our resolution where the rulebook is silent
(see ``reference/amber.md`` section 6).

>>> len(RULES) > 40, RULES["amber.place.edges-match"].term_hu
(True, 'kapcsolódás')
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


def _r(id: str, title: str, text: str, section: str, hu: str | None = None, prov: str = "rulebook") -> Rule:
    return Rule(f"amber.{id}", title, text, section, hu, prov)


_RULES = [
    _r("setup.players", "Two to six barons",
       "Amber is played by 2, 3, 4, 5 or 6 players; each plays a baron with one castle.", SETUP, "játékos"),
    _r("setup.layout", "A starting layout",
       "Castles and the 8 villages go where the chosen layout for the player count puts them. The official "
       "layout pictures were lost, so the tutor's layouts are reconstructions kept in amber/data/layouts.json.",
       SETUP, "kezdő felállás"),
    _r("setup.coins", "A coin on every castle and village",
       "Each castle in play and each village starts with one gold coin; the coins of unused castles stay in the box.",
       SETUP, "aranyérme"),
    _r("setup.castles", "Castles are handed out",
       "Every player gets one castle, by lot (the game's seed) or by agreement.", SETUP, "kastélylapka"),
    _r("setup.deal", "Six hidden tiles each",
       "All 92 road-building tiles are shuffled; each player gets six, seen only by that player; the rest form the "
       "face-down draw pile.", SETUP, "útépítés lapka"),
    _r("setup.start-player", "A start player, then clockwise",
       "A start player is chosen (by the seed); turns then pass clockwise, to the next player in seat order.",
       SETUP, "kezdőjátékos"),
    _r("turn.order", "Only the player to move acts",
       "On your turn you act; nobody else may play a tile until it is their turn.", TURN, "kör"),
    _r("turn.play-one", "Play one tile from your hand",
       "A turn starts with playing exactly one tile from your own hand: you lay a road or swamp tile, or use a shovel. "
       "You can only play tiles you hold.", TURN, "lapka lehelyezése"),
    _r("turn.draw", "Draw back up to six",
       "After playing, draw from the pile until you hold six tiles again: one tile, or two after a bridge or "
       "roundabout rebuild. When the pile runs short you draw what is left.", TURN, "húzás"),
    _r("place.tile", "Lay a road tile",
       "Lay a road tile from your hand on an empty field that you can reach, turned any way, so that every side "
       "matches the tiles around it.", PLACE, "lehelyezés"),
    _r("place.empty", "Only on an empty field",
       "Roads and swamps go on fields with no tile and no castle; the only way to change a laid tile is the bridge "
       "or roundabout rebuild, or a shovel.", PLACE, "üres mező"),
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
       "In the notation, r0-r3 give the clockwise quarter turns.", PLACE, "forgatás", "reading"),
    _r("place.board-edge", "Roads may face the board's rim",
       "The rulebook does not forbid a road side toward the board's edge; such a road simply ends there. "
       "(Setting road_may_face_board_edge in amber/data/board.json.)", PLACE, None, "reading"),
    _r("roads.neutral", "Every road is everyone's",
       "Roads belong to nobody: every player may travel on every road, whoever laid it.", PLACE, "semleges út"),
    _r("roads.one-way", "One-way roads",
       "An arrow on a road allows travel only in its direction. Arrows do not matter when matching sides: only "
       "road or blank counts there, so two arrows may even point at each other.", PLACE, "egyirányú út"),
    _r("castle.owner-exits", "Leaving your own castle",
       "From your own castle you may set out through any of its four sides.", PLACE, "saját kastély"),
    _r("castle.dead-end", "A castle ends the road",
       "For everyone but its owner a castle is an end point: a road reaching it connects to it, but nobody travels "
       "through a castle to the roads beyond.", PLACE, "az út véget ér"),
    _r("village.road-tile", "Build on the village field",
       "To connect a village, lay a road tile on its field; the village stands on top of the tile. A swamp may not "
       "go on a village field.", VILLAGE, "falu"),
    _r("village.pass-through", "Roads run on through villages",
       "Unlike a castle, a village does not end the road: travel continues through the village tile.",
       VILLAGE, "a falun túl"),
    _r("coins.village", "A village's coin",
       "When exactly one player is connected to a village, that player takes its coin; when two or more are "
       "connected at once, the coin is thrown out of the game. Being connected means being able to travel into the "
       "village's tile.", VILLAGE, "aranyérme begyűjtése"),
    _r("coins.castle", "A castle's coin",
       "When exactly one other player can travel to a castle, that player takes its coin; when two or more can, "
       "the coin is thrown out. The owner is never counted and never gets their own castle's coin.",
       CASTLE, "kastély aranyérméje"),
    _r("coins.when", "Coins are settled after every action",
       "After each action the tutor looks at every coin still on the board and hands it out or throws it out by "
       "the two rules above; a coin nobody is connected to stays. A coin once taken is kept even if the road is "
       "later dug up.", CASTLE, None, "reading"),
    _r("connect.directed", "Connections have a direction",
       "Because of one-way roads, you may be able to travel to another castle while its owner cannot travel to "
       "yours.", CASTLE, "kapcsolat"),
    _r("bridge.trigger", "When a rebuild is allowed",
       "A bridge or roundabout rebuild is possible only when the road you are laying runs into the blank side of "
       "a straight tile.", BRIDGE, "egyenes út lapka"),
    _r("bridge.replace", "Rebuild with a bridge or roundabout",
       "In that case, in the same turn, the straight tile is thrown out and a bridge or roundabout from your hand "
       "takes its place. You have played two tiles, so you draw two. The new tile must match all its neighbours; "
       "a village on the field stays.", BRIDGE, "híd, körforgalom"),
    _r("bridge.from-hand", "The rebuild tile comes from your hand",
       "The bridge or roundabout for a rebuild must be in your hand (not on the table).", BRIDGE, "kézből"),
    _r("bridge.normal", "Bridges and roundabouts as ordinary tiles",
       "A bridge or roundabout may also be laid like any other road tile on an empty reachable field.",
       BRIDGE, "normál módon"),
    _r("bridge.crossing", "Bridge crosses, roundabout joins",
       "On a bridge the two roads cross without meeting: you go straight on. A roundabout joins all four sides.",
       BRIDGE, "híd", "reading"),
    _r("shovel.target", "Dig up a road or swamp",
       "A shovel is not laid: it removes one road or swamp tile from the board (never a castle). The shovel and "
       "the removed tile are thrown out, and the field is empty again.", SHOVEL, "lapát"),
    _r("shovel.reachable", "Only where your roads lead",
       "You may dig only a tile your roads lead to: from your castle you must be able to arrive at its edge.",
       SHOVEL, "út kell, hogy vezessen"),
    _r("swamp.place", "Laying a swamp",
       "A swamp is laid like a road tile on an empty field you can reach. It has no roads, and any side may touch "
       "it (our reading: the rulebook is silent on swamp sides).", SWAMP, "mocsár"),
    _r("swamp.blocks", "Swamps block",
       "Nobody travels across a swamp, and nothing may be laid on it; only a shovel removes it.", SWAMP, "blokkol"),
    _r("turn.must-play", "You must play if you can",
       "As long as you can play any tile (or shovel) legally, you must play one.", STUCK, "le kell helyeznie"),
    _r("turn.stuck", "When you cannot play",
       "If no tile can be played, you say so without showing your hand, throw out one of your coins if you have "
       "any, discard one tile of your choice and draw one.", STUCK, "nincs lehelyezhető lapka"),
    _r("turn.stuck-empty-deck", "Pass when nothing is left to draw",
       "If you cannot play and the draw pile is empty, you simply pass.", STUCK, "passzol"),
    _r("end.sudden-death", "One baron connected to everything wins",
       "When exactly one player can travel from their castle to every village and every other castle, that player "
       "wins at once.", END, "azonnal megnyeri"),
    _r("end.simultaneous", "Two full networks at once",
       "If two or more players reach that at the same moment, nobody wins that way and play continues; the tutor "
       "keeps checking after every action, so a single full connector later still wins.", END, None, "reading"),
    _r("end.deck-out", "The normal end",
       "Otherwise the game ends when the draw pile is empty and every player holds three tiles or fewer.",
       END, "3 vagy kevesebb lapka"),
    _r("end.pass-round", "A round of passes ends the game",
       "If, with the pile empty, every player in turn has to pass, the game ends (our reading: otherwise it could "
       "never end).", END, None, "reading"),
    _r("end.over", "No moves after the end", "Once the game is over, no further move is accepted.", END, None,
       "reading"),
    _r("score.coins", "A point per coin", "Each coin you hold scores 1 point.", END, "1 pont minden aranyérméért"),
    _r("score.villages", "A point per village",
       "Each village you are connected to at the end scores 1 point.", END, "1 győzelmi pont minden faluért"),
    _r("score.castles", "Two points per castle",
       "Each other castle you are connected to at the end scores 2 points.", END, "2 győzelmi pont"),
    _r("score.ties", "Most points wins; ties stand",
       "The most points wins; players with equal top scores share the win.", END, "döntetlen"),
    _r("adv.special-shovel", "Your own special shovel",
       "Advanced game: each player has a shovel in their colour, usable once in the game instead of playing a hand "
       "tile (so no draw follows). It does not count as a hand tile.", ADV, "speciális lapát"),
    _r("adv.market", "Face-up tiles to draw from",
       "Advanced game: as many tiles as players lie face up. Each draw is either the top of the pile or one of the "
       "face-up tiles, which is replaced from the pile at once, before any second draw.", ADV, "felfordított lapkák"),
    _r("notation.syntax", "Move notation",
       "Moves are written like 'curve C7 r1', 'swamp D5', 'tee C7 r1 + bridge C8', 'shovel D5', "
       "'special-shovel D5', 'stuck curve', 'pass', 'draw deck' or 'draw market tee'; the player may be named "
       "first, as in the move log: 'red: curve C7 r1'.", TURN, None, "reading"),
]

RULES = RuleBook("amber", _RULES)
