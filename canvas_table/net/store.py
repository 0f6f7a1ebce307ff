"""A server's data folder: each table as its record (``CODE.json``, the plain game record that
``canvas-table replay`` reads) and its seats (``CODE.table.json``), both written atomically.

The record is written after every move, the seats whenever they change; a restarted server reads
them back (:func:`restore`). A file that cannot be read is reported in one line and left where it
is; the other tables are restored.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from canvas_table import games
from canvas_table.engine.files import SETTINGS_LIMIT, FileProblem, read_json_object
from canvas_table.engine.records import name_problem, read_record
from canvas_table.engine.storage import atomic_write_json
from canvas_table.errors import DataError, RecordError
from canvas_table.net.protocol import normal_code
from canvas_table.net.tables import REMOTE, Seat, Table

META_SUFFIX = ".table.json"
FORMAT = "canvas-table-net-table"


def record_path(folder: Path, code: str) -> Path:
    """Where a table's record lives."""
    return folder / f"{code.replace('-', '')}.json"


def meta_path(folder: Path, code: str) -> Path:
    """Where a table's seats live."""
    return folder / f"{code.replace('-', '')}{META_SUFFIX}"


def write_table(folder: Path, code: str, record: dict[str, Any], meta: dict[str, Any] | None) -> None:
    """Write a table's record (and its seats, when given) atomically."""
    atomic_write_json(record_path(folder, code), record)
    if meta is not None:
        atomic_write_json(meta_path(folder, code), meta)


def restore(folder: Path) -> Iterator[Table | str]:
    """Each table of the data folder, or a one-line reason why one cannot be restored."""
    if not folder.is_dir():
        return
    for path in sorted(folder.glob(f"*{META_SUFFIX}")):
        try:
            yield _load(folder, path)
        except (RecordError, DataError, FileProblem) as err:
            yield f"a table not restored: {err}"


def _load(folder: Path, path: Path) -> Table:
    meta = read_json_object(path, SETTINGS_LIMIT)
    code = meta.get("table")
    if meta.get("format") != FORMAT or meta.get("schema_version") != 1 or not isinstance(code, str):
        raise RecordError(f"{path.name}: not a table file of this program")
    letters = normal_code(code)
    if letters is None or os.fspath(meta_path(folder, letters)) != os.fspath(path):
        raise RecordError(f"{path.name}: its table code {code!r} is not its file's")
    record = read_record(record_path(folder, letters))
    match = games.load_match(record, record_path(folder, letters).name)
    seats = _seats(meta.get("seats"), len(match.players), path.name)
    options, host, started = meta.get("options"), meta.get("host"), meta.get("started")
    peeked = meta.get("peeked")
    if not isinstance(options, dict) or not isinstance(host, str) or not isinstance(started, bool):
        raise RecordError(f"{path.name}: 'options', 'host' or 'started' is missing or wrong")
    if peeked is not None and not (isinstance(peeked, list) and len(peeked) == 2
                                   and all(type(n) is int for n in peeked)):
        raise RecordError(f"{path.name}: 'peeked' should be [seat, version] or null")
    for seat, player in zip(seats, match.players, strict=True):
        # the record is written first: a server stopped between the two files (a join being
        # saved) left the new name in the record only, and the joiner was never given a token
        seat.name = player.name
    return Table(code, match, options, seats, host, started,
                 None if peeked is None else (peeked[0], peeked[1]))


def _seats(data: Any, count: int, source: str) -> list[Seat]:
    if not isinstance(data, list) or len(data) != count:
        raise RecordError(f"{source}: 'seats' should list the record's {count} players")
    seats = []
    for k, entry in enumerate(data):
        if not isinstance(entry, dict) or set(entry) != {"name", "kind", "token"}:
            raise RecordError(f"{source}: seats[{k}] should have a name, a kind and a token")
        name, kind, token = entry["name"], entry["kind"], entry["token"]
        good_kind = isinstance(kind, str) and (kind == REMOTE or kind.startswith("bot:"))
        good_token = token is None or (isinstance(token, str) and len(token) == 64)
        if name_problem(name) is not None or not good_kind or not good_token:
            raise RecordError(f"{source}: seats[{k}] is not a seat")
        seats.append(Seat(name, kind, token))
    return seats



