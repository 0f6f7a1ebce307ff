"""What a painting shows and what it scores: the one place for the rules of visibility and scoring.

A symbol at position q on a layer is **visible** when no card on a higher layer carries a symbol
at q. For each kind with v visible symbols, p of them positive and n negative, the kind scores
v × (p − n) = p² − n²; the painting scores the sum over kinds.

Each card is compiled once into a :class:`Compiled` entry: the bit mask of its positions and, for
every mask of covered positions, the symbols left visible and their (kind, sign) pairs. Scoring
three cards is then three table look-ups and a short loop; :func:`painting_score` (cards) and
:func:`score_ids` (ids of the shipped deck) share these tables, :func:`_shown` and
:func:`_score_pairs`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache

from canvas_table.layers.cards import KINDS, POSITIONS, LayersCard, Symbol, default_deck

Pair = tuple[int, int]  # (kind index, +1 or -1)


class Compiled:
    """One card as tables: ``mask`` of its positions; ``visible[covered]`` (its symbols not at a
    covered position) and ``shown[covered]`` (their (kind, sign) pairs) for each covered mask."""

    __slots__ = ("mask", "shown", "visible")

    def __init__(self, card: LayersCard) -> None:
        self.mask = sum(1 << symbol.position for symbol in card.symbols)
        self.visible: tuple[tuple[Symbol, ...], ...] = tuple(
            tuple(s for s in card.symbols if not covered >> s.position & 1)
            for covered in range(1 << POSITIONS)
        )
        self.shown: tuple[tuple[Pair, ...], ...] = tuple(
            tuple((KINDS.index(s.kind), -1 if s.negative else 1) for s in symbols)
            for symbols in self.visible
        )


@cache
def compiled(card: LayersCard) -> Compiled:
    """The tables of one card (cached: cards are immutable)."""
    return Compiled(card)


@cache
def _deck_table() -> list[Compiled | None]:
    """Compiled shipped cards indexed by id (index 0 unused), each compiled at its first score
    (:func:`_deck_entry`): a table's first paint scores a few cards, not the deck's 108."""
    return [None] * (max(default_deck()) + 1)


def _deck_entry(card_id: int) -> Compiled:
    """Compile shipped card ``card_id`` into :func:`_deck_table`."""
    entry = _deck_table()[card_id] = compiled(default_deck()[card_id])
    return entry


def _covers(entries: Sequence[Compiled]) -> list[int]:
    """For each layer (bottom first), the mask of positions the layers above it cover."""
    covers = []
    covered = 0
    for entry in reversed(entries):
        covers.append(covered)
        covered |= entry.mask
    covers.reverse()
    return covers


def _shown(entries: Sequence[Compiled]) -> list[Pair]:
    """The (kind, sign) pairs of every visible symbol, top layer first: :func:`_covers` walked
    inline, as scoring is the bots' hot path."""
    shown: list[Pair] = []
    covered = 0
    for entry in reversed(entries):
        shown += entry.shown[covered]
        covered |= entry.mask
    return shown


def _score_pairs(pairs: Iterable[Pair]) -> int:
    """Σ over kinds of p² − n², accumulated one visible symbol at a time."""
    seen: dict[Pair, int] = {}
    total = 0
    for pair in pairs:
        count = seen.get(pair, 0)
        seen[pair] = count + 1
        total += pair[1] * (2 * count + 1)  # (c + 1)² − c²
    return total


def visible_symbols(cards: Sequence[LayersCard]) -> list[tuple[int, Symbol]]:
    """(layer index 0..2, symbol) for each visible symbol, bottom layer first, left to right."""
    entries = [compiled(card) for card in cards]
    return [
        (layer, symbol)
        for layer, (entry, covered) in enumerate(zip(entries, _covers(entries), strict=True))
        for symbol in entry.visible[covered]
    ]


def by_kind(visible: Iterable[tuple[int, Symbol]]) -> dict[str, int]:
    """Kind -> v × (p − n) for every kind with a visible symbol, in the order of KINDS."""
    pairs = [(KINDS.index(s.kind), -1 if s.negative else 1) for _, s in visible]
    kinds = sorted({kind for kind, _ in pairs})
    return {KINDS[k]: _score_pairs(pair for pair in pairs if pair[0] == k) for k in kinds}


def painting_score(cards: Sequence[LayersCard]) -> int:
    """The painting's score, layers given bottom to top."""
    return _score_pairs(_shown([compiled(card) for card in cards]))


def score_ids(ids: tuple[int, int, int], deck: dict[int, LayersCard] | None = None) -> int:
    """The score of three cards given by id, bottom to top (the fast path of the state and bots).

    ``deck`` is the shipped deck when None (or given); another deck is compiled card by card.
    """
    if deck is None or deck is default_deck():
        table, (a, b, c) = _deck_table(), ids
        return _score_pairs(_shown((table[a] or _deck_entry(a), table[b] or _deck_entry(b),
                                    table[c] or _deck_entry(c))))
    return _score_pairs(_shown([compiled(deck[i]) for i in ids]))
