"""The practice mode's best times, kept as ``tangram-practice.json`` in the user's data folder.

The file holds, for each figure solved in practice, the fewest seconds it took. It is written
atomically and read through the one reading path (at most :data:`PRACTICE_LIMIT`); a corrupt one
(bad JSON, the wrong shape, unknown figures, times that are not times) is moved aside to
``tangram-practice.json.corrupt`` and the best times start afresh with a one-line message; a file
that cannot be read, or comes from a newer version, is left alone and never written over. Nothing
here raises on a bad file or a failed write.
"""

from __future__ import annotations

import logging
import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from canvas_table.engine.files import KB, MISSING, UNREADABLE, FileProblem, read_json_object
from canvas_table.engine.storage import atomic_write_json, move_aside
from canvas_table.i18n import _
from canvas_table.tangram.figures import figures

PRACTICE_FILE = "tangram-practice.json"
PRACTICE_VERSION = 1
PRACTICE_LIMIT = 64 * KB
LONGEST = 10.0**6  # seconds: a best time beyond this is not ours

log = logging.getLogger(__name__)


@dataclass
class PracticeTimes:
    """The best time of each figure solved in practice, and what went wrong reading the file."""

    best: dict[str, float] = field(default_factory=dict)  # figure id -> seconds
    problem: str | None = None  # one line for the player, or None
    frozen: bool = False  # the file could not be read but is still there: never overwrite it

    @property
    def solved(self) -> int:
        """How many different figures have been solved."""
        return len(self.best)

    def add(self, figure_id: str, seconds: float) -> bool:
        """Count a solve; True when it is the figure's first or a new best time."""
        before = self.best.get(figure_id)
        if before is not None and before <= seconds:
            return False
        self.best[figure_id] = seconds
        return True

    def to_json(self) -> dict[str, Any]:
        """The file's object, figures in the shipped order."""
        order = [f for f in figures() if f in self.best]
        return {"schema_version": PRACTICE_VERSION, "best": {f: self.best[f] for f in order}}


def _from_json(data: dict[str, Any]) -> PracticeTimes:
    """Best times from the file's object; ValueError when it is not the shape of ours."""
    if data.get("schema_version") != PRACTICE_VERSION:
        raise ValueError("an unknown schema_version")
    best = data.get("best")
    if not isinstance(best, dict):
        raise ValueError("best should be an object of figure: seconds")
    known = figures()
    for figure_id, seconds in best.items():
        if figure_id not in known:
            raise ValueError(f"an unknown figure {figure_id[:40]!r}")
        if isinstance(seconds, bool) or not isinstance(seconds, int | float) or \
                not math.isfinite(seconds) or not 0 < seconds <= LONGEST:
            raise ValueError(f"{figure_id}: a time that is not a number of seconds")
    return PracticeTimes({figure_id: float(seconds) for figure_id, seconds in best.items()})


def load_practice(folder: Path, repair: bool = True) -> PracticeTimes:
    """The best times kept in ``folder``, or none yet; never raises.

    A missing file gives empty times quietly; a corrupt one is moved aside (with ``repair``) and
    :attr:`PracticeTimes.problem` says so in one line.
    """
    path = Path(folder) / PRACTICE_FILE
    try:
        data = read_json_object(path, PRACTICE_LIMIT, path.name)
        version = data.get("schema_version")
        if isinstance(version, int) and not isinstance(version, bool) and version > PRACTICE_VERSION:
            return PracticeTimes(problem=_("The practice times were written by a newer version of "
                                           "Canvas Table; they are left as they are."), frozen=True)
        try:
            return _from_json(data)
        except (ValueError, TypeError) as err:
            raise FileProblem(f"{path.name}: not practice times of Canvas Table ({err})") from None
    except FileProblem as problem:
        if problem.kind == MISSING:
            return PracticeTimes()
        log.warning("%s", problem)
        aside = None
        if problem.kind != UNREADABLE and not path.is_dir() and repair:
            aside = move_aside(path)
        if aside is None:
            return PracticeTimes(problem=_("The practice times could not be read ({problem}).").format(
                problem=problem), frozen=True)
        return PracticeTimes(problem=_("The practice times could not be read ({problem}); the file is "
                                       "kept as {file}, and they start afresh.").format(
            problem=problem, file=aside.name))


def save_practice(folder: Path, times: PracticeTimes) -> str | None:
    """Write ``times`` atomically into ``folder``; None, or a line saying why it could not be done."""
    if times.frozen:
        return times.problem
    path = Path(folder) / PRACTICE_FILE
    try:
        atomic_write_json(path, times.to_json())
    except (OSError, ValueError) as err:
        error = getattr(err, "strerror", None) or str(err)
        log.warning("%s: cannot save the practice times: %s", path, error)
        return _("The practice times could not be saved to {file} ({error}).").format(
            file=path.name, error=error)
    return None
