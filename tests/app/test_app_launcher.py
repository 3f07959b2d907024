"""`mathcats serve`: Voila on 127.0.0.1 with the project's config, template and pages."""

from __future__ import annotations

import importlib
import json
import re
import shutil
from pathlib import Path

import nbformat

import mathcats
from mathcats import app

TEMPLATE = app.DATA_DIR / "voila" / "templates" / "mathcats"


def test_voila_listens_on_localhost_only_with_the_apps_config_and_template():
    argv, env = app.voila_command(app.Settings(port=9123, class_size=12))
    assert "--ClassroomKernels.class_size=12" in argv
    assert "--Voila.ip=127.0.0.1" in argv and "--port=9123" in argv
    assert "--Voila.open_browser=False" in argv
    assert str(app.notebooks_dir()) in argv
    assert env["JUPYTER_CONFIG_PATH"].split(":")[0] == str(app.CONFIG_DIR)
    assert env["JUPYTER_PATH"].split(":")[0] == str(app.DATA_DIR)
    assert app.home_url(9123) == "http://127.0.0.1:9123/voila/render/home.ipynb"


def test_the_config_preheats_kernels_hides_tracebacks_and_culls_idle_kernels():
    config = json.loads((app.CONFIG_DIR / "voila.json").read_text())
    voila = config["VoilaConfiguration"]
    assert voila["template"] == "mathcats" and voila["preheat_kernel"] is True
    assert voila["show_tracebacks"] is False
    # the table pool is the class size (limits.py; tests/app/test_kernel_limits.py)
    assert voila["multi_kernel_manager_class"] == "mathcats.app.limits.ClassroomKernels"
    culling = config["MappingKernelManager"]
    assert culling["cull_idle_timeout"] > 0 and culling["cull_connected"] is True
    assert config["Voila"]["identity_provider_class"] == "mathcats.app.identity.ClassroomIdentity"
    # a busy machine may send a page's table after its cell's reply: wait for it (default 4 s)
    assert config["VoilaExecutor"]["iopub_timeout"] >= 30


def test_the_template_loads_nothing_from_another_host():
    for path in TEMPLATE.rglob("*"):
        if path.suffix == ".pdf":  # a printable deck (docs/print.md): no links in it
            assert b"/URI" not in path.read_bytes(), path
        elif path.is_file():
            assert not re.search(r"(src|href)=\"(https?:)?//", path.read_text()), path
    index = (TEMPLATE / "index.html.j2").read_text()
    assert "extends 'lab/index.html.j2'" in index and "'://' in line" in index


def test_every_page_is_two_cells_a_preheated_import_then_the_page():
    pages = {p.stem: p for p in app.notebooks_dir().glob("*.ipynb")}
    assert set(pages) == {"home", "setup", "table", "rules"}
    for name, path in pages.items():
        nb = nbformat.read(path, as_version=4)
        assert nb.metadata["title"].startswith("Math Cats")
        assert nb.metadata["kernelspec"]["name"] == "python3"
        first, second = nb.cells
        assert "from mathcats.app import pages" in first.source
        assert second.source == f"pages.{name}_page()"
        assert not first.outputs and not second.outputs


def test_the_app_ships_inside_the_package():
    assert Path(app.__file__).parent == app.HERE
    assert (app.CONFIG_DIR / "voila.json").is_file() and (TEMPLATE / "conf.json").is_file()


def test_mathcats_serve_starts_the_app(monkeypatch):
    from mathcats import cli

    calls, decks = [], []
    monkeypatch.setattr(cli, "write_app_decks", lambda: decks.append(calls[:]) or [])
    monkeypatch.setattr(app, "serve", calls.append)
    assert cli.main(["serve", "--port", "9001"]) == 0
    assert decks == [[]]  # the decks are printed before the server starts
    assert len(calls) == 1  # more options are checked where they are made (test_limits.py)
    assert calls[0].port == 9001 and calls[0].open_browser is False


def test_install_gives_a_jupyter_server_the_template_and_settings(tmp_path):
    from mathcats.app import install

    template, config = install.install(tmp_path)
    assert (template / "index.html.j2").is_file() and (
        template / "static" / "mathcats.css"
    ).is_file()
    theme = Path(install.__file__).parents[1] / "table" / "static" / "theme.css"
    assert (template / "static" / "theme.css").read_text() == theme.read_text()
    settings = json.loads(config.read_text())
    assert settings["VoilaConfiguration"]["template"] == "mathcats"
    assert settings["VoilaConfiguration"]["show_tracebacks"] is False
    assert "preheat_kernel" not in settings["VoilaConfiguration"]  # standalone only
    assert settings["MappingKernelManager"]["cull_idle_timeout"] > 0
    assert config == tmp_path / "etc" / "jupyter" / "jupyter_server_config.json"


def test_install_keeps_the_servers_other_settings_and_can_run_twice(tmp_path):
    from mathcats.app import install

    config = tmp_path / "etc" / "jupyter" / "jupyter_server_config.json"
    config.parent.mkdir(parents=True)
    config.write_text(json.dumps({"ServerApp": {"port": 9999}, "VoilaConfiguration": {"x": 1}}))
    install.install(tmp_path)
    install.install(tmp_path)
    settings = json.loads(config.read_text())
    assert settings["ServerApp"] == {"port": 9999}
    assert settings["VoilaConfiguration"]["x"] == 1
    assert settings["VoilaConfiguration"]["template"] == "mathcats"


def test_binder_installs_this_repository_and_the_app():
    binder = app.HERE.parent.parent / "binder"
    post_build = (binder / "postBuild").read_text()
    assert "pip install" in post_build and "mathcats install" in post_build
    assert "urlpath=voila/render/notebooks/home.ipynb" in (binder / "README.md").read_text()


def test_mathcats_install_writes_the_template_the_settings_and_a_deck_per_game(
    tmp_path, monkeypatch, capsys
):
    from mathcats import cli
    from mathcats.app import install
    from mathcats.app.decks import FOLDER, deck_link

    source = tmp_path / "package"  # the app's template without the decks it may hold already
    shutil.copytree(
        TEMPLATE, source / TEMPLATE.relative_to(app.DATA_DIR), ignore=lambda d, names: [FOLDER]
    )
    monkeypatch.setattr(install, "DATA_DIR", source)
    prefix = tmp_path / "prefix"
    printed = []
    deck_module = importlib.import_module("mathcats.printout.deck")  # printout.deck: a function
    monkeypatch.setattr(deck_module, "print_deck", lambda game, pdf: printed.append(pdf))
    assert cli.main(["install", str(prefix)]) == 0
    share = prefix / "share" / "jupyter"
    home = share / "voila" / "render" / "home.ipynb"  # where the app's pages are served from
    expected = [(home.parent / deck_link(game)).resolve() for game in sorted(mathcats.GAMES)]
    assert sorted(p.resolve() for p in printed) == sorted(expected)
    assert (share / TEMPLATE.relative_to(app.DATA_DIR) / "index.html.j2").is_file()
    assert f"wrote {prefix / 'etc' / 'jupyter' / 'jupyter_server_config.json'}" in (
        capsys.readouterr().out
    )
