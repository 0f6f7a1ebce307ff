"""A game's options and the seeded draws that turn them into a starting position.

:class:`LayersConfig` is what the players choose (or a record states); :func:`resolve` checks it
and fills every open choice from the seed, each from its own named stream of the seed's
:class:`~canvas_table.engine.rng.Rng` (``first_player``, ``deck``), so fixing one choice never
changes another.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from canvas_table.engine.platform import PlayerSpec
from canvas_table.engine.records import check_players, check_seed
from canvas_table.engine.rng import Rng
from canvas_table.errors import SetupError
from canvas_table.layers.cards import LayersCard, default_deck

MAX_SEATS = 5
ROUND_CHOICES = (3, 5, 7)
#: The bot levels a seat may name (``bot:<level>``): those of ``bots.make_bot``, "greedy" included.
BOT_LEVELS = ("random", "easy", "normal", "hard", "master", "greedy")


@dataclass(frozen=True, slots=True)
class LayersConfig:
    """Everything chosen before a game; None means "draw it from the seed".

    ``deck`` lists the top cards of the pile (top first); the rest is shuffled from the seed.
    """

    players: tuple[PlayerSpec, ...]
    seed: int
    rounds: int = 3
    vote: bool = False
    first_player: int | None = None
    deck: tuple[int, ...] | None = None


@dataclass(frozen=True, slots=True)
class Setup:
    """A resolved starting position: ``deck`` is the whole pile before the deal, top first."""

    players: tuple[PlayerSpec, ...]
    seed: int
    rounds: int
    vote: bool
    first_player: int
    deck: tuple[int, ...]
    cards: dict[int, LayersCard] = field(default_factory=default_deck, compare=False, repr=False)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def resolve(config: LayersConfig, cards: dict[int, LayersCard] | None = None) -> Setup:
    """Check ``config`` and fill its open choices from the seed; raises SetupError naming the option.

    ``cards`` replaces the shipped deck (tests use small decks to reach a reshuffle).
    """
    cards = default_deck() if cards is None else cards
    players = config.players
    check_players(players, "Layers", MAX_SEATS, BOT_LEVELS)
    seats = len(players)
    problem = check_seed(config.seed)
    if problem is not None:
        raise SetupError(f"seed: {problem}")
    if not _is_int(config.rounds) or config.rounds not in ROUND_CHOICES:
        raise SetupError(f"rounds: 3, 5 or 7, got {config.rounds!r}")
    if not isinstance(config.vote, bool):
        raise SetupError(f"vote: true or false, got {config.vote!r}")
    root = Rng(config.seed)
    first = config.first_player
    if first is None:
        first = root.derive("first_player").below(seats)
    elif not _is_int(first) or not 0 <= first < seats:
        raise SetupError(f"first_player: no seat {first!r} among {seats} players")
    deck = _resolve_deck(config.deck, cards, root.derive("deck"))
    if len(deck) < 3 * seats + 5:
        raise SetupError(f"deck: {len(deck)} cards cannot deal {seats} paintings, a market and a pile")
    return Setup(players, config.seed, config.rounds, config.vote, first, deck, cards)


def _resolve_deck(top: tuple[int, ...] | None, cards: dict[int, LayersCard], rng: Rng) -> tuple[int, ...]:
    """The given top cards, then the rest of the deck shuffled from ``rng``."""
    given = list(top or ())
    for card in given:
        if not _is_int(card) or card not in cards:
            raise SetupError(f"deck: no card {card!r}")
    if len(set(given)) != len(given):
        raise SetupError("deck: a card is listed twice")
    chosen = set(given)
    rest = [card for card in sorted(cards) if card not in chosen]
    rng.shuffle(rest)
    return tuple(given + rest)
