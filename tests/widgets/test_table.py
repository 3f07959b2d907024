"""The widget itself: thin, it syncs the session's scene and hands on messages.

The table's logic is tested without any widget in test_session.py.
"""

from __future__ import annotations

import subprocess
import sys

import pytest
import traitlets
from test_session import items

import mathcats
from mathcats.table import TableSession
from mathcats.table.session import TEXT
from mathcats.widgets import Table


def widget_for(**kwargs) -> Table:
    return Table(mathcats.new_match("feed-the-kitten", seed=3), delay=0, **kwargs)


def test_play_makes_a_table_in_one_line():
    table = mathcats.play("feed-the-kitten", players=3, seed=1, delay=0)
    assert isinstance(table, Table) and isinstance(table.session, TableSession)
    assert table.match.players == 3 and table.session.humans == [0]
    assert [s["who"] for s in table.scene["seats"]][1:] == ["computer: greedy"] * 2


def test_a_browser_message_reaches_the_session_and_the_new_scene_is_synced():
    table = widget_for()
    lit = next(i for i in items(table) if i["lit"])
    table._handle_custom_msg({"type": "click", "id": lit["id"], "scene": table.scene["n"]}, [])
    assert table.match.history and table.match.history[0].seat == 0
    assert table.scene == table.session.scene
    table._handle_custom_msg({"type": "click", "id": lit["id"], "scene": -1}, [])
    assert table.scene["status"]["lines"] == table.session.scene["status"]["lines"]
    assert table.scene["status"]["tone"] == "no"  # a stale tap, said in the synced scene


def test_settings_are_traitlets_that_go_to_the_session_and_back():
    table = widget_for(teacher=True)
    table.reveal = True
    assert table.session.reveal and all("hand" in s for s in table.scene["seats"][1:])
    table.delay = 0.5
    assert table.session.delay == 0.5
    table.click("t-wait")  # the teacher's button changes the session: the traitlet follows
    assert table.wait is True and table.session.wait is True
    table.click("t-fast")
    assert (table.wait, table.delay) == (False, 0.5)
    table.click("t-big")
    assert table.projector is True and table.scene["projector"] is True
    with pytest.raises(traitlets.TraitError):
        table.delay = -1


def test_teacher_methods_on_the_widget_sync_the_scene():
    table = widget_for(teacher=True, keep=True)
    table.click(next(i["id"] for i in items(table) if i["lit"]))
    table.undo()
    assert table.match.history == () and table.scene == table.session.scene
    table.new_game()
    assert table.scene["save"] == table.match.to_json()


def test_the_session_loads_no_widget_library():
    code = (
        "import sys, mathcats.table.session\n"
        "print(sorted(m for m in ('anywidget', 'traitlets', 'ipywidgets') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"


def test_static_files_ship_inside_the_package():
    table = widget_for()
    assert "as default" in table._esm and ".mc-table" in table._css
    code = table._esm.replace("http://www.w3.org/2000/svg", "")  # a name, not a request
    for text in (code, table._css):
        assert "http" not in text and "import " not in text and "url(" not in text
    # the one request (the Jupyter host's kernel.js): does its server still run the kernel?
    ask = "fetch(\n  `${kernel.serverSettings.baseUrl}api/kernels/"
    assert code.count("fetch(") == 1 and ask in code
    assert "XMLHttpRequest" not in code


def test_read_aloud_is_a_setting_off_by_default_that_play_can_switch_on():
    table = widget_for()
    assert table.read_aloud is False and table.scene["read_aloud"] is False
    table.read_aloud = True  # a traitlet, like projector: to the session and its scene
    assert table.session.read_aloud is True and table.scene["read_aloud"] is True
    table.session.set("read_aloud", False)
    table.step()  # any sync brings the session's setting back to the traitlet
    assert table.read_aloud is False
    spoken = mathcats.play("meow-10", players=3, seed=1, delay=0, read_aloud=True)
    assert spoken.read_aloud is True and spoken.scene["read_aloud"] is True
    assert spoken.scene["labels"]["no-voice"] == TEXT["no-voice"]  # the browser's one note
    assert "function readAloud(" in spoken._esm
