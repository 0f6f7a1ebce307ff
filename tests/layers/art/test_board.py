"""The board, paintings on it (the symbols seen are the ones the rules count) and the thumbnail."""

from __future__ import annotations

import random

import numpy as np
import pytest

from canvas_table.art.motifs import MOTIFS
from canvas_table.art.style import CARD_HEIGHT, CARD_WIDTH
from canvas_table.layers.art.board import THUMBNAIL_PAINTING, composite, render_board, thumbnail
from canvas_table.layers.art.cards import slot_box
from canvas_table.layers.cards import POSITIONS


def test_board_is_opaque_linen(board):
    assert board.mode == "RGBA" and board.size == (CARD_WIDTH, CARD_HEIGHT)
    assert np.asarray(board.getchannel("A")).min() == 255
    grey = np.asarray(board.convert("L"), float)
    patch = grey[100:500, 100:400]
    assert 1.0 < patch.std() < 12.0  # a soft grain, neither flat nor busy
    assert patch.mean() > 200  # primed: light


def test_board_2x():
    img = render_board(2)
    assert img.size == (2 * CARD_WIDTH, 2 * CARD_HEIGHT)
    assert np.asarray(img.getchannel("A")).min() == 255


def test_board_marks_each_position(board):
    grey = np.asarray(board.convert("L"), float)
    for q in range(POSITIONS):
        x0, y0, x1, y1 = (round(v) for v in slot_box(q))
        slot = grey[y0:y1, x0:x1]
        assert np.median(slot) - slot.min() > 20, q  # a faint ring of dots


def _over_board(board, films, card_id):
    out = board.copy()
    out.alpha_composite(films[card_id])
    return np.asarray(out)


@pytest.mark.slow
def test_painting_shows_the_symbols_the_rules_count(deck, films, board):
    rng = random.Random(4)
    for _ in range(6):
        ids = rng.sample(sorted(deck), 3)
        pic = np.asarray(composite(ids, 1))
        assert pic.shape == (CARD_HEIGHT, CARD_WIDTH, 4) and pic[..., 3].min() == 255
        for q in range(POSITIONS):
            on_top = [i for i in ids if any(s.position == q for s in deck[i].symbols)]
            x0, y0, x1, y1 = (round(v) for v in slot_box(q))
            box = (slice(y0 + 4, y1 - 4), slice(x0 + 4, x1 - 4))
            # the highest card with a symbol at q hides the ones below, exactly
            expected = _over_board(board, films, on_top[-1]) if on_top else np.asarray(board)
            assert (pic[box] == expected[box]).all(), (ids, q)


@pytest.mark.slow
def test_lower_layers_show_through(deck, films, board):
    a, b, c = 11, 49, 89
    pic = np.asarray(composite((a, b, c), 1)).astype(int)
    clear_above = (np.asarray(films[b].getchannel("A")) == 0) & (np.asarray(films[c].getchannel("A")) == 0)
    assert clear_above.mean() > 0.2
    assert (pic[clear_above] == _over_board(board, films, a)[clear_above]).all()


@pytest.mark.slow
def test_thumbnail():
    assert all(i in range(1, 109) for i in THUMBNAIL_PAINTING)
    img = thumbnail(256)
    assert img.mode == "RGBA" and img.size == (256, 256)
    assert np.asarray(img.getchannel("A")).min() == 255
    assert thumbnail(64).size == (64, 64)


def test_thumbnail_is_a_far_middle_near_painting_with_symbols(deck):
    cards = [deck[i] for i in THUMBNAIL_PAINTING]
    assert [MOTIFS[c.motif][0] for c in cards] == ["far", "middle", "near"]
    assert len({s.position for c in cards for s in c.symbols}) >= 2
