"""The real command lines: ``serve``, ``host`` and three ``join`` bots; the server is killed with
SIGKILL mid-game and started again on the same data folder; the players come back and finish, and
the record on disk replays to the final state each printed."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from canvas_table.net.store import journal_path

ROOT = Path(__file__).resolve().parents[2]


def _cli(*args: str, **kwargs) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "canvas_table", *args], cwd=ROOT, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, **kwargs)


def _serve(data: Path, port: int) -> tuple[subprocess.Popen, str]:
    server = _cli("serve", "--port", str(port), "--data", str(data))
    line = server.stdout.readline().strip()
    assert line.startswith("serving ws://127.0.0.1:"), line + server.stderr.read()
    return server, line.split(" ", 1)[1]


def _connections_to(port: int) -> int:
    """This machine's TCP connections to ``port`` still open on the client's side (established,
    or closed by the other end and not yet by this one), from /proc/net/tcp and tcp6."""
    count = 0
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        try:
            lines = Path(table).read_text().splitlines()[1:]
        except OSError:
            continue
        for line in lines:
            fields = line.split()
            if int(fields[2].rsplit(":", 1)[1], 16) == port and fields[3] in ("01", "08"):
                count += 1
    return count


def _moves(path: Path) -> list[bytes]:
    """The whole move lines of a table's journal so far."""
    try:
        lines = path.read_bytes().split(b"\n")[:-1]
    except OSError:
        return []
    return [line for line in lines if line.startswith(b'{"seat":') and b'"action":' in line]


@pytest.mark.slow
def test_a_server_killed_mid_game_comes_back_and_the_players_finish(tmp_path):
    data = tmp_path / "tables"
    server, url = _serve(data, 0)
    players = []
    try:
        host = subprocess.run([sys.executable, "-m", "canvas_table", "host", url, "--game", "picktura",
                               "--players", "3", "--json"], cwd=ROOT, capture_output=True, text=True,
                              timeout=60)
        assert host.returncode == 0, host.stderr
        code = json.loads(host.stdout)["table"]
        players = [_cli("join", url, "--table", code, "--name", f"P{k}", "--bot", "random",
                        "--pace", "0.02", "--json") for k in range(3)]
        journal = journal_path(data, code)
        give_up = time.monotonic() + 60
        while len(_moves(journal)) < 8 and time.monotonic() < give_up:
            time.sleep(0.05)
        os.kill(server.pid, signal.SIGKILL)
        server.wait(10)
        at_kill = _moves(journal)
        assert len(at_kill) >= 8
        port = int(url.rsplit(":", 1)[1])
        give_up = time.monotonic() + 30
        while _connections_to(port) and time.monotonic() < give_up:  # until the players notice
            time.sleep(0.05)
        assert not _connections_to(port)  # each closed its side: now knocking on a closed port
        server, url_again = _serve(data, port)
        assert url_again == url
        outputs = [player.communicate(timeout=120) for player in players]
    finally:
        for process in (server, *players):
            if process.poll() is None:
                process.kill()
                process.communicate()
    for player, (_out, err) in zip(players, outputs, strict=True):
        assert player.returncode == 0, err
    reports = [json.loads(out) for out, _err in outputs]
    assert reports[0] == reports[1] == reports[2]
    assert reports[0]["over"] is True
    final = _moves(journal)
    assert final[:len(at_kill)] == at_kill  # nothing stored was lost
    assert len(final) > len(at_kill)
    record = tmp_path / "record.json"
    export = subprocess.run([sys.executable, "-m", "canvas_table", "export", "--data", str(data),
                             "--table", code, str(record)], cwd=ROOT, capture_output=True, text=True,
                            timeout=60)
    assert export.returncode == 0, export.stderr
    replay = subprocess.run([sys.executable, "-m", "canvas_table", "replay", str(record), "--json"],
                            cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert replay.returncode == 0, replay.stderr
    assert json.loads(replay.stdout) == reports[0]
