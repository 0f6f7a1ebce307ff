"""What a painting adds to a seat's score: the one place that works it out.

A painting's :class:`~canvas_table.canvas.painting.Verdict` says how many ribbons it earns per
scoring slot; a seat keeps them on top of those it holds, up to each scoring card's cap
(:func:`hold_ribbons`). What that adds in points is read from the seat's gain tables (per slot,
the points of 0, 1, 2... more ribbons from what it holds, caps included), plus 2 per grey ribbon
(:func:`painting_gain`). Bots, hints, the search's playouts and the table's preview all use these.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING

from canvas_table.canvas.cards import ScoringCard
from canvas_table.canvas.painting import Verdict

if TYPE_CHECKING:
    from canvas_table.canvas.setup import Setup
    from canvas_table.canvas.verdict_table import VerdictTable

GainTables = list[tuple[int, tuple[int, ...]]]
MAX_RIBBONS = 10  # no painting earns more ribbons than this on one card (10 visible elements)
GREY_POINTS = 2  # points per grey ribbon


def slot_cards(setup: Setup) -> list[ScoringCard | None]:
    """The scoring card of each of the 4 slots (None for an empty slot)."""
    cards = setup.cards.scoring
    return [cards[name] if name else None for name in setup.scoring]


def gain_tables(cards: Sequence[ScoringCard | None], held: Sequence[int]) -> GainTables:
    """Per scoring slot in play: (slot, points gained by earning 0, 1, 2... more ribbons on top
    of the ``held[slot]`` a seat holds), the card's cap included."""
    tables = []
    for k, card in enumerate(cards):
        if card is not None:
            now = card.points_for(held[k])
            tables.append((k, tuple(card.points_for(held[k] + r) - now for r in range(MAX_RIBBONS + 1))))
    return tables


def painting_gain(verdict: Verdict, tables: GainTables) -> int:
    """Points a painting with ``verdict`` adds to a seat with these gain tables."""
    ribbons = verdict.ribbons
    gain = GREY_POINTS * verdict.grey
    for k, table in tables:
        gain += table[ribbons[k]]  # type: ignore[index]
    return gain


def best_order(
    verdict: Callable[[Sequence[int]], Verdict], orders: Iterable[Sequence[int]], tables: GainTables
) -> tuple[int, tuple[int, ...]]:
    """The (gain, layers) of the layer order in ``orders`` that adds the most (ties: the first);
    ``(-1, ())`` when there is none."""
    best, best_layers = -1, ()
    for layers in orders:
        gain = painting_gain(verdict(layers), tables)
        if gain > best:
            best, best_layers = gain, layers
    return best, tuple(best_layers)


class StoredGains:
    """The points each painting of the stored verdicts (a row of
    :mod:`~canvas_table.canvas.verdict_table`) adds to a seat with gain tables ``tables``:
    :func:`painting_gain` of that row's verdict, worked out at its first use (``values[row]`` is
    None until then; :meth:`fill` works it out)."""

    __slots__ = ("_columns", "_grey", "values")

    def __init__(self, table: VerdictTable, slots: Sequence[str | None], tables: GainTables) -> None:
        self.values: list[int | None] = [None] * len(table.grey)
        self._columns = [(table.ribbons[slots[k]], points) for k, points in tables]  # type: ignore[index]
        self._grey = table.grey

    def fill_all(self) -> None:
        """Work out every row's gain at once: for a holding whose rows a search reads nearly
        all (its playouts' own), one pass over the columns costs less than a call per row."""
        values = [GREY_POINTS * grey for grey in self._grey]
        for column, points in self._columns:
            values = [value + points[ribbons] for value, ribbons in zip(values, column, strict=True)]
        self.values = values  # type: ignore[assignment]

    def fill(self, row: int) -> int:
        """The gain of ``row``, worked out and kept."""
        gain = GREY_POINTS * self._grey[row]
        for column, points in self._columns:
            gain += points[column[row]]
        self.values[row] = gain
        return gain


def best_stored_order(
    table: VerdictTable, gains: StoredGains, cards: Sequence[int]
) -> tuple[int, tuple[int, ...]]:
    """:func:`best_order` over every layer order of three different ``cards``, each valued by
    its row's entry of ``gains``; the same answer, ties included."""
    a, b, c = cards
    orders, size = table.orders, table.size
    values, fill = gains.values, gains.fill
    best, best_layers = -1, ()
    for layers in ((a, b, c), (a, c, b), (b, a, c), (b, c, a), (c, a, b), (c, b, a)):  # permutations' order
        bottom, middle, top = layers
        row = orders[(bottom * size + middle) * size + top]  # table.row_of, without its call
        gain = values[row]
        if gain is None:
            gain = fill(row)
        if gain > best:
            best, best_layers = gain, layers
    return best, best_layers


def hold_ribbons(held: list[int], earned: Sequence[int | None], caps: Sequence[int]) -> None:
    """Add a painting's ``earned`` ribbons to the ``held`` ones, slot by slot, up to each cap."""
    for k, more in enumerate(earned):
        if more:
            held[k] = min(caps[k], held[k] + more)


def slot_caps(cards: Sequence[ScoringCard | None]) -> list[int]:
    """Each slot's ribbon cap (0 for an empty slot)."""
    return [card.cap if card is not None else 0 for card in cards]
