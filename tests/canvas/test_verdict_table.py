"""The stored verdicts of the standard cards are the rules' own, and a bad file is never used."""

from __future__ import annotations

from itertools import permutations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from canvas_table.canvas import verdict_table
from canvas_table.canvas.cards import CardSet, default_card_set
from canvas_table.canvas.masks import standard_masks
from canvas_table.canvas.painting import PaintingJudge
from canvas_table.canvas.scoring import RULES
from canvas_table.canvas.verdict_table import MAGIC, TABLE_PATH, build_table, read_table

RULE_NAMES = sorted(RULES)
SLOTS = st.lists(st.sampled_from([*RULE_NAMES, None]), min_size=4, max_size=4).map(tuple)
LAYERS = st.permutations(range(1, 61)).map(lambda cards: tuple(cards[:3]))


@pytest.mark.slow
def test_the_stored_file_is_what_the_rules_give_today() -> None:
    assert TABLE_PATH.read_bytes() == build_table(), \
        "rebuild it: python -m canvas_table.canvas.verdict_table"


def test_the_table_holds_every_painting_three_standard_cards_can_show() -> None:
    table = verdict_table.standard_table()
    assert table is not None
    assert len(table.rows) == 16_695  # the different visible paintings of the 60 cards
    cards = sorted(default_card_set().art)
    assert len(list(permutations(cards, 3))) == 205_320


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(slots=SLOTS, layers=st.lists(LAYERS, min_size=1, max_size=20))
def test_a_judge_reading_the_table_agrees_with_the_rules(slots: tuple, layers: list) -> None:
    judge = PaintingJudge(slots)
    for painting in layers:
        assert judge.verdict(painting) == judge.score(painting), (slots, painting)


@pytest.mark.slow
@pytest.mark.parametrize("damage", ["empty", "magic", "fingerprint", "short", "long", "body"])
def test_a_damaged_or_foreign_file_is_refused(damage: str) -> None:
    good = build_table()
    head = len(MAGIC) + verdict_table.FINGERPRINT_BYTES
    bad = {
        "empty": b"",
        "magic": b"CTVT0" + good[len(MAGIC):],
        "fingerprint": good[:len(MAGIC)] + bytes(16) + good[head:],
        "short": good[:-1],
        "long": good + b"\0",
        "body": good[:-1000] + bytes([good[-1000] ^ 1]) + good[-999:],  # one bit of a row
    }[damage]
    assert read_table(bad, standard_masks()) is None
    assert read_table(good, standard_masks()) is not None


def test_without_a_usable_file_the_judge_runs_the_rules(monkeypatch, tmp_path) -> None:
    broken = tmp_path / "verdicts.bin"
    broken.write_bytes(b"not a table")
    monkeypatch.setattr(verdict_table, "TABLE_PATH", broken)
    verdict_table.standard_table.cache_clear()
    try:
        judge = PaintingJudge(("space", "emphasis", None, "variety"))
        for painting in [(1, 2, 3), (60, 31, 7), (12, 45, 33)]:
            assert judge.verdict(painting) == judge.score(painting)
        assert judge._table is None
    finally:
        verdict_table.standard_table.cache_clear()


def test_other_cards_are_judged_by_the_rules_not_by_the_standard_table() -> None:
    standard = default_card_set()
    other = CardSet(standard.art, standard.backgrounds, standard.scoring, standard.scenarios)
    judge = PaintingJudge(("composition", "emphasis", "repetition", "variety"), other)
    assert judge.verdict((1, 2, 3)) == judge.score((1, 2, 3))
    assert judge._table is None
