"""How the instructions the Forth compiler emits are spelled on each version, read from antioch's opcode tables.

The compiler asks for roles ("a conditional jump forward if false", "a call of n arguments"); which opcode fills
a role is decided by what the version's table (:mod:`antioch.opcodes`) has: 3.11 added RESUME, PRECALL, BINARY_OP,
the NULL slot of a call and the FORWARD/BACKWARD jumps; 3.12 dropped PRECALL and the backward conditional jumps;
3.13 wants an exact bool for a conditional jump (TO_BOOL, COMPARE_OP's +bool form); 3.14 made subscripting one of
BINARY_OP's operators and added LOAD_SMALL_INT. Assembly syntax: docs/assembly.md.
"""
import sys
from typing import Any, Dict, List, Tuple

from antioch.opcodes import table_for

HOST = (sys.version_info[0], sys.version_info[1])

# before BINARY_OP (3.8-3.10) each operator had an instruction of its own
_BINARY_BY_OPERATOR = {"+": "BINARY_ADD", "-": "BINARY_SUBTRACT", "*": "BINARY_MULTIPLY", "&": "BINARY_AND",
                       "|": "BINARY_OR", "^": "BINARY_XOR", "<<": "BINARY_LSHIFT", ">>": "BINARY_RSHIFT",
                       "/": "BINARY_TRUE_DIVIDE"}

_cache: Dict[Tuple[int, int], Dict[str, Any]] = {}


def for_end(table: Any) -> List[str]:
    """The instructions at the target of FOR_ITER, where an exhausted iterator leaves the loop: none before 3.12
    (FOR_ITER pops it), END_FOR popping two on 3.12, END_FOR and POP_TOP on 3.13, END_FOR and POP_ITER from 3.14."""
    if "END_FOR" not in table:
        return []
    if table.by_name["END_FOR"].effect == -2:
        return ["END_FOR"]
    return ["END_FOR", "POP_ITER" if "POP_ITER" in table else "POP_TOP"]


def spelling_for(version: Tuple[int, int] = HOST) -> Dict[str, Any]:
    """The roles' spellings for ``version``: a dict read by :class:`antioch.forth.codegen.CodeGen`."""
    known = _cache.get(version)
    if known is not None:
        return known
    table = table_for(version)
    if "PRECALL" in table:
        call = ["PRECALL {n}", "CALL {n}"]
    elif "CALL" in table:
        call = ["CALL {n}"]
    else:
        call = ["CALL_FUNCTION {n}"]
    forward = "POP_JUMP_FORWARD_IF_FALSE" in table
    if "POP_JUMP_BACKWARD_IF_FALSE" in table:
        back_if_false = "POP_JUMP_BACKWARD_IF_FALSE"
    elif "JUMP_BACKWARD" in table:
        back_if_false = None          # conditional jumps go forward only
    else:
        back_if_false = "POP_JUMP_IF_FALSE"   # an absolute jump, either way
    spelling = {
        "prologue": ["RESUME 0"] if "RESUME" in table else [],
        "null": " +NULL" if "PUSH_NULL" in table else "",
        "call": call,
        "binary": None if "BINARY_OP" in table else _BINARY_BY_OPERATOR,
        "jump_if_false": "POP_JUMP_FORWARD_IF_FALSE" if forward else "POP_JUMP_IF_FALSE",
        "jump_if_true": "POP_JUMP_FORWARD_IF_TRUE" if forward else "POP_JUMP_IF_TRUE",
        "back": "JUMP_BACKWARD" if "JUMP_BACKWARD" in table else "JUMP_ABSOLUTE",
        "back_if_false": back_if_false,
        "to_bool": ["TO_BOOL"] if "TO_BOOL" in table else [],
        "bool": " +bool" if table.compare_shift >= 5 else "",
        "subscript": "BINARY_SUBSCR" if "BINARY_SUBSCR" in table else "BINARY_OP []",
        "small_int": "LOAD_SMALL_INT" if "LOAD_SMALL_INT" in table else None,
        "for_end": for_end(table),
        "get_iter": "GET_ITER 0" if table.by_name["GET_ITER"].has_arg else "GET_ITER",   # 3.15: an argument
    }
    _cache[version] = spelling
    return spelling
