"""What the subcommands share: the ``--game`` and option arguments, output, and bot seats."""

from __future__ import annotations

import argparse
import functools
import json
import math
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from canvas_table import games
from canvas_table.engine.platform import GameModule, PlayerSpec
from canvas_table.engine.records import SEED_LIMIT, brief
from canvas_table.errors import DataError, RecordError, SetupError, UsageError

READY_SECONDS = 120.0  # a worker or child process that does not start within this is killed

# Upper bounds of the counts (each far beyond any real use, so a typo is refused at once):
MAX_GAMES = 1_000_000  # bot games per run: a million take hours at the fastest bots' speed
MAX_JOBS = 64  # worker processes (some 30 MB each): more than the machine's cores only queue up
MAX_ITERATIONS = 1_000_000  # a search bot's budget a decision: the bots' own are 150 to 3,000
MAX_REPEAT = 1_000  # timing runs per figure (7 by default)
MAX_SEED = 2**64 - 1  # seeds are 64-bit numbers (records refuse others)
MAX_TARGET = 999  # Canvas's highest solo target, canvas.setup.MAX_TARGET (not imported: it loads the cards)


def _number(value: float) -> str:
    """A bound as the help and the errors show it: 1,000,000 and 0.1."""
    return f"{value:,}" if isinstance(value, int) else f"{value:g}"


def _shown(text: str, limit: int = 30) -> str:
    """``text`` as given, cut to about ``limit`` characters (a number may have thousands of digits)."""
    text = text.strip()
    return text if len(text) <= limit else f"{text[:limit]}... ({len(text)} characters)"


def bounded(low: float, high: float, kind: type = int) -> Callable[[str], Any]:
    """An argparse ``type``: a number of ``kind`` (int: a whole number) from ``low`` to ``high``.

    Anything else, NaN and infinities too, is argparse's one-line error naming the argument:
    ``argument --games: 1 to 1,000,000, got 100000000000``.
    """
    name = "int" if kind is int else "float"

    def parse(text: str) -> Any:
        try:
            value = kind(text)
        except (ValueError, OverflowError):
            raise argparse.ArgumentTypeError(f"invalid {name} value: {_shown(text)!r}") from None
        if not low <= value <= high:  # False for NaN too
            raise argparse.ArgumentTypeError(f"{_number(low)} to {_number(high)}, got {_shown(text)}")
        return value

    parse.__name__ = name
    return parse


# a whole number whose bound is checked once the game (--players) or the count (--seed) is known
WHOLE_NUMBER = bounded(-math.inf, math.inf)


def add_bounded(parser: argparse.ArgumentParser, flag: str, low: float, high: float, *,
                default: Any = None, help: str = "", kind: type = int, **extra: Any) -> None:
    """Add ``flag`` as a :func:`bounded` number; its help shows the bounds and the default."""
    shown = f"{_number(low)} to {_number(high)}"
    if default is not None:
        shown += f", default {_number(default)}"
    parser.add_argument(flag, type=bounded(low, high, kind), default=default,
                        help=f"{help} ({shown})" if help else shown, **extra)


def players_help(default: int | None = None) -> str:
    """``--players``' help: its bound is the game's range (:func:`check_players`)."""
    high = max(game.players[1] for game in games.all_games())
    shown = "" if default is None else f"; default {default}"
    return f"seats per game (the game's range, at most {high}: see canvas-table games{shown})"


def default_jobs() -> int:
    """``--jobs``' default: every core, within :data:`MAX_JOBS`."""
    return min(os.cpu_count() or 1, MAX_JOBS)


SEED_HELP = "the first game's seed (default 1; 0 to (2**64 - games) / 1,000,003)"


def _why(err: Exception) -> str:
    return getattr(err, "strerror", None) or str(err)


def writable_folder(text: str, flag: str) -> Path:
    """``text`` as a folder we can write in (made if missing); UsageError naming ``flag``, the path
    and why otherwise (a file or a device there, a place that cannot hold a folder, no write access)."""
    if not text.strip():
        raise UsageError(f"{flag}: an empty path")
    path = Path(text)
    try:
        if path.exists() and not path.is_dir():
            raise UsageError(f"{flag} {path}: exists and is not a folder")
        path.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=path, prefix=".probe-"):
            pass
    except (OSError, ValueError) as err:  # ValueError: a NUL in the name
        raise UsageError(f"{flag} {path}: not writable ({_why(err)})") from None
    return path


def writable_file(text: str, flag: str) -> Path:
    """``text`` as a file we can write (its folder made if missing); UsageError naming ``flag``,
    the path and why otherwise (a folder or a device there, a folder we cannot write in)."""
    if not text.strip():
        raise UsageError(f"{flag}: an empty path")
    path = Path(text)
    try:
        there = path.exists() and not path.is_file()
    except (OSError, ValueError) as err:
        raise UsageError(f"{flag} {path}: not writable ({_why(err)})") from None
    if there:
        raise UsageError(f"{flag} {path}: exists and is not a file")
    try:
        writable_folder(str(path.parent), flag)
    except UsageError as err:
        raise UsageError(f"{flag} {path}: its folder {str(err).removeprefix(flag + ' ')}") from None
    return path


def add_game_argument(parser: argparse.ArgumentParser) -> None:
    """``--game ID`` (default: Canvas)."""
    parser.add_argument("--game", default=games.DEFAULT_GAME,
                        help=f"the game: {', '.join(games.GAME_IDS)} (default {games.DEFAULT_GAME})")


def add_option_arguments(parser: argparse.ArgumentParser) -> None:
    """``--option KEY=VALUE`` (repeatable) and Canvas's shorthands ``--scenario`` and ``--vincent``."""
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                        help="a game option (repeatable), e.g. rounds=5")
    parser.add_argument("--scenario", help="Canvas: a scenario name (default: random scoring cards)")
    parser.add_argument("--vincent", action="store_true", help="Canvas: Vincent plays (1 to 3 players)")


def chosen_game(args: argparse.Namespace) -> GameModule:
    """The game ``--game`` names (UsageError for an unknown one)."""
    return games.game(args.game)


def _value(text: str) -> Any:
    if text.lower() in ("true", "yes", "on"):
        return True
    if text.lower() in ("false", "no", "off"):
        return False
    try:
        return int(text)
    except ValueError:
        return text


def _check_option(game: GameModule, key: str, value: Any, given_as: str) -> None:
    """UsageError unless ``game`` declares the option ``key`` and ``value`` is one of its values:
    one of its choices, or true/false for a yes/no option."""
    declared = {option.key: option for option in game.options}
    option = declared.get(key)
    if option is None:
        names = ", ".join(sorted(declared)) or "none"
        raise UsageError(f"{game.id} has no option {brief(key)} (options: {names})")
    allowed = [choice for choice, _label in option.choices] if option.choices else [True, False]
    # bool is an int in Python: True must not pass for a choice 1, nor 1 for true
    if not any(type(value) is type(choice) and value == choice for choice in allowed):
        words = ["true" if c is True else "false" if c is False else str(c) for c in allowed]
        raise UsageError(f"{given_as}: one of {', '.join(words)}, got {brief(value)}")


def chosen_options(args: argparse.Namespace, game: GameModule) -> dict[str, Any]:
    """The options the arguments set, each key and value checked against the game's declared
    options (the one check of every command that takes ``--option``)."""
    known = {option.key for option in game.options}
    options: dict[str, Any] = {}
    for item in args.option:
        key, sep, text = item.partition("=")
        key = key.strip()
        if not sep or not key:
            raise UsageError(f"--option: expected KEY=VALUE, got {brief(item)}")
        options[key] = _value(text.strip())
        _check_option(game, key, options[key], f"--option {key}")
    if getattr(args, "scenario", None):
        _check_option(game, "scenario", args.scenario, "--scenario")
        options["scenario"] = args.scenario
    elif "scenario" in known and "scenario" not in options:
        options["scenario"] = "random"  # the command line's default: random scoring cards
    if getattr(args, "vincent", False):
        _check_option(game, "vincent", True, "--vincent")
        options["vincent"] = True
    if getattr(args, "target", None) is not None:
        options["target"] = args.target
    return options


def check_players(game: GameModule, count: int, low: int | None = None) -> None:
    """UsageError unless ``count`` players (at least ``low`` if given) can play ``game``: the one
    bound of ``--players``, the game's own range."""
    least, high = game.players
    low = least if low is None else max(low, least)
    if not low <= count <= high:
        raise UsageError(f"--players: {low} to {high}, got {count}")


SEED_STRIDE = 1_000_003  # simulate's and tournament's game n is dealt from seed * SEED_STRIDE + n


def game_seeds(seed: int, count: int) -> range:
    """The seeds of ``count`` games from ``--seed`` (a range: made as they are played); UsageError
    unless every one is a seed a game can be dealt from and its record read back (0 <= seed < 2**64)."""
    highest = (SEED_LIMIT - count) // SEED_STRIDE
    if not 0 <= seed <= highest:
        raise UsageError(f"--seed: 0 to {highest}, got {seed}")
    return range(seed * SEED_STRIDE, seed * SEED_STRIDE + count)


def bot_seats(levels: list[str]) -> tuple[PlayerSpec, ...]:
    """One bot seat per level, named after it."""
    return tuple(PlayerSpec(f"{level}{seat}", f"bot:{level}") for seat, level in enumerate(levels))


def emit(data: Any, as_json: bool, text: str) -> None:
    """Print ``data`` as JSON or ``text``."""
    print(json.dumps(data) if as_json else text, flush=True)


def split_ints(text: str, what: str) -> list[int]:
    """Whole numbers separated by commas; UsageError naming ``what`` otherwise."""
    try:
        return [int(part) for part in text.split(",")]
    except ValueError:
        raise UsageError(f"{what}: expected whole numbers separated by commas, got {text!r}") from None


def one_line_errors(command: Callable[[argparse.Namespace], int]) -> Callable[[argparse.Namespace], int]:
    """A subcommand whose broken card data file, bad record or impossible options end in one
    line and exit 2 (UsageError), never a traceback."""
    @functools.wraps(command)
    def run(args: argparse.Namespace) -> int:
        try:
            return command(args)
        except (DataError, RecordError, SetupError) as err:
            raise UsageError(" ".join(str(err).split())) from None

    return run
