"""The modules the site's page ships, worked out from the import graph (``page_modules``)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from mathcats.site import build

# Every table the page can make, played a little (Show me, then its hint), in a fresh Python:
# the mathcats modules that loaded, and whether a widget library did.
PLAY = """
import json, sys
from mathcats.table.setup import CHILD, TableSetup, levels
from mathcats.engine import game_ids, get_game
from mathcats.site.page import PageTable
for game_id in game_ids():
    game = get_game(game_id)
    if game.table:
        for level in levels():
            seats = (CHILD,) + (level,) * (game.min_players - 1)
            session = PageTable(TableSetup(game_id, seats).query() + "&seed=1&delay=0").session
        for _ in range(2):
            session.click("show-me")
            scene = session.scene
            items = [i for z in scene.get("zones", []) for i in z["items"]]
            items += scene.get("hand", []) + scene.get("actions", [])
            session.click(next((i["id"] for i in items if i.get("hint")), "again"))
print(json.dumps(sorted(n for n in sys.modules if n.split(".")[0] in ("mathcats", *WIDGETS))))
"""


def test_the_page_ships_every_module_its_tables_load_and_no_widget():
    shipped = build.page_modules()
    program = PLAY.replace("WIDGETS", repr(build.REFUSED))
    done = subprocess.run(
        [sys.executable, "-c", program], capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr[-2000:]
    loaded = set(json.loads(done.stdout))
    assert loaded <= set(shipped), sorted(loaded - set(shipped))
    assert {"mathcats.widgets.table", "mathcats.app.pages", "mathcats.pages"}.isdisjoint(shipped)
    assert not set(build.REFUSED) & {name.split(".")[0] for name in loaded}


def test_a_page_that_would_load_a_widget_library_is_refused(monkeypatch):
    monkeypatch.setattr(build, "PAGE", "mathcats.widgets.table")  # the anywidget Table
    with pytest.raises(build.SiteError, match="anywidget"):
        build.page_modules()
