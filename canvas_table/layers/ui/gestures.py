"""The player's gestures on the Layers board: the scene's drag rules, clicks and the keyboard.

A mixin of :class:`canvas_table.layers.ui.board.LayersBoard`. A market card or the pile's top
card is dragged onto a layer (its slot, or its third of the large painting); lifting the pile's
card turns it over for the player, who must then place it. While a card hovers over a layer the
board previews the painting. The controller asks the rules; a refusal comes back as one line
that the board shows while the card glides home.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent

from canvas_table.i18n import _
from canvas_table.layers.ui.layout import TableLayout
from canvas_table.table.focus import KeyboardFocus
from canvas_table.table.items import CardItem, Zone

if TYPE_CHECKING:
    from canvas_table.layers.ui.controller import LayersController
    from canvas_table.layers.ui.items import FilmCard
    from canvas_table.table.pieces import ToastItem

Source = tuple[str, int | None]  # ("market", slot) or ("pile", None)
LAYER_KEYS = {Qt.Key.Key_1: 1, Qt.Key.Key_2: 2, Qt.Key.Key_3: 3}
SHRUNK = 0.45  # a dragged card's scale over the large painting


def unshrink(card: CardItem) -> None:
    """Scale ``card`` about its top-left again (as gliding expects) without moving it on screen."""
    origin = card.transformOriginPoint()
    if origin.isNull():
        return
    card.setTransformOriginPoint(0, 0)
    card.setPos(card.pos() + origin * (1 - card.scale()))


class LayersGestures(KeyboardFocus):
    """Drag rules, clicks and keys; needs the board's controller, cards, zones and toast."""

    controller: LayersController
    cards: dict[int, FilmCard]
    focus: FilmCard | None
    toast: ToastItem
    layout: TableLayout
    slot_zones: dict[int, Zone]
    band_zones: dict[int, Zone]
    hovered: tuple[str, int | None, int] | None
    refresh_preview: Callable[[], None]

    # -- what a card is -----------------------------------------------------------------------

    def source_of(self, item: CardItem) -> Source | None:
        """Where a take of this card would come from, or None for a card that stays put."""
        state = self.controller.state
        card = int(item.key)
        if card in state.market:
            return "market", state.market.index(card)
        if card == state.pile_top:
            return "pile", None
        return None

    @staticmethod
    def layer_of(zone: Zone | None) -> int | None:
        """The layer (1..3) a slot or band zone stands for."""
        if zone is None or not zone.key.startswith(("layer:", "band:")):
            return None
        return int(zone.key.split(":")[1])

    # -- drag rules ---------------------------------------------------------------------------

    def can_lift(self, card: CardItem) -> str | None:
        """A market card or the pile's top may be lifted on your turn; the pile's turns over."""
        c = self.controller
        source = self.source_of(card)
        if source is None:
            return _("the cards of a painting stay where they are: cover them with a new card")
        reason = c.take_reason(*source)
        if reason is None and source[0] == "pile":
            reason = c.draw()
        return reason

    def turned_over(self, card: FilmCard) -> FilmCard:
        """The pile's top card once turned over: ``card``, or at a network table the card the
        server showed, when this window had another one on top of its pile (re-dealt)."""
        top = self.controller.state.pile_top
        if not self.controller.drawn or top is None or top == int(card.key):
            return card
        return self.cards.get(top, card)

    def lifted(self, card: FilmCard) -> FilmCard:
        """The card that follows the mouse: the one turned over, from where ``card`` lay."""
        item = self.turned_over(card)
        if item is not card:
            item.stop_motion()
            item.setPos(card.pos())
        return item

    def targets(self, card: CardItem) -> list[Zone]:
        """Every layer slot and band where the lifted card may go."""
        source = self.source_of(card)
        if source is None:
            return []
        layers = self.controller.legal_layers(*source)
        return [*(self.slot_zones[k] for k in layers), *(self.band_zones[k] for k in layers)]

    def hover(self, card: CardItem, zone: Zone | None) -> None:
        """Preview the painting as if the card were laid on the hovered layer; over the large
        painting the card shrinks out of the way so that the preview shows."""
        source, layer = self.source_of(card), self.layer_of(zone)
        self.hovered = (*source, layer) if source is not None and layer is not None else None
        over_painting = zone is not None and zone.key.startswith("band:")
        card.setTransformOriginPoint(card.card_rect().center())
        card.setScale(SHRUNK if over_painting else 1.0)
        self.refresh_preview()

    def drop(self, card: CardItem, zone: Zone | None) -> str | None:
        """Turn a drop into a controller call; a reason sends the card home."""
        c = self.controller
        self.hovered = None
        unshrink(card)
        source, layer = self.source_of(card), self.layer_of(zone)
        if source is None:
            self.refresh_preview()
            return _("the cards of a painting stay where they are: cover them with a new card")
        if layer is None:
            self.refresh_preview()
            if source[0] == "pile" and c.drawn:
                card.home = self.layout.drawn_pos
                return _("lay the card you drew on one of your layers")
            return _("drop the card on one of your layers")
        reason = c.place(source[0], source[1], layer)
        if reason is not None:
            self.refresh_preview()
        return reason

    def click(self, card: CardItem) -> None:
        """A click focuses a card that may be taken; on one of your layers it lays the focused card."""
        c = self.controller
        board = c.state.boards[c.viewer]
        if self.source_of(card) is not None:
            self.set_focus(card)  # type: ignore[arg-type]
        elif int(card.key) in board:
            self.lay_focused(board.index(int(card.key)) + 1)

    def click_band(self, layer: int) -> None:
        """A click on a third of the large painting lays the focused card there."""
        if self.focus is not None:
            self.lay_focused(layer)

    def double_click(self, card: CardItem) -> None:
        """Double-click: choose a market card (then 1, 2 or 3), or turn the pile's card over."""
        source = self.source_of(card)
        if source is None:
            return
        reason = self.controller.draw() if source[0] == "pile" else self.controller.take_reason(*source)
        if source[0] == "pile" and reason is None:
            card = self.turned_over(card)  # type: ignore[arg-type]
        self.set_focus(card)  # type: ignore[arg-type]
        self.toast.say(reason or self._choose_line(card))

    def _choose_line(self, card: CardItem) -> str:
        return _("Press 1, 2 or 3 (or click a layer) to lay {card} there").format(card=card.tooltip_text)

    def lay_focused(self, layer: int) -> None:
        """Lay the focused card on ``layer``, saying why not if it may not go there."""
        focus = self.focus
        source = self.source_of(focus) if focus is not None else None
        if source is None:
            self.toast.say(_("choose a card first: Tab, or a click on a market card or the pile"))
            return
        reason = self.controller.place(source[0], source[1], layer)
        if reason:
            self.toast.say(reason)

    # -- keyboard -----------------------------------------------------------------------------

    def focus_order(self) -> list[FilmCard]:
        """Cards the keyboard moves through: the market, then the pile's top (or the drawn card)."""
        state = self.controller.state
        ids = [*state.market, *([state.pile_top] if state.pile_top is not None else [])]
        return [self.cards[i] for i in ids if i in self.cards]

    def key(self, event: QKeyEvent) -> bool:
        """Handle a key press; True when it was used."""
        k = event.key()
        order = self.focus_order()
        ahead = -1 if self.layout.rtl else 1  # the market runs right to left in right-to-left
        moves = {Qt.Key.Key_Right: ahead, Qt.Key.Key_Down: 1, Qt.Key.Key_Tab: 1,
                 Qt.Key.Key_Left: -ahead, Qt.Key.Key_Up: -1, Qt.Key.Key_Backtab: -1}
        if k in moves:
            if not order:
                return False
            if self.controller.drawn:  # the drawn card must be placed: the focus stays on it
                self.set_focus(order[-1])
                return True
            self.step_focus(order, moves[k])
            return True
        if k in LAYER_KEYS:
            if self.focus is None and self.controller.drawn and order:
                self.set_focus(order[-1])
            self.lay_focused(LAYER_KEYS[k])
            return True
        if k in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.focus is None:
                if order:
                    self.set_focus(order[-1] if self.controller.drawn else order[0])
                return True
            self.double_click(self.focus)
            return True
        if k == Qt.Key.Key_Escape:
            if self.controller.drawn:
                self.toast.say(_("lay the card you drew on one of your layers"))
            self.set_focus(None)
            return True
        return False
