"""A table judges every request with the game's own rules and shows each seat its own view."""

from __future__ import annotations

import pytest

from canvas_table import games
from canvas_table.net.tables import Refused, Table, token_hash


def layers_table(players: int = 3, **kwargs):
    return Table.create("ABCD-EFGH-JKMN", "layers", players, {}, seed=11, **kwargs)


def full_table():
    table, host = layers_table()
    tokens = [table.join(name)[1] for name in ("Ada", "Bo", "Cy")]
    return table, tokens, host


def test_joining_hands_out_a_token_the_table_keeps_only_hashed():
    table, _host = layers_table()
    seat, token = table.join("Ada")
    assert seat == 0 and len(token) == 32 and int(token, 16) >= 0
    assert table.seats[0].token == token_hash(token) != token
    assert table.seat_of(token) == 0
    assert table.seat_of("0" * 32) is None
    assert token not in repr(table.meta())
    assert table.started is False
    table.join("Bo")
    assert table.started is False
    assert table.join("Cy")[0] == 2
    assert table.started is True
    assert [p.name for p in table.match.players] == ["Ada", "Bo", "Cy"]


def test_a_full_table_a_taken_name_and_a_bad_name_are_refused():
    table, _host = layers_table(2)
    table.join("Ada")
    with pytest.raises(Refused) as caught:
        table.join(" ada ")
    assert caught.value.code == "name" and "taken" in str(caught.value)
    with pytest.raises(Refused) as caught:
        table.join("Bo\nBo")
    assert caught.value.code == "name" and "control character" in str(caught.value)
    table.join("Bo")
    with pytest.raises(Refused) as caught:
        table.join("Cy")
    assert caught.value.code == "full"


@pytest.mark.parametrize(("game", "players", "kinds", "words"), [
    ("chess", 2, None, "unknown game 'chess'"),
    ("layers", 9, None, "Layers plays with 1 to 5, got 9"),
    ("layers", 2, ["remote", "bot:genius"], "bot:LEVEL"),
    ("layers", 2, ["remote"], "one for each of the 2 players"),
])
def test_a_table_that_cannot_be_set_up_is_refused_naming_why(game, players, kinds, words):
    with pytest.raises(Refused) as caught:
        Table.create("ABCD-EFGH-JKMN", game, players, {}, kinds)
    assert caught.value.code == "setup" and words in str(caught.value)


def test_an_action_before_the_start_out_of_turn_stale_or_illegal_is_refused_and_changes_nothing():
    table, _host = layers_table()
    table.join("Ada")
    legal = table.game.action_to_json(table.match.state.legal_actions()[0])
    with pytest.raises(Refused) as caught:
        table.act(0, 0, legal)
    assert caught.value.code == "not_started"
    table.join("Bo")
    table.join("Cy")
    turn = table.match.state.current_seat
    other = (turn + 1) % 3
    before = table.match.state.to_json()
    with pytest.raises(Refused) as caught:
        table.act(other, 0, legal)
    names = [s.name for s in table.seats]
    assert caught.value.code == "illegal"
    assert str(caught.value) == f"it is {names[turn]}'s turn, not {names[other]}'s"
    with pytest.raises(Refused) as caught:
        table.act(turn, 3, legal)
    assert caught.value.code == "stale" and "version 0" in str(caught.value)
    with pytest.raises(Refused) as caught:
        table.act(turn, 0, {"take": "market", "slot": 99, "layer": 1})
    assert caught.value.code == "illegal"
    with pytest.raises(Refused) as caught:
        table.act(turn, 0, {"fly": "away"})
    assert caught.value.code == "illegal" and "not an action of Layers" in str(caught.value)
    assert table.match.state.to_json() == before and table.version == 0
    assert table.act(turn, 0, legal) == legal
    assert table.version == 1 and table.match.state.to_json() != before


def test_each_seat_sees_its_own_view_and_only_the_seat_to_act_gets_legal_actions():
    table, _tokens, _host = full_table()
    state = table.match.state
    turn = state.current_seat
    for seat in range(3):
        message = table.state_for(seat)
        assert message["view"] == state.view_for(seat)
        assert message["seat"] == seat and message["turn"] == turn
        expected = [table.game.action_to_json(a) for a in state.legal_actions()] if seat == turn else []
        assert message["legal"] == expected
        assert "record" not in message


def test_the_host_hands_a_seat_to_a_bot_and_nobody_else_can():
    table, _tokens, host = full_table()
    with pytest.raises(Refused) as caught:
        table.set_kind("f" * 32, 1, "bot:easy")
    assert caught.value.code == "not_host"
    table.set_kind(host, 1, "bot:easy")
    assert table.seats[1].kind == "bot:easy"
    table.set_kind(host, 1, "remote")
    assert table.seats[1].kind == "remote"


def test_a_game_played_to_its_end_reports_what_replay_prints():
    table, _tokens, _host = full_table()
    while not table.over:
        state = table.match.state
        table.act(state.current_seat, table.version, table.game.action_to_json(state.legal_actions()[-1]))
    replayed = games.load_match(table.match.to_record())
    assert table.report() == table.game.report(replayed.state)
    assert table.bot_to_play() is None
    with pytest.raises(Refused) as caught:
        table.act(0, table.version, {"take": "market", "slot": 0, "layer": 1})
    assert caught.value.code == "over"
