"""Tangram Champions' faces for the table: the board, the champions' pawns and the cards.

Face keys: ``tg:board``, ``tg:pawn:<champion>``, ``tg:colour:<colour>`` (a colour card),
``tg:card:<kind>`` (a favourable or unfavourable card), ``tg:back:<deck>`` (``favourable``,
``unfavourable``, ``colour``, ``tangram``). The PNGs come from the art folder (see
:mod:`canvas_table.tangram.art.faces` for their file names); until they are there the table paints
plain faces: the board's squares in their kinds' colours, a disc with the champion's initial, a
card in its colour with its name.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF

from canvas_table.table.painted import INK, PAPER, ui_font
from canvas_table.table.png_faces import PngFaces
from canvas_table.tangram.art.faces import at, face_path
from canvas_table.tangram.art.track import track
from canvas_table.tangram.board import BOARD, FAVOURABLE, PRISON, START, UNFAVOURABLE
from canvas_table.tangram.cards import deck_of
from canvas_table.tangram.ui.palette import CHAMPION_HEX, COLOUR_HEX, DECK_HEX, KIND_HEX

BOARD_FACE = "tg:board"


def pawn_face(champion: str) -> str:
    """The face key of ``champion``'s pawn."""
    return f"tg:pawn:{champion}"


def colour_face(colour: str) -> str:
    """The face key of a colour card of ``colour``."""
    return f"tg:colour:{colour}"


def card_face(kind: str) -> str:
    """The face key of a favourable or unfavourable card of ``kind``."""
    return f"tg:card:{kind}"


def back_face(deck: str) -> str:
    """The back of a deck's cards (``favourable``, ``unfavourable``, ``colour``, ``tangram``)."""
    return f"tg:back:{deck}"


class TangramFaces(PngFaces):
    """A :class:`canvas_table.table.faces.FaceSource` for Tangram Champions."""

    def path(self, face: str, large: bool) -> Path | None:
        """The PNG of ``face`` in the art folder, if the art is there."""
        if self.art_dir is None:
            return None
        relative = face_path(face)
        if relative is None:
            return None
        return self.art_dir / (at(relative, 2) if large else relative)

    def base_width(self, face: str) -> int:
        """The 1x files' widths: the board is large, pawns and cards small."""
        if face == BOARD_FACE:
            return 1024
        return 120 if face.startswith("tg:pawn:") else 240

    def paint_fallback(self, face: str, painter: QPainter, rect: QRectF) -> None:
        """A plain face drawn with Qt until the art is there."""
        kind, _, name = face.removeprefix("tg:").partition(":")
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if kind == "board":
            paint_plain_board(painter, rect)
        elif kind == "pawn":
            painter.setPen(QPen(QColor(255, 255, 255, 220), rect.width() * 0.06))
            painter.setBrush(QColor(CHAMPION_HEX.get(name, "#888888")))
            painter.drawEllipse(rect.adjusted(2, 2, -2, -2))
            painter.setPen(QColor("#ffffff"))
            painter.setFont(ui_font(rect.height() * 0.42, bold=True))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, name[:1].upper())
        else:
            fill = COLOUR_HEX.get(name) if kind == "colour" else DECK_HEX.get(name, "#d8c9a8")
            if kind == "card":
                fill = DECK_HEX[deck_of(name)]
            painter.setPen(QPen(QColor(255, 255, 255, 200), 2))
            painter.setBrush(QColor(fill or "#888888"))
            radius = rect.width() * 0.08
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
            if kind == "colour":
                _motif(painter, rect)
        painter.restore()


def _motif(painter: QPainter, rect: QRectF) -> None:
    """A small tangram square cut in its triangles, in white, on a colour card."""
    c, s = rect.center(), rect.width() * 0.28
    painter.setPen(QPen(QColor(255, 255, 255, 230), max(1.0, rect.width() * 0.03)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    square = QPolygonF([c + QPointF(-s, -s), c + QPointF(s, -s), c + QPointF(s, s), c + QPointF(-s, s)])
    painter.drawPolygon(square)
    painter.drawLine(c + QPointF(-s, -s), c + QPointF(s, s))
    painter.drawLine(c + QPointF(-s, s), c)


def paint_plain_board(painter: QPainter, rect: QRectF) -> None:
    """The loop of squares in their kinds' colours, on a paper ground (no art yet)."""
    painter.fillRect(rect, PAPER)
    for box in track():
        square = QRectF(rect.left() + box.left * rect.width(), rect.top() + box.top * rect.height(),
                        box.width * rect.width(), box.height * rect.height()).adjusted(2, 2, -2, -2)
        kind = BOARD[box.index]
        painter.setPen(QPen(INK, 1.2))
        painter.setBrush(QColor(COLOUR_HEX.get(kind) or KIND_HEX[kind]))
        painter.drawRoundedRect(square, 6, 6)
        mark = {START: "★", PRISON: "#", FAVOURABLE: "☀", UNFAVOURABLE: "☁"}.get(kind)
        if mark:
            painter.setPen(INK)
            painter.setFont(ui_font(square.height() * 0.35, bold=True))
            painter.drawText(square, Qt.AlignmentFlag.AlignCenter, mark)
