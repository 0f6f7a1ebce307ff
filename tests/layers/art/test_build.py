"""The Layers build tasks and the paths of their images."""

from __future__ import annotations

import pytest

from canvas_table.layers.art.build import render_task, tasks
from canvas_table.layers.cards import KINDS


def test_tasks_heaviest_first():
    todo = tasks()
    assert all(kind.startswith("layers_") for kind, _ in todo)
    assert todo[:108] == [("layers_card", str(i)) for i in range(1, 109)]
    assert todo[108:] == [("layers_symbols", "all"), ("layers_ui", "board"), ("layers_ui", "card_back"),
                          ("layers_ui", "thumbnail")]


@pytest.mark.slow
def test_card_task():
    out = dict(render_task(("layers_card", "17")))
    assert sorted(out) == ["layers/17.png", "layers@2x/17.png"]
    assert out["layers/17.png"].size == (500, 700)
    assert out["layers@2x/17.png"].size == (1000, 1400)


@pytest.mark.slow
def test_symbol_task():
    out = dict(render_task(("layers_symbols", "all")))
    names = [f"{k}{neg}" for k in KINDS for neg in ("", "_neg")]
    assert sorted(out) == sorted(
        [f"layers_symbols/{n}.png" for n in names] + [f"layers_symbols@2x/{n}.png" for n in names]
    )
    for path, img in out.items():
        assert img.size == ((128, 128) if "@2x" in path else (64, 64)), path


@pytest.mark.slow
def test_ui_tasks():
    board = dict(render_task(("layers_ui", "board")))
    assert {p: im.size for p, im in board.items()} == {
        "layers_ui/board.png": (500, 700),
        "layers_ui@2x/board.png": (1000, 1400),
    }
    back = dict(render_task(("layers_ui", "card_back")))
    assert {p: im.size for p, im in back.items()} == {
        "layers_ui/card_back.png": (500, 700),
        "layers_ui@2x/card_back.png": (1000, 1400),
    }
    assert back["layers_ui/card_back.png"].getchannel("A").getextrema() == (255, 255)  # opaque
    thumb = dict(render_task(("layers_ui", "thumbnail")))
    assert {p: im.size for p, im in thumb.items()} == {"layers_ui/thumbnail.png": (256, 256)}


@pytest.mark.parametrize("task", [("layers_ui", "mat"), ("layers_symbols", "heart"), ("art", "1")])
def test_unknown_task(task):
    with pytest.raises(ValueError, match="unknown task"):
        render_task(task)
