"""A server's data folder: each table as its journal (``CODE.jsonl``) and its seats
(``CODE.table.json``).

The journal is appended to, never rewritten: its first line (the header) holds the table's code
and the record the table started from (game, rules version, seed, players, the game's resolved
options, and any actions already played); every later line is one thing that happened, written
in the order it happened: a move (``{"seat": 0, "action": {...}}``, the action's JSON as the table
played it), a name a joiner gave its seat (``{"seat": 1, "name": "Bea"}``) or the votes counted at
the end (``{"votes": [[voter, choice], ...]}``). A move costs one line whatever the game's length,
written with one ``write`` before the move is acknowledged: once in the system's cache, a killed
server cannot lose it (a power cut can lose the last seconds; :data:`SYNC` flushes each line to
the disk, at a cost). The seats change rarely and are written atomically whole.

A restarted server replays every journal (:func:`restore`), every file checked as the table's
creation checks it: a table it cannot play is not served, and why is said in one line. The last
line of a journal cut short by a killed server (a write not finished, so never acknowledged) is
dropped with one line, and the table comes back up to its last whole action.
:func:`export` writes the plain record that ``canvas-table replay`` reads.
"""

from __future__ import annotations

import asyncio
import json
import os
import re
from collections.abc import Iterator
from concurrent.futures import Executor
from pathlib import Path
from typing import Any

from canvas_table import games
from canvas_table.engine.files import RECORD_LIMIT, SETTINGS_LIMIT, FileProblem, parse_json, read_json_object
from canvas_table.engine.records import HUMAN, is_whole, name_problem, read_record
from canvas_table.engine.storage import atomic_write_json
from canvas_table.errors import DataError, RecordError
from canvas_table.net.protocol import dashed, normal_code
from canvas_table.net.tables import REMOTE, Refused, Seat, Table, check_kind

JOURNAL_SUFFIX = ".jsonl"
META_SUFFIX = ".table.json"
FORMAT = "canvas-table-net-table"
JOURNAL = "canvas-table-net-journal"
# fdatasync each line (in a writer thread): a move acknowledged would survive a power cut too, not
# only a killed server, at a thread hop per move (measured: a third more CPU per move; docs/NETWORK.md)
SYNC = False
_HASH = re.compile(r"[0-9a-f]{64}")


def journal_path(folder: Path, code: str) -> Path:
    """Where a table's journal lives."""
    return folder / f"{code.replace('-', '')}{JOURNAL_SUFFIX}"


def meta_path(folder: Path, code: str) -> Path:
    """Where a table's seats live."""
    return folder / f"{code.replace('-', '')}{META_SUFFIX}"


# -- the lines ------------------------------------------------------------------------------------

def _line(data: dict[str, Any]) -> bytes:
    return (json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8")


def header(code: str, record: dict[str, Any]) -> bytes:
    """A journal's first line: the table's code and the record it starts from."""
    return _line({"format": JOURNAL, "schema_version": 1, "table": code, "record": record})


def moved(seat: int, action: dict[str, Any]) -> bytes:
    """The line of a move: the seat and the action's JSON as the table played it."""
    return _line({"seat": seat, "action": action})


def named(seat: int, name: str) -> bytes:
    """The line of a join: the name the seat now bears."""
    return _line({"seat": seat, "name": name})


def voted(table: Table) -> bytes:
    """The line of a closed ballot: the votes its record now holds."""
    return _line({"votes": table.match.to_record().get("votes", [])})


# -- writing ------------------------------------------------------------------------------------

def save(folder: Path, code: str, line: bytes | None, meta: dict[str, Any] | None = None) -> None:
    """Add ``line`` to the table's journal (a header starts it afresh), flushed to the system (and
    to the disk, with :data:`SYNC`) before this returns; then write its seats, when given."""
    if line is not None:
        fresh = line.startswith(b'{"format":')
        if fresh:
            folder.mkdir(parents=True, exist_ok=True)
        flags = os.O_WRONLY | os.O_CREAT | (os.O_TRUNC if fresh else os.O_APPEND)
        fd = os.open(journal_path(folder, code), flags, 0o644)
        try:
            os.write(fd, line)  # one write of one line: a kill leaves at most its tail unwritten
            if SYNC:
                os.fdatasync(fd)
        finally:
            os.close(fd)
    if meta is not None:
        atomic_write_json(meta_path(folder, code), meta)


async def stored(folder: Path, code: str, line: bytes | None, meta: dict[str, Any] | None,
                 writers: Executor) -> None:
    """:func:`save`, returning once it is done. A line alone is written on the event loop: a write
    into the system's cache takes microseconds, and from then on a killed server loses nothing.
    What may wait for the disk (a flush, the seats' atomic write) goes to a ``writers`` thread."""
    if meta is None and not SYNC:
        save(folder, code, line)
    else:
        await asyncio.get_running_loop().run_in_executor(writers, save, folder, code, line, meta)


def write_table(folder: Path, code: str, record: dict[str, Any], meta: dict[str, Any] | None) -> None:
    """Start the table's journal afresh from ``record`` (moves already played included), and write
    its seats when given: a table made outside a server, or one the server just created."""
    save(folder, code, header(code, record), meta)


def export(folder: Path, code: str, target: Path) -> None:
    """Write the plain record of the table ``code`` of a data folder to ``target`` (what
    ``canvas-table replay`` reads); RecordError says why it cannot be read."""
    letters = normal_code(code)
    if letters is None:
        raise RecordError(f"{code[:20]!r} is not a table code")
    if not journal_path(folder, letters).is_file():
        raise RecordError(f"no table {dashed(letters)} in {folder}")
    table, _dropped = _load(folder, letters)
    atomic_write_json(target, table.match.to_record())


# -- restoring ----------------------------------------------------------------------------------

def restore(folder: Path) -> Iterator[Table | str]:
    """Each table of the data folder, or a one-line reason why one cannot be restored (or what
    was dropped from one that was)."""
    if not folder.is_dir():
        return
    stems = {path.name[:-len(suffix)] for suffix in (JOURNAL_SUFFIX, META_SUFFIX)
             for path in folder.glob(f"*{suffix}")}
    for stem in sorted(stems):
        try:
            if normal_code(stem) != stem:
                raise RecordError(f"{stem}: not a table code (12 characters of "
                                  "0-9 A-Z without I, L, O, U, upper case)")
            _migrate(folder, stem)
            table, dropped = _load(folder, stem)
        except (RecordError, DataError, FileProblem) as err:
            yield f"a table not restored: {err}"
            continue
        if dropped:  # the next line must start a line of its own
            os.truncate(journal_path(folder, stem), dropped)
            yield (f"table {table.code}: {stem}{JOURNAL_SUFFIX}'s last line was cut short (the "
                   f"server stopped while writing it): dropped, the table restored at move {table.version}")
        yield table


def _migrate(folder: Path, stem: str) -> None:
    """A table the store before journals kept (its whole record, ``CODE.json``) gets a journal
    that starts from that record; the record is left where it is."""
    legacy = folder / f"{stem}.json"
    if legacy.is_file() and not journal_path(folder, stem).exists():
        write_table(folder, dashed(stem), read_record(legacy), None)


def _load(folder: Path, stem: str) -> tuple[Table, int]:
    """The table whose files are ``stem``'s, and where a torn last line was cut off (0: none)."""
    journal, seats_file = journal_path(folder, stem), meta_path(folder, stem)
    if not seats_file.is_file():
        raise RecordError(f"{journal.name}: no {seats_file.name} beside it (its seats)")
    meta = read_json_object(seats_file, SETTINGS_LIMIT)
    if not journal.is_file():
        raise RecordError(f"{seats_file.name}: no {journal.name} beside it (its moves)")
    code = meta.get("table")
    if meta.get("format") != FORMAT or meta.get("schema_version") != 1 or not isinstance(code, str):
        raise RecordError(f"{seats_file.name}: not a table file of this program")
    if code != dashed(stem):
        raise RecordError(f"{seats_file.name}: its table code {code[:20]!r} is not its file's")
    lines, dropped = _read_lines(journal)
    head = lines[0] if lines else None
    if not isinstance(head, dict) or set(head) != {"format", "schema_version", "table", "record"} \
            or head["format"] != JOURNAL or head["schema_version"] != 1:
        raise RecordError(f"{journal.name}: its first line is not a table journal's header")
    if head["table"] != code:
        raise RecordError(f"{journal.name}: the journal of table {str(head['table'])[:20]!r}, "
                          f"not of {code}")
    record = head["record"]
    match = games.load_match(record, journal.name)
    _check_creation(meta, record, match, seats_file.name)
    match = _replay(match, lines[1:], journal.name)
    seats = _seats(meta.get("seats"), match, seats_file.name)
    host, started, peeked = meta.get("host"), meta.get("started"), meta.get("peeked")
    if not isinstance(host, str) or not _HASH.fullmatch(host) or not isinstance(started, bool):
        raise RecordError(f"{seats_file.name}: 'host' or 'started' is missing or wrong")
    if peeked is not None and not (isinstance(peeked, list) and len(peeked) == 2
                                   and all(is_whole(n) for n in peeked)):
        raise RecordError(f"{seats_file.name}: 'peeked' should be [seat, version] or null")
    waiting = any(s.kind == REMOTE and not s.taken for s in seats)
    if not started and (match.actions or not waiting):
        raise RecordError(f"{seats_file.name}: 'started' is false, yet "
                          + ("moves were played" if match.actions else "no seat is left to take"))
    return Table(code, match, meta["options"], seats, host, started,
                 None if peeked is None else (peeked[0], peeked[1])), dropped


def _read_lines(path: Path) -> tuple[list[Any], int]:
    """A journal's lines, parsed, and where its last one starts if it was cut short (left out)."""
    try:
        with path.open("rb") as handle:
            data = handle.read(RECORD_LIMIT + 1)
    except OSError as err:
        raise RecordError(f"{path.name}: cannot be read ({err.strerror or err})") from None
    if len(data) > RECORD_LIMIT:
        raise RecordError(f"{path.name}: larger than the {RECORD_LIMIT // 2**20} MB a journal may be")
    *whole, tail = data.split(b"\n")
    lines = []
    for k, raw in enumerate(whole):
        try:
            lines.append(parse_json(raw.decode("utf-8"), f"{path.name}: line {k + 1}"))
        except UnicodeDecodeError:
            raise RecordError(f"{path.name}: line {k + 1} is not UTF-8 text") from None
        except FileProblem as err:
            raise RecordError(str(err)) from None
    return lines, len(data) - len(tail) if tail else 0


def _check_creation(meta: dict[str, Any], record: dict[str, Any], match: Any, source: str) -> None:
    """The table's options make the record's setup, as its creation made it: the game, the seats
    and their first kinds, the names, the seed."""
    options, game = meta.get("options"), meta.get("game")
    if not isinstance(options, dict) or game != match.game_id:
        raise RecordError(f"{source}: 'game' or 'options' is missing or not the journal's")
    kinds = [REMOTE if p.kind == HUMAN else p.kind for p in match.players]
    try:
        made, _host = Table.create(dashed("0" * 12), game, len(kinds), dict(options), kinds,
                                   [p.name for p in match.players], match.seed)
    except Refused as err:
        raise RecordError(f"{source}: the table cannot be made again: {err}") from None
    fixed = made.match.to_record()
    played = ("actions", "votes")
    if {k: v for k, v in record.items() if k not in played} \
            != {k: v for k, v in fixed.items() if k not in played}:
        raise RecordError(f"{source}: its options do not make the game its journal holds")


def _replay(match: Any, lines: list[Any], source: str) -> Any:
    """Play the journal's moves into ``match`` (each checked by the rules), then its names and votes."""
    game = games.game(match.game_id)
    names: dict[int, str] = {}
    votes = None
    for k, entry in enumerate(lines, start=2):
        where = f"{source}: line {k}"
        seat = entry.get("seat") if isinstance(entry, dict) else None
        if isinstance(entry, dict) and set(entry) == {"votes"}:
            votes = entry["votes"]
        elif not is_whole(seat) or not 0 <= seat < len(match.players):
            raise RecordError(f"{where}: not a move, a name or the votes")
        elif set(entry) == {"seat", "name"}:
            names[seat] = entry["name"]
        elif set(entry) == {"seat", "action"} and seat == match.state.current_seat:
            try:
                action = game.action_from_json(entry["action"])
                reason = match.state.why_illegal(action, seat)
            except (ValueError, TypeError, KeyError, AttributeError, IndexError) as err:
                reason = " ".join(str(err).split())[:200] or type(err).__name__
            if reason is not None:
                raise RecordError(f"{where}: the move cannot be played: {reason}")
            match.play(action)
        else:
            raise RecordError(f"{where}: not a move of the seat to play, a name or the votes")
    if not names and not votes:
        return match
    record = match.to_record()  # a name or the votes: the record replayed with them, all checked again
    for seat, name in names.items():
        record["players"][seat]["name"] = name
    if votes:
        record["votes"] = votes
    return games.load_match(record, source)


def _seats(data: Any, match: Any, source: str) -> list[Seat]:
    count = len(match.players)
    if not isinstance(data, list) or len(data) != count:
        raise RecordError(f"{source}: 'seats' should list the record's {count} players")
    game = games.game(match.game_id)
    seats = []
    for k, (entry, player) in enumerate(zip(data, match.players, strict=True)):
        if not isinstance(entry, dict) or set(entry) != {"name", "kind", "token"}:
            raise RecordError(f"{source}: seats[{k}] should have a name, a kind and a token")
        name, kind, token = entry["name"], entry["kind"], entry["token"]
        try:
            check_kind(game, kind if isinstance(kind, str) else "")
        except Refused as err:
            raise RecordError(f"{source}: seats[{k}]: {err}") from None
        good_token = token is None or (isinstance(token, str) and bool(_HASH.fullmatch(token)))
        if name_problem(name) is not None or not good_token:
            raise RecordError(f"{source}: seats[{k}] is not a seat")
        # the journal is written first: a server stopped between the two files (a join being
        # saved) left the new name in the journal only, and the joiner was never given a token
        seats.append(Seat(player.name, kind, token))
    return seats
