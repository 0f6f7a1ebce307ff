"""The main window's art: finding it at start (off the GUI thread), and showing a new table once
the art of the faces it draws is decoded, so that its first paint is the real art.

While a new table waits (at most :data:`REVEAL_LIMIT_MS`) the view paints the mat alone, and what
would compete with decoding (a bot's first turn, the worker's start) waits with it.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtGui import QImage

REVEAL_LIMIT_MS = 800  # a new table waits at most this long for its art before showing plain faces


class WindowArt:
    """A mixin of the main window (which provides the attributes named below)."""

    art: Any
    art_dir: Path | None
    art_bar: Any
    kit: Any
    faces: Any
    face_cache: Any
    finished: bool
    scene: Any
    view: Any
    _faces: dict[str, Any]
    _reveal_timer: QTimer
    _on_reveal: list[Callable[[], None]]
    _revealing: bool
    _mat_laid: bool  # the mat of the art folder in use is laid under the table

    def _faces_of(self, kit: Any) -> Any:
        """The game's face source, made once per game and kept (its decoded images with it)."""
        faces = self._faces.get(kit.game_id)
        if faces is None:
            faces = self._faces[kit.game_id] = kit.faces(self.art_dir, True, self)
            faces.loaded.connect(self._face_loaded)
        return faces

    def _reveal_when_decoded(self) -> None:
        """Show the new table once the art of every face it draws is decoded: its first paint is
        the real art, not plain faces. Until then the view paints the mat alone, for at most
        :data:`REVEAL_LIMIT_MS` (plain faces then stand in for what is still decoding)."""
        if self.art_dir is not None and self.face_cache is not None:
            # each face at the size it is drawn: most decode from their quarter- or half-size files
            self.face_cache.ask_drawn(self.view.paint_unseen)
        if getattr(self.faces, "awaited", 0):
            self.view.hold(True)
            self._reveal_timer.start(REVEAL_LIMIT_MS)
        else:
            self._reveal_table()

    def when_table_shows(self, job: Callable[[], None]) -> None:
        """Do ``job`` once the new table is painted (at once if none is waiting for its art)."""
        if self._revealing:
            self._on_reveal.append(job)
        else:
            job()

    def _reveal_table(self) -> None:
        """Paint the new table now, then do what waited for it (a bot's first turn, the bots'
        preparation: the worker's start would have competed with decoding the table's art)."""
        self._reveal_timer.stop()
        self._revealing = False
        waiting, self._on_reveal = self._on_reveal, []
        if not self.view.holding:  # shown at once (no art to wait for): nothing was put off
            for job in waiting:
                job()
            return
        self.view.hold(False)
        self.view.viewport().repaint()
        for job in waiting:  # each in a later turn of the event loop: the table's paint is out first
            QTimer.singleShot(0, self, job)

    def _face_loaded(self, face: str) -> None:
        if self.face_cache is not None:
            self.face_cache.forget_stand_ins(face)
            if self.view.holding:  # the table waits for its faces: this one is drawn ready
                self.face_cache.render_asked(face)
        if self.view.holding and not getattr(self.faces, "awaited", 0):
            self._reveal_table()
        else:
            self.scene.update()

    def _art_ready(self, folder: str) -> None:
        """Draw from the art in ``folder`` from now on; lay its mat once it is read."""
        self.art_bar.setVisible(False)
        if self.art_dir != Path(folder):
            self.art_dir = Path(folder)
            self._mat_laid = False
            for faces in self._faces.values():
                faces.set_art_dir(self.art_dir)
            if self.face_cache is not None:
                self.face_cache.invalidate()
        self.lay_mat()
        self.scene.update()

    def lay_mat(self) -> None:
        """Lay the mat of the art folder in use under the table, once it is read; not before the
        window is finished (its first frame is the flat colour, which Qt fills without a paint
        of ours, nor Qt's namespace of enums: see TableView.lay_table)."""
        if self._mat_laid or not self.finished or self.art_dir is None:
            return
        # a folder the art thread found complete: it reads the mat (the ready signal says when),
        # taken here once read; a folder just built: the mat is read now
        mine = self.art.found(0) == str(self.art_dir)
        mat = self.art.prepared if mine else QImage(str(self.art_dir / "ui" / "mat.png"))
        if mat is not None:
            self._mat_laid = True
            self.view.set_mat(None if mat.isNull() else mat, self.kit.mat_colour)

    def stop_art(self) -> None:
        """Closing: stop looking for (or building) the art and end the face loaders' threads."""
        self.art.stop()
        for faces in self._faces.values():
            shutdown = getattr(faces, "shutdown", None)  # a kit's face source may have no loader
            if shutdown is not None:
                shutdown()

    def take_found_art(self) -> None:
        """Use the art now if the art thread found it complete (waiting a moment for its look),
        so that the game started next draws its real faces at once (the mat follows once the
        thread has read it)."""
        folder = self.art.found()
        if folder is not None:
            self._art_ready(folder)


def list_art(folder: Path, names: frozenset[str]) -> None:
    """Keep the listing of a complete art folder (the art thread gives it as soon as found): the
    faces then find their files without asking the disk."""
    from canvas_table.art.cache import list_ahead

    list_ahead(folder, names)


def read_mat(folder: Path) -> QImage:
    """The table's mat in a complete art folder (the art thread reads it as soon as found)."""
    return QImage(str(folder / "ui" / "mat.png"))
