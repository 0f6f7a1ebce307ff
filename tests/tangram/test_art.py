"""Tangram Champions' art: every task paints the files it names, at their sizes, the same bytes
every time; the board paints each square where the track says, in its kind's colour."""

from __future__ import annotations

import math

import pytest
from PIL import Image

from canvas_table.art.build import png_bytes
from canvas_table.tangram.art.build import render_task, task_paths, tasks
from canvas_table.tangram.art.colours import CHAMPION, SQUARE
from canvas_table.tangram.art.faces import (
    BOARD,
    CHAMPIONS,
    DECKS,
    FAVOURABLE_KINDS,
    THUMBNAIL,
    UNFAVOURABLE_KINDS,
    at,
    face_path,
)
from canvas_table.tangram.art.track import track
from canvas_table.tangram.board import BOARD as SQUARES
from canvas_table.tangram.board import FAVOURABLE, PRISON, START, UNFAVOURABLE
from canvas_table.tangram.colours import COLOURS


@pytest.fixture(scope="module")
def rendered() -> dict[str, Image.Image]:
    """Every file of every task, painted once for the module."""
    out: dict[str, Image.Image] = {}
    for task in tasks():
        for path, img in render_task(task):
            assert path not in out, path
            out[path] = img
    return out


@pytest.mark.slow
def test_every_task_writes_exactly_the_paths_it_names(rendered):
    named = [path for task in tasks() for path in task_paths(task)]
    assert sorted(named) == sorted(rendered)
    assert len(named) == len(set(named))


@pytest.mark.slow
def test_every_face_the_table_asks_for_is_built_at_both_sizes(rendered):
    keys = ["tg:board", *(f"tg:pawn:{c}" for c in CHAMPIONS), *(f"tg:colour:{c}" for c in COLOURS),
            *(f"tg:card:{k}" for k in FAVOURABLE_KINDS + UNFAVOURABLE_KINDS),
            *(f"tg:back:{d}" for d in DECKS)]
    assert len(keys) == 1 + 10 + 7 + 11 + 4
    for key in keys:
        path = face_path(key)
        assert path is not None and path in rendered and at(path, 2) in rendered, key
    assert THUMBNAIL in rendered


@pytest.mark.parametrize("key", ["tg:pawn:dragon", "tg:colour:black", "tg:card:win", "tg:back:box",
                                 "tg:board:x", "board", "tg:", "pawn:fox"])
def test_an_unknown_face_has_no_file(key):
    assert face_path(key) is None


def test_sizes_and_modes(rendered):
    def size(path, scale):
        return rendered[at(path, scale)].size

    assert size(BOARD, 1) == (1024, 1024) and size(BOARD, 2) == (2048, 2048)
    assert rendered[BOARD].mode == "RGB"
    for champion in CHAMPIONS:
        path = face_path(f"tg:pawn:{champion}")
        assert size(path, 1) == (120, 120) and size(path, 2) == (240, 240)
        assert rendered[path].mode == "RGBA"
    for key in [f"tg:colour:{c}" for c in COLOURS] + [f"tg:back:{d}" for d in DECKS]:
        path = face_path(key)
        assert size(path, 1) == (240, 336) and size(path, 2) == (480, 672), key
    assert rendered[THUMBNAIL].size == (256, 256)


def test_tokens_and_cards_are_round_or_rounded_on_a_clear_ground(rendered):
    for champion in CHAMPIONS:
        token = rendered[face_path(f"tg:pawn:{champion}")]
        assert token.getpixel((1, 1))[3] == 0 and token.getpixel((118, 118))[3] == 0
        assert token.getpixel((60, 60))[3] == 255
    for kind in FAVOURABLE_KINDS + UNFAVOURABLE_KINDS:
        card = rendered[face_path(f"tg:card:{kind}")]
        assert card.getpixel((0, 0))[3] == 0 and card.getpixel((239, 335))[3] == 0
        assert card.getpixel((120, 20))[3] == 255


def _distance(a, b) -> float:
    return math.dist(a[:3], b[:3])


def test_the_board_paints_each_square_where_the_track_puts_it(rendered):
    board = rendered[BOARD]
    for box in track():
        # a point inside the tile, off its picture: near the top-left corner
        x = round((box.left + box.width * 0.14) * 1024)
        y = round((box.top + box.height * 0.16) * 1024)
        pixel = board.getpixel((x, y))
        kind = SQUARES[box.index]
        if kind in SQUARE:
            assert _distance(pixel, SQUARE[kind]) < 60, (box.index, kind, pixel)
        elif kind == FAVOURABLE:
            assert pixel[0] > 200 and pixel[1] > 180 and pixel[2] < 190, (box.index, pixel)
        elif kind == UNFAVOURABLE:
            assert pixel[2] > pixel[0] and 140 < pixel[2] < 230, (box.index, pixel)
        elif kind == PRISON:
            assert max(pixel) - min(pixel) < 30 and max(pixel) < 200, (box.index, pixel)
        else:
            assert kind == START and min(pixel) > 200, (box.index, pixel)


def test_the_champions_are_told_apart_by_their_colour(rendered):
    centres = {c: rendered[face_path(f"tg:pawn:{c}")].getpixel((60, 14))[:3] for c in CHAMPIONS}
    assert set(CHAMPION) == set(CHAMPIONS)
    for champion, pixel in centres.items():
        assert _distance(pixel, CHAMPION[champion]) < 70, (champion, pixel)


@pytest.mark.slow
def test_a_task_paints_the_same_bytes_twice():
    task = ("tangram_cards", "unfavourable")
    first = [(path, png_bytes(img)) for path, img in render_task(task)]
    again = [(path, png_bytes(img)) for path, img in render_task(task)]
    assert first == again


def test_different_faces_differ(rendered):
    faces = [rendered[face_path(f"tg:card:{k}")] for k in FAVOURABLE_KINDS + UNFAVOURABLE_KINDS]
    assert len({img.tobytes() for img in faces}) == len(faces)


@pytest.mark.parametrize("task", [("tangram_cards", "jokers"), ("tangram_board", "round"),
                                  ("other", "board")])
def test_an_unknown_task_is_refused(task):
    with pytest.raises(ValueError, match="unknown Tangram art task"):
        render_task(task)
    with pytest.raises(ValueError, match="unknown Tangram art task"):
        task_paths(task)


def test_one_picture_a_card_kind_and_one_emblem_a_champion_of_the_rules():
    from canvas_table.tangram.art.cards import PICTURES
    from canvas_table.tangram.art.champions import EMBLEMS
    from canvas_table.tangram.cards import KINDS
    from canvas_table.tangram.champions import CHAMPIONS as RULES_CHAMPIONS

    assert set(PICTURES) == {kind for kinds in KINDS.values() for kind in kinds}
    assert set(EMBLEMS) == set(CHAMPION) == set(RULES_CHAMPIONS)
