"""The beauty vote at the end of a tied game: each person at the table picks the most beautiful of
the tied paintings (bots abstain); the rules count the votes (``LayersState.cast_votes``). At a
network table the window asks only its own seats and the server counts (see app/net_table.py)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QInputDialog, QWidget

from canvas_table.i18n import _


def hold_vote(parent: QWidget, controller: Any) -> None:
    """Ask every person for a vote when the game allows one and ended in a tie; cast the votes."""
    state = controller.state
    tied = state.tied()
    if not state.setup.vote or not state.is_over() or len(tied) < 2 or state.votes:
        return
    people = [seat for seat, player in enumerate(state.setup.players) if player.kind == "human"]
    votes = {seat: choice for seat, choice in ask_votes(parent, state, people).items() if choice is not None}
    if votes:
        controller.game.cast_votes(votes)
        players = state.setup.players
        names = _(", ").join(players[s].name for s in state.winners())
        controller.logged.emit(_("The beauty vote: {names}.").format(names=names))


def ask_votes(parent: QWidget, state: Any, seats: list[int]) -> dict[int, int | None]:
    """Ask the person of each of ``seats`` which tied painting of the finished ``state`` is the
    most beautiful: each seat's choice, None where the person declined to vote."""
    tied = state.tied()
    players = state.setup.players
    labels = [_("{name}'s painting ({score} points)").format(name=players[s].name, score=state.score(s))
              for s in tied]
    votes: dict[int, int | None] = {}
    for seat in seats:
        question = _("{name}, which painting is the most beautiful?").format(name=players[seat].name)
        choice, chosen = QInputDialog.getItem(parent, _("Beauty vote"), question, labels, 0, False)
        votes[seat] = tied[labels.index(choice)] if chosen else None
    return votes
