// At build time: compile the Python of the wheels and of the standard library with
// the page's own Python (the Pyodide core, under Node): the page compiles nothing.
// node compile.mjs CORE IN OUT: each zip of IN (a wheel, python_stdlib.zip), its .py
// files as .pyc (where a file without its source is imported from), into OUT.
import { pathToFileURL } from "node:url";
import { join, resolve } from "node:path";

const [core, input, output] = process.argv.slice(2).map((path) => resolve(path));
const { loadPyodide } = await import(pathToFileURL(join(core, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: `${core}/` });
for (const [path, where] of [[input, "/in"], [output, "/out"]]) {
  pyodide.FS.mkdirTree(where);
  pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: path }, where);
}
pyodide.runPython(`
import importlib._bootstrap_external as external
import os
import site
import sys
import zipfile

# Where the page finds each file (the names in tracebacks): the library's zip, or the
# folder the page installs wheels into.
stdlib = next(path for path in sys.path if path.endswith(".zip"))
for name in sorted(os.listdir("/in")):
    into = stdlib if name == "python_stdlib.zip" else site.getsitepackages()[0]
    with zipfile.ZipFile(f"/in/{name}") as wheel, zipfile.ZipFile(
        f"/out/{name}", "w", zipfile.ZIP_DEFLATED
    ) as compiled:
        for info in wheel.infolist():
            data = wheel.read(info)
            if info.filename.endswith(".py"):
                code = compile(data, f"{into}/{info.filename}", "exec", dont_inherit=True)
                pyc = external._code_to_timestamp_pyc(code, 0, len(data))
                compiled.writestr(info.filename + "c", bytes(pyc))
            else:
                compiled.writestr(info, data)
`);
