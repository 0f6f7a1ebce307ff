"""Network play's subcommands: ``serve`` (a table server), ``host`` (open a table on one),
``join`` (play a seat of one with a bot to the end) and ``export`` (a served table's record)."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import signal
from pathlib import Path
from typing import Any

from canvas_table import games
from canvas_table.commands.common import (
    WHOLE_NUMBER,
    add_bounded,
    add_option_arguments,
    check_players,
    chosen_options,
    emit,
    players_help,
    writable_folder,
)
from canvas_table.errors import UsageError


def register(subparsers: Any) -> None:
    """Add ``serve``, ``host``, ``join`` and ``export`` to the ``canvas-table`` parser."""
    serve = subparsers.add_parser("serve", help="run a table server for network play")
    serve.add_argument("--host", default="127.0.0.1", help="the address to listen on (default 127.0.0.1)")
    add_bounded(serve, "--port", 0, 65535, default=8765, help="the port (0: any free one)")
    serve.add_argument("--data", metavar="DIR", help="keep every table here; a restart restores them")
    serve.add_argument("--announce", action="store_true", help="announce the tables on the local network")
    serve.add_argument("--prefix", default="", help="start every table code with these 1 or 2 characters "
                                                    "(a proxy routes codes to their process by it)")
    serve.set_defaults(func=cmd_serve)

    host = subparsers.add_parser("host", help="open a table on a server, every seat for remote players")
    host.add_argument("url", help="the server, ws://HOST:PORT")
    host.add_argument("--game", required=True, help=f"the game: {', '.join(games.GAME_IDS)}")
    host.add_argument("--players", type=WHOLE_NUMBER, required=True, help=players_help())
    add_option_arguments(host)
    host.add_argument("--json", action="store_true", help="as JSON")
    host.set_defaults(func=cmd_host)

    join = subparsers.add_parser("join", help="take a seat at a table and play it with a bot to the end")
    join.add_argument("url", help="the server, ws://HOST:PORT")
    join.add_argument("--table", required=True, help="the table's code")
    join.add_argument("--name", required=True, help="the seat's name")
    join.add_argument("--bot", default="random", help="random, or one of the game's levels (easy...)")
    add_bounded(join, "--patience", 0.0, 3600.0, default=60.0, kind=float,
                help="seconds to keep reconnecting to a server that went away")
    add_bounded(join, "--pace", 0.0, 60.0, default=0.0, kind=float, metavar="SECONDS",
                help="pause before each move")
    join.add_argument("--json", action="store_true", help="the final state as JSON")
    join.set_defaults(func=cmd_join)

    export = subparsers.add_parser("export", help="write the record of a table a server keeps "
                                                  "(what replay reads)")
    export.add_argument("--data", metavar="DIR", required=True, help="the server's data folder")
    export.add_argument("--table", required=True, help="the table's code")
    export.add_argument("file", help="the record file to write")
    export.set_defaults(func=cmd_export)


def cmd_serve(args: argparse.Namespace) -> int:
    """Serve until interrupted; the first line on stdout is ``serving ws://HOST:PORT``."""
    data = writable_folder(args.data, "--data") if args.data else None
    try:
        asyncio.run(_serve(args.host, args.port, data, args.announce, args.prefix.upper()))
    except OSError as err:
        raise UsageError(f"cannot serve on {args.host}:{args.port}: {err.strerror or err}") from None
    except KeyboardInterrupt:
        pass
    return 0


async def _serve(host: str, port: int, data: Path | None, announce: bool, prefix: str) -> None:
    from canvas_table.net.server import TableServer

    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError):
            loop.add_signal_handler(sig, stop.set)
    announcer = None
    if announce:
        from canvas_table.net.discovery import Announcer

        announcer = Announcer(host)
    try:
        server = TableServer(data, announcer=announcer, prefix=prefix)
    except ValueError as err:
        raise UsageError(f"--prefix: {err}") from None
    async with server.serving(host, port) as url:
        print(f"serving {url}", flush=True)
        await stop.wait()


def cmd_host(args: argparse.Namespace) -> int:
    """Create a table whose seats are all for remote players; print its code."""
    from canvas_table.net.client import ServerError, TableClient

    game = games.game(args.game)
    check_players(game, args.players)
    options = chosen_options(args, game)

    async def create() -> dict[str, Any]:
        client = TableClient(args.url)
        await client.connect()
        try:
            return await client.create(game.id, args.players, options)
        finally:
            await client.close()

    try:
        created = asyncio.run(create())
    except (ConnectionError, ServerError) as err:
        raise UsageError(str(err)) from None
    emit({"table": created["table"]}, args.json, created["table"])
    return 0


def cmd_join(args: argparse.Namespace) -> int:
    """Play a free seat of the table with a bot until the game ends; print the final state."""
    from canvas_table.net.player import play_seat

    try:
        game_id, report = asyncio.run(play_seat(args.url, args.table, args.name, args.bot,
                                                patience=args.patience, delay=args.pace))
    except ConnectionError as err:
        raise UsageError(str(err)) from None
    text = json.dumps(report) if args.json else games.game(game_id).commands.replay_text(report)  # type: ignore[attr-defined]
    print(text, flush=True)
    return 0


def cmd_export(args: argparse.Namespace) -> int:
    """Write the plain record of a table of a server's data folder (its journal replayed)."""
    from canvas_table.engine.files import FileProblem
    from canvas_table.errors import DataError, RecordError
    from canvas_table.net.store import export

    try:
        export(Path(args.data), args.table, Path(args.file))
    except (RecordError, DataError, FileProblem) as err:
        raise UsageError(str(err)) from None
    except OSError as err:
        raise UsageError(f"cannot write {args.file}: {err.strerror or err}") from None
    return 0
