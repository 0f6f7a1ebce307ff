"""The ``canvas-table`` subcommands: each module registers its own with ``register(subparsers)``.

They reach the games only through the registry (:mod:`canvas_table.games`), and report bad
arguments as :class:`canvas_table.errors.UsageError` (one line, exit code 2).
"""
