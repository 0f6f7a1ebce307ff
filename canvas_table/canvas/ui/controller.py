"""The Canvas controller: turns a player's gestures into legal actions and runs the turn cycle.

It holds the game (record + state), the painting being arranged before it is committed, and the
undo history. The table asks it what may be dragged where; it asks the rules (never deciding
legality itself), applies actions, writes the log, autosaves, and tells the window when a bot
must think. It is a QObject for its signals only: no widget, no scene.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from canvas_table.canvas import reveal
from canvas_table.canvas.actions import Action, Paint, Take
from canvas_table.canvas.record import CanvasGame, replay
from canvas_table.canvas.state import HAND_LIMIT
from canvas_table.canvas.ui.narration import describe_action, describe_vincent
from canvas_table.canvas.ui.words import translate_reason
from canvas_table.i18n import _, ngettext
from canvas_table.table.turns import TurnController

LAYERS = 3


class CanvasController(TurnController):
    """Gestures in, actions out, one game at a time."""

    def __init__(self, game: CanvasGame, autosave: Callable[[dict[str, Any]], None] | None = None) -> None:
        super().__init__(game, autosave, replay, reveal.revealed)
        self.layers: list[int | None] = [None] * LAYERS
        self.background: int | None = None
        self._arrange_undo: list[tuple[list[int | None], int | None]] = []
        self._reset_background()

    @property
    def placed(self) -> list[int]:
        """Cards in the arrangement, bottom to top (gaps skipped)."""
        return [card for card in self.layers if card is not None]

    def hand_shown(self) -> list[int]:
        """The viewer's hand without the cards placed in the arrangement."""
        return [c for c in self.state.seats[self.viewer].hand if c not in self.layers]

    def can_commit(self) -> str | None:
        """None when the arrangement can be committed, else why not."""
        if not self.human_to_act:
            return _("wait for your turn")
        if len(self.placed) != LAYERS:
            missing = LAYERS - len(self.placed)
            return ngettext("place {n} more card in the layer slots",
                            "place {n} more cards in the layer slots", missing).format(n=missing)
        assert self.background is not None
        return translate_reason(self.state.why_illegal(Paint(tuple(self.placed), self.background)))

    def forced(self) -> bool:
        """True when the seat to act holds 5 cards and so must paint."""
        seat = self.state.current_seat
        return seat is not None and len(self.state.seats[seat].hand) >= HAND_LIMIT

    # -- taking -------------------------------------------------------------------------------

    def take_reason(self, slot: int) -> str | None:
        """None when the viewer may take market ``slot`` now, else why not."""
        if not self.human_to_act:
            return _("it is not your turn")
        if self.placed:
            return _("finish or cancel the painting you are arranging first")
        return translate_reason(self.state.why_illegal(Take(slot)))

    def take(self, slot: int) -> str | None:
        """Take market ``slot`` for the viewer; None on success, else the reason."""
        reason = self.take_reason(slot)
        if reason is None:
            self._commit_action(Take(slot))
        return reason

    # -- arranging a painting -----------------------------------------------------------------

    def arrange_reason(self, card: int) -> str | None:
        """None when ``card`` may go into the arrangement, else why not."""
        if not self.human_to_act:
            return _("it is not your turn")
        seat = self.state.seats[self.viewer]
        if card not in seat.hand:
            return _("only cards in your hand go into a painting")
        if len(seat.hand) < LAYERS:
            return _("a painting needs {n} cards: take more from the market").format(n=LAYERS)
        if not seat.unused_backgrounds:
            return _("all three of your paintings are done")
        return None

    def place(self, card: int, layer: int) -> str | None:
        """Put ``card`` (from the hand or another layer) into ``layer``; a card there swaps back."""
        reason = self.arrange_reason(card)
        if reason is not None:
            return reason
        if not 0 <= layer < LAYERS:
            return _("no layer {n}").format(n=layer + 1)
        self._remember()
        if card in self.layers:
            old = self.layers.index(card)
            self.layers[old], self.layers[layer] = self.layers[layer], card
        else:
            self.layers[layer] = card
        self.changed.emit()
        return None

    def place_next(self, card: int) -> str | None:
        """Put ``card`` into the lowest free layer."""
        if None not in self.layers:
            return _("all three layers are full: drag a card out first")
        return self.place(card, self.layers.index(None))

    def unplace(self, card: int) -> str | None:
        """Take ``card`` out of the arrangement, back to the hand."""
        if card not in self.layers:
            return _("that card is not in the painting")
        self._remember()
        self.layers[self.layers.index(card)] = None
        self.changed.emit()
        return None

    def choose_background(self, background: int) -> str | None:
        """Arrange the painting over ``background`` (one of the viewer's unused ones)."""
        if background not in self.state.seats[self.viewer].unused_backgrounds:
            return _("choose one of your empty sleeves")
        self._remember()
        self.background = background
        self.changed.emit()
        return None

    def cycle_background(self) -> str | None:
        """Arrange over the viewer's next empty sleeve."""
        unused = self.state.seats[self.viewer].unused_backgrounds
        if not unused:
            return _("all three of your paintings are done")
        index = unused.index(self.background) + 1 if self.background in unused else 0
        return self.choose_background(unused[index % len(unused)])

    def preview_layers(self, card: int | None = None, layer: int | None = None) -> list[int]:
        """The arrangement's cards bottom to top, as if ``card`` were dropped into ``layer``."""
        layers = list(self.layers)
        if card is not None and layer is not None:
            if card in layers:
                old = layers.index(card)
                layers[old], layers[layer] = layers[layer], card
            else:
                layers[layer] = card
        return [c for c in layers if c is not None]

    def cancel(self) -> None:
        """Return every arranged card to the hand."""
        if self.placed:
            self._remember()
            self.layers = [None] * LAYERS
            self.changed.emit()

    def commit(self) -> str | None:
        """Complete the arranged painting; None on success, else why not."""
        reason = self.can_commit()
        if reason is None:
            assert self.background is not None
            self._commit_action(Paint(tuple(self.placed), self.background))
        return reason

    def arrange(self, layers: tuple[int, ...], background: int) -> str | None:
        """Lay out a whole painting at once (a hint does): the cards into layers 1-3 over ``background``."""
        self.cancel()
        reason = self.choose_background(background)
        for layer, card in enumerate(layers):
            reason = reason or self.place(card, layer)
        return reason

    def play(self, action: Action) -> str | None:
        """Play ``action`` as a person would: take the card, or arrange the painting and commit it."""
        if isinstance(action, Take):
            return self.take(action.slot)
        return self.arrange(action.layers, action.background) or self.commit()

    def _remember(self) -> None:
        self._arrange_undo.append((list(self.layers), self.background))

    # -- the turn cycle -----------------------------------------------------------------------

    def apply_bot_action(self, action: Action) -> None:
        """A bot's chosen action for the seat to act (ignored if the game moved on)."""
        seat = self.state.current_seat
        if seat is None or self.is_human(seat) or self.state.why_illegal(action) is not None:
            return
        self._commit_action(action)

    def move_lines(self, game: CanvasGame, action: Action) -> list[str]:
        """Play ``action`` in ``game``; its log line, and Vincent's if he took a card after it."""
        state = game.state
        seat = state.current_seat
        assert seat is not None
        before_vincent = len(state.vincent_cards)
        market_before = state.market[:]
        tokens_before = state.market_tokens[:]
        game.play(action)
        return [describe_action(state, seat, action, market_before, tokens_before),
                *(describe_vincent(state, card) for card in state.vincent_cards[before_vincent:])]

    def _commit_action(self, action: Action) -> None:
        for line in self.move_lines(self.game, action):
            self.logged.emit(line)
        self.layers = [None] * LAYERS
        self._arrange_undo.clear()
        self.save()
        self._after_move()

    def _after_move(self) -> None:
        seat = self.state.current_seat
        if seat is not None and self.is_human(seat):
            self.viewer = seat
        self._reset_background()
        self.changed.emit()
        if seat is None:
            self.game_over.emit()
        elif not self.is_human(seat):
            self.bot_turn.emit(seat)
        elif self.forced():
            self.message.emit(_("Your hand is full (5 cards): complete a painting this turn."))

    def _reset_background(self) -> None:
        unused = self.state.seats[self.viewer].unused_backgrounds
        if self.background not in unused:
            self.background = unused[0] if unused else None

    # -- undo ---------------------------------------------------------------------------------

    def undo_reason(self) -> str | None:
        """None when there is an arrangement step to undo or a move to take back honestly, else
        why not."""
        if self._arrange_undo:
            return None
        return self.take_back_reason()

    def revealed_reason(self, kind: str) -> str:
        """Why a move cannot be taken back once ``kind`` (see :mod:`canvas_table.canvas.reveal`)
        was turned up."""
        if kind == reveal.VINCENT_COINS:
            return _("can't undo: Vincent has flipped his tokens since your move")
        return _("can't undo: a new market card has been turned up since your move")

    def undo(self) -> str | None:
        """Undo an arrangement step, or take back your last move and the bots' after it when
        nothing hidden was turned up since (see :mod:`canvas_table.table.turns`)."""
        reason = self.undo_reason()
        if reason is not None:
            return reason
        if self._arrange_undo:
            self.layers, self.background = self._arrange_undo.pop()
            self.changed.emit()
            return None
        self.take_back()
        self.layers = [None] * LAYERS
        self._after_move()
        return None
