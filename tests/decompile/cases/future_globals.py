"""A module whose function declares a global of it, after a future statement."""
from __future__ import annotations

import os
DATA = None


def setup():
    global DATA
    DATA = os.sep
