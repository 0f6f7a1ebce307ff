"""Where everything sits on the Canvas table, in scene units of a 1920 x 1080 table.

The view scales the whole table to the window, so these numbers hold at every window size.
Rows: scoring cards and market on top; the other seats' panels, spread over the whole row; the
seat playing at the bottom (sleeves, layer slots, hand) beside the large easel. A solo game has no
panels: its bottom seat moves up and takes the room (sleeves, layers and hand in three rows, a
larger easel).

:class:`CanvasLayout` is built for a number of seats and a writing direction. Every position is
worked out left to right and passed through :meth:`CanvasLayout.place`, which mirrors it
(``x -> 1920 - x - width``) when the language is written right to left: the market's free slot,
layer 1 and the first hand card are then at the right, and texts stay readable (nothing is
flipped by a view transform).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSizeF

SCENE = QRectF(0, 0, 1920, 1080)
CARD = QSizeF(150, 210)
MARGIN = 20.0
HAND_SLOTS = 5  # the hand limit: a hand never holds more cards

SCORING_Y, SCORING_STEP = 24.0, 164.0
MARKET_X, MARKET_STEP = 716.0, 166.0
PANEL_Y, PANEL_HEIGHT, PANEL_GAP = 262.0, 236.0, 16.0
SOLO_EASEL_WIDTH = 517.0  # the solo easel's painting: its lines need the rest of the row
MAX_HEIGHT = 1440.0  # a 4:3 window: a narrower one keeps this table, with bands above and below
BUTTON_HEIGHTS = (54.0, 42.0, 40.0, 40.0)  # Paint it, Cancel and the two hints
BUTTON_WIDTH, BUTTON_GAP = 170.0, 8.0
TOAST = QRectF(SCENE.center().x() - 520, 1032, 1040, 44)  # below the buttons, at the table's foot


def _card(pos: QPointF, scale: float = 1.0) -> QRectF:
    return QRectF(pos, CARD * scale)


def _mirror(rect: QRectF, width: float) -> QRectF:
    return QRectF(width - rect.right(), rect.top(), rect.width(), rect.height())


@dataclass(frozen=True)
class PanelGeometry:
    """Where things sit inside another seat's panel, in the panel's own coordinates (mirrored
    already in a right-to-left language).

    ``stacked``: the name, kind and score stand in a column at the leading side (one other seat);
    otherwise they share the top line.
    """

    size: QSizeF
    stacked: bool
    name: QRectF
    info: QRectF  # kind, score, inspiration
    chips: tuple[QRectF, ...]  # the five ribbon chips
    status: QRectF
    sleeves: tuple[QRectF, ...]
    hand: tuple[QPointF, ...]  # top-left of each mini hand card
    scale: float  # of the mini cards


def panel_geometry(width: float, others: int, rtl: bool) -> PanelGeometry:
    """The inside of a seat panel ``width`` wide when ``others`` panels share the row."""
    height = PANEL_HEIGHT
    if others == 1:  # one wide panel: details in a column, cards nearly full size in one row
        scale = 0.9
        card = CARD * scale
        name, info = QRectF(22, 14, 300, 48), QRectF(22, 66, 300, 56)
        chip_y, chip, status = 132.0, 22.0, QRectF(22, 168, 300, 40)
        x0, y0, gap = 350.0, (height - card.height()) / 2, 14.0
        hand_x0 = x0 + 3 * (card.width() + gap) + 46
    elif others == 2:  # two panels: a top line, chips and status, then one row of cards
        scale = 0.64
        card = CARD * scale
        name, info = QRectF(16, 8, width * 0.45, 36), QRectF(16, 8, width - 32, 36)
        chip_y, chip = 50.0, 20.0
        status = QRectF(16 + 5 * (chip * 2.2 + 6) + 14, 44, width - 300, 32)
        x0, y0, gap = 14.0, 82.0, 8.0
        hand_x0 = x0 + 3 * (card.width() + gap) + 22
    else:  # three or four: sleeves with chips beside them, the hand in a second row
        scale = 0.38 if others == 3 else 0.36
        card = CARD * scale
        name, info = QRectF(16, 8, width * 0.5, 36), QRectF(16, 8, width - 32, 36)
        x0, y0, gap = 14.0, 54.0, 8.0
        chip_y, chip = y0 + 14, 18.0
        status = QRectF(x0 + 3 * (card.width() + gap) + 12, y0 + 40, width - 230, 30)
        hand_x0 = x0
    sleeves = [QRectF(x0 + k * (card.width() + gap), y0, card.width(), card.height()) for k in range(3)]
    hand_y = y0 if others <= 2 else y0 + card.height() + 10
    hand_step = card.width() + (gap if others <= 2 else 6)
    hands = [QRectF(hand_x0 + i * hand_step, hand_y, card.width(), card.height())
             for i in range(HAND_SLOTS)]
    chip_x = 22.0 if others == 1 else (16.0 if others == 2 else sleeves[-1].right() + 14)
    chips = [QRectF(chip_x + k * (chip * 2.2 + 6), chip_y, chip * 2.2, chip) for k in range(5)]

    def put(rect: QRectF) -> QRectF:
        return _mirror(rect, width) if rtl else rect

    return PanelGeometry(
        QSizeF(width, height), others == 1, put(name), put(info), tuple(put(r) for r in chips),
        put(status), tuple(put(r) for r in sleeves), tuple(put(r).topLeft() for r in hands), scale)


def table_height(aspect: float) -> float:
    """The table's height for a window of ``aspect`` (width / height): 1080 for 16:9 or wider,
    taller (up to 4:3) for a narrower window, in steps of 20 so that a resize by a few pixels
    keeps the layout."""
    wanted = SCENE.width() / max(aspect, 1e-3)
    return min(MAX_HEIGHT, max(SCENE.height(), SCENE.height() + 20 * ((wanted - SCENE.height()) // 20)))


class CanvasLayout:
    """The table's geometry for ``seats`` seats, mirrored when ``rtl`` (right-to-left), on a
    table ``height`` units tall (1080 to 1440: the room beyond 1080 goes between the rows)."""

    def __init__(self, seats: int, rtl: bool = False, height: float = 1080.0) -> None:
        self.seats = seats
        self.rtl = rtl
        self.others = max(0, seats - 1)
        self.scene = QRectF(0, 0, SCENE.width(), height)
        extra = height - SCENE.height()
        self._top_y = SCORING_Y + 0.2 * extra
        self._panel_y = PANEL_Y + 0.45 * extra
        solo = self.others == 0
        self.solo = solo
        self.sleeve_scale = 0.9 if solo else 0.8
        top = (PANEL_Y + 22 + 0.3 * extra if solo
               else self._panel_y + PANEL_HEIGHT + 14 + 0.25 * extra)  # the bottom seat's header
        self._header = QRectF(MARGIN, top, 800 if solo else 960, 72)
        sleeve_y = top + 72
        self._sleeve_y = sleeve_y
        self._sleeve_step = CARD.width() * self.sleeve_scale + (25 if solo else 20)
        if solo:  # three rows: sleeves; layers with the buttons beside them; the hand
            self._layer_origin = QPointF(MARGIN, sleeve_y + CARD.height() * self.sleeve_scale + 50
                                         + 0.25 * extra)
            self._hand_y = self._layer_origin.y() + CARD.height() + 24 + 0.25 * extra
            self._buttons = QPointF(MARGIN + 2 * 160 + CARD.width() + 36, self._layer_origin.y())
            room = self._hand_y + CARD.height() - 16 - (top + 16)  # beside the three rows
            wide = min(room * 5 / 7, SOLO_EASEL_WIDTH)
            self._painting = QRectF(840, top + 16 + (room - wide * 7 / 5) / 2, wide, wide * 7 / 5)
        else:  # sleeves and layers in one row, the hand below with the buttons beside it
            self._layer_origin = QPointF(468, sleeve_y)
            self._hand_y = sleeve_y + CARD.height() + 36 + 0.15 * extra
            self._buttons = QPointF(MARGIN + HAND_SLOTS * 158 + 2, self._hand_y + 2)
            self._painting = QRectF(1000, top + 36 + 0.075 * extra, 340, 476)
        left = self._painting.right() + 24
        self._info = QRectF(left, self._painting.top(), SCENE.right() - MARGIN - left,
                            self._painting.height())
        width = (SCENE.width() - 2 * MARGIN - PANEL_GAP * (self.others - 1)) / max(1, self.others)
        self.panel = panel_geometry(width, self.others, rtl)

    # -- the one mirror -----------------------------------------------------------------------

    def place(self, rect: QRectF) -> QRectF:
        """``rect`` (worked out left to right) where it goes on this table."""
        return _mirror(rect, SCENE.width()) if self.rtl else QRectF(rect)

    def _pos(self, rect: QRectF) -> QPointF:
        return self.place(rect).topLeft()

    # -- the top row --------------------------------------------------------------------------

    def scoring_rect(self, slot: int) -> QRectF:
        """Scoring slot ``slot`` (red, green, blue, purple)."""
        return self.place(_card(QPointF(MARGIN + slot * SCORING_STEP, self._top_y)))

    def scoring_pos(self, slot: int) -> QPointF:
        """Top-left of scoring slot ``slot``."""
        return self.scoring_rect(slot).topLeft()

    def market_pos(self, slot: int) -> QPointF:
        """Top-left of market slot ``slot`` (0 is the free one, farthest from the dispenser)."""
        return self._pos(_card(QPointF(MARKET_X + slot * MARKET_STEP, self._top_y)))

    @property
    def dispenser(self) -> QPointF:
        """Top-left of the dispenser, after the market."""
        return self._pos(_card(QPointF(MARKET_X + 5 * MARKET_STEP + 8, self._top_y)))

    @property
    def vincent(self) -> QPointF:
        """Top-left of Vincent's pile, after the dispenser."""
        return self._pos(_card(QPointF(MARKET_X + 5 * MARKET_STEP + 184, self._top_y)))

    # -- the other seats ----------------------------------------------------------------------

    def panel_rect(self, index: int) -> QRectF:
        """The ``index``-th other seat's panel (the first at the leading side)."""
        size = self.panel.size
        return self.place(QRectF(MARGIN + index * (size.width() + PANEL_GAP), self._panel_y,
                                 size.width(), size.height()))

    def panel_pos(self, index: int) -> QPointF:
        """Top-left of the ``index``-th other seat's panel."""
        return self.panel_rect(index).topLeft()

    def panel_hand_pos(self, index: int, card: int) -> QPointF:
        """Top-left of a mini hand card in a seat panel."""
        return self.panel_pos(index) + self.panel.hand[card]

    def panel_sleeve_pos(self, index: int, sleeve: int) -> QPointF:
        """Top-left of a mini sleeve (background or painting) in a seat panel."""
        return self.panel_pos(index) + self.panel.sleeves[sleeve].topLeft()

    # -- the bottom seat ----------------------------------------------------------------------

    @property
    def header(self) -> QRectF:
        """The bottom seat's name, status, score and ribbons."""
        return self.place(self._header)

    @property
    def sleeve_size(self) -> QSizeF:
        """A sleeve of the bottom seat."""
        return CARD * self.sleeve_scale

    def sleeve_pos(self, index: int) -> QPointF:
        """Top-left of the bottom seat's ``index``-th sleeve."""
        x = MARGIN + index * self._sleeve_step
        return self._pos(QRectF(QPointF(x, self._sleeve_y), self.sleeve_size))

    def layer_rect(self, layer: int) -> QRectF:
        """Layer slot ``layer`` (0 bottom .. 2 top) of the painting being arranged."""
        return self.place(_card(self._layer_origin + QPointF(layer * 160, 0)))

    def layer_pos(self, layer: int) -> QPointF:
        """Top-left of layer slot ``layer``."""
        return self.layer_rect(layer).topLeft()

    def hand_pos(self, index: int) -> QPointF:
        """Top-left of the bottom seat's ``index``-th hand card."""
        return self._pos(_card(QPointF(MARGIN + index * 158, self._hand_y)))

    def hand_rect(self) -> QRectF:
        """The bottom seat's hand row (a drop zone)."""
        return self.place(QRectF(MARGIN - 8, self._hand_y - 8, HAND_SLOTS * 158 + 4,
                                 CARD.height() + 16))

    def button_rects(self) -> list[QRectF]:
        """Paint it, Cancel and the two hint buttons, stacked."""
        rects, y = [], self._buttons.y()
        for height in BUTTON_HEIGHTS:
            rects.append(self.place(QRectF(self._buttons.x(), y, BUTTON_WIDTH, height)))
            y += height + BUTTON_GAP
        return rects

    @property
    def painting(self) -> QRectF:
        """The easel's painting."""
        return self.place(self._painting)

    @property
    def info(self) -> QRectF:
        """The easel's swatches and ribbon lines, beside the painting."""
        return self.place(self._info)

    @property
    def easel(self) -> QRectF:
        """The whole easel: the painting (with its frame) and its lines."""
        return self.painting.united(self.info).adjusted(-10, -10, 10, 10)

    @property
    def toast(self) -> QRectF:
        """The one-line messages' pill, centred low on the table."""
        return TOAST.translated(0, self.scene.height() - SCENE.height())

    def zones(self) -> dict[str, QRectF]:
        """Every fixed place on the table by name (for checks that nothing overlaps)."""
        found: dict[str, QRectF] = {}
        for slot in range(4):
            found[f"scoring:{slot}"] = self.scoring_rect(slot)
        for slot in range(5):
            found[f"market:{slot}"] = _card(self.market_pos(slot))
        found["dispenser"] = _card(self.dispenser)
        found["vincent"] = _card(self.vincent)
        for p in range(self.others):
            found[f"panel:{p}"] = self.panel_rect(p)
        found["header"] = self.header
        for k in range(3):
            found[f"sleeve:{k}"] = QRectF(self.sleeve_pos(k), self.sleeve_size)
        for j in range(3):
            found[f"layer:{j}"] = self.layer_rect(j)
        found["hand"] = self.hand_rect()
        for k, rect in enumerate(self.button_rects()):
            found[f"button:{k}"] = rect
        found["easel"] = self.easel
        return found
