"""Every client message is checked against its schema before anything reads it."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from canvas_table.net.protocol import Act, BadMessage, Join, dashed, normal_code, parse_request

TOKEN = "0123456789abcdef" * 2


def test_a_well_formed_act_is_read_with_its_fields():
    request = parse_request(json.dumps({"type": "act", "table": "ABCD-EFGH-JKMN", "token": TOKEN,
                                        "version": 4, "action": {"take": "market", "slot": 1}}))
    assert isinstance(request, Act)
    assert (request.table, request.token, request.version) == ("ABCD-EFGH-JKMN", TOKEN, 4)
    assert request.action == {"take": "market", "slot": 1}


@pytest.mark.parametrize(("text", "code", "words"), [
    ("{not json", "bad_json", "not valid JSON"),
    ('{"type": "join", "table": "A", "name": "Bo"', "bad_json", "truncated"),
    ("[1, 2]", "bad_message", "JSON object"),
    ('{"type": "shout"}', "bad_message", "unknown message type 'shout'"),
    ('{"table": "A"}', "bad_message", "unknown message type"),
    ('{"type": "act", "table": "A", "version": 1, "action": {}}', "bad_message",
     "act: token: Field required"),
    ('{"type": "join", "table": "A", "name": "Bo", "seat": true}', "bad_message", "join: seat"),
    ('{"type": "join", "table": "A", "name": "Bo", "seat": "1"}', "bad_message", "join: seat"),
    ('{"type": "join", "table": "A", "name": "Bo", "admin": true}', "bad_message", "join: admin"),
    ('{"type": "rejoin", "table": "A", "token": "short"}', "bad_message", "rejoin: token"),
    ('{"type": "act", "table": "A", "token": "' + TOKEN + '", "version": -1, "action": {}}',
     "bad_message", "act: version"),
    ('{"type": "react", "table": "A", "token": "' + TOKEN + '", "reaction": "you lose"}',
     "bad_message", "react: reaction"),
    ('{"type": "create", "game": "layers", "players": 99}', "bad_message", "create: players"),
    ('{"type": "join", "type": "join", "table": "A", "name": "Bo"}', "bad_json", "appears twice"),
    ("[" * 5000 + "]" * 5000, "bad_json", "nested more than"),
    ('{"type": "act", "version": 1' + "0" * 300 + "}", "bad_json", "digits"),
])
def test_a_malformed_message_is_one_line_naming_what_is_wrong(text, code, words):
    with pytest.raises(BadMessage) as caught:
        parse_request(text)
    assert caught.value.code == code
    assert words in str(caught.value)
    assert "\n" not in str(caught.value)


def test_bytes_that_are_not_utf8_are_refused():
    with pytest.raises(BadMessage, match="not UTF-8"):
        parse_request(b'{"type": "info", "table": "\xff"}')


def test_a_join_may_name_its_seat():
    request = parse_request('{"type": "join", "table": "abcd efgh jkmn", "name": "Ada", "seat": 2}')
    assert isinstance(request, Join) and request.seat == 2


def test_codes_are_read_in_any_case_with_or_without_dashes_and_never_as_a_path():
    assert normal_code("abcd-efgh-jkmn") == "ABCDEFGHJKMN"
    assert normal_code(" ABCD EFGH JKMN ") == "ABCDEFGHJKMN"
    assert dashed("ABCDEFGHJKMN") == "ABCD-EFGH-JKMN"
    for bad in ("ABCD-EFGH-JKM", "ABCD-EFGH-JKMNP", "ABCD-EFGH-JKM/", "../../etc/pass", "ABCD-EFGH-JKMI"):
        assert normal_code(bad) is None  # too short, too long, a slash, a path, an I (not in base32)


JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=8),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                                max_size=4),
                    max_leaves=12)
TYPES = st.sampled_from(["create", "info", "join", "rejoin", "act", "think", "seat", "react", "x"])


@pytest.mark.slow
@settings(max_examples=150, deadline=None)
@given(kind=TYPES, body=st.dictionaries(st.sampled_from(
    ["table", "token", "name", "seat", "version", "action", "game", "players", "options", "level",
     "kind", "host_token", "reaction", "seats", "names", "extra"]), JSON, max_size=6))
def test_any_json_object_is_either_a_request_or_a_bad_message(kind, body):
    text = json.dumps({"type": kind, **body})
    try:
        request = parse_request(text)
    except BadMessage as err:
        assert err.code in ("bad_json", "bad_message")
        assert "\n" not in str(err)
    else:
        assert request.type == kind


def test_a_server_with_a_prefix_starts_every_code_with_it_and_the_rest_is_random():
    from canvas_table.net.protocol import new_code
    from canvas_table.net.server import TableServer

    codes = {new_code("A7") for _ in range(50)}
    assert len(codes) == 50
    assert all(normal_code(code) is not None and code.startswith("A7") for code in codes)
    with pytest.raises(ValueError, match="prefix"):
        TableServer(prefix="IL")
