"""The steps of the type-state pass that do more than their signature says: loads and stores of
locals, constants, cells, functions and their closures, the shapes of calls, and (3.8-3.10) the
block stack.  :class:`SpecialSteps` is the base of :class:`~antioch.analysis.kinds.KindChecker`,
which runs them from its fixed point."""
from typing import Any, List, Optional, Sequence, Set, Tuple

from antioch.analysis.constkinds import COMPREHENSION_TAKES_ITERABLE, PLAIN_CONSTANTS
from antioch.analysis.kindlattice import NULLISH, Finding, Kind, State, describe, is_tuple, nonnull, satisfies
from antioch.analysis.kindsteps import (
    BLOCK_OPS,
    CALLS,
    CONDITIONAL_ANNOTATION_LOADS,
    DEREFS,
    MAX_KNOWN_STEPS,
    SATISFIED,
)
from antioch.analysis.signatures import ALIASES
from antioch.ir import Label

#: 3.8-3.10 frames hold at most this many blocks (Py_FatalError beyond)
CO_MAXBLOCKS = 20
#: 3.8-3.10 stack shuffles that never raise, so never unwind a block
CANNOT_RAISE = frozenset({"ROT_TWO", "ROT_THREE", "ROT_FOUR", "ROT_N", "DUP_TOP", "DUP_TOP_TWO", "NOP"})


def kept_in_place(pushes: Sequence[Any]) -> int:
    """How many of the popped values a signature pushes back unchanged at their own places (the
    lowest ones: ``obj -- 0 iter`` keeps one), i.e. values the instruction only peeks at."""
    kept = 0
    while kept < len(pushes) and pushes[kept] == kept and type(pushes[kept]) is int:
        kept += 1
    return kept



class SpecialSteps:
    """The special cases of the steps; :class:`~antioch.analysis.kinds.KindChecker` sets what they read."""

    ctx: Any
    cfg: Any
    version: Tuple[int, int]
    #: 3.8-3.10: the block stack is kept
    old: bool
    #: 3.12+: LOAD_FAST does not check that the local is bound
    unchecked_fast: bool
    #: what the block being run finds
    findings: List[Finding]
    #: 3.8-3.10: the blocks SETUP_FINALLY hands to
    handler_targets: Set[Optional[int]]

    def _find(self, i: int, rule: str, message: str) -> None:
        self.findings.append((i, rule, message))

    def _const_kind(self, value: Any) -> Kind:
        raise NotImplementedError

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
                           % (name, describe(req), len(pops) - slot, describe(kind)))
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
                           % (arg, arg, describe(keys)))
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
                kind = nonnull(kind)
                state.locals[local] = kind  # it raised if the local was unbound
            elif kind in NULLISH:  # e.g. a LOAD_FAST_AND_CLEAR's NULL stored back into another local
                self._find(i, "unbound-local", "%s reads %r, which may hold NULL here" % (name, local))
                kind = nonnull(kind)
            out[slot] = kind

    def _function(self, i: int, name: str, arg: int, popped: List[Kind], out: List[Kind]) -> None:
        if name == "SET_FUNCTION_ATTRIBUTE":
            value, func = popped
            if type(func) is not tuple or func[0] != "func":
                return
            if arg == 8:
                if value != ("closure", func[1]):
                    self._find(i, "stack-kind", "the closure needs %d cells, not %s" % (func[1], describe(value)))
                out[0] = ("func", 0, func[2])
            elif arg == 1 and not is_tuple(value):
                self._find(i, "stack-kind", "function defaults must be a tuple, not %s" % describe(value))
            elif arg == 2 and value != "dict":
                self._find(i, "stack-kind", "keyword defaults must be a dict, not %s" % describe(value))
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
                           % (code[1], describe(closure)))
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
                           % (takes, describe(argument)))
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

