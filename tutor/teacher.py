"""The teacher's view of the class (pages of the classroom server, made from :mod:`tutor.classstore`).

:func:`overview_html` is the table of pupils × exercises (solved ✓, tried ✗, hints, gave up) and of pupils × lesson
chapters (check passed ✓, started ✗), refreshed every few seconds while it is open, with the CSV export
(:func:`class_csv`) and *start a new term*; :func:`pupil_html` shows one pupil's answers; :func:`login_html` asks
for the teacher's password. Every page is in the server's language; every name a pupil typed is escaped.

>>> import tempfile
>>> from tutor.classstore import ClassStore
>>> store = ClassStore(tempfile.mkdtemp())
>>> store.record("Anna", "tutor-exercises-amber", "ex1", "solved", hints=1)
>>> html = overview_html(store, xsrf="")
>>> "Anna" in html, "✓" in html, "1 hint" in html
(True, True, True)
>>> store.record("Anna", "tutor-amber-lesson", "amber-lesson-course-of-play", "tried")
>>> html = overview_html(store, xsrf="")
>>> "<caption>Amber: lesson</caption>" in html, "✗ <small>started</small>" in html
(True, True)
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from html import escape
from urllib.parse import quote

from tutor.classstore import ClassStore, Progress
from tutor.i18n import _, get_language, ngettext, player

__all__ = ["EXERCISE_APPS", "ChapterList", "ExerciseList", "chapter_lists", "class_csv", "class_list_html",
           "exercise_lists", "hand_ins_html", "login_html", "new_term_html", "overview_html", "pupil_html",
           "watch_html"]

#: the games whose exercise apps (and lessons) report to the class's store: (package, the game's name)
EXERCISE_APPS = (("amber", "Amber"), ("taxis", "Thurn und Taxis"), ("loire", "La Loire"))
#: seconds between two refreshes of the overview
REFRESH = 10
#: the games' names by package
GAME_NAMES = dict(EXERCISE_APPS)

_PAGE = """<!DOCTYPE html>
<html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title>{refresh}
<style>
body {{ font-family: system-ui, sans-serif; margin: 1.5em; color: #111; }}
table {{ border-collapse: collapse; margin: 0.5em 0 1.2em; }}
caption {{ text-align: left; font-weight: bold; font-size: 110%; }}
td.tutor-pupil-name, th.tutor-pupil-name {{ white-space: nowrap; }}
td small {{ display: block; font-size: 75%; }}
th, td {{ border: 1px solid #999; padding: 0.25em 0.5em; text-align: center; }}
th.tutor-pupil-name, td.tutor-pupil-name {{ text-align: left; }}
.tutor-watch svg {{ max-width: 100%; height: auto; max-height: 70vh; }}
.tutor-solved {{ background: #d9f2d9; }} .tutor-tried {{ background: #fde2c8; }}
.tutor-hidden {{ position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%);
  white-space: nowrap; }}
a {{ color: #1a4fb8; }} a:focus-visible, button:focus-visible {{ outline: 3px solid #b45309; outline-offset: 2px; }}
button {{ font-size: 100%; padding: 0.3em 0.8em; }}
</style></head>
<body><main>{body}</main></body></html>"""


@dataclass(frozen=True)
class ExerciseList:
    """One game's exercise app: its storage key (the app's name in the store) and its exercises (id, title)."""

    game: str
    key: str
    exercises: tuple[tuple[str, str], ...]


def exercise_lists() -> list[ExerciseList]:
    """Every game's exercises, in the order of their apps.

    >>> [(e.game, len(e.exercises)) for e in exercise_lists()]
    [('Amber', 10), ('Thurn und Taxis', 10), ('La Loire', 10)]
    """
    lists = []
    for package, game in EXERCISE_APPS:
        module = importlib.import_module(f"{package}.exercise_app")
        exercises = importlib.import_module(f"{package}.exercises").EXERCISES
        lists.append(ExerciseList(game, module.STORE_KEY, tuple((ex.id, ex.title) for ex in exercises)))
    return lists


@dataclass(frozen=True)
class ChapterList:
    """One game's lesson: its app's name in the store (:func:`tutor.lesson.store_key`) and its chapters in order
    (:func:`tutor.lesson.chapter_items`: the chapter's id in the store, its name in the current language)."""

    game: str
    key: str
    chapters: tuple[tuple[str, str], ...]


def chapter_lists() -> list[ChapterList]:
    """Every game's lesson chapters, in the order of the apps, named in the current language.

    >>> [(c.game, c.key, len(c.chapters)) for c in chapter_lists()]  # doctest: +NORMALIZE_WHITESPACE
    [('Amber', 'tutor-amber-lesson', 12), ('Thurn und Taxis', 'tutor-taxis-lesson', 15),
     ('La Loire', 'tutor-loire-lesson', 24)]
    """
    from tutor.lesson import chapter_items, store_key

    lists = []
    for package, game in EXERCISE_APPS:
        spec = importlib.import_module(f"{package}.examples").SPEC
        lists.append(ChapterList(game, store_key(spec.game), tuple(chapter_items(spec))))
    return lists


# the overview's refresh: the page's main part is fetched again and swapped in when it changed (the focus and the
# scroll stay; a screen reader is not sent back to the top); without scripts the whole page reloads
_REFRESH = """<noscript><meta http-equiv="refresh" content="{seconds}"></noscript>
<script>setInterval(async () => {{
  try {{
    const answer = await fetch(location.href, {{credentials: "same-origin", cache: "no-store"}});
    if (!answer.ok) return;
    const fresh = new DOMParser().parseFromString(await answer.text(), "text/html").querySelector("main");
    const main = document.querySelector("main");
    if (fresh && main && fresh.innerHTML !== main.innerHTML) main.innerHTML = fresh.innerHTML;
  }} catch (error) {{}}
}}, {ms});</script>"""


def _page(title: str, body: str, refresh: bool = False) -> str:
    script = _REFRESH.format(seconds=REFRESH, ms=REFRESH * 1000) if refresh else ""
    return _PAGE.format(lang=get_language(), title=escape(title), refresh=script, body=body)


def _cell(p: Progress | None, said: Mapping[str, str] | None = None) -> str:
    """One pupil's progress on one item; ``said``: the words of each status (else *solved*, *tried*)."""
    if p is None:
        return "<td></td>"
    mark = {"solved": "✓", "tried": "✗"}.get(p.status, "")
    words = (said or {"solved": _("solved"), "tried": _("tried")}).get(p.status, "")
    if p.hints:
        words += ", " + ngettext("{n} hint", "{n} hints", p.hints).format(n=p.hints)
    if p.gave_up:
        words += ", " + _("gave up")
    return f"<td class='tutor-{p.status}'>{mark} <small>{escape(words.strip(', '))}</small></td>"


def _t(message: str) -> str:
    """A translated text, escaped for HTML (the message is marked with ``_()`` where it is written)."""
    return escape(message, quote=True)


def _table(caption: str, key: str, items: Sequence[tuple[str, str]], numbers: Sequence[str], solved_word: str,
           pupils: Sequence[str], progress: dict[tuple[str, str, str], Progress],
           said: Mapping[str, str] | None = None) -> str:
    """One app's table: a row per pupil (the items solved, then a cell per item), a column per item of ``items``
    (its id in the store, its name) headed by its cell of ``numbers`` (HTML)."""
    rows = []
    for name in pupils:
        link = f"<a href='teacher/pupil?name={quote(name)}'>{escape(name)}</a>"
        cells = [progress.get((name, key, item)) for item, _title in items]
        solved = sum(p is not None and p.status == "solved" for p in cells)
        rows.append(f"<tr><th scope='row' class='tutor-pupil-name'>{link}</th><td>{solved}</td>"
                    f"{''.join(_cell(p, said) for p in cells)}</tr>")
    pupil = _("Pupil")
    return (f"<table><caption>{_t(caption)}</caption><thead><tr>"
            f"<th scope='col' class='tutor-pupil-name'>{_t(pupil)}</th><th scope='col'>{_t(solved_word)}</th>"
            f"{''.join(numbers)}</tr></thead><tbody>{''.join(rows)}</tbody></table>")


def _game_table(game: ExerciseList, pupils: Sequence[str], progress: dict[tuple[str, str, str], Progress]) -> str:
    """One game's table: a row per pupil, a column per exercise (its title as the column's tooltip)."""
    numbers = [f"<th scope='col' title='{_t(_(title))}'>{i + 1}</th>" for i, (_id, title) in enumerate(game.exercises)]
    return _table(_(game.game), game.key, game.exercises, numbers, _("solved"), pupils, progress)


def _lesson_table(lesson: ChapterList, pupils: Sequence[str], progress: dict[tuple[str, str, str], Progress]) -> str:
    """One game's lesson: a row per pupil, a column per chapter in the lesson's order, numbered (its name as the
    column's tooltip, read out by a screen reader with the number, and listed under the table)."""
    numbers = [f"<th scope='col' title='{_t(name)}'>{i + 1}<span class='tutor-hidden'>: {_t(name)}</span></th>"
               for i, (_id, name) in enumerate(lesson.chapters)]
    said = {"solved": _("check passed"), "tried": _("started")}
    caption = _("{game}: lesson").format(game=_(lesson.game))
    table = _table(caption, lesson.key, lesson.chapters, numbers, _("checks passed"), pupils, progress, said)
    key = " · ".join(f"{i + 1} {_t(name)}" for i, (_id, name) in enumerate(lesson.chapters))
    chapters_word = _("Chapters:")
    return f"{table}<p><small>{_t(chapters_word)} {key}</small></p>"


def _games_html(store: ClassStore) -> str:
    """Per pupil, the games finished on the game tables (against bots or with classmates) and the games won."""
    played = store.games_played()
    if not played:
        return ""
    title, pupil, finished, won = _("Games finished on the game tables"), _("Pupil"), _("finished"), _("won")
    rows = "".join(f"<tr><th scope='row' class='tutor-pupil-name'>{escape(name)}</th><td>{n}</td><td>{w}</td></tr>"
                   for name, (n, w) in sorted(played.items(), key=lambda item: item[0].casefold()))
    return (f"<table><caption>{_t(title)}</caption><thead><tr><th scope='col' class='tutor-pupil-name'>"
            f"{_t(pupil)}</th><th scope='col'>{_t(finished)}</th><th scope='col'>{_t(won)}</th></tr></thead>"
            f"<tbody>{rows}</tbody></table>")


def _tables_html(store: ClassStore) -> str:
    """The shared tables (games across devices): code (a link to watch it), game, who sits where, moves played."""
    from tutor.shared_games import BOT, SharedGames

    shared = SharedGames(store)
    rows = []
    for code, game, _host, moves in shared.tables():
        seats = shared.table(code).seats
        who = ", ".join(_("bot") if name == BOT else name or _("free seat") for name in seats)
        rows.append(f"<tr><th scope='row'><a href='teacher/table?code={code}'>{code}</a></th>"
                    f"<td>{_t(GAME_NAMES.get(game, game))}</td><td>{escape(who)}</td><td>{moves}</td></tr>")
    title, code_word, game_word, seats_word, moves_word = (_("Games across devices"), _("code"), _("game"),
                                                           _("seats"), _("moves"))
    if not rows:
        return ""
    return (f"<table><caption>{_t(title)}</caption><thead><tr><th scope='col'>{_t(code_word)}</th>"
            f"<th scope='col'>{_t(game_word)}</th><th scope='col'>{_t(seats_word)}</th>"
            f"<th scope='col'>{_t(moves_word)}</th></tr></thead><tbody>{''.join(rows)}</tbody></table>")


def watch_html(store: ClassStore, code: str) -> str:
    """One shared table as the teacher watches it: every hand, whose turn, the scores, the last moves in words
    (refreshed in place like the overview). ``TableError`` for a code that names no table."""
    from tutor.shared_games import BOT, SharedGames

    table = SharedGames(store).table(code)
    game = table.game
    spec = importlib.import_module(f"{game.config.game}.table").Table.spec
    seats = "; ".join(f"{_t(player(colour))}: {escape(_('bot') if name == BOT else name or _('free seat'))}"
                      for colour, name in zip(game.players, table.seats, strict=True))
    states, moves = game.states, game.history
    first = max(0, len(moves) - 6)  # the last six moves
    last = "".join(f"<li>{_t(player(game.players[game.engine.to_move(states[i])]))}: "
                   f"{_t(spec.describe(moves[i]))}</li>" for i in range(first, len(moves)))
    turn = _("The game is over.") if game.is_over else _("{player} to move.").format(
        player=player(game.players[game.to_move]))
    title = _("Table {code}").format(code=table.code)
    back, played = _("Back to the class"), ngettext("{n} move played", "{n} moves played", len(moves))
    body = (f"<p><a href='../teacher'>{_t(back)}</a></p><h1>{_t(title)} · {_t(GAME_NAMES[game.config.game])}</h1>"
            f"<p>{seats}</p><p>{_t(turn)} {_t(played.format(n=len(moves)))}</p>"
            f"<div class='tutor-watch'>{game.engine.render_svg(game.state)}</div><ol start='{first + 1}'>{last}</ol>")
    return _page(title, body, refresh=True)


def overview_html(store: ClassStore, xsrf: str, lists: Sequence[ExerciseList] | None = None,
                  lessons: Sequence[ChapterList] | None = None) -> str:
    """Every pupil's exercises and lesson chapters (a table per game and app), a link to each pupil, the CSV and
    *start a new term*."""
    lists = exercise_lists() if lists is None else lists
    lessons = chapter_lists() if lessons is None else lessons
    progress = {(p.pupil, p.app, p.item): p for p in store.progress()}
    pupils = store.pupils()
    legend, nobody = _("Exercises: ✓ solved, ✗ tried, not solved yet"), _("No pupil has said their name yet.")
    exercises, chapters = _("Exercises"), _("Lesson chapters")
    lesson_legend = _("Lesson chapters: ✓ check passed, ✗ started (a rule of it seen), check not passed yet")
    tables = (f"<h2>{_t(exercises)}</h2><p>{_t(legend)}</p>"
              + "".join(_game_table(game, pupils, progress) for game in lists)
              + f"<h2>{_t(chapters)}</h2><p>{_t(lesson_legend)}</p>"
              + "".join(_lesson_table(lesson, pupils, progress) for lesson in lessons)) if pupils \
        else f"<p>{_t(nobody)}</p>"
    count = ngettext("{n} pupil", "{n} pupils", len(pupils)).format(n=len(pupils))
    title, refresh = _("The class"), _("This page refreshes itself every {n} seconds.").format(n=REFRESH)
    download, new_term, class_list = _("Download as CSV"), _("Start a new term…"), _("The class list…")
    hand_ins = _("Read handed-in files…")
    body = (f"<h1>{_t(title)}</h1><p>{_t(count)} · {_t(refresh)}</p>{tables}{_games_html(store)}{_tables_html(store)}"
            f"<p><a href='teacher/class.csv' download='class.csv'>{_t(download)}</a> · "
            f"<a href='teacher/class-list'>{_t(class_list)}</a> · <a href='teacher/hand-ins'>{_t(hand_ins)}</a></p>"
            f"<form method='get' action='teacher/new-term'><button type='submit'>{_t(new_term)}</button></form>")
    return _page(title, body, refresh=True)


def class_csv(store: ClassStore, lists: Sequence[ExerciseList] | None = None,
              lessons: Sequence[ChapterList] | None = None) -> str:
    """The class's progress as CSV (:meth:`ClassStore.csv`), each app's items in the order the teacher's view shows
    them: the exercises by number, the lesson's chapters in the lesson's order.

    >>> import tempfile
    >>> store = ClassStore(tempfile.mkdtemp())
    >>> for item in ("amber-lesson-setup", "amber-lesson-course-of-play"):  # the lesson's first two chapters
    ...     store.record("Ede", "tutor-amber-lesson", item, "tried")
    >>> class_csv(store).splitlines()[1:]  # doctest: +NORMALIZE_WHITESPACE
    ['Ede,tutor-amber-lesson,amber-lesson-setup,tried,0,no',
     'Ede,tutor-amber-lesson,amber-lesson-course-of-play,tried,0,no']
    """
    lists = exercise_lists() if lists is None else lists
    lessons = chapter_lists() if lessons is None else lessons
    items = [(e.key, [ex_id for ex_id, _title in e.exercises]) for e in lists] + \
        [(c.key, [item for item, _name in c.chapters]) for c in lessons]
    return store.csv({(key, item): i for key, ids in items for i, item in enumerate(ids)})


def pupil_html(store: ClassStore, name: str, lists: Sequence[ExerciseList] | None = None) -> str:
    """One pupil's checked answers, newest first.

    >>> import tempfile
    >>> store = ClassStore(tempfile.mkdtemp())
    >>> store.answer("Bea O'Neil", "tutor-exercises-amber", "ex1", "<b>Ulm</b>", correct=False)
    >>> html = pupil_html(store, "Bea O'Neil")
    >>> "&lt;b&gt;Ulm" in html, "<b>Ulm" in html, "✗ wrong" in html
    (True, False, True)
    """
    lists = exercise_lists() if lists is None else lists
    titles = {(e.key, ex_id): f"{_(e.game)} {i + 1}: {_(title)}" for e in lists
              for i, (ex_id, title) in enumerate(e.exercises)}
    answers = store.answers(name)
    right, wrong = "✓ " + _("right"), "✗ " + _("wrong")
    rows = "".join(f"<tr><td>{escape(titles.get((a.app, a.item), a.item))}</td><td>{escape(a.answer)}</td>"
                   f"<td>{_t(right if a.correct else wrong)}</td></tr>" for a in reversed(answers))
    exercise, answer, checked, none = _("Exercise"), _("Answer"), _("Checked"), _("No answer checked yet.")
    table = (f"<table><thead><tr><th scope='col'>{_t(exercise)}</th><th scope='col'>{_t(answer)}</th>"
             f"<th scope='col'>{_t(checked)}</th></tr></thead><tbody>{rows}</tbody></table>") if answers else \
        f"<p>{_t(none)}</p>"
    back = _("Back to the class")
    body = f"<p><a href='../teacher'>{_t(back)}</a></p><h1>{escape(name)}</h1>{table}"
    return _page(name, body)


def login_html(xsrf: str, wrong: bool = False) -> str:
    """The teacher's password form.

    >>> "Wrong password." in login_html("", wrong=True), "Wrong password." in login_html("")
    (True, False)
    """
    wrong_text = _("Wrong password.")
    note = f"<p role='alert'>{_t(wrong_text)}</p>" if wrong else ""
    title, label, button = _("The class"), _("The teacher’s password"), _("Open")
    body = (f"<h1>{_t(title)}</h1>{note}<form method='post' action='teacher'>{xsrf}"
            f"<label>{_t(label)} <input type='password' name='password' autocomplete='current-password' "
            f"autofocus></label> <button type='submit'>{_t(button)}</button></form>")
    return _page(title, body)


def class_list_html(xsrf: str, names: Sequence[str], text: str | None = None, error: str = "") -> str:
    """The teacher's class list: one name per line; with a list the pupils pick their name instead of typing it.
    ``text`` and ``error``: a list just refused, shown again with what is wrong.

    >>> html = class_list_html("", [], text="Anna\\n<b>", error="line 2: not a name")
    >>> "&lt;b&gt;" in html, "role='alert'" in html
    (True, True)
    """
    title = _("The class list")
    what = _("One name per line, as the pupils should see it (first name and initial). With a list, each pupil "
             "picks their name from it instead of typing it; with none, they type it. A name not on the list "
             "cannot be picked: add it here and the pupil opens the app again.")
    label, save, back = _("Names"), _("Save the class list"), _("Back to the class")
    shown = "\n".join(names) if text is None else text
    refused = _("The list was not saved:")
    note = f"<p role='alert'>{_t(refused)} {escape(error)}</p>" if error else ""
    body = (f"<p><a href='../teacher'>{_t(back)}</a></p><h1>{_t(title)}</h1><p>{_t(what)}</p>{note}"
            f"<form method='post' action='class-list'>{xsrf}<label for='names'>{_t(label)}</label><br>"
            f"<textarea id='names' name='names' rows='16' cols='40'>{escape(shown)}</textarea><br>"
            f"<button type='submit'>{_t(save)}</button></form>")
    return _page(title, body)


def hand_ins_html(xsrf: str, results: Sequence[tuple[str, str, bool]] = ()) -> str:
    """The form that reads progress files handed in (files, or a whole folder), and what became of each file read:
    (file name, what was read or why it was refused, whether it was kept)."""
    title = _("Read handed-in files")
    what = _("Pupils who practise on the web site or in JupyterLab hand in their progress as a file (the link "
             "under their exercises). Choose the files, or the folder they are in: each file's progress joins the "
             "class's table, under the pupil's name.")
    files, folder, read, back = _("Files"), _("or a whole folder"), _("Read"), _("Back to the class")
    rows = "".join(f"<li>{'✓' if ok else '✗'} <b>{escape(name)}</b>: {escape(said)}</li>" for name, said, ok in results)
    done = f"<ul role='status'>{rows}</ul>" if results else ""
    body = (f"<p><a href='../teacher'>{_t(back)}</a></p><h1>{_t(title)}</h1><p>{_t(what)}</p>{done}"
            f"<form method='post' action='hand-ins' enctype='multipart/form-data'>{xsrf}"
            f"<p><label>{_t(files)} <input type='file' name='files' multiple accept='.json'></label></p>"
            f"<p><label>{_t(folder)} <input type='file' name='files' webkitdirectory multiple></label></p>"
            f"<button type='submit'>{_t(read)}</button></form>")
    return _page(title, body)


def new_term_html(xsrf: str) -> str:
    """The confirmation before every pupil's data is cleared."""
    title = _("Start a new term?")
    warning = _("Every pupil, their progress, their answers, the class list and the games across devices are "
                "deleted. This cannot be undone.")
    yes, no = _("Yes, delete everything"), _("No, back to the class")
    body = (f"<h1>{_t(title)}</h1><p>{_t(warning)}</p>"
            f"<form method='post' action='new-term'>{xsrf}<input type='hidden' name='confirm' value='yes'>"
            f"<button type='submit'>{_t(yes)}</button></form><p><a href='../teacher'>{_t(no)}</a></p>")
    return _page(title, body)
