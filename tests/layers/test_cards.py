"""The shipped deck meets every statistic of rules/layers.md; broken files give one-line errors."""

from __future__ import annotations

import os
import tomllib
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from canvas_table.errors import DataError
from canvas_table.layers.cards import DATA_FILE, KINDS, POSITIONS, Symbol, default_deck, load_deck

DECK = default_deck()
SYMBOLS = [s for c in DECK.values() for s in c.symbols]


def test_kinds_and_positions_are_the_rules_ones():
    assert KINDS == ("red", "blue", "yellow", "green", "purple", "heart", "star", "butterfly",
                     "moon", "leaf", "eye", "bird")
    assert POSITIONS == 5


def test_108_cards_with_ids_1_to_108():
    assert sorted(DECK) == list(range(1, 109))
    assert all(card.id == key for key, card in DECK.items())


def test_72_cards_with_one_symbol_and_36_with_two():
    sizes = Counter(len(c.symbols) for c in DECK.values())
    assert sizes == {1: 72, 2: 36}
    assert len(SYMBOLS) == 144


def test_each_kind_twelve_times_with_exactly_one_negative():
    assert Counter(s.kind for s in SYMBOLS) == dict.fromkeys(KINDS, 12)
    assert Counter(s.kind for s in SYMBOLS if s.negative) == dict.fromkeys(KINDS, 1)


def test_no_card_carries_a_kind_twice_or_a_position_twice():
    for c in DECK.values():
        assert len({s.kind for s in c.symbols}) == len(c.symbols)
        assert len({s.position for s in c.symbols}) == len(c.symbols)
        assert [s.position for s in c.symbols] == sorted(s.position for s in c.symbols)


def test_each_position_holds_25_to_33_symbols():
    counts = Counter(s.position for s in SYMBOLS)
    assert set(counts) == set(range(5))
    assert all(25 <= n <= 33 for n in counts.values())


def test_titles_are_distinct_and_motifs_exist_in_the_art():
    from canvas_table.art.motifs import MOTIFS

    titles = [c.title for c in DECK.values()]
    assert all(t.strip() for t in titles) and len(set(titles)) == 108
    assert all(c.motif in MOTIFS for c in DECK.values())
    families = Counter(MOTIFS[c.motif][0] for c in DECK.values())
    assert set(families) == {"far", "middle", "near"}
    assert all(30 <= n <= 42 for n in families.values())


def test_default_deck_is_loaded_once():
    assert default_deck() is DECK


# -- broken files -------------------------------------------------------------------------------


def _raw() -> list[dict[str, Any]]:
    return tomllib.loads(DATA_FILE.read_text(encoding="utf-8"))["card"]


def _toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(value, list):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{k} = {_toml_value(v)}" for k, v in value.items()) + " }"
    return str(value)


def _write(path: Path, cards: list[dict[str, Any]]) -> Path:
    lines = []
    for table in cards:
        lines.append("[[card]]")
        lines.extend(f"{key} = {_toml_value(value)}" for key, value in table.items())
        lines.append("")
    path.write_text("\n".join(lines), encoding="utf-8")
    return path


def _fails(path: Path, message: str) -> None:
    with pytest.raises(DataError) as caught:
        load_deck(path)
    assert str(caught.value) == message
    assert "\n" not in str(caught.value)


def test_a_faithful_copy_loads(tmp_path):
    assert load_deck(_write(tmp_path / "cards.toml", _raw())) == DECK


def test_unknown_kind_names_file_card_and_field(tmp_path):
    cards = _raw()
    cards[16]["symbols"] = [{"position": 0, "kind": "red"}, {"position": 4, "kind": "hart"}]
    _fails(_write(tmp_path / "cards.toml", cards),
           "cards.toml: card 17: symbols[1].kind: unknown kind 'hart'")


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda c: c.update(symbols=[{"position": 5, "kind": "red"}]),
         "cards.toml: card 3: symbols[0].position: should be 0..4, got 5"),
        (lambda c: c.update(symbols=[{"position": True, "kind": "red"}]),
         "cards.toml: card 3: symbols[0].position: should be int, got True"),
        (lambda c: c.update(symbols=[{"position": 1, "kind": "red", "negative": "no"}]),
         "cards.toml: card 3: symbols[0].negative: should be bool, got 'no'"),
        (lambda c: c.update(symbols=[{"position": 1, "kind": "red"}, {"position": 1, "kind": "eye"}]),
         "cards.toml: card 3: symbols: two symbols share a position"),
        (lambda c: c.update(symbols=[{"position": 1, "kind": "red"}, {"position": 2, "kind": "red"}]),
         "cards.toml: card 3: symbols: the same kind appears twice on one card"),
        (lambda c: c.update(symbols=[]), "cards.toml: card 3: symbols: has 0 symbols, expected 1 or 2"),
        (lambda c: c.update(symbols=["red"]),
         "cards.toml: card 3: symbols[0]: should be a table, got 'red'"),
        (lambda c: c.update(symbols=[{"position": 1, "kind": "red", "size": 2}]),
         "cards.toml: card 3: symbols[0].size: unknown field (known: position, kind, negative)"),
        (lambda c: c.update(title="  "), "cards.toml: card 3: title: is empty"),
        (lambda c: c.pop("title"), "cards.toml: card 3: title: missing"),
        (lambda c: c.update(motif=7), "cards.toml: card 3: motif: should be str, got 7"),
        (lambda c: c.update(colour="red"),
         "cards.toml: card 3: colour: unknown field (known: id, title, motif, symbols)"),
        (lambda c: c.update(id="three"), "cards.toml: card #3: id: should be int, got 'three'"),
        (lambda c: c.update(id=2), "cards.toml: card 2: id: appears twice"),
    ],
)
def test_broken_card_fields(tmp_path, change, message):
    cards = _raw()
    change(cards[2])
    _fails(_write(tmp_path / "cards.toml", cards), message)


def test_deck_statistics_are_checked(tmp_path):
    path = tmp_path / "cards.toml"
    cards = _raw()
    _fails(_write(path, cards[:-1]), "cards.toml: deck: id: expected ids 1..108, got 107 cards")

    cards = _raw()
    two = next(c for c in cards if len(c["symbols"]) == 2)
    two["symbols"] = two["symbols"][:1]
    _fails(_write(path, cards), "cards.toml: deck: symbols: 73 cards with one symbol and 35 with "
                                "two, expected 72/36")

    cards = _raw()
    cards[5]["title"] = cards[4]["title"]
    _fails(_write(path, cards), f"cards.toml: deck: title: {cards[4]['title']!r} appears 2 times")


def test_kind_counts_and_negatives_are_checked(tmp_path):
    path = tmp_path / "cards.toml"
    cards = _raw()
    # a positive red on a one-symbol card becomes a positive blue: 11 reds, 13 blues
    red = next(c for c in cards if c["symbols"] == [{"position": c["symbols"][0]["position"],
                                                      "kind": "red"}])
    red["symbols"][0]["kind"] = "blue"
    _fails(_write(path, cards), "cards.toml: deck: symbols: red appears 11 times, expected 12")

    cards = _raw()
    plain = next(c for c in cards if c["symbols"][0]["kind"] == "moon"
                 and not c["symbols"][0].get("negative"))
    plain["symbols"][0]["negative"] = True
    _fails(_write(path, cards), "cards.toml: deck: symbols: moon is negative 2 times, expected once")


def test_position_spread_is_checked(tmp_path):
    cards = _raw()
    at_zero = [c for c in cards if len(c["symbols"]) == 1 and c["symbols"][0]["position"] == 0]
    total_zero = sum(1 for c in cards for s in c["symbols"] if s["position"] == 0)
    for table in at_zero[: total_zero - 24]:
        table["symbols"][0]["position"] = 1
    _fails(_write(tmp_path / "cards.toml", cards),
           "cards.toml: deck: symbols: position 0 holds 24 symbols, expected 25..33")


def test_bad_files(tmp_path):
    _fails(tmp_path / "cards.toml", f"cards.toml: file not found in {tmp_path}")
    bad = tmp_path / "cards.toml"
    bad.write_text("[[card]]\nid = 1\ntitle = \n", encoding="utf-8")
    with pytest.raises(DataError, match=r"^cards\.toml: not valid TOML: ") as caught:
        load_deck(bad)
    assert "\n" not in str(caught.value)
    bad.write_bytes('[[card]]\nid = 1\ntitle = "caf\xe9"\n'.encode("latin-1"))
    _fails(bad, "cards.toml: not UTF-8 text (byte 28)")
    bad.write_text('title = "no cards"\n', encoding="utf-8")
    _fails(bad, "cards.toml: no [[card]] tables")
    bad.write_text("card = [1, 2]\n", encoding="utf-8")
    _fails(bad, "cards.toml: card #1: is not a table")


def test_symbols_are_value_objects():
    assert Symbol(0, "heart", False) == Symbol(0, "heart", False)
    with pytest.raises(AttributeError):
        DECK[1].title = "changed"  # type: ignore[misc]


def test_a_card_file_that_is_a_folder_too_large_or_nested_is_one_line(tmp_path):
    """Issue 10, findings 6 and 7: every card file goes through the one reading path."""
    path = tmp_path / "cards.toml"
    path.mkdir()
    _fails(path, "cards.toml: is a folder, not a file")
    path.rmdir()
    path.write_bytes(b"#" * (2 * 2**20))
    _fails(path, "cards.toml: 2.0 MB, larger than the 1.0 MB such a file may be")
    path.write_text("x = " + "[" * 5000, encoding="utf-8")
    _fails(path, "cards.toml: not valid TOML: nested too deeply")
    path.write_text("x = " + "7" * 5000, encoding="utf-8")
    _fails(path, "cards.toml: not valid TOML: a number of 5000 digits")


@pytest.mark.skipif(os.name != "posix", reason="FIFOs and /dev/zero are POSIX")
def test_a_card_file_that_is_a_fifo_or_a_link_to_dev_zero_is_one_line(tmp_path):
    os.mkfifo(tmp_path / "cards.toml")
    _fails(tmp_path / "cards.toml", "cards.toml: is a pipe, not a file")
    (tmp_path / "zero.toml").symlink_to("/dev/zero")
    _fails(tmp_path / "zero.toml", "zero.toml: is a device, not a file")
