"""Tangram Champions game records: a game in progress, its record, and replaying a record.

Format (schema 1)::

    {"schema_version": 1, "game": "tangram", "rules_version": "3f2a9c1b7e04", "seed": 7,
     "players": [{"name": "Ada", "kind": "human"}, {"name": "Bo", "kind": "bot:normal"}],
     "options": {"goal": "standard", "bot_puzzles": "level"},
     "champions": ["fox", "owl"],
     "actions": [{"seat": 0, "roll": true}, {"seat": 0, "tangram": "white", "seconds": 41.5},
                 {"seat": 0, "take": "red"}]}

A game saved while a person's puzzle was under way also carries ``"puzzle_used": t``, the seconds
of the minute already used (0 <= t < 60), so that it resumes with the time it had left; a record
of a finished puzzle never needs it, and a replay ignores it for the game itself.

An entry is one action with the seat that plays it (see :mod:`canvas_table.tangram.actions`); the
dice and every shuffle follow from the seed, and a puzzle's outcome is an action, so a replay never
depends on timing. ``rules_version`` hashes :data:`RULES_VERSION`: a record of other rules is refused.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import Any, ClassVar

from canvas_table.engine.platform import ConfiguredMatch, rules_hash
from canvas_table.engine.records import (
    SCHEMA_VERSION,
    brief,
    check_record_head,
    play_recorded,
    players_from_record,
)
from canvas_table.errors import RecordError, SetupError
from canvas_table.tangram.actions import CLOCK_SECONDS, Action, action_from_json
from canvas_table.tangram.setup import BOT_PUZZLES, GOALS, TangramConfig, resolve
from canvas_table.tangram.state import PUZZLE, TangramState

GAME_ID = "tangram"
RULES_VERSION = "tangram-1"
OPTIONS = ("goal", "bot_puzzles")
RECORD_KEYS = frozenset({"schema_version", "game", "rules_version", "seed", "players", "options",
                         "champions", "actions", "puzzle_used"})


@cache
def rules_version() -> str:
    """The hash that records carry (the board and the cards are code, hashed with the version)."""
    return rules_hash(RULES_VERSION)


@dataclass
class TangramMatch(ConfiguredMatch):
    """A game in progress: its configuration, the live state and the actions played so far."""

    config: TangramConfig
    state: TangramState
    actions: list[tuple[int, Action]] = field(default_factory=list)
    puzzle_used: float = 0.0  # seconds already used on the puzzle under way (a resumed game's)
    game_id: ClassVar[str] = GAME_ID

    @classmethod
    def new(cls, config: TangramConfig) -> TangramMatch:
        """Start a game; raises SetupError for impossible options."""
        return cls(config, TangramState(resolve(config)))

    def to_record(self) -> dict[str, Any]:
        """The game's record, ready for JSON."""
        setup = self.state.setup
        record = {
            "schema_version": SCHEMA_VERSION,
            "game": GAME_ID,
            "rules_version": rules_version(),
            "seed": self.config.seed,
            "players": [{"name": p.name, "kind": p.kind} for p in self.config.players],
            "options": {"goal": setup.goal, "bot_puzzles": setup.bot_puzzles},
            "champions": list(setup.champions),
            "actions": [{"seat": seat, **action.to_json()} for seat, action in self.actions],
        }
        if self.puzzle_used and self.state.phase == PUZZLE:
            record["puzzle_used"] = min(round(self.puzzle_used, 1), CLOCK_SECONDS - 0.1)
        return record


def config_from_record(data: dict[str, Any], source: str = "record") -> TangramConfig:
    """The options a record states, every field checked; RecordError names the field."""
    def fail(problem: str) -> RecordError:
        return RecordError(f"{source}: {problem}")

    check_record_head(data, source, GAME_ID, RECORD_KEYS, rules_version())
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise fail(f"'options' should be an object, got {brief(options)}")
    for key in options:
        if key not in OPTIONS:
            raise fail(f"'options': unknown option {brief(key)} (known: {', '.join(OPTIONS)})")
    goal = options.get("goal", "standard")
    if goal not in GOALS:
        raise fail(f"'options': goal should be quick, standard or long, got {brief(goal)}")
    puzzles = options.get("bot_puzzles", "level")
    if puzzles not in BOT_PUZZLES:
        raise fail(f"'options': bot_puzzles should be level or same, got {brief(puzzles)}")
    champions = data.get("champions")
    if champions is not None and not (isinstance(champions, list)
                                      and all(c is None or isinstance(c, str) for c in champions)):
        raise fail(f"'champions' should be a list of champion ids, got {brief(champions)}")
    return TangramConfig(players_from_record(data), data["seed"], goal,
                         tuple(champions) if champions is not None else None, puzzles)


def replay(data: dict[str, Any], source: str = "record") -> TangramMatch:
    """Replay a record whose shared fields passed ``parse_record``; RecordError says what and why
    (an action by its index k: ``game.json: action 4 is illegal: ...``)."""
    config = config_from_record(data, source)
    try:
        match = TangramMatch.new(config)
    except SetupError as err:
        raise RecordError(f"{source}: {err}") from None
    play_recorded(match, data.get("actions", []), source, action_from_json)
    used = data.get("puzzle_used", 0.0)
    if isinstance(used, bool) or not isinstance(used, int | float) or not 0 <= used < CLOCK_SECONDS:
        raise RecordError(f"{source}: 'puzzle_used' should be the seconds used on the puzzle under way, "
                          f"0 <= t < {CLOCK_SECONDS}, got {brief(used)}")
    match.puzzle_used = float(used) if match.state.phase == PUZZLE else 0.0  # a puzzle's, or nothing
    return match
