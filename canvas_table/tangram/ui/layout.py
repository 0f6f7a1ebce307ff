"""Where everything sits on the Tangram Champions table, in scene units of a 1920 x 1080 table.

The painted board fills a square at the leading side: its loop of 40 squares round a central space
where the dice, the favourable and unfavourable decks with their discards, the tangram cards and
the stock of colour cards lie. Beside the board: the header (whose turn, what to do, the Roll
button), one panel per seat (champion, colour cards, prison) and the place where a drawn card is
shown face up. In right-to-left every zone is mirrored (x -> W - x - w); the board's own picture
and the squares on it are not (a board reads the same in every language).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSizeF

SCENE = QRectF(0, 0, 1920, 1080)
BOARD = QRectF(28, 28, 1024, 1024)
COLUMN = QRectF(1084, 28, 808, 1024)  # the header, the seats' panels and the card moment
CARD = QSizeF(92, 128)  # a favourable or unfavourable card on its deck
COLOUR_CARD = QSizeF(56, 78)  # a colour card in the stock
SMALL_CARD = QSizeF(38, 53)  # a colour card in a seat's panel
DIE = 76.0
PAWN = 52.0
TOAST = QRectF(BOARD.center().x() - 480, 1000, 960, 46)


def mirror(rect: QRectF) -> QRectF:
    """``rect`` flipped left-right across the table."""
    return QRectF(SCENE.width() - rect.right(), rect.top(), rect.width(), rect.height())


def inside(board: QRectF, left: float, top: float, width: float, height: float) -> QRectF:
    """A rectangle given in fractions of ``board`` (0..1), in scene units."""
    return QRectF(board.left() + left * board.width(), board.top() + top * board.height(),
                  width * board.width(), height * board.height())


def panel_rects(column: QRectF, seats: int) -> tuple[QRectF, ...]:
    """The seats' panels in the column: two columns of up to three rows, in seat order."""
    top, gap = column.top() + 206, 14.0
    rows = (seats + 1) // 2
    height = min(200.0, (column.height() - 206 - 190 - gap * (rows - 1)) / rows)
    width = (column.width() - gap) / 2
    return tuple(
        QRectF(column.left() + (k % 2) * (width + gap), top + (k // 2) * (height + gap), width, height)
        for k in range(seats)
    )


@dataclass(frozen=True)
class TangramLayout:
    """Every place on one table (scene coordinates, already mirrored in right-to-left)."""

    rtl: bool
    board: QRectF  # the painted board; squares are placed on it by its track (never mirrored)
    header: QRectF
    roll: QRectF  # the Roll button
    dice: QRectF  # the two dice, side by side, in the board's centre
    favourable: QRectF  # the favourable deck (its discard beside it)
    favourable_discard: QRectF
    unfavourable: QRectF
    unfavourable_discard: QRectF
    tangram: QRectF  # the tangram cards' deck
    stock: QRectF  # the seven stacks of colour cards
    moment: QRectF  # a drawn card shown face up with its effect in words
    panels: tuple[QRectF, ...]  # one per seat, in seat order

    def stock_slot(self, index: int) -> QRectF:
        """The stack of the ``index``-th colour (in the rules' order, from the leading side)."""
        step = (self.stock.width() - COLOUR_CARD.width()) / 6
        x = self.stock.left() + index * step
        if self.rtl:
            x = self.stock.right() - COLOUR_CARD.width() - index * step
        return QRectF(QPointF(x, self.stock.top()), COLOUR_CARD)

    def die(self, index: int) -> QRectF:
        """Die ``index`` (0 or 1) inside :attr:`dice`."""
        gap = self.dice.width() - 2 * DIE
        x = self.dice.left() + index * (DIE + gap)
        return QRectF(x, self.dice.top(), DIE, DIE)

    def panel_card(self, panel: int, index: int) -> QRectF:
        """The ``index``-th colour card in seat ``panel``'s row of cards (from the leading side)."""
        p = self.panels[panel]
        step = min(SMALL_CARD.width() + 6, (p.width() - 32 - SMALL_CARD.width()) / 11)
        x = 16 + index * step
        local = QRectF(x, p.height() - SMALL_CARD.height() - 14, SMALL_CARD.width(), SMALL_CARD.height())
        if self.rtl:
            local = QRectF(p.width() - local.right(), local.top(), local.width(), local.height())
        return local.translated(p.topLeft())

    def panel_pawn(self, panel: int) -> QRectF:
        """Where seat ``panel``'s champion token sits in its panel (at the leading side)."""
        p = self.panels[panel]
        local = QRectF(14, 12, PAWN, PAWN)
        if self.rtl:
            local = QRectF(p.width() - local.right(), local.top(), local.width(), local.height())
        return local.translated(p.topLeft())


def table_layout(seats: int, rtl: bool = False) -> TangramLayout:
    """The table of a game of ``seats`` seats (2..6), mirrored when ``rtl``."""
    b = BOARD
    dice_w = 2 * DIE + 24
    rects = {
        "board": BOARD,
        "header": QRectF(COLUMN.left(), COLUMN.top(), COLUMN.width(), 190),
        "roll": QRectF(COLUMN.right() - 220, COLUMN.top() + 126, 220, 54),
        "dice": QRectF(b.center().x() - dice_w / 2, b.top() + 0.47 * b.height() - DIE / 2, dice_w, DIE),
        "favourable": QRectF(QPointF(b.left() + 0.17 * b.width(), b.top() + 0.17 * b.height()), CARD),
        "favourable_discard": QRectF(QPointF(b.left() + 0.17 * b.width() + CARD.width() + 18,
                                             b.top() + 0.17 * b.height()), CARD),
        "unfavourable": QRectF(QPointF(b.right() - 0.17 * b.width() - 2 * CARD.width() - 18,
                                       b.top() + 0.17 * b.height()), CARD),
        "unfavourable_discard": QRectF(QPointF(b.right() - 0.17 * b.width() - CARD.width(),
                                               b.top() + 0.17 * b.height()), CARD),
        "tangram": QRectF(QPointF(b.center().x() - CARD.width() / 2, b.top() + 0.17 * b.height()), CARD),
        "stock": inside(b, 0.17, 0.62, 0.66, COLOUR_CARD.height() / b.height()),
        "moment": QRectF(COLUMN.left(), COLUMN.bottom() - 176, COLUMN.width(), 176),
    }
    panels = panel_rects(COLUMN, seats)
    if rtl:
        rects = {key: mirror(rect) for key, rect in rects.items()}
        panels = tuple(mirror(rect) for rect in panels)
    return TangramLayout(rtl=rtl, panels=panels, **rects)
