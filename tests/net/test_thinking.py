"""A bot's decision from a table's record, for every game: always a legal action of the real
game, whether the server's own bot (settled) or a client's (never settled, fresh seed)."""

from __future__ import annotations

import pytest

from canvas_table import games
from canvas_table.engine.rng import Rng
from canvas_table.net.tables import Table
from canvas_table.net.thinking import decide
from tests.net.helpers import OPTIONS


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_a_decision_is_a_legal_action_of_the_real_state_all_game_long(game_id):
    table, _host = Table.create("ABCD-EFGH-JKMN", game_id, 3, OPTIONS.get(game_id, {}), seed=9)
    for name in ("Ada", "Bo", "Cy"):
        table.join(name)
    game, rng, decisions = table.game, Rng(2), 0
    while not table.over and decisions < 12:
        state, record = table.match.state, table.match.to_record()
        for seed in (None, rng.next64()):
            action = game.action_from_json(decide(record, "easy", seed))
            assert state.why_illegal(action, state.current_seat) is None
            decisions += 1
        table.act(state.current_seat, table.version,
                  game.action_to_json(rng.choice(state.legal_actions())))
    assert decisions >= 12 or table.over
