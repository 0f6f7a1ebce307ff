"""Picktura game records: a game in progress, its record, and replaying a record.

Format (schema 1)::

    {"schema_version": 1, "game": "picktura", "rules_version": "3f2a9c1b7e04", "seed": 7,
     "players": [{"name": "Ada", "kind": "human"}, {"name": "Bo", "kind": "bot:normal"}],
     "variants": {"blanks": true, "complete_three": false, "remix": false},
     "actions": [{"seat": 1, "collect": {"from": "hidden", "discard": 17}},
                 {"seat": 0, "expose": {"cards": [5, 7], "draw": ["visible", "hidden"]}}]}

An entry is a whole turn (see :func:`canvas_table.picktura.actions.turn_from_json`); the last
may be a turn still under way. ``ages`` (a number or null a seat), ``first_player`` and
``deck`` (the shuffled deck's top cards) appear only when chosen; the rest follows from the seed.
``rules_version`` is a hash of :data:`RULES_VERSION` and the works' data: a record made under other
rules is refused (one without it is read as current, as every game does).
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
    is_whole,
    players_from_record,
)
from canvas_table.errors import RecordError, SetupError
from canvas_table.picktura.actions import Action, Discard, Draw, turn_from_json, turn_to_json
from canvas_table.picktura.cards import DATA_FILE, default_works
from canvas_table.picktura.setup import PickturaConfig, resolve
from canvas_table.picktura.state import TURN, PickturaState

GAME_ID = "picktura"
RULES_VERSION = "picktura-1"
VARIANTS = ("blanks", "complete_three", "remix")
RECORD_KEYS = frozenset({"schema_version", "game", "rules_version", "seed", "players", "variants", "ages",
                         "first_player", "deck", "actions"})


@cache
def rules_version() -> str:
    """The hash that records carry: the rules version and the bytes of the works' data (loaded and
    checked first; DataError otherwise)."""
    default_works()
    return rules_hash(RULES_VERSION, DATA_FILE)


@dataclass(frozen=True, slots=True)
class Turn:
    """The steps of one seat's turn so far, its main action first."""

    steps: tuple[Action, ...]

    def to_json(self) -> dict[str, Any]:
        """The record entry (without the seat)."""
        return turn_to_json(list(self.steps))


@dataclass
class PickturaMatch(ConfiguredMatch):
    """A game in progress: its configuration, the live state and the turns played so far (one
    entry per turn, as in the record, so ``actions[k]`` is the record's entry k)."""

    config: PickturaConfig
    state: PickturaState
    actions: list[tuple[int, Turn]] = field(default_factory=list)
    game_id: ClassVar[str] = GAME_ID

    @classmethod
    def new(cls, config: PickturaConfig) -> PickturaMatch:
        """Start a game; raises SetupError for impossible options."""
        return cls(config, PickturaState(resolve(config)))

    def play(self, action: Action) -> None:
        """Apply a step for the seat to act and record it in its turn (IllegalAction changes nothing)."""
        seat = self.state.current_seat
        self.state.apply(action)
        assert seat is not None
        if isinstance(action, Discard | Draw):
            _, turn = self.actions[-1]
            self.actions[-1] = (seat, Turn((*turn.steps, action)))
        else:
            self.actions.append((seat, Turn((action,))))

    def to_record(self) -> dict[str, Any]:
        """The game's record, ready for JSON."""
        config = self.config
        record: dict[str, Any] = {
            "schema_version": SCHEMA_VERSION,
            "game": GAME_ID,
            "rules_version": rules_version(),
            "seed": config.seed,
            "players": [{"name": p.name, "kind": p.kind} for p in config.players],
            "variants": {key: getattr(config, key) for key in VARIANTS},
        }
        if config.ages is not None:
            record["ages"] = list(config.ages)
        if config.first_player is not None:
            record["first_player"] = config.first_player
        if config.deck is not None:
            record["deck"] = list(config.deck)
        record["actions"] = [{"seat": seat, **turn.to_json()} for seat, turn in self.actions]
        return record


def config_from_record(data: dict[str, Any], source: str = "record") -> PickturaConfig:
    """The options a record states, every field checked; RecordError names the field."""
    def fail(problem: str) -> RecordError:
        return RecordError(f"{source}: {problem}")

    check_record_head(data, source, GAME_ID, RECORD_KEYS, rules_version())
    variants = data.get("variants", {})
    if not isinstance(variants, dict):
        raise fail(f"'variants' should be an object, got {brief(variants)}")
    for key, value in variants.items():
        if key not in VARIANTS:
            raise fail(f"'variants': unknown variant {brief(key)} (known: {', '.join(VARIANTS)})")
        if not isinstance(value, bool):
            raise fail(f"'variants': {key} should be true or false, got {brief(value)}")
    ages = data.get("ages")
    if ages is not None and not (isinstance(ages, list) and all(a is None or is_whole(a) for a in ages)):
        raise fail(f"'ages' should be a list of whole numbers or nulls, got {brief(ages)}")
    first = data.get("first_player")
    if first is not None and not is_whole(first):
        raise fail(f"'first_player' should be a seat number, got {brief(first)}")
    deck = data.get("deck")
    if deck is not None and not (isinstance(deck, list) and all(is_whole(c) for c in deck)):
        raise fail(f"'deck' should be a list of card ids, got {brief(deck)}")
    return PickturaConfig(
        players_from_record(data), data["seed"], variants.get("blanks", True),
        variants.get("complete_three", False), variants.get("remix", False),
        tuple(ages) if ages is not None else None, first, tuple(deck) if deck is not None else None,
    )


def replay(data: dict[str, Any], source: str = "record") -> PickturaMatch:
    """Replay a record whose shared fields passed ``parse_record``; RecordError says what and why.

    An entry's error names it by its index k: ``game.json: action 4 is illegal: ...``.
    """
    config = config_from_record(data, source)
    try:
        match = PickturaMatch.new(config)
    except SetupError as err:
        raise RecordError(f"{source}: {err}") from None
    entries = data.get("actions", [])
    if not isinstance(entries, list):
        raise RecordError(f"{source}: 'actions' should be a list")
    for k, entry in enumerate(entries):
        _play_entry(match, k, entry, source, last=k == len(entries) - 1)
    return match


def _play_entry(match: PickturaMatch, k: int, entry: Any, source: str, last: bool) -> None:
    """Play record entry ``k`` (one turn) step by step, each checked by the rules."""
    try:
        steps = turn_from_json(entry)
    except ValueError as err:
        raise RecordError(f"{source}: action {k}: {err}") from None
    seat = entry.get("seat")
    if seat is None:
        raise RecordError(f"{source}: action {k}: needs the 'seat' that plays it")
    if not is_whole(seat) or not 0 <= seat < len(match.players):
        raise RecordError(f"{source}: action {k}: no seat {brief(seat)}")
    state = match.state
    if state.current_seat is not None and state.phase != TURN:
        raise RecordError(f"{source}: action {k} is illegal: the turn before it is not finished")
    for step in steps:
        reason = state.why_illegal(step, seat)
        if reason is not None:
            raise RecordError(f"{source}: action {k} is illegal: {reason}")
        match.play(step)
    if not last and not state.is_over() and state.phase != TURN:
        raise RecordError(f"{source}: action {k}: the turn is not finished (its discard or draws "
                          "are missing)")
