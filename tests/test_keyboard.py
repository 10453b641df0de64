"""The game tables' keyboard and screen-reader side without a browser (issue 29): the choosable hits the board's
script moves between, the names it gives them, and the keys it passes on (Escape, R)."""

from __future__ import annotations

import pytest

import amber
import amber.table
import loire.table
import taxis.table
from amber.bots import GreedyBot
from amber.moves import Place
from tutor.i18n import language
from tutor.table import BoardView

TABLES = {"amber": amber.table.Table, "taxis": taxis.table.Table, "loire": loire.table.Table}


@pytest.mark.parametrize("game", sorted(TABLES))
def test_the_views_know_what_may_be_chosen_now(game: str) -> None:
    table = TABLES[game](players=2, seed=1)
    assert table.board.targets == sorted(table.view().clickable) == table.hands.targets
    assert table.board.targets and table.board.choose_word == "you may choose it"
    with language("hu"):
        table.redraw()
        assert table.board.choose_word == "választhatod" and table.board.label == "a tábla"


def test_behind_the_curtain_nothing_is_choosable() -> None:
    table = amber.table.Table(players=2, seed=1, seats=("human", "human"))
    assert table.curtain and table.board.targets == []


def test_amber_names_every_field_by_what_lies_on_it() -> None:
    table = amber.table.Table(players=3, seed=1)
    g = table.game
    for i in range(6):
        g.play(GreedyBot(seed=i).choose(g))
    table.refresh()
    labels = table.board.labels
    assert len(labels) == 121
    placed = [m for m in g.history if isinstance(m, Place)]
    first = amber.board.name(placed[0].field)
    assert labels[first] == f"{first}: {amber.render.kind_words(placed[0].kind)} tile"
    castle = amber.board.name(g.state.castles[1])
    assert labels[castle] == f"{castle}: blue's castle"
    village = amber.board.name(g.state.villages[0])
    assert labels[village].endswith("village")
    with language("hu"):
        table.refresh()
        assert table.board.labels[castle].startswith(f"{castle}: ") and "castle" not in table.board.labels[castle]


def test_escape_takes_the_choice_back_and_r_turns_the_tile() -> None:
    table = amber.table.Table(players=2, seed=1)
    tile = next(h for h in table.board.targets + table.hands.targets if h.startswith("tile:"))
    table.hands.click(tile)
    field = table.board.targets[0]
    table.board.click(field)
    assert len(table.narrowing.variants) >= 1
    if len(table.narrowing.variants) > 1:
        before = table.narrowing.current
        table.board._message(None, {"event": "key", "hit": "r"}, [])
        assert table.narrowing.current != before
    table.board._message(None, {"event": "key", "hit": "Escape"}, [])
    assert table.narrowing.selection == () and table.view().preview is None


def test_a_board_view_passes_keys_on_and_ignores_other_messages() -> None:
    view = BoardView()
    seen: list[tuple[str, str]] = []
    view.on_hit(lambda event, hit: seen.append((event, hit)))
    view._message(None, {"event": "key", "hit": "Escape"}, [])
    view._message(None, {"event": "scroll", "hit": "x"}, [])
    view._message(None, "not a dict", [])
    assert seen == [("key", "Escape")]
