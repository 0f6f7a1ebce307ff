"""The Picktura controller: turns a player's gestures into the rules' steps and runs the turn cycle.

A turn is played step by step (:mod:`canvas_table.picktura.actions`): a collect from a pile then a
discard, or an exposure / completion / blank canvas then a draw per card back up to 5. The table
asks the controller where a lifted card or group may go and what the move would score; the
controller asks the rules, applies the step, writes the log, autosaves and tells the window when a
bot must think. Undo is honest (:mod:`canvas_table.picktura.reveal`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import Signal

from canvas_table.i18n import _
from canvas_table.picktura import reasons, reveal
from canvas_table.picktura.actions import (
    VISIBLE,
    Action,
    Collect,
    Complete,
    Discard,
    Draw,
    Expose,
    ReplaceBlank,
    UseBlank,
)
from canvas_table.picktura.cards import is_blank
from canvas_table.picktura.match import PickturaMatch, Turn, replay
from canvas_table.picktura.moves import group_work
from canvas_table.picktura.state import DISCARD, DRAW, PickturaState
from canvas_table.picktura.ui.words import step_line, translate_reason
from canvas_table.table.turns import TurnController

EXPO = "expo"  # the target "your exposition area"; "work:k" is your k-th exposed work


def work_target(index: int) -> str:
    """The target key of your ``index``-th exposed work."""
    return f"work:{index}"


class PickturaController(TurnController):
    """Gestures in, steps out, one game at a time."""

    picktura = Signal(int, int)  # (seat, work number): a work was just completed

    def __init__(self, game: PickturaMatch, autosave: Callable[[dict[str, Any]], None] | None = None) -> None:
        super().__init__(game, autosave, replay, _turn_revealed)

    # -- what the viewer may do ---------------------------------------------------------------

    def _not_yours(self) -> str | None:
        if self.state.is_over():
            return _("the game is over")
        return None if self.human_to_act else _("it is not your turn")

    def take_action(self, pile: str) -> Collect | Draw:
        """The step taking ``pile``'s top card now: a collect, or a draw back up to 5."""
        return Draw(pile) if self.state.phase == DRAW else Collect(pile)

    def take_reason(self, pile: str) -> str | None:
        """None when the viewer may take ``pile``'s top card now, else why not."""
        return self._not_yours() or translate_reason(self.state.why_illegal(self.take_action(pile)))

    def cards_action(self, cards: Sequence[int], target: str) -> Action | None:
        """The step laying ``cards`` from the hand on ``target`` (the visible pile, your exposition
        area, or one of your works), legal or not; None when no step lays them there."""
        cards = tuple(sorted(cards))
        state = self.state
        if target == VISIBLE:
            return Discard(cards[0]) if len(cards) == 1 else None
        if state.phase == DISCARD:
            return Discard(cards[0]) if len(cards) == 1 and target == VISIBLE else None
        if target == EXPO:
            return Expose(cards)
        if not target.startswith("work:"):
            return None
        index = int(target.split(":")[1])
        works = state.works[self.viewer]
        if not 0 <= index < len(works):
            return None
        if len(cards) == 1 and is_blank(cards[0]):
            return UseBlank(index, cards[0])
        if len(cards) == 1 and any(is_blank(card) for card in works[index]):
            return ReplaceBlank(index, cards[0])
        return Complete(index, cards)

    def cards_reason(self, cards: Sequence[int], target: str) -> str | None:
        """None when ``cards`` may be laid on ``target`` now, else why not (one line)."""
        reason = self._not_yours()
        if reason is not None:
            return reason
        action = self.cards_action(cards, target)
        if action is None:
            if self.state.phase == DISCARD:
                return translate_reason(reasons.DISCARD_FIRST)
            return _("lay one card at a time on the visible pile")
        return translate_reason(self.state.why_illegal(action))

    def targets(self, cards: Sequence[int]) -> list[str]:
        """Every target where ``cards`` may be laid now."""
        keys = [VISIBLE, EXPO, *(work_target(k) for k in range(len(self.state.works[self.viewer])))]
        return [key for key in keys if self.cards_reason(cards, key) is None]

    def preview(self, action: Action) -> tuple[int, int] | None:
        """(points gained, score after) of the viewer's legal ``action``; None if not legal."""
        state = self.state
        if self._not_yours() or state.why_illegal(action) is not None:
            return None
        before = state.score(self.viewer)
        after = state.clone()
        after.apply_unchecked(action)
        score = after.score(self.viewer)
        return score - before, score

    # -- playing ------------------------------------------------------------------------------

    def take(self, pile: str) -> str | None:
        """Take ``pile``'s top card into the hand (collect or draw); None, or why not."""
        reason = self.take_reason(pile)
        if reason is None:
            self._commit(self.take_action(pile))
        return reason

    def lay(self, cards: Sequence[int], target: str) -> str | None:
        """Lay ``cards`` from the hand on ``target``; None, or why not."""
        reason = self.cards_reason(cards, target)
        if reason is None:
            action = self.cards_action(cards, target)
            assert action is not None
            self._commit(action)
        return reason

    def play(self, action: Action) -> str | None:
        """Play the step ``action`` as a person would."""
        reason = self._not_yours() or translate_reason(self.state.why_illegal(action))
        if reason is None:
            self._commit(action)
        return reason

    def apply_bot_action(self, action: Any) -> None:
        """A bot's chosen step for the seat to act (ignored if the game moved on)."""
        seat = self.state.current_seat
        if seat is None or self.is_human(seat) or self.state.why_illegal(action) is not None:
            return
        self._commit(action)

    def step_lines(self, game: PickturaMatch, action: Action) -> tuple[list[str], int | None]:
        """Play one step in ``game``: its log line, and the work number it completed (or None)."""
        state: PickturaState = game.state
        seat = state.current_seat
        assert seat is not None
        name = state.setup.players[seat].name
        card, seen, work, whole = None, True, 0, None
        if isinstance(action, Collect | Draw):
            seen = (
                action.pile == VISIBLE
                or state.hidden_public
                or (self.is_human(seat) and len(self.human_seats) == 1)
            )
        elif isinstance(action, Discard):
            card = action.card
        elif isinstance(action, Expose):
            card, work = action.cards[0], group_work(action.cards)
        else:
            work = group_work(state.works[seat][action.work])
            if isinstance(action, Complete | UseBlank):
                whole = work
        game.play(action)
        if isinstance(action, Collect | Draw):  # read after: a network table shows it then
            card = state.hands[seat][-1]
        return [step_line(name, action, card, seen, state.score(seat), work)], whole

    def move_lines(self, game: PickturaMatch, action: Turn) -> list[str]:
        """Play a whole turn in ``game``: its log lines."""
        return [line for step in action.steps for line in self.step_lines(game, step)[0]]

    def _commit(self, action: Action) -> None:
        seat = self.state.current_seat
        lines, whole = self.step_lines(self.game, action)
        self.logged.emit(lines[0])
        self.save()
        if whole is not None and seat is not None:
            self.picktura.emit(seat, whole)
        self._after_move()


    # -- undo ---------------------------------------------------------------------------------

    def take_back_reason(self) -> str | None:
        """None when the last person's turn (and the bots' after it) can be taken back honestly."""
        if self.state.is_over():
            return _("the game is over")
        last = self._last_person_move()
        if last is None:
            return _("nothing to undo")
        game = self._replay_first(last)
        for _seat, turn in self.game.actions[last:]:
            for step in turn.steps:
                kind = reveal.revealed(game.state, step)
                if kind is not None:
                    return self.revealed_reason(kind)
                game.play(step)
        return None

    def revealed_reason(self, kind: str) -> str:
        """Why a move cannot be taken back once ``kind`` (see :mod:`canvas_table.picktura.reveal`) showed."""
        if kind == reveal.HIDDEN_CARD:
            return _("can't undo: you have seen a card from the hidden pile since")
        if kind == reveal.BOT_CARD:
            return _("can't undo: a bot has shown a card from its hand since")
        return _("can't undo: a card of the hidden pile has been turned up since")


def _turn_revealed(state: PickturaState, turn: Turn) -> str | None:
    """What a whole turn turns up (for the shared undo rule: the first of its steps' reveals)."""
    state = state.clone()
    for step in turn.steps:
        kind = reveal.revealed(state, step)
        if kind is not None:
            return kind
        state.apply_unchecked(step)
    return None
