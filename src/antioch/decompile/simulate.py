"""Expressions from stack simulation: the instructions of one basic block run on a stack of
:class:`~antioch.decompile.expr.Expr`, emitting a statement wherever a value leaves the stack
for good (a store, a discarded call, a return).

One handler per opcode family (``op_LOAD_FAST`` serves LOAD_FAST; variants say how they
differ); what each version's compiler does differently is in :mod:`antioch.decompile.facts`.
The block's last instruction, when it is a jump, a return or a loop step, is not run here: it
is described by an :class:`End` for :mod:`antioch.decompile.structure` to place.
"""
from types import CodeType
from typing import Any, Callable, Dict, List, NamedTuple, Optional, Tuple

from antioch.analysis.cfg import Block, ControlFlowGraph
from antioch.codeobj import CodeFields
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
    NoneTest,
    Not,
    Unsupported,
    atom,
    call_text,
    negate,
    starred,
    tuple_text,
    wrap,
)
from antioch.decompile.facts import (
    BINARY_OPCODES,
    CONDITIONAL_JUMPS,
    CONVERSIONS,
    INPLACE_OPCODES,
    PROLOGUE,
    UNCONDITIONAL_JUMPS,
    Facts,
)
from antioch.decompile.stmts import Stmt
from antioch.ir import Instr, RawArg

Stack = List[Expr]


class End(NamedTuple):
    """How a block ends: ``fall``/``jump`` (to ``then``), ``cond`` (to ``then`` when ``expr`` holds,
    else to ``other``; ``kept`` stays on the stack on the way to ``other``), ``for`` (``then``: the
    body, ``other``: the exit), ``leave`` (return, raise)."""

    kind: str
    then: Optional[Block] = None
    other: Optional[Block] = None
    expr: Optional[Expr] = None
    kept: Optional[Expr] = None
    #: a truth test: the value tested and whether the flow falls through when it is true
    raw: Optional[Expr] = None
    fall_if_true: bool = True


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
            if not items:
                raise Unsupported("an empty set display")
            text = "{%s}" % ", ".join(items)
        else:
            text = "{%s}" % ", ".join(items)
        Expr.__init__(self, text, ATOM)


class FString(Expr):
    """An f-string: literal pieces and ``{...}`` fields, kept apart to join with their neighbours."""

    __slots__ = ("pieces",)

    def __init__(self, pieces: List[str]) -> None:
        self.pieces = pieces  # each is source text of the inside of an f-string: escaped literal or {field}
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


class Simulator:
    """Runs the instructions of the blocks of one code object on a symbolic stack."""

    def __init__(self, cfg: ControlFlowGraph, facts: Facts, nested: Callable[[Any, "Simulator"], Any]) -> None:
        self.cfg = cfg
        self.facts = facts
        self.nested = nested  # MAKE_FUNCTION's code -> an object the function renderer understands
        self.table = cfg.table
        self.line: Optional[int] = None  # line of the first instruction of the statement being built
        self.kw_names: Optional[tuple] = None
        self.stack: Stack = []
        #: (target, value) of `a, b = b, a` while its values are still being stored
        self.parallel: List[Any] = []
        #: values DUP_TOP or COPY duplicated, by id
        self.copies: Dict[int, Expr] = {}
        self.globals_declared: List[str] = []
        self.nonlocals_declared: List[str] = []
        self.handlers: Dict[str, Callable[[Instr, Stack, List[Stmt]], None]] = {}
        for name in dir(self):
            if name.startswith("op_"):
                self.handlers[name[3:]] = getattr(self, name)

    # -- running a block ---------------------------------------------------------------------

    def run_block(self, block: Block, stack: Stack, out: List[Stmt]) -> End:
        self.stack = stack
        instrs = block.instrs
        last = instrs[-1]
        for instr in instrs[:-1]:
            self.step(instr, stack, out)
        return self.finish(block, last, stack, out)

    def step(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        name = instr.name
        if self.line is None and instr.lineno is not None and name not in ("RESUME",):
            self.line = instr.lineno
        if name in PROLOGUE:
            return
        handler = self.handlers.get(name)
        if handler is None:
            raise Unsupported("%s is not decompiled yet" % name)
        try:
            handler(instr, stack, out)
        except IndexError:
            raise Unsupported("%s finds the stack too shallow" % name) from None

    def finish(self, block: Block, last: Instr, stack: Stack, out: List[Stmt]) -> End:
        name = last.name
        if self.line is None and last.lineno is not None:
            self.line = last.lineno
        jump = next((e.target for e in block.edges if e.kind == "jump"), None)
        fall = next((e.target for e in block.edges if e.kind == "fall"), None)
        if name in CONDITIONAL_JUMPS:
            test, keep = CONDITIONAL_JUMPS[name]
            value = stack[-1] if keep else _pop(stack)
            if test == "false":
                cond = value
            elif test == "true":
                cond = negate(value)
            elif test == "none":
                cond = NoneTest([value, Const(None)], ["is not"])
            else:
                cond = NoneTest([value, Const(None)], ["is"])
            if keep:
                stack.pop()
            if fall is None or jump is None:
                raise Unsupported("a conditional jump without two ways out")
            truth = test in ("true", "false")
            return End("cond", fall, jump, cond, value if keep else None, value if truth else None,
                       test == "false")
        if name in UNCONDITIONAL_JUMPS:
            if jump is None:
                raise Unsupported("a jump to no block")
            return End("jump", jump)
        if name == "FOR_ITER":
            return End("for", fall, jump)
        if name in ("RETURN_VALUE", "RETURN_CONST", "RAISE_VARARGS", "RERAISE"):
            self.step(last, stack, out)
            return End("leave")
        if name in ("SETUP_FINALLY", "SETUP_WITH", "SETUP_ASYNC_WITH", "CALL_FINALLY"):
            raise Unsupported(TRY_NOT_YET)
        if name == "SEND":
            raise Unsupported("%s is not decompiled yet" % name)
        self.step(last, stack, out)
        if fall is None:
            raise Unsupported("%s falls off the end of the code" % name)
        return End("fall", fall)

    def emit(self, out: List[Stmt], kind: str, text: str, data: Any = None) -> Stmt:
        for value in self.stack:
            if not isinstance(value, Marker) and id(value) not in self.copies:
                # it would be evaluated after this statement in the output, before it in the original
                raise Unsupported("a statement while a value waits on the stack")
        s = Stmt(kind, text, self.line, data)
        out.append(s)
        self.line = None
        return s

    # -- loading -------------------------------------------------------------------------------

    def op_LOAD_CONST(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        value = instr.arg
        if isinstance(value, RawArg):
            raise Unsupported("LOAD_CONST of an index outside co_consts")
        if isinstance(value, (CodeType, CodeFields)):
            stack.append(Marker("code", value))
            return
        stack.append(Const(value))

    def op_RETURN_CONST(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        self.op_LOAD_CONST(instr, stack, out)
        self.op_RETURN_VALUE(instr, stack, out)

    def op_LOAD_FAST(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        if isinstance(instr.arg, RawArg):
            raise Unsupported("%s of a slot outside the locals" % instr.name)
        if instr.arg.startswith(".") or instr.arg[:1].isdigit():  # a comprehension's hidden iterator
            raise Unsupported("a comprehension's hidden local %s" % instr.arg)
        stack.append(Name(instr.arg))

    op_LOAD_NAME = op_LOAD_DEREF = op_LOAD_CLASSDEREF = op_LOAD_FAST_CHECK = op_LOAD_FAST
    op_LOAD_CLOSURE = op_LOAD_FAST

    def op_LOAD_FAST_LOAD_FAST(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        if isinstance(instr.arg, RawArg):
            raise Unsupported("LOAD_FAST_LOAD_FAST of a slot outside the locals")
        stack.append(Name(instr.arg[0]))
        stack.append(Name(instr.arg[1]))

    def op_LOAD_GLOBAL(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        if instr.flags & 1:  # 3.11+: NULL below the callable
            stack.append(NULL)
        if instr.arg == "AssertionError" and self.facts.assert_loads_global:
            stack.append(AssertionName("AssertionError"))
            return
        self.op_LOAD_FAST(instr, stack, out)

    def op_LOAD_ATTR(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        obj = _pop(stack)
        stack.append(Expr("%s.%s" % (atom(obj), instr.arg)))
        if instr.flags & 1:  # 3.12+: a method load pushes the self slot too
            stack.append(NULL)

    def op_LOAD_METHOD(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        obj = _pop(stack)
        stack.append(Expr("%s.%s" % (atom(obj), instr.arg)))
        stack.append(NULL)

    def op_LOAD_SUPER_ATTR(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        self_arg, cls, func = _pop(stack), _pop(stack), _pop(stack)
        _pop_null(stack, self.facts)
        # the low bits (Python/flowgraph.c): 1 loads a method, 2 marks super(cls, obj) written out
        args = "%s, %s" % (wrap(cls, TEST), wrap(self_arg, TEST)) if instr.flags & 2 else ""
        stack.append(Expr("%s(%s).%s" % (func.text, args, instr.arg)))
        if instr.flags & 1:
            stack.append(NULL)

    def op_PUSH_NULL(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        stack.append(NULL)

    def op_LOAD_ASSERTION_ERROR(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        stack.append(Marker("assertion"))

    def op_LOAD_BUILD_CLASS(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        stack.append(Marker("build_class"))

    # -- storing -------------------------------------------------------------------------------

    def op_STORE_FAST(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        if isinstance(instr.arg, RawArg):
            raise Unsupported("%s of a slot outside the locals" % instr.name)
        self.assign(instr.arg, _pop(stack), out)

    op_STORE_NAME = op_STORE_DEREF = op_STORE_FAST

    def op_STORE_GLOBAL(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        if instr.arg not in self.globals_declared:
            self.globals_declared.append(instr.arg)
        self.op_STORE_FAST(instr, stack, out)

    def op_STORE_FAST_STORE_FAST(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        if isinstance(instr.arg, RawArg):
            raise Unsupported("STORE_FAST_STORE_FAST of a slot outside the locals")
        self.assign(instr.arg[0], _pop(stack), out)
        self.assign(instr.arg[1], _pop(stack), out)

    def op_STORE_FAST_LOAD_FAST(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        if isinstance(instr.arg, RawArg):
            raise Unsupported("STORE_FAST_LOAD_FAST of a slot outside the locals")
        self.assign(instr.arg[0], _pop(stack), out)
        stack.append(Name(instr.arg[1]))

    def op_STORE_ATTR(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        obj = _pop(stack)
        self.assign("%s.%s" % (atom(obj), instr.arg), _pop(stack), out)

    def op_STORE_SUBSCR(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        key, obj = _pop(stack), _pop(stack)
        self.assign("%s[%s]" % (atom(obj), subscript(key)), _pop(stack), out)

    def op_STORE_SLICE(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        stop, start, obj = _pop(stack), _pop(stack), _pop(stack)
        self.assign("%s[%s]" % (atom(obj), slice_text([start, stop])), _pop(stack), out)

    def assign(self, target: str, value: Expr, out: List[Stmt]) -> None:
        """``target = value``, or what a store of this value means (an import, a def, a loop target)."""
        waiting = self.stack and not isinstance(self.stack[-1], Marker) and id(self.stack[-1]) not in self.copies
        if (waiting or self.parallel) and not isinstance(value, Marker):
            # `a, b = b, a`: the compiler swaps the values on the stack and stores them one by one
            self.parallel.append((target, value))
            if not waiting:
                targets, values = zip(*sorted(self.parallel, key=lambda pair: pair[1].order))
                self.parallel = []
                self.emit(out, "assign", "%s = %s" % (", ".join(targets), ", ".join(wrap(v, TEST) for v in values)))
            return
        if isinstance(value, Marker):
            self.assign_marker(target, value, out)
            return
        if isinstance(value, BinOp) and value.inplace and wrap(value.left, ATOM) == target:
            self.emit(out, "augassign", "%s %s= %s" % (target, value.op, wrap(value.right, TUPLE + 1)))
            return
        if out and out[-1].kind == "assign" and out[-1].data is value and id(value) in self.copies:
            head = out[-1].text[:len(out[-1].text) - len(value.text)]  # a = b = value: stored in order a, b
            out[-1].text = "%s%s = %s" % (head, target, value.text)
            return
        self.emit(out, "assign", "%s = %s" % (target, value.text), value)

    def assign_marker(self, target: str, value: Marker, out: List[Stmt]) -> None:
        kind = value.kind
        if kind == "unpack":
            group, index = value.data
            group["targets"][index] = target
            if all(t is not None for t in group["targets"]):
                texts = [("*" + t if i == group["star"] else t) for i, t in enumerate(group["targets"])]
                whole = tuple_text(texts, parens=group["nested"])
                source = group["value"]
                if group["nested"] and isinstance(source, Marker) and source.kind == "unpack":
                    self.assign_marker(whole, source, out)
                else:
                    self.assign(whole, source, out)
            return
        if kind == "next":  # a for loop's target: the structurer takes it off the body
            self.emit(out, "for_target", target, value)
            return
        if kind == "module":
            module = value.data
            top = module["name"].split(".")[0]
            if module["level"] or module["fromlist"] is not None:
                raise Unsupported("an import stored unusually")
            if target == top:
                self.emit(out, "import", "import %s" % module["name"])
            elif "." not in module["name"]:
                self.emit(out, "import", "import %s as %s" % (module["name"], target))
            else:
                raise Unsupported("an import stored unusually")
            return
        if kind == "imported":
            module, name = value.data
            if module["fromlist"] is None:  # import a.b.c as d
                module["as"] = target
                self.emit(out, "import", "import %s as %s" % (module["name"], target))
            else:
                module["aliases"].append(name if name == target else "%s as %s" % (name, target))
            return
        if kind in ("function", "class", "decorated"):
            stmt = self.nested(("define", target, value), self)
            stmt.line = self.line if stmt.line is None else stmt.line
            self.line = None
            out.append(stmt)
            return
        raise Unsupported("a %s value stored" % kind)

    # -- deleting ------------------------------------------------------------------------------

    def op_DELETE_FAST(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        self.emit(out, "del", "del %s" % instr.arg)

    op_DELETE_NAME = op_DELETE_GLOBAL = op_DELETE_DEREF = op_DELETE_FAST

    def op_DELETE_ATTR(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        self.emit(out, "del", "del %s.%s" % (atom(_pop(stack)), instr.arg))

    def op_DELETE_SUBSCR(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        key, obj = _pop(stack), _pop(stack)
        self.emit(out, "del", "del %s[%s]" % (atom(obj), subscript(key)))

    # -- stack shuffles ------------------------------------------------------------------------

    def op_POP_TOP(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        value = _pop(stack)
        if isinstance(value, Marker):
            if value.kind == "module":
                module = value.data
                if module["fromlist"] is not None and module.get("aliases"):
                    dots = "." * module["level"]
                    self.emit(out, "import", "from %s%s import %s" % (dots, module["name"],
                                                                      ", ".join(module["aliases"])))
                elif module["fromlist"] is None and "as" in module:
                    self.line = None  # the end of `import a.b as c`
                else:
                    raise Unsupported("an import whose module is discarded")
            elif value.kind in ("iter", "null", "exhausted", "nothing"):
                self.line = None  # the end of the statement before
            else:
                raise Unsupported("a %s value discarded" % value.kind)
            return
        if id(value) in self.copies:  # a copy made by DUP_TOP / COPY: dropping it is no statement
            return
        self.emit(out, "expr", value.text if value.prec > TUPLE else "(%s)" % value.text, value)

    def op_DUP_TOP(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        self.copy(stack, 1)

    def op_DUP_TOP_TWO(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        self.copy(stack, 2)
        self.copy(stack, 2)

    def op_COPY(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        self.copy(stack, instr.arg)

    def copy(self, stack: Stack, depth: int) -> None:
        value = stack[-depth]
        self.copies[id(value)] = value  # (kept alive so that the id stays its own)
        stack.append(value)

    def op_SWAP(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        n = instr.arg
        stack[-1], stack[-n] = stack[-n], stack[-1]

    def op_ROT_TWO(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        stack[-1], stack[-2] = stack[-2], stack[-1]

    def op_ROT_THREE(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        stack.insert(-2, stack.pop())

    def op_ROT_FOUR(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        stack.insert(-3, stack.pop())

    def op_ROT_N(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        stack.insert(-(instr.arg - 1), stack.pop())

    # -- operators -----------------------------------------------------------------------------

    def op_BINARY_OP(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        symbol = self.table.nb_ops[instr.arg][1] if 0 <= instr.arg < len(self.table.nb_ops) else None
        if symbol is None:
            raise Unsupported("BINARY_OP with an unknown operator")
        right, left = _pop(stack), _pop(stack)
        inplace = symbol.endswith("=")
        stack.append(BinOp(left, symbol.rstrip("=") if inplace else symbol, right, inplace))

    def binary(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        right, left = _pop(stack), _pop(stack)
        if instr.name in BINARY_OPCODES:
            stack.append(BinOp(left, BINARY_OPCODES[instr.name], right))
        else:
            stack.append(BinOp(left, INPLACE_OPCODES[instr.name], right, True))

    def op_BINARY_SUBSCR(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        key, obj = _pop(stack), _pop(stack)
        stack.append(Expr("%s[%s]" % (atom(obj), subscript(key))))

    def op_BINARY_SLICE(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        stop, start, obj = _pop(stack), _pop(stack), _pop(stack)
        stack.append(Expr("%s[%s]" % (atom(obj), slice_text([start, stop]))))

    def op_BUILD_SLICE(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        parts = [_pop(stack) for _ in range(instr.arg)][::-1]
        stack.append(Marker("slice", slice_text(parts)))

    def unary(self, symbol: str, stack: Stack) -> None:
        stack.append(Expr(symbol + wrap(_pop(stack), FACTOR), FACTOR))

    def op_UNARY_NEGATIVE(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        self.unary("-", stack)

    def op_UNARY_POSITIVE(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        self.unary("+", stack)

    def op_UNARY_INVERT(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        self.unary("~", stack)

    def op_UNARY_NOT(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        stack.append(Not(_pop(stack)))

    def op_COMPARE_OP(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        if not isinstance(instr.arg, str) or instr.arg == "exception match":
            raise Unsupported("COMPARE_OP %r" % (instr.arg,))
        right, left = _pop(stack), _pop(stack)
        stack.append(Compare([left, right], [instr.arg]))

    def op_IS_OP(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        right, left = _pop(stack), _pop(stack)
        stack.append(Compare([left, right], ["is not" if instr.arg else "is"]))

    def op_CONTAINS_OP(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        right, left = _pop(stack), _pop(stack)
        stack.append(Compare([left, right], ["not in" if instr.arg else "in"]))

    def op_CALL_INTRINSIC_1(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        names = self.table.intrinsic1
        which = names[instr.arg] if 0 <= instr.arg < len(names) else "?"
        if which == "INTRINSIC_UNARY_POSITIVE":
            self.unary("+", stack)
        elif which == "INTRINSIC_LIST_TO_TUPLE":
            self.op_LIST_TO_TUPLE(instr, stack, out)
        elif which == "INTRINSIC_IMPORT_STAR":
            self.import_star(_pop(stack), out)
            stack.append(Marker("nothing"))
        else:
            raise Unsupported("CALL_INTRINSIC_1 %s" % which)

    def op_GET_ITER(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        stack.append(Marker("iter", _pop(stack)))

    def op_END_FOR(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        # 3.12 pops the exhausted iterator and its dummy value, 3.13 only the dummy (then POP_TOP)
        for _ in range(self.facts.end_for_pops):
            value = _pop(stack)
            if not isinstance(value, Marker) or value.kind not in ("iter", "exhausted"):
                raise Unsupported("END_FOR outside the exit of a for loop")

    # -- calls ---------------------------------------------------------------------------------

    def call(self, stack: Stack, argc: int, kw_names: Optional[tuple]) -> None:
        args = [_pop(stack) for _ in range(argc)][::-1]
        func = _pop(stack)
        if self.facts.call_has_null:
            # 3.11+: [NULL, callable] or [callable, NULL] (3.13), or [callable, self] (a method, a decorator)
            other = _pop(stack)
            if func is NULL:
                func = other
            elif other is not NULL:
                func, args = other, [func] + args
        n_kw = len(kw_names) if kw_names else 0
        positional = args[:len(args) - n_kw]
        keywords = list(zip(kw_names or (), args[len(args) - n_kw:]))
        self.push_call(stack, func, positional, keywords)

    def push_call(self, stack: Stack, func: Expr, positional: List[Expr], keywords: List[Any]) -> None:
        if isinstance(func, AssertionName) and len(positional) == 1 and not keywords:
            stack.append(Marker("assertion_call", arg_text(positional[0])))
            return
        if isinstance(func, Marker):
            if func.kind == "assertion" and len(positional) == 1 and not keywords:
                stack.append(Marker("assertion_call", arg_text(positional[0])))
                return
            if func.kind == "build_class" and len(positional) >= 2:
                args = [arg_text(a) for a in positional[2:]] + ["%s=%s" % (k, arg_text(v)) for k, v in keywords]
                stack.append(Marker("class", {"function": positional[0], "args": args, "name": positional[1:2]}))
                return
            raise Unsupported("a call of a %s value" % func.kind)
        if len(positional) == 1 and not keywords and isinstance(positional[0], Marker) \
                and positional[0].kind in ("function", "class", "decorated"):
            stack.append(Marker("decorated", (wrap(func, ATOM), positional[0])))
            return
        stack.append(call_text(func, [arg_text(a) for a in positional]
                               + ["%s=%s" % (k, arg_text(v)) for k, v in keywords]))

    def op_CALL_FUNCTION(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        self.call(stack, instr.arg, None)

    def op_CALL_METHOD(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        args = [_pop(stack) for _ in range(instr.arg)][::-1]
        second, first = _pop(stack), _pop(stack)
        func = first if second is NULL else second if first is NULL else None
        if func is None:
            raise Unsupported("CALL_METHOD without its NULL")
        self.push_call(stack, func, args, [])

    def op_CALL_FUNCTION_KW(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        names = _pop(stack)
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
        kwargs = _pop(stack) if instr.arg & 1 else None
        args = _pop(stack)
        func = _pop(stack)
        if self.facts.call_has_null:
            other = _pop(stack)
            if func is NULL:
                func = other
            elif other is not NULL:
                raise Unsupported("CALL_FUNCTION_EX with a self slot")
        texts = args.items if isinstance(args, Display) and args.kind == "tuple" else [starred(args)]
        keywords: List[str] = []
        if kwargs is not None:
            if isinstance(kwargs, Display) and kwargs.kind == "dict" and kwargs.pairs is not None:
                keywords = ["%s=%s" % (k, v) if k is not None else v for k, v in kwargs.pairs]
            else:
                keywords = ["**" + wrap(kwargs, BOR)]
        stack.append(call_text(func, list(texts) + list(keywords)))

    # -- displays ------------------------------------------------------------------------------

    def build(self, kind: str, n: int, stack: Stack) -> None:
        items = [_pop(stack) for _ in range(n)][::-1]
        stack.append(Display(kind, [wrap(i, TEST) if not isinstance(i, Marker) else _bad(i) for i in items],
                             values=items))

    def op_BUILD_TUPLE(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        self.build("tuple", instr.arg, stack)

    def op_BUILD_LIST(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        self.build("list", instr.arg, stack)

    def op_BUILD_SET(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        self.build("set", instr.arg, stack)

    def op_BUILD_MAP(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        pairs = [(_pop(stack), _pop(stack)) for _ in range(instr.arg)][::-1]
        named = [(k.value, wrap(v, TEST)) for v, k in pairs if isinstance(k, Const) and _keyword(k)]
        stack.append(Display("dict", ["%s: %s" % (wrap(k, TEST), wrap(v, TEST)) for v, k in pairs],
                             named if len(named) == len(pairs) else None))

    def op_BUILD_CONST_KEY_MAP(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        keys = _pop(stack)
        values = [_pop(stack) for _ in range(instr.arg)][::-1]
        if not isinstance(keys, Const) or not isinstance(keys.value, tuple):
            raise Unsupported("BUILD_CONST_KEY_MAP without its keys")
        named = [(k, wrap(v, TEST)) for k, v in zip(keys.value, values) if isinstance(k, str) and k.isidentifier()]
        stack.append(Display("dict", ["%s: %s" % (Const(k).text, wrap(v, TEST)) for k, v in zip(keys.value, values)],
                             named if len(named) == len(values) else None))

    def op_LIST_EXTEND(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        value = _pop(stack)
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
        value = _pop(stack)
        target = stack[-instr.arg]
        if not isinstance(target, Display):
            raise Unsupported("%s outside a display (a comprehension)" % instr.name)
        stack[-instr.arg] = Display(target.kind, target.items + [wrap(value, TEST)])

    op_SET_ADD = op_LIST_APPEND

    def op_DICT_UPDATE(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        value = _pop(stack)
        target = stack[-instr.arg]
        if not isinstance(target, Display):
            raise Unsupported("%s into a value that is not a display" % instr.name)
        if isinstance(value, Display) and value.kind == "dict":
            extra, extra_pairs = value.items, value.pairs
        else:
            extra = ["**" + wrap(value, BOR)]
            extra_pairs = [(None, extra[0])]
        pairs = target.pairs + extra_pairs if target.pairs is not None and extra_pairs is not None else None
        stack[-instr.arg] = Display("dict", target.items + extra, pairs)

    op_DICT_MERGE = op_DICT_UPDATE

    def op_LIST_TO_TUPLE(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        value = _pop(stack)
        if not isinstance(value, Display):
            raise Unsupported("LIST_TO_TUPLE of a value that is not a display")
        stack.append(Display("tuple", value.items))

    def unpacking_build(self, kind: str, n: int, stack: Stack) -> None:
        """3.8: BUILD_LIST_UNPACK and friends join displays, folded constant tuples and starred iterables."""
        items: List[str] = []
        pairs: Optional[List[Any]] = []
        for value in [_pop(stack) for _ in range(n)][::-1]:
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
        self.unpack(_pop(stack), instr.arg, None, stack)

    def op_UNPACK_EX(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        before, after = instr.arg & 0xFF, instr.arg >> 8
        self.unpack(_pop(stack), before + 1 + after, before, stack)

    def unpack(self, value: Expr, n: int, star: Optional[int], stack: Stack) -> None:
        nested = isinstance(value, Marker) and value.kind == "unpack"
        group = {"value": value, "targets": [None] * n, "star": star, "nested": nested}
        for i in reversed(range(n)):
            stack.append(Marker("unpack", (group, i)))

    # -- strings -------------------------------------------------------------------------------

    def op_FORMAT_VALUE(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        spec = _pop(stack) if instr.arg & 4 else None
        self.format_field(_pop(stack), CONVERSIONS[instr.arg & 3], spec, stack)

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
        stack.append(Marker("converted", (_pop(stack), CONVERSIONS.get(instr.arg, "?"))))

    def op_FORMAT_SIMPLE(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        value, conversion = _conversion(_pop(stack))
        self.format_field(value, conversion, None, stack)

    def op_FORMAT_WITH_SPEC(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        spec = _pop(stack)
        value, conversion = _conversion(_pop(stack))
        self.format_field(value, conversion, spec, stack)

    def op_BUILD_STRING(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        parts = [_pop(stack) for _ in range(instr.arg)][::-1]
        stack.append(FString([p for part in parts for p in fstring_pieces(part)]))

    # -- functions and classes -----------------------------------------------------------------

    def op_MAKE_FUNCTION(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        if self.facts.qualname_on_stack:
            _pop(stack)
        code = _pop(stack)
        if not isinstance(code, Marker) or code.kind != "code":
            raise Unsupported("MAKE_FUNCTION of a code object that is not a constant")
        data: Dict[str, Any] = {"code": code.data}
        flags = instr.arg or 0
        for bit, key in ((8, "closure"), (4, "annotations"), (2, "kwdefaults"), (1, "defaults")):
            if flags & bit:
                data[key] = _pop(stack)
        stack.append(self.nested(("function", data), self))

    def op_SET_FUNCTION_ATTRIBUTE(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        func, value = _pop(stack), _pop(stack)
        key = {1: "defaults", 2: "kwdefaults", 4: "annotations", 8: "closure"}.get(instr.arg)
        if not isinstance(func, Marker) or func.kind != "function" or key is None:
            raise Unsupported("SET_FUNCTION_ATTRIBUTE of something else than a new function")
        func.data[key] = value
        stack.append(self.nested(("function", func.data), self))

    # -- imports -------------------------------------------------------------------------------

    def op_IMPORT_NAME(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        fromlist, level = _pop(stack), _pop(stack)
        if not isinstance(fromlist, Const) or not isinstance(level, Const):
            raise Unsupported("IMPORT_NAME with computed arguments")
        stack.append(Marker("module", {"name": instr.arg, "level": level.value, "fromlist": fromlist.value,
                                       "aliases": []}))

    def op_IMPORT_FROM(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        module = stack[-1]
        if not isinstance(module, Marker) or module.kind != "module":
            raise Unsupported("IMPORT_FROM without its module")
        stack.append(Marker("imported", (module.data, instr.arg)))

    def op_IMPORT_STAR(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        self.import_star(_pop(stack), out)

    def import_star(self, module: Expr, out: List[Stmt]) -> None:
        if not isinstance(module, Marker) or module.kind != "module":
            raise Unsupported("import * without its module")
        self.emit(out, "import", "from %s%s import *" % ("." * module.data["level"], module.data["name"]))

    # -- leaving -------------------------------------------------------------------------------

    def op_RETURN_VALUE(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        value = _pop(stack)
        # 3.12+ writes RETURN_CONST for a constant; a loaded one was copied from a shared return
        loaded = "loaded" if instr.name == "RETURN_VALUE" and isinstance(value, Const) else None
        if isinstance(value, Const) and value.value is None:
            self.emit(out, "return_none", "return None", loaded)
        else:
            self.emit(out, "return", "return %s" % wrap(value, TUPLE), loaded or value)

    def op_RAISE_VARARGS(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        if instr.arg == 0:
            self.emit(out, "raise", "raise")
            return
        cause = _pop(stack) if instr.arg == 2 else None
        exc = _pop(stack)
        if isinstance(exc, AssertionName):
            self.emit(out, "raise", "raise AssertionError", ("assert", None))
            return
        if isinstance(exc, Marker) and exc.kind == "assertion":
            self.emit(out, "raise", "raise AssertionError", ("assert", None))
            return
        if isinstance(exc, Marker) and exc.kind == "assertion_call":
            self.emit(out, "raise", "raise AssertionError(%s)" % exc.data, ("assert", exc.data))
            return
        text = "raise %s" % wrap(exc, TEST)
        if cause is not None:
            text += " from %s" % wrap(cause, TEST)
        self.emit(out, "raise", text)


NULL = Marker("null")
#: what keeps try and with statements from being decompiled, on every version
TRY_NOT_YET = "try and with statements are not decompiled yet"


class AssertionName(Name):
    """3.8's ``assert`` loads AssertionError as a global (3.9+: LOAD_ASSERTION_ERROR)."""

    __slots__ = ()


def _pop(stack: Stack) -> Expr:
    if not stack:
        raise Unsupported("an instruction pops an empty stack")
    return stack.pop()


def _pop_null(stack: Stack, facts: Facts) -> None:
    if facts.call_has_null and stack and stack[-1] is NULL:
        stack.pop()


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
    setattr(Simulator, "op_" + _name, Simulator.binary)

__all__ = ["NULL", "Display", "End", "Simulator"]
