"""The bot worker prepares a new game's bots while people play: the same decisions, sooner."""

from __future__ import annotations

import multiprocessing
from concurrent.futures import ProcessPoolExecutor

import pytest

from canvas_table import games
from canvas_table.app.workers import BotThinker, decide, prepare
from canvas_table.engine.platform import PlayerSpec, option_values


def four_seat_record(seed: int = 21) -> dict:
    """A 4-player Canvas game of Hard bots two moves in (its scoring cards dealt from ``seed``)."""
    game = games.game("canvas")
    players = tuple(PlayerSpec(n, "bot:hard") for n in ("Ada", "Bo", "Cy", "Di"))
    match = game.new_match(players, seed, option_values(game.options, 4))
    normal = game.make_bot("normal", 0)
    for _ in range(2):
        match.play(normal.choose(match.state))
    return match.to_record()


def decide_in_a_new_worker(record: dict, prepared: bool) -> dict:
    """Hard's decision in a fresh worker process, prepared for the game first or not."""
    with ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn")) as pool:
        if prepared:
            pool.submit(prepare, "canvas", record, ("hard",), 0).result(timeout=120)
        return pool.submit(decide, "canvas", record, "hard", 77, 0).result(timeout=120)


@pytest.mark.slow
def test_a_prepared_worker_makes_the_same_decision():
    record = four_seat_record()
    assert decide_in_a_new_worker(record, True) == decide_in_a_new_worker(record, False)


@pytest.mark.slow
def test_preparing_fills_the_game_s_painting_values(monkeypatch):
    from canvas_table.canvas import policies

    monkeypatch.setattr(policies, "_RECENT", [])  # as in a new worker: no values yet
    record = four_seat_record(seed=33)
    state = games.load_match(record).state
    prepare("canvas", record, ("hard",), 0)
    model = next(m for m in policies._RECENT if m.fits(state))
    assert len(model._triples) > 1000


def test_preparing_a_finished_game_does_nothing_and_does_not_fail():
    game = games.game("canvas")
    players = tuple(PlayerSpec(n, "bot:normal") for n in ("Ada", "Bo"))
    match = game.new_match(players, 4, option_values(game.options, 2))
    normal = game.make_bot("normal", 0)
    while not match.state.is_over():
        match.play(normal.choose(match.state))
    assert prepare("canvas", match.to_record(), ("hard",), 0) is None


def test_the_worker_starts_on_the_newest_request_so_the_preparation_runs(qtbot):
    thinker = BotThinker()
    thinker.cancel()  # a new game first stops any search: the request number moves on
    thinker.cancel()
    thinker.warm_up("canvas", four_seat_record(), ("human", "bot:hard", "bot:hard"))
    try:
        assert thinker._latest.value == thinker.request  # not a stale number that stops it
    finally:
        thinker.shutdown()
