"""Card numbers by rule, and the masterpieces' labels checked on load."""

from __future__ import annotations

import pytest

from canvas_table.errors import DataError
from canvas_table.picktura.cards import (
    DATA_FILE,
    back_of,
    cards_of,
    default_works,
    is_blank,
    load_works,
    quarter_of,
    work_of,
)


def test_ids_follow_the_rules_page():
    # work (id − 1) // 4 + 1, quarter (id − 1) % 4; remix ids 53–100 are works 13–24
    found = [(work_of(c), quarter_of(c)) for c in (1, 4, 5, 47, 48)]
    assert found == [(1, 0), (1, 3), (2, 0), (12, 2), (12, 3)]
    assert [(work_of(c), quarter_of(c)) for c in (53, 56, 57, 100)] == [(13, 0), (13, 3), (14, 0), (24, 3)]
    assert all(is_blank(c) and work_of(c) == 0 and quarter_of(c) == -1 for c in (49, 50, 51, 52))
    assert not is_blank(48) and not is_blank(53)
    assert cards_of(1) == (1, 2, 3, 4) and cards_of(12) == (45, 46, 47, 48)
    assert cards_of(24) == (97, 98, 99, 100)
    assert [back_of(c) for c in (1, 49, 52, 53, 100)] == [1, 1, 1, 2, 2]


def test_the_shipped_labels_are_24_distinct_works():
    works = default_works()
    assert list(works) == list(range(1, 25))
    for field in ("title", "subject", "style", "story"):
        values = [getattr(w, field) for w in works.values()]
        assert len(set(values)) == 24, field
    assert all(1000 <= w.year <= 2100 and w.artist.strip() for w in works.values())


def _broken(tmp_path, old: str, new: str):
    text = DATA_FILE.read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "works.toml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


@pytest.mark.parametrize(("old", "new", "message"), [
    ('year = 1887\n', '', r"^works.toml: work 1: year: missing$"),
    ('year = 1887', 'year = "1887"', r"^works.toml: work 1: year: should be int, got '1887'$"),
    ('year = 1887', 'year = 887', r"^works.toml: work 1: year: should be 1000..2100, got 887$"),
    ('number = 2\n', 'number = 1\n', r"^works.toml: work 1: number: appears twice$"),
    ('number = 24\n', 'number = 25\n', r"^works.toml: work 25: number: should be 1..24, got 25$"),
    ('artist = "Maren Oosterhuis"', 'artist = "  "', r"^works.toml: work 1: artist: is empty$"),
    ('style = "impressionist"', 'style = "impressionist"\nmood = "calm"',
     r"^works.toml: work 1: mood: unknown field"),
    ('title = "Portrait of Aunt Lucienne in Green"', 'title = "Lanterns on the Harbour at Dusk"',
     r"^works.toml: work 2: title: 'Lanterns on the Harbour at Dusk' is work 1's too$"),
    ('[[work]]\nnumber = 24', '[[other]]\nnumber = 24',
     r"^works.toml: works: expected works 1..24, work 24 is missing$"),
    ('[[work]]\nnumber = 1\n', '[[work]\nnumber = 1\n', r"^works.toml: not valid TOML"),
])
def test_a_broken_labels_file_is_one_line_naming_the_work_and_field(tmp_path, old, new, message):
    with pytest.raises(DataError, match=message) as caught:
        load_works(_broken(tmp_path, old, new))
    assert "\n" not in str(caught.value)


def test_a_missing_labels_file(tmp_path):
    with pytest.raises(DataError, match=r"^works.toml: file not found in "):
        load_works(tmp_path / "works.toml")
