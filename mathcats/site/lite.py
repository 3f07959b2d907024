"""The lessons with no install: a JupyterLite under the site's ``lessons/``.

``lessons(out, cache)`` runs ``jupyter lite build`` (the versions pinned in
``site-lock.json``, from clean in a new folder every time) with the lesson
notebooks and the teacher's guide as its contents. Its Pyodide kernel uses
the site's own Pyodide core (``pyodide/``), never a CDN: ``pyodide-lock.json``
there is rewritten to name only the wheels the site ships, with their
sha256. The games' wheels (``wheels/``) are named, not copied; the lessons'
wheels, the kernel's own and a lean mathcats wheel (the packages a lesson
imports, no voila or matplotlib) go beside the core. The kernel loads
mathcats at its start, so no notebook needs an install cell.
"""

from __future__ import annotations

import json
import os
import shutil
import sys
import tempfile
import zipfile
from html import escape
from pathlib import Path
from urllib.parse import quote

from .pins import SiteError, build_tools, compiled, lock, run, sha256, wheels

ROOT = Path(__file__).parents[2]
NOTEBOOKS = ROOT / "lessons"
PACKAGE = ROOT / "mathcats"
# What a lesson's mathcats leaves out: the server, class play, printing, this site, the CLI.
NOT_FOR_LESSONS = ("app", "classroom", "printout", "site", "cli.py", "simulate.py")
KERNEL = "@jupyterlite/pyodide-kernel-extension:kernel"
# The widgets' front ends (ipywidgets', anywidget's) and the kernel's; no other in the build.
EXTENSIONS = ("@jupyter-widgets/jupyterlab-manager", "anywidget", KERNEL.split(":")[0])
# A page's icon that is nothing, so the browser does not ask the site for one.
NO_ICON = '<link rel="icon" href="data:;base64,=">'
PYODIDE_URL = "../../pyodide/pyodide.mjs"  # from lessons/<app>/index.html
APP = "lessons/notebooks/index.html"  # from the home page
SERVICE_WORKER = "@jupyterlite/application-extension:service-worker-manager"
# The notebook app's plugins no lesson uses (table of contents, search, language servers,
# consoles, the file editor, help pages, dark themes) and those needing them: fewer to start.
UNUSED = (
    "@jupyterlab/toc-extension",
    "@jupyterlab/lsp-extension",
    "@jupyterlab/tooltip-extension",
    "@jupyterlab/documentsearch-extension",
    "@jupyterlab/celltags-extension",
    "@jupyterlab/metadataform-extension",
    "@jupyterlab/mermaid-extension",
    "@jupyterlab/vega5-extension",
    "@jupyterlab/audio-extension",
    "@jupyterlab/video-extension",
    "@jupyterlab/console-extension",
    "@jupyter-notebook/console-extension",
    "@jupyterlab/fileeditor-extension",
    "@jupyterlab/logconsole-extension",
    "@jupyterlab/theme-dark-extension",
    "@jupyterlab/theme-dark-high-contrast-extension",
    "@jupyterlab/help-extension",
    "@jupyter-notebook/help-extension",
    "@jupyterlab/notebook-extension:language-server",
    "@jupyterlab/notebook-extension:search",
    "@jupyterlab/notebook-extension:toc",
    "@jupyterlab/notebook-extension:update-raw-mimetype",
    "@jupyterlite/application-extension:lsp-connection-manager",
)
# The notebook app's plugins that lead a teacher nowhere here: the busy tab icon (its
# favicons are not shipped), View > Open JupyterLab and File Browser, File > Open… and the
# logo (JupyterLab and the file browser are not built), File > Open from URL… (another
# host), Settings > Language (English only, no language packs) and Help > Licenses (its
# report opens in a second main area, which the notebook page does not have: nothing showed).
DEAD_ENDS = (
    "@jupyter-notebook/notebook-extension:tab-icon",
    "@jupyter-notebook/application-extension:pages",
    "@jupyter-notebook/notebook-extension:open-tree-tab",
    "@jupyterlite/notebook-application-extension:logo",
    "@jupyterlab/filebrowser-extension:open-url",
    "@jupyterlab/translation-extension:plugin",
    "@jupyterlab/apputils-extension:licenses-plugin",
)
# Menu entries whose command stays but does nothing here (no consoles, no server to log
# out of or shut down, a tab the browser will not let a page close: Kernel > Shut Down
# Kernel stays), by menu; the Language submenu, emptied above.
HIDDEN = {
    "jp-mainmenu-file": (
        "filemenu:create-console",
        "filemenu:close-and-cleanup",
        "filemenu:logout",
        "filemenu:shutdown",
    ),
    "jp-mainmenu-run": ("notebook:run-in-console",),
}
LANGUAGE = ("jp-mainmenu-settings", "jp-mainmenu-settings-language")
MAIN_MENU = "@jupyterlab/mainmenu-extension:plugin"
# Kept by the site's service worker as soon as it installs (the rest when first used).
PRECACHED = ("lessons/api/", "lessons/files/")
# The home page's words for the teacher.
TEXT = {
    "lessons": "Lessons for teachers",
    "about": "Each lesson opens in a notebook in this browser. Nothing to install.",
}


def lesson_wheel(into: Path, version: str) -> Path:
    """mathcats for the lessons: every module and style a lesson can import, no requirements."""
    info = f"mathcats-{version}.dist-info"
    wheel = into / f"mathcats-{version}-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED) as archive:
        for file in sorted(PACKAGE.rglob("*")):
            inside = file.relative_to(PACKAGE)
            if file.is_dir() or inside.parts[0] in NOT_FOR_LESSONS or "__pycache__" in file.parts:
                continue
            archive.write(file, f"mathcats/{inside.as_posix()}")
        for name, text in (
            ("METADATA", f"Metadata-Version: 2.1\nName: mathcats\nVersion: {version}\n"),
            ("WHEEL", "Wheel-Version: 1.0\nRoot-Is-Purelib: true\nTag: py3-none-any\n"),
            ("RECORD", ""),
        ):
            archive.writestr(f"{info}/{name}", text)
    return wheel


def pyodide_lock(core_lock: dict, shipped: dict[str, Path], out: Path) -> dict:
    """The core's lock naming only what the site ships (``shipped``: {name: file in out})."""
    pins = {w["name"]: w for w in lock()["wheels"]}
    pins["mathcats"] = {
        "version": _version(),
        "depends": ["pydantic", "ipywidgets", "anywidget", "tinycss2"],
        "imports": ["mathcats"],
    }
    packages = {}
    for name, file in shipped.items():
        packages[name] = {
            "name": name,
            "version": pins[name]["version"],
            "file_name": Path(os.path.relpath(file, out / "pyodide")).as_posix(),
            "install_dir": "site",
            "sha256": sha256(file),
            "package_type": "package",
            "imports": pins[name]["imports"],
            "depends": pins[name]["depends"],
            "unvendored_tests": False,
        }
    return {"info": core_lock["info"], "packages": packages}


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("mathcats")
    except PackageNotFoundError:
        return "0"


def settings() -> dict:
    """``jupyter-lite.json``: the site's own Pyodide, no PyPI, mathcats loaded at the start."""
    return {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "mathcats lessons",
            # The site's service worker keeps the lessons for offline visits; JupyterLite's
            # own would answer them from the network only.
            "disabledExtensions": [SERVICE_WORKER, *UNUSED, *DEAD_ENDS],
            "settingsOverrides": {MAIN_MENU: {"menus": hidden_menu_entries()}},
            "litePluginSettings": {
                KERNEL: {
                    "pyodideUrl": PYODIDE_URL,
                    "disablePyPIFallback": True,
                    "loadPyodideOptions": {"packages": ["mathcats"]},
                }
            },
        },
    }


def hidden_menu_entries() -> list[dict]:
    """The main menu's settings that take out ``HIDDEN``'s entries and the Language submenu."""
    menus = [
        {"id": menu, "items": [{"command": command, "disabled": True} for command in commands]}
        for menu, commands in HIDDEN.items()
    ]
    menu, submenu = LANGUAGE
    entry = {"type": "submenu", "submenu": {"id": submenu}, "disabled": True}
    return [*menus, {"id": menu, "items": [entry]}]


def notebooks() -> list[Path]:
    """The lesson notebooks and the teacher's guide (the source tree's ``lessons/``)."""
    found = sorted(NOTEBOOKS.glob("*.ipynb"))
    if not found:
        raise SiteError(f"No lesson notebooks in {NOTEBOOKS}: build the site from a checkout.")
    return found


def title(book: Path) -> str:
    """A notebook's title: its first heading."""
    cells = json.loads(book.read_text(encoding="utf-8"))["cells"]
    first = "".join(next(c for c in cells if c["cell_type"] == "markdown")["source"])
    return first.splitlines()[0].lstrip("# ").strip()


def lesson_links() -> str:
    """The home page's list of lessons, each opening in the lessons' notebook app."""
    links = "".join(
        f'<li><a href="{APP}?path={escape(quote(book.name))}">{escape(title(book))}</a></li>'
        for book in notebooks()
    )
    return (
        f'<section class="mc-lessons" aria-labelledby="mc-lessons"><h2 id="mc-lessons">'
        f"{escape(TEXT['lessons'])}</h2><p>{escape(TEXT['about'])}</p><ul>{links}</ul></section>"
    )


def extensions() -> list[Path]:
    """The notebook app's front-end extensions, from the build environment: only ours."""
    folder = Path(sys.prefix) / "share" / "jupyter" / "labextensions"
    found = [folder / name for name in EXTENSIONS]
    if missing := [path.name for path in found if not (path / "package.json").is_file()]:
        raise SiteError(f"No front-end extension {missing} in {folder}: pip install ipywidgets.")
    return found


def lessons(out: Path, cache: Path, core_dir: Path) -> list[str]:
    """Write ``out/lessons/`` (JupyterLite) and the lessons' wheels into ``out/pyodide/``.

    ``out`` already holds the games (``wheels/``, ``pyodide/``); their wheels are shared.
    The notebooks' names, as the lessons' app opens them.
    """
    build_tools()
    core_lock = json.loads((core_dir / "pyodide-lock.json").read_text())
    with tempfile.TemporaryDirectory() as tmp:
        ours = lesson_wheel(Path(tmp), _version())
        sources = [*wheels(cache, "lessons"), *wheels(cache, "kernel"), ours]
        shipped = compiled(core_dir, sources, out / "pyodide")
    names = {w["file"]: w["name"] for w in lock()["wheels"]}
    everything = {names.get(f.name, "mathcats"): f for f in shipped}
    for wheel in (out / "wheels").glob("*.whl"):
        if wheel.name in names:
            everything[names[wheel.name]] = wheel
    site_lock = pyodide_lock(core_lock, everything, out)
    (out / "pyodide" / "pyodide-lock.json").write_text(json.dumps(site_lock, indent=1))
    books = notebooks()
    with tempfile.TemporaryDirectory() as tmp:
        lite_dir = Path(tmp)
        (lite_dir / "jupyter-lite.json").write_text(json.dumps(settings()))
        contents = lite_dir / "files"
        contents.mkdir()
        for book in books:
            shutil.copy(book, contents / book.name)
        command = [sys.executable, "-m", "jupyter", "lite", "build", "--no-sourcemaps"]
        options = ["--lite-dir", lite_dir, "--output-dir", out / "lessons", "--contents", contents]
        only = ["--apps", "notebooks", "--ignore-sys-prefix"]
        for extension in extensions():
            only.append(f"--LiteBuildConfig.federated_extensions={extension}")
        run(*command, *options, *only, cwd=lite_dir)
    _check_settings(out / "lessons" / "jupyter-lite.json")
    _head(out / "lessons" / "notebooks" / "index.html")
    _to_the_list(out / "lessons" / "index.html")
    return [book.name for book in books]


def _check_settings(written: Path) -> None:
    """Stop if the build dropped the site's Pyodide: the kernel would try a CDN."""
    data = json.loads(written.read_text())["jupyter-config-data"]
    kernel = data.get("litePluginSettings", {}).get(KERNEL, {})
    if kernel.get("pyodideUrl") != PYODIDE_URL or not kernel.get("disablePyPIFallback"):
        raise SiteError(f"{written} lost the site's Pyodide settings: {kernel}.")


def _head(page: Path) -> None:
    """The site's service worker, from the lessons' page too (a teacher may come straight),
    and the site pages' empty icon (else the browser asks for a ``/favicon.ico``: a 404)."""
    html = page.read_text(encoding="utf-8")
    script = '<script>navigator.serviceWorker?.register("../../sw.js")</script>'
    page.write_text(html.replace("</head>", f"{NO_ICON}{script}</head>", 1), encoding="utf-8")


def _to_the_list(page: Path) -> None:
    """``lessons/`` itself sends a teacher to the home page's list (JupyterLab's is not built).

    The app's pages read this page's (empty) ``jupyter-config-data``: it stays.
    """
    home = "../#mc-lessons"
    page.write_text(
        f'<!DOCTYPE html><html lang="en"><meta charset="utf-8"><title>{TEXT["lessons"]}</title>'
        f'<meta http-equiv="refresh" content="0; url={home}">'
        '<script id="jupyter-config-data" type="application/json" data-jupyter-lite-root=".">'
        f'{{}}</script><a href="{home}">{TEXT["lessons"]}</a></html>',
        encoding="utf-8",
    )


def precached(file: str) -> bool:
    """Whether the service worker keeps ``file`` at once: not the lessons' app (when used)."""
    return not file.startswith("lessons/") or file.startswith(PRECACHED)
