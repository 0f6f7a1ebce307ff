"""Card faces as pixmaps: sources by face key, rendered per (face, size, dpr) into an own cache.

A *face key* is a plain string (``"art:12"``, ``"bg:3"``, ``"back"``); the table knows nothing
else about it. A :class:`FaceSource` turns a key into a full-resolution QImage (or None while the
art is not ready) and can paint a plain fallback face, so the table never waits for the art.
The default QPixmapCache (10 MB) is too small for a deck at 2x, hence :class:`FaceCache`.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPainterPath, QPixmap


class FaceSource(Protocol):
    """Where card faces come from."""

    def image(self, face: str, width: int) -> QImage | None:
        """The face, at least ``width`` pixels wide where possible; None if not ready."""
        ...

    def paint_fallback(self, face: str, painter: QPainter, rect: QRectF) -> None:
        """Paint a plain face into ``rect`` while the real one is not ready."""
        ...


class FaceCache:
    """Pixmaps of faces at exact device sizes, rounded corners applied, least recently used out."""

    def __init__(self, source: FaceSource, corner_ratio: float = 0.036, limit_mb: int = 384) -> None:
        self.source = source
        self.corner_ratio = corner_ratio
        self.limit_bytes = limit_mb * 1024 * 1024
        self._pixmaps: OrderedDict[tuple[str, int, int, float], QPixmap] = OrderedDict()
        self._bytes = 0
        self._plain: set[tuple[str, int, int, float]] = set()  # drawn plain or stood in for, the art coming
        self._asking = False  # see ask_drawn: pixmap() draws nothing, it asks the source
        self._asked: dict[str, set[tuple[str, int, int, float]]] = {}  # by ask_drawn, per face
        self.generation = 0  # bumped when the source changes, so items repaint

    def pixmap(self, face: str, width: int, height: int, dpr: float) -> QPixmap:
        """The face at ``width`` x ``height`` device pixels, tagged with ``dpr``."""
        key = (face, width, height, dpr)
        found = self._pixmaps.get(key)
        if found is not None:
            self._pixmaps.move_to_end(key)
            return found
        if self._asking:
            want = getattr(self.source, "want", None)
            if want is not None:  # said first: the loader that decodes it makes it at this size too
                want(face, width, height, self.corner_ratio * width)
            if self.source.image(face, width) is None:  # an asynchronous source starts decoding it
                self._asked.setdefault(face, set()).add(key)
            return QPixmap()
        pixmap, plain = self._render(face, width, height)
        pixmap.setDevicePixelRatio(dpr)
        if not pixmap.isNull():  # plain faces too: invalidate() drops them when the art arrives
            self._pixmaps[key] = pixmap
            self._bytes += width * height * 4
            if plain:
                self._plain.add(key)
            while self._bytes > self.limit_bytes and self._pixmaps:
                old, _ = self._pixmaps.popitem(last=False)
                self._bytes -= old[1] * old[2] * 4
                self._plain.discard(old)
        return pixmap

    def ask_drawn(self, paint: Callable[[], None]) -> None:
        """Run ``paint`` with this cache drawing nothing: each face it draws that is not cached is
        only asked of the source, so an asynchronous source starts decoding it now (counted as
        awaited), and the first real paint finds it ready instead of drawing it plain."""
        self._asked.clear()
        self._asking = True
        try:
            paint()
        finally:
            self._asking = False

    def render_asked(self, face: str) -> None:
        """Render ``face`` (an image of it has arrived) at the sizes the last :meth:`ask_drawn`
        saw it drawn at and whose image is there, while the table waits for its other faces: the
        first paint finds them ready. Sizes served by another file of the face, still decoding,
        wait for theirs (drawn now, they would be drawn plain, then again)."""
        asked = self._asked.pop(face, set())
        waiting = {key for key in asked if not self._ready(face, key[1])}
        if waiting:
            self._asked[face] = waiting
        for key in asked - waiting:
            self.drop(key)
            self.pixmap(*key)

    def prepare(self, face: str, width: int, height: int, dpr: float) -> bool:
        """Render ``face`` at this device size ahead of its first paint, if its image is ready
        (else its decoding is asked for); True once the pixmap is cached with the real art."""
        key = (face, width, height, dpr)
        if key in self._pixmaps and key not in self._plain:
            return True
        preload = getattr(self.source, "preload", None)
        if not (preload(face, width) if preload is not None else self.source.image(face, width)):
            return False
        self.drop(key)
        self.pixmap(face, width, height, dpr)
        release = getattr(self.source, "release", None)
        if release is not None:  # the pixmap is what is drawn: the large source may go
            release(face, width)
        return True

    def drop(self, key: tuple[str, int, int, float]) -> None:
        """Forget one face at one size, (face, width, height, dpr)."""
        if self._pixmaps.pop(key, None) is not None:
            self._bytes -= key[1] * key[2] * 4
        self._plain.discard(key)

    def has(self, face: str, width: int, height: int, dpr: float) -> bool:
        """True when ``face`` at this device size is cached with its real art."""
        key = (face, width, height, dpr)
        return key in self._pixmaps and key not in self._plain

    @property
    def plain_count(self) -> int:
        """Cached faces drawn plain, or from a smaller file of their art, while the image they
        are drawn from is being decoded."""
        return len(self._plain)

    def _ready(self, face: str, width: int) -> bool:
        """True when the image that serves ``face`` at ``width`` pixels is there (always, for a
        source that does not say: it decodes when asked)."""
        ready = getattr(self.source, "ready", None)
        return ready is None or ready(face, width)

    def _render(self, face: str, width: int, height: int) -> tuple[QPixmap, bool]:
        radius = self.corner_ratio * width
        take = getattr(self.source, "take_made", None)
        made = take(face, width, height, radius) if take is not None else None  # by its loader
        if made is not None:
            return QPixmap.fromImage(made), False
        source = self.source.image(face, width)
        if source is not None:  # a smaller file's image stands in while its own is decoding
            stand_in = not self._ready(face, width)
            return QPixmap.fromImage(rounded_face(source, width, height, radius)), stand_in
        image = QImage(max(width, 1), max(height, 1), QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setClipPath(_rounded_path(width, height, radius))
        self.source.paint_fallback(face, painter, QRectF(0, 0, width, height))
        painter.end()
        has = getattr(self.source, "has", None)
        return QPixmap.fromImage(image), has is not None and has(face)

    def forget_stand_ins(self, face: str) -> None:
        """Drop the sizes of ``face`` drawn plain or from a smaller file whose own image is now
        there (an image of the face arrived); the sizes drawn from their own image stay."""
        for key in [k for k in self._plain if k[0] == face and self._ready(face, k[1])]:
            self.drop(key)

    def invalidate(self) -> None:
        """Forget every pixmap (the art became ready or changed)."""
        self._pixmaps.clear()
        self._plain.clear()
        self._bytes = 0
        self.generation += 1


def _rounded_path(width: int, height: int, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(QRectF(0, 0, width, height), radius, radius)
    return path


def rounded_face(source: QImage, width: int, height: int, radius: float) -> QImage:
    """``source`` scaled smoothly to ``width`` x ``height`` pixels, its corners rounded by
    ``radius`` (premultiplied; safe off the GUI thread, where a face's loader makes it ahead)."""
    image = QImage(max(width, 1), max(height, 1), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setClipPath(_rounded_path(width, height, radius))
    painter.drawImage(0, 0, source.scaled(width, height, Qt.AspectRatioMode.IgnoreAspectRatio,
                                          Qt.TransformationMode.SmoothTransformation))
    painter.end()
    return image


def draw_face(painter: QPainter, rect: QRectF, faces: FaceCache, face: str) -> None:
    """Draw ``face`` into ``rect`` pixel for pixel: a pixmap of the exact device size, unscaled.

    Letting QPainter scale a pixmap (even by 1.0001) takes its slow smooth path; mapping the
    rectangle to the device first keeps every card, painting and preview a plain blit.
    """
    world = painter.worldTransform()
    device = painter.device()
    dpr = device.devicePixelRatioF() if device is not None else 1.0
    target = world.mapRect(rect)
    width = max(1, round(target.width() * dpr))
    height = max(1, round(target.height() * dpr))
    pixmap = faces.pixmap(face, width, height, dpr)
    if world.isRotating():
        painter.drawPixmap(rect, pixmap, QRectF(0, 0, width, height))
        return
    painter.save()
    painter.resetTransform()
    painter.drawPixmap(QPointF(round(target.x() * dpr) / dpr, round(target.y() * dpr) / dpr), pixmap)
    painter.restore()
