"""What every game's controller shares: its signals, who plays which seat, and taking back moves.

A game's controller subclasses :class:`TurnController` and adds its gestures; legality stays with
the rules. Taking back replays the game's record without the person's last move (and the bots'
moves after it), so an undo is exactly the game as it was.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal

from canvas_table.i18n import _

Autosave = Callable[[dict[str, Any]], None]
Replay = Callable[[dict[str, Any]], Any]


class TurnController(QObject):
    """A game's controller: the match being played, its seats, the signals the window connects."""

    changed = Signal()  # the state or what a person is doing changed: redraw
    message = Signal(str)  # a one-line explanation (a refusal, a hint, a forced move)
    logged = Signal(str)  # one line of the game log
    bot_turn = Signal(int)  # the seat to act is a bot: think and call apply_bot_action
    game_over = Signal()

    def __init__(self, game: Any, autosave: Autosave | None, replay: Replay) -> None:
        super().__init__()
        self.game = game
        self.autosave = autosave
        self._replay = replay
        self.viewer = self._first_human()

    @property
    def state(self) -> Any:
        """The live state (read only for callers)."""
        return self.game.state

    def is_human(self, seat: int) -> bool:
        """True when a person plays ``seat``."""
        return self.game.players[seat].kind == "human"

    @property
    def human_seats(self) -> list[int]:
        """Seats played by people."""
        return [s for s in range(len(self.game.players)) if self.is_human(s)]

    def _first_human(self) -> int:
        humans = self.human_seats
        return humans[0] if humans else 0

    @property
    def human_to_act(self) -> bool:
        """True when a person must act now."""
        seat = self.state.current_seat
        return seat is not None and not self.state.is_over() and self.is_human(seat)

    def save(self) -> None:
        """Autosave the game's record (after every committed action)."""
        if self.autosave is not None:
            self.autosave(self.game.to_record())

    def take_back_reason(self) -> str | None:
        """None when the one person at the table has a move to take back, else why not."""
        if len(self.human_seats) != 1:
            return _("moves can only be taken back in a game with one person")
        if not any(seat == self.human_seats[0] for seat, _action in self.game.actions):
            return _("nothing to undo")
        return None

    def take_back(self) -> None:
        """Replay the record without the person's last move and every move after it; autosave."""
        human = self.human_seats[0]
        last = max(k for k, (seat, _action) in enumerate(self.game.actions) if seat == human)
        record = self.game.to_record()
        record["actions"] = record["actions"][:last]
        self.game = self._replay(record)
        self.logged.emit(_("Undo: your last move is taken back."))
        self.save()
