"""A game's standing as plain data: scores with their breakdown, for the CLI and the end screen."""

from __future__ import annotations

from typing import Any

from canvas_table.canvas.cards import SLOT_COLOURS
from canvas_table.canvas.gain import GREY_POINTS
from canvas_table.canvas.state import CanvasState


def seat_breakdown(state: CanvasState, seat: int) -> dict[str, Any]:
    """One seat's score, ribbons and points by colour (grey included), hand and paintings."""
    player = state.seats[seat]
    points = state.points(seat)
    judge = state.judge
    return {
        "name": state.setup.players[seat].name,
        "score": state.score(seat),
        "inspiration": player.inspiration,
        "hand": player.hand[:],
        "ribbons": {**dict(zip(SLOT_COLOURS, player.ribbons, strict=True)), "grey": player.grey},
        "points": {**dict(zip(SLOT_COLOURS, points, strict=True)), "grey": GREY_POINTS * player.grey},
        "paintings": [
            {
                "layers": list(p.layers),
                "background": p.background,
                "swatches": [list(s) for s in judge.visible(p.layers)],
                "title": judge.title(p.layers),
            }
            for p in player.paintings
        ],
    }


def final_report(state: CanvasState) -> dict[str, Any]:
    """The state as the ``replay --json`` command prints it."""
    report: dict[str, Any] = {
        "over": state.is_over(),
        "winners": state.winners() if state.is_over() else [],
        "next_seat": state.current_seat,
        "scoring": list(state.setup.scoring),
        "market": state.market[:],
        "market_tokens": state.market_tokens[:],
        "deck_left": state.deck_left,
        "seats": [seat_breakdown(state, s) for s in range(state.num_seats)],
    }
    if state.setup.vincent:
        report["vincent"] = {"tokens": state.vincent_tokens, "cards": state.vincent_cards[:]}
    if state.setup.target is not None:
        report["target"] = state.setup.target
    return report
