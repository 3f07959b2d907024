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
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from html import escape
from importlib.util import find_spec
from pathlib import Path

from markdown_it import MarkdownIt

from ..engine import get_game, rules_text
from ..pages import STYLE
from ..pages.covers import sprite
from ..pages.form import setup_form
from ..pages.parts import TEXT as PAGE_TEXT
from ..pages.parts import game_card, game_list, has_table, header, home_order, link, nav
from ..table.setup import TableSetup
from ..widgets.table import Table

PYODIDE = "314.0.8"  # the npm package: the wasm runtime, the standard library, its lock file
# The wheels pip downloads for the page's Python; the rest of what pydantic needs is
# resolved by pip (and written to site-lock.json). pydantic-core's first wasm wheel.
PINS = ("pydantic==2.14.4", "pydantic-core==2.50.5")
PLATFORM = "pyemscripten_2026_0_wasm32"
CORE = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
HERE = Path(__file__).parent
STATIC = HERE / "static"
CACHE = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "mathcats-site"

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


class SiteError(Exception):
    """The site cannot be built (a download failed, a pinned wheel is missing)."""


def _run(*command: str | Path, **kwargs) -> str:
    try:
        done = subprocess.run([str(c) for c in command], capture_output=True, text=True, **kwargs)
    except FileNotFoundError:
        raise SiteError(f"{command[0]} is not installed: the build needs npm and node.") from None
    if done.returncode:
        raise SiteError(f"{command[0]} failed:\n{done.stderr[-2000:]}")
    return done.stdout


def core(cache: Path) -> Path:
    """The Pyodide core's files, from the npm package (``npm pack``), cached."""
    folder = cache / f"pyodide-{PYODIDE}"
    if not all((folder / name).is_file() for name in CORE):
        with tempfile.TemporaryDirectory(dir=cache) as tmp:
            _run("npm", "pack", f"pyodide@{PYODIDE}", "--pack-destination", tmp, "--silent")
            with tarfile.open(Path(tmp) / f"pyodide-{PYODIDE}.tgz") as tgz:
                for name in CORE:
                    tgz.extract(f"package/{name}", tmp, filter="data")
            shutil.rmtree(folder, ignore_errors=True)
            shutil.move(Path(tmp) / "package", folder)
    return folder


def python_of(core_dir: Path) -> str:
    """The core's Python version, as its lock file says ("3.14.2")."""
    return json.loads((core_dir / "pyodide-lock.json").read_text())["info"]["python"]


def wheels(cache: Path, python: str) -> list[Path]:
    """The pinned wheels and what they need, for the page's Python (``pip download``), cached."""
    short = ".".join(python.split(".")[:2])
    key = hashlib.sha256(f"{PLATFORM} {short} {PINS}".encode()).hexdigest()[:12]
    folder = cache / f"wheels-{key}"
    if not folder.is_dir():
        with tempfile.TemporaryDirectory(dir=cache) as tmp:
            pip = (sys.executable, "-m", "pip", "download", "--quiet", "--dest", tmp)
            platform = ("--platform", PLATFORM, "--only-binary=:all:", "--python-version", short)
            _run(*pip, *platform, *PINS)
            shutil.move(tmp, folder)
    found = sorted(folder.glob("*.whl"))
    have = {_name_version(wheel) for wheel in found}
    for pin in PINS:
        name, version = pin.split("==")
        if (name.replace("-", "_"), version) not in have:  # pip's placeholder has another version
            raise SiteError(f"No {PLATFORM} wheel of {pin} for Python {short}: found {have}.")
    return found


def _name_version(wheel: Path) -> tuple[str, str]:
    name, version = wheel.name.split("-")[:2]
    return name.lower(), version


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


def compiled(core_dir: Path, sources: list[Path], into: Path) -> None:
    """The archives (wheels, the standard library) with ``.py`` compiled to ``.pyc``.

    The core's own Python compiles them (Pyodide under Node), so the page
    compiles nothing, not even at its start.
    """
    with tempfile.TemporaryDirectory() as tmp:
        for archive in sources:
            shutil.copy(archive, tmp)
        into.mkdir(parents=True, exist_ok=True)
        _run("node", HERE / "compile.mjs", core_dir, tmp, into)


def _page(title: str, body: str, head: str = "", scripts: str = "", up: str = "") -> str:
    return (
        '<!doctype html>\n<html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f'<title>{escape(title)}</title><link rel="icon" href="data:;base64,=">'
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
            f'<details class="mc-play" id="{game_id}"><summary class="mc-button">'
            f"{PAGE_TEXT['play']}</summary>{form}</details>"
        )
        cards.append(game_card(game_id, rules, play))
    body = sprite() + header() + game_list(cards)
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
        compiled(core_dir, [*wheels(cache, python), ours, stdlib], out / "wheels")
    shutil.move(out / "wheels" / stdlib.name, out / "pyodide" / stdlib.name)
    for name in ("site.js", "worker.js"):
        shutil.copy(STATIC / name, out / name)
    _write(out / "table.js", Table._esm)
    _write(out / "table.css", Table._css)
    styles = (STYLE, STATIC / "site.css")
    _write(out / "site.css", "".join(path.read_text(encoding="utf-8") for path in styles))
    _write(out / "index.html", home())
    for game_id in home_order():
        if has_table(game_id):
            _write(out / f"{game_id}.html", table_page(game_id))
            _write(out / "rules" / f"{game_id}.html", rules_page(game_id))
    lock = {
        "pyodide": PYODIDE,
        "python": python,
        "wheels": [
            {
                "file": w.name,
                "name": _name_version(w)[0],
                "version": _name_version(w)[1],
                "sha256": hashlib.sha256(w.read_bytes()).hexdigest(),
            }
            for w in sorted((out / "wheels").glob("*.whl"))
        ],
    }
    _write(out / "site-lock.json", json.dumps(lock, indent=2) + "\n")
    files = sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file())
    version = hashlib.sha256(b"".join((out / f).read_bytes() for f in files)).hexdigest()[:16]
    worker = (STATIC / "sw.js").read_text(encoding="utf-8")
    head = f"const VERSION = 'mathcats-{version}';\nconst FILES = {json.dumps(['./', *files])};\n"
    _write(out / "sw.js", head + worker)
    return lock
