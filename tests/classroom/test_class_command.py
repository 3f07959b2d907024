"""`mathcats serve --class`: its options, checked before anything starts."""

from __future__ import annotations

import ipaddress

import pytest

from mathcats.app import ClassPlay, class_ip, local_address
from mathcats.cli import main


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
