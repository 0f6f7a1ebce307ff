"""The player's gestures on the Canvas board: the scene's drag rules, clicks and the keyboard.

A mixin of :class:`canvas_table.canvas.ui.board.CanvasBoard`: it turns a drop, a double-click or
a key into a controller call. The controller asks the rules, so legality is decided there; a
refusal comes back as a one-line reason that the board shows while the card glides home.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent

from canvas_table.i18n import _
from canvas_table.table.focus import KeyboardFocus
from canvas_table.table.items import CardItem, Zone

if TYPE_CHECKING:
    from canvas_table.canvas.ui.controller import CanvasController
    from canvas_table.table.pieces import ToastItem


class BoardGestures(KeyboardFocus):
    """Drag rules, clicks and keys; needs the board's controller, cards, zones and toast."""

    controller: CanvasController
    cards: dict[int, CardItem]
    focus: CardItem | None
    toast: ToastItem
    hand_zone: Zone
    layer_zones: list[Zone]
    sleeve_zones: list[Zone]
    confirm: Callable[[str], bool] | None
    sync: Callable[..., None]  # the board's: put every piece where the state says
    refresh_preview: Callable[..., None]  # the board's: redraw the easel

    # -- drag rules ---------------------------------------------------------------------------

    def _where(self, item: CardItem) -> tuple[str, int]:
        card = int(item.key)
        c = self.controller
        if card in c.state.market:
            return "market", c.state.market.index(card)
        if card in c.layers:
            return "layer", c.layers.index(card)
        return "hand", 0

    def can_lift(self, card: CardItem) -> str | None:
        """Any of your cards may be lifted on your turn; taking shows its cost while dragging."""
        c = self.controller
        if not c.human_to_act:
            return _("wait for your turn")
        kind, slot = self._where(card)
        if kind == "market":
            have = c.state.seats[c.viewer].inspiration
            tokens = c.state.market_tokens[slot]
            if slot == 0:
                line = _("{card}: free, carries {tokens}") if tokens else _("{card}: free")
            elif tokens:
                line = _("{card}: costs {cost} inspiration (you have {have}), carries {tokens}")
            else:
                line = _("{card}: costs {cost} inspiration (you have {have})")
            self.toast.say(line.format(card=card.tooltip_text, cost=slot, have=have, tokens=tokens))
        return None

    def targets(self, card: CardItem) -> list[Zone]:
        """Where the lifted card may go now."""
        c = self.controller
        kind, slot = self._where(card)
        if kind == "market":
            return [self.hand_zone] if c.take_reason(slot) is None else []
        if c.arrange_reason(int(card.key)) is not None:
            return []
        unused = c.state.seats[c.viewer].unused_backgrounds
        sleeves = [z for k, z in enumerate(self.sleeve_zones)
                   if c.state.seats[c.viewer].backgrounds[k] in unused]
        extra = [self.hand_zone] if kind == "layer" else sleeves
        return [*self.layer_zones, *extra]

    def hover(self, card: CardItem, zone: Zone | None) -> None:
        """Preview the painting as if the card were dropped into the hovered layer slot."""
        if zone is not None and zone.key.startswith("layer:"):
            self.refresh_preview(int(card.key), int(zone.key.split(":")[1]))
        else:
            self.refresh_preview()

    def drop(self, card: CardItem, zone: Zone | None) -> str | None:
        """Turn a drop into a controller call; a reason sends the card home."""
        c = self.controller
        kind, slot = self._where(card)
        card_id = int(card.key)
        if kind == "market":
            if zone is not self.hand_zone:
                return c.take_reason(slot) or _("drop the card on your hand to take it")
            return c.take(slot)
        if zone is None or zone is self.hand_zone:
            if kind == "layer":
                return c.unplace(card_id)
            self.sync()
            return None
        if zone.key.startswith("layer:"):
            return c.place(card_id, int(zone.key.split(":")[1]))
        if zone.key.startswith("sleeve:"):
            bg = c.state.seats[c.viewer].backgrounds[int(zone.key.split(":")[1])]
            return c.choose_background(bg) or (c.place_next(card_id) if kind == "hand" else None)
        return _("that is not a place for this card")

    def click_sleeve(self, index: int) -> None:
        """A click on one of your sleeves: an empty one becomes the painting's background."""
        c = self.controller
        if not c.human_to_act:
            return
        background = c.state.seats[c.viewer].backgrounds[index]
        reason = c.choose_background(background)
        if reason:
            self.toast.say(reason)

    def click(self, card: CardItem) -> None:
        """A click focuses a card."""
        self.set_focus(card)

    def double_click(self, card: CardItem) -> None:
        """Double-click: take a market card, put a hand card in the next layer, or take it out."""
        c = self.controller
        kind, slot = self._where(card)
        if kind == "market":
            reason = c.take(slot)
        elif kind == "layer":
            reason = c.unplace(int(card.key))
        elif int(card.key) in c.hand_shown():
            reason = c.place_next(int(card.key))
        else:
            return
        if reason:
            self.toast.say(reason)

    def commit(self) -> None:
        """Commit the arranged painting (asking first if the player wants to be asked)."""
        c = self.controller
        reason = c.can_commit()
        if reason is None and self.confirm is not None:
            title = c.state.judge.title(c.placed)
            if not self.confirm(_("Paint “{title}” now?").format(title=title)):
                return
        reason = reason or c.commit()
        if reason:
            self.toast.say(reason)

    # -- keyboard -----------------------------------------------------------------------------

    def focus_order(self) -> list[CardItem]:
        """Cards the keyboard moves through: market, then hand, then the layers."""
        c = self.controller
        ids = [*c.state.market, *c.hand_shown(), *c.placed]
        return [self.cards[i] for i in ids if i in self.cards]

    def key(self, event: QKeyEvent) -> bool:
        """Handle a key press; True when it was used."""
        order = self.focus_order()
        k = event.key()
        if k in (Qt.Key.Key_Right, Qt.Key.Key_Left, Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            if not order:
                return False
            step = -1 if k in (Qt.Key.Key_Left, Qt.Key.Key_Backtab) else 1
            self.step_focus(order, step)
            return True
        c = self.controller
        focus = self.focus if self.focus in order else None
        reason: str | None = None
        if k in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if c.can_commit() is None:  # a ready painting is painted, wherever the focus is
                self.commit()
            elif focus is not None and self._where(focus)[0] == "market":
                reason = c.take(self._where(focus)[1])
            elif focus is not None and int(focus.key) in c.hand_shown():
                reason = c.place_next(int(focus.key))
            else:
                reason = c.can_commit()
        elif k in (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3) and focus is not None:
            reason = c.place(int(focus.key), k - Qt.Key.Key_1)
        elif k in (Qt.Key.Key_Backspace, Qt.Key.Key_Delete) and focus is not None:
            reason = c.unplace(int(focus.key))
        elif k == Qt.Key.Key_Escape:
            c.cancel()
        elif k == Qt.Key.Key_B:
            reason = c.cycle_background()
        else:
            return False
        if reason:
            self.toast.say(reason)
        if self.focus is not None and self.focus not in self.focus_order():
            order = self.focus_order()
            self.set_focus(order[0] if order else None)
        return True
