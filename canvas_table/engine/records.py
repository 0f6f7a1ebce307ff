"""Game records: JSON files that describe a game completely (options, seed and every action).

This module reads and checks the parts every game shares (schema version, game id, seed,
players, actions) and writes records atomically; a game's own module interprets the rest.
Every problem raises :class:`RecordError` with a one-line message.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from canvas_table.engine.storage import atomic_write_json
from canvas_table.errors import RecordError

SCHEMA_VERSION = 1
BOT_PREFIX = "bot:"

__all__ = ["BOT_PREFIX", "SCHEMA_VERSION", "RecordError", "check_rules_version", "parse_record",
           "read_record", "write_record"]


def parse_record(text: str, source: str = "record", game: str | None = None) -> dict[str, Any]:
    """Parse and check the shared fields of a record; ``game`` (if given) must match."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        ended_early = err.pos >= len(text.rstrip()) or err.msg.startswith("Unterminated string")
        problem = "truncated" if ended_early else "not valid JSON"
        raise RecordError(f"{source}: {problem} (line {err.lineno}, column {err.colno})") from None
    if not isinstance(data, dict):
        raise RecordError(f"{source}: a record is a JSON object")
    version = data.get("schema_version")
    if version != SCHEMA_VERSION:
        raise RecordError(
            f"{source}: unknown schema_version {version!r} (this program reads {SCHEMA_VERSION})"
        )
    if game is not None and data.get("game") != game:
        raise RecordError(f"{source}: a record of the game {data.get('game')!r}, not {game!r}")
    seed = data.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise RecordError(f"{source}: 'seed' should be a whole number, got {seed!r}")
    _check_players(source, data.get("players"))
    if not isinstance(data.get("actions", []), list):
        raise RecordError(f"{source}: 'actions' should be a list")
    return data


def check_rules_version(data: dict[str, Any], source: str, current: str) -> None:
    """A record of other rules cannot be replayed: RecordError saying both versions.

    A record without ``rules_version`` (written before records carried it) is read as current.
    """
    version = data.get("rules_version", current)
    if version != current:
        raise RecordError(f"{source}: a record of rules version {version!r}; this program plays "
                          f"{data.get('game')} rules version {current!r}")


def _check_players(source: str, players: Any) -> None:
    if not isinstance(players, list) or not players:
        raise RecordError(f"{source}: 'players' should be a non-empty list")
    for k, player in enumerate(players):
        if not isinstance(player, dict) or not isinstance(player.get("name"), str):
            raise RecordError(f"{source}: players[{k}] needs a 'name'")
        kind = player.get("kind", "human")
        if not isinstance(kind, str) or not (kind == "human" or kind.startswith(BOT_PREFIX)):
            raise RecordError(f"{source}: players[{k}]: kind should be 'human' or 'bot:<level>'")


def read_record(path: str | os.PathLike[str], game: str | None = None) -> dict[str, Any]:
    """Read a record file; a missing or unreadable file is a RecordError too."""
    name = Path(path).name
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise RecordError(f"{name}: no such file") from None
    except (OSError, UnicodeDecodeError) as err:
        raise RecordError(f"{name}: cannot be read: {err}") from None
    return parse_record(text, name, game)


def write_record(path: str | os.PathLike[str], record: dict[str, Any]) -> None:
    """Write a record atomically (temp file, flush, fsync, replace)."""
    atomic_write_json(path, record)
