"""Words every game's table shows the same way: the bot levels' names."""

from __future__ import annotations

from canvas_table.i18n import _


def level_name(level: str) -> str:
    """A bot level's name, in the active language."""
    return {
        "easy": _("Easy"), "normal": _("Normal"), "hard": _("Hard"), "master": _("Master"),
        "random": _("Random"), "greedy": _("Greedy"),
    }.get(level, level.title())
