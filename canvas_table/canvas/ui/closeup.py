"""Canvas's close-ups: an art card with its icons swatch by swatch, a background, a finished
painting with the icons that show, a scoring card.

The keys are what the table's items offer (``closeup_key``): an art card's face ``art:<id>``, an
empty sleeve's ``bg:<id>``, a sleeve's finished ``painting:<background id>``, a scoring card's
``scoring:<slot>``.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from canvas_table.art import style
from canvas_table.canvas.cards import SLOT_COLOURS, SWATCH_COLOURS
from canvas_table.canvas.state import CanvasState
from canvas_table.canvas.ui import layout as L
from canvas_table.canvas.ui.names import art_card_name, background_name, painting_title
from canvas_table.canvas.ui.words import (
    colour_name,
    points_text,
    ribbons_text,
    scoring_text,
    scoring_title,
    swatch_icon_name,
)
from canvas_table.i18n import _, digits
from canvas_table.table.closeup import CloseUp, CloseUpIcon

ART_GROUND = "#efe6d2"  # the paper a see-through art card is shown on, close up


def closeup(state: CanvasState, key: str) -> CloseUp | None:
    """The close-up of the item with ``key`` in the game ``state``; None for anything else."""
    kind, _sep, name = key.partition(":")
    if not name.isdigit():
        return None
    number = int(name)
    cards = state.setup.cards
    if kind == "art" and number in cards.art:
        card = cards.art[number]
        icons = tuple(
            CloseUpIcon(f"icon:{icon}", swatch_icon_name(icon, colour), style.SWATCH_COLOURS[colour])
            for colour, swatch in zip(SWATCH_COLOURS, card.swatches, strict=True) for icon in swatch)
        return CloseUp(art_card_name(card), _("Art card"), (key,), ART_GROUND, icons=icons)
    if kind == "bg" and number in cards.backgrounds:
        return CloseUp(background_name(cards.backgrounds[number]), _("Background"), (key,),
                       text=_("A painting is a background with three art cards laid over it."))
    if kind == "painting":
        return _painting(state, number)
    if kind == "scoring" and number < len(state.setup.scoring) and state.setup.scoring[number]:
        card = cards.scoring[state.setup.scoring[number]]  # type: ignore[index]
        kind_line = _("Scoring card · {colour} ribbons").format(colour=colour_name(SLOT_COLOURS[number]))
        points = [digits(_("{ribbons}: {points}").format(ribbons=ribbons_text(n), points=points_text(p)))
                  for n, p in enumerate(card.points, start=1)]
        return CloseUp(scoring_title(card), kind_line, paint=_scoring_painter(number, card),
                       text="\n".join([scoring_text(card), "", *points]))
    return None


def _painting(state: CanvasState, background: int) -> CloseUp | None:
    """A finished painting: its background and layers, its title, the icons that stay visible."""
    for seat in state.seats:
        for painting in seat.paintings:
            if painting.background == background:
                layers = painting.layers
                icons = tuple(
                    CloseUpIcon(f"icon:{icon}", swatch_icon_name(icon, colour), style.SWATCH_COLOURS[colour])
                    for colour, swatch in zip(SWATCH_COLOURS, state.judge.visible(layers), strict=True)
                    for icon in swatch)
                return CloseUp(painting_title(state.setup.cards, layers), _("Painting"),
                               (f"bg:{background}", *(f"art:{card}" for card in layers)), icons=icons)
    return None


def _scoring_painter(slot: int, card):
    """Draw the scoring card as the table does, scaled up to the close-up's card."""
    from canvas_table.canvas.ui.items import ScoringCardItem

    item = ScoringCardItem(slot, card, L.CARD)

    def paint(painter: QPainter, rect: QRectF) -> None:
        painter.translate(rect.topLeft())
        painter.scale(rect.width() / L.CARD.width(), rect.height() / L.CARD.height())
        item.draw(painter)

    return paint
