"""Hidden information: a seat's view holds no hidden card; a re-deal keeps what the seat knows."""

from __future__ import annotations

from collections import Counter

from canvas_table.engine.rng import Rng
from canvas_table.picktura.actions import Collect, Discard
from canvas_table.picktura.cards import back_of
from tests.picktura.helpers import new_state, position

OTHER = [2, 6, 10, 14, 18]


def everything(state) -> Counter:
    cards = [c for hand in state.hands for c in hand] + state.visible + state.hidden
    return Counter(cards + [c for works in state.works for group in works for c in group])


def test_a_view_shows_the_own_hand_and_the_pile_sizes_only():
    state = new_state(3, 12)
    view = state.view_for(1)
    assert view["hand"] == state.hands[1] and view["hand_sizes"] == [5, 5, 5]
    assert view["hidden_left"] == len(state.hidden) and view["visible"] == state.visible
    assert not {"hands", "hidden", "public", "hidden_public"} & set(view)
    assert state.to_json()["hands"] == state.hands  # the full state does hold them


def test_a_card_taken_from_the_hidden_pile_is_the_takers_alone():
    state = position([[1, 5, 9, 13, 17], OTHER], visible=[30], hidden=[40, 41, 42])
    state.apply(Collect("hidden"))
    assert state.view_for(0)["taken"] == 42 and state.view_for(1)["taken"] is None
    visible = position([[1, 5, 9, 13, 17], OTHER], visible=[30, 31], hidden=[40])
    visible.apply(Collect("visible"))
    assert visible.view_for(1)["taken"] == 31


def test_a_redeal_keeps_what_the_observer_saw_and_moves_what_it_did_not():
    state = position([[1, 5, 9, 13, 17], [2, 6, 10, 14, 18], [3, 7, 11, 15, 19]],
                     visible=[30, 31], hidden=[40, 41, 42, 43, 44])
    state.apply(Collect("visible"))  # seat 0 takes 31 in everyone's sight
    state.apply(Discard(1))
    seen = set()
    for seed in range(30):
        copy = state.clone()
        copy.redeal(Rng(seed), 1)
        assert copy.hands[1] == state.hands[1]  # its own hand
        assert 31 in copy.hands[0]  # it saw seat 0 take 31
        assert copy.visible == state.visible and copy.works == state.works
        assert [len(h) for h in copy.hands] == [5, 5, 5]
        assert everything(copy) == everything(state)
        seen.add(tuple(copy.hidden))
    assert len(seen) > 10  # the hidden pile and the other hands were really re-dealt
    assert state.hands[0] == [5, 9, 13, 17, 31] and state.hidden == [40, 41, 42, 43, 44]  # the original


def test_after_a_rebuild_the_hidden_piles_order_is_known_and_kept():
    state = position([[1, 5, 9, 13, 17], OTHER], visible=[30, 31, 32], hidden=[40])
    state.apply(Collect("hidden"))
    state.apply(Discard(1))
    for seed in range(10):
        copy = state.clone()
        copy.redeal(Rng(seed), 1)
        assert copy.hidden == [32, 31] and copy.hands[1] == OTHER
        assert sorted(copy.hands[0]) == sorted(state.hands[0])  # only its own unseen cards mix


def test_the_remix_backs_are_kept():
    state = new_state(4, 8, remix=True)
    backs = [sorted(back_of(c) for c in hand) for hand in state.hands]
    for seed in range(20):
        copy = state.clone()
        copy.redeal(Rng(seed), 0)
        assert [sorted(back_of(c) for c in hand) for hand in copy.hands] == backs
        assert back_of(copy.hidden[-1]) == back_of(state.hidden[-1])
        assert everything(copy) == everything(state)


def test_a_redeal_for_nobody_mixes_every_hand():
    state = new_state(2, 3)
    copy = state.clone()
    copy.redeal(Rng(1), None)
    assert copy.hands[0] != state.hands[0] and copy.hands[1] != state.hands[1]
    assert everything(copy) == everything(state)
