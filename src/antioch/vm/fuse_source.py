"""The source of one superinstruction being generated (:mod:`antioch.vm.fuse`).

A :class:`RunSource` holds the values of its run in Python locals (the temporaries ``t0``, ``t1``...)
instead of on the value stack, takes per-site values (constants, local slots, jump targets) as parameters
``P0``, ``P1``... and the handlers it calls in place as ``H0``, ``H1``..., and writes the function text
(:meth:`RunSource.source`) that :mod:`antioch.vm.fuse` compiles once per shape.  What each instruction
writes into it is :mod:`antioch.vm.fuse_snippets`'; :data:`SOURCE_NAMES` are the globals that text may use.
"""
import types
from typing import Any, Callable, Dict, FrozenSet, List, Optional, Set, Tuple

from antioch.vm import awaits, ops, ops_flow, ops_objects, protocols
from antioch.vm.calls import call, call_positional
from antioch.vm.decode import NULL, PCode
from antioch.vm.frame import YIELD_AT

#: the attribute names' placeholders in generated source: ``_attr0``, ``_attr1``...
ATTRIBUTE = "_attr"
#: the globals of the generated source: what its snippets call when a value is not the common one
SOURCE_NAMES: Dict[str, Any] = {
    "NULL": NULL, "LOAD_FAST_CHECKED": ops.LOAD_FAST_CHECKED, "LOAD_GLOBAL": ops.LOAD_GLOBAL,
    "LOAD_DEREF": ops.LOAD_DEREF, "call_positional": call_positional, "call": call,
    "vm_method": ops_objects._vm_method, "CoroutineType": types.CoroutineType,
    "awaitable_of": protocols.awaitable_of, "cr_await": protocols.native_cr_await, "send": protocols.send,
    "GeneratorType": types.GeneratorType, "yield_from_iter": ops_flow.yield_from_iter,
    "run_awaited": awaits.run_awaited, "NOT_RUN": awaits.NOT_RUN, "Suspended": awaits.Suspended,
}


#: instructions that may unbind a local: a parameter they name needs its check when it is loaded
_UNBINDING = frozenset(("DELETE_FAST", "LOAD_FAST_AND_CLEAR", "STORE_FAST_MAYBE_NULL"))


def always_bound(pc: PCode) -> FrozenSet[int]:
    """The parameters' slots that stay bound from the call on (3.8-3.11 check every LOAD_FAST): nothing in the
    code unbinds them and 3.8-3.10 do not move them into cells."""
    unbound = {pc.args[j] for j, name in enumerate(pc.opnames) if name in _UNBINDING}
    unbound.update(arg for _, arg in pc.cell2arg)
    return frozenset(k for k in range(pc.total_args) if k not in unbound)


def constant_return(pc: PCode, j: int) -> Tuple[Any, ...]:
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


class RunSource:
    """The source of one fused handler being generated: the run's instructions starting at ``start``."""

    def __init__(self, start: int, pc: PCode) -> None:
        self.start = start
        self.pc = pc
        self.lines: List[str] = []
        #: for each line, the instruction (relative to start) an exception raised there is blamed on
        self.blames: List[int] = []
        self.params: List[Any] = []
        self.stack: List[str] = []  # the values held in Python locals, top last
        self.temps = 0
        self.at = 0  # the instruction (relative to start) an exception in the lines emitted now is blamed on
        self.uses_fast = False
        self.uses_globals = False
        self.attributes: List[str] = []  # the attribute names, in the source as placeholders (see _compile)
        self.handlers: List[Callable] = []  # the handlers of the instructions called as they are (H0, H1...)
        self.live: List[str] = []  # the temporaries assigned and not yet deleted
        self.looped = False  # a jump back to the run's start is a ``continue``: the run is a loop
        self.skip_to = 0  # the last instruction an instruction took with it (its "two", an awaited call's SEND)
        self.goto = 0  # where the run goes on after an instruction that jumps ("goto")
        #: a FOR_ITER first: (its temporary, where the iterator is, whether exhaustion pops it, the exit's param)
        self.head: Optional[Tuple[str, int, bool, str]] = None
        #: the local slots that this run has seen bound on its path since its start (or its last handler
        #: call): loading them again needs no check for an unbound local
        self.bound: Set[int] = set()
        self.from_stack: Set[str] = set()  # the temporaries popped off the value stack (of any value)
        #: (TO_BOOL's instruction, its value) when the conditional jump right after it tests the value itself
        self.tested: Optional[Tuple[int, str]] = None
        self.room = 0  # how many more instructions the run may take (set by antioch.vm.fuse for each one)
        self.parameters = always_bound(pc)
        self.indent = ""  # the lines' indentation: a path followed inside the ``if`` of a conditional jump
        self.current = start  # the instruction being emitted
        #: a conditional jump forward not emitted as a return: (its target, the test, the values taken along),
        #: for antioch.vm.fuse to follow the taken path inside an ``if`` of that test
        self.fork: Optional[Tuple[int, str, List[str]]] = None
        self.forks = True  # whether jumps may fork (antioch.vm.fuse turns it off when paths nest deep)
        #: a FOR_ITER inside the run: (its temporary, where the iterator is, whether exhaustion pops it, the
        #: exit), for antioch.vm.fuse to follow its body inside a Python ``for``
        self.loop: Optional[Tuple[str, int, bool, int]] = None
        self.heads: List[int] = []  # the FOR_ITERs of the loops the path is inside, innermost last

    def path_state(self) -> Tuple[Any, ...]:
        """What one path of the run knows at a conditional jump, for the other path to start from the same."""
        return (list(self.stack), list(self.live), set(self.bound), self.at, self.tested, self.indent)

    def restore(self, state: Tuple[Any, ...]) -> None:
        stack, live, bound, self.at, self.tested, self.indent = state
        self.stack, self.live, self.bound = list(stack), list(live), set(bound)

    def param(self, value: Any) -> str:
        self.params.append(value)
        return "P%d" % (len(self.params) - 1)

    @property
    def constants(self) -> Dict[str, Any]:
        """The parameters by name: what a value held as ``P3`` is (a LOAD_CONST pushes its parameter)."""
        return {"P%d" % k: value for k, value in enumerate(self.params)}

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
        the run's own start, else return it, or, for a test and a target forward, leave :attr:`fork` for
        antioch.vm.fuse to follow.  Not taken, the values stay in Python locals."""
        values = self.stack + ([keep] if keep is not None else [])
        if (test is not None and self.forks and target > self.current and not constant_return(self.pc, target)
                and not (values and target < len(self.pc.ops) and self.pc.ops[target] is ops_flow.RETURN_VALUE)):
            # taken forward: antioch.vm.fuse follows the target's instructions inside ``if test:`` (a branch
            # costs no return to the loop and no second run); not taken, the values stay in Python locals
            self.fork = (target, test, values)
            return
        lines = self.pushed(values)
        head = self.heads[-1] if self.heads else self.start
        if target == head:  # the innermost loop's next iteration
            self.looped = self.looped or not self.heads
            if self.live:
                lines.append("del %s" % ", ".join(self.live))
            lines.append("continue")
        else:
            returned = constant_return(self.pc, target)
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

    def emit(self, line: str, blamed: Optional[int] = None) -> None:
        """One line of the run; an exception raised there is blamed on instruction ``blamed``, by default on
        the last one :meth:`blame` named."""
        self.lines.append(self.indent + line)
        self.blames.append(self.at if blamed is None else blamed - self.start)

    def blame(self, j: int) -> None:
        """Blame an exception raised in the lines emitted from here on on instruction ``j``: the source line
        says where (:meth:`source`), so nothing runs for it until an exception does."""
        self.at = j - self.start

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
        fn, listed = self.callee(nargs, null, own=False)
        self.drop_dead(fn, listed)
        r = self.temp()
        self.emit("%s = call_positional(f, %s, %s)" % (r, fn, listed))
        self.stack.append(r)

    def keyword_call(self, nargs: int, null: str, names: Tuple[str, ...]) -> None:
        """A call whose last ``len(names)`` of ``nargs`` arguments are keywords (3.11/3.12 KW_NAMES and CALL,
        3.13+ CALL_KW): calls.call with the dict the handlers build."""
        values = self.items(len(names))
        fn, listed = self.callee(nargs - len(names), null, own=False)
        self.drop_dead(fn, listed, *values)
        r = self.temp()
        kwargs = ", ".join("%s: %s" % (self.param(name), value) for name, value in zip(names, values))
        self.emit("%s = call(f, %s, %s, {%s})" % (r, fn, listed, kwargs))
        self.stack.append(r)

    def callee(self, nargs: int, null: str, own: bool = True) -> Tuple[str, str]:
        """The temporaries of the callable and of the list of positional arguments of a call (``own``: the
        callable in a temporary of its own even where the stack's value names it, which may be a parameter)."""
        args = self.items(nargs)
        listed = self.temp()
        if null == "none":
            fn = self.temp() if own else self.pop()
            if own:
                self.emit("%s = %s" % (fn, self.pop()))
            self.emit("%s = [%s]" % (listed, ", ".join(args)))
        else:
            second = self.pop()
            first = self.pop()
            # NULL_FIRST: [NULL, callable] or [method, self]; NULL_AFTER: [callable, NULL] or [method, self]
            maybe_null = first if null == "first" else second
            plain = second if null == "first" else first
            fn = self.temp() if own or maybe_null != "NULL" else plain
            if maybe_null != "NULL":  # not known here: a LOAD_METHOD put it there
                self.emit("if %s is not NULL:" % maybe_null)
                self.emit("    %s = %s" % (fn, first))
                self.emit("    %s = [%s]" % (listed, ", ".join([second] + args)))
                self.emit("else:")
                self.emit("    %s = %s" % (fn, plain))
                self.emit("    %s = [%s]" % (listed, ", ".join(args)))
            else:
                if own:
                    self.emit("%s = %s" % (fn, plain))
                self.emit("%s = [%s]" % (listed, ", ".join(args)))
        return fn, listed

    def awaited_call(self, j: int, nargs: int, null: str, get: int, where: int, send: int,
                     pops_receiver: bool) -> None:
        """``await f(...)``: the call at ``j``, GET_AWAITABLE at ``get`` (its argument ``where``) and SEND at
        ``send`` of None.  A VM coroutine function's frame runs at once, without its coroutine object (see
        :mod:`antioch.vm.awaits`); anything else is called, made awaitable and sent None as the three
        instructions would.  If the awaited code yields, the run returns ``YIELD_AT - (send + 1)`` with the
        receiver and the value on the stack, as :meth:`send` does."""
        fn, listed = self.callee(nargs, null)
        self.drop_dead(fn, listed)
        receiver = self.temp()
        t = self.temp()
        suspended = self.pushed(self.stack + [receiver, t]) + ["return %d" % (YIELD_AT - (send + 1))]
        self.blame(send)
        self.emit("%s = run_awaited(%s, %s)" % (t, fn, listed))
        self.emit("if %s is NOT_RUN:" % t)
        self.emit("    %s = call_positional(f, %s, %s)" % (receiver, fn, listed), blamed=j)
        self.emit("    del %s, %s" % (fn, listed))
        self.emit("    if type(%s) is not CoroutineType or cr_await(%s) is not None:" % (receiver, receiver),
                  blamed=get)
        self.emit("        %s = awaitable_of(%s, %s)" % (receiver, receiver, self.param(where)), blamed=get)
        self.emit("    try:")
        self.emit("        %s = %s.send(None) if type(%s) is CoroutineType else send(%s, None)"
                  % (t, receiver, receiver, receiver))
        self.emit("    except StopIteration as stop:")
        self.emit("        %s = stop.value" % t)
        self.emit("    else:")
        for line in suspended:
            self.emit("        " + line)
        self.emit("else:")
        self.emit("    del %s, %s" % (fn, listed))
        self.emit("    if %s.__class__ is Suspended:" % t)
        self.emit("        %s = %s.receiver" % (receiver, t))
        self.emit("        %s = %s.value" % (t, t))
        for line in suspended:
            self.emit("        " + line)
        self.emit("    %s = None" % receiver)  # 3.12+ END_SEND pops it: no coroutine object stood there
        self.live = [v for v in self.live if v not in (fn, listed)]
        if not pops_receiver:
            self.stack.append(receiver)
        self.stack.append(t)

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
        """``obj.name`` as source, the name a placeholder that :func:`antioch.vm.fuse.compiled` renames in its
        code object: runs that differ in their attribute names only share their source and its compilation."""
        if name not in self.attributes:
            self.attributes.append(name)
        return "%s.%s%d" % (obj, ATTRIBUTE, self.attributes.index(name))

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
            # raises UnboundLocalError with CPython's message
            self.emit("    LOAD_FAST_CHECKED(f, s, %s)" % p, blamed=j)
            self.bound.add(slot)

    def store_fast(self, slot: int) -> None:
        value = self.pop()
        self.uses_fast = True
        self.emit("fast[%s] = %s" % (self.param(slot), value))
        if value in self.from_stack or value == "NULL":  # maybe a NULL that LOAD_FAST_AND_CLEAR pushed
            self.bound.discard(slot)
        else:
            self.bound.add(slot)

    def source(self) -> str:
        """The module text that defines ``make(P0, P1..., H0, H1...)``, which returns the fused handler
        ``fused(f, s, a)`` (``a``: the run's first instruction) of these parameters and handlers."""
        names = ["P%d" % k for k in range(len(self.params))] + ["H%d" % k for k in range(len(self.handlers))]
        body = []
        if self.uses_fast:
            body.append("fast = f.fast")
        if self.uses_globals:
            body.append("g = f.globals")
        source = "def make(%s):\n    def fused(f, s, a):\n" % ", ".join(names + ["BLAMED"])
        source += "".join("        %s\n" % line for line in body)
        source += "        try:\n" + "".join("            %s\n" % line for line, _ in self.looped_lines())
        # the instruction that raised, from the line of this function where the exception passed (the head of
        # its traceback): nothing is stored for it while the run goes well
        source += ("        except BaseException as exc:\n"
                   "            f.lasti = a + BLAMED[exc.__traceback__.tb_lineno]\n"
                   "            raise\n"
                   "    return fused\n")
        return source

    def blamed(self) -> Tuple[int, ...]:
        """``BLAMED`` of :meth:`source`: for each line number of the source, the instruction (relative to the
        run's start) that an exception raised on that line is blamed on."""
        first = 4 + self.uses_fast + self.uses_globals  # the run's first line: after make, fused, the body, try
        return (0,) * first + tuple(blame for _, blame in self.looped_lines())

    def looped_lines(self) -> List[Tuple[str, int]]:
        """The run's lines and what each blames, in the loop they make when the run jumps back to its start
        (the loop's own lines blame its first instruction, the FOR_ITER of a ``for`` loop)."""
        lines = list(zip(self.lines, self.blames))
        if self.head is not None:
            t, depth, pops, exit_param = self.head
            exhausted = [(line, 0) for line in (["    s.pop()"] if pops else []) + ["    return %s" % exit_param]]
            header = ("for %s in s[-%d]:" % (t, depth), 0)
            if self.looped:  # the FOR_ITER's own loop: each jump back is a ``continue`` of it
                return [header] + _indented(lines) + [("else:", 0)] + exhausted
            return [header, ("    break", 0), ("else:", 0)] + exhausted + lines
        if self.looped:
            return [("while True:", 0)] + _indented(lines)
        return lines


def _indented(lines: List[Tuple[str, int]]) -> List[Tuple[str, int]]:
    return [("    " + line, blame) for line, blame in lines]
