"""The guided first turn of Tangram Champions: you against an Easy bot, with a seed whose first roll
lands you on a tangram square. A callout points at the dice, then the puzzle's own coach teaches
dragging, turning and flipping the pieces, then a last word points at the colours to collect."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QColor

from canvas_table.art import style
from canvas_table.engine.platform import PlayerSpec
from canvas_table.i18n import _, digits, is_rtl
from canvas_table.table.coach import CoachCallout
from canvas_table.table.scene import TableScene
from canvas_table.tangram.game import GAME
from canvas_table.tangram.state import PUZZLE, ROLL
from canvas_table.tangram.ui import layout as L

TUTORIAL_SEED = 5  # its first roll (a 3 and a 4) lands on a tangram square
BOT_NAME = "Tess"
BUBBLE = QSizeF(640, 210)
BUBBLE_AT = QRectF(QPointF(L.COLUMN.left() + 84, L.COLUMN.bottom() - 230), BUBBLE)


def new_tutorial_match() -> Any:
    """The guided game: you (seat 0) against Tess, an Easy bot; the quick goal."""
    players = (PlayerSpec(_("You")), PlayerSpec(BOT_NAME, "bot:easy"))
    return GAME.new_match(players, TUTORIAL_SEED, {"goal": "quick"})


def is_tutorial(match: Any) -> bool:
    """True for the guided game (by its seed and its seats)."""
    players = match.players
    return (match.seed == TUTORIAL_SEED and len(players) == 2 and players[0].kind == "human"
            and players[1].name == BOT_NAME and players[1].kind == "bot:easy")


def lesson(controller: Any) -> tuple[str, str, str] | None:
    """The lesson for the game as it stands: (key, heading, text), or None when the coach is done."""
    state, played = controller.state, len(controller.game.actions)
    if state.is_over() or state.current_seat != 0:
        return None
    if played == 0 and state.phase == ROLL:
        return ("roll", _("Your first turn"),
                _("Click the dice (or Roll, or press Space). Your champion moves that many squares "
                  "round the board: on a coloured square you rebuild a tangram figure within a minute."))
    if state.phase == PUZZLE:
        return None  # the puzzle's own coach speaks
    if played <= 3 and state.phase == ROLL:
        goal = state.setup.colours_to_win
        return ("collect", _("Collect the colours"),
                _("Win colour cards from the stock: land on the start square, draw favourable cards. "
                  "The first with {n} different colours is the champion. Your turn again: roll!")
                .format(n=digits(goal)))
    return None


class TangramCoach(CoachCallout):
    """The callout over the card moment's place, glowing round the dice or the stock."""

    def __init__(self, at: L.TangramLayout) -> None:
        super().__init__(BUBBLE, QColor(style.CARD_BACK), text_px=20, glow_px=5)
        self.at = at
        self.key: str | None = None

    def show_lesson(self, controller: Any) -> None:
        """Show the lesson for the game as it stands (hide when there is none)."""
        found = lesson(controller)
        self.key = found[0] if found else None
        if found is None:
            self.clear()
            return
        key, heading, text = found
        targets = [self.at.dice, self.at.roll] if key == "roll" else [self.at.stock, self.at.panels[0]]
        bubble = L.mirror(BUBBLE_AT) if self.at.rtl else BUBBLE_AT
        self.point(heading, text, bubble, targets)


def attach_coach(scene: TableScene, controller: Any) -> TangramCoach:
    """Put the coach on the table; it follows the game, and the first puzzle is coached."""
    coach = TangramCoach(L.table_layout(controller.state.num_seats, is_rtl()))
    scene.addItem(coach)
    controller.guided = True
    controller.changed.connect(lambda: coach.show_lesson(controller))
    coach.show_lesson(controller)
    return coach
