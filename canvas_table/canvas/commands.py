"""Canvas subcommands of ``canvas-table``: cards, score, replay, simulate and bench."""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

from canvas_table.canvas.cards import default_card_set
from canvas_table.canvas.painting import Painter
from canvas_table.canvas.record import replay
from canvas_table.canvas.report import final_report
from canvas_table.canvas.setup import GameConfig, PlayerSpec, SetupError, resolve
from canvas_table.canvas.state import CanvasState
from canvas_table.cli import UsageError
from canvas_table.engine.records import RecordError, read_record


def register(subparsers: Any) -> None:
    """Add the Canvas subcommands to the ``canvas-table`` parser."""
    cards = subparsers.add_parser("cards", help="list the card set")
    cards.add_argument("--json", action="store_true", help="as JSON")
    cards.set_defaults(func=cmd_cards)

    score = subparsers.add_parser("score", help="score a painting")
    score.add_argument("--scoring", help="scoring card names, comma separated (slot order)")
    score.add_argument("--layers", help="three art card ids, bottom to top, comma separated")
    score.add_argument("--stdin", action="store_true", help="read one JSON object a line")
    score.add_argument("--json", action="store_true", help="as JSON")
    score.set_defaults(func=cmd_score)

    rep = subparsers.add_parser("replay", help="replay a game record and show the final state")
    rep.add_argument("record", help="a game record (JSON)")
    rep.add_argument("--json", action="store_true", help="as JSON")
    rep.set_defaults(func=cmd_replay)

    sim = subparsers.add_parser("simulate", help="play headless games between bots")
    sim.add_argument("--players", type=int, default=2)
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--bots", default="greedy", help="bot levels per seat, comma separated")
    sim.add_argument("--vincent", action="store_true", help="Vincent plays (1 to 3 players)")
    sim.add_argument("--scenario", help="a scenario name (default: random scoring cards)")
    sim.add_argument("--json", action="store_true", help="as JSON")
    sim.set_defaults(func=cmd_simulate)

    bench = subparsers.add_parser("bench", help="measure the engine's speed (medians)")
    bench.add_argument("--json", action="store_true", help="as JSON")
    bench.add_argument("--repeat", type=int, default=7, help="timing runs per figure")
    bench.add_argument("--gui", action="store_true", help="measure the table instead")
    bench.set_defaults(func=cmd_bench)


def _emit(data: Any, as_json: bool, text: str) -> None:
    print(json.dumps(data) if as_json else text)


def cmd_cards(args: argparse.Namespace) -> int:
    """Print the whole card set."""
    cards = default_card_set()
    data = {
        "art_cards": [
            {"id": c.id, "title": c.title, "side": c.side, "swatches": [list(s) for s in c.swatches]}
            for c in cards.art.values()
        ],
        "backgrounds": [
            {"id": b.id, "name": b.name, "colours": list(b.colours)}
            for b in cards.backgrounds.values()
        ],
        "scoring_cards": [
            {"name": s.name, "text": s.text, "points": list(s.points)}
            for s in cards.scoring.values()
        ],
        "scenarios": [
            {"name": s.name, "scoring": list(s.scoring), "random": s.random, "target": s.target}
            for s in cards.scenarios.values()
        ],
    }
    lines = [f"{c.id:>2} {c.title:<12} {c.swatches}" for c in cards.art.values()]
    _emit(data, args.json, "\n".join(lines))
    return 0


def _score_one(scoring: list[Any], layers: list[Any]) -> dict[str, Any]:
    cards = default_card_set()
    if not isinstance(scoring, list) or not all(name in cards.scoring for name in scoring):
        raise UsageError(f"scoring: expected names from {', '.join(cards.scoring)}, got {scoring}")
    if len(scoring) > 4 or len(set(scoring)) != len(scoring):
        raise UsageError("scoring: up to 4 different scoring cards")
    if not isinstance(layers, list) or len(layers) != 3 or len(set(map(str, layers))) != 3:
        raise UsageError(f"layers: three different art card ids, got {layers}")
    if not all(isinstance(c, int) and c in cards.art for c in layers):
        raise UsageError(f"layers: unknown art card id in {layers} (ids are 1..60)")
    painter = Painter(scoring)
    verdict = painter.score(layers)
    return {
        "swatches": [list(s) for s in painter.visible(layers)],
        "ribbons": dict(zip(scoring, verdict.ribbons, strict=True)),
        "grey": verdict.grey,
        "title": painter.title(layers),
    }


def _split_ints(text: str, what: str) -> list[int]:
    try:
        return [int(part) for part in text.split(",")]
    except ValueError:
        raise UsageError(f"{what}: expected whole numbers separated by commas, got {text!r}") from None


def cmd_score(args: argparse.Namespace) -> int:
    """Score paintings given on the command line or one JSON object a line on stdin."""
    if args.stdin:
        for number, line in enumerate(sys.stdin, 1):
            if not line.strip():
                continue
            try:
                request = json.loads(line)
                result = _score_one(request["scoring"], request["layers"])
            except (json.JSONDecodeError, KeyError, TypeError) as err:
                raise UsageError(f"stdin line {number}: expected {{scoring, layers}}: {err}") from None
            except UsageError as err:
                raise UsageError(f"stdin line {number}: {err}") from None
            print(json.dumps(result), flush=True)
        return 0
    if not args.scoring or not args.layers:
        raise UsageError("score needs --scoring and --layers, or --stdin")
    result = _score_one(args.scoring.split(","), _split_ints(args.layers, "--layers"))
    text = f"{result['title']}: {result['swatches']} ribbons {result['ribbons']} grey {result['grey']}"
    _emit(result, args.json, text)
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    """Replay a record and print the final state."""
    try:
        game = replay(read_record(args.record), args.record)
    except RecordError as err:
        raise UsageError(str(err)) from None
    report = final_report(game.state)
    lines = [
        f"{s['name']}: {s['score']} points, {s['inspiration']} inspiration"
        for s in report["seats"]
    ]
    winners = ", ".join(report["seats"][w]["name"] for w in report["winners"]) or "nobody"
    lines.append(f"{'over' if report['over'] else 'in progress'}; winners: {winners}")
    _emit(report, args.json, "\n".join(lines))
    return 0


def cmd_simulate(args: argparse.Namespace) -> int:
    """Play bot games headless and report mean scores, win rates and speed."""
    from canvas_table.canvas.bots import make_bot

    if not 1 <= args.players <= 5:
        raise UsageError(f"--players: 1 to 5, got {args.players}")
    if args.games < 1:
        raise UsageError(f"--games: at least 1, got {args.games}")
    levels = args.bots.split(",")
    if len(levels) == 1:
        levels *= args.players
    if len(levels) != args.players:
        raise UsageError(f"--bots: {len(levels)} levels for {args.players} players")
    players = tuple(PlayerSpec(f"{lv}{i}", f"bot:{lv}") for i, lv in enumerate(levels))
    try:
        for level in levels:
            make_bot(level, 0)
        resolve(GameConfig(players, 0, scenario=args.scenario, vincent=args.vincent or None))
    except (ValueError, SetupError) as err:
        raise UsageError(str(err)) from None
    totals, wins = [0.0] * args.players, [0.0] * args.players
    start = time.perf_counter()
    for game in range(args.games):
        seed = args.seed * 1_000_003 + game
        config = GameConfig(players, seed, scenario=args.scenario, vincent=args.vincent or None)
        state = CanvasState(resolve(config))
        bots = [make_bot(level, seed * 7 + s) for s, level in enumerate(levels)]
        while not state.is_over():
            state.apply(bots[state.current_seat].choose(state))  # type: ignore[index]
        for seat, share in enumerate(state.returns()):
            totals[seat] += state.score(seat)
            wins[seat] += share
    elapsed = time.perf_counter() - start
    data = {
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
    _emit(data, args.json, "\n".join(lines))
    return 0


def cmd_bench(args: argparse.Namespace) -> int:
    """Print the engine's (or with --gui, the table's) speed figures, medians."""
    if args.repeat < 1:
        raise UsageError(f"--repeat: at least 1, got {args.repeat}")
    if args.gui:
        from canvas_table.app.bench import gui_figures

        figures = gui_figures(args.repeat)
    else:
        from canvas_table.canvas.bench import engine_figures

        figures = engine_figures(args.repeat)
    _emit(figures, args.json, "\n".join(f"{key}: {value}" for key, value in figures.items()))
    return 0

