"""Canvas bots: the one-step greedy player, its noisy easy variant, and the ISMCTS search bot.

The greedy bot values a painting by the points it adds to what the seat already holds (ribbon
caps included, 2 per grey ribbon), and a market card by the best painting it would help make
next, minus the inspiration it costs. It reads only public information and never changes the
state it is given.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import permutations

from canvas_table.canvas.actions import Action, Paint, Take
from canvas_table.canvas.gain import GainTables, best_order, gain_tables, slot_cards
from canvas_table.canvas.policies import CanvasModel, ribbon_key
from canvas_table.canvas.state import HAND_LIMIT, CanvasState
from canvas_table.canvas.turns import LAYERS
from canvas_table.engine.bots import Bot, RandomBot
from canvas_table.engine.ismcts import Cancel, SearchResult, search
from canvas_table.engine.rng import Rng

TOKEN_VALUE = 1.0  # points one inspiration token is worth to the greedy bot
TAKE_DISCOUNT = 0.8  # a painting in hand is worth less than a painting made
PARTIAL_DISCOUNT = 0.6  # two cards and a hoped-for third
# A level is its work, not a clock (a time budget on a loaded machine gave Master hardly more than
# Hard). Past some 400 iterations the search has learnt what its greedy playouts can tell it (2,000
# beat 400 only 54%, five trees of 2,000 beat 2,000 in 9 games of 25), so the ladder's steps are
# set below that: Hard's 200 iterations still beat Normal, Master's 2,000 beat Hard's 200 (README).
HARD_ITERATIONS = 200  # about 50 ms a decision on a quiet machine
MASTER_ITERATIONS = 2000  # about half a second
EASY_NOISE = 6.0  # points of noise on Easy's estimates


def seat_gain_tables(state: CanvasState, seat: int) -> GainTables:
    """``seat``'s gain tables now (:func:`~canvas_table.canvas.gain.gain_tables`)."""
    return gain_tables(slot_cards(state.setup), state.seats[seat].ribbons)


def best_painting(
    state: CanvasState, seat: int, hand: Sequence[int], tables: GainTables | None = None
) -> tuple[int, tuple[int, ...]]:
    """The best (gain, layers) over every ordered triple of ``hand``; (-1, ()) below 3 cards.

    ``tables`` are the seat's :func:`seat_gain_tables`, passed in when scoring many hands at once.
    """
    if tables is None:
        tables = seat_gain_tables(state, seat)
    return best_order(state.judge.verdict, permutations(hand, LAYERS), tables)


class GreedyBot:
    """One-step look-ahead: paint the best painting now, or take the card worth most next."""

    name = "greedy"

    def __init__(self, seed: int = 0, noise: float = 0.0) -> None:
        self.rng = Rng(seed).derive("greedy-bot")
        self.noise = noise

    def choose(self, state: CanvasState) -> Action:
        """The action with the highest estimated value (ties: the first)."""
        seat = state.current_seat
        if seat is None:
            raise ValueError("no legal action: the game is over")
        options = self.rate(state, seat)
        if self.noise:
            options = [(v + self.noise * (self.rng.random() - 0.5), a) for v, a in options]
        return max(options, key=lambda option: option[0])[1]

    def rate(self, state: CanvasState, seat: int) -> list[tuple[float, Action]]:
        """Every kind of move open to ``seat`` with its estimated value.

        Painting values come from the memoised triple values of :class:`CanvasModel` (the same
        gains as :func:`best_painting`, ribbon caps included, a sorted set of 3 at a time).
        """
        player = state.seats[seat]
        model = CanvasModel.for_state(state)
        rk = ribbon_key(player.ribbons)
        hand = sorted(player.hand)
        options: list[tuple[float, Action]] = []
        if len(hand) >= 3:
            gain, layers = model.best_in_hand(hand, rk)
            options.append((gain, Paint(layers, player.unused_backgrounds[0])))
        if len(hand) < HAND_LIMIT:
            for slot in range(min(len(state.market), player.inspiration + 1)):
                options.append((self._take_value(state, slot, hand, model, rk), Take(slot)))
        return options

    def _take_value(
        self, state: CanvasState, slot: int, hand: list[int], model: CanvasModel, rk: int
    ) -> float:
        card = state.market[slot]
        tokens = state.market_tokens[slot] - state.take_cost(slot)
        new_hand = sorted([*hand, card])
        if len(new_hand) >= 3:
            potential: float = model.best_in_hand(new_hand, rk)[0]
        elif len(new_hand) == 2:
            thirds = [c for c in state.market if c != card]
            potential = PARTIAL_DISCOUNT * max(
                (model.best_in_hand(sorted([*new_hand, c]), rk)[0] for c in thirds), default=0
            )
        else:
            potential = 0.0
        return TAKE_DISCOUNT * potential + TOKEN_VALUE * tokens


class SearchBot:
    """Information-set MCTS over the Canvas action abstraction, with fast greedy playouts.

    Each decision searches a copy of the seat's view (dispenser and Vincent's coins re-dealt from
    the bot's own RNG); the game's state and RNG are never touched. ``iterations`` bounds the
    search (deterministic for a seed); ``seconds`` bounds it by time instead (when both are
    given, whichever comes first). ``cancel`` (a callable or ``threading.Event``) stops a search
    between iterations; the best action found so far is then returned.
    """

    def __init__(
        self,
        seed: int = 0,
        iterations: int | None = HARD_ITERATIONS,
        seconds: float | None = None,
        cancel: Cancel | None = None,
        name: str = "hard",
    ) -> None:
        self.name = name
        self.rng = Rng(seed).derive("ismcts-bot")
        self.iterations = iterations
        self.seconds = seconds
        self.cancel = cancel
        self.model: CanvasModel | None = None
        self.last: SearchResult | None = None

    def model_for(self, state: CanvasState) -> CanvasModel:
        """The memoised painting values for ``state``'s scoring set (kept between decisions)."""
        if self.model is None or not self.model.fits(state):
            self.model = CanvasModel.for_state(state)
        return self.model

    def think(self, state: CanvasState, cancel: Cancel | None = None) -> SearchResult:
        """Search for the seat to act and return the action with its statistics."""
        seat = state.current_seat
        if seat is None:
            raise ValueError("no legal action: the game is over")
        rng = Rng(self.rng.next64())
        view = state.clone()
        view.redeal(rng.derive("view"), seat)
        model = self.model_for(view)
        stop = cancel if cancel is not None else self.cancel
        self.last = search(view, rng, iterations=self.iterations, seconds=self.seconds,
                           cancel=stop, actions=model.candidates, playout=model.playout)
        return self.last

    def choose(self, state: CanvasState) -> Action:
        """The most visited action of a search from ``state``."""
        return self.think(state).action


LEVELS = ("random", "easy", "normal", "hard", "master")


def decision_seed(state: CanvasState) -> int:
    """The seed of a bot's decision at this point of the game: the same game, the same moves."""
    seat = state.current_seat or 0
    return state.setup.seed * 7919 + state.moves * 31 + seat


def make_bot(
    level: str, seed: int, iterations: int | None = None, cancel: Cancel | None = None
) -> Bot:
    """A bot by level: ``random``, ``easy``, ``normal`` (alias ``greedy``), ``hard``, ``master``.

    Hard searches :data:`HARD_ITERATIONS`, Master :data:`MASTER_ITERATIONS` (deterministic for a
    seed); ``iterations`` overrides either budget; ``cancel`` stops their searches early.
    """
    if level == "random":
        return RandomBot(seed)
    if level in ("normal", "greedy"):
        return GreedyBot(seed)
    if level == "easy":
        return GreedyBot(seed, noise=EASY_NOISE)
    if level == "hard":
        return SearchBot(seed, iterations or HARD_ITERATIONS, None, cancel, "hard")
    if level == "master":
        return SearchBot(seed, iterations or MASTER_ITERATIONS, None, cancel, "master")
    raise ValueError(f"unknown bot level {level!r} (known: {', '.join(LEVELS)}, greedy)")
