"""Reasons the rules give, as English templates with named fields, matched back to their template.

A game's rules format a template (``"it is {current}'s turn, not {seat}'s"``); the table finds the
template and its values again (:func:`match`) to say the same in the player's language.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache

_FIELD = re.compile(r"\{(\w+)\}")


@cache
def pattern(template: str) -> re.Pattern[str]:
    """A regular expression matching ``template`` formatted with any values of its fields."""
    parts, last = [], 0
    for found in _FIELD.finditer(template):
        parts.append(re.escape(template[last:found.start()]))
        parts.append(f"(?P<{found.group(1)}>.+?)")
        last = found.end()
    parts.append(re.escape(template[last:]))
    return re.compile("".join(parts), re.DOTALL)


def match(reason: str, templates: Sequence[str]) -> tuple[str, dict[str, str]] | None:
    """The first of ``templates`` (most specific first) that ``reason`` was formatted from, and
    its field values; None for a reason of none of them."""
    for template in templates:
        found = pattern(template).fullmatch(reason)
        if found is not None:
            return template, found.groupdict()
    return None
