"""Handlers of the 3.8-3.10 family: the block stack (SETUP_FINALLY, POP_BLOCK, ...)."""
from typing import Any, Dict

DECODERS: Dict[str, Any] = {}
V38: Dict[str, Any] = {}
V39: Dict[str, Any] = {}
V310: Dict[str, Any] = {}


def unwind(f, exc, i):
    return -1


def throw_into_yield_from(f, s, i, exc):
    raise exc
