"""Picktura as the shell sees it: the :class:`~canvas_table.engine.platform.GameModule` ``GAME``.

Importing this module is cheap: the rules, bots, commands and art are imported when first used.
The art's face paths are documented in :mod:`canvas_table.picktura.art.faces`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from canvas_table.engine.game_package import GamePackage
from canvas_table.engine.platform import ArtTask, Option, PlayerSpec, option_texts
from canvas_table.errors import SetupError


class PickturaModule(GamePackage):
    """The Picktura game for the registry."""

    id = "picktura"
    name = "Picktura"
    pitch = "Collect the quarters of twelve masterpieces and expose them, whole or in part."
    players = (2, 4)
    thumbnail = "picktura/thumbnail.png"  # in the art cache
    levels = ("easy", "normal", "hard", "master")
    options = (
        Option("blanks", "Blank canvases", True,
               help="One blank canvas a player is shuffled in; it finishes a 3-card work"),
        Option("complete_three", "Complete a 3-card work with its missing card", False),
        Option("remix", "Remix: mix in the second set of twelve works", False,
               help="Twelve more masterpieces with their own card back: the backs show which set "
                    "a hidden card is from"),
    )

    @property
    def rules_version(self) -> str:
        """The short hash of Picktura's rules version and works data."""
        from canvas_table.picktura.match import rules_version

        return rules_version()

    def new_match(self, players: Sequence[PlayerSpec], seed: int, options: Mapping[str, Any]) -> Any:
        """A new game of Picktura (options ``blanks``, ``complete_three``, ``remix``, and ``ages``:
        one whole number of years or None a seat, for the last tie-break); SetupError names a bad
        option."""
        from canvas_table.picktura.match import PickturaMatch
        from canvas_table.picktura.setup import PickturaConfig

        unknown = sorted(set(options) - {"blanks", "complete_three", "remix", "ages"})
        if unknown:
            raise SetupError(f"{unknown[0]}: Picktura has no such option")
        ages = options.get("ages")
        config = PickturaConfig(
            tuple(players), seed, options.get("blanks", True), options.get("complete_three", False),
            options.get("remix", False), tuple(ages) if isinstance(ages, list | tuple) else ages,
        )
        return PickturaMatch.new(config)

    def state_from_json(self, data: Any) -> Any:
        """The state whose ``to_json()`` is ``data`` (a seen snapshot from a network table);
        RecordError names the first bad field."""
        from canvas_table.picktura.snapshot import state_from_json

        return state_from_json(data)

    def action_to_json(self, action: Any) -> dict[str, Any]:
        """A whole turn (``match.actions``' entries, :class:`~canvas_table.picktura.match.Turn`) as
        its record entry; a single step (what a bot chooses) as ``{"step": ...}``."""
        from canvas_table.picktura.match import Turn

        return action.to_json() if isinstance(action, Turn) else {"step": action.to_json()}

    def action_from_json(self, data: Any) -> Any:
        """A step from ``{"step": ...}``, else a turn from a record entry; ValueError says why not."""
        from canvas_table.picktura.actions import action_from_json, turn_from_json
        from canvas_table.picktura.match import Turn

        if isinstance(data, dict) and set(data) == {"step"}:
            return action_from_json(data["step"])
        return Turn(tuple(turn_from_json(data)))

    def seen_before(self, state: Any, seat: int, action: Any, rng: Any) -> Any:
        """``state`` re-dealt for ``seat`` so that another seat's ``action`` can be played on it
        (the cards it lays stay in that seat's hand): a network table's window plays it there."""
        from canvas_table.picktura.reveal import seen_before

        return seen_before(state, seat, action, rng)

    def report(self, state: Any) -> dict[str, Any]:
        """The final report (``replay --json``)."""
        from canvas_table.picktura.report import final_report

        return final_report(state)

    def texts(self) -> set[str]:
        """The texts the table shows translated: the rules' reasons and the options' words."""
        from canvas_table.picktura import reasons

        return set(reasons.TEMPLATES) | option_texts(self)

    def art_tasks(self) -> list[ArtTask]:
        """Picktura's art: one task a masterpiece (its whole painting and four quarter cards),
        then the blank canvas, the two backs and the thumbnail."""
        from canvas_table.picktura.art.build import tasks

        return tasks()

    def render_art(self, task: ArtTask) -> list[tuple[str, Any]]:
        """The images of one art task; ValueError for an unknown task."""
        from canvas_table.picktura.art.build import render_task

        return render_task(task)

    def art_sheet(self, out: Any, seed: int = 1, jobs: int = 2) -> None:
        """Write the contact sheet of Picktura's art (and its grey and 25 % copies)."""
        from canvas_table.picktura.art.sheet import write_sheet

        write_sheet(out, seed=seed, jobs=jobs)


GAME = PickturaModule()
