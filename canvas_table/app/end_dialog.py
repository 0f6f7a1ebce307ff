"""The end-of-game dialog: the winner, each seat's score broken down, every painting large.

``exec()`` returns :data:`PLAY_AGAIN` (2) when the player asks for another game, 0 on Close.
"""

from __future__ import annotations

import contextlib
import os
import re
import tempfile
from pathlib import Path
from typing import Any

from PySide6.QtCore import QStandardPaths, Qt
from PySide6.QtGui import QColor, QFont, QIcon, QImage, QPainter, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QFileDialog,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from canvas_table.app.new_game_dialog import FOCUS_STYLE
from canvas_table.app.stats import Summary
from canvas_table.i18n import FSI, PDI, _, digits, isolate
from canvas_table.table.kit import TableKit

PLAY_AGAIN = 2
PAINTING_HEIGHT = 260
EXPORT_WIDTH = 700
WINNER_TINT = "#fff3c4"


def _dot(colour: str, size: int = 12) -> QIcon:
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(QColor(colour))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawEllipse(1, 1, size - 2, size - 2)
    painter.end()
    return QIcon(pixmap)


def is_you(name: str) -> bool:
    """True for the seat named "You" (in English or the language the game was started in)."""
    return name.strip().strip(FSI + PDI) in {"You", _("You")}


def paintings_title(name: str) -> str:
    """The heading of a seat's paintings: "Your paintings" for "You", "Ada's paintings" otherwise."""
    return _("Your paintings") if is_you(name) else _("{name}'s paintings").format(name=name)


def headline(report: dict[str, Any]) -> str:
    """One line naming the winner(s), or for a solo game whether the target was reached (names
    isolated and the language's digits, so a Latin name leading a Persian line keeps it Persian)."""
    return digits(_headline(report))


def _headline(report: dict[str, Any]) -> str:
    seats = [{**seat, "name": isolate(seat["name"])} for seat in report["seats"]]
    if "target" in report and len(seats) == 1:
        score, target = seats[0]["score"], report["target"]
        if score >= target:
            text = _("{name} reached the target: {score} points of {target}")
        else:
            text = _("{name} missed the target: {score} points of {target}")
        return text.format(name=seats[0]["name"], score=score, target=target)
    winners = report.get("winners") or []
    if not winners:
        return _("The game is not over")
    names = [seats[w]["name"] for w in winners]
    score = seats[winners[0]]["score"]
    if len(names) > 1:
        return _("{names} and {last} share the win with {score} points").format(
            names=_(", ").join(names[:-1]), last=names[-1], score=score)
    tied = [s for s in seats if s["score"] == score]
    you = is_you(names[0])
    if len(tied) > 1 and "inspiration" not in seats[winners[0]]:  # another game's tie-break
        if you:
            return _("You win with {score} points, breaking the tie").format(score=score)
        return _("{name} wins with {score} points, breaking the tie").format(name=names[0], score=score)
    if len(tied) > 1:
        left = seats[winners[0]]["inspiration"]
        if you:
            return _("You win with {score} points, on inspiration ({left} left)").format(
                score=score, left=left)
        return _("{name} wins with {score} points, on inspiration ({left} left)").format(
            name=names[0], score=score, left=left)
    if you:
        return _("You win with {score} points").format(score=score)
    return _("{name} wins with {score} points").format(name=names[0], score=score)


class EndDialog(QDialog):
    """Final scores and paintings of any game: its kit gives the columns and draws the paintings."""

    def __init__(
        self, report: dict[str, Any], kit: TableKit, art_dir: Path | None, parent: QWidget | None = None,
        summary: Summary | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(_("Game over"))
        self.setAccessibleName(_("Game over"))
        self.setStyleSheet(FOCUS_STYLE)
        self.report = report
        self.play_again = False
        self.kit = kit
        #: Every painting, in seat order; the index of export_painting.
        self.paintings = kit.end_paintings(report, art_dir)
        self._images: dict[int, QImage] = {}
        layout = QVBoxLayout(self)
        self.headline = QLabel(headline(report))
        font = QFont(self.headline.font())
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.headline.setFont(font)
        self.headline.setAccessibleName(_("Result"))
        self.headline.setWordWrap(True)
        layout.addWidget(self.headline)
        #: The player's figures of this game after it was counted (None: nothing was recorded).
        self.summary = QLabel(summary.line() if summary is not None else "")
        self.summary.setAccessibleName(_("Your statistics"))
        self.summary.setWordWrap(True)
        self.summary.setVisible(summary is not None)
        layout.addWidget(self.summary)
        self.table = self._score_table()
        layout.addWidget(self.table)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self._painting_gallery())
        scroll.setAccessibleName(_("Paintings"))
        layout.addWidget(scroll, 1)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.again_button = QPushButton(_("Play &again"))
        self.again_button.setAccessibleName(_("Play again"))
        self.again_button.setDefault(True)
        self.again_button.clicked.connect(self._again)
        self.close_button = QPushButton(_("&Close"))
        self.close_button.setAccessibleName(_("Close"))
        self.close_button.clicked.connect(self.reject)
        buttons.addWidget(self.again_button)
        buttons.addWidget(self.close_button)
        layout.addLayout(buttons)
        screen = (parent.screen() if parent is not None else self.screen()).availableGeometry()
        self.resize(min(1100, round(screen.width() * 0.95)), min(820, round(screen.height() * 0.92)))
        self.setMaximumHeight(screen.height())  # on a small screen the paintings scroll, the buttons stay

    # ----------------------------------------------------------------- scores
    def _score_table(self) -> QTableWidget:
        columns, rows = self.kit.score_table(self.report)
        seats = self.report["seats"]
        table = QTableWidget(len(rows), len(columns))
        table.setAccessibleName(_("Scores"))
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.verticalHeader().setVisible(False)
        for col, column in enumerate(columns):
            item = QTableWidgetItem(column.title)
            if column.colour:
                item.setIcon(_dot(column.colour))
                item.setForeground(QColor(column.colour))
            if column.tooltip:
                item.setToolTip(column.tooltip)
            table.setHorizontalHeaderItem(col, item)
        winners = set(self.report.get("winners") or [])
        for row, cells in enumerate(rows):
            for col, text in enumerate(cells):
                item = QTableWidgetItem(digits(text))
                if col:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if row in winners:
                    bold = item.font()
                    bold.setBold(True)
                    item.setFont(bold)
                    item.setBackground(QColor(WINNER_TINT))
                table.setItem(row, col, item)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        header.setMinimumSectionSize(80)
        height = header.sizeHint().height() + sum(table.rowHeight(r) for r in range(len(seats)))
        table.setFixedHeight(height + 2 * table.frameWidth() + 2)
        return table

    # ----------------------------------------------------------------- paintings
    def image(self, index: int) -> QImage:
        """Painting ``index`` (see :attr:`paintings`) at full size, rendered once."""
        if index not in self._images:
            self._images[index] = self.paintings[index].render(EXPORT_WIDTH)
        return self._images[index]

    def _painting_gallery(self) -> QWidget:
        gallery = QWidget()
        column = QVBoxLayout(gallery)
        self.export_buttons: list[QPushButton] = []
        for seat, data in enumerate(self.report["seats"]):
            box = QGroupBox(paintings_title(data["name"]))
            row = QHBoxLayout(box)
            mine = [k for k, painting in enumerate(self.paintings) if painting.seat == seat]
            for index in mine:
                row.addWidget(self._painting_tile(index))
            if not mine:
                row.addWidget(QLabel(_("No painting")))
            row.addStretch(1)
            box.setAccessibleName(_("Paintings of seat {n}").format(n=seat + 1))
            column.addWidget(box)
        column.addStretch(1)
        return gallery

    def _painting_tile(self, index: int) -> QWidget:
        tile = QWidget()
        layout = QVBoxLayout(tile)
        picture = QLabel()
        picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        image = self.image(index)
        dpr = self.devicePixelRatioF()
        if not image.isNull():
            pixmap = QPixmap.fromImage(image.scaledToHeight(
                round(PAINTING_HEIGHT * dpr), Qt.TransformationMode.SmoothTransformation))
            pixmap.setDevicePixelRatio(dpr)
            picture.setPixmap(pixmap)
        title = self.paintings[index].title
        picture.setAccessibleName(_("Painting: {title}").format(title=title))
        caption = QLabel(f"<i>{title}</i>")
        caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        button = QPushButton(_("Export PNG…"))
        button.setAccessibleName(_("Export {title} as PNG").format(title=title))
        button.clicked.connect(lambda _checked=False, i=index: self._ask_export(i))
        self.export_buttons.append(button)
        layout.addWidget(picture)
        layout.addWidget(caption)
        layout.addWidget(button, 0, Qt.AlignmentFlag.AlignCenter)
        return tile

    def export_painting(self, index: int, path: str | os.PathLike[str]) -> Path:
        """Save painting ``index`` as a PNG at ``path`` (".png" added if missing), atomically.

        Raises OSError when the file cannot be written.
        """
        target = Path(path)
        if target.suffix.lower() != ".png":
            target = target.with_name(target.name + ".png")
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, temp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".png", dir=target.parent)
        os.close(fd)
        try:
            if not self.image(index).save(temp, "PNG"):
                raise OSError(_("{file}: the image could not be written").format(file=target.name))
            os.replace(temp, target)
        finally:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(temp)
        return target

    def _ask_export(self, index: int) -> None:
        title = self.paintings[index].title or _("Painting")
        folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.PicturesLocation)
        suggested = str(Path(folder or Path.home()) / (re.sub(r'[\\/:*?"<>|]', "", title) + ".png"))
        path, _filter = QFileDialog.getSaveFileName(self, _("Export painting"), suggested,
                                                    _("PNG images (*.png)"))
        if not path:
            return
        try:
            self.export_painting(index, path)
        except OSError as err:
            QMessageBox.warning(self, _("Export failed"), _("{file}: {error}").format(
                file=Path(path).name, error=err.strerror or err))

    def _again(self) -> None:
        self.play_again = True
        self.done(PLAY_AGAIN)
