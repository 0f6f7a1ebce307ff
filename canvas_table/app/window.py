"""The main window: the table in the middle, the game log beside it, menus, and the game cycle.

It wires a game's controller to the table: human gestures go through the board, bot turns go to
a worker thread and come back as signals, every committed action is autosaved.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QImage, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QLabel,
    QListWidget,
    QMainWindow,
    QMessageBox,
    QProgressBar,
)

from canvas_table.app import autosave
from canvas_table.app.hint_commands import HintCommands
from canvas_table.app.settings import Settings, load_settings, save_settings
from canvas_table.app.workers import ArtBuilder, BotThinker
from canvas_table.canvas.bots import decision_seed
from canvas_table.canvas.record import CanvasGame
from canvas_table.canvas.report import final_report
from canvas_table.canvas.setup import GameConfig, SetupError
from canvas_table.canvas.tutorial import is_tutorial, lesson, new_tutorial_game
from canvas_table.canvas.ui import layout
from canvas_table.canvas.ui.board import CanvasBoard
from canvas_table.canvas.ui.coach import CoachItem
from canvas_table.canvas.ui.controller import CanvasController
from canvas_table.canvas.ui.faces import CanvasFaces
from canvas_table.canvas.ui.items import render_painting
from canvas_table.engine.records import RecordError
from canvas_table.i18n import _
from canvas_table.table.faces import FaceCache
from canvas_table.table.scene import TableScene
from canvas_table.table.view import TableView

BOT_PAUSE_MS = 450
LOG_STYLE = (
    "QListWidget { background: #1f332c; color: #efe6cf; border: none; padding: 6px;"
    " font-family: Lato; font-size: 10.5pt; }"
    "QListWidget::item { padding: 4px 2px; border-bottom: 1px solid #2f4a3f; }"
)  # a bot's move waits this long at normal speed, so people can follow it


class MainWindow(HintCommands, QMainWindow):
    """Canvas Table's window."""

    def __init__(self, settings: Settings | None = None, build_art: bool = True) -> None:
        super().__init__()
        self.setWindowTitle(_("Canvas Table"))
        self.settings = settings or load_settings()
        self.faces = CanvasFaces(None, asynchronous=True, parent=self)
        self.face_cache = FaceCache(self.faces)
        self.faces.loaded.connect(self._face_loaded)
        self.scene = TableScene(layout.SCENE, self)
        self.view = TableView(self.scene, self)
        self.view.setAccessibleName(_("Card table"))
        self.view.viewport().setAccessibleName(self.view.accessibleName())
        self.view.key_handler = self._key
        self.setCentralWidget(self.view)
        self.controller: CanvasController | None = None
        self.coach: CoachItem | None = None
        self.board: CanvasBoard | None = None
        self.thinker = BotThinker(self)
        self.thinker.decided.connect(self._bot_decided)
        self.thinker.failed.connect(self._say)
        self.thinker.hinted.connect(self._move_hinted)
        self._pending: tuple[CanvasController, object] | None = None
        self._bot_timer = self._timer(self._apply_pending)
        self._end_timer = self._timer(self.show_end)
        self._build_log()
        self._build_status()
        self.scene.refused.connect(self.status.setText)
        self._build_menus()
        self.resize(1600, 900)
        self.art = ArtBuilder(self)
        self.art.progress.connect(self._art_progress)
        self.art.ready.connect(self._art_ready)
        self.art.failed.connect(self._say)
        if build_art:
            QTimer.singleShot(0, self, self.art.start)

    # -- pieces of the window -----------------------------------------------------------------

    def _timer(self, slot) -> QTimer:
        """A single-shot timer owned by the window (it dies with it, so never fires late)."""
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.timeout.connect(slot)
        return timer

    def _build_log(self) -> None:
        self.log = QListWidget()
        self.log.setStyleSheet(LOG_STYLE)
        self.log.setAccessibleName(_("Game log"))
        self.log.setWordWrap(True)
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        dock = QDockWidget(_("Game log"), self)
        dock.setObjectName("log")
        dock.setWidget(self.log)
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        self.resizeDocks([dock], [250], Qt.Orientation.Horizontal)
        self.log_dock = dock

    def _build_status(self) -> None:
        self.status = QLabel("")
        self.status.setAccessibleName(_("Message"))
        self.statusBar().addWidget(self.status, 1)
        self.art_bar = QProgressBar()
        self.art_bar.setMinimumWidth(300)
        self.art_bar.setFormat(_("Painting the cards… {percent}").format(percent="%p%"))
        self.art_bar.setVisible(False)
        self.statusBar().addPermanentWidget(self.art_bar)

    def _action(self, menu, text: str, shortcut, slot) -> QAction:
        action = QAction(text, self)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _build_menus(self) -> None:
        game = self.menuBar().addMenu(_("&Game"))
        self._action(game, _("&New game…"), QKeySequence.StandardKey.New, self.new_game_dialog)
        self._action(game, _("&Save…"), QKeySequence.StandardKey.Save, self.save_dialog)
        self._action(game, _("&Load…"), QKeySequence.StandardKey.Open, self.load_dialog)
        game.addSeparator()
        self._action(game, _("&Undo"), QKeySequence.StandardKey.Undo, self.undo)
        self._action(game, _("&Paint it (commit)"), "Ctrl+Return", self.commit)
        game.addSeparator()
        self._action(game, _("&Quit"), QKeySequence.StandardKey.Quit, self.close)
        view = self.menuBar().addMenu(_("&View"))
        self.fullscreen_action = self._action(view, _("&Full screen"), "F11", self.toggle_fullscreen)
        self.fullscreen_action.setCheckable(True)
        log_toggle = self.log_dock.toggleViewAction()  # hide the log for a larger table
        log_toggle.setText(_("Game &log"))
        log_toggle.setShortcut(QKeySequence("F9"))
        view.addAction(log_toggle)
        self._action(view, _("&Settings…"), "Ctrl+,", self.settings_dialog)
        hints = self.menuBar().addMenu(_("H&ints"))
        self._action(hints, _("Suggest a &painting"), "H", self.suggest_painting)
        self._action(hints, _("Suggest a &move"), "Shift+H", self.suggest_move)
        help_menu = self.menuBar().addMenu(_("&Help"))
        self._action(help_menu, _("&Guided first game"), None, self.start_tutorial)
        self._action(help_menu, _("&Rules"), "F1", self.rules_dialog)

    # -- the game cycle -----------------------------------------------------------------------

    def start_game(self, game: CanvasGame) -> None:
        """Put ``game`` on the table and start its turn cycle."""
        self.thinker.cancel()
        self._pending = None
        self._end_timer.stop()
        if self.board is not None:
            self.board.remove()
        self.controller = CanvasController(game, autosave.write_autosave)
        self.board = CanvasBoard(self.scene, self.face_cache, self.controller)
        self._apply_settings()
        self.board.hint_requested.connect(
            lambda kind: self.suggest_painting() if kind == "painting" else self.suggest_move())
        self.controller.logged.connect(self._log)
        self.controller.message.connect(self._say)
        self.controller.bot_turn.connect(self._bot_turn)
        self.controller.game_over.connect(self._game_over)
        self.coach = CoachItem() if is_tutorial(game) else None
        if self.coach is not None:
            self.scene.addItem(self.coach)
            self.controller.changed.connect(self._coach_update)
            self._coach_update()
        self.log.clear()
        if any(p.kind != "human" for p in game.state.setup.players):
            self.thinker.warm_up()
        names = ", ".join(p.name for p in game.state.setup.players)
        self._log(_("New game: {names}. Seed {seed}.").format(names=names, seed=game.config.seed))
        self.controller.start()

    def start_tutorial(self) -> None:
        """The guided first game: a fixed deal, against one Easy bot, with a coach."""
        game = new_tutorial_game()
        self.start_game(game)
        autosave.write_autosave(game.to_record())

    def _coach_update(self) -> None:
        if self.coach is not None and self.controller is not None:
            self.coach.show_lesson(lesson(self.controller.game, self.controller.placed))

    def new_game(self, config: GameConfig) -> str | None:
        """Start a new game from ``config``; returns an error line if it cannot start."""
        try:
            game = CanvasGame.new(config)
        except SetupError as err:
            return str(err)
        self.start_game(game)
        self.controller.autosave(game.to_record())  # type: ignore[union-attr, misc]
        return None

    def _bot_turn(self, seat: int) -> None:
        assert self.controller is not None
        state = self.controller.state
        level = state.setup.players[seat].kind.removeprefix("bot:")
        self.thinker.think(self.controller.game.to_record(), level, decision_seed(state))

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
        autosave.clear_autosave()
        self._end_timer.start(600)

    def show_end(self) -> None:
        """The end-of-game dialog; play again opens a new game."""
        from canvas_table.app.end_dialog import EndDialog

        if self.controller is None:
            return
        report = final_report(self.controller.state)
        dialog = EndDialog(report, self.render_painting, self)
        if dialog.exec() == 2:
            self.new_game_dialog()

    def render_painting(self, layers: tuple[int, ...], background: int, width: int = 700) -> QImage:
        """A finished painting as an image, with the real art (decoded now, not in the background)."""
        faces = FaceCache(CanvasFaces(self.faces.art_dir))
        return render_painting(faces, layers, background, width)

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
        """Undo an arrangement step or your last move."""
        if self.controller is None:
            return
        self.thinker.cancel()
        reason = self.controller.undo()
        if reason:
            self._say(reason)

    def new_game_dialog(self) -> None:
        """Ask for the options of a new game and start it."""
        from canvas_table.app.new_game_dialog import NewGameDialog

        dialog = NewGameDialog(self, self.settings.last_new_game or None)
        if dialog.exec():
            self.settings.last_new_game = dialog.choices()
            save_settings(self.settings)
            error = self.new_game(dialog.config())
            if error:
                QMessageBox.warning(self, _("Cannot start this game"), error)

    def save_dialog(self) -> None:
        """Save the game as a record file."""
        if self.controller is None:
            return
        path, _filter = QFileDialog.getSaveFileName(self, _("Save game"), str(autosave.default_save_path()),
                                                    _("Canvas games (*.json)"))
        if path:
            autosave.save_game(path, self.controller.game)
            self._say(_("Saved to {file}.").format(file=Path(path).name))

    def load_dialog(self) -> None:
        """Load a record file; a bad file is explained and nothing else changes."""
        path, _filter = QFileDialog.getOpenFileName(
            self, _("Load game"), str(autosave.default_save_path().parent),
            _("Canvas games (*.json)") + ";;" + _("All files (*)"))
        if path:
            self.load_file(path)

    def load_file(self, path: str) -> str | None:
        """Open a saved game; returns the error line if it cannot be opened."""
        try:
            game = autosave.load_game_file(path)
        except RecordError as err:
            QMessageBox.warning(self, _("Cannot open this game"), str(err))
            return str(err)
        self.start_game(game)
        return None

    def offer_resume(self) -> bool:
        """On start: resume the autosaved game if there is one and the player wants it."""
        game, error = autosave.read_autosave()
        if error:
            QMessageBox.warning(self, _("The last game could not be restored"), error)
        if game is None or game.state.is_over():
            return False
        answer = QMessageBox.question(self, _("Resume?"), _("Resume your last game where you left it?"))
        if answer == QMessageBox.StandardButton.Yes:
            self.start_game(game)
            return True
        return False

    def first_start(self) -> None:
        """What the window does when it opens: resume, or offer the guided game once, or ask."""
        if self.offer_resume():
            return
        if not self.settings.tutorial_offered:
            self.settings.tutorial_offered = True
            save_settings(self.settings)
            answer = QMessageBox.question(
                self, _("Welcome to Canvas Table"),
                _("New to Canvas? Play a guided first game: a coach shows you each move."))
            if answer == QMessageBox.StandardButton.Yes:
                self.start_tutorial()
                return
        self.new_game_dialog()

    def settings_dialog(self) -> None:
        """Edit and apply the settings."""
        from canvas_table.app.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.settings, self)
        if dialog.exec():
            self.settings = dialog.settings()
            save_settings(self.settings)
            self._apply_settings()
            if self.settings.fullscreen != self.isFullScreen():
                self.toggle_fullscreen()

    def rules_dialog(self) -> None:
        """Show the rules."""
        from canvas_table.app.rules_dialog import RulesDialog

        RulesDialog(self).exec()

    def toggle_fullscreen(self) -> None:
        """Switch between full screen and a window."""
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.fullscreen_action.setChecked(self.isFullScreen())

    # -- plumbing -----------------------------------------------------------------------------

    def _key(self, event: QKeyEvent) -> bool:
        return self.board is not None and self.board.key(event)

    def _log(self, line: str) -> None:
        self.log.addItem(line)
        self.log.scrollToBottom()

    def _say(self, line: str) -> None:
        self.status.setText(line)
        if self.board is not None:
            self.board.toast.say(line)

    def _art_progress(self, done: int, total: int) -> None:
        self.art_bar.setVisible(done < total)
        self.art_bar.setRange(0, total)
        self.art_bar.setValue(done)

    def _face_loaded(self, face: str) -> None:
        self.face_cache.forget(face)
        if face == "ui:mat":
            self.view.set_mat(self.faces.image("ui:mat"))
        self.scene.update()

    def _art_ready(self, folder: str) -> None:
        self.art_bar.setVisible(False)
        self.faces.set_art_dir(Path(folder))
        self.face_cache.invalidate()
        self.view.set_mat(self.faces.image("ui:mat"))
        self.scene.update()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.thinker.cancel()
        save_settings(self.settings)
        super().closeEvent(event)
