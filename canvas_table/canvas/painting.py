"""Layering art cards into a painting: visible swatches, title, and the ribbons it earns.

A painting's layers are given bottom (layer 1) to top (layer 3). For each swatch the topmost card
with anything in that swatch decides what shows; everything below it there is hidden.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from canvas_table.canvas.cards import CardSet, Swatch, default_card_set
from canvas_table.canvas.masks import CardMasks, sight_masks, sight_of, standard_masks
from canvas_table.canvas.scoring import RULES, Masks, element_counts, grey_ribbons

if TYPE_CHECKING:  # the stored verdicts' module loads at a judge's first sight
    from canvas_table.canvas.verdict_table import VerdictTable


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
        self.masks = standard_masks() if self.cards is default_card_set() else CardMasks(self.cards)
        self._rules = [(k, RULES[name]) for k, name in enumerate(self.slots) if name is not None]
        self._memo: dict[tuple[int, int, int], Verdict] = {}
        self._by_sight: dict[int, Verdict] = {}  # many triples show the same painting
        self._table: VerdictTable | None = None  # the stored verdicts, read at the first sight
        self._columns: list[bytes | None] | None = None  # per slot, its rule's column of them

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
            sight = sight_of(self.masks, *key)
            found = self._by_sight.get(sight)
            if found is None:
                found = self._by_sight[sight] = self._judge_sight(sight)
            self._memo[key] = found
        return found

    def stored(self) -> VerdictTable | None:
        """The standard cards' stored verdicts when this judge reads them (None for other cards,
        or without a usable file); read at the first call."""
        if self._columns is None:
            from canvas_table.canvas.verdict_table import standard_table

            table = standard_table() if self.cards is default_card_set() else None
            self._table = table
            self._columns = [None if name is None or table is None else table.ribbons[name]
                             for name in self.slots]
        return self._table

    def _judge_sight(self, sight: int) -> Verdict:
        """The verdict on a sight: read from the standard cards' table when it has it."""
        table = self.stored()
        if table is None or (row := table.rows.get(sight)) is None:
            return self._judge(*sight_masks(sight))
        columns = self._columns or ()
        return Verdict(tuple(None if column is None else column[row] for column in columns),
                       table.grey[row])

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
