"""The protocol every game's rules implement, in the spirit of OpenSpiel.

A state knows whose turn it is, lists the legal actions, explains why an action is illegal,
applies actions (never changing on an illegal one), clones itself cheaply for previews and
search, and re-deals what the seat to play cannot see (the hook a search bot needs).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, Self, TypeVar

from canvas_table.engine.rng import Rng
from canvas_table.errors import IllegalAction

__all__ = ["GameState", "IllegalAction", "winners_by_score"]

A = TypeVar("A")


class GameState(Protocol[A]):
    """What bots, records, the command line and the table need from a game's state."""

    @property
    def num_seats(self) -> int:
        """How many seats play (automated non-seat players such as Vincent are not seats)."""
        ...

    @property
    def current_seat(self) -> int | None:
        """The seat to act, or None when the game is over."""
        ...

    def legal_actions(self) -> list[A]:
        """Every legal action of the seat to act, in a fixed order."""
        ...

    def why_illegal(self, action: A, seat: int | None = None) -> str | None:
        """None when ``action`` is legal for ``seat`` (default: the seat to act), else why not."""
        ...

    def apply(self, action: A) -> None:
        """Play ``action`` for the seat to act; raises IllegalAction and changes nothing if illegal."""
        ...

    def clone(self) -> Self:
        """An independent copy (shares only immutable data)."""
        ...

    def is_over(self) -> bool:
        """True when no seat will act again."""
        ...

    def returns(self) -> list[float]:
        """Each seat's outcome: 1 for a win (shared wins split), 0 otherwise; final states only."""
        ...

    def redeal(self, rng: Rng, observer: int | None = None) -> None:
        """Re-draw from ``rng`` everything ``observer`` cannot see: the deck's order, future chance,
        and other seats' hidden cards (None: hidden from every seat). Search copies use it."""
        ...

    def view_for(self, seat: int) -> dict[str, Any]:
        """What ``seat`` may see, as JSON-ready data: no card hidden from that seat."""
        ...

    def to_json(self) -> dict[str, Any]:
        """The complete state as JSON-ready data; equal states give equal data."""
        ...


def winners_by_score(scores: Sequence[float], tiebreak: Sequence[float]) -> list[int]:
    """Seats with the highest score; ties go to the highest tie-break, then all share the win."""
    best = max(zip(scores, tiebreak, strict=True))
    return [seat for seat, key in enumerate(zip(scores, tiebreak, strict=True)) if key == best]
