"""The one reading path (engine/files.py): regular files only, size limits, strict UTF-8, and JSON
and TOML parses whose every failure is one line; the catalogues go through it too."""

from __future__ import annotations

import logging
import os
import sys

import pytest

from canvas_table import i18n
from canvas_table.engine import files
from canvas_table.engine.files import FileProblem, parse_json, parse_toml, read_json_object, read_text

posix_only = pytest.mark.skipif(sys.platform == "win32", reason="FIFOs and /dev/zero are POSIX")


def problem(call, *args) -> FileProblem:
    with pytest.raises(FileProblem) as caught:
        call(*args)
    assert "\n" not in str(caught.value)
    return caught.value


# --------------------------------------------------------------------------- read_text
def test_a_regular_file_is_read_as_utf8(tmp_path):
    path = tmp_path / "a.json"
    path.write_text("Zoë ✓", encoding="utf-8")
    assert read_text(path, 100) == "Zoë ✓"


def test_a_missing_file(tmp_path):
    err = problem(read_text, tmp_path / "gone.json", 100)
    assert (str(err), err.kind) == ("gone.json: no such file", files.MISSING)


def test_a_folder_is_refused(tmp_path):
    (tmp_path / "settings.json").mkdir()
    err = problem(read_text, tmp_path / "settings.json", 100)
    assert (str(err), err.kind) == ("settings.json: is a folder, not a file", files.NOT_A_FILE)


@posix_only
def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path):
    os.mkfifo(tmp_path / "game.json")
    err = problem(read_text, tmp_path / "game.json", files.RECORD_LIMIT)
    assert (str(err), err.kind) == ("game.json: is a pipe, not a file", files.NOT_A_FILE)


@posix_only
def test_a_link_to_dev_zero_is_refused_without_reading(tmp_path):
    (tmp_path / "cards.toml").symlink_to("/dev/zero")
    err = problem(read_text, tmp_path / "cards.toml", files.DATA_LIMIT)
    assert (str(err), err.kind) == ("cards.toml: is a device, not a file", files.NOT_A_FILE)


def test_a_file_over_the_limit_is_refused_before_it_is_read(tmp_path):
    path = tmp_path / "big.json"
    path.write_bytes(b" " * (5 * files.MB))
    err = problem(read_text, path, files.RECORD_LIMIT)
    assert (str(err), err.kind) == ("big.json: 5.0 MB, larger than the 4.0 MB such a file may be",
                                    files.TOO_LARGE)
    small = tmp_path / "settings.json"
    small.write_bytes(b"{}" + b" " * files.SETTINGS_LIMIT)
    assert str(problem(read_text, small, files.SETTINGS_LIMIT)) == (
        "settings.json: 64 KB, larger than the 64 KB such a file may be")


def test_text_that_is_not_utf8_names_the_byte(tmp_path):
    path = tmp_path / "fr.po"
    path.write_bytes('msgid "é"'.encode("latin-1"))
    err = problem(read_text, path, 100)
    assert (str(err), err.kind) == ("fr.po: not UTF-8 text (byte 7)", files.CORRUPT)


def test_the_source_names_the_file_in_the_message(tmp_path):
    assert str(problem(read_text, tmp_path / "x", 10, "the autosave")) == "the autosave: no such file"


# --------------------------------------------------------------------------- parse_json
@pytest.mark.parametrize(("text", "message"), [
    ("[" * 1000, "g.json: nested more than 64 levels deep (line 1)"),
    ('{"a":\n' + '{"b": ' * 100, "g.json: nested more than 64 levels deep (line 2)"),
    ('{"seed": ' + "9" * 5000 + "}", "g.json: a number of 5000 digits (at most 100 are read)"),
    ('{"seed": -' + "9" * 101 + "}", "g.json: a number of 101 digits (at most 100 are read)"),
    ('{"seed": NaN}', "g.json: NaN is not a number JSON allows"),
    ('{"seed": -Infinity}', "g.json: -Infinity is not a number JSON allows"),
    ('{"speed": 1e400}', "g.json: the number 1e400 is too large"),
    ('{"seed": 1, "seed": 2}', "g.json: the key 'seed' appears twice in one object"),
    ('{"name": "\\ud800"}', "g.json: a text holds a lone surrogate (\\ud800), which is not a character"),
    ('{"\\udfff": 1}', "g.json: a text holds a lone surrogate (\\udfff), which is not a character"),
    ('{"a": [1, 2', "g.json: truncated (line 1, column 12)"),
    ("{'a': 1}", "g.json: not valid JSON (line 1, column 2)"),
])
def test_every_json_failure_is_one_line(text, message):
    assert str(problem(parse_json, text, "g.json")) == message


def test_brackets_inside_strings_and_escapes_are_not_nesting():
    name = "[{" * 100 + '\\"[' * 10
    data = parse_json('{"name": "' + name + '", "list": [[1], {"a": "]]]"}]}', "g.json")
    assert data["name"].startswith("[{[{") and data["list"] == [[1], {"a": "]]]"}]
    deep = "[" * 64 + "]" * 64
    assert parse_json(deep, "g.json") == parse_json(deep, "g.json")  # exactly 64 levels is fine


def test_a_lone_surrogate_given_as_a_character_is_refused_too():
    assert str(problem(parse_json, '["ok", {"name": "A\ud800"}]', "g.json")) == (
        "g.json: a text holds a lone surrogate (\\ud800), which is not a character")


def test_surrogate_pairs_and_escaped_backslashes_are_text():
    assert parse_json('["\\ud83c\\udfa8", "\\\\ud800"]', "g.json") == ["🎨", "\\ud800"]


def test_ordinary_numbers_still_parse():
    assert parse_json('[0, -7, 18446744073709551615, 1.5, -2e3]', "g.json") == [
        0, -7, 2**64 - 1, 1.5, -2000.0]


# --------------------------------------------------------------------------- parse_toml
@pytest.mark.parametrize(("text", "message"), [
    ("a = " + "[" * 5000, "cards.toml: not valid TOML: nested too deeply"),
    ("a = " + "9" * 5000, "cards.toml: not valid TOML: a number of 5000 digits"),
    ("a = = 1", "cards.toml: not valid TOML: Invalid value (at line 1, column 5)"),
])
def test_every_toml_failure_is_one_line(text, message):
    assert str(problem(parse_toml, text, "cards.toml")) == message


# --------------------------------------------------------------------------- read_json_object
def test_read_json_object_gives_the_object(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text('{"language": "fr"}', encoding="utf-8")
    assert read_json_object(path, files.SETTINGS_LIMIT) == {"language": "fr"}


@pytest.mark.parametrize(("text", "message"), [
    ("[1, 2]", "settings.json: should hold a JSON object {...}, not a list"),
    ("null", "settings.json: should hold a JSON object {...}, not null"),
    ("7", "settings.json: should hold a JSON object {...}, not a number"),
    ("[" * 1000, "settings.json: nested more than 64 levels deep (line 1)"),
])
def test_read_json_object_refuses_anything_else(tmp_path, text, message):
    path = tmp_path / "settings.json"
    path.write_text(text, encoding="utf-8")
    err = problem(read_json_object, path, files.SETTINGS_LIMIT)
    assert (str(err), err.kind) == (message, files.CORRUPT)


def test_read_json_object_keeps_the_kind_of_a_file_problem(tmp_path):
    (tmp_path / "settings.json").mkdir()
    assert problem(read_json_object, tmp_path / "settings.json", 10).kind == files.NOT_A_FILE
    assert problem(read_json_object, tmp_path / "none.json", 10).kind == files.MISSING


# --------------------------------------------------------------------------- catalogues
@pytest.fixture
def locale_dir(tmp_path, monkeypatch):
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    yield tmp_path
    i18n.set_language("en")


@pytest.mark.parametrize(("make", "warning"), [
    (lambda d: (d / "fr.po").write_bytes(b'msgid "Play"\nmsgstr "Jouer \xe9"\n'),
     "fr.po: not UTF-8 text (byte 27); using English"),
    (lambda d: (d / "fr.po").write_text('msgid "Play"\nmsgstr "Jouer\n', encoding="utf-8"),
     "fr.po:2: cannot read 'msgstr \"Jouer'; using English"),
    (lambda d: (d / "fr.po").mkdir(), "fr.po: is a folder, not a file; using English"),
    (lambda d: None, "fr.po: no such file; using English"),
    (lambda d: (d / "fr.po").write_bytes(b"#" * (files.DATA_LIMIT + 1)),
     "fr.po: 1.0 MB, larger than the 1.0 MB such a file may be; using English"),
])
def test_a_broken_catalogue_falls_back_to_english_with_one_warning(locale_dir, caplog, make, warning):
    make(locale_dir)
    with caplog.at_level(logging.WARNING, logger="canvas_table.i18n"):
        assert i18n.set_language("fr") == "en"
    assert i18n.language() == "en" and i18n._("Play") == "Play"
    assert [record.getMessage() for record in caplog.records] == [warning]


@posix_only
def test_a_catalogue_that_is_a_fifo_does_not_hang_the_start(locale_dir, caplog):
    os.mkfifo(locale_dir / "nl.po")
    with caplog.at_level(logging.WARNING, logger="canvas_table.i18n"):
        assert i18n.set_language("nl") == "en"
    messages = [record.getMessage() for record in caplog.records]
    assert messages == ["nl.po: is a pipe, not a file; using English"]


def test_a_good_catalogue_is_still_read(locale_dir):
    (locale_dir / "fr.po").write_text('msgid "Play"\nmsgstr "Jouer"\n', encoding="utf-8")
    assert i18n.set_language("fr") == "fr" and i18n._("Play") == "Jouer"


def test_load_catalogue_itself_stays_strict(locale_dir):
    (locale_dir / "fa.po").write_bytes(b"\xff")
    with pytest.raises(i18n.PoError, match=r"^fa\.po: not UTF-8 text \(byte 0\)$"):
        i18n.load_catalogue("fa")
