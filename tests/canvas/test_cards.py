"""The shipped card set meets the deck statistics; broken card files give one-line errors."""

from __future__ import annotations

import os
import shutil
from collections import Counter
from itertools import combinations
from pathlib import Path

import pytest

from canvas_table.canvas.cards import (
    BONUSES,
    DATA_DIR,
    ELEMENTS,
    CardDataError,
    default_card_set,
    load_card_set,
)

CARDS = default_card_set()


def test_counts():
    assert len(CARDS.art) == 60
    assert len(CARDS.backgrounds) == 20
    assert len(CARDS.scoring) == 12
    assert len(CARDS.scenarios) == 9


def test_every_card_has_icons_in_exactly_two_swatches():
    assert all(sum(1 for s in c.swatches if s) == 2 for c in CARDS.art.values())


def test_each_swatch_pair_on_six_cards():
    pairs = Counter(
        tuple(i for i, s in enumerate(c.swatches) if s) for c in CARDS.art.values()
    )
    assert {pair: pairs[pair] for pair in combinations(range(5), 2)} == {
        pair: 6 for pair in combinations(range(5), 2)
    }


def test_icon_totals():
    icons = Counter(i for c in CARDS.art.values() for s in c.swatches for i in s)
    assert all(icons[e] == 34 for e in ELEMENTS)
    assert all(icons[b] == 4 for b in BONUSES)
    assert sum(icons[b] for b in BONUSES) == 16


def test_swatch_sizes():
    sizes = Counter(
        len(s) for c in CARDS.art.values() for s in c.swatches if s and s[0] in ELEMENTS
    )
    assert sizes == {2: 32, 1: 72}


def test_thirty_left_and_thirty_right_titles_all_different():
    sides = Counter(c.side for c in CARDS.art.values())
    assert sides == {"left": 30, "right": 30}
    assert len({c.title for c in CARDS.art.values()}) == 60


def test_scenarios_match_the_rules():
    first = CARDS.scenarios["first_game"]
    assert first.scoring == ("composition", "emphasis", "repetition", "variety")
    assert first.target == 32
    assert CARDS.scenarios["chill"].random == 3
    assert sorted(s.target for s in CARDS.scenarios.values()) == [18, 25, 28, 32, 33, 35, 36, 37, 40]


def test_points_tables_and_caps():
    assert CARDS.scoring["proximity"].points == (2, 5, 8, 12)
    assert CARDS.scoring["proximity"].cap == 4
    assert CARDS.scoring["style"].points_for(5) == 18  # capped at the table's top
    assert CARDS.scoring["style"].points_for(0) == 0


@pytest.fixture
def data_copy(tmp_path: Path) -> Path:
    for file in DATA_DIR.glob("*.toml"):
        shutil.copy(file, tmp_path / file.name)
    return tmp_path


def edit(folder: Path, name: str, old: str, new: str, count: int = 1) -> None:
    path = folder / name
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new, count))


def test_a_copy_loads(data_copy: Path):
    assert load_card_set(data_copy).art == CARDS.art


def test_unknown_icon_names_file_card_and_field(data_copy: Path):
    text = (data_copy / "art_cards.toml").read_text()
    block = text[text.index("id = 5\n") :]
    line = next(ln for ln in block.splitlines() if ln.startswith("swatches"))
    icon = next(i for i in ELEMENTS if f'"{i}"' in line)
    edit(data_copy, "art_cards.toml", line, line.replace(f'"{icon}"', '"colour"', 1))
    expected = r"^art_cards\.toml: card 5: swatches\[\d\]: unknown icon 'colour'"
    with pytest.raises(CardDataError, match=expected):
        load_card_set(data_copy)


def test_missing_field(data_copy: Path):
    edit(data_copy, "art_cards.toml", 'id = 7\ntitle = ', 'id = 7\nname = ')
    with pytest.raises(CardDataError, match=r"^art_cards\.toml: card 7: title: missing$"):
        load_card_set(data_copy)


def test_wrong_count_of_cards(data_copy: Path):
    text = (data_copy / "art_cards.toml").read_text()
    cut = text.rindex("[[card]]")
    (data_copy / "art_cards.toml").write_text(text[:cut])
    with pytest.raises(CardDataError, match=r"art_cards\.toml: deck: id: expected ids 1\.\.60"):
        load_card_set(data_copy)


def test_broken_statistic(data_copy: Path):
    edit(data_copy, "art_cards.toml", 'side = "left"', 'side = "right"')
    with pytest.raises(CardDataError, match=r"deck: side: 29 left and 31 right titles"):
        load_card_set(data_copy)


def test_three_swatches_on_one_card(data_copy: Path):
    text = (data_copy / "art_cards.toml").read_text()
    start = text.index("id = 9\n")
    line_start = text.index("swatches = ", start)
    line_end = text.index("\n", line_start)
    line = text[line_start:line_end]
    fixed = line.replace("[]", '["tone"]', 1)
    (data_copy / "art_cards.toml").write_text(text[:line_start] + fixed + text[line_end:])
    with pytest.raises(CardDataError, match=r"card 9: swatches: 3 swatches hold icons"):
        load_card_set(data_copy)


def test_bonus_must_stand_alone(data_copy: Path):
    text = (data_copy / "art_cards.toml").read_text()
    at = text.index('["bonus_')
    end = text.index("]", at)
    (data_copy / "art_cards.toml").write_text(text[:end] + ', "hue"' + text[end:])
    with pytest.raises(CardDataError, match=r"a bonus icon stands alone"):
        load_card_set(data_copy)


def test_not_toml(data_copy: Path):
    (data_copy / "backgrounds.toml").write_text("[[background]\nid = ")
    with pytest.raises(CardDataError, match=r"^backgrounds\.toml: not valid TOML"):
        load_card_set(data_copy)


def test_bad_colour(data_copy: Path):
    edit(data_copy, "backgrounds.toml", 'colours = ["#', 'colours = ["red", "#')
    with pytest.raises(CardDataError, match=r"^backgrounds\.toml: background 1: colours:"):
        load_card_set(data_copy)


def test_unknown_scoring_card_in_scenario(data_copy: Path):
    edit(data_copy, "scenarios.toml", '"composition", "variety"', '"composition", "harmony"')
    with pytest.raises(CardDataError, match=r"scenario family: scoring: unknown scoring card 'harmony'"):
        load_card_set(data_copy)


def test_points_must_be_positive(data_copy: Path):
    edit(data_copy, "scoring_cards.toml", "points = [1, 3, 9]", "points = [1, -3, 9]")
    with pytest.raises(CardDataError, match=r"scoring card composition: points:"):
        load_card_set(data_copy)


def test_missing_file(tmp_path: Path):
    with pytest.raises(CardDataError, match=r"^scoring_cards\.toml: file not found"):
        load_card_set(tmp_path)


# ------------------------------------------------------------------ issue 10: one reading path
def fails(folder: Path) -> str:
    with pytest.raises(CardDataError) as caught:
        load_card_set(folder)
    assert "\n" not in str(caught.value)
    return str(caught.value)


def test_a_scenario_drawing_a_negative_number_of_cards_is_refused_on_load(data_copy: Path):
    """Finding 7: ``random = -1`` passed validation, then failed with IndexError."""
    edit(data_copy, "scenarios.toml", "random = 3", "random = -1")
    assert fails(data_copy) == ("scenarios.toml: scenario chill: random: should be 0 to 4 (scoring cards "
                                "drawn besides the 0 named), got -1")


def test_a_scenario_drawing_more_cards_than_slots_is_refused_on_load(data_copy: Path):
    edit(data_copy, "scenarios.toml", 'scoring = ["composition", "variety"]',
         'scoring = ["composition", "variety"]\nrandom = 3')
    assert fails(data_copy) == ("scenarios.toml: scenario family: random: should be 0 to 2 (scoring cards "
                                "drawn besides the 2 named), got 3")


def test_scenario_fields_have_exact_types(data_copy: Path):
    edit(data_copy, "scenarios.toml", "random = 3", "random = true")
    assert fails(data_copy) == "scenarios.toml: scenario chill: random: should be int, got True"
    edit(data_copy, "scenarios.toml", "random = true", "random = 3\nscoring = [[1]]")
    assert fails(data_copy) == ("scenarios.toml: scenario chill: scoring: should be a list of scoring card "
                                "names, got [[1]]")


def test_a_scenario_target_is_positive(data_copy: Path):
    edit(data_copy, "scenarios.toml", "target = 18", "target = 0")
    assert fails(data_copy) == (
        "scenarios.toml: scenario family: target: should be a positive whole number, got 0")


def test_a_misspelt_field_is_refused(data_copy: Path):
    edit(data_copy, "scenarios.toml", "random = 3", "randon = 3")
    assert fails(data_copy) == ("scenarios.toml: scenario chill: randon: unknown field (known: name, title, "
                                "scoring, random, target)")


def test_points_are_whole_numbers_not_bools(data_copy: Path):
    edit(data_copy, "scoring_cards.toml", "points = [1, 3, 9]", "points = [true, 3, 9]")
    assert fails(data_copy).startswith(
        "scoring_cards.toml: scoring card composition: points: should be a list")


def test_a_card_file_that_is_a_folder_or_not_utf8_is_one_line(data_copy: Path):
    """Finding 7: a non-UTF-8 file or a folder in place of a file ended in a traceback."""
    (data_copy / "backgrounds.toml").unlink()
    (data_copy / "backgrounds.toml").mkdir()
    assert fails(data_copy) == "backgrounds.toml: is a folder, not a file"
    (data_copy / "backgrounds.toml").rmdir()
    (data_copy / "backgrounds.toml").write_bytes('name = "caf\xe9"'.encode("latin-1"))
    assert fails(data_copy) == "backgrounds.toml: not UTF-8 text (byte 11)"
    (data_copy / "backgrounds.toml").write_text("x = " + "[" * 5000, encoding="utf-8")
    assert fails(data_copy) == "backgrounds.toml: not valid TOML: nested too deeply"


@pytest.mark.skipif(os.name != "posix", reason="FIFOs and /dev/zero are POSIX")
def test_a_card_file_that_is_a_fifo_or_a_link_to_dev_zero_is_one_line(data_copy: Path):
    """Finding 6: a link to /dev/zero grew without end, a FIFO hung forever."""
    (data_copy / "art_cards.toml").unlink()
    (data_copy / "art_cards.toml").symlink_to("/dev/zero")
    assert fails(data_copy) == "art_cards.toml: is a device, not a file"
    (data_copy / "art_cards.toml").unlink()
    os.mkfifo(data_copy / "art_cards.toml")
    assert fails(data_copy) == "art_cards.toml: is a pipe, not a file"
