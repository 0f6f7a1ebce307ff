"""What a hand is worth to the bots: a heuristic of the points its cards may still bring.

Only what the seat may know is read: its own hand and works, everyone's exposed works, the
visible pile and the cards it saw the others take (``public``). :func:`hand_value` depends on the
hand and on the exposed works alone, so between two exposures a seat's value only changes on its
own turns: the bots take a visible card only when it strictly raises the value, which keeps
their games finite (taking the visible card back and forth could go on for ever).
"""

from __future__ import annotations

from collections.abc import Sequence

from canvas_table.picktura.cards import WORK_OF, cards_of, work_of
from canvas_table.picktura.scoring import quarters
from canvas_table.picktura.state import PickturaState

# Points a hand's cards of one work are expected to bring, by how many the hand holds (0..4).
LOOSE = (0, 3, 14, 42, 80)
TOWARD_PAIR = 35  # each missing card of one's exposed 2-card work that the hand holds
BLANK_USE = 36  # a blank canvas with a 3-card work to finish
BLANK_IDLE = 6


def exposed_elsewhere(state: PickturaState, seat: int) -> set[int]:
    """The cards exposed by the other seats: they will never come back into play."""
    return {card for other, works in enumerate(state.works) if other != seat
            for group in works for card in group}


def hand_value(hand: Sequence[int], works: Sequence[Sequence[int]], dead: set[int],
               complete_three: bool) -> float:
    """The hand's expected worth (higher is better) given the seat's ``works`` and the ``dead``
    cards exposed by others."""
    groups: dict[int, Sequence[int]] = {}
    for group in works:
        if len(group) < 4:  # 2 or 3 quarters: a whole work holds 4 cards or more
            groups.setdefault(WORK_OF[group[0]], group)
    by_work: dict[int, int] = {}
    for card in hand:
        work = WORK_OF[card]
        by_work[work] = by_work.get(work, 0) + 1
    blanks = by_work.pop(0, 0)
    value = 0.0
    finishing = False
    for work, held in by_work.items():
        group = groups.get(work)
        if group is not None:
            if len(group) == 2:
                value += TOWARD_PAIR * held
            else:
                value += 40 if complete_three else 4
                finishing = True
            continue
        reachable = 4 - sum(1 for card in cards_of(work) if card in dead)
        value += LOOSE[min(held, reachable)]
        if held >= 3:
            finishing = True
    if not finishing:
        finishing = any(len(group) == 3 for group in groups.values())
    if blanks:
        value += (BLANK_USE if finishing else BLANK_IDLE) + BLANK_IDLE * (blanks - 1)
    return value


def unseen(state: PickturaState, seat: int) -> list[int]:
    """The cards ``seat`` cannot place: not in its hand, not face up, not seen taken by another."""
    seen = set(state.hands[seat]).union(state.visible)
    for other, works in enumerate(state.works):
        seen.update(card for group in works for card in group)
        if other != seat:
            seen |= state.public[other]
    if state.hidden_public:
        seen.update(state.hidden)
    return [card for card in state.setup.deck if card not in seen]


def discard_values(hand: Sequence[int], works: Sequence[Sequence[int]], dead: set[int],
                   complete_three: bool) -> dict[int, float]:
    """The value of the hand each discard leaves, by card (lowest id first)."""
    values = {}
    for card in sorted(set(hand)):
        rest = list(hand)
        rest.remove(card)
        values[card] = hand_value(rest, works, dead, complete_three)
    return values


def best_discard(hand: Sequence[int], works: Sequence[Sequence[int]], dead: set[int], complete_three: bool,
                 avoid: set[int] | None = None) -> tuple[float, int]:
    """(value of the hand left, card) of the discard that keeps the most value; ties prefer a
    card nobody's exposed work waits for (``avoid``), then the lowest id."""
    best: tuple[float, int, int] | None = None
    for card, value in discard_values(hand, works, dead, complete_three).items():
        key = (value, 0 if avoid and card in avoid else 1, -card)
        if best is None or key > best:
            best = key
    assert best is not None
    return best[0], -best[2]


def wanted_by_others(state: PickturaState, seat: int) -> set[int]:
    """The missing quarters of the other seats' unfinished exposed works (a discard would feed them)."""
    wanted: set[int] = set()
    for other, works in enumerate(state.works):
        if other == seat:
            continue
        for group in works:
            if quarters(group) < 4:
                wanted.update(card for card in cards_of(work_of(group[0])) if card not in group)
    return wanted
