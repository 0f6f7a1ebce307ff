"""``canvas-table tournament``: bots play many headless games; win rates with 95% intervals.

Seats rotate between games (seat s of game g plays bot ``(s + g) mod len(bots)``), so no bot keeps
the first seat. A bot's win rate is its seats' share of the wins per game (a shared win is split),
with a Wilson 95% interval; its mean score is over its seats, its mean decision time over its
moves. Games run in worker processes (``--jobs``, default: every core) and are put back in game
order, so the figures depend only on the arguments. ``--solo --bot LEVEL`` plays solo games with
Vincent instead: the win rate is how often the bot reaches the target score. ``--game`` picks
the game (default Canvas); any game of the registry plays.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import time
from dataclasses import dataclass
from typing import Any

from canvas_table import games
from canvas_table.commands.common import (
    MAX_GAMES,
    MAX_ITERATIONS,
    MAX_JOBS,
    MAX_TARGET,
    SEED_HELP,
    WHOLE_NUMBER,
    add_bounded,
    add_game_argument,
    add_option_arguments,
    check_players,
    chosen_options,
    default_jobs,
    game_seeds,
    players_help,
)
from canvas_table.engine.platform import PlayerSpec
from canvas_table.errors import SetupError, UsageError

Z95 = 1.959964


@dataclass(frozen=True, slots=True)
class GameTask:
    """One game to play: its seed, the bot level of each seat and the options."""

    index: int
    seed: int
    levels: tuple[str, ...]
    iterations: int | None
    game: str
    options: tuple[tuple[str, Any], ...]


@dataclass(frozen=True, slots=True)
class SeatResult:
    """How one seat did in one game."""

    level: str
    score: int
    share: float  # its share of the win (1, 1/k for a k-way tie, 0)
    decisions: int
    seconds: float
    decision_ms: tuple[float, ...] = ()  # each decision's time, in order


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (successes may be fractional for split wins)."""
    if n <= 0:
        return (0.0, 1.0)
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    low = 0.0 if successes <= 0 else max(0.0, centre - half)
    high = 1.0 if successes >= n else min(1.0, centre + half)
    return (low, high)


def play_game(task: GameTask) -> list[SeatResult]:
    """Play one game between bots; every move goes through the checked ``apply``."""
    game = games.game(task.game)
    players = tuple(PlayerSpec(f"{lv}{s}", f"bot:{lv}") for s, lv in enumerate(task.levels))
    state = game.new_match(players, task.seed, dict(task.options)).state
    bots = [
        game.make_bot(lv, task.seed * 7 + s, iterations=task.iterations)  # type: ignore[call-arg]
        for s, lv in enumerate(task.levels)
    ]
    times: list[list[float]] = [[] for _bot in bots]
    while not state.is_over():
        seat = state.current_seat
        assert seat is not None
        start = time.perf_counter()
        action = bots[seat].choose(state)
        times[seat].append(1000 * (time.perf_counter() - start))
        state.apply(action)
    shares = state.returns()
    scores = [seat["score"] for seat in game.report(state)["seats"]]
    return [
        SeatResult(lv, scores[s], shares[s], len(times[s]), sum(times[s]) / 1000, tuple(times[s]))
        for s, lv in enumerate(task.levels)
    ]


def run_tasks(tasks: list[GameTask], jobs: int) -> list[list[SeatResult]]:
    """Play every task, in ``jobs`` worker processes when more than one; results in task order."""
    if jobs <= 1 or len(tasks) <= 1:
        return [play_game(task) for task in tasks]
    context = multiprocessing.get_context("spawn")  # safe even from a program with threads
    with context.Pool(min(jobs, len(tasks))) as pool:
        return pool.map(play_game, tasks, chunksize=1)


def summarise(results: list[list[SeatResult]]) -> dict[str, Any]:
    """The JSON report: per bot, win rate with its 95% interval, mean score, mean decision ms."""
    bots: dict[str, dict[str, Any]] = {}
    for game in results:
        seen: dict[str, float] = {}
        for seat in game:
            entry = bots.setdefault(
                seat.level, {"games": 0, "wins": 0.0, "scores": [], "decisions": 0, "seconds": 0.0}
            )
            seen[seat.level] = seen.get(seat.level, 0.0) + seat.share
            entry["scores"].append(seat.score)
            entry["decisions"] += seat.decisions
            entry["seconds"] += seat.seconds
        for level, share in seen.items():
            bots[level]["games"] += 1
            bots[level]["wins"] += share
    report: dict[str, Any] = {}
    for level, entry in bots.items():
        n = entry["games"]
        low, high = wilson(entry["wins"], n)
        decisions = max(1, entry["decisions"])
        report[level] = {
            "win_rate": round(entry["wins"] / n, 4),
            "ci95": [round(low, 4), round(high, 4)],
            "mean_score": round(sum(entry["scores"]) / len(entry["scores"]), 2),
            "mean_decision_ms": round(1000 * entry["seconds"] / decisions, 2),
        }
    return {"games": len(results), "bots": report}


def register(subparsers: Any) -> None:
    """Add ``tournament`` to the ``canvas-table`` parser."""
    tour = subparsers.add_parser("tournament", help="bots against bots: win rates and speed")
    add_game_argument(tour)
    tour.add_argument("--bots", default="hard,normal", help="bot levels, comma separated")
    tour.add_argument("--players", type=WHOLE_NUMBER, default=2, help=players_help(2))
    add_bounded(tour, "--games", 1, MAX_GAMES, default=200)
    tour.add_argument("--seed", type=WHOLE_NUMBER, default=1, help=SEED_HELP)
    add_bounded(tour, "--iterations", 1, MAX_ITERATIONS, help="search budget of hard and master bots")
    add_bounded(tour, "--jobs", 1, MAX_JOBS, default=default_jobs(), help="worker processes")
    tour.add_argument("--solo", action="store_true", help="solo games with Vincent")
    tour.add_argument("--bot", help="the solo bot's level (with --solo)")
    add_bounded(tour, "--target", 1, MAX_TARGET, help="Canvas: solo target score, else the scenario's")
    add_option_arguments(tour)
    tour.add_argument("--json", action="store_true", help="as JSON")
    tour.set_defaults(func=cmd_tournament)


def build_tasks(args: argparse.Namespace) -> list[GameTask]:
    """The games the arguments ask for; raises UsageError on a bad argument."""
    game = games.game(args.game)
    if args.solo:
        if not args.bot:
            raise UsageError("--solo needs --bot LEVEL")
        levels, seats = [args.bot], 1
    else:
        if args.bot or args.target is not None:
            raise UsageError("--bot and --target go with --solo (use --bots for a tournament)")
        levels = [lv.strip() for lv in args.bots.split(",") if lv.strip()]
        seats = args.players
        check_players(game, seats, low=2)
        if not 1 <= len(levels) <= seats:
            raise UsageError(f"--bots: 1 to {seats} levels for {seats} players, got {len(levels)}")
        if len(set(levels)) != len(levels):
            raise UsageError(f"--bots: a level is listed twice in {args.bots!r}")
    options = chosen_options(args, game)
    try:
        for level in levels:
            game.make_bot(level, 0, iterations=1)  # type: ignore[call-arg]
        game.new_match(tuple(PlayerSpec(f"p{s}") for s in range(seats)), 0, options)
    except (ValueError, SetupError) as err:
        raise UsageError(str(err)) from None
    tasks = []
    for g, seed in enumerate(game_seeds(args.seed, args.games)):
        seat_levels = tuple(levels[(s + g) % len(levels)] for s in range(seats))
        tasks.append(GameTask(g, seed, seat_levels, args.iterations, game.id,
                              tuple(sorted(options.items()))))
    return tasks


def cmd_tournament(args: argparse.Namespace) -> int:
    """Play the tournament and print its report."""
    tasks = build_tasks(args)
    start = time.perf_counter()
    report = summarise(run_tasks(tasks, args.jobs))
    report["seconds"] = round(time.perf_counter() - start, 1)
    report["game"] = args.game
    if args.solo:
        game = games.game(args.game)
        state = game.new_match((PlayerSpec("p0"),), tasks[0].seed, dict(tasks[0].options)).state
        report["solo"] = {"scenario": args.scenario, "target": game.report(state).get("target")}
    lines = [
        f"{level}: wins {r['win_rate']:.1%} (95% CI {r['ci95'][0]:.1%}-{r['ci95'][1]:.1%}), "
        f"mean score {r['mean_score']}, {r['mean_decision_ms']} ms a decision"
        for level, r in report["bots"].items()
    ]
    lines.append(f"{report['games']} games in {report['seconds']} s")
    print(json.dumps(report) if args.json else "\n".join(lines))
    return 0
