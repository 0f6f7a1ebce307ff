"""The game registry: the one place that names the game packages.

A game is a package ``canvas_table/<id>/`` with ``game.py`` (``GAME``, a
:class:`~canvas_table.engine.platform.GameModule`: rules, records, bots, command line, art) and
``ui/kit.py`` (``KIT``, a :class:`~canvas_table.app.kit.TableKit`: the table, rules page, end
screen). Adding a game is adding its package and its id here. Everything is imported on first use,
so the window starts without loading every game.
"""

from __future__ import annotations

import importlib
import os
from pathlib import Path
from typing import Any

from canvas_table.engine.platform import GameModule
from canvas_table.engine.records import brief, check_rules_version, parse_record, read_record
from canvas_table.errors import DataError, RecordError, UsageError

GAME_IDS: tuple[str, ...] = ("canvas", "layers", "picktura", "tangram")
DEFAULT_GAME = "canvas"
PRACTICE_GAMES = ("tangram",)  # games with a practice mode of their puzzle


def game(game_id: str) -> GameModule:
    """The game ``game_id``; UsageError (one line, listing the games) for an unknown id."""
    if game_id not in GAME_IDS:
        raise UsageError(f"unknown game {game_id!r} (games: {', '.join(GAME_IDS)})")
    return importlib.import_module(f"canvas_table.{game_id}.game").GAME


def all_games() -> list[GameModule]:
    """Every game, in the registry's order."""
    return [game(game_id) for game_id in GAME_IDS]


def kit(game_id: str) -> Any:
    """The game's table kit (imports Qt): see :class:`canvas_table.app.kit.TableKit`."""
    game(game_id)  # an unknown id fails the same way
    return importlib.import_module(f"canvas_table.{game_id}.ui.kit").KIT


def practice(game_id: str) -> Any:
    """The game's practice mode (imports Qt): ``open_practice(parent, folder, speed, coached,
    on_coached, read_only)`` of ``canvas_table.<id>.ui.practice``; UsageError when it has none."""
    game(game_id)
    if game_id not in PRACTICE_GAMES:
        raise UsageError(f"{game_id} has no practice mode")
    return importlib.import_module(f"canvas_table.{game_id}.ui.practice").open_practice


def imported_by_name() -> tuple[str, ...]:
    """The packages and modules the program imports by name, which no ``import`` statement
    shows a bundler: every game's package (its game, kit, practice mode and parts are imported on
    first use) and the modules whose functions spawned workers unpickle. A bundle takes each of
    them with every submodule (packaging/canvas-table.spec; tests/packaging checks the list)."""
    workers = ("canvas_table.games", "canvas_table.app.workers", "canvas_table.net.thinking",
               "canvas_table.art.build", "canvas_table.engine.parent_watch", "canvas_table.commands")
    return (*(f"canvas_table.{game_id}" for game_id in GAME_IDS), *workers)


def load_match(record: dict[str, Any], source: str = "record") -> Any:
    """Replay a record of any game (shared fields checked); RecordError names what is wrong.

    Each game checks every field with its exact type; should a record still slip past them and
    trip the rules on something else, that too is a one-line RecordError, never a traceback.
    A broken card data file is not the record's fault: its DataError goes through unchanged.
    """
    if not isinstance(record, dict):
        raise RecordError(f"{source}: a record is a JSON object")
    game_id = record.get("game")
    if not isinstance(game_id, str) or game_id not in GAME_IDS:
        raise RecordError(f"{source}: a record of the game {brief(game_id)}, which this program does "
                          f"not play (games: {', '.join(GAME_IDS)})")
    module = game(game_id)
    try:
        check_rules_version(record, source, module.rules_version)
        return module.load_match(record, source)
    except (RecordError, DataError):
        raise
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError) as err:
        line = " ".join(str(err).split())[:200] or type(err).__name__
        raise RecordError(f"{source}: not a valid {module.name} record: {line}") from None


def load_match_text(text: str, source: str = "record") -> Any:
    """Parse and replay a record's text."""
    return load_match(parse_record(text, source), source)


def load_match_file(path: str | os.PathLike[str], source: str | None = None) -> Any:
    """Read and replay a record file through the one reading path (a regular file of at most
    4 MB, strict UTF-8, checked JSON); every problem is a one-line RecordError naming ``source``
    (default: the file's name). A broken card data file raises DataError."""
    name = source or Path(path).name
    return load_match(read_record(path, source=name), name)


def art_tasks() -> list[tuple[str, Any]]:
    """Every game's art tasks as (game id, task), for one shared art cache."""
    return [(module.id, task) for module in all_games() for task in module.art_tasks()]


def render_art_task(task: tuple[str, Any]) -> list[tuple[str, Any]]:
    """Render one (game id, task) pair (module level, so spawned art workers can call it)."""
    game_id, inner = task
    return game(game_id).render_art(inner)


def ensure_all_art(progress: Any = None, jobs: int = 2) -> Path:
    """Build every game's art into the user's cache unless it is complete; returns the folder."""
    from canvas_table.art.build import ensure_art

    return ensure_art(art_tasks(), render_art_task, progress=progress, jobs=jobs)
