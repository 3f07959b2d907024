"""The Host/Origin guard's rule: a page of this very server, by any of this computer's names."""

from __future__ import annotations

import pytest

from mathcats.pages.guard import same_server

ANSWERED = [
    ("http://127.0.0.1:8866", "127.0.0.1:8866"),
    ("http://localhost:8866", "127.0.0.1:8866"),
    ("http://127.0.0.1:8866", "localhost:8866"),
    ("http://[::1]:8866", "127.0.0.1:8866"),
    ("http://LOCALHOST:8866", "[::1]:8866"),
    ("http://classroom.local:8866", "classroom.local:8866"),
    ("http://192.168.1.20:8866", "192.168.1.20:8866"),
]
REFUSED = [
    ("http://evil.example:8866", "127.0.0.1:8866"),  # another site
    ("http://localhost:8866", "evil.example:8866"),  # DNS rebinding: evil named as this Host
    ("http://localhost:9999", "127.0.0.1:8866"),  # another server on this computer
    ("http://192.168.1.20:8866", "127.0.0.1:8866"),  # the network's name is not 127.0.0.1's
    ("http://localhost.evil.example:8866", "localhost:8866"),
    ("null", "127.0.0.1:8866"),
    ("http://127.0.0.1:99999", "127.0.0.1:8866"),  # malformed
]


@pytest.mark.parametrize(("origin", "host"), ANSWERED)
def test_a_page_of_this_server_is_answered(origin, host):
    assert same_server(origin, host)


@pytest.mark.parametrize(("origin", "host"), REFUSED)
def test_a_page_of_another_server_is_refused(origin, host):
    assert not same_server(origin, host)
