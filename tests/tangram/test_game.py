"""The game module as the shell sees it: its description, what a seat may see, what an action
reveals, the bot worker's flow, simulate and the bench."""

from __future__ import annotations

import json

import pytest

from canvas_table.cli import main
from canvas_table.engine.platform import PlayerSpec
from canvas_table.engine.rng import Rng
from canvas_table.tangram import reasons
from canvas_table.tangram.actions import Return, Roll, Take, Tangram
from canvas_table.tangram.game import GAME
from canvas_table.tangram.moves import Pending
from canvas_table.tangram.reveal import CARD, DICE, revealed
from tests.tangram.helpers import give_cards, new_state, on_top, roll

SEATS = (PlayerSpec("Ada"), PlayerSpec("Bo", "bot:normal"))


def test_the_game_describes_itself_and_names_every_text_the_table_translates():
    assert GAME.id == "tangram" and GAME.name == "Tangram Champions" and GAME.players == (2, 6)
    assert GAME.levels == ("easy", "normal", "hard", "master")
    assert [option.key for option in GAME.options] == ["goal", "champion", "bot_puzzles"]
    texts = GAME.texts()
    assert set(reasons.TEMPLATES) <= texts and "Go to prison" in texts and "Owl" in texts
    assert "Standard: 5 colours" in texts and "Tangram Champions" in texts


def test_a_seats_view_shows_no_deck_order_nor_the_dice_to_come():
    state = new_state(3, 8)
    other = state.clone()
    for pile in other.decks.values():
        pile.reverse()
    other.tangram_cards.reverse()
    other.rng = Rng(99)
    assert other.to_json() != state.to_json()
    for seat in range(3):
        view = state.view_for(seat)
        assert view == {**other.view_for(seat), "seat": seat}
        assert not {"decks", "tangram_cards", "rng"} & set(view)
        assert view["deck_sizes"] == {"favourable": 24, "unfavourable": 20}
        assert view["tangram_cards_left"] == 5
    with pytest.raises(ValueError, match="no seat 3 among 3"):
        state.view_for(3)


def test_a_view_shows_the_puzzle_under_way_the_cards_just_drawn_and_the_pending_choice():
    state = new_state(2, 8)
    roll(state, 3, 4)
    view = state.view_for(1)
    assert view["phase"] == "tangram" and view["figure"] == state.figure
    assert view["figure_colour"] == "red" and view["clock_seconds"] == 60 and view["dice"] == [3, 4]
    on_top(state, "return")
    give_cards(state, 0, red=1, blue=1)
    state.apply(Tangram("failed", 60))
    view = state.view_for(1)
    assert view["shown"] == [{"seat": 0, "card": "return"}]
    assert view["pending"] == [{"seat": 0, "choice": "return"}] and view["turn"] == 0


def test_a_redeal_changes_only_what_nobody_sees():
    state = new_state(4, 2)
    copy = state.clone()
    copy.redeal(Rng(5), 1)
    assert copy.view_for(1) == state.view_for(1)
    assert copy.to_json() != state.to_json()


def test_what_an_action_reveals():
    state = new_state(2, 3)
    assert revealed(state, Roll()) == DICE
    roll(state, 3, 4)
    assert revealed(state, Tangram("failed", 60)) == CARD  # case C draws a card
    state.lost_bonus[0] = 1
    assert revealed(state, Tangram("white", 30)) is None  # the bonus lost: nothing drawn
    state.pending, state.phase, state.figure = [Pending(0, "take")], "choose", None
    assert revealed(state, Take("red")) is None
    give_cards(state, 0, red=1, blue=1)
    state.pending = [Pending(0, "return")]
    assert revealed(state, Return("red")) is None


def test_the_bot_workers_flow_decides_the_same_on_a_redealt_copy_of_the_replayed_record():
    players = (PlayerSpec("Ada", "bot:normal"), PlayerSpec("Bo", "bot:hard"))
    match = GAME.new_match(players, 13, {"goal": "quick"})
    while not match.state.is_over():
        record = json.loads(json.dumps(match.to_record()))
        state = GAME.load_match(record, "auto").state
        assert state.to_json() == match.state.to_json()
        seat = state.current_seat
        view = state.clone()
        view.redeal(Rng(GAME.decision_seed(state)), seat)
        level = match.players[seat].kind.removeprefix("bot:")
        action = GAME.make_bot(level, GAME.decision_seed(state)).choose(view)
        assert action == GAME.make_bot(level, GAME.decision_seed(state)).choose(state)
        match.play(GAME.action_from_json(json.loads(json.dumps(GAME.action_to_json(action)))))
    assert match.state.winner is not None


def test_simulate_plays_tangram_games_between_bots(capsys, tmp_path):
    assert main(["simulate", "--game", "tangram", "--players", "3", "--games", "6", "--bots",
                 "normal,easy,random", "--records", str(tmp_path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["game"] == "tangram" and data["games"] == 6
    assert sum(seat["win_rate"] for seat in data["seats"]) == pytest.approx(1.0)
    assert len(list(tmp_path.glob("tangram-*.json"))) == 6
    assert main(["replay", str(next(tmp_path.glob("tangram-*.json"))), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["over"] is True


@pytest.mark.slow
def test_the_bench_measures_every_figure():
    figures = GAME.bench.engine_figures(1)
    assert set(figures) == {"tangram_check_ms", "tangram_check_ms_cold", "random_game_4p_ms", "clone_us",
                            "apply_us"}
    assert all(value >= 0 for value in figures.values()) and figures["tangram_check_ms"] > 0


def test_score_is_refused_for_tangram_in_one_line(capsys):
    assert main(["score", "--game", "tangram", "--layers", "1,2,3"]) == 2
    assert capsys.readouterr().err == \
        "error: Tangram Champions has no painting to score (its score is the colours held)\n"
    assert main(["cards", "--game", "tangram", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert sum(card["copies"] for card in data["favourable"]) == 24
    assert sum(card["copies"] for card in data["unfavourable"]) == 20
