"""The window's hints: the best painting of the hand now, and the move the Hard bot would make."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from canvas_table.canvas.actions import Paint
from canvas_table.canvas.ui.words import move_hint_text, painting_hint_text
from canvas_table.i18n import _

if TYPE_CHECKING:
    from canvas_table.app.workers import BotThinker
    from canvas_table.canvas.ui.board import CanvasBoard
    from canvas_table.canvas.ui.controller import CanvasController


class HintCommands:
    """A mixin of the main window: the Hints menu and the table's hint buttons."""

    controller: CanvasController | None
    board: CanvasBoard | None
    thinker: BotThinker
    _say: Callable[[str], None]  # the window's: show a one-line message

    def suggest_painting(self) -> None:
        """Arrange the best painting the hand can make now, and say what it earns."""
        from canvas_table.canvas.hints import suggest_painting

        c = self.controller
        if c is None or not c.human_to_act:
            self._say(_("Hints are for your turn."))
            return
        best = suggest_painting(c.state, c.viewer)
        if best is None:
            self._say(_("You need three cards in hand for a painting: take more from the market."))
            return
        c.arrange(best.layers, best.background)
        self._say(painting_hint_text(c.state, best))

    def suggest_move(self) -> None:
        """Ask the Hard bot's search what it would do now (in the worker process)."""
        c = self.controller
        if c is None or not c.human_to_act:
            self._say(_("Hints are for your turn."))
            return
        self._say(_("Thinking about your move…"))
        self.thinker.hint(c.game.to_record(), c.state.moves)

    def _move_hinted(self, request: int, action: object, layers: object) -> None:
        c = self.controller
        if c is None or request != self.thinker.request or not c.human_to_act:
            return
        text = move_hint_text(c.state, c.viewer, action, layers)  # type: ignore[arg-type]

        if isinstance(action, Paint):
            c.arrange(action.layers, action.background)
        elif self.board is not None:
            card = c.state.market[action.slot]  # type: ignore[attr-defined]
            self.board.set_focus(self.board.cards[card])
        self._say(text)
