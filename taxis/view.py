"""What a player may see of a Thurn und Taxis position, as plain JSON-ready data.

:func:`view` is the table as one seat sees it: the player's own hand; the other
hands only as a number of cards; the deck only as its size (never its order, and
never the seed that would rebuild it); the face-up display, every route, the
houses, carriages and bonus tiles, whose turn it is and how far it has gone.
``viewer=None`` is the teacher's view: every hand and horse row in full.

Decisions (documented here because the rulebooks are silent on them):

* **Horse rows** (Glanz und Gloria). Horse cards lie face down, and a city card's
  back shows its horses (1, 2 or 3). So everyone sees how many horse cards a
  player has, the horses on each back and the total before the carriage (the
  carriage card's two included); the cities on the fronts stay hidden from the
  other players. Their owner, who laid them, sees the cities too.
* **Hands** show only their size to the others, as the brief for the tutor asks.
  (In the physical expansion a held card's back shows its horses; the tutor does
  not model that glimpse.)
* **The discard pile** shows only its size: in Glanz und Gloria it takes the face-down
  horse cards of every closed or scrapped route, whose cities were never shown.
* Stacks of bonus tiles are named by their ids (``"route-5"``, ``"free-bremen"``),
  never by titles that spell a city, so no hidden city can slip into a view.

>>> import taxis, json
>>> g = taxis.new_game(players=2, seed=1, variant="gug")  # blue starts
>>> g.play_many(["draw deck", "horse Brüssel:2", "end"])
>>> v = view(g.state, 0)  # red's view
>>> v["hands"], v["hand_sizes"], v["deck"], v["to_move"], v["step"]
({'red': [], 'blue': '0 hidden cards'}, {'red': 0, 'blue': 0}, 62, 'red', 'draw')
>>> v["horses"]["blue"]  # the back shows two horses; the city stays hidden
{'cards': 1, 'backs': [2], 'horses': 4}
>>> view(g.state, 1)["horses"]["blue"]["fronts"], "Brüssel" in json.dumps(v)
(['Brüssel:2'], False)
>>> json.loads(json.dumps(v)) == v
True
"""

from __future__ import annotations

from typing import Any

from taxis.state import CARRIAGES, COLOUR_NAMES, State, horses_of
from tutor.i18n import ngettext, pgettext


def _step(state: State) -> str:
    """The step of the turn, in words of the current language (English: ``draw``, ``play`` ...)."""
    if state.over:
        return pgettext("step", "over")
    if not state.drawn and not state.played:
        return pgettext("step", "draw")
    if not state.played:
        return pgettext("step", "play")
    return pgettext("step", "close or end the turn")


def _hidden(n: int) -> str:
    return ngettext("{n} hidden card", "{n} hidden cards", n).format(n=n)


def _horse_row(state: State, p: int, full: bool) -> dict[str, Any]:
    row: dict[str, Any] = {"cards": len(state.horses[p]), "backs": [horses_of(c) for c in state.horses[p]],
                           "horses": state.horse_count(p)}
    if full:
        row["fronts"] = list(state.horses[p])
    return row


def view(state: State, viewer: int | None = None) -> dict[str, Any]:
    """What ``viewer`` (a seat number) may see; ``None``: the teacher's full view. JSON-serialisable.

    >>> import taxis
    >>> g = taxis.scenario(players=2, hands=["Ulm Stuttgart", "Basel Zürich Lodz"], routes=["Augsburg", ""],
    ...                    houses=["München", ""], drawn=1)
    >>> v = view(g.state, 0)
    >>> v["hands"], v["routes"]["red"], v["houses"]["red"], v["step"]
    ({'red': ['Stuttgart', 'Ulm'], 'blue': '3 hidden cards'}, ['Augsburg'], ['München'], 'play')
    >>> view(g.state)["hands"]["blue"]
    ['Basel', 'Lodz', 'Zürich']
    >>> "Lodz" in str(v)
    False
    """
    n = state.players
    if viewer is not None and not 0 <= viewer < n:
        raise ValueError(f"viewer must be a seat from 0 to {n - 1}, or None for the teacher, not {viewer}")
    names = COLOUR_NAMES[:n]

    def sees(p: int) -> bool:
        return viewer is None or viewer == p

    out: dict[str, Any] = {
        "viewer": None if viewer is None else names[viewer],
        "variant": state.variant,
        "map": state.rules.map,
        "turn": state.turn,
        "to_move": None if state.over else names[state.player],
        "step": _step(state),
        "drawn": state.drawn,
        "played": state.played,
        "official": state.official,
        "closed": state.closed,
        "start": names[state.start],
        "last_seat": names[(state.start - 1) % n],  # holds the courier in Glanz und Gloria
        "trigger": None if state.trigger is None else names[state.trigger],
        "over": state.over,
        "deck": len(state.deck),
        "discards": len(state.discards),
        "display": list(state.display),
        "hands": {names[p]: list(h) if sees(p) else _hidden(len(h)) for p, h in enumerate(state.hands)},
        "hand_sizes": {names[p]: len(h) for p, h in enumerate(state.hands)},
        "routes": {names[p]: list(r) for p, r in enumerate(state.routes)},
        "houses": {names[p]: sorted(h) for p, h in enumerate(state.houses)},
        "houses_left": {names[p]: state.houses_left(p) for p in range(n)},
        "tiles": {names[p]: [[sid, v] for sid, v in t] for p, t in enumerate(state.tiles)},
        "stacks": {s.id: list(left) for s, left in zip(state.bonus.stacks, state.stacks, strict=True)},
    }
    if state.rules.horses:
        out["horses"] = {names[p]: _horse_row(state, p, sees(p)) for p in range(n)}
    if state.rules.carriages:
        out["carriages"] = {names[p]: c for p, c in enumerate(state.carriages)}
        out["carriage_supply"] = {str(number): left for number, left in zip(CARRIAGES, state.supply, strict=True)}
    from taxis.scoring import scores

    out["scores"] = {names[p]: row["total"] for p, row in scores(state).items()}
    return out
