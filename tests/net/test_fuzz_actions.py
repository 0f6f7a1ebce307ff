"""Any JSON object sent as an action, to any game, is played or refused with a reason; a refused
one changes nothing."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from canvas_table import games
from canvas_table.net.tables import Refused, Table
from tests.net.helpers import OPTIONS

SCALARS = st.none() | st.booleans() | st.integers(-3, 120) | st.sampled_from(
    ["market", "pile", "hidden", "visible", "paint", "take", "step", "", "x" * 50])
JSON = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(st.sampled_from(["take", "slot", "layer", "paint", "layers",
                                                       "background", "step", "collect", "from",
                                                       "discard", "expose", "cards", "draw", "seat"]),
                                      inner, max_size=3), max_leaves=10)


@pytest.mark.slow
@pytest.mark.parametrize("game_id", games.GAME_IDS)
@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(actions=st.lists(st.dictionaries(st.sampled_from(["take", "slot", "layer", "paint", "step",
                                                         "collect", "expose", "discard", "draw"]),
                                        JSON, min_size=1, max_size=3), min_size=1, max_size=6))
def test_a_hostile_action_is_refused_in_one_line_and_harms_nothing(game_id, actions):
    table, _host = Table.create("ABCD-EFGH-JKMN", game_id, 3, OPTIONS.get(game_id, {}), seed=5)
    for name in ("Ada", "Bo", "Cy"):
        table.join(name)
    for data in actions:
        seat = table.match.state.current_seat
        before = json.dumps(table.match.state.to_json(), sort_keys=True)
        version = table.version
        try:
            table.act(seat, table.version, data)
        except Refused as err:
            assert err.code == "illegal" and "\n" not in str(err)
            assert json.dumps(table.match.state.to_json(), sort_keys=True) == before
            assert table.version == version
        else:
            assert table.version == version + 1
    games.load_match(table.match.to_record())  # whatever was played, the record still replays
