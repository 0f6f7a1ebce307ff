"""The names printed on Layers cards, in the active language.

The card data keeps its English titles (records, the command line and the rules use those); the
table, the log, the end screen and the close-up show these.
"""

from __future__ import annotations

from canvas_table.i18n import CONTEXT_SEP, pgettext
from canvas_table.layers.cards import LayersCard

LAYERS_CARD = "layers card"


def card_name(card: LayersCard) -> str:
    """The title of a Layers card."""
    return pgettext(LAYERS_CARD, card.title)


def catalogue_keys(cards: dict[int, LayersCard]) -> set[str]:
    """Every catalogue key this module looks up (context and title), for the completeness test."""
    return {LAYERS_CARD + CONTEXT_SEP + card.title for card in cards.values()}
