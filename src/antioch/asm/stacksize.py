"""A simple co_stacksize: the deepest stack over every path, from the generated stack effects.

The analysis package computes the same number the way CPython's compiler does; this walk is
the fallback the assembler uses when that analysis cannot follow a listing.
"""
from typing import Dict, List

from antioch.codeobj import CodeFields
from antioch.encoding.units import decode_units
from antioch.opcodes import table_for
from antioch.opcodes.table import NON_JUMPING

_ENDS = frozenset({"RETURN_VALUE", "RETURN_CONST", "RAISE_VARARGS", "RERAISE", "JUMP_FORWARD",
                   "JUMP_BACKWARD", "JUMP_ABSOLUTE", "JUMP_BACKWARD_NO_INTERRUPT", "JUMP"})


def simple_stacksize(f: CodeFields) -> int:
    table = table_for(f.version)
    units = decode_units(table, f.code)
    index: Dict[int, int] = {unit.start: i for i, unit in enumerate(units)}
    depth: List[int] = [-1] * len(units)
    work = [(0, 0)]
    if f.exceptiontable:
        from antioch.encoding.exceptiontable import decode_exception_table

        for entry in decode_exception_table(f.exceptiontable):
            if entry.target in index:
                work.append((index[entry.target], entry.depth + 1 + int(entry.lasti)))
    best = 0
    while work:
        i, d = work.pop()
        while 0 <= i < len(units) and depth[i] < d:
            depth[i] = d
            unit = units[i]
            info = unit.info
            if info.is_jump and info.name not in NON_JUMPING:
                target = index.get(table.jump_target(info, unit.offset, unit.arg))
                effect = info.stack_effect(unit.arg, jump=True) or 0
                if target is not None:
                    work.append((target, d + effect))
                    best = max(best, d + effect)
            d += info.stack_effect(unit.arg) or 0
            best = max(best, d)
            if info.name in _ENDS:
                break
            i += 1
    return best
