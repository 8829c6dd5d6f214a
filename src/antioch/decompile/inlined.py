"""Comprehensions inlined into the code around them (3.12+, PEP 709).

From 3.12 a list, set or dict comprehension is no function of its own: the code that uses it
saves the comprehension's variables (LOAD_FAST_AND_CLEAR, one per name it binds), builds the
empty result under the iterator of its first ``for``, runs the loop, then puts the saved values
back (SWAP, STORE_FAST); a handler of the exception table restores them too when the loop
raises (``Python/compile.c``, ``push_inlined_comprehension_state`` and
``pop_inlined_comprehension_state``).  The loop is structured like any ``for`` statement; when
it closes, its statements are read back as the clauses of the expression
(:func:`~antioch.decompile.comprehension.close_inlined`), which takes the place of the
result on the stack.  The saved values are markers the restoring stores consume.
"""
from typing import Any, List, Optional

from antioch.analysis.cfg import Block
from antioch.decompile.expr import Expr, Marker, Unsupported

Stack = List[Expr]

def saved(name: Any) -> Marker:
    """What LOAD_FAST_AND_CLEAR pushes: the value a comprehension's variable had before it."""
    return Marker("saved", name)


def starts_inlined(stack: Stack) -> bool:
    """An empty list, set or dict built now is an inlined comprehension's result: the iterator of
    its first ``for`` is on top (3.15: the iterable, made an iterator after the result), the saved
    variables below it."""
    return len(stack) >= 2 and _is(stack[-2], "saved") \
        and (_is(stack[-1], "iter") or not isinstance(stack[-1], Marker))


def result_place(stack: Stack) -> int:
    """Where an inlined comprehension's result is while its first loop runs: under the iterator
    (3.15: and under the index GET_ITER pushes with it)."""
    return -3 if len(stack) >= 2 and _is(stack[-2], "iter_index") else -2


def accumulator(kind: str) -> Marker:
    """The result of an inlined comprehension while its loop runs (LIST_APPEND, SET_ADD and
    MAP_ADD add to it)."""
    return Marker("accumulator", ("inlined", kind))


def is_inlined_accumulator(value: Expr) -> bool:
    return isinstance(value, Marker) and value.kind == "accumulator" and isinstance(value.data, tuple) \
        and value.data[0] == "inlined"


def restore(target: str, value: Marker) -> None:
    """A store of a saved value: the comprehension puts its variable back, no statement."""
    if value.data != target:
        raise Unsupported("a comprehension's saved variable stored under another name")


def cleanup_handler(handler: Optional[Block]) -> bool:
    """The handler that puts the saved variables back when the comprehension raises: it drops the
    result, restores with SWAP and STORE_FAST, and re-raises."""
    if handler is None:
        return False
    names = [i.name for i in handler.instrs]
    return names[:2] == ["SWAP", "POP_TOP"] and names[-1] == "RERAISE" and "STORE_FAST" in names


def _is(value: Expr, kind: str) -> bool:
    return isinstance(value, Marker) and value.kind == kind
