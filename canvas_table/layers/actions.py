"""The one action of Layers, :class:`Place`, and its JSON form in game records."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from canvas_table.engine.records import brief

MARKET = "market"
PILE = "pile"
MARKET_SIZE = 4
LAYERS = 3


@dataclass(frozen=True, slots=True)
class Place:
    """Take a card (``source`` "market" with its ``slot`` 0..3, or "pile" for the top card) and
    place it on ``layer`` 1 (bottom) .. 3 (top) of your painting, covering the card there."""

    source: str
    layer: int
    slot: int | None = None

    def to_json(self) -> dict[str, Any]:
        """``{"take": "market", "slot": s, "layer": l}`` or ``{"take": "pile", "layer": l}``."""
        if self.source == MARKET:
            return {"take": MARKET, "slot": self.slot, "layer": self.layer}
        return {"take": self.source, "layer": self.layer}


def _whole(value: Any, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def action_from_json(data: Any) -> Place:
    """Parse an action written by :meth:`Place.to_json`; raises ValueError saying why not.

    A ``seat`` key (as in record entries) is allowed and ignored; any other key is rejected.
    """
    if not isinstance(data, dict):
        raise ValueError(f"an action is an object, got {brief(data)}")
    source = data.get("take")
    known = {"take", "layer", "seat"} | ({"slot"} if source == MARKET else set())
    unknown = sorted(str(key) for key in data if key not in known)
    if unknown:
        raise ValueError(f"unknown key {brief(unknown[0])} in {brief(data)}")
    if source not in (MARKET, PILE):
        raise ValueError(f"'take' should be 'market' or 'pile', got {brief(source)}")
    layer = data.get("layer")
    if not _whole(layer, 1, LAYERS):
        raise ValueError(f"'layer' should be 1, 2 or 3, got {brief(layer)}")
    if source == PILE:
        return Place(PILE, layer)
    slot = data.get("slot")
    if not _whole(slot, 0, MARKET_SIZE - 1):
        raise ValueError(f"'slot' should be a market slot 0..{MARKET_SIZE - 1}, got {brief(slot)}")
    return Place(MARKET, layer, slot)
