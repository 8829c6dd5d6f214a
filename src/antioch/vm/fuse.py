"""Superinstructions for the untraced loops: a run of instructions becomes one Python call.

Calling a handler costs more than most handlers do, so :func:`fuse` gives each instruction
``i`` that starts a run (loads of locals and constants, stores, operators, subscripts,
attributes, calls, jumps...) a *fused* handler that does the whole run with the values in
Python locals instead of on the value stack.  Instructions without a snippet of their own are
called through their ordinary handler in place, the locals pushed first (those that change the
block stack or the handled exception end the run there).  A conditional jump forward forks the
run: the path taken is followed inside an ``if`` of the jump's test, the path not taken goes on
below it (each path a copy of what follows, within a budget of instructions), so an ``if``/``else``
costs no return to the loop and no second run; a run follows unconditional jumps forward, and a jump
back to the run's own start is a ``continue``, so a loop whose body fits in a run runs whole in
one call (a ``for`` loop over its FOR_ITER's iterator, any other as ``while True``).
A fused handler returns the instruction number where the loop goes on (or a frame signal).

What stays exact:

- ``pc.ops`` is untouched: the traced loop (counter, trace events) executes every instruction
  one by one, so the counter still equals CPython's.  Only ``pc.fast_ops`` holds fused handlers,
  and only at the start of a run: a jump into the middle of a run finds the plain handler there.
- An exception names the instruction that raised: the fused handler finds it from the line of its
  own source the exception passed (each line blames one instruction, a table made with the source),
  records it in ``f.lasti``, and the loop reads it back when ``pc.fused_end[i]`` says ``i`` starts a
  run.  Nothing is stored for it while no exception comes.
- Where a run's instructions change exception handler (3.11+: a try block begins or ends) the values
  held in Python locals go back on the value stack first, so unwinding cuts the stack to a depth at or
  below the run's start or that change, where the stack is exact (a return, which cannot raise, needs
  no such care).
- Nothing yields inside a run: a plain yield ends it, the run returning ``YIELD_AT - j`` for the yield
  at ``j``, so the generator's loop records ``j`` and resumes at the instruction after it.
- A value popped is no longer referenced once a call or handler comes (the temporaries are
  deleted), so ``__del__`` and weak references fire where CPython's would.

A run is compiled only once its first instruction has executed :data:`HOT` times (until then a
counter stands there and calls the plain handler), and then runs at once: code that runs a few
times never pays for compiling, and the instructions inside a run keep counting on their own
(a straight line compiles one run, not one per instruction).  Each distinct shape of run is
compiled once (the source is generated from each instruction's snippet, :mod:`antioch.vm.fuse_snippets`,
into a :class:`~antioch.vm.fuse_source.RunSource`, with per-site values passed in as closure variables)
and cached.
"""
import types
from typing import Any, Callable, Dict, List, Optional, Tuple

from antioch.vm import ops_flow
from antioch.vm.decode import PCode
from antioch.vm.fuse_snippets import ENDS_RUN, NOOPS, STARTERS, YIELDS, emit_instruction
from antioch.vm.fuse_source import ATTRIBUTE, SOURCE_NAMES, RunSource

#: the most instructions one path of a run takes
_MAX_RUN = 48
#: the most instructions a run's forked paths take besides (each fork takes at most half of what is left)
_MAX_BRANCHES = 48
#: the fewest instructions left for a fork to be worth following
_MIN_BRANCH = 4
#: how deep forked paths nest (the ``if`` blocks' indentation)
_MAX_DEPTH = 6
#: handlers that return from the frame and cannot raise
_RETURNS = frozenset((ops_flow.RETURN_VALUE, ops_flow.RETURN_CONST))


def _fused_at(pc: PCode, i: int, cache: Dict[Any, Callable]) -> Optional[Tuple[Callable, int]]:
    """The fused handler of the run starting at ``i`` and the end of the instructions it covers (past
    the last one it may execute), if it has two instructions or more (a no-op first counted).  The run
    follows unconditional jumps forward, so it need not be contiguous, and into and out of try blocks; a
    conditional jump forward forks it: the taken path is followed inside the ``if`` of its test."""
    run = RunSource(i, pc)
    members, end = _follow(run, pc, i, pc.handlers[i], _MAX_RUN, _MAX_RUN + _MAX_BRANCHES, 0)
    if members < 2 and not (members and pc.ops[i] in NOOPS):  # RESUME and ``return False`` save a dispatch too
        return None
    return compiled(run, cache), end


def _follow(run: RunSource, pc: PCode, j: int, handler: Any, room: int, total: int,
            depth: int) -> Tuple[int, int]:
    """Emit one path of ``run`` from instruction ``j`` to where it returns, continues or may take no more:
    at most ``room`` instructions on this path, ``total`` with the paths it forks.  Returns the instructions
    taken and the end of those it covers."""
    n = len(pc.ops)
    members = 0
    spent = 0  # the instructions of the paths forked from this one
    end = j
    ended = ""
    while j < n and members < room and members + spent < total and (
            pc.opnames[j] not in YIELDS or (pc.ops[j] is ops_flow.YIELD_VALUE and not pc.yield_from[j])):
        if pc.handlers[j] != handler and pc.ops[j] not in _RETURNS:
            # another exception handler from here on (a try block begins or ends): the values go back on
            # the value stack, which is then exact for unwinding, as at a run's start (a return cannot raise)
            run.flush()
            handler = pc.handlers[j]
        end = max(end, j + 1)
        run.room = room - members
        run.current = j
        run.forks = depth < _MAX_DEPTH and total - members - spent > _MIN_BRANCH
        done = emit_instruction(run, pc, j)
        if run.fork is not None:
            # the jump's taken path, inside ``if test:``; it ends in a return or a ``continue``, so the path
            # not taken goes on below it from the state before it
            target, test, values = run.fork
            run.fork = None
            state = run.path_state()
            run.emit("if %s:" % test)
            run.indent += "    "
            run.stack = list(values)
            budget = (total - members - spent) // 2
            taken, covered = _follow(run, pc, target, handler, budget, budget, depth + 1)
            run.restore(state)
            spent += taken
            end = max(end, covered)
        if done == "loop" and run.loop is not None:
            # FOR_ITER at j: its body inside ``for item in iterator:``, where a jump back to j is a ``continue``;
            # after the ``for`` (the iterator exhausted) the path goes on at the loop's exit
            item, where, pops, j = run.loop
            run.loop = None
            state = run.path_state()
            run.emit("for %s in s[-%d]:" % (item, where))
            run.indent += "    "
            run.stack = [item]
            run.heads.append(run.current)
            budget = (total - members - spent) * 2 // 3
            taken, covered = _follow(run, pc, run.current + 1, handler, budget, budget, depth + 1)
            run.heads.pop()
            run.restore(state)
            run.live = []  # each pass of the body deletes its temporaries, the item's among them
            if pops:
                run.emit("s.pop()")
            members += 1
            spent += taken
            end = max(end, covered)
            continue
        if done == "no":
            # any other instruction is called through its own handler, the stack flushed before it
            run.handler(j, pc.ops[j], pc.args[j])
            members += 1
            j += 1
            if pc.opnames[j - 1] in ENDS_RUN:
                break
            continue
        if pc.ops[j] not in NOOPS:
            members += 1
        if done == "goto":
            end = max(end, run.skip_to + 1)
            j = run.goto
            continue
        j += 1
        if done == "two":  # the instructions after it up to ``run.skip_to`` went with it
            j = run.skip_to + 1
            end = max(end, j)
            continue
        if done is not None:
            ended = done
            break
    if ended != "return":
        run.jump(j)
    return members + spent, end


def compiled(run: RunSource, cache: Dict[Any, Callable]) -> Callable:
    """The fused handler of ``run``: its source compiled once per shape (``cache``), then renamed to the
    run's attribute names and given its parameters and handlers."""
    source = run.source()
    attributes = tuple(run.attributes)
    make = cache.get((source, attributes))
    if make is None:
        make = cache.get(source)
        if make is None:
            namespace = dict(SOURCE_NAMES)
            # the file name puts the fused handler among the VM's own frames, which tracebacks leave out
            # (and antioch.vm.introspect finds a fused handler's instruction by it)
            exec(compile(source, __file__, "exec"), namespace)
            make = cache[source] = namespace["make"]
        if attributes:
            make = _renamed(make, attributes)
        cache[source, attributes] = make
    return make(*run.params, *run.handlers, run.blamed())


def _renamed(make: Any, attributes: Tuple[str, ...]) -> Callable:
    """``make`` whose fused handler reads and writes ``attributes`` where its source has the placeholders:
    the names of a code object are data (``co_names``), so any string works, identifier or not."""
    mapping = {"%s%d" % (ATTRIBUTE, k): name for k, name in enumerate(attributes)}
    code = make.__code__
    consts = tuple(const.replace(co_names=tuple(mapping.get(n, n) for n in const.co_names))
                   if isinstance(const, types.CodeType) else const for const in code.co_consts)
    return types.FunctionType(code.replace(co_consts=consts), make.__globals__)


_CACHE: Dict[Any, Callable] = {}
#: executions of an instruction before the run it starts is compiled (compiling costs about as
#: much as a few thousand handler calls, and most code of a program runs a few times only)
HOT = 32


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
        if h in STARTERS and pc.opnames[i] not in YIELDS:
            fast_ops[i] = _cold
            fast_args[i] = [pc, i, HOT]
    pc.fast_ops = fast_ops
    pc.fast_args = fast_args
