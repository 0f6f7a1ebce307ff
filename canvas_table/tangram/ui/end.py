"""Tangram Champions on the end screen: the score table (the different colours toward the goal, the
colour cards held, where each pawn stands) and the champion's trophy, then each seat's collection."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from canvas_table.i18n import _, digits, ngettext
from canvas_table.table.faces import FaceCache, draw_face
from canvas_table.table.kit import EndPainting, ScoreColumn
from canvas_table.tangram.colours import COLOURS
from canvas_table.tangram.ui.faces import colour_face
from canvas_table.tangram.ui.names import colour_name
from canvas_table.tangram.ui.trophy import render_trophy, trophy_faces
from canvas_table.tangram.ui.words import champion_name, square_name


def score_table(report: dict[str, Any]) -> tuple[list[ScoreColumn], list[list[str]]]:
    """Player, champion, different colours (of the goal), colour cards held, the square reached."""
    goal = report["colours_to_win"]
    columns = [
        ScoreColumn(_("Player")),
        ScoreColumn(_("Champion")),
        ScoreColumn(_("Different colours"), _("{n} make the champion").format(n=digits(goal))),
        ScoreColumn(_("Colour cards")),
        ScoreColumn(_("Square")),
    ]
    rows = []
    for seat in report["seats"]:
        held = seat["colours"]
        cards = _(", ").join(f"{colour_name(c)} ×{digits(held[c])}" if held[c] > 1 else colour_name(c)
                             for c in COLOURS if c in held)
        rows.append([seat["name"], champion_name(seat["champion"]),
                     _("{held} of {goal}").format(held=digits(seat["score"]), goal=digits(goal)),
                     cards or "—", square_name(seat["square"])])
    return columns, rows


def render_collection(faces: FaceCache, held: dict[str, int], width: int) -> QImage:
    """A seat's colour cards laid in a fan of the seven colours (a dashed place for a missing one)."""
    height = round(width * 7 / 5)
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#1d3128"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    card_w = width * 0.3
    for k, colour in enumerate(COLOURS):
        row, column = divmod(k, 3)
        rect = QRectF(width * 0.04 + column * width * 0.32, height * 0.03 + row * height * 0.32, card_w,
                      card_w * 7 / 5)
        if held.get(colour, 0):
            draw_face(painter, rect, faces, colour_face(colour))
        else:
            painter.setPen(QColor(255, 255, 255, 70))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, 8, 8)
    painter.end()
    return image


def end_paintings(report: dict[str, Any], art_dir: Path | None) -> list[EndPainting]:
    """Every seat's collection of colour cards, in seat order, the champion's trophy before theirs."""
    faces = trophy_faces(art_dir)
    paintings = []
    champion = report.get("champion")
    for seat, data in enumerate(report["seats"]):
        held = dict(data["colours"])
        if seat == champion:
            colours = [c for c in COLOURS if held.get(c)]

            def trophy(width: int, who: str = data["champion"], colours: list[str] = colours) -> QImage:
                return render_trophy(faces, who, colours, width)

            paintings.append(EndPainting(seat, _("The champion's trophy"), trophy))

        def collection(width: int, held: dict[str, int] = held) -> QImage:
            return render_collection(faces, held, width)

        n = data["score"]
        title = ngettext("Colour cards ({n} colour)", "Colour cards ({n} colours)", n).format(n=digits(n))
        paintings.append(EndPainting(seat, title, collection))
    return paintings
