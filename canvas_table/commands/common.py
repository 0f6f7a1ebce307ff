"""What the subcommands share: the ``--game`` and option arguments, output, and bot seats."""

from __future__ import annotations

import argparse
import functools
import json
from collections.abc import Callable
from typing import Any

from canvas_table import games
from canvas_table.engine.platform import GameModule, PlayerSpec
from canvas_table.engine.records import SEED_LIMIT
from canvas_table.errors import DataError, RecordError, SetupError, UsageError

READY_SECONDS = 120.0  # a worker or child process that does not start within this is killed


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


def chosen_options(args: argparse.Namespace, game: GameModule) -> dict[str, Any]:
    """The options the arguments set, checked against the game's declared options."""
    known = {option.key for option in game.options}
    options: dict[str, Any] = {}
    for item in args.option:
        key, sep, text = item.partition("=")
        if not sep or not key:
            raise UsageError(f"--option: expected KEY=VALUE, got {item!r}")
        options[key.strip()] = _value(text.strip())
    if getattr(args, "scenario", None):
        options["scenario"] = args.scenario
    elif "scenario" in known and "scenario" not in options:
        options["scenario"] = "random"  # the command line's default: random scoring cards
    if getattr(args, "vincent", False):
        options["vincent"] = True
    if getattr(args, "target", None) is not None:
        options["target"] = args.target
    unknown = sorted(set(options) - known - {"target"})
    if unknown:
        names = ", ".join(sorted(known)) or "none"
        raise UsageError(f"{game.id} has no option {unknown[0]!r} (options: {names})")
    return options


def check_players(game: GameModule, count: int) -> None:
    """UsageError unless ``count`` players can play ``game``."""
    low, high = game.players
    if not low <= count <= high:
        raise UsageError(f"--players: {low} to {high}, got {count}")


SEED_STRIDE = 1_000_003  # simulate's and tournament's game n is dealt from seed * SEED_STRIDE + n


def game_seeds(seed: int, count: int) -> list[int]:
    """The seeds of ``count`` games from ``--seed``; UsageError unless every one is a seed a game
    can be dealt from and its record read back (0 <= seed < 2**64)."""
    highest = (SEED_LIMIT - count) // SEED_STRIDE
    if not 0 <= seed <= highest:
        raise UsageError(f"--seed: 0 to {highest}, got {seed}")
    return [seed * SEED_STRIDE + number for number in range(count)]


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
