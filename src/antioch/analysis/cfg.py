"""The control-flow graph of a :class:`~antioch.ir.Bytecode`: basic blocks and the edges between them.

A block is a run of instructions entered only at its top and left only at its bottom:
it starts at a label, after a jump or a terminator, and wherever the covering 3.11+
try range changes, so every instruction of a block has the same exception handler.

Edges are of four kinds:

``fall``       to the next block, when the last instruction does not end the flow;
``jump``       to a jump's target, with the opcode's stack effect *when jumping* (not for the
               arguments of :data:`~antioch.opcodes.table.NON_JUMPING`, which only name a place);
``exception``  3.11+: from a block inside a try range to its handler, entered at the
               range's depth, plus one for ``lasti``, plus one for the exception;
``call``       3.8's CALL_FINALLY into a ``finally`` block (which CPython's stack depth
               computation does not follow: the block is reached by its SETUP_FINALLY).

3.8-3.10 handlers are ordinary ``jump`` edges of SETUP_FINALLY / SETUP_WITH /
SETUP_ASYNC_WITH, whose jump stack effect is the depth the block stack unwinds to plus
the exception values pushed, as in CPython's compiler.
"""
from bisect import bisect_left, bisect_right
from itertools import compress, repeat
from operator import add, is_not, itemgetter
from typing import AbstractSet, Any, Dict, FrozenSet, List, NamedTuple, Optional, Set, Tuple

from antioch.errors import UnsupportedVersionError
from antioch.ir import Bytecode, Instr, Label, TryRange, split_items
from antioch.opcodes import SUPPORTED, OpcodeInfo, OpcodeTable, table_for
from antioch.opcodes.table import NON_JUMPING

#: Instructions after which the flow does not fall through (any version that has them).
TERMINATORS = frozenset({
    "RETURN_VALUE", "RETURN_CONST", "RAISE_VARARGS", "RERAISE",
    "JUMP_FORWARD", "JUMP_ABSOLUTE", "JUMP_BACKWARD", "JUMP_BACKWARD_NO_INTERRUPT", "JUMP",
})
#: Jumps whose target CPython's stack depth computation does not follow.
CALL_JUMPS = frozenset({"CALL_FINALLY"})
#: an instruction's name (its field 0, see ir.INSTR_FIELDS)
_NAME = itemgetter(0)
#: by version, the opcode names after which a block ends: the terminators and the jumps
_ENDS_BLOCK: Dict[Tuple[int, int], FrozenSet[str]] = {}
#: by version, the opcode names whose argument is a place jumped to (not those that only name one)
_JUMPS_TO_LABEL: Dict[Tuple[int, int], FrozenSet[str]] = {}


def _ends_block(table: OpcodeTable) -> FrozenSet[str]:
    ends = _ENDS_BLOCK.get(table.version)
    if ends is None:
        ends = _ENDS_BLOCK[table.version] = TERMINATORS | {name for name, info in table.by_name.items()
                                                             if info.is_jump}
    return ends


def _jumps_to_label(table: OpcodeTable) -> FrozenSet[str]:
    jumps = _JUMPS_TO_LABEL.get(table.version)
    if jumps is None:
        jumps = _JUMPS_TO_LABEL[table.version] = frozenset(
            name for name, info in table.by_name.items() if info.is_jump and name not in NON_JUMPING)
    return jumps


class Edge(NamedTuple):
    """One edge out of a block."""

    target: "Block"
    #: fall, jump, exception or call
    kind: str
    #: exception edges: the absolute stack depth the handler is entered at
    depth: Optional[int] = None


class Block:
    """A basic block: instructions with one entry at the top."""

    __slots__ = ("edges", "first", "index", "instrs", "labels", "start_depth", "try_range")

    def __init__(self, index: int, first: int, instrs: Optional[List[Instr]] = None,
                 labels: Optional[List[Label]] = None, try_range: Optional[TryRange] = None) -> None:
        #: position of the block in the graph (the order of the code)
        self.index = index
        #: index of the block's first instruction in :attr:`ControlFlowGraph.instrs`
        self.first = first
        self.instrs: List[Instr] = instrs if instrs is not None else []
        #: the labels that name the block's first instruction
        self.labels: List[Label] = labels if labels is not None else []
        self.edges: List[Edge] = []
        #: stack depth on entry, once :func:`antioch.analysis.stackdepth.analyse` has run; None if unreached
        self.start_depth: Optional[int] = None
        #: the 3.11+ try range covering the block, if any
        self.try_range = try_range

    @property
    def last(self) -> Optional[Instr]:
        return self.instrs[-1] if self.instrs else None

    def __repr__(self) -> str:
        return "<Block %d: %d instrs>" % (self.index, len(self.instrs))


class Defect(NamedTuple):
    """A structural fault found while building the graph (the verifier turns these into problems)."""

    rule: str
    #: index of the instruction in ControlFlowGraph.instrs, or None for the whole code object
    where: Optional[int]
    message: str


class ControlFlowGraph:
    """Blocks of one code object, in code order, and what was wrong with its structure (made by
    :func:`build_cfg`).

    ``blocks`` in code order; ``instrs`` every instruction, ``block_of[i]`` the block of
    ``instrs[i]``; ``predecessors()`` the edges into each block; ``defects`` the structural problems
    (jumps to nowhere, code running off its end) the verifier reports.
    """

    def __init__(self, ir: Bytecode) -> None:
        self.ir = ir
        self.version: Tuple[int, int] = ir.version
        self.table: OpcodeTable = table_for(ir.version)
        #: every instruction, in order
        self.instrs: List[Instr] = []
        #: the opcode of each instruction; None for a name this version does not have
        self.infos: List[Optional[OpcodeInfo]] = []
        self.defects: List[Defect] = []
        #: instruction index each label names (len(instrs) for a label at the very end)
        self.label_at: Dict[Label, int] = {}
        self.blocks: List[Block] = []
        self.block_of: List[Block] = []
        #: the name of each instruction (as ``instrs[i].name``)
        self.names: List[str] = []
        self._offsets: Optional[List[int]] = None
        self._build()

    @property
    def offsets(self) -> List[int]:
        """The byte offset of each instruction: the lifted one, or where lowering would roughly put it
        (worked out when first asked: only problems and listings name offsets)."""
        if self._offsets is None:
            self._offsets = _instruction_offsets(self.instrs, self.infos)
        return self._offsets

    def indexes_of(self, names: AbstractSet[str]) -> List[int]:
        """The indexes of the instructions whose opcode name is in ``names``, in order (found at C speed)."""
        return list(compress(range(len(self.names)), map(names.__contains__, self.names)))

    # -- construction ---------------------------------------------------------------------------

    def _build(self) -> None:
        # Whole columns at C speed (map, compress over the items), then a Python step per label
        # and per block rather than per instruction.
        instrs, placements = split_items(self.ir.items)
        self.instrs = instrs
        #: the name of each instruction (its field 0, see ir.INSTR_FIELDS)
        names = self.names = list(map(_NAME, instrs))
        self.infos = list(map(self.table.by_name.get, names))
        label_at = self.label_at
        labels_before: Dict[int, List[Label]] = {}
        n = len(instrs)
        twice: List[int] = []
        for label, at in placements:
            if label in label_at:
                twice.append(at)
            label_at[label] = at
            labels_before.setdefault(at, []).append(label)
        for at in twice:
            self.defects.append(Defect("label", at if at < n else None, "a label is placed twice"))
        covering = self._coverage() if self.ir.try_ranges else None
        if not n:
            return
        # A block starts at the first instruction, at a label, after a terminator or a jump, and
        # where the covering try range changes.
        starts = {0}
        starts.update(labels_before)
        starts.update(map(add, compress(range(n), map(_ends_block(self.table).__contains__, names)), repeat(1)))
        if covering is not None:
            starts.update(compress(range(1, n), map(is_not, covering[1:], covering)))
        starts.discard(n)
        blocks, block_of = self.blocks, self.block_of
        order = sorted(starts)
        order.append(n)
        for k in range(len(order) - 1):
            first, end = order[k], order[k + 1]
            block = Block(k, first, instrs[first:end], labels_before.get(first, []),
                          covering[first] if covering is not None else None)
            blocks.append(block)
            block_of += repeat(block, end - first)
        self._link_all(blocks)

    def refine(self, ir: Bytecode, marks: Dict[int, Label]) -> None:
        """Make this graph, in place, the one :func:`build_cfg` gives of ``ir``: the instructions of
        :attr:`ir` (which has no try ranges) with more labels, ``marks`` (by the index of the
        instruction each names; placed after the labels already there), and try ranges between
        labels.  A block splits at each mark inside it; the others keep their edges and gain their
        exception edge: the decompiler's 3.8-3.10 graph costs one construction rather than two
        (decompile/blockstack.py)."""
        self.ir = ir
        label_at = self.label_at
        order = sorted(marks)
        for at in order:
            label_at[marks[at]] = at
        blocks: List[Block] = []
        block_of = self.block_of
        split: Set[Block] = set()
        # (the marks inside each block, by bisection of the sorted marks: a step per block and per
        # mark, not per instruction)
        for block in self.blocks:
            block.start_depth = None
            first, end = block.first, block.first + len(block.instrs)
            if first in marks:
                block.labels = block.labels + [marks[first]]
            blocks.append(block)
            low = bisect_right(order, first)
            if low == len(order) or order[low] >= end:
                continue
            cuts = order[low:bisect_left(order, end, low)]
            instrs = block.instrs
            block.instrs = instrs[:cuts[0] - first]
            split.add(block)
            for k, start in enumerate(cuts):
                stop = cuts[k + 1] if k + 1 < len(cuts) else end
                part = Block(0, start)
                part.instrs = instrs[start - first:stop - first]
                part.labels = [marks[start]]
                block_of[start:stop] = repeat(part, stop - start)
                split.add(part)
                blocks.append(part)
        for index, block in enumerate(blocks):
            block.index = index
        self.blocks = blocks
        covering = self._coverage() if ir.try_ranges and self.instrs else None
        for block in blocks:
            r = block.try_range = covering[block.first] if covering is not None else None
            if block in split:
                block.edges = []
                self._link_all([block])
            elif r is not None:
                handler = self.block_at(label_at[r.handler])
                if handler is not None:
                    block.edges.append(Edge(handler, "exception", r.depth + int(r.lasti) + 1))

    def _coverage(self) -> List[Optional[TryRange]]:
        """The try range each instruction is in (the first listed wins, as CPython's lookup does)."""
        covering: List[Optional[TryRange]] = [None] * len(self.instrs)
        spans: List[Tuple[int, int, TryRange]] = []
        label_at = self.label_at
        for r in self.ir.try_ranges:
            start, end, handler = label_at.get(r.start), label_at.get(r.end), label_at.get(r.handler)
            if start is None or end is None or handler is None:
                self.defects.append(Defect("exception-table", None, "a try range uses a label that is not in the code"))
                continue
            if handler >= len(self.instrs):
                self.defects.append(Defect("exception-table", None, "a try range's handler is past the end"))
                continue
            spans.append((start, min(end, len(self.instrs)), r))
        # the last listed written first, each overwritten by those listed before it: a slice at a
        # time, not a step per instruction of each range
        for start, end, r in reversed(spans):
            if start < end:
                covering[start:end] = [r] * (end - start)
        return covering

    def _link_all(self, blocks: List[Block]) -> None:
        """The edges out of each of ``blocks`` (the graph's blocks all made): a jump's, a fall to the
        next block, an exception edge to the handler of its try range; a step per block, each edge
        made without a call of Python code."""
        label_at, block_of = self.label_at, self.block_of
        count, n = len(self.blocks), len(self.instrs)
        edge = tuple.__new__  # (Edge's own __new__ is Python code: a frame per edge)
        jumps = _jumps_to_label(self.table)
        #: the handler block of each try range met, by its id (most ranges cover several blocks)
        handlers: Dict[int, Optional[Block]] = {}
        for block in blocks:
            instrs = block.instrs
            last = instrs[-1]
            name = last[0]
            if name in jumps:
                last_index = block.first + len(instrs) - 1
                arg = last[1]
                at = label_at.get(arg) if isinstance(arg, Label) else None
                if at is not None and at < n:
                    target = block_of[at]
                    if target.first == at:
                        block.edges.append(edge(Edge, (target, "call" if name in CALL_JUMPS else "jump", None)))
                else:  # (its defect)
                    self._jump_target(last_index, last)
            if name not in TERMINATORS:
                if block.index + 1 < count:
                    block.edges.append(edge(Edge, (self.blocks[block.index + 1], "fall", None)))
                else:
                    self.defects.append(Defect("falls-off-end", block.first + len(instrs) - 1,
                                               "the code can run past its last instruction"))
            r = block.try_range
            if r is not None:
                handler = handlers.get(id(r), block)
                if handler is block:
                    handler = handlers[id(r)] = self.block_at(label_at[r.handler])
                if handler is not None:
                    block.edges.append(edge(Edge, (handler, "exception", r.depth + int(r.lasti) + 1)))

    def _jump_target(self, index: int, instr: Instr) -> Optional[Block]:
        target = instr.arg
        if not isinstance(target, Label):
            self.defects.append(Defect("jump-target", index, "%s does not land on an instruction start (raw "
                                       "argument %r)" % (instr.name, target)))
            return None
        at = self.label_at.get(target)
        if at is None:
            self.defects.append(Defect("jump-target", index, "%s jumps to a label that is not in the code"
                                       % instr.name))
            return None
        if at >= len(self.instrs):
            self.defects.append(Defect("jump-target", index, "%s jumps past the end of the code" % instr.name))
            return None
        return self.block_at(at)

    def block_at(self, index: int) -> Optional[Block]:
        """The block whose first instruction is ``instrs[index]`` (None if it starts none)."""
        if index >= len(self.block_of):
            return None
        block = self.block_of[index]
        return block if block.first == index else None

    def release(self) -> None:
        """Drops the edges between the blocks, once the graph is no longer read: a loop's blocks
        reach one another through them, a reference cycle that only the cyclic garbage collector
        frees (walking every block and instruction it holds first)."""
        for b in self.blocks:
            b.edges = []

    def predecessors(self) -> Dict[Block, List[Edge]]:
        preds: Dict[Block, List[Edge]] = {b: [] for b in self.blocks}
        for b in self.blocks:
            for e in b.edges:
                preds[e.target].append(Edge(b, e.kind, e.depth))
        return preds

    def __iter__(self) -> Any:
        return iter(self.blocks)

    def __repr__(self) -> str:
        return "<ControlFlowGraph %s: %d blocks>" % (self.ir.fields.qualname, len(self.blocks))


def _instruction_offsets(instrs: List[Instr], infos: List[Optional[OpcodeInfo]]) -> List[int]:
    """Byte offset of each instruction: the lifted one, or where lowering would roughly put it."""
    out = []
    at = 0
    for instr, info in zip(instrs, infos):
        offset = instr[7]  # its offset and ext (ir.INSTR_FIELDS), by index as faster than the properties
        if offset is not None:
            at = offset
        out.append(at)
        at += 2 * (1 + instr[4] + (info.caches if info is not None else 0))
    return out


def build_cfg(ir: Bytecode) -> ControlFlowGraph:
    """The control-flow graph of ``ir``: its :class:`Block` list in code order, each with its
    :class:`Edge` list (``fall``, ``jump``, ``exception`` to a 3.11+ handler, ``call``).

    >>> import antioch
    >>> def f(x):
    ...     try:
    ...         return 1 / x
    ...     except ZeroDivisionError:
    ...         return 0
    >>> cfg = antioch.build_cfg(antioch.lift(f.__code__))
    >>> kinds = {edge.kind for block in cfg.blocks for edge in block.edges}
    >>> ("exception" if cfg.version >= (3, 11) else "jump") in kinds
    True
    >>> handler = next(e.target for b in cfg.blocks for e in b.edges if e.kind != "fall")
    >>> handler.index > 0 and handler.instrs[0].name in ("PUSH_EXC_INFO", "DUP_TOP")
    True
    """
    check_analysable(ir.fields.version)
    return ControlFlowGraph(ir)


def check_analysable(version: Tuple[int, int]) -> None:
    """Refuse bytecode of 2.7 and 3.6-3.7, which antioch reads and lists but does not analyse: their
    jumps, blocks and stack effects differ in ways the graph and the verifier do not model, and a
    wrong graph or a false alarm is worse than none."""
    if tuple(version) not in SUPPORTED:
        raise UnsupportedVersionError(
            "CPython %d.%d bytecode: the control-flow graph and the verifier cover CPython %d.%d-%d.%d "
            "(antioch reads, lists and writes back this .pyc)" % (tuple(version) + SUPPORTED[0] + SUPPORTED[-1]))
