"""Displays (tuples, lists, sets, dicts, with their ``*`` and ``**`` items) and unpacking on the
simulated stack: :class:`DisplayOps`, a mixin of :class:`~antioch.decompile.simulate.Simulator`.
"""
from typing import TYPE_CHECKING, Any, Dict, List, Optional, Sequence

from antioch.decompile import inlined
from antioch.decompile.expr import (
    BOR,
    TEST,
    Const,
    Expr,
    Marker,
    Unsupported,
    starred,
    wrap,
)
from antioch.decompile.facts import Facts
from antioch.decompile.lines import mark, plain, spread
from antioch.decompile.stmts import Stmt
from antioch.decompile.values import Display, Stack, WrittenTuple, pop_value
from antioch.ir import Instr
from antioch.opcodes import OpcodeTable

#: the most keys a dict display builds in one part (Python/compile.c: a part of more than
#: STACK_USE_GUIDELINE / 2 is made by MAP_ADD, and the next merged into it)
_GROUP_LIMIT = 15


class DisplayOps:
    """Handlers of the instructions that build displays and unpack sequences (a mixin of the simulator)."""

    facts: Facts
    table: OpcodeTable
    comprehension: bool
    copies: Dict[int, Expr]
    consts: Sequence[Any]

    if TYPE_CHECKING:
        def emit(self, out: List[Stmt], kind: str, text: str, data: Any = None) -> Stmt: ...

    def build(self, kind: str, n: int, stack: Stack, line: Optional[int] = None) -> None:
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
        stack.append(Display(kind, spread(line, [(i, wrap(i, TEST) if not isinstance(i, Marker) else _bad(i))
                                                 for i in items]), values=items))

    def op_BUILD_TUPLE(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        self.build("tuple", instr.arg, stack, instr.lineno)

    def op_BUILD_LIST(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        self.build("list", instr.arg, stack, instr.lineno)

    def op_BUILD_SET(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        self.build("set", instr.arg, stack, instr.lineno)

    def op_BUILD_MAP(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        if instr.arg == 0 and self.comprehension and not stack:
            stack.append(Marker("accumulator", "dict"))
            return
        if instr.arg == 0 and inlined.starts_inlined(stack):
            stack.append(inlined.accumulator("dict"))
            return
        pairs = [(pop_value(stack), pop_value(stack)) for _ in range(instr.arg)][::-1]
        named = [(k.value, wrap(v, TEST)) for v, k in pairs if isinstance(k, Const) and _keyword(k)]
        stack.append(Display("dict", spread(None, [(k, "%s: %s%s" % (wrap(k, TEST), _mark_later(k, v), wrap(v, TEST)))
                                                   for v, k in pairs]),
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
        # (a display of three constants or more is the empty one extended by their tuple,
        # Python/compile.c, starunpack_helper: a shorter one, or one extending items already there,
        # was unpacked, `f(a, *(1, 2))`)
        if isinstance(value, Const) and isinstance(value.value, (tuple, frozenset)) \
                and not (target.kind == "set" and isinstance(value.value, tuple)) \
                and not (isinstance(value.value, tuple) and (target.items or len(value.value) < 3)):
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
        if isinstance(value, Display) and value.kind == "dict" and value.items and target.items and (
                plain(target.items[-1]).startswith("**") or max(len(value.items), len(target.items)) > _GROUP_LIMIT):
            # (a group of keys merged after an unpacking: `{**a, 'k': v}`, `f(*a, **b, k=v)`, or a large
            # display's next part; merged into the empty dict BUILD_MAP 0 starts, or after a group, a
            # display is one the source unpacks: `{**{'a': 1}}`, `f(x, **{'a': 1})`, `{'a': 1, **{'b': 2}}`;
            # Python/compile.c, compiler_dict and compiler_call_helper)
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

    def unpacking_build(self, kind: str, n: int, stack: Stack, written: bool = False) -> None:
        """3.8: BUILD_LIST_UNPACK and friends join displays, folded constant tuples and starred iterables."""
        items: List[str] = []
        pairs: Optional[List[Any]] = []
        group = False  # (the value before was a group of keys)
        for value in [pop_value(stack) for _ in range(n)][::-1]:
            if kind == "dict":
                # a group of keys between two unpackings (`{'a': 1, **b}`); a display alone, or
                # after another group, is one the source unpacks: `{**{'a': 1}, 'b': 2}` (Python/compile.c,
                # compiler_dict, 3.8: BUILD_MAP_UNPACK of each group and each ``**`` value)
                if isinstance(value, Display) and value.kind == "dict" and n > 1 and not group:
                    group = True
                    items.extend(value.items)
                    pairs = pairs + value.pairs if pairs is not None and value.pairs is not None else None
                else:
                    group = False
                    items.append("**" + wrap(value, BOR))
                    pairs = pairs + [(None, items[-1])] if pairs is not None else None
            elif isinstance(value, Display) and value.kind == "tuple" and not isinstance(value, WrittenTuple):
                items.extend(value.items)
            elif isinstance(value, Const) and isinstance(value.value, tuple) and self._folded_group(value):
                items.extend(Const(v).text for v in value.value)
            else:
                items.append(starred(value))
        stack.append(WrittenTuple(kind, items) if written else Display(kind, items, pairs if kind == "dict" else None))

    def _folded_group(self, value: Const) -> bool:
        """A constant tuple joined by 3.8's BUILD_*_UNPACK is a group of constants the compiler
        built (BUILD_TUPLE) and the peephole optimizer folded, appending the tuple to the pool after
        the constants it loaded (Python/peephole.c, fold_tuple_on_constants), or one the source
        unpacked, ``f(a, *(1, 2))``, folded where it was written (Python/ast_opt.c): then an item
        missing from the pool before it tells."""
        at = value.pool_index
        if at is None or at > len(self.consts):
            return True
        before = self.consts[:at]
        return all(any(type(c) is type(v) and c == v for c in before) for v in value.value)

    def op_BUILD_TUPLE_UNPACK(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        self.unpacking_build("tuple", instr.arg, stack, written=True)

    def op_BUILD_TUPLE_UNPACK_WITH_CALL(self, instr: Instr, stack: Stack, out: List[Stmt]) -> None:
        self.unpacking_build("tuple", instr.arg, stack)

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
        group = {"value": value, "targets": [None] * n, "star": star, "nested": nested, "lines": [None] * n}
        for i in reversed(range(n)):
            stack.append(Marker("unpack", (group, i)))


def _keyword(key: Expr) -> bool:
    return isinstance(key, Const) and isinstance(key.value, str) and key.value.isidentifier()


def _bad(value: Marker) -> str:
    if value.kind == "slice":  # x[1:2, ::3]: a tuple of slices, only valid as a subscript
        return str(value.data)
    raise Unsupported("a %s value inside a display" % value.kind)


def _mark_later(key: Expr, value: Expr) -> str:
    """A line mark for ``value`` when it starts on a later line than its ``key`` (``{a:`` / ``b}``):
    from 3.13 the loads of two locals on different lines stay two instructions."""
    first, then = key.line, value.line
    return mark(then) if first is not None and then is not None and then > first else ""
