"""Stack depth by data flow over the control-flow graph, the way CPython's compiler computes it.

CPython (``stackdepth()`` in Python/compile.c up to 3.11, ``calculate_stackdepth()`` in
Python/flowgraph.c from 3.12) walks its basic blocks from the entry with a work list: each
instruction adds its stack effect, a jump also pushes its target with the *jump* effect, the
first depth that reaches a block is its entry depth, and the answer is the largest depth
seen anywhere.  It does so on its own instruction sequence, in which 3.11+ try blocks are
still SETUP_* pseudo-instructions; their jump effect is the handler's entry depth, which
the exception table keeps as ``depth + lasti`` (+1 for the exception), so the handler edges
of :mod:`antioch.analysis.cfg` give the same numbers.
"""
from functools import lru_cache
from typing import Any, Callable, Dict, List, NamedTuple, Optional, Tuple, Union

from antioch.analysis.cfg import Block, ControlFlowGraph, Defect, build_cfg
from antioch.analysis.signatures import signature
from antioch.codeobj import CO_ASYNC_GENERATOR, CO_COROUTINE, CO_GENERATOR, CodeFields
from antioch.ir import Bytecode, Instr, RawArg
from antioch.opcodes import OpcodeInfo
from antioch.opcodes.table import NAME_SHIFT

GENERATOR_FLAGS = CO_GENERATOR | CO_COROUTINE | CO_ASYNC_GENERATOR


class DepthResult(NamedTuple):
    """What the data flow found."""

    #: the largest depth reached (CPython's co_stacksize)
    max_depth: int
    #: the depth before each instruction of ``cfg.instrs``; None where unreached
    before: List[Optional[int]]
    #: underflows, depths that disagree where paths meet, opcodes without a stack effect
    defects: List[Defect]


def effect_arg(instr: Instr, info: OpcodeInfo) -> int:
    """The integer argument as far as the stack effect depends on it."""
    arg = instr[1]  # fields by index (ir.INSTR_FIELDS), faster than its properties in the verifier's loops
    if isinstance(arg, RawArg):
        return int(arg)
    if info.kind in NAME_SHIFT:
        return instr[3]  # its flags
    if info.kind in INT_ARG_KINDS and isinstance(arg, int):
        return arg
    return 0


#: argument kinds whose value is the integer the stack effect depends on
INT_ARG_KINDS = frozenset({"int", "make_function", "format", "binop", "intrinsic1", "intrinsic2", "convert",
                           "fn_attr"})
#: argument kinds whose effect argument is not always 0 (see effect_arg; a RawArg is itself)
EFFECT_ARG_KINDS = INT_ARG_KINDS | frozenset(NAME_SHIFT)


def entry_depth(cfg: ControlFlowGraph) -> int:
    """Depth on entry: 3.10-3.12 generators start with the value sent to them (GEN_START or
    RETURN_GENERATOR's POP_TOP pops it); 3.13's RETURN_GENERATOR pushes it itself."""
    if (3, 10) <= cfg.version <= (3, 12) and cfg.ir.fields.flags & GENERATOR_FLAGS:
        return 1
    return 0


def analyse(cfg: ControlFlowGraph, compiler: bool = True) -> DepthResult:
    """Entry depth of every block (set on the blocks) and the maximum depth, as CPython computes them.

    With ``compiler=False`` the artefacts of the compiler's own count are left out (dead handlers,
    3.8-3.9 folded tuples, 3.13's dead epilogue): what is left is the depth the code can reach
    when it runs, which is what the verifier checks against the declared stack size.
    """
    before: List[Optional[int]] = [None] * len(cfg.instrs)
    defects: List[Defect] = []
    for block in cfg.blocks:
        block.start_depth = None
    if not cfg.blocks:
        return DepthResult(0, before, defects)
    max_depth = 0
    work: List[Block] = []
    came_from: List[int] = [0] * len(cfg.blocks)  # the instruction the first path to each block ended with
    came_by: List[str] = ["entry"] * len(cfg.blocks)  # and the kind of edge it took
    meetings = [0]  # how many times paths met with different depths

    def reach(block: Block, depth: int, source: int, by: str) -> None:
        if block.start_depth is None:
            block.start_depth = depth
            came_from[block.index] = source
            came_by[block.index] = by
            work.append(block)
        elif block.start_depth != depth:
            first = came_from[block.index]
            meet = "paths meet at offset %d with stack depths %d (after %s at offset %d) and %d (after %s at " \
                   "offset %d)" % (cfg.offsets[block.first], block.start_depth, cfg.instrs[first].name,
                                   cfg.offsets[first], depth, cfg.instrs[source].name, cfg.offsets[source])
            lower = (source, by) if depth < block.start_depth else (first, came_by[block.index])
            higher = first if depth < block.start_depth else source
            blamed = None
            meetings[0] += 1
            if meetings[0] <= _BLAMED_MEETINGS:
                blamed = _blame(cfg, before, came_from, came_by, lower, higher)
            if blamed is None:
                defects.append(Defect("inconsistent-depth", block.first, meet))
            else:
                at, taken, since = blamed
                defects.append(Defect("inconsistent-depth", at, "%s pops %d value%s more than its path pushed "
                                      "since offset %d; %s" % (cfg.instrs[at].name, taken, "" if taken == 1 else "s",
                                                               cfg.offsets[since], meet)))

    start = entry_depth(cfg)
    reach(cfg.blocks[0], start, 0, "entry")
    max_depth = start
    while True:
        while work:
            max_depth = max(max_depth, _flow(cfg, work.pop(), before, defects, reach, compiler))
        dead = _dead_handler(cfg) if compiler else None
        if dead is None:
            break
        reach(*dead, "entry")
    if cfg.version >= (3, 13) and compiler:
        # 3.13 computes the depth while every code object still ends in LOAD_CONST None;
        # RETURN_VALUE, even where that epilogue is dead and removed later.
        max_depth = max(max_depth, 1)
    return DepthResult(max_depth, before, defects)


def analyse_both(cfg: ControlFlowGraph) -> Tuple[DepthResult, Optional[DepthResult]]:
    """``analyse(cfg)`` and ``analyse(cfg, compiler=False)`` from one walk of the graph: the compiler's
    count differs from the run-time one only in its maximum, unless it counts a dead handler (then
    the second is None and left to be worked out)."""
    runtime = analyse(cfg, compiler=False)
    if _dead_handler(cfg) is not None:
        return analyse(cfg), None
    max_depth = runtime.max_depth
    if cfg.version < (3, 10):  # the folded tuples _flow counts
        for block in cfg.blocks:
            for k, instr in enumerate(block.instrs):
                depth = runtime.before[block.first + k]
                if depth is not None and instr[0] == "LOAD_CONST" and type(instr[1]) is tuple:  # name, arg
                    max_depth = max(max_depth, depth + _folded_width(cfg, block, k, depth))
    if cfg.version >= (3, 13):  # as analyse counts the dead epilogue
        max_depth = max(max_depth, 1)
    return DepthResult(max_depth, runtime.before, runtime.defects), runtime


def _flow(cfg: ControlFlowGraph, block: Block, before: List[Optional[int]], defects: List[Defect],
          reach: Callable[[Block, int, int, str], None], compiler: bool) -> int:
    """Run one block from its entry depth; the largest depth it reaches."""
    max_depth = 0
    depth = block.start_depth
    assert depth is not None
    falls = True
    infos = cfg.infos
    first = block.first
    instrs = block.instrs
    last = len(instrs) - 1
    jumps = [edge for edge in block.edges if edge.kind == "jump"]
    folds = cfg.version < (3, 10) and compiler
    effects = _EFFECTS
    for k, instr in enumerate(instrs):
        i = first + k
        before[i] = depth
        info = infos[i]
        if info is None:
            falls = False
            break
        arg = effect_arg(instr, info) if info.kind in EFFECT_ARG_KINDS or isinstance(instr[1], RawArg) else 0
        known = effects.get((info, arg))
        if known is None:
            effect = info.stack_effect(arg)
            known = (effect, None if effect is None else _pops(cfg, instr[0], arg))  # its name
            if len(effects) < _EFFECTS_HELD:
                effects[info, arg] = known
        effect, pops = known
        if effect is None:
            defects.append(Defect("stack-effect", i, "%s has no stack effect with argument %d"
                                  % (instr.name, arg)))
            falls = False
            break
        new_depth = depth + effect
        if new_depth < 0 or (depth < _FEW and pops is not None and pops > depth):
            # the net effect hides what an instruction pops: BINARY_OP on one value is -1
            defects.append(Defect("stack-underflow", i, "%s pops more than the %d value%s on the stack"
                                  % (instr.name, depth, "" if depth == 1 else "s") if pops is None or new_depth < 0 else
                                  "%s pops %d values but the stack holds %d" % (instr.name, pops, depth)))
            falls = False
            break
        if new_depth > max_depth:
            max_depth = new_depth
        if folds and instr[0] == "LOAD_CONST" and type(instr[1]) is tuple:  # name, arg
            max_depth = max(max_depth, depth + _folded_width(cfg, block, k, depth))
        if k == last:
            for edge in jumps:
                jump_effect = info.stack_effect(arg, jump=True)
                target_depth = depth + (jump_effect if jump_effect is not None else effect)
                if target_depth < 0:
                    defects.append(Defect("stack-underflow", i, "%s pops more than the %d values on the "
                                          "stack when it jumps" % (instr.name, depth)))
                    continue
                max_depth = max(max_depth, target_depth)
                reach(edge.target, target_depth, i, "jump")
        depth = new_depth
    for edge in block.edges:
        if edge.kind == "fall" and falls:
            reach(edge.target, depth, block.first + len(block.instrs) - 1, "fall")
        elif edge.kind == "exception":
            assert edge.depth is not None
            max_depth = max(max_depth, edge.depth)
            reach(edge.target, edge.depth, block.first, "exception")
    return max_depth


#: How many meetings of different depths are traced back to an instruction to blame (each walks its
#: paths: crafted code with thousands of them is named at the meetings, in time linear in its size)
_BLAMED_MEETINGS = 8


def _blame(cfg: ControlFlowGraph, before: List[Optional[int]], came_from: List[int], came_by: List[str],
           lower: Tuple[int, str], higher: int) -> Optional[Tuple[int, int, int]]:
    """Where paths meet with different depths, the instruction of the lower path that took a value it had
    not pushed itself: (its index, how many such values it took, the index where that path left the
    other).  A CALL missing its PUSH_NULL inside a loop takes the loop's iterator, and the loop's head is
    where the depths then disagree.  None when the lower path took nothing of the sort (the higher one
    pushed too much) or left by an exception edge, whose instruction is not known.

    The paths are those the analysis first took to each block (``came_from``), so ``before`` holds
    their depths; they part where their chains of blocks from the entry part.
    """
    path = _path_to(cfg, came_from, cfg.block_of[lower[0]])
    other = _path_to(cfg, came_from, cfg.block_of[higher])
    common = 0
    while common < min(len(path), len(other)) and path[common] is other[common]:
        common += 1
    rest = path[common:]
    if not rest or rest[0].start_depth is None:
        return None
    level = rest[0].start_depth  # below it are the values the lower path did not push
    for n, block in enumerate(rest):
        last, by = (came_from[rest[n + 1].index], came_by[rest[n + 1].index]) if n + 1 < len(rest) else lower
        if by == "exception":
            return None
        for i in range(block.first, last + 1):
            depth = before[i]
            info = cfg.infos[i]
            if depth is None or info is None:
                return None
            arg = effect_arg(cfg.instrs[i], info)
            sig = signature(cfg.instrs[i][0], arg, cfg.version, i == last and by == "jump") if arg <= _FEW else None
            if sig is None:
                continue
            pops, pushes = sig
            kept = 0  # popped values pushed back at their own places are only looked at (FOR_ITER's iterator)
            while kept < len(pushes) and pushes[kept] == kept and type(pushes[kept]) is int:
                kept += 1
            if depth - len(pops) + kept < level:
                return i, level - (depth - len(pops) + kept), rest[0].first
    return None


def _path_to(cfg: ControlFlowGraph, came_from: List[int], block: Block) -> List[Block]:
    """The blocks of the first path the analysis took from the entry to ``block``, in order."""
    path = [block]
    while block.index != 0 and len(path) <= len(cfg.blocks):
        parent = cfg.block_of[came_from[block.index]]
        if parent is block:  # a block the analysis entered by itself (a dead handler)
            break
        block = parent
        path.append(block)
    path.reverse()
    return path


#: the net stack effect and the values popped (see _pops) of each (opcode of a version, argument) met
#: so far: the same few pairs make up most code, and working one out evaluates the table's formula
_EFFECTS: Dict[Tuple[OpcodeInfo, int], Tuple[Optional[int], Optional[int]]] = {}
_EFFECTS_HELD = 1 << 16  # hostile code with many different arguments cannot make it grow without end

#: Below this depth an instruction's own pops are checked, not only its net effect (signatures are
#: tuples as long as the argument: a large one is left to the net effect, which it dominates).
_FEW = 256


def _pops(cfg: ControlFlowGraph, name: str, arg: int) -> Optional[int]:
    """How many values the instruction pops (None where its signature is not known)."""
    return None if arg > _FEW else _pops_of(name, arg, cfg.version)


@lru_cache(maxsize=4096)
def _pops_of(name: str, arg: int, version: Tuple[int, int]) -> Optional[int]:
    sig = signature(name, arg, version)
    return None if sig is None else len(sig[0])


#: 3.8-3.9 consumers of a tuple that the peephole optimizer folded from LOAD_CONSTs + BUILD_TUPLE
#: after the compiler had counted each constant on the stack (defaults, star-args)
_FOLDED_TUPLE_CONSUMERS = frozenset({"MAKE_FUNCTION", "BUILD_TUPLE_UNPACK", "BUILD_TUPLE_UNPACK_WITH_CALL",
                                     "BUILD_LIST_UNPACK", "BUILD_SET_UNPACK", "CALL_FUNCTION_EX"})


def _folded_width(cfg: ControlFlowGraph, block: Block, k: int, slot: int) -> int:
    """How many stack slots a 3.8-3.9 constant tuple took in the compiler's own count: its length
    when the peephole optimizer folded it (its consumer says so), else one."""
    depth = slot + 1
    for j in range(k + 1, len(block.instrs)):
        instr = block.instrs[j]
        info = cfg.infos[block.first + j]
        if info is None:
            return 1
        arg = effect_arg(instr, info)
        effect = info.stack_effect(arg)
        if effect is None:
            return 1
        if instr.name == "MAKE_FUNCTION":
            pops = 2 + bin(arg & 15).count("1")
        elif instr.name == "CALL_FUNCTION_EX":
            pops = 2 + (arg & 1)
        elif instr.name in _FOLDED_TUPLE_CONSUMERS:
            pops = arg
        else:
            pops = max(0, -effect)
        if depth - pops <= slot:
            if instr.name == "MAKE_FUNCTION" and not (arg & 1 and depth - pops == slot):
                return 1
            if instr.name == "CALL_FUNCTION_EX" and not arg & 1:  # f(*(1, 2)): folded by the AST
                return 1
            return len(instr_arg_tuple(block.instrs[k])) if instr.name in _FOLDED_TUPLE_CONSUMERS else 1
        depth += effect
    return 1


def instr_arg_tuple(instr: Instr) -> tuple:
    return instr.arg if type(instr.arg) is tuple else ()


def _dead_handler(cfg: ControlFlowGraph) -> Optional[Tuple[Block, int, int]]:
    """An unreached 3.11+ handler whose try body the compiler emptied (``try: pass``).

    CPython computed the depth while the handler's SETUP was still there, so its code counts.
    It is entered at the depth of the cleanup range that covers its PUSH_EXC_INFO, or, for a
    cleanup handler (``except* E as e:`` with a body that cannot raise), at the depth that
    makes it arrive where it jumps with the depth already known there.
    """
    if cfg.version < (3, 11):
        return None
    for block in cfg.blocks:
        if (block.start_depth is None and block.try_range is not None
                and block.instrs[0].name == "PUSH_EXC_INFO"):
            return block, block.try_range.depth, block.first
    for block in cfg.blocks:
        if block.start_depth is not None:
            continue
        for edge in block.edges:
            if edge.kind in ("jump", "fall") and edge.target.start_depth is not None:
                net = _net_effect(cfg, block, edge.kind == "jump")
                if net is not None and edge.target.start_depth - net >= 0:
                    return block, edge.target.start_depth - net, block.first
    return None


def _net_effect(cfg: ControlFlowGraph, block: Block, jump: bool) -> Optional[int]:
    total = 0
    for k, instr in enumerate(block.instrs):
        info = cfg.infos[block.first + k]
        if info is None:
            return None
        effect = info.stack_effect(effect_arg(instr, info), jump=jump and k == len(block.instrs) - 1)
        if effect is None:
            return None
        total += effect
    return total


def stackdepth(code_or_ir: Union[Bytecode, CodeFields, Any]) -> int:
    """The stack size CPython's compiler would declare for this code (``co_stacksize``).

    >>> def f(a, b):
    ...     return a + b
    >>> stackdepth(f.__code__) == f.__code__.co_stacksize
    True
    """
    if not isinstance(code_or_ir, Bytecode):
        from antioch.lift import lift

        code_or_ir = lift(code_or_ir)
    return analyse(build_cfg(code_or_ir)).max_depth
