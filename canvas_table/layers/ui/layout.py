"""Where everything sits on the Layers table, in scene units of a 1920 x 1080 table.

The view scales the whole table to the window, so these numbers hold at every window size.
Top row: the header (round, turn, hint), the market of four, the pile and the spot where a drawn
card waits. Below, the seat playing: its three layer slots stacked (3 on top), the large painting
with a drop band per layer and its cards' titles under it, the visible symbols with their scoring,
and the discards. The other seats' panels fill the right-hand column, taller (with larger
paintings) when there are fewer; alone, the seat's own table is centred.

:func:`table_layout` works the geometry out left to right and, for a right-to-left language,
mirrors every rectangle (:func:`mirror`): the text inside stays readable, only places move.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from PySide6.QtCore import QPointF, QRectF, QSizeF

SCENE = QRectF(0, 0, 1920, 1080)
CARD = QSizeF(150, 210)
SMALL = 0.8  # the scale of the layer slots' and the discards' cards
MARGIN = 24.0
MAX_PANELS = 4

HEADER_SIZE = QSizeF(500, 250)
MARKET_STEP = 158.0
TOP_Y = 40.0  # the top row of cards
PAINTING_SIZE = QSizeF(465, 651)  # the large painting (5:7)
PAINTING_TOP = 328.0
CAPTION_HEIGHT = 46.0  # "Your painting  6 points" above the painting
TITLES_HEIGHT = 36.0  # the strip under the painting with its cards' titles
FRAME = 10.0  # the dark frame round the painting
SLOT_X = 28.0
PAINTING_X = 250.0
SYMBOLS_SIZE = QSizeF(450, 687)
SYMBOLS_GAP = 50.0
BACKDROP = 16.0  # the symbols' panel reaches out this much
COLUMN = QRectF(1556, 20, 340, 1005)  # the other seats' panels, down to the painting frame's foot
PANEL_GAP = 16.0
SIDE = 150.0  # the figures beside a panel's painting
SIDE_SHORT = 130.0  # the same in a low panel (three or four other seats)
TOAST = QRectF(SCENE.center().x() - 560, 1030, 1120, 46)


def mirror(rect: QRectF) -> QRectF:
    """``rect`` flipped left-right across the table (x -> 1920 - x - width)."""
    return QRectF(SCENE.width() - rect.right(), rect.top(), rect.width(), rect.height())


def panel_picture(size: QSizeF) -> QRectF:
    """Where a seat panel of ``size`` draws its painting, left to right, in the panel's coordinates.

    A tall narrow panel (two other seats) shows the painting under the name with the figures
    below it; the others show it at the left with the figures beside it.
    """
    w, h = size.width(), size.height()
    if is_tall(size):
        width = min(w - 28, (h - 56 - 124) * 5 / 7)
        return QRectF((w - width) / 2, 56, width, width * 7 / 5)
    side = SIDE if h >= 440 else SIDE_SHORT
    width = min((h - 60) * 5 / 7, w - 28 - 14 - side)
    return QRectF(14, 46, width, width * 7 / 5)


def is_tall(size: QSizeF) -> bool:
    """True for a panel with its painting above its figures (narrow and high)."""
    return size.height() >= 440 and size.width() < 400


@dataclass(frozen=True)
class TableLayout:
    """Every place on one Layers table (scene coordinates, already mirrored in right-to-left)."""

    rtl: bool
    header: QRectF
    market: tuple[QRectF, ...]  # the four market slots, slot 0 first
    pile: QRectF
    drawn: QRectF  # where a drawn card waits to be laid
    drawn_caption: QRectF
    discard: QRectF  # the last discard (a card at SMALL scale)
    discard_caption: QRectF
    slots: tuple[QRectF, ...]  # layers 1, 2, 3 (cards at SMALL scale)
    painting: QRectF
    titles: QRectF  # the strip of the painting's titles, inside the frame
    symbols: QRectF
    panels: tuple[QRectF, ...]  # one per other seat
    note: QRectF | None  # the solo note

    # -- the places the board asks for --------------------------------------------------------

    @property
    def pile_pos(self) -> QPointF:
        """Top-left of the pile."""
        return self.pile.topLeft()

    @property
    def drawn_pos(self) -> QPointF:
        """Top-left of the drawn card's spot."""
        return self.drawn.topLeft()

    @property
    def discard_pos(self) -> QPointF:
        """Top-left of the discards."""
        return self.discard.topLeft()

    def market_pos(self, slot: int) -> QPointF:
        """Top-left of market slot ``slot`` (0..3)."""
        return self.market[slot].topLeft()

    def slot_rect(self, layer: int) -> QRectF:
        """The slot of ``layer`` (1..3) as a rectangle (its card lies at scale :data:`SMALL`)."""
        return self.slots[layer - 1]

    def slot_pos(self, layer: int) -> QPointF:
        """Top-left of the slot of ``layer`` (1 bottom .. 3 top), level with its band."""
        return self.slots[layer - 1].topLeft()

    def band_rect(self, layer: int) -> QRectF:
        """The third of the large painting that stands for ``layer`` (3 on top) as a drop target."""
        p = self.painting
        height = p.height() / 3
        return QRectF(p.left(), p.top() + (3 - layer) * height, p.width(), height)

    def title_rects(self, count: int = 3) -> list[QRectF]:
        """The tags of the painting's ``count`` titles (layer 1 first) along the strip under it:
        equal lanes with a gap, in reading order (layer 1 at the right in right-to-left)."""
        strip, gap = self.titles, 8.0
        width = (strip.width() - gap * (count + 1)) / max(1, count)
        tags = [QRectF(strip.left() + gap + k * (width + gap), strip.top() + 4, width, strip.height() - 8)
                for k in range(count)]
        return tags[::-1] if self.rtl else tags

    def panel_painting(self, index: int) -> QRectF:
        """The painting inside the ``index``-th panel, in scene coordinates."""
        panel = self.panels[index]
        local = panel_picture(panel.size())
        if self.rtl:
            local = QRectF(panel.width() - local.right(), local.top(), local.width(), local.height())
        return local.translated(panel.topLeft())

    def mini(self, index: int) -> float:
        """The scale of a card gliding into the ``index``-th panel's painting."""
        return self.panel_painting(index).width() / CARD.width()

    # -- what the tests measure ---------------------------------------------------------------

    def painting_frame(self) -> QRectF:
        """The painting with its frame and its title strip (what the titles must stay inside)."""
        return self.painting.adjusted(-FRAME, -FRAME, FRAME, TITLES_HEIGHT + FRAME)

    def zones(self) -> dict[str, QRectF]:
        """Every area of the table with what is drawn round it (captions, frames, labels)."""
        found: dict[str, QRectF] = {"header": self.header}
        for k, rect in enumerate(self.market):
            found[f"market {k}"] = rect
        found["pile"] = self.pile.adjusted(-12, -12, 12, 26)  # the stacked backs and the count
        found["drawn"] = self.drawn.united(self.drawn_caption)
        found["discards"] = self.discard.united(self.discard_caption)
        for layer in (1, 2, 3):
            found[f"slot {layer}"] = self.slot_rect(layer).adjusted(-6, -36, 6, 6)  # label above
        found["painting"] = self.painting_frame().adjusted(0, -CAPTION_HEIGHT, 0, 0)
        found["symbols"] = self.symbols.adjusted(-BACKDROP, -10, BACKDROP, 10)
        for k, rect in enumerate(self.panels):
            found[f"panel {k}"] = rect
        if self.note is not None:
            found["note"] = self.note
        return found


def _stack(count: int) -> list[QRectF]:
    """``count`` panels filling the column, evenly."""
    height = (COLUMN.height() - PANEL_GAP * (count - 1)) / count
    return [QRectF(COLUMN.left(), COLUMN.top() + k * (height + PANEL_GAP), COLUMN.width(), height)
            for k in range(count)]


def table_layout(seats: int, rtl: bool = False) -> TableLayout:
    """The table of a game of ``seats`` seats (1..5), mirrored when ``rtl``.

    Alone, the seat's table is centred; with one other seat its panel takes the lower right
    (a large painting) and the discards the top right; with more, their panels fill the column.
    """
    others = min(MAX_PANELS, seats - 1)
    shift = (COLUMN.width() + PANEL_GAP) / 2 if others == 0 else 0.0

    def at(x: float, y: float, w: float, h: float) -> QRectF:
        return QRectF(x + shift, y, w, h)

    header = at(MARGIN, 20, HEADER_SIZE.width(), HEADER_SIZE.height())
    market_x = header.right() + 24 - shift
    market = tuple(at(market_x + k * MARKET_STEP, TOP_Y, CARD.width(), CARD.height()) for k in range(4))
    pile = at(market_x + 4 * MARKET_STEP + 10, TOP_Y, CARD.width(), CARD.height())
    drawn = QRectF(pile.right() + 24, TOP_Y, CARD.width(), CARD.height())
    drawn_caption = QRectF(drawn.left() - 8, drawn.bottom() + 4, drawn.width() + 16, 46)
    painting = at(PAINTING_X, PAINTING_TOP, PAINTING_SIZE.width(), PAINTING_SIZE.height())
    band = painting.height() / 3
    small = CARD * SMALL
    slots = tuple(at(SLOT_X, painting.top() + (3 - layer) * band + (band - small.height() + 30) / 2,
                     small.width(), small.height()) for layer in (1, 2, 3))
    titles = QRectF(painting.left(), painting.bottom(), painting.width(), TITLES_HEIGHT)
    symbols = QRectF(painting.right() + FRAME + SYMBOLS_GAP, PAINTING_TOP, SYMBOLS_SIZE.width(),
                     SYMBOLS_SIZE.height())
    right = symbols.right() + BACKDROP
    panels: list[QRectF] = []
    if others == 1:
        top = drawn_caption.bottom() + 8
        panels = [QRectF(right + 30, top, COLUMN.right() - right - 30, COLUMN.bottom() - top)]
        space = COLUMN.right() - drawn_caption.right()
        discard = QRectF(drawn_caption.right() + (space - small.width()) / 2, TOP_Y, small.width(),
                         small.height())
    else:
        panels = _stack(others) if others else []
        room = COLUMN.left() + shift - right  # up to the column (where it would be, alone)
        discard = QRectF(right + (room - small.width()) / 2, PAINTING_TOP + 48, small.width(), small.height())
    discard_caption = QRectF(discard.center().x() - 100, discard.bottom() + 4, 200, 26)
    note = None
    if others == 0:
        note = QRectF(discard.center().x() - 130, discard_caption.bottom() + 40, 260, 160)
    layout = TableLayout(False, header, market, pile, drawn, drawn_caption, discard, discard_caption,
                         slots, painting, titles, symbols, tuple(panels), note)
    return mirrored_layout(layout) if rtl else layout


def mirrored_layout(layout: TableLayout) -> TableLayout:
    """``layout`` with every rectangle mirrored (see :func:`mirror`)."""
    values = {}
    for field in fields(layout):
        value = getattr(layout, field.name)
        if isinstance(value, QRectF):
            value = mirror(value)
        elif isinstance(value, tuple):
            value = tuple(mirror(rect) for rect in value)
        values[field.name] = value
    values["rtl"] = not layout.rtl
    return TableLayout(**values)


def card_centre(top_left: QPointF, scale: float = 1.0) -> QPointF:
    """The centre of a card whose top-left is ``top_left``."""
    return top_left + QPointF(CARD.width() * scale / 2, CARD.height() * scale / 2)
