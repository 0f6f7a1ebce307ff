"""Pure functions of the board and the colour cards, shared by the state, the bots and the table.

Where a pawn stops (occupied squares skipped, in the direction it moves), which colour a square
gives, how many different colours a hand holds, which answers a pending choice offers and why an
answer is not one of them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from canvas_table.tangram import reasons
from canvas_table.tangram.actions import Choice, Give, Return, Steal, Take
from canvas_table.tangram.board import BOARD, forward, is_tangram
from canvas_table.tangram.colours import COLOURS

TAKE, RETURN, GIVE, STEAL = "take", "return", "give", "steal"
_CHOICE_KINDS = {Take: TAKE, Return: RETURN, Give: GIVE, Steal: STEAL}
Hand = Mapping[str, int]


@dataclass(frozen=True, slots=True)
class Pending:
    """A choice a card or a square asks of ``seat``: ``kind`` is take, return, give or steal."""

    seat: int
    kind: str


def stop(square: int, steps: int, positions: Sequence[int], seat: int) -> int:
    """Where ``seat``'s pawn on ``square`` stops after ``steps`` (negative: backwards): on the
    square reached, or, if another pawn stands there, on the next free square the same way."""
    others = {position for other, position in enumerate(positions) if other != seat}
    step = 1 if steps >= 0 else -1
    target = forward(square, steps)
    while target in others:
        target = forward(target, step)
    return target


def square_colour(square: int) -> str:
    """The colour of a tangram square; for any other square, the colour of the first tangram
    square ahead of it (what "a colour card of the colour of your square" gives there)."""
    while not is_tangram(BOARD[square]):
        square = forward(square, 1)
    return BOARD[square]


def colours_held(hand: Hand) -> int:
    """How many different colours a hand holds."""
    return sum(1 for colour in COLOURS if hand[colour] > 0)


def choice_actions(pending: Pending, hands: Sequence[Hand], stock: Hand) -> list[Choice]:
    """The actions that answer ``pending``, in a fixed order (empty when none is possible)."""
    hand = hands[pending.seat]
    if pending.kind == TAKE:
        return [Take(colour) for colour in COLOURS if stock[colour] > 0]
    if pending.kind == RETURN:
        return [Return(colour) for colour in COLOURS if hand[colour] > 0]
    if pending.kind == GIVE:
        return [Give(colour) for colour in COLOURS if hand[colour] > 0]
    return [Steal(victim, colour) for victim, other in enumerate(hands) if victim != pending.seat
            for colour in COLOURS if other[colour] > 0 and hand[colour] == 0]


def why_not_choice(action: Choice, pending: Pending, hands: Sequence[Hand], stock: Hand,
                   names: Sequence[str]) -> str | None:
    """None when ``action`` answers ``pending``, else why not (``names``: the players' names)."""
    if _CHOICE_KINDS[type(action)] != pending.kind or action.colour not in COLOURS:
        return reasons.CHOOSE_FIRST.format(choice=reasons.CHOICES[pending.kind])
    hand = hands[pending.seat]
    if isinstance(action, Take):
        return None if stock[action.colour] else reasons.NOT_IN_STOCK.format(colour=action.colour)
    if isinstance(action, Return | Give):
        return None if hand[action.colour] else reasons.NOT_HELD.format(colour=action.colour)
    victim = action.victim
    if not isinstance(victim, int) or not 0 <= victim < len(hands):
        return reasons.NO_SEAT.format(seat=victim)
    if victim == pending.seat:
        return reasons.STEAL_YOURSELF
    if hand[action.colour]:
        return reasons.ALREADY_HELD.format(colour=action.colour)
    if not hands[victim][action.colour]:
        return reasons.VICTIM_LACKS.format(victim=names[victim], colour=action.colour)
    return None
