"""The translatable texts of the program: ``_()`` and ``ngettext()`` literals found with ``ast``,
and each game's data texts (``GameModule.texts()``: the table translates them)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import canvas_table
from canvas_table import games

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
    return found


def data_messages() -> set[str]:
    """Every game's data texts: names, pitches, options, card words and the rules' reasons."""
    return set().union(*(game.texts() for game in games.all_games()))


def all_messages() -> dict[str, str | None]:
    """Every text a catalogue must translate: msgid -> msgid_plural or None."""
    messages = code_messages()
    for text in data_messages():
        messages.setdefault(text, None)
    return messages
