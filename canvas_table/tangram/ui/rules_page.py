"""The rules page of Tangram Champions: our own words in the active language, with the board, the
pawns and the cards drawn as the table draws them (the art when it is there, plain faces
otherwise), two figures' silhouettes on their colours and the two dice."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPolygonF
from PySide6.QtWidgets import QWidget

from canvas_table.i18n import _
from canvas_table.table.faces import FaceCache, draw_face
from canvas_table.table.rules_browser import RulesBrowserPage, existing_art_dir
from canvas_table.tangram.figures import figures
from canvas_table.tangram.ui.dice import paint_die
from canvas_table.tangram.ui.faces import TangramFaces
from canvas_table.tangram.ui.palette import COLOUR_HEX
from canvas_table.tangram.ui.rules_text import FIGURES_SHOWN, faces_used, rules_html

SHARP = 2  # pictures are drawn at twice the page's size: sharp at 2x


def face_image(faces: FaceCache, face: str, width: int, height: int) -> QImage:
    """``face`` as the table draws it, ``width`` x ``height`` pixels."""
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    draw_face(painter, QRectF(0, 0, width, height), faces, face)
    painter.end()
    return image


def silhouette_path(figure_id: str) -> QPainterPath:
    """A figure's silhouette (its outer rings less its holes) in the figure's units, y up."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.OddEvenFill)
    shape = figures()[figure_id].silhouette
    for polygon in getattr(shape, "geoms", [shape]):
        for ring in (polygon.exterior, *polygon.interiors):
            path.addPolygon(QPolygonF([QPointF(x, -y) for x, y in ring.coords]))
    return path


def figure_image(figure_id: str, width: int) -> QImage:
    """The figure's black silhouette on its colour, a square ``width`` pixels wide."""
    image = QImage(width, width, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(COLOUR_HEX[figures()[figure_id].colour]))
    painter.drawRoundedRect(QRectF(0, 0, width, width), width * 0.08, width * 0.08)
    path = silhouette_path(figure_id)
    box = path.boundingRect()
    scale = width * 0.8 / max(box.width(), box.height())
    painter.translate(width / 2, width / 2)
    painter.scale(scale, scale)
    painter.translate(-box.center())
    painter.setBrush(QColor("#1c1a1f"))
    painter.drawPath(path)
    painter.end()
    return image


def dice_image(width: int) -> QImage:
    """The two dice showing a three and a four."""
    height = width // 2
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    die = height * 0.8
    paint_die(painter, QRectF(width * 0.08, height * 0.08, die, die), 3, -8)
    paint_die(painter, QRectF(width * 0.52, height * 0.08, die, die), 4, 10)
    painter.end()
    return image


class TangramRulesPage(RulesBrowserPage):
    """The rules in a scrollable, keyboard-navigable text browser, with the table's pictures."""

    def __init__(self, parent: QWidget | None = None, art_dir: Path | None = None) -> None:
        super().__init__(_("Rules of Tangram Champions"), parent)
        faces = FaceCache(TangramFaces(art_dir if art_dir is not None else existing_art_dir()),
                          corner_ratio=0.0)
        for face in faces_used():
            if face == "tg:board":
                size = (260 * SHARP, 260 * SHARP)
            elif face.startswith("tg:pawn:"):
                size = (48 * SHARP, 48 * SHARP)
            else:
                size = (60 * SHARP, 84 * SHARP)
            self.add_image(face, face_image(faces, face, *size))
        for figure in FIGURES_SHOWN:
            self.add_image(f"tg:figure:{figure}", figure_image(figure, 80 * SHARP))
        self.add_image("tg:dice", dice_image(120 * SHARP))
        self.browser.setHtml(rules_html())
