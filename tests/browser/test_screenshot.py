"""``make screenshots`` renders the README's picture of the explorer from the state the browser tests check."""
import os
import struct
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

pytestmark = pytest.mark.browser


def test_make_screenshots_renders_the_readme_picture(browser, tmp_path):
    # (the browser fixture: skipped, or failed under ANTIOCH_REQUIRE_BROWSER=1, without Chromium)
    out = tmp_path / "explorer.png"
    done = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "explorer_screenshot.py"), str(out)],
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True, timeout=300)
    assert done.returncode == 0, done.stderr
    data = out.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", data[16:24])  # the IHDR chunk (the PNG specification, 11.2.2)
    assert (width, height) == (1480, 820)
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
        assert "](docs/explorer.png)" in f.read()
