"""A game of Layers read back from the JSON of :meth:`LayersState.to_json`, as a network table's
window gets it (its seen snapshot); every problem is a one-line RecordError naming the field.

The JSON holds no seed and no starting deck (either would tell the pile): the rebuilt state's
setup has seed 0 and an empty deck, and everything after the deal is in the JSON. The fields
that follow from the others (round, turn, scores, pile size, the end and its winners) are worked
out again and must agree with the JSON.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from canvas_table.engine import state_json as read
from canvas_table.errors import SetupError
from canvas_table.layers.actions import LAYERS, MARKET_SIZE
from canvas_table.layers.cards import LayersCard, default_deck
from canvas_table.layers.setup import BOT_LEVELS, MAX_SEATS, LayersConfig, Setup, resolve
from canvas_table.layers.state import LayersState

KEYS = ("players", "rounds", "vote", "first_player", "round", "moves", "turn", "boards", "scores",
        "market", "pile_left", "discards", "last_covered", "over", "winners", "votes", "pile",
        "reshuffle_rng")


def state_from_json(data: Any, cards: dict[int, LayersCard] | None = None) -> LayersState:
    """The state whose ``to_json()`` is ``data``; RecordError naming the field for anything a
    game of Layers could not hold (``cards`` replaces the shipped deck, as in the setup)."""
    cards = default_deck() if cards is None else cards
    top = read.fields(data, "", KEYS)
    setup = _setup(top, cards)
    seats = len(setup.players)
    state = LayersState.__new__(LayersState)
    state.setup = setup
    state.deck = cards
    state.moves = read.whole(top["moves"], "moves", 0, setup.rounds * seats)
    state.boards = [read.cards(board, f"boards[{s}]", cards, LAYERS)
                    for s, board in enumerate(read.items(top["boards"], "boards", seats))]
    state.market = read.cards(top["market"], "market", cards, MARKET_SIZE)
    state.discards = read.cards(top["discards"], "discards", cards)
    state.pile = read.cards(top["pile"], "pile", cards)[::-1]
    places = [(f"boards[{s}]", board) for s, board in enumerate(state.boards)]
    read.one_place([*places, ("market", state.market), ("discards", state.discards), ("pile", top["pile"])],
                   cards)
    if not state.pile:
        raise read.bad("pile", "empty, but a turn that empties it shuffles the discards into it")
    state.last_covered = _last_covered(top["last_covered"], state)
    state.reshuffle_rng = read.rng(top["reshuffle_rng"], "reshuffle_rng")
    state.votes = {}
    state.votes = _votes(top["votes"], state)
    read.agree(data, state.to_json())
    return state


def _setup(top: dict[str, Any], cards: dict[int, LayersCard]) -> Setup:
    """The setup of the JSON's players and options, checked as a new game's is."""
    players = read.players(top["players"], "players", "Layers", MAX_SEATS, BOT_LEVELS)
    first = read.whole(top["first_player"], "first_player", 0, len(players) - 1)
    config = LayersConfig(players, 0, top["rounds"], read.flag(top["vote"], "vote"), first)
    try:
        setup = resolve(config, cards)
    except SetupError as err:
        raise read.setup_error(err, {}) from None
    return dataclasses.replace(setup, deck=())


def _last_covered(value: Any, state: LayersState) -> int | None:
    """The card the last turn covered: none before the first turn, else the discards' last card
    (or, when that turn emptied the pile, a card of the new pile)."""
    if state.moves == 0:
        if value is not None or state.discards:
            raise read.bad("last_covered" if value is not None else "discards",
                           "no card is covered before the first turn")
        return None
    covered = read.card(value, "last_covered", state.deck)
    if covered != state.discards[-1] if state.discards else covered not in state.pile:
        raise read.bad("last_covered", f"card {covered} is not the last card discarded")
    return covered


def _votes(value: Any, state: LayersState) -> dict[int, int]:
    """The beauty vote's ``[voter, choice]`` pairs, as the rules let them be cast."""
    seats = len(state.boards)
    votes: dict[int, int] = {}
    for k, pair in enumerate(read.items(value, "votes", most=seats)):
        voter, choice = read.items(pair, f"votes[{k}]", 2)
        voter = read.whole(voter, f"votes[{k}][0]", 0, seats - 1)
        if voter in votes:
            raise read.bad(f"votes[{k}][0]", f"seat {voter} votes twice")
        votes[voter] = read.whole(choice, f"votes[{k}][1]", 0, seats - 1)
    if votes:
        problem = state.why_no_vote(votes)
        if problem is not None:
            raise read.bad("votes", problem)
    return votes
