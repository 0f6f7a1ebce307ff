"""The names printed on Layers cards, in the active language.

The card data keeps its English titles (records, the command line and the rules use those); the
table, the log, the end screen and the close-up show these.
"""

from __future__ import annotations

from canvas_table.i18n import pgettext
from canvas_table.layers.cards import LayersCard


def card_name(card: LayersCard) -> str:
    """The title of a Layers card."""
    return pgettext("layers card", card.title)
