"""packaging/install.sh and uninstall.sh, run in a stand-in for the unpacked archive (a stub
executable, the .desktop file, a few icons) against a temporary XDG_DATA_HOME."""

from __future__ import annotations

import configparser
import os
import shutil
import stat
import subprocess
from pathlib import Path

import pytest

PACKAGING = Path(__file__).resolve().parents[2] / "packaging"
SIZES = (16, 48, 256)
pytestmark = pytest.mark.skipif(shutil.which("bash") is None, reason="bash not found")


def _unpacked(folder: Path) -> Path:
    """An unpacked archive as build.sh lays it out, with a stub for the bundle's executable."""
    (folder / "canvas-table").mkdir(parents=True)
    exe = folder / "canvas-table" / "canvas-table"
    exe.write_text("#!/bin/sh\necho canvas-table stub\n")
    exe.chmod(exe.stat().st_mode | stat.S_IXUSR)
    shutil.copy(PACKAGING / "canvas-table.desktop", folder)
    (folder / "icons").mkdir()
    for size in SIZES:
        (folder / "icons" / f"canvas-table-{size}.png").write_bytes(b"png %d" % size)
    for script in ("install.sh", "uninstall.sh"):
        shutil.copy(PACKAGING / script, folder)
    return folder


def _run(script: Path, data: Path, **env: str) -> subprocess.CompletedProcess[str]:
    environ = {**os.environ, "XDG_DATA_HOME": str(data), **env}
    return subprocess.run(["bash", str(script)], capture_output=True, text=True, env=environ, timeout=30)


def _files(folder: Path) -> set[str]:
    return {str(p.relative_to(folder)) for p in folder.rglob("*") if p.is_file()}


def test_install_adds_the_entry_and_icons_and_uninstall_takes_them_away(tmp_path):
    top = _unpacked(tmp_path / "my games" / "canvas-table-0.1.0")  # a space in the path
    data = tmp_path / "data"
    installed = {"applications/canvas-table.desktop",
                 *(f"icons/hicolor/{s}x{s}/apps/canvas-table.png" for s in SIZES)}
    for _ in range(2):  # a second run changes nothing
        result = _run(top / "install.sh", data)
        assert result.returncode == 0, result.stderr
        assert _files(data) == installed
    for size in SIZES:
        assert (data / f"icons/hicolor/{size}x{size}/apps/canvas-table.png").read_bytes() == b"png %d" % size
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(data / "applications" / "canvas-table.desktop", encoding="utf-8")
    entry = parser["Desktop Entry"]
    exe = top.resolve() / "canvas-table" / "canvas-table"
    assert entry["Exec"] == f'"{exe}"'
    assert entry["TryExec"] == str(exe)
    assert entry["Icon"] == "canvas-table" and entry["Name"] == "Canvas Table"
    validate = shutil.which("desktop-file-validate")
    if validate:
        checked = subprocess.run([validate, str(data / "applications" / "canvas-table.desktop")],
                                 capture_output=True, text=True)
        assert checked.returncode == 0, checked.stdout + checked.stderr

    (data / "applications" / "other.desktop").write_text("[Desktop Entry]\n")  # not install.sh's
    for _ in range(2):  # a second run finds nothing to remove, and says so
        result = _run(top / "uninstall.sh", data)
        assert result.returncode == 0, result.stderr
        assert _files(data) == {"applications/other.desktop"}
    assert "nothing to remove" in result.stdout


def test_install_goes_to_home_without_xdg_data_home(tmp_path):
    top = _unpacked(tmp_path / "canvas-table-0.1.0")
    result = _run(top / "install.sh", tmp_path / "unused", XDG_DATA_HOME="", HOME=str(tmp_path / "home"))
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "home/.local/share/applications/canvas-table.desktop").is_file()
    assert not (tmp_path / "unused").exists()


def test_uninstall_leaves_an_entry_it_did_not_write(tmp_path):
    top = _unpacked(tmp_path / "canvas-table-0.1.0")
    data = tmp_path / "data"
    assert _run(top / "install.sh", data).returncode == 0
    entry = data / "applications" / "canvas-table.desktop"
    entry.write_text("[Desktop Entry]\nName=Someone else's\n")
    result = _run(top / "uninstall.sh", data)
    assert result.returncode == 1
    assert result.stderr.count("\n") == 1 and "not written by install.sh" in result.stderr
    assert entry.is_file() and len(_files(data)) == 1 + len(SIZES)


@pytest.mark.parametrize("broken", ["executable", "icons", "path"])
def test_install_refuses_with_one_line(tmp_path, broken):
    top = _unpacked(tmp_path / ("canvas$table" if broken == "path" else "canvas-table-0.1.0"))
    if broken == "executable":
        (top / "canvas-table" / "canvas-table").unlink()
    elif broken == "icons":
        shutil.rmtree(top / "icons")
    result = _run(top / "install.sh", tmp_path / "data")
    assert result.returncode == 1
    assert result.stderr.startswith("install.sh: ") and result.stderr.count("\n") == 1
    assert not (tmp_path / "data" / "applications").exists()
