"""What kind of value each stack slot and local holds: the checks CPython's interpreter skips.

CPython trusts the types its compiler guarantees: ``FOR_ITER`` calls ``tp_iternext`` of whatever
is below it, ``LIST_APPEND`` casts its target to a list, ``MAKE_FUNCTION`` a code object,
``LOAD_DEREF`` reads a cell, the call opcodes skip a NULL only where ``LOAD_GLOBAL``,
``LOAD_ATTR`` or ``PUSH_NULL`` put one.  This is an abstract interpretation over the
control-flow graph: each slot holds a *kind* (``obj``, ``null``, ``iter``, ``list``, ``exc``, a
code constant, ...), paths meet by :func:`~antioch.analysis.kindlattice.join` (different kinds
meet to a kind that satisfies less), and each instruction's
:func:`~antioch.analysis.signatures.signature` says what it requires.  3.8-3.10 also keep the
block stack: SETUP_* push, POP_BLOCK / POP_EXCEPT pop what they trust.

This module runs the fixed point and the common steps; below it are the kinds and how they meet
(:mod:`~antioch.analysis.kindlattice`), the kinds of constants (:mod:`~antioch.analysis.constkinds`),
the tables of steps (:mod:`~antioch.analysis.kindsteps`) and the steps that do more than their
signature says (:mod:`~antioch.analysis.kindspecial`).
"""
from contextlib import suppress
from heapq import heappop, heappush
from itertools import compress, repeat
from operator import itemgetter
from typing import Any, Dict, Iterator, List, Optional, Tuple

from antioch.analysis.constkinds import COMPREHENSION_TAKES_ITERABLE, PLAIN_CONSTANTS, const_kind, dot0_is_async
from antioch.analysis.kindlattice import NULLISH, OBJ_SATISFIES, Finding, Kind, State, join, nonnull
from antioch.analysis.kindspecial import CANNOT_RAISE, SpecialSteps, kept_in_place
from antioch.analysis.kindsteps import (
    ARG_STEPS,
    BLOCK_OPS,
    CALLING,
    CHECKED_LOAD,
    CONSTANT,
    MAX_ARG_STEPS,
    MAX_KNOWN_STEPS,
    NAME_LOAD,
    PLAIN,
    SIMPLE_SPECIALS,
    SPECIAL,
    SPECIAL_STEP,
    STEPS,
    STORE,
    ZERO_JUMP_STEPS,
    ZERO_STEPS,
)
from antioch.analysis.signatures import ALIASES, signature
from antioch.analysis.stackdepth import EFFECT_ARG_KINDS, effect_arg
from antioch.codeobj import CO_VARARGS, CO_VARKEYWORDS
from antioch.ir import Label, RawArg

#: What a 3.12+ FOR_ITER jumps to when the iterator is exhausted, by first version (the jump skips the
#: END_FOR; 3.13 pops the iterator with POP_TOP, 3.14 with POP_ITER)
FOR_ITER_EXITS = (((3, 12), ("END_FOR",)), ((3, 13), ("END_FOR", "POP_TOP")), ((3, 14), ("END_FOR", "POP_ITER")))
#: How many times the fixed point runs one block before the code is refused: each run follows a
#: change of the block's entry state, which only rises in the lattice of kinds, so real code settles
#: in a few runs; a chain of locals copied one into the next around a loop moves a kind one local
#: per run.
MAX_RUNS = 60

_ARG = itemgetter(1)  # an instruction's argument (ir.INSTR_FIELDS)


def arg_step_key(instr: Any) -> Tuple[Any, ...]:
    """The key of an instruction's step in :data:`ARG_STEPS`: its name, flags and what of its
    argument can decide its effect argument (stackdepth.effect_arg).  That is nothing for a name
    (an attribute's, a global's: the flags decide); else the argument itself and its type, which
    keeps 1, True, 1.0 and RawArg(1) apart.  Fields by index (ir.INSTR_FIELDS), as in _step."""
    arg = instr[1]
    t = type(arg)
    if t is str:
        return instr[0], instr[3]  # its name and flags
    if t is int:
        return instr[0], arg, instr[3]
    return instr[0], t, arg, instr[3]
_SETUP_FINALLY = frozenset({"SETUP_FINALLY"})


class KindChecker(SpecialSteps):
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
        self.zero_jump_steps = ZERO_JUMP_STEPS.setdefault(self.version, {})
        #: the fall-through steps of the other opcodes, by (name, type of the argument, argument, flags):
        #: what _step_of works them out from (see ARG_STEPS)
        self.arg_steps = ARG_STEPS.setdefault(self.version, {})
        instrs = self.cfg.instrs
        falls = list(map(self.zero_steps.get, self.cfg.names))
        # A RawArg's step is worked out from its value (by index: see _step); most code has none, which
        # one look at the types of the arguments tells.  The steps of the other instructions are
        # looked up in arg_steps, or worked out, when _flow reaches them.
        if any(map(issubclass, set(ctx.arg_types), repeat(RawArg))):
            for i in compress(range(len(instrs)), map(isinstance, map(_ARG, instrs), repeat(RawArg))):
                falls[i] = None
        self.steps: Tuple[List[Any], List[Any]] = (falls, [None] * len(instrs))
        self.entry: List[Optional[State]] = [None] * len(self.cfg.blocks)
        #: what the block being run finds
        self.findings: List[Finding] = []
        self.handler_targets = set()
        if self.old:  # 3.8-3.10: the handlers of SETUP_FINALLY
            for i in ctx.indexes_of(_SETUP_FINALLY):
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
        if len(blocks) == 1 and not blocks[0].edges:
            # Straight code (half the code objects): one run is the fixed point and the report
            if blocks[0].start_depth is None:
                return []
            self._flow(blocks[0], owned=True)
            return self.findings
        if self._forward_only():
            return self._run_forward()
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

    def _forward_only(self) -> bool:
        """Whether every edge of the graph goes forward, to a later block (the code has no loop)."""
        return all(edge.target.index > block.index for block in self.cfg.blocks for edge in block.edges)

    def _run_forward(self) -> List[Finding]:
        """The fixed point of code whose every edge goes forward (no loop): each block runs once, in
        code order, after all its predecessors, which is the order and the runs :meth:`run`'s work
        list would give it, without the list."""
        entry = self.entry
        # Whether the state on entry of each block is its own, not also another's (a jump's and its
        # fall-through's may be one object): no block looks at it after it ran, so it runs on it
        # rather than on a copy.
        owned = [True] * len(entry)
        findings: List[Finding] = []
        for block in self.cfg.blocks:
            if entry[block.index] is None:
                continue
            found: List[Finding] = []
            self.findings = found
            given: Optional[State] = None
            given_to = 0
            for target, state in self._flow(block, owned[block.index]):
                old = entry[target.index]
                if old is None:
                    entry[target.index] = state
                    owned[target.index] = True
                    if state is given:  # two blocks start from this one object
                        owned[target.index] = owned[given_to] = False
                    given, given_to = state, target.index
                else:
                    new = old.joined(state)
                    entry[target.index] = new
                    owned[target.index] = new is not old or owned[target.index]
            if block.start_depth is not None:
                findings.extend(found)
        return findings

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

    def _flow(self, block: Any, owned: bool = False) -> List[Tuple[Any, State]]:
        """Run one block; (successor, state on entry) for each edge.  ``owned``: the block's state on
        entry is needed no more, and it runs on that rather than on a copy.

        The commonest steps (see :data:`PLAIN`, :data:`CONSTANT`, :data:`CHECKED_LOAD`,
        :data:`UNCHECKED_LOAD`, :data:`STORE`) are applied here, the others by :meth:`_step`: the
        same effect, without a call and a list per instruction."""
        state = self.entry[block.index]
        assert state is not None
        if not owned:
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
        changed = r is not None  # (only read then)
        first = block.first
        end = first + len(block.instrs)
        instrs = self.cfg.instrs
        steps = self.steps[False]
        step_of = self._step_of
        arg_steps = self.arg_steps
        # 3.8-3.10: with a try/with block open, every step goes through _step's block-stack check
        old = self.old
        info = self.cfg.infos[end - 1]
        jump_at = end - 1 if info is not None and info.is_jump else -1
        jump_state: Optional[State] = None
        same_step = False
        alive = True
        for i in range(first, end):
            if changed and r is not None:
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
            step = steps[i]
            if step is None:
                arg = instr[1]
                t = type(arg)
                try:  # arg_step_key(instr), without the call
                    step = arg_steps.get((instr[0], instr[3]) if t is str else (instr[0], arg, instr[3]) if t is int
                                         else (instr[0], t, arg, instr[3]))
                except TypeError:  # an unhashable argument
                    step = None
                if step is None:
                    step = step_of(i, instr, False)
                steps[i] = step
            if i == jump_at:
                jump_step = self.steps[True][i]
                if jump_step is None:
                    if not isinstance(instr[1], RawArg):  # its arg (by index: see _step)
                        jump_step = self.zero_jump_steps.get(instr[0])
                    if jump_step is None:
                        jump_step = step_of(i, instr, True)
                    self.steps[True][i] = jump_step
                # A jump that does to the kinds what its fall-through does (POP_JUMP_IF_*, JUMP_*):
                # the state after the step below is the jump's too, and what that step finds is
                # what the jump's would
                same_step = jump_step == step and (step is False or step[7] == PLAIN)  # its how
                if not same_step:
                    jump_state = state.copy()
                    if not self._step(i, instr, jump_state, True):
                        jump_state = None
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
                    kind = nonnull(kind)
                    if kind != held:
                        locals_[local] = kind  # it raised if the local was unbound
                        changed = True
                elif kind in NULLISH:
                    self._find(i, "unbound-local", "%s reads %r, which may hold NULL here"
                               % (ALIASES.get(instr[0], instr[0]), local))
                    kind = nonnull(kind)
                stack.append(kind)
        if same_step and alive:
            jump_state = state  # states on entry are never changed (each run copies its own)
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
            return const_kind(value, self.version)
        key = ("const", id(value), False, "")  # code constants may be lifted: once (they stay alive in the IR)
        kind = self.cache.get(key, 0)
        if kind == 0:
            kind = self.cache[key] = const_kind(value, self.version)
        return kind

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
                    how = SIMPLE_SPECIALS.get((ALIASES.get(name, name), self.unchecked_fast), SPECIAL_STEP)
                step = (arg, pops, pushes, len(pops), all(p in OBJ_SATISFIES for p in pops), copies, special, how)
            if len(self.known_steps) >= MAX_KNOWN_STEPS:
                self.known_steps.clear()  # arguments are unbounded: keep the common ones, not every one
            self.known_steps[key] = step
        if zero:
            (self.zero_jump_steps if jump else self.zero_steps)[instr[0]] = step
        elif not jump:
            if len(self.arg_steps) >= MAX_ARG_STEPS:
                self.arg_steps.clear()
            with suppress(TypeError):  # an unhashable argument is not kept
                self.arg_steps[arg_step_key(instr)] = step
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
                depth - npops + kept_in_place(pushes) < int(state.blocks[-1][2:]):
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




def call_rules(ctx: Any) -> Iterator[Finding]:
    """KW_NAMES and 3.11's PRECALL belong right before the CALL they describe."""
    cfg = ctx.cfg
    instrs = cfg.instrs
    v = cfg.version
    looked_at = {"KW_NAMES"} | ({"CALL"} if v == (3, 11) else set()) | ({"FOR_ITER"} if v >= (3, 12) else set())
    at = ctx.indexes_of(looked_at)
    labelled = set(cfg.label_at.values()) if at else set()  # only asked where one is
    for i in at:
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
