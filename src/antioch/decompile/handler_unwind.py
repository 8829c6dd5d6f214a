"""3.11+: a ``return`` written in an except clause nested in another clause unwinds each handler
around it on its way out: compiler_unwind_fblock (Python/compile.c, Python/codegen.c) writes a
POP_EXCEPT for every HANDLER_CLEANUP between the return and the function, and, for a value computed
before (``return f()``), a ``SWAP 2`` before each to keep the value under the exception it pops::

    LOAD_GLOBAL f; CALL 0; SWAP 2 | POP_EXCEPT; SWAP 2 | POP_EXCEPT; RETURN_VALUE
    POP_EXCEPT | POP_EXCEPT; RETURN_CONST False

The exception table splits the run: the first POP_EXCEPT is still protected by the outer clause's
cleanup, the next not.  So the block after the inner clause's POP_EXCEPT reads like where the
clause goes on, and the try statement would end there; it is the return's own tail instead.  The
clause's normal end, when the statement is the last of the outer clause and a small return follows
the outer try statement, also runs POP_EXCEPT twice and returns (the return copied into the clause,
Python/flowgraph.c, inline_small_or_no_lineno_blocks); it is told apart by where things are:

- a value kept under the exceptions (the ``SWAP 2`` after the first POP_EXCEPT): only a return
  written in the clause keeps one;
- a constant: the return written in the clause puts its own position on every POP_EXCEPT of the
  unwinding and on the return (which takes the position of the call of ``__exit__`` of a with
  statement it leaves after the clauses: the unwinding goes on with none of its own), while the
  copy of a return after the statement keeps its own line, after every line of the statement, and
  the POP_EXCEPTs of the clause's end have the position of its last statement
  (propagate_line_numbers).
"""
from typing import TYPE_CHECKING, List, Tuple

from antioch.analysis.cfg import Block
from antioch.ir import Instr

if TYPE_CHECKING:
    from antioch.decompile.structure import Structurer

_RETURNS = ("RETURN_VALUE", "RETURN_CONST")
#: how many blocks the unwinding of a return may take before we stop looking (deeper is not met)
_MAX_BLOCKS = 12


def returns_through_handlers(st: "Structurer", b: Block, s: Block) -> bool:
    """``s``, where the except clause whose POP_EXCEPT is in ``b`` goes on, only pops the except
    clauses around (and clears their names: ``except E as name``) and returns the value or
    constant of a return written in the clause."""
    if not st.facts.structures_exception_table or b.instrs[0].name == "PUSH_EXC_INFO":
        return False
    at = max((k for k, i in enumerate(b.instrs) if i.name == "POP_EXCEPT"), default=None)
    if at is None:
        return False
    tail: List[Instr] = list(b.instrs[at:])
    x, blocks = s, 0
    while True:
        tail.extend(x.instrs)
        succs = st.flow.succs[x]
        blocks += 1
        if not succs:
            break
        if len(succs) != 1 or blocks > _MAX_BLOCKS or x.instrs[-1].name not in ("POP_EXCEPT", "SWAP", "DELETE_FAST",
                                                                                  "DELETE_NAME", "DELETE_DEREF"):
            return False
        x = succs[0]
    kept = b.instrs[at - 1].name == "SWAP" if at > 0 else False
    steps = _without_name_cleanups(tail)
    names = [i.name for i in steps]
    unwound = ["POP_EXCEPT"] + ["SWAP", "POP_EXCEPT"] * ((len(names) - 2) // 2) + ["RETURN_VALUE"]
    if len(names) >= 4 and names == unwound and all(i.arg == 2 for i in steps if i.name == "SWAP"):
        return True  # (a value kept under the exceptions: SWAP 2 before each POP_EXCEPT after the first)
    if kept:
        return False
    returns = ["RETURN_CONST"] if names[-1:] == ["RETURN_CONST"] else ["LOAD_CONST", "RETURN_VALUE"]
    if names[-len(returns):] != returns:
        return False
    pops, calls = _exit_calls_after(steps[:-len(returns)])
    if len(pops) < 2 or any(i.name != "POP_EXCEPT" for i in pops):
        return False
    # (the return's position on every instruction of its unwinding; after the call of a with
    # statement's __exit__, the return takes the call's, the unwinding going on with no position
    # of its own: compiler_unwind_fblock)
    where = pops[-1].position
    return where is not None and where[0] is not None and all(i.position == where for i in pops) \
        and all(i.position == (calls[0].position if calls else where) for i in calls + steps[-len(returns):])


#: the call of a with statement's ``__exit__(None, None, None)`` and the drop of its result
_EXIT_CALL = ["LOAD_CONST", "LOAD_CONST", "LOAD_CONST", "CALL", "POP_TOP"]


def _exit_calls_after(instrs: List[Instr]) -> Tuple[List[Instr], List[Instr]]:
    """``instrs`` split into what comes before the calls of ``__exit__`` of the with statements a
    return leaves last (after the POP_EXCEPTs of the clauses inside them), and the CALL of each."""
    calls: List[Instr] = []
    k = len(instrs)
    while k >= 5 and [i.name for i in instrs[k - 5:k]] == _EXIT_CALL \
            and all(i.arg is None for i in instrs[k - 5:k - 2]):
        calls.insert(0, instrs[k - 2])
        k -= 5
    return instrs[:k], calls


def _without_name_cleanups(instrs: List[Instr]) -> List[Instr]:
    """``instrs`` without the ``name = None; del name`` of the named except clauses they leave."""
    out: List[Instr] = []
    k = 0
    while k < len(instrs):
        three = instrs[k:k + 3]
        if len(three) == 3 and three[0].name == "LOAD_CONST" and three[0].arg is None \
                and three[1].name.startswith("STORE_") and three[2].name.startswith("DELETE_") \
                and three[1].arg == three[2].arg:
            k += 3
            continue
        out.append(instrs[k])
        k += 1
    return out
