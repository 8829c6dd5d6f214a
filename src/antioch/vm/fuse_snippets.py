"""What each instruction of a superinstruction's run becomes (:mod:`antioch.vm.fuse`).

:func:`emit_instruction` writes instruction ``j`` into the run's :class:`~antioch.vm.fuse_source.RunSource`
as a snippet of Python that works on the values held in locals: a load becomes a name, an operator an
expression, a call :func:`antioch.vm.calls.call_positional`, a conditional jump an ``if`` that returns
its target.  The tables below say which handlers have a snippet and how they differ between versions
(where a NULL goes, what a FOR_ITER pops); :data:`STARTERS` are the handlers a run may start with.
"""
from typing import Callable, Dict, Optional, Tuple

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
from antioch.vm.decode import PCode
from antioch.vm.frame import YIELD_AT
from antioch.vm.fuse_source import RunSource, constant_return

#: instructions that start no run and end one only as a plain yield (a run returns YIELD_AT - j for the
#: yield at j: the loop resumes a generator by instruction number after it)
YIELDS = frozenset(("YIELD_VALUE", "YIELD_FROM"))
#: handlers that do nothing
NOOPS = frozenset((ops.NOP, ops_table.RESUME, ops_table.PRECALL))
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
#: calls with the keywords' names on top of the stack (3.8-3.10 CALL_FUNCTION_KW, 3.13+ CALL_KW): where the NULL is
_KEYWORD_CALLS: Dict[Callable, str] = {ops_blocks.CALL_FUNCTION_KW: "none", ops_table.CALL_KW: "after"}
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
ENDS_RUN = frozenset((
    "SETUP_FINALLY", "SETUP_WITH", "SETUP_ASYNC_WITH", "SETUP_ANNOTATIONS", "POP_BLOCK", "POP_EXCEPT",
    "BEGIN_FINALLY", "END_FINALLY", "CALL_FINALLY", "POP_FINALLY", "WITH_CLEANUP_START", "WITH_CLEANUP_FINISH",
    "RERAISE", "PUSH_EXC_INFO", "WITH_EXCEPT_START", "RAISE_VARARGS", "END_ASYNC_FOR", "CLEANUP_THROW", "SEND",
    "END_SEND", "RETURN_GENERATOR", "GEN_START", "PREP_RERAISE_STAR", "CHECK_EG_MATCH", "CHECK_EXC_MATCH",
    "JUMP_IF_NOT_EXC_MATCH", "ASYNC_GEN_WRAP", "YIELD_VALUE", "YIELD_FROM",
))
_MAX_UNPACK = 16
#: the most pieces of an f-string joined in a run
_MAX_STRING = 64
#: CONVERT_VALUE's and FORMAT_VALUE's conversions (!s !r !a) as the builtins' names (Python/ceval.c's table)
_CONVERSIONS = ("", "str", "repr", "ascii")


def _after_keywords(pc: PCode, j: int) -> bool:
    """Whether call ``j`` follows KW_NAMES (3.11/3.12, PRECALL between): its handler reads ``f.kwnames``."""
    j -= 1
    while j >= 0 and pc.ops[j] in NOOPS:
        j -= 1
    return j >= 0 and pc.opnames[j] == "KW_NAMES"


def _keyword_call(pc: PCode, j: int) -> Optional[int]:
    """The call that KW_NAMES at ``j`` names the keywords of (3.11/3.12: PRECALL may come between), if it is a
    plain CALL under the same exception handler, else None."""
    k = j + 1
    while k < len(pc.ops) and pc.ops[k] in NOOPS and pc.handlers[k] == pc.handlers[j]:
        k += 1
    if k < len(pc.ops) and pc.ops[k] in _CALLS and pc.handlers[k] == pc.handlers[j]:
        return k
    return None


def _awaited(pc: PCode, j: int) -> Optional[Tuple[int, int]]:
    """(GET_AWAITABLE's instruction, SEND's) where call ``j`` is awaited at once (``await f(x)``: GET_AWAITABLE,
    LOAD_CONST None and SEND follow it under its exception handler), else None."""
    get, none, send = j + 1, j + 2, j + 3
    if send + 1 >= len(pc.ops) or pc.resend[send + 1] != send or pc.ops[send] not in _SENDS:
        return None
    if pc.ops[get] is not protocols.GET_AWAITABLE or pc.ops[none] is not ops.LOAD_CONST or pc.args[none] is not None:
        return None
    if not pc.handlers[j] == pc.handlers[get] == pc.handlers[none] == pc.handlers[send]:
        return None
    return get, send


def threaded(pc: PCode, target: int) -> int:
    """Where a jump to ``target`` ends up: past unconditional jumps (an ``if`` at the end of a loop's body
    jumps to the jump back), so that the run sees its own start."""
    for _ in range(4):
        if pc.ops[target] is not ops_flow.JUMP:
            break
        target = pc.args[target]
    return target


def emit_instruction(run: RunSource, pc: PCode, j: int) -> Optional[str]:
    """Emit instruction ``j`` into ``run``: None to go on, "two" to go on after the next one too, "goto" to go
    on at its jump's target, "return" when the run ends there, "no" if it is not simple."""
    h = pc.ops[j]
    a = pc.args[j]
    if h in NOOPS:
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
        run.emit("    LOAD_GLOBAL(f, s, %s)" % p, blamed=j)  # a builtins mapping with __missing__, or NameError
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
        run.emit("    LOAD_DEREF(f, s, %s)" % p, blamed=j)
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
        name, method, two_args = a
        self_ = run.pop()
        cls = run.pop()
        sup = run.pop()
        run.blame(j)
        t = run.temp()
        run.emit("%s = super(%s, %s) if %s is super else call(f, %s, %s, None)"
                 % (t, cls, self_, sup, sup, "[%s, %s]" % (cls, self_) if two_args else "[]"))
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
    elif h is ops_table.KW_NAMES and _keyword_call(pc, j) is not None:
        # 3.11/3.12: the names and the call after them (PRECALL between) as one call with keywords
        k = _keyword_call(pc, j)
        assert k is not None
        run.blame(k)
        run.keyword_call(pc.args[k], _CALLS[pc.ops[k]], a)
        run.skip_to = k
        return "two"
    elif h in _KEYWORD_CALLS and isinstance(run.constants.get(run.stack[-1] if run.stack else ""), tuple):
        names = run.constants[run.pop()]  # the LOAD_CONST before it
        run.blame(j)
        run.keyword_call(a, _KEYWORD_CALLS[h], names)
    elif h is ops_containers.FORMAT_SIMPLE:  # f"{x}" (3.13+): format() unless an exact str
        x = run.pop()
        run.blame(j)
        run.push("%s if type(%s) is str else format(%s)" % (x, x, x))
    elif h is ops_containers.FORMAT_WITH_SPEC:
        spec = run.pop()
        x = run.pop()
        run.blame(j)
        run.push("format(%s, %s)" % (x, spec))
    elif h is ops_containers.CONVERT_VALUE and a in (1, 2, 3):  # !s !r !a
        x = run.pop()
        run.blame(j)
        run.push("%s(%s)" % (_CONVERSIONS[a], x))
    elif h is ops_containers.FORMAT_VALUE:  # 3.8-3.12: the conversion (a & 3) and the spec (a & 4) together
        spec = run.pop() if a & 4 else ""
        x = run.pop()
        run.blame(j)
        if a & 3:
            run.push("%s(%s)" % (_CONVERSIONS[a & 3], x))
            x = run.pop()
        if not spec:
            run.push("%s if type(%s) is str else format(%s, '')" % (x, x, x))
        else:
            run.push("format(%s, %s)" % (x, spec))
    elif h is ops_containers.BUILD_STRING and a <= _MAX_STRING:
        items = run.items(a)
        run.push("''.join((%s))" % "".join(item + ", " for item in items))
    elif h is ops_objects.STORE_SLICE:  # 3.12+: [value, container, start, stop]
        stop = run.pop()
        start = run.pop()
        container = run.pop()
        value = run.pop()
        run.blame(j)
        run.emit("%s[%s:%s] = %s" % (container, start, stop, value))
    elif h is ops_objects.DELETE_SUBSCR:
        key = run.pop()
        container = run.pop()
        run.blame(j)
        run.emit("del %s[%s]" % (container, key))
    elif h in _CALLS and not _after_keywords(pc, j):
        run.blame(j)
        awaited = _awaited(pc, j)
        if awaited is None:
            run.call(a, _CALLS[h])
        else:
            get, send = awaited
            run.awaited_call(j, a, _CALLS[h], get, pc.args[get], send, _SENDS[pc.ops[send]])
            run.skip_to = send
            run.goto = threaded(pc, pc.args[send])
            return "goto"
    elif h in _FOR_ITERS:
        depth, pops, skip = _FOR_ITERS[h]
        run.flush()  # the iterator on the value stack
        run.blame(j)
        if j != run.start and run.forks:
            run.release()  # what the stack held is on the value stack now: no temporary is live
        t = run.temp()
        if j == run.start:  # the head of the loop if the run jumps back here (see _compile)
            run.head = (t, depth, pops, run.param(a + skip))
        elif run.forks:  # a loop inside the run: antioch.vm.fuse follows its body inside a ``for``
            run.loop = (t, depth, pops, a + skip)
            return "loop"
        else:
            run.emit("for %s in s[-%d]:" % (t, depth))
            run.emit("    break")
            run.emit("else:")
            if pops:
                run.emit("    s.pop()")
            run.emit("    return %s" % run.param(a + skip))
        run.stack.append(t)
    elif h is ops_flow.JUMP:
        if threaded(pc, a) > j:
            run.goto = threaded(pc, a)
            return "goto"  # the run goes on at the target: what lies between is reached by other jumps only
        run.jump(threaded(pc, a))
        return "return"  # the run's code returns on every path
    elif h in _JUMPS:
        v = run.pop()
        if run.tested != (j - 1, v):  # else TO_BOOL's truth test, blamed on it
            run.blame(j)
        test = _JUMPS[h].format(v)
        k = j + 1
        while k < len(pc.ops) and pc.ops[k] in NOOPS and pc.handlers[k] == pc.handlers[j]:
            k += 1  # 3.14+ put NOT_TAKEN after the jump
        if (k < len(pc.ops) and pc.ops[k] is ops_flow.JUMP and threaded(pc, a) == k + 1
                and pc.handlers[k] == pc.handlers[j]):
            # a jump over a jump (``if x: continue``): one jump under the opposite test, the run goes on past both
            run.jump(threaded(pc, pc.args[k]), "not (%s)" % test)
            run.skip_to = k
            return "two"
        returned = constant_return(pc, k) if a > k else ()
        if returned:
            # a guard (``if x: return None``, the end of a function): the return when the jump is not taken,
            # the run goes on at the target when it is
            run.emit("if not (%s):" % test)
            run.emit("    f.retval = %s" % run.param(returned[0]))
            run.emit("    return -1")  # frame.RETURN
            run.skip_to = j
            run.goto = threaded(pc, a)
            return "goto"
        run.jump(threaded(pc, a), test)  # not taken: the run goes on
    elif h is ops_flow.JUMP_IF_FALSE_OR_POP or h is ops_flow.JUMP_IF_TRUE_OR_POP:
        v = run.pop()
        run.blame(j)
        run.jump(threaded(pc, a), ("not %s" if h is ops_flow.JUMP_IF_FALSE_OR_POP else "%s") % v, keep=v)
    elif h is ops_flow.GET_YIELD_FROM_ITER:  # a generator stays as it is (the common ``yield from gen()``)
        x = run.pop()
        run.blame(j)
        run.push("%s if type(%s) is GeneratorType else yield_from_iter(f, %s)" % (x, x, x))
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
        run.push("%s if type(%s) is CoroutineType and cr_await(%s) is None else awaitable_of(%s, %s)"
                 % (x, x, x, x, run.param(a)))
    elif h in _SENDS and j + 1 < len(pc.resend) and pc.resend[j + 1] == j:
        run.send(j, _SENDS[h])
        run.goto = threaded(pc, a)
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


#: handlers that can start a run of two or more
STARTERS = frozenset([ops.LOAD_CONST, ops.LOAD_FAST_CHECKED, ops.LOAD_FAST, ops.LOAD_FAST_LOAD_FAST,
                       ops.STORE_FAST, ops.STORE_FAST_STORE_FAST, ops.STORE_FAST_LOAD_FAST, ops_objects.TO_BOOL,
                       ops_objects.COMPARE_OP_BOOL, ops_objects.BINARY_OP, ops_objects.COMPARE_OP,
                       ops_objects.LOAD_ATTR, ops_objects.STORE_ATTR,
                       ops_containers.UNPACK_SEQUENCE, ops_objects.BINARY_SUBSCR, ops_objects.STORE_SUBSCR,
                       ops.LOAD_DEREF, ops_containers.BUILD_TUPLE,
                       ops_containers.BUILD_LIST, ops_objects.IS_OP, ops_objects.CONTAINS_OP, ops_objects.UNARY_NOT]
                      + list(_SHUFFLES) + list(_ADDS)
                      + [ops_flow.JUMP_IF_FALSE_OR_POP, ops_flow.JUMP_IF_TRUE_OR_POP, ops_flow.GET_ITER, ops.PUSH_NULL,
                         ops.STORE_GLOBAL, ops.LOAD_CLOSURE, ops.STORE_DEREF, ops_containers.BUILD_SLICE,
                         ops_objects.BINARY_SLICE, ops_table.KW_NAMES, ops_flow.GET_YIELD_FROM_ITER,
                         ops_containers.FORMAT_SIMPLE, ops_containers.FORMAT_WITH_SPEC, ops_containers.CONVERT_VALUE,
                         ops_containers.FORMAT_VALUE, ops_containers.BUILD_STRING, ops_objects.DELETE_SUBSCR,
                         ops_objects.STORE_SLICE]
                      + list(NOOPS) + list(_POPS) + list(_OPERATORS) + list(_INPLACE) + list(_GLOBALS) + list(_METHODS)
                      + list(_FOR_ITERS) + list(_CALLS) + list(_KEYWORD_CALLS))
