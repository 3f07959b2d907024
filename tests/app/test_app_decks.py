"""The home page links each game's printable deck, and the real app serves it."""

from __future__ import annotations

import http.client
import re
import shutil
from urllib.parse import urljoin

import pytest

import mathcats
from mathcats.app import DATA_DIR, HOME_PAGE, pages
from mathcats.app.decks import STATIC
from mathcats.app.running import RunningApp
from mathcats.cli import write_app_decks

WAIT = 120  # seconds for any one answer, on a busy machine


def deck_links(monkeypatch) -> dict[str, str]:
    """Each game's PDF link on the home page, as an address on the server."""
    shown: list = []
    monkeypatch.setattr(pages, "display", lambda *objs: shown.extend(objs))
    pages.home_page()
    html = "".join(getattr(o, "data", "") or "" for o in shown)
    links = re.findall(r'href="([^"]+\.pdf)" aria-label="([^"]+)"', html)
    home = f"/{HOME_PAGE}"
    return {label: urljoin(home, href) for href, label in links}


def test_every_game_on_the_home_page_has_its_deck_link(monkeypatch):
    links = deck_links(monkeypatch)
    for game_id in mathcats.GAMES:
        title = mathcats.get_game(game_id).title
        assert links[f"{title} cards to print (PDF)"].endswith(f"/{game_id}.pdf"), links
    assert len(links) == len(mathcats.GAMES)


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    write_app_decks()  # as mathcats serve does before it starts
    running = RunningApp(
        tmp_path_factory.mktemp("decks") / "voila.log",
        ("--VoilaConfiguration.preheat_kernel=False",),
    )
    yield running.wait_ready(WAIT, pools=False)
    running.stop()


def test_each_deck_link_answers_with_its_pdf(monkeypatch, server):
    for label, path in deck_links(monkeypatch).items():
        connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=WAIT)
        try:
            connection.request("GET", path)
            response = connection.getresponse()
            body = response.read()
        finally:
            connection.close()
        assert response.status == 200, (label, path, server.log.read_text()[-2000:])
        assert response.getheader("Content-Type") == "application/pdf", label
        assert body == (DATA_DIR / STATIC / "decks" / path.rsplit("/", 1)[1]).read_bytes()


def test_only_a_missing_deck_is_printed_again(server, tmp_path):
    assert write_app_decks() == []  # the server's decks are all there
    shutil.copytree(DATA_DIR / STATIC, tmp_path / STATIC)  # keeps their times
    (tmp_path / STATIC / "decks" / "kittys.pdf").unlink()
    assert write_app_decks(tmp_path) == [tmp_path / STATIC / "decks" / "kittys.pdf"]
