"""A game of Picktura read back from the JSON of :meth:`PickturaState.to_json`, as a network table's
window gets it (its seen snapshot); every problem is a one-line RecordError naming the field.

The JSON holds no seed and no deck order (either would tell the hidden cards): the rebuilt setup
has seed 0 (only a bot's decision seed reads it) and the cards in play, in id order, as its deck.
The setup is checked as a new game's is; then every card in play must lie in exactly one place,
each exposed work must be one that could be laid, the turn's phase must fit the hands and piles,
and the fields that follow from the others (scores, sizes, backs, the end) must agree with them.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from canvas_table.engine import state_json as read
from canvas_table.engine.records import brief, is_whole
from canvas_table.errors import SetupError
from canvas_table.picktura.cards import is_blank, work_of
from canvas_table.picktura.setup import (
    BOT_LEVELS,
    HAND,
    MAX_SEATS,
    MIN_SEATS,
    PickturaConfig,
    Setup,
    cards_in_play,
    resolve,
)
from canvas_table.picktura.state import DISCARD, DRAW, OVER, REBUILDS_TO_END, TURN, PickturaState

KEYS = ("players", "variants", "first_player", "turn", "phase", "moves", "turns", "rebuilds", "visible",
        "hidden_left", "hand_sizes", "works", "scores", "over", "winners", "ages", "hands", "hidden",
        "public", "hidden_public", "taken")
REMIX_KEYS = ("hand_backs", "hidden_top_back")  # the remix variant's only
VARIANTS = ("blanks", "complete_three", "remix")
PHASES = (TURN, DISCARD, DRAW, OVER)
#: Where the setup's options lie in the JSON (the others have their own names).
SETUP_FIELDS = {key: f"variants.{key}" for key in VARIANTS}
MOST_STEPS = 10**9  # far more steps and turns than any game plays


def state_from_json(data: Any) -> PickturaState:
    """The state whose ``to_json()`` is ``data``; RecordError naming the field for anything a game
    of Picktura could not hold."""
    remix_keys = [key for key in REMIX_KEYS if isinstance(data, dict) and key in data]  # agree() checks them
    top = read.fields(data, "", (*KEYS, *remix_keys))
    setup = _setup(top)
    seats = len(setup.players)
    known = set(setup.deck)
    state = PickturaState.__new__(PickturaState)
    state.setup = setup
    state.hands = [read.cards(hand, f"hands[{s}]", known, most=HAND + 1)
                   for s, hand in enumerate(read.items(top["hands"], "hands", seats))]
    state.hidden = read.cards(top["hidden"], "hidden", known)
    state.visible = read.cards(top["visible"], "visible", known)
    state.works = [[read.cards(group, f"works[{s}][{k}]", known) for k, group in
                    enumerate(read.items(works, f"works[{s}]"))]
                   for s, works in enumerate(read.items(top["works"], "works", seats))]
    _check_cards(state)
    state.public = _public(top["public"], state.hands, known)
    state.rebuilds = read.whole(top["rebuilds"], "rebuilds", 0, REBUILDS_TO_END)
    state.hidden_public = read.flag(top["hidden_public"], "hidden_public")
    _check_piles(state)
    state.moves = read.whole(top["moves"], "moves", 0, MOST_STEPS)
    state.turns = read.whole(top["turns"], "turns", 0, MOST_STEPS)
    _turn(state, top)
    read.agree(data, state.to_json())
    return state


def _setup(top: dict[str, Any]) -> Setup:
    """The setup of the JSON's players, variants, ages and first player, checked as a new game's
    is; its deck is the cards in play in id order."""
    count = len(read.items(top["players"], "players"))
    if not MIN_SEATS <= count <= MAX_SEATS:
        raise read.bad("players", f"Picktura plays with {MIN_SEATS} to {MAX_SEATS} players, got {count}")
    players = read.players(top["players"], "players", "Picktura", MAX_SEATS, BOT_LEVELS)
    variants = read.fields(top["variants"], "variants", VARIANTS)
    ages = read.items(top["ages"], "ages", len(players))
    first = read.whole(top["first_player"], "first_player", 0, len(players) - 1)
    config = PickturaConfig(players, 0, *(variants[key] for key in VARIANTS), ages=tuple(ages),
                            first_player=first)
    try:
        setup = resolve(config)
    except SetupError as err:
        raise read.setup_error(err, SETUP_FIELDS) from None
    return dataclasses.replace(setup, deck=cards_in_play(len(players), setup.blanks, setup.remix))


def _check_cards(state: PickturaState) -> None:
    """Every card in play lies in exactly one place, and each exposed work could have been laid."""
    places = [*((f"hands[{s}]", hand) for s, hand in enumerate(state.hands)),
              ("hidden", state.hidden), ("visible", state.visible),
              *((f"works[{s}][{k}]", group) for s, works in enumerate(state.works)
                for k, group in enumerate(works))]
    read.one_place(places, state.setup.deck)
    for s, works in enumerate(state.works):
        for k, group in enumerate(works):
            problem = _group_problem(group)
            if problem is not None:
                raise read.bad(f"works[{s}][{k}]", problem)


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


def _public(value: Any, hands: list[list[int]], known: set[int]) -> list[set[int]]:
    """Each seat's cards in hand that every seat saw it take."""
    public = []
    for s, cards in enumerate(read.items(value, "public", len(hands))):
        cards = read.cards(cards, f"public[{s}]", known)
        for k, card in enumerate(cards):
            if card not in hands[s]:
                raise read.bad(f"public[{s}][{k}]", f"card {card} is not in hands[{s}]")
        if len(set(cards)) != len(cards):
            raise read.bad(f"public[{s}]", "a card is listed twice")
        public.append(set(cards))
    return public


def _check_piles(state: PickturaState) -> None:
    """The piles' rules hold: the visible pile is empty only with the hidden pile; an empty hidden
    pile beside a visible one waits for no rebuild; the hidden pile's order is known to all exactly
    when it was rebuilt."""
    if state.hidden_public != (state.rebuilds > 0):
        raise read.bad("hidden_public", "the hidden pile's order is known to all exactly when it was rebuilt")
    if state.hidden and not state.visible:
        raise read.bad("visible", "empty while the hidden pile is not (its bottom card turns up)")
    if state.visible and not state.hidden and state.rebuilds < REBUILDS_TO_END:
        raise read.bad("hidden", "empty while the visible pile is not, before the last rebuild "
                                 "(it is rebuilt at once)")


def _turn(state: PickturaState, top: dict[str, Any]) -> None:
    """The phase, the seat to act and the card of a collect under way, which must fit together."""
    phase = top["phase"]
    if phase not in PHASES:
        raise read.bad("phase", f"should be one of {', '.join(PHASES)}, got {brief(phase)}")
    state.phase = phase
    turn = top["turn"]
    if phase == OVER:
        if turn is not None:
            raise read.bad("turn", f"should be null once the game is over, got {brief(turn)}")
        state.seat = 0
    else:
        state.seat = read.whole(turn, "turn", 0, len(state.hands) - 1)
    hand = state.hands[state.seat]
    most = {DISCARD: HAND + 1, DRAW: HAND - 1}.get(phase, HAND)  # the seat to act's
    for s, cards in enumerate(state.hands):
        if len(cards) > (most if s == state.seat else HAND):
            raise read.bad(f"hands[{s}]", f"holds {len(cards)} cards, more than the rules allow now")
    taken = top["taken"]
    if phase == DISCARD:
        if not is_whole(taken) or taken not in hand:
            raise read.bad("taken", f"should be the card just collected, in hands[{state.seat}], "
                                    f"got {brief(taken)}")
    elif taken is not None:
        raise read.bad("taken", f"should be null outside a collect, got {brief(taken)}")
    state.taken = taken
    if phase != OVER and not state.legal_actions():
        raise read.bad("phase", f"{phase!r}, but hands[{state.seat}] has nothing it could do")
