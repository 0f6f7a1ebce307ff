"""Fast checks of packaging/ (the PyInstaller build itself is too slow for CI: run packaging/smoke.sh)."""

from __future__ import annotations

import configparser
import fnmatch
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
SPEC = PACKAGING / "canvas-table.spec"
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]


def test_desktop_file_has_the_required_keys():
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(PACKAGING / "canvas-table.desktop", encoding="utf-8")
    entry = parser["Desktop Entry"]
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Canvas Table"
    assert entry["Exec"].split()[0] == "canvas-table"
    assert entry["Icon"] == "canvas-table"
    assert entry["Terminal"] == "false"
    assert entry["Categories"].endswith(";")
    assert {"Game", "CardGame"} <= set(entry["Categories"].split(";"))


def _spec_patterns(root: str = "PKG") -> list[str]:
    """The files the spec bundles from ``root`` (PKG: canvas_table/, ROOT: the repository), as
    glob patterns relative to it (with PKG, the translation files collected too)."""
    text = SPEC.read_text(encoding="utf-8")
    patterns = ["/".join(re.findall(r'"([^"]+)"', parts))
                for parts in re.findall(rf'\(str\({root}((?: / "[^"]+")+)\), "canvas_table[^"]*"\)', text)]
    if root != "PKG":
        return patterns
    includes = re.search(r'collect_data_files\("canvas_table", includes=\[([^]]*)\]', text)
    assert includes, "the spec no longer collects the translation files"
    return patterns + re.findall(r'"([^"]+)"', includes.group(1))


def test_spec_bundles_the_data_folders():
    patterns = _spec_patterns()
    for needed in ("canvas/data/*.toml", "layers/data/*.toml"):
        assert needed in patterns
        assert list((ROOT / "canvas_table").glob(needed)), f"{needed} matches no file"
    for needed in ("assets/fonts/*", "assets/STYLE.md"):  # the top-level assets/ folder
        assert needed in _spec_patterns("ROOT")
        assert list(ROOT.glob(needed)), f"{needed} matches no file"
    compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec")  # the spec is valid Python


def test_every_package_data_file_is_bundled():
    """A data file added to canvas_table/ must be added to the spec too, or the bundle lacks it."""
    patterns = [p.removeprefix("**/") for p in _spec_patterns()]
    package = ROOT / "canvas_table"
    missed = [str(path.relative_to(package)) for path in package.rglob("*")
              if path.is_file() and path.suffix not in (".py", ".pyc") and "__pycache__" not in path.parts
              and not any(fnmatch.fnmatch(str(path.relative_to(package)), p)
                          or fnmatch.fnmatch(path.name, p) for p in patterns)]
    assert not missed, f"not in packaging/canvas-table.spec: {missed}"


def _commands() -> list[list[str]]:
    script = Path(sys.executable).with_name("canvas-table")
    found = str(script) if script.is_file() else shutil.which("canvas-table")
    return [[sys.executable, "-m", "canvas_table"], *([[found]] if found else [])]


@pytest.mark.parametrize("command", _commands(), ids=lambda c: Path(c[0]).name)
def test_version_is_the_pyproject_version(command):
    result = subprocess.run([*command, "--version"], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"canvas-table {VERSION}"


@pytest.mark.parametrize("script", ["build.sh", "smoke.sh", "install.sh", "uninstall.sh"])
def test_shell_scripts_parse(script):
    bash = shutil.which("bash")
    assert bash, "bash not found"
    result = subprocess.run([bash, "-n", str(PACKAGING / script)], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert "set -euo pipefail" in (PACKAGING / script).read_text()


@pytest.mark.slow
def test_the_wheel_ships_the_assets_the_card_data_and_the_catalogues(tmp_path):
    """assets/ lives at the top level but installs as canvas_table/assets (setup.py maps it)."""
    import zipfile

    result = subprocess.run([sys.executable, "-m", "pip", "wheel", str(ROOT), "--no-deps", "-q",
                             "-w", str(tmp_path)], capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr[-2000:]
    (wheel,) = tmp_path.glob("canvas_table-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    for font in (ROOT / "assets" / "fonts").iterdir():
        assert f"canvas_table/assets/fonts/{font.name}" in names
    assert "canvas_table/assets/STYLE.md" in names
    package = ROOT / "canvas_table"
    for data in (*package.glob("*/data/*.toml"), *package.glob("locale/*.po")):
        assert data.relative_to(ROOT).as_posix() in names
