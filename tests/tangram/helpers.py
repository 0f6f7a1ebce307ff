"""Small builders shared by the Tangram Champions tests: seats, fresh states, loaded dice and
cards put on top of their deck."""

from __future__ import annotations

from collections.abc import Sequence

from canvas_table.engine.platform import PlayerSpec
from canvas_table.engine.rng import Rng
from canvas_table.tangram.actions import Roll
from canvas_table.tangram.cards import deck_of
from canvas_table.tangram.setup import TangramConfig, resolve
from canvas_table.tangram.state import TangramState


def seats(count: int) -> tuple[PlayerSpec, ...]:
    """``count`` human seats named P0, P1..."""
    return tuple(PlayerSpec(f"P{i}") for i in range(count))


def new_state(count: int = 2, seed: int = 1, goal: str = "standard") -> TangramState:
    """A fresh game: every pawn on the start square, seat 0 to roll."""
    return TangramState(resolve(TangramConfig(seats(count), seed, goal)))


class Loaded:
    """A stand-in for the state's generator: dice faces and coin tosses given in order; shuffles
    from a real generator."""

    def __init__(self, faces: Sequence[int], coins: Sequence[bool] = ()) -> None:
        self.faces = list(faces)
        self.coins = list(coins)
        self.real = Rng(3)

    def below(self, n: int) -> int:
        assert n == 6, "only dice are drawn with below()"
        return self.faces.pop(0) - 1

    def coin(self) -> bool:
        return self.coins.pop(0)

    def shuffle(self, items: list) -> None:
        self.real.shuffle(items)

    def copy(self) -> Loaded:
        other = Loaded(self.faces, self.coins)
        other.real = self.real.copy()
        return other


def roll(state: TangramState, first: int, second: int, coin: bool | None = None) -> None:
    """The seat to act rolls ``first`` and ``second`` (and ``coin`` for a double six's deck); the
    state then has a real generator again."""
    state.rng = Loaded([first, second], [] if coin is None else [coin])
    state.apply(Roll())
    state.rng = Rng(7)


def on_top(state: TangramState, *cards: str) -> None:
    """Put ``cards`` on top of their decks, the last named on top (taken from the deck or its
    discard, so the deck keeps its cards)."""
    for card in cards:
        deck = deck_of(card)
        pile = state.decks[deck] if card in state.decks[deck] else state.discards[deck]
        pile.remove(card)
        state.decks[deck].append(card)


def hand(**counts: int) -> dict[str, int]:
    """A hand of colour cards: the colours named, the others at 0."""
    from canvas_table.tangram.colours import COLOURS

    return {colour: counts.get(colour, 0) for colour in COLOURS}


def give_cards(state: TangramState, seat: int, **counts: int) -> None:
    """``seat`` holds exactly these colour cards, taken from the stock."""
    for colour, count in state.hands[seat].items():
        state.stock[colour] += count
    state.hands[seat] = hand(**counts)
    for colour, count in counts.items():
        state.stock[colour] -= count
        assert state.stock[colour] >= 0
