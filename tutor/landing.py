"""The pupils' landing page, shared by the classroom server (:mod:`tutor.classroom`) and the static site
(:mod:`tutor.site`): a title and, for each game, its opening board, one line and its buttons.

The page holds both languages: the current one (the environment's, see :mod:`tutor.i18n`) shows, and the
"English | Magyar" links at the top switch to the other one with no script (the other version is the target of its
link: ``#hu`` or ``#en``). The buttons of the version shown first have the class ``tutor-app``, the other's
``tutor-app-other``. In the classroom both link the same addresses (an app starts in the server's language and has
its own language switch); the static site's links ask for their version's language (``?lang=hu``).

>>> html = page({"Amber": [("play/amber.html", "play")]}, pictures=False)
>>> 'data-app="Amber" data-kind="play" href="play/amber.html">Play</a>' in html, "Thurn und Taxis" in html
(True, True)
>>> 'href="play/amber.html">Játék</a>' in html, html.count('class="tutor-app"')
(True, 1)
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from html import escape

from tutor.i18n import LANGUAGE_NAMES as NAMES
from tutor.i18n import LANGUAGES, N_, _, get_language, language, pgettext

#: each game: its package and its line on the landing page
ABOUT = {
    "Amber": ("amber",
              N_("Lay road tiles on an 11 × 11 grid to link your castle to villages and the other castles; some "
                 "roads are one-way.")),
    "Thurn und Taxis": ("taxis",
                        N_("Glanz und Gloria, the game on the map of northern Germany: collect city cards to build "
                           "postal routes across the provinces, then place your houses along them.")),
    "La Loire": ("loire",
                 N_("Move your merchant and messenger between Nantes and Orléans, buy goods, build and "
                    "deliver messages, and sail up the river.")),
}
#: every pupils' app, the one table of them (the classroom server and the static site serve exactly these): each
#: game's apps by kind, as notebooks under ``notebooks/`` holding the app and nothing else (built by
#: ``tools/nb_apps.py`` and the lesson builders ``tools/nb_*_lesson.py``)
APPS: dict[str, dict[str, str]] = {
    name: {"guide": f"apps/{pkg}_guide.ipynb", "play": f"apps/{pkg}_play.ipynb",
           "lesson": f"lessons/{pkg}_lesson.ipynb", "exercises": f"apps/{pkg}_exercises.ipynb",
           "explore": f"apps/{pkg}_explore.ipynb"}
    for name, pkg in (("Amber", "amber"), ("Thurn und Taxis", "taxis"), ("La Loire", "loire"))
}
#: a game's name on its card when the game is one edition of several (every app of Thurn und Taxis is Glanz und
#: Gloria: its table, lesson and exercises say so, and the picture is its map)
EDITIONS = {"Thurn und Taxis": "Thurn und Taxis: Glanz und Gloria"}
#: the options of a game's opening board where they are not the package's defaults
PICTURE_OPTIONS: dict[str, dict[str, str]] = {"taxis": {"variant": "gug"}}
#: the button of each kind of app
LABELS = {"guide": N_("New here? Learn to play"), "play": N_("Play"), "lesson": N_("Lesson: the rules one by one"),
          "exercises": N_("Exercises"), "explore": N_("Explore: the network")}
#: the title of each kind of app (the browser's tab, the site's waiting notice)
TITLES = {"guide": N_("{game}: learn to play"), "play": N_("{game}: play"), "lesson": N_("{game}: lesson"),
          "exercises": N_("{game}: exercises"), "explore": N_("{game}: explore")}


def app_title(name: str, kind: str) -> str:
    """An app's title in the current language.

    >>> app_title("Amber", "lesson")
    'Amber: lesson'
    >>> with language("hu"):
    ...     app_title("La Loire", "exercises")
    'La Loire: feladatok'
    """
    return _(TITLES[kind]).format(game=name)


def picture(package: str) -> str:
    """A game's opening board as SVG (Thurn und Taxis: the Glanz und Gloria map, the game its apps play).

    >>> taxis_map = picture("taxis")
    >>> "Bremen" in taxis_map, "Basel" in taxis_map  # a city of Glanz und Gloria's map, one of the base game's
    (True, False)
    """
    game = importlib.import_module(package).new_game(players=3, seed=1, **PICTURE_OPTIONS.get(package, {}))
    return game._repr_svg_()


def page(links: Mapping[str, Sequence[tuple[str, str]]], pictures: bool = True,
         extra: Callable[[], str] | None = None, lang_query: bool = False) -> str:
    """The landing page; ``links`` gives each game's (address, kind) pairs, kind ``play``, ``lesson`` or
    ``exercises`` (a key of :data:`LABELS`), in the order shown; ``extra()`` is HTML added at the end of each
    language's version, made in that language (the static site links its JupyterLab there). With ``lang_query``
    each version's links ask for their language (``?lang=hu``): the static site's apps start in it.

    >>> html = page({"Amber": [("apps/amber-play.html", "play")]}, pictures=False, lang_query=True)
    >>> 'href="apps/amber-play.html?lang=en"' in html, 'href="apps/amber-play.html?lang=hu">Játék' in html
    (True, True)
    """
    first = get_language()
    order = [first, *(lang for lang in LANGUAGES if lang != first)]
    versions = [_version(lang, links, pictures, lang == first, extra, lang_query) for lang in order]
    switch = " | ".join(f'<a href="#{lang}" lang="{lang}">{NAMES[lang]}</a>' for lang in LANGUAGES)
    other = order[1]  # shown when its link is followed (the page's address ends in #hu or #en)
    css = (f"#{other}:target ~ .lang-{first} {{ display: none; }} .lang-{other} {{ display: none; }} "
           f"#{other}:target ~ .lang-{other} {{ display: block; }}")
    with language(first):
        title = _("Board-game rules tutor")
    return PAGE.format(lang=first, title=escape(title), css=css, switch=switch,
                       anchors="".join(f'<span id="{lang}"></span>' for lang in order[1:]),
                       versions="".join(versions))


def _version(lang: str, links: Mapping[str, Sequence[tuple[str, str]]], pictures: bool, first: bool,
             extra: Callable[[], str] | None = None, lang_query: bool = False) -> str:
    """The page's title, introduction and games in ``lang``."""
    kind_class = "tutor-app" if first else "tutor-app-other"
    query = f"?lang={lang}" if lang_query else ""
    with language(lang):
        cards = []
        for name, (package, line) in ABOUT.items():
            anchors = "".join(f'<a class="{kind_class}" data-app="{escape(name)}" data-kind="{kind}" '
                              f'href="{escape(href + query)}">{escape(_(LABELS[kind]))}</a>'
                              for href, kind in links.get(name, ()))
            art = f'<div class="pic">{picture(package)}</div>' if pictures else ""
            heading = pgettext("map", EDITIONS[name]) if name in EDITIONS else name
            cards.append(f'<section class="game">{art}<h2>{escape(heading)}</h2><p>{escape(_(line))}</p>'
                         f'<p class="links">{anchors}</p></section>')
        intro = _("<p>Pick a game: <b>Learn to play</b> is a first game with a guide who tells you what to do and "
                  "why,\n<b>Play</b> opens a game table (click the board to play against the computer or "
                  "a friend),\n<b>Lesson</b> shows the rules in short chapters with a picture and a board to try them "
                  "on, and a check at the end of each chapter,\n"
                  "<b>Exercises</b> asks questions to answer by clicking on the board,\n<b>Explore</b> answers "
                  "questions about the game's roads and routes when you click the board: who reaches whom, the "
                  "shortest way, where a piece can go.</p>")
        title = _("Board-game rules tutor")
        more = extra() if extra else ""
        return (f'<div class="lang-{lang}" lang="{lang}"><h1>{escape(title)}</h1>\n{intro}\n'
                f'<div class="games">{"".join(cards)}</div>{more}</div>')


PAGE = """<!DOCTYPE html>
<html lang="{lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
<style>
body {{ font-family: sans-serif; margin: 0 auto; max-width: 72em; padding: 1em; color: #222; }}
h1 {{ margin: 0.2em 0; }} .games {{ display: flex; flex-wrap: wrap; gap: 1em; }}
.game {{ flex: 1 1 18em; border: 1px solid #ccc; border-radius: 8px; padding: 0.8em; }}
.pic svg {{ width: 100%; height: auto; max-height: 14em; }}
.links a {{ display: inline-block; margin: 0.3em 0.5em 0 0; padding: 0.5em 0.9em; border-radius: 6px;
  background: #2a6f97; color: #fff; text-decoration: none; font-size: 1.1em; }}
.links a[data-kind=lesson] {{ background: #52796f; }} .links a[data-kind=exercises] {{ background: #9c6644; }}
.langs {{ float: right; font-size: 0.95em; }}
{css}
</style></head>
<body><nav class="langs">{switch}</nav>{anchors}
{versions}</body></html>"""
