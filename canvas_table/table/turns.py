"""What every game's controller shares: its signals, who plays which seat, the log lines of the
moves played, and taking back moves honestly.

A game's controller subclasses :class:`TurnController` and adds its gestures; legality stays with
the rules. The undo is honest: it takes back the last move a person made, and the bots' moves after
it (they play again once the person has chosen anew), only when none of those moves turned up
something hidden (the game's ``revealed`` rule says what: a card from a deck, a coin flip...).
Otherwise it refuses and says what was revealed, and the game is unchanged. Taking back replays the
record without those moves, so an undo is exactly the game as it was before the person's move.

With several people at the table (hot seat) the undo takes back the most recent person's move,
whoever made it, with the bots' moves after it: nobody else has moved since, so no other person's
move is lost. A finished game takes nothing back (it has been scored).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal

from canvas_table.i18n import _
from canvas_table.table.words import result_line

Autosave = Callable[[dict[str, Any]], None]
Replay = Callable[[dict[str, Any]], Any]
Revealed = Callable[[Any, Any], str | None]  # (state, action) -> what the action turns up, or None


class TurnController(QObject):
    """A game's controller: the match being played, its seats, the signals the window connects."""

    changed = Signal()  # the state or what a person is doing changed: redraw
    message = Signal(str)  # a one-line explanation (a refusal, a hint, a forced move)
    logged = Signal(str)  # one line of the game log
    bot_turn = Signal(int)  # the seat to act is a bot: think and call apply_bot_action
    game_over = Signal()

    def __init__(self, game: Any, autosave: Autosave | None, replay: Replay, revealed: Revealed) -> None:
        super().__init__()
        self.game = game
        self.autosave = autosave
        self._replay = replay
        self._revealed = revealed
        self.remote: frozenset[int] = frozenset()  # seats played from elsewhere (a network table)
        self.viewer = self._first_human()

    @property
    def state(self) -> Any:
        """The live state (read only for callers)."""
        return self.game.state

    def is_human(self, seat: int) -> bool:
        """True when a person plays ``seat`` at this table (not from another machine)."""
        return self.game.players[seat].kind == "human" and seat not in self.remote

    def play_remote(self, seats: frozenset[int]) -> None:
        """Let ``seats`` be played from elsewhere (a network table: their moves arrive like a bot's,
        through ``bot_turn`` and :meth:`apply_bot_action`); the table shows a seat played here."""
        self.remote = seats
        self.viewer = self._first_human()

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

    def start(self) -> None:
        """Announce the first turn (a bot starts thinking if it is a bot's)."""
        self._after_move()

    def _after_move(self) -> None:
        """After every move: follow the person to act, redraw, and tell the window whose turn it
        is (a bot's: think) or that the game is over (the log's last line names the winners)."""
        state = self.state
        seat = None if state.is_over() else state.current_seat
        if seat is not None and self.is_human(seat):
            self.viewer = seat
        self.changed.emit()
        if seat is None:
            winners = state.winners()
            if winners:
                self.logged.emit(self.final_line(state, winners))
            self.game_over.emit()
        elif not self.is_human(seat):
            self.bot_turn.emit(seat)

    def turned_over(self) -> None:
        """The seat to act had turned over the card it must play before the table was read again
        (a network table; Layers' pile): show it turned over. Nothing to do in most games."""

    def final_line(self, state: Any, winners: list[int]) -> str:
        """The log's last line: who won with how many points (a game without points words its own)."""
        return result_line([state.setup.players[w].name for w in winners], state.score(winners[0]))

    def save(self) -> None:
        """Autosave the game's record (after every committed action)."""
        if self.autosave is not None:
            self.autosave(self.game.to_record())

    # -- the log ------------------------------------------------------------------------------

    def move_lines(self, game: Any, action: Any) -> list[str]:
        """Play ``action`` for the seat to act in ``game`` and return its log lines (the game's
        own words: a subclass writes them)."""
        raise NotImplementedError

    def history(self) -> list[tuple[int, str]]:
        """The log lines of every move played so far, each with the number of actions played once
        it was written (a loaded or resumed game's log is rebuilt from them)."""
        if not self.game.actions:  # a new game: nothing to replay (a replay deals it again)
            return []
        game = self._replay_first(0)
        lines: list[tuple[int, str]] = []
        for count, (_seat, action) in enumerate(self.game.actions, 1):
            lines.extend((count, line) for line in self.move_lines(game, action))
        return lines

    def _replay_first(self, count: int) -> Any:
        """A new game: this one's record replayed up to its first ``count`` actions."""
        record = self.game.to_record()
        record["actions"] = record["actions"][:count]
        record.pop("votes", None)  # a tie's vote belongs to the finished game only
        return self._replay(record)

    # -- taking back --------------------------------------------------------------------------

    def _last_person_move(self) -> int | None:
        """The index in the record of the last action a person made, None if none did."""
        humans = set(self.human_seats)
        moves = [k for k, (seat, _action) in enumerate(self.game.actions) if seat in humans]
        return moves[-1] if moves else None

    def revealed_reason(self, kind: str) -> str:
        """Why a move cannot be taken back once ``kind`` (a kind of the game's ``revealed``) was
        turned up, in the active language (a subclass words it)."""
        raise NotImplementedError

    def take_back_reason(self) -> str | None:
        """None when the last person's move can be taken back honestly, else why not."""
        if self.state.is_over():
            return _("the game is over")
        last = self._last_person_move()
        if last is None:
            return _("nothing to undo")
        game = self._replay_first(last)
        for _seat, action in self.game.actions[last:]:
            kind = self._revealed(game.state, action)
            if kind is not None:
                return self.revealed_reason(kind)
            game.play(action)
        return None

    def take_back(self) -> None:
        """Take back the last person's move and every bot's move after it (check
        :meth:`take_back_reason` first): the record replays without them; autosave."""
        last = self._last_person_move()
        assert last is not None
        seat = self.game.actions[last][0]
        self.game = self._replay_first(last)
        if len(self.human_seats) == 1:
            self.logged.emit(_("Undo: your last move is taken back."))
        else:
            self.logged.emit(_("Undo: {name}'s last move is taken back.").format(
                name=self.game.players[seat].name))
        self.save()

    def undo(self) -> str | None:
        """Take back the last person's move and the bots' after it when nothing hidden showed
        since (:meth:`take_back_reason`); None, or why not (the game is then unchanged)."""
        reason = self.take_back_reason()
        if reason is not None:
            return reason
        self.take_back()
        self._after_move()
        return None
