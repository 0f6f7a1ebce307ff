"""The rules page of Picktura: our own words in the active language, with cards and a work tiled
from its quarters drawn as the table draws them (the art when it is there, plain faces otherwise)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QWidget

from canvas_table.i18n import _
from canvas_table.picktura.ui.end import render_work
from canvas_table.picktura.ui.faces import PickturaFaces, card_face
from canvas_table.picktura.ui.rules_text import BLANK, CARD_PX, EXAMPLE_CARDS, rules_html
from canvas_table.table.faces import FaceCache, draw_face
from canvas_table.table.rules_browser import RulesBrowserPage, existing_art_dir


def card_image(faces: FaceCache, card: int, width: int = CARD_PX * 2) -> QImage:
    """Card ``card`` as the table draws it (twice the page size: sharp at 2x)."""
    image = QImage(width, round(width * 7 / 5), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    draw_face(painter, image.rect().toRectF(), faces, card_face(card))
    painter.end()
    return image


class PickturaRulesPage(RulesBrowserPage):
    """The rules in a scrollable, keyboard-navigable text browser, with cards from the table."""

    def __init__(self, parent: QWidget | None = None, art_dir: Path | None = None) -> None:
        super().__init__(_("Rules of Picktura"), parent)
        faces = FaceCache(PickturaFaces(art_dir if art_dir is not None else existing_art_dir()))
        for card in (*EXAMPLE_CARDS, BLANK):
            self.add_image(f"pk:{card}", card_image(faces, card))
        self.add_image("example:work", render_work(faces, EXAMPLE_CARDS, CARD_PX * 4))
        self.browser.setHtml(rules_html())
