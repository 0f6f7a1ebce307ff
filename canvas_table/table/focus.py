"""The keyboard's card on a table: one card at a time carries the visible focus ring."""

from __future__ import annotations

from collections.abc import Sequence

from canvas_table.table.items import CardItem


class KeyboardFocus:
    """A board mixin: ``focus`` is the keyboard's card; arrows and Tab move it through an order."""

    focus: CardItem | None = None

    def set_focus(self, item: CardItem | None) -> None:
        """Move the visible keyboard focus to ``item`` (None: no card)."""
        if self.focus is not None:
            self.focus.focused = False
            self.focus.update()
        self.focus = item
        if item is not None:
            item.focused = True
            item.update()

    def step_focus(self, order: Sequence[CardItem], step: int) -> None:
        """Move the focus ``step`` places along ``order`` (round the end); to the first card when
        the focus is on none of them."""
        if order:
            index = order.index(self.focus) + step if self.focus in order else 0
            self.set_focus(order[index % len(order)])
