"""The explorer's end-to-end tests in headless Chromium.

They run only when asked for with ``-m browser`` (``make test-browser``, which ``make test`` runs once on
the host's CPython): the per-version runs of the suite deselect them.  Without Debian's ``chromium`` (or
Playwright) they skip, saying which is missing, unless ``ANTIOCH_REQUIRE_BROWSER=1`` (set by ``.ci/run``)
makes that a failure.
"""
import os
import shutil
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))  # explore_helpers


def _asked_for(config) -> bool:
    expr = config.getoption("markexpr") or ""
    return "browser" in expr and "not browser" not in expr


def pytest_collection_modifyitems(config, items):
    if _asked_for(config):
        return
    ours = [item for item in items if str(item.fspath).startswith(HERE + os.sep)]
    if ours:
        config.hook.pytest_deselected(items=ours)
        items[:] = [item for item in items if item not in ours]


#: a name Chromium resolves to 127.0.0.1, as DNS rebinding makes a browser do (test_explorer_attack.py)
REBIND_NAME = "rebind.test"


def chromium_path():
    return os.environ.get("ANTIOCH_CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")


def _missing(reason):
    if os.environ.get("ANTIOCH_REQUIRE_BROWSER") == "1":
        pytest.fail(reason + " (ANTIOCH_REQUIRE_BROWSER=1)")
    pytest.skip(reason)


@pytest.fixture(scope="session")
def browser():
    path = chromium_path()
    if path is None:
        _missing("Debian's chromium is not installed (apt-get install chromium)")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _missing("Playwright for Python is not installed (pip install playwright; no browser download needed)")
    with sync_playwright() as p:
        # --no-sandbox: CI containers run as root, where Chromium's sandbox cannot start
        b = p.chromium.launch(executable_path=path, args=[
            "--no-sandbox", "--disable-gpu", "--host-resolver-rules=MAP %s 127.0.0.1" % REBIND_NAME,
            # Chromium's own guard for local addresses would stop the rebinding test before the server's
            # guards are reached; other browsers lack it, so the server must hold without it
            "--disable-features=LocalNetworkAccessChecks,PrivateNetworkAccessRespectPreflightResults,"
            "BlockInsecurePrivateNetworkRequests"])
        try:
            yield b
        finally:
            b.close()
