"""Mutated game records for ``canvas-table fuzz``: every game's records, damaged in every way a
file can be (cut short, wrong types, huge numbers, nesting bombs, other encodings, odd names and
seats, illegal actions), plus files that are no record at all. Seeded: the same mutants each run.
"""

from __future__ import annotations

import copy
import json
import os
import random
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from canvas_table import games
from canvas_table.engine.platform import PlayerSpec, option_values

# -- base records -------------------------------------------------------------------------------


def base_records(seed: int, per_game: int = 12) -> list[dict[str, Any]]:
    """Records of every game to mutate: 1 to 5 seats, people and bots, random options, games
    played by random bots to a random length (none, some, all of their actions)."""
    rng = random.Random(f"base-{seed}")
    records = []
    for game in games.all_games():
        low, high = game.players
        for k in range(per_game):
            count = low + k % (high - low + 1)
            kinds = ["human"] + [rng.choice(["human", *(f"bot:{lv}" for lv in game.levels)])
                                 for _ in range(count - 1)]
            rng.shuffle(kinds)
            players = tuple(PlayerSpec(f"{rng.choice(['Ada', 'Bo', 'Cy', 'Dee', 'Éva'])}{s}", kind)
                            for s, kind in enumerate(kinds))
            chosen: dict[str, Any] = {}
            for option in game.options:
                values = [v for v, _label in option.choices] if option.choices else [True, False]
                chosen[option.key] = rng.choice(values)
            options = option_values(game.options, count, chosen)
            try:
                match = game.new_match(players, rng.randrange(2**40), options)
            except ValueError:  # options that cannot make a game: plain defaults
                match = game.new_match(players, rng.randrange(2**40), option_values(game.options, count))
            bot = game.make_bot("random", rng.randrange(2**32))
            played, stop = 0, rng.choice([0, 1, 3, 10, 10**6])
            while not match.state.is_over() and played < stop:
                match.play(bot.choose(match.state))
                played += 1
            records.append(match.to_record())
    return records


# -- mutations ----------------------------------------------------------------------------------


class Raw:
    """JSON text written as is (numbers of 5000 digits, NaN, nesting bombs)."""

    def __init__(self, text: str) -> None:
        self.text = text


class Pairs(list):
    """A JSON object written from (key, value) pairs, so that a key may appear twice."""


def dump(value: Any, ascii_only: bool = True) -> str:
    """JSON text of ``value`` with :class:`Raw` and :class:`Pairs` (lone surrogates kept as
    ``\\udXXX`` escapes when ``ascii_only``, as raw characters otherwise)."""
    if isinstance(value, Raw):
        return value.text
    if isinstance(value, (dict, Pairs)):
        items = value.items() if isinstance(value, dict) else value
        return "{" + ", ".join(f"{dump(str(k), ascii_only)}: {dump(v, ascii_only)}" for k, v in items) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(dump(v, ascii_only) for v in value) + "]"
    if isinstance(value, float) and value != value:
        return "NaN"
    return json.dumps(value, ensure_ascii=ascii_only)


def _places(value: Any, path: tuple = ()) -> list[tuple]:
    """Every path into ``value`` (keys and indexes), the root's ``()`` included."""
    found = [path]
    if isinstance(value, Pairs):  # a duplicated key's object is written as it stands
        return found
    if isinstance(value, dict):
        for key, inner in value.items():
            found += _places(inner, (*path, key))
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            found += _places(inner, (*path, index))
    return found


def _get(value: Any, path: tuple) -> Any:
    for step in path:
        value = value[step]
    return value


def _set(root: Any, path: tuple, new: Any) -> Any:
    if not path:
        return new
    _get(root, path[:-1])[path[-1]] = new
    return root


HUGE = "9" * 5000
NUMBERS = (HUGE, "-" + HUGE, "1" + "0" * 4300, str(2**63), str(-(2**63) - 1), str(2**64), "-1", "-7",
           "-1000000", "99999999999999999999", "1e400", "-1e400", "1e308", "-0", "0.0", "1.0", "2.5",
           "1E2", "NaN", "Infinity", "-Infinity", "0", "5", "7", "60", "61", "4300")
VALUES: tuple[Any, ...] = (0, 1, -1, 3, 7, "7", "", "x", "human", "bot:nonsense", "bot:", True, False, 1.5,
                           0.0, None, [], [1], [[]], {}, {"a": 1}, {"name": 1}, "canvas", "layers",
                           "\ud800", "\udfff", "a\u0000b", "tab\there", "line\nbreak")
NAMES = ("", " ", "\u0000", "\ud800", "a\udfffb", "\n", "x" * 100_000, "\u202eevil", "Ada", "😀", "\x7f",
         "bot:normal")
KINDS = ("bot:nonsense", "bot:", "BOT:normal", "bot:normal ", "robot", "bot:random", "bot:master",
         "human ", "", "bot:normal\u0000")
KEYS = ("extra", "__proto__", "", "x" * 1000, "Seed", "seat ", "\u0000", "\ud800", "take", "paint",
        "first_player", "votes", "rules_version")


def _value(rng: random.Random) -> Any:
    """A value of any JSON type (a fresh copy: later mutations may change it)."""
    return copy.deepcopy(rng.choice(VALUES))


def _nest(rng: random.Random) -> Raw:
    depth = rng.choice([63, 64, 65, 100, 900, 1000, 5000, 100_000])
    kind = rng.randrange(4)
    if kind == 0:
        return Raw("[" * depth + "]" * depth)
    if kind == 1:
        return Raw('{"a": ' * depth + "1" + "}" * depth)
    if kind == 2:
        return Raw("[" * depth)  # never closed
    return Raw("[{" * (depth // 2) + '"k": 1' + "}]" * (depth // 2))


def _action(rng: random.Random, game: str) -> Any:
    """A made-up action: most of the right shape for ``game``, some of the other's, some of none."""
    seat = rng.choice([0, 1, 2, 4, 5, -1, 99, "0", None, True])

    def small() -> Any:
        return rng.choice([0, 1, 2, 3, 4, 5, -1, 7, 60, 61, 99, "1", None, 1.0, True])

    shape = rng.randrange(8)
    if shape == 0 or (shape < 4 and game == "canvas"):
        return {"seat": seat, "take": small()}
    if shape < 4 or (shape < 6 and game == "layers"):
        action = {"seat": seat, "take": rng.choice(["market", "pile", "hand", 1]), "layer": small()}
        if rng.random() < 0.7:
            action["slot"] = small()
        return action
    if shape < 7:
        return {"seat": seat, "paint": {"layers": [small() for _ in range(rng.choice([0, 2, 3, 3, 4]))],
                                        "background": small()}}
    return rng.choice([{}, {"seat": seat}, [], None, 3, "take", {"seat": seat, "take": 0, "paint": {}}])


def _mutate_tree(record: Any, rng: random.Random, kind: str, game: str) -> Any:
    """One structural mutation of the record's tree (returns the new root)."""
    places = _places(record)
    if kind == "type_swap":
        path = rng.choice(places)
        return _set(record, path, _value(rng))
    if kind == "number":
        numeric = [p for p in places if isinstance(_get(record, p), (int, float))] or places
        return _set(record, rng.choice(numeric), Raw(rng.choice(NUMBERS)))
    if kind == "nesting":
        return _set(record, rng.choice(places), _nest(rng))
    if kind == "surrogate":
        strings = [p for p in places if isinstance(_get(record, p), str)] or places
        return _set(record, rng.choice(strings), rng.choice(["\ud800", "\udc00x", "a\udfff", "\ud83d"]))
    if kind == "unknown_key":
        tables = [p for p in places if isinstance(_get(record, p), dict)]
        if tables:
            _get(record, rng.choice(tables))[rng.choice(KEYS)] = _value(rng)
        return record
    if kind == "remove_field":
        tables = [p for p in places if isinstance(_get(record, p), dict) and _get(record, p)]
        if tables:
            table = _get(record, rng.choice(tables))
            del table[rng.choice(list(table))]
        return record
    if kind == "duplicate_field":
        tables = [p for p in places if isinstance(_get(record, p), dict) and _get(record, p)]
        if not tables:
            return record
        path = rng.choice(tables)
        pairs = Pairs(_get(record, path).items())
        key = rng.choice([k for k, _v in pairs])
        pairs.insert(rng.randrange(len(pairs) + 1), (key, _value(rng)))
        return _set(record, path, pairs)
    if kind == "illegal_action":
        actions = record.get("actions") if isinstance(record, dict) else None
        if not isinstance(actions, list):
            return record
        for _ in range(rng.choice([1, 1, 1, 2, 5])):
            made = rng.choice(actions) if actions and rng.random() < 0.3 else _action(rng, game)
            actions.insert(rng.randrange(len(actions) + 1), made)
        return record
    if kind == "shuffle_actions":
        actions = record.get("actions") if isinstance(record, dict) else None
        if isinstance(actions, list) and len(actions) > 1:
            i, j = rng.sample(range(len(actions)), 2)
            actions[i], actions[j] = actions[j], actions[i]
        return record
    if kind == "players":
        players = record.get("players") if isinstance(record, dict) else None
        if not isinstance(players, list) or not players:
            return record
        choice = rng.randrange(6)
        seat = rng.choice(players)
        if choice == 0 and isinstance(seat, dict):
            seat["name"] = rng.choice(NAMES)
        elif choice == 1 and isinstance(seat, dict):
            seat["kind"] = rng.choice(KINDS)
        elif choice == 2 and isinstance(seat, dict):
            seat["name"] = players[0].get("name") if isinstance(players[0], dict) else "Ada"
        elif choice == 3:
            record["players"] = players * rng.choice([2, 3, 20])
        elif choice == 4:
            record["players"] = []
        else:
            del players[rng.randrange(len(players))]
        return record
    raise ValueError(f"unknown mutation {kind!r}")


TREE = ("type_swap", "number", "nesting", "surrogate", "unknown_key", "remove_field",
        "duplicate_field", "illegal_action", "shuffle_actions", "players")
BYTES = ("truncate", "utf16", "utf16le", "utf32", "latin1", "bom", "bad_bytes", "raw_surrogate", "nul")
SPECIAL = ("fifo", "devzero", "folder", "empty", "oversize")
KINDS_OF_MUTATION = TREE + BYTES + SPECIAL


@dataclass(frozen=True)
class Mutant:
    """One mutated record: the mutations made (``+``-joined), and its bytes or a special file."""

    name: str
    data: bytes
    special: str | None = None  # "fifo", "devzero", "folder": made by :func:`write_mutant`


def _to_bytes(text: str, rng: random.Random, kind: str) -> bytes:
    if kind == "truncate":
        raw = text.encode("utf-8", "surrogatepass")
        return raw[: rng.randrange(len(raw))] if raw else raw
    if kind == "utf16":
        return text.encode("utf-16", "surrogatepass")
    if kind == "utf16le":
        return text.encode("utf-16-le", "surrogatepass")
    if kind == "utf32":
        return text.encode("utf-32", "surrogatepass")
    if kind == "latin1":
        return text.replace('"name": "', '"name": "Éloïse ', 1).encode("latin-1", "replace")
    if kind == "bom":
        return b"\xef\xbb\xbf" + text.encode("utf-8", "surrogatepass")
    if kind == "nul":
        raw = text.encode("utf-8", "surrogatepass")
        at = rng.randrange(len(raw) + 1)
        return raw[:at] + b"\x00" + raw[at:]
    if kind == "bad_bytes":
        raw = text.encode("utf-8", "surrogatepass")
        at = rng.randrange(len(raw) + 1)
        return raw[:at] + rng.choice([b"\xff", b"\xc3", b"\xed\xa0\x80", b"\xfe\xff", b"\xc0\xaf"]) + raw[at:]
    raise ValueError(f"unknown mutation {kind!r}")


def mutate(record: dict[str, Any], rng: random.Random) -> Mutant:
    """One mutant of ``record``: one to three mutations of its tree, then maybe of its bytes."""
    roll = rng.random()
    if roll < 0.02:
        special = rng.choice(SPECIAL)
        if special == "oversize":
            return Mutant("oversize", (json.dumps(record) + " " * (5 * 1024 * 1024)).encode())
        if special == "empty":
            return Mutant("empty", b"")
        return Mutant(special, b"", special)
    tree: Any = json.loads(json.dumps(record))
    game = str(record.get("game"))
    names = []
    for _ in range(rng.choice([1, 1, 1, 2, 2, 3])):
        kind = rng.choice(TREE)
        tree = _mutate_tree(tree, rng, kind, game)
        names.append(kind)
    raw_surrogates = rng.random() < 0.05
    text = dump(tree, ascii_only=not raw_surrogates)
    if raw_surrogates:
        names.append("raw_surrogate")
    byte_kind = rng.choice(BYTES) if rng.random() < 0.3 else None
    if byte_kind in (None, "raw_surrogate"):
        data = text.encode("utf-8", "surrogatepass")
    else:
        data = _to_bytes(text, rng, byte_kind)
        names.append(byte_kind)
    return Mutant("+".join(names), data)


def iter_mutants(count: int, seed: int) -> Iterator[Mutant]:
    """``count`` mutants of the base records of every game, all from ``seed``, one at a time (a
    few are 5 MB: a run keeps none of them in memory)."""
    bases = base_records(seed)
    rng = random.Random(f"mutants-{seed}")
    for k in range(count):
        yield mutate(bases[k % len(bases)], rng)


def mutants(count: int, seed: int) -> list[Mutant]:
    """The mutants of :func:`iter_mutants` as a list."""
    return list(iter_mutants(count, seed))


def write_mutant(mutant: Mutant, path: Path) -> bool:
    """Make the file of ``mutant`` at ``path``; False when this system cannot (a FIFO on Windows)."""
    if mutant.special == "fifo":
        if not hasattr(os, "mkfifo"):
            return False
        os.mkfifo(path)
    elif mutant.special == "devzero":
        if not Path("/dev/zero").exists():
            return False
        os.symlink("/dev/zero", path)
    elif mutant.special == "folder":
        path.mkdir()
    else:
        path.write_bytes(mutant.data)
    return True


# -- one record through replay and Load ---------------------------------------------------------


