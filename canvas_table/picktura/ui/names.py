"""The masterpieces' labels in the active language.

The works data keeps its English titles and stories (records, the command line and the rules use
those); the table, the log, the "Picktura!" moment and the close-up show these. Artists' names
are names and stay as they are.
"""

from __future__ import annotations

from canvas_table.i18n import CONTEXT_SEP, pgettext
from canvas_table.picktura.cards import Work, default_works

WORK_TITLE = "picktura work"
WORK_STORY = "picktura story"


def work_title(work: int) -> str:
    """Masterpiece ``work``'s title (its number when there is no such work)."""
    found = default_works().get(work)
    return pgettext(WORK_TITLE, found.title) if found is not None else str(work)


def work_story(work: int) -> str:
    """Masterpiece ``work``'s line of story ("" when there is no such work)."""
    found = default_works().get(work)
    return pgettext(WORK_STORY, found.story) if found is not None else ""


def catalogue_keys(works: dict[int, Work]) -> set[str]:
    """Every catalogue key this module looks up (context and text), for the completeness test."""
    return ({WORK_TITLE + CONTEXT_SEP + w.title for w in works.values()}
            | {WORK_STORY + CONTEXT_SEP + w.story for w in works.values()})
