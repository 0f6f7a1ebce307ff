"""Canvas as the shell sees it: the :class:`~canvas_table.engine.platform.GameModule` ``GAME``.

Importing this module is cheap: the rules, bots and art are imported when first used.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import cached_property
from typing import Any

from canvas_table.engine.game_package import GamePackage
from canvas_table.engine.platform import ArtTask, Option, PlayerSpec, option_texts

RANDOM_SCORING = "random"


class CanvasModule(GamePackage):
    """The Canvas game for the registry."""

    records_module = "record"  # Canvas keeps its records in record.py

    id = "canvas"
    name = "Canvas"
    pitch = "Layer three transparent art cards over a background and paint for ribbons."
    players = (1, 5)
    levels = ("easy", "normal", "hard", "master")
    thumbnail = "canvas_ui/thumbnail.png"  # in the art cache

    @cached_property
    def options(self) -> tuple[Option, ...]:
        """Scenario (from the card data), Vincent, and the solo target of a random-scoring game."""
        from canvas_table.canvas.cards import default_card_set
        from canvas_table.canvas.setup import SOLO_TARGETS

        scenarios = tuple((name, s.title) for name, s in default_card_set().scenarios.items())
        return (
            Option("scenario", "Scenario", "first_game",
                   (*scenarios, (RANDOM_SCORING, "Random scoring cards")),
                   help="Which scoring cards the game is played with"),
            Option("vincent", "Play with Vincent, the automatic non-scoring painter", False,
                   help="Vincent takes a card after each round, making the market move",
                   players=(2, 3), solo=True),
            Option("difficulty", "Solo target", "normal",
                   tuple((level, f"{level.capitalize()} ({target} points)")
                         for level, target in SOLO_TARGETS.items()),
                   help="The score a solo game must reach to win", players=(1, 1),
                   requires=(("scenario", RANDOM_SCORING),)),
        )

    @property
    def rules_version(self) -> str:
        """The short hash of Canvas's rules version and card data."""
        from canvas_table.canvas.record import rules_version

        return rules_version()

    def config(self, players: Sequence[PlayerSpec], seed: int, options: Mapping[str, Any]) -> Any:
        """The GameConfig the options ask for; an option that cannot be (Vincent with 4 players)
        is left to the setup to refuse."""
        from canvas_table.canvas.setup import SOLO_TARGETS, GameConfig

        count = len(players)
        scenario = options.get("scenario", "first_game")
        random_scoring = scenario == RANDOM_SCORING
        target = options.get("target")
        if target is None and count == 1 and random_scoring:
            target = SOLO_TARGETS.get(options.get("difficulty", "normal"), SOLO_TARGETS["normal"])
        vincent = options.get("vincent")
        return GameConfig(tuple(players), seed, scenario=None if random_scoring else scenario,
                          vincent=vincent if vincent is not None else (True if count == 1 else None),
                          target=target)

    def new_match(self, players: Sequence[PlayerSpec], seed: int, options: Mapping[str, Any]) -> Any:
        """A new game of Canvas; SetupError for options that cannot make one."""
        from canvas_table.canvas.record import CanvasGame

        return CanvasGame.new(self.config(players, seed, options))

    def state_from_json(self, data: Any) -> Any:
        """A state from its ``to_json()`` (a network table's seen snapshot); RecordError names
        the field of anything malformed."""
        from canvas_table.canvas.snapshot import state_from_json

        return state_from_json(data)

    def action_to_json(self, action: Any) -> dict[str, Any]:
        """An action as record data."""
        return action.to_json()

    def action_from_json(self, data: Any) -> Any:
        """An action from record data."""
        from canvas_table.canvas.actions import action_from_json

        return action_from_json(data)

    def suggest_move(self, state: Any, seed: int, cancel: Callable[[], bool] | None = None) -> Any:
        """What Master would play now, as JSON: ``[action, layers of its painting or None]``."""
        from canvas_table.canvas.hints import suggest_move

        move = suggest_move(state, seed=seed, cancel=cancel)
        return [move.action.to_json(), list(move.painting.layers) if move.painting else None]

    def report(self, state: Any) -> dict[str, Any]:
        """The final report (``replay --json``)."""
        from canvas_table.canvas.report import final_report

        return final_report(state)

    def art_tasks(self) -> list[ArtTask]:
        """Canvas's art: cards, backgrounds, icons, table pieces, application icon."""
        from canvas_table.canvas.art.build import tasks

        return tasks()

    def render_art(self, task: ArtTask) -> list[tuple[str, Any]]:
        """The images of one art task."""
        from canvas_table.canvas.art.build import render_task

        return render_task(task)

    def texts(self) -> set[str]:
        """The data's texts the table shows translated: scoring cards' titles and rules, scenario
        titles, the rules' reason templates, and the options' words."""
        from canvas_table.canvas import reasons
        from canvas_table.canvas.cards import default_card_set

        cards = default_card_set()
        texts = {card.title for card in cards.scoring.values()} | {c.text for c in cards.scoring.values()}
        texts |= {scenario.title for scenario in cards.scenarios.values()}
        return texts | set(reasons.TEMPLATES) | option_texts(self)

    def art_sheet(self, out: Any, seed: int = 1, jobs: int = 2) -> None:
        """Write the contact sheet of Canvas's art (and its grey and 25 % copies)."""
        from canvas_table.canvas.art.sheet import write_sheet

        write_sheet(out, seed=seed, jobs=jobs)


GAME = CanvasModule()
