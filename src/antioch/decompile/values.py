"""Values on the simulated stack and the instructions that compute them: operators, calls,
displays (tuples, lists, sets, dicts) and f-strings.

:class:`ValueOps` holds the handlers; :class:`~antioch.decompile.simulate.Simulator` runs them
beside the ones that load, store and leave.
"""
from typing import TYPE_CHECKING, Any, Callable, Dict, List, Optional, Tuple

from antioch.decompile import inlined
from antioch.decompile.expr import (
    ATOM,
    BOR,
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
    starred,
    tuple_text,
    wrap,
)
from antioch.decompile.facts import BINARY_OPCODES, CONVERSIONS, INPLACE_OPCODES, Facts
from antioch.decompile.lines import mark, plain, spread
from antioch.decompile.stmts import Stmt
from antioch.ir import Instr
from antioch.opcodes import OpcodeTable

Stack = List[Expr]

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


class EmptyArguments(Const):
    """An empty tuple the optimiser folded from BUILD_TUPLE 0 (Python/flowgraph.c, fold_tuple_on_constants:
    appended to the pool after the code generator's constants), which the code generator writes for
    the positional arguments of a call that has none before ``**`` (``f(**kw)``); a written ``*()``
    is a constant from the start, in the source's order."""

    __slots__ = ()


class FString(Expr):
    """An f-string: literal pieces and ``{...}`` fields, kept apart to join with their neighbours."""

    __slots__ = ("pieces",)

    def __init__(self, pieces: List[str]) -> None:
        # each is source text of the inside of an f-string: escaped literal or {field}, on one line
        self.pieces = pieces = [plain(p) for p in pieces]
        body = "".join(pieces)
        for quote in ("'", '"', "'''", '"""'):
            if quote not in body and not body.endswith(quote[0]):
                Expr.__init__(self, "f%s%s%s" % (quote, body, quote), ATOM)
                return
        raise Unsupported("an f-string whose parts hold every kind of quote")


def fstring_literal(text: str) -> str:
    """A literal piece as it is written inside an f-string."""
    inner = repr(text)[1:-1].replace("{", "{{").replace("}", "}}")
    if repr(text)[0] == '"':  # repr chose double quotes because of a single one: unescape for our quoting
        inner = inner.replace('\\"', '"')
    return inner


def fstring_pieces(e: Expr) -> List[str]:
    if isinstance(e, FString):
        return e.pieces
    if isinstance(e, Const) and isinstance(e.value, str):
        return [fstring_literal(e.value)] if e.value else []
    raise Unsupported("BUILD_STRING of a non-string part")



class ValueOps:
    """Handlers of the instructions that compute values (a mixin of the simulator)."""

    facts: Facts
    table: OpcodeTable
    kw_names: Optional[tuple]
    comprehension: bool
    copies: Dict[int, Expr]
    nested: Callable[[Any, Any], Any]

    if TYPE_CHECKING:
        def import_star(self, module: Expr, out: List[Stmt]) -> None: ...

        def emit(self, out: List[Stmt], kind: str, text: str, data: Any = None) -> Stmt: ...

    # -- operators -----------------------------------------------------------------------------

    def op_BINARY_OP(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        symbol = self.table.nb_ops[instr.arg][1] if 0 <= instr.arg < len(self.table.nb_ops) else None
        if symbol is None:
            raise Unsupported("BINARY_OP with an unknown operator")
        right, left = pop_value(stack), pop_value(stack)
        inplace = symbol.endswith("=")
        stack.append(_on_lines(BinOp(left, symbol.rstrip("=") if inplace else symbol, right, inplace)))

    def binary(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        right, left = pop_value(stack), pop_value(stack)
        if instr.name in BINARY_OPCODES:
            stack.append(_on_lines(BinOp(left, BINARY_OPCODES[instr.name], right)))
        else:
            stack.append(BinOp(left, INPLACE_OPCODES[instr.name], right, True))

    def op_BINARY_SUBSCR(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        key, obj = pop_value(stack), pop_value(stack)
        stack.append(Expr("%s[%s]" % (atom(obj), subscript(key))))

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

    def op_COMPARE_OP(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        if instr.arg == "exception match":  # 3.8's except T: test
            stack.append(self.exc_type_matches(stack))  # type: ignore[attr-defined]
            return
        if not isinstance(instr.arg, str):
            raise Unsupported("COMPARE_OP %r" % (instr.arg,))
        right, left = pop_value(stack), pop_value(stack)
        stack.append(Compare([left, right], [instr.arg]))

    def op_IS_OP(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        right, left = pop_value(stack), pop_value(stack)
        stack.append(Compare([left, right], ["is not" if instr.arg else "is"]))

    def op_CONTAINS_OP(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        right, left = pop_value(stack), pop_value(stack)
        stack.append(Compare([left, right], ["not in" if instr.arg else "in"]))

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
            other = pop_value(stack)
            if func is NULL:
                func = other
            elif other is not NULL:
                func, args = other, [func] + args
        n_kw = len(kw_names) if kw_names else 0
        positional = args[:len(args) - n_kw]
        keywords = list(zip(kw_names or (), args[len(args) - n_kw:]))
        self.push_call(stack, func, positional, keywords)

    def push_call(self, stack: Stack, func: Expr, positional: List[Expr], keywords: List[Any]) -> None:
        if isinstance(func, Marker) and func.kind == "function" and len(positional) == 1 and not keywords \
                and isinstance(positional[0], Marker) and positional[0].kind == "iter":
            stack.append(self.nested(("comprehension", func.data, positional[0].data), self))
            return
        if isinstance(func, AssertionName) and len(positional) == 1 and not keywords:
            stack.append(Marker("assertion_call", arg_text(positional[0])))
            return
        if isinstance(func, Marker) and func.kind == "with_exit" and len(positional) == 3 and not keywords \
                and all(isinstance(a, Const) and a.value is None for a in positional):
            stack.append(Marker("nothing"))  # the end of a with statement's body: __exit__(None, None, None)
            return
        if isinstance(func, Marker):
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
        if len(positional) == 1 and not keywords and isinstance(positional[0], Marker) \
                and positional[0].kind in ("function", "class", "decorated"):
            stack.append(Marker("decorated", (wrap(func, ATOM), positional[0])))
            return
        stack.append(call_text(func, spread(func.line, [(a, arg_text(a)) for a in positional]
                                            + [(v, "%s=%s" % (k, arg_text(v))) for k, v in keywords])))

    def op_CALL_FUNCTION(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        self.call(stack, instr.arg, None)

    def op_CALL_METHOD(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        args = [pop_value(stack) for _ in range(instr.arg)][::-1]
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
            texts = args.items if isinstance(args, Display) and args.kind == "tuple" else [starred(args)]
        keywords: List[str] = []
        if kwargs is not None:
            if isinstance(kwargs, Display) and kwargs.kind == "dict" and not kwargs.items:
                keywords = ["**{}"]  # (the compiler builds no empty dict of keywords of its own)
            elif isinstance(kwargs, Display) and kwargs.kind == "dict" and kwargs.pairs is not None:
                keywords = ["%s=%s" % (k, v) if k is not None else v for k, v in kwargs.pairs]
            else:
                keywords = ["**" + wrap(kwargs, BOR)]
        stack.append(call_text(func, list(texts) + list(keywords)))

    # -- displays ------------------------------------------------------------------------------

    def build(self, kind: str, n: int, stack: Stack) -> None:
        if n == 0 and self.comprehension and not stack:  # the list a comprehension builds
            stack.append(Marker("accumulator", kind))
            return
        if n == 0 and inlined.starts_inlined(stack):
            stack.append(inlined.accumulator(kind))
            return
        items = [pop_value(stack) for _ in range(n)][::-1]
        if kind == "tuple" and n == 3 and isinstance(items[2], Marker) and items[2].kind == "function":
            stack.append(Marker("alias_parts", items))  # 3.12+: (name, type parameters, value function)
            return
        stack.append(Display(kind, spread(None, [(i, wrap(i, TEST) if not isinstance(i, Marker) else _bad(i))
                                                 for i in items]), values=items))

    def op_BUILD_TUPLE(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        self.build("tuple", instr.arg, stack)

    def op_BUILD_LIST(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        self.build("list", instr.arg, stack)

    def op_BUILD_SET(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        self.build("set", instr.arg, stack)

    def op_BUILD_MAP(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        if instr.arg == 0 and self.comprehension and not stack:
            stack.append(Marker("accumulator", "dict"))
            return
        if instr.arg == 0 and inlined.starts_inlined(stack):
            stack.append(inlined.accumulator("dict"))
            return
        pairs = [(pop_value(stack), pop_value(stack)) for _ in range(instr.arg)][::-1]
        named = [(k.value, wrap(v, TEST)) for v, k in pairs if isinstance(k, Const) and _keyword(k)]
        stack.append(Display("dict", spread(None, [(k, "%s: %s" % (wrap(k, TEST), wrap(v, TEST))) for v, k in pairs]),
                             named if len(named) == len(pairs) else None))

    def op_BUILD_CONST_KEY_MAP(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        keys = pop_value(stack)
        values = [pop_value(stack) for _ in range(instr.arg)][::-1]
        if not isinstance(keys, Const) or not isinstance(keys.value, tuple):
            raise Unsupported("BUILD_CONST_KEY_MAP without its keys")
        named = [(k, wrap(v, TEST)) for k, v in zip(keys.value, values) if isinstance(k, str) and k.isidentifier()]
        stack.append(Display("dict", spread(None, [(v, "%s: %s" % (Const(k).text, wrap(v, TEST)))
                                                   for k, v in zip(keys.value, values)]),
                             named if len(named) == len(values) else None))

    def op_LIST_EXTEND(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        value = pop_value(stack)
        target = stack[-instr.arg]
        if not isinstance(target, Display):
            raise Unsupported("%s into a value that is not a display" % instr.name)
        if isinstance(value, Const) and isinstance(value.value, (tuple, frozenset)) \
                and not (target.kind == "set" and isinstance(value.value, tuple)):
            extra = [Const(v).text for v in (sorted(value.value, key=repr) if isinstance(value.value, frozenset)
                                              else value.value)]
        else:
            extra = [starred(value)]
        stack[-instr.arg] = Display(target.kind, target.items + extra)

    op_SET_UPDATE = op_LIST_EXTEND

    def op_LIST_APPEND(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        value = pop_value(stack)
        target = stack[-instr.arg]
        if isinstance(target, Marker) and target.kind == "accumulator":
            self.emit(out, "append", wrap(value, TEST))
            return
        if not isinstance(target, Display):
            raise Unsupported("%s outside a display (a comprehension)" % instr.name)
        stack[-instr.arg] = Display(target.kind, target.items + [wrap(value, TEST)])

    op_SET_ADD = op_LIST_APPEND

    def op_MAP_ADD(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        value, key = pop_value(stack), pop_value(stack)  # 3.8+: the key is evaluated first
        target = stack[-instr.arg]
        if isinstance(target, Display) and target.kind == "dict":
            # a large dict display: BUILD_MAP 0, then MAP_ADD 1 for each item (Python/compile.c,
            # compiler_subdict with more than STACK_USE_GUIDELINE items)
            item = "%s: %s" % (wrap(key, TEST), wrap(value, TEST))
            named = [(key.value, wrap(value, TEST))] if isinstance(key, Const) and _keyword(key) else None
            stack[-instr.arg] = Display("dict", target.items + [item],
                                        target.pairs + named if target.pairs is not None and named else None)
            return
        if not isinstance(target, Marker) or target.kind != "accumulator":
            raise Unsupported("MAP_ADD outside a dict comprehension")
        self.emit(out, "append", "%s: %s" % (wrap(key, TEST), wrap(value, TEST)))

    def op_DICT_UPDATE(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        value = pop_value(stack)
        target = stack[-instr.arg]
        if not isinstance(target, Display):
            raise Unsupported("%s into a value that is not a display" % instr.name)
        if isinstance(value, Display) and value.kind == "dict" and value.items:
            extra, extra_pairs = value.items, value.pairs
        else:
            extra = ["**" + wrap(value, BOR)]
            extra_pairs = [(None, extra[0])]
        pairs = target.pairs + extra_pairs if target.pairs is not None and extra_pairs is not None else None
        stack[-instr.arg] = Display("dict", target.items + extra, pairs)

    op_DICT_MERGE = op_DICT_UPDATE

    def op_LIST_TO_TUPLE(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        value = pop_value(stack)
        if not isinstance(value, Display):
            raise Unsupported("LIST_TO_TUPLE of a value that is not a display")
        stack.append(Display("tuple", value.items))

    def unpacking_build(self, kind: str, n: int, stack: Stack) -> None:
        """3.8: BUILD_LIST_UNPACK and friends join displays, folded constant tuples and starred iterables."""
        items: List[str] = []
        pairs: Optional[List[Any]] = []
        for value in [pop_value(stack) for _ in range(n)][::-1]:
            if kind == "dict":
                if isinstance(value, Display) and value.kind == "dict":
                    items.extend(value.items)
                    pairs = pairs + value.pairs if pairs is not None and value.pairs is not None else None
                else:
                    items.append("**" + wrap(value, BOR))
                    pairs = pairs + [(None, items[-1])] if pairs is not None else None
            elif isinstance(value, Display) and value.kind == "tuple":
                items.extend(value.items)
            elif isinstance(value, Const) and isinstance(value.value, tuple):
                items.extend(Const(v).text for v in value.value)
            else:
                items.append(starred(value))
        stack.append(Display(kind, items, pairs if kind == "dict" else None))

    def op_BUILD_TUPLE_UNPACK(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        self.unpacking_build("tuple", instr.arg, stack)

    op_BUILD_TUPLE_UNPACK_WITH_CALL = op_BUILD_TUPLE_UNPACK

    def op_BUILD_LIST_UNPACK(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        self.unpacking_build("list", instr.arg, stack)

    def op_BUILD_SET_UNPACK(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        self.unpacking_build("set", instr.arg, stack)

    def op_BUILD_MAP_UNPACK(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        self.unpacking_build("dict", instr.arg, stack)

    op_BUILD_MAP_UNPACK_WITH_CALL = op_BUILD_MAP_UNPACK

    def op_UNPACK_SEQUENCE(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        self.unpack(pop_value(stack), instr.arg, None, stack)

    def op_UNPACK_EX(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        before, after = instr.arg & 0xFF, instr.arg >> 8
        self.unpack(pop_value(stack), before + 1 + after, before, stack)

    def unpack(self, value: Expr, n: int, star: Optional[int], stack: Stack) -> None:
        nested = isinstance(value, Marker) and value.kind == "unpack"
        group = {"value": value, "targets": [None] * n, "star": star, "nested": nested}
        for i in reversed(range(n)):
            stack.append(Marker("unpack", (group, i)))

    # -- strings -------------------------------------------------------------------------------

    def op_FORMAT_VALUE(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        spec = pop_value(stack) if instr.arg & 4 else None
        self.format_field(pop_value(stack), CONVERSIONS[instr.arg & 3], spec, stack)

    def format_field(self, value: Expr, conversion: str, spec: Optional[Expr], stack: Stack) -> None:
        inner = wrap(value, TEST + 1)
        if inner.startswith("{"):
            inner = " " + inner
        if "\\" in inner or ("'" in inner and '"' in inner):
            raise Unsupported("an f-string field whose expression holds quotes or backslashes")
        field = "{%s%s" % (inner, conversion)
        if spec is not None:
            field += ":" + "".join(fstring_pieces(spec))
        stack.append(FString([field + "}"]))

    def op_CONVERT_VALUE(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        stack.append(Marker("converted", (pop_value(stack), CONVERSIONS.get(instr.arg, "?"))))

    def op_FORMAT_SIMPLE(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        value, conversion = _conversion(pop_value(stack))
        self.format_field(value, conversion, None, stack)

    def op_FORMAT_WITH_SPEC(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        spec = pop_value(stack)
        value, conversion = _conversion(pop_value(stack))
        self.format_field(value, conversion, spec, stack)

    def op_BUILD_STRING(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        parts = [pop_value(stack) for _ in range(instr.arg)][::-1]
        stack.append(FString([p for part in parts for p in fstring_pieces(part)]))


NULL = Marker("null")


class AssertionName(Name):
    """3.8's ``assert`` loads AssertionError as a global (3.9+: LOAD_ASSERTION_ERROR)."""

    __slots__ = ()


def pop_value(stack: Stack) -> Expr:
    if not stack:
        raise Unsupported("an instruction pops an empty stack")
    return stack.pop()


def _keyword(key: Expr) -> bool:
    return isinstance(key, Const) and isinstance(key.value, str) and key.value.isidentifier()


def _bad(value: Marker) -> str:
    if value.kind == "slice":  # x[1:2, ::3]: a tuple of slices, only valid as a subscript
        return str(value.data)
    raise Unsupported("a %s value inside a display" % value.kind)


def _conversion(value: Expr) -> Tuple[Expr, str]:
    if isinstance(value, Marker) and value.kind == "converted":
        return value.data
    return value, ""


def arg_text(value: Expr) -> str:
    if isinstance(value, Marker) and value.kind == "assertion":
        raise Unsupported("AssertionError passed on")
    return wrap(value, TEST)


def slice_text(parts: List[Expr]) -> str:
    texts = ["" if isinstance(p, Const) and p.value is None else wrap(p, TEST) for p in parts]
    if len(texts) == 3 and not texts[2]:
        texts[2] = "None"  # a[1:2:None] keeps its step
    return ":".join(texts)


def subscript(key: Expr) -> str:
    if isinstance(key, Marker) and key.kind == "slice":
        return str(key.data)
    if isinstance(key, Display) and key.kind == "tuple" and key.items:
        return ", ".join(key.items) + ("," if len(key.items) == 1 else "")
    return wrap(key, TUPLE + 1) if not (isinstance(key, Const) and isinstance(key.value, tuple)) else key.text



for _name in BINARY_OPCODES.keys() | INPLACE_OPCODES.keys():
    setattr(ValueOps, "op_" + _name, ValueOps.binary)


__all__ = ["NULL", "Display", "FString", "ValueOps", "arg_text", "pop_value", "slice_text", "subscript"]


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
