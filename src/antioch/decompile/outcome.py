"""What became of one code object in a decompilation."""
from typing import NamedTuple


class Outcome(NamedTuple):
    """One code object: its qualified name, whether its body was rebuilt, and why not."""

    qualname: str
    decompiled: bool
    reason: str
