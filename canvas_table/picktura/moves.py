"""Which turn-starting actions a hand and its exposed works allow, and why one is not allowed.

Pure functions of a hand, the seat's exposed works and the rules' variant, shared by the state
(legality), the bots (their move lists) and the table (legal targets).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from canvas_table.picktura import reasons
from canvas_table.picktura.actions import Complete, Expose, ReplaceBlank, UseBlank
from canvas_table.picktura.cards import cards_of, is_blank, work_of
from canvas_table.picktura.scoring import has_blank, quarters

Works = Sequence[Sequence[int]]
WorkAction = Complete | UseBlank | ReplaceBlank
TurnAction = Expose | Complete | UseBlank | ReplaceBlank


def group_work(group: Sequence[int]) -> int:
    """The work an exposed group rebuilds (its first quarter's)."""
    return next(work_of(card) for card in group if not is_blank(card))


def missing(group: Sequence[int]) -> tuple[int, ...]:
    """The quarters of the group's work that it does not hold, in id order."""
    return tuple(card for card in cards_of(group_work(group)) if card not in group)


def _cards_problem(hand: Sequence[int], cards: Sequence[int]) -> str | None:
    seen: set[int] = set()
    for card in cards:
        if card in seen:
            return reasons.TWICE.format(card=card)
        seen.add(card)
        if card not in hand:
            return reasons.NOT_IN_HAND.format(card=card)
    return None


def why_not_expose(hand: Sequence[int], cards: Sequence[int]) -> str | None:
    """None when ``cards`` (2 to 4 of one work, in hand) may be exposed, else why not."""
    if not 2 <= len(cards) <= 4:
        return reasons.EXPOSE_COUNT.format(count=len(cards))
    problem = _cards_problem(hand, cards)
    if problem is not None:
        return problem
    if any(is_blank(card) for card in cards):
        return reasons.EXPOSE_BLANK
    if len({work_of(card) for card in cards}) != 1:
        return reasons.ONE_WORK
    return None


def _group(works: Works, index: int) -> Sequence[int] | None:
    return works[index] if 0 <= index < len(works) else None


def why_not_complete(hand: Sequence[int], works: Works, action: Complete, complete_three: bool) -> str | None:
    """None when ``action`` completes one of ``works`` with its missing cards from ``hand``."""
    group = _group(works, action.work)
    if group is None:
        return reasons.NO_WORK.format(work=action.work)
    count = quarters(group)
    if count == 4 or (count == 3 and has_blank(group)):
        return reasons.ALREADY_WHOLE
    allowed = (2, 3) if complete_three else (2,)
    if count not in allowed:
        return reasons.COMPLETE_SIZE_THREE if complete_three else reasons.COMPLETE_SIZE
    problem = _cards_problem(hand, action.cards)
    if problem is not None:
        return problem
    needed = missing(group)
    if sorted(action.cards) != list(needed):
        return reasons.MISSING_CARDS.format(cards=", ".join(map(str, needed)))
    return None


def why_not_use_blank(hand: Sequence[int], works: Works, action: UseBlank) -> str | None:
    """None when the blank canvas ``action.card`` may go on the 3-card work ``action.work``."""
    group = _group(works, action.work)
    if group is None:
        return reasons.NO_WORK.format(work=action.work)
    if not is_blank(action.card):
        return reasons.NOT_A_BLANK.format(card=action.card)
    if action.card not in hand:
        return reasons.NOT_IN_HAND.format(card=action.card)
    if has_blank(group) or quarters(group) == 4:
        return reasons.ALREADY_WHOLE
    if quarters(group) != 3:
        return reasons.BLANK_NEEDS_THREE.format(count=quarters(group))
    return None


def why_not_replace_blank(hand: Sequence[int], works: Works, action: ReplaceBlank) -> str | None:
    """None when ``action.card`` is the quarter missing under the blank canvas of ``action.work``."""
    group = _group(works, action.work)
    if group is None:
        return reasons.NO_WORK.format(work=action.work)
    if not has_blank(group) or quarters(group) == 4:
        return reasons.NO_BLANK_THERE
    needed = missing(group)[0]
    if action.card != needed:
        return reasons.NOT_THE_MISSING.format(card=needed, given=action.card)
    if action.card not in hand:
        return reasons.NOT_IN_HAND.format(card=action.card)
    return None


def exposures(hand: Sequence[int]) -> list[Expose]:
    """Every legal exposure: each set of 2 to 4 same-work cards of the hand, in id order."""
    by_work: dict[int, list[int]] = {}
    for card in sorted(hand):
        if not is_blank(card):
            by_work.setdefault(work_of(card), []).append(card)
    found = []
    for cards in by_work.values():
        for size in range(2, len(cards) + 1):
            found.extend(Expose(combo) for combo in combinations(cards, size))
    return found


def work_actions(hand: Sequence[int], works: Works, complete_three: bool) -> list[WorkAction]:
    """Every legal completion, blank canvas laid and blank canvas replaced, by work index."""
    found: list[WorkAction] = []
    blanks = sorted(card for card in hand if is_blank(card))
    for index, group in enumerate(works):
        count = quarters(group)
        if count == 4:
            continue
        needed = missing(group)
        if has_blank(group):  # whole with a blank canvas: its missing quarter may cover it
            if needed[0] in hand:
                found.append(ReplaceBlank(index, needed[0]))
            continue
        if (count == 2 or (count == 3 and complete_three)) and all(card in hand for card in needed):
            found.append(Complete(index, needed))
        if count == 3:
            found.extend(UseBlank(index, card) for card in blanks)
    return found


def turn_actions(hand: Sequence[int], works: Works, complete_three: bool) -> list[TurnAction]:
    """Every legal action of a turn other than collecting."""
    return [*exposures(hand), *work_actions(hand, works, complete_three)]
