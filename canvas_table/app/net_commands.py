"""The main window's network commands: Game > Host a table and Game > Join a table.

Hosting starts a server in this window's session (unless the host gave one's address), opens the
table with the seats chosen, joins every seat played here and puts the game on the table. Joining
connects, takes a free seat and does the same. Until it all worked the game in progress stays on
the table: a bad address or code is one line in a message, and nothing is lost.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QMessageBox

from canvas_table.app.paths import user_data_dir
from canvas_table.i18n import _

if TYPE_CHECKING:  # the network modules load on first use, not with the window
    from canvas_table.app.net_host_dialog import HostPlan
    from canvas_table.app.net_match import Position
    from canvas_table.app.net_session import NetSession
    from canvas_table.app.net_table import NetTable

TABLES_DIR = "tables"  # in the data folder: the records of the tables this window serves


class NetCommands:
    """A mixin of the main window: its network table (``net_table``) and the commands that open one."""

    net_table: NetTable | None = None
    settings: Any

    # -- host --------------------------------------------------------------------------------

    def host_dialog(self) -> None:
        """Game > Host a table."""
        self._drop_drag()
        if not self.may_drop_game(_("Hosting a table")):
            return
        from canvas_table.app.net_host_dialog import HostDialog

        dialog = HostDialog(self, self.settings.last_new_game or None)
        if dialog.exec():
            self.host_table(dialog.plan())

    def host_table(self, plan: HostPlan, done: Any = None) -> None:
        """Open the table of ``plan`` and sit at it; ``done(error line or None)`` when settled."""
        from canvas_table.app.net_session import NetSession
        from canvas_table.app.net_table import NetTable

        session = NetSession(self)

        async def open_table() -> Any:
            if plan.server is None:
                session.shared = await session.start_server(user_data_dir() / TABLES_DIR, plan.lan)
            client = await session.connect(plan.server or session.url)
            created = await client.create(plan.game_id, len(plan.kinds), plan.options,
                                          seats=plan.server_seats(), names=list(plan.names))
            for seat in sorted(plan.local):
                await session.join(created["table"], plan.names[seat], seat,
                                   client if seat == min(plan.local) else None)
            return created["host_token"], await self._position(session)

        def opened(result: Any) -> None:
            host_token, position = result
            self._sit(NetTable(self, session, plan.local, lambda: self._position(session),
                               host_token, plan.wait_seconds), position)
            if done is not None:
                done(None)

        session.run(open_table(), opened, lambda line: self._net_failed(session, _("Cannot host the table"),
                                                                       line, done))

    # -- join --------------------------------------------------------------------------------

    def join_dialog(self) -> None:
        """Game > Join a table."""
        self._drop_drag()
        if not self.may_drop_game(_("Joining a table")):
            return
        from canvas_table.app.net_join_dialog import JoinDialog

        dialog = JoinDialog(self, _("You"))
        dialog.search()
        if dialog.exec():
            self.join_table(dialog.url(), dialog.table(), dialog.name.text().strip())

    def join_table(self, url: str, code: str, name: str, done: Any = None) -> None:
        """Take a free seat at table ``code`` of ``url`` as ``name``; ``done(error or None)``."""
        from canvas_table.app.net_session import NetSession
        from canvas_table.app.net_table import NetTable

        session = NetSession(self)
        session.url = url

        async def sit_down() -> Any:
            joined = await session.join(code, name)
            return joined["seat"], await self._position(session)

        def seated(result: Any) -> None:
            seat, position = result
            self._sit(NetTable(self, session, frozenset({seat}), lambda: self._position(session)), position)
            if done is not None:
                done(None)

        session.run(sit_down(), seated, lambda line: self._net_failed(session, _("Cannot join the table"),
                                                                      line, done))

    # -- both --------------------------------------------------------------------------------

    @staticmethod
    async def _position(session: NetSession) -> Position:
        """The table as this window plays it: the host's own server's record, else the seat's
        seen snapshot that the server sends."""
        if session.server is not None:
            return await session.record()
        return await session.shared_position()

    def _sit(self, table: NetTable, position: Position) -> None:
        if self.net_table is not None:
            self.net_table.close()
        self.net_table = table
        stale = table.catch_up(position)
        table.put_on_table(position)
        if stale:  # the table moved on (or started) between the reading and the listening
            table.resync()

    def _net_failed(self, session: NetSession, title: str, line: str, done: Any) -> None:
        session.close()
        QMessageBox.warning(self, title, line)
        if done is not None:
            done(line)

    def leave_table(self) -> None:
        """Leave the network table (a new game, a load, closing the window)."""
        if self.net_table is not None:
            self.net_table.close()
