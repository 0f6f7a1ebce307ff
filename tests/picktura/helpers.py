"""Small builders shared by the Picktura tests: seats, fresh states and hand-built positions."""

from __future__ import annotations

from collections.abc import Sequence

from canvas_table.engine.platform import PlayerSpec
from canvas_table.picktura.setup import PickturaConfig, resolve
from canvas_table.picktura.state import TURN, PickturaState


def seats(count: int) -> tuple[PlayerSpec, ...]:
    """``count`` human seats named P0, P1..."""
    return tuple(PlayerSpec(f"P{i}") for i in range(count))


def config(count: int = 2, seed: int = 1, **options: object) -> PickturaConfig:
    """A config for ``count`` seats."""
    return PickturaConfig(seats(count), seed, **options)  # type: ignore[arg-type]


def new_state(count: int = 2, seed: int = 1, **options: object) -> PickturaState:
    """A fresh dealt state."""
    return PickturaState(resolve(config(count, seed, **options)))


def position(hands: Sequence[Sequence[int]], visible: Sequence[int] = (), hidden: Sequence[int] = (),
             works: Sequence[Sequence[Sequence[int]]] | None = None, seat: int = 0,
             **options: object) -> PickturaState:
    """A hand-built position: the seat to act starts its turn with these hands, piles (tops last)
    and exposed works; nobody has taken a card from the visible pile yet."""
    state = new_state(len(hands), first_player=seat, **options)
    state.hands = [list(hand) for hand in hands]
    state.visible = list(visible)
    state.hidden = list(hidden)
    state.works = [[list(group) for group in groups] for groups in (works or [[] for _ in hands])]
    state.public = [set() for _ in hands]
    state.seat, state.phase = seat, TURN
    return state
