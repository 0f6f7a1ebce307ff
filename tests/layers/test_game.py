"""GAME as the shell uses it: declared options, matches from options, records, bots, cheap import."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from canvas_table.engine.platform import PlayerSpec, rules_hash
from canvas_table.engine.records import parse_record
from canvas_table.errors import SetupError
from canvas_table.layers import reasons
from canvas_table.layers.actions import Place
from canvas_table.layers.cards import DATA_FILE
from canvas_table.layers.game import GAME

SEATS = (PlayerSpec("Ada"), PlayerSpec("Bo", "bot:normal"))


def test_description():
    assert (GAME.id, GAME.name, GAME.players) == ("layers", "Layers", (1, 5))
    assert GAME.levels == ("easy", "normal", "hard", "master")
    assert [o.key for o in GAME.options] == ["rounds", "vote"]
    rounds, vote = GAME.options
    assert rounds.default == 3 and [v for v, _ in rounds.choices] == [3, 5, 7]
    assert vote.default is False and vote.help and not vote.is_open(1, {})
    assert GAME.rules_version == rules_hash("layers-1", DATA_FILE)
    assert set(reasons.TEMPLATES) <= GAME.texts() and "Beauty vote breaks ties" in GAME.texts()


def test_new_match_from_options_and_back_from_its_record():
    match = GAME.new_match(SEATS, 5, {"rounds": 5, "vote": True})
    assert match.state.rounds == 5 and match.state.setup.vote
    bot = GAME.make_bot("normal", GAME.decision_seed(match.state))
    for _ in range(4):
        match.play(GAME.settle(match.state, bot.choose(match.state)))
    record = json.loads(json.dumps(match.to_record()))
    again = GAME.load_match(parse_record(json.dumps(record), "r", "layers"), "r")
    assert again.state.to_json() == match.state.to_json()
    report = GAME.report(again.state)
    assert [s["name"] for s in report["seats"]] == ["Ada", "Bo"]
    with pytest.raises(SetupError, match=r"^rounds:"):
        GAME.new_match(SEATS, 5, {"rounds": 4})


def test_actions_as_json():
    assert GAME.action_to_json(Place("pile", 2)) == {"take": "pile", "layer": 2}
    assert GAME.action_from_json({"take": "market", "slot": 0, "layer": 1}) == Place("market", 1, 0)
    with pytest.raises(ValueError):
        GAME.action_from_json({"take": "pile"})


@pytest.mark.slow
def test_commands_and_bench_are_reachable():
    assert len(GAME.commands.cards_data()["cards"]) == 108
    figures = GAME.bench.engine_figures(1)
    assert set(figures) == {"score_painting_us", "random_game_4p_ms", "ismcts_iterations_per_s",
                            "ismcts_iterations_per_s_cold"}
    assert all(value > 0 for value in figures.values())


def test_importing_the_game_is_cheap():
    code = ("import sys, canvas_table.layers.game as g; g.GAME.options; "
            "print(sorted(m for m in sys.modules if m.startswith(('canvas_table.layers', 'PySide6', "
            "'PIL', 'numpy'))))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert json.loads(done.stdout.replace("'", '"')) == ["canvas_table.layers",
                                                         "canvas_table.layers.game"]
