"""The match a window plays at a network table, whose moves by the seats played at this window go
to the server as they are made.

The table's controller plays on it exactly as on a local game (drags, previews, the log); it only
sees a Match. Each move is a step of the game (``play``) and counts one version, as the server's
do, so a move sent carries the version it was played on and a ``moved`` message of another seat
is fed to the controller (as a bot's move would be) only when it is the next one here.

The match is either the table's record replayed here (the window hosts the table's server), or,
at a table another machine serves, the seat's *seen snapshot* (a *sealed* match): the state the
server sent with everything this seat cannot see re-dealt. On a snapshot a move that turns
something up (a card from a deck, the dice) cannot be played here alone, so another seat's move
is played on the server's snapshot of the position before it, and after each move the state
takes the server's snapshot of the position it reached (it comes with the move); this window's
own revealing move waits for the server's answer before it is shown. A card the seat turns over
before choosing where it goes (Layers' pile top) is asked of the server (``peek``), which then
holds the seat to it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from canvas_table import games
from canvas_table.engine.platform import PlayerSpec
from canvas_table.engine.records import HUMAN

Send = Callable[[int, dict[str, Any], int], None]  # (seat, action JSON, the version it was played on)


@dataclass(frozen=True)
class Position:
    """A table as a window reads it: its version and either its record (the host's own server, the
    finished game's) or the seat's seen snapshot with what builds a match around it."""

    version: int
    record: dict[str, Any] | None = None
    seen: dict[str, Any] | None = None
    game: str = ""
    options: dict[str, Any] = field(default_factory=dict)
    seats: list[dict[str, Any]] = field(default_factory=list)  # the state's seats: name, kind
    peeked: bool = False  # the seat to act (this window's) has turned its card over (Layers' pile)

    def names(self) -> list[str]:
        """The players' names, in seat order."""
        if self.record is not None:
            return [str(player.get("name", "")) for player in self.record.get("players", [])]
        return [str(seat.get("name", "")) for seat in self.seats]

    def players(self) -> tuple[PlayerSpec, ...]:
        """The seats as a game's players (a remote seat is a person's)."""
        return tuple(PlayerSpec(str(seat.get("name", "")),
                                HUMAN if seat.get("kind") == "remote" else str(seat.get("kind", "")))
                     for seat in self.seats)


class SealedLink(Protocol):
    """The requests a sealed table's match waits for (each raises an exception with one line)."""

    def act(self, seat: int, action: dict[str, Any], version: int) -> dict[str, Any]:
        """Send the move and return the server's ``ok`` (with the seat's seen snapshot)."""
        ...

    def peek(self, seat: int, version: int) -> Any:
        """Turn over the card ``seat`` must play; what the server shows."""
        ...

    def failed(self, line: str) -> None:
        """This window's state can no longer be trusted (why, one line): read the server's again."""
        ...


class SeatMatch:
    """A Match played at a network table (every other attribute is the inner match's own)."""

    def __init__(self, match: Any, version: int, local: frozenset[int], send: Send,
                 sealed: SealedLink | None = None) -> None:
        self.inner = match
        self.version = version  # the server's version of this position: one more every step
        self.local = local
        self.send = send
        self.sealed = sealed
        self.module = games.game(match.game_id)
        self.played: dict[int, int] = {}  # version reached -> the seat whose step reached it here
        self.seen: dict[int, dict[str, Any]] = {}  # version -> the server's snapshot of it (sealed)
        self.final: dict[str, Any] | None = None  # the record, sent once the game is over (sealed)
        self.told: list[tuple[int, str]] | None = None  # a sealed table's log so far (no record)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)

    def play(self, action: Any) -> None:
        """Play ``action`` here; a move of a seat played at this window goes to the server too."""
        state = self.inner.state
        seat = state.current_seat
        mine = seat in self.local
        if self.sealed is None:
            self.inner.play(action)
            self._stepped(seat, action if mine else None)
            return
        revealing = mine and self.module.revealed(state, action) is not None
        state.apply(action)
        if not mine:  # the position it reached, as the server dealt it, came with the move
            self._stepped(seat, None)
            self._take_seen(self.seen.pop(self.version, None))
        elif not revealing:
            self._stepped(seat, action)
        else:  # shown only as the server dealt it
            self._stepped(seat, None)
            try:
                answer = self.sealed.act(seat, self.module.action_to_json(action), self.version - 1)
            except Exception as err:  # refused or lost: the table reads the server's state again
                self.sealed.failed(" ".join(str(err).split()) or type(err).__name__)
                return
            self._take_seen(answer.get("seen"))

    def _stepped(self, seat: int, sent: Any) -> None:
        """Count the step ``seat`` made here; send ``sent`` (an action, if any) on its version."""
        self.version += 1
        self.played[self.version] = seat
        if sent is not None:
            self.send(seat, self.module.action_to_json(sent), self.version - 1)

    def _take_seen(self, seen: Any) -> None:
        """Make the state the server's snapshot of the position just reached (in place: the
        controller and the log hold the state object)."""
        self.take(seen, f"the server's state of version {self.version}")

    def take(self, seen: Any, what: str) -> bool:
        """Make the state the seen snapshot ``seen`` (in place); False, and the link told why,
        when it is missing or not a state of this game."""
        assert self.sealed is not None
        try:
            if not isinstance(seen, dict):
                raise ValueError("it did not come")
            fresh = self.module.state_from_json(seen)
        except Exception as err:
            self.sealed.failed(f"{what}: {' '.join(str(err).split())}")
            return False
        overwrite(self.inner.state, fresh)
        return True

    def peek(self) -> str | None:
        """At a sealed table, ask the server for the card the seat to act turns over (Layers'
        pile top) and lay it where this window's state has that card; None, or why not."""
        show = getattr(self.module, "show_peek", None)
        if self.sealed is None or show is None:
            return None
        seat = self.inner.state.current_seat
        try:
            show(self.inner.state, self.sealed.peek(seat, self.version))
        except Exception as err:
            return " ".join(str(err).split()) or type(err).__name__
        return None

    def action(self, data: dict[str, Any]) -> Any:
        """A move the server sent, as the game's action (ValueError if it is none)."""
        return self.module.action_from_json(data)

    def is_over(self) -> bool:
        """True once the game is over here."""
        return bool(self.inner.state.is_over())

    def to_record(self) -> dict[str, Any]:
        """The game's record. A sealed table's stays on its server until the game is over
        (ValueError before: this window never had it)."""
        if self.sealed is None:
            return dict(self.inner.to_record())
        if self.final is None:
            raise ValueError("the record of a table played across machines stays on its server "
                             "until the game is over")
        return self.final


def overwrite(state: Any, fresh: Any) -> None:
    """Give ``state`` every attribute of ``fresh``, a state of the same class."""
    for cls in type(state).__mro__:
        for name in getattr(cls, "__slots__", ()):
            if hasattr(fresh, name):
                setattr(state, name, getattr(fresh, name))
    if hasattr(fresh, "__dict__"):
        vars(state).update(vars(fresh))


def snapshot_match(position: Position) -> Any:
    """A match of the position's game whose state is its seen snapshot (the setup from the
    table's players and options; no record: ``actions`` stays empty). RecordError or SetupError
    names what the server sent wrong."""
    game = games.game(position.game)
    match = game.new_match(position.players(), 0, position.options)
    match.state = game.state_from_json(position.seen)
    return match
