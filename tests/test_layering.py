"""The layering, walked from the source: every import (lazy ones inside functions too) of every
module of the package goes downward, games meet the shell only through the registry, and no two
modules import each other, however indirectly."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import canvas_table
from canvas_table.games import GAME_IDS

PACKAGE = Path(canvas_table.__file__).resolve().parent
# every game package (a game.py that hands out GAME), registered or not yet: a rules package
# written before its table kit obeys the same layering
# and tangram, whose rules (the puzzle's geometry) come before its game.py
RULES_FIRST = ("tangram",)
GAMES = tuple(sorted({*GAME_IDS, *RULES_FIRST,
                      *(path.parent.name for path in PACKAGE.glob("*/game.py")
                        if "\nGAME = " in path.read_text(encoding="utf-8"))}))
GAME_PARTS = ("ui", "art")  # a game's subpackages that are not its rules


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports_of(path: Path) -> set[str]:
    """Every module ``path`` imports, anywhere in the file (absolute names)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    here = module_name(path).split(".")
    if path.name != "__init__.py":
        here = here[:-1]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join(here[: len(here) - node.level + 1] + ([base] if base else []))
            found.add(base)
            found |= {f"{base}.{alias.name}" for alias in node.names}
    return found


MODULES = {module_name(p): imports_of(p) for p in sorted(PACKAGE.rglob("*.py"))}
OURS = set(MODULES)


def ours(imported: set[str]) -> set[str]:
    """The imported names that are modules of the package."""
    return {name for name in imported if name in OURS}


def layer(module: str) -> str:
    """engine, errors, i18n, art, table, <game>, <game>.art, <game>.ui, games, app, commands, cli."""
    parts = module.split(".")
    if len(parts) == 1:
        return "root"
    top = parts[1]
    if top in GAMES:
        return f"{top}.{parts[2]}" if len(parts) > 2 and parts[2] in GAME_PARTS else top
    return top


def allowed(source: str, target: str) -> bool:
    """May a module of layer ``source`` import one of layer ``target``?"""
    base = {"errors", "root"}
    if source in ("errors", "root"):
        return target in base
    if source == "i18n":  # the catalogues are read through the one reading path, engine/files.py
        return target in base | {"engine"}
    if source == "engine":
        return target in base | {"engine"}
    if source == "art":  # the manifest is read through engine/files.py too
        return target in base | {"art", "engine"}
    if source == "table":
        return target in base | {"table", "i18n", "art", "engine"}
    game, _, part = source.partition(".")
    if game in GAMES:
        rules = base | {"engine", game, "i18n"}
        if part == "":
            return target in rules | {f"{game}.art"}  # game.py hands out its art lazily
        if part == "art":
            return target in rules | {"art", f"{game}.art"}
        return target in rules | {"art", "table", f"{game}.art", f"{game}.ui"}
    if source == "games":
        return target in base | {"engine", "art"} or target.partition(".")[0] in GAMES
    if source == "net":  # network play reaches the games through the registry only
        return target in base | {"engine", "games"}
    if source in ("app", "commands", "cli", "__main__"):
        return target.partition(".")[0] not in GAMES
    return False


def test_every_import_goes_downward():
    wrong = [f"{module} ({layer(module)}) imports {target} ({layer(target)})"
             for module, imported in MODULES.items() for target in sorted(ours(imported))
             if layer(target) != layer(module) and not allowed(layer(module), layer(target))]
    assert wrong == []


@pytest.mark.parametrize("game", GAMES)
def test_a_games_rules_never_import_qt(game):
    rules = [m for m in MODULES if layer(m) in (game, f"{game}.art")]
    assert rules, f"no rules package for {game}"
    qt = [m for m in rules if any(name.startswith("PySide6") for name in MODULES[m])]
    assert qt == []


def test_the_engine_and_the_art_know_no_qt_and_no_game():
    for module, imported in MODULES.items():
        if layer(module) in ("engine", "art", "errors", "net"):
            assert not any(name.startswith("PySide6") for name in imported), module
            assert not any(layer(t).partition(".")[0] in GAMES for t in ours(imported)), module


def test_the_table_holds_no_games_names_or_colours():
    for path in (PACKAGE / "table").glob("*.py"):
        text = path.read_text(encoding="utf-8")
        for game in GAMES:
            assert f"canvas_table.{game}" not in text, path.name
        if path.name != "theme.py":
            assert not re.search(r"[\"']#[0-9a-fA-F]{6}", text), f"{path.name}: colours go in theme.py"


def test_no_import_cycles():
    graph = {m: ours(imported) - {m} for m, imported in MODULES.items()}
    # a package's __init__ is not a real edge target for its own modules
    for m in graph:
        graph[m] = {t for t in graph[m] if not m.startswith(t + ".")}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    cycles: list[list[str]] = []

    def visit(node: str) -> None:  # Tarjan's strongly connected components
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in graph[node]:
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                cycles.append(sorted(component))

    for node in graph:
        if node not in index:
            visit(node)
    assert cycles == []
