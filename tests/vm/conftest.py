import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(__file__))


@pytest.fixture
def compile_at_once(monkeypatch):
    """Every run is compiled the first time it is reached (not after fuse.HOT executions)."""
    from antioch.vm import fuse

    monkeypatch.setattr(fuse, "HOT", 1)
