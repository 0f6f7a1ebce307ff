"""A network table in the window: the table's game on the window's table, the seats played here
sending their moves, the others' moves arriving like a bot's, and the bar above the table.

The window's table plays on a :class:`~canvas_table.app.net_match.SeatMatch`: the table's record
replayed here (read from the server this window runs), or the seat's seen snapshot (a table
another machine serves: this window never holds a card its seat cannot see). The controller
treats every seat not played here as remote: its turn waits for the server's ``moved`` message,
which is fed to the controller as a bot's action, one at a time, a bot's after the window's usual
pause (on a snapshot, once the state it reached has come too). When this window and the server
disagree (a refused move, a missed message), the table's position is read again and the table
rebuilt.
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QMessageBox

from canvas_table import games
from canvas_table.app.net_bar import NetBar, reactions
from canvas_table.app.net_match import Position, SeatMatch, overwrite, snapshot_match
from canvas_table.app.net_presence import NetPresence
from canvas_table.app.net_session import NetSession
from canvas_table.i18n import _

log = logging.getLogger(__name__)

BOT_PAUSE_MS = 450  # a server bot's move waits this long at normal speed (as the window's bots)
ANSWER_SECONDS = 5.0  # the longest a revealing move of this window waits for the server (the GUI waits)
RecordSource = Callable[[], Any]  # a coroutine function: the table's Position, read again


class ServerLink:
    """What a sealed table's match asks its server and waits for (a move that turns something
    up, a card turned over): a round trip, the window waiting as for a local move."""

    def __init__(self, table: NetTable) -> None:
        self.table = table

    def act(self, seat: int, action: dict[str, Any], version: int) -> dict[str, Any]:
        """Send the move; the server's ``ok`` with the seat's seen snapshot after it."""
        session = self.table.session
        return dict(session.call(session.act(seat, action, version), ANSWER_SECONDS))

    def peek(self, seat: int, version: int) -> Any:
        """Turn over the card the seat must play; what the server shows."""
        session = self.table.session
        return session.call(session.client(seat).peek(session.code, version), ANSWER_SECONDS)

    def failed(self, line: str) -> None:
        """Say why and read the table's position again."""
        self.table.refused(line)


class NetTable(NetPresence, QObject):
    """One network table on the window (``window.net_table`` while it is on)."""

    def __init__(self, window: Any, session: NetSession, local: frozenset[int], record: RecordSource,
                 host_token: str | None = None, wait_seconds: int = 60) -> None:
        super().__init__(window)
        self.window = window
        self.session = session
        self.local = local
        self.primary = min(local)  # the seat whose messages the table follows
        self.read_record = record
        self.host_token = host_token
        self.wait_seconds = wait_seconds
        self.match: SeatMatch | None = None
        self.told: list[tuple[int, str]] = []  # the log lines of a sealed table, kept over rebuilds
        self.seen: dict[int, dict[str, Any]] = {}  # version -> the seat's snapshot of it (sealed)
        self.latest: dict[str, Any] = {}
        self.started = False
        self.incoming: deque[dict[str, Any]] = deque()  # moves from the server not yet played here
        self.resyncing = False
        self.why_read: str | None = None  # why the table is being read again, said once it is
        self._feeder = QTimer(self)
        self._feeder.setSingleShot(True)
        self._feeder.timeout.connect(self._feed)
        self._dropped: dict[int, QTimer] = {}  # remote seat -> its wait before a bot is offered
        self.offered: int | None = None
        self.ballot: dict[str, Any] | None = None  # the server's open vote at the end, if any
        self.ballot_seen = False
        self.voted: set[int] = set()  # this window's seats that have voted
        self.settled = False  # the server announced the end (after its vote, if any)
        self.bar = NetBar(self.react, self.offer_bot)
        self.bar.set_table(session.code, session.shared or session.url)
        window.centralWidget().layout().insertWidget(1, self.bar)
        session.received.connect(self._received)
        session.connection.connect(self._connection)
        session.lost.connect(self._lost)

    # -- the game on the table ---------------------------------------------------------------

    def put_on_table(self, position: Position) -> None:
        """Put ``position`` on the window's table: its record replayed, or its seen snapshot
        (every seat waits while the table has not started)."""
        try:
            if position.record is not None:
                match = SeatMatch(games.load_match(position.record, "table"), position.version, self.local,
                                  self._send)
            else:
                match = SeatMatch(snapshot_match(position), position.version, self.local, self._send,
                                  ServerLink(self))
                match.told = [(0, self._first_line(position)), *self.told]
                match.seen = self.seen  # a snapshot that came while the table was read again stays
        except Exception as err:  # RecordError, SetupError: what the server sent is not a game here
            self._say(_("The server sent a table this window cannot show: {error}").format(error=err))
            return
        self.match = match
        self.window.start_game(match)
        controller = self.window.controller
        controller.autosave = None  # the server keeps the record
        if match.sealed is not None:
            controller.logged.connect(lambda line: self.told.append((self.version, line)))
        self._seat_players(controller)
        controller.start()
        if position.peeked:
            controller.turned_over()

    @property
    def version(self) -> int:
        """The version of the table on the window (-1 before there is one)."""
        return -1 if self.match is None else self.match.version

    def _first_line(self, position: Position) -> str:
        names = _(", ").join(position.names())
        return _("At table {code}: {names}. Its server deals the cards.").format(
            code=self.session.code, names=names)

    def _seat_players(self, controller: Any) -> None:
        everyone = frozenset(range(len(controller.game.players)))
        controller.play_remote(everyone - self.local if self.started else everyone)
        controller.viewer = self.primary if not self.started else controller.viewer

    def catch_up(self, position: Position) -> bool:
        """Take in the latest state the server sent before this table was listening; True when
        it is newer than ``position`` (the record read on sitting down), whose moves and names
        this table never heard of: the record must be read again once the game is on the table."""
        state = self.session.client(self.primary).latest.get(self.session.code)
        if state is None:
            return False
        self.latest = state
        self.started = bool(state.get("started"))
        self._take_ballot(state)
        self._watch_drops(state)
        self._show()
        names = [str(seat.get("name", "")) for seat in state.get("seats") or []]
        return int(state.get("version", position.version)) != position.version or (
            self.started and names != position.names())

    def resync(self) -> None:
        """Read the table's record again and rebuild the table from it (the moves that arrive
        meanwhile wait, and those the record holds are skipped)."""
        if self.resyncing:
            return
        self.resyncing = True
        self.session.run(self.read_record(), self._resynced, self._resync_failed)

    def _resynced(self, position: Position) -> None:
        self.resyncing = False
        self.put_on_table(position)
        if self.why_read is not None:  # the new table cleared the status line: say it again
            self._say(self.why_read)
            self.why_read = None
        self._feed()

    def _resync_failed(self, line: str) -> None:
        self.resyncing = False
        self._say(line)

    @property
    def controller(self) -> Any:
        """The window's controller while this table is on it."""
        controller = self.window.controller
        return controller if controller is not None and controller.game is self.match else None

    # -- messages ----------------------------------------------------------------------------

    def _received(self, seat: int, message: dict[str, Any]) -> None:
        if seat != self.primary or self.match is None or self.session.closed:
            return
        kind = message.get("type")
        if kind == "state":
            self._state(message)
        elif kind == "moved":
            self.incoming.append(message)
            if not self._feeder.isActive():
                self._feed()
        elif kind == "reaction":
            text = reactions().get(str(message.get("reaction")), "")
            name = self._name(message.get("seat"))
            if text and name:
                self._say(_("{name}: {reaction}").format(name=name, reaction=text))
        elif kind == "over":
            record = message.get("record")
            if self.match.sealed is not None and isinstance(record, dict):
                self._show_all(record)
            self._over()
        elif kind == "error":
            self._say(str(message.get("message", "")))

    def _state(self, message: dict[str, Any]) -> None:
        self.latest = message
        match, seen = self.match, message.get("seen")
        if match is not None and match.sealed is not None and isinstance(seen, dict):
            version = int(message.get("version", -1))
            for old in [v for v in self.seen if v <= match.version]:
                del self.seen[old]
            if version > match.version:
                self.seen[version] = seen
                if self.incoming and not self._feeder.isActive():
                    self._feed()
        if message.get("started") and not self.started:
            self.started = True
            self.resync()  # with the names the players joined under
        self._watch_drops(message)
        self._show()
        self._take_ballot(message)
        self.vote_here()

    def _show_all(self, record: dict[str, Any]) -> None:
        """Nothing is hidden once the game is over: a sealed table's state becomes the true one
        (every hand shows, the end counts the real cards) from the record the server sent."""
        match = self.match
        assert match is not None
        try:
            final = games.load_match(record, "the server's record").state
        except Exception as err:  # RecordError, DataError: the snapshot stays, the end still comes
            self._say(str(err))
            return
        match.final = record
        if final.is_over() and match.inner.state.is_over():
            overwrite(match.inner.state, final)
            controller = self.controller
            if controller is not None:
                controller.changed.emit()

    def _take_ballot(self, state: dict[str, Any]) -> None:
        ballot = state.get("vote")
        self.ballot = ballot if isinstance(ballot, dict) else None
        self.ballot_seen = self.ballot_seen or self.ballot is not None

    # -- the end -----------------------------------------------------------------------------

    def vote_here(self) -> None:
        """Once the game is over on this window's table too, ask this window's seats for their
        vote in the server's open ballot (each once) and send each choice."""
        controller, ballot = self.controller, self.ballot
        if ballot is None or controller is None or not controller.state.is_over():
            return
        voters = ballot.get("voters") or []
        mine = [seat for seat in sorted(self.local)
                if seat in voters and seat not in (ballot.get("voted") or []) and seat not in self.voted]
        if not mine:
            return
        self.voted.update(mine)
        ask = getattr(self.window.kit, "ask_votes", None)
        choices = ask(self.window, controller.state, mine) if ask is not None else {}
        for seat in mine:
            self.session.run(self.session.client(seat).vote(self.session.code, choices.get(seat)),
                             failed=self._say)

    def _over(self) -> None:
        """The server announced the end: read the record again when a vote was held (its votes
        decide the winners), else let the window show the end once its own game is over."""
        self.settled = True
        controller, match = self.controller, self.match
        if self.ballot_seen and match is not None and match.final is not None:
            self.put_on_table(Position(match.version, record=match.final))  # with the votes cast
        elif self.ballot_seen:
            self.resync()
        elif controller is not None and controller.state.is_over():
            self.window.game_over_here()

    def _feed(self) -> None:
        """Apply the next move that arrived (a server bot's after a pause, as the window's bots)."""
        controller = self.controller
        if not self.incoming or controller is None or self.match is None or self.resyncing:
            return
        message = self.incoming.popleft()
        version, seat = int(message["version"]), int(message["seat"])
        if version <= self.match.version:
            if self.match.played.get(version, seat) != seat:
                self.resync()  # another seat's step reached that version here: the table diverged
                return
            self._next()  # one of ours, or already played here
            return
        if version != self.match.version + 1 or seat in self.local:
            self.resync()
            return
        if self.match.sealed is not None:  # played on the server's snapshots, before and after it
            if version not in self.seen:
                if int(self.latest.get("version", -1)) >= version:  # its state came without it
                    self.resync()
                    return
                self.incoming.appendleft(message)  # its state comes next
                return
            if not self.match.take(message.get("before"), f"the server's state before move {version}"):
                return
        try:
            controller.apply_bot_action(self.match.action(message["action"]))
        except ValueError as err:
            log.warning("a move from the server is not an action here: %s", err)
        if self.match.version != version:
            self.resync()
            return
        self._next()

    def _next(self) -> None:
        if not self.incoming:
            return
        seat = int(self.incoming[0]["seat"])
        kind = self._seat(seat).get("kind", "")
        speed = self.window.settings.animation_speed
        pause = 0 if speed <= 0 or not str(kind).startswith("bot:") else round(BOT_PAUSE_MS / speed)
        self._feeder.start(pause)

    def _send(self, seat: int, action: dict[str, Any], version: int) -> None:
        self.session.run(self.session.act(seat, action, version), failed=self.refused)

    def refused(self, line: str) -> None:
        """A move of this window was refused or lost (why, one line): read the table again, and
        say why once it is back."""
        self._say(line)
        self.why_read = line
        self.resync()

    # -- the connection ----------------------------------------------------------------------

    def _connection(self, connected: bool) -> None:
        if connected:
            self.resync()
            self._show()
        else:
            self.bar.turn.setText(_("Connection lost: reconnecting…"))

    def _lost(self, line: str) -> None:
        self.bar.turn.setText(_("Disconnected"))
        QMessageBox.warning(self.window, _("The table is lost"), line)

    def _say(self, line: str) -> None:
        self.window._say(line)

    def may_close(self) -> bool:
        """Ask before a window that serves the table closes while people at other machines are
        still playing it (its server goes with it); True to go on."""
        if self.session.server is None or not self.started or self.latest.get("over"):
            return True
        others = [str(seat.get("name", "")) for k, seat in enumerate(self.latest.get("seats") or [])
                  if seat.get("kind") == "remote" and k not in self.local]
        if not others:
            return True
        buttons = QMessageBox.StandardButton
        answer = QMessageBox.question(
            self.window, _("Close the table?"),
            _("This window serves the table: closing it ends the game for {names}. Close anyway?").format(
                names=_(", ").join(others)),
            buttons.Yes | buttons.No, buttons.No)
        return answer == buttons.Yes

    def close(self) -> None:
        """Leave the table: the connection (and a server this window runs) and the bar go."""
        self._feeder.stop()
        for timer in self._dropped.values():
            timer.stop()
        self.session.close()
        self.bar.setParent(None)
        self.bar.deleteLater()
        if self.window.net_table is self:
            self.window.net_table = None
        self.deleteLater()
