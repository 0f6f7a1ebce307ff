"""``host`` and ``join`` against a server on a background thread: their exact output, and one
clear line with exit code 2 for what cannot be done."""

from __future__ import annotations

import json
import threading

import pytest

from canvas_table.cli import main
from canvas_table.net.background import BackgroundServer


@pytest.fixture
def server(tmp_path):
    running = BackgroundServer(tmp_path)
    url = running.start()
    yield running, url
    running.stop()


@pytest.mark.slow
def test_host_prints_the_code_and_join_bots_print_the_final_state(server, capsys):
    running, url = server
    assert main(["host", url, "--game", "layers", "--players", "2", "--json"]) == 0
    code = json.loads(capsys.readouterr().out)["table"]
    second = threading.Thread(target=main, args=(["join", url, "--table", code, "--name", "Bo",
                                                   "--bot", "random"],))
    second.start()
    assert main(["join", url, "--table", code, "--name", "Ada", "--bot", "easy", "--json"]) == 0
    second.join(60)
    lines = capsys.readouterr().out.strip().splitlines()
    report = json.loads(next(line for line in lines if line.startswith("{")))
    assert report["over"] is True and sorted(s["name"] for s in report["seats"]) == ["Ada", "Bo"]
    from canvas_table import games

    assert games.game("layers").report(games.load_match(running.record(code)).state) == report


@pytest.mark.parametrize(("args", "words"), [
    (["--game", "chess", "--players", "2"], "unknown game 'chess'"),
    (["--game", "layers", "--players", "9"], "--players: 1 to 5, got 9"),
    (["--game", "layers", "--players", "2", "--option", "colour=blue"], "layers has no option 'colour'"),
])
def test_host_refuses_what_cannot_make_a_table_in_one_line(server, capsys, args, words):
    _running, url = server
    assert main(["host", url, *args]) == 2
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1


def test_join_refuses_a_level_the_game_lacks_an_unknown_table_and_a_dead_server(server, capsys):
    _running, url = server
    assert main(["host", url, "--game", "picktura", "--players", "2", "--json"]) == 0
    code = json.loads(capsys.readouterr().out)["table"]
    assert main(["join", url, "--table", code, "--name", "Ada", "--bot", "greedy"]) == 2
    assert capsys.readouterr().err == ("error: --bot: Picktura has no 'greedy' bot "
                                       "(levels: random, easy, normal, hard, master)\n")
    assert main(["join", url, "--table", "0000-0000-0000", "--name", "Ada"]) == 2
    assert capsys.readouterr().err == ("error: table 0000-0000-0000: no table '0000-0000-0000' "
                                       "on this server\n")
    assert main(["join", "ws://127.0.0.1:1", "--table", code, "--name", "Ada"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ws://127.0.0.1:1: cannot connect:") and err.count("\n") == 1
