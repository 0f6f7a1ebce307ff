"""Canvas's hints at the table: the best painting of the hand now, and the move Master would make.

The move hint is searched in the window's worker (``GAME.suggest_move``); its answer comes back to
:meth:`CanvasHints.move_hinted`, which lays the painting out or points at the market card.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from canvas_table.canvas.actions import Paint, action_from_json
from canvas_table.canvas.ui.board import CanvasBoard
from canvas_table.canvas.ui.controller import CanvasController
from canvas_table.canvas.ui.words import move_hint_text, painting_hint_text
from canvas_table.i18n import _


class CanvasHints:
    """The Hints menu and the table's hint buttons for one Canvas game."""

    def __init__(self, controller: CanvasController, board: CanvasBoard, say: Callable[[str], None],
                 ask_move: Callable[[], None]) -> None:
        self.controller = controller
        self.board = board
        self.say = say
        self.ask_move = ask_move  # starts the search in the worker; the answer goes to move_hinted
        board.hint_requested.connect(
            lambda kind: self.suggest_painting() if kind == "painting" else self.suggest_move())

    def suggest_painting(self) -> None:
        """Arrange the best painting the hand can make now, and say what it earns."""
        from canvas_table.canvas.hints import suggest_painting

        c = self.controller
        if not c.human_to_act:
            self.say(_("Hints are for your turn."))
            return
        best = suggest_painting(c.state, c.viewer)
        if best is None:
            self.say(_("You need three cards in hand for a painting: take more from the market."))
            return
        c.arrange(best.layers, best.background)
        self.say(painting_hint_text(c.state, best))

    def suggest_move(self) -> None:
        """Ask the Master bot's search what it would do now (in the worker process)."""
        if not self.controller.human_to_act:
            self.say(_("Hints are for your turn."))
            return
        self.say(_("Thinking about your move…"))
        self.ask_move()

    def move_hinted(self, payload: Any) -> None:
        """The worker's answer: ``(action as JSON, layers of its painting or None)``."""
        c = self.controller
        if not c.human_to_act:
            return
        action = action_from_json(payload[0])
        layers = payload[1]
        text = move_hint_text(c.state, c.viewer, action, layers)
        if isinstance(action, Paint):
            c.arrange(action.layers, action.background)
        else:
            card = c.state.market[action.slot]
            self.board.set_focus(self.board.cards[card])
        self.say(text)
