"""Fresh seeds for new games."""

from __future__ import annotations

import os


def new_seed() -> int:
    """A fresh seed of at most 9 digits (short enough to read out), from the system's entropy."""
    return int.from_bytes(os.urandom(8), "big") % 1_000_000_000
