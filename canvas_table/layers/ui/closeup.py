"""Layers's close-ups: a face-up card's film on the painting board, its title and its symbols.

The key is what the table's cards offer (``closeup_key``): a face-up film's ``layers:<id>``; a
card face down (``back``) has none.
"""

from __future__ import annotations

from canvas_table.i18n import _
from canvas_table.layers.state import LayersState
from canvas_table.layers.ui.faces import symbol_face
from canvas_table.layers.ui.items import BOARD
from canvas_table.layers.ui.names import card_name
from canvas_table.layers.ui.words import symbol_name
from canvas_table.table.closeup import CloseUp, CloseUpIcon
from canvas_table.table.pieces import sentence


def closeup(state: LayersState, key: str) -> CloseUp | None:
    """The close-up of the card with ``key`` in the game ``state``; None for anything else."""
    kind, _sep, name = key.partition(":")
    card = state.deck.get(int(name)) if kind == "layers" and name.isdigit() else None
    if card is None:
        return None
    icons = tuple(CloseUpIcon(symbol_face(s.kind, s.negative), sentence(symbol_name(s.kind, s.negative)))
                  for s in sorted(card.symbols, key=lambda s: s.position))
    return CloseUp(card_name(card), _("Layers card"), (BOARD, key), icons=icons)
