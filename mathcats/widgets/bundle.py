"""The widget's ``_esm``: one ES module, bundled by esbuild from the table's modules.

``static/widget.js`` (the Jupyter host: the renderer and kernel.js) is the entry;
esbuild (npm, pinned in the Makefile) follows its imports into ``table/static/``
and writes ``bundle.js``, which is committed so that a pip install needs no Node.
Class play and the site load the same file. Rebuild it after changing any of
those modules with ``make bundle`` (``python -m mathcats.widgets.bundle``); a
test fails while the committed one is stale.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).parent
ENTRY = HERE / "static" / "widget.js"
BUNDLE = HERE / "bundle.js"
ESBUILD_VERSION = "0.28.2"  # the Makefile installs this one
# Where the Makefile installs it: beside the virtual environment's Python.
ESBUILD = Path(sys.prefix) / "node" / "node_modules" / ".bin" / "esbuild"


def build(out: Path = BUNDLE, esbuild: Path = ESBUILD) -> Path:
    """Bundle ``ENTRY`` into ``out`` with ``esbuild`` (the art's SVG as text); return ``out``."""
    subprocess.run(
        [
            str(esbuild),
            str(ENTRY),
            "--bundle",
            "--format=esm",
            "--charset=utf8",
            "--loader:.svg=text",
            "--log-level=warning",
            f"--outfile={out}",
        ],
        check=True,
        cwd=HERE,
    )
    return out


if __name__ == "__main__":
    print(build())
