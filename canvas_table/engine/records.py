"""Game records: JSON files that describe a game completely (options, seed and every action).

This module reads and checks the parts every game shares (schema version, game id, seed,
players, actions) and writes records atomically; a game's own module interprets the rest.
Every problem raises :class:`RecordError` with a one-line message.

A record is read through :mod:`canvas_table.engine.files` (a regular file of at most
:data:`RECORD_LIMIT` bytes, strict UTF-8, JSON without nesting bombs or huge numbers), and every
field is checked with its exact type: a bool is never taken for a whole number. The players are
checked here as far as no game is needed (:func:`player_problem`); each game's setup checks them
again with its own player count and bot levels (:func:`check_players`), so a game that starts can
always be saved and read back.
"""

from __future__ import annotations

import os
import unicodedata
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

from canvas_table.engine.files import RECORD_LIMIT, FileProblem, parse_json, read_text
from canvas_table.engine.platform import PlayerSpec
from canvas_table.engine.storage import atomic_write_json
from canvas_table.errors import RecordError, SetupError

SCHEMA_VERSION = 1
BOT_PREFIX = "bot:"
HUMAN = "human"
MAX_NAME = 40  # characters in a player's name
SEED_LIMIT = 2**64  # seeds are 0 <= seed < 2**64: the generator's whole state (SplitMix64)
PLAYER_KEYS = frozenset({"name", "kind"})

__all__ = ["BOT_PREFIX", "HUMAN", "MAX_NAME", "RECORD_LIMIT", "SCHEMA_VERSION", "SEED_LIMIT", "RecordError",
           "brief", "check_players", "check_rules_version", "check_seed", "is_whole", "name_problem",
           "parse_record", "read_record", "write_record"]


def is_whole(value: Any) -> bool:
    """True for a whole number that is not a bool (JSON's ``true`` is no seat number)."""
    return isinstance(value, int) and not isinstance(value, bool)


def brief(value: Any, limit: int = 60) -> str:
    """``repr(value)`` cut to about ``limit`` characters, for one-line messages about any input."""
    text = repr(value)
    if len(text) > limit:
        text = text[:limit] + "..."
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


def parse_record(text: str, source: str = "record", game: str | None = None) -> dict[str, Any]:
    """Parse and check the shared fields of a record; ``game`` (if given) must match."""
    if len(text) > RECORD_LIMIT:
        raise RecordError(f"{source}: larger than the {RECORD_LIMIT // 2**20} MB a record may be")
    try:
        data = parse_json(text, source)
    except FileProblem as err:
        raise RecordError(str(err)) from None
    if not isinstance(data, dict):
        raise RecordError(f"{source}: a record is a JSON object")
    version = data.get("schema_version")
    if not (is_whole(version) and version == SCHEMA_VERSION):
        raise RecordError(
            f"{source}: unknown schema_version {brief(version)} (this program reads {SCHEMA_VERSION})"
        )
    if game is not None and data.get("game") != game:
        raise RecordError(f"{source}: a record of the game {brief(data.get('game'))}, not {game!r}")
    if not isinstance(data.get("game"), str):
        raise RecordError(f"{source}: 'game' should name the game, got {brief(data.get('game'))}")
    rules = data.get("rules_version")
    if rules is not None and not isinstance(rules, str):
        raise RecordError(f"{source}: 'rules_version' should be a text, got {brief(rules)}")
    problem = check_seed(data.get("seed"))
    if problem is not None:
        raise RecordError(f"{source}: 'seed' {problem}")
    _check_player_entries(source, data.get("players"))
    if not isinstance(data.get("actions", []), list):
        raise RecordError(f"{source}: 'actions' should be a list")
    return data


def check_seed(seed: Any) -> str | None:
    """None for a seed a game can be dealt from (a whole number 0 <= seed < 2**64), else why not."""
    if not is_whole(seed):
        return f"should be a whole number, got {brief(seed)}"
    if not 0 <= seed < SEED_LIMIT:
        return f"should be from 0 to 2**64 - 1, got {brief(seed, 30)}"
    return None


def check_rules_version(data: dict[str, Any], source: str, current: str) -> None:
    """A record of other rules cannot be replayed: RecordError saying both versions.

    A record without ``rules_version`` (written before records carried it) is read as current.
    """
    version = data.get("rules_version", current)
    if version != current:
        raise RecordError(f"{source}: a record of rules version {brief(version)}; this program plays "
                          f"{data.get('game')} rules version {current!r}")


def check_record_head(data: dict[str, Any], source: str, game_id: str, keys: Iterable[str],
                      current: str) -> None:
    """A record's fields are among ``keys``, it is a record of ``game_id``, and of the rules
    version ``current``: RecordError naming the first that is not so."""
    known = set(keys)
    unknown = sorted(str(key) for key in data if key not in known)
    if unknown:
        raise RecordError(f"{source}: unknown field {brief(unknown[0])}")
    if data.get("game") != game_id:
        raise RecordError(f"{source}: a record of the game {brief(data.get('game'))}, not {game_id!r}")
    check_rules_version(data, source, current)


def name_problem(name: Any) -> str | None:
    """None for a good player's name, else what is wrong with it (one line, the name not repeated
    when it is long or holds what a line cannot show).

    A name is text of 1 to :data:`MAX_NAME` characters, not only spaces, with no control character
    (tab, newline, line and paragraph separators...) and no lone surrogate (UTF-8 must hold it).
    """
    if not isinstance(name, str):
        return f"the name should be a text, got {brief(name)}"
    if not name.strip():
        return "the name is empty"
    if len(name) > MAX_NAME:
        return f"the name has {len(name)} characters, more than {MAX_NAME}"
    for char in name:
        category = unicodedata.category(char)
        if category == "Cs":
            return f"the name holds a lone surrogate (U+{ord(char):04X}), which is not a character"
        if category in ("Cc", "Zl", "Zp"):
            return f"the name holds a control character (U+{ord(char):04X})"
    return None


def _kind_problem(kind: Any, levels: Iterable[str] | None = None) -> str | None:
    """None for ``human`` or ``bot:<level>`` (one of ``levels`` when given), else why not."""
    if isinstance(kind, str) and (kind == HUMAN or (
            kind.startswith(BOT_PREFIX) and (levels is None or kind[len(BOT_PREFIX):] in levels))):
        return None
    if levels is None:
        return f"kind should be 'human' or 'bot:<level>', got {brief(kind)}"
    known = ", ".join(BOT_PREFIX + level for level in levels)
    return f"kind should be 'human' or one of {known}, got {brief(kind)}"


def _same_names(names: Sequence[str]) -> tuple[int, int] | None:
    """The first (earlier, later) seats whose names differ only in case or surrounding spaces."""
    seen: dict[str, int] = {}
    for k, name in enumerate(names):
        key = name.strip().casefold()
        if key in seen:
            return seen[key], k
        seen[key] = k
    return None


def _check_player_entries(source: str, players: Any) -> None:
    """The shape of a record's ``players``, as far as it is known without the game."""
    if not isinstance(players, list) or not players:
        raise RecordError(f"{source}: 'players' should be a non-empty list")
    for k, player in enumerate(players):
        if not isinstance(player, dict) or "name" not in player:
            raise RecordError(f"{source}: players[{k}] needs a 'name'")
        unknown = sorted(str(key) for key in player if key not in PLAYER_KEYS)
        if unknown:
            raise RecordError(f"{source}: players[{k}]: unknown field {brief(unknown[0])}")
        problem = name_problem(player["name"]) or _kind_problem(player.get("kind", HUMAN))
        if problem is not None:
            raise RecordError(f"{source}: players[{k}]: {problem}")
    pair = _same_names([p["name"] for p in players])
    if pair is not None:
        first, later = pair
        raise RecordError(f"{source}: players[{later}]: the name {players[later]['name']!r} is "
                          f"players[{first}]'s too (names must differ, ignoring case)")


def players_from_record(data: dict[str, Any]) -> tuple[PlayerSpec, ...]:
    """The seats of a record whose shared fields :func:`parse_record` checked."""
    return tuple(PlayerSpec(p["name"], p.get("kind", HUMAN)) for p in data["players"])


def check_players(players: Any, game: str, most: int, levels: Iterable[str]) -> None:
    """SetupError unless ``players`` are 1 to ``most`` :class:`PlayerSpec` seats with good,
    different names, each ``human`` or ``bot:<level>`` with a level among ``levels``."""
    if not isinstance(players, tuple) or not all(isinstance(p, PlayerSpec) for p in players):
        raise SetupError("players: a tuple of PlayerSpec")
    if not 1 <= len(players) <= most:
        raise SetupError(f"players: {game} plays with 1 to {most} players, got {len(players)}")
    levels = tuple(levels)
    for k, player in enumerate(players):
        problem = name_problem(player.name) or _kind_problem(player.kind, levels)
        if problem is not None:
            raise SetupError(f"players[{k}]: {problem}")
    pair = _same_names([p.name for p in players])
    if pair is not None:
        first, later = pair
        raise SetupError(f"players[{later}]: the name {players[later].name!r} is players[{first}]'s "
                         "too (names must differ, ignoring case)")


def read_record(path: str | os.PathLike[str], game: str | None = None,
                source: str | None = None) -> dict[str, Any]:
    """Read a record file (a regular file of at most 4 MB, UTF-8); every problem is a RecordError
    whose line starts with ``source`` (default: the file's name)."""
    name = source or Path(path).name
    try:
        text = read_text(path, RECORD_LIMIT, name)
    except FileProblem as err:
        raise RecordError(str(err)) from None
    return parse_record(text, name, game)


def write_record(path: str | os.PathLike[str], record: dict[str, Any]) -> None:
    """Write a record atomically (temp file, flush, fsync, replace)."""
    atomic_write_json(path, record)


def play_recorded(match: Any, actions: Any, source: str, action_from_json: Callable[[Any], Any]) -> None:
    """Play a record's ``actions`` into ``match``, every one checked by the game's own rules.

    The first that cannot be played raises RecordError naming it by its index k and why
    (``game.json: action 4 is illegal: ...``); nothing is played past it.
    """
    if not isinstance(actions, list):
        raise RecordError(f"{source}: 'actions' should be a list")
    for k, entry in enumerate(actions):
        try:
            action = action_from_json(entry)
        except ValueError as err:
            raise RecordError(f"{source}: action {k}: {err}") from None
        seat = entry.get("seat")
        if seat is None:
            raise RecordError(f"{source}: action {k}: needs the 'seat' that plays it")
        if not is_whole(seat):
            raise RecordError(f"{source}: action {k}: 'seat' should be a seat number, got {brief(seat)}")
        if not 0 <= seat < len(match.players):
            raise RecordError(f"{source}: action {k}: no seat {seat}")
        reason = match.state.why_illegal(action, seat)
        if reason is not None:
            raise RecordError(f"{source}: action {k} is illegal: {reason}")
        match.play(action)
