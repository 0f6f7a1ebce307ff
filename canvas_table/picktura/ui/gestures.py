"""The player's gestures on the Picktura board: the scene's drag rules, clicks and the keyboard.

A mixin of :class:`canvas_table.picktura.ui.board.PickturaBoard`. A pile's top card is dragged
into your hand (to collect it, or to draw back up to 5; in the draws a click does too). A card of
your hand is dragged onto the visible pile to discard it; several chosen first by clicks (they
rise, edged in gold) move as a group onto your exposition area or onto one of your works. While
cards are held over a target the preview says what the move would score. Keys: Tab and the arrows
move through your hand, the piles and your works, Space chooses a card, Enter takes from a focused
pile, lays the chosen cards on a focused work (any of them, past the ninth too) or discards the
focused card, E exposes the chosen cards, 1 to 9 lay them on your work of that number.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeyEvent

from canvas_table.i18n import _
from canvas_table.picktura.actions import HIDDEN, VISIBLE, Action
from canvas_table.picktura.state import DISCARD, DRAW
from canvas_table.picktura.ui.controller import EXPO, PickturaController, work_target
from canvas_table.picktura.ui.items import PickturaCard, PreviewItem
from canvas_table.picktura.ui.words import number, signed
from canvas_table.table.focus import KeyboardFocus
from canvas_table.table.items import CardItem, Zone
from canvas_table.table.pieces import ToastItem

DIGIT_KEYS = {getattr(Qt.Key, f"Key_{k}"): k for k in range(1, 10)}


class PickturaGestures(KeyboardFocus):
    """Drag rules, clicks and keys; needs the board's controller, cards, zones and toast."""

    controller: PickturaController
    cards: dict[int, PickturaCard]
    selected: set[int]
    toast: ToastItem
    preview: PreviewItem
    zones: dict[str, Zone]
    sync: Callable[..., None]
    carried: list[PickturaCard]  # the chosen cards following a lifted one
    carrier: PickturaCard | None

    # -- what a card is -----------------------------------------------------------------------

    def pile_of(self, item: CardItem) -> str | None:
        """The pile whose top card ``item`` is, if any."""
        state, card = self.controller.state, int(item.key)
        if state.visible and card == state.visible[-1]:
            return VISIBLE
        if state.hidden and card == state.hidden[-1]:
            return HIDDEN
        return None

    def in_hand(self, item: CardItem) -> bool:
        """True for a card of the viewer's hand."""
        c = self.controller
        return int(item.key) in c.state.hands[c.viewer]

    def group_of(self, item: CardItem) -> list[int]:
        """The cards that move with ``item``: the chosen ones if it is chosen, else itself."""
        card = int(item.key)
        return sorted(self.selected) if card in self.selected else [card]

    # -- drag rules ---------------------------------------------------------------------------

    def can_lift(self, card: CardItem) -> str | None:
        """A pile's top card, or a card of your hand (with the chosen ones), on your turn."""
        c = self.controller
        pile = self.pile_of(card)
        if pile is not None:
            return c.take_reason(pile)
        if not self.in_hand(card):
            return _("the exposed works stay where they are")
        reason = c.cards_reason(self.group_of(card), "") if not c.human_to_act else None
        if reason is None and isinstance(card, PickturaCard):
            card.group = len(self.group_of(card))
            self._carry(card)
        return reason

    def _carry(self, card: PickturaCard) -> None:
        """The other chosen cards follow the lifted one, fanned a little behind it."""
        self.carried = [self.cards[k] for k in self.group_of(card) if k != card.card]
        if self.carried:
            card.xChanged.connect(self._follow)
            card.yChanged.connect(self._follow)
            self.carrier = card

    def _follow(self) -> None:
        card = self.carrier
        for k, other in enumerate(self.carried, 1):
            other.stop_motion()
            other.setScale(card.scale())
            other.setZValue(card.zValue() - k)
            other.setPos(card.pos() + QPointF(-16 * k, -12 * k))

    def _let_go(self) -> list[PickturaCard]:
        """The carried cards stop following (before the table moves anything); they are returned."""
        carrier, carried = self.carrier, self.carried
        if carrier is not None:
            carrier.xChanged.disconnect(self._follow)
            carrier.yChanged.disconnect(self._follow)
        self.carrier, self.carried = None, []
        return carried

    def targets(self, card: CardItem) -> list[Zone]:
        """Where the lifted card (and its group) may go now."""
        c = self.controller
        if self.pile_of(card) is not None:
            return [self.zones["hand"]]
        return [self.zones[key] for key in c.targets(self.group_of(card)) if key in self.zones]

    def action_at(self, card: CardItem, zone: Zone | None) -> Action | None:
        """The step dropping ``card`` on ``zone`` would be."""
        if zone is None:
            return None
        pile = self.pile_of(card)
        if pile is not None:
            return self.controller.take_action(pile) if zone.key == "hand" else None
        return self.controller.cards_action(self.group_of(card), zone.key)

    def hover(self, card: CardItem, zone: Zone | None) -> None:
        """Show what the drop on ``zone`` would score."""
        action = self.action_at(card, zone)
        figures = self.controller.preview(action) if action is not None else None
        if figures is None:
            self.preview.show_lines("", "")
            return
        gain, score = figures
        self.preview.show_lines(
            _("{n} points").format(n=signed(gain)),
            _("Your score would be {score}").format(score=number(score)),
        )

    def drop(self, card: CardItem, zone: Zone | None) -> str | None:
        """Turn a drop into a controller call; a reason sends the card (and those it carries) home."""
        self.preview.show_lines("", "")
        if isinstance(card, PickturaCard):
            card.group = 1
        carried = self._let_go()
        reason = self._drop(card, zone)
        if reason is not None:
            for other in carried:
                other.go_home(self.scene.return_ms)  # type: ignore[attr-defined]
        return reason

    def _drop(self, card: CardItem, zone: Zone | None) -> str | None:
        c = self.controller
        pile = self.pile_of(card)
        if zone is None:  # over no lit place: the rules say why the place under it is refused
            over = self.scene.best_zone(card, list(self.zones.values()))  # type: ignore[attr-defined]
            if pile is not None:
                reason = c.take_reason(pile) if over is not None and over.key == "hand" else None
                return reason or _("drop the card in your hand")
            reason = c.cards_reason(self.group_of(card), over.key) if over is not None else None
            return reason or _("drop the cards on a place that lights up")
        if pile is not None:
            return c.take(pile) if zone.key == "hand" else _("drop the card in your hand")
        group = self.group_of(card)
        reason = c.lay(group, zone.key)
        if reason is None:
            self.selected -= set(group)
            self.sync()
        return reason

    def click(self, card: CardItem) -> None:
        """A click chooses (or lets go of) a card of your hand; in the draws it takes from a pile."""
        c = self.controller
        pile = self.pile_of(card)
        if pile is not None:
            self.set_focus(card)
            if c.state.phase == DRAW:
                self.say(c.take(pile))
            else:
                self.toast.say(_("drag the card into your hand to collect it (or double-click it)"))
            return
        if self.in_hand(card):
            self.set_focus(card)
            self.toggle(int(card.key))

    def double_click(self, card: CardItem) -> None:
        """Double-click: take a pile's top card; discard a card of your hand after collecting."""
        c = self.controller
        pile = self.pile_of(card)
        if pile is not None:
            self.say(c.take(pile))
        elif self.in_hand(card) and c.state.phase == DISCARD:
            self.say(c.lay([int(card.key)], VISIBLE))

    def toggle(self, card: int) -> None:
        """Choose ``card`` for a group, or let go of it."""
        self.selected ^= {card}
        self.sync()

    def say(self, reason: str | None) -> None:
        """Show a refusal (nothing when None)."""
        if reason:
            self.toast.say(reason)

    # -- keyboard -----------------------------------------------------------------------------

    def focus_order(self) -> list[PickturaCard]:
        """Cards the keyboard moves through: your hand, the visible and the hidden pile's tops, then
        one card of each of your exposed works (Enter lays the chosen cards on that work)."""
        c = self.controller
        state = c.state
        works = [group[0] for group in state.works[c.viewer] if group]
        ids = [*state.hands[c.viewer], *state.visible[-1:], *state.hidden[-1:], *works]
        return [self.cards[i] for i in ids if i in self.cards]

    def work_of(self, item: CardItem) -> int | None:
        """The index of your exposed work ``item`` lies in, if any."""
        c, card = self.controller, int(item.key)
        for index, group in enumerate(c.state.works[c.viewer]):
            if card in group:
                return index
        return None

    def chosen(self) -> list[int]:
        """The chosen cards, or the focused card of your hand."""
        if self.selected:
            return sorted(self.selected)
        return [int(self.focus.key)] if self.focus is not None and self.in_hand(self.focus) else []

    def lay_chosen(self, target: str) -> None:
        """Lay the chosen cards on ``target`` (saying why not)."""
        cards = self.chosen()
        if not cards:
            self.toast.say(_("choose cards of your hand first: Tab, then Space"))
            return
        reason = self.controller.lay(cards, target)
        if reason is None:
            self.selected -= set(cards)
            self.sync()
        self.say(reason)

    def key(self, event: QKeyEvent) -> bool:
        """Handle a key press; True when it was used."""
        k = event.key()
        ahead = -1 if self.layout.rtl else 1  # type: ignore[attr-defined]
        moves = {Qt.Key.Key_Right: ahead, Qt.Key.Key_Tab: 1, Qt.Key.Key_Left: -ahead, Qt.Key.Key_Backtab: -1}
        if k in moves:
            self.step_focus(self.focus_order(), moves[k])
            return True
        focus = self.focus
        if k == Qt.Key.Key_Space and focus is not None and self.in_hand(focus):
            self.toggle(int(focus.key))
            return True
        if k in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and focus is not None:
            pile, work = self.pile_of(focus), self.work_of(focus)
            if pile is not None:
                self.say(self.controller.take(pile))
            elif work is not None:
                self.lay_chosen(work_target(work))
            else:
                self.lay_chosen(VISIBLE if self.controller.state.phase == DISCARD else EXPO)
            return True
        if k == Qt.Key.Key_E:
            self.lay_chosen(EXPO)
            return True
        if k in DIGIT_KEYS:
            self.lay_chosen(work_target(DIGIT_KEYS[k] - 1))
            return True
        if k == Qt.Key.Key_Escape:
            self.selected.clear()
            self.set_focus(None)
            self.sync()
            return True
        return False
