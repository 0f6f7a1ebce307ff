"""The faster answer to PySide's import hook is the same answer as PySide's own check."""

from __future__ import annotations

import sys
import types

import PySide6.QtCore  # noqa: F401  (installs the hook's module)
import pytest

from canvas_table.app import feature_check
from canvas_table.app.feature_check import FEATURE_MODULE, answer_faster, uses_pyside


@pytest.fixture
def feature(monkeypatch):
    """PySide's feature module with PySide's own check (put back as it was after the test)."""
    module = sys.modules[FEATURE_MODULE]
    check = module._mod_uses_pyside
    monkeypatch.setattr(module, "_mod_uses_pyside", getattr(check, "original", check))
    return module


def pyside_check(module: types.ModuleType) -> bool:
    """PySide's own answer: does the source mention PySide6 (as inspect reads it)?"""
    import inspect

    try:
        return "PySide6" in inspect.getsource(module)
    except (TypeError, OSError, SyntaxError):
        return False


def test_every_loaded_module_gets_the_same_answer_as_pyside_gives():
    import canvas_table.app.window  # noqa: F401  (a few hundred modules, with and without Qt)

    modules = [m for m in list(sys.modules.values())  # those with a file (the others: below)
               if isinstance(m, types.ModuleType) and isinstance(getattr(m, "__file__", None), str)]
    assert len(modules) > 200
    answers = {m.__name__: uses_pyside(m, pyside_check) for m in modules}
    assert answers == {m.__name__: pyside_check(m) for m in modules}
    assert answers["canvas_table.table.view"] and not answers["canvas_table.engine.rng"]


def test_modules_without_a_source_file_are_asked_of_pyside():
    asked = []

    def fallback(module):
        asked.append(module.__name__)
        return False

    gone = types.ModuleType("gone")
    gone.__file__ = "/nonexistent/gone.py"
    assert not uses_pyside(sys, fallback) and not uses_pyside(gone, fallback)
    assert asked == ["sys", "gone"]


def test_the_hook_is_replaced_once_and_still_answers(feature):
    assert answer_faster()
    assert getattr(feature._mod_uses_pyside, "answered_faster", False)
    assert not answer_faster()  # already done
    import canvas_table.engine.rng as rng
    import canvas_table.table.view as view

    assert feature._mod_uses_pyside(view) and not feature._mod_uses_pyside(rng)
    fresh = types.ModuleType("fresh_module_for_the_hook")
    sys.modules[fresh.__name__] = fresh
    try:
        exec("import fresh_module_for_the_hook", {})  # the hook runs on it: no error
    finally:
        del sys.modules[fresh.__name__]


def test_a_pyside_without_the_hook_is_left_alone(monkeypatch):
    monkeypatch.delitem(sys.modules, FEATURE_MODULE)
    assert not feature_check.answer_faster()
