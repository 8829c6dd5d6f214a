"""Values on the simulated stack and the instructions that compute them: operators, calls and
f-strings (displays and unpacking are in :mod:`antioch.decompile.displays`).

:class:`ValueOps` holds the handlers; :class:`~antioch.decompile.simulate.Simulator` runs them
beside the ones that load, store and leave.
"""
from typing import TYPE_CHECKING, Any, Callable, Dict, List, Optional, Sequence

from antioch.analysis.cfg import Block
from antioch.decompile.expr import (
    ATOM,
    BOR,
    CMP,
    FACTOR,
    TEST,
    TUPLE,
    BinOp,
    Compare,
    Const,
    Expr,
    Marker,
    Name,
    Not,
    Unsupported,
    atom,
    call_text,
    literal,
    starred,
    tuple_text,
    wrap,
)
from antioch.decompile.facts import BINARY_OPCODES, CONDITIONAL_JUMPS, INPLACE_OPCODES, Facts
from antioch.decompile.instr_index import position_in
from antioch.decompile.lines import leading_mark, mark, plain, spread
from antioch.decompile.percent_format import unjoined
from antioch.decompile.stmts import Stmt
from antioch.ir import Instr
from antioch.opcodes import OpcodeTable

Stack = List[Expr]

#: the arguments beyond which a call is made with CALL_FUNCTION_EX anyway (3.9+: a keyword counts
#: twice; Python/compile.c, STACK_USE_GUIDELINE)
_STACK_USE_GUIDELINE = 30

class Display(Expr):
    """A tuple, list, set or dict display whose items later instructions may extend or unpack."""

    __slots__ = ("items", "kind", "pairs", "values")

    def __init__(self, kind: str, items: List[str], pairs: Optional[List[Any]] = None,
                 values: Optional[List[Expr]] = None) -> None:
        self.kind = kind
        self.items = items
        #: a dict display with constant string keys: (key, value text) for each item
        self.pairs = pairs
        #: a tuple display: the values themselves
        self.values = values
        if kind == "tuple":
            text = tuple_text(items)
        elif kind == "list":
            text = "[%s]" % ", ".join(items)
        elif kind == "set":
            # BUILD_SET 0 is the start of {*a, ...}: SET_UPDATE fills it; alone it is an empty set
            text = "{%s}" % ", ".join(items) if items else "{*()}"
        else:
            text = "{%s}" % ", ".join(items)
        Expr.__init__(self, text, ATOM)


class WrittenTuple(Display):
    """A tuple display 3.8 joined with BUILD_TUPLE_UNPACK, not the BUILD_TUPLE_UNPACK_WITH_CALL of a
    call's positional arguments (Python/compile.c, starunpack_helper and compiler_call_helper): one
    the source wrote, ``f(*(a, *b))``, which a call or an outer display unpacks whole."""

    __slots__ = ()


class EmptyArguments(Const):
    """An empty tuple the optimiser folded from BUILD_TUPLE 0 (Python/flowgraph.c, fold_tuple_on_constants:
    appended to the pool after the code generator's constants), which the code generator writes for
    the positional arguments of a call that has none before ``**`` (``f(**kw)``); a written ``*()``
    is a constant from the start, in the source's order."""

    __slots__ = ()


class ValueOps:
    """Handlers of the instructions that compute values (a mixin of the simulator)."""

    facts: Facts
    table: OpcodeTable
    kw_names: Optional[tuple]
    comprehension: bool
    copies: Dict[int, Expr]
    consts: Sequence[Any]
    nested: Callable[[Any, Any], Any]
    block: Optional[Block]
    line: Optional[int]

    if TYPE_CHECKING:
        def import_star(self, module: Expr, out: List[Stmt]) -> None: ...

        def emit(self, out: List[Stmt], kind: str, text: str, data: Any = None) -> Stmt: ...

        def op_LIST_TO_TUPLE(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None: ...

    # -- operators -----------------------------------------------------------------------------

    def op_BINARY_OP(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        symbol = self.table.nb_ops[instr.arg][1] if 0 <= instr.arg < len(self.table.nb_ops) else None
        if symbol is None:
            raise Unsupported("BINARY_OP with an unknown operator")
        right, left = pop_value(stack), pop_value(stack)
        inplace = symbol.endswith("=")
        if symbol == "%":  # (a %-format the optimiser did not join: percent_format.py)
            left = unjoined(left, right.items if isinstance(right, Display) and right.kind == "tuple" else None,
                            self.facts.version, self.consts)
        stack.append(_on_lines(BinOp(left, symbol.rstrip("=") if inplace else symbol, right, inplace)))

    def binary(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        right, left = pop_value(stack), pop_value(stack)
        if instr.name in BINARY_OPCODES:
            stack.append(_on_lines(BinOp(left, BINARY_OPCODES[instr.name], right)))
        else:
            stack.append(BinOp(left, INPLACE_OPCODES[instr.name], right, True))

    def op_BINARY_SUBSCR(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        key, obj = pop_value(stack), pop_value(stack)
        stack.append(subscription(obj, key))

    def op_BINARY_SLICE(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        stop, start, obj = pop_value(stack), pop_value(stack), pop_value(stack)
        stack.append(Expr("%s[%s]" % (atom(obj), slice_text([start, stop]))))

    def op_BUILD_SLICE(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        parts = [pop_value(stack) for _ in range(instr.arg)][::-1]
        stack.append(Marker("slice", slice_text(parts)))

    def unary(self, symbol: str, stack: Stack) -> None:
        stack.append(Expr(symbol + wrap(pop_value(stack), FACTOR), FACTOR))

    def op_UNARY_NEGATIVE(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        self.unary("-", stack)

    def op_UNARY_POSITIVE(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        self.unary("+", stack)

    def op_UNARY_INVERT(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        self.unary("~", stack)

    def op_UNARY_NOT(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        stack.append(Not(pop_value(stack)))

    def op_TO_BOOL(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        """3.13+: the compiler converts to bool before each test and each ``not``, nowhere else; a
        conversion that feeds neither is what is left of ``not not x`` (Python/flowgraph.c drops the
        TO_BOOL after a UNARY_NOT, whose value is a bool, then the two UNARY_NOTs)."""
        instrs = self.block.instrs if self.block is not None else []
        k = position_in(instrs, instr)
        if k is not None:
            following = instrs[k + 1].name if k + 1 < len(instrs) else None  # (last: a value's end)
            if following != "UNARY_NOT" and following not in CONDITIONAL_JUMPS:
                stack.append(Not(Not(pop_value(stack))))

    def op_COMPARE_OP(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        if instr.arg == "exception match":  # 3.8's except T: test
            stack.append(self.exc_type_matches(stack))  # type: ignore[attr-defined]
            return
        if not isinstance(instr.arg, str):
            raise Unsupported("COMPARE_OP %r" % (instr.arg,))
        right, left = pop_value(stack), pop_value(stack)
        stack.append(_compare_on_lines(left, instr.arg, right))

    def op_IS_OP(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        right, left = pop_value(stack), pop_value(stack)
        stack.append(_compare_on_lines(left, "is not" if instr.arg else "is", right))

    def op_CONTAINS_OP(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        right, left = pop_value(stack), pop_value(stack)
        stack.append(_compare_on_lines(left, "not in" if instr.arg else "in", right))

    def op_CALL_INTRINSIC_1(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        names = self.table.intrinsic1
        which = names[instr.arg] if 0 <= instr.arg < len(names) else "?"
        if which == "INTRINSIC_UNARY_POSITIVE":
            self.unary("+", stack)
        elif which == "INTRINSIC_LIST_TO_TUPLE":
            self.op_LIST_TO_TUPLE(instr, stack, out)
        elif which == "INTRINSIC_ASYNC_GEN_WRAP":
            self.op_ASYNC_GEN_WRAP(instr, stack, out)
        elif which == "INTRINSIC_TYPEALIAS":  # `type X = value` (3.12+, PEP 695)
            stack.append(self.nested(("type_alias", pop_value(stack)), self))
        elif which == "INTRINSIC_IMPORT_STAR":
            self.import_star(pop_value(stack), out)
            stack.append(Marker("nothing"))
        else:
            raise Unsupported("CALL_INTRINSIC_1 %s" % which)

    def op_ASYNC_GEN_WRAP(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        """An asynchronous generator's value about to be yielded (3.11; 3.12+ as an intrinsic): the
        ``yield`` itself follows, nothing of the source."""

    def op_GET_ITER(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        stack.append(Marker("iter", pop_value(stack)))

    def op_END_FOR(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        # 3.12 pops the exhausted iterator and its dummy value, 3.13 only the dummy (then POP_TOP)
        for _ in range(self.facts.end_for_pops):
            value = pop_value(stack)
            if not isinstance(value, Marker) or value.kind not in ("iter", "exhausted"):
                raise Unsupported("END_FOR outside the exit of a for loop")

    # -- calls ---------------------------------------------------------------------------------

    def call(self, stack: Stack, argc: int, kw_names: Optional[tuple]) -> None:
        if len(stack) > argc:  # (the arguments and the callable taken at once; else pop_value says why not)
            at = len(stack) - argc
            args = stack[at:]
            del stack[at:]
            func = stack.pop()
        else:
            args = [pop_value(stack) for _ in range(argc)][::-1]
            func = pop_value(stack)
        if self.facts.call_has_null:
            # 3.11+: [NULL, callable] or [callable, NULL] (3.13), or [callable, self] (a method, a decorator)
            other = stack.pop() if stack else pop_value(stack)
            if func is NULL:
                func = other
            elif other is not NULL:
                func, args = other, [func] + args
        if not kw_names:  # (most calls: the arguments as taken, a list of their own)
            self.push_call(stack, func, args, [])
            return
        n_kw = len(kw_names)
        self.push_call(stack, func, args[:len(args) - n_kw], list(zip(kw_names, args[len(args) - n_kw:])))

    def push_call(self, stack: Stack, func: Expr, positional: List[Expr], keywords: List[Any]) -> None:
        # (the callable of most calls is no Marker: its cases asked once)
        if isinstance(func, Marker):
            if func.kind == "function" and len(positional) == 1 and not keywords \
                    and isinstance(positional[0], Marker) and positional[0].kind == "iter":
                stack.append(self.nested(("comprehension", func.data, positional[0].data), self))
                return
            if func.kind == "with_exit" and len(positional) == 3 and not keywords \
                    and all(isinstance(a, Const) and a.value is None for a in positional):
                stack.append(Marker("nothing"))  # the end of a with statement's body: __exit__(None, None, None)
                return
            if func.kind == "assertion" and len(positional) == 1 and not keywords:
                stack.append(Marker("assertion_call", arg_text(positional[0])))
                return
            if func.kind == "build_class" and len(positional) >= 2:
                args = [arg_text(a) for a in positional[2:]] + ["%s=%s" % (k, arg_text(v)) for k, v in keywords]
                stack.append(Marker("class", {"function": positional[0], "args": args, "name": positional[1:2]}))
                return
            if func.kind == "generic" and not keywords:  # def f[T](...) (3.12+): see type_params.py
                stack.append(self.nested(("generic", func.data, positional), self))
                return
            raise Unsupported("a call of a %s value" % func.kind)
        if isinstance(func, AssertionName) and len(positional) == 1 and not keywords:
            stack.append(Marker("assertion_call", arg_text(positional[0])))
            return
        if len(positional) == 1 and not keywords and isinstance(positional[0], Marker) \
                and positional[0].kind in ("function", "class", "decorated"):
            stack.append(Marker("decorated", (wrap(func, ATOM), positional[0])))
            return
        stack.append(call_text(func, spread(func.line, [(a, arg_text(a)) for a in positional]
                                            + [(v, "%s=%s" % (k, arg_text(v))) for k, v in keywords])))

    def op_CALL_FUNCTION(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        self.call(stack, instr.arg, None)

    def op_CALL_METHOD(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        argc = instr.arg
        if len(stack) > argc + 1:  # (the arguments taken at once; else pop_value says why not)
            at = len(stack) - argc
            args = stack[at:]
            del stack[at:]
            second, first = stack.pop(), stack.pop()
        else:
            args = [pop_value(stack) for _ in range(argc)][::-1]
            second, first = pop_value(stack), pop_value(stack)
        func = first if second is NULL else second if first is NULL else None
        if func is None:
            raise Unsupported("CALL_METHOD without its NULL")
        self.push_call(stack, func, args, [])

    def op_CALL_FUNCTION_KW(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        names = pop_value(stack)
        if not isinstance(names, Const) or not isinstance(names.value, tuple):
            raise Unsupported("CALL_FUNCTION_KW without its names")
        self.call(stack, instr.arg, names.value)

    op_CALL_KW = op_CALL_FUNCTION_KW

    def op_KW_NAMES(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        self.kw_names = instr.arg

    def op_CALL(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        names, self.kw_names = self.kw_names, None
        self.call(stack, instr.arg, names)

    def op_CALL_FUNCTION_EX(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        kwargs = pop_value(stack) if instr.arg & 1 else None
        args = pop_value(stack)
        func = pop_value(stack)
        if self.facts.call_has_null:
            other = pop_value(stack)
            if func is NULL:
                func = other
            elif other is not NULL:
                raise Unsupported("CALL_FUNCTION_EX with a self slot")
        if isinstance(args, EmptyArguments):
            texts: List[str] = []
        else:
            texts = args.items if isinstance(args, Display) and args.kind == "tuple" \
                and not isinstance(args, WrittenTuple) else [starred(args)]
            if kwargs is not None and isinstance(args, Const) and isinstance(args.value, tuple) and args.value:
                # f(1, None, **k): the compiler folds a tuple of constant arguments into one constant
                # (Python/flowgraph.c, fold_tuple_on_constants), far more often written than
                # f(*(1, None), **k); without ``**`` only a starred tuple makes CALL_FUNCTION_EX
                texts = [literal(v)[0] for v in args.value]
            elif kwargs is not None and self.facts.pool_shows_folds and _folded_empty_tuple(args, self.consts):
                # f(**k): the optimiser folds the BUILD_TUPLE 0 of no positional arguments into a
                # constant appended to the pool, where a written f(*(), **k) enters it where the code
                # generator met it: last in the pool, the two give the same code
                texts = []
        keywords: List[str] = []
        if kwargs is not None:
            if isinstance(kwargs, Display) and kwargs.kind == "dict" and not kwargs.items:
                keywords = ["**{}"]  # (the compiler builds no empty dict of keywords of its own)
            elif isinstance(kwargs, Display) and kwargs.kind == "dict" and kwargs.pairs is not None:
                keywords = ["%s=%s" % (k, v) if k is not None else v for k, v in kwargs.pairs]
                if len(kwargs.items) == len(keywords):
                    # (each keyword where its item starts: on a later line, its value's load is not
                    # fused with the one before it from 3.13)
                    keywords = [leading_mark(item) + text for item, text in zip(kwargs.items, keywords)]
                if not any(plain(t).startswith("*") for t in texts + keywords) \
                        and len(texts) + 2 * len(keywords) <= _STACK_USE_GUIDELINE:
                    # f(x, **{'k': v}): keywords alone make a CALL_KW (Python/compile.c, compiler_call_helper)
                    keywords = ["**" + wrap(kwargs, BOR)]
            else:
                keywords = ["**" + wrap(kwargs, BOR)]
        stack.append(call_text(func, list(texts) + list(keywords)))


NULL = Marker("null")


class AssertionName(Name):
    """3.8's ``assert`` loads AssertionError as a global (3.9+: LOAD_ASSERTION_ERROR)."""

    __slots__ = ()


def pop_value(stack: Stack) -> Expr:
    if not stack:
        raise Unsupported("an instruction pops an empty stack")
    return stack.pop()


def arg_text(value: Expr) -> str:
    if isinstance(value, Marker) and value.kind == "assertion":
        raise Unsupported("AssertionError passed on")
    return wrap(value, TEST)


def slice_text(parts: List[Expr]) -> str:
    texts = ["" if isinstance(p, Const) and p.value is None else wrap(p, TEST) for p in parts]
    if len(texts) == 3 and not texts[2]:
        texts[2] = "None"  # a[1:2:None] keeps its step
    return ":".join(texts)


def subscription(obj: Expr, key: Expr) -> Expr:
    """``obj[key]``, the key on the line where it starts when that is a later line than the
    object's (``a[`` / ``b]``): from 3.13 the loads of two locals on different lines stay two
    instructions."""
    later = _later_line(obj, key)
    return Expr("%s[%s%s]" % (atom(obj), mark(later) if later is not None else "", subscript(key)))


def subscript(key: Expr) -> str:
    if isinstance(key, Marker) and key.kind == "slice":
        return str(key.data)
    if isinstance(key, Display) and key.kind == "tuple" and key.items:
        return ", ".join(key.items) + ("," if len(key.items) == 1 else "")
    return wrap(key, TUPLE + 1) if not (isinstance(key, Const) and isinstance(key.value, tuple)) else key.text



for _name in BINARY_OPCODES.keys() | INPLACE_OPCODES.keys():
    setattr(ValueOps, "op_" + _name, ValueOps.binary)


__all__ = ["NULL", "Display", "ValueOps", "arg_text", "pop_value", "slice_text", "subscript",
           "subscription"]


def _on_lines(op: BinOp) -> BinOp:
    """``op`` in brackets with its right operand on the line where it starts, when that is a later
    line than the left operand's (``(a +`` / ``b)``): see lines.py; from 3.13 the loads of two
    locals on different lines stay two instructions."""
    left, right = op.left.line, op.right.line
    if op.inplace or left is None or right is None or right <= left or op.op == "**":
        return op
    op.text = "(%s %s %s%s)" % (wrap(op.left, op.prec), op.op, mark(right), wrap(op.right, op.prec + 1))
    op.prec = ATOM
    return op


def _later_line(left: Expr, right: Expr) -> Optional[int]:
    """The line ``right`` starts on when that is a later one than ``left``'s, else None."""
    first, then = left.line, right.line
    return then if first is not None and then is not None and then > first else None


def _compare_on_lines(left: Expr, op: str, right: Expr) -> Compare:
    """``left op right``, in brackets with its right operand on the line where it starts when that
    is a later line than the left operand's (``(a <`` / ``b)``), as :func:`_on_lines` does."""
    cmp = Compare([left, right], [op])
    later = _later_line(left, right)
    if later is not None and not isinstance(left, Marker) and not isinstance(right, Marker):
        cmp.text = "(%s %s %s%s)" % (wrap(left, CMP + 1), op, mark(later), wrap(right, CMP + 1))
        cmp.prec = ATOM
    return cmp


def _folded_empty_tuple(args: Expr, consts: Sequence[Any]) -> bool:
    """``args`` is the empty tuple, last in the pool ``consts`` (where folds are appended)."""
    return isinstance(args, Const) and type(args.value) is tuple and not args.value and bool(consts) \
        and type(consts[-1]) is tuple and not consts[-1]

