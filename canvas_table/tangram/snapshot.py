"""A Tangram Champions state rebuilt from its JSON (:meth:`TangramState.to_json`), sent by another
machine.

A network table sends a joining window the state with the decks' orders and the generator re-dealt
(what no seat knows) rather than the record, whose seed derives them. So the JSON holds no seed: the
rebuilt setup has seed 0 (only a bot's decision seed reads it); the generator goes on from the state
the JSON gives. Every field is checked (:mod:`canvas_table.engine.state_json`): the colour cards and
every deck's cards are all there (the kept "leave prison" cards counted), the phase fits the puzzle,
the choices and the champion, and the fields that follow from the others are what they must be.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from canvas_table.engine.records import brief
from canvas_table.engine.state_json import (
    at,
    check_rest,
    entry,
    fail,
    flag,
    generator,
    listing,
    member,
    one_of,
    players,
    top,
    whole,
)
from canvas_table.tangram import cards
from canvas_table.tangram.board import BOARD, SQUARES, START
from canvas_table.tangram.figures import COLOURS
from canvas_table.tangram.moves import GIVE, RETURN, STEAL, TAKE, Pending, choice_actions, colours_held
from canvas_table.tangram.setup import (
    BOT_LEVELS,
    BOT_PUZZLES,
    CHAMPIONS,
    GOALS,
    MAX_SEATS,
    MIN_SEATS,
    Setup,
)
from canvas_table.tangram.state import CHOOSE, OVER, PUZZLE, ROLL, TangramState

PHASES = (ROLL, PUZZLE, CHOOSE, OVER)
CHOICES = (TAKE, RETURN, GIVE, STEAL)
ALL_CARDS = tuple(card for deck in cards.DECKS for card in cards.KINDS[deck])


def state_from_json(data: Any) -> TangramState:
    """The state whose ``to_json()`` is ``data``; RecordError names the first bad field."""
    data = top(data)
    setup = _setup(data)
    seats = len(setup.players)
    state = TangramState.__new__(TangramState)
    state.setup = setup
    state.positions = [whole(square, at("positions", seat), 0, SQUARES - 1) for seat, square in
                       enumerate(listing(member(data, "positions"), "positions", seats))]
    _check_pawns(state.positions)
    state.hands = [_colour_cards(hand, at("hands", seat)) for seat, hand in
                   enumerate(listing(member(data, "hands"), "hands", seats))]
    state.stock = _colour_cards(member(data, "stock"), "stock")
    _check_colour_cards(state)
    state.passes = _counts(member(data, "passes"), "passes", seats)
    state.decks = _piles(member(data, "decks"), "decks")
    state.discards = _piles(member(data, "discards"), "discards")
    _check_deck_cards(state)
    state.tangram_cards = _tangram_cards(member(data, "tangram_cards"))
    state.prison = [flag(value, at("prison", seat)) for seat, value in
                    enumerate(listing(member(data, "prison"), "prison", seats))]
    state.lost_bonus = _counts(member(data, "lost_bonus"), "lost_bonus", seats)
    state.seat = whole(member(data, "seat_to_roll"), "seat_to_roll", 0, seats - 1)
    state.pending = [_pending(item, at("pending", k), seats) for k, item in
                     enumerate(listing(member(data, "pending"), "pending"))]
    state.again = flag(member(data, "roll_again"), "roll_again")
    dice = member(data, "dice")
    state.dice = None if dice is None else (
        tuple(whole(face, at("dice", k), 1, 6) for k, face in enumerate(listing(dice, "dice", 2))))
    state.figure = _figure(member(data, "figure"))
    state.shown = [_shown(item, at("shown", k), seats) for k, item in
                   enumerate(listing(member(data, "shown"), "shown"))]
    state.skipped = [whole(seat, at("skipped", k), 0, seats - 1) for k, seat in
                     enumerate(listing(member(data, "skipped"), "skipped"))]
    winner = member(data, "winner")
    state.winner = None if winner is None else whole(winner, "winner", 0, seats - 1)
    state.moves = whole(member(data, "moves"), "moves")
    state.turns = whole(member(data, "turns"), "turns")
    state.reshuffles = whole(member(data, "reshuffles"), "reshuffles")
    state.rng = generator(member(data, "rng"), "rng")
    state.phase = one_of(member(data, "phase"), "phase", PHASES)
    _check_phase(state)
    check_rest(data, state.to_json())
    return state


def _setup(data: dict[str, Any]) -> Setup:
    """The setup the JSON states: the seats, their champions, the goal and the bots' puzzles."""
    specs = players(member(data, "players"), "Tangram Champions", (MIN_SEATS, MAX_SEATS), BOT_LEVELS)
    champions = tuple(one_of(champion, at("champions", seat), CHAMPIONS) for seat, champion in
                      enumerate(listing(member(data, "champions"), "champions", len(specs))))
    for seat, champion in enumerate(champions):
        if champion in champions[:seat]:
            raise fail(at("champions", seat), f"{champion!r} is another seat's champion too")
    goal = one_of(member(data, "goal"), "goal", GOALS)
    bot_puzzles = one_of(member(data, "bot_puzzles"), "bot_puzzles", BOT_PUZZLES)
    return Setup(specs, 0, goal, champions, bot_puzzles)


def _check_pawns(positions: list[int]) -> None:
    """Pawns share no square but the start (a moving pawn skips the occupied squares)."""
    seen: dict[int, int] = {}
    for seat, square in enumerate(positions):
        if square in seen and BOARD[square] != START:
            raise fail(at("positions", seat), f"square {square} holds the pawn of seat {seen[square]} too")
        seen[square] = seat


def _colour_cards(value: Any, where: str) -> dict[str, int]:
    """A count of colour cards for each of the seven colours."""
    counts = entry(value, where, COLOURS)
    return {colour: whole(counts[colour], at(where, colour), 0, cards.COLOUR_COPIES) for colour in COLOURS}


def _check_colour_cards(state: TangramState) -> None:
    """Each colour's cards are all in the stock or the hands."""
    for colour in COLOURS:
        total = state.stock[colour] + sum(hand[colour] for hand in state.hands)
        if total != cards.COLOUR_COPIES:
            raise fail(at("stock", colour), f"{total} {colour} cards in the stock and hands, "
                                            f"not {cards.COLOUR_COPIES}")


def _counts(value: Any, where: str, seats: int) -> list[int]:
    """A whole number of at least 0 for each seat."""
    return [whole(count, at(where, seat), 0) for seat, count in enumerate(listing(value, where, seats))]


def _piles(value: Any, where: str) -> dict[str, list[str]]:
    """A pile of cards for each deck (favourable, unfavourable), each card of its deck."""
    piles = entry(value, where, cards.DECKS)
    return {deck: [one_of(card, at(at(where, deck), k), cards.KINDS[deck])
                   for k, card in enumerate(listing(piles[deck], at(where, deck)))] for deck in cards.DECKS}


def _check_deck_cards(state: TangramState) -> None:
    """Every card of a deck is in it or its discards, or kept ("leave prison at once")."""
    for deck in cards.DECKS:
        held = Counter(state.decks[deck]) + Counter(state.discards[deck])
        if deck == cards.FAVOURABLE:
            held[cards.LEAVE_PRISON] += sum(state.passes)
        full = Counter(cards.full_deck(deck))
        for card in cards.KINDS[deck]:
            if held[card] != full[card]:
                raise fail(at("decks", deck), f"{held[card]} {card!r} cards with the discards "
                                              f"and kept cards, not {full[card]}")


def _tangram_cards(value: Any) -> list[int]:
    """The tangram deck: its five cards in some order."""
    deck = [whole(card, at("tangram_cards", k), 1, len(cards.TANGRAM_CARDS)) for k, card in
            enumerate(listing(value, "tangram_cards", len(cards.TANGRAM_CARDS)))]
    if sorted(deck) != list(cards.TANGRAM_CARDS):
        raise fail("tangram_cards", f"should hold each card 1 to {len(cards.TANGRAM_CARDS)} once, "
                                    f"got {brief(deck)}")
    return deck


def _pending(value: Any, where: str, seats: int) -> Pending:
    """A choice asked of a seat: ``{"seat": s, "choice": "take"|"return"|"give"|"steal"}``."""
    item = entry(value, where, ("seat", "choice"))
    return Pending(whole(item["seat"], at(where, "seat"), 0, seats - 1),
                   one_of(item["choice"], at(where, "choice"), CHOICES))


def _shown(value: Any, where: str, seats: int) -> tuple[int, str]:
    """A card the last action drew: ``{"seat": s, "card": name}``."""
    item = entry(value, where, ("seat", "card"))
    seat = whole(item["seat"], at(where, "seat"), 0, seats - 1)
    return seat, one_of(item["card"], at(where, "card"), ALL_CARDS)


def _figure(value: Any) -> str | None:
    """The puzzle under way, ``"<colour>-<card>"`` (the square's colour, the tangram card), or None."""
    if value is None:
        return None
    figures = [f"{colour}-{card}" for colour in COLOURS for card in cards.TANGRAM_CARDS]
    if not isinstance(value, str) or value not in figures:
        raise fail("figure", f"should be null or a colour and a tangram card such as 'blue-3', "
                             f"got {brief(value)}")
    return value


def _check_phase(state: TangramState) -> None:
    """The phase fits the rest: the champion ends the game, a puzzle is the seat to roll's on its
    tangram square, a choice waits only when it has several answers, a roll only from outside prison."""
    goal = state.setup.colours_to_win
    over = state.phase == OVER
    if (state.winner is not None) != over:
        raise fail("winner", f"{state.winner!r} in the phase {state.phase!r}")
    if over and colours_held(state.hands[state.winner]) < goal:
        raise fail("winner", f"seat {state.winner} holds fewer than {goal} colours")
    if not over:
        for seat, hand in enumerate(state.hands):
            if colours_held(hand) >= goal:
                raise fail(at("hands", seat), f"{goal} colours make the champion, but the game is on")
    if (state.figure is not None) != (state.phase == PUZZLE):
        raise fail("figure", f"{state.figure!r} in the phase {state.phase!r}")
    square = state.positions[state.seat]
    if state.figure is not None and state.figure.rsplit("-", 1)[0] != BOARD[square]:
        raise fail("figure", f"{state.figure!r} is not of the colour of square {square}, where seat "
                             f"{state.seat}'s pawn stands")
    if state.phase in (ROLL, OVER) and state.pending:
        raise fail("pending", f"no choice waits in the phase {state.phase!r}")
    if state.phase == CHOOSE and (
            not state.pending or len(choice_actions(state.pending[0], state.hands, state.stock)) < 2):
        raise fail("pending", "the first choice should have several answers (one is made at once)")
    if state.phase == ROLL and state.prison[state.seat]:
        raise fail("prison", f"seat {state.seat} is in prison, yet to roll")
