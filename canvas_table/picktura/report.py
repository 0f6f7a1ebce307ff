"""A game's standing as plain data, for ``replay --json`` and the end screen."""

from __future__ import annotations

from typing import Any

from canvas_table.picktura.state import PickturaState


def final_report(state: PickturaState) -> dict[str, Any]:
    """``over``, ``winners`` (empty while the game is on), the rebuilds, the visible pile (top
    last), the hidden pile's size, and each seat's name, score, hand and works (bottom first)."""
    over = state.is_over()
    return {
        "over": over,
        "winners": state.winners() if over else [],
        "rebuilds": state.rebuilds,
        "visible": state.visible[:],
        "hidden_left": len(state.hidden),
        "seats": [
            {"name": player.name, "score": state.score(seat), "hand": state.hands[seat][:],
             "works": [group[:] for group in state.works[seat]]}
            for seat, player in enumerate(state.setup.players)
        ],
    }
