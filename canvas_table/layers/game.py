"""Layers as the shell sees it: the :class:`~canvas_table.engine.platform.GameModule` ``GAME``.

Importing this module is cheap: the rules, bots, commands and art are imported when first used.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from canvas_table.engine.game_package import GamePackage
from canvas_table.engine.platform import ArtTask, Option, PlayerSpec, option_texts


class LayersModule(GamePackage):
    """The Layers game for the registry."""

    id = "layers"
    name = "Layers"
    pitch = "Take a card, slide it into one of your three layers, and match the symbols left showing."
    players = (1, 5)
    levels = ("easy", "normal", "hard", "master")
    thumbnail = "layers_ui/thumbnail.png"  # in the art cache
    options = (
        Option("rounds", "Rounds", 3, ((3, "3 rounds"), (5, "5 rounds"), (7, "7 rounds"))),
        Option("vote", "Beauty vote breaks ties", False,
               help="When paintings tie, the people at the table vote for the most beautiful one "
                    "(bots abstain); a tied vote stays a shared win",
               players=(2, 5)),
    )
    # The levels play further apart the more turns a game has: a ladder per number of rounds
    # (engine.ladder_data.variant); three rounds is the game's own.
    ladder_options = ("rounds",)

    @property
    def rules_version(self) -> str:
        """The short hash of Layers's rules version and card data."""
        from canvas_table.layers.match import rules_version

        return rules_version()

    def new_match(self, players: Sequence[PlayerSpec], seed: int, options: Mapping[str, Any]) -> Any:
        """A new game of Layers (options ``rounds`` and ``vote``); SetupError names a bad option."""
        from canvas_table.layers.match import LayersMatch
        from canvas_table.layers.setup import LayersConfig

        config = LayersConfig(tuple(players), seed, rounds=options.get("rounds", 3),
                              vote=options.get("vote", False))
        return LayersMatch.new(config)

    def settle(self, state: Any, action: Any) -> Any:
        """A bot's action as played on the real ``state``: a draw goes where the drawn card
        scores best (a bot chose it on a copy whose pile was re-dealt)."""
        from canvas_table.layers.bots import settle

        return settle(state, action)

    def peek(self, state: Any) -> dict[str, Any]:
        """What the seat to act sees when it turns the pile's top card over (a network table)."""
        from canvas_table.layers.peek import peek

        return peek(state)

    def peek_bound(self, state: Any, action: Any) -> str | None:
        """Why ``action`` is refused once the seat turned the pile's top card over, or None."""
        from canvas_table.layers.peek import peek_bound

        return peek_bound(state, action)

    def show_peek(self, state: Any, shown: Any) -> None:
        """Put the card turned over on top of a seen snapshot's pile (ValueError if it is not there)."""
        from canvas_table.layers.peek import show_peek

        show_peek(state, shown)

    def vote_due(self, state: Any) -> list[int]:
        """The tied seats the people vote among, when the game ended in a tie and holds the
        beauty vote and no vote was cast yet; else none."""
        tied = state.tied() if state.setup.vote and state.is_over() and not state.votes else []
        return tied if len(tied) >= 2 else []

    def action_to_json(self, action: Any) -> dict[str, Any]:
        """An action as record data (without the seat)."""
        return action.to_json()

    def action_from_json(self, data: Any) -> Any:
        """An action from record data; ValueError names what is wrong."""
        from canvas_table.layers.actions import action_from_json

        return action_from_json(data)

    def state_from_json(self, data: Any) -> Any:
        """A state from its ``to_json()`` (a network table's seen snapshot); RecordError names
        the field of anything malformed."""
        from canvas_table.layers.snapshot import state_from_json

        return state_from_json(data)

    def report(self, state: Any) -> dict[str, Any]:
        """The final report (``replay --json``)."""
        from canvas_table.layers.report import final_report

        return final_report(state)

    def texts(self) -> set[str]:
        """The texts the table shows translated: the rules' reasons and the options' words."""
        from canvas_table.layers import reasons

        return set(reasons.TEMPLATES) | option_texts(self)

    def art_tasks(self) -> list[ArtTask]:
        """Layers's art: cards, symbols, board, thumbnail."""
        from canvas_table.layers.art.build import tasks

        return tasks()

    def render_art(self, task: ArtTask) -> list[tuple[str, Any]]:
        """The images of one art task."""
        from canvas_table.layers.art.build import render_task

        return render_task(task)


GAME = LayersModule()
