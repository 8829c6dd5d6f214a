"""3.10-3.13: the constant tests the compiler folded away, which the pool keeps.

``while 1:``, ``while True:`` and an ``assert`` that always fails compile no test: compiler_jump_if
(Python/compile.c) loads the constant, and the peephole optimiser drops the load and the jump, but
the constant stays in ``co_consts``, where the code generator met it (``compiler_add_const``): after
every constant first loaded before the statement, before every one first loaded inside it.  So an
unloaded 1 says ``while 1:`` and an unloaded 0 ``assert 0``; where the pool keeps both an unloaded 1
and an unloaded True, each loop takes the one between the constants loaded before and inside it.
3.12-3.13 drop a constant nothing loads, but one that is loaded later keeps the place of the test.
"""
from typing import Any, Callable, Dict, Optional, Sequence

from antioch.decompile.const_order import first_loads
from antioch.ir import Instr


def while_one(instrs: Sequence[Instr], consts: Sequence[Any]) -> bool:
    """The 1 of the pool is the test of ``while 1:``: no True is there, or the True is one that an
    instruction loads (no loop's test then), and nothing loads the 1."""
    loaded = {i.index for i in instrs if i.name == "LOAD_CONST"}
    trues = [k for k, c in enumerate(consts) if c is True]
    ones = [k for k, c in enumerate(consts) if type(c) is int and c == 1]
    return all(k in loaded for k in trues) and (not trues or not any(k in loaded for k in ones))


def assert_zero(instructions: Callable[[], Sequence[Instr]], consts: Sequence[Any]) -> bool:
    """The test of an ``assert`` that always fails was ``0``: there is a 0 that nothing loads and no
    False.  ``instructions``: gives the code's instructions, asked only where the pool leaves the
    question open."""
    if any(c is False for c in consts) or not any(type(c) is int and c == 0 for c in consts):
        return False  # (most code: the pool alone says no, without a walk of the instructions)
    loaded = {i.index for i in instructions() if i.name == "LOAD_CONST"}
    return any(type(c) is int and c == 0 and k not in loaded for k, c in enumerate(consts))


def loop_tests(instructions: Callable[[], Sequence[Instr]],
               consts: Sequence[Any]) -> Optional[Callable[[Instr], Optional[str]]]:
    """Where the pool keeps both an unloaded 1 and an unloaded True: the test of the endless loop
    whose first instruction is the one given (``1``, ``True``, or None where the pool does not say);
    otherwise None.  ``instructions``: gives the code's instructions, asked only where the pool
    leaves the question open."""
    if not any(c is True for c in consts) or not any(type(c) is int and c == 1 for c in consts):
        return None  # (most code: the pool alone says no, without a walk of the instructions)
    instrs = instructions()
    loads = first_loads(instrs)
    loaded = {index for _, index in loads}
    # (a function's first constant is its docstring or None whatever the source: no place in the order)
    loads = [(k, index) for k, index in loads if index > 0]
    kept = {k: ("True" if c is True else "1") for k, c in enumerate(consts)
            if k not in loaded and (c is True or (type(c) is int and c == 1))}
    if "1" not in kept.values() or "True" not in kept.values():
        return None
    at: Dict[int, int] = {id(instr): k for k, instr in enumerate(instrs)}

    def test_at(first: Instr) -> Optional[str]:
        place = at.get(id(first))
        if place is None:
            return None
        before = max((index for k, index in loads if k < place), default=-1)
        inside = min((index for k, index in loads if k >= place), default=len(consts))
        between = [test for k, test in kept.items() if before < k < inside]
        return between[0] if len(between) == 1 else None

    return test_at


def placed_loop_tests(instructions: Callable[[], Sequence[Instr]],
                      consts: Sequence[Any]) -> Optional[Callable[[Instr], Optional[str]]]:
    """3.12-3.13: where the pool holds a 1 or a True before a constant that is loaded first (out of
    the order of first loads, so met by the code generator earlier: a folded loop test), the test of
    the endless loop whose first instruction is the one given, when that constant stands between
    the constants first loaded before it and inside it; otherwise None."""
    candidates = [k for k, c in enumerate(consts) if c is True or (type(c) is int and c == 1)]
    if not candidates:
        return None  # (most code: the pool alone says no, without a walk of the instructions)
    instrs = instructions()
    loads = [(at, index) for at, index in first_loads(instrs) if index > 0]
    first_at = {index: at for at, index in loads}
    placed = {k: ("True" if consts[k] is True else "1") for k in candidates
              if k in first_at and any(index > k and at < first_at[k] for at, index in loads)}
    if not placed:
        return None
    where: Dict[int, int] = {id(instr): k for k, instr in enumerate(instrs)}

    def test_at(first: Instr) -> Optional[str]:
        place = where.get(id(first))
        if place is None:
            return None
        before = max((index for at, index in loads if at < place), default=-1)
        inside = min((index for at, index in loads if at >= place and index not in placed), default=len(consts))
        between = [test for k, test in placed.items() if before < k < inside and first_at[k] >= place]
        return between[0] if len(between) == 1 else None

    return test_at


def placed_zero(instructions: Callable[[], Sequence[Instr]], consts: Sequence[Any]) -> bool:
    """3.12-3.13: the pool holds a 0 before a constant that is loaded first: the code generator met it
    earlier, as the test of an ``assert`` that always fails (no test compiled, the 0 kept where it
    was added because something loads it later).  ``instructions``: asked only where the pool
    holds a 0."""
    zeros = [k for k, c in enumerate(consts) if type(c) is int and c == 0]
    if not zeros:
        return False
    loads = [(at, index) for at, index in first_loads(instructions()) if index > 0]
    first_at = {index: at for at, index in loads}
    return any(k in first_at and any(index > k and at < first_at[k] for at, index in loads) for k in zeros)
