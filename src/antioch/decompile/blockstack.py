"""3.8-3.10: the block stack read as exception ranges, so that ``try`` and ``with`` statements are
structured by the same code as the 3.11+ exception table.

Before 3.11 a protected region opens with SETUP_FINALLY / SETUP_WITH (whose argument is the
handler) and closes with POP_BLOCK; an exception inside it unwinds the value stack to the depth
the SETUP instruction had and jumps to the handler with six more values (the previous exception's
traceback, value and type, then the new one's), and POP_EXCEPT restores the previous three
(``Python/ceval.c``, ``Python/compile.c`` of those versions).  Which SETUP is in force at each
instruction is static (the compiler pops every block on every way out), so a data flow over the
graph finds it; each run of instructions under the same innermost SETUP becomes a
:class:`~antioch.ir.TryRange` to its handler, at its depth, exactly what the 3.11+ table would say.

The graph the decompiler structures is then built from that view: its blocks split where the
protecting handler changes, each protected block has an ``exception`` edge to its handler, and the
SETUP instructions' own jumps are ``setup`` edges outside the normal flow (a handler is reached by
exceptions, not by falling or jumping).  3.8's END_FINALLY at the end of a chain of ``except``
clauses re-raises: it does not fall through.
"""
from itertools import compress, repeat
from operator import is_not, not_
from typing import Dict, List, Optional, Tuple

from antioch.analysis.cfg import Block, ControlFlowGraph, Edge, build_cfg
from antioch.analysis.stackdepth import analyse
from antioch.decompile.expr import Marker, Unsupported
from antioch.ir import Bytecode, Label, TryRange

#: the instructions that push a block whose handler is their jump target
SETUPS = frozenset({"SETUP_FINALLY", "SETUP_WITH", "SETUP_ASYNC_WITH"})
#: the instructions that push or may pop a block (3.8's END_FINALLY may re-raise instead)
_PUSHING_BLOCKS = SETUPS | {"END_FINALLY"}
_END_FINALLY = frozenset({"END_FINALLY"})
#: the instructions that change the block stack (what _states looks at)
_BLOCK_OPS = SETUPS | {"POP_BLOCK", "POP_EXCEPT", "WITH_CLEANUP_FINISH", "END_FINALLY"}

#: one entry of the block stack: ("setup", handler label, value-stack depth), or ("except", the
#: handler's label, 0) for the EXCEPT_HANDLER block an exception pushes when it enters a handler
Entry = Tuple[str, Label, int]
State = Tuple[Entry, ...]


def block_stack_cfg(ir: Bytecode) -> ControlFlowGraph:
    """The graph of ``ir`` (3.8-3.10) with the block stack as try ranges and ``setup`` edges."""
    cfg = build_cfg(ir)
    if _PUSHING_BLOCKS.isdisjoint(cfg.names) or cfg.defects:
        return cfg  # no block is ever pushed (most code): nothing to protect, no graph to build twice
    ranged, marks = _with_marks(ir, cfg)
    if ir.try_ranges:  # (not lifted code: the ranges replace those it had)
        cfg = build_cfg(ranged)
    else:  # the graph with the ranges is this one with blocks split where a range starts or ends
        cfg.refine(ranged, marks)
    alone = [b for b in map(cfg.block_at, cfg.indexes_of(_END_FINALLY)) if b is not None and len(b.instrs) == 1]
    # the blocks with an edge to each END_FINALLY alone in its block, in order: the edges below
    # only change or go
    sources: Dict[Block, List[Block]] = {b: [] for b in alone}
    if alone:
        for p in cfg.blocks:
            for e in p.edges:
                seen = sources.get(e.target)
                if seen is not None and (not seen or seen[-1] is not p):
                    seen.append(p)
    for b in cfg.blocks:
        last = b.instrs[-1]
        if last.name in SETUPS:
            b.edges = [Edge(e.target, "setup", e.depth) if e.kind == "jump" else e for e in b.edges]
        elif b in sources:
            # (a setup edge or a removed fall, of a block before this one, no longer counts)
            preds = [p for p in sources[b] for e in p.edges if e.target is b and e.kind in ("fall", "jump")]
            if _reraises(preds, b):
                b.edges = [e for e in b.edges if e.kind != "fall"]
    return cfg


def with_block_ranges(ir: Bytecode, cfg: Optional[ControlFlowGraph] = None) -> Bytecode:
    """A copy of ``ir`` whose try ranges say which SETUP's handler protects each instruction
    (``cfg``: its graph, when already built)."""
    if cfg is None:
        cfg = build_cfg(ir)
    if cfg.defects:
        return ir  # the caller reports them
    return _with_marks(ir, cfg)[0]


def _with_marks(ir: Bytecode, cfg: ControlFlowGraph) -> Tuple[Bytecode, Dict[int, Label]]:
    """:func:`with_block_ranges` of ``ir`` (whose graph ``cfg`` has no defects), and the labels it
    adds, by the index of the instruction each names."""
    depths = analyse(cfg, compiler=False).before  # (the compiler's own count differs in its maximum only)
    states = _states(cfg, depths)
    n = len(states)
    # Runs of instructions share one state object (_states fills them a slice at a time): a step per
    # run, not per instruction, found at C speed; the SETUP in force over each run, then one range
    # per run of runs under the same handler, with labels where ranges start and end.
    starts = [0] if n else []
    starts += compress(range(1, n), map(is_not, states[1:], states))
    starts.append(n)
    ranges: List[Tuple[int, int, Label, int]] = []
    found: Dict[int, Optional[Tuple[Label, int]]] = {}  # by the id of a state
    open_: Optional[Tuple[Label, int]] = None
    opened = 0
    for k in range(len(starts) - 1):
        state = states[starts[k]]
        key = id(state)
        if key in found:
            entry = found[key]
        else:
            setup = next((e for e in reversed(state) if e[0] == "setup"), None) if state is not None else None
            entry = found[key] = (setup[1], setup[2]) if setup is not None else None
        if entry != open_:
            if open_ is not None:
                ranges.append((opened, starts[k], open_[0], open_[1]))
            open_, opened = entry, starts[k]
    if open_ is not None:
        ranges.append((opened, n, open_[0], open_[1]))
    marks: Dict[int, Label] = {}
    # a block ends after each END_FINALLY (it may re-raise, see _reraises)
    for k in cfg.indexes_of(_END_FINALLY):
        if k + 1 < n:
            marks.setdefault(k + 1, Label())
    for start, end, _, _ in ranges:
        marks.setdefault(start, Label())
        marks.setdefault(end, Label())
    # each mark right before the instruction it names (after the labels already there), or at the end
    at = list(compress(range(len(ir.items)), map(not_, map(isinstance, ir.items, repeat(Label)))))
    items: List = []
    done = 0
    for k in sorted(marks):
        place = at[k] if k < len(at) else len(ir.items)
        items += ir.items[done:place]
        items.append(marks[k])
        done = place
    items += ir.items[done:]
    out = Bytecode.__new__(Bytecode)  # (copy.copy, without its look-ups)
    out.__dict__.update(ir.__dict__)
    out.items = items
    out.try_ranges = [TryRange(marks[s], marks[e], handler, depth, False) for s, e, handler, depth in ranges]
    return out, marks


def _states(cfg: ControlFlowGraph, depths: List[Optional[int]]) -> List[Optional[State]]:
    """The block stack before each instruction (None where no path reaches it).  Where paths meet
    with different stacks (3.8's finally body, reached by BEGIN_FINALLY and by an exception) the
    shorter stays: the other has an EXCEPT_HANDLER more, which protects nothing, and the paths
    that would pop it re-raise instead."""
    before: List[Optional[State]] = [None] * len(cfg.instrs)
    entry: Dict[Block, State] = {}
    work: List[Block] = []

    def reach(b: Block, state: State) -> None:
        if b not in entry or len(state) < len(entry[b]):
            entry[b] = state
            work.append(b)

    if cfg.blocks:
        reach(cfg.blocks[0], ())
    names = cfg.names
    while work:
        b = work.pop()
        state = entry[b]
        # (only the instructions that push or pop a block are looked at, found at C speed; the
        # state before each of the others is the one before the last of them)
        done, end = b.first, b.first + len(b.instrs)
        reraises = False
        for at in compress(range(done, end), map(_BLOCK_OPS.__contains__, names[done:end])):
            before[done:at + 1] = repeat(state, at + 1 - done)
            done = at + 1
            instr = cfg.instrs[at]
            name = names[at]
            if name in SETUPS:
                depth = depths[at]
                if depth is None or not isinstance(instr.arg, Label):
                    raise Unsupported("%s at an unknown stack depth" % name)
                handler = cfg.block_at(cfg.label_at[instr.arg])
                if handler is not None:
                    reach(handler, state + (("except", instr.arg, 0),))
                # SETUP_ASYNC_WITH pops what __aenter__ gave before its block, then pushes it back
                state = state + (("setup", instr.arg, depth - (name == "SETUP_ASYNC_WITH")),)
            elif name == "POP_BLOCK":
                if not state or state[-1][0] != "setup":
                    raise Unsupported("POP_BLOCK without a SETUP block")
                state = state[:-1]
            elif name == "POP_EXCEPT":
                if not state or state[-1][0] != "except":
                    raise Unsupported("POP_EXCEPT outside a handler")
                state = state[:-1]
            elif name == "WITH_CLEANUP_FINISH" and state and state[-1][0] == "except" and state[-1][1] in b.labels:
                # 3.8: an __exit__ that swallows the exception unwinds the handler's block (ceval.c)
                state = state[:-1]
            elif name == "END_FINALLY" and state and state[-1][0] == "except" and _reraised(cfg, b, at, state[-1][1]):
                # it finds the exception on the stack and re-raises it: what follows it there is dead
                reraises = True
                break
        before[done:end] = repeat(state, end - done)
        # a SETUP's jump is the handler's, reached above; 3.8's CALL_FINALLY runs a finally body
        # that its SETUP_FINALLY reaches too, and comes back
        setup = b.instrs[-1].name in SETUPS
        for e in b.edges if not reraises else ():
            if e.kind == "fall" or (e.kind == "jump" and not setup):
                reach(e.target, state)
    return before


def _reraised(cfg: ControlFlowGraph, b: Block, at: int, label: Label) -> bool:
    """The END_FINALLY at ``at`` in ``b``, under the EXCEPT_HANDLER block of the handler at
    ``label``, re-raises the exception: ``b`` is that handler, the cleanup of a named except clause
    (``name = None; del name``) that only an exception reaches (the clause raises), or the
    END_FINALLY opens ``b`` where the last clause's test fails (see _reraises).  Not a finally
    body, nor a cleanup that the clause's BEGIN_FINALLY reaches, where it goes on."""
    if label in b.labels:
        names = [i.name for i in b.instrs[:3]]
        return len(names) == 3 and names[0] == "LOAD_CONST" and b.instrs[0].arg is None \
            and names[1].startswith("STORE_") and names[2].startswith("DELETE_")
    if at != b.first:
        return False
    preds = [p for p in cfg.blocks for e in p.edges if e.target is b and e.kind in ("fall", "jump")]
    return bool(preds) and _reraises(preds, b)


def _reraises(preds: List[Block], b: Block) -> bool:
    """3.8: an END_FINALLY alone in its block where the last ``except`` clause's test fails (or that
    nothing reaches) finds the exception on top of the stack and re-raises it (``preds``: the
    blocks that fall or jump to ``b``, once per edge)."""
    return all(len(p.instrs) >= 2 and p.instrs[-1].name == "POP_JUMP_IF_FALSE"
               and p.instrs[-2].name == "COMPARE_OP" and p.instrs[-2].arg in (10, "exception match")
               and any(e.target is b and e.kind == "jump" for e in p.edges) for p in preds)


def counted_depth(stack: List) -> int:
    """The depth of ``stack`` as the compiler counts it for a SETUP's block: 3.8's BEGIN_FINALLY
    pushes one NULL but counts six, as many as an exception brings to the same finally body
    (Python/compile.c, stack_effect), so a try or with statement inside a finally body is six deeper."""
    return len(stack) + 5 * sum(1 for v in stack if isinstance(v, Marker) and v.kind == "begin_finally")


def handler_entry(stack: List, block_stack: bool) -> List:
    """The stack a handler of a try statement starts with: the exception (3.11+), or the previous
    exception's three values and the new one's (3.8-3.10), the type on top."""
    if not block_stack:
        return list(stack) + [Marker("exception")]
    return list(stack) + [Marker("previous_exception"), Marker("previous_exception"), Marker("previous_exception"),
                          Marker("exc_traceback"), Marker("exception"), Marker("exc_type")]


__all__ = ["SETUPS", "block_stack_cfg", "counted_depth", "handler_entry", "with_block_ranges"]
