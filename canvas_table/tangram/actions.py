"""Tangram Champions' actions and their JSON forms.

Every action is one step of one seat; a record entry is the step's JSON with the seat beside it:

- :class:`Roll` ``{"roll": true}``: roll both dice (the state's seeded generator decides them);
- :class:`Tangram` ``{"tangram": "black"|"white"|"failed", "seconds": t}``: the outcome of the
  minute's puzzle (black: solved on the silhouette side, case A; white: solved with the solution
  side shown, case B; failed: time ran out, case C), ``t`` the seconds used, 0 < t <= 60;
- :class:`Take` ``{"take": colour}``: the colour card chosen from the stock;
- :class:`Return` ``{"return": colour}``: the colour card given back to the stock;
- :class:`Give` ``{"give": colour}``: the colour card given to the player on your left;
- :class:`Steal` ``{"steal": {"from": seat, "colour": colour}}``: the colour card you lack taken
  from another player.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from canvas_table.engine.records import brief, is_whole
from canvas_table.tangram.colours import COLOURS

BLACK, WHITE, FAILED = "black", "white", "failed"
OUTCOMES = (BLACK, WHITE, FAILED)
CLOCK_SECONDS = 60  # the minute a player has for a puzzle


@dataclass(frozen=True, slots=True)
class Roll:
    """Roll both dice and move (a double six draws a surprise card instead)."""

    def to_json(self) -> dict[str, Any]:
        """``{"roll": true}``."""
        return {"roll": True}


@dataclass(frozen=True, slots=True)
class Tangram:
    """The outcome of the puzzle of the seat's tangram square and the seconds it took."""

    result: str
    seconds: float

    def to_json(self) -> dict[str, Any]:
        """``{"tangram": result, "seconds": seconds}``."""
        return {"tangram": self.result, "seconds": self.seconds}


@dataclass(frozen=True, slots=True)
class Take:
    """Take a colour card of ``colour`` from the stock."""

    colour: str

    def to_json(self) -> dict[str, Any]:
        """``{"take": colour}``."""
        return {"take": self.colour}


@dataclass(frozen=True, slots=True)
class Return:
    """Return a colour card of ``colour`` to the stock."""

    colour: str

    def to_json(self) -> dict[str, Any]:
        """``{"return": colour}``."""
        return {"return": self.colour}


@dataclass(frozen=True, slots=True)
class Give:
    """Give a colour card of ``colour`` to the player on your left (the next seat)."""

    colour: str

    def to_json(self) -> dict[str, Any]:
        """``{"give": colour}``."""
        return {"give": self.colour}


@dataclass(frozen=True, slots=True)
class Steal:
    """Take a colour card of ``colour`` (one you lack) from seat ``victim``."""

    victim: int
    colour: str

    def to_json(self) -> dict[str, Any]:
        """``{"steal": {"from": victim, "colour": colour}}``."""
        return {"steal": {"from": self.victim, "colour": self.colour}}


Choice = Take | Return | Give | Steal
Action = Roll | Tangram | Choice
KEYS = ("roll", "tangram", "take", "return", "give", "steal")


def is_seconds(value: Any) -> bool:
    """True for a number of seconds a puzzle may take: 0 < t <= 60, finite, not a boolean."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return False
    return math.isfinite(value) and 0 < value <= CLOCK_SECONDS


def _colour(value: Any, what: str) -> str:
    if value not in COLOURS:
        raise ValueError(f"{what} should be one of {', '.join(COLOURS)}, got {brief(value)}")
    return value


def action_from_json(data: Any) -> Action:
    """An action from its JSON (a ``seat`` key may sit beside it); ValueError says what is wrong."""
    if not isinstance(data, dict):
        raise ValueError(f"an action is an object, got {brief(data)}")
    keys = sorted(str(key) for key in data if key != "seat")
    if "tangram" in keys:
        if keys != ["seconds", "tangram"]:
            raise ValueError(f"a tangram outcome has the keys 'tangram' and 'seconds', got {brief(keys)}")
        result, seconds = data["tangram"], data["seconds"]
        if result not in OUTCOMES:
            raise ValueError(f"'tangram' should be black, white or failed, got {brief(result)}")
        if not is_seconds(seconds):
            raise ValueError(f"'seconds' should be a number of seconds 0 < t <= {CLOCK_SECONDS}, "
                             f"got {brief(seconds)}")
        return Tangram(result, seconds)
    if len(keys) != 1 or keys[0] not in KEYS:
        raise ValueError(f"an action has one of the keys {', '.join(KEYS)}, got {brief(keys)}")
    key = keys[0]
    body = data[key]
    if key == "roll":
        if body is not True:
            raise ValueError(f"'roll' should be true, got {brief(body)}")
        return Roll()
    if key == "steal":
        if not isinstance(body, dict) or sorted(map(str, body)) != ["colour", "from"]:
            raise ValueError(f"'steal' should be an object with 'from' and 'colour', got {brief(body)}")
        victim = body["from"]
        if not is_whole(victim) or not 0 <= victim < 6:
            raise ValueError(f"steal: 'from' should be a seat number, got {brief(victim)}")
        return Steal(victim, _colour(body["colour"], "steal: 'colour'"))
    colour = _colour(body, f"'{key}'")
    return Take(colour) if key == "take" else Return(colour) if key == "return" else Give(colour)


def action_to_json(action: Action) -> dict[str, Any]:
    """An action's JSON (without the seat)."""
    return action.to_json()
