"""The rules of Tangram Champions as HTML, in this project's own words and in the active language
(no Qt).

Each paragraph and each list item is one catalogue entry, so translators see whole thoughts. The
pictures are referenced by their face keys and supplied by the page (``tg:board``,
``tg:pawn:<id>``, ``tg:colour:<colour>``, ``tg:card:<kind>``, ``tg:back:<deck>``,
``tg:figure:<id>`` for a figure's silhouette, ``tg:dice`` for the two dice).
"""

from __future__ import annotations

from html import escape

from canvas_table.i18n import _, is_rtl, text_direction
from canvas_table.tangram.cards import FAVOURABLE, KINDS, UNFAVOURABLE
from canvas_table.tangram.ui.words import card_effect

CHAMPIONS_SHOWN = ("fox", "owl", "turtle", "heron")
COLOURS_SHOWN = ("orange", "blue", "green")
BACKS = ("colour", "favourable", "unfavourable", "tangram")
FIGURES_SHOWN = ("pink-1", "green-5")


def _p(text: str) -> str:
    return f"<p>{escape(text)}</p>"


def _h(level: int, text: str) -> str:
    return f"<h{level}>{escape(text)}</h{level}>"


def _img(face: str, width: int) -> str:
    return f'<img src="{face}" width="{width}">&nbsp;'


def _items(items: list[tuple[str, str]]) -> str:
    """A list whose items may start with a picture (face key, or "" for none)."""
    rows = "".join(f"<li>{_img(face, 40) if face else ''}{escape(text)}</li>" for face, text in items)
    return f"<ul>{rows}</ul>"


def _cards(deck: str) -> str:
    align = "right" if is_rtl() else "left"
    rows = "".join(
        f"<tr><td>{_img(f'tg:card:{kind}', 48)}</td><td align='{align}' valign='middle'>"
        f"{escape(card_effect(kind))}</td></tr>"
        for kind in KINDS[deck]
    )
    return f"<table cellspacing='4'>{rows}</table>"


def rules_html() -> str:
    """The whole page."""
    parts = [
        _h(1, _("Tangram Champions")),
        _p(_("Race your champion round the board, rebuild tangram figures against a one-minute clock and "
             "collect colour cards. The first to hold enough different colours is the champion.")),
        "<p>" + "".join(_img(f"tg:pawn:{c}", 48) for c in CHAMPIONS_SHOWN)
        + "".join(_img(f"tg:colour:{c}", 60) for c in COLOURS_SHOWN) + "</p>",
        _h(2, _("Goal")),
        _p(_("Before the game, choose how many different colours make a champion: 3 for a quick game "
             "(about half an hour), 5 for a standard game (under an hour), 7 for a long one. Two cards of "
             "the same colour count once.")),
        _h(2, _("Setting up")),
        _p(_("Two to six players each play one of ten champions: fox, owl, bear, hare, crane, tiger, "
             "turtle, lynx, heron and wolf. Every pawn starts on the start square and the first seat "
             "plays first.")),
        _p(_("The stock holds 28 colour cards, four of each of the seven colours. The favourable and the "
             "unfavourable cards are shuffled into their two decks, each with its discard pile; a deck "
             "that runs out is made again at once by shuffling its discards. The five tangram cards show "
             "seven figures each, one on every colour.")),
        "<p>" + "".join(_img(f"tg:back:{deck}", 60) for deck in BACKS) + "</p>",
        _h(2, _("The board")),
        f"<p>{_img('tg:board', 260)}</p>",
        _p(_("Forty squares run round the board, clockwise from the start square in the bottom-right "
             "corner: 24 tangram squares in the seven colours, 6 favourable squares with a sun, "
             "6 unfavourable squares with a storm cloud, and three prisons in the other corners.")),
        _h(2, _("Your turn")),
        f"<p>{_img('tg:dice', 120)}</p>",
        _p(_("Roll the two dice (click them, click Roll, or press Space) and move your pawn that many "
             "squares. A square taken by another pawn is skipped: you go on to the next free one. "
             "Passing the start square gives nothing.")),
        _p(_("A double six does not move your pawn: a surprise card is drawn instead, from the favourable "
             "or the unfavourable deck (a coin decides), shown, and played at once.")),
        _p(_("Then the square you stop on acts:")),
        _items([
            ("", _("Tangram square: the puzzle opens (below).")),
            ("tg:back:favourable", _("Favourable square: draw a favourable card.")),
            ("tg:back:unfavourable", _("Unfavourable square: draw an unfavourable card.")),
            ("tg:back:colour", _("Start square: take one colour card of your choice from the stock.")),
            ("tg:card:prison", _("Prison: your next turn is skipped.")),
        ]),
        _p(_("When a card asks you to choose a colour card, the cards you may choose glow: click one in "
             "the stock, in your own panel, or in another player's panel. Keys 1 to 9 choose them too.")),
        _h(2, _("The tangram puzzle")),
        "<p>" + "".join(_img(f"tg:figure:{figure}", 80) for figure in FIGURES_SHOWN) + "</p>",
        _p(_("On a tangram square the top tangram card is drawn, and you rebuild the figure on your "
             "square's colour with the seven pieces: two large triangles, a medium one, two small ones, a "
             "square and a parallelogram. You have one minute.")),
        _p(_("Drag a piece with the mouse. Turn it by an eighth with the mouse wheel (or a right-drag while "
             "you hold it); double-click the parallelogram to turn it over. Pieces snap to the figure's "
             "corners and edges and to each other. The figure is rebuilt when the pieces cover it with "
             "nothing over the edge and no two pieces on top of each other.")),
        _p(_("Keys: Tab (or 1 to 7) chooses a piece, the arrows move it (with Shift, in fine steps), Q and "
             "E turn it, F turns the parallelogram over.")),
        _p(_("Stuck? While time remains you may turn the card over: its back shows the solution, each "
             "piece outlined. Then:")),
        _items([
            ("", _("A: rebuilt without turning the card: every other player who is not in prison draws an "
                   "unfavourable card, in turn from the player on your left.")),
            ("", _("B: rebuilt after turning the card: you draw a favourable card.")),
            ("", _("C: the minute runs out: you draw an unfavourable card.")),
        ]),
        _p(_("A bot's attempt is shown over the table: its pieces slide to their places, and you see "
             "whether it turned the card. How often it succeeds depends on its level; it never solves "
             "faster than a person could.")),
        _h(2, _("The cards")),
        _p(_("Favourable cards:")),
        _cards(FAVOURABLE),
        _p(_("Unfavourable cards:")),
        _cards(UNFAVOURABLE),
        _p(_("How the cards play out:")),
        _items([
            ("", _("Your square's colour: off a tangram square it is the colour of the first tangram "
                   "square ahead of you. If the stock has none of it left, nothing happens.")),
            ("", _("Move forward 3 and move back 3: the square you reach acts as if you had stopped "
                   "there. Moved back during someone else's turn, you only move.")),
            ("", _("Roll again: you roll once more when this roll's effects are over, unless you went to "
                   "prison meanwhile.")),
            ("", _("Leave prison at once: keep it; the next time you are sent to prison you stay free and "
                   "the card goes to the discards.")),
            ("", _("Give goes to the next player in turn order; you choose the card, as for Return.")),
            ("", _("Lose your next tangram bonus: your next success (A or B) brings nothing; several of "
                   "these add up. A failed puzzle still draws its card.")),
            ("", _("A choice with only one answer is made for you; one with no answer at all is "
                   "skipped.")),
        ]),
        _h(2, _("Prison")),
        f"<p>{_img('tg:card:prison', 48)}{_img('tg:card:leave_prison', 48)}</p>",
        _p(_("Landing on a prison or drawing Go to prison: your pawn stays where it is, your turn ends and "
             "your next turn is skipped; after that you are free. While you are in prison, the others' "
             "tangram successes (case A) spare you.")),
        _h(2, _("The end")),
        _p(_("The first player to hold the goal's number of different colours is the champion at once, "
             "even during another player's turn. The trophy screen shows every player's collection.")),
        _h(2, _("Practice")),
        _p(_("Game > Tangram practice lets you rebuild any of the 35 figures without a clock; your best "
             "time for each is kept.")),
    ]
    return f"<div dir='{text_direction()}'>{''.join(parts)}</div>"


def faces_used() -> list[str]:
    """Every picture the page names (the page supplies each)."""
    faces = [f"tg:pawn:{c}" for c in CHAMPIONS_SHOWN] + [f"tg:colour:{c}" for c in COLOURS_SHOWN]
    faces += [f"tg:back:{deck}" for deck in BACKS] + ["tg:board", "tg:card:prison", "tg:card:leave_prison"]
    faces += [f"tg:card:{kind}" for deck in (FAVOURABLE, UNFAVOURABLE) for kind in KINDS[deck]]
    return list(dict.fromkeys(faces))
