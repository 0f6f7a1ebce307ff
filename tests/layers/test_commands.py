"""The command line's data: the card list, scoring requests, reports and their text forms."""

from __future__ import annotations

import pytest

from canvas_table.errors import UsageError
from canvas_table.layers.actions import Place
from canvas_table.layers.cards import KINDS
from canvas_table.layers.commands import (
    cards_data,
    cards_text,
    replay_text,
    score_request,
    score_text,
)
from canvas_table.layers.report import final_report
from tests.layers.helpers import DECK, new_state, single


def test_cards_data_is_exact():
    data = cards_data()
    assert list(data) == ["cards", "kinds"] and data["kinds"] == list(KINDS)
    assert len(data["cards"]) == 108
    first = data["cards"][0]
    assert first == {"id": 1, "title": DECK[1].title, "symbols": [
        {"position": s.position, "kind": s.kind, "negative": s.negative} for s in DECK[1].symbols]}
    assert all(list(c) == ["id", "title", "symbols"] for c in data["cards"])
    assert sum(s["negative"] for c in data["cards"] for s in c["symbols"]) == 12


def test_cards_text_has_a_line_a_card():
    lines = cards_text().splitlines()
    assert len(lines) == 108 and DECK[108].title in lines[-1]


def test_score_request_by_hand():
    heart1, heart2, moon2 = single("heart", 1), single("heart", 2), single("moon", 2)
    star3 = single("star", 3)
    # bottom to top: a star at 3, a heart at 1, a heart at 2: all visible, hearts 2 × 2, star 1
    result = score_request({"layers": [star3, heart1, heart2]})
    assert result == {
        "visible": [
            {"position": 1, "kind": "heart", "negative": False},
            {"position": 2, "kind": "heart", "negative": False},
            {"position": 3, "kind": "star", "negative": False},
        ],
        "by_kind": {"heart": 4, "star": 1},
        "score": 5,
    }
    covered = score_request({"layers": [moon2, star3, heart2]})
    assert covered["by_kind"] == {"heart": 1, "star": 1} and covered["score"] == 2  # moon hidden
    assert score_text(result) == "5 points: 1:heart 2:heart 3:star (heart 4, star 1)"


@pytest.mark.parametrize(
    "request_",
    [
        [1, 2, 3],
        {"layers": [1, 2]},
        {"layers": [1, 2, 3, 4]},
        {"layers": "1,2,3"},
        {"layers": [1, 2, True]},
        {"layers": [1, 2, 109]},
        {"layers": [0, 1, 2]},
        {"layers": [1, 2, 2.0]},
        {"layers": [5, 6, 5]},
        {"layers": [1, 2, 3], "scoring": ["composition"]},
        {},
    ],
)
def test_bad_score_requests_are_one_line_usage_errors(request_):
    with pytest.raises(UsageError) as caught:
        score_request(request_)
    assert "\n" not in str(caught.value)


def test_final_report_is_exact_and_reads_as_text():
    state = new_state(2, 3, first_player=0)
    report = final_report(state)
    assert report == {
        "over": False,
        "winners": [],
        "seats": [{"name": f"P{s}", "score": state.score(s), "layers": state.boards[s]}
                  for s in range(2)],
        "market": state.market,
        "pile_left": 98,
    }
    assert "in progress" in replay_text(report)
    while not state.is_over():
        state.apply(Place("pile", 2))
    report = final_report(state)
    assert report["over"] and report["winners"] == state.winners()
    text = replay_text(report)
    assert text.splitlines()[0].startswith(f"P0: {state.score(0)} points, layers ")
    assert "over; winners: " in text
