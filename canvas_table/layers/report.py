"""A game's standing as plain data, for ``replay --json`` and the end screen."""

from __future__ import annotations

from typing import Any

from canvas_table.layers.state import LayersState


def final_report(state: LayersState) -> dict[str, Any]:
    """``over``, ``winners`` (empty while the game is on), each seat's name, score and layers
    (bottom to top), the market and the cards left in the pile."""
    over = state.is_over()
    return {
        "over": over,
        "winners": state.winners() if over else [],
        "seats": [
            {"name": player.name, "score": state.score(seat), "layers": state.boards[seat][:]}
            for seat, player in enumerate(state.setup.players)
        ],
        "market": state.market[:],
        "pile_left": state.pile_left,
    }
