"""The table's benchmark (``canvas-table bench --gui``): its figures and how its starts are taken."""

from __future__ import annotations

import pytest


@pytest.mark.slow
def test_the_gui_bench_s_cold_figures_have_sane_types():
    from canvas_table.app.bench_cold import cold_figures

    figures = cold_figures(1, "canvas", launch_starts=1)
    assert figures["launch_platform"] in ("offscreen", "xcb")
    assert figures["launch_starts"] == 1
    for key in ("bare_window_visible_s", "launch_visible_s", "launch_visible_ratio",
                "hard_first_decision_ms", "hard_first_decision_at_start_ms", "hard_decision_ms",
                "master_first_decision_ms",
                "preview_first_hover_ms"):
        assert isinstance(figures[key], float) and figures[key] > 0, key
    for key in ("launch_art", "decision_art", "preview_first_hover_art"):
        assert isinstance(figures[key], bool), key
    if figures["launch_art"]:  # the table was painted with the real art: timed too
        assert figures["launch_painted_s"] >= figures["launch_visible_s"]


def test_the_gui_bench_starts_the_bare_window_and_the_table_in_turns(monkeypatch):
    from canvas_table.app import bench

    probes: list[str] = []

    def fake_run(probe: str, game_id: str, **_: object) -> dict:
        probes.append(probe)
        return {"wall_s": 0.2 if probe == "bare" else 0.5, "median_ms": 1.0, "flush_ms": 1.0,
                "p95_ms": 1.0, "rss_mb": 1.0, "art": True}

    monkeypatch.setattr(bench, "_run", fake_run)
    figures = bench.gui_figures(3, "canvas")
    # one start to compile the bytecode, then bare and table alternating: both see the same minutes
    assert probes[:7] == ["table", "bare", "table", "bare", "table", "bare", "table"]
    assert figures["startup_ratio"] == 2.5
