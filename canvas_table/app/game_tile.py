"""One game in the New game dialog's chooser: its thumbnail from the art cache, its name, pitch and
player range."""

from __future__ import annotations

from html import escape
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from canvas_table.app import theme
from canvas_table.art.cache import art_cache_dir
from canvas_table.engine.platform import GameModule
from canvas_table.i18n import _, digits, text_direction

THUMB = 72  # the thumbnail's side, in pixels
TILE = theme.FELT  # a game's tile before its picture is painted


def thumbnail(game: GameModule, size: int) -> QPixmap:
    """The game's thumbnail from the art cache, ``size`` pixels square (a plain tile with the
    game's initial until the art is built)."""
    path = Path(art_cache_dir()) / getattr(game, "thumbnail", "")
    pixmap = QPixmap(str(path)) if path.is_file() else QPixmap()
    if not pixmap.isNull():
        return pixmap.scaled(size, size, Qt.AspectRatioMode.KeepAspectRatio,
                             Qt.TransformationMode.SmoothTransformation)
    pixmap = QPixmap(size, size)
    pixmap.fill(QColor(TILE))
    painter = QPainter(pixmap)
    font = painter.font()
    font.setPixelSize(size // 2)
    painter.setFont(font)
    painter.setPen(QColor(theme.ON_FELT))
    painter.drawText(pixmap.rect(), Qt.AlignmentFlag.AlignCenter, _(game.name)[:1])
    painter.end()
    return pixmap


class GameTile(QWidget):
    """One game in the chooser: its picture, name, pitch and player range."""

    def __init__(self, game: GameModule) -> None:
        super().__init__()
        row = QHBoxLayout(self)
        row.setContentsMargins(6, 4, 6, 4)
        picture = QLabel()
        picture.setPixmap(thumbnail(game, THUMB))
        picture.setFixedSize(THUMB, THUMB)
        low, high = game.players
        players = _("{low} to {high} players").format(low=digits(low), high=digits(high))
        # The paragraph's direction is the language's, not its first letter's (a Latin game name
        # would set a Persian tile left to right).
        text = QLabel(f"<div dir='{text_direction()}'><b style='font-size:12pt'>{escape(_(game.name))}</b>"
                      f"<br>{escape(_(game.pitch))}<br><small>{escape(players)}</small></div>")
        text.setWordWrap(True)
        row.addWidget(picture)
        row.addWidget(text, 1)
