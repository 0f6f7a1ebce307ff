"""What the scene draws: real alpha compositing, high DPI, a long session's repaints (the gesture
fuzz is in test_fuzz_canvas.py and test_fuzz_layers.py)."""

from __future__ import annotations

import gc
import os
import subprocess
import sys

import numpy as np
import pytest
from PIL import Image
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter

from canvas_table.canvas.art.backgrounds import render_background
from canvas_table.canvas.art.cards import render_art_card
from tests.table.conftest import two_people

LAYERS = (7, 23, 41)
BACKGROUND = 5


def write_art(folder) -> None:
    for card in LAYERS:
        (folder / "art").mkdir(parents=True, exist_ok=True)
        render_art_card(card, 1).save(folder / "art" / f"{card}.png")
    (folder / "backgrounds").mkdir(parents=True, exist_ok=True)
    render_background(BACKGROUND, 1).save(folder / "backgrounds" / f"{BACKGROUND}.png")


def qimage_to_array(image: QImage) -> np.ndarray:
    image = image.convertToFormat(QImage.Format.Format_RGBA8888)
    data = np.frombuffer(image.constBits(), np.uint8).reshape(image.height(), image.bytesPerLine())
    return data[:, : image.width() * 4].reshape(image.height(), image.width(), 4).copy()


@pytest.mark.slow
def test_scene_painting_matches_an_independent_pillow_composite(qtbot, window, tmp_path):
    write_art(tmp_path)
    window.start_game(two_people(backgrounds=((BACKGROUND, 6, 8), (1, 2, 3))))
    window.faces.asynchronous = False  # decode now: this test renders at once
    window._art_ready(str(tmp_path))
    c = window.controller
    c.state.seats[0].hand = list(LAYERS)
    for j, card in enumerate(LAYERS):
        assert c.place(card, j) is None
    painting = window.board.layout.painting
    size = (int(painting.width()), int(painting.height()))
    image = QImage(size[0], size[1], QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.black)
    painter = QPainter(image)
    window.scene.render(painter, QRectF(0, 0, *size), painting)
    painter.end()
    scene = qimage_to_array(image)[..., :3].astype(int)

    expected = render_background(BACKGROUND, 1).convert("RGBA").resize(size, Image.LANCZOS)
    for card in LAYERS:
        expected = Image.alpha_composite(expected, render_art_card(card, 1).resize(size, Image.LANCZOS))
    reference = np.asarray(expected)[..., :3].astype(int)
    inner = (slice(12, -12), slice(12, -12))  # rounded corners aside
    difference = np.abs(scene[inner] - reference[inner])
    assert difference.mean() < 3.0
    assert np.percentile(difference, 99) < 40
    # and it really is a composite: not the background alone, not the top layer alone
    background_only = np.asarray(render_background(BACKGROUND, 1).convert("RGB").resize(size))
    assert np.abs(scene[inner] - background_only[inner].astype(int)).mean() > 3.0


@pytest.mark.slow
def test_device_pixel_ratio_two_renders_and_plays():
    env = {**os.environ, "QT_SCALE_FACTOR": "2", "QT_QPA_PLATFORM": "offscreen"}
    code = (
        "from canvas_table.app.application import make_app; app = make_app();"
        "from canvas_table.app.smoke import run_smoke;"
        "assert app.devicePixelRatio() == 2.0, app.devicePixelRatio();"
        "raise SystemExit(run_smoke())"
    )
    result = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stderr
    assert "smoke test passed" in result.stdout


@pytest.mark.slow
def test_none_refcount_is_stable_over_100_repaints(qtbot, window):
    window.start_game(two_people())
    viewport = window.view.viewport()
    viewport.repaint()
    gc.collect()  # what earlier tests left: freed now, not during the repaints
    before = sys.getrefcount(None)
    for _ in range(100):
        viewport.repaint()
    gc.collect()
    assert sys.getrefcount(None) - before < 50  # a paint() that leaked a reference adds 100+


@pytest.mark.slow
def test_card_art_is_decoded_off_the_gui_thread_and_replaces_the_plain_face(qtbot, window, tmp_path):
    write_art(tmp_path)
    window.start_game(two_people())
    window._art_ready(str(tmp_path))
    assert window.faces.asynchronous
    face = f"art:{LAYERS[0]}"
    assert window.faces.image(face, 150) is None  # not yet: a worker thread decodes it
    with qtbot.waitSignal(window.faces.loaded, timeout=5000):
        pass
    qtbot.waitUntil(lambda: window.faces.pending == 0, timeout=5000)
    image = window.faces.image(face, 150)
    assert image is not None and image.width() == 500


@pytest.mark.slow
def test_exported_paintings_use_the_real_art_at_once(qtbot, window, tmp_path):
    write_art(tmp_path)
    window.start_game(two_people())
    window._art_ready(str(tmp_path))  # the table decodes lazily, the export must not wait
    report = {"seats": [{"paintings": [{"layers": list(LAYERS), "background": BACKGROUND, "title": "T"}]}]}
    painting = window.kit.end_paintings(report, window.art_dir)[0]
    image = qimage_to_array(painting.render(250))[..., :3].astype(int)
    size = (250, 350)
    expected = render_background(BACKGROUND, 1).convert("RGBA").resize(size, Image.LANCZOS)
    for card in LAYERS:
        expected = Image.alpha_composite(expected, render_art_card(card, 1).resize(size, Image.LANCZOS))
    inner = (slice(10, -10), slice(10, -10))
    assert np.abs(image[inner] - np.asarray(expected)[..., :3].astype(int)[inner]).mean() < 3.0
