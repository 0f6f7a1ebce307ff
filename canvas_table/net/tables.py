"""One table on the server: a match of any game, its seats and who holds them; no networking.

The table is authoritative: every action is checked by the game's own rules (``why_illegal`` for
the seat that sends it), and each seat is told only what ``view_for(seat)`` shows it. A seat is
``remote`` (a person or a bot on a client, who joins with a name and gets a token) or
``bot:<level>`` (played by the server). A seat's token is 128 random bits handed out once; the
table keeps only its SHA-256, so neither memory nor the data folder holds a usable token.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass
from typing import Any

from canvas_table import games
from canvas_table.engine.platform import PlayerSpec
from canvas_table.engine.records import BOT_PREFIX, HUMAN, name_problem
from canvas_table.engine.rng import Rng
from canvas_table.errors import DataError, RecordError, SetupError
from canvas_table.net.ballot import Ballot, ballot_due
from canvas_table.net.refusal import Refused
from canvas_table.net.thinking import seen_copy

__all__ = ["REMOTE", "Refused", "Seat", "Table"]

REMOTE = "remote"


def new_token() -> str:
    """A fresh 128-bit secret as 32 hex digits."""
    return secrets.token_hex(16)


def token_hash(token: str) -> str:
    """What the server keeps of a token."""
    return hashlib.sha256(token.encode("ascii")).hexdigest()


@dataclass(slots=True)
class Seat:
    """A seat: its name, who plays it (``remote`` or ``bot:<level>``) and its token's hash once taken."""

    name: str
    kind: str = REMOTE
    token: str | None = None
    connected: bool = False

    @property
    def taken(self) -> bool:
        """True once a player has joined this seat (a bot seat never is)."""
        return self.token is not None

    def holds(self, token: str) -> bool:
        """True when ``token`` is this seat's (compared in constant time)."""
        return self.token is not None and hmac.compare_digest(self.token, token_hash(token))


class Table:
    """A table of one game: the live match, its seats and the version that changes with each move."""

    def __init__(self, code: str, match: Any, options: dict[str, Any], seats: list[Seat],
                 host: str, started: bool = False, peeked: tuple[int, int] | None = None) -> None:
        self.code = code
        self.match = match
        self.game = games.game(match.game_id)
        self.options = options
        self.seats = seats
        self.host = host  # the host token's hash
        self.started = started
        self.version = len(match.actions)
        self.ballot: Ballot | None = None  # the people's vote, open once a game that holds one ends
        self.ballot_held = False
        self._open_ballot()
        # the seat to act turned over the card it must play (Layers' pile top) at this version
        self.peeked = peeked[0] if peeked == (match.state.current_seat, self.version) else None
        self.last_move: tuple[Any, Any] | None = None  # (the state before the last move, the move)

    @classmethod
    def create(cls, code: str, game_id: str, players: int, options: dict[str, Any],
               kinds: list[str] | None = None, names: list[str | None] | None = None,
               seed: int | None = None) -> tuple[Table, str]:
        """A new table and its host token; Refused (``setup``) names what cannot make the game."""
        try:
            game = games.game(game_id)
        except Exception as err:  # UsageError: an unknown game, listing the games
            raise Refused("setup", str(err)) from None
        low, high = game.players
        if not low <= players <= high:
            raise Refused("setup", f"players: {game.name} plays with {low} to {high}, got {players}")
        kinds = list(kinds) if kinds is not None else [REMOTE] * players
        names = list(names) if names is not None else [None] * players
        if len(kinds) != players or len(names) != players:
            raise Refused("setup", f"seats and names: one for each of the {players} players")
        for kind in kinds:
            check_kind(game, kind)
        seats = [Seat(name or (f"Seat {k + 1}" if kind == REMOTE else f"Bot {k + 1}"), kind)
                 for k, (kind, name) in enumerate(zip(kinds, names, strict=True))]
        for seat in seats:
            problem = name_problem(seat.name)
            if problem is not None:
                raise Refused("setup", f"names: {problem}")
        specs = tuple(PlayerSpec(s.name, HUMAN if s.kind == REMOTE else s.kind) for s in seats)
        try:
            match = game.new_match(specs, secrets.randbits(64) if seed is None else seed, options)
        except (SetupError, ValueError, TypeError, KeyError, AttributeError) as err:
            raise Refused("setup", " ".join(str(err).split())[:200] or type(err).__name__) from None
        host = new_token()
        table = cls(code, match, dict(options), seats, token_hash(host))
        table.started = not any(seat.kind == REMOTE for seat in seats)
        return table, host

    @property
    def key(self) -> str:
        """The code without its dashes: how the server and the data folder know the table."""
        return self.code.replace("-", "")

    # -- seats ------------------------------------------------------------------------------

    def join(self, name: str, seat: int | None = None) -> tuple[int, str]:
        """Take a free remote seat (``seat``, or the first free one) under ``name``: (seat, token)."""
        problem = name_problem(name)
        if problem is not None:
            raise Refused("name", problem)
        free = [k for k, s in enumerate(self.seats) if s.kind == REMOTE and not s.taken]
        if seat is None:
            if not free:
                raise Refused("full", f"table {self.code} has no free seat")
            seat = free[0]
        elif seat not in free:
            raise Refused("full", f"seat {seat} of table {self.code} is not a free seat")
        key = name.strip().casefold()
        if any(s.name.strip().casefold() == key for k, s in enumerate(self.seats) if k != seat):
            raise Refused("name", f"the name {name!r} is taken at this table")
        if self.seats[seat].name != name:
            self._rename(seat, name)
        token = new_token()
        self.seats[seat].token = token_hash(token)
        self.started = self.started or all(s.taken for s in self.seats if s.kind == REMOTE)
        return seat, token

    def _rename(self, seat: int, name: str) -> None:
        """Put ``name`` on ``seat``: the record replayed with it (a game's players are fixed at setup)."""
        record = self.match.to_record()
        record["players"][seat]["name"] = name
        try:
            self.match = games.load_match(record, f"table {self.code}")
        except (RecordError, DataError) as err:
            raise Refused("name", str(err)) from None
        self.seats[seat].name = name

    def seat_of(self, token: str) -> int | None:
        """The seat whose token this is, or None."""
        for k, seat in enumerate(self.seats):
            if seat.holds(token):
                return k
        return None

    def set_kind(self, host_token: str, seat: int, kind: str) -> None:
        """The host hands ``seat`` to a bot or back to its player."""
        if not hmac.compare_digest(self.host, token_hash(host_token)):
            raise Refused("not_host", f"that is not the host's token of table {self.code}")
        if not 0 <= seat < len(self.seats):
            raise Refused("bad_message", f"table {self.code} has no seat {seat}")
        check_kind(self.game, kind)
        self.seats[seat].kind = kind
        self.started = self.started or all(s.taken for s in self.seats if s.kind == REMOTE)

    # -- play --------------------------------------------------------------------------------

    @property
    def over(self) -> bool:
        """True once no seat will act again."""
        return bool(self.match.state.is_over())

    def act(self, seat: int, version: int, data: dict[str, Any]) -> dict[str, Any]:
        """Play the action ``data`` for ``seat`` on ``version``; its canonical JSON. Refused says
        why not (not started, over, stale, or the rules' own reason), and changes nothing."""
        state = self.match.state
        if self.over:
            raise Refused("over", "the game is over")
        if not self.started:
            waiting = sum(1 for s in self.seats if s.kind == REMOTE and not s.taken)
            raise Refused("not_started", f"the game starts when every seat is taken ({waiting} still free)")
        if version != self.version:
            raise Refused("stale", f"stale: the table is at version {self.version}, the action was "
                                   f"chosen at {version}")
        try:
            action = self.game.action_from_json(data)
            reason = state.why_illegal(action, seat)
        except (ValueError, TypeError, KeyError, AttributeError, IndexError) as err:
            raise Refused("illegal", f"not an action of {self.game.name}: "
                                     f"{' '.join(str(err).split())[:200]}") from None
        if reason is None and self.peeked == seat:
            reason = self.game.peek_bound(state, action)
        if reason is not None:
            raise Refused("illegal", reason)
        self.last_move = (state.clone(), action)
        self.match.play(action)
        self.version += 1
        self.peeked = None
        self._open_ballot()
        return self.game.action_to_json(action)

    def peek(self, seat: int, version: int) -> dict[str, Any]:
        """``seat`` turns over the card it must then play (the game's ``peek``: Layers' pile top)
        on ``version``; what it sees. From now on only an action the game binds it to is played."""
        if not self.started or self.over or self.match.state.current_seat != seat:
            raise Refused("illegal", "a seat turns a card over on its turn only")
        if version != self.version:
            raise Refused("stale", f"stale: the table is at version {self.version}, the peek was "
                                   f"asked at {version}")
        peek = getattr(self.game, "peek", None)
        if peek is None:
            raise Refused("illegal", f"{self.game.name} has no card to turn over")
        self.peeked = seat
        return peek(self.match.state)

    # -- the vote at the end -----------------------------------------------------------------

    def _open_ballot(self) -> None:
        if self.ballot is None and not self.ballot_held and self.started:
            voters = [k for k, seat in enumerate(self.seats) if seat.kind == REMOTE]
            self.ballot = ballot_due(self.game, self.match.state, voters)

    @property
    def settled(self) -> bool:
        """True once the game is over and its vote, if it holds one, is closed: the end is known."""
        return self.over and self.ballot is None

    def vote(self, seat: int, choice: int | None) -> None:
        """``seat`` votes for the tied seat ``choice`` (None: abstains); the ballot closes once
        every voter has spoken. Refused (``vote``) when there is no vote or not this one."""
        if self.ballot is None:
            raise Refused("vote", f"there is no vote at table {self.code} now")
        self.ballot.vote(seat, choice)
        if self.ballot.complete:
            self.close_ballot()

    def close_ballot(self) -> None:
        """Count the votes cast so far (the rules decide the winner) and close the ballot."""
        if self.ballot is None:
            return
        votes = self.ballot.votes()
        if votes:
            self.match.cast_votes(votes)
        self.ballot, self.ballot_held = None, True

    def bot_to_play(self) -> str | None:
        """The level of the bot whose turn it is, or None (a remote seat's turn, or not playing)."""
        if not self.started or self.over:
            return None
        kind = self.seats[self.match.state.current_seat].kind
        return kind[len(BOT_PREFIX):] if kind.startswith(BOT_PREFIX) else None

    # -- what is sent ------------------------------------------------------------------------

    def public_seats(self) -> list[dict[str, Any]]:
        """Each seat's name, kind and whether it is taken and connected (no token)."""
        return [{"name": s.name, "kind": s.kind, "taken": s.taken, "connected": s.connected}
                for s in self.seats]

    def info(self) -> dict[str, Any]:
        """The ``table`` message: what anyone may know of the table."""
        return {"type": "table", "table": self.code, "game": self.game.id, "options": self.options,
                "started": self.started, "over": self.over,
                "seats": self.public_seats()}

    def seen_for(self, seat: int) -> dict[str, Any]:
        """What ``seat``'s window plays on: the state's JSON with everything the seat cannot see
        re-dealt afresh, and the card it turned over, if it did, where it lies."""
        state = self.match.state
        seen = seen_copy(state, seat, secrets.randbits(64))
        if self.peeked == seat:
            self.game.show_peek(seen, self.game.peek(state))
        return seen.to_json()

    def before_for(self, seat: int) -> dict[str, Any] | None:
        """The seen snapshot for ``seat`` of the position before the last move, re-dealt so that
        the move can be played on it (a card it lays from a hand this seat cannot see is where
        the move takes it from): the window plays the move on it, then takes the state after."""
        if self.last_move is None:
            return None
        before, action = self.last_move
        seed = secrets.randbits(64)
        seen_before = getattr(self.game, "seen_before", None)
        if seen_before is not None:
            return seen_before(before, seat, action, Rng(seed).derive("net-view")).to_json()
        return seen_copy(before, seat, seed).to_json()

    def state_for(self, seat: int, seen: bool = False) -> dict[str, Any]:
        """The ``state`` message for ``seat``: its view, and its legal actions on its turn (and,
        for a window that asked, its seen snapshot)."""
        state = self.match.state
        turn = state.current_seat
        mine = self.started and turn == seat and self.seats[seat].kind == REMOTE
        message = {
            "type": "state", "table": self.code, "seat": seat, "version": self.version,
            "started": self.started, "over": self.over, "turn": turn, "seats": self.public_seats(),
            "view": state.view_for(seat),
            "legal": [self.game.action_to_json(a) for a in state.legal_actions()] if mine else [],
            "waiting": [s.name for s in self.seats if s.kind == REMOTE and not s.connected],
        }
        if self.ballot is not None:
            message["vote"] = self.ballot.public()
        if seen:
            message["seen"] = self.seen_for(seat)
            if self.peeked == seat:
                message["peeked"] = True  # its snapshot has the card turned over on top
        return message

    def joined(self, seat: int, token: str | None) -> dict[str, Any]:
        """The ``joined`` message: the seat, its token (only when just handed out) and the public log."""
        message: dict[str, Any] = {"type": "joined", "table": self.code, "seat": seat, "game": self.game.id,
                                   "options": self.options, "rules_version": self.game.rules_version,
                                   "log": self.match.to_record()["actions"]}
        if token is not None:
            message["token"] = token
        return message

    def report(self) -> dict[str, Any]:
        """The final public state, as ``canvas-table replay --json`` prints it."""
        return self.game.report(self.match.state)

    # -- files -------------------------------------------------------------------------------

    def meta(self) -> dict[str, Any]:
        """The table's seats and options, for its ``.table.json`` file (token hashes only)."""
        return {"format": "canvas-table-net-table", "schema_version": 1, "table": self.code,
                "game": self.game.id, "options": self.options, "host": self.host, "started": self.started,
                "peeked": None if self.peeked is None else [self.peeked, self.version],
                "seats": [{"name": s.name, "kind": s.kind, "token": s.token} for s in self.seats]}


def check_kind(game: Any, kind: str) -> None:
    """Refused ("setup", naming the kinds there are) unless ``kind`` is a seat's kind at a table of
    ``game``: remote, or a bot of one of its levels. A table's making and its restore both ask."""
    if kind == REMOTE:
        return
    level = kind[len(BOT_PREFIX):] if kind.startswith(BOT_PREFIX) else None
    if level not in ("random", *game.levels):
        raise Refused("setup", f"seat kind {kind!r}: 'remote' or bot:LEVEL with a level of "
                               f"{game.name} (random, {', '.join(game.levels)})")
