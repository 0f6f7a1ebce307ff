"""The coach of Canvas's guided first game: the lessons' words, and where the callout points."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QColor

from canvas_table.art import style
from canvas_table.canvas.tutorial import EASEL, HAND, LAYERS, LESSON_COUNT, MARKET, Lesson
from canvas_table.canvas.ui.layout import CARD, CanvasLayout
from canvas_table.canvas.ui.names import title_word
from canvas_table.canvas.ui.words import colour_name, number
from canvas_table.i18n import _, isolate
from canvas_table.table.coach import CoachCallout

BUBBLE = QSizeF(620, 150)


def lesson_text(lesson: Lesson) -> str:
    """The lesson in words, in the player's language."""
    if lesson.key == "free":
        return _("Take {card}: the first card of the market is free. Drag it onto your hand, "
                 "or double-click it.").format(card=isolate(title_word(lesson.card)))
    if lesson.key == "pay":
        return _("Take {card}. It costs {amount} inspiration: you leave one token on each card "
                 "you skip.").format(card=isolate(title_word(lesson.card)), amount=number(lesson.amount))
    if lesson.key == "collect":
        return _("{card} carries {amount} inspiration. Take it and the tokens are "
                 "yours.").format(card=isolate(title_word(lesson.card)), amount=number(lesson.amount))
    if lesson.key == "more":
        return _("Take one more card: a painting needs three.")
    if lesson.key == "layer":
        text = _("Drag three cards into the layer slots: 1 is the bottom, 3 the top. Where two "
                 "cards have icons in the same swatch, only the upper one counts.")
        if lesson.upper:
            text += " " + _("Put {upper} above {lower}: its {swatch} swatch hides the icons "
                            "beneath.").format(upper=isolate(title_word(lesson.upper)),
                                               lower=isolate(title_word(lesson.lower)),
                                               swatch=colour_name(lesson.swatch))
        return text
    if lesson.key == "ribbons":
        return _("Read the easel: the icons that stay visible, the ribbons each scoring card "
                 "gives and the points they add. Happy? Press Paint it.")
    return _("That is all there is to it. Two more paintings to go: take cards, layer them, "
             "and beat Berthe!")


def target_rect(lesson: Lesson, layout: CanvasLayout) -> QRectF | None:
    """Where on the table the lesson points."""
    if lesson.target == MARKET and lesson.slot is not None:
        return QRectF(layout.market_pos(lesson.slot), CARD)
    if lesson.target == HAND:
        return layout.hand_rect()
    if lesson.target == LAYERS:
        return layout.layer_rect(0).united(layout.layer_rect(2))
    if lesson.target == EASEL:
        return layout.painting.united(layout.info)
    return None


def bubble_pos(lesson: Lesson, layout: CanvasLayout) -> QPointF:
    """Where the callout sits: near its target, never over it (over the other seat's panel
    row, at the trailing side)."""
    below_market = layout.scoring_rect(0).bottom() + 28
    y = below_market + (50 if lesson.target == EASEL else 0 if lesson.target == MARKET else 28)
    return layout.place(QRectF(QPointF(1260, y), BUBBLE)).topLeft()


class CoachItem(CoachCallout):
    """The lesson's callout on the table, and a glow round what it points at."""

    def __init__(self, layout: CanvasLayout) -> None:
        super().__init__(BUBBLE, QColor(style.RIBBON_COLOURS["red"]))
        self.layout = layout
        self.lesson: Lesson | None = None

    def fit_table(self, table: QRectF) -> None:
        """Point at the places of a table laid out anew to ``table``'s size."""
        self.layout = CanvasLayout(self.layout.seats, self.layout.rtl, table.height())
        self._point()

    def show_lesson(self, lesson: Lesson | None) -> None:
        """Show ``lesson`` (None hides the coach)."""
        if lesson != self.lesson:
            self.lesson = lesson
            self._point()

    def _point(self) -> None:
        lesson = self.lesson
        if lesson is None:
            self.clear()
            return
        heading = (_("Lesson {number} of {count}").format(number=number(lesson.number),
                                                          count=number(LESSON_COUNT))
                   if lesson.number else _("Well painted!"))
        target = target_rect(lesson, self.layout)
        self.point(heading, lesson_text(lesson), QRectF(bubble_pos(lesson, self.layout), BUBBLE),
                   [target] if target is not None else [])
