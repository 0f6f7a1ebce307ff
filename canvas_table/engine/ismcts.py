"""Information-set Monte Carlo tree search (Cowling, Powley and Whitehouse, 2012), game-agnostic.

Single-observer ISMCTS: every iteration copies the searching seat's state and re-deals what that
seat cannot see (``redeal(rng, seat)`` with the search's own RNG, never the game's), then walks one tree
whose edges are actions. A node's children are the actions seen in any determinization; UCB1 uses
each child's *availability* count (how often it was legal when its parent was visited) in place of
the parent's visit count. A node stores the reward of the seat that played the action into it, so
every seat maximises its own reward (several opponents are fine).

Only the :class:`~canvas_table.engine.game.GameState` protocol is used, plus two optional hooks:
``actions(state)`` restricts the actions the tree considers (an action abstraction: it must
return legal actions only, and at least one while the game is on) and ``playout(state, rng)``
finishes a determinized game and returns each seat's reward in [0, 1].

The search is deterministic for a given RNG seed and iteration budget; a time budget or a cancel
callable (or :class:`threading.Event`) is checked between iterations, so it stops within one
iteration (well under 100 ms for the games here).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from canvas_table.engine.rng import Rng

ActionsFn = Callable[[Any], Sequence[Any]]
PlayoutFn = Callable[[Any, Rng], Sequence[float]]
Cancel = Callable[[], bool] | Any  # a callable returning True to stop, or a threading.Event

EXPLORATION = 0.7  # UCB1 constant for rewards in [0, 1]


@dataclass(frozen=True, slots=True)
class ActionStat:
    """What the search learnt about one root action."""

    action: Any
    visits: int
    mean: float  # mean reward of the searching seat after this action (0 lose .. 1 win)
    availability: int


@dataclass(frozen=True, slots=True)
class SearchResult:
    """The chosen action (the most visited root child) and the statistics behind it."""

    action: Any
    iterations: int
    seconds: float
    cancelled: bool
    stats: tuple[ActionStat, ...]  # most visited first

    @property
    def value(self) -> float:
        """The chosen action's mean reward: the search's estimate of the seat's chances."""
        return self.stats[0].mean if self.stats else 0.0


class Node:
    """One tree node: the action that led here, who played it, and its statistics."""

    __slots__ = ("action", "avail", "children", "seat", "total", "visits")

    def __init__(self, action: Any, seat: int) -> None:
        self.action = action
        self.seat = seat
        self.children: dict[Any, Node] = {}
        self.visits = 0
        self.avail = 0
        self.total = 0.0


def random_playout(state: Any, rng: Rng) -> list[float]:
    """Finish the game with uniformly random legal actions; the final ``returns()``."""
    apply = getattr(state, "apply_unchecked", state.apply)
    while not state.is_over():
        apply(rng.choice(state.legal_actions()))
    return list(state.returns())


def _stopper(cancel: Cancel | None) -> Callable[[], bool] | None:
    if cancel is None:
        return None
    is_set = getattr(cancel, "is_set", None)
    return is_set if callable(is_set) else cancel


def search(
    state: Any,
    rng: Rng,
    *,
    iterations: int | None = None,
    seconds: float | None = None,
    cancel: Cancel | None = None,
    actions: ActionsFn | None = None,
    playout: PlayoutFn | None = None,
    exploration: float = EXPLORATION,
) -> SearchResult:
    """Search from ``state`` for the seat to act and return the most visited action.

    At least one of ``iterations`` and ``seconds`` bounds the search; ``cancel`` stops it early
    (checked before every iteration). ``state`` is never changed: every iteration works on a
    re-dealt clone. Raises ValueError when the game is over.
    """
    if state.is_over():
        raise ValueError("no legal action: the game is over")
    if iterations is None and seconds is None:
        raise ValueError("search needs an iteration budget or a time budget")
    candidates = actions or (lambda s: s.legal_actions())
    finish = playout or random_playout
    stop = _stopper(cancel)
    seat = state.current_seat
    root = Node(None, -1)
    start = time.perf_counter()
    deadline = start + seconds if seconds is not None else math.inf
    limit = iterations if iterations is not None else math.inf
    done = 0
    cancelled = False
    first = list(candidates(state))
    if len(first) == 1:  # nothing to think about
        limit = min(limit, 1)
    while done < limit:
        if stop is not None and stop():
            cancelled = True
            break
        if done and time.perf_counter() >= deadline:
            break
        _iterate(root, state, rng, candidates, finish, exploration, seat)
        done += 1
    return _result(root, first, done, time.perf_counter() - start, cancelled)


def ensemble(state: Any, rng: Rng, trees: int, *, iterations: int,
             cancel: Cancel | None = None, actions: ActionsFn | None = None,
             playout: PlayoutFn | None = None, exploration: float = EXPLORATION) -> SearchResult:
    """``trees`` independent searches of ``iterations`` each (root parallelisation), their root
    statistics summed; the action most visited over all of them.

    More work in one tree grows it deeper, into nodes where an action such as "the card in slot
    2" names a different card in every determinization; many trees of a shallow search's size
    spend the same work on better root statistics instead. A cancel stops at the current tree.
    """
    stop = _stopper(cancel)
    results: list[SearchResult] = []
    for k in range(trees):
        results.append(search(state, rng.derive(f"tree-{k}"), iterations=iterations, cancel=cancel,
                              actions=actions, playout=playout, exploration=exploration))
        if results[-1].cancelled or (stop is not None and stop()):
            break
    merged: dict[Any, list[float]] = {}  # action -> [visits, reward total, availability]
    for result in results:
        for stat in result.stats:
            entry = merged.setdefault(stat.action, [0, 0.0, 0])
            entry[0] += stat.visits
            entry[1] += stat.mean * stat.visits
            entry[2] += stat.availability
    first = results[0]
    order = {stat.action: k for k, stat in enumerate(first.stats)}
    stats = sorted(
        (ActionStat(action, int(v), total / v if v else 0.0, int(avail))
         for action, (v, total, avail) in merged.items()),
        key=lambda s: (-s.visits, -s.mean, order.get(s.action, len(order))))
    return SearchResult(stats[0].action if stats else first.action,
                        sum(r.iterations for r in results), sum(r.seconds for r in results),
                        any(r.cancelled for r in results) or len(results) < trees, tuple(stats))


def _iterate(
    root: Node, state: Any, rng: Rng, candidates: ActionsFn, finish: PlayoutFn, c: float,
    root_seat: int,
) -> None:
    """One iteration: determinize, select/expand along the tree, play out, back up."""
    det = state.clone()
    det.redeal(rng, root_seat)
    apply = getattr(det, "apply_unchecked", det.apply)
    node = root
    path = [root]
    while not det.is_over():
        seat = det.current_seat
        legal = candidates(det)
        children = node.children
        untried = []
        best, best_score = None, -math.inf
        for action in legal:
            child = children.get(action)
            if child is None:
                untried.append(action)
                continue
            child.avail += 1
            score = child.total / child.visits + c * math.sqrt(math.log(child.avail) / child.visits)
            if score > best_score:
                best, best_score = child, score
        if untried:
            action = untried[rng.below(len(untried))] if len(untried) > 1 else untried[0]
            child = children[action] = Node(action, seat)
            child.avail = 1
            apply(action)
            path.append(child)
            break
        assert best is not None
        apply(best.action)
        node = best
        path.append(best)
    rewards = finish(det, rng) if not det.is_over() else list(det.returns())
    for visited in path:
        visited.visits += 1
        if visited.seat >= 0:
            visited.total += rewards[visited.seat]


def _result(
    root: Node, first: list[Any], done: int, seconds: float, cancelled: bool
) -> SearchResult:
    order = {action: k for k, action in enumerate(first)}
    stats = [
        ActionStat(child.action, child.visits, child.total / child.visits if child.visits else 0.0,
                   child.avail)
        for child in root.children.values()
    ]
    stats.sort(key=lambda s: (-s.visits, -s.mean, order.get(s.action, len(order))))
    action = stats[0].action if stats else first[0]
    return SearchResult(action, done, seconds, cancelled, tuple(stats))
