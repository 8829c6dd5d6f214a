"""Definite assignment: 3.12+ loads that read a local without checking it (LOAD_FAST and its
pairs) need it bound on every path, as the compiler makes sure before it drops the check
(Python/flowgraph.c, ``add_checks_for_loads_of_uninitialized_variables``).  A rule of the
verifier (:mod:`antioch.analysis.rules`, whose ``Context`` it is given)."""
from bisect import bisect_left
from typing import Any, Iterator, List, Optional, Set, Tuple

from antioch.codeobj import CO_VARARGS, CO_VARKEYWORDS

Finding = Tuple[Optional[int], str, str]

#: Opcodes that leave a local unbound
UNBINDS = frozenset({"DELETE_FAST", "LOAD_FAST_AND_CLEAR"})
#: Loads that read a local without checking that it is bound, per first version.
UNCHECKED_LOADS = {"LOAD_FAST": (3, 12), "LOAD_FAST_LOAD_FAST": (3, 13), "STORE_FAST_LOAD_FAST": (3, 13),
                   "LOAD_FAST_BORROW": (3, 14), "LOAD_FAST_BORROW_LOAD_FAST_BORROW": (3, 14)}


def unbound_local_rules(ctx: Any) -> Iterator[Finding]:
    """3.12+ LOAD_FAST does not check its local: it must be bound on every path (definite assignment)."""
    cfg = ctx.cfg
    version = cfg.version
    unchecked = {name for name, since in UNCHECKED_LOADS.items() if version >= since}
    if not unchecked or unchecked.isdisjoint(cfg.names):
        return
    f = ctx.f
    nargs = f.argcount + f.kwonlyargcount + bool(f.flags & CO_VARARGS) + bool(f.flags & CO_VARKEYWORDS)
    start = frozenset(f.varnames[:nargs]) | frozenset(f.freevars)
    instrs = cfg.instrs
    binding = cfg.indexes_of(BINDINGS)  # only these change what is bound
    state_in: List[Optional[frozenset]] = [None] * len(cfg.blocks)
    state_in[0] = start
    work = [cfg.blocks[0]]
    while work:
        block = work.pop()
        bound: Set[str] = set(state_in[block.index] or ())
        # bound all through the block: bound on entry and never unbound in it (stores only add)
        lowest = frozenset(bound)
        end = block.first + len(block.instrs)
        for i in binding[bisect_left(binding, block.first):bisect_left(binding, end)]:
            instr = instrs[i]
            _transfer(instr, bound)
            if instr[0] in UNBINDS:  # its name
                lowest = lowest - {instr[1]}  # its arg
        out = frozenset(bound)
        for edge in block.edges:
            if edge.kind == "call":
                continue
            state = lowest if edge.kind == "exception" else out
            old = state_in[edge.target.index]
            new = state if old is None else old & state
            if new != old:
                state_in[edge.target.index] = new
                work.append(edge.target)
    block_of = cfg.block_of
    current = None
    skip = True
    for i in cfg.indexes_of(unchecked | BINDINGS):
        block = block_of[i]
        if block is not current:  # the first such instruction of a block: its state on entry
            current = block
            skip = state_in[block.index] is None or block.start_depth is None
            if not skip:
                bound = set(state_in[block.index] or ())
        if skip:
            continue
        instr = instrs[i]
        name, arg = instr[0], instr[1]
        # the commonest two first, as below (fields by index: see opcode_rules)
        if name == "LOAD_FAST":
            if isinstance(arg, str) and arg not in bound:
                yield i, "unbound-local", "LOAD_FAST reads %r, which is not bound on every path" \
                    " (use LOAD_FAST_CHECK)" % (arg,)
            continue
        if name == "STORE_FAST":
            _transfer_store(arg, bound)
            continue
        if name in unchecked:
            pair = instr.arg if isinstance(instr.arg, tuple) else ()  # RawArg: arg-index reports it
            names = pair if instr.name in ("LOAD_FAST_LOAD_FAST", "LOAD_FAST_BORROW_LOAD_FAST_BORROW") else (
                pair[1:] if instr.name == "STORE_FAST_LOAD_FAST" else (instr.arg,))
            if instr.name == "STORE_FAST_LOAD_FAST" and pair:
                _transfer_store(pair[0], bound)
            for local in names if isinstance(names, tuple) else ():
                if isinstance(local, str) and local not in bound:
                    yield i, "unbound-local", "%s reads %r, which is not bound on every path" \
                        " (use LOAD_FAST_CHECK)" % (instr.name, local)
        if name in BINDINGS:
            _transfer(instr, bound)


def _transfer_store(name: Any, bound: Set[str]) -> None:
    if isinstance(name, str):
        bound.add(name)


#: the opcodes _transfer changes the bound locals for
BINDINGS = frozenset({"STORE_FAST", "LOAD_FAST_CHECK", "MAKE_CELL", "STORE_FAST_STORE_FAST", "STORE_FAST_LOAD_FAST"}) \
    | UNBINDS


def _transfer(instr: Any, bound: Set[str]) -> None:
    name = instr[0]  # its name, by index as in opcode_rules
    if name in ("STORE_FAST", "LOAD_FAST_CHECK", "MAKE_CELL"):
        _transfer_store(instr.arg, bound)
    elif name in UNBINDS:
        bound.discard(instr.arg)
    elif name in ("STORE_FAST_STORE_FAST", "STORE_FAST_LOAD_FAST") and isinstance(instr.arg, tuple):
        for n in instr.arg[:2 if name == "STORE_FAST_STORE_FAST" else 1]:
            _transfer_store(n, bound)
