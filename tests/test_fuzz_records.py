"""Record fuzz (issue 10): 1,200 mutated records of both games, seeded, through ``canvas-table
replay`` and the window's Load: zero tracebacks, zero hangs, every failure a one-line message.

The mutants come from :func:`canvas_table.commands.mutants.mutants` (the same generator as
``canvas-table fuzz``): records cut short, values of the wrong type (int, str, bool, float, null,
list), huge and negative numbers (5000 digits too), nesting bombs, UTF-16/UTF-32/Latin-1 bytes,
BOMs, NUL and stray bytes, lone surrogates as ``\\ud800`` escapes, unknown, duplicated and
removed keys, illegal actions inserted at random places, odd names and seat kinds.

Each one goes through the real ``canvas_table.cli.main(["replay", path, "--json"])`` in this
process (stdout and stderr captured) and through ``canvas_table.app.autosave.load_game_file``;
about two hundred also go through the real program in a subprocess, and so do the files that
are no record at all (a FIFO, a link to /dev/zero, a folder, an empty file, one over the size
limit) - those only in a subprocess, with a memory limit, since a reader that hangs or grows
would take the test process with it. A record must:

- replay with exit code 0 (one JSON document on stdout, nothing on stderr), or exit 2 with
  exactly one line on stderr starting ``error: ``, never an exception;
- load in the window exactly when it replays, or raise RecordError with one line;
- once loaded, save and load again as the same game, with bots that exist;
- as the autosave, be resumed at the next start exactly when it replays, or be explained in one
  line and moved aside (never a crash at every start).

Hangs are caught by a watchdog of :data:`HANG_SECONDS` (an alarm here, a timeout on the
subprocess): a generous bound that only a hang reaches; no test asserts on speed.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import signal
import subprocess
import sys
import threading
from concurrent.futures import ThreadPoolExecutor
from functools import cache
from pathlib import Path

import pytest

from canvas_table import games
from canvas_table.app.autosave import load_game_file, read_autosave, save_game
from canvas_table.cli import main
from canvas_table.commands import mutants as generator
from canvas_table.errors import RecordError

SEED = 20261130
COUNT = 1200
CHUNKS = 6  # in-process shares, so that pytest-xdist spreads them over the cores
SUBPROCESS_EVERY = 6  # every 6th mutant also through the real program: 200
SUBPROCESS_CHUNKS = 4
HANG_SECONDS = 20
MEMORY_LIMIT = 3 * 1024**3  # the subprocess's address space: a file that grows ends in MemoryError
ROOT = Path(__file__).resolve().parents[1]  # the subprocesses import the package from here
IN_PROCESS_UNSAFE = ("fifo", "devzero")  # a broken reader blocks or grows without end


@cache
def all_mutants() -> tuple[generator.Mutant, ...]:
    return tuple(generator.mutants(COUNT, SEED))


class Hang(BaseException):
    """The watchdog fired (a BaseException, so that no ``except Exception`` swallows it)."""


@contextlib.contextmanager
def watchdog(seconds: float):
    """Raise :class:`Hang` in this thread after ``seconds`` (where the platform has alarms)."""
    if not hasattr(signal, "setitimer") or threading.current_thread() is not threading.main_thread():
        yield
        return

    def fire(_signum, _frame):
        raise Hang

    previous = signal.signal(signal.SIGALRM, fire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def one_line(text: str) -> bool:
    return bool(text.strip()) and "\n" not in text.rstrip("\n") and "Traceback" not in text


def short(text: str, limit: int = 200) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[:limit] + "…"


def replay_in_process(path: Path) -> tuple[int, str, str]:
    """``canvas-table replay PATH --json`` through the real ``cli.main``, streams captured."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(["replay", str(path), "--json"])
    return code, out.getvalue(), err.getvalue()


def check_loaded(match, scratch: Path) -> str | None:
    """A game that loads saves, loads again as the same game, and has bots that exist."""
    game = games.game(match.game_id)
    copy = scratch / "saved-again.json"
    try:
        save_game(copy, match)
        again = load_game_file(copy)
    except Exception as err:
        return f"loads but cannot be saved and loaded again: {type(err).__name__}: {short(err)}"
    if again.to_record() != match.to_record() or game.report(again.state) != game.report(match.state):
        return "saved and loaded again, it is another game"
    for seat, player in enumerate(match.players):
        if player.kind != "human":
            try:
                game.make_bot(player.kind.removeprefix("bot:"), 0)
            except Exception as err:
                return f"loads with a bot at seat {seat} that cannot play: {short(err)}"
    return None


def check_in_process(path: Path, scratch: Path) -> str | None:
    """None when ``path`` ends cleanly through replay and Load, else what went wrong."""
    try:
        with watchdog(HANG_SECONDS):
            code, out, err = replay_in_process(path)
    except Hang:
        return f"replay hangs (no end in {HANG_SECONDS} s)"
    except BaseException as error:
        return f"replay raised {type(error).__name__}: {short(error)}"
    if code == 0:
        if err:
            return f"replay exit 0 with stderr {short(err)!r}"
        try:
            json.loads(out)
        except ValueError:
            return f"replay exit 0 without one JSON document: {short(out)!r}"
    elif code == 2:
        if out or not (one_line(err) and err.startswith("error: ")):
            return f"replay exit 2 without exactly one 'error: ' line: {short(err)!r}"
    else:
        return f"replay exit code {code}: {short(err)!r}"
    try:
        with watchdog(HANG_SECONDS):
            match = load_game_file(path)
    except Hang:
        return f"Load hangs (no end in {HANG_SECONDS} s)"
    except RecordError as error:
        if not one_line(str(error)):
            return f"Load's RecordError is not one line: {short(error)!r}"
        if code == 0:
            return f"replay reads it but Load refuses it: {short(error)}"
        return None
    except BaseException as error:
        return f"Load raised {type(error).__name__} (only RecordError may escape): {short(error)}"
    if code != 0:
        return f"Load reads it but replay refuses it: {short(err)}"
    return check_loaded(match, scratch)


def check_resume(path: Path, data: Path, replayed: bool) -> str | None:
    """The mutant as the autosave at the next start (``read_autosave``): resumed exactly when it
    replays; otherwise one line and the file moved aside, so that the start after does not trip
    on it again."""
    for old in data.iterdir():
        old.unlink()
    autosave = data / "autosave.json"
    autosave.write_bytes(path.read_bytes())
    try:
        with watchdog(HANG_SECONDS):
            match, error = read_autosave()
    except Hang:
        return f"resuming hangs (no end in {HANG_SECONDS} s)"
    except BaseException as err:  # an escaping exception is the finding
        return f"resuming raised {type(err).__name__}: {short(err)}"
    if error is None:
        return None if match is not None and replayed else "resumed a game that replay refuses"
    if replayed:
        return f"replay reads it but resuming refuses it: {short(error)}"
    if not one_line(error):
        return f"resuming says more than one line: {short(error)!r}"
    if autosave.exists():
        return "a corrupt autosave is not moved aside: every start would trip on it"
    return None


def report(failures: list[str], tried: int) -> str:
    shown = "\n".join(failures[:25])
    more = f"\n... and {len(failures) - 25} more" if len(failures) > 25 else ""
    return f"{len(failures)} of {tried} mutated records did not end cleanly:\n{shown}{more}"


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(CHUNKS), ids=lambda c: f"seed{SEED}-share{c}")
def test_mutated_records_replay_or_fail_in_one_line(chunk, tmp_path, monkeypatch):
    """Each mutant through ``cli.main(["replay", ...])``, the window's Load and, as the autosave,
    the next start's resume."""
    failures, tried = [], 0
    scratch, data = tmp_path / "scratch", tmp_path / "data"
    scratch.mkdir()
    data.mkdir()
    monkeypatch.setenv("CANVAS_TABLE_DATA_DIR", str(data))
    for k in range(chunk, COUNT, CHUNKS):
        mutant = all_mutants()[k]
        if mutant.special in IN_PROCESS_UNSAFE:
            continue
        path = tmp_path / f"record-{k}.json"
        if not generator.write_mutant(mutant, path):
            continue
        tried += 1
        problem = check_in_process(path, scratch)
        if problem is None and path.is_file():
            code, _out, _err = replay_in_process(path)
            problem = check_resume(path, data, replayed=code == 0)
        if problem:
            failures.append(f"mutant #{k} ({mutant.name}): {problem}")
    assert tried > 100
    if failures:
        pytest.fail(report(failures, tried), pytrace=False)


LIMITED = """
import runpy, sys
limit = int(sys.argv.pop(1))
try:  # a file that grows without end ends in MemoryError, not in a swapping machine
    import resource
    resource.setrlimit(resource.RLIMIT_AS, (limit, resource.getrlimit(resource.RLIMIT_AS)[1]))
except (ImportError, ValueError, OSError):
    pass
runpy.run_module(sys.argv.pop(1), run_name="__main__", alter_sys=True)
"""


def run_program(module: str, args: list[str]) -> subprocess.CompletedProcess[str] | None:
    """``python -m module args`` under a memory limit (None when it does not end within the
    watchdog)."""
    try:
        return subprocess.run([sys.executable, "-c", LIMITED, str(MEMORY_LIMIT), module, *args],
                              capture_output=True, text=True, errors="replace", timeout=HANG_SECONDS,
                              cwd=ROOT, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    except subprocess.TimeoutExpired:
        return None


def replay_program(path: Path) -> subprocess.CompletedProcess[str] | None:
    """``canvas-table replay PATH --json`` as a real process."""
    return run_program("canvas_table", ["replay", str(path), "--json"])


def check_subprocess(path: Path) -> str | None:
    """``canvas-table replay PATH --json`` as a real process: exit 0, or exit 2 and one line."""
    result = replay_program(path)
    if result is None:
        return f"replay hangs (killed after {HANG_SECONDS} s)"
    if result.returncode == 0:
        try:
            json.loads(result.stdout)
        except ValueError:
            return f"exit 0 without one JSON document: {short(result.stdout)!r}"
        return None if not result.stderr else f"exit 0 with stderr {short(result.stderr)!r}"
    if result.returncode == 2:
        err = result.stderr
        if result.stdout or not (one_line(err) and err.startswith("error: ")):
            return f"exit 2 without exactly one 'error: ' line: {short(err)!r}"
        return None
    return f"exit code {result.returncode}: {short(result.stderr)!r}"


def load_program(path: Path) -> subprocess.CompletedProcess[str] | None:
    """The window's Load of ``path`` in a real process (prints "loaded" or "refused: <line>")."""
    return run_program("tests.load_record", [str(path)])


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(SUBPROCESS_CHUNKS), ids=lambda c: f"seed{SEED}-share{c}")
def test_mutated_records_through_the_real_program(chunk, tmp_path):
    failures, tried = [], 0
    picked = range(chunk * SUBPROCESS_EVERY, COUNT, SUBPROCESS_EVERY * SUBPROCESS_CHUNKS)
    for k in picked:
        mutant = all_mutants()[k]
        path = tmp_path / f"record-{k}.json"
        if not generator.write_mutant(mutant, path):
            continue
        tried += 1
        problem = check_subprocess(path)
        if problem:
            failures.append(f"mutant #{k} ({mutant.name}): {problem}")
    assert tried >= 40
    if failures:
        pytest.fail(report(failures, tried), pytrace=False)


def special_files(folder: Path) -> dict[str, Path]:
    """Files that are no record: every special kind the mutator knows, made here."""
    record = json.dumps(generator.base_records(SEED)[1])
    made: dict[str, Path] = {}
    for kind in generator.SPECIAL:
        mutant = generator.Mutant(kind, b"", kind if kind in ("fifo", "devzero", "folder") else None)
        if kind == "oversize":  # valid JSON, 5 MB of it
            mutant = generator.Mutant(kind, (record + " " * (5 * 1024 * 1024)).encode())
        path = folder / f"{kind}.json"
        if generator.write_mutant(mutant, path):
            made[kind] = path
    return made


@pytest.mark.slow
@pytest.mark.parametrize("kind", generator.SPECIAL)
def test_files_that_are_no_record_are_refused_in_one_line_without_hanging(kind, tmp_path):
    """A FIFO, a link to /dev/zero, a folder, an empty file, a record over the 4 MB limit: refused
    by replay (exit 2, one line) and by the window's Load (RecordError), each in a real process."""
    path = special_files(tmp_path).get(kind)
    if path is None:
        pytest.skip(f"this system cannot make a {kind}")
    with ThreadPoolExecutor(2) as pool:  # the two watchdogs run side by side
        replayed, loaded = pool.map(lambda run: run(path), (replay_program, load_program))
    problems = []
    if replayed is None:
        problems.append(f"replay hangs (killed after {HANG_SECONDS} s)")
    elif (replayed.returncode, replayed.stdout) != (2, "") or not (
            one_line(replayed.stderr) and replayed.stderr.startswith("error: ")):
        problems.append(f"replay: exit code {replayed.returncode}, stderr {short(replayed.stderr)!r}")
    if loaded is None:
        problems.append(f"Load hangs (killed after {HANG_SECONDS} s)")
    elif loaded.returncode != 0 or loaded.stderr or not (
            one_line(loaded.stdout) and loaded.stdout.startswith("refused: ")):
        problems.append(f"Load: exit code {loaded.returncode}, stdout {short(loaded.stdout)!r}, "
                        f"stderr {short(loaded.stderr)!r}")
    assert not problems, f"{kind}: " + "; ".join(problems)


@pytest.mark.slow
def test_the_mutants_cover_every_kind_of_damage_and_some_still_load():
    made = all_mutants()
    seen = {part for mutant in made for part in mutant.name.split("+")}
    assert set(generator.TREE) | set(generator.BYTES) <= seen
    assert {mutant.data[:1] for mutant in made} != {b"{"}  # not all of them start as JSON does
    games_seen = {json.loads(m.data)["game"] for m in made if m.name in ("unknown_key", "illegal_action")}
    assert games_seen == set(games.GAME_IDS)
    assert generator.mutants(50, SEED) == list(made[:50])  # the seed decides everything
    assert generator.mutants(50, SEED + 1) != list(made[:50])
