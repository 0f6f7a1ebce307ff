"""The coach of Picktura's guided first game: each lesson in words, and the places it glows round."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QColor

from canvas_table.art import style
from canvas_table.i18n import _, isolate
from canvas_table.picktura.state import PickturaState
from canvas_table.picktura.tutorial import CARDS, LESSON_COUNT, PILES, VISIBLE_PILE, WORK, Lesson
from canvas_table.picktura.ui import layout as L
from canvas_table.picktura.ui.names import work_title
from canvas_table.picktura.ui.words import card_name, number
from canvas_table.table.coach import CoachCallout

BUBBLE = QSizeF(620, 200)
BUBBLE_AT = QRectF(QPointF(1272, 112), BUBBLE)  # over the other seat's corner, at the trailing side


def lesson_text(lesson: Lesson) -> str:
    """The lesson in words, in the player's language."""
    title = isolate(work_title(lesson.work)) if lesson.work else ""
    card = isolate(card_name(lesson.cards[0])) if lesson.cards else ""
    if lesson.key == "collect":
        text = _("Collect {card}: drag it from the visible pile onto your hand. It goes with the "
                 "quarter of that work you hold.").format(card=card)
    elif lesson.key == "discard":
        text = _("You now hold 6 cards: give one back. Drag {card}, alone of its work, onto the "
                 "visible pile.").format(card=card)
    elif lesson.key == "expose":
        text = _("Expose {title}: click its two quarters in your hand, then drag them onto your "
                 "exposition area. A 2-card work scores 10 points.").format(title=title)
    elif lesson.key == "draw":
        text = _("Draw back up to 5 cards, one at a time, from the pile you choose: the visible "
                 "pile shows what you get, the hidden pile is a surprise.")
    elif lesson.key == "complete":
        text = _("You hold the two missing quarters of {title}: click both, then drag them onto "
                 "the work to complete it. Picktura!").format(title=title)
    elif lesson.key == "three":
        text = _("Expose the three quarters of {title} you hold: next turn, your blank canvas can "
                 "stand in for the fourth.").format(title=title)
    elif lesson.key == "blank":
        text = _("Drag the blank canvas onto {title}: it stands in for the missing quarter and "
                 "makes the work whole, 80 points.").format(title=title)
    else:
        return _("That is all there is to it. Play on to the end: whole works score 80, each card "
                 "left in your hand costs 5. Beat Berthe!")
    return _("That works too.") + " " + text if lesson.aside else text


def heading(lesson: Lesson) -> str:
    """The callout's heading: which lesson of how many, or the closing words' cheer."""
    if not lesson.number:
        return _("Well played!")
    return _("Lesson {number} of {count}").format(number=number(lesson.number), count=number(LESSON_COUNT))


def _hand_rect(at: L.PickturaLayout, hand: list[int], card: int) -> QRectF:
    """Where ``card`` lies in the hand, raised or not."""
    size = QSizeF(L.CARD.width() * L.HAND_SCALE, L.CARD.height() * L.HAND_SCALE)
    return QRectF(at.hand_pos(hand.index(card), len(hand)), size).adjusted(0, -L.RAISED, 0, 0)


def target_rects(lesson: Lesson, at: L.PickturaLayout, state: PickturaState, seat: int) -> list[QRectF]:
    """The places the lesson glows round: the cards of your hand it names and where they go."""
    hand = state.hands[seat]
    cards = [_hand_rect(at, hand, card) for card in lesson.cards if card in hand]
    if lesson.target == VISIBLE_PILE:
        return [at.visible]
    if lesson.target == PILES:
        return [at.hidden, at.visible]
    if lesson.target == WORK:
        return [*cards, at.work_rect(lesson.index)]
    if lesson.target == CARDS:
        where = at.visible if lesson.key == "discard" else at.work_rect(len(state.works[seat]))
        return [*cards, where]
    return []


class PickturaCoach(CoachCallout):
    """The lesson's callout over the other seat's corner, and a glow round what it points at."""

    def __init__(self, at: L.PickturaLayout) -> None:
        super().__init__(BUBBLE, QColor(style.CARD_BACK), text_px=21, glow_px=6)
        self.at = at
        self.lesson: Lesson | None = None

    def show_lesson(self, lesson: Lesson | None, state: PickturaState, seat: int) -> None:
        """Show ``lesson`` about ``seat``'s cards in ``state`` (None hides the coach)."""
        self.lesson = lesson
        if lesson is None:
            self.clear()
            return
        bubble = L.mirror(BUBBLE_AT) if self.at.rtl else BUBBLE_AT
        self.point(heading(lesson), lesson_text(lesson), bubble, target_rects(lesson, self.at, state, seat))
