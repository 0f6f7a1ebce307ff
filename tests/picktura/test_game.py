"""GAME as the shell will use it: declared options, matches from options, records, bots, commands."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from canvas_table.engine.platform import PlayerSpec, option_values, rules_hash
from canvas_table.engine.records import parse_record
from canvas_table.errors import SetupError, UsageError
from canvas_table.picktura import reasons
from canvas_table.picktura.actions import Collect, Discard, Draw
from canvas_table.picktura.cards import DATA_FILE
from canvas_table.picktura.game import GAME

SEATS = (PlayerSpec("Ada"), PlayerSpec("Bo", "bot:normal"))


def test_description():
    assert (GAME.id, GAME.name, GAME.players) == ("picktura", "Picktura", (2, 4))
    assert GAME.levels == ("easy", "normal", "hard", "master")
    assert option_values(GAME.options, 3) == {"blanks": True, "complete_three": False, "remix": False}
    assert GAME.rules_version == rules_hash("picktura-1", DATA_FILE)
    assert set(reasons.TEMPLATES) <= GAME.texts() and "Blank canvases" in GAME.texts()
    assert ("picktura_work", "1") in GAME.art_tasks() and GAME.thumbnail == "picktura/thumbnail.png"


def test_new_match_from_options_and_back_from_its_record():
    match = GAME.new_match(SEATS, 5, {"blanks": False, "remix": True, "ages": [40, 9]})
    state = match.state
    assert len(state.setup.deck) == 96 and state.setup.ages == (40, 9)
    bot = GAME.make_bot("normal", GAME.decision_seed(state))
    for _ in range(12):
        match.play(bot.choose(state))
    record = json.loads(json.dumps(match.to_record()))
    assert record["variants"] == {"blanks": False, "complete_three": False, "remix": True}
    again = GAME.load_match(parse_record(json.dumps(record), "r", "picktura"), "r")
    assert again.state.to_json() == state.to_json()
    report = GAME.report(again.state)
    assert set(report) == {"over", "winners", "rebuilds", "visible", "hidden_left", "seats"}
    assert [set(s) for s in report["seats"]] == [{"name", "score", "hand", "works"}] * 2
    assert report["seats"][1]["hand"] == state.hands[1] and report["visible"] == state.visible
    with pytest.raises(SetupError, match=r"^remix: true or false, got 'yes'$"):
        GAME.new_match(SEATS, 5, {"remix": "yes"})
    with pytest.raises(SetupError, match=r"^rounds: Picktura has no such option$"):
        GAME.new_match(SEATS, 5, {"rounds": 3})


def test_steps_and_turns_as_json_for_the_bot_worker_and_the_records():
    for step in (Collect("hidden"), Discard(12), Draw("visible")):
        assert GAME.action_to_json(step) == {"step": step.to_json()}
        assert GAME.action_from_json(GAME.action_to_json(step)) == step
    match = GAME.new_match(SEATS, 7, {})
    bot = GAME.make_bot("normal", 1)
    while not match.state.is_over():
        match.play(bot.choose(match.state))
    turns = [turn for _seat, turn in match.actions]
    assert [GAME.action_from_json(GAME.action_to_json(turn)) for turn in turns] == turns
    assert [{"seat": s, **GAME.action_to_json(t)} for s, t in match.actions] == match.to_record()["actions"]
    with pytest.raises(ValueError, match="should be 'visible' or 'hidden'"):
        GAME.action_from_json({"step": {"collect": {"from": "roof"}}})
    with pytest.raises(ValueError, match="an action has one of the keys"):
        GAME.action_from_json({"step": 1, "draw": []})


def test_importing_the_game_is_cheap():
    code = ("import sys; import canvas_table.picktura.game; "
            "print(sorted(m for m in sys.modules if m.startswith('canvas_table.picktura')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "['canvas_table.picktura', 'canvas_table.picktura.game']"


def test_cards_listing_in_the_issues_shape():
    data = GAME.commands.cards_data()
    assert [w["number"] for w in data["works"]] == list(range(1, 13))
    assert set(data["works"][0]) == {"number", "title", "artist", "year", "story"}
    assert len(data["cards"]) == 52
    assert data["cards"][0] == {"id": 1, "work": 1, "quarter": 0, "blank": False}
    assert data["cards"][47] == {"id": 48, "work": 12, "quarter": 3, "blank": False}
    assert data["cards"][48] == {"id": 49, "work": None, "quarter": None, "blank": True}
    remix = GAME.commands.cards_data(remix=True)
    assert len(remix["works"]) == 24 and len(remix["cards"]) == 100
    assert remix["cards"][52] == {"id": 53, "work": 13, "quarter": 0, "blank": False}
    text = GAME.commands.cards_text()
    assert " 49 blank canvas" in text and "  5 work 2, top left" in text


def test_score_and_replay_text():
    commands = GAME.commands
    assert commands.score_request({"works": [[1, 2], [5, 6, 7, 49]], "hand": [9, 50]}) == \
        {"works": [10, 80], "hand": -10, "score": 80}
    for bad, message in (({"works": [[1, 5]]}, "is not an exposed work"), ({"hand": [1, 1]}, "given twice"),
                         ({"hand": [0]}, "no card 0"), ({"paint": 1}, "expected")):
        with pytest.raises(UsageError, match=message):
            commands.score_request(bad)
    line = commands.score_text({"works": [10, 80], "hand": -10, "score": 80})
    assert line == "80 points: 10 + 80, hand -10"
    match = GAME.new_match(SEATS, 3, {})
    text = commands.replay_text(GAME.report(match.state))
    assert text.splitlines()[0] == "Ada: -25 points, works no works, 5 in hand"
    assert text.endswith("0 rebuilds; winners: nobody yet")


@pytest.mark.slow
def test_the_bench_measures_every_figure():
    figures = GAME.bench.engine_figures(1)
    assert set(figures) == {"random_game_4p_ms", "normal_decision_ms", "ismcts_iterations_per_s",
                            "ismcts_iterations_per_s_cold"}
    assert all(value > 0 for value in figures.values())


@pytest.mark.slow
def test_the_bot_workers_flow_decides_every_step_from_the_record_alone():
    """As the window's worker does: replay the autosaved record (a turn may be under way),
    re-deal the copy for the seat to act, decide, send the step as JSON."""
    from canvas_table.engine.rng import Rng

    match = GAME.new_match((PlayerSpec("Ada", "bot:normal"), PlayerSpec("Bo", "bot:hard")), 13, {})
    while not match.state.is_over():
        record = json.loads(json.dumps(match.to_record()))
        state = GAME.load_match(parse_record(json.dumps(record), "auto", "picktura"), "auto").state
        assert state.to_json() == match.state.to_json()
        seat = state.current_seat
        view = state.clone()
        view.redeal(Rng(GAME.decision_seed(state)).derive("view"), seat)
        level = match.players[seat].kind.removeprefix("bot:")
        bot = GAME.make_bot(level, GAME.decision_seed(state), iterations=30)
        step = GAME.action_from_json(json.loads(json.dumps(GAME.action_to_json(bot.choose(view)))))
        match.play(step)
    assert GAME.report(match.state)["over"]
