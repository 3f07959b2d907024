"""`mathcats serve --class`: its options, checked before anything starts."""

from __future__ import annotations

import ipaddress
import queue
import subprocess
import sys
import threading
import time
import urllib.request

import pytest

from mathcats.app import class_ip, local_address
from mathcats.app.running import free_port, stop
from mathcats.class_server import ClassPlay
from mathcats.cli import main

START_SECONDS = 180  # a busy 2-core machine starts Voila slowly


@pytest.mark.parametrize("argv", [["--ip", "127.0.0.1"], ["--forget"], ["--data", "x"]])
def test_the_class_options_need_class(argv, capsys):
    with pytest.raises(SystemExit) as stopped:
        main(["serve", *argv])
    assert stopped.value.code == 2
    assert "go with --class" in capsys.readouterr().err


@pytest.mark.parametrize("text", ["nope", "0.0.0.0", "224.0.0.1", "300.1.1.1", ""])
def test_ip_must_be_an_address_of_this_computer_in_form(text):
    with pytest.raises(ValueError, match="--ip needs"):
        class_ip(text)
    assert class_ip("192.168.1.20") == "192.168.1.20"


def test_the_local_address_is_read_from_the_route_table():
    address = ipaddress.IPv4Address(local_address())  # no packet is sent: nothing to watch
    assert not address.is_unspecified


def test_the_two_lines_name_the_childrens_address_and_the_teachers_key():
    play = ClassPlay.new("10.1.2.3")
    assert play.lines(8866) == [
        "Children: http://10.1.2.3:8866/class",
        f"Teacher: http://127.0.0.1:8866/class/teacher?key={play.key}",
    ]
    assert len(play.key) >= 24 and ClassPlay.new("10.1.2.3").key != play.key


def test_serve_class_prints_each_address_only_once_it_answers(tmp_path):
    """A teacher who opens a printed address at once finds the page, not "connection refused"."""
    port = free_port()
    argv = [sys.executable, "-m", "mathcats.cli", "serve", "--class", "--ip", "127.0.0.1"]
    argv += ["--port", str(port), "--data", str(tmp_path / "data"), "--class-size", "0"]
    log = tmp_path / "serve.log"
    with log.open("w") as errors:
        process = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=errors, text=True)
    answered = {}
    try:
        for line in printed_lines(process, START_SECONDS):
            who, _, url = line.partition(": ")
            if who in ("Children", "Teacher"):
                try:  # at once, once: no second try
                    with urllib.request.urlopen(url, timeout=30) as page:
                        answered[who] = page.status
                except OSError as error:
                    answered[who] = f"{error} ({time.monotonic():.1f})"
            if len(answered) == 2:
                break
    finally:
        stop(process, 30)
    assert answered == {"Children": 200, "Teacher": 200}, log.read_text()[-3000:]


def printed_lines(process: subprocess.Popen, seconds: float):
    """Each line ``process`` prints, as it comes, for at most ``seconds``."""
    lines: queue.Queue[str] = queue.Queue()
    threading.Thread(
        target=lambda: [lines.put(line) for line in process.stdout], daemon=True
    ).start()
    deadline = time.monotonic() + seconds
    while (left := deadline - time.monotonic()) > 0:
        try:
            yield lines.get(timeout=left).strip()
        except queue.Empty:
            return
