import os
import sys

sys.path.insert(0, os.path.dirname(__file__))


def pytest_collection_modifyitems(config, items):
    """Under Pyodide (CPython 3.14/3.15 in WebAssembly, tools/pyodide.mjs) there are no processes."""
    if sys.platform != "emscripten":
        return
    import pytest

    skip = pytest.mark.skip(reason="needs a child process: CPython in WebAssembly (Pyodide) has none")
    # The VM and the explorer's tracer know 3.8-3.13 so far (open work: issues 10 and 12).
    not_yet = pytest.mark.skip(reason="the VM and the explorer do not support CPython %d.%d yet"
                               % sys.version_info[:2])
    for item in items:
        path = str(item.fspath).replace(os.sep, "/")
        if "subprocess" in item.keywords:
            item.add_marker(skip)
        elif "/tests/vm/" in path or "/test_explore_" in path:
            item.add_marker(not_yet)
