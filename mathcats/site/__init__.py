"""`mathcats site OUT/`: the games as a static folder, the engine running in the page.

``build.py`` writes the folder (the Pyodide core from npm, the wheels from
PyPI, the table's front-end module, the home, table and rules pages, a
service worker). ``page.py`` is the Python the page runs: one table session
made from the page's address. ``local.py`` serves a built folder on
127.0.0.1 (tests, benchmarks). This module imports nothing, so the page
loads only what its table needs.
"""
