"""The shared readers of a state's JSON: field names, exact types, and the check of derived fields."""

from __future__ import annotations

import pytest

from canvas_table.engine.state_json import at, check_rest, entry, generator, listing, one_of, top, whole
from canvas_table.errors import RecordError


def test_member_names() -> None:
    assert at("", "turn") == "turn"
    assert at("hands", 1) == "hands[1]"
    assert at(at("pending", 0), "seat") == "pending[0].seat"
    assert at(at("decks", "favourable"), 3) == "decks.favourable[3]"


def test_a_bool_is_no_whole_number_and_bounds_are_named() -> None:
    assert whole(3, "moves") == 3
    with pytest.raises(RecordError, match=r"^state: moves: should be a whole number, got True$"):
        whole(True, "moves")
    with pytest.raises(RecordError, match=r"^state: seat: should be from 0 to 3, got 4$"):
        whole(4, "seat", 0, 3)
    with pytest.raises(RecordError, match=r"^state: moves: should be at least 0, got -2$"):
        whole(-2, "moves")


def test_objects_lists_and_choices() -> None:
    with pytest.raises(RecordError, match=r"^state: should be an object, got \[\]$"):
        top([])
    with pytest.raises(RecordError, match=r"^state: pending\[0\]\.colour: unknown field$"):
        entry({"seat": 0, "choice": "take", "colour": "red"}, "pending[0]", ("seat", "choice"))
    with pytest.raises(RecordError, match=r"^state: pending\[0\]\.choice: missing$"):
        entry({"seat": 0}, "pending[0]", ("seat", "choice"))
    with pytest.raises(RecordError, match=r"^state: dice: should hold 2 items, got 3$"):
        listing([1, 2, 3], "dice", 2)
    with pytest.raises(RecordError, match=r"^state: goal: should be one of quick, long, got 5$"):
        one_of(5, "goal", ("quick", "long"))


def test_a_generator_is_rebuilt_from_its_state() -> None:
    assert generator(2**64 - 1, "rng").state == 2**64 - 1
    with pytest.raises(RecordError, match=r"^state: rng: should be from 0 to 18446744073709551615"):
        generator(2**64, "rng")


def test_derived_fields_must_match_type_for_type() -> None:
    rebuilt = {"scores": [10, -5], "over": False, "sizes": {"a": 1}}
    check_rest({"scores": [10, -5], "over": False, "sizes": {"a": 1}}, rebuilt)
    with pytest.raises(RecordError, match=r"^state: scores\[1\]: -4 does not follow from the rest of the "
                                          r"state \(it would be -5\)$"):
        check_rest({"scores": [10, -4], "over": False, "sizes": {"a": 1}}, rebuilt)
    with pytest.raises(RecordError, match=r"^state: over: 0 does not follow"):
        check_rest({"scores": [10, -5], "over": 0, "sizes": {"a": 1}}, rebuilt)  # 0 == False in Python
    with pytest.raises(RecordError, match=r"^state: sizes\.a: 1\.0 does not follow"):
        check_rest({"scores": [10, -5], "over": False, "sizes": {"a": 1.0}}, rebuilt)
    with pytest.raises(RecordError, match=r"^state: sizes: \{'a': 1, 'b': 2\} does not follow"):
        check_rest({"scores": [10, -5], "over": False, "sizes": {"a": 1, "b": 2}}, rebuilt)
    with pytest.raises(RecordError, match=r"^state: extra: unknown field$"):
        check_rest({"scores": [10, -5], "over": False, "sizes": {"a": 1}, "extra": 1}, rebuilt)
    with pytest.raises(RecordError, match=r"^state: sizes: missing$"):
        check_rest({"scores": [10, -5], "over": False}, rebuilt)
