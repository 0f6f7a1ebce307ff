"""Layers cards: transparent films with opaque cores, a clear strip, symbols at their positions."""

from __future__ import annotations

import numpy as np
import pytest

from canvas_table.art.motifs import MOTIFS
from canvas_table.art.style import CARD_HEIGHT, CARD_WIDTH, STRIP_TOP
from canvas_table.layers.art.cards import (
    SLOT_WIDTH,
    is_mirrored,
    paint_film,
    render_layer_card,
    slot_box,
    variant,
)
from canvas_table.layers.cards import POSITIONS, LayersCard, Symbol

from .helpers import alpha, png_bytes

ART_ROWS = slice(0, STRIP_TOP)


@pytest.mark.slow
def test_every_card_renders_at_1x(films):
    assert len(films) == 108
    for img in films.values():
        assert img.mode == "RGBA"
        assert img.size == (CARD_WIDTH, CARD_HEIGHT)


@pytest.mark.slow
def test_every_card_renders_small(deck):
    for card in deck.values():
        img = render_layer_card(card, 0.25)
        assert img.size == (125, 175)
        assert alpha(img).max() == 255


@pytest.mark.slow
def test_2x_size():
    card = LayersCard(7, "Comet over the Hills", "Comet", (Symbol(3, "star", False),))
    img = render_layer_card(card, 2)
    assert img.size == (2 * CARD_WIDTH, 2 * CARD_HEIGHT)
    assert img.mode == "RGBA"


def test_shares_of_clear_translucent_and_opaque(films):
    shares = []
    for card_id, img in films.items():
        a = alpha(img)[ART_ROWS]
        clear, opaque = (a == 0).mean(), (a == 255).mean()
        translucent = 1 - clear - opaque
        # each film: mostly clear, a translucent glaze, an opaque core
        assert 0.2 <= clear <= 0.9, (card_id, clear)
        assert translucent >= 0.05, (card_id, translucent)
        assert opaque >= 0.01, (card_id, opaque)
        shares.append((clear, translucent, opaque))
    clear, translucent, opaque = np.mean(shares, axis=0)
    assert 0.55 <= clear <= 0.8, clear
    assert 0.15 <= translucent <= 0.4, translucent
    assert 0.03 <= opaque <= 0.15, opaque


def test_symbol_slots(deck, films):
    for card_id, card in deck.items():
        img = np.asarray(films[card_id])
        held = {s.position for s in card.symbols}
        for q in range(POSITIONS):
            slot = img[STRIP_TOP:, q * SLOT_WIDTH : (q + 1) * SLOT_WIDTH]
            if q not in held:
                assert (slot[..., 3] == 0).all(), f"card {card_id}: position {q} should be clear"
                continue
            x0, y0, x1, y1 = (round(v) for v in slot_box(q))
            tab = img[y0 + 4 : y1 - 4, x0 + 4 : x1 - 4]  # inside the rounded corners
            assert (tab[..., 3] == 255).all(), f"card {card_id}: position {q} should be opaque"
            assert tab[..., :3].min() < 80  # the token's dark rim is there
        # nothing between the tabs, nothing under them
        assert (img[STRIP_TOP:, :3, 3] == 0).all() and (img[-3:, :, 3] == 0).all()


@pytest.mark.slow
def test_the_art_carries_no_name(deck, films):
    # above the strip a card is its film alone: the table draws the name, in the player's language
    for card_id in (1, 33, 54, 108):
        film = np.asarray(paint_film(deck[card_id], 1))[ART_ROWS]
        assert np.array_equal(np.asarray(films[card_id])[ART_ROWS], film), card_id


@pytest.mark.slow
def test_deterministic_bytes(deck):
    for card_id in (1, 54, 108):
        card = deck[card_id]
        assert png_bytes(render_layer_card(card, 1)) == png_bytes(render_layer_card(card, 1))


def premultiplied(img) -> np.ndarray:
    """Colour times alpha, as floats 0..255 (what a film adds to a painting)."""
    a = np.asarray(img).astype(float)
    return a[..., :3] * a[..., 3:] / 255


@pytest.mark.slow
def test_two_cards_of_a_motif_differ(deck, films):
    by_motif: dict[str, list[int]] = {}
    for card_id, card in sorted(deck.items()):
        by_motif.setdefault(card.motif, []).append(card_id)
    pairs = [ids for ids in by_motif.values() if len(ids) == 2]
    assert len(pairs) == 48
    assert sum(is_mirrored(deck[second]) for _, second in pairs) >= 36  # most second cards
    for first, second in pairs:
        assert (variant(deck[first]), variant(deck[second])) == (0, 1)
        a, b = (premultiplied(films[i])[ART_ROWS] for i in (first, second))
        assert (np.abs(a - b).max(axis=2) > 24).mean() > 0.015, (first, second)


def test_a_mirrored_film_is_its_painting_flipped(deck):
    card = next(c for c in deck.values() if is_mirrored(c))
    stranger = LayersCard(card.id, "Stranger", card.motif, ())  # not the deck's card: variant 0
    assert variant(stranger) == 0 and not is_mirrored(stranger)
    flipped = alpha(paint_film(card, 0.5))[:, ::-1] == 255
    plain = alpha(paint_film(stranger, 0.5)) == 255
    assert (flipped & plain).sum() / (flipped | plain).sum() > 0.9


@pytest.mark.parametrize("family", ["far", "middle", "near"])
def test_each_family_paints_in_its_band(deck, films, family):
    rows = {"far": slice(0, 300), "middle": slice(250, 560), "near": slice(400, 600)}[family]
    for card_id, card in deck.items():
        if MOTIFS[card.motif][0] != family:
            continue
        a = alpha(films[card_id])
        assert (a[rows] > 0).mean() >= (a[ART_ROWS] > 0).mean() * 0.5, card_id
