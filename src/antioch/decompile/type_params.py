"""PEP 695 type parameters (3.12+): ``def f[T: int, *Ts, **P](x: T) -> T``, ``class C[T]``,
``type A[T] = list[T]``, with 3.13+'s defaults (PEP 696).

The compiler wraps the definition in a function named ``<generic parameters of f>`` that it calls at
once with the function's defaults (Python/compile.c 3.12 / Python/codegen.c 3.13+,
``compiler_function``, ``compiler_class``, ``compiler_typealias`` and ``compiler_type_params``).
That wrapper builds each parameter with an intrinsic and keeps it in a local (or cell) of the
parameter's own name::

    LOAD_CONST 'T'   [LOAD_CONST <code T>  MAKE_FUNCTION  CALL_INTRINSIC_2 TYPEVAR_WITH_BOUND]
    CALL_INTRINSIC_1 TYPEVAR   [LOAD_CONST <code T>  MAKE_FUNCTION  CALL_INTRINSIC_2 SET_TYPEPARAM_DEFAULT]
    COPY 1  STORE_FAST T        ... once per parameter, then BUILD_TUPLE n

(a bound, the constraints and a default are functions of no arguments evaluated lazily, with a
closure over earlier parameters, and on 3.14+ a ``.format`` parameter), then makes

- a function as any definition does (its defaults are the wrapper's ``.defaults`` and
  ``.kwdefaults`` arguments), ending with ``SWAP 2  CALL_INTRINSIC_2 SET_FUNCTION_TYPE_PARAMS``;
- a class, after storing the tuple in ``.type_params``: its last base is ``Generic[T]``
  (INTRINSIC_SUBSCRIPT_GENERIC, kept in ``.generic_base``);
- an alias: the name comes first, and the tuple (name, parameters, value) goes to
  INTRINSIC_TYPEALIAS.

Any other shape stays unsupported (the code object is left as a listing).
"""
from typing import Any, Callable, Dict, List

from antioch.analysis.cfg import build_cfg
from antioch.codeobj import fields_of
from antioch.decompile.deferred import GUARD
from antioch.decompile.expr import TEST, Expr, Marker, Name, Unsupported, wrap
from antioch.decompile.facts import CONDITIONAL_JUMPS, PROLOGUE, UNCONDITIONAL_JUMPS
from antioch.ir import Instr
from antioch.lift import lift

GENERIC_PREFIX = "<generic parameters of "

#: the intrinsic that makes a parameter -> how its name is written
_KINDS = {"INTRINSIC_TYPEVAR": "", "INTRINSIC_PARAMSPEC": "**", "INTRINSIC_TYPEVARTUPLE": "*"}
#: the intrinsic that gives a TypeVar its lazily evaluated bound -> whether its value is the constraints
_BOUNDS = {"INTRINSIC_TYPEVAR_WITH_BOUND": False, "INTRINSIC_TYPEVAR_WITH_CONSTRAINTS": True}
_LOAD_ONE = ("LOAD_FAST", "LOAD_FAST_BORROW")
_LOAD_TWO = ("LOAD_FAST_LOAD_FAST", "LOAD_FAST_BORROW_LOAD_FAST_BORROW")
_BOOKKEEPING = ("RESUME", "NOP", "MAKE_CELL", "COPY_FREE_VARS")


def _same_name(stored: Any, name: str) -> bool:
    """The parameter's local is its name, mangled in a class (``__T`` as ``_C__T``)."""
    return stored == name or (isinstance(stored, str) and name.startswith("__") and not name.endswith("__")
                              and stored.startswith("_") and stored.endswith(name))


def is_generic_wrapper(name: str) -> bool:
    return name.startswith(GENERIC_PREFIX) and name.endswith(">")


class _Reader:
    def __init__(self, instrs: List[Any], table: Any, lazy_value: Callable[[Any], Expr]) -> None:
        self.instrs = [i for i in instrs if hasattr(i, "name") and i.name not in _BOOKKEEPING]
        self.at = 0
        self.table = table
        self.lazy_value = lazy_value

    def peek(self, *names: str) -> bool:
        return self.at + len(names) <= len(self.instrs) and all(
            self.instrs[self.at + k].name == n for k, n in enumerate(names))

    def take(self) -> Any:
        instr = self.instrs[self.at]
        self.at += 1
        return instr

    def intrinsic(self, instr: Any) -> str:
        names = self.table.intrinsic1 if instr.name == "CALL_INTRINSIC_1" else self.table.intrinsic2
        return names[instr.arg] if isinstance(instr.arg, int) and 0 <= instr.arg < len(names) else "?"

    def lazy_ahead(self) -> int:
        """How many instructions come before the code of a lazy value made next (-1: none is made):
        3.14+'s defaults of its ``.format`` parameter, ``LOAD_CONST (1,)`` (PEP 649), then the
        parameters it reads, ``LOAD_FAST K ... BUILD_TUPLE n`` (``class C[K, V = list[K]]``)."""
        n = 0
        if self.peek("LOAD_CONST") and self.instrs[self.at].arg == (1,):
            n += 1
        loads = 0
        while self.at + n < len(self.instrs) and self.instrs[self.at + n].name in _LOAD_ONE + ("LOAD_CLOSURE",):
            n += 1
            loads += 1
        if loads:
            if self.at + n >= len(self.instrs) \
                    or self.instrs[self.at + n].name != "BUILD_TUPLE" or self.instrs[self.at + n].arg != loads:
                return -1
            n += 1
        names = [i.name for i in self.instrs[self.at + n:self.at + n + 2]]
        return n if names == ["LOAD_CONST", "MAKE_FUNCTION"] else -1

    def lazy(self) -> Expr:
        """A bound, the constraints or a default: a function of no arguments made just here."""
        ahead = self.lazy_ahead()
        wanted = set()
        for instr in self.instrs[self.at:self.at + ahead]:
            wanted.add(8 if instr.name == "BUILD_TUPLE" else 1 if instr.name == "LOAD_CONST" else 0)
        wanted.discard(0)
        self.at += ahead
        code = self.take().arg
        made = self.take()
        flags = made.arg or 0
        given = {bit for bit in (1, 8) if flags & bit}
        while self.peek("SET_FUNCTION_ATTRIBUTE"):  # 3.13+: after MAKE_FUNCTION, the last pushed first
            given.add(self.take().arg)
        if given != wanted:
            raise Unsupported("a type parameter's lazy value built unusually")
        return self.lazy_value(code)

    def parameter(self) -> str:
        name = self.take().arg
        if not isinstance(name, str):
            raise Unsupported("a type parameter without its name")
        text = None
        if self.lazy_ahead() >= 0:
            value = self.lazy()
            which = self.intrinsic(self.take())
            if which not in _BOUNDS:
                raise Unsupported("a type parameter made by %s" % which)
            shown = wrap(value, TEST)
            if _BOUNDS[which] and not shown.startswith("("):
                shown = "(%s)" % shown
            text = "%s: %s" % (name, shown)
        else:
            if not self.peek("CALL_INTRINSIC_1"):
                raise Unsupported("a type parameter made unusually")
            which = self.intrinsic(self.take())
            if which not in _KINDS:
                raise Unsupported("a type parameter made by %s" % which)
            text = _KINDS[which] + name
        if self.lazy_ahead() >= 0:  # 3.13+: a default (PEP 696)
            value = self.lazy()
            if self.intrinsic(self.take()) != "INTRINSIC_SET_TYPEPARAM_DEFAULT":
                raise Unsupported("a type parameter's default set unusually")
            text += " = %s" % wrap(value, TEST)
        if not ((self.peek("COPY", "STORE_FAST") or self.peek("COPY", "STORE_DEREF"))
                and self.instrs[self.at].arg == 1 and _same_name(self.instrs[self.at + 1].arg, name)):
            raise Unsupported("a type parameter kept unusually")
        self.at += 2
        return text

    def parameters(self) -> List[str]:
        texts = []
        while self.peek("LOAD_CONST") and isinstance(self.instrs[self.at].arg, str):
            texts.append(self.parameter())
        if not texts or not self.peek("BUILD_TUPLE") or self.take().arg != len(texts):
            raise Unsupported("type parameters built unusually")
        return texts


def generic_definition(sim: Any, data: Dict[str, Any], args: List[Expr], instrs: List[Any],
                       lazy_value: Callable[[Any], Expr]) -> Marker:
    """The function or class the wrapper ``data`` makes, called with ``args`` by ``sim``, with its type
    parameters (``data["type_params"]``: the text between the brackets)."""
    if set(data) - {"code", "closure"}:
        raise Unsupported("a generic definition's wrapper made unusually")
    reader = _Reader(instrs, sim.table, lazy_value)
    if reader.peek("LOAD_CONST", "LOAD_CONST") and isinstance(reader.instrs[reader.at].arg, str) \
            and isinstance(reader.instrs[reader.at + 1].arg, str):  # (not a first parameter's bound)
        return _generic_alias(reader)
    params = reader.parameters()
    if reader.peek("STORE_DEREF") or reader.peek("STORE_FAST"):
        if reader.take().arg != ".type_params" or args:
            raise Unsupported("a generic definition made unusually")
        made = _generic_class(sim, reader)
    else:
        made = _generic_function(sim, reader, args)
    made.data["type_params"] = ", ".join(params)
    return made


def _generic_alias(reader: _Reader) -> Marker:
    """``type A[T] = value``: the alias's name, its parameters and its lazily evaluated value make
    the tuple INTRINSIC_TYPEALIAS takes (Python/codegen.c, codegen_typealias)."""
    name = reader.take().arg
    params = reader.parameters()
    if reader.lazy_ahead() < 0:
        raise Unsupported("a generic type alias made unusually")
    value = reader.lazy()
    rest = reader.instrs[reader.at:]
    if [i.name for i in rest] != ["BUILD_TUPLE", "CALL_INTRINSIC_1", "RETURN_VALUE"] or rest[0].arg != 3 \
            or reader.intrinsic(rest[1]) != "INTRINSIC_TYPEALIAS":
        raise Unsupported("a generic type alias made unusually")
    return Marker("type_alias", (name, "type %s[%s] = %s" % (name, ", ".join(params), wrap(value, TEST))))


def _run(sim: Any, instrs: List[Any], stack: List[Any]) -> None:
    """The simulator's reading of a stretch of the wrapper that makes no statement."""
    out: List[Any] = []
    for instr in instrs:
        op = getattr(sim, "op_" + instr.name, None)
        if op is None:
            raise Unsupported("%s in a generic definition's wrapper" % instr.name)
        op(instr, stack, out)
    if out:
        raise Unsupported("a statement in a generic definition's wrapper")


def _generic_function(sim: Any, reader: _Reader, args: List[Expr]) -> Marker:
    """``def f[T](...)``: the function is made as any other, its defaults are the wrapper's
    ``.defaults`` and ``.kwdefaults``, and it is given the parameters at the end."""
    tail = reader.instrs[reader.at:]
    if [i.name for i in tail[-3:]] != ["SWAP", "CALL_INTRINSIC_2", "RETURN_VALUE"] or tail[-3].arg != 2 \
            or reader.intrinsic(tail[-2]) != "INTRINSIC_SET_FUNCTION_TYPE_PARAMS":
        raise Unsupported("a generic function made unusually")
    hidden = dict(zip([".defaults", ".kwdefaults"], args))
    stack: List[Any] = []
    for instr in tail[:-3]:
        loaded = [instr.arg] if instr.name in _LOAD_ONE else instr.arg if instr.name in _LOAD_TWO else []
        if any(isinstance(name, str) and name.startswith(".") for name in loaded):
            for name in loaded:  # the wrapper's arguments: the function's defaults
                if name not in hidden:
                    raise Unsupported("a generic function's wrapper reads %s" % name)
                stack.append(hidden.pop(name))
            continue
        _run(sim, [instr], stack)
    function = stack[-1] if len(stack) == 1 else None
    if hidden or not isinstance(function, Marker) or function.kind != "function" \
            or not isinstance(function.data, dict):
        raise Unsupported("a generic function made unusually")
    return function


def _generic_class(sim: Any, reader: _Reader) -> Marker:
    """``class C[T](...)``: the class is built as any other, with ``Generic[T]`` (kept in
    ``.generic_base``) after its bases; its body stores ``__type_params__`` first."""
    tail = reader.instrs[reader.at:]
    if not tail or tail[-1].name != "RETURN_VALUE":
        raise Unsupported("a generic class made unusually")
    stack: List[Any] = []
    stored = 0
    for instr in tail[:-1]:
        if instr.name == "CALL_INTRINSIC_1" and reader.intrinsic(instr) == "INTRINSIC_SUBSCRIPT_GENERIC":
            stack[-1] = Marker("generic_base")
        elif instr.name in ("STORE_FAST", "STORE_FAST_LOAD_FAST") and stack and isinstance(stack[-1], Marker) \
                and stack[-1].kind == "generic_base":
            if instr.arg not in (".generic_base", (".generic_base", ".generic_base")):
                raise Unsupported("a generic class made unusually")
            stack.pop()
            stored += 1
            if instr.name == "STORE_FAST_LOAD_FAST":
                stack.append(Name(".generic_base"))
        elif instr.name in _LOAD_ONE + ("LOAD_DEREF", "LOAD_CLOSURE") and instr.arg in (".generic_base",
                                                                                     ".type_params"):
            stack.append(Name(instr.arg))  # (the class body's closure, its Generic[...] base)
        else:
            _run(sim, [instr], stack)
    made = stack[-1] if len(stack) == 1 else None
    if stored != 1 or not isinstance(made, Marker) or made.kind != "class" or not isinstance(made.data, dict):
        raise Unsupported("a generic class made unusually")
    bases = made.data["args"]
    if bases.count(".generic_base") != 1:
        raise Unsupported("a generic class built unusually")
    bases.remove(".generic_base")
    return made


def type_params_text(data: Dict[str, Any]) -> str:
    params = data.get("type_params")
    return "[%s]" % params if params else ""



def guarded_value(code: Any, version: Any, simulator: Callable[[Any], Any]) -> Expr:
    """The value a 3.14+ lazily evaluated function of ``.format`` returns (a bound, a default, a type
    alias's value; PEP 649): ``if .format > 2: raise NotImplementedError``, then one expression."""
    ir = lift(fields_of(code), version)
    instrs = [i for i in ir.items if isinstance(i, Instr) and i.name not in PROLOGUE]
    names = [i.name.replace("_BORROW", "") for i in instrs]
    if names[:len(GUARD)] != GUARD or names[-1] != "RETURN_VALUE" or instrs[0].arg != ".format":
        raise Unsupported("a lazily evaluated value of an unusual shape")
    sim = simulator(build_cfg(ir))
    stack: List[Expr] = []
    out: List[Any] = []
    for instr in instrs[len(GUARD):-1]:
        if instr.name in CONDITIONAL_JUMPS or instr.name in UNCONDITIONAL_JUMPS or instr.name == "FOR_ITER":
            raise Unsupported("a lazily evaluated value with branches")
        sim.step(instr, stack, out)
    if len(stack) != 1 or out:
        raise Unsupported("a lazily evaluated value that is not one expression")
    return stack[0]
