"""Canvas game records: from a record to a replayed state, and from a game back to a record.

Format (schema 1)::

    {"schema_version": 1, "game": "canvas", "rules_version": "3f2a...", "seed": 7,
     "players": [{"name": "Ada", "kind": "human"}, {"name": "Bo", "kind": "bot:normal"}],
     "scoring": ["composition", "emphasis", "repetition", "variety"],   # red, green, blue, purple
     "vincent": false, "first_player": 0, "deck": [12, 40, 7],
     "backgrounds": [[1, 2, 3], [4, 5, 6]], "scenario": "first_game", "target": 32,
     "actions": [{"seat": 0, "take": 2},
                 {"seat": 1, "paint": {"layers": [12, 40, 7], "background": 4}}]}

Every key but ``schema_version``, ``game``, ``seed`` and ``players`` is optional (a record without
``rules_version`` is read as one of the current rules); any other key is refused. Vincent's moves
follow from the seed and are not listed. Every field is checked with its exact type (``true`` is
not a seat number), the players' kinds against the bot levels; ``target`` is for solo games only.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import Any

from canvas_table.canvas.actions import Action, action_from_json
from canvas_table.canvas.cards import DATA_DIR, default_card_set
from canvas_table.canvas.setup import GameConfig, PlayerSpec, SetupError, resolve
from canvas_table.canvas.state import CanvasState
from canvas_table.engine.platform import rules_hash
from canvas_table.engine.records import (
    SCHEMA_VERSION,
    RecordError,
    brief,
    check_rules_version,
    is_whole,
    parse_record,
    play_recorded,
    players_from_record,
)

GAME_ID = "canvas"
RULES_VERSION = "canvas-1"  # bump when a rule changes; the card data is hashed in as well
RECORD_KEYS = frozenset(
    {"schema_version", "game", "rules_version", "seed", "players", "scoring", "vincent", "first_player",
     "deck", "backgrounds", "scenario", "target", "actions"}
)


@cache
def rules_version() -> str:
    """The short hash that records carry: the rules version and the card data files (loaded and
    checked first, so only regular files of a sane size are hashed; DataError otherwise)."""
    default_card_set()
    return rules_hash(RULES_VERSION, *sorted(DATA_DIR.glob("*.toml")))


@dataclass
class CanvasGame:
    """A game in progress: its configuration, the live state and the actions played so far."""

    config: GameConfig
    state: CanvasState
    actions: list[tuple[int, Action]] = field(default_factory=list)
    game_id: str = GAME_ID

    @property
    def seed(self) -> int:
        """The seed the game was dealt from."""
        return self.config.seed

    @property
    def players(self) -> tuple[PlayerSpec, ...]:
        """The seats, in order."""
        return self.state.setup.players

    @classmethod
    def new(cls, config: GameConfig) -> CanvasGame:
        """Start a game; raises SetupError for impossible options."""
        return cls(config, CanvasState(resolve(config)))

    def play(self, action: Action) -> None:
        """Apply ``action`` for the seat to act and record it (IllegalAction changes nothing)."""
        seat = self.state.current_seat
        self.state.apply(action)
        assert seat is not None
        self.actions.append((seat, action))

    def to_record(self) -> dict[str, Any]:
        """The record of this game, resolved choices written out, ready for JSON."""
        setup = self.state.setup
        record: dict[str, Any] = {
            "schema_version": SCHEMA_VERSION,
            "game": GAME_ID,
            "rules_version": rules_version(),
            "seed": self.config.seed,
            "players": [{"name": p.name, "kind": p.kind} for p in setup.players],
            "scoring": list(setup.scoring),
            "vincent": setup.vincent,
            "first_player": setup.first_player,
            "backgrounds": [list(bgs) for bgs in setup.backgrounds],
        }
        if self.config.deck is not None:
            record["deck"] = list(self.config.deck)
        if setup.scenario is not None:
            record["scenario"] = setup.scenario
        if setup.target is not None:
            record["target"] = setup.target
        record["actions"] = [{"seat": seat, **a.to_json()} for seat, a in self.actions]
        return record


def config_from_record(data: dict[str, Any], source: str = "record") -> GameConfig:
    """The game options a (shared-fields-checked) record states, each field of its exact type."""
    def fail(problem: str) -> RecordError:
        return RecordError(f"{source}: {problem}")

    unknown = sorted(str(key) for key in data if key not in RECORD_KEYS)
    if unknown:
        raise fail(f"unknown field {brief(unknown[0])}")

    def optional_ints(key: str, depth: int) -> Any:
        value = data.get(key)
        if value is None:
            return None
        if not _nested_ints(value, depth):
            raise fail(f"'{key}' has the wrong shape: {brief(value)}")
        return tuple(tuple(v) for v in value) if depth == 2 else tuple(value)

    scoring = data.get("scoring")
    if scoring is not None and not (
        isinstance(scoring, list) and all(n is None or isinstance(n, str) for n in scoring)
    ):
        raise fail(f"'scoring' should be a list of scoring card names, got {brief(scoring)}")
    vincent = data.get("vincent")
    if vincent is not None and not isinstance(vincent, bool):
        raise fail(f"'vincent' should be true or false, got {brief(vincent)}")
    for key in ("first_player", "target"):
        if data.get(key) is not None and not is_whole(data[key]):
            raise fail(f"'{key}' should be a whole number, got {brief(data[key])}")
    if data.get("scenario") is not None and not isinstance(data["scenario"], str):
        raise fail(f"'scenario' should be a scenario name, got {brief(data['scenario'])}")
    return GameConfig(
        players=players_from_record(data),
        seed=data["seed"],
        scoring=tuple(scoring) if scoring is not None else None,
        scenario=data.get("scenario"),
        vincent=vincent,
        first_player=data.get("first_player"),
        deck=optional_ints("deck", 1),
        backgrounds=optional_ints("backgrounds", 2),
        target=data.get("target"),
    )


def _nested_ints(value: Any, depth: int) -> bool:
    if not isinstance(value, list):
        return False
    if depth == 1:
        return all(is_whole(v) for v in value)
    return all(_nested_ints(v, depth - 1) for v in value)


def replay(data: dict[str, Any], source: str = "record") -> CanvasGame:
    """Replay a parsed record; the first illegal action raises RecordError naming it and why."""
    if data.get("game") != GAME_ID:
        raise RecordError(f"{source}: a record of the game {brief(data.get('game'))}, not 'canvas'")
    check_rules_version(data, source, rules_version())
    config = config_from_record(data, source)
    try:
        game = CanvasGame.new(config)
    except SetupError as err:
        raise RecordError(f"{source}: {err}") from None
    play_recorded(game, data.get("actions", []), source, action_from_json)
    return game


def load_game(text: str, source: str = "record") -> CanvasGame:
    """Parse and replay a record's text."""
    return replay(parse_record(text, source, GAME_ID), source)
