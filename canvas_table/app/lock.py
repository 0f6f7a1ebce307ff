"""One window per data folder: a lock file in the data folder (Qt's :class:`QLockFile`).

The window that holds the lock owns the autosave and the settings. A lock left by a window that
crashed (or was killed) is stale: its process is gone, so the next start takes it over. A second
start while the first window runs is told so and may open read-only (it writes nothing) or quit.
The lock never goes stale by age: a window may stay open for days.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QLockFile
from PySide6.QtWidgets import QMessageBox, QWidget

from canvas_table.app.paths import lock_path, shown
from canvas_table.i18n import _

OWNED, TAKEN, UNLOCKABLE = "owned", "taken", "unlockable"


class DataLock:
    """The data folder's lock: ``acquire()`` says whether this process now owns the folder."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = lock_path() if path is None else path
        self._lock = QLockFile(str(self.path))
        self._lock.setStaleLockTime(0)  # only a dead holder makes it stale, never its age

    def acquire(self) -> str:
        """``OWNED`` (this window owns the folder), ``TAKEN`` (another running window does), or
        ``UNLOCKABLE`` (the lock cannot be written: an unwritable folder, where nothing can be saved
        anyway, so the window opens as usual and says why saving fails)."""
        if self._lock.isLocked() or self._lock.tryLock(0):
            return OWNED
        if self._lock.error() == QLockFile.LockError.LockFailedError:
            return TAKEN
        return UNLOCKABLE

    @property
    def owned(self) -> bool:
        """True while this process holds the lock."""
        return self._lock.isLocked()

    def holder(self) -> int | None:
        """The process id of the window holding the lock, if it can be read."""
        info = self._lock.getLockInfo()
        if isinstance(info, tuple) and info and isinstance(info[0], int) and info[0] > 0:
            return info[0]
        return None

    def release(self) -> None:
        """Let the folder go (the window closes)."""
        if self._lock.isLocked():
            self._lock.unlock()


def ask_read_only(folder: Path, holder: int | None, parent: QWidget | None = None) -> bool:
    """Tell the player another window owns ``folder``; True to open read-only, False to quit."""
    box = SecondStartBox(folder, holder, parent)
    box.exec()
    return box.clickedButton() is box.read_only_button


class SecondStartBox(QMessageBox):
    """The question a second start asks: open read-only, or quit (the default, and Esc)."""

    def __init__(self, folder: Path, holder: int | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setIcon(QMessageBox.Icon.Warning)
        self.setWindowTitle(_("Canvas Table is already open"))
        if holder is None:
            text = _("Another Canvas Table window is using the data folder {folder}.").format(
                folder=shown(folder))
        else:
            text = _("Another Canvas Table window (process {pid}) is using the data folder {folder}.").format(
                pid=holder, folder=shown(folder))
        self.setText(text)
        self.setInformativeText(_("Two windows would overwrite each other's autosave. Open this one "
                                  "read-only (nothing autosaved, settings not saved), or quit?"))
        self.read_only_button = self.addButton(_("Open &read-only"), QMessageBox.ButtonRole.AcceptRole)
        self.quit_button = self.addButton(_("&Quit"), QMessageBox.ButtonRole.RejectRole)
        self.setDefaultButton(self.quit_button)
        self.setEscapeButton(self.quit_button)
