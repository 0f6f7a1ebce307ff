"""The names printed on Canvas cards, in the active language.

The card data keeps its English names (records, the command line and the rules use those); the
table, the log, the end screen and the close-up show these. Each name is looked up with its
kind as context, so a word that names two things can be translated twice.
"""

from __future__ import annotations

from canvas_table.canvas.cards import ArtCard, Background
from canvas_table.i18n import pgettext


def art_card_name(card: ArtCard) -> str:
    """The title word of an art card."""
    return pgettext("art card", card.title)


def background_name(background: Background) -> str:
    """The name of a background card."""
    return pgettext("background", background.name)
