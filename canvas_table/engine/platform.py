"""What a game offers the shell: its headless description (:class:`GameModule`) and its options.

Each game package exposes one :class:`GameModule` (``canvas_table/<game>/game.py: GAME``) for
everything that runs without a display (rules, records, bots, command line, art), and one
``TableKit`` (``canvas_table/<game>/ui/kit.py: KIT``, see :mod:`canvas_table.app.kit`) for the
window. The registry (:mod:`canvas_table.games`) is the one place that names the packages.
Nothing here imports Qt or a game.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from canvas_table.engine.bots import Bot

ArtTask = tuple[str, str]  # (kind, name): one unit of the art build, rendered by its game


@dataclass(frozen=True, slots=True)
class PlayerSpec:
    """A seat: its name and who plays it (``human`` or ``bot:<level>``)."""

    name: str
    kind: str = "human"


@dataclass(frozen=True, slots=True)
class Option:
    """One game option, declared as data so the new-game dialog can build its control.

    ``choices`` lists (value, English label) pairs; without choices the option is a yes/no
    box. ``players`` is the range of player counts where the option is open (outside it the
    control is disabled and the value is ``solo`` for one player, else ``default``);
    ``requires`` opens it only while other options hold these values.
    """

    key: str
    label: str
    default: Any
    choices: tuple[tuple[Any, str], ...] = ()
    help: str = ""
    players: tuple[int, int] = (1, 99)
    requires: tuple[tuple[str, Any], ...] = ()
    solo: Any = None  # the value a one-player game takes when the option is closed for it

    def is_open(self, players: int, values: Mapping[str, Any]) -> bool:
        """True when the option can be chosen for ``players`` players and these other values."""
        low, high = self.players
        return low <= players <= high and all(values.get(k) == v for k, v in self.requires)

    def value(self, players: int, values: Mapping[str, Any]) -> Any:
        """The value the game gets: the chosen one when open, else the closed default."""
        if self.is_open(players, values):
            return values.get(self.key, self.default)
        return self.solo if players == 1 and self.solo is not None else self.default


class Match(Protocol):
    """A game in progress: the live state, the actions played so far, and its record."""

    game_id: str  # the GameModule's id
    state: Any
    actions: list[tuple[int, Any]]

    @property
    def seed(self) -> int:
        """The seed the game was dealt from."""
        ...

    @property
    def players(self) -> tuple[PlayerSpec, ...]:
        """The seats, in order."""
        ...

    def play(self, action: Any) -> None:
        """Apply ``action`` for the seat to act and record it (IllegalAction changes nothing)."""
        ...

    def to_record(self) -> dict[str, Any]:
        """The game's record: ``schema_version``, ``game``, ``rules_version``, seed, players, actions."""
        ...


class GameModule(Protocol):
    """Everything the shell needs of one game without a display."""

    id: str
    name: str  # English; the shell translates it with _()
    pitch: str  # one line, English
    players: tuple[int, int]  # (fewest, most)
    options: tuple[Option, ...]
    levels: tuple[str, ...]  # bot levels, weakest first ("random" excluded)
    ladder_options: tuple[str, ...]  # options with a measured ladder of their own (engine.ladder_data)

    @property
    def rules_version(self) -> str:
        """A short hash of the game's rules version and card data (see :func:`rules_hash`)."""
        ...

    def new_match(self, players: Sequence[PlayerSpec], seed: int, options: Mapping[str, Any]) -> Match:
        """A new game; raises SetupError (canvas_table.errors) for options that cannot make one."""
        ...

    def load_match(self, record: dict[str, Any], source: str = "record") -> Match:
        """Replay a parsed record (shared fields already checked); RecordError names what is wrong."""
        ...

    def make_bot(self, level: str, seed: int, cancel: Callable[[], bool] | None = None) -> Bot:
        """A bot of ``level`` ("random" included); ValueError for an unknown level."""
        ...

    def decision_seed(self, state: Any) -> int:
        """The seed of a bot's decision in ``state`` (the window and tests share it)."""
        ...

    def action_to_json(self, action: Any) -> dict[str, Any]:
        """An action as record data (without the seat)."""
        ...

    def state_from_json(self, data: Any) -> Any:
        """The state whose ``to_json()`` is ``data`` (a seen snapshot from another machine);
        RecordError names the first field a game of this kind could not hold."""
        ...

    def action_from_json(self, data: Any) -> Any:
        """An action from record data; ValueError names what is wrong."""
        ...

    # Optional: ``vote_due(state) -> list[int]``: the tied seats the people vote among once the
    # game is over (Layers' beauty vote), cast with the match's ``cast_votes({voter: seat})``.
    # Optional: ``settle(state, action) -> action``. A bot decides on a copy whose hidden cards
    # are re-dealt; where its choice reveals a card to its own seat (Layers' draw from the pile),
    # the worker completes the action on the real state with what that seat then sees.
    # Optional: ``peek(state) -> JSON``, ``peek_bound(state, action) -> str | None`` and
    # ``show_peek(state, shown)``: a card the seat to act turns over before choosing where it goes
    # (Layers' pile top). A network table shows it to that seat only and then binds the seat to
    # the actions ``peek_bound`` allows; a window lays it in its seen snapshot with ``show_peek``.
    # Optional: ``seen_before(state, seat, action, rng) -> state``: ``state`` re-dealt for
    # ``seat`` so that another seat's ``action`` can be played on it (Picktura: the cards it lays
    # from a hidden hand stay there); without it, a plain ``redeal`` for that seat.

    def report(self, state: Any) -> dict[str, Any]:
        """The state as ``replay --json`` prints it: at least ``over``, ``winners``, ``seats``
        (each with ``name`` and ``score``)."""
        ...

    def texts(self) -> set[str]:
        """Every English text of the game's data that the table shows translated (card and option
        words, the rules' reason templates): the catalogues must hold each."""
        ...

    def art_tasks(self) -> list[ArtTask]:
        """The game's units of art work for the cache (kinds prefixed by the game's id)."""
        ...

    def render_art(self, task: ArtTask) -> list[tuple[str, Any]]:
        """The (path relative to the art folder, PIL image) pairs of one task."""
        ...


def option_values(options: Sequence[Option], players: int,
                  chosen: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """Every option's value for ``players`` players: the ``chosen`` one where the option is open,
    else its closed value (its default, or its solo value in a one-player game)."""
    values = dict(chosen or {})
    return {option.key: option.value(players, values) for option in options}


def option_texts(game: GameModule) -> set[str]:
    """The English words a game's shell shows: its name, pitch and options' labels, choices, help."""
    texts = {game.name, game.pitch}
    for option in game.options:
        texts |= {option.label, *(label for _value, label in option.choices)}
        if option.help:
            texts.add(option.help)
    return texts


def rules_hash(version: str, *data_files: Path) -> str:
    """A short hash of a rules version string and the bytes of the game's card data files."""
    import hashlib  # here: its OpenSSL load slows every start

    digest = hashlib.sha256(version.encode())
    for path in sorted(data_files):
        digest.update(path.name.encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:12]


class ConfiguredMatch:
    """A mixin of a game's match class whose ``config`` carries its ``seed`` and ``players``, and
    whose ``actions`` list each action with the seat that played it."""

    config: Any
    state: Any
    actions: list[tuple[int, Any]]

    @property
    def seed(self) -> int:
        """The seed the game was dealt from."""
        return int(self.config.seed)

    @property
    def players(self) -> tuple[PlayerSpec, ...]:
        """The seats, in order."""
        return tuple(self.config.players)

    def play(self, action: Any) -> None:
        """Apply ``action`` for the seat to act and record it (IllegalAction changes nothing);
        a game whose record groups its steps (Picktura's turns) plays its own way."""
        seat = self.state.current_seat
        self.state.apply(action)
        assert seat is not None
        self.actions.append((seat, action))
