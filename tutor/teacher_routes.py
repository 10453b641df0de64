"""The teacher's pages on the classroom server (``--data=FOLDER``): the routes and their password check.

``/teacher`` asks for the teacher's password (a form; the pupils' token does not open it, but is needed first, as for
every page of a server on the network) and then shows the class (:func:`tutor.teacher.overview_html`);
``/teacher/pupil?name=`` one pupil's answers; ``/teacher/class.csv`` the progress as CSV (exercises and lesson
chapters); ``/teacher/table?code=``
a game across devices, watched; ``/teacher/hand-ins`` reads progress files handed in (:mod:`tutor.handin`);
``/teacher/class-list`` the class list the pupils pick their names from; ``/teacher/new-term`` asks, then deletes
every pupil's data. A right password sets a signed cookie (Tornado's secure cookie, signed with the server's
secret) that holds a digest of the password, so that a server started with another password does not take it.
Wrong passwords are counted per client address like wrong tokens (:class:`tutor.classroom.WrongTries`): after five
the address is locked out and answered "429". Every form carries Jupyter's ``_xsrf`` value, which the server
checks. The pages are in the server's language; ``?lang=hu`` or ``?lang=en`` switches them (kept in a cookie).

>>> password_digest("correct horse battery") == password_digest("correct horse battery")
True
>>> password_digest("correct horse battery") == password_digest("another password")
False
"""

from __future__ import annotations

import hashlib
from typing import Any

from tutor import handin, teacher
from tutor.classstore import ClassStore
from tutor.i18n import LANGUAGES, _, get_language, language, ngettext

__all__ = ["COOKIE", "handlers", "password_digest"]

#: the signed cookie of a teacher who gave the password
COOKIE = "tutor_teacher"
#: the cookie that keeps the teacher's choice of language
LANGUAGE_COOKIE = "tutor_teacher_lang"
#: the longest class list read from the form (characters)
MAX_FORM = 20_000
#: the most handed-in files read at once
MAX_FILES = 300
#: days the teacher stays signed in on a device
SIGNED_IN_DAYS = 1


def password_digest(password: str) -> str:
    """What the cookie holds: a digest of the password (never the password itself)."""
    return hashlib.sha256(("tutor-teacher:" + password).encode()).hexdigest()


def handlers(server_url: str, store: ClassStore, password: str, tries: Any) -> list[tuple[Any, ...]]:
    """The teacher's routes under ``server_url`` (Tornado handler tuples), for the classroom's handler list."""
    from jupyter_server.base.handlers import JupyterHandler
    from jupyter_server.utils import url_path_join
    from tornado import web

    from tutor.classroom import locked_out_page

    apps = {e.key for e in teacher.exercise_lists()}
    class TeacherPage(JupyterHandler):
        """A page for the teacher only: signed in (the cookie), in the teacher's language."""

        def initialize(self) -> None:
            self.store, self.tries = store, tries

        def signed_in(self) -> bool:
            value = self.get_secure_cookie(COOKIE, max_age_days=SIGNED_IN_DAYS)
            return value is not None and value.decode() == password_digest(password)

        def page_language(self) -> str:
            asked = self.get_query_argument("lang", "")
            if asked in LANGUAGES:
                self.set_cookie(LANGUAGE_COOKIE, asked, httponly=True, samesite="Strict")
                return asked
            kept = self.get_cookie(LANGUAGE_COOKIE, "")
            return kept if kept in LANGUAGES else get_language()

        def send(self, html: str, status: int = 200) -> None:
            self.set_status(status)
            self.set_header("Content-Type", "text/html; charset=utf-8")
            self.set_header("Cache-Control", "no-store")
            self.set_header("X-Frame-Options", "DENY")
            self.finish(html)

        def show(self, make: Any) -> None:
            """The page ``make(xsrf_form)`` makes, in the teacher's language, if the teacher is signed in."""
            if not self.refuse_unless_signed_in():
                with language(self.page_language()):
                    self.send(make(self.xsrf_form_html()))

        def refuse_unless_signed_in(self) -> bool:
            """Answer with the password form (401) unless the teacher is signed in; whether it refused."""
            if self.signed_in():
                return False
            with language(self.page_language()):
                self.send(teacher.login_html(self.xsrf_form_html()), 401)
            return True

    class Overview(TeacherPage):
        def get(self) -> None:
            self.show(lambda xsrf: teacher.overview_html(self.store, xsrf))

        def post(self) -> None:  # the password form (Jupyter checks its _xsrf value first)
            address = self.request.remote_ip
            if self.tries.locked(address):
                self.set_header("Retry-After", str(max(1, round(self.tries.locked(address)))))
                with language(self.page_language()):
                    return self.send(locked_out_page(self.tries.locked(address)), 429)
            if self.get_body_argument("password", "") != password:
                self.tries.wrong(address)
                with language(self.page_language()):
                    return self.send(teacher.login_html(self.xsrf_form_html(), wrong=True), 403)
            self.tries.right(address)
            self.set_secure_cookie(COOKIE, password_digest(password), expires_days=SIGNED_IN_DAYS, httponly=True,
                                   samesite="Strict")
            self.redirect(self.request.path, status=303)

    class Pupil(TeacherPage):
        def get(self) -> None:
            if self.refuse_unless_signed_in():
                return
            name = self.get_query_argument("name", "")
            if name not in self.store.pupils():
                raise web.HTTPError(404, "no such pupil")
            with language(self.page_language()):
                self.send(teacher.pupil_html(self.store, name))

    class Watch(TeacherPage):
        def get(self) -> None:
            if self.refuse_unless_signed_in():
                return
            from tutor.shared_games import TableError

            with language(self.page_language()):
                try:
                    page = teacher.watch_html(self.store, self.get_query_argument("code", ""))
                except TableError as error:
                    raise web.HTTPError(404, str(error)) from None
                self.send(page)

    class Csv(TeacherPage):
        def get(self) -> None:
            if self.refuse_unless_signed_in():
                return
            self.set_header("Content-Type", "text/csv; charset=utf-8")
            self.set_header("Content-Disposition", 'attachment; filename="class.csv"')
            self.set_header("Cache-Control", "no-store")
            self.finish(teacher.class_csv(self.store))

    class ClassList(TeacherPage):
        def get(self) -> None:
            self.show(lambda xsrf: teacher.class_list_html(xsrf, self.store.roster()))

        def post(self) -> None:
            if self.refuse_unless_signed_in():
                return
            text = self.get_body_argument("names", "")[:MAX_FORM]
            try:
                self.store.set_roster(text)
            except ValueError as error:
                with language(self.page_language()):
                    return self.send(teacher.class_list_html(self.xsrf_form_html(), self.store.roster(), text,
                                                             str(error)), 400)
            self.redirect(url_path_join(server_url, "teacher"), status=303)

    class HandIns(TeacherPage):
        def get(self) -> None:
            self.show(teacher.hand_ins_html)

        def post(self) -> None:
            files = self.request.files.get("files", [])[:MAX_FILES]
            self.show(lambda xsrf: teacher.hand_ins_html(xsrf, [self.read(f["filename"], f["body"])
                                                                for f in files if f["filename"]]))

        def read(self, name: str, body: bytes) -> tuple[str, str, bool]:
            """One handed-in file read into the class's table: (its name, what became of it, whether it was kept)."""
            name = name.rsplit("/", 1)[-1][:80]
            try:
                hand_in = handin.read_progress(body)
                if hand_in.app not in apps:
                    raise ValueError(f"app: {hand_in.app!r} is not an exercise app of this tutor")
            except ValueError as error:
                return name, _("refused: {why}").format(why=error), False
            kept = handin.keep(self.store, hand_in)
            return name, ngettext("{pupil}: {n} exercise kept", "{pupil}: {n} exercises kept", kept).format(
                pupil=hand_in.pupil, n=kept), True

    class NewTerm(TeacherPage):
        def get(self) -> None:
            self.show(teacher.new_term_html)

        def post(self) -> None:
            if self.refuse_unless_signed_in():
                return
            if self.get_body_argument("confirm", "") == "yes":
                self.store.new_term()
            self.redirect(url_path_join(server_url, "teacher"), status=303)

    def route(*parts: str) -> str:
        return url_path_join(server_url, "teacher", *parts)

    return [(route(), Overview), (route("pupil"), Pupil), (route("class.csv"), Csv), (route("class-list"), ClassList),
            (route("table"), Watch), (route("hand-ins"), HandIns),
            (route("new-term"), NewTerm)]
