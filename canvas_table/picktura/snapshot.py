"""A Picktura state rebuilt from its JSON (:meth:`PickturaState.to_json`), sent by another machine.

A network table sends a joining window the state as one seat sees it (everything else re-dealt at
random) rather than the record, whose seed derives every hidden card. So the JSON holds no seed and
no deck order: the rebuilt setup has seed 0 (only a bot's decision seed reads it) and the cards in
play, in id order, as its deck. Every field is checked (:mod:`canvas_table.engine.state_json`):
every card in play is in exactly one place, each exposed work could have been laid, the turn's
phase fits the hands and piles, and the fields that follow from the others are what they must be.
"""

from __future__ import annotations

from typing import Any

from canvas_table.engine.records import brief
from canvas_table.engine.state_json import (
    at,
    check_rest,
    entry,
    fail,
    flag,
    listing,
    member,
    one_of,
    players,
    top,
    whole,
)
from canvas_table.picktura.cards import is_blank, is_card, work_of
from canvas_table.picktura.setup import BOT_LEVELS, HAND, MAX_AGE, MAX_SEATS, MIN_SEATS, Setup, cards_in_play
from canvas_table.picktura.state import DISCARD, DRAW, OVER, REBUILDS_TO_END, TURN, PickturaState

VARIANTS = ("blanks", "complete_three", "remix")
PHASES = (TURN, DISCARD, DRAW, OVER)


def state_from_json(data: Any) -> PickturaState:
    """The state whose ``to_json()`` is ``data``; RecordError names the first bad field."""
    data = top(data)
    setup = _setup(data)
    seats = len(setup.players)
    state = PickturaState.__new__(PickturaState)
    state.setup = setup
    state.hands = [_cards(hand, at("hands", seat)) for seat, hand in
                   enumerate(listing(member(data, "hands"), "hands", seats))]
    state.hidden = _cards(member(data, "hidden"), "hidden")
    state.visible = _cards(member(data, "visible"), "visible")
    state.works = [[_cards(group, at(at("works", seat), k)) for k, group in
                    enumerate(listing(works, at("works", seat)))]
                   for seat, works in enumerate(listing(member(data, "works"), "works", seats))]
    _check_every_card_once(state)
    for seat, works in enumerate(state.works):
        for k, group in enumerate(works):
            problem = _group_problem(group)
            if problem is not None:
                raise fail(at(at("works", seat), k), problem)
    state.public = _public(member(data, "public"), state.hands)
    state.rebuilds = whole(member(data, "rebuilds"), "rebuilds", 0, REBUILDS_TO_END)
    state.hidden_public = flag(member(data, "hidden_public"), "hidden_public")
    if state.hidden_public != (state.rebuilds > 0):
        raise fail("hidden_public", "the hidden pile's order is known to all exactly when it was rebuilt")
    _check_piles(state)
    state.moves = whole(member(data, "moves"), "moves")
    state.turns = whole(member(data, "turns"), "turns")
    _turn(state, data)
    check_rest(data, state.to_json())
    return state


def _setup(data: dict[str, Any]) -> Setup:
    """The setup the JSON states: the seats, the variants, the ages and the first player."""
    specs = players(member(data, "players"), "Picktura", (MIN_SEATS, MAX_SEATS), BOT_LEVELS)
    seats = len(specs)
    variants = entry(member(data, "variants"), "variants", VARIANTS)
    blanks, complete_three, remix = (flag(variants[key], at("variants", key)) for key in VARIANTS)
    ages = tuple(None if age is None else whole(age, at("ages", seat), 1, MAX_AGE)
                 for seat, age in enumerate(listing(member(data, "ages"), "ages", seats)))
    first = whole(member(data, "first_player"), "first_player", 0, seats - 1)
    return Setup(specs, 0, blanks, complete_three, remix, ages, first, cards_in_play(seats, blanks, remix))


def _cards(value: Any, where: str) -> list[int]:
    """A list of card ids."""
    cards = listing(value, where)
    for k, card in enumerate(cards):
        if not is_card(card):
            raise fail(at(where, k), f"{brief(card)} is not a card")
    return list(cards)


def _check_every_card_once(state: PickturaState) -> None:
    """Every card in play lies in exactly one place: a hand, a pile or an exposed work."""
    places = [*((at("hands", seat), hand) for seat, hand in enumerate(state.hands)),
              ("hidden", state.hidden), ("visible", state.visible),
              *((at(at("works", seat), k), group) for seat, works in enumerate(state.works)
                for k, group in enumerate(works))]
    in_play = set(state.setup.deck)
    seen: dict[int, str] = {}
    for where, cards in places:
        for k, card in enumerate(cards):
            if card not in in_play:
                raise fail(at(where, k), f"card {card} is not in play in this game")
            if card in seen:
                raise fail(at(where, k), f"card {card} is also at {seen[card]}")
            seen[card] = at(where, k)
    lost = sorted(in_play - set(seen))
    if lost:
        raise fail("", f"card {lost[0]} is in play but nowhere")


def _group_problem(group: list[int]) -> str | None:
    """None for an exposed work that could have been laid: 2 to 4 quarters of one work, and at
    most one blank canvas, which needs at least 3 quarters; else what is wrong."""
    quarters = [card for card in group if not is_blank(card)]
    blanks = len(group) - len(quarters)
    if not 2 <= len(quarters) <= 4:
        return f"an exposed work holds 2 to 4 quarters, got {len(quarters)}"
    if len({work_of(card) for card in quarters}) != 1:
        return "holds quarters of different works"
    if blanks > 1 or (blanks and len(quarters) < 3):
        return "a blank canvas goes alone on a 3-card work"
    return None


def _public(value: Any, hands: list[list[int]]) -> list[set[int]]:
    """Each seat's cards in hand that every seat saw it take."""
    known = []
    for seat, cards in enumerate(listing(value, "public", len(hands))):
        where = at("public", seat)
        cards = _cards(cards, where)
        for k, card in enumerate(cards):
            if card not in hands[seat]:
                raise fail(at(where, k), f"card {card} is not in hands[{seat}]")
        if len(set(cards)) != len(cards):
            raise fail(where, "a card is listed twice")
        known.append(set(cards))
    return known


def _check_piles(state: PickturaState) -> None:
    """The piles' rules hold: the visible pile is empty only with the hidden pile, and an empty
    hidden pile beside a visible one waits for no rebuild."""
    if state.hidden and not state.visible:
        raise fail("visible", "empty while the hidden pile is not (its bottom card turns up)")
    if state.visible and not state.hidden and state.rebuilds < REBUILDS_TO_END:
        raise fail("hidden", "empty while the visible pile is not, before the last rebuild "
                             "(it is rebuilt at once)")


def _turn(state: PickturaState, data: dict[str, Any]) -> None:
    """The phase, the seat to act and the card of a collect under way, which must fit together."""
    state.phase = one_of(member(data, "phase"), "phase", PHASES)
    turn = member(data, "turn")
    if state.phase == OVER:
        if turn is not None:
            raise fail("turn", f"should be null once the game is over, got {brief(turn)}")
        state.seat = 0
    else:
        state.seat = whole(turn, "turn", 0, len(state.hands) - 1)
    hand = state.hands[state.seat]
    limit = {DISCARD: HAND + 1, DRAW: HAND - 1}.get(state.phase, HAND)  # the seat to act's
    for seat, cards in enumerate(state.hands):
        if len(cards) > (limit if seat == state.seat else HAND):
            raise fail(at("hands", seat), f"holds {len(cards)} cards, more than the rules allow now")
    taken = member(data, "taken")
    if state.phase == DISCARD:
        if not is_card(taken) or taken not in hand:
            raise fail("taken", f"should be the card just collected, in hands[{state.seat}], "
                                f"got {brief(taken)}")
    elif taken is not None:
        raise fail("taken", f"should be null outside a collect, got {brief(taken)}")
    state.taken = taken
    if state.phase != OVER and not state.legal_actions():
        raise fail("phase", f"{state.phase!r}, but hands[{state.seat}] has nothing it could do")
