"""A pip-installed mathcats (a wheel, not this clone) carries everything `mathcats serve` needs."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> Path:
    """The wheel built from this clone, unpacked as pip would install it."""
    from hatchling.builders.wheel import WheelBuilder

    out = tmp_path_factory.mktemp("wheel")
    wheel = next(WheelBuilder(str(ROOT)).build(directory=str(out), versions=["standard"]))
    site = out / "site"
    zipfile.ZipFile(wheel).extractall(site)
    return site


def shipped(folder: Path) -> set[str]:
    """Every file under ``folder`` (symlinked folders followed), relative to it."""
    return {str(p.relative_to(folder)) for p in folder.rglob("*") if p.is_file()}


def test_the_wheel_ships_the_app_pages_lessons_template_and_rules(installed):
    app = installed / "mathcats" / "app"
    pages = shipped(ROOT / "notebooks") | {f"lessons/{name}" for name in shipped(ROOT / "lessons")}
    assert pages <= shipped(app / "notebooks")
    assert {"home.ipynb", "table.ipynb", "lessons/teachers-guide.ipynb"} <= pages
    assert shipped(ROOT / "docs" / "rules") == shipped(installed / "mathcats" / "rules")
    assert (app / "config" / "voila.json").is_file()
    assert (app / "share" / "jupyter" / "voila" / "templates" / "mathcats" / "conf.json").is_file()


def test_an_installed_app_serves_its_own_pages_not_a_clones(installed, tmp_path):
    found = subprocess.run(
        [sys.executable, "-c", "from mathcats.app import notebooks_dir; print(notebooks_dir())"],
        cwd=tmp_path,
        env={"PYTHONPATH": str(installed)},
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    assert Path(found) == installed / "mathcats" / "app" / "notebooks"
