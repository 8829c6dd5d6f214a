import os
import sys

sys.path.insert(0, os.path.dirname(__file__))


def _vm_versions():
    """The versions antioch's VM has handler tables for: where tests/vm/ runs inside Pyodide."""
    try:
        from antioch.vm.versions import TABLES
    except ImportError:
        return ()
    return tuple(TABLES)


def pytest_collection_modifyitems(config, items):
    """Under Pyodide (CPython 3.14/3.15 in WebAssembly, tools/pyodide.mjs) there are no processes."""
    if sys.platform != "emscripten":
        return
    import pytest

    skip = pytest.mark.skip(reason="needs a child process: CPython in WebAssembly (Pyodide) has none")
    # The explorer's tracer knows 3.8-3.13 so far; the VM runs the versions it has handler tables for.
    not_yet = pytest.mark.skip(reason="the explorer (or the VM) does not support CPython %d.%d yet"
                               % sys.version_info[:2])
    vm_not_yet = sys.version_info[:2] not in _vm_versions()
    for item in items:
        path = str(item.fspath).replace(os.sep, "/")
        if "subprocess" in item.keywords:
            item.add_marker(skip)
        elif "/test_explore_" in path or ("/tests/vm/" in path and vm_not_yet):
            item.add_marker(not_yet)
