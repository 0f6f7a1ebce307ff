"""Where everything sits on the Canvas table, in scene units of a 1920 x 1080 table.

The view scales the whole table to the window, so these numbers hold at every window size.
Rows: scoring cards and market on top; the other seats' panels; the seat playing at the bottom
(sleeves, layer slots, hand) beside the large preview.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF

SCENE = QRectF(0, 0, 1920, 1080)
CARD = QSizeF(150, 210)
MARGIN = 20.0

SCORING_X, SCORING_Y, SCORING_STEP = MARGIN, 24.0, 164.0
MARKET_X, MARKET_Y, MARKET_STEP = 716.0, 24.0, 166.0
DISPENSER = QPointF(MARKET_X + 5 * MARKET_STEP + 8, MARKET_Y)
VINCENT = QPointF(DISPENSER.x() + 176, MARKET_Y)

PANEL_Y, PANEL_SIZE, PANEL_STEP = 262.0, QSizeF(452, 236), 468.0
MINI_SCALE = 0.36  # cards in the other seats' panels

BOTTOM_Y = 512.0
SLEEVE_Y = 590.0
SLEEVE_SCALE = 0.8
SLEEVE_STEP = 140.0
LAYER_X, LAYER_STEP = 468.0, 160.0
HAND_Y, HAND_STEP = 836.0, 158.0
PREVIEW = QRectF(1000, 548, 340, 476)
INFO = QRectF(1364, 548, 536, 476)
BUTTONS = QPointF(812, 838)  # Paint it, Cancel and the two hints, stacked right of the hand


def scoring_pos(slot: int) -> QPointF:
    """Top-left of scoring slot ``slot`` (red, green, blue, purple)."""
    return QPointF(SCORING_X + slot * SCORING_STEP, SCORING_Y)


def market_pos(slot: int) -> QPointF:
    """Top-left of market slot ``slot`` (0 is the free one, farthest from the dispenser)."""
    return QPointF(MARKET_X + slot * MARKET_STEP, MARKET_Y)


def hand_pos(index: int) -> QPointF:
    """Top-left of the bottom seat's ``index``-th hand card."""
    return QPointF(MARGIN, HAND_Y) + QPointF(index * HAND_STEP, 0)


def hand_rect() -> QRectF:
    """The bottom seat's hand row (a drop zone)."""
    return QRectF(MARGIN - 8, HAND_Y - 8, 5 * HAND_STEP + 4, CARD.height() + 16)


def layer_pos(layer: int) -> QPointF:
    """Top-left of layer slot ``layer`` (0 bottom .. 2 top) of the painting being arranged."""
    return QPointF(LAYER_X + layer * LAYER_STEP, SLEEVE_Y)


def sleeve_pos(index: int) -> QPointF:
    """Top-left of the bottom seat's ``index``-th sleeve."""
    return QPointF(MARGIN + index * SLEEVE_STEP, SLEEVE_Y)


def panel_pos(index: int) -> QPointF:
    """Top-left of the ``index``-th other seat's panel."""
    return QPointF(MARGIN + index * PANEL_STEP, PANEL_Y)


def panel_hand_pos(index: int, card: int) -> QPointF:
    """Top-left of a mini hand card in a seat panel."""
    return panel_pos(index) + QPointF(14 + card * 58, 150)


def panel_sleeve_pos(index: int, sleeve: int) -> QPointF:
    """Top-left of a mini sleeve (background or painting) in a seat panel."""
    return panel_pos(index) + QPointF(14 + sleeve * 62, 60)
