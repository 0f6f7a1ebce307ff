"""Picktura bots: greedy (Normal), greedy with blunders (Easy); the search levels: ``search.py``.

A bot reads only what its seat may know (see :mod:`canvas_table.picktura.value`): it values the
hidden pile as the mean over the cards it cannot place, and remembers what the others took from
the visible pile. Every decision is one step (a collect, then its discard; each draw), so a card
drawn from the hidden pile is seen before the next choice, as a player sees it: no bot needs to
peek, and the window needs no ``settle``. Bots never change the state they are given.
"""

from __future__ import annotations

from canvas_table.engine.bots import Bot, RandomBot
from canvas_table.engine.ismcts import Cancel
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
    ReplaceBlank,
    UseBlank,
)
from canvas_table.picktura.cards import cards_of, work_of
from canvas_table.picktura.state import DISCARD, DRAW, PickturaState
from canvas_table.picktura.value import (
    best_discard,
    exposed_elsewhere,
    hand_value,
    unseen,
    wanted_by_others,
)

LEVELS = ("random", "easy", "normal", "hard", "master")
EASY_BLUNDERS = 0.3  # how often Easy plays a random legal step instead


def work_gain(state: PickturaState, seat: int, action: Action) -> int:
    """Points an action on an exposed work adds at once (0 for replacing a blank canvas)."""
    if isinstance(action, Complete):
        return 70 if len(action.cards) == 2 else 40
    return 40 if isinstance(action, UseBlank) else 0


class GreedyBot:
    """Finishes works first, exposes 3 or 4 cards at once, a pair when it cannot grow (or late),
    and otherwise collects where the hand gains most; discards what it needs least."""

    name = "normal"

    def __init__(self, seed: int = 0, blunders: float = 0.0, name: str = "normal") -> None:
        self.rng = Rng(seed).derive("greedy-bot")
        self.blunders = blunders
        self.name = name

    def choose(self, state: PickturaState) -> Action:
        """The step this bot plays for the seat to act."""
        seat = state.current_seat
        if seat is None:
            raise ValueError("no legal action: the game is over")
        if self.blunders and self.rng.random() < self.blunders:
            return self.rng.choice(state.legal_actions())
        if state.phase == DISCARD:
            return self.discard(state, seat)
        if state.phase == DRAW:
            return self.draw(state, seat)
        return self.turn(state, seat)

    def discard(self, state: PickturaState, seat: int) -> Discard:
        """The card whose loss costs the hand least (not one another's work waits for, on a tie)."""
        dead = exposed_elsewhere(state, seat)
        _, card = best_discard(state.hands[seat], state.works[seat], dead, state.setup.complete_three,
                               wanted_by_others(state, seat))
        return Discard(card)

    def pile_gains(self, state: PickturaState, seat: int, then_discard: bool) -> dict[str, float]:
        """Each non-empty pile's expected gain in hand value from its top card (then the best
        discard when collecting): the visible top is known, the hidden one is the mean over the
        unseen cards, unless a rebuild made the hidden pile's order known."""
        hand, works = state.hands[seat], state.works[seat]
        dead, three = exposed_elsewhere(state, seat), state.setup.complete_three
        now = hand_value(hand, works, dead, three)

        def gain(card: int) -> float:
            more = [*hand, card]
            value = best_discard(more, works, dead, three)[0] if then_discard else \
                hand_value(more, works, dead, three)
            return value - now

        gains: dict[str, float] = {}
        if state.visible:
            gains[VISIBLE] = gain(state.visible[-1])
        if state.hidden:
            pool = [state.hidden[-1]] if state.hidden_public else unseen(state, seat)
            gains[HIDDEN] = sum(gain(card) for card in pool) / len(pool) if pool else 0.0
        return gains

    def draw(self, state: PickturaState, seat: int) -> Draw:
        """The pile whose top card is worth more (the hidden one on a tie)."""
        gains = self.pile_gains(state, seat, then_discard=False)
        if VISIBLE in gains and (HIDDEN not in gains or gains[VISIBLE] > gains[HIDDEN]):
            return Draw(VISIBLE)
        return Draw(HIDDEN)

    def turn(self, state: PickturaState, seat: int) -> Action:
        """Finish a work, expose, or collect (see the class)."""
        actions = state.legal_actions()
        works = [a for a in actions if isinstance(a, Complete | UseBlank)]
        if works:
            return max(works, key=lambda a: work_gain(state, seat, a))
        exposes = [a for a in actions if isinstance(a, Expose)]
        big = [a for a in exposes if len(a.cards) >= 3]
        if big:
            return max(big, key=lambda a: (len(a.cards), a.cards))
        replace = [a for a in actions if isinstance(a, ReplaceBlank)]
        if replace:
            return replace[0]
        dead = exposed_elsewhere(state, seat)
        for action in exposes:
            others = [c for c in cards_of(work_of(action.cards[0])) if c not in action.cards]
            if state.rebuilds >= 1 or any(card in dead for card in others):
                return action
        gains = self.pile_gains(state, seat, then_discard=True)
        visible = gains.get(VISIBLE, 0.0)
        if HIDDEN in gains and (visible <= 0 or visible <= gains[HIDDEN]):
            return Collect(HIDDEN)
        if VISIBLE in gains:
            return Collect(VISIBLE)
        return actions[0]


def decision_seed(state: PickturaState) -> int:
    """The seed of a bot's decision at this point of the game: the same game, the same moves."""
    seat = state.current_seat or 0
    return state.setup.seed * 7919 + state.moves * 31 + seat


def make_bot(level: str, seed: int, iterations: int | None = None, cancel: Cancel | None = None) -> Bot:
    """A bot by level: ``random``, ``easy``, ``normal`` (alias ``greedy``), ``hard``, ``master``.

    Hard and Master search (:mod:`canvas_table.picktura.search`); ``iterations`` fixes their
    budget (deterministic for a seed), ``cancel`` stops their searches.
    """
    if level == "random":
        return RandomBot(seed)
    if level in ("normal", "greedy"):
        return GreedyBot(seed)
    if level == "easy":
        return GreedyBot(seed, EASY_BLUNDERS, "easy")
    if level in ("hard", "master"):
        from canvas_table.picktura.search import search_bot

        return search_bot(level, seed, iterations, cancel)
    raise ValueError(f"unknown bot level {level!r} (known: {', '.join(LEVELS)}, greedy)")
