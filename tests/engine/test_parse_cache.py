"""A TOML text parsed once is read back from its kept JSON copy; an edited text, a broken copy
or a value JSON cannot hold is parsed afresh; a cache that cannot be written costs nothing."""

from __future__ import annotations

import datetime
import json
import os
import subprocess
import sys

import pytest

from canvas_table.engine import files, parse_cache

TEXT = 'name = "Dawn"\nscore = 3\nweights = [0.5, 1.25]\n\n[[card]]\nid = 7\nfree = true\n'
PARSED = {"name": "Dawn", "score": 3, "weights": [0.5, 1.25], "card": [{"id": 7, "free": True}]}


@pytest.fixture
def kept_in(tmp_path, monkeypatch):
    """The kept copies go to a folder of the test's own; counts the texts really parsed."""
    monkeypatch.setenv(parse_cache.ENV_DIR, str(tmp_path / "parsed"))
    parsed: list[str] = []
    parse = files._parse_toml
    monkeypatch.setattr(files, "_parse_toml", lambda text, source: parsed.append(text) or parse(text, source))
    return tmp_path / "parsed", parsed


def test_a_text_parsed_once_is_read_back_from_its_kept_copy(kept_in):
    folder, parsed = kept_in
    assert files.parse_toml(TEXT, "cards.toml") == PARSED
    assert len(list(folder.iterdir())) == 1
    again = files.parse_toml(TEXT, "cards.toml")
    assert again == PARSED and parsed == [TEXT]  # the second time from the copy
    assert type(again["weights"][0]) is float and type(again["score"]) is int


def test_an_edited_text_is_parsed_afresh(kept_in):
    _folder, parsed = kept_in
    files.parse_toml(TEXT, "cards.toml")
    edited = TEXT.replace("score = 3", "score = 4")
    assert files.parse_toml(edited, "cards.toml")["score"] == 4
    assert parsed == [TEXT, edited]


@pytest.mark.parametrize("content", [b"{not json", b"[1, 2]", b"\xff\xfe", b"[" * 100_000])
def test_a_broken_copy_is_parsed_afresh_and_written_again(kept_in, content):
    _folder, parsed = kept_in
    files.parse_toml(TEXT, "cards.toml")
    path = parse_cache.kept_path(TEXT, "toml")
    path.write_bytes(content)
    assert files.parse_toml(TEXT, "cards.toml") == PARSED
    assert len(parsed) == 2
    assert parse_cache.read_kept(TEXT, "toml") == PARSED  # the copy is whole again


def test_a_copy_of_another_text_under_the_same_name_is_not_used(kept_in):
    _folder, parsed = kept_in
    path = parse_cache.kept_path(TEXT, "toml")
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"text": TEXT + "# edited\n", "data": {"name": "Dusk"}}))
    assert files.parse_toml(TEXT, "cards.toml") == PARSED
    assert parsed == [TEXT]


def test_a_pipe_in_place_of_a_copy_is_not_waited_on(kept_in):
    _folder, parsed = kept_in
    path = parse_cache.kept_path(TEXT, "toml")
    path.parent.mkdir(parents=True)
    os.mkfifo(path)
    assert files.parse_toml(TEXT, "cards.toml") == PARSED
    assert len(parsed) == 1


def test_a_value_json_cannot_hold_is_not_kept(kept_in):
    folder, parsed = kept_in
    text = "day = 2026-12-02\n"
    assert files.parse_toml(text, "dates.toml") == {"day": datetime.date(2026, 12, 2)}
    assert files.parse_toml(text, "dates.toml") == {"day": datetime.date(2026, 12, 2)}
    assert parsed == [text, text] and not folder.exists()


def test_a_cache_that_cannot_be_written_costs_only_the_speed(kept_in):
    folder, parsed = kept_in
    folder.write_text("a file where the folder should be")
    assert files.parse_toml(TEXT, "cards.toml") == PARSED
    assert files.parse_toml(TEXT, "cards.toml") == PARSED
    assert len(parsed) == 2


def test_invalid_toml_is_refused_in_one_line_and_nothing_kept(kept_in):
    folder, _parsed = kept_in
    with pytest.raises(files.FileProblem, match=r"^cards.toml: not valid TOML: "):
        files.parse_toml("name = = 3\n", "cards.toml")
    assert not folder.exists()


def test_a_fresh_process_reads_the_shipped_cards_without_the_toml_reader_once_they_are_kept(tmp_path):
    """What a start gains: the second start reads every game's card data from the kept copies,
    and never imports the TOML reader."""
    script = ("import sys\n"
              "from canvas_table.canvas.cards import default_card_set\n"
              "from canvas_table.layers.cards import default_deck\n"
              "cards = default_card_set()\n"
              "print(len(cards.art), len(default_deck()), 'tomllib' in sys.modules)\n")
    env = {**os.environ, parse_cache.ENV_DIR: str(tmp_path / "parsed")}
    command = [sys.executable, "-c", script]
    runs = [subprocess.run(command, env=env, capture_output=True, text=True, check=True).stdout.split()
            for _ in range(2)]
    assert runs[0][2] == "True" and runs[1][2] == "False"
    assert runs[0][:2] == runs[1][:2]
