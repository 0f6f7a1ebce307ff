"""The data folder's journals: a line per move, the same bytes a move early or late in a game, a
line cut short by a killed server dropped in one line, every broken file one line at start and
never a table served that cannot be played, and the record exported as ``replay`` reads it."""

from __future__ import annotations

import asyncio
import json
import shutil
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from canvas_table import games
from canvas_table.cli import main
from canvas_table.engine.rng import Rng
from canvas_table.engine.storage import atomic_write_json
from canvas_table.net import store
from canvas_table.net.client import ServerError, TableClient
from canvas_table.net.player import _play
from canvas_table.net.server import TableServer
from canvas_table.net.tables import Table
from tests.net.helpers import exported, run, serving

SAVE = store.save


def _bot_game(folder: Path, rounds: int, monkeypatch) -> tuple[str, list[int], int]:
    """A Layers game of three server bots played to its end on a server keeping ``folder``:
    (its code, the bytes each write of a journal line wrote, the moves played)."""
    written: list[int] = []

    def counting(folder, code, line, meta=None):
        written.append(0 if line is None else len(line))
        SAVE(folder, code, line, meta)

    monkeypatch.setattr(store, "save", counting)

    async def scenario():
        with ThreadPoolExecutor(2) as pool:
            async with serving(folder, pool) as (server, url):
                client = TableClient(url)
                await client.connect()
                created = await client.create("layers", 3, {"rounds": rounds}, seats=["bot:random"] * 3)
                code = created["table"]
                await client.close()
                table = server.tables[code.replace("-", "")]
                while not table.over:
                    await asyncio.sleep(0.02)
                return code, table.version

    code, moves = run(scenario(), 60)
    return code, written, moves


def test_a_journal_has_a_line_a_move_and_a_move_writes_as_many_bytes_late_as_early(tmp_path, monkeypatch):
    short_code, short, short_moves = _bot_game(tmp_path / "short", 3, monkeypatch)
    long_code, long, long_moves = _bot_game(tmp_path / "long", 7, monkeypatch)
    assert long_moves > 2 * short_moves
    for folder, code, written, moves in ((tmp_path / "short", short_code, short, short_moves),
                                         (tmp_path / "long", long_code, long, long_moves)):
        journal = store.journal_path(folder, code)
        lines = journal.read_bytes().splitlines()
        assert len(lines) == 1 + moves  # the header, then one line a move (bots never join)
        assert len(written) == 1 + moves and journal.stat().st_size == sum(written)  # only appended
    per_move_short, per_move_long = short[1:], long[1:]
    assert max(per_move_long) <= max(per_move_short) + 8  # a move's line holds the move only
    late = sum(per_move_long[-10:]) / 10
    early = sum(per_move_long[:10]) / 10
    assert 0.8 < late / early < 1.25
    assert 0.8 < (sum(per_move_long) / long_moves) / (sum(per_move_short) / short_moves) < 1.25


def _two_seats(tmp_path: Path, moves: int, game: str = "layers"):
    """A 2-seat table on a server keeping ``tmp_path``: both seats joined, ``moves`` moves played
    through the server. (its code, the seats' tokens, the server's live table)."""
    async def scenario():
        async with serving(tmp_path) as (server, url):
            host = TableClient(url)
            await host.connect()
            code = (await host.create(game, 2, {"scenario": "random"} if game == "canvas" else {}))["table"]
            clients = [TableClient(url), TableClient(url)]
            for k, client in enumerate(clients):
                await client.connect()
                await client.join(code, f"P{k}")
            table = server.tables[code.replace("-", "")]
            rng = Rng(5)
            for _ in range(moves):
                seat = table.match.state.current_seat
                action = table.game.action_to_json(rng.choice(table.match.state.legal_actions()))
                await clients[seat].act(code, action, table.version)
            tokens = [client.seats[code][1] for client in clients]
            for client in (host, *clients):
                await client.close()
            return code, tokens, table

    return run(scenario(), 60)


def _finish(folder: Path, code: str, tokens: list[str]) -> tuple[list[dict], Table]:
    """Start a server on ``folder``, the seats come back with their tokens and play to the end:
    (each seat's final report, the live table)."""
    async def scenario():
        async with serving(folder) as (server, url):
            clients = [TableClient(url) for _token in tokens]
            for client, token in zip(clients, tokens, strict=True):
                await client.connect()
                await client.rejoin(code, token)
            reports = await asyncio.gather(*(_play(c, code, "random", Rng(k), None, 0)
                                             for k, c in enumerate(clients)))
            for client in clients:
                await client.close()
            return list(reports), server.tables[code.replace("-", "")]

    return run(scenario(), 90)


def test_a_line_cut_short_by_a_kill_is_dropped_in_one_line_and_the_game_plays_to_its_end(tmp_path, capsys):
    code, tokens, _before = _two_seats(tmp_path, 6)
    journal = store.journal_path(tmp_path, code)
    whole = journal.read_bytes()
    assert whole.count(b"\n") == 1 + 2 + 6  # the header, two joins, six moves
    journal.write_bytes(whole[:-9])  # the sixth move's write cut short: it was never acknowledged
    capsys.readouterr()
    reports, live = _finish(tmp_path, code, tokens)
    warnings = [line for line in capsys.readouterr().err.splitlines() if line.startswith("warning:")]
    assert warnings == [f"warning: table {code}: {code.replace('-', '')}.jsonl's last line was cut short "
                        "(the server stopped while writing it): dropped, the table restored at move 5"]
    assert reports[0] == reports[1] and reports[0]["over"] is True
    lines = journal.read_bytes().splitlines()
    assert lines[:8] == whole.splitlines()[:8]  # the whole lines are kept, the torn one is gone
    assert len(lines) == 1 + 2 + live.version
    record = exported(tmp_path, code)  # what replay reads: the live table's end
    assert record.to_record() == live.match.to_record()
    assert games.game("layers").report(record.state) == reports[0]
    assert [t.version for t in store.restore(tmp_path)] == [live.version]  # no line dropped again


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_a_restored_table_of_each_game_plays_to_its_end_and_exports_what_replay_reads(
        game_id, tmp_path, capsys):
    code, tokens, _before = _two_seats(tmp_path, 4, game_id)
    reports, live = _finish(tmp_path, code, tokens)
    assert reports[0] == reports[1] and reports[0]["over"] is True
    target = tmp_path.parent / f"{tmp_path.name}.json"
    capsys.readouterr()
    assert main(["export", "--data", str(tmp_path), "--table", code.lower(), str(target)]) == 0
    assert main(["replay", str(target), "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == reports[0] == live.report()


def test_export_of_a_table_the_folder_lacks_is_one_line(tmp_path, capsys):
    assert main(["export", "--data", str(tmp_path), "--table", "0000-0000-0000", str(tmp_path / "x")]) == 2
    assert capsys.readouterr().err == f"error: no table 0000-0000-0000 in {tmp_path}\n"


def test_a_table_the_old_store_kept_as_a_whole_record_comes_back_from_it(tmp_path):
    table = _stored(tmp_path / "new", GOOD, moves=4)
    atomic_write_json(tmp_path / f"{GOOD.replace('-', '')}.json", table.match.to_record())
    shutil.copyfile(store.meta_path(tmp_path / "new", GOOD), store.meta_path(tmp_path, GOOD))
    [restored] = store.restore(tmp_path)
    assert restored.version == 4 and restored.match.to_record() == table.match.to_record()
    assert [s.name for s in restored.seats] == ["Ada", "Bo"] and restored.started
    assert len(store.journal_path(tmp_path, GOOD).read_bytes().splitlines()) == 1  # a header with the record


# -- broken files ---------------------------------------------------------------------------------

GOOD, OTHER = "ABCD-EFGH-JKMN", "QRST-VWXY-Z123"


def _stored(folder: Path, code: str, moves: int = 3) -> Table:
    """A 2-seat Layers table written as the server writes one: created, joined, ``moves`` moves."""
    table, _host = Table.create(code, "layers", 2, {}, seed=len(code) + moves)
    store.write_table(folder, code, table.match.to_record(), table.meta())
    for name in ("Ada", "Bo"):
        seat, _token = table.join(name)
        store.save(folder, code, store.named(seat, name), table.meta())
    rng = Rng(3)
    for _ in range(moves):
        seat = table.match.state.current_seat
        moved = table.act(seat, table.version,
                          table.game.action_to_json(rng.choice(table.match.state.legal_actions())))
        store.save(folder, code, store.moved(seat, moved))
    return table


def _bad_kind(folder: Path) -> None:
    meta = json.loads(store.meta_path(folder, OTHER).read_text(encoding="utf-8"))
    meta["seats"][1]["kind"] = "bot:zzz"
    atomic_write_json(store.meta_path(folder, OTHER), meta)


def _lower_case(folder: Path) -> None:
    for path in (store.journal_path(folder, OTHER), store.meta_path(folder, OTHER)):
        text = path.read_text(encoding="utf-8").replace(OTHER, OTHER.lower())
        path.unlink()
        path.with_name(path.name.lower()).write_text(text, encoding="utf-8")


def _code_inside(folder: Path) -> None:
    meta = json.loads(store.meta_path(folder, OTHER).read_text(encoding="utf-8"))
    meta["table"] = OTHER.lower()
    atomic_write_json(store.meta_path(folder, OTHER), meta)


def _swapped(folder: Path) -> None:
    shutil.copyfile(store.journal_path(folder, GOOD), store.journal_path(folder, OTHER))


def _options(folder: Path) -> None:
    meta = json.loads(store.meta_path(folder, OTHER).read_text(encoding="utf-8"))
    meta["options"] = {"rounds": 5}
    atomic_write_json(store.meta_path(folder, OTHER), meta)


def _illegal(folder: Path) -> None:
    path = store.journal_path(folder, OTHER)
    lines = path.read_bytes().splitlines(keepends=True)
    path.write_bytes(b"".join([*lines[:3], lines[4], lines[3], *lines[5:]]))  # two moves swapped


def _not_started(folder: Path) -> None:
    meta = json.loads(store.meta_path(folder, OTHER).read_text(encoding="utf-8"))
    meta["started"] = False
    atomic_write_json(store.meta_path(folder, OTHER), meta)


STEM = OTHER.replace("-", "")
BROKEN = {
    "bad seat kind": (_bad_kind, f"{STEM}.table.json: seats[1]: seat kind 'bot:zzz': 'remote' or "
                                 "bot:LEVEL with a level of Layers (random, easy, normal, hard, master)"),
    "missing seats": (lambda folder: store.meta_path(folder, OTHER).unlink(),
                      f"{STEM}.jsonl: no {STEM}.table.json beside it (its seats)"),
    "missing journal": (lambda folder: store.journal_path(folder, OTHER).unlink(),
                        f"{STEM}.table.json: no {STEM}.jsonl beside it (its moves)"),
    "lower-case code": (_lower_case, f"{STEM.lower()}: not a table code (12 characters of 0-9 A-Z "
                                     "without I, L, O, U, upper case)"),
    "lower-case code inside": (_code_inside, f"{STEM}.table.json: its table code {OTHER.lower()!r} "
                                             "is not its file's"),
    "swapped journal": (_swapped, f"{STEM}.jsonl: the journal of table {GOOD!r}, not of {OTHER}"),
    "options of another game": (_options, f"{STEM}.table.json: its options do not make the game "
                                          "its journal holds"),
    "moves out of order": (_illegal, f"{STEM}.jsonl: line 4: not a move of the seat to play, a name "
                                     "or the votes"),
    "moves but not started": (_not_started, f"{STEM}.table.json: 'started' is false, yet moves were played"),
}


@pytest.mark.parametrize("case", BROKEN)
def test_a_broken_table_file_is_one_line_and_the_other_tables_restore(tmp_path, case):
    good = _stored(tmp_path, GOOD)
    _stored(tmp_path, OTHER)
    breaks, line = BROKEN[case]
    breaks(tmp_path)
    items = list(store.restore(tmp_path))
    assert [item for item in items if isinstance(item, str)] == [f"a table not restored: {line}"]
    [restored] = [item for item in items if not isinstance(item, str)]
    assert restored.code == GOOD and restored.match.to_record() == good.match.to_record()


def test_at_start_each_broken_table_is_one_line_and_a_join_to_it_is_refused_at_once(tmp_path, capsys):
    """The four the playtest met, in one folder beside a good table: one warning each; a join to
    any of them is answered ``no_table`` (it used to hang on the unknown bot level), and the good
    table's players come back and finish."""
    codes = ["BBBB-0000-0001", "CCCC-0000-0002", "DDDD-0000-0003", "EEEE-0000-0004"]
    tokens = []
    for code in [GOOD, *codes]:
        table, _host = Table.create(code, "layers", 2, {}, seed=1)
        store.write_table(tmp_path, code, table.match.to_record(), table.meta())
        for name in ("Ada", "Bo"):
            seat, token = table.join(name)
            store.save(tmp_path, code, store.named(seat, name), table.meta())
            tokens.append(token)
    meta = json.loads(store.meta_path(tmp_path, codes[0]).read_text(encoding="utf-8"))
    meta["seats"][1]["kind"] = "bot:zzz"
    atomic_write_json(store.meta_path(tmp_path, codes[0]), meta)
    store.meta_path(tmp_path, codes[1]).unlink()
    for path in (store.journal_path(tmp_path, codes[2]), store.meta_path(tmp_path, codes[2])):
        path.rename(path.with_name(path.name.lower()))
    shutil.copyfile(store.journal_path(tmp_path, GOOD), store.journal_path(tmp_path, codes[3]))
    capsys.readouterr()

    async def scenario():
        server = TableServer(tmp_path)
        async with server.serving("127.0.0.1", 0) as url:
            client = TableClient(url)
            await client.connect()
            refusals = []
            for code in codes:
                try:
                    await client.join(code, "Cy")
                except ServerError as err:
                    refusals.append(err.code)
            await client.close()
            return refusals, sorted(server.tables)

    refusals, served = run(scenario(), 20)
    warnings = [line for line in capsys.readouterr().err.splitlines() if line.startswith("warning:")]
    assert len(warnings) == 4
    assert all(line.startswith("warning: a table not restored: ") for line in warnings)
    assert "seat kind 'bot:zzz'" in warnings[0]  # sorted by file name: BBBB, CCCC, EEEE, dddd
    assert "no CCCC00000002.table.json beside it" in warnings[1]
    assert "the journal of table 'ABCD-EFGH-JKMN'" in warnings[2] and "not a table code" in warnings[3]
    assert refusals == ["no_table"] * 4 and served == [GOOD.replace("-", "")]
    reports, _live = _finish(tmp_path, GOOD, tokens[:2])
    assert reports[0] == reports[1] and reports[0]["over"] is True
