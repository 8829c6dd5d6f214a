"""The index spaces that an instruction's argument points into, and the value it names there.

Shared by both ways of lifting (:mod:`antioch.lift` and :mod:`antioch.lift_fast`).
"""
from typing import Any, Optional, Tuple

from antioch.codeobj import CodeFields
from antioch.ir import RawArg
from antioch.opcodes import OpcodeTable
from antioch.opcodes.table import NAME_SHIFT


class ArgPools:
    """The index spaces that arguments point into, for one code object."""

    def __init__(self, f: CodeFields, table: OpcodeTable) -> None:
        self.code = f.code
        self.consts = f.consts
        self.names = f.names
        if table.localsplus:
            self.locals = self.frees = f.localsplus()
        else:
            self.locals = f.varnames
            self.frees = f.cells_and_frees()
        self.cmp_op = table.cmp_op
        self.compare_shift = table.compare_shift


def resolve_arg(kind: str, arg: int, pools: ArgPools) -> Tuple[Any, int, Optional[int]]:
    """(value, flag bits, pool index) of a raw argument of the given kind; jumps are done by the caller.

    An index outside its pool gives ``RawArg(arg)``: the whole raw argument, flag bits included,
    which lowering writes back verbatim.
    """
    if kind == "const":
        pool, index, flags = pools.consts, arg, 0
    elif kind in NAME_SHIFT:
        shift = NAME_SHIFT[kind]
        pool, index, flags = pools.names, arg >> shift, arg & ((1 << shift) - 1)
    elif kind == "local":
        pool, index, flags = pools.locals, arg, 0
    elif kind == "free":
        pool, index, flags = pools.frees, arg, 0
    elif kind == "compare":
        shift = pools.compare_shift
        pool, index, flags = pools.cmp_op, arg >> shift, arg & ((1 << shift) - 1)
    elif kind == "local_pair":
        first, second = arg >> 4, arg & 15
        if first < len(pools.locals) and second < len(pools.locals):
            return (pools.locals[first], pools.locals[second]), 0, arg
        return RawArg(arg), 0, None
    else:
        return arg, 0, None
    if index < len(pool):
        return pool[index], flags, index
    return RawArg(arg), 0, None
