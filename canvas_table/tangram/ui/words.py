"""Words of Tangram Champions on the table, in the active language (no Qt here).

The rules give their reasons in English (:mod:`canvas_table.tangram.reasons`);
:func:`translate_reason` matches a reason against those templates and formats the translated
template with the same fields. The log's sentences are whole (translators never get fragments):
:func:`move_lines` tells one action's story from the state before and after it.
"""

from __future__ import annotations

from canvas_table.i18n import _, digits, isolate
from canvas_table.table.words import translate_reason as translate
from canvas_table.tangram import cards, reasons
from canvas_table.tangram.actions import BLACK, FAILED, Action, Give, Return, Roll, Steal, Take, Tangram
from canvas_table.tangram.board import BOARD, FAVOURABLE, PRISON, START, UNFAVOURABLE, is_tangram
from canvas_table.tangram.champions import CHAMPION_NAMES
from canvas_table.tangram.moves import stop
from canvas_table.tangram.state import TangramState
from canvas_table.tangram.ui.names import colour_name, figure_name


def translate_reason(reason: str | None) -> str | None:
    """A reason from Tangram Champions' rules in the active language (None stays None)."""
    return translate(reason, reasons.TEMPLATES)


def is_you(name: str) -> bool:
    """True for a seat named You (in English or in the active language)."""
    return name.lower() == "you" or name == _("You")


def champion_name(champion: str) -> str:
    """A champion's name (``"Fox"``) in the active language."""
    return _(CHAMPION_NAMES.get(champion, champion))


def card_effect(card: str) -> str:
    """What a favourable or unfavourable card does, in one line."""
    return _(cards.CARD_TEXTS.get(card, card))


def deck_name(deck: str) -> str:
    """The favourable or the unfavourable deck's name."""
    return _("Favourable") if deck == FAVOURABLE else _("Unfavourable")


def square_name(square: int) -> str:
    """What a square is, in a few words (``"a green tangram square"``)."""
    kind = BOARD[square]
    if is_tangram(kind):
        return _("a {colour} tangram square").format(colour=colour_name(kind))
    return {START: _("the start square"), PRISON: _("a prison square"),
            FAVOURABLE: _("a favourable square"), UNFAVOURABLE: _("an unfavourable square")}[kind]


def choice_prompt(kind: str, you: bool, name: str = "") -> str:
    """What a pending choice asks, for the header (``you``: the person at the table chooses)."""
    if not you:
        return _("{name} chooses a colour card…").format(name=isolate(name))
    return {
        "take": _("Take a colour card: click a glowing stack of the stock."),
        "return": _("Return a colour card to the stock: click one of your glowing cards."),
        "give": _("Give a colour card to the player on your left: click one of your glowing cards."),
        "steal": _("Steal a colour you lack: click a glowing card in another player's panel."),
    }.get(kind, "")


def _seat_name(state: TangramState, seat: int) -> str:
    return state.setup.players[seat].name


def _drawn_line(state: TangramState, seat: int, card: str) -> str:
    name = _seat_name(state, seat)
    effect = card_effect(card)
    if cards.deck_of(card) == FAVOURABLE:
        line = _("You draw a favourable card: {effect}.") if is_you(name) else \
            _("{name} draws a favourable card: {effect}.")
    else:
        line = _("You draw an unfavourable card: {effect}.") if is_you(name) else \
            _("{name} draws an unfavourable card: {effect}.")
    return line.format(name=name, effect=effect)


def move_lines(before: TangramState, action: Action, after: TangramState) -> list[str]:
    """The log lines of ``action``, played in ``before`` to give ``after``."""
    seat = before.current_seat
    assert seat is not None
    name = _seat_name(before, seat)
    you = is_you(name)
    lines: list[str] = []
    if isinstance(action, Roll):
        first, second = after.dice or (0, 0)
        if first == second == 6:
            line = _("You roll a double six: a surprise!") if you else \
                _("{name} rolls a double six: a surprise!")
            lines.append(line.format(name=name))
        else:
            where = square_name(_landing(before, seat, first + second))
            line = _("You roll {first} and {second} and land on {square}.") if you else \
                _("{name} rolls {first} and {second} and lands on {square}.")
            lines.append(line.format(name=name, first=digits(first), second=digits(second), square=where))
    elif isinstance(action, Tangram):
        figure = isolate(figure_name(before.figure or ""))
        if action.result == FAILED:
            line = _("Time is up: you did not finish the figure {figure}.") if you else \
                _("Time is up: {name} did not finish the figure {figure}.")
        elif action.result == BLACK:
            line = _("You build the figure {figure} in {seconds} s, on the black side!") if you else \
                _("{name} builds the figure {figure} in {seconds} s, on the black side!")
        else:
            line = _("You build the figure {figure} in {seconds} s, with the solution side.") if you else \
                _("{name} builds the figure {figure} in {seconds} s, with the solution side.")
        lines.append(line.format(name=name, figure=figure, seconds=digits(round(action.seconds))))
        if action.result != FAILED and before.lost_bonus[seat]:
            lines.append((_("Your bonus is lost this time.") if you else
                          _("{name}'s bonus is lost this time.")).format(name=name))
    else:
        lines.append(_choice_line(before, action, name, you))
    lines.extend(_drawn_line(after, who, card) for who, card in after.shown)
    lines.extend(_consequences(before, after))
    return lines


def _landing(state: TangramState, seat: int, steps: int) -> int:
    return stop(state.positions[seat], steps, state.positions, seat)


def _choice_line(state: TangramState, action: Take | Return | Give | Steal, name: str, you: bool) -> str:
    colour = colour_name(action.colour)
    if isinstance(action, Take):
        line = _("You take a {colour} card from the stock.") if you else \
            _("{name} takes a {colour} card from the stock.")
    elif isinstance(action, Return):
        line = _("You return a {colour} card to the stock.") if you else \
            _("{name} returns a {colour} card to the stock.")
    elif isinstance(action, Give):
        left = _seat_name(state, (state.current_seat + 1) % state.num_seats)  # type: ignore[operator]
        line = _("You give a {colour} card to {other}.") if you else \
            _("{name} gives a {colour} card to {other}.")
        return line.format(name=name, colour=colour, other=isolate(left))
    else:
        victim = _seat_name(state, action.victim)
        line = _("You steal a {colour} card from {other}.") if you else \
            _("{name} steals a {colour} card from {other}.")
        return line.format(name=name, colour=colour, other=isolate(victim))
    return line.format(name=name, colour=colour)


def _consequences(before: TangramState, after: TangramState) -> list[str]:
    """Prison, a skipped turn and a colour card that came by itself (a single possible choice)."""
    lines = []
    for seat in range(after.num_seats):
        name = _seat_name(after, seat)
        you = is_you(name)
        if after.prison[seat] and not before.prison[seat]:
            lines.append((_("You go to prison: you miss your next turn.") if you else
                          _("{name} goes to prison and misses the next turn.")).format(name=name))
        if seat in after.skipped:
            lines.append((_("You leave prison: this turn is missed.") if you else
                          _("{name} leaves prison: this turn is missed.")).format(name=name))
    return lines


def result_line(state: TangramState) -> str:
    """The log's last line: the champion and the colours collected."""
    winner = state.winner
    assert winner is not None
    name = _seat_name(state, winner)
    colours = digits(state.colours(winner))
    if is_you(name):
        return _("You are the champion, with {n} different colours!").format(n=colours)
    return _("{name} is the champion, with {n} different colours!").format(name=name, n=colours)
