"""The honest undo on random legal games of both games: it either refuses, changing nothing, or
gives back exactly the position before the last person's move.

When it may undo is checked against the rules' hidden information, not against the reveal
functions: in Canvas the dispenser and Vincent's coins are hidden (rules/canvas.md), in Layers the
pile and its reshuffles (rules/layers.md). So the undo must work exactly when the complete state's
hidden part (``deck`` and ``vincent_rng``, or ``pile`` and ``reshuffle_rng``) is the same as it was
before the person's move: no hidden card came out and no coin was flipped since.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from canvas_table import games
from canvas_table.engine.platform import PlayerSpec, option_values

HIDDEN = {"canvas": ("deck", "vincent_rng"), "layers": ("pile", "reshuffle_rng")}


def choose(rng: random.Random, legal: list) -> object:
    """A random legal action; a Canvas painting most of the time when one is legal (random choice
    alone rarely reaches the positions the undo may take back: a painting answered by paintings)."""
    paintings = [a for a in legal if type(a).__name__ == "Paint"]
    return rng.choice(paintings if paintings and rng.random() < 0.7 else legal)


@pytest.mark.slow
@pytest.mark.parametrize("game_id", ["canvas", "layers"])
@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_undo_refuses_or_gives_back_the_position_before_the_persons_move(qapp, game_id, data):
    game = games.game(game_id)
    people = data.draw(st.integers(1, 2), label="people")
    bots = data.draw(st.integers(0 if people > 1 else 1, 5 - people), label="bots")
    kinds = ["human"] * people + ["bot:easy"] * bots
    kinds = data.draw(st.permutations(kinds), label="seats")
    players = tuple(PlayerSpec(f"P{k}", kind) for k, kind in enumerate(kinds))
    options = option_values(game.options, len(players))
    if game_id == "canvas" and 2 <= len(players) <= 3:
        options["vincent"] = data.draw(st.booleans(), label="vincent")
    match = game.new_match(players, data.draw(st.integers(0, 2**32), label="seed"), options)
    c = games.kit(game_id).controller(match, None)

    chooser = random.Random(data.draw(st.integers(0, 2**32), label="choices"))
    person_moves = data.draw(st.integers(1, 12), label="person moves")
    bots_after = data.draw(st.integers(0, 4), label="bot moves after the last person's")
    before_person: tuple[dict, int] | None = None  # the complete state and action count
    while not c.state.is_over():
        action = choose(chooser, c.state.legal_actions())
        if c.human_to_act:
            if person_moves == 0:
                break
            person_moves -= 1
            before_person = (c.state.to_json(), len(c.game.actions))
            assert c.play(action) is None
        elif person_moves == 0 and bots_after == 0:
            break  # the undo comes while a bot thinks
        else:
            bots_after -= person_moves == 0
            c.apply_bot_action(action)

    end, record = c.state.to_json(), c.game.to_record()
    reason = c.undo()
    event(f"undo: {reason}")
    if c.state.is_over() or before_person is None:
        assert reason in ("the game is over", "nothing to undo")
    else:
        snapshot, count = before_person
        nothing_hidden_came_out = all(end[key] == snapshot[key] for key in HIDDEN[game_id])
        if nothing_hidden_came_out:
            assert reason is None
            assert c.state.to_json() == snapshot
            assert c.game.to_record()["actions"] == record["actions"][:count]
            assert c.human_to_act
            return
        assert reason is not None and reason.startswith("can't undo: ")
    assert c.state.to_json() == end and c.game.to_record() == record  # a refusal changes nothing
