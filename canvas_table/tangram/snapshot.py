"""A game of Tangram Champions read back from the JSON of :meth:`TangramState.to_json`, as a network
table's window gets it (its seen snapshot); every problem is a one-line RecordError naming the field.

The JSON holds no seed (it would tell the decks' orders and the dice, which the seen snapshot
re-deals): the rebuilt setup has seed 0 (only a bot's decision seed reads it) and the generator
goes on from the state the JSON gives. The setup is checked as a new game's is; then the colour
cards and every deck's cards must all be there (the kept "leave prison" cards counted), the phase
must fit the puzzle, the choices and the champion, and the fields that follow from the others
(colours held, sizes, the turn, the end) must agree with them.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from canvas_table.engine import state_json as read
from canvas_table.engine.records import brief
from canvas_table.errors import SetupError
from canvas_table.tangram import cards
from canvas_table.tangram.board import BOARD, SQUARES, START
from canvas_table.tangram.colours import COLOURS
from canvas_table.tangram.moves import GIVE, RETURN, STEAL, TAKE, Pending, choice_actions, colours_held
from canvas_table.tangram.setup import BOT_LEVELS, MAX_SEATS, MIN_SEATS, Setup, TangramConfig, resolve
from canvas_table.tangram.state import CHOOSE, OVER, PUZZLE, ROLL, TangramState

KEYS = ("players", "champions", "goal", "colours_to_win", "bot_puzzles", "turn", "seat_to_roll", "phase",
        "moves", "turns", "positions", "hands", "colours_held", "stock", "deck_sizes", "discards",
        "reshuffles", "tangram_cards_left", "prison", "passes", "lost_bonus", "pending", "roll_again", "dice",
        "shown", "skipped", "figure", "figure_colour", "clock_seconds", "over", "winner", "winners", "decks",
        "tangram_cards", "rng")
PHASES = (ROLL, PUZZLE, CHOOSE, OVER)
KEPT = cards.COPIES_PER_PILE[cards.LEAVE_PRISON] * cards.PILES  # "leave prison" cards a seat may keep
MOST = 10**9  # far more actions, turns, reshuffles or lost bonuses than any game sees
CHOICES = (TAKE, RETURN, GIVE, STEAL)
ALL_CARDS = tuple(card for deck in cards.DECKS for card in cards.KINDS[deck])


def state_from_json(data: Any) -> TangramState:
    """The state whose ``to_json()`` is ``data``; RecordError naming the field for anything a game
    of Tangram Champions could not hold."""
    top = read.fields(data, "", KEYS)
    setup = _setup(top)
    seats = len(setup.players)
    state = TangramState.__new__(TangramState)
    state.setup = setup
    state.positions = [read.whole(square, f"positions[{s}]", 0, SQUARES - 1)
                       for s, square in enumerate(read.items(top["positions"], "positions", seats))]
    _check_pawns(state.positions)
    state.hands = [_colour_cards(hand, f"hands[{s}]") for s, hand in
                   enumerate(read.items(top["hands"], "hands", seats))]
    state.stock = _colour_cards(top["stock"], "stock")
    _check_colour_cards(state)
    state.passes = _counts(top["passes"], "passes", seats, KEPT)
    state.decks = _piles(top["decks"], "decks")
    state.discards = _piles(top["discards"], "discards")
    _check_deck_cards(state)
    state.tangram_cards = _tangram_cards(top["tangram_cards"])
    state.prison = [read.flag(value, f"prison[{s}]") for s, value in
                    enumerate(read.items(top["prison"], "prison", seats))]
    state.lost_bonus = _counts(top["lost_bonus"], "lost_bonus", seats, MOST)
    state.seat = read.whole(top["seat_to_roll"], "seat_to_roll", 0, seats - 1)
    state.pending = [_pending(item, f"pending[{k}]", seats) for k, item in
                     enumerate(read.items(top["pending"], "pending"))]
    state.again = read.flag(top["roll_again"], "roll_again")
    dice = top["dice"]
    state.dice = None if dice is None else (
        tuple(read.whole(face, f"dice[{k}]", 1, 6) for k, face in enumerate(read.items(dice, "dice", 2))))
    state.figure = _figure(top["figure"])
    state.shown = [_shown(item, f"shown[{k}]", seats) for k, item in
                   enumerate(read.items(top["shown"], "shown"))]
    state.skipped = [read.whole(seat, f"skipped[{k}]", 0, seats - 1) for k, seat in
                     enumerate(read.items(top["skipped"], "skipped"))]
    winner = top["winner"]
    state.winner = None if winner is None else read.whole(winner, "winner", 0, seats - 1)
    state.moves = read.whole(top["moves"], "moves", 0, MOST)
    state.turns = read.whole(top["turns"], "turns", 0, MOST)
    state.reshuffles = read.whole(top["reshuffles"], "reshuffles", 0, MOST)
    state.rng = read.rng(top["rng"], "rng")
    state.phase = _one_of(top["phase"], "phase", PHASES)
    _check_phase(state)
    read.agree(data, state.to_json())
    return state


def _setup(top: dict[str, Any]) -> Setup:
    """The setup of the JSON's players, champions, goal and bots' puzzles, checked as a new game's is."""
    count = len(read.items(top["players"], "players"))
    if not MIN_SEATS <= count <= MAX_SEATS:
        raise read.bad("players", f"Tangram Champions plays with {MIN_SEATS} to {MAX_SEATS} players, "
                                  f"got {count}")
    players = read.players(top["players"], "players", "Tangram Champions", MAX_SEATS, BOT_LEVELS)
    champions = read.items(top["champions"], "champions", count)
    for s, champion in enumerate(champions):
        if not isinstance(champion, str):  # a null would be filled with a free champion
            raise read.bad(f"champions[{s}]", f"should be a champion's id, got {brief(champion)}")
    config = TangramConfig(players, 0, top["goal"], tuple(champions), top["bot_puzzles"])
    try:
        return resolve(config)
    except SetupError as err:
        raise read.setup_error(err, {}) from None


def _one_of(value: Any, path: str, choices: tuple[str, ...]) -> str:
    """One of the texts ``choices``."""
    if not isinstance(value, str) or value not in choices:
        raise read.bad(path, f"should be one of {', '.join(choices)}, got {brief(value)}")
    return value


def _check_pawns(positions: list[int]) -> None:
    """Pawns share no square but the start (a moving pawn skips the occupied squares)."""
    seen: dict[int, int] = {}
    for s, square in enumerate(positions):
        if square in seen and BOARD[square] != START:
            raise read.bad(f"positions[{s}]", f"square {square} holds the pawn of seat {seen[square]} too")
        seen[square] = s


def _colour_cards(value: Any, path: str) -> dict[str, int]:
    """A count of colour cards for each of the seven colours."""
    counts = read.fields(value, path, COLOURS)
    return {colour: read.whole(counts[colour], f"{path}.{colour}", 0, cards.COLOUR_COPIES)
            for colour in COLOURS}


def _check_colour_cards(state: TangramState) -> None:
    """Each colour's cards are all in the stock or the hands."""
    for colour in COLOURS:
        total = state.stock[colour] + sum(hand[colour] for hand in state.hands)
        if total != cards.COLOUR_COPIES:
            raise read.bad(f"stock.{colour}", f"{total} {colour} cards in the stock and hands, "
                                              f"not {cards.COLOUR_COPIES}")


def _counts(value: Any, path: str, seats: int, most: int) -> list[int]:
    """A whole number from 0 to ``most`` for each seat."""
    return [read.whole(count, f"{path}[{s}]", 0, most)
            for s, count in enumerate(read.items(value, path, seats))]


def _piles(value: Any, path: str) -> dict[str, list[str]]:
    """A pile of cards for each deck (favourable, unfavourable), each card of its deck."""
    piles = read.fields(value, path, cards.DECKS)
    return {deck: [_one_of(card, f"{path}.{deck}[{k}]", cards.KINDS[deck])
                   for k, card in enumerate(read.items(piles[deck], f"{path}.{deck}"))]
            for deck in cards.DECKS}


def _check_deck_cards(state: TangramState) -> None:
    """Every card of a deck is in it or its discards, or kept ("leave prison at once")."""
    for deck in cards.DECKS:
        held = Counter(state.decks[deck]) + Counter(state.discards[deck])
        if deck == cards.FAVOURABLE:
            held[cards.LEAVE_PRISON] += sum(state.passes)
        full = Counter(cards.full_deck(deck))
        for card in cards.KINDS[deck]:
            if held[card] != full[card]:
                raise read.bad(f"decks.{deck}", f"{held[card]} {card!r} cards with the discards "
                                                f"and kept cards, not {full[card]}")


def _tangram_cards(value: Any) -> list[int]:
    """The tangram deck: its five cards in some order."""
    count = len(cards.TANGRAM_CARDS)
    deck = [read.whole(card, f"tangram_cards[{k}]", 1, count) for k, card in
            enumerate(read.items(value, "tangram_cards", count))]
    if sorted(deck) != list(cards.TANGRAM_CARDS):
        raise read.bad("tangram_cards", f"should hold each card 1 to {count} once, got {brief(deck)}")
    return deck


def _pending(value: Any, path: str, seats: int) -> Pending:
    """A choice asked of a seat: ``{"seat": s, "choice": "take"|"return"|"give"|"steal"}``."""
    item = read.fields(value, path, ("seat", "choice"))
    return Pending(read.whole(item["seat"], f"{path}.seat", 0, seats - 1),
                   _one_of(item["choice"], f"{path}.choice", CHOICES))


def _shown(value: Any, path: str, seats: int) -> tuple[int, str]:
    """A card the last action drew: ``{"seat": s, "card": name}``."""
    item = read.fields(value, path, ("seat", "card"))
    seat = read.whole(item["seat"], f"{path}.seat", 0, seats - 1)
    return seat, _one_of(item["card"], f"{path}.card", ALL_CARDS)


def _figure(value: Any) -> str | None:
    """The puzzle under way, ``"<colour>-<card>"`` (the square's colour, the tangram card), or None."""
    if value is None:
        return None
    figures = [f"{colour}-{card}" for colour in COLOURS for card in cards.TANGRAM_CARDS]
    if not isinstance(value, str) or value not in figures:
        raise read.bad("figure", f"should be null or a colour and a tangram card such as 'blue-3', "
                                 f"got {brief(value)}")
    return value


def _check_phase(state: TangramState) -> None:
    """The phase fits the rest: the champion ends the game, a puzzle is the seat to roll's on its
    tangram square, a choice waits only when it has several answers, a roll only from outside prison."""
    goal = state.setup.colours_to_win
    over = state.phase == OVER
    if (state.winner is not None) != over:
        raise read.bad("winner", f"{state.winner!r} in the phase {state.phase!r}")
    if over and colours_held(state.hands[state.winner]) < goal:
        raise read.bad("winner", f"seat {state.winner} holds fewer than {goal} colours")
    if not over:
        for seat, hand in enumerate(state.hands):
            if colours_held(hand) >= goal:
                raise read.bad(f"hands[{seat}]", f"{goal} colours make the champion, but the game is on")
    if (state.figure is not None) != (state.phase == PUZZLE):
        raise read.bad("figure", f"{state.figure!r} in the phase {state.phase!r}")
    square = state.positions[state.seat]
    if state.figure is not None and state.figure.rsplit("-", 1)[0] != BOARD[square]:
        raise read.bad("figure", f"{state.figure!r} is not of the colour of square {square}, where seat "
                             f"{state.seat}'s pawn stands")
    if state.phase in (ROLL, OVER) and state.pending:
        raise read.bad("pending", f"no choice waits in the phase {state.phase!r}")
    if state.phase == CHOOSE and (
            not state.pending or len(choice_actions(state.pending[0], state.hands, state.stock)) < 2):
        raise read.bad("pending", "the first choice should have several answers (one is made at once)")
    if state.phase == ROLL and state.prison[state.seat]:
        raise read.bad("prison", f"seat {state.seat} is in prison, yet to roll")
