"""The names of a body the compiler dropped (``if False:``), put back where the pool met them.

A test the compiler knows false (``if False:``, ``if 0:``) leaves no jump: the flow-graph optimiser
removes the body as unreachable (Python/flowgraph.c, ``remove_unreachable``) and keeps a NOP for
the test's line.  The names the body used stay in ``co_names``, at the place the code generator
met them (``_PyCompile_AddName`` in Python/codegen.c, nothing removes unused names), while its
constants go (``remove_unused_consts``).  So a run of names no instruction uses, between the names
first used before a NOP that stands alone on its line and those first used after it, is such a
body; it is written back as ``if False:`` over a tuple of the names: the statements themselves are
lost, and any that named those names in that order compile to the same code.

A module or class body gives such a NOP as ``pass`` (``simulate.bare_statement``), and so does a
function's where the NOP stands alone on its line; that statement becomes the ``if``.  3.8-3.10
keep no NOP there, so nothing marks the place: only names left after every used one, a dead body
ending the code, are put back (``trailing_dead_names``, 3.10).
"""
from itertools import compress
from keyword import iskeyword
from operator import itemgetter
from typing import Any, Dict, FrozenSet, List, Optional, Sequence, Tuple

from antioch.decompile.stmts import Stmt
from antioch.ir import Instr
from antioch.opcodes.table import NAME_SHIFT, OpcodeTable


def first_uses(instrs: Sequence[Instr], table: OpcodeTable) -> Dict[str, int]:
    """Each name an instruction takes from ``co_names``, with the position of the first that does."""
    out: Dict[str, int] = {}
    # (only the instructions that take a name are looked at, found at C speed)
    for k in compress(range(len(instrs)), map(_name_takers(table).__contains__, map(_NAME, instrs))):
        arg = instrs[k][1]  # its argument (ir.INSTR_FIELDS)
        if isinstance(arg, str):
            out.setdefault(arg, k)
    return out


def _name_takers(table: OpcodeTable) -> FrozenSet[str]:
    """The opcodes of ``table`` whose argument is an index in ``co_names``."""
    found = _NAME_TAKERS.get(table.version)
    if found is None:
        found = _NAME_TAKERS[table.version] = frozenset(
            name for name, info in table.by_name.items() if info.kind in NAME_SHIFT)
    return found


_NAME_TAKERS: Dict[Tuple[int, int], FrozenSet[str]] = {}
#: the names of 3.14's deferred annotations, which a body stores before its first statement though
#: the code generator numbers ``__annotate__`` after all of the body's (deferred.py)
_SET_UP = ("__annotate__", "__conditional_annotations__")
#: an instruction's name (its field 0, see ir.INSTR_FIELDS), read at C speed
_NAME = itemgetter(0)


def place_dead_names(stmts: List[Stmt], instrs: Sequence[Instr], names: Sequence[str], table: OpcodeTable) -> None:
    """Turns the ``pass`` each run of unused names belongs to into ``if False:`` over a tuple of them;
    ``instrs``: the body's instructions in their order, before any is left out."""
    if "NOP" not in map(_NAME, instrs):
        return  # (no NOP, no place for such a body: 3.8-3.10 write none)
    used = first_uses(instrs, table)
    dead = [i for i, name in enumerate(names) if name not in used]
    if not dead:
        return
    runs: List[List[int]] = []
    for i in dead:
        if runs and runs[-1][-1] == i - 1:
            runs[-1].append(i)
        else:
            runs.append([i])
    for run in runs:
        lo = max((used[n] for n in names[:run[0]] if n not in _SET_UP), default=-1)
        hi = min((used[n] for n in names[run[-1] + 1:] if n not in _SET_UP), default=len(instrs))
        words = [names[i] for i in run]
        if lo >= hi or not all(w.isidentifier() for w in words):
            continue
        lines = {instr.lineno for instr in instrs[lo + 1:hi] if instr.name == "NOP" and instr.lineno is not None}
        found = passes_on(stmts, lines)
        if len(found) != 1:
            continue  # no statement, or more than one, that the body can have been
        s = found[0]
        s.kind, s.text, s.data = "if", "if False:", None
        s.bodies = [(None, [Stmt("expr", ", ".join(words))])]


def trailing_dead_names(instrs: Sequence[Instr], names: Sequence[str], table: OpcodeTable) -> List[Stmt]:
    """3.10: ``if False:`` over the names of ``co_names`` that follow every name an instruction uses,
    to end the body with (none when there are no such names).  3.10 compiles a body it knows dead
    (after a ``return``, under ``if 0:``) and then drops its blocks (Python/compile.c,
    ``eliminate_empty_basic_blocks`` and the unreachable ones ``optimize_cfg`` leaves), keeping its
    names and no NOP to mark the place: a body written last takes the last names, whatever they
    were in the source, and ``if False:`` compiles to nothing."""
    used = first_uses(instrs, table)
    last_used = max((i for i, name in enumerate(names) if name in used), default=-1)
    words = list(names[last_used + 1:])
    if not words or any(w in used or not w.isidentifier() or iskeyword(w) for w in words):
        return []
    return [Stmt("if", "if False:", None, None, [(None, [Stmt("expr", ", ".join(words))])])]


def passes_on(stmts: List[Stmt], lines: Any, out: Optional[List[Stmt]] = None) -> List[Stmt]:
    """The ``pass`` statements of ``stmts`` (bodies included) on one of ``lines``."""
    out = [] if out is None else out
    for s in stmts:
        if s.kind == "pass" and s.line in lines:
            out.append(s)
        for _, body in s.bodies:
            passes_on(body, lines, out)
    return out
