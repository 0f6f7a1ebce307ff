"""Reading a game state back from the JSON of its ``to_json()``, when it came from another machine.

A window at a network table rebuilds its game from the server's *seen snapshot* (the true state
with everything its seat cannot see re-dealt at random). Every field is checked here with its
exact type (a bool is never a whole number), and every problem raises
:class:`~canvas_table.errors.RecordError` with one line naming the field, as
``state: seats[1].hand[2]: 999 is not a card``. Each game's ``snapshot`` module reads its own
fields with these helpers.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from typing import Any

from canvas_table.engine.platform import PlayerSpec
from canvas_table.engine.records import SEED_LIMIT, brief, check_players, is_whole
from canvas_table.engine.rng import Rng
from canvas_table.errors import RecordError, SetupError

SOURCE = "state"


def bad(path: str, problem: str) -> RecordError:
    """The error for the field at ``path`` (empty for the whole state)."""
    return RecordError(f"{SOURCE}: {path}: {problem}" if path else f"{SOURCE}: {problem}")


def join(path: str, key: str) -> str:
    """The path of field ``key`` inside the object at ``path``."""
    return f"{path}.{key}" if path else key


def fields(data: Any, path: str, keys: Iterable[str]) -> dict[str, Any]:
    """``data`` as an object holding exactly ``keys``: a missing or an unknown field is named."""
    if not isinstance(data, dict):
        raise bad(path, f"should be an object, got {brief(data)}")
    for key in keys:
        if key not in data:
            raise bad(path, f"missing field {key!r}")
    keys = set(keys)
    for key in data:
        if key not in keys:
            raise bad(path, f"unknown field {brief(key)}")
    return data


def whole(value: Any, path: str, low: int, high: int) -> int:
    """A whole number from ``low`` to ``high``."""
    if not is_whole(value):
        raise bad(path, f"should be a whole number, got {brief(value)}")
    if not low <= value <= high:
        raise bad(path, f"should be from {low} to {high}, got {brief(value, 30)}")
    return int(value)


def flag(value: Any, path: str) -> bool:
    """``true`` or ``false``."""
    if not isinstance(value, bool):
        raise bad(path, f"should be true or false, got {brief(value)}")
    return value


def items(value: Any, path: str, length: int | None = None, most: int | None = None) -> list[Any]:
    """A list, of exactly ``length`` or at most ``most`` entries when given."""
    if not isinstance(value, list):
        raise bad(path, f"should be a list, got {brief(value)}")
    if length is not None and len(value) != length:
        raise bad(path, f"should hold {length} entries, not {len(value)}")
    if most is not None and len(value) > most:
        raise bad(path, f"should hold at most {most} entries, not {len(value)}")
    return value


def cards(value: Any, path: str, known: Collection[int], length: int | None = None,
          most: int | None = None) -> list[int]:
    """A list of card ids, each one of ``known``."""
    found = items(value, path, length, most)
    for k, card in enumerate(found):
        if not is_whole(card) or card not in known:
            raise bad(f"{path}[{k}]", f"{brief(card)} is not a card")
    return list(found)


def card(value: Any, path: str, known: Collection[int]) -> int:
    """One card id of ``known``."""
    if not is_whole(value) or value not in known:
        raise bad(path, f"{brief(value)} is not a card")
    return int(value)


def rng(value: Any, path: str) -> Rng:
    """A generator at the point of its stream that ``Rng.state`` read (0 to 2**64 - 1)."""
    return Rng(whole(value, path, 0, SEED_LIMIT - 1))


def players(value: Any, path: str, game: str, most: int, levels: Iterable[str]) -> tuple[PlayerSpec, ...]:
    """The seats (``{"name", "kind"}`` objects), checked as a game's setup checks them."""
    found = items(value, path)
    specs = []
    for k, entry in enumerate(found):
        seat = fields(entry, f"{path}[{k}]", ("name", "kind"))
        for key in ("name", "kind"):
            if not isinstance(seat[key], str):
                raise bad(f"{path}[{k}].{key}", f"should be a text, got {brief(seat[key])}")
        specs.append(PlayerSpec(seat["name"], seat["kind"]))
    try:
        check_players(tuple(specs), game, most, levels)
    except SetupError as err:
        raise setup_error(err, {"players": path}) from None
    return tuple(specs)


def setup_error(err: SetupError, paths: Mapping[str, str]) -> RecordError:
    """A setup's refusal (``option: why``) as the error of the JSON field holding that option:
    ``paths`` maps the setup's option names to their paths in the JSON (unmapped: the same)."""
    option, _, problem = str(err).partition(": ")
    name, bracket, index = option.partition("[")
    return bad(paths.get(name, name) + bracket + index, problem)


def one_place(places: Sequence[tuple[str, Sequence[int]]], every: Iterable[int]) -> None:
    """Every card of ``every`` lies in exactly one of the (path, cards) ``places``."""
    seen: dict[int, str] = {}
    for path, held in places:
        for k, card_id in enumerate(held):
            where = f"{path}[{k}]"
            if card_id in seen:
                raise bad(where, f"card {card_id} is also at {seen[card_id]}")
            seen[card_id] = where
    for card_id in sorted(every):
        if card_id not in seen:
            raise bad("", f"card {card_id} is nowhere (every card lies in exactly one place)")


def agree(given: Any, rebuilt: Any, path: str = "") -> None:
    """The given JSON equals the rebuilt state's own: the first field that differs (a derived
    field that does not follow from the others, or one the game could not reach) is named.

    A tuple of the state's JSON and a list of the same entries agree (JSON has only lists).
    """
    if isinstance(rebuilt, dict) and isinstance(given, dict):
        fields(given, path, rebuilt)
        for key, value in rebuilt.items():
            agree(given[key], value, join(path, key))
    elif isinstance(rebuilt, list | tuple) and isinstance(given, list | tuple) and len(given) == len(rebuilt):
        for k, (entry, own) in enumerate(zip(given, rebuilt, strict=True)):
            agree(entry, own, f"{path}[{k}]")
    elif given != rebuilt or type(given) is not type(rebuilt):
        raise bad(path, f"{brief(given, 30)} does not follow from the rest of the state "
                        f"(it would be {brief(rebuilt, 30)})")
