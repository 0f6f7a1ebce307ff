"""The art cards' swatches as bit masks: fast to layer and to score.

Each swatch's icons become an element mask (bit ``1 << k`` for element ``ELEMENTS[k]``) and a
bonus mask; a card's five swatches are also packed 8 bits apiece (elements low, bonuses high) with a
mask of the swatches it covers, so that what three layered cards show (their *sight*) is a few
integer operations (:meth:`~canvas_table.canvas.painting.PaintingJudge.verdict`).
"""

from __future__ import annotations

from functools import cache

from canvas_table.canvas.cards import BONUSES, ELEMENTS, CardSet, Swatch, default_card_set
from canvas_table.canvas.scoring import Masks

_BIT = {name: 1 << k for k, name in enumerate(ELEMENTS)}
_BONUS_BIT = {name: 1 << k for k, name in enumerate(BONUSES)}


class CardMasks:
    """Per card id, the swatches as element and bonus bit masks (fast to layer and score)."""

    def __init__(self, cards: CardSet) -> None:
        size = max(cards.art) + 1
        self.elements: list[Masks] = [(0,) * 5] * size
        self.bonuses: list[Masks] = [(0,) * 5] * size
        self.swatches: list[tuple[Swatch, ...]] = [((),) * 5] * size
        for card in cards.art.values():
            self.swatches[card.id] = card.swatches
            self.elements[card.id] = tuple(
                sum(_BIT.get(icon, 0) for icon in swatch) for swatch in card.swatches
            )
            self.bonuses[card.id] = tuple(
                sum(_BONUS_BIT.get(icon, 0) for icon in swatch) for swatch in card.swatches
            )
        # each card's swatches packed 8 bits apiece (elements low, bonuses high) and a mask of
        # the swatches it covers: three cards' visible painting is then a few integer operations
        self.packed = [0] * size
        self.covers = [0] * size
        for card_id in cards.art:
            for i, (e, b) in enumerate(zip(self.elements[card_id], self.bonuses[card_id], strict=True)):
                self.packed[card_id] |= (e | b << 4) << 8 * i
                if e or b:
                    self.covers[card_id] |= 0xFF << 8 * i


def sight_of(masks: CardMasks, bottom: int, middle: int, top: int) -> int:
    """What the three cards show, layered bottom to top: each swatch's top icons, packed."""
    packed, covers = masks.packed, masks.covers
    return packed[top] | packed[middle] & ~covers[top] | packed[bottom] & ~covers[top] & ~covers[middle]


@cache
def standard_masks() -> CardMasks:
    """The masks of the standard art cards (made once per process)."""
    return CardMasks(default_card_set())


def sight_masks(sight: int) -> tuple[Masks, Masks]:
    """A sight's element masks and bonus masks, one per swatch."""
    return (tuple(sight >> 8 * i & 15 for i in range(5)),
            tuple(sight >> 8 * i + 4 & 15 for i in range(5)))
