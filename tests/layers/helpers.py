"""Small builders shared by the Layers tests: seats, states with chosen decks, cards by symbol."""

from __future__ import annotations

from canvas_table.engine.platform import PlayerSpec
from canvas_table.layers.cards import LayersCard, Symbol, default_deck
from canvas_table.layers.setup import LayersConfig, resolve
from canvas_table.layers.state import LayersState

DECK = default_deck()


def seats(count: int) -> tuple[PlayerSpec, ...]:
    """``count`` human seats named P0, P1..."""
    return tuple(PlayerSpec(f"P{i}") for i in range(count))


def config(count: int = 2, seed: int = 1, **options: object) -> LayersConfig:
    """A config for ``count`` seats."""
    return LayersConfig(seats(count), seed, **options)  # type: ignore[arg-type]


def new_state(count: int = 2, seed: int = 1, cards: dict[int, LayersCard] | None = None,
              **options: object) -> LayersState:
    """A fresh state (``cards`` replaces the shipped deck)."""
    return LayersState(resolve(config(count, seed, **options), cards))


def card(*symbols: tuple[int, str] | tuple[int, str, bool], card_id: int = 0) -> LayersCard:
    """A hand-made card from (position, kind[, negative]) triples."""
    made = sorted((Symbol(s[0], s[1], len(s) > 2 and bool(s[2])) for s in symbols),
                  key=lambda s: s.position)
    return LayersCard(card_id, "test", "Clouds", tuple(made))


def single(kind: str, position: int, negative: bool = False) -> int:
    """The id of a shipped one-symbol card with exactly this symbol (the test fails if none)."""
    wanted = (Symbol(position, kind, negative),)
    found = [c.id for c in DECK.values() if c.symbols == wanted]
    assert found, f"the shipped deck has no one-symbol card {wanted}"
    return found[0]
