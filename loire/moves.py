"""La Loire moves: each step of a turn is a small immutable value with a text notation.

A turn is a sequence of steps: travel with a piece, act where it stopped, travel
with the other piece, act, ``end``. Every move prints as text that :func:`parse`
reads back.

>>> [str(parse(t)) for t in ("merchant +1 Saumur", "buy cheese", "messenger -1 Tours smith Blois", "end")]
['merchant +1 Saumur', 'buy cheese', 'messenger -1 Tours smith Blois', 'end']
>>> parse("palace Post Office Nantes"), parse("message 2 blue+red")
(loire.parse('palace Post Office Nantes'), loire.parse('message 2 blue+red'))
>>> parse("fly to Paris")
Traceback (most recent call last):
...
tutor.rules.NotationError: cannot read 'fly to Paris': a move starts with one of merchant, messenger, buy, sell, \
boat, build, palace, hire, message, deliver, recall, circus, income, end
"""

from __future__ import annotations

from dataclasses import dataclass

from tutor.i18n import N_, _
from tutor.notation import MAX_DIGITS, is_number, plain
from tutor.rules import NotationError

SYNTAX = "loire.notation.syntax"


@dataclass(frozen=True, slots=True)
class Travel:
    """Move ``piece`` to ``to``, first changing its horses by ``change`` (drop with a minus, add with a plus);
    ``smith``: the place a Blacksmith fetches one added horse from."""

    piece: str
    to: str
    change: int = 0
    smith: str | None = None

    def __str__(self) -> str:
        horses = f" {self.change:+d}" if self.change else ""
        smith = f" smith {self.smith}" if self.smith else ""
        return f"{self.piece}{horses} {self.to}{smith}"


@dataclass(frozen=True, slots=True)
class Buy:
    """The merchant buys ``count`` of ``good`` in its village (2 wood only with the Lumberjack)."""

    good: str
    count: int = 1

    def __str__(self) -> str:
        return f"buy {self.good}" + (f" {self.count}" if self.count != 1 else "")


@dataclass(frozen=True, slots=True)
class Sell:
    """The merchant sells ``count`` of ``good`` in a city."""

    good: str
    count: int = 1

    def __str__(self) -> str:
        return f"sell {self.good}" + (f" {self.count}" if self.count != 1 else "")


@dataclass(frozen=True, slots=True)
class Boat:
    """The merchant pays for ``spaces`` river spaces in a city."""

    spaces: int

    def __str__(self) -> str:
        return f"boat {self.spaces}"


@dataclass(frozen=True, slots=True)
class Build:
    """The merchant, in a city, builds a farm, monastery or castle in ``village``; ``patronus``: pay 2 deniers
    instead of one wood (with the Patronus)."""

    kind: str
    village: str
    patronus: bool = False

    def __str__(self) -> str:
        return f"build {self.kind} {self.village}" + (" patronus" if self.patronus else "")


@dataclass(frozen=True, slots=True)
class Palace:
    """The merchant, in a city, buys the palace card ``kind`` of ``city``."""

    kind: str
    city: str

    def __str__(self) -> str:
        return f"palace {self.kind} {self.city}"


@dataclass(frozen=True, slots=True)
class Hire:
    """Hire the character ``name``."""

    name: str

    def __str__(self) -> str:
        return f"hire {self.name}"


@dataclass(frozen=True, slots=True)
class BuyMessage:
    """The messenger buys a message of ``level``: the top card, or ``card`` when the player may choose."""

    level: int
    card: str | None = None

    def __str__(self) -> str:
        return f"message {self.level}" + (f" {self.card}" if self.card else "")


@dataclass(frozen=True, slots=True)
class Deliver:
    """The messenger delivers (a step of) the message ``card``."""

    card: str

    def __str__(self) -> str:
        return f"deliver {self.card}"


@dataclass(frozen=True, slots=True)
class Recall:
    """Take back the cubes of message ``card``; its progress is lost."""

    card: str

    def __str__(self) -> str:
        return f"recall {self.card}"


@dataclass(frozen=True, slots=True)
class Circus:
    """Move the circus to ``village`` (after a market shift put its tile on the middle space)."""

    village: str

    def __str__(self) -> str:
        return f"circus {self.village}"


@dataclass(frozen=True, slots=True)
class Income:
    """Too poor in a city: take 1 denier instead of the turn."""

    def __str__(self) -> str:
        return "income"


@dataclass(frozen=True, slots=True)
class End:
    """End the turn (both pieces have moved)."""

    def __str__(self) -> str:
        return "end"


Move = Travel | Buy | Sell | Boat | Build | Palace | Hire | BuyMessage | Deliver | Recall | Circus | Income | End
MOVE_TYPES = (Travel, Buy, Sell, Boat, Build, Palace, Hire, BuyMessage, Deliver, Recall, Circus, Income, End)
WORDS = ("merchant", "messenger", "buy", "sell", "boat", "build", "palace", "hire", "message", "deliver", "recall",
         "circus", "income", "end")


def _fail(text: str, why: str) -> NotationError:
    return NotationError(_("cannot read {text}: {why}").format(text=repr(text), why=why), SYNTAX)


_COUNT, _SPACES, _LEVEL = N_("the count"), N_("the spaces"), N_("the level")


def _number(text: str, word: str, what: str) -> int:
    if not is_number(word):
        raise _fail(text, _("{what} must be a number of at most {n} digits 0-9, not {word}").format(
            what=_(what), n=MAX_DIGITS, word=repr(word)))
    return int(word)


def _travel(text: str, piece: str, rest: list[str]) -> Travel:
    change, smith = 0, None
    if rest and rest[0][:1] in ("+", "-"):
        if not is_number(rest[0], signed=True):
            raise _fail(text, _("a change of horses is a sign and a number, like +1 or -2, not {word}").format(
                word=repr(rest[0])))
        change = int(rest.pop(0))
    if "smith" in rest:
        at = rest.index("smith")
        smith = " ".join(rest[at + 1:])
        rest = rest[:at]
        if not smith:
            raise _fail(text, _("'smith' must name the place the horse comes from"))
    if not rest:
        raise _fail(text, (_("the merchant needs a place to go to") if piece == "merchant" else
                           _("the messenger needs a place to go to")))
    return Travel(piece, " ".join(rest), change, smith)


def _counted(text: str, rest: list[str], kind: type) -> Buy | Sell:
    if not rest or len(rest) > 2:
        raise _fail(text, _("write the good, then how many if more than one"))
    count = _number(text, rest[1], _COUNT) if len(rest) == 2 else 1
    return kind(rest[0], count)


def parse(text: str) -> Move:
    """Read a move from its notation; :class:`NotationError` (rule ``loire.notation.syntax``) if unreadable."""
    words = plain(text, names=True, rule=SYNTAX).split()
    if not words or words[0] not in WORDS:
        raise _fail(text, _("a move starts with one of {words}").format(words=", ".join(WORDS)))
    head, rest = words[0], words[1:]
    if head in ("merchant", "messenger"):
        return _travel(text, head, rest)
    if head in ("buy", "sell"):
        return _counted(text, rest, Buy if head == "buy" else Sell)
    if head in ("income", "end"):
        if rest:
            raise _fail(text, _("{word} takes nothing after it").format(word=repr(head)))
        return Income() if head == "income" else End()
    if not rest:
        raise _fail(text, _("{word} needs more: see loire.notation.syntax").format(word=repr(head)))
    if head == "boat":
        return Boat(_number(text, rest[0], _SPACES))
    if head == "build":
        if len(rest) < 2:
            raise _fail(text, _("write 'build <farm|monastery|castle> <village>'"))
        patronus = rest[-1] == "patronus"
        if patronus:
            rest = rest[:-1]
        return Build(rest[0], " ".join(rest[1:]), patronus)
    if head == "palace":
        if len(rest) < 2:
            raise _fail(text, _("write 'palace <kind> <city>'"))
        return Palace(" ".join(rest[:-1]), rest[-1])
    if head == "message":
        card = " ".join(rest[1:]) or None
        return BuyMessage(_number(text, rest[0], _LEVEL), card)
    joined = " ".join(rest)
    return {"hire": Hire, "deliver": Deliver, "recall": Recall, "circus": Circus}[head](joined)


def _repr(move: Move) -> str:
    return f"loire.parse({str(move)!r})"


for _type in MOVE_TYPES:
    _type.__repr__ = _repr  # type: ignore[method-assign]
