"""The rules page of Layers: our own words in the active language, the twelve symbols as the art
draws them, and a worked example painting with its numbers."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QImage, QTextDocument
from PySide6.QtWidgets import QTextBrowser, QVBoxLayout, QWidget

from canvas_table.i18n import _, is_rtl
from canvas_table.layers.cards import KINDS
from canvas_table.layers.ui.rules_text import EXAMPLE_WIDTH, ICON_PX, rules_html, worked_example

IMAGE = QTextDocument.ResourceType.ImageResource


def symbol_image(kind: str, negative: bool, px: int = ICON_PX * 2) -> QImage:
    """Symbol ``kind`` drawn by the art code (twice the page size: sharp at 2x)."""
    from canvas_table.layers.art.symbols import draw_symbol

    picture = draw_symbol(kind, px, negative).convert("RGBA")
    data = picture.tobytes()
    return QImage(data, picture.width, picture.height, 4 * picture.width,
                  QImage.Format.Format_RGBA8888).copy()


def example_image(layers: tuple[int, ...], art_dir: Path | None, width: int = EXAMPLE_WIDTH * 2) -> QImage:
    """The example painting: from the art folder's PNGs when they are there, else plain faces."""
    from canvas_table.layers.ui.faces import LayersFaces
    from canvas_table.layers.ui.items import render_painting
    from canvas_table.table.faces import FaceCache

    return render_painting(FaceCache(LayersFaces(art_dir)), layers, width)


def default_art_dir() -> Path | None:
    """The art cache folder, if it exists."""
    from canvas_table.art.cache import art_cache_dir

    folder = art_cache_dir()
    return folder if folder.is_dir() else None


class LayersRulesPage(QWidget):
    """The rules in a scrollable, keyboard-navigable text browser."""

    def __init__(self, parent: QWidget | None = None, art_dir: Path | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(_("Rules of Layers"))
        if is_rtl():
            self.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.browser = QTextBrowser()
        self.browser.setAccessibleName(_("Rules text"))
        self.browser.setOpenExternalLinks(False)
        document = self.browser.document()
        for kind in KINDS:
            for negative in (False, True):
                name = f"{kind}_neg" if negative else kind
                document.addResource(IMAGE, QUrl(f"sym:{name}"), symbol_image(kind, negative))
        example = worked_example()
        folder = art_dir if art_dir is not None else default_art_dir()
        document.addResource(IMAGE, QUrl("example:painting"), example_image(example.layers, folder))
        self.browser.setHtml(rules_html(example))
        layout.addWidget(self.browser)
        self.setFocusProxy(self.browser)

    def stop(self) -> None:
        """Nothing runs in the background (the example is painted at once)."""
