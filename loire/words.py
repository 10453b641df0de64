"""La Loire's names in the current language: colours, pieces, goods, buildings, characters, palaces and
message types, as the state keeps them in English (the notation keeps them too); and moves in words
(:func:`describe`).

The Hungarian names are the rulebook's own where it has them (kereskedő, hírvivő, fa, gabona, sajt, bor,
sör, farm, kolostor, vár, the characters and palaces); see the README for the few it lacks.

>>> from tutor.i18n import language
>>> with language("hu"):
...     piece("messenger"), good("cheese"), character("Lady-in-waiting"), palace("Ducal Palace"), colour("white")
('hírvivő', 'sajt', 'Udvarhölgy', 'Helytartó palota', 'fehér')
>>> good("cheese"), character("Lady-in-waiting")
('cheese', 'Lady-in-waiting')
"""

from __future__ import annotations

from loire.moves import (
    Boat,
    Build,
    Buy,
    BuyMessage,
    Circus,
    Deliver,
    Hire,
    Income,
    Move,
    Palace,
    Recall,
    Sell,
    Travel,
)
from tutor.i18n import NP_, _, ngettext, pgettext

# every name the state keeps, marked for the catalog (read with the functions below)
_COLOURS = (NP_("colour", "red"), NP_("colour", "blue"), NP_("colour", "green"), NP_("colour", "yellow"),
            NP_("colour", "purple"), NP_("colour", "white"), NP_("colour", "black"))
_PIECES = (NP_("piece", "merchant"), NP_("piece", "messenger"))
_GOODS = (NP_("good", "wood"), NP_("good", "grain"), NP_("good", "cheese"), NP_("good", "wine"), NP_("good", "beer"))
_BUILDINGS = (NP_("building", "farm"), NP_("building", "monastery"), NP_("building", "castle"),
              NP_("building", "tower"), NP_("building", "palace"))
_CHARACTERS = (
    NP_("character", "Wood Merchant"), NP_("character", "Grain Merchant"), NP_("character", "Cheese Merchant"),
    NP_("character", "Wine Merchant"), NP_("character", "Dairyman"), NP_("character", "Grain Farmer"),
    NP_("character", "Lumberjack"), NP_("character", "Apprentice"), NP_("character", "Helper"),
    NP_("character", "Mayor"), NP_("character", "Banker"), NP_("character", "Vassallus"), NP_("character", "Spy"),
    NP_("character", "Lady-in-waiting"), NP_("character", "Squire"), NP_("character", "Scout"),
    NP_("character", "Blacksmith"), NP_("character", "Jester"), NP_("character", "City Guard"),
    NP_("character", "Witch"), NP_("character", "Patronus"), NP_("character", "Mensor"),
    NP_("character", "Economus"), NP_("character", "Magister Artium"), NP_("character", "Lover"),
    NP_("character", "General"), NP_("character", "Philosopher"), NP_("character", "Judge"),
    NP_("character", "Provost"))
_PALACES = (NP_("palace", "Ducal Palace"), NP_("palace", "Palatium Balivi"), NP_("palace", "Post Office"),
            NP_("palace", "Bank"))
_TYPES = (NP_("message type", "love"), NP_("message type", "war"), NP_("message type", "philosophy"),
          NP_("message type", "law"), NP_("message type", "administration"))
_ROADS = (NP_("road", "north"), NP_("road", "south"))
_PROVENANCES = (NP_("provenance", "rulebook"), NP_("provenance", "reconstructed"))


def colour(name: str) -> str:
    """A player's or a shield's colour (``"red"``)."""
    return pgettext("colour", name)


def piece(name: str) -> str:
    """``"merchant"`` or ``"messenger"``."""
    return pgettext("piece", name)


def good(name: str) -> str:
    """A good (``"wood"``); an unknown word stays as typed."""
    return pgettext("good", name)


def building(name: str) -> str:
    """``"farm"``, ``"monastery"``, ``"castle"``, ``"tower"`` or ``"palace"``."""
    return pgettext("building", name)


def character(name: str) -> str:
    """A character's name (``"Banker"``)."""
    return pgettext("character", name)


def palace(name: str) -> str:
    """A palace card's name (``"Post Office"``); a building's reference card named as a palace (``"Castle"``, which
    no one can buy) reads as that building's name, where the language has another word for it.

    >>> from tutor.i18n import language
    >>> with language("hu"):
    ...     palace("Bank"), palace("Castle")
    ('Bank', 'vár')
    >>> palace("Castle")
    'Castle'
    """
    said = pgettext("palace", name)
    if said == name and name.lower() in ("farm", "monastery", "castle"):
        other = building(name.lower())
        return other if other != name.lower() else name
    return said


def message_type(name: str) -> str:
    """A message's type (``"love"``)."""
    return pgettext("message type", name)


def card(code: str) -> str:
    """A message card's code in the current language: a level-2 or -3 card's colours (``black+blue``) and a
    monastery card's type (``Nantes.love``) are words; a level-1 card names its village, which stays. In English the
    code itself.

    >>> from tutor.i18n import language
    >>> with language("hu"):
    ...     card("black+blue"), card("Nantes.love"), card("Beaugency")
    ('fekete+kék', 'Nantes.szerelem', 'Beaugency')
    >>> card("black+blue"), card("Nantes.love")
    ('black+blue', 'Nantes.love')
    """
    if "+" in code:
        return "+".join(colour(c) for c in code.split("+"))
    city, dot, kind = code.partition(".")
    return f"{city}.{message_type(kind)}" if dot else code


def road(name: str) -> str:
    """``"north"`` or ``"south"``: the road on that bank."""
    return pgettext("road", name)


def joined(items: list[str] | tuple[str, ...], word: str = "and") -> str:
    """``a and b and c`` (or ``or``) in the current language."""
    text = items[0]
    for item in items[1:]:
        text = (_("{items} or {last}") if word == "or" else _("{items} and {last}")).format(items=text, last=item)
    return text


def listed(items: list[str] | tuple[str, ...]) -> str:
    """``a, b, c``: a list whose comma reads the same in both languages."""
    return ", ".join(items)


def _horses(change: int) -> str:
    if change > 0:
        return ngettext(", taking {n} horse", ", taking {n} horses", change).format(n=change)
    if change < 0:
        return ngettext(", leaving {n} horse", ", leaving {n} horses", -change).format(n=-change)
    return ""


def describe(move: Move) -> str:
    """A move in words (what the game table says of the last moves and of the bots' moves, and what the bots plan).

    >>> from loire import parse
    >>> describe(parse("merchant +1 Saumur")), describe(parse("message 2"))
    ('move the merchant to Saumur, taking 1 horse', 'buy a level-2 message')
    """
    if isinstance(move, Travel):
        smith = _(" (the Blacksmith's horse from {place})").format(place=move.smith) if move.smith else ""
        return _("move the {piece} to {place}").format(piece=piece(move.piece), place=move.to) + \
            _horses(move.change) + smith
    if isinstance(move, Buy):
        return _("buy {n} {good}").format(n=move.count, good=good(move.good))
    if isinstance(move, Sell):
        return _("sell {n} {good}").format(n=move.count, good=good(move.good))
    if isinstance(move, Boat):
        return ngettext("pay for {n} river space", "pay for {n} river spaces", move.spaces).format(n=move.spaces)
    if isinstance(move, Build):
        text = _("build a {kind} in {village} paying 2 deniers for the wood") if move.patronus else \
            _("build a {kind} in {village}")
        return text.format(kind=building(move.kind), village=move.village)
    if isinstance(move, Palace):
        return _("buy the palace {palace} of {city}").format(palace=palace(move.kind), city=move.city)
    if isinstance(move, Hire):
        return _("hire the {character}").format(character=character(move.name))
    if isinstance(move, BuyMessage):
        text = _("buy a level-{level} message ({card})") if move.card else _("buy a level-{level} message")
        return text.format(level=move.level, card=card(move.card) if move.card else move.card)
    if isinstance(move, Deliver):
        return _("deliver the message {card}").format(card=card(move.card))
    if isinstance(move, Recall):
        return _("take back the cubes of the message {card}").format(card=card(move.card))
    if isinstance(move, Circus):
        return _("move the circus to {village}").format(village=move.village)
    return _("take 1 denier of income instead of a turn") if isinstance(move, Income) else _("end the turn")
