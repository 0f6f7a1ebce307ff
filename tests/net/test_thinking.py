"""A bot's decision for every game: always a legal action of the real game, whether the server's
own bot (from the record, settled) or a client's (from the seat's seen snapshot only)."""

from __future__ import annotations

import pytest

from canvas_table import games
from canvas_table.engine.rng import Rng
from canvas_table.net.tables import Table
from canvas_table.net.thinking import decide, decide_seen, seen_snapshot
from tests.net.helpers import OPTIONS


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_a_decision_is_a_legal_action_of_the_real_state_all_game_long(game_id):
    table, _host = Table.create("ABCD-EFGH-JKMN", game_id, 3, OPTIONS.get(game_id, {}), seed=9)
    for name in ("Ada", "Bo", "Cy"):
        table.join(name)
    game, rng, decisions = table.game, Rng(2), 0
    while not table.over and decisions < 12:
        state, seat = table.match.state, table.match.state.current_seat
        own = game.action_from_json(decide(table.match.to_record(), "easy"))
        seen = seen_snapshot(state, seat, rng.next64())
        client = game.action_from_json(decide_seen(game_id, seen, "easy", rng.next64()))
        for action in (own, client):
            assert state.why_illegal(action, seat) is None
        decisions += 2
        table.act(seat, table.version, game.action_to_json(rng.choice(state.legal_actions())))
    assert decisions >= 12 or table.over


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_a_seen_snapshot_shows_the_seat_what_it_sees_and_redeals_the_rest(game_id):
    """Read back, the snapshot gives the seat its own view; two snapshots of one position differ
    only in what the seat cannot see (a hidden card is drawn afresh, not sent)."""
    table, _host = Table.create("ABCD-EFGH-JKMN", game_id, 3, OPTIONS.get(game_id, {}), seed=4)
    for name in ("Ada", "Bo", "Cy"):
        table.join(name)
    game, rng, redealt = table.game, Rng(8), 0
    for _move in range(6):
        state = table.match.state
        for seat in range(3):
            one, two = (game.state_from_json(seen_snapshot(state, seat, rng.next64())) for _k in range(2))
            assert one.view_for(seat) == two.view_for(seat) == state.view_for(seat)
            redealt += one.to_json() != two.to_json()
        table.act(state.current_seat, table.version,
                  game.action_to_json(rng.choice(state.legal_actions())))
    assert redealt >= 6  # every game hides something (a deck's order at least) from every seat
