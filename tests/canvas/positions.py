"""Building small Canvas positions for tests."""

from __future__ import annotations

from canvas_table.canvas.cards import default_card_set
from canvas_table.canvas.setup import GameConfig, PlayerSpec, resolve
from canvas_table.canvas.state import CanvasState

FIRST_GAME = ("composition", "emphasis", "repetition", "variety")
CARDS = default_card_set()


def new_state(
    players: int = 2,
    *,
    seed: int = 1,
    deck: tuple[int, ...] | None = None,
    scoring: tuple[str | None, ...] | None = FIRST_GAME,
    vincent: bool | None = None,
    first: int | None = 0,
    target: int | None = None,
) -> CanvasState:
    """A fresh game with the given options (others drawn from the seed)."""
    names = ("Ada", "Bo", "Cy", "Di", "Ed")[:players]
    config = GameConfig(
        players=tuple(PlayerSpec(n) for n in names),
        seed=seed,
        scoring=scoring,
        vincent=vincent,
        first_player=first,
        deck=deck,
        target=target,
    )
    return CanvasState(resolve(config))


def card_with(swatch: int, icons: tuple[str, ...]) -> int:
    """The id of some art card whose swatch ``swatch`` holds exactly ``icons``."""
    for card in CARDS.art.values():
        if card.swatches[swatch] == icons:
            return card.id
    raise LookupError(f"no card with {icons} in swatch {swatch}")
