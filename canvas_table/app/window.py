"""The main window: the table in the middle, the game log beside it, menus, and the game cycle.

It knows the games only through the registry: a game's kit gives its faces, controller and board;
human gestures go through the board, bot turns go to a worker process and come back as signals,
every committed action is autosaved.

Saving never fails silently and never stops the game: a failed autosave is shown once in the
banner above the table (what, where, what to do), the game goes on in memory, and the next save
that works catches up and says so. A window opened read-only (another window owns the data
folder) writes neither autosave nor settings. Whatever replaces the game (new game, load, resume,
undo, the guided game) first drops a drag under way, stops the bot's search and forgets its answer.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6 import QtCore  # QtCore.Qt when used: see TableView.lay_table
from PySide6.QtCore import QCoreApplication, QRectF, QTimer
from PySide6.QtGui import QCloseEvent, QKeyEvent
from PySide6.QtWidgets import (
    QLabel,
    QMainWindow,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from canvas_table import games
from canvas_table.app import autosave
from canvas_table.app.settings import Settings, read_settings
from canvas_table.app.window_art import WindowArt, list_art, read_mat
from canvas_table.app.window_dialogs import WindowDialogs
from canvas_table.app.window_files import WindowFiles
from canvas_table.app.window_menus import WindowMenus
from canvas_table.app.window_place import remember_place
from canvas_table.app.workers import ArtBuilder, BotThinker
from canvas_table.engine.platform import PlayerSpec, option_values
from canvas_table.errors import SetupError
from canvas_table.i18n import _
from canvas_table.table.scene import TableScene
from canvas_table.table.view import TableView

BOT_PAUSE_MS = 450  # a bot's move waits this long at normal speed, so people can follow it
NOTICE_STYLE = ("QLabel { background: #f3dfa6; color: #3b2a05; padding: 6px 12px;"
                " border-bottom: 1px solid #b8923a; }")

if TYPE_CHECKING:  # the faces' and pieces' modules load once the window shows (see finish)
    from canvas_table.table.faces import FaceCache
    from canvas_table.table.kit import Board, Controller, TableKit

log = logging.getLogger(__name__)


class MainWindow(WindowFiles, WindowMenus, WindowDialogs, WindowArt, QMainWindow):
    """Canvas Table's window."""

    def __init__(self, settings: Settings | None = None, build_art: bool = True, read_only: bool = False,
                 notices: Iterable[str] = (), finish: bool = True) -> None:
        super().__init__()
        self.read_only = read_only  # another window owns the data folder: write nothing there
        self.setWindowTitle(_("Canvas Table (read-only)") if read_only else _("Canvas Table"))
        self.data_lock: Any = None  # the data folder's lock (app.lock.DataLock), held until closing
        self._notices: dict[str, str] = {}
        self._autosave_problem: str | None = None
        self._settings_problem: str | None = None
        if settings is None:
            settings, problem = read_settings(repair=not read_only)
            notices = [*notices, problem] if problem else notices
        self.settings = settings
        self.art_dir: Path | None = None
        self._mat_laid = False  # the art's mat is under the table (see WindowArt)
        self._faces: dict[str, Any] = {}
        self.face_cache: FaceCache | None = None  # the game's, once finished
        self.scene = TableScene(QRectF(0, 0, 16, 9), self)  # the game's shape once finished
        self.view = TableView(self.scene, self)
        self.view.setAccessibleName(_("Card table"))
        self.view.viewport().setAccessibleName(self.view.accessibleName())
        self.view.key_handler = self._key
        central = QWidget()
        self._column = QVBoxLayout(central)
        self._column.setContentsMargins(0, 0, 0, 0)
        self._column.setSpacing(0)
        self._column.addWidget(self.view, 1)
        self.setCentralWidget(central)
        self.controller: Controller | None = None
        self.board: Board | None = None
        self.hints: Any = None
        self.coach: Any = None  # the guided game's coach on the table, if this is one
        self.thinker = BotThinker(self)
        self.thinker.decided.connect(self._bot_decided)
        self.thinker.failed.connect(self._say)
        self.thinker.hinted.connect(self._move_hinted)
        self._pending: tuple[Controller, object] | None = None
        self._log_moves: list[int] = []  # per log line: the game's action count when it was written
        self._saved_actions: list[Any] | None = None  # the actions Game > Save or Load last kept
        self._status_timer = self._timer(lambda: self.status.setText(""))
        self._bot_timer = self._timer(self._apply_pending)
        self._end_timer = self._timer(self.show_end)
        self._reveal_timer = self._timer(self._reveal_table)
        self._on_reveal: list[Callable[[], None]] = []  # what waits for the new table to show
        self._revealing = False  # a new table is waiting for its art (see WindowArt)
        self._build_status()  # put in the status bar with the rest, once finished
        self.scene.refused.connect(self._set_status)
        self.resize(1600, 900)
        self.art = ArtBuilder(self, look=list_art, prepare=read_mat)
        self.art.progress.connect(self._art_progress)
        self.art.ready.connect(self._art_ready)
        self.art.failed.connect(self._say)
        self._start_lines = list(notices)
        self.log: Any = None  # the game log, built with the rest (or by the first game)
        self.finished = False
        if finish:
            self.finish()
        if build_art:
            QTimer.singleShot(0, self, self.art.start)

    def finish(self, game_id: str | None = None) -> None:
        """Build the rest of the window: the kit of ``game_id`` (the default game's if None;
        none if a game is on), the warning banner, the game log, the menus, the status line and
        the start's notices, and lay it out. A start shows the window first (the table's mat
        alone) and calls this once it is on screen; otherwise the constructor does."""
        if self.finished:
            return
        self.finished = True
        from canvas_table.table.faces import FaceCache

        self.view.lay_table()

        if self.controller is None:
            self.kit: TableKit = games.kit(game_id or games.DEFAULT_GAME)
            self.faces = self._faces_of(self.kit)
            self.face_cache = FaceCache(self.faces)
            self.scene.setSceneRect(self.kit.scene_rect)
        self.lay_mat()
        self._build_game_parts()
        self._build_menus()
        self._place_status()
        self._start_notices(self._start_lines)
        # the docks, bars and menus take their places now (their layout requests are posted
        # events): a game set up next fits the table's final size, and its faces are decoded
        # and drawn once, at the size they are shown
        QCoreApplication.sendPostedEvents()
        self.layout().activate()

    def _build_game_parts(self) -> None:
        """The parts of the window a game writes to: the warning banner and the game log (once)."""
        if self.log is not None:
            return
        self.notice = QLabel()
        self.notice.setStyleSheet(NOTICE_STYLE)
        self.notice.setWordWrap(True)
        self.notice.setAccessibleName(_("Warning"))
        self.notice.setTextFormat(QtCore.Qt.TextFormat.PlainText)
        self.notice.setVisible(False)
        self._column.insertWidget(0, self.notice)
        self._build_log()

    # -- pieces of the window -----------------------------------------------------------------

    def _timer(self, slot) -> QTimer:
        """A single-shot timer owned by the window (it dies with it, so never fires late)."""
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.timeout.connect(slot)
        return timer

    # -- the game cycle -----------------------------------------------------------------------

    def _hold(self) -> None:
        """Before the game is replaced or a dialog takes the mouse: drop the drag under way, stop
        the bot's search (its answer, should it come, is ignored) and what was about to happen."""
        self._drop_drag()
        self.thinker.cancel()
        self._pending = None
        self._bot_timer.stop()
        self._end_timer.stop()

    def _drop_drag(self) -> None:
        """Abandon a drag under way; the board then puts every card where the state says (the
        card that was lifted included: lifting may have changed the state, as a pile draw does)."""
        dragging = self.scene.dragged is not None
        self.scene.cancel_drag()
        if dragging and self.controller is not None:
            self.controller.changed.emit()

    def start_game(self, match: Any) -> None:
        """Put ``match`` (a game of any registered kind) on the table and start its turn cycle."""
        if self.net_table is not None and self.net_table.match is not match:
            self.leave_table()
        self._build_game_parts()  # a start builds the rest of the window while its art decodes
        self._hold()
        self.thinker.closed = False  # a closed window used again
        # what waits for a table to show stays: a replaced game's jobs check that their game is
        # still on the table, the window's own (its icon, Python's collections) must still run
        if self.board is not None:
            self.board.remove()
        from canvas_table.table.faces import FaceCache

        self.kit = games.kit(match.game_id)
        self.faces = self._faces_of(self.kit)
        self.face_cache = FaceCache(self.faces)
        self.scene.setSceneRect(self.kit.scene_rect)
        self.controller = self.kit.controller(match, self._autosave)
        self.board = self.kit.board(self.scene, self.face_cache, self.controller)
        self.view.before_fit = getattr(self.board, "fit_to", None)  # a board may fit the window's shape
        self.view.fit()
        self.view.closeup.use(self.face_cache, getattr(self.kit, "closeup", None), self.controller)
        self._apply_settings()
        make_hints = getattr(self.kit, "hints", None)
        self.hints = make_hints(self.controller, self.board, self._say, self._ask_move_hint) \
            if make_hints is not None else None
        self.controller.logged.connect(self._log)
        self.controller.message.connect(self._say)
        self.controller.bot_turn.connect(self._bot_turn)
        self.controller.game_over.connect(self._game_over)
        tutorial = getattr(self.kit, "tutorial", None)
        self.coach = tutorial.attach(self.scene, self.controller) \
            if tutorial is not None and tutorial.is_tutorial(match) else None
        self.status.setText("")
        self._track_new_game(match)
        self._revealing = True  # a bot to act first starts thinking once the table shows
        self.controller.start()
        if any(p.kind != "human" for p in match.players):  # its bots prepared while people play
            self._on_reveal.append(lambda: self._prepare_bots(match))
        self._reveal_when_decoded()

    def _prepare_bots(self, match: Any) -> None:
        """Start the bot worker on ``match`` while a person plays (a bot to act has started it)."""
        if self.net_table is not None:  # the server's bots play its table
            return
        if self.controller is not None and self.controller.game is match and self.controller.human_to_act:
            self.thinker.warm_up(match.game_id, match.to_record(), tuple(p.kind for p in match.players))

    def start_tutorial(self) -> None:
        """The guided first game of the current game (Canvas's when it has none)."""
        self._drop_drag()  # a question may take the mouse: the card goes home
        if not self.may_drop_game(_("The guided first game")):
            return
        tutorial = getattr(self.kit, "tutorial", None) or games.kit(games.DEFAULT_GAME).tutorial
        match = tutorial.new_match()
        self.start_game(match)
        self._autosave(match.to_record())

    def new_game(self, game_id: str, players: tuple[PlayerSpec, ...], seed: int,
                 options: dict[str, Any]) -> str | None:
        """Start a new game; returns an error line if these options cannot make one."""
        try:
            match = games.game(game_id).new_match(players, seed, options)
        except SetupError as err:
            return str(err)
        self.start_game(match)
        # a game just dealt loses nothing by waiting: the table's first paint does not wait for it
        self.when_table_shows(lambda: self._autosave(match.to_record()) if self.controller is not None
                              and self.controller.game is match else None)
        return None

    def quick_start(self, game_id: str) -> str | None:
        """A new game of ``game_id`` at once: the last seats chosen for it, or you against a
        Normal bot, the default options and a fresh seed (``canvas-table --game ID``)."""
        from canvas_table.app.seeds import new_seed

        game = games.game(game_id)
        last = self.settings.last_new_game
        seats = last.get("seats") if last.get("game") == game_id else None
        players = (PlayerSpec(_("You")), PlayerSpec("Claude", "bot:normal"))
        if isinstance(seats, list) and game.players[0] <= len(seats) <= game.players[1] and all(
                isinstance(s, dict) and isinstance(s.get("name"), str) and s["name"].strip()
                and s.get("kind") in ("human", *(f"bot:{lv}" for lv in game.levels)) for s in seats):
            players = tuple(PlayerSpec(s["name"].strip(), s["kind"]) for s in seats)
        return self.new_game(game_id, players, new_seed(), option_values(game.options, len(players)))

    def _bot_turn(self, seat: int) -> None:
        assert self.controller is not None
        if seat in getattr(self.controller, "remote", ()):
            return  # played at a network table: its move comes from the server
        if self._revealing:  # the worker's start would compete with decoding the new table's art
            controller = self.controller
            self._on_reveal.append(lambda: self._bot_turn(seat) if self.controller is controller else None)
            return
        match = self.controller.game
        level = match.players[seat].kind.removeprefix("bot:")
        seed = games.game(match.game_id).decision_seed(self.controller.state)
        self.thinker.think(match.game_id, match.to_record(), level, seed)

    def _bot_decided(self, request: int, action: object) -> None:
        if request != self.thinker.request or self.controller is None:
            return
        pause = 0 if self.settings.animation_speed <= 0 else round(
            BOT_PAUSE_MS / self.settings.animation_speed)
        self._pending = (self.controller, action)
        self._bot_timer.start(pause)

    def _apply_pending(self) -> None:
        pending, self._pending = self._pending, None
        if pending is not None and pending[0] is self.controller:
            pending[0].apply_bot_action(pending[1])

    def _game_over(self) -> None:
        if self.net_table is not None:  # the server announces the end, after its vote if any
            self.net_table.vote_here()
            if not self.net_table.settled:
                return
        self.game_over_here()

    def game_over_here(self) -> None:
        """The game on the table is over and settled: clear the autosave, show the end soon."""
        if not self.read_only:
            try:
                autosave.clear_autosave()
            except OSError as err:  # the finished game stays; resuming skips a finished game
                log.warning("cannot remove the autosave: %s", err)
        self._end_timer.start(600)

    # -- saving -------------------------------------------------------------------------------

    def show_end(self) -> None:
        """The end-of-game dialog; play again opens a new game."""
        from canvas_table.app.end_dialog import EndDialog

        if self.controller is None:
            return
        self._drop_drag()
        before_end = getattr(self.kit, "before_end", None)
        if before_end is not None and self.net_table is None:  # a network table's server voted
            before_end(self, self.controller)  # e.g. Layers' beauty vote on a tie
        match = self.controller.game
        report = games.game(match.game_id).report(self.controller.state)
        summary = self.record_statistics(report)  # counts the finished game once; None when read-only
        dialog = EndDialog(report, self.kit, self.art_dir, self, summary=summary)
        if dialog.exec() == 2:
            self.new_game_dialog()

    # -- commands -----------------------------------------------------------------------------

    def _apply_settings(self) -> None:
        if self.board is not None:
            self.board.speed = self.settings.animation_speed
            self.board.confirm = self._confirm if self.settings.confirm_commit else None

    def _confirm(self, question: str) -> bool:
        answer = QMessageBox.question(self, _("Paint it?"), question)
        return answer == QMessageBox.StandardButton.Yes

    def commit(self) -> None:
        """Commit the arranged painting."""
        if self.board is not None:
            self.board.commit()

    def undo(self) -> None:
        """Undo an arrangement step or your last move (see table/turns.py); the log loses the
        lines of the moves taken back; a refusal says why in the status line and a toast."""
        if self.controller is None:
            return
        self._drop_drag()
        if self.net_table is not None:
            self._say(_("No undo at a network table: every move there is final."))
            return
        undo_reason = getattr(self.controller, "undo_reason", None)
        reason = undo_reason() if undo_reason is not None else None
        if reason is None:  # the game goes back: what the bot was about to do no longer holds
            self._hold()
            reason = self.controller.undo()
            if reason is None:
                self._forget_log_after(len(self.controller.game.actions))
        if reason:
            self._say(reason)

    # -- plumbing -----------------------------------------------------------------------------

    def _key(self, event: QKeyEvent) -> bool:
        return self.board is not None and self.board.key(event)

    def _log(self, line: str) -> None:
        self._add_log_line(line, len(self.controller.game.actions) if self.controller is not None else 0)

    def closeEvent(self, event: QCloseEvent) -> None:
        if event.spontaneous() and not self.may_quit():
            event.ignore()
            return
        self._hold()
        self.leave_table()
        # a closed window leaves nothing running: its timers, the bot worker (its process
        # joined), the art thread and the face loaders' threads (see WindowArt.stop_art)
        for timer in self.findChildren(QTimer):
            timer.stop()
        self.thinker.shutdown()
        self.stop_art()
        remember_place(self, self.settings)
        self._save_settings()
        if self.data_lock is not None:
            self.data_lock.release()
            self.data_lock = None
        super().closeEvent(event)

