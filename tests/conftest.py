"""Session-wide test settings: Qt offscreen, and user folders that never touch the real ones."""

from __future__ import annotations

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_SANDBOX = tempfile.mkdtemp(prefix="canvas-table-tests-")
os.environ.setdefault("CANVAS_TABLE_DATA_DIR", os.path.join(_SANDBOX, "data"))
os.environ.setdefault("CANVAS_TABLE_CONFIG_DIR", os.path.join(_SANDBOX, "config"))
os.environ.setdefault("CANVAS_TABLE_ART_DIR", os.path.join(_SANDBOX, "no-art"))
os.environ.setdefault("CANVAS_TABLE_PARSED_DIR", os.path.join(_SANDBOX, "parsed"))


import sys  # noqa: E402

import pytest  # noqa: E402  (the environment above is set before anything imports Qt)

from tests.leak_checks import Guard  # noqa: E402


@pytest.fixture(autouse=True)
def leaves_nothing_behind(request):
    """Around every test: put back the application-wide state it changed (style sheet, palette,
    font, language, switch interval...: see tests/leak_checks.py) and fail it if it left a child
    process, a Python thread or a top-level window behind. Qt is touched only once the session
    has imported it."""
    app = None
    if "PySide6.QtWidgets" in sys.modules or {"qapp", "qtbot"} & set(request.fixturenames):
        app = request.getfixturevalue("qapp")
    guard = Guard(app)
    yield
    left, _restored = guard.finish()
    if left:
        pytest.fail("the test left behind: " + "; ".join(left), pytrace=False)


@pytest.fixture
def persian(qapp):
    """Persian and a right-to-left application while the test runs, English after."""
    from PySide6.QtCore import Qt

    from canvas_table.i18n import set_language

    set_language("fa")
    qapp.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    yield
    set_language("en")
    qapp.setLayoutDirection(Qt.LayoutDirection.LeftToRight)


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    """A shown 1600x900 main window with its own data and config folders, no art (plain faces),
    instant animations; its bot worker is stopped at the end."""
    from canvas_table.app.settings import Settings
    from canvas_table.app.window import MainWindow

    monkeypatch.setenv("CANVAS_TABLE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("CANVAS_TABLE_CONFIG_DIR", str(tmp_path / "config"))
    win = MainWindow(Settings(animation_speed=0), build_art=False)
    qtbot.addWidget(win)
    win.resize(1600, 900)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.thinker.cancel()
    win.thinker.wait()


def pytest_addoption(parser):
    """``--reverse``: run the collected tests in reverse order (the suite passes in any order)."""
    parser.addoption("--reverse", action="store_true", help="run the tests in reverse order")


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config, items):
    if config.getoption("--reverse"):
        items.reverse()


def pytest_terminal_summary(terminalreporter):
    """The run's last word on leaks: what is still alive once every test has ended (each test's
    own leaks already failed it; this also counts what session-wide fixtures kept)."""
    import gc
    import threading

    from tests.leak_checks import _qt_app, child_pids, python_threads

    gc.collect()
    app = _qt_app()
    windows = [w for w in app.topLevelWidgets() if w.parent() is None] if app is not None else []
    threads = [t for t in python_threads() if t is not threading.main_thread()]
    terminalreporter.write_line(
        f"left alive after the run: {len(child_pids())} child processes, {len(threads)} Python "
        f"threads besides the main one, {len(windows)} top-level windows (multiprocessing's "
        "resource tracker, which ends with the run, aside)")
