"""The patterns of a ``match`` statement's cases (PEP 634), read back from their instructions.

The compiler writes a pattern as tests and stores on a copy of the subject (``compiler_pattern``
and its helpers in ``Python/compile.c``, ``Python/codegen.c`` from 3.13).  They are read here by
running the instructions on a stack of symbolic values: each value a pattern takes apart is a
:class:`Pattern` still to be filled in (a class pattern's attributes, a sequence's items, a
mapping's values), each test that fails to the next case says what kind of pattern it was, and
each store names what it stores (a capture, or ``P as name`` once the value was also tested).
The stores the compiler moves about with SWAP (and the optimizer reorders) pop the value they
bind, wherever it went.  Anything outside these shapes is :class:`NotAPattern`.

3.10's compiler (``Python/compile.c`` of 3.10) writes the same tests with the instructions of its
day: DUP_TOP for COPY 1, ROT_TWO, ROT_THREE, ROT_FOUR and ROT_N to move a capture under what the
pattern still holds (a rotation, where 3.11+ swap), BINARY_SUBTRACT for an index from the end,
COPY_DICT_WITHOUT_KEYS for a mapping's ``**rest``; its MATCH_CLASS and MATCH_KEYS push a bool after
the tuple they found (``Python/ceval.c`` of 3.10), and a class's attributes and a mapping's values
are taken from that tuple one by one (DUP_TOP, the index, BINARY_SUBSCR), the tuple dropped after.
"""
from typing import Any, Dict, List, Optional, Tuple

from antioch.decompile.expr import Const, Expr
from antioch.ir import Instr

#: the conditional jumps a test fails with (the 3.11 spellings and the later ones)
FALSE_JUMPS = ("POP_JUMP_IF_FALSE", "POP_JUMP_FORWARD_IF_FALSE", "POP_JUMP_BACKWARD_IF_FALSE")
NONE_JUMPS = ("POP_JUMP_IF_NONE", "POP_JUMP_FORWARD_IF_NONE", "POP_JUMP_BACKWARD_IF_NONE")
TRUE_JUMPS = ("POP_JUMP_IF_TRUE", "POP_JUMP_FORWARD_IF_TRUE", "POP_JUMP_BACKWARD_IF_TRUE")
NOT_NONE_JUMPS = ("POP_JUMP_IF_NOT_NONE", "POP_JUMP_FORWARD_IF_NOT_NONE", "POP_JUMP_BACKWARD_IF_NOT_NONE")
JUMPS = ("JUMP_FORWARD", "JUMP", "JUMP_BACKWARD", "JUMP_NO_INTERRUPT")
STORES = ("STORE_FAST", "STORE_NAME", "STORE_GLOBAL", "STORE_DEREF")
#: instructions that load a value pattern's parts (a constant, a dotted name)
VALUE_LOADS = ("LOAD_CONST", "LOAD_SMALL_INT", "LOAD_COMMON_CONSTANT", "LOAD_NAME", "LOAD_GLOBAL", "LOAD_FAST",
               "LOAD_FAST_BORROW", "LOAD_DEREF", "LOAD_ATTR", "LOAD_FAST_CHECK")

#: every instruction :meth:`CaseReader.run` reads other than jumps: a pattern's test is read only
#: after a run of these (keep in step with ``run``)
READ_STRAIGHT = frozenset(("NOP", "NOT_TAKEN", "CACHE", "EXTENDED_ARG", "COPY", "SWAP", "POP_TOP",
                           "DUP_TOP", "ROT_TWO", "ROT_THREE", "ROT_FOUR", "ROT_N", "BINARY_SUBTRACT",
                           "COPY_DICT_WITHOUT_KEYS",
                           "STORE_FAST_STORE_FAST", "STORE_FAST_LOAD_FAST", "COMPARE_OP", "IS_OP",
                           "MATCH_SEQUENCE", "MATCH_MAPPING", "GET_LEN", "MATCH_CLASS", "MATCH_KEYS",
                           "UNPACK_SEQUENCE", "UNPACK_EX", "BINARY_OP", "BINARY_SUBSCR", "BUILD_MAP",
                           "DICT_UPDATE", "DELETE_SUBSCR") + STORES + VALUE_LOADS)


#: ROT_N's argument in the three rotations 3.10 has an opcode of its own for
ROTATIONS = {"ROT_TWO": 2, "ROT_THREE": 3, "ROT_FOUR": 4}


def copies_top(instr: Instr) -> bool:
    """``instr`` pushes a copy of the value on top (COPY 1; 3.10's DUP_TOP)."""
    return instr.name == "DUP_TOP" or (instr.name == "COPY" and instr.arg == 1)


def straight_run_end(instrs: List[Instr], at: int) -> int:
    """The index of the first instruction from ``at`` that is a jump or that no pattern reads: a
    pattern whose reading starts at ``at`` tests nothing before it."""
    while at < len(instrs) and instrs[at].name in READ_STRAIGHT:
        at += 1
    return at


class NotAPattern(Exception):
    """The instructions are not a case's pattern as the compiler writes it."""


class Pattern:
    """One pattern being read: ``kind`` None is a capture (``names``) or the wildcard."""

    def __init__(self) -> None:
        self.kind: Optional[str] = None
        self.names: List[str] = []
        self.value = ""  # value and singleton patterns
        self.parts: List[Pattern] = []  # class arguments, sequence items, mapping values, alternatives
        self.keywords: Tuple[str, ...] = ()  # a class pattern's keywords (its last parts)
        self.keys: Tuple[Any, ...] = ()  # a mapping pattern's keys
        self.star: Optional[int] = None  # the index of a sequence's starred item
        self.rest: Optional[str] = None  # a mapping's ``**rest``
        self.length: Optional[Tuple[str, int]] = None  # GET_LEN's test: ('==', n) or ('>=', n)
        self.indexed: Dict[int, Pattern] = {}  # a sequence's items taken by index (its star is ``*_``)

    def set_kind(self, kind: str) -> None:
        if self.kind not in (None, kind):
            raise NotAPattern("a value tested as a %s and a %s" % (self.kind, kind))
        self.kind = kind

    def text(self, alternative: bool = False) -> str:
        base = self._base()
        if self.kind is None:
            if len(self.names) > 2:
                raise NotAPattern("a capture stored three times")
            if len(self.names) == 2:  # `x as y`
                text = "%s as %s" % tuple(self.names)
                return "(%s)" % text if alternative else text
            return base
        if len(self.names) > 1:
            raise NotAPattern("a pattern stored twice")
        if self.names:
            text = "%s as %s" % (base, self.names[0])
            return "(%s)" % text if alternative else text
        return base

    def _base(self) -> str:
        kind = self.kind
        if kind is None:
            return self.names[0] if self.names else "_"
        if kind in ("value", "singleton"):
            return self.value
        if kind == "or":
            return " | ".join(p.text(alternative=True) for p in self.parts)
        if kind == "class":
            npos = len(self.parts) - len(self.keywords)
            args = [p.text() for p in self.parts[:npos]]
            args += ["%s=%s" % (k, p.text()) for k, p in zip(self.keywords, self.parts[npos:])]
            return "%s(%s)" % (self.value, ", ".join(args))
        if kind == "sequence":
            if self.indexed:
                return self._indexed()
            if not self.parts:  # only wildcards: the length test alone
                n, star = (self.length[1], self.length[0] == ">=") if self.length is not None else (0, True)
                return "[%s]" % ", ".join(["_"] * n + ["*_"] * star)
            items = [("*%s" % (p.names[0] if p.names else "_")) if i == self.star else p.text()
                     for i, p in enumerate(self.parts)]
            if self.length is not None and len(items) != self.length[1] + (self.star is not None):
                raise NotAPattern("a sequence's length that is not its number of items")
            return "[%s]" % ", ".join(items)
        if kind == "mapping":
            items = ["%s: %s" % (Const(k).text, p.text()) for k, p in zip(self.keys, self.parts)]
            if self.rest is not None:
                items.append("**%s" % self.rest)
            return "{%s}" % ", ".join(items)
        raise NotAPattern("a %s pattern" % kind)


    def _indexed(self) -> str:
        if self.length is None or self.length[0] != ">=" or self.parts:
            raise NotAPattern("an indexed sequence without its length test")
        n = self.length[1]
        before = max([i + 1 for i in self.indexed if i >= 0] + [0])
        if any(i < 0 and -i > n - before for i in self.indexed) or before > n:
            raise NotAPattern("an indexed sequence's items out of its length")
        items = [self.indexed[i].text() if i in self.indexed else "_" for i in range(before)] + ["*_"]
        items += [self.indexed[i].text() if i in self.indexed else "_" for i in range(before - n, 0)]
        return "[%s]" % ", ".join(items)


class _Test:
    """A value a conditional jump tests: what holds when it does not fail."""

    def __init__(self, pattern: Pattern, kind: str, value: Any = None) -> None:
        self.pattern = pattern
        self.kind = kind
        self.value = value


class _Keys:
    """MATCH_KEYS's values, or the tuple of a mapping pattern's keys."""

    def __init__(self, pattern: Pattern, keys: Tuple[Any, ...]) -> None:
        self.pattern = pattern
        self.keys = keys


class _Rest:
    """The dict a mapping's ``**rest`` is built in (BUILD_MAP, then DICT_UPDATE with the subject)."""

    def __init__(self) -> None:
        self.pattern: Optional[Pattern] = None


class CaseReader:
    """Reads one case's pattern from ``instrs[start]`` with ``subject`` on the stack.

    ``run`` returns the index after the pattern's last store; ``fails`` are the instruction
    indexes its tests jump to when they fail; ``load_after`` is a name the last store loads again
    (3.13's STORE_FAST_LOAD_FAST: the guard's first value).
    """

    def __init__(self, instrs: List[Instr], label_at: Dict[Any, int], value_of: Any,
                 nb_ops: Tuple[Tuple[str, str], ...] = (), tests_push_bool: bool = False) -> None:
        self.instrs = instrs
        #: MATCH_CLASS and MATCH_KEYS push a bool after what they found (3.10: facts.Facts)
        self.tests_push_bool = tests_push_bool
        self.nb_ops = nb_ops  # BINARY_OP's operators by argument: (name, symbol)
        self.label_at = label_at
        self.value_of = value_of  # runs a value-loading instruction on a stack of expressions
        self.fails: List[int] = []
        self.load_after: Optional[str] = None
        self.tests = 0

    def run(self, start: int, subject: Pattern, base: List[Any]) -> int:
        stack: List[Any] = list(base) + [subject]
        #: the copies that may start an alternative of an OR pattern: (stack before, pattern copied)
        copies: List[Tuple[List[Any], Pattern, Pattern]] = []
        ors: Dict[int, int] = {}  # id(pattern) -> where its alternatives meet
        i = start
        while True:
            if len(stack) <= len(base):
                if stack != base:
                    raise NotAPattern("a pattern that does not leave the stack as it found it")
                _merge_as(copies)
                return i
            if i >= len(self.instrs):
                raise NotAPattern("a pattern that runs off the code")
            instr = self.instrs[i]
            name = instr.name
            i += 1
            if name in ("NOP", "NOT_TAKEN", "CACHE", "EXTENDED_ARG"):
                continue
            if copies_top(instr):
                top = stack[-1]
                if isinstance(top, Pattern):
                    inner = Pattern()
                    copies.append((list(stack), top, inner))
                    stack.append(inner)
                else:
                    stack.append(top)
            elif name == "COPY":
                stack.append(stack[-instr.arg])
            elif name == "SWAP":
                stack[-1], stack[-instr.arg] = stack[-instr.arg], stack[-1]
            elif name in ROTATIONS or name == "ROT_N":  # the top moved under the n - 1 values below it
                n = ROTATIONS.get(name) or instr.arg
                if not 2 <= n <= len(stack):
                    raise NotAPattern("a rotation deeper than the pattern's stack")
                top = stack.pop()
                stack.insert(len(stack) - n + 1, top)
            elif name == "POP_TOP":
                stack.pop()
            elif name in STORES or name in ("STORE_FAST_STORE_FAST", "STORE_FAST_LOAD_FAST"):
                names = list(instr.arg) if isinstance(instr.arg, tuple) else [instr.arg]
                if name == "STORE_FAST_LOAD_FAST":
                    self.load_after = names.pop()
                for n in names:
                    self._store(stack.pop(), n)
                if self.load_after is not None:
                    if len(stack) != len(base):
                        raise NotAPattern("a load among a pattern's stores")
                    _merge_as(copies)
                    return i
            elif name in VALUE_LOADS:
                exprs = [x for x in stack if isinstance(x, Expr)][-1:] if name == "LOAD_ATTR" else []
                if name == "LOAD_ATTR":
                    if not exprs or stack[-1] is not exprs[0]:
                        raise NotAPattern("an attribute of something else than a name")
                    stack.pop()
                if getattr(instr, "flags", 0) & 1 and name in ("LOAD_GLOBAL", "LOAD_ATTR"):
                    raise NotAPattern("a call in a pattern")
                stack.append(self.value_of(instr, exprs))
            elif name == "COMPARE_OP":
                right, left = stack.pop(), stack.pop()
                if isinstance(left, Pattern) and isinstance(right, Expr) and instr.arg == "==":
                    if right.text.startswith("-("):  # -(-1+0j), a constant no value pattern writes
                        raise NotAPattern("a negated constant")
                    stack.append(_Test(left, "value", right.text))
                elif isinstance(left, _Test) and left.kind == "len" and isinstance(right, Expr) \
                        and instr.arg in ("==", ">="):
                    stack.append(_Test(left.pattern, "len", (instr.arg, getattr(right, "value", None))))
                else:
                    raise NotAPattern("a comparison that is no pattern's")
            elif name == "IS_OP" and instr.arg == 0:
                right, left = stack.pop(), stack.pop()
                if not (isinstance(left, Pattern) and isinstance(right, Const)):
                    raise NotAPattern("an identity test that is no pattern's")
                stack.append(_Test(left, "singleton", right.text))
            elif name in ("MATCH_SEQUENCE", "MATCH_MAPPING"):
                if not isinstance(stack[-1], Pattern):
                    raise NotAPattern("%s of something else than a value" % name)
                stack.append(_Test(stack[-1], "sequence" if name == "MATCH_SEQUENCE" else "mapping"))
            elif name == "GET_LEN":
                if not isinstance(stack[-1], Pattern):
                    raise NotAPattern("GET_LEN of something else than a value")
                stack.append(_Test(stack[-1], "len"))
            elif name == "MATCH_CLASS":
                keywords, cls, subject_ = stack.pop(), stack.pop(), stack.pop()
                if not (isinstance(subject_, Pattern) and isinstance(cls, Expr) and isinstance(keywords, Const)):
                    raise NotAPattern("MATCH_CLASS of unusual values")
                subject_.set_kind("class")
                subject_.value = cls.text
                subject_.keywords = tuple(keywords.value)
                subject_.parts = [Pattern() for _ in range(instr.arg + len(subject_.keywords))]
                stack.append(_Keys(subject_, ()))
                if self.tests_push_bool:
                    stack.append(_Test(subject_, "found"))
            elif name == "MATCH_KEYS":
                keys, subject_ = stack[-1], stack[-2]
                if not (isinstance(subject_, Pattern) and isinstance(keys, Const)
                        and isinstance(keys.value, tuple)):
                    raise NotAPattern("MATCH_KEYS of unusual values")
                subject_.set_kind("mapping")
                subject_.keys = keys.value
                subject_.parts = [Pattern() for _ in keys.value]
                stack[-1] = _Keys(subject_, keys.value)
                stack.append(_Keys(subject_, ()))
                if self.tests_push_bool:
                    stack.append(_Test(subject_, "found"))
            elif name == "UNPACK_SEQUENCE":
                top = stack.pop()
                if isinstance(top, _Keys) and top.keys:  # the keys of a mapping whose rest is kept
                    stack.extend(reversed(top.keys))
                elif isinstance(top, _Keys):
                    if len(top.pattern.parts) != instr.arg:
                        raise NotAPattern("UNPACK_SEQUENCE of the wrong number of values")
                    stack.extend(reversed(top.pattern.parts))
                elif isinstance(top, Pattern):
                    top.set_kind("sequence")
                    top.parts = [Pattern() for _ in range(instr.arg)]
                    stack.extend(reversed(top.parts))
                else:
                    raise NotAPattern("UNPACK_SEQUENCE of an unusual value")
            elif name == "UNPACK_EX":
                top = stack.pop()
                if not isinstance(top, Pattern):
                    raise NotAPattern("UNPACK_EX of an unusual value")
                before, after = instr.arg & 0xFF, instr.arg >> 8
                top.set_kind("sequence")
                top.parts = [Pattern() for _ in range(before + after + 1)]
                top.star = before
                stack.extend(reversed(top.parts))
            elif name == "BINARY_SUBTRACT" or (name == "BINARY_OP" and self._operator(instr) == "NB_SUBTRACT"):
                # an index from the end
                right, left = stack.pop(), stack.pop()
                if not (isinstance(left, _Test) and left.kind == "len" and isinstance(right, Const)
                        and type(right.value) is int):
                    raise NotAPattern("a subtraction in a pattern")
                stack.append(Const(-right.value))
            elif name == "BINARY_SUBSCR" or (name == "BINARY_OP" and self._operator(instr) == "NB_SUBSCR"):
                self._item(stack, copies)
            elif name == "BUILD_MAP" and instr.arg == 0:
                stack.append(_Rest())
            elif name == "COPY_DICT_WITHOUT_KEYS":  # the subject less the keys, under them (3.10)
                keys = stack.pop()
                if not (isinstance(keys, _Keys) and isinstance(stack[-1], Pattern) and keys.pattern is stack[-1]):
                    raise NotAPattern("COPY_DICT_WITHOUT_KEYS of unusual values")
                rest = _Rest()
                rest.pattern = keys.pattern
                stack.append(rest)
            elif name == "DICT_UPDATE":
                source, into = stack.pop(), stack[-instr.arg]
                if not (isinstance(source, Pattern) and isinstance(into, _Rest) and source.kind == "mapping"):
                    raise NotAPattern("DICT_UPDATE that builds no mapping's rest")
                into.pattern = source
            elif name == "DELETE_SUBSCR":
                stack.pop()
                if not isinstance(stack.pop(), _Rest):
                    raise NotAPattern("a deletion from something else than a mapping's rest")
            elif name in FALSE_JUMPS + NONE_JUMPS + NOT_NONE_JUMPS + TRUE_JUMPS:
                value = stack.pop()
                fails_by = _failing_jump(name, value)
                self._test(value, fails_by)
                self.tests += 1
                if fails_by == name:
                    self.fails.append(self.label_at[instr.arg])
                    continue
                # the jump turned round (the failure is a jump elsewhere, a loop's head): the test
                # jumps over that jump when it holds
                after = self.instrs[i] if i < len(self.instrs) else None
                if after is None or after.name not in JUMPS or self.label_at[instr.arg] != i + 1:
                    raise NotAPattern("a test that jumps where the pattern goes on")
                self.fails.append(self.label_at[after.arg])
                i += 1
            elif name in JUMPS:
                i = self._alternative(stack, copies, ors, i, instr)
            else:
                raise NotAPattern("%s in a pattern" % name)

    def _operator(self, instr: Instr) -> Optional[str]:
        arg = instr.arg
        return self.nb_ops[arg][0] if isinstance(arg, int) and 0 <= arg < len(self.nb_ops) else None

    def _item(self, stack: List[Any], copies: List[Tuple[List[Any], Pattern, Pattern]]) -> None:
        """An item of a sequence whose starred item is ``*_`` (``pattern_helper_sequence_subscr``):
        the sequence copied, then indexed from its start or its end."""
        index, copy = stack.pop(), stack.pop()
        if isinstance(copy, _Keys) and not copy.keys and isinstance(index, Const) and type(index.value) is int \
                and 0 <= index.value < len(copy.pattern.parts):  # a class's attribute, a mapping's value (3.10)
            stack.append(copy.pattern.parts[index.value])
            return
        if not (copies and copies[-1][2] is copy and isinstance(index, Const) and type(index.value) is int):
            raise NotAPattern("a subscript in a pattern of an unusual shape")
        _, whole, _ = copies.pop()
        whole.set_kind("sequence")
        item = Pattern()
        whole.indexed[index.value] = item
        stack.append(item)

    def _store(self, value: Any, name: str) -> None:
        if isinstance(value, Pattern):
            value.names.append(name)
        elif isinstance(value, _Rest) and value.pattern is not None and value.pattern.rest is None:
            value.pattern.rest = name
        else:
            raise NotAPattern("a store of something else than a pattern's value")

    def _test(self, value: Any, jump: str) -> None:
        if jump in NOT_NONE_JUMPS:  # `x is None`, its LOAD_CONST and IS_OP folded into the jump
            if not isinstance(value, Pattern):
                raise NotAPattern("a None test of something else than a value")
            value.set_kind("singleton")
            value.value = "None"
            return
        if jump in NONE_JUMPS:
            if not isinstance(value, _Keys):
                raise NotAPattern("a None test of something else than MATCH_CLASS or MATCH_KEYS")
            return
        if not isinstance(value, _Test):
            raise NotAPattern("a test that is no pattern's")
        p = value.pattern
        if value.kind == "found":  # MATCH_CLASS's or MATCH_KEYS's bool (3.10): the kind is known
            return
        if value.kind == "len":
            if value.value is None or p.kind not in ("sequence", "mapping") or p.length is not None:
                raise NotAPattern("a length test out of place")
            p.length = value.value
            return
        p.set_kind(value.kind)
        if value.kind in ("value", "singleton"):
            p.value = value.value

    def _alternative(self, stack: List[Any], copies: List[Tuple[List[Any], Pattern, Pattern]],
                     ors: Dict[int, int], i: int, instr: Instr) -> int:
        """An alternative of an OR pattern ends (a jump to where they meet): the next starts after
        the pops its failed tests run, or the last has failed (a pop and a jump on)."""
        if not copies:
            raise NotAPattern("a jump in a pattern")
        before, whole, alternative = copies.pop()
        if stack != before:
            raise NotAPattern("an OR pattern whose alternatives capture")
        if whole.kind is None:
            whole.kind = "or"
        elif whole.kind != "or" or ors.get(id(whole)) != self.label_at[instr.arg]:
            raise NotAPattern("an OR pattern of an unusual shape")
        ors[id(whole)] = self.label_at[instr.arg]
        whole.parts.append(alternative)
        while i < len(self.instrs) and self.instrs[i].name in ("POP_TOP", "NOP", "NOT_TAKEN"):
            i += 1
        if i < len(self.instrs) and copies_top(self.instrs[i]):
            return i  # the next alternative
        if len(whole.parts) < 2:
            raise NotAPattern("an OR pattern of one alternative")
        if i < len(self.instrs) and self.instrs[i].name in JUMPS:
            self.fails.append(self.label_at[self.instrs[i].arg])
        return ors[id(whole)]


def _failing_jump(jump: str, value: Any) -> str:
    """The jump that fails a pattern's test of ``value`` the way the compiler writes it (the optimizer
    may turn it round, jumping where the pattern goes on)."""
    if jump in TRUE_JUMPS:
        return FALSE_JUMPS[0]
    if jump in NONE_JUMPS and isinstance(value, Pattern):
        return NOT_NONE_JUMPS[0]
    if jump in NOT_NONE_JUMPS and isinstance(value, _Keys):
        return NONE_JUMPS[0]
    return jump


def _merge_as(copies: List[Tuple[List[Any], Pattern, Pattern]]) -> None:
    """``P as name``: the value was copied, the copy tested as P and the value stored."""
    for _, whole, inner in reversed(copies):
        if whole.kind is not None or len(inner.names) > (inner.kind is None):
            raise NotAPattern("a copy of a value that is no AS pattern")
        names = whole.names
        whole.__dict__.update(inner.__dict__)
        whole.names = inner.names + names
