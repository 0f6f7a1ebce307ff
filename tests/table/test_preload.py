"""Faces decoded and scaled ahead: the hand's faces are in the cache at the easel's size before
any card is hovered (a market card's once taken), and a first hover renders no face."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from canvas_table.table.faces import FaceCache
from canvas_table.table.png_faces import PngFaces
from tests.table.conftest import after_takes, two_people


@pytest.fixture(scope="module")
def art_dir(tmp_path_factory):
    """An art folder of flat 1x faces for every Canvas art card and background."""
    folder = tmp_path_factory.mktemp("canvas-art")
    for sub, ids in (("art", range(1, 61)), ("backgrounds", range(1, 21))):
        (folder / sub).mkdir()
        for card in ids:
            image = QImage(500, 700, QImage.Format.Format_ARGB32)
            image.fill(QColor(card * 4, 90, 200 - card * 3, 160))
            image.save(str(folder / sub / f"{card}.png"))
    return folder


def easel_size(window) -> tuple[int, int, float]:
    """The device size the easel draws a painting at, as QPainter maps it while painting."""
    preview, view = window.board.preview, window.view
    target = preview.deviceTransform(view.viewportTransform()).mapRect(preview.painting)
    dpr = view.devicePixelRatioF()
    return round(target.width() * dpr), round(target.height() * dpr), dpr


@pytest.mark.slow
def test_the_hand_s_faces_are_ready_for_the_easel_before_any_hover(
        qtbot, window, art_dir, monkeypatch):
    window._art_ready(str(art_dir))
    window.start_game(two_people())
    c = window.controller
    for _ in range(4):  # each takes two cards: the one to act holds two
        assert c.take(0) is None
    hand = list(c.state.seats[c.viewer].hand)
    assert len(hand) == 2
    faces = [f"art:{card}" for card in hand]
    width, height, dpr = easel_size(window)
    assert width > 200  # the easel draws far larger than a card on the table

    qtbot.waitUntil(lambda: all(window.face_cache.has(f, width, height, dpr) for f in faces),
                    timeout=10000)
    for face in faces:  # decoded from the art folder, not drawn plain
        assert window.faces.image(face, width) is not None

    rendered: list[str] = []
    render = FaceCache._render
    monkeypatch.setattr(FaceCache, "_render",
                        lambda self, face, w, h: rendered.append(face) or render(self, face, w, h))
    board = window.board
    board.hover(board.cards[c.hand_shown()[0]], board.layer_zones[2])
    assert window.board.preview.content.layers  # the easel previews the hovered card
    image = QImage(window.view.viewport().size(), QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    window.view.render(painter, QRectF(image.rect()), window.view.viewport().rect())
    painter.end()
    assert [face for face in rendered if face in faces] == []


@pytest.mark.slow
def test_a_face_preloaded_but_never_drawn_asks_for_no_repaint(qtbot, art_dir):
    from canvas_table.canvas.ui.faces import CanvasFaces

    faces = CanvasFaces(art_dir, asynchronous=True)
    repaints: list[str] = []
    faces.loaded.connect(repaints.append)
    with qtbot.waitSignal(faces.decoded, timeout=5000) as arrived:
        assert faces.preload("art:7", 300) is False  # decoding now, off the GUI thread
    assert arrived.args == ["art:7"]
    assert faces.preload("art:7", 300) is True
    assert repaints == []
    with qtbot.waitSignal(faces.loaded, timeout=5000) as drawn:
        assert faces.image("art:8", 300) is None  # drawn plain meanwhile: a repaint follows
    assert drawn.args == ["art:8"]
    assert faces.preload("art:99", 300) is False  # no such file


def test_the_hand_s_easel_faces_wait_until_the_table_s_own_faces_are_decoded(
        qtbot, window, art_dir, monkeypatch):
    asked: list[tuple[str, int]] = []  # (face, faces awaited by the table then)
    preload = PngFaces.preload

    def spy(self, face, width):
        asked.append((face, self.awaited))
        return preload(self, face, width)

    monkeypatch.setattr(PngFaces, "preload", spy)
    window._art_ready(str(art_dir))
    window.start_game(after_takes(4))  # Ada holds two cards: their easel faces are preloaded
    assert window.view.holding and window.faces.awaited > 0
    hand = {f"art:{card}" for card in window.controller.state.seats[0].hand}
    width, height, dpr = easel_size(window)
    qtbot.waitUntil(lambda: all(window.face_cache.has(f, width, height, dpr) for f in hand),
                    timeout=10000)
    assert {face for face, _ in asked} >= hand
    assert [face for face, awaited in asked if awaited] == []


def test_a_preloader_whose_easel_was_deleted_with_its_table_stops_quietly(qtbot):
    """A table replaced at once (a network table read again) deletes the easel's item while the
    old board still answers ``upcoming``: the preloader stops instead of touching the dead item."""
    import shiboken6
    from PySide6.QtCore import QObject
    from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene

    from canvas_table.table.preload import FacePreloader

    scene = QGraphicsScene()
    easel = QGraphicsRectItem(0, 0, 10, 10)
    scene.addItem(easel)
    board = QObject()
    board.scene = scene  # type: ignore[attr-defined]
    faces = FaceCache(source=type("Source", (), {"awaited": 0})())
    preloader = FacePreloader(faces, board, lambda _board: (["art:1"], easel, QRectF(0, 0, 10, 10)))
    scene.removeItem(easel)
    shiboken6.delete(easel)
    preloader.refresh()  # no RuntimeError from the deleted item
    assert preloader._scene is None and preloader._queue == []
