"""The main window's statistics commands: Game > Statistics, and counting a finished game. The
dialog and the statistics file are imported when first used (not before the window shows)."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from canvas_table.app.stats import Summary

log = logging.getLogger(__name__)


class StatsCommands:
    """A mixin of the main window: Game > Statistics, and counting a finished game."""

    read_only: bool
    controller: Any

    def statistics_dialog(self) -> None:
        """Show the statistics (a read-only window shows them but changes nothing)."""
        from canvas_table.app.stats import load_stats
        from canvas_table.app.stats_dialog import StatsDialog

        read_only = bool(getattr(self, "read_only", False))
        StatsDialog(load_stats(repair=not read_only), read_only, self).exec()  # type: ignore[arg-type]

    def record_statistics(self, report: dict[str, Any]) -> Summary | None:
        """Count the finished game on the table; its figures for the end screen, or None.

        A read-only window and the guided first game count nothing; a problem with the file is
        said on the status line (the game is never stopped by it).
        """
        controller = getattr(self, "controller", None)
        if getattr(self, "read_only", False) or controller is None:
            return None
        if getattr(self, "coach", None) is not None:  # the guided first game
            return None
        from canvas_table.app.stats import record_game

        match = controller.game
        try:
            summary = record_game(report, match.to_record(), match.game_id)
        except Exception:  # the statistics must never cost the end of a game
            log.exception("cannot record the statistics")
            return None
        if summary is not None and summary.problem:
            say = getattr(self, "_say", None)
            if say is not None:
                say(summary.problem)
        return summary
