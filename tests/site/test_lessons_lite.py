"""The lessons with no install: the site's JupyterLite (``lessons/``), offline in chromium.

Each lesson notebook and the teacher's guide runs top to bottom in the
session's site (built from clean by ``mathcats site``), every host but
127.0.0.1 refused: no cell errs, every widget draws, no module is missing
from the widget manager, and a card of the live table plays. A
restarted kernel's table says to run its cell again. The pins:
a wrong or missing download stops the build with a clear message.
"""

from __future__ import annotations

import json
import re
import sys
import zipfile
from pathlib import Path

import pytest

from mathcats.site import pins
from mathcats.site.lite import KERNEL, notebooks
from mathcats.site.local import LocalServer
from mathcats.table.words import LABELS

sys.path.insert(0, str(Path(__file__).parents[1] / "browser"))
from notebooks import HAND_CARD, UNREGISTERED, WIDGET, busy_kernel, run_all, tap_and_see

pytestmark = pytest.mark.browser
BOOKS = [book.name for book in notebooks()]
READY = 180_000  # ms: JupyterLite and Pyodide start, and every cell runs, on a busy 2-core machine
ANSWER = 30_000  # ms for a tap's move to be told
# The notebook app's plugins left out (lite.UNUSED): none needed by one kept, and the table
# of contents (which failed on every lesson's markdown) is gone.
STARTED_BADLY = re.compile(r"failed to activate|table of contents")

# Menu entries leading to what the lessons' app has not got: JupyterLab, the file browser,
# consoles, a server to log out of, another host, a licenses report with nowhere to show.
NOWHERE = {
    "application:open-lab",
    "application:open-tree",
    "notebook:open-tree-tab",
    "filemenu:create-console",
    "filemenu:close-and-cleanup",
    "notebook:run-in-console",
    "filemenu:logout",
    "filemenu:shutdown",
    "filebrowser:open-url",
    "apputils:licenses",
}
# Every entry shown in the open menus (and submenus): [command or submenu, label].
SHOWN_ENTRIES = """() => [...document.querySelectorAll('.lm-Menu .lm-Menu-item')]
  .filter((e) => e.offsetParent !== null && e.dataset.type !== 'separator')
  .map((e) => [e.dataset.command || e.dataset.type, e.innerText.trim()])"""


def lesson_url(server, book: str) -> str:
    return f"{server.url}lessons/notebooks/index.html?path={book}"


@pytest.mark.parametrize("book", BOOKS)
def test_each_lesson_runs_offline_its_widgets_draw_and_a_lit_card_plays(book, server, new_page):
    page = new_page()
    errors = run_all(page, lesson_url(server, book), READY)
    failed = page.locator('[data-mime-type="application/vnd.jupyter.stderr"]')
    assert failed.count() == 0, failed.first.inner_text()
    widgets = page.locator(WIDGET)
    for index in range(widgets.count()):
        shown = widgets.nth(index)
        shown.locator("*").first.wait_for(state="attached", timeout=ANSWER)
        assert "Error displaying widget" not in shown.text_content(), book
    assert widgets.count() > 0 or book == "teachers-guide.ipynb"
    assert not [e for e in errors if UNREGISTERED.search(e)], errors
    assert not [e for e in errors if STARTED_BADLY.search(e)], errors
    if book == "teachers-guide.ipynb":
        return  # the guide has no live table
    assert page.locator(".mc-table").count() > 0
    tap_and_see(page, ANSWER)


def test_a_slow_tap_does_not_freeze_the_board(server, new_page):
    page = new_page()
    run_all(page, lesson_url(server, "meow-10.ipynb"), READY)
    busy_kernel(page, 4)
    tap_and_see(page, ANSWER)  # answered once the kernel is free
    tap_and_see(page, ANSWER)  # and the board still plays


def test_a_restarted_kernel_s_table_says_run_its_cell_and_the_cell_plays_again(server, new_page):
    """JupyterLite cannot bring a lost kernel's table back (no server, no save): it says so."""
    page = new_page()
    url = lesson_url(server, "meow-10.ipynb")
    run_all(page, url, READY)
    item = page.locator('.lm-Menu-item[data-command="kernelmenu:restart"]')  # Restart Kernel…
    page.get_by_role("menuitem", name="Kernel", exact=True).click()
    item.wait_for(timeout=ANSWER)
    page.wait_for_timeout(300)  # the menu opened: a click while it opens is lost
    item.click()
    page.locator(".jp-Dialog .jp-mod-accept").click(timeout=ANSWER)  # its "Restart"
    stopped = page.locator(".mc-status", has_text=LABELS["stopped"])
    stopped.first.wait_for(timeout=ANSWER)
    assert page.locator(".mc-table").count() == stopped.count()  # every table says it
    assert page.evaluate("[...document.querySelectorAll('.mc-board')].every((b) => b.inert)")
    for item in ("Run", "Run All Cells"):  # as the words say: in the same page, a new kernel
        page.get_by_role("menuitem", name=item, exact=True).click()
    page.locator(f".mc-table:not(:has(.mc-board[inert])) {HAND_CARD}").first.wait_for(timeout=READY)
    tap_and_see(page, ANSWER)


def menu_entries(page) -> list[list[str]]:
    """Every entry of the menu bar's menus and their submenus, opened as a teacher would."""
    entries = []
    bar = page.locator("#menu-panel .lm-MenuBar-item")
    for name in [bar.nth(i).inner_text() for i in range(bar.count())]:
        page.get_by_role("menuitem", name=name, exact=True).click(timeout=ANSWER)
        page.locator(".lm-Menu").first.wait_for(timeout=ANSWER)
        entries += page.evaluate(SHOWN_ENTRIES)
        submenus = page.locator(".lm-Menu .lm-Menu-item[data-type=submenu]:visible")
        for index in range(submenus.count()):
            submenus.nth(index).hover(timeout=ANSWER)
            page.locator(".lm-Menu").nth(1).wait_for(timeout=ANSWER)
            entries += page.evaluate(SHOWN_ENTRIES)
        page.keyboard.press("Escape")
        page.keyboard.press("Escape")
    return entries


def test_a_lesson_run_asks_for_nothing_missing_and_no_entry_leads_to_lab(server, new_page):
    page = new_page()
    missing = []
    page.on("response", lambda r: r.status >= 400 and missing.append(f"{r.status} {r.url}"))
    errors_before = len(server.errors)  # the server also sees what the browser asks on its own
    run_all(page, lesson_url(server, "meow-10.ipynb"), READY)
    tap_and_see(page, ANSWER)  # the kernel busy, then idle again: the tab's icon
    entries = menu_entries(page)
    assert missing == [] and server.errors[errors_before:] == []
    # Its icon is nothing, as the site's: else a browser asks for /favicon.ico (a 404; not
    # asked here, where every request is routed, but asked in a plain Chromium).
    assert page.evaluate("() => document.querySelector('link[rel=icon]')?.href") == "data:;base64,="
    assert ["runmenu:run-all", "Run All Cells"] in entries  # the menus were read
    assert not [e for e in entries if e[0] in NOWHERE or "Open JupyterLab" in e[1]], entries
    assert page.locator("a[href$='/tree'], a[href$='/lab']").count() == 0


def test_the_kernel_uses_the_site_s_own_pyodide_and_every_file_it_names_is_shipped(site):
    config = json.loads((site / "lessons" / "jupyter-lite.json").read_text())
    kernel = config["jupyter-config-data"]["litePluginSettings"][KERNEL]
    assert kernel["disablePyPIFallback"] is True
    core = (site / "lessons" / "notebooks" / kernel["pyodideUrl"]).resolve()
    assert core == (site / "pyodide" / "pyodide.mjs").resolve() and core.is_file()
    lock = json.loads((site / "pyodide" / "pyodide-lock.json").read_text())
    assert "mathcats" in kernel["loadPyodideOptions"]["packages"]
    for name, package in lock["packages"].items():
        file = site / "pyodide" / package["file_name"]
        assert "://" not in package["file_name"] and file.is_file(), name
        assert pins.sha256(file) == package["sha256"], name
        assert set(package["depends"]) <= set(lock["packages"]), name
    games = {w["file"] for w in json.loads((site / "site-lock.json").read_text())["wheels"]}
    shared = {p["file_name"].removeprefix("../wheels/") for p in lock["packages"].values()}
    assert games - {"mathcats-0.1.0-py3-none-any.whl"} <= shared  # the games' wheels, not copies
    assert not list((site / "pyodide").glob("pydantic*"))


def test_the_lessons_mathcats_has_no_server_no_printing_and_no_requirements(site):
    lock = json.loads((site / "pyodide" / "pyodide-lock.json").read_text())
    with zipfile.ZipFile(site / "pyodide" / lock["packages"]["mathcats"]["file_name"]) as wheel:
        names = wheel.namelist()
        meta = wheel.read(next(n for n in names if n.endswith("METADATA"))).decode()
    assert "mathcats/lessons.pyc" in names and "mathcats/widgets/table.pyc" in names
    assert not [n for n in names if n.startswith(("mathcats/app/", "mathcats/printout/"))]
    assert "Requires-Dist" not in meta


def test_the_home_page_links_every_lesson(server, new_page):
    page = new_page()
    page.goto(server.url)
    links = page.locator(".mc-lessons a")
    assert sorted(links.nth(i).get_attribute("href") for i in range(links.count())) == sorted(
        f"lessons/notebooks/index.html?path={book}" for book in BOOKS
    )


def test_the_lessons_folder_itself_leads_to_the_list_of_lessons(server, new_page):
    page = new_page()
    page.goto(f"{server.url}lessons/")
    page.locator(".mc-lessons a").first.wait_for(timeout=ANSWER)
    assert page.url.split("#")[0] == server.url


def test_a_lesson_plays_with_the_server_stopped_after_a_first_visit(site, new_page):
    server = LocalServer(site)  # an origin of its own, stopped on the way
    page = new_page(fresh=True)
    try:
        page.goto(server.url)
        page.evaluate("navigator.serviceWorker.ready.then(() => true)")
        run_all(page, lesson_url(server, "meow-10.ipynb"), READY)
    finally:
        server.stop()
    page.context.new_cdp_session(page).send("Network.clearBrowserCache")
    run_all(page, lesson_url(server, "kittys.ipynb"), READY)
    assert page.evaluate("navigator.serviceWorker.controller !== null")
    tap_and_see(page, ANSWER)


def _fake_download(monkeypatch, folder: Path, contents: bytes | None) -> None:
    """pip "downloads" each pinned wheel as ``contents`` (None: nothing)."""

    def download(*command, **kwargs):
        dest = Path(command[command.index("--dest") + 1])
        for wheel in pins.lock()["wheels"]:
            if contents is not None and wheel["for"] == "games":
                (dest / wheel["file"]).write_bytes(contents)
        return ""

    monkeypatch.setattr(pins, "run", download)


def test_a_wheel_whose_hash_differs_stops_the_build_with_its_name(tmp_path, monkeypatch):
    _fake_download(monkeypatch, tmp_path, b"not the pinned wheel")
    with pytest.raises(pins.SiteError, match=r"pydantic 2\.14\.4: .* has sha256 .* pins"):
        pins.wheels(tmp_path, "games")


def test_a_missing_pinned_wheel_stops_the_build_with_its_name(tmp_path, monkeypatch):
    _fake_download(monkeypatch, tmp_path, None)
    with pytest.raises(pins.SiteError, match=r"pydantic 2\.14\.4: pydantic-2\.14\.4-.* is missing"):
        pins.wheels(tmp_path, "games")
