"""What a test leaves behind, and the application-wide state it changed.

:class:`Guard` is the autouse fixture's work (``tests/conftest.py``): before a test it notes the
child processes, Python threads and top-level windows alive, and the state that belongs to the
whole application (style, style sheet, palette, font, layout direction, icon, cursor position,
language, the interpreter's switch interval); after it, it puts that state back and names what the
test left running. Reading costs microseconds: no psutil (``/proc``), and nothing of Qt unless the
test session has imported it already.
"""

from __future__ import annotations

import gc
import os
import sys
import threading
import time
from collections.abc import Callable, Iterable
from typing import Any

STYLE_MARK = "canvas_table_style"  # canvas_table.app.theme.STYLE_PROPERTY (not imported here)
ENDING_WAIT_S = 5.0  # a thread or process seen ending gets this long (polled) before it counts


def _lasting_pids() -> set[int]:
    """Helper processes that live as long as the test process by design: multiprocessing's
    resource tracker and fork server (each started once, on first use)."""
    pids: set[int] = set()
    tracker = sys.modules.get("multiprocessing.resource_tracker")
    if tracker is not None:
        pids.add(getattr(tracker._resource_tracker, "_pid", None) or 0)
    forkserver = sys.modules.get("multiprocessing.forkserver")
    if forkserver is not None:
        pids.add(getattr(forkserver._forkserver, "_forkserver_pid", None) or 0)
    return pids


def _running(pid: int) -> bool:
    """True unless ``pid`` has ended (a zombie, not yet reaped, has ended)."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as stat:
            return stat.read().rsplit(b")", 1)[1].split()[0] != b"Z"
    except (OSError, IndexError):
        return False


def child_pids() -> set[int]:
    """This process's running children (all its threads'), but the :func:`_lasting_pids`."""
    pids: set[int] = set()
    for task in os.listdir("/proc/self/task"):
        try:
            with open(f"/proc/self/task/{task}/children") as children:
                pids.update(int(pid) for pid in children.read().split())
        except OSError:  # the thread ended meanwhile
            continue
    return {pid for pid in pids - _lasting_pids() if _running(pid)}


def python_threads() -> set[threading.Thread]:
    """The live threads that Python started (Qt's own threads that ran Python are left out)."""
    return {t for t in threading.enumerate()
            if t.is_alive() and not isinstance(t, threading._DummyThread)}  # type: ignore[attr-defined]


def _describe_pid(pid: int) -> str:
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as cmdline:
            words = cmdline.read().split(b"\0")
    except OSError:
        return str(pid)
    return f"{pid} ({b' '.join(words).decode(errors='replace')[:160].strip()})"


def _qt_app() -> Any:
    """The QApplication if this session has one (never imports Qt)."""
    widgets = sys.modules.get("PySide6.QtWidgets")
    return widgets.QApplication.instance() if widgets is not None else None


def _pointer(widget: Any) -> int:
    import shiboken6

    return shiboken6.getCppPointer(widget)[0]


def _new_windows(app: Any, before: set[int]) -> list[Any]:
    """Parentless top-level widgets alive now that were not there ``before``."""
    return [w for w in app.topLevelWidgets() if w.parent() is None and _pointer(w) not in before]


def _flush_deletions() -> None:
    """Delete what ``deleteLater`` was asked of (pytest-qt closes a test's widgets that way)."""
    from PySide6.QtCore import QCoreApplication, QEvent

    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def wait_until(done: Callable[[], bool], seconds: float = ENDING_WAIT_S) -> bool:
    """Poll ``done`` (Qt's events processed between polls, if Qt is loaded) until it is true or
    ``seconds`` have passed; returns its last answer."""
    deadline = time.monotonic() + seconds
    while not done():
        if time.monotonic() > deadline:
            return False
        app = _qt_app()
        if app is not None:
            app.processEvents()
        time.sleep(0.005)
    return True


class AppState:
    """The application-wide state a test may change, noted and put back."""

    def __init__(self, app: Any) -> None:
        from PySide6.QtCore import QLocale
        from PySide6.QtGui import QCursor

        self.app = app
        self.style = app.style().name()
        self.style_mark = app.property(STYLE_MARK)
        self.style_sheet = app.styleSheet()
        self.palette = app.palette()
        self.font = app.font()
        self.direction = app.layoutDirection()
        self.icon = app.windowIcon()
        self.cursor = QCursor.pos()
        self.locale = QLocale().name()
        self.translator = _qt_translator()

    def restore(self, language: str) -> list[str]:
        """Put back what changed (Qt's language as ``language``, our texts' language before the
        test); returns the names of what did."""
        from PySide6.QtCore import QLocale
        from PySide6.QtGui import QCursor

        app, changed = self.app, []
        if self.translator is not _qt_translator() or self.locale != QLocale().name():
            changed.append("Qt's language")
            from canvas_table.app.application import apply_language

            apply_language(app, language)  # its translator; font and direction follow below
            QLocale.setDefault(QLocale(self.locale))
            self.translator = _qt_translator()
        if app.style().name() != self.style:
            changed.append("style")
            app.setStyle(self.style)
        if app.property(STYLE_MARK) != self.style_mark:
            app.setProperty(STYLE_MARK, self.style_mark)
        if app.palette() != self.palette:
            changed.append("palette")
            app.setPalette(self.palette)
        if app.font() != self.font:
            changed.append("font")
            app.setFont(self.font)
        if app.layoutDirection() != self.direction:
            changed.append("layout direction")
            app.setLayoutDirection(self.direction)
        if app.styleSheet() != self.style_sheet:
            changed.append("style sheet")
            app.setStyleSheet(self.style_sheet)
        if app.windowIcon().cacheKey() != self.icon.cacheKey():
            changed.append("window icon")
            app.setWindowIcon(self.icon)
        if QCursor.pos() != self.cursor:
            changed.append("cursor position")
            QCursor.setPos(self.cursor)
        return changed


def release_test_mouse() -> None:
    """Let go of every mouse button QTest may still hold (a release of a button it does not hold
    changes nothing and says nothing).

    QTest keeps one record of the pressed buttons for the whole process and sends it with every
    later synthesized move: a test that pressed and never released (its widget deleted first, a
    gesture cut short) made every later ``qtbot.mouseMove`` a drag. The close-up, which opens on
    a rest of the mouse with no button down, then never opened in the tests that came after.
    """
    if _qt_app() is None or "PySide6.QtTest" not in sys.modules:
        return
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QWidget

    probe = QWidget()  # never shown: the releases go to it, QTest's record is what changes
    for button in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton, Qt.MouseButton.MiddleButton):
        QTest.mouseRelease(probe, button, pos=QPoint(0, 0))
    probe.deleteLater()
    _flush_deletions()


def _qt_translator() -> Any:
    """The Qt translator our language installed (None for English, or before any)."""
    application = sys.modules.get("canvas_table.app.application")
    return getattr(application, "_qt_translator", None)


class Guard:
    """Around one test: see the module. :meth:`finish` returns the lines of what was left."""

    def __init__(self, app: Any, ending_wait_s: float = ENDING_WAIT_S) -> None:
        self.ending_wait_s = ending_wait_s
        self.children = child_pids()
        self.threads = python_threads()
        self.switch_interval = sys.getswitchinterval()
        i18n = sys.modules.get("canvas_table.i18n")
        self.language = i18n.language() if i18n is not None else None
        self.app_state = AppState(app) if app is not None else None
        self.windows = {_pointer(w) for w in app.topLevelWidgets()} if app is not None else set()

    def finish(self) -> tuple[list[str], list[str]]:
        """(what was left running, the app-wide state that was put back)."""
        left = self._windows_left()  # first: a window's closing ends its workers
        restored = self._restore()
        new_children = lambda: child_pids() - self.children  # noqa: E731
        new_threads = lambda: python_threads() - self.threads  # noqa: E731
        wait_until(lambda: not new_children() and not new_threads(), self.ending_wait_s)
        left += [f"child process {_describe_pid(pid)}" for pid in sorted(new_children())]
        left += [f"thread {t.name!r} ({getattr(t, '_target', None)!r})" for t in new_threads()]
        return left, restored

    def _restore(self) -> list[str]:
        changed = []
        release_test_mouse()
        if sys.getswitchinterval() != self.switch_interval:
            changed.append("switch interval")
            sys.setswitchinterval(self.switch_interval)
        language = self.language or "en"
        app = _qt_app()
        if self.app_state is not None and app is self.app_state.app:
            changed += self.app_state.restore(language)
        i18n = sys.modules.get("canvas_table.i18n")
        if i18n is not None and i18n.language() != language:
            changed.append("language")
            i18n.set_language(language)
        return changed

    def _windows_left(self) -> list[str]:
        """Delete the windows pytest-qt closed; name (then close and delete) any other one."""
        app = _qt_app()
        if app is None:
            return []
        _flush_deletions()
        left = _new_windows(app, self.windows)
        if left:  # perhaps only kept by a reference cycle: then it is not left behind
            gc.collect()
            _flush_deletions()
            left = _new_windows(app, self.windows)
        lines = [f"top-level window {type(w).__name__} {w.windowTitle()!r} (close and delete it: "
                 f"qtbot.addWidget does)" for w in left]
        _close_all(left)
        return lines


def _close_all(widgets: Iterable[Any]) -> None:
    """Close and delete ``widgets`` (so that the next test does not find them)."""
    for widget in widgets:
        widget.close()
        widget.deleteLater()
    _flush_deletions()
