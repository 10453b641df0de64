"""The translators' workflow: extract, update and compile the message catalogs with Babel.

Usage (from the repository root, with Babel installed: it is in the ``test`` extra)::

    python tools/i18n.py extract   # every marked text -> tutor/locale/tutor.pot
    python tools/i18n.py update    # merge the template into each language's tutor.po
    python tools/i18n.py compile   # tutor.po -> tutor.mo, the file the tutor reads at run time
    python tools/i18n.py all       # the three in turn

``extract`` runs ``pybabel extract`` over the packages (the texts marked with
``_``, ``ngettext``, ``pgettext``, ``N_`` and ``NP_`` from :mod:`tutor.i18n`), then adds
the texts of every rule in the rulebooks of :data:`RULEBOOKS` (title, explanation,
section and alternatives), which are plain strings in ``<game>/rulebook.py``: the
rule's id is the translator's comment. A game's rulebook joins the catalog when its
name is added to :data:`RULEBOOKS` (and its Hungarian translations are written).
"""

from __future__ import annotations

import subprocess
import sys
from importlib import import_module
from pathlib import Path

from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "tutor" / "locale"
POT = LOCALE / "tutor.pot"
DOMAIN = "tutor"
LANGS = ("hu",)
RULEBOOKS = ("amber", "taxis", "loire")  # the games whose rule texts are translated
SOURCES = ("tutor", "amber", "taxis", "loire")
WIDTH = "100"


def _pybabel(*args: str) -> None:
    subprocess.run([sys.executable, "-m", "babel.messages.frontend", *args], check=True, cwd=ROOT)


def rule_messages(game: str) -> list[tuple[str, str]]:
    """(text, comment) for every translatable text of ``game``'s rules, in rulebook order."""
    sys.path.insert(0, str(ROOT))
    book = import_module(f"{game}.rulebook").RULES
    out = []
    for rule in book._rules.values():  # the English originals, whatever the current language
        out += [(rule.title, f"rule {rule.id}: title"), (rule.explanation, f"rule {rule.id}: explanation"),
                (rule.section, f"rule {rule.id}: section (the rulebook's heading)")]
        if rule.alternatives:
            out.append((rule.alternatives, f"rule {rule.id}: the other readings"))
    return out


def extract(pot: Path = POT) -> None:
    """Write the template ``pot``: the marked texts of the packages, then the rule texts of :data:`RULEBOOKS`."""
    _pybabel("extract", "--no-default-keywords", "-k", "_", "-k", "N_", "-k", "ngettext:1,2", "-k", "pgettext:1c,2",
             "-k", "NP_:1c,2", "--add-location=file", "--sort-by-file", "-w", WIDTH, "--project=board-tutor",
             "--copyright-holder=board-tutor", "-o", str(pot), *SOURCES)
    with pot.open("rb") as f:
        catalog = read_po(f)
    for game in RULEBOOKS:
        where = (f"{game}/rulebook.py", None)
        for text, comment in rule_messages(game):
            message = catalog.get(text)
            if message is None:
                catalog.add(text, locations=[where], auto_comments=[comment])
            elif comment not in message.auto_comments:
                message.auto_comments.append(comment)
                if where not in message.locations:
                    message.locations.append(where)
    with pot.open("wb") as f:
        write_po(f, catalog, width=int(WIDTH), include_lineno=False)
    print(f"{pot}: {len(catalog)} messages")


def update() -> None:
    for lang in LANGS:
        po = LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po"
        if po.exists():
            _pybabel("update", "-i", str(POT), "-d", str(LOCALE), "-D", DOMAIN, "-l", lang, "-w", WIDTH,
                     "--ignore-obsolete", "--previous")
        else:
            _pybabel("init", "-i", str(POT), "-d", str(LOCALE), "-D", DOMAIN, "-l", lang, "-w", WIDTH)


def compile_() -> None:
    _pybabel("compile", "-d", str(LOCALE), "-D", DOMAIN, "--statistics")


COMMANDS = {"extract": extract, "update": update, "compile": compile_}


def main(argv: list[str]) -> int:
    if len(argv) != 1 or argv[0] not in (*COMMANDS, "all"):
        print(__doc__)
        return 2
    for name in COMMANDS if argv[0] == "all" else argv:
        COMMANDS[name]()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
