"""The beauty vote at the end of a tied game: each person at the table picks the most beautiful of
the tied paintings (bots abstain); the rules count the votes (``LayersState.cast_votes``)."""

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
    players = state.setup.players
    labels = [_("{name}'s painting ({score} points)").format(name=players[s].name, score=state.score(s))
              for s in tied]
    votes: dict[int, int] = {}
    for seat, player in enumerate(players):
        if player.kind != "human":
            continue
        question = _("{name}, which painting is the most beautiful?").format(name=player.name)
        choice, chosen = QInputDialog.getItem(parent, _("Beauty vote"), question, labels, 0, False)
        if chosen:
            votes[seat] = tied[labels.index(choice)]
    if votes:
        controller.game.cast_votes(votes)
        winners = state.winners()
        names = _(", ").join(players[s].name for s in winners)
        controller.logged.emit(_("The beauty vote: {names}.").format(names=names))
