"""Persian digits and bidi isolates: only when the active language asks for them."""

from __future__ import annotations

import pytest

from canvas_table import i18n


@pytest.fixture
def language():
    before = i18n.language()
    yield i18n.set_language
    i18n.set_language(before)


def test_persian_shows_persian_digits(language) -> None:
    language("fa")
    assert i18n.digits(2026) == "\u06f2\u06f0\u06f2\u06f6"
    assert i18n.digits("Pile: 47") == "Pile: \u06f4\u06f7"


def test_latin_languages_keep_latin_digits(language) -> None:
    for code in ("en", "fr", "nl"):
        language(code)
        assert i18n.digits(47) == "47"


def test_isolates_only_in_right_to_left_text(language) -> None:
    language("fa")
    assert i18n.isolate("Claude") == "\u2068Claude\u2069"
    language("en")
    assert i18n.isolate("Claude") == "Claude"


def test_messages_and_log_lines_show_persian_digits(language) -> None:
    from canvas_table.table.pieces import sentence

    language("fa")
    assert sentence("Claude (slot 1), 2 inspiration") == "Claude (slot \u06f1), \u06f2 inspiration"
    language("en")
    assert sentence("claude (slot 1)") == "Claude (slot 1)"


def test_the_persian_end_headline_keeps_the_name_isolated_and_persian_digits(language) -> None:
    from canvas_table.app.end_dialog import headline

    report = {"seats": [{"name": "Frida", "score": 36, "inspiration": 0},
                        {"name": "شما", "score": 29, "inspiration": 4}], "winners": [0]}
    language("fa")
    line = headline(report)
    assert "\u2068Frida\u2069" in line and "\u06f3\u06f6" in line and "36" not in line
    report["winners"] = [1]
    report["seats"][1]["score"] = 40
    language("en")
    assert headline({**report, "seats": [{**s, "name": "You"} if k == 1 else s
                                         for k, s in enumerate(report["seats"])]}) == "You win with 40 points"
