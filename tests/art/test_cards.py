"""Art cards: transparent films with opaque cores, translucent glazes and a clean swatch strip."""

from __future__ import annotations

import numpy as np
import pytest
from conftest import alpha

from canvas_table.art.build import png_bytes
from canvas_table.art.motif_families import FAMILIES, FAMILY_OF
from canvas_table.art.motifs import MOTIFS
from canvas_table.art.palette import SWATCH_CHIPS
from canvas_table.art.style import CARD_HEIGHT, CARD_WIDTH, STRIP_TOP, SWATCH_WIDTH
from canvas_table.canvas.art.cards import paint_motif, render_art_card
from canvas_table.canvas.cards import SWATCH_COLOURS, default_card_set

CARDS = default_card_set().art


def test_every_title_has_its_own_motif():
    titles = [card.title for card in CARDS.values()]
    assert all(t in MOTIFS for t in titles), [t for t in titles if t not in MOTIFS]
    assert len({MOTIFS[t][1] for t in titles}) == len(titles)  # no two cards share a drawing
    counts = {f: sum(MOTIFS[t][0] == f for t in titles) for f in FAMILIES}
    assert all(n >= 15 for n in counts.values()), counts


@pytest.mark.slow
def test_size_and_mode(deck):
    for img in deck.values():
        assert img.mode == "RGBA"
        assert img.size == (CARD_WIDTH, CARD_HEIGHT)


@pytest.mark.slow
def test_2x_size():
    img = render_art_card(7, 2)
    assert img.size == (2 * CARD_WIDTH, 2 * CARD_HEIGHT)
    assert img.mode == "RGBA"


@pytest.mark.slow
@pytest.mark.parametrize("card_id", sorted(CARDS))
def test_clear_translucent_and_opaque(deck, card_id):
    a = alpha(deck[card_id])
    clear = (a == 0).mean()
    translucent = ((a > 0) & (a < 255)).mean()
    opaque = (a == 255).mean()
    assert clear >= 0.20, clear
    assert translucent >= 0.05, translucent
    assert opaque >= 0.05, opaque


@pytest.mark.slow
def test_deterministic_bytes():
    for card_id in (1, 22, 60):
        assert png_bytes(render_art_card(card_id, 1)) == png_bytes(render_art_card(card_id, 1))


@pytest.mark.parametrize("card_id", sorted(CARDS))
def test_strip_shows_chips_only_where_the_card_has_icons(deck, card_id):
    card = CARDS[card_id]
    img = np.asarray(deck[card_id])
    for i, icons in enumerate(card.swatches):
        cell = img[STRIP_TOP:, i * SWATCH_WIDTH : (i + 1) * SWATCH_WIDTH]
        if not icons:
            assert (cell[..., 3] == 0).all(), f"swatch {i} should be clear"
            continue
        # the chip is opaque, in its swatch colour, round the icons
        assert (cell[..., 3] == 255).mean() > 0.6
        chip = np.asarray(SWATCH_CHIPS[SWATCH_COLOURS[i]])
        edge_px = cell[11, SWATCH_WIDTH // 2, :3].astype(int)  # inside the chip, above the icons
        assert np.abs(edge_px - chip).max() <= 2, (edge_px, chip)
    # the margin between chips carries no art
    assert (img[STRIP_TOP:, 0:3, 3] == 0).all()


@pytest.mark.slow
def test_the_art_carries_no_name(deck):
    # above the strip a card is its motif alone: the table draws the name, in the player's language
    for card_id in (1, 3, 22, 60):
        motif = np.asarray(paint_motif(CARDS[card_id], 1))[:STRIP_TOP]
        assert np.array_equal(np.asarray(deck[card_id])[:STRIP_TOP], motif), card_id


def test_every_motif_drawn_has_a_family_and_every_family_title_is_drawn():
    assert set(FAMILY_OF) == set(MOTIFS)
    assert set(FAMILY_OF.values()) == set(FAMILIES)
