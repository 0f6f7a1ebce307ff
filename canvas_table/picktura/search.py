"""Picktura's search bots (Hard, Master): information-set MCTS over re-dealt copies.

Every iteration re-deals what the searching seat cannot know (the others' unseen cards, an unknown
hidden pile; see :mod:`canvas_table.picktura.hidden`), walks the tree of steps, then plays a
cheap rule-based playout for at most :data:`PLAYOUT_STEPS` steps and scores the position it reaches:
the game's result when it is over, else each seat's score plus part of its hand's worth, turned
into win chances. The tree considers every step except taking the visible card without gaining
from it (taking it and discarding it back is a pass, and a pass would let a game go on for ever),
and after a visible take only the discards that keep that gain.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from canvas_table.engine.ismcts import Cancel, SearchResult, search
from canvas_table.engine.rng import Rng
from canvas_table.picktura.actions import (
    HIDDEN,
    VISIBLE,
    Action,
    Collect,
    Complete,
    Discard,
    Draw,
    Expose,
    UseBlank,
)
from canvas_table.picktura.cards import WORK_OF, cards_of, is_blank
from canvas_table.picktura.state import DISCARD, DRAW, PickturaState
from canvas_table.picktura.value import best_discard, discard_values, exposed_elsewhere, hand_value

PLAYOUT_STEPS = 24
HAND_WEIGHT = 0.5  # how much of a hand's worth counts at a playout's end
TEMPERATURE = 25.0  # points of lead that make a win e times likelier
# A level is its work, not a clock. Hard's 150 iterations still beat Normal clearly and Master's
# 1,000 beat them (the stored ladder and the README); three trees of 2,000 (2.4 s a decision) had
# won 31% of 8 games against a Hard of 2,000.
HARD_ITERATIONS = 150  # about 50 ms a decision on a quiet machine
MASTER_ITERATIONS = 1000  # about 0.4 s


def _visible_gain(state: PickturaState, seat: int) -> float:
    """How much the visible top card raises the seat's hand value (after its best discard)."""
    hand, works = state.hands[seat], state.works[seat]
    dead, three = exposed_elsewhere(state, seat), state.setup.complete_three
    now = hand_value(hand, works, dead, three)
    return best_discard([*hand, state.visible[-1]], works, dead, three)[0] - now


def search_actions(state: PickturaState) -> list[Action]:
    """The steps the tree considers: every legal one, but a visible card is taken only when it
    raises the hand's value, and then the discard must leave the hand worth more than before the
    take (see the module)."""
    actions = state.legal_actions()
    seat = state.seat
    if state.phase == DISCARD:
        taken = state.taken
        if taken is not None and taken in state.public[seat]:
            # Two seats that each take the other's discard and give back a card of equal worth
            # would trade for ever, and the game would never end: every visible take must raise
            # the taker's worth, which can rise only so far.
            gaining = _gaining_discards(state, seat, taken)
            kept = [a for a in actions if isinstance(a, Discard) and a.card in gaining]
            return kept or actions
        return actions
    if state.phase == DRAW or Collect(VISIBLE) not in actions:
        return actions
    if Collect(HIDDEN) in actions and _visible_gain(state, seat) <= 0:
        actions.remove(Collect(VISIBLE))
    return actions


def _gaining_discards(state: PickturaState, seat: int, taken: int) -> set[int]:
    """The cards whose discard leaves ``seat``'s hand worth more than before it took ``taken``
    (discarding ``taken`` itself leaves the hand as it was)."""
    values = discard_values(state.hands[seat], state.works[seat], exposed_elsewhere(state, seat),
                            state.setup.complete_three)
    return {card for card, value in values.items() if value > values[taken]}


def _cheap_step(state: PickturaState) -> Action:
    """The playout's policy: finish a 2-card work or lay a blank canvas, expose 3 or 4 cards (a pair
    too after a rebuild), draw from the hidden pile unless the visible card matches the hand, and
    discard a card of the work it holds fewest of. Built without listing every legal action."""
    seat = state.seat
    hand = state.hands[seat]
    counts: dict[int, int] = {}
    for card in hand:
        work = WORK_OF[card]
        counts[work] = counts.get(work, 0) + 1
    if state.phase == DISCARD:
        taken = state.taken
        return Discard(min(hand, key=lambda c: (c == taken, counts[WORK_OF[c]] + 2 * (WORK_OF[c] == 0), c)))
    visible = state.visible
    likes_top = bool(visible) and counts.get(WORK_OF[visible[-1]], 0) >= 1 and WORK_OF[visible[-1]] != 0
    if state.phase == DRAW:
        return Draw(VISIBLE if likes_top or not state.hidden else HIDDEN)
    for index, group in enumerate(state.works[seat]):
        size = len(group)
        if size == 2 and counts.get(WORK_OF[group[0]], 0) >= 2:
            needed = tuple(card for card in cards_of(WORK_OF[group[0]]) if card not in group)
            if needed[0] in hand and needed[1] in hand:
                return Complete(index, needed)
        elif size == 3 and counts.get(0):  # three quarters (a blank canvas makes a group of 4)
            return UseBlank(index, next(card for card in hand if is_blank(card)))
    for work, count in counts.items():
        if work and (count >= 3 or (count == 2 and state.rebuilds)):
            return Expose(tuple(sorted(card for card in hand if WORK_OF[card] == work)))
    if state.hidden and not likes_top:
        return Collect(HIDDEN)
    if visible:
        return Collect(VISIBLE)
    return state.legal_actions()[0]


def estimate(state: PickturaState) -> list[float]:
    """Each seat's win chances: the result when the game is over, else from each seat's score and
    part of its hand's worth."""
    if state.is_over():
        return state.returns()
    three = state.setup.complete_three
    values = []
    for seat, hand in enumerate(state.hands):
        worth = hand_value(hand, state.works[seat], exposed_elsewhere(state, seat), three)
        values.append(state.score(seat) + HAND_WEIGHT * worth)
    top = max(values)
    weights = [math.exp((value - top) / TEMPERATURE) for value in values]
    total = sum(weights)
    return [weight / total for weight in weights]


def playout(state: PickturaState, rng: Rng) -> list[float]:
    """A short cheap playout, then :func:`estimate`."""
    del rng  # the playout is deterministic given the re-dealt cards
    apply = state.apply_unchecked
    for _ in range(PLAYOUT_STEPS):
        if state.phase == "over":
            break
        apply(_cheap_step(state))
    return estimate(state)


@dataclass
class SearchBot:
    """ISMCTS over :func:`search_actions` with :func:`playout`; ``iterations`` bound a search
    (deterministic for a seed); ``cancel`` stops it."""

    seed: int = 0
    iterations: int = HARD_ITERATIONS
    cancel: Cancel | None = None
    name: str = "hard"

    def __post_init__(self) -> None:
        self.rng = Rng(self.seed).derive("ismcts-bot")
        self.last: SearchResult | None = None

    def think(self, state: PickturaState, cancel: Cancel | None = None) -> SearchResult:
        """Search for the seat to act on a copy re-dealt for its seat (the state is not changed)."""
        if state.is_over():
            raise ValueError("no legal action: the game is over")
        rng = Rng(self.rng.next64())
        view = state.clone()
        view.redeal(rng.derive("view"), state.current_seat)
        stop = cancel if cancel is not None else self.cancel
        self.last = search(view, rng, iterations=self.iterations, cancel=stop,
                           actions=search_actions, playout=playout)
        return self.last

    def choose(self, state: PickturaState) -> Action:
        """The most visited step of a search from ``state``."""
        return self.think(state).action


def search_bot(level: str, seed: int, iterations: int | None = None,
               cancel: Callable[[], bool] | None = None) -> SearchBot:
    """Hard (:data:`HARD_ITERATIONS`) or Master (:data:`MASTER_ITERATIONS`), deterministic for a
    seed; ``iterations`` fixes the budget instead."""
    budget = iterations or (MASTER_ITERATIONS if level == "master" else HARD_ITERATIONS)
    return SearchBot(seed, budget, cancel, level)
