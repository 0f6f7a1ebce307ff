"""``canvas-table fuzz``: mutated records through replay and the window's Load, counted by outcome
(see :mod:`canvas_table.commands.trust` for what each outcome means)."""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import multiprocessing
import os
import shutil
import sys
import tempfile
import threading
from collections import Counter
from pathlib import Path
from typing import Any

from canvas_table import games
from canvas_table.commands.common import READY_SECONDS, emit, writable_folder
from canvas_table.commands.mutants import Mutant, iter_mutants, write_mutant
from canvas_table.errors import RecordError, UsageError

LOADED, CLEAN, TRACEBACK, HANG = "loaded", "clean_error", "traceback", "hang"
OUTCOMES = (CLEAN, LOADED, TRACEBACK, HANG)
MAX_RECORDS = 100_000  # some 5 MB files among them take 2 GB of the temporary folder
MEMORY_HEADROOM = 1536 * 1024 * 1024  # a worker may grow this much before MemoryError


def _one_line(text: str) -> bool:
    return bool(text.strip()) and "\n" not in text.strip() and "Traceback" not in text


def _short(text: str, limit: int = 300) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[:limit] + "…"


def _replay(path: str) -> tuple[int, str, str]:
    """``canvas-table replay PATH --json`` in this process: (exit code, stdout, stderr).

    The replay subcommand's own registration and handler, with the command line's handling of
    its errors (UsageError: ``error: ...`` and exit code 2).
    """
    from canvas_table.commands import play

    parser = argparse.ArgumentParser(prog="canvas-table")
    play.register(parser.add_subparsers(dest="command"))
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            args = parser.parse_args(["replay", path, "--json"])
            code = int(args.func(args))
        except UsageError as error:
            print(f"error: {error}", file=sys.stderr)
            code = 2
    return code, out.getvalue(), err.getvalue()


def check_record(path: str, scratch: str) -> tuple[str, str]:
    """Put one file through replay and the window's Load: (outcome, what happened in one line)."""
    from canvas_table.app.autosave import load_game_file, save_game

    try:
        code, out, err = _replay(path)
    except Exception as error:  # an escaping exception is what we count
        return TRACEBACK, f"replay raised {type(error).__name__}: {_short(str(error))}"
    if code == 0:
        try:
            json.loads(out)
        except ValueError:
            return TRACEBACK, f"replay exit 0 without one JSON document: {_short(out)}"
        if err:
            return TRACEBACK, f"replay exit 0 wrote to stderr: {_short(err)}"
    elif code == 2:
        if not (_one_line(err) and err.startswith("error: ")):
            return TRACEBACK, f"replay exit 2 without a one-line error: {_short(err)}"
    else:
        return TRACEBACK, f"replay exit {code}: {_short(err)}"
    try:
        match = load_game_file(path)
    except RecordError as error:
        if not _one_line(str(error)):
            return TRACEBACK, f"Load: a message of several lines: {_short(str(error))}"
        if code == 0:
            return TRACEBACK, f"replay read it, Load refused it: {_short(str(error))}"
        return CLEAN, _short(err)
    except Exception as error:
        return TRACEBACK, f"Load raised {type(error).__name__}: {_short(str(error))}"
    if code != 0:
        return TRACEBACK, f"Load read it, replay refused it: {_short(err)}"
    return _check_loaded(match, scratch, load_game_file, save_game)


def _check_loaded(match: Any, scratch: str, load: Any, save: Any) -> tuple[str, str]:
    """A loaded game must save, reload as the same game, and have bots that exist."""
    game = games.game(match.game_id)
    copy = Path(scratch) / "saved.json"
    try:
        save(copy, match)
        again = load(copy)
        if again.to_record() != match.to_record():
            return TRACEBACK, "saved and reloaded, the record differs"
        if game.report(again.state) != game.report(match.state):
            return TRACEBACK, "saved and reloaded, the game differs"
    except Exception as error:
        return TRACEBACK, f"loaded but cannot be saved and reloaded: {type(error).__name__}: " \
                          f"{_short(str(error))}"
    for seat, player in enumerate(match.players):
        if player.kind != "human":
            try:
                game.make_bot(player.kind.removeprefix("bot:"), 0)
            except Exception as error:
                return TRACEBACK, f"loaded with seat {seat} a bot that cannot play: {_short(str(error))}"
    return LOADED, ""


# -- workers ------------------------------------------------------------------------------------


def _limit_memory() -> None:
    """Let this process grow by :data:`MEMORY_HEADROOM` at most (Linux), so that a file that
    grows without end (a link to /dev/zero) ends in MemoryError instead of swapping the machine."""
    try:
        import resource

        pages = int(Path("/proc/self/statm").read_text().split()[0])
        size = pages * os.sysconf("SC_PAGE_SIZE") + MEMORY_HEADROOM
        resource.setrlimit(resource.RLIMIT_AS, (size, resource.getrlimit(resource.RLIMIT_AS)[1]))
    except (ImportError, OSError, ValueError):
        pass


def _fuzz_worker(conn: Any, paths: list[str], scratch: str) -> None:
    """Check ``paths`` in order, sending each (outcome, detail) as soon as it is known."""
    from canvas_table.app import autosave  # noqa: F401 - imported before the memory limit

    _limit_memory()
    conn.send("ready")
    for path in paths:
        conn.send(check_record(path, scratch))
    conn.close()


def _run_share(paths: list[str], timeout: float, scratch: str) -> list[tuple[str, str]]:
    """Check ``paths`` in a worker process; a record without an answer in ``timeout`` seconds is
    a hang (the worker is killed and a new one goes on with the next record)."""
    context = multiprocessing.get_context("spawn")
    results: list[tuple[str, str]] = []
    while len(results) < len(paths):
        receive, send = context.Pipe(duplex=False)
        worker = context.Process(target=_fuzz_worker, args=(send, paths[len(results):], scratch),
                                 daemon=True)
        worker.start()
        send.close()
        try:
            if not receive.poll(READY_SECONDS) or receive.recv() != "ready":
                raise EOFError
        except EOFError:
            worker.kill()
            worker.join()
            raise RuntimeError("a fuzz worker did not start") from None
        while len(results) < len(paths):
            if not receive.poll(timeout):
                results.append((HANG, f"no answer in {timeout:g} s"))
                break
            try:
                results.append(receive.recv())
            except EOFError:
                results.append((TRACEBACK, f"the worker died (exit code {worker.exitcode})"))
                break
        worker.kill()
        worker.join()
        receive.close()
    return results


def run_fuzz(count: int, seed: int, timeout: float = 10.0, jobs: int = 0,
             keep: Path | None = None) -> tuple[dict[str, int], list[tuple[str, str, str]]]:
    """The fuzz figures, and (mutation, outcome, detail) of every record that did not end cleanly."""
    jobs = max(1, min(jobs or os.cpu_count() or 1, count))
    folder = Path(tempfile.mkdtemp(prefix="canvas-table-fuzz-"))
    try:
        paths: list[str | None] = []
        made: list[Mutant] = []  # each without its bytes, which are in its file
        for k, mutant in enumerate(iter_mutants(count, seed)):
            path = folder / f"record-{k:06d}.json"
            try:
                paths.append(str(path) if write_mutant(mutant, path) else None)
            except OSError as err:
                raise UsageError(f"fuzz: {path}: cannot be written: {err.strerror or err}") from None
            made.append(Mutant(mutant.name, b"", mutant.special))
        tried = [k for k, p in enumerate(paths) if p is not None]
        shares = [tried[j::jobs] for j in range(jobs)]
        answers: dict[int, tuple[str, str]] = {}
        errors: list[BaseException] = []

        def run(j: int) -> None:
            scratch = folder / f"scratch-{j}"
            scratch.mkdir()
            try:
                share = shares[j]
                for k, answer in zip(share, _run_share([paths[k] for k in share], timeout, str(scratch)),
                                     strict=True):
                    answers[k] = answer
            except BaseException as error:  # re-raised in the main thread
                errors.append(error)

        threads = [threading.Thread(target=run, args=(j,), daemon=True) for j in range(jobs)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        if errors:
            raise UsageError(f"fuzz: {errors[0]}")
        counts = Counter(outcome for outcome, _detail in answers.values())
        failures = [(made[k].name, answers[k][0], answers[k][1]) for k in sorted(answers)
                    if answers[k][0] in (TRACEBACK, HANG)]
        if keep is not None:
            for k in sorted(answers):
                if answers[k][0] in (TRACEBACK, HANG) and made[k].special is None:
                    target = keep / f"{k:06d}-{made[k].name}.json"
                    try:
                        shutil.copyfile(paths[k], target)  # type: ignore[arg-type]
                    except OSError as err:
                        raise UsageError(f"--keep {target}: cannot be written: {err.strerror or err}") \
                            from None
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    figures = {"tried": len(answers), **{outcome: counts[outcome] for outcome in OUTCOMES}}
    return figures, failures


def cmd_fuzz(args: argparse.Namespace) -> int:
    """Print the fuzz figures; exit code 1 when a record ended in a traceback or a hang."""
    keep = writable_folder(args.keep, "--keep") if args.keep else None  # before the run, not after
    figures, failures = run_fuzz(args.records, args.seed, args.timeout, args.jobs, keep)
    lines = [f"{key}: {value}" for key, value in figures.items()]
    lines += [f"{outcome} {name}: {detail}" for name, outcome, detail in failures[:20]]
    emit(figures, args.json, "\n".join(lines))
    return 1 if figures[TRACEBACK] or figures[HANG] else 0


