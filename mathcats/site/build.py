"""Write the site: ``build(out)`` makes a folder any static web server can serve.

Into it go the Pyodide core (npm, pinned); the wheels (PyPI for pydantic and
its wasm core, pinned; the mathcats modules the page's table loads), these
and the core's standard library compiled to ``.pyc`` by the core's own
Python; the table's front-end module and styles; the home, table and rules
pages; a service worker that keeps them all; and ``site-lock.json`` with
every version. Downloads are cached (``cache``, ``~/.cache/mathcats-site``
by default): a second build fetches nothing. Nothing in the folder is
fetched from anywhere else at run time.
"""

from __future__ import annotations

import ast
import hashlib
import json
import shutil
import tempfile
import zipfile
from html import escape
from importlib.util import find_spec
from pathlib import Path

from markdown_it import MarkdownIt

from ..engine import get_game, rules_text
from ..pages import STYLE, THEME
from ..pages.covers import sprite
from ..pages.form import setup_form
from ..pages.parts import TEXT as PAGE_TEXT
from ..pages.parts import game_card, game_list, has_table, header, home_order, link, nav
from ..table.setup import TableSetup
from ..widgets.table import Table
from .lite import NO_ICON, lesson_links, lessons, precached
from .pins import (
    CACHE,
    SiteError,
    build_tools,
    compiled,
    core,
    name_version,
    python_of,
    wheels,
)
from .pins import lock as pins

HERE = Path(__file__).parent
STATIC = HERE / "static"

# The table page's own words (the rest are every host's: pages/parts.py).
TEXT = {
    "loading": "Getting the cards ready.",
    "refused": PAGE_TEXT["bad-setup"],
    "failed": PAGE_TEXT["oops"],
}

# The page's Python: the table it makes, and all that imports.
PAGE = "mathcats.site.page"
# The games are found by name (``mathcats.games`` imports each package, whose record reads
# its modules by name): the page ships every game's modules too.
BY_NAME = "mathcats.games"
REFUSED = ("anywidget", "ipywidgets")  # widget libraries: the page's table must not load them


def page_modules() -> dict[str, str]:
    """The mathcats modules the page loads, {name: file}, from the import graph (grimp).

    From ``PAGE`` and ``BY_NAME`` it follows every import made as a module loads, and the
    packages holding each module; an import inside a function (the widget, the app's
    server) runs only when called, which the page never does, so it is not followed.
    """
    import grimp

    graph = grimp.build_graph("mathcats", include_external_packages=True, cache_dir=None)
    found, todo = set(), {PAGE, *graph.find_descendants(BY_NAME)}
    while todo:
        module = todo.pop()
        found.add(module)
        lazy = _function_imports(module) if module.startswith("mathcats") else set()
        for imported in graph.find_modules_directly_imported_by(module) - found:
            lines = graph.get_import_details(importer=module, imported=imported)
            if not {d["line_number"] for d in lines} <= lazy:
                todo.add(imported)
        todo |= {module.rpartition(".")[0]} - {"", *found}  # the package holding it
    widgets = sorted(found.intersection(REFUSED))
    if widgets:
        raise SiteError(f"The page's table loads {widgets}: the session must not.")
    ours = sorted(m for m in found if m.split(".")[0] == "mathcats")
    return {module: find_spec(module).origin for module in ours}


def _function_imports(module: str) -> set[int]:
    """The lines of ``module``'s imports that are inside a function."""
    tree = ast.parse(Path(find_spec(module).origin).read_text(encoding="utf-8"))
    return {
        node.lineno
        for function in ast.walk(tree)
        if isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef))
        for node in ast.walk(function)
        if isinstance(node, (ast.Import, ast.ImportFrom))
    }


def mathcats_wheel(files: dict[str, str], into: Path) -> Path:
    """A wheel of only the page's modules (the sources; compiled with the rest)."""
    version = _version()
    info = f"mathcats-{version}.dist-info"
    wheel = into / f"mathcats-{version}-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, file in sorted(files.items()):
            package = file.endswith("__init__.py")
            archive.write(file, name.replace(".", "/") + ("/__init__.py" if package else ".py"))
        archive.writestr(
            f"{info}/METADATA", f"Metadata-Version: 2.1\nName: mathcats\nVersion: {version}\n"
        )
        archive.writestr(
            f"{info}/WHEEL", "Wheel-Version: 1.0\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
        )
        archive.writestr(f"{info}/RECORD", "")
    return wheel


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("mathcats")
    except PackageNotFoundError:
        return "0"


def _page(title: str, body: str, head: str = "", scripts: str = "", up: str = "") -> str:
    return (
        '<!doctype html>\n<html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{escape(title)}</title>{NO_ICON}"
        f'<link rel="stylesheet" href="{up}site.css">{head}</head>'
        f'<body><main id="rendered_cells" class="jp-RenderedHTMLCommon">{body}</main>'
        f"{scripts}</body></html>\n"
    )


def _nav(game_id: str | None = None, up: str = "", new_tab: bool = False) -> str:
    """The site's Home, New game (the game's setup form on the home page) and Rules."""
    if not game_id:
        return nav(f"{up}index.html")
    setup, rules = f"{up}index.html#{game_id}", f"{up}rules/{game_id}.html"
    return nav(f"{up}index.html", game_id, setup, rules, new_tab)


def home() -> str:
    """Every game with its setup form (the app's own), which starts the game's table page."""
    cards = []
    for game_id in home_order():
        if not has_table(game_id):
            continue
        title = get_game(game_id).title
        form = setup_form(TableSetup.default(game_id), action=f"{game_id}.html")
        rules = link(f"rules/{game_id}.html", PAGE_TEXT["rules"], f"Rules of {title}")
        play = (
            f'<details class="mc-play" id="{game_id}"><summary class="mc-page-button">'
            f"{PAGE_TEXT['play']}</summary>{form}</details>"
        )
        cards.append(game_card(game_id, rules, play))
    body = sprite() + header() + game_list(cards) + lesson_links()
    return _page(PAGE_TEXT["title"], body, scripts=_register())


def _register() -> str:
    """The service worker, from every page: the first visit keeps the whole folder."""
    return '<script>navigator.serviceWorker?.register("sw.js")</script>'


def table_page(game_id: str) -> str:
    """A game's table: the worker's Python makes it from the address (the setup form's)."""
    title = get_game(game_id).title
    words = " ".join(f'data-{name}="{escape(TEXT[name])}"' for name in ("refused", "failed"))
    back = link(f"index.html#{game_id}", PAGE_TEXT["back-to-setup"])
    body = (
        f'{_nav(game_id, new_tab=True)}<h1 class="mc-sr-only">{escape(title)}</h1>'
        f'<p id="mc-wait" class="mc-message" role="status" {words}>{TEXT["loading"]}</p>'
        f'<p id="mc-back" hidden>{back}</p><div id="mc-table"></div>'
    )
    head = '<link rel="stylesheet" href="table.css">'
    return _page(title, body, head, '<script type="module" src="site.js"></script>')


def rules_page(game_id: str) -> str:
    markdown = MarkdownIt("commonmark").enable("table")
    body = _nav(game_id, up="../") + markdown.render(rules_text(game_id))
    return _page(f"Rules: {get_game(game_id).title}", body, up="../")


def site_style() -> str:
    """The site's pages' sheet: the one theme, the app's pages' sheet, then the site's own."""
    styles = (THEME, STYLE, STATIC / "site.css")
    return "".join(path.read_text(encoding="utf-8") for path in styles)


def _write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def build(out: Path, cache: Path = CACHE) -> dict:
    """Write the site into ``out``; the lock, as written to ``site-lock.json``.

    ``out`` must be new, empty, or a site built before (which is replaced).
    """
    if out.exists() and not (out / "site-lock.json").is_file() and any(out.iterdir()):
        raise SiteError(f"{out} has other files in it. Choose a new or empty folder.")
    cache.mkdir(parents=True, exist_ok=True)
    core_dir = core(cache)
    python = python_of(core_dir)
    if out.exists():
        shutil.rmtree(out)
    shutil.copytree(core_dir, out / "pyodide")
    with tempfile.TemporaryDirectory() as tmp:
        ours = mathcats_wheel(page_modules(), Path(tmp))
        stdlib = core_dir / "python_stdlib.zip"
        compiled(core_dir, [*wheels(cache, "games"), ours, stdlib], out / "wheels")
    shutil.move(out / "wheels" / stdlib.name, out / "pyodide" / stdlib.name)
    for name in ("site.js", "worker.js"):
        shutil.copy(STATIC / name, out / name)
    _write(out / "table.js", Table._esm)
    _write(out / "table.css", Table._css)
    _write(out / "site.css", site_style())
    _write(out / "index.html", home())
    for game_id in home_order():
        if has_table(game_id):
            _write(out / f"{game_id}.html", table_page(game_id))
            _write(out / "rules" / f"{game_id}.html", rules_page(game_id))
    notebooks = lessons(out, cache, core_dir)
    lock = {
        "pyodide": pins()["pyodide"]["version"],
        "python": python,
        "wheels": [
            {
                "file": w.name,
                "name": name_version(w)[0],
                "version": name_version(w)[1],
                "sha256": hashlib.sha256(w.read_bytes()).hexdigest(),
            }
            for w in sorted((out / "wheels").glob("*.whl"))
        ],
        "lessons": {"notebooks": notebooks, "build": build_tools()},
    }
    _write(out / "site-lock.json", json.dumps(lock, indent=2) + "\n")
    files = sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file())
    version = hashlib.sha256(b"".join((out / f).read_bytes() for f in files)).hexdigest()[:16]
    worker = (STATIC / "sw.js").read_text(encoding="utf-8")
    kept = ["./", *filter(precached, files)]
    head = f"const VERSION = 'mathcats-{version}';\nconst FILES = {json.dumps(kept)};\n"
    _write(out / "sw.js", head + worker)
    return lock
