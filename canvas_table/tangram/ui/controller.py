"""The Tangram Champions controller: a person's roll, puzzle and choices in, the rules' actions out.

Every action goes through the rules (:class:`~canvas_table.tangram.state.TangramState`): a roll, a
puzzle's outcome (``{"seat", "tangram", "seconds"}``: the table never lets timing into the record)
and the colour card choices. After each, the controller writes the log, autosaves, tells the board
what happened (``shown``: the state before, the action, the state after) so that it can roll the
dice, move the pawns square by square and show the drawn cards, and runs the turn cycle.

A bot's action waits until the board has shown what came before (``when_idle``); a bot's puzzle is
first shown as its attempt (``show_attempt``). Both hooks are the board's; without a board (the
smoke test, the command line) actions apply at once.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Signal

from canvas_table.i18n import _
from canvas_table.table.turns import TurnController
from canvas_table.tangram import reveal
from canvas_table.tangram.actions import CLOCK_SECONDS, OUTCOMES, Action, Roll, Tangram
from canvas_table.tangram.match import TangramMatch, replay
from canvas_table.tangram.state import PUZZLE, ROLL, TangramState
from canvas_table.tangram.ui.words import move_lines, result_line, translate_reason

Done = Callable[[], None]
ShowAttempt = Callable[[int, str, str, float, Done], None]  # seat, figure id, outcome, seconds, done


class TangramController(TurnController):
    """Gestures in, actions out, one game at a time."""

    shown = Signal(object, object, object)  # (state before, action, state after): show it

    def __init__(self, game: TangramMatch, autosave: Callable[[dict[str, Any]], None] | None = None) -> None:
        super().__init__(game, autosave, replay, reveal.revealed)
        self.when_idle: Callable[[Done], None] | None = None  # the board runs ``done`` once idle
        self.show_attempt: ShowAttempt | None = None  # the board shows a bot's puzzle attempt
        self.guided = False  # the guided first turn: the person's puzzle is coached

    # -- what the person may do ---------------------------------------------------------------

    def _not_yours(self) -> str | None:
        if self.state.is_over():
            return _("the game is over")
        return None if self.human_to_act else _("it is not your turn")

    @property
    def may_roll(self) -> bool:
        """True when the person at the table rolls next."""
        return self.human_to_act and self.state.phase == ROLL

    @property
    def person_puzzle(self) -> bool:
        """True when a person's puzzle is under way."""
        return self.human_to_act and self.state.phase == PUZZLE

    def choices(self) -> list[Action]:
        """The choices the person to act may make now (empty unless a choice is theirs)."""
        if not self.human_to_act or self.state.phase in (ROLL, PUZZLE):
            return []
        return self.state.legal_actions()

    # -- playing ------------------------------------------------------------------------------

    def roll(self) -> str | None:
        """Roll the dice for the person to act; None, or why not."""
        return self.play(Roll())

    def solve(self, outcome: str, seconds: float) -> str | None:
        """The person's puzzle ended with ``outcome`` after ``seconds`` of game time."""
        if outcome not in OUTCOMES:
            return _("not a puzzle outcome: {outcome}").format(outcome=outcome)
        seconds = min(float(CLOCK_SECONDS), max(0.1, round(seconds, 1)))
        return self.play(Tangram(outcome, seconds))

    def play(self, action: Action) -> str | None:
        """Play ``action`` as a person would; None, or why not."""
        reason = self._not_yours() or translate_reason(self.state.why_illegal(action))
        if reason is None:
            self._commit(action)
        return reason

    def apply_bot_action(self, action: Any) -> None:
        """A bot's chosen action, applied once the board has shown what came before (a puzzle's
        outcome after its attempt is shown); ignored if the game moved on meanwhile."""
        seat = self.state.current_seat
        if seat is None or self.is_human(seat) or self.state.why_illegal(action) is not None:
            return
        game, count = self.game, len(self.game.actions)

        def still() -> bool:
            return self.game is game and len(self.game.actions) == count

        def commit() -> None:
            if still():
                self._commit(action)

        def show() -> None:
            if not still():
                return
            if isinstance(action, Tangram) and self.show_attempt is not None and self.state.figure:
                self.show_attempt(seat, self.state.figure, action.result, action.seconds, commit)
            else:
                commit()

        if self.when_idle is not None:
            self.when_idle(show)
        else:
            show()

    def move_lines(self, game: TangramMatch, action: Action) -> list[str]:
        """Play ``action`` in ``game`` and return its log lines."""
        before = game.state.clone()
        game.play(action)
        return move_lines(before, action, game.state)

    def _commit(self, action: Action) -> None:
        before = self.state.clone()
        for line in self.move_lines(self.game, action):
            self.logged.emit(line)
        self.game.puzzle_used = 0.0
        self.save()
        self.shown.emit(before, action, self.state)
        self._after_move()

    def final_line(self, state: TangramState, winners: list[int]) -> str:
        """The log's last line names the champion."""
        return result_line(state)

    def puzzle_left(self) -> float:
        """The seconds left on the puzzle under way (all of them, unless a resumed game used some)."""
        used = float(getattr(self.game, "puzzle_used", 0.0))
        return max(0.1, CLOCK_SECONDS - used)

    def save_puzzle(self, used: float) -> None:
        """Autosave the game with the time already used on the person's puzzle under way."""
        self.game.puzzle_used = max(0.0, min(float(CLOCK_SECONDS), used))
        self.save()

    # -- undo ---------------------------------------------------------------------------------

    def revealed_reason(self, kind: str) -> str:
        """Why a move cannot be taken back once the dice or a card showed since."""
        if kind == reveal.DICE:
            return _("can't undo: the dice have been rolled since")
        return _("can't undo: a card has been drawn since")
