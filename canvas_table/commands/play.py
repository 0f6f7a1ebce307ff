"""Subcommands about games: games, cards, score, replay, simulate and bench."""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

from canvas_table import games
from canvas_table.commands.common import (
    MAX_GAMES,
    MAX_REPEAT,
    SEED_HELP,
    WHOLE_NUMBER,
    add_bounded,
    add_game_argument,
    add_option_arguments,
    bot_seats,
    check_players,
    chosen_game,
    chosen_options,
    emit,
    game_seeds,
    one_line_errors,
    players_help,
    split_ints,
    writable_folder,
)
from canvas_table.engine.files import KB, FileProblem, parse_json
from canvas_table.engine.records import read_record, write_record
from canvas_table.errors import RecordError, SetupError, UsageError

STDIN_LINE_LIMIT = 64 * KB  # one painting to score is a few dozen bytes


def register(subparsers: Any) -> None:
    """Add the game subcommands to the ``canvas-table`` parser."""
    listing = subparsers.add_parser("games", help="list the games")
    listing.add_argument("--json", action="store_true", help="as JSON")
    listing.set_defaults(func=cmd_games)

    cards = subparsers.add_parser("cards", help="list a game's card set")
    add_game_argument(cards)
    cards.add_argument("--json", action="store_true", help="as JSON")
    cards.add_argument("--remix", action="store_true", help="Picktura: the remix set too")
    cards.set_defaults(func=cmd_cards)

    score = subparsers.add_parser("score", help="score a painting")
    add_game_argument(score)
    score.add_argument("--scoring", help="Canvas: scoring card names, comma separated (slot order)")
    score.add_argument("--layers", help="card ids, bottom to top, comma separated")
    score.add_argument("--stdin", action="store_true", help="read one JSON object a line")
    score.add_argument("--json", action="store_true", help="as JSON")
    score.set_defaults(func=cmd_score)

    rep = subparsers.add_parser("replay", help="replay a game record and show the final state")
    rep.add_argument("record", help="a game record (JSON)")
    rep.add_argument("--game", help="the game the record must be of (default: the record's)")
    rep.add_argument("--json", action="store_true", help="as JSON")
    rep.set_defaults(func=cmd_replay)

    sim = subparsers.add_parser("simulate", help="play headless games between bots")
    add_game_argument(sim)
    sim.add_argument("--players", type=WHOLE_NUMBER, default=2, help=players_help(2))
    add_bounded(sim, "--games", 1, MAX_GAMES, default=100)
    sim.add_argument("--seed", type=WHOLE_NUMBER, default=1, help=SEED_HELP)
    sim.add_argument("--bots", default="greedy", help="bot levels per seat, comma separated")
    sim.add_argument("--records", metavar="DIR", help="write each game's record into DIR")
    add_option_arguments(sim)
    sim.add_argument("--json", action="store_true", help="as JSON")
    sim.set_defaults(func=cmd_simulate)

    bench = subparsers.add_parser("bench", help="measure a game's engine speed (medians)")
    add_game_argument(bench)
    bench.add_argument("--json", action="store_true", help="as JSON")
    add_bounded(bench, "--repeat", 1, MAX_REPEAT, default=7, help="timing runs per figure")
    bench.add_argument("--gui", action="store_true", help="measure the table instead")
    bench.set_defaults(func=cmd_bench)


def cmd_games(args: argparse.Namespace) -> int:
    """Print every game: id, name and player range."""
    data = [{"id": g.id, "name": g.name, "players": list(g.players)} for g in games.all_games()]
    text = "\n".join(f"{g['id']:<10} {g['name']:<20} {g['players'][0]}-{g['players'][1]} players"
                     for g in data)
    emit(data, args.json, text)
    return 0


@one_line_errors
def cmd_cards(args: argparse.Namespace) -> int:
    """Print the game's whole card set."""
    game = chosen_game(args)
    commands = game.commands  # type: ignore[attr-defined]
    if args.remix and not any(option.key == "remix" for option in game.options):
        raise UsageError(f"--remix: {game.name} has no remix set")
    extra = {"remix": True} if args.remix else {}
    emit(commands.cards_data(**extra), args.json, commands.cards_text(**extra))
    return 0


def _request_from_arguments(args: argparse.Namespace) -> dict[str, Any]:
    request: dict[str, Any] = {}
    if args.scoring:
        request["scoring"] = args.scoring.split(",")
    if args.layers:
        request["layers"] = split_ints(args.layers, "--layers")
    return request


def _stdin_lines() -> Any:
    """(number, text) of each line on stdin, read a bounded line at a time as strict UTF-8:
    UsageError naming the line for one longer than 64 KB or not UTF-8 (stdin may be /dev/zero)."""
    binary = getattr(sys.stdin, "buffer", None)
    number = 0
    while True:
        line = binary.readline(STDIN_LINE_LIMIT + 1) if binary is not None \
            else sys.stdin.readline(STDIN_LINE_LIMIT + 1)
        if not line:
            return
        number += 1
        if len(line) > STDIN_LINE_LIMIT:
            raise UsageError(f"stdin line {number}: longer than the {STDIN_LINE_LIMIT // KB} KB "
                             "a line may be")
        if isinstance(line, bytes):
            try:
                line = line.decode("utf-8")
            except UnicodeDecodeError as err:
                raise UsageError(f"stdin line {number}: not UTF-8 text (byte {err.start})") from None
        yield number, line


@one_line_errors
def cmd_score(args: argparse.Namespace) -> int:
    """Score paintings given on the command line or one JSON object a line on stdin."""
    commands = chosen_game(args).commands  # type: ignore[attr-defined]
    if args.stdin:
        for number, line in _stdin_lines():
            if not line.strip():
                continue
            where = f"stdin line {number}"
            try:
                request = parse_json(line.rstrip("\r\n"), where)
            except FileProblem as err:  # one line holds one object: its own line number is 1
                raise UsageError(str(err).replace("(line 1, column ", "(column ").replace(" (line 1)", "")) \
                    from None
            try:
                result = commands.score_request(request)
            except (UsageError, ValueError, TypeError, KeyError) as err:
                raise UsageError(f"{where}: {err}") from None
            print(json.dumps(result), flush=True)
        return 0
    if not args.layers:
        raise UsageError("score needs --layers (and for Canvas --scoring), or --stdin")
    try:
        result = commands.score_request(_request_from_arguments(args))
    except TypeError as err:
        raise UsageError(str(err)) from None
    emit(result, args.json, commands.score_text(result))
    return 0


@one_line_errors
def cmd_replay(args: argparse.Namespace) -> int:
    """Replay a record (of the game it names) and print the final state.

    The file goes through the one reading path: a folder, a pipe, a device, a file over 4 MB,
    text that is not UTF-8 and JSON nested too deeply or with huge numbers all end in one line.
    """
    try:
        record = read_record(args.record, args.game)
        match = games.load_match(record, args.record)
    except RecordError as err:
        raise UsageError(str(err)) from None
    game = games.game(match.game_id)
    report = game.report(match.state)
    emit(report, args.json, game.commands.replay_text(report))  # type: ignore[attr-defined]
    return 0


def _levels(args: argparse.Namespace) -> list[str]:
    levels = [level.strip() for level in args.bots.split(",")]
    if len(levels) == 1:
        levels *= args.players
    if len(levels) != args.players:
        raise UsageError(f"--bots: {len(levels)} levels for {args.players} players")
    return levels


@one_line_errors
def cmd_simulate(args: argparse.Namespace) -> int:
    """Play bot games headless and report mean scores, win rates and speed."""
    game = chosen_game(args)
    check_players(game, args.players)
    seeds = game_seeds(args.seed, args.games)
    levels = _levels(args)
    options = chosen_options(args, game)
    players = bot_seats(levels)
    try:
        for level in levels:
            game.make_bot(level, 0)
        game.new_match(players, 0, options)
    except (ValueError, SetupError) as err:
        raise UsageError(str(err)) from None
    records = writable_folder(args.records, "--records") if args.records else None
    totals, wins = [0.0] * args.players, [0.0] * args.players
    start = time.perf_counter()
    for seed in seeds:
        match = game.new_match(players, seed, options)
        bots = [game.make_bot(level, seed * 7 + s) for s, level in enumerate(levels)]
        state = match.state
        while not state.is_over():
            match.play(bots[state.current_seat].choose(state))
        seats = game.report(state)["seats"]
        for seat, share in enumerate(state.returns()):
            totals[seat] += seats[seat]["score"]
            wins[seat] += share
        if records is not None:
            _write(records / f"{game.id}-{seed}.json", match.to_record())
    elapsed = time.perf_counter() - start
    data = {
        "game": game.id,
        "games": args.games,
        "games_per_s": round(args.games / elapsed, 1),
        "seats": [
            {"bot": lv, "mean_score": round(totals[s] / args.games, 2),
             "win_rate": round(wins[s] / args.games, 3)}
            for s, lv in enumerate(levels)
        ],
    }
    lines = [f"seat {s} {d['bot']}: mean {d['mean_score']}, wins {d['win_rate']:.1%}"
             for s, d in enumerate(data["seats"])]
    lines.append(f"{data['games_per_s']} games/s")
    emit(data, args.json, "\n".join(lines))
    return 0


def _write(path: Path, record: dict[str, Any]) -> None:
    try:
        write_record(path, record)
    except OSError as err:
        raise UsageError(f"{path}: cannot be written: {err.strerror or err}") from None


@one_line_errors
def cmd_bench(args: argparse.Namespace) -> int:
    """Print the game's engine (or with --gui, the table's) speed figures, medians."""
    game = chosen_game(args)
    if args.gui:
        from canvas_table.app.bench import gui_figures
        from canvas_table.app.bench_cold import cold_figures

        figures = gui_figures(args.repeat, game.id)
        figures.update(cold_figures(args.repeat, game.id))
    else:
        figures = game.bench.engine_figures(args.repeat)  # type: ignore[attr-defined]
    emit(figures, args.json, "\n".join(f"{key}: {value}" for key, value in figures.items()))
    return 0
