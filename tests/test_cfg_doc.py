"""docs/cfg_example.svg is what `antioch cfg` draws today (generated under CPython 3.12)."""
import os
import shutil
import sys

import pytest

from antioch.cli import main

DOCS = os.path.join(os.path.dirname(__file__), os.pardir, "docs")

pytestmark = pytest.mark.skipif(sys.version_info[:2] != (3, 12), reason="the picture is of 3.12 bytecode")


def _regenerate(tmp_path, ext):
    out = str(tmp_path / ("cfg." + ext))
    assert main(["cfg", os.path.join(DOCS, "cfg_example.py"), "--code", "process", "-o", out]) == 0
    with open(out) as got, open(os.path.join(DOCS, "cfg_example." + ext)) as want:
        return got.read(), want.read()


def test_dot_is_current(tmp_path):
    got, want = _regenerate(tmp_path, "dot")
    assert got == want


@pytest.mark.skipif(shutil.which("dot") is None, reason="Graphviz is not installed")
def test_svg_is_current(tmp_path):
    got, want = _regenerate(tmp_path, "svg")
    assert got == want
