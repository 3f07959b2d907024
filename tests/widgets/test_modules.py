"""The table's JavaScript parts are real ES modules, joined into the one text anywidget loads."""

from __future__ import annotations

import re
from pathlib import Path

import mathcats
from mathcats.widgets.table import PARTS, Table, module, part

IMPORTS = re.compile(r'^import \{([^}]*)\} from "\./([\w-]+\.js)";$', re.M)
# The class pages import parts too, as the server serves them (/class/parts/NAME).
PAGES = Path(mathcats.__file__).parent / "classroom" / "static"
PAGE_IMPORTS = re.compile(r'^import \{([^}]*)\} from "\.\./parts/([\w-]+\.js)";$', re.M)
EXPORTS = re.compile(r"^export (?:const|let|function) (\w+)", re.M)


def exported(name: str) -> set[str]:
    return set(EXPORTS.findall(part(name)))


def test_every_imported_name_is_exported_by_an_earlier_part():
    for at, name in enumerate(PARTS):
        for names, source in IMPORTS.findall(part(name)):
            assert source in PARTS[:at], f"{name} imports {source}, which is not before it"
            wanted = {n.strip() for n in names.split(",")}
            assert wanted <= exported(source), (
                f"{name}: {wanted - exported(source)} not in {source}"
            )


def test_every_import_line_is_one_the_joining_drops():
    for name in PARTS:
        lines = [line for line in part(name).splitlines() if line.startswith("import")]
        assert len(lines) == len(IMPORTS.findall(part(name))), name


def test_every_export_is_used_by_another_part_or_a_class_page():
    texts = [part(name) for name in PARTS]
    found = [*(m for text in texts for m in IMPORTS.findall(text))]
    for page in PAGES.glob("*.js"):
        for names, source in PAGE_IMPORTS.findall(page.read_text(encoding="utf-8")):
            assert source in PARTS, f"{page.name} imports {source}, which is not a part"
            assert {n.strip() for n in names.split(",")} <= exported(source), page.name
            found.append((names, source))
    imported = {n.strip() for names, _ in found for n in names.split(",")}
    for name in PARTS:
        assert exported(name) <= imported, f"{name} exports {exported(name) - imported} unused"


def test_the_joined_module_has_no_imports_and_exports_only_render():
    text = module()
    assert Table._esm == text
    assert not re.search(r"^\s*import\b", text, re.M)
    assert re.findall(r"^export .*$", text, re.M) == ["export default { render };"]
    assert "function render(" in text and text.index("const ART = ") < text.index(
        "function cardArt("
    )
    assert text.rstrip().endswith("export default { render };")
