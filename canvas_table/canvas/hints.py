"""Hints for people: the best painting in hand, and what the Master bot would do now, and why.

Both are pure functions of a state (which they never change) returning small frozen dataclasses
of figures for the table to word (in :mod:`canvas_table.canvas.ui.words`, in the active
language). :func:`suggest_painting` is exhaustive over every ordered triple of the hand;
:func:`suggest_move` runs the Master search (cancellable) and finds the painting behind its choice.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import permutations

from canvas_table.canvas.actions import Action, Paint, Take
from canvas_table.canvas.bots import MASTER_ITERATIONS, SearchBot, best_painting, seat_gain_tables
from canvas_table.canvas.gain import best_order, painting_gain
from canvas_table.canvas.state import CanvasState
from canvas_table.canvas.turns import LAYERS
from canvas_table.engine.ismcts import ActionStat, Cancel


@dataclass(frozen=True, slots=True)
class PaintingHint:
    """A painting from the hand: layers bottom to top, what it earns and what it adds."""

    layers: tuple[int, ...]
    background: int  # the seat's first unused background (backgrounds have no rule effect)
    titles: tuple[str, ...]  # card titles, bottom to top
    title: str  # the painting's title
    ribbons: tuple[int | None, ...]  # earned per scoring slot (None: empty slot), before caps
    grey: int
    points: int  # what it adds to the seat's score, ribbon caps included

    @property
    def action(self) -> Paint:
        """The action that paints it."""
        return Paint(self.layers, self.background)

    @property
    def ribbon_count(self) -> int:
        """Ribbons earned in all: coloured ones and grey ones."""
        return sum(r for r in self.ribbons if r) + self.grey


@dataclass(frozen=True, slots=True)
class MoveHint:
    """What the Master bot would play, the painting behind it, and the search figures."""

    action: Action
    chance: float  # the search's estimate for the seat (0 hopeless .. 1 sure), win-weighted
    stats: tuple[ActionStat, ...]  # per root action, most visited first
    painting: PaintingHint | None  # the painting made, or the one a taken card makes possible
    iterations: int
    cancelled: bool


def painting_hint(state: CanvasState, seat: int, layers: tuple[int, ...]) -> PaintingHint:
    """Describe painting ``layers`` (bottom to top) for ``seat`` now."""
    player = state.seats[seat]
    verdict = state.judge.verdict(layers)
    gain = painting_gain(verdict, seat_gain_tables(state, seat))
    art = state.setup.cards.art
    titles = tuple(art[card].title for card in layers)
    background = player.unused_backgrounds[0] if player.unused_backgrounds else -1
    return PaintingHint(
        tuple(layers), background, titles, state.judge.title(layers), verdict.ribbons,
        verdict.grey, gain,
    )


def suggest_painting(state: CanvasState, seat: int | None = None) -> PaintingHint | None:
    """The painting from ``seat``'s hand (default: the seat to act) that adds the most points.

    Exhaustive over every ordered triple of the hand; ties go to the first in hand order.
    None when the seat holds fewer than 3 cards or has finished its paintings.
    """
    seat = state.current_seat if seat is None else seat
    if seat is None:
        return None
    player = state.seats[seat]
    if len(player.hand) < 3 or player.done:
        return None
    _, best_layers = best_painting(state, seat, player.hand)
    return painting_hint(state, seat, best_layers)


def suggest_move(
    state: CanvasState,
    *,
    seed: int = 0,
    iterations: int | None = MASTER_ITERATIONS,
    seconds: float | None = None,
    cancel: Cancel | None = None,
) -> MoveHint:
    """What Master would play now for the seat to act, with the painting it makes or prepares.

    Runs an ISMCTS search like the Master bot's (deterministic for ``seed`` and ``iterations``);
    ``cancel`` stops it early, and the best action found so far is given.
    Raises ValueError when the game is over.
    """
    seat = state.current_seat
    if seat is None:
        raise ValueError("no move to suggest: the game is over")
    result = SearchBot(seed, iterations, seconds).think(state, cancel)
    action = result.action
    if isinstance(action, Paint):
        painting: PaintingHint | None = painting_hint(state, seat, action.layers)
    else:
        painting = take_painting(state, seat, action)
    return MoveHint(
        action, round(result.value, 3), result.stats, painting, result.iterations,
        result.cancelled,
    )


def take_painting(state: CanvasState, seat: int, action: Take) -> PaintingHint | None:
    """The best painting the card taken by ``action`` would make with two cards in hand, or
    (with fewer in hand) with a card in hand and one left in the market; None when there is none."""
    card = state.market[action.slot]
    hand = state.seats[seat].hand
    pool = [*hand, card]
    if len(pool) < LAYERS:  # look for a third card in the market
        pool += [c for c in state.market if c != card]
    orders = (
        layers for layers in permutations(pool, LAYERS)
        if card in layers and sum(c not in hand and c != card for c in layers) <= 1
    )
    best, best_layers = best_order(state.judge.verdict, orders, seat_gain_tables(state, seat))
    return painting_hint(state, seat, best_layers) if best >= 0 else None
