"""Options declared as data: when they are open, and the value a game gets when they are not."""

from __future__ import annotations

from canvas_table.engine.platform import Option, option_values

VINCENT = Option("vincent", "Vincent", False, players=(2, 3), solo=True)
SCENARIO = Option("scenario", "Scenario", "first", (("first", "First"), ("random", "Random")))
TARGET = Option("target", "Target", "normal", (("easy", "Easy"), ("normal", "Normal")), players=(1, 1),
                requires=(("scenario", "random"),))


def test_an_option_is_open_for_its_player_counts_and_required_values():
    assert [VINCENT.is_open(n, {}) for n in (1, 2, 3, 4)] == [False, True, True, False]
    assert not TARGET.is_open(1, {"scenario": "first"})
    assert TARGET.is_open(1, {"scenario": "random"}) and not TARGET.is_open(2, {"scenario": "random"})


def test_a_closed_option_takes_its_solo_value_alone_and_its_default_otherwise():
    options = (VINCENT, SCENARIO, TARGET)
    assert option_values(options, 1) == {"vincent": True, "scenario": "first", "target": "normal"}
    assert option_values(options, 4, {"vincent": True}) == {"vincent": False, "scenario": "first",
                                                            "target": "normal"}
    assert option_values(options, 3, {"vincent": True, "scenario": "random", "target": "easy"}) == {
        "vincent": True, "scenario": "random", "target": "normal"}
    assert option_values(options, 1, {"scenario": "random", "target": "easy"})["target"] == "easy"
