"""Canvas card faces for the table: PNGs from the art cache, or plain faces until it is ready.

Face keys: ``art:<id>``, ``bg:<id>``, ``back``, ``icon:<name>``, ``ui:<name>``. Source images are
loaded lazily at 1x, or from the 2x set when drawn wider than the 1x files, and kept in a small
least-recently-used store so a whole deck at 2x never sits in memory at once. With
``asynchronous`` on (the window's choice) a PNG is decoded in a worker thread while the table
shows the plain face, and ``loaded`` says when to repaint with the real one.
"""

from __future__ import annotations

from collections import OrderedDict
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from PySide6.QtCore import QObject, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen

from canvas_table.art import style
from canvas_table.canvas.cards import SWATCH_COLOURS, CardSet, default_card_set

BASE_WIDTH = 500
ICON_LETTERS = {"hue": "H", "shape": "S", "texture": "X", "tone": "T"}


class CanvasFaces(QObject):
    """A :class:`canvas_table.table.faces.FaceSource` for Canvas."""

    loaded = Signal(str)  # a face's real image arrived: repaint it
    _arrived = Signal(str, bool, object)  # from a loader thread to the GUI thread

    def __init__(self, art_dir: Path | None, cards: CardSet | None = None,
                 limit_mb: int = 96, asynchronous: bool = False,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.asynchronous = asynchronous
        self._loader: ThreadPoolExecutor | None = None
        self._pending: set[tuple[str, bool]] = set()
        self._arrived.connect(self._store)
        self.art_dir = art_dir
        self._files = _listing(art_dir)
        self.cards = cards or default_card_set()
        self.limit_bytes = limit_mb * 1024 * 1024
        self._images: OrderedDict[tuple[str, bool], QImage] = OrderedDict()
        self._bytes = 0

    def set_art_dir(self, art_dir: Path | None) -> None:
        """Use the art in ``art_dir`` from now on (None: plain faces)."""
        self.art_dir = art_dir
        self._images.clear()
        self._bytes = 0
        self._files = _listing(art_dir)

    def _path(self, face: str, large: bool) -> Path | None:
        if self.art_dir is None:
            return None
        kind, _, name = face.partition(":")
        suffix = "@2x" if large else ""
        folders = {"art": "art", "bg": "backgrounds", "icon": "icons", "ui": "ui"}
        if face == "back":
            return self.art_dir / f"ui{suffix}" / "card_back.png"
        if kind not in folders:
            return None
        return self.art_dir / f"{folders[kind]}{suffix}" / f"{name}.png"

    def image(self, face: str, width: int = BASE_WIDTH) -> QImage | None:
        """The face's source image, large enough for ``width`` device pixels if possible."""
        large = width > BASE_WIDTH * 1.05
        key = (face, large)
        found = self._images.get(key)
        if found is not None:
            self._images.move_to_end(key)
            return found
        path = self._path(face, large)
        if path is None or path not in self._files:
            return None if not large else self.image(face, BASE_WIDTH)
        if self.asynchronous:
            if key not in self._pending:
                self._pending.add(key)
                if self._loader is None:
                    self._loader = ThreadPoolExecutor(2, thread_name_prefix="faces")
                self._loader.submit(lambda: self._arrived.emit(face, large, _decode(path)))
            return None if not large else self._images.get((face, False))
        image = _decode(path)
        if image is not None:
            self._keep(key, image)
        return image

    def _store(self, face: str, large: bool, image: QImage | None) -> None:
        self._pending.discard((face, large))
        if image is not None and self.art_dir is not None:
            self._keep((face, large), image)
            self.loaded.emit(face)

    def _keep(self, key: tuple[str, bool], image: QImage) -> None:
        self._images[key] = image
        self._bytes += image.sizeInBytes()
        while self._bytes > self.limit_bytes and len(self._images) > 1:
            _, old = self._images.popitem(last=False)
            self._bytes -= old.sizeInBytes()

    @property
    def pending(self) -> int:
        """Images being decoded right now."""
        return len(self._pending)

    # -- plain faces --------------------------------------------------------------------------

    def paint_fallback(self, face: str, painter: QPainter, rect: QRectF) -> None:
        """A clean plain face: pale film with title and icon chips, or a colour-band ground."""
        kind, _, name = face.partition(":")
        if kind == "art":
            self._plain_art(int(name), painter, rect)
        elif kind == "bg":
            self._plain_background(int(name), painter, rect)
        else:
            painter.fillRect(rect, QColor(style.CARD_BACK))

    def _plain_art(self, card_id: int, painter: QPainter, rect: QRectF) -> None:
        card = self.cards.art[card_id]
        painter.fillRect(rect, QColor(255, 255, 255, 46))
        w, h = rect.width(), rect.height()
        painter.setPen(QColor(style.PAPER))
        font = QFont(style.FONT_FAMILY_TITLE)
        font.setPixelSize(max(6, int(h * 0.08)))
        painter.setFont(font)
        painter.drawText(QRectF(0, h * 0.05, w, h * 0.2), Qt.AlignmentFlag.AlignHCenter, card.title)
        strip_top = h * style.STRIP_TOP / style.CARD_HEIGHT
        chip_w = w / 5
        for i, icons in enumerate(card.swatches):
            if not icons:
                continue
            chip = QRectF(i * chip_w + 2, strip_top + 2, chip_w - 4, h - strip_top - 4)
            painter.setBrush(QColor(style.SWATCH_COLOURS[SWATCH_COLOURS[i]]))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawRoundedRect(chip, 4, 4)
            painter.setPen(QPen(QColor(style.INK)))
            font.setPixelSize(max(5, int(chip.height() * 0.45)))
            painter.setFont(font)
            text = " ".join(
                ("+" + ICON_LETTERS[i[6:]]) if i.startswith("bonus_") else ICON_LETTERS[i]
                for i in icons
            )
            painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, text)

    def _plain_background(self, bg_id: int, painter: QPainter, rect: QRectF) -> None:
        background = self.cards.backgrounds[bg_id]
        painter.fillRect(rect, QColor(style.PAPER))
        band = rect.width() / 5
        for i, colour in enumerate(background.colours):
            tint = QColor(colour)
            tint.setAlpha(120)
            painter.fillRect(QRectF(rect.left() + i * band, rect.top(), band, rect.height()), tint)


def _decode(path: Path) -> QImage | None:
    """A PNG as a premultiplied image (QImage decoding is safe off the GUI thread)."""
    image = QImage(str(path))
    if image.isNull():
        return None
    return image.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)


def _listing(art_dir: Path | None) -> frozenset[Path]:
    """Every PNG under ``art_dir`` (one listing, so painting never asks the disk)."""
    if art_dir is None or not art_dir.is_dir():
        return frozenset()
    return frozenset(art_dir.glob("*/*.png"))
