"""A game's options and the seeded draws that turn them into a starting position.

:class:`GameConfig` is what a player chooses (or a record states); :func:`resolve` fills every
choice left open from the seed, each from its own named stream of the seed's RNG, so fixing one
choice (say the deck order) never changes another (say Vincent's coin flips).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from canvas_table.canvas.cards import CardSet, default_card_set
from canvas_table.engine.platform import PlayerSpec
from canvas_table.engine.records import check_players, check_seed, is_whole
from canvas_table.engine.rng import Rng
from canvas_table.errors import SetupError

__all__ = ["BOT_LEVELS", "GameConfig", "PlayerSpec", "Setup", "SetupError", "resolve"]

MAX_SEATS = 5
SOLO_TARGETS = {"easy": 25, "normal": 30, "hard": 35, "master": 40}
DEFAULT_SOLO_TARGET = SOLO_TARGETS["normal"]
MAX_TARGET = 999  # a solo target beyond any score a game can reach
#: The bot levels a seat may name (``bot:<level>``): those of ``bots.make_bot``, "greedy" included.
BOT_LEVELS = ("random", "easy", "normal", "hard", "master", "greedy")


@dataclass(frozen=True, slots=True)
class GameConfig:
    """Everything chosen before a game; None means "draw it from the seed"."""

    players: tuple[PlayerSpec, ...]
    seed: int
    scoring: tuple[str | None, ...] | None = None
    scenario: str | None = None
    vincent: bool | None = None
    first_player: int | None = None
    deck: tuple[int, ...] | None = None
    backgrounds: tuple[tuple[int, ...], ...] | None = None
    target: int | None = None


@dataclass(frozen=True, slots=True)
class Setup:
    """A fully resolved starting position."""

    players: tuple[PlayerSpec, ...]
    seed: int
    scoring: tuple[str | None, ...]
    vincent: bool
    first_player: int
    deck: tuple[int, ...]  # top first
    backgrounds: tuple[tuple[int, ...], ...]
    target: int | None  # solo only
    scenario: str | None = None
    cards: CardSet = field(default_factory=default_card_set, compare=False, repr=False)


def resolve(config: GameConfig, cards: CardSet | None = None) -> Setup:
    """Fill every open choice of ``config`` from its seed; raises SetupError on bad options."""
    cards = cards or default_card_set()
    check_players(config.players, "Canvas", MAX_SEATS, BOT_LEVELS)
    seats = len(config.players)
    problem = check_seed(config.seed)
    if problem is not None:
        raise SetupError(f"seed: {problem}")
    if config.scenario is not None and config.scenario not in cards.scenarios:
        raise SetupError(f"scenario: unknown scenario {config.scenario!r} "
                         f"(scenarios: {', '.join(cards.scenarios)})")
    root = Rng(config.seed)
    vincent = _resolve_vincent(config.vincent, seats)
    scoring = _resolve_scoring(config, cards, root.derive("scoring"))
    first = config.first_player
    if first is None:
        first = root.derive("first_player").below(seats)
    elif not is_whole(first) or not 0 <= first < seats:
        raise SetupError(f"first_player: no seat {first!r} among {seats} players")
    target = _resolve_target(config, cards, seats)
    return Setup(
        players=config.players,
        seed=config.seed,
        scoring=scoring,
        vincent=vincent,
        first_player=first,
        deck=_resolve_deck(config.deck, cards, root.derive("deck")),
        backgrounds=_resolve_backgrounds(config.backgrounds, seats, cards, root.derive("bgs")),
        target=target,
        scenario=config.scenario,
        cards=cards,
    )


def _resolve_target(config: GameConfig, cards: CardSet, seats: int) -> int | None:
    """A solo game's target: the given one, else the scenario's, else Normal's; None for more players."""
    target = config.target
    if target is not None:
        if seats != 1:
            raise SetupError(f"target: a target score is for a solo game, not one of {seats} players")
        if not is_whole(target) or not 1 <= target <= MAX_TARGET:
            raise SetupError(f"target: a score from 1 to {MAX_TARGET}, got {target!r}")
        return target
    if seats != 1:
        return None
    if config.scenario is not None:
        return cards.scenarios[config.scenario].target
    return DEFAULT_SOLO_TARGET


def _resolve_vincent(vincent: bool | None, seats: int) -> bool:
    if vincent is not None and not isinstance(vincent, bool):
        raise SetupError(f"vincent: true or false, got {vincent!r}")
    if seats == 1:
        if vincent is False:
            raise SetupError("vincent: a solo game always plays against Vincent")
        return True
    if vincent and seats > 3:
        raise SetupError(f"vincent: Vincent joins games of 1 to 3 players, not {seats}")
    return bool(vincent)


def _resolve_scoring(config: GameConfig, cards: CardSet, rng: Rng) -> tuple[str | None, ...]:
    if config.scoring is not None:
        names = list(config.scoring)
        if len(names) != 4:
            raise SetupError(f"scoring: 4 slots (red, green, blue, purple), got {len(names)}")
        present = [n for n in names if n is not None]
        for name in present:
            if name not in cards.scoring:
                raise SetupError(f"scoring: unknown scoring card {name!r}")
        if len(set(present)) != len(present) or not present:
            raise SetupError("scoring: 1 to 4 different scoring cards")
        return tuple(names)
    fixed: tuple[str, ...] = ()
    drawn = 4
    if config.scenario is not None:
        scenario = cards.scenarios.get(config.scenario)
        if scenario is None:
            raise SetupError(f"scenario: unknown scenario {config.scenario!r}")
        fixed, drawn = scenario.scoring, scenario.random
    pool = [name for name in cards.scoring if name not in fixed]
    chosen = list(fixed) + rng.sample(pool, drawn)
    return tuple(chosen + [None] * (4 - len(chosen)))


def _resolve_deck(deck: tuple[int, ...] | None, cards: CardSet, rng: Rng) -> tuple[int, ...]:
    """A deck given in full or in part (the top cards); the rest is shuffled from the seed."""
    top = list(deck or ())
    for card in top:
        if card not in cards.art:
            raise SetupError(f"deck: no art card {card}")
    if len(set(top)) != len(top):
        raise SetupError("deck: a card is listed twice")
    rest = [card for card in sorted(cards.art) if card not in set(top)]
    rng.shuffle(rest)
    return tuple(top + rest)


def _resolve_backgrounds(
    given: tuple[tuple[int, ...], ...] | None, seats: int, cards: CardSet, rng: Rng
) -> tuple[tuple[int, ...], ...]:
    if given is None:
        drawn = rng.sample(sorted(cards.backgrounds), 3 * seats)
        return tuple(tuple(drawn[3 * s : 3 * s + 3]) for s in range(seats))
    if len(given) != seats:
        raise SetupError(f"backgrounds: {len(given)} lists for {seats} players")
    for seat, three in enumerate(given):
        if len(three) != 3 or len(set(three)) != 3:
            raise SetupError(f"backgrounds: seat {seat} needs 3 different backgrounds")
        for bg in three:
            if bg not in cards.backgrounds:
                raise SetupError(f"backgrounds: seat {seat}: no background {bg}")
    flat = [bg for three in given for bg in three]
    if len(set(flat)) != len(flat):
        raise SetupError("backgrounds: two seats share a background")
    return tuple(tuple(three) for three in given)
