"""The people's vote at the end of a game whose rules hold one (Layers' beauty vote on a tie),
when the people sit at other machines.

The game says when a vote is due and among which seats (its optional ``vote_due(state)``); the
voters are the table's remote seats, people or their programs (the server's bots abstain, as the
rules say). Each voter chooses one of the tied seats or abstains (``None``), once. The ballot
closes when every voter has spoken or when the server's wait runs out; the choices made are then
cast with the match's ``cast_votes`` (the rules count them) and the game's end is announced.
"""

from __future__ import annotations

from typing import Any

from canvas_table.net.refusal import Refused

VOTE_SECONDS = 90.0  # a ballot closes this long after it opened, whoever has not voted


class Ballot:
    """An open vote: the tied seats, the voters and what each has chosen so far."""

    def __init__(self, tied: list[int], voters: list[int]) -> None:
        self.tied = tied
        self.voters = voters
        self.choices: dict[int, int | None] = {}  # voter seat -> chosen seat, None: abstains

    def vote(self, seat: int, choice: int | None) -> None:
        """Record ``seat``'s choice; Refused (``vote``) says why it cannot vote so."""
        if seat not in self.voters:
            raise Refused("vote", f"seat {seat} has no vote here: the voters are the seats "
                                  f"{', '.join(map(str, self.voters))}")
        if seat in self.choices:
            raise Refused("vote", f"seat {seat} has voted already")
        if choice is not None and choice not in self.tied:
            raise Refused("vote", f"seat {choice} is not among the tied paintings "
                                  f"({', '.join(map(str, self.tied))})")
        self.choices[seat] = choice

    @property
    def complete(self) -> bool:
        """True once every voter has voted or abstained."""
        return all(seat in self.choices for seat in self.voters)

    def votes(self) -> dict[int, int]:
        """The votes cast (abstentions left out), as the rules count them."""
        return {seat: choice for seat, choice in self.choices.items() if choice is not None}

    def public(self) -> dict[str, Any]:
        """What every seat may know of the ballot: the candidates, the voters and who has voted."""
        return {"tied": self.tied, "voters": self.voters, "voted": sorted(self.choices)}


def ballot_due(game: Any, state: Any, voters: list[int]) -> Ballot | None:
    """The ballot to open on the finished ``state`` of ``game``, or None (no vote due, or nobody
    to vote)."""
    vote_due = getattr(game, "vote_due", None)
    tied = list(vote_due(state)) if vote_due is not None and state.is_over() else []
    return Ballot(tied, voters) if tied and voters else None
