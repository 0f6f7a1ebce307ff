"""The rules of Layers as HTML, in this project's own words and in the active language (no Qt).

Each paragraph is one catalogue entry, so translators see whole thoughts. Images are referenced
by URL: ``sym:<kind>`` and ``sym:<kind>_neg`` for the symbols, ``example:painting`` for the
worked example's painting; the page supplies them. The worked example is found in the shipped
deck (:func:`worked_example`), so its numbers are always the rules' own.
"""

from __future__ import annotations

from functools import cache
from html import escape

from canvas_table.i18n import _, is_rtl, text_direction
from canvas_table.layers.cards import KINDS, default_deck
from canvas_table.layers.ui.names import card_name
from canvas_table.layers.ui.preview import PaintingView, painting_view
from canvas_table.layers.ui.words import formula, kind_name, layer_name, number

ICON_PX = 36  # a symbol on the page, in pixels
EXAMPLE_WIDTH = 200  # the example painting on the page, in pixels

_STYLE = """
<style>
h1 { font-size: x-large; margin-bottom: 4px; }
h2 { font-size: large; margin-top: 16px; margin-bottom: 4px; }
td, th { padding: 3px 6px; vertical-align: middle; }
th { text-align: %(lead)s; }
.muted { color: #6f6f6f; } .hidden { color: #9a9a9a; } .total { font-size: large; }
</style>
"""


@cache
def worked_example() -> PaintingView:
    """A painting of three shipped cards that shows everything: a kind seen three times with one
    minus mark (3 × (2 − 1)), a hidden symbol, and a second kind. The first such in id order."""
    deck = default_deck()
    best: PaintingView | None = None
    for kind in KINDS:
        ids = sorted(card.id for card in deck.values() if any(s.kind == kind for s in card.symbols))
        for bottom in ids:
            for middle in ids:
                for top in ids:
                    if len({bottom, middle, top}) < 3:
                        continue
                    view = painting_view(deck, (bottom, middle, top))
                    lines = {line.kind: line for line in view.kinds}
                    line = lines.get(kind)
                    hidden = any(c is not None and not c.visible for row in view.grid for c in row)
                    if line and line.positive == 2 and line.negative == 1 and hidden and len(lines) >= 2:
                        return view
                    if best is None and hidden:
                        best = view
    assert best is not None
    return best


def symbol_img(kind: str, negative: bool = False, px: int = ICON_PX) -> str:
    """An ``<img>`` of a symbol."""
    name = f"{kind}_neg" if negative else kind
    return f"<img src='sym:{name}' width='{px}' height='{px}'>"


def _intro() -> str:
    return (
        "<h1>" + _("Layers") + "</h1><p>"
        + _("Every player paints one picture of exactly three transparent cards laid on a board: "
            "layer 1 at the bottom, layer 2 over it, layer 3 on top. Along the bottom edge of each "
            "card sit one or two <b>symbols</b>. A symbol on a higher layer hides whatever lies "
            "under it in the same place, so each new card changes what your painting shows. After "
            "the last round the painting that shows the best symbols wins.")
        + "</p>"
    )


def _components() -> str:
    cells = [f"<td>{symbol_img(kind)}</td><td>{escape(kind_name(kind))}</td>" for kind in KINDS]
    rows = "".join("<tr>" + "".join(cells[k:k + 4]) + "</tr>" for k in range(0, len(cells), 4))
    return (
        "<h2>" + _("The cards and the symbols") + "</h2><p>"
        + _("There are 108 cards. Each carries one or two symbols in five places along its bottom "
            "edge, from left to right; never two of the same kind. There are twelve kinds: five "
            "colours and seven signs, each with a shape of its own.")
        + "</p><table cellspacing='0'>" + rows + "</table><p>"
        + _("Each kind appears 12 times in the deck, and exactly once with a <b>minus mark</b>: "
            "{example} is a negative heart. A negative symbol counts against its kind.").format(
            example=symbol_img("heart", True))
        + "</p>"
    )


def _turn() -> str:
    items = [
        _("At the start each player gets three cards from the pile, face up, on layers 1, 2 and 3 "
          "in the order dealt. Four cards lie face up beside the pile: the market."),
        _("On your turn take exactly one card: one of the four in the market (the pile refills the "
          "market at once), or the top card of the pile, which only you see and which you place at "
          "once."),
        _("Lay it on one of your three layers. The card it covers goes to the discards; your "
          "painting always has exactly three cards."),
        _("When the pile runs out, the discards are shuffled into a new pile."),
        _("A game lasts three rounds (five or seven if you choose); in each round every player takes "
          "one turn, in seat order."),
    ]
    return ("<h2>" + _("A turn") + "</h2><ul>" + "".join(f"<li>{item}</li>" for item in items) + "</ul>")


def _visible() -> str:
    return (
        "<h2>" + _("What is visible") + "</h2><p>"
        + _("A symbol is <b>visible</b> when no card on a higher layer has a symbol in the same "
            "place. Only the symbols decide the score: the pictures blend through each other, but "
            "a symbol is either seen or hidden.")
        + "</p>"
    )


def _scoring() -> str:
    return (
        "<h2>" + _("Scoring") + "</h2><p>"
        + _("For each kind, count its visible symbols: <b>v</b> of them, <b>p</b> plain and "
            "<b>n</b> with a minus mark (v = p + n). The kind scores <b>v × (p − n)</b>. The "
            "painting scores the sum over the twelve kinds. Two plain hearts and a negative heart "
            "give 3 × (2 − 1) = 3; a single star gives 1; a lone negative moon gives −1.")
        + "</p>"
    )


def _example(view: PaintingView) -> str:
    deck = default_deck()
    head = "".join(f"<th width='56' class='muted'>{q + 1}</th>" for q in range(len(view.visible)))
    rows = [f"<tr><th width='190'></th>{head}</tr>"]
    for layer in (3, 2, 1):
        card = deck[view.layers[layer - 1]]
        cells = []
        for cell in view.grid[layer - 1]:
            if cell is None:
                cells.append("<td></td>")
            elif cell.visible:
                cells.append(f"<td>{symbol_img(cell.kind, cell.negative)}</td>")
            else:
                cells.append(f"<td class='hidden'>{symbol_img(cell.kind, cell.negative, ICON_PX * 2 // 3)}"
                             f" <small>{escape(_('hidden'))}</small></td>")
        rows.append(f"<tr><th width='190'>{escape(layer_name(layer))}<br><small class='muted'><i>"
                    f"{escape(card_name(card))}</i></small></th>{''.join(cells)}</tr>")
    shown = "".join(f"<td>{symbol_img(c.kind, c.negative)}</td>" if c else "<td></td>" for c in view.visible)
    rows.append(f"<tr><th width='190'>{escape(_('Visible'))}</th>{shown}</tr>")
    lines = "".join(
        f"<tr><td>{symbol_img(line.kind)}</td><td>{escape(kind_name(line.kind))}</td>"
        f"<td>{escape(formula(line.visible, line.positive, line.negative))}</td>"
        f"<td><b>= {number(line.score)}</b></td></tr>" for line in view.kinds)
    total = _("This painting scores {n} points.").format(n=view.score)
    return (
        "<h2>" + _("A worked example") + "</h2><p>"
        + _("The painting below, its symbols layer by layer (a hidden one is marked), and what each "
            "kind scores.")
        + f"</p><p align='center'><img src='example:painting' width='{EXAMPLE_WIDTH}' "
        f"height='{round(EXAMPLE_WIDTH * 7 / 5)}'></p>"
        + "<table cellspacing='0'>" + "".join(rows) + "</table><br><table cellspacing='0'>" + lines
        + f"</table><p class='total'><b>{escape(total)}</b></p>"
    )


def _end() -> str:
    return (
        "<h2>" + _("The end, ties and the vote") + "</h2><p>"
        + _("After the last round the highest score wins. Players with the same top score share the "
            "win, unless the table chose the <b>vote</b>: then the people at the table vote for the "
            "more beautiful painting among the tied ones (bots abstain), and a tied vote leaves the "
            "win shared.")
        + "</p><h2>" + _("Solo") + "</h2><p>"
        + _("Alone you play by the same rules; your result is your score, and your best score is "
            "kept.")
        + "</p><h2>" + _("At the table") + "</h2><p>"
        + _("Drag a market card, or the pile's top card, onto one of your layer slots or onto that "
            "third of your large painting. While you hold it over a layer the table shows the "
            "painting as it would be, the symbols it would hide and the change of score. With the "
            "keyboard: Tab or the arrows choose a card, Enter turns the pile's card over, 1, 2 or "
            "3 lays the chosen card on that layer.")
        + "</p>"
    )


def rules_html(example: PaintingView | None = None) -> str:
    """The whole rules page as HTML in the active language."""
    lead = "right" if is_rtl() else "left"
    body = (_intro() + _components() + _turn() + _visible() + _scoring()
            + _example(example or worked_example()) + _end())
    direction = text_direction()
    body = body.replace("<table ", f"<table dir='{direction}' ")
    return f"<html dir='{direction}'>" + _STYLE % {"lead": lead} + f"<body>{body}</body></html>"
