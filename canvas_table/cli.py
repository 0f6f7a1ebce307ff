"""The ``canvas-table`` command line: one subcommand per job; bare ``canvas-table`` opens the window.

Each package registers its own subcommands through a ``register(subparsers)`` function; a handler
is stored as ``func`` on the parsed arguments and returns the exit code. Bad arguments and bad
input files exit 2 with a one-line message, never a traceback.
"""

from __future__ import annotations

import argparse
import gc
import sys
from collections.abc import Sequence

from canvas_table import __version__
from canvas_table.errors import DataError, UsageError


class _Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one line on stderr and exit code 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        raise UsageError(f"{self.prog}: {message}")


def _window_arguments(window: argparse._ActionsContainer) -> None:
    """The options of a start of the window (no COMMAND)."""
    from canvas_table import games

    window.add_argument("--smoke-test", action="store_true",
                        help="build the table offscreen, play a few moves, exit 0 on success")
    window.add_argument("--load", metavar="RECORD", help="open a saved game record")
    window.add_argument("--fullscreen", action="store_true", help="start full screen")
    window.add_argument("--game", dest="window_game", choices=games.GAME_IDS,
                        help="open straight into a new game of this")


def _window_start(args_list: list[str]) -> argparse.Namespace | None:
    """The parsed options when ``args_list`` only starts the window, else None. A start of the
    window then imports no subcommand's module (it opens sooner)."""
    if args_list and not args_list[0].startswith("-"):
        return None  # a COMMAND
    parser = _Parser(prog="canvas-table", add_help=False)
    _window_arguments(parser)
    try:
        args, rest = parser.parse_known_args(args_list)
    except UsageError:
        return None  # the full parser says what is wrong
    if rest:
        return None
    args.command = None
    return args


def build_parser() -> argparse.ArgumentParser:
    """The full parser, with every package's subcommands registered."""
    from canvas_table.commands import art, ladder, net, play, tournament, trust

    parser = _Parser(prog="canvas-table", description="Play the art games of Canvas Table.")
    parser.add_argument("--version", action="version", version=f"canvas-table {__version__}")
    _window_arguments(parser.add_argument_group("the window (no COMMAND)"))
    subparsers = parser.add_subparsers(dest="command", parser_class=_Parser, metavar="COMMAND")
    play.register(subparsers)
    tournament.register(subparsers)
    ladder.register(subparsers)
    art.register(subparsers)
    trust.register(subparsers)
    net.register(subparsers)
    from canvas_table import games

    for game in games.all_games():  # a game's own subcommands, e.g. ``tangram figures``
        register = getattr(game, "register_commands", None)
        if register is not None:
            register(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the process exit code."""
    if getattr(sys, "frozen", False):  # the bundle: bot and art workers are spawned from it
        import multiprocessing  # only here: importing it costs a start some 20 ms

        multiprocessing.freeze_support()
    args_list = list(sys.argv[1:] if argv is None else argv)
    try:
        args = _window_start(args_list) or build_parser().parse_args(args_list)
        if args.command is None:
            if not args.smoke_test:
                # A start makes many objects and frees few: Python's collections (some 10 ms of
                # it) wait until its table shows (run_window turns them back on).
                gc.disable()
            from canvas_table.app.main import run_window

            return run_window(args)
        return int(args.func(args))
    except (UsageError, DataError) as err:  # DataError: broken card data, wherever it surfaces
        print(f"error: {err}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 0
