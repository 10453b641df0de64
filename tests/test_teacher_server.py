"""The class's data on the classroom server (``--data``, issue 28): a pupil says their name in an exercise app, the
teacher sees it on the teacher's pages, which only the teacher's password opens.

Marked ``browser``: one classroom server (``--network`` with a token, bound to 127.0.0.1) for the whole module, and
Chromium for the pupil's side. The HTTP checks send requests from other loopback addresses (``127.0.0.2``, …) as
other devices. Screenshots: ``artifacts/browser/teacher-*.png``.
"""

from __future__ import annotations

import http.client
import re
import urllib.parse
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser_helpers import START_TIMEOUT, Server, axe_violations, screenshot, start_classroom, text_of, wait_until
from exercise_app_contract import number_button
from test_amber_exercises_browser import NUMBER, choose

import amber
from tutor.classroom import LOGIN_TRIES
from tutor.classstore import ClassStore
from tutor.handin import progress_file
from tutor.shared_games import SharedGames

pytestmark = pytest.mark.browser

TOKEN = "pupils-token-for-the-test"
PASSWORD = "teachers-password-1"


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    folder = tmp_path_factory.mktemp("teacher")
    with start_classroom(folder, "--network", f"--token={TOKEN}", f"--data={folder / 'class'}",
                         f"--teacher-password={PASSWORD}", "--preheat=0", "--max-kernels=2") as started:
        started.data = folder / "class"  # type: ignore[attr-defined]
        yield started


def send(address: str, url: str, method: str = "GET", form: dict[str, str] | None = None,
         jar: dict[str, str] | None = None) -> tuple[int, str, dict[str, str]]:
    """A request from the loopback address ``address`` (another device) with the cookies of ``jar``, which takes
    the cookies the answer sets: status, body, headers (no redirects)."""
    parts = urllib.parse.urlsplit(url)
    connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=START_TIMEOUT,
                                            source_address=(address, 0))
    jar = {} if jar is None else jar
    headers = {"Cookie": "; ".join(f"{k}={v}" for k, v in jar.items())} if jar else {}
    if form is not None:
        headers["Content-Type"] = "application/x-www-form-urlencoded"
    try:
        connection.request(method, parts.path + (f"?{parts.query}" if parts.query else ""),
                           body=urllib.parse.urlencode(form) if form is not None else None, headers=headers)
        answer = connection.getresponse()
        for cookie in answer.headers.get_all("Set-Cookie") or []:
            name, value = cookie.split(";", 1)[0].split("=", 1)
            jar[name] = value
        return answer.status, answer.read().decode(errors="replace"), dict(answer.headers)
    finally:
        connection.close()


def xsrf_of(page: str) -> str:
    found = re.search(r'name="_xsrf" value="([^"]+)"', page)
    assert found, page[:500]
    return found.group(1)


def sign_in(url: str, address: str, password: str) -> tuple[int, str, dict[str, str]]:
    """Send the teacher's form from ``address``: the status, the page and the cookies (with the _xsrf one)."""
    assert send(address, url + "teacher")[0] == 302  # without the token: to the token's login page first
    jar: dict[str, str] = {}
    status, page, _ = send(address, url + f"teacher?token={TOKEN}", jar=jar)
    assert status == 401 and "type='password'" in page and "_xsrf" in jar, (status, page[:300], jar)
    status, page, _ = send(address, url + "teacher", "POST", {"_xsrf": xsrf_of(page), "password": password}, jar)
    return status, page, jar


def test_the_pupils_token_does_not_open_the_teachers_pages(server: Server) -> None:
    for path in ("teacher", "teacher/class.csv", "teacher/pupil?name=Anna", "teacher/new-term"):
        status, page, _ = send("127.0.0.2", server.url + path + ("&" if "?" in path else "?") + f"token={TOKEN}")
        assert status == 401 and "type='password'" in page and "class.csv" not in page, path
    jar: dict[str, str] = {}
    send("127.0.0.2", server.url + f"?token={TOKEN}", jar=jar)  # a pupil's device, logged in with the token
    assert send("127.0.0.2", server.url + "teacher/new-term", "POST", {"confirm": "yes"}, jar)[0] == 403  # no _xsrf


def test_wrong_passwords_are_refused_and_a_storm_locks_the_device_out(server: Server) -> None:
    assert [sign_in(server.url, "127.0.0.3", f"guess-{i}-password")[0] for i in range(LOGIN_TRIES)] == \
        [403] * LOGIN_TRIES
    status, page, jar = sign_in(server.url, "127.0.0.3", PASSWORD)
    assert status == 429 and "Too many wrong tries" in page and "tutor_teacher" not in jar
    assert sign_in(server.url, "127.0.0.4", PASSWORD)[0] == 303  # another device is not locked out
    log = server.log_path.read_text(errors="replace")
    assert log.count(PASSWORD) == 1  # printed once, for the teacher, when the server starts; never logged


def test_the_teacher_sees_the_class_the_csv_and_starts_a_new_term(server: Server) -> None:
    store = ClassStore(server.data)  # type: ignore[attr-defined]  # what the pupils' kernels write
    store.record("-Zoe", "tutor-exercises-amber", "ex1", "solved", hints=2)
    store.answer("-Zoe", "tutor-exercises-amber", "ex1", "the tile on <b>C4</b>", correct=True)
    status, _, jar = sign_in(server.url, "127.0.0.5", PASSWORD)
    assert status == 303 and "tutor_teacher" in jar
    status, page, headers = send("127.0.0.5", server.url + "teacher", jar=jar)
    assert status == 200 and "-Zoe" in page and "2 hints" in page and headers["Cache-Control"] == "no-store"
    status, page, _ = send("127.0.0.5", server.url + "teacher/pupil?name=-Zoe", jar=jar)
    assert status == 200 and "&lt;b&gt;C4" in page and "<b>C4" not in page
    assert send("127.0.0.5", server.url + "teacher/pupil?name=Nobody", jar=jar)[0] == 404
    status, csv, headers = send("127.0.0.5", server.url + "teacher/class.csv", jar=jar)
    assert status == 200 and headers["Content-Type"].startswith("text/csv")
    assert "'-Zoe,tutor-exercises-amber,ex1,solved,2,no" in csv  # no formula in a spreadsheet
    status, page, _ = send("127.0.0.5", server.url + "teacher?lang=hu", jar=jar)
    assert status == 200 and '<html lang="hu">' in page and "2 tipp" in page
    shared = SharedGames(store)  # a game across devices, two moves in
    code = shared.open_table(amber.new_game(players=2, seed=9), "-Zoe")
    for ply in range(2):
        game = shared.table(code).game
        shared.play(code, game.to_move, str(game.legal_moves()[0]), ply)
    status, page, _ = send("127.0.0.5", server.url + "teacher?lang=en", jar=jar)
    assert f"teacher/table?code={code}" in page and "free seat" in page
    status, page, _ = send("127.0.0.5", server.url + f"teacher/table?code={code}", jar=jar)
    assert status == 200 and "<svg" in page and "2 moves played" in page and "-Zoe" in page
    assert send("127.0.0.5", server.url + "teacher/table?code=XXXX", jar=jar)[0] == 404
    assert send("127.0.0.2", server.url + f"teacher/table?code={code}&token={TOKEN}")[0] == 401  # a pupil: no
    status, page, _ = send("127.0.0.5", server.url + "teacher/class-list", jar=jar)
    assert status == 200 and "<textarea" in page
    names = {"_xsrf": xsrf_of(page), "names": "Anna K\nBence"}
    assert send("127.0.0.5", server.url + "teacher/class-list", "POST", names, jar)[0] == 303
    status, page, _ = send("127.0.0.5", server.url + "teacher/class-list", "POST",
                           {**names, "names": "Cili\nDani <script>"}, jar)
    assert status == 400 and "line 2" in page and "Dani &lt;script&gt;" in page  # refused, shown again to mend
    assert store.roster() == ["Anna K", "Bence"]  # the old list stays
    status, page, _ = send("127.0.0.5", server.url + "teacher/new-term", jar=jar)
    assert status == 200
    form = {"_xsrf": xsrf_of(page), "confirm": "yes"}
    pupil = {k: v for k, v in jar.items() if k != "tutor_teacher"}  # logged in with the token, not the password
    assert send("127.0.0.5", server.url + "teacher/new-term", "POST", form, pupil)[0] == 401  # nothing goes
    assert store.pupils() == ["-Zoe"]
    assert send("127.0.0.5", server.url + "teacher/new-term", "POST", form, jar)[0] == 303
    assert store.pupils() == [] and store.progress() == [] and store.roster() == [] and shared.tables() == []


def test_a_pupil_names_themself_in_an_app_and_the_teacher_sees_it(server: Server, browser: Any,
                                                                  tmp_path: Path) -> None:
    page = browser.new_page(viewport={"width": 1024, "height": 768})
    try:
        page.goto(server.url + f"?token={TOKEN}", timeout=START_TIMEOUT * 1000)
        app = server.url + "voila/render/Amber%20exercises.ipynb"
        page.goto(app, timeout=START_TIMEOUT * 1000)
        page.wait_for_selector(".tutor-pupil input", timeout=START_TIMEOUT * 1000)
        screenshot(page, "pupil-asked", prefix="teacher-")
        page.locator(".tutor-pupil input").fill("Kata B")
        page.locator(".tutor-pupil input").press("Enter")
        wait_until(lambda: "You are Kata B." in text_of(page, ".tutor-pupil"), "the pupil named", 30,
                   lambda: text_of(page, ".tutor-pupil"))
        page.locator(".tutor-pupil button", has_text="not me").click()  # the next pupil on this device
        wait_until(lambda: "Say who you are" in text_of(page, ".tutor-pupil"), "the name forgotten", 30)
        wait_until(lambda: "Kata" not in (page.evaluate("localStorage.getItem('tutor-pupil')") or ""),
                   "the browser's storage forgets it too", 30)
        ClassStore(server.data).set_roster("Kata B\nLili")  # type: ignore[attr-defined]  # the teacher's list
        page.goto(app, timeout=START_TIMEOUT * 1000)
        page.wait_for_selector(".tutor-pupil select", timeout=START_TIMEOUT * 1000)
        assert page.locator(".tutor-pupil input").is_hidden()  # picked from the list, not typed
        screenshot(page, "pupil-picks", prefix="teacher-")
        page.locator(".tutor-pupil select").select_option("Kata B")
        wait_until(lambda: "You are Kata B." in text_of(page, ".tutor-pupil"), "the pupil named from the list", 30,
                   lambda: text_of(page, ".tutor-pupil"))
        page.locator(".tutor-exapp button", has_text="Hint").first.click()
        store = ClassStore(server.data)  # type: ignore[attr-defined]
        wait_until(lambda: any(p.pupil == "Kata B" and p.hints == 1 for p in store.progress()),
                   "the hint kept in the class's data", 30, store.progress)
        ex = amber.exercises.get(f"ex{NUMBER}")  # then she solves exercise 4 by clicks
        number_button(page, NUMBER).click()
        wait_until(lambda: ex.title in text_of(page, ".tutor-exapp h3"), "on exercise 4", 60)
        choose(page, ex.answer())
        page.get_by_role("button", name="Check").click()
        wait_until(lambda: page.locator(".tutor-exapp .tutor-exapp-good").count() > 0, "told it is right", 60)
        wait_until(lambda: any(p.pupil == "Kata B" and p.item == f"ex{NUMBER}" and p.status == "solved"
                               for p in store.progress()), "the solved exercise kept in the class's data", 30,
                   store.progress)
        screenshot(page, "pupil-named", prefix="teacher-")
        axe = axe_violations(page, "an exercise app with the pupil's name row")
        page.goto(server.url + "teacher")
        axe += axe_violations(page, "the teacher's sign-in page")
        page.locator("input[type=password]").fill(PASSWORD)
        page.locator("input[type=password]").press("Enter")
        page.wait_for_selector("table")
        assert "Kata B" in text_of(page, "table") and "1 hint" in text_of(page, "table")
        amber_row = page.locator("table").first.locator("tr", has_text="Kata B")
        cells = [c.strip() for c in amber_row.locator("td").all_inner_texts()]
        assert cells[0] == "1" and cells[NUMBER].startswith("✓"), cells  # solved: 1; exercise 4 ticked
        assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")  # nothing clipped
        screenshot(page, "overview", prefix="teacher-")
        axe += axe_violations(page, "the teacher's overview")
        store.record("Lili", "tutor-loire-exercises", "ex3", "tried")  # another pupil, meanwhile
        wait_until(lambda: "Lili" in text_of(page, "main"), "the overview refreshed", 25,
                   lambda: text_of(page, "main"))
        page.goto(server.url + "teacher?lang=hu")
        assert "Az osztály" in text_of(page, "h1") and "1 tipp" in text_of(page, "main")
        screenshot(page, "overview-hu", prefix="teacher-")
        axe += axe_violations(page, "the teacher's overview in Hungarian")
        shared = SharedGames(store)
        code = shared.open_table(amber.new_game(players=3, seed=4), "Kata B")
        shared.fill_with_bots(code)
        game = shared.table(code).game
        shared.play(code, game.to_move, str(game.legal_moves()[0]), 0)
        page.goto(server.url + "teacher?lang=en")
        page.get_by_role("link", name=code).click()
        page.wait_for_selector(".tutor-watch svg")
        assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
        screenshot(page, "watch", prefix="teacher-")
        axe += axe_violations(page, "watching a game")
        page.go_back()
        page.get_by_role("link", name="Kata B").first.click()
        page.wait_for_selector("h1")
        assert text_of(page, "h1") == "Kata B"
        axe += axe_violations(page, "a pupil's answers")
        for where in ("hand-ins", "class-list", "new-term"):
            page.goto(server.url + f"teacher/{where}?lang=hu")
            page.wait_for_selector("h1")
            axe += axe_violations(page, f"teacher/{where} in Hungarian")
        assert not axe, "\n".join(axe)
    finally:
        page.close()


def test_the_teacher_reads_handed_in_files(server: Server) -> None:
    status, _, jar = sign_in(server.url, "127.0.0.7", PASSWORD)
    assert status == 303
    status, page, _ = send("127.0.0.7", server.url + "teacher/hand-ins?lang=en", jar=jar)
    assert status == 200 and "webkitdirectory" in page
    good = progress_file("Dóra", "tutor-exercises-amber", {"ex2": "solved"}, {"ex2": 1}, set())
    files = [("dora.json", good), ("broken.json", good.replace('"solved"', '"perfect"')),
             ("other.json", good.replace("tutor-exercises-amber", "tutor-exercises-chess"))]
    boundary = "tutorboundary7"
    parts = [f'--{boundary}\r\nContent-Disposition: form-data; name="_xsrf"\r\n\r\n{xsrf_of(page)}\r\n']
    parts += [f'--{boundary}\r\nContent-Disposition: form-data; name="files"; filename="class/{name}"\r\n'
              f"Content-Type: application/json\r\n\r\n{body}\r\n" for name, body in files]
    body = ("".join(parts) + f"--{boundary}--\r\n").encode()
    parsed = urllib.parse.urlsplit(server.url)
    connection = http.client.HTTPConnection(parsed.hostname, parsed.port, timeout=START_TIMEOUT,
                                            source_address=("127.0.0.7", 0))
    connection.request("POST", "/teacher/hand-ins", body=body, headers={
        "Content-Type": f"multipart/form-data; boundary={boundary}",
        "Cookie": "; ".join(f"{k}={v}" for k, v in jar.items())})
    answer = connection.getresponse()
    page = answer.read().decode()
    connection.close()
    assert answer.status == 200
    assert "✓ <b>dora.json</b>: Dóra: 1 exercise kept" in page
    assert "✗ <b>broken.json</b>: refused: items.ex2.status" in page
    assert "✗ <b>other.json</b>: refused: app: " in page
    store = ClassStore(server.data)  # type: ignore[attr-defined]
    assert [(p.item, p.status, p.hints) for p in store.progress("Dóra")] == [("ex2", "solved", 1)]
