"""The app's kernel: ipykernel without its debugger.

ipykernel loads debugpy at start-up for JupyterLab's debugger, which no page
of the app uses; that costs every kernel about 8 MB (docs/benchmarks.md,
"Memory per table kernel"). The app's kernel spec,
``share/jupyter/kernels/python3``, starts its kernels with this module.
"""

import sys

if __name__ == "__main__":
    sys.modules["debugpy"] = None  # ipykernel then starts as without debugpy installed
    from ipykernel import kernelapp

    kernelapp.launch_new_instance()
