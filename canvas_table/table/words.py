"""Words every game's table shows the same way: the bot levels' names, the rules' reasons and
the game log's last line."""

from __future__ import annotations

from collections.abc import Sequence

from canvas_table.engine.reasons import match
from canvas_table.i18n import _


def level_name(level: str) -> str:
    """A bot level's name, in the active language."""
    return {
        "easy": _("Easy"), "normal": _("Normal"), "hard": _("Hard"), "master": _("Master"),
        "random": _("Random"), "greedy": _("Greedy"),
    }.get(level, level.title())


def translate_reason(reason: str | None, templates: Sequence[str]) -> str | None:
    """A reason from a game's rules in the active language: matched to one of the game's English
    ``templates`` and formatted from its translation (None stays None; unknown text is kept)."""
    if reason is None:
        return None
    found = match(reason, templates)
    if found is None:
        return reason
    template, values = found
    return _(template).format(**values)


def result_line(names: list[str], score: int) -> str:
    """The log's last line: who won, with how many points."""
    if len(names) > 1:
        return _("The game is over: {names} and {last} share the win with {score} points.").format(
            names=_(", ").join(names[:-1]), last=names[-1], score=score)
    return _("The game is over: {name} wins with {score} points.").format(name=names[0], score=score)
