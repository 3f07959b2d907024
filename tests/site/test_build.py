"""``mathcats site`` refuses a folder it would have to empty, and touches nothing in it."""

from __future__ import annotations

from mathcats.cli import main


def test_a_folder_with_other_files_is_refused_and_left_alone(tmp_path, capsys):
    kept = tmp_path / "homework.txt"
    kept.write_text("mine")
    assert main(["site", str(tmp_path)]) == 1
    assert "has other files in it" in capsys.readouterr().err
    assert [p.name for p in tmp_path.iterdir()] == ["homework.txt"] and kept.read_text() == "mine"
