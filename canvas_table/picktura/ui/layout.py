"""Where everything sits on the Picktura table, in scene units of a 1920 x 1080 table.

Top left the header (turn, hint, your score); along the top the other seats' corners (their hands
as counted backs, their exposed works as small framed groups). In the middle the hidden pile and
the visible pile, and your exposition area where your works fill up quarter by quarter. At the
bottom your hand, fanned. A quarter keeps its place in its painting (top left stays top left) in
every language; in right-to-left the places of the areas, the hand and the works are mirrored.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSizeF

SCENE = QRectF(0, 0, 1920, 1080)
CARD = QSizeF(150, 210)
WORK_SCALE = 0.42  # a quarter in your exposition area
PANEL_SCALE = 0.2  # a quarter in another seat's corner
BACK_SCALE = 0.3  # a card back in another seat's corner
HAND_SCALE = 1.35  # your hand's cards, larger than the piles' (the one place to look at them whole)
HAND_STEP = 175.0  # between two cards of the hand (they overlap a little)
RAISED = 26.0  # a selected card of the hand rises this much
GROUP_GAP = 18.0
FRAME = 6.0  # the frame round an exposed work
TOAST = QRectF(SCENE.center().x() - 560, 1030, 1120, 46)
TOP_ROW = QRectF(470, 20, 1426, 300)  # the other seats' corners


def mirror(rect: QRectF) -> QRectF:
    """``rect`` flipped left-right across the table."""
    return QRectF(SCENE.width() - rect.right(), rect.top(), rect.width(), rect.height())


def group_size(scale: float) -> QSizeF:
    """An exposed work's 2 x 2 quarters at ``scale``, without its frame."""
    return QSizeF(2 * CARD.width() * scale, 2 * CARD.height() * scale)


def quarter_pos(group: QRectF, quarter: int, scale: float) -> QPointF:
    """Top-left of ``quarter`` (0 top left .. 3 bottom right) inside the work ``group`` (never mirrored:
    a painting reads the same in every language)."""
    return group.topLeft() + QPointF(
        (quarter % 2) * CARD.width() * scale, (quarter // 2) * CARD.height() * scale
    )


@dataclass(frozen=True)
class PickturaLayout:
    """Every place on one Picktura table (scene coordinates, already mirrored in right-to-left)."""

    rtl: bool
    header: QRectF
    hidden: QRectF
    visible: QRectF
    expo: QRectF  # your exposition area
    hand: QRectF  # your hand's area (a drop target for collecting and drawing)
    preview: QRectF  # what the move held over a target would score
    panels: tuple[QRectF, ...]  # one per other seat, in turn order after yours

    def _x(self, rect: QRectF) -> QRectF:
        return mirror(rect) if self.rtl else rect

    def hand_pos(self, index: int, count: int, raised: bool = False) -> QPointF:
        """Top-left of card ``index`` of a hand of ``count``, fanned about the hand's centre (the
        first card at the left, or at the right in right-to-left); a gentle arc."""
        middle = (count - 1) / 2
        offset = (index - middle) * HAND_STEP * (-1 if self.rtl else 1)
        x = self.hand.center().x() + offset - CARD.width() * HAND_SCALE / 2
        y = self.hand.top() + 24 + abs(index - middle) ** 2 * 4 - (RAISED if raised else 0)
        return QPointF(x, y)

    def work_rect(self, index: int) -> QRectF:
        """The frame of your ``index``-th exposed work (two rows of six; the first at the leading side)."""
        size = group_size(WORK_SCALE)
        per_row = int((self.expo.width() - GROUP_GAP) // (size.width() + GROUP_GAP))
        row, column = divmod(index, per_row)
        x = self.expo.left() + GROUP_GAP + column * (size.width() + GROUP_GAP)
        if self.rtl:
            x = self.expo.right() - GROUP_GAP - (column + 1) * size.width() - column * GROUP_GAP
        y = self.expo.top() + 40 + row * (size.height() + GROUP_GAP)
        return QRectF(x, y, size.width(), size.height())

    def panel_hand(self, panel: int) -> QRectF:
        """Where another seat's hand of backs lies in its corner."""
        p = self.panels[panel]
        local = QRectF(16, 52, 5 * 22 + CARD.width() * BACK_SCALE, CARD.height() * BACK_SCALE)
        if self.rtl:
            local = QRectF(p.width() - local.right(), local.top(), local.width(), local.height())
        return local.translated(p.topLeft())

    def panel_work_rect(self, panel: int, index: int) -> QRectF:
        """The frame of another seat's ``index``-th exposed work in its corner (rows as room allows)."""
        p = self.panels[panel]
        size = group_size(PANEL_SCALE)
        gap = 10.0
        per_row = max(1, int((p.width() - 24) // (size.width() + gap)))
        row, column = divmod(index, per_row)
        x = 16 + column * (size.width() + gap)
        if self.rtl:
            x = p.width() - 16 - (column + 1) * size.width() - column * gap
        y = 130 + row * (size.height() + gap)
        return QRectF(p.left() + x, p.top() + y, size.width(), size.height())


def table_layout(seats: int, rtl: bool = False) -> PickturaLayout:
    """The table of a game of ``seats`` seats (2..4), mirrored when ``rtl``."""
    others = max(1, seats - 1)
    gap = 16.0
    width = (TOP_ROW.width() - gap * (others - 1)) / others
    panels = tuple(
        QRectF(TOP_ROW.left() + k * (width + gap), TOP_ROW.top(), width, TOP_ROW.height())
        for k in range(others)
    )
    rects = {
        "header": QRectF(24, 20, 420, 300),
        "hidden": QRectF(560, 390, CARD.width(), CARD.height()),
        "visible": QRectF(740, 390, CARD.width(), CARD.height()),
        "expo": QRectF(930, 340, 966, 410),
        "hand": QRectF(330, 730, 1260, 340),
        "preview": QRectF(24, 470, 500, 110),
    }
    if rtl:
        rects = {key: mirror(rect) for key, rect in rects.items()}
        panels = tuple(mirror(rect) for rect in panels)
    return PickturaLayout(
        rtl,
        rects["header"],
        rects["hidden"],
        rects["visible"],
        rects["expo"],
        rects["hand"],
        rects["preview"],
        panels,
    )
