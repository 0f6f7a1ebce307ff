"""Tangram Champions' bots: the board's choices, and the one model of a bot at the puzzle.

The puzzle's outcome is drawn by the one model (:mod:`canvas_table.tangram.solver`) from the
decision's seed, by the bot's level and its aim (case A or B). With the game option
``bot_puzzles = "same"`` every bot solves like Normal, which leaves only the board's choices (the
aim among them) to tell bots apart.

The board's choices (Normal, Hard and Master alike; Easy blunders now and then; Random picks any
legal answer) weigh what brings the bot nearer its goal and what keeps the others from theirs: take
a colour it lacks that is scarce in the stock and lacked by others; return or give a colour it holds
twice, one the receiver already has; steal from the player nearest the goal a colour they hold once.
"""

from __future__ import annotations

from collections.abc import Callable

from canvas_table.engine.rng import Rng
from canvas_table.tangram.actions import (
    Action,
    Give,
    Return,
    Roll,
    Steal,
    Take,
)
from canvas_table.tangram.solver import AIMS, best_aim, puzzle_outcome
from canvas_table.tangram.state import CHOOSE, PUZZLE, ROLL, TangramState

LEVELS = ("random", "easy", "normal", "hard", "master")
EASY_BLUNDERS = 0.3  # how often Easy answers a choice or chooses its aim at random


def decision_seed(state: TangramState) -> int:
    """The seed of a bot's decision at this point of the game: the same game, the same moves."""
    seat = state.current_seat or 0
    return (state.setup.seed * 7919 + state.moves * 31 + seat) & ((1 << 64) - 1)


def _take_key(state: TangramState, seat: int) -> Callable[[Take], tuple[int, int, int]]:
    hand = state.hands[seat]

    def key(action: Take) -> tuple[int, int, int]:
        colour = action.colour
        lacking = sum(1 for other, h in enumerate(state.hands) if other != seat and not h[colour])
        return (hand[colour] == 0, lacking, -state.stock[colour])
    return key


def _let_go_key(state: TangramState, seat: int,
                receiver: int | None) -> Callable[[Return | Give], tuple[int, ...]]:
    hand = state.hands[seat]

    def key(action: Return | Give) -> tuple[int, ...]:
        colour = action.colour
        useless = 1 if receiver is None else int(state.hands[receiver][colour] > 0)
        return (hand[colour] > 1, useless, hand[colour], state.stock[colour])
    return key


def _steal_key(state: TangramState) -> Callable[[Steal], tuple[int, int, int]]:
    def key(action: Steal) -> tuple[int, int, int]:
        held = state.hands[action.victim][action.colour]
        return (state.colours(action.victim), held == 1, -state.stock[action.colour])
    return key


def best_choice(state: TangramState, actions: list[Action]) -> Action:
    """The answer to the pending choice that serves the chooser best (see the module)."""
    pending = state.pending[0]
    seat = pending.seat
    if pending.kind == "take":
        return max(actions, key=_take_key(state, seat))  # type: ignore[arg-type]
    if pending.kind == "steal":
        return max(actions, key=_steal_key(state))  # type: ignore[arg-type]
    receiver = (seat + 1) % state.num_seats if pending.kind == "give" else None
    return max(actions, key=_let_go_key(state, seat, receiver))  # type: ignore[arg-type]


class TangramBot:
    """A bot of one level: rolls, solves by :func:`puzzle_outcome`, answers choices."""

    def __init__(self, level: str, seed: int = 0) -> None:
        self.name = level
        self.rng = Rng(seed).derive("tangram-bot")
        self.blunders = EASY_BLUNDERS if level == "easy" else 0.0

    def puzzle_level(self, state: TangramState) -> str:
        """Whose skill this bot solves with: its own, or Normal's when every bot solves alike."""
        return "normal" if state.setup.bot_puzzles == "same" else self.name

    def aim(self, state: TangramState, level: str) -> str:
        """Play the puzzle for case A ("black") or B ("white"): Random tosses a coin, Easy now and
        then, the others weigh them (:func:`~canvas_table.tangram.solver.best_aim`)."""
        if self.name == "random" or (self.blunders and self.rng.random() < self.blunders):
            return self.rng.choice(AIMS)
        return best_aim(state, level)

    def choose(self, state: TangramState) -> Action:
        """The action this bot plays for the seat to act (never changes ``state``)."""
        if state.phase == ROLL:
            return Roll()
        if state.phase == PUZZLE:
            level = self.puzzle_level(state)
            return puzzle_outcome(level, decision_seed(state), self.aim(state, level))
        if state.phase != CHOOSE:
            raise ValueError("no legal action: the game is over")
        actions = state.legal_actions()
        if self.name == "random" or (self.blunders and self.rng.random() < self.blunders):
            return self.rng.choice(actions)
        return best_choice(state, actions)


def make_bot(level: str, seed: int, iterations: int | None = None,
             cancel: Callable[[], bool] | None = None) -> TangramBot:
    """A bot by level: random, easy, normal (alias greedy), hard, master. Tangram Champions' bots
    do not search: ``iterations`` and ``cancel`` are accepted and have nothing to limit."""
    if level == "greedy":
        level = "normal"
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r} (known: {', '.join(LEVELS)}, greedy)")
    return TangramBot(level, seed)
