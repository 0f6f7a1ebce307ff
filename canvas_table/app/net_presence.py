"""Who is at a network table, as the window shows it: whose turn it is, who is connected, the
wait for a player who dropped and the host's offer of a bot for their seat, and the reactions.

A mixin of :class:`~canvas_table.app.net_table.NetTable`, which holds the server's latest state
(``latest``), the seats played here (``local``), the bar above the table and the host's token.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QTimer

from canvas_table.app.net_bar import NetBar
from canvas_table.i18n import _


class NetPresence:
    """The bar's side of a network table: the turn line, the seats' dots, drops and reactions."""

    latest: dict[str, Any]
    local: frozenset[int]
    bar: NetBar
    host_token: str | None
    wait_seconds: int
    offered: int | None
    _dropped: dict[int, QTimer]
    match: Any
    session: Any
    _say: Callable[[str], None]  # the table's own: a line on the window's status bar

    def _seat(self, seat: Any) -> dict[str, Any]:
        seats = self.latest.get("seats") or []
        return seats[seat] if isinstance(seat, int) and 0 <= seat < len(seats) else {}

    def _name(self, seat: Any) -> str:
        return str(self._seat(seat).get("name", ""))

    def turn_line(self) -> str:
        """What the bar says about the turn: waiting for players, whose turn, or the end."""
        state = self.latest
        waiting = [str(name) for name in state.get("waiting") or []]
        if not state.get("started"):
            return _("Waiting for {names} to join").format(names=_(", ").join(waiting))
        if state.get("over"):
            return _("The game is over")
        if waiting:
            return _("Waiting for {names}").format(names=_(", ").join(waiting))
        turn = state.get("turn")
        if turn in self.local:
            return _("Your turn") if len(self.local) == 1 else \
                _("{name}'s turn (here)").format(name=self._name(turn))
        return _("{name}'s turn").format(name=self._name(turn))

    def _show(self) -> None:
        self.bar.show_state(list(self.latest.get("seats") or []), self.turn_line())
        offered = self.offered
        self.bar.offer(None if offered is None else _("Let a bot play for {name}").format(
            name=self._name(offered)))

    def _watch_drops(self, state: dict[str, Any]) -> None:
        """Start the host's wait for each remote seat that dropped; stop it when it is back."""
        if self.host_token is None or not state.get("started") or state.get("over"):
            return
        for seat, info in enumerate(state.get("seats") or []):
            dropped = info.get("kind") == "remote" and not info.get("connected") and seat not in self.local
            if dropped and seat not in self._dropped:
                timer = QTimer(self)  # type: ignore[arg-type]
                timer.setSingleShot(True)
                timer.timeout.connect(lambda seat=seat: self._offer(seat))
                timer.start(self.wait_seconds * 1000)
                self._dropped[seat] = timer
            elif not dropped and seat in self._dropped:
                self._dropped.pop(seat).stop()
                if self.offered == seat:
                    self.offered = None

    def _offer(self, seat: int) -> None:
        self.offered = seat
        self._show()

    def offer_bot(self) -> None:
        """The host lets a Normal bot (the game's middle level) play the dropped seat offered."""
        seat = self.offered
        if seat is None or self.host_token is None or self.match is None:
            return
        levels = self.match.module.levels
        level = "normal" if "normal" in levels else levels[0]
        self.offered = None
        self._dropped.pop(seat, None)
        client = self.session.client()
        self.session.run(client.set_seat(self.session.code, self.host_token, seat, f"bot:{level}"),
                         failed=self._say)
        self._show()

    def react(self, reaction: str) -> None:
        """Send a preset reaction to the table."""
        self.session.run(self.session.client().react(self.session.code, reaction), failed=self._say)
