"""A face source backed by PNG files in an art folder, decoded lazily (in worker threads if asked).

Generic (no game here): a game subclasses :class:`PngFaces` and says where a face's file is
(:meth:`PngFaces.path`) and how wide its 1x file is (:meth:`PngFaces.base_width`), and paints
its plain faces (:meth:`PngFaces.paint_fallback`). Images are read from the smallest file at
least as wide as they are drawn: the quarter-size twin (``<folder>@quarter/<name>``) when drawn at
most a quarter as wide as the 1x file, the half-size one (``<folder>@half/<name>``: the art build
makes both beside every 1x file with a 2x twin) at most half as wide, the 1x file, or the 2x one
when drawn wider; they are kept in a small least-recently-used store. With
``asynchronous`` on, a PNG is decoded in a worker thread while the table shows the plain face,
and ``loaded`` says when to repaint with the real one. :meth:`PngFaces.preload` decodes a face
ahead of its first use without asking for a repaint (``decoded`` says when it is there).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QRectF, Signal
from PySide6.QtGui import QColor, QImage, QPainter

from canvas_table.art.cache import HALF_FOLDER, QUARTER_FOLDER, listing
from canvas_table.table.faces import rounded_face

if TYPE_CHECKING:
    from concurrent.futures import ThreadPoolExecutor

Key = tuple[str, int]  # (face, level): QUARTER, HALF, ONE or TWO
Made = tuple[int, int, float]  # a size the loader makes a face at: width, height, corner radius
QUARTER, HALF, ONE, TWO = 0, 1, 2, 3  # the quarter-size, half-size, 1x and 2x files of a face
TWIN_FOLDERS = {QUARTER: QUARTER_FOLDER, HALF: HALF_FOLDER}  # the smaller twins' folder suffixes


class PngFaces(QObject):
    """A :class:`canvas_table.table.faces.FaceSource` reading PNGs from an art folder."""

    loaded = Signal(str)  # a face's real image arrived where a plain one was drawn: repaint it
    decoded = Signal(str)  # a face's image arrived (asked for by preload or for drawing)
    _arrived = Signal(str, int, object, object)  # from a loader thread to the GUI thread

    def __init__(self, art_dir: Path | None, asynchronous: bool = False, limit_mb: int = 96,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.asynchronous = asynchronous
        self.limit_bytes = limit_mb * 1024 * 1024
        self._loader: ThreadPoolExecutor | None = None
        self._pending: set[Key] = set()
        self._drawn_without: set[Key] = set()  # pending images whose face was drawn meanwhile
        self._images: OrderedDict[Key, QImage] = OrderedDict()
        self._bytes = 0
        self._wanted: dict[Key, set[Made]] = {}  # sizes to make as a pending image arrives
        self._wanted_lock = threading.Lock()  # the loader threads take what the GUI thread adds
        self._made: dict[tuple[str, int, int, float], QImage] = {}  # made by the loader, by face
        self._arrived.connect(self._store)
        self.art_dir: Path | None = None
        self._files: frozenset[str] = frozenset()  # the art folder's PNGs, as path strings
        self.set_art_dir(art_dir)

    # -- what a game says ---------------------------------------------------------------------

    def path(self, face: str, large: bool) -> Path | None:
        """The file of ``face`` in the art folder (the 2x set if ``large``), None if it has none."""
        return None

    def base_width(self, face: str) -> int:
        """The width of the 1x file of ``face`` in pixels (wider drawings read the 2x file)."""
        return 500

    def paint_fallback(self, face: str, painter: QPainter, rect: QRectF) -> None:
        """Paint a plain face into ``rect`` while the real one is not ready."""
        painter.fillRect(rect, QColor(128, 128, 128, 80))  # a game paints something better

    # -- the loader ---------------------------------------------------------------------------

    def set_art_dir(self, art_dir: Path | None) -> None:
        """Use the art in ``art_dir`` from now on (None: plain faces)."""
        self.art_dir = art_dir
        self._images.clear()
        self._drawn_without.clear()
        self._made.clear()
        self._bytes = 0
        self._files = listing(art_dir)

    def has(self, face: str) -> bool:
        """True when ``face`` has a 1x file in the art folder."""
        path = self.path(face, False)
        return path is not None and str(path) in self._files

    def _level(self, face: str, width: int) -> int:
        """Which file serves ``width`` pixels (a width of 0, when none is asked: the 1x file)."""
        base = self.base_width(face) * 1.05  # a little upscaling is not worth a larger file
        if width > base:
            return TWO
        if width <= 0 or width > base / 2:
            return ONE
        return QUARTER if width <= base / 4 else HALF

    def _file(self, face: str, level: int) -> Path | None:
        """The file of ``face`` at ``level`` if the art folder has it."""
        path = self.path(face, level == TWO)
        if path is not None and level in TWIN_FOLDERS:
            path = path.parent.with_name(path.parent.name + TWIN_FOLDERS[level]) / path.name
        return path if path is not None and str(path) in self._files else None

    def _key(self, face: str, width: int) -> tuple[Key, Path | None]:
        """The stored image that serves ``width`` pixels, and its file (None: no such file); the
        next larger twin stands in for a missing smaller one, the 1x file for a missing 2x one."""
        level = self._level(face, width)
        path = self._file(face, level)
        while path is None and level < ONE:
            level += 1
            path = self._file(face, level)
        if path is None and level == TWO:
            level, path = ONE, self._file(face, ONE)
        return (face, level), path

    def image(self, face: str, width: int = 0) -> QImage | None:
        """The face's source image, large enough for ``width`` device pixels if possible."""
        near = (face, self._level(face, width))
        found = self._images.get(near)
        if found is not None:  # the common case, found without building a path
            self._images.move_to_end(near)
            return found
        key, path = self._key(face, width)
        found = self._images.get(key)
        if found is not None:
            self._images.move_to_end(key)
            return found
        if path is None:
            return None
        if self.asynchronous:
            self._decode(key, path)
            self._drawn_without.add(key)
            smaller = (self._images.get((face, level)) for level in range(key[1] - 1, QUARTER - 1, -1))
            return next((image for image in smaller if image is not None), None)  # meanwhile
        image = decode(path)
        if image is not None:
            self._keep(key, image)
        return image

    def preload(self, face: str, width: int) -> bool:
        """True when the image :meth:`image` would give for ``width`` is decoded; else start
        decoding it (off the GUI thread when asynchronous) and return False. Nothing is
        repainted for it: ``decoded`` says when it arrives. False for a face without a file."""
        if (face, self._level(face, width)) in self._images:
            return True
        key, path = self._key(face, width)
        if key in self._images:
            return True
        if path is None:
            return False
        if self.asynchronous:
            self._decode(key, path)
            return False
        image = decode(path)
        if image is not None:
            self._keep(key, image)
        return image is not None

    def ready(self, face: str, width: int) -> bool:
        """True when the image :meth:`image` gives for ``width`` is its own, decoded (not a
        smaller one standing in while it decodes); True for a face without a file (nothing of it
        is coming). Nothing is asked of the loader."""
        if (face, self._level(face, width)) in self._images:
            return True
        key, path = self._key(face, width)
        return path is None or key in self._images

    def release(self, face: str, width: int) -> None:
        """Forget the decoded image that serves ``width`` if it is a 2x one (a face scaled
        ahead keeps only its pixmap; the smaller images stay, the table draws from them)."""
        key, _ = self._key(face, width)
        if key[1] == TWO:
            found = self._images.pop(key, None)
            if found is not None:
                self._bytes -= found.sizeInBytes()

    def want(self, face: str, width: int, height: int, radius: float) -> None:
        """Have the loader make ``face`` at ``width`` x ``height`` (corners of ``radius``) when it
        decodes the image for that size (said before :meth:`image` asks for it: a loader may be
        done before the asking returns): :meth:`take_made` then gives it, and the GUI thread need
        not scale it. Nothing for an image already decoded, nor of a source that decodes on the
        GUI thread (no loader to make it)."""
        if not self.asynchronous:
            return
        key, path = self._key(face, width)
        if path is not None and key not in self._images:
            with self._wanted_lock:
                self._wanted.setdefault(key, set()).add((width, height, radius))

    def take_made(self, face: str, width: int, height: int, radius: float) -> QImage | None:
        """The face the loader made at this size (see :meth:`want`), once; None if it made none."""
        return self._made.pop((face, width, height, radius), None)

    def _decode(self, key: Key, path: Path) -> None:
        if key not in self._pending:
            self._pending.add(key)
            if self._loader is None:
                from concurrent.futures import ThreadPoolExecutor

                self._loader = ThreadPoolExecutor(2, thread_name_prefix="faces")
            self._loader.submit(self._load, key, path)

    def _load(self, key: Key, path: Path) -> None:
        """In a loader thread: decode ``path``, make the sizes wanted of it, hand both over."""
        image = decode(path)
        with self._wanted_lock:
            wanted = self._wanted.pop(key, ())
        made = {} if image is None else {size: rounded_face(image, *size) for size in wanted}
        self._arrived.emit(key[0], key[1], image, made)

    def _store(self, face: str, level: int, image: QImage | None, made: dict[Made, QImage]) -> None:
        key = (face, level)
        self._pending.discard(key)
        drawn = key in self._drawn_without
        self._drawn_without.discard(key)
        if image is not None and self.art_dir is not None:
            self._keep(key, image)
            for made_key in [k for k in self._made if k[0] == face and self._key(face, k[1])[0] == key]:
                del self._made[made_key]  # sizes made of this file before and no longer drawn
            self._made.update({(face, *size): face_image for size, face_image in made.items()})
            self.decoded.emit(face)
            if drawn:
                self.loaded.emit(face)

    def _keep(self, key: Key, image: QImage) -> None:
        self._images[key] = image
        self._bytes += image.sizeInBytes()
        while self._bytes > self.limit_bytes and len(self._images) > 1:
            _, old = self._images.popitem(last=False)
            self._bytes -= old.sizeInBytes()

    def shutdown(self) -> None:
        """End the loader's threads (waiting for the images being decoded); a later decode
        starts new ones. The owner calls this when it is done with the faces (a window closing)."""
        loader, self._loader = self._loader, None
        if loader is not None:
            loader.shutdown(wait=True, cancel_futures=True)
        self._pending.clear()
        self._drawn_without.clear()

    @property
    def pending(self) -> int:
        """Images being decoded right now."""
        return len(self._pending)

    @property
    def awaited(self) -> int:
        """Images being decoded for faces already drawn plain (the table waits for these)."""
        return len(self._drawn_without)


def decode(path: Path) -> QImage | None:
    """A PNG as a premultiplied image (QImage decoding is safe off the GUI thread)."""
    image = QImage(str(path))
    if image.isNull():
        return None
    return image.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
