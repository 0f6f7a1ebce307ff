"""Persian menus: no mnemonic underline (it covers the letters' dots), and Hints is not Help."""

from __future__ import annotations

import re

from canvas_table import i18n


def test_no_persian_text_carries_a_mnemonic():
    catalogue = i18n.load_catalogue("fa")
    marked = [key for key, forms in catalogue.items() if any(re.search(r"(?<!&)&(?!&)", f) for f in forms)]
    assert marked == []


def test_hints_and_help_have_different_words_in_persian():
    catalogue = i18n.load_catalogue("fa")
    hints, help_ = catalogue["H&ints"][0], catalogue["&Help"][0]
    assert not hints.startswith(help_) and not help_.startswith(hints)
