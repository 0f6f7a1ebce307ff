"""The game log in words: one line per action, Vincent's included."""

from __future__ import annotations

from canvas_table.canvas.actions import Action, Take
from canvas_table.canvas.market import slot_number
from canvas_table.canvas.state import CanvasState
from canvas_table.canvas.ui.names import art_card_name, background_name, painting_title
from canvas_table.canvas.ui.words import scoring_title
from canvas_table.i18n import _


def is_you(name: str) -> bool:
    """True for a seat named You (in English or in the active language): the log says "you"."""
    return name.lower() == "you" or name == _("You")


def _take_line(you: bool, paid: int, collected: int) -> str:
    """The sentence for a take, whole (translators get full sentences, never fragments)."""
    if you:
        lines = {
            (False, False): _("You take {card} (slot {slot})."),
            (True, False): _("You take {card} (slot {slot}), pay {paid} inspiration."),
            (False, True): _("You take {card} (slot {slot}), collect {collected} inspiration."),
            (True, True): _("You take {card} (slot {slot}), pay {paid} inspiration, "
                            "collect {collected} inspiration."),
        }
    else:
        lines = {
            (False, False): _("{name} takes {card} (slot {slot})."),
            (True, False): _("{name} takes {card} (slot {slot}), pays {paid} inspiration."),
            (False, True): _("{name} takes {card} (slot {slot}), collects {collected} inspiration."),
            (True, True): _("{name} takes {card} (slot {slot}), pays {paid} inspiration, "
                            "collects {collected} inspiration."),
        }
    return lines[bool(paid), bool(collected)]


def describe_action(
    state: CanvasState, seat: int, action: Action, market_before: list[int], tokens_before: list[int]
) -> str:
    """What ``seat`` just did, for the log (the state is the one after the action)."""
    name = state.setup.players[seat].name
    art = state.setup.cards.art
    if isinstance(action, Take):
        card = market_before[action.slot]
        collected = tokens_before[action.slot]
        return _take_line(is_you(name), action.slot, collected).format(
            name=name, card=art_card_name(art[card]), slot=slot_number(action.slot), paid=action.slot,
            collected=collected)
    painting = state.seats[seat].paintings[-1]
    title = painting_title(state.setup.cards, painting.layers)
    background = background_name(state.setup.cards.backgrounds[painting.background])
    earned = [
        _("{card} {n}").format(card=scoring_title(state.setup.cards.scoring[name_]), n=n)
        for name_, n in zip(state.setup.scoring, painting.ribbons, strict=True)
        if name_ and n
    ]
    if painting.grey:
        earned.append(_("grey {n}").format(n=painting.grey))
    ribbons = _(", ").join(earned) if earned else _("no ribbons")
    line = _("You paint “{title}” over {background}: {ribbons}.") if is_you(name) else _(
        "{name} paints “{title}” over {background}: {ribbons}.")
    return line.format(name=name, title=title, background=background, ribbons=ribbons)


def describe_vincent(state: CanvasState, card: int) -> str:
    """Vincent's take, for the log."""
    return _("Vincent flips his tokens and takes {card} out of the game.").format(
        card=art_card_name(state.setup.cards.art[card]))
