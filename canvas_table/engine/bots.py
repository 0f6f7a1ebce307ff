"""Generic bots that play any game through the :class:`~canvas_table.engine.game.GameState` API."""

from __future__ import annotations

from typing import Any, Protocol

from canvas_table.engine.rng import Rng


class Bot(Protocol):
    """Something that chooses a legal action for the seat to act."""

    name: str

    def choose(self, state: Any) -> Any:
        """A legal action for ``state.current_seat``; never changes ``state``."""
        ...


class RandomBot:
    """Plays a uniformly random legal action, from its own seeded RNG."""

    name = "random"

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed).derive("random-bot")

    def choose(self, state: Any) -> Any:
        """A uniformly random legal action."""
        actions = state.legal_actions()
        if not actions:
            raise ValueError("no legal action: the game is over")
        return self.rng.choice(actions)
