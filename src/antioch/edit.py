"""Edits tool authors make to lifted code, written once for every version: where the body starts,
where each line starts, and wrapping a body in try/finally.

>>> import antioch
>>> def f(x):
...     y = x + 1
...     return y
>>> ir = antioch.lift(f.__code__)
>>> [ir.items[k].lineno - f.__code__.co_firstlineno for k in line_starts(ir)]
[1, 2]
>>> wrap_try_finally(ir, [Instr("NOP")])
>>> antioch.function(ir.to_code())(1)
2
"""
from typing import List, Optional, Sequence

from antioch.ir import Bytecode, Instr, Item, Label, TryRange
from antioch.opcodes import table_for

#: instructions that return from the code (RETURN_CONST: 3.12-3.13)
RETURNS = frozenset({"RETURN_VALUE", "RETURN_CONST"})
#: 3.11+: a handler's first instruction, which makes the exception the one being handled (the cleanup
#: range that covers it pops that state again)
_HANDLER_ENTRIES = frozenset({"PUSH_EXC_INFO"})
#: instructions nothing may be put before: 3.12-3.13's FOR_ITER skips the END_FOR at its target by
#: count, RESUME must follow its YIELD_VALUE, END_SEND and CLEANUP_THROW close SEND's protocol
_NOT_BEFORE = frozenset({"END_FOR", "RESUME", "END_SEND", "CLEANUP_THROW", "END_ASYNC_FOR"})
#: the most instructions before the body's RESUME 0 (3.15 generator expressions: COPY_FREE_VARS,
#: RESUME 4, LOAD_FAST .0, GET_ITER, RETURN_GENERATOR, POP_TOP)
_PROLOGUE_MAX = 8
#: the stack depth where the body starts (after the prologue), on every version
_BODY_DEPTH = 0


def body_start(ir: Bytecode) -> int:
    """The index in ``ir.items`` of the body's first item: after the prologue, which ends with the
    first ``RESUME 0`` on 3.11+ and with 3.10's GEN_START; 0 when there is none."""
    seen = 0
    for k, item in enumerate(ir.items):
        if isinstance(item, Label):  # 3.12+ generators: their whole-body try range starts at RESUME
            continue
        if item[0] == "GEN_START" or (item[0] == "RESUME" and item[1] == 0):  # its name and arg
            return k + 1
        seen += 1
        if seen > _PROLOGUE_MAX:
            break
    return 0


def line_starts(ir: Bytecode) -> List[int]:
    """Indexes in ``ir.items`` of the body's instructions that start a line: whose line differs from
    the previous instruction's.  Insert at these indexes, from the last one back, to run something
    before each line (after any label there, so that jumps to the line run it too)."""
    out = []
    last: Optional[int] = None
    items = ir.items
    for k in range(body_start(ir), len(items)):
        item = items[k]
        if isinstance(item, Label):
            continue
        line = item.lineno
        if line is None or line == last:
            continue
        last = line
        name = item[0]  # its name (ir.INSTR_FIELDS)
        if name in _HANDLER_ENTRIES:
            out.append(k + 1)  # inside the handler once it holds the exception
        elif name not in _NOT_BEFORE:
            out.append(k)
    return out


def wrap_try_finally(ir: Bytecode, final: Sequence[Instr]) -> None:
    """Run ``final`` (instructions that leave the stack as they find it) whenever the body is left:
    before each return, and when an exception passes through, which it then raises again.

    Done as CPython's compiler does a ``try``/``finally`` around the whole body: a copy of ``final``
    before each return, outside the protected range, and a handler that runs ``final`` and re-raises
    (3.11+: a try range to a PUSH_EXC_INFO handler and its cleanup; before: SETUP_FINALLY, POP_BLOCK
    before each return, END_FINALLY or RERAISE).  Call :meth:`Bytecode.to_code` afterwards, which
    works out the ranges' depths.
    """
    table = table_for(ir.version)
    start = body_start(ir)
    items = ir.items
    # 3.12+ generators end with a handler for the whole body (StopIteration -> RuntimeError); it stays
    # outside, and its range outside ours.
    outer = [r for r in ir.try_ranges if _first_name(items, r.handler) == "CALL_INTRINSIC_1"]
    end_at = min((items.index(r.handler) for r in outer), default=len(items))
    body = items[start:end_at]
    rest = items[end_at:]
    handler = Label("finally")
    if table.has_exception_table:
        segments: List[TryRange] = []
        cleanup, segment = Label("finally_cleanup"), Label()
        new_body: List[Item] = [segment]
        for item in body:
            if isinstance(item, Instr) and item[0] in RETURNS:
                done = Label()
                segments.append(TryRange(segment, done, handler, _BODY_DEPTH))
                segment = Label()
                new_body += [done] + _copies(final) + [item, segment]
            else:
                new_body.append(item)
        segments.append(TryRange(segment, handler, handler, _BODY_DEPTH))
        entry: List[Item] = [handler, Instr("PUSH_EXC_INFO")]
        exit_: List[Item] = [Instr("RERAISE", 0), cleanup, Instr("COPY", 3), Instr("POP_EXCEPT"), Instr("RERAISE", 1)]
        new_body += entry + _copies(final) + exit_
        ir.items = items[:start] + new_body + rest
        inner = [r for r in ir.try_ranges if r not in outer]
        ir.try_ranges = inner + segments + [TryRange(handler, cleanup, cleanup)] + outer
        return
    new_body = [Instr("SETUP_FINALLY", handler)]
    for item in body:
        if isinstance(item, Instr) and item[0] in RETURNS:
            new_body += [Instr("POP_BLOCK")] + _copies(final) + [item]
        else:
            new_body.append(item)
    if "RERAISE" in table.by_name:  # 3.9-3.10
        ending = Instr("RERAISE", 0 if table["RERAISE"].has_arg else None)
        endings = [ending]
    else:
        # 3.8: END_FINALLY finds the exception on the stack and raises it again; it falls through
        # only after BEGIN_FINALLY's NULL, which this handler never has (the compiler's return after it)
        endings = [Instr("END_FINALLY"), Instr("LOAD_CONST", None), Instr("RETURN_VALUE")]
    ir.items = items[:start] + new_body + [handler] + _copies(final) + endings + rest


def _copies(final: Sequence[Instr]) -> List[Item]:
    return [Instr(i[0], i[1], i[2], i[3]) for i in final]


def _first_name(items: List[Item], label: Label) -> str:
    k = items.index(label)
    for item in items[k:]:
        if not isinstance(item, Label):
            return str(item[0])
    return ""
