"""The main window's files: autosave that never stops the game, settings, Save, Load and resume,
the banner above the table that says what could not be written and what to do, asking before a
game in progress is dropped, and the game log's bookkeeping (its history on Load and Resume, the
lines of moves an undo took back).

A game is dropped by New game, Load and the guided game, which replace it in the autosave too: they
ask first unless Game > Save (or the Load itself) has kept every move. Quitting drops nothing while
the autosave works (the next start offers to resume), so it asks only when the game cannot be
autosaved: a read-only window, or an autosave that failed."""

from __future__ import annotations

import logging
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QFileDialog, QMessageBox

from canvas_table import games
from canvas_table.app import autosave, paths
from canvas_table.app.paths import saves_dir
from canvas_table.app.settings import save_settings
from canvas_table.errors import DataError, RecordError
from canvas_table.i18n import _, digits

log = logging.getLogger(__name__)


class WindowFiles:
    """A mixin of the main window (which provides the attributes named below)."""

    read_only: bool
    settings: Any
    controller: Any
    notice: Any
    _notices: dict[str, str]
    _autosave_problem: str | None
    _settings_problem: str | None
    _saved_actions: list[Any] | None
    _log_moves: list[int]
    log: Any
    kit: Any

    def _start_notices(self, notices: Iterable[str]) -> None:
        """The banner's first lines: problems found at start, read-only mode, an unwritable folder."""
        for k, line in enumerate(notices):
            self._set_notice(f"start-{k}", line)
        if self.read_only:
            self._set_notice("read-only", _("Read-only: another Canvas Table window uses this data folder, "
                                            "so this one saves nothing by itself (Game > Save still "
                                            "works)."))
            return
        problem = autosave.folder_problem()
        if problem is not None:
            self._autosave_problem = problem
            self._set_notice("autosave", _(
                "Cannot write in the data folder {folder} ({error}): games are not autosaved. Make "
                "the folder writable or free some space; Game > Save can keep a game elsewhere."
            ).format(folder=paths.shown(paths.user_data_dir()), error=problem))

    def _autosave(self, record: dict[str, Any]) -> None:
        """The controller's autosave: never raises (the game goes on in memory); a failure is
        shown once, and the next save that works says so."""
        if self.read_only:
            return
        try:
            autosave.write_autosave(record)
        except Exception as err:  # a full disk, a read-only folder, text UTF-8 cannot hold...
            log.warning("autosave failed: %s", err)
            error = getattr(err, "strerror", None) or str(err) or type(err).__name__
            first = self._autosave_problem is None
            self._autosave_problem = error
            path = paths.autosave_path()
            line = _("Autosave failed: cannot write {file} in {folder} ({error}). The game goes on; free "
                     "some space or make the folder writable, or keep the game with Game > Save.").format(
                file=path.name, folder=paths.shown(path.parent), error=error)
            self._set_notice("autosave", line)
            if first:
                self._say(line)
            return
        if self._autosave_problem is not None:
            self._autosave_problem = None
            self._set_notice("autosave", None)
            self._say(_("Autosave works again: the game is saved."))

    def _save_settings(self) -> None:
        """Write the settings (not in a read-only window); a failure is shown once."""
        if self.read_only:
            return
        problem = save_settings(self.settings)
        if problem is not None and self._settings_problem is None:
            self._set_notice("settings", problem)
            self._say(problem)
        elif problem is None and self._settings_problem is not None:
            self._set_notice("settings", None)
        self._settings_problem = problem

    def _set_notice(self, key: str, line: str | None) -> None:
        """Show ``line`` in the banner above the table until it is replaced or cleared (None)."""
        if line is None:
            self._notices.pop(key, None)
        else:
            self._notices[key] = line
        self.notice.setText("\n".join(self._notices.values()))
        self.notice.setVisible(bool(self._notices))

    @property
    def notices(self) -> list[str]:
        """The lines the banner above the table shows."""
        return list(self._notices.values())

    def save_dialog(self) -> None:
        """Save the game as a record file."""
        if self.controller is None:
            return
        self._drop_drag()
        try:
            self.controller.game.to_record()
        except ValueError:  # a sealed network table's record stays on its server until the end
            self._say(_("A table played across machines is saved by its server: its record comes "
                        "to this window once the game is over."))
            return
        suggested = autosave.default_save_path(games.game(self.controller.game.game_id).name)
        path, _filter = QFileDialog.getSaveFileName(self, _("Save game"), str(suggested),
                                                    _("Saved games (*.json)"))
        if not path:
            return
        try:
            autosave.save_game(path, self.controller.game)
        except (OSError, ValueError) as err:
            error = getattr(err, "strerror", None) or str(err)
            line = _("{file} could not be written in {folder} ({error}). Nothing was saved; choose "
                     "another folder or free some space.")
            QMessageBox.warning(self, _("Cannot save this game"), line.format(
                file=Path(path).name, folder=paths.shown(Path(path).parent), error=error))
            return
        self._saved_actions = list(self.controller.game.actions)
        self._say(_("Saved to {file}.").format(file=Path(path).name))

    def load_dialog(self) -> None:
        """Load a record file; a bad file is explained and nothing else changes."""
        self._drop_drag()
        if not self.may_drop_game(_("Loading a game")):
            return
        path, _filter = QFileDialog.getOpenFileName(
            self, _("Load game"), str(saves_dir()),
            _("Saved games (*.json)") + ";;" + _("All files (*)"))
        if path:
            self.load_file(path)

    def load_file(self, path: str) -> str | None:
        """Open a saved game; returns the error line if it cannot be opened."""
        try:
            game = autosave.load_game_file(path)
        except (RecordError, DataError) as err:
            QMessageBox.warning(self, _("Cannot open this game"), str(err))
            return str(err)
        self.start_game(game)
        self._saved_actions = list(game.actions)  # the file keeps it
        self._autosave(game.to_record())  # a later resume brings back this game, not the one before
        return None

    def offer_resume(self) -> bool:
        """On start: resume the autosaved game if there is one and the player wants it."""
        game, error = autosave.read_autosave(repair=not self.read_only)
        if error:
            QMessageBox.warning(self, _("The last game could not be restored"), error)
        if game is None or game.state.is_over():
            return False
        answer = QMessageBox.question(self, _("Resume?"), _("Resume your last game where you left it?"))
        if answer == QMessageBox.StandardButton.Yes:
            self.start_game(game)
            return True
        return False

    def _track_new_game(self, match: Any) -> None:
        """Start the window's records of ``match``, just put on the table: the log (its first
        line, then the lines of the moves already played, as they were written when played) and
        no Game > Save of it yet."""
        self.log.clear()
        self._log_moves.clear()
        self._saved_actions = None
        told = getattr(match, "told", None)  # a sealed network table: no record, its own log
        first = self.kit.new_match_log(match) if told is None else told[0][1]
        history = getattr(self.controller, "history", None) if told is None else lambda: told[1:]
        # in one batch with one scroll: a scroll lays out every line, so one per line costs the
        # square of a long game's length (minutes for a thousand moves)
        self._add_log_lines([(0, first), *(history() if history is not None else [])])

    def _add_log_line(self, line: str, moves: int) -> None:
        """Add ``line`` to the log, written when the game had ``moves`` actions (in the
        language's own digits)."""
        self._add_log_lines([(moves, line)])

    def _add_log_lines(self, lines: Sequence[tuple[int, str]]) -> None:
        """Add ``lines`` (each with the number of actions played when it was written) to the
        log in one batch and show its last line."""
        self.log.addItems([digits(line) for _moves, line in lines])
        self._log_moves.extend(moves for moves, _line in lines)
        self.log.scrollToBottom()

    def _forget_log_after(self, moves: int) -> None:
        """Take out the log's lines of moves an undo took back (those written after ``moves``)."""
        for row in range(len(self._log_moves) - 1, -1, -1):
            if self._log_moves[row] > moves:
                del self._log_moves[row]
                self.log.takeItem(row)

    def dirty(self) -> bool:
        """True while a game is in progress with moves that no Game > Save or Load has kept."""
        c = self.controller
        return c is not None and not c.state.is_over() and bool(c.game.actions) and \
            c.game.actions != self._saved_actions

    def may_drop_game(self, doing: str) -> bool:
        """Ask before ``doing`` (a new game, a load, the guided game) drops a game in progress:
        Save keeps it first (and goes on only if it was saved), Discard goes on, Cancel stays."""
        if not self.dirty():
            return True
        buttons = QMessageBox.StandardButton
        answer = QMessageBox.question(
            self, _("Leave this game?"),
            _("{doing} ends the game in progress: the moves that Game > Save has not kept will be "
              "lost. Save it first?").format(doing=doing),
            buttons.Save | buttons.Discard | buttons.Cancel, buttons.Cancel)
        if answer == buttons.Save:
            self.save_dialog()
            return not self.dirty()
        return answer == buttons.Discard

    def may_quit(self) -> bool:
        """Ask before quitting only when it would lose the game in progress: the autosave keeps it
        otherwise (the next start offers to resume it), or when it serves a network table that
        people at other machines are playing."""
        if self.net_table is not None and not self.net_table.may_close():
            return False
        if self.read_only or self._autosave_problem is not None:
            return self.may_drop_game(_("Quitting"))
        return True

    def quit_window(self) -> None:
        """Game > Quit: close the window, asking first as :meth:`may_quit` does (the title bar's
        close button asks in ``closeEvent``; closing from code never asks)."""
        self._drop_drag()
        if self.may_quit():
            self.close()
