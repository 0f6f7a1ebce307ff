"""The autouse guard of tests/conftest.py (tests/leak_checks.py): it names the child process, the
thread and the top-level window a test leaves, and puts back the application-wide state."""

from __future__ import annotations

import multiprocessing
import sys
import threading

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QCursor, QFont
from PySide6.QtWidgets import QWidget

from canvas_table.app.application import make_app
from canvas_table.i18n import language
from tests.leak_checks import Guard, child_pids, python_threads


def test_a_thread_left_running_is_named_and_one_that_ends_is_waited_for(qapp):
    guard = Guard(qapp, ending_wait_s=1.0)
    stop = threading.Event()
    lingering = threading.Thread(target=stop.wait, name="lingering", daemon=True)
    ending = threading.Thread(target=lambda: stop.wait(0.2), name="ending", daemon=True)
    lingering.start()
    ending.start()
    try:
        left, _ = guard.finish()
    finally:
        stop.set()
        lingering.join()
    assert len(left) == 1 and "'lingering'" in left[0]
    assert not ending.is_alive()


def test_a_child_process_left_running_is_named(qapp):
    guard = Guard(qapp, ending_wait_s=0.5)
    context = multiprocessing.get_context("spawn")
    event = context.Event()
    child = context.Process(target=event.wait, name="left-child", daemon=True)
    child.start()
    try:
        assert child.pid in child_pids()
        left, _ = guard.finish()
    finally:
        event.set()
        child.join(30)
    assert len(left) == 1 and left[0].startswith(f"child process {child.pid} ")
    assert child.pid not in child_pids()


def test_a_window_left_open_is_named_then_closed_and_deleted(qapp):
    guard = Guard(qapp)
    kept = QWidget()
    kept.setWindowTitle("kept")
    kept.show()
    left, _ = guard.finish()
    assert left == ["top-level window QWidget 'kept' (close and delete it: qtbot.addWidget does)"]
    assert all(w.parent() is not None or w.windowTitle() != "kept" for w in qapp.topLevelWidgets())


def test_a_window_given_to_qtbot_is_deleted_by_the_guard(qapp, qtbot):
    guard = Guard(qapp)
    window = QWidget()
    qtbot.addWidget(window)
    window.show()
    window.close()
    window.deleteLater()  # what pytest-qt does after the test; the guard makes it happen
    left, _ = guard.finish()
    assert left == []
    import shiboken6

    assert not shiboken6.isValid(window)


def test_the_application_wide_state_a_start_sets_is_put_back(qapp):
    """make_app dresses the application for the product (theme, fonts, 1 ms switch interval,
    a language); the guard puts every bit of it back."""
    before = (qapp.styleSheet(), qapp.font(), qapp.palette(), qapp.layoutDirection(),
              sys.getswitchinterval(), language(), QCursor.pos())
    guard = Guard(qapp)
    make_app("fa")
    qapp.setFont(QFont("Serif", 31))
    QCursor.setPos(QPoint(7, 9))
    assert qapp.layoutDirection() == Qt.LayoutDirection.RightToLeft and language() == "fa"
    assert sys.getswitchinterval() != before[4] and qapp.styleSheet() != before[0]
    left, restored = guard.finish()
    assert left == []
    assert {"style sheet", "font", "palette", "switch interval",
            "cursor position", "Qt's language"} <= set(restored)
    after = (qapp.styleSheet(), qapp.font(), qapp.palette(), qapp.layoutDirection(),
             sys.getswitchinterval(), language(), QCursor.pos())
    assert after == before


def test_nothing_is_reported_of_a_test_that_leaves_nothing(qapp):
    threads, children = python_threads(), child_pids()
    guard = Guard(qapp)
    widget = QWidget()
    widget.show()
    widget.close()
    del widget  # Python owned it: gone now
    assert guard.finish() == ([], [])
    assert python_threads() == threads and child_pids() == children


def test_a_button_a_test_pressed_and_never_released_is_let_go(qapp, qtbot):
    """QTest's pressed buttons outlive the test that pressed them: the next test's moves were drags."""
    from PySide6.QtTest import QTest

    seen: list[Qt.MouseButton] = []

    class Probe(QWidget):
        def mouseMoveEvent(self, event):
            seen.append(event.buttons())

    guard = Guard(qapp)
    pressed = QWidget()
    QTest.mousePress(pressed, Qt.MouseButton.LeftButton, pos=QPoint(1, 1))
    pressed.deleteLater()
    assert guard.finish() == ([], [])
    probe = Probe()
    qtbot.addWidget(probe)
    probe.setMouseTracking(True)
    probe.show()
    qtbot.mouseMove(probe, QPoint(2, 2))
    assert seen == [Qt.MouseButton.NoButton]
