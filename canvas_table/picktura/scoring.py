"""What an exposed work and a hand are worth, and who wins: the one place for Picktura's scoring.

| | points |
|---|---|
| a whole work (4 cards, a blank canvas counting as one) | +80 |
| an exposed 3-card work | +40 |
| an exposed 2-card work | +10 |
| each card left in hand (a blank canvas too) | −5 |

Ties: fewest cards in hand wins; then the youngest player when every tied player's age was given;
otherwise a shared win.
"""

from __future__ import annotations

from collections.abc import Sequence

from canvas_table.picktura.cards import is_blank

WHOLE, THREE, TWO, IN_HAND = 80, 40, 10, -5


def quarters(group: Sequence[int]) -> int:
    """How many quarter cards (not blank canvases) an exposed work holds."""
    return sum(1 for card in group if not is_blank(card))


def has_blank(group: Sequence[int]) -> bool:
    """True when an exposed work holds a blank canvas."""
    return any(is_blank(card) for card in group)


def is_whole(group: Sequence[int]) -> bool:
    """True for a whole work: four quarters, or three and a blank canvas."""
    count = quarters(group)
    return count == 4 or (count == 3 and has_blank(group))


def work_points(group: Sequence[int]) -> int:
    """An exposed work's points: 80 whole, 40 for 3 cards, 10 for 2."""
    if is_whole(group):
        return WHOLE
    return {3: THREE, 2: TWO}.get(quarters(group), 0)


def seat_score(works: Sequence[Sequence[int]], hand: Sequence[int]) -> int:
    """A seat's score: its exposed works' points, 5 less for each card in its hand."""
    return sum(work_points(group) for group in works) + IN_HAND * len(hand)


def ranking_key(score: int, hand_size: int) -> tuple[int, int]:
    """Higher is better: the score, then the fewest cards in hand."""
    return (score, -hand_size)


def winners(scores: Sequence[int], hand_sizes: Sequence[int], ages: Sequence[int | None]) -> list[int]:
    """The winning seats: top score, then fewest cards in hand, then the youngest when every tied
    seat's age is known (one youngest wins, several of the same age share); else a shared win."""
    keys = [ranking_key(s, h) for s, h in zip(scores, hand_sizes, strict=True)]
    best = max(keys)
    tied = [seat for seat, key in enumerate(keys) if key == best]
    if len(tied) > 1 and all(ages[seat] is not None for seat in tied):
        youngest = min(ages[seat] for seat in tied)  # type: ignore[type-var]
        tied = [seat for seat in tied if ages[seat] == youngest]
    return tied
