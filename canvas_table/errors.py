"""The program's error types, in one module that every layer may import (it imports nothing).

Each carries a one-line message saying what is wrong; the command line prints it and exits 2,
the window shows it. Nothing here knows a game or Qt.
"""

from __future__ import annotations


class UsageError(Exception):
    """A bad argument or input: reported in one line, exit code 2."""


class SetupError(ValueError):
    """Options that cannot make a game; the message names the option."""


class RecordError(ValueError):
    """A record that cannot be read or replayed; the message says where and why in one line."""


class IllegalAction(ValueError):
    """An action that the rules forbid in this state; the message says why in one line."""


class DataError(ValueError):
    """A card data file that breaks its rules; the message names the file, the card and the field."""
