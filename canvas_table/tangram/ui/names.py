"""Tangram Champions' names in the active language: the figures and the seven colours.

The colours are the catalogue's plain words (``_("red")``), as the rules' texts list them.

The data keeps its English names (records, the command line and the rules use those); the table,
the log, the puzzle and the rules page show these.
"""

from __future__ import annotations

from canvas_table.i18n import CONTEXT_SEP, _, pgettext

FIGURE = "tangram figure"


def figure_name(figure_id: str) -> str:
    """The name of figure ``figure_id`` (``"orange-1"``), or the id when there is no such figure."""
    from canvas_table.tangram.figures import figures  # the geometry: not needed to show the board

    found = figures().get(figure_id)
    return pgettext(FIGURE, found.name) if found is not None else figure_id


def colour_name(colour: str) -> str:
    """One of the seven colours' names (``"orange"``), lower case as in a sentence."""
    return _(colour)


def catalogue_keys() -> set[str]:
    """Every catalogue key this module looks up (context and text), for the completeness test."""
    from canvas_table.tangram.figures import figures

    return {FIGURE + CONTEXT_SEP + figure.name for figure in figures().values()}
