"""Tangram Champions as the shell sees it: the :class:`~canvas_table.engine.platform.GameModule` ``GAME``.

Importing this module is cheap: the rules, bots, commands and art are imported when first used.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from canvas_table.engine.game_package import GamePackage
from canvas_table.engine.platform import ArtTask, Option, PlayerSpec, option_texts
from canvas_table.errors import SetupError
from canvas_table.tangram.champions import CHAMPION_NAMES

NEW_MATCH_OPTIONS = {"goal", "bot_puzzles", "champion", "champions"}


class TangramModule(GamePackage):
    """The Tangram Champions game for the registry."""

    id = "tangram"
    name = "Tangram Champions"
    pitch = "Race round the board, rebuild tangram figures against a one-minute clock, collect the colours."
    players = (2, 6)
    thumbnail = "tangram/thumbnail.png"  # in the art cache
    levels = ("easy", "normal", "hard", "master")
    options = (
        Option("goal", "Goal", "standard",
               (("quick", "Quick: 3 colours"), ("standard", "Standard: 5 colours"),
                ("long", "Long: 7 colours")),
               help="How many different colour cards make the champion"),
        Option("champion", "Champion", "fox", tuple(CHAMPION_NAMES.items()),
               help="The first player's champion; the others get the next free ones"),
        Option("bot_puzzles", "Bots' puzzles", "level",
               (("level", "Each bot by its level"), ("same", "Every bot like Normal")),
               help="How well the bots rebuild the figures; alike, only their board choices differ"),
    )

    @property
    def rules_version(self) -> str:
        """The short hash of Tangram Champions' rules version."""
        from canvas_table.tangram.match import rules_version

        return rules_version()

    def new_match(self, players: Sequence[PlayerSpec], seed: int, options: Mapping[str, Any]) -> Any:
        """A new game (options ``goal``, ``bot_puzzles``, ``champion``: the first seat's champion, the
        others taking the next free ones, or ``champions``: one champion id or None a seat, which
        wins over ``champion``); SetupError names a bad option."""
        from canvas_table.tangram.match import TangramMatch
        from canvas_table.tangram.setup import TangramConfig

        unknown = sorted(set(options) - NEW_MATCH_OPTIONS)
        if unknown:
            raise SetupError(f"{unknown[0]}: Tangram Champions has no such option")
        champions = options.get("champions")
        if champions is None and options.get("champion") is not None:
            champions = (options["champion"], *(None,) * (len(players) - 1))
        config = TangramConfig(tuple(players), seed, options.get("goal", "standard"),
                               tuple(champions) if isinstance(champions, list | tuple) else champions,
                               options.get("bot_puzzles", "level"))
        return TangramMatch.new(config)

    def state_from_json(self, data: Any) -> Any:
        """The state whose ``to_json()`` is ``data`` (a seen snapshot from a network table);
        RecordError names the first bad field."""
        from canvas_table.tangram.snapshot import state_from_json

        return state_from_json(data)

    def action_to_json(self, action: Any) -> dict[str, Any]:
        """An action as record data (without the seat)."""
        return dict(action.to_json())

    def action_from_json(self, data: Any) -> Any:
        """An action from record data; ValueError says why not."""
        from canvas_table.tangram.actions import action_from_json

        return action_from_json(data)

    def report(self, state: Any) -> dict[str, Any]:
        """The final report (``replay --json``)."""
        from canvas_table.tangram.report import final_report

        return final_report(state)

    def texts(self) -> set[str]:
        """The texts the table shows translated: the rules' reasons, the choices and colours they
        name, the cards' words, the champions' names and the options' words."""
        from canvas_table.tangram import reasons
        from canvas_table.tangram.cards import CARD_TEXTS
        from canvas_table.tangram.colours import COLOURS

        return {*reasons.TEMPLATES, *reasons.CHOICES.values(), *CARD_TEXTS.values(),
                *CHAMPION_NAMES.values(), *COLOURS} | option_texts(self)

    def register_commands(self, subparsers: Any) -> None:
        """Add the game's own subcommand (``canvas-table tangram figures|check``)."""
        from canvas_table.tangram.cli import register

        register(subparsers)

    def art_tasks(self) -> list[ArtTask]:
        """Tangram Champions' art tasks (the board, the pawns, the cards, the thumbnail)."""
        from canvas_table.tangram.art.build import tasks

        return tasks()

    def render_art(self, task: ArtTask) -> list[tuple[str, Any]]:
        """The images of one art task; ValueError for an unknown task."""
        from canvas_table.tangram.art.build import render_task

        return render_task(task)


GAME = TangramModule()
