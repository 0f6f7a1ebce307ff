"""Example paintings for the rules page: one per scoring card, found by search, painted off-thread.

:func:`choose_example` is deterministic: among ordered triples of art cards in id order, starting
5 cards further for each scoring card so the examples differ (the first
:data:`SEARCH_LIMIT` of them), the first that earns 2 ribbons on the card, else the first that earns
one. :class:`ExampleRenderer` finds and paints all twelve in a worker thread, once per process.
"""

from __future__ import annotations

import contextlib
import threading
from dataclasses import dataclass
from itertools import permutations

from PIL import Image
from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QImage

from canvas_table.canvas.cards import CardSet, default_card_set
from canvas_table.canvas.painting import PaintingJudge
from canvas_table.canvas.ui.names import painting_title

SEARCH_LIMIT = 30_000
ART_SCALE = 0.3  # of the full-size card art: 150 x 210 pixels


@dataclass(frozen=True)
class Example:
    """An example painting for one scoring card, and what it earns there."""

    card: str  # scoring card name
    layers: tuple[int, int, int]  # bottom to top
    background: int
    ribbons: int
    title: str  # the painting's title
    image: QImage | None = None


def choose_example(card: str, cards: CardSet | None = None) -> Example:
    """The example painting for scoring card ``card`` (without its image)."""
    cards = cards or default_card_set()
    judge = PaintingJudge((card, None, None, None), cards)
    ids = sorted(cards.art)
    start = (5 * list(cards.scoring).index(card)) % len(ids)  # each card's search starts elsewhere
    ids = ids[start:] + ids[:start]
    first: tuple[tuple[int, int, int], int] | None = None
    for count, layers in enumerate(permutations(ids, 3)):
        if count >= SEARCH_LIMIT:
            break
        ribbons = judge.verdict(layers).ribbons[0] or 0
        if ribbons >= 2:
            first = (layers, ribbons)  # type: ignore[assignment]
            break
        if ribbons and first is None:
            first = (layers, ribbons)  # type: ignore[assignment]
    if first is None:  # cannot happen with the shipped cards; keep the page whole anyway
        first = ((ids[0], ids[1], ids[2]), 0)
    layers, ribbons = first
    backgrounds = sorted(cards.backgrounds)
    background = backgrounds[list(cards.scoring).index(card) % len(backgrounds)]
    return Example(card, layers, background, ribbons, painting_title(cards, layers))


def paint_example(example: Example) -> Image.Image:
    """The example painting with the real art, composited as on the table."""
    from canvas_table.canvas.art.composite import painting_image, render_face

    return painting_image(example.background, example.layers, render_face(ART_SCALE))


def to_qimage(image: Image.Image) -> QImage:
    """A PIL RGBA image as a QImage that owns its pixels."""
    rgba = image.convert("RGBA")
    data = rgba.tobytes()
    qimage = QImage(data, rgba.width, rgba.height, 4 * rgba.width, QImage.Format.Format_RGBA8888)
    return qimage.copy()


_CACHE: dict[str, Example] = {}
_LOCK = threading.Lock()


def cached_examples() -> dict[str, Example]:
    """The examples already painted in this process, by scoring card name."""
    with _LOCK:
        return dict(_CACHE)


class ExampleRenderer(QObject):
    """Finds and paints the examples in a thread; ``ready`` brings each one to the GUI thread."""

    ready = Signal(object)  # an Example with its image
    finished = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        """Paint what is missing (examples already cached are not announced again)."""
        missing = [name for name in default_card_set().scoring if name not in cached_examples()]
        if not missing:
            self.finished.emit()
            return
        self._thread = threading.Thread(target=self._work, args=(missing,), name="rules-examples",
                                        daemon=True)
        self._thread.start()

    def _work(self, names: list[str]) -> None:
        for name in names:
            if self._stop.is_set():
                return
            example = choose_example(name)
            try:
                image = to_qimage(paint_example(example))
            except Exception:  # no picture is better than no page
                image = None
            done = Example(example.card, example.layers, example.background, example.ribbons,
                           example.title, image)
            with _LOCK:
                _CACHE[name] = done
            if self._stop.is_set():
                return
            try:
                self.ready.emit(done)
            except RuntimeError:  # the dialog went away meanwhile
                return
        with contextlib.suppress(RuntimeError):
            self.finished.emit()

    def wait(self, timeout: float = 30.0) -> None:
        """Block until the thread has painted every example (tests and tools)."""
        if self._thread is not None:
            self._thread.join(timeout)

    def stop(self, wait: float = 0.0) -> None:
        """Ask the thread to stop after the example it is painting (optionally wait for it)."""
        self._stop.set()
        if wait and self._thread is not None:
            self._thread.join(wait)


__all__ = ["Example", "ExampleRenderer", "cached_examples", "choose_example", "paint_example"]
