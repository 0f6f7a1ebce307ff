"""The people's vote at the end of a tied game of Layers (its beauty vote), at a network table:
the remote seats vote or abstain, once each, for a tied seat only; the ballot closes when all
have spoken or the server's wait runs out, and only then is the end announced."""

from __future__ import annotations

import asyncio

import pytest

from canvas_table.engine.rng import Rng
from canvas_table.net import server as server_module
from canvas_table.net.client import ServerError, TableClient
from canvas_table.net.store import write_table
from canvas_table.net.tables import Refused
from tests.net.helpers import CODE, run, serving, tied_table


def test_a_tie_opens_a_ballot_of_the_remote_seats_and_the_votes_decide():
    table, _tokens, tied = tied_table()
    assert table.ballot is not None and not table.settled
    assert table.ballot.public() == {"tied": tied, "voters": [0, 1, 2], "voted": []}
    assert table.state_for(2)["vote"] == {"tied": tied, "voters": [0, 1, 2], "voted": []}
    chosen = tied[-1]
    table.vote(0, chosen)
    table.vote(1, chosen)
    assert table.state_for(0)["vote"]["voted"] == [0, 1] and not table.settled
    table.vote(2, None)  # abstains: every voter has spoken, the ballot closes
    assert table.settled and table.ballot is None and "vote" not in table.state_for(0)
    assert table.match.state.votes == {0: chosen, 1: chosen}
    assert table.report()["winners"] == [chosen]
    assert table.match.to_record()["votes"] == [[0, chosen], [1, chosen]]


def test_a_vote_for_a_seat_not_tied_twice_or_from_a_bot_seat_is_refused():
    table, _tokens, tied = tied_table(["remote", "remote", "bot:easy"])
    assert table.ballot is not None and table.ballot.voters == [0, 1]
    outsider = next(seat for seat in range(3) if seat not in tied) if len(tied) < 3 else None
    if outsider is not None:
        with pytest.raises(Refused, match=f"seat {outsider} is not among the tied paintings"):
            table.vote(0, outsider)
    with pytest.raises(Refused, match="seat 2 has no vote here"):
        table.vote(2, tied[0])
    table.vote(0, tied[0])
    with pytest.raises(Refused, match="seat 0 has voted already"):
        table.vote(0, tied[1])
    table.vote(1, None)
    assert table.settled and table.match.state.votes == {0: tied[0]}
    with pytest.raises(Refused, match="there is no vote at table"):
        table.vote(1, tied[0])


def test_a_game_without_the_vote_ends_at_once():
    table, _tokens, _tied = tied_table(vote=False)
    assert table.ballot is None and table.settled
    with pytest.raises(Refused, match="there is no vote"):
        table.vote(0, 0)


@pytest.mark.slow
def test_the_end_waits_for_the_vote_and_a_ballot_closes_when_its_wait_runs_out(tmp_path, monkeypatch):
    """A server restored on a tied game holds its ballot: a seat votes over the network, the
    others never do, and once the wait runs out the votes cast count and ``over`` is sent."""
    monkeypatch.setattr(server_module, "VOTE_SECONDS", 0.5)
    table, tokens, tied = tied_table()
    write_table(tmp_path, table.code, table.match.to_record(), table.meta())

    async def scenario() -> tuple[list[dict], dict]:
        async with serving(tmp_path) as (_server, url):
            client = TableClient(url)
            await client.connect()
            await client.rejoin(CODE, tokens[0])
            seen: list[dict] = []
            await client.vote(CODE, tied[0])
            try:
                await client.vote(CODE, tied[0])
            except ServerError as err:
                refused = {"code": err.code, "line": str(err)}
            async for message in client.messages():
                seen.append(message)
                if message.get("type") == "over":
                    break
            await client.close()
            return seen, refused

    seen, refused = run(scenario(), 30)
    assert refused["code"] == "vote" and "seat 0 has voted already" in refused["line"]
    states = [m for m in seen if m.get("type") == "state"]
    assert any(m.get("vote", {}).get("voted") == [0] for m in states)
    assert seen[-1]["report"]["winners"] == [tied[0]]
    assert not any(m.get("type") == "over" for m in seen[:-1])


def test_headless_bots_abstain_and_the_game_ends(tmp_path):
    """Three ``join`` bots at a table restored on a tied game: each abstains, the ballot closes
    at once and every bot gets the end (a shared win: nobody voted)."""
    from canvas_table.net.player import _play

    table, tokens, tied = tied_table()
    write_table(tmp_path, table.code, table.match.to_record(), table.meta())

    async def scenario() -> list[dict]:
        async with serving(tmp_path) as (_server, url):
            clients = [TableClient(url) for _token in tokens]
            for client, token in zip(clients, tokens, strict=True):
                await client.connect()
                await client.rejoin(CODE, token)
            reports = await asyncio.gather(*(_play(c, CODE, "random", Rng(1), None, 0)
                                             for c in clients))
            for client in clients:
                await client.close()
            return reports

    reports = run(scenario(), 30)
    assert [r["winners"] for r in reports] == [tied] * 3
