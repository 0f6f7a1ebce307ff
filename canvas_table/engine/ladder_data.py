"""A game's measured bot ladder, stored with the game's data in ``canvas_table/<id>/data/ladder.json``.

``canvas-table ladder --save`` writes it; the new-game dialog and the README read it. A game
whose options change how far apart its levels play (Layers' rounds: its ``ladder_options``) keeps
a ladder per such variant beside it, ``ladder-<option>-<value>.json`` (:func:`variant`). Each pair
keeps the command and the date that measured it, so pairs measured by different runs (a Master
pair takes hours) sit side by side, each with its own provenance::

    {"game": ID,
     "pairs": [{"stronger", "weaker", "win_rate", "ci95": [low, high], "games", "command", "date"}],
     "decision_ms": {level: median}}

Nothing here knows a game or Qt: the path is built from the game's id.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from canvas_table.engine.files import DATA_LIMIT, MISSING, FileProblem, read_json_object
from canvas_table.errors import DataError

PACKAGE_DIR = Path(__file__).resolve().parent.parent  # canvas_table/
FILE_NAME = "ladder.json"


@dataclass(frozen=True, slots=True)
class LadderPair:
    """One measured step of the ladder: how often ``stronger`` beat ``weaker``."""

    stronger: str
    weaker: str
    win_rate: float
    ci95: tuple[float, float]
    games: int
    command: str
    date: str

    def to_json(self) -> dict[str, Any]:
        """This pair as the file stores it."""
        return {"stronger": self.stronger, "weaker": self.weaker, "win_rate": self.win_rate,
                "ci95": list(self.ci95), "games": self.games, "command": self.command,
                "date": self.date}


@dataclass(frozen=True, slots=True)
class Ladder:
    """A game's measured pairs, and each level's median decision time in milliseconds."""

    game: str
    pairs: tuple[LadderPair, ...]
    decision_ms: dict[str, float]

    def pair(self, stronger: str, weaker: str) -> LadderPair | None:
        """The measured pair of ``stronger`` against ``weaker``, or None."""
        return next((p for p in self.pairs if (p.stronger, p.weaker) == (stronger, weaker)), None)

    def merged(self, report: dict[str, Any], command: str, date: str) -> Ladder:
        """This ladder with a ``ladder`` report's pairs and times put in (a pair measured again
        replaces the old figures, in place; a new pair goes in the order of its weaker level)."""
        fresh = {(p["stronger"], p["weaker"]): LadderPair(
            p["stronger"], p["weaker"], p["win_rate"], (p["ci95"][0], p["ci95"][1]), p["games"],
            command, date) for p in report["pairs"]}
        pairs = [fresh.pop((p.stronger, p.weaker), p) for p in self.pairs]
        pairs.extend(fresh.values())
        return Ladder(self.game, tuple(pairs), {**self.decision_ms, **report["decision_ms"]})

    def to_json(self) -> dict[str, Any]:
        """The whole ladder as the file stores it."""
        return {"game": self.game, "pairs": [pair.to_json() for pair in self.pairs],
                "decision_ms": dict(self.decision_ms)}


def markdown_table(ladder: Ladder, names: dict[str, str]) -> str:
    """The stored pairs as a Markdown table (the README's), levels shown by ``names``."""
    rows = ["| pair | win rate | 95% interval | games | median decision (stronger) |",
            "|---|---|---|---|---|"]
    for p in ladder.pairs:
        ms = ladder.decision_ms.get(p.stronger)
        rows.append(f"| {names.get(p.stronger, p.stronger)} over {names.get(p.weaker, p.weaker)} "
                    f"| {p.win_rate:.1%} | {p.ci95[0]:.1%}–{p.ci95[1]:.1%} | {p.games} "
                    f"| {'' if ms is None else f'{ms:,.1f} ms'} |")
    return "\n".join(rows)


def variant(game: Any, options: Mapping[str, Any]) -> str:
    """The name of the ladder that ``options`` of ``game`` (a GameModule) play with: each of the
    game's ``ladder_options`` set away from its default, as ``<key>-<value>`` (``rounds-7``);
    "" for the game's own ladder."""
    defaults = {option.key: option.default for option in game.options}
    return "_".join(f"{key}-{options[key]}" for key in sorted(game.ladder_options)
                    if key in options and options[key] != defaults.get(key))


def ladder_path(game_id: str, variant_name: str = "") -> Path:
    """Where ``game_id``'s ladder (of the variant named, see :func:`variant`) is stored."""
    name = f"ladder-{variant_name}.json" if variant_name else FILE_NAME
    return PACKAGE_DIR / game_id / "data" / name


def load_ladder(game_id: str, path: Path | None = None, variant_name: str = "") -> Ladder | None:
    """``game_id``'s stored ladder (of the variant named); None when none was measured;
    DataError naming what is wrong."""
    where = path or ladder_path(game_id, variant_name)
    name = f"{game_id}/data/{where.name}"
    try:
        data = read_json_object(where, DATA_LIMIT, name)
    except FileProblem as problem:
        if problem.kind == MISSING:
            return None
        raise DataError(str(problem)) from None
    try:
        return _parse(data, game_id)
    except (KeyError, TypeError, ValueError, IndexError) as err:
        raise DataError(f"{name}: {_why(err)}") from None


def save_ladder(ladder: Ladder, path: Path | None = None, variant_name: str = "") -> Path:
    """Write ``ladder`` (of the variant named) to its game's data folder (or ``path``); the path
    written."""
    where = path or ladder_path(ladder.game, variant_name)
    where.write_text(json.dumps(ladder.to_json(), indent=1) + "\n", encoding="utf-8")
    return where


def _why(err: Exception) -> str:
    return f"missing field {err}" if isinstance(err, KeyError) else str(err)


def _parse(data: dict[str, Any], game_id: str) -> Ladder:
    if data["game"] != game_id:
        raise ValueError(f"game should be {game_id!r}, got {data['game']!r}")
    pairs = tuple(_pair(p, k) for k, p in enumerate(data["pairs"]))
    times = data["decision_ms"]
    if not isinstance(times, dict):
        raise TypeError("decision_ms should be an object")
    for level, ms in times.items():
        if not _number(ms) or ms < 0:
            raise ValueError(f"decision_ms.{level}: a time in ms, got {ms!r}")
    return Ladder(game_id, pairs, {level: float(ms) for level, ms in times.items()})


def _pair(p: dict[str, Any], k: int) -> LadderPair:
    where = f"pairs[{k}]"
    rate, (low, high), games = p["win_rate"], p["ci95"], p["games"]
    if not all(_number(x) and 0 <= x <= 1 for x in (rate, low, high)) or not low <= rate <= high:
        raise ValueError(f"{where}: win_rate and ci95 should be shares 0..1, low <= rate <= high")
    if not isinstance(games, int) or isinstance(games, bool) or games < 1:
        raise ValueError(f"{where}.games: a count of games, got {games!r}")
    texts = [p[key] for key in ("stronger", "weaker", "command", "date")]
    if not all(isinstance(text, str) and text for text in texts):
        raise ValueError(f"{where}: stronger, weaker, command and date should be text")
    return LadderPair(texts[0], texts[1], float(rate), (float(low), float(high)), games,
                      texts[2], texts[3])


def _number(x: Any) -> bool:
    return isinstance(x, int | float) and not isinstance(x, bool) and math.isfinite(x)
