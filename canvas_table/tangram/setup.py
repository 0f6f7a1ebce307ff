"""A game's options and their check: the seats, the seed, the goal, the champions, the bots' puzzles.

:class:`TangramConfig` is what the players choose (or a record states); :func:`resolve` checks it and
fills the champions left open (seat k plays the k-th champion not chosen by another seat).
"""

from __future__ import annotations

from dataclasses import dataclass

from canvas_table.engine.platform import PlayerSpec
from canvas_table.engine.records import check_players, check_seed
from canvas_table.errors import SetupError
from canvas_table.tangram.champions import CHAMPION_NAMES, CHAMPIONS

MIN_SEATS, MAX_SEATS = 2, 6
#: The goals: how many different colours make a champion (rules page, "Goal").
GOALS: dict[str, int] = {"quick": 3, "standard": 5, "long": 7}
DEFAULT_GOAL = "standard"
#: How bots solve their puzzles: each by its own level, or all alike (Normal's skill), which leaves
#: only the board's choices to tell bots apart.
BOT_PUZZLES = ("level", "same")
#: The bot levels a seat may name (``bot:<level>``).
BOT_LEVELS = ("random", "easy", "normal", "hard", "master", "greedy")
__all__ = ["BOT_LEVELS", "BOT_PUZZLES", "CHAMPIONS", "CHAMPION_NAMES", "GOALS", "Setup", "TangramConfig",
           "resolve"]


@dataclass(frozen=True, slots=True)
class TangramConfig:
    """Everything chosen before a game: ``champions`` names one champion id (or None: the first
    free one) a seat; None for every seat gives seat k the k-th champion."""

    players: tuple[PlayerSpec, ...]
    seed: int
    goal: str = DEFAULT_GOAL
    champions: tuple[str | None, ...] | None = None
    bot_puzzles: str = "level"


@dataclass(frozen=True, slots=True)
class Setup:
    """A resolved game: every seat's champion and the number of different colours to collect."""

    players: tuple[PlayerSpec, ...]
    seed: int
    goal: str
    champions: tuple[str, ...]
    bot_puzzles: str

    @property
    def colours_to_win(self) -> int:
        """How many different colours make the champion."""
        return GOALS[self.goal]


def _champions(chosen: tuple[str | None, ...] | None, seats: int) -> tuple[str, ...]:
    picks = list(chosen) if chosen is not None else [None] * seats
    if not isinstance(chosen, tuple | type(None)) or len(picks) != seats:
        raise SetupError(f"champions: one champion (or none) for each of the {seats} players")
    for k, pick in enumerate(picks):
        if pick is not None and pick not in CHAMPIONS:
            raise SetupError(f"champions[{k}]: no champion {pick!r} (champions: {', '.join(CHAMPIONS)})")
    taken = [pick for pick in picks if pick is not None]
    if len(set(taken)) != len(taken):
        raise SetupError("champions: two players chose the same champion")
    free = iter(champion for champion in CHAMPIONS if champion not in taken)
    return tuple(pick if pick is not None else next(free) for pick in picks)


def resolve(config: TangramConfig) -> Setup:
    """Check ``config`` and fill the open champions; SetupError names the option."""
    players = config.players
    if isinstance(players, tuple) and not MIN_SEATS <= len(players) <= MAX_SEATS:
        raise SetupError(f"players: Tangram Champions plays with {MIN_SEATS} to {MAX_SEATS} players, "
                         f"got {len(players)}")
    check_players(players, "Tangram Champions", MAX_SEATS, BOT_LEVELS)
    problem = check_seed(config.seed)
    if problem is not None:
        raise SetupError(f"seed: {problem}")
    if not isinstance(config.goal, str) or config.goal not in GOALS:
        raise SetupError(f"goal: quick, standard or long, got {config.goal!r}")
    if config.bot_puzzles not in BOT_PUZZLES:
        raise SetupError(f"bot_puzzles: level or same, got {config.bot_puzzles!r}")
    champions = _champions(config.champions, len(players))
    return Setup(players, config.seed, config.goal, champions, config.bot_puzzles)
