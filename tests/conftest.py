import os
import sys

sys.path.insert(0, os.path.dirname(__file__))


def pytest_collection_modifyitems(config, items):
    """Under Pyodide (CPython 3.14/3.15 in WebAssembly, tools/pyodide.mjs) there are no processes."""
    if sys.platform != "emscripten":
        return
    import pytest

    skip = pytest.mark.skip(reason="needs a child process: CPython in WebAssembly (Pyodide) has none")
    for item in items:
        if "subprocess" in item.keywords:
            item.add_marker(skip)
