"""Amber's catalogue of rule examples: for every rule a small position, a move that keeps it, one that breaks it.

The positions are the ones the developer walkthrough (``tools/nb_amber_rules.py``) uses, moved here once so that
the tests (``tests/test_amber_examples.py``), the pupils' lesson (:mod:`tutor.lesson`,
``notebooks/lessons/amber_lesson.ipynb``) and the coverage report all read the same data. Rules that no move can
break (setup, coins, scoring, the end) show the situation instead, with a check of it (``holds``).

>>> len({ex.rule for ex in CATALOGUE}) == len(amber.RULES)
True
>>> ex = example("amber.place.edges-match")
>>> ex.keep, ex.brk, start(ex).check(ex.brk).rule
('curve D3 r3', 'curve D3 r0', 'amber.place.edges-match')
>>> picture(ex).count("<svg") >= 3  # the keeping panel, the breaking panel, in one picture
True
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Any

import amber
from amber.board import field, name
from amber.connect import reach_matrix
from amber.moves import Dig, Place, Rebuild
from amber.render import render
from amber.rules import full_connectors
from amber.state import COLOUR_NAMES, EMPTY
from amber.table import describe as describe_move
from amber.tiles import code
from amber.verdicts import colour as colour_name
from amber.verdicts import tile_words
from tutor.examples import Example, LessonSpec, Sections, in_words
from tutor.game import Game
from tutor.i18n import N_, _, ngettext
from tutor.rules import NotationError, Verdict
from tutor.svg import Svg, num, svg_size, wrap

__all__ = ["CATALOGUE", "SPEC", "example", "start", "picture", "try_board", "describe", "spot"]

GREEN, RED = "#15803d", "#d00000"
LEADING = 16  # caption line height

# -- the positions (scenario pictures: see amber.scenario) -------------------------------------------------------

PLAIN = """
   A B C D E F G
1  . . . . . . .
2  . 1 . . . 2 .
3  . . . . . . .
4  . . . v . . .
"""
ROADS = """
   A  B  C  D  E  F  G
1  .  .  .  .  .  .  .
2  .  1  I1 L2 .  .  .
3  .  .  .  .  L1 2  .
4  .  .  .  v  .  .  .
"""
HAND = "straight straight> curve tee cross swamp"
SHARED = """
   A B C  D  E  F G
1  . . .  .  .  . .
2  . 1 I1 T1 I1 2 .
3  . . .  .  .  . .
4  . . .  .  .  v .
"""
ONE_WAY = """
   A B  C  D E F G
1  . .  .  . . . .
2  . 1  i3 . . 2 .
3  . i2 .  . . . .
4  . .  .  . v . .
"""
TO_RED = """
   A B C  D  E  F G
1  . . .  .  .  . .
2  . 1 I1 I1 I1 2 .
3  . . .  .  v  . .
"""
VILLAGE = """
   A B C D E F G
1  . . . . . . .
2  . 1 v . . 2 .
3  . . . . v . .
"""
BOTH = """
   A B C  D E  F G
1  . . .  . .  . .
2  . 1 i3 v i1 2 .
3  . . .  . v  . .
"""
LINE = """
   A B C  D  E F G
1  . . .  .  . . .
2  . 1 i3 i3 . 2 .
3  . . .  .  . . .
4  . . .  v  . . .
"""
AWAY = """
   A B C  D E  F G
1  . . .  . .  . .
2  . 1 i3 v I1 2 .
3  . . .  . v  . .
"""
STRAIGHT = """
   A B C D  E
1  . . . .  .
2  . 1 . I0 .
3  . . . I0 .
4  . . . 2  .
5  . . . .  v
"""
RED_HAND = "straight bridge curve curve curve curve"
BLOCKED = STRAIGHT.replace("I0 .\n3", "I0 L0\n3")
REBUILT = STRAIGHT.replace("1 . I0", "1 I1 B")
DIG = """
   A B C  D  E  F G
1  . . .  .  .  . .
2  . 1 I1 I1 .  2 .
3  . . .  .  I0 . .
4  . . .  .  .  v .
"""
SWAMPED = """
   A B C  D E  F G
1  . . .  . .  . .
2  . 1 I1 S I1 2 .
3  . . .  . .  . .
4  . . .  v .  . .
"""
RED_SHUT = """
   A  B  C  D  E  F  G
1  .  i0 .  .  .  .  .
2  i3 1  i1 .  .  2  .
3  .  i2 .  .  .  .  .
4  .  .  .  .  v  .  .
"""
STUCK_HAND = "curve tee cross straight bridge swamp"
SOLE = """
   A B C  D E  F G
1  . . .  . .  . .
2  . 1 i3 v i3 2 .
"""
CUT = """
   A B  C  D  E  F  G
1  . .  .  .  .  .  .
2  . 1  i3 v  I1 2  .
3  . L0 i1 i1 i1 L3 .
"""
TWO = """
   A B C D E F G
1  . . . . . . .
2  . 1 . . . 2 .
3  . . . v . . .
"""
BOTH_SHUT = """
   A  B  C  D  E  F  G  H  I  J
1  .  i0 .  .  .  .  .  i0 .  .
2  i3 1  i1 .  .  .  i3 2  i1 .
3  .  i2 .  .  .  .  .  i2 .  .
4  .  .  .  .  v  .  .  .  .  .
"""
COUNT = """
   A B   C   D  E  F G
1  . .   .   .  .  . .
2  . 1   I1v i3 i3 2 .
3  . i2v .   .  .  . .
4  . .   .   .  v  . .
"""
ADV = """
   A B C  D E F G
1  . . .  . . . .
2  . 1 I1 . . 2 .
3  . . .  . v . .
"""
SIX = "curve curve curve curve curve curve"


def _s(**kw: Any) -> MappingProxyType:
    return MappingProxyType(kw)


NEW3 = _s(players=3, seed=7)  # a new three-player game (an empty board picture means amber.new_game)


def _scores(row: dict[int, dict[str, int]], player: int, what: str) -> int:
    return row[player][what]


TITLE = N_("Amber: the rules, one by one")
"""The lesson app's title (``tools/nb_amber_lesson.py`` gives it to :class:`tutor.lesson.Lesson`, which reads it in the
current language)."""

CATALOGUE: tuple[Example, ...] = (
    # -- setup -------------------------------------------------------------------------------------------------------
    Example("amber.setup.players", N_("Amber is for 2 to 6 players. Each player is a baron with one castle."),
            setup=NEW3, corner="K11",
            shows=N_("Three barons play here: the red, blue and green castles (1, 2 and 3)."),
            holds=lambda g: len(g.state.castles) == 3 == len(g.players)),
    Example("amber.setup.layout", N_("Before the game, the castles and the villages (brown houses) are put on the "
            "board in a pattern the rulebook draws. Those drawings are lost: this tutor's patterns are its own."),
            setup=NEW3, corner="K11",
            shows=N_("The tutor's pattern for three players: three castles spread out, eight villages between them."),
            holds=lambda g: len(g.state.villages) == 8 and all(c == EMPTY or c >= 1000 for c in g.state.board)),
    Example("amber.setup.coins", N_("A gold coin lies on every castle and every village at the start."), setup=NEW3,
            corner="K11", shows=N_("The yellow dots are the coins: on the tutor's board 3 castles and 8 villages, "
                                   "so 11 coins."),
            holds=lambda g: g.state.coins_on == set(g.state.castles) | set(g.state.villages)),
    Example("amber.setup.castles", N_("Every player gets one castle, by lot."), setup=NEW3, corner="K11",
            shows=N_("Each of the three players has exactly one castle on the board."),
            holds=lambda g: len(set(g.state.castles)) == 3),
    Example("amber.setup.deal", N_("Everyone gets six secret tiles. The other tiles lie face down as the draw pile."),
            setup=NEW3, corner="K11", shows=N_("Each player holds 6 tiles; the pile holds the other 74."),
            holds=lambda g: [len(h) for h in g.state.hands] == [6, 6, 6] and len(g.state.deck) == 74),
    Example("amber.setup.start-player", N_("One player starts; then the turn goes round the table, seat by seat."),
            board=PLAIN, setup=_s(hands=["curve curve straight tee cross swamp", "curve cross cross tee tee tee"]),
            keep="curve A2 r0", corner="G4",
            shows=N_("Red starts. After red's tile it is blue's turn."), holds=lambda g: g.to_move == 1),
    # -- course of play ----------------------------------------------------------------------------------------------
    Example("amber.turn.order", N_("Only the player whose turn it is may play."), board=PLAIN,
            setup=_s(hands=["curve curve straight tee cross swamp", "curve cross cross tee tee tee"]),
            before=("curve A2 r0",), keep="blue: cross F1 r0", brk="red: curve B1 r1", corner="G4"),
    Example("amber.turn.play-one", N_("On your turn you play one tile, and only a tile you have in your hand."),
            board=PLAIN, setup=_s(hands=["curve curve straight tee cross swamp", ""], deck="straight> tee curve"),
            keep="tee C2 r1", brk="bridge C2 r0", corner="G4"),
    Example("amber.turn.draw", N_("After playing, you draw until you have six tiles again. You do not choose: you "
            "take the top of the pile."), board=PLAIN,
            setup=_s(hands=["curve curve straight tee cross swamp", ""], deck="straight> tee curve"),
            keep="tee C2 r1", brk="draw deck", corner="G4", shows=N_("After the tee red holds six tiles again."),
            holds=lambda g: len(g.state.hands[0]) == 6),
    # -- placing a tile ----------------------------------------------------------------------------------------------
    Example("amber.place.tile", N_("Lay a tile from your hand on an empty field your roads lead to. You may turn "
            "it, but every side must fit its neighbours."), board=ROADS, setup=_s(hands=[HAND, "cross"]),
            keep="curve D3 r3", brk="cross D3 r0", brk_rule="amber.place.edges-match"),
    Example("amber.place.empty", N_("A tile goes only on a field with nothing on it."), board=ROADS,
            setup=_s(hands=[HAND, "cross"]), keep="curve D3 r3", brk="cross C2 r0"),
    Example("amber.place.reachable", N_("You may build only where your roads lead: start at your castle, follow the "
            "roads, and you must get to the field."), board=ROADS, setup=_s(hands=[HAND, "cross"]),
            keep="cross B3 r0", brk="curve E2 r2"),
    Example("amber.place.edges-match", N_("Where two tiles touch, road must meet road and grass must meet grass."),
            board=ROADS, setup=_s(hands=[HAND, "cross"]), keep="curve D3 r3", brk="curve D3 r0"),
    Example("amber.place.castle-sides", N_("A castle has a road on all four sides, so a tile next to it must show "
            "it a road."), board=ROADS, setup=_s(hands=[HAND, "cross"]), keep="curve B3 r0", brk="curve B3 r1"),
    Example("amber.place.rotation", N_("You may turn a tile a quarter, a half or three quarters before laying it. "
            "There are only four ways to turn it."), board=ROADS, setup=_s(hands=[HAND, "cross"]),
            keep="curve B1 r1", shows=N_("Red turns the curve a quarter (r1, one of its four turns r0-r3) and lays "
                                         "it on B1."),
            holds=lambda g: g.state.board[field("B1")] == code("curve", 1)),
    Example("amber.place.board-edge", N_("A road may run off the edge of the board; it just ends there."),
            board=ROADS, setup=_s(hands=[HAND, "cross"]), keep="straight A2 r1",
            shows=N_("The straight on A2 points its road off the board, and that is allowed."),
            holds=lambda g: g.state.board[field("A2")] != EMPTY),
    Example("amber.roads.neutral", N_("Roads belong to nobody: everybody may travel on every road."), board=SHARED,
            setup=_s(hands=["", "cross"], player=1), keep="cross D3 r0",
            shows=N_("Blue builds on D3, using the tee that red laid."),
            holds=lambda g: g.state.board[field("D3")] != EMPTY),
    Example("amber.roads.one-way", N_("An arrow on a road means you may only travel the way it points."),
            board=ONE_WAY, setup=_s(hands=["straight> tee tee tee cross cross", ""]),
            keep="cross D2 r0", brk="cross B4 r0", brk_rule="amber.place.reachable"),
    Example("amber.castle.owner-exits", N_("From your own castle you may leave through any of its four sides."),
            board=TO_RED, setup=_s(hands=["cross", "cross"]), keep="cross A2 r0",
            shows=N_("Red leaves the castle westward, to A2."), holds=lambda g: g.state.board[field("A2")] != EMPTY),
    Example("amber.castle.dead-end", N_("Someone else's castle is the end of the road: you cannot travel through it."),
            board=TO_RED, setup=_s(hands=["cross", "cross"], player=1), keep="cross G2 r0", brk="cross A2 r0",
            brk_rule="amber.place.reachable"),
    # -- villages ---------------------------------------------------------------------------------------------------
    Example("amber.village.road-tile", N_("To reach a village, lay a road tile on its field; the house stands on the "
            "tile. The rulebook does not say whether a swamp may go there: this tutor does not allow it."),
            board=VILLAGE, setup=_s(hands=["straight swamp cross tee tee tee", "cross"]),
            keep="straight C2 r1", brk="swamp C2"),
    Example("amber.village.pass-through", N_("A village does not stop the road: you can travel on through it."),
            board=VILLAGE, setup=_s(hands=["straight swamp cross tee tee tee", "cross"]),
            before=("straight C2 r1", "cross G2 r0"), keep="cross D2 r0",
            shows=N_("Red's road goes on through the village C2 to D2."),
            holds=lambda g: g.state.board[field("D2")] != EMPTY),
    Example("amber.coins.village", N_("If you are the only one connected to a village, you take its coin. If two "
            "get there at once, the coin is out of the game."), board=VILLAGE,
            setup=_s(hands=["straight swamp cross tee tee tee", "cross"]), keep="straight C2 r1",
            shows=N_("Red alone reaches the village C2 and takes its coin."), holds=lambda g: g.state.purse == (1, 0)),
    # -- castles ----------------------------------------------------------------------------------------------------
    Example("amber.coins.castle", N_("If you are the only one who can travel to another player's castle, you take "
            "its coin. You never get your own castle's coin."), board=LINE,
            setup=_s(hands=["straight> tee tee tee tee tee", ""]), keep="straight> E2 r3",
            shows=N_("Red's one-way road now leads into blue's castle: red takes blue's coin."),
            holds=lambda g: g.state.purse == (1, 0) and field("F2") not in g.state.coins_on),
    Example("amber.coins.when", N_("After every move this tutor looks at all the coins: whoever alone can get to "
                                   "one takes it."),
            board=AWAY, setup=_s(hands=["straight> straight tee tee tee tee", ""]), keep="straight> D2 r1",
            shows=N_("Red lays the tile, but the arrow lets only blue into the village: in this tutor blue "
                     "takes the coin."),
            holds=lambda g: g.state.purse == (0, 1)),
    Example("amber.connect.directed", N_("Because of one-way roads, you may reach someone's castle while they cannot "
            "reach yours."), board=LINE, setup=_s(hands=["straight> tee tee tee tee tee", ""]),
            keep="straight> E2 r3", shows=N_("Red can now travel to blue's castle, but blue cannot travel to red's."),
            holds=lambda g: reach_matrix(g.state) == {"red": {"blue": True}, "blue": {"red": False}}),
    # -- bridge and roundabout ---------------------------------------------------------------------------------------
    Example("amber.bridge.trigger", N_("If your road would hit the grass side of a straight road, you may swap that "
            "straight for a bridge or a roundabout from your hand. Without the swap the road does not fit."),
            board=STRAIGHT, setup=_s(hands=[RED_HAND, ""], deck="tee cross swamp"),
            keep="straight C2 r1 + bridge D2", brk="straight C2 r1", corner="E5"),
    Example("amber.bridge.replace", N_("The swap: lay your road and put the bridge or roundabout in place of the "
            "straight, both in one turn. Then draw two tiles."), board=STRAIGHT,
            setup=_s(hands=[RED_HAND, ""], deck="tee cross swamp"), keep="straight C2 r1 + bridge D2", corner="E5",
            shows=N_("Blue's straight on D2 goes away, the bridge takes its place, and red draws two tiles."),
            holds=lambda g: g.state.discards[-1] == "straight" and len(g.state.hands[0]) == 6),
    Example("amber.bridge.replace", N_("The new bridge or roundabout must fit all its neighbours too."), board=BLOCKED,
            setup=_s(hands=[RED_HAND, ""], deck="tee cross swamp"), brk="straight C2 r1 + bridge D2",
            corner="E5"),
    Example("amber.bridge.from-hand", N_("The bridge or roundabout for the swap must be in your hand."),
            board=STRAIGHT, setup=_s(hands=[RED_HAND, ""], deck="tee cross swamp"),
            keep="straight C2 r1 + bridge D2", brk="straight C2 r1 + roundabout D2", corner="E5"),
    Example("amber.bridge.normal", N_("A bridge or roundabout may also be laid like a normal tile on an empty field, "
            "but never simply on top of another tile."), board=STRAIGHT,
            setup=_s(hands=[RED_HAND, ""], deck="tee cross swamp"), keep="bridge A2 r0", brk="bridge D2 r0",
            corner="E5"),
    Example("amber.bridge.crossing", N_("On a bridge the two roads cross without meeting: you go straight on. A "
            "roundabout joins all four roads."), board=REBUILT, setup=_s(hands=["cross", ""], coins="E5"), corner="E5",
            keep="cross E2 r0", shows=N_("Red goes straight over the bridge to E2, but cannot turn into blue's road."),
            holds=lambda g: reach_matrix(g.state) == {"red": {"blue": False}, "blue": {"red": False}}),
    # -- shovels ----------------------------------------------------------------------------------------------------
    Example("amber.shovel.target", N_("A shovel digs up one road or swamp tile (never a castle). The field is empty "
            "again."), board=DIG, setup=_s(hands=["shovel cross cross cross cross cross", "cross"],
                                          deck="tee curve"), keep="shovel D2", brk="shovel B2"),
    Example("amber.shovel.reachable", N_("You may dig only a tile your roads lead to."), board=DIG,
            setup=_s(hands=["shovel cross cross cross cross cross", "cross"], deck="tee curve"),
            keep="shovel D2", brk="shovel E3"),
    # -- swamps -----------------------------------------------------------------------------------------------------
    Example("amber.swamp.place", N_("A swamp is laid like a road tile, on an empty field your roads lead to. Any "
            "side may touch it."), board=ROADS, setup=_s(hands=[HAND, "cross"]), keep="swamp D3", brk="swamp E2",
            brk_rule="amber.place.reachable"),
    Example("amber.swamp.blocks", N_("Nobody can travel across a swamp, and nothing can be laid on it. Only a shovel "
            "removes it."), board=SWAMPED, setup=_s(hands=["straight shovel cross tee tee tee", ""]),
            keep="shovel D2", brk="straight D2 r1"),
    # -- when you cannot play ------------------------------------------------------------------------------------------
    Example("amber.turn.must-play", N_("If you can play a tile (a shovel counts), you must."), board=RED_SHUT,
            setup=_s(hands=["shovel curve tee cross straight swamp", ""], deck="tee"),
            keep="shovel B1", brk="stuck curve"),
    Example("amber.turn.stuck", N_("If no tile fits anywhere, you say so, lose a coin if you have one, throw away a "
            "tile and draw a new one."), board=RED_SHUT, setup=_s(hands=[STUCK_HAND, ""], deck="tee straight",
                                                                   purse=[1, 0]),
            keep="stuck swamp", brk="pass"),
    Example("amber.turn.stuck-empty-deck", N_("If you cannot play and the pile is empty, you just pass."),
            board=RED_SHUT, setup=_s(hands=[STUCK_HAND, "cross"], deck="", purse=[1, 0]), keep="pass",
            brk="stuck curve"),
    # -- end of the game and scoring --------------------------------------------------------------------------------
    Example("amber.end.sudden-death", N_("If you alone can travel to every village and every other castle, you win "
            "at once."), board=SOLE, setup=_s(hands=["straight> tee tee tee tee tee", "cross"], deck="cross cross"),
            keep="straight> D2 r3", corner="G2", shows=N_("Red's road now reaches the village and blue's castle: "
            "red wins on the spot."), holds=lambda g: g.is_over and g.winners() == (0,)),
    Example("amber.end.simultaneous", N_("If two players reach everything at the same moment, nobody wins that way: "
            "the game goes on to its normal end, and from then on nobody can win by reaching everything."), board=CUT,
            setup=_s(hands=["straight shovel tee tee tee tee", "cross tee tee tee tee tee"],
                     deck="curve curve curve curve"), before=("straight D2 r1", "cross G2 r0"), keep="shovel C3",
            corner="G3",
            shows=N_("Red's straight on D2 connected both players to everything at once. Now red digs up C3 and "
                     "cuts blue's road: red alone reaches everything, but the game still goes on."),
            holds=lambda g: full_connectors(g.state) == [0] and not g.is_over and not g.state.sudden_death),
    Example("amber.end.deck-out", N_("The game ends when the pile is empty and every player has three tiles or "
            "fewer."), board=TWO, setup=_s(hands=["cross cross cross cross", "cross cross cross"], deck=""),
            keep="cross C2 r0", shows=N_("Red plays a fourth tile; now both hold three and the pile is empty: the "
            "game is over."), holds=lambda g: g.is_over),
    Example("amber.end.pass-round", N_("If everybody has to pass, one after the other, the game ends."),
            board=BOTH_SHUT, setup=_s(hands=[STUCK_HAND, STUCK_HAND], deck=""), before=("pass",), keep="pass",
            corner="J4", shows=N_("Red passed, now blue passes too: the game ends."), holds=lambda g: g.is_over),
    Example("amber.end.over", N_("When the game is over, nobody may move any more."), board=SOLE,
            setup=_s(hands=["straight> tee tee tee tee tee", "cross"]), before=("straight> D2 r3",),
            brk="cross G2 r0", corner="G2"),
    Example("amber.score.coins", N_("At the end, every coin you hold is worth 1 point."), board=COUNT,
            setup=_s(coins="B3 E4", purse=[1, 2]), shows=N_("Red holds 1 coin, blue 2: that is 1 and 2 points."),
            holds=lambda g: (_scores(g.scores(), 0, "coins"), _scores(g.scores(), 1, "coins")) == (1, 2)),
    Example("amber.score.villages", N_("Every village you can travel to is worth 1 point."), board=COUNT,
            setup=_s(coins="B3 E4", purse=[1, 2]),
            shows=N_("Red can travel into the village C2: 1 point. The arrow on B3 points the wrong way for red."),
            holds=lambda g: _scores(g.scores(), 0, "villages") == 1),
    Example("amber.score.castles", N_("Every other castle you can travel to is worth 2 points."), board=COUNT,
            setup=_s(coins="B3 E4", purse=[1, 2]),
            shows=N_("Red's one-way road leads into blue's castle: 2 points for red, none for blue."),
            holds=lambda g: (_scores(g.scores(), 0, "castles"), _scores(g.scores(), 1, "castles")) == (2, 0)),
    Example("amber.score.ties", N_("Most points wins. Players with the same top score share the win."), board=TWO,
            setup=_s(hands=["cross cross cross cross", "cross cross cross"], deck="", purse=[2, 2]),
            keep="cross C2 r0", shows=N_("The game ends with 2 points each: red and blue share the win."),
            holds=lambda g: g.is_over and g.winners() == (0, 1)),
    # -- advanced game ----------------------------------------------------------------------------------------------
    Example("amber.adv.special-shovel", N_("In the advanced game you have your own shovel, once per game, that you "
            "use instead of a tile from your hand. You keep your hand and draw nothing."), board=ADV,
            setup=_s(hands=[SIX, SIX], variant="advanced", market="tee cross", deck="straight swamp roundabout"),
            keep="special-shovel C2", shows=N_("Red digs up C2 with the special shovel; red's hand stays the same."),
            holds=lambda g: g.state.specials == (False, True) and g.state.hands[0] == tuple(SIX.split())),
    Example("amber.adv.market", N_("In the advanced game some tiles lie face up: when you draw, you may take one of "
            "them instead of the top of the pile."), board=ADV,
            setup=_s(hands=[SIX, SIX], variant="advanced", market="tee cross", deck="straight swamp roundabout"),
            before=("curve A2 r0",), keep="draw market tee", brk="draw market swamp"),
    Example("amber.notation.syntax", N_("Every move can be written down short, like 'curve C2 r1': the tile, the "
            "field, and how many quarter turns."), board=PLAIN,
            setup=_s(hands=["curve curve straight tee cross swamp", ""]), keep="curve B1 r1", brk="curve Z9 r1",
            corner="G4"),
)


def example(rule_id: str) -> Example:
    """The first example of ``rule_id``."""
    return next(ex for ex in CATALOGUE if ex.rule == rule_id)


def start(ex: Example) -> Game:
    """A fresh game at the example's position (its ``before`` moves played)."""
    setup = dict(ex.setup)
    if ex.board:
        hands = setup.pop("hands", None)
        game = amber.scenario(ex.board, hands, **setup)
    else:
        game = amber.new_game(**setup)
    game.play_many(list(ex.before))
    return game


def _parse(text: str | None) -> Any:
    if text is None:
        return None
    try:
        return amber.parse(text.rpartition(": ")[2])  # a move may name its player first: 'red: curve B1 r1'
    except NotationError:
        return None


def _touches(text: str | None) -> list[tuple[int, int]]:
    """(field, cell) a move changes; a dug field becomes EMPTY. Moves off the board or not parsed: none."""
    move = _parse(text)
    if isinstance(move, Place):
        return [(move.field, code(move.kind, move.rot))]
    if isinstance(move, Rebuild):
        return [*_touches(str(move.place)), (move.target, code(move.replacer, 0))]
    if isinstance(move, Dig):
        return [(move.field, EMPTY)]
    return []


def spot(text: str) -> str | None:
    """The field a move is clicked on (the field of a tile laid or dug, the first of a rebuild), if any.

    >>> spot("curve D3 r3"), spot("straight C2 r1 + bridge D2"), spot("pass"), spot("curve Z9 r1")
    ('D3', 'C2', None, None)
    """
    touched = _touches(text)
    return name(touched[0][0]) if touched else None


def describe(text: str) -> str:
    """A move in words, for pupils; text that is not a move is quoted as written.

    >>> describe("curve D3 r3"), describe("red: curve B1 r1")
    ('lay the curve on D3 (turned a quarter left)', 'red: lay the curve on B1 (turned a quarter right)')
    >>> describe("curve B1 r4")
    "write 'curve B1 r4'"
    """
    return in_words(text, _parse, describe_move, _colour_word)


def _colour_word(name: str) -> str:
    """A player's colour as written in a move ('red'), in the current language."""
    return colour_name(COLOUR_NAMES.index(name)) if name in COLOUR_NAMES else name


def _corner(ex: Example) -> str:
    return ex.corner or "G4"


def _panel(ex: Example, game: Game, move: str | None, ok: bool) -> str:
    """The position with one move drawn: kept (green outline) or broken (red outline and a cross)."""
    colour = GREEN if ok else RED
    touched = _touches(move)
    drawn = [(f, cell, colour) for f, cell in touched]
    error = (touched[0][0], None) if touched and not ok else None
    return render(game.state, crop=_corner(ex), drawn=drawn, error=error)


def _embed(svg: Svg, inner: str, x: float, y: float) -> None:
    svg.parts.append(inner.replace("<svg ", f'<svg x="{num(x)}" y="{num(y)}" ', 1))


def _lines(width: float, lines: list[tuple[str, str, bool]]) -> list[tuple[str, str, bool]]:
    """Caption lines (text, colour, bold) wrapped to ``width`` pixels."""
    return [(line, colour, bold) for text, colour, bold in lines for line in wrap(text, max(int(width / 6.9), 16))]


def _caption(svg: Svg, x: float, y: float, lines: list[tuple[str, str, bool]]) -> None:
    for text, colour, bold in lines:
        svg.text(x, y, text, size=12, anchor="start", fill=colour, **({"font_weight": "bold"} if bold else {}))
        y += LEADING


def _hand_line(ex: Example, game: Game) -> list[tuple[str, str, bool]]:
    """What the player to move holds (and, in the advanced game, the face-up tiles), when there is a move to try."""
    state = game.state
    if not ex.moves or game.to_move is None:
        return []
    counts: dict[str, int] = {}
    for kind in state.hands[game.to_move]:
        counts[kind] = counts.get(kind, 0) + 1
    held = ", ".join(tile_words(k) if n == 1 else f"{tile_words(k)} ×{n}" for k, n in counts.items()) or _("nothing")
    line = _("{player} is to play and holds: {tiles}.").format(player=colour_name(game.to_move), tiles=held)
    if state.market:
        line += " " + _("Face up: {tiles}.").format(tiles=", ".join(tile_words(k) for k in state.market))
    return [(line[:1].upper() + line[1:], "#444", False)]


def _score_lines(ex: Example, game: Game) -> list[tuple[str, str, bool]]:
    """For a scoring rule: each player's points by kind, as the count at the end would give them."""
    if not ex.rule.startswith("amber.score."):
        return []
    if ex.keep is not None:
        game = start(ex)
        game.play(ex.keep)
    rows = game.scores()
    return [(ngettext("{player}: {coins} for coins + {villages} for villages + {castles} for castles = {total} point",
                      "{player}: {coins} for coins + {villages} for villages + {castles} for castles = {total} points",
                      row["total"]).format(player=colour_name(p), coins=row["coins"], villages=row["villages"],
                                           castles=row["castles"], total=row["total"]), "#222", False)
            for p, row in rows.items()]


def picture(ex: Example) -> str:
    """The example as one SVG: the keeping move in green beside the breaking move crossed in red, each with its
    words and, for the break, the engine's reason; a situation example shows the position and what happens."""
    game = start(ex)
    panels: list[tuple[str, list[tuple[str, str, bool]]]] = []
    if ex.keep is not None:
        words = [(_("✓ allowed"), GREEN, True), (describe(ex.keep), "#222", False)]
        panels.append((_panel(ex, game, ex.keep, True), words))
    if ex.brk is not None:
        reason = game.check(ex.brk).reason
        words = [(_("✗ not allowed"), RED, True), (describe(ex.brk), "#222", False),
                 (_("Why: {reason}").format(reason=reason), RED, False)]
        panels.append((_panel(ex, game, ex.brk, False), words))
    if not panels:
        panels.append((render(game.state, crop=_corner(ex)), []))
    sizes = [svg_size(inner) for inner, _x in panels]
    widths = [max(w, 260.0) for w, _x in sizes]
    captions = [_lines(w - 6, lines) for w, (_x, lines) in zip(widths, panels, strict=True)]
    width = sum(widths) + 12 * (len(panels) - 1)
    top = max(h for _x, h in sizes) + 12
    below = top + LEADING * max(len(c) for c in captions) + (6 if any(captions) else 0)
    shows = [(_(ex.shows), "#1e3a8a", True)] if ex.shows else []
    shows = _lines(width - 8, [*_hand_line(ex, game), *shows, *(_score_lines(ex, game) if ex.shows else [])])
    svg = Svg(width, below + LEADING * len(shows) + 4)
    x = 0.0
    for (inner, _x), (_x, h), w, caption in zip(panels, sizes, widths, captions, strict=True):
        _embed(svg, inner, x, 0)
        _caption(svg, x + 4, h + 12, caption)
        x += w + 12
    _caption(svg, 4, below, shows)
    return svg.render()


def try_board(ex: Example, game: Game, tried: str | None, verdict: Verdict | None) -> str:
    """The try-it board: the position (after a legal try: after the move), the fields of the moves to try marked
    and clickable; a refused try crossed in red."""
    candidates = sorted({f for m in ex.moves if (f := spot(m)) is not None})
    drawn, error = [], None
    if tried is not None and verdict is not None:
        touched = _touches(tried)
        if verdict.ok:
            drawn = [(f, EMPTY if cell == EMPTY else game.state.board[f], GREEN) for f, cell in touched]
        elif touched:
            drawn, error = [(f, cell, RED) for f, cell in touched], (touched[0][0], None)
    return render(game.state, crop=_corner(ex), hits=True, clickable=candidates or None, drawn=drawn, error=error)


SECTIONS = Sections({  # the rulebook's headings, named for pupils
    "Előkészületek (setup)": N_("Setup"),
    "A játék menete (course of play)": N_("Course of play"),
    "Egy útépítés lapka lehelyezésének szabályai (placing a tile)": N_("Placing a tile"),
    "Kapcsolat kiépítése egy faluhoz (connecting a village)": N_("Connecting a village"),
    "Kapcsolat kiépítése egy másik játékos kastélyához (connecting a castle)": N_("Connecting a castle"),
    "A híd és a körforgalom (bridge and roundabout)": N_("Bridge and roundabout"),
    "Lapátok (shovels)": N_("Shovels"),
    "Mocsarak (swamps)": N_("Swamps"),
    "Amikor nem lehet lapkát lehelyezni (when no tile can be placed)": N_("When no tile can be placed"),
    "A játék vége (end of the game)": N_("End of the game"),
    "Haladó játékverzió (advanced game)": N_("Advanced game"),
})

SPEC = LessonSpec("amber", amber.RULES, CATALOGUE, start, picture, try_board, describe, spot, SECTIONS,
                  mark=N_("yellow field"))
