"""The instructions CPython 3.14 and 3.15 added or changed, read back on the simulated stack.

What each one means is in CPython's ``Python/bytecodes.c`` of those versions; how the compiler
writes it, in ``Python/codegen.c``:

- LOAD_SMALL_INT (an int constant in 0..255), LOAD_FAST_BORROW and its pair (a LOAD_FAST whose
  reference the interpreter may borrow), NOT_TAKEN (a branch-profiling no-op, in PROLOGUE);
- LOAD_COMMON_CONSTANT: AssertionError (an ``assert``), 3.15's None, True, False, '' and -1;
- BINARY_OP's NB_SUBSCR in place of BINARY_SUBSCR;
- LOAD_SPECIAL ``__exit__``/``__enter__`` in place of BEFORE_WITH: a ``with`` statement's manager
  is copied, its bound ``__exit__`` and ``__enter__`` loaded and ``__enter__`` called;
- POP_ITER, the end of a ``for`` loop's iterator (3.15's GET_ITER pushes a second value, an index,
  and POP_ITER drops both); 3.15 calls a generator expression's function with the iterable itself,
  not its iterator (the function starts with GET_ITER);
- BUILD_INTERPOLATION and BUILD_TEMPLATE: a t-string (PEP 750).
"""
from itertools import compress, repeat
from operator import attrgetter, itemgetter
from typing import TYPE_CHECKING, Any, Dict, List, Optional, Tuple

from antioch.codeobj import fields_of
from antioch.decompile import deferred
from antioch.decompile.const_order import folding_text
from antioch.decompile.expr import ATOM, Const, Expr, Marker, Name, Unsupported
from antioch.decompile.facts import CONVERSIONS, facts_for
from antioch.decompile.fstrings import FString, fstring_literal, fstring_pieces
from antioch.decompile.inlined_calls import keep_plain_calls
from antioch.decompile.stmts import Stmt
from antioch.decompile.values import (
    NULL,
    Display,
    pop_value,
    slice_text,
    subscription,
)
from antioch.ir import Instr, Label, LiftedInstr
from antioch.opcodes import table_for

Stack = List[Expr]

#: LOAD_COMMON_CONSTANT's values that are constants of the source (3.15's table)
_CONSTANTS = {"None": None, "True": True, "False": False, "''": "", "-1": -1}
#: BUILD_INTERPOLATION's argument: bit 0, a format spec is on the stack; bits 2-3, the conversion
_HAS_SPEC, _CONVERSION_SHIFT = 1, 2


class Interpolation(Expr):
    """One ``{...}`` field of a t-string: its text inside the braces."""

    __slots__ = ("field",)

    def __init__(self, field: str) -> None:
        Expr.__init__(self, "{%s}" % field, ATOM)
        self.field = field


class RecentOps:
    """Handlers for the opcodes of 3.14+, mixed into the simulator before the older ones."""

    table: Any
    facts: Any
    nested: Any
    #: a module's or class's conditional annotations of variables by index (3.14+, PEP 649)
    deferred: Dict[int, Any] = {}
    #: the code was compiled under ``from __future__ import annotations``: annotations are strings
    future_annotations = False

    if TYPE_CHECKING:
        def op_LOAD_FAST(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None: ...

        def op_LOAD_FAST_LOAD_FAST(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None: ...

        def op_POP_TOP(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None: ...

        def unary(self, op: str, stack: Stack) -> None: ...

        def annotate(self, name: str, annotation: Expr, out: List[Stmt]) -> None: ...

        small_int_lead: Optional[Tuple[int, int]]

    def op_LOAD_SMALL_INT(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        const = Const(instr.arg)
        lead = self.small_int_lead
        if lead is not None and lead[0] == id(instr):  # (folded from the pool's first constant)
            const.text, const.prec = folding_text(instr.arg, lead[1]) or (const.text, const.prec)
        stack.append(const)

    def op_LOAD_FAST_BORROW(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        self.op_LOAD_FAST(instr, stack, out)

    def op_LOAD_FAST_BORROW_LOAD_FAST_BORROW(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        self.op_LOAD_FAST_LOAD_FAST(instr, stack, out)

    def op_LOAD_COMMON_CONSTANT(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        names = self.table.common_constants
        name = names[instr.arg] if isinstance(instr.arg, int) and 0 <= instr.arg < len(names) else None
        if name == "AssertionError":
            stack.append(Marker("assertion"))
        elif name == "NotImplementedError":  # only the guard of a generated __annotate__ raises it
            stack.append(Name(name))
        elif name in _CONSTANTS:
            stack.append(Const(_CONSTANTS[name]))
        else:  # tuple, all, any...: the builtins of 3.14's inlined calls on a generator expression
            raise Unsupported("LOAD_COMMON_CONSTANT %s is not decompiled yet" % name)

    def op_LOAD_FROM_DICT_OR_GLOBALS(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        # a name an annotation scope of a class body reads: the class namespace first (3.12+)
        namespace = pop_value(stack)
        if not (isinstance(namespace, Name) and namespace.text == "__classdict__"):
            raise Unsupported("LOAD_FROM_DICT_OR_GLOBALS of another mapping than the class namespace")
        stack.append(Name(instr.arg))

    def op_BINARY_OP(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        ops = self.table.nb_ops
        if isinstance(instr.arg, int) and 0 <= instr.arg < len(ops) and ops[instr.arg][0] == "NB_SUBSCR":
            key, obj = pop_value(stack), pop_value(stack)
            stack.append(subscription(obj, key))
            return
        super().op_BINARY_OP(instr, stack, out)  # type: ignore[misc]

    def op_CALL_FUNCTION_EX(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        if instr.arg is None:  # 3.14+: the mapping of ``**`` always has its slot, NULL without one
            if not stack:
                raise Unsupported("CALL_FUNCTION_EX finds the stack too shallow")
            has_mapping = stack[-1] is not NULL
            if not has_mapping:
                stack.pop()
            instr = Instr(instr.name, int(has_mapping))
        super().op_CALL_FUNCTION_EX(instr, stack, out)  # type: ignore[misc]

    def op_SET_ADD(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        index = deferred.conditional_index(stack) if instr.arg == 1 else None
        if index is None:
            super().op_SET_ADD(instr, stack, out)  # type: ignore[misc]
            return
        if index not in self.deferred:
            raise Unsupported("a conditional annotation that __annotate__ does not hold")
        del stack[-2:]
        entry = self.deferred[index]
        self.annotate(entry.name, entry.annotation, out)
        stack.append(Marker("nothing"))  # the set SET_ADD leaves, dropped by the POP_TOP after it

    # -- with statements ------------------------------------------------------------------------

    def op_LOAD_SPECIAL(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        names = self.table.special_methods
        name = names[instr.arg] if isinstance(instr.arg, int) and 0 <= instr.arg < len(names) else None
        owner = pop_value(stack)
        if name == "__exit__":
            stack.append(Marker("with_exit", owner))
        elif name == "__enter__":
            stack.append(Marker("with_enter", owner))
        elif name == "__aexit__":  # async with: its __aexit__ is called and awaited like __exit__
            stack.append(Marker("with_exit", owner))
        elif name == "__aenter__":
            stack.append(Marker("with_async_enter", owner))
        else:
            raise Unsupported("LOAD_SPECIAL %s is not decompiled yet" % name)
        stack.append(NULL)  # the self slot: the bound method's own object

    def push_call(self, stack: Stack, func: Expr, positional: List[Expr], keywords: List[Any]) -> None:
        if not isinstance(func, Marker):  # (most calls: none of the cases below)
            super().push_call(stack, func, positional, keywords)  # type: ignore[misc]
            return
        if func.kind == "with_enter" and not positional and not keywords:
            stack.append(Marker("with_value", func.data))  # what __enter__ returned: stored by `as`, or dropped
            return
        if func.kind == "with_async_enter" and not positional and not keywords:
            stack.append(Marker("async_enter", func.data))  # awaited (GET_AWAITABLE 1), then as with_value
            return
        if self.facts.get_iter_pushes_index and func.kind == "function" \
                and len(positional) == 1 and not keywords and not isinstance(positional[0], Marker) \
                and fields_of(func.data["code"]).name == "<genexpr>":
            # 3.15 calls a generator expression with its iterable, which GET_ITER inside makes the iterator;
            # the expression starts where its code does, not on the iterable's line (the CALL is on it)
            value = self.nested(("comprehension", func.data, positional[0]), self)
            value.line = fields_of(func.data["code"]).firstlineno
            stack.append(value)
            return
        super().push_call(stack, func, positional, keywords)  # type: ignore[misc]

    # -- for loops --------------------------------------------------------------------------------

    def op_GET_ITER(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        iterable = pop_value(stack)
        if self.facts.get_iter_pushes_index and instr.arg:
            # 3.15: GET_ITER 1-3 is the GET_YIELD_FROM_ITER of ``yield from`` (its index is not read
            # back: SEND and END_SEND find the receiver where they always did)
            stack.append(Marker("yield_from", iterable))
            return
        if self.facts.get_iter_pushes_index:
            stack.append(Marker("iter_index"))  # (under the iterator in CPython; only POP_ITER looks at it)
        stack.append(Marker("iter", iterable))

    def op_POP_ITER(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        value = pop_value(stack)
        if not isinstance(value, Marker) or value.kind != "iter":
            raise Unsupported("POP_ITER of something else than an iterator")
        if self.facts.get_iter_pushes_index:
            index = pop_value(stack)
            if not isinstance(index, Marker) or index.kind != "iter_index":
                raise Unsupported("POP_ITER without the iterator's index")
        self.op_POP_TOP(instr, [Marker("iter")], out)

    # -- t-strings ------------------------------------------------------------------------------

    def op_BUILD_INTERPOLATION(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        arg = instr.arg or 0
        spec = pop_value(stack) if arg & _HAS_SPEC else None
        expression = pop_value(stack)
        pop_value(stack)  # the value: its source text is the expression string beside it
        if not isinstance(expression, Const) or not isinstance(expression.value, str):
            raise Unsupported("BUILD_INTERPOLATION without its expression's text")
        text = expression.value
        if text.startswith("{") or text.rstrip() != text or not text.strip():
            raise Unsupported("a t-string field whose text cannot be written back as it was")
        field = text + CONVERSIONS.get(arg >> _CONVERSION_SHIFT, "?")
        if spec is not None:
            field += ":" + "".join(fstring_pieces(spec))
        stack.append(Interpolation(field))

    def op_BUILD_TEMPLATE(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        interpolations, strings = pop_value(stack), pop_value(stack)
        if isinstance(interpolations, Const) and interpolations.value == ():
            fields: List[Any] = []
        elif isinstance(interpolations, Display) and interpolations.kind == "tuple" and interpolations.values:
            fields = list(interpolations.values)
        else:
            raise Unsupported("BUILD_TEMPLATE of interpolations that are not a tuple display")
        if not isinstance(strings, Const) or not isinstance(strings.value, tuple) \
                or len(strings.value) != len(fields) + 1 or not all(isinstance(f, Interpolation) for f in fields):
            raise Unsupported("BUILD_TEMPLATE whose strings do not frame its fields")
        pieces = [fstring_literal(strings.value[0])]
        for field, literal in zip(fields, strings.value[1:]):
            pieces.append("{%s}" % field.field)
            pieces.append(fstring_literal(literal))
        stack.append(TString(pieces))


def drop_bookkeeping(ir: Any, kind: str) -> None:
    """Take out what 3.14+ writes that no statement says, before the graph is built:

    - NOT_TAKEN only marks the way a conditional jump falls through (alone in a block it would
      split a short circuit); 3.15 leaves it out of the exception table's ranges, so the two
      ranges around it become one again;
    - the inlined form of a call of ``all``, ``any``, ``tuple`` on a generator expression
      (:mod:`~antioch.decompile.inlined_calls`);
    - the first of two stores to one name in a row is dropped (``a, _, _ = x``; 3.13+,
      Python/flowgraph.c, optimize_basic_block): in an unpacking, its POP_TOP is read as the store;
    - 3.15's LOAD_COMMON_CONSTANT of None, True, False, '' or -1 is read as the LOAD_CONST it
      stands for (the shapes the structure knows);
    - 3.15's PUSH_NULL after GET_AWAITABLE, the second slot of the awaitable (like GET_ITER's
      index: SEND and END_SEND are read as if the receiver took one);
    - a class body starts with ``LOAD_LOCALS; STORE_DEREF __classdict__``, the namespace that its
      annotation scopes read (PEP 649; Python/codegen.c, codegen_class_body);
    - a short circuit of a value that the compiler sent past the opposite test it landed on goes to
      that test again (:func:`_unthread_kept_tests`).
    """
    table = table_for(ir.version)
    items = ir.items
    if "NOT_TAKEN" in table.by_name:  # (a pass over every instruction: only where the opcode exists)
        items = [item for item in items if not (isinstance(item, Instr) and item.name == "NOT_TAKEN")]
    common_constants = table.common_constants
    if facts_for(ir.version).get_iter_pushes_index:
        items = [_as_load_const(item, common_constants) for k, item in enumerate(items)
                 if not _awaitable_slot(items, k)]
        ir.items = items
        _join_split_ranges(ir)
        items = ir.items
    if common_constants:
        ir.items = items
        keep_plain_calls(ir, common_constants)
        items = ir.items
    if "STORE_FAST_STORE_FAST" in table.by_name:  # 3.13+, the versions that drop such a store
        _restore_dead_stores(items)
    if facts_for(ir.version).threads_kept_tests:
        ir.items = items
        _unthread_kept_tests(ir)
        items = ir.items
    if kind == "class":
        # (the LOAD_LOCALS found at C speed, by the name of each item, a label's too (None or a
        # string): a step per item was a walk of every class body)
        for k in compress(range(len(items) - 1), map(_LOAD_LOCALS.__contains__, map(_ITEM_NAME, items))):
            item, after = items[k], items[k + 1]
            if isinstance(item, Instr) and item.name == "LOAD_LOCALS" and isinstance(after, Instr) \
                    and after.name == "STORE_DEREF" and after.arg == "__classdict__":
                del items[k:k + 2]
                break
    ir.items = items


#: the conditional jumps of a value's short circuit, each with the one of the opposite sense
_OPPOSITE = {"POP_JUMP_IF_FALSE": "POP_JUMP_IF_TRUE", "POP_JUMP_IF_TRUE": "POP_JUMP_IF_FALSE"}


def _kept_test(items: List[Any], k: int) -> bool:
    """``items[k]`` is the conditional jump of ``COPY 1; TO_BOOL; POP_JUMP_IF_...``: the pseudo-instruction
    JUMP_IF_FALSE or JUMP_IF_TRUE, which tests a value and keeps it on the way to its target (the end
    of an ``and``/``or`` whose value is used: Python/codegen.c, codegen_boolop)."""
    return k >= 2 and isinstance(items[k], Instr) and items[k].name in _OPPOSITE \
        and isinstance(items[k - 1], Instr) and items[k - 1].name == "TO_BOOL" \
        and isinstance(items[k - 2], Instr) and items[k - 2].name == "COPY" and items[k - 2].arg == 1


def _unthread_kept_tests(ir: Any) -> None:
    """3.14's jump threading (Python/flowgraph.c, optimize_basic_block) sends a JUMP_IF_FALSE whose
    target starts with a JUMP_IF_TRUE (or the reverse) past it, to the POP_TOP that the second test
    falls into: ``x = ok and a or b`` goes from ``ok`` straight to ``b`` when ``ok`` is false.  Read
    back, such a jump goes to the second test again, as 3.12-3.13 left it: the value it keeps fails
    that test the same way.  A jump of a kept test that lands on the POP_TOP after the opposite kept
    test is always such a jump: the compiler's own targets of a kept value are where it is used."""
    items = ir.items
    position: Dict[int, int] = {}
    for k, item in enumerate(items):
        if isinstance(item, Label):
            position[id(item)] = k
    inserted: Dict[int, Label] = {}  # the position of the COPY of a test -> the label put before it
    for k in range(2, len(items)):
        if not _kept_test(items, k) or id(items[k].arg) not in position:
            continue
        at = position[id(items[k].arg)]
        while at < len(items) and isinstance(items[at], Label):
            at += 1
        before = at - 1
        while before >= 0 and isinstance(items[before], Label):
            before -= 1
        if at >= len(items) or not (isinstance(items[at], Instr) and items[at].name == "POP_TOP") \
                or not _kept_test(items, before) or items[before].name != _OPPOSITE[items[k].name]:
            continue
        copy_at = before - 2
        label = inserted.get(copy_at)
        if label is None:
            label = inserted[copy_at] = Label()
        jump = LiftedInstr(list(items[k]))
        jump.arg = label
        items[k] = jump
    if not inserted:
        return
    for copy_at in sorted(inserted, reverse=True):
        items.insert(copy_at, inserted[copy_at])
    _unthread_same_tests(items, [id(label) for label in inserted.values()])
    # the labels of the POP_TOPs that no jump reaches now would only split their blocks
    used = {id(i.arg) for i in items if isinstance(i, Instr) and isinstance(i.arg, Label)}
    used.update(id(label) for r in ir.try_ranges for label in (r.start, r.end, r.handler))
    ir.items = [item for item in items if not isinstance(item, Label) or id(item) in used]


def _unthread_same_tests(items: List[Any], heads: List[int]) -> None:
    """The second kind of threading: a JUMP_IF_TRUE whose target starts with a JUMP_IF_TRUE goes
    where that one goes (``return x and (a or b) or c``: ``a`` goes straight to the return).  Where
    an earlier jump was sent back to such a test (``heads``, the ids of the labels before them), a
    kept test of the same sense between that jump and the test, going where the test goes, goes to
    the test again: it is the end of the ``and``/``or`` that both jumps leave."""
    position = {id(item): k for k, item in enumerate(items) if isinstance(item, Label)}

    def landing(label: Any) -> int:
        at = position.get(id(label), -1)
        while 0 <= at < len(items) and isinstance(items[at], Label):
            at += 1
        return at

    for head in heads:
        landing_at = position[head]
        test = landing(items[landing_at]) + 2  # (the COPY's index, then TO_BOOL's, then the jump's)
        if not _kept_test(items, test):
            continue
        first = min((k for k, item in enumerate(items) if isinstance(item, Instr) and item.arg is items[landing_at]),
                    default=test)
        end = landing(items[test].arg)
        for k in range(first + 1, landing_at):
            if _kept_test(items, k) and items[k].name == items[test].name and landing(items[k].arg) == end:
                jump = LiftedInstr(list(items[k]))
                jump.arg = items[landing_at]
                items[k] = jump


_SIMPLE_STORES = ("STORE_FAST", "STORE_NAME", "STORE_GLOBAL", "STORE_DEREF")
_UNPACK = "UNPACK_SEQUENCE"
#: an instruction's name (its field 0, see ir.INSTR_FIELDS), read at C speed
_NAME = itemgetter(0)
#: the name of an instruction or of a label (both have one)
_ITEM_NAME = attrgetter("name")
_LOAD_LOCALS = frozenset({"LOAD_LOCALS"})


def _restore_dead_stores(items: List[Any]) -> None:
    names = list(map(_NAME, compress(items, map(isinstance, items, repeat(Instr)))))
    if _UNPACK not in names:
        return  # (most code: its instructions' names looked at, at C speed)
    # (the unpackings found at C speed too: the stores below only replace POP_TOPs)
    at = compress(range(len(items)), map(isinstance, items, repeat(Instr)))
    for k in list(compress(at, map(_UNPACK.__eq__, names))):
        item = items[k]
        if not isinstance(item.arg, int):
            continue
        left, j = item.arg, k + 1
        while left > 0 and j + 1 < len(items) and isinstance(items[j], Instr):
            name, m = items[j].name, j + 1
            # (three stores of one name in a row leave two POP_TOPs before the last store: each
            # store followed by one of the same name becomes a POP_TOP, Python/flowgraph.c)
            while name == "POP_TOP" and m + 1 < len(items) and isinstance(items[m], Instr) \
                    and items[m].name == "POP_TOP":
                m += 1
            after = items[m]
            if name == "POP_TOP" and isinstance(after, Instr) and after.name in _SIMPLE_STORES \
                    and isinstance(after.arg, str):
                items[j] = Instr(after.name, after.arg, items[j].position)
            elif name == "POP_TOP" and isinstance(after, Instr) and after.name == "STORE_FAST_STORE_FAST" \
                    and isinstance(after.arg, tuple):
                items[j] = Instr("STORE_FAST", after.arg[0], items[j].position)
            elif name not in _SIMPLE_STORES and name != "STORE_FAST_STORE_FAST":
                break
            left -= 2 if name == "STORE_FAST_STORE_FAST" else 1
            j += 1


def _as_load_const(item: Any, common_constants: Any) -> Any:
    if not (isinstance(item, Instr) and item.name == "LOAD_COMMON_CONSTANT" and isinstance(item.arg, int)
            and 0 <= item.arg < len(common_constants) and common_constants[item.arg] in _CONSTANTS):
        return item
    return Instr("LOAD_CONST", _CONSTANTS[common_constants[item.arg]], item.position, 0, 0, None, None, item.offset)


def _join_split_ranges(ir: Any) -> None:
    """Join each two ranges of the same handler that only labels separate (once NOT_TAKEN is out)."""
    ranges = list(ir.try_ranges)
    if len(ranges) < 2:
        return
    position = {id(item): k for k, item in enumerate(ir.items)}
    joined = [ranges[0]]
    for r in ranges[1:]:
        last = joined[-1]
        a, b = position.get(id(last.end)), position.get(id(r.start))
        if last.handler is r.handler and last.depth == r.depth and last.lasti == r.lasti \
                and a is not None and b is not None and a <= b \
                and not any(isinstance(item, Instr) for item in ir.items[a:b]):
            joined[-1] = last._replace(end=r.end)
        else:
            joined.append(r)
    if len(joined) < len(ranges):
        ir.try_ranges[:] = joined
        used = {id(i.arg) for i in ir.items if isinstance(i, Instr) and isinstance(i.arg, Label)}
        used.update(id(label) for r in joined for label in (r.start, r.end, r.handler))
        ir.items = [item for item in ir.items if not isinstance(item, Label) or id(item) in used]


def _awaitable_slot(items: List[Any], k: int) -> bool:
    item = items[k]
    before = items[k - 1] if k else None
    return isinstance(item, Instr) and item.name == "PUSH_NULL" and isinstance(before, Instr) \
        and before.name == "GET_AWAITABLE"


def imports_kept(ir: Any) -> List[Stmt]:
    """For a module left as a listing (3.14+): ``if False:`` and an ``import`` of each name the
    module imports, which the functions kept from it need to compile as they did (a call of an
    attribute of an imported name is no method call: Python/codegen.c, is_import_originated)."""
    names: List[str] = []
    before = None
    for instr in ir.instructions():
        if instr.name in ("STORE_NAME", "STORE_GLOBAL") and before in ("IMPORT_NAME", "IMPORT_FROM") \
                and isinstance(instr.arg, str) and instr.arg.isidentifier() and instr.arg not in names:
            names.append(instr.arg)
        before = instr.name
    if not names:
        return []
    note = Stmt("raw", "# the names the module imports, for the functions above", None)
    return [note, Stmt("if", "if False:", None, None, [(None, [Stmt("import", "import " + n) for n in names])])]


def slice_constant(value: Any) -> Optional[str]:
    """A subscript's text for a constant 3.14+ folded into a slice, or a tuple holding one
    (``x[1:2, ::3]``); None for any other constant."""
    if isinstance(value, slice):
        parts = [value.start, value.stop] + ([value.step] if value.step is not None else [])
        return slice_text([Const(p) for p in parts])
    if isinstance(value, tuple) and any(isinstance(v, slice) for v in value):
        items = [slice_constant(v) if isinstance(v, slice) else Const(v).text for v in value]
        return ", ".join(t or "" for t in items) + ("," if len(items) == 1 else "")
    return None


class TString(Expr):
    """A t-string: written like an f-string, with the ``t`` prefix."""

    __slots__ = ()

    def __init__(self, pieces: List[str]) -> None:
        Expr.__init__(self, "t" + FString(pieces).text[1:], ATOM)


__all__ = ["Interpolation", "RecentOps", "TString", "drop_bookkeeping", "imports_kept", "slice_constant"]
