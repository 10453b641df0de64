"""The pupils' landing page, shared by the classroom server (:mod:`tutor.classroom`) and the static site
(:mod:`tutor.site`): a title and, for each game, its opening board, one line and its buttons.

>>> html = page({"Amber": [("play/amber.html", "play")]}, pictures=False)
>>> 'data-app="Amber" data-kind="play" href="play/amber.html">Play</a>' in html, "Thurn und Taxis" in html
(True, True)
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence
from html import escape

#: each game: its package, its lesson notebook (under ``notebooks/``) and its line on the landing page
ABOUT = {
    "Amber": ("amber", "lessons/amber_lesson.ipynb",
              "Lay road tiles on an 11 × 11 grid to link your castle to villages and the other castles; some roads "
              "are one-way."),
    "Thurn und Taxis": ("taxis", "lessons/taxis_lesson.ipynb",
                        "Collect city cards to build postal routes across the provinces, then place your houses "
                        "along them."),
    "La Loire": ("loire", "lessons/loire_lesson.ipynb",
                 "Move your merchant and messenger between Nantes and Orléans, buy goods, build and deliver "
                 "messages, and sail up the river."),
}
#: the play notebooks, whose first code cell makes the game table
PLAY = {"Amber": "amber-notebooks/03_play.ipynb", "Thurn und Taxis": "taxis-notebooks/03_play.ipynb",
        "La Loire": "loire-notebooks/03_play.ipynb"}
#: each game's apps: kind -> notebook under ``notebooks/`` (the pupils' app notebooks; teachers' copies are elsewhere)
APPS = {"Amber": {"play": "apps/amber_play.ipynb", "lesson": "lessons/amber_lesson.ipynb",
                  "exercises": "apps/amber_exercises.ipynb"},
        "Thurn und Taxis": {"play": "apps/taxis_play.ipynb", "lesson": "lessons/taxis_lesson.ipynb",
                            "exercises": "apps/taxis_exercises.ipynb"},
        "La Loire": {"play": "apps/loire_play.ipynb", "lesson": "lessons/loire_lesson.ipynb",
                     "exercises": "apps/loire_exercises.ipynb"}}
LABELS = {"play": "Play", "lesson": "Lesson: the rules one by one", "exercises": "Exercises"}


def picture(package: str) -> str:
    """A game's opening board as SVG."""
    return importlib.import_module(package).new_game(players=3, seed=1)._repr_svg_()


def page(links: Mapping[str, Sequence[tuple[str, str]]], pictures: bool = True, extra: str = "") -> str:
    """The landing page; ``links`` gives each game's (address, kind) pairs, kind ``play`` or ``lesson``; ``extra``
    is HTML added at the end (the static site links its JupyterLab there)."""
    cards = []
    for name, (package, _, line) in ABOUT.items():
        anchors = "".join(f'<a class="tutor-app" data-app="{escape(name)}" data-kind="{kind}" '
                          f'href="{escape(href)}">{escape(LABELS[kind])}</a>' for href, kind in links.get(name, ()))
        art = f'<div class="pic">{picture(package)}</div>' if pictures else ""
        cards.append(f'<section class="game">{art}<h2>{escape(name)}</h2><p>{escape(line)}</p>'
                     f'<p class="links">{anchors}</p></section>')
    return PAGE.format(cards="".join(cards), extra=extra)


PAGE = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Board-game rules tutor</title>
<style>
body {{ font-family: sans-serif; margin: 0 auto; max-width: 72em; padding: 1em; color: #222; }}
h1 {{ margin: 0.2em 0; }} .games {{ display: flex; flex-wrap: wrap; gap: 1em; }}
.game {{ flex: 1 1 18em; border: 1px solid #ccc; border-radius: 8px; padding: 0.8em; }}
.pic svg {{ width: 100%; height: auto; max-height: 14em; }}
.links a {{ display: inline-block; margin: 0.3em 0.5em 0 0; padding: 0.5em 0.9em; border-radius: 6px;
  background: #2a6f97; color: #fff; text-decoration: none; font-size: 1.1em; }}
.links a[data-kind=lesson] {{ background: #52796f; }}
</style></head>
<body><h1>Board-game rules tutor</h1>
<p>Pick a game: <b>Play</b> opens a game table (click the board to play against the computer or a friend),
<b>Lesson</b> shows the rules one by one with a picture and a board to try them on.</p>
<div class="games">{cards}</div>{extra}</body></html>"""
