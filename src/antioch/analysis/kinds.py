"""What kind of value each stack slot and local holds: the checks CPython's interpreter skips.

CPython trusts the types its compiler guarantees: ``FOR_ITER`` calls ``tp_iternext`` of whatever
is below it, ``LIST_APPEND`` casts its target to a list, ``MAKE_FUNCTION`` a code object,
``LOAD_DEREF`` reads a cell, the call opcodes skip a NULL only where ``LOAD_GLOBAL``,
``LOAD_ATTR`` or ``PUSH_NULL`` put one.  This is an abstract interpretation over the
control-flow graph: each slot holds a *kind* (``obj``, ``null``, ``iter``, ``list``, ``exc``, a
code constant, ...), paths meet by :func:`join` (different kinds meet to a kind that satisfies
less), and each instruction's :func:`~antioch.analysis.signatures.signature` says what it requires.
3.8-3.10 also keep the block stack: SETUP_* push, POP_BLOCK / POP_EXCEPT pop what they trust.
"""
from contextlib import suppress
from heapq import heappop, heappush
from itertools import compress, repeat
from operator import is_, itemgetter
from typing import Any, Dict, Iterator, List, Optional, Sequence, Set, Tuple

from antioch.analysis.signatures import ALIASES, signature
from antioch.analysis.stackdepth import EFFECT_ARG_KINDS, effect_arg
from antioch.codeobj import CO_ASYNC_GENERATOR, CO_COROUTINE, CO_GENERATOR, CO_VARARGS, CO_VARKEYWORDS
from antioch.errors import AntiochError
from antioch.ir import Bytecode, Label, RawArg
from antioch.lift import lift

Kind = Any  # a str, or a tuple: ("code", nfree, comprehension), ("func", closure owed, comprehension),
# ("closure", n cells), ("ctuple", length, all names): a constant tuple.  comprehension: False, True,
# "gen" (a generator expression) or "async" (its .0 is an async iterator: see dot0_is_async)
Finding = Tuple[Optional[int], str, str]

#: kinds that may be NULL at run time
NULLISH = frozenset({"null", "null?", "exc?", "fin", "finx"})
#: what 3.8's END_FINALLY / POP_FINALLY accept: its NULL or return address, or an exception
FINALLY = frozenset({"fin", "finx", "exc", "exc?"})
TUPLES = ("closure", "ctuple")
CALLS = frozenset({"CALL_FUNCTION", "CALL_METHOD", "CALL", "PRECALL"})
DEREFS = frozenset({"LOAD_DEREF", "STORE_DEREF", "DELETE_DEREF", "LOAD_CLASSDEREF", "LOAD_CLOSURE",
                    "LOAD_FROM_DICT_OR_DEREF"})
#: What a 3.12+ FOR_ITER jumps to when the iterator is exhausted, by first version (the jump skips the
#: END_FOR; 3.13 pops the iterator with POP_TOP, 3.14 with POP_ITER)
FOR_ITER_EXITS = (((3, 12), ("END_FOR",)), ((3, 13), ("END_FOR", "POP_TOP")), ((3, 14), ("END_FOR", "POP_ITER")))
#: The first version whose comprehensions take the iterable and call GET_ITER themselves (3.15's
#: generator expressions start LOAD_FAST .0, GET_ITER); before, the caller passes an iterator.
COMPREHENSION_TAKES_ITERABLE = (3, 15)
#: Loads of 3.14's __conditional_annotations__ (PEP 649: the indexes of the annotations that ran)
CONDITIONAL_ANNOTATION_LOADS = frozenset({"LOAD_NAME", "LOAD_DEREF", "LOAD_FAST", "LOAD_FAST_BORROW",
                                          "LOAD_FROM_DICT_OR_DEREF"})
#: Requirements an ``obj`` satisfies (see :func:`satisfies`)
OBJ_SATISFIES = frozenset({"any", "obj", "callee"})
#: Opcodes that do more to the kinds than their signature says (:meth:`KindChecker._special`),
#: besides the loads of locals (whose signatures push ``local``)
SPECIAL = frozenset({"STORE_FAST_LOAD_FAST", "LOAD_CONST", "STORE_FAST", "STORE_FAST_STORE_FAST", "DELETE_FAST",
                     "MAKE_CELL", "COPY_FREE_VARS", "BUILD_TUPLE", "MAKE_FUNCTION", "SET_FUNCTION_ATTRIBUTE",
                     "BUILD_CONST_KEY_MAP", "CALL_FUNCTION_KW", "CALL_KW"}) | CALLS | DEREFS | \
    CONDITIONAL_ANNOTATION_LOADS
#: 3.8-3.10 opcodes that change the block stack besides SETUP_* (KindChecker._block_stack)
BLOCK_OPS = frozenset({"POP_BLOCK", "POP_EXCEPT", "END_ASYNC_FOR", "END_FINALLY", "POP_FINALLY",
                       "WITH_CLEANUP_FINISH", "RERAISE", "CALL_FINALLY"})
#: Constant types whose kind is plain ``obj`` (see _const_kind)
PLAIN_CONSTANTS = frozenset({int, float, complex, bool, type(None), bytes, type(Ellipsis), frozenset})
#: What an instruction does to the kinds, by version and (name, effect argument, jump, intrinsic):
#: see KindChecker._step_of; at most MAX_KNOWN_STEPS per version are kept
STEPS: Dict[Tuple[int, int], Dict[Tuple[str, int, bool, str], Any]] = {}
MAX_KNOWN_STEPS = 4096
#: by version, the step of each opcode whose effect argument is 0 (not a RawArg), when it falls through
ZERO_STEPS: Dict[Tuple[int, int], Dict[str, Any]] = {}
#: by version, the fall-through step of an instruction by (name, type of its argument, argument, flags),
#: which decide its effect argument (stackdepth.effect_arg): the steps of every other instruction,
#: found for a whole code object at once.  The type keeps 1, True, 1.0 and RawArg(1) apart.
ARG_STEPS: Dict[Tuple[int, int], Dict[Tuple[str, type, Any, int], Any]] = {}
MAX_ARG_STEPS = 1 << 15
#: How a step is applied (the last field of a step, see KindChecker._step_of): as its signature
#: says; or a LOAD_CONST, a load of one local that checks it or not, a STORE_FAST (each done in
#: KindChecker._flow as KindChecker._special would); or by KindChecker._step and _special
PLAIN, CALLING, NAME_LOAD, CONSTANT, CHECKED_LOAD, UNCHECKED_LOAD, STORE, SPECIAL_STEP = range(8)
#: (opcode, whether LOAD_FAST is unchecked (3.12+)) -> how, for the special opcodes done in _flow:
#: calls as plain unless a popped kind is a tuple (a function, closure or constant tuple), LOAD_NAME
#: unless of __conditional_annotations__, the loads and stores of a local named by a str
_SIMPLE_SPECIALS = {("LOAD_CONST", False): CONSTANT, ("LOAD_CONST", True): CONSTANT,
                    ("LOAD_NAME", False): NAME_LOAD, ("LOAD_NAME", True): NAME_LOAD,
                    ("LOAD_FAST", False): CHECKED_LOAD, ("LOAD_FAST", True): UNCHECKED_LOAD,
                    ("LOAD_FAST_CHECK", False): CHECKED_LOAD, ("LOAD_FAST_CHECK", True): CHECKED_LOAD,
                    ("STORE_FAST", False): STORE, ("STORE_FAST", True): STORE}
for _call in CALLS | {"CALL_FUNCTION_KW", "CALL_KW"}:
    _SIMPLE_SPECIALS[_call, False] = _SIMPLE_SPECIALS[_call, True] = CALLING
#: (opcode, requirements, kinds popped) that satisfy every requirement (KindChecker._check_pops)
SATISFIED: Set[Tuple[str, Sequence[str], Tuple[Kind, ...]]] = set()
#: 3.8-3.10 frames hold at most this many blocks (Py_FatalError beyond)
CO_MAXBLOCKS = 20
#: How many times the fixed point runs one block before the code is refused: each run follows a
#: change of the block's entry state, which only rises in the lattice of kinds, so real code settles
#: in a few runs; a chain of locals copied one into the next around a loop moves a kind one local
#: per run.
MAX_RUNS = 60


def _dangerous(k: Kind) -> bool:
    """A function still owed its closure (3.13), or one that must only be called with an iterator."""
    return type(k) is tuple and k[0] == "func" and (k[1] > 0 or k[2])


def join(a: Kind, b: Kind) -> Kind:
    if a == b:
        return a
    if a == "bad" or b == "bad" or _dangerous(a) or _dangerous(b):
        return "bad"
    if a in ("exc", "exc?") and b in ("exc", "exc?"):
        return "exc?"
    if a in FINALLY and b in FINALLY:
        return "finx"
    if a in NULLISH or b in NULLISH:
        return "null?"
    if _is_tuple(a) and _is_tuple(b):
        return "tuple"
    return "obj"


def _is_tuple(k: Kind) -> bool:
    return k == "tuple" or (type(k) is tuple and k[0] in TUPLES)


def satisfies(req: str, k: Kind) -> bool:
    if req == "any":
        return True
    if req in ("obj", "callee"):
        return k not in NULLISH and k != "bad" and not _dangerous(k)
    if req == "exc?":
        return k in ("exc", "exc?")
    if req == "fin":
        return k in FINALLY
    if req == "tuple":
        return _is_tuple(k)
    if req == "kwnames":
        return type(k) is tuple and k[0] == "ctuple" and k[2]
    if req in ("code", "func", "closure"):
        return type(k) is tuple and k[0] == req
    return k == req


def _nonnull(k: Kind) -> Kind:
    """What a checked load pushes: it raises instead of pushing NULL."""
    if k == "exc?":
        return "exc"
    return "obj" if k in NULLISH else k


def dot0_is_async(flags: int, instrs: Sequence[Any]) -> bool:
    """Whether a comprehension's ``.0`` is the async iterator of ``async for`` rather than an iterator.

    ``[v async for v in agen()]`` is called with GET_AITER's result, checked only to have
    ``am_anext``, not ``tp_iternext``; its ``.0`` is read by GET_ANEXT, which raises TypeError on an
    object without ``am_anext``, while FOR_ITER calls ``tp_iternext`` unchecked, so a NULL one
    crashes (Python/ceval.c 3.8-3.11, Python/bytecodes.c 3.12+: GET_AITER, GET_ANEXT, FOR_ITER).
    ``[await f(x) for x in xs]`` is async too but FOR_ITERs ``.0``.  Decided by the code, not its
    flags alone: some load of ``.0`` straight into GET_ANEXT (past 3.8-3.10's SETUP_FINALLY).  The
    caller and the comprehension's own analysis decide alike, so crafted code stays refused: its
    ``.0`` is then "aiter", and a FOR_ITER on it is a stack-kind finding in the comprehension."""
    if not flags & (CO_COROUTINE | CO_ASYNC_GENERATOR) or flags & CO_GENERATOR:
        return False
    for k, instr in enumerate(instrs):
        if instr[1] == ".0" and ALIASES.get(instr[0], instr[0]) == "LOAD_FAST":  # by index: see _step
            after = [x[0] for x in instrs[k + 1:k + 3]]
            if after[:1] == ["GET_ANEXT"] or after == ["SETUP_FINALLY", "GET_ANEXT"]:
                return True
    return False


def _instrs_of(value: Any, version: Tuple[int, int]) -> Optional[List[Any]]:
    """The instructions of a code constant as its own verification lifts them (None when not known:
    another version, or it does not lift, and is refused on its own)."""
    if isinstance(value, Bytecode):
        return value.instructions() if value.version == version else None
    try:
        ir = lift(value)
    except AntiochError:
        return None
    return ir.instructions() if ir.version == version else None


def _const_kind(value: Any, version: Tuple[int, int]) -> Kind:
    t = type(value)
    if t is str:
        return "str"
    if t is tuple:
        return ("ctuple", len(value), all(type(x) is str for x in value))
    fields = value.fields if isinstance(value, Bytecode) else value
    if t.__name__ in ("code", "CodeFields", "Bytecode"):
        freevars = getattr(fields, "co_freevars", None)
        if freevars is None:
            freevars = fields.freevars
        varnames = getattr(fields, "co_varnames", None)
        if varnames is None:
            varnames = fields.varnames
        argcount = getattr(fields, "co_argcount", None)
        if argcount is None:
            argcount = fields.argcount
        flags = getattr(fields, "co_flags", None)
        if flags is None:
            flags = fields.flags
        if argcount == 1 and varnames[:1] == (".0",):  # a comprehension; "gen": a generator expression
            comp: Any = "gen" if flags & CO_GENERATOR else True
            if flags & (CO_COROUTINE | CO_ASYNC_GENERATOR):  # rare: lift it to look
                instrs = _instrs_of(value, version)
                if instrs is not None and dot0_is_async(flags, instrs):
                    comp = "async"
            return ("code", len(freevars), comp)
        return ("code", len(freevars), False)
    return "obj"


#: 3.8-3.10 stack shuffles that never raise, so never unwind a block
CANNOT_RAISE = frozenset({"ROT_TWO", "ROT_THREE", "ROT_FOUR", "ROT_N", "DUP_TOP", "DUP_TOP_TWO", "NOP"})


def _kept_in_place(pushes: Sequence[Any]) -> int:
    """How many of the popped values a signature pushes back unchanged at their own places (the
    lowest ones: ``obj -- 0 iter`` keeps one), i.e. values the instruction only peeks at."""
    kept = 0
    while kept < len(pushes) and pushes[kept] == kept and type(pushes[kept]) is int:
        kept += 1
    return kept


def join_locals(a: Dict[str, Kind], b: Dict[str, Kind]) -> Dict[str, Kind]:
    """The kinds of the locals where two paths meet (an unset local is NULL)."""
    out = dict(a)
    if a == b:
        return out
    for name, kind in b.items() - a.items():  # join(k, k) is k: only where they differ (kinds hash)
        mine = a.get(name)
        out[name] = join("null" if mine is None else mine, kind)
    if len(out) > len(b):
        for name in a.keys() - b.keys():
            out[name] = join(a[name], "null")
    return out


class State:
    """The kinds on the stack, in the locals, and (3.8-3.10) the block stack."""

    __slots__ = ("blocks", "locals", "stack")

    def __init__(self, stack: List[Kind], locals_: Dict[str, Kind], blocks: Tuple[str, ...]) -> None:
        self.stack = stack
        self.locals = locals_
        self.blocks = blocks

    def copy(self) -> "State":
        return State(list(self.stack), dict(self.locals), self.blocks)

    def joined(self, other: "State") -> "State":
        if self.same(other):
            return self  # states are copied before they change (KindChecker._flow)
        n = min(len(self.stack), len(other.stack))
        stack = [join(a, b) for a, b in zip(self.stack[:n], other.stack[:n])]
        locals_ = join_locals(self.locals, other.locals)
        blocks = self.blocks
        if other.blocks != blocks:
            common = 0
            for a, b in zip(self.blocks, other.blocks):
                if a != b:
                    break
                common += 1
            blocks = self.blocks[:common] + ("?",)
        return State(stack, locals_, blocks)

    def same(self, other: "State") -> bool:
        return self.stack == other.stack and self.locals == other.locals and self.blocks == other.blocks


_ARG = itemgetter(1)  # an instruction's argument (ir.INSTR_FIELDS)
_SETUP_FINALLY = frozenset({"SETUP_FINALLY"})


class KindChecker:
    """Runs the data flow to a fixed point, then once more to report."""

    def __init__(self, ctx: Any) -> None:
        self.ctx = ctx
        self.cfg = ctx.cfg
        self.version = self.cfg.version
        self.old = self.version < (3, 11)
        self.unchecked_fast = self.version >= (3, 12)
        self.cache: Dict[Tuple[str, int, bool, str], Any] = {}
        self.known_steps = STEPS.setdefault(self.version, {})
        #: per instruction, its step (see _step_of) when it falls through and when it jumps; those of
        #: opcodes whose effect argument is 0 are known from their name once met
        self.zero_steps = ZERO_STEPS.setdefault(self.version, {})
        #: the fall-through steps of the other opcodes, by (name, type of the argument, argument, flags):
        #: what _step_of works them out from (see ARG_STEPS)
        self.arg_steps = ARG_STEPS.setdefault(self.version, {})
        instrs = self.cfg.instrs
        falls = list(map(self.zero_steps.get, self.cfg.names))
        # a RawArg's step is worked out from its value (by index: see _step)
        for i in compress(range(len(instrs)), map(isinstance, map(_ARG, instrs), repeat(RawArg))):
            falls[i] = None
        # Only steps met before: _flow works out the others when it reaches them, and those from an
        # unhashable argument on (a TypeError here).
        with suppress(TypeError):
            arg_steps = self.arg_steps
            for i in compress(range(len(falls)), map(is_, falls, repeat(None))):
                instr = instrs[i]
                arg = instr[1]
                falls[i] = arg_steps.get((instr[0], type(arg), arg, instr[3]))  # name, arg, flags
        self.steps: Tuple[List[Any], List[Any]] = (falls, [None] * len(instrs))
        self.entry: List[Optional[State]] = [None] * len(self.cfg.blocks)
        #: what the block being run finds
        self.findings: List[Finding] = []
        self.handler_targets = set()
        if self.old:  # 3.8-3.10: the handlers of SETUP_FINALLY
            for i in self.cfg.indexes_of(_SETUP_FINALLY):
                if isinstance(instrs[i][1], Label):  # its arg (by index: see _step)
                    self.handler_targets.add(self.cfg.label_at.get(instrs[i][1]))

    # -- the fixed point --------------------------------------------------------------------------

    def run(self) -> List[Finding]:
        cfg = self.cfg
        if not cfg.blocks:
            return []
        start = self._start_state()
        self.entry[0] = start
        blocks = cfg.blocks
        # Blocks run in code order (a heap of their indexes, each at most once in it): a block's
        # forward predecessors, try bodies before their handlers, have run before it, so most
        # blocks run once, and a loop's body again after its back edge.
        work = [0]
        queued = [False] * len(blocks)
        queued[0] = True
        visits = [0] * len(cfg.blocks)
        # What each block found when it last ran, and whether that run had its entry state as it
        # is now: a block runs again whenever its entry changes, so at the fixed point its last
        # run is the one to report.
        found: List[List[Finding]] = [[] for _ in cfg.blocks]
        current = [False] * len(cfg.blocks)
        given_up: List[Finding] = []
        while work:
            block = blocks[heappop(work)]
            queued[block.index] = False
            visits[block.index] += 1
            if visits[block.index] > MAX_RUNS:
                # Its successors have not seen its latest states, so what they found proves nothing:
                # the code is refused rather than trusted on a fixed point never reached.
                if visits[block.index] == MAX_RUNS + 1:
                    given_up.append((block.first, "limit", "the kinds of the values here did not settle after "
                                     "%d passes of the type-state analysis: antioch does not verify such code"
                                     % MAX_RUNS))
                continue
            self.findings = found[block.index] = []
            current[block.index] = True
            for target, state in self._flow(block):
                old = self.entry[target.index]
                new = state if old is None else old.joined(state)  # old itself when state adds nothing
                if old is None or (new is not old and not new.same(old)):
                    self.entry[target.index] = new
                    current[target.index] = False
                    if not queued[target.index]:
                        queued[target.index] = True
                        heappush(work, target.index)
        findings: List[Finding] = []
        for block in cfg.blocks:
            if self.entry[block.index] is not None and block.start_depth is not None:
                if not current[block.index]:
                    self.findings = found[block.index] = []
                    self._flow(block)
                findings.extend(found[block.index])
        return findings + given_up

    def _start_state(self) -> State:
        f = self.ctx.f
        nargs = f.argcount + f.kwonlyargcount + bool(f.flags & CO_VARARGS) + bool(f.flags & CO_VARKEYWORDS)
        locals_: Dict[str, Kind] = {}
        for name in f.varnames[:nargs]:
            kind = "obj"
            if name == ".0" and f.argcount == 1 and self.version < COMPREHENSION_TAKES_ITERABLE:
                kind = "aiter" if dot0_is_async(f.flags, self.cfg.instrs) else "iter"
            locals_[name] = kind
        depth = self.cfg.blocks[0].start_depth or 0
        return State(["obj"] * depth, locals_, ())

    def _flow(self, block: Any) -> List[Tuple[Any, State]]:
        """Run one block; (successor, state on entry) for each edge.

        The commonest steps (see :data:`PLAIN`, :data:`CONSTANT`, :data:`CHECKED_LOAD`,
        :data:`UNCHECKED_LOAD`, :data:`STORE`) are applied here, the others by :meth:`_step`: the
        same effect, without a call and a list per instruction."""
        state = self.entry[block.index]
        assert state is not None
        state = state.copy()
        stack = state.stack
        locals_ = state.locals
        r = block.try_range
        # What the handler gets: the kinds below the range's depth and in the locals, joined over
        # the states before each instruction (3.11+ ranges).  Only a step that pops below the
        # depth or may write a local can change them ("changed"), and only then are they compared
        # and joined again.
        depth = r.depth if r is not None else 0
        handler_stack: Optional[List[Kind]] = None
        handler_locals: Dict[str, Kind] = {}
        last_stack: List[Kind] = []
        last_locals: Dict[str, Kind] = {}
        changed = True
        first = block.first
        end = first + len(block.instrs)
        instrs = self.cfg.instrs
        steps = self.steps[False]
        step_of = self._step_of
        # 3.8-3.10: with a try/with block open, every step goes through _step's block-stack check
        old = self.old
        info = self.cfg.infos[end - 1]
        jump_at = end - 1 if info is not None and info.is_jump else -1
        jump_state: Optional[State] = None
        alive = True
        for i in range(first, end):
            if r is not None and changed:
                below = stack[:depth]
                if handler_stack is None:
                    handler_stack, handler_locals = below, dict(locals_)
                    last_stack, last_locals = below, dict(locals_)
                elif below != last_stack or locals_ != last_locals:
                    # join(join(h, k), k) is join(h, k): only what changed since the last join counts
                    if below != last_stack:
                        handler_stack = [join(a, b) for a, b in zip(handler_stack, below)]
                    for name, kind in locals_.items() - last_locals.items():  # locals are never removed
                        mine = handler_locals.get(name)
                        handler_locals[name] = join("null" if mine is None else mine, kind)
                    last_stack, last_locals = below, dict(locals_)
                changed = False
            instr = instrs[i]
            if i == jump_at:
                jump_state = state.copy()
                if not self._step(i, instr, jump_state, True):
                    jump_state = None
            step = steps[i]
            if step is None:
                step = steps[i] = step_of(i, instr, False)
            if step is False:  # no signature, so no stack effect: the flow ends here (as in _step)
                alive = False
                break
            _, pops, pushes, npops, obj_will_do, copies, _, how = step
            if len(stack) < npops or (old and state.blocks) or (how and (  # what makes _special do more
                    how == SPECIAL_STEP
                    or (type(instr[1]) is not str if how >= CHECKED_LOAD  # its arg (fields by index: see _step)
                        else tuple in map(type, stack[-npops:]) if how == CALLING  # a function, closure, ctuple
                        else how == NAME_LOAD and instr[1] == "__conditional_annotations__"))):
                if not self._step(i, instr, state, False):
                    alive = False
                    break
                changed = True
                continue
            if npops:
                popped = stack[-npops:]
                del stack[-npops:]
                if not (obj_will_do and popped.count("obj") == npops):
                    self._check_pops(i, instr[0], pops, popped)
                if len(stack) < depth:
                    changed = True
            if how <= NAME_LOAD:
                if copies:  # pushes that copy popped kinds
                    stack += [popped[p] if type(p) is int else p for p in pushes]
                else:
                    stack += pushes
            elif how == CONSTANT:
                value = instr[1]
                t = type(value)
                stack.append("str" if t is str else "obj" if t in PLAIN_CONSTANTS else self._const_kind(value))
            elif how == STORE:
                locals_[instr[1]] = popped[0]
                changed = True
            else:  # a load of one local
                local = instr[1]
                held = locals_.get(local)
                kind = "null" if held is None else held
                if how == CHECKED_LOAD:
                    kind = _nonnull(kind)
                    if kind != held:
                        locals_[local] = kind  # it raised if the local was unbound
                        changed = True
                elif kind in NULLISH:
                    self._find(i, "unbound-local", "%s reads %r, which may hold NULL here"
                               % (ALIASES.get(instr[0], instr[0]), local))
                    kind = _nonnull(kind)
                stack.append(kind)
        out = []
        for edge in block.edges:
            if edge.kind == "fall" and alive:
                out.append((edge.target, state))
            elif edge.kind == "jump" and jump_state is not None:
                out.append((edge.target, jump_state))
            elif (edge.kind == "exception" and handler_stack is not None and r is not None
                  and len(handler_stack) >= r.depth):
                stack = handler_stack + (["lasti"] if r.lasti else []) + ["exc"]
                out.append((edge.target, State(stack, handler_locals, ())))
        return out

    # -- one instruction --------------------------------------------------------------------------

    def _const_kind(self, value: Any) -> Kind:
        if type(value).__name__ not in ("code", "CodeFields", "Bytecode"):
            return _const_kind(value, self.version)
        key = ("const", id(value), False, "")  # code constants may be lifted: once (they stay alive in the IR)
        kind = self.cache.get(key, 0)
        if kind == 0:
            kind = self.cache[key] = _const_kind(value, self.version)
        return kind

    def _find(self, i: int, rule: str, message: str) -> None:
        self.findings.append((i, rule, message))

    def _step_of(self, i: int, instr: Any, jump: bool) -> Any:
        """What :meth:`_step` needs of instruction ``i``: its effect argument, pops, pushes, whether
        every pop is satisfied by ``obj``, whether a push copies a popped kind, and whether
        :meth:`_special` has anything to do; False when the flow cannot go on.  Worked out once per
        opcode, argument and version (:data:`STEPS`)."""
        info = self.cfg.infos[i]
        if info is None:
            return False
        intrinsic = ""
        zero = info.kind not in EFFECT_ARG_KINDS and not isinstance(instr[1], RawArg)
        if zero:
            arg = 0  # as effect_arg gives it, without the call
        else:
            arg = effect_arg(instr, info)
            if info.kind == "intrinsic1" and 0 <= arg < len(self.cfg.table.intrinsic1):
                intrinsic = self.cfg.table.intrinsic1[arg]
            elif info.kind == "intrinsic2" and 0 <= arg < len(self.cfg.table.intrinsic2):
                intrinsic = self.cfg.table.intrinsic2[arg]
        key = (instr[0], arg, jump, intrinsic)  # its name (by index: see _step)
        step = self.known_steps.get(key)
        if step is None:
            sig = signature(instr[0], arg, self.version, jump, intrinsic)
            if sig is None:
                step = False
            else:
                pops, pushes = sig
                name = instr[0]
                copies = any(type(p) is int for p in pushes)
                special = name in SPECIAL or "local" in pushes or (self.old and (
                    name in BLOCK_OPS or name.startswith("SETUP_")))
                how = PLAIN if pops or not copies else SPECIAL_STEP
                if special:
                    how = _SIMPLE_SPECIALS.get((ALIASES.get(name, name), self.unchecked_fast), SPECIAL_STEP)
                step = (arg, pops, pushes, len(pops), all(p in OBJ_SATISFIES for p in pops), copies, special, how)
            if len(self.known_steps) >= MAX_KNOWN_STEPS:
                self.known_steps.clear()  # arguments are unbounded: keep the common ones, not every one
            self.known_steps[key] = step
        if zero and not jump:
            self.zero_steps[instr[0]] = step
        elif not jump:
            if len(self.arg_steps) >= MAX_ARG_STEPS:
                self.arg_steps.clear()
            with suppress(TypeError):  # an unhashable argument is not kept
                value = instr[1]
                self.arg_steps[instr[0], type(value), value, instr[3]] = step  # name, arg, flags
        return step

    def _step(self, i: int, instr: Any, state: State, jump: bool) -> bool:
        """Apply one instruction to ``state``; False when the flow cannot go on."""
        steps = self.steps[jump]
        step = steps[i]
        if step is None:
            step = steps[i] = self._step_of(i, instr, jump)
        if step is False:
            return False
        # The instruction's fields are read by index here and below (ir.INSTR_FIELDS: 0 name,
        # 1 arg): its attributes are properties, which cost the verifier a tenth of its time on 3.8.
        arg, pops, pushes, npops, obj_will_do, copies, special, _ = step
        name = instr[0]
        stack = state.stack
        depth = len(stack)
        if depth < npops:  # the net effect can hide it: BINARY_ADD on one value is -1
            self._find(i, "stack-underflow", "%s pops %d values but the stack holds %d"
                       % (name, npops, depth))
            return False
        if self.old and state.blocks and state.blocks[-1][:2] == "F@" and name not in CANNOT_RAISE and \
                depth - npops + _kept_in_place(pushes) < int(state.blocks[-1][2:]):
            # An exception here would unwind to a level above the stack and read what is not there
            # (the 3.8 compiler itself rotates values below the level, which cannot raise).  Values
            # an instruction only peeks at stay (GET_ANEXT under `async for`'s SETUP_FINALLY).
            self._find(i, "block-stack", "%s pops below the stack level of its try/with block" % name)
            return False
        if npops:
            popped = stack[depth - npops:]
            del stack[depth - npops:]
            if not (obj_will_do and popped.count("obj") == npops):
                self._check_pops(i, name, pops, popped)
        else:
            popped = []
        out = [popped[p] if type(p) is int else p for p in pushes] if copies else list(pushes)
        if special:
            self._special(i, instr, arg, state, popped, out, jump)
        stack.extend(out)
        return True

    def _check_pops(self, i: int, name: str, pops: Sequence[str], popped: List[Kind]) -> None:
        key = (name, pops, tuple(popped))
        if key in SATISFIED:
            return
        found = len(self.findings)
        for slot, (req, kind) in enumerate(zip(pops, popped)):
            if not satisfies(req, kind):
                if req == "callee" and name in CALLS and type(kind) is tuple and kind[0] == "func" and (
                        kind[2] and not kind[1]):
                    continue  # a comprehension's function: checked by _call_shape
                self._find(i, "stack-kind", "%s needs %s in stack slot %d from the top but finds %s"
                           % (name, _describe(req), len(pops) - slot, _describe(kind)))
        if len(self.findings) == found:
            if len(SATISFIED) >= MAX_KNOWN_STEPS:
                SATISFIED.clear()  # kinds such as constant tuples of every length: keep the common ones
            SATISFIED.add(key)

    def _special(self, i: int, instr: Any, arg: int, state: State, popped: List[Kind], out: List[Kind],
                 jump: bool) -> None:
        # pylint: disable=too-many-branches
        name, value = instr[0], instr[1]  # its name and arg (see _step)
        if "local" in out:
            if name == "STORE_FAST_LOAD_FAST":
                state.locals[value[0]] = popped[0]
            self._load_locals(i, instr, state, out)
        elif name == "LOAD_CONST":
            t = type(value)
            out[0] = "str" if t is str else "obj" if t in PLAIN_CONSTANTS else self._const_kind(value)
        elif value == "__conditional_annotations__" and name in CONDITIONAL_ANNOTATION_LOADS:
            out[0] = "set"  # 3.14: the compiler made it a set (BUILD_SET 0) and adds indexes with SET_ADD
        elif name in ("STORE_FAST", "STORE_FAST_STORE_FAST"):
            names = value if isinstance(value, tuple) else (value,)
            if name == "STORE_FAST_STORE_FAST":
                state.locals[names[0]] = popped[1]
                state.locals[names[1]] = popped[0]
            else:
                state.locals[names[0]] = popped[0]
        elif name == "DELETE_FAST":
            state.locals[value] = "null"
        elif name == "MAKE_CELL":
            state.locals[value] = "cell"
        elif name == "COPY_FREE_VARS":
            for free in self.ctx.f.freevars:
                state.locals[free] = "cell"
        elif name == "BUILD_TUPLE" and popped and all(k == "cell" for k in popped):
            out[0] = ("closure", len(popped))
        elif name in ("MAKE_FUNCTION", "SET_FUNCTION_ATTRIBUTE"):
            self._function(i, name, arg, popped, out)
        elif name == "BUILD_CONST_KEY_MAP" and popped:
            keys = popped[-1]  # 3.12+ trusts it to be a tuple of oparg keys
            if type(keys) is not tuple or keys[0] != "ctuple" or keys[1] != arg:
                self._find(i, "stack-kind", "BUILD_CONST_KEY_MAP %d needs a constant tuple of %d keys, not %s"
                           % (arg, arg, _describe(keys)))
        elif (name in CALLS or name in ("CALL_FUNCTION_KW", "CALL_KW")) and tuple in map(type, popped):
            # only functions, closures and constant tuples (kinds that are tuples) make a call's shape matter
            self._call_shape(i, name, arg, popped)
            if any(type(k) is tuple and k[0] == "func" and k[2] == "gen" for k in popped):
                out[0] = "iter"  # a generator object (3.14 inlines any()/all() over it with FOR_ITER)
        if name in DEREFS and not self.old and state.locals.get(value) != "cell":
            self._find(i, "no-cell", "%s %r: the slot does not hold a cell on every path (MAKE_CELL or "
                       "COPY_FREE_VARS missing)" % (name, value))
        if self.old and (name in BLOCK_OPS or name.startswith("SETUP_")):
            self._block_stack(i, name, arg, state, jump)

    def _load_locals(self, i: int, instr: Any, state: State, out: List[Kind]) -> None:
        name = ALIASES.get(instr[0], instr[0])  # its name (by index: see _step)
        value = instr[1]  # its arg
        if name == "LOAD_FAST_LOAD_FAST":
            names = value
        elif name == "STORE_FAST_LOAD_FAST":
            names = value[1:]
        else:
            names = (value,)
        for slot, local in zip(range(len(out) - len(names), len(out)), names):
            kind = state.locals.get(local, "null")
            if name == "LOAD_FAST_AND_CLEAR":
                state.locals[local] = "null"
            elif name == "LOAD_FAST_CHECK" or not self.unchecked_fast:
                kind = _nonnull(kind)
                state.locals[local] = kind  # it raised if the local was unbound
            elif kind in NULLISH:  # e.g. a LOAD_FAST_AND_CLEAR's NULL stored back into another local
                self._find(i, "unbound-local", "%s reads %r, which may hold NULL here" % (name, local))
                kind = _nonnull(kind)
            out[slot] = kind

    def _function(self, i: int, name: str, arg: int, popped: List[Kind], out: List[Kind]) -> None:
        if name == "SET_FUNCTION_ATTRIBUTE":
            value, func = popped
            if type(func) is not tuple or func[0] != "func":
                return
            if arg == 8:
                if value != ("closure", func[1]):
                    self._find(i, "stack-kind", "the closure needs %d cells, not %s" % (func[1], _describe(value)))
                out[0] = ("func", 0, func[2])
            elif arg == 1 and not _is_tuple(value):
                self._find(i, "stack-kind", "function defaults must be a tuple, not %s" % _describe(value))
            elif arg == 2 and value != "dict":
                self._find(i, "stack-kind", "keyword defaults must be a dict, not %s" % _describe(value))
            return
        code = next((k for k in popped if type(k) is tuple and k[0] == "code"), None)
        if code is None:
            return
        if self.version >= (3, 13):
            out[0] = ("func", code[1], code[2])
            return
        if arg & 8:
            closure = popped[bin(arg & 7).count("1")]
            if closure != ("closure", code[1]):
                self._find(i, "stack-kind", "MAKE_FUNCTION needs a closure of %d cells, not %s"
                           % (code[1], _describe(closure)))
        elif code[1]:
            self._find(i, "stack-kind", "MAKE_FUNCTION of a code with %d free variables needs a closure" % code[1])
        out[0] = ("func", 0, code[2])

    def _call_shape(self, i: int, name: str, arg: int, popped: List[Kind]) -> None:
        comp = [k for k in popped if type(k) is tuple and k[0] == "func" and k[2]]
        if comp:
            takes = "an iterator"  # its code FOR_ITERs .0 (see dot0_is_async)
            if self.version >= COMPREHENSION_TAKES_ITERABLE:
                takes = "one argument"
            elif comp[0][2] == "async":
                takes = "one object"
            argument = popped[1 if popped[0] in comp else 0]
            if not (len(popped) == 2 and name in CALLS and (
                    takes == "one argument" or satisfies("iter" if takes == "an iterator" else "obj", argument))):
                self._find(i, "call-shape", "a comprehension's function is only called with %s, not %s"
                           % (takes, _describe(argument)))
        if name in ("CALL_FUNCTION_KW", "CALL_KW"):
            names = popped[-1]
            if type(names) is tuple and names[0] == "ctuple" and names[1] > arg:
                self._find(i, "call-shape", "%s %d with %d keyword names" % (name, arg, names[1]))

    def _block_stack(self, i: int, name: str, arg: int, state: State, jump: bool) -> None:
        blocks = state.blocks
        if name.startswith("SETUP_"):
            # A try/with block remembers the stack level CPython unwinds to (ceval.c
            # PyFrame_BlockSetup).  Called with the inputs popped and the outputs not yet pushed:
            # SETUP_WITH's level includes the __exit__ it pushes in place of the manager.
            level = len(state.stack) + (1 if name == "SETUP_WITH" else 0)
            blocks = blocks + ("H" if jump else "F@%d" % level,)
            if len(blocks) > CO_MAXBLOCKS:
                self._find(i, "block-stack", "more than %d blocks" % CO_MAXBLOCKS)
                blocks = blocks[:CO_MAXBLOCKS]
        elif name in ("POP_BLOCK", "POP_EXCEPT") or (name == "END_ASYNC_FOR"):
            want = "F" if name == "POP_BLOCK" else "H"
            if not blocks or blocks[-1][:1] != want:
                self._find(i, "block-stack", "%s but the innermost block is %s" % (
                    name, {"F": "a try/with", "H": "an except handler", "?": "not known"}.get(
                        blocks[-1][:1] if blocks else "", "none")))
            blocks = blocks[:-1]
        elif name in ("END_FINALLY", "POP_FINALLY"):
            if blocks and blocks[-1][:1] in ("?", "H"):
                blocks = blocks[:-1]
        elif name == "WITH_CLEANUP_FINISH":
            if blocks and blocks[-1] == "H":
                blocks = blocks[:-1] + ("?",)
        elif name == "RERAISE" and arg and not blocks:
            self._find(i, "block-stack", "RERAISE %d outside any block" % arg)
        elif (name == "CALL_FINALLY" and isinstance(self.cfg.instrs[i].arg, Label)
              and self.cfg.label_at.get(self.cfg.instrs[i].arg) not in self.handler_targets):
            self._find(i, "block-stack", "CALL_FINALLY to a block that no SETUP_FINALLY handles")
        state.blocks = blocks


def _describe(k: Kind) -> str:
    if type(k) is tuple:
        if k[0] == "code":
            return "a code object"
        if k[0] == "func":
            return "a comprehension's function" if k[2] else "a function without its closure"
        if k[0] == "closure":
            return "a closure of %d cells" % k[1]
        return "a constant tuple of %d" % k[1]
    return {"obj": "an object", "null": "NULL", "null?": "a value that may be NULL", "iter": "an iterator",
            "aiter": "an async iterator", "list": "a list", "set": "a set", "dict": "a dict", "tuple": "a tuple",
            "str": "a str",
            "exc": "an exception", "exc?": "an exception slot", "lasti": "the saved instruction offset",
            "fin": "a finally marker", "finx": "a finally marker", "cell": "a cell", "module": "a module",
            "bad": "values of different kinds", "any": "a value", "callee": "a callable"}.get(k, str(k))


def call_rules(ctx: Any) -> Iterator[Finding]:
    """KW_NAMES and 3.11's PRECALL belong right before the CALL they describe."""
    cfg = ctx.cfg
    instrs = cfg.instrs
    labelled = set(cfg.label_at.values())
    v = cfg.version
    looked_at = {"KW_NAMES"} | ({"CALL"} if v == (3, 11) else set()) | ({"FOR_ITER"} if v >= (3, 12) else set())
    for i in cfg.indexes_of(looked_at):
        instr = instrs[i]
        name = instr[0]  # by index: see _step
        if name == "KW_NAMES":
            j = i + 1
            if v == (3, 11) and j < len(instrs) and instrs[j].name == "PRECALL" and j not in labelled:
                j += 1
            call = instrs[j] if j < len(instrs) else None
            if call is None or call.name != "CALL" or j in labelled or (
                    type(instr.arg) is tuple and len(instr.arg) > int(call.arg)):
                yield i, "call-shape", "KW_NAMES must come right before a CALL with at least as many arguments"
        elif name == "CALL" and v == (3, 11):
            prev = instrs[i - 1] if i else None
            if prev is None or prev.name != "PRECALL" or i in labelled or prev.arg != instr.arg:
                yield i, "call-shape", "CALL %s must come right after PRECALL with the same argument" % (instr.arg,)
        elif name == "FOR_ITER" and v >= (3, 12) and isinstance(instr.arg, Label):
            at = cfg.label_at.get(instr.arg)
            ends = next(e for since, e in reversed(FOR_ITER_EXITS) if v >= since)
            landing = tuple(x.name for x in instrs[at:at + len(ends)]) if at is not None else ()
            if landing != ends or any(at + k in labelled for k in range(1, len(ends))):
                yield i, "jump-target", "FOR_ITER must jump to %s (the exhausted loop skips it)" % " ".join(ends)


def kind_rules(ctx: Any) -> Iterator[Finding]:
    """The kinds of stack values and locals that each instruction trusts."""
    yield from call_rules(ctx)
    yield from KindChecker(ctx).run()
