"""A game's options and the seeded draws that turn them into a starting position.

:class:`PickturaConfig` is what the players choose (or a record states): the seats, the seed, the
three variants of the rules page and, for the last tie-break, the players' ages. :func:`resolve`
checks it and fills every open choice from its own named stream of the seed (``first_player``,
``deck``), so fixing one choice never changes another.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from canvas_table.engine.platform import PlayerSpec
from canvas_table.engine.records import check_players, check_seed
from canvas_table.engine.rng import Rng
from canvas_table.errors import SetupError
from canvas_table.picktura.cards import BASE_CARDS, BLANKS, REMIX_CARDS, is_card

MIN_SEATS, MAX_SEATS = 2, 4
HAND = 5
MAX_AGE = 150
#: The bot levels a seat may name (``bot:<level>``): those of ``bots.make_bot``, "greedy" included.
BOT_LEVELS = ("random", "easy", "normal", "hard", "master", "greedy")


@dataclass(frozen=True, slots=True)
class PickturaConfig:
    """Everything chosen before a game; None means "draw it from the seed".

    ``blanks``: one blank canvas per player is shuffled in (off: the "No blank canvases"
    variant); ``complete_three``: a 3-card work may be completed with its 1 missing card;
    ``remix``: the second set of 12 works is mixed in. ``ages`` (whole years, None for a seat
    whose age was not given) break the last tie in favour of the youngest. ``deck`` lists the
    top cards of the shuffled deck before the deal (top first); the rest is shuffled from the seed.
    """

    players: tuple[PlayerSpec, ...]
    seed: int
    blanks: bool = True
    complete_three: bool = False
    remix: bool = False
    ages: tuple[int | None, ...] | None = None
    first_player: int | None = None
    deck: tuple[int, ...] | None = None


@dataclass(frozen=True, slots=True)
class Setup:
    """A resolved starting position: ``deck`` is every card in play before the deal, top first."""

    players: tuple[PlayerSpec, ...]
    seed: int
    blanks: bool
    complete_three: bool
    remix: bool
    ages: tuple[int | None, ...]
    first_player: int
    deck: tuple[int, ...]


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def cards_in_play(seats: int, blanks: bool, remix: bool) -> tuple[int, ...]:
    """The cards a game uses: the base set, one blank per seat unless without blanks, and the
    remix set when mixed in; in id order."""
    cards = BASE_CARDS + (BLANKS[:seats] if blanks else ()) + (REMIX_CARDS if remix else ())
    return tuple(sorted(cards))


def _check_ages(ages: Any, seats: int) -> tuple[int | None, ...]:
    if ages is None:
        return (None,) * seats
    if not isinstance(ages, tuple) or len(ages) != seats:
        raise SetupError(f"ages: one age (or none) for each of the {seats} players, got {ages!r}")
    for k, age in enumerate(ages):
        if age is not None and not (_is_int(age) and 1 <= age <= MAX_AGE):
            raise SetupError(f"ages[{k}]: a whole number of years 1..{MAX_AGE}, got {age!r}")
    return ages


def resolve(config: PickturaConfig) -> Setup:
    """Check ``config`` and fill its open choices from the seed; SetupError names the option."""
    players = config.players
    if isinstance(players, tuple) and not MIN_SEATS <= len(players) <= MAX_SEATS:
        raise SetupError(f"players: Picktura plays with {MIN_SEATS} to {MAX_SEATS} players, "
                         f"got {len(players)}")
    check_players(players, "Picktura", MAX_SEATS, BOT_LEVELS)
    seats = len(players)
    problem = check_seed(config.seed)
    if problem is not None:
        raise SetupError(f"seed: {problem}")
    for key in ("blanks", "complete_three", "remix"):
        value = getattr(config, key)
        if not isinstance(value, bool):
            raise SetupError(f"{key}: true or false, got {value!r}")
    ages = _check_ages(config.ages, seats)
    root = Rng(config.seed)
    first = config.first_player
    if first is None:
        first = root.derive("first_player").below(seats)
    elif not _is_int(first) or not 0 <= first < seats:
        raise SetupError(f"first_player: no seat {first!r} among {seats} players")
    cards = cards_in_play(seats, config.blanks, config.remix)
    deck = _resolve_deck(config.deck, cards, root.derive("deck"))
    return Setup(players, config.seed, config.blanks, config.complete_three, config.remix, ages, first, deck)


def _resolve_deck(top: tuple[int, ...] | None, cards: tuple[int, ...], rng: Rng) -> tuple[int, ...]:
    """The given top cards, then the rest of the cards in play shuffled from ``rng``."""
    given = list(top or ())
    for card in given:
        if not is_card(card) or card not in cards:
            raise SetupError(f"deck: card {card!r} is not in play")
    if len(set(given)) != len(given):
        raise SetupError("deck: a card is listed twice")
    chosen = set(given)
    rest = [card for card in cards if card not in chosen]
    rng.shuffle(rest)
    return tuple(given + rest)
