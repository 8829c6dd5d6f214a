"""Which of several try statements that open at the same block comes first.

``try: try: A finally: B except E: C`` (or ``try: try: A except E: B except F: C``) opens both
statements at A's first instruction: 3.11+ writes no instruction for a ``try:`` (the SETUP pseudo
instructions become the exception table, ``Python/compile.c``, compiler_try_except and
compiler_try_finally), so that block is covered by the inner statement's range only.  The outer
statement shows in the chain of handlers: the inner handler's blocks (or those of its cleanup,
which ends the inner handling with POP_EXCEPT) are protected by the outer one.  The outermost
statement whose region starts at the block opens first; its body then opens the others.
Where the ``try`` line's NOP is gone, the statement was written with its body on that line.
"""
from typing import TYPE_CHECKING, List, Optional

from antioch.analysis.cfg import Block
from antioch.decompile.finally_table import finally_handler

if TYPE_CHECKING:
    from antioch.decompile.structure import Stack, Structurer

#: how far up a chain of handlers to look (each level is a statement or a cleanup)
_CHAIN_LIMIT = 16


def outer_try(s: "Structurer", b: Block, stack: "Stack", final: Optional[Block]) -> Optional[Block]:
    """The handler of a try/except statement that opens at ``b`` around the innermost statement
    opening there (``final``, a finally handler, when one does; else the handler of ``b``'s own
    range), outermost first; None when there is none."""
    if not s.facts.structures_exception_table:
        return None  # (3.8-3.10: each try statement has its SETUP instruction, inside the ranges around it)
    chain = _chain(s, b)
    inner = final if final is not None else (chain[0] if chain else None)
    if inner is None or inner not in chain:
        return None
    found: Optional[Block] = None
    for h in chain[chain.index(inner) + 1:]:
        if h in s.handled:
            break  # (the statements farther out are already open)
        if _opens_here(s, b, h, stack):
            found = h
    return found


def _chain(s: "Structurer", b: Block) -> List[Block]:
    """``b``'s handler, the handler that protects that handler's first block, and so on."""
    out: List[Block] = []
    h = s.handler_of(b)
    while h is not None and h not in out and len(out) < _CHAIN_LIMIT:
        out.append(h)
        h = s.handler_of(h)
    return out


def _opens_here(s: "Structurer", b: Block, h: Block, stack: "Stack") -> bool:
    """``h`` is the handler of a try/except statement whose protected region starts at ``b``, at the
    depth of ``stack`` (a with statement's ranges push the last instruction's offset: ``lasti``)."""
    if (b, h) in s.try_heads or h.instrs[0].name != "PUSH_EXC_INFO" or finally_handler(s, h):
        return False
    ranges = s.ranges_to(h)
    if not ranges or any(r.depth != len(stack) or r.lasti for r in ranges):
        return False
    region = s.protected(h)
    return b in region and not any(p in region for p in s.flow.preds[b])


def try_line_kept(st: "Structurer", b: Block) -> bool:
    """3.11+: the NOP of the ``try`` line is there, before the protected body opening at ``b``
    (then the simulator's line is the statement's); it is dropped where the body's first
    instruction is on that line (``try: f()``, Python/flowgraph.c, remove_redundant_nops): the
    statement's line is then unknown, and its body is printed on its line where it lands there.
    Before 3.11, SETUP_FINALLY has the line: always true."""
    if not st.facts.structures_exception_table:
        return True
    blocks = st.flow.cfg.blocks
    before = blocks[b.index - 1].instrs[-1:] if b.index > 0 else []
    first = b.instrs[:1]
    # (the simulator's line is that of the first instruction since the last statement: none yet, or
    # a generator's RETURN_GENERATOR on the def's line, before the NOP's)
    line = st.sim.line
    return any(i.name == "NOP" and i.lineno is not None and (line is None or i.lineno >= line)
               for i in before + first)


def body_line(b: Block) -> Optional[int]:
    """The line of a try statement whose NOP is gone (:func:`try_line_kept`): that of the first
    instruction of its body, at ``b``, which the statement's NOP had (``try: f()``)."""
    return next((i.lineno for i in b.instrs if i.lineno is not None), None)
