"""``match`` statements (PEP 634, 3.11+), placed in the structure.

The compiler (``compiler_match_inner`` in ``Python/compile.c``, ``codegen_match_inner`` in
``Python/codegen.c`` from 3.13) evaluates the subject once and writes its cases one after the other:

- a case that is not the last copies the subject (COPY 1), its pattern takes the copy apart
  (:mod:`antioch.decompile.match_patterns`), its stores bind the captures, its guard (if any)
  jumps to the failure like an ``if``, then POP_TOP drops the subject and the body runs;
- the last case (not a final ``case _:``) works on the subject itself;
- a final ``case _:`` is the body the last case's failure falls into;
- each failed test jumps to pops of what the pattern still had on the stack, laid out after the
  body, which fall into the next case.

A case's pattern and its stores may share a block with the code before and with its body (they
are straight-line code), so the statement is read by instruction index, and the structure resumes
from an instruction inside a block for guards and bodies.
"""
from typing import TYPE_CHECKING, Any, Dict, List, Optional, Set, Tuple

from antioch.analysis.cfg import Block
from antioch.decompile.conditions import condition
from antioch.decompile.expr import Expr, Marker, Unsupported
from antioch.decompile.match_patterns import (
    FALSE_JUMPS,
    JUMPS,
    NONE_JUMPS,
    NOT_NONE_JUMPS,
    TRUE_JUMPS,
    CaseReader,
    NotAPattern,
    Pattern,
    copies_top,
    straight_run_end,
)
from antioch.decompile.stmts import Stmt
from antioch.ir import Instr

if TYPE_CHECKING:  # (the structurer calls this module: no import at run time)
    from antioch.decompile.structure import Loop, Structurer

Stack = List[Expr]
#: instructions only a pattern uses
PATTERN_OPS = frozenset({"MATCH_CLASS", "MATCH_SEQUENCE", "MATCH_MAPPING", "MATCH_KEYS"})
#: the instructions one of which a block that starts a match statement holds, unless its test fails
#: straight to a ``case _:`` (:func:`match_statement`'s first look)
MATCH_OPENERS = PATTERN_OPS | {"COPY", "DUP_TOP"}
_SKIPPED = ("NOP", "NOT_TAKEN")
#: the jumps a pattern's reading goes on at (a test, or the end of an OR pattern's alternative)
_READ_JUMPS = frozenset(FALSE_JUMPS + NONE_JUMPS + NOT_NONE_JUMPS + TRUE_JUMPS + JUMPS)
#: instructions whose value is no subject of a match statement
#: instructions only a statement compiles to, never found in a guard (an expression) before its test
_STATEMENT_ONLY = frozenset({"STORE_SUBSCR", "STORE_ATTR", "STORE_SLICE", "DELETE_SUBSCR", "DELETE_ATTR",
                             "DELETE_FAST", "DELETE_NAME", "DELETE_GLOBAL", "DELETE_DEREF", "RETURN_VALUE",
                             "RETURN_CONST", "IMPORT_NAME", "RAISE_VARARGS", "RERAISE"})
_NO_SUBJECT = frozenset({"CHECK_EG_MATCH", "CHECK_EXC_MATCH", "PUSH_EXC_INFO", "WITH_EXCEPT_START", "GET_ITER",
                         "FOR_ITER", "BEFORE_WITH", "GET_AWAITABLE", "SEND", "CALL_INTRINSIC_2",
                         "PREP_RERAISE_STAR"})


class _Case:
    def __init__(self, pattern: Pattern, reader: CaseReader, start: int, end: int, copied: bool) -> None:
        self.pattern = pattern
        self.start = start  # the index of its first instruction
        self.reader = reader
        self.end = end  # the index after the pattern's stores
        self.copied = copied


def match_statement(st: "Structurer", b: Block, stack: Stack, loop: Optional["Loop"], out: List[Stmt],
                    stop: Optional[Block], start: int = 0) -> Optional[Tuple[Optional[Block], Optional[Stack], int]]:
    """A match statement that starts in ``b`` (after the code before it and its subject): placed in
    ``out``, with where the flow goes on (a block and the index of the instruction in it: the last
    case's failure pops the subject in the block the code after the statement starts) and the stack
    there; None when ``b`` starts no match."""
    if not st.facts.reads_match or b in st.done:
        return None
    if not st.copies_or_patterns:  # (most code: none of its blocks tests a pattern or copies the subject)
        if not _fails_to_default(st, b):
            return None
    else:
        names = set(st.sim.cfg.names[b.first + start:b.first + len(b.instrs)])  # (the block's names, at C speed)
        if not (PATTERN_OPS & names or "COPY" in names or "DUP_TOP" in names or _fails_to_default(st, b)):
            return None
    found = _first_case(st, b, start)
    if found is None:
        return None
    at, case = found
    cfg = st.sim.cfg
    if at > b.first + start and cfg.instrs[at - 1].name in _NO_SUBJECT:
        return None  # (an except* clause's test copies what it matched)
    if at == b.first + start and (not stack or isinstance(stack[-1], Marker)):
        return None
    # (what runs before the subject, a store ending the statement before the match among it, sees
    # this stack: no value of another block's waits below it)
    st.sim.stack = stack
    st.sim.block = b
    for instr in cfg.instrs[b.first + start:at]:
        st.sim.step(instr, stack, out)
    if not stack or isinstance(stack[-1], Marker):
        raise Unsupported("a match statement whose subject is not on the stack")
    subject = stack.pop()
    line = st.sim.line
    st.sim.line = None
    follow = _follow(st, b, loop) or _body_exit(st, case)
    for _ in range(len(cfg.blocks)):  # (past the cases after a case whose body leaves)
        if follow is None or not _starts_case(st, follow):
            break
        follow = _follow(st, follow, loop)
    fails_after = follow is None and (follow := _failure_after(st, case)) is not None
    stop_at = follow if follow is not None else stop
    resume = 0  # where in stop_at the code after the statement starts
    clauses: List[Stmt] = []
    ends: List[Optional[Stack]] = []
    placed: Set[Block] = set()
    current: Optional[_Case] = case
    while current is not None:
        body, end_stack, fail = _case_body(st, current, stack, loop, stop_at, placed)
        clauses.append(Stmt("case", "case %s:" % _pattern_text(current.pattern), _line(cfg.instrs, current.start),
                            None, [(None, body)]))
        ends.append(end_stack)
        nxt = _past_pops(st, fail, placed)
        if nxt is None or (follow is not None and nxt == follow.first):
            break
        if current.copied:
            current = _read_case(st, nxt)
            if current is None:
                raise Unsupported("a match statement's case of an unusual shape")
            continue
        # after the last case: `case _:`, which the compiler marks with a NOP for its line, or the
        # code after the statement (the cases leave)
        after = cfg.block_of[nxt]
        if cfg.instrs[nxt].name != "NOP":
            stop_at, resume = after, nxt - after.first
            ends.append(list(stack))
        else:  # (inside the block of the failure's pops when there are some)
            # (that NOP is the case's, no statement of its body: kept_nops.py; the body is run from
            # past it when the body goes on in its block)
            st.sim.statement_nops = st.sim.statement_nops - {id(cfg.instrs[nxt])}
            start = nxt - after.first + (nxt + 1 < after.first + len(after.instrs))
            body, end_stack = st.run(after, list(stack), loop, stop_at, start=start)
            clauses.append(Stmt("case", "case _:", _line(cfg.instrs, nxt), None, [(None, body)]))
            ends.append(end_stack)
        current = None
    if fails_after:
        ends.append(list(stack))
    out.append(Stmt("match", "match %s:" % subject.text, line, subject, [(None, clauses)]))
    if all(e is None for e in ends):
        shared = _shared_return([c.bodies[0][1] for c in clauses])
        if shared is not None:
            out.append(shared)
        return None, None, 0
    return stop_at, stack, resume


def _shared_return(bodies: List[List[Stmt]]) -> Optional[Stmt]:
    """The return after the statement that 3.12+ copy into the end of each case (``Python/flowgraph.c``,
    duplicate_exits_without_lineno and the small exits copied into jumps): the same return, on a line
    after every case; taken out of the cases and put back once after the statement."""
    ends = [b[-1] if b else None for b in bodies]
    returns = [e for e in ends if e is not None and e.kind == "return"]
    first = returns[0] if len(returns) > 1 else None
    if first is None or first.line is None:
        return None
    line = first.line
    # (a case that raises has no copy)
    if any(e is None or (e.kind != "raise" and (e.kind != first.kind or e.text != first.text or e.line != line))
           for e in ends):
        return None
    if any(_last_line(b[:-1] if b[-1].kind == "return" else b) >= line for b in bodies):
        return None
    for b in bodies:
        if b[-1].kind == "return":
            b.pop()
    return first


def _last_line(stmts: List[Stmt]) -> int:
    last = 0
    for s in stmts:
        if s.line is not None:
            last = max(last, s.line)
        for _, body in s.bodies:
            last = max(last, _last_line(body))
    return last


def _pattern_text(p: Pattern) -> str:
    try:
        return p.text()
    except NotAPattern as e:
        raise Unsupported("a pattern of an unusual shape (%s)" % e) from None


def _first_case(st: "Structurer", b: Block, start: int) -> Optional[Tuple[int, _Case]]:
    """Where in ``b`` (from its instruction ``start``) the first case starts (the subject is on the
    stack there) and the case."""
    instrs = b.instrs
    # a case that works on the subject itself: one that takes it apart, or a value compared with it
    # that fails to a `case _:` (its NOP)
    takes_apart = bool(PATTERN_OPS & {i.name for i in instrs[start:]})
    uncopied = takes_apart or _fails_to_default(st, b)
    straight: Optional[_StraightRun] = None
    for k in range(start, len(instrs)):
        instr = instrs[k]
        copy = copies_top(instr)
        if not (copy or takes_apart) and uncopied and k > 0 and instr.lineno == instrs[k - 1].lineno:
            continue  # (a value compared on the subject's line is an if statement's test)
        if copy and not uncopied:
            # (a chain `a = b = ... = x` is a copy each, each read to the end of the chain)
            if straight is None or straight.end < b.first + k + 1:
                straight = _StraightRun(st.sim.cfg.instrs, b.first + k + 1)
            if not straight.may_start_case(b.first + k + 1, instrs, k):
                continue
        if copy or uncopied:
            case = _read_case(st, b.first + k, copy or uncopied)
            if case is not None and (case.reader.tests or _guarded_capture(st, case, instrs, k)):
                return b.first + k, case
    return None


def _read_case(st: "Structurer", at: int, uncopied: bool = True) -> Optional[_Case]:
    """The case whose pattern starts at ``cfg.instrs[at]``: copied (COPY 1 first) or not."""
    cfg = st.sim.cfg
    instrs = cfg.instrs
    tries = [True, False] if uncopied else [True]
    for copied in tries:
        if copied and not copies_top(instrs[at]):
            continue
        reader = CaseReader(instrs, cfg.label_at, _value_loader(st), st.sim.table.nb_ops,
                            st.facts.match_tests_push_bool)
        pattern = Pattern()
        base: List[Any] = ["subject"] if copied else []
        try:
            end = reader.run(at + 1 if copied else at, pattern, base)
        except (NotAPattern, IndexError, KeyError, TypeError, Unsupported):
            continue
        if end >= len(instrs) or end <= at:
            continue
        nxt = instrs[end].name
        if copied and reader.load_after is None and nxt != "POP_TOP" and not _loads(instrs[end]):
            continue
        if nxt in ("COPY", "SWAP", "DUP_TOP", "ROT_TWO", "ROT_THREE", "ROT_FOUR", "ROT_N") or nxt.startswith("STORE_"):
            continue
        return _Case(pattern, reader, at, end, copied)
    return None


class _StraightRun:
    """The instructions from an index up to the first that is a jump or that no pattern reads
    (:data:`~antioch.decompile.match_patterns.READ_STRAIGHT`), where a copied pattern read from
    inside them tests nothing and ends: what :func:`_first_case` and :func:`_guarded_capture` ask of
    a case found there, answered before it is read."""

    def __init__(self, instrs: List[Instr], at: int) -> None:
        self.end = straight_run_end(instrs, at)
        #: the pattern's reading may go on to a test (a jump ends the run)
        self.jumps = self.end < len(instrs) and instrs[self.end].name in _READ_JUMPS
        #: line -> the last index of a load on it (the run's end included: a guard may start there)
        self.last_load: Dict[Optional[int], int] = {}
        self.last_store_load = -1
        for i in range(at, min(self.end + 1, len(instrs))):
            if _loads(instrs[i]):
                self.last_load[instrs[i].lineno] = i
            elif instrs[i].name == "STORE_FAST_LOAD_FAST":
                self.last_store_load = i

    def may_start_case(self, at: int, block_instrs: List[Instr], k: int) -> bool:
        """The copy ``block_instrs[k]`` (read from ``at``) may start a case: its pattern may test, or
        may be a guarded capture (a store and load, or a load on the copy's line where it ends)."""
        if self.jumps:
            return True
        line = block_instrs[k].lineno
        if k == 0 or line is None or line == block_instrs[k - 1].lineno:
            return False
        return self.last_store_load >= at or self.last_load.get(line, -1) >= at


def _guarded_capture(st: "Structurer", case: _Case, instrs: List[Instr], k: int) -> bool:
    """A first case that only captures (`case x if x > 0:`): the copy on a line of its own, the
    guard after the stores on that line (an assignment expression copies on its value's line)."""
    cfg = st.sim.cfg
    line = instrs[k].lineno
    return case.copied and k > 0 and line is not None and line != instrs[k - 1].lineno \
        and (case.reader.load_after is not None or (_loads(cfg.instrs[case.end])
                                                    and cfg.instrs[case.end].lineno == line)) \
        and not _statement_before_test(cfg.instrs, case.end)


def _statement_before_test(instrs: List[Instr], at: int) -> bool:
    """From ``at`` on, an instruction only a statement has comes before any jump: what follows a
    chained assignment's copy (`a = self.c[k] = (value on a later line)`), not a guard."""
    for instr in instrs[at:]:
        if instr.name in _STATEMENT_ONLY:
            return True
        if instr.name in _READ_JUMPS or instr.name == "FOR_ITER":
            return False
    return False


def _fails_to_default(st: "Structurer", b: Block) -> bool:
    """``b`` ends with a test that fails to a `case _:` (its NOP), which the case's body before it
    does not fall into."""
    if b.instrs[-1].name not in FALSE_JUMPS:  # (most blocks: before the walk of their edges)
        return False
    jump = next((e.target for e in b.edges if e.kind == "jump"), None)
    if jump is None or jump.instrs[0].name != "NOP" or jump.index == 0:
        return False
    before = st.sim.cfg.blocks[jump.index - 1]
    return not any(e.kind == "fall" for e in before.edges)


def _starts_case(st: "Structurer", b: Block) -> bool:
    """``b`` starts a case, or drops what a failed case left and starts the next one."""
    instrs = st.sim.cfg.instrs
    i = b.first
    while i < b.first + len(b.instrs) and instrs[i].name == "POP_TOP":
        i += 1
    if i == b.first + len(b.instrs):
        return True
    case = _read_case(st, i)
    return case is not None and (case.copied or case.reader.tests > 0)


def _loads(instr: Instr) -> bool:
    return instr.name.startswith("LOAD_") or instr.name in ("PUSH_NULL",)


def _value_loader(st: "Structurer") -> Any:
    def value_of(instr: Instr, exprs: List[Expr]) -> Expr:
        stack: List[Any] = list(exprs)
        saved = st.sim.line
        st.sim.step(instr, stack, [])
        st.sim.line = saved
        if len(stack) != 1 or not isinstance(stack[0], Expr) or isinstance(stack[0], Marker):
            raise NotAPattern("a value of an unusual shape")
        return stack[0]
    return value_of


def _case_body(st: "Structurer", case: _Case, stack: Stack, loop: Optional["Loop"], stop: Optional[Block],
               placed: Set[Block]) -> Tuple[List[Stmt], Optional[Stack], Optional[int]]:
    """The body of a case (its guard in the header), how it ends, and where its failure goes."""
    cfg = st.sim.cfg
    instrs = cfg.instrs
    reader = case.reader
    end = case.end
    has_guard = _has_guard(instrs, case)
    first = cfg.block_of[end]
    _mark(st, cfg.block_of[case.start], first, placed)
    fails = [f for f in reader.fails if f > end]
    if has_guard:
        gstack: List[Any] = list(stack)
        if reader.load_after is not None:
            load = Instr("LOAD_FAST", reader.load_after)
            st.sim.step(load, gstack, [])
        st.done.add(first)
        placed.add(first)
        e = st.sim.run_block(first, gstack, [], end - first.first)
        if e.kind != "cond" or e.kept is not None:
            raise Unsupported("a match statement's guard of an unusual shape")
        cond = condition(st, first, e, gstack)
        st.sim.line = None
        if len(cond.stack) != len(stack):
            raise Unsupported("a match statement's guard that leaves the stack changed")
        success, fail_block = cond.then, cond.other
        fails.append(fail_block.first)
        if case.copied:
            if success.instrs[0].name != "POP_TOP":
                raise Unsupported("a guarded case that does not drop the subject")
            body, end_stack = st.run(success, list(stack), loop, stop, start=1)
        else:
            body, end_stack = st.run(success, list(stack), loop, stop)
        header = "%s if %s" % (_pattern_text(case.pattern), cond.expr.text)
        case.pattern = _Header(header)
        return body, end_stack, min(fails) if fails else None
    start = end + 1 if case.copied else end
    if case.copied and instrs[end].name != "POP_TOP":
        raise Unsupported("a case that does not drop the subject")
    block = cfg.block_of[start] if start < len(instrs) else None
    if block is None:
        raise Unsupported("a case that runs off the code")
    if block is not first:
        st.done.add(first)
        placed.add(first)
    body, end_stack = st.run(block, list(stack), loop, stop, start=start - block.first)
    return body, end_stack, min(fails) if fails else None


def _has_guard(instrs: List[Instr], case: _Case) -> bool:
    """The case has a guard (in the header): a test after its stores, on the pattern's line."""
    end = case.end
    if case.reader.load_after is not None:
        return True
    if case.copied:
        return instrs[end].name != "POP_TOP"
    guard_line = instrs[end].lineno
    return guard_line is not None and guard_line == _line(instrs, end - 1)


def _failure_after(st: "Structurer", case: _Case) -> Optional[Block]:
    """The block the last case's failure goes to when no case is a final `case _:` and no guard
    fails elsewhere: the code after the statement, read ahead before any case is placed. Where every
    body leaves the flow has no join, and a body that goes on there (an `if` with no else whose test
    fails, 3.13+ no longer copying an exit with more than a few instructions) must stop at it."""
    cfg = st.sim.cfg
    current: Optional[_Case] = case
    for _ in range(len(cfg.instrs)):
        if current is None or _has_guard(cfg.instrs, current):
            return None
        fails = [f for f in current.reader.fails if f > current.end]
        nxt = _past_pops(st, min(fails) if fails else None, None)
        if nxt is None:
            return None
        if current.copied:
            current = _read_case(st, nxt)
            continue
        after = cfg.block_of[nxt]
        return after if after.first == nxt and cfg.instrs[nxt].name != "NOP" else None
    return None


class _Header(Pattern):
    """A pattern already written out (with its guard)."""

    def __init__(self, text: str) -> None:
        Pattern.__init__(self)
        self.header = text

    def text(self, alternative: bool = False) -> str:
        return self.header


def _mark(st: "Structurer", start: Block, body: Block, placed: Set[Block]) -> None:
    """The blocks of a pattern before the one its body (or guard) starts in are placed."""
    for x in st.sim.cfg.blocks[start.index:body.index]:
        if x in st.done and x not in placed:
            raise Unsupported("a match statement's pattern reached from elsewhere")
        placed.add(x)
        st.done.add(x)


def _past_pops(st: "Structurer", fail: Optional[int], placed: Optional[Set[Block]]) -> Optional[int]:
    """Where a case's failure leads past the pops of what its pattern left (the next case); its
    blocks of pops are marked placed, unless ``placed`` is None (a reading ahead)."""
    if fail is None:
        return None
    cfg = st.sim.cfg
    instrs = cfg.instrs
    i = fail
    for _ in range(64):
        if i >= len(instrs):
            return None
        name = instrs[i].name
        if name not in ("POP_TOP",) + JUMPS:
            return i
        block = cfg.block_of[i]
        if placed is not None and block.first == i and all(
                x.name in ("POP_TOP",) + _SKIPPED + JUMPS for x in block.instrs):
            if block in st.done and block not in placed:
                return i
            st.done.add(block)
            placed.add(block)
        i = cfg.label_at[instrs[i].arg] if name in JUMPS else i + 1
    raise Unsupported("a match statement's failure path of an unusual shape")


def _follow(st: "Structurer", b: Block, loop: Optional["Loop"]) -> Optional[Block]:
    if loop is not None:
        follow, again = st.flow.follow(b, loop.body, st.heads(loop))
        if again:
            return loop.header
    else:
        follow, _ = st.flow.follow(b)
    return follow


def _body_exit(st: "Structurer", case: _Case) -> Optional[Block]:
    """Where the first case's body jumps when it is done (the jump before the pops its failed tests
    run): the end of the statement, when some ways leave (a default case that raises)."""
    cfg = st.sim.cfg
    fails = [f for f in case.reader.fails if f > case.end]
    if not fails:
        return None
    last = cfg.instrs[min(fails) - 1]
    if last.name not in ("JUMP_FORWARD", "JUMP") or cfg.label_at.get(last.arg, 0) <= min(fails):
        return None
    return cfg.block_at(cfg.label_at[last.arg])


def _line(instrs: List[Instr], i: int) -> Optional[int]:
    while i < len(instrs):
        if instrs[i].lineno is not None:
            return instrs[i].lineno
        i += 1
    return None
