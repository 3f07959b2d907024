"""The site's downloads, pinned: every file the folder ships from npm or PyPI, checked.

``site-lock.json`` beside this module is the project's lock: the Pyodide
core (npm) with the sha256 of each of its files, the lessons' build tools
(jupyterlite-core and its Pyodide kernel, checked as installed), and every
wheel the page's Python loads (PyPI), each with its file, sha256, what it
``depends`` on and the names it ``imports``. A wheel is ``for`` the games
(the table pages load it), the lessons, or the lessons' kernel. The build
fetches only these files, keeps them in a cache, and stops with a clear
message when one is missing or its sha256 differs.

``python -m mathcats.site.pins --relock`` downloads the versions the lock
names and writes their files, hashes and dependencies back (docs/deploy.md,
"Raising the versions").
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from importlib.metadata import PackageNotFoundError
from importlib.metadata import version as installed_version
from pathlib import Path

HERE = Path(__file__).parent
LOCK = HERE / "site-lock.json"
CACHE = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "mathcats-site"


class SiteError(Exception):
    """The site cannot be built (a download failed, a pinned file is missing or differs)."""


def run(*command: str | Path, **kwargs) -> str:
    """A command's output; a SiteError with its last words when it fails."""
    try:
        done = subprocess.run([str(c) for c in command], capture_output=True, text=True, **kwargs)
    except FileNotFoundError:
        raise SiteError(f"{command[0]} is not installed: the build needs npm and node.") from None
    if done.returncode:
        raise SiteError(f"{command[0]} failed:\n{done.stderr[-2000:]}")
    return done.stdout


def lock() -> dict:
    """The project's lock (``site-lock.json``)."""
    return json.loads(LOCK.read_text(encoding="utf-8"))


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _checked(path: Path, expected: str, what: str) -> Path:
    if not path.is_file():
        raise SiteError(f"{what}: {path.name} is missing (pinned in {LOCK.name}).")
    found = sha256(path)
    if found != expected:
        raise SiteError(
            f"{what}: {path.name} has sha256 {found}, but {LOCK.name} pins {expected}. "
            f"Delete {path.parent} to download it again; if it still differs, do not ship it."
        )
    return path


def core(cache: Path, pins: dict | None = None) -> Path:
    """The Pyodide core's files, from the npm package (``npm pack``), cached and checked."""
    pyodide = (pins or lock())["pyodide"]
    npm = f"pyodide@{pyodide['version']}"
    folder = cache / f"pyodide-{pyodide['version']}"
    if not all((folder / name).is_file() for name in pyodide["files"]):
        with tempfile.TemporaryDirectory(dir=cache) as tmp:
            run("npm", "pack", npm, "--pack-destination", tmp, "--silent")
            with tarfile.open(Path(tmp) / f"pyodide-{pyodide['version']}.tgz") as tgz:
                for name in pyodide["files"]:
                    tgz.extract(f"package/{name}", tmp, filter="data")
            shutil.rmtree(folder, ignore_errors=True)
            shutil.move(Path(tmp) / "package", folder)
    if pins is None:
        for name, expected in pyodide["files"].items():
            _checked(folder / name, expected, f"Pyodide {pyodide['version']}")
    return folder


def python_of(core_dir: Path) -> str:
    """The core's Python version, as its lock file says ("3.14.2")."""
    return json.loads((core_dir / "pyodide-lock.json").read_text())["info"]["python"]


def wheels(cache: Path, group: str, pins: dict | None = None) -> list[Path]:
    """The pinned wheels ``for`` one group (games, lessons, kernel), cached and checked.

    ``pins``: download what it names without checking (``relock``).
    """
    pins = pins or lock()
    folder = cache / f"wheels-{pins['python']}-{pins['platform']}"
    folder.mkdir(parents=True, exist_ok=True)
    chosen = [wheel for wheel in pins["wheels"] if wheel["for"] == group]
    missing = [w for w in chosen if not (folder / w.get("file", "?")).is_file()]
    if missing:
        with tempfile.TemporaryDirectory(dir=cache) as tmp:
            pip = (sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--dest", tmp)
            platform = ("--platform", pins["platform"], "--only-binary=:all:")
            names = [f"{w['name']}=={w['version']}" for w in missing]
            run(*pip, *platform, "--python-version", pins["python"], *names)
            for wheel in Path(tmp).glob("*.whl"):
                shutil.move(wheel, folder / wheel.name)
    if "sha256" not in chosen[0]:  # relocking: whatever pip found
        return [next(folder.glob(f"{_stem(w['name'])}-{w['version']}-*.whl")) for w in chosen]
    return [
        _checked(folder / w["file"], w["sha256"], f"{w['name']} {w['version']}") for w in chosen
    ]


def _stem(name: str) -> str:
    return name.replace("-", "_").lower()


def build_tools() -> dict[str, str]:
    """The lessons' build tools as pinned; a SiteError if another version is installed."""
    pinned = lock()["build"]
    for name, version in pinned.items():
        try:
            found = installed_version(name)
        except PackageNotFoundError:
            found = None
        if found != version:
            raise SiteError(
                f"The lessons need {name} {version} (found {found or 'none'}): "
                "pip install 'mathcats[site]'."
            )
    return pinned


def compiled(core_dir: Path, sources: list[Path], into: Path) -> list[Path]:
    """The archives (wheels, the standard library) with ``.py`` compiled to ``.pyc``.

    The core's own Python compiles them (Pyodide under Node), so the page
    compiles nothing, not even at its start.
    """
    with tempfile.TemporaryDirectory() as tmp:
        for archive in sources:
            shutil.copy(archive, tmp)
        into.mkdir(parents=True, exist_ok=True)
        run("node", HERE / "compile.mjs", core_dir, tmp, into)
    return [into / archive.name for archive in sources]


def name_version(wheel: Path) -> tuple[str, str]:
    name, version = wheel.name.split("-")[:2]
    return name.lower(), version


def _about(wheel: Path, names: set[str], python: str) -> tuple[list[str], list[str]]:
    """What a wheel depends on (among ``names``) and the names it can be imported by."""
    from packaging.requirements import Requirement  # only to relock

    env = {"python_version": python, "sys_platform": "emscripten", "extra": ""}
    with zipfile.ZipFile(wheel) as archive:
        files = archive.namelist()
        meta = archive.read(next(n for n in files if n.endswith(".dist-info/METADATA")))
    depends = set()
    for line in meta.decode().splitlines():
        if line.startswith("Requires-Dist: "):
            need = Requirement(line.removeprefix("Requires-Dist: "))
            name = need.name.lower().replace("_", "-")
            if name in names and (need.marker is None or need.marker.evaluate(env)):
                depends.add(name)
    tops = {n.split("/")[0].removesuffix(".py") for n in files if n.endswith(".py")}
    return sorted(depends), sorted(t for t in tops if "." not in t and t != "__init__")


def relock(cache: Path = CACHE) -> None:
    """Download the versions the lock names; write their files, hashes and dependencies."""
    pins = lock()
    for wheel in pins["wheels"]:
        for key in ("file", "sha256"):
            wheel.pop(key, None)
    folder = core(cache, pins)
    pins["pyodide"]["files"] = {name: sha256(folder / name) for name in pins["pyodide"]["files"]}
    names = {w["name"] for w in pins["wheels"]}
    for group in ("games", "lessons", "kernel"):
        chosen = [w for w in pins["wheels"] if w["for"] == group]
        for wheel, file in zip(chosen, wheels(cache, group, pins), strict=True):
            wheel["depends"], wheel["imports"] = _about(file, names, pins["python"])
            wheel.update(file=file.name, sha256=sha256(file))
    LOCK.write_text(json.dumps(pins, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    if sys.argv[1:] != ["--relock"]:
        sys.exit("usage: python -m mathcats.site.pins --relock")
    relock()
    print(f"Wrote {LOCK}")
