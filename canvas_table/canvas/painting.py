"""Layering art cards into a painting: visible swatches, title, and the ribbons it earns.

A painting's layers are given bottom (layer 1) to top (layer 3). For each swatch the topmost card
with anything in that swatch decides what shows; everything below it there is hidden.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from canvas_table.canvas.cards import BONUSES, ELEMENTS, CardSet, Swatch, default_card_set
from canvas_table.canvas.scoring import RULES, Masks, element_counts, grey_ribbons

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


@dataclass(frozen=True, slots=True)
class Verdict:
    """What one painting earns: ribbons per scoring slot (None for an empty slot), before caps."""

    ribbons: tuple[int | None, ...]
    grey: int


class PaintingJudge:
    """Layers cards and scores paintings for one set of scoring slots; results are memoised."""

    def __init__(self, slots: Sequence[str | None], cards: CardSet | None = None) -> None:
        self.cards = cards or default_card_set()
        self.slots = tuple(slots)
        self.masks = _default_masks() if self.cards is default_card_set() else CardMasks(self.cards)
        self._rules = [(k, RULES[name]) for k, name in enumerate(self.slots) if name is not None]
        self._memo: dict[tuple[int, int, int], Verdict] = {}
        self._by_sight: dict[int, Verdict] = {}  # many triples show the same painting

    def visible(self, layers: Sequence[int]) -> tuple[Swatch, ...]:
        """The visible icons of each swatch, red to purple."""
        swatches = self.masks.swatches
        shown = []
        for i in range(5):
            top: Swatch = ()
            for card in reversed(layers):
                if swatches[card][i]:
                    top = swatches[card][i]
                    break
            shown.append(top)
        return tuple(shown)

    def verdict(self, layers: Sequence[int]) -> Verdict:
        """Ribbons earned by a painting of these layers (bottom to top), memoised."""
        key = (layers[0], layers[1], layers[2])
        found = self._memo.get(key)
        if found is None:
            packed, covers = self.masks.packed, self.masks.covers
            bottom, middle, top = key
            sight = packed[top] | packed[middle] & ~covers[top] \
                | packed[bottom] & ~covers[top] & ~covers[middle]
            found = self._by_sight.get(sight)
            if found is None:
                found = self._by_sight[sight] = self._judge(
                    tuple(sight >> 8 * i & 15 for i in range(5)),
                    tuple(sight >> 8 * i + 4 & 15 for i in range(5)))
            self._memo[key] = found
        return found

    def score(self, layers: Sequence[int]) -> Verdict:
        """Ribbons earned by a painting of these layers, computed afresh (no memo).

        Fewer than 3 layers score what would show so far (the table's preview uses that).
        """
        em, bm = self.masks.elements, self.masks.bonuses
        elements: list[int] = [0] * 5
        bonuses: list[int] = [0] * 5
        if len(layers) == 3:  # the usual case, without building a list
            bottom, middle, top = layers
            top_down: Sequence[tuple[Masks, Masks]] = (
                (em[top], bm[top]), (em[middle], bm[middle]), (em[bottom], bm[bottom]))
        else:
            top_down = [(em[card], bm[card]) for card in reversed(layers)]
        for i in range(5):
            for e, b in top_down:
                if e[i] or b[i]:
                    elements[i], bonuses[i] = e[i], b[i]
                    break
        return self._judge(tuple(elements), tuple(bonuses))

    def _judge(self, e: Masks, b: Masks) -> Verdict:
        """The verdict on a visible painting given as element and bonus masks per swatch."""
        counts = element_counts(e)
        ribbons: list[int | None] = [None] * len(self.slots)
        for k, rule in self._rules:
            ribbons[k] = rule(e, b, counts)
        return Verdict(tuple(ribbons), grey_ribbons(b, counts))

    def title(self, layers: Sequence[int]) -> str:
        """``<left word of the topmost left card> <right word of the topmost right card>``.

        With only left words the painting is a "<Left> Study"; with only right words, "The <Right>".
        """
        art = self.cards.art
        left = next((art[c].title for c in reversed(layers) if art[c].side == "left"), None)
        right = next((art[c].title for c in reversed(layers) if art[c].side == "right"), None)
        if left and right:
            return f"{left} {right}"
        return f"{left} Study" if left else f"The {right}"


@cache
def _default_masks() -> CardMasks:
    return CardMasks(default_card_set())
