"""``if __debug__:`` whose test left nothing but its line and, in the pool, its True.

3.14+:

The code generator turns ``__debug__`` into the constant True and enters it in the pool
(``_PyCompile_AddConst`` in Python/codegen.c); the flow-graph optimiser then drops the test it
always passes, keeping a NOP for its line (Python/flowgraph.c), and ``remove_unused_consts`` drops
the True that nothing loads any more, except at index 0, the one place it never empties.  So a
True first in the pool that no instruction loads is the test of ``if __debug__:`` (or of
``if True:``; a ``while True:`` written back puts it there itself) met before any other constant,
and the NOP of its line is what the
decompiler reads as a ``pass``: that ``pass`` is written ``if __debug__: pass``, which compiles to
the same NOP and puts the True back.  The statements the test guarded compile alike inside it or
after it, so they stay where they are.

3.10 does the same (Python/compile.c: compiler_if enters the test's constant, the optimiser drops
the jump and keeps the NOP), but trims only the constants after the last one loaded
(``trim_unused_consts``): the True of ``if __debug__:`` (the False of ``if not __debug__:``) stays
wherever the code generator met it, between the constants first loaded before its NOP and those
first loaded after.  That NOP's ``pass`` is written ``if __debug__: pass`` (``if not __debug__: pass``), on
its line: the ``pass`` of the body goes as a NOP on the line of the one before.
"""
from typing import AbstractSet, List, Optional, Sequence

from antioch.decompile.const_order import POOL_ENTRIES, first_loads
from antioch.decompile.dead_names import passes_on
from antioch.decompile.stmts import Stmt
from antioch.ir import Instr


def place_debug_test(stmts: List[Stmt], instrs: Sequence[Instr], consts: Sequence[object],
                     common_constants: Sequence[str]) -> None:
    """Turns the ``pass`` of the first NOP into ``if __debug__: pass`` where the pool starts with a
    True that no instruction loads; ``instrs``: the code's instructions in their order."""
    if not consts or consts[0] is not True or _loads_true(instrs, common_constants) or _endless(stmts):
        return
    lines = []
    for instr in instrs:
        if instr.name in POOL_ENTRIES:
            break  # (a constant met before the test would be first)
        if instr.name == "NOP" and instr.lineno is not None:
            lines.append(instr.lineno)
    if not lines:
        return
    s = _first_pass(stmts, lines[0])
    if s is not None:
        s.kind, s.text, s.data = "if", "if __debug__:", None
        s.bodies = [(None, [Stmt("pass", "pass", s.line)])]


def dead_false_test(instrs: Sequence[Instr], consts: Sequence[object],
                    common_constants: Sequence[str]) -> Optional[Stmt]:
    """3.14+: the ``if False:`` of a generator that yields nowhere, where the pool starts with a False
    that no instruction loads: the test of ``if False:`` (``while False:``) met before any other
    constant, whose body (the ``yield``) the optimiser dropped as dead, its jump to the end taking
    the implicit ``return None`` there and so the test's line (the last return's).  Written back
    with the ``yield`` in it (dead_ends.dead_yield), it compiles alike and puts the False back."""
    if not consts or consts[0] is not False or _loads_true(instrs, common_constants, False):
        return None
    line = next((i.lineno for i in reversed(instrs) if i.name == "RETURN_VALUE" and i.lineno is not None), None)
    return Stmt("if", "if False:", line)


def _loads_true(instrs: Sequence[Instr], common_constants: Sequence[str], value: bool = True) -> bool:
    """Whether an instruction loads ``value`` (True, or False)."""
    for instr in instrs:
        if instr.name in ("LOAD_CONST", "RETURN_CONST") and instr.arg is value:
            return True
        if instr.name == "LOAD_COMMON_CONSTANT" and isinstance(instr.arg, int) \
                and 0 <= instr.arg < len(common_constants) and common_constants[instr.arg] == str(value):
            return True  # (3.15: the constant it loads entered the pool where the code generator met it)
    return False


def _endless(stmts: List[Stmt]) -> bool:
    """A ``while True:`` among ``stmts`` (bodies included): its test puts the True there too."""
    return any(s.text.startswith("while True") or any(_endless(body) for _, body in s.bodies) for s in stmts)


def _first_pass(stmts: List[Stmt], line: int) -> Optional[Stmt]:
    """The first ``pass`` of ``stmts`` (bodies included) on ``line``."""
    for s in stmts:
        if s.kind == "pass" and s.line == line and not s.bodies:
            return s
        for _, body in s.bodies:
            found = _first_pass(body, line)
            if found is not None:
                return found
    return None


def place_kept_tests(stmts: List[Stmt], instrs: Sequence[Instr], consts: Sequence[object],
                     folded: AbstractSet[int]) -> None:
    """3.10: turns the ``pass`` of a NOP into ``if __debug__: pass`` (``if not __debug__: pass``) for each True
    (False) of the pool that no instruction loads, where the NOP lies between the first loads of
    the constants before it in the pool and those after it (``folded``: the indexes the optimiser
    appended, no test's); ``instrs``: the code's instructions in their order."""
    # (index 0 entered the pool first, whenever it is loaded: a function's docstring or None there;
    # the constants the optimiser appended come after the test's, loaded wherever)
    firsts = [(at, index) for at, index in first_loads(instrs) if index != 0]
    loaded = {index for _, index in firsts}
    for k, value in enumerate(consts):
        if type(value) is not bool or k in loaded or k in folded:
            continue
        if _written(stmts, "while %s" % value) or _written(stmts, "assert %s" % value):
            continue  # (a ``while True:`` or ``assert False`` written back puts it there itself)
        lo = max((at for at, index in firsts if index < k), default=-1)
        hi = min((at for at, index in firsts if index > k), default=len(instrs))
        lines = {i.lineno for i in instrs[lo + 1:hi] if i.name == "NOP" and i.lineno is not None}
        found = passes_on(stmts, lines)
        if len(found) == 1:  # (the compiler reads ``__debug__`` as the constant True)
            found[0].text = "if __debug__: pass" if value else "if not __debug__: pass"


def _written(stmts: List[Stmt], start: str) -> bool:
    """A statement among ``stmts`` (bodies included) whose text starts with ``start``."""
    return any(s.text.startswith(start) or any(_written(body, start) for _, body in s.bodies) for s in stmts)
