"""A bot's attempt shown on the puzzle (no Qt): where each piece is at a moment of the clock.

The pieces leave their trays one by one, in the puzzle's order, each sliding to its place in the
solution over an equal share of the bot's time; a failed attempt places only :data:`FAILED_SHARE`
of them over most of the minute and leaves the rest where they wait, so the clock runs out.
"""

from __future__ import annotations

from dataclasses import dataclass

from canvas_table.tangram.actions import FAILED, WHITE
from canvas_table.tangram.pieces import Placement
from canvas_table.tangram.ui.puzzle_layout import middle

FAILED_SHARE = 4  # pieces a failing bot gets to place
FAILED_TIME = 0.8  # of the limit: when a failing bot's last piece lands
TURN_AT = 0.1  # of the bot's time: when a bot solving on the solution side turns the card


@dataclass(frozen=True)
class BotAttempt:
    """A bot's attempt: the pieces' start and their places, the outcome and the time it takes."""

    start: tuple[Placement, ...]
    solution: tuple[Placement, ...]  # in the same piece order as ``start``
    outcome: str  # "black", "white" or "failed"
    seconds: float  # when the last piece lands (solved); the limit (failed)

    @property
    def moving(self) -> int:
        """How many pieces the bot moves."""
        return FAILED_SHARE if self.outcome == FAILED else len(self.start)

    @property
    def span(self) -> float:
        """The seconds over which the pieces slide."""
        return self.seconds * (FAILED_TIME if self.outcome == FAILED else 1.0)

    def card_turned(self, t: float) -> bool:
        """Whether the bot has turned the card at time ``t``."""
        return self.outcome == WHITE and t >= TURN_AT * self.seconds

    def placements(self, t: float) -> tuple[Placement, ...]:
        """Where every piece lies ``t`` seconds into the attempt."""
        share = self.span / self.moving if self.moving else 0.0
        placed = []
        for index, (start, goal) in enumerate(zip(self.start, self.solution, strict=True)):
            if index >= self.moving or t <= index * share:
                placed.append(start)
                continue
            done = 1.0 if share <= 0 else min(1.0, (t - index * share) / share)
            if done >= 1.0:
                placed.append(goal)
                continue
            ease = done * done * (3 - 2 * done)
            turn = goal.rotation if done >= 0.5 else start.rotation
            side = goal.flipped if done >= 0.5 else start.flipped
            (ax, ay), (bx, by) = middle(start), middle(goal)
            sx, sy = middle(Placement(goal.piece, 0, 0, turn, side))  # the middle slides in a line
            placed.append(Placement(goal.piece, ax + (bx - ax) * ease - sx, ay + (by - ay) * ease - sy,
                                    turn, side))
        return tuple(placed)
