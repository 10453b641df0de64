"""La Loire (Emanuele Ornella, Mind the Move, 2012): the rulebook and the board so far.

Built: every rule of the rulebook with an id and our explanation (``loire.RULES``), and
the board from data (``loire.BOARD``: the two roads of villages between Nantes and Orléans
as a frozen networkx graph, and the river track). The rules engine comes next; until
then ``loire`` has no ``new_game``.

>>> import loire
>>> len(loire.BOARD.graph), len(loire.RULES) > 100
(20, True)
"""

from __future__ import annotations

from loire.board import BOARD, COMPONENTS
from loire.rulebook import RULES

__all__ = ["BOARD", "COMPONENTS", "RULES"]
