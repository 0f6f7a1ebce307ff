"""A start shows the window at once and builds the rest once it is on screen; a new table is first
painted with its real art; the worker waits for the table (issue 12: launch)."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QIcon, QImage
from PySide6.QtWidgets import QStatusBar

from canvas_table.app import window_art
from canvas_table.app.settings import Settings
from canvas_table.app.window import MainWindow
from canvas_table.art.cache import ART_VERSION, MANIFEST
from canvas_table.canvas.record import CanvasGame
from canvas_table.canvas.setup import GameConfig, PlayerSpec
from canvas_table.table import png_faces
from canvas_table.table.faces import FaceCache
from tests.table.conftest import DECK, two_people


def menus(window: MainWindow) -> list[tuple[str, list[str]]]:
    """Each menu's title with its commands' texts and shortcuts."""
    return [(menu.text(), [f"{a.text()}|{a.shortcut().toString()}" for a in menu.menu().actions()])
            for menu in window.menuBar().actions()]


@pytest.mark.slow
def test_a_start_shows_the_table_alone_then_builds_every_menu_the_log_and_the_status(
        qtbot, tmp_path, monkeypatch):
    from canvas_table.app import main

    monkeypatch.setenv("CANVAS_TABLE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("CANVAS_TABLE_CONFIG_DIR", str(tmp_path / "config"))
    window = main.open_window(build_art=False, finish=False)
    qtbot.addWidget(window)
    assert not window.finished
    assert window.menuBar().actions() == []
    assert not hasattr(window, "log_dock")
    window.show()
    qtbot.waitExposed(window)
    assert window.findChild(QStatusBar) is None  # made once the window shows (with the rest)

    main.finish_start(window)

    whole = MainWindow(Settings(), build_art=False)
    qtbot.addWidget(whole)
    assert window.finished
    assert len(menus(window)) == 4
    assert menus(window) == menus(whole)
    assert window.log_dock.widget() is window.log
    assert window.statusBar().isVisible()
    assert window.kit.game_id == "canvas"
    assert window.scene.sceneRect() == window.kit.scene_rect
    window.close()  # lets the data folder's lock go


@pytest.mark.slow
def test_a_start_puts_on_the_application_s_icon_once_its_window_shows(qtbot, tmp_path, monkeypatch):
    from PySide6.QtCore import QSize
    from PySide6.QtWidgets import QApplication

    from canvas_table.app import main

    for size in (16, 32):
        (tmp_path / "art" / "app").mkdir(parents=True, exist_ok=True)
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(QColor(200, 120, 40))
        image.save(str(tmp_path / "art" / "app" / f"icon_{size}.png"))
    monkeypatch.setenv("CANVAS_TABLE_ART_DIR", str(tmp_path / "art"))
    monkeypatch.setenv("CANVAS_TABLE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("CANVAS_TABLE_CONFIG_DIR", str(tmp_path / "config"))
    QApplication.setWindowIcon(QIcon())
    window = main.open_window(build_art=False, finish=False)
    qtbot.addWidget(window)
    assert QApplication.windowIcon().isNull()  # the first frame goes out without reading it
    window.show()
    qtbot.waitExposed(window)
    main.finish_start(window)
    assert QApplication.windowIcon().availableSizes() == [QSize(16, 16), QSize(32, 32)]
    window.close()
    QApplication.setWindowIcon(QIcon())  # the other tests' application has none


@pytest.mark.slow
def test_the_art_s_progress_shows_in_the_status_bar_once_it_is_made(qtbot, tmp_path, monkeypatch):
    from canvas_table.app import main

    monkeypatch.setenv("CANVAS_TABLE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("CANVAS_TABLE_CONFIG_DIR", str(tmp_path / "config"))
    window = main.open_window(build_art=False, finish=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window._art_progress(3, 40)  # the cards being painted before the rest of the window is made
    assert not window.art_bar.isVisible()  # not a window of its own
    main.finish_start(window)
    assert window.art_bar.isVisible() and window.art_bar.parent() is not None
    assert window.art_bar.value() == 3 and window.art_bar.maximum() == 40
    window._art_progress(40, 40)
    assert not window.art_bar.isVisible()
    window.close()


@pytest.mark.slow
def test_a_quick_start_lays_the_window_out_before_its_table_so_each_face_is_drawn_once(
        qtbot, tmp_path, art_dir, monkeypatch):
    """...and puts on the application's icon only once that table is painted."""
    from canvas_table.app import main

    monkeypatch.setenv("CANVAS_TABLE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("CANVAS_TABLE_CONFIG_DIR", str(tmp_path / "config"))
    window = main.open_window(build_art=False, finish=False)
    qtbot.addWidget(window)
    window._art_ready(str(art_dir))
    window.show()
    qtbot.waitExposed(window)
    rendered: list[tuple[str, int, bool]] = []  # each face rendered, its width, table still held
    render = FaceCache._render

    def spy(self, face, width, height):
        rendered.append((face, width, window.view.holding))
        return render(self, face, width, height)

    monkeypatch.setattr(FaceCache, "_render", spy)
    icons: list[bool] = []  # for each time the icon is made, whether the table still waited
    app_icon = main._app_icon
    monkeypatch.setattr(main, "_app_icon", lambda: icons.append(window.view.holding) or app_icon())
    main.finish_start(window, "canvas")
    size = window.view.viewport().size()
    assert window.view.holding
    assert icons == []
    qtbot.waitUntil(lambda: not window.view.holding, timeout=10000)
    assert window.view.viewport().size() == size  # the menus, log and status were in place
    assert rendered and all(held for _face, _width, held in rendered)  # none again at the reveal
    qtbot.waitUntil(lambda: bool(icons), timeout=5000)
    assert icons == [False]
    window.close()


def test_a_new_table_is_first_painted_with_its_real_art(qtbot, window, art_dir, monkeypatch):
    rendered: list[tuple[str, bool]] = []  # every face rendered, and whether drawn plain
    while_held: list[bool] = []  # for each, whether the table was still waiting for its faces
    render = FaceCache._render

    def spy(self, face, width, height):
        pixmap, plain = render(self, face, width, height)
        rendered.append((face, plain))
        while_held.append(window.view.holding)
        return pixmap, plain

    monkeypatch.setattr(FaceCache, "_render", spy)
    window._art_ready(str(art_dir))
    window.start_game(two_people())
    assert window.view.holding  # its faces are decoding: the mat alone is painted
    assert window.faces.awaited > 0
    window.view.viewport().repaint()
    assert rendered == []

    qtbot.waitUntil(lambda: not window.view.holding, timeout=10000)
    faces = {face for face, _plain in rendered}
    cards = {item.face for item in window.scene.items()
             if isinstance(getattr(item, "face", None), str) and item.isVisible()}
    assert any(face.startswith("art:") for face in cards)
    assert cards <= faces  # the cards on the table (the market's), drawn in the first paint
    assert any(face.startswith("bg:") for face in faces)  # the backgrounds, drawn by other items
    assert "back" in faces
    assert [face for face, plain in rendered if plain] == []
    assert window.face_cache.plain_count == 0
    assert all(while_held)  # each face rendered as it arrived: the first paint only draws them


def test_a_table_whose_art_is_slow_shows_plain_faces_after_the_limit(qtbot, window, art_dir, monkeypatch):
    gate = threading.Event()
    decode = png_faces.decode

    def slow(path):
        gate.wait(10)
        return decode(path)

    monkeypatch.setattr(png_faces, "decode", slow)
    monkeypatch.setattr(window_art, "REVEAL_LIMIT_MS", 50)
    window._art_ready(str(art_dir))
    window.start_game(two_people())
    assert window.view.holding
    qtbot.waitUntil(lambda: not window.view.holding, timeout=3000)
    assert window.faces.awaited > 0  # still decoding
    window.view.viewport().repaint()
    assert window.face_cache.plain_count > 0  # plain faces stand in meanwhile

    gate.set()
    qtbot.waitUntil(lambda: window.faces.awaited == 0, timeout=10000)
    window.view.viewport().repaint()
    assert window.face_cache.plain_count == 0  # and the real ones replace them


def bot_first() -> CanvasGame:
    """An Easy bot (Ada) to act first against Bo."""
    players = (PlayerSpec("Ada", "bot:easy"), PlayerSpec("Bo"))
    return CanvasGame.new(GameConfig(players, 5, scenario="first_game", first_player=0, deck=DECK))


def test_a_bot_that_opens_the_game_starts_thinking_once_the_table_shows(
        qtbot, window, art_dir, monkeypatch):
    thought: list[tuple] = []
    monkeypatch.setattr(window.thinker, "think", lambda *args: thought.append(args) or 1)
    window._art_ready(str(art_dir))
    window.start_game(bot_first())
    assert window.view.holding
    assert thought == []  # the worker's start would compete with decoding the table's art
    qtbot.waitUntil(lambda: bool(thought), timeout=10000)
    assert not window.view.holding
    assert thought[0][0] == "canvas" and thought[0][2] == "easy"


def test_without_the_art_a_bot_that_opens_the_game_thinks_at_once(qtbot, window, monkeypatch):
    thought: list[tuple] = []
    monkeypatch.setattr(window.thinker, "think", lambda *args: thought.append(args) or 1)
    window.start_game(bot_first())
    assert not window.view.holding
    assert len(thought) == 1  # at once, as the game is set up (nothing to wait for)


def test_the_bots_are_prepared_once_the_table_shows_while_a_person_plays(
        qtbot, window, art_dir, monkeypatch):
    prepared: list[tuple] = []
    monkeypatch.setattr(window.thinker, "warm_up", lambda *args: prepared.append(args))
    window._art_ready(str(art_dir))
    players = (PlayerSpec("Ada"), PlayerSpec("Bo", "bot:hard"))
    match = CanvasGame.new(GameConfig(players, 5, scenario="first_game", first_player=0, deck=DECK))
    window.start_game(match)
    assert prepared == []
    qtbot.waitUntil(lambda: bool(prepared), timeout=10000)
    game_id, record, kinds = prepared[0]
    assert (game_id, kinds) == ("canvas", ("human", "bot:hard"))
    assert record == match.to_record()


def test_asking_for_the_faces_a_paint_draws_renders_none(qapp):
    class Source:
        def __init__(self):
            self.asked: list[tuple[str, int]] = []

        def image(self, face, width):
            self.asked.append((face, width))
            return None

        def paint_fallback(self, face, painter, rect):
            painter.fillRect(rect, QColor("red"))

    source = Source()
    cache = FaceCache(source)
    cache.ask_drawn(lambda: cache.pixmap("art:3", 40, 56, 1.0).isNull() or pytest.fail("drawn"))
    assert source.asked == [("art:3", 40)]
    assert not cache.has("art:3", 40, 56, 1.0)
    assert not cache.pixmap("art:3", 40, 56, 1.0).isNull()  # an ordinary paint draws it again


def test_the_art_thread_finds_a_complete_folder(qtbot, tmp_path, monkeypatch):
    """It leaves glibc's threshold for large blocks to the start, which sets it once the table
    shows (from this thread, ctypes' import competed with the table's start)."""
    from canvas_table.app import application
    from canvas_table.app.workers import ArtBuilder

    returned: list[bool] = []
    monkeypatch.setattr(application, "return_large_blocks", lambda: returned.append(True))
    (tmp_path / "ui").mkdir()
    (tmp_path / "ui" / "mat.png").write_bytes(b"png")
    (tmp_path / MANIFEST).write_text(json.dumps({"art_version": ART_VERSION,
                                                 "files": {"ui/mat.png": "0"}}))
    monkeypatch.setenv("CANVAS_TABLE_ART_DIR", str(tmp_path))
    builder = ArtBuilder()
    assert not builder.checked
    with qtbot.waitSignal(builder.ready, timeout=5000) as ready:
        builder.start()
        assert builder.found(5) == str(tmp_path)
    assert builder.checked
    assert ready.args == [str(tmp_path)]
    assert returned == []


def test_the_art_thread_answers_once_it_has_listed_the_folder_and_reads_the_mat_after(
        qtbot, tmp_path, monkeypatch):
    """The window may draw from the folder while the thread still reads its mat: the start
    waits for the look only (a listing), the mat comes with ``ready``."""
    from canvas_table.app.workers import ArtBuilder

    (tmp_path / "ui").mkdir()
    (tmp_path / "ui" / "mat.png").write_bytes(b"png")
    (tmp_path / MANIFEST).write_text(json.dumps({"art_version": ART_VERSION,
                                                 "files": {"ui/mat.png": "0"}}))
    monkeypatch.setenv("CANVAS_TABLE_ART_DIR", str(tmp_path))
    looked: list[tuple[str, list[str]]] = []
    release = threading.Event()

    def prepare(folder):
        release.wait(10)
        return f"mat of {folder.name}"

    builder = ArtBuilder(look=lambda folder, names: looked.append((str(folder), sorted(names))),
                         prepare=prepare)
    builder.start()
    assert builder.found(5) == str(tmp_path)  # while the mat is still being read
    assert looked == [(str(tmp_path), ["ui/mat.png"])]
    assert builder.prepared is None
    with qtbot.waitSignal(builder.ready, timeout=5000) as ready:
        release.set()
    assert ready.args == [str(tmp_path)]
    assert builder.prepared == f"mat of {tmp_path.name}"


class _Shown:
    """What the art mixin tells a window's parts, recorded (no widget is made)."""

    def __init__(self) -> None:
        self.mats: list[tuple[QImage | None, str]] = []
        self.updates = 0

    def setVisible(self, visible: bool) -> None:  # the art bar
        pass

    def set_mat(self, texture: QImage | None, colour: str) -> None:  # the view
        self.mats.append((texture, colour))

    def update(self) -> None:  # the scene
        self.updates += 1


class _Faces:
    def __init__(self) -> None:
        self.art_dirs: list[Path] = []

    def set_art_dir(self, folder: Path) -> None:
        self.art_dirs.append(folder)


class _ArtHost(window_art.WindowArt):
    """The art mixin over recorded parts, with the art thread's state as ``found`` leaves it."""

    def __init__(self, builder) -> None:
        self.art, self.art_dir, self._mat_laid, self.finished = builder, None, False, False
        self.art_bar, self.view, self.scene = _Shown(), _Shown(), _Shown()
        self._faces = {"canvas": _Faces()}
        self.face_cache = None


def test_the_window_draws_from_the_art_found_at_once_and_lays_its_mat_once_read_and_finished(tmp_path):
    """The mat waits for the window to be finished: its first frame is the flat colour."""
    from types import SimpleNamespace

    from canvas_table.app.workers import ArtBuilder

    builder = ArtBuilder()
    builder._found = str(tmp_path)  # as the art thread leaves it once it has looked
    builder._checked.set()
    host = _ArtHost(builder)
    host.take_found_art()
    assert host.art_dir == tmp_path
    assert host._faces["canvas"].art_dirs == [tmp_path]  # the faces draw from it at once
    assert host.view.mats == []  # the mat is still being read: the flat colour stays
    mat = QImage(8, 8, QImage.Format.Format_RGB32)
    builder.prepared = mat
    host._art_ready(str(tmp_path))  # the ready signal, once the thread has read it
    assert host.view.mats == []  # the window is not finished: its first frame is the flat colour
    host.finished, host.kit = True, SimpleNamespace(mat_colour="#123456")
    host.lay_mat()  # as the window's finish does
    assert host.view.mats == [(mat, "#123456")]
    assert host._faces["canvas"].art_dirs == [tmp_path]  # not set again
    host._art_ready(str(tmp_path))
    assert len(host.view.mats) == 1  # laid once


def test_a_new_seed_has_at_most_nine_digits_and_varies():
    from canvas_table.app.seeds import new_seed

    seeds = {new_seed() for _ in range(50)}
    assert all(0 <= seed < 1_000_000_000 for seed in seeds)
    assert len(seeds) > 40


def test_large_blocks_go_back_to_the_system_once_freed(monkeypatch):
    import ctypes
    import sys

    from canvas_table.app import application

    calls: list[tuple[int, int]] = []

    class Libc:
        def mallopt(self, option, value):
            calls.append((option, value))
            return 1

    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setattr(ctypes, "CDLL", lambda name: Libc())
    application.return_large_blocks()
    assert calls == [(-3, 1 << 20)]  # M_MMAP_THRESHOLD at 1 MB: a 1x face (1.4 MB) is above it


def test_an_application_made_here_starts_in_the_fusion_style():
    import os
    import subprocess
    import sys

    code = ("from canvas_table.app.application import make_app; app = make_app('en', dressed=False); "
            "print(app.style().name())")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "QT_STYLE_OVERRIDE": "windows"}
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                          check=True)
    assert done.stdout.split()[-1] == "fusion"


def test_the_gui_process_switches_threads_every_millisecond(qapp):
    import sys

    from canvas_table.app.application import make_app

    make_app("en")
    assert sys.getswitchinterval() == pytest.approx(0.001)  # the decoding threads wait less


def test_a_start_looks_for_the_art_once_its_window_is_shown(qtbot, tmp_path, monkeypatch):
    """Not while the window is made: the art thread's reading would compete with it."""
    from argparse import Namespace

    from PySide6.QtWidgets import QApplication

    from canvas_table.app import main
    from canvas_table.app.workers import ArtBuilder

    monkeypatch.setenv("CANVAS_TABLE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("CANVAS_TABLE_CONFIG_DIR", str(tmp_path / "config"))
    shown_when_started: list[bool] = []
    monkeypatch.setattr(ArtBuilder, "start",
                        lambda self: shown_when_started.append(self.parent().isVisible()))
    monkeypatch.setattr(QApplication, "exec", staticmethod(lambda: 0))  # the start returns at once
    monkeypatch.setattr(main, "when_visible", lambda window, then: None)  # and goes no further
    args = Namespace(smoke_test=False, load=None, fullscreen=False, window_game=None)
    assert main.run_window(args) == 0
    window = next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow))
    qtbot.addWidget(window)
    window.close()  # lets the data folder's lock go
    assert shown_when_started == [True]
