"""Values left on the VM stack instead of going through a local: ``STORE_FAST t ... LOAD_FAST t`` elided.

The code generator puts the result of a call into a fresh local (its place on the Forth stack is an item naming
that local). Where the local is written once and read once in the same straight line of code, and at the read
the value would be exactly where the store left it (the instructions between leave the stack as they found it,
or the reads of several such locals come in a row, in the order their values lie on the stack), both
instructions can go: ``fib(n - 1) + fib(n - 2)`` then is the bytecode CPython compiles, with no local between
the calls and the addition.

Works on the listing lines of :class:`antioch.forth.compiler.CodeGen` by a symbolic run of each straight line
(between labels and jumps) that names the stack slots of the candidate locals.
"""
from collections import Counter
from typing import Dict, List, Optional, Set, Tuple

_PUSH1 = ("LOAD_FAST", "LOAD_CONST", "LOAD_SMALL_INT")
_POP1 = ("STORE_FAST", "POP_TOP")
_NO_EFFECT = ("PRECALL", "RESUME", "NOP", ".line")


def effect(name: str, arg: str, null: bool) -> Optional[Tuple[int, int]]:
    """(pops, pushes) of an instruction the Forth emits; None for a jump, a return or anything else.

    ``null``: a call's callable comes with a NULL slot (3.11+, LOAD_GLOBAL's ``+NULL``).
    """
    if name in _PUSH1:
        return 0, 1
    if name == "LOAD_GLOBAL":
        return 0, 2 if arg.endswith("+NULL") else 1
    if name in _POP1:
        return 1, 0
    if name in _NO_EFFECT:
        return 0, 0
    if name == "COMPARE_OP" or name.startswith("BINARY_"):
        return 2, 1
    if name.startswith("UNARY_") or name == "TO_BOOL":
        return 1, 1
    if name == "STORE_SUBSCR":
        return 3, 0
    if name == "BUILD_TUPLE":
        return int(arg), 1
    if name == "UNPACK_SEQUENCE":
        return 1, int(arg)
    if name in ("CALL", "CALL_FUNCTION"):
        return int(arg) + (2 if null else 1), 1
    return None


def _parse(lines: List[str]) -> List[Tuple[str, str]]:
    """(name, argument text) per line; a label is ("", label)."""
    out = []
    for line in lines:
        text = line.strip()
        if text.endswith(":"):
            out.append(("", text[:-1]))
        else:
            parts = text.split(None, 1)
            out.append((parts[0], parts[1] if len(parts) > 1 else ""))
    return out


def _find_misplaced(code: List[Tuple[str, str]], cands: Set[str], null: bool, elide: Set[int]) -> Optional[str]:
    """Run the code with the candidates' values kept on the stack; the first candidate that cannot be, or None.

    Fills ``elide`` with the indexes of the lines that go when every candidate can.
    """
    stack: List[Optional[str]] = []   # the top of the VM stack in this straight line; a name: a kept value
    i = 0
    while i < len(code):
        name, arg = code[i]
        if name == "STORE_FAST" and arg in cands:
            if not stack or stack[-1] is not None:
                return arg
            stack[-1] = arg
            elide.add(i)
            i += 1
            continue
        if name == "LOAD_FAST" and arg in cands:
            run: List[Optional[str]] = []
            while i + len(run) < len(code) and code[i + len(run)][0] == "LOAD_FAST" \
                    and code[i + len(run)][1] in cands:
                run.append(code[i + len(run)][1])
            if stack[len(stack) - len(run):] != run:
                return run[-1]
            for j in range(len(run)):
                stack[len(stack) - len(run) + j] = None
                elide.add(i + j)
            i += len(run)
            continue
        eff = effect(name, arg, null) if name else None
        if eff is None:                 # a label, a jump, a return: no kept value may cross it
            kept = [s for s in stack if s is not None]
            if kept:
                return kept[0]
            stack = []
        else:
            pops, pushes = eff
            taken = stack[max(len(stack) - pops, 0):]
            kept = [s for s in taken if s is not None]
            if kept:
                return kept[0]
            del stack[max(len(stack) - pops, 0):]
            stack.extend([None] * pushes)
        i += 1
    return None


def keep_on_stack(lines: List[str], null: bool) -> List[str]:
    """``lines`` without the stores and loads of the locals whose values can stay on the stack."""
    code = _parse(lines)
    stores: Counter = Counter(arg for name, arg in code if name == "STORE_FAST")
    loads: Counter = Counter(arg for name, arg in code if name == "LOAD_FAST")
    first: Dict[str, int] = {}
    for i, (name, arg) in enumerate(code):
        if name in ("STORE_FAST", "LOAD_FAST"):
            first.setdefault(arg, i)
    cands = {t for t in stores if stores[t] == 1 and loads[t] == 1 and code[first[t]][0] == "STORE_FAST"}
    while cands:
        elide: Set[int] = set()
        bad = _find_misplaced(code, cands, null, elide)
        if bad is None:
            return [line for i, line in enumerate(lines) if i not in elide]
        cands.discard(bad)
    return lines
