"""Layers game records: a game in progress, its record, and replaying a record.

Format (schema 1)::

    {"schema_version": 1, "game": "layers", "rules_version": "3f2a9c1b7e04", "seed": 7,
     "players": [{"name": "Ada", "kind": "human"}, {"name": "Bo", "kind": "bot:normal"}],
     "rounds": 3,
     "actions": [{"seat": 1, "take": "market", "slot": 2, "layer": 3},
                 {"seat": 0, "take": "pile", "layer": 1}]}

``vote``, ``first_player`` and ``deck`` (the pile's top cards) appear only when chosen; the rest
follows from the seed. ``rules_version`` is a hash of :data:`RULES_VERSION` and the card data: a
record made under other rules is refused (one without it is read as current, as every game does).
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
from canvas_table.layers.actions import Place, action_from_json
from canvas_table.layers.cards import DATA_FILE, default_deck
from canvas_table.layers.setup import ROUND_CHOICES, LayersConfig, resolve
from canvas_table.layers.state import LayersState

GAME_ID = "layers"
RULES_VERSION = "layers-1"
RECORD_KEYS = frozenset(
    {"schema_version", "game", "rules_version", "seed", "players", "rounds", "vote",
     "first_player", "deck", "actions", "votes"}
)


@cache
def rules_version() -> str:
    """The hash that records carry: the rules version and the bytes of the card data (loaded and
    checked first, so only a regular file of a sane size is hashed; DataError otherwise)."""
    default_deck()
    return rules_hash(RULES_VERSION, DATA_FILE)


@dataclass
class LayersMatch(ConfiguredMatch):
    """A game in progress: its configuration, the live state and the actions played so far."""

    config: LayersConfig
    state: LayersState
    actions: list[tuple[int, Place]] = field(default_factory=list)
    game_id: ClassVar[str] = GAME_ID

    @classmethod
    def new(cls, config: LayersConfig) -> LayersMatch:
        """Start a game; raises SetupError for impossible options."""
        return cls(config, LayersState(resolve(config)))

    def to_record(self) -> dict[str, Any]:
        """The game's record, ready for JSON."""
        config = self.config
        record: dict[str, Any] = {
            "schema_version": SCHEMA_VERSION,
            "game": GAME_ID,
            "rules_version": rules_version(),
            "seed": config.seed,
            "players": [{"name": p.name, "kind": p.kind} for p in config.players],
            "rounds": config.rounds,
        }
        if config.vote:
            record["vote"] = True
        if config.first_player is not None:
            record["first_player"] = config.first_player
        if config.deck is not None:
            record["deck"] = list(config.deck)
        record["actions"] = [{"seat": seat, **action.to_json()} for seat, action in self.actions]
        if self.state.votes:
            record["votes"] = [[voter, choice] for voter, choice in sorted(self.state.votes.items())]
        return record

    def cast_votes(self, votes: dict[int, int]) -> None:
        """Hold the beauty vote of a tied game (see :meth:`LayersState.cast_votes`)."""
        self.state.cast_votes(votes)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def config_from_record(data: dict[str, Any], source: str = "record") -> LayersConfig:
    """The options a record states, every field checked; RecordError names the field."""
    def fail(problem: str) -> RecordError:
        return RecordError(f"{source}: {problem}")

    check_record_head(data, source, GAME_ID, RECORD_KEYS, rules_version())
    rounds = data.get("rounds")
    if not _is_int(rounds) or rounds not in ROUND_CHOICES:
        raise fail(f"'rounds' should be 3, 5 or 7, got {brief(rounds)}")
    vote = data.get("vote", False)
    if not isinstance(vote, bool):
        raise fail(f"'vote' should be true or false, got {brief(vote)}")
    first = data.get("first_player")
    if first is not None and not _is_int(first):
        raise fail(f"'first_player' should be a seat number, got {brief(first)}")
    deck = data.get("deck")
    if deck is not None and not (isinstance(deck, list) and all(_is_int(c) for c in deck)):
        raise fail(f"'deck' should be a list of card ids, got {brief(deck)}")
    return LayersConfig(
        players_from_record(data), data["seed"], rounds, vote, first,
        tuple(deck) if deck is not None else None
    )


def replay(data: dict[str, Any], source: str = "record") -> LayersMatch:
    """Replay a record whose shared fields passed ``parse_record``; RecordError says what and why.

    An action's error names it by its index k: ``game.json: action 4: ...``.
    """
    config = config_from_record(data, source)
    try:
        match = LayersMatch.new(config)
    except SetupError as err:
        raise RecordError(f"{source}: {err}") from None
    play_recorded(match, data.get("actions", []), source, action_from_json)
    _replay_votes(match, data.get("votes"), source)
    return match


def _replay_votes(match: LayersMatch, votes: Any, source: str) -> None:
    """The record's ``votes``: ``[[voter seat, chosen seat], ...]``, cast after the last action."""
    if votes is None:
        return
    if not isinstance(votes, list) or not all(
            isinstance(v, list) and len(v) == 2 and all(_is_int(x) for x in v) for v in votes):
        raise RecordError(f"{source}: 'votes' should be a list of [voter, chosen seat] pairs")
    cast = {voter: choice for voter, choice in votes}
    if len(cast) != len(votes):
        raise RecordError(f"{source}: 'votes': a seat votes twice")
    reason = match.state.why_no_vote(cast)
    if reason is not None:
        raise RecordError(f"{source}: 'votes': {reason}")
    match.cast_votes(cast)
