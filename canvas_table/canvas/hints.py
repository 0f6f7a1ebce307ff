"""Hints for people: the best painting in hand, and what the Hard bot would do now, in words.

Both are pure functions of a state (which they never change) returning small frozen dataclasses
for the table to show. :func:`suggest_painting` is exhaustive over every ordered triple of the
hand; :func:`suggest_move` runs the Hard search (cancellable) and explains its choice.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import permutations

from canvas_table.canvas.actions import Action, Paint, Take
from canvas_table.canvas.bots import HARD_ITERATIONS, SearchBot, best_painting, gain_tables
from canvas_table.canvas.state import CanvasState
from canvas_table.engine.ismcts import ActionStat, Cancel

COLOURS = ("red", "green", "blue", "purple")


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
    text: str

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
    """What the Hard bot would play, why (in words), and the search figures behind it."""

    action: Action
    text: str
    chance: float  # the search's estimate for the seat (0 hopeless .. 1 sure), win-weighted
    stats: tuple[ActionStat, ...]  # per root action, most visited first
    painting: PaintingHint | None  # the painting made, or the one a taken card makes possible
    iterations: int
    cancelled: bool


def painting_hint(state: CanvasState, seat: int, layers: tuple[int, ...]) -> PaintingHint:
    """Describe painting ``layers`` (bottom to top) for ``seat`` now."""
    player = state.seats[seat]
    verdict = state.painter.verdict(layers)
    gain = 2 * verdict.grey + sum(t[verdict.ribbons[k]] for k, t in gain_tables(state, seat))
    art = state.setup.cards.art
    titles = tuple(art[card].title for card in layers)
    background = player.unused_backgrounds[0] if player.unused_backgrounds else -1
    count = sum(r for r in verdict.ribbons if r) + verdict.grey
    text = (
        f"paint {', '.join(titles)} (bottom to top) over your background: "
        f"{count} ribbon{'s' if count != 1 else ''}, {gain} point{'s' if gain != 1 else ''}"
    )
    details = _ribbon_words(state, verdict.ribbons, verdict.grey)
    if details:
        text += f" ({details})"
    return PaintingHint(
        tuple(layers), background, titles, state.painter.title(layers), verdict.ribbons,
        verdict.grey, gain, text,
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
    iterations: int | None = HARD_ITERATIONS,
    seconds: float | None = None,
    cancel: Cancel | None = None,
) -> MoveHint:
    """What Hard would play now for the seat to act, with its reason in words.

    Runs an ISMCTS search like the Hard bot's (deterministic for ``seed`` and ``iterations``);
    ``cancel`` stops it early, and the best action found so far is explained.
    Raises ValueError when the game is over.
    """
    seat = state.current_seat
    if seat is None:
        raise ValueError("no move to suggest: the game is over")
    result = SearchBot(seed, iterations, seconds).think(state, cancel)
    action = result.action
    if isinstance(action, Paint):
        painting: PaintingHint | None = painting_hint(state, seat, action.layers)
        text = painting.text  # type: ignore[union-attr]
    else:
        painting, text = _explain_take(state, seat, action)
    return MoveHint(
        action, text, round(result.value, 3), result.stats, painting, result.iterations,
        result.cancelled,
    )


def _explain_take(state: CanvasState, seat: int, action: Take) -> tuple[PaintingHint | None, str]:
    art = state.setup.cards.art
    slot = action.slot
    card = state.market[slot]
    tokens = state.market_tokens[slot]
    cost = "free" if slot == 0 else f"costs {slot}"
    head = f"take {art[card].title} (slot {slot}, {cost}"
    head += f", collects {tokens} inspiration)" if tokens else ")"
    hand = state.seats[seat].hand
    pool = [*hand, card]
    if len(pool) < 3:  # look for a third card in the market
        pool += [c for c in state.market if c != card]
    best, best_layers = -1, None
    tables = gain_tables(state, seat)
    for layers in permutations(pool, 3):
        if card not in layers or sum(c not in hand and c != card for c in layers) > 1:
            continue
        v = state.painter.verdict(layers)
        gain = 2 * v.grey + sum(t[v.ribbons[k]] for k, t in tables)  # type: ignore[index]
        if gain > best:
            best, best_layers = gain, layers
    if best_layers is None:
        return None, f"{head}: the most promising card for your next painting"
    painting = painting_hint(state, seat, best_layers)
    others = [c for c in best_layers if c != card]
    names = " and ".join(art[c].title for c in others)
    if all(c in hand for c in others):
        reason = f"with {names} it makes a painting worth {painting.points}"
    else:
        reason = f"with {names} (from the market) it could make a painting worth {painting.points}"
    return painting, f"{head}: {reason}"


def _ribbon_words(state: CanvasState, ribbons: tuple[int | None, ...], grey: int) -> str:
    scoring = state.setup.cards.scoring
    parts = [
        f"{r} {COLOURS[k]} for {scoring[name].title}"
        for k, (name, r) in enumerate(zip(state.setup.scoring, ribbons, strict=True))
        if name and r
    ]
    if grey:
        parts.append(f"{grey} grey")
    return ", ".join(parts)
