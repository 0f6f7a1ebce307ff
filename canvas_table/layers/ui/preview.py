"""What a painting shows and scores, as plain data for the table (no Qt here).

:func:`painting_view` asks the rules (:mod:`canvas_table.layers.scoring`) which symbols are
visible and what each kind scores; the table only draws the answer. The same data serves the
painting as it is and the painting as it would be while a card hovers over a layer.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from canvas_table.layers.cards import KINDS, POSITIONS, LayersCard
from canvas_table.layers.scoring import by_kind, painting_score, visible_symbols


@dataclass(frozen=True)
class Cell:
    """One symbol of one layer: its kind, sign, and whether it shows in the painting."""

    kind: str
    negative: bool
    visible: bool


@dataclass(frozen=True)
class KindLine:
    """One kind's scoring: v visible symbols, p positive, n negative, and its score v × (p − n)."""

    kind: str
    positive: int
    negative: int
    score: int

    @property
    def visible(self) -> int:
        """v = p + n."""
        return self.positive + self.negative


@dataclass(frozen=True)
class PaintingView:
    """A painting of three layers (ids bottom to top) with its symbols and score.

    ``grid[layer][position]`` is the symbol of that layer (0 bottom) at that position, or None.
    For a preview, ``before`` is the painting's score as it stands and ``changed`` the layer
    (1..3) that the new card would cover.
    """

    layers: tuple[int, ...]
    grid: tuple[tuple[Cell | None, ...], ...]
    kinds: tuple[KindLine, ...]
    score: int
    before: int | None = None
    changed: int | None = None
    new_card: int | None = None

    @property
    def delta(self) -> int | None:
        """The score change a preview shows (None when this is no preview)."""
        return None if self.before is None else self.score - self.before

    @property
    def visible(self) -> tuple[Cell | None, ...]:
        """The symbol that shows at each position (the highest layer's there), or None."""
        out: list[Cell | None] = [None] * POSITIONS
        for row in self.grid:
            for q, cell in enumerate(row):
                if cell is not None and cell.visible:
                    out[q] = cell
        return tuple(out)


def painting_view(deck: Mapping[int, LayersCard], layers: Sequence[int], before: int | None = None,
                  changed: int | None = None, new_card: int | None = None) -> PaintingView:
    """What the painting of ``layers`` (ids, bottom to top) shows and scores, by the rules."""
    cards = [deck[card] for card in layers]
    shown = {(layer, symbol) for layer, symbol in visible_symbols(cards)}
    grid = []
    for layer, card in enumerate(cards):
        row: list[Cell | None] = [None] * POSITIONS
        for symbol in card.symbols:
            row[symbol.position] = Cell(symbol.kind, symbol.negative, (layer, symbol) in shown)
        grid.append(tuple(row))
    scores = by_kind(shown)
    lines = []
    for kind in KINDS:
        if kind not in scores:
            continue
        negative = sum(1 for _, s in shown if s.kind == kind and s.negative)
        positive = sum(1 for _, s in shown if s.kind == kind and not s.negative)
        lines.append(KindLine(kind, positive, negative, scores[kind]))
    return PaintingView(tuple(layers), tuple(grid), tuple(lines), painting_score(cards),
                        before, changed, new_card)


def with_card(layers: Sequence[int], card: int, layer: int) -> list[int]:
    """``layers`` (bottom to top) with ``card`` laid on ``layer`` (1..3), covering the card there."""
    out = list(layers)
    out[layer - 1] = card
    return out
