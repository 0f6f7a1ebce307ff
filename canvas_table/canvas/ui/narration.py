"""The game log in words: one line per action, Vincent's included."""

from __future__ import annotations

from canvas_table.canvas.actions import Action, Take
from canvas_table.canvas.state import CanvasState


def _tokens(n: int) -> str:
    return f"{n} inspiration"


def _verb(name: str, verb: str) -> str:
    """``"Ada takes"``, but ``"You take"`` for a seat named You."""
    return f"{name} {verb}" if name.lower() == "you" else f"{name} {verb}s"


def describe_action(
    state: CanvasState, seat: int, action: Action, market_before: list[int], tokens_before: list[int]
) -> str:
    """What ``seat`` just did, for the log (the state is the one after the action)."""
    name = state.setup.players[seat].name
    art = state.setup.cards.art
    if isinstance(action, Take):
        card = market_before[action.slot]
        collected = tokens_before[action.slot]
        you = name.lower() == "you"
        parts = [f"{_verb(name, 'take')} {art[card].title} (slot {action.slot + 1})"]
        if action.slot:
            parts.append(f"{'pay' if you else 'pays'} {_tokens(action.slot)}")
        if collected:
            parts.append(f"{'collect' if you else 'collects'} {_tokens(collected)}")
        return ", ".join(parts) + "."
    painting = state.seats[seat].paintings[-1]
    title = state.painter.title(painting.layers)
    background = state.setup.cards.backgrounds[painting.background].name
    earned = [
        f"{state.setup.cards.scoring[name_].title} {n}"
        for name_, n in zip(state.setup.scoring, painting.ribbons, strict=True)
        if name_ and n
    ]
    if painting.grey:
        earned.append(f"grey {painting.grey}")
    ribbons = ", ".join(earned) if earned else "no ribbons"
    return f"{_verb(name, 'paint')} “{title}” over {background}: {ribbons}."


def describe_vincent(state: CanvasState, card: int) -> str:
    """Vincent's take, for the log."""
    return f"Vincent flips his tokens and takes {state.setup.cards.art[card].title} out of the game."
