"""The game's own subcommand, ``canvas-table tangram figures|check``: its arguments only.

:mod:`canvas_table.cli` reaches it through the registry (``GAME.register_commands``); building the
parser imports nothing heavy, the handlers import :mod:`canvas_table.tangram.commands` when run.
"""

from __future__ import annotations

import argparse
import json
from typing import Any


def register(subparsers: Any) -> None:
    """Add ``tangram figures`` and ``tangram check`` to the ``canvas-table`` parser."""
    tangram = subparsers.add_parser("tangram", help="Tangram Champions: the figures and the puzzle's check")
    inner = tangram.add_subparsers(dest="tangram_command", metavar="WHAT", required=True,
                                   parser_class=type(tangram))
    listing = inner.add_parser("figures", help="the pieces and the 35 figures")
    listing.add_argument("--json", action="store_true", help="as JSON")
    listing.set_defaults(func=cmd_figures)
    check = inner.add_parser("check", help="check seven placed pieces against a figure")
    check.add_argument("figure", help="the figure's id, e.g. red-3")
    check.add_argument("--placement", required=True, metavar="FILE",
                       help="a JSON list of seven placements {piece, x, y, rotation, flipped}")
    check.add_argument("--json", action="store_true", help="as JSON")
    check.set_defaults(func=cmd_check)


def cmd_figures(args: argparse.Namespace) -> int:
    """Print the pieces and the figures."""
    from canvas_table.tangram.commands import figures_data, figures_text

    print(json.dumps(figures_data()) if args.json else figures_text(), flush=True)
    return 0


def cmd_check(args: argparse.Namespace) -> int:
    """Print the check of a placement file against a figure."""
    from canvas_table.tangram.commands import check_figure

    result = check_figure(args.figure, args.placement)
    text = f"{'solved' if result['solved'] else 'not solved'}: difference {result['difference']:.2%} " \
           f"of the area, overlap {result['overlap']:.2%}"
    print(json.dumps(result) if args.json else text, flush=True)
    return 0
