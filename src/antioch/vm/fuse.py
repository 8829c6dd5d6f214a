"""Superinstructions for the untraced loops: a run of simple instructions becomes one Python call.

Calling a handler costs more than most handlers do, so :func:`fuse` gives each instruction
``i`` that starts a run of simple ones (loads of locals and constants, stores, the hottest
operators, a conditional jump, a return, LOAD_GLOBAL) a *fused* handler that does the whole
run with the values in Python locals instead of on the value stack.  The run may end with one
instruction of any other kind, called through its ordinary handler after the locals are pushed.
A fused handler returns the instruction number after its run (or its jump target).

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

A run is compiled only once its first instruction has executed :data:`HOT` times (until then a
counter stands there and calls the plain handler): code that runs a few times never pays for
compiling.  Each distinct shape of run is compiled once (the source is generated from the
snippets below, with per-site values passed in as closure variables) and cached.
"""
import types
from typing import Any, Callable, Dict, List, Optional, Tuple

from antioch.vm import (
    ops,
    ops_blocks,
    ops_containers,
    ops_flow,
    ops_objects,
    ops_table,
    ops_table_generators,
)
from antioch.vm.calls import call_positional
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
#: handlers that pop values and do nothing else: how many (3.12 END_FOR and 3.15 POP_ITER pop two)
_POPS: Dict[Callable, int] = {ops.POP_TOP: 1, ops_table_generators.POP_TWO: 2}
_MAX_RUN = 16
_MAX_UNPACK = 16
#: the attribute names' placeholders in generated source: ``_attr0``, ``_attr1``...
_ATTRIBUTE = "_attr"


class _Run:
    """The source of one fused handler being generated."""

    def __init__(self, start: int) -> None:
        self.start = start
        self.lines: List[str] = []
        self.params: List[Any] = []
        self.stack: List[str] = []  # the values held in Python locals, top last
        self.temps = 0
        self.at = 0  # the instruction (relative to start) an exception is blamed on
        self.uses_fast = False
        self.uses_globals = False
        self.attributes: List[str] = []  # the attribute names, in the source as placeholders (see _compile)
        self.handler: Optional[Callable] = None  # the handler of the run's last instruction, if not simple

    def param(self, value: Any) -> str:
        self.params.append(value)
        return "P%d" % (len(self.params) - 1)

    def temp(self) -> str:
        self.temps += 1
        return "t%d" % (self.temps - 1)

    def emit(self, line: str) -> None:
        self.lines.append(line)

    def blame(self, j: int) -> None:
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
        return t

    def flush(self) -> None:
        if len(self.stack) == 1:
            self.emit("s.append(%s)" % self.stack[0])
        elif self.stack:
            self.emit("s += (%s,)" % ", ".join(self.stack))
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
        r = self.temp()
        self.emit("%s = call_positional(f, %s, %s)" % (r, fn, listed))
        self.stack.append(r)

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
        if checked:
            self.emit("if %s is NULL:" % self.stack[-1])
            self.emit("    at = %d" % (j - self.start))
            self.emit("    LOAD_FAST_CHECKED(f, s, %s)" % p)  # raises UnboundLocalError with CPython's message


def _after_keywords(pc: PCode, j: int) -> bool:
    """Whether call ``j`` follows KW_NAMES (3.11/3.12, PRECALL between): its handler reads ``f.kwnames``."""
    j -= 1
    while j >= 0 and pc.ops[j] in _NOOPS:
        j -= 1
    return j >= 0 and pc.opnames[j] == "KW_NAMES"


def _snippet(run: _Run, pc: PCode, j: int) -> Optional[str]:
    """Emit instruction ``j`` into ``run``: None to go on, "end" when it ends the run, "no" if it is not simple."""
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
    elif h is ops.STORE_FAST:
        run.uses_fast = True
        run.emit("fast[%s] = %s" % (run.param(a), run.pop()))
    elif h is ops.STORE_FAST_STORE_FAST:
        run.uses_fast = True
        run.emit("fast[%s] = %s" % (run.param(a[0]), run.pop()))
        run.emit("fast[%s] = %s" % (run.param(a[1]), run.pop()))
    elif h is ops.STORE_FAST_LOAD_FAST:
        run.uses_fast = True
        run.emit("fast[%s] = %s" % (run.param(a[0]), run.pop()))
        run.load_fast(j, a[1], False)
    elif h in _POPS:
        for _ in range(_POPS[h]):
            run.pop()
    elif h is ops_objects.TO_BOOL:
        run.blame(j)
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
    elif h in _FOR_ITERS and not run.stack:  # the iterator on the stack, the run's first instruction
        depth, pops, skip = _FOR_ITERS[h]
        run.blame(j)
        t = run.temp()
        run.emit("for %s in s[-%d]:" % (t, depth))
        run.emit("    break")
        run.emit("else:")
        if pops:
            run.emit("    s.pop()")
        run.emit("    return %s" % run.param(a + skip))
        run.stack.append(t)
    elif h is ops_flow.JUMP:
        run.flush()
        run.emit("return %s" % run.param(a))
        return "return"  # the run's code returns on every path
    elif h in _JUMPS:
        v = run.pop()
        run.blame(j)
        run.flush()
        run.emit("if %s:" % _JUMPS[h].format(v))
        run.emit("    return %s" % run.param(a))
        return "end"
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
    """The fused handler of the run starting at ``i`` and the end of that run, if it has two instructions or more."""
    run = _Run(i)
    n = len(pc.ops)
    handler = pc.handlers[i]
    members = 0
    j = i
    ended = ""
    while j < n and j - i < _MAX_RUN and pc.handlers[j] == handler and (
            pc.opnames[j] not in _YIELDS or (pc.ops[j] is ops_flow.YIELD_VALUE and not pc.yield_from[j])):
        done = _snippet(run, pc, j)
        if done == "no":
            # any other instruction ends the run through its own handler
            run.flush()
            run.blame(j)
            if run.temps:
                run.emit("del %s" % ", ".join("t%d" % k for k in range(run.temps)))  # no reference outlives its pop
            run.emit("r = H(f, s, %s)" % run.param(pc.args[j]))
            run.emit("if r is not None:")
            run.emit("    return r")
            run.handler = pc.ops[j]
            members += 1
            j += 1
            break
        if pc.ops[j] not in _NOOPS:
            members += 1
        j += 1
        if done is not None:
            ended = done
            break
    if members < 2:
        return None
    if ended != "return":
        run.flush()
        run.emit("return %s" % run.param(j))
    return _compile(run, cache), j


def _compile(run: _Run, cache: Dict[Any, Callable]) -> Callable:
    names = ["P%d" % k for k in range(len(run.params))] + (["H"] if run.handler is not None else [])
    body = []
    if run.uses_fast:
        body.append("fast = f.fast")
    if run.uses_globals:
        body.append("g = f.globals")
    body.append("at = 0")
    source = "def make(%s):\n    def fused(f, s, a):\n" % ", ".join(names)
    source += "".join("        %s\n" % line for line in body)
    source += "        try:\n" + "".join("            %s\n" % line for line in run.lines)
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
                                         "call_positional": call_positional,
                                         "vm_method": ops_objects._vm_method}
            # the file name puts the fused handler among the VM's own frames, which tracebacks leave out
            exec(compile(source, __file__, "exec"), namespace)
            make = cache[source] = namespace["make"]
        if attributes:
            make = _renamed(make, attributes)
        cache[source, attributes] = make
    if run.handler is not None:
        return make(*run.params, run.handler)
    return make(*run.params)


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
                      + list(_NOOPS) + list(_POPS) + list(_OPERATORS) + list(_INPLACE) + list(_GLOBALS) + list(_METHODS)
                      + list(_FOR_ITERS) + list(_CALLS))


def _cold(f: Any, s: List[Any], a: List[Any]) -> Any:
    """An instruction that may start a run, not yet hot: run its own handler, count, compile once hot."""
    pc, i = a[0], a[1]
    r = pc.ops[i](f, s, pc.args[i])
    a[2] -= 1
    if a[2] <= 0:  # after the handler: an exception it raised is not a fused one's
        made = _fused_at(pc, i, _CACHE)
        if made is None:
            pc.fast_ops[i] = pc.ops[i]
            pc.fast_args[i] = pc.args[i]
        else:
            pc.fast_ops[i], pc.fused_end[i] = made
            pc.fast_args[i] = i
    return r


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
