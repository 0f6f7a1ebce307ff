"""The bots: the one puzzle model by level, the aim, the board's choices in tiny positions, and
Normal against Random over the board alone."""

from __future__ import annotations

import json

import pytest

from canvas_table.cli import main
from canvas_table.tangram.actions import Give, Return, Steal, Take, Tangram
from canvas_table.tangram.bots import decision_seed, make_bot
from canvas_table.tangram.moves import Pending
from canvas_table.tangram.solver import best_aim, puzzle_outcome
from tests.tangram.helpers import give_cards, new_state, roll

SEEDS = range(4000)


def _rates(level: str, aim: str) -> dict[str, float]:
    outcomes = [puzzle_outcome(level, seed, aim).result for seed in SEEDS]
    return {result: outcomes.count(result) / len(outcomes) for result in ("black", "white", "failed")}


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard", "master"])
@pytest.mark.parametrize("aim", ["black", "white"])
def test_a_bot_never_solves_faster_than_a_person_and_a_failure_takes_the_minute(level, aim):
    for seed in range(1500):
        outcome = puzzle_outcome(level, seed, aim)
        assert outcome == puzzle_outcome(level, seed, aim)  # the seed decides
        if outcome.result == "failed":
            assert outcome.seconds == 60
        else:
            assert 12 <= outcome.seconds < 60
        if aim == "white":
            assert outcome.result != "black"


def test_the_levels_solve_as_the_rules_page_and_the_issue_ask():
    # the card turned at once: Easy 25 %, Normal 70 %, Hard 87 %, Master always (PUZZLE_SKILL)
    assert _rates("easy", "white")["failed"] == pytest.approx(0.75, abs=0.03)
    assert _rates("normal", "white")["white"] == pytest.approx(0.70, abs=0.03)
    assert _rates("hard", "white")["failed"] == pytest.approx(0.13, abs=0.02)
    assert _rates("master", "white")["failed"] == 0
    # playing for the silhouette: Master finds it 80 % of the time, else turns the card late and
    # solves 95 % of the rest: fails 0.2 * 0.05 = 1 %; Hard 40 %, fails 0.6 * 0.15 = 9 %
    master = _rates("master", "black")
    assert master["black"] == pytest.approx(0.80, abs=0.03)
    assert master["failed"] == pytest.approx(0.01, abs=0.006)
    assert _rates("hard", "black")["failed"] == pytest.approx(0.09, abs=0.015)


def test_hard_bots_solve_nearly_nine_puzzles_in_ten_and_mostly_on_the_solution_side():
    outcomes = []
    for seed in range(60):
        state = new_state(3, seed)
        bot = make_bot("hard", seed)
        while not state.is_over() and len(outcomes) < 2000:
            action = bot.choose(state)
            if isinstance(action, Tangram):
                outcomes.append(action.result)
            state.apply(action)
    # failing 13 % of the cards turned at once, 0.6 * 0.15 = 9 % of the silhouettes played for
    assert 0.07 < outcomes.count("failed") / len(outcomes) < 0.16
    assert outcomes.count("white") > outcomes.count("black")


def test_a_bots_puzzle_is_the_models_outcome_for_its_decision_seed():
    state = new_state(2, 4)
    roll(state, 3, 4)
    bot = make_bot("normal", 9)
    level = "normal"
    before = state.to_json()
    assert bot.choose(state) == puzzle_outcome(level, decision_seed(state), best_aim(state, level))
    assert state.to_json() == before  # a bot never changes the state


def test_with_the_same_puzzles_every_bot_solves_like_normal():
    from canvas_table.engine.platform import PlayerSpec
    from canvas_table.tangram.setup import TangramConfig, resolve
    from canvas_table.tangram.state import TangramState

    state = TangramState(resolve(TangramConfig((PlayerSpec("a"), PlayerSpec("b")), 1, bot_puzzles="same")))
    assert make_bot("random", 1).puzzle_level(state) == "normal"
    assert make_bot("master", 1).puzzle_level(state) == "normal"
    assert make_bot("easy", 1).puzzle_level(new_state()) == "easy"


def _choosing(kind: str, players: int = 3):
    state = new_state(players)
    state.pending = [Pending(0, kind)]
    state.phase = "choose"
    return state


def test_normal_takes_a_colour_it_lacks_that_the_others_lack_and_the_stock_has_least_of():
    state = _choosing("take")
    give_cards(state, 0, red=1, blue=1)
    give_cards(state, 1, green=1, pink=1, orange=1)
    give_cards(state, 2, green=1, yellow=1, orange=2)
    state.stock["purple"] = 2  # two set aside: the scarcest colour no other player holds
    assert make_bot("normal", 1).choose(state) == Take("purple")


def test_normal_returns_a_colour_it_holds_twice():
    state = _choosing("return")
    give_cards(state, 0, red=1, blue=2, green=1)
    assert make_bot("normal", 1).choose(state) == Return("blue")


def test_normal_gives_a_colour_the_receiver_already_holds_when_it_has_no_second_card():
    state = _choosing("give")
    give_cards(state, 0, red=1, blue=1, green=1)
    give_cards(state, 1, blue=1)
    assert make_bot("normal", 1).choose(state) == Give("blue")


def test_normal_steals_from_the_player_nearest_the_goal_a_colour_they_hold_once():
    state = _choosing("steal")
    give_cards(state, 1, red=2, blue=1, green=2, pink=2)
    give_cards(state, 2, yellow=1)
    assert make_bot("normal", 1).choose(state) == Steal(1, "blue")


def test_a_bot_plays_for_case_a_against_players_near_the_goal_and_for_case_b_early_or_with_a_bonus_to_lose():
    state = new_state(3)
    roll(state, 3, 4)  # 7, red
    give_cards(state, 0, blue=1, green=1)
    give_cards(state, 1, red=1, blue=1, green=1, pink=1)  # 4 of the 5 colours: near the goal
    give_cards(state, 2, orange=1, yellow=1, purple=1, red=1)
    # hand computed (solver.py): A's worth 0.8 * 1.485 + 0.2 * 0.95 * 0.69 - 0.2 * 0.05 * 0.58 = 1.31
    # against B's 0.99 * 0.69 - 0.01 * 0.58 = 0.68
    assert best_aim(state, "master") == "black"
    give_cards(state, 1, red=1)
    give_cards(state, 2, orange=1)  # one colour each: A is worth 0.8 * 0.093 + 0.13 = 0.2 only
    assert best_aim(state, "master") == "white"
    give_cards(state, 1, red=1, blue=1, green=1, pink=1)
    state.lost_bonus[0] = 1  # a success brings nothing: only failing counts, and B fails less
    assert best_aim(state, "normal") == "white"


def test_unknown_levels_are_refused():
    with pytest.raises(ValueError, match="unknown bot level 'genius'"):
        make_bot("genius", 1)
    assert make_bot("greedy", 1).name == "normal"


@pytest.mark.slow
def test_normal_beats_random_in_at_least_70_percent_of_two_player_games_over_the_board_alone(capsys):
    assert main(["tournament", "--game", "tangram", "--bots", "normal,random", "--players", "2",
                 "--games", "1000", "--jobs", "1", "--option", "bot_puzzles=same", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 1000
    assert report["bots"]["normal"]["win_rate"] >= 0.70
