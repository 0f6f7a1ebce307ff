"""A bot's decision for a seat of a table, run in a worker process so the server never waits.

The worker gets the table's record (small JSON), replays it, re-deals on a copy whatever the seat
to act cannot see, and lets the bot choose on that copy: a bot on the server knows exactly what
its seat's player would. A choice that reveals a card to the seat taking it (Layers' draw) is
settled on the real state with the game's ``settle`` (for a bot seat of the server only).
"""

from __future__ import annotations

import multiprocessing
from concurrent.futures import Executor, ProcessPoolExecutor
from typing import Any

from canvas_table import games
from canvas_table.engine.rng import Rng


def decide(record: dict[str, Any], level: str, seed: int | None = None) -> dict[str, Any]:
    """The action (JSON) the ``level`` bot plays for the seat to act in the recorded game.

    A server's own bot takes the game's decision seed (the same game, the same moves) and its
    choice is settled on the real state. A bot thinking for a client's seat is given a fresh
    random ``seed`` and is not settled, so its answer depends on nothing that seat may not know
    (the decision seed comes from the game's secret seed; a settled draw would tell where the
    card not yet drawn is best, and the client may still play something else).
    """
    match = games.load_match(record)
    game = games.game(match.game_id)
    state = match.state
    own = seed is None
    if seed is None:
        seed = game.decision_seed(state)
    seen = state.clone()
    seen.redeal(Rng(seed).derive("net-view"), state.current_seat)
    action = game.make_bot(level, seed).choose(seen)
    settle = getattr(game, "settle", None)
    return game.action_to_json(settle(state, action) if own and settle is not None else action)


def _warm() -> None:
    """Import the registry's games in the worker before the first decision."""
    for game in games.all_games():
        game.make_bot("random", 0)


def thinking_pool(workers: int = 2) -> Executor:
    """The worker processes of a server's bots (spawned: no state of the server is copied)."""
    pool = ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn"))
    pool.submit(_warm)
    return pool
