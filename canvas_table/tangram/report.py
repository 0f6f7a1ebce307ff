"""A game's standing as plain data, for ``replay --json`` and the trophy screen."""

from __future__ import annotations

from typing import Any

from canvas_table.tangram.board import BOARD
from canvas_table.tangram.state import TangramState


def final_report(state: TangramState) -> dict[str, Any]:
    """``over``, ``winners`` (the champion's seat; empty while the game is on), ``champion`` (its
    seat or None), the goal, the turns played, the stock, and each seat's name, champion, score (the
    number of different colours held), colour cards, square (its index and kind) and prison."""
    setup = state.setup
    return {
        "over": state.is_over(),
        "winners": state.winners(),
        "champion": state.winner,
        "goal": setup.goal,
        "colours_to_win": setup.colours_to_win,
        "turns": state.turns,
        "reshuffles": state.reshuffles,
        "stock": dict(state.stock),
        "seats": [
            {"name": player.name, "champion": setup.champions[seat], "score": state.colours(seat),
             "colours": {colour: count for colour, count in state.hands[seat].items() if count},
             "square": state.positions[seat], "square_kind": BOARD[state.positions[seat]],
             "prison": state.prison[seat]}
            for seat, player in enumerate(setup.players)
        ],
    }
