"""``canvas-table ladder``: is each bot level clearly stronger than the one below it?

Each adjacent pair of the game's levels (random, then the game's own levels weakest first) plays
``--games`` two-player games with rotating seats, exactly as ``tournament`` plays them. The report
gives each pair's win rate of the stronger level with its Wilson 95% interval, and each level's
median decision time over every decision it made in the ladder. Exact shape (other tools read
it)::

    {"game": ID, "pairs": [{"stronger", "weaker", "win_rate", "ci95", "games"}],
     "decision_ms": {level: median}}

``--save`` also puts the figures into the game's stored ladder
(:mod:`canvas_table.engine.ladder_data`), each pair with this command and today's date; played
with options that change the game's ladder (Layers' ``--option rounds=7``), into that variant's.
``--table`` prints the stored ladder of the options given.
"""

from __future__ import annotations

import argparse
import itertools
import json
import statistics
from datetime import UTC, datetime
from typing import Any

from canvas_table import games
from canvas_table.commands.common import (
    MAX_GAMES,
    MAX_JOBS,
    SEED_HELP,
    WHOLE_NUMBER,
    add_bounded,
    add_game_argument,
    add_option_arguments,
    chosen_options,
    default_jobs,
    game_seeds,
    writable_file,
)
from canvas_table.commands.tournament import GameTask, SeatResult, run_tasks, wilson
from canvas_table.engine.ladder_data import (
    Ladder,
    ladder_path,
    load_ladder,
    markdown_table,
    save_ladder,
    variant,
)
from canvas_table.errors import UsageError


def ladder_levels(game_id: str) -> list[str]:
    """The rungs of ``game_id``'s ladder, weakest first: random, then the game's own levels."""
    return ["random", *games.game(game_id).levels]


def pair_tasks(game_id: str, stronger: str, weaker: str, count: int, seed: int,
               options: dict[str, Any]) -> list[GameTask]:
    """``count`` two-player games of ``stronger`` against ``weaker``, seats swapped every game."""
    pair = (stronger, weaker)
    return [GameTask(g, game_seed, (pair[g % 2], pair[1 - g % 2]), None, game_id,
                     tuple(sorted(options.items())))
            for g, game_seed in enumerate(game_seeds(seed, count))]


def pair_figures(stronger: str, weaker: str, results: list[list[SeatResult]]) -> dict[str, Any]:
    """The stronger level's share of the wins over ``results`` (a shared win is split)."""
    wins = sum(seat.share for game in results for seat in game if seat.level == stronger)
    low, high = wilson(wins, len(results))
    return {"stronger": stronger, "weaker": weaker, "win_rate": round(wins / len(results), 4),
            "ci95": [round(low, 4), round(high, 4)], "games": len(results)}


def run_ladder(game_id: str, count: int, seed: int, jobs: int, options: dict[str, Any],
               levels: list[str] | None = None) -> dict[str, Any]:
    """Play every adjacent pair of ``levels`` (default: the game's whole ladder); the report."""
    rungs = levels or ladder_levels(game_id)
    pairs: list[dict[str, Any]] = []
    times: dict[str, list[float]] = {level: [] for level in rungs}
    for weaker, stronger in itertools.pairwise(rungs):
        results = run_tasks(pair_tasks(game_id, stronger, weaker, count, seed, options), jobs)
        pairs.append(pair_figures(stronger, weaker, results))
        for game in results:
            for seat in game:
                times[seat.level].extend(seat.decision_ms)
    medians = {level: round(statistics.median(ms), 2) for level, ms in times.items() if ms}
    return {"game": game_id, "pairs": pairs, "decision_ms": medians}


def register(subparsers: Any) -> None:
    """Add ``ladder`` to the ``canvas-table`` parser."""
    ladder = subparsers.add_parser("ladder", help="each bot level against the one below it")
    add_game_argument(ladder)
    add_bounded(ladder, "--games", 1, MAX_GAMES, default=200, help="games per pair of levels")
    ladder.add_argument("--seed", type=WHOLE_NUMBER, default=1, help=SEED_HELP)
    ladder.add_argument("--levels", help="the rungs to play, weakest first, comma separated "
                        "(default: random and every level of the game)")
    add_bounded(ladder, "--jobs", 1, MAX_JOBS, default=default_jobs(), help="worker processes")
    add_option_arguments(ladder)
    ladder.add_argument("--json", action="store_true", help="as JSON")
    ladder.add_argument("--table", action="store_true",
                        help="print the stored ladder as a Markdown table and play nothing")
    ladder.add_argument("--save", action="store_true",
                        help="store the figures with the game's data (its ladder.json)")
    ladder.set_defaults(func=cmd_ladder)


def chosen_levels(args: argparse.Namespace) -> list[str]:
    """The ``--levels`` asked for, checked against the game; UsageError names a bad one."""
    known = ladder_levels(args.game)
    if not args.levels:
        return known
    levels = [level.strip() for level in args.levels.split(",") if level.strip()]
    unknown = [level for level in levels if level not in known]
    if unknown:
        raise UsageError(f"--levels: unknown level {unknown[0]!r} (levels: {', '.join(known)})")
    if len(levels) < 2 or len(set(levels)) != len(levels):
        raise UsageError(f"--levels: at least two different levels, got {args.levels!r}")
    return levels


def cmd_ladder(args: argparse.Namespace) -> int:
    """Play the ladder and print its report."""
    game = games.game(args.game)
    options = chosen_options(args, game)  # a ladder option's value names a file: checked there
    kept = variant(game, options)
    if args.table:
        stored = load_ladder(game.id, variant_name=kept)
        if stored is None:
            which = f"{game.id} ({kept})" if kept else game.id
            raise UsageError(f"--table: no stored ladder for {which} (measure one with --save)")
        print(markdown_table(stored, {level: level.title() for level in ladder_levels(game.id)}))
        return 0
    levels = chosen_levels(args)
    if args.save:  # before the games, not after them: an installed program's data may be read-only
        writable_file(str(ladder_path(game.id, kept)), "--save")
    report = run_ladder(game.id, args.games, args.seed, args.jobs, options, levels)
    if args.save:
        stored = load_ladder(game.id, variant_name=kept) or Ladder(game.id, (), {})
        command = (f"canvas-table ladder --game {game.id} --games {args.games} --seed {args.seed}"
                   f" --levels {','.join(levels)} --jobs {args.jobs}"
                   + "".join(f" --option {key}={value}" for key, value in sorted(options.items())))
        today = datetime.now(UTC).strftime("%Y-%m-%d")
        try:
            save_ladder(stored.merged(report, command, today), variant_name=kept)
        except OSError as err:
            raise UsageError(f"--save {ladder_path(game.id, kept)}: cannot be written: "
                             f"{err.strerror or err}") from None
    if args.json:
        print(json.dumps(report))
        return 0
    for pair in report["pairs"]:
        low, high = pair["ci95"]
        print(f"{pair['stronger']} over {pair['weaker']}: {pair['win_rate']:.1%} "
              f"(95% CI {low:.1%}-{high:.1%}, {pair['games']} games)")
    print("median decision: " + ", ".join(f"{lv} {ms} ms" for lv, ms in report["decision_ms"].items()))
    return 0
