"""The bundle carries every module the program imports by name, checked without building it.

PyInstaller follows ``import`` statements only. What ``importlib`` loads by name (the registry's
games, kits and practice modes, ``GamePackage.part``) and the modules whose functions spawned
workers unpickle must come in through the spec's ``hiddenimports``. These tests evaluate the
spec's own ``hiddenimports`` expression, with a stand-in for PyInstaller's ``collect_submodules``
that walks the files as it does (``pkgutil.iter_modules``) without importing them, and hold it
against the registry and a scan of the code for such imports and for the workers' functions.
"""

from __future__ import annotations

import ast
import pkgutil
from collections.abc import Iterator
from functools import cache
from importlib.util import find_spec
from pathlib import Path

import pytest

from canvas_table import games

ROOT = Path(__file__).resolve().parents[2]
PKG = ROOT / "canvas_table"
SPEC = ROOT / "packaging" / "canvas-table.spec"
SPAWN = 'get_context("spawn")'
# A function given to these (or as target= or initializer=) runs in a spawned process.
POOL_METHODS = {"submit", "map", "imap", "imap_unordered", "starmap", "apply", "apply_async",
                "map_async", "starmap_async"}
POOL_KEYWORDS = {"target", "initializer"}
Function = ast.FunctionDef | ast.AsyncFunctionDef
Found = tuple[str, ast.Call, Function | None]  # a call: its module, and the function it is in
Given = tuple[str, ast.AST, Function | None]  # what a call gives: its module, and the function it is in


def collect_submodules(name: str) -> list[str]:
    """What PyInstaller's ``collect_submodules(name)`` gives, read from the files: ``name`` and,
    for a package, every module and subpackage under it (through ``pkgutil.iter_modules``, as
    PyInstaller does, so a folder without ``__init__.py`` below it is passed over there too)."""
    spec = find_spec(name)
    assert spec is not None, f"{name} (in games.imported_by_name()) is no module"
    found = [name]

    def walk(paths: list[str], prefix: str) -> None:
        for info in pkgutil.iter_modules(paths, prefix):
            found.append(info.name)
            if info.ispkg:
                folder = Path(info.module_finder.path, info.name.rpartition(".")[2])  # type: ignore[attr-defined]
                walk([str(folder)], info.name + ".")

    walk(list(spec.submodule_search_locations or []), name + ".")
    return found


def spec_collection() -> set[str]:
    """The modules the spec hands PyInstaller as ``hiddenimports``, from the spec's own code."""
    tree = ast.parse(SPEC.read_text(encoding="utf-8"))
    values = [node.value for node in tree.body if isinstance(node, ast.Assign)
              and [getattr(target, "id", None) for target in node.targets] == ["hiddenimports"]]
    assert len(values) == 1, "the spec no longer sets hiddenimports once, at its top level"
    (analysis,) = [node for node in ast.walk(tree) if isinstance(node, ast.Call)
                   and getattr(node.func, "id", None) == "Analysis"]
    given = {keyword.arg: keyword.value for keyword in analysis.keywords}
    assert getattr(given.get("hiddenimports"), "id", None) == "hiddenimports", \
        "the spec's Analysis(...) does not take hiddenimports=hiddenimports"
    code = compile(ast.Expression(values[0]), str(SPEC), "eval")
    stand_in = {"games": games, "collect_submodules": lambda name, **_: collect_submodules(name)}
    return set(eval(code, stand_in))


@cache
def _sources() -> dict[str, str]:
    """Every module of the package, by dotted name: its text."""
    return {".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__"):
            path.read_text(encoding="utf-8") for path in PKG.rglob("*.py")}


@cache
def _tree(module: str) -> ast.Module:
    return ast.parse(_sources()[module])


def _exists(module: str) -> bool:
    """Whether the package holds ``module`` (a file, or a folder of Python files)."""
    return module in _sources() or any(name.startswith(module + ".") for name in _sources())


@cache
def _module_calls(module: str) -> list[Found]:
    """Every call in ``module``, with its innermost enclosing function."""
    found: list[Found] = []

    def visit(node: ast.AST, function: Function | None) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.Call):
                found.append((module, child, function))
            visit(child, child if isinstance(child, Function) else function)

    visit(_tree(module), None)
    return found


def _calls(word: str) -> Iterator[Found]:
    """Every call in the modules whose text holds ``word``: (module, call, innermost function)."""
    for module, text in _sources().items():
        if word in text:
            yield from _module_calls(module)


def _called(call: ast.Call) -> str | None:
    return call.func.attr if isinstance(call.func, ast.Attribute) else getattr(call.func, "id", None)


def _imported_by_name() -> tuple[set[str], set[str]]:
    """What the code imports by name: the suffixes of ``import_module(f"canvas_table.{id}.…")``
    (a game's module) and the names given to ``part("…")`` (every game's)."""
    suffixes: set[str] = set()
    for _, call, _ in _calls("import_module("):
        arg = call.args[0] if call.args and _called(call) == "import_module" else None
        if isinstance(arg, ast.JoinedStr) and len(arg.values) == 3:
            head, _, tail = (getattr(value, "value", None) for value in arg.values)
            if head == "canvas_table." and isinstance(tail, str) and tail.startswith("."):
                suffixes.add(tail[1:])
    parts = {call.args[0].value for _, call, _ in _calls("part(") if _called(call) == "part"
             and call.args and isinstance(call.args[0], ast.Constant)}
    return suffixes, parts


@cache
def _names(module: str) -> tuple[set[str], dict[str, tuple[str, str]]]:
    """``module``'s top-level functions, and what it imports from the package: alias -> (module,
    name)."""
    tree = _tree(module)
    imports = [s for s in ast.walk(tree) if isinstance(s, ast.ImportFrom) and s.module
               and s.module.split(".")[0] == "canvas_table"]
    imported = {name.asname or name.name: (str(s.module), name.name) for s in imports for name in s.names}
    return {s.name for s in tree.body if isinstance(s, ast.FunctionDef)}, imported


def _function_module(module: str, node: ast.AST) -> str | None:
    """The module a function named in ``module`` (``name`` or ``module.name``) comes from."""
    functions, imported = _names(module)
    if isinstance(node, ast.Name):
        if node.id in functions:
            return module
        origin = imported.get(node.id)
        # a module's function (from m import f) or a module (from canvas_table import m)
        return None if origin is None else ".".join(origin) if ".".join(origin) in _sources() else origin[0]
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
        origin = imported.get(node.value.id)
        if origin is not None and ".".join(origin) in _sources():  # m.f, with m a module
            return ".".join(origin)
    return None


def worker_modules() -> set[str]:
    """The modules of the functions spawned processes run, found in the modules that spawn: the
    callable given to a pool (or as target= or initializer=), and a function packed in a tuple of
    its arguments; one that comes in through a parameter is looked for in the callers."""
    found: set[str] = set()
    todo: list[Given] = []
    for module, call, function in _calls(SPAWN):
        given = [k.value for k in call.keywords if k.arg in POOL_KEYWORDS]
        if _called(call) in POOL_METHODS and call.args:
            packed = [item for arg in call.args[1:] for node in ast.walk(arg)
                      if isinstance(node, ast.Tuple) for item in node.elts]
            given += [call.args[0], *packed]
        todo += [(module, node, function) for node in given]
    seen: set[tuple[int, str]] = set()
    while todo:
        module, node, function = todo.pop()
        origin = _function_module(module, node)
        if origin is not None:
            found.add(origin)
        elif function is not None and isinstance(node, ast.Name) and (id(function), node.id) not in seen:
            seen.add((id(function), node.id))
            todo += _passed(function, node.id)
    return found


def _passed(function: Function, parameter: str) -> list[Given]:
    """What the calls of ``function`` pass for its ``parameter``, with where they are."""
    names = [arg.arg for arg in function.args.args]
    if parameter not in names:
        return []
    passed = []
    for module, call, caller in _calls(function.name):
        if _called(call) != function.name:
            continue
        bound = names[:1] in (["self"], ["cls"]) and isinstance(call.func, ast.Attribute)  # self.f(...)
        place = names.index(parameter) - bound
        given = [k.value for k in call.keywords if k.arg == parameter]
        if 0 <= place < len(call.args) and not isinstance(call.args[place], ast.Starred):
            given.append(call.args[place])
        passed += [(module, value, caller) for value in given]
    return passed


def required_modules() -> set[str]:
    """Every module the program imports by name, from the registry and from the code."""
    suffixes, parts = _imported_by_name()
    assert suffixes and parts, "the scan finds no import_module(f'canvas_table.{id}...') or part('...')"
    required = worker_modules()
    assert required, "the scan no longer finds the spawned workers' functions"
    for game_id in games.GAME_IDS:
        package = f"canvas_table.{game_id}"
        wanted = {"game", "ui.kit", games.game(game_id).records_module, *parts}
        wanted |= {"ui.practice"} if game_id in games.PRACTICE_GAMES else set()
        required |= {f"{package}.{name}" for name in wanted}
        required |= {f"{package}.{name}" for name in suffixes if _exists(f"{package}.{name}")}
    return required


def test_the_spec_collects_every_module_imported_by_name():
    required = required_modules()
    absent = sorted(name for name in required if not _exists(name))
    assert not absent, f"imported by name but not in canvas_table/: {absent}"
    missing = sorted(required - spec_collection())
    assert not missing, f"imported by name but not in the bundle (games.imported_by_name): {missing}"


def test_the_scan_finds_the_workers_functions():
    workers = worker_modules()
    # the window's bots, the table server's, the art build (through games.ensure_all_art), the
    # tournament, and the games' cold benchmarks (through engine.bench's parameters)
    assert {"canvas_table.app.workers", "canvas_table.net.thinking", "canvas_table.art.build",
            "canvas_table.games", "canvas_table.commands.tournament"} <= workers
    assert {f"canvas_table.{game_id}.bench" for game_id in games.GAME_IDS} <= workers


@pytest.mark.parametrize("dropped", games.imported_by_name())
def test_the_guard_fails_without_any_entry(monkeypatch, dropped):
    """Each entry is needed, and the check above fails when one is left out (a game, say)."""
    kept = tuple(name for name in games.imported_by_name() if name != dropped)
    monkeypatch.setattr(games, "imported_by_name", lambda: kept)
    missing = required_modules() - spec_collection()
    assert missing and all(name == dropped or name.startswith(dropped + ".") for name in missing)
