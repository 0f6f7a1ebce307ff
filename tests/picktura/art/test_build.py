"""Picktura's art tasks: their files, sizes, the quarters tiling their whole painting exactly,
and deterministic bytes."""

from __future__ import annotations

import numpy as np
import pytest

from canvas_table.art.build import png_bytes
from canvas_table.picktura.art.build import render_task, task_paths, tasks
from canvas_table.picktura.art.cut import EDGE, ROUNDEL_INSET, ROUNDEL_R
from canvas_table.picktura.art.faces import THUMBNAIL, back_face, card_face, work_face
from canvas_table.picktura.game import GAME


@pytest.fixture(scope="module")
def work_7() -> dict[str, object]:
    """Work 7's task rendered once (cards 25–28)."""
    return dict(render_task(("picktura_work", "7")))


def test_tasks_cover_every_face():
    written = {path for task in tasks() for path in task_paths(task)}
    faces = {card_face(card) for card in range(1, 101)} | {back_face(1), back_face(100)}
    faces |= {work_face(n) for n in range(1, 25)}
    assert {f"picktura/card-{i}.png" for i in (*range(1, 49), *range(53, 101))} <= faces
    assert card_face(49) == card_face(52) == "picktura/blank.png"
    for face in faces:
        assert face in written
        assert face.replace("picktura/", "picktura@2x/") in written
    assert THUMBNAIL in written and GAME.thumbnail == THUMBNAIL
    assert len(written) == 2 * (96 + 24 + 3) + 1  # no path written by two tasks


def test_tasks_split_for_two_workers():
    todo = tasks()
    assert todo[:24] == [("picktura_work", str(n)) for n in range(1, 25)]  # one masterpiece a task
    assert GAME.art_tasks() == todo


@pytest.mark.slow
def test_thumbnail_task():
    out = dict(render_task(("picktura_ui", "thumbnail")))
    assert list(out) == [THUMBNAIL] == task_paths(("picktura_ui", "thumbnail"))
    assert out[THUMBNAIL].size == (256, 256)
    assert "thumbnail" in str(("picktura_ui", "thumbnail"))  # how the registry's test finds it


@pytest.mark.slow
def test_work_task_files_and_sizes(work_7):
    assert list(work_7) == task_paths(("picktura_work", "7"))
    sizes = {path: img.size for path, img in work_7.items()}
    assert sizes["picktura/work-7.png"] == (1000, 1400)
    assert sizes["picktura@2x/work-7.png"] == (2000, 2800)
    for card in (25, 26, 27, 28):
        assert sizes[f"picktura/card-{card}.png"] == (500, 700)
        assert sizes[f"picktura@2x/card-{card}.png"] == (1000, 1400)


@pytest.mark.slow
def test_plain_task_files_and_sizes():
    out = dict(render_task(("picktura_ui", "blank_and_backs")))
    assert list(out) == task_paths(("picktura_ui", "blank_and_backs"))
    for name in ("blank", "back", "back-remix"):
        assert out[f"picktura/{name}.png"].size == (500, 700)
        assert out[f"picktura@2x/{name}.png"].size == (1000, 1400)
    base = np.asarray(out["picktura/back.png"].convert("RGB"), np.float32).mean(axis=(0, 1))
    remix = np.asarray(out["picktura/back-remix.png"].convert("RGB"), np.float32).mean(axis=(0, 1))
    assert np.abs(base - remix).sum() > 60  # claret against verdigris


@pytest.mark.slow
@pytest.mark.parametrize("scale", [1, 2])
def test_quarters_tile_the_whole(work_7, scale):
    d = "" if scale == 1 else "@2x"
    whole = np.asarray(work_7[f"picktura{d}/work-7.png"].convert("RGB"))
    w, h = 500 * scale, 700 * scale
    assert whole.shape == (2 * h, 2 * w, 3)
    badge = (EDGE + ROUNDEL_INSET + 2 * ROUNDEL_R + 8) * scale  # the corner the roundel may cover
    edge = (EDGE + 1) * scale
    for quarter, card in enumerate((25, 26, 27, 28)):
        face = np.asarray(work_7[f"picktura{d}/card-{card}.png"].convert("RGB"))
        x0, y0 = (quarter % 2) * w, (quarter // 2) * h
        part = whole[y0 : y0 + h, x0 : x0 + w]
        keep = np.zeros((h, w), bool)
        keep[edge:-edge, edge:-edge] = True
        ys = slice(0, badge) if quarter < 2 else slice(h - badge, h)
        xs = slice(0, badge) if quarter % 2 == 0 else slice(w - badge, w)
        keep[ys, xs] = False
        assert keep.sum() > 0.9 * w * h
        assert np.array_equal(face[keep], part[keep]), f"card {card} differs from its quarter"
        assert not np.array_equal(face[ys, xs], part[ys, xs])  # the roundel is there
        assert not np.array_equal(face[:edge], part[:edge])  # and the paper edge


@pytest.mark.slow
def test_deterministic_bytes(work_7):
    again = dict(render_task(("picktura_work", "7")))
    for path, img in work_7.items():
        assert png_bytes(img) == png_bytes(again[path]), path


def test_unknown_task():
    for task in (("picktura_work", "25"), ("picktura_work", "x"), ("picktura_ui", "one"), ("cards", "1")):
        with pytest.raises(ValueError):
            render_task(task)
        with pytest.raises(ValueError):
            task_paths(task)
