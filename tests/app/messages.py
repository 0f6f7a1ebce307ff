"""The translatable texts of the program: ``_()``, ``ngettext()`` and ``pgettext()`` literals found
with ``ast``, each game's data texts (``GameModule.texts()``: the table translates them) and the
names printed on the cards (each looked up with its kind as context)."""

from __future__ import annotations

import ast
import importlib
import re
from pathlib import Path

import canvas_table
from canvas_table import games
from canvas_table.i18n import CONTEXT_SEP

PACKAGE = Path(canvas_table.__file__).resolve().parent
FIELD = re.compile(r"\{(\w*)[^{}]*\}")


def placeholders(text: str) -> set[str]:
    """The ``{name}`` fields of a format string."""
    return set(FIELD.findall(text.replace("{{", "").replace("}}", "")))


def code_messages(root: Path = PACKAGE) -> dict[str, str | None]:
    """msgid -> msgid_plural (None for a text without plural) of every literal in the package."""
    found: dict[str, str | None] = {}
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
                continue
            args = node.args
            literal = [isinstance(a, ast.Constant) and isinstance(a.value, str) for a in args]
            if node.func.id == "_" and args and literal[0]:
                found.setdefault(args[0].value, None)  # type: ignore[attr-defined]
            elif node.func.id == "ngettext" and len(args) >= 2 and all(literal[:2]):
                found[args[0].value] = args[1].value  # type: ignore[attr-defined]
            elif node.func.id == "pgettext" and len(args) >= 2 and all(literal[:2]):
                found.setdefault(args[0].value + CONTEXT_SEP + args[1].value, None)  # type: ignore[attr-defined]
    return found


def game_modules() -> list:
    """Every game package's GAME, registered or not yet (a rules package written before its
    table kit already has texts to translate)."""
    names = {*games.GAME_IDS, *(path.parent.name for path in PACKAGE.glob("*/game.py")
                                if "\nGAME = " in path.read_text(encoding="utf-8"))}
    return [importlib.import_module(f"canvas_table.{name}.game").GAME for name in sorted(names)]


def data_messages() -> set[str]:
    """Every game's data texts: names, pitches, options, card words and the rules' reasons."""
    return set().union(*(game.texts() for game in game_modules()))


def card_names() -> set[str]:
    """Every card, background, painting word and masterpiece label of the games, as catalogue
    keys (with context)."""
    from canvas_table.canvas.cards import default_card_set
    from canvas_table.canvas.ui import names as canvas_names
    from canvas_table.layers.cards import default_deck
    from canvas_table.layers.ui import names as layers_names
    from canvas_table.picktura.cards import default_works
    from canvas_table.picktura.ui import names as picktura_names
    from canvas_table.tangram.figures import figures

    tangram = {"tangram figure" + CONTEXT_SEP + figure.name for figure in figures().values()}
    return (canvas_names.catalogue_keys(default_card_set()) | layers_names.catalogue_keys(default_deck())
            | picktura_names.catalogue_keys(default_works()) | tangram)


def all_messages() -> dict[str, str | None]:
    """Every text a catalogue must translate: msgid -> msgid_plural or None."""
    messages = code_messages()
    for text in data_messages() | card_names():
        messages.setdefault(text, None)
    return messages
