"""The match a window plays at a network table: the table's record replayed here, whose moves by
the seats played at this window go to the server as they are made.

The table's controller plays on it exactly as on a local game (drags, previews, the log); it only
sees a Match. Each move is a step of the game (``play``) and counts one version, as the server's
do, so a move sent carries the version it was played on and a ``moved`` message of another seat
is fed to the controller (as a bot's move would be) only when it is the next one here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from canvas_table import games

Send = Callable[[int, dict[str, Any], int], None]  # (seat, action JSON, the version it was played on)


class SeatMatch:
    """A Match played at a network table (every other attribute is the replayed match's own)."""

    def __init__(self, match: Any, version: int, local: frozenset[int], send: Send) -> None:
        self.inner = match
        self.version = version  # the server's version of this position: one more every step
        self.local = local
        self.send = send
        self.module = games.game(match.game_id)
        self.played: dict[int, int] = {}  # version reached -> the seat whose step reached it here

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)

    def play(self, action: Any) -> None:
        """Play ``action`` here; a move of a seat played at this window goes to the server too."""
        seat = self.inner.state.current_seat
        self.inner.play(action)
        self.version += 1
        self.played[self.version] = seat
        if seat in self.local:
            self.send(seat, self.module.action_to_json(action), self.version - 1)

    def action(self, data: dict[str, Any]) -> Any:
        """A move the server sent, as the game's action (ValueError if it is none)."""
        return self.module.action_from_json(data)

    def is_over(self) -> bool:
        """True once the game is over here."""
        return bool(self.inner.state.is_over())
