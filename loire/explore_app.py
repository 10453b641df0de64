"""La Loire's explorer: the loop of roads, the prices, the messages and the river, by clicking (no code).

On the start of a game, two prepared positions or a game the pupil saved, a click on a piece (or on a place where
pieces stand) shows where each can end one move with no horse, one or two (drawn on the board, and why a longer move
reaches nothing: a move must stop at a city, never pass it), which cities it reaches exactly, and, for the player to
move, what the rules allow now. The menu also asks what each good costs at each village now, where each message can
be delivered, and the river's points. Every answer comes from :mod:`loire.explore` and :mod:`loire.routes`.

>>> app = explorer()
>>> app.ask("piece:merchant")
>>> "with 1 horse" in app.words.value
True
>>> app.mode.value = "river"
>>> "boat" in app.words.value
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import loire
from loire import words
from loire.bots import GreedyBot
from loire.explore import blocked_by, cities_reached, piece_reach
from loire.render import render
from loire.routes import deliveries, ends, prices
from loire.scoring import breakdown
from loire.state import PLACE_INDEX, PLAYER_COLOURS, VILLAGES, Piece
from loire.table import deniers, piece_line
from tutor.explore import Explorer, ExploreSpec, lazily, played
from tutor.game import Game
from tutor.i18n import N_, _, ngettext, player

__all__ = ["SPEC", "app", "explorer"]

#: the positions offered: (label, players, seed, moves played by greedy bots)
POSITIONS = ((N_("the start of a game (2 players)"), 2, 1, 0),
             (N_("a game in its middle (2 players, after 60 moves)"), 2, 2, 60),
             (N_("a game of 3 players (after 120 moves)"), 3, 3, 120))
MODES = ((N_("a piece: where it can end its move"), ""),
         (N_("the prices of the goods at each village now"), "prices"),
         (N_("where each message can be delivered"), "messages"),
         (N_("the river: the boats and their points"), "river"))


@dataclass(frozen=True)
class Answer:
    """One answer: its kind, the place asked, and the pieces there ``(seat, piece name, piece, ends by team)``."""

    kind: str  # "pieces", "empty", "prices", "messages", "river"
    place: str = ""
    pieces: tuple[tuple[int, str, Piece, dict[int, tuple[str, ...]]], ...] = ()


def position(i: int) -> Game:
    """Prepared position ``i`` (the same every time: a seeded game played by greedy bots)."""
    _label, players, seed, moves = POSITIONS[i]
    return played(loire.new_game, GreedyBot, seed, moves, players=players)


def positions() -> list[tuple[str, Any]]:
    """The positions: each label with the function that makes its game (when first chosen)."""
    return lazily([label for label, *_rest in POSITIONS], position)


def modes() -> list[tuple[str, str]]:
    return [(_(label), value) for label, value in MODES]


def answer(game: Game, hit: str, mode: str = "", before: Any = None) -> Answer | None:
    """The answer to a click on ``hit`` (a piece of the player to move, ``piece:merchant``, or a place) in ``mode``;
    the menu's other questions are answered as soon as they are chosen (``hit`` empty)."""
    state = game.state
    if mode:
        return Answer(mode)
    if not hit:
        return None
    if hit.startswith("piece:"):
        name = hit.removeprefix("piece:")
        piece = state.me.piece(name)
        return Answer("pieces", piece.place, ((state.player, name, piece, piece_reach(piece)),))
    if hit not in PLACE_INDEX:
        return None
    here = tuple((p, name, piece, piece_reach(piece)) for p, pl in enumerate(state.players)
                 for name in ("merchant", "messenger") if (piece := pl.piece(name)).place == hit)
    return Answer("pieces" if here else "empty", hit, here)


def board_svg(game: Game, found: Answer | None) -> str:
    """The board, its places and the player to move's pieces clickable, with the answer drawn on it."""
    state = game.state
    network = None
    lit: list[str] = []
    if found is not None and found.pieces:
        p = found.pieces[0][0]
        network = (p, tuple((place, name, team) for q, name, _piece, reach in found.pieces if q == p
                            for team, places in reach.items() for place in places))
    elif found is not None and found.kind == "messages":
        lit = sorted({t.place for targets in deliveries(state, state.player).values() for t in targets})
    elif found is not None and found.kind == "empty":
        lit = [found.place]
    return render(state, panel=False, hits=True, network=network, highlight=lit)


def _colour(p: int) -> str:
    return player(PLAYER_COLOURS[p])


def _places(items: tuple[str, ...]) -> str:
    return words.joined(list(items), "or")


def _piece_words(game: Game, p: int, name: str, piece: Piece, reach: dict[int, tuple[str, ...]]) -> list[str]:
    where = _("{player}'s {piece} at {place}, heading for {city}").format(
        player=_colour(p), piece=words.piece(name), place=piece.place, city=piece.toward) if piece.toward else \
        _("{player}'s {piece} at {place} (a city: both roads are open)").format(
            player=_colour(p), piece=words.piece(name), place=piece.place)
    ways = []
    for team, places in reach.items():
        team_words = _("with no horse") if team == 0 else ngettext("with {n} horse", "with {n} horses", team).format(
            n=team)
        ways.append(_("{team} to {places}").format(team=team_words, places=_places(places)) if places else
                    _("{team} nowhere: the move would pass {city}, and a move must stop at a city").format(
                        team=team_words, city=blocked_by(piece)))
    lines = [_("{piece}: {ways}.").format(piece=where, ways="; ".join(ways))]
    cities = cities_reached(reach)
    lines.append(_("Cities it reaches exactly: {cities}.").format(cities=words.joined(list(cities))) if cities else
                 _("It reaches no city in one move with up to 2 horses."))
    state = game.state
    if p == state.player and not state.over:
        lines.append(_("Now, by the rules (its horses, and the loose horses it may take or leave): {line}").format(
            line=piece_line(state, name, ends(state, name), _colour(p))))
    return lines


def words_for(game: Game, found: Answer) -> list[str]:
    """The answer in words (the current language), each line starting with a capital."""
    return [line[:1].upper() + line[1:] for line in _words(game, found)]


def _words(game: Game, found: Answer) -> list[str]:
    state = game.state
    if found.kind == "pieces":
        lines = []
        for p, name, piece, reach in found.pieces:
            lines += _piece_words(game, p, name, piece, reach)
        return lines
    if found.kind == "empty":
        lines = [_("No piece stands on {place}.").format(place=found.place)]
        if found.place in VILLAGES:
            price = prices(state)[found.place]
            lines.append(_("It sells {good} for {price} to {player} now.").format(
                good=words.good(price.good), price=deniers(price.price), player=_colour(state.player)))
        return lines
    if found.kind == "prices":
        table = prices(state)
        lines = [_("What each village asks of {player} now (their buildings and the circus counted):").format(
            player=_colour(state.player))]
        for good in sorted({price.good for price in table.values()}):
            at = [f"{v} {table[v].price}" for v in VILLAGES if table[v].good == good]
            lines.append(f"{words.good(good)}: {', '.join(at)}")
        return lines
    if found.kind == "messages":
        return _message_words(state)
    lines = [ngettext("{player}'s boat: space {n}, {points} point from the river.",
                      "{player}'s boat: space {n}, {points} points from the river.", points).format(
        player=_colour(p), n=pl.boat, points=points)
        for p, pl in enumerate(state.players) for points in (breakdown(state, p)["boat"],)]
    lines.append(_("The game ends when a boat reaches space {n}.").format(n=state.goal()))
    return lines


def _message_words(state: Any) -> list[str]:
    lines = []
    for p in range(len(state.players)):
        for card, targets in deliveries(state, p).items():
            if not targets:
                continue
            near = targets[0]
            when = {"complete": _("delivered there"), "step": _("a step of it there")}.get(
                near.step or "", _("not yet: cubes or helpers are missing"))
            lines.append(ngettext("{player}'s message {card}: nearest at {place}, {n} place away ({when}).",
                                  "{player}'s message {card}: nearest at {place}, {n} places away ({when}).",
                                  near.distance).format(player=_colour(p), card=words.card(card), place=near.place,
                                                         n=near.distance, when=when))
    lines = lines or [_("Nobody holds a message.")]
    lines.append(_("The places where {player}'s messages can go are ringed.").format(player=_colour(state.player)))
    return lines


SPEC = ExploreSpec(
    game="loire", title=N_("La Loire: explore"),
    intro=N_("Click a piece (or a place where pieces stand): where it can end its move with no horse, one or two "
             "lights up. The menu asks the prices, the messages and the river too."),
    positions=positions, board_svg=board_svg, answer=answer, words=words_for, module=loire, modes=modes,
    board_width=900)


def explorer() -> Explorer:
    """The explorer (its ``widget`` is the app)."""
    return Explorer(SPEC)


def app() -> Explorer:
    """The app, as the notebook ``apps/loire_explore.ipynb`` shows it."""
    return explorer()
