"""A bot's decision for a seat of a table, run in a worker process so the server never waits.

A bot seat of the server: the worker gets the table's record (small JSON), replays it, re-deals
on a copy whatever the seat to act cannot see, and lets the bot choose on that copy: a bot on the
server knows exactly what its seat's player would. A choice that reveals a card to the seat
taking it (Layers' draw) is settled on the real state with the game's ``settle``.

A client's seat asking the server to think for it: the worker gets only the seat's *seen
snapshot* (the state's JSON with everything the seat cannot see re-dealt by the server), reads it
back with the game's ``state_from_json`` and lets the bot choose on it; the true state never
leaves the server's process and no record is replayed.
"""

from __future__ import annotations

import multiprocessing
from concurrent.futures import Executor, ProcessPoolExecutor
from typing import Any

from canvas_table import games
from canvas_table.engine.parent_watch import exit_with_parent
from canvas_table.engine.rng import Rng


def decide(record: dict[str, Any], level: str) -> dict[str, Any]:
    """The action (JSON) the ``level`` bot of a server's seat plays in the recorded game: it takes
    the game's decision seed (the same game, the same moves) and its choice is settled on the
    real state."""
    match = games.load_match(record)
    game = games.game(match.game_id)
    state = match.state
    seed = game.decision_seed(state)
    action = game.make_bot(level, seed).choose(seen_copy(state, state.current_seat, seed))
    settle = getattr(game, "settle", None)
    return game.action_to_json(settle(state, action) if settle is not None else action)


def decide_seen(game_id: str, seen: dict[str, Any], level: str, seed: int) -> dict[str, Any]:
    """The action (JSON) the ``level`` bot plays on the seen snapshot ``seen`` of ``game_id``,
    from a fresh ``seed`` and not settled: it depends on nothing the seat may not know (a settled
    draw would tell where the card not yet drawn is best, and the client may play otherwise)."""
    game = games.game(game_id)
    return game.action_to_json(game.make_bot(level, seed).choose(game.state_from_json(seen)))


def seen_copy(state: Any, seat: int, seed: int) -> Any:
    """A copy of ``state`` with everything ``seat`` cannot see re-dealt from ``seed``."""
    seen = state.clone()
    seen.redeal(Rng(seed).derive("net-view"), seat)
    return seen


def seen_snapshot(state: Any, seat: int, seed: int) -> dict[str, Any]:
    """The JSON of ``seen_copy``: what the server hands a worker thinking for a client's seat."""
    return seen_copy(state, seat, seed).to_json()


def _warm() -> None:
    """Import the registry's games in the worker before the first decision."""
    for game in games.all_games():
        game.make_bot("random", 0)


def thinking_pool(workers: int = 2) -> Executor:
    """The worker processes of a server's bots (spawned: no state of the server is copied)."""
    pool = ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn"),
                               initializer=exit_with_parent)
    pool.submit(_warm)
    return pool
