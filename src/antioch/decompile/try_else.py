"""An ``else`` clause, or the statements after a ``try`` whose ``except`` clauses all leave?

``try: A`` / ``except E: return`` / ``else: B`` and the same statement with ``B`` after it run
alike, and from 3.12, which moves the handlers after everything else (``push_cold_blocks_to_end``
in ``Python/flowgraph.c``), their instructions are laid out alike too.  What tells them apart is
the order of the names: the compiler numbers each name where it first compiles it, and it
compiles an ``else`` clause before the handlers (``compiler_try_except`` in ``Python/compile.c``),
the statements after the ``try`` after them.  So when a name the handlers bring in is numbered
before the first name the code after the body brings in, that code came after the statement.
The handlers of the try and with statements in that code tell it too: they are laid out in the
order the compiler wrote them, so when they come after the statement's handler, the code was
compiled after it.
"""
from typing import Dict, List, Set

from antioch.analysis.cfg import Block, ControlFlowGraph

#: the instructions whose argument is one of ``co_names``
_NAMED = frozenset({
    "LOAD_GLOBAL", "LOAD_NAME", "STORE_NAME", "DELETE_NAME", "STORE_GLOBAL", "DELETE_GLOBAL", "LOAD_ATTR",
    "STORE_ATTR", "DELETE_ATTR", "LOAD_METHOD", "LOAD_SUPER_ATTR", "IMPORT_NAME", "IMPORT_FROM",
    "LOAD_FROM_DICT_OR_GLOBALS",
})


def written_after(cfg: ControlFlowGraph, handler: Block, start: Block) -> bool:
    """Whether the code from ``start`` (laid out before ``handler``) was compiled after the
    handler's: a name first used in the handler has a lower number than every name first used
    from ``start`` on, up to the handler."""
    order = {name: i for i, name in enumerate(cfg.ir.fields.names)}
    first: Dict[str, int] = {}  # name -> the index of the block that uses it first
    for b in cfg.blocks:
        for instr in b.instrs:
            if instr.name in _NAMED and isinstance(instr.arg, str):
                first.setdefault(instr.arg, b.index)
    region = _reached(handler)
    by_handler = [order[n] for n, at in first.items() if at in region and n in order]
    by_rest = [order[n] for n, at in first.items() if start.index <= at < handler.index and n in order]
    if by_handler and by_rest:
        return min(by_handler) < min(by_rest)
    # the handlers of the statements that lie wholly in the code from ``start`` to the handler
    protects: Dict[Block, List[Block]] = {}
    for b in cfg.blocks:
        for e in b.edges:
            if e.kind == "exception":
                protects.setdefault(e.target, []).append(b)
    inner = [h for h, blocks in protects.items()
             if h is not handler and all(start.index <= b.index < handler.index for b in blocks)]
    return bool(inner) and min(h.index for h in inner) > handler.index


def _reached(handler: Block) -> Set[int]:
    """The indexes of the blocks the handler runs through, in the normal flow, from it onwards."""
    seen: Set[int] = set()
    todo: List[Block] = [handler]
    while todo:
        b = todo.pop()
        if b.index in seen or b.index < handler.index:
            continue
        seen.add(b.index)
        todo.extend(e.target for e in b.edges if e.kind in ("fall", "jump"))
    return seen
