"""The Layers controller: turns a player's gestures into legal actions and runs the turn cycle.

It holds the match (record + state), the card a person has drawn from the pile and not yet
placed, and the undo rule. The table asks it what may be lifted and where it may go; it asks the
rules (never deciding legality itself), applies actions, writes the log, autosaves, and tells the
window when a bot must think. A QObject for its signals only: no widget, no scene.

Drawing from the pile is the table's gesture, not a rules action: lifting the pile's top card
turns it over for the seat to act, who must then place it (``Place("pile", layer)``); until then
the market is closed to them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from canvas_table.i18n import _
from canvas_table.layers import reveal
from canvas_table.layers.actions import Place
from canvas_table.layers.match import LayersMatch, replay
from canvas_table.layers.ui.names import card_name
from canvas_table.layers.ui.preview import PaintingView, painting_view, with_card
from canvas_table.layers.ui.words import move_line, translate_reason
from canvas_table.table.turns import TurnController

LAYERS = 3


class LayersController(TurnController):
    """Gestures in, actions out, one game at a time."""

    def __init__(self, game: LayersMatch, autosave: Callable[[dict[str, Any]], None] | None = None) -> None:
        super().__init__(game, autosave, replay, reveal.revealed)
        self.drawn = False  # the seat to act has turned the pile's top card over

    @property
    def pending(self) -> int | None:
        """The card drawn from the pile that waits to be placed, if any."""
        return self.state.pile_top if self.drawn else None

    def card_of(self, source: str, slot: int | None) -> int | None:
        """The card a take from ``source`` (``slot`` for the market) would lay, as far as the
        viewer may know it (the pile's top only once drawn)."""
        if source == "pile":
            return self.pending
        market = self.state.market
        return market[slot] if slot is not None and 0 <= slot < len(market) else None

    def view(self, seat: int) -> PaintingView:
        """The painting of ``seat`` as it stands."""
        return painting_view(self.state.deck, self.state.boards[seat])

    def preview(self, source: str, slot: int | None, layer: int) -> PaintingView | None:
        """The viewer's painting as it would be with the card from ``source`` on ``layer`` (1..3)."""
        card = self.card_of(source, slot)
        if card is None or not 1 <= layer <= LAYERS:
            return None
        board = self.state.boards[self.viewer]
        before = self.state.score(self.viewer)
        return painting_view(self.state.deck, with_card(board, card, layer), before, layer, card)

    # -- taking and placing -------------------------------------------------------------------

    def take_reason(self, source: str, slot: int | None = None) -> str | None:
        """None when the viewer may take from ``source`` now (market ``slot``), else why not."""
        if self.state.is_over():
            return translate_reason(self.state.why_illegal(Place(source, 1, slot)))
        if not self.human_to_act:
            return _("it is not your turn")
        if source == "market" and self.drawn:
            return _("place the card you drew from the pile first")
        return translate_reason(self.state.why_illegal(Place(source, 1, slot)))

    def legal_layers(self, source: str, slot: int | None = None) -> list[int]:
        """The layers (1..3) where the viewer may lay the card from ``source`` now."""
        if self.take_reason(source, slot) is not None:
            return []
        pick = slot if source == "market" else None
        return [layer for layer in range(1, LAYERS + 1)
                if self.state.why_illegal(Place(source, layer, pick)) is None]

    def draw(self) -> str | None:
        """Turn the pile's top card over for the seat to act (it must then be placed)."""
        if self.drawn:
            return None
        reason = self.take_reason("pile")
        turn_over = getattr(self.game, "peek", None)  # a network table's server shows the card
        if reason is None and turn_over is not None:
            reason = turn_over()
        if reason is None:
            self.drawn = True
            self.changed.emit()
        return reason

    def turned_over(self) -> None:
        """The pile's top card was turned over before the table was read again (a network
        table, whose server holds the seat to it): it waits to be placed, as after :meth:`draw`."""
        if self.human_to_act and not self.drawn:
            self.drawn = True
            self.changed.emit()

    def place(self, source: str, slot: int | None, layer: int) -> str | None:
        """Lay the card from ``source`` (market ``slot``, or the pile) on ``layer`` (1..3).

        None on success, else the reason. Placing from the pile draws first if need be.
        """
        reason = self.take_reason(source, slot)
        if reason is not None:
            return reason
        action = Place(source, layer, slot if source == "market" else None)
        reason = translate_reason(self.state.why_illegal(action))
        if reason is not None:
            return reason
        self._commit(action)
        return None

    def play(self, action: Place) -> str | None:
        """Play ``action`` as a person would (drawing from the pile first when it takes from it)."""
        if action.source == "pile":
            reason = self.draw()
            if reason is not None:
                return reason
        return self.place(action.source, action.slot, action.layer)

    # -- the turn cycle -----------------------------------------------------------------------

    def apply_bot_action(self, action: Any) -> None:
        """A bot's chosen action for the seat to act (ignored if the game moved on)."""
        seat = self.state.current_seat
        if seat is None or self.state.is_over() or self.is_human(seat):
            return
        if self.state.why_illegal(action) is not None:
            return
        self._commit(action)

    def move_lines(self, game: LayersMatch, action: Place) -> list[str]:
        """Play ``action`` in ``game``; its log line, and the new round's if it began one."""
        state = game.state
        seat = state.current_seat
        assert seat is not None
        covered = state.boards[seat][action.layer - 1]
        round_before = state.round
        game.play(action)
        card = state.boards[seat][action.layer - 1]  # read after: a network table shows it then
        deck = state.deck
        lines = [move_line(state.setup.players[seat].name, action.source, card_name(deck[card]),
                           action.layer, card_name(deck[covered]), state.score(seat))]
        if not state.is_over() and state.round != round_before:
            lines.append(_("Round {k} of {n}.").format(k=state.round, n=state.rounds))
        return lines

    def _commit(self, action: Place) -> None:
        lines = self.move_lines(self.game, action)
        self.drawn = False
        self.logged.emit(lines[0])
        self.save()
        for line in lines[1:]:
            self.logged.emit(line)
        self._after_move()


    # -- undo ---------------------------------------------------------------------------------

    def undo_reason(self) -> str | None:
        """None when the last person's move can be taken back, else why not: in Layers every
        move turns up a card from the pile (see :mod:`canvas_table.layers.reveal`), so a move
        once made stays; the refusal says which card."""
        if self.drawn:
            return _("place the card you drew from the pile first")
        return self.take_back_reason()

    def revealed_reason(self, kind: str) -> str:
        """Why a move cannot be taken back once ``kind`` (see :mod:`canvas_table.layers.reveal`)
        was turned up."""
        if kind == reveal.PILE_CARD:
            return _("can't undo: a card from the pile has been laid face up since your move")
        return _("can't undo: the market has been refilled from the pile since your move")

    def undo(self) -> str | None:
        """Take back the last person's move and the bots' after it when nothing hidden was turned
        up since (never, in Layers: see :meth:`undo_reason`)."""
        reason = self.undo_reason()
        if reason is not None:
            return reason
        self.take_back()
        self.drawn = False
        self._after_move()
        return None
