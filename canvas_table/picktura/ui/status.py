"""The words round the play, as the header and the seats' corners show them (no drawing here)."""

from __future__ import annotations

from typing import Any

from canvas_table.i18n import _, digits, isolate, ngettext
from canvas_table.picktura.state import DISCARD, DRAW
from canvas_table.picktura.ui.controller import PickturaController
from canvas_table.picktura.ui.words import number
from canvas_table.table.pieces import sentence
from canvas_table.table.words import level_name


def panel_content(controller: PickturaController, seat: int) -> dict[str, Any]:
    """What another seat's corner shows: name, kind, score, hand size, whether it plays or won."""
    state = controller.state
    player = state.setup.players[seat]
    over = state.is_over()
    held = len(state.hands[seat])
    return {
        "name": player.name,
        "kind": sentence(
            _("person")
            if player.kind == "human"
            else _("{level} bot").format(level=level_name(player.kind.removeprefix("bot:")))
        ),
        "score": number(state.score(seat)),
        "hand": ngettext("{n} card in hand", "{n} cards in hand", held).format(n=digits(held)),
        "active": state.current_seat == seat and not over,
        "winner": over and seat in state.winners(),
        "works": "" if state.works[seat] else _("No work exposed yet"),
    }


def header_content(controller: PickturaController) -> dict[str, Any]:
    """What the header shows: the game, the piles' turnings, whose turn and what to do, your score."""
    c, state = controller, controller.state
    if state.is_over():
        names = [isolate(state.setup.players[w].name) for w in state.winners()]
        score = number(state.score(state.winners()[0]))
        status = (
            _("{names} and {last} share the win with {score} points").format(
                names=_(", ").join(names[:-1]), last=names[-1], score=score
            )
            if len(names) > 1
            else _("{name} wins with {score} points").format(name=names[0], score=score)
        )
        hint = _("The game is over. The end screen shows every collection.")
    elif c.human_to_act:
        status, hint = _your_turn_words(c)
    else:
        who = state.setup.players[state.current_seat].name
        status = _("{name} is playing…").format(name=isolate(who))
        hint = _("Watch the piles: what is discarded may complete your works.")
    score = state.score(c.viewer)
    return {
        "title": _("Picktura"),
        "piles": _("Piles rebuilt: {k} of {n}").format(k=digits(state.rebuilds), n=digits(2)),
        "status": status,
        "hint": hint,
        "score": ngettext("Your score: {n} point", "Your score: {n} points", score).format(n=number(score)),
    }


def _your_turn_words(controller: PickturaController) -> tuple[str, str]:
    phase = controller.state.phase
    if phase == DISCARD:
        return (
            _("Discard a card"),
            _("Drag a card of your hand onto the visible pile (or double-click it)."),
        )
    if phase == DRAW:
        held = len(controller.state.hands[controller.viewer])
        return (
            _("Draw back up to 5 cards ({n} in hand)").format(n=digits(held)),
            _("Click the pile of your choice, or drag its top card into your hand, card by card."),
        )
    return (
        _("Your turn"),
        _(
            "Collect: drag a pile's top card into your hand. Or click cards of one "
            "work in your hand and drag them onto your exposition area or a work."
        ),
    )
