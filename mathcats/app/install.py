"""Set the app up inside a Jupyter server (Binder, a school JupyterHub).

There Voila runs as a server extension at ``/voila/render/...`` and reads the
Jupyter server's config, not ``config/voila.json``. This copies the app's
template into ``PREFIX/share/jupyter`` and merges the settings that apply to a
server extension (template, no tracebacks, widget extensions only, idle
kernels culled) into ``PREFIX/etc/jupyter/jupyter_server_config.json``, which
keeps any other settings it holds. (A Jupyter server reads only the list of
extensions from ``jupyter_server_config.d/``, not settings like these.)
Preheated kernels exist only in the standalone server (``mathcats serve``).
``mathcats install [PREFIX]`` runs it, and prints the home page's decks there.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from ..pages import THEME
from . import CONFIG_DIR, DATA_DIR

TEMPLATE = Path("voila", "templates", "mathcats")
STANDALONE_ONLY = {"preheat_kernel", "default_pool_size", "multi_kernel_manager_class"}


def server_config() -> dict:
    """The parts of the app's Voila config that a Jupyter server understands."""
    config = json.loads((CONFIG_DIR / "voila.json").read_text())
    voila = {k: v for k, v in config["VoilaConfiguration"].items() if k not in STANDALONE_ONLY}
    return {
        "VoilaConfiguration": voila,
        "MappingKernelManager": config["MappingKernelManager"],
        "VoilaExecutor": config["VoilaExecutor"],
    }


def install(prefix: Path) -> list[Path]:
    """Copy the template and merge the server config under ``prefix``; returns what was written."""
    template = prefix / "share" / "jupyter" / TEMPLATE
    shutil.copytree(DATA_DIR / TEMPLATE, template, dirs_exist_ok=True)
    shutil.copy(THEME, template / "static" / THEME.name)  # the table's theme
    config = prefix / "etc" / "jupyter" / "jupyter_server_config.json"
    config.parent.mkdir(parents=True, exist_ok=True)
    settings = json.loads(config.read_text()) if config.is_file() else {}
    for section, values in server_config().items():
        settings[section] = {**settings.get(section, {}), **values}
    config.write_text(json.dumps(settings, indent=2) + "\n")
    return [template, config]
