"""The rules page of Picktura: our own words in the active language, with cards and a work tiled
from its quarters drawn as the table draws them (the art when it is there, plain faces otherwise)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QImage, QPainter, QTextDocument
from PySide6.QtWidgets import QTextBrowser, QVBoxLayout, QWidget

from canvas_table.i18n import _, is_rtl
from canvas_table.picktura.ui.end import render_work
from canvas_table.picktura.ui.faces import PickturaFaces, card_face
from canvas_table.picktura.ui.rules_text import BLANK, CARD_PX, EXAMPLE_CARDS, rules_html
from canvas_table.table.faces import FaceCache, draw_face

IMAGE = QTextDocument.ResourceType.ImageResource


def card_image(faces: FaceCache, card: int, width: int = CARD_PX * 2) -> QImage:
    """Card ``card`` as the table draws it (twice the page size: sharp at 2x)."""
    image = QImage(width, round(width * 7 / 5), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    draw_face(painter, image.rect().toRectF(), faces, card_face(card))
    painter.end()
    return image


def default_art_dir() -> Path | None:
    """The art cache folder, if it exists."""
    from canvas_table.art.cache import art_cache_dir

    folder = art_cache_dir()
    return folder if folder.is_dir() else None


class PickturaRulesPage(QWidget):
    """The rules in a scrollable, keyboard-navigable text browser."""

    def __init__(self, parent: QWidget | None = None, art_dir: Path | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(_("Rules of Picktura"))
        if is_rtl():
            self.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.browser = QTextBrowser()
        self.browser.setAccessibleName(_("Rules text"))
        self.browser.setOpenExternalLinks(False)
        faces = FaceCache(PickturaFaces(art_dir if art_dir is not None else default_art_dir()))
        document = self.browser.document()
        for card in (*EXAMPLE_CARDS, BLANK):
            document.addResource(IMAGE, QUrl(f"pk:{card}"), card_image(faces, card))
        document.addResource(IMAGE, QUrl("example:work"), render_work(faces, EXAMPLE_CARDS, CARD_PX * 4))
        self.browser.setHtml(rules_html())
        layout.addWidget(self.browser)
        self.setFocusProxy(self.browser)

    def stop(self) -> None:
        """Nothing runs in the background (the pictures are painted at once)."""
