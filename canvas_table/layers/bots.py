"""Layers bots: look-ahead greedy (Normal), noisy greedy (Easy), the ISMCTS search (Hard, Master).

A bot decides *where to take from* with what its seat may see: the paintings, the market and the
discards are public, the pile's order is not (the greedy bot values the pile as the mean over the
cards it cannot see, the search re-deals the pile in every iteration). Only once it has chosen
to draw does it look at the pile's top card, as a player does, to choose the layer. Bots read
scores through :mod:`canvas_table.layers.scoring` and never change the state they are given.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from canvas_table.engine.bots import Bot, RandomBot
from canvas_table.engine.ismcts import Cancel, SearchResult, ensemble, search
from canvas_table.engine.rng import Rng
from canvas_table.layers.actions import LAYERS, MARKET, MARKET_SIZE, PILE, Place
from canvas_table.layers.scoring import score_ids
from canvas_table.layers.state import ALL_ACTIONS, LayersState

LEVELS = ("random", "easy", "normal", "hard", "master")
EASY_NOISE = 4.0  # points of noise on Easy's estimates
# Normal adds this weight times its next turn's expected gain to a market placement: with three turns
# a game, a painting that leaves room for the next card matters (against Random, 3 × 400 games:
# 93.0% without it, 94.3% at 0.6, 94.9% at 1.2, 93.6% at 1.6, 91.2% at 2.2).
LOOKAHEAD = 1.2
HARD_WORK = 20_000  # Hard's budget in simulated turns (iterations × turns left): about 0.6 s
HARD_ITERATIONS = (400, 3000)  # the fewest and the most iterations of a Hard decision
HARD_SECONDS = 0.95  # a guard for slow machines: Hard never thinks longer
# Master: four trees of Hard's size, their root statistics summed (engine.ismcts.ensemble): one
# tree of four times the work lost to Hard (40%, 40 games). A level is its work, not a clock.
MASTER_TREES = 4
DRAW = Place(PILE, 0)  # the search's "draw, then place where best" action
MARKET_ACTIONS = tuple(a for a in ALL_ACTIONS if a.source == MARKET)
SEARCH_ACTIONS = (*MARKET_ACTIONS, DRAW)


def layer_gains(state: LayersState, seat: int, card: int) -> tuple[int, int, int]:
    """How much ``seat``'s score changes when ``card`` covers its layer 1, 2 or 3."""
    return painting_gains(state.boards[seat], state, card)


def painting_gains(painting: Sequence[int], state: LayersState, card: int) -> tuple[int, int, int]:
    """How much ``painting``'s score (three cards of ``state``'s deck) changes when ``card``
    covers its layer 1, 2 or 3."""
    a, b, c = painting
    deck = state.deck
    now = score_ids((a, b, c), deck)
    return (
        score_ids((card, b, c), deck) - now,
        score_ids((a, card, c), deck) - now,
        score_ids((a, b, card), deck) - now,
    )


def best_layer(state: LayersState, seat: int, card: int) -> tuple[int, int]:
    """(gain, layer) of the best place for ``card`` on ``seat``'s painting (ties: the lowest)."""
    gains = layer_gains(state, seat, card)
    best = max(gains)
    return best, gains.index(best) + 1


def unseen_cards(state: LayersState) -> list[int]:
    """The cards no seat can see (the pile's), worked out from what is face up."""
    seen = set(state.market).union(state.discards, *state.boards)
    return [card for card in state.deck if card not in seen]


def draw_for(state: LayersState) -> Place:
    """The pile action once the seat to act has drawn: its top card on the best layer."""
    seat, card = state.current_seat, state.pile_top
    assert seat is not None and card is not None
    return Place(PILE, best_layer(state, seat, card)[1])


def settle(state: LayersState, action: Place) -> Place:
    """A bot's action as played on the real ``state``: a draw goes where the card drawn scores
    best. A bot that chose on a copy whose pile was re-dealt placed a card it never drew."""
    return draw_for(state) if action.source == PILE and not state.is_over() else action


def turns_after(state: LayersState) -> int:
    """How many more turns the seat to act has after this one."""
    return (state.setup.rounds * state.num_seats - state.moves - 1) // state.num_seats


class GreedyBot:
    """Best score change; the pile is worth the mean best gain of the unseen cards. With a
    ``lookahead`` weight, a market placement also counts that share of the mean best gain an
    unseen card would bring the new painting on the seat's next turn."""

    name = "normal"

    def __init__(self, seed: int = 0, noise: float = 0.0, name: str = "normal",
                 lookahead: float = 0.0) -> None:
        self.rng = Rng(seed).derive("greedy-bot")
        self.noise = noise
        self.name = name
        self.lookahead = lookahead

    def rate(self, state: LayersState, seat: int) -> list[tuple[float, Place]]:
        """Every market placement with its value, then DRAW with its expected gain."""
        unseen = unseen_cards(state)
        ahead = self.lookahead if turns_after(state) > 0 else 0.0
        options: list[tuple[float, Place]] = []
        for slot in range(MARKET_SIZE):
            card = state.market[slot]
            gains = layer_gains(state, seat, card)
            for k in range(LAYERS):
                value = float(gains[k])
                if ahead:
                    painting = list(state.boards[seat])
                    painting[k] = card
                    value += ahead * sum(max(painting_gains(painting, state, other))
                                         for other in unseen) / len(unseen)
                options.append((value, Place(MARKET, k + 1, slot)))
        expected = sum(max(layer_gains(state, seat, card)) for card in unseen) / len(unseen)
        options.append((expected, DRAW))
        return options

    def choose(self, state: LayersState) -> Place:
        """The option of highest value (ties: the first); a draw is then placed where best."""
        seat = state.current_seat
        if seat is None:
            raise ValueError("no legal action: the game is over")
        options = self.rate(state, seat)
        if self.noise:
            options = [(v + self.noise * (self.rng.random() - 0.5), a) for v, a in options]
        action = max(options, key=lambda option: option[0])[1]
        return draw_for(state) if action == DRAW else action


class SearchView(LayersState):
    """The search's copy of a state: DRAW is one more action, and alone the score is the reward."""

    __slots__ = ()

    def legal_actions(self) -> list[Place]:
        """The market placements and DRAW."""
        return [] if self.is_over() else list(SEARCH_ACTIONS)

    def apply_unchecked(self, action: Place) -> None:
        """DRAW places the (re-dealt) top card where it scores best."""
        super().apply_unchecked(draw_for(self) if action == DRAW else action)

    def returns(self) -> list[float]:
        """Win shares; alone, the score mapped onto [0, 1]."""
        if len(self.boards) == 1:
            return [min(1.0, max(0.0, (self.score(0) + 6) / 42))]
        return super().returns()


def playout(state: SearchView, rng: Rng) -> list[float]:
    """Finish the game greedily: each turn, the top card or a market card on its best layer."""
    del rng  # the playout is deterministic given the (re-dealt) pile
    apply = LayersState.apply_unchecked
    while not state.is_over():
        seat = state.current_seat
        assert seat is not None
        best, layer = best_layer(state, seat, state.pile[-1])
        action = Place(PILE, layer)
        for slot in range(MARKET_SIZE):
            gain, layer = best_layer(state, seat, state.market[slot])
            if gain > best:
                best, action = gain, Place(MARKET, layer, slot)
        apply(state, action)
    return state.returns()


def hard_budget(state: LayersState) -> int:
    """Hard's iterations in ``state``: :data:`HARD_WORK` simulated turns, within bounds."""
    turns_left = state.setup.rounds * state.num_seats - state.moves
    low, high = HARD_ITERATIONS
    return max(low, min(high, HARD_WORK // max(1, turns_left)))


class SearchBot:
    """Information-set MCTS over the market placements and DRAW, with greedy playouts.

    ``iterations`` bounds a search (a number, or a function of the state such as
    :func:`hard_budget`), ``seconds`` bounds it by time; with both, whichever comes first.
    A search bounded by iterations alone is deterministic for a seed. ``cancel`` (a callable or
    ``threading.Event``) stops a search between iterations.
    """

    def __init__(
        self,
        seed: int = 0,
        iterations: int | Callable[[LayersState], int] | None = hard_budget,
        seconds: float | None = None,
        cancel: Cancel | None = None,
        name: str = "hard",
        trees: int = 1,
    ) -> None:
        self.name = name
        self.rng = Rng(seed).derive("ismcts-bot")
        self.iterations = iterations
        self.seconds = seconds
        self.cancel = cancel
        self.trees = trees
        self.last: SearchResult | None = None

    def think(self, state: LayersState, cancel: Cancel | None = None) -> SearchResult:
        """Search for the seat to act; a chosen DRAW comes back as the placed top card."""
        if state.is_over():
            raise ValueError("no legal action: the game is over")
        rng = Rng(self.rng.next64())
        view = state.clone()
        view.__class__ = SearchView  # same slots: the state's fields, the search's rules
        view.redeal(rng.derive("view"), state.current_seat)
        budget = self.iterations(state) if callable(self.iterations) else self.iterations
        stop = cancel if cancel is not None else self.cancel
        if self.trees > 1 and budget is not None:
            result = ensemble(view, rng, self.trees, iterations=budget, cancel=stop, playout=playout)
        else:
            result = search(view, rng, seconds=self.seconds, iterations=budget, cancel=stop,
                            playout=playout)

        def real(action: Any) -> Place:
            return draw_for(state) if action == DRAW else action

        stats = tuple(replace(s, action=real(s.action)) for s in result.stats)
        self.last = replace(result, action=real(result.action), stats=stats)
        return self.last

    def choose(self, state: LayersState) -> Place:
        """The most visited action of a search from ``state``."""
        return self.think(state).action


def decision_seed(state: LayersState) -> int:
    """The seed of a bot's decision at this point of the game: the same game, the same moves."""
    seat = state.current_seat or 0
    return state.setup.seed * 7919 + state.moves * 31 + seat


def make_bot(
    level: str, seed: int, iterations: int | None = None, cancel: Cancel | None = None
) -> Bot:
    """A bot by level: ``random``, ``easy``, ``normal`` (alias ``greedy``), ``hard``, ``master``.

    Hard searches :func:`hard_budget` iterations (at most :data:`HARD_SECONDS`), Master
    :data:`MASTER_TREES` trees of as many (deterministic for a seed); ``iterations`` fixes the
    budget of a tree instead. ``cancel`` stops their searches.
    """
    if level == "random":
        return RandomBot(seed)
    if level in ("normal", "greedy"):
        return GreedyBot(seed, lookahead=LOOKAHEAD)
    if level == "easy":
        return GreedyBot(seed, EASY_NOISE, "easy")
    if iterations is not None and level in ("hard", "master"):
        return SearchBot(seed, iterations, None, cancel, level, MASTER_TREES if level == "master" else 1)
    if level == "hard":
        return SearchBot(seed, hard_budget, HARD_SECONDS, cancel, "hard")
    if level == "master":
        return SearchBot(seed, hard_budget, None, cancel, "master", MASTER_TREES)
    raise ValueError(f"unknown bot level {level!r} (known: {', '.join(LEVELS)}, greedy)")

