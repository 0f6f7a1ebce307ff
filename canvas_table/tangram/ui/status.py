"""What the header and the seats' panels say about a game of Tangram Champions (no Qt here)."""

from __future__ import annotations

from typing import Any

from canvas_table.i18n import _, digits, isolate, ngettext
from canvas_table.table.words import level_name
from canvas_table.tangram.state import CHOOSE, PUZZLE, ROLL
from canvas_table.tangram.ui.names import figure_name
from canvas_table.tangram.ui.words import champion_name, choice_prompt, is_you


def header_content(controller: Any) -> dict[str, Any]:
    """The header's words: the game, the goal, whose turn it is and what to do."""
    state = controller.state
    goal = state.setup.colours_to_win
    content = {
        "title": _("Tangram Champions"),
        "goal": ngettext("Goal: {n} different colour", "Goal: {n} different colours", goal)
        .format(n=digits(goal)),
    }
    if state.is_over():
        name = state.setup.players[state.winner].name
        status = _("You are the champion!") if is_you(name) else \
            _("{name} is the champion!").format(name=isolate(name))
        return {**content, "status": status, "hint": ""}
    seat = state.current_seat
    name = state.setup.players[seat].name
    person = controller.is_human(seat)
    you = person and (is_you(name) or len(controller.human_seats) == 1)
    status = _("Your turn") if you else _("{name}'s turn").format(name=isolate(name))
    figure = isolate(figure_name(state.figure)) if state.figure else ""  # the name loads the figures
    if state.phase == ROLL:
        hint = _("Roll the dice: click them, click Roll, or press Space.") if person else \
            _("{name} rolls the dice…").format(name=isolate(name))
    elif state.phase == PUZZLE:
        hint = _("Build the figure {figure} within the minute.").format(figure=figure) if person else \
            _("{name} builds the figure {figure}…").format(name=isolate(name), figure=figure)
    elif state.phase == CHOOSE:
        hint = choice_prompt(state.pending[0].kind, person, name)
    else:
        hint = ""
    return {**content, "status": status, "hint": hint}


def panel_content(controller: Any, seat: int) -> dict[str, Any]:
    """A seat's panel: name, champion and level, the different colours toward the goal, notes."""
    state = controller.state
    player = state.setup.players[seat]
    champion = champion_name(state.setup.champions[seat])
    if player.kind == "human":
        kind = champion
    else:
        kind = _("{champion}, {level} bot").format(champion=champion,
                                                    level=level_name(player.kind.removeprefix("bot:")))
    held, goal = state.colours(seat), state.setup.colours_to_win
    notes = []
    if state.prison[seat]:
        notes.append(_("In prison: misses the next turn"))
    if state.passes[seat]:
        notes.append(_("Keeps a card: leave prison at once"))
    if state.lost_bonus[seat]:
        notes.append(_("Loses the next tangram bonus"))
    return {
        "name": player.name,
        "kind": kind,
        "colours": held,
        "goal": goal,
        "progress": _("{held} of {goal} colours").format(held=digits(held), goal=digits(goal)),
        "notes": " · ".join(notes),
        "active": seat == state.current_seat,
        "winner": seat == state.winner,
        "jailed": state.prison[seat],
    }
