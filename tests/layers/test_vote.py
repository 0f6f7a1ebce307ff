"""The optional beauty vote: held by the people when the game ends in a tie, kept in the record."""

from __future__ import annotations

import pytest

from canvas_table.engine.platform import PlayerSpec
from canvas_table.engine.records import parse_record
from canvas_table.errors import IllegalAction, RecordError
from canvas_table.layers.match import LayersMatch, replay
from canvas_table.layers.setup import LayersConfig
from tests.layers.helpers import DECK


def plain_card(position: int, taken: set[int], kinds_used: set[str]) -> int:
    """A one-symbol positive card at ``position`` of a kind not used yet (kept in the sets)."""
    card_id = next(c.id for c in DECK.values() if c.id not in taken and len(c.symbols) == 1
                   and c.symbols[0].position == position and not c.symbols[0].negative
                   and c.symbols[0].kind not in kinds_used)
    taken.add(card_id)
    kinds_used.add(DECK[card_id].symbols[0].kind)
    return card_id


def tied_match(vote: bool = True, kinds: tuple[str, ...] = ("human", "human", "bot:normal")):
    """A finished 3-seat game whose seats 0 and 1 tie on 3 points and seat 2 has 2.

    The boards are set by hand (the rules of play are tested elsewhere). Seats 0 and 1 show three
    different kinds at positions 0, 1, 2: by the rules page 1 x (1 - 0) three times, 3 points.
    Seat 2's top card covers its middle one (both at position 1): two kinds show, 2 points."""
    players = tuple(PlayerSpec(f"P{k}", kind) for k, kind in enumerate(kinds))
    match = LayersMatch.new(LayersConfig(players, 5, vote=vote))
    taken: set[int] = set()
    boards = []
    for positions in ((0, 1, 2), (0, 1, 2), (0, 1, 1)):
        kinds_used: set[str] = set()
        boards.append([plain_card(q, taken, kinds_used) for q in positions])
    match.state.boards = boards
    match.state.moves = match.state.setup.rounds * 3
    return match


def test_a_tie_is_shared_until_the_people_vote():
    match = tied_match()
    state = match.state
    tied = state.tied()
    assert tied == [0, 1] and state.scores() == [3, 3, 2]
    assert state.winners() == tied and state.returns()[tied[0]] == pytest.approx(1 / len(tied))
    match.cast_votes({0: tied[1], 1: tied[1]})
    assert state.winners() == [tied[1]] and state.returns()[tied[1]] == 1.0


def test_a_split_vote_keeps_the_shared_win():
    match = tied_match()
    tied = match.state.tied()
    match.cast_votes({0: tied[0], 1: tied[1]})
    assert match.state.winners() == tied


@pytest.mark.parametrize(("votes", "reason"), [
    ({2: 0}, "seat 2 cannot vote: only people vote, bots abstain"),
    ({0: 9}, "seat 9 is not among the tied paintings"),
])
def test_bad_votes_are_refused_and_change_nothing(votes, reason):
    match = tied_match()
    before = match.state.to_json()
    with pytest.raises(IllegalAction, match=reason):
        match.cast_votes(votes)
    assert match.state.to_json() == before


def test_no_vote_without_the_option_or_twice():
    match = tied_match(vote=False)
    with pytest.raises(IllegalAction, match="without the beauty vote"):
        match.cast_votes({0: match.state.tied()[0]})
    match = tied_match()
    match.cast_votes({0: match.state.tied()[0]})
    with pytest.raises(IllegalAction, match="already been held"):
        match.cast_votes({1: match.state.tied()[0]})


def test_the_vote_is_kept_in_the_record_and_replayed():
    match = tied_match()
    match.cast_votes({0: 1, 1: 1})
    record = match.to_record()
    assert record["votes"] == [[0, 1], [1, 1]]
    # a real game (seed 1, random moves from seed 2) that ends with seats 1 and 2 tied
    played = LayersMatch.new(LayersConfig(match.config.players, 1, vote=True))
    from canvas_table.layers.bots import make_bot

    bot = make_bot("random", 2)
    while not played.state.is_over():
        played.play(bot.choose(played.state))
    assert played.state.tied() == [1, 2]
    record = played.to_record()
    again = replay(parse_record_dict({**record, "votes": [[0, 2], [1, 1]]}))
    assert again.state.winners() == [1, 2]  # one vote each: still shared
    again = replay(parse_record_dict({**record, "votes": [[0, 2]]}))
    assert again.state.winners() == [2] and again.to_record()["votes"] == [[0, 2]]
    with pytest.raises(RecordError, match="seat 2 cannot vote"):
        replay(parse_record_dict({**record, "votes": [[2, 1]]}))  # seat 2 is a bot


@pytest.mark.parametrize(("votes", "problem"), [
    ("yes", "'votes' should be a list of [voter, chosen seat] pairs"),
    ([[0, True]], "'votes' should be a list"),
    ([[0, 1], [0, 1]], "a seat votes twice"),
])
def test_malformed_votes_in_a_record_are_named(votes, problem):
    match = tied_match()
    with pytest.raises(RecordError, match=problem.replace("[", r"\[").replace("]", r"\]")):
        replay(parse_record_dict({**match.to_record(), "actions": [], "votes": votes}))


def parse_record_dict(record: dict) -> dict:
    """A record dictionary through the shared checks, as files are read."""
    import json

    return parse_record(json.dumps(record))
