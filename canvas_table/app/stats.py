"""Statistics of finished games, kept as ``stats.json`` in the user data folder.

Each finished game adds, for every seat a person played, one game to a bucket: the game, the
number of players and the opponents that person faced (the strongest bot level at the table,
``people`` when no bot played, ``solo`` for a one-player game). A bucket counts the games played
and won (solo: the target reached), the best score and the sum of the scores (for the average).

A game is recorded once: its record's hash is kept (the last :data:`KEPT_KEYS` of them), so a
finished game loaded again or shown twice does not count twice. The file is written atomically
and read through the one reading path (:func:`~canvas_table.engine.files.read_json_object`, at
most :data:`STATS_LIMIT`); a corrupt one (bad JSON, too large, a pipe or a device in its place,
the wrong shape) is moved aside to ``stats.json.corrupt`` and the statistics start afresh with a
one-line warning. Nothing here raises on a bad file or a failed write.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from canvas_table import games
from canvas_table.app.paths import shown, user_data_dir
from canvas_table.engine.files import KB, MISSING, UNREADABLE, FileProblem, read_json_object
from canvas_table.engine.storage import atomic_write_json, move_aside
from canvas_table.errors import UsageError
from canvas_table.i18n import _

STATS_FILE = "stats.json"
STATS_VERSION = 1
STATS_LIMIT = 256 * KB
KEPT_KEYS = 500  # the hashes of the last games recorded (a game shown again is not counted twice)
PEOPLE, SOLO = "people", "solo"
MAX_COUNT = 10**12  # a count or score beyond this in the file is not ours: the file is corrupt

log = logging.getLogger(__name__)


def stats_path() -> Path:
    """The statistics file, in the data folder."""
    return user_data_dir() / STATS_FILE


@dataclass
class Bucket:
    """The games of one kind: ``game`` id, number of ``players``, ``opponents`` faced."""

    game: str
    players: int
    opponents: str  # a bot level, PEOPLE or SOLO
    played: int = 0
    won: int = 0
    best: int = 0
    total: int = 0  # the sum of the scores

    @property
    def average(self) -> float:
        return self.total / self.played if self.played else 0.0

    @property
    def win_rate(self) -> float:
        """Won games in percent."""
        return 100.0 * self.won / self.played if self.played else 0.0

    def add(self, score: int, won: bool) -> None:
        self.best = score if self.played == 0 else max(self.best, score)
        self.played += 1
        self.won += int(won)
        self.total += score

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "players": self.players, "opponents": self.opponents,
                "played": self.played, "won": self.won, "best": self.best, "total": self.total}


@dataclass
class Stats:
    """Every bucket, the keys of the games recorded, and what went wrong reading the file."""

    buckets: list[Bucket] = field(default_factory=list)
    keys: list[str] = field(default_factory=list)
    problem: str | None = None  # one line for the player, or None
    frozen: bool = False  # the file could not be read but is still there: never overwrite it

    def bucket(self, game: str, players: int, opponents: str) -> Bucket:
        for bucket in self.buckets:
            if (bucket.game, bucket.players, bucket.opponents) == (game, players, opponents):
                return bucket
        bucket = Bucket(game, players, opponents)
        self.buckets.append(bucket)
        return bucket

    def of_game(self, game: str) -> Summary:
        """The figures of every bucket of ``game`` together."""
        mine = [b for b in self.buckets if b.game == game and b.played]
        played = sum(b.played for b in mine)
        return Summary(game, played, sum(b.won for b in mine), max((b.best for b in mine), default=0),
                       sum(b.total for b in mine) / played if played else 0.0)

    def to_json(self) -> dict[str, Any]:
        return {"schema_version": STATS_VERSION, "buckets": [b.to_json() for b in self.buckets if b.played],
                "recorded": self.keys[-KEPT_KEYS:]}


@dataclass
class Summary:
    """The figures of one game (all player counts and opponents) for the end screen."""

    game: str
    played: int
    won: int
    best: int
    average: float
    recorded: bool = False  # this call counted the game (False: it had been counted before)
    new_best: bool = False  # the game just recorded beat the best score before it
    problem: str | None = None  # a line about the file, if reading or writing it went wrong

    def line(self) -> str:
        """One line: "Your games of Layers: 12 played, 5 won, best 14, average 9.3"."""
        try:
            name = _(games.game(self.game).name)
        except UsageError:
            name = self.game
        text = _("Your games of {game}: {played} played, {won} won, best {best}, average {average}").format(
            game=name, played=self.played, won=self.won, best=self.best,
            average=f"{self.average:.1f}")
        if self.new_best:
            text += " " + _("A new best score!")
        return text


# ------------------------------------------------------------------------------------ reading
def _count(value: Any, low: int = 0) -> int:
    if type(value) is not int or not low <= value <= MAX_COUNT:
        raise ValueError("a count out of range")
    return value


def _from_json(data: dict[str, Any]) -> Stats:
    """Stats from the file's object; ValueError when it does not have the shape of ours."""
    if data.get("schema_version") != STATS_VERSION:
        raise ValueError("an unknown schema_version")
    buckets, keys = data.get("buckets", []), data.get("recorded", [])
    if not isinstance(buckets, list) or not isinstance(keys, list) or \
            not all(isinstance(k, str) and len(k) <= 64 for k in keys):
        raise ValueError("buckets and recorded must be lists")
    stats = Stats(keys=list(keys)[-KEPT_KEYS:])
    for item in buckets:
        if not isinstance(item, dict) or not isinstance(item.get("game"), str) or \
                not isinstance(item.get("opponents"), str) or len(item["opponents"]) > 40:
            raise ValueError("a bucket that is not an object of game, players, opponents")
        bucket = stats.bucket(item["game"], _count(item.get("players"), 1), item["opponents"])
        if bucket.played:
            raise ValueError("a bucket given twice")
        bucket.played, bucket.won = _count(item.get("played"), 1), _count(item.get("won"))
        bucket.best = _count(item.get("best"), -MAX_COUNT)
        bucket.total = _count(item.get("total"), -MAX_COUNT)
        if bucket.won > bucket.played:
            raise ValueError("more games won than played")
    return stats


def load_stats(repair: bool = True) -> Stats:
    """The statistics from ``stats.json``, or fresh ones; never raises.

    A missing file gives fresh statistics quietly. A corrupt one is moved aside (with ``repair``;
    a read-only window changes nothing) and :attr:`Stats.problem` says so in one line; a file
    that cannot be read (permissions) or comes from a newer version stays, and the statistics
    are not saved over it (:attr:`Stats.frozen`).
    """
    path = stats_path()
    try:
        data = read_json_object(path, STATS_LIMIT, path.name)
        if isinstance(data.get("schema_version"), int) and data["schema_version"] > STATS_VERSION:
            return Stats(problem=_("The statistics were written by a newer version of Canvas Table; "
                                   "they are left as they are."), frozen=True)
        try:
            return _from_json(data)
        except (ValueError, TypeError) as err:
            raise FileProblem(f"{path.name}: not statistics of Canvas Table ({err})") from None
    except FileProblem as problem:
        if problem.kind == MISSING:
            return Stats()
        log.warning("%s", problem)
        if problem.kind == UNREADABLE or path.is_dir() or not repair:
            return Stats(problem=_("The statistics could not be read ({problem}).").format(problem=problem),
                         frozen=True)
        aside = move_aside(path)
        if aside is None:
            return Stats(problem=_("The statistics could not be read ({problem}).").format(problem=problem),
                         frozen=True)
        return Stats(problem=_("The statistics could not be read ({problem}); the file is kept as {file} "
                               "in {folder}, and they start afresh.").format(
            problem=problem, file=aside.name, folder=shown(aside.parent)))




def save_stats(stats: Stats) -> str | None:
    """Write ``stats`` atomically; None, or a line saying why it could not be done."""
    if stats.frozen:
        return stats.problem
    path = stats_path()
    try:
        atomic_write_json(path, stats.to_json())
    except (OSError, ValueError) as err:
        error = getattr(err, "strerror", None) or str(err)
        log.warning("%s: cannot save the statistics: %s", path, error)
        return _("The statistics could not be saved to {file} in {folder} ({error}).").format(
            file=path.name, folder=shown(path.parent), error=error)
    return None


def reset_stats() -> str | None:
    """Clear every figure (the file then holds empty statistics); None, or why it failed."""
    return save_stats(Stats())


# ------------------------------------------------------------------------------------ recording
def record_key(record: dict[str, Any]) -> str:
    """A short hash of a game's record: the same finished game always gives the same key."""
    text = json.dumps(record, sort_keys=True, ensure_ascii=True, separators=(",", ":"), default=str)
    import hashlib  # here: its OpenSSL load slows every start

    return hashlib.sha256(text.encode("ascii")).hexdigest()[:20]


def opponents_of(record: dict[str, Any], game_id: str) -> str:
    """What the people at this table faced: the strongest bot level, PEOPLE, or SOLO alone."""
    players = record.get("players") or []
    if len(players) <= 1:
        return SOLO
    try:
        levels = games.game(game_id).levels
    except UsageError:
        levels = ()
    bots = [str(p.get("kind", "")).removeprefix("bot:") for p in players
            if isinstance(p, dict) and str(p.get("kind", "")).startswith("bot:")]
    if not bots:
        return PEOPLE
    return max(bots, key=lambda level: levels.index(level) if level in levels else -1)


def record_game(report: dict[str, Any], record: dict[str, Any], game_id: str) -> Summary | None:
    """Count a finished game for every seat a person played; the game's new figures.

    None when there is nothing to count: the game is not over, or no person played it. A game
    recorded before is not counted again (the figures come back with ``recorded`` False).
    :attr:`Summary.problem` carries a line when the file could not be read or written.
    """
    if not report.get("over"):
        return None
    players = record.get("players") or []
    seats = report.get("seats") or []
    people = [i for i, p in enumerate(players)
              if isinstance(p, dict) and p.get("kind") == "human" and i < len(seats)]
    if not people:
        return None
    stats = load_stats()
    key = record_key(record)
    if key in stats.keys:
        summary = stats.of_game(game_id)
        summary.problem = stats.problem
        return summary
    before = stats.of_game(game_id)
    opponents, winners = opponents_of(record, game_id), set(report.get("winners") or [])
    best = None
    for seat in people:
        score = int(seats[seat]["score"])
        won = score >= report["target"] if "target" in report and len(seats) == 1 else seat in winners
        stats.bucket(game_id, len(players), opponents).add(score, won)
        best = score if best is None else max(best, score)
    stats.keys.append(key)
    problem = save_stats(stats)
    summary = stats.of_game(game_id)
    summary.recorded = True
    summary.new_best = before.played > 0 and best is not None and best > before.best
    summary.problem = problem or stats.problem
    return summary
