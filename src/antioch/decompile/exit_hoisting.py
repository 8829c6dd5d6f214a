"""Small exits the compiler copied into each arm that reaches them, read back as one statement
after the arms.

The optimiser copies a block that leaves the code (a return, a re-raise) and holds at most
MAX_COPY_SIZE instructions into each block that jumps to it (Python/flowgraph.c,
inline_small_or_no_lineno_blocks and duplicate_exits_without_lineno): the re-raise that ends a
finally handler, the function's end after a copy of a finally body, a statement short enough to
go with it (``self.closed = True`` before the re-raise).  A finally body's copies are compared
with its handler after these are hoisted out of the arms of the ``if`` and ``try`` statements
that end them (finally_table.py, finally_clause.py).
"""
from typing import List

from antioch.decompile.stmts import Stmt, text_of

#: statements that leave a protected body through the ``finally`` copy written before them
_LEAVING = ("return", "return_none", "break", "continue")
#: the statements that end a copied exit
_EXITS = _LEAVING + ("raise", "reraise")


def hoist_exits(stmts: List[Stmt], copies: bool = False) -> List[Stmt]:
    """``if c: A; X`` then ``X``, where X leaves (a return, a raise), as ``if c: A`` then ``X``; and
    ``if c: A; X else: B; X`` as ``if c: A else: B`` then ``X``: the compiler copies a small exit
    into each way that reaches it (Python/flowgraph.c, duplicate_exits_without_lineno), a finally
    body's ``if`` before the return or re-raise after it, the function's end into each arm of the
    ``if`` that ends the copy of a finally body after its try body.

    With ``copies`` (a finally handler, whose RERAISE no source writes, or a copy of its body checked
    against the handler's) an arm may be X alone (``if c: pass``), and ``if c: A; X`` then ``B; X``
    is ``if c: A else: B`` then ``X``: the re-raise copied into the arm that jumps over the else."""
    out = list(stmts)
    if out and out[-1].kind == "if" and len(out[-1].bodies) == 2:
        test = out[-1]
        arms = [hoist_exits(body, copies) for _, body in test.bodies]
        n = _shared_tail(arms)
        if n and len(arms[0]) > n - copies:
            bodies = [(test.bodies[0][0], arms[0][:-n])] + ([(test.bodies[1][0], arms[1][:-n])]
                                                            if len(arms[1]) > n else [])
            out[-1:] = [Stmt(test.kind, test.text, test.line, test.data, bodies)] + arms[0][-n:]
    if out and out[-1].kind == "try":
        out[-1:] = _hoist_from_try(out[-1])
    while len(out) >= 2 and out[-1].kind in _EXITS:
        # (the arm may end with a statement whose own ways out each end with the copy: a try)
        n = next((n for n in (2, 1) if len(out) > n and out[-1 - n].kind == "if" and len(out[-1 - n].bodies) == 1
                  and _shared_tail([hoist_exits(out[-1 - n].bodies[0][1], copies), out[-n:]]) >= n), 0)
        if not n:
            break
        test = out[-1 - n]
        arm = hoist_exits(test.bodies[0][1], copies)
        if len(arm) < n + 1 - copies:
            break
        test.bodies = [(test.bodies[0][0], arm[:-n])]
        out[-1 - n:] = [test] + out[-n:]
    if copies and out and out[-1].kind == "reraise":
        out = _reraise_after_else(out)
    return out


def _shared_tail(arms: List[List[Stmt]]) -> int:
    """How many statements end each of ``arms`` alike, where they are a small exit the compiler
    copies into each way that reaches it: a statement that leaves (a return, a raise), after a
    simple statement or not (the copy of a block of at most MAX_COPY_SIZE instructions,
    Python/flowgraph.c: ``self.x = False`` before a re-raise); 0 when none."""
    if not all(arms) or arms[0][-1].kind not in _EXITS \
            or any(text_of(arm[-1:]) != text_of(arms[0][-1:]) for arm in arms):
        return 0
    if all(len(arm) >= 2 for arm in arms) and not arms[0][-2].bodies \
            and arms[0][-2].kind not in _EXITS \
            and all(text_of(arm[-2:-1]) == text_of(arms[0][-2:-1]) for arm in arms):
        return 2
    return 1


def _reraise_after_else(out: List[Stmt]) -> List[Stmt]:
    """``if c: A; RERAISE`` then ``B; RERAISE`` as ``if c: A else: B`` then ``RERAISE``: the
    re-raise that ends a finally handler, copied into the arm that jumps over the ``else`` (each
    ``elif`` of a chain in turn, the innermost first)."""
    while True:
        k = len(out) - 2
        while k >= 0 and out[k].kind not in _EXITS and not _arm_ends_with(out[k], out[-1]):
            k -= 1
        if k < 0 or k == len(out) - 2 or not _arm_ends_with(out[k], out[-1]):
            return out
        test = out[k]
        arm = hoist_exits(test.bodies[0][1], True)
        bodies = [(test.bodies[0][0], arm[:-1]), ("else:", hoist_exits(out[k + 1:-1], True))]
        out = out[:k] + [Stmt(test.kind, test.text, test.line, test.data, bodies), out[-1]]


def _arm_ends_with(st: Stmt, last: Stmt) -> bool:
    """``st`` is an ``if`` without ``else`` whose arm ends with ``last`` (a re-raise, or a return
    of the same value)."""
    if st.kind != "if" or len(st.bodies) != 1:
        return False
    arm = hoist_exits(st.bodies[0][1], True)
    return bool(arm) and arm[-1].kind == last.kind and text_of(arm[-1:]) == text_of([last])


def else_before_exit(stmts: List[Stmt], final: str, n: int) -> List[Stmt]:
    """``if c: A; X`` then ``B; X`` as ``if c: A else: B`` then ``X`` (X a return, break or
    continue), where that makes the ``n`` statements before X the copy of the finally body whose text
    is ``final``: the compiler copies the return after such a copy into each arm of its ``if``
    (Python/flowgraph.c, duplicate_exits_without_lineno), the handler's copy says there was an else."""
    if not stmts or stmts[-1].kind not in _LEAVING or (len(stmts) > n and text_of(stmts[-1 - n:-1]) == final):
        return stmts
    out = _reraise_after_else(stmts)
    return out if len(out) > n and text_of(out[-1 - n:-1]) == final else stmts


def _hoist_from_try(test: Stmt) -> List[Stmt]:
    """``try: A; X except: B; X`` as ``try: A except: B`` then ``X`` (X leaving, the same in every
    clause, the try body's own when there is no ``else``): the copies of a small exit after a try
    statement, as in a finally body's copy that ends with a try statement and then re-raises."""
    headers = [h for h, _ in test.bodies]
    if "finally:" in headers:
        return [test]
    ends = [i for i, h in enumerate(headers) if not (h is None and "else:" in headers)]
    arms = [hoist_exits(test.bodies[i][1]) for i in ends]
    n = _shared_tail(arms)
    if not n:
        return [test]
    bodies = list(test.bodies)
    for i, arm in zip(ends, arms):
        bodies[i] = (bodies[i][0], arm[:-n])
    bodies = [(h, body) for h, body in bodies if body or h != "else:"]  # (the body goes on to X itself)
    return [Stmt(test.kind, test.text, test.line, test.data, bodies)] + arms[0][-n:]
