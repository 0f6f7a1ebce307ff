"""The names printed on Canvas cards, in the active language.

The card data keeps its English names (records, the command line and the rules use those); the
table, the log, the end screen and the close-up show these. Each name is looked up with its
kind as context, so a word that names two things can be translated twice.

A painting's title is built here from its two translated words (the rules' ``PaintingJudge.title``
gives the English one): the order of the words and the words around them come from templates
the translators write, so French can put the noun first and Persian can link the two words.
"""

from __future__ import annotations

from collections.abc import Sequence

from canvas_table.canvas.cards import ArtCard, Background, CardSet
from canvas_table.i18n import CONTEXT_SEP, pgettext

ART_CARD = "art card"
BACKGROUND = "background"
#: A right word (a noun) as it stands in a two-word painting title, before or after the
#: adjective (French keeps its article there, Persian adds the ezafe that links the words).
TITLE_NOUN = "painting noun"


def art_card_name(card: ArtCard) -> str:
    """The title word of an art card."""
    return title_word(card.title)


def title_word(title: str) -> str:
    """An art card's title word given in English (as the rules and the tutorial give it)."""
    return pgettext(ART_CARD, title)


def background_name(background: Background) -> str:
    """The name of a background card."""
    return pgettext(BACKGROUND, background.name)


def painting_title(cards: CardSet, layers: Sequence[int]) -> str:
    """The title of a painting of ``layers`` (bottom to top) in the active language.

    The same words as the rules' title: the left word of the topmost left card and the right
    word of the topmost right card; "<Left> Study" with only left words, "The <Right>" with only
    right words.
    """
    art = cards.art
    left = next((art[c] for c in reversed(layers) if art[c].side == "left"), None)
    right = next((art[c] for c in reversed(layers) if art[c].side == "right"), None)
    if left is not None and right is not None:
        return pgettext("painting title", "{adjective} {noun}").format(
            adjective=art_card_name(left), noun=pgettext(TITLE_NOUN, right.title))
    if left is not None:
        return pgettext("painting title", "{adjective} Study").format(adjective=art_card_name(left))
    if right is not None:
        return pgettext("painting title", "The {noun}").format(noun=art_card_name(right))
    return ""


def catalogue_keys(cards: CardSet) -> set[str]:
    """Every catalogue key this module looks up (context and text), for the completeness test."""
    keys = {ART_CARD + CONTEXT_SEP + card.title for card in cards.art.values()}
    keys |= {TITLE_NOUN + CONTEXT_SEP + card.title for card in cards.art.values() if card.side == "right"}
    keys |= {BACKGROUND + CONTEXT_SEP + bg.name for bg in cards.backgrounds.values()}
    return keys
