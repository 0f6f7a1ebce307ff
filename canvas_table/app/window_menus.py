"""The main window's chrome: the menus (and the Hints menu's commands), the game log beside the
table and the status line. The Qt types of the menus and the log are imported where they are
built, after the window shows (a Qt type's first use makes its enums)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QLabel, QProgressBar

from canvas_table import games
from canvas_table.app.net_commands import NetCommands
from canvas_table.app.paths import user_data_dir
from canvas_table.app.stats_commands import StatsCommands
from canvas_table.i18n import _

if TYPE_CHECKING:
    from PySide6.QtGui import QAction

STATUS_MS = 8000  # a status line fades after this long


class WindowMenus(StatsCommands, NetCommands):
    """A mixin of the main window: builds its menus, log and status line (the slots are its own;
    Game > Statistics and the counting of finished games come with :class:`StatsCommands`, the
    network tables with :class:`NetCommands`)."""

    log: Any
    log_dock: Any
    status: Any
    art_bar: Any
    fullscreen_action: Any
    hints: Any  # the game kit's hint commands, or None
    controller: Any
    thinker: Any
    settings: Any
    read_only: bool
    finished: bool
    board: Any
    _status_timer: Any

    def _build_log(self) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QDockWidget

        from canvas_table.app.log_view import make_log_view

        self.log = make_log_view()
        self.log.setAccessibleName(_("Game log"))
        dock = QDockWidget(_("Game log"), self)
        dock.setObjectName("log")
        dock.setWidget(self.log)
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                         | QDockWidget.DockWidgetFeature.DockWidgetClosable)  # F9 hides it
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        self.resizeDocks([dock], [250], Qt.Orientation.Horizontal)
        self.log_dock = dock

    def _set_status(self, line: str) -> None:
        """Show ``line`` as a sentence in the status bar (a refused card's reason stays there)."""
        from canvas_table.table.pieces import sentence  # with the first board, once the window shows

        self.status.setText(sentence(line))

    def _say(self, line: str) -> None:
        """Say ``line`` in the status bar for a while, and over the table."""
        self._set_status(line)
        self._status_timer.start(STATUS_MS)
        if self.board is not None:
            self.board.toast.say(line)

    def _build_status(self) -> None:
        """The status line's message and the bar of the art's progress, not yet in the status
        bar: making a window's status bar is some 15 ms a start spends once the window shows.
        Both are the window's (hidden) until then: a window closed before that deletes them."""
        self.status = QLabel("", self)  # type: ignore[call-overload]
        self.status.setAccessibleName(_("Message"))
        self.status.setVisible(False)
        self.art_bar = QProgressBar(self)  # type: ignore[call-overload]
        self.art_bar.setMinimumWidth(300)
        self.art_bar.setFormat(_("Painting the cards… {percent}").format(percent="%p%"))
        self.art_bar.setVisible(False)

    def _place_status(self) -> None:
        """Put the message and the art's bar in the window's status bar (the bar shown if the
        cards are being painted)."""
        bar = self.statusBar()
        bar.addWidget(self.status, 1)
        self.status.setVisible(True)
        bar.addPermanentWidget(self.art_bar)
        self.art_bar.setVisible(self.art_bar.minimum() <= self.art_bar.value() < self.art_bar.maximum())
        bar.setVisible(True)

    def _art_progress(self, done: int, total: int) -> None:
        """The status line's bar while the cards are being painted (hidden when done)."""
        self.art_bar.setRange(0, total)
        self.art_bar.setValue(done)
        if self.finished:  # else it is not in the status bar yet: it would show on its own
            self.art_bar.setVisible(done < total)

    def _action(self, menu, text: str, shortcut, slot) -> QAction:
        from PySide6.QtGui import QAction, QKeySequence

        action = QAction(text, self)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _build_menus(self) -> None:
        from PySide6.QtGui import QKeySequence

        game = self.menuBar().addMenu(_("&Game"))
        self._action(game, _("&New game…"), QKeySequence.StandardKey.New, self.new_game_dialog)
        self._action(game, _("&Save…"), QKeySequence.StandardKey.Save, self.save_dialog)
        self._action(game, _("&Load…"), QKeySequence.StandardKey.Open, self.load_dialog)
        self._action(game, _("&Host a table…"), None, self.host_dialog)
        self._action(game, _("&Join a table…"), None, self.join_dialog)
        self._action(game, _("S&tatistics…"), None, self.statistics_dialog)
        self._action(game, _("Tangram p&ractice…"), None, self.tangram_practice)
        game.addSeparator()
        self._action(game, _("&Undo"), QKeySequence.StandardKey.Undo, self.undo)
        self._action(game, _("&Paint it (commit)"), "Ctrl+Return", self.commit)
        game.addSeparator()
        self._action(game, _("&Quit"), QKeySequence.StandardKey.Quit, self.quit_window)
        view = self.menuBar().addMenu(_("&View"))
        self.fullscreen_action = self._action(view, _("&Full screen"), "F11", self.toggle_fullscreen)
        self.fullscreen_action.setCheckable(True)
        log_toggle = self.log_dock.toggleViewAction()  # hide the log for a larger table
        log_toggle.setText(_("Game &log"))
        log_toggle.setShortcut(QKeySequence("F9"))
        view.addAction(log_toggle)
        self._action(view, _("&Settings…"), "Ctrl+,", self.settings_dialog)
        hints = self.menuBar().addMenu(_("H&ints"))
        self._action(hints, _("Best &painting"), "H", self.suggest_painting)
        self._action(hints, _("Suggest a &move"), "Shift+H", self.suggest_move)
        help_menu = self.menuBar().addMenu(_("&Help"))
        self._action(help_menu, _("&Guided first game"), None, self.start_tutorial)
        self._action(help_menu, _("&Rules"), "F1", self.rules_dialog)

    def tangram_practice(self) -> None:
        """Game > Tangram practice: any figure, no clock, the best times kept in the data folder."""
        def coached() -> None:
            self.settings.tangram_coached = True
            self._save_settings()

        games.practice("tangram")(self, user_data_dir(), self.settings.animation_speed,
                                  self.settings.tangram_coached, coached, self.read_only)

    # -- the Hints menu's commands -----------------------------------------------------------

    def suggest_painting(self) -> None:
        """The Hints menu's first command (the best painting of the hand, in Canvas)."""
        if self.hints is None or not hasattr(self.hints, "suggest_painting"):
            self._say(_("This game has no hint of that kind."))
            return
        self.hints.suggest_painting()

    def suggest_move(self) -> None:
        """The move the Master bot would make now."""
        if self.hints is None:
            self._say(_("This game has no hint of that kind."))
            return
        self.hints.suggest_move()

    def _ask_move_hint(self) -> None:
        if self.controller is not None:
            match = self.controller.game
            if getattr(match, "sealed", None) is not None:  # a network table's seen snapshot
                self.thinker.hint_seen(match.game_id, match.state.to_json(), match.version)
            else:
                self.thinker.hint(match.game_id, match.to_record(), len(match.actions))

    def _move_hinted(self, request: int, payload: object) -> None:
        if request == self.thinker.request and self.hints is not None:
            self.hints.move_hinted(payload)

    def toggle_fullscreen(self) -> None:
        """Switch between full screen and a window."""
        if self.isFullScreen():  # type: ignore[attr-defined]
            self.showNormal()  # type: ignore[attr-defined]
        else:
            self.showFullScreen()  # type: ignore[attr-defined]
        self.fullscreen_action.setChecked(self.isFullScreen())  # type: ignore[attr-defined]
