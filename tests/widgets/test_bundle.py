"""The widget's ``_esm`` is esbuild's bundle of the table's modules, committed and fresh."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

from mathcats.widgets.bundle import BUNDLE, ESBUILD, ESBUILD_VERSION, build
from mathcats.widgets.table import Table

MAKEFILE = Path(__file__).parents[2] / "Makefile"


def test_the_committed_bundle_is_what_esbuild_makes_of_the_modules_now(tmp_path):
    fresh = build(tmp_path / "bundle.js").read_text(encoding="utf-8")
    assert fresh == BUNDLE.read_text(encoding="utf-8"), "bundle.js is stale: run make bundle"


def test_esbuild_is_the_pinned_version_and_the_makefile_installs_it():
    version = subprocess.run([str(ESBUILD), "--version"], capture_output=True, text=True)
    assert version.stdout.strip() == ESBUILD_VERSION
    assert f"esbuild@{ESBUILD_VERSION}" in MAKEFILE.read_text(encoding="utf-8")


def test_the_widget_loads_the_bundle_one_module_with_the_renderer_for_every_host():
    text = Table._esm
    assert text == BUNDLE.read_text(encoding="utf-8")
    assert not re.search(r"^\s*import\b", text, re.M)  # anywidget loads it from a blob
    exported = re.search(r"^export \{([^}]*)\};", text, re.M).group(1)
    names = {name.strip().split(" as ")[-1] for name in exported.split(",")}
    assert names == {"default", "renderTable", "Model", "h", "icon", "addSprite", "artOf"}
    assert "api/kernels/" in text  # the Jupyter host's kernel.js is in the widget's module
