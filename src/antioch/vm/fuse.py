"""Superinstructions for the untraced loops: a run of instructions becomes one Python call.

Calling a handler costs more than most handlers do, so :func:`fuse` gives each instruction
``i`` that starts a run (loads of locals and constants, stores, operators, subscripts,
attributes, calls, jumps...) a *fused* handler that does the whole run with the values in
Python locals instead of on the value stack.  Instructions without a snippet of their own are
called through their ordinary handler in place, the locals pushed first (those that change the
block stack or the handled exception end the run there).  A run goes on past a conditional jump
(taken, the jump returns its target to the loop) and follows unconditional jumps forward; a jump
back to the run's own start is a ``continue``, so a loop whose body fits in a run runs whole in
one call (a ``for`` loop over its FOR_ITER's iterator, any other as ``while True``).
A fused handler returns the instruction number where the loop goes on (or a frame signal).

What stays exact:

- ``pc.ops`` is untouched: the traced loop (counter, trace events) executes every instruction
  one by one, so the counter still equals CPython's.  Only ``pc.fast_ops`` holds fused handlers,
  and only at the start of a run: a jump into the middle of a run finds the plain handler there.
- An exception names the instruction that raised: the fused handler records it in ``f.lasti``
  and the loop reads it back when ``pc.fused_end[i]`` says ``i`` starts a run.
- Every instruction of a run is covered by the same exception handler (3.11+), so unwinding cuts
  the stack to a depth at or below the run's start, where the stack is exact.
- Nothing yields inside a run: a plain yield ends it, the run returning ``YIELD_AT - j`` for the yield
  at ``j``, so the generator's loop records ``j`` and resumes at the instruction after it.
- A value popped is no longer referenced once a call or handler comes (the temporaries are
  deleted), so ``__del__`` and weak references fire where CPython's would.

A run is compiled only once its first instruction has executed :data:`HOT` times (until then a
counter stands there and calls the plain handler), and then runs at once: code that runs a few
times never pays for compiling, and the instructions inside a run keep counting on their own
(a straight line compiles one run, not one per instruction).  Each distinct shape of run is
compiled once (the source is generated from the snippets below, with per-site values passed in
as closure variables) and cached.
"""
import types
from typing import Any, Callable, Dict, FrozenSet, List, Optional, Set, Tuple

from antioch.vm import (
    ops,
    ops_blocks,
    ops_containers,
    ops_flow,
    ops_objects,
    ops_table,
    ops_table_generators,
    ops_table_intrinsics,
    protocols,
)
from antioch.vm.calls import call, call_positional
from antioch.vm.decode import NULL, PCode
from antioch.vm.frame import YIELD_AT

#: instructions that start no run and end one only as a plain yield (a run returns YIELD_AT - j for the
#: yield at j: the loop resumes a generator by instruction number after it)
_YIELDS = frozenset(("YIELD_VALUE", "YIELD_FROM"))
#: handlers that do nothing
_NOOPS = frozenset((ops.NOP, ops_table.RESUME, ops_table.PRECALL))
#: operator handlers and the Python operator each one executes
_OPERATORS: Dict[Callable, str] = {
    ops_objects.ADD: "+", ops_objects.SUB: "-", ops_objects.MUL: "*", ops_objects.MOD: "%", ops_objects.FLOORDIV: "//",
    ops_objects.LT: "<", ops_objects.LE: "<=", ops_objects.EQ: "==", ops_objects.NE: "!=", ops_objects.GT: ">",
    ops_objects.GE: ">=",
}
_INPLACE: Dict[Callable, str] = {ops_objects.IADD: "+=", ops_objects.ISUB: "-="}
#: conditional jumps: the test under which the jump is taken (``{}`` is the popped value)
_JUMPS: Dict[Callable, str] = {
    ops_flow.POP_JUMP_IF_FALSE: "not {}", ops_flow.POP_JUMP_IF_TRUE: "{}",
    ops_flow.POP_JUMP_IF_NONE: "{} is None", ops_flow.POP_JUMP_IF_NOT_NONE: "{} is not None",
}
#: conditional jumps on a value's truth, which TO_BOOL before them leaves to them (3.13+)
_TRUTH_JUMPS = frozenset((ops_flow.POP_JUMP_IF_FALSE, ops_flow.POP_JUMP_IF_TRUE))
#: LOAD_GLOBAL variants: where the NULL goes (3.11/3.12 below the value, 3.13 above it)
_GLOBALS: Dict[Callable, str] = {
    ops.LOAD_GLOBAL: "", ops_table.LOAD_GLOBAL_NULL_FIRST: "first", ops_table.LOAD_GLOBAL_NULL_AFTER: "after",
}
#: 3.13 COMPARE_OP_BOOL: operator function -> symbol
_COMPARE_SYMBOLS = {fn: symbol for symbol, fn in ops_objects.COMPARE_OPERATORS.items()
                    if symbol in ("<", "<=", "==", "!=", ">", ">=")}
#: calls with positional arguments: where the NULL sits among [callable, args] on the stack
_CALLS: Dict[Callable, str] = {
    ops_blocks.CALL_FUNCTION: "none", ops_blocks.CALL_METHOD: "first", ops_table.CALL_NULL_FIRST: "first",
    ops_table.CALL_NULL_AFTER: "after",
}
#: LOAD_METHOD (LOAD_ATTR with its method bit on 3.12+): [method, self] or the NULL and the attribute
_METHODS: Dict[Callable, str] = {
    ops_objects.LOAD_METHOD_NULL_FIRST: "first", ops_objects.LOAD_METHOD_NULL_AFTER: "after",
}
#: FOR_ITER: where the iterator is (1: on top, 2: below 3.15's NULL), whether exhaustion pops it (3.14+
#: leave it to POP_ITER) and how far past its target exhaustion jumps (3.12 skips END_FOR, 3.13 END_FOR
#: and POP_TOP, 3.14+ END_FOR)
_FOR_ITERS: Dict[Callable, Tuple[int, bool, int]] = {
    ops_flow.FOR_ITER_POP: (1, True, 0), ops_table_generators.FOR_ITER_SKIP1: (1, True, 1),
    ops_table_generators.FOR_ITER_SKIP2: (1, True, 2), ops_table_generators.FOR_ITER_KEEP: (1, False, 1),
    ops_table_generators.FOR_ITER_KEEP_BELOW_NULL: (2, False, 1),
}
#: SEND as a snippet (3.11 and 3.12-3.14; 3.15's two-slot iterators keep their handler): whether a
#: receiver that returns is popped (3.11) or left to END_SEND (3.12+)
_SENDS: Dict[Callable, bool] = {ops_table_generators.SEND_POP: True, ops_table_generators.SEND_KEEP: False}
#: handlers that pop values and do nothing else: how many (3.12 END_FOR and 3.15 POP_ITER pop two)
_POPS: Dict[Callable, int] = {ops.POP_TOP: 1, ops_table_generators.POP_TWO: 2}
#: stack shuffles: argument -> (how many values from the top, their new order bottom first)
_SHUFFLES: Dict[Callable, Callable[[int], Tuple[int, Tuple[int, ...]]]] = {
    ops.COPY: lambda a: (a, tuple(range(a)) + (0,)),
    ops.SWAP: lambda a: (a, (a - 1,) + tuple(range(1, a - 1)) + (0,)),
    ops.DUP_TOP: lambda a: (1, (0, 0)),
    ops.DUP_TOP_TWO: lambda a: (2, (0, 1, 0, 1)),
    ops.ROT_TWO: lambda a: (2, (1, 0)),
    ops.ROT_THREE: lambda a: (3, (2, 0, 1)),
    ops.ROT_FOUR: lambda a: (4, (3, 0, 1, 2)),
}
#: a comprehension's LIST_APPEND, SET_ADD, MAP_ADD: how many values each pops, and the statement (the
#: container below its argument's depth first)
_ADDS: Dict[Callable, Tuple[int, str]] = {
    ops_containers.LIST_APPEND: (1, "{0}.append({1})"), ops_containers.SET_ADD: (1, "{0}.add({1})"),
    ops_containers.MAP_ADD: (2, "{0}[{1}] = {2}"),
}
#: instructions called through their handler that end a run: they change the block stack or the exception
#: being handled, set ``f.lasti`` themselves, or suspend (3.8-3.10 have no exception table that would keep
#: them out of a run the way a change of handler does on 3.11+)
_ENDS_RUN = frozenset((
    "SETUP_FINALLY", "SETUP_WITH", "SETUP_ASYNC_WITH", "SETUP_ANNOTATIONS", "POP_BLOCK", "POP_EXCEPT",
    "BEGIN_FINALLY", "END_FINALLY", "CALL_FINALLY", "POP_FINALLY", "WITH_CLEANUP_START", "WITH_CLEANUP_FINISH",
    "RERAISE", "PUSH_EXC_INFO", "WITH_EXCEPT_START", "RAISE_VARARGS", "END_ASYNC_FOR", "CLEANUP_THROW", "SEND",
    "END_SEND", "RETURN_GENERATOR", "GEN_START", "PREP_RERAISE_STAR", "CHECK_EG_MATCH", "CHECK_EXC_MATCH",
    "JUMP_IF_NOT_EXC_MATCH", "ASYNC_GEN_WRAP", "YIELD_VALUE", "YIELD_FROM",
))
#: handlers that return from the frame and cannot raise
_RETURNS = frozenset((ops_flow.RETURN_VALUE, ops_flow.RETURN_CONST))
_MAX_RUN = 48
_MAX_UNPACK = 16
#: the attribute names' placeholders in generated source: ``_attr0``, ``_attr1``...
_ATTRIBUTE = "_attr"


class _Run:
    """The source of one fused handler being generated."""

    def __init__(self, start: int, pc: PCode) -> None:
        self.start = start
        self.pc = pc
        self.lines: List[str] = []
        self.params: List[Any] = []
        self.stack: List[str] = []  # the values held in Python locals, top last
        self.temps = 0
        self.at: Optional[int] = 0  # the instruction (relative to start) an exception is blamed on
        self.uses_fast = False
        self.uses_globals = False
        self.attributes: List[str] = []  # the attribute names, in the source as placeholders (see _compile)
        self.handlers: List[Callable] = []  # the handlers of the instructions called as they are (H0, H1...)
        self.live: List[str] = []  # the temporaries assigned and not yet deleted
        self.looped = False  # a jump back to the run's start is a ``continue``: the run is a loop
        self.skip_to = 0  # the last instruction an instruction took with it (its "two")
        #: a FOR_ITER first: (its temporary, where the iterator is, whether exhaustion pops it, the exit's param)
        self.head: Optional[Tuple[str, int, bool, str]] = None
        #: the local slots that this run has seen bound on its path since its start (or its last handler
        #: call): loading them again needs no check for an unbound local
        self.bound: Set[int] = set()
        self.from_stack: Set[str] = set()  # the temporaries popped off the value stack (of any value)
        #: (TO_BOOL's instruction, its value) when the conditional jump right after it tests the value itself
        self.tested: Optional[Tuple[int, str]] = None
        self.parameters = _always_bound(pc)
        self.room = _MAX_RUN  # how many more instructions the run may take

    def param(self, value: Any) -> str:
        self.params.append(value)
        return "P%d" % (len(self.params) - 1)

    def temp(self) -> str:
        self.temps += 1
        t = "t%d" % (self.temps - 1)
        self.live.append(t)
        return t

    def release(self) -> None:
        """Delete the temporaries: no reference outlives its pop (a ``__del__`` runs where CPython's does)."""
        if self.live:
            self.emit("del %s" % ", ".join(self.live))
            self.live = []

    def handler(self, j: int, h: Callable, arg: Any) -> None:
        """Instruction ``j`` called through its own handler ``h``, the stack exact around it."""
        self.flush()
        self.blame(j)
        self.release()
        self.handlers.append(h)
        self.bound.clear()  # DELETE_FAST, or anything else that may unbind a local
        self.emit("r = H%d(f, s, %s)" % (len(self.handlers) - 1, self.param(arg)))
        self.emit("if r is not None:")
        self.emit("    return r")

    def jump(self, target: int, test: Optional[str] = None, keep: Optional[str] = None) -> None:
        """Go to instruction ``target`` (if ``test``; ``keep`` pushed too when it is taken): ``continue`` to
        the run's own start, else return it.  Not taken, the values stay in Python locals."""
        values = self.stack + ([keep] if keep is not None else [])
        lines = self.pushed(values)
        if target == self.start:
            self.looped = True
            if self.live:
                lines.append("del %s" % ", ".join(self.live))
            if self.at != 0:
                lines.append("at = 0")
            lines.append("continue")
        else:
            returned = _constant_return(self.pc, target)
            if returned:  # the jump goes to ``return CONSTANT``: returned here, as its handler would
                lines += ["f.retval = %s" % self.param(returned[0]), "return -1"]  # frame.RETURN
            elif values and target < len(self.pc.ops) and self.pc.ops[target] is ops_flow.RETURN_VALUE:
                # to ``return`` of the value on top (``return a or b``): returned here, what is below pushed
                lines = self.pushed(values[:-1]) + ["f.retval = %s" % values[-1], "return -1"]
            else:
                lines.append("return %s" % self.param(target))
        if test is None:
            self.stack = []
            for line in lines:
                self.emit(line)
        else:
            self.emit("if %s:" % test)
            for line in lines:
                self.emit("    " + line)

    def emit(self, line: str) -> None:
        self.lines.append(line)

    def blame(self, j: int) -> None:
        """``at``: the instruction an exception from here on is blamed on (None: not known here)."""
        if self.at != j - self.start:
            self.at = j - self.start
            self.emit("at = %d" % self.at)

    def push(self, expr: str) -> None:
        t = self.temp()
        self.emit("%s = %s" % (t, expr))
        self.stack.append(t)

    def pop(self) -> str:
        if self.stack:
            return self.stack.pop()
        t = self.temp()
        self.emit("%s = s.pop()" % t)
        self.from_stack.add(t)
        return t

    @staticmethod
    def pushed(values: List[str]) -> List[str]:
        """The lines that push ``values`` onto the value stack."""
        if len(values) == 1:
            return ["s.append(%s)" % values[0]]
        if values:
            return ["s += (%s,)" % ", ".join(values)]
        return []

    def flush(self) -> None:
        for line in self.pushed(self.stack):
            self.emit(line)
        self.stack = []

    def call(self, nargs: int, null: str) -> None:
        """A call with positional arguments: calls.call_positional, as the CALL handlers do."""
        args = self.items(nargs)
        fn = self.temp()
        listed = self.temp()
        if null == "none":
            self.emit("%s = %s" % (fn, self.pop()))
            self.emit("%s = [%s]" % (listed, ", ".join(args)))
        else:
            second = self.pop()
            first = self.pop()
            # NULL_FIRST: [NULL, callable] or [method, self]; NULL_AFTER: [callable, NULL] or [method, self]
            maybe_null = first if null == "first" else second
            plain = second if null == "first" else first
            if maybe_null != "NULL":  # not known here: a LOAD_METHOD put it there
                self.emit("if %s is not NULL:" % maybe_null)
                self.emit("    %s = %s" % (fn, first))
                self.emit("    %s = [%s]" % (listed, ", ".join([second] + args)))
                self.emit("else:")
                self.emit("    %s = %s" % (fn, plain))
                self.emit("    %s = [%s]" % (listed, ", ".join(args)))
            else:
                self.emit("%s = %s" % (fn, plain))
                self.emit("%s = [%s]" % (listed, ", ".join(args)))
        self.drop_dead(fn, listed)
        r = self.temp()
        self.emit("%s = call_positional(f, %s, %s)" % (r, fn, listed))
        self.stack.append(r)

    def drop_dead(self, *kept: str) -> None:
        """Free what the stack no longer holds before a call, as CPython's stack frees it (``kept``: the
        call's own operands)."""
        dead = [t for t in self.live if t not in self.stack and t not in kept]
        if dead:
            self.emit("del %s" % ", ".join(dead))
            self.live = [t for t in self.live if t not in dead]

    def send(self, j: int, pops_receiver: bool) -> None:
        """SEND at ``j`` (``await``, ``yield from``) as a call of the receiver's ``send``: if the receiver
        returns, the run goes on at SEND's target with the result (3.11 pops the receiver, 3.12+ leave it
        to END_SEND); if it yields, the run returns ``YIELD_AT - (j + 1)`` with the value on the stack, and
        the loop yields it at the YIELD_VALUE after SEND as that handler would."""
        value = self.pop()
        receiver = self.pop()
        self.blame(j)
        self.drop_dead(receiver, value)
        t = self.temp()
        self.emit("try:")
        # what protocols.send does, the awaited VM coroutine tested first
        self.emit("    %s = %s.send(%s) if type(%s) is CoroutineType else send(%s, %s)"
                  % (t, receiver, value, receiver, receiver, value))
        self.emit("except StopIteration as stop:")
        self.emit("    %s = stop.value" % t)
        self.emit("else:")
        for line in self.pushed(self.stack + [receiver, t]):
            self.emit("    " + line)
        self.emit("    return %d" % (YIELD_AT - (j + 1)))
        if not pops_receiver:
            self.stack.append(receiver)
        self.stack.append(t)

    def attribute(self, obj: str, name: str) -> str:
        """``obj.name`` as source, the name a placeholder that :func:`_compile` renames in the code object:
        runs that differ in their attribute names only share their source and its compilation."""
        if name not in self.attributes:
            self.attributes.append(name)
        return "%s.%s%d" % (obj, _ATTRIBUTE, self.attributes.index(name))

    def items(self, count: int) -> List[str]:
        """The top ``count`` values, bottom first."""
        return [self.pop() for _ in range(count)][::-1]

    def load_method(self, name: str, null: str) -> None:
        """LOAD_METHOD as the attribute it stands for: the NULL and ``obj.name`` (a bound method where
        LOAD_METHOD would push the function and ``obj``).  The call after it runs the same function with
        the same arguments (:func:`~antioch.vm.calls.call_positional` unpacks a bound VM method), and
        ``obj.name`` costs less than looking the method up in the class's MRO first."""
        obj = self.pop()
        if null == "first":
            self.stack.append("NULL")
        self.push(self.attribute(obj, name))
        if null != "first":
            self.stack.append("NULL")

    def load_fast(self, j: int, slot: int, checked: bool) -> None:
        self.uses_fast = True
        p = self.param(slot)
        self.push("fast[%s]" % p)
        if checked and slot not in self.bound and slot not in self.parameters:
            self.emit("if %s is NULL:" % self.stack[-1])
            self.emit("    at = %d" % (j - self.start))
            self.emit("    LOAD_FAST_CHECKED(f, s, %s)" % p)  # raises UnboundLocalError with CPython's message
            self.bound.add(slot)

    def store_fast(self, slot: int) -> None:
        value = self.pop()
        self.uses_fast = True
        self.emit("fast[%s] = %s" % (self.param(slot), value))
        if value in self.from_stack or value == "NULL":  # maybe a NULL that LOAD_FAST_AND_CLEAR pushed
            self.bound.discard(slot)
        else:
            self.bound.add(slot)


#: instructions that may unbind a local: a parameter they name needs its check when it is loaded
_UNBINDING = frozenset(("DELETE_FAST", "LOAD_FAST_AND_CLEAR", "STORE_FAST_MAYBE_NULL"))


def _always_bound(pc: PCode) -> FrozenSet[int]:
    """The parameters' slots that stay bound from the call on (3.8-3.11 check every LOAD_FAST): nothing in the
    code unbinds them and 3.8-3.10 do not move them into cells."""
    unbound = {pc.args[j] for j, name in enumerate(pc.opnames) if name in _UNBINDING}
    unbound.update(arg for _, arg in pc.cell2arg)
    return frozenset(k for k in range(pc.total_args) if k not in unbound)


def _constant_return(pc: PCode, j: int) -> Tuple[Any, ...]:
    """(the constant,) when instruction ``j`` returns a constant (RETURN_CONST, or LOAD_CONST then
    RETURN_VALUE), which cannot raise, else ()."""
    if j >= len(pc.ops):  # past the end: a run that ends with a raise
        return ()
    h = pc.ops[j]
    if h is ops_flow.RETURN_CONST:
        return (pc.args[j],)
    if h is ops.LOAD_CONST and j + 1 < len(pc.ops) and pc.ops[j + 1] is ops_flow.RETURN_VALUE:
        return (pc.args[j],)
    return ()


def _after_keywords(pc: PCode, j: int) -> bool:
    """Whether call ``j`` follows KW_NAMES (3.11/3.12, PRECALL between): its handler reads ``f.kwnames``."""
    j -= 1
    while j >= 0 and pc.ops[j] in _NOOPS:
        j -= 1
    return j >= 0 and pc.opnames[j] == "KW_NAMES"


def _threaded(pc: PCode, target: int) -> int:
    """Where a jump to ``target`` ends up: past unconditional jumps (an ``if`` at the end of a loop's body
    jumps to the jump back), so that the run sees its own start."""
    for _ in range(4):
        if pc.ops[target] is not ops_flow.JUMP:
            break
        target = pc.args[target]
    return target


def _snippet(run: _Run, pc: PCode, j: int) -> Optional[str]:
    """Emit instruction ``j`` into ``run``: None to go on, "two" to go on after the next one too, "goto" to go
    on at its jump's target, "return" when the run ends there, "no" if it is not simple."""
    h = pc.ops[j]
    a = pc.args[j]
    if h in _NOOPS:
        return None
    if h is ops.LOAD_CONST:
        run.stack.append(run.param(a))
    elif h is ops.LOAD_FAST or h is ops.LOAD_FAST_CHECKED:
        run.load_fast(j, a, h is ops.LOAD_FAST_CHECKED)
    elif h is ops.LOAD_FAST_LOAD_FAST:
        run.load_fast(j, a[0], False)
        run.load_fast(j, a[1], False)
    elif h is ops.LOAD_FAST_AND_CLEAR:  # 3.12+ inlined comprehensions save the outer value of their variable
        run.uses_fast = True
        p = run.param(a)
        run.push("fast[%s]" % p)
        run.from_stack.add(run.stack[-1])  # maybe NULL: the store that restores it leaves the local unknown
        run.emit("fast[%s] = NULL" % p)
        run.bound.discard(a)
    elif h is ops.STORE_FAST:
        run.store_fast(a)
    elif h is ops.STORE_FAST_STORE_FAST:
        run.store_fast(a[0])
        run.store_fast(a[1])
    elif h is ops.STORE_FAST_LOAD_FAST:
        run.store_fast(a[0])
        run.load_fast(j, a[1], False)
    elif h in _POPS:
        for _ in range(_POPS[h]):
            run.pop()
    elif h is ops_objects.TO_BOOL:
        run.blame(j)
        if (run.room > 1 and j + 1 < len(pc.ops) and pc.ops[j + 1] in _TRUTH_JUMPS
                and pc.handlers[j + 1] == pc.handlers[j]):
            # the jump after it tests the value itself: the same __bool__ call, blamed on TO_BOOL as here
            x = run.pop()
            run.stack.append(x)
            run.tested = (j, x)
        else:
            run.push("True if %s else False" % run.pop())  # bool(): __bool__ must return a bool
    elif h is ops_objects.COMPARE_OP_BOOL and a in _COMPARE_SYMBOLS:
        b = run.pop()
        x = run.pop()
        run.blame(j)
        run.push("True if %s %s %s else False" % (x, _COMPARE_SYMBOLS[a], b))
    elif h in _OPERATORS or h in _INPLACE or h is ops_objects.BINARY_OP or h is ops_objects.COMPARE_OP:
        b = run.pop()
        x = run.pop()
        run.blame(j)
        if h in _OPERATORS:
            run.push("%s %s %s" % (x, _OPERATORS[h], b))
        elif h in _INPLACE:
            if not x.startswith("t") or x in run.stack:  # a constant, or a value also held lower down
                t = run.temp()
                run.emit("%s = %s" % (t, x))
                x = t
            run.emit("%s %s %s" % (x, _INPLACE[h], b))
            run.stack.append(x)
        else:
            run.push("%s(%s, %s)" % (run.param(a), x, b))
    elif h in _GLOBALS:
        run.uses_globals = True
        where = _GLOBALS[h]
        if where == "first":
            run.stack.append("NULL")
        p = run.param(a)
        t = run.temp()
        run.emit("if %s in g:" % p)
        run.emit("    %s = g[%s]" % (t, p))
        run.emit("elif %s in f.builtins:" % p)
        run.emit("    %s = f.builtins[%s]" % (t, p))
        run.emit("else:")
        run.emit("    at = %d" % (j - run.start))
        run.emit("    LOAD_GLOBAL(f, s, %s)" % p)  # a builtins mapping with __missing__, or NameError
        run.emit("    %s = s.pop()" % t)
        run.at = None  # the branch above moved it
        run.stack.append(t)
        if where == "after":
            run.stack.append("NULL")
    elif h is ops_containers.UNPACK_SEQUENCE and 0 < a <= _MAX_UNPACK:
        seq = run.pop()
        run.blame(j)
        items = [run.temp() for _ in range(a)]
        # the host's own unpacking: CPython's UNPACK_SEQUENCE, with its messages, for any iterable
        run.emit("%s, = %s" % (", ".join(items), seq))
        run.stack.extend(reversed(items))  # the first item on top
    elif h is ops_objects.BINARY_SUBSCR:
        key = run.pop()
        container = run.pop()
        run.blame(j)
        run.push("%s[%s]" % (container, key))
    elif h is ops_objects.STORE_SUBSCR:
        key = run.pop()
        container = run.pop()
        value = run.pop()
        run.blame(j)
        run.emit("%s[%s] = %s" % (container, key, value))
    elif h is ops.LOAD_DEREF:
        run.uses_fast = True
        p = run.param(a)
        t = run.temp()
        run.emit("try:")
        run.emit("    %s = fast[%s].cell_contents" % (t, p))
        run.emit("except ValueError:")  # an empty cell: the handler raises CPython's NameError
        run.emit("    at = %d" % (j - run.start))
        run.emit("    LOAD_DEREF(f, s, %s)" % p)
        run.emit("    %s = s.pop()" % t)
        run.stack.append(t)
    elif (h is ops_containers.BUILD_TUPLE or h is ops_containers.BUILD_LIST) and a <= _MAX_UNPACK:
        items = run.items(a)
        if h is ops_containers.BUILD_LIST:
            run.push("[%s]" % ", ".join(items))
        else:
            run.push("(%s)" % "".join(item + ", " for item in items))
    elif h is ops_objects.IS_OP:
        b = run.pop()
        x = run.pop()
        run.push("%s %s %s" % (x, "is not" if a else "is", b))
    elif h is ops_objects.CONTAINS_OP:
        b = run.pop()
        x = run.pop()
        run.blame(j)
        run.push("%s %s %s" % (x, "not in" if a else "in", b))
    elif h is ops_table_intrinsics.LOAD_SUPER_ATTR:  # 3.12+: [super, class, self] -> the attribute
        name, method, _ = a
        self_ = run.pop()
        cls = run.pop()
        sup = run.pop()
        run.blame(j)
        t = run.temp()
        run.emit("%s = super(%s, %s) if %s is super else call(f, %s, [%s, %s], None)"
                 % (t, cls, self_, sup, sup, cls, self_))
        after = pc.table.version >= (3, 13)  # where a method's NULL goes, as LOAD_METHOD's
        if method and not after:
            run.stack.append("NULL")
        run.push(run.attribute(t, name))
        if method and after:
            run.stack.append("NULL")
    elif h is ops_objects.UNARY_OP:  # the operator's function is its argument
        x = run.pop()
        run.blame(j)
        run.push("%s(%s)" % (run.param(a), x))
    elif h is ops_objects.UNARY_NOT:
        x = run.pop()
        run.blame(j)
        run.push("not %s" % x)
    elif h is ops_objects.LOAD_ATTR:
        obj = run.pop()
        run.blame(j)
        run.push(run.attribute(obj, a))
    elif h is ops_objects.STORE_ATTR:
        obj = run.pop()
        value = run.pop()
        run.blame(j)
        run.emit("%s = %s" % (run.attribute(obj, a), value))
    elif h in _METHODS:
        run.blame(j)
        run.load_method(a, _METHODS[h])
    elif h in _CALLS and not _after_keywords(pc, j):
        run.blame(j)
        run.call(a, _CALLS[h])
    elif h in _FOR_ITERS:
        depth, pops, skip = _FOR_ITERS[h]
        run.flush()  # the iterator on the value stack
        run.blame(j)
        t = run.temp()
        if j == run.start:  # the head of the loop if the run jumps back here (see _compile)
            run.head = (t, depth, pops, run.param(a + skip))
        else:
            run.emit("for %s in s[-%d]:" % (t, depth))
            run.emit("    break")
            run.emit("else:")
            if pops:
                run.emit("    s.pop()")
            run.emit("    return %s" % run.param(a + skip))
        run.stack.append(t)
    elif h is ops_flow.JUMP:
        if _threaded(pc, a) > j:
            return "goto"  # the run goes on at the target: what lies between is reached by other jumps only
        run.jump(_threaded(pc, a))
        return "return"  # the run's code returns on every path
    elif h in _JUMPS:
        v = run.pop()
        if run.tested != (j - 1, v):  # else TO_BOOL's truth test, blamed on it
            run.blame(j)
        test = _JUMPS[h].format(v)
        k = j + 1
        while k < len(pc.ops) and pc.ops[k] in _NOOPS and pc.handlers[k] == pc.handlers[j]:
            k += 1  # 3.14+ put NOT_TAKEN after the jump
        if (k < len(pc.ops) and pc.ops[k] is ops_flow.JUMP and _threaded(pc, a) == k + 1
                and pc.handlers[k] == pc.handlers[j]):
            # a jump over a jump (``if x: continue``): one jump under the opposite test, the run goes on past both
            run.jump(_threaded(pc, pc.args[k]), "not (%s)" % test)
            run.skip_to = k
            return "two"
        returned = _constant_return(pc, k) if a > k else ()
        if returned:
            # a guard (``if x: return None``, the end of a function): the return when the jump is not taken,
            # the run goes on at the target when it is
            run.emit("if not (%s):" % test)
            run.emit("    f.retval = %s" % run.param(returned[0]))
            run.emit("    return -1")  # frame.RETURN
            return "goto"
        run.jump(_threaded(pc, a), test)  # not taken: the run goes on
    elif h is ops_flow.JUMP_IF_FALSE_OR_POP or h is ops_flow.JUMP_IF_TRUE_OR_POP:
        v = run.pop()
        run.blame(j)
        run.jump(_threaded(pc, a), ("not %s" if h is ops_flow.JUMP_IF_FALSE_OR_POP else "%s") % v, keep=v)
    elif h is ops_flow.GET_ITER:
        x = run.pop()
        run.blame(j)
        run.push("iter(%s)" % x)
    elif h is ops.PUSH_NULL:
        run.stack.append("NULL")
    elif h is ops.STORE_GLOBAL:
        run.uses_globals = True
        run.emit("g[%s] = %s" % (run.param(a), run.pop()))
    elif h is ops.LOAD_CLOSURE:
        run.uses_fast = True
        run.push("fast[%s]" % run.param(a))
    elif h is ops.STORE_DEREF:
        run.uses_fast = True
        run.emit("fast[%s].cell_contents = %s" % (run.param(a), run.pop()))
    elif h in _ADDS and a <= _MAX_UNPACK:
        values = run.items(_ADDS[h][0])
        items = run.items(a - 1)
        container = run.pop()
        run.blame(j)
        run.emit(_ADDS[h][1].format(container, *values))
        run.stack.append(container)
        run.stack.extend(items)
    elif h is ops_containers.BUILD_SLICE:
        items = run.items(a)
        run.push("slice(%s)" % ", ".join(items))
    elif h is ops_objects.BINARY_SLICE:
        stop = run.pop()
        start = run.pop()
        container = run.pop()
        run.blame(j)
        run.push("%s[%s:%s]" % (container, start, stop))
    elif h in _SHUFFLES:
        count, order = _SHUFFLES[h](a)
        items = run.items(count)
        run.stack.extend(items[k] for k in order)
    elif h is protocols.GET_AWAITABLE:
        x = run.pop()
        run.blame(j)
        run.push("%s if type(%s) is CoroutineType else awaitable_of(%s, %s)" % (x, x, x, run.param(a)))
    elif h in _SENDS and j + 1 < len(pc.resend) and pc.resend[j + 1] == j:
        run.send(j, _SENDS[h])
        return "goto"
    elif h is ops_table_generators.END_SEND:
        v = run.pop()
        run.pop()
        run.stack.append(v)
    elif h is ops_flow.YIELD_VALUE and not pc.yield_from[j]:
        run.flush()
        run.emit("return %d" % (YIELD_AT - j))  # the loop pops the value, yields it and resumes after j
        return "return"
    elif h is ops_flow.RETURN_VALUE or h is ops_flow.RETURN_CONST:
        v = run.pop() if h is ops_flow.RETURN_VALUE else run.param(a)
        run.emit("f.retval = %s" % v)
        run.emit("return -1")  # frame.RETURN
        return "return"
    else:
        return "no"
    return None


def _fused_at(pc: PCode, i: int, cache: Dict[Any, Callable]) -> Optional[Tuple[Callable, int]]:
    """The fused handler of the run starting at ``i`` and the end of the instructions it covers (past
    the last one it may execute), if it has two instructions or more.  The run follows unconditional
    jumps forward, so it need not be contiguous; every instruction it covers has the same exception
    handler as its first."""
    run = _Run(i, pc)
    n = len(pc.ops)
    handler = pc.handlers[i]
    members = 0
    j = i
    end = i
    ended = ""
    while j < n and members < _MAX_RUN and (
            pc.opnames[j] not in _YIELDS or (pc.ops[j] is ops_flow.YIELD_VALUE and not pc.yield_from[j])):
        if pc.handlers[j] != handler and pc.ops[j] not in _RETURNS:
            # another exception handler from here on (a try block begins or ends): the values go back on
            # the value stack, which is then exact for unwinding, as at a run's start (a return cannot raise)
            run.flush()
            handler = pc.handlers[j]
        end = max(end, j + 1)
        run.room = _MAX_RUN - members
        done = _snippet(run, pc, j)
        if done == "no":
            # any other instruction is called through its own handler, the stack flushed before it
            run.handler(j, pc.ops[j], pc.args[j])
            members += 1
            j += 1
            if pc.opnames[j - 1] in _ENDS_RUN:
                break
            continue
        if pc.ops[j] not in _NOOPS:
            members += 1
        if done == "goto":
            j = _threaded(pc, pc.args[j])
            continue
        j += 1
        if done == "two":  # the instructions after it up to ``run.skip_to`` went with it
            j = run.skip_to + 1
            end = max(end, j)
            continue
        if done is not None:
            ended = done
            break
    if members < 2:
        return None
    if ended != "return":
        run.jump(j)
    return _compile(run, cache), end


def _body(run: _Run) -> List[str]:
    """The run's lines, in the loop they make when the run jumps back to its start."""
    lines = run.lines
    if run.head is not None:
        t, depth, pops, exit_param = run.head
        exhausted = (["    s.pop()"] if pops else []) + ["    return %s" % exit_param]
        if run.looped:  # the FOR_ITER's own loop: each jump back is a ``continue`` of it
            return ["for %s in s[-%d]:" % (t, depth)] + ["    " + line for line in lines] + ["else:"] + exhausted
        return ["for %s in s[-%d]:" % (t, depth), "    break", "else:"] + exhausted + lines
    if run.looped:
        return ["while True:"] + ["    " + line for line in lines]
    return lines


def _compile(run: _Run, cache: Dict[Any, Callable]) -> Callable:
    names = ["P%d" % k for k in range(len(run.params))] + ["H%d" % k for k in range(len(run.handlers))]
    body = []
    if run.uses_fast:
        body.append("fast = f.fast")
    if run.uses_globals:
        body.append("g = f.globals")
    body.append("at = 0")
    source = "def make(%s):\n    def fused(f, s, a):\n" % ", ".join(names)
    source += "".join("        %s\n" % line for line in body)
    source += "        try:\n" + "".join("            %s\n" % line for line in _body(run))
    source += ("        except BaseException:\n"
               "            f.lasti = a + at\n"
               "            raise\n"
               "    return fused\n")
    attributes = tuple(run.attributes)
    make = cache.get((source, attributes))
    if make is None:
        make = cache.get(source)
        if make is None:
            namespace: Dict[str, Any] = {"NULL": NULL, "LOAD_FAST_CHECKED": ops.LOAD_FAST_CHECKED,
                                         "LOAD_GLOBAL": ops.LOAD_GLOBAL, "LOAD_DEREF": ops.LOAD_DEREF,
                                         "call_positional": call_positional, "call": call,
                                         "vm_method": ops_objects._vm_method, "CoroutineType": types.CoroutineType,
                                         "awaitable_of": protocols.awaitable_of, "send": protocols.send}
            # the file name puts the fused handler among the VM's own frames, which tracebacks leave out
            exec(compile(source, __file__, "exec"), namespace)
            make = cache[source] = namespace["make"]
        if attributes:
            make = _renamed(make, attributes)
        cache[source, attributes] = make
    return make(*run.params, *run.handlers)


def _renamed(make: Any, attributes: Tuple[str, ...]) -> Callable:
    """``make`` whose fused handler reads and writes ``attributes`` where its source has the placeholders:
    the names of a code object are data (``co_names``), so any string works, identifier or not."""
    mapping = {"%s%d" % (_ATTRIBUTE, k): name for k, name in enumerate(attributes)}
    code = make.__code__
    consts = tuple(const.replace(co_names=tuple(mapping.get(n, n) for n in const.co_names))
                   if isinstance(const, types.CodeType) else const for const in code.co_consts)
    return types.FunctionType(code.replace(co_consts=consts), make.__globals__)


_CACHE: Dict[Any, Callable] = {}
#: executions of an instruction before the run it starts is compiled (compiling costs about as
#: much as a few thousand handler calls, and most code of a program runs a few times only)
HOT = 32
#: handlers that can start a run of two or more
_STARTERS = frozenset([ops.LOAD_CONST, ops.LOAD_FAST_CHECKED, ops.LOAD_FAST, ops.LOAD_FAST_LOAD_FAST,
                       ops.STORE_FAST, ops.STORE_FAST_STORE_FAST, ops.STORE_FAST_LOAD_FAST, ops_objects.TO_BOOL,
                       ops_objects.COMPARE_OP_BOOL, ops_objects.BINARY_OP, ops_objects.COMPARE_OP,
                       ops_objects.LOAD_ATTR, ops_objects.STORE_ATTR,
                       ops_containers.UNPACK_SEQUENCE, ops_objects.BINARY_SUBSCR, ops_objects.STORE_SUBSCR,
                       ops.LOAD_DEREF, ops_containers.BUILD_TUPLE,
                       ops_containers.BUILD_LIST, ops_objects.IS_OP, ops_objects.CONTAINS_OP, ops_objects.UNARY_NOT]
                      + list(_SHUFFLES) + list(_ADDS)
                      + [ops_flow.JUMP_IF_FALSE_OR_POP, ops_flow.JUMP_IF_TRUE_OR_POP, ops_flow.GET_ITER, ops.PUSH_NULL,
                         ops.STORE_GLOBAL, ops.LOAD_CLOSURE, ops.STORE_DEREF, ops_containers.BUILD_SLICE,
                         ops_objects.BINARY_SLICE]
                      + list(_NOOPS) + list(_POPS) + list(_OPERATORS) + list(_INPLACE) + list(_GLOBALS) + list(_METHODS)
                      + list(_FOR_ITERS) + list(_CALLS))


def _cold(f: Any, s: List[Any], a: List[Any]) -> Any:
    """An instruction that may start a run, not yet hot: run its own handler and count; once hot, compile
    the run and run it.  The instructions inside the run keep their own counters: they start a run of
    their own only if jumps reach them often enough (a straight line compiles one run, not one per
    instruction)."""
    pc, i = a[0], a[1]
    a[2] -= 1
    if a[2] > 0:
        return pc.ops[i](f, s, pc.args[i])
    made = _fused_at(pc, i, _CACHE)
    if made is None:
        pc.fast_ops[i] = pc.ops[i]
        pc.fast_args[i] = pc.args[i]
    else:
        pc.fast_ops[i], pc.fused_end[i] = made
        pc.fast_args[i] = i
    return pc.fast_ops[i](f, s, pc.fast_args[i])


def fuse(pc: PCode) -> None:
    """Give ``pc`` its ``fast_ops``/``fast_args``: where a run may start, a counter that compiles it when hot."""
    fast_ops = list(pc.ops)
    fast_args = list(pc.args)
    for i, h in enumerate(pc.ops):
        if h in _STARTERS and pc.opnames[i] not in _YIELDS:
            fast_ops[i] = _cold
            fast_args[i] = [pc, i, HOT]
    pc.fast_ops = fast_ops
    pc.fast_args = fast_args
