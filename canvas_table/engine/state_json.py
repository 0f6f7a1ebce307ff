"""Reading back a game state's JSON (its ``to_json()``) that came from another machine.

A network table sends a joining window a *seen snapshot* instead of the game's record; each game's
``state_from_json`` rebuilds a playable state from it with these helpers: every field is checked
with its exact type (a bool is never a whole number), and every problem is a one-line
:class:`~canvas_table.errors.RecordError` naming the field, ``state: hands[1][2]: 999 is not a card``.

A reader takes the fields the state is made of, builds the state, and ends with :func:`check_rest`:
the fields that follow from the others (scores, sizes, the seat to act...) must be exactly what the
rebuilt state's ``to_json()`` says, and no field may be missing or unknown.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from typing import Any

from canvas_table.engine.platform import PlayerSpec
from canvas_table.engine.records import SEED_LIMIT, brief, check_players, is_whole
from canvas_table.engine.rng import Rng
from canvas_table.errors import RecordError, SetupError

ROOT = "state"


def at(where: str, key: str | int) -> str:
    """The name of a member: ``at("hands", 1)`` is ``hands[1]``, ``at("pending[0]", "seat")`` is
    ``pending[0].seat`` and ``at("", "turn")`` is ``turn``."""
    if isinstance(key, int):
        return f"{where}[{key}]"
    return f"{where}.{key}" if where else key


def fail(where: str, problem: str) -> RecordError:
    """The error for a bad field (``where`` empty: the state as a whole)."""
    return RecordError(f"{ROOT}: {where}: {problem}" if where else f"{ROOT}: {problem}")


def top(data: Any) -> dict[str, Any]:
    """The state's JSON itself, which must be an object."""
    if not isinstance(data, dict):
        raise fail("", f"should be an object, got {brief(data)}")
    return data


def member(data: dict[str, Any], key: str, where: str = "") -> Any:
    """``data[key]`` of the object at ``where``; missing is an error."""
    if key not in data:
        raise fail(at(where, key), "missing")
    return data[key]


def entry(value: Any, where: str, keys: Collection[str]) -> dict[str, Any]:
    """An object holding exactly ``keys`` (a pending choice, a player...)."""
    if not isinstance(value, dict):
        raise fail(where, f"should be an object, got {brief(value)}")
    for key in value:
        if key not in keys:
            raise fail(at(where, str(key)), "unknown field")
    for key in keys:
        member(value, key, where)
    return value


def whole(value: Any, where: str, low: int = 0, high: int | None = None) -> int:
    """A whole number (not a bool) from ``low`` to ``high`` (None: no upper bound)."""
    if not is_whole(value):
        raise fail(where, f"should be a whole number, got {brief(value)}")
    if value < low or (high is not None and value > high):
        bound = f"from {low} to {high}" if high is not None else f"at least {low}"
        raise fail(where, f"should be {bound}, got {brief(value, 30)}")
    return int(value)


def flag(value: Any, where: str) -> bool:
    """``true`` or ``false``."""
    if not isinstance(value, bool):
        raise fail(where, f"should be true or false, got {brief(value)}")
    return value


def listing(value: Any, where: str, length: int | None = None) -> list[Any]:
    """A list, of exactly ``length`` items when given."""
    if not isinstance(value, list):
        raise fail(where, f"should be a list, got {brief(value)}")
    if length is not None and len(value) != length:
        raise fail(where, f"should hold {length} items, got {len(value)}")
    return value


def one_of(value: Any, where: str, choices: Iterable[str]) -> str:
    """One of the texts ``choices``."""
    choices = tuple(choices)
    if not isinstance(value, str) or value not in choices:
        raise fail(where, f"should be one of {', '.join(choices)}, got {brief(value)}")
    return value


def generator(value: Any, where: str) -> Rng:
    """A random generator from its ``Rng.state`` (a whole number below 2**64)."""
    return Rng(whole(value, where, 0, SEED_LIMIT - 1))


def players(value: Any, game: str, seats: tuple[int, int], levels: Iterable[str]) -> tuple[PlayerSpec, ...]:
    """The field ``players``: ``seats`` (least, most) seats of ``{"name", "kind"}``, checked as a
    game's setup checks them (good, different names; ``human`` or ``bot:<level>``)."""
    low, high = seats
    items = listing(value, "players")
    if not low <= len(items) <= high:
        raise fail("players", f"{game} plays with {low} to {high} players, got {len(items)}")
    specs = []
    for k, item in enumerate(items):
        player = entry(item, at("players", k), ("name", "kind"))
        specs.append(PlayerSpec(player["name"], player["kind"]))
    try:
        check_players(tuple(specs), game, high, levels)
    except SetupError as err:
        raise fail("", str(err)) from None
    return tuple(specs)


def check_rest(data: dict[str, Any], rebuilt: dict[str, Any]) -> None:
    """Every field of ``data`` must be the rebuilt state's (``rebuilt``: its ``to_json()``), type
    for type, and none may be missing or unknown: the fields read were checked before, so this
    pins the ones that follow from them."""
    for key in data:
        if key not in rebuilt:
            raise fail(str(key), "unknown field")
    for key, expected in rebuilt.items():
        difference = _difference(member(data, key), expected, key)
        if difference is not None:
            where, got, wanted = difference
            raise fail(where, f"{brief(got)} does not follow from the rest of the state "
                              f"(it would be {brief(wanted)})")


def _difference(got: Any, expected: Any, where: str) -> tuple[str, Any, Any] | None:
    """The first place where ``got`` differs from ``expected``: (its name, got, expected)."""
    if isinstance(expected, dict):
        if not isinstance(got, dict) or set(got) != set(expected):
            return where, got, expected
        for key, value in expected.items():
            difference = _difference(got[key], value, at(where, key))
            if difference is not None:
                return difference
        return None
    if isinstance(expected, list):
        if not isinstance(got, list) or len(got) != len(expected):
            return where, got, expected
        for k, value in enumerate(expected):
            difference = _difference(got[k], value, at(where, k))
            if difference is not None:
                return difference
        return None
    if type(got) is not type(expected) or got != expected:
        return where, got, expected
    return None
