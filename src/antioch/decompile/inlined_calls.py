"""Calls of ``all``, ``any`` and ``tuple`` (3.15: ``list`` and ``set`` too) on a generator
expression, which 3.14+ runs in place when the name still means the builtin.

For ``all(x > 0 for x in xs)`` the compiler writes (Python/codegen.c,
maybe_optimize_function_call)::

    LOAD_GLOBAL all; COPY 1; LOAD_COMMON_CONSTANT all; IS_OP 0; POP_JUMP_IF_FALSE slow
    POP_TOP; <the generator made and started>; <a loop over it that works out the result>
    JUMP_FORWARD end
    slow: PUSH_NULL; <the generator made and started again>; CALL 1
    end:

The slow way is the plain call, which is what the source says: before the graph is built, the
test and the fast way are taken out, and the call is read like any other.
"""
from typing import Any, List, Set

from antioch.ir import Instr, Label

#: how the fast way ends: a jump past the slow way, or a copy of what follows the call when that
#: is small and leaves (Python/flowgraph.c, inline_small_exit_blocks)
_LEAVES = ("JUMP_FORWARD", "JUMP", "JUMP_NO_INTERRUPT", "RETURN_VALUE", "RAISE_VARARGS", "RERAISE")


def keep_plain_calls(ir: Any, common_constants: Any) -> None:
    """Take the inlined form of each such call out of ``ir``, keeping its plain call."""
    items: List[Any] = ir.items
    targets: Set[int] = set()
    k = 0
    while k < len(items):
        end = _fast_way_end(items, k, common_constants)
        if end is not None:
            targets.update(id(i.arg) for i in items[k + 1:end] if isinstance(i, Instr) and isinstance(i.arg, Label))
            items[k + 1:end] = [item for item in items[k + 1:end] if isinstance(item, Label)]
        k += 1
    if targets:
        _drop_unused_labels(ir, targets)


def _fast_way_end(items: List[Any], k: int, common_constants: Any) -> Any:
    """The index of the label of the slow way when ``items[k]`` loads a builtin whose call on a
    generator expression the compiler inlined, else None."""
    load = items[k]
    if not (isinstance(load, Instr) and load.name in ("LOAD_GLOBAL", "LOAD_NAME") and not load.flags & 1):
        return None
    test = [item for item in items[k + 1:k + 7] if isinstance(item, Instr)][:5]
    names = [i.name for i in test]
    if names[:4] != ["COPY", "LOAD_COMMON_CONSTANT", "IS_OP", "POP_JUMP_IF_FALSE"] or test[0].arg != 1:
        return None
    constant = test[1].arg
    if not (isinstance(constant, int) and 0 <= constant < len(common_constants)
            and common_constants[constant] == load.arg):
        return None
    slow = test[3].arg
    at = next((j for j in range(k + 1, len(items)) if items[j] is slow), None)
    if at is None:
        return None
    before = next((items[j] for j in range(at - 1, k, -1) if isinstance(items[j], Instr)), None)
    after = next((items[j] for j in range(at + 1, len(items)) if isinstance(items[j], Instr)), None)
    if before is None or before.name not in _LEAVES or after is None or after.name != "PUSH_NULL":
        return None
    return at


def _drop_unused_labels(ir: Any, candidates: Set[int]) -> None:
    """Take out the labels only the removed instructions jumped to."""
    used = {id(i.arg) for i in ir.items if isinstance(i, Instr) and isinstance(i.arg, Label)}
    for r in ir.try_ranges:
        used.update((id(r.start), id(r.end), id(r.handler)))
    ir.items = [item for item in ir.items if not (isinstance(item, Label) and id(item) in candidates
                                                  and id(item) not in used)]


__all__ = ["keep_plain_calls"]
