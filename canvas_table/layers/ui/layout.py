"""Where everything sits on the Layers table, in scene units of a 1920 x 1080 table.

The view scales the whole table to the window, so these numbers hold at every window size.
Top row: the header (round, turn, hint), the market of four, the pile and the spot where a drawn
card waits. Below, the seat playing: its three layer slots stacked (3 on top), the large painting
with a drop band per layer, the visible symbols with their scoring, and the discards. The other
seats' boards run down the right edge.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF

SCENE = QRectF(0, 0, 1920, 1080)
CARD = QSizeF(150, 210)
MARGIN = 24.0

HEADER = QRectF(MARGIN, 20, 520, 262)
MARKET_X, MARKET_Y, MARKET_STEP = 572.0, 40.0, 160.0
PILE = QPointF(MARKET_X + 4 * MARKET_STEP + 20, MARKET_Y)
DRAWN = QPointF(PILE.x() + MARKET_STEP, MARKET_Y)  # a drawn card still to place waits here
DISCARD = QPointF(1338.0, 372.0)  # covered cards, the last one face up
SMALL = 0.8  # the scale of the layer slots' and the discards' cards

PAINTING = QRectF(300, 300, 500, 700)  # the large painting (5:7, the art's own size at 1080p)
SLOT_X = 28.0  # the layer slots, each beside its third of the painting
SYMBOLS = QRectF(846, 300, 450, 700)  # the visible symbols and their scoring

PANEL_X, PANEL_Y, PANEL_STEP = 1556.0, 20.0, 262.0
PANEL_SIZE = QSizeF(348, 246)
PANEL_PAINTING = QRectF(14, 44, 130, 182)  # inside a panel
MINI = PANEL_PAINTING.width() / CARD.width()  # a card gliding into a panel's painting

TOAST = QRectF(SCENE.center().x() - 560, 1022, 1120, 46)


def market_pos(slot: int) -> QPointF:
    """Top-left of market slot ``slot`` (0..3)."""
    return QPointF(MARKET_X + slot * MARKET_STEP, MARKET_Y)


def slot_pos(layer: int) -> QPointF:
    """Top-left of the slot of ``layer`` (1 bottom .. 3 top), level with its band of the painting."""
    return QPointF(SLOT_X, band_rect(layer).top() + 48)


def slot_rect(layer: int) -> QRectF:
    """The slot of ``layer`` (1..3) as a rectangle (its card lies at scale :data:`SMALL`)."""
    return QRectF(slot_pos(layer), CARD * SMALL)


def band_rect(layer: int) -> QRectF:
    """The third of the large painting that stands for ``layer`` (3 on top) as a drop target."""
    height = PAINTING.height() / 3
    return QRectF(PAINTING.left(), PAINTING.top() + (3 - layer) * height, PAINTING.width(), height)


def panel_pos(index: int) -> QPointF:
    """Top-left of the ``index``-th other seat's panel."""
    return QPointF(PANEL_X, PANEL_Y + index * PANEL_STEP)


def panel_painting(index: int) -> QRectF:
    """The painting inside the ``index``-th panel, in scene coordinates."""
    return PANEL_PAINTING.translated(panel_pos(index))


def card_centre(top_left: QPointF, scale: float = 1.0) -> QPointF:
    """The centre of a card whose top-left is ``top_left``."""
    return top_left + QPointF(CARD.width() * scale / 2, CARD.height() * scale / 2)
