"""The two actions of Canvas and their JSON form in game records."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from canvas_table.engine.records import brief


@dataclass(frozen=True, slots=True)
class Take:
    """Take the art card in market slot ``slot`` (0 is free, slot k costs k inspiration; people
    see it numbered :func:`~canvas_table.canvas.market.slot_number`, 1 to 5)."""

    slot: int

    def to_json(self) -> dict[str, Any]:
        """``{"take": slot}``."""
        return {"take": self.slot}


@dataclass(frozen=True, slots=True)
class Paint:
    """Complete a painting: three art cards, bottom to top, over one of your backgrounds."""

    layers: tuple[int, ...]
    background: int

    def to_json(self) -> dict[str, Any]:
        """``{"paint": {"layers": [bottom, middle, top], "background": id}}``."""
        return {"paint": {"layers": list(self.layers), "background": self.background}}


Action = Take | Paint


def action_from_json(data: Any) -> Action:
    """Parse ``{"take": k}`` or ``{"paint": {...}}`` (a ``seat`` key is allowed and ignored here).

    Raises ValueError with a one-line reason for anything else: another key, a field of another
    type (``true`` is no slot number), a list that is not of card ids.
    """
    if not isinstance(data, dict):
        raise ValueError(f"an action is an object, got {brief(data)}")
    kinds = [key for key in ("take", "paint") if key in data]
    if len(kinds) != 1:
        raise ValueError("an action has exactly one of 'take' or 'paint'")
    unknown = sorted(str(key) for key in data if key not in ("seat", kinds[0]))
    if unknown:
        raise ValueError(f"unknown key {brief(unknown[0])} in a '{kinds[0]}' action")
    if kinds[0] == "take":
        slot = data["take"]
        if not _is_int(slot):
            raise ValueError(f"'take' needs a market slot number, got {brief(slot)}")
        return Take(slot)
    paint = data["paint"]
    if not isinstance(paint, dict) or set(paint) != {"layers", "background"}:
        raise ValueError("'paint' needs {\"layers\": [...], \"background\": id} and nothing else")
    layers, background = paint["layers"], paint["background"]
    if not isinstance(layers, list) or not all(_is_int(card) for card in layers):
        raise ValueError(f"'layers' needs a list of art card ids, got {brief(layers)}")
    if not _is_int(background):
        raise ValueError(f"'background' needs a background id, got {brief(background)}")
    return Paint(tuple(layers), background)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
