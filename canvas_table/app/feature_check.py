"""A faster answer to the question PySide6 asks of every module imported after it.

Once ``PySide6.QtCore`` is loaded, each later import runs PySide's ``__feature__`` hook, which
asks whether the new module's source mentions "PySide6" (only such a module may switch on
``from __feature__ import snake_case``). It answers with ``inspect.getsource``: the source is read
through ``linecache`` line by line and decoded, for each of the hundred-odd modules a start of the
window imports, some 20-40 ms of a start on a slow machine (a known cost: napari/napari#8584).
:func:`answer_faster` gives PySide the same answer from one read of the file's bytes. Anything
else (a module without a ``.py`` file, an unreadable file, another signature) goes to PySide's
own check; a PySide without the hook is left alone.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import ModuleType
from typing import Any

FEATURE_MODULE = "shibokensupport.feature"
MARK = b"PySide6"


def uses_pyside(module: ModuleType, fallback: Callable[..., bool]) -> bool:
    """True when the source file of ``module`` mentions PySide6 (``fallback`` answers when
    there is no ``.py`` file to read)."""
    path = getattr(module, "__file__", None)
    if isinstance(path, str) and path.endswith(".py"):
        try:
            with open(path, "rb") as source:
                return MARK in source.read()
        except OSError:
            pass
    return fallback(module)


def answer_faster() -> bool:
    """Give PySide's import hook :func:`uses_pyside` in place of its own check; True if done."""
    feature = sys.modules.get(FEATURE_MODULE)
    original = getattr(feature, "_mod_uses_pyside", None)
    if feature is None or not callable(original) or getattr(original, "answered_faster", False):
        return False

    def check(module: Any, *rest: Any) -> bool:
        if rest or not isinstance(module, ModuleType):
            return original(module, *rest)  # a PySide that asks otherwise: its own check
        return uses_pyside(module, original)

    check.answered_faster = True  # type: ignore[attr-defined]
    check.original = original  # type: ignore[attr-defined]
    feature._mod_uses_pyside = check  # type: ignore[union-attr]
    return True
