"""Atomic writes: the old file survives a failed write; no temp files are left behind."""

from __future__ import annotations

import json

import pytest

from canvas_table.engine import storage


def test_writes_and_replaces(tmp_path):
    path = tmp_path / "a" / "save.json"
    storage.atomic_write_json(path, {"x": 1})
    storage.atomic_write_json(path, {"x": 2})
    assert json.loads(path.read_text()) == {"x": 2}
    assert [p.name for p in path.parent.iterdir()] == ["save.json"]


def test_failed_write_keeps_the_old_file(tmp_path, monkeypatch):
    path = tmp_path / "save.json"
    storage.atomic_write_text(path, "old")

    def broken_replace(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr(storage.os, "replace", broken_replace)
    with pytest.raises(OSError, match="disk full"):
        storage.atomic_write_text(path, "new")
    assert path.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["save.json"]


def test_unserialisable_data_leaves_nothing(tmp_path):
    path = tmp_path / "save.json"
    with pytest.raises(TypeError):
        storage.atomic_write_json(path, {"x": object()})
    assert not path.exists()
