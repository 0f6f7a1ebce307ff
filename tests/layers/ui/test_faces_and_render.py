"""What the table draws: the real art composited like the art's own composite, plain faces
without art, faces decoded off the GUI thread, and the table rendered at two window sizes."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter

from canvas_table.layers.cards import default_deck
from canvas_table.layers.ui.faces import LayersFaces
from tests.layers.ui.conftest import ada_and

CARDS = (3, 6, 13, 7, 8, 14)


@pytest.fixture(scope="module")
def art_dir(tmp_path_factory):
    """A small art folder: a few films, the board and some symbols, at 1x."""
    from canvas_table.layers.art.board import render_board
    from canvas_table.layers.art.cards import render_layer_card
    from canvas_table.layers.art.symbols import draw_symbol

    folder = tmp_path_factory.mktemp("layers-art")
    for sub in ("layers", "layers_ui", "layers_symbols"):
        (folder / sub).mkdir()
    deck = default_deck()
    for card in CARDS:
        render_layer_card(deck[card], 1).save(folder / "layers" / f"{card}.png")
    render_board(1).save(folder / "layers_ui" / "board.png")
    for kind in ("star", "blue"):
        draw_symbol(kind, 64).save(folder / "layers_symbols" / f"{kind}.png")
        draw_symbol(kind, 64, True).save(folder / "layers_symbols" / f"{kind}_neg.png")
    return folder


def as_array(image: QImage) -> np.ndarray:
    image = image.convertToFormat(QImage.Format.Format_RGBA8888)
    data = np.frombuffer(image.constBits(), np.uint8).reshape(image.height(), image.bytesPerLine())
    return data[:, : image.width() * 4].reshape(image.height(), image.width(), 4).copy()


@pytest.mark.slow
def test_the_large_painting_is_the_art_s_own_composite(qtbot, table, art_dir):
    from canvas_table.layers.art.board import composite

    t = table(ada_and(), art_dir)
    size = (500, 700)  # the art's own size: the table's painting rendered at it
    image = QImage(*size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.black)
    painter = QPainter(image)
    t.scene.render(painter, QRectF(0, 0, *size), t.board.layout.painting)
    painter.end()
    scene = as_array(image)[..., :3].astype(int)
    expected = np.asarray(composite((3, 6, 13), 1).convert("RGB")).astype(int)
    inner = (slice(24, -24), slice(24, -24))  # the rounded corners aside
    assert np.abs(scene[inner] - expected[inner]).mean() < 3.0


def test_plain_faces_draw_without_art(qtbot):
    faces = LayersFaces(None)
    for face in ("layers:8", "lsym:star_neg", "lsym:bird", "lboard", "back"):
        assert faces.image(face, 100) is None
        image = QImage(100, 140, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        faces.paint_fallback(face, painter, QRectF(0, 0, 100, 140))
        painter.end()
        assert as_array(image)[..., 3].max() > 0, face


@pytest.mark.slow
def test_faces_are_decoded_off_the_gui_thread_and_announced(qtbot, art_dir):
    faces = LayersFaces(art_dir, asynchronous=True)
    with qtbot.waitSignal(faces.loaded, timeout=5000) as blocker:
        assert faces.image("layers:3", 200) is None  # not yet: the plain face meanwhile
    assert blocker.args == ["layers:3"]
    assert faces.image("layers:3", 200).width() == 500
    assert faces.image("layers:99", 200) is None  # not in the folder
    faces.set_art_dir(None)
    assert faces.image("layers:3", 200) is None


@pytest.mark.slow
@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768)])
def test_the_table_renders_at_common_window_sizes(qtbot, table, art_dir, size):
    t = table(ada_and(), art_dir, size=size)
    grab = t.view.grab()
    image, dpr = grab.toImage(), grab.devicePixelRatio()  # 2 under QT_SCALE_FACTOR=2
    assert (image.width(), image.height()) == (round(size[0] * dpr), round(size[1] * dpr))
    pixels = as_array(image)
    assert pixels[..., :3].std() > 20  # a table, not a blank window
