"""Picktura on the end screen: the score table (whole, 3-card and 2-card works, cards in hand, total)
and every exposed work of every seat, its quarters in place (the empty ones left dark)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from canvas_table.i18n import _, digits
from canvas_table.picktura.cards import is_blank, quarter_of
from canvas_table.picktura.moves import group_work, missing
from canvas_table.picktura.scoring import IN_HAND, THREE, TWO, WHOLE, is_whole, quarters, work_points
from canvas_table.picktura.ui.faces import PickturaFaces, card_face
from canvas_table.picktura.ui.names import work_title
from canvas_table.picktura.ui.words import number
from canvas_table.table.faces import FaceCache, draw_face
from canvas_table.table.kit import EndPainting, ScoreColumn


def score_table(report: dict[str, Any]) -> tuple[list[ScoreColumn], list[list[str]]]:
    """Player, the works by size (how many × their points), the cards left in hand, the total."""
    columns = [
        ScoreColumn(_("Player")),
        ScoreColumn(_("Whole works"), _("{n} points each").format(n=digits(WHOLE))),
        ScoreColumn(_("3-card works"), _("{n} points each").format(n=digits(THREE))),
        ScoreColumn(_("2-card works"), _("{n} points each").format(n=digits(TWO))),
        ScoreColumn(_("Cards in hand"), _("{n} points each").format(n=number(IN_HAND))),
        ScoreColumn(_("Total")),
    ]
    rows = []
    for seat in report["seats"]:
        works = seat["works"]
        whole = sum(1 for group in works if is_whole(group))
        three = sum(1 for group in works if not is_whole(group) and quarters(group) == 3)
        two = sum(1 for group in works if not is_whole(group) and quarters(group) == 2)
        held = len(seat["hand"])
        rows.append(
            [seat["name"], digits(whole), digits(three), digits(two), digits(held), number(seat["score"])]
        )
    return columns, rows


def paint_work(painter: QPainter, rect: QRectF, faces: FaceCache, group: Sequence[int]) -> None:
    """An exposed work into ``rect``: each quarter in its place, a blank canvas where it stands in."""
    painter.fillRect(rect, QColor(20, 14, 8))
    gap = missing(group)
    w, h = rect.width() / 2, rect.height() / 2
    for card in sorted(group, key=is_blank, reverse=True):  # a covered blank canvas lies under
        quarter = quarter_of(card) if not is_blank(card) else (quarter_of(gap[0]) if gap else -1)
        if quarter < 0:
            continue
        cell = QRectF(rect.left() + (quarter % 2) * w, rect.top() + (quarter // 2) * h, w, h)
        draw_face(painter, cell, faces, card_face(card))


def render_work(faces: FaceCache, group: Sequence[int], width: int) -> QImage:
    """An exposed work as an image ``width`` pixels wide (5:7)."""
    image = QImage(width, round(width * 7 / 5), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    paint_work(painter, QRectF(0, 0, image.width(), image.height()), faces, group)
    painter.end()
    return image


def end_paintings(report: dict[str, Any], art_dir: Path | None) -> list[EndPainting]:
    """Every seat's exposed works, in seat order then in the order exposed."""
    faces = FaceCache(PickturaFaces(art_dir), corner_ratio=0.0)
    paintings = []
    for seat, data in enumerate(report["seats"]):
        for group in data["works"]:
            cards = tuple(group)

            def render(width: int, cards: tuple[int, ...] = cards) -> QImage:
                return render_work(faces, cards, width)

            title = _("{title} ({points} points)").format(
                title=work_title(group_work(cards)), points=digits(work_points(cards))
            )
            paintings.append(EndPainting(seat, title, render))
    return paintings
