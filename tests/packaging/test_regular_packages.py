"""Every folder of Python code under ``canvas_table/`` is a regular package, so the wheel carries it.

setuptools' ``find_packages`` (what ``setup.py`` and so the wheel use) skips a folder without an
``__init__.py`` and every folder under it; an editable install hides that, because it imports from
the checkout. ``canvas_table/canvas/`` once had none: the wheel then carried no Canvas at all.
"""

from __future__ import annotations

from pathlib import Path

from setuptools import find_packages

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "canvas_table"


def _code_folders() -> list[Path]:
    """The folders under canvas_table/ that hold Python modules (caches aside)."""
    return sorted({path.parent for path in PACKAGE.rglob("*.py") if "__pycache__" not in path.parts})


def test_every_folder_of_python_code_has_an_init_module():
    missing = [str(folder.relative_to(ROOT)) for folder in _code_folders()
               if not (folder / "__init__.py").is_file()]
    assert missing == []


def test_the_wheel_s_package_list_holds_every_folder_of_python_code():
    found = set(find_packages(where=str(ROOT), include=["canvas_table*"]))
    wanted = {".".join(folder.relative_to(ROOT).parts) for folder in _code_folders()}
    assert wanted - found == set()
    assert {"canvas_table.canvas", "canvas_table.canvas.ui", "canvas_table.canvas.art"} <= found
