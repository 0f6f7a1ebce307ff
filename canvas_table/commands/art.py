"""``canvas-table art build`` (every game's art) and ``art sheet`` (a game's contact sheet)."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from canvas_table import games
from canvas_table.commands.common import MAX_JOBS, MAX_SEED, add_bounded, writable_file, writable_folder
from canvas_table.errors import UsageError


def _usage(message: str) -> Exception:
    return UsageError(message)


def build_command(args: argparse.Namespace) -> int:
    """Build every art file into ``args.out``; prints the file count and the seconds taken."""
    from canvas_table.art.build import build_all

    out = writable_folder(args.out, "--out")
    jobs = args.jobs
    start = time.perf_counter()

    def progress(done: int, total: int) -> None:
        if sys.stderr.isatty():
            print(f"\r{done}/{total}", end="", file=sys.stderr, flush=True)

    manifest = build_all(out, games.art_tasks(), games.render_art_task, jobs=jobs, progress=progress)
    if sys.stderr.isatty():
        print(file=sys.stderr)
    seconds = time.perf_counter() - start
    print(
        f"built {len(manifest['files'])} files into {out} (art version "
        f"{manifest['art_version']}, {jobs} jobs) in {seconds:.1f} s"
    )
    return 0


def sheet_command(args: argparse.Namespace) -> int:
    """Write the game's contact sheet (and its grey and 25 % copies) to ``args.out``."""
    write_sheet = getattr(games.game(args.game), "art_sheet", None)
    if write_sheet is None:
        raise _usage(f"{args.game} has no contact sheet")
    out = Path(args.out)
    if out.suffix.lower() != ".png":
        raise _usage(f"--out {out}: expected a .png file name")
    writable_file(args.out, "--out")
    write_sheet(out, seed=args.seed, jobs=args.jobs)
    stem = out.with_suffix("")
    print(f"wrote {out}, {stem}-grey.png and {stem}-25.png")
    return 0


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add ``art build`` and ``art sheet`` to the main command line."""
    art = subparsers.add_parser("art", help="build or inspect the procedural art")
    sub = art.add_subparsers(dest="art_command", metavar="SUBCOMMAND", required=True)
    build = sub.add_parser("build", help="build every PNG (both resolutions) and a manifest")
    build.add_argument("--out", required=True, metavar="DIR", help="output folder")
    add_bounded(build, "--jobs", 1, MAX_JOBS, default=2, metavar="N", help="worker processes")
    build.set_defaults(func=build_command)
    sheet = sub.add_parser("sheet", help="a contact sheet of all art and random paintings")
    sheet.add_argument("--out", required=True, metavar="FILE.png", help="the sheet's file")
    add_bounded(sheet, "--seed", 0, MAX_SEED, default=1, help="seed of the random paintings")
    sheet.add_argument("--game", default=games.DEFAULT_GAME, help="whose art (default Canvas)")
    add_bounded(sheet, "--jobs", 1, MAX_JOBS, default=2, metavar="N", help="worker processes")
    sheet.set_defaults(func=sheet_command)
