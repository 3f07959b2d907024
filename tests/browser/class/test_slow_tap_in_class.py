"""A tap held 4 s in class play: the child's board shows it is thinking and never freezes.

A class server of its own runs with ``slow_taps``' sitecustomize: its table
sessions sleep 4 s before each answer to a tap (the whole server waits, as a
busy one would). The child's table stays usable and shows the tap's result.
"""

from __future__ import annotations

import pytest
from slow_taps import check_slow_tap, slow_env

from mathcats.app.running import RunningClass

pytestmark = pytest.mark.browser


def test_a_tap_held_4_s_keeps_the_board_live_and_shows_its_answer(alone, tmp_path):
    with pytest.MonkeyPatch.context() as env:
        for name, value in slow_env(tmp_path).items():
            env.setenv(name, value)
        server = RunningClass(tmp_path)  # its Python holds each tap
    try:
        kid = alone(server)
        figures = check_slow_tap(kid.page)
        print(f"class play, a tap held 4 s: {figures}")
    finally:
        server.stop()
